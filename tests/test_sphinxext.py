"""The rulebook extension on tiny test projects (tests/roots/test-*)."""

from __future__ import annotations

import gettext
import json
import re
import shutil
from io import StringIO
from pathlib import Path

import pytest
from sphinx.testing.util import SphinxTestApp

from risk_ref.files import LOCALES
from risk_ref.i18n import TRANSLATIONS
from risk_ref.sphinxext.rules import gherkin_keyword
from risk_ref.sphinxext.scenarios import whole_ids
from risk_ref.sphinxext.uistrings import SCRIPT, translations_js

ROOTS = Path(__file__).resolve().parent / "roots"


def build(tmp_path: Path, root: str, builder: str = "html") -> tuple[Path, str]:
    """Build a copy of a test project; returns the output folder and the warnings."""
    source = tmp_path / root
    shutil.copytree(ROOTS / root, source)
    return build_at(source, builder)


def build_at(
    source: Path, builder: str = "html", language: str = "en", parallel: int = 0
) -> tuple[Path, str]:
    """Build a project (again, if it was built: only what changed is read anew), apart
    from its sources."""
    warnings = StringIO()
    app = SphinxTestApp(
        builder,
        srcdir=source,
        builddir=source.parent / f"build-{language}-{parallel}",
        confoverrides={"language": language},
        warning=warnings,
        parallel=parallel,
    )
    try:
        app.build()
    finally:
        app.cleanup()
    return Path(app.outdir), warnings.getvalue()


@pytest.fixture(scope="module")
def html(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    return build(tmp_path_factory.mktemp("html"), "test-rulebook")


def test_a_rule_has_its_anchor_number_id_and_text(html: tuple[Path, str]) -> None:
    page = (html[0] / "attack.html").read_text(encoding="utf-8")
    assert 'id="rule-attack-compare"' in page
    assert re.search(r'class="rule-number">2\.2 </span>Deciding the losses', page)
    assert re.search(r'class="rule-number">2\.1 </span>The attacker', page)
    assert "attack.compare</span></code>" in page
    assert "Highest against highest" in page


def test_citations_link_to_the_rule_with_its_number(html: tuple[Path, str]) -> None:
    page = (html[0] / "intro.html").read_text(encoding="utf-8")
    assert re.search(r'href="attack.html#rule-attack-compare"[^>]*>rule 2\.2</a>', page)


def test_scenarios_tagged_with_the_rule_appear_under_it(html: tuple[Path, str]) -> None:
    page = (html[0] / "attack.html").read_text(encoding="utf-8")
    compare = page[page.index('id="rule-attack-compare"') :]
    assert "A tie" in compare
    # the steps name places by ID; the book names them as players do
    assert re.search(r'gherkin-keyword">When</strong> Red attacks Kamchatka from Alaska', compare)
    assert "features/dice.feature:7" in compare
    attacker_dice = page[page.index('id="rule-attack-attacker-dice"') : page.index(compare[:40])]
    assert "A tie" not in attacker_dice


def test_an_index_of_all_rules(html: tuple[Path, str]) -> None:
    index = (html[0] / "risk-index.html").read_text(encoding="utf-8")
    assert "2.1 The attacker" in index and "2.2 Deciding the losses" in index
    assert "2. Attacking" in index  # each group is headed by its chapter's number and title


def test_chapters_are_numbered_anew_when_the_contents_change(tmp_path: Path) -> None:
    """Read before its chapters ("attack" comes before "index"), the root document numbers
    them: reordered, it renumbers the rules of a chapter that did not change, and their
    citations."""
    out, _ = build(tmp_path, "test-rulebook")
    index = tmp_path / "test-rulebook" / "index.rst"
    contents = index.read_text(encoding="utf-8")
    index.write_text(contents.replace("intro\n   attack", "attack\n   intro"), encoding="utf-8")
    build_at(index.parent)
    attack = (out / "attack.html").read_text(encoding="utf-8")
    assert re.search(r'class="rule-number">1\.2 </span>Deciding the losses', attack)
    intro = (out / "intro.html").read_text(encoding="utf-8")
    assert re.search(r'href="attack.html#rule-attack-compare"[^>]*>rule 1\.2</a>', intro)


def test_a_book_read_in_parallel_is_the_book_read_in_one_process(tmp_path: Path) -> None:
    """Rules are numbered once every chapter is read, whichever reader read it."""
    serial, _ = build(tmp_path, "test-rulebook")
    parallel, warnings = build_at(tmp_path / "test-rulebook", parallel=2)
    assert warnings.strip() == ""
    pages = sorted(p.relative_to(serial) for p in serial.glob("*.html"))
    assert pages and pages == sorted(p.relative_to(parallel) for p in parallel.glob("*.html"))
    for page in pages:
        assert (parallel / page).read_text() == (serial / page).read_text(), page
    attack = (parallel / "attack.html").read_text(encoding="utf-8")
    assert re.search(r'class="rule-number">2\.2 </span>Deciding the losses', attack)


def test_a_dispute_cites_its_rules_and_shows_its_scenario(html: tuple[Path, str]) -> None:
    page = (html[0] / "intro.html").read_text(encoding="utf-8")
    dispute = page[page.index('id="dispute-ties"') :]
    assert "Who wins a tie?" in dispute and "The defender." in dispute
    assert re.search(r'href="attack.html#rule-attack-compare"[^>]*>rule 2\.2</a>', dispute)
    assert "features/dice.feature:7" in dispute and "s000001" in dispute


def test_a_clean_project_builds_without_warnings(html: tuple[Path, str]) -> None:
    assert html[1].strip() == ""


def test_faults_are_warned(tmp_path: Path) -> None:
    _, warnings = build(tmp_path, "test-rulebook-faults")
    assert "unknown rule ID 'attack.no-such-rule'" in warnings
    assert "duplicate rule ID 'attack.compare'" in warnings
    assert "unknown rule 'attack.nowhere' cited" in warnings
    assert "rule 'victory.world' is used by the engine or the scenarios but has no text" in warnings
    assert "unknown scenario 's999999'" in warnings
    assert "a dispute needs :id:, :rules: and :scenario:" in warnings
    assert "no limit 'max-nothing' in risk_limits" in warnings


def test_a_limit_is_written_as_the_language_writes_numbers(tmp_path: Path) -> None:
    out, _ = build(tmp_path, "test-rulebook")
    assert "at most 1,048,576 bytes" in (out / "intro.html").read_text(encoding="utf-8")
    italian, _ = build_at(tmp_path / "test-rulebook", language="it")
    assert "at most 1.048.576 bytes" in (italian / "intro.html").read_text(encoding="utf-8")


def test_every_generated_message_is_extractable(tmp_path: Path) -> None:
    out, _warnings = build(tmp_path, "test-rulebook", "gettext")
    catalogue = (out / "attack.pot").read_text(encoding="utf-8")
    for message in (
        "Deciding the losses",
        "A tie",
        "Red attacks kamchatka from alaska with <dice> dice",
    ):
        assert f'msgid "{message}"' in catalogue, message
    assert "features/dice.feature" in catalogue  # steps point at the feature file
    assert 'msgid "When"' not in catalogue  # keywords come from the Gherkin dialect


def _files(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if path.is_file()}


def test_the_search_strings_are_written_with_the_pages_not_beside_the_sources(
    tmp_path: Path,
) -> None:
    source = tmp_path / "test-rulebook"
    shutil.copytree(ROOTS / "test-rulebook", source)
    before = _files(source)
    out, _ = build_at(source, language="it")
    made = {path.relative_to(source) for path in _files(source) - before}
    # Sphinx compiles the catalogues where they are (.mo files): nothing else is made there
    assert {path for path in made if path.suffix != ".mo"} == set()
    page = (out / "search.html").read_text(encoding="utf-8")
    ours, sphinx = f"_static/{SCRIPT}", "_static/translations.js"
    assert sphinx in page and page.index(sphinx) < page.index(ours)  # ours take precedence
    script = (out / "_static" / SCRIPT).read_text(encoding="utf-8")
    data = json.loads(script[script.index("(") + 1 : script.rindex(")")])
    # two forms, laid out in the order of Sphinx's Italian rule: one, millions, other
    found = data["messages"]["Search finished, found one page matching the search query."]
    assert found == ["Trovata una pagina.", *["Trovate ${resultCount} pagine."] * 2]


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_search_strings_give_a_form_for_every_count(language: str) -> None:
    """Greek's rule "(n != 1)" gives the script a boolean, which indexes no plural form."""
    script = translations_js(language, LOCALES)
    assert script is not None
    data = json.loads(script[script.index("(") + 1 : script.rindex(")")])
    expression = data["plural_expr"]
    assert expression.startswith("Number(")
    rule = gettext.c2py(expression.removeprefix("Number(").removesuffix(")"))
    forms = [value for value in data["messages"].values() if isinstance(value, list)]
    assert forms and all(int(rule(n)) < len(f) for f in forms for n in (0, 1, 2, 5, 21))


@pytest.mark.parametrize(
    ("keyword", "language", "text", "expected"),
    [
        ("Given", "it", "una partita a 3 giocatori", "Data"),
        ("Given", "it", "i territori di Rosso", "Dati"),
        ("Given", "it", "il tabellone", "Dato"),
        ("And", "it", "è il turno di Rosso", "Ed"),
        ("And", "it", "Rosso ha 3 armate", "E"),
        ("Given", "es", "una partida de 3 jugadores", "Dada"),
        ("Given", "es", "los territorios de Rojo", "Dados"),
        ("And", "es", "impide el ataque", "E"),
        ("And", "es", "es el turno de Rojo", "Y"),
        ("Given", "el", "ένα παιχνίδι 3 παικτών", "Δεδομένου"),
        ("Then", "sk", "akcia je odmietnutá", "Tak"),
    ],
)
def test_a_step_keyword_agrees_with_its_step(
    keyword: str, language: str, text: str, expected: str
) -> None:
    assert gherkin_keyword(keyword, language, text) == expected


def test_example_names_replace_whole_ids_only() -> None:
    """A phase ID becomes its name in a worked example, but not inside a rule ID, an
    error code or another ID."""
    pattern = whole_ids(["attack", "move-in", "africa"])
    text = "attack, rule attack.adjacent, code attack-too-few-armies, north-africa, move-in."
    assert pattern.sub("X", text) == (
        "X, rule attack.adjacent, code attack-too-few-armies, north-africa, X."
    )
