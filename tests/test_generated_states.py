"""Reachable means reachable (issue 36): documents built field by field from the states of
real games, each with a few fields changed, and position files written at random, are
loaded; every one accepted is a game that goes on (some legal action) or is over, and a
document reads back as it was written."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from hypothesis import event, given, settings
from hypothesis import strategies as st

from risk_ref.document import loads, to_document
from risk_ref.engine import legal_actions
from risk_ref.errors import MalformedInput
from risk_ref.judge.position import load
from risk_ref.state import GameState, Phase
from tests.random_games import sampled_states

EXAMPLES = 10_000
T = TypeVar("T")
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
    state = accepted(loads, text)
    if state is not None:
        assert goes_on_or_is_over(state), text
        assert loads(json.dumps(to_document(state))) == state


def accepted(read: Callable[[str], T], text: str) -> T | None:
    """What ``read`` makes of ``text``, or None where it refuses it; counted either way,
    refusals by the field they name (``--hypothesis-show-statistics``)."""
    try:
        value = read(text)
    except MalformedInput as refused:
        event("refused", refused.field.split(".")[0].split("[")[0])
        return None
    event("accepted")
    return value


def goes_on_or_is_over(state: GameState) -> bool:
    return state.phase is Phase.GAME_OVER or bool(legal_actions(state))


TERRITORIES = ("alaska", "kamchatka", "alberta", "ontario", "peru", "brazil", "egypt", "japan")
CARDS = ("alaska", "peru", "egypt", "japan", "brazil", "ontario", "wild-1")


@st.composite
def positions(draw: st.DrawFn) -> str:
    """A position file as a player writes one: whose turn and which step, a few
    territories, hands, sets traded, the turn's flags, each drawn at random."""
    players = ["Red", "Blue", "Green"][: draw(st.integers(2, 3))]
    lines = [
        f'ruleset = "{draw(st.sampled_from(["classic", "risiko", "secret-mission"]))}"',
        f"players = {json.dumps(players)}",
        f'turn = "{draw(st.sampled_from(players))}"',
        f'phase = "{draw(st.sampled_from(JUDGED_PHASES))}"',
    ]
    for key in ("sets-traded", "armies-to-place"):
        if draw(st.booleans()):
            lines.append(f"{key} = {draw(st.integers(0, 20))}")
    for key in ("conquered", "card-bonus-used"):
        if draw(st.booleans()):
            lines.append(f"{key} = {json.dumps(draw(st.booleans()))}")
    lines.append("[territories]")
    for territory in draw(st.lists(st.sampled_from(TERRITORIES), max_size=6, unique=True)):
        owner = draw(st.sampled_from(players))
        lines.append(f'{territory} = "{owner} {draw(st.integers(0, 12))}"')
    if draw(st.booleans()):
        lines.append("[cards]")
        cards = draw(st.lists(st.sampled_from(CARDS), max_size=6, unique=True))
        lines.append(f"{draw(st.sampled_from(players))} = {json.dumps(cards)}")
    return "\n".join(lines) + "\n"


JUDGED_PHASES = ["reinforce", "elimination-trade", "attack", "fortify"]


@settings(max_examples=EXAMPLES, database=None)
@given(positions())
def test_every_position_accepted_is_a_game_that_goes_on_or_is_over(text: str) -> None:
    position = accepted(load, text)
    if position is not None:
        assert goes_on_or_is_over(position.state), text
        assert goes_on_or_is_over(position.own_filled), text
