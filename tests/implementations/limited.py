"""Answers like the reference, but declares only the classic ruleset with the neutral
two-player rule and both fortify rules: every other option keeps its default."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    answer = session.answer(line)
    if "capabilities" in answer:
        answer["capabilities"] = {
            "rulesets": {
                "classic": {
                    "options": {"two-player": ["neutral"], "fortify": ["adjacent", "connected"]}
                }
            }
        }
    print(json.dumps(answer), flush=True)
