"""A small engine with an interface unlike the protocol's, as many hobby engines have: a
whole reinforcement is placed in one call, and a battle (attack, defence and roll) is one
call too. ``batch_adapter.py`` puts the protocol in front of it.

To keep the example runnable, this engine is risk-ref's own engine behind such an
interface; a real one would be written in its own language, in its own way.
"""

from __future__ import annotations

from typing import Any

from risk_ref import engine
from risk_ref.actions import Attack, BattleRoll, Defend, Place
from risk_ref.document import from_document, to_document
from risk_ref.errors import IllegalAction, MalformedInput
from risk_ref.protocol.codec import action_from_json, chance_from_json
from risk_ref.ruleset import find_ruleset
from risk_ref.state import GameState


class Refused(Exception):
    """The engine refused a move: the rule it breaks (None if it cannot say), and why."""

    def __init__(self, rule: str | None, message: str) -> None:
        super().__init__(message)
        self.rule, self.message = rule, message


class BatchEngine:
    def __init__(self) -> None:
        self.game: GameState | None = None

    # setting up, loading, saving

    def new_game(self, ruleset: str, options: dict[str, str], players: list[str]) -> None:
        self.game = self._do(lambda: engine.new_game(players, find_ruleset(ruleset, options)))

    def load(self, document: dict[str, Any]) -> None:
        self.game = from_document(document)

    def save(self) -> dict[str, Any]:
        return to_document(self._game())

    # the calls this engine offers

    def reinforce(self, placements: list[tuple[str, int]]) -> None:
        """Place the whole reinforcement at once: every army to place, or none."""
        game = self._game()
        total = sum(armies for _, armies in placements)
        if total != game.reserves[game.current]:
            raise Refused("reinforce.placement", "place all your reinforcements at once")
        board = game.ruleset.board
        moves = [Place(board.index(t), armies) for t, armies in placements]
        self.game = self._steps(moves)

    def placeable(self) -> dict[str, int]:
        """Where the reinforcements may go now, and how many armies are left to place."""
        game = self._game()
        places = [a for a in engine.legal_actions(game) if isinstance(a, Place)]
        if not places:  # not the time to place, or a trade comes first: say why
            self._do(lambda: engine.check(game, Place(_own(game), 1)))
        board = game.ruleset.board
        return {board.territories[a.territory].id: a.armies for a in places}

    def check_attack(self, source: str, target: str, dice: int) -> None:
        """Refuse an attack that may not be made (nothing is rolled)."""
        game = self._game()
        board = game.ruleset.board
        attack = Attack(board.index(source), board.index(target), dice)
        self._do(lambda: engine.check(game, attack))

    def battle(
        self, source: str, target: str, dice: int, defence: int, rolled: tuple[list[int], list[int]]
    ) -> None:
        """One battle: the attack announced, the defence chosen, the dice as rolled."""
        board = self._game().ruleset.board
        attack = Attack(board.index(source), board.index(target), dice)
        roll = BattleRoll(tuple(rolled[0]), tuple(rolled[1]))
        self.game = self._steps([attack, (Defend(defence), roll)])

    def play(self, action: dict[str, Any], chance: dict[str, Any] | None) -> None:
        """Every other move, one at a time."""
        game = self._game()
        board, players = game.ruleset.board, game.players
        move = self._do(lambda: action_from_json(action, board))
        outcome = self._do(lambda: chance_from_json(chance, board, players))
        self.game = self._steps([(move, outcome)])

    # internals

    def _game(self) -> GameState:
        if self.game is None:
            raise RuntimeError("no game yet")
        return self.game

    def _steps(self, moves: list[Any]) -> GameState:
        """The game after the moves, or Refused and no change."""
        game = self._game()
        for move in moves:
            action, chance = move if isinstance(move, tuple) else (move, None)
            game = self._do(lambda a=action, c=chance, g=game: engine.apply(g, a, c))
        return game

    @staticmethod
    def _do(call: Any) -> Any:
        try:
            return call()
        except IllegalAction as error:
            raise Refused(error.rule, error.message) from None
        except MalformedInput as error:
            raise Refused(None, str(error)) from None


def _own(game: GameState) -> int:
    """One of the current player's territories."""
    return game.owners.index(game.current) if game.current in game.owners else 0
