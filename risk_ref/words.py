"""The words of ``risk-ref judge``'s move notation in the rulebook's five languages, and
the keys of its position files: data that the judge reads (:mod:`risk_ref.judge`) and the
rulebook's tables show (:mod:`risk_ref.tables`), kept below both."""

from __future__ import annotations

from risk_ref.errors import N_

# Each verb as written in English, Italian, Greek, Spanish and Slovak: the first word of a
# language is the one the judge writes for its readers, the others are also read. Words are
# compared folded (see risk_ref.judge.names.fold), so accents and case may be left out.
Words = dict[str, tuple[str, ...]]
VERBS: dict[str, Words] = {
    "attack": {
        "en": ("attack",), "it": ("attacca",), "el": ("επίθεση",),
        "es": ("ataca", "atacar"), "sk": ("útok", "zaútoč"),
    },
    "defend": {
        "en": ("defend",), "it": ("difendi",), "el": ("άμυνα",),
        "es": ("defiende", "defender"), "sk": ("obrana", "bráň"),
    },
    "place": {
        "en": ("place",), "it": ("piazza",), "el": ("τοποθέτησε",),
        "es": ("coloca", "colocar"), "sk": ("umiestni", "polož"),
    },
    "trade": {
        "en": ("trade",), "it": ("scambia", "tris"), "el": ("αντάλλαξε",),
        "es": ("canjea", "cambia"), "sk": ("vymeň",),
    },
    "move": {
        "en": ("move", "movein"), "it": ("occupa", "entra"), "el": ("μετακίνησε", "μετάφερε"),
        "es": ("mueve", "traslada"), "sk": ("presuň",),
    },
    "fortify": {
        "en": ("fortify",), "it": ("sposta",), "el": ("οχύρωσε",),
        "es": ("fortifica",), "sk": ("opevni",),
    },
    "end": {
        "en": ("end",), "it": ("fine",), "el": ("τέλος",),
        "es": ("fin", "termina"), "sk": ("koniec",),
    },
}  # fmt: skip
# What "end" ends, in the same way.
END_WHAT: dict[str, Words] = {
    "attack": {
        "en": ("attack",), "it": ("attacchi", "attacco"), "el": ("επιθέσεων", "επίθεση"),
        "es": ("ataques", "ataque"), "sk": ("útokov", "útok"),
    },
    "turn": {
        "en": ("turn",), "it": ("turno",), "el": ("γύρου", "γύρος", "σειρά"),
        "es": ("turno",), "sk": ("ťahu", "ťah"),
    },
}  # fmt: skip
ANY_SET: tuple[str, ...] = ("any", "3", "cards", "qualsiasi", "carte", "οποιοδηποτε")
ANY_SET += ("καρτες", "cualquier", "cartas", "akykolvek", "karty")
# The word before the territory that takes the card bonus: "trade a b c bonus alaska".
BONUS: Words = {"en": ("bonus",), "it": ("bonus",), "el": ("μπόνους", "bonus")}
BONUS |= {"es": ("bonus",), "sk": ("bonus",)}

# Every key of a position file, with what it says (the rulebook's table is made from this).
KEYS: dict[str, str] = {
    "ruleset": N_("the ruleset: ``classic`` (the default), ``secret-mission`` or ``risiko``"),
    "options": N_("the ruleset's options, as a table of option names and values"),
    "players": N_("the players' names in turn order (required)"),
    "turn": N_("whose turn it is (required)"),
    "phase": N_(
        "``reinforce``, ``elimination-trade``, ``attack``, ``defend``, ``move-in`` or "
        "``fortify`` (required)"
    ),
    "territories": N_("one line per territory: its name, then its owner and armies (required)"),
    "cards": N_("``player = [card, ...]``: the cards in hand, by territory or ``wild``"),
    "armies-to-place": N_("the armies the player still has to place (default: the turn's)"),
    "sets-traded": N_("the sets traded so far in the game, by everyone (default 0)"),
    "conquered": N_("whether the player has conquered a territory this turn (default false)"),
    "card-bonus-used": N_("whether the +2 card bonus was taken this turn (default false)"),
    "turn-trades": N_(
        "with ``second-set=compulsory``: the sets traded this turn so far (default 0)"
    ),
    "eliminated": N_("the players already out of the game"),
    "battle": N_(
        "in the ``defend`` and ``move-in`` phases: the attack, ``from``, ``to`` and ``dice``"
    ),
    "missions": N_("``player = mission``: the mission's ID, in the games with missions"),
    "roll": N_(
        "in the ``defend`` phase: the dice rolled, ``attacker = [...]`` and ``defender = [...]``"
    ),
    "acting": N_("who makes the move, if not the player whose turn it is: a player or ``neutral``"),
    "fortified": N_("in the ``fortify`` phase: whether the turn's fortifying move is made"),
    "conquests": N_("how many territories the player has conquered this turn (default 0)"),
}
