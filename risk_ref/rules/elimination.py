"""Elimination: the fallen player's cards go to the conqueror, who may have to trade
them at once."""

from __future__ import annotations

from risk_ref.rule_ids import implements
from risk_ref.rules.missions import after_elimination
from risk_ref.state import GameState
from risk_ref.trace import wrote


@implements("elimination.cards")
def eliminate(state: GameState, loser: int) -> GameState:
    """The current player took ``loser``'s last territory: ``loser`` is out, and their
    cards are the conqueror's at once."""
    seat = state.current
    hands = list(state.hands)
    hands[seat] = tuple(sorted(hands[seat] + hands[loser]))
    hands[loser] = ()
    state = wrote(
        state, "elimination.cards", hands=tuple(hands), eliminated=(*state.eliminated, loser)
    )
    return after_elimination(state, loser) if state.ruleset.mission_deck else state


@implements("elimination.trade", "elimination.wait")
def trade_now(state: GameState) -> bool:
    """Whether the conqueror's hand, cards taken and all, is big enough that the attacks
    pause for trading; a smaller one waits for the next turn."""
    limit = state.ruleset.elimination_trade_hand
    return limit is not None and len(state.hands[state.current]) >= limit
