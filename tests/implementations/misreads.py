"""Answers like the reference, but loads a position with one set more traded (three
turns later, so that the cards can have been drawn), as an engine with an off-by-one in
its loader would: ``always``, or only ``restored``, a
position sent again as it was sent last (as a case does to restore its game after a
control, with no step left to look at the game: only the check that ends the case
catches it)."""

import json
import sys

from risk_ref.protocol.server import Session

mode = sys.argv[1]
session = Session()
last = None
for line in sys.stdin:
    request = json.loads(line)
    if request.get("cmd") == "start":
        sent = request["state"]
        if mode == "always" or sent == last:
            misread = {"sets_traded": sent["sets_traded"] + 1, "turn": sent["turn"] + 3}
            request["state"] = {**sent, **misread}
        last = sent
    print(json.dumps(session.answer(json.dumps(request))), flush=True)
