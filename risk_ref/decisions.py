"""Where the source rulebooks disagree, what the classic ruleset decides, and why.

One entry per disagreement listed in the sources' README (and two the issue adds);
the rulebook's "Sources and disputed points" chapter is generated from this list.
Sources are cited by their file names in ``shared/seeds``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

S000 = "000_974036c312faac54.txt"  # Italian, classic Hasbro/Parker rules, 3-6 players
S001 = "001_23bc1dc9226a8d4f.txt"  # Greek, classic rules, 2-6 players, FAQ
S002 = "002_538f56d6f8e1e759.txt"  # Italian, Risiko! (Editrice Giochi)
S003 = "003_084f6148682b1533.txt"  # Spanish, same text as 001
S004 = "004_346d7d0a861dd73b.txt"  # Slovak, same text as 001
HASBRO_2P = "Hasbro, Risk rules (two-player game), as published by Hasbro"
HASBRO_SM = "Hasbro, Secret Mission Risk rules, as issue 6 states them (no seed source)"
EG = "Editrice Giochi, RisiKo! rules booklet ('da 3 a 6 giocatori', 14 objective cards)"
CLASSIC_SOURCES = f"{S000}, {S001}, {S003}, {S004}"


class Confidence(Enum):
    """How sure a decision is where the sources are silent."""

    HIGH = "high"  # a published text says so
    MEDIUM = "medium"  # read from a published text that does not quite say it
    LOW = "low"  # no source speaks; chosen for consistency


@dataclass(frozen=True, slots=True)
class Decision:
    topic: str
    positions: tuple[tuple[str, str], ...]  # (what a group of sources says, the sources)
    decision: str
    reason: str
    rules: tuple[str, ...]  # the rule IDs it shapes
    option: str | None = None  # the ruleset option (or ruleset) that selects the alternative
    confidence: Confidence | None = None  # given where a source had to be completed


DECISIONS: tuple[Decision, ...] = (
    Decision(
        topic="Number of players",
        positions=(
            ("3 to 6 players", S000),
            ("2 to 6 players", f"{S001}, {S002}, {S003}, {S004}"),
        ),
        decision="2 to 6 players; two players use the two-player rules.",
        reason="Four of five sources allow two players, and give them their own set-up.",
        rules=("setup.players",),
    ),
    Decision(
        topic="Two players",
        positions=(
            ("classically 50 armies each", f"{S001}, {S003}, {S004}"),
            (
                "in modern play 40 each and a neutral force of 40 that only defends; when a "
                "player attacks it, the other player rolls its dice",
                f"{S001}, {S003}, {S004}",
            ),
        ),
        decision="40 armies each and a neutral of 40 (the modern rule).",
        reason="The sources call it the modern reading; it is the rule of current editions.",
        rules=("two-player.neutral", "two-player.neutral-defence"),
        option="two-player=no-neutral",
    ),
    Decision(
        topic="Two-player set-up",
        positions=(
            ("only the army counts are given", f"{S001}, {S003}, {S004}"),
            (
                "deal the territories into three piles of 14, one army on each; then each "
                "player in turn places two of their own armies and one neutral army",
                HASBRO_2P,
            ),
        ),
        decision="The published Hasbro two-player set-up.",
        reason="The seeds are silent; the publisher's own two-player rules fill the gap.",
        rules=("two-player.deal", "two-player.place"),
    ),
    Decision(
        topic="End of the two-player game",
        positions=(
            ("the winner holds all 42 territories", f"{S000}, {S001}, {S003}, {S004}"),
            ("the game ends when the opponent is eliminated", HASBRO_2P),
        ),
        decision="The game ends when the opponent is eliminated; neutral territories may remain.",
        reason=(
            "The general rule is written for games without a neutral, which never attacks; "
            "the publisher's two-player rules, whose set-up we follow, end the game here."
        ),
        rules=("two-player.victory", "victory.world"),
        option="two-player-victory=all-territories",
    ),
    Decision(
        topic="Territory-card bonus",
        positions=(
            ("+2 armies on that territory, at most 2 extra armies per turn", S000),
            ("+2 if any traded card shows an occupied territory", f"{S001}, {S003}, {S004}"),
            ("+2 for each traded card that shows an occupied territory", S002),
        ),
        decision="+2 armies on one occupied territory shown, at most once per turn.",
        reason="The classic Hasbro text (000) states the limit explicitly; the others omit it.",
        rules=("cards.territory-bonus",),
        option="card-bonus=once-per-trade or card-bonus=each-card",
    ),
    Decision(
        topic="Defender dice",
        positions=(("at most 2", f"{S000}, {S001}, {S003}, {S004}"), ("at most 3", S002)),
        decision="At most 2, and 2 only with at least 2 armies.",
        reason="The classic rules; three defending dice belong to the Risiko! edition.",
        rules=("attack.defender-dice",),
        option="the risiko ruleset",
    ),
    Decision(
        topic="Minimum reinforcement",
        positions=(("at least 3 armies", f"{S000}, {S001}, {S003}, {S004}"), ("not stated", S002)),
        decision="At least 3 armies a turn.",
        reason="Stated by every classic source; silence in 002 is not a contrary rule.",
        rules=("reinforce.minimum",),
    ),
    Decision(
        topic="Initial territories",
        positions=(
            ("claimed one at a time in turn", f"{S000}, {S001}, {S003}, {S004}"),
            ("dealt out", S002),
        ),
        decision="Claimed one at a time, starting with the highest roller, passing left.",
        reason="The classic rules; dealing belongs to Risiko! (and the two-player game).",
        rules=("setup.claim",),
        option="the risiko ruleset",
    ),
    Decision(
        topic="Moving in after a conquest",
        positions=(
            (
                "at least as many armies as dice rolled in the last battle",
                f"{S001}, {S003}, {S004}",
            ),
            ("'you may move all the armies you rolled' (ambiguous)", S000),
        ),
        decision="At least as many armies as dice rolled in the last battle, leaving one behind.",
        reason="The clear text wins; 000 is compatible with it.",
        rules=("conquest.move-in", "conquest.garrison"),
    ),
    Decision(
        topic="Card limits",
        positions=(
            ("with 5 or 6 cards at the start of a turn a set must be traded", "all"),
            (
                "after taking an eliminated player's cards, 6 or more are traded at once down "
                "to 4 or fewer",
                S000,
            ),
            ("garbled ('more than six, but not fewer than two')", f"{S001}, {S003}, {S004}"),
        ),
        decision=(
            "5 or more cards at the start of the turn: trade before placing. After an "
            "elimination, 6 or more: trade at once until 4 or fewer; fewer than 6: wait."
        ),
        reason="000 states the elimination rule clearly; the garbled sentences cannot be right.",
        rules=("cards.forced-trade", "elimination.trade", "elimination.wait"),
    ),
    Decision(
        topic="Cards earned",
        positions=(
            ("exactly one card per turn with a conquest", f"{S000}, {S002}"),
            ("'at least one' card, then 'only one card per turn'", f"{S001}, {S003}, {S004}"),
        ),
        decision="Exactly one card per turn with at least one conquest.",
        reason="001/003/004 contradict themselves; their later sentence agrees with 000 and 002.",
        rules=("cards.earn",),
    ),
    Decision(
        topic="Set values",
        positions=(
            ("escalating: 4, 6, 8, 10, 12, 15, then +5 each", f"{S000}, {S001}, {S003}, {S004}"),
            ("a fixed value per combination", S002),
        ),
        decision="The escalating game-wide schedule.",
        reason="The classic rules; fixed values belong to Risiko!.",
        rules=("cards.values",),
        option="the risiko ruleset",
    ),
    Decision(
        topic="Missions",
        positions=(
            ("secret missions decide the winner", S002),
            ("12 Secret Mission cards, for a variant only", f"{S001}, {S003}, {S004}"),
        ),
        decision="No missions: the winner conquers the world.",
        reason="Missions are a variant in the classic sources.",
        rules=("victory.world",),
        option="the secret-mission and risiko rulesets",
    ),
    Decision(
        topic="The East Africa-Middle East sea lane",
        positions=(
            ("a sea lane joins East Africa and the Middle East", "the classic Hasbro board"),
            ("no lane between them", "some other printings of the board"),
        ),
        decision="The classic board has the lane.",
        reason="It is drawn on the board of the classic game; other printings are an option.",
        rules=("attack.adjacent", "fortify.move"),
        option="board=no-east-africa-middle-east",
    ),
    Decision(
        topic="The deck running out",
        positions=(("traded cards are reshuffled into a new deck", S002), ("silent", "others")),
        decision="When the draw pile is empty, the traded cards are shuffled into a new one.",
        reason="The only source that speaks; without it the game could run out of cards.",
        rules=("cards.reshuffle",),
    ),
    Decision(
        topic="Secret Mission: players and the deal",
        positions=(
            ("12 Secret Mission cards, for the Secret Mission variant", f"{S001}, {S003}, {S004}"),
            ("each player receives a mission; the territories are dealt", S002),
            ("3 to 6 players; territories dealt out, then placed as usual", HASBRO_SM),
        ),
        decision=(
            "The secret-mission ruleset is for 3 to 6 players. After the roll for the first "
            "turn each player is dealt one mission and the 42 territories are dealt out, 42 // "
            "N each, the first 42 % N players in turn order one more; the armies are then "
            "placed one at a time as in the classic game."
        ),
        reason=(
            "The classic sources give the variant only for three or more players, and a "
            "dealt map keeps the start of a mission game fair and quick."
        ),
        rules=("missions.deal", "missions.deal-territories"),
        option="the secret-mission ruleset",
    ),
    Decision(
        topic="Secret Mission: the cards in the box",
        positions=(
            ("12 Secret Mission cards", f"{S001}, {S003}, {S004}"),
            (
                "14 cards: four pairs of continents, two pairs plus a third, 18 territories "
                "with 2 armies, 24 territories, and one to destroy each of six colours",
                HASBRO_SM,
            ),
        ),
        decision=(
            "The 14 cards of the Hasbro deck; the player names are the colours. A destroy "
            "card for your own colour, or a colour nobody plays, means 24 territories."
        ),
        reason=(
            "The sources count the cards but do not list them; the Hasbro list is the only "
            "one available, and its fallback keeps every card playable."
        ),
        rules=("missions.kinds",),
    ),
    Decision(
        topic="Secret Mission: a colour eliminated by another player",
        positions=(
            ("the mission becomes occupying 24 territories", HASBRO_SM),
            ("the mission counts as completed", "other editions' rules, as issue 6 states"),
        ),
        decision="The mission becomes 24 territories (the edition difference is an option).",
        reason=("A player should win by their own play; the other reading is kept as an option."),
        rules=("missions.destroy",),
        option="destroy-by-another=completes",
    ),
    Decision(
        topic="Secret Mission: when missions are checked",
        positions=(("the game ends as soon as a mission is completed", HASBRO_SM),),
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
        topic="Risiko!: players and armies",
        positions=(
            ("from two to six players; the army table is not given", S002),
            ("three to six players, with 35, 30, 25 or 20 armies each", EG),
        ),
        decision="The risiko ruleset is for 3 to 6 players, with the classic starting armies.",
        reason="The publisher's booklet and its army table are for three to six players; 002 "
        "gives no armies and no rule for two.",
        rules=("setup.players", "setup.armies"),
        confidence=Confidence.HIGH,
    ),
    Decision(
        topic="Risiko!: placing the starting armies",
        positions=(
            ("each player reinforces their territories with the armies they have", S002),
            ("the armies are placed in turn; the booklet gives no number per turn", EG),
        ),
        decision="After the deal, one army at a time in turn, as in the classic game.",
        reason="Neither Italian text says how many armies go down per turn; some tables place "
        "three at a time, but no source we could read states it.",
        rules=("setup.place",),
        confidence=Confidence.LOW,
    ),
    Decision(
        topic="Risiko!: minimum reinforcement",
        positions=(
            ("territories held divided by three, the remainder dropped; no minimum", S002),
            ("at least 3 armies a turn", CLASSIC_SOURCES),
        ),
        decision="At least 3 armies a turn, as in the classic game.",
        reason="No Italian text we could read states a minimum or its absence; the classic "
        "minimum is kept until a source settles it.",
        rules=("reinforce.minimum",),
        confidence=Confidence.LOW,
    ),
    Decision(
        topic="Risiko!: hand limit and compulsory trades",
        positions=(
            ("with three cards or more a player 'will try' to form a tris: a choice", S002),
            ("a set must be traded with 5 cards, or with 6 after an elimination", S000),
        ),
        decision="No hand limit and no compulsory trade; an eliminated player's cards join "
        "the conqueror's hand.",
        reason="002 makes trading a choice and sets no limit; the classic limits go with "
        "escalating set values, which Risiko! does not have.",
        rules=("risiko.trading",),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        topic="Risiko!: the armies for cards of occupied territories",
        positions=(
            ("2 more armies for each such card; extra armies are placed at will", S002),
            ("+2 armies on the territory shown", S000),
        ),
        decision="2 more armies for each such card, added to the reinforcements and placed "
        "at will; no territory is named.",
        reason="002 gives the armies to the player, and says that extra armies are placed "
        "on the player's territories as they wish.",
        rules=("risiko.card-bonus",),
        option="card-bonus=each-card",
        confidence=Confidence.HIGH,
    ),
    Decision(
        topic="Risiko!: the objective cards",
        positions=(
            ("each player receives a secret objective; the cards are not listed", S002),
            ("14 objective cards", EG),
        ),
        decision="The 14 cards of the Secret Mission deck, with its fallback to 24 territories.",
        reason="The objectives of the Editrice Giochi box are of the same kinds and number as "
        "the Hasbro missions: pairs of continents, 24 or 18 territories, a colour to destroy.",
        rules=("missions.kinds", "missions.destroy"),
        confidence=Confidence.MEDIUM,
    ),
    Decision(
        topic="Risiko!: the weapon on each card",
        positions=(("each territory card shows a soldier, a horse or a cannon", S002),),
        decision="Each territory card shows the weapon of the classic deck; the two jollies "
        "show all three.",
        reason="No source lists the weapon of each Italian card, so the one deck of the board "
        "data serves every edition.",
        rules=("risiko.tris",),
        confidence=Confidence.LOW,
    ),
)
