"""An engine that does nothing: it sets up games as the reference does, loads the
positions it is sent, and accepts every action without changing the game. No case that
plays an action may pass against it."""

import json
import sys

from risk_ref.document import to_document
from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    request = json.loads(line)
    if request.get("cmd") == "apply":
        game = to_document(session.state) if session.state else None  # as it was
        answer = {"seq": request["seq"], "ok": True, "accepted": True, "state": game}
    else:
        answer = session.answer(line)
    print(json.dumps(answer), flush=True)
    if session.done:
        break
