"""``risk-ref conformance dump``: every case of the suite as language-neutral JSON, for
implementations that prefer to replay the cases with their own test runner.

Each case is the compiled suite's program (:mod:`risk_ref.conformance.cases`): the start
(a new game or a state document), then each action with its dictated chance, with what
the reference answers and the state after it, filled in by playing the case on the
reference. An implementation replays the operations and must give the same verdicts and
the same state documents.
"""

from __future__ import annotations

import json
from pathlib import Path

from risk_ref.conformance.cases import all_cases
from risk_ref.conformance.replay import recorded

SCHEMA = Path(__file__).resolve().parent.parent / "schemas" / "conformance-case.schema.json"


def write_dump(out: Path) -> int:
    """One JSON file per case, an index, and the schemas; returns the number of cases."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "cases").mkdir(exist_ok=True)
    cases = all_cases()
    for case in cases:
        name = case.id.replace("#", "-") + ".json"
        data = {**case.as_json(), "operations": recorded(case)}
        (out / "cases" / name).write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    fields = ("id", "scenario", "location", "rules", "ruleset")
    index = [{k: case.as_json()[k] for k in fields} for case in cases]
    (out / "index.json").write_text(json.dumps(index, indent=2) + "\n")
    for schema in (SCHEMA, SCHEMA.with_name("state.schema.json")):
        (out / schema.name).write_text(schema.read_text(encoding="utf-8"), encoding="utf-8")
    return len(cases)
