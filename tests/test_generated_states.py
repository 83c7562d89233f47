"""Reachable means reachable (issue 36): documents built field by field from the states of
real games, each with a few fields changed, are loaded; every one the loader accepts is a
game that goes on (some legal action) or is over, and reads back as it was written."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st

from risk_ref.document import loads, to_document
from risk_ref.engine import legal_actions
from risk_ref.errors import MalformedInput
from risk_ref.state import Phase
from tests.random_games import sampled_states

EXAMPLES = 10_000
PHASES = [phase.value for phase in Phase]


@cache
def bases() -> tuple[dict[str, Any], ...]:
    """Documents of states real games reach, in every ruleset and phase."""
    states = [
        *sampled_states(1, 3, {}, 40),
        *sampled_states(2, 4, {"second-set": "compulsory"}, 40),
        *sampled_states(3, 2, {}, 30),
        *sampled_states(4, 3, {}, 40, ruleset="risiko"),
        *sampled_states(5, 4, {}, 40, ruleset="secret-mission"),
    ]
    return tuple(to_document(state) for state in states)


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    """A real game's document with one to three of its fields changed."""
    doc: dict[str, Any] = copy.deepcopy(draw(st.sampled_from(bases())))
    players = doc["players"]
    for _ in range(draw(st.integers(1, 3))):
        field = draw(st.sampled_from(CHANGES))
        field(draw, doc, players)
    return doc


def _turn(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    doc["turn"] = draw(st.integers(0, 80))


def _sets(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    doc["sets_traded"] = draw(st.integers(0, 14))


def _phase(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    doc["phase"] = draw(st.sampled_from(PHASES))


def _current(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    doc["current"] = draw(st.sampled_from(players))


def _flags(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    doc[draw(st.sampled_from(["conquered", "card_bonus_used"]))] = draw(st.booleans())


def _reserve(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    doc["reserves"][draw(st.sampled_from(players))] = draw(st.integers(0, 40))


def _draw_cards(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    count = draw(st.integers(1, 6))
    taken, doc["draw_pile"] = doc["draw_pile"][:count], doc["draw_pile"][count:]
    doc["hands"][draw(st.sampled_from(players))] += taken


def _out(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    doc["eliminated"] = draw(st.lists(st.sampled_from(players), max_size=2, unique=True))


def _no_battle(draw: st.DrawFn, doc: dict[str, Any], players: list[str]) -> None:
    doc["battle"] = None


CHANGES = [_turn, _sets, _phase, _current, _flags, _reserve, _draw_cards, _out, _no_battle]


@settings(max_examples=EXAMPLES, database=None)
@given(documents())
def test_every_document_accepted_is_a_game_that_goes_on_or_is_over(doc: dict[str, Any]) -> None:
    text = json.dumps(doc)
    try:
        state = loads(text)
    except MalformedInput as refused:
        event("refused", refused.field.split(".")[0].split("[")[0])
        return
    event("accepted")
    assert state.phase is Phase.GAME_OVER or legal_actions(state), text
    assert loads(json.dumps(to_document(state))) == state
