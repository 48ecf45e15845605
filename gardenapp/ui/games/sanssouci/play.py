"""The Sanssouci play screen: the main board's display, the score track, the
hand and missions of the person at the screen, and every palace garden.

It draws the view model (games/sanssouci/view.py) and nothing else: the
cells of its two scenes are named by the view model's keys, so the shared
base highlights exactly the view model's targets, walks a person through the
two clicks of a noble move (Esc cancels), submits the actions, says why a
click does nothing, marks the last turn's places and writes the turn log
from the engine's events. Nothing here decides a rule.
"""

from __future__ import annotations

from functools import partial

import shapely
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from ....core.viewmodel import ViewModel
from ....games.sanssouci import GAME, data
from ....games.sanssouci import view as viewmodel
from ...art import empty_slot, letter_badge
from ...boardview import BoardScene, BoardView, set_tip
from ...plaintext import PlainLabel
from ...playscreen import PlayScreenBase
from ...session import GameSession
from . import painting as art
from .newgame import SanssouciNewGameDialog
from .painting import label
from .scene import HEIGHT as GARDEN_H
from .scene import WIDTH as GARDEN_W
from .scene import GardenBlock, GardenModel

SKIP_KEY = ("skip",)


# -- scene helpers ----------------------------------------------------------------------------


class Painted(QGraphicsItem):
    """A decoration painted by a function (which translates while painting),
    with an optional tooltip function (``set_tip``: worked out when shown)."""

    def __init__(self, rect: QRectF, paint, tooltip=None, z: float = -0.5):
        super().__init__()
        self._rect, self._paint = rect, paint
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        set_tip(self, tooltip)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 5, 5)

    def retranslate(self) -> None:
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(p, self._rect)
        p.restore()


def _box(rect: QRectF):
    return shapely.box(rect.left(), rect.top(), rect.right(), rect.bottom())


def _header(p: QPainter, rect: QRectF, text: str) -> None:
    art.fit_text(p, rect, text, 11, bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


def _column(element: str) -> int:
    return data.ELEMENT_INDEX[element] + 1


# -- the play screen --------------------------------------------------------------------------

TABLE_W = 282.0
SLOT = 58.0
DISPLAY_TOP = 34.0
ROW_STEP = 64.0
TRACK_TOP = DISPLAY_TOP + 5 * ROW_STEP + 12
TRACK_CELL_W, TRACK_CELL_H = 28.2, 25.0
HAND_TOP = TRACK_TOP + 24 + 5 * TRACK_CELL_H + 16
CARD_W, CARD_H = 84.0, 118.0


class SanssouciPlayScreen(PlayScreenBase):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(GAME, parent)
        self.vm: viewmodel.SanssouciView | None = None  # what the painters draw
        self._blocks: list[GardenBlock] = []
        self._models: list[GardenModel] = []
        self._gardens_for: GameSession | None = None  # the session the gardens were built for
        self._big = -1  # whose garden is shown full size

        # board area: a prompt before the first game, then the game
        self._pages = QStackedLayout(self.board_area)
        prompt = QWidget()
        pl = QVBoxLayout(prompt)
        pl.addStretch(1)
        self.prompt_label = PlainLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.prompt_label.setStyleSheet("font-size: 14pt;")
        self.prompt_button = QPushButton()
        self.prompt_button.setMinimumHeight(40)
        self.prompt_button.clicked.connect(self.new_game)
        icons = PlainLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        icons.setPixmap(self._elements_strip())
        pl.addWidget(icons)
        pl.addWidget(self.prompt_label)
        pl.addWidget(self.prompt_button, 0, Qt.AlignmentFlag.AlignCenter)
        pl.addStretch(1)
        self._pages.addWidget(prompt)

        game_page = QWidget()
        gl = QVBoxLayout(game_page)
        gl.setContentsMargins(4, 4, 4, 4)
        strip = QHBoxLayout()
        strip.addStretch(1)
        self.skip_button = QPushButton()
        self.skip_button.setEnabled(False)
        self.skip_button.clicked.connect(self.skip_noble)
        strip.addWidget(self.skip_button)
        gl.addLayout(strip)
        boards = QHBoxLayout()
        self.table_scene = self.register_scene(BoardScene(self))
        self.table_view = BoardView(self.table_scene)
        self.table_view.setMinimumWidth(250)
        self.table_view.setMaximumWidth(330)
        self.table_view.setBackgroundBrush(QColor("#f3efe4"))
        self.garden_scene = self.register_scene(BoardScene(self))
        self.garden_view = BoardView(self.garden_scene)
        self.garden_view.setBackgroundBrush(QColor("#f3efe4"))
        self.table_view.fit_margin = self.garden_view.fit_margin = 0.012
        self.log.setWordWrap(True)
        boards.addWidget(self.table_view, 3)
        boards.addWidget(self.garden_view, 7)
        gl.addLayout(boards, 1)
        self._pages.addWidget(game_page)
        self._game_page = game_page

        # The shared hand-over screen paints its dark background only as a styled widget
        # (its white text is unreadable otherwise): reported, set here until the base does it.
        self.handover.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._splitter = self.findChild(QSplitter)
        self._sized = False
        self._build_table()
        self.retranslate()

    @staticmethod
    def _elements_strip():
        from PySide6.QtGui import QPixmap

        size, gap = 44, 10
        pm = QPixmap(9 * size + 8 * gap, size + 8)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        for col in range(1, data.COLS + 1):
            art.draw_tile(p, QRectF((col - 1) * (size + gap), 4, size, size), "ornament", col)
        p.end()
        return pm

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._sized and self._splitter is not None and self.width() > 900:
            self._sized = True  # room for the names in the score table
            side = 300
            self._splitter.setSizes([self.width() - side, side])

    # -- building the scenes -----------------------------------------------------------------
    def _build_table(self) -> None:
        sc = self.table_scene
        sc.addItem(Painted(QRectF(0, 0, TABLE_W, 28), self._paint_table_header))
        slots = {}
        for i, row in enumerate(data.DISPLAY_ROWS):
            y = DISPLAY_TOP + i * ROW_STEP
            sc.addItem(
                Painted(
                    QRectF(0, y, 46, SLOT),
                    lambda p, r, row=row: art.draw_row_badge(p, r.adjusted(4, 6, -4, -6), row),
                    lambda row=row: self.tr("Row {row}: {colour} spaces, their tiles go to garden row {row}").format(
                        row=row, colour=art.colour_name(row)
                    ),
                )
            )
            for side in (0, 1):
                x = 54 + side * (SLOT + 6)
                slots[("display", f"{row}{'LR'[side]}")] = _box(QRectF(x, y, SLOT, SLOT))
        items = sc.add_cells(slots, self._paint_slot)
        for cell, item in items.items():
            row = int(cell[1][0])
            item.setBrush(art.ROW_FILL[row])
            mark = art.ROW_MARK[row]
            if mark is not None:
                item.mark_color = mark
            set_tip(item, partial(self._slot_tip, cell))
        self._slot_items = items
        sc.addItem(
            Painted(
                QRectF(190, DISPLAY_TOP, 88, 90),
                self._paint_supply,
                lambda: self.tr("Face-down supply of garden tiles"),
            )
        )
        sc.addItem(
            Painted(
                QRectF(190, DISPLAY_TOP + 96, 88, 24 + CARD_H),
                self._paint_played,
                lambda: art.card_tooltip(self.vm.card) if self.vm is not None and self.vm.card else "",
            )
        )
        sc.addItem(Painted(QRectF(190, DISPLAY_TOP + 244, 88, 66), self._paint_die))
        sc.addItem(
            Painted(
                QRectF(0, TRACK_TOP, TABLE_W, 24 + 5 * TRACK_CELL_H),
                self._paint_track,
                lambda: self.tr("Score track 0-49; past 50 the points card shows +50 or +100"),
            )
        )
        cards = {("card", i): _box(QRectF(i * (CARD_W + 8), HAND_TOP + 22, CARD_W, CARD_H)) for i in (0, 1)}
        self._card_items = sc.add_cells(cards, self._paint_card)
        for cell, item in self._card_items.items():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(QPen(Qt.PenStyle.NoPen))
            set_tip(item, partial(self._hand_tip, cell[1]))
        sc.addItem(Painted(QRectF(0, HAND_TOP, TABLE_W, 22), self._paint_hand_header))
        missions = QRectF(2 * (CARD_W + 8), HAND_TOP + 22, TABLE_W - 2 * (CARD_W + 8), CARD_H + 22)
        self._mission_item = Painted(missions, self._paint_missions, self._mission_tooltip)
        sc.addItem(self._mission_item)
        # each mission card its own text (over the boxes _paint_missions draws), none while hidden
        self._mission_cards = []
        for i in range(2):
            box = QRectF(missions.left(), missions.top() + 18 + i * 46, missions.width() - 2, 42)
            self._mission_cards.append(Painted(box, lambda p, r: None, lambda i=i: self._mission_card_tip(i), z=-0.4))
            sc.addItem(self._mission_cards[-1])

    def _build_gardens(self, vm: viewmodel.SanssouciView) -> None:
        """One garden per seat, its cells named by the view model's keys."""
        self.garden_scene.remove_cells()
        for item in list(self.garden_scene.items()):
            if item.parentItem() is None:
                self.garden_scene.removeItem(item)
        self._blocks, self._models = [], []
        for pv in vm.players:
            model = GardenModel(pv.index, colour=art.player_colour(pv.index, pv.automaton), blank=pv.automaton)
            self._models.append(model)
            self._blocks.append(GardenBlock(self.garden_scene, model, key=viewmodel.cell_key))
        self._big = -1
        self._gardens_for = self.session
        # the new cells follow the screen's toggles
        self.garden_scene.set_highlight_enabled(self.act_highlight.isChecked())
        self.garden_scene.set_coordinates_visible(self.act_coords.isChecked())

    def _arrange(self) -> None:
        """The garden of the person at the screen full size on top, the others smaller below."""
        v = self.viewer()
        big = v if v is not None and 0 <= v < len(self._blocks) else max(self._big, 0)
        if big == self._big:
            return
        self._big = big
        others = [i for i in range(len(self._blocks)) if i != big]
        gap = 14.0
        self._blocks[big].place(0, 0, 1.0)
        k = len(others)
        if k:
            scale = 0.56 if k == 1 else min(0.5, (GARDEN_W - (k - 1) * gap) / (k * GARDEN_W))
            row_w = k * GARDEN_W * scale + (k - 1) * gap
            x = (GARDEN_W - row_w) / 2
            for i in others:
                self._blocks[i].place(x, GARDEN_H + gap, scale)
                x += GARDEN_W * scale + gap
        self.garden_view.fit()

    # -- session -------------------------------------------------------------------------------
    def start(self, session) -> None:
        self._pages.setCurrentIndex(1)
        super().start(session)
        self.table_view.fit()

    def _name(self, seat: int) -> str:
        names = self.session.names if self.session is not None else []
        return names[seat] if 0 <= seat < len(names) else "?"

    # -- the view model ------------------------------------------------------------------------
    def build_view(self, view, viewer):
        return viewmodel.build_view(view, viewer)

    def draw(self, vm: ViewModel) -> None:
        assert isinstance(vm, viewmodel.SanssouciView), "build_view makes Sanssouci's view"
        if self._gardens_for is not self.session or len(self._blocks) != len(vm.players):
            self._build_gardens(vm)
        self.vm = vm
        self._arrange()
        for block, model, pv in zip(self._blocks, self._models, vm.players):
            model.name = self._name(pv.index)
            model.cells = {tuple(int(x) for x in cell.split(",")): state for cell, state in pv.cells.items()}
            model.nobles = pv.nobles
            model.active = pv.index == vm.current_player
            model.selected_noble = 0
            model.missions = tuple(_column(m) for m in pv.missions)
            model.row_bonus, model.column_bonus = vm.row_bonus, vm.column_bonus
            model.rows_complete, model.columns_complete = pv.rows_complete, pv.columns_complete
            model.tag = lambda pv=pv: self._garden_tag(pv)
            block.refresh()
        for item in self.table_scene.items():
            hook = getattr(item, "retranslate", None)
            if callable(hook) and not hasattr(item, "cell"):
                hook()
        self.table_scene.refresh()
        self.garden_scene.update()
        self.skip_button.setEnabled(SKIP_KEY in vm.targets)

    def selection_changed(self, source) -> None:
        """The chosen noble is drawn raised until its move or Esc."""
        for block, model in zip(self._blocks, self._models):
            chosen = block.place_of.get(source)
            selected = chosen[1] if chosen is not None else 0
            if model.selected_noble != selected:
                model.selected_noble = selected
                block.refresh()

    def _hand_tip(self, i: int) -> str:
        hand = self._hand()
        return art.card_tooltip(hand[i]) if i < len(hand) else ""

    def _hand(self) -> tuple[str, ...]:
        vm = self.vm
        if vm is None or vm.viewer is None or not 0 <= vm.viewer < len(vm.players):
            return ()
        return vm.players[vm.viewer].hand

    def skip_noble(self) -> None:
        self.click(SKIP_KEY)

    # -- keyboard and screen readers (docs/architecture.md §6.14) --------------------------------
    def target_widgets(self) -> dict:
        return {SKIP_KEY: self.skip_button} if SKIP_KEY in self.selector.highlighted() else {}

    def target_words(self, key) -> str:
        zone = key[0] if isinstance(key, tuple) and key else None
        if zone == "card":
            return self.tr("Card {n} of your hand").format(n=key[1] + 1)
        if zone == "display":
            row, side = key[1][:-1], key[1][-1:]
            text = self.tr("Display, row {row}, left") if side == "L" else self.tr("Display, row {row}, right")
            return text.format(row=row)
        if zone == "cell":
            row, column = key[2].split(",")
            return self.tr("Garden of {name}, row {row}, column {column}").format(
                name=self._name(key[1]), row=row, column=column
            )
        return super().target_words(key)

    def board_name(self, scene) -> str:
        if scene is self.table_scene:
            return self.tr("Main board and hand")
        return self.tr("Palace gardens")

    def _garden_tag(self, pv: viewmodel.PlayerView) -> str:
        if pv.automaton:
            level = self.vm.level if self.vm is not None else None
            return self.tr("{blank} · level {level}").format(
                blank=label("tag", "blank"), level=label("level", level or "normal")
            )
        prov = label("tag", "provisional")
        lay = pv.layout if pv.layout != data.CUSTOM_LAYOUT else label("tag", "custom")
        if pv.layout_provisional:
            return self.tr("Layout {layout}, bonuses: {provisional}").format(layout=lay, provisional=prov)
        return self.tr("Layout {layout} · bonuses {provisional}").format(layout=lay, provisional=prov)

    # -- texts ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        super().retranslate()
        self.prompt_label.setText(
            self.tr("Sanssouci: lay out the palace garden and lead your nobles to its best spots.")
        )
        self.prompt_button.setText(self.tr("New game…"))
        self.skip_button.setText(self.tr("Skip the noble move"))
        self.table_scene.retranslate()
        self.garden_scene.retranslate()
        for block in self._blocks:
            block.retranslate()
        if self.session is not None:
            self.score.set_sheet(self.named_sheet(), final=self.vm is not None and self.vm.is_over)
            self.retranslate_view()  # painters translate while painting, tooltips when shown

    def new_game_dialog(self):
        return SanssouciNewGameDialog(self)

    def end_extra_text(self, sheet) -> str:
        lines = []
        vm = self.vm
        if vm is not None and vm.solo:
            me, bot = sheet.players[0].total, sheet.players[1].total
            level = label("level", vm.level or "normal")
            if me > bot:
                lines.append(self.tr("You beat Pedro Bot ({level}).").format(level=level))
            elif me == bot:
                lines.append(self.tr("A draw against Pedro Bot ({level}).").format(level=level))
            else:
                lines.append(self.tr("Pedro Bot ({level}) wins this time.").format(level=level))
        lines.append(self.tr("Row and column bonuses and mission points are provisional values."))
        return "\n".join(lines)

    # -- table painters (from the view model) -------------------------------------------------
    def _paint_table_header(self, p: QPainter, r: QRectF) -> None:
        _header(p, QRectF(r.left(), r.top(), 150, r.height()), self.tr("Main board"))
        vm = self.vm
        if vm is not None:
            text = self.tr("Round {n} of {total}").format(n=vm.round, total=vm.rounds)
            art.fit_text(
                p,
                QRectF(r.left() + 140, r.top(), r.width() - 140, r.height()),
                text,
                11,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                colour=art.MUTED,
            )

    def _paint_slot(self, p: QPainter, item) -> None:
        vm = self.vm
        if vm is None:
            return
        space = next(d for d in vm.display if d.space == item.cell[1])
        if space.element is not None:
            art.draw_tile(p, item.polygon().boundingRect(), "ornament", _column(space.element))

    def _paint_supply(self, p: QPainter, r: QRectF) -> None:
        n = self.vm.supply if self.vm is not None else 0
        layers = min(4, max(1, (n + 9) // 10))
        for i in range(layers):
            tile = QRectF(r.left() + 14 + i * 3, r.top() + 10 - i * 3, 52, 48)
            p.setPen(QPen(art.GARDENER_EDGE, 1.5))
            p.setBrush(art.GARDENER_FACE if n else QColor("#dddddd"))
            p.drawRoundedRect(tile, 6, 6)
        top = QRectF(r.left() + 14 + (layers - 1) * 3, r.top() + 10 - (layers - 1) * 3, 52, 48)
        art.draw_gardener(p, top.adjusted(10, 8, -10, -6))
        art.fit_text(p, QRectF(r.left(), r.top() + 58, r.width(), 15), self.tr("Supply"), 8.5, colour=art.MUTED)
        art.fit_text(p, QRectF(r.left(), r.top() + 72, r.width(), 18), str(n), 11, bold=True)

    def _paint_played(self, p: QPainter, r: QRectF) -> None:
        vm = self.vm
        card = vm.card if vm is not None else None
        who = self._name(vm.current_player) if vm is not None and card else ""
        art.fit_text(
            p,
            QRectF(r.left(), r.top(), r.width(), 20),
            self.tr("Played: {name}").format(name=who) if card else self.tr("Played card"),
            9,
            colour=art.MUTED,
        )
        cr = QRectF(r.left() + 2, r.top() + 22, CARD_W, CARD_H)
        if card:
            art.draw_card(p, cr, card)
        else:
            empty_slot(p, cr)

    def _paint_die(self, p: QPainter, r: QRectF) -> None:
        vm = self.vm
        if vm is None or not vm.solo:
            return
        art.fit_text(p, QRectF(r.left(), r.top(), r.width(), 18), self.tr("Pedro Bot's die"), 8.5, colour=art.MUTED)
        box = QRectF(r.center().x() - 22, r.top() + 20, 44, 44)
        if vm.die:
            art.draw_die(p, box, vm.die)
        else:
            empty_slot(p, box)

    def _paint_track(self, p: QPainter, r: QRectF) -> None:
        _header(p, QRectF(r.left(), r.top(), r.width(), 22), self.tr("Score track"))
        top = r.top() + 24
        for n in range(50):
            x = r.left() + (n % 10) * TRACK_CELL_W
            y = top + (n // 10) * TRACK_CELL_H
            cell = QRectF(x, y, TRACK_CELL_W - 1, TRACK_CELL_H - 1)
            p.setPen(QPen(QColor("#b8ad92"), 1))
            p.setBrush(QColor("#efe6cc") if n % 5 else QColor("#e2d5b0"))
            p.drawRect(cell)
            art.fit_text(
                p,
                cell.adjusted(1, 0, -1, 0),
                str(n),
                6.5,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                colour=QColor("#8a7f66"),
            )
        vm = self.vm
        if vm is None:
            return
        by_cell: dict[int, list] = {}
        for pv in vm.players:
            by_cell.setdefault(pv.track % 50, []).append(pv)
        for n, seats in by_cell.items():
            x = r.left() + (n % 10) * TRACK_CELL_W
            y = top + (n // 10) * TRACK_CELL_H
            k = len(seats)
            size = 16.0 if k == 1 else 13.0
            spots = (
                [(x + 6, y + 5)]
                if k == 1
                else [(x + 1 + (j % 2) * 13, y + (j // 2) * 11 + (6 if k == 2 else 0)) for j in range(k)]
            )
            for pv, (sx, sy) in zip(seats, spots):
                disc = QRectF(sx, sy, size, size)
                colour = art.player_colour(pv.index, pv.automaton)
                letter_badge(
                    p,
                    disc.center(),
                    size / 2,
                    (self._name(pv.index)[:1] or "?").upper(),
                    colour,
                    art.contrast_ink(colour),
                )
                laps = pv.track // 50
                if laps:
                    art.fit_text(
                        p,
                        QRectF(disc.right() - 3, disc.top() - 5, 20, 9),
                        f"+{laps * 50}",
                        6,
                        bold=True,
                        align=Qt.AlignmentFlag.AlignLeft,
                        colour=QColor("#7a1f1f"),
                    )

    def _viewer_view(self):
        vm = self.vm
        if vm is None or vm.viewer is None or not 0 <= vm.viewer < len(vm.players):
            return None
        return vm.players[vm.viewer]

    def _paint_hand_header(self, p: QPainter, r: QRectF) -> None:
        me = self._viewer_view()
        if me is None or me.automaton:
            _header(p, r, self.tr("Hand"))
            return
        _header(
            p,
            QRectF(r.left(), r.top(), 2 * (CARD_W + 8), r.height()),
            self.tr("Hand of {name}").format(name=self._name(me.index)),
        )
        art.fit_text(
            p,
            QRectF(r.left() + 2 * (CARD_W + 8), r.top(), r.width() - 2 * (CARD_W + 8), r.height()),
            self.tr("%n cards left", "", me.deck),
            9,
            align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            colour=art.MUTED,
        )

    def _paint_card(self, p: QPainter, item) -> None:
        hand = self._hand()
        i = item.cell[1]
        rect = item.polygon().boundingRect()
        if i < len(hand):
            art.draw_card(p, rect, hand[i])
        else:
            empty_slot(p, rect)

    def _paint_missions(self, p: QPainter, r: QRectF) -> None:
        me = self._viewer_view()
        missions = [_column(m) for m in me.missions] if me is not None else []
        art.fit_text(
            p,
            QRectF(r.left(), r.top(), r.width(), 16),
            self.tr("Missions"),
            9,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft,
            colour=QColor("#6b3fa0"),
        )
        for i in range(2):
            box = QRectF(r.left(), r.top() + 18 + i * 46, r.width() - 2, 42)
            p.setPen(QPen(QColor("#6b3fa0"), 1.5))
            p.setBrush(QColor("#efe3fb") if i < len(missions) else QColor("#e8e2ee"))
            p.drawRoundedRect(box, 6, 6)
            if i < len(missions):
                col = missions[i]
                art.draw_element(p, col, QRectF(box.left() + 3, box.top() + 5, 32, 32))
                art.fit_text(
                    p,
                    QRectF(box.left() + 37, box.top() + 2, box.width() - 40, box.height() - 4),
                    art.element_name(col),
                    8.5,
                    bold=True,
                    align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                )
        if self.vm is None or self.vm.mission_provisional:
            art.draw_tag(p, QRectF(r.left(), r.top() + 114, r.width() - 2, 16), label("tag", "provisional"))

    def _slot_tip(self, cell) -> str:
        """A display space: its tile (element, and where it would go) and its row."""
        vm = self.vm
        space = next((d for d in vm.display if d.space == cell[1]), None) if vm is not None else None
        if space is None:
            return ""
        row = self.tr("row {row} ({colour})").format(row=space.row, colour=art.colour_name(space.row))
        if not space.element:
            return row
        return (
            label("element", space.element)
            + " · "
            + row
            + "\n"
            + self.tr("Its tile goes to row {row}, column {column} of the garden").format(
                row=space.row, column=_column(space.element)
            )
        )

    def _mission_card_tip(self, i: int) -> str:
        me = self._viewer_view()
        return art.mission_tooltip(me.missions[i]) if me is not None and i < len(me.missions) else ""

    def _mission_tooltip(self) -> str:
        text = self.tr("Secret mission cards: each scores the final row of that column's noble.")
        if self.vm is None or self.vm.mission_provisional:
            text += "\n" + self.tr("Mission points are provisional (not confirmed by the rules).")
        return text
