"""One plain loop: a case of the suite (:mod:`risk_ref.conformance.cases`) replayed
operation by operation, and its verdict.

Against an implementation, each operation goes through the oracle
(:class:`~risk_ref.conformance.oracle.OracleDriver`), which plays it on the reference
beside it and decides where the two part; the loop adds what the scenario's Then steps
asked of a refusal: its rule (another rule is a finding, not a failure) and its
positive control, which must be accepted for the refusal to show anything. Against the
reference itself, every verdict must be the one the document records: a stale suite
fails there. ``conformance run``, the pytest plugin, the faults test and the book's
pictures all go through :func:`replay` or :func:`recorded`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import Any

from risk_ref.actions import Action, Chance
from risk_ref.conformance.cases import Case
from risk_ref.conformance.control import NotShown
from risk_ref.conformance.oracle import Divergence, OracleDriver, at_once
from risk_ref.conformance.results import CaseResult, Finding, Further, Outcome
from risk_ref.document import from_document, to_document
from risk_ref.driver import ReferenceDriver, Rejection, Unsupported
from risk_ref.protocol import ImplementationError
from risk_ref.protocol.client import SubprocessDriver
from risk_ref.protocol.codec import action_from_json, chance_from_json

Engine = OracleDriver | ReferenceDriver


def replay(
    case: Case, implementation: SubprocessDriver | None, known: Mapping[str, str] = {}
) -> CaseResult:
    """The case against ``implementation`` (None: the reference itself), with the
    outcome a report shows; ``known``: the known failures, case ID to why."""
    result = CaseResult(case.id, case.scenario, case.location, case.rules, Outcome.PASSED)
    result.ruleset = case.ruleset
    driver: Engine = ReferenceDriver() if implementation is None else OracleDriver(implementation)
    try:
        _play(case, driver, result)
        if isinstance(driver, OracleDriver):
            driver.finish()
    except (AssertionError, Unsupported, ImplementationError) as error:
        _judged(result, _first(driver, error))
    if case.id in known:
        if result.outcome is Outcome.FAILED:
            result.outcome = Outcome.KNOWN_FAILURE
        elif result.outcome is Outcome.PASSED:
            result.outcome = Outcome.FIXED
            result.message = f"listed as a known failure ({known[case.id]}) but passed"
    return result


def errored(case: Case, error: ImplementationError) -> CaseResult:
    """The case errored without being tried: the implementation failed its handshake."""
    result = CaseResult(case.id, case.scenario, case.location, case.rules, Outcome.ERRORED)
    _judged(result, error)
    result.ruleset = case.ruleset
    return result


def recorded(case: Case) -> list[dict[str, Any]]:
    """The case's operations with the state the reference reached after each verdict
    (what ``conformance dump`` writes, and the book's pictures show)."""
    driver, operations = ReferenceDriver(), []
    for op in case.operations:
        rejection = _operate(driver, op)
        entry = dict(op)
        if "expect" in op and not (op["op"] == "new-game" and rejection is not None):
            entry["expect"] = {**op["expect"], "state": to_document(driver.state())}
        operations.append(entry)
    return operations


def _play(case: Case, driver: Engine, result: CaseResult) -> None:
    for op in case.operations:
        result.step = op.get("step", "")
        if isinstance(driver, OracleDriver):
            driver.step = result.step
        if op.get("control"):
            _control(driver, op)
            continue
        rejection = _operate(driver, op)
        if isinstance(driver, ReferenceDriver):
            _as_recorded(op, rejection)
        expected = (op.get("checks") or {}).get("rule")
        if rejection is not None and expected is not None and rejection.rule != expected:
            cited = rejection.rule or "-"  # "-": no rule cited
            result.findings.append(Finding(cited, expected, rejection.message))
    result.step = ""


def _operate(driver: Engine, op: Mapping[str, Any]) -> Rejection | None:
    """One operation of the document, played; the verdict of those that have one."""
    kind = op["op"]
    if kind == "new-game":
        return driver.new_game(op["players"], op["ruleset"]["name"], op["ruleset"]["options"])
    if kind == "start":
        driver.start(from_document(op["state"]))
        return None
    action, chance = _decoded(driver, op)
    if kind == "apply-own":
        return driver.apply_own(action)[0]
    return driver.apply(action, chance)


def _decoded(driver: Engine, op: Mapping[str, Any]) -> tuple[Action, Chance | None]:
    state = driver.state()
    board = state.ruleset.board
    chance = op.get("chance")
    outcome = None if chance is None else chance_from_json(chance, board, state.players)
    return action_from_json(op["action"], board), outcome


def _control(driver: Engine, op: Mapping[str, Any]) -> None:
    """A refusal's positive control: the nearest legal action (or number of players),
    which the same engine must accept for its refusal to show anything."""
    if op["op"] == "new-game":
        what = f"{len(op['players'])} players"
        refused, also = f"the control, {what}, was refused", f"{what} were refused too"
    else:
        what = repr(_decoded(driver, op)[0])
        refused = f"the control {what} was refused"
        also = f"the engine also refused the nearest legal action, {what}"
    try:
        with at_once(driver):
            rejection = _operate(driver, op)
    except Divergence as divergence:
        if not divergence.refused:
            raise  # accepted, but then the games part: a failure like any other
        raise NotShown(f"{refused}: {divergence}", divergence.rule) from None
    if rejection is not None:
        raise NotShown(f"{also}: {rejection.message}")


def _as_recorded(op: Mapping[str, Any], rejection: Rejection | None) -> None:
    """The reference's verdict must be the recorded one, with the code a Then step checks."""
    expect, checks = op.get("expect"), op.get("checks")
    if expect is not None:
        got = {
            "accepted": rejection is None,
            **({} if rejection is None else {"rule": rejection.rule}),
        }
        assert got == expect, f"the suite is stale: the reference answers {got}, not {expect}"
    if checks is not None and rejection is not None:
        assert rejection.code == checks["code"], (
            f"refused with code {rejection.code} under rule {rejection.rule}: {rejection.message}"
        )


def _first(driver: Engine, error: Exception) -> Exception:
    """What decides the case: the first divergence, where one came before ``error`` (a
    failure after a divergence follows from it), with the later ones as its further."""
    if not isinstance(driver, OracleDriver):
        return error
    if not driver.diverged:
        with contextlib.suppress(Exception):
            driver.finish()  # the position sent is read back all the same
        return error
    if isinstance(error, Divergence):
        driver.diverged.append(error)
    try:
        driver.finish()
    except Divergence as first:
        return first
    return error


def _judged(result: CaseResult, error: Exception) -> None:
    if isinstance(error, Unsupported):
        result.outcome, result.message, result.step = Outcome.NOT_IMPLEMENTED, str(error), ""
        return
    if isinstance(error, ImplementationError):
        result.outcome, result.message = Outcome.ERRORED, error.reason
        result.stderr = error.stderr_tail
        return
    result.outcome = Outcome.NOT_SHOWN if isinstance(error, NotShown) else Outcome.FAILED
    result.message = str(error)
    if isinstance(error, (Divergence, NotShown)):
        result.root_rule = error.rule
    if isinstance(error, Divergence):
        result.detail = error.phrase
        result.further = [Further(d.rule, d.step, str(d)) for d in error.further]
        result.step = error.step or result.step
