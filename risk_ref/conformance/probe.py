"""Asking the implementation again where a number it got wrong has parts that the number
alone cannot tell apart: the same operation from a position that differs only in one
part shows which part it gets wrong.

The armies of a turn are the territories' share (never below the minimum) and the
continents' bonus (:func:`risk_ref.engine.reinforcement_parts`). A player who holds a
continent whole and is given the wrong number is asked again from the position in which
one territory of each such continent is swapped with another player's (the same number
of territories) or, where no swap will do, given away: no continent. Right there, the
continents were wrong; wrong there too, the share.

The armies of a Risiko! trade are the tris's value and two for each traded card of a
territory the trader holds. The trade is asked again with the trader's holding of those
territories reversed: an error that follows the holding is the card bonus's, one that
stays is the tris's.

A mission the reference finds complete, and the implementation does not end the game
for, is played on in the implementation's own game to the end of the turn: a game it
ends there knew the mission, and checked it at the wrong moment.
"""

from __future__ import annotations

from dataclasses import fields

from risk_ref.actions import Action, Chance, EndAttack, EndTurn, MoveIn, Place, TradeCards
from risk_ref.engine import (
    apply,
    continents_held,
    is_legal,
    must_trade,
    reinforcement_parts,
)
from risk_ref.errors import RiskError
from risk_ref.state import UNCLAIMED, GameState, Phase


def without_continents(state: GameState, seat: int, keep: frozenset[int]) -> GameState | None:
    """``state`` with ``seat`` holding no continent whole, none of ``keep`` moved: one
    territory of each continent it holds swapped with another player's territory where a
    swap leaves it none, else given to another player; None where it cannot be done."""
    board = state.ruleset.board
    owners = list(state.owners)

    def holds(territories: tuple[int, ...]) -> bool:
        return all(owners[t] == seat for t in territories)

    for continent_id in continents_held(state, seat):
        continent = board.continent(continent_id)
        if not holds(continent.territories):
            continue  # broken already by an earlier swap
        mine = next((t for t in continent.territories if t not in keep), None)
        others = [
            t for t in range(len(owners)) if t not in keep and owners[t] not in (seat, UNCLAIMED)
        ]
        if mine is None or not others:
            return None
        for other in others:
            owners[mine], owners[other] = owners[other], seat
            if not any(holds(c.territories) for c in board.continents if other in c.territories):
                break
            owners[mine], owners[other] = seat, owners[mine]  # undo: it completes another
        else:
            owners[mine] = owners[others[0]]  # given away: one territory fewer
    probe = state._replace(owners=tuple(owners))
    return None if continents_held(probe, seat) else probe


def continents_probe(
    before: GameState, action: Action, chance: Chance | None, seat: int
) -> tuple[GameState, int] | None:
    """The position to ask again from, for the armies ``seat`` receives when ``action``
    starts its turn, with the number the reference gives there; None where the action
    would not do so from it."""
    named = frozenset(
        value
        for field in fields(action)
        if field.name in ("source", "target", "territory")
        and type(value := getattr(action, field.name)) is int
    )
    probe = without_continents(before, seat, named)
    if probe is None or not is_legal(probe, action):
        return None
    try:
        after = apply(probe, action, chance)
    except RiskError:
        return None
    if after.phase is not Phase.REINFORCE or after.current != seat:
        return None
    parts = reinforcement_parts(after, seat)
    if parts["reinforce.continents"]:
        return None
    return probe, after.reserves[seat]


def holding_flipped(
    before: GameState, action: TradeCards, chance: Chance | None
) -> tuple[GameState, int] | None:
    """For the armies a trade adds where each traded card of a held territory adds some
    (Risiko!): the position in which the trader holds none of the cards' territories if
    it held any, else all of them (each swapped with a territory of the other side, the
    same number for both), with the armies the reference then gives; None where it
    cannot be built or the trade would not be legal there."""
    seat = before.current
    cards = action.cards if isinstance(action.cards, tuple) else ()
    shown = [c for c in cards if type(c) is int and 0 <= c < len(before.owners)]
    owners = list(before.owners)
    held = [t for t in shown if owners[t] == seat]
    moving = held or [t for t in shown if owners[t] != seat]
    for territory in moving:
        swap = next(
            (
                other
                for other in range(len(owners))
                if other not in shown
                and owners[other] != UNCLAIMED
                and (owners[other] == seat) != (owners[territory] == seat)
            ),
            None,
        )
        if swap is None:
            return None
        owners[territory], owners[swap] = owners[swap], owners[territory]
    probe = before._replace(owners=tuple(owners))
    if not moving or not is_legal(probe, action):
        return None
    try:
        after = apply(probe, action, chance)
    except RiskError:
        return None
    return (probe, after.reserves[seat]) if after.phase is before.phase else None


def turn_ending(state: GameState) -> Action | None:
    """The next action that takes the player's turn to its end, in a game a mission was
    won in by the reference's reckoning but not the implementation's: all reserves
    placed, the attacks and the turn ended; None where the turn cannot simply be ended
    (a trade due, a battle under way)."""
    seat = state.current
    if state.phase is Phase.REINFORCE and not must_trade(state):
        territory = state.owners.index(seat)
        return Place(territory, state.reserves[seat])
    if state.phase is Phase.MOVE_IN and state.battle is not None:
        return MoveIn(state.battle.dice)
    if state.phase is Phase.ATTACK:
        return EndAttack()
    if state.phase is Phase.FORTIFY:
        return EndTurn()
    return None
