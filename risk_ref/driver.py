"""The driver port: the narrow interface through which the rule suite talks to an engine.

The step definitions only start from a state, apply an action with dictated chance and
read the state back, so the same scenarios can drive the reference engine in process or
another implementation out of process.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from risk_ref.actions import Action, Chance
from risk_ref.engine import apply
from risk_ref.errors import IllegalAction, MalformedInput
from risk_ref.state import GameState


@dataclass(frozen=True, slots=True)
class Rejection:
    """An engine's refusal: its error code and the rule it says was broken, if it says."""

    code: str
    rule: str | None
    message: str


class Driver(Protocol):
    def start(self, state: GameState) -> None: ...

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        """Apply an action; None when accepted, the rejection otherwise."""
        ...

    def state(self) -> GameState: ...


class ReferenceDriver:
    """The reference engine, in process."""

    def __init__(self) -> None:
        self._state: GameState | None = None

    def start(self, state: GameState) -> None:
        self._state = state

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        try:
            self._state = apply(self.state(), action, chance)
        except IllegalAction as error:
            return Rejection(error.code.code, error.rule, error.message)
        except MalformedInput as error:
            return Rejection("malformed", None, str(error))
        return None

    def state(self) -> GameState:
        if self._state is None:
            raise RuntimeError("the driver has no game: call start() first")
        return self._state
