"""The game state: an immutable value; the engine returns a new one for every action."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from risk_ref.ruleset import Ruleset, TwoPlayerMode

UNCLAIMED = -1
NEUTRAL = -2


class Phase(Enum):
    """The step the game is at, which decides the actions allowed. The setup:
    ``ROLL_FOR_FIRST``, ``DEAL``, ``CLAIM``, ``SETUP``; a turn: ``REINFORCE``,
    ``ATTACK``, ``DEFEND``, ``MOVE_IN``, ``ELIMINATION_TRADE``, ``FORTIFY``; and
    ``GAME_OVER``. Each value is the phase's name in the state document."""

    ROLL_FOR_FIRST = "roll-for-first"
    DEAL = "deal"
    CLAIM = "claim"
    SETUP = "setup"
    REINFORCE = "reinforce"
    ATTACK = "attack"
    DEFEND = "defend"
    MOVE_IN = "move-in"
    ELIMINATION_TRADE = "elimination-trade"
    FORTIFY = "fortify"
    GAME_OVER = "game-over"


class Battle(NamedTuple):
    """The attack waiting for the defender's dice, or the conquest waiting for a move-in."""

    source: int
    target: int
    dice: int


class GameState(NamedTuple):
    """Everything the rules need, and nothing hidden: deck order is left to chance.

    ``owners`` holds a seat index, NEUTRAL or UNCLAIMED per territory. ``reserves`` holds
    each seat's armies still to place: during setup the rest of its starting armies,
    during a turn the current player's reinforcements. While a conquest waits for its
    move-in (phase MOVE_IN) the conquered territory is the attacker's with 0 armies.
    ``missions`` holds each seat's secret mission ID, or None (always None without
    missions, and before they are dealt). ``turn_trades`` counts the sets the current
    player traded while reinforcing this turn, only where the option ``second-set`` is
    compulsory (always 0 elsewhere, so that a state holds nothing the rules do not read).
    """

    ruleset: Ruleset
    players: tuple[str, ...]
    owners: tuple[int, ...]
    armies: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    draw_pile: tuple[int, ...]
    discards: tuple[int, ...]
    sets_traded: int
    phase: Phase
    current: int
    reserves: tuple[int, ...]
    neutral_reserve: int
    turn: int
    first_player: int
    contenders: tuple[int, ...]
    placements: int
    battle: Battle | None
    conquered: bool
    card_bonus_used: bool
    eliminated: tuple[int, ...]
    missions: tuple[str | None, ...]
    turn_trades: int = 0

    @property
    def has_neutral(self) -> bool:
        return len(self.players) == 2 and self.ruleset.two_player_mode is TwoPlayerMode.NEUTRAL

    def territories_of(self, seat: int) -> list[int]:
        return [t for t, owner in enumerate(self.owners) if owner == seat]


_FIELD_INDEX = {name: index for index, name in enumerate(GameState._fields)}
# The fields a roll changes, by position: the rules of combat build their states in place.
ARMIES, PHASE, BATTLE = (_FIELD_INDEX[f] for f in ("armies", "phase", "battle"))
new_tuple = tuple.__new__


def evolve(state: GameState, **changes: object) -> GameState:
    """``state._replace(**changes)`` at half the cost; unknown fields raise KeyError."""
    values: list[object] = list(state)
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return new_tuple(GameState, values)
