"""Shared art primitives: what every game's painter draws with.

Geometry comes from ``core.hexgrid`` / ``core.squaregrid`` (the same as the
rules use); this module turns it into Qt shapes and draws the small things
every board has: pens, fitted text, labels with a letter so that colour is
never the only signal, card frames and empty slots.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF

INK = QColor("#2b2b2b")
PAPER = QColor("#fbf8f0")
SLOT = QColor(0, 0, 0, 40)

#: While ``painted_texts()`` is open: the list every painted text is added to.
_painted: list[str] | None = None


@contextmanager
def painted_texts() -> Iterator[list[str]]:
    """A test hook: while open, every text the app's own painting code draws
    (``fit_text`` and ``letter_badge`` here, any ``QPainter.drawText`` called from
    Python in a game's painting module or an item's ``paint``) is added to the list
    it yields; ``fit_text`` adds the whole text before it elides it. What a scene
    paints is otherwise only pixels (tests/ui/test_every_screen_language.py)."""
    global _painted
    out: list[str] = []
    original = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> object:
        out.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)  # type: ignore[call-overload]

    previous, _painted = _painted, out
    setattr(QPainter, "drawText", recording)  # noqa: B010 - a method of a Qt class, put back below
    try:
        yield out
    finally:
        setattr(QPainter, "drawText", original)  # noqa: B010
        _painted = previous


def pen(
    colour: QColor | str,
    width: float,
    *,
    cosmetic: bool = False,
    cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap,
    style: Qt.PenStyle = Qt.PenStyle.SolidLine,
) -> QPen:
    out = QPen(QColor(colour), width, style)
    out.setCapStyle(cap)
    out.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    out.setCosmetic(cosmetic)
    return out


def hex_polygon(center: QPointF, radius: float, orientation: str = "pointy") -> QPolygonF:
    """A regular hexagon: ``pointy`` has a corner at the top (Takenoko, Azul),
    ``flat`` a flat top (Harmonies), as ``core.hexgrid.HexLayout``."""
    start = 30.0 if orientation == "pointy" else 0.0
    return QPolygonF(
        [
            QPointF(
                center.x() + radius * math.cos(math.radians(start + 60 * i)),
                center.y() + radius * math.sin(math.radians(start + 60 * i)),
            )
            for i in range(6)
        ]
    )


def fit_text(
    p: QPainter,
    rect: QRectF,
    text: str,
    size: float,
    *,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    colour: QColor = INK,
    min_size: float = 5.0,
) -> None:
    """Draw ``text`` in ``rect``, shrinking the font until it fits, eliding
    only when even the smallest size is too wide (it never overflows)."""
    if _painted is not None:
        _painted.append(text)
    font = QFont(p.font())
    font.setBold(bold)
    s = size
    while True:
        font.setPointSizeF(s)
        fm = QFontMetricsF(font)
        if (fm.horizontalAdvance(text) <= rect.width() and fm.height() <= rect.height() * 1.05) or s <= min_size:
            break
        s *= 0.92
    if " " in text.strip() and (QFontMetricsF(font).horizontalAdvance(text) > rect.width() or s < size * 0.75):
        # Two lines at a larger size read better than one tiny or cut line
        # ("Espiral de hierbas" on a Sanssouci mission card).
        wrapped = _wrapped_font(font, rect, text, size, max(s, min_size), align)
        if wrapped is not None:
            p.setFont(wrapped)
            p.setPen(colour)
            p.drawText(rect, int(align | Qt.TextFlag.TextWordWrap), text)
            return
    p.setFont(font)
    p.setPen(colour)
    if QFontMetricsF(font).horizontalAdvance(text) > rect.width():
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    p.drawText(rect, int(align), text)


def _wrapped_font(font: QFont, rect: QRectF, text: str, size: float, floor: float, align) -> QFont | None:
    """The largest font above ``floor`` at which ``text`` word-wraps inside ``rect``."""
    wrapped = QFont(font)
    s = size
    while s > floor:
        wrapped.setPointSizeF(s)
        box = QFontMetricsF(wrapped).boundingRect(rect, int(align | Qt.TextFlag.TextWordWrap), text)
        if box.width() <= rect.width() + 0.5 and box.height() <= rect.height() * 1.05:
            return wrapped
        s *= 0.92
    return None


def letter_badge(
    p: QPainter, center: QPointF, radius: float, letter: str, fill: QColor | str, ink: QColor | str = "white"
) -> None:
    """A filled disc with a letter: the colour and its name's letter together."""
    p.save()
    p.setPen(pen(QColor(fill).darker(140), max(0.6, radius * 0.12)))
    p.setBrush(QBrush(QColor(fill)))
    p.drawEllipse(center, radius, radius)
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(max(4, int(radius * 1.2)))
    p.setFont(font)
    p.setPen(QColor(ink))
    p.drawText(
        QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius),
        int(Qt.AlignmentFlag.AlignCenter),
        letter,
    )
    p.restore()


def card_frame(
    p: QPainter,
    rect: QRectF,
    fill: QColor | str = PAPER,
    *,
    edge: QColor | str = "#8a8170",
    radius: float | None = None,
) -> None:
    """A card's body: a rounded rectangle with a thin edge."""
    r = rect.width() * 0.08 if radius is None else radius
    p.save()
    p.setPen(pen(edge, max(0.8, rect.width() * 0.015)))
    p.setBrush(QBrush(QColor(fill)))
    p.drawRoundedRect(rect, r, r)
    p.restore()


def empty_slot(p: QPainter, rect: QRectF, *, hexagon: bool = False) -> None:
    """Where a card or tile may go but none is: a dashed outline on a veil."""
    p.save()
    p.setPen(pen("#9a9282", max(0.8, rect.width() * 0.02), style=Qt.PenStyle.DashLine))
    p.setBrush(QBrush(SLOT))
    if hexagon:
        p.drawPolygon(hex_polygon(rect.center(), min(rect.width(), rect.height()) / 2))
    else:
        r = rect.width() * 0.08
        p.drawRoundedRect(rect, r, r)
    p.restore()


def tip_html(title: str, *lines: str) -> str:
    """A card's or a tile's tooltip: its name in bold, then its lines (empty
    ones left out), as rich text with the texts escaped."""
    return "<b>" + escape(title, False) + "</b>" + "".join("<br>" + escape(line, False) for line in lines if line)
