"""The chapter on the engine's Python API (docs/api.rst): every public name of
``risk_ref.engine`` documented, each under the name a user imports it by, and the
example running as the page shows it."""

from __future__ import annotations

import contextlib
import importlib
import io
import re
import textwrap

import risk_ref
from risk_ref import engine
from risk_ref.files import DOCS

PAGE = DOCS / "api.rst"
# autodoc's directives and the Python domain's own, with the module they are read in
_DIRECTIVE = re.compile(
    r"^\.\. (?:py:)?(currentmodule|module|auto\w+|function|data|class|exception)::"
    r" ([\w.]+)",
    re.MULTILINE,
)
_EXAMPLE = re.compile(r"^\.\. code-block:: python\n\n((?:(?:   .*)?\n)+)", re.MULTILINE)


def _resolve(name: str) -> object:
    """The object a dotted name stands for: the longest module, then its attributes."""
    parts = name.split(".")
    for length in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:length]))
        except ImportError:
            continue
        for attribute in parts[length:]:
            found = getattr(found, attribute)
        return found
    raise LookupError(name)


def documented() -> dict[str, object]:
    """Each name the page documents, in full, with the object it names."""
    found: dict[str, object] = {}
    module = ""
    for directive, name in _DIRECTIVE.findall(PAGE.read_text(encoding="utf-8")):
        if directive in ("currentmodule", "module"):
            module = name
            continue
        full = name if name.startswith("risk_ref.") else f"{module}.{name}"
        found[full] = _resolve(full)
    return found


def imported_as(name: str) -> str:
    """The name a user imports an engine name by: from ``risk_ref`` where it is there."""
    if name in risk_ref.__all__ and getattr(risk_ref, name) is getattr(engine, name):
        return f"risk_ref.{name}"
    return f"risk_ref.engine.{name}"


def test_every_public_name_of_the_engine_is_on_the_page() -> None:
    """A public function added to the engine and forgotten here fails."""
    names = documented()
    missing = [name for name in engine.__all__ if imported_as(name) not in names]
    assert not missing, f"docs/api.rst does not document {missing}"
    for name in engine.__all__:
        assert names[imported_as(name)] is getattr(engine, name), name


def test_a_name_is_documented_where_users_import_it() -> None:
    """The shortest import: ``risk_ref.apply``, not ``risk_ref.engine.apply``."""
    for full, found in documented().items():
        short = full.rpartition(".")[2]
        if full.startswith("risk_ref.engine.") and short in risk_ref.__all__:
            assert getattr(risk_ref, short) is not found, f"{full} is risk_ref.{short}"


def test_the_example_runs_and_prints_what_its_comments_say() -> None:
    found = _EXAMPLE.search(PAGE.read_text(encoding="utf-8"))
    assert found, "docs/api.rst has no Python example"
    code = textwrap.dedent(found[1])
    expected = [line.partition("#")[2].strip() for line in code.splitlines() if "print(" in line]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, str(PAGE), "exec"), {})
    assert expected and printed.getvalue().splitlines() == expected
