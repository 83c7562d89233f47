"""The driver port: the narrow interface through which the rule suite talks to an engine.

The step definitions only set up a game, start from a state, apply an action with
dictated chance and read the state back, so the same scenarios drive the reference
engine in process or another implementation out of process
(:mod:`risk_ref.protocol.client`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from risk_ref.actions import Action, Chance
from risk_ref.chance import SeededChance
from risk_ref.engine import apply, new_game
from risk_ref.errors import IllegalAction, MalformedInput
from risk_ref.ruleset import find_ruleset
from risk_ref.state import GameState


@dataclass(frozen=True, slots=True)
class Rejection:
    """An engine's refusal: the rule it says was broken (if it says) and, from engines
    that use the reference's codes, the error code ("malformed" for malformed input)."""

    code: str | None
    rule: str | None
    message: str
    field: str | None = None  # for malformed input, from the reference: the field at fault


class Unsupported(Exception):
    """The engine under test does not implement what a case needs (a ruleset, an option
    value, a number of players or a feature it did not declare): the case is reported
    as not implemented, neither passed nor failed."""


class Driver(Protocol):
    strict_codes: bool  # whether the engine answers with the reference's error codes

    def new_game(
        self, players: Sequence[str], ruleset: str, options: Mapping[str, str]
    ) -> Rejection | None:
        """Set up a new game; None when accepted, the rejection otherwise."""
        ...

    def start(self, state: GameState) -> None: ...

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        """Apply an action; None when accepted, the rejection otherwise."""
        ...

    def apply_own(self, action: Action) -> tuple[Rejection | None, Chance | None]:
        """Apply an action, the engine rolling or drawing itself: its verdict and the
        outcome it used."""
        ...

    def state(self) -> GameState: ...


class ReferenceDriver:
    """The reference engine, in process."""

    strict_codes = True

    def __init__(self) -> None:
        self._state: GameState | None = None
        self._chance = SeededChance(0)  # for apply_own

    def new_game(
        self, players: Sequence[str], ruleset: str, options: Mapping[str, str]
    ) -> Rejection | None:
        try:
            self._state = new_game(players, find_ruleset(ruleset, dict(options)))
        except IllegalAction as error:
            return Rejection(error.code.code, error.rule, error.message)
        except MalformedInput as error:
            return Rejection("malformed", None, str(error), error.field)
        return None

    def start(self, state: GameState) -> None:
        self._state = state

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        try:
            self._state = apply(self.state(), action, chance)
        except IllegalAction as error:
            return Rejection(error.code.code, error.rule, error.message)
        except MalformedInput as error:
            return Rejection("malformed", None, str(error), error.field)
        return None

    def apply_own(self, action: Action) -> tuple[Rejection | None, Chance | None]:
        chance = self._chance.outcome(self.state(), action)
        return self.apply(action, chance), chance

    def state(self) -> GameState:
        if self._state is None:
            raise RuntimeError("the driver has no game: call start() first")
        return self._state
