"""Answers hello with a line of 3 MiB, then like the reference."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for number, line in enumerate(sys.stdin):
    answer = session.answer(line)
    if number == 0:
        answer["implementation"]["name"] = "x" * (3 << 20)
    print(json.dumps(answer), flush=True)
