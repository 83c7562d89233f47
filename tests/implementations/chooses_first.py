"""Answers like the reference, but chooses the first player itself: it declares no
``roll-for-first``, and a new game comes back past the roll (claiming, or the territories
dealt). ``right`` sets up as the rules say; ``armies`` gives 29 armies each to three
players and 27 to four; ``two-player`` gives 40, not 50, in the two-player game without
the neutral. The kit must check the set-up all the same."""

import json
import sys
from dataclasses import replace

from risk_ref import ruleset
from risk_ref.actions import DealTerritories, RollForFirst
from risk_ref.chance import SeededChance
from risk_ref.protocol.capabilities import everything
from risk_ref.protocol.server import Session
from risk_ref.state import Phase

mode = sys.argv[1]
for name, rules in list(ruleset.RULESETS.items()):
    if mode == "armies":
        armies = {**dict(rules.starting_armies), 3: 29, 4: 27}
        ruleset.RULESETS[name] = replace(rules, starting_armies=tuple(armies.items()))
    elif mode == "two-player":
        ruleset.RULESETS[name] = replace(rules, two_player_armies_without_neutral=40)
ruleset._found.cache_clear()

capabilities = everything()
for support in capabilities["rulesets"].values():
    support["features"] = [f for f in support["features"] if f != "roll-for-first"]
session = Session(capabilities)
chance = SeededChance(1)
for line in sys.stdin:
    answer = session.answer(line)
    if json.loads(line).get("cmd") == "new-game" and answer.get("accepted"):
        state = session.state
        while state is not None and state.phase in (Phase.ROLL_FOR_FIRST, Phase.DEAL):
            action = RollForFirst() if state.phase is Phase.ROLL_FOR_FIRST else DealTerritories()
            state = chance.play(state, action)
        session.state = state
        if "state" in answer and state is not None:
            answer["state"] = session._document(state)
    print(json.dumps(answer), flush=True)
