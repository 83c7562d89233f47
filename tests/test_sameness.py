"""When two games are the same (risk_ref.conformance.sameness): each rule of the
definition shown with two documents that differ only there and must agree, beside a
difference the rules do see; and the engines of tests/implementations/equivalent.py,
which tests/test_faults.py runs through the whole suite, shown to write other documents
than the reference's for the same game."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from risk_ref.actions import Action, Defend, MoveIn
from risk_ref.conformance.sameness import observable
from risk_ref.document import to_document
from risk_ref.engine import apply
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.ruleset import find_ruleset
from risk_ref.state import GameState, Phase
from tests.random_games import step_where

ROOT = Path(__file__).resolve().parent.parent


def step_after(
    happens: Callable[[GameState, GameState], bool], ruleset: str = "classic"
) -> tuple[GameState, Action, Any, GameState]:
    return step_where(lambda before, _, after: happens(before, after), ruleset)


def same(document: dict[str, Any], state: GameState) -> bool:
    return observable(document, state) == observable(to_document(state), state)


def test_lists_whose_order_no_rule_reads_are_compared_as_multisets() -> None:
    *_, state = step_after(lambda _, after: len(after.discards) >= 3 and len(after.hands[0]) >= 2)
    document = to_document(state)
    backwards = {**document, "discards": document["discards"][::-1]}
    backwards["draw_pile"] = document["draw_pile"][::-1]
    backwards["hands"] = {player: cards[::-1] for player, cards in document["hands"].items()}
    assert backwards != document and same(backwards, state)
    moved = {**document, "discards": document["discards"][1:]}
    moved["draw_pile"] = [*document["draw_pile"], document["discards"][0]]
    assert not same(moved, state)


def test_counters_no_rule_of_the_ruleset_reads_are_not_compared() -> None:
    *_, risiko = step_after(lambda before, after: after.card_bonus_used, "risiko")
    assert "card_bonus_used" in risiko.ruleset.unread_counters
    assert same({**to_document(risiko), "card_bonus_used": False, "turn": 1}, risiko)
    *_, classic = step_after(lambda before, after: after.card_bonus_used)
    assert "card_bonus_used" not in classic.ruleset.unread_counters
    assert not same({**to_document(classic), "card_bonus_used": False}, classic)
    assert same({**to_document(classic), "turn": 1}, classic)
    compulsory = classic._replace(
        ruleset=find_ruleset("classic", {"second-set": "compulsory"}), turn_trades=1
    )
    assert not same({**to_document(compulsory), "turn_trades": 0}, compulsory)
    assert same({**to_document(classic), "turn_trades": 1}, classic)


def fell(before: GameState, after: GameState) -> bool:
    return len(after.eliminated) > len(before.eliminated)


def test_a_fall_is_compared_from_the_move_in_on() -> None:
    before, _, _, after = step_after(fell)
    assert after.phase is Phase.MOVE_IN
    late = {**to_document(after), "eliminated": [], "hands": to_document(before)["hands"]}
    assert same(late, after)
    attacking = after._replace(phase=Phase.ATTACK, battle=None)
    assert not same({**to_document(attacking), "eliminated": []}, attacking)


def conquered(before: GameState, after: GameState) -> bool:
    return after.phase is Phase.MOVE_IN and after.battle is not None and after.battle.dice > 1


def test_the_armies_of_a_battle_waiting_for_its_move_in_are_compared_together() -> None:
    *_, state = step_after(conquered)
    assert state.battle is not None
    land = state.ruleset.board.territories
    source, target = land[state.battle.source].id, land[state.battle.target].id
    document = to_document(state)
    moved = {**document, "territories": {**document["territories"]}}
    moved["territories"][source] = {**document["territories"][source]}
    moved["territories"][target] = {**document["territories"][target]}
    moved["territories"][source]["armies"] -= state.battle.dice
    moved["territories"][target]["armies"] += state.battle.dice
    assert same(moved, state)
    lost = {**moved, "territories": {**moved["territories"]}}
    lost["territories"][target] = {**moved["territories"][target], "armies": 0}
    assert not same(lost, state)
    attacking = state._replace(phase=Phase.ATTACK, battle=None)
    elsewhere = {**to_document(attacking), "territories": moved["territories"]}
    assert not same(elsewhere, attacking)  # out of the move-in, each territory counts


def equivalent(way: str) -> SubprocessDriver:
    program = ROOT / "tests" / "implementations" / "equivalent.py"
    return SubprocessDriver([sys.executable, str(program), way])


def test_the_equivalent_engines_write_other_documents_of_the_same_games() -> None:
    *_, cards = step_after(lambda _, after: len(after.discards) >= 3 and len(after.hands[0]) >= 2)
    with equivalent("reversed") as driver:
        driver.start(cards)
        assert driver.document() != to_document(cards)
        assert same(dict(driver.document()), cards)
    *_, later = step_after(lambda _, after: after.turn >= 5 and after.phase is Phase.ATTACK)
    with equivalent("counters") as driver:
        driver.start(later)
        assert driver.document()["turn"] != later.turn
        assert same(dict(driver.document()), later)
    before, action, outcome, after = step_after(fell)
    assert isinstance(action, Defend)
    with equivalent("fall-at-move-in") as driver:
        driver.start(before)
        assert driver.apply(action, outcome) is None
        assert driver.document()["eliminated"] != to_document(after)["eliminated"]
        assert same(dict(driver.document()), after)
        move_in = MoveIn(after.battle.dice if after.battle else 1)
        assert driver.apply(move_in) is None
        assert driver.document() == to_document(apply(after, move_in))
    before, action, outcome, after = step_after(conquered)
    with equivalent("move-at-roll") as driver:
        driver.start(before)
        assert driver.apply(action, outcome) is None
        assert driver.document() != to_document(after)
        assert same(dict(driver.document()), after)
