"""Answers like the reference, but never answers an apply."""

import json
import sys
import time

from risk_ref.protocol.server import Session

session = Session()
for line in sys.stdin:
    if json.loads(line).get("cmd") == "apply":
        time.sleep(3600)
    print(json.dumps(session.answer(line)), flush=True)
