"""Where each rule comes from: the passages of the source rulebooks that state it, and
the decisions (:mod:`risk_ref.decisions`) that settle what they leave open or disagree
on. Every rule has one or both; a test checks that, and finds every passage in its
source, so that a rule's provenance cannot be invented."""

from __future__ import annotations

from dataclasses import dataclass

from risk_ref.decisions import DECISIONS, S000, S001, S002, S003, S004, Quote


@dataclass(frozen=True, slots=True)
class Provenance:
    quotes: tuple[Quote, ...] = ()  # the sources that state the rule, in their words
    decisions: tuple[str, ...] = ()  # the IDs of the decisions that shape it


PROVENANCE: dict[str, Provenance] = {
    "setup.players": Provenance(
        quotes=(
            Quote(S001, 5, "ΑΡΙΘΜΌΣ ΠΑΙΚΤΏΝ: 2-6 παίκτες"),
            Quote(S001, 164, "Το Risk μπορεί να παιχτεί από 2 έως 6 παίκτες."),
            Quote(S002, 7, "da un minimo di due ad un massimo di sei giocatori"),
            Quote(S003, 3, "NÚMERO DE JUGADORES: 2-6 jugadores"),
            Quote(S003, 91, "Pueden jugar al Risk de 2 a 6 jugadores."),
            Quote(S004, 5, "POČET HRÁČOV: 2-6 hráčov"),
            Quote(S004, 164, "Risk môže hrať 2 až 6 hráčov."),
        ),
        decisions=(
            "number-of-players",
            "secret-mission-players-and-the-deal",
            "risiko-players-and-armies",
        ),
    ),
    "setup.armies": Provenance(
        quotes=(
            Quote(
                S000,
                69,
                "Se ci sono 3 giocatori, ogni giocatore riceve 35 pedine. • Se ci sono 4 "
                "giocatori, ogni giocatore riceve 30 pedine. • Se ci sono 5 giocatori, ogni "
                "giocatore riceve 25 pedine. • Se ci sono 6 giocatori, ogni giocatore riceve 20 "
                "pedine.",
            ),
            Quote(
                S001,
                43,
                "3 παίκτες = 35 στρατοί ο καθένας 4 παίκτες = 30 στρατοί ο καθένας 5 παίκτες = 25 "
                "στρατοί ο καθένας 6 παίκτες = 20 στρατοί ο καθένας",
            ),
            Quote(S001, 156, "Για ένα παιχνίδι 2 παικτών, κάθε παίκτης λαμβάνει 40 στρατούς"),
            Quote(
                S003,
                22,
                "3 jugadores = 35 ejércitos cada uno 4 jugadores = 30 ejércitos cada uno 5 "
                "jugadores = 25 ejércitos cada uno",
            ),
            Quote(S003, 25, "6 jugadores = 20 ejércitos cada uno"),
            Quote(S003, 87, "En una partida de 2 jugadores cada jugador recibe 40 ejércitos"),
            Quote(
                S004,
                43,
                "3 hráči = 35 armád pre každého 4 hráči = 30 armád pre každého 5 hráčov = 25 "
                "armád pre každého 6 hráčov = 20 armád pre každého",
            ),
            Quote(S004, 156, "Pri hre 2 hráčov dostane každý hráč 40 armád"),
        ),
        decisions=(
            "two-players",
            "risiko-players-and-armies",
        ),
    ),
    "setup.first-player": Provenance(
        quotes=(
            Quote(S000, 74, "Usare un dado nel gioco. Chi ottiene il punteggio più alto"),
            Quote(
                S001,
                54,
                "Ρίξτε ένα ζάρι για να καθορίσετε τον πρώτο παίκτη. Όποιος ρίξει τον υψηλότερο "
                "αριθμό ξεκινάει",
            ),
            Quote(S001, 160, "οι παίκτες ρίχνουν για το ποιος θα πάει πρώτος."),
            Quote(
                S003,
                29,
                "Tira un dado para determinar el primer jugador. El que saque el número más alto "
                "comienza",
            ),
            Quote(S003, 89, "los jugadores tiran para ver quién va primero."),
            Quote(
                S004,
                54,
                "Hoďte jednou kockou, aby ste určili prvého hráča. Ten, kto hodí najvyššie číslo, "
                "začína",
            ),
            Quote(S004, 160, "hráči hádžu, kto pôjde prvý."),
        ),
        decisions=("ties-for-the-first-player",),
    ),
    "setup.claim": Provenance(
        quotes=(
            Quote(
                S000,
                74,
                "prende una pedina dalla propria armata e la posiziona su un qualsiasi territorio "
                "del tabellone, dichiarandolo suo territorio.",
            ),
            Quote(
                S000,
                75,
                "A partire dal primo giocatore da sinistra, ogni giocatore piazza volontariamente "
                "un guerriero in un qualsiasi territorio non occupato. Continuare fino a quando "
                "tutti i 42 territori sono occupati.",
            ),
            Quote(
                S001,
                54,
                "ξεκινάει παίρνοντας ένα κομμάτι πεζικού και τοποθετώντας το σε μια χώρα, "
                "διεκδικώντας έτσι την επικράτειά του. Το παιχνίδι συνεχίζεται προς τα αριστερά.",
            ),
            Quote(
                S001,
                55,
                "Τώρα ο καθένας τοποθετεί με τη σειρά του έναν στρατό σε ακατοίκητα εδάφη. "
                "Συνεχίστε μέχρι να διεκδικήσετε όλα τα εδάφη.",
            ),
            Quote(
                S003,
                29,
                "comienza tomando una pieza de infantería y colocándola en un país, reclamando "
                "así su territorio. El juego continúa hacia la izquierda.",
            ),
            Quote(
                S003,
                30,
                "Ahora cada uno coloca por turno un ejército en los territorios no ocupados. "
                "Continúe hasta que todos los territorios hayan sido reclamados.",
            ),
            Quote(
                S004,
                54,
                "začína tým, že si vezme jednu figúrku pechoty a umiestni ju na krajinu, čím si "
                "nárokuje svoje územie. Hra pokračuje doľava.",
            ),
            Quote(
                S004,
                55,
                "Teraz každý postupne umiestni jednu armádu na neobsadené územia. Pokračujte, kým "
                "nebudú obsadené všetky územia.",
            ),
        ),
        decisions=("initial-territories",),
    ),
    "setup.place": Provenance(
        quotes=(
            Quote(
                S000,
                76,
                "Una volta occupati tutti i 42 territori, ogni giocatore assegnerà "
                "indipendentemente un soldato aggiuntivo a qualsiasi territorio già occupato. "
                "Continuate così finché tutti non avranno esaurito le truppe.",
            ),
            Quote(
                S001,
                56,
                "Μόλις όλα τα εδάφη έχουν διεκδικηθεί, κάθε παίκτης τοποθετεί έναν επιπλέον "
                "στρατό σε οποιοδήποτε από τα εδάφη που κατέχει. Συνεχίστε το ίδιο μέχρι να "
                "εξαντληθούν οι στρατοί όλων.",
            ),
            Quote(
                S002,
                11,
                "Ogni giocatore rinforza quindi i propri territori coi carri armati in suo "
                "possesso.",
            ),
            Quote(
                S003,
                31,
                "Una vez reclamados todos los territorios, cada jugador coloca un ejército "
                "adicional en cualquiera de los territorios que ocupa. Continúa así hasta que "
                "todos se queden sin ejércitos.",
            ),
            Quote(
                S004,
                56,
                "Po obsadení všetkých území každý hráč umiestni jednu ďalšiu armádu na ľubovoľné "
                "územie, ktoré obsadil. Takto pokračujte, kým všetkým nedôjdu armády.",
            ),
        ),
        decisions=("risiko-placing-the-starting-armies",),
    ),
    "setup.stacking": Provenance(
        quotes=(
            Quote(
                S000,
                76,
                "Non c'è limite al numero di truppe che si possono piazzare in un territorio.",
            ),
            Quote(
                S001,
                56,
                "Δεν υπάρχει όριο στον αριθμό των στρατών που μπορείτε να παίξετε σε οποιοδήποτε "
                "έδαφος.",
            ),
            Quote(
                S003,
                31,
                "No hay límite en la cantidad de ejércitos que puedes colocar en un mismo "
                "territorio.",
            ),
            Quote(S004, 56, "Počet armád, ktoré môžete hrať na jednom území, nie je obmedzený."),
        ),
    ),
    "setup.first-turn": Provenance(
        quotes=(
            Quote(
                S000,
                81,
                "Il giocatore che ha piazzato il primo guerriero può anche fare la prima mossa "
                "della partita.",
            ),
            Quote(
                S000,
                107,
                "All'inizio di ogni turno (compreso il primo), contate il numero di territori",
            ),
            Quote(
                S001,
                58,
                "Ο παίκτης που τοποθέτησε τον πρώτο στρατό παίρνει επίσης τον πρώτο γύρο.",
            ),
            Quote(
                S001,
                79,
                "Στην αρχή κάθε γύρου, συμπεριλαμβανομένου του πρώτου σας, μετρήστε τον αριθμό "
                "των εδαφών",
            ),
            Quote(
                S003,
                33,
                "El jugador que colocó el primer ejército también toma el primer turno.",
            ),
            Quote(
                S003,
                46,
                "Al comienzo de cada turno, incluido el primero, cuente el número de territorios",
            ),
            Quote(S004, 58, "Hráč, ktorý umiestnil prvú armádu, je tiež na ťahu ako prvý."),
            Quote(S004, 79, "Na začiatku každého ťahu, vrátane prvého, spočítajte počet území"),
        ),
    ),
    "turn.sequence": Provenance(
        quotes=(
            Quote(
                S000,
                89,
                "ogni mossa consiste in tre passi nel seguente ordine: 1. Ricezione e "
                "costituzione di nuovi eserciti; 2. Attacchi, se si sceglie, tirare i dadi; 3. "
                "Rafforzare la propria posizione.",
            ),
            Quote(
                S001,
                64,
                "Στροφή τριών βημάτων 1. Απόκτηση και τοποθέτηση νέων στρατών 2. Επίθεση, αν το "
                "επιλέξετε, ρίχνοντας τα ζάρια 3. Οχύρωση της θέσης σας",
            ),
            Quote(
                S002,
                23,
                "Quando i rinforzi sono stati piazzati, ogni giocatore al suo turno di gioco può "
                "attaccare.",
            ),
            Quote(
                S003,
                36,
                "Giro en tres tiempos - Obtención y posicionamiento de nuevos ejércitos - Atacar, "
                "si lo deseas, tirando los dados - Fortificación de su posición",
            ),
            Quote(
                S004,
                64,
                "Trojstupňový obrat 1. Získavanie a umiestňovanie nových armád 2. Útok, ak sa tak "
                "rozhodnete, hodom kockou 3. Posilnenie vašej pozície",
            ),
        ),
    ),
    "turn.order": Provenance(
        quotes=(
            Quote(
                S000,
                162,
                "Se decidete di non attaccare, passate i dadi al giocatore alla vostra sinistra.",
            ),
            Quote(
                S001,
                109,
                "Αν δεν επιθυμείτε να επιτεθείτε, δώστε τα ζάρια στον παίκτη στα αριστερά σας.",
            ),
            Quote(S003, 61, "Si no deseas atacar, pasa los dados al jugador de tu izquierda."),
            Quote(S004, 109, "Ak nechcete útočiť, odovzdajte kocku hráčovi po vašej ľavici."),
        ),
        decisions=("two-players",),
    ),
    "reinforce.territories": Provenance(
        quotes=(
            Quote(
                S000,
                107,
                "contate il numero di territori che occupate al momento, poi dividetelo per tre "
                "(ignorate se ottenete un numero irregolare).",
            ),
            Quote(
                S000,
                111,
                "11 territori = 3 armate; • 14 territori = 4 armate; • 17 territori = 5 armate.",
            ),
            Quote(
                S001,
                79,
                "μετρήστε τον αριθμό των εδαφών που καταλαμβάνετε και διαιρέστε με το τρία "
                "(αγνοώντας οποιοδήποτε υπόλοιπο).",
            ),
            Quote(
                S002,
                15,
                "Ogni giocatore ad ogni suo turno di gioco riceve tante armate quanti sono i "
                "territori da lui occupati sul planisfero, diviso per 3.",
            ),
            Quote(S002, 15, "(il resto, in questo caso 2, non viene conteggiato)."),
            Quote(
                S003,
                46,
                "cuente el número de territorios que ocupa y divídalo por tres (sin tener en "
                "cuenta el resto).",
            ),
            Quote(
                S004,
                79,
                "spočítajte počet území, ktoré okupujete, a vydeľte ho tromi (bez ohľadu na "
                "zvyšok).",
            ),
        ),
    ),
    "reinforce.minimum": Provenance(
        quotes=(
            Quote(
                S000,
                115,
                "Avrete sempre almeno 3 armate, anche se occupate meno di 9 territori.",
            ),
            Quote(
                S001,
                79,
                "Θα έχετε πάντα τουλάχιστον 3 στρατούς, ακόμη και αν καταλαμβάνετε λιγότερα από 9 "
                "εδάφη.",
            ),
            Quote(
                S003,
                46,
                "Siempre tendrá al menos 3 ejércitos, aunque ocupe menos de 9 territorios.",
            ),
            Quote(
                S004,
                79,
                "Vždy budete mať aspoň 3 armády, aj keď práve okupujete menej ako 9 území.",
            ),
        ),
        decisions=(
            "minimum-reinforcement",
            "risiko-minimum-reinforcement",
        ),
    ),
    "reinforce.continents": Provenance(
        quotes=(
            Quote(
                S000,
                119,
                "riceverete armi per ogni continente che controllate all'inizio del vostro turno. "
                "(Per controllare un intero continente, è necessario catturare tutti i suoi "
                "territori all'inizio del proprio turno).",
            ),
            Quote(
                S001,
                81,
                "Στην αρχή κάθε γύρου, θα λαμβάνετε επίσης στρατούς για κάθε ήπειρο που ελέγχετε. "
                "Για να ελέγξετε μια ήπειρο πρέπει να καταλάβετε όλα τα εδάφη της.",
            ),
            Quote(
                S002,
                16,
                "Se un giocatore possiede uno o più continenti interi, avrà diritto (ad ogni suo "
                "turno di gioco) a un certo numero di armate supplementari",
            ),
            Quote(
                S003,
                47,
                "Al principio de cada turno, también recibirás ejércitos por cada continente que "
                "controles. Para controlar un continente debes ocupar todos los territorios que "
                "haya en él.",
            ),
            Quote(
                S004,
                81,
                "Na začiatku každého ťahu dostanete aj armády pre každý kontinent, ktorý "
                "ovládate. Aby ste mohli ovládať kontinent, musíte obsadiť všetky územia na ňom.",
            ),
        ),
        decisions=("board-data",),
    ),
    "reinforce.placement": Provenance(
        quotes=(
            Quote(S000, 107, "Posizionare le nuove truppe nei territori già occupati."),
            Quote(
                S000,
                160,
                "All'inizio del vostro turno, assegnate le vostre armate e decidete se volete "
                "attaccare",
            ),
            Quote(S001, 72, "υπολογίστε πόσους νέους στρατούς θα προσθέσετε στα εδάφη σας"),
            Quote(
                S001,
                107,
                "Αφού τοποθετήσετε τους στρατούς σας, μπορείτε να επιλέξετε να επιτεθείτε.",
            ),
            Quote(
                S002,
                19,
                "Le armate supplementari che via via si conquistano vengono disposte sui "
                "territori posseduti, a piacimento dei giocatori.",
            ),
            Quote(S003, 41, "calcula cuántos ejércitos nuevos añadir a tus territorios"),
            Quote(S003, 60, "Después de posicionar tus ejércitos puedes elegir atacar."),
            Quote(S004, 72, "koľko nových armád pridáte do svojich území"),
            Quote(S004, 107, "Po rozmiestnení svojich armád sa môžete rozhodnúť zaútočiť."),
        ),
        decisions=("when-sets-are-traded",),
    ),
    "cards.earn": Provenance(
        quotes=(
            Quote(
                S000,
                123,
                "Alla fine di ogni turno in cui avete conquistato almeno un territorio, "
                "guadagnerete una (e una sola) carta Rischio.",
            ),
            Quote(
                S000,
                208,
                "Se avete conquistato almeno un territorio, prendete prima la carta Rischio più "
                "alta dal mazzo contrassegnato. (Indipendentemente dal numero di territori "
                "conquistati durante il proprio turno, si può prendere solo una carta Rischio).",
            ),
            Quote(
                S001,
                111,
                "Εάν καταφέρατε να καταλάβετε τουλάχιστον ένα έδαφος, τραβήξτε μια κάρτα κινδύνου "
                "από τη στοίβα τραβήγματος. Ανεξάρτητα από το πόσα εδάφη κατακτήσατε επιτυχώς, "
                "μπορείτε να τραβήξετε μόνο μια κάρτα ανά γύρο.",
            ),
            Quote(
                S002,
                17,
                "Ogni volta che un giocatore (a conclusione del suo turno) conquista uno o più "
                "territori, ha diritto di pescare una carta dalla cima del mazzo",
            ),
            Quote(
                S003,
                62,
                "Si has conseguido capturar al menos un territorio, roba una carta de Riesgo de "
                "la pila de robo. No importa cuántos territorios hayas capturado con éxito, sólo "
                "puedes robar una carta por turno.",
            ),
            Quote(
                S004,
                111,
                "Ak sa vám podarilo dobyť aspoň jedno územie, potiahnite si z ťahovej kôpky kartu "
                "rizika. Bez ohľadu na to, koľko území ste úspešne dobyli, môžete si potiahnuť "
                "len jednu kartu za ťah.",
            ),
        ),
        decisions=("cards-earned",),
    ),
    "cards.sets": Provenance(
        quotes=(
            Quote(
                S000,
                123,
                "È possibile raccogliere 3 serie di carte con una qualsiasi delle seguenti "
                "combinazioni: 3 carte dello stesso disegno (Fanteria, Cavalleria e Artiglieria) "
                "Una di tre carte diverse Due carte qualsiasi + jolly",
            ),
            Quote(
                S001,
                85,
                "3 κάρτες του ίδιου σχεδίου (3 πεζικό, 3 ιππικό, 3 πυροβολικό), μία από κάθε ένα "
                "από τα 3 σχέδια ή οποιεσδήποτε 2 συν ένα μπαλαντέρ.",
            ),
            Quote(
                S003,
                49,
                "3 cartas del mismo diseño (3 de infantería, 3 de caballería, 3 de artillería), "
                "una de cada uno de los 3 diseños, o 2 cualesquiera más un comodín.",
            ),
            Quote(
                S004,
                85,
                "3 karty rovnakého dizajnu (3 pechota, 3 jazdectvo, 3 delostrelectvo), jednu z "
                "každého z 3 dizajnov alebo 2 ľubovoľné karty plus divokú kartu.",
            ),
        ),
        decisions=("board-data",),
    ),
    "cards.values": Provenance(
        quotes=(
            Quote(
                S000,
                139,
                "Il primo set vale 4 armate; • Il secondo set è composto da 6 armate; • Il terzo "
                "set è composto da 8 armate; • Quarto set - 10 armate; • Quinto set - 12 "
                "eserciti; • Il sesto set è composto da 15 armate.",
            ),
            Quote(
                S000,
                146,
                "Dopo lo scambio del sesto set, ogni set aggiuntivo vale 5 armate in più.",
            ),
            Quote(
                S000,
                148,
                "si riferiscono ai set che possono essere scambiati da chiunque durante la "
                "partita.",
            ),
            Quote(S001, 89, "ανάλογα με το συνολικό αριθμό των ανταλλαγμάτων."),
            Quote(
                S001,
                91,
                "Πρώτο σετ - 4 στρατοί Δεύτερο σετ - 6 στρατοί Τρίτο σετ - 8 στρατοί Τέταρτο σετ "
                "- 10 στρατοί Πέμπτο σετ - 12 στρατοί",
            ),
            Quote(
                S001,
                101,
                "Έκτο σετ - 15 στρατοί Μετά το έκτο σετ, κάθε πρόσθετο παιχνίδι που ανταλλάσσεται "
                "αξίζει επιπλέον 5 στρατούς.",
            ),
            Quote(S003, 51, "en función del número total de partidas canjeadas."),
            Quote(
                S003,
                52,
                "Primer conjunto - 4 ejércitos Segundo conjunto - 6 ejércitos Tercer conjunto - 8 "
                "ejércitos Cuarto conjunto - 10 ejércitos Quinto set - 12 ejércitos Sexto "
                "conjunto - 15 ejércitos",
            ),
            Quote(
                S003,
                58,
                "A partir de la sexta baraja, cada partida adicional intercambiada vale 5 "
                "ejércitos más.",
            ),
            Quote(S004, 89, "na základe celkového počtu vymenených zápaliek."),
            Quote(
                S004,
                91,
                "Prvá sada - 4 armády Druhá sada - 6 armád Tretia sada - 8 armád Štvrtá sada - 10 "
                "armád Piata sada - 12 armád",
            ),
            Quote(
                S004,
                101,
                "Šiesta sada - 15 armád Po šiestej sade má každý ďalší vymenený zápas hodnotu "
                "ďalších 5 armád.",
            ),
        ),
        decisions=("set-values",),
    ),
    "cards.territory-bonus": Provenance(
        quotes=(
            Quote(
                S000,
                152,
                "Se una delle 3 carte che desiderate scambiare corrisponde all'immagine del "
                "territorio che state occupando, riceverete 2 armate aggiuntive. Dovrete far "
                "entrare entrambe le armate in quel particolare territorio.",
            ),
            Quote(S000, 154, "Potete ricevere fino a 2 armate in più per turno"),
            Quote(
                S001,
                103,
                "Εάν κάποια από τις περιοχές που καταλαμβάνετε απεικονίζεται σε μία από τις τρεις "
                "κάρτες, θα λάβετε επιπλέον 2 στρατούς. Και οι δύο στρατοί πρέπει να τοποθετηθούν "
                "στην αντίστοιχη περιοχή.",
            ),
            Quote(
                S003,
                58,
                "Si alguno de los territorios que ocupas está representado en una de las tres "
                "cartas, recibirás 2 ejércitos extra. Ambos ejércitos deben colocarse en el "
                "territorio respectivo.",
            ),
            Quote(
                S004,
                103,
                "Ak je niektoré z území, ktoré okupujete, zobrazené na jednej z troch kariet, "
                "dostanete navyše 2 armády. Obe armády musia byť umiestnené na príslušnom území.",
            ),
        ),
        decisions=("territory-card-bonus",),
    ),
    "cards.forced-trade": Provenance(
        quotes=(
            Quote(
                S000,
                131,
                "Se invece avete 5 o 6 carte all'inizio del vostro turno, dovete scambiare almeno "
                "un set",
            ),
            Quote(S001, 87, "αν έχετε 5 ή 6 κάρτες, πρέπει να παραδώσετε το ένα σετ"),
            Quote(S003, 50, "si tienes 5 ó 6 cartas, debes entregar una serie"),
            Quote(S004, 87, "Ak však máte 5 alebo 6 kariet, musíte vymeniť jednu sadu"),
        ),
        decisions=(
            "card-limits",
            "second-set",
        ),
    ),
    "cards.trade-timing": Provenance(
        quotes=(
            Quote(
                S000,
                131,
                "potete consegnarle all'inizio del vostro turno successivo o aspettare.",
            ),
            Quote(
                S000,
                135,
                "All'inizio dei turni successivi, si potranno scambiare i set di carte raccolti",
            ),
            Quote(
                S001,
                87,
                "Τα πλήρη σετ μπορείτε να τα παραδώσετε στην αρχή της σειράς σας ή να περιμένετε.",
            ),
            Quote(
                S002,
                19,
                "Gli scambi di carte con armate si effettuano sempre prima di ingaggiare i "
                "combattimenti.",
            ),
            Quote(
                S003,
                50,
                "Las series completas pueden entregarse al principio de tu turno o puedes esperar.",
            ),
            Quote(
                S004,
                87,
                "Plné sady môžete odovzdať na začiatku svojho ťahu alebo môžete počkať.",
            ),
        ),
        decisions=(
            "when-sets-are-traded",
            "card-limits",
        ),
    ),
    "cards.reshuffle": Provenance(
        quotes=(
            Quote(
                S002,
                19,
                "Le carte utilizzate per gli scambi vengono scartate. Quando il mazzo si "
                "esaurisce, il mazziere rimescola le carte utilizzate e forma un nuovo mazzo.",
            ),
        ),
        decisions=("the-deck-running-out",),
    ),
    "attack.adjacent": Provenance(
        quotes=(
            Quote(
                S000,
                166,
                "Si può attaccare solo un territorio adiacente (che tocca il confine) a uno dei "
                "propri territori, o che deve essere collegato a uno dei propri territori da una "
                "linea tratteggiata.",
            ),
            Quote(
                S001,
                115,
                "Μπορείτε να επιτεθείτε μόνο σε εδάφη που αγγίζουν το δικό σας ή συνδέονται με "
                "αυτό με διακεκομμένη γραμμή.",
            ),
            Quote(
                S002,
                23,
                "Ci sono due modi per attaccare un territorio avversario: A) Via terra: se il "
                "territorio da cui si sferra l’attacco è confinante con il territorio avversario. "
                "B) Via mare: seguendo la linea tratteggiata",
            ),
            Quote(
                S003,
                64,
                "Sólo puedes atacar territorios que toquen al tuyo o estén conectados a él por "
                "una línea discontinua.",
            ),
            Quote(
                S004,
                115,
                "Útočiť môžete len na územia, ktoré sa dotýkajú vášho vlastného územia alebo sú s "
                "ním spojené prerušovanou čiarou.",
            ),
        ),
        decisions=(
            "board-data",
            "the-east-africa-middle-east-sea-lane",
        ),
    ),
    "attack.source-armies": Provenance(
        quotes=(
            Quote(
                S000,
                170,
                "Nell'area da cui si vuole attaccare devono sempre esserci almeno due armate.",
            ),
            Quote(
                S001,
                116,
                "Πρέπει να έχετε τουλάχιστον δύο στρατούς στην περιοχή από την οποία επιτίθεστε.",
            ),
            Quote(
                S002,
                23,
                "egli deve lasciare sempre almeno un’armata di presidio su ogni territorio "
                "occupato. In altre parole, non può attaccare se non partendo da un territorio su "
                "cui abbia almeno due armate.",
            ),
            Quote(
                S003,
                65,
                "Debe tener al menos dos ejércitos en el territorio desde el que ataca.",
            ),
            Quote(S004, 116, "Na území, z ktorého útočíte, musíte mať aspoň dve armády."),
        ),
    ),
    "attack.attacker-dice": Provenance(
        quotes=(
            Quote(
                S000,
                177,
                "Prima di lanciare i dadi, il giocatore e l'avversario devono dire quanti dadi "
                "intendono lanciare",
            ),
            Quote(
                S000,
                178,
                "L'attaccante deve lanciare 1, 2 o 3 dadi rossi: deve avere almeno un'armata in "
                "più nel suo territorio rispetto a quella che ha lanciato il dado.",
            ),
            Quote(
                S001,
                123,
                "Πριν ρίξετε, τόσο εσείς όσο και ο αντίπαλός σας πρέπει να ανακοινώσετε τον "
                "αριθμό των ζαριών που σκοπεύετε να ρίξετε",
            ),
            Quote(
                S001,
                124,
                "Ο επιτιθέμενος, ρίχνει 1, 2 ή 3 κόκκινα ζάρια. Ο επιτιθέμενος πρέπει να έχει "
                "τουλάχιστον έναν στρατό περισσότερο από τον αριθμό των ζαριών που ρίχνει.",
            ),
            Quote(
                S002,
                26,
                "L’attaccante tira tanti dadi (di colore rosso) quante sono le armate con cui "
                "egli ha deciso di attaccare (massimo 3).",
            ),
            Quote(
                S003,
                69,
                "Antes de tirar, tanto tú como tu oponente debéis anunciar el número de dados que "
                "pensáis tirar",
            ),
            Quote(
                S003,
                70,
                "Atacante, tira 1, 2 o 3 dados rojos. El atacante debe tener al menos un ejército "
                "más que la cantidad de dados que tira.",
            ),
            Quote(
                S004,
                123,
                "Pred hodom musíte vy aj váš súper oznámiť počet kociek, ktoré plánujete hodiť",
            ),
            Quote(
                S004,
                124,
                "Útočník hádže 1, 2 alebo 3 červenými kockami. Útočník musí mať aspoň o jednu "
                "armádu viac, ako je počet hodených kociek.",
            ),
        ),
    ),
    "attack.defender-dice": Provenance(
        quotes=(
            Quote(
                S000,
                180,
                "Il difensore lancia 1 o 2 dadi bianchi: per lanciare 2 dadi, il difensore deve "
                "avere almeno 2 armate nell'area attaccata.",
            ),
            Quote(
                S001,
                125,
                "Ο αμυνόμενος, ρίχνει 1 ή 2 λευκά ζάρια. Για να ρίξει 2 ζάρια, ο αμυνόμενος "
                "πρέπει να έχει δύο ή περισσότερους στρατούς στην επικράτειά του.",
            ),
            Quote(
                S003,
                71,
                "Defensor, tira 1 o 2 dados blancos. Para tirar 2 dados, el defensor debe tener "
                "dos o más ejércitos en su territorio.",
            ),
            Quote(
                S004,
                125,
                "Obranca hádže 1 alebo 2 bielymi kockami. Aby mohol hodiť 2 kockami, musí mať "
                "obranca na svojom území dve alebo viac armád.",
            ),
        ),
        decisions=("defender-dice",),
    ),
    "attack.compare": Provenance(
        quotes=(
            Quote(
                S000,
                185,
                "Confrontate il valore più alto di ogni dado lanciato. Se il vostro "
                "(dell'attaccante) è più alto, il difensore perde un'armata dal territorio "
                "attaccato.",
            ),
            Quote(
                S000,
                185,
                "Se ognuno di voi tira più di un dado, dovete confrontare i due valori più alti e "
                "ripetere la procedura.",
            ),
            Quote(S000, 199, "In caso di parità, vince sempre il difensore."),
            Quote(
                S001,
                129,
                "Συγκρίνετε το υψηλότερο ζάρι που ρίξατε. Αν το ζάρι του επιτιθέμενου είναι "
                "υψηλότερο, ο αμυνόμενος χάνει έναν στρατό.",
            ),
            Quote(
                S001,
                131,
                "Αν και οι δύο έριξαν περισσότερα από ένα ζάρια, συγκρίνετε το επόμενο υψηλότερο "
                "ζεύγος και εφαρμόστε τους ίδιους κανόνες. Σε περίπτωση ισοπαλίας, ο αμυνόμενος "
                "κερδίζει πάντα.",
            ),
            Quote(
                S002,
                27,
                "il dado con il punteggio più alto ottenuto dall’attaccante si confronta con il "
                "punteggio più alto ottenuto dal difensore.",
            ),
            Quote(
                S002,
                27,
                "Se è più alto il punteggio del difensore, sarà l’attaccante a dover ritirare una "
                "delle sue armate. In caso di pareggio il difensore vince.",
            ),
            Quote(
                S003,
                73,
                "Compara el dado más alto obtenido. Si el del atacante es más alto, el defensor "
                "pierde un ejército.",
            ),
            Quote(
                S003,
                74,
                "Si ambos tiran más de un dado, se compara la siguiente pareja más alta y se "
                "aplican las mismas reglas. En caso de empate, siempre gana el defensor.",
            ),
            Quote(
                S004,
                129,
                "Porovnajte najvyššie hodené kocky. Ak je útočníkova vyššia, obranca stráca jednu "
                "armádu. Naopak, ak je obrancova vyššia, útočník stráca jednu armádu z územia, z "
                "ktorého útočil.",
            ),
            Quote(
                S004,
                131,
                "Ak obaja hodili viac ako jednu kocku, porovnajte ďalšiu najvyššiu dvojicu a "
                "použite rovnaké pravidlá. V prípade rovnosti vždy vyhráva obranca.",
            ),
        ),
    ),
    "attack.repeat": Provenance(
        quotes=(
            Quote(
                S000,
                171,
                "Si può attaccare continuamente un territorio fino a eliminare tutte le truppe, "
                "oppure si può spostare l'attacco da un territorio all'altro. Durante ogni turno, "
                "si può attaccare un territorio selezionato quante volte si vuole.",
            ),
            Quote(
                S000,
                208,
                "Si può terminare l'attacco (o gli attacchi) in qualsiasi momento della partita.",
            ),
            Quote(S001, 111, "Μπορείτε να τερματίσετε μια επίθεση ή επιθέσεις ανά πάσα στιγμή."),
            Quote(
                S001,
                117,
                "Οι παίκτες μπορούν να συνεχίσουν να επιτίθενται σε μια περιοχή μέχρι να "
                "εξοντωθούν όλοι οι στρατοί της ή μπορείτε να μετατοπίσετε την επίθεσή σας σε "
                "άλλες γειτονικές περιοχές, επιτιθέμενοι σε όσες περιοχές θέλετε.",
            ),
            Quote(S002, 23, "Il giocatore non è obbligato ad attaccare ad ogni turno di gioco."),
            Quote(S003, 62, "Puedes finalizar un ataque o ataques en cualquier momento."),
            Quote(
                S003,
                66,
                "Los jugadores pueden seguir atacando un territorio hasta que todos sus ejércitos "
                "hayan sido eliminados, o pueden desplazar su ataque a otros territorios "
                "adyacentes, atacando tantos territorios como deseen.",
            ),
            Quote(S004, 111, "Útok alebo útoky môžete kedykoľvek ukončiť."),
            Quote(
                S004,
                117,
                "Hráči môžu pokračovať v útoku na územie, kým nezlikvidujú všetky jeho armády, "
                "alebo môžu presunúť svoj útok na iné susedné územia a útočiť na toľko území, "
                "koľkokrát chcú.",
            ),
        ),
    ),
    "conquest.move-in": Provenance(
        quotes=(
            Quote(
                S000,
                204,
                "potete conquistarlo e prendere immediatamente il territorio completamente.",
            ),
            Quote(
                S001,
                135,
                "Αφού νικήσετε τον τελευταίο εχθρικό στρατό, αποκτάτε την κυριότητα αυτής της "
                "περιοχής και πρέπει να την καταλάβετε αμέσως. Καταλάβετε τη νέα περιοχή "
                "προσθέτοντας τουλάχιστον τόσους στρατούς όσους και ο αριθμός των ζαριών που "
                "έπεσαν στην τελευταία μάχη.",
            ),
            Quote(
                S003,
                76,
                "Tras derrotar al último ejército enemigo, pasas a ser propietario de ese "
                "territorio y debes ocuparlo inmediatamente. Ocupa el nuevo territorio añadiendo "
                "al menos tantos ejércitos como el número de dados lanzados en la última batalla.",
            ),
            Quote(
                S004,
                135,
                "Po porážke poslednej nepriateľskej armády sa stanete vlastníkom tohto územia a "
                "musíte ho okamžite obsadiť. Nové územie obsadíte pridaním aspoň toľkých armád, "
                "koľko kociek padlo v poslednej bitke.",
            ),
        ),
        decisions=("moving-in-after-a-conquest",),
    ),
    "conquest.garrison": Provenance(
        quotes=(
            Quote(
                S000,
                204,
                "dovete sempre lasciare almeno un'armata nel territorio da cui avete attaccato. "
                "Almeno un'armata deve sempre occupare ogni territorio durante la partita.",
            ),
            Quote(
                S001,
                135,
                "Πρέπει να αφήσετε τουλάχιστον έναν στρατό στην περιοχή από την οποία "
                "επιτεθήκατε. Κατά τη διάρκεια του παιχνιδιού, κάθε περιοχή πρέπει να έχει "
                "τουλάχιστον έναν στρατό.",
            ),
            Quote(
                S002,
                23,
                "egli deve lasciare sempre almeno un’armata di presidio su ogni territorio "
                "occupato.",
            ),
            Quote(
                S003,
                76,
                "Debes dejar al menos un ejército en el territorio desde el que atacaste. Durante "
                "el juego, cada territorio debe tener al menos un ejército.",
            ),
            Quote(
                S004,
                135,
                "Na území, z ktorého ste útočili, musíte ponechať aspoň jednu armádu. Počas hry "
                "musí mať každé územie aspoň jednu armádu.",
            ),
        ),
        decisions=("moving-in-after-a-conquest",),
    ),
    "elimination.cards": Provenance(
        quotes=(
            Quote(
                S000,
                212,
                "Se si elimina un avversario durante il proprio turno e si sconfigge l'ultima "
                "armata sul tabellone, si vincono tutte le carte del gioco del Risiko raccolte da "
                "quel giocatore.",
            ),
            Quote(
                S001,
                139,
                "Αν εξοντώσετε έναν αντίπαλο κατά τη διάρκεια του γύρου σας νικώντας τον "
                "τελευταίο στρατό του, κερδίζετε τις κάρτες κινδύνου που έχουν συλλέξει.",
            ),
            Quote(
                S003,
                78,
                "Si eliminas a un oponente durante tu turno derrotando al último de sus "
                "ejércitos, ganas las cartas de Riesgo que haya reunido.",
            ),
            Quote(
                S004,
                139,
                "Ak počas svojho ťahu zlikvidujete súpera tým, že porazíte jeho poslednú armádu, "
                "vyhráte všetky jeho karty rizika.",
            ),
        ),
    ),
    "elimination.trade": Provenance(
        quotes=(
            Quote(
                S000,
                214,
                "Se si vincono 6 o più carte, è necessario scambiarle immediatamente con set per "
                "ridurre il numero di carte a 4 o meno. Ma una volta ridotte a 4, 3 o 2 carte, "
                "dovrete smettere di scambiarle.",
            ),
        ),
        decisions=("card-limits",),
    ),
    "elimination.wait": Provenance(
        quotes=(
            Quote(
                S000,
                215,
                "Ma se si vincono meno di 6 carte, si dovrà aspettare il turno successivo per "
                "scambiare il proprio set.",
            ),
            Quote(
                S000,
                216,
                "quando si pesca una carta da gioco dal mazzo (se si vince una battaglia) e il "
                "numero totale di carte è salito a 6, si dovrà attendere il turno successivo per "
                "scambiarle.",
            ),
            Quote(
                S001,
                142,
                "αφού κερδίσετε τις κάρτες ενός αντιπάλου, είστε μεγαλύτεροι από 6, πρέπει να "
                "ανταλλάξετε κάρτες στην επόμενη σειρά σας.",
            ),
            Quote(
                S003,
                80,
                "después de ganar las cartas de un oponente te sitúa por encima de 6, debes "
                "intercambiar cartas en tu siguiente turno.",
            ),
            Quote(
                S004,
                142,
                "po víťazstve nad súperovými kartami prinesie viac ako 6, musíte vo svojom "
                "nasledujúcom ťahu vymeniť karty.",
            ),
        ),
        decisions=("card-limits",),
    ),
    "fortify.move": Provenance(
        quotes=(
            Quote(
                S000,
                222,
                "spostate tutte le truppe che volete da uno (e solo uno) dei vostri territori a "
                "un altro (e solo uno) territorio adiacente.",
            ),
            Quote(
                S000,
                224,
                "Quando si spostano le armate da un territorio all'altro, è necessario lasciare "
                "indietro almeno un'armata.",
            ),
            Quote(
                S001,
                146,
                "μετακινήστε όσους στρατούς επιλέξετε από ένα από τα εδάφη σας σε ένα από τα "
                "γειτονικά σας εδάφη. Όταν μετακινείτε στρατούς, πρέπει να αφήσετε τουλάχιστον "
                "έναν πίσω.",
            ),
            Quote(
                S003,
                82,
                "mueve tantos ejércitos como elijas de uno de tus territorios a uno de tus "
                "territorios adyacentes. Cuando mueves ejércitos, debes dejar al menos uno atrás.",
            ),
            Quote(
                S004,
                146,
                "premiestnite toľko armád, koľko si vyberiete, z jedného zo svojich území na "
                "jedno zo susedných území. Pri presúvaní armád musíte aspoň jednu z nich nechať "
                "za sebou.",
            ),
        ),
        decisions=(
            "board-data",
            "the-east-africa-middle-east-sea-lane",
        ),
    ),
    "fortify.optional": Provenance(
        quotes=(
            Quote(
                S000,
                220,
                "si può concludere la mossa rafforzando la propria posizione, se lo si desidera. "
                "Non è necessario vincere una battaglia o provare ad attaccare per farlo.",
            ),
            Quote(S001, 146, "Κάθε γύρος μπορεί να τελειώσει με οχύρωση."),
            Quote(S003, 82, "Cada turno puede terminar con una fortificación."),
            Quote(S004, 146, "Každý ťah môže skončiť opevnením."),
        ),
    ),
    "victory.world": Provenance(
        quotes=(
            Quote(
                S000,
                59,
                "Conquista il mondo conquistando l'intero tabellone ed eliminando tutti gli "
                "avversari.",
            ),
            Quote(
                S000,
                228,
                "Vince il primo giocatore che elimina tutti gli avversari e conquista tutti i 42 "
                "territori sul tabellone di gioco.",
            ),
            Quote(
                S001,
                150,
                "Για να κερδίσετε το παιχνίδι, πρέπει να εξοντώσετε όλους τους άλλους παίκτες και "
                "να καταλάβετε και τα 42 εδάφη.",
            ),
            Quote(
                S003,
                84,
                "Para ganar el juego, debes eliminar a todos los demás jugadores y ocupar los 42 "
                "territorios.",
            ),
            Quote(
                S004,
                150,
                "Ak chcete vyhrať, musíte eliminovať všetkých ostatných hráčov a obsadiť všetkých "
                "42 území.",
            ),
        ),
        decisions=(
            "two-player-end",
            "missions",
            "mission-games-conquering-the-world",
        ),
    ),
    "two-player.neutral": Provenance(
        quotes=(
            Quote(
                S001,
                51,
                "οι σύγχρονες ερμηνείες του παιχνιδιού τους δίνουν μόνο 40 στρατούς ο καθένας και "
                "δημιουργούν μια ουδέτερη χώρα με άλλους 40 στρατούς. Αυτοί είναι αμυντικοί "
                "στρατοί και για τους δύο παίκτες μόνο και δεν χρησιμοποιούνται ποτέ για επίθεση.",
            ),
            Quote(
                S003,
                26,
                "las interpretaciones modernas del juego les dan sólo 40 ejércitos a cada uno y "
                "establecen un territorio neutral con otros 40 ejércitos. Estos son ejércitos "
                "defensivos sólo para ambos jugadores y nunca se usan para el ataque.",
            ),
            Quote(
                S004,
                51,
                "Moderné interpretácie hry im však dávajú len po 40 armád a zakladajú neutrálne "
                "územie s ďalšími 40 armádami. Tieto armády sú len obranné pre oboch hráčov a "
                "nikdy sa nepoužívajú na útok.",
            ),
        ),
        decisions=(
            "two-players",
            "two-player-set-up",
        ),
    ),
    "two-player.deal": Provenance(
        decisions=("two-player-set-up",),
    ),
    "two-player.place": Provenance(
        decisions=("two-player-set-up",),
    ),
    "two-player.neutral-defence": Provenance(
        quotes=(
            Quote(
                S001,
                51,
                "Όταν ο ένας παίκτης επιτίθεται στην ουδέτερη χώρα, ο άλλος ρίχνει τα ζάρια για "
                "τη χώρα αυτή.",
            ),
            Quote(
                S003,
                26,
                "Cuando un jugador ataca el país neutral, el otro tira los dados por ese país.",
            ),
            Quote(
                S004,
                51,
                "Keď jeden z hráčov zaútočí na neutrálnu krajinu, druhý hodí kockami za túto "
                "krajinu.",
            ),
        ),
        decisions=("two-players",),
    ),
    "two-player.victory": Provenance(
        decisions=("two-player-end",),
    ),
    "missions.deal": Provenance(
        quotes=(
            Quote(S002, 11, "All’inizio di ogni partita ciascun giocatore riceve una missione"),
        ),
        decisions=("secret-mission-players-and-the-deal",),
    ),
    "missions.deal-territories": Provenance(
        quotes=(
            Quote(
                S002,
                11,
                "Inoltre all’inizio ogni giocatore riceve un certo numero di territori che egli "
                "dovrà occupare con almeno un’armata (carro armato).",
            ),
        ),
        decisions=(
            "initial-territories",
            "secret-mission-players-and-the-deal",
            "risiko-placing-the-starting-armies",
        ),
    ),
    "missions.kinds": Provenance(
        decisions=(
            "secret-mission-the-cards-in-the-box",
            "risiko-the-objective-cards",
        ),
    ),
    "missions.destroy": Provenance(
        decisions=(
            "secret-mission-the-cards-in-the-box",
            "secret-mission-destroy-by-another",
            "risiko-the-objective-cards",
        ),
    ),
    "missions.victory": Provenance(
        quotes=(
            Quote(
                S002,
                11,
                "La missione sarà quella che il giocatore stesso dovrà portare a termine per "
                "vincere la partita.",
            ),
        ),
        decisions=(
            "missions",
            "secret-mission-when-missions-are-checked",
            "mission-games-conquering-the-world",
        ),
    ),
    "risiko.defender-dice": Provenance(
        quotes=(
            Quote(
                S002,
                27,
                "Il difensore, a sua volta, non può lanciare al massimo che 3 dadi di colore blu, "
                "anche se ha più di 3 armate sul suo territorio. Lancia 1 dado se decide di "
                "difendersi con un’armata, 2 se decide di difendersi con due armate e 3 se decide "
                "di difendersi col massimo di 3 armate.",
            ),
            Quote(S002, 27, "In caso di pareggio il difensore vince."),
        ),
        decisions=("defender-dice",),
    ),
    "risiko.tris": Provenance(
        quotes=(
            Quote(
                S002,
                7,
                "su ognuna delle quali è rappresentato un simbolo (soldato, cavallo, cannone o "
                "jolly) e uno dei territori.",
            ),
            Quote(
                S002,
                19,
                "cercherà di formare qualche combinazione (tris) che gli permetta di aumentare le "
                "proprie forze secondo la tabella.",
            ),
        ),
        decisions=(
            "set-values",
            "risiko-the-tris-values",
            "risiko-the-weapon-on-each-card",
        ),
    ),
    "risiko.card-bonus": Provenance(
        quotes=(
            Quote(
                S002,
                19,
                "Se inoltre il giocatore può presentare nella combinazione delle carte che "
                "corrispondono a territori da lui effettivamente occupati, riceve 2 armate in più "
                "per ogni carta.",
            ),
            Quote(
                S002,
                19,
                "Le armate supplementari che via via si conquistano vengono disposte sui "
                "territori posseduti, a piacimento dei giocatori.",
            ),
        ),
        decisions=(
            "territory-card-bonus",
            "risiko-card-bonus",
        ),
    ),
    "risiko.trading": Provenance(
        quotes=(
            Quote(
                S002,
                19,
                "Quando ne avrà almeno 3 in mano, cercherà di formare qualche combinazione (tris)",
            ),
            Quote(
                S002,
                19,
                "Gli scambi di carte con armate si effettuano sempre prima di ingaggiare i "
                "combattimenti.",
            ),
        ),
        decisions=("risiko-hand-limit-and-compulsory-trades",),
    ),
}

SOURCES = (S000, S001, S002, S003, S004)


def references(rule_id: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The rule's sources as short references, one per file in the files' order
    (``000:57``: the file and the line of its passage), and its decisions' topics."""
    found = PROVENANCE.get(rule_id, Provenance())
    first: dict[str, int] = {}
    for quote in found.quotes:
        first.setdefault(quote.source, quote.line)
    cited = tuple(f"{source[:3]}:{first[source]}" for source in SOURCES if source in first)
    return cited, tuple(_TOPICS[decision] for decision in found.decisions)


_TOPICS = {decision.id: decision.topic for decision in DECISIONS}
