"""``.. risk:table:: NAME``: a table of :mod:`risk_ref.tables` as a docutils table, its
words translated (names: continents, territories, names, deck, starting-armies,
set-values, dice-limits, options, missions, tris, editions, position-keys, notation)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from risk_ref import tables
from risk_ref.sphinxext.fold import code_detail
from risk_ref.sphinxext.labels import _

logger = logging.getLogger(__name__)

Cell = str | int | tables.Named | nodes.Node
Rows = list[Sequence[Cell]]


def _cell(value: Cell, source: str | None, line: int, language: str) -> nodes.entry:
    if isinstance(value, tables.Named):
        named = nodes.paragraph()
        for at, (words, code) in enumerate(value.shown(language)):
            named += nodes.Text(("; " if at else "") + words)
            named += code_detail(code)
        return nodes.entry("", named)
    if isinstance(value, tables.Code):
        value = nodes.literal(text=value)
    elif isinstance(value, tables.Final):  # ``values`` that are typed as they are: code
        parts = enumerate(re.split(r"``(.+?)``", value))  # odd parts were marked
        shown = [nodes.literal(text=p) if at % 2 else nodes.Text(p) for at, p in parts if p]
        return nodes.entry("", nodes.paragraph("", "", *shown))
    if isinstance(value, nodes.Node):
        return nodes.entry("", nodes.paragraph("", "", value))
    text = str(value)
    paragraph = nodes.paragraph(text, text)
    if source and isinstance(value, str) and not text.isdigit():  # words are translated
        paragraph.source, paragraph.line = source, line
    return nodes.entry("", paragraph)


def build_table(
    header: Sequence[Cell],
    rows: Sequence[Sequence[Cell]],
    source: str | None,
    line: int,
    language: str = "en",
) -> nodes.table:
    """A table; its words are messages to translate when it has a source (not data)."""
    group = nodes.tgroup(cols=len(header))
    group += [nodes.colspec(colwidth=1) for _ in header]
    head = nodes.thead()
    head += nodes.row("", *(_cell(h, source, line, language) for h in header))
    body = nodes.tbody()
    for row in rows:
        body += nodes.row("", *(_cell(value, source, line, language) for value in row))
    group += [head, body]
    return nodes.table("", group, classes=["risk-table"])


class RiskTable(SphinxDirective):
    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0]
        source, line = self.get_source_info()
        if name not in tables.TABLES:
            known = ", ".join(tables.TABLES)
            logger.warning("unknown risk:table %r; known: %s", name, known, location=(source, line))
            return []
        header, rows = tables.table(name, _)
        return [build_table(header, rows, source, line, self.env.config.language or "en")]


def setup(app: Sphinx) -> None:
    app.add_directive_to_domain("risk", "table", RiskTable)
