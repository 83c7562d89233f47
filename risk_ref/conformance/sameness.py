"""When an implementation's game is the reference's: what the rules make observable, and
nothing more (the protocol chapter's "When two games are the same").

Engines keep a game in many ways that play alike; a difference that no rule can see is
never a failure:

- Collections whose order no rule reads (the cards of each hand, the draw pile, the
  discards, the contenders for the first turn, the players who are out) are compared as
  multisets. A pile the engine shuffled is so checked as the right cards, in any order.
- Counters and flags that no rule of the game's ruleset reads
  (:attr:`risk_ref.ruleset.Ruleset.unread_counters`) are not compared.
- While a conquered territory waits for the move-in, the fall of its former owner (who
  is out, the cards they hand over, a mission that changes with it) is not compared: an
  engine may record it at the roll or at the move-in. It is compared from the move-in on.
  Nor is where the attacker's armies stand between the two territories of the battle:
  an engine may move the armies that rolled at the roll, and the rest at the move-in.
- Options left out take their defaults; options that cannot change a game of this many
  players are left out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from risk_ref.document import NEUTRAL_NAME
from risk_ref.ruleset import RULESETS
from risk_ref.state import GameState, Phase

Observable = Callable[[Mapping[str, Any], GameState], dict[str, Any]]

ORDERLESS = ("draw_pile", "discards", "contenders", "eliminated")
FALL = ("eliminated", "hands", "missions")  # settled by the move-in, if not by the roll


def observable(document: Mapping[str, Any], state: GameState) -> dict[str, Any]:
    """``document`` as the rules see it in the game ``state`` (the reference's, whose
    ruleset and phase decide what counts). Two documents describe the same game when
    their observable forms are equal."""
    unread = state.ruleset.unread_counters
    seen = {key: value for key, value in document.items() if key not in unread}
    if "turn_trades" not in unread:
        seen.setdefault("turn_trades", 0)  # left out of a document when none
    for key in ORDERLESS:
        if key in seen:
            seen[key] = _multiset(seen[key])
    hands = seen.get("hands")
    if isinstance(hands, dict):
        seen["hands"] = {player: _multiset(cards) for player, cards in hands.items()}
    if state.phase is Phase.MOVE_IN:
        for key in FALL:
            seen.pop(key, None)
        _gathered_at_source(seen, state)
    spec = seen.get("ruleset")
    if isinstance(spec, dict) and isinstance(spec.get("options"), dict):
        name = spec.get("name")
        defaults = RULESETS[name].options if name in RULESETS else {}
        relevant = state.ruleset.options_for(len(state.players))
        options = {**defaults, **spec["options"]}
        seen["ruleset"] = {**spec, "options": {k: v for k, v in options.items() if k in relevant}}
    return seen


def _gathered_at_source(seen: dict[str, Any], state: GameState) -> None:
    """The armies on the battle's two territories, all counted on its source."""
    territories, battle = seen.get("territories"), state.battle
    if not isinstance(territories, dict) or battle is None:
        return
    land = state.ruleset.board.territories
    source, target = land[battle.source].id, land[battle.target].id
    held = territories.get(source), territories.get(target)
    if not all(isinstance(h, dict) and type(h.get("armies")) is int for h in held):
        return  # malformed: compared as it is, for the comparison to show
    total = held[0]["armies"] + held[1]["armies"]  # type: ignore[index]
    seen["territories"] = {
        **territories,
        source: {**held[0], "armies": total},  # type: ignore[dict-item]
        target: {**held[1], "armies": 0},  # type: ignore[dict-item]
    }


def _multiset(value: object) -> object:
    """A list in a canonical order (its items are card IDs or names); anything else as
    it is, for the comparison to show."""
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return sorted(value)
    return value


def starting_forces(document: Mapping[str, Any], state: GameState) -> dict[str, Any]:
    """What a new game sets up, whoever chose the first player and however far the set-up
    went on: the players, the ruleset, and each side's armies, to place or placed (the
    neutral's too). Compared for an implementation that chooses the first player itself."""
    seen = observable(document, state)
    forces: dict[str, Any] = {key: seen.get(key) for key in ("players", "ruleset")}
    reserves = seen.get("reserves")
    if isinstance(reserves, dict):
        forces["reserves"] = dict(reserves)
    forces["neutral_reserve"] = seen.get("neutral_reserve")
    territories = seen.get("territories")
    if isinstance(territories, dict) and isinstance(reserves, dict):
        for held in territories.values():
            owner = held.get("owner") if isinstance(held, dict) else None
            armies = held.get("armies") if isinstance(held, dict) else None
            if type(armies) is not int or armies <= 0:
                continue
            if owner == NEUTRAL_NAME and type(forces["neutral_reserve"]) is int:
                forces["neutral_reserve"] += armies
            elif owner in forces["reserves"] and type(forces["reserves"][owner]) is int:
                forces["reserves"][owner] += armies
    return forces
