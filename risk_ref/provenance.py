"""Where each rule comes from: the passages of the source rulebooks that state it, and
the decisions (:mod:`risk_ref.decisions`) that settle what they leave open or disagree
on. Every rule has one or both; a test checks that, and finds every passage in its
source, so that a rule's provenance cannot be invented. The entries are data, in
``provenance.toml`` beside this module."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources

from risk_ref.decisions import DECISIONS, S000, S001, S002, S003, S004, Quote, quotes


@dataclass(frozen=True, slots=True)
class Provenance:
    quotes: tuple[Quote, ...] = ()  # the sources that state the rule, in their words
    decisions: tuple[str, ...] = ()  # the IDs of the decisions that shape it


def _read() -> dict[str, Provenance]:
    with resources.files("risk_ref").joinpath("provenance.toml").open("rb") as data:
        entries = tomllib.load(data)
    return {
        rule_id: Provenance(quotes(entry.get("quotes", [])), tuple(entry.get("decisions", ())))
        for rule_id, entry in entries.items()
    }


PROVENANCE: dict[str, Provenance] = _read()

SOURCES = (S000, S001, S002, S003, S004)


def references(rule_id: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The rule's sources as short references, one per file in the files' order
    (``000:57``: the file and the line of its passage), and its decisions' topics."""
    found = PROVENANCE.get(rule_id, Provenance())
    first: dict[str, int] = {}
    for quote in found.quotes:
        first.setdefault(quote.source, quote.line)
    cited = tuple(f"{source[:3]}:{first[source]}" for source in SOURCES if source in first)
    return cited, tuple(_TOPICS[decision] for decision in found.decisions)


_TOPICS = {decision.id: decision.topic for decision in DECISIONS}
