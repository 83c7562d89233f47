"""The run's report: a summary per ruleset, per chapter and per rule, the details of each failure,
and the same as JSON or JUnit XML for CI systems."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from risk_ref import __version__, i18n
from risk_ref.changelog import RULES_VERSION
from risk_ref.conformance.coverage import Coverage
from risk_ref.conformance.results import BAD_OUTCOMES, FINDING, CaseResult, Finding, Outcome
from risk_ref.errors import N_, NP_, printable
from risk_ref.rulebook import RuleText, chapter_title

COLUMNS = (
    Outcome.PASSED, Outcome.FAILED, Outcome.NOT_SHOWN, Outcome.NOT_IMPLEMENTED, Outcome.ERRORED
)  # fmt: skip
# per rule: its cases that failed because another rule was broken
AFFECTED = NP_("{count} affected", "{count} affected", "count")
UNCHECKED = NP_(
    "{count} rule the implementation claims was checked by no case: the run fails.",
    "{count} rules the implementation claims were checked by no case: the run fails.",
    "count",
)
BOARDS_LEFT_OUT = NP_(
    "{count} border case of a board the implementation does not declare was left out.",
    "{count} border cases of boards the implementation does not declare were left out.",
    "count",
)


def _counts(results: Iterable[CaseResult]) -> Counter[Outcome]:
    return Counter(result.outcome for result in results)


# The outcomes' names, marked for the catalogues (the JSON and JUnit reports keep the values).
OUTCOME_NAMES = {
    Outcome.PASSED: N_("passed"),
    Outcome.FAILED: N_("failed"),
    Outcome.NOT_SHOWN: N_("not shown"),
    Outcome.NOT_IMPLEMENTED: N_("not implemented"),
    Outcome.ERRORED: N_("errored"),
    Outcome.KNOWN_FAILURE: N_("known failure"),
    Outcome.FIXED: N_("fixed"),
}


def _widths(language: str) -> list[int]:
    """Each column of counts as wide as its heading in the language."""
    return [max(6, len(i18n.gettext(OUTCOME_NAMES[o], language))) for o in COLUMNS]


def _line(label: str, counts: Counter[Outcome], width: int, language: str, extra: str = "") -> str:
    cells = "  ".join(f"{counts[o]:>{w}}" for o, w in zip(COLUMNS, _widths(language), strict=True))
    notes = [
        f"{counts[o]} {i18n.gettext(OUTCOME_NAMES[o], language)}"
        for o in (Outcome.KNOWN_FAILURE, Outcome.FIXED)
        if counts[o]
    ]
    notes += [extra] if extra else []
    return f"{label:<{width}}  {cells}" + (f"  ({', '.join(notes)})" if notes else "")


def blamed(result: CaseResult) -> tuple[str, ...]:
    """The rules a failure counts against: the one that decides it where the kit found
    it, else (a failure of the reference's own run) the rules the case checks."""
    return (result.root_rule,) if result.root_rule else result.rules


def _finding(finding: Finding, language: str) -> str:
    """A finding in the language; the implementation's message as it wrote it."""
    return i18n.message(FINDING, finding._asdict(), language)


def _chapter(name: str, language: str) -> str:
    """A chapter by its title in the language ("?" for cases outside the rulebook)."""
    return name if name == "?" else chapter_title(name, language)


def text_report(
    results: list[CaseResult],
    rules: list[RuleText],
    implementation: str,
    language: str = "en",
    cover: Coverage | None = None,
) -> str:
    """The report for people, in ``language``; its last line stays the plain English
    "N passed, N failed, ..." that CI systems read. With ``cover``, a run that left a
    rule the implementation claims unchecked says so at the top, and the rules it does
    not claim are listed with the reason."""

    def _(message: str) -> str:  # the usual name, so that pybabel finds the messages
        return i18n.gettext(message, language)

    by_rule = {rule.id: rule for rule in rules}

    def cite(rule_id: str) -> str:
        return f"{by_rule[rule_id].number} {rule_id}" if rule_id in by_rule else rule_id

    lines = [_("Conformance of {implementation}").format(implementation=implementation), ""]
    if cover is not None and not cover.passes:
        if not cover.checked:
            lines.append(_("No case checked any rule the implementation claims: the run fails."))
        else:
            count = len(cover.unchecked)
            lines.append(
                i18n.ngettext(UNCHECKED.singular, UNCHECKED.plural, count, language).format(
                    count=count
                )
            )
        lines += [f"  {cite(rule)}: {why}" for rule, why in cover.unchecked.items()]
        lines.append("")
    widths = zip(COLUMNS, _widths(language), strict=True)
    header = "  ".join(f"{_(OUTCOME_NAMES[o]):>{w}}" for o, w in widths)
    chapters: dict[str, list[CaseResult]] = {}
    rulesets: dict[str, list[CaseResult]] = {}
    per_rule: dict[str, Counter[Outcome]] = {}
    affected: Counter[str] = Counter()
    for result in results:
        rulesets.setdefault(result.ruleset, []).append(result)
        chapter = (
            by_rule[result.rules[0]].chapter if result.rules and result.rules[0] in by_rule else "?"
        )
        chapters.setdefault(chapter, []).append(result)
        failed = result.outcome in (Outcome.FAILED, Outcome.KNOWN_FAILURE)
        for rule_id in blamed(result) if failed else result.rules:
            per_rule.setdefault(rule_id, Counter())[result.outcome] += 1
        for rule_id in {f.rule for f in result.further} - set(blamed(result)):
            per_rule.setdefault(rule_id, Counter())[result.outcome] += 1  # a finding of its own
        if failed:
            for rule_id in set(result.rules) - set(blamed(result)):
                affected[rule_id] += 1
                per_rule.setdefault(rule_id, Counter())
    chapter_label, rule_label, ruleset_label = _("chapter"), _("rule"), _("ruleset")
    named = {i18n.ruleset_name(name, language): cases for name, cases in rulesets.items()}
    width = max([16, *map(len, named)])
    lines += [f"{ruleset_label:<{width}}  {header}"]
    lines += [_line(name, _counts(cases), width, language) for name, cases in named.items()]
    titled = {_chapter(name, language): cases for name, cases in chapters.items()}
    width = max([16, *map(len, titled)])
    lines += ["", f"{chapter_label:<{width}}  {header}"]
    lines += [_line(name, _counts(cases), width, language) for name, cases in titled.items()]
    lines += ["", f"{rule_label:<36}  {header}"]
    for rule in rules:
        if rule.id in per_rule:
            label = f"{rule.number:>5} {rule.id}"
            count = affected[rule.id]
            extra = (
                i18n.ngettext(AFFECTED.singular, AFFECTED.plural, count, language).format(
                    count=count
                )
                if count
                else ""
            )
            lines.append(_line(label, per_rule[rule.id], 36, language, extra))
    rules_label, root_label, at_label, step_label, stderr_label, further_label = (
        _("rules:"),
        _("deciding rule:"),
        _("at:"),
        _("step:"),
        _("stderr:"),
        _("then, going on from the reference's game, under rule"),
    )

    problems = [r for r in results if r.outcome in BAD_OUTCOMES]
    for result in problems:
        outcome = _(OUTCOME_NAMES[result.outcome]).upper()
        first = by_rule.get(result.rules[0]) if result.rules else None
        scenario = (
            i18n.gettext(result.scenario, language, first.chapter) if first else result.scenario
        )
        lines += ["", f"{outcome}: {scenario} [{result.case_id}]"]
        if result.root_rule:
            lines.append(f"  {root_label} {cite(result.root_rule)}")
        if result.rules:
            lines.append(f"  {rules_label} {', '.join(cite(r) for r in result.rules)}")
        lines.append(f"  {at_label} {result.location}")
        if result.step:
            lines.append(f"  {step_label} {result.step}")
        detail = result.detail
        message = (
            result.message
            if detail is None
            else i18n.message(detail.template, detail.params, language)
        )
        lines += [f"  {line}" for line in message.split("\n")]
        for further in result.further:
            lines.append(f"  {further_label} {cite(further.rule)}")
            if further.step:
                lines.append(f"    {step_label} {further.step}")
            lines += [f"    {line}" for line in further.message.split("\n")]
        if result.stderr:
            stderr = result.stderr.rstrip("\n").split("\n")[-20:]
            lines += [f"  {stderr_label}", *(f"    {line}" for line in stderr)]
    findings = [r for r in results if r.findings]
    if findings:
        lines += ["", _("Findings (right refusal, another rule cited):")]
        for result in findings:
            lines += [
                f"  {result.location} [{result.case_id}]: {_finding(f, language)}"
                for f in result.findings
            ]
    if cover is not None and cover.undeclared:
        lines += ["", _("Rules not checked, as the implementation does not claim them:")]
        lines += [f"  {cite(rule)}: {why}" for rule, why in cover.undeclared.items()]
    if cover is not None and cover.boards_left_out:
        count = cover.boards_left_out
        left_out = i18n.ngettext(BOARDS_LEFT_OUT.singular, BOARDS_LEFT_OUT.plural, count, language)
        lines += ["", left_out.format(count=count)]
    total = _counts(results)
    lines += ["", _line(_("total"), total, 16, language)]
    lines.append(
        f"{total[Outcome.PASSED]} passed, {total[Outcome.FAILED] + total[Outcome.FIXED]} failed, "
        f"{total[Outcome.NOT_SHOWN]} not shown, {total[Outcome.NOT_IMPLEMENTED]} not implemented, "
        f"{total[Outcome.ERRORED]} errored"
    )
    return printable("\n".join(lines))


def json_report(
    results: list[CaseResult],
    implementation: dict[str, Any],
    cover: Coverage | None = None,
    shard: str | None = None,
    interrupted: bool = False,
) -> str:
    data: dict[str, Any] = {
        "kit": {"name": "risk-ref", "version": __version__, "rules_version": RULES_VERSION},
        "implementation": implementation,
        **({"shard": shard} if shard else {}),
        **({"interrupted": True} if interrupted else {}),
        "summary": {o.value: n for o, n in _counts(results).items()},
        "cases": [result.as_json() for result in results],
    }
    if cover is not None:
        data["coverage"] = {
            "passes": cover.passes,
            "checked": cover.checked,
            "unchecked": cover.unchecked,
            "undeclared": cover.undeclared,
            "boards_left_out": cover.boards_left_out,
        }
    return json.dumps(data, indent=2, sort_keys=True) + "\n"


def write_junit(results: list[CaseResult], path: Path, suite_name: str) -> None:
    counts = _counts(results)
    suite = ElementTree.Element(
        "testsuite",
        name=suite_name,
        tests=str(len(results)),
        failures=str(counts[Outcome.FAILED] + counts[Outcome.FIXED] + counts[Outcome.NOT_SHOWN]),
        errors=str(counts[Outcome.ERRORED]),
        skipped=str(counts[Outcome.NOT_IMPLEMENTED]),
    )
    kit = ElementTree.SubElement(suite, "properties")
    ElementTree.SubElement(kit, "property", name="risk-ref-version", value=__version__)
    ElementTree.SubElement(kit, "property", name="rules-version", value=RULES_VERSION)
    for result in results:
        case = ElementTree.SubElement(
            suite, "testcase", classname=result.location.split(":")[0], name=result.case_id
        )
        properties = ElementTree.SubElement(case, "properties")
        for rule_id in result.rules:
            ElementTree.SubElement(properties, "property", name="rule", value=rule_id)
        if result.root_rule:
            ElementTree.SubElement(
                properties, "property", name="deciding-rule", value=result.root_rule
            )
        ElementTree.SubElement(properties, "property", name="location", value=result.location)
        ElementTree.SubElement(properties, "property", name="scenario", value=result.scenario)
        root = f"deciding rule: {result.root_rule}" if result.root_rule else ""
        later = [f"then, under rule {f.rule}: {f.step}\n{f.message}" for f in result.further]
        detail = "\n".join(p for p in (result.step, result.message, root, *later) if p)
        if result.outcome in (Outcome.FAILED, Outcome.FIXED):
            summary = (f"[{result.root_rule}] " if result.root_rule else "") + result.message
            ElementTree.SubElement(case, "failure", message=summary[:200]).text = detail
        elif result.outcome is Outcome.NOT_SHOWN:
            ElementTree.SubElement(case, "failure", message=f"not shown: {result.message[:180]}")
        elif result.outcome is Outcome.ERRORED:
            error = ElementTree.SubElement(case, "error", message=result.message[:200])
            error.text = detail + ("\n" + result.stderr if result.stderr else "")
        elif result.outcome is Outcome.NOT_IMPLEMENTED:
            ElementTree.SubElement(case, "skipped", message=result.message)
    for element in suite.iter():
        element.attrib = {key: printable(value) for key, value in element.attrib.items()}
        if element.text:
            element.text = printable(element.text)
    ElementTree.ElementTree(suite).write(path, encoding="utf-8", xml_declaration=True)
