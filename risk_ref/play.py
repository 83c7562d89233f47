"""Seeded play: the baseline bot playing every seat, chance sampled from the same seed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from risk_ref.bot import BaselineBot
from risk_ref.chance import SeededChance
from risk_ref.engine import new_game
from risk_ref.ruleset import CLASSIC, Ruleset
from risk_ref.state import GameState, Phase


@dataclass(frozen=True, slots=True)
class PlayedGame:
    final: GameState
    actions: int


def play_game(
    players: Sequence[str], seed: int, ruleset: Ruleset = CLASSIC, max_actions: int = 100_000
) -> PlayedGame:
    """A complete game; stops early only at ``max_actions`` (a safety net, not a rule)."""
    chance = SeededChance(seed)
    bot = BaselineBot(seed)
    state = new_game(players, ruleset)
    actions = 0
    while state.phase is not Phase.GAME_OVER and actions < max_actions:
        state = chance.play(state, bot.choose(state))
        actions += 1
    return PlayedGame(state, actions)
