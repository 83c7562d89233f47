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
"{python}" -m risk_ref serve
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and process groups")
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_stopped_run_reports_what_ran_and_leaves_no_process(
    signum: signal.Signals, tmp_path: Path
) -> None:
    pids = tmp_path / "pids"
    wrapper = tmp_path / "engine.sh"
    wrapper.write_text(WRAPPER.format(pids=pids, python=sys.executable), encoding="utf-8")
    wrapper.chmod(0o755)
    report = tmp_path / "report.json"
    command = [sys.executable, "-m", "risk_ref", "conformance", "run", "--program", str(wrapper)]
    run = subprocess.Popen(
        [*command, "--report-json", str(report)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=_interruptible,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        # the handshake's engine, then the run's: the cases are under way
        while len(_lines(pids)) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1.0)
        run.send_signal(signum)
        out, err = run.communicate(timeout=60)
    finally:
        run.kill()
    assert run.returncode == 128 + signum, err
    assert err.strip().splitlines()[-1] == f"risk-ref: stopped by {signum.name}"
    assert "Traceback" not in err
    assert out.startswith("Interrupted: this report covers the ")
    written = json.loads(report.read_text(encoding="utf-8"))
    assert written["interrupted"] is True and 0 < len(written["cases"]) < 2445
    for group in map(int, _lines(pids)):  # each engine's session: nothing left in it
        with pytest.raises(ProcessLookupError):
            os.killpg(group, 0)


def _interruptible() -> None:
    """Ctrl-C as at a terminal: a run in the background of a shell (nohup, CI) starts with
    SIGINT ignored, which Python, and so the command, then leaves ignored."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split() if path.exists() else []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and process groups")
def test_a_stopped_fuzz_leaves_no_process(tmp_path: Path) -> None:
    """Games played side by side: each worker stops its own engine."""
    pids = tmp_path / "pids"
    wrapper = tmp_path / "engine.sh"
    wrapper.write_text(WRAPPER.format(pids=pids, python=sys.executable), encoding="utf-8")
    wrapper.chmod(0o755)
    command = [sys.executable, "-m", "risk_ref", "conformance", "fuzz", "--program", str(wrapper)]
    run = subprocess.Popen(
        [*command, "--games", "500", "--jobs", "2"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while len(_lines(pids)) < 2 and time.monotonic() < deadline:  # both workers playing
            time.sleep(0.1)
        time.sleep(1.0)
        run.send_signal(signal.SIGTERM)
        _, err = run.communicate(timeout=60)
    finally:
        run.kill()
    assert run.returncode == 128 + signal.SIGTERM, err
    assert err.strip().splitlines()[-1] == "risk-ref: stopped by SIGTERM"
    assert "Traceback" not in err
    time.sleep(0.5)  # the last engine's group, closed as its worker ended
    for group in map(int, _lines(pids)):
        with pytest.raises(ProcessLookupError):
            os.killpg(group, 0)


SLOW = """#!/bin/sh
echo $$ >> "{pids}"
"{python}" "{slow}"
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and process groups")
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_stopped_pytest_session_stops_the_engine(signum: signal.Signals, tmp_path: Path) -> None:
    """The pytest plugin, stopped halfway: the engine's group ends with the session,
    which exits with the conventional status."""
    pids = tmp_path / "pids"
    wrapper = tmp_path / "engine.sh"
    slow = Path(__file__).parent / "implementations" / "slow.py"
    wrapper.write_text(SLOW.format(pids=pids, python=sys.executable, slow=slow), encoding="utf-8")
    wrapper.chmod(0o755)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    run = subprocess.Popen(
        [*command, "--risk-ref", str(wrapper)], cwd=tmp_path,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_interruptible,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not _lines(pids) and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1.0)
        run.send_signal(signum)
        out, err = run.communicate(timeout=60)
    finally:
        run.kill()
    assert run.returncode == 128 + signum, out[-2000:] + err
    assert " passed" in out  # the cases run before the stop are reported
    for group in map(int, _lines(pids)):
        with pytest.raises(ProcessLookupError):
            os.killpg(group, 0)
