"""The suite compiled to data: while the reference plays every scenario (and every
border and own-chance case), each case's operations are written down, with the step
that made each, the refusals the Then steps check and the positive controls, into the
document the kit replays (:mod:`risk_ref.conformance.cases`).

    python -m tests.suite.recording            rewrite risk_ref/conformance/cases.json.gz
    python -m tests.suite.recording --check    exit 1 if it is stale

pytest-bdd offers no public link from a collected test to its scenario, so
:func:`case_of` reads its registry and its parameter of example rows: the only place
that does, here at compile time, never in the kit.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections.abc import Generator, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

import pytest
from pytest_bdd.parser import ScenarioTemplate
from pytest_bdd.scenario import scenario_wrapper_template_registry

from risk_ref.actions import Action, Chance
from risk_ref.conformance.cases import CASES_FILE, Case, all_cases, write_cases
from risk_ref.document import to_document
from risk_ref.driver import ReferenceDriver, Rejection
from risk_ref.protocol.codec import action_to_json, chance_to_json
from risk_ref.spec import case_id, read_ruleset, read_tags
from risk_ref.state import GameState

SUITE = Path(__file__).resolve().parent
FILES = tuple(SUITE / f"test_{name}.py" for name in ("rules", "borders", "chance"))


def _verdict(rejection: Rejection | None) -> dict[str, Any]:
    if rejection is None:
        return {"accepted": True}
    return {"accepted": False, "rule": rejection.rule}


class RecordingDriver(ReferenceDriver):
    """The reference engine, writing down every operation, its verdict and its step."""

    def __init__(self, recorder: Recorder) -> None:
        super().__init__()
        self.recorder = recorder
        self.at_once = False  # set while a positive control is played (oracle.at_once)

    def new_game(
        self, players: Sequence[str], ruleset: str, options: Mapping[str, str]
    ) -> Rejection | None:
        rejection = super().new_game(players, ruleset, options)
        self._write(
            {"op": "new-game", "players": list(players),
             "ruleset": {"name": ruleset, "options": dict(options)}},
            rejection,
        )  # fmt: skip
        return rejection

    def start(self, state: GameState) -> None:
        super().start(state)
        self._log({"op": "start", "state": to_document(state)})

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        before = self.state()
        rejection = super().apply(action, chance)
        board = before.ruleset.board
        entry: dict[str, Any] = {
            "op": "apply", "action": action_to_json(action, board),
            "chance": None if chance is None else chance_to_json(chance, board, before.players),
        }  # fmt: skip
        self._write(entry, rejection)
        return rejection

    def apply_own(self, action: Action) -> tuple[Rejection | None, Chance | None]:
        board = self.state().ruleset.board
        chance = self._chance.outcome(self.state(), action)
        rejection = super().apply(action, chance)
        self._write({"op": "apply-own", "action": action_to_json(action, board)}, rejection)
        return rejection, chance

    def checked(self, rule: str | None, code: str) -> None:
        """The last refusal is one a Then step checks: under ``rule`` (None: malformed)."""
        self.recorder.log[-1]["checks"] = {"rule": rule, "code": code}

    def _write(self, entry: dict[str, Any], rejection: Rejection | None) -> None:
        entry["expect"] = _verdict(rejection)
        if self.at_once:
            entry["control"] = True
        self._log(entry)

    def _log(self, entry: dict[str, Any]) -> None:
        if self.recorder.step:
            entry["step"] = self.recorder.step
        self.recorder.log.append(entry)
        self.recorder.writers.add(id(self))


class Recorder:
    """A pytest plugin keeping each case the reference passes, as a program."""

    def __init__(self) -> None:
        self.cases: list[Case] = []
        self.failed: list[str] = []
        self.log: list[dict[str, Any]] = []
        self.step = ""
        self.when: int | None = None
        self.writers: set[int] = set()  # the drivers a case played on

    def driver(self) -> RecordingDriver:
        return RecordingDriver(self)

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self.log, self.step, self.when, self.writers = [], "", None, set()

    def pytest_bdd_before_step(self, step: Any) -> None:
        """Where the position ends and what the case checks begins: the first When step."""
        self.step = f"{step.keyword} {step.name}"
        if step.type == "when" and self.when is None:
            self.when = len(self.log)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        if report.when == "call" and (report.failed or len(self.writers) > 1):
            self.failed.append(item.nodeid)  # a case of one game, which the reference passes
        elif report.when == "call" and report.passed and self.log:
            identity, name, location, rules = case_of(item)
            when = self.when if self.when is not None and self.when < len(self.log) else None
            self.cases.append(
                Case(identity, name, location, rules, ruleset_of(item), tuple(self.log), when)
            )
        return report


def compiled() -> list[Case]:
    """Every case, as the reference plays it now."""
    recorder = Recorder()
    arguments = [*map(str, FILES), "-q", "-p", "no:cacheprovider"]
    with contextlib.redirect_stdout(io.StringIO()) as output:
        status = pytest.main(arguments, plugins=[recorder])
    if status != pytest.ExitCode.OK or recorder.failed:
        raise SystemExit(f"the suite does not pass on the reference:\n{output.getvalue()}")
    return recorder.cases


# --- which case a collected test is --------------------------------------------------------


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


class GeneratedCase(Protocol):
    """A case generated from data (a border, an own-chance roll): what a case needs."""

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
    location = f"features/{template.feature.rel_filename}:{template.line_number}"
    case = case_id(scenario_id, _row(item)) if scenario_id else item.nodeid
    return case, template.name, location, tuple(sorted(rules))


def ruleset_of(item: pytest.Item) -> str:
    generated = _generated(item)
    if generated is not None:
        return generated.ruleset
    template = _template(item)
    return read_ruleset(_tags(template)) if template is not None else "classic"


def _plain(cases: Sequence[Case]) -> object:
    """The cases as the document holds them (JSON: lists, not tuples)."""
    return json.loads(json.dumps([case.as_json() for case in cases]))


def main(arguments: Sequence[str]) -> int:
    cases = compiled()
    if "--check" in arguments:
        if _plain(all_cases()) != _plain(cases):
            print(f"{CASES_FILE} is stale: run python3 tasks.py cases", file=sys.stderr)
            return 1
        return 0
    write_cases(cases)
    print(f"{len(cases)} cases written to {CASES_FILE}")
    return 0


if __name__ == "__main__":  # the module again by its name, as the suite's conftest sees it
    from tests.suite import recording

    sys.exit(recording.main(sys.argv[1:]))
