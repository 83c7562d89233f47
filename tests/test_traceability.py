"""Rule IDs and scenarios trace to each other, every rule ID a ruleset or an error code
cites is a known one, and the rules core stays pure."""

from __future__ import annotations

import ast
import importlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

from risk_ref.errors import Code
from risk_ref.rule_ids import IMPLEMENTED_BY, RULE_IDS, implements
from risk_ref.ruleset import RULESETS
from risk_ref.spec import load_scenarios

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = load_scenarios(ROOT / "features")

# The rules core: the engine, its rules and the data they read. It imports only itself
# and these pure modules of the standard library: no I/O, no clock, no randomness.
# The rules core; the decisions and the rules' provenance are data (TOML) that only the
# edges read: the command line and the book.
CORE = {
    *("actions", "board", "engine", "errors"),
    *("reachable", "rule_ids", "ruleset", "state", "trace"),
}
# contextvars: the account of an action (risk_ref.trace) is kept for its caller alone
PURE = {
    *("__future__", "collections", "contextvars", "dataclasses", "enum", "functools"),
    *("itertools", "re", "typing", "unicodedata"),
}


def test_rule_ids_are_unique_and_well_formed() -> None:
    assert len(set(RULE_IDS)) == len(RULE_IDS)
    for rule in RULE_IDS:
        area, _, name = rule.partition(".")
        assert area and name and rule == rule.lower() and " " not in rule, rule


def test_every_scenario_checks_a_known_rule() -> None:
    assert SCENARIOS, "no scenarios found"
    for scenario in SCENARIOS:
        where = f"{scenario.feature_file}:{scenario.line} {scenario.name!r}"
        assert scenario.rules, f"{where} is tagged with no rule"
        unknown = set(scenario.rules) - set(RULE_IDS)
        assert not unknown, f"{where} names unknown rule IDs {sorted(unknown)}"


def test_every_scenario_has_one_stable_id_of_its_own() -> None:
    """IDs are assigned once (``@id:s`` and six random hex digits) and never reused."""
    for scenario in SCENARIOS:
        where = f"{scenario.feature_file}:{scenario.line} {scenario.name!r}"
        assert re.fullmatch(r"s[0-9a-f]{6}", scenario.id), f"{where} needs one @id: tag"
    ids = [scenario.id for scenario in SCENARIOS]
    assert len(set(ids)) == len(ids), "a scenario ID is used twice"


def test_every_rule_has_a_scenario() -> None:
    covered = {rule for scenario in SCENARIOS for rule in scenario.rules}
    missing = [rule for rule in RULE_IDS if rule not in covered]
    assert not missing, f"rules without a scenario: {missing}"


def test_every_scenario_plays_its_features_ruleset_under_rules_that_hold_there() -> None:
    """A feature's @ruleset: tag is the ruleset its games are set up with, and every rule a
    scenario checks holds in that ruleset (so the rulebook's "applies to" is true)."""
    named = re.compile(r"game of ([a-z-]+)")
    for scenario in SCENARIOS:
        where = f"{scenario.feature_file}:{scenario.line}"
        assert scenario.ruleset in RULESETS, f"{where}: unknown ruleset {scenario.ruleset}"
        texts = [step.text for step in (*scenario.background, *scenario.steps)]
        played = {m.group(1) for text in texts for m in named.finditer(text)} or {"classic"}
        assert played == {scenario.ruleset}, f"{where}: plays {played}, tagged {scenario.ruleset}"
        rules = RULESETS[scenario.ruleset].rules
        foreign = [rule for rule in scenario.rules if rule not in rules]
        assert not foreign, f"{where}: {foreign} do not hold in {scenario.ruleset}"


def test_every_rule_holds_in_some_ruleset() -> None:
    held = {rule for ruleset in RULESETS.values() for rule in ruleset.rules}
    assert [rule for rule in RULE_IDS if rule not in held] == []


def test_every_error_names_a_known_rule() -> None:
    unknown = {code.name: code.rule for code in Code if code.rule not in RULE_IDS}
    assert not unknown, f"errors citing unknown rules: {unknown}"


RULES = ROOT / "risk_ref" / "rules"


def test_every_rule_is_marked_at_the_code_that_implements_it() -> None:
    for module in RULES.glob("*.py"):
        importlib.import_module(f"risk_ref.rules.{module.stem}")
    assert [rule for rule in RULE_IDS if not IMPLEMENTED_BY[rule]] == []
    for code in (name for names in IMPLEMENTED_BY.values() for name in names):
        assert code.startswith(("risk_ref.rules.", "risk_ref.ruleset.")), code


def test_a_rule_area_names_its_module() -> None:
    """Risiko! alone has none: its rules are values of the ruleset (``Ruleset.is_set``,
    ``max_defence_dice``) read by the other areas' code."""
    areas = {rule.split(".")[0].replace("-", "_") for rule in RULE_IDS}
    modules = {module.stem for module in RULES.glob("*.py")}
    assert areas - modules == {"risiko"}
    assert modules - areas == {"__init__", "inputs", "phase"}  # what every area shares


def test_only_known_rules_can_be_marked() -> None:
    with pytest.raises(ValueError, match=r"attack\.bluff"):
        implements("attack.bluff")
    with pytest.raises(ValueError, match="none"):
        implements()


def _imports(file: Path) -> list[str]:
    """Every module a file imports, at any depth (``from risk_ref import rules`` as
    ``risk_ref.rules``)."""
    names: list[str] = []
    for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names += [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
    return names


def test_the_core_imports_only_itself_and_pure_modules() -> None:
    package = ROOT / "risk_ref"
    files = [package / f"{name}.py" for name in sorted(CORE)] + sorted(RULES.glob("*.py"))
    for file in files:
        for name in _imports(file):
            parts = name.split(".")
            if parts[0] == "risk_ref":
                inside = len(parts) == 1 or parts[1] in CORE or parts[1] == "rules"
                assert inside, f"{file.name} imports {name}"
            else:
                assert parts[0] in PURE, f"{file.name} imports {name}"


def test_the_edges_reach_the_rules_through_the_engine() -> None:
    """rules/ is the engine's own: an edge that computed a rule itself could disagree."""
    for file in sorted((ROOT / "risk_ref").rglob("*.py")):
        if file.parent == RULES or file.name == "engine.py":
            continue
        for name in _imports(file):
            assert not name.startswith("risk_ref.rules."), f"{file} imports {name}"
            assert name != "risk_ref.rules", f"{file} imports {name}"


def test_the_compiled_suite_is_the_scenarios_as_they_are() -> None:
    """The kit replays risk_ref/conformance/cases.json.gz: compiled again from features/
    (and the border and own-chance cases) as the reference plays them now, it is the same."""
    check = [sys.executable, "-m", "tests.suite.recording", "--check"]
    answer = subprocess.run(check, cwd=ROOT, capture_output=True, text=True, check=False)
    assert answer.returncode == 0, answer.stdout[-2000:] + answer.stderr[-2000:]
