"""Where the source rulebooks disagree or are silent, what the rulesets decide, and why.

One entry per point where the sources disagree (those listed in the sources' README)
or say nothing the engine could follow; the rulebook's "Sources and decisions"
chapter is generated from this list. Sources are cited by their file names in
``shared/seeds``, and every position quotes each seed file it names.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

S000 = "000_974036c312faac54.txt"  # Italian, classic Hasbro/Parker rules, 3-6 players
S001 = "001_23bc1dc9226a8d4f.txt"  # Greek, classic rules, 2-6 players, FAQ
S002 = "002_538f56d6f8e1e759.txt"  # Italian, Risiko! (Editrice Giochi)
S003 = "003_084f6148682b1533.txt"  # Spanish, same text as 001
S004 = "004_346d7d0a861dd73b.txt"  # Slovak, same text as 001
HASBRO_2P = "Hasbro, Risk rules for the two-player game (not one of the five sources)"
HASBRO_SM = "Hasbro, Secret Mission Risk rules (not one of the five sources)"
OTHER_SM = "the Secret Mission rules of some other editions (not one of the five sources)"
EG = "Editrice Giochi, RisiKo! rules booklet (not one of the five sources)"
CLASSIC_BOARD = "the classic published board and card deck (not one of the five sources)"
CLASSIC_SOURCES = f"{S000}, {S001}, {S003}, {S004}"
TRANSLATIONS = f"{S001}, {S003}, {S004}"  # one English page in three languages


class Confidence(Enum):
    """How sure a decision is where the sources are silent."""

    HIGH = "high"  # a published text says so
    MEDIUM = "medium"  # read from a published text that does not quite say it
    LOW = "low"  # no source speaks; chosen for consistency


@dataclass(frozen=True, slots=True)
class Quote:
    """A source's own words for a position: the evidence, verbatim up to spacing (a test
    finds every quote in its file), so that a decision cannot misreport a source."""

    source: str  # a file of the seeds (S000 ... S004)
    line: int  # the line of that file where the passage begins
    text: str


@dataclass(frozen=True, slots=True)
class Stance:
    """What a group of sources says, in the project's words, and in theirs."""

    says: str
    sources: str  # who says it, as shown
    quotes: tuple[Quote, ...] = ()  # for each seed file among the sources


@dataclass(frozen=True, slots=True)
class Decision:
    id: str  # permanent and language-neutral, like a rule ID: its anchor and its key
    topic: str
    positions: tuple[Stance, ...]
    decision: str
    reason: str
    rules: tuple[str, ...]  # the rule IDs it shapes
    alternatives: tuple[str, ...] = ()  # what selects another reading: option=value, or a ruleset
    confidence: Confidence | None = None  # given where a source had to be completed


# The passages quoted more than once.
_WORLD_CONQUEST = (
    Quote(
        S000,
        228,
        "Vince il primo giocatore che elimina tutti gli avversari e conquista tutti i 42 territori",
    ),
    Quote(
        S001,
        150,
        "πρέπει να εξοντώσετε όλους τους άλλους παίκτες και να καταλάβετε και τα 42 εδάφη",
    ),
    Quote(S003, 84, "debes eliminar a todos los demás jugadores y ocupar los 42 territorios"),
    Quote(S004, 150, "musíte eliminovať všetkých ostatných hráčov a obsadiť všetkých 42 území"),
)
_TWELVE_MISSIONS = (
    Quote(
        S001,
        35,
        "12 κάρτες Μυστικής Αποστολής που χρησιμοποιούνται μόνο στο παιχνίδι Μυστική Αποστολή "
        "Κίνδυνος",
    ),
    Quote(S003, 18, "12 cartas de Misión Secreta que sólo se usan en Riesgo de Misión Secreta"),
    Quote(S004, 35, "12 kariet tajných misií, ktoré sa používajú len v hre Tajná misia Risk"),
)
_MINIMUM_THREE = (
    Quote(S000, 115, "Avrete sempre almeno 3 armate, anche se occupate meno di 9 territori."),
    Quote(
        S001,
        79,
        "Θα έχετε πάντα τουλάχιστον 3 στρατούς, ακόμη και αν καταλαμβάνετε λιγότερα από 9 εδάφη.",
    ),
    Quote(S003, 46, "Siempre tendrá al menos 3 ejércitos, aunque ocupe menos de 9 territorios."),
    Quote(S004, 79, "Vždy budete mať aspoň 3 armády, aj keď práve okupujete menej ako 9 území."),
)
_DIVIDED_BY_THREE = Quote(
    S002,
    15,
    "Ogni giocatore ad ogni suo turno di gioco riceve tante armate quanti sono i territori "
    "da lui occupati sul planisfero, diviso per 3.",
)
_MISSION_WINS = Quote(
    S002,
    11,
    "La missione sarà quella che il giocatore stesso dovrà portare a termine per vincere la "
    "partita.",
)
_TERRITORIES_RECEIVED = Quote(
    S002,
    11,
    "all’inizio ogni giocatore riceve un certo numero di territori che egli dovrà occupare con "
    "almeno un’armata",
)
_TRIS_TABLE = Quote(
    S002,
    19,
    "cercherà di formare qualche combinazione (tris) che gli permetta di aumentare le proprie "
    "forze secondo la tabella",
)
_CARD_SYMBOLS_002 = Quote(
    S002,
    7,
    "su ognuna delle quali è rappresentato un simbolo (soldato, cavallo, cannone o jolly) e uno "
    "dei territori",
)


DECISIONS: tuple[Decision, ...] = (
    Decision(
        id="number-of-players",
        topic="Number of players",
        positions=(
            Stance(
                "3 to 6 players",
                S000,
                (Quote(S000, 9, "è possibile giocare da Da 3 a 6 giocatori"),),
            ),
            Stance(
                "2 to 6 players",
                f"{S001}, {S002}, {S003}, {S004}",
                (
                    Quote(S001, 5, "ΑΡΙΘΜΌΣ ΠΑΙΚΤΏΝ: 2-6 παίκτες"),
                    Quote(
                        S002,
                        7,
                        "possono partecipare da un minimo di due ad un massimo di sei giocatori",
                    ),
                    Quote(S003, 3, "NÚMERO DE JUGADORES: 2-6 jugadores"),
                    Quote(S004, 5, "POČET HRÁČOV: 2-6 hráčov"),
                ),
            ),
        ),
        decision="2 to 6 players; two players use the two-player rules.",
        reason=(
            "Four of five sources allow two players. 001, 003 and 004 give two players their "
            "own armies and a neutral, and the publisher's two-player rules complete the set-up; "
            "002 allows two players but gives them no set-up of their own."
        ),
        rules=("setup.players",),
    ),
    Decision(
        id="two-players",
        topic="Two players",
        positions=(
            Stance(
                "classically 50 armies each",
                TRANSLATIONS,
                (
                    Quote(S001, 51, "Κλασικά, οι παίκτες έχουν 50 στρατούς ο καθένας."),
                    Quote(S003, 26, "Clásicamente, los jugadores tenían 50 ejércitos cada uno."),
                    Quote(S004, 51, "Klasicky dostali hráči po 50 armád."),
                ),
            ),
            Stance(
                "in modern play 40 each, and a neutral with 40 more armies that only defends; when "
                "a player attacks the neutral, the other player rolls its dice",
                TRANSLATIONS,
                (
                    Quote(
                        S001,
                        51,
                        "οι σύγχρονες ερμηνείες του παιχνιδιού τους δίνουν μόνο 40 στρατούς ο "
                        "καθένας",
                    ),
                    Quote(
                        S001,
                        51,
                        "Αυτοί είναι αμυντικοί στρατοί και για τους δύο παίκτες μόνο και δεν "
                        "χρησιμοποιούνται ποτέ για επίθεση.",
                    ),
                    Quote(
                        S001,
                        51,
                        "Όταν ο ένας παίκτης επιτίθεται στην ουδέτερη χώρα, ο άλλος ρίχνει τα "
                        "ζάρια για τη χώρα αυτή.",
                    ),
                    Quote(
                        S003,
                        26,
                        "las interpretaciones modernas del juego les dan sólo 40 ejércitos a cada "
                        "uno",
                    ),
                    Quote(
                        S003,
                        26,
                        "Estos son ejércitos defensivos sólo para ambos jugadores y nunca se usan "
                        "para el ataque.",
                    ),
                    Quote(
                        S003,
                        26,
                        "Cuando un jugador ataca el país neutral, el otro tira los dados por ese "
                        "país.",
                    ),
                    Quote(S004, 51, "Moderné interpretácie hry im však dávajú len po 40 armád"),
                    Quote(
                        S004,
                        51,
                        "Tieto armády sú len obranné pre oboch hráčov a nikdy sa nepoužívajú na "
                        "útok.",
                    ),
                    Quote(
                        S004,
                        51,
                        "Keď jeden z hráčov zaútočí na neutrálnu krajinu, druhý hodí kockami za "
                        "túto krajinu.",
                    ),
                ),
            ),
        ),
        decision="40 armies each and a neutral of 40 (the modern rule).",
        reason=(
            "The sources call 40 each with a neutral the modern reading, and 50 each the classic "
            "one; the classic ruleset plays the modern rule and keeps the other as an option."
        ),
        rules=("two-player.neutral", "two-player.neutral-defence"),
        alternatives=("two-player=no-neutral",),
    ),
    Decision(
        id="two-player-set-up",
        topic="Two-player set-up",
        positions=(
            Stance(
                "40 armies each and a neutral country, territory or region with 40 armies: read "
                "literally, one neutral territory holding all 40. No way of setting it up is given",
                TRANSLATIONS,
                (
                    Quote(S001, 51, "δημιουργούν μια ουδέτερη χώρα με άλλους 40 στρατούς"),
                    Quote(S001, 156, "θα υπάρχει μια περιοχή με 40 ουδέτερους στρατούς"),
                    Quote(S003, 26, "establecen un territorio neutral con otros 40 ejércitos"),
                    Quote(S003, 87, "habrá una región establecida con 40 ejércitos nuetrales"),
                    Quote(S004, 51, "zakladajú neutrálne územie s ďalšími 40 armádami"),
                    Quote(S004, 156, "bude vytvorený región so 40 nuetrálnymi armádami"),
                ),
            ),
            Stance(
                "deal the territories into three piles of 14, one army on each; then each "
                "player in turn places two of their own armies and one neutral army",
                HASBRO_2P,
            ),
        ),
        decision=(
            "The published Hasbro two-player set-up: the neutral is a force of 40 armies that "
            "holds a third of the territories, placed as the publisher's rules say."
        ),
        reason=(
            "Read literally, the sources put all 40 neutral armies on one territory, but they do "
            "not say which one or how it is chosen, and their words for it vary (a country, a "
            "territory, a region). The publisher's two-player rules, with the same army counts, "
            "spread the neutral over a third of the territories and give the whole set-up, so "
            "the engine reads the neutral as a force holding territories."
        ),
        rules=("two-player.neutral", "two-player.deal", "two-player.place"),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        id="two-player-end",
        topic="End of the two-player game",
        positions=(
            Stance(
                "the winner eliminates every other player and holds all 42 territories",
                CLASSIC_SOURCES,
                _WORLD_CONQUEST,
            ),
            Stance("the game ends when the opponent is eliminated", HASBRO_2P),
        ),
        decision="The game ends when the opponent is eliminated; neutral territories may remain.",
        reason=(
            "The general rule is written for games without a neutral, which never attacks; "
            "the publisher's two-player rules, whose set-up we follow, end the game here."
        ),
        rules=("two-player.victory", "victory.world"),
        alternatives=("two-player-victory=all-territories",),
    ),
    Decision(
        id="territory-card-bonus",
        topic="Territory-card bonus",
        positions=(
            Stance(
                "+2 armies, both on that territory, and at most 2 extra armies a turn",
                S000,
                (
                    Quote(
                        S000,
                        152,
                        "Se una delle 3 carte che desiderate scambiare corrisponde all'immagine "
                        "del territorio che state occupando, riceverete 2 armate aggiuntive.",
                    ),
                    Quote(S000, 154, "Potete ricevere fino a 2 armate in più per turno"),
                ),
            ),
            Stance(
                "+2 if any of the three cards shows a territory you occupy, both on that territory",
                TRANSLATIONS,
                (
                    Quote(
                        S001,
                        103,
                        "Εάν κάποια από τις περιοχές που καταλαμβάνετε απεικονίζεται σε μία από "
                        "τις τρεις κάρτες, θα λάβετε επιπλέον 2 στρατούς.",
                    ),
                    Quote(
                        S003,
                        58,
                        "Si alguno de los territorios que ocupas está representado en una de las "
                        "tres cartas, recibirás 2 ejércitos extra.",
                    ),
                    Quote(
                        S004,
                        103,
                        "Ak je niektoré z území, ktoré okupujete, zobrazené na jednej z troch "
                        "kariet, dostanete navyše 2 armády.",
                    ),
                ),
            ),
            Stance(
                "+2 for each card of the set that shows a territory you occupy",
                S002,
                (Quote(S002, 19, "riceve 2 armate in più per ogni carta"),),
            ),
        ),
        decision="+2 armies on one occupied territory shown, at most once per turn.",
        reason="The classic Hasbro text (000) states the limit explicitly; the others omit it.",
        rules=("cards.territory-bonus",),
        alternatives=("card-bonus=once-per-trade", "card-bonus=each-card"),
    ),
    Decision(
        id="defender-dice",
        topic="Defender dice",
        positions=(
            Stance(
                "at most 2",
                CLASSIC_SOURCES,
                (
                    Quote(S000, 180, "Il difensore lancia 1 o 2 dadi bianchi"),
                    Quote(S001, 125, "Ο αμυνόμενος, ρίχνει 1 ή 2 λευκά ζάρια."),
                    Quote(S003, 71, "Defensor, tira 1 o 2 dados blancos."),
                    Quote(S004, 125, "Obranca hádže 1 alebo 2 bielymi kockami."),
                ),
            ),
            Stance(
                "at most 3",
                S002,
                (
                    Quote(
                        S002,
                        27,
                        "Il difensore, a sua volta, non può lanciare al massimo che 3 dadi di "
                        "colore blu",
                    ),
                ),
            ),
        ),
        decision="At most 2, and 2 only with at least 2 armies.",
        reason="The classic rules; three defending dice belong to the Risiko! edition.",
        rules=("attack.defender-dice",),
        alternatives=("risiko",),
    ),
    Decision(
        id="minimum-reinforcement",
        topic="Minimum reinforcement",
        positions=(
            Stance("at least 3 armies", CLASSIC_SOURCES, _MINIMUM_THREE),
            Stance("not stated: the territories held divided by three", S002, (_DIVIDED_BY_THREE,)),
        ),
        decision="At least 3 armies a turn.",
        reason="Stated by every classic source; silence in 002 is not a contrary rule.",
        rules=("reinforce.minimum",),
    ),
    Decision(
        id="initial-territories",
        topic="Initial territories",
        positions=(
            Stance(
                "claimed one at a time in turn",
                CLASSIC_SOURCES,
                (
                    Quote(
                        S000,
                        75,
                        "ogni giocatore piazza volontariamente un guerriero in un qualsiasi "
                        "territorio non occupato",
                    ),
                    Quote(
                        S001,
                        55,
                        "Τώρα ο καθένας τοποθετεί με τη σειρά του έναν στρατό σε ακατοίκητα εδάφη.",
                    ),
                    Quote(
                        S003,
                        30,
                        "Ahora cada uno coloca por turno un ejército en los territorios no "
                        "ocupados.",
                    ),
                    Quote(
                        S004, 55, "Teraz každý postupne umiestni jednu armádu na neobsadené územia."
                    ),
                ),
            ),
            Stance(
                "each player receives a number of territories; how they are shared out is not said",
                S002,
                (_TERRITORIES_RECEIVED,),
            ),
        ),
        decision="Claimed one at a time, starting with the highest roller, passing left.",
        reason=(
            "The classic rules; receiving the territories belongs to Risiko! (dealt out in the "
            "risiko ruleset) and to the two-player game."
        ),
        rules=("setup.claim",),
        alternatives=("risiko",),
    ),
    Decision(
        id="ties-for-the-first-player",
        topic="Ties for the first player",
        positions=(
            Stance(
                "one die each; the highest roll goes first. Nothing is said about a tie",
                CLASSIC_SOURCES,
                (
                    Quote(
                        S000,
                        74,
                        "Usare un dado nel gioco. Chi ottiene il punteggio più alto prende una "
                        "pedina",
                    ),
                    Quote(
                        S001,
                        54,
                        "Ρίξτε ένα ζάρι για να καθορίσετε τον πρώτο παίκτη. Όποιος ρίξει τον "
                        "υψηλότερο αριθμό ξεκινάει",
                    ),
                    Quote(
                        S003,
                        29,
                        "Tira un dado para determinar el primer jugador. El que saque el número "
                        "más alto comienza",
                    ),
                    Quote(
                        S004,
                        54,
                        "Hoďte jednou kockou, aby ste určili prvého hráča. Ten, kto hodí "
                        "najvyššie číslo, začína",
                    ),
                ),
            ),
        ),
        decision=(
            "Players who tie for the highest roll roll again, alone, until one of them rolls "
            "higher than the others."
        ),
        reason=(
            "No source says what a tie does, and 002 does not say how the first player is "
            "chosen. Rolling again among the tied players keeps the roll fair and needs no "
            "other rule."
        ),
        rules=("setup.first-player",),
        confidence=Confidence.LOW,
    ),
    Decision(
        id="moving-in-after-a-conquest",
        topic="Moving in after a conquest",
        positions=(
            Stance(
                "at least as many armies as dice rolled in the last battle",
                TRANSLATIONS,
                (
                    Quote(
                        S001,
                        135,
                        "Καταλάβετε τη νέα περιοχή προσθέτοντας τουλάχιστον τόσους στρατούς όσους "
                        "και ο αριθμός των ζαριών που έπεσαν στην τελευταία μάχη.",
                    ),
                    Quote(
                        S003,
                        76,
                        "Ocupa el nuevo territorio añadiendo al menos tantos ejércitos como el "
                        "número de dados lanzados en la última batalla.",
                    ),
                    Quote(
                        S004,
                        135,
                        "Nové územie obsadíte pridaním aspoň toľkých armád, koľko kociek padlo v "
                        "poslednej bitke.",
                    ),
                ),
            ),
            Stance(
                "you may move in all the armies you rolled in the last battle (a permission; no "
                "minimum is stated)",
                S000,
                (
                    Quote(
                        S000,
                        204,
                        "In questo modo potrete spostare tutte le armate che avete fatto rotolare "
                        "nell'ultima battaglia.",
                    ),
                ),
            ),
        ),
        decision="At least as many armies as dice rolled in the last battle, leaving one behind.",
        reason="The clear text wins; 000 is compatible with it.",
        rules=("conquest.move-in", "conquest.garrison"),
    ),
    Decision(
        id="card-limits",
        topic="Card limits",
        positions=(
            Stance(
                "with 5 or 6 cards at the start of a turn, at least one set must be traded",
                CLASSIC_SOURCES,
                (
                    Quote(
                        S000,
                        131,
                        "Se invece avete 5 o 6 carte all'inizio del vostro turno, dovete "
                        "scambiare almeno un set",
                    ),
                    Quote(S001, 87, "αν έχετε 5 ή 6 κάρτες, πρέπει να παραδώσετε το ένα σετ"),
                    Quote(S003, 50, "si tienes 5 ó 6 cartas, debes entregar una serie"),
                    Quote(S004, 87, "Ak však máte 5 alebo 6 kariet, musíte vymeniť jednu sadu"),
                ),
            ),
            Stance(
                "after taking an eliminated player's cards: with 6 or more, trade at once down to "
                "4 or fewer; with fewer than 6, wait for the next turn",
                S000,
                (
                    Quote(
                        S000,
                        214,
                        "Se si vincono 6 o più carte, è necessario scambiarle immediatamente con "
                        "set per ridurre il numero di carte a 4 o meno.",
                    ),
                    Quote(
                        S000,
                        215,
                        "Ma se si vincono meno di 6 carte, si dovrà aspettare il turno successivo "
                        "per scambiare il proprio set.",
                    ),
                ),
            ),
            Stance(
                "garbled: cards must be traded with 'more than six, but not fewer than two'",
                TRANSLATIONS,
                (
                    Quote(
                        S001,
                        141,
                        "Πρέπει να ανταλλάξετε τις κάρτες σας εάν έχετε περισσότερες από έξι, "
                        "αλλά όχι λιγότερες από δύο.",
                    ),
                    Quote(
                        S003,
                        79,
                        "Debes cambiar tus cartas si tienes más de seis, pero no menos de dos.",
                    ),
                    Quote(
                        S004,
                        141,
                        "Ak máte viac ako šesť kariet, ale nie menej ako dve, musíte ich vymeniť.",
                    ),
                ),
            ),
        ),
        decision=(
            "5 or more cards at the start of the turn: trade before placing. After an "
            "elimination, 6 or more: trade at once until 4 or fewer; fewer than 6: wait."
        ),
        reason=(
            "000 states the elimination rule clearly; the garbled sentences cannot be right. "
            "000's 'if you win 6 or more cards' is read as the cards you then hold, as its note on "
            "the card drawn counts the whole hand and the translations count the cards you have."
        ),
        rules=("cards.forced-trade", "elimination.trade", "elimination.wait"),
    ),
    Decision(
        id="second-set",
        topic="A second set with five or six cards",
        positions=(
            Stance(
                "one set must be traded; trading a second one too is the player's choice",
                S000,
                (
                    Quote(
                        S000,
                        131,
                        "dovete scambiare almeno un set e, se volete, potete scambiarli entrambi.",
                    ),
                ),
            ),
            Stance(
                "one set must be traded, and the second one too if it is complete",
                TRANSLATIONS,
                (
                    Quote(
                        S001, 87, "πρέπει να παραδώσετε το ένα σετ και το δεύτερο αν είναι γεμάτο."
                    ),
                    Quote(S003, 50, "debes entregar una serie y la segunda si está llena."),
                    Quote(S004, 87, "musíte vymeniť jednu sadu a druhú, ak je plná."),
                ),
            ),
        ),
        decision=(
            "By default the engine follows 000: with 5 or 6 cards one set must be traded before "
            "any army is placed; a second complete set may be traded as well, but need not be. "
            "The option second-set=compulsory follows 001, 003 and 004: a turn that starts with "
            "six cards holding two sets trades both before any army is placed."
        ),
        reason=(
            "The readings differ only when a turn starts with six cards that hold two sets. 000 "
            "is the classic Hasbro text and states the choice in plain words; 001, 003 and 004 "
            "are one translated page. The default refuses nothing that the translations allow: "
            "a player who trades both sets, as they require, plays legally under it too. The "
            "option is there for players who read the translations and want their rule enforced."
        ),
        rules=("cards.forced-trade",),
        alternatives=("second-set=compulsory",),
    ),
    Decision(
        id="when-sets-are-traded",
        topic="When sets are traded",
        positions=(
            Stance(
                "complete sets may be traded at the start of your turn, or kept for later",
                CLASSIC_SOURCES,
                (
                    Quote(
                        S000,
                        131,
                        "potete consegnarle all'inizio del vostro turno successivo o aspettare.",
                    ),
                    Quote(
                        S001,
                        87,
                        "Τα πλήρη σετ μπορείτε να τα παραδώσετε στην αρχή της σειράς σας ή να "
                        "περιμένετε.",
                    ),
                    Quote(
                        S003,
                        50,
                        "Las series completas pueden entregarse al principio de tu turno o puedes "
                        "esperar.",
                    ),
                    Quote(
                        S004,
                        87,
                        "Plné sady môžete odovzdať na začiatku svojho ťahu alebo môžete počkať.",
                    ),
                ),
            ),
            Stance(
                "cards are always traded for armies before the fighting begins",
                S002,
                (
                    Quote(
                        S002,
                        19,
                        "Gli scambi di carte con armate si effettuano sempre prima di ingaggiare "
                        "i combattimenti.",
                    ),
                ),
            ),
        ),
        decision=(
            "The engine lets a set be traded at any moment of the reinforcement step, also "
            "after some armies are placed, until the last army is placed; with five or more "
            "cards the trade comes before any army is placed."
        ),
        reason=(
            "The reinforcement step is the start of the turn, and 002 draws the line at the "
            "fighting. Within the step the order changes no total: a set is worth the same "
            "before or after a placement, and its armies are placed in the same step. Only a "
            "full hand must be traded first, as the sources require it at the start of the turn."
        ),
        rules=("cards.trade-timing",),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        id="cards-earned",
        topic="Cards earned",
        positions=(
            Stance(
                "exactly one card per turn with a conquest",
                f"{S000}, {S002}",
                (
                    Quote(S000, 123, "guadagnerete una (e una sola) carta Rischio"),
                    Quote(
                        S002,
                        17,
                        "conquista uno o più territori, ha diritto di pescare una carta dalla "
                        "cima del mazzo",
                    ),
                ),
            ),
            Stance(
                "'at least one' card, then 'only one card per turn'",
                TRANSLATIONS,
                (
                    Quote(S001, 85, "θα κερδίσετε τουλάχιστον μία κάρτα κινδύνου"),
                    Quote(S001, 111, "μπορείτε να τραβήξετε μόνο μια κάρτα ανά γύρο"),
                    Quote(S003, 49, "ganarás al menos una carta de Riesgo"),
                    Quote(S003, 62, "sólo puedes robar una carta por turno"),
                    Quote(S004, 85, "získate aspoň jednu kartu rizika"),
                    Quote(S004, 111, "môžete si potiahnuť len jednu kartu za ťah"),
                ),
            ),
        ),
        decision="Exactly one card per turn with at least one conquest.",
        reason="001/003/004 contradict themselves; their later sentence agrees with 000 and 002.",
        rules=("cards.earn",),
    ),
    Decision(
        id="set-values",
        topic="Set values",
        positions=(
            Stance(
                "escalating: 4, 6, 8, 10, 12, 15, then +5 each",
                CLASSIC_SOURCES,
                (
                    Quote(S000, 139, "Il primo set vale 4 armate"),
                    Quote(
                        S000,
                        146,
                        "Dopo lo scambio del sesto set, ogni set aggiuntivo vale 5 armate in più.",
                    ),
                    Quote(S001, 91, "Πρώτο σετ - 4 στρατοί"),
                    Quote(
                        S001,
                        103,
                        "Μετά το έκτο σετ, κάθε πρόσθετο παιχνίδι που ανταλλάσσεται αξίζει "
                        "επιπλέον 5 στρατούς.",
                    ),
                    Quote(S003, 52, "Primer conjunto - 4 ejércitos"),
                    Quote(
                        S003,
                        58,
                        "A partir de la sexta baraja, cada partida adicional intercambiada vale 5 "
                        "ejércitos más.",
                    ),
                    Quote(S004, 91, "Prvá sada - 4 armády"),
                    Quote(
                        S004,
                        103,
                        "Po šiestej sade má každý ďalší vymenený zápas hodnotu ďalších 5 armád.",
                    ),
                ),
            ),
            Stance(
                "each combination (tris) is worth armies 'according to the table', a table the "
                "text does not give",
                S002,
                (_TRIS_TABLE,),
            ),
        ),
        decision="The escalating game-wide schedule.",
        reason="The classic rules; values by combination belong to Risiko!.",
        rules=("cards.values",),
        alternatives=("risiko",),
    ),
    Decision(
        id="missions",
        topic="Missions",
        positions=(
            Stance(
                "each player receives a mission, and completing it wins the game",
                S002,
                (Quote(S002, 11, "ciascun giocatore riceve una missione"), _MISSION_WINS),
            ),
            Stance(
                "12 Secret Mission cards, used only in the Secret Mission variant",
                TRANSLATIONS,
                _TWELVE_MISSIONS,
            ),
        ),
        decision="No missions in the classic ruleset: the winner conquers the world.",
        reason=(
            "Missions are a variant in the classic sources, whose own rule for winning is "
            "world conquest; the missions of 002 belong to the Risiko! edition."
        ),
        rules=("victory.world",),
        alternatives=("secret-mission", "risiko"),
    ),
    Decision(
        id="board-data",
        topic="The board: continent bonuses, borders and card symbols",
        positions=(
            Stance(
                "6 continents and 42 territories, 4 to 12 to a continent; the armies for each "
                "continent are on a table printed on the board, not in the text",
                CLASSIC_SOURCES,
                (
                    Quote(S000, 32, "Questa è una mappa di 6 continenti, divisi in 42 territori."),
                    Quote(
                        S000,
                        119,
                        "guardate la tabella nell'angolo in basso a sinistra del tabellone di "
                        "gioco.",
                    ),
                    Quote(
                        S001,
                        81,
                        "Υπάρχει ένας πίνακας στην κάτω αριστερή γωνία του ταμπλό του παιχνιδιού "
                        "που καθορίζει τον αριθμό των στρατών που λαμβάνετε ανά ήπειρο.",
                    ),
                    Quote(
                        S003,
                        47,
                        "En la esquina inferior izquierda del tablero hay una tabla que define el "
                        "número de ejércitos que recibes por continente.",
                    ),
                    Quote(
                        S004,
                        81,
                        "V ľavom dolnom rohu hracej plochy sa nachádza tabuľka, ktorá určuje "
                        "počet armád, ktoré dostanete pre každý kontinent.",
                    ),
                ),
            ),
            Stance(
                "a few borders, as examples: Greenland touches Northwest Territory, Ontario, "
                "Quebec and Iceland; North Africa touches Egypt, Western Europe and Brazil; "
                "Alaska touches Kamchatka",
                S000,
                (
                    Quote(
                        S000,
                        168,
                        "Un esercito in Groenlandia potrebbe attaccare i Territori del "
                        "Nord-Ovest, l'Ontario, il Quebec e l'Islanda.",
                    ),
                    Quote(
                        S000,
                        168,
                        "Il Nord Africa potrebbe attaccare l'Egitto, l'Europa occidentale e il "
                        "Brasile.",
                    ),
                    Quote(S000, 168, "L'Alaska confina con la Kamchatka"),
                ),
            ),
            Stance(
                "the continent armies go 'by the table', not given; Alaska and Kamchatka are "
                "joined; each card shows a symbol and a territory, without a list",
                S002,
                (
                    Quote(
                        S002,
                        16,
                        "avrà diritto (ad ogni suo turno di gioco) a un certo numero di armate "
                        "supplementari, secondo la tabella.",
                    ),
                    Quote(S002, 25, "si può attaccare 1’Alaska dal Kamchatka e viceversa."),
                    _CARD_SYMBOLS_002,
                ),
            ),
            Stance(
                "North America 5, South America 2, Europe 5, Africa 3, Asia 7, Australia 2; the "
                "borders and sea lanes drawn on the map; the weapon shown on each card",
                CLASSIC_BOARD,
            ),
        ),
        decision=(
            "The continent bonuses, the 83 borders and the weapon on each territory card are "
            "those of the classic published board and deck, as the board data records them; "
            "the card weapons follow a widely used listing of the Hasbro deck."
        ),
        reason=(
            "No seed states the bonuses, the full list of borders or the weapon of each card: "
            "the classic texts send the reader to the board, and 002 to a table it does not "
            "give. The borders the sources do name (Greenland's four, North Africa's, "
            "Alaska-Kamchatka) agree with the board data."
        ),
        rules=("reinforce.continents", "attack.adjacent", "fortify.move", "cards.sets"),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        id="the-east-africa-middle-east-sea-lane",
        topic="The East Africa-Middle East sea lane",
        positions=(
            Stance("a sea lane joins East Africa and the Middle East", "the classic Hasbro board"),
            Stance("no lane between them", "some other printings of the board"),
        ),
        decision="The classic board has the lane.",
        reason="It is drawn on the board of the classic game; other printings are an option.",
        rules=("attack.adjacent", "fortify.move"),
        alternatives=("board=no-east-africa-middle-east",),
    ),
    Decision(
        id="the-deck-running-out",
        topic="The deck running out",
        positions=(
            Stance(
                "when the deck runs out, the dealer reshuffles the used cards into a new deck",
                S002,
                (
                    Quote(
                        S002,
                        19,
                        "Quando il mazzo si esaurisce, il mazziere rimescola le carte utilizzate "
                        "e forma un nuovo mazzo.",
                    ),
                ),
            ),
            Stance("silent", "the other four sources"),
        ),
        decision=(
            "The traded cards are shuffled into a new draw pile only when a card is to be drawn "
            "and the pile is empty, not at the moment the last card is drawn; the card is then "
            "drawn from the new pile."
        ),
        reason=(
            "002 is the only source that speaks, and without a new deck the game could run out "
            "of cards. No card is drawn between the two moments, so waiting for the next draw "
            "changes only which cards the new pile holds: the sets traded in the meantime join "
            "it instead of waiting for a later reshuffle."
        ),
        rules=("cards.reshuffle",),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        id="secret-mission-players-and-the-deal",
        topic="Secret Mission: players and the deal",
        positions=(
            Stance(
                "12 Secret Mission cards for the variant; no player count and no set-up for it",
                TRANSLATIONS,
                _TWELVE_MISSIONS,
            ),
            Stance(
                "each player receives a mission and a number of territories",
                S002,
                (Quote(S002, 11, "ciascun giocatore riceve una missione"), _TERRITORIES_RECEIVED),
            ),
            Stance("3 to 6 players; territories dealt out, then placed as usual", HASBRO_SM),
        ),
        decision=(
            "The secret-mission ruleset is for 3 to 6 players. After the roll for the first "
            "turn each player is dealt one mission and the 42 territories are dealt out, 42 // "
            "N each, the first 42 % N players in turn order one more; the armies are then "
            "placed one at a time as in the classic game."
        ),
        reason=(
            "The sources give the variant no player count and no set-up. The Hasbro Secret "
            "Mission rules, which are not one of the five sources, are for 3 to 6 players and deal "
            "the territories out; 002 too gives each player their territories. The ruleset "
            "follows the Hasbro rules."
        ),
        rules=("missions.deal", "missions.deal-territories"),
        alternatives=("secret-mission",),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        id="secret-mission-the-cards-in-the-box",
        topic="Secret Mission: the cards in the box",
        positions=(
            Stance(
                "12 Secret Mission cards, which are not listed",
                TRANSLATIONS,
                _TWELVE_MISSIONS,
            ),
            Stance(
                "14 cards: four pairs of continents, two pairs plus a third, 18 territories "
                "with 2 armies, 24 territories, and one to destroy each of six colours",
                HASBRO_SM,
            ),
        ),
        decision=(
            "The 14 cards of the Hasbro deck, against the 12 the sources count; the player names "
            "are the colours. A destroy card for your own colour, or a colour nobody plays, "
            "means 24 territories."
        ),
        reason=(
            "The sources say 12 cards but never say what they are, so no deck of 12 can be built "
            "from them, and leaving out two of the 14 would be a guess. The Hasbro list is the "
            "only one available, and its fallback keeps every card playable; the count of 12 is "
            "therefore not followed."
        ),
        rules=("missions.kinds",),
        confidence=Confidence.LOW,
    ),
    Decision(
        id="secret-mission-destroy-by-another",
        topic="Secret Mission: a colour eliminated by another player",
        positions=(
            Stance("the mission becomes occupying 24 territories", HASBRO_SM),
            Stance("the mission counts as completed", OTHER_SM),
        ),
        decision="The mission becomes 24 territories (the edition difference is an option).",
        reason=(
            "No seed speaks of it. A player should win by their own play; the other reading is "
            "kept as an option."
        ),
        rules=("missions.destroy",),
        alternatives=("destroy-by-another=completes",),
    ),
    Decision(
        id="secret-mission-when-missions-are-checked",
        topic="Secret Mission: when missions are checked",
        positions=(Stance("the game ends as soon as a mission is completed", HASBRO_SM),),
        decision=(
            "Every player's mission is checked after every action of play that adds armies "
            "or completes a move-in, from the end of setup on; if several are complete at "
            "once, the player whose turn it is comes first, then the others in turn order."
        ),
        reason=(
            "A mission can be completed in another player's turn (by an elimination), and "
            "the sources do not order simultaneous completions."
        ),
        rules=("missions.victory",),
    ),
    Decision(
        id="mission-games-conquering-the-world",
        topic="Mission games: conquering the world",
        positions=(
            Stance("the mission is what a player must complete to win", S002, (_MISSION_WINS,)),
            Stance(
                "without missions, the winner eliminates every other player and holds all 42 "
                "territories",
                CLASSIC_SOURCES,
                _WORLD_CONQUEST,
            ),
        ),
        decision=(
            "In a game with missions, a player who holds every territory also wins, even if "
            "their mission is not yet complete."
        ),
        reason=(
            "No source says what happens. A player who holds the whole world has no opponent "
            "left, and every mission is then complete or can be completed by that player "
            "alone, so the game ends there."
        ),
        rules=("victory.world", "missions.victory"),
        confidence=Confidence.LOW,
    ),
    Decision(
        id="risiko-players-and-armies",
        topic="Risiko!: players and armies",
        positions=(
            Stance(
                "from two to six players; the armies depend on the number of players 'as in the "
                "table', a table the text does not give; no two-player set-up",
                S002,
                (
                    Quote(
                        S002,
                        7,
                        "possono partecipare da un minimo di due ad un massimo di sei giocatori",
                    ),
                    Quote(
                        S002,
                        11,
                        "Il numero di carri armati invece dipende dal numero di giocatori che "
                        "partecipano alla partita, nel modo riportato in tabella.",
                    ),
                ),
            ),
            Stance(
                "35, 30, 25 or 20 armies each for 3, 4, 5 or 6 players",
                CLASSIC_SOURCES,
                (
                    Quote(S000, 69, "Se ci sono 3 giocatori, ogni giocatore riceve 35 pedine."),
                    Quote(S001, 43, "3 παίκτες = 35 στρατοί ο καθένας"),
                    Quote(S003, 22, "3 jugadores = 35 ejércitos cada uno"),
                    Quote(S004, 43, "3 hráči = 35 armád pre každého"),
                ),
            ),
            Stance("three to six players, with 35, 30, 25 or 20 armies each", EG),
        ),
        decision=(
            "The risiko ruleset is for 2 to 6 players, as 002 says, with the classic "
            "starting armies; two players set up as in the classic two-player game: 40 "
            "armies each and a neutral of 40, the territories dealt into three piles, and "
            "each player dealt a mission."
        ),
        reason=(
            "002 allows two players but says nothing more about them: no armies, no neutral, "
            "and it does not print its army table. The classic two-player rules of 001, 003 "
            "and 004 are the nearest published set-up, and they already deal the territories "
            "as Risiko! does. With two players, eliminating the opponent also ends the game, "
            "as in the classic two-player game."
        ),
        rules=("setup.players", "setup.armies", "two-player.neutral"),
        confidence=Confidence.LOW,
    ),
    Decision(
        id="risiko-placing-the-starting-armies",
        topic="Risiko!: placing the starting armies",
        positions=(
            Stance(
                "each player reinforces their territories with the armies they have",
                S002,
                (
                    Quote(
                        S002,
                        11,
                        "Ogni giocatore rinforza quindi i propri territori coi carri armati in "
                        "suo possesso.",
                    ),
                ),
            ),
            Stance(
                "one more army at a time, in turn, until every player has placed all",
                CLASSIC_SOURCES,
                (
                    Quote(
                        S000,
                        76,
                        "ogni giocatore assegnerà indipendentemente un soldato aggiuntivo a "
                        "qualsiasi territorio già occupato",
                    ),
                    Quote(
                        S001,
                        56,
                        "κάθε παίκτης τοποθετεί έναν επιπλέον στρατό σε οποιοδήποτε από τα εδάφη "
                        "που κατέχει",
                    ),
                    Quote(
                        S003,
                        31,
                        "cada jugador coloca un ejército adicional en cualquiera de los "
                        "territorios que ocupa",
                    ),
                    Quote(
                        S004,
                        56,
                        "každý hráč umiestni jednu ďalšiu armádu na ľubovoľné územie, ktoré "
                        "obsadil",
                    ),
                ),
            ),
            Stance("the armies are placed in turn; the booklet gives no number per turn", EG),
        ),
        decision="After the deal, one army at a time in turn, as in the classic game.",
        reason=(
            "002 does not say how many armies go down at a time, nor in what order; some "
            "tables place three at a time, but no source we could read states it. The classic "
            "rule fills the gap."
        ),
        rules=("setup.place",),
        confidence=Confidence.LOW,
    ),
    Decision(
        id="risiko-minimum-reinforcement",
        topic="Risiko!: minimum reinforcement",
        positions=(
            Stance(
                "territories held divided by three, the remainder dropped; no minimum is stated",
                S002,
                (_DIVIDED_BY_THREE,),
            ),
            Stance("at least 3 armies a turn", CLASSIC_SOURCES, _MINIMUM_THREE),
        ),
        decision="At least 3 armies a turn, as in the classic game.",
        reason=(
            "002 states no minimum, and does not say there is none; the classic texts, the "
            "Italian 000 among them, state a minimum of 3. It is kept until a Risiko! source "
            "settles it."
        ),
        rules=("reinforce.minimum",),
        confidence=Confidence.LOW,
    ),
    Decision(
        id="risiko-hand-limit-and-compulsory-trades",
        topic="Risiko!: hand limit and compulsory trades",
        positions=(
            Stance(
                "with three cards or more a player 'will try' to form a tris: a choice",
                S002,
                (
                    Quote(
                        S002,
                        19,
                        "Quando ne avrà almeno 3 in mano, cercherà di formare qualche "
                        "combinazione (tris)",
                    ),
                ),
            ),
            Stance(
                "a set must be traded with 5 or 6 cards at the start of a turn, or with 6 or more "
                "after an elimination",
                S000,
                (
                    Quote(
                        S000,
                        131,
                        "Se invece avete 5 o 6 carte all'inizio del vostro turno, dovete "
                        "scambiare almeno un set",
                    ),
                    Quote(
                        S000,
                        214,
                        "Se si vincono 6 o più carte, è necessario scambiarle immediatamente",
                    ),
                ),
            ),
        ),
        decision=(
            "No hand limit and no compulsory trade; an eliminated player's cards join the "
            "conqueror's hand."
        ),
        reason=(
            "002 makes trading a choice and sets no limit; the classic limits go with "
            "escalating set values, which Risiko! does not have."
        ),
        rules=("risiko.trading",),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        id="risiko-the-tris-values",
        topic="Risiko!: the tris values",
        positions=(
            Stance(
                "a tris gives armies 'according to the table', which the text does not give; the "
                "symbols are soldier, horse, cannon and jolly",
                S002,
                (_TRIS_TABLE, _CARD_SYMBOLS_002),
            ),
            Stance(
                "three cannons 4, three soldiers 6, three horses 8, one of each 10, a jolly with "
                "two alike 12",
                EG,
            ),
        ),
        decision=(
            "A tris is worth 4 (three artillery), 6 (three infantry), 8 (three cavalry), 10 "
            "(one of each) or 12 (a jolly with two alike); a jolly makes a tris only with two "
            "cards of the same weapon."
        ),
        reason=(
            "No seed gives these values or says which cards a jolly completes: 002 refers to a "
            "table it does not print. The values and the jolly rule are those of the Editrice "
            "Giochi booklet as the project has them, not quoted from any seed."
        ),
        rules=("risiko.tris",),
        confidence=Confidence.LOW,
    ),
    Decision(
        id="risiko-card-bonus",
        topic="Risiko!: the armies for cards of occupied territories",
        positions=(
            Stance(
                "2 more armies for each such card; extra armies are placed at will",
                S002,
                (
                    Quote(S002, 19, "riceve 2 armate in più per ogni carta"),
                    Quote(
                        S002,
                        19,
                        "Le armate supplementari che via via si conquistano vengono disposte sui "
                        "territori posseduti, a piacimento dei giocatori.",
                    ),
                ),
            ),
            Stance(
                "+2 armies on the territory shown",
                S000,
                (
                    Quote(
                        S000,
                        152,
                        "Dovrete far entrare entrambe le armate in quel particolare territorio.",
                    ),
                ),
            ),
        ),
        decision=(
            "2 more armies for each such card, added to the reinforcements and placed at will; "
            "no territory is named."
        ),
        reason=(
            "002 gives the armies to the player, and says that extra armies are placed on the "
            "player's territories as they wish."
        ),
        rules=("risiko.card-bonus",),
        alternatives=("card-bonus=each-card",),
        confidence=Confidence.HIGH,
    ),
    Decision(
        id="risiko-the-objective-cards",
        topic="Risiko!: the objective cards",
        positions=(
            Stance(
                "each player receives a mission; the missions are not listed",
                S002,
                (Quote(S002, 11, "ciascun giocatore riceve una missione"),),
            ),
            Stance("14 mission cards", EG),
        ),
        decision="The 14 cards of the Secret Mission deck, with its fallback to 24 territories.",
        reason=(
            "002 names no mission. The missions of the Editrice Giochi box are of the same kinds "
            "and number as the Hasbro ones: pairs of continents, 24 or 18 territories, a colour "
            "to destroy."
        ),
        rules=("missions.kinds", "missions.destroy"),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        id="risiko-the-weapon-on-each-card",
        topic="Risiko!: the weapon on each card",
        positions=(
            Stance(
                "each card shows a symbol (soldier, horse, cannon or jolly) and a territory; "
                "which card shows which symbol is not listed",
                S002,
                (_CARD_SYMBOLS_002,),
            ),
        ),
        decision=(
            "Each territory card shows the weapon of the classic deck; the two jollies show "
            "all three."
        ),
        reason=(
            "No source lists the weapon of each Italian card, so the one deck of the board "
            "data serves every edition."
        ),
        rules=("risiko.tris",),
        confidence=Confidence.LOW,
    ),
)
