"""The conformance protocol: the reference server's answers, its robustness to bad input,
the schemas of every message, and the client against misbehaving implementations
(tests/implementations/)."""

from __future__ import annotations

import io
import json
import re
import shlex
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, get_args, get_type_hints, is_typeddict

import pytest
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]

from risk_ref.actions import (
    Action,
    Attack,
    BattleRoll,
    Claim,
    DealTerritories,
    Defend,
    DiceRoll,
    EndAttack,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    PlaceSetup,
    RollForFirst,
    TradeCards,
)
from risk_ref.document import to_document
from risk_ref.driver import ReferenceDriver, Rejection, Unsupported
from risk_ref.engine import new_game
from risk_ref.errors import BadOptionValue, UnknownOption
from risk_ref.protocol import MAX_LINE, PROTOCOL_VERSION, ImplementationError, client, messages
from risk_ref.protocol.capabilities import FEATURES, Capabilities, everything
from risk_ref.protocol.client import (
    SCHEMAS,
    SubprocessDriver,
    protocol_schemas,
    schema_problem,
)
from risk_ref.protocol.codec import action_from_json, action_to_json
from risk_ref.protocol.server import Session, serve
from risk_ref.ruleset import CLASSIC, find_ruleset
from risk_ref.state import GameState, Phase
from tests.processes import ended
from tests.suite.steps.positions import first_to_play

FAKES = Path(__file__).parent / "implementations"
SERVE = [sys.executable, "-m", "risk_ref.cli", "serve"]
PLAYERS = ["Red", "Blue", "Green"]
BOARD = CLASSIC.board
ALASKA, KAMCHATKA = BOARD.index("alaska"), BOARD.index("kamchatka")


def fake(name: str) -> list[str]:
    return [sys.executable, str(FAKES / f"{name}.py")]


def duel_state() -> GameState:
    """Red's attack phase: Red's big stack in Alaska faces Blue's in Kamchatka; the rest
    round the table, one army each."""
    stacks = {ALASKA: 1000, KAMCHATKA: 1000}
    return first_to_play(CLASSIC, PLAYERS, Phase.ATTACK, {ALASKA: 0, KAMCHATKA: 1}, stacks)


def line(seq: int | None, cmd: str, **fields: Any) -> str:
    return json.dumps({"seq": seq, "cmd": cmd, **fields})


def new_game_line(seq: int, players: list[str], **options: str) -> str:
    return line(seq, "new-game", ruleset={"name": "classic", "options": options}, players=players)


def apply_line(seq: int, action: dict[str, Any], chance: dict[str, Any] | None = None) -> str:
    return line(seq, "apply", action=action, chance=chance)


ATTACK = {"type": "attack", "source": "alaska", "target": "kamchatka", "dice": 3}
DEFEND = {"type": "defend", "dice": 2}
ROLL = {"type": "battle-roll", "attacker": [6, 6, 1], "defender": [5, 5]}


def session_answers(*lines: str) -> list[dict[str, Any]]:
    session = Session()
    return [session.answer(text) for text in lines]


def bare(answer: dict[str, Any]) -> dict[str, Any]:
    """An answer without the state it carries (the reference declares state-in-answers)."""
    return {key: value for key, value in answer.items() if key != "state"}


# --- the server ----------------------------------------------------------------------------


def test_hello_declares_the_implementation_and_every_option_of_the_reference() -> None:
    [answer] = session_answers(line(1, "hello", protocol=PROTOCOL_VERSION))
    assert answer["seq"] == 1 and answer["ok"] is True
    assert answer["protocol"] == PROTOCOL_VERSION
    assert answer["implementation"]["name"] == "risk-ref"
    classic = answer["capabilities"]["rulesets"]["classic"]
    assert classic["options"]["two-player"] == ["neutral", "no-neutral"]
    assert classic["players"] == [2, 3, 4, 5, 6]
    assert answer["capabilities"]["rulesets"]["risiko"]["players"] == [2, 3, 4, 5, 6]
    assert set(classic["features"]) == set(FEATURES)
    assert answer["capabilities"] == everything()


def test_hello_with_another_protocol_version_is_an_error() -> None:
    [answer] = session_answers(line(1, "hello", protocol=PROTOCOL_VERSION - 1))
    assert answer["ok"] is False and "protocol" in answer["error"]


def test_new_game_accepted_and_refused() -> None:
    accepted, refused, state = session_answers(
        new_game_line(1, PLAYERS), new_game_line(2, ["Red"]), line(3, "state")
    )
    assert bare(accepted) == {"seq": 1, "ok": True, "accepted": True}
    assert refused["accepted"] is False
    assert (refused["rule"], refused["code"]) == ("setup.players", "player-count")
    assert state["state"]["players"] == PLAYERS  # the refused game did not replace it
    assert state["state"]["phase"] == "roll-for-first"
    assert accepted["state"] == refused["state"] == state["state"]


def test_a_refused_first_game_carries_no_state() -> None:
    [refused] = session_answers(new_game_line(1, ["Red"]))
    assert refused["accepted"] is False and refused["state"] is None
    assert schema_problem("verdict-answer", refused) is None


def test_a_server_that_does_not_declare_state_in_answers_carries_none() -> None:
    session = Session({"rulesets": {"classic": {}}})
    hello = session.answer(line(1, "hello", protocol=PROTOCOL_VERSION))
    assert hello["capabilities"] == {"rulesets": {"classic": {}}}
    answers = [
        session.answer(text)
        for text in (new_game_line(2, PLAYERS), line(3, "start", state=to_document(duel_state())))
    ]
    assert answers == [{"seq": 2, "ok": True, "accepted": True}, {"seq": 3, "ok": True}]


def test_new_game_with_an_option() -> None:
    _, state = session_answers(
        new_game_line(1, ["Red", "Blue"], **{"two-player": "no-neutral"}), line(2, "state")
    )
    assert state["state"]["ruleset"]["options"]["two-player"] == "no-neutral"
    assert state["state"]["reserves"] == {"Red": 50, "Blue": 50}


def test_start_then_apply_then_state() -> None:
    start, attack, defend, state = session_answers(
        line(1, "start", state=to_document(duel_state())),
        apply_line(2, ATTACK),
        apply_line(3, DEFEND, ROLL),
        line(4, "state"),
    )
    assert start == {"seq": 1, "ok": True, "state": to_document(duel_state())}
    assert bare(attack) == {"seq": 2, "ok": True, "accepted": True}
    assert attack["state"]["phase"] == "defend"
    assert bare(defend) == {"seq": 3, "ok": True, "accepted": True}
    assert defend["state"] == state["state"]
    territories = state["state"]["territories"]
    assert territories["alaska"]["armies"] == 1000
    assert territories["kamchatka"]["armies"] == 998


def test_an_illegal_action_is_refused_with_its_rule_and_code() -> None:
    _, refused = session_answers(
        line(1, "start", state=to_document(duel_state())), apply_line(2, DEFEND, ROLL)
    )
    assert refused["ok"] is True and refused["accepted"] is False
    assert (refused["rule"], refused["code"]) == ("turn.sequence", "wrong-phase")
    assert refused["message"]


@pytest.mark.parametrize(
    ("action", "chance"),
    [
        ({"type": "zap"}, None),
        ({"type": "attack", "source": "atlantis", "target": "kamchatka", "dice": 3}, None),
        ({"type": "attack", "source": "alaska", "target": "kamchatka"}, None),
        ("attack", None),
        (None, None),
        (ATTACK, {"type": "miracle"}),
    ],
)
def test_a_malformed_action_is_refused_as_malformed(action: object, chance: object) -> None:
    start, refused = session_answers(
        line(1, "start", state=to_document(duel_state())),
        line(2, "apply", action=action, chance=chance),
    )
    assert start["ok"] is True
    assert refused["ok"] is True and refused["accepted"] is False
    assert (refused["rule"], refused["code"]) == (None, "malformed")


@pytest.mark.parametrize(
    ("text", "seq"),
    [
        ("not json at all", None),
        ("[1, 2, 3]", None),
        ('{"cmd": "state"}', None),
        ('{"seq": "one", "cmd": "state"}', None),
        ('{"seq": 7}', 7),
        ('{"seq": 7, "cmd": "launch-missiles"}', 7),
        ('{"seq": 7, "cmd": 12}', 7),
        ('{"seq": 7, "cmd": "state"}', 7),  # no game yet
        ('{"seq": 7, "cmd": "apply", "action": {"type": "end-turn"}}', 7),  # no game yet
        ('{"seq": 7, "cmd": "start", "state": {"format": "risk-ref/state"}}', 7),
        ('{"seq": 7, "cmd": "start"}', 7),
        ('{"seq": 7, "cmd": "new-game", "players": ["A", "B"]}', 7),
        ('{"seq": 7, "cmd": "new-game", "ruleset": {"name": "mega"}, "players": ["A", "B"]}', 7),
        (new_game_line(7, PLAYERS, fortify="teleport"), 7),
        (new_game_line(7, PLAYERS, gravity="low"), 7),
        ('{"seq": 7, "cmd": "new-game", "ruleset": {"name": "classic"}, "players": "ABC"}', 7),
        ("[" * 100_000 + "]" * 100_000, None),
    ],
)
def test_the_server_answers_a_bad_line_with_an_error_and_reads_on(text: str, seq: int) -> None:
    bad, good = session_answers(text, new_game_line(8, PLAYERS))
    assert bad["ok"] is False and bad["seq"] == seq and bad["error"]
    assert schema_problem("error-answer", bad) is None
    assert bare(good) == {"seq": 8, "ok": True, "accepted": True}


@pytest.mark.parametrize(
    ("ruleset", "error"),
    [
        ({"name": "mega"}, "unsupported ruleset or option: unknown ruleset 'mega'; known: classic"),
        (
            {"name": "classic", "options": {"gravity": "low"}},
            "unsupported ruleset or option: unknown option 'gravity'; known: board, ",
        ),
        (
            {"name": "classic", "options": {"destroy-by-another": "completes"}},
            "unsupported ruleset or option: "
            "option destroy-by-another needs a ruleset with missions, not 'classic'",
        ),
        (
            {"name": "classic", "options": {"fortify": "teleport"}},
            "unsupported option value: option fortify takes adjacent or connected, not 'teleport'",
        ),
    ],
)
def test_new_game_names_the_ruleset_or_option_no_game_has(
    ruleset: dict[str, Any], error: str
) -> None:
    [answer] = session_answers(line(7, "new-game", ruleset=ruleset, players=PLAYERS))
    assert answer["ok"] is False and answer["seq"] == 7
    assert answer["error"].startswith(error), answer["error"]


def test_serve_answers_line_by_line_and_stops_at_bye() -> None:
    requests = "\n".join(
        [
            line(1, "hello", protocol=PROTOCOL_VERSION),
            "",
            "garbage",
            line(2, "bye"),
            line(3, "state"),
        ]
    )
    answers = answers_of(requests + "\n")
    assert [a["seq"] for a in answers] == [1, None, 2]
    assert [a["ok"] for a in answers] == [True, False, True]


def answers_of(requests: str | bytes) -> list[dict[str, Any]]:
    """The answers of ``serve`` to the request lines, each checked to be one UTF-8 line."""
    out = io.BytesIO()
    data = requests.encode("utf-8") if isinstance(requests, str) else requests
    assert serve(io.BytesIO(data), out) == 0
    lines = out.getvalue().split(b"\n")
    assert lines[-1] == b""
    return [json.loads(text.decode("utf-8")) for text in lines[:-1]]


def test_serve_stops_at_end_of_input() -> None:
    assert answers_of(new_game_line(1, PLAYERS))[0]["accepted"] is True


def test_a_line_too_long_gets_an_error_and_the_server_reads_on() -> None:
    """Read to its end but never held whole: the next request is answered as usual."""
    too_long = b'{"seq": 1, "cmd": "hello", "pad": "' + b"x" * MAX_LINE + b'"}\n'
    answers = answers_of(too_long + line(2, "hello", protocol=PROTOCOL_VERSION).encode() + b"\n")
    assert answers[0] == {"seq": None, "ok": False, "error": f"a line longer than {MAX_LINE} bytes"}
    assert answers[1]["seq"] == 2 and answers[1]["ok"] is True


def test_a_line_of_the_most_bytes_allowed_is_read() -> None:
    request = line(1, "hello", protocol=PROTOCOL_VERSION)
    padded = request[:-1] + " " * (MAX_LINE - len(request)) + "}"
    assert len(padded.encode()) == MAX_LINE
    assert answers_of(padded + "\n")[0]["ok"] is True


def test_a_carriage_return_is_whitespace_not_the_end_of_a_request() -> None:
    request = line(1, "hello", protocol=PROTOCOL_VERSION).replace(",", ",\r", 1)
    answers = answers_of(request + "\r\n")
    assert len(answers) == 1 and answers[0]["ok"] is True


def test_a_lone_surrogate_is_answered_and_the_server_reads_on() -> None:
    """The escape is valid JSON, but UTF-8 cannot hold what it decodes to."""
    new = line(
        1, "new-game", ruleset={"name": "\udfff", "options": {}}, players=["Red", "Blue", "Green"]
    )
    answers = answers_of(new + "\n" + line(2, "hello", protocol=PROTOCOL_VERSION) + "\n")
    assert answers[0]["seq"] == 1 and "\\udfff" in json.dumps(answers[0])
    assert answers[1]["seq"] == 2 and answers[1]["ok"] is True


def test_bytes_that_are_not_utf8_get_an_error() -> None:
    answers = answers_of(b'{"seq": 1, "cmd": "\xff"}\n' + line(2, "bye").encode() + b"\n")
    assert answers[0]["seq"] is None and "not UTF-8" in answers[0]["error"]
    assert answers[1] == {"seq": 2, "ok": True}


# --- the schemas ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", SCHEMAS)
def test_every_protocol_schema_is_a_valid_schema(name: str) -> None:
    Draft202012Validator.check_schema(protocol_schemas()[name])


def test_every_message_the_server_sends_validates() -> None:
    duel = to_document(duel_state())
    requests = [
        line(1, "hello", protocol=PROTOCOL_VERSION),
        new_game_line(2, PLAYERS),
        new_game_line(3, ["Red"]),
        apply_line(4, {"type": "roll-for-first"}, {"type": "dice-roll", "values": [6, 3, 2]}),
        apply_line(5, {"type": "claim", "territory": "alaska"}),
        apply_line(6, {"type": "zap"}),
        line(7, "state"),
        line(8, "start", state=duel),
        apply_line(9, ATTACK),
        apply_line(10, DEFEND, ROLL),
        line(11, "state"),
        "garbage",
        line(12, "launch"),
        line(13, "bye"),
    ]
    answer_schema = {
        "hello": "hello-answer",
        "new-game": "verdict-answer",
        "apply": "verdict-answer",
        "state": "state-answer",
        "start": "start-answer",
        "bye": "ok-answer",
    }
    session = Session()
    for text in requests:
        answer = session.answer(text)
        request = json.loads(text) if text.startswith("{") else {}
        if answer["ok"]:
            schema = answer_schema[request["cmd"]]
            if "zap" not in text:  # the malformed action is meant to break its schema
                assert schema_problem(f"{request['cmd']}-request", request) is None, text
        else:
            schema = "error-answer"
        assert schema_problem(schema, answer) is None, (text, answer)


def test_every_action_of_the_codec_validates_and_reads_back() -> None:
    actions: list[Action] = [
        RollForFirst(),
        DealTerritories(),
        Claim(ALASKA),
        PlaceSetup(ALASKA),
        TradeCards((0, 1, 2)),
        TradeCards((0, 1, 42), ALASKA),
        Place(ALASKA, 3),
        Attack(ALASKA, KAMCHATKA, 3),
        Defend(2),
        MoveIn(3),
        EndAttack(),
        Fortify(ALASKA, KAMCHATKA, 2),
        EndTurn(),
    ]
    for action in actions:
        encoded = action_to_json(action, BOARD)
        assert schema_problem("action", encoded) is None, encoded
        assert action_from_json(encoded, BOARD) == action


def test_an_answer_breaking_its_schema_is_named() -> None:
    problem = schema_problem("verdict-answer", {"seq": 1, "ok": True, "accepted": "yes"})
    assert problem is not None


# --- the typed messages mirror the schemas ---------------------------------------------------

SCHEMA_FILES = Path(client.__file__).parent.parent / "schemas" / "protocol"
MESSAGES: dict[str, object] = {  # schema -> its TypedDict, or the union of its forms
    "hello-request": messages.HelloRequest,
    "new-game-request": messages.NewGameRequest,
    "start-request": messages.StartRequest,
    "apply-request": messages.ApplyRequest,
    "state-request": messages.StateRequest,
    "bye-request": messages.ByeRequest,
    "hello-answer": messages.HelloAnswer,
    "verdict-answer": messages.VerdictAnswer,
    "start-answer": messages.StartAnswer,
    "state-answer": messages.StateAnswer,
    "ok-answer": messages.OkAnswer,
    "error-answer": messages.ErrorAnswer,
    "action": messages.ActionJSON,
    "chance": messages.ChanceJSON,
}
NESTED: dict[tuple[str, str], type] = {  # (schema, JSON pointer) -> the object's TypedDict
    ("hello-answer", "/properties/implementation"): messages.Implementation,
    ("hello-answer", "/properties/capabilities"): messages.Declaration,
    ("hello-answer", "/properties/capabilities/properties/rulesets/additionalProperties"): (
        messages.DeclaredRuleset
    ),
    ("new-game-request", "/properties/ruleset"): messages.RulesetChoice,
}
Fields = tuple[frozenset[str], frozenset[str]]  # required and optional property names


def forms_of(message: object) -> tuple[Any, ...]:
    """A message type's forms: a union's members, or the one TypedDict."""
    return get_args(message) or (message,)


def fields(schema: dict[str, Any], branch: dict[str, Any] | None = None) -> Fields:
    """An object schema's fields; the branch of an if/then/else taken adds required ones
    and rules out those it sets to false."""
    branch = branch or {}
    required = {*schema.get("required", ()), *branch.get("required", ())}
    ruled_out = {name for name, rule in branch.get("properties", {}).items() if rule is False}
    return frozenset(required), frozenset(set(schema["properties"]) - ruled_out - required)


def schema_forms(schema: dict[str, Any]) -> tuple[str | None, dict[object, Fields]]:
    """A message's forms by the constant that tells them apart, and that constant's field:
    a oneOf's branches by their type, an if/then/else's by the boolean the if tests."""
    if "oneOf" in schema:
        return "type", {b["properties"]["type"]["const"]: fields(b) for b in schema["oneOf"]}
    if "if" in schema:
        [(tag, test)] = schema["if"]["properties"].items()
        then, otherwise = fields(schema, schema["then"]), fields(schema, schema["else"])
        return tag, {test["const"]: then, not test["const"]: otherwise}
    return None, {None: fields(schema)}


def typed_forms(message: object, tag: str | None) -> dict[object, Fields]:
    """The same of a message type: its forms by the Literal of their field ``tag``."""
    return {
        None if tag is None else get_args(get_type_hints(form)[tag])[0]: (
            form.__required_keys__,
            form.__optional_keys__,
        )
        for form in forms_of(message)
    }


def test_the_typed_messages_are_the_schemas_messages() -> None:
    """Every schema has its type, and every TypedDict is a message, a form of one, an
    object inside one, or a request but for its seq (a command)."""
    schemas = {path.name.removesuffix(".schema.json") for path in SCHEMA_FILES.iterdir()}
    assert set(MESSAGES) == schemas == set(SCHEMAS)
    requests = [forms_of(MESSAGES[name])[0] for name in MESSAGES if name.endswith("-request")]
    commands = {getattr(messages, f"{r.__name__.removesuffix('Request')}Command") for r in requests}
    assert set(get_args(messages.Command)) == commands
    forms = {form for message in MESSAGES.values() for form in forms_of(message)}
    typed = {value for value in vars(messages).values() if is_typeddict(value)}
    assert typed == forms | set(NESTED.values()) | commands


@pytest.mark.parametrize("name", MESSAGES)
def test_a_typed_message_has_the_fields_of_its_schema(name: str) -> None:
    tag, forms = schema_forms(protocol_schemas()[name])
    assert typed_forms(MESSAGES[name], tag) == forms


@pytest.mark.parametrize(("name", "pointer"), NESTED)
def test_an_object_inside_a_message_has_the_fields_of_its_schema(name: str, pointer: str) -> None:
    schema: Any = protocol_schemas()[name]
    for part in pointer.split("/")[1:]:
        schema = schema[part]
    assert typed_forms(NESTED[name, pointer], None) == {None: fields(schema)}


@pytest.mark.parametrize("name", [name for name in MESSAGES if name.endswith("-request")])
def test_a_command_is_its_request_but_for_the_seq(name: str) -> None:
    request = forms_of(MESSAGES[name])[0]
    command = getattr(messages, f"{request.__name__.removesuffix('Request')}Command")
    assert command.__required_keys__ == request.__required_keys__ - {"seq"}
    assert command.__optional_keys__ == request.__optional_keys__


# --- the client's reading ------------------------------------------------------------------


@pytest.fixture(params=["pipe", "thread"])
def each_reader(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The client reads a pipe itself where it can wait on one (POSIX), else through a
    thread (Windows); both are tested here."""
    chunks = client._PipeChunks if request.param == "pipe" else client._ThreadedChunks
    monkeypatch.setattr(client, "_CHUNKS", chunks)


class Scripted:
    """Output arriving in the given chunks, then ending (b""); None is a silence."""

    def __init__(self, *chunks: bytes | None) -> None:
        self.chunks = list(chunks)

    def read(self, timeout: float) -> bytes:
        chunk = self.chunks.pop(0) if self.chunks else b""
        if chunk is None:
            raise TimeoutError
        return chunk

    def close(self) -> None:
        pass


def read_all(lines: Any) -> list[object]:
    """Every line up to the end of output, a silence read as "silence"."""
    read: list[object] = []
    while True:
        try:
            line = lines.next(1.0)
        except TimeoutError:
            read.append("silence")
            continue
        if line is None:
            return read
        read.append(line if isinstance(line, bytes) else "too long")


def test_lines_are_read_across_and_within_chunks() -> None:
    lines = client._Lines(Scripted(b'{"a"', b":1}\n{}\n[", None, b"]\n\n", b"tail"))  # type: ignore[arg-type]
    assert read_all(lines) == [b'{"a":1}\n', b"{}\n", "silence", b"[]\n", b"\n", b"tail"]


def test_a_line_too_long_is_skipped_to_its_end_and_reading_goes_on() -> None:
    most = b"x" * MAX_LINE + b"\n"
    over = b"w" * (MAX_LINE + 1) + b"\n"  # in one chunk, line feed and all
    chunks = [b"y" * (MAX_LINE // 2)] * 3 + [b"y\n{}\n", most, over, b"z" * (MAX_LINE + 1)]
    lines = client._Lines(Scripted(*chunks))  # type: ignore[arg-type]
    assert read_all(lines) == ["too long", b"{}\n", most, "too long", "too long"]


# --- the client, against the reference server ----------------------------------------------


@pytest.fixture
def served(each_reader: None) -> Iterator[SubprocessDriver]:
    driver = SubprocessDriver(SERVE)
    yield driver
    driver.close()


def test_the_client_plays_like_the_reference_in_process(served: SubprocessDriver) -> None:
    reference = ReferenceDriver()
    for driver in (served, reference):
        driver.start(duel_state())
        assert driver.apply(Attack(ALASKA, KAMCHATKA, 3)) is None
        assert driver.apply(Defend(2), BattleRoll((6, 6, 1), (5, 5))) is None
        rejection = driver.apply(Defend(2), BattleRoll((6, 6, 1), (5, 5)))
        assert isinstance(rejection, Rejection) and rejection.rule == "turn.sequence"
    assert served.state() == reference.state()
    assert served.implementation["name"] == "risk-ref"
    assert "classic" in served.capabilities.rulesets


def test_the_client_sets_up_games(served: SubprocessDriver) -> None:
    assert served.new_game(PLAYERS, "classic", {}) is None
    assert served.state() == new_game(PLAYERS)
    assert served.apply(RollForFirst(), DiceRoll((6, 5, 4))) is None
    assert served.state().phase is Phase.CLAIM
    refused = served.new_game(["Red"], "classic", {})
    assert refused == Rejection(
        "player-count", "setup.players", "1 player cannot play; allowed: 2, 3, 4, 5, 6"
    )
    options = {"two-player": "no-neutral"}
    assert served.new_game(["Red", "Blue"], "classic", options) is None
    assert served.state() == new_game(["Red", "Blue"], find_ruleset("classic", options))


def test_the_client_refuses_an_unknown_ruleset_as_unsupported(served: SubprocessDriver) -> None:
    with pytest.raises(Unsupported, match="mega"):
        served.new_game(PLAYERS, "mega", {})


def test_the_client_refuses_an_option_no_game_has_before_asking(served: SubprocessDriver) -> None:
    with pytest.raises(UnknownOption) as raised:
        served.new_game(PLAYERS, "classic", {"gravity": "low"})
    assert (raised.value.ruleset, raised.value.option) == ("classic", "gravity")
    with pytest.raises(BadOptionValue) as wrong:
        served.new_game(PLAYERS, "classic", {"fortify": "teleport"})
    assert (wrong.value.option, wrong.value.value) == ("fortify", "teleport")
    assert served.new_game(PLAYERS, "classic", {}) is None  # nothing was sent: on it goes


def test_close_ends_the_process(served: SubprocessDriver) -> None:
    served.new_game(PLAYERS, "classic", {})
    process = served._process
    assert process is not None
    served.close()
    assert process.popen.returncode == 0
    assert served.new_game(PLAYERS, "classic", {}) is None  # a new process on demand


# --- the client, against misbehaving implementations ---------------------------------------


def misbehaving(name: str, timeout: float = 10.0) -> SubprocessDriver:
    driver = SubprocessDriver(fake(name), timeout=timeout)
    driver.start(duel_state())
    return driver


def recovers(driver: SubprocessDriver) -> None:
    """After an ImplementationError the next scenario runs on a fresh process."""
    driver.start(duel_state())
    assert driver.state() == duel_state()
    driver.close()


@pytest.mark.usefixtures("each_reader")
def test_an_implementation_that_hangs_times_out() -> None:
    driver = misbehaving("hangs_on_apply", timeout=0.5)
    begun = time.monotonic()
    with pytest.raises(ImplementationError, match=r"no answer to the apply request within 0.5 s"):
        driver.apply(Attack(ALASKA, KAMCHATKA, 3))
    assert time.monotonic() - begun < 5
    recovers(driver)


def wrapped(tmp_path: Path, name: str, *arguments: str) -> list[str]:
    """The fake started by a shell script that does not ``exec`` it, as engines often are."""
    script = tmp_path / "engine.sh"
    command = shlex.join([sys.executable, str(FAKES / f"{name}.py"), *arguments])
    script.write_text(f"#!/bin/sh\n{command}\n", encoding="utf-8")
    script.chmod(0o755)
    return [str(script)]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs POSIX and /proc")
def test_stopping_a_wrapper_ends_the_engine_it_started(tmp_path: Path) -> None:
    """The engine behind the script ignores the end of its input; closing costs the grace
    period and ends it too, instead of waiting for ever on the pipe it holds."""
    pid_file = tmp_path / "pid"
    driver = SubprocessDriver(wrapped(tmp_path, "lingers", str(pid_file)), grace=0.5)
    driver.start(duel_state())
    engine = int(pid_file.read_text(encoding="utf-8"))
    begun = time.monotonic()
    driver.close()
    assert time.monotonic() - begun < 5
    assert ended(engine)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs POSIX and /proc")
def test_a_wrapped_engine_that_hangs_costs_the_timeout_and_is_ended(tmp_path: Path) -> None:
    driver = SubprocessDriver(wrapped(tmp_path, "hangs_on_apply"), timeout=0.5, grace=0.5)
    driver.start(duel_state())
    begun = time.monotonic()
    with pytest.raises(ImplementationError, match=r"no answer to the apply request within 0.5 s"):
        driver.apply(Attack(ALASKA, KAMCHATKA, 3))
    assert time.monotonic() - begun < 5
    recovers(driver)


@pytest.mark.usefixtures("each_reader")
def test_an_answer_longer_than_a_line_may_be_is_an_error() -> None:
    driver = SubprocessDriver(fake("floods"))
    with pytest.raises(ImplementationError, match=f"is a line longer than {MAX_LINE} bytes"):
        driver.start(duel_state())
    driver.close()


@pytest.mark.usefixtures("each_reader")
def test_an_implementation_that_crashes() -> None:
    driver = misbehaving("crashes")
    with pytest.raises(ImplementationError, match="exited with status 3") as caught:
        driver.apply(Attack(ALASKA, KAMCHATKA, 3))
    assert "the dice engine exploded" in caught.value.stderr_tail
    assert "the dice engine exploded" in str(caught.value)
    recovers(driver)


def test_an_implementation_that_prints_garbage() -> None:
    driver = misbehaving("prints_garbage")
    with pytest.raises(
        ImplementationError, match=re.escape("not JSON: 'Applying attack... done!'")
    ):
        driver.apply(Attack(ALASKA, KAMCHATKA, 3))
    recovers(driver)


def test_an_implementation_that_answers_with_a_wrong_seq() -> None:
    driver = misbehaving("wrong_seq")
    with pytest.raises(ImplementationError, match=r"\(seq \d+\) has seq \d+"):
        driver.apply(Attack(ALASKA, KAMCHATKA, 3))
    recovers(driver)


def test_an_implementation_whose_answer_breaks_the_schema() -> None:
    driver = misbehaving("breaks_schema")
    assert driver.apply(Attack(ALASKA, KAMCHATKA, 3)) is None
    with pytest.raises(ImplementationError, match=r"apply breaks the protocol .*message"):
        driver.apply(Defend(3), BattleRoll((6, 6, 1), (5, 5)))
    recovers(driver)


def test_an_implementation_that_cannot_process_a_request() -> None:
    driver = SubprocessDriver(SERVE)
    with pytest.raises(ImplementationError, match="could not process apply: no game yet"):
        driver._game = (BOARD, tuple(PLAYERS))  # the harness believes a game is on
        driver.apply(Attack(ALASKA, KAMCHATKA, 3))
    recovers(driver)


def test_an_implementation_that_does_not_start() -> None:
    driver = SubprocessDriver([str(FAKES / "no-such-implementation")])
    with pytest.raises(ImplementationError, match="cannot start"):
        driver.start(duel_state())


@pytest.mark.usefixtures("each_reader")
def test_a_chatty_implementation_does_not_deadlock() -> None:
    driver = misbehaving("chatty_stderr", timeout=20)
    for _ in range(5):
        assert driver.apply(Attack(ALASKA, KAMCHATKA, 3)) is None
        assert driver.apply(Defend(2), BattleRoll((6, 6, 1), (5, 5))) is None
    assert driver.state().armies[KAMCHATKA] == 990
    process = driver._process
    assert process is not None
    tail = process.stderr_tail()
    assert 0 < len(tail.encode()) <= 2048 and tail.endswith("." * 30 + "\n")
    driver.close()


def test_an_option_value_not_declared_is_unsupported() -> None:
    driver = SubprocessDriver(fake("limited"))
    try:
        with pytest.raises(Unsupported, match="two-player=no-neutral"):
            driver.new_game(["Red", "Blue"], "classic", {"two-player": "no-neutral"})
        with pytest.raises(Unsupported, match="card-bonus=each-card"):
            driver.start(
                duel_state()._replace(ruleset=find_ruleset("classic", {"card-bonus": "each-card"}))
            )
        # declared values, and the default of an option left out, are supported
        assert driver.new_game(["Red", "Blue"], "classic", {"card-bonus": "once-per-turn"}) is None
        driver.start(
            duel_state()._replace(ruleset=find_ruleset("classic", {"fortify": "connected"}))
        )
        assert driver.state().ruleset.options["fortify"] == "connected"
    finally:
        driver.close()


@pytest.mark.parametrize(
    "request_",
    [
        {
            "cmd": "new-game",
            "ruleset": {"name": "classic", "options": {}},
            "players": [["x"], "Blue", "Green"],
        },
        {"cmd": "apply", "action": {"type": ["attack"]}},
        {"cmd": "apply", "action": {"type": "roll-for-first"}, "chance": {"type": {"a": 1}}},
        {
            "cmd": "apply",
            "action": {"type": "deal-territories"},
            "chance": {"type": "deal", "owners": {"alaska": ["Red"]}},
        },
        {"cmd": ["hello"]},
    ],
)
def test_a_list_or_object_where_a_name_goes_is_refused_not_an_internal_error(
    request_: dict[str, Any],
) -> None:
    game = new_game_line(1, PLAYERS)
    answers = answers_of(game + "\n" + json.dumps({"seq": 2, **request_}) + "\n")
    assert answers[1]["seq"] == 2
    assert "internal error" not in json.dumps(answers[1])
    assert answers[1]["ok"] is False or answers[1]["code"] == "malformed"


@pytest.mark.parametrize(
    "request_",
    [
        {"cmd": "x" * 900_000},
        {"cmd": "new-game", "ruleset": {"name": "x" * 900_000, "options": {}}, "players": []},
        {"cmd": "apply", "action": {"type": "attack", "source": "x" * 900_000}},
        {"cmd": "start", "state": {"format": "x" * 900_000}},
    ],
)
def test_an_error_quotes_a_short_excerpt_of_the_input(request_: dict[str, Any]) -> None:
    game = new_game_line(1, PLAYERS)
    answers = answers_of(game + "\n" + json.dumps({"seq": 2, **request_}) + "\n")
    assert answers[1]["seq"] == 2
    assert len(json.dumps(bare(answers[1]))) < 500


def test_an_answer_to_start_left_for_later_is_read_and_checked_by_the_next_call(
    served: SubprocessDriver,
) -> None:
    unreachable = duel_state()._replace(placements=5)  # the server refuses it
    served.start(unreachable, answer_later=True)  # returns without the answer
    with pytest.raises(ImplementationError, match="could not process start: a state no game"):
        served.apply(Attack(ALASKA, KAMCHATKA, 3))
    served.start(duel_state(), answer_later=True)
    served.settle()
    assert served.apply(Attack(ALASKA, KAMCHATKA, 3)) is None
    served.start(unreachable, answer_later=True)
    served.close()  # no one is left to ask about it


def test_a_state_carried_in_the_answers_spares_the_state_request() -> None:
    with SubprocessDriver([*fake("state_in_answers"), "strict"]) as driver:
        assert driver.capabilities.state_in_answers
        driver.start(duel_state())
        assert driver.state() == duel_state()
        assert driver.apply(Attack(ALASKA, KAMCHATKA, 3)) is None
        assert driver.apply(Defend(2), BattleRoll((6, 6, 1), (5, 5))) is None
        assert driver.state().armies[KAMCHATKA] == 998
        refused = driver.apply(Defend(2), BattleRoll((6, 6, 1), (5, 5)))
        assert refused is not None and refused.rule == "turn.sequence"
        assert driver.state().armies[KAMCHATKA] == 998


def test_a_driver_without_state_in_answers_asks_for_the_state() -> None:
    with SubprocessDriver(fake("limited")) as driver:
        assert not driver.capabilities.state_in_answers
        driver.start(duel_state())
        assert driver.apply(Attack(ALASKA, KAMCHATKA, 3)) is None
        assert driver.state().phase is Phase.DEFEND


@pytest.mark.parametrize(
    ("mode", "error"),
    [
        ("missing", "it declared state-in-answers, but its answer to apply carries no state"),
        ("undeclared", "its answer to start carries a state, but it did not declare"),
    ],
)
def test_a_state_carried_against_the_declaration_is_an_error(mode: str, error: str) -> None:
    driver = SubprocessDriver([*fake("state_in_answers"), mode])
    with pytest.raises(ImplementationError, match=error):
        driver.start(duel_state())
        driver.apply(Attack(ALASKA, KAMCHATKA, 3))
    driver.close()


def test_an_option_declared_without_its_default_leaves_the_default_out() -> None:
    """An engine that plays two players only without the neutral: a game that would have
    the neutral is not implemented, and the neutral's own rules are not claimed."""
    capabilities = Capabilities.from_json(
        {"rulesets": {"classic": {"options": {"two-player": ["no-neutral"]}}}}
    )
    default = find_ruleset("classic")
    assert capabilities.unsupported(default, 2) == "the option two-player=neutral"
    assert capabilities.unsupported(default, 3) is None  # the option does not matter to three
    assert (
        capabilities.unsupported(find_ruleset("classic", {"two-player": "no-neutral"}), 2) is None
    )
    assert capabilities.undeclared("two-player.neutral-defence") is not None
    assert capabilities.undeclared("attack.adjacent") is None
    both = Capabilities.from_json(
        {"rulesets": {"classic": {"options": {"two-player": ["no-neutral", "neutral"]}}}}
    )
    assert both.undeclared("two-player.neutral-defence") is None
