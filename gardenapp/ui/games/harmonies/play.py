"""The Harmonies play screen.

Two boards scenes: the *market* on top (the central board with its spaces of
three tokens, the tokens in hand, the animal cards on display) and the
players' boards below (each personal board to scale as flat-topped hexes,
with the player's cards beside it). A person plays by clicking:

* a central space takes its three tokens; the first one is selected in the
  hand strip; a highlighted board space places it (click another token in
  the hand to place that one first);
* a card on display takes it;
* one of your cards with a cube and a habitat ready selects it; a highlighted
  space then places its cube (with nothing selected and no tokens in hand,
  every habitat cell is highlighted and a click places the cube of the card
  that fits there);
* "End turn" (and, solo, "Discard a card") finish the turn.

Everything highlighted is a target of an action in ``state.legal_actions()``.
"""

from __future__ import annotations


import shapely
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsPathItem,
                               QGraphicsRectItem, QGraphicsSimpleTextItem, QHBoxLayout, QLabel, QPushButton,
                               QSplitter, QStackedWidget, QVBoxLayout, QWidget)

from ....core import hexgrid, registry
from ....core.messages import QT_TRANSLATE_NOOP
from ....games.harmonies import data
from ....games.harmonies.actions import (ChooseSpirit, Discard, EndTurn, PlaceCube, PlaceToken, TakeCard,
                                         TakeSpace)
from ...boardview import BoardScene, BoardView, TranslatedTextItem
from ...playscreen import PlayScreenBase
from ...session import LogEntry
from . import painting as art

R = 40.0                     # hex radius of a personal board, scene units
CARD_W, CARD_H = art.CARD_W, art.CARD_H
GAP = 14.0
SPACE_R = 40.0               # a central-board space
HAND_R = 27.0


def _game():
    import gardenapp.games  # noqa: F401 - announces the titles
    return registry.get("harmonies")


def board_polygons(side: str, origin: tuple[float, float], player=None) -> dict:
    """Shapely hexes of one personal board, keyed by (player, "c,r") (or "c,r")."""
    layout = hexgrid.HexLayout("flat", R, origin)
    out = {}
    for cr in hexgrid.harmonies_spaces(side):
        key = hexgrid.format_pair(cr) if player is None else (player, hexgrid.format_pair(cr))
        out[key] = layout.polygon(hexgrid.harmonies_to_axial(cr))
    return out


def board_outline(polygons) -> QPainterPath:
    """The wooden board under the hexes: their union, grown and rounded."""
    shape = shapely.unary_union(list(polygons)).buffer(R * 0.28, join_style="round")
    path = QPainterPath()
    coords = list(shape.exterior.coords)
    path.moveTo(*coords[0])
    for x, y in coords[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def board_item(polygons) -> QGraphicsPathItem:
    item = QGraphicsPathItem(board_outline(polygons))
    item.setBrush(art.BOARD_FILL)
    pen = QPen(art.BOARD_EDGE, 2)
    pen.setCosmetic(True)
    item.setPen(pen)
    item.setZValue(-2)
    return item


def style_space(item) -> None:
    item.setBrush(QBrush(art.SPACE_FILL))
    pen = QPen(art.SPACE_OUTLINE, 1.2)
    pen.setCosmetic(True)
    item.setPen(pen)


def style_invisible(item) -> None:
    item.setBrush(Qt.NoBrush)
    item.setPen(Qt.NoPen)


class _Label(QGraphicsSimpleTextItem):
    def __init__(self, text="", px=18, bold=True, parent=None):
        super().__init__(text, parent)
        f = QFont()
        f.setPixelSize(px)
        f.setBold(bold)
        self.setFont(f)
        self.setBrush(art.TEXT)


class HarmoniesPlayScreen(PlayScreenBase):

    def __init__(self, parent: QWidget | None = None):
        super().__init__(_game(), parent)
        self.selected: tuple | None = None     # ("token", colour) or ("card", card id)
        self.discard_mode = False
        self._built: tuple | None = None
        self._card_slots: dict[int, list[tuple]] = {}
        self._regions: dict[int, dict] = {}
        self._last: set = set()

        self.market = BoardScene(self)
        self.market_view = BoardView(self.market)
        self.market_view.setBackgroundBrush(QColor("#e9e2cf"))
        self.boards = BoardScene(self)
        self.boards_view = BoardView(self.boards)
        self.boards_view.setBackgroundBrush(QColor("#e9e2cf"))
        self.boards_view.installEventFilter(self)
        self._region_size = (1.0, 1.0)
        self._per_row = 1
        self.log.setWordWrap(True)
        self.market.cellClicked.connect(self._market_clicked)
        self.market.retranslated.connect(self._layout_market_labels)
        self.boards.cellClicked.connect(self._board_clicked)

        self.hint = QLabel(wordWrap=True)
        self.hint.setStyleSheet("font-size: 11pt;")
        self.discard_button = QPushButton(checkable=True)
        self.discard_button.toggled.connect(self._discard_toggled)
        self.end_button = QPushButton()
        self.end_button.setStyleSheet("font-weight: bold; padding: 4px 18px;")
        self.end_button.clicked.connect(self.end_turn)

        game_page = QWidget()
        splitter = QSplitter(Qt.Vertical)
        splitter.addWidget(self.market_view)
        splitter.addWidget(self.boards_view)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([280, 420])
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint, 1)
        buttons.addWidget(self.discard_button)
        buttons.addWidget(self.end_button)
        gl = QVBoxLayout(game_page)
        gl.setContentsMargins(4, 4, 4, 4)
        gl.addWidget(splitter, 1)
        gl.addLayout(buttons)

        prompt_page = QWidget()
        pl = QVBoxLayout(prompt_page)
        pl.addStretch(1)
        self.prompt_label = QLabel(alignment=Qt.AlignCenter, wordWrap=True)
        self.prompt_label.setStyleSheet("font-size: 14pt;")
        self.prompt_button = QPushButton()
        self.prompt_button.setStyleSheet("font-size: 13pt; padding: 8px 24px;")
        self.prompt_button.clicked.connect(self.new_game)
        pl.addWidget(self.prompt_label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.prompt_button)
        row.addStretch(1)
        pl.addLayout(row)
        pl.addStretch(2)

        self.pages = QStackedWidget()
        self.pages.addWidget(prompt_page)
        self.pages.addWidget(game_page)
        area = QVBoxLayout(self.board_area)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.pages)
        self.retranslate()

    # -- translation ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        super().retranslate()
        self.prompt_label.setText(self.tr("Harmonies: build landscapes and give animals their habitats."))
        self.prompt_button.setText(self.tr("New game…"))
        self.end_button.setText(self.tr("End turn"))
        self.discard_button.setText(self.tr("Discard a card"))
        self.discard_button.setToolTip(self.tr("Solo: discard one card of the display and end the turn "
                                               "(only when you took no card this turn)"))
        self.market.retranslate()
        self.boards.retranslate()
        if self.session is not None:
            self.refresh()

    # -- new game ---------------------------------------------------------------------------------
    # -- building the scenes ----------------------------------------------------------------------
    def _build(self) -> None:
        state = self.session.state
        key = (state.num_players, state.side.name, id(self.session))
        if key == self._built:
            return
        self._built = key
        self._card_slots = {}
        self._regions = {}
        self.selected = None
        self._build_market(state)
        self._build_boards(state)
        self.market_view.fit()
        self.boards_view.fit()

    def _build_market(self, state) -> None:
        m = self.market
        m.clear()
        n = len(state.central)
        # central board
        pad = 16.0
        step = SPACE_R * 2 + 14
        width = n * step + pad
        panel = QGraphicsRectItem(0, 0, width, SPACE_R * 2 + 2 * pad)
        panel.setBrush(QColor("#c9d9b0"))
        panel.setPen(QPen(QColor("#6e7f52"), 2))
        panel.setZValue(-2)
        m.addItem(panel)
        self.central_title = TranslatedTextItem("HarmoniesPlayScreen", QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Central board"))
        self._style_title(self.central_title)
        self.central_title.setPos(0, -30)
        m.addItem(self.central_title)
        spaces = {}
        for i in range(n):
            cx, cy = pad / 2 + step * i + step / 2, pad + SPACE_R
            spaces[("space", i)] = shapely.Point(cx, cy).buffer(SPACE_R, quad_segs=16)
        for item in m.add_cells(spaces, self._paint_space).values():
            item.setBrush(QColor("#eef3e2"))
            item.setPen(QPen(QColor("#6e7f52"), 1.5))
        # the hand strip, under the central board
        top = SPACE_R * 2 + 2 * pad + 16
        self.hand_title = TranslatedTextItem("HarmoniesPlayScreen", QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Tokens in hand"))
        self._style_title(self.hand_title)
        self.hand_title.setPos(0, top + HAND_R - 11)
        m.addItem(self.hand_title)
        hx = self._hand_x = max(150.0, self.hand_title.boundingRect().width() + 20)
        self._central_w = width
        hand = {}
        for k in range(data.TOKENS_PER_SPACE):
            hand[("hand", k)] = shapely.Point(hx + HAND_R + k * (HAND_R * 2 + 12), top + HAND_R).buffer(
                HAND_R + 4, quad_segs=16)
        for item in m.add_cells(hand, self._paint_hand).values():
            item.setBrush(QColor("#f6f0e0"))
            item.setPen(QPen(QColor("#a8986f"), 1.2, Qt.DashLine))
        self.pouch_text = TranslatedTextItem("HarmoniesPlayScreen", QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Pouch: {n} tokens"), n=0)
        self._style_small(self.pouch_text)
        self.pouch_text.setPos(0, top + HAND_R * 2 + 14)
        m.addItem(self.pouch_text)
        # the display
        x0 = self._display_x = max(width, hx + 3 * (HAND_R * 2 + 12)) + 30
        self.display_title = TranslatedTextItem("HarmoniesPlayScreen", QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Animal cards"))
        self._style_title(self.display_title)
        self.display_title.setPos(x0, -30)
        m.addItem(self.display_title)
        cards = {}
        for j in range(len(state.display)):
            x = x0 + j * (CARD_W + GAP)
            cards[("display", j)] = shapely.box(x, 0, x + CARD_W, CARD_H)
        for item in m.add_cells(cards, self._paint_display).values():
            style_invisible(item)
        self.deck_text = TranslatedTextItem("HarmoniesPlayScreen", QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Draw pile: {n} cards"), n=0)
        self._style_small(self.deck_text)
        self.deck_text.setPos(x0 + self.display_title.boundingRect().width() + 20, -26)
        m.addItem(self.deck_text)

    def _layout_market_labels(self) -> None:
        """Move what sits beside a title to fit the title's width in the current
        language: the hand strip, the display and the draw pile count (built
        for the language of the time, then laid out again after a switch)."""
        if self._built is None or self.session is None:
            return
        before = self.market.itemsBoundingRect()
        hx = max(150.0, self.hand_title.boundingRect().width() + 20)
        x0 = max(self._central_w, hx + 3 * (HAND_R * 2 + 12)) + 30
        for cell, item in self.market.cell_items().items():
            if cell[0] == "hand":
                item.setPos(hx - self._hand_x, 0)
            elif cell[0] == "display":
                item.setPos(x0 - self._display_x, 0)
        self.display_title.setPos(x0, -30)
        self.deck_text.setPos(x0 + self.display_title.boundingRect().width() + 20, -26)
        if self.market.itemsBoundingRect() != before and abs(self.market_view.zoom_level() - 1.0) < 1e-6:
            self.market_view.fit()

    def _style_title(self, item) -> None:
        f = QFont()
        f.setPixelSize(19)
        f.setBold(True)
        item.setFont(f)
        item.setBrush(art.TEXT)

    def _style_small(self, item) -> None:
        f = QFont()
        f.setPixelSize(15)
        item.setFont(f)
        item.setBrush(QColor("#5a4e38"))

    def _build_boards(self, state) -> None:
        b = self.boards
        b.clear()
        side = state.side.name
        n = state.num_players
        ref = board_polygons(side, (0.0, 0.0))
        minx, miny, maxx, maxy = shapely.unary_union(list(ref.values())).bounds
        bw, bh = maxx - minx, maxy - miny
        cards_right = side == "A"
        cols = 2 if cards_right else 4
        cards_w = cols * CARD_W + (cols - 1) * GAP
        if cards_right:
            region_w = bw + 2 * R * 0.3 + GAP * 2 + cards_w
            region_h = max(bh + 2 * R * 0.3, 2 * CARD_H + GAP) + 50
        else:
            region_w = max(bw + 2 * R * 0.3, cards_w)
            region_h = bh + 2 * R * 0.3 + GAP * 2 + CARD_H + 50
        self._region_size = (region_w, region_h)
        per_row = self._per_row = self._best_per_row(n)
        for p in range(n):
            gx, gy = (p % per_row) * (region_w + 50), (p // per_row) * (region_h + 40)
            frame = QGraphicsRectItem(gx - 14, gy - 12, region_w + 28, region_h + 12)
            frame.setZValue(-3)
            b.addItem(frame)
            name = _Label("", 22)
            name.setPos(gx, gy)
            b.addItem(name)
            turn = TranslatedTextItem("HarmoniesPlayScreen", "")
            f = QFont()
            f.setPixelSize(16)
            f.setBold(True)
            turn.setFont(f)
            turn.setBrush(QColor("#b35500"))
            b.addItem(turn)
            bx = gx + R * 0.3 - minx
            by = gy + 44 + R * 0.3 - miny
            polys = board_polygons(side, (bx, by), p)
            b.addItem(board_item(polys.values()))
            for item in b.add_cells(polys, self._paint_board_cell).values():
                style_space(item)
            if cards_right:
                cx0, cy0 = gx + bw + 2 * R * 0.3 + GAP * 2, gy + 44
            else:
                cx0, cy0 = gx + (region_w - cards_w) / 2, gy + 44 + bh + 2 * R * 0.3 + GAP * 2
            self._regions[p] = {"frame": frame, "name": name, "turn": turn, "cards_at": (cx0, cy0),
                                "cols": cols, "gx": gx}
            self._card_slots[p] = []

    def _best_per_row(self, n: int) -> int:
        """How many boards side by side make them largest in the view."""
        region_w, region_h = self._region_size
        vp = self.boards_view.viewport().size()
        vw, vh = (vp.width(), vp.height()) if vp.width() > 200 and vp.height() > 150 else (1000, 480)
        best, best_scale = 1, 0.0
        for per_row in range(1, n + 1):
            rows = -(-n // per_row)
            w = per_row * region_w + (per_row - 1) * 50
            h = rows * region_h + (rows - 1) * 40
            scale = min(vw / w, vh / h)
            if scale > best_scale * 1.02:
                best, best_scale = per_row, scale
        return best

    def eventFilter(self, obj, event) -> bool:
        if (obj is self.boards_view and event.type() == QEvent.Resize and self.session is not None
                and self._built is not None and self._regions):
            n = self.session.state.num_players
            if self._best_per_row(n) != self._per_row:
                self._build_boards(self.session.state)
                self._sync_card_slots(self.session.state)
                self.refresh()
                self.boards_view.fit()
        return super().eventFilter(obj, event)

    def _card_rect(self, p: int, k: int) -> QRectF:
        reg = self._regions[p]
        cx0, cy0 = reg["cards_at"]
        cols = reg["cols"]
        return QRectF(cx0 + (k % cols) * (CARD_W + GAP), cy0 + (k // cols) * (CARD_H + GAP), CARD_W, CARD_H)

    # -- what is on each player's card row ------------------------------------------------------------
    def _card_entries(self, state, p: int) -> list[tuple]:
        """("offer", id) while choosing a spirit (only for the person choosing),
        then ("spirit", id, placed) and ("animal", id, cubes placed)."""
        out: list[tuple] = []
        offers = state.offers[p]
        if offers and p == state.current_player and self.session.is_human(p) and offers[0] >= 0:
            out.extend(("offer", data.CARDS[c].id) for c in offers)
        if state.spirit[p] >= 0:
            out.append(("spirit", data.CARDS[state.spirit[p]].id, state.spirit_placed[p]))
        out.extend(("animal", data.CARDS[c].id, n) for c, n in state.cards[p])
        return out

    def _sync_card_slots(self, state) -> None:
        relayout = False
        for p in range(state.num_players):
            entries = self._card_entries(state, p)
            want = max(len(entries), data.CARD_LIMIT)
            have = len(self._card_slots[p])
            if have < want:
                polys = {}
                for k in range(have, want):
                    r = self._card_rect(p, k)
                    polys[("pcard", p, k)] = shapely.box(r.left(), r.top(), r.right(), r.bottom())
                for item in self.boards.add_cells(polys, self._paint_player_card).values():
                    style_invisible(item)
                relayout = True
            elif have > want:
                self.boards.remove_cells([("pcard", p, k) for k in range(want, have)])
                relayout = True
            self._card_slots[p] = entries + [None] * (want - len(entries))
            for k, entry in enumerate(self._card_slots[p]):
                item = self.boards.cell_item(("pcard", p, k))
                item.interactive = entry is not None
                item.setToolTip(art.card_tooltip(entry[1], entry[2] if entry[0] == "animal" else None)
                                if entry else "")
        if relayout and abs(self.boards_view.zoom_level() - 1.0) < 1e-6:
            self.boards_view.fit()

    # -- refresh -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.session is None:
            self.pages.setCurrentIndex(0)
            return
        self.pages.setCurrentIndex(1)
        self._build()
        state = self.session.state
        self._sync_card_slots(state)
        self._fix_selection(state)
        self._last = self._last_places()
        self._update_labels(state)
        self._update_highlight(state)
        self.market.refresh()
        self.boards.refresh()

    def _legal(self) -> list:
        s = self.session
        if s is None or not s.human_to_move:
            return []
        return s.state.legal_actions()

    def _fix_selection(self, state) -> None:
        legal = self._legal()
        if not legal:
            self.selected = None
            self.discard_mode = False
            return
        if not any(isinstance(a, Discard) for a in legal):
            self.discard_mode = False
        hand = [data.COLOURS[c] for c in state.hand]
        sel = self.selected
        if sel and sel[0] == "token" and sel[1] not in hand:
            sel = None
        if sel and sel[0] == "card" and not any(isinstance(a, PlaceCube) and a.card == sel[1] for a in legal):
            sel = None
        if sel is None and hand:
            sel = ("token", hand[0])
        self.selected = sel

    def _last_places(self) -> set:
        """Where the last action of the log happened (ringed so a person can follow a computer's turn)."""
        s = self.session
        if not s.log:
            return set()
        entry = s.log[-1]
        a = entry.action
        if isinstance(a, (PlaceToken, PlaceCube)):
            return {(entry.player, a.cell)}
        if isinstance(a, TakeSpace):
            return {("space", a.space)}
        return set()

    def legal_targets(self) -> tuple[set, set]:
        """(market cells, board cells) that the current selection can act on,
        taken only from the engine's legal actions."""
        legal = self._legal()
        state = self.session.state
        p = state.current_player
        market, boards = set(), set()
        sel = self.selected
        cube_cards = {a.card for a in legal if isinstance(a, PlaceCube)}
        for a in legal:
            if isinstance(a, TakeSpace):
                market.add(("space", a.space))
            elif isinstance(a, TakeCard) and not self.discard_mode:
                market.add(("display", self._display_slot(a.card)))
            elif isinstance(a, Discard) and self.discard_mode:
                market.add(("display", self._display_slot(a.card)))
            elif isinstance(a, PlaceToken):
                if sel == ("token", a.colour):
                    boards.add((p, a.cell))
            elif isinstance(a, PlaceCube):
                if sel == ("card", a.card) or (sel is None and not state.hand):
                    boards.add((p, a.cell))
        for k, entry in enumerate(self._card_slots.get(p, [])):
            if entry is None:
                continue
            if entry[0] == "offer" and ChooseSpirit(entry[1]) in legal:
                boards.add(("pcard", p, k))
            elif entry[0] in ("animal", "spirit") and entry[1] in cube_cards:
                boards.add(("pcard", p, k))
        return market, boards

    def _display_slot(self, card_id: str) -> int:
        idx = data.CARD_INDEX[card_id]
        return self.session.state.display.index(idx)

    def _update_highlight(self, state) -> None:
        market, boards = self.legal_targets()
        self.market.set_highlight(market)
        self.boards.set_highlight(boards)
        p = state.current_player
        me = self.session.human_to_move
        for cell, item in self.boards.cell_items().items():
            if cell[0] == "pcard":
                continue
            item.interactive = me and cell[0] == p
        for cell, item in self.market.cell_items().items():
            item.interactive = me
        self.set_highlight(self.act_highlight.isChecked())

    def set_highlight(self, enabled: bool) -> None:
        super().set_highlight(enabled)
        self.market.set_highlight_enabled(enabled)
        self.boards.set_highlight_enabled(enabled)

    def _update_labels(self, state) -> None:
        s = self.session
        self.pouch_text.set_source("HarmoniesPlayScreen", "Pouch: {n} tokens", n=sum(state.pouch))
        self.deck_text.set_source("HarmoniesPlayScreen", "Draw pile: {n} cards", n=len(state.deck))
        self._layout_market_labels()
        sheet = state.score()
        for p, reg in self._regions.items():
            current = p == state.current_player
            reg["name"].setText(f"{s.names[p]} — {sheet.players[p].total}")
            if current and not state.is_over:
                who = (QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Your turn") if s.is_human(p)
                       else QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Computer playing…"))
                reg["turn"].set_source("HarmoniesPlayScreen", who)
            else:
                reg["turn"].set_source("HarmoniesPlayScreen", "")
            reg["turn"].setPos(reg["gx"] + reg["name"].boundingRect().width() + 16, 5)
            frame = reg["frame"]
            frame.setPen(QPen(QColor("#e07b00") if current and not state.is_over else QColor(0, 0, 0, 0), 4))
            frame.setBrush(QColor(255, 250, 235, 140) if current and not state.is_over else Qt.NoBrush)
        legal = self._legal()
        self.end_button.setEnabled(any(isinstance(a, EndTurn) for a in legal))
        self.discard_button.setVisible(state.solo)
        self.discard_button.setEnabled(any(isinstance(a, Discard) for a in legal))
        if self.discard_button.isChecked() != self.discard_mode:
            self.discard_button.blockSignals(True)
            self.discard_button.setChecked(self.discard_mode)
            self.discard_button.blockSignals(False)
        self.hint.setText(self._hint(state, legal))

    def _hint(self, state, legal) -> str:
        if state.is_over:
            return self.tr("The game is over.")
        if not legal:
            return self.tr("{name} is playing.").format(name=self.session.names[state.current_player])
        phase = state.phase()
        if phase == "choose_spirit":
            return self.tr("Choose your Nature's Spirit: click one of the two cards under your board.")
        if self.discard_mode:
            return self.tr("Click a card of the display to discard it; your turn then ends.")
        if phase == "take_tokens":
            return self.tr("Take the 3 tokens of a space of the central board. You may also take a card "
                           "or place cubes at any moment.")
        if phase == "place_tokens":
            colour = self.selected[1] if self.selected and self.selected[0] == "token" else None
            if colour:
                return self.tr("Place the {colour} token on a highlighted space, or pick another token "
                               "in your hand.").format(colour=art.label(colour).lower())
            return self.tr("Pick a token in your hand, then a highlighted space.")
        if any(isinstance(a, PlaceCube) for a in legal):
            return self.tr("A habitat is ready: click a highlighted space (or a card first) to place a cube, "
                           "or end your turn.")
        return self.tr("Take a card if you like, then end your turn.")

    # -- painters --------------------------------------------------------------------------------------
    def _paint_space(self, qp: QPainter, item) -> None:
        if self.session is None:
            return
        i = item.cell[1]
        central = self.session.state.central
        if i >= len(central):
            return
        c = item.geometry.centroid
        tokens = central[i]
        r = SPACE_R * 0.36
        spots = [(-0.5, 0.36), (0.5, 0.36), (0.0, -0.5)]
        for colour, (dx, dy) in zip(tokens, spots):
            art.draw_token(qp, QPointF(c.x + dx * SPACE_R * 0.95, c.y + dy * SPACE_R * 0.95), r,
                           data.COLOURS[colour])
        if item.cell in self._last:
            self._ring(qp, QPointF(c.x, c.y), SPACE_R - 3)

    def _paint_hand(self, qp: QPainter, item) -> None:
        if self.session is None:
            return
        k = item.cell[1]
        hand = self.session.state.hand
        c = item.geometry.centroid
        if k < len(hand):
            colour = data.COLOURS[hand[k]]
            first = [data.COLOURS[h] for h in hand].index(colour) == k
            ring = art.ACCENT if self.selected == ("token", colour) and first else None
            art.draw_token(qp, QPointF(c.x, c.y), HAND_R * 0.78, colour, ring=ring)

    def _paint_display(self, qp: QPainter, item) -> None:
        if self.session is None:
            return
        j = item.cell[1]
        display = self.session.state.display
        if j >= len(display):
            return
        rect = QRectF(*item.geometry.bounds[:2], CARD_W, CARD_H)
        if display[j] < 0:
            self._empty_slot(qp, rect, self.tr("empty"))
            return
        art.draw_card(qp, rect, data.CARDS[display[j]].id, 0)

    def _paint_player_card(self, qp: QPainter, item) -> None:
        _, p, k = item.cell
        slots = self._card_slots.get(p, [])
        rect = QRectF(*item.geometry.bounds[:2], CARD_W, CARD_H)
        entry = slots[k] if k < len(slots) else None
        if entry is None:
            self._empty_slot(qp, rect, "")
            return
        if entry[0] == "offer":
            art.draw_card(qp, rect, entry[1], note=self.tr("Keep this one?"))
        elif entry[0] == "spirit":
            art.draw_card(qp, rect, entry[1], spirit_placed=entry[2])
        else:
            c = art.card(entry[1])
            done = c is not None and entry[2] >= c.slots
            art.draw_card(qp, rect, entry[1], entry[2], note=self.tr("complete") if done else None)
        if self.selected == ("card", entry[1]) and p == self.session.state.current_player:
            qp.save()
            qp.setPen(QPen(art.ACCENT, 6))
            qp.setBrush(Qt.NoBrush)
            qp.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
            qp.restore()

    def _empty_slot(self, qp: QPainter, rect: QRectF, text: str) -> None:
        qp.save()
        pen = QPen(QColor(120, 105, 80, 110), 1.5, Qt.DashLine)
        qp.setPen(pen)
        qp.setBrush(QColor(255, 255, 255, 40))
        qp.drawRoundedRect(rect, 8, 8)
        if text:
            qp.setPen(QColor(120, 105, 80))
            qp.drawText(rect, Qt.AlignCenter, text)
        qp.restore()

    def _paint_board_cell(self, qp: QPainter, item) -> None:
        if self.session is None:
            return
        p, lab = item.cell
        state = self.session.state
        side = state.side
        i = side.index[lab]
        colours = art.stack_colours(state.stacks[p][i])
        cube = bool(state.cubes[p] >> side.bits[i] & 1)
        c = item.geometry.centroid
        art.draw_space(qp, QPointF(c.x, c.y), R, colours, cube)
        if item.cell in self._last:
            self._ring(qp, QPointF(c.x, c.y), R * 0.8)

    def _ring(self, qp: QPainter, center: QPointF, r: float) -> None:
        qp.save()
        pen = QPen(art.ACCENT, 3.5, Qt.DotLine)
        qp.setPen(pen)
        qp.setBrush(Qt.NoBrush)
        qp.drawEllipse(center, r, r)
        qp.restore()

    # -- clicks -------------------------------------------------------------------------------------------
    def _market_clicked(self, cell) -> None:
        legal = self._legal()
        if not legal:
            return
        state = self.session.state
        kind = cell[0]
        if kind == "space":
            action = TakeSpace(cell[1])
            if action in legal:
                self.selected = None
                self.play(action)
        elif kind == "hand":
            if cell[1] < len(state.hand):
                self.selected = ("token", data.COLOURS[state.hand[cell[1]]])
                self.refresh()
        elif kind == "display":
            j = cell[1]
            if j >= len(state.display) or state.display[j] < 0:
                return
            cid = data.CARDS[state.display[j]].id
            action = Discard(cid) if self.discard_mode else TakeCard(cid)
            if action in legal:
                self.discard_mode = False
                self.play(action)

    def _board_clicked(self, cell) -> None:
        legal = self._legal()
        if not legal:
            return
        state = self.session.state
        p = state.current_player
        if cell[0] == "pcard":
            _, owner, k = cell
            slots = self._card_slots.get(owner, [])
            entry = slots[k] if k < len(slots) else None
            if owner != p or entry is None:
                return
            if entry[0] == "offer":
                action = ChooseSpirit(entry[1])
                if action in legal:
                    self.play(action)
                return
            if any(isinstance(a, PlaceCube) and a.card == entry[1] for a in legal):
                self.selected = None if self.selected == ("card", entry[1]) else ("card", entry[1])
                self.refresh()
            return
        owner, lab = cell
        if owner != p:
            return
        sel = self.selected
        if sel and sel[0] == "token":
            action = PlaceToken(sel[1], lab)
            if action in legal:
                self.play(action)
                return
        if sel and sel[0] == "card":
            action = PlaceCube(sel[1], lab)
            if action in legal:
                self.selected = None
                self.play(action)
                return
        if sel is None and not state.hand:
            fits = [a for a in legal if isinstance(a, PlaceCube) and a.cell == lab]
            if len(fits) == 1:
                self.play(fits[0])
            elif fits:
                self.status.setText(self.tr("Several of your cards fit here: click the card first."))

    def end_turn(self) -> None:
        if EndTurn() in self._legal():
            self.selected = None
            self.play(EndTurn())

    def _discard_toggled(self, on: bool) -> None:
        self.discard_mode = bool(on) and any(isinstance(a, Discard) for a in self._legal())
        self.refresh()

    # -- log and end ---------------------------------------------------------------------------------------
    def describe(self, entry: LogEntry) -> str:
        a = entry.action
        if isinstance(a, ChooseSpirit):
            return self.tr("keeps the {card}").format(card=art.label(a.card))
        if isinstance(a, TakeSpace):
            return self.tr("takes central space {n}").format(n=a.space + 1)
        if isinstance(a, PlaceToken):
            return self.tr("places a {colour} token on {cell}").format(colour=art.label(a.colour).lower(),
                                                                        cell=a.cell)
        if isinstance(a, TakeCard):
            return self.tr("takes the {card} card").format(card=art.label(a.card))
        if isinstance(a, PlaceCube):
            return self.tr("places a cube from {card} on {cell}").format(card=art.label(a.card), cell=a.cell)
        if isinstance(a, Discard):
            return self.tr("discards the {card} card and ends the turn").format(card=art.label(a.card))
        if isinstance(a, EndTurn):
            return self.tr("ends the turn")
        return a.notation()

    def end_extra_text(self, sheet) -> str:
        if len(sheet.players) == 1 and "suns" in sheet.players[0].extra:
            suns = sheet.players[0].extra["suns"]
            return self.tr("Solo result: {n} suns {stars}").format(n=suns, stars="☀" * suns)
        return ""

