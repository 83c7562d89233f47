"""The ``risk-ref`` command: a thin layer over the engine; user mistakes get a message, not
a traceback."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from risk_ref.engine import outcome
from risk_ref.errors import RiskError
from risk_ref.play import play_game
from risk_ref.ruleset import RULESETS, find_ruleset

PLAYER_NAMES = ("Red", "Blue", "Green", "Yellow", "Black", "Pink")


def _options(pairs: Sequence[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"an option is written NAME=VALUE, not {pair!r}")
        options[key] = value
    return options


def _play(args: argparse.Namespace) -> int:
    ruleset = find_ruleset(args.ruleset, _options(args.option))
    players = [
        PLAYER_NAMES[i] if i < len(PLAYER_NAMES) else f"Player {i + 1}"
        for i in range(max(args.players, 0))
    ]
    game = play_game(players, args.seed, ruleset)
    state = game.final
    result = outcome(state)
    print(f"ruleset: {ruleset.name} ({', '.join(f'{k}={v}' for k, v in ruleset.options.items())})")
    print(f"players: {', '.join(players)}; seed {args.seed}")
    if result is None:
        print(f"unfinished after {game.actions} actions")
        return 1
    print(f"winner: {result.winner} ({result.termination.value})")
    print(f"turns: {state.turn}; actions: {game.actions}; sets traded: {state.sets_traded}")
    fallen = ", ".join(state.players[s] for s in state.eliminated) or "none"
    print(f"eliminated, in order: {fallen}")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="risk-ref", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a complete seeded game with the baseline bot")
    play.add_argument("--players", type=int, default=4, help="2 to 6 (default 4)")
    play.add_argument("--seed", type=int, default=0, help="the seed of dice, deck and bot")
    play.add_argument("--ruleset", default="classic", choices=sorted(RULESETS))
    play.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a ruleset option"
    )
    play.set_defaults(run=_play)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except (RiskError, KeyError, ValueError) as error:
        message = error.args[0] if isinstance(error, KeyError) and error.args else error
        print(f"risk-ref: {message}", file=sys.stderr)
        return 2
    return code


if __name__ == "__main__":
    sys.exit(main())
