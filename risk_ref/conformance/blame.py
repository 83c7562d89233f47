"""Which rule decides a divergence between the reference and an implementation.

When the two engines part ways on one operation, the rule to blame is the one that
decides that operation here: the rule the reference cites when it refuses; for a legal
action refused, the rule the implementation cites when that rule governs the action
here, else the most specific one that does; for a state that differs, the rule that
decided the first differing field in the reference's own account of the operation
(:mod:`risk_ref.trace`), and for a number made of parts, the part's rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from risk_ref.actions import (
    Action,
    Attack,
    Chance,
    Claim,
    DealTerritories,
    Defend,
    EndAttack,
    Fortify,
    MoveIn,
    Place,
    PlaceSetup,
    RollForFirst,
    TradeCards,
)
from risk_ref.driver import Rejection
from risk_ref.engine import (
    MISSIONS,
    MissionKind,
    Termination,
    TradeDuty,
    apply,
    deal_rule,
    draw_rule,
    earns_card,
    new_game,
    outcome,
    reinforcement_parts,
    sets_held,
    trade_duty,
)
from risk_ref.ruleset import TwoPlayerVictory
from risk_ref.state import NEUTRAL, GameState, Phase
from risk_ref.trace import Trace, traced


@dataclass(frozen=True, slots=True)
class NewGame:
    """Setting up a game, as an operation beside the actions."""

    players: tuple[str, ...]


Operation = Action | NewGame


@dataclass(frozen=True, slots=True)
class Context:
    """One operation as the reference played it."""

    operation: Operation
    before: GameState | None  # None for a new game
    after: GameState  # the reference's state after it (unchanged when refused)
    chance: Chance | None = None  # the outcome it was played with


def governing(context: Context) -> tuple[str, ...]:
    """The rules that decide whether this operation is allowed here, most specific
    first, among those that hold in the game's ruleset."""
    state = context.before or context.after
    ruleset = state.ruleset
    operation = context.operation
    rules: tuple[str, ...]
    if isinstance(operation, NewGame):
        rules = ("setup.players",)
    elif isinstance(operation, RollForFirst):
        rules = ("setup.first-player",)
    elif isinstance(operation, DealTerritories):
        rules = (deal_rule(state), "missions.deal")
    elif isinstance(operation, Claim):
        rules = ("setup.claim", "turn.sequence")
    elif isinstance(operation, PlaceSetup):
        own = "two-player.place" if state.has_neutral else "setup.place"
        # an army on one's own territory is refused, if at all, for the pile already there
        target = operation.territory
        stacked = (
            type(target) is int
            and 0 <= target < len(state.armies)
            and (state.owners[target] == state.current and state.armies[target] > 1)
        )
        rules = ("setup.stacking", own) if stacked else (own, "setup.stacking")
    elif isinstance(operation, TradeCards):
        rules = (
            "elimination.trade" if state.phase is Phase.ELIMINATION_TRADE else "cards.trade-timing",
            "risiko.tris", "cards.sets", "risiko.card-bonus", "cards.territory-bonus",
            "cards.values", "risiko.trading", "cards.trade-timing",
        )  # fmt: skip
    elif isinstance(operation, Place):
        # the engine's reading of the hand: a trade due, or a set a table that never
        # forces one may still trade, decides a placement before the placing rule does
        duty = trade_duty(state)
        pressed = duty.forced or (duty is TradeDuty.NEVER_FORCED and bool(sets_held(state)))
        rules = (
            *((duty.rule,) if pressed else ()),
            "reinforce.placement", "elimination.trade",
        )  # fmt: skip
    elif isinstance(operation, Attack):
        rules = ("attack.adjacent", "attack.source-armies", "attack.attacker-dice", "attack.repeat")
    elif isinstance(operation, Defend):
        battle = state.battle
        neutral = battle is not None and state.owners[battle.target] == NEUTRAL
        rules = (
            *(("two-player.neutral-defence",) if neutral else ()),
            "risiko.defender-dice",
            "attack.defender-dice",
        )
    elif isinstance(operation, MoveIn):
        rules = ("conquest.move-in", "conquest.garrison")
    elif isinstance(operation, EndAttack):
        rules = (draw_rule(state), "attack.repeat") if earns_card(state) else ("attack.repeat",)
    elif isinstance(operation, Fortify):
        rules = ("fortify.move", "conquest.garrison")
    else:
        rules = ("fortify.optional",)
    holding = ruleset.rules
    return tuple(dict.fromkeys(r for r in (*rules, "turn.sequence") if r in holding))


def refused_legal(context: Context, cited: str | None) -> str:
    """A legal operation the implementation refused: the rule it cites if that rule
    decides the operation here, else the most specific rule that does."""
    rules = governing(context)
    return cited if cited in rules else rules[0]


def accepted_illegal(context: Context, refusal: Rejection) -> str:
    """An operation the reference refused and the implementation accepted: the rule the
    reference cites; for malformed input, which cites none, the rule that shapes the
    field at fault (a mission dealt twice: the dealing of missions; a card drawn from a
    hand: earning cards), else the governing rule."""
    if refusal.rule:
        return refusal.rule
    state = context.before or context.after
    field = refusal.field or ""
    shaped = {
        "chance.missions": "missions.deal",
        "chance.owners": deal_rule(state),
        "chance.values": "setup.first-player",
        "chance.attacker": "attack.attacker-dice",
        "chance.defender": _holding(context, "risiko.defender-dice", "attack.defender-dice"),
        "chance.card": draw_rule(state),
    }
    for prefix, rule in shaped.items():
        if field.startswith(prefix) and rule in state.ruleset.rules:
            return rule
    return governing(context)[0]


def differing_state(context: Context, fields: Sequence[str], theirs: dict[str, object]) -> str:
    """Both accepted, the states differ in ``fields`` (document paths such as
    ``reserves.Red`` or ``territories.alaska.armies``): the rule that decided the first
    field that differs in the reference's own account of the operation
    (:mod:`risk_ref.trace`); for a field the reference left alone, the rule that moves it
    elsewhere in the game (a card drawn, a player out)."""
    groups = {_group(field) for field in fields}
    trace = account(context)
    decided = trace.rules
    before = context.before
    # the operation's step not taken: the rule that takes it, before what follows from it
    still = before is not None and theirs.get("phase") == before.phase.value
    if still and "phase" in groups and "phase" in decided:
        return _phase_rule(context, decided["phase"], theirs)
    left_alone = [name for name in _ELSEWHERE if name in groups and name not in decided]
    if left_alone and isinstance(context.operation, MoveIn):
        # written at the roll, compared from the move-in on: what follows came after it
        return _ELSEWHERE[left_alone[0]](context, theirs)
    for name, rule in decided.items():
        if name not in groups:
            continue
        if name == "phase":
            return _phase_rule(context, rule, theirs)
        if name == "battle":
            return _battle(context, theirs)
        if name in trace.parts:
            return _part_rule(trace.parts[name], rule)
        return rule
    if left_alone:
        return _ELSEWHERE[left_alone[0]](context, theirs)
    if "phase" in groups:
        return _phase_rule(context, None, theirs)
    return next(iter(decided.values()), None) or governing(context)[0]


def account(context: Context) -> Trace:
    """The reference's account of the operation, played again to keep it."""
    operation, before = context.operation, context.before
    if isinstance(operation, NewGame) or before is None:
        players = context.after.players
        _, trace = traced(lambda: new_game(players, context.after.ruleset))
    else:
        _, trace = traced(lambda: apply(before, operation, context.chance))
    return trace


_NESTED = ("territories", "hands", "reserves", "missions")


def differences(
    ours: Mapping[str, Any], theirs: Mapping[str, Any]
) -> list[tuple[str, object, object]]:
    """(field, ours, theirs) for every field in which two state documents differ, named
    down to a territory's owner or armies and a player's hand or reserve."""
    found: list[tuple[str, object, object]] = []
    for key in sorted(set(ours) | set(theirs)):
        mine, yours = ours.get(key), theirs.get(key)
        if mine == yours:
            continue
        if key in _NESTED and isinstance(mine, dict) and isinstance(yours, dict):
            for sub in sorted(set(mine) | set(yours)):
                a, b = mine.get(sub), yours.get(sub)
                if a == b:
                    continue
                if key == "territories" and isinstance(a, dict) and isinstance(b, dict):
                    found += [
                        (f"{key}.{sub}.{part}", a.get(part), b.get(part))
                        for part in ("owner", "armies")
                        if a.get(part) != b.get(part)
                    ]
                else:
                    found.append((f"{key}.{sub}", a, b))
        else:
            found.append((key, mine, yours))
    return found


# --- state differences -------------------------------------------------------------------------

Resolver = Callable[[Context, dict[str, object]], str]


def _holding(context: Context, *candidates: str) -> str:
    """The first candidate that holds in the game's ruleset."""
    return context.after.ruleset.first_holding(*candidates)


def _group(field: str) -> str:
    """``territories.alaska.armies`` -> ``armies``; ``reserves.Red`` -> ``reserves``."""
    parts = field.split(".")
    if parts[0] == "territories" and len(parts) == 3:
        return "armies" if parts[2] == "armies" else "owners"
    return parts[0]


def _part_rule(parts: Mapping[str, int], writer: str) -> str:
    """A number several rules add up, wrong: the last part that adds anything (the
    continents' bonus to the territories' share, the card bonus to a set's value), which
    the oracle then tries by asking again without it (:mod:`risk_ref.conformance.probe`)."""
    return next((rule for rule, amount in reversed(list(parts.items())) if amount), writer)


def share_rule(state: GameState, seat: int) -> str:
    """The rule of the territories' part of a turn's armies: the minimum where it adds
    to the share."""
    minimum = reinforcement_parts(state, seat)["reinforce.minimum"]
    return "reinforce.minimum" if minimum else "reinforce.territories"


def _phase_rule(context: Context, rule: str | None, theirs: dict[str, object]) -> str:
    """The phase, where the reference's was decided by ``rule``: a game over on either
    side is the victory's; a phase only the implementation reached, the rule that leads
    there (a conquest, a pause for trading, the deal)."""
    ours, got = context.after.phase.value, theirs.get("phase")
    if Phase.GAME_OVER.value in (ours, got):
        return _victory(context, theirs)
    if got == Phase.MOVE_IN.value:
        return "conquest.move-in"
    if got == Phase.ELIMINATION_TRADE.value:
        return _holding(context, "risiko.trading", "elimination.wait")
    if got == Phase.DEAL.value:
        return deal_rule(context.after)
    return rule or governing(context)[0]


def _battle(context: Context, theirs: dict[str, object]) -> str:
    battle = theirs.get("battle")
    ours = context.after.battle
    if isinstance(battle, dict) and ours is not None and battle.get("dice") != ours.dice:
        return "attack.attacker-dice"
    return "attack.adjacent"


def _victory(context: Context, theirs: dict[str, object]) -> str:
    """The game over on one side only: the rule of the way the reference's game was won,
    or, when the implementation ended it, of the way it may have thought it won."""
    state = context.after
    result = outcome(state)
    if result is not None:
        if result.termination is Termination.MISSION:
            if state.current != state.players.index(result.winner):
                return "missions.victory"  # won in another player's turn
            mission = MISSIONS.get(result.mission or "")
            destroy = mission is not None and mission.kind is MissionKind.DESTROY
            return "missions.destroy" if destroy else "missions.kinds"
        if result.termination is Termination.LAST_OPPONENT_ELIMINATED:
            return "two-player.victory"
        return "victory.world"
    if state.ruleset.mission_deck:
        return "missions.kinds"
    eliminating = state.ruleset.two_player_victory is TwoPlayerVictory.ELIMINATE_OPPONENT
    return "two-player.victory" if state.has_neutral and eliminating else "victory.world"


def _draw(context: Context, theirs: dict[str, object]) -> str:
    return draw_rule(context.before or context.after)


def _rule(rule: str) -> Resolver:
    return lambda context, theirs: _holding(context, rule)


# Fields an operation may leave alone in the reference and change in an implementation,
# by the rule that moves them elsewhere in the game: a card is drawn from the pile when
# the attacks end; a player falls at a roll, and the hand moves with no card drawn.
_ELSEWHERE: dict[str, Resolver] = {
    "draw_pile": _draw,
    "eliminated": _rule("elimination.cards"),
    "missions": _rule("missions.destroy"),
    "hands": _rule("elimination.cards"),
    "discards": _rule("elimination.cards"),
}
