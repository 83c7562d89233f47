"""Answers like the reference, which declares state-in-answers, in one of three ways:
``strict`` refuses every state request (it carries the state, so none is due),
``missing`` carries no state although it declares it, and ``undeclared`` carries the
state without declaring it."""

import json
import sys

from risk_ref.protocol.capabilities import everything
from risk_ref.protocol.server import Session

mode = sys.argv[1]
capabilities = everything()
if mode == "undeclared":
    del capabilities["state-in-answers"]
session = Session()
for line in sys.stdin:
    answer = session.answer(line)
    cmd = json.loads(line).get("cmd")
    if "capabilities" in answer:
        answer["capabilities"] = capabilities
    elif mode == "strict" and cmd == "state":
        answer = {"seq": answer["seq"], "ok": False, "error": "the state was in the answer"}
    elif mode == "missing" and cmd == "apply":
        del answer["state"]
    print(json.dumps(answer), flush=True)
