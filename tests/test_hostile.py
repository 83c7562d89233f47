"""What an input or an implementation writes is quoted, never obeyed (issue 36): control
bytes escaped wherever they are shown, a field path cut short, a seq bounded."""

from __future__ import annotations

import json

from risk_ref.errors import MalformedInput
from risk_ref.judge.position import load
from risk_ref.protocol import PROTOCOL_VERSION, ImplementationError
from risk_ref.protocol.server import MAX_SEQ, Session


def test_an_implementation_s_control_bytes_are_escaped_in_its_errors() -> None:
    error = ImplementationError("garbage: \x1b[2J\x07\x00", "boom\x1b]0;title\x07\n")
    shown = str(error)
    assert "\x1b" not in shown and "\x07" not in shown and "\x00" not in shown
    assert "\\x1b[2J" in shown and "boom" in shown


def test_a_long_field_path_is_cut_in_the_error_line() -> None:
    key = "k" * 1_000_000
    try:
        load(f'players = ["Red", "Blue", "Green"]\nturn = "Red"\nphase = "attack"\n{key} = 1\n')
    except MalformedInput as error:
        assert len(str(error)) < 400
    else:
        raise AssertionError("an unknown key of a million characters was accepted")
    assert len(MalformedInput("x" * 10_000, "wrong").field) <= 120


def test_a_seq_is_a_whole_number_a_json_reader_holds_exactly() -> None:
    session = Session()
    for seq in (10**4000, -1, MAX_SEQ + 1, 1.5, True):
        answer = session.answer(
            json.dumps({"seq": seq, "cmd": "hello", "protocol": PROTOCOL_VERSION})
        )
        assert answer["ok"] is False and answer["seq"] is None
        assert len(answer["error"]) < 200
    answer = session.answer(
        json.dumps({"seq": MAX_SEQ, "cmd": "hello", "protocol": PROTOCOL_VERSION})
    )
    assert answer["seq"] == MAX_SEQ and answer["ok"] is True
