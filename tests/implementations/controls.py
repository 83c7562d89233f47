"""Answers like the reference, but names itself with control characters and dies on
the first apply, writing terminal escapes and a NUL on stderr."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    answer = session.answer(line)
    if json.loads(line).get("cmd") == "hello":
        answer["implementation"]["name"] = "evil\x1b[2J\x00\x07engine"
    if json.loads(line).get("cmd") == "apply":
        print("\x1b[31mfatal\x00\x0c: the dice\x1b]0;pwned\x07 engine exploded", file=sys.stderr)
        sys.exit(3)
    print(json.dumps(answer), flush=True)
