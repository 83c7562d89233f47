"""``risk-ref conformance fuzz``: differential testing against the reference engine.

Seeded games are played through the reference and the implementation side by side: the
same actions (mostly legal, some not) with the same chance. The first action that one
accepts and the other refuses, or that leaves different states, stops the run with a
minimal reproduction: the state before, the action, the chance and both answers.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from risk_ref.actions import Action, Attack, Defend, MoveIn, Place
from risk_ref.bot import BaselineBot
from risk_ref.chance import SeededChance
from risk_ref.conformance.blame import (
    Context,
    accepted_illegal,
    differences,
    differing_state,
    refused_legal,
)
from risk_ref.document import to_document
from risk_ref.driver import Driver, ReferenceDriver, Rejection
from risk_ref.engine import legal_actions, new_game
from risk_ref.protocol.codec import action_to_json, chance_to_json
from risk_ref.state import GameState, Phase

PLAYERS = ("Red", "Blue", "Green", "Yellow", "Black", "Pink")


@dataclass(frozen=True, slots=True)
class Divergence:
    game: int
    step: int
    state: GameState
    action: Action
    chance: Any
    expected: Rejection | None
    got: Rejection | None
    reason: str
    rule: str  # the rule that decides the divergence (see risk_ref.conformance.blame)

    def reproduction(self) -> str:
        board = self.state.ruleset.board
        players = self.state.players
        data = {
            "reason": self.reason,
            "game": self.game,
            "step": self.step,
            "rule": self.rule,
            "state": to_document(self.state),
            "action": action_to_json(self.action, board),
            "chance": None if self.chance is None else chance_to_json(self.chance, board, players),
            "reference": _answer(self.expected),
            "implementation": _answer(self.got),
        }
        return json.dumps(data, indent=2)


def _answer(rejection: Rejection | None) -> dict[str, Any]:
    if rejection is None:
        return {"accepted": True}
    return {"accepted": False, "rule": rejection.rule, "message": rejection.message}


def _mutant(action: Action, rng: random.Random) -> Action:
    """A nearby action that is often illegal: too many dice or armies, another place."""
    if isinstance(action, Attack):
        return Attack(action.source, rng.randrange(42), action.dice + rng.choice((0, 1)))
    if isinstance(action, Defend):
        return Defend(action.dice + 1)
    if isinstance(action, MoveIn):
        return MoveIn(action.armies + rng.choice((-1, 1)))
    if isinstance(action, Place):
        return Place(rng.randrange(42), action.armies + 1)
    return action


def _reference(state: GameState, action: Action, chance: Any) -> tuple[GameState, Rejection | None]:
    """The reference's answer and the state after it, from a driver like any other's."""
    reference = ReferenceDriver()
    reference.start(state)
    rejection = reference.apply(action, chance)
    return reference.state(), rejection


def fuzz(
    driver: Driver, games: int, seed: int, players: int = 4, max_steps: int = 3000
) -> tuple[Divergence | None, int]:
    """Play ``games`` games; the first divergence (or None) and the actions compared."""
    compared = 0
    for game in range(games):
        game_seed = seed * 100_003 + game
        rng = random.Random(game_seed)
        chance = SeededChance(game_seed)
        bot = BaselineBot(game_seed)
        state = new_game(PLAYERS[:players])
        driver.start(state)
        for step in range(max_steps):
            if state.phase is Phase.GAME_OVER:
                break
            action = bot.choose(state)
            if rng.random() < 0.15:
                action = _mutant(action, rng)
            elif rng.random() < 0.1:
                action = rng.choice(legal_actions(state))
            outcome = chance.outcome(state, action)
            after, expected = _reference(state, action, outcome)
            got = driver.apply(action, outcome)
            compared += 1
            context = Context(action, state, after)
            reason, rule = "", ""
            if expected is not None and got is None:
                reason = "the implementation accepted a refused action"
                rule = accepted_illegal(context, expected)
            elif expected is None and got is not None:
                reason = "the implementation refused a legal action"
                rule = refused_legal(context, got.rule)
            elif (theirs := driver.state()) != after:
                theirs_doc = to_document(theirs)
                fields = [f for f, _, _ in differences(to_document(after), theirs_doc)]
                reason = f"the states differ after the action, in: {', '.join(fields)}"
                rule = differing_state(context, fields, theirs_doc)
            if reason:
                return Divergence(
                    game, step, state, action, outcome, expected, got, reason, rule
                ), compared
            state = after
    return None, compared
