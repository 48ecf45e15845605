"""Sanssouci: the printed garden board (a terrace row 0 under the palace, then
rows 1-6 of nine columns, ``gardenapp.games.sanssouci.data``), row 1 and the
layout's extra spaces printed with their garden element, and the square
tiles laid on it: an ornament tile face up (its column's element on a light
face with an inset frame and a bevelled light edge) or a gardener tile face
down (a dark back covered in a trellis texture with a dark edge). The nobles
stand in a corner of their space."""

from __future__ import annotations

import math
import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from gardenapp.games.sanssouci import data

from . import render
from .boards import every_player as photographed  # noqa: F401  (the module's parts)
from .boards import player_entry as fragment  # noqa: F401
from .boards import two_players as options  # noqa: F401
from .render import RGB, XY, Piece, Scene, qcolor, shade

GAME_ID = "sanssouci"
PITCH = 31.0  # from one space's centre to the next, mm
SPACE = 29.0  # a printed space
TILE = 27.5  # a tile
TILE_H = 2.2

FACE_PAINTS: list[tuple[str, RGB]] = [
    ("parchment", (238, 226, 198)),
    ("linen", (226, 228, 220)),
    ("sand", (226, 206, 162)),
    ("pale sky", (214, 226, 232)),
]
BACK_PAINTS: list[tuple[str, RGB]] = [
    ("hedge", (58, 96, 62)),
    ("bottle", (38, 82, 70)),
    ("olive sage", (92, 112, 64)),
    ("pine", (44, 72, 52)),
]
INKS: list[tuple[str, RGB]] = [("sepia", (96, 66, 40)), ("indigo", (52, 58, 100)), ("bronze", (128, 94, 46))]
NOBLE_PAINTS: list[tuple[str, RGB]] = [
    ("scarlet", (190, 40, 40)),
    ("royal blue", (40, 70, 170)),
    ("amber", (220, 160, 30)),
    ("ivory", (226, 220, 200)),
    ("ebony", (40, 38, 36)),
]
# The rows' printed colours by the game's colour names (beige, white, grey, orange, violet, turquoise),
# in three editions of this kit's own.
ROW_PRINTS: dict[str, dict[int, RGB]] = {
    "pastel": {
        1: (232, 218, 190),
        2: (244, 242, 234),
        3: (190, 192, 194),
        4: (230, 168, 108),
        5: (168, 138, 188),
        6: (118, 188, 186),
    },
    "deep": {
        1: (206, 184, 146),
        2: (232, 232, 226),
        3: (150, 154, 160),
        4: (214, 126, 60),
        5: (126, 88, 156),
        6: (60, 150, 150),
    },
    "faded": {
        1: (222, 212, 194),
        2: (238, 236, 230),
        3: (200, 200, 198),
        4: (222, 186, 150),
        5: (186, 170, 196),
        6: (160, 196, 192),
    },
}
BOARD_PRINTS: dict[str, dict[str, RGB]] = {
    "gravel and box hedge": {
        "base": (196, 186, 160),
        "path": (214, 204, 178),
        "hedge": (70, 104, 64),
        "palace": (232, 214, 170),
        "roof": (96, 120, 110),
    },
    "rose gravel": {
        "base": (206, 180, 166),
        "path": (224, 204, 190),
        "hedge": (84, 110, 70),
        "palace": (240, 226, 200),
        "roof": (120, 90, 80),
    },
    "grey stone": {
        "base": (168, 168, 162),
        "path": (192, 190, 182),
        "hedge": (60, 90, 70),
        "palace": (224, 220, 206),
        "roof": (80, 96, 120),
    },
}


def space_xy(options_: dict[str, Any], label: str) -> XY | None:
    """A space's centre (mm) for a "row,col" label; row 0 is the terrace."""
    try:
        row, col = (int(v) for v in label.split(","))
    except ValueError:
        return None
    return ((col - 1) * PITCH, row * PITCH)


def printed_cells(board: dict[str, Any], player: int) -> set[tuple[int, int]]:
    """Row 1 and the layout's extra printed spaces of ``player``'s board."""
    entry, opts = board["players"][player], board.get("options", {})
    holder = entry if "layout" in entry else opts
    layout = holder.get("layout", "P1")
    extra = (
        [tuple(int(v) for v in t.split(",")) for t in holder.get("printed", [])]
        if layout == data.CUSTOM_LAYOUT
        else list(data.layout_cells(layout))
    )
    return {(1, c) for c in range(1, data.COLS + 1)} | {(r, c) for r, c in extra}


def element_motif(
    p: QPainter, element: str, cx: float, cy: float, s: float, ink: RGB, accent: RGB, alpha: float = 235
) -> None:
    """This kit's own picture of a garden element, ``s`` mm across."""
    p.save()
    p.translate(cx, cy)
    p.scale(s / 20, s / 20)
    pen = QPen(qcolor(ink, alpha), 1.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if element == "labyrinth":
        for k in range(4):
            d = 8 - 2 * k
            p.drawRect(QRectF(-d, -d, 2 * d, 2 * d))
        p.setPen(QPen(qcolor(accent, alpha), 1.6))
        p.drawLine(QPointF(-8, 0), QPointF(-4, 0))
    elif element == "statue":
        p.setBrush(qcolor(accent, alpha * 0.7))
        p.drawRect(QRectF(-5, 4, 10, 4))
        p.drawRect(QRectF(-2.5, -4, 5, 8))
        p.drawEllipse(QPointF(0, -6.5), 2.5, 2.5)
    elif element == "pavilion":
        p.setBrush(qcolor(accent, alpha * 0.6))
        path = QPainterPath(QPointF(-8, -1))
        path.quadTo(QPointF(0, -12), QPointF(8, -1))
        path.closeSubpath()
        p.drawPath(path)
        for x in (-6, -2, 2, 6):
            p.drawLine(QPointF(x, -1), QPointF(x, 7))
        p.drawLine(QPointF(-8, 7), QPointF(8, 7))
    elif element == "topiary":
        p.setBrush(qcolor(accent, alpha * 0.8))
        for r, y in ((5, 2), (3.6, -5), (2.2, -10)):
            p.drawEllipse(QPointF(0, y + 2), r, r)
        p.drawLine(QPointF(0, 7), QPointF(0, 9))
    elif element == "stairs":
        path = QPainterPath(QPointF(-8, 8))
        for k in range(4):
            path.lineTo(QPointF(-8 + 4 * k, 8 - 4 * (k + 1)))
            path.lineTo(QPointF(-8 + 4 * (k + 1), 8 - 4 * (k + 1)))
        path.lineTo(QPointF(8, 8))
        path.closeSubpath()
        p.setBrush(qcolor(accent, alpha * 0.6))
        p.drawPath(path)
    elif element == "fountain":
        p.setBrush(qcolor(accent, alpha * 0.6))
        p.drawEllipse(QRectF(-8, 2, 16, 6))
        for dx in (-4, 0, 4):
            jet = QPainterPath(QPointF(0, 3))
            jet.quadTo(QPointF(dx * 0.8, -10), QPointF(dx * 1.6, 2))
            p.drawPath(jet)
    elif element == "rose_arch":
        path = QPainterPath(QPointF(-7, 8))
        path.lineTo(QPointF(-7, -1))
        path.quadTo(QPointF(0, -13), QPointF(7, -1))
        path.lineTo(QPointF(7, 8))
        p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(accent, alpha))
        for k in range(7):
            a = math.pi * (0.1 + 0.8 * k / 6)
            p.drawEllipse(QPointF(-7 * math.cos(a), -1 - 7 * math.sin(a)), 1.4, 1.4)
    elif element == "herb_spiral":
        path = QPainterPath(QPointF(0, 0))
        for k in range(1, 60):
            a = k * 0.3
            path.lineTo(QPointF(a * 0.45 * math.cos(a), a * 0.45 * math.sin(a)))
        p.drawPath(path)
    elif element == "grapevine":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(accent, alpha))
        for row, n in enumerate((4, 3, 2, 1)):
            for k in range(n):
                p.drawEllipse(QPointF((k - (n - 1) / 2) * 3.2, -3 + row * 2.8), 1.5, 1.5)
        p.setPen(pen)
        p.drawLine(QPointF(0, -5), QPointF(2, -9))
        render.leaf(p, 1, -8, 6, -20, ink, None, alpha)
    p.restore()


def compose(board: dict[str, Any], player: int, rng: random.Random) -> Scene:
    entry = board["players"][player]
    opts = board.get("options", {})
    printed = printed_cells(board, player)
    spaces = {
        f"{r},{c}": ((c - 1) * PITCH, r * PITCH) for r in range(1, data.ROWS + 1) for c in range(1, data.COLS + 1)
    }
    terrace = {f"0,{c}": ((c - 1) * PITCH, 0.0) for c in range(1, data.COLS + 1)}
    rows_name = rng.choice(sorted(ROW_PRINTS))
    rows = ROW_PRINTS[rows_name]
    print_name = rng.choice(sorted(BOARD_PRINTS))
    pr = BOARD_PRINTS[print_name]
    ink_name, ink = rng.choice(INKS)
    margin_side, margin_bottom, palace_h = rng.uniform(18, 26), rng.uniform(26, 34), rng.uniform(42, 56)
    x0, x1 = -PITCH / 2 - margin_side, (data.COLS - 0.5) * PITCH + margin_side
    y0, y1 = -PITCH / 2 - palace_h, (data.ROWS + 0.5) * PITCH + margin_bottom
    grain = render.paper_grain(rng)
    deco = random.Random(rng.random())

    def flat(p: QPainter) -> None:
        outline = render.rounded_rect_path(x0, y0, x1, y1, 4)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(pr["base"]))
        p.drawPath(outline)
        # The palace along the top: a facade of windows under a roof and a dome.
        fy0, fy1 = y0 + 8, -PITCH / 2 - 6
        p.setBrush(qcolor(pr["palace"]))
        p.drawRect(QRectF(x0 + 20, fy0 + 10, x1 - x0 - 40, fy1 - fy0 - 10))
        p.setBrush(qcolor(pr["roof"]))
        cxm = (x0 + x1) / 2
        dome = QPainterPath(QPointF(cxm - 26, fy0 + 12))
        dome.quadTo(QPointF(cxm, fy0 - 14), QPointF(cxm + 26, fy0 + 12))
        dome.closeSubpath()
        p.drawPath(dome)
        p.drawRect(QRectF(x0 + 20, fy0 + 8, x1 - x0 - 40, 4))
        p.setBrush(qcolor(shade(pr["roof"], 0.8), 200))
        for k in range(int((x1 - x0 - 50) / 12)):
            wx = x0 + 26 + k * 12
            arch = QPainterPath(QPointF(wx, fy1 - 2))
            arch.lineTo(QPointF(wx, fy0 + 20))
            arch.quadTo(QPointF(wx + 3, fy0 + 15), QPointF(wx + 6, fy0 + 20))
            arch.lineTo(QPointF(wx + 6, fy1 - 2))
            arch.closeSubpath()
            p.drawPath(arch)
        # Gravel paths, hedges between the rows, the terrace with its balustrade.
        gx0, gx1 = -PITCH / 2 - 4, (data.COLS - 0.5) * PITCH + 4
        p.setBrush(qcolor(pr["path"]))
        p.drawRect(QRectF(gx0, -PITCH / 2, gx1 - gx0, (data.ROWS + 1) * PITCH + 4))
        p.setBrush(qcolor(shade(pr["path"], 0.85), 140))
        for _ in range(900):
            p.drawEllipse(QPointF(deco.uniform(gx0, gx1), deco.uniform(-PITCH / 2, PITCH / 2)), 0.35, 0.35)
        p.setPen(QPen(qcolor(shade(pr["path"], 0.7)), 0.8))
        for k in range(int((gx1 - gx0) / 5)):
            x = gx0 + 2.5 + k * 5
            p.drawLine(QPointF(x, PITCH / 2 - 3), QPointF(x, PITCH / 2 - 0.5))
        p.drawLine(QPointF(gx0, PITCH / 2 - 3), QPointF(gx1, PITCH / 2 - 3))
        p.setPen(Qt.PenStyle.NoPen)
        for r in range(1, data.ROWS + 1):
            p.setBrush(qcolor(pr["hedge"], 200))
            p.drawRect(QRectF(gx0, r * PITCH - PITCH / 2 + 0.3, gx1 - gx0, 1.2))
            for c in range(1, data.COLS + 1):
                cx, cy = (c - 1) * PITCH, r * PITCH
                p.setBrush(qcolor(rows[r]))
                p.drawRoundedRect(QRectF(cx - SPACE / 2, cy - SPACE / 2, SPACE, SPACE), 2.5, 2.5)
                # Printed flowers in the bed's own colour.
                p.setBrush(qcolor(shade(rows[r], 0.86), 150))
                for _k in range(5):
                    p.drawEllipse(QPointF(cx + deco.uniform(-11, 11), cy + deco.uniform(-11, 11)), 1.1, 1.1)
                if (r, c) in printed:
                    p.setBrush(qcolor(shade(rows[r], 1.12)))
                    p.setPen(QPen(qcolor(ink, 200), 0.7))
                    p.drawRoundedRect(QRectF(cx - 11.5, cy - 11.5, 23, 23), 1.5, 1.5)
                    element_motif(p, data.ELEMENTS[c - 1], cx, cy, 17, ink, shade(rows[r], 0.6))
                    p.setPen(Qt.PenStyle.NoPen)
        # Row pips on the left, element icons under the columns.
        for r in range(1, data.ROWS + 1):
            for k in range(r):
                p.setBrush(qcolor(ink, 200))
                p.drawEllipse(QPointF(x0 + 6 + (k % 3) * 3.2, r * PITCH - 3 + (k // 3) * 4), 1.1, 1.1)
        for c in range(1, data.COLS + 1):
            element_motif(
                p,
                data.ELEMENTS[c - 1],
                (c - 1) * PITCH,
                (data.ROWS + 0.5) * PITCH + margin_bottom / 2,
                margin_bottom * 0.6,
                ink,
                pr["hedge"],
            )
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(qcolor(shade(pr["base"], 0.6), 200), 1.2))
        p.drawPath(render.rounded_rect_path(x0 + 2, y0 + 2, x1 - 2, y1 - 2, 3))
        render.grain_overlay(p, outline, grain)

    face_name, face = rng.choice(FACE_PAINTS)
    back_name, back = rng.choice(BACK_PAINTS)
    tiles: list[Piece] = []
    for lab, what in entry.get("cells", {}).items():
        r, c = (int(v) for v in lab.split(","))
        cx, cy = spaces[lab]
        tx, ty = cx + rng.uniform(-1.3, 1.3), cy + rng.uniform(-1.3, 1.3)
        angle = math.radians(rng.uniform(-3.5, 3.5))
        outline = render.rect_outline(tx, ty, TILE, TILE, angle)
        tone = render.jitter(face if what == "ornament" else back, rng, 0.03)
        numeral = rng.choice((2, 2, 2, 3, 4))

        def draw_tile(
            ph: render.Photo, outline=outline, what=what, tone=tone, tx=tx, ty=ty, angle=angle, col=c, numeral=numeral
        ) -> None:
            def top(q: QPainter, path: QPainterPath) -> None:
                q.setPen(Qt.PenStyle.NoPen)
                q.setBrush(qcolor(tone))
                q.drawPath(path)
                q.translate(tx, ty)
                q.rotate(math.degrees(angle))
                h = TILE / 2
                if what == "ornament":
                    q.setPen(QPen(qcolor(shade(tone, 1.25)), 1.2))  # the light bevel
                    q.drawRect(QRectF(-h + 0.6, -h + 0.6, TILE - 1.2, TILE - 1.2))
                    q.setPen(QPen(qcolor(ink, 210), 0.5))
                    q.drawRoundedRect(QRectF(-h + 2.4, -h + 2.4, TILE - 4.8, TILE - 4.8), 1.2, 1.2)
                    element_motif(q, data.ELEMENTS[col - 1], 0, 0.5, 17, ink, shade(tone, 0.72))
                    q.setPen(QPen(qcolor(ink, 220), 0.6))
                    for k in range(numeral):
                        q.drawLine(QPointF(-h + 4 + k * 1.4, -h + 3.6), QPointF(-h + 4 + k * 1.4, -h + 6))
                else:
                    light = shade(tone, 1.3)
                    q.setPen(QPen(qcolor(light, 120), 0.45))
                    for k in range(-10, 11):
                        d = k * 2.6
                        q.drawLine(QPointF(-h, d - h), QPointF(h, d + h))
                        q.drawLine(QPointF(-h, d + h), QPointF(h, d - h))
                    q.setPen(Qt.PenStyle.NoPen)
                    q.setBrush(qcolor(shade(tone, 0.8), 200))
                    for k in range(24):
                        a = k * 2.39996
                        rr = 2.2 * math.sqrt(k)
                        q.drawEllipse(QPointF(rr * math.cos(a), rr * math.sin(a)), 1.0, 1.0)
                    q.setBrush(Qt.BrushStyle.NoBrush)
                    q.setPen(QPen(qcolor(shade(tone, 0.5)), 1.6))  # the dark edge
                    q.drawRect(QRectF(-h + 0.8, -h + 0.8, TILE - 1.6, TILE - 1.6))

            side = shade(tone, 0.75) if what == "ornament" else (70, 64, 54)
            ph.prism(outline, 0.0, -TILE_H, side, top)

        tiles.append(Piece((tx, ty, -TILE_H / 2), draw_tile, [(outline, TILE_H)]))
    nobles_paint = rng.choice(NOBLE_PAINTS)
    pieces: list[Piece] = []
    for col, row in enumerate(entry.get("nobles", []), start=1):
        if row is None:
            continue
        cx, cy = (col - 1) * PITCH, row * PITCH
        corner = rng.choice(((-1, -1), (1, -1), (-1, 1), (1, 1)))
        nx, ny = cx + corner[0] * 9.5 + rng.uniform(-1, 1), cy + corner[1] * 9.5 + rng.uniform(-1, 1)
        base = -TILE_H if f"{row},{col}" in entry.get("cells", {}) else 0.0
        colour = render.jitter(nobles_paint[1], rng, 0.02)

        def draw_noble(ph: render.Photo, nx=nx, ny=ny, base=base, colour=colour) -> None:
            ph.cylinder(nx, ny, 5.0, base, base - 2.5, shade(colour, 0.9), colour, grain=False)
            ph.cylinder(nx, ny, 3.4, base - 2.5, base - 12, shade(colour, 0.9), colour, grain=False)
            ph.cylinder(nx, ny, 3.8, base - 12, base - 16.5, shade(colour, 0.9), shade(colour, 1.05), grain=False)

        pieces.append(Piece((nx, ny, base - 8), draw_noble, [(render.circle(nx, ny, 4.2, 16), -base + 16.5)]))
    notes = {
        "print": print_name,
        "rows": rows_name,
        "ink": ink_name,
        "tile_face": face_name,
        "tile_back": back_name,
        "nobles": nobles_paint[0],
        "layout": opts.get("layout", "P1"),
    }
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    return Scene(
        extent=(x0, y0, x1, y1),
        corners=corners,
        corner_kind="printed board",
        spaces=spaces,
        flat=flat,
        tiles=tiles,
        pieces=pieces,
        points={"terrace": terrace},
        notes=notes,
    )


def kinds(fragment_: dict[str, Any], labels: list[str]) -> dict[str, str]:
    """What each space holds: "ornament", "gardener" or "empty"."""
    cells = fragment_.get("cells", {})
    return {lab: cells.get(lab, "empty") for lab in labels}
