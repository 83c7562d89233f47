"""Answers like the reference, but answers an apply with a line that is not JSON."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    if json.loads(line).get("cmd") == "apply":
        print("Applying attack... done!", flush=True)
        continue
    print(json.dumps(session.answer(line)), flush=True)
