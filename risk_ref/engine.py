"""The engine's public face: start a game, list and check actions, apply them, read the outcome.

``apply`` validates every action (a reference engine never trusts its caller), returns a
new state and leaves the old one untouched. Actions that involve chance take the outcome
as an argument: ``chance_needed`` tells which kind, :mod:`risk_ref.chance` samples one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Concatenate, NamedTuple, ParamSpec, TypeVar, cast

from risk_ref.actions import (
    Action,
    Attack,
    BattleRoll,
    CardDraw,
    Chance,
    Claim,
    Deal,
    DealTerritories,
    Defend,
    DiceRoll,
    EndAttack,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    PlaceSetup,
    RollForFirst,
    TradeCards,
)
from risk_ref.errors import MalformedInput, RiskError, excerpt
from risk_ref.rules import attack, cards, conquest, fortify, reinforce, setup, turn

# What the rules answer about a position, for the edges (a bot, the judge, the kit, the
# book): rules/ is this module's own, so an edge asks here and never computes a rule twice.
from risk_ref.rules.attack import losses, most_attack_dice, most_defence_dice
from risk_ref.rules.cards import bonus_choices, draw_rule, earns_card, sets_held, symbols
from risk_ref.rules.inputs import MAX_DIGITS
from risk_ref.rules.inputs import names as check_names
from risk_ref.rules.missions import FALLBACK, MISSIONS, Mission, MissionKind, completed
from risk_ref.rules.missions import effective as effective_mission
from risk_ref.rules.reinforce import (
    TradeDuty,
    continent_armies,
    continents_held,
    must_trade,
    reinforcement,
    reinforcement_parts,
    second_set_due,
    territory_armies,
    trade_duty,
)
from risk_ref.rules.setup import check_player_count, deal_piles, deal_rule, setup_step
from risk_ref.rules.victory import end_on_mission, winner, winning_rule
from risk_ref.ruleset import CLASSIC, Ruleset
from risk_ref.state import NEUTRAL, UNCLAIMED, GameState, Phase


def new_game(players: Sequence[str], ruleset: Ruleset = CLASSIC) -> GameState:
    """A new game between these players, named in seating order, under a ruleset (the
    classic rules by default). Nothing is decided yet: the first action is
    :class:`RollForFirst`. Raises IllegalAction for a number of players the ruleset does
    not allow, MalformedInput for names that are empty or repeated."""
    return setup.new_game(players, ruleset)


def acting_seat(state: GameState) -> int | None:
    """The seat whose decision the game waits for: the current player's, but the
    defender's while an attack waits for the defence (``Phase.DEFEND``); None while only
    the dice decide, as when rolling for the first turn or dealing the territories."""
    return turn.acting_seat(state)


def chance_needed(state: GameState, action: Action) -> type[Chance] | None:
    """The kind of chance outcome ``apply`` needs with this action (:class:`DiceRoll`,
    :class:`Deal`, :class:`BattleRoll` or :class:`CardDraw`), or None for an action that
    takes none: the caller rolls the dice or draws the card, then applies both."""
    kind = type(action)
    if kind is Defend:
        return BattleRoll
    if kind is RollForFirst:
        return DiceRoll
    if kind is DealTerritories:
        return Deal
    if kind is EndAttack and state.phase is Phase.ATTACK and earns_card(state):
        return CardDraw
    return None


_NO_CHANCE = type(None)
_ANY_CHANCE = object  # the performer itself tells which outcome, if any, it needs
_A = TypeVar("_A", bound=Action)
_P = ParamSpec("_P")


class _Rule(NamedTuple):
    """How the engine handles one kind of action: ``perform`` validates and applies it,
    taking the chance outcome as a third argument where there is one."""

    validate: Callable[[GameState, Action], object]
    perform: Callable[..., GameState]  # (state, action), then the outcome if ``chance`` says
    chance: type  # the kind of chance outcome it takes: NoneType for none
    adds_armies: bool  # it may complete a mission, of anyone at the table


_RULES: dict[type, _Rule] = {}


def _register(
    kind: type[_A],
    validate: Callable[[GameState, _A], object],
    perform: Callable[Concatenate[GameState, _A, _P], GameState],
    chance: type = _NO_CHANCE,
    adds_armies: bool = False,
) -> None:
    """Hand one kind of action to its rule. Typed so that the rule takes that kind; the
    table then forgets the kind, since it only ever passes a rule an action of its own."""
    if adds_armies:
        performer = perform

        def checking_missions(
            state: GameState, action: _A, /, *args: _P.args, **kwargs: _P.kwargs
        ) -> GameState:
            return end_on_mission(performer(state, action, *args, **kwargs))

        perform = checking_missions
    erased = cast(Callable[[GameState, Action], object], validate)
    _RULES[kind] = _Rule(erased, perform, chance, adds_armies)


_register(RollForFirst, setup.validate_roll_for_first, setup.roll_for_first, DiceRoll)
_register(DealTerritories, setup.validate_deal, setup.deal, Deal)
_register(Claim, setup.validate_claim, setup.claim)
_register(PlaceSetup, setup.validate_place_setup, setup.place_setup, adds_armies=True)
_register(TradeCards, cards.validate_trade, cards.trade, adds_armies=True)
_register(Place, reinforce.validate_place, reinforce.place, adds_armies=True)
_register(Attack, attack.validate_attack, attack.attack)
_register(Defend, attack.validate_defend, attack.defend, BattleRoll)
_register(MoveIn, conquest.validate_move_in, conquest.move_in)
_register(EndAttack, cards.validate_end_attack, cards.end_attack, _ANY_CHANCE)
_register(Fortify, fortify.validate_fortify, fortify.fortify, adds_armies=True)
_register(EndTurn, fortify.validate_end_turn, fortify.skip_fortify)


def apply(state: GameState, action: Action, chance: Chance | None = None) -> GameState:
    """The state after ``action``, with the chance outcome it needs (see
    :func:`chance_needed`). Raises IllegalAction for an action the rules forbid, or
    MalformedInput for one that is not well-formed; either way ``state`` is unchanged,
    as every state is a value."""
    # The hottest path of a game: one lookup, one check of the outcome's kind, one call
    # to the rule, which validates everything before it builds anything.
    try:
        rule = _RULES[type(action)]
    except KeyError:
        raise MalformedInput("action", f"not an action: {excerpt(action)}") from None
    perform, kind = rule.perform, rule.chance
    if type(chance) is kind:
        return perform(state, action) if chance is None else perform(state, action, chance)
    if kind is _ANY_CHANCE:
        return perform(state, action, chance)
    name = type(action).__name__
    if kind is _NO_CHANCE:
        raise MalformedInput("chance", f"{name} takes no chance outcome")
    check(state, action)  # an illegal decision is reported before a wrong outcome
    raise MalformedInput("chance", f"{name} needs a {kind.__name__}, got {excerpt(chance)}")


def check(state: GameState, action: Action) -> None:
    """Raise the error ``apply`` would raise for this decision, chance aside: a decision
    can be refused before any die is rolled."""
    try:
        validate = _RULES[type(action)].validate
    except KeyError:
        raise MalformedInput("action", f"not an action: {excerpt(action)}") from None
    validate(state, action)


def is_legal(state: GameState, action: Action) -> bool:
    """Whether the rules allow this decision now: :func:`check` without the error."""
    try:
        check(state, action)
    except RiskError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Choice:
    """Legal actions that differ only in a count, listed once: ``action`` with the fewest
    armies or dice, and ``most``, the largest count the rules allow; every count between
    is legal too. ``most`` is None for an action without a count to choose."""

    action: Action
    most: int | None = None

    @property
    def largest(self) -> Action:
        """The action with the largest count (the most dice, all the armies it may)."""
        if self.most is None:
            return self.action
        kind, fixed, _ = _counting(self.action)
        return kind(*fixed, self.most)

    def actions(self) -> list[Action]:
        """Every action of the choice, counts ascending."""
        if self.most is None:
            return [self.action]
        kind, fixed, least = _counting(self.action)
        return [kind(*fixed, n) for n in range(least, self.most + 1)]


def _counting(action: Action) -> tuple[Callable[..., Action], list[object], int]:
    """An action that counts as its kind, its other fields and its count (the last field,
    in every kind that has one), to build it again with another count."""
    *fixed, count = (getattr(action, field) for field in action.__dataclass_fields__)
    return type(action), fixed, count


def legal_choices(state: GameState) -> list[Choice]:
    """Every legal action as :func:`legal_actions` lists them, but those that differ only
    in a count listed once, as a range (:class:`Choice`): as long as the board, however
    many armies the position holds."""
    phase = state.phase
    seat = state.current
    owners = state.owners
    size = len(owners)
    if phase is Phase.ROLL_FOR_FIRST:
        return [Choice(RollForFirst())]
    if phase is Phase.DEAL:
        return [Choice(DealTerritories())]
    if phase is Phase.CLAIM:
        return [Choice(Claim(t)) for t in range(size) if owners[t] == UNCLAIMED]
    if phase is Phase.SETUP:
        wanted = seat if setup_step(state) == "own" else NEUTRAL
        return [Choice(PlaceSetup(t)) for t in range(size) if owners[t] == wanted]
    if phase in (Phase.REINFORCE, Phase.ELIMINATION_TRADE):
        return [Choice(trade) for trade in _trades(state)] + _placements(state)
    if phase is Phase.ATTACK:
        attacks = [
            Choice(Attack(s, t, 1), most_attack_dice(state, s))
            for s in range(size)
            if owners[s] == seat and state.armies[s] > 1
            for t in sorted(state.ruleset.board.neighbours[s])
            if owners[t] != seat
        ]
        return [*attacks, Choice(EndAttack())]
    if phase is Phase.DEFEND:
        assert state.battle is not None
        return [Choice(Defend(1), most_defence_dice(state, state.battle.target))]
    if phase is Phase.MOVE_IN:
        least, most = conquest.move_in_range(state)
        return [Choice(MoveIn(least), most)] if least <= most else []
    if phase is Phase.FORTIFY:
        moves = [
            Choice(Fortify(s, t, 1), state.armies[s] - 1)
            for s in range(size)
            if owners[s] == seat and state.armies[s] > 1
            for t in sorted(fortify.reachable(state, s))
        ]
        return [*moves, Choice(EndTurn())]
    return []


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action, in this order: by phase, then territories and cards by index,
    then counts ascending; finishing actions (EndAttack, EndTurn) come last. One action
    per count: where a position holds many armies, :func:`legal_choices` lists them as
    ranges instead."""
    return [action for choice in legal_choices(state) for action in choice.actions()]


def _trades(state: GameState) -> list[Action]:
    if state.phase is Phase.ELIMINATION_TRADE and not must_trade(state):
        return []
    return [
        TradeCards(trio, bonus)
        for trio in sets_held(state)
        for bonus in bonus_choices(state, trio) or (None,)
    ]


def _placements(state: GameState) -> list[Choice]:
    if must_trade(state):
        return []
    seat = state.current
    available = state.reserves[seat]
    if not available:
        return []
    return [
        Choice(Place(t, 1), available) for t in range(len(state.owners)) if state.owners[t] == seat
    ]


class Termination(Enum):
    """How a game was won: ``WORLD_DOMINATION``, one player holds every territory;
    ``LAST_OPPONENT_ELIMINATED``, in the two-player game with a neutral, the opponent is
    out; ``MISSION``, a player completed their secret mission."""

    WORLD_DOMINATION = "world-domination"  # one player holds every territory
    LAST_OPPONENT_ELIMINATED = "last-opponent-eliminated"  # two-player game with a neutral
    MISSION = "mission"  # a player completed their secret mission


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the winner's name, how the game was won, and, for a mission,
    the ID of the mission completed."""

    winner: str
    termination: Termination
    mission: str | None = None  # the mission completed, for Termination.MISSION


def outcome(state: GameState) -> Outcome | None:
    """How the game ended, or None while it goes on (any phase but ``Phase.GAME_OVER``)."""
    if state.phase is not Phase.GAME_OVER:
        return None
    seat = winner(state)
    assert seat is not None
    name = state.players[seat]
    if state.owners.count(seat) == len(state.owners):
        return Outcome(name, Termination.WORLD_DOMINATION)
    if completed(state, seat):
        return Outcome(name, Termination.MISSION, state.missions[seat])
    return Outcome(name, Termination.LAST_OPPONENT_ELIMINATED)


__all__ = [
    "FALLBACK",
    "MAX_DIGITS",
    "MISSIONS",
    "Choice",
    "Mission",
    "MissionKind",
    "Outcome",
    "Termination",
    "TradeDuty",
    "acting_seat",
    "apply",
    "bonus_choices",
    "chance_needed",
    "check",
    "check_names",
    "check_player_count",
    "completed",
    "continent_armies",
    "continents_held",
    "deal_piles",
    "deal_rule",
    "draw_rule",
    "earns_card",
    "effective_mission",
    "is_legal",
    "legal_actions",
    "legal_choices",
    "losses",
    "most_attack_dice",
    "most_defence_dice",
    "must_trade",
    "new_game",
    "outcome",
    "reinforcement",
    "reinforcement_parts",
    "second_set_due",
    "sets_held",
    "setup_step",
    "symbols",
    "territory_armies",
    "trade_duty",
    "winner",
    "winning_rule",
]
