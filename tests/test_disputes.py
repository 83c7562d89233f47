"""The judge against the arguments players really have at the table (tests/disputes.toml):
each ruled as the rulebook rules it, citing the deciding rule, in the players' language."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from risk_ref.i18n import LANGUAGES, TRANSLATIONS
from risk_ref.judge import notation
from risk_ref.judge.position import load
from risk_ref.judge.text import VERDICT_KEYS, answers_text, verdict_text
from risk_ref.judge.verdict import judge, questions
from risk_ref.rule_ids import RULE_IDS
from risk_ref.rulebook import RuleText, find_rule, load_rulebook

DISPUTES_FILE = Path(__file__).resolve().parent / "disputes.toml"
ANSWER_KEYS = (
    "game-over",
    "armies",
    "must-trade",
    "attacks",
    "fortifications",
    "defence",
    "losses",
    "move-in",
)


@dataclass(frozen=True, slots=True)
class Dispute:
    name: str
    lang: str
    position: str
    rule: str
    move: str | None = None  # None: a question about the position
    verdict: str | None = None  # legal, illegal or undecided, for a move
    answer: str | None = None  # the answer that cites the rule, for a question
    follows: str | None = None  # a note key of what follows (or of the answer)
    reason: str | None = None  # the verdict's reason key

    @property
    def slug(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.name.lower()).strip("-")


def _text(entry: dict[str, Any], key: str) -> str | None:
    value = entry.get(key)
    assert value is None or isinstance(value, str), (entry.get("name"), key)
    return value


def _dispute(entry: dict[str, Any]) -> Dispute:
    name, lang, position, rule = (_text(entry, k) for k in ("name", "lang", "position", "rule"))
    assert name and lang and position and rule, entry
    question = entry.get("question", False)
    assert question is True or "move" in entry, name
    return Dispute(
        name=name,
        lang=lang,
        position=position,
        rule=rule,
        move=None if question else _text(entry, "move"),
        verdict=_text(entry, "verdict"),
        answer=_text(entry, "answer"),
        follows=_text(entry, "follows"),
        reason=_text(entry, "reason"),
    )


@cache
def disputes() -> tuple[Dispute, ...]:
    data = tomllib.loads(DISPUTES_FILE.read_text(encoding="utf-8"))
    entries = data["dispute"]
    assert isinstance(entries, list)
    return tuple(_dispute(entry) for entry in entries)


@cache
def rulebook() -> list[RuleText]:
    return load_rulebook()


def test_the_file_holds_enough_disputes_in_every_language() -> None:
    found = disputes()
    assert len(found) >= 60
    languages = Counter(d.lang for d in found)
    assert set(languages) <= set(LANGUAGES)
    for lang in TRANSLATIONS:
        assert languages[lang] >= 8, lang


def test_every_dispute_is_well_formed_and_named_once() -> None:
    found = disputes()
    assert len({d.slug for d in found}) == len(found)
    for dispute in found:
        assert "\n" not in dispute.name
        if dispute.move is None:
            assert dispute.answer in ANSWER_KEYS and dispute.verdict is None, dispute.name
            assert dispute.reason is None, dispute.name
        else:
            assert dispute.verdict in VERDICT_KEYS.values() and dispute.answer is None, dispute.name


@pytest.mark.parametrize("dispute", disputes(), ids=lambda d: d.slug)
def test_every_rule_cited_is_a_known_rule(dispute: Dispute) -> None:
    assert dispute.rule in RULE_IDS


@pytest.mark.parametrize("dispute", disputes(), ids=lambda d: d.slug)
def test_the_judge_rules_as_the_rulebook(dispute: Dispute) -> None:
    position = load(dispute.position)
    number = find_rule(rulebook(), dispute.rule).number
    if dispute.move is None:
        answers = questions(position)
        answer = answers.get(dispute.answer or "")
        assert answer is not None, [a.key for a in answers.answers]
        assert dispute.rule in answer.rules
        if dispute.follows is not None:
            assert dispute.follows in {note.key for note in answer.notes}
        text = answers_text(answers, rulebook(), position.state.ruleset.board, dispute.lang)
    else:
        move = notation.parse(dispute.move, position.state.ruleset.board)
        verdict = judge(position, move)
        assert VERDICT_KEYS[verdict.legal] == dispute.verdict, verdict.rules
        if verdict.legal:  # a legal move rests on every rule that allows it
            assert dispute.rule in verdict.rules
        else:  # a refusal names the rule that decides it first
            assert verdict.rules[:1] == (dispute.rule,), verdict.rules
        if dispute.follows is not None:
            assert dispute.follows in {note.key for note in verdict.follows}
        if dispute.reason is not None:
            assert verdict.reason is not None and verdict.reason.key == dispute.reason
        text = verdict_text(verdict, rulebook(), position.state.ruleset.board, dispute.lang)
    assert re.search(rf"(?<![\d.]){re.escape(number)}(?![\d])", text), text
