"""A BoardScene whose cells are re-keyed from each view model.

``KeyedScene.sync(cells, decorations)`` makes the scene hold exactly the
given cells (``{key: Cell(polygon, painter, spec)}``): cells that are still
there keep their item (hover, highlight and marks stay), changed ones are
replaced, and ``spec`` (what the painter draws) is updated. Decorations are
non-clickable painted rectangles (panels, labels drawn with
``art.fit_text`` so that no text ever overflows its rectangle), given as
``(rect, paint, z)`` or ``(rect, paint, z, tooltip)``. Tooltips are functions
(``boardview.set_tip``): worked out when shown, in the language of that
moment, so a language switch only repaints.

Items are painted once into a cache (Qt's device-coordinate cache) and
repainted only when they change (``sync``, hover, highlight, marks, zoom),
except those whose paint function writes translated words (``words(paint)``
marks it): so a language switch repaints the words, not the whole board.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from ...boardview import BoardScene, CellItem, set_tip


@dataclass
class Cell:
    polygon: Any  # shapely Polygon
    painter: Callable[[QPainter, CellItem], None]
    spec: Any = None  # what the painter draws
    coordinate: str = ""  # shown with the coordinates toggle
    tooltip: Callable[[], str] | None = None


CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache
UNCACHED = QGraphicsItem.CacheMode.NoCache


def words(paint: Callable) -> Callable:
    """Mark a cell painter or a decoration's paint function as writing
    translated words: its item is repainted on a language switch."""
    setattr(paint, "words", True)  # noqa: B010 - a mark on any callable, read with getattr
    return paint


def _cache_mode(paint) -> QGraphicsItem.CacheMode:
    return UNCACHED if getattr(paint, "words", False) else CACHED


class Decoration(QGraphicsItem):
    """A painted rectangle that takes no clicks (a press on it reaches the cell below)."""

    def __init__(self, rect: QRectF, paint: Callable[[QPainter, QRectF], None], z: float = 1.0):
        super().__init__()
        self.rect = QRectF(rect)
        self.paint_fn = paint
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(_cache_mode(paint))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        self.paint_fn(painter, self.rect)
        painter.restore()


def _signature(polygon) -> tuple:
    return tuple(round(v, 3) for v in polygon.bounds) + (round(polygon.area, 3),)


class KeyedScene(BoardScene):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._decorations: list[Decoration] = []
        self._signatures: dict[Hashable, tuple] = {}

    def sync(self, cells: dict[Hashable, Cell], decorations: Sequence[tuple] = ()) -> None:
        current = self.cell_items()
        gone = [k for k in current if k not in cells or self._signatures.get(k) != _signature(cells[k].polygon)]
        if gone:
            self.remove_cells(gone)
            for k in gone:
                self._signatures.pop(k, None)
        for key, cell in cells.items():
            item = self.cell_item(key)
            if item is None:
                item = self.add_cells({key: cell.polygon}, painter=cell.painter)[key]
                self._signatures[key] = _signature(cell.polygon)
            item.painter = cell.painter
            item.setCacheMode(_cache_mode(cell.painter))
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(Qt.PenStyle.NoPen)
            item.spec = cell.spec
            item.coordinate = cell.coordinate
            set_tip(item, cell.tooltip)
            item.update()
        for deco in self._decorations:
            self.removeItem(deco)
        self._decorations = []
        for rect, paint, z, *tip in decorations:
            deco = Decoration(rect, paint, z)
            if tip:
                set_tip(deco, tip[0])
            self.addItem(deco)
            self._decorations.append(deco)

    def clear(self) -> None:
        self._decorations = []
        self._signatures = {}
        super().clear()
