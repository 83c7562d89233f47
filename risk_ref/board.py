"""The classic board as data: territories, continents, borders and the card symbols.

Territories are addressed by their index (0..41) in the engine and by a stable,
language-neutral ID (``"alaska"``) everywhere a person or another program sees them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Symbol(Enum):
    """The picture on a card."""

    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    ARTILLERY = "artillery"
    WILD = "wild"


@dataclass(frozen=True, slots=True)
class Territory:
    index: int
    id: str
    name: str
    continent: str


@dataclass(frozen=True, slots=True)
class Continent:
    id: str
    name: str
    bonus: int
    territories: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Board:
    """One printed board edition: the map and the symbols on its territory cards."""

    id: str
    territories: tuple[Territory, ...]
    continents: tuple[Continent, ...]
    borders: tuple[tuple[int, int], ...]
    sea_lanes: frozenset[tuple[int, int]]
    neighbours: tuple[frozenset[int], ...]
    card_symbols: tuple[Symbol, ...]
    wild_cards: int
    card_ids: tuple[str, ...]  # by card: its territory's ID, then wild-1, wild-2, ...

    @property
    def deck_size(self) -> int:
        return len(self.card_symbols) + self.wild_cards

    def index(self, territory_id: str) -> int:
        """The index of a territory ID; raises KeyError for an unknown one."""
        return _INDEX_CACHE[self.id][territory_id]

    def continent(self, continent_id: str) -> Continent:
        for continent in self.continents:
            if continent.id == continent_id:
                return continent
        raise KeyError(continent_id)

    def card_symbol(self, card: int) -> Symbol:
        """Cards 0..41 show territory ``card``; the cards after them are wild."""
        return self.card_symbols[card] if card < len(self.card_symbols) else Symbol.WILD

    def card_id(self, card: int) -> str:
        """The stable ID of a card: its territory's ID, or ``wild-1``, ``wild-2``."""
        return self.card_ids[card]

    def card_index(self, card_id: str) -> int:
        """The inverse of :meth:`card_id`; raises KeyError for an unknown card."""
        return _CARD_INDEX_CACHE[self.id][card_id]


# Looked up by board ID, not held by the board, so that boards stay hashable values.
_INDEX_CACHE: dict[str, dict[str, int]] = {}
_CARD_INDEX_CACHE: dict[str, dict[str, int]] = {}

I, C, A = Symbol.INFANTRY, Symbol.CAVALRY, Symbol.ARTILLERY  # noqa: E741 (the printed initials)

# (id, English name, continent, card symbol). Card symbols follow the widely used
# listing of the Hasbro deck of the 1990s; other printings differ, which is why they
# belong to the board edition and not to the rules.
_TERRITORIES: tuple[tuple[str, str, str, Symbol], ...] = (
    ("alaska", "Alaska", "north-america", I),
    ("northwest-territory", "Northwest Territory", "north-america", A),
    ("greenland", "Greenland", "north-america", C),
    ("alberta", "Alberta", "north-america", C),
    ("ontario", "Ontario", "north-america", C),
    ("quebec", "Quebec", "north-america", C),
    ("western-united-states", "Western United States", "north-america", A),
    ("eastern-united-states", "Eastern United States", "north-america", A),
    ("central-america", "Central America", "north-america", A),
    ("venezuela", "Venezuela", "south-america", I),
    ("peru", "Peru", "south-america", I),
    ("brazil", "Brazil", "south-america", A),
    ("argentina", "Argentina", "south-america", I),
    ("iceland", "Iceland", "europe", I),
    ("great-britain", "Great Britain", "europe", A),
    ("scandinavia", "Scandinavia", "europe", C),
    ("northern-europe", "Northern Europe", "europe", A),
    ("western-europe", "Western Europe", "europe", A),
    ("southern-europe", "Southern Europe", "europe", A),
    ("ukraine", "Ukraine", "europe", C),
    ("north-africa", "North Africa", "africa", C),
    ("egypt", "Egypt", "africa", I),
    ("east-africa", "East Africa", "africa", I),
    ("congo", "Congo", "africa", I),
    ("south-africa", "South Africa", "africa", A),
    ("madagascar", "Madagascar", "africa", C),
    ("ural", "Ural", "asia", C),
    ("siberia", "Siberia", "asia", C),
    ("yakutsk", "Yakutsk", "asia", C),
    ("kamchatka", "Kamchatka", "asia", I),
    ("irkutsk", "Irkutsk", "asia", C),
    ("mongolia", "Mongolia", "asia", I),
    ("japan", "Japan", "asia", A),
    ("afghanistan", "Afghanistan", "asia", C),
    ("china", "China", "asia", I),
    ("middle-east", "Middle East", "asia", I),
    ("india", "India", "asia", C),
    ("siam", "Siam", "asia", I),
    ("indonesia", "Indonesia", "australia", A),
    ("new-guinea", "New Guinea", "australia", I),
    ("western-australia", "Western Australia", "australia", A),
    ("eastern-australia", "Eastern Australia", "australia", A),
)

_CONTINENTS: tuple[tuple[str, str, int], ...] = (
    ("north-america", "North America", 5),
    ("south-america", "South America", 2),
    ("europe", "Europe", 5),
    ("africa", "Africa", 3),
    ("asia", "Asia", 7),
    ("australia", "Australia", 2),
)

# The 83 borders of the classic board. Those marked True cross the sea (the printed
# map draws them as lines over the water); for the rules a sea lane is a border like
# any other.
_BORDERS: tuple[tuple[str, str, bool], ...] = (
    ("alaska", "northwest-territory", False),
    ("alaska", "alberta", False),
    ("alaska", "kamchatka", True),
    ("northwest-territory", "alberta", False),
    ("northwest-territory", "ontario", False),
    ("northwest-territory", "greenland", True),
    ("greenland", "ontario", True),
    ("greenland", "quebec", True),
    ("greenland", "iceland", True),
    ("alberta", "ontario", False),
    ("alberta", "western-united-states", False),
    ("ontario", "quebec", False),
    ("ontario", "western-united-states", False),
    ("ontario", "eastern-united-states", False),
    ("quebec", "eastern-united-states", False),
    ("western-united-states", "eastern-united-states", False),
    ("western-united-states", "central-america", False),
    ("eastern-united-states", "central-america", False),
    ("central-america", "venezuela", False),
    ("venezuela", "peru", False),
    ("venezuela", "brazil", False),
    ("peru", "brazil", False),
    ("peru", "argentina", False),
    ("brazil", "argentina", False),
    ("brazil", "north-africa", True),
    ("iceland", "great-britain", True),
    ("iceland", "scandinavia", True),
    ("great-britain", "scandinavia", True),
    ("great-britain", "northern-europe", True),
    ("great-britain", "western-europe", True),
    ("scandinavia", "northern-europe", False),
    ("scandinavia", "ukraine", False),
    ("northern-europe", "western-europe", False),
    ("northern-europe", "southern-europe", False),
    ("northern-europe", "ukraine", False),
    ("western-europe", "southern-europe", False),
    ("western-europe", "north-africa", True),
    ("southern-europe", "ukraine", False),
    ("southern-europe", "north-africa", True),
    ("southern-europe", "egypt", True),
    ("southern-europe", "middle-east", False),
    ("ukraine", "ural", False),
    ("ukraine", "afghanistan", False),
    ("ukraine", "middle-east", False),
    ("north-africa", "egypt", False),
    ("north-africa", "east-africa", False),
    ("north-africa", "congo", False),
    ("egypt", "east-africa", False),
    ("egypt", "middle-east", False),
    ("east-africa", "congo", False),
    ("east-africa", "south-africa", False),
    ("east-africa", "madagascar", True),
    ("east-africa", "middle-east", True),
    ("congo", "south-africa", False),
    ("south-africa", "madagascar", True),
    ("ural", "siberia", False),
    ("ural", "china", False),
    ("ural", "afghanistan", False),
    ("siberia", "yakutsk", False),
    ("siberia", "irkutsk", False),
    ("siberia", "mongolia", False),
    ("siberia", "china", False),
    ("yakutsk", "kamchatka", False),
    ("yakutsk", "irkutsk", False),
    ("kamchatka", "irkutsk", False),
    ("kamchatka", "mongolia", False),
    ("kamchatka", "japan", True),
    ("irkutsk", "mongolia", False),
    ("mongolia", "china", False),
    ("mongolia", "japan", True),
    ("afghanistan", "china", False),
    ("afghanistan", "india", False),
    ("afghanistan", "middle-east", False),
    ("china", "india", False),
    ("china", "siam", False),
    ("middle-east", "india", False),
    ("india", "siam", False),
    ("siam", "indonesia", True),
    ("indonesia", "new-guinea", True),
    ("indonesia", "western-australia", True),
    ("new-guinea", "eastern-australia", True),
    ("new-guinea", "western-australia", True),
    ("western-australia", "eastern-australia", False),
)


def _build_board(
    board_id: str,
    territories: tuple[tuple[str, str, str, Symbol], ...],
    continents: tuple[tuple[str, str, int], ...],
    borders: tuple[tuple[str, str, bool], ...],
    wild_cards: int,
) -> Board:
    index = {tid: i for i, (tid, _, _, _) in enumerate(territories)}
    _INDEX_CACHE[board_id] = index
    card_ids = (*index, *(f"wild-{n}" for n in range(1, wild_cards + 1)))
    _CARD_INDEX_CACHE[board_id] = {card: i for i, card in enumerate(card_ids)}
    pairs = tuple((index[a], index[b]) for a, b, _ in borders)
    neighbours: list[set[int]] = [set() for _ in territories]
    for a, b in pairs:
        neighbours[a].add(b)
        neighbours[b].add(a)
    return Board(
        id=board_id,
        territories=tuple(
            Territory(i, tid, name, cont) for i, (tid, name, cont, _) in enumerate(territories)
        ),
        continents=tuple(
            Continent(cid, name, bonus, tuple(i for i, t in enumerate(territories) if t[2] == cid))
            for cid, name, bonus in continents
        ),
        borders=pairs,
        sea_lanes=frozenset((index[a], index[b]) for a, b, sea in borders if sea),
        neighbours=tuple(frozenset(n) for n in neighbours),
        card_symbols=tuple(symbol for _, _, _, symbol in territories),
        wild_cards=wild_cards,
        card_ids=card_ids,
    )


CLASSIC_BOARD = _build_board("classic", _TERRITORIES, _CONTINENTS, _BORDERS, wild_cards=2)

# Some printings leave out the sea lane between East Africa and the Middle East.
NO_EAST_AFRICA_MIDDLE_EAST_BOARD = _build_board(
    "no-east-africa-middle-east",
    _TERRITORIES,
    _CONTINENTS,
    tuple(b for b in _BORDERS if b[:2] != ("east-africa", "middle-east")),
    wild_cards=2,
)

BOARDS: dict[str, Board] = {b.id: b for b in (CLASSIC_BOARD, NO_EAST_AFRICA_MIDDLE_EAST_BOARD)}
