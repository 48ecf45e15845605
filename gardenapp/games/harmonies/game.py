"""The Harmonies Game: options, actions, and the finished-board entry points
(boardfile.py: §6.11, docs/formats.md §1.4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.checker import Checker
from ...core.descriptor import BOOL, CHOICE, HEX, Credits, GameDescriptor, GameLook, Option
from ...core.game import Action, Game, State
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.score import ScoreSheet
from . import boardfile, data, scoring
from .actions import ACTION_TYPES, parse_action
from .boardfile import HarmoniesBoard
from .state import HarmoniesState

DESCRIPTOR = GameDescriptor(
    id="harmonies",
    name=QT_TRANSLATE_NOOP("games", "Harmonies"),
    description=QT_TRANSLATE_NOOP("games", "Build landscapes of tokens and give animals the habitats they need."),
    min_players=1,
    max_players=4,
    rules=scoring.RULES,
    look=GameLook(HEX, "#2f8f7a", "H"),
    credits=Credits("Johan Benvenuto", "Libellud"),
    rule_names=data.RULE_NAMES,
    extra_names=data.EXTRA_NAMES,
    solo_note=QT_TRANSLATE_NOOP(
        "options", "One player plays the solo mode: 3 central spaces, 3 cards on display, a result in suns."
    ),
    options=(
        Option(
            "side",
            CHOICE,
            "A",
            QT_TRANSLATE_NOOP("options", "Personal boards"),
            choices=(
                ("A", QT_TRANSLATE_NOOP("options", "Side A (river)")),
                ("B", QT_TRANSLATE_NOOP("options", "Side B (islands)")),
            ),
        ),
        Option("spirits", BOOL, False, QT_TRANSLATE_NOOP("options", "Nature's Spirit cards (variant)")),
    ),
)


class HarmoniesGame(Game):
    descriptor = DESCRIPTOR
    action_types = ACTION_TYPES

    def _new_game(self, options: dict[str, Any], seed: int) -> HarmoniesState:
        state = HarmoniesState(self, options["players"], seed, options["side"], options["spirits"])
        state.setup()
        return state

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def make_bot(self, level: str, seed: int | None = None):
        from .ai import make_bot

        return make_bot(level, seed)

    def describe_turn(self, view: State, actions: Sequence[Action]) -> Message:
        """The clicks of a turn in words, for the coach's hints (docs/architecture.md §3)."""
        from .words import describe_turn

        return describe_turn(view, actions)

    # -- positions (docs/formats.md §6.3) -------------------------------------------------------------
    def _set_position(self, state: State, fields: dict[str, Any], checker: Checker) -> None:
        from .position import set_position

        assert isinstance(state, HarmoniesState)
        set_position(state, fields, checker)

    def position_to_dict(self, state: State) -> dict[str, Any]:
        from .position import position_fields

        assert isinstance(state, HarmoniesState)
        options = {"players": state.num_players, "side": state.side.name, "spirits": state.spirits}
        return {"options": options, "seed": state.seed, "position": position_fields(state)}

    # -- finished boards ----------------------------------------------------------------------------
    def board_from_dict(self, d: Mapping[str, Any]) -> HarmoniesBoard:
        return boardfile.board_from_dict(self, d)

    def board_to_dict(self, board: HarmoniesBoard) -> dict[str, Any]:
        return boardfile.board_to_dict(self, board)

    def score_board(self, board: HarmoniesBoard) -> ScoreSheet:
        """THE scorer (§6): every player's breakdown, winners, warnings."""
        return boardfile.score_board(self, board)

    def board_from_state(self, state: State, names: Sequence[str]) -> HarmoniesBoard:
        return boardfile.board_from_state(state, names)
