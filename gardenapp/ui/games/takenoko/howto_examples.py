"""Takenoko's drawn examples for its How to play page (spec §3.1–§3.3
worked examples): a few plots round the pond, drawn as the garden draws them,
beside the objective card they fulfil.

Every plot drawn is irrigated (the drop). tests/ui/test_howto.py gives each
garden to the engine (``games.takenoko.scoring``) and checks the irrigation
and that the card is fulfilled by exactly the plots the picture rings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from ....core.hexgrid import Hex
from ....games.takenoko.data import CARD_BY_ID
from ....games.takenoko.view import PlotInfo as Plot  # a plot as the board file gives it
from ... import art as kit
from ...howto_examples import Example, cross, fit, ring, score_tag
from . import painting as art
from .painting import HEX_SIZE, LAYOUT

POND: Hex = (0, 0)
CARD_W, CARD_H = 78.0, 108.0  # picture pixels


@dataclass(frozen=True)
class Scene:
    card: str  # the objective card shown
    plots: dict[Hex, Plot] = field(default_factory=dict)
    channels: frozenset[frozenset[Hex]] = frozenset()
    counts: tuple[Hex, ...] = ()  # the plots that fulfil the card (ringed)
    crossed: tuple[Hex, ...] = ()  # plots that look alike but do not count
    stomach: tuple[int, int, int] = (0, 0, 0)  # panda cards: green, yellow, pink sections held


def _centre(cell: Hex) -> QPointF:
    return QPointF(*LAYOUT.to_pixel(cell))


def _card(p: QPainter, rect: QRectF, card: str) -> QRectF:
    box = QRectF(rect.left() + 2, rect.center().y() - CARD_H / 2, CARD_W, CARD_H)
    art.draw_card(p, box, CARD_BY_ID[card])
    return rect.adjusted(CARD_W + 10, 0, 0, 0)


def _draw_garden(scene: Scene, p: QPainter, rect: QRectF) -> None:
    rest = _card(p, rect, scene.card)
    cells = [POND, *scene.plots]
    xs = [_centre(c).x() for c in cells]
    ys = [_centre(c).y() for c in cells]
    s3 = 3**0.5
    source = QRectF(
        min(xs) - HEX_SIZE * s3 / 2,
        min(ys) - HEX_SIZE,
        max(xs) - min(xs) + HEX_SIZE * s3,
        max(ys) - min(ys) + 2 * HEX_SIZE,
    )
    p.save()
    t = fit(p, rest, source, margin=2)
    art.draw_pond(p, _centre(POND), HEX_SIZE, with_label=False)
    for cell, plot in scene.plots.items():
        art.draw_plot_tile(
            p, _centre(cell), HEX_SIZE, plot.colour, plot.improvement, plot.printed, plot.bamboo, irrigated=True
        )
    for e in scene.channels:
        (x1, y1), (x2, y2) = LAYOUT.edge_segment(e)
        a, b = QPointF(x1, y1), QPointF(x2, y2)
        art.draw_channel(p, a + (b - a) * 0.07, b - (b - a) * 0.07, HEX_SIZE * 0.085)
    p.restore()
    k = t.m11()
    for cell in scene.counts:
        ring(p, t.map(_centre(cell)), HEX_SIZE * 0.72 * k)
    for cell in scene.crossed:
        cross(p, t.map(_centre(cell) + QPointF(-HEX_SIZE * 0.45, HEX_SIZE * 0.35)), 12)


def _draw_panda(scene: Scene, p: QPainter, rect: QRectF) -> None:
    """The card and the sections held: those the card takes back ringed, the others apart."""
    rest = _card(p, rect, scene.card)
    needs = CARD_BY_ID[scene.card].needs
    seg_h, seg_w, step = 34.0, 22.0, 30.0
    colours = ("green", "yellow", "pink")
    taken = [c for c, n in zip(colours, needs) for _ in range(n)]
    kept = [c for c, held, n in zip(colours, scene.stomach, needs) for _ in range(held - n)]
    x = rest.left() + 22
    base = rest.center().y() + seg_h / 2
    for k, colour in enumerate(taken):
        art.draw_bamboo(p, QPointF(x + k * step, base), 1, colour, seg_h, seg_w, leaf=False)
    span = QRectF(x - 18, base - seg_h - 14, step * (len(taken) - 1) + 36, seg_h + 28)
    p.save()
    p.setPen(kit.pen("#ff7a00", 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(span, 12, 12)
    p.restore()
    score_tag(p, QPointF(span.center().x(), span.bottom() + 14), str(CARD_BY_ID[scene.card].points), 14)
    x = span.right() + 30
    for k, colour in enumerate(kept):
        art.draw_bamboo(p, QPointF(x + k * step, base), 1, colour, seg_h, seg_w, leaf=False)


# §3.1.2: a row of 4 irrigated green plots contains a green line (2). Two are next to the pond; a
# channel from the pond's corner irrigates the third, a printed watershed the fourth.
LINE = Scene(
    "PLOT-G-LINE",
    {
        (1, -1): Plot("green", bamboo=1),
        (1, 0): Plot("green", bamboo=1),
        (1, 1): Plot("green", bamboo=1),
        (1, 2): Plot("green", "watershed", printed=True, bamboo=1),
        (0, 1): Plot("yellow", bamboo=1),
    },
    frozenset({frozenset({(1, 0), (0, 1)}), frozenset({(1, 0), (1, 1)})}),
    counts=((1, -1), (1, 0), (1, 1), (1, 2)),
)
# §3.2: a pink bamboo of exactly 4 on a plot with no improvement (7); the one with fertilizer does not count.
GARDENER = Scene(
    "GARD-P-NONE",
    {
        (1, 0): Plot("pink", bamboo=4),
        (0, 1): Plot("pink", "fertilizer", printed=True, bamboo=4),
        (1, -1): Plot("green", bamboo=2),
    },
    counts=((1, 0),),
    crossed=((0, 1),),
)
# §3.2: three yellow plots each with a bamboo of exactly 3 (7); a stalk of 4 does not count.
STALKS = Scene(
    "GARD-Y-3x3",
    {
        (1, -1): Plot("yellow", bamboo=3),
        (0, -1): Plot("yellow", "enclosure", printed=True, bamboo=3),
        (-1, 0): Plot("yellow", bamboo=3),
        (1, 0): Plot("yellow", bamboo=4),
    },
    counts=((1, -1), (0, -1), (-1, 0)),
    crossed=((1, 0),),
)
# §3.3: holding 2 green and 1 pink, the 2-green card takes the 2 green back (3); the pink stays.
PANDA = Scene("PANDA-GG-1", stomach=(2, 0, 1))

SCENES: dict[str, Scene] = {"plot": LINE, "gardener": GARDENER, "stalks": STALKS, "panda": PANDA}

EXAMPLES: dict[str, Example] = {
    "plot": Example(300, 200, partial(_draw_garden, LINE)),
    "gardener": Example(270, 160, partial(_draw_garden, GARDENER)),
    "stalks": Example(270, 170, partial(_draw_garden, STALKS)),
    "panda": Example(250, 130, partial(_draw_panda, PANDA)),
}
