"""The Takenoko play screen's small parts: the weather die, the banner over the
garden, the action chips and one panel per player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QVBoxLayout, QWidget

from ....core import hexgrid
from ....games.takenoko.data import CARD_BY_ID
from ...plaintext import PlainLabel
from . import painting
from .widgets import CardWidget, IconCount, bamboo_drawer, channel_drawer, improvement_drawer

if TYPE_CHECKING:
    from .play import TakenokoPlayScreen

COLOURS = ("green", "yellow", "pink")
IMPROVEMENTS = ("watershed", "fertilizer", "enclosure")
DECKS = ("plot", "gardener", "panda")


class WeatherDie(QWidget):
    """The weather die: the rolled face (or a blank die before any roll)."""

    def __init__(self) -> None:
        super().__init__()
        self.face: str | None = None
        self.setFixedSize(54, 54)

    def set_face(self, face: str | None) -> None:
        self.face = face
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.face is None:
            p.setPen(QPen(QColor("#b0bec5"), 2, Qt.PenStyle.DashLine))
            p.setBrush(QColor("#fafafa"))
            p.drawRoundedRect(r, 9, 9)
        else:
            painting.draw_weather(p, r, self.face)
        p.end()


class GardenBanner(QWidget):
    """A little drawn garden for the start page."""

    TILES = (
        ((0, 0), None),
        ((1, 0), ("green", "none", 3)),
        ((0, 1), ("pink", "fertilizer", 2)),
        ((-1, 1), ("yellow", "none", 1)),
        ((1, -1), ("yellow", "watershed", 4)),
        ((0, -1), ("green", "enclosure", 2)),
        ((-1, 0), ("pink", "none", 0)),
    )

    def __init__(self) -> None:
        super().__init__()
        self.setFixedSize(300, 250)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = 44.0
        layout = hexgrid.HexLayout("pointy", size, (self.width() / 2, self.height() / 2))
        for cell, plot in self.TILES:
            x, y = layout.to_pixel(cell)
            if plot is None:
                painting.draw_pond(p, QPointF(x, y), size)
            else:
                colour, imp, bamboo = plot
                painting.draw_plot_tile(p, QPointF(x, y), size, colour, imp, imp != "enclosure", bamboo, True)
        x, y = layout.to_pixel((0, 0))
        painting.draw_panda(p, QPointF(x - size * 0.5, y + size * 0.3), size * 0.25)
        x, y = layout.to_pixel((1, 0))
        painting.draw_gardener(p, QPointF(x + size * 0.5, y + size * 0.3), size * 0.25)
        p.end()


class ActionChips(QWidget):
    """The action chips of this turn: one per allowed action, filled once used."""

    def __init__(self) -> None:
        super().__init__()
        self.allowed = 2
        self.used: list[str] = []
        self.setFixedSize(3 * 40 + 8, 44)

    def set_chips(self, allowed: int, used: list[str]) -> None:
        self.allowed, self.used = allowed, used
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(self.allowed):
            c = QPointF(22 + k * 40, 22)
            p.setPen(QPen(QColor("#5d4037"), 2))
            p.setBrush(QColor("#fff8e1") if k < len(self.used) else QColor("#efebe9"))
            p.drawEllipse(c, 18, 18)
            if k < len(self.used):
                painting.draw_action(p, QRectF(c.x() - 15, c.y() - 15, 30, 30), self.used[k])
            else:
                p.setPen(QPen(QColor("#bcaaa4"), 2, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, 11, 11)
        p.end()


class PlayerPanel(QFrame):
    """One player's public area (and their hand, face up only for its owner)."""

    MINI = QSize(34, 44)

    def __init__(self, screen: "TakenokoPlayScreen", index: int):
        super().__init__()
        self.play_screen = screen  # not `screen`: that would hide QWidget.screen()
        self.index = index
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("playerPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        self.header = PlainLabel()
        self.header.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.header)
        row = QHBoxLayout()
        row.setSpacing(6)
        self.stomach = {c: IconCount(bamboo_drawer(c)) for c in COLOURS}
        for w in self.stomach.values():
            row.addWidget(w)
        row.addSpacing(6)
        self.channels = IconCount(channel_drawer)
        row.addWidget(self.channels)
        self.tokens = {k: IconCount(improvement_drawer(k)) for k in IMPROVEMENTS}
        for w in self.tokens.values():
            row.addWidget(w)
        row.addStretch(1)
        layout.addLayout(row)
        self.hand_label = PlainLabel()
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(1)
        self.done_label = PlainLabel()
        self.done_row = QHBoxLayout()
        self.done_row.setSpacing(1)
        for lab, lay in ((self.hand_label, self.hand_row), (self.done_label, self.done_row)):
            lab.setStyleSheet("color: #5d4037; font-size: 9pt;")
            line = QHBoxLayout()
            line.setSpacing(4)
            line.addWidget(lab)
            line.addLayout(lay)
            line.addStretch(1)
            layout.addLayout(line)
        self._hand: list[CardWidget] = []
        self._done: list[CardWidget] = []

    def _fill(self, widgets: list[CardWidget], layout: QHBoxLayout, cards: list[tuple[Any, Any]]) -> None:
        while len(widgets) < len(cards):
            w = CardWidget(None, self.MINI)
            w.setCursor(Qt.CursorShape.ArrowCursor)
            widgets.append(w)
            layout.addWidget(w)
        for w, (card, back) in zip(widgets, cards):
            w.set_card(card, back)
            w.show()
        for w in widgets[len(cards) :]:
            w.hide()

    def show_player(self, pv, name: str, seat: str, over: bool, emperor_points: int) -> None:
        """Draw one player of the view model (``view.PlayerView``): hidden
        cards come as their backs, the hand limit from the engine."""
        current = pv.to_play
        marks = []
        if current:
            marks.append(self.tr("to play"))
        if pv.emperor:
            marks.append(self.tr("Emperor +{n}").format(n=emperor_points))
        head = f"{'▶ ' if current else ''}{name} ({seat})"
        if marks:
            head += " — " + ", ".join(marks)
        self.header.setText(head)
        self.setStyleSheet(
            "#playerPanel { background: %s; border: 2px solid %s; border-radius: 6px; }"
            % (("#f1f8e9", "#7cb342") if current else ("#fafafa", "#d7ccc8"))
        )
        for c in COLOURS:
            n = pv.stomach[c]
            self.stomach[c].set_value(
                n,
                painting.cap(
                    self.tr("{colour} bamboo eaten by the panda: {n}").format(colour=painting.label("colour", c), n=n)
                ),
            )
        self.channels.set_value(pv.channels, self.tr("Irrigation channels in reserve: {n}").format(n=pv.channels))
        for kind in IMPROVEMENTS:
            n = pv.tokens[kind]
            self.tokens[kind].set_value(
                n,
                painting.cap(
                    self.tr("{improvement} tokens in reserve: {n}").format(
                        improvement=painting.label("improvement", kind), n=n
                    )
                ),
            )
        hand = [(CARD_BY_ID[c.card], None) if c.card is not None else (None, DECKS.index(c.deck)) for c in pv.hand]
        self._fill(self._hand, self.hand_row, hand)
        self.hand_label.setText(self.tr("Hand {n}/{limit}:").format(n=pv.hand_size, limit=pv.hand_limit))
        self._fill(self._done, self.done_row, [(CARD_BY_ID[c], None) for c in pv.done])
        self.done_label.setText(self.tr("Done {n}/{t}, {p} pts:").format(n=len(pv.done), t=pv.threshold, p=pv.points))
