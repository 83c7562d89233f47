"""A picture of the board as SVG: territories as nodes, borders as lines.

The picture is generated from the :class:`~risk_ref.board.Board` data, so it cannot
drift from the rules; only the positions of the nodes are hand-made presentation
data, kept here rather than in ``board.py`` because the rules never need them.
"""

from __future__ import annotations

from collections.abc import Mapping
from xml.sax.saxutils import escape

from risk_ref.board import Board

WIDTH = 1200
HEIGHT = 700

# Node positions on a WIDTH x HEIGHT canvas, keyed by territory ID. Laid out like the
# printed world map and tuned by eye so that the border lines barely cross.
LAYOUT: Mapping[str, tuple[int, int]] = {
    # North America, top left
    "alaska": (70, 90),
    "northwest-territory": (185, 85),
    "greenland": (395, 50),
    "alberta": (160, 170),
    "ontario": (265, 170),
    "quebec": (370, 165),
    "western-united-states": (175, 265),
    "eastern-united-states": (310, 270),
    "central-america": (225, 360),
    # South America, below it
    "venezuela": (290, 425),
    "peru": (255, 525),
    "brazil": (385, 500),
    "argentina": (300, 625),
    # Europe, top centre
    "iceland": (500, 85),
    "scandinavia": (635, 70),
    "great-britain": (505, 185),
    "northern-europe": (625, 185),
    "western-europe": (525, 285),
    "southern-europe": (640, 280),
    "ukraine": (750, 160),
    # Africa, below Europe
    "north-africa": (545, 400),
    "egypt": (660, 375),
    "east-africa": (705, 480),
    "congo": (600, 505),
    "south-africa": (625, 615),
    "madagascar": (750, 600),
    # Asia, right
    "ural": (870, 130),
    "siberia": (955, 70),
    "yakutsk": (1055, 55),
    "kamchatka": (1140, 100),
    "irkutsk": (1055, 160),
    "mongolia": (1060, 245),
    "japan": (1150, 290),
    "afghanistan": (850, 255),
    "china": (970, 310),
    "middle-east": (775, 355),
    "india": (880, 395),
    "siam": (995, 410),
    # Australia, bottom right
    "indonesia": (1000, 510),
    "new-guinea": (1125, 490),
    "western-australia": (1030, 625),
    "eastern-australia": (1145, 610),
}

# Paul Tol's "bright" scheme: distinguishable with the common colour-vision
# deficiencies and in greyscale print. Assigned by the continent's position on the
# board, so a board with other continents still gets colours.
PALETTE: tuple[str, ...] = (
    "#CCBB44",  # yellow: North America
    "#EE6677",  # red: South America
    "#4477AA",  # blue: Europe
    "#AA3377",  # purple: Africa
    "#228833",  # green: Asia
    "#66CCEE",  # cyan: Australia
    "#BBBBBB",  # grey
)

RADIUS = 13
FONT_SIZE = 12
LINE_HEIGHT = 13
# Labels longer than this are split over two lines, so neighbours' labels don't touch.
WRAP_AT = 12


def attr(value: str) -> str:
    """Escape text for a double-quoted attribute."""
    return escape(value, {'"': "&quot;"})


def _label_lines(label: str) -> list[str]:
    """Split a long label at the space that best balances the two lines."""
    if len(label) <= WRAP_AT or " " not in label:
        return [label]
    spaces = [i for i, ch in enumerate(label) if ch == " "]
    cut = min(spaces, key=lambda i: (max(i, len(label) - i - 1), i))
    return [label[:cut], label[cut + 1 :]]


def _position(board: Board, index: int) -> tuple[int, int]:
    """The layout position of a territory; KeyError names a territory without one."""
    territory_id = board.territories[index].id
    try:
        return LAYOUT[territory_id]
    except KeyError:
        raise KeyError(f"no map position for territory {territory_id!r}") from None


def _border_lines(board: Board) -> list[str]:
    """One line per border; a border spanning over half the map wraps around the
    world, so it is drawn as two stubs leaving the map's edges instead of a line
    across the whole picture."""
    lines: list[str] = []
    for a, b in board.borders:
        (xa, ya), (xb, yb) = _position(board, a), _position(board, b)
        sea = (a, b) in board.sea_lanes or (b, a) in board.sea_lanes
        key = f"{board.territories[a].id}--{board.territories[b].id}"
        style = ' class="border sea-lane" stroke-dasharray="6 4"' if sea else ' class="border"'
        if abs(xa - xb) > WIDTH / 2:
            (xl, yl), (xr, yr) = sorted([(xa, ya), (xb, yb)])
            stubs = ((xl, yl, 0, yl), (xr, yr, WIDTH, yr))
            for x1, y1, x2, y2 in stubs:
                lines.append(
                    f'<line data-border="{attr(key)}" data-wrap="true"{style} '
                    f'x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>'
                )
        else:
            lines.append(
                f'<line data-border="{attr(key)}"{style} x1="{xa}" y1="{ya}" x2="{xb}" y2="{yb}"/>'
            )
    return lines


def render_svg(
    board: Board,
    names: Mapping[str, str] | None = None,
    continent_names: Mapping[str, str] | None = None,
    title: str = "The board",
) -> str:
    """The board as a standalone, accessible SVG document.

    ``names`` and ``continent_names`` (keyed by ID) translate the labels; a missing
    entry falls back to the English name in the board. The output depends only on
    the arguments, byte for byte, so it can be committed and diffed.
    """
    names = names or {}
    continent_names = continent_names or {}
    for territory in board.territories:
        _position(board, territory.index)

    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="{WIDTH}" height="{HEIGHT}" role="img" aria-label="{attr(title)}" '
        f'font-family="Helvetica, Arial, sans-serif">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#FFFFFF"/>',
        '<g id="borders" stroke="#777777" stroke-width="2" stroke-linecap="round">',
        *_border_lines(board),
        "</g>",
    ]

    for number, continent in enumerate(board.continents):
        colour = PALETTE[number % len(PALETTE)]
        out.append(f'<g id="continent-{attr(continent.id)}" class="continent" fill="{colour}">')
        for index in continent.territories:
            territory = board.territories[index]
            x, y = _position(board, index)
            label = names.get(territory.id, territory.name)
            out.append(f'<g id="territory-{attr(territory.id)}" class="territory">')
            out.append(f"<title>{escape(label)}</title>")
            out.append(
                f'<circle cx="{x}" cy="{y}" r="{RADIUS}" stroke="#222222" stroke-width="1.5"/>'
            )
            out.append(
                f'<text x="{x}" y="{y + RADIUS + FONT_SIZE + 2}" font-size="{FONT_SIZE}" '
                'text-anchor="middle" fill="#111111" stroke="#FFFFFF" stroke-width="3" '
                'paint-order="stroke">'
            )
            for line_number, line in enumerate(_label_lines(label)):
                dy = 0 if line_number == 0 else LINE_HEIGHT
                out.append(f'<tspan x="{x}" dy="{dy}">{escape(line)}</tspan>')
            out.append("</text>")
            out.append("</g>")
        out.append("</g>")

    # Title and legend sit in the empty ocean west of South America.
    legend_x, legend_y = 30, 470
    out.append(f'<g id="legend" font-size="{FONT_SIZE + 2}" fill="#111111">')
    out.append(
        f'<text x="{legend_x}" y="{legend_y}" font-size="{FONT_SIZE + 6}" '
        f'font-weight="bold">{escape(title)}</text>'
    )
    for number, continent in enumerate(board.continents):
        colour = PALETTE[number % len(PALETTE)]
        y = legend_y + 30 + number * 26
        name = continent_names.get(continent.id, continent.name)
        out.append(
            f'<circle cx="{legend_x + 9}" cy="{y - 5}" r="9" fill="{colour}" '
            'stroke="#222222" stroke-width="1.5"/>'
        )
        out.append(
            f'<text x="{legend_x + 26}" y="{y}" class="legend-entry">'
            f"{escape(f'{name} ({continent.bonus})')}</text>"
        )
    out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"
