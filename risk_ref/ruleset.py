"""Rulesets: every point on which the editions differ, as one frozen value.

The rules modules read these fields; they never ask which edition is being played.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from functools import lru_cache
from typing import Any

from risk_ref.board import BOARDS, CLASSIC_BOARD, Board, Symbol
from risk_ref.errors import BadOptionValue, Code, OptionNotInRuleset, UnknownOption, UnknownRuleset
from risk_ref.rule_ids import RULE_IDS, implements

MISSION_OPTION = "destroy-by-another"  # the option that exists only where there are missions
SECOND_SET_OPTION = "second-set"  # the option that exists only where a full hand must trade
TWO_PLAYER_OPTIONS = ("two-player", "two-player-victory")  # options of two-player games only


class TwoPlayerMode(Enum):
    """How two players start."""

    NEUTRAL = "neutral"  # 40 armies each and a neutral force of 40 that only defends
    NO_NEUTRAL = "no-neutral"  # the older rule: 50 armies each, no neutral


class TwoPlayerVictory(Enum):
    """When the two-player game with a neutral ends."""

    ELIMINATE_OPPONENT = "eliminate-opponent"  # neutral territories may be left standing
    ALL_TERRITORIES = "all-territories"  # the general rule: hold all 42 territories


class CardBonusMode(Enum):
    """Who gets the +2 armies for a traded card that shows an occupied territory."""

    ONCE_PER_TURN = "once-per-turn"  # one territory, at most 2 extra armies a turn
    ONCE_PER_TRADE = "once-per-trade"  # one territory, +2 on every qualifying trade
    EACH_CARD = "each-card"  # +2 on the territory of every qualifying card
    EACH_CARD_ANYWHERE = "each-card-anywhere"  # +2 to place at will for every qualifying card


class DestroyByAnother(Enum):
    """What becomes of a destroy-colour mission when another player eliminates the colour."""

    TARGET_GONE = "target-gone"  # the mission becomes: occupy 24 territories
    COMPLETES = "completes"  # the mission counts as completed at once


class SecondSet(Enum):
    """Whether a turn that starts with six cards holding two sets must trade both."""

    OPTIONAL = "optional"  # one set must be traded; the second is the player's choice
    COMPULSORY = "compulsory"  # the second set must be traded too


class FortifyMode(Enum):
    """Where the single fortifying move may go."""

    ADJACENT = "adjacent"  # to a bordering territory of your own
    CONNECTED = "connected"  # along a chain of your own territories


Combination = tuple[Symbol, ...]  # three card pictures, in Symbol order


def combination(symbols: tuple[Symbol, ...]) -> Combination:
    """Card pictures in Symbol order, so that the order of the cards does not matter."""
    order = list(Symbol)
    return tuple(sorted(symbols, key=order.index))


@dataclass(frozen=True, slots=True)
class Ruleset:
    """Everything the rules read that an edition or option may change: a frozen value,
    named by ``name`` and ``options`` (see :func:`find_ruleset`)."""

    name: str
    board: Board
    player_counts: tuple[int, ...]
    starting_armies: tuple[tuple[int, int], ...]  # (players, armies each)
    two_player_mode: TwoPlayerMode
    two_player_armies_without_neutral: int
    neutral_armies: int
    two_player_victory: TwoPlayerVictory
    two_player_own_per_placement: int  # two-player setup: own armies placed per placing turn
    two_player_neutral_per_placement: int  # ... and neutral armies placed with them
    territory_divisor: int
    min_reinforcement: int
    max_attack_dice: int
    max_defence_dice: int
    set_values: tuple[int, ...]  # the value of the 1st, 2nd, ... set traded in the game
    set_value_step: int  # each set after the table is worth this much more than the last
    card_bonus: int
    card_bonus_mode: CardBonusMode
    forced_trade_hand: int | None  # a hand this large at the start of a turn must trade first
    elimination_trade_hand: int | None  # cards taken by elimination: this large a hand trades
    elimination_trade_target: int  # ... until it holds at most this many
    fortify_mode: FortifyMode
    fixed_set_values: tuple[tuple[Combination, int], ...] = ()  # empty: escalating set values
    deal_territories: bool = False  # territories are dealt out at random, not claimed
    mission_deck: tuple[str, ...] = ()  # mission IDs in the box; empty: no missions
    destroy_by_another: DestroyByAnother = DestroyByAnother.TARGET_GONE
    second_set: SecondSet = SecondSet.OPTIONAL

    @implements("setup.armies")
    def armies_per_player(self, players: int) -> int:
        if players == 2 and self.two_player_mode is TwoPlayerMode.NO_NEUTRAL:
            return self.two_player_armies_without_neutral
        for count, armies in self.starting_armies:
            if count == players:
                return armies
        raise KeyError(players)

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule IDs that hold in this ruleset, in rulebook order: read from its values,
        so that an option that brings in another edition's rule brings in its ID too."""
        return tuple(r for r in RULE_IDS if _holds(self, r))

    def holds(self, rule_id: str) -> bool:
        """Whether a rule holds in this ruleset (see :attr:`rules`)."""
        return _holds(self, rule_id)

    def first_holding(self, *rule_ids: str) -> str:
        """The first of these rules that holds here, else the last: a variant's rule
        listed before the classic rule it replaces."""
        return next((r for r in rule_ids if _holds(self, r)), rule_ids[-1])

    def refusal(self, variant: Code, classic: Code) -> Code:
        """The variant's refusal where its rule holds here, else the classic one: the
        same mistake cites the rule the table plays by."""
        return variant if _holds(self, variant.rule) else classic

    @property
    def unread_counters(self) -> frozenset[str]:
        """The state's counters and flags that no rule of this ruleset reads: the turn's
        number never; whether the territory bonus was used, except once per turn; the
        trades made while reinforcing, except with a compulsory second set. Two engines
        that keep these otherwise still play the same game."""
        unread = {"turn"}
        if self.card_bonus_mode is not CardBonusMode.ONCE_PER_TURN:
            unread.add("card_bonus_used")
        if self.second_set is not SecondSet.COMPULSORY or self.forced_trade_hand is None:
            unread.add("turn_trades")
        return frozenset(unread)

    @implements("cards.sets", "risiko.tris")
    def is_set(self, symbols: tuple[Symbol, ...]) -> bool:
        """Whether three cards make a set: with fixed values, exactly the combinations that
        have one; otherwise three alike, one of each, or any two with a wild card."""
        if len(symbols) != 3:
            return False
        if self.fixed_set_values:
            return any(combination(symbols) == combo for combo, _ in self.fixed_set_values)
        return Symbol.WILD in symbols or len(set(symbols)) in (1, 3)

    @implements("risiko.tris")
    def trade_value(self, symbols: tuple[Symbol, ...], sets_traded_before: int) -> int:
        """The armies a set is worth: its combination's value, or the game's next value."""
        for combo, value in self.fixed_set_values:
            if combination(symbols) == combo:
                return value
        return self.set_value(sets_traded_before)

    @implements("cards.values")
    def set_value(self, sets_traded_before: int) -> int:
        """The armies for the next set, given how many sets the game has seen so far."""
        table = self.set_values
        if sets_traded_before < len(table):
            return table[sets_traded_before]
        return table[-1] + self.set_value_step * (sets_traded_before - len(table) + 1)

    @property
    def options(self) -> dict[str, str]:
        """The named options of this ruleset, as a reader would set them.

        ``destroy-by-another`` is listed only where there are missions, and
        ``second-set`` only where a full hand must trade, so that the options of a game
        without them read as they always have."""
        options = {
            "two-player": self.two_player_mode.value,
            "two-player-victory": self.two_player_victory.value,
            "card-bonus": self.card_bonus_mode.value,
            "fortify": self.fortify_mode.value,
            "board": self.board.id,
        }
        if self.mission_deck:
            options[MISSION_OPTION] = self.destroy_by_another.value
        if self.forced_trade_hand is not None:
            options[SECOND_SET_OPTION] = self.second_set.value
        return options

    def options_for(self, players: int) -> dict[str, str]:
        """The options that can change a game of this many players: the two-player ones
        only with two. An engine without a two-player game is asked nothing about it."""
        options = self.options
        if players != 2:
            for option in TWO_PLAYER_OPTIONS:
                del options[option]
        return options


CLASSIC = Ruleset(
    name="classic",
    board=CLASSIC_BOARD,
    player_counts=(2, 3, 4, 5, 6),
    starting_armies=((2, 40), (3, 35), (4, 30), (5, 25), (6, 20)),
    two_player_mode=TwoPlayerMode.NEUTRAL,
    two_player_armies_without_neutral=50,
    neutral_armies=40,
    two_player_victory=TwoPlayerVictory.ELIMINATE_OPPONENT,
    two_player_own_per_placement=2,
    two_player_neutral_per_placement=1,
    territory_divisor=3,
    min_reinforcement=3,
    max_attack_dice=3,
    max_defence_dice=2,
    set_values=(4, 6, 8, 10, 12, 15),
    set_value_step=5,
    card_bonus=2,
    card_bonus_mode=CardBonusMode.ONCE_PER_TURN,
    forced_trade_hand=5,
    elimination_trade_hand=6,
    elimination_trade_target=4,
    fortify_mode=FortifyMode.ADJACENT,
)

# The Hasbro deck of Secret Mission cards, by mission ID (see risk_ref.rules.missions).
HASBRO_MISSIONS: tuple[str, ...] = (
    "north-america-africa",
    "north-america-australia",
    "asia-south-america",
    "asia-africa",
    "europe-south-america-third",
    "europe-australia-third",
    "18-territories-2-armies",
    "24-territories",
    "destroy-red",
    "destroy-blue",
    "destroy-green",
    "destroy-yellow",
    "destroy-black",
    "destroy-pink",
)


SECRET_MISSION = replace(
    CLASSIC,
    name="secret-mission",
    player_counts=(3, 4, 5, 6),
    deal_territories=True,
    mission_deck=HASBRO_MISSIONS,
)

_ART, _INF, _CAV, _WILD = Symbol.ARTILLERY, Symbol.INFANTRY, Symbol.CAVALRY, Symbol.WILD

RISIKO = replace(
    SECRET_MISSION,
    name="risiko",
    player_counts=(2, 3, 4, 5, 6),
    max_defence_dice=3,
    fixed_set_values=(  # the tris: a jolly (wild card) goes only with two alike
        ((_ART, _ART, _ART), 4),
        ((_INF, _INF, _INF), 6),
        ((_CAV, _CAV, _CAV), 8),
        ((_INF, _CAV, _ART), 10),
        ((_INF, _INF, _WILD), 12),
        ((_CAV, _CAV, _WILD), 12),
        ((_ART, _ART, _WILD), 12),
    ),
    card_bonus_mode=CardBonusMode.EACH_CARD_ANYWHERE,
    forced_trade_hand=None,
    elimination_trade_hand=None,
)  # its objectives are the Secret Mission deck: the 14 cards of the 1977 box are the same

RULESETS: dict[str, Ruleset] = {r.name: r for r in (CLASSIC, SECRET_MISSION, RISIKO)}

# The rules that hold only where a ruleset's values say so (by ID, or by ``area.`` prefix);
# every other rule holds everywhere.
_HOLDS_WHEN: dict[str, Callable[[Ruleset], bool]] = {
    "setup.claim": lambda r: not r.deal_territories,
    "two-player.": lambda r: 2 in r.player_counts and r.two_player_mode is TwoPlayerMode.NEUTRAL,
    "missions.": lambda r: bool(r.mission_deck),
    "attack.defender-dice": lambda r: r.max_defence_dice == 2,
    "risiko.defender-dice": lambda r: r.max_defence_dice == 3,
    "cards.sets": lambda r: not r.fixed_set_values,
    "cards.values": lambda r: not r.fixed_set_values,
    "risiko.tris": lambda r: bool(r.fixed_set_values),
    "cards.territory-bonus": lambda r: r.card_bonus_mode is not CardBonusMode.EACH_CARD_ANYWHERE,
    "risiko.card-bonus": lambda r: r.card_bonus_mode is CardBonusMode.EACH_CARD_ANYWHERE,
    "cards.forced-trade": lambda r: r.forced_trade_hand is not None,
    "elimination.trade": lambda r: r.elimination_trade_hand is not None,
    "elimination.wait": lambda r: r.elimination_trade_hand is not None,
    "risiko.trading": lambda r: r.forced_trade_hand is None,
}


def _holds(ruleset: Ruleset, rule_id: str) -> bool:
    area = rule_id.split(".")[0] + "."
    condition = _HOLDS_WHEN.get(rule_id) or _HOLDS_WHEN.get(area)
    return condition is None or condition(ruleset)


_OPTIONS: dict[str, tuple[str, type[Enum]]] = {
    "two-player": ("two_player_mode", TwoPlayerMode),
    "two-player-victory": ("two_player_victory", TwoPlayerVictory),
    "card-bonus": ("card_bonus_mode", CardBonusMode),
    "fortify": ("fortify_mode", FortifyMode),
    MISSION_OPTION: ("destroy_by_another", DestroyByAnother),
    SECOND_SET_OPTION: ("second_set", SecondSet),
}


def find_ruleset(name: str, options: dict[str, str] | None = None) -> Ruleset:
    """A ruleset by name, with named options applied. Raises :class:`UnknownRuleset`,
    :class:`UnknownOption`, :class:`OptionNotInRuleset` or :class:`BadOptionValue` (all
    :class:`~risk_ref.errors.RulesetError`) for what no game can be set up with."""
    return _found(name, tuple((options or {}).items()))


@lru_cache(maxsize=256)  # every state document read names one: build each ruleset once
def _found(name: str, options: tuple[tuple[str, str], ...]) -> Ruleset:
    if name not in RULESETS:
        raise UnknownRuleset(name, RULESETS)
    ruleset = RULESETS[name]
    for option, value in options:
        if option == "board":
            if value not in BOARDS:
                raise BadOptionValue(name, option, value, BOARDS)
            ruleset = replace(ruleset, board=BOARDS[value])
            continue
        if option not in _OPTIONS:
            raise UnknownOption(name, option, sorted([*_OPTIONS, "board"]))
        if option == MISSION_OPTION and not ruleset.mission_deck:
            raise OptionNotInRuleset(name, option, "a ruleset with missions")
        if option == SECOND_SET_OPTION and ruleset.forced_trade_hand is None:
            raise OptionNotInRuleset(name, option, "a ruleset that forces trades")
        field, kind = _OPTIONS[option]
        allowed = [member.value for member in kind]
        if value not in allowed:
            raise BadOptionValue(name, option, value, allowed)
        changes: dict[str, Any] = {field: kind(value)}
        ruleset = replace(ruleset, **changes)
    return ruleset


def option_choices(option: str) -> list[str]:
    """The values a named option takes; raises KeyError for an unknown option."""
    if option == "board":
        return list(BOARDS)
    return [member.value for member in _OPTIONS[option][1]]
