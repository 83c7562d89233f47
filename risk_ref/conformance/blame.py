"""Which rule decides a divergence between the reference and an implementation.

When the two engines part ways on one operation, the rule to blame is the one that
decides that operation here: the rule the reference cites when it refuses; for a legal
action refused, the rule the implementation cites when that rule governs the action
here, else the most specific one that does; for a state that differs, the rule that
defines the quantity that differs, read from the operation and the field (armies after
a roll: the comparison of the dice; armies to place at the start of a turn: the
reinforcement rule whose share is wrong).
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
    earns_card,
    outcome,
    reinforcement_parts,
    sets_held,
    symbols,
    trade_duty,
)
from risk_ref.ruleset import CardBonusMode, TwoPlayerVictory
from risk_ref.state import NEUTRAL, GameState, Phase


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
        rules = (_deal_rule(state), "missions.deal")
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
        rules = (_card_rule(state), "attack.repeat") if earns_card(state) else ("attack.repeat",)
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
        "chance.owners": _deal_rule(state),
        "chance.values": "setup.first-player",
        "chance.attacker": "attack.attacker-dice",
        "chance.defender": _holding(context, "risiko.defender-dice", "attack.defender-dice"),
        "chance.card": _card_rule(state),
    }
    for prefix, rule in shaped.items():
        if field.startswith(prefix) and rule in state.ruleset.rules:
            return rule
    return governing(context)[0]


def differing_state(context: Context, fields: Sequence[str], theirs: dict[str, object]) -> str:
    """Both accepted, the states differ in ``fields`` (document paths such as
    ``reserves.Red`` or ``territories.alaska.armies``): the rule that defines the first
    quantity that differs, by the operation's own priorities."""
    groups = [_group(field) for field in fields]
    for group, resolve in _priorities(context):
        if group in groups and (rule := resolve(context, theirs)) is not None:
            return rule
    return governing(context)[0]


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

Resolver = Callable[[Context, dict[str, object]], str | None]  # None: not this group's


def _rule(rule: str) -> Resolver:
    return lambda context, theirs: _holding(context, rule)


def _holding(context: Context, *candidates: str) -> str:
    """The first candidate that holds in the game's ruleset."""
    return context.after.ruleset.first_holding(*candidates)


def _group(field: str) -> str:
    """``territories.alaska.armies`` -> ``armies``; ``reserves.Red`` -> ``reserves``."""
    parts = field.split(".")
    if parts[0] == "territories" and len(parts) == 3:
        return "armies" if parts[2] == "armies" else "owners"
    return parts[0]


def _deal_rule(state: GameState) -> str:
    return "two-player.deal" if state.has_neutral else "missions.deal-territories"


def _card_rule(state: GameState) -> str:
    """The rule of the card drawn next: from the pile, or from the shuffled discards."""
    return "cards.earn" if state.draw_pile else "cards.reshuffle"


def _priorities(context: Context) -> list[tuple[str, Resolver]]:
    operation = context.operation
    if isinstance(operation, NewGame):
        return [
            ("reserves", _rule("setup.armies")),
            ("neutral_reserve", _rule("two-player.neutral")),
            ("contenders", _rule("setup.first-player")),
            ("phase", _rule("setup.first-player")),
        ]
    if isinstance(operation, RollForFirst):
        return [
            ("contenders", _rule("setup.first-player")),
            ("current", _rule("setup.first-player")),
            ("first_player", _rule("setup.first-player")),
            ("phase", _phase_after_roll),
        ]
    if isinstance(operation, DealTerritories):
        deal: Resolver = lambda context, theirs: _deal_rule(context.after)  # noqa: E731
        return [("missions", _rule("missions.deal")), *((g, deal) for g in _ALL)]
    if isinstance(operation, Claim):
        return [
            ("phase", _rule("setup.place")),
            *((g, _rule("setup.claim")) for g in _ALL),
        ]
    if isinstance(operation, PlaceSetup):
        if context.after.phase is Phase.REINFORCE:  # the last setup army: play begins
            return [
                ("current", _rule("setup.first-turn")),
                ("phase", _rule("setup.first-turn")),
                ("reserves", _reinforcement),
                *((g, _rule("setup.first-turn")) for g in _ALL),
            ]
        placing = "two-player.place" if context.after.has_neutral else "setup.place"
        return [(g, _rule(placing)) for g in _ALL]
    if isinstance(operation, TradeCards):
        return [
            ("reserves", _trade_value),
            ("armies", _bonus),
            ("card_bonus_used", _bonus),
            ("turn_trades", _rule("cards.forced-trade")),
            ("phase", _victory),
            ("hands", _set_rule),
            # the right cards left the hand, to the wrong pile: traded cards wait on the
            # discards until the draw pile is empty
            ("discards", _rule("cards.reshuffle")),
            ("draw_pile", _rule("cards.reshuffle")),
            *((g, _set_rule) for g in _ALL),
        ]
    if isinstance(operation, Place):
        return [("phase", _placing_phase), *((g, _rule("reinforce.placement")) for g in _ALL)]
    if isinstance(operation, Attack):
        return [("battle", _battle), *((g, _rule("turn.sequence")) for g in _ALL)]
    if isinstance(operation, Defend):
        return [
            ("armies", _rule("attack.compare")),
            ("owners", _rule("conquest.move-in")),
            ("phase", _after_roll),
            # cards move at a roll only when a player falls; a card drawn is earned
            ("draw_pile", _draw),
            ("eliminated", _rule("elimination.cards")),
            ("missions", _rule("missions.destroy")),
            ("hands", _fall_or_draw),
            ("discards", _fall_or_draw),
            *((g, _rule("attack.compare")) for g in _ALL),
        ]
    if isinstance(operation, MoveIn):
        return [
            # the fall of the territory's former owner, compared from the move-in on,
            # came first: the game after the move-in follows from it; a card drawn since
            # the roll was drawn too early
            ("draw_pile", _draw),
            ("eliminated", _rule("elimination.cards")),
            ("missions", _rule("missions.destroy")),
            ("hands", _rule("elimination.cards")),
            ("discards", _rule("elimination.cards")),
            ("phase", _after_move_in),
            ("armies", _rule("conquest.move-in")),
            *((g, _rule("conquest.move-in")) for g in _ALL),
        ]
    if isinstance(operation, EndAttack):
        return [
            ("hands", _draw),  # the card earned: from the pile, or the reshuffled discards
            ("draw_pile", _draw),
            ("discards", _draw),
            *((g, _rule("turn.sequence")) for g in _ALL),
        ]
    ending = "fortify.move" if isinstance(operation, Fortify) else "fortify.optional"
    end_of_turn: list[tuple[str, Resolver]] = [
        ("phase", _turn_goes_on(ending)),
        ("current", _rule("turn.order")),
        ("turn", _rule("turn.order")),
        ("reserves", _reinforcement),
        ("phase", _victory),
        *((g, _rule("turn.sequence")) for g in _ALL),
    ]
    if isinstance(operation, Fortify):
        return [("armies", _rule("fortify.move")), *end_of_turn]
    return end_of_turn


_ALL = (
    "owners", "armies", "reserves", "neutral_reserve", "hands", "draw_pile", "discards",
    "sets_traded",
    "battle", "eliminated", "missions", "current", "phase", "turn", "first_player",
    "contenders", "placements", "conquered", "card_bonus_used", "turn_trades", "players",
    "ruleset",
)  # fmt: skip


def _phase_after_roll(context: Context, theirs: dict[str, object]) -> str:
    if context.after.phase is Phase.DEAL or theirs.get("phase") == Phase.DEAL.value:
        return _deal_rule(context.after)
    return "setup.first-player"


def _battle(context: Context, theirs: dict[str, object]) -> str:
    battle = theirs.get("battle")
    ours = context.after.battle
    if isinstance(battle, dict) and ours is not None and battle.get("dice") != ours.dice:
        return "attack.attacker-dice"
    return "attack.adjacent"


def _reserve_of(theirs: dict[str, object], player: str) -> object:
    reserves = theirs.get("reserves")
    return reserves.get(player) if isinstance(reserves, dict) else None


def _reinforcement(context: Context, theirs: dict[str, object]) -> str:
    """Armies to place at the start of a turn, by the parts the reference counts
    (:func:`~risk_ref.engine.reinforcement_parts`): the continents' rule where the player
    holds a continent whole, which the oracle then tries by asking again without it
    (:mod:`risk_ref.conformance.probe`); else the share's."""
    state = context.after
    seat = state.current
    got = _reserve_of(theirs, state.players[seat])
    if state.phase is not Phase.REINFORCE or type(got) is not int:
        return "turn.sequence"
    if reinforcement_parts(state, seat)["reinforce.continents"]:
        return "reinforce.continents"
    return share_rule(state, seat)


def share_rule(state: GameState, seat: int) -> str:
    """The rule of the territories' part of a turn's armies: the minimum where it adds
    to the share."""
    minimum = reinforcement_parts(state, seat)["reinforce.minimum"]
    return "reinforce.minimum" if minimum else "reinforce.territories"


def _trade_value(context: Context, theirs: dict[str, object]) -> str:
    """Armies to place after a trade: the set's value, or, where each traded card of a
    held territory adds armies to place (Risiko!), that bonus when the reference gave
    one; the oracle then tells the two apart by asking again
    (:mod:`risk_ref.conformance.probe`)."""
    before, after = context.before, context.after
    seat = after.current
    anywhere = after.ruleset.card_bonus_mode is CardBonusMode.EACH_CARD_ANYWHERE
    if (
        anywhere
        and before is not None
        and after.reserves[seat] > before.reserves[seat] + (_set_value(context))
    ):
        return "risiko.card-bonus"
    return _holding(context, "risiko.tris", "cards.values")


def _set_value(context: Context) -> int:
    before = context.before
    operation = context.operation
    assert before is not None and isinstance(operation, TradeCards)
    return before.ruleset.trade_value(symbols(before, operation.cards), before.sets_traded)


def _bonus(context: Context, theirs: dict[str, object]) -> str:
    return _holding(context, "risiko.card-bonus", "cards.territory-bonus")


def _set_rule(context: Context, theirs: dict[str, object]) -> str:
    return _holding(context, "risiko.tris", "cards.sets")


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


def _after_roll(context: Context, theirs: dict[str, object]) -> str:
    """After a roll the attacks go on, or the conquered territory waits for a move-in."""
    move_in = Phase.MOVE_IN.value
    if move_in in (context.after.phase.value, theirs.get("phase")):
        return "conquest.move-in"
    return "attack.repeat"


def _placing_phase(context: Context, theirs: dict[str, object]) -> str:
    if context.after.phase is Phase.GAME_OVER or theirs.get("phase") == Phase.GAME_OVER.value:
        return _victory(context, theirs)
    return "reinforce.placement"


def _after_move_in(context: Context, theirs: dict[str, object]) -> str:
    ours, got = context.after.phase.value, theirs.get("phase")
    over = Phase.GAME_OVER.value
    if over in (ours, got):
        return _victory(context, theirs)
    if ours == Phase.ELIMINATION_TRADE.value:
        return "elimination.trade"
    if got == Phase.ELIMINATION_TRADE.value:
        return _holding(context, "risiko.trading", "elimination.wait")
    if ours == Phase.ATTACK.value and got in (Phase.FORTIFY.value, Phase.REINFORCE.value):
        return "attack.repeat"  # the attacks ended by themselves
    return "conquest.move-in"


def _draw(context: Context, theirs: dict[str, object]) -> str:
    return _card_rule(context.before or context.after)


def _fall_or_draw(context: Context, theirs: dict[str, object]) -> str:
    """Cards that moved at a roll: the fallen player's, if one fell; else a card drawn."""
    before, after = context.before, context.after
    fell = before is not None and len(after.eliminated) > len(before.eliminated)
    return _holding(context, "elimination.cards") if fell else _draw(context, theirs)


def _turn_goes_on(ending: str) -> Resolver:
    """The turn ended in the reference, the implementation still in the phase: the rule
    of the move that ends it (the fortifying move, or none)."""

    def resolve(context: Context, theirs: dict[str, object]) -> str | None:
        before = context.before
        still = before is not None and theirs.get("phase") == before.phase.value
        return ending if still else None

    return resolve
