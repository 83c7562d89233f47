"""The border cases of the suite (tests/suite/borders.py): every border of
every board, both ways, attacking and fortifying, in every ruleset."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from risk_ref.actions import Attack, Fortify
from risk_ref.driver import Driver
from risk_ref.ruleset import find_ruleset
from risk_ref.state import GameState, Phase
from tests.suite.borders import BorderCase, border_cases
from tests.suite.steps.positions import first_to_play
from tests.suite.steps.table import COLOURS

CASES = border_cases()


def position(ruleset: str, board: str, source: int, target: int, action: str) -> GameState:
    """Red to attack (or fortify) from ``source`` with 2 armies into ``target``, Blue's
    (or Red's own) with 1; every other territory round the table, one army each."""
    rules = find_ruleset(ruleset, {"board": board})
    players = COLOURS[: max(3, rules.player_counts[0])]
    phase = Phase.ATTACK if action == "attack" else Phase.FORTIFY
    owners = {source: 0, target: 1 if action == "attack" else 0}
    return first_to_play(rules, players, phase, owners, {source: 2})


@pytest.mark.parametrize(
    "case", [pytest.param(case, id=case.id, marks=pytest.mark.case(case)) for case in CASES]
)
def test_border(engine: Callable[[], Driver], case: BorderCase) -> None:
    driver = engine()
    driver.start(position(case.ruleset, case.board, case.source, case.target, case.action))
    move = Attack if case.action == "attack" else Fortify
    rejection = driver.apply(move(case.source, case.target, 1))
    assert rejection is None, f"{case.name}, across a border, was refused: {rejection}"
