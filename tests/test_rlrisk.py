"""The kit against a real published engine: rlrisk 1.0.2.3, from PyPI, through the
adapter of docs/examples/rlrisk_adapter.py, which translates and never corrects.

What the kit reports about it, every finding checked by hand against rlrisk's source,
is kept in docs/conformance-rlrisk.json, from which the chapter "Testing your
implementation" draws its table: this test fails when the report changes, and
``python3 tasks.py rlrisk`` rewrites the record when the change is understood.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from risk_ref.conformance import runner
from risk_ref.conformance.results import CaseResult, Outcome

ROOT = Path(__file__).resolve().parent.parent
ADAPTER = ROOT / "docs" / "examples" / "rlrisk_adapter.py"
RECORD = ROOT / "docs" / "conformance-rlrisk.json"


@pytest.fixture(scope="module")
def results() -> list[CaseResult]:
    pytest.importorskip("rlrisk", reason="rlrisk is installed with risk-ref[dev]")
    # time enough for any answer, however busy the machine
    return runner.run_suite(shlex.join([sys.executable, str(ADAPTER)]), timeout=120.0)


def record(results: list[CaseResult]) -> dict[str, Any]:
    """The report as the chapter shows it: the count of each outcome, and every case that
    did not pass with the rule the kit decided on, its further findings' rules and, for
    a case the kit could not play, why."""
    found = {}
    for result in sorted(results, key=lambda r: r.case_id):
        if result.outcome in (Outcome.PASSED, Outcome.NOT_IMPLEMENTED):
            continue
        entry: dict[str, Any] = {"outcome": result.outcome.value, "rule": result.root_rule}
        if result.further:
            entry["further"] = [further.rule for further in result.further]
        if result.outcome is Outcome.ERRORED:
            entry["message"] = result.message
        found[result.case_id] = entry
    counts = Counter(result.outcome.value for result in results)
    return {"outcomes": dict(sorted(counts.items())), "cases": found}


def test_the_report_on_rlrisk_is_the_one_checked_against_its_source(
    results: list[CaseResult],
) -> None:
    current = record(results)
    if os.environ.get("RISK_REF_WRITE_RLRISK"):
        RECORD.write_text(json.dumps(current, indent=2) + "\n", encoding="utf-8")
    kept = json.loads(RECORD.read_text(encoding="utf-8"))
    assert kept == current, f"{RECORD.name} is out of date: run python3 tasks.py rlrisk"


def test_every_failure_of_rlrisk_names_a_rule(results: list[CaseResult]) -> None:
    """A real engine's failures are findings under rules; nothing is left unnamed."""
    failed = [r for r in results if r.outcome in (Outcome.FAILED, Outcome.NOT_SHOWN)]
    assert len(failed) > 50
    assert all(r.root_rule for r in failed)
    assert all(further.rule for r in failed for further in r.further)
