"""Checks that an action's fields are well-formed before any rule is consulted."""

from __future__ import annotations

import unicodedata

from risk_ref.errors import MalformedInput, excerpt

MAX_NAME = 40  # characters in a player's name: a colour, a nickname, never a paragraph
MAX_DIGITS = 18  # of a count written in a document or a position: no game comes near
# control, format (invisible: a zero-width joiner, a right-to-left override), separators
# of lines and paragraphs, surrogates and unassigned code points
_NOT_IN_NAMES = frozenset(("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"))


def territory(value: object, count: int, field: str) -> int:
    if type(value) is not int or not 0 <= value < count:
        raise MalformedInput(
            field, f"expected a territory index from 0 to {count - 1}, got {excerpt(value)}"
        )
    return value


def count(value: object, field: str, least: int = 1) -> int:
    if type(value) is not int or value < least:
        raise MalformedInput(
            field, f"expected a whole number of at least {least}, got {excerpt(value)}"
        )
    return value


def names(values: object, field: str = "players") -> tuple[str, ...]:
    """The players' names in seating order: each of 1 to ``MAX_NAME`` characters, all
    visible, not only spaces, and no two the same once Unicode-normalised (NFC), so that
    two players never look alike."""
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)):
        raise MalformedInput(field, f"expected a list of names, got {excerpt(values)}")
    seen: dict[str, int] = {}
    for index, name in enumerate(values):
        where = f"{field}[{index}]"
        if not isinstance(name, str) or not name.strip():
            raise MalformedInput(where, f"expected a name, got {excerpt(name)}")
        if len(name) > MAX_NAME:
            raise MalformedInput(where, f"a name has at most {MAX_NAME} characters")
        if any(unicodedata.category(c) in _NOT_IN_NAMES for c in name):
            raise MalformedInput(where, f"a name of visible characters only, got {excerpt(name)}")
        same = seen.setdefault(unicodedata.normalize("NFC", name), index)
        if same != index:
            raise MalformedInput(where, f"the same name as players[{same}]: {excerpt(name)}")
    return tuple(values)


def dice(values: object, expected: int, field: str) -> tuple[int, ...]:
    if not isinstance(values, tuple) or len(values) != expected:
        raise MalformedInput(field, f"expected {expected} dice, got {excerpt(values)}")
    for value in values:
        if type(value) is not int or not 1 <= value <= 6:
            raise MalformedInput(field, f"a die shows 1 to 6, got {excerpt(value)}")
    return values
