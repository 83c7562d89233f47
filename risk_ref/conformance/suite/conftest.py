"""The engine the suite runs against, and the step definitions, for this suite only: a
project that installs the plugin keeps its own fixtures and steps to itself.

The engine is the option ``--risk-ref`` of :mod:`risk_ref.conformance.plugin`: the
reference in process (the default), or a command line speaking the protocol, run once
for the whole session and checked against the reference at every step.

Scenarios are tagged ``@rule:<rule id>`` and ``@id:<scenario id>``, features
``@ruleset:<name>``; those tags are traceability data, not markers, so they are kept
out of pytest's marker registry.
"""

from __future__ import annotations

import contextlib
import shlex
from collections.abc import Callable, Generator, Iterator, Mapping, Sequence
from typing import Any

import pytest

from risk_ref.actions import Action, Chance
from risk_ref.conformance.collector import case_of, ruleset_of
from risk_ref.conformance.control import NotShown
from risk_ref.conformance.coverage import coverage
from risk_ref.conformance.dump import Recorder
from risk_ref.conformance.oracle import Divergence, OracleDriver
from risk_ref.conformance.plugin import REFERENCE, SUITE, engine_option
from risk_ref.conformance.results import CaseResult, Outcome
from risk_ref.conformance.suite.steps.actions import *  # noqa: F403
from risk_ref.conformance.suite.steps.attack import *  # noqa: F403
from risk_ref.conformance.suite.steps.cards import *  # noqa: F403
from risk_ref.conformance.suite.steps.common import *  # noqa: F403
from risk_ref.conformance.suite.steps.missions import *  # noqa: F403
from risk_ref.conformance.suite.steps.setup import *  # noqa: F403
from risk_ref.driver import Driver, ReferenceDriver, Rejection, Unsupported
from risk_ref.protocol import ImplementationError
from risk_ref.protocol.capabilities import Capabilities
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.spec import ID_TAG, RULE_TAG, RULESET_TAG
from risk_ref.state import GameState

_ORACLES = pytest.StashKey[list[OracleDriver]]()  # the oracles a case made
_CLAIMED = pytest.StashKey[Capabilities]()  # what the implementation declared
_RAN = pytest.StashKey[list[CaseResult]]()  # each case: its rules, and whether it ran


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


@pytest.fixture(scope="session")
def shared_subprocess_driver(request: pytest.FixtureRequest) -> Iterator[SubprocessDriver]:
    """One implementation process for the whole session, closed at its end. It is
    greeted first, as ``risk-ref conformance run`` does: an implementation that fails
    the handshake fails every case at once (pytest keeps a session fixture's error)."""
    command = shlex.split(engine_option(request.config))
    timeout = request.config.getoption("risk_ref_timeout")
    driver = SubprocessDriver(command, timeout=timeout)
    try:
        driver.capabilities  # noqa: B018  (the handshake)
    except ImplementationError:
        driver.close()
        raise
    yield driver
    driver.close()


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> Callable[[], Driver]:
    if engine_option(request.config) == REFERENCE:
        plugins = request.config.pluginmanager.get_plugins()
        recorders = [plugin for plugin in plugins if isinstance(plugin, Recorder)]
        return recorders[0].driver if recorders else ReferenceDriver
    implementation = request.getfixturevalue("shared_subprocess_driver")
    request.config.stash[_CLAIMED] = implementation.capabilities
    oracles = request.node.stash.setdefault(_ORACLES, [])

    def oracle() -> Driver:
        driver = OracleDriver(implementation)
        oracles.append(driver)
        return SkippingDriver(driver)

    return oracle


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    """A case ends with its oracles' last checks: a position sent must read back even
    when no step after it asked for the game, and the divergences the case went on
    after fail it, the first with the others as further findings. A failure that came
    after a divergence follows from it: the first divergence stands."""
    try:
        result = yield
    except Exception as error:
        first = next((o for o in item.stash.get(_ORACLES, ()) if o.diverged), None)
        if first is None:
            _finish(item, quiet=True)  # the case has failed already: its own error stands
            raise
        if isinstance(error, Divergence):
            first.diverged.append(error)
        first.finish()
        raise
    _finish(item, quiet=False)
    return result


def _finish(item: pytest.Item, quiet: bool) -> None:
    for oracle in item.stash.get(_ORACLES, ()):
        with contextlib.suppress(Exception) if quiet else contextlib.nullcontext():
            oracle.finish()


def pytest_bdd_before_step(request: pytest.FixtureRequest, step: Any) -> None:
    """The step each oracle is at, for the divergences it keeps and reports later."""
    for oracle in request.node.stash.get(_ORACLES, ()):
        oracle.step = f"{step.keyword} {step.name}"


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A case answers ``-k`` to its case ID and its rule IDs: ``-k sc7d945``,
    ``-k attack.compare``."""
    for item in items:
        if SUITE in item.path.parents:
            case, _, _, rules = case_of(item)
            item.extra_keyword_matches.update({case, *rules})


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failure's summary line begins with the rule that decides it; each case's rules
    are kept with whether it ran, for the coverage at the session's end."""
    report = yield
    error = call.excinfo.value if call.excinfo is not None else None
    crash = getattr(report.longrepr, "reprcrash", None)
    if isinstance(error, (Divergence, NotShown)) and crash is not None:
        crash.message = f"rule {error.rule}: {error}"
    if SUITE in item.path.parents and (report.when == "call" or report.skipped):
        case, name, location, rules = case_of(item)
        outcome = Outcome.NOT_IMPLEMENTED if report.skipped else Outcome.PASSED
        ran = CaseResult(case, name, location, rules, outcome, ruleset=ruleset_of(item))
        item.config.stash.setdefault(_RAN, []).append(ran)
    return report


def pytest_sessionfinish(session: pytest.Session) -> None:
    """No pass without coverage: a rule the implementation claims that no case checked
    fails the session, as it fails ``risk-ref conformance run``."""
    claimed = session.config.stash.get(_CLAIMED, None)
    ran = session.config.stash.get(_RAN, [])
    if claimed is None or not ran:
        return
    cover, _ = coverage(ran, claimed)
    if cover.passes:
        return
    unchecked = ", ".join(cover.unchecked) or "any"
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(f"risk-ref: no case checked the claimed rules: {unchecked}")
    if session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    if tag.startswith((RULE_TAG, ID_TAG, RULESET_TAG)):
        return function
    return None
