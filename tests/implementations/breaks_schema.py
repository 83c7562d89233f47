"""Answers like the reference, but a refusal of an apply has no message."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    answer = session.answer(line)
    answer.pop("message", None)
    print(json.dumps(answer), flush=True)
