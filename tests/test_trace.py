"""The reference's own account of an action (risk_ref.trace): which rule decided each
field, and the parts of a number, as the conformance kit's blame reads them."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from risk_ref import trace
from risk_ref.actions import Action, EndTurn, Fortify, TradeCards
from risk_ref.bot import BaselineBot
from risk_ref.chance import SeededChance
from risk_ref.engine import apply, new_game, reinforcement_parts
from risk_ref.state import GameState, Phase
from tests.random_games import step_where


def account_of(state: GameState, action: Action, outcome: Any) -> tuple[GameState, trace.Trace]:
    return trace.traced(partial(apply, state, action, outcome))


def test_a_game_played_while_traced_is_the_same_game() -> None:
    chance, bot = SeededChance(4), BaselineBot(4)
    state = new_game(["Red", "Blue", "Green"])
    for _ in range(600):
        action = bot.choose(state)
        outcome = chance.outcome(state, action)
        after, account = account_of(state, action, outcome)
        assert after == apply(state, action, outcome)
        assert set(account.rules) <= set(GameState._fields)
        state = after
    assert trace.kept == 0


def test_nothing_is_kept_unless_asked() -> None:
    state, action, outcome, _ = step_where(lambda s, a, t: isinstance(a, Fortify))
    _, account = trace.traced(lambda: new_game(["Red", "Blue"]))
    apply(state, action, outcome)  # untraced: the account above stays as it was
    assert "armies" not in account.rules


def test_the_move_that_ends_a_turn_decides_the_phase_and_the_seat_the_order() -> None:
    ends: list[tuple[Callable[[GameState, Action, GameState], bool], str]] = [
        (lambda s, a, t: isinstance(a, Fortify), "fortify.move"),
        (lambda s, a, t: isinstance(a, EndTurn), "fortify.optional"),
    ]
    for ending, rule in ends:
        state, action, outcome, after = step_where(ending)
        _, account = account_of(state, action, outcome)
        assert account.rules["phase"] == rule
        assert account.rules["current"] == "turn.order"
        assert list(account.rules).index("phase") < list(account.rules).index("current")
        parts = account.parts["reserves"]
        assert parts == reinforcement_parts(after, after.current)
        assert sum(parts.values()) == after.reserves[after.current]


def test_the_last_setup_army_begins_the_first_turn() -> None:
    state, action, outcome, _ = step_where(
        lambda s, a, t: s.phase is Phase.SETUP and t.phase is Phase.REINFORCE
    )
    _, account = account_of(state, action, outcome)
    assert account.rules["phase"] == account.rules["current"] == "setup.first-turn"
    assert account.rules["armies"] == "setup.place"
    assert set(account.parts["reserves"]) == {
        "reinforce.territories", "reinforce.minimum", "reinforce.continents"
    }  # fmt: skip


@pytest.mark.parametrize(
    ("ruleset", "value", "bonus"),
    [
        ("classic", "cards.values", "cards.territory-bonus"),
        ("risiko", "risiko.tris", "risiko.card-bonus"),
    ],
)
def test_a_trade_s_armies_are_the_set_s_value_and_the_card_bonus(
    ruleset: str, value: str, bonus: str
) -> None:
    state, action, outcome, after = step_where(lambda s, a, t: isinstance(a, TradeCards), ruleset)
    _, account = account_of(state, action, outcome)
    parts = account.parts["reserves"]
    assert list(parts) == [value, bonus]
    seat = state.current
    assert sum(parts.values()) == after.reserves[seat] - state.reserves[seat]
    assert account.rules["hands"] == state.ruleset.first_holding("risiko.tris", "cards.sets")
    assert account.rules["discards"] == "cards.reshuffle"


def test_a_roll_decides_the_armies_and_a_conquest_the_owner() -> None:
    state, action, outcome, _ = step_where(
        lambda s, a, t: s.phase is Phase.DEFEND and t.phase is Phase.MOVE_IN
    )
    _, account = account_of(state, action, outcome)
    assert account.rules["armies"] == "attack.compare"
    assert account.rules["owners"] == account.rules["phase"] == "conquest.move-in"
    state, action, outcome, _ = step_where(
        lambda s, a, t: s.phase is Phase.DEFEND and t.phase is Phase.ATTACK
    )
    _, account = account_of(state, action, outcome)
    assert account.rules == {"armies": "attack.compare", "phase": "attack.repeat",
                             "battle": "attack.repeat"}  # fmt: skip
