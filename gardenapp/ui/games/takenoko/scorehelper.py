"""Takenoko score helper (spec §9): per player the completed objective cards,
picked from the 45 drawn cards (panda copies counted up to their number), who
holds the Emperor card, and optionally the finished garden, painted cell by
cell, which shows the plot and gardener objectives it satisfies.

The score is the engine's one scorer on the board file this screen writes
(exactly what ``gardenapp score`` prints); every check is the engine's, shown
in the problem list and, for garden cells, outlined in red on the garden.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ....core import hexgrid
from ....core.errors import parse_path
from ....games.takenoko.data import (
    CARD_BY_ID,
    CARDS,
    GARDENER_TYPE,
    PANDA_COPIES,
    PANDA_TYPE,
    PLOT_TYPE,
    THRESHOLD,
    Card,
)
from ....games.takenoko.view import GardenCheck
from ...photo import sample_cells
from ...plaintext import PlainLabel
from ...readphoto import Sampler
from ...scorehelper import ScoreHelperBase, StepName, Tool, flow
from ...scoretable import rule_label
from . import painting
from .prefill import propose, table_colour
from .scene import POND, GardenScene, GardenView, is_edge
from .widgets import CardWidget

Hex = tuple[int, int]
COLOURS = ("green", "yellow", "pink")
IMPROVEMENTS = ("watershed", "enclosure", "fertilizer")
LIT = QColor("#e08a00")  # a card that earned the breakdown cell under the pointer


def garden_cell(path) -> Hex | None:
    """The plot a problem or warning path names (``("garden", "plots", "2,0", ...)``)."""
    if len(path) > 2 and path[0] == "garden" and path[1] == "plots" and isinstance(path[2], str):
        return hexgrid.parse_pair(path[2])
    return None


def generic(card_id: str) -> str:
    """``PANDA-GG-3`` -> ``PANDA-GG``; other ids unchanged."""
    card = CARD_BY_ID.get(card_id)
    if card is not None:
        return card.generic_id
    return card_id


def card_grid_rows() -> list[tuple[str, list[list[str]]]]:
    """The 34 distinct cards to pick from, by type, one row per colour."""
    plots: dict[int, list[str]] = {c: [] for c in (1, 2, 3)}
    gardeners: dict[int, list[str]] = {c: [] for c in (1, 2, 3)}
    mixed = []
    for card in CARDS:
        if card.type == PLOT_TYPE:
            if len(card.colours) == 2:
                mixed.append(card.id)
            else:
                plots[card.colours[0]].append(card.id)
        elif card.type == GARDENER_TYPE:
            gardeners[card.colour].append(card.id)
    # each two-colour diamond closes the row of its first colour's neighbour: GY, GP, PY
    for colour, ident in zip((1, 3, 2), mixed):
        plots[colour].append(ident)
    panda = list(PANDA_COPIES)
    return [
        ("plot", [plots[c] for c in (1, 2, 3)]),
        ("gardener", [gardeners[c] for c in (1, 2, 3)]),
        ("panda", [panda]),
    ]


def _card_of(ident: str) -> Card:
    """The card an entry names: its own id, or a panda copy's generic id (its first copy)."""
    card = CARD_BY_ID.get(ident) or CARD_BY_ID.get(f"{ident}-1")
    if card is None:
        raise KeyError(ident)
    return card


def _draw_no_improvement(p, r) -> None:
    painting.draw_improvement(p, r.adjusted(6, 6, -6, -6), "none", "plain")


class PlayerCardsPage(QWidget):
    """One player's completed cards: a grid of the 34 distinct cards."""

    CARD_SIZE = QSize(58, 76)

    def __init__(self, helper: "TakenokoScoreHelper", index: int):
        super().__init__()
        self.helper = helper
        self.index = index
        self.name = ""
        self.completed: list[str] = []
        self.problem_cards: set[str] = set()  # cards this player's problems name (framed in red)
        self.lit_cards: set[str] = set()  # cards that earned the breakdown cell under the pointer
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.summary = PlainLabel()
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-weight: bold; padding: 4px;")
        outer.addWidget(self.summary)
        self.problem_label = PlainLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020; padding: 0 4px 4px 4px;")
        self.problem_label.hide()
        outer.addWidget(self.problem_label)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        inner = QWidget()
        grid = QVBoxLayout(inner)
        grid.setContentsMargins(4, 0, 4, 4)
        grid.setSpacing(2)
        self.cards: dict[str, CardWidget] = {}
        self.headings: dict[str, QLabel] = {}
        for kind, rows in card_grid_rows():
            heading = PlainLabel()
            heading.setStyleSheet("font-weight: bold; color: #4e342e; margin-top: 6px;")
            heading.setWordWrap(True)
            self.headings[kind] = heading
            grid.addWidget(heading)
            box = QGridLayout()
            box.setSpacing(2)
            for r, row in enumerate(rows):
                for c, ident in enumerate(row):
                    w = CardWidget(CARD_BY_ID.get(ident) or CARD_BY_ID[ident + "-1"], self.CARD_SIZE)
                    w.clicked.connect(lambda i=ident: self._click(i, +1))
                    w.rightClicked.connect(lambda i=ident: self._click(i, -1))
                    if ident in PANDA_COPIES:
                        w.count = 0
                    self.cards[ident] = w
                    box.addWidget(w, r, c)
            box.setColumnStretch(6, 1)
            grid.addLayout(box)
        self.unknown = QPushButton()
        self.unknown.clicked.connect(self._drop_unknown)
        self.unknown.hide()
        grid.addWidget(self.unknown)
        grid.addStretch(1)
        scroll.setWidget(inner)
        # every column of cards in view (docs/architecture.md §6.11): the page is never narrower than a row
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(inner.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width() + 2)
        outer.addWidget(scroll, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.headings["plot"].setText(rule_label("takenoko", "plot"))
        self.headings["gardener"].setText(rule_label("takenoko", "gardener"))
        self.headings["panda"].setText(
            self.tr("{rule} (left click: one more copy, right click: one less)").format(
                rule=rule_label("takenoko", "panda")
            )
        )
        for w in self.cards.values():
            w.retranslate()
        self.unknown.setText(self.tr("Remove the unknown card ids: {ids}").format(ids=", ".join(self._unknown_ids())))
        self._update_summary()

    def _unknown_ids(self) -> list[str]:
        return [str(c) for c in self.completed if not (isinstance(c, str) and (c in CARD_BY_ID or c in PANDA_COPIES))]

    def _click(self, ident: str, step: int) -> None:
        card = CARD_BY_ID.get(ident) or CARD_BY_ID[ident + "-1"]

        # the undo step's name, in the language shown when it is read
        def add() -> str:
            return self.tr("Add {card}").format(card=painting.card_name(card))

        def remove() -> str:
            return self.tr("Remove {card}").format(card=painting.card_name(card))

        text: StepName
        if ident in PANDA_COPIES:
            have = [k for k, c in enumerate(self.completed) if isinstance(c, str) and generic(c) == ident]
            if step > 0:
                if len(have) >= PANDA_COPIES[ident]:
                    return
                self.completed.append(ident)
                text = add
            else:
                if not have:
                    return
                del self.completed[have[-1]]
                text = remove
        else:
            if ident in self.completed:
                self.completed = [c for c in self.completed if c != ident]
                text = remove
            elif step > 0:
                self.completed.append(ident)
                text = add
            else:
                return
        self.show_state()
        self.helper.edited(text)

    def _drop_unknown(self) -> None:
        bad = set(self._unknown_ids())
        self.completed = [c for c in self.completed if str(c) not in bad]
        self.show_state()
        self.helper.edited(lambda: QCoreApplication.translate("PlayerCardsPage", "Remove unknown cards"))

    def show_state(self, others: dict[str, list[str]] | None = None, in_garden: set[str] | None = None) -> None:
        """Show this player's picks; ``others`` maps a card to the other players
        who also list it; ``in_garden`` are the cards the garden satisfies."""
        if others is not None:
            self._others = others
        if in_garden is not None:
            self._in_garden = in_garden
        others = getattr(self, "_others", {})
        garden_cards: set[str] = getattr(self, "_in_garden", set())
        counts: dict[str, int] = {}
        for c in self.completed:
            if isinstance(c, str):
                counts[generic(c)] = counts.get(generic(c), 0) + 1
        for ident, w in self.cards.items():
            n = counts.get(ident, 0)
            if ident in PANDA_COPIES:
                w.count = n
                w.selected = n > 0
                w.dimmed = False
                w.corner_text = ""
            else:
                w.selected = n > 0
                taken = others.get(ident, [])
                w.dimmed = bool(taken) and not n
                w.corner_text = ", ".join(taken) if taken and not n else ""
            # a card this player's problem names (the engine's check), framed in red; else lit
            w.glow = (
                QColor("#d50000") if ident in self.problem_cards else LIT if ident in self.lit_cards and n else None
            )
            w.check = ident in garden_cards
            w.update()
        unknown = self._unknown_ids()
        self.unknown.setVisible(bool(unknown))
        self.unknown.setText(self.tr("Remove the unknown card ids: {ids}").format(ids=", ".join(unknown)))
        self._update_summary()

    def show_problems(self, texts: list[str]) -> None:
        self.problem_label.setText("\n".join("✖ " + t for t in texts))
        self.problem_label.setVisible(bool(texts))

    def _update_summary(self) -> None:
        n = len(self.completed)
        pts = sum(
            _card_of(c).points for c in self.completed if isinstance(c, str) and (c in CARD_BY_ID or c in PANDA_COPIES)
        )
        self.summary.setText(
            self.tr("{name} — completed objectives: {n}, points: {points}. Click a card to add or remove it.").format(
                name=self.name, n=n, points=pts
            )
        )


class GardenEditor(QWidget):
    """The optional garden: tools, the painted garden, what it satisfies."""

    def __init__(self, helper: "TakenokoScoreHelper"):
        super().__init__()
        self.helper = helper
        self.data: dict[str, Any] = self.empty()
        self.selected_card: str | None = None
        self._check: tuple[Any, GardenCheck] | None = None  # (the garden and option checked, the check)
        self.problem_cells: set[Hex] = set()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.title = PlainLabel()
        self.title.setStyleSheet("font-weight: bold; padding: 4px;")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)

        # The palette (the base's): one row that wraps, icons with their keys in the tooltips.
        specs: list[tuple[tuple[str, str], str, Callable[[], QIcon]]] = [
            (("colour", c), key, partial(painting.icon_for, "colour", c)) for c, key in zip(COLOURS, "QWE")
        ]
        specs.append((("erase", ""), "X", partial(painting.icon_for, "eraser", "")))
        specs += [
            (("improvement", k), key, partial(painting.icon_for, "improvement", k))
            for k, key in zip(IMPROVEMENTS, "ASD")
        ]
        specs.append((("improvement", "none"), "F", partial(painting.make_icon, _draw_no_improvement)))
        specs += [(("bamboo", str(n)), str(n), partial(painting.icon_for, "bamboo", str(n))) for n in range(5)]
        specs.append((("channel", ""), "C", partial(painting.icon_for, "channel", "")))
        specs += [
            (("figure", f), key, partial(painting.icon_for, "figure", f))
            for f, key in (("panda", "P"), ("gardener", "G"))
        ]
        tools = [
            Tool(ident, partial(self.tool_name, ident), key, icon=icon, lettered=ident[0] == "colour")
            for ident, key, icon in specs
        ]
        self.buttons = helper.add_tools(tools, icon_size=30, style=Qt.ToolButtonStyle.ToolButtonIconOnly)
        for b in self.buttons.values():
            b.setAutoRaise(True)
        self.printed = QCheckBox()
        self.tools_row = flow([*self.buttons.values(), self.printed], spacing=1)
        layout.addWidget(self.tools_row)
        self.tool_hint = PlainLabel()
        self.tool_hint.setWordWrap(True)
        self.tool_hint.setStyleSheet("color: #455a64; padding: 0 4px;")
        layout.addWidget(self.tool_hint)

        self.scene = GardenScene()
        self.scene.all_interactive = True
        helper.watch_strokes(self.scene)
        self.scene.cellClicked.connect(self.paint)
        self.scene.cellDragged.connect(lambda cell: self.paint(cell, dragged=True))
        self.view = GardenView(self.scene)
        self.view.setMinimumSize(320, 260)
        layout.addWidget(self.view, 1)

        self.satisfied_title = PlainLabel()
        self.satisfied_title.setWordWrap(True)
        layout.addWidget(self.satisfied_title)
        self.satisfied_row = QWidget()
        self.satisfied_layout = QHBoxLayout(self.satisfied_row)
        self.satisfied_layout.setContentsMargins(2, 0, 2, 0)
        self.satisfied_layout.setSpacing(2)
        self.satisfied_layout.addStretch(1)
        sat_scroll = QScrollArea()
        sat_scroll.setWidgetResizable(True)
        sat_scroll.setFixedHeight(98)
        sat_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        sat_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        sat_scroll.setWidget(self.satisfied_row)
        layout.addWidget(sat_scroll)
        self._sat_widgets: list[CardWidget] = []
        self.retranslate()

    @staticmethod
    def empty() -> dict[str, Any]:
        return {"plots": {}, "channels": [], "panda": "0,0", "gardener": "0,0"}

    # -- reading the entered garden ---------------------------------------------------------
    def cells(self) -> dict[Hex, dict]:
        out = {}
        plots = self.data.get("plots")
        if isinstance(plots, dict):
            for key, value in plots.items():
                cell = hexgrid.parse_pair(key)
                if cell is not None and cell != POND and isinstance(value, dict):
                    out[cell] = value
        return out

    def channel_set(self) -> set[frozenset]:
        out = set()
        chans = self.data.get("channels")
        if isinstance(chans, list):
            for pair in chans:
                if isinstance(pair, list) and len(pair) == 2:
                    a, b = hexgrid.parse_pair(pair[0]), hexgrid.parse_pair(pair[1])
                    if a is not None and b is not None and hexgrid.are_neighbours(a, b):
                        out.add(frozenset((a, b)))
        return out

    def figure(self, kind: str) -> Hex:
        cell = hexgrid.parse_pair(self.data.get(kind, "0,0"))
        return cell if cell is not None else POND

    def check(self) -> GardenCheck:
        """The engine's check of the garden as entered (once per change)."""
        key = (copy.deepcopy(self.data), self.helper.mirrored())
        if self._check is None or self._check[0] != key:
            self._check = (
                key,
                GardenCheck(
                    self.cells(),
                    self.channel_set(),
                    self.figure("panda"),
                    self.figure("gardener"),
                    self.helper.mirrored(),
                ),
            )
        return self._check[1]

    def is_empty(self) -> bool:
        return self.data == self.empty()

    # -- editing -----------------------------------------------------------------------------
    @property
    def tool(self) -> tuple[str, str]:
        tool = self.helper.tool
        assert isinstance(tool, tuple), "the garden's palette ids are (kind, id) pairs"
        return tool

    def set_tool(self, kind: str, ident: str) -> None:
        self.helper.choose((kind, ident))

    def tool_changed(self) -> None:
        self._show_tool_hint()
        self.redraw()

    def paint(self, cell, dragged: bool = False) -> None:
        """What the palette's tool does to the edge or plot under the pointer: a
        channel toggled, a figure moved or a plot painted (a drag paints plots
        only)."""
        kind, ident = self.tool
        if is_edge(cell):
            if kind == "channel":
                self._toggle_channel(cell[1], cell[2])
            return
        if dragged and kind in ("channel", "figure"):
            return
        key = hexgrid.format_pair(cell)
        plots = self.data.setdefault("plots", {})
        if not isinstance(plots, dict):
            plots = self.data["plots"] = {}
        if kind == "figure":
            self._move_figure(ident, cell, key, plots.get(key))
        elif cell != POND:
            self._paint_plot(kind, ident, key, plots)

    def _toggle_channel(self, a: Hex, b: Hex) -> None:
        """An irrigation channel on the edge between ``a`` and ``b``: removed if
        there is one, added if not."""
        edge = frozenset((a, b))
        chans = self.data.setdefault("channels", [])
        if edge in self.channel_set():
            self.data["channels"] = [
                pair
                for pair in chans
                if not (
                    isinstance(pair, list)
                    and len(pair) == 2
                    and {hexgrid.parse_pair(pair[0]), hexgrid.parse_pair(pair[1])} == set(edge)
                )
            ]
            self.changed(lambda: self.tr("Remove a channel"))
        else:
            chans.append([hexgrid.format_pair(a), hexgrid.format_pair(b)])
            self.changed(lambda: self.tr("Add a channel"))

    def _move_figure(self, figure: str, cell: Hex, key: str, plot: Any) -> None:
        """The panda or the gardener onto the pond or a plot (not onto an empty space)."""
        if cell != POND and plot is None:
            return
        if self.data.get(figure) == key:
            return
        self.data[figure] = key
        self.changed(lambda: self.tr("Move the {figure}").format(figure=painting.label("figure", figure)))

    def _paint_plot(self, kind: str, ident: str, key: str, plots: dict) -> None:
        """A plot painted in a colour or erased, or the improvement or bamboo of a
        plot already there set; nothing recorded when nothing changes."""
        plot = plots.get(key)
        if kind == "colour":
            if isinstance(plot, dict):
                if plot.get("colour") == ident:
                    return
                plot["colour"] = ident
            else:
                plots[key] = {"colour": ident, "improvement": "none", "printed": False, "bamboo": 0}
            self.changed(lambda: self.tr("Paint a {colour} plot").format(colour=painting.label("colour", ident)))
        elif kind == "erase":
            self._erase_plot(key, plots)
        elif not isinstance(plot, dict):
            return
        elif kind == "improvement":
            printed = ident != "none" and self.printed.isChecked()
            if plot.get("improvement", "none") == ident and bool(plot.get("printed", False)) == printed:
                return
            plot["improvement"] = ident
            plot["printed"] = printed
            self.changed(
                lambda: self.tr("Set the improvement: {improvement}").format(
                    improvement=painting.label("improvement", ident)
                )
            )
        elif kind == "bamboo":
            n = int(ident)
            if plot.get("bamboo", 0) == n:
                return
            plot["bamboo"] = n
            self.changed(lambda: self.tr("Bamboo of {n}").format(n=n))

    def _erase_plot(self, key: str, plots: dict) -> None:
        """A plot removed with the channels along it; a figure on it goes back to the pond."""
        if key not in plots:
            return
        del plots[key]
        keep = [pair for pair in self.data.get("channels", []) if not (isinstance(pair, list) and key in pair)]
        self.data["channels"] = keep
        for fig in ("panda", "gardener"):
            if self.data.get(fig) == key:
                self.data[fig] = "0,0"
        self.changed(lambda: self.tr("Erase a plot"))

    def changed(self, text: StepName) -> None:
        """Redraw and record one undo step, named in the language shown when it is read."""
        self.redraw()
        self.helper.edited(text)

    def load(self, garden: Any) -> None:
        self.data = copy.deepcopy(garden) if isinstance(garden, dict) else self.empty()
        for key, value in self.empty().items():
            self.data.setdefault(key, copy.deepcopy(value))
        self.redraw()

    def to_data(self) -> dict[str, Any] | None:
        return None if self.is_empty() else copy.deepcopy(self.data)

    # -- showing ------------------------------------------------------------------------------
    def redraw(self) -> None:
        plots = self.cells()
        around = set(hexgrid.spiral(POND, 2))
        for cell in plots:
            around.update(hexgrid.neighbours(cell))
        grew = self.scene.sync(
            plots, self.check().irrigated, self.channel_set(), self.figure("panda"), self.figure("gardener"), around
        )
        if self.tool[0] == "channel":
            edges: set[tuple[Hex, Hex]] = set()
            for cell in plots:
                for n in hexgrid.neighbours(cell):
                    if n in plots:
                        edges.add((min(cell, n), max(cell, n)))
            self.scene.set_edges(edges)
        else:
            self.scene.set_edges(())
        self._update_marks()
        if grew:
            self.view.refit_if_auto()

    def set_problem_cells(self, cells: set[Hex]) -> None:
        self.problem_cells = cells
        self._update_marks()

    def _update_marks(self) -> None:
        marks = {}
        if self.selected_card:
            for cells in self.check().cells_of(self.selected_card):
                for c in cells:
                    marks[c] = painting.MARK_GOLD
        for c in self.problem_cells:
            marks[c] = painting.MARK_RED
        self.scene.set_marks(marks)

    def update_satisfied(self) -> set[str]:
        """Show (and return) the plot and gardener objectives the garden satisfies."""
        ids = list(self.check().satisfied)
        for w in self._sat_widgets:
            self.satisfied_layout.removeWidget(w)
            w.deleteLater()
        self._sat_widgets = []
        if self.selected_card not in ids:
            self.selected_card = None
        for k, ident in enumerate(ids):
            w = CardWidget(ident, QSize(54, 72))
            w.selected = ident == self.selected_card
            w.clicked.connect(lambda i=ident: self.select_card(i))
            self.satisfied_layout.insertWidget(k, w)
            self._sat_widgets.append(w)
        self.satisfied_ids = ids
        self._show_satisfied_title()
        self._update_marks()
        return set(ids)

    def select_card(self, ident: str) -> None:
        self.selected_card = None if self.selected_card == ident else ident
        for w in self._sat_widgets:
            w.selected = w.card is not None and w.card.id == self.selected_card
            w.update()
        self._update_marks()

    def _show_satisfied_title(self) -> None:
        ids = getattr(self, "satisfied_ids", [])
        if not self.cells():
            self.satisfied_title.setText(
                self.tr("Paint the garden to see which plot and gardener objectives it satisfies.")
            )
        elif ids:
            self.satisfied_title.setText(
                self.tr(
                    "This garden satisfies %n plot and gardener objectives (✓ on "
                    "the cards; click one to see its cells):",
                    "",
                    len(ids),
                )
            )
        else:
            self.satisfied_title.setText(self.tr("This garden satisfies no plot or gardener objective."))

    def _show_tool_hint(self) -> None:
        kind, ident = self.tool
        hints = {
            "colour": self.tr("Click or drag over cells to lay {colour} plots.").format(
                colour=painting.label("colour", ident)
            ),
            "erase": self.tr("Click or drag to remove plots (with their channels)."),
            "improvement": self.tr(
                "Click a plot to give it this improvement; tick “printed” for one printed on "
                "the tile (a square plate) rather than a token (a round chip)."
            ),
            "bamboo": self.tr(
                "Click or drag over plots to set their bamboo to %n sections.",
                "",
                int(ident) if kind == "bamboo" else 0,  # the hints are built for every kind
            ),
            "channel": self.tr("Click the dashed edges between two plots to add or remove a channel."),
            "figure": self.tr("Click the pond or a plot to put the {figure} there.").format(
                figure=painting.label("figure", ident)
            ),
        }
        self.tool_hint.setText(hints[kind])

    def tool_name(self, tool: tuple[str, str]) -> str:
        kind, ident = tool
        if kind == "colour":
            return painting.cap(self.tr("{colour} plot").format(colour=painting.label("colour", ident)))
        if kind == "erase":
            return self.tr("Remove a plot")
        if kind == "bamboo":
            return self.tr("Bamboo: %n sections", "", int(ident))
        if kind == "channel":
            return self.tr("Irrigation channel")
        return painting.cap(painting.label(kind, ident))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Garden (optional: helps you check the plot and gardener cards; never scored)"))
        self.printed.setText(self.tr("printed"))
        self.printed.setToolTip(self.tr("The improvement is printed on the plot tile"))
        self._show_tool_hint()
        self._show_satisfied_title()
        for w in self._sat_widgets:
            w.retranslate()
        self.scene.retranslate()


class TakenokoScoreHelper(ScoreHelperBase):
    """Cards per player in tabs, the garden beside them, the score on the right."""

    def __init__(self, game, parent: QWidget | None = None):
        self._pages: list[PlayerCardsPage] = []
        self._ready = False
        super().__init__(game, parent)
        # file-wide options: the Emperor card and the house rule
        opts = QHBoxLayout(self.options_area)
        opts.setContentsMargins(6, 4, 6, 0)
        self.emperor_label = PlainLabel()
        self.emperor = QComboBox()
        self.emperor.setMinimumWidth(140)
        self.emperor.activated.connect(self._emperor_changed)
        self.mirror = QCheckBox()
        self.mirror.toggled.connect(self._mirror_changed)
        opts.addWidget(self.emperor_label)
        opts.addWidget(self.emperor)
        opts.addSpacing(16)
        opts.addWidget(self.mirror)
        opts.addStretch(1)
        # the garden beside the player tabs
        self.garden_editor = GardenEditor(self)
        self.body.removeWidget(self.tabs)
        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(self.tabs)
        self.split.addWidget(self.garden_editor)
        self.split.setStretchFactor(0, 5)
        self.split.setStretchFactor(1, 6)
        self.body.addWidget(self.split, 1)
        self.split.setSizes([330, 600])
        self._ready = True
        self.retranslate_own()
        self.start(2)

    # -- ScoreHelperBase hooks ----------------------------------------------------------------
    def make_player_page(self, index: int) -> QWidget:
        page = PlayerCardsPage(self, index)
        return page

    def pages(self) -> list[PlayerCardsPage]:
        return [w for i in range(self.tabs.count()) if isinstance(w := self.tabs.widget(i), PlayerCardsPage)]

    def empty_dict(self, players: int) -> dict[str, Any]:
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": self.game.id,
            "options": {"accept_mirrored_diamonds": False},
            "players": [
                {"name": self.tr("Player {n}").format(n=i + 1), "completed": [], "emperor": False}
                for i in range(players)
            ],
        }

    def to_dict(self) -> dict[str, Any]:
        holder = self.emperor.currentData() if self._ready else None
        data = {
            "format": "gardenapp-board",
            "version": 1,
            "game": self.game.id,
            "options": {"accept_mirrored_diamonds": self.mirror.isChecked() if self._ready else False},
            "players": [
                {"name": p.name, "completed": list(p.completed), "emperor": holder == i}
                for i, p in enumerate(self.pages())
            ],
        }
        if self._ready:
            garden = self.garden_editor.to_data()
            if garden is not None:
                data["garden"] = garden
        return data

    def load_dict(self, data: dict[str, Any]) -> None:
        players = data.get("players", [])
        for i, (page, p) in enumerate(zip(self.pages(), players)):
            p = p if isinstance(p, dict) else {}
            page.name = str(p.get("name", i + 1))
            completed = p.get("completed", [])
            page.completed = list(completed) if isinstance(completed, list) else []
        self.emperor.blockSignals(True)
        self.emperor.clear()
        self.emperor.addItem(self.tr("nobody"), None)
        holder = None
        for i, p in enumerate(players):
            name = str(p.get("name", i + 1)) if isinstance(p, dict) else str(i + 1)
            self.emperor.addItem(name, i)
            if isinstance(p, dict) and p.get("emperor") is True and holder is None:
                holder = i
        self.emperor.setCurrentIndex(0 if holder is None else holder + 1)
        self.emperor.blockSignals(False)
        options = data.get("options", {})
        self.mirror.blockSignals(True)
        self.mirror.setChecked(bool(isinstance(options, dict) and options.get("accept_mirrored_diamonds") is True))
        self.mirror.blockSignals(False)
        self.garden_editor.load(data.get("garden"))

    def board_scene(self, index: int):
        """The garden, the game's one board: its photo is the first player's."""
        return self.garden_editor.scene if index == 0 and self._ready else None

    def proposal(
        self, index: int, samples: dict, data_: dict[str, Any], sampler: Sampler | None = None
    ) -> dict[str, Any]:
        """Plot colours read from the photo (prefill.propose), read again as
        the garden's grid grows around them; the rest of the garden stays the person's.
        ``sampler``: the photo and its alignment (readphoto; default: the photo under the grid)."""
        colours = {c: (q.red(), q.green(), q.blue()) for c, q in painting.PLOT_FILL.items()}
        editor, garden = self.garden_editor, data_.get("garden") or self.garden_editor.empty()
        sampler = sampler or Sampler.from_scene(editor.scene)
        if sampler is not None:
            samples = sampler.rings(editor.scene)
        for _ring in range(27):  # each round adds a plot; the box has 27 (spec §1)
            grown = propose(garden, samples, colours)
            if grown == garden:
                break
            garden = grown
            editor.load(garden)
            samples = sampler.rings(editor.scene) if sampler is not None else sample_cells(editor.scene)
        first = data_.get("garden") or self.garden_editor.empty()
        # Once more, the table told by the grid's rim, even when the helper's
        # colours found no plot (a dim cool light): the grid grows with what
        # differs from the table, and the table is told again from the rim of
        # the grown grid (the first rim may still cross plots), at most 3 times.
        tables: list[Any] = []
        while sampler is not None and len(tables) < 3:
            table = table_colour(samples)
            if table is None or table in tables:
                break
            tables.append(table)
            for _ring in range(27):
                garden = propose(first, samples, colours, table)
                editor.load(garden)
                grown = sampler.rings(editor.scene)
                if set(grown) == set(samples):
                    break
                samples = grown
        return dict(data_, garden=garden) if garden["plots"] else data_

    # -- edits of the file-wide options ----------------------------------------------------------
    def _emperor_changed(self, *_: Any) -> None:
        name = self.emperor.currentText()
        self.edited(lambda: self.tr("The Emperor card goes to {name}").format(name=name))

    def _mirror_changed(self, *_: Any) -> None:
        self.edited(lambda: QCoreApplication.translate("TakenokoScoreHelper", "Mirrored two-colour diamonds"))

    def mirrored(self) -> bool:
        return self._ready and self.mirror.isChecked()

    # -- live feedback: the base parses and scores once per edit ---------------------------------
    def mark_problems(self, index: int, problems) -> None:
        """A player's problems on their tab: the cards they name framed in red,
        the sentences above the cards."""
        super().mark_problems(index, problems)
        if not self._ready:
            return
        page = self.pages()[index]
        page.problem_cards = set()
        for p in problems:
            path = p.path
            if (
                len(path) > 3
                and path[2] == "completed"
                and isinstance(path[3], int)
                and path[3] < len(page.completed)
                and isinstance(page.completed[path[3]], str)
            ):
                page.problem_cards.add(generic(page.completed[path[3]]))
        page.show_problems([p.message.render(QCoreApplication.translate) for p in problems])

    def mark_shared_problems(self, problems) -> None:
        """The garden is no player's: the plots its problems name are ringed in red."""
        if self._ready:
            self.garden_editor.scene.set_problem_places(
                {hexgrid.format_pair(c) for c in (garden_cell(p.path) for p in problems) if c is not None}
            )

    def sheet_updated(self, sheet) -> None:
        if not self._ready:
            return
        # the §9 warnings on the plots they name (a warning never blocks the score)
        warned = {garden_cell(parse_path(str(w.params.get("where", "")))) for w in sheet.warnings} if sheet else set()
        self.garden_editor.set_problem_cells({c for c in warned if c is not None})
        in_garden = self.garden_editor.update_satisfied()
        holders: dict[str, list[str]] = {}
        for page in self.pages():
            for c in page.completed:
                if isinstance(c, str) and c in CARD_BY_ID and CARD_BY_ID[c].type != PANDA_TYPE:
                    holders.setdefault(c, []).append(page.name)
        for page in self.pages():
            others = {c: [n for n in names if n != page.name] for c, names in holders.items()}
            page.show_state({c: n for c, n in others.items() if n}, in_garden)
        threshold = THRESHOLD.get(len(self.pages()))
        self.emperor.setToolTip(
            self.tr("The player who first completed %n objectives", "", threshold) if threshold else ""
        )

    def light_rule(self, rule: str, player: int) -> None:
        """The cards that earned the rule light up on the player's tab, and in
        the garden the plots that fulfil those of them it satisfies."""
        super().light_rule(rule, player)
        if not self._ready:
            return
        sheet = self.score.score_model.sheet
        where: tuple[str, ...] = ()
        if sheet is not None and rule and 0 <= player < len(sheet.players):
            where = sheet.players[player].rule(rule).where
        cells: set[Hex] = set()
        check = self.garden_editor.check()
        for i, page in enumerate(self.pages()):
            page.lit_cards = {generic(c) for c in where} if i == player else set()
            page.show_state()
        for card in where:
            if card in CARD_BY_ID and CARD_BY_ID[card].type != PANDA_TYPE:
                for fulfil in check.cells_of(card):
                    cells.update(fulfil)
        scene = self.garden_editor.scene
        scene.set_marked(scene.cell_id(c) for c in cells)

    def retranslate(self) -> None:
        super().retranslate()
        self.retranslate_own()

    def retranslate_own(self) -> None:
        if not self._ready:
            return
        self.emperor_label.setText(self.tr("Emperor card (+2):"))
        self.mirror.setText(self.tr("House rule: accept mirrored two-colour diamonds"))
        if self.emperor.count():
            self.emperor.setItemText(0, self.tr("nobody"))
        for page in self.pages():
            page.retranslate()
        self.garden_editor.retranslate()

    def tool_chosen(self, tool) -> None:
        if self._ready:
            self.garden_editor.tool_changed()

    def title(self) -> str:
        return self.tr("Takenoko — score a finished game")
