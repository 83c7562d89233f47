"""Checks that an action's fields are well-formed before any rule is consulted."""

from __future__ import annotations

from risk_ref.errors import MalformedInput, excerpt


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


def dice(values: object, expected: int, field: str) -> tuple[int, ...]:
    if not isinstance(values, tuple) or len(values) != expected:
        raise MalformedInput(field, f"expected {expected} dice, got {excerpt(values)}")
    for value in values:
        if type(value) is not int or not 1 <= value <= 6:
            raise MalformedInput(field, f"a die shows 1 to 6, got {excerpt(value)}")
    return values
