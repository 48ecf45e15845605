"""The Under the Leaves play screen, drawn from the view model
(games/under_the_leaves/view.py) on the shared kit.

Two board scenes, both registered with the play-screen base, whose cell ids
are the view model's keys:

* the *table* on top: the market of three ``("market", i)``, the bag's count
  and the three dweller cards in play with their text (not clickable);
* the *gardens* below, one region per player: every field
  ``("field", p, "x,y")`` (spec §1.2 coordinates), the open positions of the
  mover's garden as ``("place", p, "tx,ty", side, rotation)`` in the side and
  rotation the person chose, and during a Thoughtful/Flirty choice the
  squares ``("square", p, "x,y")`` (a small cell at the square's centre).

The base highlights exactly the targets, takes the clicks, marks the last
turn's fields, logs the engine's events and shows the prompt. A person plays
by clicking a market tile, turning it with Rotate (R, Shift+R back) and Flip
(F) -- a click on the chosen market tile rotates it too -- while a preview
follows the mouse over the highlighted positions, then clicking a position;
then, if the engine asks, a highlighted square or field. Nests with their
hummingbirds, the bees of each pollinated sector and the dweller pawns are
drawn over the fields by one decoration item.
"""

from __future__ import annotations

from functools import partial

import shapely
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QGraphicsItem,
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ....games.under_the_leaves import data
from ....games.under_the_leaves import view as leaves_view
from ... import art as kit
from ...boardview import BoardScene, BoardView, set_tip
from ...plaintext import PlainLabel
from ...playscreen import PlayScreenBase
from . import painting, the_game

F = 40.0  # a field's side, scene units
T = 2 * F  # a tile
HEAD = 62.0  # the name row over each garden
GAP = 46.0
M = 104.0  # a market tile
CAPTION = 26.0
CARD_W, CARD_H = 250.0, 150.0
CTX = "LeavesPlayScreen"
BEINGS = ("bees", "hummingbirds", "leaf", "puddle", "mushroom")
ARRIVALS = frozenset({"bees", "hummingbirds", "leaf", "puddle", "mushroom"})  # event kinds
CORNER = {(0, 0): "NW", (1, 0): "NE", (1, 1): "SE", (0, 1): "SW"}


def pair(label: str) -> tuple[int, int]:
    x, y = label.split(",")
    return int(x), int(y)


def corner_of(x: int, y: int) -> str:
    return CORNER[(x % 2, y % 2)]


def spots(x: int, y: int) -> tuple[tuple[float, float], tuple[float, float], tuple[float, float]]:
    """Where things sit on field (x, y), as fractions of the field from its
    top-left: the letter (the tile's outer corner), the bees and the dwellers
    (the two other corners); the mushroom is in the middle and the nest at
    the tile's centre."""
    dx = -1 if x % 2 == 0 else 1
    dy = -1 if y % 2 == 0 else 1
    letter = (0.5 + 0.3 * dx, 0.5 + 0.3 * dy)
    bees = (0.5 - 0.3 * dx, 0.5 + 0.3 * dy)
    dwellers = (0.5 + 0.3 * dx, 0.5 - 0.3 * dy)
    return letter, bees, dwellers


class Decorations(QGraphicsItem):
    """What sits over the fields (nests, hummingbirds, bees, dwellers, the
    mover's frame): painted by the screen, never clicked (clicks go through
    to the cells under it)."""

    def __init__(self, paint) -> None:
        super().__init__()
        self._paint = paint
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(1.0)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, qp: QPainter, option, widget=None) -> None:
        self._paint(qp)


class LeavesPlayScreen(PlayScreenBase):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(the_game(), parent)
        self.vm: leaves_view.LeavesView | None = None
        self.side, self.rotation = "F", 0
        self._selected_tile: str | None = None
        self._hover_at: str | None = None  # the open position under the pointer (preview)
        self._fields: dict[tuple, leaves_view.FieldView] = {}  # field key
        self._origins: dict[int, tuple[float, float]] = {}
        self._regions: dict[int, QRectF] = {}
        self._fs: dict[int, float] = {}
        self._placed: dict[tuple, tuple] = {}
        self._per_row = 1
        self._shape: tuple | None = None
        self._hint_preset: tuple | None = None  # the hinted click whose side and turns were set
        self._fit_for: tuple | None = None  # (shape, game over) of the last fit of the gardens
        self._auto_split = True  # the table's height follows its content until the person drags

        self._build_scenes()
        self.log.setWordWrap(True)
        self._build_tile_controls()
        game_page = self._build_game_page()
        start_page = self._build_start_page()
        self.pages = QStackedWidget()
        self.pages.addWidget(start_page)
        self.pages.addWidget(game_page)
        area = QVBoxLayout(self.board_area)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.pages)
        self.retranslate()

    def _build_scenes(self) -> None:
        """The two scenes: the table (the tiles on offer) and the gardens, with the
        gardens' decorations and hover preview."""
        self.table = self.register_scene(BoardScene(self))
        self.table_view = BoardView(self.table)
        self.table_view.setBackgroundBrush(QColor("#e6dfcb"))
        self.table_view.setMinimumHeight(80)
        self.table_view.fit_margin_px = 4
        self.table_view.installEventFilter(self)
        self.gardens = self.register_scene(BoardScene(self))
        self.garden_view = BoardView(self.gardens)
        self.garden_view.fit_margin_px = 6  # the gardens use the whole view (docs/architecture.md §6.11)
        self.garden_view.setBackgroundBrush(QColor("#e9e4d2"))
        self.garden_view.installEventFilter(self)
        self.decorations = Decorations(self._paint_decorations)
        self.gardens.addItem(self.decorations)
        self.gardens.cellHovered.connect(self._hovered)

    def _build_tile_controls(self) -> None:
        """Rotate and flip the tile in hand (buttons and the R, Shift+R and F keys),
        its orientation and the solo note."""
        self.rotate_button = QPushButton()
        self.rotate_button.clicked.connect(lambda: self.rotate(1))
        self.flip_button = QPushButton()
        self.flip_button.clicked.connect(self.flip)
        self.orientation_label = PlainLabel()
        self.solo_label = PlainLabel(wordWrap=True)
        self.solo_label.setStyleSheet("color: #7a4b00; font-style: italic;")
        rotate_key, back_key, flip_key = (QShortcut(QKeySequence(k), self) for k in ("R", "Shift+R", "F"))
        rotate_key.activated.connect(lambda: self.rotate(1))
        back_key.activated.connect(lambda: self.rotate(-1))
        flip_key.activated.connect(self.flip)
        self._keys = [rotate_key, back_key, flip_key]

    def _build_game_page(self) -> QWidget:
        """The page of a game: the table and the tile controls above the gardens."""
        game_page = QWidget()
        splitter = QSplitter(Qt.Orientation.Vertical)
        top = QWidget()
        tl = QVBoxLayout(top)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.table_view, 1)
        row = QHBoxLayout()
        row.setContentsMargins(6, 0, 6, 0)
        row.addWidget(self.rotate_button)
        row.addWidget(self.flip_button)
        row.addWidget(self.orientation_label)
        row.addStretch(1)
        row.addWidget(self.solo_label, 2)
        tl.addLayout(row)
        splitter.addWidget(top)
        splitter.addWidget(self.garden_view)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([150, 580])
        splitter.splitterMoved.connect(lambda *_: setattr(self, "_auto_split", False))
        self.board_split = splitter
        self._table_row = row
        gl = QVBoxLayout(game_page)
        gl.setContentsMargins(4, 4, 4, 4)
        gl.addWidget(splitter, 1)
        return game_page

    def _build_start_page(self) -> QWidget:
        """The page shown before a game: a line and New game."""
        start_page = QWidget()
        pl = QVBoxLayout(start_page)
        pl.addStretch(1)
        self.start_label = PlainLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.start_label.setStyleSheet("font-size: 14pt;")
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.new_game)
        self.start_button.setStyleSheet("font-size: 13pt; padding: 8px 24px;")
        pl.addWidget(self.start_label)
        srow = QHBoxLayout()
        srow.addStretch(1)
        srow.addWidget(self.start_button)
        srow.addStretch(1)
        pl.addLayout(srow)
        pl.addStretch(2)
        return start_page

    def new_game_dialog(self):
        from .newgame import LeavesNewGameDialog

        return LeavesNewGameDialog(self)

    # -- translation ---------------------------------------------------------------------
    def retranslate(self) -> None:
        super().retranslate()
        self.start_label.setText(
            self.tr("Under the Leaves: lay garden tiles and attract bees, hummingbirds and garden dwellers.")
        )
        self.start_button.setText(self.tr("New game…"))
        self.rotate_button.setText(self.tr("Rotate (R)"))
        self.rotate_button.setToolTip(self.tr("Turn the chosen tile a quarter clockwise (Shift+R: back)"))
        self.flip_button.setText(self.tr("Flip (F)"))
        self.flip_button.setToolTip(self.tr("Show the other side of the chosen tile (its mirror image)"))
        self.solo_label.setText(
            self.tr("Solo: an unofficial app variant (no official solo rules exist); beat your best pawn total.")
        )
        if self.vm is not None:
            self.orientation_label.setText(self._orientation_text(self.vm) if self.vm.keys_in("place") else "")
        self.retranslate_view()  # painters translate while painting, tooltips when shown
        for scene in self.scenes:
            scene.update()  # the field and side letters, drawn translated

    # -- the kit -----------------------------------------------------------------------
    def build_view(self, view, viewer):
        return leaves_view.build_view(view, viewer)

    def refresh(self) -> None:
        if self.session is None:
            self.pages.setCurrentIndex(0)
            return
        self.show_view()

    def draw(self, vm) -> None:
        self.vm = vm
        self.pages.setCurrentIndex(1)
        if vm.selected != self._selected_tile:  # a new tile starts unturned
            self._selected_tile = vm.selected
            self.side, self.rotation = "F", 0
        self._preset_from_hint(vm)
        if not self._can_flip():
            self.side = "F"
        shape = (len(vm.gardens), id(self.session))
        if shape != self._shape:
            self._shape = shape
            self._placed = {}
            self.table.remove_cells()
            self.gardens.remove_cells()
        self._draw_table(vm)
        self._draw_gardens(vm)
        placing = bool(vm.keys_in("place"))
        self.rotate_button.setEnabled(placing)
        self.flip_button.setEnabled(placing and self._can_flip())
        self.orientation_label.setText(self._orientation_text(vm) if placing else "")
        self.solo_label.setVisible(vm.solo_unofficial)
        self.table.refresh()
        self.gardens.refresh()
        self.decorations.update()

    def click(self, key) -> None:
        """A click on the chosen market tile turns it (the other market
        tiles are targets: they switch the choice)."""
        vm = self.view_model
        if (
            vm is not None
            and isinstance(key, tuple)
            and key[0] == "market"
            and key not in vm.targets
            and vm.keys_in("place")
            and self._market_tile(key[1]) is not None
            and self._market_tile(key[1]).selected
        ):
            self.rotate(1)
            return
        super().click(key)

    # -- orientation of the chosen tile --------------------------------------------------
    def hint_inside(self, key) -> bool:
        """An open tile position shows only its coordinate (bottom centre), its
        neighbours' fields their letters at their edges: its hint mark goes inside."""
        return isinstance(key, tuple) and bool(key) and key[0] == "place"

    def _preset_from_hint(self, vm) -> None:
        """The hinted placement's side and quarter turns
        (docs/architecture.md §8.4), set once for each hinted click (the person may turn the tile
        after it), so that its position is ringed at once."""
        steps = self.hint_steps()
        if not steps:
            self._hint_preset = None
            return
        n, action, _ = steps[0]
        token = (self._hint_generation, n)
        if getattr(action, "kind", "") == "place_tile" and action.tile == vm.selected and token != self._hint_preset:
            self._hint_preset = token
            self.side, self.rotation = action.side, action.rotation

    def _can_flip(self) -> bool:
        vm = self.vm
        return vm is not None and vm.allow_flip and not (vm.selected or "").startswith("S")

    def rotate(self, step: int = 1) -> None:
        if self.vm is None or not self.vm.keys_in("place") or not self._viewer_may_act(self.vm):
            return
        self.rotation = (self.rotation + step) % 4
        self.show_view()

    def flip(self) -> None:
        if self.vm is None or not self.vm.keys_in("place") or not self._can_flip() or not self._viewer_may_act(self.vm):
            return
        self.side = "B" if self.side == "F" else "F"
        self.show_view()

    def _orientation_text(self, vm: leaves_view.LeavesView) -> str:
        side = self.tr("front") if self.side == "F" else self.tr("back")
        return self.tr("{tile}: {side}, %n quarter turns", "", self.rotation).format(tile=vm.selected, side=side)

    def _market_tile(self, i: int):
        vm = self.vm
        return vm.market[i] if vm is not None and 0 <= i < len(vm.market) else None

    def _selected_layout(self):
        vm = self.vm
        if vm is None:
            return None
        for t in vm.market:
            if t.selected:
                return t.layouts.get((self.side, self.rotation)) or t.layouts.get(("F", self.rotation))
        return None

    # -- cells ----------------------------------------------------------------------------
    def _sync(self, scene: BoardScene, zone, wanted: dict, painter) -> dict:
        """Make the cells of one zone exactly ``wanted`` ({key: polygon}):
        cells that left or moved go, new ones come; returns the new items."""
        stale = [k for k in scene.cells() if zone(k) and (k not in wanted or self._placed.get(k) != wanted[k].bounds)]
        scene.remove_cells(stale)
        for k in stale:
            self._placed.pop(k, None)
        have = set(scene.cells())
        new = {k: g for k, g in wanted.items() if k not in have}
        for k, g in new.items():
            self._placed[k] = g.bounds
        added = scene.add_cells(new, painter)
        for item in added.values():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(Qt.PenStyle.NoPen)
        return added

    def _fit_gardens(self, vm) -> None:
        """Fit the gardens to their view when a game starts or ends, else only
        when they grew out of what the view shows: the board never jumps
        between two clicks (docs/architecture.md §6.11)."""
        now = (self._shape, vm.is_over)
        if now != self._fit_for and abs(self.garden_view.zoom_level() - 1.0) < 1e-6:
            self._fit_for = now
            self.garden_view.fit()
        else:
            self._fit_for = now
            self.garden_view.fit_if_grown()

    def fit_table_height(self) -> None:
        """Give the table the height its content takes at the view's width, and
        the rest to the gardens (until the person drags the splitter)."""
        rect = self.table.itemsBoundingRect()
        if not self._auto_split or rect.isEmpty() or self.table_view.width() < 50:
            return
        m = self.table_view.fit_margin_px or 0
        need = int(rect.height() * (self.table_view.width() - 2 * m) / rect.width() + 2 * m + 1)
        sizes = self.board_split.sizes()
        total = sum(sizes)
        row = self._table_row.sizeHint().height()
        top = max(self.table_view.minimumHeight(), min(need, 200)) + row + 2
        if total > top + 200 and abs(sizes[0] - top) > 2:
            self.board_split.setSizes([top, total - top])

    def _draw_table(self, vm) -> None:
        wanted: dict[tuple, shapely.Polygon] = {}
        x = 0.0
        for t in vm.market:
            wanted[("market", t.index)] = shapely.box(x, 0, x + M, M + CAPTION)
            x += M + 16
        x = max(x, 3 * (M + 16)) + 6
        wanted[("bag",)] = shapely.box(x, 0, x + 96, M + CAPTION)
        x += 96 + 24
        for c in vm.cards:
            wanted[("card", c)] = shapely.box(x, -(CARD_H - M - CAPTION) / 2, x + CARD_W, (CARD_H + M + CAPTION) / 2)
            x += CARD_W + 14
        added = self._sync(self.table, lambda k: True, wanted, self._paint_table)
        for cell, item in added.items():
            item.coordinate = ""
            if cell[0] != "market":
                item.interactive = False
            if cell[0] == "card":
                set_tip(item, partial(self._card_tip, cell[1]))
            elif cell[0] == "market":
                set_tip(item, partial(self._market_tip, cell[1]))
        self.table_view.fit_if_grown()
        self.fit_table_height()

    def _card_tip(self, card: str) -> str:
        vm = self.vm
        assert vm is not None, "the dweller cards are drawn from a view"
        return painting.card_tooltip(card, majority=not vm.solo_unofficial)

    def _market_tip(self, i: int) -> str:
        t = self._market_tile(i)
        if t is None:
            return ""
        layout = t.layouts.get((self.side, self.rotation)) if t.selected else None
        return painting.tile_tooltip(t.tile, layout or t.layouts[("F", 0)])

    def _best_per_row(self, n: int, region_w: float, region_h: float) -> int:
        vp = self.garden_view.viewport().size()
        vw, vh = (vp.width(), vp.height()) if vp.width() > 200 and vp.height() > 150 else (1000, 520)
        best, best_scale = 1, 0.0
        for per_row in range(1, n + 1):
            rows = -(-n // per_row)
            w = per_row * region_w + (per_row - 1) * GAP
            h = rows * region_h + (rows - 1) * GAP
            scale = min(vw / w, vh / h)
            if scale > best_scale * 1.02:
                best, best_scale = per_row, scale
        return best

    def focus(self, vm) -> int:
        """Whose garden is drawn large with three or four players: the
        viewer's, else the mover's."""
        if vm.viewer is not None and 0 <= vm.viewer < len(vm.gardens):
            return vm.viewer
        return vm.current_player if 0 <= vm.current_player < len(vm.gardens) else 0

    def _region_sizes(self, vm, boxes) -> dict[int, tuple[int, int]]:
        """Each garden's region in tiles (at least 3 x 3). Two players (or one): the
        largest box for both (the same scale, so that sizes compare). Three or four:
        the focus garden its own box, the others the largest of theirs, so that one
        sprawling garden does not shrink the whole table (docs/architecture.md §6.11)."""

        def largest(players) -> tuple[int, int]:
            return max(max(boxes[p][2] for p in players), 3), max(max(boxes[p][3] for p in players), 3)

        n = len(boxes)
        if n <= 2:
            both = largest(range(n))
            return {p: both for p in range(n)}
        big = self.focus(vm)
        others = [p for p in range(n) if p != big]
        small = largest(others)
        return {big: largest([big])} | {p: small for p in others}

    def _regions_for(self, vm, sizes: dict[int, tuple[int, int]]) -> dict[int, tuple[float, float, float]]:
        """(x, y, scale) of each player's region. Two players (or one): side
        by side or stacked, whichever is larger in the view. Three or four:
        the focus garden at full size, the others at half size beside it
        (two in a column; three two per row) (a 4-player table is too large for four gardens at
        a readable size)."""
        n = len(vm.gardens)
        if n <= 2:
            region_w, region_h = sizes[0][0] * T, sizes[0][1] * T + HEAD
            per_row = self._per_row = self._best_per_row(n, region_w, region_h)
            return {p: ((p % per_row) * (region_w + GAP), (p // per_row) * (region_h + GAP), 1.0) for p in range(n)}
        self._per_row = 0
        big = self.focus(vm)
        out = {big: (0.0, 0.0, 1.0)}
        others = [p for p in range(n) if p != big]
        big_w = sizes[big][0] * T
        small_w = sizes[others[0]][0] * T / 2
        small_h = sizes[others[0]][1] * T / 2 + HEAD  # a half-size garden keeps a full-size name row
        for k, p in enumerate(others):
            row, col = (k, 0) if n == 3 else divmod(k, 2)  # in reading order
            out[p] = (big_w + GAP + col * (small_w + GAP / 2), row * (small_h + GAP / 2), 0.5)
        return out

    def _draw_gardens(self, vm) -> None:
        boxes = []
        for g in vm.gardens:
            # While the game runs a garden's box holds the positions a tile may
            # go (so that the layout does not jump when they are shown); at the
            # end nothing more is laid, so the gardens fill their regions (the
            # same scale for all, so that sizes compare).
            pts = [pair(t.at) for t in g.tiles] + ([] if vm.is_over else [pair(a) for a in g.open_positions])
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            boxes.append((min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
        sizes = self._region_sizes(vm, boxes)
        regions = self._regions_for(vm, sizes)
        wanted: dict[tuple, shapely.Polygon] = {}
        self._origins, self._regions, self._fields, self._fs = {}, {}, {}, {}
        for p, (g, (minx, miny, w, h)) in enumerate(zip(vm.gardens, boxes)):
            rw, rh = sizes[p]
            region_w = rw * T
            rx, ry, k = regions[p]
            fs = self._fs[p] = F * k
            ts, head = 2 * fs, HEAD
            self._regions[p] = QRectF(rx, ry, region_w * k, rh * ts + head)
            ox = rx + (rw - w) * ts / 2 - minx * ts
            oy = ry + head + (rh - h) * ts / 2 - miny * ts
            self._origins[p] = (ox, oy)
            wanted[("head", p)] = shapely.box(rx, ry, rx + region_w * k, ry + head - 10)
            for f in g.fields:
                x, y = pair(f.at)
                key = ("field", p, f.at)
                self._fields[key] = f
                wanted[key] = shapely.box(ox + x * fs, oy + y * fs, ox + (x + 1) * fs, oy + (y + 1) * fs)
        places = vm.keys_in("place")
        if places:
            p = vm.current_player
            ox, oy = self._origins[p]
            ts = 2 * self._fs[p]
            for at in vm.gardens[p].open_positions:
                tx, ty = pair(at)
                wanted[("place", p, at, self.side, self.rotation)] = shapely.box(
                    ox + tx * ts, oy + ty * ts, ox + (tx + 1) * ts, oy + (ty + 1) * ts
                )
        else:  # the hinted turn's position, before its tile is taken: drawn (no target) to be marked
            for key in self.hinted_keys():
                if isinstance(key, tuple) and key[0] == "place" and key[1] in self._origins:
                    ox, oy = self._origins[key[1]]
                    ts = 2 * self._fs[key[1]]
                    tx, ty = pair(key[2])
                    wanted[key] = shapely.box(ox + tx * ts, oy + ty * ts, ox + (tx + 1) * ts, oy + (ty + 1) * ts)
        for key in vm.keys_in("square"):
            _, p, at = key
            ox, oy = self._origins[p]
            fs = self._fs[p]
            x, y = pair(at)
            cx, cy = ox + (x + 1) * fs, oy + (y + 1) * fs
            wanted[key] = shapely.box(cx - fs * 0.36, cy - fs * 0.36, cx + fs * 0.36, cy + fs * 0.36)
        added = self._sync(self.gardens, lambda k: True, wanted, self._paint_garden_cell)
        for cell, item in added.items():
            if cell[0] == "head":
                item.interactive = False
                item.coordinate = ""
            elif cell[0] == "place":
                item.coordinate = cell[2]
            elif cell[0] == "square":
                item.coordinate = ""
            elif cell[0] == "field":
                set_tip(item, partial(self._field_tip, cell))
        bounds = QRectF()
        for r in self._regions.values():
            bounds = bounds.united(r)
        self.decorations.set_rect(bounds.adjusted(-14, -10, 14, 12))
        self._fit_gardens(vm)

    def _field_tip(self, key) -> str:
        """A field of a garden as the view model shows it now (its kind, and
        the pawns it earned with the cards that gave them)."""
        f, vm = self._fields.get(key), self.vm
        if f is None or vm is None:
            return ""
        p = key[1]
        kind = QCoreApplication.translate("engine", data.KIND_NAMES[data.KIND_INDEX[f.kind]])
        lines = [
            f"{f.at}: {kind}"
            + (" · " + self.tr("mushroom") if f.mushroom else "")
            + (" · " + self.tr("pollinated") if f.pollinated else "")
        ]
        for pawn in vm.gardens[p].pawns:
            if pawn.at == f.at or f.at in pawn.fields:
                lines.append(
                    self.tr("{card}: earned by {fields}").format(
                        card=painting.card_name(pawn.card), fields=" ".join(pawn.fields)
                    )
                )
        return "\n".join(lines)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.table_view and event.type() == QEvent.Type.Resize:
            self.fit_table_height()
        if (
            obj is self.garden_view
            and event.type() == QEvent.Type.Resize
            and self.vm is not None
            and self.session is not None
        ):
            g = self.vm.gardens
            if 0 < len(g) <= 2 and self._regions:
                r = self._regions[0]
                if self._best_per_row(len(g), r.width(), r.height()) != self._per_row:
                    self.show_view()
                    self.garden_view.fit()
        return super().eventFilter(obj, event)

    def _hovered(self, cell) -> None:
        at = cell[2] if isinstance(cell, tuple) and cell and cell[0] == "place" else None
        if at != self._hover_at:
            self._hover_at = at
            self.gardens.refresh([k for k in self.gardens.cells() if k[0] == "place"])

    # -- painters ------------------------------------------------------------------------------
    def _paint_table(self, qp: QPainter, item) -> None:
        vm = self.vm
        if vm is None:
            return
        x0, y0, x1, y1 = item.geometry.bounds
        zone = item.cell[0]
        if zone == "market":
            t = self._market_tile(item.cell[1])
            if t is None:
                return
            layout = t.layouts.get((self.side, self.rotation)) if t.selected else t.layouts[("F", 0)]
            rect = QRectF(x0 + 4, y0 + 4, M - 8, M - 8)
            if t.selected:
                qp.setPen(kit.pen(painting.ACCENT, 5))
                qp.setBrush(QColor(255, 240, 220))
                qp.drawRoundedRect(QRectF(x0, y0, M, M + CAPTION), 8, 8)
            painting.draw_tile(qp, rect, layout or t.layouts[("F", 0)])
            caption = t.tile
            if t.selected:
                caption += f"  {painting.side_letter(self.side)} ⟳{self.rotation}"
            kit.fit_text(qp, QRectF(x0, y0 + M, M, CAPTION - 2), caption, 11, bold=t.selected, colour=painting.TEXT)
        elif zone == "bag":
            rect = QRectF(x0, y0, x1 - x0, y1 - y0)
            self._paint_bag(qp, rect, vm.bag_count)
        elif zone == "card":
            painting.draw_card(qp, QRectF(x0, y0, x1 - x0, y1 - y0), item.cell[1])

    def _paint_bag(self, qp: QPainter, rect: QRectF, n: int) -> None:
        c = QPointF(rect.center().x(), rect.top() + rect.height() * 0.38)
        r = rect.width() * 0.36
        qp.save()
        qp.setPen(kit.pen("#6b5233", 2))
        qp.setBrush(QColor("#c9a772"))
        qp.drawEllipse(QPointF(c.x(), c.y() + r * 0.1), r, r * 0.9)
        qp.setBrush(QColor("#a88552"))
        qp.drawRoundedRect(QRectF(c.x() - r * 0.35, c.y() - r * 1.05, r * 0.7, r * 0.3), 4, 4)
        qp.restore()
        kit.fit_text(
            qp, QRectF(c.x() - r, c.y() - r * 0.5, 2 * r, r * 1.1), str(n), 20, bold=True, colour=painting.TEXT
        )
        kit.fit_text(
            qp,
            QRectF(rect.left(), rect.bottom() - 34, rect.width(), 32),
            self.tr("tiles in the bag"),
            10,
            colour=painting.TEXT,
        )

    def _paint_garden_cell(self, qp: QPainter, item) -> None:
        vm = self.vm
        if vm is None:
            return
        x0, y0, x1, y1 = item.geometry.bounds
        rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        zone = item.cell[0]
        if zone == "field":
            f = self._fields.get(item.cell)
            if f is not None:
                x, y = pair(f.at)
                painting.draw_field(qp, rect, f.kind, f.mushroom, pollinated=f.pollinated, corner=corner_of(x, y))
        elif zone == "place":
            layout = self._selected_layout()
            if self._hover_at == item.cell[2] and layout is not None:
                painting.draw_tile(qp, rect, layout, faded=True)
                qp.setPen(kit.pen(painting.ACCENT, 3, style=Qt.PenStyle.DashLine))
                qp.setBrush(Qt.BrushStyle.NoBrush)
                qp.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
            else:
                kit.empty_slot(qp, rect.adjusted(4, 4, -4, -4))
        elif zone == "square":
            qp.setPen(kit.pen(painting.PAWN["leaf"].darker(130), 2))
            qp.setBrush(QColor(255, 255, 255, 200))
            qp.drawEllipse(rect.center(), rect.width() * 0.42, rect.width() * 0.42)
            painting.draw_pawn(qp, rect.center(), rect.width() * 0.3, "leaf")
        elif zone == "head":
            self._paint_head(qp, rect, item.cell[1], vm)

    def head_text(self, p: int, vm: leaves_view.LeavesView, detail: bool = True) -> str:
        """The name row's text of garden ``p``: the name and the score as the score
        table has it (§6.3: the pawns, majority bonus included, §6.2), saying the
        pawns in the garden and the bonus apart when there is a bonus ("Ana — 13
        points (11 pawns + 2 majority bonus)"). The table scores the engine's
        sheet (``named_sheet``: the viewer's view while the game runs, the final
        score at the end), so the header agrees with it at every moment. Without
        ``detail`` only the name and the total (the row it shares with "Your turn")."""
        s = self.session
        name = s.names[p] if s is not None and p < len(s.names) else f"P{p + 1}"
        pawns = vm.gardens[p].live_score
        total, bonus = pawns, 0
        if s is not None:
            sheet = self.named_sheet()
            if p < len(sheet.players):
                ps = sheet.players[p]
                total, bonus = ps.total, ps.breakdown.get("majority_bonus", 0)
        text = f"{name} — " + self.tr("%n points", "", total)
        if bonus and detail:
            text += " " + self.tr("(%n pawns + {bonus} majority bonus)", "", pawns).format(bonus=bonus)
        return text

    def _paint_head(self, qp: QPainter, rect: QRectF, p: int, vm: leaves_view.LeavesView) -> None:
        s = self.session
        g = vm.gardens[p]
        current = p == vm.current_player and not vm.is_over
        # the whole row when no "Your turn" shares it (the score with its bonus is long)
        line1 = QRectF(rect.left() + 4, rect.top(), rect.width() * (0.62 if current else 1.0) - 8, rect.height() * 0.5)
        kit.fit_text(
            qp,
            line1,
            self.head_text(p, vm, detail=not current),  # beside "Your turn": the total only, readable
            15,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            colour=painting.TEXT,
        )
        if current:
            who = self.tr("Your turn") if s is not None and s.is_human(p) else self.tr("Computer playing…")
            kit.fit_text(
                qp,
                QRectF(line1.right() + 6, rect.top(), rect.right() - line1.right() - 10, rect.height() * 0.5),
                who,
                12,
                bold=True,
                colour=QColor("#b35500"),
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )
        # the live totals, each with its pawn
        step = rect.width() / len(BEINGS)
        r = min(rect.height() * 0.2, step * 0.16)
        for i, kind in enumerate(BEINGS):
            c = QPointF(rect.left() + step * i + r + 6, rect.top() + rect.height() * 0.75)
            painting.draw_being(qp, c, r, kind)
            kit.fit_text(
                qp,
                QRectF(c.x() + r + 3, c.y() - r * 1.3, step - 2 * r - 12, r * 2.6),
                str(g.totals.get(kind, 0)),
                13,
                bold=True,
                colour=painting.TEXT,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )

    def _paint_decorations(self, qp: QPainter) -> None:
        vm = self.vm
        if vm is None or not self._origins:
            return
        for p, g in enumerate(vm.gardens):
            ox, oy = self._origins[p]
            F = self._fs[p]  # noqa: N806 - the field size of this garden
            if p == vm.current_player and not vm.is_over:
                qp.save()
                qp.setPen(kit.pen("#e07b00", 4))
                qp.setBrush(Qt.BrushStyle.NoBrush)
                qp.drawRoundedRect(self._regions[p].adjusted(-10, -6, 10, 8), 12, 12)
                qp.restore()
            for t in g.tiles:
                tx, ty = pair(t.at)
                c = QPointF(ox + (2 * tx + 1) * F, oy + (2 * ty + 1) * F)
                painting.draw_nest(qp, c, F * 0.2)
                bird = painting.at_least(qp, F * 0.19, painting.PAWN_MIN_PX, F * painting.PAWN_MAX)
                for k in range(t.hummingbirds):
                    off = (k - (t.hummingbirds - 1) / 2) * max(F * 0.36, bird * 1.9)
                    painting.draw_hummingbird(qp, QPointF(c.x() + off, c.y()), bird)
            for sec in g.sectors:
                if not sec.bees:
                    continue
                at = self._bee_field(g, sec.fields)
                x, y = pair(at)
                _, (bx, by), _ = spots(x, y)
                c = QPointF(ox + (x + bx) * F, oy + (y + by) * F)
                bee = painting.at_least(qp, F * 0.17, painting.PAWN_MIN_PX, F * painting.PAWN_MAX)
                painting.draw_bee(qp, c, bee)
                if sec.bees > 1:
                    painting.count_badge(qp, QPointF(c.x() + bee * 0.9, c.y() + bee * 0.7), bee * 0.65, sec.bees)
            on: dict[tuple, list] = {}
            for pawn in g.pawns:
                x, y = pair(pawn.at)
                if pawn.place == "square":
                    spot = (ox + (x + 1) * F, oy + (y + 1) * F)
                else:
                    _, _, (dx, dy) = spots(x, y)
                    spot = (ox + (x + dx) * F, oy + (y + dy) * F)
                on.setdefault(spot, []).append(pawn.type)
            pawn_r = painting.at_least(qp, F * 0.17, painting.PAWN_MIN_PX, F * painting.PAWN_MAX)
            for (cx, cy), kinds in on.items():
                for k, kind in enumerate(kinds):
                    off = (k - (len(kinds) - 1) / 2) * max(F * 0.3, pawn_r * 1.8)
                    painting.draw_pawn(qp, QPointF(cx + off, cy), pawn_r, kind)

    @staticmethod
    def _bee_field(g, fields) -> str:
        mush = {f.at for f in g.fields if f.mushroom}
        return next((f for f in fields if f not in mush), fields[0])

    def describe_event(self, event) -> str:
        """The engine's event; an arrival with the fields that earned it, each
        sector apart when the event names several (the bees of the older sectors)."""
        text = super().describe_event(event)
        groups = event.message.params.get("sectors") or ((event.places,) if event.places else ())
        if event.kind in ARRIVALS and groups:
            text += " " + " ".join("[" + " ".join(fields) + "]" for fields in groups)
        return text

    # -- end of game ---------------------------------------------------------------------
    # -- keyboard and screen readers (docs/architecture.md §6.14) ------------------------------------
    def target_words(self, key) -> str:
        zone = key[0] if isinstance(key, tuple) and key else None
        if zone == "market":
            return self.tr("Market, tile {n}").format(n=key[1] + 1)
        s = self.session
        player = key[1] if zone in ("place", "field", "square") else -1
        name = s.names[player] if s is not None and 0 <= player < len(s.names) else ""
        if zone == "place":
            return self.tr("Garden of {name}, lay the tile at {place}").format(name=name, place=key[2])
        if zone == "field":
            return self.tr("Garden of {name}, field {place}").format(name=name, place=key[2])
        if zone == "square":
            return self.tr("Garden of {name}, square {place}").format(name=name, place=key[2])
        return super().target_words(key)

    def board_name(self, scene) -> str:
        return self.tr("Market and bag") if scene is self.table else self.tr("Gardens")

    def end_extra_text(self, sheet) -> str:
        if len(sheet.players) == 1:
            return self.tr("Solo (an unofficial app variant): your pawn total is your result; try to beat your best.")
        return ""
