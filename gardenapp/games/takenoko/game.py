"""The Takenoko title: options, new games, actions' text form, board files."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.checker import Checker
from ...core.descriptor import BOOL, COMPUTERS_ONLY, HEX, INT, SEAT, Credits, GameDescriptor, GameLook, Option
from ...core.game import Action, Game, State
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.score import ScoreSheet
from . import boardfile as _board
from . import data
from .actions import ACTION_TYPES, EndByAgreement, parse_action
from .state import TakenokoState

DESCRIPTOR = GameDescriptor(
    id="takenoko",
    name=QT_TRANSLATE_NOOP("games", "Takenoko"),
    description=QT_TRANSLATE_NOOP("games", "Grow bamboo in the emperor's garden and keep the panda fed."),
    min_players=2,
    max_players=4,
    rules=_board.RULES,
    look=GameLook(HEX, "#6f9f2d", "T"),
    credits=Credits("Antoine Bauza", "Bombyx / Matagot"),
    rule_names=data.RULE_NAMES,
    hidden_hands=True,  # objective cards in hand (§3)
    options=(
        # §8 / §10.6: BGA behaviour, default on
        Option(
            "redraw_fulfilled_objectives",
            BOOL,
            True,
            QT_TRANSLATE_NOOP("options", "Redraw already-fulfilled objectives"),
            help=QT_TRANSLATE_NOOP(
                "options",
                "An objective drawn already fulfilled goes under its deck and "
                "the action is cancelled (as on Board Game Arena).",
            ),
        ),
        # §8 / §6.2 A: attach a stored token while placing a plot, default on
        Option(
            "improvement_on_placement",
            BOOL,
            True,
            QT_TRANSLATE_NOOP("options", "Improvement while placing a plot"),
            help=QT_TRANSLATE_NOOP(
                "options", "Attach an improvement token from your reserve to a plot as you place it."
            ),
        ),
        # §8 house rule, default off
        Option(
            "accept_mirrored_diamonds",
            BOOL,
            False,
            QT_TRANSLATE_NOOP("options", "House rule: mirrored two-colour diamonds count"),
        ),
        # §8 app safeguard (not a rule): end after this many rounds (stalemates, §10.23), 0 = never
        Option(
            "max_rounds",
            INT,
            40,
            QT_TRANSLATE_NOOP("options", "Round limit, computers only (a safeguard, not a rule)"),
            low=0,
            high=1000,
            applies=COMPUTERS_ONLY,
            off_value=0,
            help=QT_TRANSLATE_NOOP(
                "options",
                "An app safeguard, not a rule: a game between computer players "
                "ends after this many rounds. Games with a person have no limit; "
                "they can end by agreement.",
            ),
        ),
        # §4.7: the seat that plays first, or -1 = chosen at random (from the seed)
        Option("first_player", SEAT, 0, QT_TRANSLATE_NOOP("options", "First player")),
    ),
)


class TakenokoGame(Game):
    descriptor = DESCRIPTOR
    action_types = ACTION_TYPES
    # §8 safeguard: accepted by apply, never listed (docs/architecture.md §3.2)
    unlisted_action_types = (EndByAgreement,)

    def _new_game(self, options: dict[str, Any], seed: int) -> TakenokoState:
        state = TakenokoState(self, options, seed)
        state.deal()
        return state

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    # -- positions (docs/formats.md §6.4) ------------------------------------------------
    def _set_position(self, state: State, fields: dict[str, Any], checker: Checker) -> None:
        from .position import set_position  # position.py reads the state and board-file modules

        assert isinstance(state, TakenokoState)
        set_position(state, fields, checker)

    def position_to_dict(self, state: State) -> dict[str, Any]:
        from .position import position_fields

        assert isinstance(state, TakenokoState)
        if state.seed is None:
            raise ValueError("a player's view has no position data (docs/formats.md §6.1)")
        return {"options": dict(state.options), "seed": state.seed, "position": position_fields(state)}

    def board_from_dict(self, data: Mapping[str, Any]) -> _board.TakenokoBoard:
        return _board.board_from_dict(data, self)

    def board_to_dict(self, board: _board.TakenokoBoard) -> dict[str, Any]:
        return _board.board_to_dict(board, self.id)

    def score_board(self, board: _board.TakenokoBoard) -> ScoreSheet:
        return _board.score_board(board, self.id)

    def board_from_state(self, state: State, names: Sequence[str]) -> _board.TakenokoBoard:
        if not isinstance(state, TakenokoState):
            raise TypeError(f"not a Takenoko position: {type(state).__name__}")
        return _board.board_from_state(state, names)

    def make_bot(self, level: str, seed: int | None = None):
        from .ai import make_bot

        return make_bot(level, seed)

    def describe_turn(self, view: State, actions: Sequence[Action]) -> Message:
        """The clicks of a turn in words, for the coach's hints (docs/architecture.md §3)."""
        from .words import describe_turn

        return describe_turn(view, actions)
