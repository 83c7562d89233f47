"""Actions and chance outcomes as JSON objects, named by IDs, never by indices.

    {"type": "attack", "source": "alaska", "target": "kamchatka", "dice": 3}
    {"type": "battle-roll", "attacker": [6, 5, 3], "defender": [4, 2]}

Decoding never trusts its input: anything malformed raises MalformedInput naming the
field.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from risk_ref.actions import (
    Action,
    Attack,
    BattleRoll,
    CardDraw,
    Chance,
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
from risk_ref.board import Board
from risk_ref.document import NEUTRAL_NAME
from risk_ref.errors import MalformedInput, excerpt
from risk_ref.protocol.messages import ActionJSON, ChanceJSON, DealJSON
from risk_ref.state import NEUTRAL

_TERRITORY_FIELDS = {"territory", "source", "target", "bonus_territory"}

# type name -> (class, fields in order)
ACTIONS: dict[str, tuple[type, tuple[str, ...]]] = {
    "roll-for-first": (RollForFirst, ()),
    "deal-territories": (DealTerritories, ()),
    "claim": (Claim, ("territory",)),
    "place-setup": (PlaceSetup, ("territory",)),
    "trade-cards": (TradeCards, ("cards", "bonus_territory")),
    "place": (Place, ("territory", "armies")),
    "attack": (Attack, ("source", "target", "dice")),
    "defend": (Defend, ("dice",)),
    "move-in": (MoveIn, ("armies",)),
    "end-attack": (EndAttack, ()),
    "fortify": (Fortify, ("source", "target", "armies")),
    "end-turn": (EndTurn, ()),
}


def action_to_json(action: Action, board: Board) -> ActionJSON:
    """An action as the protocol writes it. The commonest actions of a game come first:
    each case tried costs a type check, and this is on the harness's every request."""
    land = board.territories
    match action:
        case Attack():
            source, target = land[action.source].id, land[action.target].id
            return {"type": "attack", "source": source, "target": target, "dice": action.dice}
        case Defend():
            return {"type": "defend", "dice": action.dice}
        case MoveIn():
            return {"type": "move-in", "armies": action.armies}
        case Place():
            territory = land[action.territory].id
            return {"type": "place", "territory": territory, "armies": action.armies}
        case EndAttack():
            return {"type": "end-attack"}
        case Fortify():
            source, target = land[action.source].id, land[action.target].id
            return {"type": "fortify", "source": source, "target": target, "armies": action.armies}
        case EndTurn():
            return {"type": "end-turn"}
        case TradeCards():
            bonus = action.bonus_territory
            return {
                "type": "trade-cards",
                "cards": [board.card_id(card) for card in action.cards],
                "bonus_territory": None if bonus is None else land[bonus].id,
            }
        case Claim():
            return {"type": "claim", "territory": land[action.territory].id}
        case PlaceSetup():
            return {"type": "place-setup", "territory": land[action.territory].id}
        case RollForFirst():
            return {"type": "roll-for-first"}
        case DealTerritories():
            return {"type": "deal-territories"}


def _object(value: object, field: str) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise MalformedInput(field, f"expected an object, got {excerpt(value)}")
    return value


def _territory(board: Board, value: object, field: str) -> int:
    if not isinstance(value, str):
        raise MalformedInput(field, f"expected a territory ID, got {excerpt(value)}")
    try:
        return board.index(value)
    except KeyError:
        raise MalformedInput(field, f"unknown territory {excerpt(value)}") from None


def _card(board: Board, value: object, field: str) -> int:
    if not isinstance(value, str):
        raise MalformedInput(field, f"expected a card ID, got {excerpt(value)}")
    try:
        return board.card_index(value)
    except KeyError:
        raise MalformedInput(field, f"unknown card {excerpt(value)}") from None


def _whole(value: object, field: str) -> int:
    if type(value) is not int:
        raise MalformedInput(field, f"expected a whole number, got {excerpt(value)}")
    return value


def _dice(value: object, field: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise MalformedInput(field, f"expected a list of dice, got {excerpt(value)}")
    return tuple(_whole(die, f"{field}[{i}]") for i, die in enumerate(value))


def action_from_json(value: object, board: Board) -> Action:
    data = _object(value, "action")
    name = data.get("type")
    if not isinstance(name, str) or name not in ACTIONS:
        known = ", ".join(ACTIONS)
        raise MalformedInput("action.type", f"unknown action {excerpt(name)}; known: {known}")
    cls, fields = ACTIONS[name]
    unknown = set(data) - {"type", *fields}
    if unknown:
        raise MalformedInput("action", f"unknown fields {sorted(unknown)} for {name}")
    arguments: list[object] = []
    for field in fields:
        where = f"action.{field}"
        raw = data.get(field)
        if field == "bonus_territory":
            arguments.append(None if raw is None else _territory(board, raw, where))
        elif field not in data:
            raise MalformedInput(where, "missing")
        elif field == "cards":
            if not isinstance(raw, list) or len(raw) != 3:
                raise MalformedInput(where, f"expected three card IDs, got {excerpt(raw)}")
            arguments.append(tuple(_card(board, c, f"{where}[{i}]") for i, c in enumerate(raw)))
        elif field in _TERRITORY_FIELDS:
            arguments.append(_territory(board, raw, where))
        else:
            arguments.append(_whole(raw, where))
    action: Action = cls(*arguments)
    return action


def chance_to_json(chance: Chance, board: Board, players: tuple[str, ...]) -> ChanceJSON:
    if isinstance(chance, BattleRoll):
        return {
            "type": "battle-roll",
            "attacker": list(chance.attacker),
            "defender": list(chance.defender),
        }
    if isinstance(chance, DiceRoll):
        return {"type": "dice-roll", "values": list(chance.values)}
    if isinstance(chance, CardDraw):
        return {"type": "card-draw", "card": board.card_id(chance.card)}
    owners = {
        board.territories[t].id: NEUTRAL_NAME if owner == NEUTRAL else players[owner]
        for t, owner in enumerate(chance.owners)
    }
    encoded: DealJSON = {"type": "deal", "owners": owners}
    if chance.missions:  # only where the ruleset deals missions
        encoded["missions"] = dict(zip(players, chance.missions, strict=True))
    return encoded


def _deal(data: Mapping[str, object], board: Board, players: tuple[str, ...]) -> Deal:
    owners = _object(data.get("owners"), "chance.owners")
    seats = {name: seat for seat, name in enumerate(players)} | {NEUTRAL_NAME: NEUTRAL}
    decoded = [NEUTRAL] * len(board.territories)
    for territory_id, owner in owners.items():
        where = f"chance.owners.{territory_id}"
        if not isinstance(owner, str) or owner not in seats:  # a list cannot be looked up
            raise MalformedInput(where, f"unknown owner {excerpt(owner)}")
        decoded[_territory(board, territory_id, where)] = seats[owner]
    if len(owners) != len(board.territories):
        raise MalformedInput("chance.owners", f"expected all {len(board.territories)} territories")
    if "missions" not in data:
        return Deal(tuple(decoded))
    missions = _object(data["missions"], "chance.missions")
    for name in missions:
        if name not in players:
            raise MalformedInput(f"chance.missions.{name}", f"unknown player {excerpt(name)}")
    dealt: list[str] = []
    for name in players:
        mission = missions.get(name)
        if not isinstance(mission, str):
            raise MalformedInput(f"chance.missions.{name}", "expected a mission ID")
        dealt.append(mission)
    return Deal(tuple(decoded), tuple(dealt))


_CHANCES: dict[str, Callable[[Mapping[str, object], Board, tuple[str, ...]], Chance]] = {
    "battle-roll": lambda d, b, p: BattleRoll(
        _dice(d.get("attacker"), "chance.attacker"), _dice(d.get("defender"), "chance.defender")
    ),
    "dice-roll": lambda d, b, p: DiceRoll(_dice(d.get("values"), "chance.values")),
    "card-draw": lambda d, b, p: CardDraw(_card(b, d.get("card"), "chance.card")),
    "deal": _deal,
}


def chance_from_json(value: object, board: Board, players: tuple[str, ...]) -> Chance | None:
    if value is None:
        return None
    data = _object(value, "chance")
    name = data.get("type")
    if not isinstance(name, str) or name not in _CHANCES:
        raise MalformedInput(
            "chance.type", f"unknown chance {excerpt(name)}; known: {', '.join(_CHANCES)}"
        )
    return _CHANCES[name](data, board, players)
