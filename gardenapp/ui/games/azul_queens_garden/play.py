"""The Azul: Queen's Garden play screen, drawn from the view model
(games/azul_queens_garden/view.py) on the shared kit.

Two boards, each a ``KeyedScene`` registered with the base, whose cells are
the view model's target keys:

* the table: the score track; the wheel with the criteria of the four
  rounds (this round framed); the display area (the round stack with the
  tiles on its top, the displayed expansions face down with their tiles or
  face up); the twelve acquire buttons (six colours, six patterns); the
  supply with its 6-point shield; the tower and the bag; Pass and Finish
  passing; a line saying what the turn has chosen so far;
* the gardens: each player's garden on the hex grid of spec §2.6 growing
  from the fountain board as expansions are placed (a free area is one
  cell, a placed one its seven cells; while orienting, the ring cells of the
  chosen area are the orientation targets), and under it the storage: 12
  tile spaces (jokers, tiles) and 2 expansion spaces. While paying, the
  items paid are ticked and the cheapest legal payment the engine proposes
  is starred.

Here is the layout; the cells' shapes, labels and painters are in
``cells.py``. The base highlights exactly the targets, routes clicks,
explains illegal clicks, marks the last turn and writes the prompt. Nothing
here decides a rule.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import partial

import shapely
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from ....core.hexgrid import Hex, HexLayout, parse_pair
from ....core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP
from ....games.azul_queens_garden import data
from ....games.azul_queens_garden import view as viewmodel
from ... import art as kit
from ...boardview import BoardView
from ...playscreen import PlayScreenBase
from . import painting
from .cells import (
    RT,
    R,
    hex_poly,
    paint_button,
    paint_criterion,
    paint_empty_slot,
    paint_free_area,
    paint_garden_cell,
    paint_orientation,
    paint_storage,
    paint_supply,
    paint_tile,
    panel_deco,
    plain_deco,
    rect_poly,
    text_deco,
)
from .scene import Cell, KeyedScene

SQ3 = math.sqrt(3.0)
TABLE_W = 780.0  # the narrowest table (2 players); wider with more expansions per round
WHEEL_W = 220.0  # the wheel's width: "Rodada 4" (pt) fits its round's column (docs/architecture.md §6.11)


# Every string of the boards, for lupdate (the painters translate at paint time).
_STRINGS = (
    QT_TRANSLATE_NOOP("azul_queens_garden", "Score track"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Wheel"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Wheel (provisional)"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Round {n}"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Display area"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Round stack: {n}"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Acquire a colour"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "or a pattern"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Supply: {n}"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Tower: {n}"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Bag: {n}"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Pass"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Finish passing"),
    QT_TRANSLATE_NOOP("azul_queens_garden", "Accept payment (★) ⏎"),
)

#: The "Accept payment" button of the table: not a view-model target (it is
#: several Pay actions), the screen plays the view's ``pending.accept`` keys.
ACCEPT_PAYMENT = ("accept_payment",)


def _hex(cell: str) -> Hex:
    """The hex a view's ``"q,r"`` names; the view writes only canonical ones."""
    h = parse_pair(cell)
    if h is None:
        raise ValueError(f"not a cell of the garden: {cell!r}")
    return h


def count_label_rect(k: int) -> QRectF:
    """Where the table writes its k-th count (0 the supply, 1 the tower, 2 the
    bag): right of the supply's cell (x 440..502), clear of its highlight frame."""
    return QRectF(440.0 + 68, 228.0 + 4 + k * 21, 84, 18)


def _storage_tip(item: str) -> str:
    return painting.joker_tooltip() if item == "joker" else painting.hexagon_tooltip(item)


def _free_area_tip(area: int) -> str:
    return QCoreApplication.translate("azul_queens_garden", "Area {area}: no expansion yet").format(area=area)


@dataclass
class _StorageRow:
    """What the drawing of one player's storage row reads: whose it is, the step
    shown, the tiles used or proposed in it, and where its spaces sit."""

    q: int
    mover: bool
    step: str
    pend: viewmodel.PendingView
    used: Counter
    proposed: Counter
    rs: float
    pitch: float
    x0: float
    y: float


class AzulPlayScreen(PlayScreenBase):
    def __init__(self, parent: QWidget | None = None):
        from .... import games  # noqa: F401 - registers the titles
        from ....core import registry

        game = registry.get("azul_queens_garden")
        if game is None:
            raise RuntimeError("Azul: Queen's Garden is announced but could not be built")
        super().__init__(game, parent)
        self.table = self.register_scene(KeyedScene())
        self.gardens = self.register_scene(KeyedScene())
        self.table_view = BoardView(self.table)
        self.garden_view = BoardView(self.gardens)
        for v in (self.table_view, self.garden_view):
            v.setBackgroundBrush(QColor("#efe9da"))
            v.setMinimumHeight(150)
            v.fit_margin_px = 6  # the boards use their whole views (docs/architecture.md §6.11)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table_view)
        split.addWidget(self.garden_view)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([300, 460])
        self.board_split = split
        layout = QVBoxLayout(self.board_area)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.log.setWordWrap(True)
        self._players = -1
        # Enter accepts the proposed payment, while there is one to accept.
        self._accept_keys = []
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setEnabled(False)
            shortcut.activated.connect(self.accept_payment)
            self._accept_keys.append(shortcut)
        outer = self.findChild(QSplitter)
        if outer is not None:
            outer.setSizes([1000, 330])
        self._update_status()  # "Start a new game or open a saved one." until a game starts

    # -- the kit's hooks ------------------------------------------------------------------
    def new_game_dialog(self):
        from .newgame import AzulNewGameDialog

        return AzulNewGameDialog(self)

    def build_view(self, view, viewer):
        return viewmodel.build_view(view, viewer)

    def title(self) -> str:
        return self.tr_game_name()

    def name(self, i: int) -> str:
        names = self.session.names if self.session is not None else ()
        return names[i] if i < len(names) else str(i + 1)

    def draw(self, vm) -> None:
        for shortcut in self._accept_keys:
            shortcut.setEnabled(self._can_accept(vm))
        self._draw_table(vm)
        self._draw_gardens(vm)
        if len(vm.players) != self._players:  # a new table: fit both boards once
            self._players = len(vm.players)
            total = sum(self.board_split.sizes()) or 760
            share = {2: 0.4, 3: 0.42, 4: 0.47}.get(self._players, 0.4)  # gardens in a row need width, not height
            self.board_split.setSizes([int(total * share), total - int(total * share)])
            self.table_view.fit()
            self.garden_view.fit()

    # -- accepting the proposed payment -----------------------------------------------------
    @staticmethod
    def _can_accept(vm: viewmodel.AzulView | None) -> bool:
        """Whether the view proposes a payment whose first item the viewer may pay now."""
        if vm is None or not vm.pending.accept:
            return False
        return vm.pending.accept[0] in vm.targets

    def click(self, key) -> None:
        if key == ACCEPT_PAYMENT:
            self.accept_payment()
            return
        super().click(key)

    def accept_payment(self) -> int:
        """Pay the proposed payment (★) at once: the view's pay keys in order,
        each played as the legal action it is a target of at that moment
        (the engine decides; a key that is no longer a target stops it).
        Returns the number of items paid."""
        vm = self.view_model
        if not isinstance(vm, viewmodel.AzulView) or not self._can_accept(vm):
            return 0
        paid = 0
        for key in vm.pending.accept:
            now = self.view_model
            if now is None or key not in now.targets:
                break
            before = len(self.live_session.log)
            self.play(now.targets[key])
            if len(self.live_session.log) == before:  # refused: the status line says why
                break
            paid += 1
        return paid

    # -- keyboard and screen readers (docs/architecture.md §6.14) ----------------------------
    def keyboard_targets(self, scene) -> set:
        """The lit cells, and the button that pays the proposal while it may be paid."""
        keys = super().keyboard_targets(scene)
        vm = self.view_model
        if scene is self.table and isinstance(vm, viewmodel.AzulView) and self._can_accept(vm):
            keys.add(ACCEPT_PAYMENT)
        return keys

    def target_words(self, key) -> str:
        zone = key[0] if isinstance(key, tuple) and key else None
        player = key[1] if zone in ("storage_tile", "storage_expansion", "cell", "area") else None
        name = self.name(player) if isinstance(player, int) else ""
        words = {
            "acquire": lambda: self.tr("Display: take this colour or pattern"),
            "copy": lambda: self.tr("Copy in the display"),
            "storage_tile": lambda: self.tr("Tile in the storage of {name}").format(name=name),
            "storage_expansion": lambda: self.tr("Expansion in the storage of {name}").format(name=name),
            "supply": lambda: self.tr("Supply of expansions"),
            "cell": lambda: self.tr("Garden of {name}, space {space}").format(name=name, space=key[2]),
            "area": lambda: self.tr("Garden of {name}, area {area}").format(name=name, area=key[2]),
            "orientation": lambda: self.tr("Orientation {n}").format(n=key[1] + 1),
            "pay": lambda: self.tr("Pay with this item"),
            "discard": lambda: self.tr("Discard this item"),
            "pass": lambda: self.tr("Pass"),
            "done": lambda: self.tr("Finish passing"),
            "accept_payment": lambda: self.tr("Accept payment"),
        }
        word = words.get(zone) if isinstance(zone, str) else None
        return word() if word is not None else super().target_words(key)

    def board_name(self, scene) -> str:
        return self.tr("Table: score track, wheel, display and supply") if scene is self.table else self.tr("Gardens")

    # -- the table -------------------------------------------------------------------------
    def _draw_table(self, vm) -> None:
        slots = data.STACK_SIZE.get(len(vm.players), 5)
        if vm.display is not None:
            slots = max(slots, len(vm.display.down) + len(vm.display.up))
        self.table_w = max(TABLE_W, WHEEL_W + 8 + 110 + slots * (3 * RT * SQ3 + 5) + 12)
        cells: dict = {}
        decos: list = []
        self._score_track(vm, decos)
        self._wheel(vm, decos)
        self._display(vm, cells, decos)
        self._actions_row(vm, cells, decos)
        self.table.sync(cells, decos)

    def _score_track(self, vm, decos) -> None:
        top = 0.0
        decos.append(panel_deco(QRectF(0, top, self.table_w, 40), QColor("#e6dcc3")))
        decos.append(text_deco(QRectF(6, top + 4, 84, 32), "Score track", 10, bold=True))
        scores = [p.score for p in vm.players]
        high = max(60, int(math.ceil((max(scores, default=0) + 5) / 20.0)) * 20)
        x0, x1 = 100.0, self.table_w - 16

        def at(v: float) -> float:
            return x0 + (x1 - x0) * v / high

        def paint_track(qp: QPainter, rect: QRectF) -> None:
            qp.setPen(kit.pen("#7d6b4f", 2))
            y = rect.top() + 26
            qp.drawLine(QPointF(x0, y), QPointF(x1, y))
            for v in range(0, high + 1, 5):
                qp.drawLine(QPointF(at(v), y - (5 if v % 10 == 0 else 3)), QPointF(at(v), y))
                if v % 10 == 0:
                    kit.fit_text(qp, QRectF(at(v) - 10, y - 1, 20, 12), str(v), 7, colour=QColor("#5a4c33"))
            seen: Counter = Counter()
            for p in vm.players:
                k = seen[p.score]
                seen[p.score] += 1
                cx = at(p.score) + k * 15
                painting.badge(qp, QPointF(cx, y - 13), 7.5, str(p.index + 1), painting.seat_colour(p.index))

        decos.append((QRectF(x0 - 12, top, x1 - x0 + 30, 40), paint_track, 2.0))

    def _wheel(self, vm, decos) -> None:
        x, y, w, h = 0.0, 48.0, WHEEL_W, 172.0
        decos.append(panel_deco(QRectF(x, y, w, h), QColor("#ece3cc")))
        decos.append(
            text_deco(
                QRectF(x + 4, y + 2, w - 8, 18),
                "Wheel (provisional)" if vm.wheel_provisional else "Wheel",
                10,
                bold=True,
            )
        )
        col = (w - 8) / 4
        for rnd, crits in enumerate(vm.wheel):
            cx = x + 4 + col * rnd + col / 2
            now = rnd + 1 == vm.round
            past = rnd + 1 < vm.round
            box = QRectF(cx - col / 2 + 2, y + 22, col - 4, h - 26)
            if now:
                decos.append(panel_deco(box, QColor("#fff6dc"), painting.ACCENT, 6, z=-0.5))
            decos.append(
                text_deco(QRectF(box.x() + 1, box.y() + 2, box.width() - 2, 14), "Round {n}", 8, bold=now, n=rnd + 1)
            )

            for k, c in enumerate(crits):

                def paint_crit(qp: QPainter, rect: QRectF, c=c, past=past) -> None:
                    if past:
                        qp.setOpacity(0.45)
                    painting.draw_criterion(qp, rect.center(), 16, c)

                centre_y = box.y() + 16 + 22 + k * 40
                decos.append(
                    (
                        QRectF(box.center().x() - 18, centre_y - 18, 36, 36),
                        paint_crit,
                        2.0,
                        lambda c=c, n=rnd + 1: painting.criterion_tooltip(c, n, wheel_provisional=vm.wheel_provisional),
                    )
                )

    def _flower(self, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
        """Centre then ring cells 0..5 of a 7-hex expansion (pointy, as §2.6)."""
        lay = HexLayout("pointy", r, (cx, cy))
        dirs = ((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
        return [lay.to_pixel(d) for d in dirs]

    def _paint_flower(self, spots, r: float, face_up: bool):
        def paint(qp: QPainter, rect: QRectF) -> None:
            for k, (x, y) in enumerate(spots):
                if face_up and k == 0:
                    painting.draw_element(qp, QPointF(x, y), r, "pavilion")
                elif face_up:
                    painting.draw_space(qp, QPointF(x, y), r)
                else:
                    painting.draw_space(qp, QPointF(x, y), r, face_down=True)

        xs = [s[0] for s in spots]
        ys = [s[1] for s in spots]
        return (QRectF(min(xs) - r, min(ys) - r, max(xs) - min(xs) + 2 * r, max(ys) - min(ys) + 2 * r), paint, -0.3)

    def _tiles_on(self, source: str, tiles, spots, cells) -> None:
        """Tiles lying on an expansion: one cell per distinct hexagon (a count if two are identical)."""
        counts = Counter(tiles)
        for k, (h, n) in enumerate(sorted(counts.items())):
            x, y = spots[1 + k * 2 % 6 if len(counts) <= 3 else 1 + k]
            cells[("copy", source, h)] = Cell(
                hex_poly(x, y, RT),
                paint_tile,
                {"hexagon": h, "r": RT, "count": n},
                tooltip=partial(painting.hexagon_tooltip, h),
            )

    def _display(self, vm, cells, decos) -> None:
        d = vm.display
        x0, y0 = WHEEL_W + 8, 48.0
        w, h = self.table_w - x0, 172.0
        decos.append(panel_deco(QRectF(x0, y0, w, h), QColor("#e9dfc6")))
        decos.append(
            text_deco(
                QRectF(x0 + 6, y0 + 2, 200, 18),
                "Display area",
                10,
                bold=True,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
        )
        if d is None:
            return
        pitch = 3 * RT * SQ3 + 5
        slots = max(data.STACK_SIZE.get(len(vm.players), 5), len(d.down) + len(d.up))
        pitch = min(pitch, (w - 90) / max(1, slots))
        # the round stack, its top carrying tiles
        cy = y0 + 80
        sx = x0 + 48
        if d.stack_left > 0:
            spots = self._flower(sx, cy, RT)
            for k in range(2, 0, -1):  # the expansions below the top, as a pile
                if d.stack_left > k:
                    decos.append(self._paint_flower([(x + 2.5 * k, y + 2.5 * k) for x, y in spots], RT, False))
            decos.append(self._paint_flower(spots, RT, False))
            self._tiles_on("top", d.top, spots, cells)
        else:
            decos.append((QRectF(sx - 2.5 * RT, cy - 2.5 * RT, 5 * RT, 5 * RT), paint_empty_slot, -0.3))
        decos.append(text_deco(QRectF(sx - 45, cy + 52, 90, 16), "Round stack: {n}", 9, n=d.stack_left))
        # the displayed expansions, in fixed slots
        entries = [("down", i, t) for i, t in enumerate(d.down)] + [("up", i, e) for i, e in enumerate(d.up)]
        for k in range(slots):
            x = x0 + 110 + pitch * k + pitch / 2
            y = cy if k % 2 == 0 else cy + 2  # a slight stagger reads as separate boards
            if k >= len(entries):
                decos.append((QRectF(x - 2.2 * RT, y - 2.2 * RT, 4.4 * RT, 4.4 * RT), paint_empty_slot, -0.3))
                continue
            kind, i, content = entries[k]
            spots = self._flower(x, y, RT)
            decos.append(self._paint_flower(spots, RT, kind == "up"))
            if kind == "down":
                self._tiles_on(f"d{i}", content, spots, cells)
            else:
                px, py = spots[1]
                cells[("copy", "exp", content)] = Cell(
                    hex_poly(px, py, RT),
                    paint_tile,
                    {"hexagon": content, "r": RT, "printed": True},
                    tooltip=partial(self._expansion_tip, content, vm),
                )
        if d.first_player_marker:

            def paint_marker(qp: QPainter, rect: QRectF) -> None:
                painting.badge(qp, rect.center(), rect.width() / 2, "1", "#444444")

            decos.append((QRectF(self.table_w - 30, y0 + 4, 20, 20), paint_marker, 2.0))

    def _actions_row(self, vm, cells, decos) -> None:
        y0 = 228.0
        h = 70.0
        decos.append(panel_deco(QRectF(0, y0, self.table_w, h + 30), QColor("#e6dcc3")))
        available = {k[1] for k in vm.targets if k[0] == "acquire"}
        in_display: set[str] = set()
        d = vm.display
        if d is not None:
            for hx in list(d.top) + [t for tl in d.down for t in tl] + list(d.up):
                c, p = painting.split(hx)
                in_display.update((c, p))
        decos.append(
            text_deco(
                QRectF(6, y0 + 2, 200, 14),
                "Acquire a colour",
                9,
                bold=True,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
        )
        decos.append(
            text_deco(
                QRectF(214, y0 + 2, 200, 14),
                "or a pattern",
                9,
                bold=True,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
        )
        r = 17.0
        for k, c in enumerate(data.CRITERIA):
            x = 6 + r * SQ3 / 2 + k * (r * SQ3 + 1) + (12 if k >= 6 else 0)
            y = y0 + 40
            cells[("acquire", c)] = Cell(
                hex_poly(x, y, r),
                paint_criterion,
                {"criterion": c, "r": r, "available": c in available or c in in_display},
                tooltip=partial(painting.acquire_tooltip, c),
            )
        # the supply (its shield the cell, its count beside it with the tower's and the
        # bag's: a highlighted cell's frame would cover a label inside it)
        sx = 440.0
        cells[("supply",)] = Cell(
            rect_poly(QRectF(sx, y0 + 4, 62, 62)),
            paint_supply,
            {"count": vm.supply},
            tooltip=lambda: QCoreApplication.translate(
                "azul_queens_garden", "Take the top expansion of the supply, face down, for 6 points"
            ),
        )
        counts = (
            lambda: QCoreApplication.translate("azul_queens_garden", "Supply: {n}").format(n=vm.supply),
            lambda: QCoreApplication.translate("azul_queens_garden", "Tower: {n}").format(n=vm.tower),
            lambda: QCoreApplication.translate("azul_queens_garden", "Bag: {n}").format(n=vm.bag),
        )
        for k, label in enumerate(counts):
            decos.append(
                plain_deco(
                    count_label_rect(k), label, 9, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                )
            )
        bx = sx + 160
        for k, (key, text) in enumerate(((("pass",), "Pass"), (("done",), "Finish passing"))):
            rect = QRectF(bx, y0 + 4 + k * 33, self.table_w - bx - 8, 29)
            cells[key] = Cell(rect_poly(rect), paint_button, {"text": text, "active": key in vm.targets})
        # what the turn has chosen so far, and while paying the button that pays the proposal
        line = self._pending_text(vm)
        line_w = self.table_w - 16
        if vm.step == "pay" and vm.pending.accept:
            button_w = 190.0
            line_w -= button_w + 6
            rect = QRectF(self.table_w - 8 - button_w, y0 + h + 3, button_w, 25)
            cells[ACCEPT_PAYMENT] = Cell(
                rect_poly(rect),
                paint_button,
                {"text": "Accept payment (★) ⏎", "active": self._can_accept(vm)},
                tooltip=lambda: QCoreApplication.translate(
                    "azul_queens_garden", "Pay with the proposed items (★) at once (Enter)"
                ),
            )
        decos.append(
            plain_deco(
                QRectF(8, y0 + h + 4, line_w, 22),
                line,
                10,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
        )

    def _pending_text(self, vm):
        p = vm.pending

        def items(names) -> str:
            return ", ".join(
                QCoreApplication.translate("azul_queens_garden", "joker") if n == "joker" else painting.hexagon_name(n)
                for n in names
            )

        def text() -> str:
            if vm.is_over:
                return ""
            if p.criterion and p.copies:
                return QCoreApplication.translate(
                    "azul_queens_garden", "Taking every {criterion} hexagon; identical copies: choose one of each"
                ).format(criterion=painting.criterion_name(p.criterion))
            if vm.step == "discard":
                if not p.discards:
                    return QCoreApplication.translate(
                        "azul_queens_garden",
                        "Passing: click hexagons of your storage to discard them, or finish passing",
                    )
                return QCoreApplication.translate(
                    "azul_queens_garden",
                    QT_TRANSLATE_N_NOOP("azul_queens_garden", "Discarded: {items} (−%n points)"),
                    None,
                    p.discard_points,
                ).format(items=items(p.discards))
            if p.bought:
                return QCoreApplication.translate(
                    "azul_queens_garden", "Expansion from the supply (−6 points): choose its area"
                )
            if p.selected:
                what = painting.hexagon_name(p.selected)
                parts = [
                    QCoreApplication.translate("azul_queens_garden", "Placing {hexagon} (cost {cost})").format(
                        hexagon=what, cost=p.cost
                    )
                ]
                if p.area:
                    parts.append(QCoreApplication.translate("azul_queens_garden", "area {area}").format(area=p.area))
                if p.cell:
                    parts.append(QCoreApplication.translate("azul_queens_garden", "on {cell}").format(cell=p.cell))
                if p.paid:
                    parts.append(
                        QCoreApplication.translate("azul_queens_garden", "paid: {items}").format(items=items(p.paid))
                    )
                if p.to_pay and p.suggested_payment:
                    parts.append(
                        QCoreApplication.translate("azul_queens_garden", "proposed (★): {items}").format(
                            items=items(p.suggested_payment)
                        )
                    )
                return " · ".join(parts)
            return ""

        return text

    # -- the gardens ---------------------------------------------------------------------------
    def _block_origin(self, q: int) -> tuple[float, float]:
        return (q * 17.2 * R, 0.0)

    def _draw_gardens(self, vm) -> None:
        cells: dict = {}
        decos: list = []
        for pv in vm.players:
            self._garden(vm, pv, cells, decos)
            self._storage(vm, pv, cells, decos)
        width = len(vm.players) * 17.2 * R - 0.6 * R
        decos.append(
            plain_deco(QRectF(0, 19.7 * R, width, 1.1 * R), lambda: self._legend(vm), 10, colour=QColor("#5a4c33"))
        )
        self.gardens.sync(cells, decos)

    def _garden(self, vm, pv, cells, decos) -> None:
        q = pv.index
        bx, by = self._block_origin(q)
        W = 16.6 * R
        seat = painting.seat_colour(q)
        mover = q == vm.current_player and not vm.is_over
        pale = QColor.fromHslF(seat.hslHueF(), 0.35, 0.86)
        decos.append(panel_deco(QRectF(bx, by, W, 19.4 * R), pale, seat if mover else pale.darker(120), 12))
        decos.append(panel_deco(QRectF(bx, by, W, 1.6 * R), seat, seat.darker(130), 12, z=-0.5))

        def header() -> str:
            bits = [
                self.name(q),
                QCoreApplication.translate(
                    "azul_queens_garden", QT_TRANSLATE_N_NOOP("azul_queens_garden", "%n points"), None, pv.score
                ),
                QCoreApplication.translate("azul_queens_garden", "jokers: {n}").format(n=pv.jokers),
            ]
            if pv.has_first_player_marker:
                bits.append(QCoreApplication.translate("azul_queens_garden", "first player"))
            if pv.passed:
                bits.append(QCoreApplication.translate("azul_queens_garden", "passed"))
            return ("▶ " if mover else "") + " · ".join(bits)

        decos.append(
            plain_deco(QRectF(bx + 8, by + 2, W - 16, 1.6 * R - 4), header, 12, bold=True, colour=QColor("white"))
        )
        lay = HexLayout("pointy", R, (bx + W / 2, by + 1.6 * R + 7.4 * R))
        areas = {a.area: a for a in pv.areas}
        pend = vm.pending
        orienting = mover and vm.step == "orient" and pend.area is not None
        for cv in pv.cells:
            h = _hex(cv.cell)
            x, y = lay.to_pixel(h)
            face_down = cv.area is not None and areas[cv.area].status == "face_down"
            ghost = pend.selected if (mover and pend.cell == cv.cell and not pend.selected_is_expansion) else None
            cells[("cell", q, cv.cell)] = Cell(
                hex_poly(x, y, R),
                paint_garden_cell,
                {"cell": cv, "face_down": face_down, "ghost": ghost},
                coordinate=cv.cell,
                tooltip=partial(self._cell_tip, vm, cv),
            )
        for a in pv.areas:
            if a.status != "none":
                continue
            spots = [lay.to_pixel(_hex(c)) for c in a.cells]
            if orienting and a.area == pend.area:
                x, y = spots[0]
                decos.append(self._paint_flower([spots[0]], R, True))
                for k, label in sorted(vm.orientation_cells.items()):
                    x, y = lay.to_pixel(_hex(label))
                    cells[("orientation", k)] = Cell(
                        hex_poly(x, y, R), paint_orientation, {"hexagon": pend.selected}, coordinate=label
                    )
                continue
            poly = shapely.unary_union([hex_poly(x, y, R * 1.002) for x, y in spots])
            if poly.geom_type != "Polygon":
                poly = poly.convex_hull
            cells[("area", q, a.area)] = Cell(
                shapely.Polygon(poly.exterior.coords),
                paint_free_area,
                {"centres": spots, "area": a.area},
                coordinate="",
                tooltip=partial(_free_area_tip, a.area),
            )

    def _legend(self, vm) -> str:
        """The provisional values the boards show (spec [UNVERIFIED], data.TABLE)."""
        rewards = vm.joker_rewards
        parts = []
        if rewards and any(vm.provisional.get(f"joker_reward.{k}", False) for k in rewards):
            parts.append(
                QCoreApplication.translate(
                    "azul_queens_garden",
                    "jokers for surrounding a fountain {fountain}, statue {statue}, bench {bench}, pavilion {pavilion}",
                ).format(**rewards)
            )
        if any(v for k, v in vm.provisional.items() if k.startswith("ornament.")):
            parts.append(QCoreApplication.translate("azul_queens_garden", "which ornaments are statues or benches"))
        if vm.provisional.get("round_values", False):
            parts.append(
                QCoreApplication.translate("azul_queens_garden", "round points per hexagon: its pattern value")
            )
        if not parts:
            return ""
        return QCoreApplication.translate("azul_queens_garden", "Provisional: {items}").format(items="; ".join(parts))

    def describe(self, entry) -> str:
        """A log line: the engine's events, or for a step of a turn (which has
        none) what was chosen."""
        if entry.events:
            return super().describe(entry)
        a = entry.action
        kind = getattr(a, "kind", "")
        if kind == "acquire":
            return QCoreApplication.translate("azul_queens_garden", "chooses {criterion}").format(
                criterion=painting.criterion_name(a.criterion)
            )
        if kind == "copy":
            return QCoreApplication.translate("azul_queens_garden", "chooses the copy of {hexagon}").format(
                hexagon=painting.hexagon_name(a.hexagon)
            )
        if kind in ("select_tile", "select_exp"):
            what = painting.hexagon_name(a.hexagon)
            return (
                QCoreApplication.translate("azul_queens_garden", "chooses the tile {hexagon}")
                if kind == "select_tile"
                else QCoreApplication.translate("azul_queens_garden", "chooses the expansion {hexagon}")
            ).format(hexagon=what)
        if kind == "buy":
            return QCoreApplication.translate("azul_queens_garden", "takes an expansion from the supply")
        if kind == "place":
            return QCoreApplication.translate("azul_queens_garden", "chooses the space {cell}").format(cell=a.cell)
        if kind == "area":
            return QCoreApplication.translate("azul_queens_garden", "chooses area {area}").format(area=a.area)
        if kind == "orient":
            return QCoreApplication.translate("azul_queens_garden", "turns the expansion")
        if kind in ("pay", "discard"):
            item = a.item
            what = (
                QCoreApplication.translate("azul_queens_garden", "joker")
                if item == "joker"
                else (
                    QCoreApplication.translate("azul_queens_garden", "expansion {hexagon}").format(
                        hexagon=painting.hexagon_name(item)
                    )
                    if item.startswith("x:")
                    else painting.hexagon_name(item)
                )
            )
            return (
                QCoreApplication.translate("azul_queens_garden", "pays with {item}")
                if kind == "pay"
                else QCoreApplication.translate("azul_queens_garden", "discards {item}")
            ).format(item=what)
        if kind == "pass":
            return QCoreApplication.translate("azul_queens_garden", "passes")
        return super().describe(entry)

    def _cell_tip(self, vm, cv) -> str:
        rewards = getattr(vm, "joker_rewards", {}) or {}
        if cv.kind in ("tile", "printed"):
            return f"{cv.cell}: {painting.hexagon_name(cv.hexagon)}"
        if cv.kind == "space":
            return f"{cv.cell}: " + QCoreApplication.translate("azul_queens_garden", "free space")
        name = QCoreApplication.translate(
            "engine", {"fountain": "fountain", "statue": "statue", "bench": "bench", "pavilion": "pavilion"}[cv.kind]
        )
        text = f"{cv.cell}: {name}"
        if cv.kind in ("statue", "bench") and vm.provisional.get(f"ornament.{cv.cell}", False):
            text += " " + QCoreApplication.translate("azul_queens_garden", "(provisional)")
        if cv.kind in rewards:
            text += " · " + QCoreApplication.translate(
                "azul_queens_garden",
                QT_TRANSLATE_N_NOOP("azul_queens_garden", "%n jokers when surrounded"),
                None,
                rewards[cv.kind],
            )
            if vm.provisional.get(f"joker_reward.{cv.kind}", False):
                text += " " + QCoreApplication.translate("azul_queens_garden", "(provisional)")
        if cv.surrounded:
            text += " · " + QCoreApplication.translate("azul_queens_garden", "surrounded")
        return text

    def _storage(self, vm, pv, cells, decos) -> None:
        """A player's storage (docs/rules/azul_queens_garden.md §2.7): its panel, its 12
        tile spaces and its 2 expansion spaces, clickable as the step wants."""
        q = pv.index
        bx, by = self._block_origin(q)
        mover = q == vm.current_player and not vm.is_over
        step = vm.step if mover else ""
        pend = vm.pending
        rs = 0.58 * R
        y = by + 1.6 * R + 15.9 * R
        row = _StorageRow(
            q=q,
            mover=mover,
            step=step,
            pend=pend,
            used=Counter(pend.paid if step == "pay" else pend.discards if step == "discard" else ()),
            proposed=Counter(pend.suggested_payment if step == "pay" else ()),
            rs=rs,
            pitch=rs * SQ3 + 1,
            x0=bx + 0.45 * R + rs,
            y=y,
        )
        decos.append(
            panel_deco(QRectF(bx + 0.3 * R, y - 1.4 * R, 16.0 * R, 2.8 * R), QColor("#f7f1e1"), None, 8, z=-0.7)
        )
        self._storage_tiles(row, pv, cells, decos)
        self._storage_expansions(row, vm, pv, cells, decos)

    @staticmethod
    def _storage_tiles(row: _StorageRow, pv, cells, decos) -> None:
        """The 12 tile spaces: jokers first, then the tiles (identical ones
        together, one cell per kind), then the free spaces."""
        q, step, pend, rs, pitch, x0, y = row.q, row.step, row.pend, row.rs, row.pitch, row.x0, row.y
        groups = [("joker", pv.jokers)] if pv.jokers else []
        groups += sorted(Counter(pv.tiles).items(), key=lambda t: pv.tiles.index(t[0]))
        slot = 0
        for item, n in groups:
            centres = [(x0 + (slot + i) * pitch, y) for i in range(n)]
            slot += n
            key: tuple
            if step == "pay":
                key = ("pay", item)
            elif step == "discard" and item != "joker":
                key = ("discard", item)
            elif item == "joker":
                key = ("jokers", q)
            else:
                key = ("storage_tile", q, item)
            selected = row.mover and pend.selected == item and not pend.selected_is_expansion
            poly = shapely.unary_union([hex_poly(cx, cy, rs * 1.001) for cx, cy in centres]).convex_hull
            k_used = row.used[item] + (1 if selected and step == "pay" else 0)
            cells[key] = Cell(
                poly,
                paint_storage,
                {
                    "item": item,
                    "centres": centres,
                    "r": rs,
                    "used": min(n, k_used),
                    "proposed": row.proposed[item],
                    "selected": selected,
                },
                tooltip=partial(_storage_tip, item),
            )
        for i in range(slot, data.STORAGE_TILE_SPACES):
            cx = x0 + i * pitch
            decos.append((QRectF(cx - rs, y - rs, 2 * rs, 2 * rs), paint_empty_slot, -0.3))

    def _storage_expansions(self, row: _StorageRow, vm, pv, cells, decos) -> None:
        """The 2 expansion spaces, right of the tile spaces: a cell per expansion
        kept, an empty slot for the others."""
        step, pend, y = row.step, row.pend, row.y
        re_ = 0.72 * R
        ex0 = row.x0 + (data.STORAGE_TILE_SPACES - 1) * row.pitch + row.rs + 0.2 * R + re_
        for i in range(data.STORAGE_EXPANSION_SPACES):
            cx = ex0 + i * (re_ * SQ3 + 2)
            if i >= len(pv.expansions):
                decos.append((QRectF(cx - re_, y - re_, 2 * re_, 2 * re_), paint_empty_slot, -0.3))
                continue
            hx = pv.expansions[i]
            item = "x:" + hx
            key: tuple
            if step == "pay":
                key = ("pay", item)
            elif step == "discard":
                key = ("discard", item)
            else:
                key = ("storage_expansion", row.q, hx)
            if key in cells:  # two identical expansions cannot exist (one per combination)
                continue
            selected = row.mover and pend.selected == hx and pend.selected_is_expansion
            k_used = row.used[item] + (1 if selected and step == "pay" else 0)
            cells[key] = Cell(
                hex_poly(cx, y, re_),
                paint_storage,
                {
                    "item": item,
                    "centres": [(cx, y)],
                    "r": re_,
                    "used": min(1, k_used),
                    "proposed": row.proposed[item],
                    "selected": selected,
                },
                tooltip=partial(self._expansion_tip, hx, vm),
            )

    def _expansion_tip(self, hexagon: str, vm) -> str:
        return painting.hexagon_tooltip(hexagon, expansion=True, joker_reward=self._pavilion(vm))

    @staticmethod
    def _pavilion(vm) -> int | None:
        """The jokers of a surrounded pavilion in this game (§4.1.B)."""
        return (getattr(vm, "joker_rewards", None) or {}).get("pavilion")

    def retranslate(self) -> None:
        """Only the words: the painters translate while painting and the
        tooltips when shown, so the boards are not built again."""
        super().retranslate()
        self.retranslate_view()
        for scene in self.scenes:
            scene.update()  # the colour letters, drawn translated
