"""Faithful to the sources: every seed file a decision's position cites is quoted, every
rule has a provenance (the sources that state it, or the decisions that settle it), and
every quote is found word for word (up to spacing) in its file at its line, so that
neither a decision nor a rule can misreport a source."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from risk_ref.decisions import DECISIONS, S000, S001, S002, S003, S004, Decision, Quote, Stance
from risk_ref.provenance import PROVENANCE
from risk_ref.rule_ids import RULE_IDS
from risk_ref.ruleset import RULESETS, option_choices

SEEDS = Path(__file__).resolve().parents[1].parent / "shared" / "seeds"
SEED_FILES = (S000, S001, S002, S003, S004)
STANCES = [(d.topic, stance) for d in DECISIONS for stance in d.positions]
QUOTES = [(topic, q) for topic, stance in STANCES for q in stance.quotes] + [
    (rule, q) for rule, found in PROVENANCE.items() for q in found.quotes
]


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(("topic", "stance"), STANCES, ids=[f"{t}: {s.says}" for t, s in STANCES])
def test_every_seed_a_position_cites_is_quoted(topic: str, stance: Stance) -> None:
    cited = {name for name in SEED_FILES if name in stance.sources}
    quoted = {quote.source for quote in stance.quotes}
    assert cited <= quoted, f"{topic}: {sorted(cited - quoted)} not quoted"
    assert quoted <= cited, f"{topic}: quotes {sorted(quoted - cited)}, not cited"


@pytest.mark.parametrize("rule", RULE_IDS)
def test_every_rule_has_a_provenance(rule: str) -> None:
    found = PROVENANCE.get(rule)
    assert found is not None and (found.quotes or found.decisions), f"{rule}: no provenance"
    known = {decision.id for decision in DECISIONS}
    assert set(found.decisions) <= known, f"{rule}: {set(found.decisions) - known}"


def test_each_decision_has_an_id_of_its_own() -> None:
    """Like a rule ID: an anchor in every language, and the key the provenance cites."""
    ids = [decision.id for decision in DECISIONS]
    assert len(set(ids)) == len(ids)
    for decision_id in ids:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", decision_id), decision_id


def test_provenance_is_given_for_rules_only() -> None:
    assert set(PROVENANCE) <= set(RULE_IDS)


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seeds sit beside the checkout")
@pytest.mark.parametrize(("where", "quote"), QUOTES, ids=[f"{w}: {q.text[:30]}" for w, q in QUOTES])
def test_every_quote_is_in_its_source_at_its_line(where: str, quote: Quote) -> None:
    lines = (SEEDS / quote.source).read_text(encoding="utf-8").splitlines()
    assert 1 <= quote.line <= len(lines), f"{where}: {quote.source}:{quote.line}"
    window = words(" ".join(lines[quote.line - 1 : quote.line + 9]))
    assert words(quote.text) in window, f"{where}: not at {quote.source}:{quote.line}"
    first = re.escape(quote.text.split()[0])
    assert re.search(first, lines[quote.line - 1]), f"{where}: begins elsewhere"


@pytest.mark.parametrize("decision", DECISIONS, ids=[d.topic for d in DECISIONS])
def test_every_alternative_is_a_ruleset_or_an_option_setting(decision: Decision) -> None:
    for selector in decision.alternatives:
        if "=" in selector:
            option, value = selector.split("=")
            assert value in option_choices(option), selector
        else:
            assert selector in RULESETS, selector
