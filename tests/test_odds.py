"""Battle odds: one roll's exact outcomes, whole attacks as a Markov chain, and their plot."""

from __future__ import annotations

import dataclasses
import itertools
import math
import time
import xml.etree.ElementTree as ET
from fractions import Fraction
from functools import cache

import pytest

from risk_ref.odds import (
    MAX_ARMIES,
    conquest_probability,
    conquest_probability_table,
    expected_losses,
    outcome_distribution,
    roll_outcomes,
)
from risk_ref.odds_plot import conquest_plot_svg
from risk_ref.ruleset import CLASSIC, Ruleset

RISIKO = dataclasses.replace(CLASSIC, name="three-defence-dice", max_defence_dice=3)
F = Fraction

# --- one roll -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attack_dice", "defence_dice", "expected"),
    [
        (1, 1, {(0, 1): F(15, 36), (1, 0): F(21, 36)}),
        (2, 1, {(0, 1): F(125, 216), (1, 0): F(91, 216)}),
        (3, 1, {(0, 1): F(855, 1296), (1, 0): F(441, 1296)}),
        (1, 2, {(0, 1): F(55, 216), (1, 0): F(161, 216)}),
        (2, 2, {(0, 2): F(295, 1296), (1, 1): F(420, 1296), (2, 0): F(581, 1296)}),
        (3, 2, {(0, 2): F(2890, 7776), (1, 1): F(2611, 7776), (2, 0): F(2275, 7776)}),
    ],
)
def test_known_roll_odds(
    attack_dice: int, defence_dice: int, expected: dict[tuple[int, int], Fraction]
) -> None:
    """The published odds; keys are (attacker's losses, defender's losses)."""
    assert roll_outcomes(attack_dice, defence_dice) == expected


@pytest.mark.parametrize(
    ("attack_dice", "defence_dice"), list(itertools.product(range(1, 4), range(1, 4)))
)
def test_each_roll_distribution_sums_to_one(attack_dice: int, defence_dice: int) -> None:
    outcomes = roll_outcomes(attack_dice, defence_dice)
    assert sum(outcomes.values()) == 1
    pairs = min(attack_dice, defence_dice)
    assert all(lost_a + lost_d == pairs for lost_a, lost_d in outcomes)
    assert all(p > 0 for p in outcomes.values())


def test_three_against_three_odds() -> None:
    """3 against 3 (Risiko!): the attacker's 3-0 sweep is the rarest outcome."""
    outcomes = roll_outcomes(3, 3)
    assert set(outcomes) == {(0, 3), (1, 2), (2, 1), (3, 0)}
    assert outcomes[(0, 3)] == min(outcomes.values())


def test_roll_outcomes_is_a_fresh_dict() -> None:
    roll_outcomes(1, 1)[(0, 1)] = F(1)
    assert roll_outcomes(1, 1)[(0, 1)] == F(15, 36)


@pytest.mark.parametrize(("attack_dice", "defence_dice"), [(0, 1), (1, 0), (4, 1), (1, 4)])
def test_roll_outcomes_rejects_dice_counts(attack_dice: int, defence_dice: int) -> None:
    with pytest.raises(ValueError):
        roll_outcomes(attack_dice, defence_dice)


# --- brute force, with fractions ------------------------------------------------------------


@cache
def _exact_final(a: int, d: int, most_a: int, most_d: int) -> dict[tuple[int, int], Fraction]:
    """The exact distribution of final states, by plain top-down recursion."""
    if a == 1 or d == 0:
        return {(a, d): F(1)}
    final: dict[tuple[int, int], Fraction] = {}
    for (lost_a, lost_d), p in roll_outcomes(min(most_a, a - 1), min(most_d, d)).items():
        for state, q in _exact_final(a - lost_a, d - lost_d, most_a, most_d).items():
            final[state] = final.get(state, F(0)) + p * q
    return final


def _exact_conquest(a: int, d: int, ruleset: Ruleset) -> Fraction:
    final = _exact_final(a, d, ruleset.max_attack_dice, ruleset.max_defence_dice)
    return sum((p for (_, left), p in final.items() if left == 0), F(0))


@pytest.mark.parametrize("ruleset", [CLASSIC, RISIKO], ids=["classic", "three-defence-dice"])
def test_table_matches_exact_recursion(ruleset: Ruleset) -> None:
    table = conquest_probability_table(8, 8, ruleset)
    for a, d in itertools.product(range(1, 9), range(9)):
        assert table[a][d] == pytest.approx(float(_exact_conquest(a, d, ruleset)), abs=1e-12)


@pytest.mark.parametrize("ruleset", [CLASSIC, RISIKO], ids=["classic", "three-defence-dice"])
def test_distribution_matches_exact_recursion(ruleset: Ruleset) -> None:
    for a, d in itertools.product(range(1, 7), range(7)):
        exact = _exact_final(a, d, ruleset.max_attack_dice, ruleset.max_defence_dice)
        floats = outcome_distribution(a, d, ruleset)
        assert set(floats) == {state for state, p in exact.items() if p > 0}
        for state, p in exact.items():
            assert floats[state] == pytest.approx(float(p), abs=1e-12)


def test_small_exact_values() -> None:
    """Two armies attack one defender: a single die against a single die, until one falls."""
    assert conquest_probability(2, 1) == pytest.approx(15 / 36)
    # Three armies against one: two dice, then (after a loss) one die.
    assert conquest_probability(3, 1) == pytest.approx(125 / 216 + 91 / 216 * 15 / 36)


# --- the table --------------------------------------------------------------------------------


def test_table_shape_and_edges() -> None:
    table = conquest_probability_table(5, 4)
    assert len(table) == 6
    assert all(len(row) == 5 for row in table)
    assert table[0] == [0.0] * 5
    assert all(table[a][0] == 1.0 for a in range(1, 6))
    assert all(table[1][d] == 0.0 for d in range(1, 5))
    assert all(0.0 < table[a][d] < 1.0 for a in range(2, 6) for d in range(1, 5))


def test_empty_tables() -> None:
    assert conquest_probability_table(0, 0) == [[0.0]]
    assert conquest_probability_table(1, 0) == [[0.0], [1.0]]


@pytest.mark.parametrize("ruleset", [CLASSIC, RISIKO], ids=["classic", "three-defence-dice"])
def test_monotone(ruleset: Ruleset) -> None:
    """More attackers never lower the odds of conquest; more defenders never raise them."""
    table = conquest_probability_table(40, 40, ruleset)
    for a in range(1, 40):
        for d in range(40):
            assert table[a + 1][d] >= table[a][d] - 1e-12
            assert table[a][d + 1] <= table[a][d] + 1e-12


def test_table_agrees_with_conquest_probability() -> None:
    table = conquest_probability_table(12, 12)
    for a, d in itertools.product(range(1, 13), range(13)):
        assert conquest_probability(a, d) == table[a][d]


def test_three_defence_dice_change_the_numbers() -> None:
    classic = conquest_probability_table(10, 10)
    risiko = conquest_probability_table(10, 10, RISIKO)
    # Against one or two defenders the defender rolls the same dice either way.
    assert all(classic[a][d] == risiko[a][d] for a in range(11) for d in range(3))
    # With three or more, a third die only helps the defender.
    assert risiko[10][5] < classic[10][5]
    assert all(risiko[a][d] <= classic[a][d] + 1e-12 for a in range(11) for d in range(11))
    assert outcome_distribution(10, 5, RISIKO) != outcome_distribution(10, 5)


def test_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError):
        conquest_probability_table(-1, 3)
    with pytest.raises(ValueError):
        conquest_probability(0, 3)
    with pytest.raises(ValueError):
        outcome_distribution(3, -1)
    with pytest.raises(ValueError):
        conquest_probability(5, 5, dataclasses.replace(CLASSIC, max_defence_dice=4))


@pytest.mark.parametrize(("a", "d"), [(MAX_ARMIES + 1, 5), (5, MAX_ARMIES + 1), (10**6, 10**6)])
def test_refuses_more_armies_than_the_limit_before_any_work(a: int, d: int) -> None:
    begun = time.monotonic()
    for odds in (conquest_probability, outcome_distribution, expected_losses):
        with pytest.raises(ValueError, match=f"at most {MAX_ARMIES} armies a side"):
            odds(a, d)
    with pytest.raises(ValueError, match=f"at most {MAX_ARMIES} armies a side"):
        conquest_probability_table(a, d)
    assert time.monotonic() - begun < 0.1


def test_the_limit_itself_is_computed_in_bounded_time() -> None:
    begun = time.monotonic()
    assert 0.99 < conquest_probability(MAX_ARMIES, MAX_ARMIES - 100) < 1
    assert time.monotonic() - begun < 10


# --- the distribution of final states -------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "d"), [(1, 0), (1, 5), (2, 1), (5, 5), (10, 3), (3, 10), (30, 30), (75, 60)]
)
@pytest.mark.parametrize("ruleset", [CLASSIC, RISIKO], ids=["classic", "three-defence-dice"])
def test_distribution_is_consistent(a: int, d: int, ruleset: Ruleset) -> None:
    distribution = outcome_distribution(a, d, ruleset)
    assert math.fsum(distribution.values()) == pytest.approx(1.0, abs=1e-12)
    conquered = math.fsum(p for (_, left), p in distribution.items() if left == 0)
    assert conquered == pytest.approx(conquest_probability(a, d, ruleset), abs=1e-12)
    for (armies, left), p in distribution.items():
        assert p > 0
        assert (left == 0 and 1 <= armies <= a) or (armies == 1 and 1 <= left <= d)


def test_trivial_distributions() -> None:
    assert outcome_distribution(4, 0) == {(4, 0): 1.0}
    assert outcome_distribution(1, 3) == {(1, 3): 1.0}
    assert outcome_distribution(2, 1) == {(2, 0): pytest.approx(15 / 36), (1, 1): 21 / 36}


def test_expected_losses() -> None:
    assert expected_losses(2, 1) == pytest.approx((21 / 36, 15 / 36))
    assert expected_losses(4, 0) == (0.0, 0.0)
    lost_a, lost_d = expected_losses(20, 20)
    assert 0 < lost_a <= 19
    assert 0 < lost_d <= 20


# --- the plot ---------------------------------------------------------------------------------

SVG = "{http://www.w3.org/2000/svg}"
LABELS = {"x_axis": "Defending armies", "y_axis": "Chance of conquest", "series": "{n} attackers"}


def _plot(labels: dict[str, str] = LABELS) -> str:
    return conquest_plot_svg(conquest_probability_table(30, 40), "Conquest odds", labels)


def test_plot_is_valid_accessible_svg() -> None:
    root = ET.fromstring(_plot())
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "img"
    assert root.findtext(f"{SVG}title") == "Conquest odds"
    assert "Chance of conquest" in (root.findtext(f"{SVG}desc") or "")
    lines = root.findall(f".//{SVG}polyline")
    assert len(lines) == 6
    assert len({line.get("stroke-dasharray") for line in lines}) == 6
    assert len({line.get("stroke") for line in lines}) == 6
    for line in lines:
        points = (line.get("points") or "").split()
        assert len(points) == 40  # defenders 1..40


def test_plot_texts_come_from_labels() -> None:
    labels = {
        "x_axis": "Armate in difesa",
        "y_axis": "Probabilità di conquista",
        "series": "{n} attaccanti & co <3",
    }
    svg = _plot(labels)
    texts = [element.text for element in ET.fromstring(svg).iter() if element.text]
    assert "Armate in difesa" in texts
    assert "Probabilità di conquista" in texts
    for n in (5, 10, 15, 20, 25, 30):
        assert f"{n} attaccanti & co <3" in texts
    assert "attackers" not in svg
    assert "Defending" not in svg


def test_plot_is_deterministic() -> None:
    assert _plot() == _plot()


def test_plot_y_follows_probability() -> None:
    """Higher odds sit higher: 30 attackers' line lies above 5 attackers' at 10 defenders."""
    root = ET.fromstring(_plot())
    lines = root.findall(f".//{SVG}polyline")

    def y_at(line: ET.Element, d: int) -> float:
        return float((line.get("points") or "").split()[d - 1].split(",")[1])

    assert y_at(lines[-1], 10) < y_at(lines[0], 10)


def test_plot_skips_counts_outside_the_table_and_checks_labels() -> None:
    table = conquest_probability_table(12, 5)
    svg = conquest_plot_svg(table, "t", LABELS)
    assert len(ET.fromstring(svg).findall(f".//{SVG}polyline")) == 2  # 5 and 10
    with pytest.raises(KeyError):
        conquest_plot_svg(table, "t", {"x_axis": "x", "y_axis": "y"})
    with pytest.raises(ValueError):
        conquest_plot_svg(conquest_probability_table(3, 5), "t", LABELS)
    with pytest.raises(ValueError):
        conquest_plot_svg(conquest_probability_table(12, 0), "t", LABELS)
