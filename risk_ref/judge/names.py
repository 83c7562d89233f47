"""Territory and card names as people type them, in any of the rulebook's languages.

A name is matched without case, accents, spaces or hyphens, against each territory's ID
and its name in every language (the names are the glossary's, translated through the
rulebook's catalogues), and a unique prefix is enough: ``kamch``, ``Jacuzia``,
``africa del nord``, ``Κίνα``. An unknown or ambiguous name is a
:class:`MalformedInput` that lists the candidates.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from risk_ref import i18n
from risk_ref.board import Board
from risk_ref.errors import N_, MalformedInput, excerpt


def fold(text: str) -> str:
    """Lower case, without accents, spaces, hyphens, dots or apostrophes."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    kept = (c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in kept if c.isalnum())


@cache
def _index(board: Board) -> dict[str, frozenset[int]]:
    """Every folded spelling of every territory: its ID and its name in each language."""
    spellings: dict[str, set[int]] = {}
    for territory in board.territories:
        names = {territory.id, territory.name}
        names |= {i18n.gettext(territory.name, lang, "glossary") for lang in i18n.LANGUAGES}
        for name in names:
            spellings.setdefault(fold(name), set()).add(territory.index)
    return {spelling: frozenset(found) for spelling, found in spellings.items()}


def candidates(board: Board, text: str) -> list[int]:
    """The territories a typed name can mean: an exact spelling, else every prefix match."""
    key = fold(text)
    index = _index(board)
    if not key:
        return []
    if key in index:
        return sorted(index[key])
    return sorted(
        {t for spelling, found in index.items() if spelling.startswith(key) for t in found}
    )


def territory(board: Board, text: str, field: str) -> int:
    """The one territory a typed name means; raises MalformedInput naming the field."""
    found = candidates(board, text)
    if len(found) == 1:
        return found[0]
    if not found:
        raise MalformedInput(field, N_("no territory is called {name}"), name=excerpt(text))
    listed = [board.territories[t].id for t in found]
    raise MalformedInput(
        field, N_("{name} could be any of: {territories}"), name=excerpt(text), territories=listed
    )


@cache
def _wild_words() -> frozenset[str]:
    """ "wild card" folded, in every language (the catalogue's word for the card)."""
    return frozenset(fold(i18n.gettext_in("card", i18n.WILD_CARD, lang)) for lang in i18n.LANGUAGES)


def is_wild(text: str) -> bool:
    """Whether a typed card name means "a wild card", in any language."""
    key = fold(text)
    return bool(key) and any(word.startswith(key) for word in _wild_words())
