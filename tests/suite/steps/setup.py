"""Steps of the setup area: the player count, the starting armies, claiming and placing.

Given it is {player}'s turn to claim, with only {territories} unclaimed
                                                  (territories: "alaska" or "alaska and peru")
Given it is {player}'s turn to place a setup army
Given {player} won the roll for the first turn
Given the neutral has {n} armies to place
Given {player} is out of the game                 (after the board: holds no territory)
When a game of {n} players is set up
When a game of {ruleset} for {n} players is set up
Then setting up is refused under rule {rule} with code {code}
Then the {n} players roll for the first turn
Then {players} roll again for the first turn      (players: "Red and Blue", "Red, Blue and Green")
Then each player has {n} armies to place
Then the neutral has {n} armies to place
Then {territory} is neutral with {n} armies
Then {owner} holds {n} territories with 1 army each   (owner: a player or "the neutral")

The two "it is ..." steps only say where the setup stands: when the engine is started,
the claims and placements so far are replayed in turn order (positions.py),
the territories the scenario lists going to their owners with their armies, until it is
the player's move with the armies to place that the scenario gives.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from pytest_bdd import given, parsers, then, when

from risk_ref.driver import Driver, Rejection
from risk_ref.ruleset import RULESETS
from risk_ref.state import NEUTRAL, GameState, Phase
from tests.suite.steps.table import COLOURS, Table, check_rejection, controlling


@dataclass
class SetupAttempt:
    """What came of setting up a game: the table, or the engine's refusal."""

    driver: Driver
    table: Table | None
    error: Rejection | None
    names: list[str]  # the players' names, as many as the rules could take
    ruleset: str


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.replace(" and ", ",").split(",") if n.strip()]


@given(
    parsers.re(
        r"it is (?P<player>\w+)'s turn to claim, with only (?P<territories>[\w ,-]+) unclaimed"
    )
)
def turn_to_claim(table: Table, player: str, territories: str) -> None:
    table.unclaimed = {table.territory(t) for t in _names(territories)}
    table.edit(phase=Phase.CLAIM, current=table.seat(player), contenders=(), turn=0)


@given(parsers.parse("it is {player}'s turn to place a setup army"))
def turn_to_place_setup(table: Table, player: str) -> None:
    table.edit(phase=Phase.SETUP, current=table.seat(player), contenders=(), turn=0, placements=0)


@given(parsers.parse("{player} won the roll for the first turn"))
def won_the_roll(table: Table, player: str) -> None:
    table.edit(first_player=table.seat(player))


@given(parsers.re(r"the neutral has (?P<count>\d+) arm(?:y|ies) to place"))
def neutral_to_place(table: Table, count: str) -> None:
    table.edit(neutral_reserve=int(count))
    table.given_reserves[NEUTRAL] = int(count)


@given(parsers.parse("{player} is out of the game"))
def out_of_the_game(table: Table, player: str) -> None:
    seat = table.seat(player)
    assert seat not in table.state.owners, f"{player} still holds territories"
    assert not table.state.hands[seat], f"{player} still holds cards"
    table.edit(eliminated=(*table.state.eliminated, seat))


@when(parsers.parse("a game of {players:d} players is set up"), target_fixture="setup_attempt")
def set_up(players: int, engine: Callable[[], Driver]) -> SetupAttempt:
    return set_up_ruleset("classic", players, engine)


@when(
    parsers.parse("a game of {ruleset} for {players:d} players is set up"),
    target_fixture="setup_attempt",
)
def set_up_ruleset(ruleset: str, players: int, engine: Callable[[], Driver]) -> SetupAttempt:
    names = [*COLOURS, *(f"Player{n}" for n in range(len(COLOURS) + 1, players + 1))]
    driver = engine()
    rejection = driver.new_game(names[:players], ruleset, {})
    if rejection is not None:
        return SetupAttempt(driver, None, rejection, names, ruleset)
    table = Table(driver, driver.state(), started=True)
    return SetupAttempt(driver, table, None, names, ruleset)


@pytest.fixture
def table(setup_attempt: SetupAttempt) -> Table:
    """The game a When step set up, for the steps that follow."""
    assert setup_attempt.table is not None, f"setting up was refused: {setup_attempt.error}"
    return setup_attempt.table


@then(parsers.parse("setting up is refused under rule {rule} with code {code}"))
def setting_up_refused(setup_attempt: SetupAttempt, rule: str, code: str) -> None:
    error = setup_attempt.error
    assert error is not None, "the game was set up"
    check_rejection(setup_attempt.driver, error, rule, code)
    # the positive control: the nearest number of players the rules allow is accepted
    counts = RULESETS[setup_attempt.ruleset].player_counts
    tried = len(setup_attempt.names)
    players = setup_attempt.names[: min(counts, key=lambda n: abs(n - tried))]
    with controlling(setup_attempt.driver):
        control = setup_attempt.driver.new_game(players, setup_attempt.ruleset, {})
    assert control is None, f"the control, {len(players)} players, was refused: {control}"


@then(parsers.parse("the {players:d} players roll for the first turn"))
def players_roll(setup_attempt: SetupAttempt, players: int) -> None:
    assert setup_attempt.error is None, f"setting up was refused: {setup_attempt.error}"
    assert setup_attempt.table is not None
    state = setup_attempt.table.current()
    assert len(state.players) == players, f"{len(state.players)} players at the table"
    assert state.phase is Phase.ROLL_FOR_FIRST, f"the game is in the {state.phase.value} phase"
    assert state.contenders == tuple(range(players)), f"contenders: {state.contenders}"


def _now(table: Table) -> GameState:
    table.require_accepted()
    return table.current()


@then(parsers.parse("{players} roll again for the first turn"))
def roll_again(table: Table, players: str) -> None:
    state = _now(table)
    assert state.phase is Phase.ROLL_FOR_FIRST, f"the game is in the {state.phase.value} phase"
    rolling = [state.players[s] for s in state.contenders]
    assert rolling == _names(players), f"{', '.join(rolling)} roll for the first turn"


@then(parsers.re(r"each player has (?P<count>\d+) arm(?:y|ies) to place"))
def each_has_to_place(table: Table, count: str) -> None:
    reserves = _now(table).reserves
    assert reserves == (int(count),) * len(reserves), f"armies to place: {reserves}"


@then(parsers.re(r"the neutral has (?P<count>\d+) arm(?:y|ies) to place"))
def neutral_has_to_place(table: Table, count: str) -> None:
    reserve = _now(table).neutral_reserve
    assert reserve == int(count), f"the neutral has {reserve} armies to place"


@then(parsers.re(r"(?P<territory>[\w-]+) is neutral with (?P<count>\d+) arm(?:y|ies)"))
def is_neutral(table: Table, territory: str, count: str) -> None:
    state = _now(table)
    t = table.territory(territory)
    owner = state.owners[t]
    assert owner == NEUTRAL, f"{territory} belongs to seat {owner}"
    assert state.armies[t] == int(count), f"{territory} has {state.armies[t]} armies"


@then(parsers.parse("{owner} holds {count:d} territories with 1 army each"))
def holds_territories_after_setup(table: Table, owner: str, count: int) -> None:
    state = _now(table)
    seat = NEUTRAL if owner == "the neutral" else table.seat(owner)
    held = state.territories_of(seat)
    assert len(held) == count, f"{owner} holds {len(held)} territories"
    crowded = [state.ruleset.board.territories[t].id for t in held if state.armies[t] != 1]
    assert not crowded, f"more or less than one army on {', '.join(crowded)}"
