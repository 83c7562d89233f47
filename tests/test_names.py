"""Names are names, and numbers are counts: what a game, a state document and the
protocol accept as a player's name or a number (issue 36)."""

from __future__ import annotations

import json
import re

import pytest

from risk_ref.document import loads, to_document
from risk_ref.engine import new_game
from risk_ref.errors import MalformedInput
from risk_ref.judge.position import load


@pytest.mark.parametrize(
    ("players", "field", "problem"),
    [
        ("abc", "players", "a list of names"),
        (["Red", "Re\u200dd", "Blue"], "players[1]", "visible characters only"),
        (["Red", "Blue", "Gre\u202een"], "players[2]", "visible characters only"),
        (["Red\x00", "Blue", "Green"], "players[0]", "visible characters only"),
        (["Red", "Blue\nGreen", "Green"], "players[1]", "visible characters only"),
        (["Red", " \t", "Green"], "players[1]", "expected a name"),
        (["Red", "x" * 41, "Green"], "players[1]", "at most 40 characters"),
        (["\u00e9", "e\u0301", "Green"], "players[1]", "the same name as players[0]"),
        (["Red", "Red", "Green"], "players[1]", "the same name as players[0]"),
    ],
)
def test_a_name_that_is_not_one_is_refused_naming_its_place(
    players: object, field: str, problem: str
) -> None:
    with pytest.raises(MalformedInput, match=re.escape(problem)) as refused:
        new_game(players)  # type: ignore[arg-type]
    assert refused.value.field == field


def test_names_of_any_script_up_to_forty_characters_are_names() -> None:
    players = ("Κόκκινος", "Azul oscuro", "Červená" + "x" * 33)
    assert new_game(players).players == players


def test_a_ruleset_given_by_name_is_refused_with_the_way_to_find_it() -> None:
    with pytest.raises(MalformedInput, match="find_ruleset") as refused:
        new_game(["Red", "Blue", "Green"], "classic")  # type: ignore[arg-type]
    assert refused.value.field == "ruleset"


@pytest.mark.parametrize(
    ("path", "number"), [(("turn",), "1e300"), (("sets_traded",), "1e18"), (("turn",), "2.0")]
)
def test_a_number_with_a_fraction_or_an_exponent_is_refused_before_any_work(
    path: tuple[str, ...], number: str
) -> None:
    text = json.dumps(to_document(new_game(["Red", "Blue", "Green"])))
    key = f'"{path[0]}": '
    start = text.index(key) + len(key)
    end = min(i for i in (text.find(",", start), text.find("}", start)) if i > 0)
    with pytest.raises(MalformedInput, match="whole number written with digits") as refused:
        loads(text[:start] + number + text[end:])
    assert refused.value.field == path[0]


def test_armies_written_as_an_exponent_are_refused_naming_the_territory() -> None:
    doc = to_document(new_game(["Red", "Blue", "Green"]))
    doc["territories"]["alaska"]["armies"] = 1e300
    with pytest.raises(MalformedInput) as refused:
        loads(json.dumps(doc))
    assert refused.value.field == "territories.alaska.armies"


def test_a_judged_position_s_names_are_names_too() -> None:
    """An escape character in a name would reach the terminal and the drawing's XML."""
    text = 'players = ["Red\\u001b", "Blue", "Green"]\nturn = "Blue"\nphase = "attack"\n'
    with pytest.raises(MalformedInput) as refused:
        load(text)
    assert refused.value.field == "players[0]"
