"""Chance for real play: dice, card draws and deals sampled from a seeded generator.

This is an edge module: the rules never roll a die, they are handed the outcome.
The same seed gives the same outcomes on every machine (``random.Random`` is specified).
"""

from __future__ import annotations

import random

from risk_ref.actions import Action, BattleRoll, CardDraw, Chance, Deal, Defend, DiceRoll
from risk_ref.engine import apply, chance_needed
from risk_ref.rules.setup import deal_piles
from risk_ref.state import GameState


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
        return self._deal(state)

    def _deal(self, state: GameState) -> Deal:
        """Territories shuffled and dealt round the piles; missions drawn from the deck."""
        territories = list(range(len(state.owners)))
        random.Random(self._random()).shuffle(territories)
        piles = deal_piles(state)
        owners = [0] * len(territories)
        for position, territory in enumerate(territories):
            owners[territory] = piles[position % len(piles)]
        deck = state.ruleset.mission_deck
        if not deck:
            return Deal(tuple(owners))
        missions = random.Random(self._random()).sample(deck, len(state.players))
        return Deal(tuple(owners), tuple(missions))

    def play(self, state: GameState, action: Action) -> GameState:
        """Apply an action, with a sampled outcome where it needs one."""
        return apply(state, action, self.outcome(state, action))
