"""The engine's words in the reader's language: messages from the ``risk_ref``
catalogue, and rule texts from the rulebook's catalogues, read straight from the
gettext sources in ``locales/`` (Babel reads them; nothing needs compiling).

English is the source language and the fallback for anything not translated.
"""

from __future__ import annotations

import gettext as gettext_module
import locale
import os
import re
from collections.abc import Mapping
from functools import cache

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from babel.numbers import format_decimal, format_percent

from risk_ref.board import CLASSIC_BOARD
from risk_ref.errors import (
    NC_,
    IllegalAction,
    MalformedInput,
    Percent,
    Phrase,
    Plural,
    excerpt,
    params_as_text,
)
from risk_ref.files import LOCALES
from risk_ref.languages import LANGUAGES as LANGUAGES
from risk_ref.languages import TRANSLATIONS as TRANSLATIONS
from risk_ref.words import VERBS

DOMAIN = "risk_ref"


def default_language() -> str:
    """The environment's language if the rulebook has it (LANGUAGE, LC_ALL, LC_MESSAGES,
    LANG, then the locale), else English."""
    candidates = [
        os.environ.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
    ]
    candidates.append(locale.getlocale()[0] or "")
    for candidate in candidates:
        for part in candidate.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    return "en"


def check_language(language: str) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {excerpt(language)}; known: {', '.join(LANGUAGES)}")
    return language


@cache
def catalogue(language: str, domain: str = DOMAIN) -> Catalog | None:
    """A language's catalogue of a domain (a rulebook chapter or ``risk_ref``)."""
    path = LOCALES / language / "LC_MESSAGES" / f"{domain}.po"
    if language == "en" or not path.exists():
        return None
    with path.open("rb") as handle:
        return read_po(handle, locale=language)


def _translated(catalog: Catalog | None, message: str | tuple[str, str]) -> object:
    if catalog is None:
        return None
    found = catalog.get(message if isinstance(message, str) else message[0])
    if found is None or found.fuzzy or not found.string:
        return None
    return found.string


def translation(message: str, language: str, domain: str = DOMAIN) -> str | None:
    """The message's translation in a domain's catalogue; None where it has none."""
    translated = _translated(catalogue(language, domain), message)
    return translated if isinstance(translated, str) else None


def gettext(message: str, language: str, domain: str = DOMAIN) -> str:
    return translation(message, language, domain) or message


# The steps of play as a reader names them (the phase IDs are the state document's).
PHASE_NAMES = {
    "roll-for-first": NC_("phase", "roll for the first turn"),
    "deal": NC_("phase", "deal"),
    "claim": NC_("phase", "claiming"),
    "setup": NC_("phase", "setup"),
    "reinforce": NC_("phase", "reinforcement"),
    "attack": NC_("phase", "attack"),
    "defend": NC_("phase", "defence"),
    "move-in": NC_("phase", "move-in"),
    "elimination-trade": NC_("phase", "trade after an elimination"),
    "fortify": NC_("phase", "fortification"),
    "game-over": NC_("phase", "game over"),
}


def phase_name(phase: str, language: str) -> str:
    """A phase's name in ``language``, as it stands on its own ("attack", "attacco")."""
    return gettext_in("phase", PHASE_NAMES.get(phase, phase), language)


def gettext_in(context: str, message: str, language: str) -> str:
    """A message of the engine's catalogue in ``language``, in a context (``msgctxt``)."""
    catalog = catalogue(language)
    found = catalog.get(message, context=context) if catalog is not None else None
    if found is None or found.fuzzy or not isinstance(found.string, str) or not found.string:
        return message
    return found.string


def ngettext(singular: str, plural: str, count: int, language: str) -> str:
    """The form for ``count`` in the language's plural rule (Slovak has three)."""
    catalog = catalogue(language)
    translated = _translated(catalog, (singular, plural))
    if catalog is not None and isinstance(translated, tuple) and all(translated):
        return str(translated[_plural_index(catalog, count)])
    return singular if count == 1 else plural


def _plural_index(catalog: Catalog, count: int) -> int:
    """The catalogue's own plural rule, parsed (never evaluated) by the standard library."""
    rule = gettext_module.c2py(catalog.plural_expr)
    return int(rule(count))


def render(error: IllegalAction, language: str) -> str:
    """An illegal action's message in ``language`` (parameters are IDs and numbers, the
    same in every language)."""
    return message(error.code.template, error.params, language)


def malformed(error: MalformedInput, language: str) -> str:
    """Malformed input's problem in ``language`` where the catalogue has it; else as
    written (a problem written out in full is no template: its braces stay as they are)."""
    if not error.params:
        return gettext(error.problem, language)
    return message(error.template, error.params, language)


def message(template: str | Plural, params: Mapping[str, object], language: str) -> str:
    """A message template in ``language``, in the form its count asks for, filled in as a
    reader reads it: places, cards, phases and actions by name, numbers the language's way."""
    if isinstance(template, Plural):
        count = params.get(template.count)
        number = count if isinstance(count, int) else 2
        text = ngettext(template.singular, template.plural, number, language)
    else:
        text = gettext(template, language)
    shown = {key: _shown(key, value, language) for key, value in params.items()}
    return text.format(**params_as_text(shown))


# The parameters that name places or cards by ID; a reader reads their names.
_PLACE_KEYS = frozenset(
    ("territory", "source", "target", "choices", "continent", "territories", "card", "cards")
)


def _shown(key: str, value: object, language: str) -> object:
    """A message's parameter as a reader reads it: names, not IDs; numbers their way."""
    if isinstance(value, Percent):
        return percent(value, language)
    if isinstance(value, Phrase):
        return message(value.template, value.params, language)
    if key == "phase" and isinstance(value, str):
        return phase_name(value, language)
    if key == "action" and isinstance(value, str) and value in ACTION_NAMES:
        return gettext_in("action", ACTION_NAMES[value], language)
    if key == "verbs" and isinstance(value, list):  # the move notation's, as the reader writes
        return [VERBS[verb][language][0] if verb in VERBS else verb for verb in value]
    if key in _PLACE_KEYS:
        if isinstance(value, str):
            return place_name(value, language)
        if isinstance(value, tuple | list):
            return [place_name(v, language) if isinstance(v, str) else v for v in value]
    return value


@cache
def places() -> dict[str, str]:
    """Every territory's and continent's ID, and its English name."""
    board = CLASSIC_BOARD  # every board names its places alike
    pairs = [(t.id, t.name) for t in board.territories] + [(c.id, c.name) for c in board.continents]
    return dict(pairs)


def place_name(place: str, language: str) -> str:
    """A territory, continent or card by its name in ``language`` (the glossary's);
    anything else as it is."""
    if place in places():
        return gettext(places()[place], language, "glossary")
    if place.startswith("wild-"):
        return gettext_in("card", WILD_CARD, language)
    return place


WILD_CARD = NC_("card", "wild card")

# The rulesets as a reader names them, by their IDs.
RULESET_NAMES = {
    "classic": NC_("ruleset", "classic Risk"),
    "secret-mission": NC_("ruleset", "Secret Mission Risk"),
    "risiko": NC_("ruleset", "Risiko!"),
}


def ruleset_name(ruleset: str, language: str) -> str:
    return gettext_in("ruleset", RULESET_NAMES.get(ruleset, ruleset), language)


# The options and their values as a reader names them, by their codes (``name=value``);
# ``{bonus}`` is the ruleset's card bonus.
OPTION_NAMES = {
    "two-player": NC_("option", "the two-player game"),
    "two-player-victory": NC_("option", "winning the two-player game"),
    "card-bonus": NC_("option", "cards showing your territories"),
    "second-set": NC_("option", "a second set at six cards"),
    "fortify": NC_("option", "the fortifying move"),
    "board": NC_("option", "the board"),
    "destroy-by-another": NC_("option", "a colour another player destroys"),
}
CHOICE_NAMES = {
    "two-player=neutral": NC_("option", "with the neutral"),
    "two-player=no-neutral": NC_("option", "without the neutral, 50 armies each"),
    "two-player-victory=eliminate-opponent": NC_("option", "by eliminating the opponent"),
    "two-player-victory=all-territories": NC_("option", "by holding every territory"),
    "card-bonus=once-per-turn": NC_("option", "{bonus} armies on one of them, once a turn"),
    "card-bonus=once-per-trade": NC_("option", "{bonus} armies on one of them, every trade"),
    "card-bonus=each-card": NC_("option", "{bonus} armies on each of them"),
    "card-bonus=each-card-anywhere": NC_("option", "{bonus} armies for each, placed at will"),
    "second-set=optional": NC_("option", "kept, if you like"),
    "second-set=compulsory": NC_("option", "traded too"),
    "fortify=adjacent": NC_("option", "between bordering territories"),
    "fortify=connected": NC_("option", "along a chain of your territories"),
    "board=classic": NC_("option", "with the East Africa-Middle East lane"),
    "board=no-east-africa-middle-east": NC_("option", "without the East Africa-Middle East lane"),
    "destroy-by-another=target-gone": NC_("option", "the mission becomes 24 territories"),
    "destroy-by-another=completes": NC_("option", "the mission counts as complete"),
}


def option_choice(option: str, value: str, language: str, bonus: int) -> str:
    """An option's setting in words: "the fortifying move: between bordering territories"
    (``bonus``: the ruleset's card bonus, which some settings name)."""
    name = gettext_in("option", OPTION_NAMES[option], language)
    choice = gettext_in("option", CHOICE_NAMES[f"{option}={value}"], language)
    return f"{name}: {choice.format(bonus=bonus)}"


# The actions as a reader names them, by their class names (in the engine's errors).
ACTION_NAMES = {
    "Attack": NC_("action", "an attack"),
    "Defend": NC_("action", "a defence"),
    "Place": NC_("action", "placing armies"),
    "TradeCards": NC_("action", "a trade of cards"),
    "MoveIn": NC_("action", "moving in"),
    "Fortify": NC_("action", "a fortifying move"),
    "EndAttack": NC_("action", "ending the attacks"),
    "EndTurn": NC_("action", "ending the turn"),
    "Claim": NC_("action", "claiming a territory"),
    "PlaceSetup": NC_("action", "placing a starting army"),
    "RollForFirst": NC_("action", "the roll for the first turn"),
    "DealTerritories": NC_("action", "dealing the territories"),
}


def percent(value: float, language: str, digits: int = 1) -> str:
    """A probability as a percentage in the language's own way: "22.8%", "22,8 %"."""
    pattern = Locale.parse(language).percent_formats[None].pattern  # "#,##0%", "#,##0 %"
    if digits:
        pattern = re.sub(r"0(?=[^0]*$)", "0." + "0" * digits, pattern)  # after the last 0
    return format_percent(float(value), format=pattern, locale=language)  # a Percent too


def decimal(value: float, language: str, digits: int = 2) -> str:
    """A number with ``digits`` decimals in the language's own way: "1.25", "1,25"."""
    return format_decimal(value, format="#,##0." + "0" * digits, locale=language)
