"""Harmonies: a printed personal board (side A or B) with wooden discs of six
colours stacked one to three high, and on some boards the animal cubes on
them. The spaces are flat-topped hexagons in columns, odd columns half a
space lower (the engine's ``harmonies_data.side_spaces``)."""

from __future__ import annotations

import math
import random
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from gardenapp.core import hexgrid
from gardenapp.games.harmonies import data as harmonies_data

from . import render
from .boards import every_player as photographed  # noqa: F401  (the module's parts)
from .boards import player_entry as fragment  # noqa: F401
from .render import RGB, XY, Piece, Scene, qcolor, shade

GAME_ID = "harmonies"
R = 19.0  # a space's circumradius, mm
TOKEN_R = 12.4  # a disc's radius
TOKEN_H = 7.2  # a disc's thickness
CUBE = 8.5

# Several paints for every token colour (one per board), none of them the app's.
PAINTS: dict[str, list[tuple[str, RGB]]] = {
    "blue": [("cornflower", (64, 104, 176)), ("teal blue", (36, 116, 158)), ("ultramarine", (54, 70, 158))],
    "gray": [("slate", (126, 130, 136)), ("warm stone", (150, 141, 130)), ("charcoal", (92, 95, 101))],
    "brown": [("walnut", (108, 70, 44)), ("chestnut", (132, 80, 46)), ("umber", (90, 64, 50))],
    "green": [("moss", (82, 136, 60)), ("emerald", (38, 128, 82)), ("olive", (108, 130, 48))],
    "yellow": [("mustard", (212, 168, 42)), ("lemon", (228, 198, 62)), ("ochre", (198, 148, 52))],
    "red": [("brick", (168, 56, 46)), ("crimson", (178, 40, 62)), ("vermilion", (204, 72, 42))],
}
CUBE_PAINTS: list[tuple[str, RGB]] = [
    ("natural", (214, 190, 150)),
    ("chalk", (232, 230, 222)),
    ("sand", (200, 176, 128)),
]

# Printed boards: base, the band along the top, the spaces' paper, their ring, the decorations.
PRINTS: dict[str, dict[str, Any]] = {
    "slate and gold": {
        "base": (68, 82, 94),
        "band": (48, 60, 70),
        "space": (204, 198, 178),
        "ring": (150, 140, 110),
        "deco": (198, 170, 96),
        "leaf": (120, 150, 110),
        "style": "vines",
    },
    "sage meadow": {
        "base": (146, 166, 126),
        "band": (112, 134, 96),
        "space": (236, 230, 206),
        "ring": (176, 168, 130),
        "deco": (84, 104, 70),
        "leaf": (96, 128, 78),
        "style": "dots",
    },
    "terracotta": {
        "base": (174, 108, 80),
        "band": (140, 80, 60),
        "space": (240, 222, 190),
        "ring": (196, 150, 110),
        "deco": (242, 210, 160),
        "leaf": (120, 130, 80),
        "style": "waves",
    },
    "ivory": {
        "base": (230, 222, 198),
        "band": (204, 190, 156),
        "space": (198, 208, 188),
        "ring": (150, 164, 140),
        "deco": (120, 110, 86),
        "leaf": (110, 140, 100),
        "style": "vines",
    },
    "night blue": {
        "base": (40, 52, 84),
        "band": (28, 36, 62),
        "space": (182, 190, 204),
        "ring": (120, 130, 160),
        "deco": (170, 180, 220),
        "leaf": (90, 120, 130),
        "style": "dots",
    },
}


def options(rng: random.Random) -> dict[str, Any]:
    return {"players": 2, "side": rng.choice("AB")}


def space_xy(options_: dict[str, Any], label: str) -> XY | None:
    """A space's centre on the board (mm) for any "c,r" label (on the board or not)."""
    cr = hexgrid.parse_pair(label)
    if cr is None:
        return None
    c, r = cr
    return (c * 1.5 * R, (r + (c % 2) * 0.5) * math.sqrt(3) * R)


def compose(board: dict[str, Any], player: int, rng: random.Random) -> Scene:
    opts = board.get("options", {})
    side = opts.get("side", "A")
    entry = board["players"][player]
    labels = [hexgrid.format_pair(s) for s in harmonies_data.side_spaces(side)]
    centres = {lab: space_xy(opts, lab) for lab in labels}
    spaces: dict[str, XY] = {lab: xy for lab, xy in centres.items() if xy is not None}
    xs = [x for x, _ in spaces.values()]
    ys = [y for _, y in spaces.values()]
    print_name = rng.choice(sorted(PRINTS))
    pr = PRINTS[print_name]
    side_m, top_m, bottom_m = rng.uniform(14, 22), rng.uniform(30, 40), rng.uniform(16, 24)
    x0, x1 = min(xs) - R - side_m, max(xs) + R + side_m
    y0, y1 = min(ys) - R - top_m, max(ys) + R + bottom_m
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    grain = render.paper_grain(rng)
    deco_rng = random.Random(rng.random())

    def flat(p: QPainter) -> None:
        outline = render.rounded_rect_path(x0, y0, x1, y1, 7)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(pr["base"]))
        p.drawPath(outline)
        band = render.rounded_rect_path(x0 + 4, y0 + 4, x1 - 4, y0 + top_m - 6, 4)
        p.setBrush(qcolor(pr["band"]))
        p.drawPath(band)
        # The band: a row of small suns and a title of strokes (no words).
        for k in range(6 if side == "A" else 4):
            cx, cy = x0 + 16 + k * 11, y0 + top_m / 2 - 1
            p.setBrush(qcolor(pr["deco"], 220))
            p.drawEllipse(QPointF(cx, cy), 3.2, 3.2)
            p.setPen(QPen(qcolor(pr["deco"], 200), 0.6))
            for a in range(8):
                ang = a * math.pi / 4
                p.drawLine(
                    QPointF(cx + 4 * math.cos(ang), cy + 4 * math.sin(ang)),
                    QPointF(cx + 5.5 * math.cos(ang), cy + 5.5 * math.sin(ang)),
                )
            p.setPen(Qt.PenStyle.NoPen)
        tx = x1 - 20 - 60
        p.setPen(QPen(qcolor(pr["deco"], 210), 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for k in range(7):
            h = deco_rng.uniform(3, 7)
            p.drawLine(QPointF(tx + k * 8, y0 + top_m / 2 - h / 2), QPointF(tx + k * 8 + 4, y0 + top_m / 2 + h / 2))
        # A double border line.
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(qcolor(pr["deco"], 170), 0.9))
        p.drawPath(render.rounded_rect_path(x0 + 2.5, y0 + 2.5, x1 - 2.5, y1 - 2.5, 5))
        p.setPen(QPen(qcolor(pr["deco"], 120), 0.4))
        p.drawPath(render.rounded_rect_path(x0 + 4.2, y0 + 4.2, x1 - 4.2, y1 - 4.2, 4))
        # Decorations around the spaces.
        style = pr["style"]
        if style == "vines":
            for _ in range(6):
                sx = deco_rng.uniform(x0 + 8, x1 - 8)
                pts = [(sx, y1 - 6)]
                for _k in range(4):
                    pts.append((pts[-1][0] + deco_rng.uniform(-14, 14), pts[-1][1] - deco_rng.uniform(4, 10)))
                render.vine(p, pts, pr["deco"], pr["leaf"], deco_rng, 0.7, 170)
        elif style == "dots":
            for _ in range(140):
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(qcolor(pr["deco"], deco_rng.uniform(60, 160)))
                p.drawEllipse(QPointF(deco_rng.uniform(x0 + 5, x1 - 5), deco_rng.uniform(y0 + top_m, y1 - 5)), 0.7, 0.7)
        else:
            p.setBrush(Qt.BrushStyle.NoBrush)
            for k in range(9):
                p.setPen(QPen(qcolor(pr["deco"], 90), 0.7))
                yy = y0 + top_m + k * (y1 - y0 - top_m) / 9
                path = QPainterPath(QPointF(x0 + 5, yy))
                for j in range(int((x1 - x0) / 10)):
                    path.quadTo(
                        QPointF(x0 + 5 + j * 10 + 5, yy + (3 if j % 2 else -3)), QPointF(x0 + 5 + (j + 1) * 10, yy)
                    )
                p.drawPath(path)
        # The printed spaces.
        for lab, (cx, cy) in spaces.items():
            p.setPen(QPen(qcolor(shade(pr["base"], 0.7), 160), 0.8))
            p.setBrush(qcolor(pr["space"]))
            p.drawPolygon(render.polygon(render.hexagon(cx, cy, R * 0.93)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(qcolor(pr["ring"], 200), 0.9))
            p.drawEllipse(QPointF(cx, cy), R * 0.74, R * 0.74)
            render.dotted_ring(p, cx, cy, R * 0.6, pr["ring"], 18, 0.35, 150)
            seed = sum(map(ord, lab))
            render.leaf(p, cx - R * 0.2, cy + R * 0.45, 5, -30 - seed % 40, pr["ring"], None, 110)
        render.grain_overlay(p, outline, grain)

    paints = render.pick_paints(rng, PAINTS)
    cube_paint = rng.choice(CUBE_PAINTS)
    show_cubes = rng.random() < 0.6
    cubes_on = set(entry.get("cubes_on", [])) if show_cubes else set()
    pieces: list[Piece] = []
    for lab, stack in entry.get("spaces", {}).items():
        if lab not in spaces or not stack:
            continue
        cx, cy = spaces[lab]
        tokens = []
        for k, colour in enumerate(stack):
            tokens.append(
                (cx + rng.uniform(-1.3, 1.3), cy + rng.uniform(-1.3, 1.3), render.jitter(paints[colour][1], rng), k)
            )
        height = TOKEN_H * len(stack)

        def draw_stack(ph: render.Photo, tokens=tokens) -> None:
            for tx, ty, colour, k in tokens:
                z0, z1 = -TOKEN_H * k, -TOKEN_H * (k + 1) + 0.4
                ph.cylinder(tx, ty, TOKEN_R, z0, z1, shade(colour, 0.92), colour, rng)
                if k:
                    ph.seam(tx, ty, TOKEN_R, z0, shade(colour, 0.35))

        pieces.append(Piece((cx, cy, -height / 2), draw_stack, [(render.circle(cx, cy, TOKEN_R, 24), height)]))
        if lab in cubes_on:
            ang = rng.uniform(0, math.pi / 2)
            ox, oy = cx + rng.uniform(-3, 3), cy + rng.uniform(-3, 3)
            colour = render.jitter(cube_paint[1], rng)
            outline = render.rect_outline(ox, oy, CUBE, CUBE, ang)

            def draw_cube(ph: render.Photo, outline=outline, colour=colour, base=-height) -> None:
                ph.prism(outline, base, base - CUBE, colour, colour, shade(colour, 0.6))

            pieces.append(Piece((ox, oy, -height - CUBE / 2), draw_cube, [(outline, height + CUBE)]))
    notes = {
        "print": print_name,
        "paints": {k: v[0] for k, v in paints.items()},
        "cubes": cube_paint[0] if show_cubes else None,
    }
    return Scene(
        extent=(x0, y0, x1, y1),
        corners=corners,
        corner_kind="printed board",
        spaces=spaces,
        flat=flat,
        pieces=pieces,
        notes=notes,
    )


def kinds(fragment_: dict[str, Any], labels: list[str]) -> dict[str, str]:
    """What each space holds for the measurement: its top token's colour, or "empty"."""
    spaces = fragment_.get("spaces", {})
    return {lab: spaces[lab][-1] if spaces.get(lab) else "empty" for lab in labels}
