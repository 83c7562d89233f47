"""A run spread over machines: ``--shard K/N`` keeps the cases of one of N shares, the
same share on any machine and whatever the rule filters; ``conformance merge`` joins the
shares' JSON reports into one report, judged as one run (a shard alone cannot say
whether every rule the implementation claims was checked)."""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from risk_ref.conformance.coverage import Coverage
from risk_ref.conformance.results import CaseResult, Finding, Further, Outcome
from risk_ref.errors import excerpt
from risk_ref.rule_ids import RULE_IDS

MOST_SHARDS = 1000
MAX_REPORT = 64 * 1024 * 1024  # bytes of one shard's JSON report: the whole suite's is ~2 MB


@dataclass(frozen=True, slots=True)
class Shard:
    number: int  # K, counted from 1
    count: int  # N

    def __str__(self) -> str:
        return f"{self.number}/{self.count}"

    def holds(self, case_id: str) -> bool:
        """Whether the case is this share's: by its ID alone, so that every machine agrees."""
        return zlib.crc32(case_id.encode("utf-8")) % self.count == self.number - 1


def parse_shard(text: str) -> Shard:
    """``K/N``, 1 <= K <= N <= 1000."""
    found = re.fullmatch(r"(\d{1,4})/(\d{1,4})", text.strip())
    if found is None:
        raise ValueError(f"--shard {excerpt(text)}: expected K/N, for example 2/4")
    number, count = int(found[1]), int(found[2])
    if not 1 <= number <= count <= MOST_SHARDS:
        raise ValueError(f"--shard {text}: K from 1 to N, and N at most {MOST_SHARDS}")
    return Shard(number, count)


@dataclass(frozen=True, slots=True)
class Merged:
    results: list[CaseResult]
    implementation: dict[str, Any]
    cover: Coverage


def merge(paths: Sequence[Path]) -> Merged:
    """The shards' reports as one run's: every shard of the same run once, no case twice.
    Raises ValueError, naming the file, for anything else."""
    if not 1 <= len(paths) <= MOST_SHARDS:
        raise ValueError(f"merge takes 1 to {MOST_SHARDS} reports, not {len(paths)}")
    reports = [_read(path) for path in paths]
    first = reports[0]
    for path, report in zip(paths, reports, strict=True):
        for key in ("kit", "implementation"):
            if report.get(key) != first.get(key):
                raise ValueError(f"{path}: another {key} than {paths[0]}'s")
    shards = [str(report.get("shard", "")) for report in reports]
    counts = {shard.partition("/")[2] for shard in shards}
    expected = {f"{k}/{len(paths)}" for k in range(1, len(paths) + 1)}
    if counts != {str(len(paths))} or set(shards) != expected:
        raise ValueError(
            f"expected the reports of shards 1/{len(paths)} to {len(paths)}/{len(paths)}, "
            f"each once; got {', '.join(s or '(not a shard)' for s in shards)}"
        )
    results: list[CaseResult] = []
    seen: set[str] = set()
    for path, report in zip(paths, reports, strict=True):
        for case in report["cases"]:
            if case["case_id"] in seen:
                raise ValueError(f"{path}: case {case['case_id']} is in another report too")
            seen.add(case["case_id"])
            results.append(_result(case))
    return Merged(results, first["implementation"], _coverage(reports))


def _read(path: Path) -> dict[str, Any]:
    with path.open("rb") as handle:
        data = handle.read(MAX_REPORT + 1)
    if len(data) > MAX_REPORT:
        raise ValueError(f"{path}: larger than {MAX_REPORT} bytes, no report of the kit's")
    try:
        report = json.loads(data)
        if not isinstance(report, dict) or not isinstance(report.get("cases"), list):
            raise ValueError("no cases")
        if not isinstance(report.get("coverage"), dict):
            raise ValueError("no coverage")
        return report
    except ValueError as error:  # a JSON error is a ValueError too
        raise ValueError(
            f"{path}: not a report of conformance run --report-json ({error})"
        ) from None


_FINDING = re.compile(r"refused under rule (\S*), not (\S*): (.*)", re.DOTALL)


def _finding(text: str) -> Finding:
    """A finding as ``str(Finding)`` wrote it."""
    found = _FINDING.fullmatch(text)
    return Finding(*found.groups()) if found else Finding("", "", text)


def _result(case: dict[str, Any]) -> CaseResult:
    """A case as its JSON report gives it (the message in English: the words a report
    translates are not kept in JSON)."""
    try:
        return CaseResult(
            case_id=case["case_id"], scenario=case["scenario"], location=case["location"],
            rules=tuple(case["rules"]), outcome=Outcome(case["outcome"]),
            root_rule=case.get("root_rule", ""), step=case.get("step", ""),
            message=case.get("message", ""), stderr=case.get("stderr", ""),
            findings=[_finding(text) for text in case.get("findings", [])],
            ruleset=case.get("ruleset", "classic"),
            further=[Further(**further) for further in case.get("further", [])],
        )  # fmt: skip
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"case {excerpt(str(case.get('case_id')))}: {error!r}") from None


def _coverage(reports: list[dict[str, Any]]) -> Coverage:
    """What the run checked, over all its shards: a rule claimed (checked or unchecked in
    some shard) and checked by none stays unchecked."""
    checked: dict[str, int] = {}
    unchecked: dict[str, str] = {}
    for report in reports:
        for rule, count in report["coverage"]["checked"].items():
            checked[rule] = checked.get(rule, 0) + int(count)
        unchecked.update(report["coverage"]["unchecked"])
    first = reports[0]["coverage"]
    selected = {*checked, *unchecked, *first["undeclared"]}
    return Coverage(
        checked,
        {rule: why for rule, why in unchecked.items() if rule not in checked},
        dict(first["undeclared"]),
        sum(int(report["coverage"]["boards_left_out"]) for report in reports),
        tuple(rule for rule in RULE_IDS if rule in selected),
    )
