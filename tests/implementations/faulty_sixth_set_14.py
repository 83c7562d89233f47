"""The reference engine with one rule broken: the sixth set traded is worth 14 armies,
not 15 (cards.values). Ruleset.set_value is patched on the class, so every ruleset --
also those decoded from state documents through find_ruleset -- reads the wrong value."""

import sys

from risk_ref.protocol.server import serve
from risk_ref.ruleset import Ruleset

right_value = Ruleset.set_value


def set_value(self: Ruleset, sets_traded_before: int) -> int:
    return 14 if sets_traded_before == 5 else right_value(self, sets_traded_before)


Ruleset.set_value = set_value  # type: ignore[method-assign]
sys.exit(serve(sys.stdin, sys.stdout))
