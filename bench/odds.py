"""Benchmark of the battle odds (not a test): run ``python bench/odds.py``.

Times the full conquest table (:func:`risk_ref.odds.conquest_probability_table`), best of
several runs, since the judge and the rulebook build it on demand and it must stay quick.
"""

from __future__ import annotations

import argparse
import time

from risk_ref.odds import conquest_probability_table


def best_time(size: int, repeat: int) -> float:
    """The fastest of ``repeat`` builds: the least disturbed by the rest of the machine."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        conquest_probability_table(size, size)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=100, help="attackers and defenders")
    parser.add_argument("--repeat", type=int, default=5, help="runs; the best is reported")
    args = parser.parse_args()
    seconds = best_time(args.size, args.repeat)
    print(f"conquest table {args.size}x{args.size}: {seconds:.3f} s")


if __name__ == "__main__":
    main()
