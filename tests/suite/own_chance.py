"""The cases in which the engine under test rolls and draws by itself (protocol: an
apply request whose chance is "own"), for engines that declare own-chance.

Everywhere else the kit dictates the dice and the cards, so that a scenario can say what
follows; but an engine's own dice code, its deck and its shuffle then go unchecked. Here
the engine reports the outcome it used, and the kit checks it: the number of dice each
side rolled and their faces, a card taken from the draw pile (from the shuffled discards
once the pile is empty), a deal with the piles and missions the rules make; then it gives
the reference that outcome and compares the games. Case IDs read
``chance.<kind>.<ruleset>.<detail>.<repeat>``.
"""

from __future__ import annotations

from dataclasses import dataclass

from risk_ref.ruleset import RULESETS

REPEATS = 3  # each roll or draw is asked for this many times, to see several outcomes
# where a card is drawn from: the draw pile with no card traded yet (an engine without
# discards is checked too), the pile beside the discards, the shuffled discards
_PILES = {
    "fresh": "draw pile, no card traded yet",
    "pile": "draw pile",
    "reshuffle": "shuffled discards",
}


@dataclass(frozen=True, slots=True)
class ChanceCase:
    kind: str  # "battle", "draw", "first" or "deal"
    ruleset: str
    players: int
    detail: str  # battle: "<attack dice>-<defence dice>"; draw: one of _PILES
    repeat: int

    @property
    def id(self) -> str:
        return f"chance.{self.kind}.{self.ruleset}.{self.detail}.{self.repeat}"

    @property
    def name(self) -> str:
        return {
            "battle": f"The engine rolls {self.detail.replace('-', ' dice against ')}",
            "draw": "The engine draws a card from the " + _PILES.get(self.detail, ""),
            "first": f"The engine rolls for the first turn, {self.players} players",
            "deal": f"The engine deals the territories, {self.players} players",
        }[self.kind]

    @property
    def rules(self) -> tuple[str, ...]:
        ruleset = RULESETS[self.ruleset]
        if self.kind == "battle":
            defence = ruleset.first_holding("risiko.defender-dice", "attack.defender-dice")
            return ("attack.attacker-dice", defence, "attack.compare")
        if self.kind == "draw":
            return ("cards.earn",) if self.detail == "pile" else ("cards.reshuffle",)
        if self.kind == "first":
            return ("setup.first-player",)
        if ruleset.mission_deck:
            return ("missions.deal-territories", "missions.deal")
        return ("two-player.deal",)

    @property
    def location(self) -> str:
        return "own-chance"


def chance_cases() -> list[ChanceCase]:
    cases: list[ChanceCase] = []
    for name in ("classic", "risiko"):
        most = RULESETS[name].max_defence_dice
        cases += [
            ChanceCase("battle", name, 3, f"{attack}-{defence}", repeat)
            for attack in (1, 2, 3)
            for defence in range(1, most + 1)
            for repeat in range(1, REPEATS + 1)
        ]
    cases += [
        ChanceCase("draw", "classic", 3, pile, repeat)
        for pile in _PILES
        for repeat in range(1, REPEATS + 1)
    ]
    cases += [ChanceCase("first", "classic", n, f"{n}-players", 1) for n in (2, 3, 4, 5, 6)]
    cases += [ChanceCase("deal", "classic", 2, "2-players", 1)]
    cases += [
        ChanceCase("deal", name, n, f"{n}-players", 1)
        for name in ("secret-mission", "risiko")
        for n in RULESETS[name].player_counts
    ]
    return cases
