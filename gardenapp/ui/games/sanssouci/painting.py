"""Sanssouci art, drawn with QPainter: colours, the nine element icons, tiles,
gardeners, nobles, cards, the die, and THE table of translated labels.

Colour is never the only signal: a garden row (and the display colour that
feeds it) always shows its row number, every element has its own icon, a
gardener is a figure with a rake, cards carry numbers or icons, and nobles
stand out by shape.

Every engine id (element, colour, level, cell state, card kind) becomes text
only through :func:`label`, which translates at call time, so text painted in
scenes follows a language switch as soon as the scene repaints.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from ....core.messages import QT_TRANSLATE_NOOP
from ....games.sanssouci import data
from ...art import fit_text, tip_html  # the shared primitives (fit_text is re-exported for this package)
from ...art import pen as _pen

CONTEXT = "sanssouci"

# -- THE label table: engine id -> English source, translated by label() -------------------

LABELS: dict[tuple[str, str], str] = {
    # elements (spec §1.2 columns, left to right)
    ("element", "labyrinth"): QT_TRANSLATE_NOOP("sanssouci", "Labyrinth"),
    ("element", "statue"): QT_TRANSLATE_NOOP("sanssouci", "Statue"),
    ("element", "pavilion"): QT_TRANSLATE_NOOP("sanssouci", "Pavilion"),
    ("element", "topiary"): QT_TRANSLATE_NOOP("sanssouci", "Topiary"),
    ("element", "stairs"): QT_TRANSLATE_NOOP("sanssouci", "Stairs"),
    ("element", "fountain"): QT_TRANSLATE_NOOP("sanssouci", "Fountain"),
    ("element", "rose_arch"): QT_TRANSLATE_NOOP("sanssouci", "Rose arch"),
    ("element", "herb_spiral"): QT_TRANSLATE_NOOP("sanssouci", "Herb spiral"),
    ("element", "grapevine"): QT_TRANSLATE_NOOP("sanssouci", "Grapevine"),
    # row colours (spec §1.1; a theme only, rules use row numbers)
    ("colour", "beige"): QT_TRANSLATE_NOOP("sanssouci", "beige"),
    ("colour", "white"): QT_TRANSLATE_NOOP("sanssouci", "white"),
    ("colour", "grey"): QT_TRANSLATE_NOOP("sanssouci", "grey"),
    ("colour", "orange"): QT_TRANSLATE_NOOP("sanssouci", "orange"),
    ("colour", "violet"): QT_TRANSLATE_NOOP("sanssouci", "violet"),
    ("colour", "turquoise"): QT_TRANSLATE_NOOP("sanssouci", "turquoise"),
    # solo levels (spec §5.5; pt: fácil / normal / avançado)
    ("level", "easy"): QT_TRANSLATE_NOOP("sanssouci", "easy"),
    ("level", "normal"): QT_TRANSLATE_NOOP("sanssouci", "normal"),
    ("level", "advanced"): QT_TRANSLATE_NOOP("sanssouci", "advanced"),
    # garden cell states (spec §1.2)
    ("cell", "empty"): QT_TRANSLATE_NOOP("sanssouci", "empty space"),
    ("cell", "printed"): QT_TRANSLATE_NOOP("sanssouci", "pre-printed ornament"),
    ("cell", "ornament"): QT_TRANSLATE_NOOP("sanssouci", "ornament tile"),
    ("cell", "gardener"): QT_TRANSLATE_NOOP("sanssouci", "gardener (flipped tile)"),
    ("cell", "noble"): QT_TRANSLATE_NOOP("sanssouci", "noble"),
    # card kinds (spec §1.4)
    ("card", "joker"): QT_TRANSLATE_NOOP("sanssouci", "Joker"),
    ("card", "any"): QT_TRANSLATE_NOOP("sanssouci", "any tile"),
    ("card", "element"): QT_TRANSLATE_NOOP("sanssouci", "Element card: {element}"),
    ("card", "colours"): QT_TRANSLATE_NOOP("sanssouci", "Two-colour card: {first} (row {a}) or {second} (row {b})"),
    ("card", "joker_tip"): QT_TRANSLATE_NOOP("sanssouci", "Joker: take any tile"),
    ("card", "back"): QT_TRANSLATE_NOOP("sanssouci", "a hidden card"),
    # small tags
    ("tag", "provisional"): QT_TRANSLATE_NOOP("sanssouci", "provisional"),
    ("tag", "prov"): QT_TRANSLATE_NOOP("sanssouci", "prov."),
    ("tag", "custom"): QT_TRANSLATE_NOOP("sanssouci", "custom layout"),
    ("tag", "blank"): QT_TRANSLATE_NOOP("sanssouci", "blank garden"),
}


def label(kind: str, key: str, **params) -> str:
    """The translated label of an engine id (``label("element", "fountain")``)."""
    source = LABELS[(kind, key)]
    text = QCoreApplication.translate(CONTEXT, source)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return source.format(**params)
    return text


def element_name(col: int) -> str:
    """Translated element name of column 1..9."""
    return label("element", data.ELEMENTS[col - 1])


def colour_name(row: int) -> str:
    return label("colour", data.ROW_COLOURS[row])


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def card_tooltip(card: str) -> str:
    """An action card's full text (§1.4, §3.1): which display tiles it lets
    the player take and where such a tile goes; "provisional" for the colour
    pairs the spec could not confirm (§6.1)."""
    where = _t(
        QT_TRANSLATE_NOOP(
            "sanssouci",
            "The tile goes to the row of its space's colour and the column of its "
            "element; the noble move that follows scores",
        )
    )
    if card == data.JOKER:
        return tip_html(label("card", "joker"), label("card", "joker_tip"), where)
    if card.startswith("E"):
        element = element_name(int(card[1:]))
        return tip_html(
            label("card", "element", element=element),
            _t(
                QT_TRANSLATE_NOOP(
                    "sanssouci", "Take a {element} tile from any space of the display; if there is none, any tile"
                )
            ).format(element=element),
            where,
        )
    a, b = data.colour_card_rows(card)
    ask = _t(
        QT_TRANSLATE_NOOP(
            "sanssouci", "Take one of the 4 tiles on the two {first} or the two {second} spaces, whatever its element"
        )
    ).format(first=colour_name(a), second=colour_name(b))
    if data.is_provisional(f"colour_card.{card}"):
        ask += " — " + _t(QT_TRANSLATE_NOOP("sanssouci", "the colour pair is provisional"))
    return tip_html(label("card", "colours", first=colour_name(a), a=a, second=colour_name(b), b=b), ask, where)


def mission_tooltip(element: str) -> str:
    """A mission card (§4.3): the noble it watches and its points by that
    noble's row, from data.mission_points() ("provisional": spec [U])."""
    name = label("element", element)
    points = data.mission_points()
    by_row = ", ".join(f"{row}: {pts}" for row, pts in enumerate(points) if row)
    lines = [
        _t(
            QT_TRANSLATE_NOOP(
                "sanssouci",
                "At the end it scores by the row of your noble in the {element} column (on the terrace: {terrace})",
            )
        ).format(element=name, terrace=points[0]),
        _t(QT_TRANSLATE_NOOP("sanssouci", "Points by row: {points}")).format(points=by_row),
    ]
    if any(data.is_provisional(f"mission_points.{r}") for r in range(len(points))):
        lines.append(_t(QT_TRANSLATE_NOOP("sanssouci", "Mission points are provisional (not confirmed by the rules).")))
    return tip_html(_t(QT_TRANSLATE_NOOP("sanssouci", "Mission card: {element}")).format(element=name), *lines)


# -- colours ----------------------------------------------------------------------------------

ROW_FILL: dict[int, QColor] = {
    1: QColor("#e8d9ac"),
    2: QColor("#f7f5ee"),
    3: QColor("#bdbdbd"),
    4: QColor("#f0a050"),
    5: QColor("#b58bd3"),
    6: QColor("#47bdb3"),
}
ROW_INK: dict[int, QColor] = {r: QColor("#2b2b2b") for r in ROW_FILL}
# The last-turn mark (the board's orange outline) on each row's colour: dark red on the orange row 4.
MARK_ON_ORANGE = QColor(140, 20, 60, 230)
ROW_MARK: dict[int, QColor | None] = {r: MARK_ON_ORANGE if r == 4 else None for r in ROW_FILL}

PLAYER_COLOURS = (QColor("#f2c318"), QColor("#2f6fd0"), QColor("#3a9a3a"), QColor("#d0342c"))
AUTOMATON_COLOUR = QColor("#5b5b66")

BOARD_BG = QColor("#dfe9d0")
BOARD_EDGE = QColor("#6b7f55")
TILE_FACE = QColor("#f8ebc6")
TILE_EDGE = QColor("#8d7b55")
GARDENER_FACE = QColor("#b7d59a")
GARDENER_EDGE = QColor("#4f6d36")
INK = QColor("#2b2b2b")
MUTED = QColor("#6a6a6a")
PROVISIONAL_INK = QColor("#9a5b00")
TERRACE_FILL = QColor("#d9cdb3")

# One ink per element so icons stay apart even in a glance (shape is the real signal).
ELEMENT_INK = (
    QColor("#2e6b34"),
    QColor("#5f6470"),
    QColor("#8a5a2b"),
    QColor("#3d8b3d"),
    QColor("#7a6650"),
    QColor("#2b7bbf"),
    QColor("#b0245a"),
    QColor("#5a8f29"),
    QColor("#6a2c7a"),
)


def player_colour(seat: int, automaton: bool = False) -> QColor:
    return AUTOMATON_COLOUR if automaton else PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def contrast_ink(fill: QColor) -> QColor:
    lum = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return QColor("#1e1e1e") if lum > 150 else QColor("#ffffff")


# -- helpers ----------------------------------------------------------------------------------


def _box(p: QPainter, rect: QRectF) -> None:
    """Map a 100 x 100 design box onto ``rect`` (kept square, centred)."""
    side = min(rect.width(), rect.height())
    p.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    p.scale(side / 100.0, side / 100.0)


# -- element icons (design box 100 x 100) -----------------------------------------------------


def _labyrinth(p: QPainter, ink: QColor) -> None:
    p.setPen(_pen(ink, 7, cap=Qt.PenCapStyle.SquareCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for inset, gap_side in ((12, 0), (26, 2), (40, 1)):
        a, b = inset, 100 - inset
        pts = [QPointF(a, a), QPointF(b, a), QPointF(b, b), QPointF(a, b)]
        # each ring is open on one side: draw three edges and half of the fourth
        order = pts[gap_side:] + pts[:gap_side]
        path = QPainterPath(order[0])
        for q in order[1:]:
            path.lineTo(q)
        mid = QPointF((order[-1].x() + order[0].x()) / 2, (order[-1].y() + order[0].y()) / 2)
        back = QPointF((order[-1].x() * 2 + mid.x()) / 3, (order[-1].y() * 2 + mid.y()) / 3)
        path.lineTo(back)
        p.drawPath(path)
    p.setBrush(ink)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(50, 50), 5, 5)


def _statue(p: QPainter, ink: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawRect(QRectF(28, 80, 44, 10))
    p.drawRect(QRectF(34, 72, 32, 9))
    p.drawEllipse(QPointF(50, 20), 8, 8)
    body = QPainterPath(QPointF(42, 31))
    body.lineTo(58, 31)
    body.lineTo(62, 71)
    body.lineTo(38, 71)
    body.closeSubpath()
    p.drawPath(body)
    p.setPen(_pen(ink, 6))
    p.drawLine(QPointF(57, 35), QPointF(70, 14))  # raised arm
    p.drawLine(QPointF(43, 36), QPointF(34, 55))


def _pavilion(p: QPainter, ink: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    dome = QPainterPath(QPointF(20, 42))
    dome.cubicTo(22, 18, 78, 18, 80, 42)
    dome.closeSubpath()
    p.drawPath(dome)
    p.drawRect(QRectF(47, 8, 6, 12))
    p.drawRect(QRectF(16, 42, 68, 7))
    for x in (22, 38, 56, 72):
        p.drawRect(QRectF(x - 3, 49, 7, 30))
    p.drawRect(QRectF(12, 79, 76, 8))


def _topiary(p: QPainter, ink: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#9c5a33"))
    pot = QPainterPath(QPointF(34, 76))
    pot.lineTo(66, 76)
    pot.lineTo(61, 94)
    pot.lineTo(39, 94)
    pot.closeSubpath()
    p.drawPath(pot)
    p.setPen(_pen(QColor("#6b4a2b"), 5))
    p.drawLine(QPointF(50, 76), QPointF(50, 16))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawEllipse(QPointF(50, 58), 19, 15)
    p.drawEllipse(QPointF(50, 33), 13, 11)
    p.drawEllipse(QPointF(50, 13), 7, 7)


def _stairs(p: QPainter, ink: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    path = QPainterPath(QPointF(10, 88))
    for x, y in ((10, 72), (30, 72), (30, 56), (50, 56), (50, 40), (70, 40), (70, 24), (90, 24), (90, 88)):
        path.lineTo(x, y)
    path.closeSubpath()
    p.drawPath(path)
    p.setPen(_pen(ink, 4))
    p.drawLine(QPointF(90, 24), QPointF(90, 8))  # balustrade post
    p.drawLine(QPointF(10, 72), QPointF(10, 58))
    p.drawLine(QPointF(10, 58), QPointF(90, 8))


def _fountain(p: QPainter, ink: QColor) -> None:
    stone = QColor("#6f7a86")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(stone)
    basin = QPainterPath(QPointF(10, 68))
    basin.lineTo(90, 68)
    basin.cubicTo(88, 90, 12, 90, 10, 68)
    p.drawPath(basin)
    p.drawRect(QRectF(45, 42, 10, 28))
    bowl = QPainterPath(QPointF(30, 42))
    bowl.lineTo(70, 42)
    bowl.cubicTo(68, 54, 32, 54, 30, 42)
    p.drawPath(bowl)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(ink, 5))
    for sign in (-1, 1):
        jet = QPainterPath(QPointF(50, 36))
        jet.cubicTo(50 + sign * 8, 6, 50 + sign * 30, 10, 50 + sign * 34, 40)
        p.drawPath(jet)
        drop = QPainterPath(QPointF(50 + sign * 22, 50))
        drop.cubicTo(50 + sign * 30, 48, 50 + sign * 36, 56, 50 + sign * 36, 66)
        p.drawPath(drop)
    p.drawLine(QPointF(50, 38), QPointF(50, 14))


def _rose_arch(p: QPainter, ink: QColor) -> None:
    p.setPen(_pen(QColor("#4d6b2f"), 7))
    p.setBrush(Qt.BrushStyle.NoBrush)
    arch = QPainterPath(QPointF(22, 92))
    arch.lineTo(22, 46)
    arch.arcTo(QRectF(22, 18, 56, 56), 180, -180)
    arch.lineTo(78, 92)
    p.drawPath(arch)
    p.setPen(_pen(QColor("#1e1e1e"), 1.5))
    p.setBrush(ink)
    for ang in (200, 160, 125, 90, 55, 20, -20):
        a = math.radians(ang)
        x, y = 50 + 28 * math.cos(a), 46 - 28 * math.sin(a)
        p.drawEllipse(QPointF(x, y), 7, 7)
    for y in (64, 82):
        p.drawEllipse(QPointF(22, y), 6, 6)
        p.drawEllipse(QPointF(78, y), 6, 6)


def _herb_spiral(p: QPainter, ink: QColor) -> None:
    p.setPen(_pen(QColor("#7b6a52"), 7))
    p.setBrush(Qt.BrushStyle.NoBrush)
    path = QPainterPath()
    turns = 2.4
    for i in range(121):
        t = i / 120 * turns * 2 * math.pi
        r = 4 + 36 * (i / 120)
        pt = QPointF(50 + r * math.cos(t), 54 + r * math.sin(t) * 0.85)
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    for x, y, a in ((50, 20, -30), (72, 34, 20), (30, 40, -60), (64, 66, 40), (36, 72, -20)):
        p.save()
        p.translate(x, y)
        p.rotate(a)
        p.drawEllipse(QRectF(-9, -4.5, 18, 9))
        p.restore()


def _grapevine(p: QPainter, ink: QColor) -> None:
    p.setPen(_pen(QColor("#5c4026"), 5))
    p.drawLine(QPointF(50, 22), QPointF(56, 6))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#4f8f2a"))
    leaf = QPainterPath(QPointF(56, 14))
    leaf.cubicTo(70, 0, 92, 6, 88, 24)
    leaf.cubicTo(80, 30, 64, 28, 56, 14)
    p.drawPath(leaf)
    p.setPen(_pen(QColor("#1e1e1e"), 1.2))
    p.setBrush(ink)
    rows = ((30, 4), (46, 3), (61, 2), (76, 1))
    for y, n in rows:
        for i in range(n):
            x = 50 + (i - (n - 1) / 2) * 15
            p.drawEllipse(QPointF(x, y), 8, 8)


ICONS = (_labyrinth, _statue, _pavilion, _topiary, _stairs, _fountain, _rose_arch, _herb_spiral, _grapevine)


def draw_element(p: QPainter, col: int, rect: QRectF, ink: QColor | None = None, opacity: float = 1.0) -> None:
    """The icon of the element of column ``col`` (1..9) inside ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setOpacity(p.opacity() * opacity)
    _box(p, rect)
    ICONS[col - 1](p, ink if ink is not None else ELEMENT_INK[col - 1])
    p.restore()


def draw_gardener(p: QPainter, rect: QRectF, ink: QColor = GARDENER_EDGE) -> None:
    """A gardener figure with hat and rake: the back of a flipped tile."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _box(p, rect)
    p.setPen(_pen(QColor("#6b4a2b"), 5))
    p.drawLine(QPointF(72, 14), QPointF(64, 92))  # rake handle
    p.drawLine(QPointF(60, 92), QPointF(80, 94))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawEllipse(QPointF(40, 26), 10, 10)  # head
    p.drawRect(QRectF(24, 14, 32, 5))  # hat brim
    p.drawRect(QRectF(31, 4, 18, 11))  # hat
    body = QPainterPath(QPointF(30, 40))
    body.lineTo(50, 40)
    body.lineTo(56, 70)
    body.lineTo(24, 70)
    body.closeSubpath()
    p.drawPath(body)
    p.drawRect(QRectF(27, 70, 8, 22))
    p.drawRect(QRectF(40, 70, 8, 22))
    p.setPen(_pen(ink, 6))
    p.drawLine(QPointF(48, 46), QPointF(68, 50))  # arm to the rake
    p.restore()


def draw_tile(p: QPainter, rect: QRectF, face: str, col: int = 0) -> None:
    """A garden tile lying on ``rect``: ``face`` "ornament" (element ``col``) or "gardener"."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    m = rect.width() * 0.07
    r = rect.adjusted(m, m, -m, -m)
    radius = r.width() * 0.12
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawRoundedRect(r.translated(r.width() * 0.04, r.width() * 0.05), radius, radius)
    fill, edge = (TILE_FACE, TILE_EDGE) if face == "ornament" else (GARDENER_FACE, GARDENER_EDGE)
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0, fill.lighter(106))
    grad.setColorAt(1, fill.darker(104))
    p.setBrush(QBrush(grad))
    pen = QPen(edge, max(1.0, r.width() * 0.03))
    p.setPen(pen)
    p.drawRoundedRect(r, radius, radius)
    inner = r.adjusted(r.width() * 0.1, r.width() * 0.1, -r.width() * 0.1, -r.width() * 0.1)
    if face == "ornament":
        draw_element(p, col, inner)
    else:
        draw_gardener(p, inner)
    p.restore()


def draw_printed(p: QPainter, rect: QRectF, col: int, row: int) -> None:
    """A pre-printed ornament: art printed on the board itself - no tile, no shadow, a thin
    engraved double frame straight on the row's colour."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    m = rect.width() * 0.1
    r = rect.adjusted(m, m, -m, -m)
    ink = QColor(40, 40, 40, 150)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(ink, max(0.8, rect.width() * 0.018)))
    p.drawRect(r)
    d = r.width() * 0.07
    pen = QPen(ink, max(0.6, rect.width() * 0.012))
    pen.setStyle(Qt.PenStyle.DotLine)
    p.setPen(pen)
    p.drawRect(r.adjusted(d, d, -d, -d))
    inner = r.adjusted(r.width() * 0.14, r.width() * 0.14, -r.width() * 0.14, -r.width() * 0.14)
    draw_element(p, col, inner, opacity=0.9)
    p.restore()


def draw_noble(p: QPainter, rect: QRectF, colour: QColor, selected: bool = False) -> None:
    """A noble (pawn with a crown) standing in ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _box(p, rect)
    if selected:
        p.setPen(_pen(QColor("#ffffff"), 10))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(50, 52), 44, 44)
        p.setPen(_pen(QColor("#d01060"), 5))
        p.drawEllipse(QPointF(50, 52), 44, 44)
    edge = QColor("#1b1b1b")
    p.setPen(_pen(edge, 4))
    p.setBrush(colour)
    body = QPainterPath(QPointF(30, 90))
    body.cubicTo(30, 70, 40, 60, 42, 44)
    body.lineTo(58, 44)
    body.cubicTo(60, 60, 70, 70, 70, 90)
    body.closeSubpath()
    p.drawPath(body)
    p.drawEllipse(QPointF(50, 34), 13, 13)
    crown = QPainterPath(QPointF(38, 22))
    for x, y in ((40, 8), (45, 16), (50, 4), (55, 16), (60, 8), (62, 22)):
        crown.lineTo(x, y)
    crown.closeSubpath()
    p.setBrush(QColor("#f5d142"))
    p.setPen(_pen(edge, 3))
    p.drawPath(crown)
    p.restore()


def draw_crown(p: QPainter, rect: QRectF, fill: QColor = QColor("#e8c640")) -> None:
    """The crown of the terrace (noble start spaces)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    crown = QPainterPath(QPointF(x + 0.08 * w, y + 0.9 * h))
    for fx, fy in ((0.0, 0.15), (0.3, 0.55), (0.5, 0.05), (0.7, 0.55), (1.0, 0.15), (0.92, 0.9)):
        crown.lineTo(x + fx * w, y + fy * h)
    crown.closeSubpath()
    p.setPen(_pen(QColor("#5a4a10"), max(1.0, w * 0.06)))
    p.setBrush(fill)
    p.drawPath(crown)
    p.restore()


def draw_die(p: QPainter, rect: QRectF, value: int) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    r = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    p.setPen(QPen(INK, max(1.0, side * 0.04)))
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(r, side * 0.18, side * 0.18)
    pips = {
        1: [(0.5, 0.5)],
        2: [(0.28, 0.28), (0.72, 0.72)],
        3: [(0.28, 0.28), (0.5, 0.5), (0.72, 0.72)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)],
        6: [(0.28, 0.25), (0.72, 0.25), (0.28, 0.5), (0.72, 0.5), (0.28, 0.75), (0.72, 0.75)],
    }.get(value, [])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    for fx, fy in pips:
        p.drawEllipse(QPointF(r.left() + fx * side, r.top() + fy * side), side * 0.08, side * 0.08)
    p.restore()


def draw_row_badge(p: QPainter, rect: QRectF, row: int) -> None:
    """The row's colour as a disc with its number (colour never alone)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    c = rect.center()
    p.setPen(QPen(QColor("#3a3a3a"), max(1.0, side * 0.05)))
    p.setBrush(ROW_FILL[row])
    p.drawEllipse(c, side / 2 * 0.92, side / 2 * 0.92)
    fit_text(
        p,
        QRectF(c.x() - side / 2, c.y() - side / 2, side, side),
        str(row),
        side * 0.42,
        bold=True,
        colour=contrast_ink(ROW_FILL[row]),
    )
    p.restore()


def draw_card(p: QPainter, rect: QRectF, card: str | None) -> None:
    """A playing card: element (icon + name), two colours (bands with row numbers), joker,
    or ``None`` for a hidden card back."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.09
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 55))
    p.drawRoundedRect(rect.translated(2, 3), radius, radius)
    p.setPen(QPen(QColor("#4a4a4a"), 1.5))
    if card is None:
        p.setBrush(QColor("#5b7a46"))
        p.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(6, 6, -6, -6)
        p.setPen(QPen(QColor("#e9dcb0"), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        fit_text(p, inner, "S", inner.height() * 0.35, bold=True, colour=QColor("#e9dcb0"))
        p.restore()
        return
    p.setBrush(QColor("#fffdf6"))
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08)
    if card.startswith("E"):
        col = int(card[1:])
        icon = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.72)
        draw_element(p, col, icon.adjusted(2, 2, -2, -2))
        fit_text(
            p,
            QRectF(inner.left(), inner.top() + inner.height() * 0.74, inner.width(), inner.height() * 0.26),
            element_name(col),
            9,
            bold=True,
        )
    elif card == data.JOKER:
        star = QPainterPath()
        c = QPointF(inner.center().x(), inner.top() + inner.height() * 0.38)
        ro, ri = inner.width() * 0.42, inner.width() * 0.18
        for i in range(10):
            a = math.radians(-90 + i * 36)
            rr = ro if i % 2 == 0 else ri
            pt = QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a))
            star.moveTo(pt) if i == 0 else star.lineTo(pt)
        star.closeSubpath()
        p.setBrush(QColor("#e0a91b"))
        p.setPen(QPen(QColor("#6b4a00"), 1.5))
        p.drawPath(star)
        fit_text(
            p,
            QRectF(inner.left(), inner.top() + inner.height() * 0.72, inner.width(), inner.height() * 0.26),
            label("card", "any"),
            9,
            bold=True,
        )
    else:
        rows = data.colour_card_rows(card)
        h = inner.height() * 0.42
        for i, row in enumerate(rows):
            band = QRectF(inner.left(), inner.top() + i * (h + inner.height() * 0.04), inner.width(), h)
            p.setPen(QPen(QColor("#3a3a3a"), 1.2))
            p.setBrush(ROW_FILL[row])
            p.drawRoundedRect(band, 4, 4)
            fit_text(p, band, str(row), h * 0.45, bold=True, colour=contrast_ink(ROW_FILL[row]))
        if data.is_provisional(f"colour_card.{card}"):
            fit_text(
                p,
                QRectF(inner.left(), inner.bottom() - inner.height() * 0.12, inner.width(), inner.height() * 0.13),
                label("tag", "prov"),
                6.5,
                colour=PROVISIONAL_INK,
            )
    p.restore()


def draw_tag(p: QPainter, rect: QRectF, text: str, colour: QColor = PROVISIONAL_INK) -> None:
    """A small rounded tag (e.g. "provisional")."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(colour, 1))
    p.setBrush(QColor(255, 248, 225))
    p.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    fit_text(p, rect.adjusted(4, 0, -4, 0), text, rect.height() * 0.55, colour=colour)
    p.restore()


def tag_width(p_font: QFont, text: str, height: float) -> float:
    f = QFont(p_font)
    f.setPointSizeF(height * 0.55)
    return QFontMetricsF(f).horizontalAdvance(text) + 12


def element_pixmap(col: int, size: int = 24):
    """A small icon for widgets (combo boxes, palettes)."""
    from PySide6.QtGui import QIcon, QPixmap

    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    draw_element(p, col, QRectF(1, 1, size - 2, size - 2))
    p.end()
    return QIcon(pm)


def painted_icon(draw, size: int = 28):
    """A QIcon from a drawing function ``draw(painter, rect)``."""
    from PySide6.QtGui import QIcon, QPixmap

    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    draw(p, QRectF(0, 0, size, size))
    p.end()
    return QIcon(pm)
