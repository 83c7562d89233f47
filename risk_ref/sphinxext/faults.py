"""``.. risk:faults::``: what the rule suite catches, drawn from what tests/test_faults.py
found (``docs/conformance-faults.json``): per rule, the faulty engines that break it and
the cases that fail them. The faults' descriptions are English messages of the chapter's
catalogue, translated like its prose.

``.. risk:engine-report:: RECORD``: what the kit reports about a published engine, drawn
from the record its test keeps (``docs/conformance-rlrisk.json``, tests/test_rlrisk.py):
per rule, the cases that fail under it, at their first divergence or later on."""

from __future__ import annotations

import json
from pathlib import Path

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from risk_ref.rule_ids import RULE_IDS
from risk_ref.sphinxext.figures import rule_reference
from risk_ref.sphinxext.labels import _
from risk_ref.sphinxext.tables import Cell, Rows, build_table

RECORD = "conformance-faults.json"  # beside the chapter, in the rulebook's sources
SHOWN = 6  # case IDs shown per fault; the rest are counted


class RiskFaults(SphinxDirective):
    def run(self) -> list[nodes.Node]:
        source, line = self.get_source_info()
        path = Path(self.env.srcdir) / RECORD
        self.env.note_dependency(str(path))
        faults = json.loads(path.read_text(encoding="utf-8"))
        rows: Rows = []
        for fault in sorted(faults.values(), key=lambda f: RULE_IDS.index(f["rules"][0])):
            cited = nodes.inline()
            for position, rule_id in enumerate(fault["rules"]):
                cited += [nodes.Text(", ")] if position else []
                cited += rule_reference(rule_id)
            rows.append([cited, fault["description"], _cases(fault["cases"])])
        header: list[Cell] = [_("Rule"), _("The faulty engine"), _("Cases that catch it")]
        return [build_table(header, rows, source, line)]


class RiskEngineReport(SphinxDirective):
    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        source, line = self.get_source_info()
        path = Path(self.env.srcdir) / self.arguments[0]
        self.env.note_dependency(str(path))
        report = json.loads(path.read_text(encoding="utf-8"))
        by_rule: dict[str, list[str]] = {}
        for case_id, case in report["cases"].items():
            for rule_id in (case["rule"], *case.get("further", ())):
                if rule_id:
                    by_rule.setdefault(rule_id, []).append(case_id)
        rows: Rows = [
            [rule_reference(rule_id), _cases(sorted(set(by_rule[rule_id])))]
            for rule_id in RULE_IDS
            if rule_id in by_rule
        ]
        header: list[Cell] = [_("Rule"), _("Cases that catch it")]
        return [build_table(header, rows, source, line)]


def _cases(cases: list[str]) -> nodes.inline:
    shown = nodes.inline()
    for position, case in enumerate(cases[:SHOWN]):
        shown += [nodes.Text(", ")] if position else []
        shown += nodes.literal(text=case)
    if len(cases) > SHOWN:
        shown += nodes.Text(", … " + _("({count} in all)").format(count=len(cases)))
    return shown


def setup(app: Sphinx) -> None:
    app.add_directive_to_domain("risk", "faults", RiskFaults)
    app.add_directive_to_domain("risk", "engine-report", RiskEngineReport)
