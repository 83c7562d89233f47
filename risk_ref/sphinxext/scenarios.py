"""The scenarios of the rule suite rendered under the rule they check.

Each step is a message of its own (source and line point at the feature file), so the
examples are translated with the rest of the rulebook; the Gherkin keyword is kept out
of the message and put back after translation.
"""

from __future__ import annotations

from pathlib import Path

from docutils import nodes
from sphinx.environment import BuildEnvironment

from risk_ref.spec import SpecScenario, SpecStep, load_scenarios
from risk_ref.sphinxext.labels import _
from risk_ref.sphinxext.tables import build_table

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


def _step(step: SpecStep, source: str, line: int, classes: list[str]) -> list[nodes.Node]:
    paragraph = _message(step.text, source, line, ["gherkin-step", *classes])
    paragraph["gherkin_keyword"] = step.keyword.strip()
    rendered: list[nodes.Node] = [paragraph]
    if step.table:
        rendered.append(_table(step.table, source, line))
    return rendered


def render(scenario: SpecScenario, folder: Path) -> nodes.container:
    """One scenario: its name, background, steps and examples table."""
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
    origin = nodes.paragraph(classes=["gherkin-origin"])
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
    heading = _("Worked examples")
    container = nodes.container(classes=["rule-examples"])
    container += nodes.rubric(heading, heading)
    container += [render(scenario, folder) for scenario in tagged]
    return [container]
