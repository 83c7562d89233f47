"""Pytest set-up: the engine under test, the step modules, and rule tags.

Scenarios are tagged ``@rule:<rule id>`` and ``@id:<scenario id>``; those tags are
traceability data, not markers, so they are kept out of pytest's marker registry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import settings

from risk_ref.driver import Driver, ReferenceDriver

# The same examples on every run: a failure in CI can be replayed exactly.
settings.register_profile("deterministic", derandomize=True, deadline=None)
settings.load_profile("deterministic")

pytest_plugins = [
    "tests.steps.common",
    "tests.steps.actions",
    "tests.steps.setup",
    "tests.steps.cards",
    "tests.steps.combat",
]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine",
        default="reference",
        help="the engine the rule suite runs against (for now: reference)",
    )


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> Callable[[], Driver]:
    name = request.config.getoption("--engine")
    if name != "reference":
        pytest.exit(f"unknown engine {name!r}; known: reference", returncode=4)
    return ReferenceDriver


def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    if tag.startswith(("rule:", "id:")):
        return function
    return None
