"""The conformance protocol: JSON lines between the harness and an implementation.

A line ends at a line feed (``\\n``) only: a carriage return is JSON whitespace. A line
holds at most :data:`MAX_LINE` bytes before its line feed; a longer one is an error
(an error answer from the server, an errored case in the harness), read to its end
without being kept, so that no peer can make the other hold more than that.
"""

from __future__ import annotations

from typing import IO

PROTOCOL_VERSION = 2
MAX_LINE = 1 << 20  # 1 MiB: a state document of the largest board is some 10 KB


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
