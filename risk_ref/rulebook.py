"""The rulebook's rules read straight from its reST sources, for citing without Sphinx.

The English text of a rule lives once, in a ``.. rule::`` directive of a chapter in
``docs/``. Its display number is ``<chapter>.<n>``: the chapter's place in the
rulebook's table of contents, and the rule's place in its chapter. The Sphinx
extension numbers chapters from Sphinx's own reading of that table of contents, and
rules with :func:`display_number`; a test checks that the two readings agree, so a
citation reads the same on paper, on screen and on the command line.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from difflib import get_close_matches
from pathlib import Path

from risk_ref import i18n, tables
from risk_ref.errors import excerpt
from risk_ref.files import DOCS

_DIRECTIVE = re.compile(r"^\.\. (?:risk:)?rule:: *(?P<id>\S+) *$")
_OPTION = re.compile(r"^ +:(?P<name>[\w-]+):(?: +(?P<value>.*))?$")
_ROLE = re.compile(r":(?:risk:)?rule:`(?P<id>[^`]+)`")
_INDEX = re.compile(r"^ +\.\. index::")
_TABLE = re.compile(r"^\.\. (?:risk:)?table:: *(?P<name>\S+)$")
_DOC = re.compile(r":doc:`(?P<name>[\w-]+)`")  # a chapter named by its file: its title
_REF = re.compile(r":ref:`(?P<label>[\w-]+)`")  # a section named by its label: its title
_OTHER_ROLE = re.compile(r":\w+:`(?P<text>[^`<]+?)(?:\s*<[^>]*>)?`")  # :ref:`x`, :doc:`t <x>`


@dataclass(frozen=True, slots=True)
class RuleText:
    id: str
    title: str
    text: str  # the body as written in reST
    chapter: str  # the document name, e.g. "attack"
    number: str  # the display number, e.g. "6.3"
    line: int


def chapters(docs: Path = DOCS) -> list[str]:
    """The documents of the root tables of contents (the players' part, then the
    implementers'), in order: a chapter's number is its place in this list."""
    names: list[str] = []
    inside = False
    for line in (docs / "index.rst").read_text(encoding="utf-8").splitlines():
        if line.strip() == ".. toctree::":
            inside = True
        elif inside and line and not line[0].isspace():
            inside = False
        elif inside and line.strip() and not line.strip().startswith(":"):
            names.append(line.strip())
    return names


def chapter_title(name: str, language: str, docs: Path = DOCS) -> str:
    """A chapter's title in ``language``, as its heading reads; the name if there is none."""
    path = docs / f"{name}.rst"
    if not path.exists():
        return name
    title = path.read_text(encoding="utf-8").lstrip().splitlines()[0].strip()
    return i18n.gettext(title, language, domain=name)


def section_title(label: str, language: str, docs: Path = DOCS) -> str:
    """The title of the section a ``.. _label:`` target stands before, in ``language``."""
    target = f".. _{label}:"
    for path in sorted(docs.glob("*.rst")):
        lines = path.read_text(encoding="utf-8").splitlines()
        if target in lines:
            after = lines[lines.index(target) + 1 :]
            title = next((line.strip() for line in after if line.strip()), label)
            return i18n.gettext(title, language, domain=path.stem)
    return label


def display_number(chapter: int, ordinal: int) -> str:
    """Chapter and rule, both counted from 1."""
    return f"{chapter}.{ordinal}"


def read_rules(source: str, chapter: str, chapter_number: int) -> list[RuleText]:
    """The rules declared in one chapter's reST source."""
    lines = source.splitlines()
    rules: list[RuleText] = []
    index = 0
    while index < len(lines):
        match = _DIRECTIVE.match(lines[index])
        index += 1
        if not match:
            continue
        start = index
        title = ""
        while index < len(lines) and (option := _OPTION.match(lines[index])):
            if option["name"] == "title":
                title = (option["value"] or "").strip()
            index += 1
        body: list[str] = []
        while index < len(lines) and (not lines[index].strip() or lines[index][0].isspace()):
            if not _INDEX.match(lines[index]):  # the subjects are for the book's index
                body.append(lines[index])
            index += 1
        rules.append(
            RuleText(
                id=match["id"],
                title=title,
                text=textwrap.dedent("\n".join(body)).strip(),
                chapter=chapter,
                number=display_number(chapter_number, len(rules) + 1),
                line=start,
            )
        )
    return rules


def load_rulebook(docs: Path = DOCS) -> list[RuleText]:
    """Every rule of the rulebook, in reading order."""
    rules: list[RuleText] = []
    for number, chapter in enumerate(chapters(docs), start=1):
        path = docs / f"{chapter}.rst"
        if path.exists():
            rules.extend(read_rules(path.read_text(encoding="utf-8"), chapter, number))
    return rules


def find_rule(rules: list[RuleText], citation: str) -> RuleText:
    """A rule by permanent ID or display number; raises KeyError listing close matches."""
    wanted = citation.strip().lower().removeprefix("rule ").strip()
    for rule in rules:
        if wanted in (rule.id, rule.number):
            return rule
    ids = [rule.id for rule in rules]
    close = [i for i in ids if wanted and wanted in i] or get_close_matches(wanted, ids, 4, 0.5)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise KeyError(f"no rule {excerpt(citation)}{hint}")


def translated(rule: RuleText, language: str) -> tuple[str, str]:
    """A rule's title and reST body in ``language``, paragraph by paragraph (and list item
    by list item) from the rulebook's catalogue of its chapter; English where missing."""
    blocks: list[str] = []
    for block in re.split(r"\n\s*\n", rule.text):
        items = re.split(r"(?m)^([-*]|\d+\.) ", block)  # bullets or numbers, kept
        if table := _TABLE.match(block.strip()):
            blocks.append(table_text(table["name"], rule.chapter, language))
        elif len(items) > 1 and not items[0].strip():
            marks = ["-" if mark in "-*" else mark for mark in items[1::2]]
            texts = [_message(item, rule.chapter, language) for item in items[2::2]]
            blocks.append("\n".join(f"{m} {t}" for m, t in zip(marks, texts, strict=True)))
        else:
            blocks.append(_message(block, rule.chapter, language))
    return i18n.gettext(rule.title, language, rule.chapter), "\n\n".join(blocks)


def table_text(name: str, chapter: str, language: str) -> str:
    """A generated table (``.. risk:table:: NAME``) as aligned text in ``language``, as
    the rulebook shows it: headers from the engine's catalogue, words from the chapter's."""

    def cell(value: tables.Cell) -> str:
        if isinstance(value, tables.Named):  # a terminal's reader may want the codes
            return "; ".join(f"{words} ({code})" for words, code in value.shown(language))
        if isinstance(value, int | tables.Code | tables.Final):
            return str(value).replace("``", "")  # code is plain in a terminal
        return i18n.gettext(value, language, chapter)

    header, rows = tables.table(name, lambda message: i18n.gettext(message, language))
    lines = [[cell(h) for h in header], *([cell(value) for value in row] for row in rows)]
    widths = [max(len(line[column]) for line in lines) for column in range(len(header))]
    text = ["  ".join(f"{c:<{w}}" for c, w in zip(line, widths, strict=True)) for line in lines]
    text.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in text)


def _message(text: str, chapter: str, language: str) -> str:
    """A paragraph's translation, wrapped for a terminal; the paragraph as written if
    there is none."""
    message = " ".join(text.split())
    found = i18n.gettext(message, language, chapter)
    if found == message:
        return text.strip()
    return textwrap.fill(found, 84, break_on_hyphens=False)  # a rule ID is never split


def plain_text(text: str, rules: list[RuleText], language: str = "en") -> str:
    """A rule's reST body as plain text: cross-references become "rule 6.3"."""
    numbers = {rule.id: rule.number for rule in rules}
    word = i18n.gettext("rule %s", language)

    def reference(match: re.Match[str]) -> str:
        rule_id = match["id"]
        return f"{word % numbers.get(rule_id, rule_id)} ({rule_id})"

    text = _ROLE.sub(reference, text)
    text = _DOC.sub(lambda match: chapter_title(match["name"], language), text)
    text = _REF.sub(lambda match: section_title(match["label"], language), text)
    text = _OTHER_ROLE.sub(lambda match: match["text"], text)
    return re.sub(
        r"``(.+?)``|\*\*(.+?)\*\*|\*(.+?)\*", lambda m: next(g for g in m.groups() if g), text
    )
