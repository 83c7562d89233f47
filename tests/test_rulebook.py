"""The rulebook and the engine agree: one text for every rule, the same numbers and
anchors everywhere, and every error cites a rule the rulebook has."""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from pathlib import Path

import pytest
from sphinx import locale
from sphinx.testing.util import SphinxTestApp

from risk_ref.decisions import DECISIONS
from risk_ref.errors import Code
from risk_ref.files import DOCS
from risk_ref.rule_ids import RULE_IDS, anchor
from risk_ref.rulebook import (
    RuleText,
    chapters,
    find_rule,
    load_rulebook,
    plain_text,
    translated,
)
from risk_ref.spec import load_scenarios
from risk_ref.sphinxext.figures import decision_anchor
from risk_ref.sphinxext.positions import recorded_positions

RULES = load_rulebook()
FEATURES = DOCS.parent / "features"


def test_every_rule_id_has_exactly_one_text_and_nothing_else_does() -> None:
    declared = [rule.id for rule in RULES]
    assert sorted(declared) == sorted(RULE_IDS)
    assert len(set(declared)) == len(declared)


def test_every_rule_has_a_title_and_a_text() -> None:
    for rule in RULES:
        assert rule.title and rule.text, rule.id


def test_rules_are_in_the_order_of_their_ids() -> None:
    assert [rule.id for rule in RULES] == list(RULE_IDS)


def test_every_scenario_rule_and_every_error_rule_is_in_the_rulebook() -> None:
    declared = {rule.id for rule in RULES}
    assert {code.rule for code in Code} <= declared
    assert {r for s in load_scenarios(FEATURES) for r in s.rules} <= declared


def test_a_rule_is_found_by_id_or_number() -> None:
    rule = find_rule(RULES, "attack.defender-dice")
    assert find_rule(RULES, rule.number) == rule
    assert find_rule(RULES, f"Rule {rule.number}") == rule
    with pytest.raises(KeyError, match="did you mean"):
        find_rule(RULES, "attack.dice")


@pytest.mark.parametrize(
    ("language", "chapter", "section"),
    [
        ("en", "Variants", "Territories"),
        ("it", "Varianti", "Territori"),
        ("sk", "Varianty", "Územia"),
    ],
)
def test_a_reference_to_a_chapter_or_section_reads_as_its_title(
    language: str, chapter: str, section: str
) -> None:
    rules = load_rulebook()
    text = "(see :doc:`variants`, and :ref:`territories`)"
    assert plain_text(text, rules, language) == f"(see {chapter}, and {section})"


def test_a_numbered_list_in_a_rule_is_translated_item_by_item() -> None:
    _, text = translated(find_rule(load_rulebook(), "turn.sequence"), "it")
    items = [line for line in text.splitlines() if re.match(r"\d\. ", line)]
    assert [item[:3] for item in items] == ["1. ", "2. ", "3. "]
    assert "Reinforcement" not in text and "Rinforzi" in items[0]


def test_citations_in_plain_text_carry_the_number() -> None:
    compare = find_rule(RULES, "attack.compare")
    text = plain_text("see :rule:`attack.compare`", RULES)
    assert text == f"see rule {compare.number} (attack.compare)"


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> SphinxTestApp:
    """The English rulebook, built once: the application, with what Sphinx read."""
    out = tmp_path_factory.mktemp("rulebook")
    locale.translators.clear()  # else the English book speaks the last language built
    app = SphinxTestApp("html", srcdir=DOCS, builddir=out)
    try:
        app.build()
    finally:
        app.cleanup()
    return app


@pytest.fixture(scope="module")
def built(book: SphinxTestApp) -> Path:
    return Path(book.outdir)


def test_the_book_and_the_command_line_read_the_chapters_in_one_order(
    book: SphinxTestApp,
) -> None:
    """The book numbers its chapters from Sphinx's reading of the root tables of contents,
    ``risk-ref cite`` from its own: the two must not drift apart."""
    assert book.env.toctree_includes[book.config.root_doc] == chapters()


def _numbers_in(page: str) -> dict[str, str]:
    found = re.findall(
        r'<section class="rule" id="(rule-[\w-]+)">\s*<h\d><span class="rule-number">([\d.]+) ',
        page,
    )
    return dict(found)


def test_the_built_rulebook_shows_every_rule_with_the_same_number(built: Path) -> None:
    shown: dict[str, str] = {}
    for page in built.glob("*.html"):
        shown.update(_numbers_in(page.read_text(encoding="utf-8")))
    expected = {anchor(rule.id): rule.number for rule in RULES}
    assert shown == expected


def _by_chapter(rules: list[RuleText]) -> dict[str, list[str]]:
    chapters: dict[str, list[str]] = {}
    for rule in rules:
        chapters.setdefault(rule.chapter, []).append(rule.id)
    return chapters


def test_a_rule_s_area_names_its_chapter_and_its_scenarios_folder() -> None:
    """One vocabulary: the rule ``fortify.move`` is in docs/fortify.rst and its
    scenarios in features/fortify/ (or, as a rule holds in Risiko!, in features/risiko/)."""
    for chapter, ids in _by_chapter(RULES).items():
        for rule_id in ids:
            assert rule_id.split(".")[0] == chapter, rule_id
    for scenario in load_scenarios(FEATURES):
        folder = scenario.feature_file.split("/")[0]
        areas = {rule.split(".")[0] for rule in scenario.rules}
        assert folder in {*areas, scenario.ruleset}, scenario.feature_file


def test_chapters_are_numbered_in_their_headings_and_the_contents(built: Path) -> None:
    order = chapters()
    assert order[:3] == ["overview", "setup", "turn"] and "changelog" in order
    for number, name in enumerate(order, start=1):
        page = (built / f"{name}.html").read_text(encoding="utf-8")
        assert re.search(rf'<h1><span class="chapter-number">{number}\. </span>', page), name
    contents = (built / "index.html").read_text(encoding="utf-8")
    assert re.search(r'href="attack\.html"><span class="chapter-number">6\. </span>', contents)


def _scenario_boxes(page: str) -> list[str]:
    return page.split('class="gherkin-scenario docutils container"')[1:]


def test_each_rule_shows_one_example_and_folds_the_others(built: Path) -> None:
    page = (built / "attack.html").read_text(encoding="utf-8")
    for section in page.split('<section class="rule"')[1:]:
        section = section.split("</section>")[0]
        shown, _, folded = section.partition('<details class="risk-fold">')
        assert len(_scenario_boxes(shown)) == 1
        hidden = len(_scenario_boxes(folded))
        if hidden:
            assert f"More worked examples ({hidden})</summary>" in folded


def test_refusals_read_as_players_say_them_with_the_code_for_implementers(built: Path) -> None:
    page = (built / "attack.html").read_text(encoding="utf-8")
    assert "refused under rule" not in page
    refusal = re.search(r"the action is refused: <a [^>]*>rule 6\.1</a>(.{0,200})", page)
    assert refusal and 'class="implementer-detail"' in refusal[1]


def test_every_worked_example_with_a_position_is_drawn(built: Path) -> None:
    drawn = recorded_positions()
    with_position = {sid for sid, found in drawn.items() if found.before or found.after}
    assert len(with_position) > 200
    seen: set[str] = set()
    for path in built.glob("*.html"):
        for box in _scenario_boxes(path.read_text(encoding="utf-8")):
            box = box.split('class="gherkin-scenario docutils container"')[0]
            scenario_id = re.search(r'<span class="pre">(s[0-9a-f]{6})</span>', box)
            assert scenario_id, box[:200]
            pictures = box.count('<div class="risk-diagram">')
            expected = drawn[scenario_id[1]]
            assert pictures == (expected.before is not None) + (expected.after is not None)
            seen.add(scenario_id[1])
    assert with_position <= seen


def test_a_rule_links_to_the_disputes_it_decides(built: Path) -> None:
    page = (built / "conquest.html").read_text(encoding="utf-8")
    assert 'href="disputed.html#dispute-move-in-after-conquest"' in page


def test_each_decision_has_an_anchor_of_its_own_from_its_id(built: Path) -> None:
    """Its permanent ID, apart from the disputes' anchors, a valid HTML id, once in the
    whole book, on the section of its topic."""
    ids = Counter(
        found
        for page in built.glob("*.html")
        for found in re.findall(r'\bid="([^"]+)"', page.read_text(encoding="utf-8"))
    )
    sources = (built / "sources.html").read_text(encoding="utf-8")
    for decision in DECISIONS:
        target = decision_anchor(decision)
        assert target == f"decision-{decision.id}"
        assert re.fullmatch(r"decision-[a-z0-9]+(-[a-z0-9]+)*", target), target
        assert ids[target] == 1, target
        heading = re.search(rf'<section id="{target}">\s*<h2>([^<]+)<', sources)
        assert heading and html.unescape(heading[1]) == decision.topic, target
    anchors = {found for found in ids if found.startswith("decision-")}
    assert len(anchors) == len(DECISIONS)


def test_a_rule_is_found_by_its_number_from_the_search_page(built: Path) -> None:
    script = (built / "_static" / "rule-lookup.js").read_text(encoding="utf-8")
    table = json.loads(script[script.index("{") : script.index(";\n")])
    assert table["6.5"] == ["attack.html#rule-attack-compare", "6.5 Deciding the losses"]
    assert table["attack.compare"] == table["6.5"]
    assert "rule-lookup.js" in (built / "search.html").read_text(encoding="utf-8")


def test_the_subject_index_leads_to_the_rules(built: Path) -> None:
    index = (built / "genindex.html").read_text(encoding="utf-8")
    assert re.search(r'<a href="attack\.html#index-\d+">ties</a>', index)
    # one entry a subject: the glossary's term, the rules, and the questions players ask
    [move_in] = re.findall(r'<li><a href="glossary\.html#term-move-in">.*?</li>', index, re.S)
    assert re.search(r"conquest\.html#index-\d+", move_in)
    assert "disputed.html#dispute-move-in-after-conquest" in move_in
    for synonym in ("borders", "moving in", "reinforcements", "fortifying", "wild cards"):
        assert f">{synonym}<" not in index
