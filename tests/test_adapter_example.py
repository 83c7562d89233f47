"""The adapters shown in the rulebook's chapter "Testing your implementation"
(``docs/examples/adapter.py``, ``batch_adapter.py``) work: the rule suite passes through
them, out of process."""

from __future__ import annotations

import shlex
import sys

from risk_ref.conformance.results import Outcome
from risk_ref.conformance.runner import ROOT, run_suite
from risk_ref.protocol.client import SubprocessDriver

ADAPTER = ROOT / "docs" / "examples" / "adapter.py"
COMMAND = [sys.executable, str(ADAPTER)]


def test_the_adapter_introduces_itself() -> None:
    with SubprocessDriver(COMMAND) as driver:
        assert driver.implementation["name"] == "example-adapter"
        assert "classic" in driver.capabilities.rulesets


def test_the_attack_and_card_rules_pass_through_the_adapter() -> None:
    results = run_suite(f"cmd:{shlex.join(COMMAND)}", include=["attack.*", "cards.*"])
    assert results, "no case selected"
    bad = [
        (r.case_id, r.outcome.value, r.message, r.findings)
        for r in results
        if r.outcome not in (Outcome.PASSED, Outcome.NOT_IMPLEMENTED) or r.findings
    ]
    assert not bad
    classic = [r for r in results if r.ruleset == "classic" and r.location != "own-chance"]
    assert classic and {r.outcome for r in classic} == {Outcome.PASSED}


BATCH = [sys.executable, str(ROOT / "docs" / "examples" / "batch_adapter.py")]


def test_the_whole_classic_suite_passes_through_the_batch_adapter() -> None:
    """The second worked adapter (``docs/examples/batch_adapter.py``) fronts an engine
    that takes a whole reinforcement and a whole battle in one call."""
    results = run_suite(f"cmd:{shlex.join(BATCH)}")
    passed = [r for r in results if r.outcome is Outcome.PASSED]
    assert len(passed) > 900
    for result in results:  # nothing fails; what the small engine left out is not run
        assert result.outcome in (Outcome.PASSED, Outcome.NOT_IMPLEMENTED), result
        assert not result.findings, result
