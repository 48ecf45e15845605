"""One palace garden (spec §1.2) drawn in a BoardScene: the terrace and the
9 × 6 grid as CellItems from core.squaregrid, with a frame item for the
title, the column elements, the row numbers and the bonus values.

Shared by the play screen and the score helper. Cells are ``(seat, row, col)``
with row 0 = the terrace, so a noble's place is always a cell; the play screen
passes ``key`` to name them by its view model's keys (``("cell", seat, "r,c")``).
Everything is painted from a :class:`GardenModel` the owner updates before
``refresh()``; text is translated while painting, so a language switch only
needs a repaint.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from ....core.messages import QT_TRANSLATE_N_NOOP
from ....core.squaregrid import SquareLayout, rowcol_to_square
from ....games.sanssouci import data
from ...art import letter_badge
from ...boardview import BoardScene, CellItem
from . import painting as art
from .painting import label

CELL = 60.0  # scene units per garden space
LEFT = 46.0  # row badges
RIGHT = 46.0  # row bonuses
TITLE = 34.0
HEADER = 28.0  # element icons above the terrace
BOTTOM = 24.0  # column bonuses
WIDTH = LEFT + data.COLS * CELL + RIGHT
HEIGHT = TITLE + HEADER + (data.ROWS + 1) * CELL + BOTTOM


@dataclass
class GardenModel:
    """What a garden shows; the owner fills it in, the painters read it."""

    seat: int
    name: str = ""
    colour: QColor = field(default_factory=lambda: QColor("#f2c318"))
    cells: dict = field(default_factory=dict)  # (row, col) -> "empty" | "printed" | "ornament" | "gardener"
    nobles: tuple = (0,) * data.COLS
    missions: tuple = ()  # columns whose mission card is shown
    selected_noble: int = 0  # column of the selected noble (play)
    marks: dict = field(default_factory=dict)  # (row, col) -> "warning" (score helper; errors: the red ring)
    row_bonus: tuple = ()
    column_bonus: tuple = ()
    bonus_provisional: bool = True
    active: bool = False  # whose turn it is
    # The engine's completion flags (rows 1..6, columns 1..9: what the scorer counts, §4.2).
    rows_complete: tuple = ()
    columns_complete: tuple = ()
    blank: bool = False  # Pedro Bot's blank grid (§5.4)
    subtitle: Callable[[], str] | None = None  # translated at paint time
    tag: Callable[[], str] | None = None  # e.g. the layout name + "provisional"

    def state(self, row: int, col: int) -> str:
        return self.cells.get((row, col), "empty")

    def row_complete(self, row: int) -> bool:
        """Whether the engine counts row ``row`` as completed (no flags: no garden scored)."""
        return bool(self.rows_complete) and self.rows_complete[row - 1]

    def column_complete(self, col: int) -> bool:
        return bool(self.columns_complete) and self.columns_complete[col - 1]


def completed_lines(rows_where, columns_where) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """The rows (1..6) and columns (1..9) the scorer counted, read from the
    ``where`` of its "rows" and "columns" rules (the spaces of each completed
    line that earned a bonus): the screen decides no completion itself."""
    rw, cw = set(rows_where), set(columns_where)
    return (
        tuple(all(f"{r},{c}" in rw for c in range(1, data.COLS + 1)) for r in range(1, data.ROWS + 1)),
        tuple(all(f"{r},{c}" in cw for r in range(1, data.ROWS + 1)) for c in range(1, data.COLS + 1)),
    )


def cell_tooltip(model: GardenModel, row: int, col: int) -> str:
    element = art.element_name(col)
    if row == 0:
        text = QCoreApplication.translate("SanssouciGarden", "Terrace · {element} column").format(element=element)
    else:
        text = QCoreApplication.translate(
            "SanssouciGarden",
            QT_TRANSLATE_N_NOOP("SanssouciGarden", "Row {row} ({colour}, %n points) · {element} column"),
            None,
            row,
        ).format(row=row, colour=art.colour_name(row), element=element)
        text += "\n" + label("cell", model.state(row, col))
    if model.nobles[col - 1] == row:
        text += "\n" + label("cell", "noble")
    return text


class _Frame(QGraphicsItem):
    """The board under the cells: background, title, icons, row numbers, bonuses."""

    def __init__(self, garden: "GardenBlock"):
        super().__init__()
        self.garden = garden
        self.setZValue(-1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(self.garden.x0 - 4, self.garden.y0 - 4, WIDTH + 8, HEIGHT + 8)

    def retranslate(self) -> None:
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        g = self.garden
        m = g.model
        x0, y0 = g.x0, g.y0
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(x0, y0, WIDTH, HEIGHT)
        p.setPen(QPen(m.colour.darker(130) if m.active else art.BOARD_EDGE, 6 if m.active else 2))
        p.setBrush(art.BOARD_BG)
        p.drawRoundedRect(outer, 10, 10)
        # title: a coloured disc (the player's colour and initial), name, subtitle, tag
        letter_badge(
            p,
            QRectF(x0 + 10, y0 + 5, 24, 24).center(),
            12,
            (m.name[:1] or "?").upper(),
            m.colour,
            art.contrast_ink(m.colour),
        )
        title = ("▶ " if m.active else "") + m.name
        art.fit_text(
            p,
            QRectF(x0 + 40, y0 + 2, 200, 30),
            title,
            15,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        right = x0 + WIDTH - 10
        if m.tag is not None:
            text = m.tag()
            w = min(200.0, art.tag_width(p.font(), text, 20))
            art.draw_tag(p, QRectF(right - w, y0 + 7, w, 20), text)
            right -= w + 8
        if m.subtitle is not None:
            art.fit_text(
                p,
                QRectF(x0 + 250, y0 + 2, right - (x0 + 250), 30),
                m.subtitle(),
                11,
                bold=False,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                colour=art.MUTED,
            )
        # row numbers (colour + number) and row bonuses
        gx = x0 + LEFT
        gy = y0 + TITLE + HEADER
        for row in range(1, data.ROWS + 1):
            cy = gy + row * CELL
            art.draw_row_badge(p, QRectF(x0 + 8, cy + CELL / 2 - 16, 32, 32), row)
            if m.row_bonus:
                value = m.row_bonus[row - 1]
                done = m.row_complete(row)
                self._bonus(p, QRectF(gx + data.COLS * CELL + 3, cy + CELL / 2 - 13, RIGHT - 6, 26), value, done)
        # the terrace, left of its spaces: a small crown
        art.draw_crown(p, QRectF(x0 + 10, gy + CELL / 2 - 12, 28, 24))
        # column bonuses
        if m.column_bonus:
            for col in range(1, data.COLS + 1):
                cx = gx + (col - 1) * CELL
                self._bonus(
                    p,
                    QRectF(cx + 8, gy + (data.ROWS + 1) * CELL + 2, CELL - 16, BOTTOM - 5),
                    m.column_bonus[col - 1],
                    m.column_complete(col),
                )

    def _bonus(self, p: QPainter, rect: QRectF, value: int, done: bool) -> None:
        p.save()
        if done:
            p.setPen(QPen(QColor("#2e6b34"), 1.5))
            p.setBrush(QColor("#cfe8c0"))
            p.drawRoundedRect(rect, 6, 6)
        text = f"+{value}" + (" ✓" if done else "")
        art.fit_text(p, rect, text, 11, bold=done, colour=QColor("#2e6b34") if done else art.MUTED)
        p.restore()


class _ColumnIcon(QGraphicsItem):
    """The element of a column above its terrace space (tooltip: its name); a ribbon when
    the player holds that mission card."""

    def __init__(self, garden: "GardenBlock", col: int):
        super().__init__()
        self.garden, self.col = garden, col
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.retranslate()

    def rect(self) -> QRectF:
        g = self.garden
        return QRectF(g.x0 + LEFT + (self.col - 1) * CELL, g.y0 + TITLE, CELL, HEADER)

    def boundingRect(self) -> QRectF:
        return self.rect()

    def retranslate(self) -> None:
        self.setToolTip(art.element_name(self.col))
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = self.rect()
        mission = self.col in self.garden.model.missions
        if mission:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor("#6b3fa0"), 2))
            p.setBrush(QColor("#efe3fb"))
            p.drawRoundedRect(r.adjusted(4, 2, -4, -1), 8, 8)
        side = HEADER - 6
        art.draw_element(p, self.col, QRectF(r.center().x() - side / 2, r.top() + 3, side, side))


class GardenBlock:
    """Adds one garden to a BoardScene at (x0, y0) and keeps its model."""

    def __init__(
        self,
        scene: BoardScene,
        model: GardenModel,
        x0: float = 0.0,
        y0: float = 0.0,
        key: Callable[[int, int, int], object] | None = None,
    ):
        self.scene, self.model, self.x0, self.y0 = scene, model, x0, y0
        key = key or (lambda seat, row, col: (seat, row, col))
        # everything hangs under one container, so a garden can be moved and scaled as a whole
        self.container = QGraphicsRectItem(QRectF(x0, y0, WIDTH, HEIGHT))
        self.container.setPen(QPen(Qt.PenStyle.NoPen))
        self.container.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self.container)
        origin = (x0 + LEFT - CELL / 2, y0 + TITLE + HEADER + CELL / 2)
        self.layout = SquareLayout(CELL, origin)
        self.frame = _Frame(self)
        self.frame.setParentItem(self.container)
        self.icons = [_ColumnIcon(self, c) for c in range(1, data.COLS + 1)]
        for icon in self.icons:
            icon.setParentItem(self.container)
        polys = {}
        self.place_of: dict = {}  # cell id -> (row, col)
        for row in range(data.ROWS + 1):
            for col in range(1, data.COLS + 1):
                cell = key(model.seat, row, col)
                self.place_of[cell] = (row, col)
                polys[cell] = self.layout.polygon(rowcol_to_square((row, col)))
        self.items: dict = scene.add_cells(polys, self.paint_cell)
        for cell, item in self.items.items():
            row, col = self.place_of[cell]
            if row and not item.coordinate:  # the spec's "row,col": what problems and breakdowns name
                item.coordinate = f"{row},{col}"
            item.setParentItem(self.container)
            item.setBrush(art.TERRACE_FILL if row == 0 else art.ROW_FILL[row])
            mark = art.ROW_MARK[row] if row else None  # the terrace row has no mark
            if mark is not None:
                item.mark_color = mark
        self.retranslate()

    def place(self, x: float, y: float, scale: float = 1.0) -> None:
        """Show the garden with its top-left corner at scene (x, y), scaled."""
        self.container.setScale(scale)
        self.container.setPos(x - self.x0 * scale, y - self.y0 * scale)

    def rect(self) -> QRectF:
        return QRectF(self.x0, self.y0, WIDTH, HEIGHT)

    def cell_rect(self, row: int, col: int) -> QRectF:
        x, y = self.layout.to_pixel(rowcol_to_square((row, col)))
        return QRectF(x - CELL / 2, y - CELL / 2, CELL, CELL)

    def retranslate(self) -> None:
        for cell, item in self.items.items():
            item.setToolTip(cell_tooltip(self.model, *self.place_of[cell]))
        for icon in self.icons:
            icon.retranslate()
        self.frame.update()

    def refresh(self) -> None:
        self.retranslate()
        for item in self.items.values():
            item.update()
        for icon in self.icons:
            icon.update()

    # -- the per-cell painter -------------------------------------------------------------
    def paint_cell(self, p: QPainter, item: CellItem) -> None:
        row, col = self.place_of[item.cell]
        m = self.model
        rect = item.polygon().boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if row == 0:
            # terrace: a faint crown marks the noble's start space (spec §1.2)
            p.setOpacity(0.3)
            art.draw_crown(p, rect.adjusted(16, 18, -16, -18))
            p.setOpacity(1.0)
        else:
            state = m.state(row, col)
            if state == "printed":
                art.draw_printed(p, rect, col, row)
            elif state in ("ornament", "gardener"):
                art.draw_tile(p, rect, state, col)
            mark = m.marks.get((row, col))
            if mark:
                colour = QColor("#c00020") if mark == "error" else QColor("#d08000")
                pen = QPen(colour, 4)
                pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(rect.adjusted(3, 3, -3, -3))
                art.fit_text(p, QRectF(rect.right() - 20, rect.top() + 2, 18, 18), "!", 12, bold=True, colour=colour)
        if m.nobles[col - 1] == row:
            if row == 0:
                s = rect.width() * 0.78
                nr = QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)
            else:  # in the garden: in the lower right corner, so the tile under it still reads
                s = rect.width() * 0.56
                nr = QRectF(rect.right() - s - 1, rect.bottom() - s - 1, s, s)
            art.draw_noble(p, nr, m.colour, selected=m.selected_noble == col)
