"""The suite is judged by what it says of faulty engines: for every fault of
tests/implementations/faults.py (one or more per rule ID), every case the suite fails is
blamed on the rule the fault breaks, and at least two scenarios catch it.

The faults run against the scenarios of features/ through the real subprocess path, two
at a time; the border cases (test_borders.py of the suite) only play attacks and fortifying
moves across borders, so they are run against the faults of the rules they check. What
each fault's cases were is kept in docs/conformance-faults.json, from which the chapter
"Testing your implementation" draws its table: ``python3 tasks.py faults`` rewrites it
when the suite changes, and a test fails while it is out of date.
"""

from __future__ import annotations

import contextlib
import io
import json
import multiprocessing
import os
import shlex
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from risk_ref.conformance.borders import ACTIONS
from risk_ref.conformance.collector import Collector
from risk_ref.conformance.results import CaseResult, Outcome
from risk_ref.conformance.runner import SUITE
from risk_ref.rule_ids import RULE_IDS
from tests.implementations.faults import FAULTS

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "docs" / "conformance-faults.json"
BLAMED = (Outcome.FAILED, Outcome.NOT_SHOWN)


def suite(fault: str) -> list[str]:
    """The test files run against a fault: the scenarios, and the borders where it
    breaks a rule of theirs."""
    rules, borders, chance = map(str, SUITE)
    return (
        [rules, chance, borders]
        if set(FAULTS[fault].rules) & set(ACTIONS.values())
        else [rules, chance]
    )


def run(fault: str) -> list[dict[str, Any]]:
    """The suite against the engine with ``fault``, case by case (in a worker process)."""
    collector = Collector([], [], {})
    program = shlex.join([sys.executable, str(ROOT / "tests/implementations/faults.py"), fault])
    arguments = [*suite(fault), f"--risk-ref={program}", "-p", "no:cacheprovider", "-q"]
    with contextlib.chdir(ROOT), contextlib.redirect_stdout(io.StringIO()):
        pytest.main(arguments, plugins=[collector])
    return [result.as_json() for result in collector.results]


@pytest.fixture(scope="session")
def results() -> dict[str, list[CaseResult]]:
    workers = max(1, min(4, os.cpu_count() or 1))
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        runs = dict(zip(FAULTS, pool.map(run, FAULTS), strict=True))
    return {
        fault: [
            CaseResult(
                **{**case, "outcome": Outcome(case["outcome"]), "rules": tuple(case["rules"])}
            )
            for case in cases
        ]
        for fault, cases in runs.items()
    }


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
    assert not wrong, f"blamed on another rule than {FAULTS[fault].rules}"
    scenarios = {r.case_id.split("#")[0] for r in cases if r.outcome is Outcome.FAILED}
    assert len(scenarios) >= 2, f"caught by {sorted(scenarios)} only"


def test_the_chapter_shows_what_the_suite_catches(results: dict[str, list[CaseResult]]) -> None:
    current = record(results)
    if os.environ.get("RISK_REF_WRITE_FAULTS"):
        RECORD.write_text(json.dumps(current, indent=2) + "\n", encoding="utf-8")
    kept = json.loads(RECORD.read_text(encoding="utf-8")) if RECORD.exists() else None
    assert kept == current, f"{RECORD.name} is out of date: run python3 tasks.py faults"
