"""Answers like the reference, writing 256 KB of log to stderr before every answer:
more than a pipe holds, so a harness that does not drain stderr deadlocks."""

import json
import sys

from risk_ref.protocol.server import Session

session = Session()
for number, line in enumerate(sys.stdin):
    for row in range(4096):
        sys.stderr.write(f"debug: request {number}, log row {row:04d} " + "." * 30 + "\n")
    sys.stderr.flush()
    sys.stdout.write(json.dumps(session.answer(line)) + "\n")
    sys.stdout.flush()
