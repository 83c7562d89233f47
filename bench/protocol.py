"""Benchmark of the conformance protocol (not a test): run ``python bench/protocol.py``.

``--check`` exits 1 when the suite out of process takes over 4 times its time in
process. Reports:
- apply round trips per second through ``risk-ref serve``: attack then defend (with a
  dictated battle roll) on two huge stacks, through :class:`SubprocessDriver` (encoding,
  pipe, server, answer checked against its schema), and the same lines written and read
  raw, without the client's checks;
- the wall time of the whole rule suite (``risk-ref conformance run``) on the reference in
  process and out of process (``--program "risk-ref serve"``, where the oracle plays every
  operation on the reference beside the implementation, so it does twice the work).
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

from bench import ALASKA, KAMCHATKA, SERVE, duel_state  # python bench/protocol.py
from risk_ref.actions import Attack, BattleRoll, Defend
from risk_ref.chance import SeededChance
from risk_ref.document import to_document
from risk_ref.protocol.client import SubprocessDriver

ROOT = Path(__file__).resolve().parent.parent
MOST_RATIO = 4.0  # the suite out of process (both engines, a pipe) against in process


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
        driver.start(duel_state())
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

        ask({"seq": 0, "cmd": "start", "state": to_document(duel_state())})
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


def suite_run(*options: str) -> tuple[float, int]:
    """The wall time of the whole suite (scenarios, borders, own-chance cases), run by
    ``risk-ref conformance run`` in a subprocess, and the cases it passed."""
    command = [sys.executable, "-m", "risk_ref", "conformance", "run"]
    begun = time.perf_counter()
    run = subprocess.run(
        [*command, *options], cwd=ROOT, capture_output=True, text=True, check=False
    )
    elapsed = time.perf_counter() - begun
    passed = re.search(r"(\d+) passed", run.stdout)
    if run.returncode != 0 or passed is None:
        raise RuntimeError(f"the rule suite failed ({shlex.join(command)}):\n{run.stdout}")
    return elapsed, int(passed.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=20_000, help="attack+defend pairs")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3, help="suite runs; the best counts")
    parser.add_argument("--check", action="store_true", help="exit 1 when a figure misses")
    args = parser.parse_args()
    client = client_round_trips_per_second(args.pairs, args.seed)
    raw = raw_round_trips_per_second(args.pairs, args.seed)
    print(f"apply round trips through the client: {client:,.0f} per second")
    print(f"the same, written and read raw: {raw:,.0f} per second")
    runs = [  # in turn, so that a slow spell of the machine weighs on both alike
        (suite_run(), suite_run("--program", shlex.join(SERVE))) for _ in range(args.repeat)
    ]
    inside, outside = (min(side) for side in zip(*runs, strict=True))
    for name, (seconds, cases) in (("in process", inside), ("out of process", outside)):
        print(f"rule suite {name}: {seconds:.1f} s, {cases / seconds:,.0f} cases per second")
    ratio = outside[0] / inside[0]
    each = sorted(out[0] / in_[0] for in_, out in runs)
    print(f"  out of process / in process: {ratio:.2f}", end=" ")
    print(f"(run by run, {each[0]:.2f} to {each[-1]:.2f})")
    if ratio > MOST_RATIO:
        print(f"missed: out of process is over {MOST_RATIO} times in process", file=sys.stderr)
        return 1 if args.check else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
