"""The conformance protocol: JSON lines between the harness and an implementation.

A line ends at a line feed (``\\n``) only: a carriage return is JSON whitespace. A line
holds at most :data:`MAX_LINE` bytes before its line feed; a longer one is an error
(an error answer from the server, an errored case in the harness), read to its end
without being kept, so that no peer can make the other hold more than that.
"""

from __future__ import annotations

import json
from typing import IO, Final

from risk_ref.errors import printable

PROTOCOL_VERSION: Final = 2  # Final: of type Literal[2], as the messages have it
MAX_LINE = 1 << 20  # 1 MiB: a state document of the largest board is some 10 KB


class ImplementationError(Exception):
    """The implementation broke the protocol: it did not answer in time, answered
    something that is not a valid answer, exited, or could not process a request."""

    def __init__(self, reason: str, stderr_tail: str = "") -> None:
        # what the implementation wrote, quoted: never its control bytes to a terminal
        self.reason = printable(reason)
        self.stderr_tail = printable(stderr_tail)
        super().__init__(reason, stderr_tail)

    def __str__(self) -> str:
        if not self.stderr_tail.strip():
            return f"{self.reason} (nothing on stderr)"
        return f"{self.reason}\n--- the implementation's stderr, last lines ---\n{self.stderr_tail}"


class LineTooLong(Exception):
    """A line of more than MAX_LINE bytes, skipped to its end."""

    def __init__(self) -> None:
        super().__init__(f"a line longer than {MAX_LINE} bytes")


def read_line(stream: IO[bytes]) -> bytes | None:
    """The next line, with its line feed if it has one; None at the end of input.
    Raises :class:`LineTooLong`, having read past the line, for a line too long."""
    line = stream.readline(MAX_LINE + 1)
    if not line:
        return None
    if len(line) <= MAX_LINE or line.endswith(b"\n"):
        return line
    while (rest := stream.readline(1 << 16)) and not rest.endswith(b"\n"):
        pass
    raise LineTooLong()


try:
    import orjson as _orjson
except ImportError:  # optional: the json module writes the same lines, slower
    _orjson = None  # type: ignore[assignment]

_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
_ascii_dumps = json.JSONEncoder(ensure_ascii=True, separators=(",", ":")).encode


def encode(message: object) -> bytes:
    """A message as one compact UTF-8 JSON line, written by orjson where it is installed
    (the ``fast`` extra): every answer and request carries a state document, and json
    takes ten times as long to write one. What orjson cannot write (an integer beyond 64
    bits, a lone surrogate a request smuggled in as an escape) is written by :mod:`json`,
    the surrogate as an escape, since UTF-8 cannot hold it. (Lines are read by
    :func:`json.loads`: orjson reads integers beyond 64 bits as floats, and is hardly
    faster at building the objects.)"""
    if _orjson is not None:
        try:
            return _orjson.dumps(message) + b"\n"
        except _orjson.JSONEncodeError:
            pass
    try:
        return (_dumps(message) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (_ascii_dumps(message) + "\n").encode("ascii")
