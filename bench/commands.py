"""Benchmark of the README's two commands (not a test): run ``python bench/commands.py``.

Times ``python3 tasks.py main`` (the five-language rulebook and the conformance suite
against the reference) and ``python3 tasks.py test`` (every test and check) as whole
processes, after a set-up run, so that the virtual environment is there and only the
work is timed, as on a machine that has run them once. ``--check`` exits 1 when either
takes longer than its mark: 10 minutes each on the 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = 600.0  # seconds, for each command
TASKS = ("main", "test")


def timed(task: str) -> tuple[float, int]:
    """The wall time of ``python3 tasks.py <task>`` and its exit status; its output is
    kept in out/bench-<task>.log."""
    log = ROOT / "out" / f"bench-{task}.log"
    log.parent.mkdir(exist_ok=True)
    begun = time.perf_counter()
    with log.open("w", encoding="utf-8") as output:
        status = subprocess.run(
            [sys.executable, "tasks.py", task], cwd=ROOT, stdout=output,
            stderr=subprocess.STDOUT, check=False,
        ).returncode  # fmt: skip
    return time.perf_counter() - begun, status


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("tasks", nargs="*", default=list(TASKS), help="main, test or both")
    parser.add_argument("--check", action="store_true", help="exit 1 when a mark is missed")
    args = parser.parse_args()
    if not set(args.tasks) <= set(TASKS):
        parser.error(f"the tasks are {', '.join(TASKS)}")
    print(f"{os.cpu_count()} cores")
    missed = False
    for task in args.tasks:
        seconds, status = timed(task)
        print(f"python3 tasks.py {task}: {seconds:.0f} s ({seconds / 60:.1f} min), exit {status}")
        missed |= status != 0 or seconds > MARK
    if missed:
        print(f"missed: a command failed or took over {MARK / 60:.0f} minutes", file=sys.stderr)
        return 1 if args.check else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
