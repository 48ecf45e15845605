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
import string
import unicodedata
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


def _folded(text: str) -> str:
    """``text``'s letters as the keys A-Z that type them (accents dropped, ł as L)."""
    plain = unicodedata.normalize("NFKD", text.replace("ł", "l").replace("Ł", "L"))
    return "".join(ch for ch in plain.upper() if "A" <= ch <= "Z")


def unique_letters(names: list[str], wanted: list[str] | None = None) -> list[str]:
    """One key A-Z for each name, all different: the ``wanted`` letter where it
    is already a plain key that no other name wants, else the first of its
    folded letter, the name's letters in order and the alphabet not taken."""
    wanted = list(wanted or [""] * len(names))
    plain = [w.upper() if len(w) == 1 and "A" <= w.upper() <= "Z" else "" for w in wanted]
    firm = {w for w in plain if w and plain.count(w) == 1}
    taken = set(firm)
    out = []
    for name, want, key in zip(names, wanted, plain):
        if key in firm:
            out.append(key)
            continue
        pick = next(ch for ch in _folded(want) + _folded(name) + string.ascii_uppercase if ch not in taken)
        taken.add(pick)
        out.append(pick)
    return out


def colour_keys() -> dict[str, str]:
    """Letter -> colour, in the language shown: the colour's letter drawn on its
    hexagons where that is a key of its own, else a letter of its name."""
    names = [painting.colour_name(c) for c in data.COLOURS]
    drawn = [painting.colour_letter(c) for c in data.COLOURS]
    return dict(zip(unique_letters(names, drawn), data.COLOURS))


def pattern_keys() -> dict[str, str]:
    """Letter -> pattern, in the language shown: its name's first letter, made unique."""
    return dict(zip(unique_letters([painting.pattern_name(p) for p in data.PATTERNS]), data.PATTERNS))


def _key_of(keys: dict[str, str], value: str) -> str:
    return next((k for k, v in keys.items() if v == value), "")


def _hexagon(colour: str, pattern: str) -> dict[str, str]:
    return {"colour": colour, "pattern": pattern}


def _hexagon_icon(hx: str, size: int) -> QIcon:
    return _icon(lambda qp, p, r: painting.draw_hexagon(qp, p, r, hx), size)


def _hexagon_tip(colour: str, pattern: str) -> str:
    """A palette hexagon's name with its two keys, and the two letters that
    lay it on the space under the pointer."""
    return (
        f"{painting.hexagon_name(f'{colour}-{pattern}')} "
        f"({COLOUR_KEYS[data.COLOURS.index(colour)]} "
        f"{PATTERN_KEYS[data.PATTERNS.index(pattern)]}) · "
        f"{_key_of(colour_keys(), colour)} {_key_of(pattern_keys(), pattern)}"
    )


def hexagon_samples(sampler, scene, grid: int = 23, reach: float = 0.85) -> dict[str, list]:
    """Each garden cell of ``scene`` -> the photo's points on it, ``(x, y, (r, g, b))``
    with ``x, y`` in units of the cell's circumradius from its centre (the board
    upright), on a ``grid`` x ``grid`` lattice within ``reach`` of the centre:
    what prefill.propose reads (a tile's body, and its drawing for the pattern)."""
    centres = {}
    for key, cell in scene.cell_items().items():
        centre = cell.mapToScene(cell.polygon().boundingRect().center())
        centres[key] = (centre.x(), centre.y())
    return _samples_at(sampler, centres, grid, reach)


def outside_samples(sampler, grid: int = 11) -> dict[str, list]:
    """The same for the two rings of cells around the whole garden (hex distance
    5 and 6 from the fountain): never a part of the garden, so the table the
    garden lies on, seen under the light around each area."""
    lay = HexLayout("pointy", R, (0.0, 0.0))
    centres = {}
    for q in range(-6, 7):
        for r in range(-6, 7):
            if 5 <= max(abs(q), abs(r), abs(q + r)) <= 6:
                centres[format_pair((q, r))] = lay.to_pixel((q, r))
    return _samples_at(sampler, centres, grid, 0.85)


def _samples_at(sampler, centres: dict, grid: int, reach: float) -> dict[str, list]:
    from PySide6.QtCore import QPointF as Point

    if sampler is None or not getattr(sampler, "ok", False):
        return {}
    image, to_photo = sampler.image, sampler.to_photo
    w, h = image.width(), image.height()
    steps = [reach * (-1 + 2 * k / (grid - 1)) for k in range(grid)]
    offsets = [(x, y) for y in steps for x in steps if x * x + y * y <= reach * reach]
    out: dict[str, list] = {}
    for key, (cx, cy) in centres.items():
        points = []
        for x, y in offsets:
            px, py = to_photo.map(Point(cx + x * R, cy + y * R)).toTuple()
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
        self.photo_points: dict[str, list] = {}  # the photo's points of the last proposal (hexagon_samples)

        self.score_label = PlainLabel()
        self.score = QSpinBox(maximum=999)
        self.score.valueChanged.connect(
            lambda: self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Score"))
        )
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene)
        self.view.setBackgroundBrush(QColor("#efe9da"))
        self.view.setMinimumSize(320, 220)
        lay = HexLayout("pointy", R, (0.0, 0.0))
        self.centres = {format_pair(h): lay.to_pixel(h) for h in data.BOARD_CELLS}
        self.scene.add_cells({format_pair(h): lay.polygon(h) for h in data.BOARD_CELLS}, painter=self._paint_cell)
        # A photo is aligned on the fountain board's outer ornaments: printed on every garden, while the
        # expansion areas further out may be missing (docs/rules/azul_queens_garden.md §2.5).
        self.scene.alignment_candidates = frozenset(format_pair(h) for h in data.ORNAMENTS)
        for item in self.scene.cell_items().values():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(Qt.PenStyle.NoPen)
        self.scene.cellClicked.connect(self.cell_clicked)
        self.scene.cellDragged.connect(self.cell_dragged)
        self.hovered: str | None = None  # the cell under the pointer: where typed letters go
        self.scene.cellHovered.connect(self._hover)
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
        self.storage_view.setFixedHeight(64)
        self.storage_view.setBackgroundBrush(QColor("#f7f1e1"))
        self.storage_scene.cellClicked.connect(self.storage_clicked)
        self.note = PlainLabel(wordWrap=True)
        self.note.setStyleSheet("color: #5a4c33;")
        self.warnings = PlainLabel(wordWrap=True)
        self.warnings.setStyleSheet("color: #8a5a00;")
        self.letters = PlainLabel(wordWrap=True)  # the letters typed on the garden, in this language
        self.letters.setStyleSheet("color: #5a4c33;")
        self.unchecked = PlainLabel(wordWrap=True)  # how many hexagons from the photo still show '?'
        self.unchecked.setStyleSheet(f"color: {PROPOSED.name()};")
        self.unchecked.hide()

        top = QHBoxLayout()
        top.addWidget(self.score_label)
        top.addWidget(self.score)
        top.addStretch(1)
        jokers = QHBoxLayout()  # the label beside its number, the buttons wrapping when the room ends
        jokers.setContentsMargins(0, 0, 0, 0)
        jokers.addWidget(self.jokers_label)
        jokers.addWidget(self.jokers)
        count = QWidget()
        count.setLayout(jokers)
        store = flow([count, self.add_tile, self.add_exp])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.letters)
        layout.addWidget(self.unchecked)
        layout.addWidget(self.note)
        layout.addWidget(self.warnings)
        layout.addWidget(store)
        layout.addWidget(self.storage_view)
        self.retranslate()
        self._draw_storage()

    def retranslate(self) -> None:
        self.scene.update()  # the colour letters are translated while painting
        self.storage_scene.update()
        self.score_label.setText(self.tr("Score on the track after round 4's Phase 2"))
        line, tip = self.helper.letters_text()
        self.letters.setText(line)
        self.letters.setToolTip(tip)
        self.show_unchecked()
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
                if self.is_proposed(cell):
                    draw_proposed(qp, c, R, str(t.get("colour")), self.proposed[cell][0] == "pattern")
        elif kind == "printed":
            st = self.areas[AREA_OF[cell]]  # a printed hexagon lies in an area
            painting.draw_hexagon(qp, c, R, f"{st.get('colour')}-{st.get('pattern')}", printed=True)
            if self.is_proposed(cell):
                draw_proposed(qp, c, R, str(st.get("colour")), self.proposed[cell][0] == "pattern")
        else:
            painting.draw_element(qp, c, R, kind)
        if cell in self.problem_cells:
            qp.setPen(kit.pen(painting.PROBLEM, 3, cosmetic=True))
            qp.setBrush(Qt.BrushStyle.NoBrush)
            qp.drawPolygon(kit.hex_polygon(c, R * 0.9))

    def cell_clicked(self, cell: str) -> None:
        self.apply_tool(cell, drag=False)

    def _hover(self, cell) -> None:
        self.hovered = cell if isinstance(cell, str) else None

    def target(self) -> str | None:
        """The cell typed letters go to: under the pointer, else the keyboard's cursor."""
        if self.hovered is not None:
            return self.hovered
        focused = self.scene.focused()
        return focused if isinstance(focused, str) else None

    def is_proposed(self, cell: str) -> bool:
        """The photo proposed the hexagon on ``cell`` (a tile, or an expansion's
        printed one), and nobody checked it yet."""
        kept = self.proposed.get(cell)
        return kept is not None and self.hexagon_in(cell) == kept[1]

    def hexagon_in(self, cell: str, entry: dict[str, Any] | None = None) -> dict | None:
        """The hexagon on ``cell`` (colour and pattern) in ``entry`` (default: as shown)."""
        tiles = self.tiles if entry is None else (entry.get("tiles") or {})
        areas = self.areas if entry is None else (entry.get("areas") or {})
        if isinstance(tiles.get(cell), dict):
            return {"colour": tiles[cell].get("colour"), "pattern": tiles[cell].get("pattern")}
        area = AREA_OF.get(cell)
        if area is None:
            return None
        state = areas.get(area)
        if isinstance(state, dict) and AREA_CELLS[area].index(cell) - 1 == state.get("orientation"):
            return {"colour": state.get("colour"), "pattern": state.get("pattern")}
        return None

    def show_unchecked(self) -> None:
        """Say how many hexagons from the photo still have '?' for a pattern
        (their pattern placeholder counts in the score until it is told)."""
        left = sum(1 for c, (how, _h) in self.proposed.items() if how == "colour" and self.is_proposed(c))
        self.unchecked.setVisible(left > 0)
        if left:
            self.unchecked.setText(self.tr("%n hexagons from the photo still show '?' for their pattern.", None, left))

    def rematch(self) -> list[str]:
        """The proposed hexagons whose pattern is still to tell, matched again
        against every hexagon now entered (prefill.match_patterns): a pattern
        the person typed or clicked teaches the others that show it. Returns
        the cells whose pattern was found (proposed, for the person to check)."""
        from .prefill import match_patterns

        open_ = [c for c, (how, _h) in self.proposed.items() if how == "colour" and self.is_proposed(c)]
        if not open_ or not self.photo_points:
            return []
        entry = {"areas": self.areas, "tiles": {c: t for c, t in self.tiles.items() if c not in self.proposed}}
        found = match_patterns(entry, self.photo_points, open_)
        for cell, pattern in found.items():
            shown = self.hexagon_in(cell)
            if shown is None:
                continue
            if cell in self.tiles:
                self.tiles[cell] = {**self.tiles[cell], "pattern": pattern}
            else:
                area = AREA_OF[cell]
                self.areas[area] = {**self.areas[area], "pattern": pattern}
            self.proposed[cell] = ("pattern", {**shown, "pattern": pattern})
        return list(found)

    def takes_hexagon(self, cell: str) -> bool:
        """A hexagon can be laid on ``cell`` (a free space, an expansion's printed
        hexagon, or a cell of an area without its expansion yet)."""
        return (cell in AREA_OF or cell in START_CELLS) and self.cell_kind(cell) in ("space", "printed", "absent")

    def set_hexagon_at(self, cell: str, colour: str, pattern: str) -> bool:
        """The hexagon (colour, pattern) on ``cell``, as the tile tool lays it
        (an expansion's printed hexagon changed in place): one undo step."""
        kind = self.cell_kind(cell)
        if kind not in ("space", "printed", "absent"):
            return False
        self.proposed.pop(cell, None)  # checked by the person
        if kind == "printed":
            area = AREA_OF[cell]
            state = self.areas[area]
            if isinstance(state, dict) and (state.get("colour"), state.get("pattern")) != (colour, pattern):
                self.areas[area] = {**state, **_hexagon(colour, pattern)}
            self.rematch()
            self.scene.refresh()
            self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Garden"))
            return True
        if kind == "absent":  # a tile there means an expansion there: face down until told
            self.areas[AREA_OF[cell]] = "face_down"
        new = _hexagon(colour, pattern)
        if self.tiles.get(cell) != new or kind == "absent":
            self.tiles[cell] = new
        self.rematch()
        self.scene.refresh()
        self.helper.edited(lambda: QCoreApplication.translate("AzulPlayerPage", "Garden"))
        return True

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
                self.proposed.pop(cell, None)  # the person's own entry now
                if self.tiles.get(cell) != new:
                    self.tiles[cell] = new
                    changed = True
        elif tool == "empty":
            self.proposed.pop(cell, None)
            if cell in self.tiles:
                del self.tiles[cell]
                changed = True
        elif a is not None:
            k = AREA_CELLS[a].index(cell)
            if tool == "face_up" and k > 0:
                printed: dict[str, Any] = {**_hexagon(colour, pattern), "orientation": k - 1}
                self.proposed.pop(cell, None)  # the person's own entry now
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
            if tool in ("tile", "face_up"):
                self.rematch()
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
        """The storage: its tiles, then its garden expansions, each drawn as
        what it is on the table: a tile is one hexagon; an expansion is a
        cardboard flower of seven cells (docs/rules/azul_queens_garden.md §2.4)
        carrying its printed hexagon, so the two are never mistaken."""
        self.storage_scene.clear()
        r = 14.0
        small = r * 0.52  # an expansion's cells
        items = [("tile", i, t) for i, t in enumerate(self.storage_tiles)] + [
            ("exp", i, t) for i, t in enumerate(self.storage_exps)
        ]
        polys = {}
        right = 0.0  # where the last item drawn ends
        for n, (kind, i, _t) in enumerate(items):
            half = r * SQ3 / 2 if kind == "tile" else 1.5 * SQ3 * small
            gap = 0.0 if n == 0 else (3.0 if kind == items[n - 1][0] else r)  # a gap between tiles and expansions
            x = right + gap + half
            right = x + half
            if kind == "tile":
                polys[(kind, i)] = shapely.Polygon(kit_hex(x, 0, r))
            else:
                flower = [shapely.Polygon(kit_hex(x, 0, small * 1.02))] + [
                    shapely.Polygon(kit_hex(x + SQ3 * small * math.cos(a), SQ3 * small * math.sin(a), small * 1.02))
                    for a in (math.radians(d) for d in range(0, 360, 60))
                ]
                polys[(kind, i)] = shapely.unary_union(flower)
        spec = {(k, i): (f"{t.get('colour')}-{t.get('pattern')}", k == "exp") for k, i, t in items}

        def paint(qp: QPainter, item) -> None:
            hx, exp = spec[item.cell]
            c = item.geometry.centroid
            centre = QPointF(c.x, c.y)
            try:
                if exp:
                    _draw_expansion(qp, centre, small, hx)
                else:
                    painting.draw_hexagon(qp, centre, r, hx)
            except (KeyError, ValueError):
                kit.empty_slot(qp, QRectF(c.x - r, c.y - r, 2 * r, 2 * r), hexagon=True)

        for key, item in self.storage_scene.add_cells(polys, painter=paint).items():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(Qt.PenStyle.NoPen)
            set_tip(item, partial(self._storage_tip, *spec[key]))  # in the language shown when hovered
        if not items:  # keep the view's scale sensible when empty
            self.storage_scene.addRect(QRectF(0, -r, 12 * (r * SQ3 + 3), 2 * r), Qt.PenStyle.NoPen)
        self.storage_view.fit()

    def _storage_tip(self, hexagon: str, expansion: bool) -> str:
        try:
            name = painting.hexagon_name(hexagon)
        except (KeyError, ValueError):
            return self.tr("Remove this item")
        if expansion:
            return self.tr("Garden expansion in storage: {hexagon}. Click to remove it.").format(hexagon=name)
        return self.tr("Tile in storage: {hexagon}. Click to remove it.").format(hexagon=name)

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


def _draw_expansion(qp: QPainter, c: QPointF, small: float, hexagon: str) -> None:
    """A garden expansion in storage: the cardboard flower (a pavilion's roof at
    its top, the free cells around) with its printed hexagon over the middle."""
    qp.save()
    qp.setPen(kit.pen(painting.BOARD.darker(150), max(0.5, small * 0.08)))
    qp.setBrush(painting.BOARD)
    cells = [c] + [
        QPointF(c.x() + SQ3 * small * math.cos(math.radians(a)), c.y() + SQ3 * small * math.sin(math.radians(a)))
        for a in range(0, 360, 60)
    ]
    for at in cells:
        qp.drawPolygon(kit.hex_polygon(at, small * 0.98))
    qp.restore()
    painting.draw_hexagon(qp, c, small * 1.55, hexagon, printed=True)


PROPOSED = QColor("#d9480f")  # the mark of what the photo proposed, not yet checked


def draw_proposed(qp: QPainter, c: QPointF, r: float, colour: str, pattern_read: bool) -> None:
    """A tile the photo proposed, not checked yet: a dashed ring inside the
    cell; where only its colour was read, its pattern's drawing and value covered by a
    question mark (the pattern is still to tell: its letter after the colour's)."""
    qp.save()
    if not pattern_read:
        qp.setPen(Qt.PenStyle.NoPen)
        qp.setBrush(painting.FILL.get(colour, QColor("#cccccc")))
        qp.drawEllipse(QPointF(c.x(), c.y() + r * 0.12), r * 0.52, r * 0.52)
        qp.drawRect(QRectF(c.x() + r * 0.22, c.y() - r * 0.68, r * 0.5, r * 0.5))  # the value, the pattern's too
        font = qp.font()
        font.setBold(True)
        font.setPixelSize(max(6, int(r * 0.7)))
        qp.setFont(font)
        qp.setPen(painting.INK.get(colour, QColor("#222222")))
        qp.drawText(QRectF(c.x() - r * 0.5, c.y() - r * 0.38, r, r), int(Qt.AlignmentFlag.AlignCenter), "?")
    ring = kit.pen(PROPOSED, max(1.2, r * 0.08))
    ring.setStyle(Qt.PenStyle.DashLine)
    qp.setPen(ring)
    qp.setBrush(Qt.BrushStyle.NoBrush)
    qp.drawPolygon(kit.hex_polygon(c, r * 0.8))
    qp.restore()


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
        # Typed on the garden: a colour's letter, then a pattern's letter, lay that
        # hexagon on the cell under the pointer (the letters of the language shown).
        # The palette's own letter keys take the board first (key_on_board).
        self._pending: tuple[int, str, str] | None = None  # (page, cell, colour) typed so far
        for letter in string.ascii_uppercase:
            if letter not in PATTERN_KEYS and letter not in TOOL_KEYS:
                self.bind_key(letter, partial(self.key_on_board, letter))
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

    def letters_text(self) -> tuple[str, str]:
        """The letters typed on the garden, in the language shown: one short
        line (under each garden) and its tooltip naming what each letter is."""
        colours, patterns = colour_keys(), pattern_keys()
        line = self.tr("On a space, type a colour ({colours}), then a pattern ({patterns}).").format(
            colours=" ".join(colours), patterns=" ".join(patterns)
        )
        tip = "\n".join(
            [
                " · ".join(f"{k} {painting.colour_name(c)}" for k, c in colours.items()),
                " · ".join(f"{k} {painting.pattern_name(p)}" for k, p in patterns.items()),
            ]
        )
        return line, tip

    def key_on_board(self, key: str) -> bool:
        """A letter typed with the pointer (or the keyboard's cursor) on a garden
        cell: a colour's letter waits for a pattern's letter, which then lays
        that hexagon there (one undo step). Other keys keep their palette meaning."""
        index = self.tabs.currentIndex()
        if len(key) != 1 or not key.isalpha() or index < 0:
            return False
        page = self.page(index)
        cell = page.target()
        if cell is None or not page.takes_hexagon(cell):
            self._pending = None
            return False
        key = key.upper()
        colours, patterns = colour_keys(), pattern_keys()
        pending = self._pending
        if pending is not None and pending[:2] == (index, cell) and key in patterns:
            self._pending = None
            page.set_hexagon_at(cell, pending[2], patterns[key])
            self._show_current()
            return True
        if key in colours:
            self._pending = (index, cell, colours[key])
            self.current_text.setText(
                self.tr("{colour}: now the letter of its pattern").format(
                    colour=painting.colour_name(colours[key]).capitalize()
                )
            )
            return True
        self._pending = None
        return False

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
        its colour, its pattern where a hexagon entered on this board shows it;
        on a garden without any expansion entered, the expansions too); the
        proposed cells are drawn as proposed until the person checks them.
        ``sampler``: the photo and its alignment (readphoto; default: the photo
        aligned under the garden)."""
        from ...readphoto import Sampler
        from .prefill import propose

        scene = self.board_scene(index)
        sampler = sampler or Sampler.from_scene(scene)
        points = hexagon_samples(sampler, scene) if sampler is not None and scene is not None else {}
        data_ = copy.deepcopy(data_)
        entry = data_["players"][index]
        fresh = not any((entry.get("areas") or {}).values())  # no expansion entered: read them too
        entry = propose(entry, points, outside_samples(sampler) if fresh and sampler is not None else None)
        proposed = entry.pop("proposed", None) or {}  # the helper's marks, never the file's
        page = self.page(index)
        page.photo_points = points  # what the person enters next teaches the patterns left to tell
        page.proposed = {}
        for cell, how in proposed.items():
            shown = page.hexagon_in(cell, entry)
            if shown is not None:
                page.proposed[cell] = (str(how), shown)
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
                page.show_unchecked()
