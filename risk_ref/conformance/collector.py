"""A pytest plugin that runs the rule suite for the conformance runner: it selects cases
by rule, and records each case's outcome, failing step and findings."""

from __future__ import annotations

import fnmatch
from collections.abc import Generator, Sequence
from typing import Any, Protocol

import pytest
from pytest_bdd.parser import ScenarioTemplate
from pytest_bdd.scenario import scenario_wrapper_template_registry

from risk_ref.conformance.control import NotShown
from risk_ref.conformance.oracle import Divergence
from risk_ref.conformance.results import CaseResult, Further, Outcome
from risk_ref.conformance.shard import Shard
from risk_ref.conformance.suite.steps.table import RuleMismatch
from risk_ref.protocol import ImplementationError
from risk_ref.spec import case_id, read_ruleset, read_tags

# pytest-bdd offers no public link from a collected test to its scenario, so the two
# functions below read its registry and its parameter of example rows: the only places
# that do. The version bound in pyproject.toml guards them, and the suite's tests check
# that the cases collected are exactly the scenarios' (tests/test_serve_conformance.py).


def _template(item: pytest.Item) -> ScenarioTemplate | None:
    """The scenario behind a pytest-bdd test."""
    function = getattr(item, "function", None)
    return scenario_wrapper_template_registry.get(function) if callable(function) else None


def _row(item: pytest.Item) -> int | None:
    """The example row of a Scenario Outline's test, counted from 1."""
    callspec = getattr(item, "callspec", None)
    if callspec is None or "_pytest_bdd_example" not in callspec.indices:
        return None
    return int(callspec.indices["_pytest_bdd_example"]) + 1


def _tags(template: ScenarioTemplate) -> set[str]:
    rule_tags = template.rule.tags if template.rule is not None else set()
    return set(template.tags) | set(template.feature.tags) | set(rule_tags)


def case_of(item: pytest.Item) -> tuple[str, str, str, tuple[str, ...]]:
    """(case ID, scenario name, where it comes from, rule IDs) of a collected item: a
    scenario of features/ (its place is ``features/<file>:<line>``) or a case generated
    from data (marked ``case``, such as a border)."""
    generated = _generated(item)
    if generated is not None:
        return generated.id, generated.name, generated.location, generated.rules
    template = _template(item)
    if template is None:
        return item.nodeid, item.name, "", ()
    rules, scenario_id = read_tags(_tags(template))
    row = _row(item)
    location = f"features/{template.feature.rel_filename}:{template.line_number}"
    case = case_id(scenario_id, row) if scenario_id else item.nodeid
    return case, template.name, location, tuple(sorted(rules))


class GeneratedCase(Protocol):
    """A case generated from data (a border, an own-chance roll): what the report needs."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def location(self) -> str: ...
    @property
    def rules(self) -> tuple[str, ...]: ...
    @property
    def ruleset(self) -> str: ...


def _generated(item: pytest.Item) -> GeneratedCase | None:
    marker = item.get_closest_marker("case")
    return marker.args[0] if marker is not None else None


def ruleset_of(item: pytest.Item) -> str:
    generated = _generated(item)
    if generated is not None:
        return generated.ruleset
    template = _template(item)
    return read_ruleset(_tags(template)) if template is not None else "classic"


class Collector:
    def __init__(
        self,
        include: Sequence[str],
        exclude: Sequence[str],
        known: dict[str, str],
        shard: Shard | None = None,
    ) -> None:
        self.include, self.exclude, self.known, self.shard = include, exclude, known, shard
        self.results: list[CaseResult] = []
        self.total = 0
        self._failed_step: dict[str, str] = {}
        self._by_node: dict[str, CaseResult] = {}

    def selected(self, rules: tuple[str, ...]) -> bool:
        """Whether ``--rule`` and ``--skip`` (globs of rule IDs) select a case of these rules."""

        def matches(patterns: Sequence[str]) -> bool:
            return any(fnmatch.fnmatchcase(r, p) for r in rules for p in patterns)

        return (not self.include or matches(self.include)) and not matches(self.exclude)

    def pytest_collection_modifyitems(
        self, config: pytest.Config, items: list[pytest.Item]
    ) -> None:
        kept = [
            item
            for item in items
            if self.selected(case_of(item)[3])
            and (self.shard is None or self.shard.holds(case_of(item)[0]))
        ]
        dropped = [item for item in items if item not in kept]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
        items[:] = kept
        self.total = len(kept)

    def pytest_bdd_step_error(self, request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
        self._failed_step[request.node.nodeid] = f"{step.keyword} {step.name}"

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self._record(item, report, call)
        return report

    def _record(self, item: pytest.Item, report: pytest.TestReport, call: Any) -> None:
        case_id, name, location, rules = case_of(item)
        result = CaseResult(case_id, name, location, rules, Outcome.PASSED)
        result.ruleset = ruleset_of(item)
        excinfo = call.excinfo
        if report.skipped:
            result.outcome = Outcome.NOT_IMPLEMENTED
            longrepr = report.longrepr
            result.message = str(longrepr[2]) if isinstance(longrepr, tuple) else str(longrepr)
            result.message = result.message.removeprefix("Skipped: ")
        elif report.failed and excinfo is not None:
            error = excinfo.value
            if isinstance(error, ImplementationError):
                result.outcome = Outcome.ERRORED
                result.message = error.reason
                result.stderr = error.stderr_tail
            else:
                shown = not isinstance(error, NotShown)
                result.outcome = Outcome.FAILED if shown else Outcome.NOT_SHOWN
                result.message = str(error).split("\nassert ")[0].strip()
                if isinstance(error, (Divergence, NotShown)):
                    result.root_rule = error.rule
                if isinstance(error, Divergence):
                    result.detail = error.phrase
                    result.further = [Further(d.rule, d.step, str(d)) for d in error.further]
            result.step = self._failed_step.get(item.nodeid, "")
            if isinstance(error, Divergence) and error.step:
                result.step = error.step
        if case_id in self.known:
            if result.outcome is Outcome.FAILED:
                result.outcome = Outcome.KNOWN_FAILURE
            elif result.outcome is Outcome.PASSED:
                result.outcome = Outcome.FIXED
                result.message = f"listed as a known failure ({self.known[case_id]}) but passed"
        self.results.append(result)
        self._by_node[item.nodeid] = result

    def pytest_warning_recorded(self, warning_message: Any, nodeid: str, **_: Any) -> None:
        """A right refusal under another rule: kept beside the result, not against it."""
        result = self._by_node.get(nodeid)
        if result is not None and isinstance(warning_message.message, RuleMismatch):
            result.findings.append(warning_message.message.finding)
