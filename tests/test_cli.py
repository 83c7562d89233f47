"""The command line: each subcommand's output, and a message (not a traceback) for a
user's mistake."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from risk_ref import __version__, i18n, tables
from risk_ref.changelog import RULES_VERSION
from risk_ref.cli import main
from risk_ref.conformance.runner import all_case_ids
from risk_ref.odds import conquest_probability
from risk_ref.rulebook import find_rule, load_rulebook


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "--players", "3", "--seed", "2", "--lang", "en")
    assert code == 0
    assert re.search(r"Winner: (Red|Blue|Green) \(world conquest\)", out)
    assert re.search(r"Turns: \d+; actions: \d+; sets traded: \d+", out)


def test_play_in_the_reader_s_language(capsys: pytest.CaptureFixture[str]) -> None:
    """Players, ruleset, ending and mission by their names in the language."""
    code, out, _ = run(capsys, "play", "--seed", "3", "--ruleset", "secret-mission", "--lang", "it")
    assert code == 0 and "Rosso, Blu, Verde, Giallo" in out
    assert re.search(r"Vincitore: (Rosso|Blu|Verde|Giallo) \(", out)
    assert "24-territories" not in out and "Red" not in out and "Winner" not in out


def test_the_same_seed_plays_the_same_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "play", "--seed", "5") == run(capsys, "play", "--seed", "5")


def test_cite_by_id_and_by_number(capsys: pytest.CaptureFixture[str]) -> None:
    rule = find_rule(load_rulebook(), "attack.defender-dice")
    by_id = run(capsys, "cite", "attack.defender-dice")
    by_number = run(capsys, "cite", rule.number)
    assert by_id == by_number
    code, out, _ = by_id
    assert code == 0
    assert out.startswith(f"Rule {rule.number} (attack.defender-dice), rules version ")
    assert rule.title in out
    assert "Defender rolls three dice (features/attack/dice.feature:" in out


def test_rules_lists_every_rule(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules")
    assert code == 0
    assert len(out.splitlines()) == len(load_rulebook())


def test_odds(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "odds", "10", "5", "--lang", "en")
    assert code == 0
    assert f"conquers: {conquest_probability(10, 5):.2%}" in out


def test_rules_and_odds_in_the_reader_s_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "--lang", "it")
    assert code == 0 and "Numero di giocatori" in out and "Number of players" not in out
    code, out, _ = run(capsys, "odds", "10", "5", "--lang", "sk")
    percent = f"{100 * conquest_probability(10, 5):.2f}".replace(".", ",")
    assert code == 0 and f"{percent}\xa0%" in out and "conquers" not in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("play", "--players", "7"), "7 players cannot play"),
        (("play", "--option", "fortify=sideways"), "option fortify takes adjacent or connected"),
        (("play", "--option", "oops"), "an option is written NAME=VALUE"),
        (("cite", "attack.dice"), "did you mean"),
        (("odds", "1", "3"), "an attack needs at least 2 armies"),
        (("odds", "3000", "3000"), "the odds are computed for at most 1000 armies a side"),
        (("play", "--players", "100000000"), "100000000 players cannot play"),
    ],
)
def test_mistakes_get_a_message(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    code, _out, err = run(capsys, *argv)
    assert code == 2
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize("language", i18n.TRANSLATIONS)
def test_cite_in_another_language(capsys: pytest.CaptureFixture[str], language: str) -> None:
    rule = find_rule(load_rulebook(), "attack.defender-dice")
    code, out, _ = run(capsys, "cite", "attack.defender-dice", "--lang", language)
    assert code == 0
    lines = out.splitlines()
    assert rule.number in lines[0] and "attack.defender-dice" in lines[0]
    assert lines[1] != rule.title  # the title in the language asked for
    assert rule.text.split()[0] not in lines[3]  # and so the text


def test_cite_in_an_unknown_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "cite", "attack.compare", "--lang", "fr")
    assert code == 2 and "unknown language 'fr'" in err


@pytest.mark.parametrize(
    ("option", "value", "bounds"),
    [("--jobs", "0", "from 1 to 256"), ("--players", "7", "from 2 to 6"), ("--games", "x", "")],
)
def test_fuzz_numbers_are_bounded(
    capsys: pytest.CaptureFixture[str], option: str, value: str, bounds: str
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["conformance", "fuzz", "--program", "engine", option, value])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and f"argument {option}: {bounds}" in err


def test_version_names_the_package_and_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"risk-ref {__version__} (rules {RULES_VERSION})\n"


def test_python_m_risk_ref_is_the_same_command() -> None:
    answer = subprocess.run(
        [sys.executable, "-m", "risk_ref", "cite", "attack.defender-dice"],
        capture_output=True, text=True, check=False, env={**os.environ, "LANG": "C"},
    )  # fmt: skip
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.startswith("Rule ")
    assert "attack.defender-dice" in answer.stdout


def test_conformance_list_gives_every_case_once(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "conformance", "list")
    assert code == 0
    rows = [line.split("\t") for line in out.splitlines()]
    assert [row[0] for row in rows] == all_case_ids()
    assert all(len(row) == 4 and row[1] and row[2] and row[3] for row in rows)


def test_conformance_list_selects_by_rule(capsys: pytest.CaptureFixture[str]) -> None:
    _, everything, _ = run(capsys, "conformance", "list")
    code, out, _ = run(capsys, "conformance", "list", "--rule", "cards.*", "--skip", "cards.values")
    assert code == 0
    rows = [line.split("\t") for line in out.splitlines()]
    assert 0 < len(rows) < len(everything.splitlines())
    for row in rows:
        rules = row[1].split(",")
        assert any(rule.startswith("cards.") for rule in rules)
        assert "cards.values" not in rules


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize(
    ("rule", "table"), [("risiko.tris", "tris"), ("missions.kinds", "missions")]
)
def test_cite_shows_a_rule_s_table_as_text_in_the_language(
    capsys: pytest.CaptureFixture[str], language: str, rule: str, table: str
) -> None:
    """The rulebook shows the table under the rule; so does cite, in the reader's words."""
    code, out, _ = run(capsys, "cite", rule, "--lang", language)
    assert code == 0
    assert ".. risk:table::" not in out
    header, rows = tables.table(table, lambda message: i18n.gettext(message, language))
    lines = out.splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith(str(header[0])))
    assert all(str(title) in lines[at] for title in header)
    assert set(lines[at + 1]) == {"-", " "}
    for line, row in zip(lines[at + 2 :], rows, strict=False):  # one line a row, in order
        assert line.startswith(str(row[0])) or str(row[-1]) in line
    if language != "en":
        assert list(map(str, header)) != list(map(str, tables.table(table, str)[0]))


POSITION = """players = ["Red", "Blue", "Green"]
turn = "Red"
phase = "attack"

[territories]
alaska = "Red 4"
Kamchatka = "Blue 3"
Jacuzia = "Green 2"
"""


def test_judge_draws_the_position_and_the_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    position, picture = tmp_path / "position.toml", tmp_path / "position.svg"
    position.write_text(POSITION, encoding="utf-8")
    move = "attacca Alaska Kamchatka 3"
    code, out, _ = run(capsys, "judge", str(position), move, "--lang", "it", "--svg", str(picture))
    assert code == 0 and out.startswith("LEGALE")
    svg = picture.read_text(encoding="utf-8")
    drawn = re.findall(r'data-territory="([\w-]+)"', svg)
    assert sorted(drawn) == ["alaska", "kamchatka", "yakutsk"]
    assert "Jacuzia" in svg and 'class="move"' in svg


def test_judge_says_in_one_line_where_a_picture_cannot_go(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    position = tmp_path / "position.toml"
    position.write_text(POSITION, encoding="utf-8")
    missing = tmp_path / "no" / "such" / "folder.svg"
    code, out, err = run(capsys, "judge", str(position), "--svg", str(missing))
    assert code == 2 and out == "" and err.count("\n") == 1 and "cannot write" in err


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["gravity=low"], "risk-ref: unknown option 'gravity'; known: board, card-bonus, "),
        (
            ["fortify=sideways"],
            "risk-ref: option fortify takes adjacent or connected, not 'sideways'",
        ),
        (
            ["destroy-by-another=completes"],
            "risk-ref: option destroy-by-another needs a ruleset with missions, not 'classic'",
        ),
    ],
)
def test_an_option_no_game_has_is_one_line(
    capsys: pytest.CaptureFixture[str], options: list[str], message: str
) -> None:
    argv = ["play", "--ruleset", "classic"] + [f"--option={o}" for o in options]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and err.startswith(message), err


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('ruleset = "mega"\n' + POSITION, "risk-ref: ruleset: no ruleset 'mega'; known: classic, "),
        (
            'options = { fortify = "sideways" }\n' + POSITION,
            "risk-ref: options: option fortify takes adjacent or connected, not 'sideways'\n",
        ),
    ],
)
def test_a_position_with_a_ruleset_or_option_no_game_has_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, message: str
) -> None:
    position = tmp_path / "position.toml"
    position.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "judge", str(position), "--lang", "en")
    assert code == 2 and out == "" and err.count("\n") == 1 and err.startswith(message), err


def test_a_key_error_of_ours_is_not_the_user_s_mistake(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A KeyError from a bug inside a command is an internal error, not a bad input."""

    def broken(*_: object) -> None:
        raise KeyError("territory-that-was-renamed")

    monkeypatch.setattr("risk_ref.play.play_game", broken)
    code, out, err = run(capsys, "play", "--ruleset", "classic")
    assert code == 4 and out == ""
    assert err.startswith("risk-ref: internal error (KeyError: ")
    assert "territory-that-was-renamed" in err and "please report it" in err
