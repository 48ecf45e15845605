"""The Takenoko title: options, new games, actions' text form, board files."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...core.boardfile import Checker
from ...core.errors import Problem
from ...core.game import Action, Game
from ...core.messages import QT_TRANSLATE_NOOP
from ...core.score import ScoreSheet
from . import board as _board
from .actions import ACTION_TYPES, parse_action
from .state import TakenokoState


class TakenokoGame(Game):
    id = "takenoko"
    name = QT_TRANSLATE_NOOP("games", "Takenoko")
    description = QT_TRANSLATE_NOOP("games", "Grow bamboo in the emperor's garden and keep the panda fed.")
    min_players = 2
    max_players = 4
    rules = _board.RULES
    action_types = ACTION_TYPES

    def default_options(self) -> dict[str, Any]:
        return {
            "players": 2,
            # §8 / §10.6: BGA behaviour, default on
            "redraw_fulfilled_objectives": True,
            # §8 / §6.2 A: attach a stored token while placing a plot, default on
            "improvement_on_placement": True,
            # §8 house rule, default off
            "accept_mirrored_diamonds": False,
            # §8 app safeguard (not a rule): end after this many rounds (stalemates, §10.23), 0 = never
            "max_rounds": 40,
            # §4.7: the seat that plays first, or -1 = chosen at random (from the seed)
            "first_player": 0,
        }

    def option_problems(self, options: Mapping[str, Any]) -> list[Problem]:
        checker = Checker()
        for key in ("redraw_fulfilled_objectives", "improvement_on_placement", "accept_mirrored_diamonds"):
            checker.boolean(options[key], f"options.{key}")
        checker.integer(options["max_rounds"], "options.max_rounds", 0, 1000)
        checker.integer(options["first_player"], "options.first_player", -1, options["players"] - 1)
        return checker.problems

    def _new_game(self, options: dict[str, Any], seed: int) -> TakenokoState:
        state = TakenokoState(self, options, seed)
        state._deal()
        return state

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def board_from_dict(self, data: Mapping[str, Any]) -> _board.TakenokoBoard:
        return _board.board_from_dict(data, self)

    def board_to_dict(self, board: _board.TakenokoBoard) -> dict[str, Any]:
        return _board.board_to_dict(board, self.id)

    def score_board(self, board: _board.TakenokoBoard) -> ScoreSheet:
        return _board.score_board(board, self.id)

    def board_from_state(self, state: TakenokoState, names: Sequence[str]) -> _board.TakenokoBoard:
        return _board.board_from_state(state, names)

    def make_bot(self, level: str, seed: int | None = None):
        from .ai import make_bot
        return make_bot(level, seed)
