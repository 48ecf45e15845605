"""The Harmonies play screen, drawn from the view model (games/harmonies/view.py).

Two board scenes, both registered with the play-screen base, whose cell ids
are the view model's keys: the *market* on top (the central board, the tokens
in hand, the animal cards on display) and the players' boards below (each
personal board to scale as flat-topped hexes, with the player's cards beside
it). The base highlights the view model's targets, takes the clicks, marks
the last turn's places and shows the instruction line; this module is the
art and the layout. A person plays by clicking:

* a central space takes its three tokens; the first token in hand is then
  chosen (raised, with a thick ring), and a highlighted board space places it
  (click another token in the hand to place that one first; a click on the
  chosen token keeps it chosen, Esc lets go of it);
* a card on display takes it;
* a card of yours with a habitat ready (highlighted), then a highlighted
  space, places its cube;
* "End turn" (and, solo, "Discard a card" then a card of the display) finish
  the turn.
"""

from __future__ import annotations

from functools import partial

import shapely
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ....core import hexgrid, registry
from ....core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP
from ....games.harmonies import data
from ....games.harmonies import view as harmonies_view
from ... import art as kit
from ...boardview import BoardScene, BoardView, TranslatedTextItem, set_tip
from ...plaintext import PlainLabel
from ...playscreen import PlayScreenBase
from . import painting as art

R = 40.0  # hex radius of a personal board, scene units
CARD_W, CARD_H = art.CARD_W, art.CARD_H
GAP = 14.0
SPACE_R = 40.0  # a central-board space
HAND_R = 27.0
HAND_STEP = HAND_R * 2 + 12
PAD = 16.0  # inside the central board
CTX = "HarmoniesPlayScreen"
END, DISCARD = ("end",), ("discard",)


def the_game():
    import gardenapp.games  # noqa: F401 - announces the titles

    return registry.get("harmonies")


def board_polygons(side: str, origin: tuple[float, float], player=None) -> dict:
    """Shapely hexes of one personal board, keyed by ("cell", player, "c,r")
    (or "c,r" without a player: the score helper)."""
    layout = hexgrid.HexLayout("flat", R, origin)
    out = {}
    for cr in data.side_spaces(side):
        label = hexgrid.format_pair(cr)
        key = label if player is None else ("cell", player, label)
        out[key] = layout.polygon(data.space_to_axial(cr))
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
    item.setPen(kit.pen(art.BOARD_EDGE, 2, cosmetic=True))
    item.setZValue(-2)
    return item


def style_space(item) -> None:
    item.setBrush(art.SPACE_FILL)
    item.setPen(kit.pen(art.SPACE_OUTLINE, 1.2, cosmetic=True))


def style_invisible(item) -> None:
    item.setBrush(Qt.BrushStyle.NoBrush)
    item.setPen(Qt.PenStyle.NoPen)


def _font(px: int, bold: bool = True) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def _box(r: QRectF):
    return shapely.box(r.left(), r.top(), r.right(), r.bottom())


class HarmoniesPlayScreen(PlayScreenBase):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(the_game(), parent)
        self.vm: harmonies_view.HarmoniesView | None = None
        self._built: tuple | None = None
        self._regions: dict[int, dict] = {}
        self._spaces: dict[tuple, harmonies_view.SpaceView] = {}  # board cell key
        self._cards: dict[tuple, harmonies_view.CardView] = {}  # card key
        self._placed: dict[tuple, tuple] = {}  # dynamic cell key -> its bounds

        self.market = self.register_scene(BoardScene(self))
        self.market_view = BoardView(self.market)
        self.market_view.setBackgroundBrush(QColor("#e9e2cf"))
        self.boards = self.register_scene(BoardScene(self))
        self.boards_view = BoardView(self.boards)
        self.boards_view.setBackgroundBrush(QColor("#e9e2cf"))
        self.boards_view.installEventFilter(self)
        self._region_size = (1.0, 1.0)
        self._per_row = 1
        self.log.setWordWrap(True)
        self.market.retranslated.connect(self._layout_market)

        self.discard_button = QPushButton()
        self.discard_button.setCheckable(True)
        self.discard_button.clicked.connect(lambda: self.click(DISCARD))
        self.end_button = QPushButton()
        self.end_button.setStyleSheet("font-weight: bold; padding: 4px 18px;")
        self.end_button.clicked.connect(lambda: self.click(END))

        game_page = QWidget()
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.market_view)
        splitter.addWidget(self.boards_view)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([280, 420])
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.discard_button)
        buttons.addWidget(self.end_button)
        gl = QVBoxLayout(game_page)
        gl.setContentsMargins(4, 4, 4, 4)
        gl.addWidget(splitter, 1)
        gl.addLayout(buttons)

        start_page = QWidget()
        pl = QVBoxLayout(start_page)
        pl.addStretch(1)
        self.start_label = PlainLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.start_label.setStyleSheet("font-size: 14pt;")
        self.start_button = QPushButton()
        self.start_button.setStyleSheet("font-size: 13pt; padding: 8px 24px;")
        self.start_button.clicked.connect(self.new_game)
        pl.addWidget(self.start_label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.start_button)
        row.addStretch(1)
        pl.addLayout(row)
        pl.addStretch(2)

        self.pages = QStackedWidget()
        self.pages.addWidget(start_page)
        self.pages.addWidget(game_page)
        area = QVBoxLayout(self.board_area)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.pages)
        self.retranslate()

    # -- translation ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        super().retranslate()
        self.start_label.setText(self.tr("Harmonies: build landscapes and give animals their habitats."))
        self.start_button.setText(self.tr("New game…"))
        self.end_button.setText(self.tr("End turn"))
        self.discard_button.setText(self.tr("Discard a card"))
        self.discard_button.setToolTip(
            self.tr("Solo: discard one card of the display and end the turn (only when you took no card this turn)")
        )
        self.retranslate_view()  # the scenes' labels, painters and tooltips follow by themselves

    # -- the kit ----------------------------------------------------------------------------------
    def hint_widgets(self) -> dict:
        """The end-turn and discard buttons, for the coach's numbered marks (docs/architecture.md §8.4)."""
        return {END: self.end_button, DISCARD: self.discard_button}

    def build_view(self, view, viewer):
        return harmonies_view.build_view(view, viewer)

    def draw(self, vm) -> None:
        self.vm = vm
        self.pages.setCurrentIndex(1)
        self._build(vm)
        self._spaces = {("cell", pv.index, sp.cell): sp for pv in vm.players for sp in pv.spaces}
        self._cards = {("card", pv.index, c.card): c for pv in vm.players for c in pv.cards}
        self._sync_card_rows(vm)
        self._update_labels(vm)  # and lays out the market
        self.end_button.setEnabled(END in vm.targets)
        self.discard_button.setVisible(vm.solo)
        self.discard_button.setEnabled(DISCARD in self.selector.sources())
        self.market.refresh()
        self.boards.refresh()

    def click(self, key) -> None:
        """A click on the token already chosen keeps it chosen: the prompt asks for
        "a token in your hand, then a highlighted space", and the first token is
        chosen for the player already (its spaces show at once), so that click must
        not undo the choice. Another token changes the choice; Esc lets go of it."""
        source = self.selector.source
        if isinstance(source, tuple) and key == source and source[0] == "hand" and self.view_model is not None:
            self.status.setText(self.tr("This token is chosen: click a highlighted space of your board to place it."))
            self._show_selection()
            return
        super().click(key)

    def selection_changed(self, source) -> None:
        self.discard_button.setChecked(source == DISCARD)
        if isinstance(source, tuple) and source[0] == "hand":
            # The chosen token is no longer something to click (a click keeps it):
            # it loses the dashed halo the other tokens keep, and shows raised and ringed.
            self.market.set_highlight(self.market.highlight() - {source})
        self.market.refresh()
        self.boards.refresh()

    def refresh(self) -> None:
        if self.session is None:
            self.pages.setCurrentIndex(0)
            return
        self.show_view()

    # -- keyboard and screen readers (docs/architecture.md §6.14) ------------------------------------
    def target_widgets(self) -> dict:
        lit = self.selector.highlighted()
        return {key: b for key, b in ((DISCARD, self.discard_button), (END, self.end_button)) if key in lit}

    def target_words(self, key) -> str:
        zone = key[0] if isinstance(key, tuple) and key else None
        if zone == "space":
            tokens = dict(self.vm.central).get(key[1], ()) if self.vm is not None else ()
            return self.tr("Central board, space {space}: {tokens}").format(
                space=key[1], tokens=", ".join(art.label(c) for c in tokens)
            )
        if zone == "display":
            return self.tr("Card in the display")
        if zone == "hand":
            return self.tr("Token in hand: {colour}").format(colour=art.label(key[1]))
        names = self.live_session.names if self.session is not None else []
        name = names[key[1]] if zone in ("card", "cell") and 0 <= key[1] < len(names) else ""
        if zone == "card":
            return self.tr("Card of {name}").format(name=name)
        if zone == "cell":
            space = self._spaces.get(key)
            stack = ", ".join(art.label(c) for c in space.colours) if space is not None and space.colours else ""
            words = self.tr("Board of {name}, space {space}").format(name=name, space=key[2])
            return self.tr("{space}: {stack}").format(space=words, stack=stack) if stack else words
        return super().target_words(key)

    def board_name(self, scene) -> str:
        return self.tr("Central board and display") if scene is self.market else self.tr("Players' boards")

    # -- building the scenes ----------------------------------------------------------------------
    def _build(self, vm) -> None:
        key = (len(vm.players), vm.side, len(vm.central), len(vm.display), id(self.session))
        if key == self._built:
            return
        self._built = key
        self._placed = {}
        self.selector.cancel()
        self._build_market(vm)
        self._build_boards(vm)
        self.market_view.fit()
        self.boards_view.fit()

    def _title(self, source: str, x: float, y: float, small: bool = False, **params) -> TranslatedTextItem:
        item = TranslatedTextItem(CTX, source, **params)
        item.setFont(_font(15, False) if small else _font(19))
        item.setBrush(QColor("#5a4e38") if small else art.TEXT)
        item.setPos(x, y)
        self.market.addItem(item)
        return item

    def _build_market(self, vm) -> None:
        m = self.market
        m.clear()
        n = len(vm.central)
        step = SPACE_R * 2 + 14
        self._central_w = width = n * step + PAD
        panel = QGraphicsRectItem(0, 0, width, SPACE_R * 2 + 2 * PAD)
        panel.setBrush(QColor("#c9d9b0"))
        panel.setPen(kit.pen("#6e7f52", 2))
        panel.setZValue(-2)
        m.addItem(panel)
        self.central_title = self._title(QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Central board"), 0, -30)
        spaces = {
            ("space", sid): shapely.Point(PAD / 2 + step * i + step / 2, PAD + SPACE_R).buffer(SPACE_R, quad_segs=16)
            for i, (sid, _) in enumerate(vm.central)
        }
        for item in m.add_cells(spaces, self._paint_space).values():
            item.setBrush(QColor("#eef3e2"))
            item.setPen(kit.pen("#6e7f52", 1.5, cosmetic=True))
        self._hand_top = top = SPACE_R * 2 + 2 * PAD + 16
        self.hand_title = self._title(QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Tokens in hand"), 0, top + HAND_R - 11)
        self._hand_slots = []
        for _ in range(data.TOKENS_PER_SPACE):  # where tokens in hand go (decoration)
            slot = QGraphicsEllipseItem()
            slot.setBrush(QColor("#f6f0e0"))
            slot.setPen(kit.pen("#a8986f", 1.2, cosmetic=True, style=Qt.PenStyle.DashLine))
            slot.setZValue(-1)
            m.addItem(slot)
            self._hand_slots.append(slot)
        self.pouch_text = self._title(
            QT_TRANSLATE_N_NOOP("HarmoniesPlayScreen", "Pouch: %n tokens"), 0, top + HAND_R * 2 + 14, small=True, n=0
        )
        self.display_title = self._title(QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Animal cards"), 0, -30)
        self.deck_text = self._title(
            QT_TRANSLATE_N_NOOP("HarmoniesPlayScreen", "Draw pile: %n cards"), 0, -26, small=True, n=0
        )

    def _layout_market(self) -> None:
        """Place what sits beside a title from the title's width in the current
        language (the hand strip, the display, the draw-pile count): called on
        every drawing and again after a language switch."""
        vm = self.vm
        if vm is None or self._built is None:
            return
        before = self.market.itemsBoundingRect()
        top = self._hand_top
        hx = max(150.0, self.hand_title.boundingRect().width() + 20)
        for k, slot in enumerate(self._hand_slots):
            slot.setRect(hx + k * HAND_STEP - 4, top - 4, HAND_R * 2 + 8, HAND_R * 2 + 8)
        x0 = max(self._central_w, hx + 3 * HAND_STEP) + 30
        self.display_title.setPos(x0, -30)
        self.deck_text.setPos(x0 + self.display_title.boundingRect().width() + 20, -26)
        wanted: dict[tuple[str, str | int], shapely.Polygon] = {}
        for k, colour in enumerate(dict.fromkeys(vm.hand)):
            wanted[("hand", colour)] = shapely.Point(hx + HAND_R + k * HAND_STEP, top + HAND_R).buffer(
                HAND_R + 4, quad_segs=16
            )
        for j, card in enumerate(vm.display):
            x = x0 + j * (CARD_W + GAP)
            wanted[("display", card) if card else ("slot", j)] = shapely.box(x, 0, x + CARD_W, CARD_H)
        added = self._sync(self.market, lambda k: k[0] in ("hand", "display", "slot"), wanted, self._paint_market_item)
        for cell, item in added.items():
            style_invisible(item)
            if cell[0] == "hand":
                item.coordinate = ""
            elif cell[0] == "display":
                set_tip(item, partial(art.card_tooltip, cell[1]))
        if self.market.itemsBoundingRect() != before and abs(self.market_view.zoom_level() - 1.0) < 1e-6:
            self.market_view.fit()

    def _sync(self, scene: BoardScene, zone, wanted: dict, painter) -> dict:
        """Make the cells of one zone exactly ``wanted`` ({key: polygon}):
        cells that left or moved go, new ones come; returns the new items."""
        stale = [k for k in scene.cells() if zone(k) and (k not in wanted or self._placed.get(k) != wanted[k].bounds)]
        scene.remove_cells(stale)
        have = set(scene.cells())
        new = {k: g for k, g in wanted.items() if k not in have}
        for k in stale:
            self._placed.pop(k, None)
        for k, g in new.items():
            self._placed[k] = g.bounds
        return scene.add_cells(new, painter)

    def _build_boards(self, vm) -> None:
        b = self.boards
        b.clear()
        side = vm.side
        n = len(vm.players)
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
        self._regions = {}
        for p in range(n):
            gx, gy = (p % per_row) * (region_w + 50), (p // per_row) * (region_h + 40)
            frame = QGraphicsRectItem(gx - 14, gy - 12, region_w + 28, region_h + 12)
            frame.setZValue(-3)
            b.addItem(frame)
            name = QGraphicsSimpleTextItem()
            name.setFont(_font(22))
            name.setBrush(art.TEXT)
            name.setPos(gx, gy)
            b.addItem(name)
            turn = TranslatedTextItem(CTX, "")
            turn.setFont(_font(16))
            turn.setBrush(QColor("#b35500"))
            b.addItem(turn)
            polys = board_polygons(side, (gx + R * 0.3 - minx, gy + 44 + R * 0.3 - miny), p)
            b.addItem(board_item(polys.values()))
            for item in b.add_cells(polys, self._paint_board_cell).values():
                style_space(item)
            if cards_right:
                cx0, cy0 = gx + bw + 2 * R * 0.3 + GAP * 2, gy + 44
            else:
                cx0, cy0 = gx + (region_w - cards_w) / 2, gy + 44 + bh + 2 * R * 0.3 + GAP * 2
            self._regions[p] = {
                "frame": frame,
                "name": name,
                "turn": turn,
                "cards_at": (cx0, cy0),
                "cols": cols,
                "gx": gx,
            }

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
        if (
            obj is self.boards_view
            and event.type() == QEvent.Type.Resize
            and self.vm is not None
            and self._built is not None
            and self._regions
        ):
            if self._best_per_row(len(self.vm.players)) != self._per_row:
                self._placed = {k: v for k, v in self._placed.items() if len(k) == 2}  # market cells stay
                self._build_boards(self.vm)
                self.show_view()
                self.boards_view.fit()
        return super().eventFilter(obj, event)

    def _card_rect(self, p: int, k: int) -> QRectF:
        reg = self._regions[p]
        cx0, cy0 = reg["cards_at"]
        cols = reg["cols"]
        return QRectF(cx0 + (k % cols) * (CARD_W + GAP), cy0 + (k // cols) * (CARD_H + GAP), CARD_W, CARD_H)

    def _sync_card_rows(self, vm) -> None:
        """Each player's row: the cards the view model lists (keyed by id),
        then empty slots up to the limit of incomplete cards."""
        wanted = {}
        for pv in vm.players:
            for k in range(max(len(pv.cards), vm.card_limit)):
                key = ("card", pv.index, pv.cards[k].card) if k < len(pv.cards) else ("slot", pv.index, k)
                wanted[key] = _box(self._card_rect(pv.index, k))
        before = set(self.boards.cells())
        added = self._sync(self.boards, lambda k: k[0] in ("card", "slot"), wanted, self._paint_player_card)
        for cell, item in added.items():
            style_invisible(item)
            item.interactive = cell[0] == "card"
            if cell[0] == "card":
                set_tip(item, partial(self._card_tip, cell))
        if set(self.boards.cells()) != before and abs(self.boards_view.zoom_level() - 1.0) < 1e-6:
            self.boards_view.fit()

    def _card_tip(self, cell) -> str:
        """A card of a player's row as the view model shows it now."""
        c = self._cards.get(cell)
        return art.card_tooltip(c.card, c.placed if c.kind == "animal" else None) if c is not None else ""

    def _update_labels(self, vm) -> None:
        s = self.live_session
        self.pouch_text.set_source(CTX, "Pouch: %n tokens", n=vm.pouch)
        self.deck_text.set_source(CTX, "Draw pile: %n cards", n=vm.deck)
        self._layout_market()
        for p, reg in self._regions.items():
            current = p == vm.current_player and not vm.is_over
            reg["name"].setText(f"{s.names[p]} — {vm.players[p].score}")
            if current:
                who = (
                    QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Your turn")
                    if s.is_human(p)
                    else QT_TRANSLATE_NOOP("HarmoniesPlayScreen", "Computer playing…")
                )
                reg["turn"].set_source(CTX, who)
            else:
                reg["turn"].set_source(CTX, "")
            reg["turn"].setPos(reg["gx"] + reg["name"].boundingRect().width() + 16, 5)
            frame = reg["frame"]
            frame.setPen(kit.pen(QColor("#e07b00") if current else QColor(0, 0, 0, 0), 4))
            frame.setBrush(QColor(255, 250, 235, 140) if current else Qt.BrushStyle.NoBrush)

    # -- painters --------------------------------------------------------------------------------------
    def _paint_space(self, qp: QPainter, item) -> None:
        tokens = dict(self.vm.central).get(item.cell[1], ()) if self.vm else ()
        c = item.geometry.centroid
        spots = [(-0.5, 0.36), (0.5, 0.36), (0.0, -0.5)]
        for colour, (dx, dy) in zip(tokens, spots):
            art.draw_token(qp, QPointF(c.x + dx * SPACE_R * 0.95, c.y + dy * SPACE_R * 0.95), SPACE_R * 0.36, colour)

    def _paint_market_item(self, qp: QPainter, item) -> None:
        if self.vm is None:
            return
        zone, what = item.cell
        if zone == "hand":
            c = item.geometry.centroid
            chosen = self.selector.source == item.cell
            count = self.vm.hand.count(what)
            for k in range(count - 1, -1, -1):  # the same colour twice: a small pile
                top = k == 0
                art.draw_token(
                    qp,
                    QPointF(c.x + k * 5, c.y - k * 5),
                    HAND_R * 0.78,
                    what,
                    ring=art.ACCENT if chosen and top else None,
                    lifted=chosen and top,
                )
            if count > 1:
                kit.letter_badge(
                    qp, QPointF(c.x + HAND_R * 0.75, c.y + HAND_R * 0.7), HAND_R * 0.32, f"×{count}", "#2b2418"
                )
            return
        left, top = item.geometry.bounds[:2]
        rect = QRectF(left, top, CARD_W, CARD_H)
        if zone == "slot":
            kit.empty_slot(qp, rect)
            return
        art.draw_card(qp, rect, what, 0)

    def _paint_player_card(self, qp: QPainter, item) -> None:
        left, top = item.geometry.bounds[:2]
        rect = QRectF(left, top, CARD_W, CARD_H)
        c = self._cards.get(item.cell)
        if c is None:
            kit.empty_slot(qp, rect)
            return
        if c.kind == "offer":
            art.draw_card(qp, rect, c.card, note=self.tr("Keep this one?"))
        elif c.kind == "spirit":
            art.draw_card(qp, rect, c.card, spirit_placed=c.complete)
        else:
            art.draw_card(qp, rect, c.card, c.placed, note=self.tr("complete") if c.complete else None)
        if c.habitat_ready:  # the view model says: a cube may go now
            art.draw_cube(qp, QPointF(rect.left() + CARD_W * 0.09, rect.top() + CARD_H * 0.06), CARD_W * 0.13)
        if self.selector.source == item.cell:
            qp.save()
            qp.setPen(kit.pen(art.ACCENT, 6))
            qp.setBrush(Qt.BrushStyle.NoBrush)
            qp.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
            qp.restore()

    def _paint_board_cell(self, qp: QPainter, item) -> None:
        sp = self._spaces.get(item.cell)
        if sp is None:
            return
        c = item.geometry.centroid
        art.draw_space(qp, QPointF(c.x, c.y), R, sp.colours, sp.cube)

    # -- end of game ---------------------------------------------------------------------------------------
    def end_extra_text(self, sheet) -> str:
        if len(sheet.players) == 1 and "suns" in sheet.players[0].extra:
            suns = sheet.players[0].extra["suns"]
            return self.tr("Solo result: %n suns {stars}", "", suns).format(stars="☀" * suns)
        return ""
