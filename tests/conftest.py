"""Pytest set-up of the project's own tests. The rule suite's (the engine under test, the
steps) is in tests/suite/conftest.py."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings
from sphinx import locale
from sphinx.application import Sphinx

from risk_ref.files import DOCS
from risk_ref.i18n import LANGUAGES

BOOKS = "RISK_REF_BOOKS"  # a folder holding the five books built already (tasks.py test)

# The same examples on every run: a failure in CI can be replayed exactly.
settings.register_profile("deterministic", derandomize=True, deadline=None)
settings.load_profile("deterministic")


@pytest.fixture(scope="session")
def books(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The five HTML rulebooks side by side (``<root>/<language>``), as the main job
    builds them: built once per run and shared by every test that reads them, or taken
    from the folder named by RISK_REF_BOOKS, where ``tasks.py test`` built them with
    warnings as errors."""
    given = os.environ.get(BOOKS)
    if given:
        root = Path(given)
        missing = [language for language in LANGUAGES if not (root / language).is_dir()]
        assert not missing, f"{BOOKS}={given} lacks the books {missing}"
        return root
    root = tmp_path_factory.mktemp("books")
    for language in LANGUAGES:
        locale.translators.clear()  # else each language's words fall back on the last one's
        app = Sphinx(
            str(DOCS), str(DOCS), str(root / language), str(root / ".doctrees" / language),
            "html", confoverrides={"language": language}, status=None, freshenv=True,
        )  # fmt: skip
        app.build()
    return root


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that reads the five books is marked ``books``, so that the quick checks on
    each supported Python (``tasks.py quick``) can leave it to the one full run."""
    for item in items:
        if "books" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.books)
