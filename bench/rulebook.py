"""Times a clean build of the HTML rulebook in every language (not a test):
``python bench/rulebook.py``."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from risk_ref.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    sphinx = Path(sys.executable).with_name("sphinx-build")
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        for language in LANGUAGES:
            subprocess.run(
                [
                    str(sphinx),
                    "-q",
                    "-E",
                    "-b",
                    "html",
                    "-D",
                    f"language={language}",
                    str(ROOT / "docs"),
                    f"{out}/{language}",
                ],
                check=True,
            )
        elapsed = time.perf_counter() - start
    print(f"rulebook, {len(LANGUAGES)} languages from clean: {elapsed:.1f} s")


if __name__ == "__main__":
    main()
