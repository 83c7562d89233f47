"""Answers like the reference, but gives the answer to an apply the wrong seq."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    answer = session.answer(line)
    if json.loads(line).get("cmd") == "apply":
        answer["seq"] += 1
    print(json.dumps(answer), flush=True)
