"""The reference, declaring every ruleset, option and feature but only games of five
players: the kit must still check every rule that does not depend on the number of
players, seating bystanders in the positions written for fewer."""

import json
import sys

from risk_ref.protocol.capabilities import everything
from risk_ref.protocol.server import Session

capabilities = everything()
for support in capabilities["rulesets"].values():
    support["players"] = [5]
session = Session(capabilities)
for line in sys.stdin:
    print(json.dumps(session.answer(line)), flush=True)
