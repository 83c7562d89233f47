"""The reference engine passes its own rule suite through the real subprocess path:
``risk-ref serve`` speaking the protocol, driven by the conformance runner."""

from __future__ import annotations

import sys

from risk_ref.conformance.results import Outcome
from risk_ref.conformance.runner import ROOT, run_suite
from risk_ref.spec import load_scenarios


def test_the_whole_suite_passes_against_risk_ref_serve() -> None:
    results = run_suite(f"cmd:{sys.executable} -m risk_ref.cli serve")
    cases = sum(len(s.case_ids()) for s in load_scenarios(ROOT / "features"))
    assert len(results) == cases
    bad = [
        (r.case_id, r.outcome.value, r.message) for r in results if r.outcome is not Outcome.PASSED
    ]
    assert not bad
