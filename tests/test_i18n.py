"""The engine's words in five languages: plural rules, language choice, rendering."""

from __future__ import annotations

import typing

import pytest

from risk_ref import i18n
from risk_ref.actions import Action
from risk_ref.errors import N_, Code, IllegalAction, Percent, Phrase
from risk_ref.state import Phase


@pytest.mark.parametrize(
    ("count", "form"), [(1, 0), (2, 1), (3, 1), (4, 1), (5, 2), (11, 2), (0, 2)]
)
def test_slovak_has_three_plural_forms(count: int, form: int) -> None:
    catalog = i18n.catalogue("sk")
    assert catalog is not None
    assert i18n._plural_index(catalog, count) == form


@pytest.mark.parametrize(
    ("environment", "language"),
    [({"LANG": "it_IT.UTF-8"}, "it"), ({"LANGUAGE": "el:en"}, "el"), ({"LANG": "fr_FR"}, "en")],
)
def test_the_language_comes_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], language: str
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr("locale.getlocale", lambda: (None, None))
    assert i18n.default_language() == language


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="known: en, it, el, es, sk"):
        i18n.check_language("fr")


def test_english_renders_the_error_as_raised_with_names_for_ids() -> None:
    error = IllegalAction(Code.ATTACK_TOO_FEW_ARMIES, territory="north-africa", armies=1)
    assert error.message == "north-africa has 1 army; an attack needs at least 2"  # for programs
    assert i18n.render(error, "en") == "North Africa has 1 army; an attack needs at least 2"
    error = IllegalAction(Code.PLACE_TOO_MANY, available=3, armies=5)
    assert i18n.render(error, "en") == "you have 3 armies to place, not 5"


def test_slovak_errors_agree_with_their_numbers() -> None:
    forms = {
        i18n.render(IllegalAction(Code.PLACE_TOO_MANY, available=n, armies=9), "sk")
        for n in (1, 3, 5)
    }
    assert len(forms) == 3, forms


@pytest.mark.parametrize("language", i18n.TRANSLATIONS)
def test_an_error_renders_in_each_language(language: str) -> None:
    error = IllegalAction(Code.NOT_ADJACENT, source="alaska", target="japan")
    text = i18n.render(error, language)
    assert text != error.message
    names = (i18n.place_name("alaska", language), i18n.place_name("japan", language))
    assert all(name in text for name in names) and "alaska" not in text


def test_the_conformance_report_speaks_the_language_but_ends_in_plain_english() -> None:
    from risk_ref.conformance.report import text_report
    from risk_ref.conformance.results import CaseResult, Finding, Outcome
    from risk_ref.rulebook import chapter_title, load_rulebook

    action = Phrase(N_("the action {action}"), action='{"type":"defend","dice":2}')
    differ = Phrase(N_("after {what}, the games differ"), what=action)
    detail = Phrase(
        N_("{what}\n  reference: {reference}\n  implementation: {implementation}"),
        what=differ, reference=Phrase("a = 2"), implementation=Phrase("a = 3"),
    )  # fmt: skip
    failed = CaseResult("s2", "B", "features/a.feature:9", ("attack.compare",), Outcome.FAILED)
    failed.message, failed.detail = str(detail), detail
    passed = CaseResult("s1", "A", "features/a.feature:1", ("attack.compare",), Outcome.PASSED)
    passed.findings.append(Finding("turn.sequence", "attack.compare", "not now"))
    report = text_report([passed, failed], load_rulebook(), "an engine", "it").splitlines()
    assert report[0] == "Conformità di an engine"
    assert any(line.startswith("capitolo") for line in report)
    assert any(line.startswith(i18n.ruleset_name("classic", "it")) for line in report)
    assert any(line.startswith(chapter_title("attack", "it")) for line in report)
    text = "\n".join(report)
    assert '{"type":"defend","dice":2}' in text and "a = 3" in text and "not now" in text
    assert "the games differ" not in text and "reference:" not in text
    assert "refused under rule" not in text
    assert report[-1] == "1 passed, 1 failed, 0 not shown, 0 not implemented, 0 errored"
    assert "the games differ" in failed.message  # the JSON report's message stays English


@pytest.mark.parametrize(
    ("language", "percent", "decimal"),
    [("en", "41.67%", "3.93"), ("it", "41,67%", "3,93"), ("es", "41,67\xa0%", "3,93")],
)
def test_numbers_as_each_language_writes_them(language: str, percent: str, decimal: str) -> None:
    assert i18n.percent(5 / 12, language, 2) == percent
    assert i18n.decimal(3.9312, language) == decimal


def test_a_percentage_in_a_message_follows_the_language() -> None:
    params = {"chance": Percent(0.228)}
    assert i18n.message("{chance}", params, "en") == "22.8%"
    assert i18n.message("{chance}", params, "el") == "22,8%"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_phase_has_a_name_in_every_language(language: str) -> None:
    names = [i18n.phase_name(phase, language) for phase in i18n.PHASE_NAMES]
    assert len(set(names)) == len(names)
    if language != "en":
        assert not set(names) & set(i18n.PHASE_NAMES.values()), names


def test_every_phase_and_every_action_has_a_name() -> None:
    assert set(i18n.PHASE_NAMES) == {phase.value for phase in Phase}
    assert set(i18n.ACTION_NAMES) == {kind.__name__ for kind in typing.get_args(Action)}


def test_every_option_and_choice_has_words_for_players() -> None:
    """The rulebook's tables name options in words (tables.options): none is left out."""
    from risk_ref.ruleset import RULESETS, option_choices

    options = {name for ruleset in RULESETS.values() for name in ruleset.options}
    assert set(i18n.OPTION_NAMES) == options
    every = {f"{name}={value}" for name in options for value in option_choices(name)}
    assert set(i18n.CHOICE_NAMES) == every
