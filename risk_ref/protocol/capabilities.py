"""What an implementation says it implements, per ruleset: option values, player counts
and features. A case that needs anything else is not run against it: it is reported as
not implemented, never as passed or failed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from risk_ref.errors import RulesetError
from risk_ref.protocol.messages import Declaration
from risk_ref.ruleset import RULESETS, Ruleset, find_ruleset, option_choices

# The parts of the game an engine may leave out, each a feature name and what it covers.
FEATURES: dict[str, str] = {
    "cards": "the territory cards: earning, holding and trading them",
    "roll-for-first": "the roll for the first turn",
    "setup": "claiming or dealing the territories and placing the starting armies",
    "defender-choice": "the defender chooses how many dice to roll",
}

# The rules a feature holds: an engine that leaves the feature out does not claim them.
_CARD_RULES = (
    "cards.earn", "cards.sets", "cards.values", "cards.territory-bonus", "cards.forced-trade",
    "cards.trade-timing", "cards.reshuffle", "elimination.cards", "elimination.trade",
    "elimination.wait", "risiko.tris", "risiko.card-bonus", "risiko.trading",
)  # fmt: skip
_SETUP_RULES = (
    "setup.claim", "setup.place", "setup.stacking", "setup.first-turn", "two-player.deal",
    "two-player.place", "missions.deal", "missions.deal-territories",
)  # fmt: skip
FEATURE_RULES: dict[str, frozenset[str]] = {
    "cards": frozenset(_CARD_RULES),
    "roll-for-first": frozenset({"setup.first-player"}),
    "setup": frozenset(_SETUP_RULES),
    "defender-choice": frozenset(),
}


@dataclass(frozen=True, slots=True)
class RulesetSupport:
    options: Mapping[str, tuple[str, ...]]  # an option left out: its default only
    players: tuple[int, ...]
    features: frozenset[str]


@dataclass(frozen=True, slots=True)
class Capabilities:
    rulesets: Mapping[str, RulesetSupport]
    own_chance: bool = False  # rolls and draws by itself when asked (chance "own")
    state_in_answers: bool = False  # start and verdicts carry the state: no state request

    @classmethod
    def from_json(cls, data: Declaration) -> Capabilities:
        """From a hello answer's ``capabilities`` (schema-valid): players left out are
        every count the ruleset allows, features left out are all of them."""
        rulesets = {}
        for name, entry in data["rulesets"].items():
            counts = RULESETS[name].player_counts if name in RULESETS else ()
            rulesets[name] = RulesetSupport(
                options={k: tuple(v) for k, v in entry.get("options", {}).items()},
                players=tuple(entry.get("players", counts)),
                features=frozenset(entry.get("features", FEATURES)),
            )
        return cls(
            rulesets,
            own_chance=data.get("own-chance", False),
            state_in_answers=data.get("state-in-answers", False),
        )

    def unsupported(self, ruleset: Ruleset, players: int) -> str | None:
        """Why a game of this ruleset, with the options that matter to this many players,
        cannot be played, or None. A count the rules refuse anyway is no reason: refusing
        it is what the case checks."""
        support = self.rulesets.get(ruleset.name)
        if support is None:
            return f"the ruleset {ruleset.name!r}"
        if players in ruleset.player_counts and players not in support.players:
            return f"games of {players} players of {ruleset.name}"
        defaults = RULESETS[ruleset.name].options
        for option, value in ruleset.options_for(players).items():
            allowed = support.options.get(option) or (
                (defaults[option],) if option in defaults else ()
            )
            if value not in allowed:
                return f"the option {option}={value}"
        return None

    def undeclared(self, rule_id: str) -> str | None:
        """Why the implementation does not claim to play by a rule, or None when it does:
        the rule holds in a ruleset it declared, with an option value it declared, and
        needs no player count (two) or feature it left out."""
        reasons = []
        for name, support in self.rulesets.items():
            if name not in RULESETS:
                continue
            base = {  # an option declared without its default: the first value declared
                option: values[0]
                for option, values in support.options.items()
                if values and RULESETS[name].options.get(option) not in values
            }
            variants = [
                variant
                for option, values in [("", ("",)), *support.options.items()]
                for value in values
                if (variant := _variant(name, {**base, option: value} if option else base))
                is not None
            ]
            feature = next((f for f, rules in FEATURE_RULES.items() if rule_id in rules), None)
            if not any(variant.holds(rule_id) for variant in variants):
                reasons.append(f"not a rule of {name} as declared")
            elif rule_id.startswith("two-player.") and 2 not in support.players:
                reasons.append(f"no two-player games of {name}")
            elif feature is not None and feature not in support.features:
                reasons.append(f"no feature {feature} in {name}")
            else:
                return None
        return "; ".join(reasons) or "no ruleset of the suite"

    def lacks(self, ruleset: str, feature: str) -> bool:
        support = self.rulesets.get(ruleset)
        return support is None or feature not in support.features


def _variant(name: str, options: Mapping[str, str]) -> Ruleset | None:
    """The ruleset with these options, or None for an option it does not have."""
    try:
        return find_ruleset(name, dict(options))
    except RulesetError:
        return None


def everything() -> Declaration:
    """The capabilities of an engine that implements every ruleset, option and feature:
    the reference's own."""
    return {
        "rulesets": {
            name: {
                "options": {option: option_choices(option) for option in ruleset.options},
                "players": list(ruleset.player_counts),
                "features": list(FEATURES),
            }
            for name, ruleset in RULESETS.items()
        },
        "own-chance": True,
        "state-in-answers": True,
    }
