"""Secret missions as data, and when one is complete.

A mission is a value: a stable ID, a kind and the kind's parameters. Whether a seat has
completed its mission is a pure function of the state, so the engine can ask it of
every seat after every action, and a mission can be completed in another player's turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from risk_ref.rule_ids import implements
from risk_ref.ruleset import HASBRO_MISSIONS, DestroyByAnother
from risk_ref.state import GameState
from risk_ref.trace import wrote


class MissionKind(Enum):
    """What a mission asks: to conquer continents (``CONTINENTS``), the same and any one
    continent more (``CONTINENTS_AND_ANY``), to hold a number of territories
    (``OCCUPY``), each with at least so many armies (``OCCUPY_WITH_ARMIES``), or to
    eliminate the player of a colour (``DESTROY``)."""

    CONTINENTS = "continents"  # conquer the named continents
    CONTINENTS_AND_ANY = "continents-and-any"  # ... and any one other continent
    OCCUPY_WITH_ARMIES = "occupy-with-armies"  # hold N territories with K armies or more each
    OCCUPY = "occupy"  # hold N territories
    DESTROY = "destroy"  # eliminate the player of a colour


@dataclass(frozen=True, slots=True)
class Mission:
    """A secret mission: its stable ID, its kind, and what the kind needs (the
    continents, the number of territories and the armies on each, or the colour)."""

    id: str
    kind: MissionKind
    continents: tuple[str, ...] = ()  # continent IDs, for the two continent kinds
    territories: int = 0  # N, for the occupy kinds
    armies: int = 1  # K, the least armies on each of the N territories
    colour: str = ""  # the player name to eliminate, for DESTROY


FALLBACK = "24-territories"  # a destroy mission that cannot be, or can no longer be, done


def _continents(mission_id: str, *continents: str, third: bool = False) -> Mission:
    kind = MissionKind.CONTINENTS_AND_ANY if third else MissionKind.CONTINENTS
    return Mission(mission_id, kind, continents=continents)


_DECK = (
    _continents("north-america-africa", "north-america", "africa"),
    _continents("north-america-australia", "north-america", "australia"),
    _continents("asia-south-america", "asia", "south-america"),
    _continents("asia-africa", "asia", "africa"),
    _continents("europe-south-america-third", "europe", "south-america", third=True),
    _continents("europe-australia-third", "europe", "australia", third=True),
    Mission("18-territories-2-armies", MissionKind.OCCUPY_WITH_ARMIES, territories=18, armies=2),
    Mission(FALLBACK, MissionKind.OCCUPY, territories=24),
    *(
        Mission(f"destroy-{colour.lower()}", MissionKind.DESTROY, colour=colour)
        for colour in ("Red", "Blue", "Green", "Yellow", "Black", "Pink")
    ),
)
MISSIONS: dict[str, Mission] = {mission.id: mission for mission in _DECK}
assert tuple(MISSIONS) == HASBRO_MISSIONS, "the ruleset's deck and the missions' data differ"


@implements("missions.destroy")
def effective(state: GameState, seat: int) -> Mission | None:
    """The mission a seat plays for: a destroy mission whose colour is the seat's own or
    is not in the game is played as occupying 24 territories instead."""
    dealt = state.missions[seat]
    if dealt is None:
        return None
    mission = MISSIONS[dealt]
    if mission.kind is MissionKind.DESTROY:
        players = state.players
        if mission.colour not in players or players.index(mission.colour) == seat:
            return MISSIONS[FALLBACK]
    return mission


@implements("missions.kinds")
def completed(state: GameState, seat: int) -> bool:
    """Whether the seat has done what its mission asks (False for a seat without one)."""
    mission = effective(state, seat)
    if mission is None:
        return False
    owners = state.owners
    kind = mission.kind
    if kind is MissionKind.DESTROY:
        return state.players.index(mission.colour) in state.eliminated
    if kind in (MissionKind.OCCUPY, MissionKind.OCCUPY_WITH_ARMIES):
        armies = state.armies
        least = mission.armies
        held = sum(1 for t, owner in enumerate(owners) if owner == seat and armies[t] >= least)
        return held >= mission.territories
    whole = {
        c.id
        for c in state.ruleset.board.continents
        if all(owners[t] == seat for t in c.territories)
    }
    if not whole.issuperset(mission.continents):
        return False
    return kind is MissionKind.CONTINENTS or len(whole) > len(mission.continents)


@implements("missions.destroy")
def after_elimination(state: GameState, loser: int) -> GameState:
    """Another player eliminated ``loser``: under ``destroy-by-another=target-gone``
    every other seat hunting that colour now plays for 24 territories instead (under
    ``completes`` the mission stands, and counts as done)."""
    if state.ruleset.destroy_by_another is not DestroyByAnother.TARGET_GONE:
        return state
    missions = list(state.missions)
    colour = state.players[loser]
    for seat in range(len(missions)):
        mission = effective(state, seat)
        if seat == state.current or mission is None or mission.kind is not MissionKind.DESTROY:
            continue
        if mission.colour == colour:
            missions[seat] = FALLBACK
    return wrote(state, "missions.destroy", missions=tuple(missions))
