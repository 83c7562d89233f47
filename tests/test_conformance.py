"""The conformance runner: what it reports of engines known to be wrong.

``tests/implementations/faults.py NAME`` is the reference engine with one rule broken
(tests/test_faults.py runs the suite against every fault); the other programs there break
the protocol, declare less than the reference, or cite the wrong rules. The suite runs
against them through the real subprocess path -- the runner, the pytest-bdd steps, the
protocol client -- and the tests below check the runner's side: root causes and affected
rules, what is not implemented, findings, misbehaving programs, known failures, filters
and reports; then the case dump, replayed from its JSON alone, and the fuzzer.
"""

from __future__ import annotations

import functools
import json
import re
import shlex
import sys
import time
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from referencing import Registry, Resource

from risk_ref import __version__
from risk_ref.changelog import RULES_VERSION
from risk_ref.cli import main
from risk_ref.conformance import runner
from risk_ref.conformance.fuzz import fuzz, fuzz_in_processes
from risk_ref.conformance.report import text_report
from risk_ref.conformance.results import CaseResult, Outcome
from risk_ref.conformance.shard import Shard
from risk_ref.document import from_document, to_document
from risk_ref.driver import ReferenceDriver, Rejection
from risk_ref.engine import apply
from risk_ref.files import FEATURES
from risk_ref.protocol import ImplementationError
from risk_ref.protocol.capabilities import Capabilities, everything
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.protocol.codec import action_from_json, chance_from_json
from risk_ref.rulebook import load_rulebook
from risk_ref.spec import load_scenarios
from tests.processes import ended

FAKES = Path(__file__).parent / "implementations"


def command(name: str) -> list[str]:
    return [sys.executable, str(FAKES / f"{name}.py")]


def program(name: str) -> str:
    return shlex.join(command(name))


def outcomes(results: list[CaseResult]) -> set[Outcome]:
    return {r.outcome for r in results}


def fault(name: str) -> list[str]:
    return [sys.executable, str(FAKES / "faults.py"), name]


def fault_engine(name: str) -> str:
    return shlex.join(fault(name))


@functools.cache
def suite_against(name: str) -> tuple[CaseResult, ...]:
    return tuple(runner.run_suite(program(name)))


def test_a_failure_counts_under_its_deciding_rule_and_affects_the_cases_rules() -> None:
    # attack.repeat (s2e48ec: "6 1 against 2 1" ties on the second pair) dictates tied
    # dice: with ties given to the attacker that case fails, under attack.compare
    results = runner.run_suite(fault_engine("attack.compare"), ["attack.repeat", "attack.compare"])
    failed = [r for r in results if r.outcome is Outcome.FAILED]
    assert {r.root_rule for r in failed} == {"attack.compare"}
    [repeat] = [r for r in failed if r.case_id == "s2e48ec"]
    assert repeat.rules == ("attack.repeat",)
    assert "defends with" in repeat.step
    report = text_report(results, load_rulebook(), "ties").splitlines()
    [line] = [line for line in report if line.strip().startswith("6.6 attack.repeat")]
    assert line.endswith("(1 affected)") and line.split()[3] == "0"  # none failed under it
    [compare] = [line for line in report if line.strip().startswith("6.5 attack.compare")]
    assert int(compare.split()[3]) == len(failed)


def test_one_divergence_hides_no_other_the_case_goes_on_from_the_reference() -> None:
    """An engine with two faults: the fortifying move where none may go, and the turn
    passed to the right. A case that meets both reports the first under its rule and the
    second, found after the case went on from the reference's game, under its own."""
    results = runner.run_suite(fault_engine("fortify.move+turn.order"), ["fortify.move"])
    failed = [r for r in results if r.outcome is Outcome.FAILED]
    assert {r.root_rule for r in failed} | {f.rule for r in failed for f in r.further} == {
        "fortify.move",
        "turn.order",
    }
    [both] = [r for r in failed if r.case_id == "s75feb6"]
    assert (both.root_rule, [f.rule for f in both.further]) == ("fortify.move", ["turn.order"])
    assert both.step.startswith("When Red fortifies") and both.further[0].step.startswith("Then")
    report = text_report(results, load_rulebook(), "two faults").splitlines()
    assert "  then, going on from the reference's game, under rule 3.2 turn.order" in report
    [order] = [line for line in report if line.strip().startswith("3.2 turn.order")]
    assert int(order.split()[3]) >= 1  # counted as a failure of its own rule


def test_a_fault_of_timing_does_not_hide_a_fault_of_value() -> None:
    """An engine that will not trade before placing an army, and whose sixth set is worth
    14: the sets traded at the start of the turn fail on the timing, and the route that
    trades after placing (s8e74bc) shows the value too, under its own rule."""
    results = runner.run_suite(fault_engine(f"cards.trade-timing@placed-first+{SIXTH}"))
    failed = {r.case_id: r.root_rule for r in results if r.outcome is Outcome.FAILED}
    assert set(failed.values()) == {"cards.trade-timing", "cards.values"}
    assert failed["s8e74bc#2"] == "cards.values" and failed["s7c9229#6"] == "cards.trade-timing"


def test_cases_of_an_undeclared_ruleset_are_not_implemented_and_run_when_declared() -> None:
    """``limited`` declares only the classic ruleset: every Risiko! and Secret Mission case
    is not implemented, with the ruleset named. (The reference server declares them all, and
    tests/test_serve_conformance.py runs every case of every ruleset against it.)"""
    limited = list(suite_against("limited"))
    by_ruleset = {r.ruleset for r in limited}
    assert by_ruleset == {"classic", "secret-mission", "risiko"}
    for result in limited:
        if result.ruleset != "classic":
            assert result.outcome is Outcome.NOT_IMPLEMENTED, result.case_id
            assert result.ruleset in result.message


def test_a_state_that_differs_names_the_field_with_both_values() -> None:
    results = runner.run_suite(fault_engine("cards.values"), ["cards.values"])
    [failed] = [r for r in results if r.case_id == "s26d120"]  # the sixth set: 3 + 12 + 14
    assert "reserves.Red = 30" in failed.message and "reserves.Red = 29" in failed.message
    assert failed.step == "And Red trades greenland, alberta, ontario"


def test_the_wrong_rule_cited_is_a_finding_never_a_failure() -> None:
    results = list(suite_against("faulty_wrong_rule_ids"))
    assert outcomes(results) == {Outcome.PASSED}
    findings = [f for r in results for f in r.findings]
    assert len(findings) > 20
    assert all(str(f).startswith("refused under rule turn.sequence, not ") for f in findings)


# --- an engine that chooses the first player itself ------------------------------------


def set_up_by(mode: str) -> list[CaseResult]:
    engine = shlex.join([*command("chooses_first"), mode])
    return runner.run_suite(engine, ["setup.players", "setup.armies"])


def test_the_set_up_is_checked_when_the_engine_chooses_the_first_player() -> None:
    """No roll-for-first: every new game is still compared, by the armies each side has
    to place or has placed; a case that goes on to the roll is not implemented."""
    results = set_up_by("right")
    armies = {r.case_id: r.outcome for r in results if "setup.armies" in r.rules}
    assert outcomes(results) == {Outcome.PASSED, Outcome.NOT_IMPLEMENTED}
    assert list(armies.values()).count(Outcome.PASSED) >= 9
    assert armies["sa083f1"] is Outcome.NOT_IMPLEMENTED  # it rolls for the first turn


@pytest.mark.parametrize(
    ("mode", "cases"),
    [("armies", {"se683ac#2", "se683ac#3", "s98babb#1", "s98babb#2"}), ("two-player", {"sa083f1"})],
)
def test_wrong_starting_armies_fail_when_the_engine_chooses_the_first_player(
    mode: str, cases: set[str]
) -> None:
    failed = [r for r in set_up_by(mode) if r.outcome is Outcome.FAILED]
    assert cases <= {r.case_id for r in failed}
    assert {r.root_rule for r in failed} == {"setup.armies"}


# --- an engine that plays one number of players -----------------------------------------


def test_an_engine_of_five_players_is_checked_on_every_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The reference declaring only games of five: positions written for three or four
    are sent with bystanders who are out, and the reference's own verdicts still hold in
    them; the set-up's rules, whose positions depend on who plays, are checked by their
    cases written for every number of players. Every claimed rule is checked: it passes."""
    report = tmp_path / "report.json"
    status = main(
        ["conformance", "run", "--program", program("five_players"), "--report-json", str(report)]
    )
    capsys.readouterr()
    data = json.loads(report.read_text())
    cases = {c["case_id"]: c["outcome"] for c in data["cases"]}
    assert status == 0 and data["coverage"]["unchecked"] == {}
    assert set(cases.values()) == {"passed", "not implemented"}
    assert list(cases.values()).count("passed") > 2000
    assert cases["sc7d945#3"] == "passed"  # a battle written for three players
    for setup in ("setup.claim", "setup.place", "setup.stacking", "setup.first-turn"):
        assert data["coverage"]["checked"][setup] >= 1, setup


# --- programs that misbehave: errored cases, and the run completes -----------------------


def errored(results: list[CaseResult]) -> list[CaseResult]:
    assert results, "no case ran"
    assert Outcome.FAILED not in outcomes(results)
    bad = [r for r in results if r.outcome is Outcome.ERRORED]
    assert bad, "nothing errored"
    return bad


@pytest.mark.parametrize("mode", ["always", "restored"])
def test_a_position_that_does_not_read_back_errors_the_case(mode: str) -> None:
    engine = shlex.join([*command("misreads"), mode])
    results = runner.run_suite(engine, ["attack.attacker-dice"])
    errored = [r for r in results if r.outcome is Outcome.ERRORED]
    unread = "the position it was sent does not read back: sets_traded"
    assert {r.message for r in errored} == {unread}
    assert outcomes(results) <= {Outcome.ERRORED, Outcome.PASSED}
    if mode == "always":
        assert len(errored) == len(results) > 3
    else:  # a refused attack (s134ed3) restores its game after its control, and ends
        scenarios = {r.case_id: r.outcome for r in results if r.case_id.startswith("s")}
        assert scenarios == {
            case: Outcome.ERRORED if case.startswith("s134ed3") else Outcome.PASSED
            for case in scenarios
        }
        assert len(scenarios) == 7


def test_a_hanging_program_errors_each_case_and_the_run_completes() -> None:
    results = runner.run_suite(
        program("hangs_on_apply"), include=["attack.source-armies"], timeout=0.5
    )
    bad = errored(results)
    assert len(results) >= 3
    # every case applies an action, and every one of them is answered by a fresh process
    assert bad == results
    for result in bad:
        assert result.message == "no answer to the apply request within 0.5 s"
        assert result.step.startswith("When ")


def test_a_crashing_program_errors_each_case_and_the_run_completes() -> None:
    results = runner.run_suite(program("crashes"), include=["attack.source-armies"])
    for result in errored(results):
        assert "exited with status 3" in result.message


def test_a_crashing_program_has_its_stderr_in_the_report() -> None:
    results = runner.run_suite(program("crashes"), include=["attack.source-armies"])
    for result in errored(results):
        assert "fatal: the dice engine exploded" in result.stderr


def test_a_program_printing_garbage_errors_and_the_run_completes() -> None:
    results = runner.run_suite(program("prints_garbage"), include=["attack.source-armies"])
    for result in errored(results):
        assert "is not JSON: 'Applying attack... done!'" in result.message


# --- known failures, filters, reports ----------------------------------------------------

SIXTH = "cards.values"
IMPLEMENTATION = {"name": "sixth-set-14", "version": "0"}
EVERYTHING = Capabilities.from_json(everything())  # what the faulty engine declares


def known(tmp_path: Path, entries: dict[str, str]) -> Path:
    path = tmp_path / "known.toml"
    lines = [
        "[known-failures]",
        *(f"{json.dumps(k)} = {json.dumps(v)}" for k, v in entries.items()),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


# The cases whose sixth set is traded: the engine worth 14 for it fails them all.
SIXTH_SET_CASES = {"s7c9229#6", "s26d120", "s8e74bc#2", "sf08e4a#3"}


def run_sixth(listing: Path, report: Path) -> int:
    """The cards cases against the engine whose sixth set is worth 14, with known failures."""
    return runner.run(
        fault_engine(SIXTH), IMPLEMENTATION, EVERYTHING, ["cards.*"],
        known_failures=listing, report_json=report,
    )  # fmt: skip


def test_known_failures_turn_failures_into_a_passing_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    listing = known(tmp_path, dict.fromkeys(SIXTH_SET_CASES, "our sixth set is worth 14"))
    report = tmp_path / "report.json"
    status = run_sixth(listing, report)
    assert status == 0
    assert f"{len(SIXTH_SET_CASES)} known failure" in capsys.readouterr().out
    cases = {c["case_id"]: c["outcome"] for c in json.loads(report.read_text())["cases"]}
    assert cases["s7c9229#6"] == "known failure"
    assert set(cases.values()) == {"passed", "known failure"}


def test_a_known_failure_that_passes_is_fixed_and_fails_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    listing = known(
        tmp_path, {**dict.fromkeys(SIXTH_SET_CASES, "worth 14"), "s7c9229#5": "thought broken"}
    )
    report = tmp_path / "report.json"
    status = run_sixth(listing, report)
    assert status == 1
    out = capsys.readouterr().out
    assert "FIXED: " in out and "[s7c9229#5]" in out
    cases = {c["case_id"]: c for c in json.loads(report.read_text())["cases"]}
    assert cases["s7c9229#5"]["outcome"] == "fixed"
    assert "thought broken" in cases["s7c9229#5"]["message"]
    assert cases["s7c9229#6"]["outcome"] == "known failure"


def cli_run(tmp_path: Path, *arguments: str) -> tuple[int, dict[str, Any]]:
    report = tmp_path / "report.json"
    argv = [
        "conformance",
        "run",
        "--program",
        shlex.join(fault(SIXTH)),
        "--report-json",
        str(report),
    ]
    status = main([*argv, *arguments])
    return status, json.loads(report.read_text(encoding="utf-8"))


def test_rule_and_skip_filter_the_cases(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, only = cli_run(tmp_path, "--rule", "cards.values")
    assert status == 1
    assert only["cases"] and all("cards.values" in c["rules"] for c in only["cases"])
    failed = len(SIXTH_SET_CASES)
    assert only["summary"] == {"passed": len(only["cases"]) - failed, "failed": failed}

    status, rest = cli_run(tmp_path, "--rule", "cards.*", "--skip", "cards.values")
    assert status == 0  # the one broken rule is skipped
    rules = [c["rules"] for c in rest["cases"]]
    assert rules and all(any(r.startswith("cards.") for r in rs) for rs in rules)
    assert not any("cards.values" in rs for rs in rules)
    assert {"cards.sets", "cards.earn"} <= {r for rs in rules for r in rs}
    capsys.readouterr()


def test_shards_merge_into_the_run_they_split(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two shards of the cards' cases: each case in one shard only, and their merged
    report is the unsharded run's, case by case, failures and exit status included."""
    whole = cli_run(tmp_path, "--rule", "cards.*")[1]
    shards = []
    for number in (1, 2):
        report = tmp_path / f"shard{number}.json"
        argv = ["conformance", "run", "--program", shlex.join(fault(SIXTH)), "--rule", "cards.*"]
        main([*argv, "--shard", f"{number}/2", "--report-json", str(report)])
        shards.append(report)
    parts = [{c["case_id"] for c in json.loads(r.read_text())["cases"]} for r in shards]
    assert parts[0] and parts[1] and not parts[0] & parts[1]
    assert parts[0] | parts[1] == {c["case_id"] for c in whole["cases"]}
    merged = tmp_path / "merged.json"
    status = main(["conformance", "merge", *map(str, shards), "--report-json", str(merged)])
    out = capsys.readouterr().out
    assert status == 1 and out.rstrip().endswith("0 errored")
    data = json.loads(merged.read_text())
    assert data["summary"] == whole["summary"]
    assert data["coverage"] == whole["coverage"]
    outcomes = {c["case_id"]: (c["outcome"], c["root_rule"]) for c in data["cases"]}
    assert outcomes == {c["case_id"]: (c["outcome"], c["root_rule"]) for c in whole["cases"]}


def test_merge_takes_every_shard_of_one_run_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "shard1.json"
    argv = ["conformance", "run", "--rule", "cards.sets", "--shard", "1/2"]
    main([*argv, "--report-json", str(report)])
    capsys.readouterr()
    for reports in ([report], [report, report]):
        assert main(["conformance", "merge", *map(str, reports)]) == 2
        assert "each once" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["conformance", "run", "--shard", "3/2"])
    assert "K from 1 to N" in capsys.readouterr().err


def test_report_json_and_junit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report, junit = tmp_path / "report.json", tmp_path / "junit.xml"
    argv = ["conformance", "run", "--program", shlex.join(fault(SIXTH)), "--rule", "cards.*"]
    status = main([*argv, "--report-json", str(report), "--junit", str(junit)])
    assert status == 1
    assert "FAILED: " in capsys.readouterr().out

    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["kit"] == {
        "name": "risk-ref",
        "version": __version__,
        "rules_version": RULES_VERSION,
    }
    assert data["implementation"]["name"] == "risk-ref"  # as the program introduced itself
    cases = data["cases"]
    failed = len(SIXTH_SET_CASES)
    assert data["summary"] == {"passed": len(cases) - failed, "failed": failed}
    assert {c["case_id"] for c in cases if c["outcome"] == "failed"} == SIXTH_SET_CASES
    assert {c["root_rule"] for c in cases if c["outcome"] == "failed"} == {"cards.values"}
    for case in cases:
        assert case["location"].startswith(("features/", "own-chance")), case["location"]
        assert any(rule.startswith("cards.") for rule in case["rules"]), case
        assert set(case) >= {"case_id", "scenario", "location", "rules", "outcome", "findings"}

    suite = ElementTree.parse(junit).getroot()
    assert suite.tag == "testsuite"
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == (
        str(len(cases)),
        str(failed),
        "0",
    )
    kit = {p.get("name"): p.get("value") for p in suite.findall("properties/property")}
    assert kit == {"risk-ref-version": __version__, "rules-version": RULES_VERSION}
    testcases = suite.findall("testcase")
    assert [t.get("name") for t in testcases] == [c["case_id"] for c in cases]
    for testcase, case in zip(testcases, cases, strict=True):
        properties = [(p.get("name"), p.get("value")) for p in testcase.iter("property")]
        assert [v for n, v in properties if n == "rule"] == case["rules"]
        assert [v for n, v in properties if n == "location"] == [case["location"]]
        failure = testcase.find("failure")
        assert (failure is not None) == (case["outcome"] == "failed")
    [failing] = [t for t in testcases if t.get("name") == "s7c9229#6"]
    failure = failing.find("failure")
    assert failure is not None and "reserves.Red = 18" in (failure.text or "")
    assert "deciding rule: cards.values" in (failure.text or "")
    assert (failure.get("message") or "").startswith("[cards.values] ")


# --- the dump: valid JSON, and replayable from the JSON alone ----------------------------


@pytest.fixture(scope="module")
def dump(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dump")
    assert main(["conformance", "dump", "--out", str(out)]) == 0
    return out


def dumped_cases(out: Path) -> list[dict[str, Any]]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(out.glob("cases/*.json"))]


def test_the_dump_has_every_case_and_each_validates_against_the_case_schema(dump: Path) -> None:
    case_schema = json.loads((dump / "conformance-case.schema.json").read_text(encoding="utf-8"))
    state_schema = json.loads((dump / "state.schema.json").read_text(encoding="utf-8"))
    state = Resource.from_contents(state_schema)
    # the case schema refers to "state.schema.json", relative to its own relative $id
    registry: Registry[Any] = Registry().with_resources(
        [("state.schema.json", state), (state_schema["$id"], state)]
    )
    check = Draft202012Validator(case_schema, registry=registry)
    cases = dumped_cases(dump)
    index = json.loads((dump / "index.json").read_text(encoding="utf-8"))
    assert sorted(c["id"] for c in index) == sorted(c["id"] for c in cases)
    assert sorted(c["id"] for c in cases) == sorted(runner.all_case_ids())
    for case in cases:
        errors = list(check.iter_errors(case))
        assert not errors, (case["id"], [e.message[:200] for e in errors[:3]])


def test_the_dump_marks_where_a_case_s_when_steps_begin(dump: Path) -> None:
    """The operations before ``when`` set the position up; the When step's own move comes
    after it ("When Red attacks kamchatka from alaska", on a board its Given laid out)."""
    cases = {case["id"]: case for case in dumped_cases(dump)}
    own = cases["sd3b2a0"]
    moves = [op for op in own["operations"][own["when"] :] if op["op"] == "apply"]
    assert moves[0]["action"] == {"type": "attack", "source": "alaska", "target": "kamchatka",
                                  "dice": 3}  # fmt: skip
    assert not any(op["op"] == "apply" for op in own["operations"][: own["when"]])
    scenarios = [case for case in cases.values() if case["id"].startswith("s")]
    assert sum("when" in case for case in scenarios) > 0.95 * len(scenarios)
    assert not any("when" in case for case in cases.values() if case["id"].startswith("border."))


def test_the_dumped_schemas_resolve_by_their_ids(dump: Path) -> None:
    schemas = [
        json.loads((dump / name).read_text(encoding="utf-8"))
        for name in ("conformance-case.schema.json", "state.schema.json")
    ]
    registry: Registry[Any] = Registry().with_resources(
        [(s["$id"], Resource.from_contents(s)) for s in schemas]
    )
    Draft202012Validator(schemas[0], registry=registry).validate(dumped_cases(dump)[0])


def verdict(rejection: Rejection | None) -> dict[str, Any]:
    return {"accepted": True} if rejection is None else {"accepted": False, "rule": rejection.rule}


def test_every_dumped_case_replays_from_its_json(dump: Path) -> None:
    replayed = 0
    for case in dumped_cases(dump):
        driver = ReferenceDriver()
        for number, operation in enumerate(case["operations"]):
            where = (case["id"], number, operation["op"])
            if operation["op"] == "start":
                driver.start(from_document(operation["state"]))
                continue
            if operation["op"] == "new-game":
                ruleset = operation["ruleset"]
                answer = driver.new_game(operation["players"], ruleset["name"], ruleset["options"])
            else:
                state = driver.state()
                board = state.ruleset.board
                action = action_from_json(operation["action"], board)
                if operation["op"] == "apply-own":  # the engine's own dice: the reference's
                    answer, _ = driver.apply_own(action)
                else:
                    chance = chance_from_json(operation["chance"], board, state.players)
                    answer = driver.apply(action, chance)
            expect = dict(operation["expect"])
            expected_state = expect.pop("state", None)
            assert verdict(answer) == expect, where
            if expected_state is not None:
                assert to_document(driver.state()) == expected_state, where
            replayed += 1
    assert replayed > 500


# --- the fuzzer --------------------------------------------------------------------------


def test_fuzz_finds_ties_given_to_the_attacker_and_the_reproduction_reproduces() -> None:
    with SubprocessDriver(fault("attack.compare")) as driver:
        divergence, compared = fuzz(driver, games=2, seed=0)
        assert divergence is not None and compared <= 1000
        data = json.loads(divergence.reproduction())
        assert data["reason"].startswith("the states differ after the action, in: ")
        assert data["reference"] == data["implementation"] == {"accepted": True}
        assert data["rule"] == "attack.compare"
        assert data["action"]["type"] == "defend"
        # the roll has a tie the two engines judge differently
        rolled = data["chance"]
        attacker = sorted(rolled["attacker"], reverse=True)
        defender = sorted(rolled["defender"], reverse=True)
        assert any(a == d for a, d in zip(attacker, defender, strict=False))
        # replayed from the JSON alone, through the same program: the states differ
        state = from_document(data["state"])
        board = state.ruleset.board
        action = action_from_json(data["action"], board)
        chance = chance_from_json(data["chance"], board, state.players)
        driver.start(state)
        assert driver.apply(action, chance) is None
        assert driver.state() != apply(state, action, chance)


def test_fuzz_finds_two_defence_dice_on_one_army() -> None:
    """The fuzzer finds the broken defender-dice rule too."""
    with SubprocessDriver(fault("attack.defender-dice")) as driver:
        divergence, _ = fuzz(driver, games=2, seed=0)
    assert divergence is not None
    data = json.loads(divergence.reproduction())
    assert data["reason"] == "the implementation accepted a refused action"
    assert data["rule"] == "attack.defender-dice"
    assert data["implementation"] == {"accepted": True}


@pytest.mark.parametrize("name", ["attack.compare", "attack.defender-dice"])
def test_fuzz_in_processes_answers_as_one_process_does(name: str) -> None:
    """Shared among processes, the games give the same first divergence, at the same
    action, with the same count of actions compared before it."""
    with SubprocessDriver(fault(name)) as driver:
        alone, counted = fuzz(driver, games=4, seed=1)
    shared, shared_count = fuzz_in_processes(fault(name), 10.0, games=4, seed=1, jobs=3)
    assert alone is not None and shared is not None
    assert (shared.game, shared.step, shared.rule) == (alone.game, alone.step, alone.rule)
    assert shared.reproduction() == alone.reproduction()
    assert shared_count == counted


def test_fuzz_in_processes_stops_at_the_first_misbehaviour_as_one_process_does() -> None:
    """This engine sends a state document with a card in two places: the first game where
    it does so stops the run at the same action, shared among processes or not, with the
    way it broke the protocol and what reproduces it."""
    with SubprocessDriver(fault("cards.earn")) as driver:
        alone, _ = fuzz(driver, games=4, seed=1)
    shared, _ = fuzz_in_processes(fault("cards.earn"), 10.0, games=4, seed=1, jobs=2)
    assert alone is not None and shared is not None and alone.broke
    assert (shared.game, shared.step, shared.broke) == (alone.game, alone.step, alone.broke)
    assert json.loads(alone.reproduction())["implementation"] == {"error": alone.broke}


def test_fuzz_names_the_game_and_action_at_which_an_engine_crashes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["conformance", "fuzz", "--program", program("crashes"), "--games", "2"])
    out = capsys.readouterr().out
    assert status == 1
    first, *reproduction = out.splitlines()
    assert first.startswith("divergence in game 0, action ")
    assert "the implementation broke the protocol" in first
    assert json.loads("\n".join(reproduction))["step"] >= 0


def test_fuzz_shards_share_the_games_and_find_the_same_first_divergence() -> None:
    """Game g is shard (g mod N) + 1's: the shard holding the run's first diverging game
    finds it, and a conforming engine's shards compare as many actions as the run."""
    with SubprocessDriver(fault("attack.compare")) as driver:
        alone, _ = fuzz(driver, games=4, seed=1)
    assert alone is not None
    holding = Shard(alone.game % 2 + 1, 2)
    found, _ = fuzz_in_processes(fault("attack.compare"), 10.0, 4, 1, jobs=2, shard=holding)
    assert found is not None and (found.game, found.step) == (alone.game, alone.step)
    serve = [sys.executable, "-m", "risk_ref.cli", "serve"]
    with SubprocessDriver(serve) as driver:
        whole = fuzz(driver, games=4, seed=2, players=3)
        parts = [fuzz(driver, 4, 2, 3, shard=Shard(k, 2)) for k in (1, 2)]
    assert whole[0] is None and all(part[0] is None for part in parts)
    assert parts[0][1] + parts[1][1] == whole[1] and parts[0][1] and parts[1][1]
    with pytest.raises(ValueError, match="holds no game"):
        fuzz_in_processes(serve, 10.0, 2, 0, shard=Shard(3, 4))


def test_fuzz_in_processes_counts_every_game_of_a_conforming_engine() -> None:
    serve = [sys.executable, "-m", "risk_ref.cli", "serve"]
    with SubprocessDriver(serve) as driver:
        alone = fuzz(driver, games=3, seed=2, players=3)
    assert fuzz_in_processes(serve, 10.0, games=3, seed=2, players=3, jobs=2) == alone
    assert alone[0] is None


def test_fuzz_in_processes_reports_an_engine_that_will_not_start() -> None:
    with pytest.raises(ImplementationError, match="cannot start"):
        fuzz_in_processes(["/nonexistent/engine"], 10.0, games=2, seed=0, jobs=2)


def test_fuzz_finds_no_divergence_in_the_reference_server() -> None:
    with SubprocessDriver([sys.executable, "-m", "risk_ref.cli", "serve"]) as driver:
        divergence, compared = fuzz(driver, games=1, seed=0, players=2)
    assert divergence is None
    assert compared > 100


def test_no_case_that_plays_an_action_passes_an_engine_that_does_nothing() -> None:
    """The echo engine accepts every action and leaves the game as it was sent: whatever a
    case checks after an action, it cannot be the state it gave. Only the cases that set
    up a game and look at it pass (the echo sets up games as the reference does)."""
    results = runner.run_suite(program("echo"))
    passed = [r for r in results if r.outcome is Outcome.PASSED]
    scenarios = {s.id: s for s in load_scenarios(FEATURES)}
    for result in passed:
        scenario = scenarios.get(result.case_id.split("#")[0])
        assert scenario is not None, f"{result.case_id} passed"
        steps = [step.text for step in (*scenario.background, *scenario.steps)]
        assert not any(step.startswith(ACTIONS) for step in steps), result.case_id


PLAYERS = ("Red", "Blue", "Green", "Yellow", "Black", "Pink", "<attacker>", "<other>")
VERBS = ("claims", "places", "trades", "attacks", "defends", "moves", "ends", "fortifies")
ACTIONS = (  # how the steps that apply an action begin
    *(f"{player} {verb}" for player in PLAYERS for verb in VERBS),
    "the players roll",
    "the territories are dealt",
)


def test_the_suite_runs_as_it_ships_whatever_the_directory_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An engine's repository has its own pytest set-up; the kit's run ignores it."""
    (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = --no-such-option\n", "utf-8")
    (tmp_path / "conftest.py").write_text("raise SystemExit('loaded the project')\n", "utf-8")
    monkeypatch.chdir(tmp_path)
    results = runner.run_suite("reference", include=["attack.compare"])
    assert len(results) > 10
    assert {r.outcome for r in results} == {Outcome.PASSED}


def test_what_the_implementation_writes_is_escaped_in_every_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report, junit = tmp_path / "report.json", tmp_path / "junit.xml"
    argv = ["conformance", "run", "--program", program("controls"), "--rule", "attack.compare"]
    assert main([*argv, "--report-json", str(report), "--junit", str(junit)]) == 1
    out = capsys.readouterr().out
    assert "evil\\x1b[2J\\x00\\x07engine" in out and "\\x1b[31mfatal\\x00\\x0c" in out
    assert not re.search("[\x00-\x08\x0b-\x1f]", out)
    suite = ElementTree.parse(junit).getroot()  # well-formed XML
    assert "\\x1b[2J" in (suite.get("name") or "")
    errors = [e.text or "" for e in suite.iter("error")]
    assert errors and all("\\x1b[31mfatal" in text for text in errors)
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["implementation"]["name"] == "evil\x1b[2J\x00\x07engine"  # JSON escapes itself


def test_a_failed_handshake_still_writes_the_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report, junit = tmp_path / "report.json", tmp_path / "junit.xml"
    argv = ["conformance", "run", "--program", program("floods")]
    assert main([*argv, "--report-json", str(report), "--junit", str(junit)]) == 1
    assert "the answer to hello is a line longer than" in capsys.readouterr().out
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["summary"] == {"errored": 1}
    assert data["cases"][0]["case_id"] == "hello"
    suite = ElementTree.parse(junit).getroot()
    assert (suite.get("tests"), suite.get("errors")) == ("1", "1")
    error = suite.find("testcase/error")
    assert error is not None and "longer than" in (error.get("message") or "")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["run", "--junit", "{tmp}/missing/j.xml"], "the folder {tmp}/missing does not exist"),
        (["run", "--report-json", "{tmp}"], "that is a folder; name a file"),
        (["run", "--rule", "no-such-rule.*"], "leave no case to run"),
        (["run", "--rule", "cards.*", "--skip", "*"], "leave no case to run"),
        (["dump", "--out", "{tmp}/a-file"], "that is a file; name a folder"),
    ],
)
def test_conformance_mistakes_get_one_line_before_any_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    arguments = [part.format(tmp=tmp_path) for part in argv]
    assert main(["conformance", *arguments, "--program", program("crashes")][:-2]) == 2
    err = capsys.readouterr().err
    assert (
        err == f"risk-ref: {message.format(tmp=tmp_path)}\n" or message.format(tmp=tmp_path) in err
    )
    assert err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("seconds", ["nan", "inf", "-1", "0", "3601", "soon"])
@pytest.mark.parametrize("command", ["run", "fuzz"])
def test_a_timeout_is_a_finite_number_of_seconds(
    capsys: pytest.CaptureFixture[str], command: str, seconds: str
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["conformance", command, "--program", program("echo"), "--timeout", seconds])
    assert exit_.value.code == 2
    assert "argument --timeout:" in capsys.readouterr().err


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs POSIX and /proc")
@pytest.mark.parametrize("command", ["run", "fuzz"])
def test_a_wrapper_script_is_stopped_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """The engine behind ``#!/bin/sh`` (no exec) does not exit at the end of its input:
    the run still ends, and so does the engine."""
    pid_file = tmp_path / "pid"
    script = tmp_path / "engine.sh"
    script.write_text(f"#!/bin/sh\n{program('lingers')} {pid_file}\n", encoding="utf-8")
    script.chmod(0o755)
    chosen = ["--rule", "attack.compare"] if command == "run" else ["--games", "1"]
    begun = time.monotonic()
    assert main(["conformance", command, "--program", str(script), *chosen]) == 0
    assert time.monotonic() - begun < 60
    assert ended(int(pid_file.read_text(encoding="utf-8")))
    capsys.readouterr()


def test_a_run_stopped_before_its_first_case_still_reports() -> None:
    """Stopped at once (Ctrl-C during the handshake's aftermath): a report of no case."""
    report = text_report([], load_rulebook(), "stopped at once")
    assert "stopped at once" in report and "Traceback" not in report
