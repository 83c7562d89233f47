"""An SVG line plot of conquest odds, with no dependencies, for the rulebook and the judge.

Every word drawn comes from the caller's ``labels`` so the plot can be translated; the
output is plain, deterministic text (fixed number formats, no ids from clocks or hashes),
so it can be committed and diffed. For accessibility the plot is a labelled image
(``role="img"`` with a ``<title>`` and a ``<desc>``), and each line differs from the others
by its dash pattern as well as by a colour-blind-safe colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

DEFAULT_ATTACKERS = (5, 10, 15, 20, 25, 30)

REQUIRED_LABELS = ("x_axis", "y_axis", "series")
"""``x_axis`` and ``y_axis`` title the axes; ``series`` names one line and must hold
``{n}`` for its attacker count, e.g. ``"{n} attackers"``. An optional ``description``
replaces the template of ``<desc>`` (with ``{y_axis}``, ``{x_axis}``, ``{defenders}``, the
most defending armies, and ``{series}``, the lines' names), and an optional ``decimal`` the
decimal sign of the axis numbers."""

_DESCRIPTION = "{y_axis} (0 to 1) against {x_axis} (1 to {defenders}): {series}"

# Okabe-Ito colours: told apart by readers with the common colour-vision deficiencies.
_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
_DASHES = ("", "8 4", "2 3", "10 3 2 3", "4 4", "12 3", "1 2")

_WIDTH, _HEIGHT = 720, 440
_LEFT, _RIGHT, _TOP, _BOTTOM = 70, 170, 50, 60


def _num(value: float) -> str:
    """A coordinate with fixed precision, so the same table always gives the same bytes."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _x_step(count: int) -> int:
    """A round tick spacing giving at most about ten ticks on the defenders' axis."""
    for scale in (1, 10, 100, 1000, 10000):
        for base in (1, 2, 5):
            if count / (base * scale) <= 10:
                return base * scale
    return 100000


def conquest_plot_svg(
    table: list[list[float]],
    title: str,
    labels: dict[str, str],
    attackers: Sequence[int] = DEFAULT_ATTACKERS,
) -> str:
    """An SVG document plotting ``table[n][d]`` against defending armies ``d = 1..N``
    (``N = len(table[0]) - 1``), one line per attacker count ``n`` in ``attackers`` that the
    table holds, with probability 0 to 1 on the y axis, gridlines, axis titles and a legend.

    ``table`` is laid out as :func:`risk_ref.odds.conquest_probability_table` returns it.
    Raises KeyError if a required label is missing, ValueError if nothing can be drawn.
    """
    missing = [key for key in REQUIRED_LABELS if key not in labels]
    if missing:
        raise KeyError(f"labels lack {', '.join(missing)}")
    if not table or len(table[0]) < 2:
        raise ValueError("the table needs at least one defending army to plot")
    defenders = len(table[0]) - 1
    shown = [n for n in dict.fromkeys(attackers) if 0 <= n < len(table)]
    if not shown:
        raise ValueError(f"none of the attacker counts {list(attackers)} is in the table")

    plot_w = _WIDTH - _LEFT - _RIGHT
    plot_h = _HEIGHT - _TOP - _BOTTOM
    span = max(defenders - 1, 1)

    def x_of(d: int) -> str:
        return _num(_LEFT + plot_w * (d - 1) / span)

    def y_of(p: float) -> str:
        return _num(_TOP + plot_h * (1.0 - min(max(p, 0.0), 1.0)))

    names = [labels["series"].format(n=n) for n in shown]
    description = labels.get("description", _DESCRIPTION).format(
        y_axis=labels["y_axis"],
        x_axis=labels["x_axis"],
        defenders=defenders,
        series=", ".join(names),
    )
    point = labels.get("decimal", ".")  # the language's decimal sign on the axis
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_WIDTH}" height="{_HEIGHT}" '
        f'viewBox="0 0 {_WIDTH} {_HEIGHT}" role="img" '
        'aria-labelledby="odds-title odds-desc" font-family="sans-serif" font-size="12">',
        f'<title id="odds-title">{escape(title)}</title>',
        f'<desc id="odds-desc">{escape(description)}</desc>',
        f'<rect width="{_WIDTH}" height="{_HEIGHT}" fill="#ffffff"/>',
        f'<text x="{_WIDTH // 2}" y="28" text-anchor="middle" font-size="16" '
        f'font-weight="bold">{escape(title)}</text>',
    ]

    # Gridlines and tick labels; drawn first, so the lines lie on top of them.
    out.append('<g aria-hidden="true" stroke="#d0d0d0" stroke-width="1">')
    for tenth in range(0, 11, 2):
        y = y_of(tenth / 10)
        out.append(f'<line x1="{_LEFT}" y1="{y}" x2="{_LEFT + plot_w}" y2="{y}"/>')
    step = _x_step(defenders)
    x_ticks = [1, *range(step, defenders + 1, step)] if step > 1 else list(range(1, defenders + 1))
    x_ticks = list(dict.fromkeys(x_ticks))
    for d in x_ticks:
        x = x_of(d)
        out.append(f'<line x1="{x}" y1="{_TOP}" x2="{x}" y2="{_TOP + plot_h}"/>')
    out.append("</g>")
    out.append('<g fill="#333333">')
    for tenth in range(0, 11, 2):
        out.append(
            f'<text x="{_LEFT - 8}" y="{_num(float(y_of(tenth / 10)) + 4)}" '
            f'text-anchor="end">{f"{tenth / 10:.1f}".replace(".", point)}</text>'
        )
    for d in x_ticks:
        out.append(f'<text x="{x_of(d)}" y="{_TOP + plot_h + 18}" text-anchor="middle">{d}</text>')
    out.append("</g>")

    # Axes and their titles.
    out.append(
        f'<path d="M{_LEFT} {_TOP} V{_TOP + plot_h} H{_LEFT + plot_w}" fill="none" '
        'stroke="#333333" stroke-width="1.5"/>'
    )
    out.append(
        f'<text x="{_num(_LEFT + plot_w / 2)}" y="{_HEIGHT - 15}" text-anchor="middle">'
        f"{escape(labels['x_axis'])}</text>"
    )
    y_mid = _num(_TOP + plot_h / 2)
    out.append(
        f'<text x="18" y="{y_mid}" text-anchor="middle" transform="rotate(-90 18 {y_mid})">'
        f"{escape(labels['y_axis'])}</text>"
    )

    # One line per attacker count, and its legend entry.
    legend_x = _LEFT + plot_w + 20
    for index, (n, name) in enumerate(zip(shown, names, strict=True)):
        colour = _COLOURS[index % len(_COLOURS)]
        dash = _DASHES[index % len(_DASHES)]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        points = " ".join(f"{x_of(d)},{y_of(table[n][d])}" for d in range(1, defenders + 1))
        out.append("<g>")
        out.append(f"<title>{escape(name)}</title>")
        out.append(
            f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"'
            f"{dash_attr}/>"
        )
        out.append("</g>")
        entry_y = _TOP + 10 + 22 * index
        out.append(
            f'<line x1="{legend_x}" y1="{entry_y}" x2="{legend_x + 30}" y2="{entry_y}" '
            f'stroke="{colour}" stroke-width="2"{dash_attr} aria-hidden="true"/>'
        )
        out.append(f'<text x="{legend_x + 38}" y="{entry_y + 4}">{escape(name)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
