"""Azul: Queen's Garden art, drawn with QPainter on the shared primitives
(``ui/art.py``): hexagons (a colour fill, the colour's letter and the
pattern's own symbol with its value, so colour is never the only signal),
jokers, the garden elements (fountain, statue, bench, pavilion), empty
spaces, the supply's 6-point shield and the criteria of the wheel.

Names of colours, patterns and elements are the engine's own messages
(context ``engine``), so the log, the prompt and the board say the same word.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPolygonF

from ....core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP
from ....games.azul_queens_garden import data
from ... import art as kit

CONTEXT = "azul_queens_garden"

# §2.1: the six colours (two greens and two purples told apart by their letter too).
FILL = {
    "blue": QColor("#36a9c9"),
    "yellow": QColor("#f0c531"),
    "dark_green": QColor("#2d6e3a"),
    "light_green": QColor("#a5cf4c"),
    "dark_purple": QColor("#5a3a8e"),
    "light_purple": QColor("#e2a6d9"),
}
# The ink of the symbol on each colour: light on dark fills, dark on light ones.
INK = {
    "blue": QColor("#0c3440"),
    "yellow": QColor("#5b4300"),
    "dark_green": QColor("#f2f7e8"),
    "light_green": QColor("#243d06"),
    "dark_purple": QColor("#f4ecff"),
    "light_purple": QColor("#4a1746"),
}
# The letter of each colour on a hexagon and a colour criterion (§2.1: colour is never the
# only signal), from the colour's name in the language shown: translated while painting, so
# a language switch repaints it. data.COLOUR_LETTERS (the English ones) stays the engine's.
LETTERS_CONTEXT = "AzulLetters"
LETTER = {
    #: Azul colour letter on a hexagon: blue (English B). One character from your language's word
    #: for blue, different from the letters of the other five colours.
    "blue": QT_TRANSLATE_NOOP("AzulLetters", "B"),
    #: Azul colour letter on a hexagon: yellow (English Y). One character from your language's word
    #: for yellow, different from the letters of the other five colours.
    "yellow": QT_TRANSLATE_NOOP("AzulLetters", "Y"),
    #: Azul colour letter on a hexagon: green, the dark one (English G). One character from your
    #: language's word for green, different from the letters of the other five colours.
    "dark_green": QT_TRANSLATE_NOOP("AzulLetters", "G"),
    #: Azul colour letter on a hexagon: light green (English L). One character from your language's
    #: words for light green, different from the letters of the other five colours.
    "light_green": QT_TRANSLATE_NOOP("AzulLetters", "L"),
    #: Azul colour letter on a hexagon: purple, the dark one (English P). One character from your
    #: language's word for purple, different from the letters of the other five colours.
    "dark_purple": QT_TRANSLATE_NOOP("AzulLetters", "P"),
    #: Azul colour letter on a hexagon: lilac, the light purple (English K). One character from your
    #: language's word for lilac, different from the letters of the other five colours.
    "light_purple": QT_TRANSLATE_NOOP("AzulLetters", "K"),
}


def colour_letter(colour: str) -> str:
    """The letter of ``colour`` in the language shown (one character)."""
    return QCoreApplication.translate(LETTERS_CONTEXT, LETTER[colour])


VALUE = dict(zip(data.PATTERNS, data.PATTERN_VALUES))
NEUTRAL = QColor("#efe6cf")  # a pattern shown without a colour (the wheel, the buttons)
NEUTRAL_INK = QColor("#3b3222")
SPACE = QColor("#f4edda")
SPACE_EDGE = QColor("#b9aa86")
BOARD = QColor("#d9ccae")
ELEMENT = QColor("#c9bfa8")
JOKER = QColor("#8d9196")
FACE_DOWN = QColor("#b7a98a")
PROBLEM = QColor("#c0102a")
ACCENT = QColor("#ff7a00")
TEXT = QColor("#2b2418")
# Seat colours (the garden board and storage of each player, §2.6), each with its number.
SEATS = (QColor("#b03a2e"), QColor("#1f618d"), QColor("#b7950b"), QColor("#6c3483"))

COLOUR_NAME = dict(zip(data.COLOURS, data.COLOUR_NAMES))
PATTERN_NAME = dict(zip(data.PATTERNS, data.PATTERN_NAMES))


def colour_name(colour: str) -> str:
    return QCoreApplication.translate("engine", COLOUR_NAME[colour])


def pattern_name(pattern: str) -> str:
    return QCoreApplication.translate("engine", PATTERN_NAME[pattern])


def criterion_name(criterion: str) -> str:
    return colour_name(criterion) if criterion in FILL else pattern_name(criterion)


def hexagon_name(hexagon: str) -> str:
    colour, pattern = split(hexagon)
    return QCoreApplication.translate("engine", "{colour} {pattern}").format(
        colour=colour_name(colour), pattern=pattern_name(pattern)
    )


def translated(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def translated_n(text: str, n: int) -> str:
    """A counted text (QT_TRANSLATE_N_NOOP, ``%n``) in the plural form of ``n``."""
    return QCoreApplication.translate(CONTEXT, text, None, n)


def _provisional(text: str, provisional: bool) -> str:
    return text + " " + translated(QT_TRANSLATE_NOOP("azul_queens_garden", "(provisional)")) if provisional else text


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def hexagon_tooltip(hexagon: str, *, expansion: bool = False, joker_reward: int | None = None) -> str:
    """The full text of a tile or of a garden expansion (its printed hexagon,
    "x:" or ``expansion``) in the player's language: what it is, what placing
    it costs and what it scores in round scoring, in final scoring and as a
    storage penalty, with the values of data.py; "provisional" where the
    spec has no confirmed value (§4.1.B, §9.1 #31)."""
    expansion = expansion or hexagon.startswith("x:")
    colour, pattern = split(hexagon)
    p = data.PATTERN_INDEX[pattern]
    cost = data.PATTERN_VALUES[p]
    name = hexagon_name(hexagon)
    lines = [
        translated(
            QT_TRANSLATE_NOOP("azul_queens_garden", "Colour: {colour} · pattern: {pattern} (value {value})")
        ).format(colour=colour_name(colour), pattern=pattern_name(pattern), value=cost)
    ]
    if expansion:
        title = translated(QT_TRANSLATE_NOOP("azul_queens_garden", "Garden expansion: {hexagon}")).format(hexagon=name)
        lines.append(
            translated(
                QT_TRANSLATE_NOOP(
                    "azul_queens_garden",
                    "A pavilion, this printed hexagon and 5 free spaces; it counts as its printed "
                    "hexagon when acquiring and paying",
                )
            )
        )
    else:
        title = _cap(name)
    lines.append(_cost_line(cost))
    lines.append(_round_scoring_line(p, colour, pattern))
    lines.append(_final_scoring_line(p))
    if expansion:
        lines.append(_pavilion_line(joker_reward))
    lines.append(
        translated(QT_TRANSLATE_NOOP("azul_queens_garden", "Left in storage at the end: −{points}")).format(
            points=data.final_values()[p]
        )
    )
    return kit.tip_html(title, *lines)


def _cost_line(cost: int) -> str:
    """What placing a hexagon of this value costs (docs/rules/azul_queens_garden.md §4.1)."""
    if cost == 1:
        return translated(QT_TRANSLATE_NOOP("azul_queens_garden", "Cost to place: 1 (itself alone)"))
    return translated_n(
        QT_TRANSLATE_N_NOOP(
            "azul_queens_garden",
            "Cost to place: %n hexagons, itself included, all of one colour with "
            "different patterns or of one pattern with different colours (jokers may replace all but itself)",
        ),
        cost,
    )


def _round_scoring_line(p: int, colour: str, pattern: str) -> str:
    """What a hexagon scores in round scoring (docs/rules/azul_queens_garden.md §4.2)."""
    return _provisional(
        translated(
            QT_TRANSLATE_NOOP(
                "azul_queens_garden",
                "Round scoring: its value ({points}) in each round whose criteria include {colour} or "
                "{pattern} (twice if both)",
            )
        ).format(points=data.round_values()[p], colour=colour_name(colour), pattern=pattern_name(pattern)),
        data.is_provisional("round_values"),
    )


def _final_scoring_line(p: int) -> str:
    """What a hexagon scores in final scoring (docs/rules/azul_queens_garden.md §7.2)."""
    return translated(
        QT_TRANSLATE_NOOP(
            "azul_queens_garden",
            "Final scoring: its value ({points}) in every group of {least} or more hexagons "
            "sharing its colour or its pattern (+{bonus} for a group of {six})",
        )
    ).format(points=data.final_values()[p], least=data.GROUP_MIN, bonus=data.GROUP_OF_SIX_BONUS, six=data.GROUP_OF_SIX)


def _pavilion_line(joker_reward: int | None) -> str:
    """What a garden expansion's pavilion scores and gives when surrounded
    (docs/rules/azul_queens_garden.md §2.4)."""
    reward = data.joker_rewards()["pavilion"] if joker_reward is None else joker_reward
    return _provisional(
        translated_n(
            QT_TRANSLATE_N_NOOP(
                "azul_queens_garden", "In the garden its pavilion scores %n points each round while visible"
            ),
            data.PAVILION_POINT,
        )
        + "; "
        + translated_n(QT_TRANSLATE_N_NOOP("azul_queens_garden", "surrounding it gives %n jokers"), reward),
        data.is_provisional("joker_reward.pavilion"),
    )


def criterion_tooltip(criterion: str, round_no: int | None = None, *, wheel_provisional: bool = False) -> str:
    """A criterion of the wheel: what it scores in Phase 2 (§4.2)."""
    if criterion in FILL:
        what = translated(
            QT_TRANSLATE_NOOP(
                "azul_queens_garden",
                "Round scoring: every {colour} hexagon of your garden scores its pattern's value ({low} to {high})",
            )
        ).format(colour=colour_name(criterion), low=min(data.round_values()), high=max(data.round_values()))
    else:
        what = translated(
            QT_TRANSLATE_NOOP(
                "azul_queens_garden",
                "Round scoring: every hexagon with {pattern} in your garden scores its value, {points}",
            )
        )
        what = what.format(pattern=pattern_name(criterion), points=data.round_values()[data.PATTERN_INDEX[criterion]])
    lines = [_provisional(what, data.is_provisional("round_values"))]
    if round_no is not None:
        lines.append(
            _provisional(
                translated(QT_TRANSLATE_NOOP("azul_queens_garden", "A criterion of round {n}")).format(n=round_no),
                wheel_provisional,
            )
        )
    return kit.tip_html(_cap(criterion_name(criterion)), *lines)


def acquire_tooltip(criterion: str) -> str:
    """An acquire button: the whole selection it takes (§4.1.A)."""
    if criterion in FILL:
        what = translated(
            QT_TRANSLATE_NOOP(
                "azul_queens_garden",
                "Take every available {colour} hexagon of the display (of identical copies, one of "
                "your choice); all of them must fit in your storage",
            )
        ).format(colour=colour_name(criterion))
    else:
        what = translated(
            QT_TRANSLATE_NOOP(
                "azul_queens_garden",
                "Take every available hexagon with {pattern} of the display (of identical copies, "
                "one of your choice); all of them must fit in your storage",
            )
        ).format(pattern=pattern_name(criterion))
    title = translated(QT_TRANSLATE_NOOP("azul_queens_garden", "Acquire {criterion}"))
    return kit.tip_html(title.format(criterion=criterion_name(criterion)), what)


def joker_tooltip() -> str:
    return kit.tip_html(
        _cap(translated(QT_TRANSLATE_NOOP("azul_queens_garden", "joker"))),
        translated(
            QT_TRANSLATE_NOOP(
                "azul_queens_garden",
                "Replaces any hexagon of a payment except the one placed; never goes into the garden",
            )
        ),
        translated(QT_TRANSLATE_NOOP("azul_queens_garden", "Left in storage at the end: +{points} point")).format(
            points=data.JOKER_END_VALUE
        ),
    )


def split(hexagon: str) -> tuple[str, str]:
    """ "x:blue-tree" or "blue-tree" -> ("blue", "tree")."""
    if hexagon.startswith("x:"):
        hexagon = hexagon[2:]
    colour, pattern = hexagon.split("-")
    return colour, pattern


def seat_colour(i: int) -> QColor:
    return SEATS[i % len(SEATS)]


# -- the six pattern symbols (§2.1: the drawing is a mnemonic for the value) -------------------------


def _leaf(qp: QPainter, base: QPointF, angle: float, length: float, width: float) -> None:
    qp.save()
    qp.translate(base)
    qp.rotate(angle)
    path = QPainterPath(QPointF(0, 0))
    path.quadTo(QPointF(length * 0.5, -width), QPointF(length, 0))
    path.quadTo(QPointF(length * 0.5, width), QPointF(0, 0))
    qp.drawPath(path)
    qp.restore()


def draw_pattern(qp: QPainter, c: QPointF, r: float, pattern: str, ink: QColor) -> None:
    """The pattern's own symbol in a circle of radius ``r`` around ``c``."""
    qp.save()
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    line = kit.pen(ink, max(0.6, r * 0.14))
    qp.setPen(line)
    qp.setBrush(QBrush(ink))
    x, y = c.x(), c.y()
    if pattern == "tree":  # one tree: a trunk under a round crown
        qp.drawLine(QPointF(x, y + r * 0.85), QPointF(x, y + r * 0.05))
        qp.drawEllipse(QPointF(x, y - r * 0.3), r * 0.55, r * 0.55)
    elif pattern == "bird":  # a bird with its two wings spread
        qp.setBrush(Qt.BrushStyle.NoBrush)
        qp.setPen(kit.pen(ink, max(0.7, r * 0.2)))
        path = QPainterPath(QPointF(x - r * 0.95, y - r * 0.25))
        path.quadTo(QPointF(x - r * 0.45, y - r * 0.75), QPointF(x, y + r * 0.2))
        path.quadTo(QPointF(x + r * 0.45, y - r * 0.75), QPointF(x + r * 0.95, y - r * 0.25))
        qp.drawPath(path)
        qp.setBrush(QBrush(ink))
        qp.drawEllipse(QPointF(x, y + r * 0.25), r * 0.16, r * 0.16)
    elif pattern == "butterfly":  # three small butterflies
        for k in range(3):
            a = math.radians(-90 + 120 * k)
            bx, by = x + r * 0.5 * math.cos(a), y + r * 0.5 * math.sin(a)
            s = r * 0.3
            wings = QPolygonF(
                [
                    QPointF(bx, by),
                    QPointF(bx - s, by - s * 0.8),
                    QPointF(bx - s, by + s * 0.8),
                    QPointF(bx, by),
                    QPointF(bx + s, by - s * 0.8),
                    QPointF(bx + s, by + s * 0.8),
                ]
            )
            qp.setPen(kit.pen(ink, max(0.4, r * 0.06)))
            qp.drawPolygon(wings)
    elif pattern == "flower":  # a flower with four petals
        qp.setPen(kit.pen(ink, max(0.4, r * 0.06)))
        for k in range(4):
            a = math.radians(45 + 90 * k)
            qp.drawEllipse(QPointF(x + r * 0.45 * math.cos(a), y + r * 0.45 * math.sin(a)), r * 0.32, r * 0.32)
        qp.setBrush(QBrush(QColor(255, 255, 255, 220)))
        qp.drawEllipse(c, r * 0.2, r * 0.2)
    elif pattern == "plant":  # a sprig with five leaves
        qp.drawLine(QPointF(x, y + r * 0.9), QPointF(x, y - r * 0.55))
        qp.setPen(kit.pen(ink, max(0.4, r * 0.05)))
        for dy, side in ((0.45, -1), (0.45, 1), (0.0, -1), (0.0, 1)):
            _leaf(qp, QPointF(x, y + r * dy), -90 - side * 55 if side < 0 else -90 + 55, r * 0.55, r * 0.2)
        _leaf(qp, QPointF(x, y - r * 0.5), -90, r * 0.45, r * 0.2)
    elif pattern == "lily":  # six small blossoms in a ring
        qp.setPen(kit.pen(ink, max(0.4, r * 0.05)))
        for k in range(6):
            a = math.radians(-90 + 60 * k)
            qp.drawEllipse(QPointF(x + r * 0.62 * math.cos(a), y + r * 0.62 * math.sin(a)), r * 0.2, r * 0.2)
        qp.setBrush(Qt.BrushStyle.NoBrush)
        qp.drawEllipse(c, r * 0.18, r * 0.18)
    qp.restore()


def _corner_text(qp: QPainter, c: QPointF, r: float, text: str, ink: QColor, where: str) -> None:
    w = r * 0.5  # a square inside the hexagon's upper corner
    cx = c.x() - r * 0.47 if where == "left" else c.x() + r * 0.47
    rect = QRectF(cx - w / 2, c.y() - r * 0.68, w, w)
    font = qp.font()
    font.setBold(True)
    font.setPixelSize(max(4, int(r * 0.44)))
    qp.setFont(font)
    qp.setPen(ink)
    qp.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


def draw_hexagon(
    qp: QPainter,
    c: QPointF,
    r: float,
    hexagon: str,
    *,
    printed: bool = False,
    ghost: bool = False,
    edge: QColor | None = None,
) -> None:
    """A hexagon (tile or printed): its colour, the colour's letter (top left),
    its pattern's symbol and the pattern's value (top right). ``printed``
    draws the card of an expansion around it; ``ghost`` a preview."""
    colour, pattern = split(hexagon)
    qp.save()
    if ghost:
        qp.setOpacity(0.55)
    fill = FILL[colour]
    ink = INK[colour]
    qp.setPen(kit.pen(edge or fill.darker(150), max(0.6, r * (0.1 if printed else 0.07))))
    qp.setBrush(QBrush(fill))
    qp.drawPolygon(kit.hex_polygon(c, r * (0.86 if printed else 0.92)))
    if printed:  # the printed hexagon of an expansion: a double edge, as on the card
        qp.setBrush(Qt.BrushStyle.NoBrush)
        qp.setPen(kit.pen(ink, max(0.4, r * 0.04)))
        qp.drawPolygon(kit.hex_polygon(c, r * 0.74))
    draw_pattern(qp, QPointF(c.x(), c.y() + r * 0.12), r * 0.5, pattern, ink)
    _corner_text(qp, c, r, colour_letter(colour), ink, "left")
    _corner_text(qp, c, r, str(VALUE[pattern]), ink, "right")
    qp.restore()


def draw_criterion(qp: QPainter, c: QPointF, r: float, criterion: str) -> None:
    """A criterion of the wheel or an acquire button: a colour (swatch with
    its letter) or a pattern (its symbol on a neutral hexagon, with its value)."""
    qp.save()
    if criterion in FILL:
        qp.setPen(kit.pen(FILL[criterion].darker(150), max(0.6, r * 0.08)))
        qp.setBrush(QBrush(FILL[criterion]))
        qp.drawPolygon(kit.hex_polygon(c, r * 0.9))
        font = qp.font()
        font.setBold(True)
        font.setPixelSize(max(4, int(r * 0.95)))
        qp.setFont(font)
        qp.setPen(INK[criterion])
        qp.drawText(
            QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter), colour_letter(criterion)
        )
    else:
        qp.setPen(kit.pen(NEUTRAL_INK, max(0.6, r * 0.06)))
        qp.setBrush(QBrush(NEUTRAL))
        qp.drawPolygon(kit.hex_polygon(c, r * 0.9))
        draw_pattern(qp, QPointF(c.x(), c.y() + r * 0.1), r * 0.52, criterion, NEUTRAL_INK)
        _corner_text(qp, c, r, str(VALUE[criterion]), NEUTRAL_INK, "right")
    qp.restore()


def draw_joker(qp: QPainter, c: QPointF, r: float) -> None:
    """A joker: grey, no colour and no pattern; a star and a J."""
    qp.save()
    qp.setPen(kit.pen(JOKER.darker(160), max(0.6, r * 0.07)))
    qp.setBrush(QBrush(JOKER))
    qp.drawPolygon(kit.hex_polygon(c, r * 0.92))
    star = QPolygonF()
    for k in range(10):
        a = math.radians(-90 + 36 * k)
        rr = r * (0.55 if k % 2 == 0 else 0.24)
        star.append(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))
    qp.setPen(kit.pen("#ffffff", max(0.4, r * 0.04)))
    qp.setBrush(QBrush(QColor("#f6f6f6")))
    qp.drawPolygon(star)
    _corner_text(qp, c, r, "J", QColor("#1b1b1b"), "left")
    qp.restore()


def draw_space(qp: QPainter, c: QPointF, r: float, *, face_down: bool = False) -> None:
    qp.save()
    qp.setPen(kit.pen(SPACE_EDGE, max(0.5, r * 0.05)))
    qp.setBrush(QBrush(FACE_DOWN.lighter(118) if face_down else SPACE))
    qp.drawPolygon(kit.hex_polygon(c, r * 0.95))
    qp.restore()


def draw_element(qp: QPainter, c: QPointF, r: float, kind: str, surrounded: bool = False) -> None:
    """A garden element (never a space): the fountain, a statue, a bench or a
    pavilion, each its own drawing; a check once surrounded (its jokers given)."""
    qp.save()
    qp.setPen(kit.pen(ELEMENT.darker(140), max(0.5, r * 0.05)))
    qp.setBrush(QBrush(ELEMENT))
    qp.drawPolygon(kit.hex_polygon(c, r * 0.95))
    ink = QColor("#4d4436")
    x, y = c.x(), c.y()
    qp.setPen(kit.pen(ink, max(0.6, r * 0.09)))
    qp.setBrush(Qt.BrushStyle.NoBrush)
    if kind == "fountain":  # a basin with a jet
        qp.setBrush(QBrush(QColor("#9fd0e6")))
        qp.drawEllipse(QPointF(x, y + r * 0.25), r * 0.6, r * 0.3)
        qp.drawLine(QPointF(x, y + r * 0.2), QPointF(x, y - r * 0.5))
        qp.drawArc(QRectF(x - r * 0.45, y - r * 0.6, r * 0.45, r * 0.5), 0, 180 * 16)
        qp.drawArc(QRectF(x, y - r * 0.6, r * 0.45, r * 0.5), 0, 180 * 16)
    elif kind == "statue":  # a plinth and a figure
        qp.setBrush(QBrush(ink))
        qp.drawRect(QRectF(x - r * 0.35, y + r * 0.3, r * 0.7, r * 0.22))
        qp.drawLine(QPointF(x, y + r * 0.3), QPointF(x, y - r * 0.2))
        qp.drawEllipse(QPointF(x, y - r * 0.38), r * 0.17, r * 0.17)
    elif kind == "bench":  # a seat and a back on two legs
        qp.drawLine(QPointF(x - r * 0.5, y), QPointF(x + r * 0.5, y))
        qp.drawLine(QPointF(x - r * 0.5, y - r * 0.3), QPointF(x + r * 0.5, y - r * 0.3))
        qp.drawLine(QPointF(x - r * 0.4, y), QPointF(x - r * 0.4, y + r * 0.4))
        qp.drawLine(QPointF(x + r * 0.4, y), QPointF(x + r * 0.4, y + r * 0.4))
    elif kind == "pavilion":  # a roof on columns
        roof = QPolygonF(
            [QPointF(x - r * 0.6, y - r * 0.1), QPointF(x, y - r * 0.6), QPointF(x + r * 0.6, y - r * 0.1)]
        )
        qp.setBrush(QBrush(QColor("#c98b5a")))
        qp.drawPolygon(roof)
        qp.drawLine(QPointF(x - r * 0.4, y - r * 0.1), QPointF(x - r * 0.4, y + r * 0.45))
        qp.drawLine(QPointF(x + r * 0.4, y - r * 0.1), QPointF(x + r * 0.4, y + r * 0.45))
        qp.drawLine(QPointF(x - r * 0.55, y + r * 0.45), QPointF(x + r * 0.55, y + r * 0.45))
    if surrounded:
        qp.setPen(kit.pen("#1e7d32", max(0.7, r * 0.12)))
        qp.drawLine(QPointF(x + r * 0.25, y + r * 0.55), QPointF(x + r * 0.42, y + r * 0.72))
        qp.drawLine(QPointF(x + r * 0.42, y + r * 0.72), QPointF(x + r * 0.75, y + r * 0.3))
    qp.restore()


def draw_shield(qp: QPainter, rect: QRectF) -> None:
    """The supply's shield token with its 6 (§2.9)."""
    qp.save()
    w, h = rect.width(), rect.height()
    x, y = rect.x(), rect.y()
    path = QPainterPath(QPointF(x + w * 0.1, y + h * 0.08))
    path.lineTo(QPointF(x + w * 0.9, y + h * 0.08))
    path.lineTo(QPointF(x + w * 0.9, y + h * 0.5))
    path.quadTo(QPointF(x + w * 0.85, y + h * 0.82), QPointF(x + w * 0.5, y + h * 0.95))
    path.quadTo(QPointF(x + w * 0.15, y + h * 0.82), QPointF(x + w * 0.1, y + h * 0.5))
    path.closeSubpath()
    qp.setPen(kit.pen("#5c4a1e", max(0.8, w * 0.04)))
    qp.setBrush(QBrush(QColor("#d8b24a")))
    qp.drawPath(path)
    kit.fit_text(qp, QRectF(x, y + h * 0.12, w, h * 0.7), "6", h * 0.45, bold=True, colour=QColor("#3a2c08"))
    qp.restore()


def badge(qp: QPainter, c: QPointF, r: float, text: str, fill: QColor | str = "#2b2418") -> None:
    kit.letter_badge(qp, c, r, text, fill)
