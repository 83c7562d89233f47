"""The players' part speaks to players (issue 33): what the players' booklet prints of it
(the web book without the implementers' details and the worked examples, which the
booklet leaves out) holds no engine word, in any language: no rule ID, no edition or
option code, no error code, no placeholder of a scenario outline."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from risk_ref.errors import Code
from risk_ref.files import DOCS
from risk_ref.i18n import LANGUAGES
from risk_ref.rule_ids import RULE_IDS
from risk_ref.ruleset import RULESETS, option_choices

LEFT_OUT = {"implementer-detail", "rule-examples", "risk-fold", "headerlink"}  # by class
EMPTY = {"br", "img", "meta", "link", "input", "hr", "col", "wbr"}
CODES = {code.code for code in Code} | set(RULESETS)
NAMES = {name for ruleset in RULESETS.values() for name in ruleset.options}
OPTIONS = {f"{name}={value}" for name in NAMES for value in option_choices(name)}


def players_pages() -> list[str]:
    """The documents of the toctree "Playing the game" of the book's index."""
    index = (DOCS / "index.rst").read_text(encoding="utf-8")
    block = index.split(":caption: Playing the game", 1)[1].split(".. only::", 1)[0]
    return re.findall(r"^   ([a-z][a-z-]*)$", block, re.MULTILINE)


class Printed(HTMLParser):
    """A page's article as the booklet prints it; code spans marked with backquotes."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self._open: list[bool] = []  # per open element: whether it is left out
        self._inside = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in EMPTY:
            return
        classes = set((dict(attrs).get("class") or "").split())
        dropped = bool(LEFT_OUT & classes) or tag == "details"
        self._open.append(dropped)
        if not self._left_out() and tag == "code":
            self.text.append("`")

    def handle_endtag(self, tag: str) -> None:
        if tag in EMPTY or not self._open:
            return
        was_out = self._left_out()
        self._open.pop()
        if not was_out and tag == "code":
            self.text.append("`")

    def handle_data(self, data: str) -> None:
        if not self._left_out():
            self.text.append(data)

    def _left_out(self) -> bool:
        return any(self._open)


def engine_words(page: str) -> list[str]:
    article = page[page.find("<article") : page.find("</article>")]
    printed = Printed()
    printed.feed(article)
    text = "".join(printed.text)
    found = [w for w in re.findall(r"[a-z0-9-]+\.[a-z0-9.-]*[a-z0-9]", text) if w in RULE_IDS]
    found += [w.strip() for w in re.findall(r"`([^`]+)`", text) if w.strip() in CODES]
    found += re.findall(r"<[a-z][a-z -]*>", text)
    found += [option for option in OPTIONS if option in text]
    return found


def test_the_players_part_is_the_toctree_s_first_caption() -> None:
    pages = players_pages()
    assert pages[0] == "overview" and "disputed" in pages and "conformance" not in pages


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_engine_word_in_what_the_players_booklet_prints(books: Path, language: str) -> None:
    found = {
        name: words
        for name in players_pages()
        if (words := engine_words((books / language / f"{name}.html").read_text("utf-8")))
    }
    assert found == {}
