"""Under the Leaves art, drawn by us with Qt primitives and the shared kit
(ui/art.py): fields (a colour with its letter G O P Y V, or a puddle with
its wave mark, spec §1.1), mushrooms, nests with hummingbirds, bees, the
three dweller pawns (each its own silhouette: leaf, drop, mushroom cap) and
the dweller cards. Colour is never the only signal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPolygonF

from ....core.messages import QT_TRANSLATE_NOOP
from ....games.under_the_leaves import data
from ... import art as kit

FILL = {
    "green": QColor("#3d7a3a"),
    "orange": QColor("#e0782a"),
    "pink": QColor("#ec8fb8"),
    "yellow": QColor("#ecd24a"),
    "purple": QColor("#7a68d0"),
    "puddle": QColor("#9fd6ea"),
}
# The letter on each field (§1.1: colour is never the only signal), from the colour's name in
# the language shown: translated while painting, so a language switch repaints it. The puddle's
# wave mark is no letter. data.KIND_LETTERS (the English ones) stays the engine's.
LETTERS_CONTEXT = "LeavesLetters"
LETTER = {
    #: Under the Leaves field letter: green (English G). One character from your language's word
    #: for green, different from the letters of orange, pink, yellow and purple.
    "green": QT_TRANSLATE_NOOP("LeavesLetters", "G"),
    #: Under the Leaves field letter: orange (English O). One character from your language's word
    #: for orange, different from the letters of the other four colours.
    "orange": QT_TRANSLATE_NOOP("LeavesLetters", "O"),
    #: Under the Leaves field letter: pink (English P). One character from your language's word
    #: for pink, different from the letters of the other four colours.
    "pink": QT_TRANSLATE_NOOP("LeavesLetters", "P"),
    #: Under the Leaves field letter: yellow (English Y). One character from your language's word
    #: for yellow, different from the letters of the other four colours.
    "yellow": QT_TRANSLATE_NOOP("LeavesLetters", "Y"),
    #: Under the Leaves field letter: purple (English V, for violet). One character from your
    #: language's word for purple, different from the letters of the other four colours.
    "purple": QT_TRANSLATE_NOOP("LeavesLetters", "V"),
}
SIDE_LETTER = {
    #: Under the Leaves: the front side of a tile, shown beside the chosen tile (English F). One
    #: character from your language's word for the front side, different from the back's letter.
    "F": QT_TRANSLATE_NOOP("LeavesLetters", "F"),
    #: Under the Leaves: the back side of a tile, shown beside the chosen tile (English B). One
    #: character from your language's word for the back side, different from the front's letter.
    "B": QT_TRANSLATE_NOOP("LeavesLetters", "B"),
}
PUDDLE_MARK = data.KIND_LETTERS[data.PUDDLE]


def field_letter(kind: str) -> str:
    """The letter of a field of ``kind`` in the language shown (the puddle: its wave mark)."""
    if kind == "puddle":
        return PUDDLE_MARK
    source = LETTER.get(kind)
    return QCoreApplication.translate(LETTERS_CONTEXT, source) if source else "?"


def side_letter(side: str) -> str:
    """The letter of a tile's side (the engine's "F" or "B") in the language shown."""
    return QCoreApplication.translate(LETTERS_CONTEXT, SIDE_LETTER[side])


# the letter's disc: dark on the light colours, light on the dark ones
BADGE = {k: QColor(FILL[k]).darker(175) for k in FILL}
EDGE = QColor("#4f4535")
TEXT = QColor("#2b2418")
ACCENT = QColor("#d9480f")
PAWN = {"leaf": QColor("#2f8f3a"), "puddle": QColor("#2f6fc0"), "mushroom": QColor("#8a5a33")}
BEE = QColor("#f2c21b")
BIRD = QColor("#d63a3a")
CARD_EDGE = PAWN

# The least a field letter's disc and a pawn take on screen, in pixels across
# (docs/architecture.md §6.11): when a large garden is fitted small, they grow
# within their field (up to LETTER_MAX and PAWN_MAX of its side) to stay readable.
LETTER_MIN_PX = 13.0
PAWN_MIN_PX = 12.0
LETTER_MAX = 0.23
PAWN_MAX = 0.21


def pixel(qp: QPainter) -> float:
    """One screen pixel in the painter's units (the view's zoom)."""
    return 1.0 / (abs(qp.worldTransform().m11()) or 1.0)


def at_least(qp: QPainter, radius: float, min_px: float, cap: float) -> float:
    """``radius`` grown to ``min_px`` pixels across on screen, but never beyond ``cap``."""
    return max(radius, min(cap, min_px / 2 * pixel(qp)))


def letter_radius(qp: QPainter, w: float) -> float:
    """The radius of the letter disc of a field of side ``w`` as painted by ``qp``."""
    return at_least(qp, w * 0.15, LETTER_MIN_PX, w * LETTER_MAX)


def draw_field(
    qp: QPainter,
    rect: QRectF,
    kind: str,
    mushroom: bool,
    *,
    pollinated: bool = False,
    corner: str = "NW",
    faded: bool = False,
) -> None:
    """One field: its colour, its letter in the outer corner (``corner`` is the
    field's place in its tile, so the tile's centre stays free for the nest),
    a mushroom, and for a pollinated field a ring of pollen dots."""
    qp.save()
    fill = QColor(FILL.get(kind, QColor("#cccccc")))
    if faded:
        fill.setAlpha(215)
    qp.setPen(kit.pen(EDGE, max(0.6, rect.width() * 0.02)))
    qp.setBrush(QBrush(fill))
    qp.drawRect(rect)
    w = rect.width()
    if kind == "puddle":
        _waves(qp, rect)
    elif pollinated:
        qp.setPen(Qt.PenStyle.NoPen)
        qp.setBrush(QColor(255, 255, 255, 150))
        for fx, fy in ((0.5, 0.12), (0.88, 0.5), (0.5, 0.88), (0.12, 0.5)):
            qp.drawEllipse(QPointF(rect.left() + fx * w, rect.top() + fy * w), w * 0.035, w * 0.035)
    r = letter_radius(qp, w)
    dx = -1 if corner in ("NW", "SW") else 1
    dy = -1 if corner in ("NW", "NE") else 1
    c = rect.center()
    off = min(0.3 * w, 0.49 * w - r)  # a grown disc stays inside its field
    at = QPointF(c.x() + dx * off, c.y() + dy * off)
    kit.letter_badge(qp, at, r, field_letter(kind), BADGE.get(kind, QColor("#555555")))
    if mushroom:
        draw_mushroom(qp, QPointF(c.x() - dx * w * 0.02, c.y() - dy * w * 0.02), w * 0.24)
    qp.restore()


def _waves(qp: QPainter, rect: QRectF) -> None:
    w = rect.width()
    qp.setPen(kit.pen(QColor("#2f6fa0"), max(0.8, w * 0.035)))
    qp.setBrush(Qt.BrushStyle.NoBrush)
    for fy in (0.42, 0.62):
        path = QPainterPath()
        y = rect.top() + fy * w
        x0 = rect.left() + 0.25 * w
        path.moveTo(x0, y)
        for i in range(4):
            path.quadTo(
                x0 + (i + 0.5) * 0.125 * w, y + (-1 if i % 2 == 0 else 1) * 0.07 * w, x0 + (i + 1) * 0.125 * w, y
            )
        qp.drawPath(path)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor("#4f9a4f"))  # a lily pad
    qp.drawEllipse(QPointF(rect.left() + 0.72 * w, rect.top() + 0.78 * w), w * 0.09, w * 0.06)


def draw_mushroom(qp: QPainter, c: QPointF, size: float) -> None:
    """A red-capped toadstool with white spots and a pale stem."""
    qp.save()
    s = size
    qp.setPen(kit.pen("#5a3b22", max(0.6, s * 0.06)))
    qp.setBrush(QColor("#f3e6cc"))
    qp.drawRoundedRect(QRectF(c.x() - s * 0.16, c.y() - s * 0.05, s * 0.32, s * 0.5), s * 0.08, s * 0.08)
    cap = QPainterPath()
    cap.moveTo(c.x() - s * 0.5, c.y() + s * 0.02)
    cap.cubicTo(c.x() - s * 0.5, c.y() - s * 0.55, c.x() + s * 0.5, c.y() - s * 0.55, c.x() + s * 0.5, c.y() + s * 0.02)
    cap.closeSubpath()
    qp.setBrush(QColor("#d4322c"))
    qp.drawPath(cap)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor("white"))
    for fx, fy, r in ((-0.22, -0.16, 0.08), (0.12, -0.27, 0.07), (0.27, -0.08, 0.06)):
        qp.drawEllipse(QPointF(c.x() + fx * s, c.y() + fy * s), r * s, r * s)
    qp.restore()


def draw_nest(qp: QPainter, c: QPointF, r: float) -> None:
    qp.save()
    qp.setPen(kit.pen("#6b4a2a", max(0.6, r * 0.18)))
    qp.setBrush(QColor("#b98a55"))
    qp.drawEllipse(c, r, r * 0.7)
    qp.setBrush(QColor("#7a5531"))
    qp.drawEllipse(c, r * 0.55, r * 0.35)
    qp.restore()


def draw_hummingbird(qp: QPainter, c: QPointF, r: float) -> None:
    """A red disc with a white bird: body, wing and a long beak."""
    qp.save()
    qp.setPen(kit.pen(BIRD.darker(150), max(0.6, r * 0.12)))
    qp.setBrush(BIRD)
    qp.drawEllipse(c, r, r)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor("white"))
    qp.drawEllipse(QPointF(c.x() - r * 0.1, c.y() + r * 0.1), r * 0.38, r * 0.26)
    qp.drawPolygon(
        QPolygonF(
            [
                QPointF(c.x() + r * 0.2, c.y()),
                QPointF(c.x() + r * 0.85, c.y() - r * 0.35),
                QPointF(c.x() + r * 0.25, c.y() + r * 0.12),
            ]
        )
    )
    qp.drawPolygon(
        QPolygonF(
            [
                QPointF(c.x() - r * 0.1, c.y()),
                QPointF(c.x() + r * 0.15, c.y() - r * 0.65),
                QPointF(c.x() + r * 0.2, c.y() - r * 0.05),
            ]
        )
    )
    qp.restore()


def draw_bee(qp: QPainter, c: QPointF, r: float) -> None:
    """A yellow disc with black stripes and two wings."""
    qp.save()
    qp.setPen(kit.pen("#3a2f00", max(0.6, r * 0.12)))
    qp.setBrush(QColor(255, 255, 255, 210))
    qp.drawEllipse(QPointF(c.x() - r * 0.35, c.y() - r * 0.55), r * 0.35, r * 0.28)
    qp.drawEllipse(QPointF(c.x() + r * 0.35, c.y() - r * 0.55), r * 0.35, r * 0.28)
    qp.setBrush(BEE)
    qp.drawEllipse(c, r * 0.85, r * 0.62)
    qp.setPen(kit.pen("#1e1a10", max(0.6, r * 0.2), cap=Qt.PenCapStyle.FlatCap))
    for fx in (-0.25, 0.15):
        qp.drawLine(QPointF(c.x() + fx * r, c.y() - r * 0.55), QPointF(c.x() + fx * r, c.y() + r * 0.55))
    qp.restore()


def draw_pawn(qp: QPainter, c: QPointF, r: float, kind: str) -> None:
    """A dweller pawn: a disc of its colour with its own white glyph (leaf,
    drop or mushroom cap), so the three kinds differ in shape too."""
    qp.save()
    colour = PAWN.get(kind, QColor("#777777"))
    qp.setPen(kit.pen(colour.darker(160), max(0.6, r * 0.14)))
    qp.setBrush(colour)
    qp.drawEllipse(c, r, r)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor("white"))
    g = QPainterPath()
    if kind == "leaf":
        g.moveTo(c.x() - r * 0.55, c.y() + r * 0.45)
        g.quadTo(c.x() - r * 0.5, c.y() - r * 0.55, c.x() + r * 0.55, c.y() - r * 0.5)
        g.quadTo(c.x() + r * 0.45, c.y() + r * 0.5, c.x() - r * 0.55, c.y() + r * 0.45)
    elif kind == "puddle":
        g.moveTo(c.x(), c.y() - r * 0.62)
        g.cubicTo(
            c.x() + r * 0.2, c.y() - r * 0.25, c.x() + r * 0.5, c.y() + r * 0.05, c.x() + r * 0.42, c.y() + r * 0.3
        )
        g.cubicTo(c.x() + r * 0.3, c.y() + r * 0.7, c.x() - r * 0.3, c.y() + r * 0.7, c.x() - r * 0.42, c.y() + r * 0.3)
        g.cubicTo(c.x() - r * 0.5, c.y() + r * 0.05, c.x() - r * 0.2, c.y() - r * 0.25, c.x(), c.y() - r * 0.62)
    else:
        g.moveTo(c.x() - r * 0.62, c.y() + r * 0.05)
        g.cubicTo(
            c.x() - r * 0.62, c.y() - r * 0.7, c.x() + r * 0.62, c.y() - r * 0.7, c.x() + r * 0.62, c.y() + r * 0.05
        )
        g.closeSubpath()
        g.addRect(QRectF(c.x() - r * 0.16, c.y() + r * 0.05, r * 0.32, r * 0.45))
    qp.drawPath(g)
    qp.restore()


def draw_being(qp: QPainter, c: QPointF, r: float, kind: str) -> None:
    """Any pawn by its key of the totals: bees, hummingbirds, leaf, puddle, mushroom."""
    if kind == "bees":
        draw_bee(qp, c, r)
    elif kind == "hummingbirds":
        draw_hummingbird(qp, c, r)
    else:
        draw_pawn(qp, c, r, kind)


def count_badge(qp: QPainter, c: QPointF, r: float, n: int) -> None:
    kit.letter_badge(qp, c, r, f"{n}", "#2b2418")


def draw_tile(qp: QPainter, rect: QRectF, layout, *, faded: bool = False) -> None:
    """A whole tile from its four (kind, mushroom) fields NW NE SE SW, with its nest."""
    h = rect.width() / 2
    for corner, (dx, dy), (kind, mush) in zip(data.CORNERS, ((0, 0), (1, 0), (1, 1), (0, 1)), layout):
        draw_field(qp, QRectF(rect.left() + dx * h, rect.top() + dy * h, h, h), kind, mush, corner=corner, faded=faded)
    draw_nest(qp, rect.center(), h * 0.16)


def card_name(card: str) -> str:
    return QCoreApplication.translate("engine", data.CARD_BY_ID[card].name)


def card_text(card: str) -> str:
    return QCoreApplication.translate("engine", data.CARD_BY_ID[card].text)


CTX = "LeavesArt"
TYPE_NAMES = {
    "leaf": QT_TRANSLATE_NOOP("LeavesArt", "Leaf dweller"),
    "puddle": QT_TRANSLATE_NOOP("LeavesArt", "Puddle dweller"),
    "mushroom": QT_TRANSLATE_NOOP("LeavesArt", "Mushroom dweller"),
}
FIRST_GAME = QT_TRANSLATE_NOOP("LeavesArt", "first game")
# §1.6 "Pawn goes": where a card's pawn is put.
PAWN_PLACES = {
    "square": QT_TRANSLATE_NOOP(
        "LeavesArt", "Each time it is met: one pawn of this type at the centre of the square (1 point)"
    ),
    "sector": QT_TRANSLATE_NOOP("LeavesArt", "Each time it is met: one pawn of this type in that area (1 point)"),
    "field": QT_TRANSLATE_NOOP(
        "LeavesArt", "Each time it is met: one pawn of this type on the space the card names (1 point)"
    ),
}


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def card_tooltip(card: str, majority: bool = True) -> str:
    """A dweller card's full text (§1.6, §5.4, §6.2): name, type, what it
    asks, where its pawn goes and what it scores."""
    c = data.CARD_BY_ID[card]
    kind = _t(TYPE_NAMES[c.type])
    if c.first_game:
        kind += " · " + _t(FIRST_GAME)
    lines = [kind, card_text(card), _t(PAWN_PLACES[c.pawn])]
    if majority:
        lines.append(
            _t(
                QT_TRANSLATE_NOOP(
                    "LeavesArt",
                    "End of the game: whoever has the most pawns of this type gets {n} more (every tied player)",
                )
            ).format(n=data.MAJORITY_BONUS)
        )
    return kit.tip_html(card_name(card), *lines)


def tile_tooltip(tile: str, fields) -> str:
    """A garden tile of the market: its id and its four fields as shown
    (``fields``: (kind, mushroom) NW, NE, SE, SW)."""
    names = []
    for kind, mushroom in fields:
        name = QCoreApplication.translate("engine", data.KIND_NAMES[data.KIND_INDEX[kind]])
        names.append(
            _t(QT_TRANSLATE_NOOP("LeavesArt", "{kind} with a mushroom")).format(kind=name) if mushroom else name
        )
    return kit.tip_html(
        _t(QT_TRANSLATE_NOOP("LeavesArt", "Garden tile {tile}")).format(tile=tile),
        _t(QT_TRANSLATE_NOOP("LeavesArt", "Fields NW, NE, SE, SW: {fields}")).format(fields=", ".join(names)),
    )


def draw_card(qp: QPainter, rect: QRectF, card: str, count: int | None = None) -> None:
    """A dweller card: the type's colour on the border, its pawn, its name and
    printed text (wrapped, never cut)."""
    c = data.CARD_BY_ID[card]
    kit.card_frame(qp, rect, "#fbf6e8", edge=CARD_EDGE[c.type], radius=rect.width() * 0.05)
    qp.save()
    qp.setPen(kit.pen(CARD_EDGE[c.type], rect.width() * 0.025))
    qp.setBrush(Qt.BrushStyle.NoBrush)
    inner = rect.adjusted(rect.width() * 0.03, rect.width() * 0.03, -rect.width() * 0.03, -rect.width() * 0.03)
    qp.drawRoundedRect(inner, rect.width() * 0.04, rect.width() * 0.04)
    qp.restore()
    w, h = rect.width(), rect.height()
    r = h * 0.12
    draw_pawn(qp, QPointF(rect.left() + w * 0.06 + r, rect.top() + h * 0.07 + r), r, c.type)
    head = QRectF(rect.left() + w * 0.08 + 2 * r, rect.top() + h * 0.05, w * 0.88 - 2 * r, h * 0.17)
    kit.fit_text(
        qp, head, card_name(card), 12, bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    )
    sub = QRectF(head.left(), head.bottom(), head.width(), h * 0.11)
    kind = QCoreApplication.translate(CTX, TYPE_NAMES[c.type])
    if c.first_game:
        kind += " · " + QCoreApplication.translate(CTX, FIRST_GAME)
    kit.fit_text(
        qp, sub, kind, 8, colour=QColor("#6b604c"), align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    )
    body = QRectF(rect.left() + w * 0.07, rect.top() + h * 0.36, w * 0.86, h * 0.58)
    kit.fit_text(
        qp, body, card_text(card), 9, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, min_size=4.5
    )
