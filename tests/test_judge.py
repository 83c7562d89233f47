"""The judge: names in five languages, hand-written positions and their errors, the move
notation, every kind of verdict, the questions, the command; and the judge always agrees
with the engine."""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from risk_ref import document, i18n
from risk_ref.actions import (
    Action,
    Attack,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    TradeCards,
)
from risk_ref.board import CLASSIC_BOARD as BOARD
from risk_ref.cli import main
from risk_ref.engine import is_legal
from risk_ref.errors import IllegalAction, MalformedInput, Percent
from risk_ref.judge import names, notation
from risk_ref.judge.position import Position, load
from risk_ref.judge.verdict import Answer, judge, questions
from risk_ref.rule_ids import RULE_IDS
from risk_ref.spec import load_scenarios
from risk_ref.state import Phase
from tests.random_games import random_candidate, sampled_states


def tid(name: str) -> int:
    return BOARD.index(name)


BASE = """
players = ["Red", "Blue", "Green"]
turn = "Red"
phase = "attack"
"""


def position(extra: str, base: str = BASE) -> Position:
    return load(base + extra)


ATTACK = position(
    """
[territories]
alaska = "Red 4"
kamchatka = "Blue 3"
Jacuzia = "green 2"
"""
)


# --- names ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "territory"),
    [
        ("kamchatka", "kamchatka"),
        ("KAMCH", "kamchatka"),
        ("Jacuzia", "yakutsk"),  # Italian
        ("jacuz", "yakutsk"),
        ("Africa del Nord", "north-africa"),
        ("africadelnord", "north-africa"),
        ("Κίνα", "china"),  # Greek, with its accent
        ("κινα", "china"),  # and without
        ("Ucraina", "ukraine"),
        ("north-africa", "north-africa"),
        ("Ural", "ural"),  # an exact name wins over a longer one it begins (Urali)
    ],
)
def test_a_territory_by_any_name_in_any_language(typed: str, territory: str) -> None:
    assert names.territory(BOARD, typed, "f") == tid(territory)


def test_an_ambiguous_name_lists_the_candidates() -> None:
    with pytest.raises(MalformedInput) as raised:
        names.territory(BOARD, "north", "territories.north")
    assert raised.value.field == "territories.north"
    for candidate in ("northwest-territory", "northern-europe", "north-africa"):
        assert candidate in raised.value.problem


def test_an_unknown_name_is_named() -> None:
    with pytest.raises(MalformedInput, match="no territory is called 'Atlantis'"):
        names.territory(BOARD, "Atlantis", "f")


# --- positions ------------------------------------------------------------------------------


def test_a_position_with_names_in_several_languages() -> None:
    state = ATTACK.state
    assert state.current == 0
    assert state.owners[tid("alaska")] == 0 and state.armies[tid("alaska")] == 4
    assert state.owners[tid("yakutsk")] == 2 and state.armies[tid("yakutsk")] == 2
    assert len(ATTACK.unlisted) == 39
    unlisted = ATTACK.unlisted[0]
    assert state.owners[unlisted] == 1  # the next opponent's, with one army
    assert ATTACK.own_filled.owners[unlisted] == 0  # and again the player's own
    assert state.armies[unlisted] == 1


def test_unlisted_territories_never_go_to_an_eliminated_player() -> None:
    found = position('eliminated = ["Blue"]\n[territories]\nalaska = "Red 4"\n')
    assert found.state.owners[found.unlisted[0]] == 2  # Green, the next player still in
    assert found.state.eliminated == (1,)


def test_cards_by_name_and_a_wild_card_in_any_language() -> None:
    found = position('[territories]\nalaska = "Red 2"\n[cards]\nRed = ["Perù", "jolly", "comodín"]')
    assert found.state.hands[0] == (tid("peru"), 42, 43)
    assert tid("peru") not in found.state.draw_pile and len(found.state.draw_pile) == 41


def test_a_reinforcement_position_computes_the_armies_to_place() -> None:
    base = BASE.replace('"attack"', '"reinforce"')
    found = position('[territories]\nalaska = "Red 2"', base)
    assert not found.reserve_given
    assert found.state.reserves[0] == 3
    given = position('armies-to-place = 7\n[territories]\nalaska = "Red 2"', base)
    assert given.reserve_given and given.state.reserves[0] == 7


def test_the_canonical_state_document_is_accepted() -> None:
    text = document.dumps(ATTACK.state)
    found = load(text)
    assert found.state == ATTACK.state and found.unlisted == ()


MALFORMED = [
    ('players = ["Red", "Blue"]\nturn = Red\n', "position", "line 2"),
    ('players = ["Red", "Blue"\n', "position", "end of document"),
    ('colour = "red"\n' + BASE, "colour", "unknown key"),
    ('ruleset = "mega"\n' + BASE, "ruleset", "no ruleset"),
    ('options = { fortify = "sideways" }\n' + BASE, "options", "fortify"),
    ('players = "Red"\nturn = "Red"\nphase = "attack"\n', "players", "list"),
    ('players = ["Red", "Blue"]\nturn = "Pink"\nphase = "attack"\n', "turn", "not a player"),
    ('players = ["Red", "Blue"]\nturn = "Red"\nphase = "lunch"\n', "phase", "lunch"),
    ('players = ["Red", "Blue"]\nphase = "attack"\n', "turn", "missing"),
    (BASE, "territories", "expected a table"),
    (BASE + '[territories]\nAtlantis = "Red 2"\n', "territories.Atlantis", "no territory"),
    (BASE + '[territories]\nnorth = "Red 2"\n', "territories.north", "could be any"),
    (
        BASE + '[territories]\nYakutsk = "Red 2"\nJacuzia = "Red 2"\n',
        "territories.Jacuzia",
        "twice",
    ),
    (BASE + '[territories]\nalaska = "Red two"\n', "territories.alaska", "Owner armies"),
    (BASE + '[territories]\nalaska = "Mauve 2"\n', "territories.alaska", "not a player"),
    (BASE + '[territories]\nalaska = "Red 0"\n', "territories.alaska.armies", ""),
    (BASE + 'cards = 3\n[territories]\nalaska = "Red 2"\n', "cards", "table"),
    (
        BASE + '[territories]\nalaska = "Red 2"\n[cards]\nRed = ["peru", "Perù"]\n',
        "cards.Red[1]",
        "twice",
    ),
    (
        BASE + '[territories]\nalaska = "Red 2"\n[cards]\nRed = ["wild", "jolly", "wild"]\n',
        "cards.Red[2]",
        "two wild cards",
    ),
    (
        BASE.replace('"attack"', '"move-in"') + '[territories]\nalaska = "Red 2"\n',
        "battle",
        "need [battle]",
    ),
    (
        BASE + '[territories]\nalaska = "Red 2"\n[battle]\nfrom = "alaska"\nto = "kamchatka"\n'
        "dice = 3\n",
        "battle",
        "no battle",
    ),
    ("sets-traded = -1\n" + BASE + '[territories]\nalaska = "Red 2"\n', "sets-traded", "whole"),
    ('conquered = "yes"\n' + BASE + '[territories]\nalaska = "Red 2"\n', "conquered", "true"),
    ('{"format": "risk-ref/state", "version": 1}', "ruleset", "missing"),
    # bad input of every kind gets a message naming the field, never a crash
    ("eliminated = 5\n" + BASE + '[territories]\nalaska = "Red 2"\n', "eliminated", "a list"),
    (BASE + '[territories]\nalaska = "Red ²"\n', "territories.alaska", "Owner armies"),
    ("x = " + "[" * 50_000 + "]" * 50_000 + "\n", "position", "nested too deeply"),
    ("# " + "x" * (1 << 20) + "\n" + BASE, "position", "at most"),
    (
        BASE.replace('"attack"', '"move-in"')
        + '[territories]\nalaska = "Red 2"\n[battle]\nfrom = ["alaska"]\nto = "kamchatka"\n'
        "dice = 1\n",
        "battle.from",
        "expected text",
    ),
    # positions no game can reach
    (
        'eliminated = ["Red"]\n' + BASE + '[territories]\nalaska = "Blue 2"\n',
        "current",
        "never has the turn",
    ),
    (
        BASE.replace('"attack"', '"move-in"')
        + 'conquered = true\n[territories]\nalaska = "Red 4"\nkamchatka = "Blue 1"\n'
        '[battle]\nfrom = "alaska"\nto = "kamchatka"\ndice = 3\n',
        "battle.target",
        "attacker's, empty",
    ),
    (
        BASE.replace('"attack"', '"defend"')
        + '[territories]\nalaska = "Red 4"\nkamchatka = "Red 1"\n'
        '[battle]\nfrom = "alaska"\nto = "kamchatka"\ndice = 3\n',
        "battle.target",
        "an enemy's",
    ),
]


@pytest.mark.parametrize(("text", "field", "problem"), MALFORMED)
def test_a_malformed_position_names_the_line_or_field(text: str, field: str, problem: str) -> None:
    """Also a quick refusal, and an excerpt of the input at most."""
    begun = time.monotonic()
    with pytest.raises(MalformedInput) as raised:
        load(text)
    assert time.monotonic() - begun < 1
    assert raised.value.field == field or raised.value.field.startswith(field), raised.value
    assert problem in raised.value.problem
    assert len(str(raised.value)) < 300


@pytest.mark.parametrize(
    ("options", "problem"),
    [
        ('{ fortify = "sideways" }', "option fortify takes adjacent or connected, not 'sideways'"),
        (
            '{ board = "moon" }',
            "option board takes classic or no-east-africa-middle-east, not 'moon'",
        ),
        ('{ gravity = "low" }', "unknown option 'gravity'; known: board, card-bonus, "),
        (
            '{ destroy-by-another = "completes" }',
            "option destroy-by-another needs a ruleset with missions, not 'classic'",
        ),
    ],
)
def test_an_option_no_game_has_is_refused_with_the_whole_message(
    options: str, problem: str
) -> None:
    """The message of the ruleset's error, quotes and all: no quote stripped from its end."""
    with pytest.raises(MalformedInput) as raised:
        load(f"options = {options}\n" + BASE)
    assert raised.value.field == "options"
    assert raised.value.problem.startswith(problem), raised.value.problem
    assert raised.value.__cause__ is None and raised.value.__suppress_context__


# --- the notation --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("attack alaska kamchatka 3", Attack(tid("alaska"), tid("kamchatka"), 3)),
        ("attacca Africa del Nord Egitto 2", Attack(tid("north-africa"), tid("egypt"), 2)),
        ("επίθεση Κίνα Σιάμ 1", Attack(tid("china"), tid("siam"), 1)),
        ('ataca "north africa" egypt 3', Attack(tid("north-africa"), tid("egypt"), 3)),
        ("defend 2", Defend(2)),
        ("difendi 3", Defend(3)),
        ("place 3 ontario", Place(tid("ontario"), 3)),
        ("umiestni ontario 3", Place(tid("ontario"), 3)),
        ("move 4", MoveIn(4)),
        ("fortify ontario quebec 4", Fortify(tid("ontario"), tid("quebec"), 4)),
        ("trade alaska peru wild-2", TradeCards((tid("alaska"), tid("peru"), 43))),
        ("trade alaska peru brazil bonus peru", TradeCards((0, 10, 11), 10)),
        ("end attack", EndAttack()),
        ("fine turno", EndTurn()),
        ("τέλος γύρος", EndTurn()),
        ("ΤΈΛΟΣ", None),  # "end" alone: what it ends is left to the phase
    ],
)
def test_moves_in_the_notation(text: str, action: object) -> None:
    move = notation.parse(text, BOARD)
    assert move.action == action
    assert move.open is (action is None)
    if move.action is not None:
        assert notation.parse(notation.describe(move.action, BOARD), BOARD).action == action


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "empty"),
        ("conquer alaska", "unknown verb"),
        ("attack alaska", "two territories"),
        ("attack north kamchatka 3", "could be any"),
        ("fortify ontario quebec", "how many"),
        ("defend", "defend NUMBER"),
        ("place ontario", "place ARMIES"),
        ("trade alaska peru", "three cards"),
        ("end game", "end attack, or end turn"),
        ('attack "alaska kamchatka', "cannot read"),
        ("attack " + "alaska " * 15_000 + "3", "at most 200 characters"),
        ("defend ²", "defend NUMBER"),
    ],
)
def test_a_move_that_cannot_be_read_says_why(text: str, problem: str) -> None:
    with pytest.raises(MalformedInput) as raised:
        notation.parse(text, BOARD)
    assert problem in raised.value.problem


# --- verdicts ------------------------------------------------------------------------------


def ruling(found: Position, text: str):  # type: ignore[no-untyped-def]
    return judge(found, notation.parse(text, found.state.ruleset.board))


def test_a_legal_attack_cites_its_rules_and_gives_the_exact_odds() -> None:
    verdict = ruling(ATTACK, "attack alaska kamchatka 3")
    assert verdict.legal is True
    assert verdict.rules == (
        "attack.adjacent",
        "attack.source-armies",
        "attack.attacker-dice",
        "attack.compare",
    )
    keys = {note.key: note.params for note in verdict.follows}
    assert keys["roll-odds"]["defence"] == 2
    assert keys["most-lost"] == {"pairs": 2}  # never 3 armies in one roll
    assert keys["conquest-odds"] == {
        "attackers": 4,
        "defenders": 3,
        "chance": Percent(0.4702510917471907),
    }
    assert str(keys["conquest-odds"]["chance"]) == "47.0%"
    assert "unlisted" in {note.key for note in verdict.notes}


def test_an_attack_of_a_million_armies_is_judged_at_once_without_the_odds_of_the_whole() -> None:
    huge = position('[territories]\nalaska = "Red 1000000"\nkamchatka = "Blue 1000000"\n')
    begun = time.monotonic()
    verdict = ruling(huge, "attack alaska kamchatka 3")
    assert time.monotonic() - begun < 2
    assert verdict.legal is True
    keys = {note.key for note in verdict.follows}
    assert "roll-odds" in keys and "conquest-odds" not in keys


def test_an_attack_without_dice_is_judged_with_the_most_allowed() -> None:
    verdict = ruling(ATTACK, "attack alaska kamchatka")
    assert verdict.legal is True and verdict.move == "attack alaska kamchatka 3"


def test_too_many_dice_is_illegal_and_the_most_allowed_is_offered() -> None:
    found = position('[territories]\nalaska = "Red 3"\nkamchatka = "Blue 3"\n')
    verdict = ruling(found, "attack alaska kamchatka 3")
    assert verdict.legal is False
    assert verdict.rules == ("attack.attacker-dice",)
    assert isinstance(verdict.error, IllegalAction) and verdict.error.code.code == "attack-dice"
    assert "attack alaska kamchatka 2" in verdict.instead


def test_an_attack_on_a_non_neighbour_offers_only_attacks_legal_whoever_holds_the_rest() -> None:
    verdict = ruling(ATTACK, "attack alaska yakutsk 3")
    assert verdict.legal is False and verdict.rules == ("attack.adjacent",)
    assert verdict.instead == ("attack alaska kamchatka 3",)


def test_a_verdict_that_depends_on_unlisted_territories_is_undecided() -> None:
    verdict = ruling(ATTACK, "attack alaska alberta 3")  # alberta is not listed
    assert verdict.legal is None
    assert "depends-on-unlisted" in {note.key for note in verdict.notes}


def test_a_trade_gives_its_armies_and_the_bonus() -> None:
    base = BASE.replace('"attack"', '"reinforce"') + "sets-traded = 2\n"
    found = position(
        '[territories]\nalaska = "Red 4"\n[cards]\nRed = ["alaska", "peru", "jolly"]', base
    )
    verdict = ruling(found, "scambia alaska peru jolly bonus alaska")
    assert verdict.legal is True
    assert verdict.move == "trade alaska peru wild bonus alaska"  # as named, not wild-1
    assert verdict.rules == ("cards.sets", "cards.values", "cards.territory-bonus")
    armies, bonus = verdict.follows
    assert (armies.params, bonus.params) == ({"armies": 8}, {"bonus": 2})


def test_trade_with_no_set_in_hand() -> None:
    base = BASE.replace('"attack"', '"reinforce"')
    found = position('[territories]\nalaska = "Red 4"\n[cards]\nRed = ["alaska", "peru"]', base)
    verdict = ruling(found, "trade")
    assert verdict.legal is False and verdict.rules == ("cards.sets",)
    assert verdict.reason is not None and verdict.reason.key == "no-set"


def test_a_malformed_move_in_the_position_is_illegal_and_names_the_field() -> None:
    base = BASE.replace('"attack"', '"reinforce"')
    found = position('[territories]\nalaska = "Red 2"\n[cards]\nRed = ["alaska", "peru"]', base)
    verdict = ruling(found, "trade alaska alaska peru")
    assert verdict.legal is False
    assert isinstance(verdict.error, MalformedInput) and verdict.error.field == "cards"


def test_a_move_of_the_wrong_phase_lists_what_the_phase_allows() -> None:
    verdict = ruling(ATTACK, "place 3 alaska")
    assert verdict.legal is False and verdict.rules == ("turn.sequence",)
    assert "end attack" in verdict.instead


def test_risiko_defence_dice_are_judged_by_its_own_rule() -> None:
    found = position(
        'ruleset = "risiko"\n[territories]\nalaska = "Red 4"\nkamchatka = "Blue 2"\n'
        '[battle]\nfrom = "alaska"\nto = "kamchatka"\ndice = 3\n',
        BASE.replace('"attack"', '"defend"'),
    )
    verdict = ruling(found, "defend 3")
    assert verdict.legal is False and verdict.rules == ("risiko.defender-dice",)
    assert verdict.instead == ("defend 2",)


# --- what the position implies: the game over, a trade due, the attacks ended -----------------


TWO_PLAYERS = """players = ["Red", "Blue"]
turn = "Red"
"""


def test_a_won_game_is_over_whatever_the_file_says() -> None:
    won = position(
        'phase = "attack"\neliminated = ["Blue"]\n[territories]\n'
        'alaska = "Red 5"\nkamchatka = "neutral 2"\n',
        TWO_PLAYERS,
    )
    assert won.implied is Phase.GAME_OVER
    verdict = ruling(won, "attack alaska kamchatka 3")
    assert verdict.legal is False and verdict.rules == ("two-player.victory",)
    assert [a.key for a in questions(won).answers] == ["game-over"]
    assert answer(won, "game-over").rules == ("two-player.victory",)


def test_the_move_in_that_wins_says_so() -> None:
    winning = position(
        'phase = "move-in"\nconquered = true\neliminated = ["Blue"]\n[territories]\n'
        'alaska = "Red 5"\nkamchatka = "Red 0"\n'
        '[battle]\nfrom = "alaska"\nto = "kamchatka"\ndice = 3\n',
        TWO_PLAYERS,
    )
    verdict = ruling(winning, "move 3")
    assert verdict.legal is True
    assert [note.key for note in verdict.follows] == ["wins"]


ELIMINATED_BLUE = """eliminated = ["Blue"]
[territories]
alaska = "Red 5"
kamchatka = "Green 2"
[cards]
Red = ["alaska", "venezuela", "peru", "greenland", "alberta", "ontario"]
"""


def test_six_cards_after_an_elimination_are_traded_before_attacking_on() -> None:
    found = position(ELIMINATED_BLUE)
    assert found.implied is Phase.ELIMINATION_TRADE
    attack = ruling(found, "attack alaska kamchatka 3")
    assert attack.legal is False and attack.rules[0] == "elimination.trade"
    assert ruling(found, "trade").legal is True
    must = answer(found, "must-trade")
    assert must.rules == ("elimination.trade",) and must.notes[0].key == "elimination-trade"


def test_a_bare_trade_gives_the_engines_reason() -> None:
    done = position(
        "sets-traded = 1\n" + ELIMINATED_BLUE.replace('"alaska", "venezuela", "peru", ', ""),
        BASE.replace('"attack"', '"elimination-trade"'),
    )
    verdict = ruling(done, "trade")
    assert verdict.legal is False and verdict.rules == ("elimination.trade",)
    late = position('[territories]\nalaska = "Red 5"\n[cards]\nRed = ["alaska", "peru", "egypt"]')
    assert ruling(late, "trade").rules == ("cards.trade-timing",)


def test_a_fortifying_move_in_the_attack_step_ends_the_attacks_first() -> None:
    found = position('[territories]\nontario = "Red 6"\nquebec = "Red 1"\n')
    verdict = ruling(found, "fortify ontario quebec 5")
    assert verdict.legal is True and verdict.rules[:2] == ("attack.repeat", "fortify.move")
    assert verdict.reason is not None and verdict.reason.key == "end-attacks-first"
    assert ruling(found, "fortify ontario quebec 6").legal is False


def test_after_the_fortifying_move_the_turn_is_over() -> None:
    found = position(
        'fortified = true\n[territories]\nontario = "Red 6"\nquebec = "Red 1"\n',
        BASE.replace('"attack"', '"fortify"'),
    )
    verdict = ruling(found, "fortify ontario quebec 2")
    assert verdict.legal is False and verdict.rules == ("fortify.move",)
    with pytest.raises(MalformedInput, match="fortify phase"):
        position('fortified = true\n[territories]\nontario = "Red 6"\n')


DEFENDING = """phase = "defend"
[territories]
alaska = "Red 5"
kamchatka = "Blue 3"
[battle]
from = "alaska"
to = "kamchatka"
dice = 3
"""


def test_a_tie_goes_to_the_defender() -> None:
    found = position(DEFENDING + "[roll]\nattacker = [5, 3, 1]\ndefender = [5, 2]\n", BASE[:-17])
    verdict = ruling(found, "defend 2")
    assert verdict.legal is True and verdict.rules[0] == "attack.compare"
    [losses] = verdict.follows
    assert losses.params == {"attacker": 1, "defender": 1}
    with pytest.raises(MalformedInput, match="roll"):
        position(DEFENDING + "[roll]\nattacker = [7]\ndefender = [5]\n", BASE[:-17])
    wrong = ruling(found, "defend 1")
    assert wrong.legal is False and isinstance(wrong.error, MalformedInput)


def test_the_other_player_rolls_for_the_neutral() -> None:
    base = TWO_PLAYERS + DEFENDING.replace("Blue 3", "neutral 3")
    assert ruling(position('acting = "Blue"\n' + base, ""), "defend 2").rules[0] == (
        "two-player.neutral-defence"
    )
    neutral = ruling(position('acting = "neutral"\n' + base, ""), "defend 2")
    assert neutral.legal is False and neutral.rules == ("two-player.neutral-defence",)
    red = ruling(position('acting = "Red"\n' + base, ""), "defend 2")
    assert red.legal is False and red.rules == ("two-player.neutral-defence",)


def test_one_card_however_many_conquests() -> None:
    found = position('conquests = 3\n[territories]\nalaska = "Red 5"\n')
    verdict = ruling(found, "end")
    assert verdict.legal is True and "one-card" in {note.key for note in verdict.follows}


def test_a_trade_is_legal_when_only_its_bonus_depends_on_territories_left_out() -> None:
    found = position(
        '[territories]\niceland = "Red 2"\n[cards]\nRed = ["alaska", "peru", "egypt"]',
        BASE.replace('"attack"', '"reinforce"'),
    )
    verdict = ruling(found, "trade alaska peru egypt")
    assert verdict.legal is True
    [depends] = [note for note in verdict.follows if note.key == "bonus-depends"]
    assert "egypt" in str(depends.params["territories"])


def test_five_cards_after_an_elimination_wait_for_the_next_turn() -> None:
    found = position(
        'eliminated = ["Blue"]\n[territories]\nalaska = "Red 5"\nkamchatka = "Green 2"\n'
        '[cards]\nRed = ["alaska", "venezuela", "peru", "greenland", "alberta"]\n'
    )
    verdict = ruling(found, "trade alaska venezuela peru")
    assert verdict.legal is False
    assert verdict.rules == ("elimination.wait", "cards.trade-timing")


def test_a_legal_attack_cites_the_rules_its_circumstances_bring_in() -> None:
    again = position('conquered = true\n[territories]\nalaska = "Red 4"\nkamchatka = "Blue 3"')
    assert ruling(again, "attack alaska kamchatka 3").rules[0] == "attack.repeat"
    neutral = position(
        'phase = "attack"\n[territories]\nalaska = "Red 4"\nkamchatka = "neutral 3"\n'
        'alberta = "Blue 2"\n',
        TWO_PLAYERS,
    )
    assert ruling(neutral, "attack alaska kamchatka 3").rules[-1] == "two-player.neutral"


# --- questions ------------------------------------------------------------------------------


def answer(found: Position, key: str) -> Answer:
    got = questions(found).get(key)
    assert got is not None, f"no answer {key}"
    return got


def test_questions_count_the_armies_in_the_reinforcement_step() -> None:
    everything = "\n".join(
        f'{t.id} = "{"Red" if t.continent == "australia" or t.id == "siam" else "Blue"} 2"'
        for t in BOARD.territories
    )
    hand = "Red = ['alaska', 'peru', 'brazil', 'egypt', 'congo']"
    found = position(
        f'eliminated = ["Green"]\n[territories]\n{everything}\n[cards]\n{hand}',
        BASE.replace('"attack"', '"reinforce"'),
    )
    answers = questions(found)
    assert [a.key for a in answers.answers] == ["armies", "must-trade"]
    armies = answer(found, "armies")
    assert [note.key for note in armies.notes] == ["territories", "continent", "total", "sets"]
    assert armies.notes[0].params["quotient"] == 1  # 5 territories, but at least 3
    assert armies.notes[2].params == {"armies": 3 + 2}
    assert armies.rules == ("reinforce.territories", "reinforce.minimum", "reinforce.continents")
    assert answer(found, "must-trade").notes[0].key == "must-trade"
    assert answer(found, "must-trade").rules == ("cards.forced-trade",)
    assert not any(note.key == "reinforcement-depends" for note in answers.notes)


def test_questions_follow_the_phase() -> None:
    attacking = position('[territories]\nsiam = "Red 3"\nindia = "Blue 2"\nindonesia = "Red 1"')
    assert [a.key for a in questions(attacking).answers] == ["attacks", "fortifications"]
    assert "attack siam india 2" in answer(attacking, "attacks").moves
    fortifying = answer(attacking, "fortifications")
    assert "fortify siam indonesia 2" in fortifying.moves
    assert fortifying.rules[0] == "attack.repeat"  # the attacks may end at once
    moving = position(
        '[territories]\nsiam = "Red 5"\nindia = "Red 0"\n'
        '[battle]\nfrom = "siam"\nto = "india"\ndice = 3\n',
        BASE.replace('"attack"', '"move-in"') + "conquered = true\n",
    )
    assert [a.key for a in questions(moving).answers] == ["move-in"]
    assert answer(moving, "move-in").moves == ("move 3", "move 4")
    defending = position(
        '[territories]\nsiam = "Red 5"\nindia = "Blue 1"\n'
        '[battle]\nfrom = "siam"\nto = "india"\ndice = 3\n',
        BASE.replace('"attack"', '"defend"'),
    )
    assert answer(defending, "defence").moves == ("defend 1",)


def test_a_second_set_left_from_six_cards_is_traded_only_where_compulsory() -> None:
    text = """turn-trades = 1
sets-traded = 1
[territories]
alaska = "Red 2"
[cards]
Red = ["greenland", "alberta", "ontario"]
"""
    reinforcing = BASE.replace('"attack"', '"reinforce"')
    compulsory = position(text, 'options = { second-set = "compulsory" }\n' + reinforcing)
    assert answer(compulsory, "must-trade").notes[0].key == "second-set"
    verdict = ruling(compulsory, "place 3 alaska")
    assert verdict.legal is False and verdict.rules == ("cards.forced-trade",)
    with pytest.raises(MalformedInput, match="turn_trades"):  # counted only where compulsory
        position(text, reinforcing)
    kept = position(text.replace("turn-trades = 1\n", ""), reinforcing)
    assert answer(kept, "must-trade").notes[0].key == "may-trade"
    assert ruling(kept, "place 3 alaska").legal is True


# --- the judge agrees with the engine ---------------------------------------------------------

SAYABLE = (Attack, Defend, Place, TradeCards, MoveIn, Fortify, EndAttack, EndTurn)
JUDGED_PHASES = {"reinforce", "elimination-trade", "attack", "defend", "move-in", "fortify"}


def _sayable(action: object) -> bool:
    """Whether the notation can write the action: a known kind, territories and cards on
    the board, counts that are whole numbers."""
    if not isinstance(action, SAYABLE):
        return False

    def whole(value: object, below: int | None = None) -> bool:
        return type(value) is int and value >= 0 and (below is None or value < below)

    places = [getattr(action, f) for f in ("source", "target", "territory") if hasattr(action, f)]
    counts = [getattr(action, f) for f in ("dice", "armies") if hasattr(action, f)]
    if isinstance(action, TradeCards):
        cards = action.cards
        if not isinstance(cards, tuple) or len(cards) != 3:
            return False
        if not all(whole(c, BOARD.deck_size) for c in cards):
            return False
        if action.bonus_territory is not None:
            places.append(action.bonus_territory)
    return all(whole(p, len(BOARD.territories)) for p in places) and all(map(whole, counts))


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), players=st.sampled_from([2, 3, 4]))
def test_the_judge_always_agrees_with_is_legal(seed: int, players: int) -> None:
    rng = random.Random(f"judge-{seed}")
    for state in sampled_states(seed, players, {}, 12):
        if state.phase.value not in JUDGED_PHASES:
            continue
        whole = Position(state, state, (), True)
        for _ in range(40):
            action = random_candidate(rng, state)
            if not _sayable(action):
                continue
            move = notation.parse(notation.describe(action, BOARD), BOARD)
            verdict = judge(whole, move)
            judged = state
            if verdict.reason is not None and verdict.reason.key == "end-attacks-first":
                judged = state._replace(phase=Phase.FORTIFY)  # as if the attacks had ended
            assert verdict.legal is is_legal(judged, action), action


# --- the command ------------------------------------------------------------------------------


@pytest.fixture
def attack_file(tmp_path: Path) -> Path:
    path = tmp_path / "position.toml"
    listed = 'alaska = "Red 4"\nkamchatka = "Blue 3"\njapan = "Green 1"\n'
    path.write_text(BASE + "[territories]\n" + listed)
    return path


def test_the_command_exit_codes(attack_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["judge", str(attack_file), "attack alaska kamchatka 3", "--lang", "en"]) == 0
    assert "LEGAL" in capsys.readouterr().out
    assert main(["judge", str(attack_file), "attack alaska japan 3", "--lang", "en"]) == 1
    assert main(["judge", str(attack_file), "attack alaska alberta 3", "--lang", "en"]) == 3
    assert main(["judge", str(attack_file), "conquer alaska", "--lang", "en"]) == 2
    assert "unknown verb" in capsys.readouterr().err


def test_the_command_in_json(attack_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["judge", str(attack_file), "attack alaska japan 3", "--json"])
    answer = json.loads(capsys.readouterr().out)
    assert answer["verdict"] == "illegal"
    assert answer["code"] == "not-adjacent"
    assert [r["id"] for r in answer["rules"]] == ["attack.adjacent"]
    assert answer["rules"][0]["number"] == "6.1"
    assert answer["instead"] == ["attack alaska kamchatka 3"]
    main(["judge", str(attack_file), "--question", "--json"])
    questions_answer = json.loads(capsys.readouterr().out)
    [attacks, _] = questions_answer["answers"]
    assert attacks["moves"] == ["attack alaska kamchatka 3"]
    assert attacks["rules"] == ["attack.adjacent", "attack.source-armies", "attack.attacker-dice"]


def test_the_command_in_italian(attack_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["judge", str(attack_file), "attacca alaska giappone 3", "--lang", "it"])
    out = capsys.readouterr().out
    assert "regola 6.1" in out and "attack.adjacent" in out


def test_moves_are_written_in_the_reader_s_language(
    attack_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["judge", str(attack_file), "attack alaska japan 3", "--lang", "it"])
    out = capsys.readouterr().out
    assert "ILLEGALE: attacca Alaska Giappone 3" in out
    assert "attacca Alaska Kamchatka 3" in out.split(i18n.gettext("Legal instead:", "it"))[1]
    main(["judge", str(attack_file), "--lang", "el"])
    assert "επίθεση Αλάσκα Καμτσάτκα 3" in capsys.readouterr().out


def _any_wild(action: Action | None) -> Action | None:
    """A trade as a reader names it: a wild card is a wild card, whichever of the two."""
    if not isinstance(action, TradeCards):
        return action
    cards = tuple(min(c, len(BOARD.territories)) for c in action.cards)
    return TradeCards((cards[0], cards[1], cards[2]), action.bonus_territory)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_move_written_for_readers_is_read_back_as_the_same_move(language: str) -> None:
    """What the judge writes, a reader can type back: every territory, card and verb."""
    board = BOARD
    moves: list[Action] = [Attack(t, (t + 1) % 42, 3) for t in range(42)]
    moves += [Fortify(t, (t + 5) % 42, 2) for t in range(42)] + [Place(t, 4) for t in range(42)]
    moves += [TradeCards((t, (t + 13) % 42, 42 + t % 2), t) for t in range(42)]
    moves += [TradeCards((t, 42, 43)) for t in range(42)]
    moves += [Defend(2), MoveIn(3), EndAttack(), EndTurn()]
    for action in moves:
        written = notation.for_readers(notation.describe(action, board), board, language)
        assert _any_wild(notation.parse(written, board).action) == _any_wild(action), written
    assert notation.for_readers("trade", board, language) != "trade" or language == "en"


def test_a_mistyped_move_is_explained_in_the_reader_s_language(
    attack_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The judge reads a move typed in Italian and says what is wrong in Italian, with
    the places by their Italian names."""
    assert main(["judge", str(attack_file), "attacca Alaska", "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("risk-ref: move: attacca ") and "two territories" not in err
    assert main(["judge", str(attack_file), "attacca Africa Egitto 3", "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert "Africa del Nord" in err and "north-africa" not in err and "could be" not in err


def test_a_bad_file_is_a_message_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["judge", str(tmp_path / "missing.toml"), "end"]) == 2
    assert "cannot read" in capsys.readouterr().err
    broken = tmp_path / "broken.toml"
    broken.write_text('players = ["Red"]\nturn = Red\n')
    assert main(["judge", str(broken), "end"]) == 2
    err = capsys.readouterr().err
    assert "position" in err and "line" in err and "Traceback" not in err


# --- the rulebook's answers -------------------------------------------------------------------

DISPUTED = Path(__file__).resolve().parent.parent / "docs" / "disputed.rst"


def test_at_least_25_disputes_each_backed_by_a_scenario_of_a_cited_rule() -> None:
    blocks = re.findall(
        r"^\.\. risk:dispute:: (.+)\n((?:   :\w+: .*\n)+)",
        DISPUTED.read_text("utf-8"),
        re.MULTILINE,
    )
    assert len(blocks) >= 25
    scenarios = {s.id: s for s in load_scenarios(DISPUTED.parent.parent / "features")}
    ids = []
    for question, fields in blocks:
        options = dict(re.findall(r"   :(\w+): (.*)", fields))
        ids.append(options["id"])
        rules = options["rules"].split()
        assert rules and set(rules) <= set(RULE_IDS), question
        for scenario_id in options["scenario"].split():
            assert set(scenarios[scenario_id].rules) & set(rules), (question, scenario_id)
    assert len(set(ids)) == len(ids)


def state_document(**changes: object) -> str:
    doc = document.to_document(ATTACK.state)
    doc.update(changes)
    return json.dumps(doc)


@pytest.mark.parametrize(
    ("changes", "field", "problem"),
    [
        ({"phase": "game-over"}, "phase", "only when somebody has won"),
        ({"contenders": ["Red", "Blue"]}, "contenders", "only the roll for the first turn"),
        ({"turn": 10**30}, "document", "a number of 31 digits"),
    ],
)
def test_a_state_document_no_game_can_reach_is_refused(
    changes: dict[str, object], field: str, problem: str
) -> None:
    with pytest.raises(MalformedInput) as raised:
        load(state_document(**changes))
    assert raised.value.field == field
    assert problem in raised.value.problem


def test_an_internal_error_is_one_line_and_its_own_exit_status(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: object) -> None:
        raise RuntimeError("x" * 10_000)

    monkeypatch.setattr("risk_ref.judge.verdict.judge", broken)
    file = tmp_path / "position.toml"
    file.write_text(BASE + '[territories]\nalaska = "Red 4"\nkamchatka = "Blue 3"\n', "utf-8")
    assert main(["judge", str(file), "attack alaska kamchatka 3"]) == 4
    err = capsys.readouterr().err
    assert err.startswith("risk-ref: internal error (RuntimeError: 'xxx")
    assert err.count("\n") == 1 and len(err) < 300


def test_an_unknown_verb_is_answered_with_the_reader_s_verbs() -> None:
    """The notation's verbs as the reader writes them ("ataca", not "attack")."""
    from risk_ref.errors import MalformedInput
    from risk_ref.judge.notation import parse
    from risk_ref.ruleset import CLASSIC

    with pytest.raises(MalformedInput) as refused:
        parse("salta 3", CLASSIC.board)
    shown = i18n.message(refused.value.template, refused.value.params, "es")
    assert "ataca, defiende, coloca" in shown and "attack" not in shown
