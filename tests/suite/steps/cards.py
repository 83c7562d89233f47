"""Steps of the cards area: reinforcements, cards and the fall of a player.

Given {player} holds {n} territories, no continent whole
    (the player holds n territories, at most 36, chosen so that no continent is complete;
    every other territory goes round the other players, one army each)
Given {player} holds the whole of {continents} and nothing else
    (continent IDs, comma-separated: north-america, australia, ...; every other
    territory goes round the other players, one army each)
Given {player} has conquered a territory this turn
Then the draw pile holds {n} cards
Then the discard pile holds {n} cards
Then the cards {cards} are in the discard pile
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from risk_ref.state import GameState
from tests.suite.steps.table import Table


def _others(table: Table, seat: int) -> tuple[int, ...]:
    state = table.state
    return tuple(s for s in range(len(state.players)) if s != seat and s not in state.eliminated)


def _give(table: Table, seat: int, held: list[int]) -> None:
    """The seat holds exactly these territories; the rest go round the other players."""
    others = _others(table, seat)
    owners = list(table.state.owners)
    armies = [1] * len(owners)
    rest = [t for t in range(len(owners)) if t not in held]
    for territory in held:
        owners[territory] = seat
    for position, territory in enumerate(rest):
        owners[territory] = others[position % len(others)]
    table.listed.update(range(len(owners)))
    table.edit(owners=tuple(owners), armies=tuple(armies))


def _no_continent_whole(table: Table) -> list[int]:
    """Every territory but the last of each continent, taken one continent at a time."""
    partial = [list(c.territories[:-1]) for c in table.board.continents]
    order: list[int] = []
    for step in range(max(len(p) for p in partial)):
        order.extend(p[step] for p in partial if step < len(p))
    return order


@given(parsers.parse("{player} holds {count:d} territories, no continent whole"))
def holds_territories(table: Table, player: str, count: int) -> None:
    order = _no_continent_whole(table)
    assert 1 <= count <= len(order), f"cannot hold {count} territories without a continent"
    _give(table, table.seat(player), order[:count])


@given(parsers.parse("{player} holds the whole of {continents} and nothing else"))
def holds_continents(table: Table, player: str, continents: str) -> None:
    held: list[int] = []
    for continent_id in (c.strip() for c in continents.split(",") if c.strip()):
        try:
            held.extend(table.board.continent(continent_id).territories)
        except KeyError:
            raise AssertionError(f"no continent {continent_id!r} on the board") from None
    _give(table, table.seat(player), held)


@given(parsers.parse("{player} has conquered a territory this turn"))
def has_conquered(table: Table, player: str) -> None:
    assert table.state.current == table.seat(player), f"it is not {player}'s turn"
    table.edit(conquered=True)


def _now(table: Table) -> GameState:
    table.require_accepted()
    return table.current()


@then(parsers.parse("the draw pile holds {count:d} cards"))
def draw_pile_count(table: Table, count: int) -> None:
    pile = _now(table).draw_pile
    assert len(pile) == count, f"the draw pile holds {len(pile)} cards"


@then(parsers.parse("the discard pile holds {count:d} cards"))
def discard_count(table: Table, count: int) -> None:
    discards = _now(table).discards
    assert len(discards) == count, f"the discard pile holds {len(discards)} cards"


@then(parsers.parse("the cards {cards} are in the discard pile"))
def cards_discarded(table: Table, cards: str) -> None:
    discards = _now(table).discards
    missing = [c for c in table.cards(cards) if c not in discards]
    assert not missing, f"not discarded: {[table.board.card_id(c) for c in missing]}"
