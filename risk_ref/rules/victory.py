"""Winning: the whole world, or, in the two-player game with a neutral, the last opponent."""

from __future__ import annotations

from risk_ref.ruleset import TwoPlayerVictory
from risk_ref.state import GameState


def winner(state: GameState) -> int | None:
    """The seat that has won, if any."""
    first = state.owners[0]
    if first >= 0 and state.owners.count(first) == len(state.owners):
        return first
    alive = [seat for seat in range(len(state.players)) if seat not in state.eliminated]
    if (
        len(alive) == 1
        and state.has_neutral
        and state.ruleset.two_player_victory is TwoPlayerVictory.ELIMINATE_OPPONENT
    ):
        return alive[0]
    return None
