# mypy: disable-error-code="method-assign"
"""The reference engine keeping its game another way that no rule can see: the kit must
pass it on every case (the protocol chapter's "When two games are the same").

    python tests/implementations/equivalent.py WAY      serve the engine that keeps WAY

``reversed``: every list whose order no rule reads written backwards (hands as drawn,
discards as traded, the draw pile and its shuffle, the contenders, the players out).
``counters``: its own bookkeeping: turns counted by rounds, and the territory bonus's flag
and the trades of the turn never recorded where no rule of the ruleset reads them.
``fall-at-move-in``: a player who loses their last territory is out (and hands over
their cards) at the move-in, not at the roll.
``move-at-roll``: the armies that rolled move into a conquered territory at the roll;
the move-in moves the rest.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from risk_ref import engine
from risk_ref.actions import BattleRoll, Defend, MoveIn
from risk_ref.document import to_document
from risk_ref.protocol.server import Session, serve
from risk_ref.rules import elimination
from risk_ref.state import NEUTRAL, GameState, Phase

Document = dict[str, Any]


def written(change: Callable[[Document, GameState], None]) -> None:
    """The engine's state documents changed as they are written."""

    def document(state: GameState) -> Any:
        written = to_document(state)
        change(written, state)
        return written

    Session._document = staticmethod(document)


def reversed_lists(document: Document, state: GameState) -> None:
    for key in ("draw_pile", "discards", "contenders", "eliminated"):
        document[key] = document[key][::-1]
    document["hands"] = {player: cards[::-1] for player, cards in document["hands"].items()}


def own_counters(document: Document, state: GameState) -> None:
    document["turn"] = 1 + (state.turn - 1) // len(state.players)
    for field in state.ruleset.unread_counters - {"turn"}:
        document.pop(field, None)
    if "card_bonus_used" in state.ruleset.unread_counters:
        document["card_bonus_used"] = False


def moved_at_roll(document: Document, state: GameState) -> None:
    battle = state.battle
    if state.phase is Phase.MOVE_IN and battle is not None:
        land = state.ruleset.board.territories
        document["territories"][land[battle.source].id]["armies"] -= battle.dice
        document["territories"][land[battle.target].id]["armies"] += battle.dice


def fall_at_move_in() -> None:
    """The roll leaves the loser in the game; the move-in puts every player without a
    territory out, as the reference did at the roll."""
    validate, defend, chance, adds = engine._RULES[Defend]
    _, move_in, _, _ = engine._RULES[MoveIn]

    def defend_later(state: GameState, action: Defend, roll: BattleRoll) -> GameState:
        after = defend(state, action, roll)
        if after.phase is not Phase.MOVE_IN:
            return after
        return after._replace(
            eliminated=state.eliminated, hands=state.hands, missions=state.missions
        )

    def move_in_then_fall(state: GameState, action: MoveIn) -> GameState:
        engine.check(state, action)
        fallen = [
            seat
            for seat in range(len(state.players))
            if seat not in state.eliminated and seat not in state.owners and seat != NEUTRAL
        ]
        for seat in fallen:
            state = elimination.eliminate(state, seat)
        return move_in(state, action)

    engine._register(Defend, validate, defend_later, chance, adds)
    engine._register(MoveIn, engine._RULES[MoveIn].validate, move_in_then_fall)


WAYS: dict[str, Callable[[], None]] = {
    "reversed": lambda: written(reversed_lists),
    "counters": lambda: written(own_counters),
    "fall-at-move-in": fall_at_move_in,
    "move-at-roll": lambda: written(moved_at_roll),
}

if __name__ == "__main__":
    way = sys.argv[1] if len(sys.argv) == 2 else ""
    if way not in WAYS:
        sys.exit(f"usage: equivalent.py WAY; ways: {', '.join(WAYS)}")
    WAYS[way]()
    sys.exit(serve(sys.stdin.buffer, sys.stdout.buffer))
