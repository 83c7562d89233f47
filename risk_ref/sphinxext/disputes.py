"""``.. risk:dispute:: QUESTION``: a question players argue about, answered by citing
rules and backed by a scenario of the suite, shown beneath the answer.

Options: ``:id:`` a stable, language-neutral name (the anchor is ``dispute-<id>``),
``:rules:`` the deciding rule IDs, ``:scenario:`` the scenario IDs that prove the
answer. A scenario that does not exist, or that checks none of the cited rules, is a
warning (the rulebook is built with warnings as errors).
"""

from __future__ import annotations

from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from risk_ref.sphinxext import scenarios
from risk_ref.sphinxext.figures import rules_cited
from risk_ref.sphinxext.fold import fold
from risk_ref.sphinxext.labels import _
from risk_ref.sphinxext.rules import RuleDomain

logger = logging.getLogger(__name__)


class DisputeDirective(SphinxDirective):
    required_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {
        "id": directives.unchanged_required,
        "rules": directives.unchanged_required,
        "scenario": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        source, line = self.get_source_info()
        question = self.arguments[0]
        rule_ids = self.options.get("rules", "").split()
        scenario_ids = self.options.get("scenario", "").split()
        section = nodes.section(classes=["dispute"], ids=["dispute-" + self.options.get("id", "")])
        title = nodes.title(question, question)
        title.source, title.line = source, line
        section += title
        self.state.nested_parse(self.content, self.content_offset, section)
        section += rules_cited(rule_ids, "dispute-rules")
        folder = scenarios.features_dir(self.env)
        known = {s.id: s for s in scenarios.scenarios(self.env)}
        shown = fold(summary=_("The scenario that settles it"), classes=["rule-examples"])
        for scenario_id in scenario_ids:
            scenario = known.get(scenario_id)
            if scenario is None or folder is None:
                logger.warning("unknown scenario %r", scenario_id, location=(source, line))
                continue
            if not set(scenario.rules) & set(rule_ids):
                logger.warning(
                    "scenario %s checks %s, none of the rules cited",
                    scenario_id,
                    ", ".join(scenario.rules),
                    location=(source, line),
                )
            self.env.note_dependency(str(folder / scenario.feature_file))
            shown += scenarios.render(scenario, folder, self.env)
        if not self.options.get("id") or not rule_ids or not scenario_ids:
            logger.warning("a dispute needs :id:, :rules: and :scenario:", location=(source, line))
        section += shown
        domain = self.env.get_domain("risk")
        assert isinstance(domain, RuleDomain)
        domain.add_dispute(section["ids"][0], question, rule_ids)
        return [section]


def setup(app: Sphinx) -> None:
    app.add_directive_to_domain("risk", "dispute", DisputeDirective)
