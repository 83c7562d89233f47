"""The reference engine, right in every verdict, but citing the wrong rule: every refusal
of an action names turn.sequence, whatever rule the reference would cite."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    if not line.strip():
        continue
    answer = session.answer(line)
    if answer.get("accepted") is False and answer.get("rule") is not None:
        answer["rule"] = "turn.sequence"
    print(json.dumps(answer), flush=True)
    if session.done:
        break
