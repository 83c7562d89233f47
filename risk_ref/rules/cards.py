"""Cards: earning one, what makes a set, what a set is worth, and when sets are traded."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from risk_ref.actions import CardDraw, EndAttack, TradeCards
from risk_ref.board import Symbol
from risk_ref.errors import Code, IllegalAction, MalformedInput, excerpt
from risk_ref.rule_ids import implements
from risk_ref.rules import inputs
from risk_ref.rules.phase import require_phase
from risk_ref.ruleset import CardBonusMode, SecondSet
from risk_ref.state import GameState, Phase
from risk_ref.trace import parts, wrote

_TRADE_PHASES = (Phase.REINFORCE, Phase.ELIMINATION_TRADE)
_TOO_LATE_PHASES = (Phase.ATTACK, Phase.DEFEND, Phase.MOVE_IN, Phase.FORTIFY)
_EVERY_CARD = (CardBonusMode.EACH_CARD, CardBonusMode.EACH_CARD_ANYWHERE)


@implements("cards.territory-bonus", "risiko.card-bonus")
def bonus_choices(state: GameState, cards: tuple[int, ...]) -> tuple[int, ...]:
    """The territories that may take the territory bonus for trading these cards."""
    ruleset = state.ruleset
    if ruleset.card_bonus_mode in _EVERY_CARD:
        return ()
    if ruleset.card_bonus_mode is CardBonusMode.ONCE_PER_TURN and state.card_bonus_used:
        return ()
    return _shown_and_held(state, cards)


def _shown_and_held(state: GameState, cards: tuple[int, ...]) -> tuple[int, ...]:
    size = len(state.ruleset.board.territories)
    return tuple(sorted(c for c in cards if c < size and state.owners[c] == state.current))


def _check_cards(state: GameState, cards: object) -> tuple[int, int, int]:
    deck = state.ruleset.board.deck_size
    if (
        not isinstance(cards, tuple)
        or len(cards) != 3
        or any(type(c) is not int or not 0 <= c < deck for c in cards)
        or len(set(cards)) != 3
    ):
        raise MalformedInput(
            "cards", f"expected three different card indices, got {excerpt(cards)}"
        )
    return (cards[0], cards[1], cards[2])


@implements("cards.sets", "cards.trade-timing", "elimination.trade")
def validate_trade(state: GameState, action: TradeCards) -> None:
    if state.phase in _TOO_LATE_PHASES:
        raise IllegalAction(Code.TRADE_TOO_LATE, phase=state.phase.value)
    require_phase(state, action, *_TRADE_PHASES)
    board = state.ruleset.board
    cards = _check_cards(state, action.cards)
    hand = state.hands[state.current]
    for card in cards:
        if card not in hand:
            raise IllegalAction(Code.CARD_NOT_HELD, card=board.card_id(card))
    if state.phase is Phase.ELIMINATION_TRADE:
        target = state.ruleset.elimination_trade_target
        if len(hand) <= target:
            raise IllegalAction(Code.TRADE_BELOW_TARGET, cards=len(hand), target=target)
    if not state.ruleset.is_set(symbols(state, cards)):
        code = state.ruleset.refusal(Code.NOT_A_TRIS, Code.NOT_A_SET)
        raise IllegalAction(code, cards=tuple(board.card_id(c) for c in cards))
    choices = bonus_choices(state, cards)
    names = tuple(board.territories[t].id for t in choices)
    bonus = action.bonus_territory
    if bonus is None:
        if choices:
            raise IllegalAction(
                Code.BONUS_TERRITORY_MISSING, bonus=state.ruleset.card_bonus, choices=names
            )
        return
    bonus = inputs.territory(bonus, len(board.territories), "bonus_territory")
    if state.ruleset.card_bonus_mode is CardBonusMode.EACH_CARD_ANYWHERE:
        raise IllegalAction(Code.BONUS_AT_WILL, bonus=state.ruleset.card_bonus)
    if bonus not in choices:
        raise IllegalAction(
            Code.BONUS_TERRITORY_WRONG,
            territory=board.territories[bonus].id,
            choices=names or "none",
        )


def symbols(state: GameState, cards: tuple[int, ...]) -> tuple[Symbol, ...]:
    """The pictures of these cards (infantry, cavalry, artillery or wild), which decide
    whether they make a set."""
    board = state.ruleset.board
    return tuple(board.card_symbol(c) for c in cards)


def sets_held(state: GameState) -> Iterator[tuple[int, int, int]]:
    """The trios of the current player's hand that make a set, in index order."""
    is_set = state.ruleset.is_set
    for trio in combinations(state.hands[state.current], 3):
        if is_set(symbols(state, trio)):
            yield trio[0], trio[1], trio[2]


def trade(state: GameState, action: TradeCards) -> GameState:
    validate_trade(state, action)
    ruleset = state.ruleset
    seat = state.current
    armies = list(state.armies)
    reserves = list(state.reserves)
    before = reserves[seat]
    value = ruleset.trade_value(symbols(state, action.cards), state.sets_traded)
    value_rule = ruleset.first_holding("risiko.tris", "cards.values")
    reserves[seat] += value
    mode = ruleset.card_bonus_mode
    if mode in _EVERY_CARD:
        bonus_on = _shown_and_held(state, action.cards)
    else:
        bonus_on = () if action.bonus_territory is None else (action.bonus_territory,)
    if mode is CardBonusMode.EACH_CARD_ANYWHERE:
        reserves[seat] += ruleset.card_bonus * len(bonus_on)
    else:
        for territory in bonus_on:
            armies[territory] += ruleset.card_bonus
    hands = list(state.hands)
    hands[seat] = tuple(c for c in state.hands[seat] if c not in action.cards)
    sets_rule = ruleset.first_holding("risiko.tris", "cards.sets")
    bonus_rule = ruleset.first_holding("risiko.card-bonus", "cards.territory-bonus")
    parts("reserves", lambda: {value_rule: value, bonus_rule: reserves[seat] - before - value})
    state = wrote(state, value_rule, reserves=tuple(reserves))
    state = wrote(
        state,
        bonus_rule,
        armies=tuple(armies),
        card_bonus_used=state.card_bonus_used or bool(bonus_on),
    )
    state = wrote(state, "cards.forced-trade", turn_trades=state.turn_trades + _counted(state))
    state = wrote(state, sets_rule, hands=tuple(hands), sets_traded=state.sets_traded + 1)
    # the traded cards wait on the discards until the draw pile is empty
    return wrote(state, "cards.reshuffle", discards=tuple(sorted(state.discards + action.cards)))


def _counted(state: GameState) -> int:
    """1 for a trade the compulsory second set counts: one made while reinforcing."""
    compulsory = state.ruleset.second_set is SecondSet.COMPULSORY
    return int(compulsory and state.phase is Phase.REINFORCE)


@implements("cards.earn")
def earns_card(state: GameState) -> bool:
    """Whether ending the attacks draws a card: a conquest this turn earns one, if any
    card is left to draw."""
    return state.conquered and bool(state.draw_pile or state.discards)


def validate_end_attack(state: GameState, action: EndAttack) -> None:
    require_phase(state, action, Phase.ATTACK)


def draw_rule(state: GameState) -> str:
    """The rule by which the next card drawn comes: from the draw pile, or, the pile
    empty, from the traded cards shuffled."""
    return "cards.earn" if state.draw_pile else "cards.reshuffle"


@implements("cards.earn", "cards.reshuffle")
def end_attack(state: GameState, action: EndAttack, draw: CardDraw | None = None) -> GameState:
    """Attacks end; one card (only one) for a turn with a conquest. An empty draw pile
    is first replenished by shuffling the traded cards."""
    validate_end_attack(state, action)
    if not earns_card(state):
        if draw is not None:
            raise MalformedInput("chance", "no card is drawn: nothing was conquered this turn")
        return wrote(state, "turn.sequence", phase=Phase.FORTIFY)
    if not isinstance(draw, CardDraw):
        raise MalformedInput(
            "chance", f"a CardDraw is needed after a conquest, got {excerpt(draw)}"
        )
    pile, discards = state.draw_pile, state.discards
    if not pile:
        pile, discards = discards, ()
    if type(draw.card) is not int or draw.card not in pile:
        raise MalformedInput("chance.card", f"card {excerpt(draw.card)} is not in the draw pile")
    hands = list(state.hands)
    hands[state.current] = tuple(sorted(hands[state.current] + (draw.card,)))
    state = wrote(state, "turn.sequence", phase=Phase.FORTIFY)
    return wrote(
        state,
        draw_rule(state),
        hands=tuple(hands),
        draw_pile=tuple(c for c in pile if c != draw.card),
        discards=discards,
    )
