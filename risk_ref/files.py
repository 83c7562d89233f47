"""Where the shared sources are: the scenarios (``features/``), the rule texts
(``docs/*.rst``) and the catalogues (``locales/``).

Each lives once, at the top of the repository. A wheel carries the same files in
``risk_ref/_shared`` (see ``pyproject.toml``), so every command reads them alike from a
checkout and from an installation.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_INSTALLED = _PACKAGE / "_shared"
ROOT = _INSTALLED if _INSTALLED.is_dir() else _PACKAGE.parent

FEATURES = ROOT / "features"
DOCS = ROOT / "docs"
LOCALES = ROOT / "locales"
