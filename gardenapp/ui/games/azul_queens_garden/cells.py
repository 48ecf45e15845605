"""The Azul: Queen's Garden play screen's cells and labels: the shapes of
its cells (shapely polygons), the decorations (labels translated when
painted, panels) and one painter per kind of cell, each drawing what its
``item.spec`` says with the game's art (``painting.py``). The layout is the
play screen's (``play.py``)."""

from __future__ import annotations

import math

import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter

from ... import art as kit
from . import painting
from .painting import translated as _tr  # strings kept in variables, marked for lupdate in play._STRINGS
from .scene import words

R = 20.0  # garden hex radius (scene units)
RT = 20.0  # display hex radius: 14 px on screen at 1100x750 (docs/architecture.md §6.11)


def hex_poly(x: float, y: float, r: float) -> shapely.Polygon:
    return shapely.Polygon(
        [(x + r * math.cos(math.radians(30 + 60 * i)), y + r * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
    )


def rect_poly(rect: QRectF) -> shapely.Polygon:
    return shapely.box(rect.left(), rect.top(), rect.right(), rect.bottom())


def centre(item) -> QPointF:
    c = item.geometry.centroid
    return QPointF(c.x, c.y)


def text_deco(
    rect: QRectF,
    source: str,
    size: float,
    *,
    bold: bool = False,
    colour: QColor = painting.TEXT,
    align=Qt.AlignmentFlag.AlignCenter,
    **params,
):
    """A label drawn in ``rect``: ``source`` translated when painted, its
    fields from ``params`` (a callable read then), shrunk to fit."""

    def text() -> str:
        t = _tr(source)
        return t.format(**{k: (v() if callable(v) else v) for k, v in params.items()}) if params else t

    return plain_deco(rect, text, size, bold=bold, colour=colour, align=align)


def plain_deco(
    rect: QRectF,
    text,
    size: float,
    *,
    bold: bool = False,
    colour: QColor = painting.TEXT,
    align=Qt.AlignmentFlag.AlignCenter,
):
    """A label whose text is computed when painted (``text`` a callable)."""

    @words
    def paint(qp: QPainter, r: QRectF) -> None:
        kit.fit_text(qp, r, text() if callable(text) else text, size, bold=bold, colour=colour, align=align)

    return (rect, paint, 2.0)


def panel_deco(rect: QRectF, fill: QColor, edge: QColor | None = None, radius: float = 8.0, z: float = -1.0):
    def paint(qp: QPainter, r: QRectF) -> None:
        qp.setPen(kit.pen(edge or fill.darker(130), 1.2))
        qp.setBrush(QBrush(fill))
        qp.drawRoundedRect(r, radius, radius)

    return (rect, paint, z)


# -- painters (one per kind of cell; ``item.spec`` says what to draw) ---------------------------------


def paint_tile(qp: QPainter, item) -> None:
    spec = item.spec
    c, r = centre(item), spec["r"]
    painting.draw_hexagon(qp, c, r, spec["hexagon"], printed=spec.get("printed", False))
    if spec.get("count", 1) > 1:
        painting.badge(qp, QPointF(c.x() + r * 0.62, c.y() + r * 0.62), r * 0.36, f"×{spec['count']}")


def paint_criterion(qp: QPainter, item) -> None:
    spec = item.spec
    if not spec["available"]:
        qp.setOpacity(0.35)
    painting.draw_criterion(qp, centre(item), spec["r"], spec["criterion"])


@words
def paint_button(qp: QPainter, item) -> None:
    spec = item.spec
    rect = item.geometry.bounds
    rect = QRectF(rect[0], rect[1], rect[2] - rect[0], rect[3] - rect[1])
    kit.card_frame(
        qp, rect.adjusted(1, 1, -1, -1), QColor("#f7efd8") if spec["active"] else QColor("#e4dfd2"), radius=6
    )
    kit.fit_text(
        qp,
        rect.adjusted(4, 2, -4, -2),
        _tr(spec["text"]),
        11,
        bold=True,
        colour=painting.TEXT if spec["active"] else QColor("#8a8478"),
    )


def paint_supply(qp: QPainter, item) -> None:
    b = item.geometry.bounds
    rect = QRectF(b[0], b[1], b[2] - b[0], b[3] - b[1])
    # The count is written beside the cell (play.count_label_rect), where the highlight frame leaves it whole.
    painting.draw_shield(
        qp, rect.adjusted(rect.width() * 0.08, rect.height() * 0.06, -rect.width() * 0.08, -rect.height() * 0.04)
    )


def paint_garden_cell(qp: QPainter, item) -> None:
    spec = item.spec
    cv = spec["cell"]
    c, r = centre(item), R
    if cv.kind == "tile":
        painting.draw_hexagon(qp, c, r, cv.hexagon)
    elif cv.kind == "printed":
        painting.draw_hexagon(qp, c, r, cv.hexagon, printed=True)
    elif cv.kind == "space":
        painting.draw_space(qp, c, r, face_down=spec["face_down"])
        if spec.get("ghost"):
            painting.draw_hexagon(qp, c, r, spec["ghost"], ghost=True)
    else:
        painting.draw_element(qp, c, r, cv.kind, cv.surrounded)


def paint_free_area(qp: QPainter, item) -> None:
    spec = item.spec
    for x, y in spec["centres"]:
        qp.save()
        kit.empty_slot(qp, QRectF(x - R, y - R, 2 * R, 2 * R), hexagon=True)
        qp.restore()
    x, y = spec["centres"][0]
    kit.fit_text(qp, QRectF(x - R, y - R * 0.5, 2 * R, R), spec["area"], 11, bold=True, colour=QColor("#7a715f"))


def paint_orientation(qp: QPainter, item) -> None:
    spec = item.spec
    c = centre(item)
    painting.draw_space(qp, c, R)
    painting.draw_hexagon(qp, c, R, spec["hexagon"], printed=True, ghost=not item.hovered)


def paint_storage(qp: QPainter, item) -> None:
    """A group of identical storage items, one per slot; paid/discarded ones ticked, proposed ones starred."""
    spec = item.spec
    r = spec["r"]
    for i, (x, y) in enumerate(spec["centres"]):
        c = QPointF(x, y)
        used = i >= len(spec["centres"]) - spec["used"]
        qp.save()
        if used:
            qp.setOpacity(0.4)
        if spec["item"] == "joker":
            painting.draw_joker(qp, c, r)
        else:
            painting.draw_hexagon(qp, c, r, spec["item"], printed=spec["item"].startswith("x:"))
            if spec["item"].startswith("x:"):
                painting.draw_element(qp, QPointF(x - r * 0.62, y + r * 0.55), r * 0.3, "pavilion")
        qp.restore()
        if used:
            qp.setPen(kit.pen("#1e7d32", max(1.0, r * 0.16)))
            qp.drawLine(QPointF(x - r * 0.35, y), QPointF(x - r * 0.05, y + r * 0.35))
            qp.drawLine(QPointF(x - r * 0.05, y + r * 0.35), QPointF(x + r * 0.45, y - r * 0.35))
        elif i < spec["proposed"]:
            painting.badge(qp, QPointF(x + r * 0.55, y + r * 0.55), r * 0.32, "★", painting.ACCENT)
        if spec["selected"] and i == 0:
            qp.setPen(kit.pen(painting.ACCENT, max(1.2, r * 0.16)))
            qp.setBrush(Qt.BrushStyle.NoBrush)
            qp.drawPolygon(kit.hex_polygon(c, r * 0.98))


def paint_empty_slot(qp: QPainter, r_: QRectF) -> None:
    kit.empty_slot(qp, r_, hexagon=True)
