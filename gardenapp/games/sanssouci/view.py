"""The view model of Sanssouci (docs/architecture.md §5): plain data
to draw and the clickable targets, built from ``state.view_for(viewer)`` only.
Pure Python, tested without Qt.

Target keys (one key, one action; garden spaces by spec coordinate "row,col",
the terrace as row 0):

=============================  ==================  ==========================================
key                            action              where the UI draws it
=============================  ==================  ==========================================
("card", i)                    PlayCard            card i (0, 1) of the viewer's hand
("display", "5L")              TakeTile            display space of garden row 5, left / right
("cell", p, "r,c")             PlaceTile           an empty space of the mover's garden (the gardener)
(("cell", p, "r0,c"),          MoveNoble           two clicks: the noble of column c (at row r0,
 ("cell", p, "r,c"))                               "0,c" on the terrace), then its destination
("skip",)                      SkipNoble           the "skip the noble move" button
("bot",)                       AutomatonStep       Pedro Bot's next step (taken by its seat)
=============================  ==================  ==========================================
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from ...core.viewmodel import OTHER_PLAYERS, Key, ViewModel, WouldBe, explainer, targets_by_key, waiting_for
from . import data
from .actions import AutomatonStep, MoveNoble, PlaceTile, PlayCard, SkipNoble, TakeTile
from .data import CARDS, COLS, ELEMENTS, LEVELS, ROUNDS, ROWS
from .garden import cell_text, parse_cell
from .state import (
    A_PLACE,
    A_REVEAL,
    A_ROLL,
    A_TAKE,
    CARD,
    HIDDEN,
    NOBLE,
    PHASE_NAMES,
    PLACE_PH,
    SPACE_NAMES,
    TAKE_PH,
    SanssouciState,
)

CELL_STATES = ("empty", "printed", "ornament", "gardener")


@dataclass(frozen=True)
class DisplaySpace:
    space: str  # "5L": garden row 5, left (§1.1)
    row: int
    side: int  # 0 left, 1 right
    element: str | None  # element id of the tile on it, None when empty


@dataclass(frozen=True)
class PlayerView:
    index: int
    automaton: bool  # Pedro Bot (blank garden, §5.4)
    layout: str | None  # layout id, "custom", None for the bot
    layout_provisional: bool
    track: int  # score track
    cells: Mapping[str, str]  # "row,col" -> empty | printed | ornament | gardener (rows 1..6)
    nobles: tuple[int, ...]  # row 0..6 of the noble of each column 1..9 (0 = terrace)
    rows_complete: tuple[bool, ...]  # rows 1..6 counted as completed by the scorer (§4.2)
    columns_complete: tuple[bool, ...]  # columns 1..9
    missions: tuple[str, ...]  # element ids of the mission cards the viewer may see
    hidden_missions: int  # mission cards the viewer may not see
    hand: tuple[str, ...]  # the viewer's own cards (empty for the others)
    hand_size: int
    deck: int  # cards left in the draw deck


@dataclass(frozen=True)
class SanssouciView(ViewModel):
    round: int = 1
    rounds: int = ROUNDS
    phase: str = "card"
    solo: bool = False
    level: str | None = None  # Pedro Bot's level id (solo)
    display: tuple[DisplaySpace, ...] = ()
    supply: int = 0  # tiles left face down
    card: str | None = None  # the card played (or revealed by Pedro Bot) this turn
    die: int = 0  # Pedro Bot's last roll, 0 = none yet
    place_target: str | None = None  # PLACE phase: the filled space the taken tile was meant for
    players: tuple[PlayerView, ...] = ()
    row_bonus: tuple[int, ...] = ()
    column_bonus: tuple[int, ...] = ()
    bonus_provisional: bool = True
    mission_provisional: bool = True
    skip: bool = False  # "skip the noble move" is a legal action now
    noble_sources: frozenset = field(default_factory=frozenset)  # keys of the nobles that can move


def cell_key(player: int, row: int, col: int) -> tuple:
    return ("cell", player, cell_text((row, col)))


def _key(state: SanssouciState, action) -> Key | None:
    t = type(action)
    p = state.current_player
    if t is PlayCard:
        return ("card", state.hands[p].index(CARDS.index(action.card)))
    if t is TakeTile:
        return ("display", SPACE_NAMES[(action.row - 2) * 2 + action.side])
    if t is PlaceTile:
        return cell_key(p, action.row, action.col)
    if t is SkipNoble:
        return ("skip",)
    if t is AutomatonStep:
        return ("bot",)
    return None


def _would_be(s: SanssouciState, key: Key, source: Key | None) -> WouldBe:
    """The action a click on ``key`` (after ``source``, a noble) asks for, read from the
    shape of the keys (the table above); why it is refused is the engine's."""
    if not (isinstance(key, tuple) and key):
        return None
    p = s.current_player
    zone = key[0]
    if zone == "card" and isinstance(key[1], int):
        hand = s.hands[p] if p >= 0 else ()
        return PlayCard(CARDS[hand[key[1]]]) if 0 <= key[1] < len(hand) and hand[key[1]] >= 0 else None
    if zone == "display" and key[1] in SPACE_NAMES:
        i = SPACE_NAMES.index(key[1])
        return TakeTile(i // 2 + 2, i % 2)
    if zone == "skip":
        return SkipNoble()
    if zone == "bot":
        return AutomatonStep()
    if zone != "cell" or len(key) != 3:
        return None
    if key[1] != p:
        return OTHER_PLAYERS
    cell = parse_cell(key[2])
    if cell is None:
        return None
    row, col = cell
    if not (isinstance(source, tuple) and len(source) == 3):
        return PlaceTile(row, col)
    # The source is a noble: "r0,c", the terrace as row 0.
    start_col = int(source[2].rsplit(",", 1)[1])
    return s.noble_column_refusal(start_col, col) or MoveNoble(start_col, row)


def _pairs(state: SanssouciState, legal) -> dict:
    p = state.current_player
    nobles = state.nobles[p]
    out = {}
    for a in legal:
        if type(a) is MoveNoble:
            out[(cell_key(p, nobles[a.col - 1], a.col), cell_key(p, a.row, a.col))] = a
    return out


def _player(state: SanssouciState, q: int, viewer: int | None) -> PlayerView:
    s = state.setup
    cells = {cell_text((r, c)): state.cell_state(q, r, c) for r in range(1, ROWS + 1) for c in range(1, COLS + 1)}
    rows, cols = state.completed_lines(q)
    hand = state.hands[q]
    own = q == viewer
    lay = s.layouts[q]
    missions = tuple(ELEMENTS[m - 1] for m in state.missions[q] if m > 0)
    return PlayerView(
        index=q,
        automaton=q == s.automaton,
        layout=lay,
        layout_provisional=lay in data.LAYOUT_IDS and data.is_provisional(f"layout.{lay}"),
        track=state.track[q],
        cells=cells,
        nobles=tuple(state.nobles[q]),
        rows_complete=rows,
        columns_complete=cols,
        missions=missions,
        hidden_missions=sum(1 for m in state.missions[q] if m == HIDDEN),
        hand=tuple(CARDS[c] for c in hand if c != HIDDEN) if own else (),
        hand_size=len(hand),
        deck=state.cards_left(q),
    )


def _prompt(state: SanssouciState, viewer: int | None, place_target: str | None) -> Message:
    ph = state.phase
    if state.is_over:
        return msg(QT_TRANSLATE_NOOP("engine", "The game is over: see the final score."))
    if state.current_player == state.setup.automaton:
        if ph == A_REVEAL:
            return msg(QT_TRANSLATE_NOOP("engine", "Pedro Bot reveals the top card of its deck…"))
        card = state.card_message(state.card) if state.card >= 0 else ""
        if ph == A_ROLL:
            return msg(QT_TRANSLATE_NOOP("engine", "Pedro Bot ({card}) rolls its die…"), card=card)
        if ph == A_TAKE:
            return msg(
                QT_TRANSLATE_NOOP("engine", "Pedro Bot ({card}) takes the tile worth the most to it…"), card=card
            )
        if ph == A_PLACE:
            return msg(QT_TRANSLATE_NOOP("engine", "Pedro Bot places its tile in its own column and moves that noble…"))
    if viewer is None or state.current_player != viewer:
        return waiting_for(state.current_player)
    if ph == CARD:
        return msg(QT_TRANSLATE_NOOP("engine", "Play a card: click one of your two cards."))
    if ph == TAKE_PH:
        return msg(QT_TRANSLATE_NOOP("engine", "Take a tile: click one of the highlighted tiles on the main board."))
    if ph == PLACE_PH:
        return msg(
            QT_TRANSLATE_NOOP(
                "engine", "Space {cell} is already filled: flip the tile and place the gardener on a highlighted space."
            ),
            cell=place_target or "?",
        )
    if ph == NOBLE:
        return msg(
            QT_TRANSLATE_NOOP(
                "engine", "You may move one noble: click a highlighted noble, then one of its destinations. Or skip."
            )
        )
    return msg("")


def build_view(view: SanssouciState, viewer: int | None) -> SanssouciView:
    """The view model of ``view`` (a ``view_for(viewer)``) for ``viewer``."""
    s = view.setup
    ph = view.phase
    mover = view.current_player
    # Another person's hand is hidden in this view: only the mover's (or the automaton's) actions are known.
    legal = view.legal_actions() if mover >= 0 and (mover == viewer or mover == s.automaton) else []
    targets = targets_by_key(legal, lambda a: _key(view, a))
    pairs = _pairs(view, legal)
    place_target = None
    if ph == PLACE_PH and view.slot >= 0:
        place_target = cell_text((view.slot // 2 + 2, view.element + 1))
    display = tuple(
        DisplaySpace(SPACE_NAMES[i], i // 2 + 2, i % 2, ELEMENTS[e] if e >= 0 else None)
        for i, e in enumerate(view.display)
    )
    shown_card = CARDS[view.card] if view.card >= 0 and ph not in (CARD, A_REVEAL) else None
    return SanssouciView(
        viewer=viewer,
        current_player=view.current_player,
        is_over=view.is_over,
        targets=targets,
        pairs=pairs,
        prompt=_prompt(view, viewer, place_target),
        last_round=view.last_round,
        round=view.round,
        phase=PHASE_NAMES[ph],
        solo=s.solo,
        level=LEVELS[s.level] if s.solo else None,
        display=display,
        supply=sum(view.supply),
        card=shown_card,
        die=view.last_die if s.solo else 0,
        place_target=place_target,
        players=tuple(_player(view, q, viewer) for q in range(view.num_players)),
        row_bonus=tuple(s.tables.row_bonus),
        column_bonus=tuple(s.tables.column_bonus),
        bonus_provisional=data.is_provisional("row_bonus.3"),
        mission_provisional=data.is_provisional("mission_points.3"),
        skip=("skip",) in targets,
        noble_sources=frozenset(src for src, _ in pairs),
        explain=explainer(view, lambda key, source: _would_be(view, key, source)),
    )
