"""The adapters shown in the rulebook's chapter "Testing your implementation"
(``docs/examples/adapter.py``, ``batch_adapter.py``) work: the rule suite passes through
them, out of process."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from risk_ref import __version__
from risk_ref.changelog import RULES_VERSION
from risk_ref.conformance.results import Outcome
from risk_ref.conformance.runner import run_suite
from risk_ref.protocol.client import SubprocessDriver

ROOT = Path(__file__).resolve().parent.parent
ADAPTER = ROOT / "docs" / "examples" / "adapter.py"
COMMAND = [sys.executable, str(ADAPTER)]


def test_the_adapter_introduces_itself() -> None:
    with SubprocessDriver(COMMAND) as driver:
        assert driver.implementation["name"] == "example-adapter"
        assert "classic" in driver.capabilities.rulesets


def test_the_attack_and_card_rules_pass_through_the_adapter() -> None:
    results = run_suite(shlex.join(COMMAND), include=["attack.*", "cards.*"])
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
    results = run_suite(shlex.join(BATCH))
    passed = [r for r in results if r.outcome is Outcome.PASSED]
    assert len(passed) > 900
    for result in results:  # nothing fails; what the small engine left out is not run
        assert result.outcome in (Outcome.PASSED, Outcome.NOT_IMPLEMENTED), result
        assert not result.findings, result


def test_the_ci_example_pins_this_version_and_names_its_rules() -> None:
    """The example workflow installs the kit at this release, and says which rules that
    is: a new release that leaves it behind fails here."""
    workflow = (ROOT / "docs" / "examples" / "conformance-ci.yml").read_text(encoding="utf-8")
    assert f'pip install "risk-ref=={__version__}"' in workflow
    assert f"risk-ref {__version__} carries rules version {RULES_VERSION}." in workflow
    assert "conformance run --program" in workflow and "--junit conformance.xml" in workflow


def test_the_sharded_ci_example_runs_each_shard_and_merges_them_all() -> None:
    workflow = (ROOT / "docs" / "examples" / "conformance-ci-shards.yml").read_text("utf-8")
    assert workflow.count(f'pip install "risk-ref=={__version__}"') == 2
    assert "shard: [1, 2, 3, 4]" in workflow and "--shard ${{ matrix.shard }}/4" in workflow
    shards = " ".join(f"shard-{n}.json" for n in range(1, 5))
    assert f"risk-ref conformance merge {shards}" in workflow
