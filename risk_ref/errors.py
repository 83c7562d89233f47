"""The two ways an action can fail: it breaks a rule, or it is not well-formed.

Every illegal action has a stable error code (compare codes, never messages) and the
permanent ID of the rule it breaks. Messages are templates with named parameters so
that they can be rendered in any language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True, slots=True)
class Plural:
    """A message whose words follow a count: English forms, and the parameter counted."""

    singular: str
    plural: str
    count: str

    def form(self, params: dict[str, object]) -> str:
        return self.singular if params.get(self.count) == 1 else self.plural


class Phrase:
    """Words for people in any language: a catalogue message and its parameters, which
    may be phrases too; ``str`` gives the English (:func:`risk_ref.i18n.message` the rest)."""

    __slots__ = ("params", "template")

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params

    def __str__(self) -> str:
        return self.template.format(**params_as_text(self.params))


def N_(message: str) -> str:
    """Marks a message for the catalogues; it is translated where it is shown."""
    return message


def NC_(context: str, message: str) -> str:
    """Marks a message with a context for the catalogues (a word that means several
    things); it is translated where it is shown, in that context."""
    return message


def NP_(singular: str, plural: str, count: str) -> Plural:
    """Marks a message with plural forms for the catalogues."""
    return Plural(singular, plural, count)


class Code(Enum):
    """Stable error codes, each with its ``code`` string, its ``rule`` and English ``template``."""

    def __init__(self, code: str, rule: str, template: str | Plural) -> None:
        self.code = code
        self.rule = rule
        self.template = template

    PLAYER_COUNT = (
        "player-count",
        "setup.players",
        NP_(
            "{players} player cannot play; allowed: {allowed}",
            "{players} players cannot play; allowed: {allowed}",
            "players",
        ),
    )
    GAME_OVER = ("game-over", "victory.world", N_("the game is over"))
    WRONG_PHASE = (
        "wrong-phase",
        "turn.sequence",
        N_("{action} is not allowed in this step ({phase})"),
    )
    TERRITORY_TAKEN = ("territory-taken", "setup.claim", N_("{territory} is already claimed"))
    SETUP_NOT_OWN = ("setup-not-own", "setup.place", N_("{territory} is not yours to reinforce"))
    TWO_PLAYER_OWN_FIRST = (
        "two-player-own-first",
        "two-player.place",
        N_("place your own {own} armies before the neutral army; {territory} is not yours"),
    )
    TWO_PLAYER_NEUTRAL_TARGET = (
        "two-player-neutral-target",
        "two-player.place",
        N_("the neutral army goes on a neutral territory; {territory} is not neutral"),
    )
    PLACE_NOT_OWN = ("place-not-own", "reinforce.placement", N_("{territory} is not yours"))
    PLACE_TOO_MANY = (
        "place-too-many",
        "reinforce.placement",
        NP_(
            "you have {available} army to place, not {armies}",
            "you have {available} armies to place, not {armies}",
            "available",
        ),
    )
    MUST_TRADE = (
        "must-trade",
        "cards.forced-trade",
        N_("you hold {cards} cards and must trade a set before placing armies"),
    )
    SECOND_SET_MUST_TRADE = (
        "second-set-must-trade",
        "cards.forced-trade",
        N_("your turn began with six cards and the three left make a set: trade it too"),
    )
    ELIMINATION_MUST_TRADE = (
        "elimination-must-trade",
        "elimination.trade",
        N_("you took an eliminated player's cards and hold {cards}: trade sets before placing"),
    )
    CARD_NOT_HELD = ("card-not-held", "cards.sets", N_("you do not hold the card {card}"))
    NOT_A_TRIS = (
        "not-a-tris",
        "risiko.tris",
        N_("{cards} is not a tris: three alike, one of each, or a wild card with two alike"),
    )
    BONUS_AT_WILL = (
        "bonus-at-will",
        "risiko.card-bonus",
        N_(
            "the {bonus} armies for each card of a territory you occupy are placed at will: "
            "name no territory"
        ),
    )
    NOT_A_SET = (
        "not-a-set",
        "cards.sets",
        N_("{cards} is not a set: three alike, one of each, or two and a wild card"),
    )
    TRADE_TOO_LATE = (
        "trade-too-late",
        "cards.trade-timing",
        N_("sets are traded while reinforcing, before the attacks, not in this step ({phase})"),
    )
    TRADE_BELOW_TARGET = (
        "trade-below-target",
        "elimination.trade",
        NP_(
            "you hold {cards} card; trading after an elimination stops at {target} or fewer",
            "you hold {cards} cards; trading after an elimination stops at {target} or fewer",
            "cards",
        ),
    )
    BONUS_TERRITORY_MISSING = (
        "bonus-territory-missing",
        "cards.territory-bonus",
        N_("name the territory that takes the +{bonus} armies: one of {choices}"),
    )
    BONUS_TERRITORY_WRONG = (
        "bonus-territory-wrong",
        "cards.territory-bonus",
        N_("{territory} cannot take the card bonus; allowed: {choices}"),
    )
    ATTACK_FROM_FOREIGN = ("attack-from-foreign", "attack.adjacent", N_("{territory} is not yours"))
    ATTACK_OWN = (
        "attack-own",
        "attack.adjacent",
        N_("{territory} is yours; attack an enemy territory"),
    )
    NOT_ADJACENT = (
        "not-adjacent",
        "attack.adjacent",
        N_("{source} does not border {target}, by land or sea lane"),
    )
    ATTACK_TOO_FEW_ARMIES = (
        "attack-too-few-armies",
        "attack.source-armies",
        NP_(
            "{territory} has {armies} army; an attack needs at least 2",
            "{territory} has {armies} armies; an attack needs at least 2",
            "armies",
        ),
    )
    ATTACK_DICE = (
        "attack-dice",
        "attack.attacker-dice",
        NP_(  # 1 die allowed: 2 armies in the territory
            "{territory} has {armies} armies: the attacker may roll only {most} die, not {dice}",
            "{territory} has {armies} armies: the attacker may roll 1 to {most} dice, not {dice}",
            "most",
        ),
    )
    DEFENCE_DICE = (
        "defence-dice",
        "attack.defender-dice",
        NP_(  # 1 die allowed: 1 army in the territory
            "{territory} has {armies} army: the defender may roll only {most} die, not {dice}",
            "{territory} has {armies} armies: the defender may roll 1 to {most} dice, not {dice}",
            "most",
        ),
    )
    RISIKO_DEFENCE_DICE = (
        "risiko-defence-dice",
        "risiko.defender-dice",
        NP_(  # 1 die allowed: 1 army in the territory
            "{territory} has {armies} army: the defender may roll only {most} die, not {dice}",
            "{territory} has {armies} armies: the defender may roll 1 to {most} dice, not {dice}",
            "most",
        ),
    )
    MOVE_IN_TOO_FEW = (
        "move-in-too-few",
        "conquest.move-in",
        NP_(
            "move in at least {least} army, as many as the dice of the last battle, not {armies}",
            "move in at least {least} armies, as many as the dice of the last battle, not {armies}",
            "least",
        ),
    )
    MOVE_IN_TOO_MANY = (
        "move-in-too-many",
        "conquest.garrison",
        NP_(
            "at most {most} army can move in: one must stay behind, not {armies}",
            "at most {most} armies can move in: one must stay behind, not {armies}",
            "most",
        ),
    )
    FORTIFY_NOT_OWN = ("fortify-not-own", "fortify.move", N_("{territory} is not yours"))
    FORTIFY_NOT_CONNECTED = (
        "fortify-not-connected",
        "fortify.move",
        N_("{source} and {target} are not connected as the fortify rule requires"),
    )
    FORTIFY_TOO_MANY = (
        "fortify-too-many",
        "conquest.garrison",
        NP_(
            "at most {most} army can leave {territory}: one must stay behind, not {armies}",
            "at most {most} armies can leave {territory}: one must stay behind, not {armies}",
            "most",
        ),
    )


class RiskError(Exception):
    """Base of the engine's errors."""


class IllegalAction(RiskError):
    """The action is well-formed but the rules forbid it; the state is unchanged.

    ``code`` is its stable :class:`Code`, ``rule`` the permanent ID of the rule broken,
    ``params`` the values the message names; compare codes, never messages."""

    def __init__(self, code: Code, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(self.message)

    @property
    def rule(self) -> str:
        """The permanent ID of the rule the action breaks, such as ``attack.adjacent``."""
        return self.code.rule

    @property
    def message(self) -> str:
        """The message in English with IDs, for programs and logs; :func:`risk_ref.i18n.render`
        gives it to a person, in any language, with names."""
        template = self.code.template
        text = template.form(self.params) if isinstance(template, Plural) else template
        return text.format(**params_as_text(self.params))

    def __str__(self) -> str:
        return f"{self.message} [rule {self.code.rule}, {self.code.code}]"


class MalformedInput(RiskError):
    """Input that is not a well-formed action, chance outcome or state: ``field`` names
    the faulty field (as a path such as ``hands.Red[2]``), ``problem`` says what is
    wrong."""

    def __init__(self, field: str, problem: str, **params: object) -> None:
        self.field = cut(field)  # a path built from the input: as long as the input's keys
        self.template = problem  # with parameters: a catalogue message, read in any language
        self.params = params
        self.problem = problem.format(**params_as_text(params)) if params else problem
        super().__init__(f"{self.field}: {self.problem}")


class RulesetError(RiskError):
    """A game asked for with a ruleset or option that does not exist, or an option value
    it does not take (:func:`~risk_ref.find_ruleset`); ``str`` is the message."""


class UnknownRuleset(RulesetError):
    """No ruleset has this name."""

    def __init__(self, name: str, known: Iterable[str]) -> None:
        self.name = name
        self.known = tuple(known)  # the rulesets there are
        super().__init__(f"unknown ruleset {excerpt(name)}; known: {', '.join(self.known)}")


class UnknownOption(RulesetError):
    """No option has this name."""

    def __init__(self, ruleset: str, option: str, known: Iterable[str]) -> None:
        self.ruleset = ruleset
        self.option = option
        self.known = tuple(known)  # the options there are
        super().__init__(f"unknown option {excerpt(option)}; known: {', '.join(self.known)}")


class OptionNotInRuleset(RulesetError):
    """The option exists, but only in rulesets with something this one lacks."""

    def __init__(self, ruleset: str, option: str, needs: str) -> None:
        self.ruleset = ruleset
        self.option = option
        self.needs = needs  # what the option needs, as in "a ruleset with missions"
        super().__init__(f"option {option} needs {needs}, not {excerpt(ruleset)}")


class BadOptionValue(RulesetError):
    """The option does not take this value."""

    def __init__(self, ruleset: str, option: str, value: str, allowed: Iterable[str]) -> None:
        self.ruleset = ruleset
        self.option = option
        self.value = value
        self.allowed = tuple(allowed)  # the values the option takes
        super().__init__(f"option {option} takes {' or '.join(self.allowed)}, not {excerpt(value)}")


def cut(text: str, limit: int = 120) -> str:
    """A text from the input (a field's path), cut short for an error line."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def printable(text: str) -> str:
    """Text that holds what an input or an implementation wrote, safe to print to a
    terminal and to put in XML: every control character but line feeds and tabs, and
    every lone surrogate, written as its escape (``\\x1b``)."""
    return _UNPRINTABLE.sub(lambda found: found[0].encode("unicode_escape").decode(), text)


_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")


def excerpt(value: object, limit: int = 80) -> str:
    """A value quoted in an error message: its ``repr``, cut short, so that an error
    never echoes a large input whole."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 4] + "...'"


class Percent(float):
    """A probability shown as a percentage: "22.8%" here, in each language's own way where
    a message is rendered for people (:func:`risk_ref.i18n.message`)."""

    def __str__(self) -> str:
        return f"{100 * self:.1f}%"


def params_as_text(params: dict[str, object]) -> dict[str, str]:
    """Parameters as shown in a message: lists joined with commas."""
    return {
        key: ", ".join(str(v) for v in value) if isinstance(value, (tuple, list)) else str(value)
        for key, value in params.items()
    }
