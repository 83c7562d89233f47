"""Where the source rulebooks disagree or are silent, what the rulesets decide, and why.

One entry per point where the sources disagree (those listed in the sources' README)
or say nothing the engine could follow; the rulebook's "Sources and decisions"
chapter is generated from this list. The entries are data, in ``decisions.toml`` beside
this module, read into the classes below. Sources are cited by their file names in
``shared/seeds``, and every position quotes each seed file it names.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from importlib import resources
from typing import Any


class Confidence(Enum):
    """How sure a decision is where the sources are silent."""

    HIGH = "high"  # a published text says so
    MEDIUM = "medium"  # read from a published text that does not quite say it
    LOW = "low"  # no source speaks; chosen for consistency


@dataclass(frozen=True, slots=True)
class Quote:
    """A source's own words for a position: the evidence, verbatim up to spacing (a test
    finds every quote in its file), so that a decision cannot misreport a source."""

    source: str  # a file of the seeds (S000 ... S004)
    line: int  # the line of that file where the passage begins
    text: str


@dataclass(frozen=True, slots=True)
class Stance:
    """What a group of sources says, in the project's words, and in theirs."""

    says: str
    sources: str  # who says it, as shown
    quotes: tuple[Quote, ...] = ()  # for each seed file among the sources


@dataclass(frozen=True, slots=True)
class Decision:
    id: str  # permanent and language-neutral, like a rule ID: its anchor and its key
    topic: str
    positions: tuple[Stance, ...]
    decision: str
    reason: str
    rules: tuple[str, ...]  # the rule IDs it shapes
    alternatives: tuple[str, ...] = ()  # what selects another reading: option=value, or a ruleset
    confidence: Confidence | None = None  # given where a source had to be completed


def _read() -> dict[str, Any]:
    with resources.files("risk_ref").joinpath("decisions.toml").open("rb") as data:
        return tomllib.load(data)


_DATA = _read()
SOURCE_NAMES: Mapping[str, str] = _DATA["sources"]  # a name -> the source it stands for
S000, S001, S002, S003, S004 = (SOURCE_NAMES[f"S00{n}"] for n in range(5))  # the seed files


def quotes(entries: list[Any]) -> tuple[Quote, ...]:
    """Quotes as the data writes them: each a table, or the name of passages quoted more
    than once (``[shared]``)."""
    found: list[Quote] = []
    for entry in entries:
        if isinstance(entry, str):
            found += quotes(_DATA["shared"][entry])
        else:
            found.append(Quote(SOURCE_NAMES[entry["source"]], entry["line"], entry["text"]))
    return tuple(found)


def _stance(entry: Mapping[str, Any]) -> Stance:
    cited = entry["sources"]  # names of sources, or words of its own
    shown = cited if isinstance(cited, str) else ", ".join(SOURCE_NAMES[n] for n in cited)
    return Stance(entry["says"], shown, quotes(entry.get("quotes", [])))


def _decision(entry: Mapping[str, Any]) -> Decision:
    confidence = entry.get("confidence")
    return Decision(
        id=entry["id"],
        topic=entry["topic"],
        positions=tuple(_stance(stance) for stance in entry["positions"]),
        decision=entry["decision"],
        reason=entry["reason"],
        rules=tuple(entry["rules"]),
        alternatives=tuple(entry.get("alternatives", ())),
        confidence=None if confidence is None else Confidence(confidence),
    )


DECISIONS: tuple[Decision, ...] = tuple(_decision(entry) for entry in _DATA["decision"])
