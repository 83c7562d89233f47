"""The protocol's messages as types, for mypy to check the fields each side reads and
writes. The JSON Schemas of ``risk_ref/schemas/protocol/`` stay the definition (they are
what implementers in other languages read); these mirror them, and tests/test_protocol.py
checks that both name the same messages and fields.

A message is a plain dict at run time: these types cost nothing. An answer read from an
implementation is a :data:`JSONObject` until its schema check passes (see
:mod:`risk_ref.protocol.client`).
"""

# No ``from __future__ import annotations``: Python 3.11 cannot tell NotRequired fields
# in string annotations, and the schema test reads the required keys at run time.
from typing import Literal, NotRequired, TypedDict

JSONObject = dict[str, object]
"""A JSON object no schema has vouched for (yet), as :func:`json.loads` reads it."""

StateDocument = JSONObject
"""A state document: a schema of its own (``state.schema.json``), checked by
:func:`risk_ref.document.from_document` when a state is read from one."""

# --- actions and chance outcomes (action.schema.json, chance.schema.json) -------------------


class RollForFirstJSON(TypedDict):
    type: Literal["roll-for-first"]


class DealTerritoriesJSON(TypedDict):
    type: Literal["deal-territories"]


class ClaimJSON(TypedDict):
    type: Literal["claim"]
    territory: str


class PlaceSetupJSON(TypedDict):
    type: Literal["place-setup"]
    territory: str


class TradeCardsJSON(TypedDict):
    type: Literal["trade-cards"]
    cards: list[str]
    bonus_territory: NotRequired[str | None]


class PlaceJSON(TypedDict):
    type: Literal["place"]
    territory: str
    armies: int


class AttackJSON(TypedDict):
    type: Literal["attack"]
    source: str
    target: str
    dice: int


class DefendJSON(TypedDict):
    type: Literal["defend"]
    dice: int


class MoveInJSON(TypedDict):
    type: Literal["move-in"]
    armies: int


class EndAttackJSON(TypedDict):
    type: Literal["end-attack"]


class FortifyJSON(TypedDict):
    type: Literal["fortify"]
    source: str
    target: str
    armies: int


class EndTurnJSON(TypedDict):
    type: Literal["end-turn"]


ActionJSON = (
    RollForFirstJSON
    | DealTerritoriesJSON
    | ClaimJSON
    | PlaceSetupJSON
    | TradeCardsJSON
    | PlaceJSON
    | AttackJSON
    | DefendJSON
    | MoveInJSON
    | EndAttackJSON
    | FortifyJSON
    | EndTurnJSON
)


class BattleRollJSON(TypedDict):
    type: Literal["battle-roll"]
    attacker: list[int]
    defender: list[int]


class DiceRollJSON(TypedDict):
    type: Literal["dice-roll"]
    values: list[int]


class CardDrawJSON(TypedDict):
    type: Literal["card-draw"]
    card: str


class DealJSON(TypedDict):
    type: Literal["deal"]
    owners: dict[str, str]  # territory ID -> player name, or "neutral"
    missions: NotRequired[dict[str, str]]  # player name -> mission ID


ChanceJSON = BattleRollJSON | DiceRollJSON | CardDrawJSON | DealJSON

# --- requests: what the harness sends -------------------------------------------------------
# A command is a request but for its seq, which the client sets as it sends it.


class HelloCommand(TypedDict):
    cmd: Literal["hello"]
    protocol: Literal[2]


class RulesetChoice(TypedDict):
    name: str
    options: NotRequired[dict[str, str]]


class NewGameCommand(TypedDict):
    cmd: Literal["new-game"]
    ruleset: RulesetChoice
    players: list[str]


class StartCommand(TypedDict):
    cmd: Literal["start"]
    state: StateDocument


class ApplyCommand(TypedDict):
    cmd: Literal["apply"]
    action: ActionJSON
    chance: NotRequired[ChanceJSON | Literal["own"] | None]


class StateCommand(TypedDict):
    cmd: Literal["state"]


class ByeCommand(TypedDict):
    cmd: Literal["bye"]


class HelloRequest(HelloCommand):
    seq: int


class NewGameRequest(NewGameCommand):
    seq: int


class StartRequest(StartCommand):
    seq: int


class ApplyRequest(ApplyCommand):
    seq: int


class StateRequest(StateCommand):
    seq: int


class ByeRequest(ByeCommand):
    seq: int


Command = HelloCommand | NewGameCommand | StartCommand | ApplyCommand | StateCommand | ByeCommand

# --- answers: what an implementation sends back ---------------------------------------------


class Implementation(TypedDict):
    name: str
    version: str
    language: str
    homepage: NotRequired[str | None]


class DeclaredRuleset(TypedDict, total=False):
    options: dict[str, list[str]]  # left out: the default value of every option
    players: list[int]  # left out: every count the ruleset allows
    features: list[str]  # left out: all of them (risk_ref.protocol.capabilities.FEATURES)


Declaration = TypedDict(
    "Declaration",
    {
        "rulesets": dict[str, DeclaredRuleset],
        "own-chance": NotRequired[bool],
        "state-in-answers": NotRequired[bool],
    },
)  # what an implementation declares it implements: names that are no Python names


class HelloAnswer(TypedDict):
    seq: int
    ok: Literal[True]
    protocol: Literal[2]
    implementation: Implementation
    capabilities: Declaration


class AcceptedVerdict(TypedDict):
    seq: int
    ok: Literal[True]
    accepted: Literal[True]
    chance: NotRequired[ChanceJSON | None]  # after a request whose chance was "own"
    state: NotRequired[StateDocument | None]  # with state-in-answers


class RefusedVerdict(TypedDict):
    seq: int
    ok: Literal[True]
    accepted: Literal[False]
    rule: str | None
    code: NotRequired[str | None]
    message: str
    state: NotRequired[StateDocument | None]  # with state-in-answers


VerdictAnswer = AcceptedVerdict | RefusedVerdict  # the schema's if/then/else, as two types


class StartAnswer(TypedDict):
    seq: int
    ok: Literal[True]
    state: NotRequired[StateDocument]  # with state-in-answers


class StateAnswer(TypedDict):
    seq: int
    ok: Literal[True]
    state: StateDocument


class OkAnswer(TypedDict):
    seq: int
    ok: Literal[True]


class ErrorAnswer(TypedDict):
    seq: int | None  # None when the request's seq could not be read
    ok: Literal[False]
    error: str


Answer = HelloAnswer | VerdictAnswer | StartAnswer | StateAnswer | OkAnswer
"""The answer to a request the implementation could process (else an ErrorAnswer)."""
