"""Harmonies' drawn examples for its How to play page (spec §6 worked
examples): pieces of a side A board, drawn as the play screen draws a board.

Each example is a :class:`Board`: the stacks on some spaces of side A (the
engine's ``(c, r)`` labels) and the rule and points the engine gives them
(tests/ui/test_howto.py scores every one with ``games.harmonies.scoring``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from ....core import hexgrid
from ....games.harmonies import data
from ...howto_examples import Example, cross, fit, score_tag
from . import painting as art
from .play import R, board_outline, board_polygons

Space = tuple[int, int]


@dataclass(frozen=True)
class Board:
    pieces: dict[Space, tuple[str, ...]]  # (c, r) on side A -> colours, bottom first
    rule: str  # the rule the example is about ...
    points: int  # ... and what the engine scores for it
    tags: dict[Space, str] = field(default_factory=dict)  # points beside a space
    crossed: tuple[Space, ...] = ()  # spaces that do not score
    numbered: tuple[Space, ...] = ()  # spaces numbered 1, 2, ... (the river's path)
    total: str = ""  # a sum under the picture
    row: bool = False  # the pieces apart in a row: their places do not matter


def _draw(board: Board, p: QPainter, rect: QRectF) -> None:
    if board.total:
        rect, bottom = rect.adjusted(0, 0, 0, -26), rect.adjusted(0, rect.height() - 26, 0, 0)
    if board.row:
        centres = {s: QPointF(i * R * 2.3, 0.0) for i, s in enumerate(board.pieces)}
        outline = None
    else:
        shown = set(board.pieces)
        for s in board.pieces:
            shown.update(data.space_neighbours(s, "A"))
        polygons = {k: v for k, v in board_polygons("A", (0.0, 0.0)).items() if hexgrid.parse_pair(k) in shown}
        centres = {
            h: QPointF(v.centroid.x, v.centroid.y)
            for k, v in polygons.items()
            if (h := hexgrid.parse_pair(k)) is not None
        }
        outline = board_outline(polygons.values())
    if outline is not None:
        scene = outline.boundingRect()
    else:
        xs = [c.x() for c in centres.values()]
        scene = QRectF(min(xs) - R, -R, max(xs) - min(xs) + 2 * R, 2.3 * R)
    p.save()
    t = fit(p, rect, scene)
    if outline is not None:
        p.setPen(art.kit.pen(art.BOARD_EDGE, 1.5, cosmetic=True))
        p.setBrush(art.BOARD_FILL)
        p.drawPath(outline)
    for s, c in centres.items():
        p.setPen(art.kit.pen(art.SPACE_OUTLINE, 1.2, cosmetic=True))
        p.setBrush(art.SPACE_FILL)
        p.drawPolygon(art.hex_points(c, R))
        art.draw_space(p, c, R, board.pieces.get(s, ()))
    for k, s in enumerate(board.numbered, 1):
        art.kit.letter_badge(p, centres[s] + QPointF(-R * 0.55, R * 0.45), R * 0.26, str(k), "#1d4f7a")
    p.restore()
    for s in board.crossed:
        cross(p, t.map(centres[s] + QPointF(-R * 0.72, -R * 0.62)), 10)
    for s, text in board.tags.items():
        score_tag(p, t.map(centres[s] + (QPointF(0, R * 1.15) if board.row else QPointF(R * 0.5, R * 0.55))), text, 13)
    if board.total:
        score_tag(p, bottom.center(), board.total, 14)


BOARDS: dict[str, Board] = {
    # §6.1: green alone 1, on one brown 3, on two browns 7; a brown alone 0
    "trees": Board(
        {(0, 0): ("green",), (2, 0): ("brown", "green"), (4, 0): ("brown", "brown", "green"), (2, 4): ("brown",)},
        "trees",
        11,
        tags={(0, 0): "1", (2, 0): "3", (4, 0): "7", (2, 4): "0"},
        crossed=((2, 4),),
        row=True,
    ),
    # §6.2: a mountain of 3 next to a mountain of 1: 7 + 1; an isolated one scores 0
    "mountains": Board(
        {(1, 1): ("gray", "gray", "gray"), (1, 2): ("gray",), (3, 1): ("gray", "gray")},
        "mountains",
        8,
        tags={(1, 1): "7", (1, 2): "1", (3, 1): "0"},
        crossed=((3, 1),),
        total="7 + 1 = 8",
    ),
    # §6.4: water, tree and field around the left building: 3 colours, 5; only field and tree
    # around the right one: 2 colours, 0
    "buildings": Board(
        {
            (1, 1): ("gray", "red"),
            (1, 0): ("blue",),
            (0, 1): ("green",),
            (2, 2): ("yellow",),
            (3, 2): ("brown", "red"),
            (3, 3): ("yellow",),
            (4, 2): ("brown", "green"),
        },
        "buildings",
        5,
        tags={(1, 1): "5", (3, 2): "0"},
        crossed=((3, 2),),
    ),
    # §6.5: a river of 6 and one more blue touching its 2nd and 3rd tokens: still 6 long, 15
    "river": Board(
        {s: ("blue",) for s in ((0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 4), (1, 1))},
        "water",
        15,
        numbered=((0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 4)),
        total="6 → 15",
    ),
}

EXAMPLES: dict[str, Example] = {
    "trees": Example(300, 115, partial(_draw, BOARDS["trees"])),
    "mountains": Example(250, 210, partial(_draw, BOARDS["mountains"])),
    "buildings": Example(250, 240, partial(_draw, BOARDS["buildings"])),
    "river": Example(200, 250, partial(_draw, BOARDS["river"])),
}
