"""The project's two entry points, needing nothing but Python 3.11+ and the package registries.

    python3 tasks.py main   set up, play a seeded game, run the rule suite against the engine
    python3 tasks.py test   set up, then every test and check (lint, types, tests)

Setting up means a virtual environment in .venv with the project and its dev extra.
"""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if sys.platform == "win32" else "bin")


def run(*command: str) -> None:
    print("$", " ".join(command), flush=True)
    result = subprocess.run(command, cwd=ROOT, check=False)
    if result.returncode:
        sys.exit(result.returncode)


def setup() -> None:
    if not (BIN / "python").exists():
        venv.create(VENV, with_pip=True)
    run(str(BIN / "python"), "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(str(BIN / "python"), "-m", "pip", "install", "--quiet", "-e", ".[dev]")


def main_job() -> None:
    setup()
    run(str(BIN / "risk-ref"), "play", "--players", "4", "--seed", "1")
    run(str(BIN / "python"), "-m", "pytest", "tests/test_rules.py", "--engine", "reference")


def test() -> None:
    setup()
    run(str(BIN / "ruff"), "check", ".")
    run(str(BIN / "ruff"), "format", "--check", ".")
    run(str(BIN / "mypy"))
    run(str(BIN / "python"), "-m", "pytest")


COMMANDS = {"main": main_job, "test": test}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in COMMANDS:
        sys.exit(__doc__)
    COMMANDS[sys.argv[1]]()
