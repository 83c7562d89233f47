"""What the tests of programs run as processes share: whether a process has ended."""

from __future__ import annotations

import time
from pathlib import Path


def ended(pid: int, within: float = 5.0) -> bool:
    """Whether the process is gone (or a zombie nobody has reaped yet) within the time."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8")
        except FileNotFoundError:
            return True
        if stat.rpartition(")")[2].split()[0] == "Z":
            return True
        time.sleep(0.05)
    return False
