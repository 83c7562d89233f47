"""Attacking: where from and where to, how many dice each side rolls, and who loses what."""

from __future__ import annotations

from functools import cache

from risk_ref import trace
from risk_ref.actions import Attack, BattleRoll, Defend
from risk_ref.errors import Code, IllegalAction
from risk_ref.rule_ids import implements
from risk_ref.rules import inputs
from risk_ref.rules.conquest import conquer
from risk_ref.rules.phase import require_phase
from risk_ref.state import ARMIES, BATTLE, PHASE, Battle, GameState, Phase, evolve, new_tuple

_ATTACK, _DEFEND = Phase.ATTACK, Phase.DEFEND


@implements("attack.attacker-dice")
def most_attack_dice(state: GameState, source: int) -> int:
    """The most dice an attack from ``source`` may roll: one fewer than its armies, and
    no more than the ruleset allows (three)."""
    return min(state.ruleset.max_attack_dice, state.armies[source] - 1)


@implements("attack.defender-dice", "risiko.defender-dice")
def most_defence_dice(state: GameState, target: int) -> int:
    """The most dice the defender of ``target`` may roll: no more than its armies, nor
    than the ruleset allows (two in the classic game, three in *Risiko!*)."""
    return min(state.ruleset.max_defence_dice, state.armies[target])


@implements("attack.adjacent", "attack.source-armies", "attack.attacker-dice")
def attack(state: GameState, action: Attack) -> GameState:
    """Every check, then the defender's turn to choose dice. With the roll, the hottest
    path of a game: checked inline and the new state built in place."""
    if state.phase is not _ATTACK:
        require_phase(state, action, Phase.ATTACK)
    owners = state.owners
    size = len(owners)
    source, target, dice = action.source, action.target, action.dice
    if type(source) is not int or not 0 <= source < size:
        inputs.territory(source, size, "source")
    if type(target) is not int or not 0 <= target < size:
        inputs.territory(target, size, "target")
    if type(dice) is not int or dice < 1:
        inputs.count(dice, "dice")
    seat = state.current
    rules = state.ruleset
    board = rules.board
    if owners[source] != seat:
        raise IllegalAction(Code.ATTACK_FROM_FOREIGN, territory=board.territories[source].id)
    if owners[target] == seat:
        raise IllegalAction(Code.ATTACK_OWN, territory=board.territories[target].id)
    if target not in board.neighbours[source]:
        raise IllegalAction(
            Code.NOT_ADJACENT,
            source=board.territories[source].id,
            target=board.territories[target].id,
        )
    armies = state.armies[source]
    if armies < 2:
        raise IllegalAction(
            Code.ATTACK_TOO_FEW_ARMIES, territory=board.territories[source].id, armies=armies
        )
    if dice >= armies or dice > rules.max_attack_dice:
        raise IllegalAction(
            Code.ATTACK_DICE,
            territory=board.territories[source].id,
            armies=armies,
            most=most_attack_dice(state, source),
            dice=dice,
        )
    if trace.kept:
        trace.record("turn.sequence", "phase")
        trace.record("attack.adjacent", "battle")
    values: list[object] = list(state)
    values[PHASE] = _DEFEND
    values[BATTLE] = new_tuple(Battle, (source, target, dice))
    return new_tuple(GameState, values)


def validate_attack(state: GameState, action: Attack) -> None:
    attack(state, action)  # its checks; the state it builds is dropped


def validate_defend(state: GameState, action: Defend) -> Battle:
    if state.phase is not _DEFEND:
        require_phase(state, action, Phase.DEFEND)
    battle = state.battle
    assert battle is not None
    dice = action.dice
    if type(dice) is not int or dice < 1:
        inputs.count(dice, "dice")
    most = most_defence_dice(state, battle.target)
    if dice > most:
        raise IllegalAction(
            state.ruleset.refusal(Code.RISIKO_DEFENCE_DICE, Code.DEFENCE_DICE),
            territory=state.ruleset.board.territories[battle.target].id,
            armies=state.armies[battle.target],
            most=most,
            dice=dice,
        )
    return battle


@cache  # remembered, as only checked dice reach it: 6**6 rolls at most
@implements("attack.compare")
def losses(attacker: tuple[int, ...], defender: tuple[int, ...]) -> tuple[int, int]:
    """The armies each side loses to a roll, as (attacker's losses, defender's losses):
    highest die against highest, then second against second; ties go to the defender."""
    pairs = min(len(attacker), len(defender))
    a = sorted(attacker, reverse=True)
    d = sorted(defender, reverse=True)
    lost_d = sum(a[i] > d[i] for i in range(pairs))
    return pairs - lost_d, lost_d


@implements("attack.repeat")
def defend(state: GameState, action: Defend, roll: BattleRoll) -> GameState:
    fight = state.battle
    dice = action.dice
    armies = state.armies
    if (
        fight is None
        or state.phase is not _DEFEND
        or type(dice) is not int
        or not 0 < dice <= state.ruleset.max_defence_dice
        or dice > armies[fight.target]
    ):
        fight = validate_defend(state, action)  # the rule the defender's dice break
    source, target, attacking = fight
    attacker, defender = roll.attacker, roll.defender
    if (
        type(attacker) is not tuple
        or type(defender) is not tuple
        or len(attacker) != attacking
        or len(defender) != dice
    ):
        _refuse_roll(roll, fight, action)
    for die in attacker + defender:
        if type(die) is not int or not 0 < die < 7:
            _refuse_roll(roll, fight, action)
    lost_a, lost_d = losses(attacker, defender)
    left = list(armies)
    left[source] -= lost_a
    left[target] -= lost_d
    if trace.kept:
        trace.record("attack.compare", "armies")
    if not left[target]:
        return conquer(evolve(state, armies=tuple(left)), fight)
    if trace.kept:
        trace.record("attack.repeat", "phase", "battle")
    values: list[object] = list(state)
    values[ARMIES] = tuple(left)
    values[PHASE] = _ATTACK
    values[BATTLE] = None
    return new_tuple(GameState, values)


def _refuse_roll(roll: BattleRoll, fight: Battle, action: Defend) -> None:
    inputs.dice(roll.attacker, fight.dice, "chance.attacker")
    inputs.dice(roll.defender, action.dice, "chance.defender")
