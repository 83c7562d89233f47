"""The cases the kit generates from the board data: every border of every board, both
ways, for attacking and for fortifying, in every ruleset. The scenarios of features/
show a few borders; an engine with one border missing, or working one way only, would
slip past them, but not past these: each such fault fails under its own rule and the
case ID names the border, ``border.<action>.<ruleset>.<board>.<from>.<to>``.
"""

from __future__ import annotations

from dataclasses import dataclass

from risk_ref.board import BOARDS
from risk_ref.ruleset import RULESETS

ACTIONS = {"attack": "attack.adjacent", "fortify": "fortify.move"}  # action -> its rule


@dataclass(frozen=True, slots=True)
class BorderCase:
    ruleset: str
    board: str
    source: int
    target: int
    action: str  # "attack" or "fortify"

    @property
    def id(self) -> str:
        territories = BOARDS[self.board].territories
        names = territories[self.source].id, territories[self.target].id
        return f"border.{self.action}.{self.ruleset}.{self.board}.{names[0]}.{names[1]}"

    @property
    def rules(self) -> tuple[str, ...]:
        return (ACTIONS[self.action],)

    @property
    def name(self) -> str:
        territories = BOARDS[self.board].territories
        verb = "Attacking" if self.action == "attack" else "Fortifying"
        return f"{verb} from {territories[self.source].id} to {territories[self.target].id}"

    @property
    def location(self) -> str:
        return f"board {self.board}"


def border_cases() -> list[BorderCase]:
    return [
        BorderCase(ruleset, board.id, source, target, action)
        for ruleset in RULESETS
        for board in BOARDS.values()
        for a, b in board.borders
        for source, target in ((a, b), (b, a))
        for action in ACTIONS
    ]
