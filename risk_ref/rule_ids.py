"""The permanent rule IDs, in rulebook order.

An ID is never reused or renamed: scenarios, errors, the protocol and (as
``rule-<id with dots as hyphens>``) the rulebook's anchors all cite it. The rule's
text lives in the rulebook; this list is what every other place is checked against.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

RULE_IDS: tuple[str, ...] = (
    # Setup
    "setup.players",
    "setup.armies",
    "setup.first-player",
    "setup.claim",
    "setup.place",
    "setup.stacking",
    "setup.first-turn",
    # The turn
    "turn.sequence",
    "turn.order",
    # Reinforcement
    "reinforce.territories",
    "reinforce.minimum",
    "reinforce.continents",
    "reinforce.placement",
    # Cards
    "cards.earn",
    "cards.sets",
    "cards.values",
    "cards.territory-bonus",
    "cards.forced-trade",
    "cards.trade-timing",
    "cards.reshuffle",
    # Attacking
    "attack.adjacent",
    "attack.source-armies",
    "attack.attacker-dice",
    "attack.defender-dice",
    "attack.compare",
    "attack.repeat",
    # Conquest
    "conquest.move-in",
    "conquest.garrison",
    # Elimination
    "elimination.cards",
    "elimination.trade",
    "elimination.wait",
    # Fortification
    "fortify.move",
    "fortify.optional",
    # Winning
    "victory.world",
    # The two-player game
    "two-player.neutral",
    "two-player.deal",
    "two-player.place",
    "two-player.neutral-defence",
    "two-player.victory",
    # The Secret Mission game
    "missions.deal",
    "missions.deal-territories",
    "missions.kinds",
    "missions.destroy",
    "missions.victory",
    # Risiko! (Editrice Giochi)
    "risiko.defender-dice",
    "risiko.tris",
    "risiko.card-bonus",
    "risiko.trading",
)


_Code = TypeVar("_Code", bound=Callable[..., object])

# Rule ID: the code that implements it, as "module.qualified_name", filled in as the
# rules modules are imported (risk_ref.engine imports them all).
IMPLEMENTED_BY: dict[str, list[str]] = {rule: [] for rule in RULE_IDS}


def implements(*rule_ids: str) -> Callable[[_Code], _Code]:
    """Mark the code that implements these rules, so that every rule ID, even one that
    refuses nothing, leads to its code (a test fails for a rule without any). The
    function is returned as it is: marking costs nothing at run time."""
    unknown = [rule for rule in rule_ids if rule not in IMPLEMENTED_BY]
    if unknown or not rule_ids:
        raise ValueError(f"implements() needs known rule IDs, not {unknown or 'none'}")

    def mark(code: _Code) -> _Code:
        for rule in rule_ids:
            IMPLEMENTED_BY[rule].append(f"{code.__module__}.{code.__qualname__}")
        return code

    return mark


def anchor(rule_id: str) -> str:
    """The HTML anchor of a rule, the same in every language."""
    return "rule-" + rule_id.replace(".", "-")
