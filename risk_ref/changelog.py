"""The rules' version history, keyed by rule ID, so that a citation can name the version
it refers to. A rule ID is permanent: a rule is added, reworded (same effect) or changed
in effect, never renumbered or reused."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from risk_ref.rule_ids import RULE_IDS


class Change(Enum):
    ADDED = "added"
    REWORDED = "reworded"
    CHANGED = "changed in effect"


@dataclass(frozen=True, slots=True)
class Release:
    version: str
    date: str
    changes: tuple[tuple[str, Change, str], ...]  # (rule ID, change, what changed)


_MISSIONS = tuple(rule for rule in RULE_IDS if rule.startswith("missions."))
_RISIKO = tuple(rule for rule in RULE_IDS if rule.startswith("risiko."))

RELEASES: tuple[Release, ...] = (
    Release(
        "1.0",
        "2026-11-30",
        tuple((rule, Change.ADDED, "") for rule in RULE_IDS if rule not in _MISSIONS + _RISIKO),
    ),
    Release("1.1", "2026-11-30", tuple((rule, Change.ADDED, "") for rule in _MISSIONS)),
    Release("1.2", "2026-11-30", tuple((rule, Change.ADDED, "") for rule in _RISIKO)),
    Release(
        "1.3",
        "2026-12-02",
        (
            ("turn.sequence", Change.REWORDED, "names the card drawn after a turn with a conquest"),
            ("conquest.move-in", Change.REWORDED, "a conquered territory is held once moved into"),
        ),
    ),
    Release(
        "1.4",
        "2026-12-07",
        (
            (
                "two-player.neutral-defence",
                Change.REWORDED,
                "names the neutral's limit in Risiko!, three dice",
            ),
        ),
    ),
)

RULES_VERSION = RELEASES[-1].version
