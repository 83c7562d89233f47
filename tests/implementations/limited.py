"""Answers like the reference, but declares only the classic ruleset with the neutral
two-player rule and both fortify rules (every other option keeps its default), and
neither own-chance nor state-in-answers: the harness asks for every state."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session(
    {
        "rulesets": {
            "classic": {
                "options": {"two-player": ["neutral"], "fortify": ["adjacent", "connected"]}
            }
        }
    }
)
for line in sys.stdin:
    print(json.dumps(session.answer(line)), flush=True)
