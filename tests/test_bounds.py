"""Work bounded by design: the largest input a command accepts answers within a stated
time and memory (issue 36). Legal moves that differ only in a count are ranges
(risk_ref.engine.legal_choices), so armies of 18 digits cost what 3 armies cost."""

from __future__ import annotations

import time
import tracemalloc
from pathlib import Path

import pytest

from risk_ref.cli import main
from risk_ref.engine import MAX_DIGITS, legal_actions, legal_choices
from risk_ref.judge.position import load
from risk_ref.judge.verdict import WITHIN_MEGABYTES, WITHIN_SECONDS

SECONDS, BYTES = WITHIN_SECONDS, WITHIN_MEGABYTES * 2**20  # as docs/judge.rst states it
LARGEST = "9" * MAX_DIGITS  # the most digits a count may have

POSITIONS = {
    "attack": f'phase = "attack"\n[territories]\nalaska = "Red {LARGEST}"\nkamchatka = "Blue 3"',
    "fortify": f'phase = "fortify"\n[territories]\nalaska = "Red {LARGEST}"\n'
    f'kamchatka = "Red {LARGEST}"',
    "reinforce": f'phase = "reinforce"\narmies-to-place = {LARGEST}\n[territories]\n'
    f'alaska = "Red {LARGEST}"',
    "move-in": f'phase = "move-in"\nconquered = true\n[battle]\nfrom = "alaska"\n'
    f'to = "kamchatka"\ndice = 3\n[territories]\nalaska = "Red {LARGEST}"\n'
    'kamchatka = "Red 0"',
}  # fmt: skip


@pytest.mark.parametrize("phase", sorted(POSITIONS))
@pytest.mark.parametrize("move", ["", "attack alaska kamchatka 3"])
def test_the_judge_answers_the_largest_position_in_bounded_time_and_memory(
    phase: str, move: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "position.toml"
    file.write_text(f'players = ["Red", "Blue", "Green"]\nturn = "Red"\n{POSITIONS[phase]}\n')
    tracemalloc.start()
    began = time.perf_counter()
    status = main(["judge", str(file), *([move] if move else ["--question"])])
    took = time.perf_counter() - began
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    output = capsys.readouterr()
    assert status in (0, 1), output.err  # a verdict: legal, or illegal
    assert took < SECONDS and peak < BYTES, f"{took:.2f} s, {peak / 2**20:.0f} MB"


def test_moves_that_differ_only_in_a_count_are_one_range() -> None:
    position = load(f'players = ["Red", "Blue", "Green"]\nturn = "Red"\n{POSITIONS["fortify"]}\n')
    choices = legal_choices(position.state)
    assert len(choices) < 100
    moves = {c.action for c in choices if c.most is not None}
    assert all(c.most == int(LARGEST) - 1 for c in choices if c.most is not None) and moves


def test_the_ranges_expand_to_the_legal_actions_in_a_small_position() -> None:
    position = load(
        'players = ["Red", "Blue", "Green"]\nturn = "Red"\nphase = "fortify"\n'
        '[territories]\nalaska = "Red 5"\nkamchatka = "Red 4"\n'
    )
    state = position.state
    expanded = [a for c in legal_choices(state) for a in c.actions()]
    assert expanded == legal_actions(state)
    assert any(c.largest != c.action for c in legal_choices(state))
