"""``:risk:limit:`max-line```: a limit every input is held to, from the project's
``risk_limits`` (the rulebook reads them from the code that enforces them), written as
the reader's language writes numbers. A role, not an ``rst_epilog`` substitution: Sphinx
parses the epilog again with every translated message, which made up most of the time
of a translated build."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from babel.numbers import format_decimal
from docutils import nodes
from docutils.nodes import Node, system_message
from docutils.parsers.rst.states import Inliner
from sphinx.application import Sphinx


def limit_role(
    name: str,
    rawtext: str,
    text: str,
    lineno: int,
    inliner: Inliner,
    options: dict[str, Any] | None = None,
    content: Sequence[str] = (),
) -> tuple[list[Node], list[system_message]]:
    config = inliner.document.settings.env.config
    value = config.risk_limits.get(text)
    if value is None:
        message = inliner.reporter.error(f"no limit {text!r} in risk_limits", line=lineno)
        return [inliner.problematic(rawtext, rawtext, message)], [message]
    return [nodes.Text(format_decimal(value, locale=config.language or "en"))], []


def setup(app: Sphinx) -> None:
    app.add_config_value("risk_limits", {}, "env", types=[dict])
    app.add_role_to_domain("risk", "limit", limit_role)
