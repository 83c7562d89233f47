"""Rules that do not depend on the number of players, checked at every number an
implementation plays: a position written for three players is sent to an engine that
plays only five with the two missing players seated as bystanders who are already out
(no territory, no card, no turn), as in a game of five in which two have fallen.

The set-up and the roll for the first turn depend on the number of players, and so does
the two-player game: those positions are never widened. In a game with missions a
bystander takes a colour no mission at the table is to destroy, and a mission nobody
holds; every widened position must be one a game can reach (:mod:`risk_ref.reachable`).
"""

from __future__ import annotations

from risk_ref.engine import MISSIONS, MissionKind
from risk_ref.errors import MalformedInput
from risk_ref.protocol.capabilities import Capabilities
from risk_ref.reachable import require_reachable
from risk_ref.state import GameState, Phase

NAMES = ("Red", "Blue", "Green", "Yellow", "Black", "Pink")  # the bystanders' names
_SETTING_UP = frozenset((Phase.ROLL_FOR_FIRST, Phase.DEAL, Phase.CLAIM, Phase.SETUP))


def seated(state: GameState, capabilities: Capabilities) -> GameState:
    """The position as the implementation can be sent it: as it is, or, where it plays
    the ruleset but not with this many players, with bystanders up to the fewest players
    above that it plays (where the position allows it)."""
    support = capabilities.rulesets.get(state.ruleset.name)
    count = len(state.players)
    if support is None or count in support.players:
        return state
    more = [n for n in support.players if n > count and n in state.ruleset.player_counts]
    return widened(state, min(more)) if more else state


def widened(state: GameState, players: int) -> GameState:
    """``state`` with bystanders seated up to ``players``, or ``state`` itself where the
    number of players matters to it or the wider position is not one a game reaches."""
    count = len(state.players)
    added = players - count
    targets = {
        MISSIONS[held].colour for held in state.missions if held is not None and held in MISSIONS
    }
    names = tuple(n for n in NAMES if n not in state.players and n not in targets)[:added]
    deck = state.ruleset.mission_deck
    spare = tuple(
        m for m in deck if m not in state.missions and MISSIONS[m].kind is not MissionKind.DESTROY
    )
    missions = spare[:added] if deck else (None,) * added
    if (
        added <= 0
        or count < 3
        or len(names) < added
        or len(missions) < added
        or state.phase in _SETTING_UP
    ):
        return state
    wide = state._replace(
        players=state.players + names,
        reserves=state.reserves + (0,) * added,
        hands=state.hands + ((),) * added,
        missions=state.missions + missions,
        eliminated=tuple(range(count, players)) + state.eliminated,
    )
    try:
        return require_reachable(wide)
    except MalformedInput:
        return state
