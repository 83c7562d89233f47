"""The position a scenario describes, completed the way a game would have reached it.

A scenario names only what matters to it (a few territories, a hand, whose turn it is);
the rest is filled in here so that the engine under test is started on a position a
game can reach, which :func:`risk_ref.reachable.problems` then confirms:

- during setup, the claims and placements so far are replayed with the reference
  engine, in the order the rules fix: the territories the scenario lists go to their
  owners with their armies, the others go where the turn order puts them, and
  placing goes on until the scenario's player is to move with the reserves it gives;
- in play, nobody has armies to place but the player reinforcing (who has their
  reinforcements unless the scenario says otherwise), the neutral has none, a player
  without a territory is out, and where there are missions everybody holds one.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from risk_ref.actions import (
    Action,
    Claim,
    Deal,
    DealTerritories,
    PlaceSetup,
)
from risk_ref.engine import (
    MissionKind,
    apply,
    deal_piles,
    effective_mission,
    new_game,
    reinforcement,
    setup_step,
)
from risk_ref.reachable import SETUP_PHASES, at_least_turn, first_turn_won, problems
from risk_ref.ruleset import Ruleset
from risk_ref.state import NEUTRAL, UNCLAIMED, GameState, Phase


def complete(
    state: GameState,
    listed: Collection[int],
    given_reserves: Mapping[int, int],
    unclaimed: Collection[int] = (),
) -> GameState:
    """The described state completed; fails the scenario if it cannot arise in a game.

    ``listed``: the territories the scenario placed; ``given_reserves``: the reserves
    it set, by seat (NEUTRAL for the neutral's); ``unclaimed``: during claiming, the
    territories still free."""
    if state.phase in (Phase.CLAIM, Phase.SETUP):
        state = _replayed(state, listed, given_reserves, unclaimed)
    elif state.phase not in SETUP_PHASES:
        state = _in_play(state, given_reserves)
    wrong = problems(state)
    assert not wrong, "the scenario's position cannot arise in a game: " + "; ".join(
        map(str, wrong)
    )
    return state


def first_to_play(
    ruleset: Ruleset,
    players: Sequence[str],
    phase: Phase,
    owners: Mapping[int, int],
    armies: Mapping[int, int],
) -> GameState:
    """The first player's turn in ``phase``: the territories go round the table, one army
    each, but for the owners and armies given (by territory), as a game reaches it."""
    state = new_game(players, ruleset)
    size = len(state.owners)
    state = state._replace(
        owners=tuple(owners.get(t, t % len(players)) for t in range(size)),
        armies=tuple(armies.get(t, 1) for t in range(size)),
        phase=phase, current=0, turn=1, contenders=(),
    )  # fmt: skip
    return complete(state, range(size), {})


# --- setup: replayed -------------------------------------------------------------------------


def _replayed(
    state: GameState,
    listed: Collection[int],
    given_reserves: Mapping[int, int],
    unclaimed: Collection[int],
) -> GameState:
    players, target = state.players, state.current
    if state.phase is Phase.CLAIM:  # the first claimer is whoever makes the target's turn
        claims = len(state.owners) - len(unclaimed)
        first = (target - claims) % len(players)
    else:
        first = state.first_player
    game = first_turn_won(players, state.ruleset, first)
    if game.phase is Phase.DEAL:
        game = apply(game, DealTerritories(), Deal(_deal(game, state, listed), _missions(state)))
    wanted = {t: (state.owners[t], state.armies[t]) for t in listed}

    def done(game: GameState) -> bool:
        return (
            game.current == target
            and game.phase is state.phase
            and game.placements == 0
            and all(game.armies[t] >= armies for t, (_, armies) in wanted.items())
            and all(_reserve(game, seat) == n for seat, n in given_reserves.items())
            and (state.phase is Phase.SETUP or set(unclaimed) == _free(game))
        )

    while not done(game):
        action = _next(game, wanted, given_reserves, unclaimed)
        assert action is not None, (
            "the scenario's position cannot arise in a game: setting up in turn from "
            f"{players[first]} never gives {players[target]} the move with these armies"
        )
        game = apply(game, action)
    return game


def _reserve(game: GameState, seat: int) -> int:
    return game.neutral_reserve if seat == NEUTRAL else game.reserves[seat]


def _free(game: GameState) -> set[int]:
    return {t for t, owner in enumerate(game.owners) if owner == UNCLAIMED}


def _next(
    game: GameState,
    wanted: Mapping[int, tuple[int, int]],
    given_reserves: Mapping[int, int],
    unclaimed: Collection[int],
) -> Action | None:
    """The next claim or army of the replay: first where the scenario lists one for
    the player, then on a territory it leaves to chance, lowest index first."""
    seat = game.current
    if game.phase is Phase.CLAIM:
        mine = [t for t, (owner, _) in wanted.items() if owner == seat]
        free = _free(game)
        choices = [t for t in sorted(free) if t in mine] + [
            t for t in sorted(free) if t not in wanted and t not in unclaimed
        ]
        return Claim(choices[0]) if choices else None
    if game.phase is not Phase.SETUP:
        return None
    placer = seat if setup_step(game) == "own" else NEUTRAL
    owned = [t for t, owner in enumerate(game.owners) if owner == placer]
    short = [t for t in owned if t in wanted and game.armies[t] < wanted[t][1]]
    if short:
        return PlaceSetup(short[0])
    spare = _reserve(game, placer) - given_reserves.get(placer, 0)
    unlisted = [t for t in owned if t not in wanted]
    return PlaceSetup(unlisted[0]) if spare > 0 and unlisted else None


def _deal(game: GameState, state: GameState, listed: Collection[int]) -> tuple[int, ...]:
    """The deal: listed territories to their owners, the others to fill the piles."""
    size = len(game.owners)
    piles = deal_piles(game)
    sizes = {
        owner: size // len(piles) + (1 if position < size % len(piles) else 0)
        for position, owner in enumerate(piles)
    }
    owners = [UNCLAIMED] * size
    for t in listed:
        owners[t] = state.owners[t]
        sizes[state.owners[t]] -= 1
    turn = 0
    for t in (t for t in range(size) if t not in listed):  # round the piles, as dealt
        while not sizes[piles[turn % len(piles)]]:
            turn += 1
        owner = piles[turn % len(piles)]
        owners[t] = owner
        sizes[owner] -= 1
        turn += 1
    return tuple(owners)


def _missions(state: GameState) -> tuple[str, ...]:
    if not state.ruleset.mission_deck:
        return ()
    missions = _dealt_missions(state)
    return tuple(m for m in missions if m is not None)


# --- play ------------------------------------------------------------------------------------


def _in_play(state: GameState, given_reserves: Mapping[int, int]) -> GameState:
    reserves = [given_reserves.get(seat, 0) for seat in range(len(state.players))]
    seat = state.current
    if state.phase is Phase.REINFORCE and seat not in given_reserves:
        reserves[seat] = reinforcement(state, seat)
    out = [s for s in range(len(state.players)) if s not in state.owners]
    return at_least_turn(
        state._replace(
            reserves=tuple(reserves),
            neutral_reserve=given_reserves.get(NEUTRAL, 0),
            eliminated=(*state.eliminated, *(s for s in out if s not in state.eliminated)),
            missions=_dealt_missions(state),
        )
    )


def _dealt_missions(state: GameState) -> tuple[str | None, ...]:
    """Once the territories are dealt every player holds a mission, where there are any:
    a player the scenario gives none gets the mission furthest from complete, so that
    the scenario's moves do not end the game by accident."""
    if not state.ruleset.mission_deck:
        return state.missions
    missions = list(state.missions)
    for seat, mission in enumerate(missions):
        if mission is None:
            free = [m for m in state.ruleset.mission_deck if m not in missions]
            missions[seat] = max(free, key=lambda m: _distance(state, seat, m))
    return tuple(missions)


def _distance(state: GameState, seat: int, mission_id: str) -> int:
    """Roughly how many territories the seat must still take to complete the mission."""
    trial = state._replace(
        missions=tuple(mission_id if s == seat else m for s, m in enumerate(state.missions))
    )
    mission = effective_mission(trial, seat)
    assert mission is not None
    owners = state.owners
    if mission.kind is MissionKind.DESTROY:
        return owners.count(state.players.index(mission.colour))
    if mission.kind in (MissionKind.OCCUPY, MissionKind.OCCUPY_WITH_ARMIES):
        held = sum(
            1 for t, o in enumerate(owners) if o == seat and state.armies[t] >= mission.armies
        )
        return max(0, mission.territories - held)
    board = state.ruleset.board
    missing = {c.id: sum(owners[t] != seat for t in c.territories) for c in board.continents}
    named = sum(missing[c] for c in mission.continents)
    others = [n for c, n in missing.items() if c not in mission.continents]
    return named + (min(others) if mission.kind is MissionKind.CONTINENTS_AND_ANY else 0)
