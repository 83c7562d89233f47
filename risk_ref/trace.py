"""The reference's own account of an action: which rule wrote each field of the new state,
in the order the rules wrote them, and the parts of a number that several rules add up.

The rules write the account as they play (:func:`wrote`, :func:`parts`); it is kept only
while a caller asks for it (:func:`traced`), so a game that does not ask pays one lookup
per write. The conformance kit asks for it when an implementation's state differs from
the reference's: the rule to blame is the one that wrote the differing field here, read
from the reference's own run rather than from a second copy of the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field

from risk_ref.state import GameState, evolve


@dataclass(slots=True)
class Trace:
    """What one action wrote. ``rules`` holds, for each field written, the rule that
    decided its final value, in the order those decisions were made: a field written
    again moves to the end under its new rule, unless a rule claimed it (:func:`record`).
    ``parts`` holds, for a number that several rules add up, each rule's share of it in
    the order they were counted."""

    rules: dict[str, str] = field(default_factory=dict)
    claimed: set[str] = field(default_factory=set)
    parts: dict[str, dict[str, int]] = field(default_factory=dict)

    def write(self, rule: str, names: Iterable[str], claim: bool = False) -> None:
        for name in names:
            if name in self.claimed:
                continue
            self.rules.pop(name, None)
            self.rules[name] = rule
            if claim:
                self.claimed.add(name)


_TRACE: ContextVar[Trace | None] = ContextVar("risk_ref_trace", default=None)
kept = 0  # accounts being kept, in any context: the hottest paths look here first


def wrote(state: GameState, rule: str, **changes: object) -> GameState:
    """``state`` with these fields changed, written into the account under ``rule``."""
    trace = _TRACE.get()
    if trace is not None:
        trace.write(rule, changes)
    return evolve(state, **changes)


def record(rule: str, *names: str) -> None:
    """Write into the account that ``rule`` decides these fields, which code it shares
    with other rules then sets (the turn that a fortifying move ends): later writes
    change the values, not the rule that decided them."""
    trace = _TRACE.get()
    if trace is not None:
        trace.write(rule, names, claim=True)


def parts(name: str, count: Callable[[], Mapping[str, int]]) -> None:
    """Each rule's share of the number in field ``name``, counted only while traced."""
    trace = _TRACE.get()
    if trace is not None:
        trace.parts.setdefault(name, {}).update(count())


def traced(play: Callable[[], GameState]) -> tuple[GameState, Trace]:
    """Play, keeping the account of what the rules wrote."""
    global kept
    trace = Trace()
    token = _TRACE.set(trace)
    kept += 1
    try:
        return play(), trace
    finally:
        kept -= 1
        _TRACE.reset(token)
