"""Fortifying: the one free move that ends a turn."""

from __future__ import annotations

from risk_ref.actions import EndTurn, Fortify
from risk_ref.errors import Code, IllegalAction
from risk_ref.rule_ids import implements
from risk_ref.rules import inputs
from risk_ref.rules.phase import require_phase
from risk_ref.rules.turn import end_turn
from risk_ref.ruleset import FortifyMode
from risk_ref.state import GameState, Phase
from risk_ref.trace import record, wrote


@implements("fortify.move")
def reachable(state: GameState, source: int) -> frozenset[int]:
    """The own territories the fortify rule lets armies from ``source`` reach."""
    neighbours = state.ruleset.board.neighbours
    owners = state.owners
    seat = owners[source]
    if state.ruleset.fortify_mode is FortifyMode.ADJACENT:
        return frozenset(t for t in neighbours[source] if owners[t] == seat)
    seen = {source}
    frontier = [source]
    while frontier:
        for t in neighbours[frontier.pop()]:
            if t not in seen and owners[t] == seat:
                seen.add(t)
                frontier.append(t)
    seen.discard(source)
    return frozenset(seen)


@implements("fortify.move", "conquest.garrison")
def validate_fortify(state: GameState, action: Fortify) -> None:
    require_phase(state, action, Phase.FORTIFY)
    board = state.ruleset.board
    size = len(board.territories)
    source = inputs.territory(action.source, size, "source")
    target = inputs.territory(action.target, size, "target")
    armies = inputs.count(action.armies, "armies")
    for territory in (source, target):
        if state.owners[territory] != state.current:
            raise IllegalAction(Code.FORTIFY_NOT_OWN, territory=board.territories[territory].id)
    if target not in reachable(state, source):
        raise IllegalAction(
            Code.FORTIFY_NOT_CONNECTED,
            source=board.territories[source].id,
            target=board.territories[target].id,
        )
    most = state.armies[source] - 1
    if armies > most:
        raise IllegalAction(
            Code.FORTIFY_TOO_MANY, most=most, territory=board.territories[source].id, armies=armies
        )


def fortify(state: GameState, action: Fortify) -> GameState:
    validate_fortify(state, action)
    armies = list(state.armies)
    armies[action.source] -= action.armies
    armies[action.target] += action.armies
    state = wrote(state, "fortify.move", armies=tuple(armies))
    record("fortify.move", "phase")  # the one move ends the turn
    return end_turn(state)


@implements("fortify.optional")
def validate_end_turn(state: GameState, action: EndTurn) -> None:
    require_phase(state, action, Phase.FORTIFY)


def skip_fortify(state: GameState, action: EndTurn) -> GameState:
    validate_end_turn(state, action)
    record("fortify.optional", "phase")
    return end_turn(state)
