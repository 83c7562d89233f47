"""The missions outside the scenarios: the data, the ruleset option, the state document
and the protocol's deal."""

from __future__ import annotations

import pytest

from risk_ref import (
    MalformedInput,
    OptionNotInRuleset,
    Phase,
    find_ruleset,
    legal_actions,
    new_game,
)
from risk_ref.actions import Deal
from risk_ref.chance import SeededChance
from risk_ref.document import dumps, from_document, loads, to_document
from risk_ref.protocol.codec import chance_from_json, chance_to_json
from risk_ref.rules.missions import MISSIONS, MissionKind
from risk_ref.ruleset import SECRET_MISSION
from risk_ref.state import GameState

COLOURS = ("Red", "Blue", "Green", "Yellow")


def _dealt(seed: int = 7) -> GameState:
    """A four-player Secret Mission game just after the deal."""
    chance = SeededChance(seed)
    state = new_game(COLOURS, SECRET_MISSION)
    while state.phase is not Phase.SETUP:
        state = chance.play(state, legal_actions(state)[0])
    return state


def test_the_deck_is_the_hasbro_deck() -> None:
    kinds = [MISSIONS[m].kind for m in SECRET_MISSION.mission_deck]
    assert len(kinds) == 14
    assert kinds.count(MissionKind.DESTROY) == 6
    assert kinds.count(MissionKind.CONTINENTS) == 4
    assert kinds.count(MissionKind.CONTINENTS_AND_ANY) == 2


def test_the_option_needs_a_ruleset_with_missions() -> None:
    with pytest.raises(
        OptionNotInRuleset, match="destroy-by-another needs a ruleset with missions"
    ):
        find_ruleset("classic", {"destroy-by-another": "completes"})
    ruleset = find_ruleset("secret-mission", {"destroy-by-another": "completes"})
    assert ruleset.options["destroy-by-another"] == "completes"
    assert "destroy-by-another" not in find_ruleset("classic").options


def test_every_player_is_dealt_a_different_mission() -> None:
    state = _dealt()
    assert len(set(state.missions)) == len(COLOURS)
    assert all(m in SECRET_MISSION.mission_deck for m in state.missions)


def test_the_document_keeps_the_missions() -> None:
    state = _dealt()
    doc = to_document(state)
    assert doc["missions"] == dict(zip(COLOURS, state.missions, strict=True))
    assert loads(dumps(state)) == state


def test_a_game_without_missions_writes_no_missions_field() -> None:
    state = new_game(COLOURS)
    assert "missions" not in to_document(state)
    assert loads(dumps(state)) == state


@pytest.mark.parametrize(
    ("ruleset", "mission", "problem"),
    [
        ("secret-mission", "conquer-the-moon", "not a mission"),
        ("classic", "asia-africa", "has no missions"),
    ],
)
def test_a_mission_the_ruleset_lacks_is_malformed(ruleset: str, mission: str, problem: str) -> None:
    doc = to_document(new_game(COLOURS, find_ruleset(ruleset)))
    doc["missions"] = {"Red": mission}
    with pytest.raises(MalformedInput, match=problem) as error:
        from_document(doc)
    assert error.value.field == "missions.Red"


def test_the_protocol_carries_the_missions_of_a_deal() -> None:
    state = new_game(COLOURS, SECRET_MISSION)
    owners = tuple(t % 4 for t in range(42))
    deal = Deal(owners, ("asia-africa", "destroy-red", "24-territories", "asia-south-america"))
    board = state.ruleset.board
    assert chance_from_json(chance_to_json(deal, board, COLOURS), board, COLOURS) == deal
    plain = Deal(owners)
    assert "missions" not in chance_to_json(plain, board, COLOURS)
