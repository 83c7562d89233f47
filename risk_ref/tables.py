"""The rulebook's tables, made from the engine's data so that they cannot drift from it,
for the Sphinx extension (``.. risk:table:: NAME``) and for ``risk-ref cite`` alike.

A table is a header and rows of cells. A cell is a number; a :class:`Code` (an ID,
shown as code and never translated); a :class:`Final` text (already in the reader's
language); :class:`Named` things (an edition, an option: words the engine's catalogue
translates, their codes among the implementers' details); or a plain ``str``: English
words that the chapter's catalogue translates (a territory's name, a mission). Headers
and the words of ``Final`` cells come from ``_``, the translation of the extension's
own messages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from risk_ref import i18n
from risk_ref.board import CLASSIC_BOARD, Board, Symbol
from risk_ref.engine import FALLBACK, MISSIONS, Mission, MissionKind
from risk_ref.ruleset import (
    CLASSIC,
    RISIKO,
    RULESETS,
    SECRET_MISSION,
    Combination,
    Ruleset,
    option_choices,
)
from risk_ref.words import KEYS, VERBS


class Code(str):
    """An identifier, shown as code in every language."""


class Final(str):
    """Words already in the reader's language."""


@dataclass(frozen=True)
class Named:
    """Things a reader reads in words (English here, translated in ``context`` of the
    engine's catalogue) and an implementer writes as codes, one code for each."""

    words: tuple[str, ...]
    codes: tuple[str, ...]
    context: str
    bonus: int = 0  # the ruleset's card bonus, for the words that name it

    def shown(self, language: str) -> list[tuple[str, str]]:
        """Each thing's words in ``language``, with its code."""
        words = (i18n.gettext_in(self.context, w, language) for w in self.words)
        return [(w.format(bonus=self.bonus), c) for w, c in zip(words, self.codes, strict=True)]


Cell = str | int | Named
Rows = list[Sequence[Cell]]
Table = tuple[Sequence[Cell], Rows]
Translate = Callable[[str], str]


def continents(ruleset: Ruleset, _: Translate) -> Table:
    board = ruleset.board
    rows: Rows = [(c.name, len(c.territories), c.bonus) for c in board.continents]
    return [_("Continent"), _("Territories"), _("Bonus armies")], rows


def territories(ruleset: Ruleset, _: Translate) -> Table:
    board = ruleset.board
    rows: Rows = []
    for continent in board.continents:
        for index in continent.territories:
            names = sorted(board.territories[n].name for n in board.neighbours[index])
            rows.append((board.territories[index].name, continent.name, ", ".join(names)))
    return [_("Territory"), _("Continent"), _("Borders")], rows


def names(ruleset: Ruleset, _: Translate) -> Table:
    board = ruleset.board
    rows: Rows = [(Code(c.id), c.name) for c in board.continents]
    rows += [(Code(t.id), t.name) for t in board.territories]
    return [_("ID"), _("Name")], rows


def _symbol_names(_: Translate) -> dict[Symbol, str]:
    return {
        Symbol.INFANTRY: _("Infantry"),
        Symbol.CAVALRY: _("Cavalry"),
        Symbol.ARTILLERY: _("Artillery"),
        Symbol.WILD: _("Wild card"),
    }


def deck(ruleset: Ruleset, _: Translate) -> Table:
    board = ruleset.board
    symbols = [board.card_symbol(card) for card in range(board.deck_size)]
    names = _symbol_names(_)
    rows: Rows = [(names[symbol], symbols.count(symbol)) for symbol in Symbol]
    rows.append((_("All cards"), board.deck_size))
    return [_("Card"), _("Number in the deck")], rows


def starting_armies(ruleset: Ruleset, _: Translate) -> Table:
    rows: Rows = []
    for players, armies in ruleset.starting_armies:
        neutral = ruleset.neutral_armies if players == 2 else "-"
        rows.append((players, armies, str(neutral)))
    return [_("Players"), _("Armies each"), _("Neutral armies")], rows


def set_values(ruleset: Ruleset, _: Translate) -> Table:
    rows: Rows = [(n + 1, ruleset.set_value(n)) for n in range(len(ruleset.set_values) + 4)]
    more = _("{step} more than the one before").format(step=ruleset.set_value_step)
    rows.append((_("each further set"), more))
    return [_("Set traded in the game"), _("Armies")], rows


def dice_limits(ruleset: Ruleset, _: Translate) -> Table:
    rows: Rows = [
        (_("Attacker"), ruleset.max_attack_dice, _("one more army than dice")),
        (_("Defender"), ruleset.max_defence_dice, _("at least as many armies as dice")),
    ]
    return [_("Side"), _("Most dice"), _("Armies needed in the territory")], rows


def options(ruleset: Ruleset, _: Translate) -> Table:
    rows: Rows = []
    for name, value in ruleset.options.items():
        others = [f"{name}={c}" for c in option_choices(name) if c != value]
        rows.append(
            (
                Named((i18n.OPTION_NAMES[name],), (name,), "option"),
                _choices([f"{name}={value}"], ruleset),
                _choices(others, ruleset),
            )
        )
    return [_("Option"), _("Classic setting"), _("Other settings")], rows


def _choices(codes: list[str], ruleset: Ruleset) -> Named:
    words = tuple(i18n.CHOICE_NAMES[code] for code in codes)
    return Named(words, tuple(codes), "option", ruleset.card_bonus)


def missions(ruleset: Ruleset, _: Translate) -> Table:
    """The deck of secret missions: each one's name and what its card says."""
    rows: Rows = []
    for mission_id in ruleset.mission_deck:
        mission = MISSIONS[mission_id]
        board = ruleset.board
        rows.append((Code(mission_id), mission_name(mission, board), _mission_text(mission, board)))
    return [_("ID"), _("Mission"), _("The card says")], rows


def tris(ruleset: Ruleset, _: Translate) -> Table:
    """The fixed value of every combination of cards that is a set."""
    rows: Rows = [(_combination_text(combo, _), value) for combo, value in ruleset.fixed_set_values]
    return [_("Cards"), _("Armies")], rows


def _combination_text(combo: Combination, _: Translate) -> str:
    names = _symbol_names(_)
    if Symbol.WILD in combo:
        alike = next(s for s in combo if s is not Symbol.WILD)
        return _("a wild card and two {picture}").format(picture=names[alike])
    if len(set(combo)) == 1:
        return _("three {picture}").format(picture=names[combo[0]])
    return _("one of each picture")


def position_keys(ruleset: Ruleset, _: Translate) -> Table:
    """The keys of a position file for ``risk-ref judge``."""
    rows: Rows = [(Code(key), Final(_(text))) for key, text in KEYS.items()]
    return [_("Key"), _("What it says")], rows


def notation_words(ruleset: Ruleset, _: Translate) -> Table:
    """The verbs of the move notation and their spellings in the five languages."""
    rows: Rows = []
    for verb, spellings in VERBS.items():
        others = [word for words in spellings.values() for word in words if word != verb]
        rows.append((Code(verb), Final(", ".join(others))))
    return [_("Verb"), _("Also written")], rows


def editions(ruleset: Ruleset, _: Translate) -> Table:
    """Every named ruleset side by side, point by point, from the rulesets' data. Its words
    come translated from the extension's catalogue, so they are text nodes, not messages."""
    shown = list(RULESETS.values())
    points: list[tuple[str, Callable[[Ruleset], Cell]]] = [
        (_("Players"), lambda r: f"{min(r.player_counts)}-{max(r.player_counts)}"),
        (
            _("Territories at the start"),
            lambda r: _("dealt") if r.deal_territories else _("claimed"),
        ),
        (_("Least reinforcement"), lambda r: r.min_reinforcement),
        (_("Most defence dice"), lambda r: r.max_defence_dice),
        (_("Card sets"), lambda r: _set_rule(r, _)),
        (
            _("Cards of occupied territories"),
            lambda r: _choices([f"card-bonus={r.card_bonus_mode.value}"], r),
        ),
        (_("Compulsory trade"), lambda r: _forced_rule(r, _)),
        (_("Winning"), lambda r: _("a mission") if r.mission_deck else _("the world")),
        (_("Rules that apply"), lambda r: len(r.rules)),
    ]
    rows: Rows = [(Final(label), *(_final(point(r)) for r in shown)) for label, point in points]
    names = (Named((i18n.RULESET_NAMES[r.name],), (r.name,), "ruleset") for r in shown)
    return [_("Point"), *names], rows


def _set_rule(ruleset: Ruleset, _: Translate) -> str:
    if ruleset.fixed_set_values:
        values = sorted({value for _combo, value in ruleset.fixed_set_values})
        return _("a fixed value per combination: {values}").format(
            values=", ".join(map(str, values))
        )
    schedule = ", ".join(str(ruleset.set_value(n)) for n in range(len(ruleset.set_values)))
    return _("rising through the game: {values}, then {step} more each").format(
        values=schedule, step=ruleset.set_value_step
    )


def _final(value: Cell) -> Cell:
    """A point of the editions table: named things stay so, the rest is shown as it is."""
    return value if isinstance(value, Named) else Final(str(value))


def _forced_rule(ruleset: Ruleset, _: Translate) -> str:
    if ruleset.forced_trade_hand is None:
        return _("never")
    return _("with {cards} cards at the start of a turn").format(cards=ruleset.forced_trade_hand)


# Each kind of mission: its short name (without commas: the worked examples list several
# in a row) and its card's sentence, in English; the chapter's catalogue translates both.
_MISSION_WORDS = {
    MissionKind.CONTINENTS: ("{a} and {b}", "Conquer {a} and {b}."),
    MissionKind.CONTINENTS_AND_ANY: (
        "{a} and {b} and one more",
        "Conquer {a}, {b} and one other continent of your choice.",
    ),
    MissionKind.OCCUPY_WITH_ARMIES: (
        "{n} territories with {k} armies",
        "Occupy {n} territories with at least {k} armies in each.",
    ),
    MissionKind.OCCUPY: ("{n} territories", "Occupy {n} territories."),
    MissionKind.DESTROY: (
        "destroy {colour}",
        "Destroy the {colour} armies. If they are yours, or nobody plays {colour}, occupy "
        "{fallback} territories instead.",
    ),
}


def _mission_words(mission: Mission, board: Board, which: int) -> str:
    names = [board.continent(c).name for c in mission.continents] + ["", ""]
    return _MISSION_WORDS[mission.kind][which].format(
        a=names[0], b=names[1], n=mission.territories, k=mission.armies,
        colour=mission.colour, fallback=MISSIONS[FALLBACK].territories,
    )  # fmt: skip


def mission_name(mission: Mission, board: Board) -> str:
    """A mission as players call it (in the examples, the missions table, ``play``)."""
    return _mission_words(mission, board, 0)


def mission_called(mission_id: str, language: str, board: Board = CLASSIC_BOARD) -> str:
    """A mission's name in ``language``, as the rulebook's missions table gives it."""
    return i18n.gettext(mission_name(MISSIONS[mission_id], board), language, "missions")


def _mission_text(mission: Mission, board: Board) -> str:
    """A mission as its card states it."""
    return _mission_words(mission, board, 1)


TABLES: dict[str, Callable[[Ruleset, Translate], Table]] = {
    "continents": continents,
    "territories": territories,
    "deck": deck,
    "names": names,
    "starting-armies": starting_armies,
    "set-values": set_values,
    "dice-limits": dice_limits,
    "options": options,
    "missions": missions,
    "tris": tris,
    "editions": editions,
    "position-keys": position_keys,
    "notation": notation_words,
}
RULESET_OF_TABLE = {"missions": SECRET_MISSION, "tris": RISIKO}  # the others: the classic game


def table(name: str, _: Translate) -> Table:
    """A table by name, for the ruleset it shows; raises KeyError for an unknown name."""
    return TABLES[name](RULESET_OF_TABLE.get(name, CLASSIC), _)
