"""The actions a scenario takes; each names the player it expects to be deciding.

When the players roll for the first turn rolling {values}
When the territories are dealt:                 (table: territory | owner)
When {player} claims {territory}
When {player} places a setup army on {territory}
When {player} trades {cards}
When {player} trades {cards} with the bonus on {territory}
When {player} places {n} armies on {territory}
When {player} attacks {target} from {source} with {n} dice
When {player} defends with {n} dice             (rolls the next dictated dice)
When {player} moves {n} armies in
When {player} ends the attack                   (draws the next dictated card, if any)
When {player} fortifies {target} from {source} with {n} armies
When {player} ends the turn
"""

from __future__ import annotations

from pytest_bdd import parsers, when

from risk_ref.actions import (
    Attack,
    Claim,
    Deal,
    DealTerritories,
    Defend,
    DiceRoll,
    EndAttack,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    PlaceSetup,
    RollForFirst,
    TradeCards,
)
from risk_ref.state import NEUTRAL
from tests.suite.steps.common import parse_dice
from tests.suite.steps.table import Table


@when(parsers.parse("the players roll for the first turn rolling {values}"))
def roll_for_first(table: Table, values: str) -> None:
    table.chance.appendleft(DiceRoll(parse_dice(values)))
    table.act(None, RollForFirst(), takes_chance=True)


@when("the territories are dealt:")
def territories_dealt(table: Table, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    assert header == ["territory", "owner"], f"unexpected columns {header}"
    owners = [NEUTRAL] * len(table.state.owners)
    for territory_id, owner in rows:
        owners[table.territory(territory_id)] = NEUTRAL if owner == "neutral" else table.seat(owner)
    table.chance.appendleft(Deal(tuple(owners)))
    table.act(None, DealTerritories(), takes_chance=True)


@when(parsers.parse("{player} claims {territory}"))
def claims(table: Table, player: str, territory: str) -> None:
    table.act(player, Claim(table.territory(territory)))


@when(parsers.parse("{player} places a setup army on {territory}"))
def places_setup(table: Table, player: str, territory: str) -> None:
    table.act(player, PlaceSetup(table.territory(territory)))


def _trio(table: Table, cards: str) -> tuple[int, int, int]:
    picked = table.cards(cards)
    assert len(picked) == 3, f"a trade names three cards, not {cards!r}"
    return (picked[0], picked[1], picked[2])


@when(
    parsers.re(r"(?P<player>\w+) trades (?P<cards>[\w, -]+?)(?P<bonus> with the bonus on [\w-]+)?$")
)
def trades(table: Table, player: str, cards: str, bonus: str | None) -> None:
    bonus_territory = table.territory(bonus.split()[-1]) if bonus else None
    table.act(player, TradeCards(_trio(table, cards), bonus_territory))


@when(parsers.re(r"(?P<player>\w+) places (?P<count>\d+) arm(?:y|ies) on (?P<territory>[\w-]+)"))
def places(table: Table, player: str, count: str, territory: str) -> None:
    table.act(player, Place(table.territory(territory), int(count)))


@when(
    parsers.re(
        r"(?P<player>\w+) attacks (?P<target>[\w-]+) from (?P<source>[\w-]+) "
        r"with (?P<dice>\d+) di(?:e|ce)"
    )
)
def attacks(table: Table, player: str, target: str, source: str, dice: str) -> None:
    table.act(player, Attack(table.territory(source), table.territory(target), int(dice)))


@when(parsers.re(r"(?P<player>\w+) defends with (?P<dice>\d+) di(?:e|ce)"))
def defends(table: Table, player: str, dice: str) -> None:
    table.act(player, Defend(int(dice)), takes_chance=True)


@when(parsers.re(r"(?P<player>\w+) moves (?P<count>\d+) arm(?:y|ies) in"))
def moves_in(table: Table, player: str, count: str) -> None:
    table.act(player, MoveIn(int(count)))


@when(parsers.parse("{player} ends the attack"))
def ends_attack(table: Table, player: str) -> None:
    table.act(player, EndAttack(), takes_chance=True)


@when(
    parsers.re(
        r"(?P<player>\w+) fortifies (?P<target>[\w-]+) from (?P<source>[\w-]+) "
        r"with (?P<count>\d+) arm(?:y|ies)"
    )
)
def fortifies(table: Table, player: str, target: str, source: str, count: str) -> None:
    table.act(player, Fortify(table.territory(source), table.territory(target), int(count)))


@when(parsers.parse("{player} ends the turn"))
def ends_turn(table: Table, player: str) -> None:
    table.act(player, EndTurn())
