"""Harmonies art, drawn with QPainter: tokens and stacks, cubes, habitat mini
hexes, animal and Nature's Spirit cards, and the one table that turns engine
ids (colours, stacks, habitat codes, cards) into translated labels.

Colour is never the only signal: every token colour has its own glyph on the
token's face (waves, wheat, peak, leaves, rings, roof) and every stack of two
or three tokens shows its height as a number beside it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from ....core.messages import QT_TRANSLATE_NOOP
from ....games.harmonies import data
from ... import art as kit

CONTEXT = "harmonies"

# -- colours ------------------------------------------------------------------------------------------
FILL = {
    "blue": QColor("#2f80c8"),
    "gray": QColor("#9aa0a8"),
    "brown": QColor("#8a5a30"),
    "green": QColor("#3d9a3f"),
    "yellow": QColor("#efc93c"),
    "red": QColor("#cc3d34"),
}
DARK = {k: v.darker(165) for k, v in FILL.items()}
GLYPH = {
    "blue": QColor("#e8f4ff"),
    "gray": QColor("#ffffff"),
    "brown": QColor("#d9b48a"),
    "green": QColor("#1f5e22"),
    "yellow": QColor("#8a6a10"),
    "red": QColor("#fff3e6"),
}
SPACE_FILL = QColor("#f3ead4")
SPACE_OUTLINE = QColor("#a8986f")
BOARD_FILL = QColor("#cdb98a")
BOARD_EDGE = QColor("#8c7848")
CUBE_FILL = QColor("#f08a24")
CUBE_EDGE = QColor("#7a3a00")
SPIRIT_CUBE_FILL = QColor(230, 240, 255, 210)
CARD_FILL = QColor("#fbf6ea")
CARD_EDGE = QColor("#7d6b4f")
SPIRIT_CARD_FILL = QColor("#efe9fb")
PROBLEM = QColor("#c0102a")
ACCENT = QColor("#ff7a00")
TEXT = QColor("#2b2418")

# -- the one table: engine ids -> (context, English source) ---------------------------------------------
LABELS: dict[str, tuple[str, str]] = {
    # token colours (spec §1.1)
    "blue": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Blue")),
    "gray": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Gray")),
    "brown": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Brown")),
    "green": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Green")),
    "yellow": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Yellow")),
    "red": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Red")),
    # stacks (spec §5.2), by engine stack id
    "stack:0": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Empty")),
    "stack:1": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Water")),
    "stack:2": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Field")),
    "stack:3": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Tree of 1")),
    "stack:4": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Mountain of 1")),
    "stack:5": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Trunk")),
    "stack:6": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Lone red")),
    "stack:7": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Mountain of 2")),
    "stack:8": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Two trunks")),
    "stack:9": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Tree of 2")),
    "stack:10": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Building on gray")),
    "stack:11": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Building on brown")),
    "stack:12": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Building on red")),
    "stack:13": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Mountain of 3")),
    "stack:14": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Tree of 3")),
    # habitat codes (spec §2.2)
    "code:W": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "water")),
    "code:F": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "field")),
    "code:M1": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "mountain of 1")),
    "code:M2": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "mountain of 2")),
    "code:M3": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "mountain of 3")),
    "code:T1": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "tree of 1")),
    "code:T2": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "tree of 2")),
    "code:T3": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "tree of 3")),
    "code:BLD": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "building")),
    # landscapes the Nature's Spirits count (data.SPIRIT_RULES)
    "land:tree": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "tree")),
    "land:mountain": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "mountain")),
    "land:building": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "building")),
    "land:yellow": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "yellow token")),
    "land:blue": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "blue token")),
    # board sides (spec §1.3)
    "side:A": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Side A (river)")),
    "side:B": (CONTEXT, QT_TRANSLATE_NOOP("harmonies", "Side B (islands)")),
}
# Card names are the engine's (already marked for translation under "engine").
LABELS.update({c.id: ("engine", c.name) for c in data.CARDS})


def label(key: str) -> str:
    """The translated label of an engine id (colour, "stack:N", "code:X", card id...)."""
    try:
        context, source = LABELS[key]
    except KeyError:
        return key
    return QCoreApplication.translate(context, source)


def stack_colours(sid: int) -> list[str]:
    return [data.COLOURS[c] for c in data.STACKS[sid]]


def card(card_id: str) -> data.Card | None:
    i = data.CARD_INDEX.get(card_id)
    return data.CARDS[i] if i is not None else None


# -- glyphs: the symbol of each colour, drawn in a unit box -----------------------------------------------
def _glyph(qp: QPainter, colour: str, r: float) -> None:
    """Draw ``colour``'s symbol centred on (0, 0), about ``r`` in radius."""
    ink = GLYPH.get(colour, QColor("black"))
    pen = QPen(ink, max(0.8, r * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    qp.setPen(pen)
    qp.setBrush(Qt.BrushStyle.NoBrush)
    if colour == "blue":  # waves
        for dy in (-0.3, 0.3):
            path = QPainterPath(QPointF(-0.75 * r, dy * r))
            for k in range(3):
                x0 = -0.75 * r + k * 0.5 * r
                path.quadTo(QPointF(x0 + 0.125 * r, dy * r - 0.25 * r), QPointF(x0 + 0.25 * r, dy * r))
                path.quadTo(QPointF(x0 + 0.375 * r, dy * r + 0.25 * r), QPointF(x0 + 0.5 * r, dy * r))
            qp.drawPath(path)
    elif colour == "yellow":  # wheat: a stalk with grains
        qp.drawLine(QPointF(0, 0.75 * r), QPointF(0, -0.7 * r))
        qp.setBrush(ink)
        qp.setPen(Qt.PenStyle.NoPen)
        for k in range(3):
            y = -0.55 * r + k * 0.38 * r
            for side in (-1, 1):
                qp.save()
                qp.translate(side * 0.2 * r, y)
                qp.rotate(side * 35)
                qp.drawEllipse(QRectF(-0.12 * r, -0.22 * r, 0.24 * r, 0.44 * r))
                qp.restore()
    elif colour == "gray":  # a peak with snow
        qp.setBrush(ink)
        qp.setPen(Qt.PenStyle.NoPen)
        qp.drawPolygon(
            QPolygonF(
                [
                    QPointF(-0.8 * r, 0.55 * r),
                    QPointF(-0.1 * r, -0.65 * r),
                    QPointF(0.25 * r, -0.05 * r),
                    QPointF(0.45 * r, -0.35 * r),
                    QPointF(0.85 * r, 0.55 * r),
                ]
            )
        )
        qp.setBrush(FILL["gray"].darker(130))
        qp.drawPolygon(
            QPolygonF([QPointF(-0.45 * r, 0.55 * r), QPointF(-0.1 * r, -0.05 * r), QPointF(0.2 * r, 0.55 * r)])
        )
    elif colour == "green":  # a crown of leaves
        qp.setBrush(ink)
        qp.setPen(Qt.PenStyle.NoPen)
        for dx, dy, rr in ((-0.38, 0.12, 0.38), (0.38, 0.12, 0.38), (0.0, -0.3, 0.42), (0.0, 0.3, 0.3)):
            qp.drawEllipse(QPointF(dx * r, dy * r), rr * r, rr * r)
        qp.setBrush(FILL["green"].lighter(135))
        qp.drawEllipse(QPointF(-0.12 * r, -0.35 * r), 0.14 * r, 0.14 * r)
    elif colour == "brown":  # tree rings
        qp.drawEllipse(QPointF(0, 0), 0.62 * r, 0.62 * r)
        qp.drawEllipse(QPointF(0.05 * r, 0.02 * r), 0.28 * r, 0.28 * r)
    elif colour == "red":  # a roof on a house
        qp.setBrush(ink)
        qp.setPen(Qt.PenStyle.NoPen)
        qp.drawPolygon(QPolygonF([QPointF(-0.8 * r, 0.0), QPointF(0, -0.72 * r), QPointF(0.8 * r, 0.0)]))
        qp.drawRect(QRectF(-0.5 * r, 0.0, 1.0 * r, 0.6 * r))
        qp.setBrush(FILL["red"])
        qp.drawRect(QRectF(-0.14 * r, 0.2 * r, 0.28 * r, 0.4 * r))
    else:  # unknown colour id: a question mark
        f = QFont()
        f.setPixelSize(max(1, int(r * 1.4)))
        f.setBold(True)
        qp.setFont(f)
        qp.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "?")


LIFT = 0.14  # how far a chosen token is raised, in token radii (its ring stays inside the hand cell)


def draw_token(
    qp: QPainter, center: QPointF, r: float, colour: str, ring: QColor | None = None, lifted: bool = False
) -> None:
    """One token seen from above: a disc with its rim and glyph. ``lifted``
    (the token chosen in hand): raised off its place, with a longer shadow
    under it and a thick ring, so the choice shows by shape, not colour alone."""
    fill = FILL.get(colour, QColor("white"))
    qp.save()
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    qp.setPen(Qt.PenStyle.NoPen)
    if lifted:
        qp.setBrush(QColor(0, 0, 0, 90))
        qp.drawEllipse(center + QPointF(r * 0.06, r * 0.2), r * 0.96, r * 0.9)
        center = center - QPointF(0, r * LIFT)
    else:
        qp.setBrush(QColor(0, 0, 0, 60))
        qp.drawEllipse(center + QPointF(r * 0.08, r * 0.12), r, r)
    grad = QLinearGradient(center + QPointF(-r, -r), center + QPointF(r, r))
    grad.setColorAt(0, fill.lighter(120))
    grad.setColorAt(1, fill.darker(112))
    qp.setBrush(QBrush(grad))
    qp.setPen(QPen(DARK.get(colour, QColor("black")), max(0.6, r * 0.08)))
    qp.drawEllipse(center, r, r)
    qp.translate(center)
    _glyph(qp, colour, r * 0.62)
    qp.restore()
    if ring is not None:
        qp.save()
        qp.setRenderHint(QPainter.RenderHint.Antialiasing)
        qp.setBrush(Qt.BrushStyle.NoBrush)
        if lifted:  # a light gap, then a ring half as thick again as a plain one
            qp.setPen(QPen(QColor("white"), max(1.0, r * 0.08)))
            qp.drawEllipse(center, r * 1.04, r * 1.04)
            qp.setPen(QPen(ring, max(2.0, r * 0.27)))
            qp.drawEllipse(center, r * 1.2, r * 1.2)
        else:
            qp.setPen(QPen(ring, max(1.0, r * 0.18)))
            qp.drawEllipse(center, r * 1.22, r * 1.22)
        qp.restore()


def _badge(qp: QPainter, center: QPointF, r: float, text: str) -> None:
    """A height number in a dark disc (ui/art's letter badge)."""
    kit.letter_badge(qp, center, r, text, TEXT)


def draw_stack(qp: QPainter, center: QPointF, size: float, colours: Sequence[str], badge: bool = True) -> None:
    """A stack of tokens (bottom -> top) in a three-quarter view, centred on a hex
    of radius ``size``: each token a disc with its side band, the top face with
    the glyph of the top colour, and the height as a number when it is 2 or 3."""
    if not colours:
        return
    n = len(colours)
    rx, ry, t = 0.56 * size, 0.30 * size, 0.20 * size
    total = n * t + 2 * ry
    bottom = center.y() + total / 2 - ry  # centre of the bottom disc's lower face
    qp.save()
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    # shadow
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor(0, 0, 0, 55))
    qp.drawEllipse(QPointF(center.x() + 0.06 * size, bottom + 0.05 * size), rx * 1.02, ry * 1.02)
    cx = center.x()
    for i, colour in enumerate(colours):
        fill = FILL.get(colour, QColor("white"))
        dark = DARK.get(colour, QColor("black"))
        low = bottom - i * t  # lower face centre
        top = low - t  # upper face centre
        side = QPainterPath()
        side.moveTo(cx - rx, top)
        side.lineTo(cx - rx, low)
        side.arcTo(QRectF(cx - rx, low - ry, 2 * rx, 2 * ry), 180, 180)
        side.lineTo(cx + rx, top)
        side.arcTo(QRectF(cx - rx, top - ry, 2 * rx, 2 * ry), 0, -180)
        side.closeSubpath()
        grad = QLinearGradient(QPointF(cx - rx, 0), QPointF(cx + rx, 0))
        grad.setColorAt(0, fill.darker(135))
        grad.setColorAt(0.45, fill.darker(108))
        grad.setColorAt(1, fill.darker(150))
        qp.setBrush(QBrush(grad))
        qp.setPen(QPen(dark, max(0.5, size * 0.025)))
        qp.drawPath(side)
        face = QRectF(cx - rx, top - ry, 2 * rx, 2 * ry)
        qp.setBrush(fill.lighter(106))
        qp.drawEllipse(face)
        if i == n - 1:
            qp.save()
            qp.translate(cx, top)
            qp.scale(1.0, ry / rx)
            _glyph(qp, colour, rx * 0.62)
            qp.restore()
    qp.restore()
    if badge and n >= 2:
        _badge(qp, QPointF(cx + 0.60 * size, center.y() - 0.40 * size), 0.21 * size, str(n))
    if tuple(data.COLOUR_INDEX.get(c, -1) for c in colours) not in data.STACK_ID:
        # not a legal stack (a file opened with a problem): a red cross beside it
        qp.save()
        qp.setPen(QPen(PROBLEM, max(1.0, size * 0.1), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        x, y, d = cx - 0.62 * size, center.y() - 0.5 * size, 0.16 * size
        qp.drawLine(QPointF(x - d, y - d), QPointF(x + d, y + d))
        qp.drawLine(QPointF(x - d, y + d), QPointF(x + d, y - d))
        qp.restore()


def draw_cube(qp: QPainter, center: QPointF, s: float, spirit: bool = False) -> None:
    """An animal cube (orange) or a Nature's Spirit cube (clear), isometric, edge ``s``."""
    fill = SPIRIT_CUBE_FILL if spirit else CUBE_FILL
    edge = QColor("#4a5a7a") if spirit else CUBE_EDGE
    h = s * 0.5
    x, y = center.x(), center.y()
    top = QPolygonF(
        [
            QPointF(x, y - h),
            QPointF(x + s * 0.55, y - h * 0.45),
            QPointF(x, y + h * 0.1),
            QPointF(x - s * 0.55, y - h * 0.45),
        ]
    )
    left = QPolygonF(
        [
            QPointF(x - s * 0.55, y - h * 0.45),
            QPointF(x, y + h * 0.1),
            QPointF(x, y + h * 1.1),
            QPointF(x - s * 0.55, y + h * 0.55),
        ]
    )
    right = QPolygonF(
        [
            QPointF(x + s * 0.55, y - h * 0.45),
            QPointF(x, y + h * 0.1),
            QPointF(x, y + h * 1.1),
            QPointF(x + s * 0.55, y + h * 0.55),
        ]
    )
    qp.save()
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(edge, max(0.5, s * 0.07))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    qp.setPen(pen)
    qp.setBrush(fill.lighter(125))
    qp.drawPolygon(top)
    qp.setBrush(fill)
    qp.drawPolygon(left)
    qp.setBrush(fill.darker(125))
    qp.drawPolygon(right)
    qp.restore()


def draw_space(
    qp: QPainter,
    center: QPointF,
    size: float,
    colours: Sequence[str],
    cube: bool = False,
    label_text: str | None = None,
) -> None:
    """What sits on one board space: the stack, its cube, and an optional small label."""
    if label_text:
        qp.save()
        f = QFont()
        f.setPixelSize(max(1, int(size * 0.22)))
        qp.setFont(f)
        qp.setPen(QColor(90, 75, 45, 170))
        qp.drawText(
            QRectF(center.x() - size * 0.5, center.y() + size * 0.56, size, size * 0.3),
            Qt.AlignmentFlag.AlignCenter,
            label_text,
        )
        qp.restore()
    draw_stack(qp, center, size * 0.98, colours)
    if cube:
        n = len(colours)
        total = n * 0.2 * size + 0.6 * size
        top_y = center.y() + total / 2 - 0.3 * size - n * 0.2 * size
        draw_cube(qp, QPointF(center.x() + 0.18 * size, top_y - 0.02 * size), size * 0.34)


# -- habitat mini hexes --------------------------------------------------------------------------------
CODE_COLOUR = {
    "W": "blue",
    "F": "yellow",
    "M1": "gray",
    "M2": "gray",
    "M3": "gray",
    "T1": "green",
    "T2": "green",
    "T3": "green",
    "BLD": "red",
}
CODE_HEIGHT = {"M1": 1, "M2": 2, "M3": 3, "T1": 1, "T2": 2, "T3": 3}


def hex_points(center: QPointF, r: float) -> QPolygonF:
    """A flat-topped hexagon, like the boards (ui/art)."""
    return kit.hex_polygon(center, r, "flat")


def draw_code_hex(qp: QPainter, center: QPointF, r: float, code: str, cube: bool = False) -> None:
    """One hex of a habitat: the top colour with its glyph, the height for trees
    and mountains, a trunk under trees of 2 and 3, a mixed base under buildings."""
    colour = CODE_COLOUR.get(code, "")
    fill = FILL.get(colour, QColor("#dddddd"))
    qp.save()
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    poly = hex_points(center, r)
    qp.setPen(QPen(DARK.get(colour, QColor("#555555")), max(0.6, r * 0.07)))
    if code == "BLD":
        grad = QLinearGradient(center + QPointF(-r, 0), center + QPointF(r, 0))
        for k, c in enumerate(("gray", "brown", "red")):
            grad.setColorAt(k / 3, FILL[c])
            grad.setColorAt((k + 1) / 3 - 0.001, FILL[c])
        qp.setBrush(QBrush(grad))
        qp.drawPolygon(poly)
        qp.setBrush(fill)
        qp.setPen(Qt.PenStyle.NoPen)
        qp.drawPolygon(QPolygonF([poly.at(3), poly.at(4), poly.at(5), poly.at(0)]))  # upper half: the roof colour
        qp.translate(center + QPointF(0, -r * 0.38))
        _glyph(qp, "red", r * 0.36)
    else:
        qp.setBrush(fill)
        qp.drawPolygon(poly)
        if CODE_HEIGHT.get(code, 1) >= 2 and code.startswith("T"):
            qp.setPen(Qt.PenStyle.NoPen)
            qp.setBrush(FILL["brown"])
            qp.drawRect(QRectF(center.x() - r * 0.14, center.y() + r * 0.25, r * 0.28, r * 0.55))
        qp.translate(center + QPointF(-r * 0.12 if code in CODE_HEIGHT else 0, 0))
        _glyph(qp, colour, r * 0.48)
    qp.restore()
    h = CODE_HEIGHT.get(code)
    if h is not None:
        _badge(qp, center + QPointF(r * 0.5, -r * 0.35), r * 0.3, str(h))
    if cube:
        draw_cube(qp, center + QPointF(r * 0.42, r * 0.3), r * 0.5)


def draw_habitat(qp: QPainter, rect: QRectF, cells: Sequence[tuple[int, int, str]], mark_cube: bool = True) -> None:
    """A card's habitat (axial cells, cube hex first), rotated as printed and
    scaled to fit ``rect`` (flat-topped mini hexes, like the boards)."""
    pts = [(1.5 * q, math.sqrt(3) * (a + q / 2)) for q, a, _ in cells]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    w = max(xs) - min(xs) + 2.0
    h = max(ys) - min(ys) + math.sqrt(3)
    r = min(rect.width() / w, rect.height() / h) * 0.98
    cx0 = rect.center().x() - (max(xs) + min(xs)) / 2 * r
    cy0 = rect.center().y() - (max(ys) + min(ys)) / 2 * r
    for (x, y), (_, _, code), first in zip(pts, cells, [True] + [False] * (len(cells) - 1)):
        draw_code_hex(qp, QPointF(cx0 + x * r, cy0 + y * r), r * 0.96, code, cube=first and mark_cube)


# -- cards -----------------------------------------------------------------------------------------------
CARD_W, CARD_H = 124.0, 164.0


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    return f


def track_slot_rects(rect: QRectF, slots: int) -> list[QRectF]:
    """Where each point of a card's track is drawn, bottom slot first."""
    col_w = rect.width() * 0.3
    x = rect.right() - col_w - rect.width() * 0.03
    top, bottom = rect.top() + rect.height() * 0.15, rect.bottom() - rect.height() * 0.05
    step = min(col_w * 1.05, (bottom - top) / max(1, slots))
    out = []
    for k in range(slots):
        y = bottom - (k + 1) * step
        out.append(QRectF(x, y + step * 0.06, col_w, step * 0.88))
    return out


def spirit_rule_text(card_id: str) -> str:
    """The scoring rule of a Nature's Spirit in one translated sentence."""
    kind, land, values = data.SPIRIT_RULES[card_id]
    what = label(f"land:{land}")

    def t(text: str) -> str:
        return QCoreApplication.translate(CONTEXT, text)

    if kind == "count":
        parts = []
        for height, pts in sorted(values.items()):
            if not pts:
                continue
            if land in ("yellow", "blue"):
                parts.append(t(QT_TRANSLATE_NOOP("harmonies", "{points} per {what}")).format(points=pts, what=what))
            else:
                parts.append(
                    t(QT_TRANSLATE_NOOP("harmonies", "{points} per {what} of height {height}")).format(
                        points=pts, what=what, height=height
                    )
                )
        return "; ".join(parts)
    parts = []
    for k, (least, pts) in enumerate(values):
        nxt = values[k + 1][0] - 1 if k + 1 < len(values) else None
        if nxt is not None:
            parts.append(
                t(QT_TRANSLATE_NOOP("harmonies", "{points} per group of {low}–{high} {what}")).format(
                    points=pts, low=least, high=nxt, what=what
                )
            )
        else:
            parts.append(
                t(QT_TRANSLATE_NOOP("harmonies", "{points} per group of {low} or more {what}")).format(
                    points=pts, low=least, what=what
                )
            )
    return "; ".join(parts)


def draw_spirit_rule(qp: QPainter, rect: QRectF, card_id: str) -> None:
    """The spirit's points as mini hexes and numbers (the full sentence is in the tooltip)."""
    kind, land, values = data.SPIRIT_RULES[card_id]
    items: list[tuple[str, str]] = []  # (code, text)
    if kind == "count":
        prefix = {"tree": "T", "mountain": "M"}.get(land)
        for height, pts in sorted(values.items()):
            if pts:
                code = f"{prefix}{height}" if prefix else ("W" if land == "blue" else "F")
                items.append((code, f"→ {pts}"))
    else:
        code = {"yellow": "F", "blue": "W", "building": "BLD"}[land]
        for k, (least, pts) in enumerate(values):
            nxt = values[k + 1][0] - 1 if k + 1 < len(values) else None
            span = f"{least}–{nxt}" if nxt is not None and nxt != least else (f"{least}" if nxt else f"{least}+")
            items.append((code, f"{span} → {pts}"))
    n = len(items)
    h = rect.height() / max(1, n)
    r = min(h * 0.42, rect.width() * 0.09)
    qp.save()
    qp.setFont(_font(r * 1.3, True))
    for k, (code, text) in enumerate(items):
        cy = rect.top() + h * (k + 0.5)
        draw_code_hex(qp, QPointF(rect.left() + r * 1.1, cy), r, code)
        if kind == "groups":  # a second hex touching the first: "a group of"
            draw_code_hex(qp, QPointF(rect.left() + r * 2.6, cy - r * 0.87 * 0), r, code)
        qp.setPen(TEXT)
        x = rect.left() + r * (4.0 if kind == "groups" else 2.4)
        qp.drawText(
            QRectF(x, cy - h / 2, rect.right() - x, h), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text
        )
    qp.restore()


def draw_card(
    qp: QPainter,
    rect: QRectF,
    card_id: str,
    placed: int = 0,
    *,
    note: str | None = None,
    dim: bool = False,
    spirit_placed: bool = False,
    show_name: bool = True,
) -> None:
    """An animal card (habitat, its cube hex marked, the track with the cubes
    still on it, the scoring value ringed) or a Nature's Spirit card (habitat,
    one cube slot, its rule)."""
    c = card(card_id)
    qp.save()
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    qp.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if dim:
        qp.setOpacity(0.45)
    is_spirit = c is not None and c.is_spirit
    _draw_card_blank(qp, rect, is_spirit)
    if c is None:
        qp.setPen(PROBLEM)
        qp.setFont(_font(rect.height() * 0.2, True))
        qp.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{card_id}\n?")
        qp.restore()
        return
    _draw_card_stripe(qp, rect, c.stripe)
    _draw_card_name_and_id(qp, rect, c.id, show_name)
    if is_spirit:
        _draw_spirit_face(qp, rect, c, spirit_placed)
    else:
        _draw_animal_face(qp, rect, c, placed)
    if note:
        _draw_card_note(qp, rect, note)
    qp.restore()


def _draw_card_blank(qp: QPainter, rect: QRectF, is_spirit: bool) -> None:
    """The card itself: its shadow, then its rounded body in the fill of its kind."""
    rad = rect.width() * 0.07
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor(0, 0, 0, 45))
    qp.drawRoundedRect(rect.translated(rect.width() * 0.025, rect.width() * 0.03), rad, rad)
    qp.setBrush(SPIRIT_CARD_FILL if is_spirit else CARD_FILL)
    qp.setPen(QPen(CARD_EDGE, max(0.8, rect.width() * 0.012)))
    qp.drawRoundedRect(rect, rad, rad)


def _draw_card_stripe(qp: QPainter, rect: QRectF, colour: str) -> None:
    """The stripe down the left edge (the cube hex's top colour), with its glyph
    so it is not colour alone."""
    stripe = QRectF(rect.left(), rect.top() + rect.height() * 0.14, rect.width() * 0.1, rect.height() * 0.8)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(FILL[colour])
    qp.drawRect(stripe)
    qp.save()
    qp.translate(stripe.center().x(), stripe.bottom() - stripe.width() * 0.8)
    _glyph(qp, colour, stripe.width() * 0.4)
    qp.restore()


def _draw_card_name_and_id(qp: QPainter, rect: QRectF, card_id: str, show_name: bool) -> None:
    """The card's name along the top (when shown) and its id at the bottom."""
    if show_name:
        name_rect = QRectF(
            rect.left() + rect.width() * 0.05,
            rect.top() + rect.height() * 0.015,
            rect.width() * 0.9,
            rect.height() * 0.12,
        )
        # about 0.085 of the card's height (points: 3/4 of a pixel at 96 dpi), smaller if the name is long
        kit.fit_text(qp, name_rect, label(card_id), rect.height() * 0.064, bold=True, colour=TEXT)
    qp.setFont(_font(rect.height() * 0.055))
    qp.setPen(QColor(110, 95, 70))
    qp.drawText(
        QRectF(
            rect.left() + rect.width() * 0.12,
            rect.bottom() - rect.height() * 0.08,
            rect.width() * 0.4,
            rect.height() * 0.07,
        ),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        card_id,
    )


def _draw_spirit_face(qp: QPainter, rect: QRectF, c: data.Card, spirit_placed: bool) -> None:
    """A Nature's Spirit card (docs/rules/harmonies.md §3): its habitat, its one cube
    slot (the cube, or a tick once it is placed) and its rule."""
    hab = QRectF(
        rect.left() + rect.width() * 0.13,
        rect.top() + rect.height() * 0.15,
        rect.width() * 0.6,
        rect.height() * 0.48,
    )
    draw_habitat(qp, hab, c.cells)
    slot = track_slot_rects(rect, 4)[3]
    qp.setPen(QPen(CARD_EDGE, 1))
    qp.setBrush(QColor("#ffffff"))
    qp.drawRoundedRect(slot, 3, 3)
    if not spirit_placed:
        draw_cube(qp, slot.center(), slot.width() * 0.62, spirit=True)
    else:
        qp.setPen(
            QPen(QColor("#2e7d32"), max(1.5, slot.width() * 0.14), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        qp.drawPolyline(
            QPolygonF(
                [
                    QPointF(slot.left() + slot.width() * 0.25, slot.center().y()),
                    QPointF(slot.left() + slot.width() * 0.45, slot.bottom() - slot.height() * 0.25),
                    QPointF(slot.right() - slot.width() * 0.2, slot.top() + slot.height() * 0.22),
                ]
            )
        )
    draw_spirit_rule(
        qp,
        QRectF(
            rect.left() + rect.width() * 0.13,
            rect.top() + rect.height() * 0.64,
            rect.width() * 0.84,
            rect.height() * 0.27,
        ),
        c.id,
    )


def _draw_animal_face(qp: QPainter, rect: QRectF, c: data.Card, placed: int) -> None:
    """An animal card (docs/rules/harmonies.md §2.1): its habitat and its track, the
    cubes still on it and the value it scores now ringed (§6.7)."""
    hab = QRectF(
        rect.left() + rect.width() * 0.13,
        rect.top() + rect.height() * 0.15,
        rect.width() * 0.52,
        rect.height() * 0.74,
    )
    draw_habitat(qp, hab, c.cells)
    slots = track_slot_rects(rect, c.slots)
    for k, (value, srect) in enumerate(zip(c.track, slots)):
        scoring = placed > 0 and k == placed - 1
        qp.setPen(QPen(ACCENT if scoring else CARD_EDGE, max(1.0, srect.width() * (0.12 if scoring else 0.04))))
        qp.setBrush(QColor("#fff7d6") if scoring else QColor("#ffffff"))
        qp.drawRoundedRect(srect, 3, 3)
        qp.setPen(TEXT)
        qp.setFont(_font(min(srect.height() * 0.6, srect.width() * 0.42), True))
        covered = k >= placed  # the cube still on this slot
        text_rect = QRectF(srect.left(), srect.top(), srect.width() * (0.6 if covered else 1.0), srect.height())
        qp.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, str(value))
        if covered:
            draw_cube(
                qp,
                QPointF(srect.right() - srect.width() * 0.22, srect.center().y() - srect.height() * 0.12),
                min(srect.width() * 0.36, srect.height() * 0.62),
            )


def _draw_card_note(qp: QPainter, rect: QRectF, note: str) -> None:
    """A note across the card's middle on a dark band, at full opacity."""
    qp.setFont(_font(rect.height() * 0.07, True))
    band = QRectF(rect.left(), rect.center().y() - rect.height() * 0.06, rect.width(), rect.height() * 0.12)
    qp.setOpacity(1.0)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor(40, 30, 20, 190))
    qp.drawRect(band)
    qp.setPen(QColor("white"))
    qp.drawText(band, Qt.AlignmentFlag.AlignCenter, note)


def card_tooltip(card_id: str, placed: int | None = None) -> str:
    """A card's full text (§2.1, §3, §5.5, §6.7): name, what habitat it asks
    for and where its cube goes, what it scores (the card's track or the
    spirit's rule) and, for a value the spec does not confirm, its
    "provisional" note."""
    c = card(card_id)
    if c is None:
        return card_id

    def t(text: str) -> str:
        return QCoreApplication.translate(CONTEXT, text)

    habitat = ", ".join(label(f"code:{code}") for _, _, code in c.cells)
    lines = [
        t(
            QT_TRANSLATE_NOOP("harmonies", "Nature's Spirit card")
            if c.is_spirit
            else QT_TRANSLATE_NOOP("harmonies", "Animal card")
        ),
        t(QT_TRANSLATE_NOOP("harmonies", "Habitat: {cells}")).format(cells=habitat)
        + " "
        + t(QT_TRANSLATE_NOOP("harmonies", "(on your board, turned any way)")),
        t(QT_TRANSLATE_NOOP("harmonies", "Cube on: {code}")).format(code=label(f"code:{c.cube_code}")),
    ]
    if c.is_spirit:
        lines.append(t(QT_TRANSLATE_NOOP("harmonies", "Scores: {rule}")).format(rule=spirit_rule_text(c.id)))
        lines.append(t(QT_TRANSLATE_NOOP("harmonies", "Only once its cube is on your board")))
    else:
        lines.append(
            t(QT_TRANSLATE_NOOP("harmonies", "Points: {track}")).format(track=" / ".join(str(v) for v in c.track))
        )
        lines.append(
            t(
                QT_TRANSLATE_NOOP(
                    "harmonies", "With n cubes on your board it scores the n-th value; its cubes leave it one by one"
                )
            )
        )
        if placed is not None:
            lines.append(
                t(QT_TRANSLATE_NOOP("harmonies", "Cubes placed: {n} of {slots} (scores {points})")).format(
                    n=placed, slots=c.slots, points=c.value(placed)
                )
            )
    if data.is_provisional(c.id):
        lines.append(
            t(QT_TRANSLATE_NOOP("harmonies", "Provisional: {note}")).format(
                note=QCoreApplication.translate("engine", data.PROVISIONAL[c.id])
            )
        )
    return kit.tip_html(f"{label(c.id)} ({c.id})", *lines)


# -- icons -----------------------------------------------------------------------------------------------
def stack_pixmap(colours: Sequence[str], size: int = 44, empty_mark: bool = True) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    qp = QPainter(pm)
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    center = QPointF(size / 2, size / 2)
    r = size * 0.48
    qp.setPen(QPen(SPACE_OUTLINE, 1))
    qp.setBrush(SPACE_FILL)
    qp.drawPolygon(hex_points(center, r))
    if colours:
        draw_stack(qp, center, r * 0.98, colours)
    elif empty_mark:
        qp.setPen(QPen(QColor(140, 120, 90), 1.5, Qt.PenStyle.DashLine))
        qp.drawPolygon(hex_points(center, r * 0.6))
    qp.end()
    return pm


def stack_icon(colours: Sequence[str], size: int = 44) -> QIcon:
    return QIcon(stack_pixmap(colours, size))


def cube_icon(size: int = 44) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    qp = QPainter(pm)
    draw_cube(qp, QPointF(size / 2, size / 2 - size * 0.08), size * 0.6)
    qp.end()
    return QIcon(pm)


PROPOSED = QColor("#d97a00")


def draw_proposed(qp: QPainter, c: QPointF, r: float, height: int) -> None:
    """A stack the photo proposed, not checked yet (score helper): a dashed ring
    inside the space and its height with a question mark ("2?"), so that the
    person sees what to check; 1, 2 or 3 sets the height and clears the mark."""
    qp.save()
    pen = QPen(PROPOSED, max(1.5, r * 0.09))
    pen.setStyle(Qt.PenStyle.DashLine)
    qp.setPen(pen)
    qp.setBrush(Qt.BrushStyle.NoBrush)
    qp.drawPolygon(hex_points(c, r * 0.9))
    badge = QRectF(c.x() - r * 0.95, c.y() - r * 0.85, r * 0.8, r * 0.5)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(PROPOSED)
    qp.drawRoundedRect(badge, r * 0.12, r * 0.12)
    font = qp.font()
    font.setBold(True)
    font.setPixelSize(max(6, int(r * 0.38)))
    qp.setFont(font)
    qp.setPen(QColor("white"))
    qp.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"{height}?")
    qp.restore()
