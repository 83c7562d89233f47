"""The reference engine speaking the conformance protocol: ``risk-ref serve``.

One JSON object per line on stdin, one answer per line on stdout, flushed at once (lines
as :mod:`risk_ref.protocol` bounds them). The server never gives up on bad input: a
line it cannot process at all (too long, not UTF-8, not JSON) gets
``{"seq": ..., "ok": false, "error": "..."}`` (``"seq": null`` when the request's seq
cannot be read) and the server reads on. It stops at end of input or after ``bye``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import IO, Any, cast

from risk_ref import __version__
from risk_ref.chance import SeededChance
from risk_ref.document import from_document, to_document
from risk_ref.engine import apply, new_game
from risk_ref.errors import BadOptionValue, IllegalAction, MalformedInput, RulesetError, excerpt
from risk_ref.protocol import PROTOCOL_VERSION, LineTooLong, encode, read_line
from risk_ref.protocol.capabilities import everything
from risk_ref.protocol.codec import action_from_json, chance_from_json, chance_to_json
from risk_ref.protocol.messages import (
    AcceptedVerdict,
    Answer,
    Declaration,
    ErrorAnswer,
    HelloAnswer,
    Implementation,
    OkAnswer,
    RefusedVerdict,
    StartAnswer,
    StateAnswer,
    StateDocument,
    VerdictAnswer,
)
from risk_ref.reachable import require_reachable
from risk_ref.ruleset import find_ruleset
from risk_ref.state import GameState

MAX_SEQ = 2**53 - 1  # a seq every JSON reader holds exactly

IMPLEMENTATION: Implementation = {
    "name": "risk-ref",
    "version": __version__,
    "language": "Python",
    "homepage": None,  # the project has no public address yet
}


class ProtocolError(Exception):
    """A request the server cannot process at all: answered with ``"ok": false``."""


_RawRequest = Mapping[str, object]  # as read: its handler checks each field it reads


def _error(seq: int | None, reason: str) -> ErrorAnswer:
    return {"seq": seq, "ok": False, "error": reason}


def _accepted(seq: int) -> AcceptedVerdict:
    return {"seq": seq, "ok": True, "accepted": True}


def _refused(seq: int, error: IllegalAction | MalformedInput) -> RefusedVerdict:
    if isinstance(error, IllegalAction):
        return {
            "seq": seq,
            "ok": True,
            "accepted": False,
            "rule": error.rule,
            "code": error.code.code,
            "message": error.message,
        }
    return {
        "seq": seq,
        "ok": True,
        "accepted": False,
        "rule": None,
        "code": "malformed",
        "message": str(error),
    }


class Session:
    """The server's side of one run: the current game and the request handlers.

    It declares ``capabilities`` (by default everything the reference implements); when
    they include ``state-in-answers``, its answers to start, new-game and apply carry the
    current game, which spares the harness a state request after each."""

    def __init__(self, capabilities: Declaration | None = None) -> None:
        self.capabilities = everything() if capabilities is None else capabilities
        self._with_state = self.capabilities.get("state-in-answers", False)
        self.state: GameState | None = None
        self.done = False
        self._chance = SeededChance(0)  # for requests whose chance is "own"
        self._commands: dict[str, Callable[[int, _RawRequest], Answer]] = {
            "hello": self._hello,
            "new-game": self._new_game,
            "start": self._start,
            "apply": self._apply,
            "state": self._state,
            "bye": self._bye,
        }

    def answer(self, line: str) -> dict[str, Any]:
        """The answer to one request line; never raises. A plain dict rather than a typed
        answer: the misbehaving implementations of the tests (tests/implementations/)
        change it into answers the protocol forbids."""
        seq: int | None = None
        answer: Answer | ErrorAnswer
        try:
            try:
                request = json.loads(line)
            except (ValueError, RecursionError) as error:
                raise ProtocolError(f"not a JSON line: {error}") from None
            if not isinstance(request, dict):
                raise ProtocolError(f"a request is a JSON object, not {type(request).__name__}")
            raw_seq = request.get("seq")
            if type(raw_seq) is int and 0 <= raw_seq <= MAX_SEQ:
                seq = raw_seq
            else:
                raise ProtocolError(
                    f"a request needs a whole number seq from 0 to {MAX_SEQ}, "
                    f"got {excerpt(raw_seq)}"
                )
            cmd = request.get("cmd")
            handler = self._commands.get(cmd) if isinstance(cmd, str) else None
            if handler is None:
                known = ", ".join(self._commands)
                raise ProtocolError(f"unknown cmd {excerpt(cmd)}; known: {known}")
            answer = handler(seq, request)
        except ProtocolError as error:
            answer = _error(seq, str(error))
        except Exception as error:  # a bug must not take the server down
            answer = _error(seq, f"internal error: {excerpt(error)}")
        return cast("dict[str, Any]", answer)  # what every answer is at run time

    def _hello(self, seq: int, request: _RawRequest) -> HelloAnswer:
        if request.get("protocol") != PROTOCOL_VERSION:
            asked = excerpt(request.get("protocol"))
            raise ProtocolError(f"this server speaks protocol {PROTOCOL_VERSION}, not {asked}")
        return {
            "seq": seq,
            "ok": True,
            "protocol": PROTOCOL_VERSION,
            "implementation": IMPLEMENTATION,
            "capabilities": self.capabilities,
        }

    def _new_game(self, seq: int, request: _RawRequest) -> VerdictAnswer:
        spec = request.get("ruleset")
        if not isinstance(spec, dict) or not isinstance(spec.get("name"), str):
            raise ProtocolError("new-game needs a ruleset: {name, options}")
        options = spec.get("options", {})
        if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
            raise ProtocolError("ruleset.options maps option names to values")
        try:
            ruleset = find_ruleset(spec["name"], options)
        except BadOptionValue as error:
            raise ProtocolError(f"unsupported option value: {error}") from None
        except RulesetError as error:
            raise ProtocolError(f"unsupported ruleset or option: {error}") from None
        players = request.get("players")
        if not isinstance(players, list):
            raise ProtocolError("new-game needs players: a list of names")
        try:
            self.state = new_game(players, ruleset)
        except (IllegalAction, MalformedInput) as error:
            return self._carrying_state(_refused(seq, error))
        return self._carrying_state(_accepted(seq))

    def _start(self, seq: int, request: _RawRequest) -> StartAnswer:
        try:
            state = from_document(request.get("state"))
        except MalformedInput as error:
            raise ProtocolError(f"not a valid state document: {error}") from None
        try:
            self.state = require_reachable(state)
        except MalformedInput as error:
            raise ProtocolError(f"a state no game can reach: {error}") from None
        answer: StartAnswer = {"seq": seq, "ok": True}
        if self._with_state:
            answer["state"] = self._document(self.state)
        return answer

    def _game(self) -> GameState:
        if self.state is None:
            raise ProtocolError("no game yet: send new-game or start first")
        return self.state

    def _apply(self, seq: int, request: _RawRequest) -> VerdictAnswer:
        state = self._game()
        board = state.ruleset.board
        own = request.get("chance") == "own"
        try:
            action = action_from_json(request.get("action"), board)
            if own:
                chance = self._chance.outcome(state, action)
            else:
                chance = chance_from_json(request.get("chance"), board, state.players)
            self.state = apply(state, action, chance)
        except (IllegalAction, MalformedInput) as error:
            return self._carrying_state(_refused(seq, error))
        answer = _accepted(seq)
        if own:
            answer["chance"] = (
                None if chance is None else chance_to_json(chance, board, state.players)
            )
        return self._carrying_state(answer)

    def _state(self, seq: int, request: _RawRequest) -> StateAnswer:
        return {"seq": seq, "ok": True, "state": self._document(self._game())}

    def _carrying_state(self, answer: VerdictAnswer) -> VerdictAnswer:
        """The answer, with the current game if the server declared state-in-answers."""
        if self._with_state:
            answer["state"] = None if self.state is None else self._document(self.state)
        return answer

    @staticmethod
    def _document(state: GameState) -> StateDocument:
        try:
            return to_document(state)
        except MalformedInput as error:
            raise ProtocolError(f"the state cannot be written as a document: {error}") from None

    def _bye(self, seq: int, request: _RawRequest) -> OkAnswer:
        self.done = True
        return {"seq": seq, "ok": True}


def serve(stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """Answer requests from ``stdin`` on ``stdout`` until end of input or ``bye``."""
    session = Session()
    while True:
        try:
            line = read_line(stdin)
        except LineTooLong as error:
            answer: Mapping[str, object] = _error(None, str(error))
        else:
            if line is None:
                return 0
            if not line.strip():
                continue
            try:
                answer = session.answer(line.decode("utf-8"))
            except UnicodeDecodeError as error:
                answer = _error(None, f"a line that is not UTF-8: {error}")
        stdout.write(encode(answer))
        stdout.flush()
        if session.done:
            return 0
