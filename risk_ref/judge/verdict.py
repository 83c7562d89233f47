"""The judge: what the rules say about a move in a position, and about the position itself.

The verdict is the engine's own (:func:`risk_ref.engine.check`): the judge adds the
deciding rules, what would be legal instead, and what follows from a legal move. When
the position leaves territories out, the move is judged twice, with those territories
an opponent's and the player's own; if the verdicts differ the judge says it cannot
decide without them. Explanations are message keys with parameters, rendered in any
language by :mod:`risk_ref.judge.text`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction

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
from risk_ref.engine import apply, check, legal_actions
from risk_ref.errors import N_, IllegalAction, MalformedInput
from risk_ref.judge.notation import Move, describe
from risk_ref.judge.position import Position
from risk_ref.odds import MAX_ARMIES, conquest_probability, roll_outcomes
from risk_ref.rules import cards, reinforcement
from risk_ref.rules.combat import most_attack_dice, most_defence_dice
from risk_ref.state import GameState, Phase

MOST_LISTED = 8  # alternatives shown at most


@dataclass(frozen=True, slots=True)
class Note:
    """One explanation: a stable key, an English template (a catalogue message) and its
    parameters (numbers and IDs, the same in every language)."""

    key: str
    template: str
    params: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Verdict:
    move: str  # the move as judged, in the notation (IDs, English words)
    legal: bool | None  # None: the answer depends on territories the position leaves out
    rules: tuple[str, ...]  # the deciding rules
    error: IllegalAction | MalformedInput | None = None  # why it is illegal
    instead: tuple[str, ...] = ()  # moves that would be legal instead
    follows: tuple[Note, ...] = ()  # what a legal move leads to
    notes: tuple[Note, ...] = ()  # what the judge assumed


# The rules that allow each kind of move, in citing order; those of the game's ruleset are cited.
_ALLOWING: dict[type[Action], tuple[str, ...]] = {
    Attack: ("attack.adjacent", "attack.source-armies", "attack.attacker-dice"),
    Defend: ("attack.defender-dice", "risiko.defender-dice"),
    Place: ("reinforce.placement",),
    TradeCards: (
        "cards.sets",
        "risiko.tris",
        "cards.values",
        "cards.territory-bonus",
        "risiko.card-bonus",
    ),
    MoveIn: ("conquest.move-in", "conquest.garrison"),
    Fortify: ("fortify.move", "conquest.garrison"),
    EndAttack: ("attack.repeat", "cards.earn"),
    EndTurn: ("fortify.optional",),
}


def judge(position: Position, move: Move) -> Verdict:
    state = position.state
    action = _settle(state, move)
    if action is None:  # "trade" with no set to trade
        return _no_set(state, position)
    verdict = _verdict(state, action)
    notes = _unlisted_notes(position)
    if position.unlisted:
        other = _verdict(position.own_filled, _settle(position.own_filled, move) or action)
        if (other.legal, _code(other)) != (verdict.legal, _code(verdict)):
            notes += (
                Note(
                    "depends-on-unlisted",
                    N_(
                        "The answer depends on territories the position leaves out: list "
                        "every territory to decide."
                    ),
                ),
            )
            return Verdict(verdict.move, None, verdict.rules, notes=notes)
        # only what is legal whoever holds the unlisted territories
        verdict = replace(verdict, instead=tuple(m for m in verdict.instead if m in other.instead))
    return replace(verdict, notes=notes)


def _code(verdict: Verdict) -> str:
    error = verdict.error
    return error.code.code if isinstance(error, IllegalAction) else type(error).__name__


def _settle(state: GameState, move: Move) -> Action | None:
    """The action a move means here, with what the mover left open filled in."""
    action = move.action
    if isinstance(action, Attack) and move.open:
        most = max(1, most_attack_dice(state, action.source))
        return Attack(action.source, action.target, min(most, state.ruleset.max_attack_dice))
    if move.verb == "trade" and move.open:
        trades = [a for a in legal_actions(state) if isinstance(a, TradeCards)]
        return trades[0] if trades else None
    if move.verb == "end" and move.open:
        return EndTurn() if state.phase is Phase.FORTIFY else EndAttack()
    if isinstance(action, TradeCards) and move.any_wild:
        return _with_held_wilds(state, action)
    assert action is not None
    return action


def _with_held_wilds(state: GameState, action: TradeCards) -> TradeCards:
    """ "wild" in a move means a wild card the player holds, whichever of the two it is."""
    first_wild = len(state.ruleset.board.territories)
    held = [c for c in state.hands[state.current] if c >= first_wild]
    named = [c for c in action.cards if c >= first_wild]
    if sorted(named) == sorted(held[: len(named)]) or len(held) < len(named):
        return action
    swap = dict(zip(sorted(named), held, strict=False))
    picked = tuple(swap.get(c, c) for c in action.cards)
    return TradeCards((picked[0], picked[1], picked[2]), action.bonus_territory)


def _verdict(state: GameState, action: Action) -> Verdict:
    board = state.ruleset.board
    text = describe(action, board)
    try:
        check(state, action)
    except IllegalAction as error:
        return Verdict(text, False, (error.rule,), error, _instead(state, action))
    except MalformedInput as error:
        return Verdict(text, False, (), error, _instead(state, action))
    rules = tuple(r for r in _ALLOWING[type(action)] if r in state.ruleset.rules)
    return Verdict(text, True, rules, follows=_follows(state, action))


def _no_set(state: GameState, position: Position) -> Verdict:
    hand = len(state.hands[state.current])
    rule = "risiko.tris" if state.ruleset.fixed_set_values else "cards.sets"
    note = Note(
        "no-set",
        N_("No three of the {cards} cards held make a set."),
        {"cards": hand},
    )
    return Verdict("trade", False, (rule,), notes=(note, *_unlisted_notes(position)))


def _unlisted_notes(position: Position) -> tuple[Note, ...]:
    notes: list[Note] = []
    if position.unlisted:
        notes.append(
            Note(
                "unlisted",
                N_(
                    "{count} territories are not listed; they were taken as an opponent's "
                    "with 1 army each, and again as the player's own."
                ),
                {"count": len(position.unlisted)},
            )
        )
    state = position.state
    if state.phase is Phase.REINFORCE and not position.reserve_given:
        notes.append(
            Note(
                "reserve-computed",
                N_("Armies to place: not given, so taken as this turn's reinforcement, {armies}."),
                {"armies": state.reserves[state.current]},
            )
        )
    return tuple(notes)


# --- what would be legal instead -----------------------------------------------------------


def _instead(state: GameState, action: Action) -> tuple[str, ...]:
    legal = legal_actions(state)
    same = [a for a in legal if type(a) is type(action)]
    related = [a for a in same if _shares_place(a, action)] or same
    if not related:  # another kind of move altogether: what the phase allows
        kinds: dict[type[Action], Action] = {}
        for candidate in legal:
            kinds.setdefault(type(candidate), candidate)
        return tuple(describe(a, state.ruleset.board) for a in kinds.values())[:MOST_LISTED]
    return tuple(describe(a, state.ruleset.board) for a in _most_of_each(related))[:MOST_LISTED]


def _shares_place(candidate: Action, action: Action) -> bool:
    """Whether a legal move starts or ends where the judged one does."""
    if isinstance(candidate, Attack | Fortify) and isinstance(action, Attack | Fortify):
        return candidate.source == action.source or candidate.target == action.target
    if isinstance(candidate, Place) and isinstance(action, Place):
        return candidate.territory == action.territory
    return True


def _most_of_each(actions: Iterable[Action]) -> list[Action]:
    """Of moves that differ only in a count, the largest (the most dice, all armies)."""
    best: dict[object, Action] = {}
    for action in actions:
        if isinstance(action, Attack):
            key: object = ("attack", action.source, action.target)
        elif isinstance(action, Fortify):
            key = ("fortify", action.source, action.target)
        elif isinstance(action, Place):
            key = ("place", action.territory)
        elif isinstance(action, MoveIn | Defend):
            key = type(action)
        else:
            key = action
        best[key] = action  # legal_actions lists counts in ascending order
    return list(best.values())


# --- what follows from a legal move ---------------------------------------------------------


def _follows(state: GameState, action: Action) -> tuple[Note, ...]:
    if isinstance(action, Attack):
        return _attack_odds(state, action)
    if isinstance(action, TradeCards):
        after = apply(state, action)
        placed = sum(after.armies) - sum(state.armies)
        gained = _trade_gain(state, action) - placed
        return (
            Note(
                "trade-armies",
                N_("The trade gives {armies} armies to place, and {bonus} placed at once."),
                {"armies": gained, "bonus": placed},
            ),
        )
    if isinstance(action, Place):
        left = state.reserves[state.current] - action.armies
        return (Note("armies-left", N_("{armies} armies are left to place."), {"armies": left}),)
    if isinstance(action, EndAttack) and cards.earns_card(state):
        return (Note("card-earned", N_("A conquest this turn: the player draws one card.")),)
    if isinstance(action, Fortify | EndTurn):
        return (Note("turn-ends", N_("The turn ends.")),)
    return ()


def _attack_odds(state: GameState, attack: Attack) -> tuple[Note, ...]:
    """The exact odds of this roll against the most dice the defender may roll, and of
    taking the territory by attacking on to the end."""
    defence = most_defence_dice(state, attack.target)
    outcomes = roll_outcomes(attack.dice, defence)
    win = sum((p for (lost_a, _), p in outcomes.items() if lost_a == 0), Fraction(0))
    lose = sum((p for (_, lost_d), p in outcomes.items() if lost_d == 0), Fraction(0))
    attackers, defenders = state.armies[attack.source], state.armies[attack.target]
    roll = Note(
        "roll-odds",
        N_(
            "{dice} dice against {defence}: only the defender loses armies in {win} of "
            "rolls, only the attacker in {lose}, each side in {both}."
        ),
        {
            "dice": attack.dice,
            "defence": defence,
            "win": _percent(win),
            "lose": _percent(lose),
            "both": _percent(1 - win - lose),
        },
    )
    if max(attackers, defenders) > MAX_ARMIES:  # beyond what the odds are computed for
        return (roll,)
    conquest = conquest_probability(attackers, defenders, state.ruleset)
    return (
        roll,
        Note(
            "conquest-odds",
            N_(
                "Attacking on to the end with the most dice, {attackers} armies take a "
                "territory of {defenders} with probability {chance}."
            ),
            {"attackers": attackers, "defenders": defenders, "chance": _percent(conquest)},
        ),
    )


def _percent(probability: float | Fraction) -> str:
    """A percentage with its sign: a message holding "%" would read as a C format."""
    return f"{100 * float(probability):.1f}%"


# --- questions about a position ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Answers:
    reinforcement: tuple[Note, ...]  # how many armies this turn, and why
    must_trade: Note
    attacks: tuple[str, ...]  # every attack possible now (most dice)
    fortifications: tuple[str, ...]  # every fortifying move possible (most armies)
    notes: tuple[Note, ...]


def questions(position: Position) -> Answers:
    state = position.state
    seat = state.current
    ruleset = state.ruleset
    held = state.owners.count(seat)
    lines = [
        Note(
            "territories",
            N_(
                "{held} territories: {held} divided by {divisor} makes {quotient}, and a turn "
                "gives at least {least}: {armies} armies."
            ),
            {
                "held": held,
                "divisor": ruleset.territory_divisor,
                "quotient": held // ruleset.territory_divisor,
                "least": ruleset.min_reinforcement,
                "armies": reinforcement.territory_armies(state, seat),
            },
        )
    ]
    board = ruleset.board
    for continent in reinforcement.continents_held(state, seat):
        bonus = board.continent(continent).bonus
        lines.append(
            Note(
                "continent",
                N_("{continent}: {bonus} armies."),
                {"continent": continent, "bonus": bonus},
            )
        )
    total = reinforcement.reinforcement(state, seat)
    lines.append(Note("total", N_("In all: {armies} armies, before any set."), {"armies": total}))
    reinforcing = _reinforcing(state)
    trades = [a for a in legal_actions(reinforcing) if isinstance(a, TradeCards)]
    if trades:
        gains = [_trade_gain(reinforcing, trade) for trade in trades]
        lines.append(
            Note(
                "sets",
                N_("A set traded now would add up to {armies} armies, bonus included."),
                {"armies": max(gains)},
            )
        )
    notes = list(_unlisted_notes(position))
    if position.unlisted:
        own = position.own_filled
        if reinforcement.reinforcement(own, seat) != total:
            notes.append(
                Note(
                    "reinforcement-depends",
                    N_(
                        "The armies depend on territories the position leaves out: list "
                        "every territory of the player to count them."
                    ),
                )
            )
    return Answers(
        tuple(lines),
        _must_trade(state, len(trades)),
        _possible(position, Attack, Phase.ATTACK),
        _possible(position, Fortify, Phase.FORTIFY),
        tuple(notes),
    )


def _possible(position: Position, kind: type[Action], phase: Phase) -> tuple[str, ...]:
    """The moves of one kind the player could make in ``phase`` this turn, as things stand,
    whoever holds the territories the position leaves out."""
    found = []
    for state in (position.state, position.own_filled):
        board = state.ruleset.board
        moves = legal_actions(state._replace(phase=phase, battle=None))
        found.append(
            [describe(a, board) for a in _most_of_each(m for m in moves if isinstance(m, kind))]
        )
    return tuple(move for move in found[0] if move in found[1])


def _trade_gain(state: GameState, trade: TradeCards) -> int:
    """The armies a trade brings: to place, and placed at once on a territory shown."""
    after = apply(state, trade)
    return sum(after.reserves) - sum(state.reserves) + sum(after.armies) - sum(state.armies)


def _reinforcing(state: GameState) -> GameState:
    return state._replace(phase=Phase.REINFORCE, battle=None)


def _must_trade(state: GameState, sets: int) -> Note:
    hand = len(state.hands[state.current])
    limit = state.ruleset.forced_trade_hand
    if reinforcement.second_set_due(state):
        return Note(
            "second-set",
            N_(
                "Yes: the turn began with six cards and the three left make a set; with "
                "second-set=compulsory it is traded too."
            ),
            {},
        )
    if limit is not None and hand >= limit:
        return Note(
            "must-trade",
            N_("Yes: with {cards} cards a set must be traded before placing ({limit} or more)."),
            {"cards": hand, "limit": limit},
        )
    if limit is None:
        return Note(
            "never-forced",
            N_("No: in this ruleset a trade is never compulsory ({sets} sets could be traded)."),
            {"sets": sets},
        )
    return Note(
        "may-trade",
        N_("No: {cards} cards, fewer than {limit} ({sets} sets could be traded)."),
        {"cards": hand, "limit": limit, "sets": sets},
    )
