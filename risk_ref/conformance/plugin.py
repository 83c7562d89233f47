"""The pytest plugin (entry point ``pytest11``): ``pytest --risk-ref "COMMAND"`` runs the
rule suite against the engine that COMMAND starts, beside a project's own tests.

Without the option the plugin only registers it: a project's other tests see nothing of
the suite, its fixtures or its steps (they live in the suite's own conftest.py).
"""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

REFERENCE = "reference"
SUITE = Path(__file__).resolve().parent / "suite"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("risk-ref", "the Risk rule suite (risk-ref)")
    group.addoption(
        "--risk-ref",
        metavar="COMMAND",
        help="run the rule suite against the engine this command line starts, an "
        f'implementation of the conformance protocol; "{REFERENCE}" runs it against the '
        "reference engine in process",
    )
    group.addoption(
        "--risk-ref-timeout",
        type=float,
        default=10.0,
        metavar="SECONDS",
        help="seconds the engine may take to answer one request (default 10)",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "case(case): a case of the rule suite generated from data, such as a border"
    )
    if config.getoption("risk_ref") is None:
        return
    try:
        command = shlex.split(engine_option(config))
    except ValueError as error:
        raise pytest.UsageError(f"--risk-ref: {error}") from None
    if not command:
        raise pytest.UsageError('--risk-ref needs a command line, e.g. --risk-ref "risk-ref serve"')
    arguments = [Path(argument.split("::")[0]).resolve() for argument in config.args]
    if not any(path == SUITE or SUITE in path.parents for path in arguments):
        config.args.append(str(SUITE))


def engine_option(config: pytest.Config) -> str:
    """The engine the suite runs against: a command line, or the reference (the default,
    so that the suite run on its own needs no option)."""
    value: str | None = config.getoption("risk_ref")
    return REFERENCE if value is None else value
