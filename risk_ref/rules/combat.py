"""Attacking: where from and where to, how many dice each side rolls, and who loses what."""

from __future__ import annotations

from risk_ref.actions import Attack, BattleRoll, Defend
from risk_ref.errors import Code, IllegalAction
from risk_ref.rules import inputs
from risk_ref.rules.conquest import conquer
from risk_ref.rules.phase import require_phase
from risk_ref.state import Battle, GameState, Phase, after_roll, evolve, new_battle


def most_attack_dice(state: GameState, source: int) -> int:
    return min(state.ruleset.max_attack_dice, state.armies[source] - 1)


def most_defence_dice(state: GameState, target: int) -> int:
    return min(state.ruleset.max_defence_dice, state.armies[target])


def validate_attack(state: GameState, action: Attack) -> None:
    if state.phase is not Phase.ATTACK:
        require_phase(state, action, Phase.ATTACK)
    board = state.ruleset.board
    size = len(board.territories)
    source = inputs.territory(action.source, size, "source")
    target = inputs.territory(action.target, size, "target")
    dice = inputs.count(action.dice, "dice")
    owners = state.owners
    if owners[source] != state.current:
        raise IllegalAction(Code.ATTACK_FROM_FOREIGN, territory=board.territories[source].id)
    if owners[target] == state.current:
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
    most = most_attack_dice(state, source)
    if dice > most:
        raise IllegalAction(
            Code.ATTACK_DICE,
            territory=board.territories[source].id,
            armies=armies,
            most=most,
            dice=dice,
        )


def attack(state: GameState, action: Attack) -> GameState:
    validate_attack(state, action)
    return after_roll(
        state, state.armies, Phase.DEFEND, new_battle(action.source, action.target, action.dice)
    )


def validate_defend(state: GameState, action: Defend) -> Battle:
    if state.phase is not Phase.DEFEND:
        require_phase(state, action, Phase.DEFEND)
    battle = state.battle
    assert battle is not None
    dice = inputs.count(action.dice, "dice")
    most = most_defence_dice(state, battle.target)
    if dice > most:
        three = "risiko.defender-dice" in state.ruleset.rules
        raise IllegalAction(
            Code.RISIKO_DEFENCE_DICE if three else Code.DEFENCE_DICE,
            territory=state.ruleset.board.territories[battle.target].id,
            armies=state.armies[battle.target],
            most=most,
            dice=dice,
        )
    return battle


def losses(attacker: tuple[int, ...], defender: tuple[int, ...]) -> tuple[int, int]:
    """Highest against highest, then second against second; ties go to the defender.
    Returns (attacker's losses, defender's losses)."""
    pairs = min(len(attacker), len(defender))
    if pairs == 1:
        return (0, 1) if max(attacker) > max(defender) else (1, 0)
    a = sorted(attacker, reverse=True)
    d = sorted(defender, reverse=True)
    lost_d = (a[0] > d[0]) + (a[1] > d[1]) + (pairs > 2 and a[2] > d[2])
    return pairs - lost_d, lost_d


def defend(state: GameState, action: Defend, roll: BattleRoll) -> GameState:
    fight = validate_defend(state, action)
    attacker = inputs.dice(roll.attacker, fight.dice, "chance.attacker")
    defender = inputs.dice(roll.defender, action.dice, "chance.defender")
    lost_a, lost_d = losses(attacker, defender)
    armies = list(state.armies)
    armies[fight.source] -= lost_a
    armies[fight.target] -= lost_d
    if armies[fight.target]:
        return after_roll(state, tuple(armies), Phase.ATTACK, None)
    return conquer(evolve(state, armies=tuple(armies)), fight)
