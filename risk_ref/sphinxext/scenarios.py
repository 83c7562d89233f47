"""The scenarios of the rule suite rendered under the rule they check.

Each step is a message of its own (source and line point at the feature file), so the
examples are translated with the rest of the rulebook; the Gherkin keyword is kept out
of the message and put back after translation. The scenarios name territories and
continents by ID, for programs; once translated, the examples show their names in the
reader's language (:class:`ExampleNames`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.environment import BuildEnvironment
from sphinx.transforms import SphinxTransform

from risk_ref import i18n
from risk_ref.board import CLASSIC_BOARD
from risk_ref.engine import MISSIONS
from risk_ref.spec import SpecScenario, SpecStep, load_scenarios
from risk_ref.sphinxext.figures import rule_reference
from risk_ref.sphinxext.fold import fold
from risk_ref.sphinxext.labels import _
from risk_ref.sphinxext.positions import diagrams
from risk_ref.sphinxext.tables import build_table
from risk_ref.tables import mission_called

_CACHE: dict[Path, list[SpecScenario]] = {}


def features_dir(env: BuildEnvironment) -> Path | None:
    configured: str = env.config.risk_features_dir
    return (Path(env.srcdir) / configured).resolve() if configured else None


def scenarios(env: BuildEnvironment) -> list[SpecScenario]:
    """The suite's scenarios, read once per process."""
    folder = features_dir(env)
    if folder is None:
        return []
    if folder not in _CACHE:
        _CACHE[folder] = load_scenarios(folder)
    return _CACHE[folder]


def _message(text: str, source: str, line: int, classes: list[str]) -> nodes.paragraph:
    node = nodes.paragraph(text, text, classes=classes)
    node.source, node.line = source, line
    return node


def _table(rows: tuple[tuple[str, ...], ...], source: str, line: int) -> nodes.table:
    header, *body = rows
    table = build_table(header, list(body), source, line)
    table["classes"].append("gherkin-table")
    return table


# A refusal as the suite states it, for programs; players read "refused: rule 6.3".
_REFUSED = re.compile(
    r"^(?P<what>the action|setting up) is refused under rule (?P<rule>\S+) with code (?P<code>\S+)$"
)


def _refusal(match: re.Match[str], classes: list[str]) -> nodes.paragraph:
    said = (
        _("the action is refused:")
        if match["what"] == "the action"
        else _("setting up is refused:")
    )
    paragraph = nodes.paragraph(classes=["gherkin-step", *classes])
    paragraph += nodes.Text(said + " ")
    paragraph += rule_reference(match["rule"])
    detail = nodes.inline(classes=["implementer-detail"])
    detail += nodes.Text(" · " + _("code") + " ")
    detail += nodes.literal(text=match["code"])
    paragraph += detail
    return paragraph


def _step(step: SpecStep, source: str, line: int, classes: list[str]) -> list[nodes.Node]:
    refused = _REFUSED.match(step.text)
    if refused:
        paragraph = _refusal(refused, classes)
    else:
        paragraph = _message(step.text, source, line, ["gherkin-step", *classes])
    paragraph["gherkin_keyword"] = step.keyword.strip()
    rendered: list[nodes.Node] = [paragraph]
    if step.table:
        rendered.append(_table(step.table, source, line))
    return rendered


def render(scenario: SpecScenario, folder: Path, env: BuildEnvironment) -> nodes.container:
    """One scenario: its name, background, steps and examples table, and its position
    drawn."""
    source = str(folder / scenario.feature_file)
    box = nodes.container(classes=["gherkin-scenario"])
    box["ids"] = [f"scenario-{scenario.feature_file.replace('/', '-')}-{scenario.line}"]
    box += _message(scenario.name, source, scenario.line, ["gherkin-name"])
    for step in scenario.background:
        box += _step(step, source, scenario.line, ["gherkin-background"])
    for step in scenario.steps:
        box += _step(step, source, scenario.line, [])
    if scenario.examples:
        box += nodes.rubric(_("Examples"), _("Examples"), classes=["gherkin-examples"])
        box += _table(scenario.examples, source, scenario.line)
    box += diagrams(env, scenario)
    origin = nodes.paragraph(classes=["gherkin-origin", "implementer-detail"])
    origin += nodes.literal(text=f"features/{scenario.feature_file}:{scenario.line}")
    if scenario.id:
        origin += nodes.Text(" · ")
        origin += nodes.literal(text=scenario.id)
    box += origin
    return box


def examples_for(env: BuildEnvironment, rule_id: str) -> list[nodes.Node]:
    """The heading and scenarios shown under a rule; nothing if it has none."""
    folder = features_dir(env)
    tagged = [s for s in scenarios(env) if rule_id in s.rules]
    if folder is None or not tagged:
        return []
    for scenario in tagged:
        env.note_dependency(str(folder / scenario.feature_file))
    first = min(tagged, key=_for_players)
    heading = _("Example")
    container = nodes.container(classes=["rule-examples"])
    container += nodes.rubric(heading, heading)
    container += render(first, folder, env)
    others = [scenario for scenario in tagged if scenario is not first]
    if others:
        more = fold(summary=_("More worked examples") + f" ({len(others)})")
        more += [render(scenario, folder, env) for scenario in others]
        container += more
    return [container]


def _for_players(scenario: SpecScenario) -> tuple[bool, bool]:
    """The example shown open: one written out rather than a table of cases, then one
    that plays the rule out rather than one refused; the first of those in the suite's
    order."""
    refused = any(_REFUSED.match(step.text) for step in scenario.steps)
    return bool(scenario.examples), refused


@cache
def place_names(language: str) -> dict[str, str]:
    """Each territory's, continent's and wild card's ID, and its name in ``language``."""
    wild = [
        CLASSIC_BOARD.card_id(c)
        for c in range(len(CLASSIC_BOARD.territories), CLASSIC_BOARD.deck_size)
    ]
    return {place: i18n.place_name(place, language) for place in (*i18n.places(), *wild)}


def whole_ids(ids: Iterable[str]) -> re.Pattern[str]:
    """Whole IDs, the longest first ("east-africa" before "africa"), and not part of a
    longer one: neither ``attack`` in the rule ID ``attack.adjacent`` nor in the error
    code ``attack-too-few-armies``."""
    longest = sorted(ids, key=len, reverse=True)
    words = "|".join(map(re.escape, longest))
    return re.compile(rf"(?<![\w.-])({words})(?![\w-]|\.\w)")


@cache
def _place_ids() -> re.Pattern[str]:
    return whole_ids(place_names("en"))


@cache
def _phase_ids() -> re.Pattern[str]:
    return whole_ids(i18n.PHASE_NAMES)


@cache
def _mission_ids() -> re.Pattern[str]:
    return whole_ids(MISSIONS)


@cache
def _ruleset_ids() -> re.Pattern[str]:
    return whole_ids(i18n.RULESET_NAMES)


def _in_example(node: nodes.Node) -> bool:
    """Whether a text is a step's or an example table's words (not code, not a name)."""
    for ancestor in _ancestors(node):
        if isinstance(ancestor, nodes.literal):
            return False
        classes: list[str] = (
            ancestor.get("classes", []) if isinstance(ancestor, nodes.Element) else []
        )
        if "gherkin-step" in classes or "gherkin-table" in classes:
            return True
    return False


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    found = []
    while node.parent is not None:
        node = node.parent
        found.append(node)
    return found


_PLACEHOLDER = re.compile(r"<([\w-]+)>")  # a column of the examples table, in a step


class ExampleNames(SphinxTransform):
    """The worked examples name places, missions, rulesets and phases as players do, in
    the reader's language, and a step's ``<placeholder>`` reads as its column's
    (translated) heading."""

    default_priority = 31  # after the i18n Locale transform (20)

    def apply(self, **kwargs: Any) -> None:
        language = self.config.language or "en"
        names = place_names(language)
        chapter = self.env.docname

        def column(match: re.Match[str]) -> str:
            return f"<{i18n.gettext(match[1], language, chapter)}>"

        def phase(match: re.Match[str]) -> str:
            return i18n.phase_name(match[0], language)

        def mission(match: re.Match[str]) -> str:
            return mission_called(match[0], language)

        def ruleset(match: re.Match[str]) -> str:
            return i18n.ruleset_name(match[0], language)

        for text in [t for t in self.document.findall(nodes.Text) if _in_example(t)]:
            named = _place_ids().sub(lambda match: names[match[0]], str(text))
            named = _mission_ids().sub(mission, named)
            named = _ruleset_ids().sub(ruleset, named)
            named = _PLACEHOLDER.sub(column, named)
            if language != "en":  # an English step names a phase by its ID, in English
                named = _phase_ids().sub(phase, named)
            if named != str(text):
                text.parent.replace(text, nodes.Text(named))
