"""Whether a state is one a game can reach, and if not, what gives it away.

A state can be well formed (every field of the right kind, the cards all present) and
still be one no game ever arrives at: setup armies still in hand in the middle of the
game, a player with no territory left who is not out, a card in the discards that no
trade put there. Such a position misleads whoever tests an engine with it, so the rule
suite's positions, loaded documents and judged positions all pass through
:func:`problems`. Fields are named as in the state document (``reserves.Red``).

The setup is checked by replaying it: claiming, dealing and placing go round the table
in an order the rules fix whatever is chosen, so the engine itself can redo the setup
territory by territory and must arrive at the same reserves and the same player to move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from risk_ref.actions import (
    Action,
    Claim,
    Deal,
    DealTerritories,
    DiceRoll,
    PlaceSetup,
    RollForFirst,
)
from risk_ref.engine import FALLBACK, apply, must_trade, new_game, setup_step, winner
from risk_ref.errors import MalformedInput, RiskError
from risk_ref.ruleset import Ruleset, SecondSet
from risk_ref.state import NEUTRAL, UNCLAIMED, GameState, Phase

SETUP_PHASES = frozenset((Phase.ROLL_FOR_FIRST, Phase.DEAL, Phase.CLAIM, Phase.SETUP))
_RESERVE_PHASES = frozenset((Phase.REINFORCE, Phase.ELIMINATION_TRADE))


@dataclass(frozen=True, slots=True)
class Problem:
    field: str  # as in the state document: "reserves.Red", "territories.alaska.owner"
    message: str

    def __str__(self) -> str:
        return f"{self.field}: {self.message}"


def problems(state: GameState) -> tuple[Problem, ...]:
    """Everything that shows the state cannot arise in a game; empty when it can."""
    found = [*_cards(state), *_players(state), *_missions(state), *_turn_trades(state)]
    if state.phase in SETUP_PHASES:
        found += _setup(state)
    else:
        found += _play(state)
    return tuple(found)


def is_reachable(state: GameState) -> bool:
    return not problems(state)


def require_reachable(state: GameState, unknown: Sequence[str] = ()) -> GameState:
    """The state, if a game can reach it; else MalformedInput naming the first field that
    shows it cannot, but for the ``unknown`` fields (those a hand-written position
    leaves out)."""
    for problem in problems(state):
        if problem.field not in unknown:
            raise MalformedInput(problem.field, problem.message)
    return state


def _name(state: GameState, seat: int) -> str:
    return "neutral" if seat == NEUTRAL else state.players[seat]


def _cards(state: GameState) -> list[Problem]:
    found = []
    places = [*state.hands, state.draw_pile, state.discards]
    every = sorted(card for place in places for card in place)
    if every != list(range(state.ruleset.board.deck_size)):
        found.append(Problem("draw_pile", "every card is in exactly one hand or pile"))
    traded = 3 * state.sets_traded
    if len(state.discards) % 3 or len(state.discards) > traded:
        found.append(
            Problem(
                "discards",
                f"only traded sets are discarded: {len(state.discards)} cards there, "
                f"{state.sets_traded} sets traded in the game",
            )
        )
    return found


def _turn_trades(state: GameState) -> list[Problem]:
    trades = state.turn_trades
    if not trades:
        return []
    if state.ruleset.second_set is not SecondSet.COMPULSORY:
        return [Problem("turn_trades", "the sets of a turn are counted only for second-set")]
    if state.phase in SETUP_PHASES or trades > min(2, state.sets_traded):
        return [Problem("turn_trades", "a turn trades at most two sets while reinforcing")]
    return []


def _players(state: GameState) -> list[Problem]:
    found = []
    for seat in state.eliminated:
        name = state.players[seat]
        if seat in state.owners:
            found.append(Problem(f"eliminated.{name}", "a player who is out holds territories"))
        if state.hands[seat]:
            found.append(Problem(f"hands.{name}", "a player who is out holds no cards"))
    if len(set(state.eliminated)) != len(state.eliminated):
        found.append(Problem("eliminated", "a player is out only once"))
    if state.current in state.eliminated:
        found.append(Problem("current", "a player who is out never has the turn"))
    if state.contenders and state.phase is not Phase.ROLL_FOR_FIRST:
        found.append(Problem("contenders", "only the roll for the first turn has contenders"))
    return found


def _missions(state: GameState) -> list[Problem]:
    missions = state.missions
    dealt = [m for m in missions if m is not None]
    before_deal = state.phase in (Phase.ROLL_FOR_FIRST, Phase.DEAL)
    if not state.ruleset.mission_deck or before_deal:
        return [Problem("missions", "no mission is dealt yet")] if dealt else []
    # a mission to destroy a colour that another player eliminated becomes the fallback
    distinct = [m for m in dealt if m != FALLBACK]
    if len(dealt) != len(missions) or len(set(distinct)) != len(distinct):
        return [Problem("missions", "every player holds a mission of their own")]
    return []


# --- setting up ----------------------------------------------------------------------------


def _setup(state: GameState) -> list[Problem]:
    found = []
    if state.turn:
        found.append(Problem("turn", "no turn is played before the setup ends"))
    if state.conquered or state.card_bonus_used:
        field = "conquered" if state.conquered else "card_bonus_used"
        found.append(Problem(field, "nothing is conquered or traded while setting up"))
    if state.hands != ((),) * len(state.players) or state.sets_traded or state.eliminated:
        found.append(Problem("hands", "no card is held and nobody is out while setting up"))
    if found:
        return found
    if state.phase is Phase.ROLL_FOR_FIRST:
        return _before_the_roll(state)
    return _replayed(state)


def _before_the_roll(state: GameState) -> list[Problem]:
    fresh = new_game(state.players, state.ruleset)
    contenders = state.contenders
    if not contenders or list(contenders) != sorted(set(contenders)):
        return [Problem("contenders", "the roll for the first turn has its rollers, in order")]
    return [
        Problem(field, "the board and reserves are as set up until the roll is decided")
        for field in ("territories", "reserves", "neutral_reserve", "current", "first_player")
        if _field(fresh, field) != _field(state, field)
    ]


def _field(state: GameState, field: str) -> object:
    if field == "territories":
        return (state.owners, state.armies)
    return getattr(state, field)


def _replayed(state: GameState) -> list[Problem]:
    """Redo the setup from the roll, putting each army where the state has it."""
    game = first_turn_won(state.players, state.ruleset, state.first_player)
    if game.phase is Phase.DEAL:
        if state.phase is Phase.DEAL:
            return _compare(game, state)
        try:
            game = apply(game, DealTerritories(), Deal(state.owners, _dealt(state)))
        except RiskError as error:
            return [Problem("territories", f"not a deal the rules make: {error}")]
    while (game.owners, game.armies) != (state.owners, state.armies):
        action = _next_army(game, state)
        if action is None:
            placer = _name(game, game.current if setup_step(game) == "own" else NEUTRAL)
            return [
                Problem(
                    "territories",
                    f"armies are placed in turn from {state.players[state.first_player]}: "
                    f"{placer} would have put down an army that is not on the board",
                )
            ]
        game = apply(game, action)
    return _compare(game, state)


def first_turn_won(players: Sequence[str], ruleset: Ruleset, first: int) -> GameState:
    """A new game whose roll for the first turn the seat ``first`` won outright."""
    roll = tuple(6 if seat == first else 1 for seat in range(len(players)))
    return apply(new_game(players, ruleset), RollForFirst(), DiceRoll(roll))


def _dealt(state: GameState) -> tuple[str, ...]:
    return tuple(m for m in state.missions if m is not None)


def _next_army(game: GameState, state: GameState) -> Action | None:
    """The next army the replay puts down: on a territory the state gives the placer,
    where the replay has fewer armies than the state."""
    if game.phase is Phase.CLAIM:
        for t, owner in enumerate(game.owners):
            if owner == UNCLAIMED and state.owners[t] == game.current:
                return Claim(t)
        return None
    if game.phase is not Phase.SETUP:
        return None
    placer = game.current if setup_step(game) == "own" else NEUTRAL
    for t, owner in enumerate(game.owners):
        if owner == placer and game.armies[t] < state.armies[t]:
            return PlaceSetup(t)
    return None


def _compare(game: GameState, state: GameState) -> list[Problem]:
    expected = {
        "phase": game.phase.value,
        "current": game.players[game.current],
        "placements": game.placements,
        "neutral_reserve": game.neutral_reserve,
        **{f"reserves.{name}": game.reserves[s] for s, name in enumerate(game.players)},
    }
    actual = {
        "phase": state.phase.value,
        "current": state.players[state.current],
        "placements": state.placements,
        "neutral_reserve": state.neutral_reserve,
        **{f"reserves.{name}": state.reserves[s] for s, name in enumerate(state.players)},
    }
    return [
        Problem(field, f"setting up in turn leads to {expected[field]}, not {actual[field]}")
        for field in expected
        if expected[field] != actual[field]
    ]


# --- play ------------------------------------------------------------------------------------


def least_turn(state: GameState) -> int:
    """The earliest turn of a game in which the cards held and traded can all have been
    drawn: at most one card a turn, at the end of its attacks."""
    drawn = sum(map(len, state.hands)) + 3 * state.sets_traded
    this_turn = state.phase is Phase.FORTIFY and state.conquered
    return max(1, drawn + 1 - this_turn)


def at_least_turn(state: GameState) -> GameState:
    """A position in play as late as its cards need (:func:`least_turn`), the first
    player being the one whose turn that makes it while nobody is out: for positions
    written by hand, which give whose turn it is and not how many turns were played."""
    turn = max(state.turn, least_turn(state))
    first = state.first_player
    if not state.eliminated:
        first = (state.current - (turn - 1)) % len(state.players)
    return state._replace(turn=turn, first_player=first)


def _play(state: GameState) -> list[Problem]:
    found = []
    if state.turn < 1:
        found.append(Problem("turn", "play begins with turn 1"))
    elif state.turn < (least := least_turn(state)):
        found.append(
            Problem(
                "turn",
                f"a turn draws one card at most: the cards held and traded need turn {least}",
            )
        )
    seats = len(state.players)
    if not state.eliminated and state.current != (state.first_player + state.turn - 1) % seats:
        found.append(Problem("current", "turns go round from the first player while nobody is out"))
    found += _turn_flags(state)
    if UNCLAIMED in state.owners:
        found.append(Problem("territories", "every territory is held once the setup is over"))
    if state.neutral_reserve:
        found.append(Problem("neutral_reserve", "the neutral has nothing to place after setup"))
    if state.placements:
        found.append(Problem("placements", "placing turns end with the setup"))
    found += _reserves(state)
    alive = [s for s in range(len(state.players)) if s not in state.eliminated]
    for seat in alive:
        if seat not in state.owners:  # a conquest that takes the last one puts them out
            name = state.players[seat]
            found.append(Problem(f"eliminated.{name}", f"{name} holds no territory, so is out"))
    found += _battle(state)
    won = winner(state)
    if state.phase is Phase.GAME_OVER and won is None:
        found.append(Problem("phase", "the game is over only when somebody has won"))
    if state.phase not in (Phase.GAME_OVER, Phase.MOVE_IN) and won is not None:
        found.append(Problem("phase", f"{state.players[won]} has won: the game is over"))
    return found


def _turn_flags(state: GameState) -> list[Problem]:
    """What a turn has done so far: nothing before its attacks, a card bonus only with a
    set traded, a pause for trading only while a trade or its armies are due."""
    found = []
    if state.conquered and state.phase is Phase.REINFORCE:
        found.append(Problem("conquered", "a turn conquers nothing before its attacks"))
    if state.card_bonus_used and not state.sets_traded:
        found.append(Problem("card_bonus_used", "the card bonus comes with a set traded"))
    if state.phase is Phase.ELIMINATION_TRADE:
        name = state.players[state.current]
        if not state.eliminated:
            found.append(Problem("phase", "the attacks pause for trading after an elimination"))
        elif not (must_trade(state) or state.reserves[state.current]):
            found.append(
                Problem(
                    f"reserves.{name}",
                    f"the attacks pause for trading while a trade or its armies are due; "
                    f"{name} has nothing to trade or place",
                )
            )
    return found


def _reserves(state: GameState) -> list[Problem]:
    found = []
    for seat, reserve in enumerate(state.reserves):
        name = state.players[seat]
        if seat != state.current or state.phase not in _RESERVE_PHASES:
            if reserve:
                found.append(
                    Problem(
                        f"reserves.{name}",
                        f"armies are to place only in the reinforcement step of one's own "
                        f"turn; {name} has {reserve}",
                    )
                )
        elif state.phase is Phase.REINFORCE and reserve < 1:
            found.append(
                Problem(f"reserves.{name}", "the attacks begin once the last army is placed")
            )
    return found


def _battle(state: GameState) -> list[Problem]:
    battle = state.battle
    if battle is None:
        return []
    board = state.ruleset.board
    source, target = battle.source, battle.target
    owners, armies = state.owners, state.armies
    if owners[source] != state.current:
        return [Problem("battle.source", "the attack comes from the attacker's territory")]
    if target not in board.neighbours[source]:
        return [Problem("battle.target", "the attacked territory borders the attacking one")]
    if state.phase is Phase.DEFEND:
        if owners[target] == state.current:
            return [Problem("battle.target", "the attacked territory is an enemy's")]
        if battle.dice > armies[source] - 1:
            return [Problem("battle.dice", "one army stays behind: too many dice")]
        return []
    if owners[target] != state.current or armies[target]:
        return [Problem("battle.target", "a conquered territory is the attacker's, empty")]
    if not state.conquered:
        return [Problem("conquered", "a move-in follows a conquest this turn")]
    if battle.dice > armies[source] - 1:
        return [Problem("battle.dice", "the conquering roll costs the attacker nothing")]
    return []
