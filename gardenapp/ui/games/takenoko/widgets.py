"""Small Takenoko widgets: drawn objective cards (face or back), drawn plot
choices, a flow of cards, and a line of bamboo/reserve counters."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QToolButton, QWidget

from ....games.takenoko.data import CARD_BY_ID, Card
from ...boardview import set_tip
from ...plaintext import PlainLabel
from . import painting


class CardWidget(QWidget):
    """An objective card drawn at any size. ``card`` None with ``back_type``
    set draws the back of a hidden card. Clicks emit ``clicked`` (left) and
    ``rightClicked``."""

    clicked = Signal()
    rightClicked = Signal()

    def __init__(
        self,
        card: Card | str | None = None,
        size: QSize = QSize(70, 92),
        parent: QWidget | None = None,
        back_type: int | None = None,
        show_name: bool = False,
    ):
        super().__init__(parent)
        self.card = CARD_BY_ID[card] if isinstance(card, str) else card
        self.back_type = back_type
        self.show_name = show_name
        self.selected = False
        self.glow: QColor | None = None  # e.g. green when it can be claimed
        self.dimmed = False
        self.count: int | None = None  # "×n" badge (panda copies)
        self.corner_text = ""  # e.g. who else holds it
        self.check = False  # a ✓ badge (fulfilled by the garden)
        self.setFixedSize(size)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # The card's full text, worked out when shown; a hidden card (its back) has none.
        set_tip(self, lambda: painting.card_tooltip(self.card) if self.card is not None else "")

    def set_card(self, card: Card | str | None, back_type: int | None = None) -> None:
        self.card = CARD_BY_ID[card] if isinstance(card, str) else card
        self.back_type = back_type
        self.update()

    def retranslate(self) -> None:
        """The tooltip follows the language by itself; the face (its name) repaints."""
        self.update()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        elif event.button() == Qt.MouseButton.RightButton:
            self.rightClicked.emit()
        event.accept()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        m = 4.0
        rect = QRectF(self.rect()).adjusted(m, m, -m, -m)
        if self.selected:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#bbdefb"))
            p.drawRoundedRect(QRectF(self.rect()), 9, 9)
        if self.glow is not None or self.selected:
            pen = QPen(self.glow if self.glow is not None else QColor("#1565c0"), 3.5)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 9, 9)
        if self.card is not None:
            painting.draw_card(p, rect, self.card, self.show_name)
        elif self.back_type is not None:
            painting.draw_card_back(p, rect, self.back_type)
        if self.dimmed:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 165))
            p.drawRoundedRect(rect, 6, 6)
        if self.count is not None:
            self._badge(
                p,
                QPointF(rect.right() - 10, rect.bottom() - 10),
                f"×{self.count}",
                QColor("#1565c0") if self.count else QColor("#9e9e9e"),
            )
        if self.check:
            self._badge(p, QPointF(rect.left() + 10, rect.bottom() - 10), "✓", QColor("#2e7d32"))
        if self.corner_text:
            painting.draw_text(
                p,
                QRectF(rect.left(), rect.center().y() - 9, rect.width(), 18),
                self.corner_text,
                11,
                QColor("#5d4037"),
                halo=QColor("#ffffff"),
            )
        p.end()

    @staticmethod
    def _badge(p: QPainter, center: QPointF, text: str, color: QColor) -> None:
        p.setPen(QPen(QColor("#ffffff"), 1.5))
        p.setBrush(color)
        w = 12 + 6 * max(0, len(text) - 1)
        p.drawRoundedRect(QRectF(center.x() - w / 2 - 2, center.y() - 9, w + 4, 18), 9, 9)
        painting.draw_text(p, QRectF(center.x() - w / 2 - 2, center.y() - 9, w + 4, 18), text, 12, QColor("#ffffff"))


class PlotChoiceWidget(QWidget):
    """One drawn plot tile to choose (its colour and printed improvement ids)."""

    clicked = Signal()

    def __init__(self, colour: str, improvement: str = "none", parent: QWidget | None = None):
        super().__init__(parent)
        self.colour, self.improvement = colour, improvement
        self.setFixedSize(74, 80)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        event.accept()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        painting.draw_plot_choice(p, QRectF(self.rect()).adjusted(2, 2, -2, -2), self.colour, self.improvement)
        p.end()


class IconCount(QWidget):
    """A drawn icon followed by a number (stomach, stored channels, tokens)."""

    def __init__(self, draw, parent: QWidget | None = None, size: int = 22):
        super().__init__(parent)
        self._draw = draw
        self._size = size
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.icon = _Drawn(draw, size)
        self.number = PlainLabel("0")
        self.number.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.icon)
        layout.addWidget(self.number)

    def set_value(self, n: int, tooltip: str = "") -> None:
        self.number.setText(str(n))
        self.setToolTip(tooltip)
        self.setEnabled(True)
        self.number.setStyleSheet("font-weight: bold;" + ("" if n else " color: #9e9e9e;"))


class _Drawn(QWidget):
    def __init__(self, draw, size: int):
        super().__init__()
        self._draw = draw
        self.setFixedSize(size, size)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._draw(p, QRectF(self.rect()))
        p.end()


def bamboo_drawer(colour: str):
    def draw(p: QPainter, r: QRectF) -> None:
        painting.draw_bamboo(
            p,
            QPointF(r.center().x() - r.width() * 0.1, r.bottom() - 1),
            2,
            colour,
            r.height() * 0.36,
            r.width() * 0.34,
            leaf=False,
        )
        painting.draw_text(
            p,
            QRectF(r.center().x() + r.width() * 0.05, r.top(), r.width() * 0.45, r.height() * 0.5),
            painting.letter(colour),
            r.height() * 0.42,
            painting.PLOT_EDGE[colour].darker(170),
        )

    return draw


def improvement_drawer(kind: str):
    def draw(p: QPainter, r: QRectF) -> None:
        painting.draw_improvement(p, r.adjusted(1, 1, -1, -1), kind, "token")

    return draw


def channel_drawer(p: QPainter, r: QRectF) -> None:
    painting.draw_channel(
        p, QPointF(r.left() + 3, r.bottom() - 3), QPointF(r.right() - 3, r.top() + 3), r.width() * 0.14
    )


class FittedToolButton(QToolButton):
    """A tool button whose label shrinks to its width (down to ``MIN_POINT_SIZE``)
    instead of being elided: "Nawadnianie" stays readable in a narrow chip."""

    MIN_POINT_SIZE = 6.5
    PADDING = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base_point_size = self.font().pointSizeF()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        font = QFont(self.font())
        font.setPointSizeF(self._base_point_size)
        available = self.width() - self.PADDING
        wide = QFontMetricsF(font).horizontalAdvance(self.text())
        if wide > available > 0:
            size = max(self.MIN_POINT_SIZE, self._base_point_size * available / wide)
            font.setPointSizeF(size)
            # text widths are not proportional to the size (hinting): step down until it fits
            while size > self.MIN_POINT_SIZE and QFontMetricsF(font).horizontalAdvance(self.text()) > available:
                size = max(self.MIN_POINT_SIZE, size - 0.25)
                font.setPointSizeF(size)
        if font.pointSizeF() != self.font().pointSizeF():
            self.setFont(font)
