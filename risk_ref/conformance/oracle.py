"""The reference as the oracle: every operation a case makes goes to the implementation
and to the reference engine side by side, and the first one on which they part ends
the case with the rule that decides it.

The implementation computes everything itself (the game it sets up, the state after
each action); nothing it answers is taken on trust. After every operation its state
document is compared with the reference's, field by field as far as the rules can see
(:mod:`risk_ref.conformance.sameness`), so a wrong number is caught
where it arises, not several steps later where a scenario happens to look at it, and a
document that breaks the format's rules is a divergence like any other.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from risk_ref.actions import (
    Action,
    Attack,
    CardDraw,
    Chance,
    Claim,
    DealTerritories,
    Defend,
    PlaceSetup,
    RollForFirst,
    TradeCards,
)
from risk_ref.chance import SeededChance
from risk_ref.conformance.blame import (
    Context,
    NewGame,
    accepted_illegal,
    differences,
    differing_state,
    refused_legal,
    share_rule,
)
from risk_ref.conformance.bystanders import seated
from risk_ref.conformance.control import control_chance
from risk_ref.conformance.probe import continents_probe, holding_flipped, turn_ending
from risk_ref.conformance.sameness import Observable, observable, starting_forces
from risk_ref.document import from_document, to_document
from risk_ref.driver import ReferenceDriver, Rejection, Unsupported
from risk_ref.engine import legal_actions, most_defence_dice, new_game, reinforcement_parts
from risk_ref.errors import N_, MalformedInput, Phrase, RiskError
from risk_ref.protocol import ImplementationError
from risk_ref.protocol.client import SubprocessDriver, protocol_document
from risk_ref.protocol.codec import action_to_json
from risk_ref.ruleset import RULESETS, CardBonusMode
from risk_ref.state import GameState, Phase

SHOWN_FIELDS = 6  # differing fields shown in a report; the rest are counted
# the rules of the parts of a turn's armies and of a Risiko! trade's, which the oracle
# tells apart by asking again
_TURN_ARMIES = ("reinforce.territories", "reinforce.minimum", "reinforce.continents")
_TRADE_ARMIES = ("risiko.tris", "risiko.card-bonus")
# a game the reference ended on a mission: played on by the implementation to the turn's end
_MISSION_WON = ("missions.kinds", "missions.destroy")
_TURN_END_STEPS = 6
_TRADE_TIMING = ("cards.trade-timing", "elimination.trade")
_OTHER_SETS = 10  # the other sets asked for, at most
ACCEPTED = Phrase(N_("accepted"))


class Divergence(AssertionError):
    """The first operation on which the implementation parts from the reference: a
    failure of ``rule``, with what each engine did."""

    def __init__(
        self, rule: str, what: Phrase, reference: Phrase, implementation: Phrase,
        *, refused: bool = False,
    ) -> None:  # fmt: skip
        self.rule = rule
        self.refused = refused  # the implementation refused what the rules allow
        self.step = ""  # the step at which the engines parted, when known
        self.further: list[Divergence] = []  # later divergences of the same case
        self.phrase = Phrase(
            N_("{what}\n  reference: {reference}\n  implementation: {implementation}"),
            what=what, reference=reference, implementation=implementation,
        )  # fmt: skip
        super().__init__(str(self.phrase))


class OracleDriver:
    """The driver port over an implementation, checked operation by operation against
    the reference; the state it returns is the one both agree on.

    One divergence does not end the case: it is kept, the implementation is sent the
    reference's game (``start``), and the case goes on as the reference plays it, so a
    later divergence is found too, under its own rule. :meth:`finish` raises the first,
    with the others as ``further``. While a refusal's control is played
    (:func:`at_once`), a divergence is raised at once: it decides what the refusal shows.
    """

    strict_codes = False

    def __init__(self, implementation: SubprocessDriver) -> None:
        self.implementation = implementation
        self.reference = ReferenceDriver()
        self._started: GameState | None = None  # a position sent, its read-back unchecked
        self._set_up_only = False  # a new game compared by its starting forces only
        self.diverged: list[Divergence] = []  # the case's divergences so far
        self.at_once = False  # raise a divergence at once instead of going on
        self.step = ""  # the step the case is at, for a divergence's report

    def new_game(
        self, players: Sequence[str], ruleset: str, options: Mapping[str, str]
    ) -> Rejection | None:
        """Set up a game beside the reference. An implementation that chooses the first
        player itself (no ``roll-for-first``) may be past that choice, and further: then
        only what it set up is compared (:func:`starting_forces`), and a case that goes on
        is not implemented."""
        self.settle()
        self.implementation.require(ruleset)
        self._set_up_only = self.implementation.capabilities.lacks(ruleset, "roll-for-first")
        expected = self.reference.new_game(players, ruleset, options)
        got = self.implementation.new_game(players, ruleset, options)
        if expected is None:
            context = Context(NewGame(tuple(players)), None, self.reference.state())
        else:  # a refused set-up: judged against the game the rules would have made
            context = Context(NewGame(tuple(players)), None, _probe(ruleset))
        setting_up = Phrase(N_("setting up a game for {players}"), players=", ".join(players))
        seen = starting_forces if self._set_up_only else observable
        return self._going_on(
            lambda: self._judge(context, setting_up, expected, got, seen), expected, got
        )

    def start(self, state: GameState) -> None:
        """Send the position (with bystanders to an implementation that plays only with
        more players, :mod:`risk_ref.conformance.bystanders`); whether it reads back is
        checked before the implementation is next asked anything, or by :meth:`settle`
        when the case ends, so that it reads the position while the reference works: over
        a pipe, waiting for the answers is most of a case's time. (The state the oracle
        returns is the reference's.)"""
        self.settle()
        self._set_up_only = False
        state = seated(state, self.implementation.capabilities)
        self.implementation.require(state.ruleset.name, _needs_for_position(state))
        self.reference.start(state)
        self.implementation.start(state, answer_later=True)
        self._started = state

    def settle(self) -> None:
        """Check that the last position sent reads back, if not done yet; a case calls
        this when it ends."""
        if self._started is None:
            return
        state, self._started = self._started, None
        differences, _ = self._differences(state)
        if differences:
            fields = ", ".join(f for f, _, _ in differences[:SHOWN_FIELDS])
            raise ImplementationError(f"the position it was sent does not read back: {fields}")

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        before = self.reference.state()
        self._require_rolled(before)
        self.implementation.require(before.ruleset.name, _needs(before, action, chance))
        expected = self.reference.apply(action, chance)
        self.settle()
        got = self.implementation.apply(action, chance)
        context = Context(action, before, self.reference.state(), chance)
        what = Phrase(
            N_("the action {action}"), action=_compact(action_to_json(action, before.ruleset.board))
        )
        return self._going_on(lambda: self._judge(context, what, expected, got), expected, got)

    def apply_own(self, action: Action) -> tuple[Rejection | None, Chance | None]:
        """The implementation rolls or draws itself; the outcome it reports must be one
        the rules allow (the right number of dice, a card from the draw pile), and the
        reference, given that outcome, must reach the same game."""
        before = self.reference.state()
        self._require_rolled(before)
        needs = _needs(before, action, None)
        self.implementation.require(before.ruleset.name, needs, own_chance=True)
        self.settle()
        got, chance = self.implementation.apply_own(action)
        if got is not None:  # refused: judged against any outcome the rules allow
            chance = control_chance(before, action)
        expected = self.reference.apply(action, chance)
        context = Context(action, before, self.reference.state(), chance)
        shown = _compact(action_to_json(action, before.ruleset.board))

        def judge() -> None:
            if got is None and expected is not None and expected.code == "malformed":
                rule = accepted_illegal(context, expected)
                raise Divergence(
                    rule,
                    Phrase(N_("the outcome of {action} the implementation reports cannot happen"),
                           action=shown),
                    Phrase(N_("refused the outcome: {message}"), message=expected.message),
                    Phrase(N_("rolled or drew {chance}"), chance=chance),
                )  # fmt: skip
            self._judge(context, Phrase(N_("the action {action}"), action=shown), expected, got)

        return self._going_on(judge, expected, got), chance

    def state(self) -> GameState:
        return self.reference.state()

    def finish(self) -> None:
        """End the case: the first divergence, if any, with the later ones as its
        ``further``."""
        self.settle()
        if self.diverged:
            first, *later = self.diverged
            first.further = later
            self.diverged = []
            raise first

    def _going_on(
        self, judge: Callable[[], None], expected: Rejection | None, got: Rejection | None
    ) -> Rejection | None:
        """The implementation's verdict if the engines agree; otherwise the divergence is
        kept, the implementation is given the reference's game, and the case goes on with
        the reference's verdict (or stops, raising the first divergence, when the game
        cannot be handed over)."""
        try:
            judge()
        except Divergence as divergence:
            divergence.step = self.step
            if self.at_once:
                raise
            self.diverged.append(divergence)
            self._hand_over()
            return expected
        return got

    def _hand_over(self) -> None:
        """Send the implementation the reference's game, after a divergence; a game it
        cannot be sent, or that does not read back, ends the case there."""
        try:
            state = self.reference.state()
            self.implementation.require(state.ruleset.name, _needs_for_position(state))
            self.implementation.start(state)
            unread, _ = self._differences(state)
        except (RuntimeError, Unsupported, ImplementationError):
            unread = [("", None, None)]
        if unread:
            self.finish()

    def _ask_again(self, context: Context) -> str | None:
        """Which part of a turn's armies is wrong (:mod:`risk_ref.conformance.probe`),
        asking the implementation again: from the same position sent afresh, where a
        right answer puts the fault in when it counts, which the continents' rule says
        (at the start of the turn); then from a position without the continents, where a
        right answer puts it in the continents, a wrong one in the territories' share.
        None when it cannot be asked."""
        seat = context.after.current
        action, before = context.operation, context.before
        if isinstance(action, NewGame) or before is None:
            return None
        if self._armies_from(before, action, context.chance, seat) == context.after.reserves[seat]:
            return "reinforce.continents"
        if not reinforcement_parts(context.after, seat)["reinforce.continents"]:
            return None
        found = continents_probe(before, action, context.chance, seat)
        if found is None:
            return None
        probe, expected = found
        got = self._armies_from(probe, action, context.chance, seat)
        return "reinforce.continents" if got == expected else share_rule(context.after, seat)

    def _ask_trade_again(self, context: Context, theirs: Mapping[str, Any]) -> str | None:
        """Whether a Risiko! tris's value or its card bonus is wrong: the trade asked
        again with the trader's holding of the cards' territories reversed; an error
        that follows the holding is the bonus's (:mod:`risk_ref.conformance.probe`)."""
        action, before, after = context.operation, context.before, context.after
        if not isinstance(action, TradeCards) or before is None:
            return None
        if after.ruleset.card_bonus_mode is not CardBonusMode.EACH_CARD_ANYWHERE:
            return None
        seat = after.current
        reserves = theirs.get("reserves")
        got = reserves.get(after.players[seat]) if isinstance(reserves, dict) else None
        found = holding_flipped(before, action, context.chance)
        if type(got) is not int or found is None:
            return None
        probe, expected = found
        again = self._armies_from(probe, action, context.chance, seat)
        if type(again) is not int:
            return None
        follows = again - expected != got - after.reserves[seat]
        return "risiko.card-bonus" if follows else "risiko.tris"

    def _ask_attack_again(self, context: Context) -> str | None:
        """An attack the implementation refused, asked again from the same position sent
        afresh, which carries nothing of the turn's earlier battles: taken there, the
        refusal came from those battles, and attacking again is what the rules allow."""
        before, attack = context.before, context.operation
        if before is None or not isinstance(attack, Attack):
            return None
        if "attack.repeat" not in before.ruleset.rules:
            return None
        return "attack.repeat" if self._taken_afresh(before, attack) else None

    def _ask_other_set(self, context: Context) -> str | None:
        """A set the implementation refused at a moment the rules allow a trade: the
        player's other sets asked for from the same position. One taken, the moment was
        right and the refusal was of which cards make a set."""
        before, trade = context.before, context.operation
        if before is None or not isinstance(trade, TradeCards):
            return None
        sets = next((r for r in ("risiko.tris", "cards.sets") if r in before.ruleset.rules), None)
        others: dict[frozenset[int], Action] = {}  # one trade a set, whatever its bonus
        for other in legal_actions(before):
            if isinstance(other, TradeCards) and set(other.cards) != set(trade.cards):
                others.setdefault(frozenset(other.cards), other)
        for other in list(others.values())[:_OTHER_SETS]:
            taken = self._taken_afresh(before, other)
            if taken is None:
                return None
            if taken:
                return sets
        return None

    def _taken_afresh(
        self, state: GameState, action: Action, chance: Chance | None = None
    ) -> bool | None:
        """Whether the implementation takes ``action`` from ``state`` sent afresh; None
        when it cannot be asked."""
        try:
            self.implementation.require(state.ruleset.name, _needs_for_position(state))
            self.implementation.start(state)
            return self.implementation.apply(action, chance) is None
        except (Unsupported, ImplementationError):
            return None

    def _play_to_turn_end(self, theirs: Mapping[str, Any]) -> str | None:
        """A mission won by the reference's reckoning, the implementation's game going
        on: its own game played on to the end of the turn; ending there, it knew the
        mission and checked it at the wrong moment (missions.victory)."""
        try:
            state = from_document(theirs)
            chance = SeededChance(0)
            for _ in range(_TURN_END_STEPS):
                action = turn_ending(state)
                if action is None:
                    return None
                outcome = chance.outcome(state, action)
                if self.implementation.apply(action, outcome) is not None:
                    return None
                document = self.implementation.document()
                if document.get("phase") == Phase.GAME_OVER.value:
                    return "missions.victory"
                if document.get("current") != theirs.get("current"):
                    return None  # the turn passed, the game going on
                state = from_document(document)
        except (MalformedInput, RiskError, Unsupported, ImplementationError):
            return None
        return None

    def _armies_from(
        self, state: GameState, action: Action, chance: Chance | None, seat: int
    ) -> object:
        """The armies the implementation gives ``seat`` after ``action`` from ``state``,
        sent afresh; None when it cannot be asked or refuses."""
        if not self._taken_afresh(state, action, chance):
            return None
        try:
            reserves = self.implementation.document().get("reserves")
        except ImplementationError:
            return None
        return reserves.get(state.players[seat]) if isinstance(reserves, dict) else None

    def _require_rolled(self, state: GameState) -> None:
        """After a set-up compared without the roll for the first player, the two games
        may part at that roll: a case that plays on needs the roll."""
        if self._set_up_only:
            self.implementation.require(state.ruleset.name, {"roll-for-first"})

    def _judge(
        self,
        context: Context,
        what: Phrase,
        expected: Rejection | None,
        got: Rejection | None,
        seen: Observable | None = None,
    ) -> None:
        """Raise the divergence if the two engines part on this operation."""
        if expected is None and got is not None:
            rule = refused_legal(context, got.rule)
            if rule != got.rule:
                rule = self._ask_attack_again(context) or rule
            if rule != got.rule and rule in _TRADE_TIMING:
                rule = self._ask_other_set(context) or rule
            refusal = (
                Phrase(
                    N_("refused under rule {rule}: {message}"), rule=got.rule, message=got.message
                )
                if got.rule
                else Phrase(N_("refused citing no rule: {message}"), message=got.message)
            )
            raise Divergence(
                rule, Phrase(N_("{what} was refused, but the rules allow it"), what=what),
                ACCEPTED, refusal, refused=True,
            )  # fmt: skip
        if expected is not None and got is None:
            rule = accepted_illegal(context, expected)
            refusal = (
                Phrase(N_("refused (rule {rule}): {message}"), rule=expected.rule,
                       message=expected.message)
                if expected.rule
                else Phrase(N_("refused (malformed input): {message}"), message=expected.message)
            )  # fmt: skip
            raise Divergence(
                rule, Phrase(N_("{what} was accepted, but the rules forbid it"), what=what),
                refusal, ACCEPTED,
            )  # fmt: skip
        if isinstance(context.operation, NewGame) and expected is not None:
            return  # both refused to set up: there is no game to compare
        state = context.after
        differences, theirs = self._differences(state, seen or observable)
        if not differences:
            return
        if expected is not None:  # both refused, yet the implementation changed the game
            rule = accepted_illegal(context, expected)
            changed = Phrase(N_("{what} was refused but changed the game"), what=what)
            raise Divergence(rule, changed, *_sides(differences))
        fields = [field for field, _, _ in differences]
        rule = differing_state(context, fields, theirs)
        if rule in _TURN_ARMIES:
            rule = self._ask_again(context) or rule
        elif rule in _TRADE_ARMIES and isinstance(context.operation, TradeCards):
            rule = self._ask_trade_again(context, theirs) or rule
        elif (
            rule in _MISSION_WON
            and state.phase is Phase.GAME_OVER
            and theirs.get("phase") != Phase.GAME_OVER.value
        ):
            rule = self._play_to_turn_end(theirs) or rule
        broken = _broken_invariant(theirs)
        after = Phrase(N_("after {what}, the games differ"), what=what)
        if broken:
            after = Phrase(
                N_(
                    "after {what}, the games differ, and the implementation's breaks the "
                    "state document's rules ({broken})"
                ),
                what=what, broken=broken,
            )  # fmt: skip
        raise Divergence(rule, after, *_sides(differences))

    def _differences(
        self, state: GameState, seen: Observable = observable
    ) -> tuple[list[tuple[str, object, object]], dict[str, Any]]:
        """(field, reference's value, implementation's value) for every field in which
        the implementation's document describes another game than the reference's state
        (see :mod:`risk_ref.conformance.sameness`), and that document."""
        ours = seen(protocol_document(to_document(state), state), state)
        theirs = self.implementation.document()
        got = seen(theirs, state)
        if got == ours:
            return [], theirs
        return differences(ours, got), theirs


def _needs_for_position(state: GameState) -> set[str]:
    needs = set()
    if state.phase is Phase.ROLL_FOR_FIRST:
        needs.add("roll-for-first")
    if state.phase in (Phase.DEAL, Phase.CLAIM, Phase.SETUP):
        needs.add("setup")
    if any(state.hands) or state.discards or state.sets_traded:
        needs.add("cards")
    return needs


def _needs(state: GameState, action: Action, chance: Chance | None) -> set[str]:
    """The features an action exercises in this state."""
    if isinstance(action, RollForFirst):
        return {"roll-for-first"}
    if isinstance(action, (Claim, PlaceSetup, DealTerritories)):
        return {"setup"}
    if isinstance(action, TradeCards) or isinstance(chance, CardDraw):
        return {"cards"}
    battle = state.battle
    if (
        isinstance(action, Defend)
        and state.phase is Phase.DEFEND
        and battle is not None
        and type(action.dice) is int
        and action.dice < most_defence_dice(state, battle.target)
    ):
        return {"defender-choice"}
    return set()


def _probe(ruleset: str) -> GameState:
    """A game of the ruleset, for the rules that hold in it: all a refused set-up needs."""
    names = [f"Player {n}" for n in range(1, 7)]
    return new_game(names[: RULESETS[ruleset].player_counts[0]], RULESETS[ruleset])


def _sides(differences: list[tuple[str, object, object]]) -> tuple[Phrase, Phrase]:
    """Each engine's values of the fields that differ (state-document paths: data)."""
    shown = differences[:SHOWN_FIELDS]
    more = len(differences) - len(shown)

    def side(values: str) -> Phrase:
        if more > 0:
            return Phrase(N_("{values} (and {more} more)"), values=values, more=more)
        return Phrase("{values}", values=values)

    reference = side("; ".join(f"{f} = {_compact(a)}" for f, a, _ in shown))
    return reference, side("; ".join(f"{f} = {_compact(b)}" for f, _, b in shown))


def _compact(value: object) -> str:
    """A value as the report shows it: JSON for documents' parts, short."""
    json_like = isinstance(value, (dict, list))
    text = json.dumps(value, separators=(",", ":")) if json_like else repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


def _broken_invariant(document: dict[str, Any]) -> str:
    """What the document breaks, if it cannot be read as a state; else empty."""
    try:
        from_document(document)
    except MalformedInput as error:
        return f"{error.field}: {error.problem}"
    return ""


@contextmanager
def at_once(oracle: object) -> Iterator[None]:
    """Divergences raised at once by ``oracle`` (if it is one), as a refusal's positive
    control needs: the control's own verdict is what it shows."""
    if not isinstance(oracle, OracleDriver):
        yield
        return
    oracle.at_once = True
    try:
        yield
    finally:
        oracle.at_once = False
