"""The two-player game with a neutral force: who rolls the neutral's dice, and winning by
eliminating the one opponent."""

from __future__ import annotations

from risk_ref.rule_ids import implements
from risk_ref.ruleset import TwoPlayerVictory
from risk_ref.state import GameState


@implements("two-player.neutral-defence")
def neutral_defender(state: GameState) -> int:
    """Who rolls the neutral's dice: the player who is not attacking it."""
    others = [s for s in range(len(state.players)) if s != state.current]
    alive = [s for s in others if s not in state.eliminated]
    return alive[0] if alive else state.current


@implements("two-player.victory")
def last_player_standing(state: GameState) -> int | None:
    """The winner by eliminating the opponent, where the two-player rules play so."""
    alive = [seat for seat in range(len(state.players)) if seat not in state.eliminated]
    eliminating_wins = state.ruleset.two_player_victory is TwoPlayerVictory.ELIMINATE_OPPONENT
    return alive[0] if len(alive) == 1 and state.has_neutral and eliminating_wins else None
