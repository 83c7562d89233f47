"""The pytest plugin (entry point ``pytest11``, with the ``pytest`` extra):
``pytest --risk-ref "COMMAND"`` makes one test item per case of the suite, beside a
project's own tests, each replayed against the engine COMMAND starts by the same loop
as ``risk-ref conformance run`` (:mod:`risk_ref.conformance.replay`).

Without the option the plugin only registers it: a project's other tests see nothing of
the suite.
"""

from __future__ import annotations

import contextlib
import shlex
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from risk_ref.conformance.cases import CASES_FILE, Case, all_cases
from risk_ref.conformance.coverage import coverage
from risk_ref.conformance.replay import errored, replay
from risk_ref.conformance.results import CaseResult, Outcome
from risk_ref.conformance.runner import REFERENCE
from risk_ref.protocol import ImplementationError
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.stopping import stopped_by, stopping

_ENGINE = pytest.StashKey["Engine"]()
_SIGNALS = pytest.StashKey[list[int]]()  # the stopping signals received


class Finding(UserWarning):
    """A right refusal under another rule: a softer finding than a failure."""


class CaseFailed(Exception):
    def __init__(self, result: CaseResult) -> None:
        super().__init__(result.message)
        self.result = result


class Engine:
    """The implementation of the session: started and greeted once, closed at the end;
    the cases' results, for the coverage the session ends with."""

    def __init__(self, command: str, timeout: float) -> None:
        self.driver = None
        if command != REFERENCE:
            self.driver = SubprocessDriver(shlex.split(command), timeout=timeout)
        self.refused: ImplementationError | None = None  # the handshake's failure
        self.results: list[CaseResult] = []
        if self.driver is not None:
            try:
                self.driver.capabilities  # noqa: B018
            except ImplementationError as error:
                self.refused = error

    def play(self, case: Case) -> CaseResult:
        if self.refused is not None:
            result = errored(case, self.refused)
        else:
            result = replay(case, self.driver)
        self.results.append(result)
        return result


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
    value = config.getoption("risk_ref")
    if value is None:
        return
    try:
        command = shlex.split(value)
    except ValueError as error:
        raise pytest.UsageError(f"--risk-ref: {error}") from None
    if not command:
        raise pytest.UsageError('--risk-ref needs a command line, e.g. --risk-ref "risk-ref serve"')
    config.args.append(str(CASES_FILE))
    # SIGTERM stops the session as Ctrl-C does: the engine is stopped at its end
    signals = contextlib.ExitStack()
    config.stash[_SIGNALS] = signals.enter_context(stopping())
    config.add_cleanup(signals.close)


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.File | None:
    if file_path == CASES_FILE and parent.config.getoption("risk_ref") is not None:
        return Suite.from_parent(parent, path=file_path)
    return None


class Suite(pytest.File):
    def collect(self) -> Iterator[CaseItem]:
        for case in all_cases():
            item = CaseItem.from_parent(self, name=case.id, case=case)
            item.extra_keyword_matches.update({*case.rules, case.scenario})
            yield item


class CaseItem(pytest.Item):
    def __init__(self, *, case: Case, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.case = case

    def runtest(self) -> None:
        config = self.config
        if _ENGINE not in config.stash:
            option = config.getoption("risk_ref")
            config.stash[_ENGINE] = Engine(option, config.getoption("risk_ref_timeout"))
        result = config.stash[_ENGINE].play(self.case)
        for finding in result.findings:
            warnings.warn(Finding(str(finding)), stacklevel=1)
        if result.outcome is Outcome.NOT_IMPLEMENTED:
            pytest.skip(result.message)
        if result.outcome is not Outcome.PASSED:
            raise CaseFailed(result)

    def repr_failure(
        self, excinfo: pytest.ExceptionInfo[BaseException], style: object = None
    ) -> str:
        error = excinfo.value
        if not isinstance(error, CaseFailed):
            return str(super().repr_failure(excinfo))
        result = error.result
        # the first line is the one pytest's summary shows: the rule that decides it
        if result.root_rule:
            lines = [f"rule {result.root_rule}: {result.message}"]
        else:
            lines = [f"{result.outcome.value}: {result.message}"]
        lines.append(f"in: {self.case.scenario} ({self.case.location})")
        if result.step:
            lines.append(f"at the step: {result.step}")
        lines += [f"then, under rule {f.rule}: {f.message}" for f in result.further]
        if result.stderr.strip():
            lines.append(f"its stderr ends:\n{result.stderr}")
        return "\n".join(lines)

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.path, None, f"{self.case.id}: {self.case.scenario}"


def pytest_sessionfinish(session: pytest.Session) -> None:
    """No pass without coverage: a rule the implementation claims that no case checked
    fails the session, as it fails ``risk-ref conformance run``; the engine is stopped.
    A session stopped (Ctrl-C, SIGTERM) exits with the conventional status, 128 plus
    the signal's number."""
    if session.exitstatus == pytest.ExitCode.INTERRUPTED and _SIGNALS in session.config.stash:
        received: list[int] = session.config.stash[_SIGNALS]
        session.exitstatus = 128 + stopped_by(received)
    engine = session.config.stash.get(_ENGINE, None)
    if engine is None or engine.driver is None:
        return
    if session.exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
        engine.driver.close()  # stopped, or broken: no coverage to judge
        return
    claimed = engine.driver.capabilities if engine.refused is None else None
    engine.driver.close()
    if claimed is None or not engine.results:
        return
    cover, _ = coverage(engine.results, claimed)
    if cover.passes:
        return
    unchecked = ", ".join(cover.unchecked) or "any"
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(f"risk-ref: no case checked the claimed rules: {unchecked}")
    if session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
