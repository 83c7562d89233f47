"""The classic board as data: territories, continents, borders, sea lanes and the deck."""

from __future__ import annotations

import re
from collections import Counter, deque

import pytest

from risk_ref import CLASSIC_BOARD, Symbol

BOARD = CLASSIC_BOARD
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def test_42_territories_indexed_in_order() -> None:
    assert len(BOARD.territories) == 42
    assert [t.index for t in BOARD.territories] == list(range(42))


def test_territory_ids_unique_and_lower_kebab_case() -> None:
    ids = [t.id for t in BOARD.territories]
    assert len(set(ids)) == 42
    for tid in ids:
        assert KEBAB.match(tid), tid
    for territory in BOARD.territories:
        assert BOARD.index(territory.id) == territory.index
        assert territory.name


def test_unknown_territory_id() -> None:
    with pytest.raises(KeyError):
        BOARD.index("atlantis")


@pytest.mark.parametrize(
    ("continent_id", "count", "bonus"),
    [
        ("north-america", 9, 5),
        ("south-america", 4, 2),
        ("europe", 7, 5),
        ("africa", 6, 3),
        ("asia", 12, 7),
        ("australia", 4, 2),
    ],
)
def test_continent_counts_and_bonuses(continent_id: str, count: int, bonus: int) -> None:
    continent = BOARD.continent(continent_id)
    assert len(continent.territories) == count
    assert continent.bonus == bonus
    for t in continent.territories:
        assert BOARD.territories[t].continent == continent_id


def test_six_continents_partition_the_territories() -> None:
    assert len(BOARD.continents) == 6
    ids = [c.id for c in BOARD.continents]
    assert len(set(ids)) == 6
    for cid in ids:
        assert KEBAB.match(cid), cid
    members = [t for c in BOARD.continents for t in c.territories]
    assert sorted(members) == list(range(42))
    assert sum(c.bonus for c in BOARD.continents) == 24
    with pytest.raises(KeyError):
        BOARD.continent("antarctica")


def test_83_borders_no_duplicates_no_self_loops() -> None:
    assert len(BOARD.borders) == 83
    undirected = {frozenset(pair) for pair in BOARD.borders}
    assert len(undirected) == 83
    for a, b in BOARD.borders:
        assert a != b
        assert 0 <= a < 42
        assert 0 <= b < 42


def test_neighbours_symmetric_and_consistent_with_borders() -> None:
    assert len(BOARD.neighbours) == 42
    from_borders: dict[int, set[int]] = {t: set() for t in range(42)}
    for a, b in BOARD.borders:
        from_borders[a].add(b)
        from_borders[b].add(a)
    for t in range(42):
        assert set(BOARD.neighbours[t]) == from_borders[t]
        assert t not in BOARD.neighbours[t]
        for n in BOARD.neighbours[t]:
            assert t in BOARD.neighbours[n]
    assert sum(len(n) for n in BOARD.neighbours) == 2 * 83


def test_every_territory_has_a_neighbour_and_the_graph_is_connected() -> None:
    seen = {0}
    queue = deque([0])
    while queue:
        for n in BOARD.neighbours[queue.popleft()]:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    assert seen == set(range(42))
    assert all(BOARD.neighbours[t] for t in range(42))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("alaska", "kamchatka"),
        ("greenland", "iceland"),
        ("brazil", "north-africa"),
        ("east-africa", "middle-east"),
    ],
)
def test_sea_lanes(a: str, b: str) -> None:
    i, j = BOARD.index(a), BOARD.index(b)
    assert (i, j) in BOARD.sea_lanes or (j, i) in BOARD.sea_lanes
    assert j in BOARD.neighbours[i]
    assert i in BOARD.neighbours[j]


def test_sea_lanes_are_borders() -> None:
    undirected = {frozenset(pair) for pair in BOARD.borders}
    assert BOARD.sea_lanes
    for lane in BOARD.sea_lanes:
        assert frozenset(lane) in undirected


def test_classic_crossings() -> None:
    # a few well-known borders and non-borders of the printed map
    def borders(a: str, b: str) -> bool:
        return BOARD.index(b) in BOARD.neighbours[BOARD.index(a)]

    assert borders("central-america", "venezuela")
    assert borders("north-africa", "western-europe")
    assert borders("siam", "indonesia")
    assert borders("ukraine", "middle-east")
    assert not borders("alaska", "greenland")
    assert not borders("brazil", "western-europe")
    assert not borders("india", "indonesia")


def test_deck_44_cards() -> None:
    assert BOARD.deck_size == 44
    assert BOARD.wild_cards == 2
    assert len(BOARD.card_symbols) == 42
    symbols = Counter(BOARD.card_symbol(c) for c in range(BOARD.deck_size))
    assert symbols == {
        Symbol.INFANTRY: 14,
        Symbol.CAVALRY: 14,
        Symbol.ARTILLERY: 14,
        Symbol.WILD: 2,
    }
    assert Symbol.WILD not in BOARD.card_symbols


def test_card_id_round_trip() -> None:
    ids = [BOARD.card_id(c) for c in range(BOARD.deck_size)]
    assert len(set(ids)) == 44
    for card, cid in enumerate(ids):
        assert KEBAB.match(cid), cid
        assert BOARD.card_index(cid) == card
    for t in range(42):
        assert BOARD.card_id(t) == BOARD.territories[t].id
    assert ids[42:] == ["wild-1", "wild-2"]


@pytest.mark.parametrize("bad", ["wild-0", "wild-3", "wild-", "wild-x", "joker", "", "Alaska"])
def test_unknown_card_id(bad: str) -> None:
    with pytest.raises(KeyError):
        BOARD.card_index(bad)


def test_the_board_without_the_east_africa_middle_east_lane() -> None:
    from risk_ref.board import BOARDS, NO_EAST_AFRICA_MIDDLE_EAST_BOARD

    board = NO_EAST_AFRICA_MIDDLE_EAST_BOARD
    east_africa, middle_east = board.index("east-africa"), board.index("middle-east")
    assert len(board.borders) == 82
    assert middle_east not in board.neighbours[east_africa]
    assert east_africa not in board.neighbours[middle_east]
    assert board.territories == BOARDS["classic"].territories
    assert board.card_symbols == BOARDS["classic"].card_symbols
