"""Azul: Queen's Garden's drawn examples for its How to play page (spec §5
and §7 worked examples): hexagons round the fountain, drawn as the garden
draws them, each scoring group outlined with its sum under the picture; and
a storage at the end of the game.

tests/ui/test_howto.py scores every garden with ``games.azul_queens_garden``'s
scorer: the groups it finds are the ones outlined, with the same points.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from ....core import hexgrid
from ....core.hexgrid import Hex
from ....games.azul_queens_garden import data as azul_data
from ... import art as kit
from ...howto_examples import Example, fit, score_tag, tag_width
from . import painting

R = 40.0
LAYOUT = hexgrid.HexLayout("pointy", R)
S1, S2, S3, S4, S5, S6 = azul_data.START_SPACES  # the fountain's ring, §5's names


@dataclass(frozen=True)
class Group:
    criterion: str  # a colour or a pattern (the score row)
    cells: tuple[Hex, ...]
    sum: str  # its points as written under the picture
    points: int  # ... and as the engine scores them


@dataclass(frozen=True)
class Garden:
    hexagons: dict[Hex, str]  # cell -> "colour-pattern"
    groups: tuple[Group, ...]  # every group that scores (the others score 0)


OUTLINE = ("#ff7a00", "#c2185b")  # first group (its outline round the group), second (on each hexagon)


def _centre(cell: Hex) -> QPointF:
    return QPointF(*LAYOUT.to_pixel(cell))


def _draw_garden(garden: Garden, p: QPainter, rect: QRectF) -> None:
    body, line = rect.adjusted(0, 0, 0, -28), rect.adjusted(0, rect.height() - 28, 0, 0)
    source = QRectF(-2.7 * R, -2.6 * R, 5.4 * R, 5.2 * R)
    p.save()
    fit(p, body, source, margin=1)
    painting.draw_element(p, _centre(azul_data.FOUNTAIN), R, "fountain")
    for cell in azul_data.START_SPACES:
        hexagon = garden.hexagons.get(cell)
        if hexagon is None:
            painting.draw_space(p, _centre(cell), R)
        else:
            painting.draw_hexagon(p, _centre(cell), R, hexagon)
    for k, group in enumerate(garden.groups):
        outline = QPainterPath()  # the first group: one line round it (its hexagons overlap a little)
        for cell in group.cells:
            outline.addPolygon(kit.hex_polygon(_centre(cell), R * (1.03 if k == 0 else 0.8)))
        p.setPen(kit.pen(OUTLINE[k], 5 - k))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(outline.simplified())
    p.restore()
    widths = [tag_width(p, g.sum, 13) for g in garden.groups]
    x = line.center().x() - (sum(widths) + 10 * (len(widths) - 1)) / 2
    for k, (group, w) in enumerate(zip(garden.groups, widths)):
        score_tag(p, QPointF(x + w / 2, line.center().y()), group.sum, 13, fill=OUTLINE[k])
        x += w + 10


def _draw_storage(p: QPainter, rect: QRectF) -> None:
    """2 jokers and a flower tile left in storage (§7.1): +1 +1 −4."""
    r = min(rect.height() * 0.3, rect.width() / 9)
    y = rect.top() + r * 1.1
    pieces: tuple[tuple[Callable[[QPainter, QPointF, float], None], str], ...] = (
        (painting.draw_joker, "+1"),
        (painting.draw_joker, "+1"),
        (partial(painting.draw_hexagon, hexagon="yellow-flower"), "−4"),
    )
    for k, (draw, points) in enumerate(pieces):
        c = QPointF(rect.left() + r * (1.2 + 2.1 * k), y)
        draw(p, c, r)
        score_tag(p, QPointF(c.x(), y + r * 1.35), points, 13)
    score_tag(p, QPointF(rect.left() + r * (1.2 + 2.1 * 2.95), y + r * 1.35), "= −2", 14)


GARDENS: dict[str, Garden] = {
    # §7: a colour group of six, 1 + 2 + 3 + 4 + 5 + 6 = 21, plus 6
    "six": Garden(
        {S1: "blue-tree", S2: "blue-bird", S3: "blue-butterfly", S4: "blue-flower", S5: "blue-plant", S6: "blue-lily"},
        (Group("blue", (S1, S2, S3, S4, S5, S6), "21 + 6 = 27", 27),),
    ),
    # §7: a colour group of four, 3 + 4 + 5 + 6; the two yellows and the two lilies are groups of 2: 0
    "four": Garden(
        {
            S1: "dark_purple-butterfly",
            S2: "dark_purple-flower",
            S3: "dark_purple-plant",
            S4: "dark_purple-lily",
            S5: "yellow-lily",
            S6: "yellow-tree",
        },
        (Group("dark_purple", (S1, S2, S3, S4), "3 + 4 + 5 + 6 = 18", 18),),
    ),
    # §5 example 1: S3 is in the blue group and in the butterfly group, and counts in both
    "both": Garden(
        {S1: "blue-tree", S2: "blue-bird", S3: "blue-butterfly", S4: "yellow-butterfly", S5: "light_purple-butterfly"},
        (Group("blue", (S1, S2, S3), "1 + 2 + 3 = 6", 6), Group("butterfly", (S3, S4, S5), "3 + 3 + 3 = 9", 9)),
    ),
}

EXAMPLES: dict[str, Example] = {
    "six": Example(220, 210, partial(_draw_garden, GARDENS["six"])),
    "four": Example(220, 210, partial(_draw_garden, GARDENS["four"])),
    "both": Example(260, 210, partial(_draw_garden, GARDENS["both"])),
    "storage": Example(250, 100, _draw_storage),
}
