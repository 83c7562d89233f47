"""The translated rulebooks: catalogues current with the English text, complete, well
formed, and every rule at the same anchor in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.pofile import read_po
from sphinx.testing.util import SphinxTestApp

from risk_ref.files import DOCS
from risk_ref.i18n import LANGUAGES, TRANSLATIONS
from risk_ref.rule_ids import RULE_IDS, anchor
from tests.book_language import COMPLETE

LOCALES = DOCS.parent / "locales"


def gettext_templates(out: Path) -> Path:
    app = SphinxTestApp("gettext", srcdir=DOCS, builddir=out, freshenv=True)
    try:
        app.build()
    finally:
        app.cleanup()
    return Path(app.outdir)


@pytest.fixture(scope="module")
def templates(tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[str]]:
    """The messages of each chapter, from the English sources as they are now."""
    out = gettext_templates(tmp_path_factory.mktemp("pot"))
    found: dict[str, set[str]] = {}
    for pot in out.glob("*.pot"):
        with pot.open("rb") as handle:
            found[pot.stem] = {_id(m) for m in read_po(handle) if m.id}
    return found


def _id(message: Message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


def catalogue(language: str, name: str) -> list[Message]:
    path = LOCALES / language / "LC_MESSAGES" / f"{name}.po"
    assert path.exists(), f"{path} is missing"
    with path.open("rb") as handle:
        return [m for m in read_po(handle) if m.id]


def test_every_translated_language_has_its_catalogues_and_no_other() -> None:
    """The languages are listed once (risk_ref/languages.py): a language added there
    without its catalogues, or catalogues added without the language, fails here."""
    assert LANGUAGES[0] == "en" and len(set(LANGUAGES)) == len(LANGUAGES)
    folders = sorted(path.name for path in LOCALES.iterdir() if path.is_dir())
    assert folders == sorted(TRANSLATIONS)
    for language in TRANSLATIONS:
        assert (LOCALES / language / "LC_MESSAGES").is_dir(), language


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_catalogues_follow_the_english_text(language: str, templates: dict[str, set[str]]) -> None:
    """A changed English sentence is a new message: its catalogue must be updated."""
    for chapter, messages in templates.items():
        translated = {_id(m) for m in catalogue(language, chapter)}
        missing = sorted(messages - translated)
        assert not missing, f"{language}/{chapter}.po lacks {missing[:3]}"


@pytest.mark.parametrize("language", COMPLETE)
def test_every_message_is_translated_and_none_is_fuzzy(
    language: str, templates: dict[str, set[str]]
) -> None:
    for chapter in [*templates, "risk_ref"]:
        for message in catalogue(language, chapter):
            where = f"{language}/{chapter}.po: {_id(message)!r}"
            assert message.string, f"{where} is not translated"
            assert not message.fuzzy, f"{where} is fuzzy"


_DOC_TARGET = re.compile(r":doc:`(?:[^`<]*<)?([^`>]+)>?`")


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_translation_links_to_the_chapters_its_english_links_to(
    language: str, templates: dict[str, set[str]]
) -> None:
    """A chapter renamed in English and not in a translation is a dead link there."""
    for chapter in templates:
        for message in catalogue(language, chapter):
            if message.id and message.string:
                english = sorted(_DOC_TARGET.findall(_id(message)))
                shown = sorted(_DOC_TARGET.findall(str(message.string)))
                assert shown == english, f"{language}/{chapter}.po: {_id(message)[:60]!r}"


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_catalogues_are_well_formed(language: str) -> None:
    for po in (LOCALES / language / "LC_MESSAGES").glob("*.po"):
        with po.open("rb") as handle:
            for message, errors in read_po(handle).check():
                assert not errors, f"{po.name} {message.id!r}: {errors}"


@pytest.fixture(scope="module")
def builds(books: Path) -> dict[str, Path]:
    return {language: books / language for language in LANGUAGES}


def _anchors(out: Path) -> dict[str, str]:
    """Rule anchor -> the page it is on."""
    found: dict[str, str] = {}
    for page in out.glob("*.html"):
        for target in re.findall(r'<section class="rule" id="(rule-[\w-]+)"', page.read_text()):
            found[target] = page.name
    return found


def test_every_rule_has_the_same_anchor_on_the_same_page_in_every_language(
    builds: dict[str, Path],
) -> None:
    english = _anchors(builds["en"])
    assert set(english) == {anchor(rule_id) for rule_id in RULE_IDS}
    for language, out in builds.items():
        assert _anchors(out) == english, language


@pytest.mark.parametrize("language", COMPLETE)
def test_a_translated_rule_reads_in_its_language(language: str, builds: dict[str, Path]) -> None:
    page = (builds[language] / "attack.html").read_text(encoding="utf-8")
    english = (builds["en"] / "attack.html").read_text(encoding="utf-8")
    title = re.compile(r'class="rule-number">6\.4 </span>([^<]+)<')
    ours, theirs = title.search(page), title.search(english)
    assert ours and theirs and ours.group(1) != theirs.group(1)
    assert re.search(f'<html[^>]* lang="{language}"', page)


def test_the_search_page_counts_results_in_slovak() -> None:
    """Sphinx's script has four plural forms for Slovak, our catalogue three."""
    import json

    from risk_ref.sphinxext.uistrings import translations_js

    script = translations_js("sk", LOCALES)
    assert script is not None
    data = json.loads(script[script.index("(") + 1 : script.rindex(")")])
    forms = data["messages"]["Search finished, found one page matching the search query."]
    assert len(forms) == 4 and all(forms)
    assert "stránky" in forms[1] and "stránok" in forms[3]


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_interface_strings_are_kept(language: str) -> None:
    """Our sphinx.po is kept by hand: nothing in it may fall out of use unnoticed."""
    path = LOCALES / language / "LC_MESSAGES" / "sphinx.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    assert not catalog.obsolete, f"{path} has obsolete entries: {list(catalog.obsolete)[:3]}"
    for wanted in ("Back to top", "On this page", "Link to this heading", "Languages"):
        message = catalog.get(wanted)
        assert message is not None and message.string, f"{language}: {wanted!r}"
