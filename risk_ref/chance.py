"""Chance for real play: dice, card draws and deals sampled from a seeded generator.

This is an edge module: the rules never roll a die, they are handed the outcome.
The same seed gives the same outcomes on every machine (``random.Random`` is specified).
"""

from __future__ import annotations

import random

from risk_ref.actions import Action, BattleRoll, CardDraw, Chance, Deal, Defend, DiceRoll
from risk_ref.engine import apply, chance_needed
from risk_ref.state import NEUTRAL, GameState


class SeededChance:
    """Samples the chance outcome an action needs."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed).random

    def die(self) -> int:
        return 1 + int(self._random() * 6)

    def outcome(self, state: GameState, action: Action) -> Chance | None:
        battle = state.battle
        if type(action) is Defend and battle is not None and type(action.dice) is int:
            roll = self._random
            return BattleRoll(
                tuple([1 + int(roll() * 6) for _ in range(battle.dice)]),
                tuple([1 + int(roll() * 6) for _ in range(action.dice)]),
            )
        kind = chance_needed(state, action)
        if kind is None or kind is BattleRoll:
            return None
        if kind is DiceRoll:
            return DiceRoll(tuple(self.die() for _ in state.contenders))
        if kind is CardDraw:
            pile = state.draw_pile or state.discards
            return CardDraw(pile[int(self._random() * len(pile))])
        territories = list(range(len(state.owners)))
        random.Random(self._random()).shuffle(territories)
        owners = [0] * len(territories)
        for position, territory in enumerate(territories):
            owners[territory] = (0, 1, NEUTRAL)[position % 3]
        return Deal(tuple(owners))

    def play(self, state: GameState, action: Action) -> GameState:
        """Apply an action, with a sampled outcome where it needs one."""
        return apply(state, action, self.outcome(state, action))
