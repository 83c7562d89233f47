"""The one check every action starts with: is this the moment for it?"""

from __future__ import annotations

from risk_ref.errors import Code, IllegalAction
from risk_ref.rule_ids import implements
from risk_ref.state import GameState, Phase


@implements("turn.sequence", "victory.world")
def require_phase(state: GameState, action: object, *phases: Phase) -> None:
    if state.phase not in phases:
        if state.phase is Phase.GAME_OVER:
            raise IllegalAction(Code.GAME_OVER)
        raise IllegalAction(Code.WRONG_PHASE, action=type(action).__name__, phase=state.phase.value)
