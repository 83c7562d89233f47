"""Setup: who starts, claiming the territories (or the two-player deal), placing armies."""

from __future__ import annotations

from collections.abc import Sequence

from risk_ref.actions import Claim, Deal, DealTerritories, DiceRoll, PlaceSetup, RollForFirst
from risk_ref.errors import Code, IllegalAction, MalformedInput, excerpt
from risk_ref.rule_ids import implements
from risk_ref.rules import inputs
from risk_ref.rules.phase import require_phase
from risk_ref.rules.turn import next_seat, seats_after, start_turn
from risk_ref.ruleset import Ruleset
from risk_ref.state import NEUTRAL, UNCLAIMED, GameState, Phase, evolve
from risk_ref.trace import record, wrote


@implements("setup.players")
def check_player_count(count: int, ruleset: Ruleset) -> None:
    """Raise IllegalAction for a number of players the ruleset does not allow (rule
    ``setup.players``), before a game is started."""
    if count not in ruleset.player_counts:
        raise IllegalAction(Code.PLAYER_COUNT, players=count, allowed=ruleset.player_counts)


@implements("setup.armies", "two-player.neutral")
def new_game(players: Sequence[str], ruleset: Ruleset) -> GameState:
    """A game before anything is decided: the players are about to roll for the first turn."""
    if not isinstance(ruleset, Ruleset):
        raise MalformedInput(
            "ruleset", f"expected a Ruleset (find_ruleset), got {excerpt(ruleset)}"
        )
    names = inputs.names(players)
    check_player_count(len(names), ruleset)
    board = ruleset.board
    size = len(board.territories)
    state = GameState(
        ruleset=ruleset,
        players=names,
        owners=(UNCLAIMED,) * size,
        armies=(0,) * size,
        hands=((),) * len(names),
        draw_pile=tuple(range(board.deck_size)),
        discards=(),
        sets_traded=0,
        phase=Phase.ROLL_FOR_FIRST,
        current=0,
        reserves=(ruleset.armies_per_player(len(names)),) * len(names),
        neutral_reserve=0,
        turn=0,
        first_player=0,
        contenders=tuple(range(len(names))),
        placements=0,
        battle=None,
        conquered=False,
        card_bonus_used=False,
        eliminated=(),
        missions=(None,) * len(names),
    )
    record("setup.armies", "reserves")
    record("setup.first-player", "contenders", "phase")
    if state.has_neutral:
        state = wrote(state, "two-player.neutral", neutral_reserve=ruleset.neutral_armies)
    return state


def validate_roll_for_first(state: GameState, action: RollForFirst) -> None:
    require_phase(state, action, Phase.ROLL_FOR_FIRST)


@implements("setup.first-player")
def roll_for_first(state: GameState, action: RollForFirst, roll: DiceRoll) -> GameState:
    """The highest roll starts; those who tie for highest roll again."""
    validate_roll_for_first(state, action)
    values = inputs.dice(roll.values, len(state.contenders), "chance.values")
    best = max(values)
    tied = tuple(
        seat for seat, value in zip(state.contenders, values, strict=False) if value == best
    )
    if len(tied) > 1:
        return wrote(state, "setup.first-player", contenders=tied)
    first = tied[0]
    state = wrote(state, "setup.first-player", current=first, first_player=first, contenders=())
    if state.has_neutral or state.ruleset.deal_territories:
        return wrote(state, deal_rule(state), phase=Phase.DEAL)
    return wrote(state, "setup.first-player", phase=Phase.CLAIM)


def validate_deal(state: GameState, action: DealTerritories) -> None:
    require_phase(state, action, Phase.DEAL)


def deal_rule(state: GameState) -> str:
    """The rule by which this game's territories are dealt."""
    return "two-player.deal" if state.has_neutral else "missions.deal-territories"


@implements("two-player.deal", "missions.deal-territories")
def deal_piles(state: GameState) -> tuple[int, ...]:
    """Who the territories are dealt to, in dealing order: in the two-player game the two
    players and the neutral; otherwise every seat in turn order from the first player."""
    if state.has_neutral:
        return (0, 1, NEUTRAL)
    seats = len(state.players)
    return tuple((state.first_player + step) % seats for step in range(seats))


def deal(state: GameState, action: DealTerritories, outcome: Deal) -> GameState:
    """The territories dealt out, one army on each: equal piles, the first few piles in
    dealing order one territory more when they do not divide evenly."""
    validate_deal(state, action)
    size = len(state.ruleset.board.territories)
    owners = outcome.owners
    if (
        not isinstance(owners, tuple)
        or len(owners) != size
        or any(type(owner) is not int for owner in owners)  # not 1.0, nor True
    ):
        raise MalformedInput("chance.owners", f"expected an owner for each of {size} territories")
    piles = deal_piles(state)
    for position, owner in enumerate(piles):
        wanted = size // len(piles) + (1 if position < size % len(piles) else 0)
        if owners.count(owner) != wanted:
            raise MalformedInput("chance.owners", _pile_problem(state, piles, owner, wanted))
    reserves = tuple(r - owners.count(seat) for seat, r in enumerate(state.reserves))
    missions = _dealt_missions(state, outcome.missions)
    state = wrote(state, "missions.deal", missions=missions)
    return wrote(
        state,
        deal_rule(state),
        owners=owners,
        armies=(1,) * size,
        reserves=reserves,
        neutral_reserve=state.neutral_reserve - owners.count(NEUTRAL),
        phase=Phase.SETUP,
        current=state.first_player,
        placements=0,
    )


def _pile_problem(state: GameState, piles: tuple[int, ...], owner: int, wanted: int) -> str:
    size = len(state.ruleset.board.territories)
    if state.has_neutral:
        return f"expected {size // len(piles)} territories in each of three piles"
    name = state.players[owner] if owner >= 0 else "nobody"
    return (
        f"expected {wanted} territories for {name} (rule missions.deal-territories: "
        f"{size // len(piles)} each, one more for the first {size % len(piles)} in turn order)"
    )


@implements("missions.deal")
def _dealt_missions(state: GameState, missions: object) -> tuple[str | None, ...]:
    """One distinct mission from the ruleset's deck for each seat (rule missions.deal);
    none at all where the ruleset has no missions."""
    deck = state.ruleset.mission_deck
    seats = len(state.players)
    if not deck:
        if missions != ():
            raise MalformedInput("chance.missions", f"{state.ruleset.name} has no missions")
        return (None,) * seats
    if not isinstance(missions, tuple) or len(missions) != seats:
        raise MalformedInput(
            "chance.missions",
            f"expected one mission for each of {seats} players (rule missions.deal)",
        )
    for seat, mission in enumerate(missions):
        if mission not in deck:
            raise MalformedInput(
                f"chance.missions[{seat}]", f"not a mission in the deck: {excerpt(mission)}"
            )
    if len(set(missions)) != seats:
        raise MalformedInput(
            "chance.missions", "each player is dealt a different mission (rule missions.deal)"
        )
    return tuple(missions)


@implements("setup.claim")
def validate_claim(state: GameState, action: Claim) -> None:
    require_phase(state, action, Phase.CLAIM)
    board = state.ruleset.board
    territory = inputs.territory(action.territory, len(board.territories), "territory")
    if state.owners[territory] != UNCLAIMED:
        raise IllegalAction(Code.TERRITORY_TAKEN, territory=board.territories[territory].id)


def claim(state: GameState, action: Claim) -> GameState:
    validate_claim(state, action)
    seat = state.current
    owners = list(state.owners)
    owners[action.territory] = seat
    armies = list(state.armies)
    armies[action.territory] = 1
    reserves = list(state.reserves)
    reserves[seat] -= 1
    state = wrote(
        state, "setup.claim", owners=tuple(owners), armies=tuple(armies), reserves=tuple(reserves)
    )
    if UNCLAIMED in owners:
        return wrote(state, "setup.claim", current=next_seat(state, seat))
    return _next_placer(wrote(state, "setup.place", phase=Phase.SETUP), seat)


@implements("two-player.place")
def setup_step(state: GameState) -> str:
    """What the current placer puts down next: ``"own"`` or ``"neutral"`` army."""
    own_per_turn = state.ruleset.two_player_own_per_placement
    if state.has_neutral and (
        state.placements >= own_per_turn or not state.reserves[state.current]
    ):
        return "neutral"
    return "own"


@implements("setup.place", "two-player.place")
def validate_place_setup(state: GameState, action: PlaceSetup) -> None:
    require_phase(state, action, Phase.SETUP)
    board = state.ruleset.board
    territory = inputs.territory(action.territory, len(board.territories), "territory")
    owner = state.owners[territory]
    name = board.territories[territory].id
    if setup_step(state) == "own":
        if owner != state.current:
            if state.has_neutral:
                raise IllegalAction(
                    Code.TWO_PLAYER_OWN_FIRST,
                    own=state.ruleset.two_player_own_per_placement,
                    territory=name,
                )
            raise IllegalAction(Code.SETUP_NOT_OWN, territory=name)
    elif owner != NEUTRAL:
        raise IllegalAction(Code.TWO_PLAYER_NEUTRAL_TARGET, territory=name)


@implements("setup.place", "setup.stacking")
def place_setup(state: GameState, action: PlaceSetup) -> GameState:
    validate_place_setup(state, action)
    seat = state.current
    armies = list(state.armies)
    armies[action.territory] += 1
    placing = _placing_rule(state)
    if setup_step(state) == "own":
        reserves = list(state.reserves)
        reserves[seat] -= 1
        state = wrote(state, placing, armies=tuple(armies), reserves=tuple(reserves))
    else:
        neutral = state.neutral_reserve - 1
        state = wrote(state, placing, armies=tuple(armies), neutral_reserve=neutral)
    if not state.has_neutral:
        return _next_placer(state, seat)
    state = wrote(state, placing, placements=state.placements + 1)
    ruleset = state.ruleset
    per_turn = ruleset.two_player_own_per_placement + ruleset.two_player_neutral_per_placement
    own_done = state.placements >= ruleset.two_player_own_per_placement or not state.reserves[seat]
    turn_done = state.placements >= per_turn or (own_done and not state.neutral_reserve)
    if not turn_done:
        return state
    return _next_placer(wrote(state, placing, placements=0), seat)


def _placing_rule(state: GameState) -> str:
    return "two-player.place" if state.has_neutral else "setup.place"


@implements("setup.first-turn")
def _next_placer(state: GameState, seat: int) -> GameState:
    """Placing goes on to the left, skipping those with nothing left; then play begins."""
    for candidate in seats_after(state, seat):
        if state.reserves[candidate] or (state.has_neutral and state.neutral_reserve):
            return wrote(state, _placing_rule(state), current=candidate)
    record("setup.first-turn", "phase", "current", "turn")
    return start_turn(evolve(state, turn=0), state.first_player)
