"""``.. risk:dispute:: QUESTION``: a question players argue about, answered by citing
rules and backed by a scenario of the suite, shown beneath the answer.

Options: ``:id:`` a stable, language-neutral name (the anchor is ``dispute-<id>``),
``:rules:`` the deciding rule IDs, ``:scenario:`` the scenario IDs that prove the
answer, ``:index:`` the subjects under which the subject index lists the question,
comma-separated: terms of the glossary or of a chapter's index (a cited rule's first),
shown as that chapter's translation names them, so that each subject is one entry with its
rules and its questions together. A scenario that does not exist, or that checks none
of the cited rules, is a warning (the rulebook is built with warnings as errors).
"""

from __future__ import annotations

from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from risk_ref import i18n
from risk_ref.files import DOCS
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
        "index": directives.unchanged,
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
        section += self._index(section["ids"][0], rule_ids)
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

    def _index(self, anchor: str, rule_ids: list[str]) -> list[nodes.Node]:
        """The question's entries in the subject index, each subject named as the
        glossary or the chapter of a rule cited names it in the reader's language."""
        language = self.env.config.language or "en"
        cited = [rule.split(".")[0] for rule in rule_ids]
        chapters = list(
            dict.fromkeys(["glossary", *cited, *sorted(p.stem for p in DOCS.glob("*.rst"))])
        )
        entries = []
        for term in filter(None, (t.strip() for t in self.options.get("index", "").split(","))):
            shown = _subject(term, language, chapters)
            if shown is None:
                logger.warning(
                    "no translation of the subject %r", term, location=self.get_location()
                )
            entries.append(("single", shown or term, anchor, "", None))
        return [addnodes.index(entries=entries)] if entries else []


def _subject(term: str, language: str, chapters: list[str]) -> str | None:
    """A subject as the first of ``chapters`` that has it names it; None if none does."""
    if language == "en":
        return term
    return next(filter(None, (i18n.translation(term, language, c) for c in chapters)), None)


def setup(app: Sphinx) -> None:
    app.add_directive_to_domain("risk", "dispute", DisputeDirective)
