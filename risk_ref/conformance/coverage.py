"""No pass without coverage: which rules a run checked, which rules the implementation
claims (by the rulesets, options, player counts and features it declared) and no case
checked, and why the others were not checked.

A case checks its rules when it runs, whatever its outcome; a case the implementation
could not play (not implemented) checks nothing. A run that leaves a claimed rule
unchecked does not pass: its engine would be called conforming on rules nobody tried.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from risk_ref.conformance.results import CaseResult, Outcome
from risk_ref.protocol.capabilities import Capabilities
from risk_ref.rule_ids import RULE_IDS
from risk_ref.ruleset import RULESETS

BORDER = "board "  # the location of a border case: "board <board ID>"


@dataclass(frozen=True, slots=True)
class Coverage:
    checked: dict[str, int]  # rule -> the cases that ran and checked it
    unchecked: dict[str, str]  # a rule the implementation claims -> why no case checked it
    undeclared: dict[str, str]  # a rule it does not claim -> why not
    boards_left_out: int = 0  # border cases of boards (or rulesets) it does not declare
    selected: tuple[str, ...] = field(default=())  # the rules of the cases selected

    @property
    def passes(self) -> bool:
        """Whether every rule the implementation claims was checked by some case."""
        return not self.unchecked and bool(self.checked)


def coverage(
    results: Sequence[CaseResult], capabilities: Capabilities
) -> tuple[Coverage, list[CaseResult]]:
    """The coverage of a run, and its results less the border cases of boards the
    implementation does not declare (counted, not listed)."""
    kept = [result for result in results if not _undeclared_board(result, capabilities)]
    selected = {rule for result in results for rule in result.rules}
    checked: dict[str, int] = {}
    skipped: dict[str, list[str]] = {}
    for result in kept:
        for rule in result.rules:
            if result.outcome is Outcome.NOT_IMPLEMENTED:
                skipped.setdefault(rule, []).append(result.message)
            else:
                checked[rule] = checked.get(rule, 0) + 1
    unchecked, undeclared = {}, {}
    for rule in RULE_IDS:
        if rule not in selected or rule in checked:
            continue
        why = capabilities.undeclared(rule)
        if why is None:
            reasons = sorted(set(skipped.get(rule, ())))
            unchecked[rule] = "; ".join(reasons[:3]) or "no case of it ran"
        else:
            undeclared[rule] = why
    ordered = tuple(rule for rule in RULE_IDS if rule in selected)
    left_out = len(results) - len(kept)
    return Coverage(checked, unchecked, undeclared, left_out, ordered), kept


def _undeclared_board(result: CaseResult, capabilities: Capabilities) -> bool:
    """A border case of a board, or a ruleset, that the implementation does not declare."""
    if result.outcome is not Outcome.NOT_IMPLEMENTED or not result.location.startswith(BORDER):
        return False
    support = capabilities.rulesets.get(result.ruleset)
    if support is None:
        return True
    board = result.location.removeprefix(BORDER)
    default = RULESETS[result.ruleset].board.id if result.ruleset in RULESETS else None
    return board != default and board not in support.options.get("board", ())
