"""The Azul: Queen's Garden Game: descriptor and options, actions, the
finished-board file (§8, docs/formats.md §1.6) and the one
scorer entry point."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.checker import Checker
from ...core.descriptor import CHOICE, DATA, HEX, SEAT, Credits, GameDescriptor, GameLook, Option
from ...core.game import Action, Game, State
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.score import ScoreSheet
from . import boardfile, data, scoring
from .actions import ACTION_TYPES, parse_action
from .state import AzulState

DESCRIPTOR = GameDescriptor(
    id="azul_queens_garden",
    name=QT_TRANSLATE_NOOP("games", "Azul: Queen's Garden"),
    description=QT_TRANSLATE_NOOP("games", "Plant hexagonal tiles in groups of colours and patterns."),
    min_players=2,
    max_players=4,
    rules=scoring.RULES,
    look=GameLook(HEX, "#2f6fb3", "A"),
    credits=Credits("Michael Kiesling", "Next Move Games / Plan B Games"),
    rule_names=data.RULE_NAMES,
    options=(
        # §4.2 / §9.1 #37: None = a random schedule drawn at setup; or the user's own wheel,
        # [[3 criteria] x 4 rounds] of colour and pattern ids.
        Option(
            "wheel",
            DATA,
            None,
            QT_TRANSLATE_NOOP("options", "Wheel schedule (criteria per round)"),
            provisional=True,
            help=QT_TRANSLATE_NOOP(
                "options",
                "The printed wheel is not known to us: by default a random "
                "schedule is drawn. Enter your wheel's 4 rounds of 3 colours or "
                "patterns to play with it.",
            ),
        ),
        # §3.8: the start player of round 1 (-1 = at random from the seed)
        Option("first_player", SEAT, 0, QT_TRANSLATE_NOOP("options", "First player")),
        # §2.8 / §9.1 #36: only the standard side is implemented; the variant stays disabled.
        Option(
            "board_side",
            CHOICE,
            "standard",
            QT_TRANSLATE_NOOP("options", "Scoring board side"),
            choices=(("standard", QT_TRANSLATE_NOOP("options", "Standard side")),),
            in_dialog=False,
        ),
    ),
)


class AzulQueensGardenGame(Game):
    descriptor = DESCRIPTOR
    action_types = ACTION_TYPES

    def default_options(self) -> dict[str, Any]:
        out = super().default_options()
        out["wheel"] = data.wheel_default()
        return out

    def option_problems(self, options: Mapping[str, Any]) -> list:
        ck = Checker()
        wheel = options.get("wheel")
        if wheel is not None:
            for template, params in data.wheel_problems(wheel):
                ck.add("options.wheel", template, **params)
        return ck.problems

    def _new_game(self, options: dict[str, Any], seed: int) -> AzulState:
        state = AzulState(self, options["players"], seed)
        state.setup(options.get("wheel"), options.get("first_player", 0))
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

    # -- positions (docs/formats.md §6.5) -------------------------------------------------------
    def _set_position(self, state: State, fields: dict[str, Any], checker: Checker) -> None:
        from .position import set_position  # position.py reads the state and board-file modules

        assert isinstance(state, AzulState)
        set_position(state, fields, checker)

    def position_to_dict(self, state: State) -> dict[str, Any]:
        from .position import position_fields

        assert isinstance(state, AzulState)
        if state.seed is None:
            raise TypeError("a player's view has no position data (docs/formats.md §6.1)")
        wheel = [[data.CRITERIA[c] for c in rnd] for rnd in state.wheel] if state.wheel_given else None
        options = {"players": state.num_players, "wheel": wheel}
        return {"options": options, "seed": state.seed, "position": position_fields(state)}

    # -- finished boards ------------------------------------------------------------------------
    def board_from_dict(self, d: Mapping[str, Any]) -> boardfile.AzulBoard:
        return boardfile.board_from_dict(self, d)

    def board_to_dict(self, board: boardfile.AzulBoard) -> dict[str, Any]:
        return boardfile.board_to_dict(self, board)

    def score_board(self, board: boardfile.AzulBoard) -> ScoreSheet:
        return boardfile.score_board(self, board)

    def board_from_state(self, state: State, names: Sequence[str]) -> boardfile.AzulBoard:
        assert isinstance(state, AzulState)
        return boardfile.board_from_state(state, names)


def provisional_flags() -> dict[str, bool]:
    """What the UI labels "provisional" (the [UNVERIFIED] values of the spec), by data key."""
    return data.provisional_flags()
