"""The Sanssouci play screen: the main board's display, the score track, the
hand and missions of the person at the screen, and every palace garden.

A person plays by clicking (spec §3): one of the two cards, then one of the
highlighted display tiles it allows, then (when the target space is taken) a
highlighted space for the gardener, then optionally a highlighted noble and one
of its highlighted destinations, or "Skip". Every highlight is read from the
engine's ``legal_actions()``; nothing here decides a rule.
"""

from __future__ import annotations


import shapely
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QGraphicsItem, QHBoxLayout, QLabel,
                               QPushButton, QSplitter, QStackedLayout, QVBoxLayout, QWidget)

from ....games.sanssouci import GAME, data
from ....games.sanssouci.actions import MoveNoble, PlaceTile, PlayCard, SkipNoble, TakeTile
from ...boardview import BoardScene, BoardView
from ...playscreen import PlayScreenBase
from . import painting as art
from .gardenview import HEIGHT as GARDEN_H, WIDTH as GARDEN_W, GardenBlock, GardenModel
from .newgame import SanssouciNewGameDialog
from .painting import label

SIDE_LEFT, SIDE_RIGHT = 0, 1


def card_name(card: str) -> str:
    """A short translated name of a card id (E1..E9, C1..C8, J)."""
    if card == data.JOKER:
        return label("card", "joker")
    if card.startswith("E"):
        return art.element_name(int(card[1:]))
    a, b = data.colour_card_rows(card)
    return QCoreApplication.translate("SanssouciPlayScreen", "{first} + {second} (rows {a}, {b})").format(
        first=art.colour_name(a), second=art.colour_name(b), a=a, b=b)


# -- scene helpers ----------------------------------------------------------------------------

class Painted(QGraphicsItem):
    """A decoration painted by a function, re-labelled on language change."""

    def __init__(self, rect: QRectF, paint, tooltip=None, z: float = -0.5):
        super().__init__()
        self._rect, self._paint, self._tooltip = rect, paint, tooltip
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if tooltip is not None:
            self.setAcceptHoverEvents(True)
        self.retranslate()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 5, 5)

    def retranslate(self) -> None:
        if self._tooltip is not None:
            self.setToolTip(self._tooltip())
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(p, self._rect)
        p.restore()


def _box(rect: QRectF):
    return shapely.box(rect.left(), rect.top(), rect.right(), rect.bottom())


def _header(p: QPainter, rect: QRectF, text: str) -> None:
    art.fit_text(p, rect, text, 11, True, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


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
        self._noble = 0                   # the selected noble's column (NOBLE phase)
        self._noble_key = None
        self._log_count = 0
        self._blocks: list[GardenBlock] = []
        self._big = -1                    # whose garden is shown full size
        self._models: list[GardenModel] = []
        self._table: dict = {}            # what the table scene paints, refreshed from the state

        # board area: a prompt before the first game, then the game
        self._pages = QStackedLayout(self.board_area)
        prompt = QWidget()
        pl = QVBoxLayout(prompt)
        pl.addStretch(1)
        self.prompt_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.prompt_label.setStyleSheet("font-size: 14pt;")
        self.prompt_button = QPushButton()
        self.prompt_button.setMinimumHeight(40)
        self.prompt_button.clicked.connect(self.new_game)
        icons = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
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
        self.hint = QLabel(wordWrap=True)
        self.hint.setStyleSheet("font-size: 11pt;")
        self.skip_button = QPushButton()
        self.skip_button.clicked.connect(self.skip_noble)
        strip.addWidget(self.hint, 1)
        strip.addWidget(self.skip_button)
        gl.addLayout(strip)
        boards = QHBoxLayout()
        self.table_scene = BoardScene(self)
        self.table_view = BoardView(self.table_scene)
        self.table_view.setMinimumWidth(250)
        self.table_view.setMaximumWidth(330)
        self.table_view.setBackgroundBrush(QColor("#f3efe4"))
        self.garden_scene = BoardScene(self)
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
        for act in (self.act_save, self.act_undo, self.act_move_now):
            act.setEnabled(False)        # nothing to save or undo before the first game
        self._splitter = self.findChild(QSplitter)
        self._sized = False
        self.table_scene.cellClicked.connect(self.table_clicked)
        self.garden_scene.cellClicked.connect(self.garden_clicked)
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
            self._sized = True      # room for the names in the score table
            side = 300
            self._splitter.setSizes([self.width() - side, side])

    # -- building the scenes -----------------------------------------------------------------
    def _build_table(self) -> None:
        sc = self.table_scene
        t = self._table
        sc.addItem(Painted(QRectF(0, 0, TABLE_W, 28), self._paint_table_header))
        slots = {}
        for i, row in enumerate(data.DISPLAY_ROWS):
            y = DISPLAY_TOP + i * ROW_STEP
            sc.addItem(Painted(QRectF(0, y, 46, SLOT), lambda p, r, row=row: art.draw_row_badge(p, r.adjusted(4, 6, -4, -6), row),
                               lambda row=row: self.tr("Row {row}: {colour} spaces, their tiles go to garden row {row}").format(
                                   row=row, colour=art.colour_name(row))))
            for side in (SIDE_LEFT, SIDE_RIGHT):
                x = 54 + side * (SLOT + 6)
                slots[("slot", (row - 2) * 2 + side)] = _box(QRectF(x, y, SLOT, SLOT))
        items = sc.add_cells(slots, self._paint_slot)
        for cell, item in items.items():
            row = cell[1] // 2 + 2
            item.setBrush(art.ROW_FILL[row])
        self._slot_items = items
        sc.addItem(Painted(QRectF(190, DISPLAY_TOP, 88, 90), self._paint_supply,
                           lambda: self.tr("Face-down supply of garden tiles")))
        sc.addItem(Painted(QRectF(190, DISPLAY_TOP + 96, 88, 24 + CARD_H), self._paint_played))
        sc.addItem(Painted(QRectF(190, DISPLAY_TOP + 244, 88, 66), self._paint_die))
        sc.addItem(Painted(QRectF(0, TRACK_TOP, TABLE_W, 24 + 5 * TRACK_CELL_H), self._paint_track,
                           lambda: self.tr("Score track 0-49; past 50 the points card shows +50 or +100")))
        cards = {("card", i): _box(QRectF(i * (CARD_W + 8), HAND_TOP + 22, CARD_W, CARD_H)) for i in (0, 1)}
        self._card_items = sc.add_cells(cards, self._paint_card)
        for item in self._card_items.values():
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setPen(QPen(Qt.PenStyle.NoPen))
        sc.addItem(Painted(QRectF(0, HAND_TOP, TABLE_W, 22), self._paint_hand_header))
        self._mission_item = Painted(QRectF(2 * (CARD_W + 8), HAND_TOP + 22, TABLE_W - 2 * (CARD_W + 8), CARD_H + 22),
                                     self._paint_missions, self._mission_tooltip)
        sc.addItem(self._mission_item)
        t.clear()

    def _build_gardens(self) -> None:
        self.garden_scene.remove_cells()
        for item in list(self.garden_scene.items()):
            if item.parentItem() is None:
                self.garden_scene.removeItem(item)
        self._blocks, self._models = [], []
        state = self.session.state
        for seat in range(state.num_players):
            auto = seat == state.setup.automaton
            model = GardenModel(seat, colour=art.player_colour(seat, auto), blank=auto)
            self._models.append(model)
            self._blocks.append(GardenBlock(self.garden_scene, model))
        self._big = -1
        self._arrange()

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
        if self.session is not None:
            self.session.stop()
        self.session = session          # the gardens are built for its seats first
        self._build_gardens()
        self._noble = 0
        self._log_count = 0
        self._pages.setCurrentIndex(1)
        self.act_save.setEnabled(True)
        super().start(session)
        self.table_view.fit()

    def _changed(self) -> None:
        super()._changed()
        self._sync_log()

    # -- the turn log, from the engine's log (it says what the forced bot steps did) ------------
    def _logged(self, entry) -> None:
        pass  # _changed syncs the log from the state

    def _rebuild_log(self) -> None:
        self.log.clear()
        self._log_count = 0
        if self.session is not None:
            self._sync_log()

    def _sync_log(self) -> None:
        entries = self.session.state.log_entries()
        if len(entries) < self._log_count:      # undo
            self.log.clear()
            self._log_count = 0
        for e in entries[self._log_count:]:
            line = self.log_line(e)
            if line:
                self.log.addItem(line)
        self._log_count = len(entries)
        self.log.scrollToBottom()

    def _name(self, seat: int) -> str:
        names = self.session.names
        return names[seat] if 0 <= seat < len(names) else "?"

    def log_line(self, e: tuple) -> str:
        kind = e[0]
        if kind == "start":
            return self.tr("{name} starts.").format(name=self._name(e[1]))
        if kind == "play":
            return self.tr("{name} plays the card {card}.").format(name=self._name(e[1]), card=card_name(e[2]))
        if kind == "reveal":
            return self.tr("{name} reveals the card {card}.").format(name=self._name(e[1]), card=card_name(e[2]))
        if kind == "roll":
            return self.tr("{name} rolls a {die}.").format(name=self._name(e[1]), die=e[2])
        if kind == "take":
            side = self.tr("left") if e[3] == SIDE_LEFT else self.tr("right")
            return self.tr("{name} takes the {element} from row {row} ({colour}, {side}).").format(
                name=self._name(e[1]), element=art.label("element", e[4]), row=e[2], colour=art.colour_name(e[2]),
                side=side)
        if kind == "place":
            if e[4] == "gardener":
                return self.tr("{name} places a gardener on {row},{col}.").format(name=self._name(e[1]), row=e[2], col=e[3])
            return self.tr("{name} places the {element} on {row},{col}.").format(
                name=self._name(e[1]), element=art.element_name(e[3]), row=e[2], col=e[3])
        if kind == "noble":
            if e[3] == 0:
                text = self.tr("{name} moves the {element} noble from the terrace to row {end}: +{points}.")
            else:
                text = self.tr("{name} moves the {element} noble from row {start} to row {end}: +{points}.")
            return text.format(name=self._name(e[1]), element=art.element_name(e[2]), start=e[3], end=e[4], points=e[5])
        if kind == "refill":
            return self.tr("A {element} refills row {row} ({colour}).").format(
                element=art.label("element", e[3]), row=e[1], colour=art.colour_name(e[1]))
        if kind == "end":
            return self.tr("The game is over.")
        return ""   # card draws: the hand refills every turn

    def describe(self, entry) -> str:
        a = entry.action
        if isinstance(a, PlayCard):
            return self.tr("plays the card {card}").format(card=card_name(a.card))
        if isinstance(a, TakeTile):
            return self.tr("takes a tile from row {row}").format(row=a.row)
        if isinstance(a, PlaceTile):
            return self.tr("places a gardener on {row},{col}").format(row=a.row, col=a.col)
        if isinstance(a, MoveNoble):
            return self.tr("moves the {element} noble to row {row}").format(element=art.element_name(a.col), row=a.row)
        if isinstance(a, SkipNoble):
            return self.tr("moves no noble")
        return self.tr("Pedro Bot's next step")

    # -- drawing from the state ------------------------------------------------------------
    def refresh(self) -> None:
        if self.session is None or not self._blocks:
            return
        state = self.session.state
        d = state.to_dict()
        v = self.viewer()
        setup = state.setup
        cur = state.current_player
        phase = d["phase"]
        key = (d["turn"], cur)
        if key != self._noble_key or phase != "noble":
            self._noble = 0
            self._noble_key = key
        self._arrange()
        for seat, (block, model) in enumerate(zip(self._blocks, self._models)):
            auto = seat == setup.automaton
            model.name = self._name(seat)
            model.cells = {(r, c): state.cell_state(seat, r, c)
                           for r in range(1, data.ROWS + 1) for c in range(1, data.COLS + 1)}
            model.nobles = tuple(d["nobles"][seat])
            model.active = seat == cur
            model.selected_noble = self._noble if seat == cur else 0
            model.missions = tuple(data.ELEMENT_INDEX[m] + 1 for m in d["missions"][seat] if m) if seat == v else ()
            tables = setup.tables
            model.row_bonus = tables.row_bonus
            model.column_bonus = tables.column_bonus
            model.tag = (lambda auto=auto, lay=setup.layouts[seat]: self._garden_tag(auto, lay))
            block.refresh()
        self._table = {
            "display": d["display"], "supply": sum(d["supply"]), "round": state.round, "over": state.is_over,
            "track": list(d["track"]), "viewer": v, "current": cur, "phase": phase,
            "card": d["card"] if phase in ("take", "place", "noble", "bot_roll", "bot_take", "bot_place") else None,
            "hand": list(d["hands"][v]) if v is not None and v != setup.automaton else [],
            "deck": len(d["decks"][v]) if v is not None else 0,
            "missions": [data.ELEMENT_INDEX[m] + 1 for m in d["missions"][v] if m] if v is not None else [],
            "solo": setup.solo, "die": self._last_die(state),
        }
        for item in self.table_scene.items():
            hook = getattr(item, "retranslate", None)
            if callable(hook) and not hasattr(item, "cell"):
                hook()
        for cell, item in self._slot_items.items():
            e = d["display"][cell[1]]
            row = cell[1] // 2 + 2
            item.setToolTip((art.element_name(e + 1) + " · " if e >= 0 else "")
                            + self.tr("row {row} ({colour})").format(row=row, colour=art.colour_name(row)))
        for cell, item in self._card_items.items():
            hand = self._table["hand"]
            item.setToolTip(art.card_tooltip(hand[cell[1]]) if cell[1] < len(hand) and hand[cell[1]] else "")
        self.table_scene.refresh()
        self.garden_scene.update()
        self._update_highlight()
        self._update_hint()

    def _garden_tag(self, automaton: bool, layout: str | None) -> str:
        if automaton:
            return self.tr("{blank} · level {level}").format(blank=label("tag", "blank"),
                                                            level=label("level", data.LEVELS[self.session.state.setup.level]))
        prov = label("tag", "provisional")
        lay = layout if layout != data.CUSTOM_LAYOUT else label("tag", "custom")
        if layout in data.LAYOUT_IDS and data.is_provisional(f"layout.{layout}"):
            return self.tr("Layout {layout}, bonuses: {provisional}").format(layout=lay, provisional=prov)
        return self.tr("Layout {layout} · bonuses {provisional}").format(layout=lay, provisional=prov)

    def _last_die(self, state) -> int:
        """Pedro Bot's last die roll (shown until its next turn), 0 if none."""
        if not state.setup.solo:
            return 0
        node = state.log
        while node is not None:
            entry = node[0]
            if entry[0] == "roll":
                return entry[2]
            node = node[1]
        return 0

    # -- highlights: exactly the engine's legal actions ------------------------------------------
    def legal_targets(self) -> tuple[set, set]:
        """(table cells, garden cells) to highlight now, from ``legal_actions()``."""
        s = self.session
        table, garden = set(), set()
        if s is None or not s.human_to_move:
            return table, garden
        state = s.state
        p = state.current_player
        if self.viewer() != p:
            return table, garden
        hand = list(state.to_dict()["hands"][p])
        for a in state.legal_actions():
            if isinstance(a, PlayCard):
                for i, c in enumerate(hand):
                    if c == a.card:
                        table.add(("card", i))
            elif isinstance(a, TakeTile):
                table.add(("slot", (a.row - 2) * 2 + a.side))
            elif isinstance(a, PlaceTile):
                garden.add((p, a.row, a.col))
            elif isinstance(a, MoveNoble):
                if self._noble == a.col:
                    garden.add((p, a.row, a.col))
                elif not self._noble:
                    garden.add((p, state.to_dict()["nobles"][p][a.col - 1], a.col))
        return table, garden

    def _update_highlight(self) -> None:
        table, garden = self.legal_targets()
        self.table_scene.set_highlight(table)
        self.garden_scene.set_highlight(garden)

    def set_highlight(self, enabled: bool) -> None:
        super().set_highlight(enabled)
        self.table_scene.set_highlight_enabled(enabled)
        self.garden_scene.set_highlight_enabled(enabled)

    # -- clicks --------------------------------------------------------------------------------
    def _legal(self):
        s = self.session
        if s is None or not s.human_to_move or self.viewer() != s.state.current_player:
            return []
        return s.state.legal_actions()

    def table_clicked(self, cell) -> None:
        legal = self._legal()
        if not legal:
            return
        kind, i = cell
        if kind == "card":
            hand = self._table.get("hand", [])
            if i < len(hand):
                a = PlayCard(hand[i])
                if a in legal:
                    self.play(a)
        elif kind == "slot":
            a = TakeTile(i // 2 + 2, i % 2)
            if a in legal:
                self.play(a)

    def garden_clicked(self, cell) -> None:
        legal = self._legal()
        if not legal:
            return
        seat, row, col = cell
        state = self.session.state
        if seat != state.current_player:
            return
        if PlaceTile(row, col) in legal:
            self.play(PlaceTile(row, col))
            return
        moves = [a for a in legal if isinstance(a, MoveNoble)]
        if not moves:
            return
        nobles = state.to_dict()["nobles"][seat]
        if nobles[col - 1] == row and any(a.col == col for a in moves):
            self._noble = 0 if self._noble == col else col     # select / deselect this noble
        elif MoveNoble(col, row) in legal and (self._noble in (0, col)):
            self._noble = 0
            self.play(MoveNoble(col, row))
            return
        else:
            self._noble = 0
        self.refresh()

    def skip_noble(self) -> None:
        if SkipNoble() in self._legal():
            self._noble = 0
            self.play(SkipNoble())

    # -- texts ---------------------------------------------------------------------------------
    def _update_hint(self) -> None:
        s = self.session
        self.skip_button.setEnabled(False)
        if s is None:
            return
        state = s.state
        p = state.current_player
        if state.is_over:
            self.hint.setText(self.tr("The game is over: see the final score."))
            return
        if not s.human_to_move:
            if p == state.setup.automaton:
                d = state.to_dict()
                card = card_name(d["card"]) if d["card"] else ""
                texts = {
                    "bot_reveal": self.tr("Pedro Bot reveals the top card of its deck…"),
                    "bot_roll": self.tr("Pedro Bot ({card}) rolls its die…").format(card=card),
                    "bot_take": self.tr("Pedro Bot ({card}) takes the tile worth the most to it…").format(card=card),
                    "bot_place": self.tr("Pedro Bot places its tile in its own column and moves that noble…"),
                }
                self.hint.setText(texts.get(d["phase"], self.tr("Pedro Bot is playing, step by step…")))
            else:
                self.hint.setText(self.tr("{name} (computer) is playing…").format(name=self._name(p)))
            return
        phase = state.to_dict()["phase"]
        if phase == "card":
            text = self.tr("Play a card: click one of your two cards.")
        elif phase == "take":
            text = self.tr("Take a tile: click one of the highlighted tiles on the main board.")
        elif phase == "place":
            take = next((e for e in reversed(state.log_entries()) if e[0] == "take"), None)
            where = f"{take[2]},{data.ELEMENT_INDEX[take[4]] + 1}" if take else "?"
            text = self.tr("Space {cell} is already filled: flip the tile and place the gardener on a "
                           "highlighted space.").format(cell=where)
        elif phase == "noble":
            self.skip_button.setEnabled(True)
            if self._noble:
                text = self.tr("Click a highlighted destination of the {element} noble, or choose another noble.").format(
                    element=art.element_name(self._noble))
            else:
                text = self.tr("You may move one noble: click a highlighted noble, then one of its destinations. "
                               "Or skip.")
        else:
            text = ""
        self.hint.setText(text)

    def retranslate(self) -> None:
        super().retranslate()
        self.prompt_label.setText(self.tr("Sanssouci: lay out the palace garden and lead your nobles to its best spots."))
        self.prompt_button.setText(self.tr("New game…"))
        self.skip_button.setText(self.tr("Skip the noble move"))
        self.table_scene.retranslate()
        self.garden_scene.retranslate()
        for block in self._blocks:
            block.retranslate()
        if self.session is not None:
            self._named_refresh()
            if self._blocks and self._stack.currentWidget() is self.board_area:
                self.refresh()      # tooltips and painted text in the new language

    def _named_refresh(self) -> None:
        self.score.set_sheet(self.named_sheet(), final=self.session.state.is_over)

    def new_game_dialog(self):
        return SanssouciNewGameDialog(self)

    def end_extra_text(self, sheet) -> str:
        lines = []
        state = self.session.state
        if state.setup.solo:
            me, bot = sheet.players[0].total, sheet.players[1].total
            level = label("level", data.LEVELS[state.setup.level])
            if me > bot:
                lines.append(self.tr("You beat Pedro Bot ({level}).").format(level=level))
            elif me == bot:
                lines.append(self.tr("A draw against Pedro Bot ({level}).").format(level=level))
            else:
                lines.append(self.tr("Pedro Bot ({level}) wins this time.").format(level=level))
        lines.append(self.tr("Row and column bonuses and mission points are provisional values."))
        return "\n".join(lines)

    # -- table painters ----------------------------------------------------------------------
    def _paint_table_header(self, p: QPainter, r: QRectF) -> None:
        _header(p, QRectF(r.left(), r.top(), 150, r.height()), self.tr("Main board"))
        t = self._table
        if t:
            text = self.tr("Round {n} of {total}").format(n=t["round"], total=data.ROUNDS)
            art.fit_text(p, QRectF(r.left() + 140, r.top(), r.width() - 140, r.height()), text, 11, False,
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, colour=art.MUTED)

    def _paint_slot(self, p: QPainter, item) -> None:
        t = self._table
        if not t:
            return
        e = t["display"][item.cell[1]]
        rect = item.polygon().boundingRect()
        if e >= 0:
            art.draw_tile(p, rect, "ornament", e + 1)

    def _paint_supply(self, p: QPainter, r: QRectF) -> None:
        t = self._table
        n = t.get("supply", 0) if t else 0
        layers = min(4, max(1, (n + 9) // 10))
        for i in range(layers):
            tile = QRectF(r.left() + 14 + i * 3, r.top() + 10 - i * 3, 52, 48)
            p.setPen(QPen(art.GARDENER_EDGE, 1.5))
            p.setBrush(art.GARDENER_FACE if n else QColor("#dddddd"))
            p.drawRoundedRect(tile, 6, 6)
        top = QRectF(r.left() + 14 + (layers - 1) * 3, r.top() + 10 - (layers - 1) * 3, 52, 48)
        art.draw_gardener(p, top.adjusted(10, 8, -10, -6))
        art.fit_text(p, QRectF(r.left(), r.top() + 58, r.width(), 15), self.tr("Supply"), 8.5, False, colour=art.MUTED)
        art.fit_text(p, QRectF(r.left(), r.top() + 72, r.width(), 18), str(n), 11, True)

    def _paint_played(self, p: QPainter, r: QRectF) -> None:
        t = self._table
        card = t.get("card") if t else None
        cur = t.get("current", -1) if t else -1
        who = self._name(cur) if self.session is not None and cur >= 0 else ""
        art.fit_text(p, QRectF(r.left(), r.top(), r.width(), 20), self.tr("Played: {name}").format(name=who) if card
                     else self.tr("Played card"), 9, False, colour=art.MUTED)
        cr = QRectF(r.left() + 2, r.top() + 22, CARD_W, CARD_H)
        if card:
            art.draw_card(p, cr, card)
        else:
            pen = QPen(QColor("#a09a88"), 1.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(cr, 8, 8)

    def _paint_die(self, p: QPainter, r: QRectF) -> None:
        t = self._table
        if not t or not t.get("solo"):
            return
        die = t.get("die", 0)
        art.fit_text(p, QRectF(r.left(), r.top(), r.width(), 18), self.tr("Pedro Bot's die"), 8.5, False,
                     colour=art.MUTED)
        box = QRectF(r.center().x() - 22, r.top() + 20, 44, 44)
        if die:
            art.draw_die(p, box, die)
        else:
            pen = QPen(QColor("#a09a88"), 1.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box, 6, 6)

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
            art.fit_text(p, cell.adjusted(1, 0, -1, 0), str(n), 6.5, False,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, colour=QColor("#8a7f66"))
        t = self._table
        if not t or self.session is None:
            return
        state = self.session.state
        by_cell: dict[int, list[int]] = {}
        for seat, score in enumerate(t["track"]):
            by_cell.setdefault(score % 50, []).append(seat)
        for n, seats in by_cell.items():
            x = r.left() + (n % 10) * TRACK_CELL_W
            y = top + (n // 10) * TRACK_CELL_H
            k = len(seats)
            size = 16.0 if k == 1 else 13.0
            spots = ([(x + 6, y + 5)] if k == 1 else
                     [(x + 1 + (j % 2) * 13, y + (j // 2) * 11 + (6 if k == 2 else 0)) for j in range(k)])
            for seat, (sx, sy) in zip(seats, spots):
                disc = QRectF(sx, sy, size, size)
                colour = art.player_colour(seat, seat == state.setup.automaton)
                p.setPen(QPen(QColor("#1b1b1b"), 1.2))
                p.setBrush(colour)
                p.drawEllipse(disc)
                art.fit_text(p, disc, (self._name(seat)[:1] or "?").upper(), size * 0.45, True,
                             colour=art.contrast_ink(colour))
                laps = t["track"][seat] // 50
                if laps:
                    art.fit_text(p, QRectF(disc.right() - 3, disc.top() - 5, 20, 9), f"+{laps * 50}", 6, True,
                                 Qt.AlignmentFlag.AlignLeft, colour=QColor("#7a1f1f"))

    def _paint_hand_header(self, p: QPainter, r: QRectF) -> None:
        t = self._table
        v = t.get("viewer") if t else None
        if v is None or self.session is None:
            _header(p, r, self.tr("Hand"))
            return
        _header(p, QRectF(r.left(), r.top(), 2 * (CARD_W + 8), r.height()),
                self.tr("Hand of {name}").format(name=self._name(v)))
        art.fit_text(p, QRectF(r.left() + 2 * (CARD_W + 8), r.top(), r.width() - 2 * (CARD_W + 8), r.height()),
                     self.tr("{n} cards left").format(n=t.get("deck", 0)), 9, False,
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, colour=art.MUTED)

    def _paint_card(self, p: QPainter, item) -> None:
        t = self._table
        hand = t.get("hand", []) if t else []
        i = item.cell[1]
        rect = item.polygon().boundingRect()
        if i < len(hand):
            art.draw_card(p, rect, hand[i] if hand[i] else None)
        else:
            pen = QPen(QColor("#b5ae9a"), 1.2)
            pen.setStyle(Qt.PenStyle.DotLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, 8, 8)

    def _paint_missions(self, p: QPainter, r: QRectF) -> None:
        t = self._table
        missions = t.get("missions", []) if t else []
        art.fit_text(p, QRectF(r.left(), r.top(), r.width(), 16), self.tr("Missions"), 9, True,
                     Qt.AlignmentFlag.AlignLeft, colour=QColor("#6b3fa0"))
        for i in range(2):
            box = QRectF(r.left(), r.top() + 18 + i * 46, r.width() - 2, 42)
            p.setPen(QPen(QColor("#6b3fa0"), 1.5))
            p.setBrush(QColor("#efe3fb") if i < len(missions) else QColor("#e8e2ee"))
            p.drawRoundedRect(box, 6, 6)
            if i < len(missions):
                col = missions[i]
                art.draw_element(p, col, QRectF(box.left() + 3, box.top() + 5, 32, 32))
                art.fit_text(p, QRectF(box.left() + 37, box.top() + 2, box.width() - 40, box.height() - 4),
                             art.element_name(col), 8.5, True, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if data.is_provisional("mission_points.3"):
            text = label("tag", "provisional")
            art.draw_tag(p, QRectF(r.left(), r.top() + 114, r.width() - 2, 16), text)

    def _mission_tooltip(self) -> str:
        text = self.tr("Secret mission cards: each scores the final row of that column's noble.")
        if data.is_provisional("mission_points.3"):
            text += "\n" + self.tr("Mission points are provisional (not confirmed by the rules).")
        return text
