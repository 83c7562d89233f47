"""The positive control of a refusal: the nearest legal action in the same position.

An engine that refuses an illegal action has shown nothing if it refuses the legal ones
beside it too (an engine without cards refuses every trade). So a refusal counts only
when the same engine, in the same position, accepts the legal action nearest to the one
refused: the same attack with fewer dice, the same trade with a set, the same move-in
with one army more.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from risk_ref.actions import Action, Chance
from risk_ref.chance import SeededChance
from risk_ref.engine import legal_actions
from risk_ref.state import GameState

_COUNTS = ("dice", "armies")  # fields that count: nearer the closer the number


class NotShown(AssertionError):
    """A refusal without its control: the engine also refused the nearest legal action,
    so the refusal proves nothing. ``rule``: the rule that decides the control, if known."""

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(message)
        self.rule = rule


def nearest_legal(state: GameState, action: Action) -> Action | None:
    """The legal action nearest to ``action`` in ``state``, preferring one of its kind;
    None when nothing at all is legal (the game is over)."""
    candidates = legal_actions(state)
    if not candidates:
        return None
    return min(candidates, key=lambda legal: _distance(action, legal))


def control_chance(state: GameState, action: Action) -> Chance | None:
    """An outcome for the control action, if it needs one (the same every time)."""
    return SeededChance(0).outcome(state, action)


def _distance(refused: Action, legal: Action) -> tuple[int, float]:
    if type(refused) is not type(legal):
        return (1000, 0.0)
    differing, gap = 0, 0.0
    for field in fields(legal):
        a: Any = getattr(refused, field.name)
        b: Any = getattr(legal, field.name)
        if a == b:
            continue
        if field.name == "cards" and isinstance(a, tuple):
            differing += len(set(b) - set(a))
        else:
            differing += 1
            if field.name in _COUNTS and isinstance(a, int) and isinstance(b, int):
                gap += abs(a - b)
    return (differing, gap)
