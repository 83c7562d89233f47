"""The table a scenario plays at: the state its Given steps describe, the chance it
dictates, and what the engine under test answered. Steps reach the engine only
through the driver port."""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from risk_ref.actions import Action, Chance
from risk_ref.board import Board
from risk_ref.conformance.control import control_chance, nearest_legal
from risk_ref.driver import Driver, Rejection
from risk_ref.engine import acting_seat
from risk_ref.state import UNCLAIMED, GameState
from tests.suite.steps.positions import complete

COLOURS = ("Red", "Blue", "Green", "Yellow", "Black", "Pink")


@dataclass
class Table:
    driver: Driver
    state: GameState
    listed: set[int] = field(default_factory=set)
    chance: deque[Chance] = field(default_factory=deque)
    started: bool = False
    before: GameState | None = None
    last: Action | None = None  # the last action taken
    rejection: Rejection | None = None
    given_reserves: dict[int, int] = field(default_factory=dict)  # by seat, or NEUTRAL
    options: dict[str, str] | None = None  # a game as set up, with these options: untouched
    unclaimed: set[int] = field(default_factory=set)  # while claiming: what is still free

    @property
    def board(self) -> Board:
        return self.state.ruleset.board

    def seat(self, player: str) -> int:
        try:
            return self.state.players.index(player)
        except ValueError:
            raise AssertionError(f"no player {player!r} at this table") from None

    def territory(self, territory_id: str) -> int:
        try:
            return self.board.index(territory_id)
        except KeyError:
            raise AssertionError(f"no territory {territory_id!r} on the board") from None

    def card(self, card_id: str) -> int:
        try:
            return self.board.card_index(card_id)
        except KeyError:
            raise AssertionError(f"no card {card_id!r} in the deck") from None

    def cards(self, text: str) -> tuple[int, ...]:
        return tuple(self.card(c.strip()) for c in text.split(",") if c.strip())

    def edit(self, **changes: Any) -> None:
        """Change the described state; only before the first action."""
        assert not self.started, "Given steps must come before the first action"
        self.state = self.state._replace(**changes)
        self.options = None  # no longer a game as set up

    def begin(self) -> None:
        """Start the engine: on a game it sets up itself, when the scenario's Given steps
        only named the players and the options, so that the engine computes everything
        from the start; else on the position described."""
        state = self.state
        if self.options is not None:
            rejection = self.driver.new_game(state.players, state.ruleset.name, self.options)
            assert rejection is None, f"the engine refused to set up the game: {rejection}"
        else:
            self.driver.start(self.reachable())
        self.started = True

    def current(self) -> GameState:
        """The engine's state, starting the engine on the described one if need be."""
        if not self.started:
            self.begin()
        return self.driver.state()

    def reachable(self) -> GameState:
        """The described state, completed as a game would have reached it."""
        self.state = complete(self.state, self.listed, self.given_reserves, self.unclaimed)
        return self.state

    def act(self, player: str | None, action: Action, *, takes_chance: bool = False) -> None:
        self.require_accepted()
        state = self.current()
        if player is not None:
            acting = acting_seat(state)
            assert acting == self.seat(player), (
                f"it is not {player}'s decision: the engine waits for "
                f"{'nobody' if acting is None else state.players[acting]} ({state.phase.value})"
            )
        chance = self.chance.popleft() if takes_chance and self.chance else None
        self.before, self.last = state, action
        self.rejection = self.driver.apply(action, chance)

    def control(self, rule: str | None) -> None:
        """Back the refusal just checked (under ``rule``, None if malformed) with its
        positive control: the same engine must accept the nearest legal action in the
        same position, of the same kind where one can be legal (the position is then
        restored)."""
        before, refused = self.before, self.last
        assert before is not None and refused is not None, "no action was refused"
        legal = nearest_legal(before, refused)
        if legal is None:  # the game is over: every engine refuses everything, and the
            return  # oracle has checked that this one ended the game where the rules do
        assert type(legal) is type(refused) or rule in OUT_OF_STEP, (
            f"no legal {type(refused).__name__} beside the refused one to control it: "
            "give the scenario's position one"
        )
        with controlling(self.driver):
            rejection = self.driver.apply(legal, control_chance(before, legal))
        assert rejection is None, f"the control {legal} was refused: {rejection}"
        self.driver.start(before)

    def require_accepted(self) -> None:
        if self.rejection is not None:
            rejection, self.rejection = self.rejection, None
            raise AssertionError(
                f"the engine refused the last action: {rejection.message} "
                f"[rule {rejection.rule}, {rejection.code}]"
            )

    def take_rejection(self) -> Rejection:
        assert self.rejection is not None, "the engine accepted the action"
        rejection, self.rejection = self.rejection, None
        return rejection


# Refusals for which no action of the same kind can be legal in the position: it is not
# the step for it (a trade after the reinforcements, a placement before a due trade).
OUT_OF_STEP = frozenset(
    ("turn.sequence", "cards.trade-timing", "cards.forced-trade", "elimination.trade")
)


def check_rejection(driver: Driver, rejection: Rejection, rule: str | None, code: str) -> None:
    """The rule (None: malformed input) and the code of a refusal, which the compiled
    suite keeps as what the case checks."""
    assert rejection.code == code, (
        f"refused with code {rejection.code} under rule {rejection.rule}: {rejection.message}"
    )
    assert rejection.rule == rule, f"refused under rule {rejection.rule}, not {rule}"
    checked = getattr(driver, "checked", None)
    if checked is not None:  # a recording driver (tests/suite/recording.py)
        checked(rule, code)


@contextlib.contextmanager
def controlling(driver: Driver) -> Iterator[None]:
    """A refusal's positive control being played: a recording driver marks it so."""
    if not hasattr(driver, "at_once"):
        yield
        return
    setattr(driver, "at_once", True)  # noqa: B010
    try:
        yield
    finally:
        setattr(driver, "at_once", False)  # noqa: B010


def fill_unlisted(table: Table, players: tuple[int, ...] | None = None) -> None:
    """Territories the scenario did not list go round the given seats, one army each."""
    seats = players or tuple(range(len(table.state.players)))
    owners = list(table.state.owners)
    armies = list(table.state.armies)
    unlisted = [t for t in range(len(owners)) if t not in table.listed]
    for position, territory in enumerate(unlisted):
        owners[territory] = seats[position % len(seats)]
        armies[territory] = 1
    table.edit(owners=tuple(owners), armies=tuple(armies))


def clear_board(table: Table) -> None:
    size = len(table.state.owners)
    table.edit(owners=(UNCLAIMED,) * size, armies=(0,) * size)
