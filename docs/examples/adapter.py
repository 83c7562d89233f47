"""A conformance adapter: the risk-ref protocol on stdin and stdout, in front of an engine.

Run the rule suite through it with::

    risk-ref conformance run --program "python docs/examples/adapter.py"

To keep this example runnable, the "engine" behind the adapter is risk-ref's own,
driven through its public API as if it were a foreign one. Only the four methods of
``Engine`` talk to it: put your engine's calls there and leave the rest as it is.
"""

from __future__ import annotations

import io
import json
import sys
from typing import Any

# The engine under test. A real adapter imports (or links to, or talks to) its own.
from risk_ref.document import from_document, to_document
from risk_ref.engine import apply, new_game
from risk_ref.errors import IllegalAction, MalformedInput
from risk_ref.protocol.codec import action_from_json, chance_from_json
from risk_ref.ruleset import find_ruleset
from risk_ref.state import GameState

PROTOCOL = 2
IMPLEMENTATION = {"name": "example-adapter", "version": "0.1", "language": "Python"}
# What the engine implements, per ruleset: option values, numbers of players and
# features. A case that needs anything else is reported as not implemented, not failed.
# Players and features left out mean all of them; an option left out, its default only.
CAPABILITIES = {
    "rulesets": {
        "classic": {
            "options": {
                "two-player": ["neutral", "no-neutral"],
                "two-player-victory": ["eliminate-opponent", "all-territories"],
                "card-bonus": ["once-per-turn", "once-per-trade", "each-card"],
                "fortify": ["adjacent", "connected"],
                "board": ["classic", "no-east-africa-middle-east"],
                "second-set": ["optional", "compulsory"],
            },
            "players": [2, 3, 4, 5, 6],
            "features": ["cards", "roll-for-first", "setup", "defender-choice"],
        }
    }
}


class Refused(Exception):
    """The engine refused: the permanent ID of the rule broken (None if it cannot say
    which, or if the input was malformed) and a message for a person."""

    def __init__(self, rule: str | None, message: str) -> None:
        super().__init__(message)
        self.rule, self.message = rule, message


class Engine:
    """The engine under test, behind four calls. Replace their bodies with your engine's."""

    def __init__(self) -> None:
        self.game: GameState | None = None

    def new_game(self, ruleset: str, options: dict[str, str], players: list[str]) -> None:
        # YOUR ENGINE: set up a game; raise Refused if the rules forbid it.
        try:
            self.game = new_game(players, find_ruleset(ruleset, options))
        except IllegalAction as error:
            raise Refused(error.rule, error.message) from None
        except MalformedInput as error:
            raise Refused(None, str(error)) from None

    def load(self, document: dict[str, Any]) -> None:
        # YOUR ENGINE: make the game of a state document the current game.
        self.game = from_document(document)

    def apply(self, action: dict[str, Any], chance: dict[str, Any] | None) -> None:
        # YOUR ENGINE: read the action and the dictated chance outcome (JSON objects
        # naming territories and cards by ID) and apply them, or raise Refused. A refused
        # action must leave the game exactly as it was.
        assert self.game is not None, "no game yet"
        board, players = self.game.ruleset.board, self.game.players
        try:
            move = action_from_json(action, board)
            dice = chance_from_json(chance, board, players)
            self.game = apply(self.game, move, dice)
        except IllegalAction as error:
            raise Refused(error.rule, error.message) from None
        except MalformedInput as error:
            raise Refused(None, str(error)) from None

    def save(self) -> dict[str, Any]:
        # YOUR ENGINE: write the current game as a state document.
        assert self.game is not None, "no game yet"
        return to_document(self.game)


def answer(engine: Engine, request: dict[str, Any]) -> dict[str, Any]:
    """The answer to one request; raises for a request it cannot process at all."""
    seq, cmd = request["seq"], request["cmd"]
    if cmd == "hello":
        if request["protocol"] != PROTOCOL:
            raise ValueError(f"this adapter speaks protocol {PROTOCOL} only")
        return {
            "seq": seq,
            "ok": True,
            "protocol": PROTOCOL,
            "implementation": IMPLEMENTATION,
            "capabilities": CAPABILITIES,
        }
    if cmd in ("new-game", "apply"):
        try:
            if cmd == "new-game":
                ruleset = request["ruleset"]
                engine.new_game(ruleset["name"], ruleset.get("options", {}), request["players"])
            else:
                engine.apply(request["action"], request.get("chance"))
        except Refused as refusal:
            return {
                "seq": seq,
                "ok": True,
                "accepted": False,
                "rule": refusal.rule,
                "message": refusal.message,
            }
        return {"seq": seq, "ok": True, "accepted": True}
    if cmd == "start":
        engine.load(request["state"])
        return {"seq": seq, "ok": True}
    if cmd == "state":
        return {"seq": seq, "ok": True, "state": engine.save()}
    if cmd == "bye":
        return {"seq": seq, "ok": True}
    raise ValueError(f"unknown cmd {cmd!r}")


def main() -> int:
    engine = Engine()
    requests = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8")
    for line in requests:  # one JSON request per line
        if not line.strip():
            continue
        seq, cmd = None, None
        try:
            request = json.loads(line)
            seq, cmd = request.get("seq"), request.get("cmd")
            reply = answer(engine, request)
        except Exception as error:  # answer ok:false and read on: never crash on input
            print(f"adapter: cannot process {line.strip()[:200]}: {error!r}", file=sys.stderr)
            reply = {"seq": seq if type(seq) is int else None, "ok": False, "error": repr(error)}
        # One line per answer, flushed at once; ASCII JSON is valid UTF-8. stdout carries
        # answers and nothing else: logs go to stderr.
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
        if cmd == "bye":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
