"""``.. risk-translation-status::``: how much of each chapter each language has
translated, read from the catalogues at build time."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from risk_ref import i18n
from risk_ref.sphinxext.labels import _
from risk_ref.sphinxext.tables import Rows, build_table

LANGUAGES = ("it", "el", "es", "sk")


def completion(po: Path) -> tuple[int, int]:
    """(translated and not fuzzy, all) messages of a catalogue."""
    with po.open("rb") as handle:
        catalogue = read_po(handle)
    messages = [m for m in catalogue if m.id]
    done = sum(1 for m in messages if m.string and not m.fuzzy)
    return done, len(messages)


class TranslationStatus(SphinxDirective):
    def run(self) -> list[nodes.Node]:
        line = self.get_source_info()[1]
        locales = Path(self.env.srcdir) / self.config.locale_dirs[0]
        chapters = sorted(p.stem for p in (locales / LANGUAGES[0] / "LC_MESSAGES").glob("*.po"))
        rows: Rows = []
        for chapter in chapters:
            cells: list[str] = []
            for language in LANGUAGES:
                po = locales / language / "LC_MESSAGES" / f"{chapter}.po"
                self.env.note_dependency(str(po))
                done, total = completion(po) if po.exists() else (0, 1)
                share = (100 * done // max(total, 1)) / 100  # never rounded up to 100 %
                cells.append(i18n.percent(share, self.config.language or "en", 0))
            rows.append((chapter, *cells))
        table = build_table([_("Catalogue"), *LANGUAGES], rows, None, line)  # data, not words
        return [table]


def setup(app: Sphinx) -> None:
    app.add_directive("risk-translation-status", TranslationStatus)
