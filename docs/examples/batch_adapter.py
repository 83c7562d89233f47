"""A conformance adapter for an engine that takes moves in batches (batch_engine.py): a
whole reinforcement in one call, a whole battle in one call.

Run the rule suite through it with::

    risk-ref conformance run --program "python docs/examples/batch_adapter.py"

The protocol sends one placement at a time, and an attack apart from its defence, and
reads the game after each. So the adapter holds what the engine cannot take yet, and
shows it in the state it sends:

- placements are kept until the last army is placed, then the whole batch is placed; in
  between, the game it shows has the kept armies on their territories and fewer armies
  to place, and each placement is checked against what the engine says may be placed;
- an attack is checked with the engine and kept; the game it shows waits for the
  defence (phase ``defend``); the defence then runs the whole battle in one call.

Everything else goes to the engine move by move, as in adapter.py.
"""

from __future__ import annotations

import io
import json
import sys
from typing import Any

from batch_engine import BatchEngine, Refused

PROTOCOL = 2
IMPLEMENTATION = {"name": "batch-adapter", "version": "0.1", "language": "Python"}
# The classic game only: where a secret mission can be completed by one army placed, the
# adapter would have to ask the engine at every kept placement whether someone has won.
BOARDS = ["classic", "no-east-africa-middle-east"]
CAPABILITIES = {"rulesets": {"classic": {"options": {"board": BOARDS}}}}


class Adapter:
    """The protocol's moves, one at a time, over the engine's batches."""

    def __init__(self) -> None:
        self.engine = BatchEngine()
        self.placements: list[tuple[str, int]] = []  # kept until the last army
        self.attack: tuple[str, str, int] | None = None  # kept until the defence

    def reset(self) -> None:
        self.placements, self.attack = [], None

    def apply(self, action: dict[str, Any], chance: dict[str, Any] | None) -> None:
        kind = action.get("type")
        if kind == "place" and self.attack is None:
            self.place(action["territory"], action["armies"])
        elif kind == "attack" and not self.placements and self.attack is None:
            self.engine.check_attack(action["source"], action["target"], action["dice"])
            self.attack = (action["source"], action["target"], action["dice"])
        elif kind == "defend" and self.attack is not None:
            if not chance or chance.get("type") != "battle-roll":
                raise Refused(None, f"chance: a defence needs the dice rolled, not {chance!r}")
            source, target, dice = self.attack
            rolled = (chance["attacker"], chance["defender"])
            self.engine.battle(source, target, dice, action["dice"], rolled)
            self.attack = None
        elif self.attack is not None or (self.placements and kind != "trade-cards"):
            raise Refused("turn.sequence", f"{kind} is not allowed now")
        else:
            self.engine.play(action, chance)

    def place(self, territory: str, armies: int) -> None:
        if type(armies) is not int or armies < 1:
            raise Refused(None, f"armies: expected a whole number of at least 1, got {armies!r}")
        placeable = self.engine.placeable()
        left = self.left(placeable)
        if territory not in placeable:
            raise Refused("reinforce.placement", f"{territory} is not yours")
        if armies > left:
            raise Refused("reinforce.placement", f"you have {left} armies to place")
        self.placements.append((territory, armies))
        if armies == left:  # the last army: the whole reinforcement goes to the engine
            batch, self.placements = self.placements, []
            self.engine.reinforce(batch)

    def left(self, placeable: dict[str, int]) -> int:
        most = max(placeable.values(), default=0)
        return most - sum(armies for _, armies in self.placements)

    def save(self) -> dict[str, Any]:
        """The engine's game, with what the adapter holds shown in it."""
        document = self.engine.save()
        if self.placements:
            current = document["current"]
            for territory, armies in self.placements:
                document["territories"][territory]["armies"] += armies
            document["reserves"][current] -= sum(armies for _, armies in self.placements)
        if self.attack is not None:
            source, target, dice = self.attack
            document["phase"] = "defend"
            document["battle"] = {"source": source, "target": target, "dice": dice}
        return document


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
                ruleset = request["ruleset"]
                adapter.engine.new_game(
                    ruleset["name"], ruleset.get("options", {}), request["players"]
                )
                adapter.reset()
            else:
                adapter.apply(request["action"], request.get("chance"))
        except Refused as refusal:
            return {"seq": seq, "ok": True, "accepted": False,
                    "rule": refusal.rule, "message": refusal.message}  # fmt: skip
        return {"seq": seq, "ok": True, "accepted": True}
    if cmd == "start":
        adapter.engine.load(request["state"])
        adapter.reset()
        return {"seq": seq, "ok": True}
    if cmd == "state":
        return {"seq": seq, "ok": True, "state": adapter.save()}
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
            print(f"batch-adapter: cannot process {line.strip()[:200]}: {error!r}", file=sys.stderr)
            reply = {"seq": seq if type(seq) is int else None, "ok": False, "error": repr(error)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
        if cmd == "bye":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
