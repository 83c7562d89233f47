"""What the package promises the machine it is installed on."""

from __future__ import annotations

import ast
import subprocess
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
    extras = PROJECT["optional-dependencies"]
    needed = [*PROJECT["dependencies"], *extras["docs"], *extras["fast"], *extras["pytest"]]
    unbounded = [r for r in needed if "<" not in r and _name(r) != "furo"]  # a theme only
    assert not unbounded


def test_every_module_the_package_imports_is_declared() -> None:
    """Each import of the package is a dependency, or one of an extra: the rulebook's
    (``docs``), the accelerators (``fast``), the plugin's (``pytest``)."""
    extras = PROJECT["optional-dependencies"]
    declared = {_name(r).replace("-", "_") for r in PROJECT["dependencies"]}
    declared |= {"gherkin"}  # the distribution is named otherwise
    optional = {_name(r).replace("-", "_") for e in ("docs", "fast", "pytest") for r in extras[e]}
    optional |= {"docutils"}  # Sphinx's
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


BLOCKED = """
import sys
for name in ("pytest", "_pytest", "pytest_bdd", "orjson", "jsonschema_rs"):
    sys.modules[name] = None  # as if not installed: importing it raises ImportError
from risk_ref.cli import main
sys.exit(main())
"""


def test_the_command_line_needs_none_of_the_extras(tmp_path: Path) -> None:
    """Without pytest, pytest-bdd and the accelerators, the kit runs the suite against an
    implementation, and the engine under test (``risk-ref serve``) answers it."""
    serve = f"{sys.executable} -c '{BLOCKED}' serve"
    command = [sys.executable, "-c", BLOCKED, "conformance", "run", "--program", serve]
    answer = subprocess.run(
        [*command, "--rule", "attack.compare"], cwd=tmp_path, capture_output=True, text=True,
        check=False, timeout=300,
    )  # fmt: skip
    assert answer.returncode == 0, answer.stderr
    assert " passed, 0 failed" in answer.stdout.splitlines()[-1]
