"""The play screen's view model (docs/architecture.md §5):
``build_view(state, viewer)`` reads ``state.view_for(viewer)`` only and returns
plain drawing data plus the click targets.

Coordinates are the spec's (§1.2): tiles ``"tx,ty"``, fields ``"x,y"`` (tile
``(tx, ty)`` owns fields ``(2tx, 2ty)`` NW, ``(2tx+1, 2ty)`` NE, ``(2tx+1, 2ty+1)``
SE, ``(2tx, 2ty+1)`` SW). A square's pawn sits at the centre of the 2×2 block
whose NW field is named; a nest is the centre of its tile.

Click targets (``targets``; ``keys_in(zone)`` lists one zone):

* ``("market", i)`` → ``TakeTile`` of market tile ``i`` (0-2): in the "take" phase
  every tile, in the "place" phase the other tiles (switch the selection);
* ``("place", player, "tx,ty", side, rotation)`` → ``PlaceTile`` of the selected tile
  (side "F"/"B", rotation 0-3 clockwise quarter turns): the UI keeps the side and
  rotation the person picked (flip / rotate buttons) and highlights the positions
  with that side and rotation;
* ``("field", player, "x,y")`` → ``ChooseField`` (Collector / Friendly: the field
  that takes the pawn);
* ``("square", player, "x,y")`` → ``ChooseSquare`` (Thoughtful / Flirty: the square
  with that NW field).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ...core.game import Event
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from ...core.viewmodel import (
    OTHER_PLAYERS,
    Key,
    ViewModel,
    WouldBe,
    explainer,
    last_turn_places,
    targets_by_key,
    waiting_for,
)
from . import boardfile, data
from . import garden as gd
from .actions import ChooseField, ChooseSquare, PlaceTile, TakeTile
from .state import LeavesState

# The five pawn counts of a finished garden (the score helper's level 1), in
# the board file's order, and their names.
PAWN_KEYS = boardfile.PAWN_KEYS
PAWN_NAMES = boardfile.PAWN_NAMES


@dataclass(frozen=True)
class FieldView:
    at: str  # "x,y"
    kind: str  # green, orange, pink, yellow, purple or puddle (data.KINDS)
    letter: str  # G O P Y V ~ (colour-blind mode, §1.1)
    mushroom: bool
    tile: str  # "tx,ty" of the tile that owns it
    pollinated: bool  # part of a sector of 3 or more (bees live there)


@dataclass(frozen=True)
class TileView:
    at: str  # "tx,ty"
    tile: str  # §1.4 / §1.5 id
    side: str  # "F" / "B"
    rotation: int
    fields: tuple[str, str, str, str]  # NW, NE, SE, SW labels
    hummingbirds: int  # on the nest (0-3)
    base: int  # 1 if the tile qualifies (§5.3)
    row: int  # 1 with its west and east neighbours qualifying
    column: int  # 1 with its north and south neighbours qualifying


@dataclass(frozen=True)
class SectorView:
    kind: str
    fields: tuple[str, ...]
    bees: int  # pollinated sectors only (§5.2)


@dataclass(frozen=True)
class PawnView:
    """One dweller pawn: ``place`` is "square" (centre of the 2×2 with NW field ``at``),
    "sector" (anywhere in the area; drawn on ``at``) or "field" (on ``at``)."""

    type: str  # leaf / puddle / mushroom
    card: str  # card id
    place: str
    at: str
    fields: tuple[str, ...]  # the fields that earned it


@dataclass(frozen=True)
class GardenView:
    player: int
    tiles: tuple[TileView, ...]
    fields: tuple[FieldView, ...]
    sectors: tuple[SectorView, ...]  # pollinated sectors with their bees
    pawns: tuple[PawnView, ...]  # dwellers
    totals: Mapping[str, int]  # bees, hummingbirds, leaf, puddle, mushroom (live, §6.3)
    live_score: int  # pawn total without the majority bonus
    open_positions: tuple[str, ...]  # "tx,ty" where a tile may go (§4.1)


@dataclass(frozen=True)
class MarketTileView:
    index: int
    tile: str
    key: str  # "pink pair + green* + orange" (§1.4 key)
    selected: bool
    # (side, rotation) -> the four fields as laid, NW NE SE SW: (kind, mushroom)
    layouts: Mapping[tuple[str, int], tuple[tuple[str, bool], ...]]


@dataclass(frozen=True)
class LeavesView(ViewModel):
    phase: str = "take"  # take / place / choose_square / choose_field / over
    gardens: tuple[GardenView, ...] = ()
    market: tuple[MarketTileView, ...] = ()
    cards: tuple[str, ...] = ()  # the three dweller cards in play (leaf, puddle, mushroom)
    bag_count: int = 0
    selected: str | None = None  # the market tile being placed
    pending_card: str | None = None  # the card whose choice is asked
    allow_flip: bool = True
    solo_unofficial: bool = False  # the solo variant is an app variant (§2)


def _key(player: int, market: list[str]):
    def key_of(a):
        t = type(a)
        if t is PlaceTile:
            return ("place", player, a.at, a.side, a.rotation)
        if t is ChooseField:
            return ("field", player, a.field)
        if t is ChooseSquare:
            return ("square", player, a.at)
        if t is TakeTile:
            return ("market", market.index(a.tile))
        return None

    return key_of


def _would_be(view: LeavesState, key: Key, source: Key | None) -> WouldBe:
    """The action a click on ``key`` asks for, read from the key's shape (the table
    above); why it is refused is the engine's."""
    if not (isinstance(key, tuple) and key):
        return None
    zone = key[0]
    if zone == "market" and len(key) == 2:
        market = view.market
        return (
            TakeTile(data.TILE_IDS[market[key[1]]]) if isinstance(key[1], int) and 0 <= key[1] < len(market) else None
        )
    if zone not in ("place", "field", "square") or len(key) < 3:
        return None
    if key[1] != view.player:
        return OTHER_PLAYERS
    if zone == "field":
        return ChooseField(key[2])
    if zone == "square":
        return ChooseSquare(key[2])
    if len(key) != 5:
        return None
    tile = data.TILE_IDS[view.selected] if view.selected >= 0 else ""
    return PlaceTile(tile, key[2], key[3], key[4])


def garden_view(state: LeavesState, p: int) -> GardenView:
    g = state.gardens[p]
    fields = []
    for f, k in sorted(g.kind.items(), key=lambda item: g.field_xy(item[0])[::-1]):
        s = g.sector_at(f)
        fields.append(
            FieldView(
                g.field_label(f),
                data.KINDS[k],
                data.KIND_LETTERS[k],
                f in g.mush,
                g.tile_label(gd.field_tile(f)),
                k != data.PUDDLE and len(s[1]) >= 3,
            )
        )
    tiles = []
    for tp, t, o in g.order:
        base, row, col = g.hummingbird_target(tp)
        nw, ne, se, sw = gd.TILE_FIELDS[tp]
        tiles.append(
            TileView(
                g.tile_label(tp),
                data.TILE_IDS[t],
                data.SIDES[o // 4],
                o % 4,
                (g.field_label(nw), g.field_label(ne), g.field_label(se), g.field_label(sw)),
                g.hb.get(tp, 0),
                base,
                row,
                col,
            )
        )
    sectors = tuple(SectorView(data.KINDS[k], g.labels(fs), b) for k, fs, b, m in gd.pollinated_sectors(g))
    pawns = []
    for card, at, fs in g.awards:
        c = data.CARD_BY_ID[card]
        pawns.append(PawnView(c.type, card, c.pawn, g.field_label(at), g.labels(fs)))
    totals = dict(zip(gd.PAWN_KINDS, g.pawns))
    return GardenView(
        p,
        tuple(tiles),
        tuple(fields),
        tuple(sorted(sectors, key=lambda s: s.fields)),
        tuple(pawns),
        totals,
        sum(g.pawns),
        tuple(g.tile_label(tp) for tp in g.legal_positions()),
    )


def market_view(state: LeavesState) -> tuple[MarketTileView, ...]:
    out = []
    for i, t in enumerate(state.market):
        sides = data.SIDES if state.allow_flip and not data.is_start(t) else data.SIDES[:1]
        layouts = {}
        for si, side in enumerate(sides):
            for r in range(4):
                layouts[(side, r)] = tuple((data.KINDS[k], m) for k, m in data.LAYOUTS[t][si * 4 + r])
        out.append(MarketTileView(i, data.TILE_IDS[t], data.tile_key(t), t == state.selected, layouts))
    return tuple(out)


def _prompt(view: LeavesState, viewer: int | None) -> Message:
    if view.over:
        return view.score().result()
    if viewer is None or view.player != viewer:
        return waiting_for(view.player)
    phase = view.phase()
    if phase == "take":
        return msg(QT_TRANSLATE_NOOP("engine", "Choose a tile from the market"))
    if phase == "place":
        return msg(
            QT_TRANSLATE_NOOP("engine", "Place {tile}: flip or rotate it, then click a highlighted position"),
            tile=data.TILE_IDS[view.selected],
        )
    assert view.pending is not None, "the other phases are the choices of the pending card"
    name = msg(data.CARD_BY_ID[view.pending].name)
    if phase == "choose_square":
        return msg(QT_TRANSLATE_NOOP("engine", "{card}: choose the square that attracts the dweller"), card=name)
    return msg(QT_TRANSLATE_NOOP("engine", "{card}: choose the field that takes the pawn"), card=name)


def build_view(state: LeavesState, viewer: int | None, events: Iterable[Event] = ()) -> LeavesView:
    """The view model of ``state`` for ``viewer`` (None: a spectator). ``events`` (of the last
    action) mark ``last_turn``."""
    view = state.view_for(viewer if viewer is not None else 0) if not state.over else state
    targets: dict = {}
    if viewer is not None and not view.over and view.player == viewer:
        targets = targets_by_key(view.legal_actions(), _key(viewer, [data.TILE_IDS[t] for t in view.market]))
    status = tuple(plural(QT_TRANSLATE_N_NOOP("engine", "%n pawns"), "count", count=sum(g.pawns)) for g in view.gardens)
    return LeavesView(
        viewer=viewer,
        current_player=view.current_player,
        is_over=view.over,
        targets=targets,
        prompt=_prompt(view, viewer),
        last_turn=last_turn_places(events),
        last_round=view.last_round,
        status=status,
        phase=view.phase(),
        gardens=tuple(garden_view(view, p) for p in range(view.num_players)),
        market=market_view(view),
        cards=tuple(view.cards),
        bag_count=len(view.bag),
        selected=data.TILE_IDS[view.selected] if view.selected >= 0 else None,
        pending_card=view.pending,
        allow_flip=view.allow_flip,
        solo_unofficial=view.num_players == 1,
        explain=explainer(view, lambda key, source: _would_be(view, key, source)),
    )


# -- the score helper (§8) ------------------------------------------------------------------------
def garden_counts(board, player: int = 0) -> dict[str, int]:
    """§8 level 2: the counts player ``player``'s garden alone determines on
    ``board`` (a board file the game parsed, ``Game.board_from_dict``): the
    hummingbirds, and the dwellers of each static card in play (Loner, Shy,
    Skipper), keyed as ``PAWN_KEYS``; empty without a garden."""
    return boardfile.computed_pawns(board.players[player], board.cards)
