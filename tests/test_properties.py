"""Properties of whole games: seeded random games checked at every step.

Every game is played by a random policy that prefers attacking, with chance from
:class:`risk_ref.chance.SeededChance`; the policy's own choices come from a second
generator seeded from the same seed, so every failure is reproducible from its seed.
The policy, the game loop and the random candidate actions are in random_games.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from risk_ref import (
    NEUTRAL,
    UNCLAIMED,
    Action,
    BattleRoll,
    CardDraw,
    Claim,
    Deal,
    DealTerritories,
    Defend,
    DiceRoll,
    EndAttack,
    Fortify,
    GameState,
    IllegalAction,
    MalformedInput,
    MoveIn,
    Phase,
    Place,
    PlaceSetup,
    RiskError,
    RollForFirst,
    Termination,
    TradeCards,
    apply,
    chance_needed,
    check,
    find_ruleset,
    is_legal,
    legal_actions,
    new_game,
    outcome,
)
from risk_ref.reachable import problems
from risk_ref.rule_ids import RULE_IDS
from risk_ref.rules.missions import completed
from risk_ref.ruleset import CardBonusMode, TwoPlayerVictory
from tests.random_games import (
    DECK,
    NAMES,
    TERRITORIES,
    Step,
    final_state,
    frozen_copy,
    play,
    random_candidate,
    sampled_states,
    start,
)

CONFIGS: list[tuple[int, dict[str, str]]] = [
    (2, {}),
    (2, {"two-player": "no-neutral"}),
    (2, {"two-player-victory": "all-territories"}),
    (2, {"fortify": "connected"}),
    (3, {}),
    (4, {}),
    (5, {}),
    (6, {}),
    (3, {"fortify": "connected"}),
    (4, {"card-bonus": "each-card"}),
    (3, {"card-bonus": "once-per-trade"}),
    (4, {"board": "no-east-africa-middle-east"}),
]
CONFIG_IDS = [f"{n}p-" + ",".join(f"{k}={v}" for k, v in o.items()) for n, o in CONFIGS]

# Games of the rulesets with missions, whose players are named by their colours so that
# the destroy missions name players at the table.
MISSION_CONFIGS: list[tuple[str, int, dict[str, str]]] = [
    ("secret-mission", 3, {}),
    ("secret-mission", 4, {}),
    ("secret-mission", 6, {}),
    ("secret-mission", 5, {"destroy-by-another": "completes"}),
    ("risiko", 3, {}),
    ("risiko", 4, {}),
    ("risiko", 5, {}),
    ("risiko", 6, {"destroy-by-another": "completes"}),
]
MISSION_IDS = [
    f"{r}-{n}p-" + ",".join(f"{k}={v}" for k, v in o.items()) for r, n, o in MISSION_CONFIGS
]

seeds = st.integers(min_value=0, max_value=2**32 - 1)


# --- invariants ---------------------------------------------------------------------------


def check_invariants(state: GameState) -> None:
    seats = range(len(state.players))
    owners, armies = state.owners, state.armies
    assert len(owners) == len(armies) == TERRITORIES
    if state.phase in (Phase.ROLL_FOR_FIRST, Phase.DEAL):
        assert set(owners) == {UNCLAIMED}
        assert set(armies) == {0}
    elif state.phase is Phase.CLAIM:
        for owner, count in zip(owners, armies, strict=True):
            if owner == UNCLAIMED:
                assert count == 0
            else:
                assert owner in seats
                assert count == 1
    else:
        allowed = set(seats) | ({NEUTRAL} if state.has_neutral else set())
        conquered = None
        if state.phase is Phase.MOVE_IN:
            assert state.battle is not None
            conquered = state.battle.target
            assert owners[conquered] == state.current
        for t in range(TERRITORIES):
            assert owners[t] in allowed, (t, owners[t])
            if t == conquered:
                assert armies[t] == 0, (t, armies[t])
            else:
                assert armies[t] >= 1, (t, armies[t])
    # every card exactly once
    cards = [c for hand in state.hands for c in hand] + [*state.draw_pile, *state.discards]
    assert sorted(cards) == list(range(DECK)), cards
    assert all(r >= 0 for r in state.reserves)
    assert state.neutral_reserve >= 0
    for seat in state.eliminated:
        assert seat in seats
        assert seat not in owners
        assert state.hands[seat] == ()
    assert len(set(state.eliminated)) == len(state.eliminated)
    if state.phase in (Phase.DEFEND, Phase.MOVE_IN):
        assert state.battle is not None
    check_missions(state)
    assert problems(state) == (), problems(state)  # a state of play is one a game reaches
    if state.phase is Phase.GAME_OVER:
        assert outcome(state) is not None
    else:
        assert outcome(state) is None


def check_missions(state: GameState) -> None:
    """No missions without a deck, or before the deal; after it, one of the deck each."""
    assert len(state.missions) == len(state.players)
    deck = state.ruleset.mission_deck
    if not deck or state.phase in (Phase.ROLL_FOR_FIRST, Phase.DEAL):
        assert set(state.missions) == {None}, state.missions
    else:
        assert all(m in deck for m in state.missions), state.missions


def losses(attacker: tuple[int, ...], defender: tuple[int, ...]) -> tuple[int, int]:
    """Recomputed here: highest die against highest, ties to the defender."""
    lost_attacker = lost_defender = 0
    pairs = zip(sorted(attacker, reverse=True), sorted(defender, reverse=True), strict=False)
    for a, d in pairs:
        if a > d:
            lost_defender += 1
        else:
            lost_attacker += 1
    return lost_attacker, lost_defender


def reinforcement(state: GameState, seat: int) -> int:
    held = state.owners.count(seat)
    continents = sum(
        c.bonus
        for c in state.ruleset.board.continents
        if all(state.owners[t] == seat for t in c.territories)
    )
    return max(3, held // 3) + continents


def check_step(step: Step) -> None:
    """The armies on the board change only by placement and by battle losses."""
    before, action, drawn, after = step.before, step.action, step.chance, step.after
    ruleset = before.ruleset
    seat = before.current
    delta = sum(after.armies) - sum(before.armies)
    changed = {t for t in range(TERRITORIES) if after.armies[t] != before.armies[t]}
    reserve_delta = after.reserves[seat] - before.reserves[seat]
    if isinstance(action, DealTerritories):
        assert isinstance(drawn, Deal)
        assert delta == TERRITORIES
        assert after.armies == (1,) * TERRITORIES
        spent = sum(before.reserves) - sum(after.reserves)
        spent += before.neutral_reserve - after.neutral_reserve
        assert spent == TERRITORIES
    elif isinstance(action, Claim):
        assert delta == 1
        assert changed == {action.territory}
        assert reserve_delta == -1
    elif isinstance(action, PlaceSetup):
        assert delta == 1
        assert changed == {action.territory}
        if after.phase is Phase.SETUP:
            spent = sum(before.reserves) - sum(after.reserves)
            spent += before.neutral_reserve - after.neutral_reserve
            assert spent == 1
        else:
            # the last setup army: nothing is left to place but the first turn's armies
            # (or a mission was dealt complete, and the game ends as setup does)
            assert after.neutral_reserve == 0
            assert after.phase is Phase.REINFORCE or _won_by_mission(after)
            assert all(r == 0 for s, r in enumerate(after.reserves) if s != after.current)
    elif isinstance(action, TradeCards):
        shown = {c for c in action.cards if c < TERRITORIES and before.owners[c] == seat}
        symbols = tuple(ruleset.board.card_symbol(c) for c in action.cards)
        value = ruleset.trade_value(symbols, before.sets_traded)
        if ruleset.card_bonus_mode is CardBonusMode.EACH_CARD_ANYWHERE:
            # Risiko!: the bonus joins the armies to place; nothing changes on the board
            assert not changed
            assert reserve_delta == value + ruleset.card_bonus * len(shown)
        else:
            if ruleset.card_bonus_mode is CardBonusMode.EACH_CARD:
                bonus_on = shown
            elif action.bonus_territory is None:
                bonus_on = set()
            else:
                bonus_on = {action.bonus_territory}
            assert changed == bonus_on
            for t in bonus_on:
                assert after.armies[t] - before.armies[t] == ruleset.card_bonus
            assert delta == ruleset.card_bonus * len(bonus_on)
            assert reserve_delta == value
        assert after.sets_traded == before.sets_traded + 1
        assert set(action.cards) <= set(after.discards)
        assert not set(action.cards) & set(after.hands[seat])
    elif isinstance(action, Place):
        assert delta == action.armies
        assert changed == {action.territory}
        assert reserve_delta == -action.armies
    elif isinstance(action, Defend):
        assert isinstance(drawn, BattleRoll)
        battle = before.battle
        assert battle is not None
        assert len(drawn.attacker) == battle.dice
        assert len(drawn.defender) == action.dice
        lost_attacker, lost_defender = losses(drawn.attacker, drawn.defender)
        assert lost_attacker + lost_defender == min(battle.dice, action.dice)
        assert after.armies[battle.source] == before.armies[battle.source] - lost_attacker
        assert after.armies[battle.target] == before.armies[battle.target] - lost_defender
        assert changed <= {battle.source, battle.target}
        assert delta == -(lost_attacker + lost_defender)
        conquered = after.armies[battle.target] == 0
        assert (after.phase is Phase.MOVE_IN) == conquered
        if conquered:
            assert after.owners[battle.target] == seat
    else:
        assert delta == 0, action
        if isinstance(action, MoveIn | Fortify):
            assert len(changed) in (0, 2)
        else:
            assert not changed
    # a new turn starts with the reinforcements the rules give
    if after.phase is Phase.REINFORCE and after.turn != before.turn:
        assert after.turn == before.turn + 1
        assert after.current not in after.eliminated
        assert after.reserves[after.current] == reinforcement(after, after.current)
        assert not after.conquered
        assert not after.card_bonus_used
    # the deck only moves at a draw, a trade or an elimination
    if isinstance(action, EndAttack) and isinstance(drawn, CardDraw):
        assert drawn.card in after.hands[seat]
        assert len(after.hands[seat]) == len(before.hands[seat]) + 1


def _won_by_mission(state: GameState) -> bool:
    result = outcome(state)
    return result is not None and result.termination is Termination.MISSION


def check_finished(state: GameState) -> None:
    assert state.phase is Phase.GAME_OVER, "the game did not finish"
    result = outcome(state)
    assert result is not None
    seat = state.players.index(result.winner)
    holds_all = state.owners.count(seat) == TERRITORIES
    alive = [s for s in range(len(state.players)) if s not in state.eliminated]
    if holds_all:
        assert result.termination is Termination.WORLD_DOMINATION
    elif state.ruleset.mission_deck:
        assert result.termination is Termination.MISSION
        assert result.mission == state.missions[seat]
        assert completed(state, seat)
    else:
        assert state.has_neutral
        assert state.ruleset.two_player_victory is TwoPlayerVictory.ELIMINATE_OPPONENT
        assert alive == [seat]
        assert result.termination is Termination.LAST_OPPONENT_ELIMINATED
    assert legal_actions(state) == []


# --- games played to the end --------------------------------------------------------------


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
@settings(max_examples=10, deadline=None)
@given(seed=seeds)
def test_random_games_keep_the_invariants(players: int, options: dict[str, str], seed: int) -> None:
    state = new_game(NAMES[:players], find_ruleset("classic", options))
    check_invariants(state)
    for step in play(seed, players, options):
        check_invariants(step.after)
        check_step(step)
        state = step.after
    check_finished(state)


@pytest.mark.parametrize(("ruleset", "players", "options"), MISSION_CONFIGS, ids=MISSION_IDS)
@settings(max_examples=10, deadline=None)
@given(seed=seeds)
def test_random_mission_games_keep_the_invariants(
    ruleset: str, players: int, options: dict[str, str], seed: int
) -> None:
    state = start(players, options, ruleset)
    check_invariants(state)
    for step in play(seed, players, options, ruleset=ruleset):
        check_invariants(step.after)
        check_step(step)
        state = step.after
    check_finished(state)


@pytest.mark.parametrize(("players", "options"), CONFIGS[:5], ids=CONFIG_IDS[:5])
def test_same_seed_same_game(players: int, options: dict[str, str]) -> None:
    first = final_state(12345, players, options)
    second = final_state(12345, players, options)
    assert first is not None
    assert first == second
    other = final_state(54321, players, options)
    assert other != first


# --- legality: is_legal against legal_actions ---------------------------------------------


def key(action: object) -> str:
    """Strict identity of an action: True is not 1 and 1.0 is not 1."""
    return repr(action)


def plausible_chance(rng: random.Random, state: GameState, action: Any) -> Any:
    """A well-formed outcome of the kind the action would take, if any."""

    def die() -> int:
        return rng.randint(1, 6)

    if isinstance(action, Defend):
        attacking = state.battle.dice if state.battle is not None else 1
        defending = action.dice if type(action.dice) is int and 1 <= action.dice <= 3 else 1
        return BattleRoll(
            tuple(die() for _ in range(attacking)), tuple(die() for _ in range(defending))
        )
    if isinstance(action, RollForFirst):
        return DiceRoll(tuple(die() for _ in state.contenders or (0,)))
    if isinstance(action, DealTerritories):
        owners = [0, 1, NEUTRAL] * (TERRITORIES // 3)
        rng.shuffle(owners)
        return Deal(tuple(owners))
    if isinstance(action, EndAttack) and chance_needed(state, action) is CardDraw:
        pile = state.draw_pile or state.discards
        return CardDraw(rng.choice(pile))
    return None


CANDIDATE_CONFIGS = [("classic", *CONFIGS[i]) for i in (0, 1, 2, 3, 4, 5, 7, 8, 9)] + [
    MISSION_CONFIGS[1],
    MISSION_CONFIGS[5],
]
CANDIDATE_IDS = [CONFIG_IDS[i] for i in (0, 1, 2, 3, 4, 5, 7, 8, 9)] + [
    MISSION_IDS[1],
    MISSION_IDS[5],
]


@pytest.mark.parametrize(("ruleset", "players", "options"), CANDIDATE_CONFIGS, ids=CANDIDATE_IDS)
@settings(max_examples=4, deadline=None)
@given(seed=seeds)
def test_is_legal_agrees_with_legal_actions(
    ruleset: str, players: int, options: dict[str, str], seed: int
) -> None:
    rng = random.Random(f"candidates-{seed}")
    for state in sampled_states(seed, players, options, 25, ruleset):
        legal = legal_actions(state)
        keys = {key(a) for a in legal}
        assert len(keys) == len(legal), "legal_actions lists an action twice"
        for action in legal:
            assert is_legal(state, action), action
        for _ in range(150):
            candidate = random_candidate(rng, state)
            assert is_legal(state, candidate) == (key(candidate) in keys), (
                state.phase,
                candidate,
            )


@pytest.mark.parametrize(("ruleset", "players", "options"), CANDIDATE_CONFIGS, ids=CANDIDATE_IDS)
@settings(max_examples=4, deadline=None)
@given(seed=seeds)
def test_illegal_actions_change_nothing(
    ruleset: str, players: int, options: dict[str, str], seed: int
) -> None:
    rng = random.Random(f"illegal-{seed}")
    for state in sampled_states(seed, players, options, 25, ruleset):
        saved = frozen_copy(state)
        keys = {key(a) for a in legal_actions(state)}
        tried = 0
        while tried < 60:
            candidate = random_candidate(rng, state)
            if key(candidate) in keys:
                continue
            tried += 1
            drawn = plausible_chance(rng, state, candidate) if rng.random() < 0.8 else None
            with pytest.raises(RiskError) as raised:
                apply(state, candidate, drawn)
            error = raised.value
            assert isinstance(error, IllegalAction | MalformedInput), type(error)
            assert state == saved
            with pytest.raises(RiskError) as checked:
                check(state, candidate)
            assert type(checked.value) is type(error)
            if isinstance(error, IllegalAction):
                assert isinstance(checked.value, IllegalAction)
                assert error.rule in RULE_IDS
                assert checked.value.code is error.code
                assert "{" not in error.message
            else:
                assert isinstance(checked.value, MalformedInput)
                assert checked.value.field == error.field


CHANCE_STATES = [(99, 2, {}), (99, 2, {"two-player": "no-neutral"}), (5, 3, {}), (6, 4, {})]


def _chance_cases() -> Iterator[tuple[GameState, Action]]:
    """Legal actions at sampled states, and every chance-taking one among them."""
    rng = random.Random(7)
    for seed, players, options in CHANCE_STATES:
        for state in sampled_states(seed, players, options, 40):
            legal = legal_actions(state)
            chancy = [a for a in legal if chance_needed(state, a) is not None]
            for action in chancy + rng.sample(legal, min(3, len(legal))):
                yield state, action


def test_missing_or_needless_chance_is_malformed() -> None:
    """A legal action without the chance outcome it needs, or with one it does not take,
    is malformed and changes nothing."""
    seen = set()
    for state, action in _chance_cases():
        saved = frozen_copy(state)
        kind = chance_needed(state, action)
        seen.add(kind)
        bad: Any = None if kind is not None else BattleRoll((1,), (1,))
        with pytest.raises(MalformedInput):
            apply(state, action, bad)
        assert state == saved
    assert {BattleRoll, CardDraw, DiceRoll, Deal, None} <= seen


def malformed_problem(state: GameState, action: Action, bad: Any) -> str | None:
    """None if ``apply`` rejects the outcome as malformed; otherwise what went wrong."""
    try:
        apply(state, action, bad)
    except MalformedInput:
        return None
    except Exception as error:
        return (
            f"{action!r} with {bad!r} in phase {state.phase.value}: {type(error).__name__}: {error}"
        )
    return f"{action!r} in phase {state.phase.value} accepted {bad!r}"


def test_wrong_kind_of_chance_is_malformed() -> None:
    """A legal action given a chance outcome of the wrong kind is malformed (never
    another exception) and changes nothing."""
    kinds: list[Any] = [CardDraw(0), BattleRoll((1,), (1,)), DiceRoll((1, 2)), Deal(())]
    problems: set[str] = set()
    for state, action in _chance_cases():
        kind = chance_needed(state, action)
        if kind is None:
            continue
        saved = frozen_copy(state)
        for bad in kinds:
            if isinstance(bad, kind):
                continue
            problem = malformed_problem(state, action, bad)
            if problem is not None:
                problems.add(problem)
            assert state == saved
    assert not problems, "\n".join(sorted(problems))


def ill(value: object) -> Any:
    """A value of the wrong type, on purpose."""
    return value


def _bad_outcomes(rng: random.Random, state: GameState, action: Action) -> list[Any]:
    """Outcomes of the right kind that the dice or the deck could never give."""
    if isinstance(action, Defend):
        assert state.battle is not None
        a, d = state.battle.dice, action.dice
        good_a = tuple(rng.choice((3, 4)) for _ in range(a))
        good_d = tuple(rng.choice((3, 4)) for _ in range(d))
        return [
            BattleRoll((*good_a, 1), good_d),
            BattleRoll(good_a, (*good_d, 1)),
            BattleRoll(good_a[1:], good_d),
            BattleRoll(good_a, ()),
            BattleRoll((0, *good_a[1:]), good_d),
            BattleRoll(good_a, (7, *good_d[1:])),
            BattleRoll(ill(list(good_a)), good_d),
            BattleRoll(good_a, ill(("6",) * d)),
            BattleRoll(good_a, (True,) * d),
        ]
    if isinstance(action, RollForFirst):
        n = len(state.contenders)
        return [
            DiceRoll((6,) * (n + 1)),
            DiceRoll((6,) * (n - 1)),
            DiceRoll((0,) + (6,) * (n - 1)),
            DiceRoll((7,) * n),
            DiceRoll(ill([6] * n)),
            DiceRoll(ill((6.0,) * n)),
        ]
    if isinstance(action, DealTerritories):
        fair = [0, 1, NEUTRAL] * 14
        return [
            Deal(tuple(fair[:-1])),
            Deal((*fair, 0)),
            Deal(tuple([0] * 42)),
            Deal(tuple([0, 1, UNCLAIMED] * 14)),
            Deal(tuple([0, 1, 2] * 14)),
            Deal(ill(fair)),
        ]
    if isinstance(action, EndAttack):
        pile = state.draw_pile or state.discards
        missing = [c for c in range(DECK) if c not in pile]
        bad: list[Any] = [CardDraw(-1), CardDraw(DECK), CardDraw(ill(str(pile[0]))), CardDraw(True)]
        bad += [CardDraw(c) for c in missing[:3]]
        return bad
    return []


def test_impossible_chance_outcomes_are_malformed() -> None:
    rng = random.Random(3)
    count = 0
    problems: set[str] = set()
    for state, action in _chance_cases():
        saved = frozen_copy(state)
        for bad in _bad_outcomes(rng, state, action):
            count += 1
            problem = malformed_problem(state, action, bad)
            if problem is not None:
                problems.add(problem)
            assert state == saved
    assert count > 50
    assert not problems, "\n".join(sorted(problems))
