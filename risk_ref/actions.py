"""Actions (a player's decisions) and chance outcomes (what the dice and the deck decide).

Territories and cards are given by index; see :mod:`risk_ref.board` for their IDs.
An action never carries randomness: the engine takes the chance outcome separately,
so any game can be replayed or dictated exactly.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RollForFirst:
    """The contenders each roll a die; the highest starts (takes a DiceRoll)."""


@dataclass(frozen=True, slots=True)
class DealTerritories:
    """The territories are dealt out, and any secret missions with them (takes a Deal):
    in the two-player game with a neutral, and in games whose ruleset deals."""


@dataclass(frozen=True, slots=True)
class Claim:
    """Claim an unclaimed territory with one army, during setup."""

    territory: int


@dataclass(frozen=True, slots=True)
class PlaceSetup:
    """Place one army during setup (in the two-player game, own or neutral by turn step)."""

    territory: int


@dataclass(frozen=True, slots=True)
class TradeCards:
    """Trade three cards; ``bonus_territory`` names where the territory bonus goes.

    The cards are kept in ascending order, so that one trade has one spelling."""

    cards: tuple[int, int, int]
    bonus_territory: int | None = None

    def __post_init__(self) -> None:
        cards: object = self.cards
        if isinstance(cards, tuple) and all(type(c) is int for c in cards):
            object.__setattr__(self, "cards", tuple(sorted(cards)))


@dataclass(frozen=True, slots=True)
class Place:
    """Place reinforcements on one of your territories."""

    territory: int
    armies: int


@dataclass(frozen=True, slots=True)
class Attack:
    """Attack ``target`` from ``source`` with so many dice (the defender answers with a
    Defend)."""

    source: int
    target: int
    dice: int


@dataclass(frozen=True, slots=True)
class Defend:
    """The defender's dice (takes a BattleRoll)."""

    dice: int


@dataclass(frozen=True, slots=True)
class MoveIn:
    """Armies moved into a conquered territory."""

    armies: int


@dataclass(frozen=True, slots=True)
class EndAttack:
    """Stop attacking; draws a card if you conquered this turn (takes a CardDraw)."""


@dataclass(frozen=True, slots=True)
class Fortify:
    """The turn's single fortifying move; ends the turn."""

    source: int
    target: int
    armies: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn without fortifying."""


Action = (
    RollForFirst
    | DealTerritories
    | Claim
    | PlaceSetup
    | TradeCards
    | Place
    | Attack
    | Defend
    | MoveIn
    | EndAttack
    | Fortify
    | EndTurn
)


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """One die for each contender for the first turn, in seat order."""

    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BattleRoll:
    """The dice of a battle: the attacker's, then the defender's, one value each."""

    attacker: tuple[int, ...]
    defender: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardDraw:
    """The card that comes off the draw pile."""

    card: int


@dataclass(frozen=True, slots=True)
class Deal:
    """The owner of each territory after the deal (a seat or NEUTRAL), and, where the
    ruleset has missions, the mission ID dealt to each seat."""

    owners: tuple[int, ...]
    missions: tuple[str, ...] = ()


Chance = DiceRoll | BattleRoll | CardDraw | Deal
