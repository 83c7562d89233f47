"""Steps shared by every area: the table, the board, hands, dictated chance, refusals.

Given a {n}-player game
Given a {n}-player game with the option {option} set to {value}
Given a {n}-player game of {ruleset}               (ruleset: "secret-mission")
Given a {n}-player game of {ruleset} with the option {option} set to {value}
Given it is {player}'s turn in the {phase} phase
Given the board:                                  (table: territory | owner | armies)
Given every other territory belongs to {player}
Given {player} holds the cards {cards}            (card IDs: alaska, wild-1, ...)
Given {player} holds no cards
Given the draw pile holds {cards}                 (the other cards not in hands are discards)
Given the draw pile is empty
Given {n} sets have been traded
Given {player} has {n} armies to place
Given the dice will roll {attacker} against {defender}
Given the next card drawn will be {card}
Then the action is refused under rule {rule} with code {code}
Then the action is malformed
Then {territory} belongs to {player} with {n} armies
Then {territory} has {n} armies
Then {player} has {n} armies to place
Then it is {player}'s turn in the {phase} phase
Then {player} holds {n} cards
Then {player} holds the cards {cards}
Then {player} is eliminated
Then the game is won by {player}
Then the game is not over
"""

from __future__ import annotations

from collections.abc import Callable

from pytest_bdd import given, parsers, then

from risk_ref.actions import BattleRoll, CardDraw
from risk_ref.driver import Driver
from risk_ref.engine import new_game, winner
from risk_ref.ruleset import find_ruleset
from risk_ref.state import GameState, Phase
from tests.suite.steps.table import COLOURS, Table, check_rejection, fill_unlisted


def _new_table(
    engine: Callable[[], Driver], players: int, options: dict[str, str], ruleset: str = "classic"
) -> Table:
    """A Given builds its position with the reference: it is the scenario's premise, which
    the engine under test starts from (the protocol's ``start``), then plays on."""
    state = new_game(COLOURS[:players], find_ruleset(ruleset, options))
    return Table(engine(), state, options=options)


@given(parsers.parse("a {players:d}-player game"), target_fixture="table")
def a_game(players: int, engine: Callable[[], Driver]) -> Table:
    return _new_table(engine, players, {})


@given(
    parsers.parse("a {players:d}-player game with the option {option} set to {value}"),
    target_fixture="table",
)
def a_game_with_option(
    players: int, option: str, value: str, engine: Callable[[], Driver]
) -> Table:
    return _new_table(engine, players, {option: value})


@given(
    parsers.re(
        r"a (?P<players>\d+)-player game of (?P<ruleset>[\w-]+)"
        r"(?: with the option (?P<option>[\w-]+) set to (?P<value>[\w-]+))?$"
    ),
    target_fixture="table",
)
def a_game_of(
    players: str, ruleset: str, option: str | None, value: str | None, engine: Callable[[], Driver]
) -> Table:
    options = {option: value} if option is not None and value is not None else {}
    return _new_table(engine, int(players), options, ruleset)


@given(parsers.parse("it is {player}'s turn in the {phase} phase"))
def turn_in_phase(table: Table, player: str, phase: str) -> None:
    """A new moment of play: armies to place said before it no longer hold."""
    table.given_reserves.clear()
    table.edit(
        phase=Phase(phase), current=table.seat(player), turn=1, contenders=(), first_player=0
    )
    fill_unlisted(table)


@given(parsers.parse("the board:"))
def the_board(table: Table, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    assert header == ["territory", "owner", "armies"], f"unexpected columns {header}"
    owners = list(table.state.owners)
    armies = list(table.state.armies)
    for territory_id, owner, count in rows:
        territory = table.territory(territory_id)
        owners[territory] = table.seat(owner) if owner != "neutral" else -2
        armies[territory] = int(count)
        table.listed.add(territory)
    table.edit(owners=tuple(owners), armies=tuple(armies))


@given(parsers.parse("every other territory belongs to {player}"))
def every_other_territory(table: Table, player: str) -> None:
    fill_unlisted(table, (table.seat(player),))
    table.listed.update(range(len(table.state.owners)))


def _set_hand(table: Table, seat: int, cards: tuple[int, ...]) -> None:
    """The seat holds exactly these cards: taken from wherever they were, and the cards
    it held before and no longer holds back on the draw pile."""
    hands = [tuple(c for c in hand if c not in cards) for hand in table.state.hands]
    returned = hands[seat]
    hands[seat] = tuple(sorted(cards))
    in_hands = {c for hand in hands for c in hand}
    table.edit(
        hands=tuple(hands),
        draw_pile=tuple(
            sorted(c for c in (*table.state.draw_pile, *returned) if c not in in_hands)
        ),
        discards=tuple(c for c in table.state.discards if c not in in_hands),
    )


@given(parsers.parse("{player} holds the cards {cards}"))
def holds_cards(table: Table, player: str, cards: str) -> None:
    _set_hand(table, table.seat(player), table.cards(cards))


@given(parsers.parse("{player} holds no cards"))
def holds_no_cards(table: Table, player: str) -> None:
    _set_hand(table, table.seat(player), ())


def _set_piles(table: Table, pile: tuple[int, ...]) -> None:
    in_hands = {c for hand in table.state.hands for c in hand}
    rest = [c for c in range(table.board.deck_size) if c not in in_hands and c not in pile]
    table.edit(draw_pile=tuple(sorted(pile)), discards=tuple(rest))


@given(parsers.parse("the draw pile holds {cards}"))
def draw_pile_holds(table: Table, cards: str) -> None:
    _set_piles(table, table.cards(cards))


@given("the draw pile is empty")
def draw_pile_empty(table: Table) -> None:
    _set_piles(table, ())


@given(parsers.parse("{count:d} sets have been traded"))
def sets_traded(table: Table, count: int) -> None:
    table.edit(sets_traded=count)


@given(parsers.re(r"(?P<player>\w+) has (?P<count>\d+) arm(?:y|ies) to place"))
def armies_to_place(table: Table, player: str, count: str) -> None:
    reserves = list(table.state.reserves)
    seat = table.seat(player)
    reserves[seat] = int(count)
    table.edit(reserves=tuple(reserves))
    table.given_reserves[seat] = int(count)


def parse_dice(text: str) -> tuple[int, ...]:
    return tuple(int(v) for v in text.replace(",", " ").split())


@given(parsers.parse("the dice will roll {attacker} against {defender}"))
def dice_will_roll(table: Table, attacker: str, defender: str) -> None:
    table.chance.append(BattleRoll(parse_dice(attacker), parse_dice(defender)))


@given(parsers.parse("the next card drawn will be {card}"))
def next_card(table: Table, card: str) -> None:
    table.chance.append(CardDraw(table.card(card)))


@then(parsers.parse("the action is refused under rule {rule} with code {code}"))
def refused(table: Table, rule: str, code: str) -> None:
    rejection = table.take_rejection()
    assert table.current() == table.before, "a refused action changed the state"
    check_rejection(table.driver, rejection, rule, code)
    table.control(rule)


@then("the action is malformed")
def malformed(table: Table) -> None:
    rejection = table.take_rejection()
    assert table.current() == table.before, "a refused action changed the state"
    check_rejection(table.driver, rejection, None, "malformed")
    table.control(None)


def _now(table: Table) -> GameState:
    table.require_accepted()
    return table.current()


@then(
    parsers.re(r"(?P<territory>[\w-]+) belongs to (?P<player>\w+) with (?P<count>\d+) arm(?:y|ies)")
)
def belongs_to(table: Table, territory: str, player: str, count: str) -> None:
    state = _now(table)
    t = table.territory(territory)
    owner = state.owners[t]
    assert owner == table.seat(player), f"{territory} belongs to seat {owner}"
    assert state.armies[t] == int(count), f"{territory} has {state.armies[t]} armies"


@then(parsers.re(r"(?P<territory>[\w-]+) has (?P<count>\d+) arm(?:y|ies)$"))
def territory_armies(table: Table, territory: str, count: str) -> None:
    state = _now(table)
    armies = state.armies[table.territory(territory)]
    assert armies == int(count), f"{territory} has {armies} armies"


@then(parsers.re(r"(?P<player>\w+) has (?P<count>\d+) arm(?:y|ies) to place"))
def has_to_place(table: Table, player: str, count: str) -> None:
    reserves = _now(table).reserves[table.seat(player)]
    assert reserves == int(count), f"{player} has {reserves} armies to place"


@then(parsers.parse("it is {player}'s turn in the {phase} phase"))
def is_turn(table: Table, player: str, phase: str) -> None:
    state = _now(table)
    assert (state.players[state.current], state.phase.value) == (player, phase), (
        f"it is {state.players[state.current]}'s turn in the {state.phase.value} phase"
    )


@then(parsers.re(r"(?P<player>\w+) holds (?P<count>\d+) cards?$"))
def holds_count(table: Table, player: str, count: str) -> None:
    hand = _now(table).hands[table.seat(player)]
    assert len(hand) == int(count), f"{player} holds {len(hand)} cards"


@then(parsers.parse("{player} holds the cards {cards}"))
def holds_exactly(table: Table, player: str, cards: str) -> None:
    hand = _now(table).hands[table.seat(player)]
    assert hand == tuple(sorted(table.cards(cards))), (
        f"{player} holds {[table.board.card_id(c) for c in hand]}"
    )


@then(parsers.parse("{player} is eliminated"))
def is_eliminated(table: Table, player: str) -> None:
    assert table.seat(player) in _now(table).eliminated, f"{player} is still in the game"


@then(parsers.parse("the game is won by {player}"))
def won_by(table: Table, player: str) -> None:
    state = _now(table)  # the engine's own position: it ended the game
    assert state.phase is Phase.GAME_OVER, f"the game goes on ({state.phase.value})"
    seat = winner(state)  # who that position makes the winner (the document names none)
    assert seat is not None and state.players[seat] == player


@then("the game is not over")
def not_over(table: Table) -> None:
    assert _now(table).phase is not Phase.GAME_OVER, "the game is over"
