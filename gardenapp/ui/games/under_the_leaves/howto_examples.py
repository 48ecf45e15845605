"""Under the Leaves' drawn examples for its How to play page (spec §5.2,
§5.3, §5.8, §6.2 worked examples): small gardens of real tiles (the starting
tile, then garden tiles in the order laid), drawn field by field as the play
screen draws them, with their bees, hummingbirds and dwellers.

What arrived is written here, not computed (the UI decides no rule):
tests/ui/test_howto.py lays the same tiles with the engine
(``games.under_the_leaves.garden``) and checks the pollinated fields, the bees,
the hummingbirds and the dwellers against it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from ....games.under_the_leaves import data
from ... import art as kit
from ...howto_examples import Example, fit, score_tag
from . import painting
from .play import F, corner_of, spots

XY = tuple[int, int]


@dataclass(frozen=True)
class Garden:
    start: tuple[str, int]  # starting tile id and its rotation
    tiles: tuple[tuple[XY, str, int], ...]  # ((tx, ty), garden tile id, orientation), in the order laid
    pollinated: frozenset[XY] = frozenset()  # fields (x, y) in pollinated sectors
    bees: dict[XY, int] = field(default_factory=dict)  # a field of each sector with bees -> its bees
    hummingbirds: dict[XY, int] = field(default_factory=dict)  # tile (tx, ty) -> hummingbirds on its nest
    dwellers: tuple[tuple[str, XY], ...] = ()  # (card, the field its pawn sits on)
    total: str = ""  # a sum under the picture

    def fields(self) -> dict[XY, tuple[int, bool]]:
        """(x, y) -> (kind index, mushroom) of every field laid."""
        out = {}
        for (tx, ty), tile, o in (((0, 0), *self.start), *self.tiles):
            layout = data.LAYOUTS[data.TILE_INDEX[tile]][o]
            for (dx, dy), f in zip(((0, 0), (1, 0), (1, 1), (0, 1)), layout):
                out[(2 * tx + dx, 2 * ty + dy)] = f
        return out


def _at(x: int, y: int, spot: tuple[float, float]) -> QPointF:
    return QPointF((x + spot[0]) * F, (y + spot[1]) * F)


def _draw_garden(garden: Garden, p: QPainter, rect: QRectF) -> None:
    if garden.total:
        rect, line = rect.adjusted(0, 0, 0, -26), rect.adjusted(0, rect.height() - 26, 0, 0)
    fields = garden.fields()
    xs = [x for x, _ in fields]
    ys = [y for _, y in fields]
    p.save()
    t = fit(
        p,
        rect,
        QRectF(min(xs) * F - 2, min(ys) * F - 2, (max(xs) - min(xs) + 1) * F + 4, (max(ys) - min(ys) + 1) * F + 4),
        margin=1,
    )
    for (x, y), (kind, mushroom) in fields.items():
        painting.draw_field(
            p,
            QRectF(x * F, y * F, F, F),
            data.KINDS[kind],
            mushroom,
            pollinated=(x, y) in garden.pollinated,
            corner=corner_of(x, y),
        )
    p.setPen(kit.pen(painting.EDGE, 2.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for (tx, ty), *_ in (((0, 0), *garden.start), *garden.tiles):
        p.drawRect(QRectF(2 * tx * F, 2 * ty * F, 2 * F, 2 * F))
        c = QPointF((2 * tx + 1) * F, (2 * ty + 1) * F)
        painting.draw_nest(p, c, F * 0.2)
        n = garden.hummingbirds.get((tx, ty), 0)
        for k in range(n):
            painting.draw_hummingbird(p, QPointF(c.x() + (k - (n - 1) / 2) * F * 0.36, c.y()), F * 0.19)
    for x, y in garden.bees:
        painting.draw_bee(p, _at(x, y, spots(x, y)[1]), F * 0.17)
    for card, (x, y) in garden.dwellers:
        painting.draw_pawn(p, _at(x, y, spots(x, y)[2]), F * 0.2, data.CARD_BY_ID[card].type)
    p.restore()
    for (x, y), n in garden.bees.items():  # the count at picture size (the board's badge would be tiny)
        if n > 1:
            score_tag(p, t.map(_at(x, y, spots(x, y)[1]) + QPointF(F * 0.3, F * 0.05)), str(n), 11)
    if garden.total:
        score_tag(p, line.center(), garden.total, 14)


def _draw_majority(rows: tuple[tuple[int, int], ...], p: QPainter, rect: QRectF) -> None:
    """§6.2: three players' leaf dwellers, one row each, with their majority bonus."""
    r = min(rect.height() / len(rows) * 0.32, 14.0)
    step = rect.height() / len(rows)
    widest = max(n for n, _ in rows)
    for row, (n, bonus) in enumerate(rows):
        y = rect.top() + step * (row + 0.5)
        for k in range(n):
            painting.draw_pawn(p, QPointF(rect.left() + r * (1.4 + 2.4 * k), y), r, "leaf")
        if bonus:
            score_tag(p, QPointF(rect.left() + r * (1.4 + 2.4 * widest) + 18, y), f"+{bonus}", 13)


GARDENS: dict[str, Garden] = {
    # §5.2: three separate pink sectors, made one after the other: the first now holds 3 bees, the second 2,
    # the third 1 (the k-th brings k bees).
    "bees": Garden(
        ("S2", 0),
        (((-1, 0), "G01", 1), ((-2, 0), "G02", 4), ((0, -1), "G06", 3), ((1, -1), "G24", 4), ((1, 0), "G32", 1)),
        pollinated=frozenset({(-4, 1), (-3, 1), (-2, 0), (-2, 1), (1, -2), (1, -1), (1, 1), (2, -2), (2, 0), (2, 1)}),
        bees={(-4, 1): 3, (1, -2): 2, (1, 1): 1},
        total="3 + 2 + 1 = 6",
    ),
    # §5.3: the three tiles of the bottom row qualify: 1 + 2 + 1 hummingbirds (the middle one has both sides).
    "hummingbirds": Garden(
        ("S4", 0),
        (
            ((-1, 0), "G25", 7),
            ((1, 0), "G12", 1),
            ((0, 1), "G06", 5),
            ((0, -1), "G38", 1),
            ((-1, 1), "G15", 5),
            ((1, 1), "G49", 4),
            ((1, -1), "G11", 6),
        ),
        pollinated=frozenset(
            {
                (-2, 1),
                (-2, 2),
                (-2, 3),
                (-1, 0),
                (-1, 1),
                (-1, 2),
                (-1, 3),
                (0, 2),
                (0, 3),
                (1, 0),
                (1, 2),
                (1, 3),
                (2, 0),
                (2, 1),
                (2, 2),
                (2, 3),
                (3, 3),
            }
        ),
        bees={(-2, 1): 1, (-1, 0): 2, (-1, 3): 1, (1, 0): 1, (1, 3): 1},
        hummingbirds={(-1, 1): 1, (0, 1): 2, (1, 1): 1},
        total="1 + 2 + 1 = 4",
    ),
    # §5.8 Host: a sector with 2 mushrooms (not pollinated) brings a mushroom dweller.
    "host": Garden(("S2", 1), (((-1, 0), "G30", 2),), dwellers=(("host", (-1, 1)),)),
}
MAJORITY = ((3, 2), (3, 2), (1, 0))  # §6.2's example: Ana, Bruno, Carla (leaf dwellers, majority bonus)

EXAMPLES: dict[str, Example] = {
    "bees": Example(300, 176, partial(_draw_garden, GARDENS["bees"])),
    "hummingbirds": Example(250, 260, partial(_draw_garden, GARDENS["hummingbirds"])),
    "host": Example(230, 120, partial(_draw_garden, GARDENS["host"])),
    "majority": Example(200, 110, partial(_draw_majority, MAJORITY)),
}
