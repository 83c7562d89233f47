"""The adapter shown in the rulebook's chapter "Testing your implementation"
(``docs/examples/adapter.py``) works: the rule suite passes through it, out of process."""

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
        if r.outcome is not Outcome.PASSED or r.findings
    ]
    assert not bad
