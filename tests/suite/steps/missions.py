"""Steps of the secret missions: dealing them, giving them, and winning by them.

Given {player}'s mission is {mission}
Given {player} holds {n} other territories with {k} armies each
When the territories are dealt round from {player}, with the missions {missions}
                                         (missions: one per seat, in seat order)
Then {player}'s mission is {mission}
Then {player} wins with the mission {mission}
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from risk_ref.actions import Deal, DealTerritories
from risk_ref.engine import Termination, outcome
from tests.suite.steps.table import Table


def _missions(text: str) -> tuple[str, ...]:
    return tuple(m.strip() for m in text.split(",") if m.strip())


@given(parsers.parse("{player}'s mission is {mission}"))
def mission_is(table: Table, player: str, mission: str) -> None:
    missions = list(table.state.missions)
    missions[table.seat(player)] = mission
    table.edit(missions=tuple(missions))


@given(
    parsers.re(
        r"(?P<player>\w+) holds (?P<count>\d+) other territories "
        r"with (?P<armies>\d+) arm(?:y|ies) each"
    )
)
def holds_other_territories(table: Table, player: str, count: str, armies: str) -> None:
    """The first ``count`` territories the scenario has not listed, by board order."""
    _hold(table, table.seat(player), int(count), int(armies))


def _hold(table: Table, seat: int, count: int, armies: int) -> None:
    owners = list(table.state.owners)
    counts = list(table.state.armies)
    free = [t for t in range(len(owners)) if t not in table.listed][:count]
    assert len(free) == count, f"only {len(free)} territories are left to give"
    for territory in free:
        owners[territory] = seat
        counts[territory] = armies
    table.listed.update(free)
    table.edit(owners=tuple(owners), armies=tuple(counts))


@when(parsers.parse("the territories are dealt round from {player}, with the missions {missions}"))
def dealt_round(table: Table, player: str, missions: str) -> None:
    """Territory after territory in board order, to each player in turn from ``player``."""
    seats = len(table.state.players)
    first = table.seat(player)
    size = len(table.state.owners)
    owners = tuple((first + territory) % seats for territory in range(size))
    table.chance.appendleft(Deal(owners, _missions(missions)))
    table.act(None, DealTerritories(), takes_chance=True)


@then(parsers.parse("{player}'s mission is {mission}"))
def mission_now(table: Table, player: str, mission: str) -> None:
    table.require_accepted()
    missions = table.current().missions
    held = missions[table.seat(player)]
    assert held == mission, f"{player}'s mission is {held}"


@then(parsers.parse("{player} wins with the mission {mission}"))
def wins_with_mission(table: Table, player: str, mission: str) -> None:
    table.require_accepted()
    result = outcome(table.current())
    assert result is not None, f"the game goes on ({table.current().phase.value})"
    assert (result.winner, result.termination) == (player, Termination.MISSION), result
    assert result.mission == mission, f"won with the mission {result.mission}"
