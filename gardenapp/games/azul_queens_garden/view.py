"""The view model of Azul: Queen's Garden (docs/architecture.md §5):
plain data to draw and the clickable targets, built from ``state.view_for(viewer)``
only. Pure Python, tested without Qt.

Target keys (one key, one action):

=====================================  ======================  ==========================================
key                                    action                  where the UI draws it
=====================================  ======================  ==========================================
("acquire", criterion)                 Acquire                 a colour / pattern button of the display
("copy", source, hexagon)              ChooseCopy              that copy in the display (source "top",
                                                               "d<i>" = ``display.down[i]``, "exp")
("storage_tile", player, hexagon)      SelectTile              the tile in the player's storage
("storage_expansion", player, hex)     SelectExpansion         the expansion in the player's storage
("supply",)                            BuyExpansion            the supply stack with its 6-point shield
("cell", player, "q,r")                PlaceAt                 a free space of the player's garden
("area", player, "A1".."A6")           ChooseArea              a free expansion area of the garden
("orientation", k)                     Orient                  ring cell ``orientation_cells[k]`` of the area
("pay", item)                          Pay                     an item of the storage ("joker",
                                                               "colour-pattern", "x:colour-pattern")
("discard", item)                      Discard                 an item of the storage while passing
("pass",)                              Pass                    the pass button
("done",)                              EndPass                 the "finish passing" button
=====================================  ======================  ==========================================
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from ...core.game import Event
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from ...core.viewmodel import (
    Key,
    ViewModel,
    WouldBe,
    explainer,
    is_viewers_turn,
    last_turn_places,
    targets_by_key,
    waiting_for,
)
from . import boardfile, data
from .actions import (
    ITEM_NAMES,
    Acquire,
    BuyExpansion,
    ChooseArea,
    ChooseCopy,
    Discard,
    EndPass,
    Orient,
    Pass,
    Pay,
    PlaceAt,
    SelectExpansion,
    SelectTile,
)
from .garden import (
    AREA_CENTRE_BITS,
    AREA_DOWN,
    AREA_NONE,
    AREA_OF_BIT,
    AREA_RING_BITS,
    FOUNTAIN_BIT,
    LABEL,
    ORNAMENT_BITS,
    bits,
)
from .scoring import round_score
from .state import (
    AREA_STEP,
    CELL,
    COPIES,
    DISCARD_STEP,
    MAIN,
    ORIENT_STEP,
    PAY_STEP,
    AzulState,
    loc_name,
)
from .words import hex_msg


@dataclass(frozen=True)
class CellView:
    cell: str  # "q,r" (§2.6)
    kind: str  # fountain | statue | bench | pavilion | space | tile | printed
    hexagon: str | None = None  # "colour-pattern" on a tile or printed hexagon
    colour: str | None = None
    pattern: str | None = None
    area: str | None = None  # A1..A6, None on the fountain board
    surrounded: bool = False  # an element already surrounded (its jokers given)


@dataclass(frozen=True)
class AreaView:
    area: str  # A1..A6
    status: str  # none | face_down | face_up
    hexagon: str | None  # the printed hexagon when face up
    orientation: int | None  # its ring cell (0..5) when face up
    cells: tuple[str, ...]  # centre first, then ring cells 0..5


@dataclass(frozen=True)
class PlayerView:
    index: int
    score: int  # the score track
    projected: int  # the final score if the game ended now (core.score breakdown total)
    round_points: int  # what this round's Phase 2 would give now (criteria + visible pavilions)
    passed: bool
    has_first_player_marker: bool
    jokers: int
    tiles: tuple[str, ...]  # storage tiles, sorted
    expansions: tuple[str, ...]  # storage expansions (face up)
    free_tile_spaces: int
    cells: tuple[CellView, ...]  # every cell that is part of the garden
    areas: tuple[AreaView, ...]


@dataclass(frozen=True)
class DisplayView:
    stack_left: int  # expansions in the round stack (its top included)
    top: tuple[str, ...]  # tiles on the stack top
    down: tuple[tuple[str, ...], ...]  # displayed face-down expansions with their tiles (source "d<i>")
    up: tuple[str, ...]  # displayed face-up expansions (their printed hexagons)
    first_player_marker: bool  # the marker lies in the display


@dataclass(frozen=True)
class PendingView:
    """The choice in progress in the current turn (empty in the step "main")."""

    criterion: str | None = None
    copies: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (hexagon, sources) still to choose
    chosen: tuple[tuple[str, str], ...] = ()
    selected: str | None = None  # tile / expansion being placed
    selected_is_expansion: bool = False
    bought: bool = False  # an expansion from the supply
    cell: str | None = None
    area: str | None = None
    orientation: int | None = None
    cost: int = 0
    paid: tuple[str, ...] = ()
    to_pay: int = 0
    suggested_payment: tuple[str, ...] = ()  # the cheapest legal completion (information only)
    # The pay keys of ``suggested_payment`` in order, for "Accept payment": the
    # screen plays them one by one, each only while it is one of the targets.
    accept: tuple[Key, ...] = ()
    discards: tuple[str, ...] = ()
    discard_points: int = 0


@dataclass(frozen=True)
class AzulView(ViewModel):
    round: int = 1
    step: str = "main"
    wheel: tuple[tuple[str, ...], ...] = ()  # the 4 rounds' criteria (ids), round 1 first
    wheel_provisional: bool = True
    provisional: Mapping[str, bool] = field(default_factory=dict)
    joker_rewards: Mapping[str, int] = field(default_factory=dict)  # jokers per surrounded element kind (§4.1.B)
    display: DisplayView | None = None
    supply: int = 0
    supply_price: int = data.SUPPLY_EXPANSION_PRICE
    tower: int = 0
    bag: int = 0
    players: tuple[PlayerView, ...] = ()
    pending: PendingView = field(default_factory=PendingView)
    orientation_cells: Mapping[int, str] = field(default_factory=dict)


def _key(state: AzulState, action) -> Key | None:
    p = state.player
    t = type(action)
    if t is Acquire:
        return ("acquire", action.criterion)
    if t is ChooseCopy:
        return ("copy", action.source, action.hexagon)
    if t is SelectTile:
        return ("storage_tile", p, action.hexagon)
    if t is SelectExpansion:
        return ("storage_expansion", p, action.hexagon)
    if t is BuyExpansion:
        return ("supply",)
    if t is PlaceAt:
        return ("cell", p, action.cell)
    if t is ChooseArea:
        return ("area", p, action.area)
    if t is Orient:
        return ("orientation", action.orientation)
    if t is Pay:
        return ("pay", action.item)
    if t is Discard:
        return ("discard", action.item)
    if t is Pass:
        return ("pass",)
    if t is EndPass:
        return ("done",)
    return None


def _cells(state: AzulState, q: int) -> tuple[CellView, ...]:
    g = state.gardens[q]
    out = []
    kinds = state.ornament_kinds
    mask = g.garden_mask()
    printed = {AREA_RING_BITS[i][a % 6] for i, a in enumerate(g.areas) if a >= 0}
    for b in bits(mask):
        a = AREA_OF_BIT.get(b)
        area = data.AREAS[a] if a is not None else None
        h = g.cells[b]
        surrounded = bool(g.surr >> b & 1)
        if h >= 0:
            kind = "printed" if b in printed else "tile"
            out.append(CellView(LABEL[b], kind, data.HEX_NAMES[h], data.COLOURS[h // 6], data.PATTERNS[h % 6], area))
        elif b == FOUNTAIN_BIT:
            out.append(CellView(LABEL[b], "fountain", area=area, surrounded=surrounded))
        elif b in ORNAMENT_BITS:
            out.append(CellView(LABEL[b], kinds[ORNAMENT_BITS.index(b)], area=area, surrounded=surrounded))
        elif g.elements >> b & 1:
            out.append(CellView(LABEL[b], "pavilion", area=area, surrounded=surrounded))
        else:
            out.append(CellView(LABEL[b], "space", area=area))
    return tuple(out)


def _areas(state: AzulState, q: int) -> tuple[AreaView, ...]:
    out = []
    for i, a in enumerate(state.gardens[q].areas):
        cells = (LABEL[AREA_CENTRE_BITS[i]],) + tuple(LABEL[b] for b in AREA_RING_BITS[i])
        if a == AREA_NONE:
            out.append(AreaView(data.AREAS[i], "none", None, None, cells))
        elif a == AREA_DOWN:
            out.append(AreaView(data.AREAS[i], "face_down", None, None, cells))
        else:
            out.append(AreaView(data.AREAS[i], "face_up", data.HEX_NAMES[a // 6], a % 6, cells))
    return tuple(out)


def _pending(s: AzulState) -> PendingView:
    hn = data.HEX_NAMES
    if s.over or s.step == MAIN:
        return PendingView()
    if s.step == COPIES:
        sel = s.selection(s.crit)
        chosen = dict(s.chosen)
        copies = tuple((hn[h], tuple(loc_name(x) for x in locs)) for h, locs in s._open_copies(sel, chosen))
        return PendingView(
            criterion=data.CRITERIA[s.crit], copies=copies, chosen=tuple((hn[h], loc_name(x)) for h, x in s.chosen)
        )
    if s.step == DISCARD_STEP:
        pts = sum(data.PATTERN_VALUES[(i - 36 if i >= 36 else i) % 6] for i in s.discards)
        return PendingView(discards=tuple(ITEM_NAMES[i] for i in s.discards), discard_points=pts)
    cost = data.PATTERN_VALUES[s.sel % 6] if s.sel >= 0 else 0
    suggested = tuple(ITEM_NAMES[i] for i in s.suggested_payment())
    return PendingView(
        selected=hn[s.sel] if s.sel >= 0 else None,
        selected_is_expansion=s.sel_exp,
        bought=s.sel < 0,
        cell=LABEL.get(s.sel_cell),
        area=data.AREAS[s.sel_area] if s.sel_area >= 0 else None,
        orientation=s.sel_orient if s.sel_orient >= 0 else None,
        cost=cost,
        paid=tuple(ITEM_NAMES[i] for i in s.paid),
        to_pay=max(0, cost - 1 - len(s.paid)) if s.sel >= 0 else 0,
        suggested_payment=suggested,
        accept=tuple(("pay", item) for item in suggested),
    )


def _prompt(s: AzulState, mine: bool) -> Message:
    if s.over:
        return s.score().result()
    if not mine:
        return waiting_for(s.player)
    step = s.step
    if step == MAIN:
        return msg(QT_TRANSLATE_NOOP("engine", "Acquire a colour or a pattern, place a tile or an expansion, or pass"))
    if step == COPIES:
        return msg(QT_TRANSLATE_NOOP("engine", "Identical hexagons: choose which copy of each to take"))
    if step == CELL:
        return msg(QT_TRANSLATE_NOOP("engine", "Choose a free space for the {hexagon}"), hexagon=hex_msg(s.sel))
    if step == AREA_STEP:
        return msg(QT_TRANSLATE_NOOP("engine", "Choose a free area for the expansion"))
    if step == ORIENT_STEP:
        return msg(QT_TRANSLATE_NOOP("engine", "Choose the cell of the printed {hexagon}"), hexagon=hex_msg(s.sel))
    if step == PAY_STEP:
        left = data.PATTERN_VALUES[s.sel % 6] - 1 - len(s.paid)
        return plural(
            QT_TRANSLATE_N_NOOP("engine", "Pay %n more: hexagons of the same colour or the same pattern, or jokers"),
            "count",
            count=left,
        )
    return msg(QT_TRANSLATE_NOOP("engine", "Passing: discard hexagons (each costs its value) or finish"))


def build_view(state: AzulState, viewer: int | None, last_events: Iterable[Event] = ()) -> AzulView:
    """The view model of ``state`` for ``viewer`` (None: a spectator)."""
    s = state.view_for(viewer if viewer is not None else 0)
    mine = is_viewers_turn(s, viewer)
    targets = targets_by_key(s.legal_actions(), lambda a: _key(s, a)) if mine else {}
    sheet = s.score()
    crits = s.wheel[s.round - 1]
    players = tuple(
        PlayerView(
            q,
            s.scores[q],
            sheet.players[q].total,
            sum(round_score(s.gardens[q], crits, s.round_values)),
            s.passed[q],
            s.first_marker == q,
            s.jokers[q],
            tuple(data.HEX_NAMES[h] for h in s.tiles[q]),
            tuple(data.HEX_NAMES[e] for e in s.exps[q]),
            s.free_tile_spaces(q),
            _cells(s, q),
            _areas(s, q),
        )
        for q in range(s.num_players)
    )
    display = DisplayView(
        s.stack_left,
        tuple(data.HEX_NAMES[h] for h in s.top),
        tuple(tuple(data.HEX_NAMES[h] for h in tl) for tl in s.down),
        tuple(data.HEX_NAMES[e] for e in s.up),
        s.first_marker < 0,
    )
    orient = {}
    if not s.over and s.step == ORIENT_STEP:
        orient = {k: LABEL[AREA_RING_BITS[s.sel_area][k]] for k in range(6)}
    status = tuple(
        msg(
            # Separators only: each part is a counted message of its own.
            "{score} · {jokers} · {tiles}",
            score=plural(QT_TRANSLATE_N_NOOP("engine", "%n points"), "n", n=s.scores[q]),
            jokers=plural(QT_TRANSLATE_N_NOOP("engine", "%n jokers"), "n", n=s.jokers[q]),
            tiles=plural(QT_TRANSLATE_N_NOOP("engine", "%n tiles"), "n", n=len(s.tiles[q])),
        )
        for q in range(s.num_players)
    )
    return AzulView(
        viewer=viewer,
        current_player=s.current_player,
        is_over=s.over,
        targets=targets,
        prompt=_prompt(s, mine),
        last_turn=last_turn_places(last_events),
        last_round=s.round == data.ROUNDS,
        status=status,
        round=s.round,
        step=s.step_name,
        wheel=tuple(tuple(data.CRITERIA[c] for c in r) for r in s.wheel),
        wheel_provisional=not s.wheel_given and data.is_provisional("wheel"),
        provisional=data.provisional_flags(),
        joker_rewards=data.joker_rewards(),
        display=display,
        supply=len(s.supply),
        tower=sum(s.tower),
        bag=sum(s.bag),
        players=players,
        pending=_pending(s),
        orientation_cells=orient,
        explain=explainer(s, lambda key, source: _would_be(s, key, source)),
    )


_KEY_ACTIONS = {
    "acquire": lambda key: Acquire(key[1]),
    "storage_tile": lambda key: SelectTile(key[2]),
    "storage_expansion": lambda key: SelectExpansion(key[2]),
    "supply": lambda key: BuyExpansion(),
    "cell": lambda key: PlaceAt(key[2]),
    "area": lambda key: ChooseArea(key[2]),
    "orientation": lambda key: Orient(key[1]),
    "pay": lambda key: Pay(key[1]),
    "discard": lambda key: Discard(key[1]),
    "pass": lambda key: Pass(),
    "done": lambda key: EndPass(),
}


def _would_be(s: AzulState, key: Key, source: Key | None = None) -> WouldBe:
    """The action a click on ``key`` asks for, read from the key's shape (the table
    above); whether it is legal, and why not, is the engine's (``AzulState.why_not``)."""
    if not (isinstance(key, tuple) and key and key[0] in _KEY_ACTIONS):
        return None  # a key that names no action
    if key[0] in ("cell", "area", "storage_tile", "storage_expansion") and key[1] != s.player:
        return msg(QT_TRANSLATE_NOOP("engine", "That is another player's garden or storage"))
    try:
        return _KEY_ACTIONS[key[0]](key)
    except (IndexError, TypeError):
        return None


def why_not(state: AzulState, key: Key) -> Message | None:
    """Why a click on ``key`` is not legal now, for the status line (None when it is
    legal or names no action): the engine's reason (``State.why_not``) for the action
    the key asks for."""
    return explainer(state, lambda k, src: _would_be(state, k, src))(key, None)


# -- the score helper (§8) ------------------------------------------------------------------------
@dataclass(frozen=True)
class BoardWarningView:
    """A §8 warning about a finished board and the places it names, to mark them."""

    player: int | None  # whose garden (None: the whole table)
    places: tuple[str, ...]  # "q,r" cells or area ids "A1".."A6"
    message: Message


def board_warnings(board) -> tuple[BoardWarningView, ...]:
    """The §8 warnings of ``board`` (a board file the game parsed,
    ``Game.board_from_dict``): a group holding two identical hexagons, more
    copies of a tile than the game has, an expansion entered twice."""
    return tuple(
        BoardWarningView(w.player if w.player >= 0 else None, tuple(w.places), w.message)
        for w in boardfile.board_warnings(board)
    )
