"""Arbitrary input at every edge that reads it: the protocol server, the state document
loader, the position parser and the move notation. Whatever comes in, each answers or
refuses with its documented error, in bounded time; none crashes."""

from __future__ import annotations

import contextlib
import io
import json
import time
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from risk_ref import document
from risk_ref.board import CLASSIC_BOARD
from risk_ref.errors import MalformedInput
from risk_ref.judge import notation, position
from risk_ref.protocol.server import serve

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
NAMES = st.sampled_from(["Red", "Blue", "Green", "neutral", "alaska", "wild-1", "", "\udfff"])
REQUEST = st.fixed_dictionaries(
    {"seq": st.integers(-1, 5) | JSON, "cmd": st.sampled_from(
        ["hello", "new-game", "start", "apply", "state", "bye", "nope"]) | JSON},
    optional={
        "protocol": st.just(2) | JSON,
        "ruleset": st.fixed_dictionaries(
            {"name": st.sampled_from(["classic", "risiko", "secret-mission"]) | JSON,
             "options": st.dictionaries(st.text(max_size=6), st.text(max_size=6)) | JSON}
        ) | JSON,
        "players": st.lists(NAMES | JSON, max_size=7) | JSON,
        "action": st.fixed_dictionaries(
            {"type": st.sampled_from(["attack", "place", "roll-for-first", "claim"]) | JSON},
            optional={"source": NAMES | JSON, "target": NAMES | JSON, "dice": JSON,
                      "territory": NAMES | JSON, "armies": JSON},
        ) | JSON,
        "chance": st.just("own") | JSON,
        "state": JSON,
    },
)  # fmt: skip
HELLO_AND_GAME = [
    json.dumps({"seq": 0, "cmd": "hello", "protocol": 2}),
    json.dumps({"seq": 0, "cmd": "new-game", "ruleset": {"name": "classic", "options": {}},
                "players": ["Red", "Blue", "Green"]}),
]  # fmt: skip


def answers(data: bytes) -> list[dict[str, Any]]:
    out = io.BytesIO()
    assert serve(io.BytesIO(data), out) == 0
    lines = out.getvalue().split(b"\n")
    assert lines[-1] == b""
    found = [json.loads(line.decode("utf-8")) for line in lines[:-1]]
    for answer in found:
        assert set(answer) >= {"seq", "ok"}
        assert "internal error" not in str(answer.get("error", "")), answer
    return found


@settings(max_examples=300)
@given(st.lists(REQUEST.map(lambda r: json.dumps(r, ensure_ascii=False)), max_size=6))
def test_the_server_answers_any_requests(requests: list[str]) -> None:
    lines = [*HELLO_AND_GAME, *requests]
    data = ("\n".join(lines) + "\n").encode("utf-8", errors="surrogatepass")
    begun = time.monotonic()
    answers(data)
    assert time.monotonic() - begun < 5


@settings(max_examples=300)
@given(st.binary(max_size=300))
def test_the_server_answers_any_bytes(data: bytes) -> None:
    answers(data + b"\n" + HELLO_AND_GAME[0].encode() + b"\n")


@settings(max_examples=300)
@given(st.text(max_size=300) | JSON.map(json.dumps))
def test_the_document_loader_refuses_any_text_it_cannot_read(text: str) -> None:
    with contextlib.suppress(MalformedInput):
        document.loads(text)


@settings(max_examples=300)
@given(
    st.text(max_size=300)
    | st.lists(st.sampled_from(
        ['players = ["Red", "Blue", "Green"]', 'turn = "Red"', 'phase = "attack"',
         'phase = "move-in"', "[territories]", 'alaska = "Red 4"', 'kamchatka = "Blue 1"',
         "[battle]", 'from = "alaska"', 'to = "kamchatka"', "dice = 3", "conquered = true",
         'eliminated = ["Green"]', "[cards]", 'Red = ["peru", "wild"]', 'ruleset = "risiko"',
         "armies-to-place = 3", 'phase = "reinforce"', 'x = [[[1]]]', "sets-traded = 99"]),
        max_size=12).map("\n".join)
)  # fmt: skip
def test_the_position_parser_refuses_any_text_it_cannot_read(text: str) -> None:
    with contextlib.suppress(MalformedInput):
        position.load(text)


@settings(max_examples=300)
@given(st.text(max_size=250))
def test_the_notation_refuses_any_move_it_cannot_read(text: str) -> None:
    with contextlib.suppress(MalformedInput):
        notation.parse(text, CLASSIC_BOARD)
