"""Winning: the whole world, a secret mission, or, in the two-player game with a
neutral, the last opponent."""

from __future__ import annotations

from risk_ref.rule_ids import implements
from risk_ref.rules.missions import completed
from risk_ref.rules.two_player import last_player_standing
from risk_ref.state import GameState, Phase
from risk_ref.trace import wrote

# The phases of play in which missions are checked: setup must be over (a conquest is
# checked by the move-in, with the winner of the world).
_MISSION_PHASES = frozenset((Phase.REINFORCE, Phase.ATTACK, Phase.ELIMINATION_TRADE, Phase.FORTIFY))


@implements("victory.world")
def winner(state: GameState) -> int | None:
    """The seat that has won, if any: by holding every territory, by a completed
    mission, or as the last opponent standing in the two-player game with a neutral."""
    first = state.owners[0]
    if first >= 0 and state.owners.count(first) == len(state.owners):
        return first
    last = last_player_standing(state)
    return mission_winner(state) if last is None else last


def winning_rule(state: GameState) -> str | None:
    """The ID of the rule by which the game is won, if it is."""
    won = winner(state)
    if won is None:
        return None
    if state.owners.count(won) == len(state.owners):
        return "victory.world"
    return "missions.victory" if mission_winner(state) == won else "two-player.victory"


@implements("missions.victory")
def mission_winner(state: GameState) -> int | None:
    """The first seat, from the player whose turn it is and on in turn order, whose
    mission is complete (rule missions.victory); None without missions."""
    if not state.ruleset.mission_deck:
        return None
    seats = len(state.players)
    for step in range(seats):
        seat = (state.current + step) % seats
        if seat not in state.eliminated and completed(state, seat):
            return seat
    return None


def end_on_mission(state: GameState) -> GameState:
    """The game over if an action of play completed anyone's mission, else unchanged."""
    if (
        state.ruleset.mission_deck
        and state.phase in _MISSION_PHASES
        and mission_winner(state) is not None
    ):
        return wrote(state, "missions.victory", phase=Phase.GAME_OVER)
    return state
