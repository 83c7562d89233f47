"""A clean stop (issue 36): Ctrl-C or SIGTERM to ``risk-ref conformance run`` stops the
engine's whole process group (a wrapper script and the engine it starts), writes the
report of the cases run so far marked interrupted, says so in one line and exits with
the conventional status."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

WRAPPER = """#!/bin/sh
echo $$ >> "{pids}"
"{python}" "{slow}"
"""
SLOW = Path(__file__).parent / "implementations" / "slow.py"  # so that a run lasts


POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and process groups")


def engine(tmp_path: Path) -> tuple[Path, Path]:
    """A wrapper script that starts the engine, and the file it writes its PIDs to."""
    pids, wrapper = tmp_path / "pids", tmp_path / "engine.sh"
    wrapper.write_text(WRAPPER.format(pids=pids, python=sys.executable, slow=SLOW), "utf-8")
    wrapper.chmod(0o755)
    return wrapper, pids


def stopped(
    command: list[str], pids: Path, engines: int, signum: int, cwd: Path | None = None
) -> tuple[int, str, str]:
    """``command`` run until ``engines`` engines have started and a second more, then sent
    ``signum``: its exit status and output."""
    run = subprocess.Popen(
        command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=_interruptible,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while len(_lines(pids)) < engines and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1.0)
        run.send_signal(signum)
        out, err = run.communicate(timeout=60)
    finally:
        run.kill()
    return run.returncode, out, err


def no_process_left(pids: Path) -> None:
    """Each engine's session (its process group): nothing left in it."""
    time.sleep(0.5)  # the last group, closed as its worker ended
    for group in map(int, _lines(pids)):
        with pytest.raises(ProcessLookupError):
            os.killpg(group, 0)


@POSIX
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_stopped_run_reports_what_ran_and_leaves_no_process(
    signum: signal.Signals, tmp_path: Path
) -> None:
    wrapper, pids = engine(tmp_path)
    report = tmp_path / "report.json"
    command = [sys.executable, "-m", "risk_ref", "conformance", "run", "--program", str(wrapper)]
    # the handshake's engine, then the run's: the cases are under way
    status, out, err = stopped([*command, "--report-json", str(report)], pids, 2, signum)
    assert status == 128 + signum, err
    assert err.strip().splitlines()[-1] == f"risk-ref: stopped by {signum.name}"
    assert "Traceback" not in err
    assert out.startswith("Interrupted: this report covers the ")
    written = json.loads(report.read_text(encoding="utf-8"))
    assert written["interrupted"] is True and 0 < len(written["cases"]) < 2445
    no_process_left(pids)


def _interruptible() -> None:
    """Ctrl-C as at a terminal: a run in the background of a shell (nohup, CI) starts with
    SIGINT ignored, which Python, and so the command, then leaves ignored."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split() if path.exists() else []


@POSIX
def test_a_stopped_fuzz_leaves_no_process(tmp_path: Path) -> None:
    """Games played side by side: each worker stops its own engine."""
    wrapper, pids = engine(tmp_path)
    command = [sys.executable, "-m", "risk_ref", "conformance", "fuzz", "--program", str(wrapper)]
    command += ["--games", "500", "--jobs", "2"]
    status, _, err = stopped(command, pids, 2, signal.SIGTERM)  # both workers playing
    assert status == 128 + signal.SIGTERM, err
    assert err.strip().splitlines()[-1] == "risk-ref: stopped by SIGTERM"
    assert "Traceback" not in err
    no_process_left(pids)


@POSIX
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_stopped_pytest_session_stops_the_engine(signum: signal.Signals, tmp_path: Path) -> None:
    """The pytest plugin, stopped halfway: the engine's group ends with the session,
    which exits with the conventional status."""
    wrapper, pids = engine(tmp_path)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    status, out, err = stopped([*command, "--risk-ref", str(wrapper)], pids, 1, signum, tmp_path)
    assert status == 128 + signum, out[-2000:] + err
    assert " passed" in out  # the cases run before the stop are reported
    no_process_left(pids)
