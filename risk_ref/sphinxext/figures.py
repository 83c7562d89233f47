"""Generated material beyond tables: the board picture, the odds appendix, the disputed
points of the sources and the changelog."""

from __future__ import annotations

from collections.abc import Iterable

from babel.numbers import get_decimal_symbol
from docutils import nodes
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from risk_ref import i18n
from risk_ref.board_map import render_svg
from risk_ref.changelog import RELEASES
from risk_ref.decisions import DECISIONS, Confidence, Decision, Quote
from risk_ref.odds import conquest_probability_table, roll_outcomes
from risk_ref.odds_plot import conquest_plot_svg
from risk_ref.ruleset import CLASSIC, RULESETS
from risk_ref.sphinxext.labels import _
from risk_ref.sphinxext.pictures import make as picture
from risk_ref.sphinxext.tables import Rows, build_table
from risk_ref.tables import Final
from risk_ref.turn_flow import Step, turn_flow_svg

ODDS_ARMIES = 30  # the appendix covers up to 30 attacking and 30 defending armies
ODDS_COLUMNS = 10  # defenders per table, so each table fits a phone


def _percent(chance: float) -> str:
    """Whole percent, but never rounded to a certainty it is not: ">99", "<1"."""
    if 0.995 <= chance < 1:
        return ">99"
    if 0 < chance < 0.005:
        return "<1"
    return f"{chance * 100:.0f}"


class RiskMap(SphinxDirective):
    """The board, drawn from the board data, named as the page's own tables name it (the
    same catalogue translates both)."""

    def run(self) -> list[nodes.Node]:
        board, language, chapter = CLASSIC.board, self.config.language, self.env.docname
        names = {t.id: i18n.gettext(t.name, language, chapter) for t in board.territories}
        continents = {c.id: i18n.gettext(c.name, language, chapter) for c in board.continents}
        svg = render_svg(board, names, continents, title=_("The classic board"))
        return [picture(svg, ["risk-map"])]


class RiskTurnFlow(SphinxDirective):
    """A turn's steps in order, drawn in the reader's language."""

    def run(self) -> list[nodes.Node]:
        steps = [
            Step(_("1. Reinforcement"), _("Receive armies, trade sets of cards, place them")),
            Step(_("2. Attack"), _("Roll the dice; move into each territory you conquer")),
            Step(_("A card"), _("Draw one if you conquered a territory"), optional=True),
            Step(_("3. Fortification"), _("Move armies once, or not at all")),
        ]
        title = _("The steps of a turn")
        svg = turn_flow_svg(steps, _("again?"), _("next player, to the left"), title)
        return [picture(svg, ["risk-turn-flow"], width=0.9)]


class RiskOdds(SphinxDirective):
    """``roll``: every dice pairing's outcomes; ``conquest``: the table of an attack
    pressed to the end; ``plot``: that table as a picture."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        source, line = self.get_source_info()
        kind = self.arguments[0]
        language = self.config.language or "en"
        if kind == "roll":
            return [self._roll_table(source, line, language)]
        table = conquest_probability_table(ODDS_ARMIES, ODDS_ARMIES, CLASSIC)
        if kind == "plot":
            labels = {
                "x_axis": _("Defending armies"),
                "y_axis": _("Probability of conquest"),
                "series": _("{n} attacking armies"),
                "description": _(
                    "{y_axis}, from 0 to 1, against {x_axis}, from 1 to {defenders}: {series}"
                ),
                "decimal": get_decimal_symbol(language),
            }
            svg = conquest_plot_svg(table, _("Chance to conquer a territory"), labels)
            return [picture(svg, ["risk-odds-plot"], width=0.9)]
        if kind == "conquest":
            return [self._conquest_table(table, first, source, line) for first in (1, 11, 21)]
        raise self.error(f"unknown risk:odds kind {kind!r}; known: roll, conquest, plot")

    @staticmethod
    def _roll_table(source: str, line: int, language: str) -> nodes.table:
        rows: Rows = []
        for attack in range(1, CLASSIC.max_attack_dice + 1):
            for defence in range(1, CLASSIC.max_defence_dice + 1):
                for (lost_a, lost_d), chance in roll_outcomes(attack, defence).items():
                    percent = i18n.percent(float(chance), language, 2)
                    rows.append((attack, defence, lost_a, lost_d, Final(f"{percent} ({chance})")))
        header = [
            _("Attacker's dice"),
            _("Defender's dice"),
            _("Attacker loses"),
            _("Defender loses"),
            _("Probability"),
        ]
        return build_table(header, rows, source, line)

    @staticmethod
    def _conquest_table(
        table: list[list[float]], first: int, source: str, line: int
    ) -> nodes.table:
        defenders = range(first, min(first + ODDS_COLUMNS, ODDS_ARMIES + 1))
        rows: Rows = [
            (attackers, *(Final(_percent(table[attackers][d])) for d in defenders))
            for attackers in range(2, ODDS_ARMIES + 1)
        ]
        header = [_("Attackers / defenders (%)"), *(str(d) for d in defenders)]
        built = build_table(header, rows, source, line)
        built["classes"].append("risk-odds-table")
        return built


def _paragraph(text: str, source: str | None, line: int) -> nodes.paragraph:
    """A paragraph; with a source it is a message of the chapter's catalogue."""
    node = nodes.paragraph(text, text)
    if source:
        node.source, node.line = source, line
    return node


def rule_reference(rule_id: str, explicit: bool = False) -> pending_xref:
    """A citation of a rule, resolved by the rule domain ("rule 6.3", or the ID itself)."""
    ref = pending_xref("", refdomain="risk", reftype="rule", reftarget=rule_id)
    ref["refexplicit"] = explicit
    ref += nodes.literal(text=rule_id)
    return ref


def rules_cited(rule_ids: Iterable[str], css_class: str) -> nodes.paragraph:
    """ "Rules: rule 6.3, rule 6.4": the rules a passage rests on, each a citation."""
    cited = nodes.paragraph(classes=[css_class])
    cited += nodes.Text(_("Rules:") + " ")
    for position, rule_id in enumerate(rule_ids):
        if position:
            cited += nodes.Text(", ")
        cited += rule_reference(rule_id)
    return cited


def _confidence_label(confidence: Confidence) -> str:
    labels = {
        Confidence.HIGH: _("high: a published text says so"),
        Confidence.MEDIUM: _("medium: read from a published text that does not quite say it"),
        Confidence.LOW: _("low: no source speaks; chosen to keep the editions consistent"),
    }
    return labels[confidence]


def _labelled(label: str, text: str, source: str | None, line: int) -> nodes.container:
    box = nodes.container(classes=["decision-part"])
    box += nodes.rubric(label, label)
    box += _paragraph(text, source, line)
    return box


def _quotes(quotes: tuple[Quote, ...]) -> nodes.bullet_list:
    """The sources' own words, as they are: data, not a message to translate."""
    listed = nodes.bullet_list(classes=["decision-quotes"])
    for quote in quotes:
        words = nodes.paragraph()
        words += nodes.Text(f"\u201c{quote.text}\u201d ")
        words += nodes.literal(text=f"{quote.source[:3]}:{quote.line}")
        listed += nodes.list_item("", words)
    return listed


def _alternatives(selectors: tuple[str, ...], language: str) -> nodes.container:
    """What selects the other readings: a ruleset by its name and ID, an option as code."""
    box = nodes.container(classes=["decision-part"])
    box += nodes.rubric(_("The alternative"), _("The alternative"))
    words = nodes.paragraph()
    for at, selector in enumerate(selectors):
        if at:
            words += nodes.Text(", ")
        if selector in RULESETS:
            words += nodes.Text(i18n.ruleset_name(selector, language) + " (")
            words += [nodes.literal(text=selector), nodes.Text(")")]
        else:
            words += nodes.literal(text=selector)
    box += words
    return box


def decision_anchor(decision: Decision) -> str:
    """A decision's anchor: its permanent ID, the same in every language, apart from the
    disputes' own anchors."""
    return "decision-" + decision.id


class RiskDecisions(SphinxDirective):
    """One section per disputed point: what each source says, the decision and why."""

    def run(self) -> list[nodes.Node]:
        source, line = self.get_source_info()
        sections: list[nodes.Node] = []
        for decision in DECISIONS:
            section = nodes.section(ids=[decision_anchor(decision)])
            title = nodes.title(decision.topic, decision.topic)
            title.source, title.line = source, line
            section += title
            sayings = nodes.bullet_list()
            for stance in decision.positions:
                item = nodes.list_item()
                item += _paragraph(stance.says, source, line)
                who = _paragraph(stance.sources, source, line)  # a message: "(not among ...)"
                who["classes"].append("decision-sources")
                item += who
                if stance.quotes:
                    item += _quotes(stance.quotes)
                sayings += item
            section += sayings
            section += _labelled(_("Decision"), decision.decision, source, line)
            section += _labelled(_("Why"), decision.reason, source, line)
            if decision.alternatives:
                section += _alternatives(decision.alternatives, self.config.language or "en")
            if decision.confidence:
                label = _confidence_label(decision.confidence)
                section += _labelled(_("Confidence"), label, None, line)
            section += rules_cited(decision.rules, "decision-rules")
            sections.append(section)
        return sections


class RiskChangelog(SphinxDirective):
    """Every change of every rules version, newest first."""

    def run(self) -> list[nodes.Node]:
        source, line = self.get_source_info()
        rows: Rows = []
        for release in reversed(RELEASES):
            for rule_id, change, note in release.changes:
                text = change.value + (f": {note}" if note else "")
                version, date = nodes.Text(release.version), nodes.Text(release.date)  # data
                rows.append((version, date, rule_reference(rule_id, True), text))
        header = [_("Version"), _("Date"), _("Rule"), _("Change")]
        return [build_table(header, rows, source, line)]


def setup(app: Sphinx) -> None:
    app.add_directive_to_domain("risk", "map", RiskMap)
    app.add_directive_to_domain("risk", "odds", RiskOdds)
    app.add_directive_to_domain("risk", "turn-flow", RiskTurnFlow)
    app.add_directive_to_domain("risk", "decisions", RiskDecisions)
    app.add_directive_to_domain("risk", "changelog", RiskChangelog)
