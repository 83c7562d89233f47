"""The rule suite as data: every case, compiled from the scenarios of ``features/`` and
the border and own-chance cases, in one document shipped beside this module.

A case is a program: its operations in order (a new game, a position to start from, an
action with the chance it dictates, or an action whose dice the engine rolls itself),
each with the verdict the reference gave, the step of the scenario that made it, the
refusal a Then step checks, and whether it is a refusal's positive control. The
document is written by ``python3 tasks.py cases`` while the reference plays the
scenarios (``tests/suite/``), and a test fails while it is stale; the conformance kit
only reads it (:mod:`risk_ref.conformance.replay`), so it needs neither pytest nor the
step definitions.
"""

from __future__ import annotations

import fnmatch
import gzip
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

CASES_FILE = Path(__file__).resolve().parent / "cases.json.gz"
FORMAT = 1  # the document's version: raised when its meaning changes


@dataclass(frozen=True)
class Case:
    id: str
    scenario: str
    location: str  # features/<file>:<line>, or the module generating the case
    rules: tuple[str, ...]  # the rules the case checks
    ruleset: str
    operations: tuple[Mapping[str, Any], ...]  # as in the document (conformance-case schema)
    when: int | None = None  # the first operation of a When step, if any

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id, "scenario": self.scenario, "location": self.location,
            "rules": list(self.rules), "ruleset": self.ruleset,
            "operations": [dict(op) for op in self.operations],
        }  # fmt: skip
        if self.when is not None:
            data["when"] = self.when
        return data


def case_from_json(data: Mapping[str, Any]) -> Case:
    return Case(
        data["id"], data["scenario"], data["location"], tuple(data["rules"]),
        data["ruleset"], tuple(data["operations"]), data.get("when"),
    )  # fmt: skip


def write_cases(cases: Sequence[Case], path: Path = CASES_FILE) -> None:
    """The document, the same bytes for the same cases (no time stamp in the gzip)."""
    document = {"format": FORMAT, "cases": [case.as_json() for case in cases]}
    text = json.dumps(document, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    path.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))


@cache
def all_cases(path: Path = CASES_FILE) -> tuple[Case, ...]:
    """Every case of the suite, in the suite's order."""
    document = json.loads(gzip.decompress(path.read_bytes()))
    if document.get("format") != FORMAT:
        raise ValueError(f"{path}: a suite of format {document.get('format')}, not {FORMAT}")
    return tuple(case_from_json(case) for case in document["cases"])


def selected(case: Case, include: Sequence[str], exclude: Sequence[str]) -> bool:
    """Whether ``--rule`` and ``--skip`` (globs of rule IDs) select the case."""

    def matches(patterns: Sequence[str]) -> bool:
        return any(fnmatch.fnmatchcase(r, p) for r in case.rules for p in patterns)

    return (not include or matches(include)) and not matches(exclude)
