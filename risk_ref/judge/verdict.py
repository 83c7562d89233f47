"""The judge: what the rules say about a move in a position, and about the position itself.

The verdict is the engine's own (:func:`risk_ref.engine.check`): the judge adds the
deciding rules, what would be legal instead, and what follows from a legal move. When
the position leaves territories out, the move is judged twice, with those territories
an opponent's and the player's own; if the verdicts differ the judge says it cannot
decide without them. Explanations are message keys with parameters, rendered in any
language by :mod:`risk_ref.judge.text`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction

from risk_ref.actions import (
    Action,
    Attack,
    BattleRoll,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    TradeCards,
)
from risk_ref.document import NEUTRAL_NAME
from risk_ref.engine import (
    TradeDuty,
    acting_seat,
    apply,
    bonus_choices,
    check,
    continents_held,
    earns_card,
    legal_choices,
    most_attack_dice,
    most_defence_dice,
    reinforcement,
    sets_held,
    territory_armies,
    trade_duty,
    winner,
    winning_rule,
)
from risk_ref.errors import N_, NP_, Code, IllegalAction, MalformedInput, Percent, Plural
from risk_ref.judge.notation import Move, describe
from risk_ref.judge.position import Position
from risk_ref.odds import MAX_ARMIES, conquest_probability, roll_outcomes
from risk_ref.state import NEUTRAL, GameState, Phase

MOST_LISTED = 8  # alternatives shown at most
# what a verdict costs at most, whatever the numbers in the position (tests/test_bounds.py)
WITHIN_SECONDS, WITHIN_MEGABYTES = 2, 200


@dataclass(frozen=True, slots=True)
class Note:
    """One explanation: a stable key, an English template (a catalogue message) and its
    parameters (numbers and IDs, the same in every language)."""

    key: str
    template: str | Plural  # a Plural follows its count, as the language's rule says
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
    reason: Note | None = None  # why, where the engine's error does not say it


# The rules that allow each kind of move, in citing order; those of the game's ruleset are cited.
_ALLOWING: dict[type[Action], tuple[str, ...]] = {
    Attack: ("attack.adjacent", "attack.source-armies", "attack.attacker-dice", "attack.compare"),
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
    if position.fortified:
        text = move.verb if action is None else describe(action, state.ruleset.board)
        return Verdict(text, False, ("fortify.move",), reason=_TURN_OVER)
    if action is None:  # "trade" with no set to trade
        return _no_set(state, position)
    if position.acting is not None and (wrong := _wrong_actor(position, action)):
        return wrong
    if isinstance(action, Fortify | EndTurn) and state.phase is Phase.ATTACK:
        return _from_attack(position, move, action)
    verdict = _with_actor(position, _judged(position, state, action))
    if move.any_wild:  # the move named "a wild card": so does the answer
        verdict = replace(verdict, move=re.sub(r"\bwild-\d+\b", "wild", verdict.move))
    if isinstance(action, EndAttack) and verdict.legal and (position.conquests or 0) > 1:
        verdict = replace(verdict, follows=(*verdict.follows, _one_card(position)))
    notes = _implied_notes(position) + _unlisted_notes(position)
    if position.unlisted:
        filled = position.own_filled
        other = _judged(position, filled, _settle(filled, move) or action)
        if (other.legal, _code(other)) != (verdict.legal, _code(verdict)):
            priced = _bonus_depends(position, action, verdict, other)
            if priced is not None:
                return replace(priced, notes=notes)
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


_BONUS_CODES = {Code.BONUS_TERRITORY_MISSING.code, Code.BONUS_TERRITORY_WRONG.code}


def _bonus_depends(
    position: Position, action: Action, verdict: Verdict, other: Verdict
) -> Verdict | None:
    """A trade legal in one filling and refused in the other only over the card bonus: the
    set is legal, and only the bonus depends on who holds the territories left out."""
    codes = {_code(v) for v in (verdict, other) if not v.legal}
    legal = verdict if verdict.legal else other
    if not isinstance(action, TradeCards) or not legal.legal or not codes <= _BONUS_CODES:
        return None
    shown = bonus_choices(position.own_filled, action.cards)
    board = position.state.ruleset.board
    unlisted = [board.territories[t].id for t in shown if t in position.unlisted]
    note = Note(
        "bonus-depends",
        N_(
            "The card bonus depends on territories the position leaves out: it goes to "
            "one of {territories} if the player holds it, named with bonus."
        ),
        {"territories": unlisted},
    )
    return replace(legal, follows=(*legal.follows, note))


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
        trades = [c.action for c in legal_choices(state) if isinstance(c.action, TradeCards)]
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
        return Verdict(text, False, _deciding(state, error), error, _instead(state, action))
    except MalformedInput as error:
        count = _COUNT_RULES.get(type(action)) if error.field in ("armies", "dice") else None
        rules = _held(state, (count,)) if count else ()
        return Verdict(text, False, rules, error, _instead(state, action))
    rules = _held(state, (*_leading(state, action), *_ALLOWING[type(action)]))
    if isinstance(action, Attack) and state.owners[action.target] == NEUTRAL:
        rules += _held(state, ("two-player.neutral",))
    return Verdict(text, True, tuple(dict.fromkeys(rules)), follows=_follows(state, action))


def _leading(state: GameState, action: Action) -> tuple[str, ...]:
    """The rule a conquest this turn puts first: attacking again, or the card it earns."""
    if not state.conquered:
        return ()
    if isinstance(action, Attack):
        return ("attack.repeat",)
    return ("cards.earn",) if isinstance(action, EndAttack) else ()


_TURN_OVER = Note(
    "turn-over",
    N_("The fortifying move ended the turn: nothing more is played until the next turn."),
)


def _one_card(position: Position) -> Note:
    return Note(
        "one-card",
        N_("One card for the turn, however many territories were conquered ({conquests})."),
        {"conquests": position.conquests},
    )


def _against_neutral(state: GameState) -> bool:
    battle = state.battle
    return (
        state.phase is Phase.DEFEND
        and battle is not None
        and state.owners[battle.target] == NEUTRAL
    )


def _wrong_actor(position: Position, action: Action) -> Verdict | None:
    """A move made by someone other than the one whose move it is: the neutral never
    makes one, and the other player rolls its defence."""
    state = position.state
    seat = acting_seat(state)
    player = "" if seat is None else state.players[seat]
    if position.acting == player:
        return None
    text = describe(action, state.ruleset.board)
    neutral = _against_neutral(state)
    if position.acting == NEUTRAL_NAME:
        rule = "two-player.neutral-defence" if neutral else "two-player.neutral"
        reason = Note(
            "neutral-never-acts",
            N_("The neutral never makes a move itself: {player} makes this one."),
            {"player": player},
        )
        return Verdict(text, False, (rule,), reason=reason)
    reason = Note(
        "not-acting",
        N_("{acting} does not make this move: {player} does."),
        {"acting": position.acting, "player": player},
    )
    rule = "two-player.neutral-defence" if neutral else "turn.sequence"
    return Verdict(text, False, (rule,), reason=reason)


def _with_actor(position: Position, verdict: Verdict) -> Verdict:
    """The rule that says who rolls for the neutral, when a table asks."""
    if verdict.legal and position.acting is not None and _against_neutral(position.state):
        return replace(verdict, rules=("two-player.neutral-defence", *verdict.rules))
    return verdict


# The rule a malformed count (0 armies, 0 dice) breaks, by the kind of move.
_COUNT_RULES: dict[type[Action], str] = {
    Attack: "attack.attacker-dice",
    Defend: "attack.defender-dice",
    Place: "reinforce.placement",
    MoveIn: "conquest.move-in",
    Fortify: "fortify.move",
}


def _judged(position: Position, state: GameState, action: Action) -> Verdict:
    """The verdict in one filling of the position: with the dice, where the table gives them."""
    if isinstance(action, Defend) and position.roll is not None:
        return _rolled(state, action, position.roll)
    return _verdict(state, action)


def _rolled(state: GameState, action: Defend, roll: BattleRoll) -> Verdict:
    """A defence with the dice the table rolled: the verdict and the armies lost."""
    verdict = _verdict(state, action)
    battle = state.battle
    if not verdict.legal or battle is None:
        return verdict
    for side, dice, announced in (
        ("attacker", roll.attacker, battle.dice),
        ("defender", roll.defender, action.dice),
    ):
        if len(dice) != announced:
            problem = MalformedInput(
                f"roll.{side}", f"{len(dice)} dice rolled, but {announced} announced"
            )
            return Verdict(verdict.move, False, ("attack.compare",), problem)
    after = apply(state, action, roll)
    lost = Note(
        "losses",
        N_(
            "The attacker loses {attacker} and the defender {defender}: the highest dice "
            "are compared in pairs, and a tie goes to the defender."
        ),
        {
            "attacker": state.armies[battle.source] - after.armies[battle.source],
            "defender": state.armies[battle.target] - after.armies[battle.target],
        },
    )
    follows = [lost]
    if after.phase is Phase.MOVE_IN:
        follows.append(Note("conquered", N_("The territory is conquered: the attacker moves in.")))
    return replace(verdict, rules=("attack.compare", *verdict.rules), follows=tuple(follows))


def _deciding(state: GameState, error: IllegalAction) -> tuple[str, ...]:
    """The rule that decides a refusal, then the engine's if it is another: a won game is
    over by the rule that won it; the attacks pause for a trade an elimination forces."""
    if error.code is Code.GAME_OVER:
        return (winning_rule(state) or error.rule,)
    if state.phase is Phase.ELIMINATION_TRADE and error.code is Code.WRONG_PHASE:
        return ("elimination.trade", error.rule)
    if state.phase is Phase.MOVE_IN and not error.rule.startswith("conquest."):
        return ("conquest.move-in", error.rule)  # nothing else until the armies move in
    if error.code is Code.TRADE_TOO_LATE and _elimination_cards_wait(state):
        return ("elimination.wait", error.rule)
    return (error.rule,)


def _elimination_cards_wait(state: GameState) -> bool:
    """Whether the hand is one only an elimination gives after the reinforcement step: a
    full hand in the attacks, or one more once the card of the turn is drawn."""
    forced = state.ruleset.forced_trade_hand
    if forced is None or state.phase not in (Phase.ATTACK, Phase.FORTIFY):
        return False
    drawn = 1 if state.phase is Phase.FORTIFY else 0
    return len(state.hands[state.current]) >= forced + drawn


def _from_attack(position: Position, move: Move, action: Fortify | EndTurn) -> Verdict:
    """A fortifying move, or the end of the turn, asked in the attack step: legal if
    ending the attacks, which is allowed at any time, lets it be made."""
    fortifying = replace(
        position,
        state=position.state._replace(phase=Phase.FORTIFY),
        own_filled=position.own_filled._replace(phase=Phase.FORTIFY),
    )
    verdict = judge(fortifying, replace(move, action=action, open=False))
    if verdict.legal is not True:
        return verdict
    reason = Note(
        "end-attacks-first",
        N_("The attacks end first: they may be ended at any time, even before any attack."),
    )
    return replace(verdict, rules=("attack.repeat", *verdict.rules), reason=reason)


def _implied_notes(position: Position) -> tuple[Note, ...]:
    state = position.state
    if position.implied is Phase.GAME_OVER:
        player: dict[str, object] = {"player": _winner_name(state)}
        return (Note("game-over", N_("{player} has won: the game is over."), player),)
    if position.implied is Phase.ELIMINATION_TRADE:
        text = N_(
            "With {cards} cards after an elimination, the attacks pause until sets are "
            "traded down to {target} or fewer."
        )
        return (Note("elimination-trade-now", text, _trade_params(state)),)
    return ()


def _winner_name(state: GameState) -> str:
    won = winner(state)
    return "" if won is None else state.players[won]


def _trade_params(state: GameState) -> dict[str, object]:
    """The cards held, and how few an elimination's trade brings them down to."""
    target = state.ruleset.elimination_trade_target
    return {"cards": len(state.hands[state.current]), "target": target}


def _no_set(state: GameState, position: Position) -> Verdict:
    """A bare "trade" with no legal trade: the engine's reason for a set held, if any."""
    for trio in sets_held(state):
        verdict = _verdict(state, TradeCards(trio))
        notes = _implied_notes(position) + _unlisted_notes(position)
        return replace(verdict, move="trade", notes=notes)
    hand = len(state.hands[state.current])
    rule = state.ruleset.refusal(Code.NOT_A_TRIS, Code.NOT_A_SET).rule  # as the engine refuses
    reason = Note(
        "no-set",
        NP_(
            "Only {cards} card is held: no set.",
            "No three of the {cards} cards held make a set.",
            "cards",
        ),
        {"cards": hand},
    )
    notes = _implied_notes(position) + _unlisted_notes(position)
    return Verdict("trade", False, (rule,), notes=notes, reason=reason)


def _unlisted_notes(position: Position) -> tuple[Note, ...]:
    notes: list[Note] = []
    if position.unlisted:
        notes.append(
            Note(
                "unlisted",
                NP_(
                    "{count} territory is not listed; it was taken as an opponent's with 1 "
                    "army, and again as the player's own.",
                    "{count} territories are not listed; they were taken as an opponent's "
                    "with 1 army each, and again as the player's own.",
                    "count",
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
    """Legal moves like the judged one, each with its largest count (the most dice, all
    the armies it may): one per place, however many armies the position holds."""
    legal = legal_choices(state)
    same = [c for c in legal if type(c.action) is type(action)]
    related = [c for c in same if _shares_place(c.action, action)] or same
    if not related:  # another kind of move altogether: what the phase allows
        kinds: dict[type[Action], Action] = {}
        for candidate in legal:
            kinds.setdefault(type(candidate.action), candidate.action)
        return tuple(describe(a, state.ruleset.board) for a in kinds.values())[:MOST_LISTED]
    board = state.ruleset.board
    return tuple(describe(c.largest, board) for c in related)[:MOST_LISTED]


def _shares_place(candidate: Action, action: Action) -> bool:
    """Whether a legal move starts or ends where the judged one does."""
    if isinstance(candidate, Attack | Fortify) and isinstance(action, Attack | Fortify):
        return candidate.source == action.source or candidate.target == action.target
    if isinstance(candidate, Place) and isinstance(action, Place):
        return candidate.territory == action.territory
    return True


# --- what follows from a legal move ---------------------------------------------------------


def _follows(state: GameState, action: Action) -> tuple[Note, ...]:
    if isinstance(action, Attack):
        return _attack_odds(state, action)
    if isinstance(action, TradeCards):
        after = apply(state, action)
        placed = sum(after.armies) - sum(state.armies)
        gained = _trade_gain(state, action) - placed
        notes = [
            Note(
                "trade-armies",
                NP_(
                    "The trade gives {armies} army to place.",
                    "The trade gives {armies} armies to place.",
                    "armies",
                ),
                {"armies": gained},
            )
        ]
        if placed:
            notes.append(
                Note(
                    "trade-bonus",
                    NP_(
                        "{bonus} more army goes at once onto a territory shown on a card.",
                        "{bonus} more armies go at once onto a territory shown on a card.",
                        "bonus",
                    ),
                    {"bonus": placed},
                )
            )
        return tuple(notes)
    if isinstance(action, Place):
        left = state.reserves[state.current] - action.armies
        text = NP_(
            "{armies} army is left to place.", "{armies} armies are left to place.", "armies"
        )
        return (Note("armies-left", text, {"armies": left}),)
    if isinstance(action, MoveIn):
        return _after_move_in(apply(state, action))
    if isinstance(action, EndAttack) and earns_card(state):
        return (Note("card-earned", N_("A conquest this turn: the player draws one card.")),)
    if isinstance(action, Fortify | EndTurn):
        return (Note("turn-ends", N_("The turn ends.")),)
    return ()


def _after_move_in(after: GameState) -> tuple[Note, ...]:
    """What a move-in leads to: the end of the game, or the trade an elimination forces."""
    if after.phase is Phase.GAME_OVER:
        return (Note("wins", N_("{player} wins the game."), {"player": _winner_name(after)}),)
    if after.phase is Phase.ELIMINATION_TRADE:
        text = N_(
            "Holding {cards} cards after the elimination, the player trades sets at once, "
            "down to {target} or fewer, before attacking again."
        )
        return (Note("elimination-trade-next", text, _trade_params(after)),)
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
        NP_(
            "{dice} die against {defence}: only the defender loses armies in {win} of "
            "rolls, only the attacker in {lose}, each side in {both}.",
            "{dice} dice against {defence}: only the defender loses armies in {win} of "
            "rolls, only the attacker in {lose}, each side in {both}.",
            "dice",
        ),
        {
            "dice": attack.dice,
            "defence": defence,
            "win": Percent(win),
            "lose": Percent(lose),
            "both": Percent(1 - win - lose),
        },
    )
    pairs = min(attack.dice, defence)
    most = Note(
        "most-lost",
        NP_(
            "A roll costs {pairs} army in all, as many as the pairs of dice compared.",
            "A roll costs {pairs} armies in all, as many as the pairs of dice compared.",
            "pairs",
        ),
        {"pairs": pairs},
    )
    if max(attackers, defenders) > MAX_ARMIES:  # beyond what the odds are computed for
        return (roll, most)
    conquest = conquest_probability(attackers, defenders, state.ruleset)
    return (
        roll,
        most,
        Note(
            "conquest-odds",
            NP_(
                "Attacking on to the end with the most dice, {attackers} army takes a "
                "territory of {defenders} with probability {chance}.",
                "Attacking on to the end with the most dice, {attackers} armies take a "
                "territory of {defenders} with probability {chance}.",
                "attackers",
            ),
            {"attackers": attackers, "defenders": defenders, "chance": Percent(conquest)},
        ),
    )


# --- questions about a position ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Answer:
    """One question the phase raises, answered by notes or by the moves possible, with the
    rules behind the answer."""

    key: str  # game-over, armies, must-trade, attacks, fortifications, defence, losses, move-in
    rules: tuple[str, ...]
    notes: tuple[Note, ...] = ()
    moves: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Answers:
    answers: tuple[Answer, ...]
    notes: tuple[Note, ...]  # what the judge assumed

    def get(self, key: str) -> Answer | None:
        return next((a for a in self.answers if a.key == key), None)


def questions(position: Position) -> Answers:
    """The questions of the position's phase: in the reinforcement step the armies and the
    trade, in the attack step the attacks and the fortifying moves, and so on."""
    state = position.state
    notes = _implied_notes(position) + _unlisted_notes(position)
    phase = state.phase
    answers: list[Answer] = []
    if phase is Phase.GAME_OVER:
        answers.append(_game_over(state))
        notes = _unlisted_notes(position)  # the answer says the game is over
    elif phase is Phase.REINFORCE:
        armies, depends = _armies(position)
        answers += [armies, _trade_answer(state)]
        notes += depends
    elif phase is Phase.ELIMINATION_TRADE:
        answers.append(_trade_answer(state))
    elif phase is Phase.ATTACK:
        answers.append(_moves(position, "attacks", Attack, Phase.ATTACK))
        answers.append(_moves(position, "fortifications", Fortify, Phase.FORTIFY))
    elif phase is Phase.DEFEND:
        answers.append(_defence(position))
        if position.roll is not None and (losses := _losses(position, position.roll)):
            answers.append(losses)
    elif phase is Phase.MOVE_IN:
        answers.append(_moves(position, "move-in", MoveIn))
    elif phase is Phase.FORTIFY:
        answers.append(_moves(position, "fortifications", Fortify))
    return Answers(tuple(answers), notes)


# The rules behind each list of moves, in citing order; those of the game's ruleset are cited.
_MOVE_RULES = {
    "attacks": ("attack.adjacent", "attack.source-armies", "attack.attacker-dice"),
    "fortifications": ("fortify.move", "fortify.optional"),
    "defence": ("attack.defender-dice", "risiko.defender-dice"),
    "move-in": ("conquest.move-in", "conquest.garrison"),
}


def _held(state: GameState, rules: Iterable[str]) -> tuple[str, ...]:
    return tuple(r for r in rules if r in state.ruleset.rules)


def _moves(position: Position, key: str, kind: type[Action], phase: Phase | None = None) -> Answer:
    """The moves of one kind possible in ``phase`` (by default the position's own)."""
    moves = _possible(position, kind, phase)
    if kind is MoveIn and len(moves) > 2:  # the fewest and the most armies
        moves = (moves[0], moves[-1])
    rules = _MOVE_RULES[key]
    if key == "fortifications" and position.state.phase is Phase.ATTACK:
        rules = ("attack.repeat", *rules)
    return Answer(key, _held(position.state, rules), moves=moves)


def _defence(position: Position) -> Answer:
    """The defender's dice, and who rolls them for the neutral."""
    dice = _moves(position, "defence", Defend)
    state = position.state
    if not _against_neutral(state):
        return dice
    seat = acting_seat(state)
    note = Note(
        "rolls-for-neutral",
        N_("{player} rolls the neutral's dice."),
        {"player": "" if seat is None else state.players[seat]},
    )
    return replace(dice, rules=("two-player.neutral-defence", *dice.rules), notes=(note,))


def _losses(position: Position, roll: BattleRoll) -> Answer | None:
    """What the dice the table rolled cost each side, if they are dice the rules allow."""
    rolled = _rolled(position.state, Defend(len(roll.defender)), roll)
    return Answer("losses", rolled.rules[:1], rolled.follows) if rolled.legal else None


def _game_over(state: GameState) -> Answer:
    note = Note("wins", N_("{player} wins the game."), {"player": _winner_name(state)})
    return Answer("game-over", (winning_rule(state) or "victory.world",), (note,))


def _armies(position: Position) -> tuple[Answer, tuple[Note, ...]]:
    """The armies of this turn, and why; and a note if they depend on what is missing."""
    state = position.state
    seat = state.current
    ruleset = state.ruleset
    held = state.owners.count(seat)
    lines = [
        Note(
            "territories",
            NP_(
                "{held} territory: {held} divided by {divisor} makes {quotient}, and a turn "
                "gives at least {least}: {armies} armies.",
                "{held} territories: {held} divided by {divisor} makes {quotient}, and a turn "
                "gives at least {least}: {armies} armies.",
                "held",
            ),
            {
                "held": held,
                "divisor": ruleset.territory_divisor,
                "quotient": held // ruleset.territory_divisor,
                "least": ruleset.min_reinforcement,
                "armies": territory_armies(state, seat),
            },
        )
    ]
    board = ruleset.board
    for continent in continents_held(state, seat):
        bonus = board.continent(continent).bonus
        lines.append(
            Note(
                "continent",
                NP_("{continent}: {bonus} army.", "{continent}: {bonus} armies.", "bonus"),
                {"continent": continent, "bonus": bonus},
            )
        )
    total = reinforcement(state, seat)
    lines.append(Note("total", N_("In all: {armies} armies, before any set."), {"armies": total}))
    trades = [c.action for c in legal_choices(state) if isinstance(c.action, TradeCards)]
    if trades:
        lines.append(
            Note(
                "sets",
                N_("A set traded now would add up to {armies} armies, bonus included."),
                {"armies": max(_trade_gain(state, trade) for trade in trades)},
            )
        )
    depends: tuple[Note, ...] = ()
    if position.unlisted and reinforcement(position.own_filled, seat) != total:
        depends = (
            Note(
                "reinforcement-depends",
                N_(
                    "The armies depend on territories the position leaves out: list "
                    "every territory of the player to count them."
                ),
            ),
        )
    rules = ("reinforce.territories", "reinforce.minimum", "reinforce.continents")
    return Answer("armies", _held(state, rules), tuple(lines)), depends


def _possible(position: Position, kind: type[Action], phase: Phase | None) -> tuple[str, ...]:
    """The moves of one kind the player could make in ``phase`` this turn (None: now), as
    things stand, whoever holds the territories the position leaves out."""
    found = []
    for state in (position.state, position.own_filled):
        board = state.ruleset.board
        if phase is not None:
            state = state._replace(phase=phase, battle=None)
        chosen = [c for c in legal_choices(state) if isinstance(c.action, kind)]
        # a move-in: the fewest armies and the most; any other move: its largest count
        ends = [(c.action, c.largest) if kind is MoveIn else (c.largest,) for c in chosen]
        found.append([describe(a, board) for pair in ends for a in dict.fromkeys(pair)])
    return tuple(move for move in found[0] if move in found[1])


def _trade_gain(state: GameState, trade: TradeCards) -> int:
    """The armies a trade brings: to place, and placed at once on a territory shown."""
    after = apply(state, trade)
    return sum(after.reserves) - sum(state.reserves) + sum(after.armies) - sum(state.armies)


def _trade_answer(state: GameState) -> Answer:
    duty = trade_duty(state)
    return Answer("must-trade", (duty.rule,), (_trade_note(state, duty),))


def _trade_note(state: GameState, duty: TradeDuty) -> Note:
    """The engine's reading of the hand (:func:`~risk_ref.engine.trade_duty`), in words."""
    hand = len(state.hands[state.current])
    limit = state.ruleset.forced_trade_hand
    target = state.ruleset.elimination_trade_target
    if duty is TradeDuty.ELIMINATION:
        return Note(
            duty.key,
            N_(
                "Yes: with {cards} cards after an elimination, sets are traded at once, "
                "down to {target} or fewer."
            ),
            {"cards": hand, "target": target},
        )
    if duty is TradeDuty.ELIMINATION_DONE:
        return Note(
            duty.key,
            N_("No: trading after an elimination stops at {target} cards or fewer."),
            {"target": target},
        )
    if duty is TradeDuty.SECOND_SET:
        return Note(
            duty.key,
            N_(
                "Yes: the turn began with six cards and the three left make a set; with "
                "second-set=compulsory it is traded too."
            ),
            {},
        )
    if duty is TradeDuty.FULL_HAND:
        return Note(
            duty.key,
            N_("Yes: with {cards} cards a set must be traded before placing ({limit} or more)."),
            {"cards": hand, "limit": limit},
        )
    if duty is TradeDuty.NEVER_FORCED:
        return Note(duty.key, N_("No: in this ruleset a trade is never compulsory."))
    return Note(
        duty.key,
        NP_(
            "No: {cards} card, fewer than {limit}.",
            "No: {cards} cards, fewer than {limit}.",
            "cards",
        ),
        {"cards": hand, "limit": limit},
    )
