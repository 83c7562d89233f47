"""``risk-ref conformance run``: every case of the suite (:mod:`risk_ref.conformance.cases`)
replayed against a program by one plain loop (:mod:`risk_ref.conformance.replay`),
reported per chapter and per rule. The program under test speaks the protocol of
:mod:`risk_ref.protocol`.
"""

from __future__ import annotations

import shlex
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from risk_ref import i18n
from risk_ref.conformance.cases import Case, all_cases, selected
from risk_ref.conformance.coverage import Coverage, coverage
from risk_ref.conformance.replay import errored, replay
from risk_ref.conformance.report import json_report, text_report, write_junit
from risk_ref.conformance.results import BAD_OUTCOMES, CaseResult, Outcome
from risk_ref.conformance.shard import Shard
from risk_ref.conformance.shard import merge as merge_reports
from risk_ref.errors import N_, NP_
from risk_ref.protocol import ImplementationError
from risk_ref.protocol.capabilities import Capabilities
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.rulebook import load_rulebook

REFERENCE = "reference"  # the engine option that replays the suite on the reference itself


INTERRUPTED_NOTE = NP_(
    "Interrupted: this report covers the {count} case run before the run was stopped.",
    "Interrupted: this report covers the {count} cases run before the run was stopped.",
    "count",
)
SHARD_NOTE = N_(
    "Shard {shard}: whether every rule the implementation claims was checked is judged "
    "when the shards' reports are merged (risk-ref conformance merge)."
)


class Interrupted(KeyboardInterrupt):
    """The run was stopped before its end: ``results`` holds the cases run so far."""

    def __init__(self, results: list[CaseResult]) -> None:
        super().__init__()
        self.results = results


def all_case_ids() -> list[str]:
    return [case.id for case in all_cases()]


def load_known_failures(path: Path | None) -> dict[str, str]:
    """``[known-failures]`` of a TOML file: case ID = "why"."""
    if path is None:
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"{path}: {error}") from None
    known = data.get("known-failures", {})
    if not isinstance(known, dict) or not all(isinstance(v, str) for v in known.values()):
        raise ValueError(f'{path}: expected a [known-failures] table of "case-id" = "why"')
    return known


def chosen(
    include: Sequence[str] = (), exclude: Sequence[str] = (), shard: Shard | None = None
) -> list[Case]:
    """The cases ``--rule`` and ``--skip`` select, of one ``shard`` if given."""
    return [
        case for case in all_cases()
        if selected(case, include, exclude) and (shard is None or shard.holds(case.id))
    ]  # fmt: skip


def run_suite(
    engine: str,
    include: Sequence[str] = (),
    exclude: Sequence[str] = (),
    known: dict[str, str] | None = None,
    progress: TextIO | None = None,
    timeout: float = 10.0,
    shard: Shard | None = None,
) -> list[CaseResult]:
    """Every selected case of the suite (of one ``shard`` of it, if given) against
    ``engine``: "reference", or the command line of an implementation, started once for
    the run and greeted first (a failed handshake raises :class:`ImplementationError`).
    Raises :class:`Interrupted` when the run is stopped (Ctrl-C, SIGTERM), once the
    implementation's process is stopped as at the end of a run."""
    cases = chosen(include, exclude, shard)
    implementation = None
    if engine != REFERENCE:
        implementation = SubprocessDriver(shlex.split(engine), timeout=timeout)
    live = progress is not None and progress.isatty()
    results: list[CaseResult] = []
    try:
        if implementation is not None and not _greeted(implementation, cases, results):
            return results
        for case in cases:
            results.append(replay(case, implementation, known or {}))
            if live and progress is not None:
                bad = sum(r.outcome in BAD_OUTCOMES for r in results)
                progress.write(f"\r{len(results)}/{len(cases)} cases, {bad} failed or errored")
                progress.flush()
    except KeyboardInterrupt:
        raise Interrupted(results) from None
    finally:
        if implementation is not None:
            implementation.close()
        if live and progress is not None:
            progress.write("\n")
    return results


def _greeted(
    implementation: SubprocessDriver, cases: Sequence[Case], results: list[CaseResult]
) -> bool:
    """Whether the implementation answers the handshake; if not, every case errored with
    what went wrong, and none is tried (each would wait for an engine that never answers)."""
    try:
        implementation.capabilities  # noqa: B018
    except ImplementationError as error:
        results += [errored(case, error) for case in cases]
        return False
    return True


def run(
    engine: str,
    implementation: dict[str, Any],
    capabilities: Capabilities,
    include: Sequence[str] = (),
    exclude: Sequence[str] = (),
    known_failures: Path | None = None,
    report_json: Path | None = None,
    junit: Path | None = None,
    language: str = "en",
    timeout: float = 10.0,
    shard: Shard | None = None,
) -> int:
    """The whole run: results, the report, and 0 only if nothing failed or errored and
    every rule the implementation claims (by its ``capabilities``) was checked. A shard
    is judged on its cases alone: whether every claimed rule was checked, the merge of
    the shards' reports says (:mod:`risk_ref.conformance.shard`)."""
    known = load_known_failures(known_failures)
    cases = set(all_case_ids())
    for case_id in sorted(set(known) - cases):
        print(f"warning: known failure {case_id!r} is no case of the suite", file=sys.stderr)
    name = _name(implementation, engine)
    try:
        results = run_suite(
            engine, include, exclude, known, sys.stderr, timeout=timeout, shard=shard
        )
    except Interrupted as stop:  # the report of what ran, marked so; then the stop goes on
        _report(stop.results, implementation, name, report_json, junit, language, interrupted=True)
        raise
    cover, results = coverage(results, capabilities)
    return _report(results, implementation, name, report_json, junit, language, cover, shard)


def merge(
    paths: Sequence[Path],
    report_json: Path | None = None,
    junit: Path | None = None,
    language: str = "en",
) -> int:
    """The shards' JSON reports as one run's report, judged as one run."""
    merged = merge_reports(paths)
    name = _name(merged.implementation, "")
    return _report(
        merged.results, merged.implementation, name, report_json, junit, language, merged.cover
    )


def _name(implementation: dict[str, Any], command: str) -> str:
    """How the report names the implementation: as it described itself, else its command."""
    return f"{implementation.get('name', command)} {implementation.get('version', '')}".strip()


def report_handshake(
    program: str,
    error: ImplementationError,
    report_json: Path | None = None,
    junit: Path | None = None,
    language: str = "en",
) -> int:
    """A run that ended at the handshake, reported as one errored case, so that the
    reports a CI system shows say why."""
    result = CaseResult(
        "hello", "The handshake", "protocol", (), Outcome.ERRORED,
        message=error.reason, stderr=error.stderr_tail, ruleset="",
    )  # fmt: skip
    return _report([result], {"command": program}, program, report_json, junit, language)


def _report(
    results: list[CaseResult],
    implementation: dict[str, Any],
    name: str,
    report_json: Path | None,
    junit: Path | None,
    language: str,
    cover: Coverage | None = None,
    shard: Shard | None = None,
    interrupted: bool = False,
) -> int:
    """The report on stdout, and in the files asked for; 0 only if nothing failed or
    errored, and the run covered what the implementation claims (a shard's coverage is
    the merge's to judge)."""
    if interrupted:  # first: the report's last line is the summary CI systems read
        note = i18n.message(INTERRUPTED_NOTE, {"count": len(results)}, language)
        print(note, end="\n\n")
    if shard is not None:
        print(i18n.message(SHARD_NOTE, {"shard": str(shard)}, language), end="\n\n")
    print(text_report(results, load_rulebook(), name, language, None if shard else cover))
    if report_json is not None:
        shown = str(shard) if shard else None
        report = json_report(results, implementation, cover, shown, interrupted)
        report_json.write_text(report, encoding="utf-8")
    if junit is not None:
        write_junit(results, junit, f"risk-ref conformance: {name}")
    failed = any(result.outcome in BAD_OUTCOMES for result in results)
    uncovered = cover is not None and not cover.passes and shard is None
    return 1 if failed or uncovered else 0
