"""Error codes: each has a stable lower-kebab code, and its message template formats with
exactly the parameters the rules pass. (That each cites a real rule is checked with the
other links to rule IDs, in test_traceability.py.)"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from typing import Any

import pytest

from risk_ref import (
    CLASSIC_BOARD,
    NEUTRAL,
    Action,
    Attack,
    Battle,
    Claim,
    Code,
    Deal,
    DealTerritories,
    Defend,
    DiceRoll,
    EndAttack,
    EndTurn,
    Fortify,
    GameState,
    IllegalAction,
    MalformedInput,
    MoveIn,
    Phase,
    Place,
    PlaceSetup,
    RiskError,
    RollForFirst,
    Symbol,
    TradeCards,
    apply,
    check,
    find_ruleset,
    i18n,
    new_game,
)
from risk_ref.errors import Plural
from risk_ref.ruleset import RISIKO

BOARD = CLASSIC_BOARD
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def fields(template: str | Plural) -> set[str]:
    """The parameters a template uses; both forms of a plural use the same ones."""
    forms = [template.singular, template.plural] if isinstance(template, Plural) else [template]
    found = [
        {name for _, name, _, _ in string.Formatter().parse(form) if name is not None}
        for form in forms
    ]
    assert all(names == found[0] for names in found), template
    return found[0]


def forms(template: str | Plural) -> list[str]:
    return [template.singular, template.plural] if isinstance(template, Plural) else [template]


# --- the codes themselves -----------------------------------------------------------------


def test_codes_unique_lower_kebab() -> None:
    codes = [code.code for code in Code]
    assert len(set(codes)) == len(codes)
    for code in codes:
        assert isinstance(code, str)
        assert KEBAB.match(code), code


@pytest.mark.parametrize("code", list(Code), ids=lambda c: c.name)
def test_template_is_well_formed(code: Code) -> None:
    names = fields(code.template)
    for name in names:
        assert name.isidentifier(), (code, name)
    sample = dict.fromkeys(names, "x")
    for form in forms(code.template):
        assert "{" not in form.format(**sample)
    if isinstance(code.template, Plural):
        assert code.template.count in names


def test_error_classes() -> None:
    assert issubclass(IllegalAction, RiskError)
    assert issubclass(MalformedInput, RiskError)
    assert not issubclass(IllegalAction, MalformedInput)
    assert not issubclass(MalformedInput, IllegalAction)


# --- states to break the rules in ---------------------------------------------------------

THREE = ("ann", "bob", "cy")


def owner_of(t: int) -> int:
    """Mid-game fixtures deal territory t to seat t % 3."""
    return t % 3


def midgame(phase: Phase, **changes: object) -> GameState:
    """A three-player game in its first turn, seat 0 to play, 3 armies everywhere."""
    state = new_game(THREE)
    state = state._replace(
        owners=tuple(owner_of(t) for t in range(42)),
        armies=(3,) * 42,
        reserves=(5, 0, 0),
        phase=phase,
        turn=1,
    )
    return state._replace(**changes)  # type: ignore[arg-type]


def own_pair() -> tuple[int, int]:
    return next((a, b) for a, b in BOARD.borders if owner_of(a) == 0 == owner_of(b))


def enemy_pair() -> tuple[int, int]:
    for a, b in BOARD.borders:
        if owner_of(a) == 0 and owner_of(b) != 0:
            return a, b
        if owner_of(b) == 0 and owner_of(a) != 0:
            return b, a
    raise AssertionError


def far_enemy(source: int) -> int:
    return next(t for t in range(42) if owner_of(t) != 0 and t not in BOARD.neighbours[source])


def cards_with(symbols: tuple[Symbol, ...], owned_by: int | None = None) -> tuple[int, ...]:
    """Territory cards showing these symbols (and territories of ``owned_by``, if given)."""
    picked: list[int] = []
    for symbol in symbols:
        picked.append(
            next(
                c
                for c in range(42)
                if BOARD.card_symbol(c) is symbol
                and c not in picked
                and (owned_by is None or owner_of(c) == owned_by)
            )
        )
    return tuple(picked)


def claim_phase() -> GameState:
    return apply(new_game(THREE), RollForFirst(), DiceRoll((6, 1, 1)))


def three_player_setup() -> GameState:
    state = claim_phase()
    for t in range(42):
        state = apply(state, Claim(t))
    assert state.phase is Phase.SETUP
    return state


def two_player_setup() -> GameState:
    state = apply(new_game(("ann", "bob")), RollForFirst(), DiceRoll((6, 1)))
    owners = tuple((0, 1, NEUTRAL)[t % 3] for t in range(42))
    state = apply(state, DealTerritories(), Deal(owners))
    assert state.phase is Phase.SETUP
    assert state.current == 0
    return state


def hand(state: GameState, cards: tuple[int, ...]) -> GameState:
    hands = list(state.hands)
    hands[state.current] = tuple(sorted(cards))
    pile = tuple(c for c in state.draw_pile if c not in cards)
    return state._replace(hands=tuple(hands), draw_pile=pile)


Case = Callable[[], tuple[GameState, Action]]


def _place_not_own() -> tuple[GameState, Action]:
    return midgame(Phase.REINFORCE), Place(1, 1)


def _attack_own() -> tuple[GameState, Action]:
    a, b = own_pair()
    return midgame(Phase.ATTACK), Attack(a, b, 1)


def _attack_from_foreign() -> tuple[GameState, Action]:
    a, b = enemy_pair()
    return midgame(Phase.ATTACK), Attack(b, a, 1)


def _not_adjacent() -> tuple[GameState, Action]:
    a, _ = enemy_pair()
    return midgame(Phase.ATTACK), Attack(a, far_enemy(a), 1)


def _attack_too_few() -> tuple[GameState, Action]:
    a, b = enemy_pair()
    state = midgame(Phase.ATTACK)
    armies = list(state.armies)
    armies[a] = 1
    return state._replace(armies=tuple(armies)), Attack(a, b, 1)


def _attack_dice() -> tuple[GameState, Action]:
    a, b = enemy_pair()
    return midgame(Phase.ATTACK), Attack(a, b, 3)


def _defence_dice() -> tuple[GameState, Action]:
    a, b = enemy_pair()
    state = midgame(Phase.DEFEND, battle=Battle(a, b, 2))
    armies = list(state.armies)
    armies[b] = 1
    return state._replace(armies=tuple(armies)), Defend(2)


def _risiko(state: GameState) -> GameState:
    return state._replace(ruleset=RISIKO)


def _risiko_defence_dice() -> tuple[GameState, Action]:
    state, _ = _defence_dice()
    return _risiko(state), Defend(3)


def _move_in_state() -> GameState:
    a, b = enemy_pair()
    owners = list(midgame(Phase.MOVE_IN).owners)
    owners[b] = 0
    armies = [3] * 42
    armies[a], armies[b] = 5, 0
    return midgame(
        Phase.MOVE_IN,
        battle=Battle(a, b, 3),
        owners=tuple(owners),
        armies=tuple(armies),
        conquered=True,
    )


def _fortify_not_connected() -> tuple[GameState, Action]:
    a, _ = own_pair()
    target = next(
        t for t in range(42) if owner_of(t) == 0 and t != a and t not in BOARD.neighbours[a]
    )
    return midgame(Phase.FORTIFY), Fortify(a, target, 1)


def _not_a_set() -> tuple[GameState, Action]:
    cards = cards_with((Symbol.INFANTRY, Symbol.INFANTRY, Symbol.CAVALRY))
    state = hand(midgame(Phase.REINFORCE), cards)
    return state, TradeCards((cards[0], cards[1], cards[2]))


def _not_a_tris() -> tuple[GameState, Action]:
    infantry, cavalry = cards_with((Symbol.INFANTRY, Symbol.CAVALRY))
    wild = BOARD.deck_size - 1  # a jolly with two different pictures is no tris
    state = hand(midgame(Phase.REINFORCE), (infantry, cavalry, wild))
    return _risiko(state), TradeCards((infantry, cavalry, wild))


def _bonus_at_will() -> tuple[GameState, Action]:
    state, cards = _own_set()
    return _risiko(state), TradeCards(cards, cards[0])


def _own_set() -> tuple[GameState, tuple[int, int, int]]:
    cards = cards_with((Symbol.INFANTRY, Symbol.INFANTRY, Symbol.INFANTRY), owned_by=0)
    return hand(midgame(Phase.REINFORCE), cards), (cards[0], cards[1], cards[2])


def _bonus_missing() -> tuple[GameState, Action]:
    state, cards = _own_set()
    return state, TradeCards(cards)


def _bonus_wrong() -> tuple[GameState, Action]:
    state, cards = _own_set()
    other = next(t for t in range(42) if owner_of(t) == 0 and t not in cards)
    return state, TradeCards(cards, other)


def _must_trade() -> tuple[GameState, Action]:
    cards = cards_with((Symbol.INFANTRY,) * 5)
    return hand(midgame(Phase.REINFORCE), cards), Place(0, 1)


def _second_set_must_trade() -> tuple[GameState, Action]:
    cards = cards_with((Symbol.INFANTRY,) * 3)
    compulsory = find_ruleset("classic", {"second-set": "compulsory"})
    state = midgame(Phase.REINFORCE, ruleset=compulsory, turn_trades=1, sets_traded=1)
    return hand(state, cards), Place(0, 1)


def _elimination_must_trade() -> tuple[GameState, Action]:
    cards = cards_with((Symbol.INFANTRY,) * 6)
    return hand(midgame(Phase.ELIMINATION_TRADE), cards), Place(0, 1)


def _trade_below_target() -> tuple[GameState, Action]:
    cards = cards_with((Symbol.CAVALRY,) * 4)
    state = hand(midgame(Phase.ELIMINATION_TRADE), cards)
    return state, TradeCards((cards[0], cards[1], cards[2]))


def _two_player_neutral_target() -> tuple[GameState, Action]:
    state = two_player_setup()
    state = apply(state, PlaceSetup(0))
    state = apply(state, PlaceSetup(0))
    return state, PlaceSetup(0)


def _setup_not_own() -> tuple[GameState, Action]:
    state = three_player_setup()
    foreign = next(t for t in range(42) if state.owners[t] != state.current)
    return state, PlaceSetup(foreign)


def _territory_taken() -> tuple[GameState, Action]:
    return apply(claim_phase(), Claim(0)), Claim(0)


CASES: dict[Code, Case] = {
    Code.GAME_OVER: lambda: (midgame(Phase.GAME_OVER, owners=(0,) * 42), EndTurn()),
    Code.WRONG_PHASE: lambda: (new_game(THREE), Claim(0)),
    Code.TERRITORY_TAKEN: _territory_taken,
    Code.SETUP_NOT_OWN: _setup_not_own,
    Code.TWO_PLAYER_OWN_FIRST: lambda: (two_player_setup(), PlaceSetup(1)),
    Code.TWO_PLAYER_NEUTRAL_TARGET: _two_player_neutral_target,
    Code.PLACE_NOT_OWN: _place_not_own,
    Code.PLACE_TOO_MANY: lambda: (midgame(Phase.REINFORCE), Place(0, 6)),
    Code.MUST_TRADE: _must_trade,
    Code.SECOND_SET_MUST_TRADE: _second_set_must_trade,
    Code.ELIMINATION_MUST_TRADE: _elimination_must_trade,
    Code.CARD_NOT_HELD: lambda: (midgame(Phase.REINFORCE), TradeCards((0, 3, 6))),
    Code.NOT_A_SET: _not_a_set,
    Code.NOT_A_TRIS: _not_a_tris,
    Code.BONUS_AT_WILL: _bonus_at_will,
    Code.TRADE_TOO_LATE: lambda: (midgame(Phase.ATTACK), TradeCards((0, 3, 6))),
    Code.TRADE_BELOW_TARGET: _trade_below_target,
    Code.BONUS_TERRITORY_MISSING: _bonus_missing,
    Code.BONUS_TERRITORY_WRONG: _bonus_wrong,
    Code.ATTACK_FROM_FOREIGN: _attack_from_foreign,
    Code.ATTACK_OWN: _attack_own,
    Code.NOT_ADJACENT: _not_adjacent,
    Code.ATTACK_TOO_FEW_ARMIES: _attack_too_few,
    Code.ATTACK_DICE: _attack_dice,
    Code.DEFENCE_DICE: _defence_dice,
    Code.RISIKO_DEFENCE_DICE: _risiko_defence_dice,
    Code.MOVE_IN_TOO_FEW: lambda: (_move_in_state(), MoveIn(2)),
    Code.MOVE_IN_TOO_MANY: lambda: (_move_in_state(), MoveIn(5)),
    Code.FORTIFY_NOT_OWN: lambda: (midgame(Phase.FORTIFY), Fortify(0, 1, 1)),
    Code.FORTIFY_NOT_CONNECTED: _fortify_not_connected,
    Code.FORTIFY_TOO_MANY: lambda: (midgame(Phase.FORTIFY), Fortify(*own_pair(), 3)),
}


def test_every_code_but_player_count_has_a_case() -> None:
    assert set(CASES) | {Code.PLAYER_COUNT} == set(Code)


@pytest.mark.parametrize("code", list(CASES), ids=lambda c: c.name)
def test_each_code_is_raised_with_its_template_parameters(code: Code) -> None:
    state, action = CASES[code]()
    with pytest.raises(IllegalAction) as raised:
        apply(state, action)
    error = raised.value
    assert error.code is code, error
    assert error.rule == code.rule
    assert set(error.params) == fields(code.template)
    message = error.message
    assert message
    assert "{" not in message
    assert "}" not in message
    assert code.code in str(error)
    assert code.rule in str(error)
    # check reports the same, and is_legal-style callers see a RiskError
    with pytest.raises(IllegalAction) as checked:
        check(state, action)
    assert checked.value.code is code
    assert isinstance(error, RiskError)


def test_player_count() -> None:
    for names in (("solo",), tuple(f"p{i}" for i in range(7))):
        with pytest.raises(IllegalAction) as raised:
            new_game(names)
        error = raised.value
        assert error.code is Code.PLAYER_COUNT
        assert set(error.params) == fields(Code.PLAYER_COUNT.template)
        assert str(len(names)) in error.message
        assert "2, 3, 4, 5, 6" in error.message


def test_card_ids_in_messages() -> None:
    state, action = _not_a_set()
    with pytest.raises(IllegalAction) as raised:
        apply(state, action)
    assert isinstance(action, TradeCards)
    for card in action.cards:
        assert BOARD.card_id(card) in raised.value.message


def test_malformed_input_names_the_field() -> None:
    state = midgame(Phase.ATTACK)
    with pytest.raises(MalformedInput) as raised:
        apply(state, Attack(0, 42, 1))
    assert raised.value.field == "target"
    with pytest.raises(MalformedInput) as raised:
        apply(state, "attack!")  # type: ignore[arg-type]
    assert raised.value.field == "action"
    with pytest.raises(MalformedInput):
        new_game(("ann", "ann"))


def test_options_do_not_change_codes() -> None:
    two = find_ruleset("classic", {"two-player": "no-neutral"})
    state = apply(new_game(("ann", "bob"), two), RollForFirst(), DiceRoll((1, 6)))
    assert state.phase is Phase.CLAIM
    state = apply(state, Claim(5))
    with pytest.raises(IllegalAction) as raised:
        apply(state, Claim(5))
    assert raised.value.code is Code.TERRITORY_TAKEN
    assert BOARD.territories[5].id in raised.value.message


def test_end_attack_wrong_phase_message() -> None:
    with pytest.raises(IllegalAction) as raised:
        apply(midgame(Phase.REINFORCE), EndAttack())
    assert raised.value.params == {"action": "EndAttack", "phase": "reinforce"}
    assert raised.value.message == "EndAttack is not allowed in this step (reinforce)"
    # for people, in any language: the action and the step by name
    shown = i18n.render(raised.value, "en")
    assert shown == "ending the attacks is not allowed in this step (reinforcement)"


@pytest.mark.parametrize("owner", [0.0, False, "0"])
def test_a_deal_with_an_owner_that_is_no_seat_is_malformed(owner: object) -> None:
    """1.0 and True count as 1 among ints: without a check they would deal a state that
    cannot be written out."""
    state = apply(new_game(("ann", "bob")), RollForFirst(), DiceRoll((6, 1)))
    owners: tuple[Any, ...] = (owner, *((1, NEUTRAL, 0)[t % 3] for t in range(1, 42)))
    with pytest.raises(MalformedInput) as raised:
        apply(state, DealTerritories(), Deal(owners))
    assert raised.value.field == "chance.owners"
