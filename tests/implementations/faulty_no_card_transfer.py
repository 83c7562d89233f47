"""The reference engine with one rule broken: an eliminated player's cards are not given
to the conqueror (elimination.cards) but go to the discards (every card must stay
somewhere, or the state would not even be a valid document). Patched where combat.defend
looks conquer up."""

import sys

from risk_ref.protocol.server import serve
from risk_ref.rules import combat, conquest
from risk_ref.state import Battle, GameState

right_conquer = conquest.conquer


def conquer(state: GameState, battle: Battle) -> GameState:
    after = right_conquer(state, battle)
    fallen = [seat for seat in after.eliminated if seat not in state.eliminated]
    if not fallen:
        return after
    taken = state.hands[fallen[0]]
    hands = list(after.hands)
    hands[after.current] = tuple(c for c in hands[after.current] if c not in taken)
    return after._replace(hands=tuple(hands), discards=tuple(sorted(after.discards + taken)))


combat.conquer = conquer  # type: ignore[attr-defined]  # the name combat.defend calls
sys.exit(serve(sys.stdin, sys.stdout))
