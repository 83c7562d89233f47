"""The pytest plugin, as another project uses it: its own pytest, in its own directory,
with one option to run the rule suite against an engine, and nothing of the suite
without it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from risk_ref.conformance.cases import all_cases

SERVE = f"{sys.executable} -m risk_ref serve"
OWN_TEST = """
def test_own(engine):
    pass
"""


def pytest_in(project: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *arguments]
    wide = {**os.environ, "COLUMNS": "250"}  # summary lines whole
    return subprocess.run(
        command, cwd=project, capture_output=True, text=True, env=wide, check=False
    )


def test_one_option_runs_the_suite_beside_the_project_s_tests(tmp_path: Path) -> None:
    (tmp_path / "test_mine.py").write_text("def test_mine():\n    pass\n", encoding="utf-8")
    answer = pytest_in(tmp_path, "--risk-ref", SERVE, "-k", "mine or sc158c6 or attack.compare")
    assert answer.returncode == 0, answer.stdout + answer.stderr
    cases = [c for c in all_cases() if c.id.startswith("sc158c6") or "attack.compare" in c.rules]
    assert len({case.id.split("#")[0] for case in cases}) > 2
    assert f"{1 + len(cases)} passed" in answer.stdout


def test_a_failing_engine_fails_the_project_s_run(tmp_path: Path) -> None:
    faulty = Path(__file__).parent / "implementations" / "faults.py"
    command = f"{sys.executable} {faulty} attack.compare"
    answer = pytest_in(tmp_path, "--risk-ref", command, "-k", "sc7d945")
    assert answer.returncode == 1, answer.stdout + answer.stderr
    assert " failed" in answer.stdout
    assert "rule attack.compare: after the action" in answer.stdout


def test_a_run_that_checked_no_claimed_rule_fails(tmp_path: Path) -> None:
    """An engine of five players, and only claiming cases written for three (no case of
    the claiming at every number of players): nothing it claims is checked, so the run
    does not pass, as with conformance run."""
    five = Path(__file__).parent / "implementations" / "five_players.py"
    only = "setup.claim and not number"
    answer = pytest_in(tmp_path, "--risk-ref", f"{sys.executable} {five}", "-k", only)
    assert answer.returncode == 1, answer.stdout + answer.stderr
    assert " skipped" in answer.stdout and " passed" not in answer.stdout
    assert "risk-ref: no case checked the claimed rules: setup.claim" in answer.stdout


def test_without_the_option_the_suite_stays_out_of_the_project(tmp_path: Path) -> None:
    """Neither its cases nor its fixtures: a project's ``engine`` fixture is its own."""
    (tmp_path / "test_own.py").write_text(OWN_TEST, encoding="utf-8")
    answer = pytest_in(tmp_path)
    assert answer.returncode == 1, answer.stdout + answer.stderr
    assert "fixture 'engine' not found" in answer.stdout
    assert "1 error" in answer.stdout


def test_an_empty_command_is_a_usage_error(tmp_path: Path) -> None:
    answer = pytest_in(tmp_path, "--risk-ref", " ")
    assert answer.returncode == 4
    assert "--risk-ref needs a command line" in answer.stderr
    assert "Traceback" not in answer.stderr


def test_an_engine_that_fails_the_handshake_fails_every_case_at_once(tmp_path: Path) -> None:
    """It is started and greeted once, as by conformance run: not once a case, each
    waiting out the start-up time of an engine that never answers."""
    starts = tmp_path / "starts"
    engine = tmp_path / "engine.sh"
    script = f'#!/bin/sh\necho started >> "{starts}"\necho garbage\ncat > /dev/null\n'
    engine.write_text(script, encoding="utf-8")
    engine.chmod(0o755)
    answer = pytest_in(tmp_path, "--risk-ref", str(engine), "-k", "attack.compare")
    assert answer.returncode == 1, answer.stdout + answer.stderr
    summary = answer.stdout.splitlines()[-1]
    assert int(summary.split(" failed")[0].split()[-1]) >= 15, summary
    assert "the answer to hello is not JSON: 'garbage'" in answer.stdout
    assert starts.read_text(encoding="utf-8").split() == ["started"]
