"""The reference engine with one rule broken: in a roll, ties go to the attacker
(attack.compare). Patched where combat.defend looks it up."""

import sys

from risk_ref.protocol.server import serve
from risk_ref.rules import combat


def losses(attacker: tuple[int, ...], defender: tuple[int, ...]) -> tuple[int, int]:
    pairs = min(len(attacker), len(defender))
    a = sorted(attacker, reverse=True)
    d = sorted(defender, reverse=True)
    lost_d = sum(a[i] >= d[i] for i in range(pairs))
    return pairs - lost_d, lost_d


combat.losses = losses
sys.exit(serve(sys.stdin, sys.stdout))
