"""Benchmark of the reference engine (not a test): run ``python bench/bench.py``.

Reports, on one core:
- validated 3-dice-against-2-dice attack rolls per second through the public API
  (``apply(Attack)`` then ``apply(Defend, BattleRoll)``, chance sampled beforehand);
- complete seeded 4-player games per second with the baseline bot
  (:mod:`risk_ref.bot`), with actions and battle rolls per second.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from risk_ref import Attack, BattleRoll, Defend, apply, new_game
from risk_ref.actions import Action
from risk_ref.bot import BaselineBot
from risk_ref.chance import SeededChance
from risk_ref.state import GameState, Phase


def _duel_state() -> GameState:
    """Two huge stacks face each other across the Bering Strait, attack phase."""
    state = new_game(["Red", "Blue", "Green"])
    owners = [0] * len(state.owners)
    owners[29] = 1  # kamchatka
    armies = [1] * len(owners)
    armies[0] = armies[29] = 10**9  # alaska, kamchatka
    return state._replace(
        phase=Phase.ATTACK, owners=tuple(owners), armies=tuple(armies), contenders=(), turn=1
    )


def attack_rolls_per_second(rolls: int, seed: int) -> float:
    chance = SeededChance(seed)
    throws = [
        BattleRoll(tuple(chance.die() for _ in range(3)), (chance.die(), chance.die()))
        for _ in range(4096)
    ]
    attack: Action = Attack(0, 29, 3)
    defend: Action = Defend(2)
    state = _duel_state()
    start = time.perf_counter()
    for i in range(rolls):
        state = apply(state, attack)
        state = apply(state, defend, throws[i & 4095])
    return rolls / (time.perf_counter() - start)


def games_per_second(games: int, first_seed: int) -> dict[str, float]:
    actions = rolls = 0
    lengths: list[int] = []
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        chance = SeededChance(seed)
        bot = BaselineBot(seed)
        state = new_game(["Red", "Blue", "Green", "Yellow"])
        while state.phase is not Phase.GAME_OVER:
            action = bot.choose(state)
            rolls += type(action) is Defend
            state = chance.play(state, action)
            actions += 1
        lengths.append(actions - sum(lengths))
    elapsed = time.perf_counter() - start
    return {
        "games_per_second": games / elapsed,
        "actions_per_second": actions / elapsed,
        "rolls_per_second_in_games": rolls / elapsed,
        "actions_per_game": actions / games,
        "rolls_per_game": rolls / games,
        "median_actions_per_game": statistics.median(lengths),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rolls", type=int, default=300_000)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3, help="runs; the median is reported")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    roll_rates = [attack_rolls_per_second(args.rolls, run) for run in range(args.repeat)]
    game_runs = [games_per_second(args.games, run * args.games) for run in range(args.repeat)]
    report = {
        "attack_rolls_per_second": statistics.median(roll_rates),
        **{key: statistics.median(run[key] for run in game_runs) for key in game_runs[0]},
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print(f"validated 3v2 attack rolls: {report['attack_rolls_per_second']:,.0f} per second")
    print(
        f"4-player games, baseline bot: {report['games_per_second']:.1f} games per second, "
        f"{report['actions_per_second']:,.0f} actions per second"
    )
    print(
        f"  per game: {report['actions_per_game']:,.0f} actions on average "
        f"(median {report['median_actions_per_game']:,.0f}), "
        f"{report['rolls_per_game']:,.0f} battle rolls "
        f"({report['rolls_per_second_in_games']:,.0f} rolls per second in play)"
    )


if __name__ == "__main__":
    main()
