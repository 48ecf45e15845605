"""Takenoko art, all drawn with QPainter, and the one table of labels.

Everything the play screen and the score helper draw comes from here: plot
tiles (colour + letter, printed improvements as square plates, tokens as round
chips), bamboo stalks of stacked segments, the irrigation drop, channels, the
pond, the panda and gardener tokens, the weather die faces, the action icons
and the objective cards (plot patterns as mini hexes, gardener stalks, panda
bamboo). Colour is never the only signal: every plot colour also carries its
letter, every improvement has its own shape.

``LABELS`` is the single table mapping engine ids (colours, improvements,
weather faces, actions, decks, shapes) to translatable English; ``label()``
translates at call time, so painting code that calls it while painting
follows a language switch by itself.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from ....core import hexgrid
from ....core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP
from ....games.takenoko.data import (
    CARD_BY_ID,
    COLOUR_IDS,
    CURVE,
    DIAMOND,
    GARDENER_TYPE,
    IMPROVEMENT_IDS,
    LINE,
    MIXED_DIAMOND,
    NONE,
    PANDA_TYPE,
    PLOT_TYPE,
    PROVISIONAL,
    SHAPES,
    TRIANGLE,
    Card,
    mixed_diamond_cells,
)
from ... import art
from ...art import pen as _pen

CONTEXT = "takenoko"
HEX_SIZE = 50.0
LAYOUT = hexgrid.HexLayout("pointy", HEX_SIZE)

# -- the one table of labels (engine id -> English, translated late) ---------------------
LABELS: dict[str, dict[str, str]] = {
    "colour": {
        "green": QT_TRANSLATE_NOOP("takenoko", "green"),
        "yellow": QT_TRANSLATE_NOOP("takenoko", "yellow"),
        "pink": QT_TRANSLATE_NOOP("takenoko", "pink"),
    },
    # one letter drawn on every plot, so colour is never the only signal
    "letter": {
        "green": QT_TRANSLATE_NOOP("takenoko", "G (green)"),
        "yellow": QT_TRANSLATE_NOOP("takenoko", "Y (yellow)"),
        "pink": QT_TRANSLATE_NOOP("takenoko", "P (pink)"),
    },
    "improvement": {
        "none": QT_TRANSLATE_NOOP("takenoko", "no improvement"),
        "watershed": QT_TRANSLATE_NOOP("takenoko", "watershed"),
        "fertilizer": QT_TRANSLATE_NOOP("takenoko", "fertilizer"),
        "enclosure": QT_TRANSLATE_NOOP("takenoko", "enclosure"),
    },
    "weather": {
        "sun": QT_TRANSLATE_NOOP("takenoko", "Sun"),
        "rain": QT_TRANSLATE_NOOP("takenoko", "Rain"),
        "wind": QT_TRANSLATE_NOOP("takenoko", "Wind"),
        "storm": QT_TRANSLATE_NOOP("takenoko", "Storm"),
        "clouds": QT_TRANSLATE_NOOP("takenoko", "Clouds"),
        "question": QT_TRANSLATE_NOOP("takenoko", "Your choice (?)"),
    },
    "weather_help": {
        "sun": QT_TRANSLATE_NOOP("takenoko", "Sun: one extra action this turn (all different)."),
        "rain": QT_TRANSLATE_NOOP("takenoko", "Rain: one irrigated plot of your choice grows."),
        "wind": QT_TRANSLATE_NOOP("takenoko", "Wind: your two actions may be the same."),
        "storm": QT_TRANSLATE_NOOP("takenoko", "Storm: put the panda on any plot; it eats there."),
        "clouds": QT_TRANSLATE_NOOP("takenoko", "Clouds: take an improvement token."),
        "question": QT_TRANSLATE_NOOP("takenoko", "?: choose the weather you want."),
    },
    "action": {
        "plot": QT_TRANSLATE_NOOP("takenoko", "Plot"),
        "irrigation": QT_TRANSLATE_NOOP("takenoko", "Irrigation"),
        "gardener": QT_TRANSLATE_NOOP("takenoko", "Gardener"),
        "panda": QT_TRANSLATE_NOOP("takenoko", "Panda"),
        "objective": QT_TRANSLATE_NOOP("takenoko", "Objective"),
    },
    "action_help": {
        "plot": QT_TRANSLATE_NOOP("takenoko", "Draw three plots, keep one and place it in the garden."),
        "irrigation": QT_TRANSLATE_NOOP("takenoko", "Take an irrigation channel (place it now or later)."),
        "gardener": QT_TRANSLATE_NOOP("takenoko", "Move the gardener in a straight line; bamboo grows."),
        "panda": QT_TRANSLATE_NOOP("takenoko", "Move the panda in a straight line; it eats a section."),
        "objective": QT_TRANSLATE_NOOP("takenoko", "Draw an objective card (at most 5 in hand)."),
    },
    "deck": {
        "plot": QT_TRANSLATE_NOOP("takenoko", "Plot objective"),
        "gardener": QT_TRANSLATE_NOOP("takenoko", "Gardener objective"),
        "panda": QT_TRANSLATE_NOOP("takenoko", "Panda objective"),
    },
    "shape": {
        LINE: QT_TRANSLATE_NOOP("takenoko", "line"),
        CURVE: QT_TRANSLATE_NOOP("takenoko", "curve"),
        TRIANGLE: QT_TRANSLATE_NOOP("takenoko", "triangle"),
        DIAMOND: QT_TRANSLATE_NOOP("takenoko", "diamond"),
        MIXED_DIAMOND: QT_TRANSLATE_NOOP("takenoko", "diamond"),
    },
    "figure": {
        "panda": QT_TRANSLATE_NOOP("takenoko", "panda"),
        "gardener": QT_TRANSLATE_NOOP("takenoko", "gardener"),
        "pond": QT_TRANSLATE_NOOP("takenoko", "Pond"),
    },
}


def _improvement_of(card: Card) -> str:
    """The improvement a gardener card of one stalk asks for (every such card names one)."""
    if card.improvement is None:
        raise ValueError(f"gardener card {card.id} names no improvement")
    return IMPROVEMENT_IDS[card.improvement]


def tr(text: str) -> str:
    return QCoreApplication.translate("takenoko", text)


def label(kind: str, ident: str) -> str:
    """The translated label of an engine id (``label("colour", "green")``)."""
    source = LABELS.get(kind, {}).get(ident)
    return tr(source) if source else ident


def cap(text: str) -> str:
    """The text with its first letter in capitals (the rest untouched)."""
    return text[:1].upper() + text[1:]


def letter(colour: str) -> str:
    """The one letter drawn on a plot of this colour (the translation's first character)."""
    text = label("letter", colour)
    return text[:1].upper() if text else "?"


def card_name(card: Card | str) -> str:
    """A short translated name of an objective card."""
    card = card if isinstance(card, Card) else CARD_BY_ID[card]
    if card.type == PLOT_TYPE:
        colours = [label("colour", COLOUR_IDS[c]) for c in card.colours]
        if card.shape == MIXED_DIAMOND:
            return QCoreApplication.translate("takenoko", "{a}–{b} diamond").format(a=colours[0], b=colours[1])
        return QCoreApplication.translate("takenoko", "{colour} {shape}").format(
            colour=colours[0], shape=label("shape", card.shape)
        )
    if card.type == GARDENER_TYPE:
        colour = label("colour", COLOUR_IDS[card.colour])
        if card.count > 1:
            return QCoreApplication.translate(
                "takenoko", QT_TRANSLATE_N_NOOP("takenoko", "%n {colour} stalks of 3"), None, card.count
            ).format(colour=colour)
        imp = _improvement_of(card)
        return QCoreApplication.translate("takenoko", "{colour} stalk of 4, {improvement}").format(
            colour=colour, improvement=label("improvement", imp)
        )
    parts = []
    for c, n in zip(("green", "yellow", "pink"), card.needs):
        parts += [label("colour", c)] * n
    return QCoreApplication.translate("takenoko", "Panda eats {items}").format(items=" + ".join(parts))


def card_type_name(card: Card) -> str:
    return label("deck", ("plot", "gardener", "panda")[card.type])


def _provisional(key: str) -> str:
    return tr(QT_TRANSLATE_NOOP("takenoko", "Provisional: {note}")).format(
        note=QCoreApplication.translate("engine", PROVISIONAL[key])
    )


def card_tooltip(card: Card | str) -> str:
    """An objective card's full text (§3, §6.6): its type and name, what it
    asks for, what it scores, and the "provisional" note of a fact the spec
    does not confirm (§3.1.2 two-colour diamonds, §3.2 stalks of exactly 3)."""
    card = card if isinstance(card, Card) else CARD_BY_ID[card]
    lines: list[str] = []
    if card.type == PLOT_TYPE:
        lines += _plot_objective_lines(card)
    elif card.type == GARDENER_TYPE:
        lines += _gardener_objective_lines(card)
    else:
        lines += _panda_objective_lines(card)
    lines.append(
        QCoreApplication.translate(
            "takenoko", QT_TRANSLATE_N_NOOP("takenoko", "Completed: %n points"), None, card.points
        )
    )
    return art.tip_html(f"{card_type_name(card)}: {card_name(card)}", *lines)


def _plot_objective_lines(card: Card) -> list[str]:
    """What a plot objective asks for (docs/rules/takenoko.md §3.1), with the
    provisional note of the two-colour diamonds (§10.2)."""
    lines: list[str] = []
    if card.shape == MIXED_DIAMOND:
        a, b = (label("colour", COLOUR_IDS[c]) for c in card.colours)
        lines.append(
            tr(
                QT_TRANSLATE_NOOP(
                    "takenoko",
                    "4 irrigated plots in a diamond: {a} on one tip and the middle beside it, {b} on the other two",
                )
            ).format(a=a, b=b)
        )
    else:
        lines.append(
            QCoreApplication.translate(
                "takenoko",
                QT_TRANSLATE_N_NOOP("takenoko", "%n irrigated {colour} plots, shape: {shape}"),
                None,
                len(SHAPES[card.shape]),
            ).format(
                colour=label("colour", COLOUR_IDS[card.colours[0]]),
                shape=label("shape", card.shape),
            )
        )
    lines.append(
        tr(QT_TRANSLATE_NOOP("takenoko", "Turned any way, never mirrored; improvements and bamboo do not matter"))
    )
    if card.shape == MIXED_DIAMOND:
        lines.append(_provisional("mixed_diamond_handedness"))
    return lines


def _gardener_objective_lines(card: Card) -> list[str]:
    """What a gardener objective asks for (docs/rules/takenoko.md §3.2), with the
    provisional note of the stalks of exactly 3 (§10.5)."""
    lines: list[str] = []
    colour = label("colour", COLOUR_IDS[card.colour])
    if card.count > 1:
        lines.append(
            QCoreApplication.translate(
                "takenoko",
                QT_TRANSLATE_N_NOOP(
                    "takenoko",
                    "%n {colour} plots, each with a bamboo stalk of height {height} exactly "
                    "(improvements do not matter)",
                ),
                None,
                card.count,
            ).format(colour=colour, height=card.height)
        )
        lines.append(_provisional("gardener_exact_three"))
    elif card.improvement == NONE:
        lines.append(
            QCoreApplication.translate(
                "takenoko",
                QT_TRANSLATE_N_NOOP(
                    "takenoko", "A {colour} bamboo stalk of exactly %n sections on a plot with no improvement"
                ),
                None,
                card.height,
            ).format(colour=colour)
        )
    else:
        lines.append(
            QCoreApplication.translate(
                "takenoko",
                QT_TRANSLATE_N_NOOP(
                    "takenoko",
                    "A {colour} bamboo stalk of exactly %n sections on a plot with a {improvement} (printed or token)",
                ),
                None,
                card.height,
            ).format(
                colour=colour,
                improvement=label("improvement", _improvement_of(card)),
            )
        )
    return lines


def _panda_objective_lines(card: Card) -> list[str]:
    """What a panda objective asks for (docs/rules/takenoko.md §3.3)."""
    lines: list[str] = []
    parts = []
    for c, n in zip(("green", "yellow", "pink"), card.needs):
        parts += [label("colour", c)] * n
    lines.append(
        tr(
            QT_TRANSLATE_NOOP(
                "takenoko",
                "Bamboo sections in your stock: {items}; they go back to the supply when you complete it",
            )
        ).format(items=" + ".join(parts))
    )
    return lines


# -- colours -----------------------------------------------------------------------------------
PLOT_FILL = {"green": QColor("#9ccc65"), "yellow": QColor("#ffe066"), "pink": QColor("#f8a5c2")}
PLOT_EDGE = {"green": QColor("#557f2a"), "yellow": QColor("#b38f00"), "pink": QColor("#b54f7a")}
BAMBOO = {"green": QColor("#3f8f2a"), "yellow": QColor("#e0a800"), "pink": QColor("#d6336c")}
BAMBOO_LIGHT = {"green": QColor("#7bc950"), "yellow": QColor("#ffd43b"), "pink": QColor("#f783ac")}
INK = QColor("#2b2b2b")
WATER = QColor("#1e88e5")
WATER_DARK = QColor("#0d47a1")
WATER_LIGHT = QColor("#90caf9")
POND_FILL = QColor("#64b5f6")
EMPTY_FILL = QColor(255, 255, 255, 70)
EMPTY_EDGE = QColor("#a09a88")
CARD_BAND = {PLOT_TYPE: QColor("#8d6e63"), GARDENER_TYPE: QColor("#4c8c3a"), PANDA_TYPE: QColor("#37474f")}
CARD_PAPER = QColor("#fbf6ea")
MARK_GOLD = QColor("#283593")  # cells that fulfil an objective (indigo: readable on every plot colour)
MARK_RED = QColor("#d50000")
MARK_LAST = QColor("#ef6c00")  # the cell of the last move


def hex_polygon(center: QPointF, size: float) -> QPolygonF:
    return art.hex_polygon(center, size, "pointy")


def _font(px: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, int(round(px))))
    font.setBold(bold)
    return font


def draw_text(
    p: QPainter,
    rect: QRectF,
    text: str,
    px: float,
    color: QColor = INK,
    bold: bool = True,
    flags=Qt.AlignmentFlag.AlignCenter,
    halo: QColor | None = None,
) -> None:
    p.save()
    font = _font(px, bold)
    p.setFont(font)
    # shrink to fit the width
    width = p.fontMetrics().horizontalAdvance(text)
    if width > rect.width() > 0 and text:
        font = _font(px * rect.width() / width, bold)
        p.setFont(font)
    if halo is not None:
        p.setPen(halo)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            p.drawText(rect.translated(dx * px / 14, dy * px / 14), int(flags), text)
    p.setPen(color)
    p.drawText(rect, int(flags), text)
    p.restore()


# -- pieces ------------------------------------------------------------------------------------
def draw_plot_base(p: QPainter, center: QPointF, size: float, colour: str, show_letter: bool = True) -> None:
    """A plot tile: its colour, a lighter inner hex and the colour's letter at the top."""
    p.save()
    p.setPen(_pen(PLOT_EDGE[colour], size * 0.05))
    p.setBrush(PLOT_FILL[colour])
    p.drawPolygon(hex_polygon(center, size * 0.98))
    inner = QColor(PLOT_FILL[colour]).lighter(112)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(inner)
    p.drawPolygon(hex_polygon(center, size * 0.80))
    p.restore()
    if show_letter:
        draw_letter(p, QPointF(center.x(), center.y() - size * 0.60), size * 0.34, colour)


def draw_letter(p: QPainter, center: QPointF, px: float, colour: str) -> None:
    rect = QRectF(center.x() - px, center.y() - px * 0.7, 2 * px, px * 1.4)
    draw_text(p, rect, letter(colour), px, PLOT_EDGE[colour].darker(160))


def draw_bamboo(
    p: QPainter, bottom: QPointF, height: int, colour: str, seg_h: float, seg_w: float, leaf: bool = True
) -> None:
    """A stalk of ``height`` stacked segments standing on ``bottom`` (its base centre)."""
    if height <= 0:
        return
    p.save()
    dark, light = BAMBOO[colour], BAMBOO_LIGHT[colour]
    outline = _pen(dark.darker(170), max(0.6, seg_w * 0.09))
    gap = seg_h * 0.08
    for k in range(height):
        y = bottom.y() - (k + 1) * seg_h
        rect = QRectF(bottom.x() - seg_w / 2, y + gap / 2, seg_w, seg_h - gap)
        grad = QLinearGradient(rect.topLeft(), rect.topRight())
        grad.setColorAt(0.0, light)
        grad.setColorAt(0.55, dark)
        grad.setColorAt(1.0, dark.darker(125))
        p.setPen(outline)
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(rect, seg_w * 0.22, seg_w * 0.22)
        # the node ring at the top of each segment
        p.setPen(_pen(dark.darker(190), max(0.6, seg_w * 0.12)))
        p.drawLine(
            QPointF(rect.left() + seg_w * 0.12, rect.top() + seg_h * 0.14),
            QPointF(rect.right() - seg_w * 0.12, rect.top() + seg_h * 0.14),
        )
    if leaf:
        top = QPointF(bottom.x() + seg_w * 0.35, bottom.y() - height * seg_h + seg_h * 0.2)
        path = QPainterPath(top)
        tip = QPointF(top.x() + seg_w * 1.3, top.y() - seg_h * 0.55)
        path.quadTo(QPointF(top.x() + seg_w * 0.7, top.y() - seg_h * 0.9), tip)
        path.quadTo(QPointF(top.x() + seg_w * 0.9, top.y() - seg_h * 0.05), top)
        p.setPen(outline)
        p.setBrush(QColor("#43a047") if colour != "green" else QColor("#2e7d32"))
        p.drawPath(path)
    p.restore()


def draw_drop(p: QPainter, center: QPointF, size: float) -> None:
    """The irrigated mark: a water drop."""
    p.save()
    path = QPainterPath()
    top = QPointF(center.x(), center.y() - size * 0.62)
    path.moveTo(top)
    path.cubicTo(
        QPointF(center.x() + size * 0.12, center.y() - size * 0.3),
        QPointF(center.x() + size * 0.48, center.y() - size * 0.02),
        QPointF(center.x() + size * 0.46, center.y() + size * 0.18),
    )
    path.arcTo(QRectF(center.x() - size * 0.46, center.y() - size * 0.28, size * 0.92, size * 0.92), 0, -180)
    path.cubicTo(
        QPointF(center.x() - size * 0.48, center.y() - size * 0.02),
        QPointF(center.x() - size * 0.12, center.y() - size * 0.3),
        top,
    )
    p.setPen(_pen("#ffffff", size * 0.16))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setPen(_pen(WATER_DARK, size * 0.07))
    p.setBrush(WATER)
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 200))
    p.drawEllipse(QPointF(center.x() - size * 0.16, center.y() + size * 0.12), size * 0.09, size * 0.14)
    p.restore()


def draw_improvement(p: QPainter, rect: QRectF, kind: str, style: str = "plain") -> None:
    """An improvement icon in ``rect``. ``style``: "printed" (square plate, part of
    the tile), "token" (round chip placed on it) or "plain" (the bare icon)."""
    p.save()
    c = rect.center()
    s = _draw_improvement_plate(p, c, min(rect.width(), rect.height()), style)
    box = QRectF(c.x() - s / 2, c.y() - s / 2, s, s)
    if kind == "watershed":
        _draw_watershed(p, box, c, s)
    elif kind == "enclosure":
        _draw_enclosure(p, box, s)
    elif kind == "fertilizer":
        _draw_fertilizer(p, box, c, s)
    else:  # "none": the crossed-out improvement of the gardener cards
        _draw_no_improvement(p, c, s)
    p.restore()


def _draw_improvement_plate(p: QPainter, c: QPointF, s: float, style: str) -> float:
    """The square plate of a printed improvement or the round chip of a token
    (nothing for "plain"); the size left for the icon inside."""
    if style == "printed":
        plate = QRectF(c.x() - s / 2, c.y() - s / 2, s, s)
        p.setPen(_pen("#5d4037", s * 0.06))
        p.setBrush(QColor("#fff8e1"))
        p.drawRoundedRect(plate, s * 0.12, s * 0.12)
        return s * 0.8
    elif style == "token":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawEllipse(QPointF(c.x() + s * 0.05, c.y() + s * 0.07), s / 2, s / 2)
        p.setPen(_pen("#3e2723", s * 0.07))
        p.setBrush(QColor("#fffdf7"))
        p.drawEllipse(c, s / 2, s / 2)
        return s * 0.72
    return s


def _draw_watershed(p: QPainter, box: QRectF, c: QPointF, s: float) -> None:
    """The watershed (docs/rules/takenoko.md §6.5): a basin with waves and a drop."""
    p.setPen(_pen(WATER_DARK, s * 0.07))
    p.setBrush(WATER_LIGHT)
    basin = QPainterPath()
    basin.moveTo(box.left() + s * 0.05, box.top() + s * 0.3)
    basin.lineTo(box.right() - s * 0.05, box.top() + s * 0.3)
    basin.lineTo(box.right() - s * 0.18, box.bottom() - s * 0.08)
    basin.lineTo(box.left() + s * 0.18, box.bottom() - s * 0.08)
    basin.closeSubpath()
    p.drawPath(basin)
    p.setPen(_pen(WATER_DARK, s * 0.08))
    for y in (0.5, 0.7):
        wave = QPainterPath(QPointF(box.left() + s * 0.22, box.top() + s * y))
        for i in range(3):
            x0 = box.left() + s * (0.22 + 0.19 * i)
            wave.quadTo(QPointF(x0 + s * 0.095, box.top() + s * (y - 0.08)), QPointF(x0 + s * 0.19, box.top() + s * y))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(wave)
    draw_drop(p, QPointF(c.x(), box.top() + s * 0.12), s * 0.3)


def _draw_enclosure(p: QPainter, box: QRectF, s: float) -> None:
    """The enclosure (docs/rules/takenoko.md §6.5): a wooden fence."""
    wood, dark = QColor("#c08a4f"), QColor("#5d3a1a")
    p.setPen(_pen(dark, s * 0.06))
    p.setBrush(wood)
    for y in (0.42, 0.70):
        p.drawRect(QRectF(box.left() + s * 0.02, box.top() + s * y, s * 0.96, s * 0.1))
    for i in range(4):
        x = box.left() + s * (0.07 + 0.25 * i)
        post = QPolygonF(
            [
                QPointF(x, box.bottom() - s * 0.04),
                QPointF(x, box.top() + s * 0.22),
                QPointF(x + s * 0.08, box.top() + s * 0.06),
                QPointF(x + s * 0.16, box.top() + s * 0.22),
                QPointF(x + s * 0.16, box.bottom() - s * 0.04),
            ]
        )
        p.drawPolygon(post)


def _draw_fertilizer(p: QPainter, box: QRectF, c: QPointF, s: float) -> None:
    """The fertilizer (docs/rules/takenoko.md §6.5): a bag with a sprout and a plus."""
    dark = QColor("#4e342e")
    p.setPen(_pen(dark, s * 0.06))
    p.setBrush(QColor("#a1887f"))
    bag = QPainterPath()
    bag.moveTo(box.left() + s * 0.3, box.top() + s * 0.36)
    bag.lineTo(box.right() - s * 0.3, box.top() + s * 0.36)
    bag.cubicTo(
        QPointF(box.right() - s * 0.02, box.top() + s * 0.5),
        QPointF(box.right(), box.bottom()),
        QPointF(c.x() + s * 0.2, box.bottom() - s * 0.02),
    )
    bag.lineTo(c.x() - s * 0.2, box.bottom() - s * 0.02)
    bag.cubicTo(
        QPointF(box.left(), box.bottom()),
        QPointF(box.left() + s * 0.02, box.top() + s * 0.5),
        QPointF(box.left() + s * 0.3, box.top() + s * 0.36),
    )
    p.drawPath(bag)
    p.drawLine(
        QPointF(box.left() + s * 0.32, box.top() + s * 0.44), QPointF(box.right() - s * 0.32, box.top() + s * 0.44)
    )
    # a sprout growing from the bag
    p.setPen(_pen("#1b5e20", s * 0.06))
    p.drawLine(QPointF(c.x(), box.top() + s * 0.36), QPointF(c.x(), box.top() + s * 0.12))
    p.setBrush(QColor("#66bb6a"))
    for sign in (-1, 1):
        leaf = QPainterPath(QPointF(c.x(), box.top() + s * 0.2))
        leaf.quadTo(
            QPointF(c.x() + sign * s * 0.05, box.top() - s * 0.04),
            QPointF(c.x() + sign * s * 0.26, box.top() + s * 0.04),
        )
        leaf.quadTo(QPointF(c.x() + sign * s * 0.2, box.top() + s * 0.2), QPointF(c.x(), box.top() + s * 0.2))
        p.drawPath(leaf)
    # a plus: it doubles the growth
    p.setPen(_pen("#fff8e1", s * 0.09))
    p.drawLine(QPointF(c.x() - s * 0.13, c.y() + s * 0.2), QPointF(c.x() + s * 0.13, c.y() + s * 0.2))
    p.drawLine(QPointF(c.x(), c.y() + s * 0.07), QPointF(c.x(), c.y() + s * 0.33))


def _draw_no_improvement(p: QPainter, c: QPointF, s: float) -> None:
    """No improvement (the gardener cards asking for none): a crossed-out circle."""
    p.setPen(_pen("#616161", s * 0.09))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, s * 0.42, s * 0.42)
    p.drawLine(QPointF(c.x() - s * 0.3, c.y() + s * 0.3), QPointF(c.x() + s * 0.3, c.y() - s * 0.3))


def draw_pond(p: QPainter, center: QPointF, size: float, with_label: bool = True) -> None:
    p.save()
    grad = QRadialGradient(center, size)
    grad.setColorAt(0.0, QColor("#bbdefb"))
    grad.setColorAt(1.0, POND_FILL)
    p.setPen(_pen("#1565c0", size * 0.05))
    p.setBrush(QBrush(grad))
    p.drawPolygon(hex_polygon(center, size * 0.98))
    p.setPen(_pen(QColor(255, 255, 255, 170), size * 0.035))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for dy, w in ((-0.28, 0.42), (0.02, 0.55), (0.32, 0.36)):
        y = center.y() + size * dy
        path = QPainterPath(QPointF(center.x() - size * w, y))
        n = 3
        for i in range(n):
            x0 = center.x() - size * w + 2 * size * w * i / n
            x1 = center.x() - size * w + 2 * size * w * (i + 1) / n
            path.quadTo(QPointF((x0 + x1) / 2, y - size * 0.06), QPointF(x1, y))
        p.drawPath(path)
    # a lotus leaf
    p.setPen(_pen("#2e7d32", size * 0.03))
    p.setBrush(QColor("#66bb6a"))
    leaf = QRectF(center.x() + size * 0.18, center.y() - size * 0.6, size * 0.3, size * 0.22)
    p.drawPie(leaf, 30 * 16, 320 * 16)
    p.restore()
    if with_label:
        # Above the panda and the gardener (they start here, low left and right)
        # and under the leaf; a long name ("Estanque") shrinks rather than hides.
        draw_text(
            p,
            QRectF(center.x() - size * 0.6, center.y() - size * 0.36, size * 1.2, size * 0.26),
            label("figure", "pond"),
            size * 0.2,
            QColor("#0d2a4a"),
            halo=QColor(255, 255, 255, 160),
        )


def draw_panda(p: QPainter, center: QPointF, r: float) -> None:
    """The panda token: a white face with black ears and eye patches on a dark rim."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawEllipse(QPointF(center.x() + r * 0.1, center.y() + r * 0.14), r, r)
    p.setPen(_pen("#111111", r * 0.12))
    p.setBrush(QColor("#111111"))
    for sign in (-1, 1):
        p.drawEllipse(QPointF(center.x() + sign * r * 0.62, center.y() - r * 0.66), r * 0.3, r * 0.3)
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(center, r * 0.9, r * 0.84)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#111111"))
    for sign in (-1, 1):
        p.save()
        p.translate(center.x() + sign * r * 0.34, center.y() - r * 0.06)
        p.rotate(sign * -30)
        p.drawEllipse(QPointF(0, 0), r * 0.2, r * 0.28)
        p.restore()
    p.setBrush(QColor("#ffffff"))
    for sign in (-1, 1):
        p.drawEllipse(QPointF(center.x() + sign * r * 0.32, center.y() - r * 0.1), r * 0.07, r * 0.07)
    p.setBrush(QColor("#111111"))
    p.drawEllipse(QPointF(center.x(), center.y() + r * 0.3), r * 0.13, r * 0.09)
    p.restore()


def draw_gardener(p: QPainter, center: QPointF, r: float) -> None:
    """The gardener token: a face under a wide conical straw hat on a red rim."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawEllipse(QPointF(center.x() + r * 0.1, center.y() + r * 0.14), r, r)
    p.setPen(_pen("#7f1d1d", r * 0.12))
    p.setBrush(QColor("#c62828"))
    p.drawEllipse(center, r, r)
    p.setPen(_pen("#5d4037", r * 0.07))
    p.setBrush(QColor("#ffe0b2"))
    p.drawEllipse(QPointF(center.x(), center.y() + r * 0.2), r * 0.48, r * 0.46)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#3e2723"))
    for sign in (-1, 1):
        p.drawEllipse(QPointF(center.x() + sign * r * 0.18, center.y() + r * 0.2), r * 0.06, r * 0.06)
    hat = QPolygonF(
        [
            QPointF(center.x() - r * 0.95, center.y() - r * 0.06),
            QPointF(center.x(), center.y() - r * 0.78),
            QPointF(center.x() + r * 0.95, center.y() - r * 0.06),
        ]
    )
    p.setPen(_pen("#6d4c1f", r * 0.09))
    p.setBrush(QColor("#e8c15a"))
    p.drawPolygon(hat)
    p.setPen(_pen("#a67c2e", r * 0.05))
    p.drawLine(
        QPointF(center.x() - r * 0.45, center.y() - r * 0.3), QPointF(center.x() + r * 0.45, center.y() - r * 0.3)
    )
    p.restore()


def draw_channel(p: QPainter, a: QPointF, b: QPointF, width: float) -> None:
    """An irrigation channel along an edge (a blue stick)."""
    p.save()
    p.setPen(_pen("#0b2e59", width * 1.5))
    p.drawLine(a, b)
    p.setPen(_pen("#42a5f5", width))
    p.drawLine(a, b)
    p.setPen(_pen(QColor(255, 255, 255, 150), width * 0.25))
    p.drawLine(a, b)
    p.restore()


def draw_plot_tile(
    p: QPainter,
    center: QPointF,
    size: float,
    colour: str,
    improvement: str = "none",
    printed: bool = False,
    bamboo: int = 0,
    irrigated: bool = False,
    show_letter: bool = True,
) -> None:
    """A whole plot as the garden shows it (positions relative to ``size``, the hex radius)."""
    draw_plot_base(p, center, size, colour, show_letter)
    if improvement != "none":
        s = size * 0.42
        draw_improvement(
            p,
            QRectF(center.x() - size * 0.65, center.y() - size * 0.42, s, s),
            improvement,
            "printed" if printed else "token",
        )
    if irrigated:
        draw_drop(p, QPointF(center.x() + size * 0.50, center.y() - size * 0.24), size * 0.30)
    draw_bamboo(p, QPointF(center.x(), center.y() + size * 0.52), bamboo, colour, size * 0.23, size * 0.26)


# -- weather die and actions -------------------------------------------------------------------
def _cloud(p: QPainter, c: QPointF, s: float, fill: QColor) -> None:
    p.setPen(_pen("#546e7a", s * 0.05))
    p.setBrush(fill)
    path = QPainterPath()
    for dx, dy, r in ((-0.22, 0.05, 0.2), (0.0, -0.08, 0.26), (0.24, 0.04, 0.2), (0.0, 0.12, 0.2)):
        path.addEllipse(QPointF(c.x() + dx * s, c.y() + dy * s), r * s, r * s)
    p.drawPath(path.simplified())


def draw_weather(p: QPainter, rect: QRectF, face: str, die: bool = True) -> None:
    """A weather die face (a rounded white die) with its symbol."""
    p.save()
    s = min(rect.width(), rect.height())
    c = rect.center()
    if die:
        box = QRectF(c.x() - s / 2 + 1, c.y() - s / 2 + 1, s - 2, s - 2)
        p.setPen(_pen("#5f6b73", s * 0.04))
        p.setBrush(QColor("#fffdf8"))
        p.drawRoundedRect(box, s * 0.18, s * 0.18)
        s *= 0.8
    if face == "sun":
        p.setPen(_pen("#ef6c00", s * 0.06))
        for i in range(8):
            a = math.radians(45 * i)
            p.drawLine(
                QPointF(c.x() + math.cos(a) * s * 0.3, c.y() + math.sin(a) * s * 0.3),
                QPointF(c.x() + math.cos(a) * s * 0.45, c.y() + math.sin(a) * s * 0.45),
            )
        p.setBrush(QColor("#ffca28"))
        p.drawEllipse(c, s * 0.22, s * 0.22)
    elif face == "rain":
        _cloud(p, QPointF(c.x(), c.y() - s * 0.12), s * 0.8, QColor("#cfd8dc"))
        for dx in (-0.18, 0.0, 0.18):
            draw_drop(p, QPointF(c.x() + dx * s, c.y() + s * 0.3), s * 0.2)
    elif face == "wind":
        p.setPen(_pen("#455a64", s * 0.07))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for dy, w in ((-0.2, 0.7), (0.0, 0.85), (0.2, 0.6)):
            y = c.y() + dy * s
            path = QPainterPath(QPointF(c.x() - s * 0.42, y))
            path.lineTo(QPointF(c.x() - s * 0.42 + s * w * 0.7, y))
            path.arcTo(QRectF(c.x() - s * 0.42 + s * w * 0.7 - s * 0.08, y - s * 0.16, s * 0.16, s * 0.16), -90, 200)
            p.drawPath(path)
    elif face == "storm":
        _cloud(p, QPointF(c.x(), c.y() - s * 0.15), s * 0.8, QColor("#90a4ae"))
        bolt = QPolygonF(
            [
                QPointF(c.x() + s * 0.02, c.y() - s * 0.05),
                QPointF(c.x() - s * 0.14, c.y() + s * 0.2),
                QPointF(c.x() - s * 0.01, c.y() + s * 0.2),
                QPointF(c.x() - s * 0.08, c.y() + s * 0.44),
                QPointF(c.x() + s * 0.16, c.y() + s * 0.12),
                QPointF(c.x() + s * 0.03, c.y() + s * 0.12),
                QPointF(c.x() + s * 0.12, c.y() - s * 0.05),
            ]
        )
        p.setPen(_pen("#e65100", s * 0.035))
        p.setBrush(QColor("#ffd600"))
        p.drawPolygon(bolt)
    elif face == "clouds":
        _cloud(p, QPointF(c.x() - s * 0.08, c.y() - s * 0.04), s * 0.7, QColor("#eceff1"))
        _cloud(p, QPointF(c.x() + s * 0.14, c.y() + s * 0.14), s * 0.6, QColor("#cfd8dc"))
    else:  # question
        draw_text(p, QRectF(c.x() - s / 2, c.y() - s / 2, s, s), "?", s * 0.75, QColor("#6a1b9a"))
    p.restore()


def draw_action(p: QPainter, rect: QRectF, action: str) -> None:
    """The icon of one of the five actions."""
    p.save()
    s = min(rect.width(), rect.height())
    c = rect.center()
    if action == "plot":
        draw_plot_base(p, QPointF(c.x() - s * 0.12, c.y() + s * 0.08), s * 0.3, "green", show_letter=False)
        draw_plot_base(p, QPointF(c.x() + s * 0.16, c.y() - s * 0.1), s * 0.3, "pink", show_letter=False)
        p.setPen(_pen("#33691e", s * 0.07))
        p.drawLine(QPointF(c.x() + s * 0.3, c.y() + s * 0.22), QPointF(c.x() + s * 0.3, c.y() + s * 0.44))
        p.drawLine(QPointF(c.x() + s * 0.19, c.y() + s * 0.33), QPointF(c.x() + s * 0.41, c.y() + s * 0.33))
    elif action == "irrigation":
        draw_channel(
            p, QPointF(c.x() - s * 0.36, c.y() + s * 0.28), QPointF(c.x() + s * 0.2, c.y() - s * 0.28), s * 0.1
        )
        draw_drop(p, QPointF(c.x() + s * 0.22, c.y() + s * 0.2), s * 0.34)
    elif action == "gardener":
        draw_gardener(p, c, s * 0.4)
    elif action == "panda":
        draw_panda(p, c, s * 0.4)
    else:  # objective
        for k, t in enumerate((PLOT_TYPE, GARDENER_TYPE, PANDA_TYPE)):
            r = QRectF(c.x() - s * 0.3 + k * s * 0.12, c.y() - s * 0.36 + k * s * 0.06, s * 0.42, s * 0.58)
            draw_card_back(p, r, t)
    p.restore()


# -- objective cards ---------------------------------------------------------------------------
def _mini_hexes(p: QPainter, rect: QRectF, cells: list[tuple[tuple[int, int], str]]) -> None:
    """A plot pattern as mini hexes fitted in ``rect``, each with its colour and letter."""
    unit = hexgrid.HexLayout("pointy", 1.0)
    pts = [unit.to_pixel(h) for h, _ in cells]
    xs = [x for x, _ in pts]
    ys = [y for _, y in pts]
    w = max(xs) - min(xs) + math.sqrt(3)
    h = max(ys) - min(ys) + 2
    size = min(rect.width() / w, rect.height() / h)
    cx = rect.center().x() - (max(xs) + min(xs)) / 2 * size
    cy = rect.center().y() - (max(ys) + min(ys)) / 2 * size
    for (x, y), (_, colour) in zip(pts, cells):
        center = QPointF(cx + x * size, cy + y * size)
        p.setPen(_pen(PLOT_EDGE[colour], max(0.8, size * 0.08)))
        p.setBrush(PLOT_FILL[colour])
        p.drawPolygon(hex_polygon(center, size * 0.94))
        draw_text(
            p,
            QRectF(center.x() - size, center.y() - size * 0.5, 2 * size, size),
            letter(colour),
            size * 0.7,
            PLOT_EDGE[colour].darker(170),
        )
        draw_drop(p, QPointF(center.x() + size * 0.5, center.y() + size * 0.45), size * 0.32)


def plot_card_cells(card: Card) -> list[tuple[tuple[int, int], str]]:
    if card.shape == MIXED_DIAMOND:
        x_cells, y_cells = mixed_diamond_cells()
        x, y = (COLOUR_IDS[c] for c in card.colours)
        return [(h, x) for h in x_cells] + [(h, y) for h in y_cells]
    colour = COLOUR_IDS[card.colours[0]]
    return [(h, colour) for h in SHAPES[card.shape]]


def draw_card_back(p: QPainter, rect: QRectF, card_type: int) -> None:
    p.save()
    band = CARD_BAND[card_type]
    p.setPen(_pen(band.darker(150), max(1.0, rect.width() * 0.03)))
    p.setBrush(band)
    radius = rect.width() * 0.1
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1)
    p.setPen(_pen(QColor(255, 255, 255, 120), max(0.8, rect.width() * 0.025)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    s = min(inner.width(), inner.height()) * 0.7
    icon = QRectF(inner.center().x() - s / 2, inner.center().y() - s / 2, s, s)
    if card_type == PLOT_TYPE:
        draw_plot_base(p, icon.center(), s * 0.45, "yellow", show_letter=False)
    elif card_type == GARDENER_TYPE:
        draw_gardener(p, icon.center(), s * 0.4)
    else:
        draw_panda(p, icon.center(), s * 0.4)
    p.restore()


def draw_card(p: QPainter, rect: QRectF, card: Card, show_name: bool = False) -> None:
    """An objective card face: a type band with the points, the requirement drawn."""
    p.save()
    w, h = rect.width(), rect.height()
    band = _draw_card_band(p, rect, card)
    body = QRectF(rect.left() + w * 0.08, band.bottom() + h * 0.04, w * 0.84, h * (0.5 if show_name else 0.7))
    if card.type == PLOT_TYPE:
        _mini_hexes(p, body, plot_card_cells(card))
    elif card.type == GARDENER_TYPE:
        _draw_gardener_requirement(p, body, card, w)
    else:
        _draw_panda_requirement(p, body, card)
    if show_name:
        _draw_card_name(p, rect, body, card)
    p.restore()


def _draw_card_band(p: QPainter, rect: QRectF, card: Card) -> QRectF:
    """The card's paper and its band in the colour of its type, with the type's
    icon on the left and the points on the right; the band's rectangle."""
    w, h = rect.width(), rect.height()
    band_colour = CARD_BAND[card.type]
    radius = w * 0.09
    p.setPen(_pen(band_colour.darker(140), max(1.0, w * 0.025)))
    p.setBrush(CARD_PAPER)
    p.drawRoundedRect(rect, radius, radius)
    band = QRectF(rect.left(), rect.top(), w, h * 0.2)
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    p.save()
    p.setClipPath(clip)
    p.fillRect(band, band_colour)
    p.restore()
    # type icon (left of the band) and points (right)
    icon = QRectF(band.left() + w * 0.04, band.top() + h * 0.015, h * 0.17, h * 0.17)
    if card.type == PLOT_TYPE:
        p.setPen(_pen("#ffffff", max(0.8, w * 0.02)))
        p.setBrush(QColor("#d7ccc8"))
        p.drawPolygon(hex_polygon(icon.center(), icon.width() * 0.45))
    elif card.type == GARDENER_TYPE:
        draw_gardener(p, icon.center(), icon.width() * 0.4)
    else:
        draw_panda(p, icon.center(), icon.width() * 0.4)
    pts = QPointF(band.right() - h * 0.11, band.center().y())
    p.setPen(_pen("#3e2723", max(0.8, w * 0.02)))
    p.setBrush(QColor("#fff3c4"))
    p.drawEllipse(pts, h * 0.085, h * 0.085)
    draw_text(
        p,
        QRectF(pts.x() - h * 0.09, pts.y() - h * 0.09, h * 0.18, h * 0.18),
        str(card.points),
        h * 0.12,
        QColor("#3e2723"),
    )
    return band


def _draw_gardener_requirement(p: QPainter, body: QRectF, card: Card, w: float) -> None:
    """A gardener objective (docs/rules/takenoko.md §3.2): one stalk of 4 beside its
    improvement, or several stalks of 3 with their count."""
    colour = COLOUR_IDS[card.colour]
    if card.count == 1:
        seg_h = body.height() / 5.0
        draw_bamboo(
            p,
            QPointF(body.center().x() - w * 0.12, body.bottom() - seg_h * 0.2),
            4,
            colour,
            seg_h,
            seg_h * 0.9,
            leaf=False,
        )
        s = min(body.width() * 0.4, body.height() * 0.42)
        draw_improvement(
            p,
            QRectF(body.center().x() + w * 0.06, body.bottom() - s - seg_h * 0.2, s, s),
            _improvement_of(card),
            "plain",
        )
        draw_letter(p, QPointF(body.center().x() + w * 0.06 + s / 2, body.top() + seg_h * 0.8), seg_h * 1.0, colour)
    else:
        seg_h = body.height() / 4.2
        n = card.count
        step = min(body.width() / (n + 0.6), seg_h * 1.05)
        x0 = body.center().x() - step * (n - 1) / 2
        for k in range(n):
            draw_bamboo(
                p,
                QPointF(x0 + k * step, body.bottom() - seg_h * 0.1),
                3,
                colour,
                seg_h,
                min(seg_h * 0.8, step * 0.8),
                leaf=False,
            )
        draw_text(
            p,
            QRectF(body.left(), body.top(), body.width(), seg_h * 1.1),
            f"{n}× {letter(colour)}",
            seg_h * 0.85,
            PLOT_EDGE[colour].darker(170),
        )


def _draw_panda_requirement(p: QPainter, body: QRectF, card: Card) -> None:
    """A panda objective (docs/rules/takenoko.md §3.3): the sections it asks for,
    lettered, under a panda."""
    colours = [c for c, n in zip(("green", "yellow", "pink"), card.needs) for _ in range(n)]
    n = len(colours)
    seg = min(body.height() * 0.42, body.width() / (n + 0.5))
    x0 = body.center().x() - seg * (n - 1) / 2
    for k, colour in enumerate(colours):
        seg_rect_bottom = QPointF(x0 + k * seg, body.bottom() - body.height() * 0.05)
        draw_bamboo(p, seg_rect_bottom, 1, colour, seg * 0.95, seg * 0.62, leaf=False)
        draw_letter(p, QPointF(x0 + k * seg, seg_rect_bottom.y() - seg * 1.3), seg * 0.42, colour)
    draw_panda(p, QPointF(body.center().x(), body.top() + body.height() * 0.22), body.height() * 0.2)


def _draw_card_name(p: QPainter, rect: QRectF, body: QRectF, card: Card) -> None:
    """The card's name under its requirement."""
    w, h = rect.width(), rect.height()
    name_rect = QRectF(
        rect.left() + w * 0.05, body.bottom() + h * 0.01, w * 0.9, rect.bottom() - body.bottom() - h * 0.03
    )
    p.setPen(INK)
    font = _font(h * 0.085, False)
    p.setFont(font)
    p.drawText(
        name_rect,
        int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
        card_name(card),
    )


def draw_plot_choice(p: QPainter, rect: QRectF, colour: str, imp: str) -> None:
    """A drawn plot tile (its colour and printed improvement ids) for the plot choice."""
    size = min(rect.width() / math.sqrt(3), rect.height() / 2) * 0.96
    draw_plot_tile(p, rect.center(), size, colour, imp, printed=imp != "none")


# -- icons for buttons ----------------------------------------------------------------------------
def make_icon(draw, size: int = 48) -> QIcon:
    """A QIcon from a drawing function ``draw(painter, QRectF)``."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    draw(painter, QRectF(2, 2, size - 4, size - 4))
    painter.end()
    return QIcon(pixmap)


def icon_for(kind: str, ident: str, size: int = 48) -> QIcon:
    """Button icons: ("action", id), ("weather", face), ("improvement", id),
    ("colour", id) (a plot), ("deck", type id), ("figure", panda/gardener), ("channel", "")."""

    def draw(p: QPainter, r: QRectF) -> None:
        c = r.center()
        s = min(r.width(), r.height())
        if kind == "action":
            draw_action(p, r, ident)
        elif kind == "weather":
            draw_weather(p, r, ident)
        elif kind == "improvement":
            draw_improvement(p, r.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08), ident, "token")
        elif kind == "colour":
            draw_plot_base(p, c, s * 0.52, ident)
        elif kind == "deck":
            card_type = {"plot": PLOT_TYPE, "gardener": GARDENER_TYPE, "panda": PANDA_TYPE}[ident]
            draw_card_back(p, QRectF(c.x() - s * 0.33, r.top(), s * 0.66, s), card_type)
        elif kind == "figure":
            (draw_panda if ident == "panda" else draw_gardener)(p, c, s * 0.4)
        elif kind == "channel":
            draw_channel(
                p,
                QPointF(r.left() + s * 0.15, r.bottom() - s * 0.15),
                QPointF(r.right() - s * 0.15, r.top() + s * 0.15),
                s * 0.12,
            )
        elif kind == "bamboo":
            draw_bamboo(
                p, QPointF(c.x() + s * 0.2, r.bottom() - s * 0.02), int(ident), "green", s * 0.235, s * 0.3, leaf=False
            )
            draw_text(p, QRectF(r.left(), r.top() + s * 0.1, s * 0.5, s * 0.6), ident, s * 0.55, INK)
        elif kind == "eraser":
            p.setPen(_pen("#8d6e63", s * 0.05))
            p.setBrush(QColor(255, 255, 255, 90))
            p.drawPolygon(hex_polygon(c, s * 0.45))
            p.setPen(_pen("#c62828", s * 0.09))
            p.drawLine(QPointF(c.x() - s * 0.22, c.y() - s * 0.22), QPointF(c.x() + s * 0.22, c.y() + s * 0.22))
            p.drawLine(QPointF(c.x() + s * 0.22, c.y() - s * 0.22), QPointF(c.x() - s * 0.22, c.y() + s * 0.22))

    return make_icon(draw, size)
