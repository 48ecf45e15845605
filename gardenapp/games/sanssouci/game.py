"""The Sanssouci game: options, setup (§2), actions, board files, bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.chance import draw_from_bag, draw_rng
from ...core.checker import Checker
from ...core.descriptor import BOOL, CHOICE, DATA, SOLO, SQUARE, Credits, GameDescriptor, GameLook, Option
from ...core.game import Action, Game, State
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, shown
from . import boardfile as boardmod
from . import data
from .actions import ACTION_TYPES, parse_action
from .automaton import ADVANCED, EASY, NORMAL
from .data import COLS, CUSTOM_LAYOUT, LAYOUT_IDS, ROUNDS, ROWS, TILES_PER_ELEMENT_BY_PLAYERS
from .garden import cell_text, parse_cell
from .scoring import RULES, Garden, Tables
from .state import A_REVEAL, CARD, SanssouciState, Setup

AUTOMATON_NAME = "Pedro Bot"
# Rows 2-6 hold 45 spaces and a person lays a tile on one of them each of the 18 rounds.
MAX_EXTRA_PRINTED = (ROWS - 1) * COLS - ROUNDS
LEVEL_CODES = {"easy": EASY, "normal": NORMAL, "advanced": ADVANCED}


DESCRIPTOR = GameDescriptor(
    id="sanssouci",
    name=QT_TRANSLATE_NOOP("games", "Sanssouci"),
    description=QT_TRANSLATE_NOOP("games", "Lay out the palace garden and lead your nobles to its best spots."),
    # players = 1 is the solo game against the automaton Pedro Bot (§5): 2 seats, seat 1 is the bot.
    min_players=1,
    max_players=4,
    rules=RULES,
    look=GameLook(SQUARE, "#8a5a9e", "S"),
    credits=Credits("Michael Kiesling", "Ravensburger"),
    rule_names=data.RULE_NAMES,
    hidden_hands=True,  # garden cards in hand (§2.1.2)
    automaton=AUTOMATON_NAME,
    solo_note=QT_TRANSLATE_NOOP("options", "1 player: a solo game against the automaton Pedro Bot."),
    options=(
        Option(
            "level",
            CHOICE,
            "normal",
            QT_TRANSLATE_NOOP("options", "Pedro Bot's level (solo)"),
            applies=SOLO,
            choices=(
                ("easy", QT_TRANSLATE_NOOP("options", "Easy")),
                ("normal", QT_TRANSLATE_NOOP("options", "Normal")),
                ("advanced", QT_TRANSLATE_NOOP("options", "Advanced")),
            ),
        ),
        Option(
            "solo_missions",
            BOOL,
            True,
            QT_TRANSLATE_NOOP("options", "Pedro Bot also gets 2 mission cards"),
            applies=SOLO,
        ),
        # a layout id, "custom", or a list of them, one per person
        Option("layout", DATA, "P1", QT_TRANSLATE_NOOP("options", "Garden layout")),
        # with "custom": the extra printed spaces ["row,col"] (rows 2-6)
        Option("printed", DATA, [], QT_TRANSLATE_NOOP("options", "Printed spaces of a custom layout"), in_dialog=False),
        # None = the data tables (§4.2, §4.3); else the printed board's values
        Option("row_bonus", DATA, None, QT_TRANSLATE_NOOP("options", "Row bonuses"), in_dialog=False),
        Option("column_bonus", DATA, None, QT_TRANSLATE_NOOP("options", "Column bonuses"), in_dialog=False),
        Option(
            "mission_points", DATA, None, QT_TRANSLATE_NOOP("options", "Mission points by noble row"), in_dialog=False
        ),
    ),
)


class SanssouciGame(Game):
    descriptor = DESCRIPTOR
    action_types = ACTION_TYPES

    def option_problems(self, options: Mapping[str, Any]) -> list:
        ck = Checker()
        people = options["players"]
        layout = options["layout"]
        ids = (*LAYOUT_IDS, CUSTOM_LAYOUT)
        uses_custom = False
        if isinstance(layout, list):
            if len(layout) != people:
                ck.add(
                    "options.layout",
                    QT_TRANSLATE_N_NOOP(
                        "engine", "%n layouts, players: {people}; give one per person or a single layout"
                    ),
                    numerus="count",
                    count=len(layout),
                    people=people,
                )
            for i, lay in enumerate(layout):
                ck.choice(lay, f"options.layout[{i}]", ids)
            uses_custom = CUSTOM_LAYOUT in layout
        else:
            ck.choice(layout, "options.layout", ids)
            uses_custom = layout == CUSTOM_LAYOUT
        printed = options["printed"]
        if ck.list_of(printed, "options.printed"):
            for i, text in enumerate(printed):
                cell = parse_cell(text)
                if cell is None or cell[0] == 1:
                    ck.add(
                        f"options.printed[{i}]",
                        QT_TRANSLATE_NOOP("engine", '{value} is not a space of rows 2-6 ("row,col")'),
                        value=shown(text),
                    )
            if printed and not uses_custom:
                ck.add(
                    "options.printed", QT_TRANSLATE_NOOP("engine", 'printed spaces are only given with layout "custom"')
                )
            # Every turn a person lays one tile in their own garden (§3.2): with fewer free
            # spaces than turns, a game would stall with no legal action.
            extra = len({parse_cell(t) for t in printed} - {None})
            if extra > MAX_EXTRA_PRINTED:
                ck.add(
                    "options.printed",
                    QT_TRANSLATE_N_NOOP(
                        "engine",
                        "%n printed spaces leave too few free spaces for the tiles of a game ({rounds}): at most {limit}",
                    ),
                    numerus="count",
                    count=extra,
                    rounds=ROUNDS,
                    limit=MAX_EXTRA_PRINTED,
                )
        for key, n in (("row_bonus", ROWS), ("column_bonus", COLS), ("mission_points", ROWS + 1)):
            val = options[key]
            if val is None:
                continue
            if not isinstance(val, list) or len(val) != n:
                ck.add(
                    f"options.{key}",
                    QT_TRANSLATE_N_NOOP("engine", "expected a list of %n whole numbers"),
                    numerus="expected",
                    expected=n,
                )
                continue
            for i, v in enumerate(val):
                ck.integer(v, f"options.{key}[{i}]", -1000, 1000)
        return ck.problems

    # -- setup (§2) -----------------------------------------------------------------------
    def make_setup(self, options: Mapping[str, Any]) -> Setup:
        people = options["players"]
        solo = people == 1
        seats = 2 if solo else people
        layout = options["layout"]
        layouts = list(layout) if isinstance(layout, list) else [layout] * people
        custom = tuple(parse_cell(t) for t in options["printed"])
        printed = [boardmod.printed_mask(lay, custom) for lay in layouts]
        if solo:
            printed.append(0)  # §5.4 the bot plays on a blank grid
            layouts.append(None)
        colour_rows = {}
        colour_slots = {}
        for i, card in enumerate(data.COLOUR_CARDS):
            rows = tuple(data.colour_card_rows(card))
            colour_rows[COLS + i] = rows
            colour_slots[COLS + i] = tuple(s for s in range(10) if s // 2 + 2 in rows)
        names = [f"Player {i + 1}" for i in range(people)] + ([AUTOMATON_NAME] if solo else [])
        return Setup(
            seats=seats,
            solo=solo,
            level=LEVEL_CODES[options["level"]],
            automaton=1 if solo else -1,
            printed=tuple(printed),
            layouts=tuple(layouts),
            custom=custom,
            colour_rows=colour_rows,
            colour_slots=colour_slots,
            tables=Tables.from_data(options["row_bonus"], options["column_bonus"], options["mission_points"]),
            tiles_per_element=TILES_PER_ELEMENT_BY_PLAYERS[seats],
            pass_through=bool(data.flag("movement.pass_through_nobles")),
            rows_travelled=data.flag("movement.score_mode") == "rows_travelled",
            names=tuple(names),
            missions_for_bot=bool(options["solo_missions"]),
        )

    def _new_game(self, options: dict[str, Any], seed: int) -> SanssouciState:
        setup = self.make_setup(options)
        s = SanssouciState(self, setup, seed)
        s.options = options  # validated, defaults filled in (for position_to_dict)
        rng = draw_rng(seed, s.draws)
        s.draws += 1
        n = setup.seats
        # §2.1.2 each person shuffles 18 cards and draws 2 (the bot has no hand, §5.2).
        for p in range(n):
            if p == setup.automaton:
                continue
            deck = list(s.decks[p])
            hand = tuple(sorted(rng.sample(deck, 2)))
            s.hands[p] = hand
            s.decks[p] = tuple(c for c in deck if c not in hand)
        # §2.1.3 deal 2 mission cards each; the rest go back unseen.
        missions = list(range(1, COLS + 1))
        rng.shuffle(missions)
        for p in range(n):
            if p == setup.automaton and not setup.missions_for_bot:
                continue
            s.missions[p] = (missions.pop(), missions.pop())
        # §2.1.4-5 reveal 10 tiles onto the display at random.
        for slot in range(10):
            e = draw_from_bag(rng, s.supply)
            s.display[slot] = e
        # §2.1.6 random start player; solo: the person starts (§5.2).
        s.start = 0 if setup.solo else rng.randrange(n)
        s.phase = A_REVEAL if s.start == setup.automaton else CARD
        return s

    # -- actions --------------------------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    # -- positions (docs/formats.md §6.2) ------------------------------------------------
    def _set_position(self, state: State, fields: dict[str, Any], checker: Checker) -> None:
        from .position import set_position  # position.py reads the state module

        assert isinstance(state, SanssouciState)
        set_position(state, fields, checker)

    def position_to_dict(self, state: State) -> dict[str, Any]:
        from .position import position_fields

        assert isinstance(state, SanssouciState)
        return {"options": dict(state.options), "seed": state.seed, "position": position_fields(state)}

    # -- boards ---------------------------------------------------------------------------
    def board_from_dict(self, d: Mapping[str, Any]) -> boardmod.SanssouciBoard:
        return boardmod.board_from_dict(self, d)

    def board_to_dict(self, board: boardmod.SanssouciBoard) -> dict[str, Any]:
        return boardmod.board_to_dict(board)

    def score_board(self, board: boardmod.SanssouciBoard):
        return boardmod.score_board(board)

    def board_from_state(self, state: State, names: Sequence[str]) -> boardmod.SanssouciBoard:
        if not isinstance(state, SanssouciState):
            raise TypeError(f"not a Sanssouci position: {type(state).__name__}")
        s = state.setup
        players = []
        for p in range(state.num_players):
            auto = p == s.automaton
            name = names[p] if p < len(names) else s.names[p]
            g = Garden(
                name,
                state.track[p],
                s.printed[p],
                state.filled[p],
                state.orn[p],
                state.nobles[p],
                tuple(m for m in state.missions[p] if m > 0),
                auto,
            )
            lay = s.layouts[p]
            players.append(boardmod.PlayerBoard(g, None if auto else lay, s.custom if lay == CUSTOM_LAYOUT else ()))
        overrides = {}
        defaults = Tables.from_data()
        for key in ("row_bonus", "column_bonus", "mission_points"):
            if getattr(s.tables, key) != getattr(defaults, key):
                overrides[key] = getattr(s.tables, key)
        warnings = []
        for pb in players:
            warnings.extend(boardmod._section7_warnings(pb.garden))
        return boardmod.SanssouciBoard(tuple(players), s.tables, None, (), overrides, tuple(warnings))

    # -- bots -----------------------------------------------------------------------------
    def make_bot(self, level: str, seed: int | None = None):
        from .ai import make_bot

        return make_bot(level, seed)

    def describe_turn(self, view: State, actions: Sequence[Action]) -> Message:
        """The clicks of a turn in words, for the coach's hints (docs/architecture.md §3)."""
        from .words import describe_turn

        return describe_turn(view, actions)


def provisional_flags() -> dict[str, bool]:
    """What the UI shows as "provisional" (§6.1), by data key."""
    return data.provisional_flags()


__all__ = ["SanssouciGame", "provisional_flags", "cell_text"]
