"""The suite is judged by what it says of faulty engines: for every fault of
tests/implementations/faults.py (one or more per rule ID), every case the suite fails is
blamed on the rule the fault breaks, and at least two scenarios catch it; and every
engine of tests/implementations/equivalent.py, which keeps its game in a way no rule
sees, passes every case.

The faults run against the compiled suite through the real subprocess path, replayed
by the kit's own loop, a few at a time; the border cases (tests/suite/test_borders.py)
only play attacks and fortifying moves across borders, so they are run against the
faults of the rules they check. What
each fault's cases were is kept in docs/conformance-faults.json, from which the chapter
"Testing your implementation" draws its table: ``python3 tasks.py faults`` rewrites it
when the suite changes, and a test fails while it is out of date.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from risk_ref.conformance.cases import all_cases
from risk_ref.conformance.replay import replay
from risk_ref.conformance.results import CaseResult, Further, Outcome
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.rule_ids import RULE_IDS
from tests.implementations.equivalent import WAYS
from tests.implementations.faults import FAULTS
from tests.suite.borders import ACTIONS

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "docs" / "conformance-faults.json"
BLAMED = (Outcome.FAILED, Outcome.NOT_SHOWN)
SLOW_MACHINE = 120.0  # seconds for one answer: what no engine here needs, even on a busy machine


def run(job: tuple[str, str, bool]) -> list[dict[str, Any]]:
    """The suite's cases (with the borders or not) against the engine ``script NAME`` of
    tests/implementations, replayed case by case (in a worker process)."""
    script, name, borders = job
    program = [sys.executable, str(ROOT / "tests/implementations" / script), name]
    cases = [case for case in all_cases() if borders or not case.id.startswith("border.")]
    # a verdict must not depend on how busy the machine is: time enough for any answer
    with SubprocessDriver(program, timeout=SLOW_MACHINE) as driver:
        return [replay(case, driver).as_json() for case in cases]


@pytest.fixture(scope="session")
def runs() -> dict[tuple[str, str], list[CaseResult]]:
    """Every fault's run and every equivalent engine's (on the scenarios and the chance
    cases: the borders only play attacks and fortifying moves)."""
    jobs = [("faults.py", f, bool(set(FAULTS[f].rules) & set(ACTIONS.values()))) for f in FAULTS]
    jobs += [("equivalent.py", way, False) for way in WAYS]
    workers = max(1, min(4, os.cpu_count() or 1))
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        done = pool.map(run, jobs)
        return {
            (script, name): [
                CaseResult(
                    **{
                        **case,
                        "outcome": Outcome(case["outcome"]),
                        "rules": tuple(case["rules"]),
                        "further": [Further(**further) for further in case["further"]],
                    }
                )
                for case in cases
            ]
            for (script, name, _), cases in zip(jobs, done, strict=True)
        }


@pytest.fixture(scope="session")
def results(runs: dict[tuple[str, str], list[CaseResult]]) -> dict[str, list[CaseResult]]:
    return {name: cases for (script, name), cases in runs.items() if script == "faults.py"}


def record(results: dict[str, list[CaseResult]]) -> dict[str, Any]:
    """What the chapter shows: per fault, its rules, what it does and the cases it fails."""
    return {
        fault: {
            "rules": list(FAULTS[fault].rules),
            "description": FAULTS[fault].description,
            "cases": sorted(r.case_id for r in results[fault] if r.outcome in BLAMED),
        }
        for fault in FAULTS
    }


def test_every_rule_has_a_fault() -> None:
    broken = {rule for fault in FAULTS.values() for rule in fault.rules}
    assert [rule for rule in RULE_IDS if rule not in broken] == []


@pytest.mark.parametrize("fault", list(FAULTS))
def test_every_failure_is_blamed_on_the_rule_broken(
    fault: str, results: dict[str, list[CaseResult]]
) -> None:
    cases = results[fault]
    assert cases, "no case ran"
    errored = [(r.case_id, r.message) for r in cases if r.outcome is Outcome.ERRORED]
    assert not errored
    wrong = [
        (r.case_id, r.root_rule, r.step, r.message[:200])
        for r in cases
        if r.outcome in BLAMED and r.root_rule not in FAULTS[fault].rules
    ]
    wrong += [
        (r.case_id, further.rule, further.step, further.message[:200])
        for r in cases
        for further in r.further
        if further.rule not in FAULTS[fault].rules
    ]
    assert not wrong, f"blamed on another rule than {FAULTS[fault].rules}"
    scenarios = {r.case_id.split("#")[0] for r in cases if r.outcome is Outcome.FAILED}
    assert len(scenarios) >= 2, f"caught by {sorted(scenarios)} only"


@pytest.mark.parametrize("way", list(WAYS))
def test_an_engine_that_keeps_the_game_another_way_passes_every_case(
    way: str, runs: dict[tuple[str, str], list[CaseResult]]
) -> None:
    """Lists in another order, counters of its own, a fall recorded at the move-in: no
    rule sees these, so no case may fail (the protocol chapter's "When two games are the
    same"); tests/test_sameness.py shows that the engines do differ."""
    cases = runs["equivalent.py", way]
    assert len(cases) > 400
    assert [(r.case_id, r.message[:300]) for r in cases if r.outcome is not Outcome.PASSED] == []


def test_the_chapter_shows_what_the_suite_catches(results: dict[str, list[CaseResult]]) -> None:
    current = record(results)
    if os.environ.get("RISK_REF_WRITE_FAULTS"):
        RECORD.write_text(json.dumps(current, indent=2) + "\n", encoding="utf-8")
    kept = json.loads(RECORD.read_text(encoding="utf-8")) if RECORD.exists() else None
    assert kept == current, f"{RECORD.name} is out of date: run python3 tasks.py faults"
