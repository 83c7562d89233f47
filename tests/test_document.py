"""The state document: lossless round trips, the schema, and every malformation named."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from jsonschema.exceptions import best_match  # type: ignore[import-untyped]

from risk_ref import (
    Action,
    Attack,
    GameState,
    MalformedInput,
    MoveIn,
    Phase,
    find_ruleset,
    legal_actions,
    new_game,
)
from risk_ref.board import CLASSIC_BOARD
from risk_ref.chance import SeededChance
from risk_ref.document import dumps, from_document, loads, schema, schema_error, to_document
from risk_ref.play import play_game
from risk_ref.ruleset import (
    RULESETS,
    option_choices,
)

MAX_STEPS = 3000
NAMES = ("Red", "Blue", "Green", "Yellow", "Black", "Pink")

Policy = Callable[[random.Random, list[Action]], Action]


def random_policy(rng: random.Random, actions: list[Action]) -> Action:
    return rng.choice(actions)


def aggressive_policy(rng: random.Random, actions: list[Action]) -> Action:
    """Attack with the most dice whenever possible and move everything in: games end."""
    attacks = [a for a in actions if isinstance(a, Attack)]
    if attacks:
        most = max(a.dice for a in attacks)
        return rng.choice([a for a in attacks if a.dice == most])
    if isinstance(actions[0], MoveIn):
        return actions[-1]
    return rng.choice(actions)


def play(
    players: int,
    seed: int,
    options: dict[str, str] | None = None,
    policy: Policy = random_policy,
) -> Iterator[GameState]:
    """Every state of a seeded game, from the first to game over or MAX_STEPS actions."""
    state = new_game(NAMES[:players], find_ruleset("classic", options))
    chance = SeededChance(seed)
    rng = random.Random(seed)
    yield state
    for _ in range(MAX_STEPS):
        if state.phase is Phase.GAME_OVER:
            return
        state = chance.play(state, policy(rng, legal_actions(state)))
        yield state


def sampled(states: Iterator[GameState], every: int = 50) -> list[GameState]:
    """Every ``every``-th state and the last one."""
    kept: list[GameState] = []
    last: GameState | None = None
    for step, state in enumerate(states):
        last = state
        if step % every == 0:
            kept.append(state)
    assert last is not None
    if kept[-1] is not last:
        kept.append(last)
    return kept


GAMES: list[tuple[int, int, dict[str, str] | None]] = [
    (2, 1, None),
    (2, 2, {"two-player": "no-neutral"}),
    (2, 3, {"two-player-victory": "all-territories", "fortify": "connected"}),
    (3, 4, None),
    (3, 5, {"card-bonus": "each-card"}),
    (4, 6, None),
    (4, 7, {"card-bonus": "once-per-trade", "fortify": "connected"}),
    (5, 8, None),
    (6, 9, None),
]


@cache
def game_states(players: int, seed: int, options: str | None, policy: str) -> list[GameState]:
    chosen = aggressive_policy if policy == "aggressive" else random_policy
    return sampled(play(players, seed, json.loads(options) if options else None, chosen))


def states_of(
    players: int, seed: int, options: dict[str, str] | None, policy: str = "random"
) -> list[GameState]:
    return game_states(players, seed, json.dumps(options, sort_keys=True), policy)


@cache
def finished_games() -> list[GameState]:
    """For 2..6 players, the final state of a game the baseline bot plays to its end."""
    return [play_game(NAMES[:players], seed=players).final for players in range(2, 7)]


@cache
def reachable(phase: Phase, players: int = 3) -> GameState:
    """A reachable state in ``phase``, with cards in hand where the phase allows."""
    for seed in range(50):
        for state in play(players, seed, policy=aggressive_policy):
            if state.phase is phase and (
                phase not in (Phase.ATTACK, Phase.MOVE_IN) or any(state.hands)
            ):
                return state
    raise AssertionError(f"no {phase.value} state found")


def doc_in(phase: Phase, players: int = 3) -> dict[str, Any]:
    return to_document(reachable(phase, players))


def malformed(doc: object) -> MalformedInput:
    with pytest.raises(MalformedInput) as caught:
        from_document(doc)
    return caught.value


def first_owned(doc: dict[str, Any], owner: str | None = None) -> str:
    for territory_id, entry in doc["territories"].items():
        if entry["owner"] is not None and (owner is None or entry["owner"] == owner):
            assert isinstance(territory_id, str)
            return territory_id
    raise AssertionError("no owned territory")


# --- round trips --------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_round_trip_of_seeded_games(
    players: int, seed: int, options: dict[str, str] | None
) -> None:
    for state in states_of(players, seed, options):
        assert from_document(to_document(state)) == state
        assert loads(dumps(state)) == state


def test_the_sets_traded_in_a_turn_are_written_only_where_they_count() -> None:
    compulsory = {"second-set": "compulsory"}
    counted = [s for seed in range(5) for s in play(4, seed, compulsory) if s.turn_trades]
    assert counted, "no compulsory game traded a set while reinforcing"
    for state in counted:
        assert to_document(state)["turn_trades"] == state.turn_trades
        assert loads(dumps(state)) == state
    assert not any(s.turn_trades for seed in range(5) for s in play(4, seed))


@pytest.mark.parametrize("players", range(2, 7))
def test_round_trip_of_aggressive_games(players: int) -> None:
    for state in states_of(players, players, None, "aggressive"):
        assert loads(dumps(state)) == state


def test_round_trip_of_finished_games() -> None:
    finals = finished_games()
    assert [final.phase for final in finals] == [Phase.GAME_OVER] * 5
    for final in finals:
        assert loads(dumps(final)) == final


@pytest.mark.parametrize(
    "phase", [Phase.DEFEND, Phase.MOVE_IN, Phase.ELIMINATION_TRADE, Phase.SETUP, Phase.CLAIM]
)
def test_round_trip_in_each_phase(phase: Phase) -> None:
    state = reachable(phase)
    assert loads(dumps(state)) == state


def test_a_conquered_territory_awaiting_move_in_may_hold_zero_armies() -> None:
    doc = doc_in(Phase.MOVE_IN)
    assert doc["territories"][doc["battle"]["target"]]["armies"] == 0
    assert from_document(doc) == reachable(Phase.MOVE_IN)


def test_the_document_uses_names_and_ids() -> None:
    state = reachable(Phase.MOVE_IN)
    doc = to_document(state)
    assert doc["format"] == "risk-ref/state"
    assert doc["version"] == 1
    assert doc["ruleset"] == {"name": "classic", "options": state.ruleset.options}
    assert doc["current"] == state.players[state.current]
    assert set(doc["territories"]) == {t.id for t in CLASSIC_BOARD.territories}
    assert set(doc["hands"]) == set(state.players)
    cards = [c for hand in doc["hands"].values() for c in hand]
    cards += doc["draw_pile"] + doc["discards"]
    assert sorted(cards) == sorted(CLASSIC_BOARD.card_id(c) for c in range(44))
    assert doc["battle"]["source"] in doc["territories"]


def test_same_seed_gives_byte_identical_text() -> None:
    first = dumps(list(play(4, 11))[-1])
    second = dumps(list(play(4, 11))[-1])
    assert first == second
    assert first.endswith("}\n")
    assert first == json.dumps(json.loads(first), sort_keys=True, indent=2) + "\n"


# --- the schema ---------------------------------------------------------------------------


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    document_schema = schema()
    assert document_schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(document_schema)


def _subschemas(node: Any, path: str) -> Iterator[tuple[str, dict[str, Any]]]:
    if not isinstance(node, dict):
        return
    yield path, node
    for key in ("properties", "$defs"):
        for name, child in node.get(key, {}).items():
            yield from _subschemas(child, f"{path}/{key}/{name}")
    for key in ("additionalProperties", "items"):
        yield from _subschemas(node.get(key), f"{path}/{key}")


def test_every_field_of_the_schema_is_described() -> None:
    document_schema = schema()
    for path, node in _subschemas(document_schema, "#"):
        if "$ref" in node:  # described where it points, if not here
            name = node["$ref"].removeprefix("#/$defs/")
            node = {**document_schema["$defs"][name], **node}
        assert node.get("description"), f"{path} has no description"


def test_the_schema_lists_every_phase_and_option_value() -> None:
    properties = schema()["properties"]
    assert properties["phase"]["enum"] == [p.value for p in Phase]
    options = properties["ruleset"]["properties"]["options"]["properties"]
    assert set(options) == {option for name in RULESETS for option in find_ruleset(name).options}
    for option, schema_of_option in options.items():
        assert schema_of_option["enum"] == option_choices(option)


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_every_document_validates_against_the_schema(
    players: int, seed: int, options: dict[str, str] | None
) -> None:
    validator = Draft202012Validator(schema())
    for state in states_of(players, seed, options):
        validator.validate(to_document(state))
        validator.validate(json.loads(dumps(state)))


# --- malformations ------------------------------------------------------------------------


def test_invalid_json_names_line_and_column() -> None:
    with pytest.raises(MalformedInput) as caught:
        loads('{\n  "format": "risk-ref/state",\n  "version": 1,,\n}')
    assert caught.value.field == "document"
    assert "line 3, column 16" in caught.value.problem


@pytest.mark.parametrize("text", ["", "[1, 2", '{"a": NaN}', '{"a": 1, "a": 2}', "[" * 100000])
def test_text_that_is_not_json_is_malformed(text: str) -> None:
    with pytest.raises(MalformedInput) as caught:
        loads(text)
    assert caught.value.field == "document"


def test_loads_takes_text_only() -> None:
    with pytest.raises(MalformedInput):
        loads(b"{}")  # type: ignore[arg-type]


@pytest.mark.parametrize("doc", [None, [], "state", 3, ("format",)])
def test_a_document_is_a_json_object(doc: object) -> None:
    assert malformed(doc).field == "document"


def test_wrong_format() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["format"] = "risk-ref/game"
    assert malformed(doc).field == "format"
    del doc["format"]
    assert malformed(doc).field == "format"


@pytest.mark.parametrize("version", [0, 2, "1", True, 1.5, None])
def test_wrong_version(version: object) -> None:
    doc = doc_in(Phase.ATTACK)
    doc["version"] = version
    error = malformed(doc)
    assert error.field == "version"
    assert "version 1" in error.problem


def test_missing_field() -> None:
    doc = doc_in(Phase.ATTACK)
    del doc["turn"]
    error = malformed(doc)
    assert (error.field, error.problem) == ("turn", "missing field")


def test_unknown_field() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["weather"] = "rain"
    assert (malformed(doc).field, malformed(doc).problem) == ("weather", "unknown field")


def test_unknown_territory() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["territories"]["atlantis"] = {"owner": None, "armies": 0}
    error = malformed(doc)
    assert error.field == "territories.atlantis"
    assert "unknown territory" in error.problem


def test_territory_id_that_is_not_an_id() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["territories"]["Not An Id"] = {"owner": None, "armies": 0}
    assert malformed(doc).field == "territories.Not An Id"


def test_missing_territory() -> None:
    doc = doc_in(Phase.ATTACK)
    del doc["territories"]["alaska"]
    error = malformed(doc)
    assert (error.field, error.problem) == ("territories.alaska", "missing territory")


def test_negative_armies() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["territories"]["alaska"]["armies"] = -1
    assert malformed(doc).field == "territories.alaska.armies"


@pytest.mark.parametrize("armies", ["3", 2.5, True, None])
def test_armies_that_are_not_a_whole_number(armies: object) -> None:
    doc = doc_in(Phase.ATTACK)
    doc["territories"]["alaska"]["armies"] = armies
    assert malformed(doc).field == "territories.alaska.armies"


def test_zero_armies_on_an_owned_territory() -> None:
    doc = doc_in(Phase.ATTACK)
    territory = first_owned(doc)
    doc["territories"][territory]["armies"] = 0
    error = malformed(doc)
    assert error.field == f"territories.{territory}.armies"
    assert "at least 1" in error.problem


def test_zero_armies_in_move_in_only_on_the_battle_target() -> None:
    doc = doc_in(Phase.MOVE_IN)
    target = doc["battle"]["target"]
    territory = next(t for t in doc["territories"] if t != target)
    doc["territories"][territory]["armies"] = 0
    assert malformed(doc).field == f"territories.{territory}.armies"


def test_armies_on_an_unclaimed_territory() -> None:
    doc = doc_in(Phase.CLAIM)
    territory = next(t for t, e in doc["territories"].items() if e["owner"] is None)
    doc["territories"][territory]["armies"] = 2
    assert malformed(doc).field == f"territories.{territory}.armies"


def test_owner_not_a_player() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["territories"]["alaska"]["owner"] = "Mallory"
    error = malformed(doc)
    assert error.field == "territories.alaska.owner"
    assert "not a player" in error.problem


def test_neutral_in_a_game_without_one() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["territories"]["alaska"]["owner"] = "neutral"
    error = malformed(doc)
    assert error.field == "territories.alaska.owner"
    assert "no neutral" in error.problem


def test_neutral_in_a_two_player_game_without_the_neutral_option() -> None:
    state = states_of(2, 2, {"two-player": "no-neutral"})[-1]
    doc = to_document(state)
    doc["territories"]["alaska"]["owner"] = "neutral"
    assert malformed(doc).field == "territories.alaska.owner"


def test_neutral_territories_in_a_two_player_game_with_a_neutral() -> None:
    doc = doc_in(Phase.ATTACK, players=2)
    assert "neutral" in [e["owner"] for e in doc["territories"].values()]
    doc["ruleset"]["options"]["two-player"] = "no-neutral"
    assert "no neutral" in malformed(doc).problem


def test_neutral_reserve_in_a_game_without_a_neutral() -> None:
    doc = doc_in(Phase.CLAIM)
    doc["neutral_reserve"] = 3
    assert malformed(doc).field == "neutral_reserve"


def test_a_player_named_neutral_in_a_game_with_a_neutral() -> None:
    state = new_game(["neutral", "Blue"])
    with pytest.raises(MalformedInput) as caught:
        to_document(state)
    assert caught.value.field == "players[0]"
    doc = to_document(new_game(["Red", "Blue"]))
    doc["players"][0] = "neutral"
    assert malformed(doc).field == "players[0]"


def test_a_player_named_neutral_in_a_game_without_a_neutral() -> None:
    state = new_game(["neutral", "Blue", "Green"])
    assert loads(dumps(state)) == state


def test_card_in_two_places() -> None:
    doc = doc_in(Phase.ATTACK)
    holder = next(name for name, hand in doc["hands"].items() if hand)
    card = doc["hands"][holder][0]
    doc["draw_pile"].append(card)
    error = malformed(doc)
    assert error.field == f"draw_pile[{len(doc['draw_pile']) - 1}]"
    assert f"hands.{holder}[0]" in error.problem


def test_card_twice_in_one_list() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["discards"] = [*doc["discards"], doc["draw_pile"][0]]
    assert malformed(doc).field == f"discards[{len(doc['discards']) - 1}]"


def test_cards_missing() -> None:
    doc = doc_in(Phase.ATTACK)
    gone = doc["draw_pile"].pop()
    error = malformed(doc)
    assert error.field == "draw_pile"
    assert gone in error.problem


def test_forty_five_cards() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["discards"].append("wild-3")
    error = malformed(doc)
    assert error.field == f"discards[{len(doc['discards']) - 1}]"
    assert "unknown card" in error.problem


def test_unknown_card_in_a_hand() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["hands"]["Red"] = ["atlantis", *doc["hands"]["Red"]]
    error = malformed(doc)
    assert error.field == "hands.Red[0]"
    assert "unknown card" in error.problem


@pytest.mark.parametrize("card", [7, None, "Wild 1", ""])
def test_card_that_is_not_a_card_id(card: object) -> None:
    doc = doc_in(Phase.ATTACK)
    doc["draw_pile"][0] = card
    assert malformed(doc).field == "draw_pile[0]"


def test_unknown_phase() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["phase"] = "parade"
    assert malformed(doc).field == "phase"


@pytest.mark.parametrize(
    ("field", "path"),
    [
        ("current", "current"),
        ("first_player", "first_player"),
        ("contenders", "contenders[0]"),
        ("eliminated", "eliminated[0]"),
    ],
)
def test_unknown_player_name(field: str, path: str) -> None:
    doc = doc_in(Phase.ATTACK)
    doc[field] = ["Mallory"] if isinstance(doc[field], list) else "Mallory"
    error = malformed(doc)
    assert error.field == path
    assert "unknown player" in error.problem


@pytest.mark.parametrize("field", ["hands", "reserves"])
def test_unknown_player_in_hands_and_reserves(field: str) -> None:
    doc = doc_in(Phase.ATTACK)
    doc[field]["Mallory"] = doc[field]["Red"]
    error = malformed(doc)
    assert error.field == f"{field}.Mallory"
    assert "unknown player" in error.problem


@pytest.mark.parametrize("field", ["hands", "reserves"])
def test_player_missing_from_hands_and_reserves(field: str) -> None:
    doc = doc_in(Phase.SETUP)
    del doc[field]["Blue"]
    assert malformed(doc).field == f"{field}.Blue"


def test_negative_reserve() -> None:
    doc = doc_in(Phase.SETUP)
    doc["reserves"]["Blue"] = -2
    assert malformed(doc).field == "reserves.Blue"


def test_duplicate_player_names() -> None:
    doc = doc_in(Phase.SETUP)
    doc["players"][1] = doc["players"][0]
    assert malformed(doc).field == "players"


@pytest.mark.parametrize("players", [["Red"], [f"P{i}" for i in range(7)]])
def test_player_count(players: list[str]) -> None:
    doc = to_document(new_game(["Red", "Blue", "Green"]))
    doc["players"] = players
    doc["hands"] = {p: [] for p in players}
    doc["reserves"] = {p: 0 for p in players}
    assert malformed(doc).field == "players"


def test_battle_outside_defend_and_move_in() -> None:
    doc = doc_in(Phase.ATTACK)
    source = first_owned(doc)
    doc["battle"] = {"source": source, "target": "alaska", "dice": 1}
    error = malformed(doc)
    assert error.field == "battle"
    assert "defend and move-in" in error.problem


def test_defend_without_a_battle() -> None:
    doc = doc_in(Phase.DEFEND)
    doc["battle"] = None
    assert malformed(doc).field == "battle"


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"source": "atlantis"}, "battle.source"),
        ({"target": "atlantis"}, "battle.target"),
        ({"dice": 4}, "battle.dice"),
        ({"dice": 0}, "battle.dice"),
        ({"dice": "two"}, "battle.dice"),
        ({"colour": "red"}, "battle.colour"),
    ],
)
def test_malformed_battle(change: dict[str, Any], path: str) -> None:
    doc = doc_in(Phase.DEFEND)
    doc["battle"].update(change)
    assert malformed(doc).field == path


def test_missing_battle_field() -> None:
    doc = doc_in(Phase.DEFEND)
    del doc["battle"]["dice"]
    assert malformed(doc).field == "battle.dice"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("turn", -1),
        ("turn", True),
        ("sets_traded", "0"),
        ("placements", -3),
        ("neutral_reserve", None),
        ("conquered", 1),
        ("card_bonus_used", "yes"),
        ("players", "Red"),
        ("territories", []),
    ],
)
def test_wrong_types_and_ranges(field: str, value: object) -> None:
    doc = doc_in(Phase.ATTACK)
    doc[field] = value
    assert malformed(doc).field == field


def test_unknown_ruleset() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["ruleset"]["name"] = "mega"
    error = malformed(doc)
    assert error.field == "ruleset.name"
    assert "unknown ruleset" in error.problem


def test_unknown_option_and_value() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["ruleset"]["options"]["fog"] = "on"
    assert malformed(doc).field == "ruleset.options.fog"
    doc = doc_in(Phase.ATTACK)
    doc["ruleset"]["options"]["fortify"] = "anywhere"
    assert malformed(doc).field == "ruleset.options.fortify"


def test_options_left_out_keep_their_defaults() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["ruleset"]["options"] = {}
    assert from_document(doc) == reachable(Phase.ATTACK)


def test_a_valid_document_is_not_changed_by_loading() -> None:
    doc = doc_in(Phase.MOVE_IN)
    kept = copy.deepcopy(doc)
    from_document(doc)
    assert doc == kept


# --- nothing but MalformedInput escapes ---------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 50) | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=6,
)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    paths = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            paths += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            paths += _paths(value, (*prefix, index))
    return paths


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(data=st.data())
def test_any_mutation_is_accepted_or_malformed(data: st.DataObject) -> None:
    phase = data.draw(st.sampled_from([Phase.DEFEND, Phase.MOVE_IN, Phase.SETUP]))
    players = data.draw(st.sampled_from([2, 3]))
    doc = doc_in(phase, players)
    path = data.draw(st.sampled_from(_paths(doc)[1:]))
    parent: Any = doc
    for key in path[:-1]:
        parent = parent[key]
    if data.draw(st.booleans()):
        parent[path[-1]] = data.draw(json_values)
    elif isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent.pop(path[-1])
    full_verdict = best_match(Draft202012Validator(schema()).iter_errors(doc)) is None
    assert (schema_error(doc) is None) == full_verdict, "the compiled schema disagrees"
    try:
        state = from_document(doc)
    except MalformedInput as error:
        assert error.field
        assert error.problem
    else:
        assert isinstance(state, GameState)


def test_deeply_nested_values_are_malformed() -> None:
    deep: list[Any] = []
    for _ in range(100000):
        deep = [deep]
    doc = doc_in(Phase.ATTACK)
    doc["turn"] = deep
    assert malformed(doc).field in ("turn", "document")
    doc = doc_in(Phase.ATTACK)
    doc["players"] = [deep, deep]
    assert malformed(doc).field in ("players", "players[0]", "document")


def test_problems_read_clearly() -> None:
    doc = doc_in(Phase.ATTACK)
    doc["territories"]["alaska"]["armies"] = -1
    assert malformed(doc).problem == "must not be negative, got -1"
    doc = doc_in(Phase.ATTACK)
    doc["phase"] = "parade"
    assert malformed(doc).problem.startswith("unknown value 'parade'; expected one of: ")
