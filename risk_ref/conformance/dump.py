"""``risk-ref conformance dump``: every case of the suite as language-neutral JSON, for
implementations that prefer to replay the cases with their own test runner.

Each case is recorded while the reference engine runs it: the start (a new game or a
state document), then each action with its dictated chance and what the reference
answered, with the state after it. An implementation replays the operations and must
give the same verdicts and the same state documents.
"""

from __future__ import annotations

import json
from collections.abc import Generator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from risk_ref.actions import Action, Chance
from risk_ref.conformance.collector import case_of
from risk_ref.document import to_document
from risk_ref.driver import ReferenceDriver, Rejection
from risk_ref.protocol.codec import action_to_json, chance_to_json
from risk_ref.state import GameState

SCHEMA = Path(__file__).resolve().parent.parent / "schemas" / "conformance-case.schema.json"


def _verdict(rejection: Rejection | None) -> dict[str, Any]:
    if rejection is None:
        return {"accepted": True}
    return {"accepted": False, "rule": rejection.rule}


class RecordingDriver(ReferenceDriver):
    """The reference engine, writing down every operation and its answer."""

    def __init__(self, log: list[dict[str, Any]]) -> None:
        super().__init__()
        self._log = log

    def new_game(
        self, players: Sequence[str], ruleset: str, options: Mapping[str, str]
    ) -> Rejection | None:
        rejection = super().new_game(players, ruleset, options)
        entry: dict[str, Any] = {
            "op": "new-game",
            "players": list(players),
            "ruleset": {"name": ruleset, "options": dict(options)},
            "expect": _verdict(rejection),
        }
        if rejection is None:
            entry["expect"]["state"] = to_document(self.state())
        self._log.append(entry)
        return rejection

    def start(self, state: GameState) -> None:
        super().start(state)
        self._log.append({"op": "start", "state": to_document(state)})

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        before = self.state()
        rejection = super().apply(action, chance)
        board = before.ruleset.board
        entry: dict[str, Any] = {
            "op": "apply",
            "action": action_to_json(action, board),
            "chance": None if chance is None else chance_to_json(chance, board, before.players),
            "expect": _verdict(rejection),
        }
        entry["expect"]["state"] = to_document(self.state())
        self._log.append(entry)
        return rejection


class Recorder:
    """A pytest plugin keeping the log of each case that the reference passes."""

    def __init__(self) -> None:
        self.cases: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []
        self.when: int | None = None

    def driver(self) -> RecordingDriver:
        return RecordingDriver(self.log)

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self.log = []
        self.when = None

    def pytest_bdd_before_step(self, step: Any) -> None:
        """Where the position ends and what the case checks begins: the first When step."""
        if step.type == "when" and self.when is None:
            self.when = len(self.log)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        if report.when == "call" and report.passed and self.log:
            case_id, name, location, rules = case_of(item)
            self.cases.append(
                {
                    "id": case_id,
                    "scenario": name,
                    "location": location,
                    "rules": list(rules),
                    "operations": self.log,
                    **({} if self.when is None else {"when": self.when}),
                }
            )
        return report


def write_dump(cases: list[dict[str, Any]], out: Path) -> int:
    """One JSON file per case, an index, and the schema; returns the number of cases."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "cases").mkdir(exist_ok=True)
    for case in cases:
        name = case["id"].replace("#", "-") + ".json"
        (out / "cases" / name).write_text(json.dumps(case, indent=2, sort_keys=True) + "\n")
    index = [{k: case[k] for k in ("id", "scenario", "location", "rules")} for case in cases]
    (out / "index.json").write_text(json.dumps(index, indent=2) + "\n")
    for schema in (SCHEMA, SCHEMA.with_name("state.schema.json")):
        (out / schema.name).write_text(schema.read_text(encoding="utf-8"), encoding="utf-8")
    return len(cases)
