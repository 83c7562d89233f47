"""The judge's answers for people (text in any of the five languages, moves written with
the language's words and names) and for programs (JSON with verdicts, rule IDs,
explanation keys and moves in the notation's English words and IDs)."""

from __future__ import annotations

from typing import Any

from risk_ref import i18n
from risk_ref.board import Board
from risk_ref.errors import N_, NP_, IllegalAction, MalformedInput, params_as_text
from risk_ref.judge.notation import for_readers
from risk_ref.judge.verdict import Answers, Note, Verdict
from risk_ref.rulebook import RuleText, find_rule, plain_text, translated

VERDICT_WORDS = {True: N_("LEGAL"), False: N_("ILLEGAL"), None: N_("CANNOT DECIDE")}
VERDICT_KEYS = {True: "legal", False: "illegal", None: "undecided"}


def note_text(note: Note, language: str) -> str:
    return i18n.message(note.template, note.params, language)


def error_text(error: IllegalAction | MalformedInput | None, language: str) -> str:
    if isinstance(error, IllegalAction):
        return i18n.render(error, language)
    if isinstance(error, MalformedInput):
        return f"{error.field}: {i18n.malformed(error, language)}"
    return ""


def rule_lines(rule_ids: tuple[str, ...], rules: list[RuleText], language: str) -> list[str]:
    """Each deciding rule: display number, permanent ID, title and text in the language."""
    word = i18n.gettext("rule %s", language)
    lines: list[str] = []
    for rule_id in rule_ids:
        rule = find_rule(rules, rule_id)
        title, text = translated(rule, language)
        lines += ["", f"{word % rule.number} ({rule.id}): {title}"]
        lines += [f"  {line}" for line in plain_text(text, rules, language).splitlines()]
    return lines


def verdict_text(verdict: Verdict, rules: list[RuleText], board: Board, language: str) -> str:
    def _(message: str) -> str:  # the usual name, so that pybabel finds the messages
        return i18n.gettext(message, language)

    def written(move: str) -> str:
        return for_readers(move, board, language)

    lines = [f"{_(VERDICT_WORDS[verdict.legal])}: {written(verdict.move)}"]
    if verdict.error is not None:
        lines.append(error_text(verdict.error, language))
    if verdict.reason is not None:
        lines.append(note_text(verdict.reason, language))
    lines += rule_lines(verdict.rules, rules, language)
    if verdict.instead:
        lines += ["", _("Legal instead:")] + [f"  {written(move)}" for move in verdict.instead]
    if verdict.follows:
        lines += ["", _("What follows:")] + [f"  {note_text(n, language)}" for n in verdict.follows]
    if verdict.notes:
        lines += ["", _("Assumed:")] + [f"  {note_text(n, language)}" for n in verdict.notes]
    return "\n".join(lines)


def _note_json(note: Note) -> dict[str, Any]:
    return {"key": note.key, "params": params_as_text(note.params), "text": note_text(note, "en")}


def verdict_json(verdict: Verdict, rules: list[RuleText]) -> dict[str, Any]:
    error = verdict.error
    return {
        "verdict": VERDICT_KEYS[verdict.legal],
        "move": verdict.move,
        "rules": [
            {"id": r, "number": find_rule(rules, r).number, "title": find_rule(rules, r).title}
            for r in verdict.rules
        ],
        "code": error.code.code if isinstance(error, IllegalAction) else None,
        "malformed": error.field if isinstance(error, MalformedInput) else None,
        "message": error_text(error, "en") or None,
        "reason": None if verdict.reason is None else _note_json(verdict.reason),
        "instead": list(verdict.instead),
        "follows": [_note_json(n) for n in verdict.follows],
        "notes": [_note_json(n) for n in verdict.notes],
    }


# The heading of each answer, by its key.
ANSWER_TITLES = {
    "game-over": N_("Is the game over?"),
    "armies": N_("Armies this turn"),
    "must-trade": N_("Must a set be traded?"),
    "attacks": N_("Attacks possible"),
    "fortifications": N_("Fortifying moves possible"),
    "defence": N_("The defender's dice"),
    "losses": N_("What the roll costs"),
    "move-in": N_("Armies to move in, the fewest and the most"),
}


def answers_text(answers: Answers, rules: list[RuleText], board: Board, language: str) -> str:
    def _(message: str) -> str:
        return i18n.gettext(message, language)

    lines: list[str] = []
    for answer in answers.answers:
        numbers = [find_rule(rules, r).number for r in answer.rules]
        cited = NP_("rule {numbers}", "rules {numbers}", "count")
        citation = i18n.message(cited, {"numbers": numbers, "count": len(numbers)}, language)
        lines += [""] if lines else []
        lines.append(f"{_(ANSWER_TITLES[answer.key])} ({citation})")
        lines += [f"  {note_text(n, language)}" for n in answer.notes]
        if answer.moves or not answer.notes:
            moves = [for_readers(move, board, language) for move in answer.moves]
            lines += [f"  {move}" for move in moves or ["-"]]
    if answers.notes:
        lines += ["", _("Assumed:")] + [f"  {note_text(n, language)}" for n in answers.notes]
    return "\n".join(lines)


def answers_json(answers: Answers) -> dict[str, Any]:
    return {
        "answers": [
            {
                "key": a.key,
                "rules": list(a.rules),
                "notes": [_note_json(n) for n in a.notes],
                "moves": list(a.moves),
            }
            for a in answers.answers
        ],
        "notes": [_note_json(n) for n in answers.notes],
    }
