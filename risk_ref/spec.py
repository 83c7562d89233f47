"""The rule suite as data: every scenario in ``features/`` with its steps and the rules
it checks.

Read with the official Gherkin parser; used by the traceability checks, the rulebook
(which shows each rule's scenarios) and, later, the conformance kit.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gherkin.parser import Parser

RULE_TAG = "rule:"
ID_TAG = "id:"
RULESET_TAG = "ruleset:"  # on a feature: the ruleset its scenarios play (default classic)
DEFAULT_RULESET = "classic"


def read_tags(names: Iterable[str]) -> tuple[tuple[str, ...], str]:
    """The rule IDs and the scenario ID among tag names, written with or without "@"
    (Gherkin keeps it, pytest-bdd drops it); the ID is "" unless there is exactly one."""
    bare = [name.removeprefix("@") for name in names]
    rules = tuple(name.removeprefix(RULE_TAG) for name in bare if name.startswith(RULE_TAG))
    ids = [name.removeprefix(ID_TAG) for name in bare if name.startswith(ID_TAG)]
    return rules, ids[0] if len(ids) == 1 else ""


def read_ruleset(names: Iterable[str]) -> str:
    """The ruleset a feature's ``@ruleset:`` tag names, among tag names; else classic."""
    bare = [name.removeprefix("@") for name in names]
    found = [name.removeprefix(RULESET_TAG) for name in bare if name.startswith(RULESET_TAG)]
    return found[0] if found else DEFAULT_RULESET


def case_id(scenario_id: str, row: int | None = None) -> str:
    """A case's stable ID: the scenario's, with ``#<row>`` (from 1) for an example row."""
    return scenario_id if row is None else f"{scenario_id}#{row}"


@dataclass(frozen=True, slots=True)
class SpecStep:
    keyword: str  # as written: "Given ", "And ", ...
    text: str
    table: tuple[tuple[str, ...], ...]  # a data table, header first; empty if none


@dataclass(frozen=True, slots=True)
class SpecScenario:
    id: str  # the stable scenario ID, from its @id: tag ("" if it has none)
    feature_file: str  # relative to the features folder
    line: int
    name: str
    rules: tuple[str, ...]  # from the feature's, the Rule block's and its own tags
    ruleset: str  # from the feature's @ruleset: tag
    background: tuple[SpecStep, ...]  # the feature's, then the Rule block's background
    steps: tuple[SpecStep, ...]
    examples: tuple[tuple[str, ...], ...]  # a Scenario Outline's table, header first

    def case_ids(self) -> list[str]:
        """One ID per case: the scenario's, or ``<id>#<row>`` for each example row."""
        if not self.examples:
            return [case_id(self.id)]
        return [case_id(self.id, row) for row in range(1, len(self.examples))]


def _rule_tags(node: Mapping[str, Any]) -> tuple[str, ...]:
    return read_tags(tag["name"] for tag in node.get("tags", ()))[0]


def _ruleset_tag(node: Mapping[str, Any]) -> str:
    return read_ruleset(tag["name"] for tag in node.get("tags", ()))


def _cells(row: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(cell["value"] for cell in row["cells"])


def _steps(node: Mapping[str, Any]) -> tuple[SpecStep, ...]:
    steps = []
    for step in node.get("steps", ()):
        table = step.get("dataTable")
        rows = tuple(_cells(row) for row in table["rows"]) if table else ()
        steps.append(SpecStep(step["keyword"], step["text"], rows))
    return tuple(steps)


def _examples(scenario: Mapping[str, Any]) -> tuple[tuple[str, ...], ...]:
    rows: list[tuple[str, ...]] = []
    for block in scenario.get("examples", ()):
        if not rows and block.get("tableHeader"):
            rows.append(_cells(block["tableHeader"]))
        rows.extend(_cells(row) for row in block.get("tableBody", ()))
    return tuple(rows)


def _scenarios(
    children: Sequence[Mapping[str, Any]],
    inherited: tuple[str, ...],
    background: tuple[SpecStep, ...],
    path: str,
    ruleset: str,
) -> Iterator[SpecScenario]:
    for child in children:
        if "background" in child:
            background = background + _steps(child["background"])
        elif "rule" in child:
            rule = child["rule"]
            tags = inherited + _rule_tags(rule)
            yield from _scenarios(rule["children"], tags, background, path, ruleset)
        elif "scenario" in child:
            scenario = child["scenario"]
            yield SpecScenario(
                id=read_tags(tag["name"] for tag in scenario["tags"])[1],
                feature_file=path,
                line=scenario["location"]["line"],
                name=scenario["name"],
                rules=inherited + _rule_tags(scenario),
                ruleset=ruleset,
                background=background,
                steps=_steps(scenario),
                examples=_examples(scenario),
            )


def load_scenarios(features: Path) -> list[SpecScenario]:
    """Every scenario of every ``.feature`` file below ``features``, in path order."""
    found: list[SpecScenario] = []
    for file in sorted(features.rglob("*.feature")):
        document = Parser().parse(file.read_text(encoding="utf-8"))
        feature = document.get("feature")
        if feature is None:
            continue
        path = file.relative_to(features).as_posix()
        children, ruleset = feature["children"], _ruleset_tag(feature)
        found.extend(_scenarios(children, _rule_tags(feature), (), path, ruleset))
    return found
