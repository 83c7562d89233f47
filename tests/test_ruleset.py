"""The rulesets' values, their sets, and finding rulesets with named options."""

from __future__ import annotations

import itertools

import pytest

from risk_ref import (
    CLASSIC,
    CLASSIC_BOARD,
    RULESETS,
    BadOptionValue,
    OptionNotInRuleset,
    RulesetError,
    UnknownOption,
    UnknownRuleset,
    find_ruleset,
)
from risk_ref.board import BOARDS, Symbol
from risk_ref.errors import Code
from risk_ref.rule_ids import RULE_IDS
from risk_ref.ruleset import (
    RISIKO,
    SECRET_MISSION,
    CardBonusMode,
    FortifyMode,
    SecondSet,
    TwoPlayerMode,
    TwoPlayerVictory,
    combination,
)


@pytest.mark.parametrize(("players", "armies"), [(2, 40), (3, 35), (4, 30), (5, 25), (6, 20)])
def test_starting_armies(players: int, armies: int) -> None:
    assert CLASSIC.armies_per_player(players) == armies


def test_player_counts() -> None:
    assert CLASSIC.player_counts == (2, 3, 4, 5, 6)
    for players in (0, 1, 7):
        with pytest.raises(KeyError):
            CLASSIC.armies_per_player(players)


def test_two_player_without_neutral_gets_50() -> None:
    ruleset = find_ruleset("classic", {"two-player": "no-neutral"})
    assert ruleset.two_player_mode is TwoPlayerMode.NO_NEUTRAL
    assert ruleset.armies_per_player(2) == 50
    # the other counts are unaffected
    assert ruleset.armies_per_player(3) == 35


def test_neutral_defaults() -> None:
    assert CLASSIC.two_player_mode is TwoPlayerMode.NEUTRAL
    assert CLASSIC.neutral_armies == 40
    assert CLASSIC.two_player_victory is TwoPlayerVictory.ELIMINATE_OPPONENT
    assert CLASSIC.card_bonus == 2
    assert CLASSIC.card_bonus_mode is CardBonusMode.ONCE_PER_TURN
    assert CLASSIC.fortify_mode is FortifyMode.ADJACENT
    assert CLASSIC.max_attack_dice == 3
    assert CLASSIC.max_defence_dice == 2
    assert CLASSIC.territory_divisor == 3
    assert CLASSIC.min_reinforcement == 3
    assert CLASSIC.board is CLASSIC_BOARD


@pytest.mark.parametrize(
    ("n", "value"),
    [(1, 4), (2, 6), (3, 8), (4, 10), (5, 12), (6, 15), (7, 20), (8, 25), (9, 30), (10, 35)],
)
def test_set_values(n: int, value: int) -> None:
    assert CLASSIC.set_value(n - 1) == value


def test_set_values_keep_rising_by_five() -> None:
    for n in range(6, 40):
        assert CLASSIC.set_value(n) - CLASSIC.set_value(n - 1) == 5


def test_find_classic() -> None:
    assert find_ruleset("classic") == CLASSIC
    assert find_ruleset("classic", {}) == CLASSIC
    assert find_ruleset("classic", None) == CLASSIC
    assert RULESETS["classic"] is CLASSIC


def test_unknown_ruleset_name() -> None:
    with pytest.raises(UnknownRuleset) as raised:
        find_ruleset("megarisk")
    assert raised.value.name == "megarisk"
    assert raised.value.known == ("classic", "secret-mission", "risiko")
    assert str(raised.value) == "unknown ruleset 'megarisk'; known: classic, secret-mission, risiko"


def test_unknown_option() -> None:
    with pytest.raises(UnknownOption) as raised:
        find_ruleset("classic", {"nuclear-winter": "on"})
    error = raised.value
    assert (error.ruleset, error.option) == ("classic", "nuclear-winter")
    assert "fortify" in error.known and "board" in error.known
    assert str(error) == f"unknown option 'nuclear-winter'; known: {', '.join(error.known)}"


@pytest.mark.parametrize(
    "option", ["two-player", "two-player-victory", "card-bonus", "fortify", "second-set"]
)
def test_bad_option_value(option: str) -> None:
    with pytest.raises(BadOptionValue) as raised:
        find_ruleset("classic", {option: "not-a-value"})
    error = raised.value
    assert (error.ruleset, error.option, error.value) == ("classic", option, "not-a-value")
    assert error.allowed == tuple(_CHOICES[option])
    assert str(error) == f"option {option} takes {' or '.join(error.allowed)}, not 'not-a-value'"


def test_bad_board() -> None:
    with pytest.raises(BadOptionValue) as raised:
        find_ruleset("risiko", {"board": "moon"})
    assert (raised.value.ruleset, raised.value.option, raised.value.value) == (
        "risiko",
        "board",
        "moon",
    )
    assert raised.value.allowed == tuple(BOARDS)


def test_the_errors_are_ruleset_errors_not_lookup_or_value_errors() -> None:
    """Callers catch RulesetError; a KeyError or ValueError from elsewhere is a bug."""
    for kind in (UnknownRuleset, UnknownOption, OptionNotInRuleset, BadOptionValue):
        assert issubclass(kind, RulesetError)
        assert not issubclass(kind, (LookupError, ValueError))


def test_a_long_name_is_quoted_short() -> None:
    with pytest.raises(UnknownRuleset) as raised:
        find_ruleset("x" * 10_000)
    assert raised.value.name == "x" * 10_000 and len(str(raised.value)) < 200


def test_options_of_classic() -> None:
    assert CLASSIC.options == {
        "two-player": "neutral",
        "two-player-victory": "eliminate-opponent",
        "card-bonus": "once-per-turn",
        "fortify": "adjacent",
        "board": "classic",
        "second-set": "optional",
    }


def test_second_set_only_where_a_full_hand_must_trade() -> None:
    assert "second-set" not in RISIKO.options
    with pytest.raises(OptionNotInRuleset) as raised:
        find_ruleset("risiko", {"second-set": "compulsory"})
    error = raised.value
    assert (error.ruleset, error.option, error.needs) == (
        "risiko",
        "second-set",
        "a ruleset that forces trades",
    )
    assert str(error) == "option second-set needs a ruleset that forces trades, not 'risiko'"


_CHOICES = {
    "two-player": [m.value for m in TwoPlayerMode],
    "two-player-victory": [m.value for m in TwoPlayerVictory],
    "card-bonus": [m.value for m in CardBonusMode],
    "fortify": [m.value for m in FortifyMode],
    "board": list(BOARDS),
    "second-set": [m.value for m in SecondSet],
}


@pytest.mark.parametrize(
    "values", list(itertools.product(*_CHOICES.values())), ids=lambda v: "/".join(v)
)
def test_options_round_trip(values: tuple[str, ...]) -> None:
    options = dict(zip(_CHOICES, values, strict=True))
    ruleset = find_ruleset("classic", options)
    assert ruleset.options == options
    assert find_ruleset("classic", ruleset.options) == ruleset
    # options change nothing else
    assert ruleset.set_values == CLASSIC.set_values
    assert ruleset.starting_armies == CLASSIC.starting_armies


def test_partial_options_keep_the_defaults() -> None:
    ruleset = find_ruleset("classic", {"fortify": "connected"})
    assert ruleset.options == {**CLASSIC.options, "fortify": "connected"}


# --- sets: the escalating game and Risiko!'s fixed tris -----------------------------------

TRIPLES = list(itertools.product(list(Symbol), repeat=3))


@pytest.mark.parametrize("symbols", TRIPLES, ids=lambda t: "-".join(s.value for s in t))
def test_classic_sets_are_three_alike_one_of_each_or_any_with_a_wild(
    symbols: tuple[Symbol, ...],
) -> None:
    kinds = set(symbols) - {Symbol.WILD}
    expected = Symbol.WILD in symbols or len(kinds) in (1, 3)
    assert CLASSIC.is_set(symbols) is expected
    if expected:
        assert CLASSIC.trade_value(symbols, 6) == 20  # the seventh set, whatever it shows


@pytest.mark.parametrize("symbols", TRIPLES, ids=lambda t: "-".join(s.value for s in t))
def test_a_risiko_tris_has_one_value_in_any_order(symbols: tuple[Symbol, ...]) -> None:
    wilds = symbols.count(Symbol.WILD)
    others = [s for s in symbols if s is not Symbol.WILD]
    expected = (wilds == 0 and len(set(others)) in (1, 3)) or (wilds == 1 and len(set(others)) == 1)
    assert RISIKO.is_set(symbols) is expected
    if expected:
        values = {RISIKO.trade_value(p, n) for p in itertools.permutations(symbols) for n in (0, 9)}
        assert len(values) == 1
        assert values <= {4, 6, 8, 10, 12}


def test_the_risiko_tris_values() -> None:
    inf, cav, art, wild = Symbol.INFANTRY, Symbol.CAVALRY, Symbol.ARTILLERY, Symbol.WILD
    assert RISIKO.trade_value((art, art, art), 0) == 4
    assert RISIKO.trade_value((inf, inf, inf), 0) == 6
    assert RISIKO.trade_value((cav, cav, cav), 0) == 8
    assert RISIKO.trade_value((art, inf, cav), 0) == 10
    assert RISIKO.trade_value((wild, cav, cav), 0) == 12
    assert all(combination(c) == c for c, _ in RISIKO.fixed_set_values)


MISSION_RULES = (
    "missions.deal",
    "missions.deal-territories",
    "missions.kinds",
    "missions.destroy",
    "missions.victory",
)
TWO_PLAYER_RULES = (
    "two-player.neutral",
    "two-player.deal",
    "two-player.place",
    "two-player.neutral-defence",
    "two-player.victory",
)
RISIKO_RULES = ("risiko.defender-dice", "risiko.tris", "risiko.card-bonus", "risiko.trading")
# docs/risiko.rst: the classic rules that Risiko!'s own stand in for
RISIKO_REPLACES = (
    "setup.claim",  # the territories are dealt (missions.deal-territories)
    "attack.defender-dice",  # risiko.defender-dice
    "cards.sets",  # risiko.tris
    "cards.values",  # risiko.tris
    "cards.territory-bonus",  # risiko.card-bonus
    "cards.forced-trade",  # risiko.trading
    "elimination.trade",  # risiko.trading
    "elimination.wait",  # risiko.trading
)


def test_each_ruleset_lists_the_rules_that_hold_in_it_in_rulebook_order() -> None:
    """Against what the rulebook says of each edition, not against the filter that
    computes ``Ruleset.rules``: every rule not left out holds, in the order of RULE_IDS."""
    left_out = [
        (CLASSIC, MISSION_RULES + RISIKO_RULES),
        (SECRET_MISSION, ("setup.claim", *TWO_PLAYER_RULES, *RISIKO_RULES)),
        (RISIKO, RISIKO_REPLACES),
    ]
    assert sorted(RULESETS) == sorted(ruleset.name for ruleset, _ in left_out)
    for ruleset, absent in left_out:
        assert set(absent) <= set(RULE_IDS), set(absent) - set(RULE_IDS)
        expected = tuple(r for r in RULE_IDS if r not in absent)
        assert ruleset.rules == expected, ruleset.name
    for area, rules in [
        ("missions.", MISSION_RULES),
        ("two-player.", TWO_PLAYER_RULES),
        ("risiko.", RISIKO_RULES),
    ]:
        assert tuple(r for r in RULE_IDS if r.startswith(area)) == rules, area


def test_an_option_that_brings_another_editions_rule_brings_its_id() -> None:
    anywhere = find_ruleset("classic", {"card-bonus": "each-card-anywhere"})
    assert "risiko.card-bonus" in anywhere.rules
    assert "cards.territory-bonus" not in anywhere.rules
    on_a_territory = find_ruleset("risiko", {"card-bonus": "once-per-turn"})
    assert "cards.territory-bonus" in on_a_territory.rules
    assert "risiko.card-bonus" not in on_a_territory.rules


def test_the_two_player_rules_hold_only_in_the_game_with_a_neutral() -> None:
    """docs/variants.rst: with ``two-player=no-neutral`` the rules of the two-player
    chapter do not apply."""
    without = find_ruleset("classic", {"two-player": "no-neutral"})
    assert not set(TWO_PLAYER_RULES) & set(without.rules)
    assert set(TWO_PLAYER_RULES) <= set(CLASSIC.rules)
    assert not without.holds("two-player.victory") and CLASSIC.holds("two-player.victory")


def test_a_variants_rule_is_cited_where_it_holds_and_the_classic_one_elsewhere() -> None:
    assert RISIKO.first_holding("risiko.tris", "cards.sets") == "risiko.tris"
    assert CLASSIC.first_holding("risiko.tris", "cards.sets") == "cards.sets"
    assert RISIKO.refusal(Code.NOT_A_TRIS, Code.NOT_A_SET) is Code.NOT_A_TRIS
    assert CLASSIC.refusal(Code.NOT_A_TRIS, Code.NOT_A_SET) is Code.NOT_A_SET
    assert CLASSIC.refusal(Code.RISIKO_DEFENCE_DICE, Code.DEFENCE_DICE) is Code.DEFENCE_DICE


def test_risiko_values() -> None:
    assert RISIKO.player_counts == (2, 3, 4, 5, 6)  # two with the classic neutral
    assert RISIKO.max_defence_dice == 3
    assert RISIKO.forced_trade_hand is None and RISIKO.elimination_trade_hand is None
    assert RISIKO.deal_territories and len(RISIKO.mission_deck) == 14
    assert RISIKO.card_bonus_mode is CardBonusMode.EACH_CARD_ANYWHERE
    assert find_ruleset("risiko").options["card-bonus"] == "each-card-anywhere"
