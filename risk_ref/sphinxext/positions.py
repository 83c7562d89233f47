"""The position of each worked example, drawn: what its Given steps set up, and what the
board holds after its When and Then steps where they change it.

The positions are not read from the steps' words but from the compiled suite
(:mod:`risk_ref.conformance.cases`), each case played on the reference in process as
``risk-ref conformance dump`` plays it, so a picture shows exactly what the example plays. The
territories drawn in full are those the example names, those its move touches and those
it changes; the rest of the board is faded.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, NamedTuple

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

from risk_ref import i18n
from risk_ref.actions import Action
from risk_ref.conformance.cases import all_cases
from risk_ref.conformance.replay import recorded
from risk_ref.diagram import AFTER, BEFORE, TITLE_AFTER, TITLE_BEFORE, arrow_of, for_reader
from risk_ref.document import from_document
from risk_ref.protocol.codec import action_from_json
from risk_ref.spec import SpecScenario
from risk_ref.sphinxext.pictures import make as picture
from risk_ref.state import GameState

logger = logging.getLogger(__name__)


class Recorded(NamedTuple):
    before: GameState | None  # the position the Given steps set up
    action: Action | None  # the first move of the When steps
    after: GameState | None  # the position at the end, if it differs


def _read_case(case: Mapping[str, Any]) -> Recorded:
    """The position before the first move of the When steps (the steps may push the
    Given position only when they first need it), that move, and the last position."""
    operations: list[dict[str, Any]] = case["operations"]
    states = [
        op["state"] if op["op"] == "start" else op["expect"].get("state") for op in operations
    ]
    moves = [i for i, op in enumerate(operations) if op["op"] == "apply"]
    first = next((i for i in moves if i >= case.get("when", len(operations))), len(operations))
    given = [s for s in states[:first] if s is not None]
    before = from_document(given[-1]) if given else None
    action = None
    if first < len(operations) and before is not None:
        action = action_from_json(operations[first]["action"], before.ruleset.board)
    last = next((s for s in reversed(states) if s is not None), None)
    after = from_document(last) if last is not None else None
    if after is not None and before is not None and _board(after) == _board(before):
        after = None
    return Recorded(before, action, after)


def _board(state: GameState) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return state.owners, state.armies


@cache
def recorded_positions() -> dict[str, Recorded]:
    """Each scenario's position (an outline's first row), by scenario ID."""
    found: dict[str, Recorded] = {}
    for case in all_cases():
        scenario_id, _, row = case.id.partition("#")
        if case.location.startswith("features/") and row in ("", "1"):
            found[scenario_id] = _read_case({**case.as_json(), "operations": recorded(case)})
    return found


def _named(scenario: SpecScenario, state: GameState) -> set[int]:
    """The territories the example's words name, and those of the continents it names."""
    board = state.ruleset.board
    words = (
        " ".join(
            [step.text for step in (*scenario.background, *scenario.steps)]
            + [cell for step in scenario.steps for row in step.table for cell in row]
            + [cell for row in scenario.examples[1:2] for cell in row]
        )
        .replace(",", " ")
        .split()
    )
    named = {board.index(w) for w in words if w in {t.id for t in board.territories}}
    for continent in board.continents:
        if continent.id in words:
            named |= set(continent.territories)
    return named


def _changed(before: GameState, after: GameState) -> set[int]:
    pairs = zip(zip(*_board(before), strict=True), zip(*_board(after), strict=True), strict=True)
    return {index for index, (was, now) in enumerate(pairs) if was != now}


def _player(name: str, language: str, chapter: str) -> str:
    """A player's name as the example's words give it in ``language``."""
    shown = i18n.gettext(name, language, chapter)
    return shown if shown != name else i18n.gettext_in("player", name, language)


def record_before_reading(app: Sphinx, env: BuildEnvironment, docnames: list[str]) -> None:
    """Play the cases once, before the documents are read: readers working in parallel
    then share the positions rather than each playing them again."""
    if env.config.risk_diagrams and docnames:
        recorded_positions()


def diagrams(env: BuildEnvironment, scenario: SpecScenario) -> list[nodes.Node]:
    """The example's position before its move, and after it where the board changed."""
    if not env.config.risk_diagrams:
        return []
    found = recorded_positions().get(scenario.id)
    if found is None:
        return []
    language = env.config.language or "en"
    box = nodes.container(classes=["risk-diagrams"])
    first = found.before or found.after
    shown = set() if first is None else _named(scenario, first)
    arrow = arrow_of(found.before, found.action) if found.before is not None else None
    shown |= set(arrow or ())
    if found.before is not None and found.after is not None:
        shown |= _changed(found.before, found.after)
    for state, label, title, move in (
        (found.before, BEFORE, TITLE_BEFORE, arrow),
        (found.after, AFTER, TITLE_AFTER, None),
    ):
        if state is None:
            continue
        caption = i18n.gettext(label, language) if found.after and found.before else ""
        svg = for_reader(state, shown, title, language, move,
                         lambda name: _player(name, language, env.docname))  # fmt: skip
        box += picture(svg, ["risk-diagram"], width=0.32, caption=caption, inline=True)
    return [box] if len(box) else []
