"""Answers like the reference, but dies on the first apply, saying why on stderr."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    if json.loads(line).get("cmd") == "apply":
        print("fatal: the dice engine exploded", file=sys.stderr, flush=True)
        sys.exit(3)
    print(json.dumps(session.answer(line)), flush=True)
