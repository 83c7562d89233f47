"""The own-chance cases of the suite (tests/suite/own_chance.py): the engine
under test rolls and draws by itself, and the kit checks each outcome it reports."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from risk_ref.actions import Attack, DealTerritories, Defend, DiceRoll, EndAttack, RollForFirst
from risk_ref.driver import Driver
from risk_ref.reachable import at_least_turn
from risk_ref.ruleset import RULESETS
from risk_ref.state import GameState, Phase
from tests.suite.own_chance import ChanceCase, chance_cases
from tests.suite.steps.positions import first_to_play
from tests.suite.steps.table import COLOURS

CASES = chance_cases()
ALASKA, KAMCHATKA = 0, 29


def in_play(case: ChanceCase, armies: dict[int, int]) -> GameState:
    """Red's attack step: the territories round the table, one army each but ``armies``."""
    players = COLOURS[: case.players]
    owners = {ALASKA: 0, KAMCHATKA: 1}
    return first_to_play(RULESETS[case.ruleset], players, Phase.ATTACK, owners, armies)


def with_cards(state: GameState, held: int, by_blue: int, pile: int) -> GameState:
    """Red holds ``held`` cards and Blue ``by_blue``, the draw pile ``pile``, the rest
    discarded in traded sets; Red has conquered a territory this turn."""
    deck = list(range(state.ruleset.board.deck_size))
    red, blue = tuple(deck[:held]), tuple(deck[held : held + by_blue])
    rest = deck[held + by_blue :]
    discards = tuple(rest[pile:])
    assert len(discards) % 3 == 0
    hands = (red, blue, *state.hands[2:])
    return at_least_turn(
        state._replace(
            hands=hands, draw_pile=tuple(rest[:pile]), discards=discards,
            sets_traded=len(discards) // 3, conquered=True,
        )
    )  # fmt: skip


def play(driver: Driver, case: ChanceCase) -> None:
    if case.kind == "battle":
        attack, defence = (int(n) for n in case.detail.split("-"))
        driver.start(in_play(case, {ALASKA: 10, KAMCHATKA: 5}))
        assert driver.apply(Attack(ALASKA, KAMCHATKA, attack)) is None
        rejection, _ = driver.apply_own(Defend(defence))
    elif case.kind == "draw":
        state = in_play(case, {})
        held, by_blue, pile = {
            "fresh": (2, 4, state.ruleset.board.deck_size - 6),  # nothing discarded yet
            "pile": (2, 4, 20),
            "reshuffle": (3, 5, 0),
        }[case.detail]
        driver.start(with_cards(state, held, by_blue, pile))
        rejection, _ = driver.apply_own(EndAttack())
    else:
        players = COLOURS[: case.players]
        assert driver.new_game(players, case.ruleset, {}) is None
        if case.kind == "first":
            rejection, _ = driver.apply_own(RollForFirst())
        else:
            roll = DiceRoll((6, *(1 for _ in players[1:])))
            assert driver.apply(RollForFirst(), roll) is None
            rejection, _ = driver.apply_own(DealTerritories())
    assert rejection is None, f"{case.name}: refused: {rejection}"


@pytest.mark.parametrize(
    "case", [pytest.param(case, id=case.id, marks=pytest.mark.case(case)) for case in CASES]
)
def test_own_chance(engine: Callable[[], Driver], case: ChanceCase) -> None:
    play(engine(), case)
