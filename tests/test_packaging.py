"""What the package promises the machine it is installed on."""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _name(requirement: str) -> str:
    return requirement.split(";")[0].split("[")[0].split("<")[0].split(">")[0].strip().lower()


def test_what_the_package_runs_on_is_bounded() -> None:
    """A new major version of a dependency can break a user's install: each one the
    package or its rulebook needs is bounded above, and raising a bound is a decision."""
    needed = [*PROJECT["dependencies"], *PROJECT["optional-dependencies"]["docs"]]
    unbounded = [r for r in needed if "<" not in r and _name(r) != "furo"]  # a theme only
    assert not unbounded


def test_every_module_the_package_imports_is_declared() -> None:
    declared = {_name(r).replace("-", "_") for r in PROJECT["dependencies"]}
    declared |= {"gherkin", "jsonschema_rs", "pytest_bdd"}  # distributions named otherwise
    optional = {"sphinx", "docutils", "furo"}  # the rulebook's, from risk-ref[docs]
    for file in sorted((ROOT / "risk_ref").rglob("*.py")):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top in sys.stdlib_module_names or top == "risk_ref" or top in optional:
                    continue
                assert top in declared, f"{file.relative_to(ROOT)} imports {name}, not declared"
