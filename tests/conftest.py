"""Pytest set-up: the engine under test, the step modules, and rule tags.

Scenarios are tagged ``@rule:<rule id>`` and ``@id:<scenario id>``, features
``@ruleset:<name>``; those tags are
traceability data, not markers, so they are kept out of pytest's marker registry.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import pytest
from hypothesis import settings

from risk_ref.actions import Action, Chance
from risk_ref.conformance.dump import Recorder
from risk_ref.conformance.oracle import OracleDriver
from risk_ref.driver import Driver, ReferenceDriver, Rejection, Unsupported
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.spec import ID_TAG, RULE_TAG, RULESET_TAG
from risk_ref.state import GameState

# The same examples on every run: a failure in CI can be replayed exactly.
settings.register_profile("deterministic", derandomize=True, deadline=None)
settings.load_profile("deterministic")

pytest_plugins = [
    "tests.steps.common",
    "tests.steps.actions",
    "tests.steps.setup",
    "tests.steps.cards",
    "tests.steps.combat",
    "tests.steps.missions",
]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "case(case): a case of the suite generated from data, such as a border"
    )


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine",
        default="reference",
        help='the engine the rule suite runs against: "reference" (in process, the default) '
        'or "cmd:COMMAND", an implementation speaking the conformance protocol, '
        'e.g. "cmd:risk-ref serve"',
    )
    parser.addoption(
        "--engine-timeout",
        type=float,
        default=10.0,
        help="seconds an implementation may take to answer one request (default 10)",
    )


class SkippingDriver:
    """A driver whose Unsupported (what the engine did not declare) ends the case as
    not implemented (a pytest skip) instead of failing it."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.strict_codes = driver.strict_codes

    def new_game(
        self, players: Sequence[str], ruleset: str, options: Mapping[str, str]
    ) -> Rejection | None:
        try:
            return self.driver.new_game(players, ruleset, options)
        except Unsupported as error:
            pytest.skip(str(error))

    def start(self, state: GameState) -> None:
        try:
            self.driver.start(state)
        except Unsupported as error:
            pytest.skip(str(error))

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        try:
            return self.driver.apply(action, chance)
        except Unsupported as error:
            pytest.skip(str(error))

    def apply_own(self, action: Action) -> tuple[Rejection | None, Chance | None]:
        try:
            return self.driver.apply_own(action)
        except Unsupported as error:
            pytest.skip(str(error))

    def state(self) -> GameState:
        try:
            return self.driver.state()
        except Unsupported as error:
            pytest.skip(str(error))


def _command(engine: str) -> list[str] | None:
    return shlex.split(engine.removeprefix("cmd:")) if engine.startswith("cmd:") else None


@pytest.fixture(scope="session")
def shared_subprocess_driver(request: pytest.FixtureRequest) -> Iterator[SubprocessDriver]:
    """One implementation process for the whole session, closed at its end."""
    command = _command(request.config.getoption("--engine"))
    if not command:
        pytest.exit("--engine cmd: needs a command line, e.g. cmd:risk-ref serve", returncode=4)
    driver = SubprocessDriver(command, timeout=request.config.getoption("--engine-timeout"))
    yield driver
    driver.close()


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> Callable[[], Driver]:
    name = request.config.getoption("--engine")
    if name == "reference":
        plugins = request.config.pluginmanager.get_plugins()
        recorders = [plugin for plugin in plugins if isinstance(plugin, Recorder)]
        return recorders[0].driver if recorders else ReferenceDriver
    if name.startswith("cmd:"):
        implementation = request.getfixturevalue("shared_subprocess_driver")
        return lambda: SkippingDriver(OracleDriver(implementation))
    pytest.exit(f'unknown engine {name!r}; known: reference, "cmd:COMMAND"', returncode=4)


def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    if tag.startswith((RULE_TAG, ID_TAG, RULESET_TAG)):
        return function
    return None
