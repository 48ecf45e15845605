"""The Under the Leaves Game: descriptor and options, actions, finished-board
files (§8, docs/formats.md §1.8) and the one scorer entry point."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.checker import Checker
from ...core.descriptor import BOOL, CHOICE, SEAT, SQUARE, Credits, GameDescriptor, GameLook, Option
from ...core.game import Action, Game, State
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.score import ScoreSheet
from . import boardfile, data, scoring
from .actions import ACTION_TYPES, parse_action
from .state import LeavesState


def _card_choices(kind: str) -> tuple[tuple[str, str], ...]:
    return tuple((cid, data.CARD_BY_ID[cid].name) for cid in data.CARDS_OF_TYPE[kind])


DESCRIPTOR = GameDescriptor(
    id="under_the_leaves",
    name=QT_TRANSLATE_NOOP("games", "Under the Leaves"),
    description=QT_TRANSLATE_NOOP("games", "Build a forest floor of tiles where small creatures thrive."),
    min_players=1,
    max_players=4,
    rules=scoring.RULES,
    look=GameLook(SQUARE, "#c0692a", "U"),
    credits=Credits(None, "Fractal Juegos"),
    rule_names=data.RULE_NAMES,
    solo_unofficial=True,
    independent_scores=False,  # §6.2 the majority bonus compares the players
    options=(
        Option(
            "dwellers",
            CHOICE,
            "first_game",
            QT_TRANSLATE_NOOP("options", "Dweller cards"),
            choices=(
                ("first_game", QT_TRANSLATE_NOOP("options", "First game: Thoughtful, Diver, Host")),
                ("random", QT_TRANSLATE_NOOP("options", "One of each type at random")),
                ("chosen", QT_TRANSLATE_NOOP("options", "Chosen below")),
            ),
        ),
        Option(
            "leaf_card",
            CHOICE,
            "thoughtful",
            QT_TRANSLATE_NOOP("options", "Leaf dweller card"),
            choices=_card_choices(data.LEAF),
        ),
        Option(
            "puddle_card",
            CHOICE,
            "diver",
            QT_TRANSLATE_NOOP("options", "Puddle dweller card"),
            choices=_card_choices(data.PUDDLE_TYPE),
        ),
        Option(
            "mushroom_card",
            CHOICE,
            "host",
            QT_TRANSLATE_NOOP("options", "Mushroom dweller card"),
            choices=_card_choices(data.MUSHROOM),
        ),
        Option(
            "allow_flip",
            BOOL,
            True,
            QT_TRANSLATE_NOOP("options", "Tiles are double-sided (may be flipped)"),
            help=QT_TRANSLATE_NOOP("options", "Switch off only if your copy's tiles are printed on one side."),
        ),
        # §2 step 6: the first player (-1 = at random from the seed, as the spec's setup says).
        Option("first_player", SEAT, 0, QT_TRANSLATE_NOOP("options", "First player")),
    ),
)


def cards_for(options: Mapping[str, Any], seed: int) -> tuple[str, ...]:
    """§2 step 4: the first-game set, one random card per type (from the seed), or the chosen ones."""
    how = options.get("dwellers", "first_game")
    if how == "chosen":
        return data.in_check_order((options["leaf_card"], options["puddle_card"], options["mushroom_card"]))
    if how == "random":
        from ...core.chance import draw_rng

        rng = draw_rng(seed, 1 << 40)  # a stream of its own: the cards are public from the start
        return tuple(rng.choice(data.CARDS_OF_TYPE[t]) for t in data.DWELLER_TYPES)
    return data.FIRST_GAME


class UnderTheLeavesGame(Game):
    descriptor = DESCRIPTOR
    action_types = ACTION_TYPES

    def _new_game(self, options: dict[str, Any], seed: int) -> LeavesState:
        state = LeavesState(self, options["players"], seed, cards_for(options, seed), options["allow_flip"])
        state.setup(first_player=options.get("first_player", 0))
        return state

    def new_game_with(
        self,
        players: int,
        seed: int,
        cards: Sequence[str] = data.FIRST_GAME,
        starts: Sequence[str] | None = None,
        allow_flip: bool = True,
        first_player: int = 0,
    ) -> LeavesState:
        """A game with the given cards, starting tiles and first player (tests, tutorials, replays)."""
        state = LeavesState(self, players, seed, tuple(cards), allow_flip)
        state.setup(None if starts is None else tuple(data.TILE_INDEX[s] for s in starts), first_player)
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

    # -- positions (docs/formats.md §6.6) ------------------------------------------------------------------
    def _set_position(self, state: State, fields: dict[str, Any], checker: Checker) -> None:
        from .position import set_position  # position.py reads the state module

        assert isinstance(state, LeavesState)
        set_position(state, fields, checker)

    def position_to_dict(self, state: State) -> dict[str, Any]:
        from .position import position_fields

        assert isinstance(state, LeavesState)
        options = {"players": state.num_players, "allow_flip": state.allow_flip}
        return {"options": options, "seed": state.seed, "position": position_fields(state)}

    # -- finished boards (§8, docs/formats.md §1) ----------------------------------------------------------
    def board_from_dict(self, d: Mapping[str, Any]) -> boardfile.LeavesBoard:
        return boardfile.board_from_dict(self, d)

    def board_to_dict(self, b: boardfile.LeavesBoard) -> dict[str, Any]:
        return boardfile.board_to_dict(self, b)

    def score_board(self, b: boardfile.LeavesBoard) -> ScoreSheet:
        return boardfile.score_board(self, b)

    def board_from_state(self, state: State, names: Sequence[str]) -> boardfile.LeavesBoard:
        assert isinstance(state, LeavesState)
        return boardfile.board_from_state(state, names)
