"""Positions written by hand: a short TOML file describing the table as it stands.

Players write what they see: whose turn it is and in which phase, who holds which
territory with how many armies, the cards in hand, the sets traded so far. Territory
and card names may be written in any of the rulebook's languages (see
:mod:`risk_ref.judge.names`). Territories left out are filled in, once as an opponent's and
once as the player's own, so that the judge can tell whether its answer depends on
them. The position becomes a state document, so it is checked like one; the canonical
state document (JSON) is accepted as well. docs/judge.rst documents the format.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from risk_ref import document
from risk_ref.actions import BattleRoll
from risk_ref.board import Board
from risk_ref.engine import check_names, reinforcement, winner
from risk_ref.errors import N_, MalformedInput, RulesetError, excerpt
from risk_ref.judge import names
from risk_ref.judge.notation import is_number
from risk_ref.reachable import at_least_turn, require_reachable
from risk_ref.ruleset import RULESETS, find_ruleset
from risk_ref.state import GameState, Phase
from risk_ref.words import KEYS

PHASES = ("reinforce", "elimination-trade", "attack", "defend", "move-in", "fortify")


@dataclass(frozen=True, slots=True)
class Position:
    """The position as a state, and the same with every unlisted territory the player's
    own (equal to ``state`` when every territory is listed)."""

    state: GameState  # unlisted territories held by the next opponent, with 1 army
    own_filled: GameState  # unlisted territories held by the player, with 1 army
    unlisted: tuple[int, ...]  # territory indices the file does not list
    reserve_given: bool  # whether the file gives the armies to place
    implied: Phase | None = None  # the step the position implies, where the file says another
    roll: BattleRoll | None = None  # the dice the table rolled, in the defend phase
    acting: str | None = None  # who makes the move, if the file says: a player or "neutral"
    fortified: bool = False  # the turn's fortifying move is made: the turn is over
    conquests: int | None = None  # territories conquered this turn, if the file says


def load(text: str) -> Position:
    """A position from a file's text: TOML, or a state document (JSON). Either must be
    one a game can reach (:mod:`risk_ref.reachable`)."""
    if len(text) > document.MAX_TEXT:
        raise MalformedInput(
            "position", N_("a position is at most {most} characters"), most=document.MAX_TEXT
        )
    if text.lstrip().startswith("{"):
        state = document.loads(text)
        return Position(state, state, (), True)
    try:
        data = tomllib.loads(text)
    except ValueError as error:  # TOMLDecodeError, or a number of thousands of digits
        raise MalformedInput(
            "position", N_("not valid TOML: {error}"), error=excerpt(str(error))
        ) from None
    except RecursionError:
        raise MalformedInput("position", N_("nested too deeply")) from None
    return from_mapping(data)


def from_mapping(data: Mapping[str, Any]) -> Position:
    unknown = sorted(set(data) - set(KEYS))
    if unknown:
        raise MalformedInput(unknown[0], N_("unknown key; the keys are: {keys}"), keys=list(KEYS))
    ruleset_name = _text(data, "ruleset", "classic")
    if ruleset_name not in RULESETS:
        raise MalformedInput(
            "ruleset",
            N_("no ruleset {name}; known: {rulesets}"),
            name=excerpt(ruleset_name),
            rulesets=list(RULESETS),
        )
    options = data.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
        raise MalformedInput("options", N_('expected a table of option = "value"'))
    try:
        ruleset = find_ruleset(ruleset_name, options)
    except RulesetError as error:  # the name is known: an option or its value is not
        raise MalformedInput("options", str(error)) from None
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
        raise MalformedInput("players", N_("expected the players' names in turn order, a list"))
    check_names(players)
    current = _player(players, _text(data, "turn"), "turn")
    phase = _text(data, "phase")
    if phase not in PHASES:
        raise MalformedInput(
            "phase", N_("{name} is not one of: {phases}"), name=excerpt(phase), phases=list(PHASES)
        )
    board = ruleset.board
    owners, armies = _territories(data.get("territories"), players, board)
    unlisted = tuple(t for t in range(len(board.territories)) if t not in owners)
    doc = _document(data, ruleset_name, players, current, phase, board)
    out = set(doc["eliminated"])
    # a player still in holds a territory: one unlisted, the same whoever holds the rest
    spare = iter(unlisted)
    for player in (p for p in players if p not in out and p not in owners.values()):
        if (territory := next(spare, None)) is not None:
            owners[territory], armies[territory] = player, 1
    seats = players[players.index(current) + 1 :] + players
    opponent = next((p for p in seats if p != current and p not in out), current)
    reserve_given = "armies-to-place" in data
    unshown: tuple[str, ...] = () if "missions" in data else ("missions",)  # none shown
    if not reserve_given:  # the armies of a set traded while the attacks pause, say
        unshown += (f"reserves.{current}",)
    states = [
        require_reachable(
            at_least_turn(_implied(_state(doc, owners, armies, filler, board, reserve_given))),
            unshown,
        )
        for filler in (opponent, current)
    ]
    given = Phase(phase)
    implied = states[0].phase if states[0].phase is not given else None
    return Position(
        states[0],
        states[1],
        unlisted,
        reserve_given,
        implied,
        roll=_roll(data.get("roll"), phase),
        acting=_acting(data, players),
        fortified=_fortified(data, phase),
        conquests=_count(data, "conquests", 0) if "conquests" in data else None,
    )


def _roll(table: object, phase: str) -> BattleRoll | None:
    if table is None:
        return None
    if phase != "defend" or not isinstance(table, dict):
        raise MalformedInput(
            "roll", N_("in the defend phase: attacker = [...] and defender = [...]")
        )
    sides = []
    for side in ("attacker", "defender"):
        dice = table.get(side)
        if not isinstance(dice, list) or not 1 <= len(dice) <= 3:
            raise MalformedInput(f"roll.{side}", N_("expected the dice rolled, 1 to 3 of them"))
        if not all(type(d) is int and 1 <= d <= 6 for d in dice):
            raise MalformedInput(
                f"roll.{side}", N_("a die shows 1 to 6, not {dice}"), dice=excerpt(dice)
            )
        sides.append(tuple(dice))
    return BattleRoll(sides[0], sides[1])


def _acting(data: Mapping[str, Any], players: list[str]) -> str | None:
    if "acting" not in data:
        return None
    return _owner(players, _text(data, "acting"), "acting")


def _fortified(data: Mapping[str, Any], phase: str) -> bool:
    fortified = _flag(data, "fortified")
    if fortified and phase != "fortify":
        raise MalformedInput("fortified", N_("the fortifying move is made in the fortify phase"))
    return fortified


def _implied(state: GameState) -> GameState:
    """The step a table is in whatever the players wrote: a won game is over, and a
    player holding the cards of an elimination that force a trade is trading them."""
    if state.phase is not Phase.MOVE_IN and winner(state) is not None:
        return state._replace(
            phase=Phase.GAME_OVER, battle=None, reserves=(0,) * len(state.players)
        )
    trade_at = state.ruleset.elimination_trade_hand
    hand = len(state.hands[state.current])
    if state.phase is Phase.ATTACK and state.eliminated and trade_at and hand >= trade_at:
        return state._replace(phase=Phase.ELIMINATION_TRADE)
    return state


def _state(
    doc: dict[str, Any],
    owners: dict[int, str],
    armies: dict[int, int],
    filler: str,
    board: Board,
    reserve_given: bool,
) -> GameState:
    doc = json.loads(json.dumps(doc))  # a fresh copy for each filling
    doc["territories"] = {
        t.id: {"owner": owners.get(t.index, filler), "armies": armies.get(t.index, 1)}
        for t in board.territories
    }
    state = document.from_document(doc)
    if state.phase is Phase.REINFORCE and not reserve_given:
        reserves = list(state.reserves)
        reserves[state.current] = reinforcement(state, state.current)
        state = state._replace(reserves=tuple(reserves))
    return state


def _document(
    data: Mapping[str, Any],
    ruleset: str,
    players: list[str],
    current: str,
    phase: str,
    board: Board,
) -> dict[str, Any]:
    hands = _hands(data.get("cards", {}), players, board)
    held = {card for hand in hands.values() for card in hand}
    reserve = _count(data, "armies-to-place", 0)
    doc: dict[str, Any] = {
        "format": document.FORMAT,
        "version": document.VERSION,
        "ruleset": {"name": ruleset, "options": dict(data.get("options", {}))},
        "players": players,
        "phase": phase,
        "current": current,
        "turn": 1,
        "first_player": players[0],
        "contenders": [],
        "hands": hands,
        "draw_pile": [
            board.card_id(c) for c in range(board.deck_size) if board.card_id(c) not in held
        ],
        "discards": [],
        "sets_traded": _count(data, "sets-traded", 0),
        "reserves": {p: reserve if p == current else 0 for p in players},
        "neutral_reserve": 0,
        "placements": 0,
        "battle": _battle(data.get("battle"), phase, board),
        "conquered": _flag(data, "conquered") or _count(data, "conquests", 0) > 0,
        "card_bonus_used": _flag(data, "card-bonus-used"),
        "eliminated": [_player(players, p, "eliminated") for p in _list(data, "eliminated")],
    }
    if "missions" in data:
        missions = data["missions"]
        if not isinstance(missions, dict):
            raise MalformedInput("missions", N_('expected a table of player = "mission ID"'))
        doc["missions"] = {_player(players, p, f"missions.{p}"): m for p, m in missions.items()}
    if "turn-trades" in data:
        doc["turn_trades"] = _count(data, "turn-trades", 0)
    return doc


def _territories(
    table: object, players: list[str], board: Board
) -> tuple[dict[int, str], dict[int, int]]:
    if not isinstance(table, dict) or not table:
        raise MalformedInput("territories", N_('expected a table of territory = "Owner armies"'))
    owners: dict[int, str] = {}
    armies: dict[int, int] = {}
    for name, value in table.items():
        field = f"territories.{name}"
        index = names.territory(board, name, field)
        if index in owners:
            raise MalformedInput(
                field, N_("{territory} is listed twice"), territory=board.territories[index].id
            )
        owner, count = _holding(value, field)
        owners[index] = _owner(players, owner, field)
        armies[index] = count
    return owners, armies


def _holding(value: object, field: str) -> tuple[str, int]:
    """``"Red 4"``, ``"Red"`` (one army) or ``{ owner = "Red", armies = 4 }``."""
    if isinstance(value, str):
        words = value.split()
        if len(words) == 1:
            return words[0], 1
        if len(words) == 2 and is_number(words[1]):
            return words[0], int(words[1])
    elif isinstance(value, dict) and isinstance(value.get("owner"), str):
        count = value.get("armies", 1)
        if type(count) is int:
            return value["owner"], count
    raise MalformedInput(
        field, N_('expected "Owner armies", such as "Red 4", not {value}'), value=excerpt(value)
    )


def _owner(players: list[str], name: str, field: str) -> str:
    if name.casefold() == document.NEUTRAL_NAME:
        return document.NEUTRAL_NAME
    return _player(players, name, field)


def _player(players: list[str], name: object, field: str) -> str:
    if isinstance(name, str):
        for player in players:
            if player.casefold() == name.casefold():
                return player
    raise MalformedInput(
        field, N_("{name} is not a player; the players are {players}"), name=excerpt(name),
        players=players,
    )  # fmt: skip


def _hands(table: object, players: list[str], board: Board) -> dict[str, list[str]]:
    if not isinstance(table, dict):
        raise MalformedInput("cards", N_("expected a table of player = [card, ...]"))
    hands: dict[str, list[str]] = {p: [] for p in players}
    taken: set[int] = set()
    for name, cards in table.items():
        player = _player(players, name, f"cards.{name}")
        if not isinstance(cards, list):
            raise MalformedInput(f"cards.{name}", N_("expected a list of cards"))
        for position, card in enumerate(cards):
            field = f"cards.{name}[{position}]"
            index = _card(board, card, taken, field)
            taken.add(index)
            hands[player].append(board.card_id(index))
    return hands


def _card(board: Board, text: object, taken: set[int], field: str) -> int:
    """A card by territory name, by ID (``wild-2``), or as "a wild card" in any language."""
    if not isinstance(text, str):
        raise MalformedInput(field, N_("expected a card's name, not {text}"), text=excerpt(text))
    ids = [board.card_id(c) for c in range(board.deck_size)]
    if text in ids:
        index = ids.index(text)
    elif names.is_wild(text):
        wilds = [c for c in range(len(board.territories), board.deck_size) if c not in taken]
        if not wilds:
            raise MalformedInput(field, N_("the deck has only two wild cards"))
        index = wilds[0]
    else:
        index = names.territory(board, text, field)
    if index in taken:
        raise MalformedInput(
            field, N_("the card {card} is listed twice"), card=board.card_id(index)
        )
    return index


def _battle(table: object, phase: str, board: Board) -> dict[str, Any] | None:
    if phase not in ("defend", "move-in"):
        if table is not None:
            raise MalformedInput(
                "battle", N_("there is no battle in this step ({phase})"), phase=phase
            )
        return None
    if not isinstance(table, dict):
        raise MalformedInput(
            "battle", N_("the defend and move-in phases need [battle] from, to, dice")
        )
    source = names.territory(board, _text(table, "from", field="battle.from"), "battle.from")
    target = names.territory(board, _text(table, "to", field="battle.to"), "battle.to")
    dice = table.get("dice")
    if type(dice) is not int:
        raise MalformedInput("battle.dice", N_("expected the attacker's number of dice"))
    return {
        "source": board.territories[source].id,
        "target": board.territories[target].id,
        "dice": dice,
    }


def _text(data: Mapping[str, Any], key: str, default: str | None = None, field: str = "") -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise MalformedInput(field or key, N_("expected text") if key in data else N_("missing"))
    return value


def _list(data: Mapping[str, Any], key: str) -> list[object]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise MalformedInput(key, N_("expected a list, not {value}"), value=excerpt(value))
    return value


def _count(data: Mapping[str, Any], key: str, default: int) -> int:
    value = data.get(key, default)
    if type(value) is not int or value < 0:
        raise MalformedInput(
            key, N_("expected a whole number, 0 or more, not {value}"), value=excerpt(value)
        )
    return value


def _flag(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if type(value) is not bool:
        raise MalformedInput(key, N_("expected true or false, not {value}"), value=excerpt(value))
    return value
