"""The SVG picture of the board: well-formed, complete, translatable and readable."""

from __future__ import annotations

import dataclasses
import itertools
import math
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from risk_ref import CLASSIC_BOARD
from risk_ref.board import Territory
from risk_ref.board_map import render_svg

BOARD = CLASSIC_BOARD
NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def territory_nodes(root: ET.Element) -> dict[str, ET.Element]:
    return {
        g.attrib["id"].removeprefix("territory-"): g
        for g in root.iter(f"{NS}g")
        if g.attrib.get("id", "").startswith("territory-")
    }


def centre(node: ET.Element) -> tuple[float, float]:
    circle = node.find(f"{NS}circle")
    assert circle is not None
    return float(circle.attrib["cx"]), float(circle.attrib["cy"])


def label(node: ET.Element) -> str:
    text = node.find(f"{NS}text")
    assert text is not None
    return " ".join(span.text or "" for span in text.iter(f"{NS}tspan"))


def border_lines(root: ET.Element) -> list[ET.Element]:
    return [line for line in root.iter(f"{NS}line") if "data-border" in line.attrib]


@pytest.fixture(scope="module")
def root() -> ET.Element:
    return parse(render_svg(BOARD))


def test_accessible_and_scalable(root: ET.Element) -> None:
    assert root.tag == f"{NS}svg"
    assert root.attrib["role"] == "img"
    assert root.attrib["aria-label"] == "The board"
    assert root.attrib["viewBox"] == "0 0 1200 700"
    title = root.find(f"{NS}title")
    assert title is not None and title.text == "The board"


def test_one_node_per_territory(root: ET.Element) -> None:
    nodes = territory_nodes(root)
    assert len(nodes) == 42
    assert set(nodes) == {t.id for t in BOARD.territories}


def test_english_labels_by_default(root: ET.Element) -> None:
    nodes = territory_nodes(root)
    assert {tid: label(node) for tid, node in nodes.items()} == {
        t.id: t.name for t in BOARD.territories
    }


def test_one_line_or_two_wrap_stubs_per_border(root: ET.Element) -> None:
    lines = border_lines(root)
    counts = Counter(line.attrib["data-border"] for line in lines)
    expected = {f"{BOARD.territories[a].id}--{BOARD.territories[b].id}" for a, b in BOARD.borders}
    assert set(counts) == expected
    wraps = {key for key, n in counts.items() if n == 2}
    assert wraps == {"alaska--kamchatka"}
    assert all(n == 1 for key, n in counts.items() if key not in wraps)
    for line in lines:
        if line.attrib["data-border"] in wraps:
            assert line.attrib.get("data-wrap") == "true"
            # a stub leaves the map at its left or right edge
            assert {line.attrib["x2"]} <= {"0", "1200"}


def test_dashed_lines_are_the_sea_lanes(root: ET.Element) -> None:
    dashed = {
        line.attrib["data-border"]
        for line in border_lines(root)
        if "stroke-dasharray" in line.attrib
    }
    sea = {f"{BOARD.territories[a].id}--{BOARD.territories[b].id}" for a, b in BOARD.sea_lanes}
    assert dashed == sea
    assert len(dashed) == len(BOARD.sea_lanes)


def test_each_continent_group_holds_its_territories(root: ET.Element) -> None:
    for continent in BOARD.continents:
        group = next(
            g for g in root.iter(f"{NS}g") if g.attrib.get("id") == f"continent-{continent.id}"
        )
        members = set(territory_nodes(group))
        assert members == {BOARD.territories[i].id for i in continent.territories}


def test_legend_lists_continents_with_bonus(root: ET.Element) -> None:
    entries = [t.text for t in root.iter(f"{NS}text") if t.attrib.get("class") == "legend-entry"]
    assert entries == [f"{c.name} ({c.bonus})" for c in BOARD.continents]
    assert "Europe (5)" in entries


def test_labels_come_from_names() -> None:
    svg = render_svg(
        BOARD,
        names={"southern-europe": "Europa meridionale"},
        continent_names={"europe": "Europa"},
        title="Il tabellone",
    )
    root = parse(svg)
    nodes = territory_nodes(root)
    assert label(nodes["southern-europe"]) == "Europa meridionale"
    assert label(nodes["alaska"]) == "Alaska"  # missing entries fall back to English
    entries = [t.text for t in root.iter(f"{NS}text") if t.attrib.get("class") == "legend-entry"]
    assert "Europa (5)" in entries
    assert root.attrib["aria-label"] == "Il tabellone"


def test_text_is_escaped() -> None:
    nasty = 'A <&> "B"'
    svg = render_svg(BOARD, names={"alaska": nasty}, continent_names={"asia": nasty}, title=nasty)
    assert "<&>" not in svg
    root = parse(svg)
    assert label(territory_nodes(root)["alaska"]) == nasty
    assert root.attrib["aria-label"] == nasty
    entries = [t.text for t in root.iter(f"{NS}text") if t.attrib.get("class") == "legend-entry"]
    assert f"{nasty} (7)" in entries


def test_deterministic() -> None:
    assert render_svg(BOARD) == render_svg(BOARD)
    assert render_svg(BOARD).encode() == render_svg(BOARD).encode()


def test_nodes_far_enough_apart_to_read(root: ET.Element) -> None:
    centres = {tid: centre(node) for tid, node in territory_nodes(root).items()}
    for (a, pa), (b, pb) in itertools.combinations(centres.items(), 2):
        assert math.dist(pa, pb) >= 40, (a, b)


def test_positions_inside_view_box(root: ET.Element) -> None:
    x0, y0, width, height = map(float, root.attrib["viewBox"].split())
    for tid, node in territory_nodes(root).items():
        x, y = centre(node)
        assert x0 + 20 <= x <= x0 + width - 20, tid
        assert y0 + 20 <= y <= y0 + height - 50, tid  # room for the label below


def test_borders_do_not_cross(root: ET.Element) -> None:
    """Readability: no two straight border lines cross (the layout was tuned so)."""
    segments = [
        (
            line.attrib["data-border"],
            (float(line.attrib["x1"]), float(line.attrib["y1"])),
            (float(line.attrib["x2"]), float(line.attrib["y2"])),
        )
        for line in border_lines(root)
        if "data-wrap" not in line.attrib
    ]

    def side(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    for (k1, p1, p2), (k2, p3, p4) in itertools.combinations(segments, 2):
        if {p1, p2} & {p3, p4}:
            continue
        crosses = (
            side(p1, p2, p3) * side(p1, p2, p4) < 0 and side(p3, p4, p1) * side(p3, p4, p2) < 0
        )
        assert not crosses, (k1, k2)


def test_missing_position_names_the_territory() -> None:
    extra = Territory(len(BOARD.territories), "atlantis", "Atlantis", "europe")
    board = dataclasses.replace(BOARD, territories=(*BOARD.territories, extra))
    with pytest.raises(KeyError, match="atlantis"):
        render_svg(board)
