"""A picture of a turn as SVG: its three steps in order, the card drawn between the
attacks and the fortifying move, and the turn passing on.

Only the words are arguments (the rulebook passes them in the reader's language); the
shape is the rule :data:`turn.sequence` itself, so it is drawn here once.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from xml.sax.saxutils import escape

from risk_ref.board_map import attr

BOX_WIDTH = 150
BOX_HEIGHT = 96
GAP = 34
TOP = 40
FONT_SIZE = 12
LINE_HEIGHT = 14
WRAP_AT = 22  # characters per line inside a box


@dataclass(frozen=True, slots=True)
class Step:
    title: str
    text: str
    optional: bool = False  # drawn dashed: it happens only in some turns


def _box(x: int, step: Step) -> list[str]:
    dash = ' stroke-dasharray="6 4"' if step.optional else ""
    out = [
        f'<g class="turn-step"><rect x="{x}" y="{TOP}" width="{BOX_WIDTH}" '
        f'height="{BOX_HEIGHT}" rx="8" fill="#FFFFFF" stroke="#222222" stroke-width="2"{dash}/>',
        f'<text x="{x + BOX_WIDTH // 2}" y="{TOP + 22}" text-anchor="middle" '
        f'font-weight="bold" font-size="{FONT_SIZE + 1}">{escape(step.title)}</text>',
    ]
    lines = textwrap.wrap(step.text, WRAP_AT)
    for number, line in enumerate(lines):
        y = TOP + 44 + number * LINE_HEIGHT
        out.append(
            f'<text x="{x + BOX_WIDTH // 2}" y="{y}" text-anchor="middle" '
            f'font-size="{FONT_SIZE}">{escape(line)}</text>'
        )
    return [*out, "</g>"]


def turn_flow_svg(steps: list[Step], again: str, next_turn: str, title: str) -> str:
    """The steps left to right, joined by arrows; ``again`` labels the loop on the
    second step (the attacks), ``next_turn`` the way back to the first."""
    width = len(steps) * BOX_WIDTH + (len(steps) - 1) * GAP + 20
    height = TOP + BOX_HEIGHT + 50
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-label="{attr(title)}" '
        'font-family="Helvetica, Arial, sans-serif" fill="#111111">',
        f"<title>{escape(title)}</title>",
        '<defs><marker id="turn-arrow" viewBox="0 0 10 10" refX="9" refY="5" '
        'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        '<path d="M0,0 L10,5 L0,10 z" fill="#222222"/></marker></defs>',
    ]
    lefts = [10 + n * (BOX_WIDTH + GAP) for n in range(len(steps))]
    for x, step in zip(lefts, steps, strict=True):
        out += _box(x, step)
    middle = TOP + BOX_HEIGHT // 2
    for x in lefts[1:]:
        out.append(
            f'<line x1="{x - GAP + 2}" y1="{middle}" x2="{x - 2}" y2="{middle}" '
            'stroke="#222222" stroke-width="2" marker-end="url(#turn-arrow)"/>'
        )
    attack = lefts[1]  # the attacks repeat: a loop over the second box
    out.append(
        f'<path d="M{attack + 40},{TOP} C{attack + 40},{TOP - 30} {attack + 110},{TOP - 30} '
        f'{attack + 110},{TOP}" fill="none" stroke="#222222" stroke-width="2" '
        'marker-end="url(#turn-arrow)"/>'
    )
    out.append(
        f'<text x="{attack + BOX_WIDTH + 4}" y="{TOP - 14}" font-size="{FONT_SIZE}" '
        f'font-style="italic">{escape(again)}</text>'
    )
    bottom, first, last = TOP + BOX_HEIGHT, lefts[0] + BOX_WIDTH // 2, lefts[-1] + BOX_WIDTH // 2
    out.append(
        f'<path d="M{last},{bottom + 2} V{bottom + 22} H{first} V{bottom + 4}" fill="none" '
        'stroke="#222222" stroke-width="2" marker-end="url(#turn-arrow)"/>'
    )
    out.append(
        f'<text x="{(first + last) // 2}" y="{bottom + 40}" text-anchor="middle" '
        f'font-size="{FONT_SIZE}" font-style="italic">{escape(next_turn)}</text>'
    )
    return "\n".join([*out, "</svg>"]) + "\n"
