"""Steps of the combat area: attacking, conquest, fortification, victory.

Then every territory holds at least one army
Then {territory} belongs to {player}            (the owner, whatever its armies)
"""

from __future__ import annotations

from pytest_bdd import parsers, then

from risk_ref.state import GameState
from tests.suite.steps.table import Table


def _now(table: Table) -> GameState:
    table.require_accepted()
    return table.current()


@then("every territory holds at least one army")
def every_territory_garrisoned(table: Table) -> None:
    state = _now(table)
    empty = [table.board.territories[t].id for t, n in enumerate(state.armies) if n < 1]
    assert not empty, f"territories without an army: {', '.join(empty)}"


@then(parsers.re(r"(?P<territory>[\w-]+) belongs to (?P<player>\w+)$"))
def belongs_to_player(table: Table, territory: str, player: str) -> None:
    state = _now(table)
    owner = state.owners[table.territory(territory)]
    name = state.players[owner] if owner >= 0 else f"seat {owner}"
    assert owner == table.seat(player), f"{territory} belongs to {name}"
