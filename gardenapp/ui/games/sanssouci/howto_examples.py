"""Sanssouci's drawn examples for its How to play page (spec §3.3, §4.2,
§4.3 worked examples): a palace garden drawn by the play screen's own
GardenBlock, with the rule's numbers on top.

Each garden is written as six lines of nine spaces (``P`` printed, ``O``
ornament tile, ``G`` gardener, ``.`` empty); tests/ui/test_howto.py scores
them with ``games.sanssouci.scoring`` and walks the noble with the engine's
flood.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPolygonF

from ....games.sanssouci import data
from ... import art as kit
from ...boardview import BoardScene
from ...howto_examples import Example, fit, score_tag
from . import painting as art
from .scene import BOTTOM, CELL, HEADER, HEIGHT, LEFT, TITLE, WIDTH, GardenBlock, GardenModel

STATES = {"P": "printed", "O": "ornament", "G": "gardener"}
HIGHLIGHT = QColor("#2e6b34")
MISSION_INK = QColor("#6b3fa0")


@dataclass(frozen=True)
class Garden:
    lines: tuple[str, ...]  # rows 1..6, columns 1..9
    nobles: tuple[int, ...]  # the row (0 = terrace) of each column's noble
    rows: tuple[int, ...] = ()  # completed rows to show with their bonus
    columns: tuple[int, ...] = ()  # completed columns to show with their bonus
    walk: tuple[tuple[int, int], ...] = ()  # a noble's path (row, col), start first
    missions: tuple[int, ...] = ()  # columns of the mission cards held
    points: dict[str, int] = field(default_factory=dict)  # rule -> what the engine scores

    def cells(self) -> dict[tuple[int, int], str]:
        return {(r, c): STATES[ch] for r, line in enumerate(self.lines, 1) for c, ch in enumerate(line, 1) if ch != "."}


def _draw(garden: Garden, p: QPainter, rect: QRectF) -> None:
    scene = BoardScene()
    block = GardenBlock(
        scene,
        GardenModel(
            0, colour=art.player_colour(1), cells=garden.cells(), nobles=garden.nobles, missions=garden.missions
        ),
    )
    source = QRectF(0, TITLE, WIDTH, HEIGHT - TITLE + 10)  # no title line; room for the column tags
    p.save()
    t = fit(p, rect, source, margin=1)
    scene.render(p, source, source)
    p.setBrush(QColor(0, 0, 0, 0))
    p.setPen(kit.pen(HIGHLIGHT, 4))
    for row in garden.rows:
        p.drawRoundedRect(block.cell_rect(row, 1).united(block.cell_rect(row, data.COLS)).adjusted(1, 1, -1, -1), 6, 6)
    for col in garden.columns:
        p.drawRoundedRect(block.cell_rect(1, col).united(block.cell_rect(data.ROWS, col)).adjusted(1, 1, -1, -1), 6, 6)
    p.setPen(kit.pen(MISSION_INK, 5))
    for col in garden.missions:  # the mission card's element, above its column (the garden's ribbon is small)
        p.drawRoundedRect(QRectF(LEFT + (col - 1) * CELL + 3, TITLE + 1, CELL - 6, HEADER - 2), 8, 8)
    if garden.walk:
        start = block.cell_rect(*garden.walk[0])
        p.setOpacity(0.45)  # where the noble was
        art.draw_noble(p, QRectF(start.right() - 34, start.bottom() - 34, 33, 33), art.player_colour(1))
        p.setOpacity(1.0)
        p.setPen(kit.pen(QColor("#d01060"), 6))
        p.drawPolyline(QPolygonF([block.cell_rect(*c).center() for c in garden.walk]))
        end, before = block.cell_rect(*garden.walk[-1]).center(), block.cell_rect(*garden.walk[-2]).center()
        d = (end - before) / CELL * 14
        normal = QPointF(-d.y(), d.x()) * 0.6
        p.setBrush(QColor("#d01060"))
        p.drawPolygon(QPolygonF([end + d * 0.3, end - d + normal, end - d - normal]))
    p.restore()
    bonus_x = block.cell_rect(1, data.COLS).right() + 23
    for row in garden.rows:
        score_tag(p, t.map(QPointF(bonus_x, block.cell_rect(row, 1).center().y())), str(data.row_bonus()[row - 1]), 12)
    for col in garden.columns:
        y = block.cell_rect(data.ROWS, col).bottom() + BOTTOM / 2
        score_tag(p, t.map(QPointF(block.cell_rect(1, col).center().x(), y)), str(data.column_bonus()[col - 1]), 12)
    if garden.walk:
        last = block.cell_rect(*garden.walk[-1])
        score_tag(p, t.map(QPointF(last.left() - 4, last.center().y())), f"+{garden.walk[-1][0]}", 13)
    for col in garden.missions:
        noble = block.cell_rect(garden.nobles[col - 1], col)
        score_tag(
            p,
            t.map(QPointF(noble.left() - 4, noble.center().y())),
            str(data.mission_points()[garden.nobles[col - 1]]),
            13,
            fill=MISSION_INK,
        )


# A garden with rows 2 and 4 and columns 2 and 8 completed (§4.2, provisional bonuses 2 + 4 and 5 + 5).
LINES = Garden(
    ("PPPPPPPPP", "OPOGOOPGO", ".OO.G..O.", "OGOOPOOOG", ".O..O..G.", ".G.....O."),
    nobles=(0, 3, 3, 0, 4, 0, 2, 3, 0),
    points={"rows": 6, "columns": 10},
)
# The Fountain noble walks from row 3 to row 5 round the empty space below it, over a gardener (§3.3).
WALK_LINES = ("PPPPPPPPP", ".OG.POO..", "..OGGOO..", "...O..G..", ".....OO..", ".........")
WALK = Garden(WALK_LINES, nobles=(0, 2, 0, 4, 2, 5, 0, 0, 0), walk=((3, 6), (3, 7), (4, 7), (5, 7), (5, 6)))
# ... and its noble in row 5 at the end scores the Fountain mission (§4.3, provisional: the row).
MISSION = Garden(WALK_LINES, nobles=(0, 2, 0, 4, 2, 5, 0, 0, 0), missions=(6,), points={"missions": 5})

GARDENS: dict[str, Garden] = {
    "walk": WALK,
    "rows": Garden(LINES.lines, LINES.nobles, rows=(2, 4), points=LINES.points),
    "columns": Garden(LINES.lines, LINES.nobles, columns=(2, 8), points=LINES.points),
    "mission": MISSION,
}

EXAMPLES: dict[str, Example] = {name: Example(320, 240, partial(_draw, g)) for name, g in GARDENS.items()}
