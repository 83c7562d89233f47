# mypy: disable-error-code="attr-defined, assignment, method-assign"
"""The reference engine with one rule broken, as real engines break it: a fault per rule.

    python tests/implementations/faults.py FAULT      serve the engine with FAULT
    python tests/implementations/faults.py A+B        ... with two faults at once

A fault is named by the rule it breaks (with a suffix after "@" where a rule has more
than one) and is a small change of the reference. tests/test_faults.py runs the rule
suite against each and checks that every failure is blamed on that rule and that at
least two scenarios catch it; the rulebook's "Testing your implementation" shows which.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from risk_ref import engine, ruleset
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
    PlaceSetup,
    RollForFirst,
    TradeCards,
)
from risk_ref.board import BOARDS, Board, Symbol
from risk_ref.chance import SeededChance
from risk_ref.errors import Code, IllegalAction, MalformedInput
from risk_ref.protocol import server
from risk_ref.rules import attack as attack_rules  # the faults define attack() and fortify()
from risk_ref.rules import (
    cards,
    conquest,
    elimination,
    inputs,
    setup,
    turn,
    victory,
)
from risk_ref.rules import fortify as fortify_rules
from risk_ref.rules import reinforce as reinforce_rules
from risk_ref.rules.missions import MISSIONS, MissionKind, completed
from risk_ref.ruleset import CardBonusMode, FortifyMode, Ruleset
from risk_ref.state import NEUTRAL, Battle, GameState, Phase


@dataclass(frozen=True)
class Fault:
    rules: tuple[str, ...]  # the rules it breaks: one, but for a fault in the board
    description: str  # what the faulty engine does, as its author got it wrong
    patch: Callable[[], None]


FAULTS: dict[str, Fault] = {}
Patch = Callable[[], None]


def fault(name: str, description: str, *also: str) -> Callable[[Patch], Patch]:
    def register(patch: Patch) -> Patch:
        FAULTS[name] = Fault((name.split("@")[0], *also), description, patch)
        return patch

    return register


def every_ruleset(**changes: Any) -> None:
    """Every ruleset changed, as by an engine that hard-codes another number."""
    for name, rules in list(ruleset.RULESETS.items()):
        ruleset.RULESETS[name] = replace(rules, **changes)


def every_board(change: Callable[[Board], Board]) -> None:
    for name, board in list(BOARDS.items()):
        BOARDS[name] = change(board)
    for name, rules in list(ruleset.RULESETS.items()):
        ruleset.RULESETS[name] = replace(rules, board=BOARDS[rules.board.id])


def perform(kind: type, function: Callable[..., GameState]) -> None:
    """The engine's handling of one kind of action replaced (its checks as they were)."""
    validate, _, chance, adds_armies = engine._RULES[kind]
    engine._register(kind, validate, function, chance, adds_armies)


def attack_rule(attack: Callable[[GameState, Attack], GameState]) -> None:
    """The engine's attack replaced: it checks and declares in one pass, for apply and
    check alike."""
    attack_rules.attack = attack
    perform(Attack, attack)


def defence_dice(most: Callable[[GameState, int], int]) -> None:
    """The most dice a defender may roll miscounted, wherever the engine counts them."""
    attack_rules.most_defence_dice = most
    right = attack_rules.defend

    def defend(state: GameState, action: Defend, roll: BattleRoll) -> GameState:
        attack_rules.validate_defend(state, action)
        return right(state, action, roll)

    perform(Defend, defend)


def forget(memo: dict[Any, Any]) -> None:
    """A memo of the faulty engine's own, emptied whenever a game is set up or loaded."""
    right_new, right_load = server.new_game, server.from_document

    def new_game(*args: Any) -> GameState:
        memo.clear()
        return right_new(*args)

    def from_document(document: object) -> GameState:
        memo.clear()
        return right_load(document)

    server.new_game = new_game
    server.from_document = from_document


# --- setup --------------------------------------------------------------------------------


@fault("setup.players", "refuses games of two players, as in the three-to-six-player rules")
def _() -> None:
    right = server.new_game

    def new_game(players: Any, rules: Ruleset) -> GameState:
        if len(players) == 2:
            raise IllegalAction(Code.PLAYER_COUNT, players=2, allowed=(3, 4, 5, 6))
        return right(players, rules)

    server.new_game = new_game


@fault("setup.armies", "gives five players 30 armies each, as with four")
def _() -> None:
    every_ruleset(starting_armies=((2, 40), (3, 35), (4, 30), (5, 30), (6, 20)))


@fault("setup.first-player", "lets the first of the players tied for the highest roll begin")
def _() -> None:
    def roll_for_first(state: GameState, action: RollForFirst, roll: DiceRoll) -> GameState:
        values = inputs.dice(roll.values, len(state.contenders), "chance.values")
        first = state.contenders[values.index(max(values))]
        phase = Phase.DEAL if state.has_neutral or state.ruleset.deal_territories else Phase.CLAIM
        return state._replace(phase=phase, current=first, first_player=first, contenders=())

    perform(RollForFirst, roll_for_first)


@fault("setup.claim", "lets a player claim a territory that is already held")
def _() -> None:
    def validate(state: GameState, action: Claim) -> None:
        setup.require_phase(state, action, Phase.CLAIM)
        inputs.territory(action.territory, len(state.owners), "territory")

    setup.validate_claim = validate


@fault("setup.place", "lets a setup army go on any territory, the player's or not")
def _() -> None:
    right = setup.validate_place_setup

    def validate(state: GameState, action: PlaceSetup) -> None:
        if not (state.phase is Phase.SETUP and not state.has_neutral):
            right(state, action)

    setup.validate_place_setup = validate


@fault("setup.stacking", "allows at most 20 armies on a territory while setting up")
def _() -> None:
    right = setup.validate_place_setup

    def validate(state: GameState, action: PlaceSetup) -> None:
        right(state, action)
        if state.armies[action.territory] >= 20:
            raise MalformedInput("territory", "a territory holds at most 20 armies")

    setup.validate_place_setup = validate


@fault("setup.first-turn", "begins the first turn without reinforcements")
def _() -> None:
    right = setup.start_turn

    def start_turn(state: GameState, seat: int) -> GameState:
        begun = right(state, seat)
        reserves = list(begun.reserves)
        reserves[seat] = 0
        return begun._replace(reserves=tuple(reserves), phase=Phase.ATTACK)

    setup.start_turn = start_turn


# --- the turn -----------------------------------------------------------------------------


@fault("turn.sequence", "lets a player attack before all reinforcements are placed")
def _() -> None:
    right = attack_rules.require_phase

    def require_phase(state: GameState, action: object, *phases: Phase) -> None:
        if not (isinstance(action, Attack) and state.phase is Phase.REINFORCE):
            right(state, action, *phases)

    attack_rules.require_phase = require_phase


@fault("turn.order", "passes the turn to the right instead of the left")
def _() -> None:
    def end_turn(state: GameState) -> GameState:
        seats = len(state.players)
        to_the_right = ((state.current - step) % seats for step in range(1, seats + 1))
        seat = next(s for s in to_the_right if s not in state.eliminated)
        return turn.start_turn(state, seat)

    fortify_rules.end_turn = end_turn


# --- reinforcement ------------------------------------------------------------------------


@fault("reinforce.territories", "gives one army for every four territories, not three")
def _() -> None:
    every_ruleset(territory_divisor=4)


@fault("reinforce.minimum", "gives no minimum: fewer than nine territories give fewer than 3")
def _() -> None:
    every_ruleset(min_reinforcement=0)


@fault("reinforce.continents", "gives Asia a bonus of 5 armies, not 7")
def _() -> None:
    def asia_five(board: Board) -> Board:
        continents = tuple(replace(c, bonus=5) if c.id == "asia" else c for c in board.continents)
        return replace(board, continents=continents)

    every_board(asia_five)


@fault("reinforce.continents@one-short", "gives one army fewer than each continent's bonus")
def _() -> None:
    def one_short(board: Board) -> Board:
        continents = tuple(replace(c, bonus=c.bonus - 1) for c in board.continents)
        return replace(board, continents=continents)

    every_board(one_short)


@fault(
    "reinforce.continents@timing",
    "counts the continents held at the end of the player's own turn, not at the start of the next",
)
def _() -> None:
    held: dict[tuple[tuple[str, ...], int], int] = {}  # (players, seat) -> bonus then
    right_end, right_start = turn.end_turn, turn.start_turn

    def bonus(state: GameState, seat: int) -> int:
        board = state.ruleset.board
        return sum(board.continent(c).bonus for c in reinforce_rules.continents_held(state, seat))

    def end_turn(state: GameState) -> GameState:
        held[(state.players, state.current)] = bonus(state, state.current)
        return right_end(state)

    def start_turn(state: GameState, seat: int) -> GameState:
        begun = right_start(state, seat)
        remembered = held.pop((state.players, seat), None)
        if remembered is None:
            return begun
        reserves = list(begun.reserves)
        reserves[seat] += remembered - bonus(state, seat)
        return begun._replace(reserves=tuple(reserves))

    fortify_rules.end_turn = end_turn
    turn.start_turn = start_turn
    forget(held)


@fault("reinforce.placement", "lets reinforcements be placed on an enemy territory")
def _() -> None:
    right = reinforce_rules.validate_place

    def validate(state: GameState, action: Any) -> None:
        owners = list(state.owners)
        if type(action.territory) is int and 0 <= action.territory < len(owners):
            owners[action.territory] = state.current
        right(state._replace(owners=tuple(owners)), action)

    reinforce_rules.validate_place = validate


# --- cards --------------------------------------------------------------------------------


@fault("cards.earn", "leaves the card drawn in the draw pile as well as in the hand")
def _() -> None:
    right = cards.end_attack

    def end_attack(state: GameState, action: EndAttack, draw: Any = None) -> GameState:
        after = right(state, action, draw)
        if state.draw_pile and after.draw_pile != state.draw_pile:
            return after._replace(draw_pile=state.draw_pile)
        return after

    perform(EndAttack, end_attack)


@fault("cards.earn@at-conquest", "draws the card at the first conquest, not when the attacks end")
def _() -> None:
    right_defend, right_end = attack_rules.defend, cards.end_attack
    drew: dict[int, bool] = {}  # the turns in which it drew at a conquest
    forget(drew)

    def defend(state: GameState, action: Defend, roll: BattleRoll) -> GameState:
        after = right_defend(state, action, roll)
        if after.phase is not Phase.MOVE_IN or state.conquered or not after.draw_pile:
            return after
        hands = list(after.hands)
        hands[after.current] = tuple(sorted((*hands[after.current], after.draw_pile[0])))
        drew[after.turn] = True
        return after._replace(hands=tuple(hands), draw_pile=after.draw_pile[1:])

    def end_attack(state: GameState, action: EndAttack, draw: Any = None) -> GameState:
        if not drew.pop(state.turn, False):
            return right_end(state, action, draw)
        cards.validate_end_attack(state, action)
        return state._replace(phase=Phase.FORTIFY)  # the card is in the hand already

    perform(Defend, defend)
    perform(EndAttack, end_attack)


@fault("cards.earn@discards", "draws its own card from the discards, not the draw pile")
def _() -> None:
    right_outcome = SeededChance.outcome

    def outcome(self: SeededChance, state: GameState, action: Action) -> Chance | None:
        chance = right_outcome(self, state, action)
        if isinstance(chance, CardDraw) and state.discards:
            return CardDraw(state.discards[0])
        return chance

    SeededChance.outcome = outcome
    right = cards.end_attack

    def end_attack(state: GameState, action: EndAttack, draw: Any = None) -> GameState:
        if isinstance(draw, CardDraw) and draw.card in state.discards and state.draw_pile:
            hands = list(state.hands)
            hands[state.current] = tuple(sorted((*hands[state.current], draw.card)))
            discards = tuple(c for c in state.discards if c != draw.card)
            return state._replace(phase=Phase.FORTIFY, hands=tuple(hands), discards=discards)
        return right(state, action, draw)

    perform(EndAttack, end_attack)


@fault("cards.sets", "takes a wild card only with two cards alike")
def _() -> None:
    right = Ruleset.is_set

    def is_set(self: Ruleset, symbols: tuple[Symbol, ...]) -> bool:
        if Symbol.WILD in symbols and len(set(symbols)) == 3:
            return False
        return right(self, symbols)

    Ruleset.is_set = is_set


@fault("cards.values", "makes the sixth set traded worth 14 armies, not 15")
def _() -> None:
    right = Ruleset.set_value

    def set_value(self: Ruleset, before: int) -> int:
        return 14 if before == 5 else right(self, before)

    Ruleset.set_value = set_value


@fault("cards.territory-bonus", "gives two extra armies on every traded card's territory held")
def _() -> None:
    right = cards.trade

    def trade(state: GameState, action: TradeCards) -> GameState:
        after = right(state, action)
        if action.bonus_territory is None:
            return after
        armies = list(after.armies)
        for territory in cards._shown_and_held(state, action.cards):
            if territory != action.bonus_territory:
                armies[territory] += state.ruleset.card_bonus
        return after._replace(armies=tuple(armies))

    perform(TradeCards, trade)


@fault("cards.forced-trade", "forces a trade only from six cards, not five")
def _() -> None:
    for name, rules in list(ruleset.RULESETS.items()):
        if rules.forced_trade_hand is not None:
            ruleset.RULESETS[name] = replace(rules, forced_trade_hand=6)


@fault(
    "cards.forced-trade@second-set", "with second-set=compulsory, still lets the second set be kept"
)
def _() -> None:
    reinforce_rules.second_set_due = lambda state: False


@fault("cards.trade-timing", "lets sets be traded during the attacks")
def _() -> None:
    right = cards.trade

    def trade(state: GameState, action: TradeCards) -> GameState:
        if state.phase is not Phase.ATTACK:
            return right(state, action)
        return right(state._replace(phase=Phase.REINFORCE), action)._replace(phase=Phase.ATTACK)

    perform(TradeCards, trade)


@fault("cards.trade-timing@placed-first", "will not trade a set before an army is placed")
def _() -> None:
    right = cards.validate_trade

    def validate_trade(state: GameState, action: TradeCards) -> None:
        right(state, action)
        seat = state.current
        begun = state.reserves[seat] == reinforce_rules.reinforcement(state, seat)
        if state.phase is Phase.REINFORCE and begun:
            raise IllegalAction(Code.TRADE_TOO_LATE, phase=state.phase.value)

    cards.validate_trade = validate_trade


@fault("cards.reshuffle", "draws no card once the draw pile is empty")
def _() -> None:
    def earns_card(state: GameState) -> bool:
        return state.conquered and bool(state.draw_pile)

    cards.earns_card = earns_card


# --- attacking ----------------------------------------------------------------------------


@fault("attack.adjacent", "lets a territory attack any enemy territory, bordering or not")
def _() -> None:
    right = attack_rules.attack

    def attack(state: GameState, action: Attack) -> GameState:
        if type(action.source) is not int or type(action.target) is not int:
            return right(state, action)
        board = state.ruleset.board
        neighbours = list(board.neighbours)
        neighbours[action.source] = neighbours[action.source] | {action.target}
        bordering = state._replace(ruleset=replace(state.ruleset, board=replace(
            board, neighbours=tuple(neighbours)
        )))  # fmt: skip
        return right(bordering, action)._replace(ruleset=state.ruleset)

    attack_rule(attack)


@fault("attack.adjacent@border", "has no border between Alaska and Kamchatka", "fortify.move")
def _() -> None:
    def cut(board: Board) -> Board:
        a, k = board.index("alaska"), board.index("kamchatka")
        neighbours = list(board.neighbours)
        neighbours[a], neighbours[k] = neighbours[a] - {k}, neighbours[k] - {a}
        return replace(board, neighbours=tuple(neighbours))

    every_board(cut)


@fault("attack.source-armies", "asks for three armies in the attacking territory, not two")
def _() -> None:
    right = attack_rules.attack

    def attack(state: GameState, action: Attack) -> GameState:
        after = right(state, action)
        armies = state.armies[action.source]
        if armies < 3:
            territory = state.ruleset.board.territories[action.source].id
            raise IllegalAction(Code.ATTACK_TOO_FEW_ARMIES, territory=territory, armies=armies)
        return after

    attack_rule(attack)


@fault("attack.attacker-dice", "always rolls as many dice as the attacker may, whatever was said")
def _() -> None:
    right = attack_rules.attack

    def attack(state: GameState, action: Attack) -> GameState:
        attack_rules.validate_attack(state, action)
        most = attack_rules.most_attack_dice(state, action.source)
        return right(state, Attack(action.source, action.target, most))

    perform(Attack, attack)


@fault("attack.defender-dice", "lets a defender with one army roll two dice")
def _() -> None:
    right = attack_rules.most_defence_dice

    def most_defence_dice(state: GameState, target: int) -> int:
        two = state.ruleset.max_defence_dice == 2
        return 2 if two else right(state, target)

    defence_dice(most_defence_dice)


@fault(
    "attack.defender-dice@most",
    "always rolls as many defence dice as the defender may, the neutral's too",
    "risiko.defender-dice",
    "two-player.neutral-defence",
)
def _() -> None:
    right = attack_rules.defend

    def defend(state: GameState, action: Defend, roll: BattleRoll) -> GameState:
        assert state.battle is not None
        most = attack_rules.most_defence_dice(state, state.battle.target)
        return right(state, Defend(most), roll)

    perform(Defend, defend)
    right_outcome = SeededChance.outcome

    def outcome(self: SeededChance, state: GameState, action: Action) -> Chance | None:
        battle = state.battle
        if isinstance(action, Defend) and battle is not None:
            action = Defend(attack_rules.most_defence_dice(state, battle.target))
        return right_outcome(self, state, action)

    SeededChance.outcome = outcome


@fault("attack.compare", "gives ties to the attacker")
def _() -> None:
    def losses(attacker: tuple[int, ...], defender: tuple[int, ...]) -> tuple[int, int]:
        pairs = min(len(attacker), len(defender))
        a, d = sorted(attacker, reverse=True), sorted(defender, reverse=True)
        lost = sum(a[i] >= d[i] for i in range(pairs))
        return pairs - lost, lost

    attack_rules.losses = losses


@fault("attack.repeat", "ends the attacks after a roll that conquers nothing")
def _() -> None:
    right = attack_rules.defend

    def defend(state: GameState, action: Defend, roll: BattleRoll) -> GameState:
        after = right(state, action, roll)
        return after._replace(phase=Phase.FORTIFY) if after.phase is Phase.ATTACK else after

    perform(Defend, defend)


# --- conquest and elimination -------------------------------------------------------------


@fault("conquest.move-in", "lets a single army move in, whatever the dice of the last roll")
def _() -> None:
    def move_in_range(state: GameState) -> tuple[int, int]:
        assert state.battle is not None
        return 1, state.armies[state.battle.source] - 1

    conquest.move_in_range = move_in_range


@fault("conquest.garrison", "lets every army leave a territory, moving in or fortifying")
def _() -> None:
    def move_in_range(state: GameState) -> tuple[int, int]:
        assert state.battle is not None
        return state.battle.dice, state.armies[state.battle.source]

    conquest.move_in_range = move_in_range
    right = fortify_rules.validate_fortify

    def validate(state: GameState, action: Any) -> None:
        if type(action.source) is int and 0 <= action.source < len(state.armies):
            armies = list(state.armies)
            armies[action.source] += 1
            state = state._replace(armies=tuple(armies))
        right(state, action)

    fortify_rules.validate_fortify = validate


@fault("elimination.cards", "sends an eliminated player's cards to the discards")
def _() -> None:
    right = conquest.conquer

    def conquer(state: GameState, battle: Battle) -> GameState:
        after = right(state, battle)
        fallen = [seat for seat in after.eliminated if seat not in state.eliminated]
        if not fallen:
            return after
        taken = state.hands[fallen[0]]
        hands = list(after.hands)
        hands[after.current] = tuple(c for c in hands[after.current] if c not in taken)
        return after._replace(hands=tuple(hands), discards=tuple(sorted(after.discards + taken)))

    attack_rules.conquer = conquer


@fault("elimination.trade", "never makes a player trade at once after an elimination")
def _() -> None:
    for name, rules in list(ruleset.RULESETS.items()):
        if rules.elimination_trade_hand is not None:
            ruleset.RULESETS[name] = replace(rules, elimination_trade_hand=99)


@fault("elimination.wait", "makes a player left with five cards by an elimination trade at once")
def _() -> None:
    for name, rules in list(ruleset.RULESETS.items()):
        if rules.elimination_trade_hand is not None:
            ruleset.RULESETS[name] = replace(rules, elimination_trade_hand=5)


# --- fortifying ---------------------------------------------------------------------------


@fault("fortify.move", "lets armies fortify along a chain of territories, not just next door")
def _() -> None:
    right = fortify_rules.reachable

    def reachable(state: GameState, source: int) -> frozenset[int]:
        connected = replace(state.ruleset, fortify_mode=FortifyMode.CONNECTED)
        return right(state._replace(ruleset=connected), source)

    fortify_rules.reachable = reachable


@fault("fortify.move@turn-end", "lets the turn go on after the fortifying move, for another")
def _() -> None:
    def fortify(state: GameState, action: Fortify) -> GameState:
        fortify_rules.validate_fortify(state, action)
        armies = list(state.armies)
        armies[action.source] -= action.armies
        armies[action.target] += action.armies
        return state._replace(armies=tuple(armies))

    perform(Fortify, fortify)


@fault("fortify.optional", "will not end a turn without a fortifying move when one is possible")
def _() -> None:
    right = fortify_rules.validate_end_turn

    def validate(state: GameState, action: EndTurn) -> None:
        right(state, action)
        owned = [t for t, owner in enumerate(state.owners) if owner == state.current]
        if any(state.armies[t] > 1 and fortify_rules.reachable(state, t) for t in owned):
            raise MalformedInput("action", "fortify first")

    fortify_rules.validate_end_turn = validate


# --- winning ------------------------------------------------------------------------------


def _holds_everything(state: GameState) -> bool:
    first = state.owners[0]
    return first >= 0 and state.owners.count(first) == len(state.owners)


@fault("victory.world", "plays on after a player has taken every territory")
def _() -> None:
    right = victory.winner

    def winner(state: GameState) -> int | None:
        return None if _holds_everything(state) else right(state)

    conquest.winner = winner


# --- the two-player game ------------------------------------------------------------------


@fault("two-player.neutral", "gives the neutral 30 armies, not 40")
def _() -> None:
    every_ruleset(neutral_armies=30)


@fault("two-player.deal", "takes nothing from the neutral's armies for its dealt territories")
def _() -> None:
    right = setup.deal

    def deal(state: GameState, action: DealTerritories, outcome: Deal) -> GameState:
        after = right(state, action, outcome)
        return after._replace(neutral_reserve=state.neutral_reserve) if state.has_neutral else after

    perform(DealTerritories, deal)


@fault("two-player.place", "places three own armies in each two-player placing turn, not two")
def _() -> None:
    every_ruleset(two_player_own_per_placement=3)


@fault("two-player.neutral-defence", "rolls the most dice for the neutral: nobody chooses")
def _() -> None:
    right, right_defend = attack_rules.validate_defend, attack_rules.defend

    def validate(state: GameState, action: Defend) -> Battle:
        battle = right(state, action)
        most = attack_rules.most_defence_dice(state, battle.target)
        if state.owners[battle.target] == NEUTRAL and action.dice != most:
            raise MalformedInput("dice", f"the neutral rolls {most}")
        return battle

    def defend(state: GameState, action: Defend, roll: BattleRoll) -> GameState:
        validate(state, action)
        return right_defend(state, action, roll)

    attack_rules.validate_defend = validate
    perform(Defend, defend)


@fault("two-player.victory", "plays on after the opponent is eliminated, to take the neutral too")
def _() -> None:
    right = victory.winner

    def winner(state: GameState) -> int | None:
        if state.has_neutral and not _holds_everything(state):
            return None
        return right(state)

    conquest.winner = winner


# --- missions -----------------------------------------------------------------------------


@fault("missions.deal", "lets two players be dealt the same mission")
def _() -> None:
    right = setup._dealt_missions

    def dealt(state: GameState, missions: object) -> tuple[str | None, ...]:
        if isinstance(missions, tuple) and len(set(missions)) < len(missions):
            return tuple(missions)
        return right(state, missions)

    setup._dealt_missions = dealt


@fault("missions.deal-territories", "deals the territories left over to the last players")
def _() -> None:
    right = setup.deal_piles

    def deal_piles(state: GameState) -> tuple[int, ...]:
        return right(state) if state.has_neutral else tuple(reversed(right(state)))

    setup.deal_piles = deal_piles


@fault("missions.kinds", "takes the two named continents as enough, without a third")
def _() -> None:
    for mission in MISSIONS.values():
        if mission.kind is MissionKind.CONTINENTS_AND_ANY:
            object.__setattr__(mission, "kind", MissionKind.CONTINENTS)


@fault("missions.destroy", "keeps a mission to destroy a colour that another player eliminated")
def _() -> None:
    elimination.after_elimination = lambda state, loser: state


@fault("missions.victory", "checks only the mission of the player whose turn it is")
def _() -> None:
    def mission_winner(state: GameState) -> int | None:
        if not state.ruleset.mission_deck:
            return None
        return state.current if completed(state, state.current) else None

    victory.mission_winner = mission_winner


@fault("missions.victory@turn-end", "declares a completed mission won only when the turn ends")
def _() -> None:
    right_winner, right_end = victory.mission_winner, fortify_rules.end_turn

    def end_turn(state: GameState) -> GameState:
        if right_winner(state) is not None:
            return state._replace(phase=Phase.GAME_OVER)
        return right_end(state)

    victory.mission_winner = lambda state: None
    fortify_rules.end_turn = end_turn


# --- Risiko! ------------------------------------------------------------------------------


@fault("risiko.defender-dice", "lets the defender roll at most two dice in Risiko!")
def _() -> None:
    right = attack_rules.most_defence_dice

    def most_defence_dice(state: GameState, target: int) -> int:
        return min(2, right(state, target))

    defence_dice(most_defence_dice)


@fault("risiko.tris", "takes a jolly with any two cards as a tris, worth 12 armies")
def _() -> None:
    right = Ruleset.is_set

    def is_set(self: Ruleset, symbols: tuple[Symbol, ...]) -> bool:
        return (bool(self.fixed_set_values) and Symbol.WILD in symbols) or right(self, symbols)

    right_value = Ruleset.trade_value

    def trade_value(self: Ruleset, symbols: tuple[Symbol, ...], before: int) -> int:
        if self.fixed_set_values and Symbol.WILD in symbols and not right(self, symbols):
            return 12
        return right_value(self, symbols, before)

    Ruleset.is_set = is_set
    Ruleset.trade_value = trade_value


@fault("risiko.tris@values", "counts three artillery as a tris of 6 armies, not 4")
def _() -> None:
    rules = ruleset.RULESETS["risiko"]
    values = tuple((combo, 6 if value == 4 else value) for combo, value in rules.fixed_set_values)
    ruleset.RULESETS["risiko"] = replace(rules, fixed_set_values=values)


@fault("risiko.card-bonus", "gives two armies once for a tris of occupied territories, not each")
def _() -> None:
    right = cards._shown_and_held

    def shown_and_held(state: GameState, played: tuple[int, ...]) -> tuple[int, ...]:
        held = right(state, played)
        anywhere = state.ruleset.card_bonus_mode is CardBonusMode.EACH_CARD_ANYWHERE
        return held[:1] if anywhere else held

    cards._shown_and_held = shown_and_held


@fault("risiko.trading", "forces a trade from five cards in Risiko! too")
def _() -> None:
    rules = ruleset.RULESETS["risiko"]
    ruleset.RULESETS["risiko"] = replace(rules, forced_trade_hand=5)


def trusted(state: GameState, unknown: Sequence[str] = ()) -> GameState:
    return state


if __name__ == "__main__":
    names = sys.argv[1].split("+") if len(sys.argv) == 2 else [""]  # FAULT, or FAULT+FAULT
    if not all(name in FAULTS for name in names):
        sys.exit(f"usage: faults.py FAULT[+FAULT...]; faults: {', '.join(FAULTS)}")
    for name in names:
        FAULTS[name].patch()
    server.require_reachable = trusted  # takes the positions it is sent, as engines do
    sys.exit(server.serve(sys.stdin.buffer, sys.stdout.buffer))
