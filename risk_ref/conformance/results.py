"""What one run of the suite found, case by case (a case: a scenario, or one row of a
Scenario Outline's examples)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import Enum
from typing import Any, NamedTuple

from risk_ref.errors import N_, Phrase


class Outcome(Enum):
    PASSED = "passed"
    FAILED = "failed"  # the implementation parted from the reference (see root_rule)
    NOT_IMPLEMENTED = "not implemented"  # the case needs what the implementation lacks
    NOT_SHOWN = "not shown"  # a refusal whose positive control the implementation refused
    ERRORED = "errored"  # the implementation misbehaved: timeout, crash, bad message
    KNOWN_FAILURE = "known failure"  # failed, and listed as expected to
    FIXED = "fixed"  # listed as a known failure, yet passed: the list needs updating


FINDING = N_("refused under rule {cited}, not {expected}: {message}")


class Finding(NamedTuple):
    """A right refusal under another rule than the one the case checks."""

    cited: str  # the rule the implementation cited
    expected: str  # the rule the case checks
    message: str  # the implementation's own message

    def __str__(self) -> str:
        return FINDING.format(**self._asdict())


class Further(NamedTuple):
    """A later divergence of a failed case, found after the case went on from the
    reference's game: a failure of its own rule."""

    rule: str
    step: str
    message: str


@dataclass
class CaseResult:
    case_id: str
    scenario: str
    location: str  # features/<file>:<line>
    rules: tuple[str, ...]  # the rules the case checks
    outcome: Outcome
    root_rule: str = ""  # failed: the rule that decides where the implementation went wrong
    step: str = ""  # the step that failed, as written
    message: str = ""  # what was expected and what came back, or why it errored/skipped
    detail: Phrase | None = None  # the message for people, where it has words to translate
    stderr: str = ""  # the implementation's stderr, for errored cases
    findings: list[Finding] = field(default_factory=list)  # softer: a right refusal, wrong rule
    ruleset: str = "classic"  # the ruleset the case plays (its feature's @ruleset: tag)
    further: list[Further] = field(default_factory=list)  # later divergences, in order

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["outcome"] = self.outcome.value
        data["rules"] = list(self.rules)
        data["findings"] = [str(finding) for finding in self.findings]
        data["further"] = [further._asdict() for further in self.further]
        del data["detail"]  # the message says it in English
        return data


BAD_OUTCOMES = (Outcome.FAILED, Outcome.NOT_SHOWN, Outcome.ERRORED, Outcome.FIXED)
