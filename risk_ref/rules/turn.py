"""The order of play: phases, whose turn it is, and the start and end of a turn."""

from __future__ import annotations

from risk_ref.rules.reinforcement import reinforcement
from risk_ref.state import GameState, Phase


def next_seat(state: GameState, seat: int) -> int:
    """The next player still in the game, to the left (the next seat)."""
    seats = len(state.players)
    for step in range(1, seats + 1):
        candidate = (seat + step) % seats
        if candidate not in state.eliminated:
            return candidate
    return seat


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
    )


def end_turn(state: GameState) -> GameState:
    return start_turn(state, next_seat(state, state.current))
