"""The reference engine passes its own rule suite through the real subprocess path:
``risk-ref serve`` speaking the protocol, driven by the conformance runner."""

from __future__ import annotations

import sys

from risk_ref.conformance.results import Outcome
from risk_ref.conformance.runner import all_case_ids, run_suite


def test_the_whole_suite_passes_against_risk_ref_serve() -> None:
    results = run_suite(f"{sys.executable} -m risk_ref serve")
    assert sorted(r.case_id for r in results) == sorted(all_case_ids())
    bad = [
        (r.case_id, r.outcome.value, r.message) for r in results if r.outcome is not Outcome.PASSED
    ]
    assert not bad
