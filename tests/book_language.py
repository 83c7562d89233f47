"""What a reader of a translated rulebook would meet in English: identifiers, table
headers and theme words outside code (the gate in test_browser.py counts them); and
which translated languages must leave none."""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

from babel.messages.pofile import read_po

from risk_ref.files import DOCS, LOCALES
from risk_ref.i18n import TRANSLATIONS
from risk_ref.rules.missions import MISSIONS
from risk_ref.ruleset import RULESETS
from risk_ref.sphinxext.theme import THEME_WORDS
from risk_ref.state import Phase

COMPLETE = TRANSLATIONS  # languages whose every message must be translated: all, for now
# Elements whose text is code or machinery, not words for the reader; and the details
# for implementers, which a reader sees only on asking for them (codes in brackets).
_CODE = {"code", "pre", "kbd", "samp", "script", "style", "math"}
_DETAIL = "implementer-detail"
_VOID = {"br", "img", "meta", "link", "input", "hr", "col", "wbr", "source", "area", "base"}
_SPOKEN = ("aria-label", "title", "alt", "placeholder")  # attributes a reader hears or sees
# Sphinx's own words, besides the theme's.
SPHINX_WORDS = ("Next", "Previous", "Made with", "Back to top", "On this page", "Search")


class _Visible(HTMLParser):
    """The text a reader meets, outside code; the header cells apart."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self.headers: list[str] = []
        self._code = 0
        self._header: list[str] | None = None
        self._open: list[tuple[str, bool]] = []  # open elements: whether code or a detail

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        machinery = tag in _CODE or _DETAIL in (dict(attrs).get("class") or "").split()
        if tag not in _VOID:
            self._open.append((tag, machinery))
            self._code += machinery
        elif not self._code:
            self.texts += [value for name, value in attrs if name in _SPOKEN and value]
        if tag == "th":
            self._header = []

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID or all(name != tag for name, _ in self._open):
            return
        while self._open:  # an element left open inside it ends with it
            name, machinery = self._open.pop()
            self._code -= machinery
            if name == tag:
                break
        if tag == "th" and self._header is not None:
            self.headers.append(" ".join("".join(self._header).split()))
            self._header = None

    def handle_data(self, data: str) -> None:
        if self._code:
            return
        self.texts.append(data)
        if self._header is not None:
            self._header.append(data)


def visible(page: Path) -> _Visible:
    reader = _Visible()
    reader.feed(page.read_text(encoding="utf-8"))
    return reader


def identifiers() -> frozenset[str]:
    """Every territory, continent, phase, mission and ruleset ID: never shown outside code."""
    board = RULESETS["classic"].board
    found = {t.id for t in board.territories} | {c.id for c in board.continents}
    found |= {phase.value for phase in Phase} | set(MISSIONS) | set(RULESETS)
    return frozenset(found)


def _word(term: str) -> re.Pattern[str]:
    """The term as a word of its own: not part of a longer ID (``attack.compare``)."""
    return re.compile(rf"(?<![\w-])(?<!\w\.){re.escape(term)}(?![\w-]|\.\w)")


def same_words(language: str) -> frozenset[str]:
    """The words a language's catalogues translate as themselves ("Menu", "Alaska")."""
    same: set[str] = set()
    for path in (LOCALES / language / "LC_MESSAGES").glob("*.po"):
        with path.open("rb") as handle:
            same |= {m.id for m in read_po(handle) if isinstance(m.id, str) and m.id == m.string}
    return frozenset(same)


def glossed() -> re.Pattern[str]:
    """A glossary headword's English word, in brackets after the translated one
    ("attacco (attack)"): deliberate, for readers of English programs' output."""
    text = (DOCS / "glossary.rst").read_text(encoding="utf-8")
    terms = re.findall(r"^   (\S.*)$", text, re.MULTILINE)
    return re.compile(r"\((" + "|".join(map(re.escape, terms)) + r")\)")


def english_left(book: Path, english: Path, same: frozenset[str]) -> Counter[str]:
    """Each English word found in a translated book, with how often; keys name the kind:
    ``id alaska``, ``header armies``, ``theme Next``. Words in ``same`` are the
    language's own too."""
    ids = {term: _word(term) for term in identifiers()}
    english_terms = glossed()
    theme = {term: _word(term) for term in (*THEME_WORDS, *SPHINX_WORDS) if term not in same}
    found: Counter[str] = Counter()
    for page in sorted(book.rglob("*.html")):
        relative = page.relative_to(book)
        if relative.parts[0].startswith("_"):
            continue
        seen = visible(page)
        text = english_terms.sub("", "\n".join(seen.texts))
        for kind, patterns in (("id", ids), ("theme", theme)):
            for term, pattern in patterns.items():
                if hits := len(pattern.findall(text)):
                    found[f"{kind} {term} ({relative})"] += hits
        original = english / relative
        if original.exists():
            headers = set(visible(original).headers)
            for header in seen.headers:
                if header in headers and header not in same and re.search(r"[a-z]{2}", header):
                    found[f"header {header} ({relative})"] += 1
    return found
