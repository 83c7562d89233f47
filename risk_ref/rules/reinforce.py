"""Reinforcement: armies for territories and continents, and placing them."""

from __future__ import annotations

from enum import Enum

from risk_ref.actions import Place
from risk_ref.errors import Code, IllegalAction
from risk_ref.rule_ids import implements
from risk_ref.rules import cards, inputs
from risk_ref.rules.phase import require_phase
from risk_ref.ruleset import SecondSet
from risk_ref.state import GameState, Phase
from risk_ref.trace import wrote


@implements("reinforce.territories", "reinforce.minimum")
def territory_armies(state: GameState, seat: int) -> int:
    """Territories held divided by three, rounded down, but never below the minimum."""
    held = state.owners.count(seat)
    return max(state.ruleset.min_reinforcement, held // state.ruleset.territory_divisor)


@implements("reinforce.continents")
def continents_held(state: GameState, seat: int) -> list[str]:
    """The IDs of the continents the seat holds whole, in the board's order."""
    owners = state.owners
    return [
        continent.id
        for continent in state.ruleset.board.continents
        if all(owners[t] == seat for t in continent.territories)
    ]


def continent_armies(state: GameState, seat: int) -> int:
    """The armies the seat receives for the continents it holds whole."""
    board = state.ruleset.board
    return sum(board.continent(cid).bonus for cid in continents_held(state, seat))


def reinforcement(state: GameState, seat: int) -> int:
    """The armies a player receives at the start of a turn, before any set is traded."""
    return territory_armies(state, seat) + continent_armies(state, seat)


def reinforcement_parts(state: GameState, seat: int) -> dict[str, int]:
    """:func:`reinforcement` by the rule that gives each part: the territories' share,
    what the minimum adds to it, the continents' bonus."""
    share = state.owners.count(seat) // state.ruleset.territory_divisor
    return {
        "reinforce.territories": share,
        "reinforce.minimum": territory_armies(state, seat) - share,
        "reinforce.continents": continent_armies(state, seat),
    }


class TradeDuty(Enum):
    """Whether a player must trade before placing, and why: the one reading of the hand
    that both the refusal and an explanation of it come from. ``forced`` says whether a
    trade is due, ``rule`` the ID of the rule that decides it."""

    def __init__(self, key: str, rule: str, forced: bool) -> None:
        self.key = key
        self.rule = rule  # the rule that decides it
        self.forced = forced

    FULL_HAND = ("must-trade", "cards.forced-trade", True)
    SECOND_SET = ("second-set", "cards.forced-trade", True)  # second-set=compulsory
    ELIMINATION = ("elimination-trade", "elimination.trade", True)
    ELIMINATION_DONE = ("elimination-trade-done", "elimination.trade", False)
    NEVER_FORCED = ("never-forced", "risiko.trading", False)  # the ruleset forces none
    NOT_YET = ("may-trade", "cards.forced-trade", False)  # fewer cards than the limit


@implements("cards.forced-trade", "elimination.trade", "risiko.trading")
def trade_duty(state: GameState) -> TradeDuty:
    """A full hand at the start of a turn, a second set left from it where the second set
    is compulsory, or, after taking an eliminated player's cards, more than the
    elimination target: never where the ruleset has no forced trade."""
    hand = len(state.hands[state.current])
    if state.phase is Phase.ELIMINATION_TRADE:
        forced = hand > state.ruleset.elimination_trade_target
        return TradeDuty.ELIMINATION if forced else TradeDuty.ELIMINATION_DONE
    limit = state.ruleset.forced_trade_hand
    if limit is None:
        return TradeDuty.NEVER_FORCED
    if hand >= limit:
        return TradeDuty.FULL_HAND
    return TradeDuty.SECOND_SET if second_set_due(state) else TradeDuty.NOT_YET


def must_trade(state: GameState) -> bool:
    """Whether the current player has to trade a set before placing armies."""
    return trade_duty(state).forced


def second_set_due(state: GameState) -> bool:
    """With ``second-set=compulsory``: the turn began with a full hand, one set has been
    traded, and the three cards left make a set."""
    limit = state.ruleset.forced_trade_hand
    hand = state.hands[state.current]
    return (
        state.ruleset.second_set is SecondSet.COMPULSORY
        and state.phase is Phase.REINFORCE
        and state.turn_trades == 1
        and limit is not None
        and len(hand) + 3 >= limit
        and state.ruleset.is_set(cards.symbols(state, hand))
    )


@implements("reinforce.placement")
def validate_place(state: GameState, action: Place) -> None:
    require_phase(state, action, Phase.REINFORCE, Phase.ELIMINATION_TRADE)
    board = state.ruleset.board
    territory = inputs.territory(action.territory, len(board.territories), "territory")
    armies = inputs.count(action.armies, "armies")
    duty = trade_duty(state)
    if duty.forced:
        if duty is TradeDuty.SECOND_SET:
            raise IllegalAction(Code.SECOND_SET_MUST_TRADE)
        code = Code.MUST_TRADE if duty is TradeDuty.FULL_HAND else Code.ELIMINATION_MUST_TRADE
        raise IllegalAction(code, cards=len(state.hands[state.current]))
    if state.owners[territory] != state.current:
        raise IllegalAction(Code.PLACE_NOT_OWN, territory=board.territories[territory].id)
    available = state.reserves[state.current]
    if armies > available:
        raise IllegalAction(Code.PLACE_TOO_MANY, available=available, armies=armies)


def place(state: GameState, action: Place) -> GameState:
    validate_place(state, action)
    seat = state.current
    armies = list(state.armies)
    armies[action.territory] += action.armies
    reserves = list(state.reserves)
    reserves[seat] -= action.armies
    phase = Phase.ATTACK if reserves[seat] == 0 else state.phase
    return wrote(
        state, "reinforce.placement", armies=tuple(armies), reserves=tuple(reserves), phase=phase
    )
