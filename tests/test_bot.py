"""The baseline bot: legal moves in every ruleset, short games, and play a person would call
sensible (attacks with an advantage, armies on the front, stacks brought forward)."""

from __future__ import annotations

import statistics

import pytest

from risk_ref.actions import Action, Attack, EndAttack, Fortify, Place
from risk_ref.bot import BaselineBot
from risk_ref.chance import SeededChance
from risk_ref.engine import is_legal, new_game
from risk_ref.ruleset import find_ruleset
from risk_ref.state import GameState, Phase

MOST_ACTIONS = 20_000
NAMES = ("Red", "Blue", "Green", "Yellow", "Black", "Pink")


def game(
    seed: int, players: int = 4, ruleset: str = "classic", **options: str
) -> list[tuple[GameState, Action]]:
    """Every decision of a seeded game, with the state it was taken in."""
    chance, bot = SeededChance(seed), BaselineBot(seed)
    state = new_game(NAMES[:players], find_ruleset(ruleset, options))
    decisions: list[tuple[GameState, Action]] = []
    while state.phase is not Phase.GAME_OVER:
        assert len(decisions) < MOST_ACTIONS, "the game did not end"
        action = bot.choose(state)
        decisions.append((state, action))
        state = chance.play(state, action)
    return decisions


@pytest.mark.parametrize(
    ("ruleset", "players", "options"),
    [
        ("classic", 2, {}),
        ("classic", 2, {"two-player": "no-neutral"}),
        ("classic", 3, {"fortify": "connected"}),
        ("classic", 6, {"card-bonus": "each-card"}),
        ("secret-mission", 4, {}),
        ("risiko", 5, {}),
        ("risiko", 6, {"destroy-by-another": "completes"}),
    ],
)
def test_the_bot_finishes_games_of_every_ruleset_with_legal_moves(
    ruleset: str, players: int, options: dict[str, str]
) -> None:
    for state, action in game(7, players, ruleset, **options):
        assert is_legal(state, action), (state.phase, action)


def test_a_four_player_game_lasts_a_few_hundred_actions() -> None:
    lengths = [len(game(seed)) for seed in range(20)]
    assert statistics.median(lengths) < 1500, lengths


def test_the_bot_attacks_only_with_an_advantage_and_stops_when_it_has_none() -> None:
    for state, action in game(3):
        if state.phase is not Phase.ATTACK:
            continue
        armies, owners, seat = state.armies, state.owners, state.current
        neighbours = state.ruleset.board.neighbours
        leads = [
            armies[s] - armies[t]
            for s in range(len(owners))
            if owners[s] == seat and armies[s] >= 3
            for t in neighbours[s]
            if owners[t] != seat
        ]
        if isinstance(action, Attack):
            assert armies[action.source] - armies[action.target] >= 2
            assert action.dice == min(3, armies[action.source] - 1)
        else:
            assert isinstance(action, EndAttack)
            assert all(lead < 2 for lead in leads)


def test_the_bot_reinforces_its_front_and_brings_stacks_forward() -> None:
    placed = fortified = 0
    for state, action in game(5):
        owners, seat = state.owners, state.current
        neighbours = state.ruleset.board.neighbours
        if isinstance(action, Place):
            placed += 1
            assert action.armies == state.reserves[seat], "every army on one territory"
            assert any(owners[n] != seat for n in neighbours[action.territory]), "on the front"
        if isinstance(action, Fortify):
            fortified += 1
            assert all(owners[n] == seat for n in neighbours[action.source]), "from behind"
            assert action.armies == state.armies[action.source] - 1
    assert placed and fortified
