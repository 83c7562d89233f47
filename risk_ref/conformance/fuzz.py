"""``risk-ref conformance fuzz``: differential testing against the reference engine.

Seeded games are played through the reference and the implementation side by side: the
same actions (mostly legal, some not) with the same chance. The first action that one
accepts and the other refuses, or that leaves different states, stops the run with a
minimal reproduction: the state before, the action, the chance and both answers.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import random
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from multiprocessing.queues import Queue
from multiprocessing.sharedctypes import Synchronized
from queue import Empty
from typing import Any, NamedTuple

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
from risk_ref.conformance.sameness import observable
from risk_ref.conformance.shard import Shard
from risk_ref.document import to_document
from risk_ref.driver import Driver, ReferenceDriver, Rejection
from risk_ref.engine import legal_actions, new_game
from risk_ref.protocol import ImplementationError
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.protocol.codec import action_to_json, chance_to_json
from risk_ref.state import GameState, Phase
from risk_ref.stopping import stopping

PLAYERS = ("Red", "Blue", "Green", "Yellow", "Black", "Pink")
MAX_STEPS = 3000  # actions in one game: a safety net, as games are far shorter


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
    broke: str = ""  # how the implementation broke the protocol at this action, if it did

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
            "implementation": {"error": self.broke} if self.broke else _answer(self.got),
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


def games_of(games: int, shard: Shard | None = None) -> list[int]:
    """The numbers of the games to play: all ``games``, or one shard's share of them (a
    game's share follows from its number, so every machine agrees)."""
    return [g for g in range(games) if shard is None or g % shard.count == shard.number - 1]


def fuzz(
    driver: Driver,
    games: int,
    seed: int,
    players: int = 4,
    max_steps: int = MAX_STEPS,
    shard: Shard | None = None,
) -> tuple[Divergence | None, int]:
    """Play ``games`` games (or a shard's share of them); the first divergence (or None)
    and the actions compared."""
    compared = 0
    for game in games_of(games, shard):
        divergence, steps = _play(driver, game, seed, players, max_steps)
        compared += steps
        if divergence is not None:
            return divergence, compared
    return None, compared


def _play(
    driver: Driver, game: int, seed: int, players: int, max_steps: int
) -> tuple[Divergence | None, int]:
    """One game, the same for a given seed and game number wherever it is played."""
    game_seed = seed * 100_003 + game
    rng = random.Random(game_seed)
    chance = SeededChance(game_seed)
    bot = BaselineBot(game_seed)
    state = new_game(PLAYERS[:players])
    try:
        driver.start(state)
    except ImplementationError as error:
        raise ImplementationError(f"game {game}, its start: {error.reason}") from None
    compared = 0
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
        compared += 1
        context = Context(action, state, after, outcome)
        reason, rule = "", ""
        try:
            got = driver.apply(action, outcome)
            if expected is not None and got is None:
                reason = "the implementation accepted a refused action"
                rule = accepted_illegal(context, expected)
            elif expected is None and got is not None:
                reason = "the implementation refused a legal action"
                rule = refused_legal(context, got.rule)
            elif (theirs := driver.state()) != after and (fields := _differing(after, theirs)):
                reason = f"the states differ after the action, in: {', '.join(fields)}"
                rule = differing_state(context, fields, to_document(theirs))
        except ImplementationError as error:  # a crash, a hang, garbage: reproducible too
            reason = f"the implementation broke the protocol: {error.reason}"
            broken = Divergence(
                game, step, state, action, outcome, expected, None, reason, "", error.reason
            )
            return broken, compared
        if reason:
            return Divergence(
                game, step, state, action, outcome, expected, got, reason, rule
            ), compared
        state = after
    return None, compared


def _differing(ours: GameState, theirs: GameState) -> list[str]:
    """The fields in which two states describe different games (see
    :mod:`risk_ref.conformance.sameness`)."""
    seen = observable(to_document(theirs), ours)
    return [field for field, _, _ in differences(observable(to_document(ours), ours), seen)]


def cores() -> int:
    """The cores this process may run on (all the machine's where that cannot be told):
    the fuzzer's default number of jobs."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class _Played(NamedTuple):
    """What a worker reports of one game."""

    game: int
    steps: int
    diverged: bool = False
    error: Exception | None = None  # what stopped it, raised again by the parent


def fuzz_in_processes(
    command: Sequence[str],
    timeout: float,
    games: int,
    seed: int,
    players: int = 4,
    jobs: int = 1,
    shard: Shard | None = None,
) -> tuple[Divergence | None, int]:
    """:func:`fuzz` with its games shared among ``jobs`` processes, each starting the
    implementation once and taking the next game as it finishes one. The answer is the
    one ``fuzz`` gives, whatever the number of jobs: the first game to diverge (played
    again here, for its reproduction) or to fail, and the actions compared up to it."""
    SubprocessDriver(command, timeout=timeout)  # refuses an empty command line at once
    numbers = games_of(games, shard)
    if not numbers:
        raise ValueError(f"shard {shard} of {games} games holds no game: play more games")
    jobs = max(1, min(jobs, len(numbers)))
    if jobs == 1:
        with SubprocessDriver(command, timeout=timeout) as driver:
            return fuzz(driver, games, seed, players, shard=shard)
    context = multiprocessing.get_context()
    tasks: Queue[int | None] = context.Queue()
    results: Queue[_Played] = context.Queue()
    first = context.Value("q", games)  # the first game known to stop the run
    for game in [*numbers, *[None] * jobs]:
        tasks.put(game)
    arguments = (list(command), timeout, seed, players, tasks, results, first)
    workers = [context.Process(target=_worker, args=arguments) for _ in range(jobs)]
    for worker in workers:
        worker.start()
    try:
        played = _collect(results, len(numbers), workers)
    except BaseException:  # stopped (Ctrl-C, SIGTERM) or failed: each worker stops its engine
        for worker in workers:
            worker.terminate()
        raise
    finally:
        for worker in workers:
            worker.join(timeout)
            if worker.is_alive():
                worker.kill()
                worker.join()
    stop = min((p for p in played if p.diverged or p.error is not None), default=None)
    before = sum(p.steps for p in played if stop is None or p.game < stop.game)
    if stop is None:
        return None, before
    if stop.error is not None:
        raise stop.error
    with SubprocessDriver(command, timeout=timeout) as driver:
        divergence, steps = _play(driver, stop.game, seed, players, MAX_STEPS)
    if divergence is None:
        raise ImplementationError(
            f"game {stop.game} diverged in one process and not when played again: "
            "the implementation does not answer the same way twice"
        )
    return divergence, before + steps


def _collect(results: Queue[_Played], games: int, workers: Sequence[BaseProcess]) -> list[_Played]:
    """Every game's report, as the workers send them."""
    played: list[_Played] = []
    while len(played) < games:
        try:
            played.append(results.get(timeout=1))
        except Empty:
            if not any(worker.is_alive() for worker in workers):
                raise ImplementationError("the fuzzing processes stopped early") from None
    return played


def _worker(
    command: list[str],
    timeout: float,
    seed: int,
    players: int,
    tasks: Queue[int | None],
    results: Queue[_Played],
    first: Synchronized[int],
) -> None:
    """Games are taken in order, so a worker whose game failed only ever skips games
    afterwards: any game before the failure was taken by another. Stopped (SIGTERM from
    the parent, Ctrl-C at the terminal), it stops its engine and ends quietly."""
    with (
        stopping(),
        contextlib.suppress(KeyboardInterrupt),
        SubprocessDriver(command, timeout=timeout) as driver,
    ):
        while (game := tasks.get()) is not None:
            report = _Played(game, 0)  # past the game that stops the run: not counted
            if game <= first.value:
                report = _game_report(driver, game, seed, players)
            if report.diverged or report.error is not None:
                with first.get_lock():
                    first.value = min(first.value, game)
            results.put(report)


def _game_report(driver: Driver, game: int, seed: int, players: int) -> _Played:
    """One game's report; whatever stops it (an implementation that misbehaves, a ruleset
    it does not implement) is the parent's to raise, as one process would."""
    try:
        divergence, steps = _play(driver, game, seed, players, MAX_STEPS)
    except Exception as error:
        return _Played(game, 0, error=error)
    return _Played(game, steps, divergence is not None)
