"""``fold``: material a reader opens when they want it (further worked examples); and
``:risk:code:`two-player=no-neutral```, the code an implementer writes for what the
sentence names in words, in brackets, among the details for implementers.

In HTML a ``<details>`` element, closed; in the full PDF its content in line. The
players' PDF (built with the tag ``players``), a booklet for the table, leaves out the
worked examples, folded or not (the full PDF and the web book have them), and the
details for implementers (codes, error codes, feature files and lines, case IDs), which
the web book shows only to a reader who asks for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from docutils import nodes
from docutils.nodes import Node, system_message
from docutils.parsers.rst.states import Inliner
from sphinx.application import Sphinx
from sphinx.writers.html5 import HTML5Translator


class fold(nodes.General, nodes.Element):
    """Its ``summary`` is the line shown while it is closed."""


def _visit_html(self: HTML5Translator, node: fold) -> None:
    self.body.append(f'<details class="risk-fold"><summary>{escape(node["summary"])}</summary>\n')


def _depart_html(self: HTML5Translator, node: fold) -> None:
    self.body.append("</details>\n")


def _pass(self: nodes.NodeVisitor, node: fold) -> None:
    pass


def _players_book(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if app.builder.format != "latex" or not app.tags.has("players"):
        return
    left_out = {"rule-examples", "implementer-detail"}
    for node in list(doctree.findall(nodes.Element)):
        if isinstance(node, fold) or left_out & set(node.get("classes", ())):
            node.parent.remove(node)


def code_detail(code: str) -> nodes.inline:
    """`` (code)``, among the implementers' details."""
    detail = nodes.inline(classes=["implementer-detail"])
    detail += nodes.Text(" (")
    detail += nodes.literal(text=code)
    detail += nodes.Text(")")
    return detail


def code_role(
    name: str,
    rawtext: str,
    text: str,
    lineno: int,
    inliner: Inliner,
    options: dict[str, Any] | None = None,
    content: Sequence[str] = (),
) -> tuple[list[Node], list[system_message]]:
    return [code_detail(text)], []


def setup(app: Sphinx) -> None:
    app.add_role_to_domain("risk", "code", code_role)
    app.add_node(
        fold,
        html=(_visit_html, _depart_html),
        latex=(_pass, _pass),
        text=(_pass, _pass),
    )
    app.connect("doctree-resolved", _players_book)
