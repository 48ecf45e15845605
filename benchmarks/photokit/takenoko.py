"""Takenoko: the garden laid on the table around the pond, hexagonal plots
of three colours (``gardenapp.games.takenoko`` axial "q,r" places), their
printed or laid improvements, the irrigation channels along the edges, the
panda and the gardener, and on some photos the bamboo standing on the
plots. There is no printed board: the corners are those of the rectangle
around the laid plots."""

from __future__ import annotations

import math
import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from gardenapp.core import hexgrid

from . import render
from .boards import two_players as options  # noqa: F401  (the module's parts)
from .render import RGB, XY, Piece, Scene, qcolor, shade

GAME_ID = "takenoko"
R = 40.0  # a plot's circumradius (flat-topped), mm
PLOT_H = 2.4
SEGMENT_R, SEGMENT_H = 6.2, 16.0

PAINTS: dict[str, list[tuple[str, RGB]]] = {
    "green": [("bamboo leaf", (110, 166, 70)), ("jade", (78, 148, 92)), ("lime", (138, 178, 62))],
    "yellow": [("straw", (224, 194, 86)), ("saffron", (230, 174, 52)), ("butter", (234, 212, 112))],
    "pink": [("blossom", (220, 138, 160)), ("rose", (204, 108, 138)), ("salmon", (228, 148, 140))],
}
BAMBOO: dict[str, list[RGB]] = {
    "green": [(96, 150, 56), (70, 130, 60)],
    "yellow": [(226, 200, 70), (210, 180, 60)],
    "pink": [(226, 130, 160), (210, 110, 150)],
}
WATER: list[tuple[str, RGB]] = [
    ("lagoon", (70, 140, 180)),
    ("deep pool", (50, 100, 150)),
    ("jade water", (80, 150, 150)),
]
CHANNEL: list[tuple[str, RGB]] = [("sky stick", (110, 170, 210)), ("blue stick", (60, 110, 190))]
IMPROVEMENT: dict[str, RGB] = {"watershed": (90, 150, 200), "fertilizer": (150, 110, 70), "enclosure": (196, 170, 120)}


def photographed(board: dict[str, Any]) -> list[int]:
    """The garden is shared: one photo, on the first player's tab."""
    return [0]


def fragment(board: dict[str, Any], player: int) -> dict[str, Any]:
    return {"garden": board.get("garden", {"plots": {}})}


def space_xy(options_: dict[str, Any], label: str) -> XY | None:
    """A place's centre (mm) for an axial "q,r" label (the pond is "0,0")."""
    qr = hexgrid.parse_pair(label)
    if qr is None:
        return None
    q, r = qr
    return (1.5 * R * q, math.sqrt(3) * R * (r + q / 2))


def _icon(p: QPainter, kind: str, cx: float, cy: float, s: float, ink: RGB) -> None:
    """An improvement's picture, ``s`` mm across."""
    p.save()
    p.translate(cx, cy)
    p.scale(s / 10, s / 10)
    p.setPen(QPen(qcolor(shade(ink, 0.5)), 0.6))
    if kind == "watershed":
        drop = QPainterPath(QPointF(0, -4.5))
        drop.quadTo(QPointF(4, 1), QPointF(0, 4))
        drop.quadTo(QPointF(-4, 1), QPointF(0, -4.5))
        p.setBrush(qcolor(ink))
        p.drawPath(drop)
    elif kind == "fertilizer":
        p.setBrush(qcolor(ink))
        p.drawRoundedRect(QRectF(-3.5, -3, 7, 7), 1.5, 1.5)
        p.setBrush(qcolor(shade(ink, 1.4)))
        for dx, dy in ((-1.5, 0), (1.5, 0), (0, 2)):
            p.drawEllipse(QPointF(dx, dy), 0.8, 0.8)
    else:
        p.setPen(QPen(qcolor(shade(ink, 0.6)), 0.9))
        for x in (-3, -1, 1, 3):
            p.drawLine(QPointF(x, -3.5), QPointF(x, 3.5))
        p.drawLine(QPointF(-4, -1.5), QPointF(4, -1.5))
        p.drawLine(QPointF(-4, 1.5), QPointF(4, 1.5))
    p.restore()


def compose(board: dict[str, Any], player: int, rng: random.Random) -> Scene:
    garden = board.get("garden") or {"plots": {}}
    plots = garden.get("plots", {})
    places = {"0,0": space_xy({}, "0,0")} | {lab: space_xy({}, lab) for lab in plots}
    spaces: dict[str, XY] = {lab: xy for lab, xy in places.items() if xy is not None}
    xs = [x for x, _ in spaces.values()]
    ys = [y for _, y in spaces.values()]
    half = math.sqrt(3) / 2 * R
    bx0, bx1, by0, by1 = min(xs) - R, max(xs) + R, min(ys) - half, max(ys) + half
    margin = 30.0
    paints = render.pick_paints(rng, PAINTS)
    water_name, water = rng.choice(WATER)
    channel_name, channel = rng.choice(CHANNEL)
    show_bamboo = rng.random() < 0.5

    def flat(p: QPainter) -> None:
        return None  # no printed board: the plots lie on the table

    tiles: list[Piece] = []

    def pond_top(q: QPainter, path: QPainterPath) -> None:
        q.setPen(Qt.PenStyle.NoPen)
        q.setBrush(qcolor((150, 140, 120)))
        q.drawPath(path)
        q.setBrush(qcolor(water))
        q.drawEllipse(QPointF(0, 0), R * 0.72, R * 0.72)
        q.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(3):
            q.setPen(QPen(qcolor(shade(water, 1.25), 120), 0.6))
            q.drawEllipse(QPointF(4 - k * 3, -3 + k * 2), 6 + 6 * k, 4 + 5 * k)
        for a in range(5):
            ang = a * 1.3
            q.setPen(Qt.PenStyle.NoPen)
            q.setBrush(qcolor((70, 130, 60)))
            q.drawPie(QRectF(R * 0.45 * math.cos(ang) - 4, R * 0.45 * math.sin(ang) - 4, 8, 8), 0, 300 * 16)
        for k in range(30):
            ang = k * 2 * math.pi / 30
            q.setBrush(qcolor(shade((160, 150, 130), 0.8 + 0.3 * ((k * 7) % 5) / 5)))
            q.drawEllipse(QPointF(R * 0.8 * math.cos(ang), R * 0.8 * math.sin(ang)), 2.4, 2.0)

    pond_outline = render.hexagon(0.0, 0.0, R * 0.98)
    tiles.append(
        Piece(
            (0.0, 0.0, -PLOT_H / 2),
            render.solid(pond_outline, 0.0, -PLOT_H, (140, 130, 110), pond_top),
            [(pond_outline, PLOT_H)],
        )
    )
    pieces: list[Piece] = []
    for lab, plot in plots.items():
        cx, cy = spaces[lab]
        cx, cy = cx + rng.uniform(-1.5, 1.5), cy + rng.uniform(-1.5, 1.5)
        rot = math.radians(rng.uniform(-2.5, 2.5))
        outline = render.hexagon(cx, cy, R * 0.97, rotation=rot)
        tone = render.jitter(paints[plot["colour"]][1], rng, 0.03)
        stripes = rng.uniform(0, 180)
        printed = plot.get("improvement", "none") if plot.get("printed") else "none"
        icon_at = rng.uniform(0, 2 * math.pi)

        def plot_top(
            q: QPainter, path: QPainterPath, cx=cx, cy=cy, tone=tone, stripes=stripes, printed=printed, icon_at=icon_at
        ) -> None:
            q.setPen(Qt.PenStyle.NoPen)
            q.setBrush(qcolor(tone))
            q.drawPath(path)
            q.save()
            q.translate(cx, cy)
            q.rotate(stripes)
            q.setPen(QPen(qcolor(shade(tone, 0.82), 150), 1.6))
            for k in range(-9, 10):
                q.drawLine(QPointF(-R, k * 4.4), QPointF(R, k * 4.4 + 1.5))
            q.restore()
            q.setBrush(Qt.BrushStyle.NoBrush)
            q.setPen(QPen(qcolor(shade(tone, 1.25), 170), 1.4))
            q.drawPolygon(render.polygon(render.hexagon(cx, cy, R * 0.86)))
            q.setPen(Qt.PenStyle.NoPen)
            for k in range(6):
                a = k * 1.047 + 0.5
                render.leaf(
                    q,
                    cx + R * 0.55 * math.cos(a),
                    cy + R * 0.55 * math.sin(a),
                    5,
                    math.degrees(a) - 90,
                    shade(tone, 0.7),
                    None,
                    170,
                )
            if printed != "none":
                ix, iy = cx + R * 0.45 * math.cos(icon_at), cy + R * 0.45 * math.sin(icon_at)
                q.setBrush(qcolor((244, 238, 220), 230))
                q.drawEllipse(QPointF(ix, iy), 7.5, 7.5)
                _icon(q, printed, ix, iy, 11, IMPROVEMENT[printed])

        tiles.append(
            Piece(
                (cx, cy, -PLOT_H / 2),
                render.solid(outline, 0.0, -PLOT_H, shade(tone, 0.7), plot_top),
                [(outline, PLOT_H)],
            )
        )
        improvement = plot.get("improvement", "none")
        if improvement != "none" and not plot.get("printed"):
            a = rng.uniform(0, 2 * math.pi)
            ix, iy = cx + 20 * math.cos(a), cy + 20 * math.sin(a)
            token = render.rect_outline(ix, iy, 13, 13, rng.uniform(0, 1.5))
            colour = IMPROVEMENT[improvement]

            def draw_token(ph: render.Photo, token=token, colour=colour, improvement=improvement, ix=ix, iy=iy) -> None:
                def top(q: QPainter, path: QPainterPath) -> None:
                    q.setPen(Qt.PenStyle.NoPen)
                    q.setBrush(qcolor(shade(colour, 1.2)))
                    q.drawPath(path)
                    _icon(q, improvement, ix, iy, 10, colour)

                ph.prism(token, -PLOT_H, -PLOT_H - 3.0, shade(colour, 0.8), top)

            pieces.append(Piece((ix, iy, -PLOT_H - 1.5), draw_token, [(token, PLOT_H + 3.0)]))
        if show_bamboo and plot.get("bamboo", 0):
            n = int(plot["bamboo"])
            colour = rng.choice(BAMBOO[plot["colour"]])
            sx, sy = cx + rng.uniform(-4, 4), cy + rng.uniform(-4, 4)

            def draw_bamboo(ph: render.Photo, sx=sx, sy=sy, n=n, colour=colour) -> None:
                for k in range(n):
                    z0, z1 = -PLOT_H - SEGMENT_H * k, -PLOT_H - SEGMENT_H * (k + 1) + 0.6
                    ph.cylinder(sx, sy, SEGMENT_R, z0, z1, shade(colour, 0.95), shade(colour, 1.1), grain=False)
                    ph.seam(sx, sy, SEGMENT_R + 0.3, z1 + 1.2, shade(colour, 0.55), 200)

            pieces.append(
                Piece(
                    (sx, sy, -PLOT_H - SEGMENT_H * n / 2),
                    draw_bamboo,
                    [(render.circle(sx, sy, SEGMENT_R, 16), PLOT_H + SEGMENT_H * n)],
                )
            )
    for a, b in garden.get("channels", []):
        pa, pb = space_xy({}, a), space_xy({}, b)
        if pa is None or pb is None:
            continue
        mx, my = (pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2
        ang = math.atan2(pb[1] - pa[1], pb[0] - pa[0]) + math.pi / 2
        stick = render.rect_outline(mx, my, R * 0.8, 4.0, ang)
        tone = render.jitter(channel, rng, 0.03)
        pieces.append(
            Piece(
                (mx, my, -PLOT_H - 1.5),
                render.solid(stick, -PLOT_H, -PLOT_H - 3.2, shade(tone, 0.8), tone),
                [(stick, PLOT_H + 3.2)],
            )
        )
    for figure in ("panda", "gardener"):
        at = garden.get(figure)
        xy = space_xy({}, at) if isinstance(at, str) else None
        if xy is None:
            continue
        fx, fy = xy[0] + rng.uniform(-12, 12), xy[1] + rng.uniform(-12, 12)
        if figure == "panda":
            parts = [(7.0, 0, 9, (236, 236, 230)), (5.0, 9, 16, (40, 40, 40)), (5.5, 16, 22, (236, 236, 230))]
        else:
            parts = [(6.0, 0, 14, (70, 90, 150)), (4.0, 14, 20, (226, 190, 150)), (8.0, 20, 22, (210, 180, 100))]

        def draw_figure(ph: render.Photo, fx=fx, fy=fy, parts=parts) -> None:
            for r, h0, h1, colour in parts:
                ph.cylinder(fx, fy, r, -PLOT_H - h0, -PLOT_H - h1, shade(colour, 0.92), colour, grain=False)

        pieces.append(Piece((fx, fy, -PLOT_H - 11), draw_figure, [(render.circle(fx, fy, 6, 16), PLOT_H + 22)]))
    corners = [(bx0, by0), (bx1, by0), (bx1, by1), (bx0, by1)]
    notes = {
        "paints": {k: v[0] for k, v in paints.items()},
        "water": water_name,
        "channels": channel_name,
        "bamboo_drawn": show_bamboo,
    }
    return Scene(
        extent=(bx0 - margin, by0 - margin, bx1 + margin, by1 + margin),
        corners=corners,
        corner_kind="rectangle around the laid plots",
        spaces=spaces,
        flat=flat,
        tiles=tiles,
        pieces=pieces,
        notes=notes,
    )


def kinds(fragment_: dict[str, Any], labels: list[str]) -> dict[str, str]:
    """What each place holds: its plot's colour, or "empty"."""
    plots = (fragment_.get("garden") or {}).get("plots", {})
    return {lab: plots[lab]["colour"] if lab in plots else "empty" for lab in labels}
