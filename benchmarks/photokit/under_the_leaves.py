"""Under the Leaves: the square tiles of a garden as laid on the table, each
of four fields (``gardenapp.games.under_the_leaves.data``: five colours and
the puddle, mushrooms printed on some) in the side and rotation the board
file gives, a little off the grid and turned as hands lay them, and on
most photos some wooden pawns standing on them. There is no printed board:
the corners are those of the rectangle around the laid tiles.

``spaces`` are the tile positions ("tx,ty", as the board file's ``at``);
``points["fields"]`` the fields ("x,y", twice as fine: the tile at tx, ty
holds fields 2tx..2tx+1, 2ty..2ty+1)."""

from __future__ import annotations

import math
import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from gardenapp.games.under_the_leaves import data

from . import render
from .boards import every_player as photographed  # noqa: F401  (the module's parts)
from .boards import player_entry as fragment  # noqa: F401
from .boards import two_players as options  # noqa: F401
from .render import RGB, XY, Piece, Scene, qcolor, shade

GAME_ID = "under_the_leaves"
FIELD = 32.0  # a field's side, mm (a tile is two by two)
TILE_H = 2.0

PAINTS: dict[str, list[tuple[str, RGB]]] = {
    "green": [("fern", (94, 148, 72)), ("sage", (126, 158, 100)), ("pine needle", (60, 118, 70))],
    "orange": [("pumpkin", (224, 126, 52)), ("apricot", (234, 158, 92)), ("rust", (198, 100, 52))],
    "pink": [("peony", (224, 128, 168)), ("coral pink", (234, 138, 148)), ("orchid", (212, 118, 188))],
    "yellow": [("sunflower", (234, 198, 62)), ("honey", (220, 174, 66)), ("primrose", (238, 218, 112))],
    "purple": [("plum", (128, 80, 148)), ("violet", (148, 98, 188)), ("heather", (158, 118, 168))],
    "puddle": [("pond", (88, 148, 188)), ("slate water", (108, 138, 160)), ("teal water", (70, 148, 158))],
}
CAPS: list[tuple[str, RGB]] = [
    ("fly agaric", (190, 40, 36)),
    ("bolete", (140, 84, 50)),
    ("chanterelle", (226, 160, 60)),
]
PAWNS: dict[str, RGB] = {
    "bees": (230, 190, 40),
    "hummingbirds": (40, 160, 150),
    "leaf": (110, 160, 60),
    "puddle": (70, 120, 190),
    "mushroom": (200, 70, 50),
}


def _pair(label: str) -> tuple[int, int] | None:
    try:
        a, b = (int(v) for v in label.split(","))
    except ValueError:
        return None
    return a, b


def space_xy(options_: dict[str, Any], label: str) -> XY | None:
    """A tile position's centre (mm) for a "tx,ty" label."""
    t = _pair(label)
    return None if t is None else ((t[0] + 0.5) * 2 * FIELD, (t[1] + 0.5) * 2 * FIELD)


def field_xy(options_: dict[str, Any], label: str) -> XY | None:
    """A field's centre (mm) for an "x,y" label."""
    f = _pair(label)
    return None if f is None else ((f[0] + 0.5) * FIELD, (f[1] + 0.5) * FIELD)


def _field_art(
    q: QPainter, kind: str, mushroom: bool, cx: float, cy: float, tone: RGB, cap: RGB, rng: random.Random
) -> None:
    """One field of a tile, centred at (cx, cy), in this kit's own drawing."""
    h = FIELD / 2
    q.setPen(Qt.PenStyle.NoPen)
    if kind == "puddle":
        q.setBrush(qcolor((112, 120, 84)))
        q.drawRect(QRectF(cx - h, cy - h, FIELD, FIELD))
        blob = QPainterPath()
        pts = []
        for k in range(12):
            a = 2 * math.pi * k / 12
            rr = h * rng.uniform(0.7, 0.86)
            pts.append(QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a)))
        blob.moveTo((pts[0] + pts[1]) / 2)
        for k in range(12):
            blob.quadTo(pts[(k + 1) % 12], (pts[(k + 1) % 12] + pts[(k + 2) % 12]) / 2)
        q.setBrush(qcolor(tone))
        q.drawPath(blob)
        q.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(3):
            q.setPen(QPen(qcolor(shade(tone, 1.3), 140), 0.6))
            q.drawEllipse(QPointF(cx - 3 + k, cy + 2 - k), 3 + 3.5 * k, 2 + 2.5 * k)
        q.setPen(QPen(qcolor((250, 250, 250), 110), 1.2))
        q.drawLine(QPointF(cx + 3, cy - 7), QPointF(cx + 8, cy - 5))
    else:
        q.setBrush(qcolor(tone))
        q.drawRect(QRectF(cx - h, cy - h, FIELD, FIELD))
        for _k in range(9):  # leaf litter in the field's own colour
            render.leaf(
                q,
                cx + rng.uniform(-h, h * 0.4),
                cy + rng.uniform(-h, h),
                rng.uniform(6, 12),
                rng.uniform(0, 360),
                shade(tone, rng.choice((0.78, 0.86, 1.12, 1.2))),
                shade(tone, 0.6),
                200,
            )
        q.setBrush(qcolor(shade(tone, 1.3), 170))
        for _k in range(6):
            q.drawEllipse(QPointF(cx + rng.uniform(-h, h), cy + rng.uniform(-h, h)), 0.8, 0.8)
    if mushroom:
        corner = rng.choice(((-1, -1), (1, -1), (-1, 1), (1, 1)))
        mx, my = cx + corner[0] * h * 0.42, cy + corner[1] * h * 0.42
        q.setPen(Qt.PenStyle.NoPen)
        q.setBrush(qcolor((236, 226, 200)))
        q.drawRoundedRect(QRectF(mx - 1.8, my - 1, 3.6, 6.5), 1, 1)
        cap_path = QPainterPath(QPointF(mx - 6, my + 0.5))
        cap_path.quadTo(QPointF(mx, my - 9), QPointF(mx + 6, my + 0.5))
        cap_path.closeSubpath()
        q.setBrush(qcolor(cap))
        q.drawPath(cap_path)
        q.setBrush(qcolor((246, 240, 226)))
        for dx, dy in ((-2.5, -2), (1.5, -3.5), (3, -1)):
            q.drawEllipse(QPointF(mx + dx, my + dy), 0.8, 0.8)
    q.setPen(QPen(qcolor(shade(tone, 0.55), 90), 0.5))
    q.setBrush(Qt.BrushStyle.NoBrush)
    q.drawRect(QRectF(cx - h, cy - h, FIELD, FIELD))


def compose(board: dict[str, Any], player: int, rng: random.Random) -> Scene:
    entry = board["players"][player]
    tiles_in = [t for t in entry.get("tiles", []) if isinstance(t, dict)]
    spaces: dict[str, XY] = {}
    fields: dict[str, XY] = {}
    paints = render.pick_paints(rng, PAINTS)
    cap_name, cap = rng.choice(CAPS)
    tiles: list[Piece] = []
    for t in tiles_in:
        at = _pair(t["at"])
        xy = space_xy({}, t["at"])
        if at is None or xy is None:
            continue
        spaces[t["at"]] = xy
        tx, ty = at
        for lab in (
            f"{2 * tx},{2 * ty}",
            f"{2 * tx + 1},{2 * ty}",
            f"{2 * tx + 1},{2 * ty + 1}",
            f"{2 * tx},{2 * ty + 1}",
        ):
            fxy = field_xy({}, lab)
            assert fxy is not None
            fields[lab] = fxy
        index = data.TILE_INDEX[t["tile"]]
        o = data.orientation(data.SIDES.index(t.get("side", "F")), int(t.get("rotation", 0)))
        layout = data.LAYOUTS[index][o]
        start = data.is_start(index)
        cx, cy = xy
        ox, oy = cx + rng.uniform(-1.4, 1.4), cy + rng.uniform(-1.4, 1.4)
        angle = math.radians(rng.uniform(-2.5, 2.5))
        size = 2 * FIELD - 1.2
        outline = render.rect_outline(ox, oy, size, size, angle)
        tones = [render.jitter(paints[data.KINDS[kind]][1], rng, 0.03) for kind, _m in layout]
        art_seed = rng.random()

        def top(
            q: QPainter,
            path: QPainterPath,
            ox=ox,
            oy=oy,
            angle=angle,
            layout=layout,
            tones=tones,
            start=start,
            art_seed=art_seed,
        ) -> None:
            art = random.Random(art_seed)
            q.translate(ox, oy)
            q.rotate(math.degrees(angle))
            for (kind, mushroom), tone, (dx, dy) in zip(layout, tones, ((-1, -1), (1, -1), (1, 1), (-1, 1))):
                _field_art(q, data.KINDS[kind], mushroom, dx * FIELD / 2, dy * FIELD / 2, tone, cap, art)
            q.setBrush(Qt.BrushStyle.NoBrush)
            q.setPen(QPen(qcolor((60, 50, 40), 160), 0.9))
            q.drawRect(QRectF(-FIELD, -FIELD, 2 * FIELD, 2 * FIELD))
            if start:
                q.setPen(QPen(qcolor((240, 230, 200), 200), 1.4))
                q.drawRect(QRectF(-FIELD + 2, -FIELD + 2, 2 * FIELD - 4, 2 * FIELD - 4))

        tiles.append(
            Piece((ox, oy, -TILE_H / 2), render.solid(outline, 0.0, -TILE_H, (150, 130, 100), top), [(outline, TILE_H)])
        )
    pieces: list[Piece] = []
    drawn = 0
    if fields and rng.random() < 0.7:
        spots = sorted(fields)
        for kind, count in sorted(entry.get("pawns", {}).items()):
            for _k in range(min(int(count), 3)):
                fx, fy = fields[rng.choice(spots)]
                px, py = fx + rng.uniform(-10, 10), fy + rng.uniform(-10, 10)
                colour = render.jitter(PAWNS[kind], rng, 0.03)

                def draw_pawn(ph: render.Photo, px=px, py=py, colour=colour, kind=kind) -> None:
                    ph.cylinder(px, py, 5.0, -TILE_H, -TILE_H - 5.5, shade(colour, 0.9), colour)
                    if kind == "bees":
                        ph.seam(px, py, 5.0, -TILE_H - 2.7, (30, 30, 30), 230)

                pieces.append(Piece((px, py, -TILE_H - 2.7), draw_pawn, [(render.circle(px, py, 5, 16), TILE_H + 5.5)]))
                drawn += 1
    if spaces:
        xs = [x for x, _ in spaces.values()]
        ys = [y for _, y in spaces.values()]
        bx0, bx1, by0, by1 = min(xs) - FIELD, max(xs) + FIELD, min(ys) - FIELD, max(ys) + FIELD
    else:
        bx0, bx1, by0, by1 = -FIELD, FIELD, -FIELD, FIELD
    margin = 28.0
    corners = [(bx0, by0), (bx1, by0), (bx1, by1), (bx0, by1)]
    notes = {"paints": {k: v[0] for k, v in paints.items()}, "mushroom_caps": cap_name, "pawns_drawn": drawn}
    return Scene(
        extent=(bx0 - margin, by0 - margin, bx1 + margin, by1 + margin),
        corners=corners,
        corner_kind="rectangle around the laid tiles",
        spaces=spaces,
        flat=lambda p: None,
        tiles=tiles,
        pieces=pieces,
        points={"fields": fields},
        notes=notes,
    )


def kinds(fragment_: dict[str, Any], labels: list[str]) -> dict[str, tuple[str, str, int]]:
    """What each tile position holds: (tile, side, rotation)."""
    return {
        t["at"]: (t["tile"], t.get("side", "F"), int(t.get("rotation", 0)))
        for t in fragment_.get("tiles", [])
        if t["at"] in labels
    }
