"""Chance for real play: dice, card draws and deals sampled from a seeded generator.

This is an edge module: the rules never roll a die, they are handed the outcome.
The same seed gives the same outcomes on every machine (``random.Random`` is specified).
"""

from __future__ import annotations

import random
from itertools import product

from risk_ref.actions import Action, BattleRoll, CardDraw, Chance, Deal, Defend, DiceRoll
from risk_ref.engine import apply, chance_needed, deal_piles
from risk_ref.state import GameState

_BATTLE_ROLLS: dict[tuple[int, int], tuple[BattleRoll, ...]] = {}


def _battle_rolls(dice: tuple[int, int]) -> tuple[BattleRoll, ...]:
    """Every roll of so many dice (attacker's, defender's), counted in base six: one draw
    picks a whole roll, at the cost of one random number. Built once for each of the
    nine pairs of one to three dice (6**6 rolls at most); empty for any other pair."""
    attacking, defending = dice
    if type(attacking) is not int or type(defending) is not int:
        return ()
    if not (0 < attacking <= 3 and 0 < defending <= 3):
        return ()
    rolls = _BATTLE_ROLLS[dice] = tuple(
        BattleRoll(faces[:attacking], faces[attacking:])
        for faces in product(range(1, 7), repeat=attacking + defending)
    )
    return rolls


class SeededChance:
    """Samples the chance outcome an action needs, from a seed: the same seed gives the
    same dice and cards, on every machine."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed).random

    def die(self) -> int:
        """One die, from 1 to 6."""
        return 1 + int(self._random() * 6)

    def outcome(self, state: GameState, action: Action) -> Chance | None:
        """An outcome of the kind :func:`~risk_ref.chance_needed` names, or None
        for an action that takes none (or that no outcome could make legal)."""
        if type(action) is Defend:  # the commonest by far: one draw picks the whole roll
            battle = state.battle
            if battle is None:
                return None
            dice = (battle.dice, action.dice)
            rolls = _BATTLE_ROLLS.get(dice) or _battle_rolls(dice)
            if not rolls:
                return None  # more dice than any ruleset allows: the engine names the rule
            return rolls[int(self._random() * len(rolls))]
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
