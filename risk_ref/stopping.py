"""A clean stop: SIGTERM stops a command as Ctrl-C does (a ``KeyboardInterrupt``), so
that what it started is stopped and what it found is reported; and the conventional
status of a stopped command, 128 plus the signal's number. One way for ``risk-ref``'s
commands, the fuzzer's workers and the pytest plugin alike."""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator, Sequence


@contextlib.contextmanager
def stopping() -> Iterator[list[int]]:
    """SIGTERM raises ``KeyboardInterrupt`` while inside; the signals received are listed
    (in the main thread only, the one a signal reaches)."""
    received: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield received
        return

    def terminate(signum: int, frame: object) -> None:
        received.append(signum)
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, terminate)
    try:
        yield received
    finally:
        signal.signal(signal.SIGTERM, previous)


def stopped_by(received: Sequence[int]) -> signal.Signals:
    """The signal that stopped a command: the last one received, else Ctrl-C's."""
    return signal.Signals(received[-1] if received else signal.SIGINT)
