"""The order of play: phases, whose turn it is, and the start and end of a turn."""

from __future__ import annotations

from collections.abc import Iterator

from risk_ref.rules.reinforcement import reinforcement
from risk_ref.state import GameState, Phase


def seats_after(state: GameState, seat: int) -> Iterator[int]:
    """Every seat once, going left from ``seat`` and ending with it."""
    seats = len(state.players)
    return ((seat + step) % seats for step in range(1, seats + 1))


def next_seat(state: GameState, seat: int) -> int:
    """The next player still in the game, to the left (the next seat)."""
    return next((s for s in seats_after(state, seat) if s not in state.eliminated), seat)


def start_turn(state: GameState, seat: int) -> GameState:
    reserves = list(state.reserves)
    reserves[seat] = reinforcement(state, seat)
    return state._replace(
        phase=Phase.REINFORCE,
        current=seat,
        reserves=tuple(reserves),
        turn=state.turn + 1,
        battle=None,
        conquered=False,
        card_bonus_used=False,
        turn_trades=0,
    )


def end_turn(state: GameState) -> GameState:
    return start_turn(state, next_seat(state, state.current))
