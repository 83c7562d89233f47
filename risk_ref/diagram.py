"""A position drawn as SVG, on the board picture's layout: the territories that matter
in their owners' colours and shapes with their armies, a move as an arrow, the rest of
the board faded.

Owners are told apart by shape as well as colour, so the picture reads in black and
white and with any colour vision. The words come in as arguments (the caller's
language); the picture depends on nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from math import cos, pi, sin
from xml.sax.saxutils import escape

from risk_ref import i18n
from risk_ref.actions import Action, MoveIn
from risk_ref.board_map import LAYOUT, PALETTE, WIDTH, attr
from risk_ref.errors import N_
from risk_ref.state import NEUTRAL, UNCLAIMED, GameState

BEFORE = N_("Before")
AFTER = N_("After")
TITLE_BEFORE = N_("The position, before the move")
TITLE_AFTER = N_("The position after the move")
NEUTRAL_NAME = N_("Neutral")

MARGIN = 70  # around the territories drawn, so that labels fit
SIZE = 17  # a territory's shape, from its centre
FONT_SIZE = 13
# A player's colour where its name is a colour, else the next free one: the board
# picture's palette (Paul Tol's "bright" scheme), and two more; neutral armies are grey.
YELLOW, RED, BLUE, PURPLE, GREEN, CYAN, _GREY = PALETTE
NAMED_COLOURS = {
    "red": RED,
    "blue": BLUE,
    "green": GREEN,
    "yellow": YELLOW,
    "purple": PURPLE,
    "cyan": CYAN,
    "pink": "#F4A6C6",
    "black": "#555555",
}
NEUTRAL_COLOUR = "#DDDDDD"
SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "down-triangle")


def colours(players: Sequence[str]) -> list[str]:
    """One colour a seat: the colour its name says, else one not taken."""
    chosen = [NAMED_COLOURS.get(name.lower(), "") for name in players]
    free = [c for c in NAMED_COLOURS.values() if c not in chosen]
    return [colour or free.pop(0) for colour in chosen]


def _polygon(x: float, y: float, corners: int, turn: float, radius: float) -> str:
    angles = [turn + 2 * pi * k / corners for k in range(corners)]
    return " ".join(f"{x + radius * cos(a):.1f},{y + radius * sin(a):.1f}" for a in angles)


def shape(kind: str, x: float, y: float, fill: str, radius: float = SIZE) -> str:
    """A seat's mark, outlined in black; the neutral's is an octagon."""
    style = f'fill="{fill}" stroke="#111111" stroke-width="2"'
    if kind == "circle":
        return f'<circle cx="{x}" cy="{y}" r="{radius}" {style}/>'
    if kind == "square":
        side = radius * 1.7
        return (
            f'<rect x="{x - side / 2:.1f}" y="{y - side / 2:.1f}" width="{side:.1f}" '
            f'height="{side:.1f}" {style}/>'
        )
    corners, turn = {
        "diamond": (4, 0.0),
        "triangle": (3, -pi / 2),
        "hexagon": (6, 0.0),
        "down-triangle": (3, pi / 2),
        "octagon": (8, pi / 8),
    }[kind]
    grown = radius * (1.35 if corners == 3 else 1.15)
    return f'<polygon points="{_polygon(x, y, corners, turn, grown)}" {style}/>'


def _kind(owner: int) -> str:
    return "octagon" if owner == NEUTRAL else SHAPES[owner % len(SHAPES)]


def _crop(points: Collection[tuple[int, int]]) -> tuple[int, int, int, int]:
    """The part of the board around ``points``, at least 360 by 240."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    left, right = min(xs) - MARGIN, max(xs) + MARGIN
    top, bottom = min(ys) - MARGIN, max(ys) + MARGIN
    grow_x, grow_y = max(0, 360 - (right - left)) / 2, max(0, 240 - (bottom - top)) / 2
    return (
        int(left - grow_x),
        int(top - grow_y),
        int(right - left + 2 * grow_x),
        int(bottom - top + 2 * grow_y),
    )


def _arrow(start: tuple[int, int], end: tuple[int, int]) -> str:
    """A move from one territory to another: a line stopping short of both shapes, and
    its head drawn out (a marker would need an ID, repeated by every picture of a page)."""
    (x1, y1), (x2, y2) = start, end
    length = max(1.0, ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5)
    dx, dy = (x2 - x1) / length, (y2 - y1) / length
    gap = SIZE + 6
    tip_x, tip_y = x2 - dx * gap, y2 - dy * gap
    back_x, back_y = tip_x - dx * 14, tip_y - dy * 14
    head = (
        f"{tip_x:.1f},{tip_y:.1f} {back_x - dy * 7:.1f},{back_y + dx * 7:.1f} "
        f"{back_x + dy * 7:.1f},{back_y - dx * 7:.1f}"
    )
    return (
        f'<g class="move-arrow"><line class="move" x1="{x1 + dx * gap:.1f}" '
        f'y1="{y1 + dy * gap:.1f}" x2="{back_x:.1f}" y2="{back_y:.1f}" stroke="#111111" '
        f'stroke-width="4"/><polygon points="{head}" fill="#111111"/></g>'
    )


def _rolled(places: list[tuple[int, int]], shown: Collection[int]) -> list[tuple[int, int]]:
    """The board as drawn: where the territories shown lie on both edges of the map (the
    world is round: Alaska borders Kamchatka), its eastern half is moved round to the
    west, so that they stand together."""
    xs = [places[i][0] for i in shown]
    rolled = [(x - WIDTH if x > WIDTH / 2 else x, y) for x, y in places]
    if not xs or max(xs) - min(xs) <= WIDTH / 2:
        return places
    rolled_xs = [rolled[i][0] for i in shown]
    return rolled if max(rolled_xs) - min(rolled_xs) < max(xs) - min(xs) else places


def position_svg(
    state: GameState,
    shown: Collection[int],
    names: Mapping[str, str],
    player_names: Sequence[str],
    title: str,
    arrow: tuple[int, int] | None = None,
    neutral_name: str = "Neutral",
) -> str:
    """The territories ``shown`` (indices) drawn in full, the others around them faded,
    ``arrow`` from one territory to another, and a legend of the owners drawn."""
    board = state.ruleset.board
    ids = [t.id for t in board.territories]
    places = _rolled([LAYOUT[i] for i in ids], shown)
    left, top, width, height = _crop([places[i] for i in shown] or places)
    legend_height = 34
    palette = colours(state.players)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{left} {top} {width} '
        f'{height + legend_height}" width="{width}" height="{height + legend_height}" '
        f'role="img" aria-label="{attr(title)}" font-family="Helvetica, Arial, sans-serif">',
        f"<title>{escape(title)}</title>",
        f'<rect x="{left}" y="{top}" width="{width}" height="{height + legend_height}" '
        'fill="#FFFFFF"/>',
        '<g class="borders" stroke="#CCCCCC" stroke-width="1.5">',
    ]
    for a, b in board.borders:
        (xa, ya), (xb, yb) = places[a], places[b]
        if abs(xa - xb) <= WIDTH / 2:  # the lanes round the world are left out here
            out.append(f'<line x1="{xa}" y1="{ya}" x2="{xb}" y2="{yb}"/>')
    out.append("</g>")
    out.append('<g class="faded" fill="#EEEEEE" stroke="#BBBBBB">')
    for index, (x, y) in enumerate(places):
        if index not in shown:
            out.append(f'<circle cx="{x}" cy="{y}" r="6"/>')
    out.append("</g>")
    if arrow is not None:
        out.append(_arrow(places[arrow[0]], places[arrow[1]]))
    owners_drawn: list[int] = []
    for index in sorted(shown):
        x, y = places[index]
        owner, armies = state.owners[index], state.armies[index]
        name = names.get(ids[index], board.territories[index].name)
        out.append(f'<g class="territory" data-territory="{attr(ids[index])}">')
        out.append(f"<title>{escape(name)}</title>")
        if owner == UNCLAIMED:  # during setup: an empty outline
            out.append(f'<circle cx="{x}" cy="{y}" r="{SIZE}" fill="#FFFFFF" stroke="#111111"/>')
        else:
            fill = NEUTRAL_COLOUR if owner == NEUTRAL else palette[owner]
            out.append(shape(_kind(owner), x, y, fill))
            owners_drawn += [] if owner in owners_drawn else [owner]
        out.append(
            f'<text x="{x}" y="{y + 5}" text-anchor="middle" font-size="{FONT_SIZE + 2}" '
            'font-weight="bold" fill="#111111" stroke="#FFFFFF" stroke-width="3" '
            f'paint-order="stroke">{armies}</text>'
        )
        out.append(
            f'<text x="{x}" y="{y + SIZE + FONT_SIZE + 6}" text-anchor="middle" '
            f'font-size="{FONT_SIZE}" fill="#111111" stroke="#FFFFFF" stroke-width="3" '
            f'paint-order="stroke">{escape(name)}</text>'
        )
        out.append("</g>")
    x, y = left + 16, top + height + legend_height // 2
    out.append(f'<g class="legend" font-size="{FONT_SIZE}" fill="#111111">')
    out.append(
        f'<rect x="{left}" y="{top + height}" width="{width}" height="{legend_height}" '
        'fill="#FFFFFF"/>'
    )
    for owner in sorted(owners_drawn, key=lambda o: (o == NEUTRAL, o)):
        fill = NEUTRAL_COLOUR if owner == NEUTRAL else palette[owner]
        label = neutral_name if owner == NEUTRAL else player_names[owner]
        out.append(shape(_kind(owner), x, y, fill, radius=8))
        out.append(f'<text x="{x + 14}" y="{y + 5}">{escape(label)}</text>')
        x += 34 + 8 * len(label)
    out.append("</g>")
    return "\n".join([*out, "</svg>"]) + "\n"


def arrow_of(state: GameState, action: Action | None) -> tuple[int, int] | None:
    """The move an action makes on the board, from one territory to another, if any."""
    if isinstance(action, MoveIn) and state.battle is not None:
        return state.battle.source, state.battle.target
    source, target = getattr(action, "source", None), getattr(action, "target", None)
    return (source, target) if isinstance(source, int) and isinstance(target, int) else None


def for_reader(
    state: GameState,
    shown: Collection[int],
    title: str,
    language: str,
    arrow: tuple[int, int] | None = None,
    player: Callable[[str], str] | None = None,
) -> str:
    """:func:`position_svg` in ``language``: the places' names, ``title`` (a message), the
    players' names through ``player`` (else the catalogue's colours), the whole board
    where nothing is ``shown``."""
    board = state.ruleset.board
    names = {t.id: i18n.place_name(t.id, language) for t in board.territories}
    say = player or (lambda name: i18n.gettext_in("player", name, language))
    players = [say(name) for name in state.players]
    everything = set(range(len(board.territories)))
    return position_svg(
        state, shown or everything, names, players, i18n.gettext(title, language), arrow,
        i18n.gettext(NEUTRAL_NAME, language),
    )  # fmt: skip
