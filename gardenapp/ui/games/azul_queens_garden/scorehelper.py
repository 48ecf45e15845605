"""Azul: Queen's Garden score helper (spec §8): copy a finished physical game.

Above the tabs, the palette: a colour (keys 1–6) and a pattern (Q W E R T
Y) make the current hexagon; the tools (Z tile, X empty, C face-up
expansion, V face-down expansion, B no expansion) say what a click on the
garden does:

* tile: the current hexagon on a free space (click or drag); in an area with
  no expansion yet, the expansion is entered face down;
* face-up expansion: click the ring cell of the area where its printed
  hexagon lies: the area, its printed hexagon (the current one) and its
  orientation in one click;
* face-down expansion / no expansion: click any cell of the area.

Per player tab: the score on the track after round 4's Phase 2, the garden
on the §2.6 grid, the storage (jokers; tiles and expansions added from the
current hexagon, removed by a click). The §8 checks are warnings written
under the garden and outlined on the cells they name. The score is the
engine's one scorer, exactly what ``gardenapp score`` prints.
"""

from __future__ import annotations

import copy
import math
from functools import partial
from typing import Any

import shapely
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ....core.hexgrid import HexLayout, format_pair, parse_pair
from ....core.messages import QT_TRANSLATE_NOOP
from ....games.azul_queens_garden import data, view
from ... import art as kit
from ...boardview import BoardScene, BoardView, set_tip
from ...plaintext import PlainLabel
from ...scorehelper import ScoreHelperBase, Tool, flow
from . import painting

COLOUR_KEYS = ("1", "2", "3", "4", "5", "6")
PATTERN_KEYS = ("Q", "W", "E", "R", "T", "Y")
TOOLS = ("tile", "empty", "face_up", "face_down", "none")
TOOL_KEYS = ("Z", "X", "C", "V", "B")
TOOL_NAMES = {
    "tile": QT_TRANSLATE_NOOP("AzulScoreHelper", "Tile"),
    "empty": QT_TRANSLATE_NOOP("AzulScoreHelper", "Empty"),
    "face_up": QT_TRANSLATE_NOOP("AzulScoreHelper", "Face-up expansion: click the cell of its printed hexagon"),
    "face_down": QT_TRANSLATE_NOOP("AzulScoreHelper", "Face down"),
    "none": QT_TRANSLATE_NOOP("AzulScoreHelper", "No expansion"),
}
R = 20.0
SQ3 = math.sqrt(3.0)
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
AREA_CELLS = {
    a: [format_pair(p) for p in ([c] + [(c[0] + d[0], c[1] + d[1]) for d in DIRS])]
    for a, c in data.AREA_CENTRES.items()
}  # centre, then ring cells 0..5
AREA_OF = {cell: a for a, cells in AREA_CELLS.items() for cell in cells}
ORNAMENT_CELLS = {format_pair(o): kind for o, kind in zip(data.ORNAMENTS, data.ornament_kinds())}
FOUNTAIN_CELL = format_pair(data.FOUNTAIN)
START_CELLS = {format_pair(s) for s in data.START_SPACES}


def _icon(paint, size: int = 34) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    qp = QPainter(pm)
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(qp, QPointF(size / 2, size / 2), size / 2 - 1)
    qp.end()
    return QIcon(pm)


def _hexagon(colour: str, pattern: str) -> dict[str, str]:
    return {"colour": colour, "pattern": pattern}


def _hexagon_icon(hx: str, size: int) -> QIcon:
    return _icon(lambda qp, p, r: painting.draw_hexagon(qp, p, r, hx), size)


def _hexagon_tip(colour: str, pattern: str) -> str:
    """A palette hexagon's name with its two keys."""
    return (
        f"{painting.hexagon_name(f'{colour}-{pattern}')} "
        f"({COLOUR_KEYS[data.COLOURS.index(colour)]} "
        f"{PATTERN_KEYS[data.PATTERNS.index(pattern)]})"
    )


def hexagon_samples(sampler, scene, grid: int = 23, reach: float = 0.85) -> dict[str, list]:
    """Each garden cell of ``scene`` -> the photo's points on it, ``(x, y, (r, g, b))``
    with ``x, y`` in units of the cell's circumradius from its centre (the board
    upright), on a ``grid`` x ``grid`` lattice within ``reach`` of the centre:
    what prefill.propose reads (a tile's body, and its drawing for the pattern)."""
    from PySide6.QtCore import QPointF as Point

    if sampler is None or not getattr(sampler, "ok", False):
        return {}
    image, to_photo = sampler.image, sampler.to_photo
    w, h = image.width(), image.height()
    steps = [reach * (-1 + 2 * k / (grid - 1)) for k in range(grid)]
    offsets = [(x, y) for y in steps for x in steps if x * x + y * y <= reach * reach]
    out: dict[str, list] = {}
    for key, cell in scene.cell_items().items():
        centre = cell.mapToScene(cell.polygon().boundingRect().center())
        points = []
        for x, y in offsets:
            px, py = to_photo.map(Point(centre.x() + x * R, centre.y() + y * R)).toTuple()
            if 0 <= px < w and 0 <= py < h:
                c = image.pixel(int(px), int(py))
                points.append((x, y, ((c >> 16) & 255, (c >> 8) & 255, c & 255)))
        if points:
            out[key] = points
    return out


def _tool_name(tool: str) -> str:
    return QCoreApplication.translate("AzulScoreHelper", TOOL_NAMES[tool])


class AzulPlayerPage(QWidget):
    """One player's tab: score, garden, storage, the warnings about them."""

    def __init__(self, helper: "AzulScoreHelper", index: int):
        super().__init__()
        self.helper, self.index = helper, index
        self.areas: dict[str, Any] = {}
        self.tiles: dict[str, dict] = {}
        self.storage_tiles: list[dict] = []
        self.storage_exps: list[dict] = []
        self.problem_cells: set[str] = set()
        # Tiles the photo proposed (cell -> ("pattern" | "colour", tile)), drawn as
        # proposed until the person checks them ("colour": the pattern is still to tell).
        self.proposed: dict[str, tuple[str, dict]] = {}

        self.score_label = PlainLabel()
        self.score = QSpinBox(maximum=999)
        self.score.valueChanged.connect(
            lambda: self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Score"))
        )
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene)
        self.view.setBackgroundBrush(QColor("#efe9da"))
        self.view.setMinimumSize(320, 300)
        lay = HexLayout("pointy", R, (0.0, 0.0))
        self.centres = {format_pair(h): lay.to_pixel(h) for h in data.BOARD_CELLS}
        self.scene.add_cells({format_pair(h): lay.polygon(h) for h in data.BOARD_CELLS}, painter=self._paint_cell)
        for item in self.scene.cell_items().values():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(Qt.PenStyle.NoPen)
        self.scene.cellClicked.connect(self.cell_clicked)
        self.scene.cellDragged.connect(self.cell_dragged)
        helper.watch_strokes(self.scene)

        self.jokers_label = PlainLabel()
        self.jokers = QSpinBox(maximum=data.STORAGE_TILE_SPACES)
        self.jokers.valueChanged.connect(
            lambda: self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Jokers"))
        )
        self.add_tile = QPushButton()
        self.add_tile.clicked.connect(self.add_storage_tile)
        self.add_exp = QPushButton()
        self.add_exp.clicked.connect(self.add_storage_expansion)
        self.storage_scene = BoardScene(self)
        self.storage_view = BoardView(self.storage_scene)
        self.storage_view.setFixedHeight(56)
        self.storage_view.setBackgroundBrush(QColor("#f7f1e1"))
        self.storage_scene.cellClicked.connect(self.storage_clicked)
        self.note = PlainLabel(wordWrap=True)
        self.note.setStyleSheet("color: #5a4c33;")
        self.warnings = PlainLabel(wordWrap=True)
        self.warnings.setStyleSheet("color: #8a5a00;")

        top = QHBoxLayout()
        top.addWidget(self.score_label)
        top.addWidget(self.score)
        top.addStretch(1)
        store = QHBoxLayout()
        store.addWidget(self.jokers_label)
        store.addWidget(self.jokers)
        store.addWidget(self.add_tile)
        store.addWidget(self.add_exp)
        store.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.warnings)
        layout.addLayout(store)
        layout.addWidget(self.storage_view)
        self.retranslate()
        self._draw_storage()

    def retranslate(self) -> None:
        self.scene.update()  # the colour letters are translated while painting
        self.storage_scene.update()
        self.score_label.setText(self.tr("Score on the track after round 4's Phase 2"))
        self.jokers_label.setText(self.tr("Storage: jokers"))
        self.add_tile.setText(self.tr("Add the current hexagon as a tile"))
        self.add_exp.setText(self.tr("Add it as an expansion"))
        self.storage_view.setToolTip(self.tr("Click an item of the storage to remove it"))
        self.note.setText(
            self.tr(
                "Which ornaments are statues and which are benches is provisional; it does not change the final score."
            )
        )

    # -- the garden ------------------------------------------------------------------------
    def cell_kind(self, cell: str) -> str:
        """What the cell is now: fountain, statue, bench, pavilion, printed, space, absent."""
        if cell == FOUNTAIN_CELL:
            return "fountain"
        if cell in ORNAMENT_CELLS:
            return ORNAMENT_CELLS[cell]
        if cell in START_CELLS:
            return "space"
        a = AREA_OF[cell]
        st = self.areas.get(a)
        if st is None:
            return "absent"
        if st == "face_down":
            return "space"
        k = AREA_CELLS[a].index(cell)
        if k == 0:
            return "pavilion"
        return "printed" if k - 1 == st.get("orientation") else "space"

    def _paint_cell(self, qp: QPainter, item) -> None:
        cell = item.cell
        x, y = self.centres[cell]
        c = QPointF(x, y)
        kind = self.cell_kind(cell)
        a = AREA_OF.get(cell)
        if kind == "absent":
            area = AREA_OF[cell]  # only an area's cell lacks its expansion
            kit.empty_slot(qp, QRectF(x - R, y - R, 2 * R, 2 * R), hexagon=True)
            if AREA_CELLS[area][0] == cell:
                kit.fit_text(qp, QRectF(x - R, y - R * 0.5, 2 * R, R), area, 11, bold=True, colour=QColor("#7a715f"))
        elif kind == "space":
            painting.draw_space(qp, c, R, face_down=a is not None and self.areas.get(a) == "face_down")
            t = self.tiles.get(cell)
            if t is not None:
                painting.draw_hexagon(qp, c, R, f"{t.get('colour')}-{t.get('pattern')}")
        elif kind == "printed":
            st = self.areas[AREA_OF[cell]]  # a printed hexagon lies in an area
            painting.draw_hexagon(qp, c, R, f"{st.get('colour')}-{st.get('pattern')}", printed=True)
        else:
            painting.draw_element(qp, c, R, kind)
        if cell in self.problem_cells:
            qp.setPen(kit.pen(painting.PROBLEM, 3, cosmetic=True))
            qp.setBrush(Qt.BrushStyle.NoBrush)
            qp.drawPolygon(kit.hex_polygon(c, R * 0.9))

    def cell_clicked(self, cell: str) -> None:
        self.apply_tool(cell, drag=False)

    def cell_dragged(self, cell: str) -> None:
        if self.helper.tool in ("tile", "empty"):
            self.apply_tool(cell, drag=True)

    def apply_tool(self, cell: str, drag: bool = False) -> None:
        tool = self.helper.tool
        colour, pattern = self.helper.colour, self.helper.pattern
        kind = self.cell_kind(cell)
        a = AREA_OF.get(cell)
        changed = False
        if tool == "tile":
            if kind == "absent":  # a tile there means an expansion there: face down until told
                self.areas[AREA_OF[cell]] = "face_down"
                kind = "space"
                changed = True
            if kind == "space":
                new = _hexagon(colour, pattern)
                if self.tiles.get(cell) != new:
                    self.tiles[cell] = new
                    changed = True
        elif tool == "empty":
            if cell in self.tiles:
                del self.tiles[cell]
                changed = True
        elif a is not None:
            k = AREA_CELLS[a].index(cell)
            if tool == "face_up" and k > 0:
                printed: dict[str, Any] = {**_hexagon(colour, pattern), "orientation": k - 1}
                if self.areas.get(a) != printed:
                    self.areas[a] = printed
                    self.tiles.pop(cell, None)
                    changed = True
            elif tool == "face_down" and self.areas.get(a) != "face_down":
                self.areas[a] = "face_down"
                changed = True
            elif tool == "none" and self.areas.get(a) is not None:
                self.areas.pop(a, None)
                for c in AREA_CELLS[a]:
                    self.tiles.pop(c, None)
                changed = True
        if changed:
            self.scene.refresh()
            self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Garden"))

    # -- the storage ------------------------------------------------------------------------
    def add_storage_tile(self) -> None:
        self.storage_tiles.append(_hexagon(self.helper.colour, self.helper.pattern))
        self._draw_storage()
        self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Storage"))

    def add_storage_expansion(self) -> None:
        self.storage_exps.append(_hexagon(self.helper.colour, self.helper.pattern))
        self._draw_storage()
        self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Storage"))

    def storage_clicked(self, key) -> None:
        kind, i = key
        lst = self.storage_tiles if kind == "tile" else self.storage_exps
        if 0 <= i < len(lst):
            del lst[i]
            self._draw_storage()
            self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Storage"))

    def _draw_storage(self) -> None:
        self.storage_scene.clear()
        r = 14.0
        items = [("tile", i, t) for i, t in enumerate(self.storage_tiles)] + [
            ("exp", i, t) for i, t in enumerate(self.storage_exps)
        ]
        polys = {}
        for n in range(max(len(items), 1) if items else 0):
            kind, i, t = items[n]
            x = n * (r * SQ3 + 3) + (8 if kind == "exp" else 0)
            polys[(kind, i)] = shapely.Polygon(kit_hex(x, 0, r))
        spec = {(k, i): (f"{t.get('colour')}-{t.get('pattern')}", k == "exp") for k, i, t in items}

        def paint(qp: QPainter, item) -> None:
            hx, exp = spec[item.cell]
            c = item.geometry.centroid
            try:
                painting.draw_hexagon(qp, QPointF(c.x, c.y), r, hx, printed=exp)
            except (KeyError, ValueError):
                kit.empty_slot(qp, QRectF(c.x - r, c.y - r, 2 * r, 2 * r), hexagon=True)

        for item in self.storage_scene.add_cells(polys, painter=paint).values():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(Qt.PenStyle.NoPen)
            set_tip(item, self._remove_tip)  # in the language shown when hovered
        if not items:  # keep the view's scale sensible when empty
            self.storage_scene.addRect(QRectF(0, -r, 12 * (r * SQ3 + 3), 2 * r), Qt.PenStyle.NoPen)
        self.storage_view.fit()

    def _remove_tip(self) -> str:
        return self.tr("Remove this item")

    # -- the file ------------------------------------------------------------------------------
    def to_player(self, name: str) -> dict[str, Any]:
        return {
            "name": name,
            "score_before_final": self.score.value(),
            "areas": {a: self.areas[a] for a in data.AREAS if a in self.areas},
            "tiles": {c: dict(t) for c, t in sorted(self.tiles.items(), key=lambda kv: self._order(kv[0]))},
            "storage": {
                "jokers": self.jokers.value(),
                "tiles": [dict(t) for t in self.storage_tiles],
                "expansions": [dict(t) for t in self.storage_exps],
            },
        }

    @staticmethod
    def _order(cell: str):
        p = parse_pair(cell)
        return (p[1], p[0]) if p else (99, 99)

    def load(self, p: dict[str, Any]) -> None:
        for w in (self.score, self.jokers):
            w.blockSignals(True)
        self.score.setValue(int(p.get("score_before_final", 0) or 0))
        storage = p.get("storage") or {}
        self.jokers.setValue(int(storage.get("jokers", 0) or 0))
        for w in (self.score, self.jokers):
            w.blockSignals(False)
        areas = p.get("areas") or {}
        self.areas = {a: (dict(v) if isinstance(v, dict) else v) for a, v in areas.items() if v is not None}
        self.tiles = {c: dict(t) for c, t in (p.get("tiles") or {}).items()}
        self.storage_tiles = [dict(t) for t in storage.get("tiles", [])]
        self.storage_exps = [dict(t) for t in storage.get("expansions", [])]
        self.scene.refresh()
        self._draw_storage()

    def set_problems(self, cells: set[str], texts: list[str]) -> None:
        self.problem_cells = cells
        self.warnings.setText("\n".join("⚠ " + t for t in texts))
        self.warnings.setVisible(bool(texts))
        self.scene.refresh()


def kit_hex(x: float, y: float, r: float):
    return [
        (x + r * math.cos(math.radians(30 + 60 * i)), y + r * math.sin(math.radians(30 + 60 * i))) for i in range(6)
    ]


class AzulScoreHelper(ScoreHelperBase):
    def __init__(self, parent: QWidget | None = None):
        from .... import games  # noqa: F401
        from ....core import registry

        game = registry.get("azul_queens_garden")
        if game is None:
            raise RuntimeError("Azul: Queen's Garden is announced but could not be built")
        super().__init__(game, parent)
        self.colour, self.pattern = data.COLOURS[0], data.PATTERNS[0]
        self.palette_clicks = 0
        self._marks: dict[int, tuple[set[str], list[str]]] = {}  # each page's problems, till sheet_updated
        bar = QGridLayout(self.options_area)
        bar.setContentsMargins(6, 4, 6, 0)
        # The palette (the base's): the 36 hexagons, one click each (colours in
        # rows of three, patterns in order; the keys 1-6 change the colour, Q-Y
        # the pattern), then the tools on Z X C V B.
        hexagons = [
            Tool(
                (c, pt),
                partial(painting.hexagon_name, f"{c}-{pt}"),
                group="hexagon",
                icon=partial(_hexagon_icon, f"{c}-{pt}", 30),
                tip=partial(_hexagon_tip, c, pt),
                lettered=True,  # the colour's letter, in the language shown
            )
            for c in data.COLOURS
            for pt in data.PATTERNS
        ]
        self.hex_buttons = self.add_tools(hexagons, icon_size=26, style=Qt.ToolButtonStyle.ToolButtonIconOnly)
        for ci, c in enumerate(data.COLOURS):
            for pi, pt in enumerate(data.PATTERNS):
                b = self.hex_buttons[(c, pt)]
                b.setAutoRaise(True)
                b.setMinimumHeight(0)
                bar.addWidget(b, ci // 3, (ci % 3) * 6 + pi + (ci % 3))
        for k, c in enumerate(data.COLOURS):
            self.bind_key(COLOUR_KEYS[k], partial(self.set_colour, c))
        for k, pt in enumerate(data.PATTERNS):
            self.bind_key(PATTERN_KEYS[k], partial(self.set_pattern, pt))
        self.current_hex = PlainLabel()
        self.current_hex.setFixedSize(40, 40)
        bar.addWidget(self.current_hex, 0, 21, 2, 1)
        self.current_text = PlainLabel(wordWrap=True)
        self.current_text.setMinimumWidth(120)
        bar.addWidget(self.current_text, 0, 22, 2, 1)
        bar.setColumnStretch(22, 1)
        bar.setHorizontalSpacing(1)
        tools = self.add_tools(Tool(t, partial(_tool_name, t), key) for t, key in zip(TOOLS, TOOL_KEYS))
        bar.addWidget(flow(tools.values()), 2, 0, 1, 23)
        self.retranslate_palette()

    # -- the palette -------------------------------------------------------------------------
    def tool_chosen(self, tool) -> None:
        self.palette_clicks += 1
        if isinstance(tool, tuple):
            self.colour, self.pattern = tool
            self._show_current()

    def set_hexagon(self, colour: str, pattern: str) -> None:
        """The current hexagon (one click on the palette)."""
        self.choose((colour, pattern))

    def set_colour(self, colour: str) -> None:
        self.set_hexagon(colour, self.pattern)

    def set_pattern(self, pattern: str) -> None:
        self.set_hexagon(self.colour, pattern)

    def set_tool(self, tool: str) -> None:
        self.choose(tool)

    def _show_current(self) -> None:
        hx = f"{self.colour}-{self.pattern}"
        self.current_hex.setPixmap(_icon(lambda qp, p, r: painting.draw_hexagon(qp, p, r, hx), 40).pixmap(40, 40))
        self.current_text.setText(self.tr("Current hexagon: {hexagon}").format(hexagon=painting.hexagon_name(hx)))

    def retranslate_palette(self) -> None:
        if hasattr(self, "current_text"):
            self._show_current()

    def retranslate(self) -> None:
        super().retranslate()
        self.retranslate_palette()
        for i in range(self.tabs.count()):
            self.page(i).retranslate()

    # -- the base's hooks ----------------------------------------------------------------------
    def make_player_page(self, index: int) -> QWidget:
        return AzulPlayerPage(self, index)

    def page(self, i: int) -> AzulPlayerPage:
        widget = self.tabs.widget(i)
        assert isinstance(widget, AzulPlayerPage), "every tab is a player's page"
        return widget

    def empty_dict(self, players: int) -> dict[str, Any]:
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": self.game.id,
            "players": [
                {
                    "name": self.tr("Player {n}").format(n=i + 1),
                    "score_before_final": 0,
                    "areas": {},
                    "tiles": {},
                    "storage": {"jokers": 0, "tiles": [], "expansions": []},
                }
                for i in range(players)
            ],
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": self.game.id,
            "players": [self.page(i).to_player(self.tab_name(i)) for i in range(self.tabs.count())],
        }

    def load_dict(self, d: dict[str, Any]) -> None:
        for i, p in enumerate(d["players"]):
            self.page(i).load(p)

    def proposal(self, index: int, samples: dict, data_: dict[str, Any], sampler=None) -> dict[str, Any]:
        """Tiles read from the photo (prefill.propose: each free space's tile,
        its colour, its pattern where a hexagon entered on this board shows it);
        the proposed cells are drawn as proposed until the person checks them.
        ``sampler``: the photo and its alignment (readphoto; default: the photo
        aligned under the garden)."""
        from ...readphoto import Sampler
        from .prefill import propose

        scene = self.board_scene(index)
        sampler = sampler or Sampler.from_scene(scene)
        points = hexagon_samples(sampler, scene) if sampler is not None and scene is not None else {}
        data_ = copy.deepcopy(data_)
        entry = propose(data_["players"][index], points)
        proposed = entry.pop("proposed", None) or {}  # the helper's marks, never the file's
        tiles = entry.get("tiles") or {}
        self.page(index).proposed = {c: (str(how), dict(tiles[c])) for c, how in proposed.items() if c in tiles}
        data_["players"][index] = entry
        return data_

    def mark_problems(self, index: int, problems) -> None:
        """A player's problems on their page: the cells and areas their paths
        name outlined, their sentences under the garden."""
        super().mark_problems(index, problems)
        cells: set[str] = set()
        for p in problems:
            path = p.path
            if len(path) > 3 and path[2] == "tiles" and (path[3] in AREA_OF or path[3] in START_CELLS):
                cells.add(path[3])
            elif len(path) > 3 and path[2] == "areas" and path[3] in AREA_CELLS:
                cells.update(AREA_CELLS[path[3]])
        self._marks[index] = (cells, [self.problem_sentence(p) for p in problems])

    def sheet_updated(self, sheet) -> None:
        """The §8 warnings (the board scored) join the problems on the pages they name."""
        tr = QCoreApplication.translate
        marks = {i: (set(c), list(t)) for i, (c, t) in self._marks.items()}
        self._marks = {}
        for w in view.board_warnings(self.board) if sheet is not None and self.board is not None else ():
            for i in [w.player] if w.player is not None else range(self.tabs.count()):
                cells, texts = marks.setdefault(i, (set(), []))
                cells.update(c for c in w.places if c in AREA_OF or c in START_CELLS)
                texts.append(w.message.render(tr))
        for i in range(self.tabs.count()):
            page = self.tabs.widget(i)
            if isinstance(page, AzulPlayerPage):
                page.set_problems(*marks.get(i, (set(), [])))
