"""The state document: a game state as JSON, by names and IDs, and back.

This is an edge module: the rules never import it. A document names players by name,
territories and cards by their stable IDs (see :mod:`risk_ref.board`), never by index,
so that it reads the same to a person and to any other program. The format is
``risk-ref/state``, version :data:`VERSION`; its JSON Schema is
``risk_ref/schemas/state.schema.json`` and docs/state-document.rst describes it.

Loading checks the document against the schema, then for consistency with its ruleset
and board; every failure is a :class:`MalformedInput` naming the field, as a path such
as ``territories.alaska.armies`` or ``hands.Red[2]``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any, NoReturn

from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from jsonschema.exceptions import ValidationError, best_match  # type: ignore[import-untyped]

from risk_ref.board import Board
from risk_ref.engine import MAX_DIGITS, check_names
from risk_ref.errors import MalformedInput, RulesetError, excerpt
from risk_ref.reachable import require_reachable
from risk_ref.ruleset import RULESETS, Ruleset, find_ruleset
from risk_ref.state import NEUTRAL, UNCLAIMED, Battle, GameState, Phase

FORMAT = "risk-ref/state"
VERSION = 1
NEUTRAL_NAME = "neutral"  # the owner of a neutral territory in the document

MAX_TEXT = 1 << 20  # characters: the largest board's document is some 10,000
_ROOT = "document"
_BATTLE_PHASES = (Phase.DEFEND, Phase.MOVE_IN)


# --- writing -----------------------------------------------------------------------------


def to_document(state: GameState) -> dict[str, Any]:
    """The state as a JSON-ready document of format ``risk-ref/state``, version 1.

    Raises MalformedInput only for a state the format cannot express: a two-player game
    with a neutral in which a player is called ``"neutral"``.
    """
    players = state.players
    board = state.ruleset.board
    if state.has_neutral and NEUTRAL_NAME in players:
        raise MalformedInput(
            f"players[{players.index(NEUTRAL_NAME)}]",
            f"{NEUTRAL_NAME!r} names the neutral force in a game with a neutral",
        )

    def owner(seat: int) -> str | None:
        if seat == UNCLAIMED:
            return None
        if seat == NEUTRAL:
            return NEUTRAL_NAME
        return players[seat]

    card_ids = board.card_ids

    def cards(indices: Iterable[int]) -> list[str]:
        return [card_ids[c] for c in indices]

    battle = state.battle
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": {"name": state.ruleset.name, "options": state.ruleset.options},
        "players": list(players),
        "phase": state.phase.value,
        "current": players[state.current],
        "turn": state.turn,
        "first_player": players[state.first_player],
        "contenders": [players[s] for s in state.contenders],
        "territories": {
            territory.id: {"owner": owner(seat), "armies": armies}
            for territory, seat, armies in zip(
                board.territories, state.owners, state.armies, strict=True
            )
        },
        "hands": {players[s]: cards(hand) for s, hand in enumerate(state.hands)},
        "draw_pile": cards(state.draw_pile),
        "discards": cards(state.discards),
        "sets_traded": state.sets_traded,
        "reserves": {players[s]: n for s, n in enumerate(state.reserves)},
        "neutral_reserve": state.neutral_reserve,
        "placements": state.placements,
        "battle": None
        if battle is None
        else {
            "source": board.territories[battle.source].id,
            "target": board.territories[battle.target].id,
            "dice": battle.dice,
        },
        "conquered": state.conquered,
        "card_bonus_used": state.card_bonus_used,
        "eliminated": [players[s] for s in state.eliminated],
    }
    missions = {players[s]: m for s, m in enumerate(state.missions) if m is not None}
    if missions:  # optional: a game without missions reads as it did before they existed
        doc["missions"] = missions
    if state.turn_trades:  # optional: counted only where the second set is compulsory
        doc["turn_trades"] = state.turn_trades
    return doc


def dumps(state: GameState) -> str:
    """Canonical JSON text of the state's document: sorted keys, 2-space indent, ASCII,
    a trailing newline. Equal states give byte-identical text."""
    return json.dumps(to_document(state), sort_keys=True, indent=2, ensure_ascii=True) + "\n"


# --- reading -----------------------------------------------------------------------------


def loads(text: str) -> GameState:
    """The state in a JSON text, one a game can reach; raises MalformedInput for invalid
    JSON, an invalid document, or a state no game reaches (``risk_ref.reachable``).
    :func:`from_document` checks the form only, for the states an implementation sends,
    which the conformance kit compares with the reference's instead."""
    if not isinstance(text, str):
        raise MalformedInput(_ROOT, f"expected JSON text, got {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise MalformedInput(_ROOT, f"a state document is at most {MAX_TEXT} characters")
    try:
        doc = json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_constant=_no_constant,
            parse_int=_integer,
        )
    except json.JSONDecodeError as error:
        raise MalformedInput(
            _ROOT,
            f"invalid JSON at line {error.lineno}, column {error.colno}: {error.msg}",
        ) from None
    except RecursionError:
        raise MalformedInput(_ROOT, "invalid JSON: nested too deeply") from None
    return require_reachable(from_document(doc))


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise MalformedInput(
                _ROOT, f"invalid JSON: the key {excerpt(key)} appears twice in an object"
            )
        result[key] = value
    return result


def _integer(digits: str) -> int:
    """A JSON integer of at most ``MAX_DIGITS`` digits: no count in a game comes near,
    and a longer one would cost the conversion more than the whole document."""
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise MalformedInput(_ROOT, f"invalid JSON: a number of {len(digits)} digits")
    return int(digits)


def _no_constant(name: str) -> NoReturn:
    raise MalformedInput(_ROOT, f"invalid JSON: {name} is not a JSON number")


def from_document(doc: object) -> GameState:
    """The state a document describes; raises MalformedInput naming the faulty field."""
    _check_kind(doc)
    try:
        error = schema_error(doc)
        if error is not None:
            raise _schema_failure(error)
    except RecursionError:
        raise MalformedInput(_ROOT, "nested too deeply") from None
    assert isinstance(doc, dict)
    _whole_numbers(doc)  # the schema takes 1e300 for an integer; its shape is bounded now
    return _Reader(doc).state()


def schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the state document."""
    return dict(_schema())


@cache
def _schema() -> dict[str, Any]:
    text = resources.files("risk_ref").joinpath("schemas/state.schema.json").read_text("utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


class SchemaCheck:
    """A JSON Schema checked twice over: a compiled validator answers the common case (a
    valid document) some thirty times faster; the full validator explains a failure, and
    has the last word on anything the compiled one cannot read."""

    def __init__(self, fast: Any, full: Any) -> None:
        self._fast = fast  # None without the accelerator (jsonschema-rs, the "fast" extra)
        self._full = full

    def error(self, doc: object) -> ValidationError | None:
        """What breaks the schema, if anything."""
        try:
            if self._fast is not None and self._fast.is_valid(doc):
                return None
        except ValueError:  # not JSON at all (a key that is not a string, say)
            pass
        return best_match(self._full.iter_errors(doc))


def fast_validator(schema: Mapping[str, Any], registry: Sequence[tuple[str, Any]] = ()) -> Any:
    """The compiled validator of ``schema``, or None where jsonschema-rs is not installed."""
    try:
        import jsonschema_rs
    except ImportError:
        return None
    if not registry:
        return jsonschema_rs.validator_for(dict(schema))
    resources = jsonschema_rs.Registry(list(registry))
    return jsonschema_rs.validator_for(dict(schema), registry=resources)


@cache
def _state_check() -> SchemaCheck:
    return SchemaCheck(fast_validator(_schema()), Draft202012Validator(_schema()))


def schema_error(doc: object) -> ValidationError | None:
    """What breaks the state schema, if anything."""
    return _state_check().error(doc)


def _check_kind(doc: object) -> None:
    """Format and version first: a document of another kind or version fails on those,
    not on whatever else differs."""
    if not isinstance(doc, dict):
        raise MalformedInput(_ROOT, f"expected a JSON object, got {type(doc).__name__}")
    if "format" not in doc:
        raise MalformedInput("format", f"missing; expected {FORMAT!r}")
    if doc["format"] != FORMAT:
        raise MalformedInput("format", f"expected {FORMAT!r}, got {excerpt(doc['format'])}")
    if "version" not in doc:
        raise MalformedInput("version", f"missing; this engine reads version {VERSION}")
    version = doc["version"]
    if type(version) is not int or version != VERSION:
        raise MalformedInput(
            "version",
            f"unsupported version {excerpt(version)}; this engine reads version {VERSION}",
        )


def _whole_numbers(doc: object) -> None:
    """Every number of a state is a count: a fraction or an exponent (``3.0``, ``1e300``)
    is refused before any work, naming its field, however the schema reads it."""
    stack: list[tuple[object, tuple[object, ...]]] = [(doc, ())]
    while stack:
        value, where = stack.pop()
        if type(value) is float:
            raise MalformedInput(
                _path(where), f"expected a whole number written with digits, got {excerpt(value)}"
            )
        if isinstance(value, dict):
            stack += ((item, (*where, key)) for key, item in value.items())
        elif isinstance(value, list):
            stack += ((item, (*where, index)) for index, item in enumerate(value))


def _path(parts: Iterable[object]) -> str:
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text or _ROOT


def _schema_failure(error: ValidationError) -> MalformedInput:
    parts: list[object] = list(error.absolute_path)
    instance = error.instance
    problem = str(error.message)
    if "propertyNames" in error.relative_schema_path:
        parts.append(instance)
        problem = f"not a valid ID: {_shown(instance)}"
    elif error.validator == "required" and isinstance(instance, dict):
        missing = [p for p in error.validator_value if p not in instance]
        if missing:
            parts.append(missing[0])
            problem = "missing field"
    elif error.validator == "additionalProperties" and isinstance(instance, dict):
        known = error.schema.get("properties", {})
        extra = [k for k in instance if k not in known]
        if extra:
            parts.append(extra[0])
            problem = "unknown field"
    elif error.validator == "minimum" and error.validator_value == 0:
        problem = f"must not be negative, got {excerpt(instance)}"
    elif error.validator == "enum":
        problem = f"unknown value {_shown(instance)}; expected one of: " + ", ".join(
            map(str, error.validator_value)
        )
    elif error.validator == "type":
        kinds = error.validator_value
        kinds = " or ".join(kinds) if isinstance(kinds, list) else kinds
        problem = f"expected {kinds}, got {_shown(instance)}"
    return MalformedInput(_path(parts), problem)


def _shown(value: object) -> str:
    try:
        text = repr(value)
    except RecursionError:
        return f"a deeply nested {type(value).__name__}"
    return text if len(text) <= 60 else text[:57] + "..."


class _Reader:
    """Consistency checks and the conversion of a schema-valid document."""

    def __init__(self, doc: Mapping[str, Any]) -> None:
        self.doc = doc
        self.ruleset = self._ruleset(doc["ruleset"])
        self.board: Board = self.ruleset.board
        self.players: tuple[str, ...] = check_names(doc["players"])
        self.seats = {name: seat for seat, name in enumerate(self.players)}
        counts = self.ruleset.player_counts
        if len(self.players) not in counts:
            raise MalformedInput(
                "players",
                f"{len(self.players)} players cannot play {self.ruleset.name}; "
                f"allowed: {', '.join(map(str, counts))}",
            )
        self.has_neutral = self._probe().has_neutral
        if self.has_neutral and NEUTRAL_NAME in self.seats:
            raise MalformedInput(
                f"players[{self.seats[NEUTRAL_NAME]}]",
                f"{NEUTRAL_NAME!r} names the neutral force in a game with a neutral",
            )

    def _probe(self) -> GameState:
        """An empty state with this ruleset and these players, to ask rule properties."""
        n = len(self.players)
        return GameState(
            self.ruleset, self.players, (), (), ((),) * n, (), (), 0, Phase.ROLL_FOR_FIRST,
            0, (0,) * n, 0, 0, 0, (), 0, None, False, False, (), (None,) * n,
        )  # fmt: skip

    @staticmethod
    def _ruleset(spec: Mapping[str, Any]) -> Ruleset:
        name = spec["name"]
        if name not in RULESETS:
            raise MalformedInput(
                "ruleset.name",
                f"unknown ruleset {excerpt(name)}; known: {', '.join(sorted(RULESETS))}",
            )
        options: dict[str, str] = dict(spec["options"])
        try:
            return find_ruleset(name, options)
        except RulesetError as error:  # the name is known: an option or its value is not
            raise MalformedInput("ruleset.options", str(error)) from None

    def seat(self, name: object, field: str) -> int:
        if not isinstance(name, str) or name not in self.seats:
            raise MalformedInput(field, f"unknown player {excerpt(name)}; players: {self._names()}")
        return self.seats[name]

    def _names(self) -> str:
        return ", ".join(self.players)

    def territory(self, territory_id: str, field: str) -> int:
        try:
            return self.board.index(territory_id)
        except KeyError:
            raise self._unknown_territory(territory_id, field) from None

    def _unknown_territory(self, territory_id: str, field: str) -> MalformedInput:
        problem = f"unknown territory {excerpt(territory_id)} on the {self.board.id} board"
        return MalformedInput(field, problem)

    def state(self) -> GameState:
        doc = self.doc
        phase = Phase(doc["phase"])
        owners, armies = self._territories(doc["territories"])
        battle = self._battle(doc["battle"], phase)
        self._check_armies(owners, armies, phase, battle)
        hands = self._per_player(doc["hands"], "hands")
        draw_pile, discards, hand_cards = self._cards(hands)
        reserves = self._per_player(doc["reserves"], "reserves")
        neutral_reserve = int(doc["neutral_reserve"])
        if neutral_reserve and not self.has_neutral:
            raise MalformedInput("neutral_reserve", self._no_neutral(neutral_reserve))
        return GameState(
            ruleset=self.ruleset,
            players=self.players,
            owners=owners,
            armies=armies,
            hands=hand_cards,
            draw_pile=draw_pile,
            discards=discards,
            sets_traded=int(doc["sets_traded"]),
            phase=phase,
            current=self.seat(doc["current"], "current"),
            reserves=tuple(int(r) for r in reserves),
            neutral_reserve=neutral_reserve,
            turn=int(doc["turn"]),
            first_player=self.seat(doc["first_player"], "first_player"),
            contenders=self._seats(doc["contenders"], "contenders"),
            placements=int(doc["placements"]),
            battle=battle,
            conquered=bool(doc["conquered"]),
            card_bonus_used=bool(doc["card_bonus_used"]),
            eliminated=self._seats(doc["eliminated"], "eliminated"),
            missions=self._missions(doc.get("missions", {})),
            turn_trades=int(doc.get("turn_trades", 0)),
        )

    def _missions(self, entries: Mapping[str, str]) -> tuple[str | None, ...]:
        """Each player's mission; a player left out has none."""
        missions: list[str | None] = [None] * len(self.players)
        deck = self.ruleset.mission_deck
        for name, mission in entries.items():
            seat = self.seat(name, f"missions.{name}")
            if mission not in deck:
                problem = (
                    f"not a mission of the {self.ruleset.name} deck: {excerpt(mission)}"
                    if deck
                    else f"{self.ruleset.name} has no missions"
                )
                raise MalformedInput(f"missions.{name}", problem)
            missions[seat] = mission
        return tuple(missions)

    def _no_neutral(self, what: object) -> str:
        return (
            f"{excerpt(what)}: this game has no neutral (only two players with the neutral "
            "two-player option have one)"
        )

    def _seats(self, names: Sequence[object], field: str) -> tuple[int, ...]:
        return tuple(self.seat(name, f"{field}[{i}]") for i, name in enumerate(names))

    def _territories(
        self, territories: Mapping[str, Mapping[str, Any]]
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        size = len(self.board.territories)
        owners = [UNCLAIMED] * size
        armies = [0] * size
        index_of = self.board.index
        for territory_id, entry in territories.items():
            try:
                index = index_of(territory_id)
            except KeyError:  # the field is written out only for an error
                raise self._unknown_territory(territory_id, f"territories.{territory_id}") from None
            owners[index] = self._owner(entry["owner"], territory_id)
            armies[index] = int(entry["armies"])
        for territory in self.board.territories:
            if territory.id not in territories:
                raise MalformedInput(f"territories.{territory.id}", "missing territory")
        return tuple(owners), tuple(armies)

    def _owner(self, name: str | None, territory_id: str) -> int:
        if name is None:
            return UNCLAIMED
        if name == NEUTRAL_NAME and self.has_neutral:
            return NEUTRAL
        if name in self.seats:
            return self.seats[name]
        field = f"territories.{territory_id}.owner"
        if name == NEUTRAL_NAME:
            raise MalformedInput(field, self._no_neutral(name))
        raise MalformedInput(
            field, f"owner {excerpt(name)} is not a player; players: {self._names()}"
        )

    def _battle(self, spec: Mapping[str, Any] | None, phase: Phase) -> Battle | None:
        if spec is None:
            if phase in _BATTLE_PHASES:
                raise MalformedInput("battle", f"phase {phase.value} needs a battle")
            return None
        if phase not in _BATTLE_PHASES:
            raise MalformedInput(
                "battle", f"a battle exists only in phases defend and move-in, not {phase.value}"
            )
        source = self.territory(spec["source"], "battle.source")
        target = self.territory(spec["target"], "battle.target")
        dice = int(spec["dice"])
        most = self.ruleset.max_attack_dice
        if dice > most:
            raise MalformedInput("battle.dice", f"the attacker rolls 1 to {most} dice, not {dice}")
        return Battle(source, target, dice)

    def _check_armies(
        self,
        owners: tuple[int, ...],
        armies: tuple[int, ...],
        phase: Phase,
        battle: Battle | None,
    ) -> None:
        pairs = zip(owners, armies, strict=True)
        if not any((owner == UNCLAIMED) == bool(n) for owner, n in pairs):
            return  # the common case: armies where there are owners, none elsewhere
        for index, territory in enumerate(self.board.territories):
            field = f"territories.{territory.id}.armies"
            if owners[index] == UNCLAIMED and armies[index]:
                raise MalformedInput(
                    field, f"an unclaimed territory has no armies, not {armies[index]}"
                )
            awaiting_move_in = (
                phase is Phase.MOVE_IN and battle is not None and battle.target == index
            )
            if owners[index] != UNCLAIMED and not armies[index] and not awaiting_move_in:
                raise MalformedInput(
                    field,
                    "an owned territory has at least 1 army (0 only on the conquered "
                    "territory awaiting its move-in)",
                )

    def _per_player(self, entries: Mapping[str, Any], field: str) -> list[Any]:
        for name in entries:
            if name not in self.seats:
                raise MalformedInput(
                    f"{field}.{name}", f"unknown player {excerpt(name)}; players: {self._names()}"
                )
        for name in self.players:
            if name not in entries:
                raise MalformedInput(f"{field}.{name}", f"missing entry for player {excerpt(name)}")
        return [entries[name] for name in self.players]

    def _cards(
        self, hands: list[Sequence[str]]
    ) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
        seen: dict[int, tuple[str, int]] = {}  # card: the field and place it was read at
        card_index = self.board.card_index

        def read(card_ids: Sequence[str], field: str) -> tuple[int, ...]:
            result = []
            for i, card_id in enumerate(card_ids):
                try:
                    card = card_index(card_id)
                except KeyError:
                    raise MalformedInput(
                        f"{field}[{i}]",
                        f"unknown card {excerpt(card_id)} on the {self.board.id} board",
                    ) from None
                if card in seen:
                    other, j = seen[card]
                    raise MalformedInput(
                        f"{field}[{i}]", f"card {excerpt(card_id)} is also at {other}[{j}]"
                    )
                seen[card] = field, i
                result.append(card)
            return tuple(result)

        hand_cards = tuple(
            read(hand, f"hands.{name}") for name, hand in zip(self.players, hands, strict=True)
        )
        draw_pile = read(self.doc["draw_pile"], "draw_pile")
        discards = read(self.doc["discards"], "discards")
        missing = [self.board.card_id(c) for c in range(self.board.deck_size) if c not in seen]
        if missing:
            raise MalformedInput(
                "draw_pile",
                f"every one of the {self.board.deck_size} cards is in a hand, the draw pile "
                f"or the discards; missing: {', '.join(missing)}",
            )
        return draw_pile, discards, hand_cards
