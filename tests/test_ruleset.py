"""The classic ruleset's values and finding rulesets with named options."""

from __future__ import annotations

import itertools

import pytest

from risk_ref import CLASSIC, CLASSIC_BOARD, RULESETS, find_ruleset
from risk_ref.board import BOARDS
from risk_ref.ruleset import (
    CardBonusMode,
    FortifyMode,
    TwoPlayerMode,
    TwoPlayerVictory,
)


@pytest.mark.parametrize(("players", "armies"), [(2, 40), (3, 35), (4, 30), (5, 25), (6, 20)])
def test_starting_armies(players: int, armies: int) -> None:
    assert CLASSIC.armies_per_player(players) == armies


def test_player_counts() -> None:
    assert CLASSIC.player_counts == (2, 3, 4, 5, 6)
    for players in (0, 1, 7):
        with pytest.raises(KeyError):
            CLASSIC.armies_per_player(players)


def test_two_player_without_neutral_gets_50() -> None:
    ruleset = find_ruleset("classic", {"two-player": "no-neutral"})
    assert ruleset.two_player_mode is TwoPlayerMode.NO_NEUTRAL
    assert ruleset.armies_per_player(2) == 50
    # the other counts are unaffected
    assert ruleset.armies_per_player(3) == 35


def test_neutral_defaults() -> None:
    assert CLASSIC.two_player_mode is TwoPlayerMode.NEUTRAL
    assert CLASSIC.neutral_armies == 40
    assert CLASSIC.two_player_victory is TwoPlayerVictory.ELIMINATE_OPPONENT
    assert CLASSIC.card_bonus == 2
    assert CLASSIC.card_bonus_mode is CardBonusMode.ONCE_PER_TURN
    assert CLASSIC.fortify_mode is FortifyMode.ADJACENT
    assert CLASSIC.max_attack_dice == 3
    assert CLASSIC.max_defence_dice == 2
    assert CLASSIC.territory_divisor == 3
    assert CLASSIC.min_reinforcement == 3
    assert CLASSIC.board is CLASSIC_BOARD


@pytest.mark.parametrize(
    ("n", "value"),
    [(1, 4), (2, 6), (3, 8), (4, 10), (5, 12), (6, 15), (7, 20), (8, 25), (9, 30), (10, 35)],
)
def test_set_values(n: int, value: int) -> None:
    assert CLASSIC.set_value(n - 1) == value


def test_set_values_keep_rising_by_five() -> None:
    for n in range(6, 40):
        assert CLASSIC.set_value(n) - CLASSIC.set_value(n - 1) == 5


def test_find_classic() -> None:
    assert find_ruleset("classic") == CLASSIC
    assert find_ruleset("classic", {}) == CLASSIC
    assert find_ruleset("classic", None) == CLASSIC
    assert RULESETS["classic"] is CLASSIC


def test_unknown_ruleset_name() -> None:
    with pytest.raises(KeyError):
        find_ruleset("megarisk")


def test_unknown_option() -> None:
    with pytest.raises(KeyError):
        find_ruleset("classic", {"nuclear-winter": "on"})


@pytest.mark.parametrize("option", ["two-player", "two-player-victory", "card-bonus", "fortify"])
def test_bad_option_value(option: str) -> None:
    with pytest.raises(ValueError):
        find_ruleset("classic", {option: "not-a-value"})


def test_options_of_classic() -> None:
    assert CLASSIC.options == {
        "two-player": "neutral",
        "two-player-victory": "eliminate-opponent",
        "card-bonus": "once-per-turn",
        "fortify": "adjacent",
        "board": "classic",
    }


_CHOICES = {
    "two-player": [m.value for m in TwoPlayerMode],
    "two-player-victory": [m.value for m in TwoPlayerVictory],
    "card-bonus": [m.value for m in CardBonusMode],
    "fortify": [m.value for m in FortifyMode],
    "board": list(BOARDS),
}


@pytest.mark.parametrize(
    "values", list(itertools.product(*_CHOICES.values())), ids=lambda v: "/".join(v)
)
def test_options_round_trip(values: tuple[str, ...]) -> None:
    options = dict(zip(_CHOICES, values, strict=True))
    ruleset = find_ruleset("classic", options)
    assert ruleset.options == options
    assert find_ruleset("classic", ruleset.options) == ruleset
    # options change nothing else
    assert ruleset.set_values == CLASSIC.set_values
    assert ruleset.starting_armies == CLASSIC.starting_armies


def test_partial_options_keep_the_defaults() -> None:
    ruleset = find_ruleset("classic", {"fortify": "connected"})
    assert ruleset.options == {**CLASSIC.options, "fortify": "connected"}
