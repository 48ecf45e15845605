"""The garden as a BoardScene: plots, the pond, empty places, channels on
edges, clickable edges, and the panda and gardener tokens.

Shared by the play screen and the score helper. Hex cells are axial
``(q, r)`` tuples laid out with ``core.hexgrid.HexLayout("pointy")``; an edge
target is the cell id ``("edge", a, b)`` (a < b) whose polygon is a thin
lozenge on the shared side, so edges take clicks and highlights exactly like
cells. Everything is drawn by ``painting``; the scene only keeps what to draw.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial

import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ....core import hexgrid
from ...boardview import BoardScene, BoardView, CellItem, set_tip
from . import painting
from .painting import HEX_SIZE, LAYOUT

Hex = tuple[int, int]
POND: Hex = (0, 0)
PANDA_OFFSET = (-0.50, 0.30)
GARDENER_OFFSET = (0.50, 0.30)
FIGURE_RADIUS = 0.25


def edge_id(a: Hex, b: Hex) -> tuple:
    first, second = sorted((tuple(a), tuple(b)))
    return ("edge", first, second)


def view_hex(text: str) -> Hex:
    """The hex of a cell id's ``"q,r"`` part; the view writes only canonical ones."""
    hex_ = hexgrid.parse_pair(text)
    if hex_ is None:
        raise ValueError(f"not a cell of the garden: {text!r}")
    return hex_


def is_edge(cell) -> bool:
    return isinstance(cell, tuple) and len(cell) == 3 and cell[0] == "edge"


def edge_polygon(a: Hex, b: Hex) -> shapely.Polygon:
    """A thin lozenge along the side shared by ``a`` and ``b``."""
    (x1, y1), (x2, y2) = LAYOUT.edge_segment(frozenset((a, b)))
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    dx, dy = (x2 - x1), (y2 - y1)
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    half, width = length * 0.40, HEX_SIZE * 0.13
    return shapely.Polygon(
        [
            (mx - ux * half, my - uy * half),
            (mx + nx * width, my + ny * width),
            (mx + ux * half, my + uy * half),
            (mx - nx * width, my - ny * width),
        ]
    )


class EdgeItem(CellItem):
    """A clickable edge, drawn above the hexes."""

    def _restack(self) -> None:
        self.setZValue(3.2 if self.hovered else 3.1 if self.highlighted else 3.0)


class _ChannelLayer(QGraphicsItem):
    """Every placed channel, drawn over the tiles (never takes the mouse)."""

    def __init__(self) -> None:
        super().__init__()
        self.segments: list[tuple[QPointF, QPointF]] = []
        self._rect = QRectF()
        self.setZValue(1.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_channels(self, edges: Iterable[frozenset]) -> None:
        self.prepareGeometryChange()
        self.segments = []
        for e in edges:
            (x1, y1), (x2, y2) = LAYOUT.edge_segment(e)
            a, b = QPointF(x1, y1), QPointF(x2, y2)
            # a little shorter than the side, so the ends of two channels stay apart
            d = (b - a) * 0.07
            self.segments.append((a + d, b - d))
        if self.segments:
            xs = [p.x() for s in self.segments for p in s]
            ys = [p.y() for s in self.segments for p in s]
            self._rect = QRectF(min(xs) - 10, min(ys) - 10, max(xs) - min(xs) + 20, max(ys) - min(ys) + 20)
        else:
            self._rect = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for a, b in self.segments:
            painting.draw_channel(painter, a, b, HEX_SIZE * 0.085)


class FigureItem(QGraphicsItem):
    """The panda or the gardener token; clicks go through to the cell below."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.radius = HEX_SIZE * FIGURE_RADIUS
        self.setZValue(4.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.radius * 1.3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.kind == "panda":
            painting.draw_panda(painter, QPointF(0, 0), self.radius)
        else:
            painting.draw_gardener(painter, QPointF(0, 0), self.radius)

    def place(self, cell: Hex) -> None:
        x, y = LAYOUT.to_pixel(cell)
        dx, dy = PANDA_OFFSET if self.kind == "panda" else GARDENER_OFFSET
        self.setPos(x + dx * HEX_SIZE, y + dy * HEX_SIZE)
        set_tip(self, self.name)  # in the language shown when hovered

    def name(self) -> str:
        return painting.cap(painting.label("figure", self.kind))


class GardenScene(BoardScene):
    """The garden. ``sync()`` puts a garden on it; ``set_edges()`` shows the
    clickable edges; ``set_marks()`` outlines cells (objective cells in gold,
    problems in red); ``set_targets()`` says which cells take clicks.

    Cell ids are hex tuples and ``("edge", a, b)`` here (the score helper);
    ``KeyedGardenScene`` names them by view-model keys instead. Everything
    the scene keeps (plots, channels, marks) is by hex."""

    # -- cell ids (overridden by KeyedGardenScene) -----------------------------------------
    @staticmethod
    def cell_id(cell: Hex):
        return cell

    @staticmethod
    def hex_of(cid) -> Hex:
        return cid

    @staticmethod
    def edge_cell_id(a: Hex, b: Hex):
        return edge_id(a, b)

    @staticmethod
    def edge_hexes(cid) -> tuple[Hex, Hex]:
        return cid[1], cid[2]

    @staticmethod
    def is_edge_id(cid) -> bool:
        return is_edge(cid)

    def __init__(self, parent=None, language_manager=None) -> None:
        super().__init__(parent, language_manager)
        self.plots: dict[Hex, dict] = {}
        self.irrigated: set[Hex] = set()
        self.channels: set[frozenset] = set()
        self.marks: dict = {}
        self.all_interactive = False
        self.show_free_edges = True  # draw the free edges (dashed) that take a channel
        self._targets: set = set()
        self.channel_layer = _ChannelLayer()
        self.addItem(self.channel_layer)
        self.panda = FigureItem("panda")
        self.gardener = FigureItem("gardener")
        self.addItem(self.panda)
        self.addItem(self.gardener)
        self.panda.place(POND)
        self.gardener.place(POND)

    def clear(self) -> None:  # keep our own items
        raise RuntimeError("GardenScene keeps its layers: remove cells instead")

    def make_cell_item(self, cell, polygon, painter) -> CellItem:
        item: CellItem
        if self.is_edge_id(cell):
            item = EdgeItem(cell, polygon, painter)
            item.setZValue(3.0)
        else:
            item = CellItem(cell, polygon, painter)
            if (
                not item.coordinate
                and isinstance(cell, tuple)
                and len(cell) == 2
                and all(isinstance(x, int) for x in cell)
            ):
                item.coordinate = hexgrid.format_pair(cell)  # "q,r": what problems and breakdowns name
        return item

    # -- content ------------------------------------------------------------------------
    def sync(
        self,
        plots: Mapping[Hex, dict],
        irrigated: Iterable[Hex],
        channels: Iterable[frozenset],
        panda: Hex,
        gardener: Hex,
        empty: Iterable[Hex] = (),
    ) -> bool:
        """Show this garden. ``plots`` maps a cell to {colour, improvement,
        printed, bamboo} (a colour the view does not know is drawn as "?");
        ``empty`` are empty places to show. Returns True if cells were added
        or removed (the view may refit)."""
        self.plots = dict(plots)
        self.irrigated = set(irrigated)
        self.channels = set(channels)
        wanted = {POND} | set(self.plots) | (set(empty) - set(self.plots) - {POND})
        current = {self.hex_of(c) for c in self.cells() if not self.is_edge_id(c)}
        removed = current - wanted
        added = wanted - current
        if removed:
            self.remove_cells(self.cell_id(c) for c in removed)
        if added:
            self.add_cells({self.cell_id(c): LAYOUT.polygon(c) for c in sorted(added)}, self._paint_cell)
        for cell, item in self.cell_items().items():
            if self.is_edge_id(cell):
                continue
            self._style(self.hex_of(cell), item)
        self.channel_layer.set_channels(self.channels)
        self.panda.place(panda)
        self.gardener.place(gardener)
        self.refresh()
        return bool(added or removed)

    def _style(self, cell: Hex, item: CellItem) -> None:
        plot = self.plots.get(cell)
        if cell == POND or plot is not None:
            item.setBrush(Qt.BrushStyle.NoBrush)
            pen = QPen(Qt.PenStyle.NoPen)
        else:
            item.setBrush(painting.EMPTY_FILL)
            pen = QPen(painting.EMPTY_EDGE, 1.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
        item.setPen(pen)
        item.interactive = self.all_interactive or item.cell in self._targets
        set_tip(item, partial(self.describe_cell, cell))  # worked out when shown, in the language of then

    def describe_cell(self, cell: Hex) -> str:
        where = hexgrid.format_pair(cell)
        if cell == POND:
            return f"{painting.label('figure', 'pond')} ({where})"
        plot = self.plots.get(cell)
        if plot is None:
            return self.tr("Empty place ({cell})").format(cell=where)
        parts = [
            painting.cap(
                self.tr("{colour} plot ({cell})").format(
                    colour=painting.label("colour", str(plot.get("colour"))), cell=where
                )
            )
        ]
        imp = plot.get("improvement", "none")
        if imp != "none":
            parts.append(
                (self.tr("printed {improvement}") if plot.get("printed") else self.tr("{improvement} token")).format(
                    improvement=painting.label("improvement", str(imp))
                )
            )
        parts.append(self.tr("bamboo: {n}").format(n=plot.get("bamboo", 0)))
        parts.append(self.tr("irrigated") if cell in self.irrigated else self.tr("not irrigated"))
        return ", ".join(parts)

    def set_edges(self, edges: Iterable[tuple[Hex, Hex]]) -> None:
        """Show exactly these clickable edges."""
        wanted = {self.edge_cell_id(a, b) for a, b in edges}
        current = {c for c in self.cells() if self.is_edge_id(c)}
        if current - wanted:
            self.remove_cells(current - wanted)
        new = wanted - current
        if new:
            items = self.add_cells({e: edge_polygon(*self.edge_hexes(e)) for e in sorted(new)}, self._paint_edge)
            for item in items.values():
                item.setPen(QPen(Qt.PenStyle.NoPen))
                item.setBrush(Qt.BrushStyle.NoBrush)
        for e in wanted:
            edge = self.cell_item(e)
            assert edge is not None, "every wanted channel was added above"
            edge.interactive = True
            set_tip(edge, partial(self._describe_edge, *self.edge_hexes(e)))

    def _describe_edge(self, a: Hex, b: Hex) -> str:
        return self.tr("Channel between {a} and {b}").format(a=hexgrid.format_pair(a), b=hexgrid.format_pair(b))

    def set_targets(self, cells: Iterable) -> None:
        """Which hex cells take clicks (the rest pan the view)."""
        self._targets = set(cells)
        for cell, item in self.cell_items().items():
            if not self.is_edge_id(cell):
                item.interactive = self.all_interactive or cell in self._targets

    def set_marks(self, marks: Mapping) -> None:
        """Outline cells: {cell: QColor}."""
        old = set(self.marks)
        self.marks = dict(marks)
        self.refresh(self.cell_id(c) for c in old | set(self.marks))

    # -- painters ---------------------------------------------------------------------------
    def _paint_cell(self, p: QPainter, item: CellItem) -> None:
        cell = self.hex_of(item.cell)
        x, y = LAYOUT.to_pixel(cell)
        center = QPointF(x, y)
        if cell == POND:
            painting.draw_pond(p, center, HEX_SIZE)
        else:
            plot = self.plots.get(cell)
            if plot is not None:
                colour = plot.get("colour")
                if colour in painting.PLOT_FILL:
                    imp = plot.get("improvement", "none")
                    bamboo = plot.get("bamboo", 0)
                    painting.draw_plot_tile(
                        p,
                        center,
                        HEX_SIZE,
                        colour,
                        imp if imp in painting.LABELS["improvement"] else "none",
                        bool(plot.get("printed")),
                        bamboo if isinstance(bamboo, int) and 0 <= bamboo <= 4 else 0,
                        cell in self.irrigated,
                    )
                else:
                    p.setPen(QPen(QColor("#757575"), 2))
                    p.setBrush(QColor("#e0e0e0"))
                    p.drawPolygon(painting.hex_polygon(center, HEX_SIZE * 0.96))
                    painting.draw_text(p, QRectF(x - 20, y - 20, 40, 40), "?", 30, QColor("#b00020"))
        mark = self.marks.get(cell)
        if mark is not None:
            p.setBrush(Qt.BrushStyle.NoBrush)
            for color, width in ((QColor(255, 255, 255, 230), 0.17), (QColor(mark), 0.09)):
                pen = QPen(color, HEX_SIZE * width)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                p.setPen(pen)
                p.drawPolygon(painting.hex_polygon(center, HEX_SIZE * 0.87))

    def _paint_edge(self, p: QPainter, item: CellItem) -> None:
        edge = frozenset(self.edge_hexes(item.cell))
        if edge in self.channels or not self.show_free_edges:
            return
        (x1, y1), (x2, y2) = LAYOUT.edge_segment(edge)
        a, b = QPointF(x1, y1), QPointF(x2, y2)
        d = (b - a) * 0.2
        pen = QPen(QColor(30, 136, 229, 200), HEX_SIZE * 0.06, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(a + d, b - d)


class KeyedGardenScene(GardenScene):
    """The garden of the play screen: cell ids are the view model's keys,
    ``("cell", "q,r")`` and ``("edge", "q,r|q,r")`` (games/takenoko/view.py)."""

    @staticmethod
    def cell_id(cell: Hex):
        return ("cell", hexgrid.format_pair(cell))

    @staticmethod
    def hex_of(cid) -> Hex:
        return view_hex(cid[1])

    @staticmethod
    def edge_cell_id(a: Hex, b: Hex):
        x, y = sorted((hexgrid.format_pair(a), hexgrid.format_pair(b)))
        return ("edge", f"{x}|{y}")

    @staticmethod
    def edge_hexes(cid) -> tuple[Hex, Hex]:
        a, b = cid[1].split("|")
        return view_hex(a), view_hex(b)

    @staticmethod
    def is_edge_id(cid) -> bool:
        return isinstance(cid, tuple) and len(cid) == 2 and cid[0] == "edge"

    def make_cell_item(self, cell, polygon, painter) -> CellItem:
        item = super().make_cell_item(cell, polygon, painter)
        if self.is_edge_id(cell):
            item.coordinate = ""  # the cells on both sides say where it is
        return item


class GardenView(BoardView):
    """The garden's view: fits the garden, refits as it grows unless the user zoomed."""

    min_zoom = 0.4
    fit_margin_px = 6  # the garden uses the whole view (docs/architecture.md §6.11)

    def refit_if_auto(self) -> None:
        if abs(self.zoom_level() - 1.0) < 1e-3:
            self.fit()
