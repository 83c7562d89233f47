"""The reference engine with one rule broken: a defender with a single army may still
roll two dice (attack.defender-dice)."""

import sys

from risk_ref.protocol.server import serve
from risk_ref.rules import combat
from risk_ref.state import GameState


def most_defence_dice(state: GameState, target: int) -> int:
    return state.ruleset.max_defence_dice


combat.most_defence_dice = most_defence_dice
sys.exit(serve(sys.stdin, sys.stdout))
