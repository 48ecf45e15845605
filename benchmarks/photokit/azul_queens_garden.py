"""Azul: Queen's Garden: the fountain board (the fountain, its ring of six
spaces and six printed ornaments) with the expansion boards a player laid
(face up with one printed hexagon, or face down), and the hexagonal tiles
on them, each a colour AND a pattern (``gardenapp.games.azul_queens_garden``:
axial "q,r" cells, six colours, six patterns). The patterns are this kit's
own simple motifs. The corners are those of the rectangle around the boards
laid."""

from __future__ import annotations

import math
import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from gardenapp.core import hexgrid
from gardenapp.games.azul_queens_garden import data

from . import render
from .boards import every_player as photographed  # noqa: F401  (the module's parts)
from .boards import player_entry as fragment  # noqa: F401
from .boards import two_players as options  # noqa: F401
from .render import RGB, XY, Piece, Scene, qcolor, shade

GAME_ID = "azul_queens_garden"
R = 17.0  # a cell's circumradius (pointy-topped), mm
TILE_H = 4.0

PAINTS: dict[str, list[tuple[str, RGB]]] = {
    "blue": [("azure", (60, 110, 190)), ("cobalt", (40, 80, 168))],
    "yellow": [("amber", (234, 178, 42)), ("citrine", (228, 200, 72))],
    "dark_green": [("forest", (40, 100, 60)), ("spruce", (30, 88, 80))],
    "light_green": [("pistachio", (150, 196, 100)), ("mint", (128, 198, 138))],
    "dark_purple": [("aubergine", (90, 42, 100)), ("grape", (100, 52, 130))],
    "light_purple": [("lavender", (180, 150, 210)), ("lilac", (200, 160, 210))],
}
INKS: list[tuple[str, RGB]] = [("gilt", (214, 184, 104)), ("cream", (244, 236, 214)), ("charcoal", (50, 46, 44))]
PLATES: dict[str, dict[str, RGB]] = {
    "sandstone": {"plate": (220, 200, 160), "slot": (236, 222, 190), "back": (150, 120, 90), "ink": (120, 90, 60)},
    "marble": {"plate": (224, 224, 218), "slot": (240, 240, 236), "back": (120, 130, 140), "ink": (90, 96, 110)},
    "terracotta": {"plate": (190, 122, 92), "slot": (220, 170, 140), "back": (120, 70, 50), "ink": (90, 50, 40)},
}


def space_xy(options_: dict[str, Any], label: str) -> XY | None:
    """A cell's centre (mm) for an axial "q,r" label."""
    qr = hexgrid.parse_pair(label)
    if qr is None:
        return None
    q, r = qr
    return (math.sqrt(3) * R * (q + r / 2), 1.5 * R * r)


def pattern_motif(p: QPainter, pattern: str, cx: float, cy: float, s: float, ink: RGB, alpha: float = 235) -> None:
    """This kit's own picture of a pattern, ``s`` mm across."""
    p.save()
    p.translate(cx, cy)
    p.scale(s / 20, s / 20)
    pen = QPen(qcolor(ink, alpha), 1.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    fill = qcolor(ink, alpha * 0.85)
    if pattern == "tree":
        p.drawLine(QPointF(0, 9), QPointF(0, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        for dx, dy, r in ((-3.5, -2, 4), (3.5, -2, 4), (0, -6, 4.5)):
            p.drawEllipse(QPointF(dx, dy), r, r)
    elif pattern == "bird":
        p.setBrush(fill)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QRectF(-7, -2, 11, 7))
        p.drawEllipse(QPointF(5, -3), 2.6, 2.6)
        beak = QPainterPath(QPointF(7, -3.8))
        beak.lineTo(QPointF(10, -2.6))
        beak.lineTo(QPointF(7, -2))
        p.drawPath(beak)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        wing = QPainterPath(QPointF(-4, 0))
        wing.quadTo(QPointF(-1, -9), QPointF(2, -1))
        p.drawPath(wing)
    elif pattern == "butterfly":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        for sx in (-1, 1):
            p.drawEllipse(QRectF(sx * 5.5 - 4, -8, 8, 8))
            p.drawEllipse(QRectF(sx * 4.5 - 3, 0, 6, 6))
        p.setPen(pen)
        p.drawLine(QPointF(0, -7), QPointF(0, 6))
    elif pattern == "flower":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        for k in range(6):
            a = k * math.pi / 3
            p.drawEllipse(QPointF(5 * math.cos(a), 5 * math.sin(a)), 3, 3)
        p.setBrush(qcolor(shade(ink, 0.6), alpha))
        p.drawEllipse(QPointF(0, 0), 2.4, 2.4)
    elif pattern == "plant":
        p.drawLine(QPointF(0, 9), QPointF(0, -8))
        for k, (y, a) in enumerate(((4, -40), (0, -140), (-4, -45), (-7, -135))):
            render.leaf(p, 0, y, 7 - k * 0.5, a, ink, None, alpha)
    elif pattern == "lily":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawPie(QRectF(-8, -4, 16, 12), 110 * 16, 320 * 16)
        p.setBrush(qcolor(shade(ink, 1.2), alpha))
        bud = QPainterPath(QPointF(-2.5, -3))
        bud.quadTo(QPointF(0, -11), QPointF(2.5, -3))
        bud.closeSubpath()
        p.drawPath(bud)
    p.restore()


def compose(board: dict[str, Any], player: int, rng: random.Random) -> Scene:
    entry = board["players"][player]
    areas = entry.get("areas", {}) or {}
    present: dict[str, str | None] = {}  # cell label -> area (None: the fountain board)
    fountain_cells = [data.FOUNTAIN, *data.START_SPACES, *data.ORNAMENTS]
    for h in fountain_cells:
        present[hexgrid.format_pair(h)] = None
    for area in data.AREAS:
        if areas.get(area) is not None:
            for h in data.area_cells(area):
                present[hexgrid.format_pair(h)] = area
    spaces: dict[str, XY] = {}
    for lab in present:
        xy = space_xy({}, lab)
        if xy is not None:
            spaces[lab] = xy
    plate_name = rng.choice(sorted(PLATES))
    pl = PLATES[plate_name]
    ink_name, ink = rng.choice(INKS)
    paints = render.pick_paints(rng, PAINTS)
    ornaments = dict(zip((hexgrid.format_pair(h) for h in data.ORNAMENTS), data.ornament_kinds()))
    printed_hex: dict[str, tuple[str, str]] = {}
    for area in data.AREAS:
        a = areas.get(area)
        if isinstance(a, dict):
            centre = data.AREA_CENTRES[area]
            cell = hexgrid.add(centre, hexgrid.DIRECTIONS[int(a.get("orientation", 0))])
            printed_hex[hexgrid.format_pair(cell)] = (a["colour"], a["pattern"])
    grain = render.paper_grain(rng)

    def plate_path(labels: list[str]) -> QPainterPath:
        path = QPainterPath()
        for lab in labels:
            cx, cy = spaces[lab]
            path = path.united(render.path_of(render.hexagon(cx, cy, R * 1.12, flat_top=False)))
        return path

    def flat(p: QPainter) -> None:
        groups: dict[str | None, list[str]] = {}
        for lab, area in present.items():
            groups.setdefault(area, []).append(lab)
        for area, labels in groups.items():
            down = area is not None and areas.get(area) == "face_down"
            path = plate_path(labels)
            p.setPen(QPen(qcolor(shade(pl["plate"], 0.6)), 0.8))
            p.setBrush(qcolor(pl["back"] if down else pl["plate"]))
            p.drawPath(path)
            if down:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(qcolor(shade(pl["back"], 1.25), 150))
                box = path.boundingRect()
                for k in range(220):
                    x = box.left() + (k * 7.3) % box.width()
                    y = box.top() + (k * 11.9) % box.height()
                    p.drawEllipse(QPointF(x, y), 0.7, 0.7)
            for lab in labels:
                cx, cy = spaces[lab]
                p.setPen(QPen(qcolor(pl["ink"], 160), 0.6))
                p.setBrush(qcolor(shade(pl["back"], 1.15) if down else pl["slot"]))
                p.drawPolygon(render.polygon(render.hexagon(cx, cy, R * 0.93, flat_top=False)))
                if lab == "0,0":
                    for k, ring in enumerate(((150, 150, 140), (80, 140, 190), (120, 180, 220))):
                        p.setPen(Qt.PenStyle.NoPen)
                        p.setBrush(qcolor(ring))
                        p.drawEllipse(QPointF(cx, cy), R * (0.8 - 0.22 * k), R * (0.8 - 0.22 * k))
                elif lab in ornaments:
                    p.setPen(QPen(qcolor(pl["ink"], 220), 0.9))
                    p.setBrush(qcolor(shade(pl["slot"], 0.85)))
                    if ornaments[lab] == "statue":
                        p.drawRect(QRectF(cx - 4, cy + 3, 8, 3))
                        p.drawRect(QRectF(cx - 2, cy - 5, 4, 8))
                        p.drawEllipse(QPointF(cx, cy - 7), 2.2, 2.2)
                    else:
                        p.drawRect(QRectF(cx - 8, cy - 2, 16, 3))
                        p.drawLine(QPointF(cx - 6, cy + 1), QPointF(cx - 6, cy + 6))
                        p.drawLine(QPointF(cx + 6, cy + 1), QPointF(cx + 6, cy + 6))
                elif lab in printed_hex:
                    colour, pattern = printed_hex[lab]
                    p.setPen(QPen(qcolor(pl["ink"], 200), 0.8))
                    p.setBrush(qcolor(shade(paints[colour][1], 1.05)))
                    p.drawPolygon(render.polygon(render.hexagon(cx, cy, R * 0.8, flat_top=False)))
                    pattern_motif(p, pattern, cx, cy, R * 1.0, ink)
            render.grain_overlay(p, path, grain)

    tiles: list[Piece] = []
    for lab, tile in (entry.get("tiles", {}) or {}).items():
        xy = spaces.get(lab) or space_xy({}, lab)
        if xy is None:
            continue
        cx, cy = xy[0] + rng.uniform(-0.9, 0.9), xy[1] + rng.uniform(-0.9, 0.9)
        rot = math.radians(rng.uniform(-3, 3))
        outline = render.hexagon(cx, cy, R * 0.94, flat_top=False, rotation=rot)
        tone = render.jitter(paints[tile["colour"]][1], rng, 0.025)
        motif_ink = ink if ink_name != "charcoal" or sum(tone) > 330 else (238, 232, 214)
        pattern = tile["pattern"]

        def top(
            q: QPainter, path: QPainterPath, cx=cx, cy=cy, rot=rot, tone=tone, motif_ink=motif_ink, pattern=pattern
        ) -> None:
            q.setPen(Qt.PenStyle.NoPen)
            q.setBrush(qcolor(tone))
            q.drawPath(path)
            q.setBrush(Qt.BrushStyle.NoBrush)
            q.setPen(QPen(qcolor(shade(tone, 1.3), 170), 0.9))
            q.drawPolygon(render.polygon(render.hexagon(cx, cy, R * 0.8, flat_top=False, rotation=rot)))
            q.save()
            q.translate(cx, cy)
            q.rotate(math.degrees(rot))
            pattern_motif(q, pattern, 0, 0, R * 1.05, motif_ink)
            q.restore()

        tiles.append(
            Piece(
                (cx, cy, -TILE_H / 2), render.solid(outline, 0.0, -TILE_H, shade(tone, 0.8), top), [(outline, TILE_H)]
            )
        )
    xs = [x for x, _ in spaces.values()]
    ys = [y for _, y in spaces.values()]
    half = math.sqrt(3) / 2 * R
    bx0, bx1, by0, by1 = min(xs) - half * 1.12, max(xs) + half * 1.12, min(ys) - R * 1.12, max(ys) + R * 1.12
    margin = 26.0
    corners = [(bx0, by0), (bx1, by0), (bx1, by1), (bx0, by1)]
    notes = {"plate": plate_name, "ink": ink_name, "paints": {k: v[0] for k, v in paints.items()}}
    return Scene(
        extent=(bx0 - margin, by0 - margin, bx1 + margin, by1 + margin),
        corners=corners,
        corner_kind="rectangle around the boards laid",
        spaces=spaces,
        flat=flat,
        tiles=tiles,
        notes=notes,
    )


def kinds(fragment_: dict[str, Any], labels: list[str]) -> dict[str, str]:
    """What each cell shows: "colour/pattern" of its tile, "printed" or "empty"."""
    tiles = fragment_.get("tiles", {}) or {}
    return {lab: f"{tiles[lab]['colour']}/{tiles[lab]['pattern']}" if lab in tiles else "empty" for lab in labels}
