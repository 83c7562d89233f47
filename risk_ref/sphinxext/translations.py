"""``.. risk:translation-status::``: how much of each chapter each language has
translated, read from the catalogues at build time, and when each language was last
reviewed, and how."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from babel import Locale
from babel.dates import format_date
from babel.messages.pofile import read_po
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from risk_ref import i18n
from risk_ref.decisions import S000, S001, S002, S003, S004
from risk_ref.errors import N_
from risk_ref.i18n import TRANSLATIONS
from risk_ref.rulebook import chapter_title
from risk_ref.sphinxext.labels import _
from risk_ref.sphinxext.tables import Rows, build_table
from risk_ref.tables import Final


@dataclass(frozen=True, slots=True)
class Review:
    """A language read through as a native editor reads it: when, against which of the
    source rulebooks, what and for what."""

    day: date
    sources: tuple[str, ...]
    read: tuple[str, ...]


CHAPTERS, GLOSSARY = N_("every chapter"), N_("the glossary")
EXAMPLES, MESSAGES, THEME = N_("the worked examples"), N_("the engine's messages"), N_("the theme")
TERMS, GRAMMAR, PLURALS = N_("terminology"), N_("grammar"), N_("plural forms")

EVERYTHING = (CHAPTERS, GLOSSARY, EXAMPLES, MESSAGES, TERMS, GRAMMAR, PLURALS)
REVIEWS = {
    "it": Review(date(2026, 12, 2), (S000, S002), EVERYTHING),
    "el": Review(date(2026, 12, 2), (S001,), EVERYTHING),
    "es": Review(date(2026, 12, 2), (S003,), EVERYTHING),
    "sk": Review(date(2026, 12, 2), (S004,), (*EVERYTHING[:4], THEME, *EVERYTHING[4:])),
}

# The catalogues that are not chapters.
CATALOGUES = {
    "risk_ref": N_("The engine's messages and the tables' words"),
    "sphinx": N_("The theme's words"),
}


def completion(po: Path) -> tuple[int, int]:
    """(translated and not fuzzy, all) messages of a catalogue."""
    with po.open("rb") as handle:
        catalogue = read_po(handle)
    messages = [m for m in catalogue if m.id]
    done = sum(1 for m in messages if m.string and not m.fuzzy)
    return done, len(messages)


def language_name(language: str, reader: str) -> str:
    """A language's name in the reader's language, as a heading writes it."""
    name = Locale.parse(language).get_display_name(reader) or language
    return name[:1].upper() + name[1:]


class TranslationStatus(SphinxDirective):
    def run(self) -> list[nodes.Node]:
        line = self.get_source_info()[1]
        reader = self.config.language or "en"
        docs = Path(self.env.srcdir)
        locales = docs / self.config.locale_dirs[0]
        chapters = sorted(p.stem for p in (locales / TRANSLATIONS[0] / "LC_MESSAGES").glob("*.po"))
        rows: Rows = []
        for chapter in chapters:
            cells: list[str] = []
            for language in TRANSLATIONS:
                po = locales / language / "LC_MESSAGES" / f"{chapter}.po"
                self.env.note_dependency(str(po))
                done, total = completion(po) if po.exists() else (0, 1)
                share = (100 * done // max(total, 1)) / 100  # never rounded up to 100 %
                cells.append(Final(i18n.percent(share, reader, 0)))
            name = _(CATALOGUES[chapter]) if chapter in CATALOGUES else None
            rows.append((Final(name or chapter_title(chapter, reader, docs)), *cells))
        names = [Final(language_name(language, reader)) for language in TRANSLATIONS]
        status = build_table([_("Catalogue"), *names], rows, None, line)
        reviews: Rows = []
        for language, review in REVIEWS.items():
            against = ", ".join(f"``{name}``" for name in review.sources)
            read = ", ".join(_(part) for part in review.read)
            day = format_date(review.day, "long", reader)
            shown = (Final(day), Final(against), Final(read))
            reviews.append((names[TRANSLATIONS.index(language)], *shown))
        header = [_("Language"), _("Last review"), _("Read against"), _("What was read")]
        return [status, build_table(header, reviews, None, line)]


def setup(app: Sphinx) -> None:
    app.add_directive_to_domain("risk", "translation-status", TranslationStatus)
