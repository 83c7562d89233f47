"""The reachability validator: what no game can arrive at is named, field by field; what
games arrive at passes (every state of the property tests' games is checked too)."""

from __future__ import annotations

import pytest

from risk_ref.actions import Deal, DiceRoll, RollForFirst
from risk_ref.engine import apply, legal_actions, new_game
from risk_ref.reachable import problems
from risk_ref.ruleset import CLASSIC, RULESETS, find_ruleset
from risk_ref.state import NEUTRAL, Battle, GameState, Phase

PLAYERS = ("Red", "Blue", "Green")


def claimed_game() -> GameState:
    """A 3-player game with every territory claimed in turn from Red."""
    state = apply(new_game(PLAYERS), RollForFirst(), DiceRoll((6, 1, 1)))
    while state.phase is Phase.CLAIM:
        state = apply(state, legal_actions(state)[0])
    return state


def in_play() -> GameState:
    """Red's attack step, Red holding the first 21 territories and Blue the rest; Green out."""
    state = claimed_game()
    owners = tuple(0 if t < 21 else 1 for t in range(42))
    return state._replace(
        owners=owners, armies=(3,) * 42, reserves=(0, 0, 0), phase=Phase.ATTACK, turn=20,
        first_player=2,  # turn 20 is then Red's, whoever is out
        eliminated=(2,),
    )  # fmt: skip


def fields(state: GameState) -> set[str]:
    return {problem.field for problem in problems(state)}


def test_the_states_of_a_game_are_reachable() -> None:
    assert problems(claimed_game()) == ()
    assert problems(in_play()) == ()
    state = claimed_game()
    while state.phase is Phase.SETUP:
        assert problems(state) == ()
        state = apply(state, legal_actions(state)[-1])
    assert state.phase is Phase.REINFORCE and problems(state) == ()


def test_setup_armies_left_in_the_middle_of_the_game() -> None:
    assert fields(in_play()._replace(reserves=(0, 35, 0))) == {"reserves.Blue"}
    assert fields(in_play()._replace(reserves=(3, 0, 0))) == {"reserves.Red"}


def test_the_reinforcement_step_ends_with_the_last_army() -> None:
    state = in_play()._replace(phase=Phase.REINFORCE)
    assert fields(state) == {"reserves.Red"}
    assert problems(state._replace(reserves=(4, 0, 0))) == ()


def test_a_player_without_territory_is_out() -> None:
    assert fields(in_play()._replace(eliminated=())) == {"eliminated.Green"}


def test_a_player_who_is_out_has_no_turn_territory_or_card() -> None:
    state = in_play()
    assert "current" in fields(state._replace(current=2))
    assert "eliminated.Blue" in fields(state._replace(eliminated=(2, 1)))
    hands = ((), (), (0,))
    assert "hands.Green" in fields(state._replace(hands=hands, draw_pile=state.draw_pile[1:]))


def test_only_traded_cards_are_discarded() -> None:
    state = in_play()
    moved = state._replace(draw_pile=state.draw_pile[3:], discards=state.draw_pile[:3])
    assert fields(moved) == {"discards"}
    assert problems(moved._replace(sets_traded=1)) == ()
    assert fields(moved._replace(sets_traded=1, discards=moved.discards[:2])) == {
        "draw_pile",
        "discards",
    }


def test_the_sets_of_a_turn_are_counted_only_where_a_second_set_is_compulsory() -> None:
    state = in_play()._replace(phase=Phase.REINFORCE, reserves=(4, 0, 0), sets_traded=2)
    assert fields(state._replace(turn_trades=1)) == {"turn_trades"}
    compulsory = state._replace(ruleset=find_ruleset("classic", {"second-set": "compulsory"}))
    assert problems(compulsory._replace(turn_trades=2)) == ()
    assert fields(compulsory._replace(turn_trades=3, sets_traded=3)) == {"turn_trades"}
    assert fields(compulsory._replace(turn_trades=2, sets_traded=1)) == {"turn_trades"}


def test_the_game_is_over_exactly_when_somebody_has_won() -> None:
    state = in_play()
    everything = state._replace(owners=(0,) * 42, eliminated=(1, 2))
    assert fields(everything) == {"phase"}
    assert problems(everything._replace(phase=Phase.GAME_OVER)) == ()
    assert fields(state._replace(phase=Phase.GAME_OVER)) == {"phase"}


def test_a_turn_draws_one_card_at_most() -> None:
    state = in_play()._replace(
        turn=1, first_player=0, eliminated=(), owners=tuple(t % 3 for t in range(42))
    )
    assert problems(state) == ()
    held = state._replace(hands=((0, 1, 2, 3, 4), (), ()), draw_pile=state.draw_pile[5:])
    assert fields(held) == {"turn"}
    assert "turn" in fields(state._replace(turn=2, sets_traded=12))
    later = held._replace(turn=6, first_player=(0 - 5) % 3)
    assert problems(later) == ()
    # the card of this turn's conquest is drawn when its attacks end
    drawn = later._replace(turn=5, first_player=(0 - 4) % 3, phase=Phase.FORTIFY)
    assert fields(drawn) == {"turn"}
    assert problems(drawn._replace(conquered=True)) == ()


def test_turns_go_round_from_the_first_player_while_nobody_is_out() -> None:
    state = in_play()._replace(turn=5, eliminated=(), owners=tuple(t % 3 for t in range(42)))
    assert fields(state._replace(first_player=0)) == {"current"}  # turn 5 is Blue's
    assert problems(state._replace(first_player=0, current=1)) == ()
    assert problems(state._replace(first_player=1, current=2)) == ()


def test_what_a_turn_has_done_so_far() -> None:
    state = in_play()
    reinforcing = state._replace(phase=Phase.REINFORCE, reserves=(4, 0, 0))
    assert fields(reinforcing._replace(conquered=True)) == {"conquered"}
    assert fields(state._replace(card_bonus_used=True)) == {"card_bonus_used"}
    assert problems(state._replace(card_bonus_used=True, sets_traded=1, discards=(0, 1, 2),
                                   draw_pile=state.draw_pile[3:])) == ()  # fmt: skip


def test_the_attacks_pause_for_trading_only_while_a_trade_or_its_armies_are_due() -> None:
    paused = in_play()._replace(phase=Phase.ELIMINATION_TRADE, conquered=True)
    assert fields(paused) == {"reserves.Red"}  # nothing to trade, nothing to place
    assert problems(paused._replace(reserves=(6, 0, 0))) == ()
    six = paused._replace(hands=(tuple(range(6)), (), ()), draw_pile=paused.draw_pile[6:])
    assert problems(six) == ()
    assert fields(six._replace(eliminated=(), owners=tuple(t % 3 for t in range(42)))) == {"phase"}


def test_a_battle_matches_the_board() -> None:
    state = in_play()
    attack = state._replace(phase=Phase.DEFEND, battle=Battle(0, 21, 3))  # not bordering
    assert fields(attack) == {"battle.target"}
    state = state._replace(owners=(0,) * 20 + (1,) * 22)  # alaska 0 ... kamchatka 29
    assert problems(state._replace(phase=Phase.DEFEND, battle=Battle(0, 29, 2))) == ()
    assert fields(state._replace(phase=Phase.DEFEND, battle=Battle(0, 29, 3))) == {"battle.dice"}
    conquered = state._replace(phase=Phase.MOVE_IN, battle=Battle(0, 29, 2), conquered=True)
    assert fields(conquered) == {"battle.target"}  # kamchatka is still Blue's, with armies


def test_claims_and_placements_follow_the_turn_order() -> None:
    state = claimed_game()
    assert fields(state._replace(current=2)) == {"current"}
    # Blue holding one of Red's territories: Red would have claimed it
    assert fields(state._replace(owners=(1, *state.owners[1:]))) == {"territories"}
    assert fields(state._replace(reserves=(20, 21, 21))) == {"reserves.Red"}


def test_the_two_player_setup_places_two_own_armies_then_a_neutral_one() -> None:
    state = new_game(("Red", "Blue"), CLASSIC)
    assert state.has_neutral
    state = apply(state, RollForFirst(), DiceRoll((6, 1)))
    state = apply(state, legal_actions(state)[0], _deal(state))
    assert problems(state) == ()
    neutral = state.owners.index(NEUTRAL)
    armies = list(state.armies)
    armies[neutral] += 1  # a neutral army before Red's own two
    wrong = state._replace(armies=tuple(armies), neutral_reserve=state.neutral_reserve - 1)
    assert "territories" in fields(wrong)


def _deal(state: GameState) -> Deal:
    owners = tuple((0, 1, NEUTRAL)[t % 3] for t in range(42))
    return Deal(owners)


@pytest.mark.parametrize("name", ["secret-mission", "risiko"])
def test_every_player_holds_a_mission_of_their_own_after_the_deal(name: str) -> None:
    state = in_play()._replace(ruleset=RULESETS[name])
    assert fields(state) == {"missions"}
    assert problems(state._replace(missions=("asia-africa", "24-territories", None))) != ()
    dealt = ("asia-africa", "24-territories", "destroy-red")
    assert problems(state._replace(missions=dealt)) == ()
    # a hunted colour eliminated by another: the mission becomes 24 territories, twice over
    assert (
        problems(state._replace(missions=("asia-africa", "24-territories", "24-territories"))) == ()
    )
