"""The reference as the oracle: every operation a case makes goes to the implementation
and to the reference engine side by side, and the first one on which they part ends
the case with the rule that decides it.

The implementation computes everything itself (the game it sets up, the state after
each action); nothing it answers is taken on trust. After every operation its state
document is compared with the reference's, field by field, so a wrong number is caught
where it arises, not several steps later where a scenario happens to look at it, and a
document that breaks the format's rules is a divergence like any other.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from risk_ref.actions import (
    Action,
    CardDraw,
    Chance,
    Claim,
    DealTerritories,
    Defend,
    PlaceSetup,
    RollForFirst,
    TradeCards,
)
from risk_ref.conformance.blame import (
    Context,
    NewGame,
    accepted_illegal,
    differences,
    differing_state,
    refused_legal,
)
from risk_ref.conformance.control import control_chance
from risk_ref.document import from_document, to_document
from risk_ref.driver import ReferenceDriver, Rejection
from risk_ref.engine import most_defence_dice, new_game
from risk_ref.errors import N_, MalformedInput, Phrase
from risk_ref.protocol import ImplementationError
from risk_ref.protocol.client import SubprocessDriver, protocol_document
from risk_ref.protocol.codec import action_to_json
from risk_ref.ruleset import RULESETS
from risk_ref.state import GameState, Phase

SHOWN_FIELDS = 6  # differing fields shown in a report; the rest are counted
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
        self.phrase = Phrase(
            N_("{what}\n  reference: {reference}\n  implementation: {implementation}"),
            what=what, reference=reference, implementation=implementation,
        )  # fmt: skip
        super().__init__(str(self.phrase))


class OracleDriver:
    """The driver port over an implementation, checked operation by operation against
    the reference; the state it returns is the one both agree on."""

    strict_codes = False

    def __init__(self, implementation: SubprocessDriver) -> None:
        self.implementation = implementation
        self.reference = ReferenceDriver()
        self._started: GameState | None = None  # a position sent, its read-back unchecked

    def new_game(
        self, players: Sequence[str], ruleset: str, options: Mapping[str, str]
    ) -> Rejection | None:
        self.settle()
        self.implementation.require(ruleset, {"roll-for-first"})
        expected = self.reference.new_game(players, ruleset, options)
        got = self.implementation.new_game(players, ruleset, options)
        if expected is None:
            context = Context(NewGame(tuple(players)), None, self.reference.state())
        else:  # a refused set-up: judged against the game the rules would have made
            context = Context(NewGame(tuple(players)), None, _probe(ruleset))
        setting_up = Phrase(N_("setting up a game for {players}"), players=", ".join(players))
        self._judge(context, setting_up, expected, got)
        return got

    def start(self, state: GameState) -> None:
        """Send the position; whether it reads back is checked before the implementation
        is next asked anything, or by :meth:`settle` when the case ends, so that it reads
        the position while the reference works: over a pipe, waiting for the answers is
        most of a case's time. (The state the oracle returns is the reference's.)"""
        self.settle()
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
        self.implementation.require(before.ruleset.name, _needs(before, action, chance))
        expected = self.reference.apply(action, chance)
        self.settle()
        got = self.implementation.apply(action, chance)
        context = Context(action, before, self.reference.state())
        shown = action_to_json(action, before.ruleset.board)
        self._judge(
            context, Phrase(N_("the action {action}"), action=_compact(shown)), expected, got
        )
        return got

    def apply_own(self, action: Action) -> tuple[Rejection | None, Chance | None]:
        """The implementation rolls or draws itself; the outcome it reports must be one
        the rules allow (the right number of dice, a card from the draw pile), and the
        reference, given that outcome, must reach the same game."""
        before = self.reference.state()
        needs = _needs(before, action, None)
        self.implementation.require(before.ruleset.name, needs, own_chance=True)
        self.settle()
        got, chance = self.implementation.apply_own(action)
        if got is not None:  # refused: judged against any outcome the rules allow
            chance = control_chance(before, action)
        expected = self.reference.apply(action, chance)
        context = Context(action, before, self.reference.state())
        shown = _compact(action_to_json(action, before.ruleset.board))
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
        return got, chance

    def state(self) -> GameState:
        return self.reference.state()

    def _judge(
        self, context: Context, what: Phrase, expected: Rejection | None, got: Rejection | None
    ) -> None:
        """Raise the divergence if the two engines part on this operation."""
        if expected is None and got is not None:
            rule = refused_legal(context, got.rule)
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
        differences, theirs = self._differences(state)
        if not differences:
            return
        if expected is not None:  # both refused, yet the implementation changed the game
            rule = accepted_illegal(context, expected)
            changed = Phrase(N_("{what} was refused but changed the game"), what=what)
            raise Divergence(rule, changed, *_sides(differences))
        fields = [field for field, _, _ in differences]
        rule = differing_state(context, fields, theirs)
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
        self, state: GameState
    ) -> tuple[list[tuple[str, object, object]], dict[str, Any]]:
        """(field, reference's value, implementation's value) for every field that
        differs between the reference's state and the implementation's document, and
        that document."""
        ours = _normalised(protocol_document(to_document(state), state), state)
        theirs = self.implementation.document()
        normalised = _normalised(theirs, state)
        if normalised == ours:
            return [], theirs
        return differences(ours, normalised), theirs


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


def _normalised(document: Mapping[str, Any], state: GameState) -> dict[str, Any]:
    """A document with its options as a game of this many players reads them: options
    left out take their defaults, options that cannot matter are dropped."""
    result = dict(document)
    spec = document.get("ruleset")
    if isinstance(spec, dict) and isinstance(spec.get("options"), dict):
        name = spec.get("name")
        defaults = RULESETS[name].options if name in RULESETS else {}
        relevant = state.ruleset.options_for(len(state.players))
        options = {**defaults, **spec["options"]}
        result["ruleset"] = {
            **spec,
            "options": {k: v for k, v in options.items() if k in relevant},
        }
    return result


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
