"""Answers like the reference, writes its process ID to the file named by its argument,
and does not exit at the end of its input (nor at bye): it must be ended from outside."""

import json
import os
import sys
import time
from pathlib import Path

from risk_ref.protocol.server import Session

Path(sys.argv[1]).write_text(str(os.getpid()), encoding="utf-8")
session = Session()
for line in sys.stdin:
    print(json.dumps(session.answer(line)), flush=True)
time.sleep(3600)
