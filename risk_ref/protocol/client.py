"""The harness's side of the conformance protocol: the driver port over a subprocess.

:class:`SubprocessDriver` runs an implementation as a long-lived process (a command line
given as a list of arguments: never through a shell) and speaks JSON lines with it.
Nothing the implementation prints is evaluated: every answer is parsed as JSON, checked
against the protocol's JSON Schemas (``risk_ref/schemas/protocol/``) and its ``seq``
checked against the request's. Any failure -- no answer within the timeout, invalid JSON,
an answer breaking the schema, a wrong seq, the process exiting, an ``"ok": false`` --
raises :class:`ImplementationError` with the reason and the tail of the process's
stderr, and the next call starts a fresh process. An answer is a plain JSON object until
its checks pass, and only then the typed message of :mod:`risk_ref.protocol.messages`.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import selectors
import signal
import subprocess
import threading
import time
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from importlib import resources
from types import TracebackType
from typing import IO, NamedTuple, cast, overload

from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from referencing import Registry, Resource

from risk_ref.actions import Action, Chance
from risk_ref.board import Board
from risk_ref.document import SchemaCheck, fast_validator, from_document, to_document
from risk_ref.driver import Rejection, Unsupported
from risk_ref.errors import MalformedInput, printable
from risk_ref.protocol import (
    MAX_LINE,
    PROTOCOL_VERSION,
    ImplementationError,
    LineTooLong,
    encode,
)
from risk_ref.protocol.capabilities import Capabilities
from risk_ref.protocol.codec import action_to_json, chance_from_json, chance_to_json
from risk_ref.protocol.messages import (
    Answer,
    ApplyCommand,
    ByeRequest,
    Command,
    ErrorAnswer,
    HelloAnswer,
    HelloCommand,
    JSONObject,
    NewGameCommand,
    StateAnswer,
    StateCommand,
    StateDocument,
    VerdictAnswer,
)
from risk_ref.ruleset import Ruleset, find_ruleset
from risk_ref.state import GameState

STDERR_TAIL = 2048  # bytes of stderr kept for error reports
_POSIX = os.name == "posix"
SCHEMAS = (
    "hello-request",
    "hello-answer",
    "new-game-request",
    "start-request",
    "apply-request",
    "state-request",
    "bye-request",
    "verdict-answer",
    "start-answer",
    "state-answer",
    "ok-answer",
    "error-answer",
    "action",
    "chance",
)
_ANSWERS = {  # request cmd -> the schema of its answer
    "hello": "hello-answer",
    "new-game": "verdict-answer",
    "start": "start-answer",
    "apply": "verdict-answer",
    "state": "state-answer",
    "bye": "ok-answer",
}
_CARRIERS = frozenset(("start", "new-game", "apply"))  # answers with state-in-answers
_ABSENT = object()


# --- schemas -------------------------------------------------------------------------------


def _load(path: str) -> JSONObject:
    text = resources.files("risk_ref").joinpath(f"schemas/{path}").read_text("utf-8")
    loaded: JSONObject = json.loads(text)
    return loaded


@cache
def protocol_schemas() -> dict[str, JSONObject]:
    """Every protocol schema by name (``"apply-request"``, ``"state-answer"``, ...)."""
    return {name: _load(f"protocol/{name}.schema.json") for name in SCHEMAS}


def _by_id() -> list[tuple[str, JSONObject]]:
    """Every schema a protocol schema may refer to, by its ``$id``."""
    documents = [_load("state.schema.json"), *protocol_schemas().values()]
    return [(str(doc["$id"]), doc) for doc in documents]


@cache
def _registry() -> Registry[JSONObject]:
    return Registry().with_resources([(i, Resource.from_contents(d)) for i, d in _by_id()])


class _Schema(SchemaCheck):
    def problem(self, message: object) -> str | None:
        """Why the message breaks the schema, or None when it is valid."""
        error = self.error(message)
        if error is None:
            return None
        where = "/".join(str(part) for part in error.absolute_path) or "(the message)"
        return f"at {where}: {error.message}"


def _schema_check(schema: JSONObject) -> _Schema:
    """A protocol schema, its references to the others resolved by both validators."""
    fast = fast_validator(schema, _by_id())
    return _Schema(fast, Draft202012Validator(schema, registry=_registry()))


@cache
def _checked(name: str) -> _Schema:
    return _schema_check(protocol_schemas()[name])


def schema_problem(name: str, message: object) -> str | None:
    """Why the message breaks the named schema, or None when it is valid."""
    return _checked(name).problem(message)


@cache
def _envelope(name: str) -> _Schema:
    """An answer's envelope: for a state answer, the state is left to
    :func:`risk_ref.document.from_document`, which checks it against the state schema
    (and for consistency) anyway -- validating it twice would double the cost."""
    schema = protocol_schemas()[name]
    if name == "state-answer":
        properties = schema["properties"]
        assert isinstance(properties, dict)  # as the schema file has it
        schema = {**schema, "properties": {**properties, "state": {"type": "object"}}}
    return _schema_check(schema)


# --- the process ---------------------------------------------------------------------------


class _PipeChunks:
    """What the process writes to stdout, read in the caller's thread as it comes
    (POSIX: a pipe can be waited on with select)."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream
        self._fd = stream.fileno()
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._fd, selectors.EVENT_READ)

    def read(self, timeout: float) -> bytes:
        """The bytes written since the last read (b"" at the end of output); raises
        TimeoutError when none come within ``timeout`` seconds."""
        if not self._selector.select(timeout):
            raise TimeoutError
        return os.read(self._fd, _CHUNK)

    def close(self) -> None:
        self._selector.close()
        self._stream.close()


class _ThreadedChunks:
    """The same, for systems that cannot wait on a pipe (Windows): read by a thread."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream
        self._chunks: queue.SimpleQueue[bytes] = queue.SimpleQueue()
        self._reader = threading.Thread(target=self._pump, args=(stream,), daemon=True)
        self._reader.start()

    def _pump(self, stream: IO[bytes]) -> None:
        try:
            while chunk := stream.read1(_CHUNK):  # type: ignore[attr-defined]
                self._chunks.put(chunk)
        except (OSError, ValueError):
            pass
        self._chunks.put(b"")

    def read(self, timeout: float) -> bytes:
        try:
            return self._chunks.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError from None

    def close(self) -> None:
        """Close the pipe, unless the thread is still blocked on it (held open by a
        process outside the group): that thread is a daemon, left behind."""
        self._reader.join(1.0)
        if not self._reader.is_alive():
            self._stream.close()


_CHUNK = 1 << 16
_CHUNKS: type[_PipeChunks | _ThreadedChunks] = _PipeChunks if _POSIX else _ThreadedChunks


class _Lines:
    """The process's answers, line by line, read in the thread that waits for them: a
    reader thread handing lines over would cost a second wake-up for every answer. No
    more than MAX_LINE bytes of a line are kept; a longer line is read to its end and
    comes as LineTooLong."""

    def __init__(self, chunks: _PipeChunks | _ThreadedChunks) -> None:
        self.chunks = chunks
        self._buffer = bytearray()
        self._scanned = 0  # bytes of the buffer known to hold no line feed
        self._skipping = False  # inside a line too long
        self._ended = False

    def next(self, timeout: float) -> bytes | LineTooLong | None:
        """The next line, with its line feed if it has one; None at the end of output.
        Raises TimeoutError when no line is complete within ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        buffer = self._buffer
        while True:
            end = buffer.find(b"\n", self._scanned)
            if end >= 0:
                line = bytes(buffer[: end + 1])
                del buffer[: end + 1]
                self._scanned = 0
                if self._skipping or end > MAX_LINE:
                    self._skipping = False
                    return LineTooLong()
                return line
            if len(buffer) > MAX_LINE:
                self._skipping = True
                buffer.clear()
            self._scanned = len(buffer)
            if self._ended:
                if self._skipping:
                    self._skipping = False
                    return LineTooLong()
                line, self._scanned = bytes(buffer), 0
                buffer.clear()
                return line or None
            chunk = self.chunks.read(max(0.0, deadline - time.monotonic()))
            buffer += chunk
            self._ended = not chunk


class _Process:
    """One running implementation: its answers read as they are awaited, its stderr
    drained into a bounded tail by a thread, so that no pipe ever fills unseen.

    It runs in a process group of its own (a session, on POSIX), so that stopping it
    ends whatever it started too: the engine behind a wrapper script, which would
    otherwise outlive it and hold its pipes open."""

    def __init__(self, command: Sequence[str]) -> None:
        self.popen = subprocess.Popen(
            list(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=_POSIX,
        )
        assert self.popen.stdout is not None and self.popen.stderr is not None
        self.lines = _Lines(_CHUNKS(self.popen.stdout))
        self._tail = bytearray()
        self._lock = threading.Lock()
        self._stderr_reader = threading.Thread(
            target=self._read_stderr, args=(self.popen.stderr,), daemon=True
        )
        self._stderr_reader.start()

    def _read_stderr(self, stream: IO[bytes]) -> None:
        try:
            while chunk := stream.read1(65536):  # type: ignore[attr-defined]
                with self._lock:
                    self._tail += chunk
                    if len(self._tail) > 2 * STDERR_TAIL:
                        del self._tail[: len(self._tail) - STDERR_TAIL]
        except (OSError, ValueError):
            pass

    def stderr_tail(self, settle: float = 0.0) -> str:
        """The last bytes of stderr; waits up to ``settle`` s for the writer to finish."""
        if settle:
            self._stderr_reader.join(settle)
        with self._lock:
            tail = bytes(self._tail[-STDERR_TAIL:])
        return tail.decode("utf-8", errors="replace")

    def send(self, line: bytes) -> None:
        stdin = self.popen.stdin
        assert stdin is not None
        stdin.write(line)
        stdin.flush()

    def exit_status(self, wait: float) -> int | None:
        try:
            return self.popen.wait(wait)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        """End the process and everything in its group, at once."""
        if _POSIX:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.popen.pid, signal.SIGKILL)
        elif self.popen.poll() is None:
            self.popen.kill()

    def stop(self, grace: float) -> None:
        """Close stdin and give the process ``grace`` seconds to exit; then end its whole
        group, stragglers included. Nothing here waits on a pipe: a reader still blocked
        (a pipe held open by a process outside the group) is left to its daemon thread."""
        with contextlib.suppress(OSError, ValueError):
            if self.popen.stdin is not None:
                self.popen.stdin.close()
        self.exit_status(grace)
        self.kill()
        self.popen.wait()
        self.lines.chunks.close()
        self._stderr_reader.join(1.0)
        if not self._stderr_reader.is_alive() and self.popen.stderr is not None:
            self.popen.stderr.close()


# --- the driver ----------------------------------------------------------------------------


class _Sent(NamedTuple):
    """A request sent, its answer still to read."""

    process: _Process
    cmd: str
    seq: int


# Seconds the first answer may take at least: it waits for the program to start (an
# interpreter, a virtual machine, a busy machine), which is no measure of its answers.
STARTUP = 10.0


class SubprocessDriver:
    """The driver port over an implementation speaking the protocol on stdin/stdout."""

    strict_codes = False

    def __init__(self, command: Sequence[str], *, timeout: float = 10.0, grace: float = 2.0):
        if not command:
            raise ValueError("the implementation's command line is empty")
        self.command = list(command)
        self.timeout = timeout
        self.grace = grace
        self._process: _Process | None = None
        self._seq = 0
        self._implementation: JSONObject = {}
        self._capabilities = Capabilities({})
        self._game: tuple[Board, tuple[str, ...]] | None = None  # for encoding actions
        self._state: GameState | None = None  # the last state read, until a change
        self._carried: StateDocument | None = None  # the state the last answer carried
        self._decoded: deque[tuple[StateDocument, GameState]] = deque(maxlen=4)
        self._unread: _Sent | None = None  # a request whose answer the next call reads

    # the handshake's findings

    @property
    def implementation(self) -> JSONObject:
        """What the implementation said of itself: name, version, language, homepage."""
        self._running()
        return self._implementation

    @property
    def capabilities(self) -> Capabilities:
        """What the implementation declared: rulesets, option values, players, features."""
        self._running()
        return self._capabilities

    # the driver port

    def new_game(
        self, players: Sequence[str], ruleset: str, options: Mapping[str, str]
    ) -> Rejection | None:
        self.require(ruleset)
        rules = find_ruleset(ruleset, dict(options))
        self._require_supported(rules, len(players))
        answer = self._request(
            {
                "cmd": "new-game",
                "ruleset": {"name": ruleset, "options": dict(options)},
                "players": list(players),
            }
        )
        self._state = None
        rejection = _rejection(answer)
        if rejection is None:
            self._game = (rules.board, tuple(players))
        return rejection

    def start(self, state: GameState, *, answer_later: bool = False) -> None:
        """Start from a position. With ``answer_later``, the answer is read by the next
        call rather than awaited: the implementation reads the position while the caller
        goes on, and a failure to start surfaces at that next call, naming start."""
        self._require_supported(state.ruleset, len(state.players))
        self._state = None
        document = to_document(state)
        sent = self._send({"cmd": "start", "state": protocol_document(document, state)})
        if answer_later:
            self._unread = sent
        else:
            self._receive(sent)
        self._game = (state.ruleset.board, state.players)
        self._decoded.append((document, state))

    def apply(self, action: Action, chance: Chance | None = None) -> Rejection | None:
        board, players = self._current_game()
        self._state = None
        answer = self._request(
            {
                "cmd": "apply",
                "action": action_to_json(action, board),
                "chance": None if chance is None else chance_to_json(chance, board, players),
            }
        )
        return _rejection(answer)

    def apply_own(self, action: Action) -> tuple[Rejection | None, Chance | None]:
        """Apply an action, the implementation rolling or drawing itself: its verdict and
        the outcome it says it used (checked by the caller)."""
        board, players = self._current_game()
        self._state = None
        answer = self._request(
            {"cmd": "apply", "action": action_to_json(action, board), "chance": "own"}
        )
        if not answer["accepted"]:
            return _rejection(answer), None
        try:
            return None, chance_from_json(answer.get("chance"), board, players)
        except MalformedInput as error:
            raise self._fail(f"the outcome it says it used is not one: {error}") from None

    def document(self) -> StateDocument:
        """The implementation's current game as the state document it sends, unread: the
        one its last answer carried, if it declared state-in-answers."""
        self._current_game()
        self.settle()
        if self._carried is not None:
            return self._carried
        return self._request({"cmd": "state"})["state"]

    def state(self) -> GameState:
        if self._state is not None:
            return self._state
        state = self._decode(self.document())
        self._game = (state.ruleset.board, state.players)
        self._state = state
        return state

    def _current_game(self) -> tuple[Board, tuple[str, ...]]:
        if self._game is None:
            raise RuntimeError("the driver has no game: call start() or new_game() first")
        return self._game

    def _decode(self, document: StateDocument) -> GameState:
        """The state of a document; a document seen lately is not checked again."""
        for known, state in self._decoded:
            if known == document:
                return state
        try:
            state = from_document(document)
        except MalformedInput as error:
            raise self._fail(f"the state document it sent is not valid: {error}") from None
        self._decoded.append((document, state))
        return state

    def settle(self) -> None:
        """Read the answer a start left unread, if any: raises ImplementationError if it
        is not the answer the protocol asks for."""
        if self._unread is not None:
            sent, self._unread = self._unread, None
            self._receive(sent)

    def close(self) -> None:
        """Say bye and wait for the process to exit; kill it after a short grace."""
        with contextlib.suppress(ImplementationError):  # a failure no one will ask about
            self.settle()
        process, self._process = self._process, None
        self._game = self._state = self._carried = None
        if process is None:
            return
        if process.popen.poll() is None:
            self._seq += 1
            try:
                bye: ByeRequest = {"seq": self._seq, "cmd": "bye"}
                process.send(encode(bye))
                process.lines.next(self.grace)
            except (OSError, ValueError, TimeoutError):
                pass
        process.stop(self.grace)

    def __enter__(self) -> SubprocessDriver:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    # internals

    def require(
        self, ruleset: str, features: Iterable[str] = (), *, own_chance: bool = False
    ) -> None:
        """Raise Unsupported unless the implementation declared the ruleset, these of its
        features and, if asked, that it rolls and draws by itself."""
        capabilities = self.capabilities
        if ruleset not in capabilities.rulesets:
            raise Unsupported(f"{self._name()} does not implement the ruleset {ruleset!r}")
        for feature in sorted(features):
            if capabilities.lacks(ruleset, feature):
                raise Unsupported(f"{self._name()} does not implement the feature {feature}")
        if own_chance and not capabilities.own_chance:
            raise Unsupported(f"{self._name()} does not roll or draw by itself (own-chance)")

    def _require_supported(self, ruleset: Ruleset, players: int) -> None:
        missing = self.capabilities.unsupported(ruleset, players)
        if missing is not None:
            raise Unsupported(f"{self._name()} does not implement {missing}")

    def _name(self) -> str:
        name = self._implementation.get("name")
        return name if isinstance(name, str) else "the implementation"

    def _running(self) -> _Process:
        """The process, started and greeted if need be."""
        if self._process is not None:
            return self._process
        try:
            self._process = _Process(self.command)
        except OSError as error:
            raise ImplementationError(f"cannot start {self.command!r}: {error}") from None
        self._game = self._state = self._carried = None
        answer = self._request({"cmd": "hello", "protocol": PROTOCOL_VERSION})
        self._implementation = dict(answer["implementation"])  # a plain dict, for the reports
        self._capabilities = Capabilities.from_json(answer["capabilities"])
        return self._process

    def _fail(self, reason: str) -> ImplementationError:
        """The error to raise; the process is stopped, so the next call starts afresh."""
        process, self._process = self._process, None
        self._game = self._state = self._carried = self._unread = None
        if process is None:
            return ImplementationError(reason)
        process.kill()
        process.stop(self.grace)
        return ImplementationError(reason, process.stderr_tail(settle=1.0))

    @overload
    def _request(self, command: HelloCommand) -> HelloAnswer: ...
    @overload
    def _request(self, command: NewGameCommand | ApplyCommand) -> VerdictAnswer: ...
    @overload
    def _request(self, command: StateCommand) -> StateAnswer: ...
    def _request(self, command: Command) -> Answer:
        """Send a request and read its answer: of the schema :data:`_ANSWERS` names for
        its cmd, which is what the overloads say."""
        return self._receive(self._send(command))

    def _send(self, command: Command) -> _Sent:
        """Send a request, once the answer to the one before is read."""
        cmd = command["cmd"]
        if cmd == "hello":
            process = self._process
        else:
            self.settle()
            process = self._running()
        assert process is not None
        self._seq += 1
        try:
            process.send(encode({"seq": self._seq, **command}))
        except (OSError, ValueError):
            raise self._fail(self._exited(process, f"before the {cmd} request")) from None
        return _Sent(process, cmd, self._seq)

    def _receive(self, sent: _Sent) -> Answer:
        """The answer to a request sent, checked against the protocol."""
        process, cmd, seq = sent
        wait = max(self.timeout, STARTUP) if cmd == "hello" else self.timeout
        try:
            line = process.lines.next(wait)
        except TimeoutError:
            raise self._fail(f"no answer to the {cmd} request within {wait:g} s") from None
        if line is None:
            raise self._fail(self._exited(process, f"instead of answering the {cmd} request"))
        if isinstance(line, LineTooLong):
            raise self._fail(f"the answer to {cmd} is {line}") from None
        try:
            parsed = json.loads(line)
        except (ValueError, RecursionError):
            shown = line[:200].decode("utf-8", errors="replace").rstrip("\n")
            raise self._fail(f"the answer to {cmd} is not JSON: {shown!r}") from None
        if not isinstance(parsed, dict):
            raise self._fail(f"the answer to {cmd} is not a JSON object: {_shown(parsed)}")
        answer: JSONObject = parsed
        if answer.get("ok") is False:
            raise self._error_from(cmd, seq, answer)
        if "seq" in answer and answer["seq"] != seq:
            raise self._fail(f"the answer to {cmd} (seq {seq}) has seq {_shown(answer['seq'])}")
        if cmd in _CARRIERS:
            self._carried = self._carried_state(cmd, answer)
        schema = _ANSWERS[cmd]
        if schema == "verdict-answer" and _plainly_accepted(answer):
            problem = None
        else:
            problem = _envelope(schema).problem(answer)
        if problem is not None:
            raise self._fail(f"the answer to {cmd} breaks the protocol {problem}")
        return cast(Answer, answer)  # safe: it passed the schema check of its cmd's answer

    def _error_from(self, cmd: str, seq: int, answer: JSONObject) -> ImplementationError:
        """The error to raise for an error answer: what it says, if it keeps to its
        schema and answers the request."""
        problem = schema_problem("error-answer", answer)
        if problem is not None:
            return self._fail(f"the error answer to {cmd} breaks the protocol {problem}")
        error = cast(ErrorAnswer, answer)  # safe: the schema check above passed
        if error["seq"] not in (seq, None):
            return self._fail(f"the answer to {cmd} (seq {seq}) has seq {error['seq']!r}")
        return self._fail(f"the implementation could not process {cmd}: {error['error']}")

    def _carried_state(self, cmd: str, answer: JSONObject) -> StateDocument | None:
        """Take the state out of an answer to start, new-game or apply: there if and only
        if the implementation declared state-in-answers, and a document unless it has no
        game (read later, when the state is wanted, like a state answer's)."""
        carried = answer.pop("state", _ABSENT)
        declared = self._capabilities.state_in_answers
        if carried is _ABSENT:
            if declared:
                raise self._fail(f"it declared state-in-answers, but its answer to {cmd} "
                                 "carries no state")  # fmt: skip
            return None
        if not declared:
            raise self._fail(f"its answer to {cmd} carries a state, but it did not declare "
                             "state-in-answers")  # fmt: skip
        if isinstance(carried, dict):
            return carried
        if carried is None and cmd == "new-game" and answer.get("accepted") is False:
            return None  # refused, with no game before
        raise self._fail(f"the state its answer to {cmd} carries is not a state document: "
                         f"{_shown(carried)}")  # fmt: skip

    def _exited(self, process: _Process, when: str) -> str:
        status = process.exit_status(self.grace)
        how = "is closing its output" if status is None else f"exited with status {status}"
        return f"the implementation {how} {when}"


def _plainly_accepted(answer: Mapping[str, object]) -> bool:
    """Whether the answer is exactly ``{"seq": <int>, "ok": true, "accepted": true}``: the
    commonest answer, valid for its schema, checked without the cost of jsonschema."""
    return (
        len(answer) == 3
        and type(answer.get("seq")) is int
        and answer.get("ok") is True
        and answer.get("accepted") is True
    )


def protocol_document(document: Mapping[str, object], state: GameState) -> StateDocument:
    """A state document as the protocol sends it: with only the options that matter to
    a game of its number of players (an engine without two-player games is asked
    nothing about them)."""
    options = state.ruleset.options_for(len(state.players))
    return {**document, "ruleset": {"name": state.ruleset.name, "options": options}}


def _rejection(answer: VerdictAnswer) -> Rejection | None:
    if answer["accepted"]:
        return None
    # the implementation's words, quoted in reports and failures: never its control bytes
    return Rejection(answer.get("code"), answer["rule"], printable(answer["message"]))


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 200 else text[:197] + "..."
