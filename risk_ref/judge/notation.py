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
from collections.abc import Callable
from dataclasses import dataclass

from risk_ref import i18n
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
from risk_ref.engine import MAX_DIGITS
from risk_ref.errors import N_, MalformedInput, excerpt
from risk_ref.judge import names
from risk_ref.words import ANY_SET, BONUS, END_WHAT, VERBS, Words

MOST_WORDS = 6  # in one name: the longest territory name has four
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
        raise MalformedInput(
            "move",
            N_("a move is at most {most} characters, not {length}"),
            most=MAX_MOVE,
            length=len(text),
        )
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise MalformedInput(
            "move", N_("cannot read {move}: {error}"), move=excerpt(text), error=error
        ) from None
    if not words:
        raise MalformedInput("move", N_("empty move; the verbs are: {verbs}"), verbs=list(VERBS))
    verb = _verb(words[0])
    rest = words[1:]
    if verb == "attack":
        dice = _trailing_number(rest)
        source, target = _two_territories(board, rest, words[0])
        return Move(verb, Attack(source, target, dice or 0), open=dice is None)
    if verb == "fortify":
        armies = _trailing_number(rest)
        if armies is None:
            raise MalformedInput("move", N_("fortify FROM TO ARMIES: how many armies move?"))
        source, target = _two_territories(board, rest, words[0])
        return Move(verb, Fortify(source, target, armies))
    if verb in ("defend", "move"):
        number = _trailing_number(rest)
        if number is None or rest:
            raise MalformedInput("move", N_("{verb} NUMBER, for example: {verb} 2"), verb=words[0])
        return Move(verb, Defend(number) if verb == "defend" else MoveIn(number))
    if verb == "place":
        return Move(verb, _place(board, rest))
    if verb == "trade":
        trade = _trade(board, rest)
        any_wild = any(names.is_wild(w) and w not in _wild_ids(board) for w in rest)
        return Move(verb, trade, open=trade is None, any_wild=any_wild)
    end = _end(rest)
    return Move(verb, end, open=end is None)


def _spelled(words: Words, word: str) -> bool:
    """Whether ``word`` is one of the spellings, in any language."""
    key = names.fold(word)
    return bool(key) and any(
        key == names.fold(w) for spellings in words.values() for w in spellings
    )


def _verb(word: str) -> str:
    for verb, spellings in VERBS.items():
        if _spelled(spellings, word):
            return verb
    raise MalformedInput(
        "move",
        N_("unknown verb {word}; the verbs are: {verbs}"),
        word=excerpt(word),
        verbs=list(VERBS),
    )


def _trailing_number(words: list[str]) -> int | None:
    """Takes a number off the end of ``words``, if there is one."""
    if words and is_number(words[-1]):
        return int(words.pop())
    return None


def is_number(word: str) -> bool:
    """At most ``MAX_DIGITS`` digits, 0 to 9 only: ``str.isdigit`` also takes "²", which
    ``int`` refuses, and no count in a game comes near."""
    return word.isascii() and word.isdigit() and len(word) <= MAX_DIGITS


Read = Callable[[str], int | None]  # one name to what it means, or None


def _split(words: list[str], count: int, read: Read) -> list[list[int]]:
    """Every way to cut ``words`` into ``count`` names of one or more words, each of which
    means exactly one thing: names of several words need neither hyphens nor quotes."""
    known: dict[tuple[int, int], int | None] = {}

    def meaning(start: int, end: int) -> int | None:
        if (start, end) not in known:
            known[start, end] = read(" ".join(words[start:end]))
        return known[start, end]

    def cuts(start: int, left: int) -> list[list[int]]:
        if left == 1:
            whole = meaning(start, len(words)) if len(words) - start <= MOST_WORDS else None
            return [] if whole is None else [[whole]]
        found = []
        for end in range(start + 1, min(len(words) - left + 1, start + MOST_WORDS) + 1):
            if (first := meaning(start, end)) is not None:
                found += [[first, *rest] for rest in cuts(end, left - 1)]
        return found

    if not count <= len(words) <= count * MOST_WORDS:
        return []
    return cuts(0, count)


def _one_territory(board: Board) -> Read:
    def read(text: str) -> int | None:
        found = names.candidates(board, text)
        return found[0] if len(found) == 1 else None

    return read


def _two_territories(board: Board, words: list[str], verb: str) -> tuple[int, int]:
    """Two names, each of one or more words: the only split where both are known."""
    if len(words) < 2:
        raise MalformedInput("move", N_("{verb} FROM TO: two territories are needed"), verb=verb)
    splits = _split(words, 2, _one_territory(board))
    if len(splits) == 1:
        return splits[0][0], splits[0][1]
    if not splits:  # say which name is wrong, with its candidates
        names.territory(board, " ".join(words[:-1]), "move")
        names.territory(board, words[-1], "move")
    raise MalformedInput(
        "move", N_("cannot tell two territories apart in {words}"), words=excerpt(" ".join(words))
    )


def _place(board: Board, words: list[str]) -> Place:
    if words and is_number(words[0]):
        armies = int(words.pop(0))
    else:
        number = _trailing_number(words)
        if number is None:
            raise MalformedInput("move", N_("place ARMIES TERRITORY, for example: place 3 ontario"))
        armies = number
    return Place(names.territory(board, " ".join(words), "move"), armies)


WILD = -1  # a card read as "a wild card", not a given one


def _trade(board: Board, words: list[str]) -> TradeCards | None:
    """Three cards, optionally ``bonus TERRITORY``; nothing (or "3 cards") means any set."""
    if all(names.fold(w) in map(names.fold, ANY_SET) for w in words):
        return None
    bonus = None
    marked = [at for at, word in enumerate(words) if _spelled(BONUS, word)]
    if marked:
        bonus = names.territory(board, " ".join(words[marked[0] + 1 :]), "move")
        words = words[: marked[0]]
    wild_ids = _wild_ids(board)
    territory = _one_territory(board)

    def card(text: str) -> int | None:
        if text in wild_ids:
            return len(board.territories) + wild_ids.index(text)
        return WILD if names.is_wild(text) else territory(text)

    splits = _split(words, 3, card)
    if len(splits) != 1:
        if len(words) == 3:  # say which card is unknown
            for word in words:
                if card(word) is None:
                    names.territory(board, word, "move")
        raise MalformedInput("move", N_("trade CARD CARD CARD: three cards"))
    cards: list[int] = []
    for picked in splits[0]:
        if picked == WILD:  # the first wild card not yet named
            picked = len(board.territories) + sum(1 for c in cards if c >= len(board.territories))
        cards.append(picked)
    return TradeCards((cards[0], cards[1], cards[2]), bonus)


def _wild_ids(board: Board) -> list[str]:
    return [board.card_id(c) for c in range(len(board.territories), board.deck_size)]


def _end(words: list[str]) -> Action | None:
    if not words:
        return None
    what = " ".join(words)
    if _spelled(END_WHAT["turn"], what):
        return EndTurn()
    if _spelled(END_WHAT["attack"], what):
        return EndAttack()
    raise MalformedInput("move", N_("end attack, or end turn"))


def describe(action: Action, board: Board) -> str:
    """An action in the notation for programs (English words, IDs)."""
    return _written(action, board, "en", lambda place: place)


def _written(action: Action, board: Board, language: str, name: Callable[[str], str]) -> str:
    def verb(words: Words) -> str:
        return words[language][0]

    place = board.territories
    if isinstance(action, Attack | Fortify):
        words = VERBS["attack" if isinstance(action, Attack) else "fortify"]
        count = action.dice if isinstance(action, Attack) else action.armies
        return (
            f"{verb(words)} {name(place[action.source].id)} {name(place[action.target].id)} {count}"
        )
    if isinstance(action, Place):
        return f"{verb(VERBS['place'])} {action.armies} {name(place[action.territory].id)}"
    if isinstance(action, TradeCards):
        cards = " ".join(name(board.card_id(c)) for c in action.cards)
        bonus = action.bonus_territory
        after = "" if bonus is None else f" {verb(BONUS)} {name(place[bonus].id)}"
        return f"{verb(VERBS['trade'])} {cards}{after}"
    if isinstance(action, Defend | MoveIn):
        words = VERBS["defend" if isinstance(action, Defend) else "move"]
        return f"{verb(words)} {action.dice if isinstance(action, Defend) else action.armies}"
    if isinstance(action, EndAttack | EndTurn):
        what = END_WHAT["attack" if isinstance(action, EndAttack) else "turn"]
        return f"{verb(VERBS['end'])} {verb(what)}"
    return type(action).__name__  # a set-up move: the judge takes the game from its first turn


def for_readers(move: str, board: Board, language: str) -> str:
    """A move of the notation for programs, as a reader of ``language`` writes it: the
    language's verbs and the names of places (which the judge reads back)."""
    parsed = parse(move, board)
    if parsed.action is None:
        return VERBS[parsed.verb][language][0]
    return _written(parsed.action, board, language, lambda place: i18n.place_name(place, language))
