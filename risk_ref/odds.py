"""Exact battle odds: what one roll does, and how an attack pressed to the end turns out.

Pure and stdlib only. One roll is enumerated exactly with fractions, using the very
comparison the rules apply (:func:`risk_ref.engine.losses`), so the odds can never
drift from the engine. Whole battles are a Markov chain over (attacking armies, defending
armies); those are solved with floats, since a 100x100 table of exact fractions would be
slow and its numbers huge.

Conventions, shared by every function here:

- ``a`` is the number of armies in the attacking territory, so ``a - 1`` may fight and
  ``a >= 2`` is needed to attack; ``d`` is the number of defending armies.
- Each roll the attacker throws the most dice allowed, ``min(max_attack_dice, a - 1)``,
  and the defender the most allowed, ``min(max_defence_dice, d)``.
- The attack goes on until the territory is conquered (``d == 0``) or the attacker is
  down to one army (``a == 1``).
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache

from risk_ref.engine import losses
from risk_ref.ruleset import CLASSIC, Ruleset

MAX_DICE = 3
"""The most dice either side may roll here: 3 against 3 covers every edition we know
(Risiko! lets the defender roll 3), and 6**6 throws is still quick to enumerate."""

MAX_ARMIES = 1000
"""The most armies on either side the odds of a whole attack are computed for: a million
states, about a second and some tens of megabytes, and far more than a game puts on one
territory. More is refused, so that no input costs more than that."""

Outcome = tuple[int, int]
"""(attacker's losses, defender's losses) of one roll."""

FinalState = tuple[int, int]
"""(armies left in the attacking territory, defending armies left) when an attack ends."""


@cache
def _roll_outcomes(attack_dice: int, defence_dice: int) -> tuple[tuple[Outcome, Fraction], ...]:
    counts: dict[Outcome, int] = {}
    for throw in itertools.product(range(1, 7), repeat=attack_dice + defence_dice):
        outcome = losses(throw[:attack_dice], throw[attack_dice:])
        counts[outcome] = counts.get(outcome, 0) + 1
    total = 6 ** (attack_dice + defence_dice)
    return tuple((outcome, Fraction(counts[outcome], total)) for outcome in sorted(counts))


def roll_outcomes(attack_dice: int, defence_dice: int) -> dict[Outcome, Fraction]:
    """The exact probability of each (attacker's losses, defender's losses) of one roll.

    Every one of the 6**(attack_dice + defence_dice) throws is compared by the rules' own
    :func:`~risk_ref.engine.losses`, so these are the engine's odds by construction.
    Only outcomes that can happen are keys; the values sum to exactly 1.
    """
    for name, dice in (("attack_dice", attack_dice), ("defence_dice", defence_dice)):
        if not 1 <= dice <= MAX_DICE:
            raise ValueError(f"{name} must be between 1 and {MAX_DICE}, not {dice}")
    return dict(_roll_outcomes(attack_dice, defence_dice))


@cache
def _float_outcomes(attack_dice: int, defence_dice: int) -> tuple[tuple[int, int, float], ...]:
    """One roll's outcomes as floats, for the chains that would choke on fractions."""
    return tuple(
        (lost_a, lost_d, float(p))
        for (lost_a, lost_d), p in _roll_outcomes(attack_dice, defence_dice)
    )


def _check_dice(ruleset: Ruleset) -> None:
    for name, dice in (
        ("max_attack_dice", ruleset.max_attack_dice),
        ("max_defence_dice", ruleset.max_defence_dice),
    ):
        if not 1 <= dice <= MAX_DICE:
            raise ValueError(f"ruleset {ruleset.name}: {name} must be 1 to {MAX_DICE}, not {dice}")


def _check_count(name: str, value: int, least: int) -> None:
    if value < least:
        raise ValueError(f"{name} must be at least {least}, not {value}")
    if value > MAX_ARMIES:
        raise ValueError(f"{name}: the odds are computed for at most {MAX_ARMIES} armies a side")


def conquest_probability_table(
    max_attackers: int, max_defenders: int, ruleset: Ruleset = CLASSIC
) -> list[list[float]]:
    """``table[a][d]``: the chance that ``a`` attacking armies, pressing on to the end,
    conquer ``d`` defenders (see the module's conventions), for every ``0 <= a <=
    max_attackers`` and ``0 <= d <= max_defenders``.

    Edges: ``table[a][0] = 1`` for ``a >= 1`` (nothing is left to beat);
    ``table[1][d] = 0`` for ``d >= 1`` (one army may not attack); row ``table[0]`` is all 0,
    since a territory is never empty. Each roll costs at least one army, and only moves to
    states with fewer armies on one side, so one bottom-up pass solves the chain in
    O(max_attackers * max_defenders), with no iteration to a fixed point.
    """
    _check_count("max_attackers", max_attackers, 0)
    _check_count("max_defenders", max_defenders, 0)
    _check_dice(ruleset)
    most_a, most_d = ruleset.max_attack_dice, ruleset.max_defence_dice
    table = [[0.0] * (max_defenders + 1) for _ in range(max_attackers + 1)]
    for a in range(1, max_attackers + 1):
        row = table[a]
        row[0] = 1.0
        if a == 1:
            continue
        attack_dice = min(most_a, a - 1)
        for d in range(1, max_defenders + 1):
            row[d] = sum(
                p * table[a - lost_a][d - lost_d]
                for lost_a, lost_d, p in _float_outcomes(attack_dice, min(most_d, d))
            )
    return table


def conquest_probability(attackers: int, defenders: int, ruleset: Ruleset = CLASSIC) -> float:
    """The chance that ``attackers`` armies in the attacking territory, pressing on to the
    end, conquer ``defenders`` armies: ``conquest_probability_table(...)[attackers][defenders]``."""
    _check_count("attackers", attackers, 1)
    _check_count("defenders", defenders, 0)
    return conquest_probability_table(attackers, defenders, ruleset)[attackers][defenders]


def outcome_distribution(
    attackers: int, defenders: int, ruleset: Ruleset = CLASSIC
) -> dict[FinalState, float]:
    """The chance of each way an attack pressed to the end can finish.

    Keys are final (attacker's armies, defender's armies): ``(a, 0)`` with ``a >= 1`` when
    the territory falls, ``a`` being the armies left in the attacking territory before any
    move in; ``(1, d)`` with ``d >= 1`` when the attacker is stopped with ``d`` defenders
    standing. Only reachable states with a chance above 0 are keys; the values sum to 1
    (up to float rounding) and the conquering part equals :func:`conquest_probability`.
    The judge can read expected losses, or the odds of keeping ``k`` armies, from it.
    """
    _check_count("attackers", attackers, 1)
    _check_count("defenders", defenders, 0)
    _check_dice(ruleset)
    most_a, most_d = ruleset.max_attack_dice, ruleset.max_defence_dice
    # Forward pass: every roll moves to fewer attackers, or as many and fewer defenders, so
    # visiting a descending, then d descending, sees every state after all that lead to it.
    mass = [[0.0] * (defenders + 1) for _ in range(attackers + 1)]
    mass[attackers][defenders] = 1.0
    final: dict[FinalState, float] = {}
    for a in range(attackers, 0, -1):
        row = mass[a]
        for d in range(defenders, -1, -1):
            p_here = row[d]
            if p_here == 0.0:
                continue
            if a == 1 or d == 0:
                final[(a, d)] = p_here
                continue
            for lost_a, lost_d, p in _float_outcomes(min(most_a, a - 1), min(most_d, d)):
                mass[a - lost_a][d - lost_d] += p_here * p
    return dict(sorted(final.items(), key=lambda item: (item[0][1] != 0, -item[0][0], item[0][1])))


def expected_losses(
    attackers: int, defenders: int, ruleset: Ruleset = CLASSIC
) -> tuple[float, float]:
    """Expected (attacker's losses, defender's losses) of an attack pressed to the end,
    read off :func:`outcome_distribution`: the price of a conquest, on average."""
    distribution = outcome_distribution(attackers, defenders, ruleset)
    lost_a = sum(p * (attackers - a) for (a, _), p in distribution.items())
    lost_d = sum(p * (defenders - d) for (_, d), p in distribution.items())
    return lost_a, lost_d
