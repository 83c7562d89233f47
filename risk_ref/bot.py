"""The baseline bot: a simple, fast policy for seeded play and benchmarks.

Claims and setup placements at random; reinforcements at random on border
territories; attacks from every own territory, in order, each adjacent enemy
territory holding fewer armies, with the most dice allowed, until it conquers or can
no longer attack; moves in all but one army; trades a set when it must, or holds five
cards where no trade is ever forced (so that Risiko! hands do not grow forever); defends
with the most dice allowed; never fortifies.
"""

from __future__ import annotations

import random
from collections import Counter

from risk_ref.actions import (
    Action,
    Attack,
    Claim,
    Defend,
    EndAttack,
    EndTurn,
    MoveIn,
    Place,
    TradeCards,
)
from risk_ref.engine import legal_actions
from risk_ref.rules.reinforcement import must_trade
from risk_ref.state import UNCLAIMED, GameState, Phase

_FULL_HAND = 5  # the bot trades when it holds this many cards, forced or not


class BaselineBot:
    """Chooses every seat's decisions; seeded, so a game is reproducible."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)
        self._queue: list[Action] = []
        self._pressing: tuple[int, int] | None = None
        self._cursor = 0
        self._turn = -1

    def choose(self, state: GameState) -> Action:
        phase = state.phase
        if phase is Phase.ATTACK:
            return self._attack(state)
        if phase is Phase.DEFEND:
            assert state.battle is not None
            return Defend(min(state.ruleset.max_defence_dice, state.armies[state.battle.target]))
        if phase is Phase.MOVE_IN:
            assert state.battle is not None
            return MoveIn(state.armies[state.battle.source] - 1)
        if phase in (Phase.REINFORCE, Phase.ELIMINATION_TRADE):
            return self._reinforce(state)
        if phase is Phase.FORTIFY:
            return EndTurn()
        if phase is Phase.CLAIM:
            unclaimed = [t for t, owner in enumerate(state.owners) if owner == UNCLAIMED]
            return Claim(self._random.choice(unclaimed))
        if phase is Phase.SETUP:
            return self._random.choice(legal_actions(state))
        return legal_actions(state)[0]

    def _reinforce(self, state: GameState) -> Action:
        if must_trade(state):
            return self._trade(state)
        if not self._queue and len(state.hands[state.current]) >= _FULL_HAND:
            trade = next((a for a in legal_actions(state) if isinstance(a, TradeCards)), None)
            if trade is not None:
                return trade
        if not self._queue:
            self._queue = self._placements(state)
        return self._queue.pop()

    @staticmethod
    def _trade(state: GameState) -> Action:
        """The first legal trade: when a trade is due, the engine lists nothing else."""
        return legal_actions(state)[0]

    def _placements(self, state: GameState) -> list[Action]:
        seat = state.current
        owners = state.owners
        neighbours = state.ruleset.board.neighbours
        own = [t for t, o in enumerate(owners) if o == seat]
        border = [t for t in own if any(owners[n] != seat for n in neighbours[t])] or own
        picks = Counter(self._random.choice(border) for _ in range(state.reserves[seat]))
        return [Place(t, n) for t, n in sorted(picks.items(), reverse=True)]

    def _attack(self, state: GameState) -> Action:
        if state.turn != self._turn:
            self._turn, self._cursor, self._pressing = state.turn, 0, None
        seat = state.current
        owners, armies = state.owners, state.armies
        most = state.ruleset.max_attack_dice
        if self._pressing is not None:
            source, target = self._pressing
            if owners[source] == seat and armies[source] > 1 and owners[target] != seat:
                return Attack(source, target, min(most, armies[source] - 1))
            self._pressing = None
        neighbours = state.ruleset.board.neighbours
        for source in range(self._cursor, len(owners)):
            if owners[source] != seat or armies[source] < 2:
                continue
            for target in sorted(neighbours[source]):
                if owners[target] != seat and armies[target] < armies[source]:
                    self._cursor = source
                    self._pressing = (source, target)
                    return Attack(source, target, min(most, armies[source] - 1))
        self._cursor = len(owners)
        return EndAttack()
