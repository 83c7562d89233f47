"""The order of play: phases, whose turn it is, and the start and end of a turn."""

from __future__ import annotations

from collections.abc import Iterator

from risk_ref.rule_ids import implements
from risk_ref.rules.reinforce import reinforcement, reinforcement_parts
from risk_ref.rules.two_player import neutral_defender
from risk_ref.state import NEUTRAL, GameState, Phase
from risk_ref.trace import parts, wrote


def seats_after(state: GameState, seat: int) -> Iterator[int]:
    """Every seat once, going left from ``seat`` and ending with it."""
    seats = len(state.players)
    return ((seat + step) % seats for step in range(1, seats + 1))


@implements("turn.order")
def next_seat(state: GameState, seat: int) -> int:
    """The next player still in the game, to the left (the next seat)."""
    return next((s for s in seats_after(state, seat) if s not in state.eliminated), seat)


def start_turn(state: GameState, seat: int) -> GameState:
    """``seat``'s turn begins, with its reinforcements (the rule that ends the turn before
    it records, ahead of this, that it ended it)."""
    state = wrote(state, "turn.order", current=seat, turn=state.turn + 1)
    parts("reserves", lambda: reinforcement_parts(state, seat))
    reserves = list(state.reserves)
    reserves[seat] = reinforcement(state, seat)
    state = wrote(state, "reinforce.territories", reserves=tuple(reserves))
    return wrote(
        state,
        "turn.sequence",
        phase=Phase.REINFORCE,
        battle=None,
        conquered=False,
        card_bonus_used=False,
        turn_trades=0,
    )


def end_turn(state: GameState) -> GameState:
    return start_turn(state, next_seat(state, state.current))


@implements("turn.sequence")
def acting_seat(state: GameState) -> int | None:
    """Who decides next: the defender in DEFEND (for the neutral, the other player);
    nobody while the dice choose the first player or deal the territories."""
    if state.phase in (Phase.ROLL_FOR_FIRST, Phase.DEAL):
        return None
    if state.phase is Phase.DEFEND and state.battle is not None:
        defender = state.owners[state.battle.target]
        return neutral_defender(state) if defender == NEUTRAL else defender
    return state.current
