"""The generic board: a view with zoom/pan/fit, a scene of cells, a cell item.

Every game board is a ``BoardScene`` shown in a ``BoardView``. Cells come from
the geometry modules as shapely polygons and become ``CellItem``s; a per-game
*painter* draws what sits on a cell, so per-game code stays small::

    scene = BoardScene()
    scene.add_cells({cell: grid.polygon(cell) for cell in cells}, painter=draw_tile)
    scene.cellClicked.connect(on_click)
    scene.set_highlight(cells_in_legal_actions)
    view = BoardView(scene)

``painter(qpainter, item)`` is called in the item's coordinates (the same as the
polygon's) after the cell's base fill; ``item.cell`` says which cell it is.

Language: scene items do not receive ``QEvent.LanguageChange``. A BoardScene
connects itself to ``LanguageManager.languageChanged`` and then calls
``retranslate()`` on every item that has one (e.g. ``TranslatedTextItem``) and
repaints, so painters that translate while painting re-render too.

Tooltips that follow the language by themselves: ``set_tip(item_or_widget,
text_function)`` makes the tooltip a function called when it is shown (a
BoardScene's items, or any widget), so nothing is relabelled on a language
switch and a card's long text is built only when someone hovers it;
``tip_text(obj)`` is the text it shows now (tests read it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QCursor, QMouseEvent, QPainter, QPainterPath, QPen, QPolygonF, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyle,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

# A game's own cell id: any hashable value (tuples, strings). Any rather than Hashable, since
# Mapping is invariant in its keys and each game's dict of tuple ids must be accepted as it is.
Cell = Any
CellPainter = Callable[[QPainter, "CellItem"], None]

# Highlight: a white halo under a dark dashed outline, both inside the cell,
# plus a faint white veil: readable on light and dark fills alike.
HALO_COLOR = QColor(255, 255, 255, 235)
DASH_COLOR = QColor(25, 25, 25)
HIGHLIGHT_VEIL = QColor(255, 255, 255, 40)
HOVER_VEIL = QColor(255, 255, 255, 60)
HOVER_OUTLINE = QColor(20, 20, 20, 150)
# The last turn's changes: a solid amber ring, unlike the dashed highlight.
MARK_COLOR = QColor(224, 138, 0, 230)
# A cell a problem names (score helpers): a solid red ring.
# The coach's hinted move: a green ring over a white one (readable on green cells too).
HINT_COLOR = QColor(18, 140, 58, 245)
HINT_HALO = QColor(255, 255, 255, 235)
PROBLEM_COLOR = QColor(192, 16, 42, 235)
# The keyboard's focused target (docs/architecture.md §6.14): a thin blue ring in white and blue
# corner brackets, outside the cell (it never covers what the cell shows): not the dashed highlight,
# the amber mark inside the cell, nor the hint's green ring with its numbered disc.
FOCUS_COLOR = QColor(16, 70, 200)
FOCUS_HALO = QColor(255, 255, 255, 245)
FOCUS_PX = 8.5  # how far the ring and the brackets reach outside the cell, in screen pixels
COORD_COLOR = QColor(40, 40, 40, 200)
DEFAULT_FILL = QColor("#efe8d8")
DEFAULT_OUTLINE = QColor("#8a8170")


TipFunction = Callable[[], str]


class _WidgetTips(QObject):
    """Shows a widget's tooltip function's text when Qt asks for its tooltip."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.ToolTip or getattr(obj, "_tip", None) is None:
            return False
        text = obj._tip()
        if text:
            QToolTip.showText(event.globalPos(), text, obj)
        else:
            QToolTip.hideText()
            event.ignore()
        return True


_widget_tips: _WidgetTips | None = None


def set_tip(obj: "QGraphicsItem | QWidget", tip: TipFunction | None) -> None:
    """Make ``obj``'s tooltip ``tip()``, worked out each time it is shown (in
    the language of that moment; ``""``: no tooltip, as on a hidden card).
    ``obj`` is an item of a BoardScene or a widget. None: back to a plain tooltip."""
    global _widget_tips
    # The tip function rides on the Qt object itself (both kinds take Python attributes).
    setattr(obj, "_tip", tip)  # noqa: B010 - an attribute Qt's classes do not declare
    if isinstance(obj, QWidget) and tip is not None and not getattr(obj, "_tip_filtered", False):
        if _widget_tips is None:
            _widget_tips = _WidgetTips()
        obj.installEventFilter(_widget_tips)
        setattr(obj, "_tip_filtered", True)  # noqa: B010 - as above


def tip_text(obj: "QGraphicsItem | QWidget") -> str:
    """The tooltip ``obj`` shows now: its tooltip function's text, else its
    plain tooltip (a ``CellItem``'s ``toolTip()`` says the same)."""
    tip = getattr(obj, "_tip", None)
    if tip is not None:
        return tip()
    return QGraphicsItem.toolTip(obj) if isinstance(obj, QGraphicsItem) else obj.toolTip()


def polygon_to_qpolygonf(polygon: Any) -> QPolygonF:
    """A shapely Polygon's exterior as a QPolygonF (the closing point dropped)."""
    coords = list(polygon.exterior.coords)
    if len(coords) > 1 and coords[0] == coords[-1]:
        coords.pop()
    return QPolygonF([QPointF(float(x), float(y)) for x, y in coords])


class CellItem(QGraphicsPolygonItem):
    """One board cell: its outline, its id (``cell``), hover and highlight state.

    ``geometry`` keeps the shapely polygon it came from. ``interactive`` cells
    take clicks (the scene emits ``cellClicked``); a press on a non-interactive
    cell or on empty space pans the view instead.
    """

    def __init__(
        self, cell: Cell, polygon: Any, painter: CellPainter | None = None, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(polygon_to_qpolygonf(polygon), parent)
        self.cell = cell
        self.geometry = polygon
        self.painter = painter
        self._interactive = True
        self._hovered = False
        self._highlighted = False
        self._show_highlight = True
        self._marked = False
        self._problem = False
        self._hinted = False
        self._focused = False
        self._focus_margin = 0.0  # scene units the ring takes outside the cell (boundingRect grows by it)
        # The outline of a last-turn mark; a game sets another one on cells whose fill
        # is too close to it (e.g. an orange space).
        self.mark_color = MARK_COLOR
        # What a game's painter draws on this cell, when the cell id alone does not say it.
        self.spec: Any = None
        # The coordinate the turn log names this cell by (shown with the
        # board's coordinates toggle); by default the cell id's last part.
        self.coordinate = (
            cell[-1]
            if isinstance(cell, tuple) and cell and isinstance(cell[-1], str)
            else (cell if isinstance(cell, str) else "")
        )
        self._show_coordinate = False
        pen = QPen(DEFAULT_OUTLINE, 1.0)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setBrush(QBrush(DEFAULT_FILL))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        path = QPainterPath()
        path.addPolygon(self.polygon())
        path.closeSubpath()
        self._path = path

    # -- state ---------------------------------------------------------------------------------

    def toolTip(self) -> str:  # noqa: N802 - Qt's name
        """The tooltip shown now: its tooltip function's text (``set_tip``) if it has one."""
        return tip_text(self)

    @property
    def interactive(self) -> bool:
        return self._interactive

    @interactive.setter
    def interactive(self, value: bool) -> None:
        # Never unsetCursor(): on a real display Qt then reads the view's last
        # mouse event, which a view uncovered under a still pointer does not
        # have (a crash, see BoardView.enterEvent). A press here pans the
        # view, so the pan cursor is the right one anyway.
        self._interactive = bool(value)
        self.setCursor(Qt.CursorShape.PointingHandCursor if self._interactive else Qt.CursorShape.OpenHandCursor)

    @property
    def hovered(self) -> bool:
        return self._hovered

    def set_hovered(self, value: bool) -> None:
        if value != self._hovered:
            self._hovered = value
            self._restack()
            self.update()

    @property
    def highlighted(self) -> bool:
        """True if the cell is in the highlight set (drawn only while highlighting is on)."""
        return self._highlighted

    def set_highlighted(self, value: bool) -> None:
        if value != self._highlighted:
            self._highlighted = value
            self._restack()
            self.update()

    def set_highlight_visible(self, value: bool) -> None:
        if value != self._show_highlight:
            self._show_highlight = value
            if self._highlighted:
                self.update()

    @property
    def marked(self) -> bool:
        """Changed by the last turn (a placement, a move, a take)."""
        return self._marked

    def set_marked(self, value: bool) -> None:
        if value != self._marked:
            self._marked = value
            self.update()

    def set_problem(self, value: bool) -> None:
        if value != self._problem:
            self._problem = value
            self.update()

    @property
    def hinted(self) -> bool:
        """Part of the move the coach's hint suggests."""
        return self._hinted

    def set_hinted(self, value: bool) -> None:
        if value != self._hinted:
            self._hinted = value
            self.update()

    @property
    def focused(self) -> bool:
        """The keyboard's cursor is on this cell (docs/architecture.md §6.14)."""
        return self._focused

    def set_focused(self, value: bool, scale: float = 1.0) -> None:
        """Ring the cell as the keyboard's focus; ``scale`` is the view's
        (screen pixels per scene unit), for the ring's room outside the cell."""
        margin = (FOCUS_PX + 1.0) / max(abs(scale), 1e-3) if value else 0.0
        if value != self._focused or margin != self._focus_margin:
            self.prepareGeometryChange()
            self._focused, self._focus_margin = value, margin
            self._restack()
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        rect = super().boundingRect()
        m = self._focus_margin
        return rect.adjusted(-m, -m, m, m) if m else rect

    def cell_rect(self) -> QRectF:
        """The cell's own bounds, without the focus ring's room."""
        return super().boundingRect()

    def names(self, places: "set[str] | frozenset[str]") -> bool:
        """Whether this cell is one of ``places`` (cell ids or the spec
        coordinates that breakdowns and problems name)."""
        return self.cell in places or (bool(self.coordinate) and self.coordinate in places)

    def set_coordinate_visible(self, value: bool) -> None:
        if value != self._show_coordinate:
            self._show_coordinate = value
            self.update()

    def _restack(self) -> None:
        self.setZValue(0.3 if self._focused else 0.2 if self._hovered else 0.1 if self._highlighted else 0.0)

    # -- painting ------------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        option.state &= ~QStyle.StateFlag.State_Selected  # no dotted selection box
        super().paint(painter, option, widget)
        if self.painter is not None:
            painter.save()
            self.painter(painter, self)
            painter.restore()
        if self._marked:
            painter.save()
            self._inner_outline(painter, QPen(self.mark_color, 7.0))
            painter.restore()
        if self._problem:
            painter.save()
            self._inner_outline(painter, QPen(PROBLEM_COLOR, 6.0))
            painter.restore()
        if self._show_coordinate and self.coordinate:
            painter.save()
            font = painter.font()
            rect = self._path.boundingRect()
            font.setPixelSize(max(6, int(rect.height() * 0.16)))
            painter.setFont(font)
            painter.setPen(COORD_COLOR)
            painter.drawText(
                rect.adjusted(0, 0, 0, -rect.height() * 0.06),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                self.coordinate,
            )
            painter.restore()
        if self._hovered and self._interactive:
            painter.save()
            painter.fillPath(self._path, HOVER_VEIL)
            self._inner_outline(painter, QPen(HOVER_OUTLINE, 3.0))
            painter.restore()
        if self._highlighted and self._show_highlight:
            painter.save()
            painter.fillPath(self._path, HIGHLIGHT_VEIL)
            self._inner_outline(painter, QPen(HALO_COLOR, 9.0))
            dash = QPen(DASH_COLOR, 4.0, Qt.PenStyle.CustomDashLine)
            dash.setDashPattern([2.5, 1.5])
            self._inner_outline(painter, dash)
            painter.restore()
        if self._hinted:
            # as thick as a small cell (a button) allows without covering its text
            rect = self._path.boundingRect()
            shown = min(rect.width(), rect.height()) * abs(painter.worldTransform().m11())
            width = max(5.0, min(14.0, shown * 0.2))
            painter.save()
            self._inner_outline(painter, QPen(HINT_HALO, width + 5.0))
            self._inner_outline(painter, QPen(HINT_COLOR, width))
            painter.restore()
        if self._focused:
            self._focus_ring(painter)

    def _focus_ring(self, painter: QPainter) -> None:
        """A thin white-blue-white ring hugging the cell and blue corner
        brackets around it (a viewfinder: not the hint's green ring and
        numbered disc), all outside the cell, so nothing it shows is covered."""
        unit = 1.0 / (abs(painter.worldTransform().m11()) or 1.0)  # one screen pixel in scene units
        room = self._focus_margin

        def px(n: float) -> float:
            return min(n * unit, room)

        outside = QPainterPath()
        outside.addRect(self.boundingRect())
        painter.save()
        painter.setClipPath(outside.subtracted(self._path), Qt.ClipOperation.IntersectClip)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((FOCUS_HALO, 4.0), (FOCUS_COLOR, 2.5)):
            pen = QPen(colour, 2.0 * px(width))
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(self._path)
        box = self._path.boundingRect().adjusted(-px(5.5), -px(5.5), px(5.5), px(5.5))
        arm = max(px(6.0), min(box.width(), box.height()) * 0.28)
        corners = (
            (box.topLeft(), 1, 1),
            (box.topRight(), -1, 1),
            (box.bottomRight(), -1, -1),
            (box.bottomLeft(), 1, -1),
        )
        for colour, width in ((FOCUS_HALO, 5.0), (FOCUS_COLOR, 3.0)):
            pen = QPen(colour, px(width), Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            for corner, sx, sy in corners:
                bracket = QPainterPath(QPointF(corner.x() + sx * arm, corner.y()))
                bracket.lineTo(corner)
                bracket.lineTo(QPointF(corner.x(), corner.y() + sy * arm))
                painter.drawPath(bracket)
        painter.restore()

    def _inner_outline(self, painter: QPainter, pen: QPen) -> None:
        """Stroke the outline clipped to the cell: half the pen shows, all inside
        the cell, so neighbours never paint over it and nothing bleeds out."""
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setClipPath(self._path, Qt.ClipOperation.IntersectClip)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen)
        painter.drawPath(self._path)


class TranslatedTextItem(QGraphicsSimpleTextItem):
    """A scene label that re-labels itself when the language changes.

    Holds the English source and its context; ``retranslate()`` (called by
    ``BoardScene`` on ``languageChanged``) looks it up again. ``params`` fill
    ``{name}`` fields after translation. A counted source writes its number as
    ``%n`` and takes it from ``params["n"]`` (Qt's plural forms).
    """

    def __init__(self, context: str, source: str, parent: QGraphicsItem | None = None, **params: Any) -> None:
        super().__init__(parent)
        self.context = context
        self.source = source
        self.params = params
        self.retranslate()

    def set_source(self, context: str, source: str, **params: Any) -> None:
        self.context, self.source, self.params = context, source, params
        self.retranslate()

    def retranslate(self) -> None:
        if "%n" in self.source:
            text = QCoreApplication.translate(self.context, self.source, None, int(self.params["n"]))
        else:
            text = QCoreApplication.translate(self.context, self.source)
        if self.params:
            try:
                text = text.format(**self.params)
            except (KeyError, IndexError, ValueError):
                text = self.source.format(**self.params)
        self.setText(text)


class BoardScene(QGraphicsScene):
    """A scene of cells with click, hover and drag-painting signals.

    Signals (each carries a cell id):

    * ``cellClicked(cell)`` - left press on an interactive cell;
    * ``cellDragged(cell)`` - while the left button stays down after such a
      press, once for every further interactive cell the pointer enters;
    * ``cellHovered(cell)`` - the pointer moved onto a cell (``None`` when it
      leaves the cells);
    * ``strokeStarted()`` / ``strokeEnded()`` - just before ``cellClicked`` and
      when the left button is released after it: a score helper makes one
      undo step of everything painted in between;
    * ``retranslated()`` - the items were re-labelled after a language switch:
      a screen lays out again what sits beside a label whose width changed.

    Items that take mouse presses themselves (movable or selectable pieces, or
    items that accept the press) get them first.
    """

    cellClicked = Signal(object)
    cellHovered = Signal(object)
    cellDragged = Signal(object)
    strokeStarted = Signal()
    strokeEnded = Signal()
    retranslated = Signal()

    # The cells a photo's four alignment spaces are chosen among (docs/architecture.md §6.4), when a
    # game's grid holds spaces a real board may not have (None: every cell).
    alignment_candidates: frozenset | None = None

    def __init__(self, parent=None, language_manager=None) -> None:
        super().__init__(parent)
        self._cells: dict[Cell, CellItem] = {}
        self._highlight: set[Cell] = set()
        self._highlight_enabled = True
        self._marked: set[Cell] = set()
        self._hinted: set[Cell] = set()
        self._focused: Cell = None  # the keyboard's cursor (docs/architecture.md §6.14)
        self._coordinates = False
        self._hover: CellItem | None = None
        self._drag_cell: Any = None
        self._dragging = False
        if language_manager is None:
            from .i18n import LanguageManager

            language_manager = LanguageManager.instance()
        if language_manager is not None:
            language_manager.languageChanged.connect(self.retranslate)

    # -- cells ---------------------------------------------------------------------------------

    def add_cells(self, polygons: Mapping[Cell, Any], painter: CellPainter | None = None) -> dict[Cell, CellItem]:
        """Add one CellItem per ``{cell: shapely Polygon}``; returns the new items by cell."""
        added = {}
        for cell, polygon in polygons.items():
            if cell in self._cells:
                raise ValueError(f"cell {cell!r} is already on this board")
            item = self.make_cell_item(cell, polygon, painter)
            item.set_highlighted(cell in self._highlight)
            item.set_highlight_visible(self._highlight_enabled)
            item.set_marked(cell in self._marked)
            item.set_hinted(cell in self._hinted)
            if self._focused is not None and cell == self._focused:
                item.set_focused(True, self.view_scale())
            item.set_coordinate_visible(self._coordinates)
            self.addItem(item)
            self._cells[cell] = item
            added[cell] = item
        return added

    def make_cell_item(self, cell: Cell, polygon: Any, painter: CellPainter | None) -> CellItem:
        """Factory hook: subclasses may return a CellItem subclass."""
        return CellItem(cell, polygon, painter)

    def cell_item(self, cell: Cell) -> CellItem | None:
        return self._cells.get(cell)

    def cell_items(self) -> dict[Cell, CellItem]:
        return dict(self._cells)

    def cells(self) -> list[Cell]:
        return list(self._cells)

    def remove_cells(self, cells: Iterable[Cell] | None = None) -> None:
        """Remove these cells (all cells if None)."""
        for cell in list(self._cells) if cells is None else list(cells):
            item = self._cells.pop(cell, None)
            if item is not None:
                if item is self._hover:
                    self._hover = None
                self.removeItem(item)

    def clear(self) -> None:
        self._cells.clear()
        self._hover = None
        super().clear()

    def cell_at(self, pos: QPointF) -> CellItem | None:
        """The topmost cell under a scene point (looking through decorations on it)."""
        for item in self.items(pos):
            while item is not None and not isinstance(item, CellItem):
                item = item.parentItem()
            if item is not None:
                return item
        return None

    # -- highlight and refresh -----------------------------------------------------------------

    def set_highlight(self, cells: Iterable[Cell]) -> None:
        """Highlight exactly these cells (e.g. the cells in the engine's legal actions)."""
        new = set(cells)
        for cell in self._highlight ^ new:
            item = self._cells.get(cell)
            if item is not None:
                item.set_highlighted(cell in new)
        self._highlight = new

    def highlight(self) -> set[Cell]:
        return set(self._highlight)

    def set_marked(self, cells: Iterable[Cell]) -> None:
        """Mark exactly these cells as changed by the last turn."""
        new = set(cells)
        for cell in self._marked ^ new:
            item = self._cells.get(cell)
            if item is not None:
                item.set_marked(cell in new)
        self._marked = new

    def marked(self) -> set[Cell]:
        return set(self._marked)

    def set_hinted(self, cells: Iterable[Cell]) -> None:
        """Ring in green exactly these cells: the coach's hinted move."""
        new = set(cells)
        for cell in self._hinted ^ new:
            item = self._cells.get(cell)
            if item is not None:
                item.set_hinted(cell in new)
        self._hinted = new

    def hinted(self) -> set[Cell]:
        return set(self._hinted)

    def view_scale(self) -> float:
        """Screen pixels per scene unit in the scene's first view (1 without one)."""
        views = self.views()
        if not views:
            return 1.0
        return abs(views[0].transform().m11()) or 1.0

    def set_focused(self, cell: Cell) -> None:
        """Ring this cell as the keyboard's focus (None: no cell); the ring
        stays with the key when its item is built again."""
        old, self._focused = self._focused, cell
        if old is not None and old != cell:
            item = self._cells.get(old)
            if item is not None:
                item.set_focused(False)
        item = self._cells.get(cell) if cell is not None else None
        if item is not None:
            item.set_focused(True, self.view_scale())

    def focused(self) -> Cell:
        return self._focused

    def itemsBoundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        """The items' bounds, leaving out the room of the keyboard's focus ring
        (outside its cell): moving the focus never changes a fit or a layout; and
        leaving out a photo aligned under the board (docs/architecture.md §6.4): the
        view fits the board, not the whole table the photo shows around it."""
        focused = self._cells.get(self._focused) if self._focused is not None else None
        ring = focused is not None and focused.focused
        rect = QRectF()
        for item in self.items():
            if getattr(item, "is_photo", False):
                continue
            shown = item.mapRectToScene(focused.cell_rect()) if ring and item is focused else item.sceneBoundingRect()
            rect = rect.united(shown)
        return rect

    def activate(self, cell: Cell) -> bool:
        """What a left click on ``cell`` does (a press and its release), for
        the keyboard's Enter: the same signals, so the same code path.
        False when the cell takes no click."""
        item = self._cells.get(cell)
        if item is None or not item.interactive or not item.isEnabled():
            return False
        self.strokeStarted.emit()
        self.cellClicked.emit(cell)
        self.strokeEnded.emit()
        return True

    def set_problem_places(self, places) -> None:
        """Ring in red the cells a problem names (ids or spec coordinates)."""
        places = set(places)
        for item in self._cells.values():
            item.set_problem(item.names(places))

    def mark_places(self, places) -> None:
        """Mark the cells named by ``places`` (ids or spec coordinates)."""
        places = set(places)
        self.set_marked(c for c, item in self._cells.items() if item.names(places))

    def set_coordinates_visible(self, visible: bool) -> None:
        """Write each cell's coordinate on it (the names the log uses)."""
        self._coordinates = bool(visible)
        for item in self._cells.values():
            item.set_coordinate_visible(self._coordinates)

    def set_highlight_enabled(self, enabled: bool) -> None:
        """Show or hide the highlight (the set is kept)."""
        self._highlight_enabled = bool(enabled)
        for item in self._cells.values():
            item.set_highlight_visible(self._highlight_enabled)

    def highlight_enabled(self) -> bool:
        return self._highlight_enabled

    def refresh(self, cells: Iterable[Cell] | None = None) -> None:
        """Repaint these cells (all if None) after their content changed."""
        items: Iterable[CellItem]
        if cells is None:
            items = self._cells.values()
        else:
            items = (self._cells[c] for c in cells if c in self._cells)
        for item in items:
            item.update()

    def retranslate(self, *_: Any) -> None:
        """Re-label items after a language switch (connected to languageChanged)."""
        for item in self.items():
            hook = getattr(item, "retranslate", None)
            if callable(hook):
                hook()
        self.retranslated.emit()
        self.update()

    # -- mouse ---------------------------------------------------------------------------------

    def _set_hover(self, item: CellItem | None) -> None:
        if item is self._hover:
            return
        if self._hover is not None:
            self._hover.set_hovered(False)
        self._hover = item
        if item is not None:
            item.set_hovered(True)
        self.cellHovered.emit(item.cell if item is not None else None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        if event.isAccepted() or event.button() != Qt.MouseButton.LeftButton:
            return
        item = self.cell_at(event.scenePos())
        if item is None or not item.interactive or not item.isEnabled():
            event.ignore()  # lets the view pan
            return
        event.accept()
        self._dragging = True
        self._drag_cell = item.cell
        self.strokeStarted.emit()
        self.cellClicked.emit(item.cell)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        item = self.cell_at(event.scenePos())
        self._set_hover(item)
        if (
            self._dragging
            and event.buttons() & Qt.MouseButton.LeftButton
            and item is not None
            and item.interactive
            and item.isEnabled()
            and item.cell != self._drag_cell
        ):
            self._drag_cell = item.cell
            self.cellDragged.emit(item.cell)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._dragging:
            self._dragging = False
            self._drag_cell = None
            event.accept()
            self.strokeEnded.emit()
            return
        super().mouseReleaseEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneLeave:
            self._set_hover(None)
        return super().event(event)

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip shown at a scene point: the topmost item there that has
        one, as Qt does, reading tooltip functions (``set_tip``) now."""
        for item in self.items(pos):
            text = tip_text(item)
            if text:
                return text
        return ""

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802 - Qt override
        text = self.tooltip_at(event.scenePos())
        if text:
            QToolTip.showText(event.screenPos(), text, event.widget())
        else:
            QToolTip.hideText()
        event.setAccepted(bool(text))


class BoardView(QGraphicsView):
    """A view for any board: wheel zoom under the mouse, pan, fit.

    * wheel (or +/- keys): zoom, anchored under the pointer, clamped to
      ``[min_zoom, max_zoom]`` times the fitted scale;
    * drag with the middle button anywhere, or with the left button on empty
      space or a non-interactive cell: pan;
    * ``fit()`` (or the 0 key): show the whole board with a margin. The view
      keeps fitting on resize until the user zooms.
    """

    min_zoom = 0.5
    max_zoom = 12.0
    fit_margin = 0.04  # of the board's larger side, each edge
    #: a margin in pixels instead (each edge), for boards that must use the whole view:
    #: a share of the larger side wastes the shorter one (docs/architecture.md §6.11)
    fit_margin_px: float | None = None

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._auto_fit = True
        self._fit_scale = 1.0
        self._fitted = QRectF()  # the content rectangle the last fit() showed
        self._pan_from = None
        if scene is not None:
            self.setScene(scene)

    # -- scene ---------------------------------------------------------------------------------

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 - Qt override
        old = self.scene()
        if old is not None:
            try:
                old.sceneRectChanged.disconnect(self._update_scroll_area)
            except (RuntimeError, TypeError):
                pass
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._update_scroll_area)
            self._auto_fit = True
            self._update_scroll_area()
            self.fit()

    def content_rect(self) -> QRectF:
        """The rectangle ``fit()`` shows: the items' bounds. Override to fit something else."""
        scene = self.scene()
        return scene.itemsBoundingRect() if scene is not None else QRectF()

    def _update_scroll_area(self, *_: Any) -> None:
        # Leave room around the board so it can be panned past its edges.
        rect = self.content_rect()
        if rect.isEmpty():
            return
        pad = max(rect.width(), rect.height())
        self.setSceneRect(rect.adjusted(-pad, -pad, pad, pad))

    # -- zoom and fit --------------------------------------------------------------------------

    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom_level(self) -> float:
        """Current scale relative to the fitted scale (1.0 right after fit())."""
        return self.scale_factor() / self._fit_scale if self._fit_scale else 1.0

    def fit(self) -> None:
        """Show the whole board with a margin; keep doing so on resize until the user zooms."""
        rect = self.content_rect()
        self._auto_fit = True
        if rect.isEmpty() or self.viewport().width() < 2 or self.viewport().height() < 2:
            return
        self._update_scroll_area()
        self._fitted = QRectF(rect)
        if self.fit_margin_px is not None:
            m = self.fit_margin_px
            vw, vh = self.viewport().width() - 2 * m, self.viewport().height() - 2 * m
            scale = max(min(vw / rect.width(), vh / rect.height()), 1e-3) if rect.width() and rect.height() else 1.0
            self.resetTransform()
            self.scale(scale, scale)
            self.centerOn(rect.center())
        else:
            margin = self.fit_margin * max(rect.width(), rect.height())
            self.fitInView(rect.adjusted(-margin, -margin, margin, margin), Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_scale = self.scale_factor() or 1.0

    def fit_if_grown(self) -> bool:
        """Fit again only when the content left the rectangle the last fit showed (a
        garden that grew), and only while the view keeps fitting (no zoom of the
        person's): a click that changes nothing outside it never moves the board
        (docs/architecture.md §6.11). True when it fitted."""
        rect = self.content_rect()
        if not self._auto_fit or rect.isEmpty() or self._fitted.contains(rect):
            return False
        self.fit()
        return True

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` (clamped), keeping the scene point under ``anchor``
        (viewport coordinates; the centre if None) in place."""
        if factor <= 0:
            return
        current = self.scale_factor()
        low, high = self._fit_scale * self.min_zoom, self._fit_scale * self.max_zoom
        target = min(max(current * factor, low), high)
        if current == 0 or abs(target - current) < 1e-12:
            return
        factor = target / current
        self._auto_fit = False
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        view_point = anchor.toPoint()
        scene_point = self.mapToScene(view_point)
        self.scale(factor, factor)
        moved = self.mapFromScene(scene_point) - view_point
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + moved.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + moved.y())

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if not delta:
            event.ignore()
            return
        self.zoom_by(1.0015**delta, event.position())
        event.accept()

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit()

    def enterEvent(self, event) -> None:
        """The pointer is over the view: tell Qt where, before any real move.

        ``QGraphicsItem.unsetCursor()`` on an item under the pointer makes
        Qt (6.11) look up the items under the view's *last mouse move*. A
        view shown or uncovered under a still pointer (a play screen whose
        board appears where "New game" was clicked, a dialog closing over
        it, a window opening under the pointer) is under the mouse but has
        had no move yet, and Qt then dereferences an empty event: a
        segmentation fault on xcb (offscreen never has a pointer). A
        synthetic move at the pointer gives the view that event.
        """
        super().enterEvent(event)
        self.remember_pointer()

    def remember_pointer(self) -> None:
        """Feed QGraphicsView a mouse move at the pointer (see ``enterEvent``)."""
        viewport = self.viewport()
        global_pos = QCursor.pos()
        local = QPointF(viewport.mapFromGlobal(global_pos))
        move = QMouseEvent(
            QEvent.Type.MouseMove,
            local,
            QPointF(global_pos),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QGraphicsView.mouseMoveEvent(self, move)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._auto_fit:
            self.fit()

    # -- middle-button pan (the left button pans through ScrollHandDrag) -----------------------

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._pan_from is not None:
            pos = event.position().toPoint()
            delta = pos - self._pan_from
            self._pan_from = pos
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.MiddleButton and self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)
