"""Two small charts drawn with QPainter: a line of values over time and
horizontal bars. Chosen over pyqtgraph by measuring: pyqtgraph (5 MB, and
numpy) took about 2 s to import and draw a first plot here, these widgets
draw in a few milliseconds and need nothing the app does not already have;
QtCharts would need the much larger PySide6-Addons."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from . import art

LINE = QColor("#2f6f4a")
BAR = QColor("#6f9f2d")
GRID = QColor("#ddd8cc")


class _Chart(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = ""
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 140)

    def _frame(self, p: QPainter) -> QRectF:
        p.fillRect(self.rect(), QColor("white"))
        art.fit_text(
            p,
            QRectF(8, 4, self.width() - 16, 20),
            self.title,
            10,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        return QRectF(44, 30, max(10, self.width() - 80), max(10, self.height() - 56))


class LineChart(_Chart):
    """Values in order (a player's totals, oldest first), with x labels."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.values: list[float] = []
        self.labels: list[str] = []

    def set_data(self, title: str, values: list[float], labels: list[str], empty_text: str = "") -> None:
        self.title, self.values, self.labels, self.empty_text = title, list(values), list(labels), empty_text
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._frame(p)
        if not self.values:
            art.fit_text(p, area, self.empty_text, 9, colour=QColor("#777"))
            return
        top = max(self.values) or 1.0
        top = float(_nice(top))
        for k in range(5):
            y = area.bottom() - area.height() * k / 4
            p.setPen(art.pen(GRID, 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            art.fit_text(
                p,
                QRectF(0, y - 8, area.left() - 6, 16),
                f"{top * k / 4:g}",
                8,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                colour=QColor("#666"),
            )
        n = len(self.values)
        step = area.width() / max(1, n - 1)
        points = [
            QPointF(area.left() + (i * step if n > 1 else area.width() / 2), area.bottom() - area.height() * v / top)
            for i, v in enumerate(self.values)
        ]
        path = QPainterPath(points[0])
        for pt in points[1:]:
            path.lineTo(pt)
        p.setPen(art.pen(LINE, 2.5))
        p.drawPath(path)
        p.setBrush(LINE)
        for pt in points:
            p.drawEllipse(pt, 3.5, 3.5)
        every = max(1, n // 6)  # a few dates, never crowded
        for i in range(0, n, every):
            art.fit_text(
                p, QRectF(points[i].x() - 40, area.bottom() + 4, 80, 16), self.labels[i], 8, colour=QColor("#666")
            )


class BarChart(_Chart):
    """Labelled values as horizontal bars (a player's mean points per rule)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.items: list[tuple[str, float]] = []

    def set_data(self, title: str, items: list[tuple[str, float]], empty_text: str = "") -> None:
        self.title, self.items, self.empty_text = title, list(items), empty_text
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._frame(p).adjusted(-36, 0, 0, 20)
        if not self.items:
            art.fit_text(p, area, self.empty_text, 9, colour=QColor("#777"))
            return
        label_w = area.width() * 0.36
        top = max((v for _, v in self.items), default=1.0) or 1.0
        row = area.height() / len(self.items)
        for i, (label, value) in enumerate(self.items):
            y = area.top() + i * row
            art.fit_text(
                p,
                QRectF(area.left(), y, label_w - 6, row),
                label,
                9,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )
            width = (area.width() - label_w - 40) * max(0.0, value) / top
            bar = QRectF(area.left() + label_w, y + row * 0.18, width, row * 0.64)
            p.fillRect(bar, BAR)
            art.fit_text(
                p,
                QRectF(bar.right() + 4, y, 40, row),
                f"{value:.1f}",
                8,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )


def _nice(value: float) -> float:
    """A round number at or above ``value`` for the axis."""
    for base in (1, 2, 5, 10, 20, 25, 50, 100, 150, 200, 250, 300, 400, 500, 1000):
        if value <= base:
            return base
    return value


# One colour and one line style a series (colour is never the only signal:
# the dashes and the point shapes tell the series apart too, docs/architecture.md §6.1).
SERIES: tuple[tuple[str, Qt.PenStyle, str], ...] = (
    ("#2f6f4a", Qt.PenStyle.SolidLine, "circle"),
    ("#b0452f", Qt.PenStyle.DashLine, "square"),
    ("#2f4fa0", Qt.PenStyle.DotLine, "triangle"),
    ("#8a5a0b", Qt.PenStyle.DashDotLine, "diamond"),
)
MARKER = QColor("#d08a00")


class SeriesChart(_Chart):
    """Several series over the same steps (each player's score after each
    turn of a game), a legend with their names, and a vertical marker at the
    current step (the review of a game, docs/architecture.md §6.15). A click
    picks the nearest step (``clicked``)."""

    clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.series: list[tuple[str, list[float]]] = []
        self.marker: int | None = None

    def set_data(self, title: str, series: list[tuple[str, list[float]]], empty_text: str = "") -> None:
        self.title, self.series, self.empty_text = title, [(n, list(v)) for n, v in series], empty_text
        self.update()

    def set_marker(self, index: int | None) -> None:
        self.marker = index
        self.update()

    def steps(self) -> int:
        return max((len(v) for _, v in self.series), default=0)

    def _area(self) -> QRectF:
        return QRectF(44, 30, max(10, self.width() - 80), max(10, self.height() - 74))

    def x_of(self, index: int) -> float:
        area, n = self._area(), self.steps()
        return area.left() + (area.width() * index / (n - 1) if n > 1 else area.width() / 2)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        n = self.steps()
        if n:
            x = event.position().x()
            self.clicked.emit(min(range(n), key=lambda i: abs(self.x_of(i) - x)))
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._frame(p)
        area = self._area()
        values = [v for _, vs in self.series for v in vs]
        if not values:
            art.fit_text(p, area, self.empty_text, 9, colour=QColor("#777"))
            return
        low = min(0.0, min(values))
        top = float(_nice(max(max(values), 1.0)))
        span = (top - low) or 1.0

        def y_of(v: float) -> float:
            return area.bottom() - area.height() * (v - low) / span

        for k in range(5):
            v = low + span * k / 4
            y = y_of(v)
            p.setPen(art.pen(GRID, 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            art.fit_text(
                p,
                QRectF(0, y - 8, area.left() - 6, 16),
                f"{v:g}",
                8,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                colour=QColor("#666"),
            )
        if self.marker is not None and 0 <= self.marker < self.steps():
            x = self.x_of(self.marker)
            p.setPen(art.pen(MARKER, 2.5))
            p.drawLine(QPointF(x, area.top() - 4), QPointF(x, area.bottom() + 4))
        for k, (name, vs) in enumerate(self.series):
            colour, style, shape = SERIES[k % len(SERIES)]
            pen = art.pen(QColor(colour), 2.2)
            pen.setStyle(style)
            points = [QPointF(self.x_of(i), y_of(v)) for i, v in enumerate(vs)]
            if points:
                path = QPainterPath(points[0])
                for pt in points[1:]:
                    path.lineTo(pt)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(path)
                p.setBrush(QColor(colour))
                p.setPen(Qt.PenStyle.NoPen)
                every = max(1, len(points) // 40)
                for pt in points[::every]:
                    _point(p, pt, shape, 2.8)
            # the legend under the chart: shape, line and name
            lx = area.left() + k * (area.width() / max(1, len(self.series)))
            ly = area.bottom() + 24
            p.setPen(pen)
            p.drawLine(QPointF(lx, ly), QPointF(lx + 26, ly))
            p.setBrush(QColor(colour))
            p.setPen(Qt.PenStyle.NoPen)
            _point(p, QPointF(lx + 13, ly), shape, 4)
            art.fit_text(
                p,
                QRectF(lx + 32, ly - 9, area.width() / max(1, len(self.series)) - 36, 18),
                name,
                9,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )


def _point(p: QPainter, at: QPointF, shape: str, r: float) -> None:
    if shape == "circle":
        p.drawEllipse(at, r, r)
    elif shape == "square":
        p.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r))
    else:
        pts = (
            [(0, -r * 1.2), (r * 1.1, r * 0.8), (-r * 1.1, r * 0.8)]
            if shape == "triangle"
            else [(0, -r * 1.3), (r * 1.1, 0), (0, r * 1.3), (-r * 1.1, 0)]
        )
        p.drawPolygon(QPolygonF([QPointF(at.x() + dx, at.y() + dy) for dx, dy in pts]))
