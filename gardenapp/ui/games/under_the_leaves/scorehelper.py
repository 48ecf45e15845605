"""Under the Leaves score helper (spec §8): copy a finished physical game in
three levels, each optional beyond the first.

1. *Pawns*: per player the five counts of the table (bees, hummingbirds,
   leaf, puddle, mushroom dwellers) before the majority bonus. Always enough
   to score: the engine adds the bonus and ranks (§6.2, §6.3).
2. *Garden*: the fields painted one by one (palette G O P Y V ~ on keys 1-6,
   M for a mushroom, X to erase; click or drag), or whole tiles taken from the
   picker of the 50 garden tiles and 4 starting tiles (R rotates, F flips the
   picked tile; a click on the garden lays it). The engine identifies each
   tile and reports the problems of §8; the hummingbirds and the static
   dwellers (Loner, Shy, Skipper) it computes are pre-filled as long as the
   person has not typed those counts, and the lower bounds of §8 are warnings.
3. *Order*: with the Order tool, a click on each tile in the order it was
   laid (the starting tile first or not), and with the Choices tool the
   choices of §5.5 in the order made (the field that took a Collector or
   Friendly pawn, the NW field of a Thoughtful or Flirty square); the engine
   then replays every arrival (choices it is not given are made as its
   computer players would, and it says so).

The board file is the engine's (docs/formats.md §1.8); the score is
its one scorer, exactly what ``gardenapp score`` prints.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import partial
from typing import Any

import numpy as np
import shapely
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsItem,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ....core.errors import BoardFileError, Problem
from ....core.messages import QT_TRANSLATE_NOOP
from ....games.under_the_leaves import data
from ....games.under_the_leaves import view as leaves_view
from ....games.under_the_leaves.view import PAWN_KEYS, PAWN_NAMES
from ... import art as kit
from ...boardview import BoardScene, BoardView
from ...photo import aligned_photo, photo_under_board, sample_cells
from ...plaintext import PlainLabel
from ...readphoto import Sampler, alignment_frame
from ...scorehelper import ScoreHelperBase, StepName, Tool, drawn_icon, flow
from . import painting, the_game
from .play import Decorations, corner_of
from .prefill import apply_h, propose, refine_alignment

F = 30.0  # a field in the editor
PICK = 46.0  # a tile in the picker
PICK_PER_ROW = 18
# Fields (the field grid's "x,y"; tile position (x // 2, y // 2)) whose centres align a photo.
ALIGNMENT_FIELDS = frozenset({"-2,0", "1,-2", "3,1", "0,3"})
KIND_KEYS = ("1", "2", "3", "4", "5", "6")
CTX = "LeavesScoreHelper"
TOOLS = ("paint", "erase", "tile", "order", "choice")
TOOL_NAMES = {
    "erase": QT_TRANSLATE_NOOP("LeavesScoreHelper", "Erase"),
    "tile": QT_TRANSLATE_NOOP("LeavesScoreHelper", "Lay the picked tile"),
    "order": QT_TRANSLATE_NOOP("LeavesScoreHelper", "Order of play"),
    "choice": QT_TRANSLATE_NOOP("LeavesScoreHelper", "Choices"),
    "mushroom": QT_TRANSLATE_NOOP("LeavesScoreHelper", "Mushroom"),
}
TOOL_KEYS = {"erase": "X", "tile": "T", "order": "O", "choice": "C"}
TOOL_TIPS = {
    "choice": QT_TRANSLATE_NOOP(
        "LeavesScoreHelper",
        "With an order of play: click, in the order they were made, "
        "the field that took a Collector or Friendly pawn or the north-west field of a "
        "Thoughtful or Flirty square",
    ),
    "order": QT_TRANSLATE_NOOP(
        "LeavesScoreHelper", "Click the tiles in the order they were laid (level 3: the arrivals are replayed)"
    ),
}
CARD_TYPE_LABELS = {
    data.LEAF: QT_TRANSLATE_NOOP("LeavesScoreHelper", "Leaf card"),
    data.PUDDLE_TYPE: QT_TRANSLATE_NOOP("LeavesScoreHelper", "Puddle card"),
    data.MUSHROOM: QT_TRANSLATE_NOOP("LeavesScoreHelper", "Mushroom card"),
}


def pair(text: Any) -> tuple[int, int] | None:
    if not isinstance(text, str) or text.count(",") != 1:
        return None
    try:
        x, y = (int(v) for v in text.split(","))
    except ValueError:
        return None
    return x, y


def label(xy: tuple[int, int]) -> str:
    return f"{xy[0]},{xy[1]}"


def tile_fields(tx: int, ty: int) -> list[tuple[int, int]]:
    return [(2 * tx, 2 * ty), (2 * tx + 1, 2 * ty), (2 * tx + 1, 2 * ty + 1), (2 * tx, 2 * ty + 1)]


def parse_field(text: Any) -> tuple[str, bool] | None:
    if not isinstance(text, str):
        return None
    kind = text.rstrip("*")
    return (kind, text.endswith("*")) if kind in data.KIND_INDEX else None


def tile_layout(fs: Sequence[tuple[str, bool] | None]) -> tuple[int, int] | None:
    """(tile, orientation) of the tile whose layout the four fields ``fs`` show;
    None while a field is empty or when no tile has that layout."""
    painted = [f for f in fs if f is not None]
    if len(painted) < len(fs):
        return None
    return data.LAYOUT_INDEX.get(tuple((data.KIND_INDEX[k], m) for k, m in painted))


def field_text(kind: str, mushroom: bool) -> str:
    return kind + ("*" if mushroom and kind != "puddle" else "")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _kind_name(kind: str) -> str:
    return _cap(QCoreApplication.translate("engine", data.KIND_NAMES[data.KIND_INDEX[kind]]))


def _tool_name(tool: str) -> str:
    return QCoreApplication.translate(CTX, TOOL_NAMES[tool])


def _tool_tip(tool: str) -> str:
    return QCoreApplication.translate(CTX, TOOL_TIPS[tool])


def field_icon(kind: str | None, size: int = 22) -> QIcon:
    """A palette swatch: a field of ``kind`` as drawn in the garden (None: a mushroom)."""

    def draw(qp: QPainter, rect: QRectF) -> None:
        if kind is None:
            painting.draw_mushroom(qp, rect.center() + QPointF(0, rect.height() * 0.12), rect.width() * 0.85)
        else:
            painting.draw_field(qp, rect.adjusted(1, 1, -1, -1), kind, False, corner="SE")

    return drawn_icon(draw, size)


def being_icon(kind: str, size: int = 22) -> QPixmap:
    """The pawn of a count, as drawn on the gardens."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    qp = QPainter(pm)
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    painting.draw_being(qp, QPointF(size / 2, size / 2), size / 2 - 2, kind)
    qp.end()
    return pm


class LeavesPlayerPage(QWidget):
    """One player's tab: the five pawn counts (level 1), the garden (level
    2) and the order of play (level 3)."""

    def __init__(self, helper: "LeavesScoreHelper", index: int):
        super().__init__()
        self.helper, self.index = helper, index
        self.name = ""
        self.fields: dict[tuple[int, int], tuple[str, bool]] = {}
        self.order: list[tuple[int, int]] | None = None
        self.choices: list | None = None
        self.typed: set[str] = set()  # counts the person typed (never pre-filled over)
        self.computed: dict[str, int] = {}
        self.problem_tiles: set[tuple[int, int]] = set()
        self._loading = False
        self._placed: dict = {}

        grid = QGridLayout()
        self.count_labels: dict[str, QLabel] = {}
        self.counts: dict[str, QSpinBox] = {}
        self.found: dict[str, QLabel] = {}
        for col, key in enumerate(PAWN_KEYS):
            lab = PlainLabel()
            icon = PlainLabel()
            icon.setPixmap(being_icon(key))
            head = QHBoxLayout()
            head.setContentsMargins(0, 0, 0, 0)
            head.addWidget(icon)
            head.addWidget(lab, 1)
            grid.addLayout(head, 0, col)
            box = QSpinBox(maximum=999)
            box.valueChanged.connect(lambda _v, k=key: self._count_changed(k))
            found = PlainLabel()
            found.setStyleSheet("color: #5a4c33;")
            grid.addWidget(box, 1, col)
            grid.addWidget(found, 2, col)
            self.count_labels[key], self.counts[key], self.found[key] = lab, box, found
        self.level1 = PlainLabel(wordWrap=True)
        self.level1.setStyleSheet("font-weight: bold;")
        self.level2 = PlainLabel(wordWrap=True)
        self.level2.setStyleSheet("font-weight: bold;")

        self.scene = BoardScene(self)
        # The four fields the photo is aligned on: one of each tile around the starting tile, turning
        # round it (left NW, top NE, right SE, bottom SW), a square five fields across. The box's
        # corners of the blank grid gave two fields side by side on the top tile, so a click a few
        # pixels off turned the whole garden (bench_photos --click-error 10: 56 % of the tiles).
        self.scene.alignment_candidates = ALIGNMENT_FIELDS
        self.view = BoardView(self.scene)
        self.view.setBackgroundBrush(QColor("#efe9da"))
        self.view.setMinimumSize(320, 200)
        self.decorations = Decorations(self._paint_decorations)
        self.decorations.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.scene.addItem(self.decorations)
        self.scene.cellClicked.connect(lambda cell: self.apply_tool(cell, first=True))
        self.scene.cellDragged.connect(lambda cell: self.apply_tool(cell, first=False))
        helper.watch_strokes(self.scene)
        self.clear_order = QPushButton()
        self.clear_order.clicked.connect(self._clear_order)
        self.order_note = PlainLabel(wordWrap=True)
        self.order_note.setStyleSheet("color: #5a4c33;")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.level1)
        layout.addLayout(grid)
        layout.addWidget(self.level2)
        layout.addWidget(self.view, 1)
        row = QHBoxLayout()
        row.addWidget(self.order_note, 1)
        row.addWidget(self.clear_order)
        layout.addLayout(row)
        self.retranslate()
        self.rebuild()

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.scene.update()  # the field letters are translated while painting
        self.level1.setText(self.tr("1. Pawns in the garden, as counted on the table before the majority bonus"))
        self.level2.setText(
            self.tr(
                "2. The garden (optional): paint the fields or lay tiles from the picker; "
                "3. the order of play (optional)"
            )
        )
        for key in PAWN_KEYS:
            name = translate("engine", PAWN_NAMES[key])
            self.count_labels[key].setText(name[:1].upper() + name[1:])
        self.clear_order.setText(self.tr("Forget the order"))
        self._show_found()
        self._show_order_note()

    # -- level 1 --------------------------------------------------------------------------------
    def _count_changed(self, key: str) -> None:
        if self._loading or self.helper._restoring:
            return
        self.typed.add(key)
        self.helper.edited(lambda: QCoreApplication.translate("LeavesPlayerPage", "Pawns"))

    def _show_found(self) -> None:
        for key in PAWN_KEYS:
            n = self.computed.get(key)
            self.found[key].setText("" if n is None else self.tr("garden: {n}").format(n=n))

    def prefill(self) -> None:
        """The counts the garden determines (hummingbirds; the static
        dwellers of the cards in play), into the boxes the person has not
        typed in."""
        self.computed = self.helper.garden_counts(self)
        self._loading = True
        try:
            for key, n in self.computed.items():
                if key not in self.typed and self.counts[key].value() != n:
                    self.counts[key].setValue(n)
        finally:
            self._loading = False
        self._show_found()

    # -- level 2: the garden ----------------------------------------------------------------------
    def tiles(self) -> dict[tuple[int, int], list[tuple[str, bool] | None]]:
        out: dict[tuple[int, int], list] = {}
        for (x, y), f in self.fields.items():
            t = (x // 2, y // 2)
            out.setdefault(t, [None] * 4)[tile_fields(*t).index((x, y))] = f
        return out

    def positions(self) -> set[tuple[int, int]]:
        """Tile positions shown: every tile with a painted field, its
        orthogonal neighbours and the origin."""
        have = set(self.tiles()) or {(0, 0)}
        out = set(have)
        for tx, ty in have:
            out.update(((tx + 1, ty), (tx - 1, ty), (tx, ty + 1), (tx, ty - 1)))
        return out

    def rebuild(self) -> None:
        """Cells for the fields of every shown position (kept when they stay)."""
        before = self.scene.itemsBoundingRect()
        wanted = {}
        for tx, ty in self.positions():
            for x, y in tile_fields(tx, ty):
                wanted[label((x, y))] = (x * F, y * F, (x + 1) * F, (y + 1) * F)
        stale = [c for c in self.scene.cells() if c not in wanted]
        self.scene.remove_cells(stale)
        have = set(self.scene.cells())
        added = self.scene.add_cells(
            {c: shapely.box(*b) for c, b in wanted.items() if c not in have}, painter=self._paint_cell
        )
        for item in added.values():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(Qt.PenStyle.NoPen)
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        xs = [b[0] for b in wanted.values()] + [b[2] for b in wanted.values()]
        ys = [b[1] for b in wanted.values()] + [b[3] for b in wanted.values()]
        self.decorations.set_rect(QRectF(min(xs) - 4, min(ys) - 4, max(xs) - min(xs) + 8, max(ys) - min(ys) + 8))
        self.scene.refresh()
        if self.scene.itemsBoundingRect() != before and abs(self.view.zoom_level() - 1.0) < 1e-6:
            self.view.fit()

    def apply_tool(self, cell: str, first: bool) -> None:
        xy = pair(cell)
        if xy is None:
            return
        tool = self.helper.tool
        t = (xy[0] // 2, xy[1] // 2)
        if tool == "order":
            if first:
                self.click_order(t)
            return
        if tool == "choice":
            if first:
                self.click_choice(xy)
            return
        before = dict(self.fields)
        if tool == "erase":  # the whole tile under the pointer: never half a tile left
            for f in tile_fields(*t):
                self.fields.pop(f, None)
            what: StepName = self._step_erase
        elif tool == "tile":
            if not first:
                # One click lays one tile: the view re-fits after a placement
                # and slides another position under the pointer, which must
                # not get a second copy of the same tile.
                return
            layout = self.helper.picked_layout()
            if layout is None:
                return
            for f, (kind, mush) in zip(tile_fields(*t), layout):
                self.fields[f] = (kind, mush)
            what = partial(self._step_lay, self.helper.picked)
        else:
            self.fields[xy] = (self.helper.kind, self.helper.mushroom and self.helper.kind != "puddle")
            what = self._step_paint
        if self.fields == before:
            return
        self._garden_changed(what)

    def click_order(self, t: tuple[int, int]) -> None:
        """Order tool: the tiles in the order laid; a click on the last one takes it back."""
        if t not in self.tiles():
            return
        order = list(self.order or [])
        if order and order[-1] == t:
            order.pop()
        elif t in order:
            return
        else:
            order.append(t)
        self.order = order or None
        if self.order is None:
            self.choices = None
        self._show_order_note()
        self.scene.refresh()
        self.decorations.update()
        self.helper.edited(lambda: QCoreApplication.translate("LeavesPlayerPage", "Order of play"))

    def click_choice(self, xy: tuple[int, int]) -> None:
        """Choices tool (level 3, §5.5): in the order they were made, the field
        that took a Collector/Friendly pawn or the NW field of a
        Thoughtful/Flirty square; a click on the last one takes it back."""
        if self.order is None or xy not in self.fields:
            return
        choices = list(self.choices or [])
        if choices and choices[-1] == label(xy):
            choices.pop()
        else:
            choices.append(label(xy))
        self.choices = choices or None
        self.decorations.update()
        self.helper.edited(lambda: QCoreApplication.translate("LeavesPlayerPage", "Choices"))

    def _clear_order(self) -> None:
        if self.order is None:
            return
        self.order, self.choices = None, None
        self._show_order_note()
        self.decorations.update()
        self.helper.edited(lambda: QCoreApplication.translate("LeavesPlayerPage", "Forget the order"))

    def _show_order_note(self) -> None:
        n = len(self.order or [])
        tiles = self.tiles()
        starts = [t for t, fs in tiles.items() if (found := tile_layout(fs)) is not None and data.is_start(found[0])]
        total = len(tiles) - (1 if starts and starts[0] not in (self.order or []) else 0)
        if not n:
            self.order_note.setText(
                self.tr("No order of play: the garden is checked, the typed counts are scored (level 2).")
            )
        else:
            self.order_note.setText(
                self.tr(
                    "Order of play: %n tiles listed out of {total}; the engine replays the arrivals when every tile "
                    "is listed.",
                    "",
                    n,
                ).format(total=total)
            )
        self.clear_order.setEnabled(n > 0)

    # the undo steps' names, read in the language shown
    def _step_erase(self) -> str:
        return self.tr("Erase")

    def _step_lay(self, tile: str | None) -> str:
        return self.tr("Lay tile {tile}").format(tile=tile)

    def _step_paint(self) -> str:
        return self.tr("Paint")

    def _garden_changed(self, what: StepName) -> None:
        if self.order is not None:  # a tile that left the garden leaves the order
            self.order = [t for t in self.order if t in self.tiles()] or None
        self.rebuild()
        self.prefill()
        self._show_order_note()
        self.helper.picker.scene.refresh()  # the tiles now in a garden are dimmed
        self.helper.edited(what)

    # -- painting ------------------------------------------------------------------------------
    def _paint_cell(self, qp: QPainter, item) -> None:
        xy = pair(item.cell)
        assert xy is not None, "the garden's cells are named by label()"
        x0, y0, x1, y1 = item.geometry.bounds
        rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        f = self.fields.get(xy)
        if f is None:
            qp.setPen(kit.pen("#b8ae98", 1, style=Qt.PenStyle.DotLine))
            qp.setBrush(QColor(0, 0, 0, 18))
            qp.drawRect(rect.adjusted(1, 1, -1, -1))
            return
        painting.draw_field(qp, rect, f[0], f[1], corner=corner_of(*xy))

    def _paint_decorations(self, qp: QPainter) -> None:
        order = {t: i + 1 for i, t in enumerate(self.order or [])}
        for i, at in enumerate(self.choices or []):
            xy = pair(at) if isinstance(at, str) else None
            if xy is not None:
                kit.letter_badge(qp, QPointF((xy[0] + 0.5) * F, (xy[1] + 0.62) * F), F * 0.22, f"c{i + 1}", "#7b2d8e")
        for (tx, ty), fs in self.tiles().items():
            c = QPointF((2 * tx + 1) * F, (2 * ty + 1) * F)
            rect = QRectF(2 * tx * F, 2 * ty * F, 2 * F, 2 * F)
            qp.save()
            qp.setPen(kit.pen("#4f4535", 2.2))
            qp.setBrush(Qt.BrushStyle.NoBrush)
            qp.drawRect(rect)
            qp.restore()
            found = tile_layout(fs)
            if found is not None:
                painting.draw_nest(qp, c, F * 0.2)
                pill = QRectF(c.x() - F * 0.45, c.y() + F * 0.16, F * 0.9, F * 0.36)
                qp.save()
                qp.setPen(Qt.PenStyle.NoPen)
                qp.setBrush(QColor(255, 255, 255, 200))
                qp.drawRoundedRect(pill, F * 0.12, F * 0.12)
                qp.restore()
                kit.fit_text(qp, pill, data.TILE_IDS[found[0]], 8, bold=True, colour=QColor("#1e1a10"))
            elif None not in fs:
                qp.save()
                qp.setPen(kit.pen("#b00020", 3, style=Qt.PenStyle.DashLine))
                qp.setBrush(Qt.BrushStyle.NoBrush)
                qp.drawRect(rect.adjusted(2, 2, -2, -2))
                qp.restore()
                kit.letter_badge(qp, c, F * 0.3, "?", "#b00020")
            if (tx, ty) in self.problem_tiles:
                qp.save()
                qp.setPen(kit.pen("#b00020", 4))
                qp.setBrush(Qt.BrushStyle.NoBrush)
                qp.drawRect(rect.adjusted(2, 2, -2, -2))
                qp.restore()
            if (tx, ty) in order:
                kit.letter_badge(qp, QPointF(c.x(), c.y() - F * 0.25), F * 0.28, str(order[(tx, ty)]), "#1c5d99")

    def mark_problems(self, problems: list[Problem], tiles: list[Any]) -> None:
        """Outline the tiles this player's problems name: ``players[i].tiles[j]...`` is entry j of
        ``tiles``, this player's tiles in the file the problems were found in."""
        bad: set[tuple[int, int]] = set()
        for p in problems:
            path = p.path
            if len(path) > 3 and path[2] == "tiles" and isinstance(path[3], int) and path[3] < len(tiles):
                entry = tiles[path[3]]
                at = pair(entry.get("at")) if isinstance(entry, dict) else None
                if at is not None:
                    bad.add(at)
        if bad != self.problem_tiles:
            self.problem_tiles = bad
            self.decorations.update()

    # -- the file --------------------------------------------------------------------------------
    def to_entry(self) -> dict:
        entry: dict[str, Any] = {"name": self.name, "pawns": {k: self.counts[k].value() for k in PAWN_KEYS}}
        tiles = self.tiles()
        if tiles:
            out = []
            for t in sorted(tiles, key=lambda p: (p[1], p[0])):
                fs = tiles[t]
                found = tile_layout(fs)
                if found is not None:
                    tile, o = found
                    out.append(
                        {"tile": data.TILE_IDS[tile], "at": label(t), "side": data.SIDES[o // 4], "rotation": o % 4}
                    )
                else:  # the engine names what is wrong (an empty field, a layout of no tile)
                    out.append({"at": label(t), "fields": ["" if f is None else field_text(*f) for f in fs]})
            entry["tiles"] = out
            if self.order:
                entry["order"] = [label(t) for t in self.order]
                if self.choices:
                    entry["choices"] = list(self.choices)
        return entry

    def load_entry(self, entry: dict) -> None:
        self._loading = True
        try:
            self.name = str(entry.get("name", ""))
            pawns = entry.get("pawns")
            if not isinstance(pawns, dict):
                pawns = {}
            for k in PAWN_KEYS:
                v = pawns.get(k, 0)
                self.counts[k].setValue(v if isinstance(v, int) and not isinstance(v, bool) else 0)
            self.fields = {}
            tiles = entry.get("tiles")
            if not isinstance(tiles, list):
                tiles = []
            placed = []
            for t in tiles:
                if not isinstance(t, dict):
                    continue
                at = pair(t.get("at"))
                if at is None:
                    continue
                layout: list[tuple[str, bool] | None] | None = None
                if t.get("tile") in data.TILE_INDEX:
                    side = t.get("side", "F")
                    rot = t.get("rotation", 0)
                    if side in data.SIDES and isinstance(rot, int) and 0 <= rot < 4:
                        o = data.orientation(data.SIDES.index(side), rot)
                        layout = [(data.KINDS[k], m) for k, m in data.LAYOUTS[data.TILE_INDEX[t["tile"]]][o]]
                elif isinstance(t.get("fields"), list) and len(t["fields"]) == 4:
                    layout = [parse_field(f) for f in t["fields"]]
                if layout is None:
                    continue
                placed.append((at, t.get("tile")))
                for f, v in zip(tile_fields(*at), layout):
                    if v is not None:
                        self.fields[f] = v
            order = entry.get("order")
            self.order = None
            if isinstance(order, list):
                resolved = []
                for v in order:
                    xy = pair(v) if isinstance(v, str) else None
                    if xy is None and isinstance(v, str):
                        xy = next((at for at, tid in placed if tid == v), None)
                    elif xy is None and isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(placed):
                        xy = placed[v][0]
                    if xy is not None:
                        resolved.append(xy)
                self.order = resolved or None
            self.choices = list(entry["choices"]) if isinstance(entry.get("choices"), list) else None
        finally:
            self._loading = False
        self.rebuild()
        self.computed = self.helper.garden_counts(self)
        # A count is the person's own when it says something the garden does
        # not (a 0 or the computed number may still be pre-filled).
        self.typed = {k for k in PAWN_KEYS if self.counts[k].value() not in (0, self.computed.get(k))}
        self._show_found()
        self._show_order_note()
        self.decorations.update()


class TilePicker(QWidget):
    """The 50 garden tiles and 4 starting tiles in the picked side and
    rotation: a click picks one (the Lay tool then lays it); tiles already
    in some garden are dimmed."""

    def __init__(self, helper: "LeavesScoreHelper"):
        super().__init__()
        self.helper = helper
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene)
        self.view.setBackgroundBrush(QColor("#e6dfcb"))
        self.view.setFixedHeight(128)
        cells = {}
        for i, tid in enumerate(data.TILE_IDS):
            col, row = i % PICK_PER_ROW, i // PICK_PER_ROW
            x, y = col * (PICK + 6), row * (PICK + 16)
            cells[tid] = shapely.box(x, y, x + PICK, y + PICK + 12)
        for item in self.scene.add_cells(cells, painter=self._paint).values():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(Qt.PenStyle.NoPen)
            item.coordinate = ""
            # drawn again only when refreshed (a pick, an edit), not on every repaint
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.scene.cellClicked.connect(helper.pick)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)

    def _paint(self, qp: QPainter, item) -> None:
        tid = item.cell
        x0, y0, x1, y1 = item.geometry.bounds
        t = data.TILE_INDEX[tid]
        o = self.helper.orientation() if not data.is_start(t) else self.helper.rotation
        layout = [(data.KINDS[k], m) for k, m in data.LAYOUTS[t][o]]
        used = tid in self.helper.used_tiles()
        rect = QRectF(x0 + 2, y0 + 2, PICK - 4, PICK - 4)
        if tid == self.helper.picked:
            qp.setPen(kit.pen(painting.ACCENT, 4))
            qp.setBrush(QColor(255, 240, 220))
            qp.drawRoundedRect(QRectF(x0 - 2, y0 - 2, x1 - x0 + 4, y1 - y0 + 4), 5, 5)
        qp.setOpacity(0.35 if used else 1.0)
        painting.draw_tile(qp, rect, layout)
        qp.setOpacity(1.0)
        kit.fit_text(
            qp, QRectF(x0, y0 + PICK - 2, PICK, 14), tid, 8, bold=tid == self.helper.picked, colour=painting.TEXT
        )


class LeavesScoreHelper(ScoreHelperBase):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(the_game(), parent)
        self._kind = "green"
        self._used: set[str] | None = None  # tiles in some garden, worked out once per edit
        self.picked: str | None = None
        self.side, self.rotation = "F", 0
        self._cards: tuple[str, ...] = data.FIRST_GAME

        opts = QVBoxLayout(self.options_area)
        opts.setContentsMargins(6, 4, 6, 0)
        self.cards_label = PlainLabel()
        self.card_combos: dict[str, QComboBox] = {}
        self.card_labels: dict[str, QLabel] = {}
        pairs = []  # each card type's name with its choice, kept together
        for t in data.DWELLER_TYPES:
            pair_box = QWidget()
            pair_row = QHBoxLayout(pair_box)
            pair_row.setContentsMargins(0, 0, 6, 0)
            lab = PlainLabel()
            combo = QComboBox()
            for cid in data.CARDS_OF_TYPE[t]:
                combo.addItem(cid, cid)
            combo.currentIndexChanged.connect(self._cards_changed)
            pair_row.addWidget(lab)
            pair_row.addWidget(combo)
            pairs.append(pair_box)
            self.card_labels[t], self.card_combos[t] = lab, combo
        opts.addWidget(flow([self.cards_label, *pairs]))

        # The palette (the base's): the six kinds on 1-6, a mushroom switch, the tools.
        translate = QCoreApplication.translate
        kinds = [
            Tool(kind, partial(_kind_name, kind), key, icon=partial(field_icon, kind), lettered=True)
            for kind, key in zip(data.KINDS, KIND_KEYS)
        ]
        tools = [
            Tool(
                tool,
                partial(_tool_name, tool),
                TOOL_KEYS[tool],
                tip=partial(_tool_tip, tool) if TOOL_TIPS.get(tool) else None,
            )
            for tool in ("erase", "tile", "order", "choice")
        ]
        mushroom = Tool(
            "mushroom", lambda: translate(CTX, TOOL_NAMES["mushroom"]), "M", toggle=True, icon=lambda: field_icon(None)
        )
        made = self.add_tools(kinds + [mushroom] + tools)
        self.mushroom_button = made["mushroom"]
        self.rotate_button = QPushButton()
        self.rotate_button.clicked.connect(lambda: self.turn_pick(1))
        self.flip_button = QPushButton()
        self.flip_button.clicked.connect(self.flip_pick)
        self.bind_key("R", lambda: self.turn_pick(1))
        self.bind_key("Shift+R", lambda: self.turn_pick(-1))
        self.bind_key("F", self.flip_pick)
        opts.addWidget(flow([made[k] for k in (*data.KINDS, "mushroom", "erase", "tile", "order", "choice")]))
        picker_row = QHBoxLayout()
        turns = QVBoxLayout()
        for b in (self.rotate_button, self.flip_button):
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            turns.addWidget(b)
        turns.addStretch(1)
        self.picker = TilePicker(self)
        picker_row.addLayout(turns)
        picker_row.addWidget(self.picker, 1)
        opts.addLayout(picker_row)
        self.retranslate()

    # -- base hooks ----------------------------------------------------------------------------
    def make_player_page(self, index: int) -> QWidget:
        return LeavesPlayerPage(self, index)

    def pages(self) -> list[LeavesPlayerPage]:
        return [self.page(i) for i in range(self.tabs.count())]

    def page(self, i: int) -> LeavesPlayerPage:
        widget = self.tabs.widget(i)
        assert isinstance(widget, LeavesPlayerPage), "every tab is a player's page"
        return widget

    def empty_dict(self, players: int) -> dict[str, Any]:
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": "under_the_leaves",
            "options": {"cards": list(self._cards)},
            "players": [
                {"name": self.tr("Player {n}").format(n=i + 1), "pawns": {k: 0 for k in PAWN_KEYS}}
                for i in range(players)
            ],
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": "under_the_leaves",
            "options": {"cards": list(self._cards)},
            "players": [p.to_entry() for p in self.pages()],
        }

    def load_dict(self, data_: dict[str, Any]) -> None:
        options = data_.get("options")
        cards = options.get("cards") if isinstance(options, dict) else None
        if isinstance(cards, list) and all(c in data.CARD_BY_ID for c in cards):
            self._cards = data.in_check_order(cards)
        for t, combo in self.card_combos.items():
            cid = next((c for c in self._cards if data.CARD_BY_ID[c].type == t), data.CARDS_OF_TYPE[t][0])
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(cid)))
            combo.blockSignals(False)
        for i, entry in enumerate(data_.get("players", [])):
            page = self.page(i)
            page.index = i
            page.load_entry(entry if isinstance(entry, dict) else {})
        self.picker.scene.refresh()

    def proposal(
        self, index: int, samples: dict, data_: dict[str, Any], sampler: Sampler | None = None
    ) -> dict[str, Any]:
        """Tiles read from the photo (prefill.propose) on every field of the
        photo within a garden's reach of the grid (``garden_rings``: the
        garden need not be grown to be read); then, as after any garden edit,
        the counts the garden determines fill the boxes the person has not
        typed in (typed counts stay). ``sampler``: the photo and its alignment
        (readphoto; default: the photo under the grid), read with the alignment
        refined on the photo (``refined_sampler``; under the grid, the refined
        points become the window's alignment). Without a photo, read again as
        the grid grows around the tiles laid."""
        colours = {kind: (c.red(), c.green(), c.blue()) for kind, c in painting.FILL.items()}
        page, players = self.page(index), list(data_["players"])
        windowed = sampler is None
        sampler = sampler or Sampler.from_scene(page.scene)
        typed = set(page.typed)
        if sampler is not None:
            rim = sampler.border()
            sampler, moved = refined_sampler(sampler, page.scene, players[index], colours, rim)
            players[index] = propose(players[index], garden_rings(sampler, page.scene), colours, table=rim)
            if windowed and moved is not None:
                self._show_refined(index, players[index], moved)
            page.load_entry(players[index])
        else:
            for _ring in range(data.GARDEN_TILES):
                entry = propose(players[index], samples, colours)
                if entry == players[index]:
                    break
                players[index] = entry
                page.load_entry(entry)
                samples = sample_cells(page.scene)
        pawns = dict(players[index].get("pawns") or {})
        pawns.update({k: n for k, n in page.computed.items() if k not in typed})
        players[index] = dict(players[index], pawns=pawns)
        return dict(data_, players=players)

    def _show_refined(self, index: int, entry: dict[str, Any], moved: list[QPointF]) -> None:
        """The window's alignment at the refined points ``moved`` (photo pixels, on the
        aligned photo's frame): the photo under the grid and the marks to drag are then
        what was read, and the proposal's entry keeps them (``photo_corners``)."""
        item = aligned_photo(self.page(index).scene)
        if item is None:
            return
        w, h = max(1, item.pixmap().width()), max(1, item.pixmap().height())
        fractions = [[round(p.x() / w, 6), round(p.y() / h, 6)] for p in moved]
        opacity = self.photo_pane.opacity.value() / 100
        if photo_under_board(self.page(index).scene, item.pixmap(), moved, opacity, frame=item.frame):
            entry["photo_corners"] = fractions
            self._exact[index] = (fractions, list(moved))  # the frame they fall on is kept (undo, redo)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.cards_label.setText(self.tr("Dweller cards in play:"))
        for t, lab in self.card_labels.items():
            lab.setText(translate(CTX, CARD_TYPE_LABELS[t]))
        for combo in self.card_combos.values():
            for i in range(combo.count()):
                combo.setItemText(i, painting.card_name(combo.itemData(i)))
        self.rotate_button.setText(self.tr("Rotate (R)"))
        self.flip_button.setText(self.tr("Flip (F)"))
        self.picker.scene.update()  # the field letters are translated while painting
        self.picker.view.setToolTip(
            self.tr(
                "Pick a tile (the 50 garden tiles and the 4 starting tiles), "
                "turn it with R and F, then click the garden to lay it"
            )
        )
        for page in self.pages():
            page.retranslate()
        super().retranslate()

    # -- tools ----------------------------------------------------------------------------------
    @property
    def kind(self) -> str:
        """The kind the Paint tool lays (the last one chosen)."""
        return self._kind

    @property
    def mushroom(self) -> bool:
        return self.is_on("mushroom")

    def tool_chosen(self, tool) -> None:
        if tool in data.KINDS:
            self._kind = tool

    def set_kind(self, kind: str) -> None:
        self.choose(kind)

    def set_mushroom(self, on: bool) -> None:
        self.choose("mushroom", on)

    def set_tool(self, tool: str) -> None:
        """``paint`` (with the current kind), ``erase``, ``tile``, ``order`` or ``choice``."""
        self.choose(self._kind if tool == "paint" else tool)

    def pick(self, tile: str) -> None:
        """A tile of the picker: the Lay tool with it."""
        if tile != self.picked:
            self.picked = tile
            self.side, self.rotation = "F", 0  # a new tile starts face up, unturned
        self.set_tool("tile")
        self.picker.scene.refresh()

    def orientation(self) -> int:
        return data.orientation(data.SIDES.index(self.side), self.rotation)

    def turn_pick(self, step: int) -> None:
        self.rotation = (self.rotation + step) % 4
        self.picker.scene.refresh()

    def flip_pick(self) -> None:
        if self.picked is not None and data.is_start(data.TILE_INDEX[self.picked]):
            return
        self.side = "B" if self.side == "F" else "F"
        self.picker.scene.refresh()

    def picked_layout(self):
        if self.picked is None:
            return None
        t = data.TILE_INDEX[self.picked]
        o = self.orientation() if not data.is_start(t) else self.rotation
        return [(data.KINDS[k], m) for k, m in data.LAYOUTS[t][o]]

    def used_tiles(self) -> set[str]:
        """The tiles some garden holds (the picker dims them), once per edit."""
        if self._used is not None:
            return self._used
        out = set()
        for p in self.pages():
            for fs in p.tiles().values():
                found = tile_layout(fs)
                if found is not None:
                    out.add(data.TILE_IDS[found[0]])
        self._used = out
        return out

    def recompute(self) -> None:
        self._used = None
        super().recompute()

    def _cards_changed(self, *_: Any) -> None:
        self._cards = data.in_check_order(tuple(c.currentData() for c in self.card_combos.values()))
        for page in self.pages():
            page.prefill()
        self.edited(lambda: QCoreApplication.translate("LeavesScoreHelper", "Dweller cards"))

    # -- what the garden determines (§8 level 2) -----------------------------------------------
    def garden_counts(self, page: LeavesPlayerPage) -> dict[str, int]:
        """Hummingbirds, and the dwellers of a static card in play, computed
        by the engine from this page's garden alone (empty if it has problems)."""
        entry = page.to_entry()
        if "tiles" not in entry:
            return {}
        entry.pop("order", None)
        entry.pop("choices", None)
        one = {
            "format": "gardenapp-board",
            "version": 1,
            "game": "under_the_leaves",
            "options": {"cards": list(self._cards)},
            "players": [entry],
        }
        try:
            board = self.game.board_from_dict(one)
        except BoardFileError:
            return {}
        return leaves_view.garden_counts(board, 0)

    def mark_problems(self, index: int, problems: list[Problem]) -> None:
        super().mark_problems(index, problems)
        page = self.tabs.widget(index)
        if isinstance(page, LeavesPlayerPage):  # the tiles a problem names
            page.mark_problems(problems, self._file_tiles(index))

    def _file_tiles(self, index: int) -> list[Any]:
        """Player ``index``'s tile entries in the file just checked (the base checks ``_current``):
        a problem names a tile by its index there, and an opened file may list them in any order."""
        board = self._current if self._current is not None else self.to_dict()
        players = board.get("players")
        entry = players[index] if isinstance(players, list) and index < len(players) else None
        tiles = entry.get("tiles") if isinstance(entry, dict) else None
        return tiles if isinstance(tiles, list) else []


def field_geometry(scene) -> tuple[float, float, float, set[tuple[int, int]]] | None:
    """(x, y of field 0,0's top left corner, a field's size, the tile positions of the grid), scene."""
    items = scene.cell_items() if scene is not None else {}
    keyed = [(xy, c) for xy, c in ((pair(k), c) for k, c in items.items()) if xy is not None]
    if not keyed:
        return None
    (x0, y0), cell = keyed[0]
    box = cell.mapToScene(cell.polygon()).boundingRect()
    size = box.width()
    return box.left() - x0 * size, box.top() - y0 * size, size, {(x // 2, y // 2) for (x, y), _c in keyed}


def _h_of(t: QTransform) -> np.ndarray:
    """A QTransform (row vectors) as a 3x3 matrix of column vectors."""
    return np.array([[t.m11(), t.m21(), t.m31()], [t.m12(), t.m22(), t.m32()], [t.m13(), t.m23(), t.m33()]])


def _transform_of(h: np.ndarray) -> QTransform:
    return QTransform(h[0, 0], h[1, 0], h[2, 0], h[0, 1], h[1, 1], h[2, 1], h[0, 2], h[1, 2], h[2, 2])


def photo_array(image: QImage) -> np.ndarray:
    """The pixels of ``image`` (RGB32) as a (rows, columns, RGB) view, no copy."""
    image = image if image.format() == QImage.Format.Format_RGB32 else image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(image.constBits(), np.uint8, count=image.sizeInBytes())
    rows = raw.reshape(image.height(), image.bytesPerLine())[:, : 4 * image.width()]
    return rows.reshape(image.height(), image.width(), 4)[..., 2::-1]  # B G R A in memory


def refined_sampler(
    sampler: Sampler, scene, entry: dict[str, Any], colours: dict, rim
) -> tuple[Sampler, list[QPointF] | None]:
    """The photo's alignment refined on the photo itself (``prefill.refine_alignment``), the
    one both the window's *Propose* and ``gardenapp read-photo`` read with: the garden is read
    once as aligned, the four alignment points are moved (a little: ``prefill.REFINE_BOUND``)
    until the fields of the tiles read each show one colour the most. Returns the sampler to
    read with and the four points where they went (photo pixels, on the aligned photo's
    frame; None: not moved)."""
    geometry = field_geometry(scene)
    if geometry is None or not sampler.ok:
        return sampler, None
    ox, oy, size, tiles = geometry
    reach = data.GARDEN_TILES - 1
    xs, ys = [x for x, _ in tiles], [y for _, y in tiles]
    centres = np.array(
        [
            (ox + (2 * tx + 1) * size, oy + (2 * ty + 1) * size)
            for tx in range(min(xs) - reach, max(xs) + reach + 1)
            for ty in range(min(ys) - reach, max(ys) + reach + 1)
        ]
    )
    item = aligned_photo(scene)
    frame = item.frame if item is not None else alignment_frame(scene)
    anchors = np.array([[frame.at(k).x(), frame.at(k).y()] for k in range(4)])
    h, moved = refine_alignment(photo_array(sampler.image), _h_of(sampler.to_photo), anchors, centres, size, rim)
    start = apply_h(_h_of(sampler.to_photo), anchors)
    if np.allclose(moved, start):
        return sampler, None
    inverse, ok = _transform_of(h).inverted()
    if not ok:
        return sampler, None
    return Sampler(sampler.image, inverse), [QPointF(float(x), float(y)) for x, y in moved]


RINGS = ((0.0, 1), (0.15, 8), (0.3, 12), (0.45, 16), (0.6, 20))  # radius (share of the field), points


def garden_rings(sampler: Sampler, scene) -> dict[str, list[tuple[int, int, int]]]:
    """Field id "x,y" -> the photo's colours on rings around the field's
    centre (``RINGS``: Sampler.rings' and one wider, so that a pawn standing
    on the field's centre covers a third of its points at most), for every field of the tile
    positions within ``data.GARDEN_TILES - 1`` of the scene's grid whose
    points all fall in the photo: a whole garden grown from the grid, and
    the table around it."""
    geometry = field_geometry(scene)
    if geometry is None or not sampler.ok:
        return {}
    ox, oy, size, tiles = geometry
    reach = data.GARDEN_TILES - 1
    t = sampler.to_photo
    m = (t.m11(), t.m12(), t.m13(), t.m21(), t.m22(), t.m23(), t.m31(), t.m32(), t.m33())
    image, w, h = sampler.image, sampler.image.width(), sampler.image.height()
    offsets = [
        (r * 0.5 * math.cos(2 * math.pi * k / n), r * 0.5 * math.sin(2 * math.pi * k / n))
        for r, n in RINGS
        for k in range(n)
    ]
    out: dict[str, list[tuple[int, int, int]]] = {}
    for tx in range(min(x for x, _ in tiles) - reach, max(x for x, _ in tiles) + reach + 1):
        for ty in range(min(y for _, y in tiles) - reach, max(y for _, y in tiles) + reach + 1):
            for fx, fy in ((2 * tx, 2 * ty), (2 * tx + 1, 2 * ty), (2 * tx + 1, 2 * ty + 1), (2 * tx, 2 * ty + 1)):
                points = []
                for du, dv in offsets:
                    sx, sy = ox + (fx + 0.5 + du) * size, oy + (fy + 0.5 + dv) * size
                    d = m[2] * sx + m[5] * sy + m[8]
                    if abs(d) < 1e-12:
                        break
                    px, py = (m[0] * sx + m[3] * sy + m[6]) / d, (m[1] * sx + m[4] * sy + m[7]) / d
                    if not (0 <= px < w and 0 <= py < h):
                        break
                    c = image.pixel(int(px), int(py))
                    points.append(((c >> 16) & 255, (c >> 8) & 255, c & 255))
                else:
                    out[f"{fx},{fy}"] = points
    return out
