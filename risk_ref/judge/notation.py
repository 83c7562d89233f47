"""The short move notation of ``risk-ref judge``, in the rulebook's five languages.

A move is a verb and its arguments: ``attack alaska kamchatka 3``, ``defend 2``,
``place 3 ontario``, ``trade alaska peru wild``, ``trade`` (any set), ``move 3`` (the
armies that move in after a conquest), ``fortify ontario quebec 4``, ``end attack``,
``end turn``. Verbs and card words may be written in any of the five languages (the
table below), territory names as :mod:`risk_ref.judge.names` reads them; a name of several
words may be typed as it is, hyphenated or quoted. docs/judge.rst lists the words.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from risk_ref.actions import (
    Action,
    Attack,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    TradeCards,
)
from risk_ref.board import Board
from risk_ref.errors import MalformedInput, excerpt
from risk_ref.judge import names

# Each verb and its spellings: English, Italian, Greek, Spanish, Slovak, compared folded
# (see names.fold). Kept here, once: the notation is part of the judge, not of the rules.
VERBS: dict[str, tuple[str, ...]] = {
    "attack": ("attack", "attacca", "επιθεση", "ataca", "atacar", "utok", "zautoc"),
    "defend": ("defend", "difendi", "αμυνα", "defiende", "defender", "bran", "obrana"),
    "place": ("place", "piazza", "τοποθετησε", "coloca", "colocar", "umiestni", "poloz"),
    "trade": ("trade", "scambia", "tris", "ανταλλαξε", "canjea", "cambia", "vymen"),
    "move": ("move", "movein", "occupa", "μετακινησε", "mueve", "presun"),
    "fortify": ("fortify", "sposta", "οχυρωσε", "fortifica", "opevni"),
    "end": ("end", "fine", "τελος", "fin", "termina", "koniec"),
}
END_WHAT: dict[str, tuple[str, ...]] = {
    "attack": ("attack", "attacco", "attacchi", "επιθεση", "ataque", "utok"),
    "turn": ("turn", "turno", "γυρος", "σειρα", "tah"),
}
ANY_SET: tuple[str, ...] = ("any", "3", "cards", "qualsiasi", "carte", "οποιοδηποτε")
ANY_SET += ("καρτες", "cualquier", "cartas", "akykolvek", "karty")
BONUS = "bonus"  # "trade a b c bonus alaska": the territory that takes the bonus
MAX_MOVE = 200  # characters: the longest move written out is under 80


@dataclass(frozen=True, slots=True)
class Move:
    """A parsed move: its verb and action. ``open`` says the mover left a detail to the
    judge: an attack's dice (the most allowed), a trade's cards (any set; the action is
    None), or what ``end`` ends (the attacks, or the turn, as the phase says)."""

    verb: str
    action: Action | None
    open: bool = False
    any_wild: bool = False  # a trade names "a wild card", not wild-1 or wild-2


def parse(text: str, board: Board) -> Move:
    if len(text) > MAX_MOVE:
        raise MalformedInput("move", f"a move is at most {MAX_MOVE} characters, not {len(text)}")
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise MalformedInput("move", f"cannot read {excerpt(text)}: {error}") from None
    if not words:
        raise MalformedInput("move", "empty move; " + _usage())
    verb = _verb(words[0])
    rest = words[1:]
    if verb == "attack":
        dice = _trailing_number(rest)
        source, target = _two_territories(board, rest, "attack")
        return Move(verb, Attack(source, target, dice or 0), open=dice is None)
    if verb == "fortify":
        armies = _trailing_number(rest)
        if armies is None:
            raise MalformedInput("move", "fortify FROM TO ARMIES: how many armies move?")
        source, target = _two_territories(board, rest, "fortify")
        return Move(verb, Fortify(source, target, armies))
    if verb in ("defend", "move"):
        number = _trailing_number(rest)
        if number is None or rest:
            raise MalformedInput("move", f"{verb} NUMBER, for example: {verb} 2")
        return Move(verb, Defend(number) if verb == "defend" else MoveIn(number))
    if verb == "place":
        return Move(verb, _place(board, rest))
    if verb == "trade":
        trade = _trade(board, rest)
        any_wild = any(names.is_wild(w) and w not in _wild_ids(board) for w in rest)
        return Move(verb, trade, open=trade is None, any_wild=any_wild)
    end = _end(rest)
    return Move(verb, end, open=end is None)


def _usage() -> str:
    return "the verbs are: " + ", ".join(VERBS)


def _verb(word: str) -> str:
    key = names.fold(word)
    for verb, spellings in VERBS.items():
        if key in map(names.fold, spellings):
            return verb
    raise MalformedInput("move", f"unknown verb {excerpt(word)}; {_usage()}")


def _trailing_number(words: list[str]) -> int | None:
    """Takes a number off the end of ``words``, if there is one."""
    if words and is_number(words[-1]):
        return int(words.pop())
    return None


def is_number(word: str) -> bool:
    """At most 18 digits, 0 to 9 only: ``str.isdigit`` also takes "²", which ``int``
    refuses, and no count in a game comes near 18 digits."""
    return word.isascii() and word.isdigit() and len(word) <= 18


def _two_territories(board: Board, words: list[str], verb: str) -> tuple[int, int]:
    """Two names, each of one or more words: the only split where both are known."""
    if len(words) < 2:
        raise MalformedInput("move", f"{verb} FROM TO: two territories are needed")
    splits = []
    for cut in range(1, len(words)):
        first = names.candidates(board, " ".join(words[:cut]))
        second = names.candidates(board, " ".join(words[cut:]))
        if len(first) == 1 and len(second) == 1:
            splits.append((first[0], second[0]))
    if len(splits) == 1:
        return splits[0]
    if not splits:  # say which name is wrong, with its candidates
        names.territory(board, " ".join(words[:-1]), "move")
        names.territory(board, words[-1], "move")
    raise MalformedInput("move", f"cannot tell two territories apart in {excerpt(' '.join(words))}")


def _place(board: Board, words: list[str]) -> Place:
    if words and is_number(words[0]):
        armies = int(words.pop(0))
    else:
        number = _trailing_number(words)
        if number is None:
            raise MalformedInput("move", "place ARMIES TERRITORY, for example: place 3 ontario")
        armies = number
    return Place(names.territory(board, " ".join(words), "move"), armies)


def _trade(board: Board, words: list[str]) -> TradeCards | None:
    """Three cards, optionally ``bonus TERRITORY``; nothing (or "3 cards") means any set."""
    if all(names.fold(w) in map(names.fold, ANY_SET) for w in words):
        return None
    bonus = None
    folded = [names.fold(w) for w in words]
    if BONUS in folded:
        at = folded.index(BONUS)
        bonus = names.territory(board, " ".join(words[at + 1 :]), "move")
        words = words[:at]
    if len(words) != 3:
        raise MalformedInput("move", "trade CARD CARD CARD: three cards, one word each")
    cards: list[int] = []
    wild_ids = _wild_ids(board)
    for word in words:
        if word in wild_ids:
            cards.append(len(board.territories) + wild_ids.index(word))
        elif names.is_wild(word):
            wild = len(board.territories) + sum(1 for c in cards if c >= len(board.territories))
            cards.append(wild)
        else:
            cards.append(names.territory(board, word, "move"))
    return TradeCards((cards[0], cards[1], cards[2]), bonus)


def _wild_ids(board: Board) -> list[str]:
    return [board.card_id(c) for c in range(len(board.territories), board.deck_size)]


def _end(words: list[str]) -> Action | None:
    key = names.fold(" ".join(words))
    if not key:
        return None
    if key in map(names.fold, END_WHAT["turn"]):
        return EndTurn()
    if key in map(names.fold, END_WHAT["attack"]):
        return EndAttack()
    raise MalformedInput("move", "end attack, or end turn")


def describe(action: Action, board: Board) -> str:
    """An action in the notation (English words, territory IDs)."""
    name = board.territories
    if isinstance(action, Attack):
        return f"attack {name[action.source].id} {name[action.target].id} {action.dice}"
    if isinstance(action, Fortify):
        return f"fortify {name[action.source].id} {name[action.target].id} {action.armies}"
    if isinstance(action, Place):
        return f"place {action.armies} {name[action.territory].id}"
    if isinstance(action, TradeCards):
        cards = " ".join(board.card_id(c) for c in action.cards)
        bonus = action.bonus_territory
        return f"trade {cards}" + ("" if bonus is None else f" bonus {name[bonus].id}")
    if isinstance(action, Defend):
        return f"defend {action.dice}"
    if isinstance(action, MoveIn):
        return f"move {action.armies}"
    if isinstance(action, EndAttack):
        return "end attack"
    if isinstance(action, EndTurn):
        return "end turn"
    return type(action).__name__
