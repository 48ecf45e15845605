"""Harmonies score helper: copy a finished physical game into the app.

Per player tab: a palette of the 14 legal stacks of spec §5.2 plus "empty"
and an animal-cube marker (keys 1–9, 0, Q–T, C), the personal board to
scale (click or drag to paint; the chosen entry stays selected), the animal
cards owned drawn as printed with the cubes placed (a spin box per card, or
a click on the track value the card shows), and the Nature's Spirit when the
variant is on. File-wide options (board side, spirits) sit above the tabs.
The score is the engine's one scorer, exactly what ``gardenapp score`` prints.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPen, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....core.messages import QT_TRANSLATE_NOOP
from ....games.harmonies import data
from ...boardview import BoardScene, BoardView
from ...plaintext import PlainLabel, plain_title
from ...readphoto import Sampler
from ...scorehelper import FlowLayout, ScoreHelperBase, Tool
from . import painting as art
from .play import R, board_item, board_polygons, style_space, the_game
from .prefill import PATCH_HALF, PATCH_N, propose

# Palette order: the common landscapes first (keys 1..9), empty on 0, the rest on Q..T; each entry
# is a stack bottom -> top, turned into the engine's stack id by the game's data (data.STACK_ID).
_B, _Y, _G, _V, _N, _R = data.BLUE, data.YELLOW, data.GRAY, data.GREEN, data.BROWN, data.RED
PALETTE_STACKS: tuple[tuple[int, ...], ...] = (
    (_B,),
    (_Y,),
    (_G,),
    (_G, _G),
    (_G, _G, _G),
    (_V,),
    (_N, _V),
    (_N, _N, _V),
    (_G, _R),
    (),
    (_N, _R),
    (_R, _R),
    (_N,),
    (_N, _N),
    (_R,),
)
PALETTE: tuple[int, ...] = tuple(data.STACK_ID[stack] for stack in PALETTE_STACKS)
PALETTE_KEYS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "Q", "W", "E", "R", "T")
CUBE_TOOL = "cube"
CUBE_KEY = "C"


class CardWidget(QWidget):
    """A card drawn as printed. Clicking a value of its track sets the cubes
    placed to reach that value (``trackClicked(n)``); clicking elsewhere emits
    ``clicked``."""

    clicked = Signal()
    trackClicked = Signal(int)

    def __init__(self, card_id: str = "", placed: int = 0, parent: QWidget | None = None, scale: float = 1.0):
        super().__init__(parent)
        self.card_id, self.placed = card_id, placed
        self.note: str | None = None
        self.problem = False
        self.selected = False
        self.spirit_placed = False
        self.setFixedSize(QSize(int(art.CARD_W * scale), int(art.CARD_H * scale)))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        if card_id:
            self.setToolTip(art.card_tooltip(card_id))

    def set_card(self, card_id: str, placed: int = 0) -> None:
        self.card_id, self.placed = card_id, placed
        self.setToolTip(art.card_tooltip(card_id, placed) if card_id else "")
        self.update()

    def _rect(self) -> QRectF:
        return QRectF(2, 2, self.width() - 6, self.height() - 6)

    def paintEvent(self, event) -> None:
        qp = QPainter(self)
        qp.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.card_id:
            art.draw_card(qp, self._rect(), self.card_id, self.placed, note=self.note, spirit_placed=self.spirit_placed)
        if self.problem or self.selected:
            qp.setPen(QPen(art.PROBLEM if self.problem else art.ACCENT, 3))
            qp.setBrush(Qt.BrushStyle.NoBrush)
            qp.drawRoundedRect(self._rect().adjusted(1, 1, -1, -1), 8, 8)
        qp.end()

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        c = art.card(self.card_id)
        if c is not None and not c.is_spirit:
            for k, rect in enumerate(art.track_slot_rects(self._rect(), c.slots)):
                if rect.adjusted(-2, -2, 2, 2).contains(event.position()):
                    # the value clicked is the one that scores: k + 1 cubes were placed
                    self.trackClicked.emit(k + 1)
                    return
        self.clicked.emit()


class HarmoniesCardPicker(QDialog):
    """The 32 animal cards as drawn; a click adds the card to the player (or
    removes it if the player has it). Cards of other players show their owner."""

    def __init__(self, page: "HarmoniesPlayerPage"):
        super().__init__(page)
        self.page = page
        self.setWindowTitle(plain_title(self.tr("Animal cards of {name}").format(name=page.name)))
        layout = QVBoxLayout(self)
        layout.addWidget(
            PlainLabel(
                self.tr(
                    "Click each card from which this player moved cubes to the board, on the value it scores "
                    "(the highest its cubes no longer cover); click a card again to remove it. A card that still "
                    "holds all its cubes scores nothing and can be left out (or click elsewhere on it to add it)."
                ),
                wordWrap=True,
            )
        )
        grid = QGridLayout()
        self.widgets: dict[str, CardWidget] = {}
        for i, c in enumerate(data.ANIMALS):
            w = CardWidget(c.id, 0, scale=0.82)  # as on the display: every cube on it
            w.clicked.connect(lambda cid=c.id: self._toggle(cid))
            w.trackClicked.connect(lambda n, cid=c.id: self._scores(cid, n))
            grid.addWidget(w, i // 8, i % 8)
            self.widgets[c.id] = w
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        layout.addWidget(buttons)
        self._mark()

    def _toggle(self, cid: str) -> None:
        self.page.toggle_card(cid)
        self._mark()

    def _scores(self, cid: str, n: int) -> None:
        """A value of a card's track clicked: the player owns it with ``n`` cubes placed
        (the card and its cubes in one click, not a second one on the card's row)."""
        self.page.own_card(cid, n)
        self._mark()

    def _mark(self) -> None:
        mine = {c["id"]: c.get("cubes_placed", 0) for c in self.page.cards}
        owners = self.page.helper.card_owners(exclude=self.page)
        for cid, w in self.widgets.items():
            w.selected = cid in mine
            placed = mine.get(cid, 0)
            w.set_card(cid, placed if isinstance(placed, int) else 0)
            w.note = self.tr("has it: {name}").format(name=owners[cid]) if cid in owners else None
            w.update()


class HarmoniesCardRow(QWidget):
    """One owned animal card as a tile: the card, its cubes placed (a spin box;
    or click the value the card shows), the points it scores, a remove button."""

    def __init__(self, page: "HarmoniesPlayerPage", index: int):
        super().__init__(page)
        self.page, self.index = page, index
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.setSpacing(2)
        self.card = CardWidget(scale=0.86)
        self.card.trackClicked.connect(self._track_clicked)
        layout.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        row = QHBoxLayout()
        row.setSpacing(2)
        self.cubes = QSpinBox()
        self.cubes.setMinimum(0)
        self.cubes.valueChanged.connect(self._cubes_changed)
        self.remove = QToolButton()
        self.remove.setText("✕")
        self.remove.clicked.connect(lambda: self.page.remove_card(self.index))
        row.addWidget(self.cubes, 1)
        row.addWidget(self.remove)
        self.setFixedWidth(self.card.width())
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.cubes.setToolTip(self.tr("Cubes placed on the board from this card (or click the value the card shows)"))
        self.cubes.setPrefix(self.tr("Cubes: "))
        self.remove.setToolTip(self.tr("Remove this card"))

    def show_entry(self, entry: dict) -> None:
        cid, n = entry.get("id"), entry.get("cubes_placed", 0)
        c = art.card(cid) if isinstance(cid, str) else None
        slots = c.slots if c is not None and not c.is_spirit else 0
        n = n if isinstance(n, int) else 0
        self.cubes.blockSignals(True)
        self.cubes.setMaximum(max(slots, n))
        self.cubes.setValue(n)
        self.cubes.blockSignals(False)
        self.card.set_card(str(cid), n)

    def _cubes_changed(self, n: int) -> None:
        self.page.set_cubes(self.index, n)

    def _track_clicked(self, n: int) -> None:
        self.cubes.setValue(n)


class _ClickableText(PlainLabel):
    """A wrapped label that says it was clicked (the text of a check box beside it)."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__(wordWrap=True)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class HarmoniesPlayerPage(QWidget):
    """One player's tab."""

    def __init__(self, helper: "HarmoniesScoreHelper", index: int):
        super().__init__()
        self.helper, self.index = helper, index
        self.name = ""
        self.spaces: dict[str, list] = {}
        self.cubes_on: list | None = None
        self.cards: list[dict] = []
        self.spirit: dict | None = None
        self.problem_cells: set[str] = set()
        self._cube_stroke = True  # a cube stroke adds cubes (its first space had none) or takes them
        self._side: str | None = None

        self.scene = BoardScene(self)
        self.view = BoardView(self.scene)
        self.view.setBackgroundBrush(QColor("#e9e2cf"))
        self.view.setMinimumSize(300, 280)
        # Stacks the photo proposed (space -> (height, stack)), drawn as proposed
        # until the person changes them or sets their height with 1/2/3.
        self.proposed: dict[str, tuple[int, list]] = {}
        self.hovered: str | None = None
        # After Propose, the keyboard walks the proposed stacks of more than one token
        # (the ringed one: Enter or Space keeps its height, 1/2/3 sets it; then the next).
        self.walk: list[str] = []
        self.walk_shortcuts: list[QShortcut] | None = None  # the helper makes them (Enter, Space, Esc)
        self.scene.cellHovered.connect(self._hover)
        self.scene.cellClicked.connect(lambda lab: self._apply_tool(lab, True))
        self.scene.cellDragged.connect(lambda lab: self._apply_tool(lab, False))
        helper.watch_strokes(self.scene)  # a press-drag-release is one undo step

        # cards
        self.cards_title = PlainLabel()
        self.cards_title.setStyleSheet("font-weight: bold;")
        self.add_card_button = QPushButton()
        self.add_card_button.clicked.connect(self.pick_cards)
        self.rows_box = QWidget()
        self.rows_layout = QGridLayout(self.rows_box)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.setHorizontalSpacing(6)
        self.rows: list[HarmoniesCardRow] = []
        self.spirit_box = QWidget()
        sl = QGridLayout(self.spirit_box)
        sl.setContentsMargins(0, 0, 0, 0)
        self.spirit_title = PlainLabel()
        self.spirit_title.setStyleSheet("font-weight: bold;")
        self.spirit_combo = QComboBox()
        self.spirit_combo.addItem("—", None)
        for c in data.SPIRITS:
            self.spirit_combo.addItem(c.id, c.id)
        self.spirit_combo.currentIndexChanged.connect(self._spirit_changed)
        # Narrow enough for one column of cards: the longest spirit's name is elided in the box.
        self.spirit_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.spirit_combo.setMinimumContentsLength(8)
        self.spirit_placed = QCheckBox()
        self.spirit_placed.toggled.connect(self._spirit_changed)
        # Its text beside it, wrapped (a check box's own text never wraps); a click on it toggles too.
        self.spirit_placed_text = _ClickableText()
        self.spirit_placed_text.clicked.connect(self.spirit_placed.toggle)
        self.spirit_card = CardWidget(scale=0.86)
        self.spirit_card.clicked.connect(lambda: self.spirit_placed.toggle() if self.spirit else None)
        sl.addWidget(self.spirit_title, 0, 0)
        sl.addWidget(self.spirit_combo, 1, 0)
        placed_row = QHBoxLayout()
        placed_row.setContentsMargins(0, 0, 0, 0)
        placed_row.addWidget(self.spirit_placed, 0, Qt.AlignmentFlag.AlignTop)
        placed_row.addWidget(self.spirit_placed_text, 1)
        sl.addLayout(placed_row, 2, 0)
        sl.addWidget(self.spirit_card, 3, 0, Qt.AlignmentFlag.AlignLeft)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.cards_title)
        rl.addWidget(self.add_card_button)
        rl.addWidget(self.rows_box)
        rl.addWidget(self.spirit_box)
        rl.addStretch(1)
        scroll = self.cards_scroll = QScrollArea()
        scroll.setWidget(right)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fit = (2, False)

        layout = self.page_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.view, 1)
        layout.addWidget(scroll)
        self._fit_cards(2, False)
        self.retranslate()

    # -- fit: the board never hides behind the cards ---------------------------------------------
    CARD_COLUMN = int(art.CARD_W * 0.86)

    @classmethod
    def cards_width(cls, columns: int) -> int:
        return cls.CARD_COLUMN * columns + 6 * (columns - 1) + 30

    @property
    def _columns(self) -> int:
        return self._fit[0]

    def _fit_cards(self, columns: int, below: bool) -> None:
        """The cards panel ``columns`` cards wide, beside the board or ``below`` it;
        the board keeps the rest."""
        self._fit = (columns, below)
        if below:
            self.page_layout.setDirection(QBoxLayout.Direction.TopToBottom)
            self.cards_scroll.setMinimumWidth(0)
            self.cards_scroll.setMaximumWidth(16777215)
            self.cards_scroll.setFixedHeight(int(art.CARD_H * 0.86) + 120)
            self.view.setMinimumSize(200, 200)
        else:
            self.page_layout.setDirection(QBoxLayout.Direction.LeftToRight)
            self.cards_scroll.setMinimumHeight(0)
            self.cards_scroll.setMaximumHeight(16777215)
            self.cards_scroll.setFixedWidth(self.cards_width(columns))
            self.view.setMinimumSize(300 if columns == 2 else 200, 280)
        for k, row in enumerate(self.rows):
            self.rows_layout.addWidget(row, k // columns, k % columns)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Two columns of cards beside the board when it still has room, else one,
        else the cards below the board in as many columns as fit (the photo
        pane open at the default size, a wide language): the board stays whole."""
        super().resizeEvent(event)
        width = event.size().width()
        if width >= 300 + self.cards_width(2) + 8:
            fit = (2, False)
        elif width >= 240 + self.cards_width(1) + 8:
            fit = (1, False)
        else:
            fit = (max(1, (width - 38) // (self.CARD_COLUMN + 6)), True)
        if fit != self._fit:
            self._fit_cards(*fit)

    # -- language --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.cards_title.setText(self.tr("Animal cards"))
        self.add_card_button.setText(self.tr("Choose cards…"))
        self.spirit_title.setText(self.tr("Nature's Spirit"))
        self.spirit_placed_text.setText(self.tr("Its cube is on the board"))
        self.spirit_placed.setAccessibleName(self.spirit_placed_text.text())
        for i, c in enumerate(data.SPIRITS, start=1):
            self.spirit_combo.setItemText(i, f"{c.id} {art.label(c.id)}")
        self.spirit_combo.setItemText(0, self.tr("— choose —"))
        for row in self.rows:
            row.retranslate()
        self.show_cards()
        self.scene.update()

    # -- board ------------------------------------------------------------------------------------------
    def build_board(self, side: str) -> None:
        if side == self._side:
            return
        self._side = side
        self.scene.clear()
        polys = board_polygons(side, (0.0, 0.0))
        self.scene.addItem(board_item(polys.values()))
        for item in self.scene.add_cells(polys, self._paint_cell).values():
            style_space(item)
        self.view.fit()

    def _paint_cell(self, qp: QPainter, item) -> None:
        lab = item.cell
        colours = self.spaces.get(lab, [])
        colours = colours if isinstance(colours, list) else []
        cube = self.cubes_on is not None and lab in self.cubes_on
        c = item.geometry.centroid
        art.draw_space(qp, QPointF(c.x, c.y), R, [str(x) for x in colours], cube, label_text=lab)
        if self.is_proposed(lab):
            art.draw_proposed(qp, QPointF(c.x, c.y), R, len(colours))
        if lab in self.problem_cells:
            qp.save()
            qp.setPen(QPen(art.PROBLEM, 4))
            qp.setBrush(Qt.BrushStyle.NoBrush)
            qp.drawPolygon(art.hex_points(QPointF(c.x, c.y), R * 0.86))
            qp.restore()

    def _hover(self, lab) -> None:
        self.hovered = lab if isinstance(lab, str) else None

    def is_proposed(self, lab: str) -> bool:
        """The photo proposed what space ``lab`` holds, and nobody checked it yet."""
        kept = self.proposed.get(lab)
        return kept is not None and self.spaces.get(lab) == kept[1]

    def set_height(self, lab: str, height: int) -> bool:
        """A proposed stack's height fixed (its top kept): one key, one undo step."""
        from .prefill import stack

        colours = self.spaces.get(lab)
        if not self.is_proposed(lab) or not colours:
            return False
        top = str(colours[-1])
        try:
            new = stack(top, height)
        except KeyError:  # water and fields are never stacked: 1 is their only height
            new = [top]
        del self.proposed[lab]  # checked: drawn as entered from now on
        if new != colours:
            self.spaces[lab] = new
        self.scene.refresh([lab])
        if lab in self.walk:
            self.walk.remove(lab)
            self.show_walk()
        self.helper.edited(lambda: QCoreApplication.translate("HarmoniesPlayerPage", "Height"))
        return True

    # -- the keyboard's walk over the proposed stacks ---------------------------------------------
    def start_walk(self) -> None:
        """Ring the first proposed stack of more than one token (reading order:
        columns left to right, each from the top); none: no walk."""

        def order(lab: str) -> tuple[int, int]:
            c, _, r = lab.partition(",")
            return (int(c), int(r)) if c.lstrip("-").isdigit() and r.lstrip("-").isdigit() else (0, 0)

        self.walk = sorted(
            (lab for lab in self.proposed if self.is_proposed(lab) and len(self.spaces.get(lab) or []) > 1), key=order
        )
        self.show_walk()

    def walking(self) -> str | None:
        """The proposed stack the walk rings now (None: no walk)."""
        while self.walk and not self.is_proposed(self.walk[0]):  # painted over or undone since
            self.walk.pop(0)
        return self.walk[0] if self.walk else None

    def show_walk(self) -> None:
        self.scene.set_focused(self.walking())
        self.helper._walk_keys()

    def stop_walk(self) -> None:
        self.walk = []
        self.show_walk()

    def _apply_tool(self, lab: str, first: bool) -> None:
        """Paint space ``lab`` with the current tool (``first``: the press
        that starts a stroke); each change is an edit, the stroke one undo step."""
        tool = self.helper.tool
        if tool == CUBE_TOOL:
            cubes = list(self.cubes_on or [])
            if first:
                self._cube_stroke = lab not in cubes
            if self._cube_stroke and lab not in cubes:
                cubes.append(lab)
            elif not self._cube_stroke and lab in cubes:
                cubes.remove(lab)
            else:
                return
            self.cubes_on = cubes or None
            what = partial(
                QCoreApplication.translate,
                "HarmoniesPlayerPage",
                QT_TRANSLATE_NOOP("HarmoniesPlayerPage", "Animal cube"),
            )
        else:
            assert isinstance(tool, int), "the palette's other tools are the stacks' ids"
            colours = art.stack_colours(tool)
            if self.spaces.get(lab, []) == colours:
                return
            if colours:
                self.spaces[lab] = colours
            else:
                self.spaces.pop(lab, None)
            what = partial(art.label, f"stack:{tool}")
            self.proposed.pop(lab, None)  # the person's own entry now
        self.scene.refresh([lab])
        if self.walk:
            self.show_walk()  # a stack painted over is checked: the walk goes on past it
        self.helper.edited(partial(_paint_step, what))

    def paint(self, tool, cells) -> None:
        """Select ``tool`` and paint ``cells`` in one stroke, as a press on the
        first cell and a drag over the others (what a person's mouse does)."""
        self.helper.set_tool(tool)
        cells = list(cells)
        self.scene.strokeStarted.emit()
        self.scene.cellClicked.emit(cells[0])
        for lab in cells[1:]:
            self.scene.cellDragged.emit(lab)
        self.scene.strokeEnded.emit()

    # -- cards ---------------------------------------------------------------------------------------
    def pick_cards(self) -> None:
        HarmoniesCardPicker(self).exec()

    def toggle_card(self, cid: str) -> None:
        for i, entry in enumerate(self.cards):
            if entry.get("id") == cid:
                del self.cards[i]
                self.show_cards()
                self.helper.edited(partial(_card_step, QT_TRANSLATE_NOOP("HarmoniesPlayerPage", "Remove {card}"), cid))
                return
        # No cube placed until the person says so: a card counted full by default
        # scored points the board may never have made.
        self.cards.append({"id": cid, "cubes_placed": 0})
        self.show_cards()
        self.helper.edited(partial(_card_step, QT_TRANSLATE_NOOP("HarmoniesPlayerPage", "Add {card}"), cid))

    def own_card(self, cid: str, n: int) -> None:
        """The player owns card ``cid`` with ``n`` cubes placed (added, or its cubes set)."""
        for i, entry in enumerate(self.cards):
            if entry.get("id") == cid:
                self.set_cubes(i, n)
                return
        self.cards.append({"id": cid, "cubes_placed": n})
        self.show_cards()
        self.helper.edited(partial(_card_step, QT_TRANSLATE_NOOP("HarmoniesPlayerPage", "Add {card}"), cid))

    def remove_card(self, index: int) -> None:
        if 0 <= index < len(self.cards):
            cid = self.cards[index].get("id")
            del self.cards[index]
            self.show_cards()
            self.helper.edited(partial(_card_step, QT_TRANSLATE_NOOP("HarmoniesPlayerPage", "Remove {card}"), str(cid)))

    def set_cubes(self, index: int, n: int) -> None:
        if 0 <= index < len(self.cards) and self.cards[index].get("cubes_placed") != n:
            self.cards[index]["cubes_placed"] = n
            self.rows[index].show_entry(self.cards[index])
            self.helper.edited(
                partial(
                    _card_step,
                    QT_TRANSLATE_NOOP("HarmoniesPlayerPage", "Cubes on {card}"),
                    str(self.cards[index].get("id")),
                )
            )

    def show_cards(self) -> None:
        while len(self.rows) < len(self.cards):
            row = HarmoniesCardRow(self, len(self.rows))
            self.rows_layout.addWidget(row, len(self.rows) // self._columns, len(self.rows) % self._columns)
            self.rows.append(row)
        while len(self.rows) > len(self.cards):
            row = self.rows.pop()
            row.setParent(None)
            row.deleteLater()
        for row, entry in zip(self.rows, self.cards):
            row.show_entry(entry)
        spirits_on = self.helper.spirits_on()
        self.spirit_box.setVisible(spirits_on or self.spirit is not None)
        sid = self.spirit.get("id") if isinstance(self.spirit, dict) else None
        placed = bool(self.spirit.get("cube_placed")) if isinstance(self.spirit, dict) else False
        self.spirit_combo.blockSignals(True)
        self.spirit_placed.blockSignals(True)
        i = self.spirit_combo.findData(sid)
        self.spirit_combo.setCurrentIndex(max(0, i))
        self.spirit_placed.setChecked(placed)
        self.spirit_placed.setEnabled(sid is not None)
        self.spirit_combo.blockSignals(False)
        self.spirit_placed.blockSignals(False)
        self.spirit_card.setVisible(sid is not None)
        if sid is not None:
            self.spirit_card.spirit_placed = placed
            self.spirit_card.set_card(str(sid))

    def _spirit_changed(self, *_: Any) -> None:
        sid = self.spirit_combo.currentData()
        if sid is None:
            new = None
        else:
            new = {"id": sid, "cube_placed": self.spirit_placed.isChecked()}
        if new != self.spirit:
            self.spirit = new
            self.show_cards()
            self.helper.edited(lambda: QCoreApplication.translate("HarmoniesPlayerPage", "Nature's Spirit"))

    def mark_problems(self, problems) -> None:
        """The cube spaces, cards and spirit this player's problems name (their paths)."""
        cells = set()
        bad_cards = set()
        spirit_bad = False
        for p in problems:
            path = p.path
            if len(path) > 3 and path[2] == "cubes_on" and isinstance(path[3], int):
                if 0 <= path[3] < len(self.cubes_on or []):
                    cells.add(str((self.cubes_on or [])[path[3]]))
            elif len(path) > 3 and path[2] == "cards" and isinstance(path[3], int):
                bad_cards.add(path[3])
            elif len(path) > 2 and path[2] == "spirit":
                spirit_bad = True
        if cells != self.problem_cells:
            self.problem_cells = cells
            self.scene.update()
        for i, row in enumerate(self.rows):
            if row.card.problem != (i in bad_cards):
                row.card.problem = i in bad_cards
                row.card.update()
        self.spirit_combo.setStyleSheet("border: 2px solid #c0102a;" if spirit_bad else "")

    # -- file ----------------------------------------------------------------------------------------
    def to_entry(self) -> dict:
        entry: dict[str, Any] = {
            "name": self.name,
            "spaces": {k: list(v) if isinstance(v, list) else v for k, v in self.spaces.items()},
        }
        if self.cubes_on is not None:
            entry["cubes_on"] = list(self.cubes_on)
        entry["cards"] = [dict(c) for c in self.cards]
        if self.spirit is not None:
            entry["spirit"] = dict(self.spirit)
        return entry

    def load_entry(self, entry: dict, side: str) -> None:
        self.name = str(entry.get("name", ""))
        spaces = entry.get("spaces", {})
        self.spaces = copy.deepcopy(spaces) if isinstance(spaces, dict) else {}
        cubes = entry.get("cubes_on")
        self.cubes_on = list(cubes) if isinstance(cubes, list) else None
        cards = entry.get("cards", [])
        self.cards = [dict(c) for c in cards if isinstance(c, dict)] if isinstance(cards, list) else []
        spirit = entry.get("spirit")
        self.spirit = dict(spirit) if isinstance(spirit, dict) else None
        self.build_board(side)
        self.show_cards()
        if self.walk:
            self.show_walk()
        self.scene.update()


def _paint_step(what: Callable[[], str]) -> str:
    """An undo step of painting, in the language shown now."""
    return QCoreApplication.translate("HarmoniesPlayerPage", "Paint {what}").format(what=what())


def _card_step(source: str, card_id: str) -> str:
    """An undo step about a card, in the language shown now."""
    return QCoreApplication.translate("HarmoniesPlayerPage", source).format(card=art.label(card_id))


def _stack_name(tool: int) -> str:
    return art.label(f"stack:{tool}")


def _stack_icon(tool: int) -> QIcon:
    return art.stack_icon(art.stack_colours(tool), 28)


def _stack_tip(tool: int, key: str) -> str:
    return QCoreApplication.translate("HarmoniesPlayerPage", "{stack} (bottom to top) — key {key}").format(
        stack=" / ".join(art.label(c) for c in art.stack_colours(tool)) or art.label("stack:0"), key=key
    )


def space_patches(sampler: Sampler, scene) -> tuple[dict[str, Any], dict[str, tuple[float, float]]]:
    """Each space of ``scene`` -> the photo's colours around it (prefill.read_heights'
    patches: PATCH_N x PATCH_N points over PATCH_HALF space radii each side of its
    centre, past its hexagon, where a tall stack leans), and its centre in radii."""
    import numpy as np

    image = sampler.image
    w, h = image.width(), image.height()
    items = getattr(scene, "cell_items", None)
    if not callable(items) or not sampler.ok or w < 2 or h < 2:
        return {}, {}
    rows = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(h, image.bytesPerLine())
    pixels = rows[:, : w * 4].reshape(h, w, 4)  # B, G, R, A (Format_RGB32, little-endian)
    t = sampler.to_photo
    axis = np.linspace(-PATCH_HALF, PATCH_HALF, PATCH_N)
    gx, gy = np.meshgrid(axis, axis)
    patches: dict[str, Any] = {}
    centres: dict[str, tuple[float, float]] = {}
    for key, cell in items().items():
        box = cell.mapToScene(cell.polygon()).boundingRect()
        radius = box.width() / 2
        if radius <= 0:
            continue
        cx, cy = box.center().x(), box.center().y()
        x, y = cx + gx * radius, cy + gy * radius
        z = t.m13() * x + t.m23() * y + t.m33()
        z = np.where(np.abs(z) < 1e-9, 1e-9, z)
        px = (t.m11() * x + t.m21() * y + t.m31()) / z
        py = (t.m12() * x + t.m22() * y + t.m32()) / z
        xi = np.clip(np.nan_to_num(px), 0, w - 1).astype(int)
        yi = np.clip(np.nan_to_num(py), 0, h - 1).astype(int)
        patches[str(key)] = pixels[yi, xi][..., [2, 1, 0]]
        centres[str(key)] = (cx / radius, cy / radius)
    return patches, centres


class HarmoniesScoreHelper(ScoreHelperBase):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(the_game(), parent)
        self._side = "A"
        self._spirits = False
        opts = FlowLayout(self.options_area, 12)  # wraps when a language's words need the room
        policy = self.options_area.sizePolicy()
        policy.setHeightForWidth(True)
        self.options_area.setSizePolicy(policy)
        opts.setContentsMargins(6, 4, 6, 0)
        self.side_label = PlainLabel()
        self.side_combo = QComboBox()
        for name in ("A", "B"):
            self.side_combo.addItem(name, name)
        self.side_combo.currentIndexChanged.connect(self._side_changed)
        self.spirits_check = QCheckBox()
        self.spirits_check.toggled.connect(self._spirits_changed)
        self.suns = PlainLabel()
        self.suns.setStyleSheet("font-size: 12pt; font-weight: bold; color: #b35500;")
        for w in (self.side_label, self.side_combo, self.spirits_check, self.suns):
            opts.addWidget(w)
        # The palette (the base's), one column left of the tabs: water first (keys 1-9, 0, Q-T, C).
        tools = [
            Tool(
                tool,
                partial(_stack_name, tool),
                key,
                icon=partial(_stack_icon, tool),
                tip=partial(_stack_tip, tool, key),
            )
            for tool, key in zip(PALETTE, PALETTE_KEYS)
        ]
        tools.append(
            Tool(
                CUBE_TOOL,
                lambda: QCoreApplication.translate("HarmoniesPlayerPage", "Animal cube"),
                CUBE_KEY,
                icon=lambda: art.cube_icon(28),
                tip=lambda: QCoreApplication.translate(
                    "HarmoniesPlayerPage",
                    "Mark or unmark the spaces that hold a cube (optional: it only "
                    "checks the cards' cube counts) — key {key}",
                ).format(key=CUBE_KEY),
            )
        )
        column = QVBoxLayout(self.palette_area)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        for b in self.add_tools(tools, icon_size=28).values():
            b.setAutoRaise(True)
            b.setMinimumHeight(0)
            b.setStyleSheet(
                "QToolButton { padding: 0px 4px; text-align: left; } "
                "QToolButton:checked { background: #ffd9a8; border: 2px solid #e07b00; "
                "border-radius: 4px; }"
            )
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            column.addWidget(b)
        self.palette_hint = PlainLabel(wordWrap=True)
        self.palette_hint.setStyleSheet("color: #555;")
        self.palette_hint.setMaximumWidth(200)
        self.palette_hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.palette_hint)
        column.addStretch(1)
        self._walk_keys()
        self.tabs.currentChanged.connect(lambda _i: self._walk_keys())
        self.retranslate()

    def _walk_shortcuts(self, page: HarmoniesPlayerPage) -> list[QShortcut]:
        """Enter, Space (keep) and Esc (stop) on ``page``'s board while it has the keyboard:
        a name or a number being typed elsewhere keeps its keys."""
        made = getattr(page, "walk_shortcuts", None)
        if made is None:
            made = []
            for key, slot in (
                ("Return", self._keep_walked),
                ("Enter", self._keep_walked),
                ("Space", self._keep_walked),
                ("Esc", self._stop_walk),
            ):
                shortcut = QShortcut(QKeySequence(key), page.view)
                shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
                shortcut.activated.connect(slot)
                made.append(shortcut)
            page.walk_shortcuts = made
        return made

    # -- base hooks ------------------------------------------------------------------------------
    def make_player_page(self, index: int) -> QWidget:
        page = HarmoniesPlayerPage(self, index)
        page.build_board(self._side)
        page.show_cards()
        return page

    def pages(self) -> list[HarmoniesPlayerPage]:
        return [self.page(i) for i in range(self.tabs.count())]

    def page(self, i: int) -> HarmoniesPlayerPage:
        widget = self.tabs.widget(i)
        assert isinstance(widget, HarmoniesPlayerPage), "every tab is a player's page"
        return widget

    def empty_dict(self, players: int) -> dict[str, Any]:
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": "harmonies",
            "options": {"side": self._side, "spirits": self._spirits},
            "players": [
                {"name": self.tr("Player {n}").format(n=i + 1), "spaces": {}, "cards": []} for i in range(players)
            ],
        }

    def blank_entry(self, index: int, data_: dict[str, Any]) -> dict[str, Any]:
        """With the spirits variant an entry needs a spirit: the blank one
        keeps a spirit no other player holds, its cube not placed (it scores 0)."""
        entry = super().blank_entry(index, data_)
        options = data_.get("options")
        if isinstance(options, dict) and options.get("spirits"):
            held = {
                p.get("spirit", {}).get("id")
                for k, p in enumerate(data_.get("players", []))
                if k != index and isinstance(p, dict) and isinstance(p.get("spirit"), dict)
            }
            free = next((sid for sid in data.SPIRIT_IDS if sid not in held), data.SPIRIT_IDS[0])
            entry["spirit"] = {"id": free, "cube_placed": False}
        return entry

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": "harmonies",
            "options": {"side": self._side, "spirits": self._spirits},
            "players": [p.to_entry() for p in self.pages()],
        }

    def proposal(
        self, index: int, samples: dict, data_: dict[str, Any], sampler: Sampler | None = None
    ) -> dict[str, Any]:
        """Tokens and stack heights read from the photo (prefill.propose; the
        proposed spaces are listed in the entry's ``proposed``). ``sampler``: the photo
        and its alignment (readphoto; default: the photo aligned under the grid)."""
        sampler = sampler or Sampler.from_scene(self.board_scene(index))
        points = sampler.cells(self.board_scene(index)) if sampler is not None else {}
        patches, centres = space_patches(sampler, self.board_scene(index)) if sampler is not None else ({}, {})
        data_ = copy.deepcopy(data_)
        entry = (
            propose(data_["players"][index], points, patches, centres)
            if patches
            else propose(data_["players"][index], points)
        )
        proposed = entry.pop("proposed", None) or {}  # the helper's marks, never the file's
        spaces = entry.get("spaces", {})
        page = self.page(index)
        page.proposed = {
            lab: (int(h), list(spaces[lab])) for lab, h in proposed.items() if lab in spaces and isinstance(h, int)
        }
        data_["players"][index] = entry
        return data_

    def board_picture(self, page: QWidget) -> QPixmap:
        """The score sheet's picture of a board with its animal cards and Nature's Spirit under it,
        drawn as printed with their cubes, so the sheet shows what the Animals line counts."""
        board = super().board_picture(page)
        if not isinstance(page, HarmoniesPlayerPage):
            return board
        cards = [
            (str(c.get("id", "")), n if isinstance(n := c.get("cubes_placed"), int) else 0, False) for c in page.cards
        ]
        if isinstance(page.spirit, dict) and page.spirit.get("id"):
            cards.append((page.spirit["id"], 0, bool(page.spirit.get("cube_placed"))))
        cards = [c for c in cards if art.card(c[0]) is not None]
        if not cards:
            return board
        gap = 6.0
        n = len(cards)
        beside = board.height() > board.width()  # a tall board: the cards in columns beside it
        if beside:
            cols = 1 if n <= 3 else 2
            rows = -(-n // cols)
            card_h = min(art.CARD_H, (board.height() - gap * (rows + 1)) / rows)
            card_w = card_h * art.CARD_W / art.CARD_H
            size = (board.width() + cols * (card_w + gap) + gap, float(board.height()))
        else:
            card_w = min(art.CARD_W, (board.width() - gap * (n + 1)) / n)
            card_h = card_w * art.CARD_H / art.CARD_W
            size = (float(board.width()), board.height() + card_h + 2 * gap)
        picture = QPixmap(int(size[0]), int(size[1]))
        picture.fill(QColor("white"))
        qp = QPainter(picture)
        qp.setRenderHint(QPainter.RenderHint.Antialiasing)
        qp.drawPixmap(0, 0, board)
        for k, (card_id, placed, spirit_placed) in enumerate(cards):
            if beside:
                col, row = divmod(k, rows)
                at = QPointF(board.width() + gap + col * (card_w + gap), gap + row * (card_h + gap))
            else:
                at = QPointF(gap + k * (card_w + gap), board.height() + gap)
            art.draw_card(qp, QRectF(at.x(), at.y(), card_w, card_h), card_id, placed, spirit_placed=spirit_placed)
        qp.end()
        return picture

    def key_on_board(self, key: str) -> bool:
        """1, 2 or 3 set the height of the stack the walk rings, else of a proposed
        stack under the pointer."""
        if key not in ("1", "2", "3") or self.tabs.currentIndex() < 0:
            return False
        page = self.page(self.tabs.currentIndex())
        walked = page.walking()
        if walked is not None:
            return page.set_height(walked, int(key))
        return page.hovered is not None and page.set_height(page.hovered, int(key))

    def focus_after_proposal(self, index: int) -> None:
        """The keyboard walks the proposed stacks: the board takes the keys."""
        page = self.page(index)
        page.start_walk()
        if page.walking() is not None:
            page.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._walk_keys()

    def _keep_walked(self) -> None:
        """Enter or Space: the ringed stack's height is right; on to the next."""
        if self.tabs.currentIndex() < 0:
            return
        page = self.page(self.tabs.currentIndex())
        walked = page.walking()
        if walked is not None:
            page.set_height(walked, len(page.spaces.get(walked) or []))
        self._walk_keys()

    def _stop_walk(self) -> None:
        if self.tabs.currentIndex() >= 0:
            self.page(self.tabs.currentIndex()).stop_walk()
        self._walk_keys()

    def _walk_keys(self) -> None:
        """Enter, Space and Esc are the walk's only while it rings a stack, and the
        hint below the palette says so."""
        if not hasattr(self, "palette_hint"):
            return  # still being built
        on = False
        for i, page in enumerate(self.pages()):
            walking = page.walking() is not None
            for shortcut in self._walk_shortcuts(page):
                shortcut.setEnabled(walking)
            on = on or (walking and i == self.tabs.currentIndex())
        self.palette_hint.setText(self._hint_text(on))

    @staticmethod
    def _hint_text(walking: bool) -> str:
        if walking:
            return QCoreApplication.translate(
                "HarmoniesPlayerPage",
                "Check the ringed stack against the photo: Enter keeps its height, 1, 2 or 3 sets it, Esc stops.",
            )
        return QCoreApplication.translate(
            "HarmoniesPlayerPage", "Click or drag on the board to paint. The choice stays selected; keys pick it."
        )

    def load_dict(self, data_: dict[str, Any]) -> None:
        options = data_.get("options", {})
        options = options if isinstance(options, dict) else {}
        side = options.get("side", "A")
        self._side = side if side in ("A", "B") else "A"
        self._spirits = bool(options.get("spirits", False))
        self.side_combo.blockSignals(True)
        self.side_combo.setCurrentIndex(max(0, self.side_combo.findData(self._side)))
        self.side_combo.blockSignals(False)
        self.spirits_check.blockSignals(True)
        self.spirits_check.setChecked(self._spirits)
        self.spirits_check.blockSignals(False)
        for i, entry in enumerate(data_.get("players", [])):
            page = self.page(i)
            page.index = i
            page.load_entry(entry if isinstance(entry, dict) else {}, self._side)

    def retranslate(self) -> None:
        self._walk_keys()  # the palette's hint, in the language shown now
        self.side_label.setText(self.tr("Personal boards:"))
        for i, name in enumerate(("A", "B")):
            self.side_combo.setItemText(i, art.label(f"side:{name}"))
        self.spirits_check.setText(self.tr("Nature's Spirit cards (variant)"))
        for page in self.pages():
            page.retranslate()
        super().retranslate()

    # -- tools and options ----------------------------------------------------------------------------
    def set_tool(self, tool) -> None:
        self.choose(tool)

    def spirits_on(self) -> bool:
        return self._spirits

    def card_owners(self, exclude: HarmoniesPlayerPage | None = None) -> dict[str, str]:
        out: dict[str, str] = {}
        for page in self.pages():
            if page is exclude:
                continue
            for c in page.cards:
                out.setdefault(str(c.get("id")), page.name)
        return out

    def _side_changed(self, *_: Any) -> None:
        side = self.side_combo.currentData()
        if side == self._side:
            return
        self._side = side
        for page in self.pages():
            page.build_board(side)
        self.edited(lambda: QCoreApplication.translate("HarmoniesScoreHelper", "Board side"))

    def _spirits_changed(self, on: bool) -> None:
        if on == self._spirits:
            return
        self._spirits = on
        if not on:
            for page in self.pages():
                page.spirit = None
        for page in self.pages():
            page.show_cards()
        self.edited(lambda: QCoreApplication.translate("HarmoniesScoreHelper", "Nature's Spirit cards"))

    # -- scoring -------------------------------------------------------------------------------------
    def mark_problems(self, index: int, problems) -> None:
        super().mark_problems(index, problems)  # the spaces a problem names
        self.page(index).mark_problems(problems)  # cards, cubes, spirit

    def sheet_updated(self, sheet) -> None:
        if sheet is not None and len(sheet.players) == 1 and "suns" in sheet.players[0].extra:
            n = sheet.players[0].extra["suns"]
            self.suns.setText(self.tr("Solo result: %n suns {stars}", "", n).format(stars="☀" * n))
        else:
            self.suns.setText("")
