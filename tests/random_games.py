"""Seeded random games and random candidate actions, shared by the property tests
(test_properties.py) and the judge's (test_judge.py); and the first step of the
baseline bot's seeded games where something happens (test_sameness.py, test_trace.py).

Every game is played by a random policy that prefers attacking, with chance from
:class:`risk_ref.chance.SeededChance`; the policy's own choices come from a second
generator seeded from the same seed, so every game is reproducible from its seed.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from risk_ref import (
    Action,
    Attack,
    Chance,
    Claim,
    DealTerritories,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    GameState,
    MoveIn,
    Phase,
    Place,
    PlaceSetup,
    RollForFirst,
    TradeCards,
    apply,
    find_ruleset,
    legal_actions,
    new_game,
)
from risk_ref.bot import BaselineBot
from risk_ref.chance import SeededChance

MAX_ACTIONS = 20_000  # six-player games by this policy: 2,500 actions on average, 12,300 seen
NAMES = ("ann", "bob", "cy", "dee", "eve", "fay")
TERRITORIES = 42
DECK = 44
COLOURS = ("Red", "Blue", "Green", "Yellow", "Black", "Pink")


# --- the policy and the game loop ---------------------------------------------------------


def choose(rng: random.Random, state: GameState, legal: list[Action]) -> Action:
    """Attack with the most dice 80% of the time, from the strongest position; otherwise
    any legal action. A placement places every army left on a strong frontier territory;
    a conquest moves in as many armies as it can. (Concentrating keeps games short.)"""
    armies = state.armies
    # the first player presses on (while in the game); the others mostly hold back
    leader = state.first_player
    if leader in state.eliminated:
        held = [state.owners.count(seat) for seat in range(len(state.players))]
        leader = held.index(max(held))
    leading = state.current == leader
    attacks: dict[tuple[int, int], int] = {}
    for action in legal:
        if isinstance(action, Attack):
            pair = (action.source, action.target)
            attacks[pair] = max(attacks.get(pair, 0), action.dice)
    if attacks:
        eager = 0.8 if leading else 0.1
        enough = -2 if leading else 1
        best = max(armies[s] - armies[t] for s, t in attacks)
        if best >= enough and rng.random() < eager:
            pairs = sorted(p for p in attacks if armies[p[0]] - armies[p[1]] == best)
            source, target = rng.choice(pairs)
            return Attack(source, target, attacks[source, target])
        if best < enough or not leading:
            return EndAttack()
    moves = [a for a in legal if isinstance(a, MoveIn)]
    if moves and rng.random() < 0.9:
        return moves[-1]
    trades = [a for a in legal if isinstance(a, TradeCards)]
    if trades and leading and len(state.hands[state.current]) >= 5:
        return rng.choice(trades)  # where no trade is forced, the leader still cashes in
    places = [a for a in legal if isinstance(a, Place)]
    if places and leading and rng.random() < 0.8:
        seat = state.current
        frontier = [
            a.territory
            for a in places
            if any(state.owners[n] != seat for n in state.ruleset.board.neighbours[a.territory])
        ]
        if frontier:
            strongest = max(armies[t] for t in frontier)
            territory = rng.choice([t for t in frontier if armies[t] == strongest])
            return Place(territory, state.reserves[seat])
    if state.phase is Phase.FORTIFY and rng.random() < 0.9:
        return _forward(state, legal)
    action = rng.choice(legal)
    if isinstance(action, Place):
        return Place(action.territory, state.reserves[state.current])
    return action


def _forward(state: GameState, legal: list[Action]) -> Action:
    """The fortifying move that takes the biggest stack behind the lines closer to an enemy."""
    neighbours = state.ruleset.board.neighbours
    seat = state.current
    distance = {t: 0 for t, owner in enumerate(state.owners) if owner != seat}
    frontier = list(distance)
    while frontier:
        following = []
        for t in frontier:
            for n in neighbours[t]:
                if n not in distance:
                    distance[n] = distance[t] + 1
                    following.append(n)
        frontier = following
    best: Action = EndTurn()
    best_key = (0, 0)
    for action in legal:
        if not isinstance(action, Fortify):
            continue
        source, target = action.source, action.target
        if distance[source] <= 1 or distance[target] >= distance[source]:
            continue
        if action.armies != state.armies[source] - 1:
            continue
        candidate = (action.armies, -distance[target])
        if candidate > best_key:
            best, best_key = action, candidate
    return best


@dataclass(frozen=True)
class Step:
    before: GameState
    action: Action
    chance: Chance | None
    after: GameState


def frozen_copy(state: GameState) -> GameState:
    """A deep copy (the ruleset is a frozen value shared by every state)."""
    return copy.deepcopy(state, {id(state.ruleset): state.ruleset})


def start(players: int, options: dict[str, str], ruleset: str = "classic") -> GameState:
    """A new game of the ruleset; players are called by colours where there are missions."""
    rules = find_ruleset(ruleset, options)
    names = COLOURS if rules.mission_deck else NAMES
    return new_game(names[:players], rules)


def play(
    seed: int,
    players: int,
    options: dict[str, str],
    cap: int = MAX_ACTIONS,
    ruleset: str = "classic",
) -> Iterator[Step]:
    """A seeded random game, step by step; checks that apply leaves its input untouched."""
    state = start(players, options, ruleset)
    chance = SeededChance(seed)
    rng = random.Random(f"policy-{seed}")
    for _ in range(cap):
        if state.phase is Phase.GAME_OVER:
            return
        legal = legal_actions(state)
        assert legal, f"no legal action in phase {state.phase}"
        action = choose(rng, state, legal)
        drawn = chance.outcome(state, action)
        saved = frozen_copy(state)
        after = apply(state, action, drawn)
        assert state == saved, f"apply mutated its input: {action!r}"
        yield Step(state, action, drawn, after)
        state = after


def final_state(seed: int, players: int, options: dict[str, str]) -> GameState | None:
    last = None
    for step in play(seed, players, options):
        last = step.after
    return last


# --- states to judge and actions to try ---------------------------------------------------


def sampled_states(
    seed: int, players: int, options: dict[str, str], count: int, ruleset: str = "classic"
) -> list[GameState]:
    """About ``count`` states from one game, spread over its phases."""
    states = [step.before for step in play(seed, players, options, ruleset=ruleset)]
    rng = random.Random(f"sample-{seed}")
    by_phase: dict[Phase, list[GameState]] = {}
    for state in states:
        by_phase.setdefault(state.phase, []).append(state)
    picked = [rng.choice(group) for group in by_phase.values()]
    picked += rng.sample(states, min(len(states), max(0, count - len(picked))))
    return picked


def _odd(rng: random.Random) -> Any:
    return rng.choice([-1, -42, 44, 1000, "1", "alaska", 1.0, 2.5, None, True, False, (1,)])


def _territory(rng: random.Random) -> Any:
    return rng.randrange(-1, TERRITORIES + 2) if rng.random() < 0.9 else _odd(rng)


def _count(rng: random.Random, high: int) -> Any:
    return rng.randint(-1, high + 2) if rng.random() < 0.9 else _odd(rng)


def _cards(rng: random.Random, state: GameState) -> Any:
    hand = state.hands[state.current]
    roll = rng.random()
    if roll < 0.5 and len(hand) >= 3:
        return tuple(rng.sample(hand, 3))
    if roll < 0.8:
        return tuple(rng.randrange(DECK) for _ in range(3))
    if roll < 0.9:
        return tuple(rng.randrange(-1, DECK + 2) for _ in range(rng.choice([2, 3, 4])))
    return rng.choice([[0, 1, 2], (0, 0, 1), ("0", 1, 2), (0.0, 1, 2), None, (True, 1, 2)])


def _bonus(rng: random.Random, cards: Any) -> Any:
    roll = rng.random()
    if roll < 0.4:
        return None
    if roll < 0.8 and isinstance(cards, tuple) and cards:
        return rng.choice(cards)
    return _territory(rng)


def _armies_high(state: GameState) -> int:
    return max(state.armies) + max(state.reserves) + 1


def random_candidate(rng: random.Random, state: GameState) -> Any:
    """A random action, often near a legal one, sometimes ill-formed."""
    legal = legal_actions(state)
    high = _armies_high(state)
    roll = rng.random()
    if roll < 0.3 and legal:
        # a legal action with one field changed
        action: Any = rng.choice(legal)
        fields = [f for f in type(action).__slots__ if not f.startswith("__")]
        if not fields:
            return action
        field = rng.choice(fields)
        values = {f: getattr(action, f) for f in fields}
        if field == "cards":
            values[field] = _cards(rng, state)
        elif field == "bonus_territory":
            values[field] = _bonus(rng, values["cards"])
        elif field in ("source", "target", "territory"):
            values[field] = _territory(rng)
        else:
            values[field] = _count(rng, high)
        return type(action)(**values)
    makers: list[Callable[[], Any]] = [
        RollForFirst,
        DealTerritories,
        EndAttack,
        EndTurn,
        lambda: Claim(_territory(rng)),
        lambda: PlaceSetup(_territory(rng)),
        lambda: Place(_territory(rng), _count(rng, high)),
        lambda: Attack(_territory(rng), _territory(rng), _count(rng, 4)),
        lambda: Defend(_count(rng, 3)),
        lambda: MoveIn(_count(rng, high)),
        lambda: Fortify(_territory(rng), _territory(rng), _count(rng, high)),
    ]

    def trade() -> Any:
        cards = _cards(rng, state)
        return TradeCards(cards, _bonus(rng, cards))

    makers.append(trade)
    if rng.random() < 0.5 and legal:
        # the same kind of action as a legal one, with random fields
        kind = type(rng.choice(legal))
        kinds = {m: m() for m in makers}
        same = [m for m, made in kinds.items() if type(made) is kind]
        if same:
            return rng.choice(same)()
    return rng.choice(makers)()


def step_where(
    happens: Callable[[GameState, Action, GameState], bool], ruleset: str = "classic"
) -> tuple[GameState, Action, Any, GameState]:
    """The first step of the baseline bot's seeded 3-player games at which
    ``happens(before, action, after)``: the state before, the action, its chance and the
    state after."""
    for seed in range(30):
        chance, bot = SeededChance(seed), BaselineBot(seed)
        state = new_game(["Red", "Blue", "Green"], find_ruleset(ruleset))
        while state.phase is not Phase.GAME_OVER:
            action = bot.choose(state)
            outcome = chance.outcome(state, action)
            after = apply(state, action, outcome)
            if happens(state, action, after):
                return state, action, outcome, after
            state = after
    raise AssertionError("no seeded game of the bot's reaches that step")
