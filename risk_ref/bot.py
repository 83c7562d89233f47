"""The baseline bot: a sensible, fast policy for seeded play, fuzzing and benchmarks.

It plays as a careful person would, so that games end in a few hundred actions: it
claims territories where it already holds the most of a continent, and places every
army on the front, on the territory best placed to attack; it attacks only with an
advantage of two armies or more, with the most dice, and stops when no such attack is
left; it moves all it can into a conquered territory, and fortifies by bringing the
largest stack from behind the lines one step nearer the front. It trades cards as soon
as it holds five (or must), and defends with the most dice allowed.

It decides from the state alone, so that it can pick up any game at any point (the fuzzer
interleaves its choices with random ones); the seed only breaks ties between claims.
"""

from __future__ import annotations

import random

from risk_ref.actions import (
    Action,
    Attack,
    Claim,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    PlaceSetup,
    TradeCards,
)
from risk_ref.engine import is_legal, legal_actions, most_attack_dice, most_defence_dice, must_trade
from risk_ref.state import UNCLAIMED, GameState, Phase

_FULL_HAND = 5  # the bot trades when it holds this many cards, forced or not
_ADVANTAGE = 2  # the fewest armies more than the defender's that it attacks with


class BaselineBot:
    """Chooses every seat's decisions; seeded, so a game is reproducible."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        """A legal action for whoever decides next (the defender, in DEFEND)."""
        action = self._plan(state)
        if action is not None and is_legal(state, action):
            return action
        legal = legal_actions(state)  # a position its plan did not foresee
        return legal[-1] if state.phase in (Phase.ATTACK, Phase.FORTIFY) else legal[0]

    def _plan(self, state: GameState) -> Action | None:
        phase = state.phase
        if phase is Phase.ATTACK:
            return _attack(state)
        if phase is Phase.DEFEND:
            assert state.battle is not None
            return Defend(most_defence_dice(state, state.battle.target))
        if phase is Phase.MOVE_IN:
            assert state.battle is not None
            return MoveIn(state.armies[state.battle.source] - 1)
        if phase in (Phase.REINFORCE, Phase.ELIMINATION_TRADE):
            return _reinforce(state)
        if phase is Phase.FORTIFY:
            return _fortify(state)
        if phase is Phase.CLAIM:
            return self._claim(state)
        if phase is Phase.SETUP:
            return _setup(state)
        return None

    def _claim(self, state: GameState) -> Action:
        """Where it holds the most, and the others the least, of a continent."""
        seat, owners = state.current, state.owners
        board = state.ruleset.board
        held: dict[str, int] = {}
        for continent in board.continents:
            mine = sum(owners[t] == seat for t in continent.territories)
            theirs = sum(owners[t] not in (seat, UNCLAIMED) for t in continent.territories)
            held[continent.id] = 2 * mine - theirs - len(continent.territories) // 3
        unclaimed = [t for t, owner in enumerate(owners) if owner == UNCLAIMED]
        best = max(held[board.territories[t].continent] for t in unclaimed)
        choices = [t for t in unclaimed if held[board.territories[t].continent] == best]
        return Claim(self._random.choice(choices))


def _front(state: GameState, seat: int) -> list[int]:
    """Its territories that border another player's (or the neutral's)."""
    owners, neighbours = state.owners, state.ruleset.board.neighbours
    return [
        t
        for t, o in enumerate(owners)
        if o == seat and any(owners[n] != seat for n in neighbours[t])
    ]


def _base(state: GameState, seat: int) -> int | None:
    """The front territory best placed to attack: the greatest lead over a weak neighbour."""
    owners, armies = state.owners, state.armies
    neighbours = state.ruleset.board.neighbours
    best, base = None, None
    for t in _front(state, seat):
        lead = armies[t] - min(armies[n] for n in neighbours[t] if owners[n] != seat)
        if best is None or lead > best:
            best, base = lead, t
    return base


def _setup(state: GameState) -> Action | None:
    """Its own armies on the front, where they lead most (in a neutral's step, the plan
    is refused and the first legal placement taken)."""
    base = _base(state, state.current)
    return None if base is None else PlaceSetup(base)


def _reinforce(state: GameState) -> Action | None:
    seat = state.current
    if must_trade(state) or len(state.hands[seat]) >= _FULL_HAND:
        trade = next((a for a in legal_actions(state) if isinstance(a, TradeCards)), None)
        if trade is not None:
            return trade
    reserves = state.reserves[seat]
    base = _base(state, seat)
    if reserves < 1 or base is None:
        return None
    return Place(base, reserves)


def _attack(state: GameState) -> Action:
    """The attack with the greatest lead, on the weakest player first (to take their cards
    with their last territory), if that lead is large enough; else stop."""
    seat, owners, armies = state.current, state.owners, state.armies
    neighbours = state.ruleset.board.neighbours
    held = [owners.count(s) for s in range(len(state.players))]
    best, choice = None, None
    for source, owner in enumerate(owners):
        if owner != seat or armies[source] < _ADVANTAGE + 1:
            continue
        for target in neighbours[source]:
            enemy = owners[target]
            lead = armies[source] - armies[target]
            if enemy == seat or lead < _ADVANTAGE:
                continue
            rank = (-held[enemy] if enemy >= 0 else -99, lead, -target)
            if best is None or rank > best:
                best, choice = rank, (source, target)
    if choice is None:
        return EndAttack()
    source, target = choice
    return Attack(source, target, most_attack_dice(state, source))


def _fortify(state: GameState) -> Action:
    """The largest stack behind the lines, one step nearer the front."""
    seat, owners, armies = state.current, state.owners, state.armies
    neighbours = state.ruleset.board.neighbours
    distance = dict.fromkeys(_front(state, seat), 0)
    frontier = list(distance)
    while frontier:
        reached = []
        for t in frontier:
            for n in neighbours[t]:
                if owners[n] == seat and n not in distance:
                    distance[n] = distance[t] + 1
                    reached.append(n)
        frontier = reached
    behind = [t for t in distance if distance[t] > 0 and armies[t] > 1]
    if not behind:
        return EndTurn()
    source = max(behind, key=lambda t: (armies[t], -t))
    target = min(
        (n for n in neighbours[source] if distance.get(n) == distance[source] - 1),
        key=lambda t: (distance[t], t),
    )
    return Fortify(source, target, armies[source] - 1)
