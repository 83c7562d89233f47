"""The rule suite as data: every scenario in ``features/`` with the rules it checks.

Read with the official Gherkin parser; used by the traceability checks now, and by
the rulebook and the conformance kit later.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gherkin.parser import Parser

RULE_TAG = "@rule:"


@dataclass(frozen=True, slots=True)
class SpecScenario:
    feature_file: str  # relative to the features folder
    line: int
    name: str
    rules: tuple[str, ...]  # from the feature's, the Rule block's and its own tags


def _rule_tags(node: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(
        tag["name"].removeprefix(RULE_TAG)
        for tag in node.get("tags", ())
        if tag["name"].startswith(RULE_TAG)
    )


def _scenarios(
    children: Sequence[Mapping[str, Any]], inherited: tuple[str, ...], path: str
) -> Iterator[SpecScenario]:
    for child in children:
        if "rule" in child:
            rule = child["rule"]
            yield from _scenarios(rule["children"], inherited + _rule_tags(rule), path)
        elif "scenario" in child:
            scenario = child["scenario"]
            yield SpecScenario(
                feature_file=path,
                line=scenario["location"]["line"],
                name=scenario["name"],
                rules=inherited + _rule_tags(scenario),
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
        found.extend(_scenarios(feature["children"], _rule_tags(feature), path))
    return found
