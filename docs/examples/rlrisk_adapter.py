"""A conformance adapter for a published engine: rlrisk 1.0.2.3, from PyPI.

Run the rule suite through it with::

    pip install rlrisk==1.0.2.3
    risk-ref conformance run --program "python docs/examples/rlrisk_adapter.py"

rlrisk (https://github.com/civrev/rlrisk) plays a whole game in one call,
``Risk.play()``, and asks its agents for every decision through
``take_action(state, code, options)``. The adapter runs the engine's own loop in a
thread and makes the protocol's player its agents: each action answers the questions
the engine asks, and a question the action does not answer is where the game rests.
An action is refused when an answer is not among the options the engine offers; the
adapter then replays the game from the position it was given, with the answers given
so far, so that a refusal leaves the game as it was. The adapter translates and never
corrects: what the engine does with the answers is the engine's.

Where the engine draws by itself (the card earned, at the conquest), the adapter's
random source gives it the first of its options; the dice are the case's.
"""

from __future__ import annotations

import io
import json
import os
import queue
import sys
import threading
from typing import Any, NamedTuple

import numpy as np

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # rlrisk imports pygame, which greets on stdout
from rlrisk.environment import risk as engine_module
from rlrisk.environment.risk import Risk

PROTOCOL = 2
IMPLEMENTATION = {"name": "rlrisk", "version": "1.0.2.3", "language": "Python"}
# What rlrisk implements: the classic game, its territories claimed one by one
# (deal=False), without the roll for the first turn (it chooses the first player
# itself) or the defender's choice of dice (it always rolls the most). Two players play
# without a neutral; fortifying is to an adjacent territory or, with
# fortify_adjacent=False, along connected territories.
CAPABILITIES = {
    "rulesets": {
        "classic": {
            "options": {
                "two-player": ["no-neutral"],
                "fortify": ["adjacent", "connected"],
            },
            "players": [2, 3, 4, 5, 6],
            "features": ["cards", "setup"],
        }
    }
}

# rlrisk's territories in its own order (Risk.id_names): card i pictures territory i,
# cards 42 and 43 are the wild cards.
TERRITORIES = [
    "alaska", "northwest-territory", "greenland", "alberta", "ontario", "quebec",
    "western-united-states", "eastern-united-states", "central-america",
    "venezuela", "brazil", "peru", "argentina",
    "north-africa", "egypt", "east-africa", "congo", "south-africa", "madagascar",
    "indonesia", "new-guinea", "western-australia", "eastern-australia",
    "iceland", "great-britain", "scandinavia", "ukraine", "northern-europe",
    "southern-europe", "western-europe",
    "middle-east", "afghanistan", "ural", "siberia", "yakutsk", "kamchatka",
    "irkutsk", "mongolia", "japan", "china", "india", "siam",
]  # fmt: skip
CARDS = [*TERRITORIES, "wild-1", "wild-2"]
DECK = 6  # rlrisk's owner of a card in the deck

# The questions rlrisk asks (the code passed to take_action).
PLACE, ATTACK, PRESS_ON, DICE, FORTIFY_FROM, FORTIFY_TO = 0, 1, 2, 3, 4, 5
FORTIFY_ARMY, MOVE_IN_ARMY, TRADE, CLAIM, PLACE_SETUP, ATTACK_AGAIN = 6, 7, 8, 9, 10, 11
# The adapter's own pauses, where the protocol's player decides and rlrisk goes on:
# at a conquest, before the armies move in, and at a turn's end with no move to make.
MOVE_IN, END_TURN = "move-in", "end-turn"


class Keep(NamedTuple):
    """An attack's dice: checked against those offered now, rolled at the defence."""

    dice: int


class Roll(NamedTuple):
    """The dice of an attack, and the faces of both sides that the case dictates."""

    dice: int
    faces: tuple[int, ...]


class Refused(Exception):
    """The engine does not take the action (it names no rule)."""


class CannotLoad(Exception):
    """A position the engine has no way to hold."""


class Abandoned(BaseException):
    """Unwinds an engine thread that is no longer needed."""


class Seat:
    """Every player's agent: hands each question to the adapter and waits for the
    answer."""

    defeated = False

    def __init__(self, table: Table, index: int) -> None:
        self.table, self.index = table, index

    def pregame_setup(self, _setup: list[Any]) -> None:
        pass

    def take_action(self, _state: Any, code: Any, options: Any) -> Any:
        self.table.asker = self.index
        return self.table.ask(code, options)


class Chance:
    """The engine's random sources: the case's dice, and the first option elsewhere."""

    def __init__(self) -> None:
        self.dice: list[int] = []

    def randrange(self, _low: int, _high: int) -> int:
        if not self.dice:
            raise Refused("the engine rolled more dice than the case dictates")
        return self.dice.pop(0)

    def choice(self, options: Any) -> Any:
        return options[0]


class Table:
    """One game of rlrisk, run in its own thread from a position, and the record of
    what it was told since, to replay it."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.names: list[str] = document["players"]
        self.chance = Chance()
        self.questions: queue.Queue[tuple[Any, Any]] = queue.Queue()
        self.answers: queue.Queue[Any] = queue.Queue()
        self.question: tuple[Any, Any] = (None, None)
        self.placing = 0  # armies still to place in the engine's current place_troops
        self.eliminating = False  # inside Risk.defeated: trades forced by an elimination
        self.conquered = document["conquered"]
        self.fight: tuple[int, int] | None = None  # the attack the engine is asked about
        self.over = False
        self.told = 0  # answers given
        self.pending_dice = 0
        self.asker = self.names.index(document["current"])  # the player last asked
        self.game = self._load(document)
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        self._wait()

    # The engine's side -------------------------------------------------------------

    def ask(self, code: Any, options: Any) -> Any:
        self.questions.put((code, options))
        answer = self.answers.get()
        if isinstance(answer, Abandoned):
            raise answer
        return answer

    def _load(self, doc: dict[str, Any]) -> Risk:
        fortify = doc["ruleset"].get("options", {}).get("fortify", "adjacent")
        seats = [Seat(self, index) for index in range(len(self.names))]
        first = self.names.index(doc["first_player"])
        order = [(first + i) % len(seats) for i in range(len(seats))]
        # steal_cards: the classic rule, the conqueror takes the cards of a player out
        game = Risk(
            seats,
            turn_order=order,
            steal_cards=True,
            deal=False,
            fortify_adjacent=fortify == "adjacent",
        )
        territories, cards, _ = game.state
        for index, territory in enumerate(TERRITORIES):
            held = doc["territories"][territory]
            if held["owner"] is None:
                continue  # unclaimed, as rlrisk starts
            if held["owner"] not in self.names:
                raise CannotLoad(f"rlrisk has no neutral armies ({territory})")
            territories[index] = (self.names.index(held["owner"]), held["armies"])
        for name, hand in doc["hands"].items():
            for card in hand:
                cards[CARDS.index(card)] = self.names.index(name)
        if doc["discards"]:
            raise CannotLoad("rlrisk puts traded cards back in the deck: it has no discards")
        for seat, name in zip(seats, self.names, strict=True):
            seat.defeated = name in doc["eliminated"]
        if doc["phase"] == "move-in":  # as Risk.combat leaves a battle won: the dice moved in
            battle = doc["battle"]
            source, target = (
                TERRITORIES.index(battle["source"]),
                TERRITORIES.index(battle["target"]),
            )
            territories[source, 1] -= battle["dice"]
            territories[target, 1] += battle["dice"]
        game.state = (territories, cards, doc["sets_traded"])
        for _ in range(doc["sets_traded"]):
            next(game.trade_vals)
        current = self.names.index(doc["current"])
        game.turn_count = order.index(current)
        engine_module.random = self.chance  # type: ignore[assignment]
        engine_module.np = _NumpyWithChance(self.chance)  # type: ignore[assignment]
        self._watch(game)
        return game

    def _watch(self, game: Risk) -> None:
        """Note what the engine is doing, for the game the adapter writes: how many
        armies are left to place, a conquest and whether an elimination is settling."""
        place, conquer, defeated = game.place_troops, game.after_attack_reinforce, game.defeated
        fortify = game.fortify_phase

        def place_troops(player: int, troops: int, action_code: int = 0) -> None:
            self.placing = troops
            for _ in range(troops):
                place(player, 1, action_code)
                self.placing -= 1

        def after_attack_reinforce(player: int, attack: tuple[int, int]) -> None:
            self.conquered = True
            self.ask(MOVE_IN, attack)
            conquer(player, attack)

        def settle(victim: int, conqueror: int) -> None:
            self.eliminating = True
            defeated(victim, conqueror)
            self.eliminating = False

        def fortify_phase(player: int) -> None:
            told = self.told
            fortify(player)
            if self.told == told:  # nothing to decide: the player still ends the turn
                self.ask(END_TURN, None)

        game.fortify_phase = fortify_phase  # type: ignore[method-assign]
        game.place_troops = place_troops  # type: ignore[method-assign]
        game.after_attack_reinforce = after_attack_reinforce  # type: ignore[method-assign]
        game.defeated = settle  # type: ignore[method-assign]

    def _run(self) -> None:
        """Risk.play() from the position loaded: the set-up or the rest of the turn, then
        the loop of its turns."""
        try:
            game, phase = self.game, self.document["phase"]
            if phase == "claim":
                game.allocate_territories()
            if phase in ("claim", "setup"):
                game.place_starting_troops()
            elif self._rest_of_turn(phase):
                return
            else:
                game.turn_count += 1
            players = len(game.players)
            while True:  # the body of Risk.play()'s loop
                self.conquered = False
                turn = game.turn_order[game.turn_count % players]
                while game.players[turn].defeated:
                    game.turn_count += 1
                    turn = game.turn_order[game.turn_count % players]
                game.recruitment_phase(turn)
                game.attack_phase(turn)
                if game.winner():
                    return
                game.fortify_phase(turn)
                game.turn_count += 1
        except Abandoned:
            return
        except Exception as error:  # the engine failed: the adapter says so, and stops
            self.questions.put(("failed", repr(error)))
            return
        finally:
            self.over = True
            self.questions.put(("over", None))

    def _rest_of_turn(self, phase: str) -> bool:
        """The turn of the position loaded, from its phase; whether the game was won."""
        game, doc = self.game, self.document
        player = self.names.index(doc["current"])
        if phase == "reinforce":
            game.place_troops(player, doc["reserves"][doc["current"]])
            set_list, card_count = game.get_sets(player)
            if set_list:  # the rest of Risk.recruitment_phase
                recruited = game.trade_in(player, set_list, card_count)
                if recruited:
                    game.place_troops(player, recruited)
        if phase in ("reinforce", "attack", "defend", "move-in"):
            self._attack_phase(player)
            if game.winner():
                return True
        game.fortify_phase(player)
        return False

    def _attack_phase(self, player: int) -> None:
        """Risk.attack_phase, line for line, entered where the position is: after a
        conquest of the turn its card was given (rlrisk gives it at the first conquest),
        and at a move-in the battle was won."""
        game, doc = self.game, self.document
        territories = game.state[0]
        card_eligible, won = not doc["conquered"], False
        if doc["phase"] == "move-in":
            battle = doc["battle"]
            choice = (TERRITORIES.index(battle["source"]), TERRITORIES.index(battle["target"]))
            self.fight = choice
            # the fallen player, if one fell at this roll, else none (the attacker)
            defending_player = self.names.index((doc["eliminated"] or [doc["current"]])[-1])
            won = True
        else:
            targets = game.get_targets(player)
            choice = game.players[player].take_action(game.state, 1, targets)
        while choice != False:  # noqa: E712 (rlrisk's own test)
            if won:
                result, won = 1, False
            else:
                defending_player = territories[choice[1], 0]
                result = game.combat(choice)
            if result == -1:
                break
            elif result == 0:
                press_attack = game.players[player].take_action(game.state, 2, (True, False))
                if not press_attack:
                    break
            else:
                if card_eligible:
                    game.reward_card(player)
                    card_eligible = False
                game.after_attack_reinforce(player, choice)
                game.defeated(defending_player, player)
                territories = game.state[0]
                if territories[choice[1], 1] > 1:
                    targets = game.get_targets(player, frm=choice[1])
                    choice = game.players[player].take_action(game.state, 11, targets)
                else:
                    break

    # The protocol's side -----------------------------------------------------------

    def _wait(self) -> None:
        self.question = self.questions.get(timeout=10)
        if self.question[0] == "failed":
            raise RuntimeError(f"rlrisk failed: {self.question[1]}")

    def tell(self, expected: tuple[Any, ...], answer: Any) -> None:
        """Answer the question asked, if it is one of those expected and the answer is
        among the engine's options, and wait for the next."""
        code, options = self.question
        if code not in expected:
            raise Refused(f"rlrisk is asking something else here ({code!r})")
        if isinstance(answer, Keep):
            if not offered(answer.dice, options):
                raise Refused(f"rlrisk offers to roll {_listed(options)} dice here")
            self.pending_dice = answer.dice
            return
        if code in (ATTACK, ATTACK_AGAIN) and answer is not False:
            self.fight = answer
        if isinstance(answer, Roll):
            self.chance.dice, answer = list(answer.faces), answer.dice
        if code not in (MOVE_IN, END_TURN) and not offered(answer, options):
            raise Refused(f"rlrisk offers {_listed(options)} here, not {answer!r}")
        self.told += 1
        self.answers.put(answer)
        self._wait()
        if code == DICE and self.chance.dice:
            raise Refused("rlrisk rolled fewer dice than the case dictates")

    def stop(self) -> None:
        if not self.over:
            self.answers.put(Abandoned())
            self.thread.join(timeout=10)

    def save(self) -> dict[str, Any]:
        """The game as a state document: what rlrisk holds, where it rests."""
        game, names = self.game, self.names
        territories, cards, trades = game.state
        code, options = self.question
        current = names[self.asker]
        battle = None
        if code in (CLAIM, PLACE_SETUP):
            phase = "claim" if code == CLAIM else "setup"
        elif code == PLACE:
            phase = "elimination-trade" if self.eliminating else "reinforce"
        elif code == TRADE:
            forced = False not in options
            phase = "elimination-trade" if self.eliminating else "reinforce" if forced else "attack"
        elif code in (DICE, MOVE_IN):
            source, target = self.fight  # type: ignore[misc]
            phase = "defend" if code == DICE else "move-in"
            dice = self.pending_dice if code == DICE else int(territories[target, 1])
            battle = {"source": TERRITORIES[source], "target": TERRITORIES[target], "dice": dice}
        elif code in (ATTACK, PRESS_ON, ATTACK_AGAIN):
            phase = "attack"
        elif code in (FORTIFY_FROM, FORTIFY_TO, FORTIFY_ARMY, END_TURN):
            phase = "fortify"
        else:
            phase = "game-over"
        owners = [None if o < 0 else names[int(o)] for o in territories[:, 0]]
        held = {
            territory: {"owner": owners[i], "armies": int(territories[i, 1])}
            for i, territory in enumerate(TERRITORIES)
        }
        if phase in ("claim", "setup"):  # the rest of each player's starting armies
            start = Risk.starting_troops(len(names))
            reserves = {n: start - sum(h["armies"] for h in held.values() if h["owner"] == n)
                        for n in names}  # fmt: skip
        else:
            placing = self.placing if phase in ("reinforce", "elimination-trade") else 0
            reserves = {n: (placing if n == current else 0) for n in names}
        return {
            **self.document,
            "phase": phase,
            "current": current,
            "first_player": names[game.turn_order[0]],
            "territories": held,
            "hands": {n: [CARDS[c] for c in np.where(cards == i)[0]] for i, n in enumerate(names)},
            "draw_pile": [CARDS[c] for c in np.where(cards == DECK)[0]],
            "discards": [],
            "sets_traded": int(trades),
            "reserves": reserves,
            "battle": battle,
            "conquered": self.conquered,
            "card_bonus_used": False,
            "eliminated": [n for n, s in zip(names, game.players, strict=True) if s.defeated],
        }


class _NumpyWithChance:
    """numpy as rlrisk's module sees it, with the adapter's random source."""

    def __init__(self, chance: Chance) -> None:
        self.random = chance

    def __getattr__(self, name: str) -> Any:
        return getattr(np, name)


def offered(answer: Any, options: Any) -> bool:
    """Whether ``answer`` is one of the engine's options (a list, a tuple or a numpy
    array of territories, of attacks or of sets of cards, and ``False`` for none)."""
    for option in options:
        if isinstance(option, bool) or isinstance(answer, bool):
            if option is answer:
                return True
        elif isinstance(option, (tuple, list)):
            if isinstance(answer, (tuple, list)) and [int(o) for o in option] == list(answer):
                return True
        elif not isinstance(answer, (tuple, list)) and int(option) == answer:
            return True
    return False


def _listed(options: Any) -> str:
    return repr([o if isinstance(o, bool) else _plain(o) for o in options])[:200]


def _plain(option: Any) -> Any:
    if isinstance(option, (tuple, list)):
        return [_plain(o) for o in option]
    return int(option)


Step = tuple[tuple[Any, ...], Any]  # the questions the answer may go to, and the answer


class Adapter:
    """The current game: the position given and the answers given since, to replay."""

    def __init__(self) -> None:
        self.table: Table | None = None
        self.told: list[Step] = []

    def start(self, document: dict[str, Any]) -> None:
        if self.table is not None:
            self.table.stop()
        self.table, self.told = None, []
        self.table = self._table(document)

    def new_game(self, ruleset: dict[str, Any], players: list[str]) -> None:
        try:  # rlrisk chooses the first player as it is built
            first = Risk([Seat(None, i) for i in range(len(players))]).turn_order[0]  # type: ignore[arg-type]
        except ValueError as error:
            raise Refused(str(error)) from None
        self.start(blank(ruleset, players, players[first]))

    @staticmethod
    def _table(document: dict[str, Any]) -> Table:
        phase, held = document["phase"], document["territories"].values()
        if phase not in ("claim", "setup", "reinforce", "attack", "defend", "move-in", "fortify"):
            raise CannotLoad(f"rlrisk has no such phase as {phase}")
        fresh = {"claim": (None, 0), "setup": (document["current"], 1)}.get(phase)
        if fresh and (
            document["current"] != document["first_player"]
            or any((h["owner"] is None, h["armies"]) != (fresh[0] is None, fresh[1]) for h in held)
        ):
            raise CannotLoad(
                f"rlrisk plays its {phase} only from the start: the first player first"
            )
        table = Table(document)
        if phase == "defend":
            battle = document["battle"]
            attack = (TERRITORIES.index(battle["source"]), TERRITORIES.index(battle["target"]))
            table.tell((ATTACK,), attack)
            table.tell((DICE,), Keep(battle["dice"]))
        return table

    def apply(self, action: dict[str, Any], chance: dict[str, Any] | None) -> None:
        table = self.table
        assert table is not None, "no game yet"
        steps = self._steps(table, action, chance)
        told = table.told
        try:
            for step in steps:
                table.tell(*step)
        except Refused:
            if table.told != told:  # the engine took part of it: replay what came before
                table.stop()
                self.table = self._replay(table.document)
            raise
        self.told.extend(steps)

    def _replay(self, document: dict[str, Any]) -> Table:
        table = self._table(document)
        for step in self.told:
            table.tell(*step)
        return table

    @staticmethod
    def _steps(table: Table, action: dict[str, Any], chance: dict[str, Any] | None) -> list[Step]:
        """The answers that play the action, in the order the engine asks for them."""
        kind = action["type"]
        code, options = table.question
        steps: list[Step] = []
        if code == TRADE and False in options and kind != "trade-cards":
            steps.append(((TRADE,), False))  # the player keeps their cards
        if kind == "place":
            if code != PLACE:
                raise Refused("rlrisk is not asking for armies to be placed")
            if action["armies"] > table.placing:
                raise Refused(f"rlrisk has {table.placing} armies left to place")
            steps += [((PLACE,), TERRITORIES.index(action["territory"]))] * action["armies"]
        elif kind == "trade-cards":
            if code != TRADE:
                raise Refused("rlrisk is not asking for a set of cards now")
            wanted = sorted(CARDS.index(card) for card in action["cards"])
            chosen = [o for o in options if o is not False and sorted(o) == wanted]
            if not chosen:
                raise Refused("rlrisk does not offer this set")
            steps.append(((TRADE,), chosen[0]))
        elif kind == "attack":
            fight = (TERRITORIES.index(action["source"]), TERRITORIES.index(action["target"]))
            if code == PRESS_ON:
                if table.fight != fight:
                    raise Refused("rlrisk only lets this attack go on, or the attacks end, here")
                steps.append(((PRESS_ON,), True))
            else:
                steps.append(((ATTACK, ATTACK_AGAIN), fight))
            steps.append(((DICE,), Keep(action["dice"])))
        elif kind == "defend":
            assert chance is not None
            faces = (*chance["attacker"], *chance["defender"])
            steps.append(((DICE,), Roll(table.pending_dice, faces)))
        elif kind == "move-in":
            if code != MOVE_IN:
                raise Refused("rlrisk is not moving armies into a conquest")
            source, target = options
            armies = table.game.state[0]
            moved, spare = int(armies[target, 1]), int(armies[source, 1]) - 1
            more = action["armies"] - moved
            if more < 0 or more > spare:
                raise Refused(f"rlrisk moves {moved} to {moved + spare} armies in here")
            steps.append(((MOVE_IN,), True))
            steps += [((MOVE_IN_ARMY,), target)] * more
            steps += [((MOVE_IN_ARMY,), source)] * (spare - more)
        elif kind == "end-attack":
            steps.append(((ATTACK, ATTACK_AGAIN, PRESS_ON), False))
        elif kind == "fortify":
            source, target = (
                TERRITORIES.index(action["source"]),
                TERRITORIES.index(action["target"]),
            )
            stay = int(table.game.state[0][source, 1]) - action["armies"]
            steps += [((FORTIFY_FROM,), source), ((FORTIFY_TO,), target)]
            steps += [((FORTIFY_ARMY,), target)] * action["armies"]
            steps += [((FORTIFY_ARMY,), source)] * (stay - 1)
        elif kind == "end-turn":
            steps.append(((FORTIFY_FROM, END_TURN), False))
        elif kind == "claim":
            steps.append(((CLAIM,), TERRITORIES.index(action["territory"])))
        elif kind == "place-setup":
            steps.append(((PLACE_SETUP,), TERRITORIES.index(action["territory"])))
        else:
            raise Refused(f"the adapter does not bridge {kind!r}")
        return steps


def blank(ruleset: dict[str, Any], players: list[str], first: str) -> dict[str, Any]:
    """A new game, before the first territory is claimed."""
    return {
        "format": "risk-ref/state", "version": 1, "ruleset": ruleset, "players": players,
        "phase": "claim", "current": first, "turn": 0, "first_player": first,
        "contenders": [], "territories": {t: {"owner": None, "armies": 0} for t in TERRITORIES},
        "hands": {p: [] for p in players}, "draw_pile": CARDS, "discards": [],
        "sets_traded": 0, "reserves": {}, "neutral_reserve": 0, "placements": 0,
        "battle": None, "conquered": False, "card_bonus_used": False, "eliminated": [],
    }  # fmt: skip


def answer(adapter: Adapter, request: dict[str, Any]) -> dict[str, Any]:
    seq, cmd = request["seq"], request["cmd"]
    if cmd == "hello":
        if request["protocol"] != PROTOCOL:
            raise ValueError(f"this adapter speaks protocol {PROTOCOL} only")
        return {"seq": seq, "ok": True, "protocol": PROTOCOL,
                "implementation": IMPLEMENTATION, "capabilities": CAPABILITIES}  # fmt: skip
    if cmd in ("new-game", "apply"):
        try:
            if cmd == "new-game":
                adapter.new_game(request["ruleset"], request["players"])
            else:
                adapter.apply(request["action"], request.get("chance"))
        except Refused as refusal:  # rlrisk names no rule
            return {"seq": seq, "ok": True, "accepted": False, "rule": None,
                    "message": str(refusal)}  # fmt: skip
        return {"seq": seq, "ok": True, "accepted": True}
    if cmd == "start":
        adapter.start(request["state"])
        return {"seq": seq, "ok": True}
    if cmd == "state":
        assert adapter.table is not None, "no game yet"
        return {"seq": seq, "ok": True, "state": adapter.table.save()}
    if cmd == "bye":
        return {"seq": seq, "ok": True}
    raise ValueError(f"unknown cmd {cmd!r}")


def main() -> int:
    adapter = Adapter()
    for line in io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8"):
        if not line.strip():
            continue
        seq, cmd = None, None
        try:
            request = json.loads(line)
            seq, cmd = request.get("seq"), request.get("cmd")
            reply = answer(adapter, request)
        except Exception as error:  # answer ok:false and read on: never crash on input
            print(f"rlrisk adapter: {line.strip()[:200]}: {error!r}", file=sys.stderr)
            reply = {"seq": seq if type(seq) is int else None, "ok": False, "error": str(error)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
        if cmd == "bye":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
