"""A position drawn: the territories that matter in their owners' colours and shapes
with their armies, the move as an arrow, the rest faded, the words in the caller's."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from risk_ref import CLASSIC_BOARD
from risk_ref.diagram import colours, position_svg
from risk_ref.engine import new_game
from risk_ref.state import NEUTRAL, GameState
from risk_ref.turn_flow import Step, turn_flow_svg

NS = "{http://www.w3.org/2000/svg}"
BOARD = CLASSIC_BOARD
ALASKA, KAMCHATKA, ALBERTA = (BOARD.index(t) for t in ("alaska", "kamchatka", "alberta"))


def position(owners: dict[int, int], armies: dict[int, int]) -> GameState:
    state = new_game(["Red", "Blue", "Green"])
    return state._replace(
        owners=tuple(owners.get(i, i % 3) for i in range(len(BOARD.territories))),
        armies=tuple(armies.get(i, 1) for i in range(len(BOARD.territories))),
    )


def drawn(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    return {
        g.attrib["data-territory"]: g for g in root.iter(f"{NS}g") if "data-territory" in g.attrib
    }


def test_the_territories_shown_carry_their_name_armies_and_owner_s_mark() -> None:
    state = position({ALASKA: 0, KAMCHATKA: 1}, {ALASKA: 7, KAMCHATKA: 2})
    names = {"alaska": "Alaska (it)", "kamchatka": "Kamčatka"}
    svg = position_svg(state, {ALASKA, KAMCHATKA}, names, ["Rosso", "Blu", "Verde"], "Prima")
    shown = drawn(svg)
    assert set(shown) == {"alaska", "kamchatka"}
    texts = {k: [t.text for t in g.iter(f"{NS}text")] for k, g in shown.items()}
    assert texts == {"alaska": ["7", "Alaska (it)"], "kamchatka": ["2", "Kamčatka"]}
    marks = {k: next(e.tag for e in g if e.tag != f"{NS}title") for k, g in shown.items()}
    assert marks["alaska"] != marks["kamchatka"]  # told apart by shape, not colour alone
    legend = ET.fromstring(svg).find(f".//{NS}g[@class='legend']")
    assert legend is not None
    assert [t.text for t in legend.iter(f"{NS}text")] == ["Rosso", "Blu"]
    assert 'aria-label="Prima"' in svg


def test_the_rest_of_the_board_is_faded() -> None:
    svg = position_svg(position({}, {}), {ALASKA}, {}, ["Red", "Blue", "Green"], "t")
    faded = ET.fromstring(svg).find(f".//{NS}g[@class='faded']")
    assert faded is not None and len(faded) == len(BOARD.territories) - 1


def test_a_move_is_an_arrow_and_the_round_world_keeps_alaska_by_kamchatka() -> None:
    state = position({ALASKA: 0, KAMCHATKA: 1}, {})
    svg = position_svg(state, {ALASKA, KAMCHATKA}, {}, state.players, "t", (ALASKA, KAMCHATKA))
    root = ET.fromstring(svg)
    (arrow,) = [line for line in root.iter(f"{NS}line") if line.get("class") == "move"]
    assert abs(float(arrow.attrib["x1"]) - float(arrow.attrib["x2"])) < 200
    width = float(root.attrib["viewBox"].split()[2])
    assert width < 500  # the two territories stand together, not a world apart


def test_neutral_armies_have_their_own_mark_and_name() -> None:
    state = position({ALBERTA: NEUTRAL}, {})._replace(players=("Red", "Blue"))
    svg = position_svg(state, {ALBERTA}, {}, ["Red", "Blue"], "t", None, "Neutrale")
    mark = next(e for e in drawn(svg)["alberta"] if e.tag != f"{NS}title")
    assert mark.tag == f"{NS}polygon" and len(mark.attrib["points"].split()) == 8
    assert "Neutrale" in svg


def test_a_player_named_for_a_colour_is_drawn_in_it() -> None:
    assert colours(["Blue", "Alice", "Red"])[0] == colours(["Blue"])[0]
    assert len(set(colours(["Blue", "Alice", "Red", "Bob"]))) == 4


def test_a_turn_is_drawn_as_its_steps_in_order_with_the_card_dashed() -> None:
    steps = [
        Step("1. Rinforzi", "Ricevi armate"),
        Step("2. Attacco", "Tira i dadi"),
        Step("Una carta", "Se hai conquistato", optional=True),
        Step("3. Spostamento", "Una volta sola"),
    ]
    root = ET.fromstring(turn_flow_svg(steps, "ancora?", "tocca al prossimo", "Il turno"))
    boxes = [g for g in root.iter(f"{NS}g") if g.get("class") == "turn-step"]
    titles = [next(g.iter(f"{NS}text")).text for g in boxes]
    assert titles == ["1. Rinforzi", "2. Attacco", "Una carta", "3. Spostamento"]
    dashed = [g.find(f"{NS}rect").get("stroke-dasharray") for g in boxes]  # type: ignore[union-attr]
    assert dashed == [None, None, "6 4", None]
    words = {t.text for t in root.iter(f"{NS}text")}
    assert {"ancora?", "tocca al prossimo"} <= words
