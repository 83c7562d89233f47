"""Benchmark of the conformance protocol (not a test): run ``python bench/protocol.py``.

Reports:
- apply round trips per second through ``risk-ref serve``: attack then defend (with a
  dictated battle roll) on two huge stacks, through :class:`SubprocessDriver` (encoding,
  pipe, server, answer checked against its schema), and the same lines written and read
  raw, without the client's checks;
- the wall time of the whole rule suite (``pytest --risk-ref reference``) in process and
  out of process (``pytest --risk-ref "risk-ref serve"``).
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from pathlib import Path

from risk_ref.actions import Attack, BattleRoll, Defend
from risk_ref.chance import SeededChance
from risk_ref.conformance.runner import SUITE
from risk_ref.document import to_document
from risk_ref.engine import new_game
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.state import GameState, Phase

ROOT = Path(__file__).resolve().parent.parent
SERVE = [sys.executable, "-m", "risk_ref", "serve"]
ALASKA, KAMCHATKA = 0, 29


def _duel_state() -> GameState:
    """Two huge stacks face each other across the Bering Strait, attack phase."""
    state = new_game(["Red", "Blue", "Green"])
    owners = [0] * len(state.owners)
    owners[KAMCHATKA] = 1
    armies = [1] * len(owners)
    armies[ALASKA] = armies[KAMCHATKA] = 10**9
    return state._replace(
        phase=Phase.ATTACK, owners=tuple(owners), armies=tuple(armies), contenders=(), turn=1
    )


def _throws(seed: int) -> list[BattleRoll]:
    chance = SeededChance(seed)
    return [
        BattleRoll(tuple(chance.die() for _ in range(3)), (chance.die(), chance.die()))
        for _ in range(4096)
    ]


def client_round_trips_per_second(pairs: int, seed: int) -> float:
    """Apply round trips per second through the client, attack and defend in turn."""
    throws = _throws(seed)
    attack, defend = Attack(ALASKA, KAMCHATKA, 3), Defend(2)
    with SubprocessDriver(SERVE) as driver:
        driver.start(_duel_state())
        begun = time.perf_counter()
        for i in range(pairs):
            if driver.apply(attack) is not None or driver.apply(defend, throws[i & 4095]):
                raise RuntimeError("the server refused a legal action")
        elapsed = time.perf_counter() - begun
        armies = driver.state().armies
    assert sum(armies[t] for t in (ALASKA, KAMCHATKA)) == 2 * 10**9 - 2 * pairs
    return 2 * pairs / elapsed


def raw_round_trips_per_second(pairs: int, seed: int) -> float:
    """The same requests written and read raw: the server and the pipe alone."""
    attack = {"type": "attack", "source": "alaska", "target": "kamchatka", "dice": 3}
    defend = {"type": "defend", "dice": 2}
    rolls = [
        {"type": "battle-roll", "attacker": list(r.attacker), "defender": list(r.defender)}
        for r in _throws(seed)
    ]
    with subprocess.Popen(SERVE, stdin=subprocess.PIPE, stdout=subprocess.PIPE) as server:
        assert server.stdin is not None and server.stdout is not None
        requests, answers = server.stdin, server.stdout

        def ask(request: dict[str, object]) -> dict[str, object]:
            requests.write((json.dumps(request) + "\n").encode())
            requests.flush()
            answer: dict[str, object] = json.loads(answers.readline())
            return answer

        ask({"seq": 0, "cmd": "start", "state": to_document(_duel_state())})
        begun = time.perf_counter()
        for i in range(pairs):
            ask({"seq": 2 * i + 1, "cmd": "apply", "action": attack, "chance": None})
            answer = ask(
                {"seq": 2 * i + 2, "cmd": "apply", "action": defend, "chance": rolls[i & 4095]}
            )
            if answer.get("accepted") is not True:
                raise RuntimeError(f"the server refused a legal action: {answer}")
        elapsed = time.perf_counter() - begun
        ask({"seq": 2 * pairs + 1, "cmd": "bye"})
    return 2 * pairs / elapsed


def suite_seconds(*options: str) -> float:
    """The wall time of the whole suite (scenarios, borders, own-chance cases), run by
    pytest in a subprocess."""
    command = [sys.executable, "-m", "pytest", *map(str, SUITE), "-q", *options]
    begun = time.perf_counter()
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - begun
    if run.returncode != 0:
        raise RuntimeError(f"the rule suite failed ({shlex.join(command)}):\n{run.stdout}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=20_000, help="attack+defend pairs")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-suite", action="store_true", help="skip timing the rule suite")
    args = parser.parse_args()
    results: dict[str, float] = {
        "client_apply_round_trips_per_second": client_round_trips_per_second(args.pairs, args.seed),
        "raw_apply_round_trips_per_second": raw_round_trips_per_second(args.pairs, args.seed),
    }
    if not args.no_suite:
        results["suite_seconds_in_process"] = suite_seconds("--risk-ref", "reference")
        results["suite_seconds_out_of_process"] = suite_seconds("--risk-ref", shlex.join(SERVE))
    for name, value in results.items():
        print(f"{name}: {value:,.2f}")


if __name__ == "__main__":
    main()
