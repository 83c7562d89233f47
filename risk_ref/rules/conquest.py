"""Conquest: taking a territory, moving in, and the fall of an eliminated player."""

from __future__ import annotations

from risk_ref.actions import MoveIn
from risk_ref.errors import Code, IllegalAction
from risk_ref.rule_ids import implements
from risk_ref.rules import inputs
from risk_ref.rules.elimination import eliminate, trade_now
from risk_ref.rules.phase import require_phase
from risk_ref.rules.victory import winner, winning_rule
from risk_ref.state import NEUTRAL, Battle, GameState, Phase
from risk_ref.trace import wrote


@implements("conquest.move-in")
def conquer(state: GameState, battle: Battle) -> GameState:
    """The last defending army fell: the territory changes hands and waits for a move-in.
    A player who loses their last territory is out, and their cards go to the conqueror."""
    seat = state.current
    loser = state.owners[battle.target]
    owners = list(state.owners)
    owners[battle.target] = seat
    state = wrote(
        state, "conquest.move-in", owners=tuple(owners), phase=Phase.MOVE_IN, conquered=True
    )
    if loser == NEUTRAL or loser in owners:
        return state
    return eliminate(state, loser)


@implements("conquest.garrison")
def move_in_range(state: GameState) -> tuple[int, int]:
    """The fewest and the most armies that may move into the conquered territory."""
    battle = state.battle
    assert battle is not None
    return battle.dice, state.armies[battle.source] - 1


def validate_move_in(state: GameState, action: MoveIn) -> None:
    require_phase(state, action, Phase.MOVE_IN)
    armies = inputs.count(action.armies, "armies")
    least, most = move_in_range(state)
    if armies < least:
        raise IllegalAction(Code.MOVE_IN_TOO_FEW, least=least, armies=armies)
    if armies > most:
        raise IllegalAction(Code.MOVE_IN_TOO_MANY, most=most, armies=armies)


def move_in(state: GameState, action: MoveIn) -> GameState:
    validate_move_in(state, action)
    battle = state.battle
    assert battle is not None
    armies = list(state.armies)
    armies[battle.source] -= action.armies
    armies[battle.target] += action.armies
    state = wrote(state, "conquest.move-in", armies=tuple(armies), battle=None)
    if winner(state) is not None:
        return wrote(state, winning_rule(state) or "victory.world", phase=Phase.GAME_OVER)
    if trade_now(state):
        return wrote(state, "elimination.trade", phase=Phase.ELIMINATION_TRADE)
    return wrote(state, "attack.repeat", phase=Phase.ATTACK)
