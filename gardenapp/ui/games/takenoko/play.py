"""The Takenoko play screen, drawn from the view model (games/takenoko/view.py).

Left: the turn bar (weather die, action chips, Skip / Cancel / End turn), the
garden, and one panel per player (stomach, stored channels and tokens,
objectives in hand — faces only for the player allowed to see them — and
completed objectives). Right of the garden: the five actions, the choice the
current step asks for (three drawn plots, a deck, a weather face, an
improvement), the reserve's free actions and the hand, where a card that can
be completed glows and a click on a card outlines the cells that fulfil it.

Every clickable thing is a view-model key: the garden's cells and edges
(``KeyedGardenScene``, registered with the base) and the buttons here
(``_button``). The base's Selector decides what a click does and what is
highlighted; the base writes the instruction line, the log (from the
engine's events) and the last turn's marks. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....core.hexgrid import parse_pair
from ....core.viewmodel import Key, ViewModel
from ....games.takenoko.data import ACTION_IDS, CARD_BY_ID, PANDA_TYPE
from ....games.takenoko.view import IMPROVEMENTS, TakenokoView, build_view
from ... import plaintext
from ...boardview import set_tip
from ...plaintext import PlainLabel, RichLabel, escape_for_rich, no_mnemonic
from ...playscreen import PlayScreenBase
from . import painting
from .panels import ActionChips, GardenBanner, PlayerPanel, WeatherDie
from .scene import GardenView, KeyedGardenScene, view_hex
from .widgets import CardWidget, FittedToolButton, PlotChoiceWidget

DECKS = ("plot", "gardener", "panda")

ButtonT = TypeVar("ButtonT", bound=QAbstractButton)


def _in_zone(keys: Iterable[Key], zone: str) -> list[tuple]:
    """The keys of one zone (``("claim", card)``, ``("weather", face)``...):
    every key of Takenoko's view is a tuple that starts with its zone."""
    return [k for k in keys if isinstance(k, tuple) and k and k[0] == zone]


class TakenokoPlayScreen(PlayScreenBase):
    def __init__(self, game, parent: QWidget | None = None):
        self.selected_card: str | None = None
        self._panels: list[PlayerPanel] = []
        self._buttons: dict = {}  # view-model key -> its button (fixed ones)
        self._dynamic: dict = {}  # view-model key -> its button (rebuilt with the view)
        super().__init__(game, parent)
        # §8 app safeguard: people at the table may agree to stop a game nobody can finish.
        self.act_agree = QAction(self)
        self.act_agree.triggered.connect(self.end_by_agreement)
        self.act_agree.setEnabled(False)
        self._build()  # its button ends the turn bar: the toolbar is full in Polish (docs/architecture.md §6.11)
        self.register_scene(self.scene)
        self.log.setWordWrap(True)
        splitter = self.findChild(QSplitter)
        if splitter is not None:
            splitter.setSizes([940, 340])
        self.retranslate()

    # -- building -------------------------------------------------------------------------
    def _button(self, key, button: ButtonT, fixed: bool = True) -> ButtonT:
        """A button that clicks the view-model key ``key``."""
        button.clicked.connect(lambda _=False, k=key: self.click(k))
        (self._buttons if fixed else self._dynamic)[key] = button
        return button

    def hint_widgets(self) -> dict:
        """The buttons of view-model keys, for the coach's numbered marks (docs/architecture.md §8.4)."""
        return {**self._buttons, **self._dynamic}

    def _build(self) -> None:
        self.pages = QStackedLayout(self.board_area)
        self.pages.addWidget(self._build_start_page())
        self.pages.addWidget(self._build_game_page())
        self.pages.setCurrentIndex(0)

    def _build_start_page(self) -> QWidget:
        """The page shown before a game: the banner, the title, New and Open."""
        start = QWidget()
        pl = QVBoxLayout(start)
        pl.addStretch(1)
        self.start_title = PlainLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.start_title.setStyleSheet("font-size: 24pt; font-weight: bold; color: #33691e;")
        self.start_text = PlainLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.start_text.setWordWrap(True)
        self.start_new = QPushButton()
        self.start_new.setMinimumSize(240, 44)
        self.start_new.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.start_new.clicked.connect(self.new_game)
        self.start_open = QPushButton()
        self.start_open.setMinimumSize(240, 32)
        self.start_open.clicked.connect(self.open_game)
        pl.addWidget(GardenBanner(), 0, Qt.AlignmentFlag.AlignCenter)
        pl.addWidget(self.start_title)
        pl.addWidget(self.start_text)
        for b in (self.start_new, self.start_open):
            pl.addWidget(b, 0, Qt.AlignmentFlag.AlignCenter)
        pl.addStretch(1)
        return start

    def _build_game_page(self) -> QWidget:
        """The page of a game: the turn bar, the garden with the side column, the
        players' panels below."""
        game = QWidget()
        gl = QVBoxLayout(game)
        gl.setContentsMargins(4, 4, 4, 4)
        gl.setSpacing(4)
        gl.addLayout(self._build_turn_bar())

        middle = QHBoxLayout()
        self.scene = KeyedGardenScene()
        self.view = GardenView(self.scene)
        self.view.setMinimumSize(360, 300)
        self.view.setStyleSheet("background: #f3efe2;")
        middle.addWidget(self.view, 1)
        middle.addWidget(self._build_side_column())
        gl.addLayout(middle, 1)

        self.players_row = QHBoxLayout()
        self.players_row.setSpacing(4)
        gl.addLayout(self.players_row)
        return game

    def _build_turn_bar(self) -> QHBoxLayout:
        """The turn bar (the instruction line is the base's header, above): the
        weather die and its text, the action chips, Skip, Cancel and End."""
        bar = QHBoxLayout()
        self.die = WeatherDie()
        self.weather_text = RichLabel()  # a bold line and a small one; its texts escaped
        self.weather_text.setWordWrap(True)
        self.weather_text.setFixedWidth(210)
        self.chips = ActionChips()
        self.skip_btn = self._button(("skip",), QPushButton())
        self.cancel_btn = QPushButton()
        self.cancel_btn.clicked.connect(self.cancel_selection)
        self.end_btn = self._button(("end",), QPushButton())
        self.end_btn.setStyleSheet("font-weight: bold;")
        bar.addWidget(self.die)
        bar.addWidget(self.weather_text)
        bar.addWidget(self.chips)
        bar.addStretch(1)
        for b in (self.skip_btn, self.cancel_btn, self.end_btn):
            b.setMinimumHeight(34)
            bar.addWidget(b)
        self.agree_btn = QToolButton()
        self.agree_btn.setDefaultAction(self.act_agree)
        self.agree_btn.setMinimumHeight(34)
        bar.addWidget(self.agree_btn)
        return bar

    def _build_side_column(self) -> QScrollArea:
        """Right of the garden, scrolling: the actions, the choice at hand, the
        reserve and the hand."""
        side = QWidget()
        side.setFixedWidth(330)
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.setSpacing(4)
        sl.addWidget(self._build_actions_box())
        self.choice_box = QGroupBox()
        self.choice_layout = QGridLayout(self.choice_box)
        self.choice_layout.setContentsMargins(4, 4, 4, 4)
        self.choice_layout.setSpacing(4)
        self._choice_widgets: list[QWidget] = []
        sl.addWidget(self.choice_box)
        sl.addWidget(self._build_reserve_box())
        self.hand_box = QGroupBox()
        self.hand_layout = QGridLayout(self.hand_box)
        self.hand_layout.setContentsMargins(4, 4, 4, 4)
        self.hand_layout.setSpacing(2)
        self.hand_layout.setColumnStretch(5, 1)
        self._hand_widgets: list[QWidget] = []
        self.hand_hint = PlainLabel()
        self.hand_hint.setWordWrap(True)
        self.hand_hint.setStyleSheet("color: #5d4037;")
        sl.addWidget(self.hand_box)
        sl.addWidget(self.hand_hint)
        sl.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(side)
        scroll.setFixedWidth(346)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return scroll

    def _build_actions_box(self) -> QGroupBox:
        """One checkable button per action of the turn."""
        self.actions_box = QGroupBox()
        al = QHBoxLayout(self.actions_box)
        al.setContentsMargins(4, 4, 4, 4)
        al.setSpacing(2)
        self.action_buttons: dict[str, QToolButton] = {}
        for a in ACTION_IDS:
            action_b = FittedToolButton()  # "Nawadnianie" shrinks instead of "Naw…nie"
            action_b.setIcon(painting.icon_for("action", a, 64))
            action_b.setIconSize(QSize(34, 34))
            action_b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            action_b.setMinimumWidth(60)
            action_b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            action_b.setCheckable(True)
            self.action_buttons[a] = self._button(("action", a), action_b)
            al.addWidget(action_b)
        return self.actions_box

    def _build_reserve_box(self) -> QGroupBox:
        """The player's reserve: the irrigation channel and the improvement tokens."""
        self.reserve_box = QGroupBox()
        rl = QHBoxLayout(self.reserve_box)
        rl.setContentsMargins(4, 4, 4, 4)
        self.channel_btn = QToolButton()
        self.channel_btn.setIcon(painting.icon_for("channel", "", 48))
        self.channel_btn.setIconSize(QSize(26, 26))
        self.channel_btn.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.channel_btn.setCheckable(True)
        self._button(("channel",), self.channel_btn)
        rl.addWidget(self.channel_btn)
        self.token_btns: dict[str, QToolButton] = {}
        for kind in IMPROVEMENTS:
            token_b = QToolButton()
            token_b.setIcon(painting.icon_for("improvement", kind, 48))
            token_b.setIconSize(QSize(26, 26))
            token_b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            token_b.setCheckable(True)
            self.token_btns[kind] = self._button(("token", kind), token_b)
            rl.addWidget(token_b)
        rl.addStretch(1)
        return self.reserve_box

    # -- base hooks -------------------------------------------------------------------------
    def start(self, session) -> None:
        self.selected_card = None
        for p in self._panels:
            self.players_row.removeWidget(p)
            p.deleteLater()
        self._panels = [PlayerPanel(self, i) for i in range(len(session.names))]
        for p in self._panels:
            self.players_row.addWidget(p, 1)
        self.pages.setCurrentIndex(1)
        super().start(session)

    def retranslate(self) -> None:
        super().retranslate()
        self.start_title.setText(self.tr_game_name())
        self.start_text.setText(
            self.tr(
                "Grow bamboo, feed the panda and complete objectives. Play against the "
                "computer or pass the screen between friends."
            )
        )
        self.act_agree.setText(self.tr("End by agreement…"))
        self.act_agree.setToolTip(self.tr("Stop the game now and score it as it stands (an app safeguard, not a rule)"))
        self.start_new.setText(self.tr("Start a new game…"))
        self.start_open.setText(self.tr("Open a saved game…"))
        self.skip_btn.setText(self.tr("Skip"))
        self.cancel_btn.setText(self.tr("Cancel"))
        self.end_btn.setText(self.tr("End turn"))
        self.actions_box.setTitle(self.tr("Actions"))
        self.reserve_box.setTitle(self.tr("Reserve (free actions)"))
        self.hand_box.setTitle(self.tr("Your objectives"))
        for a, b in self.action_buttons.items():
            b.setText(painting.label("action", a))
            b.setToolTip(painting.label("action_help", a))
        self.channel_btn.setToolTip(self.tr("Place an irrigation channel from your reserve"))
        for kind, b in self.token_btns.items():
            b.setToolTip(
                self.tr("Place a {improvement} token from your reserve").format(
                    improvement=painting.label("improvement", kind)
                )
            )
        if self.session is not None:
            self.refresh()

    def title(self) -> str:
        return self.tr_game_name()

    def build_view(self, view, viewer) -> TakenokoView:
        return build_view(view, viewer)

    # -- drawing the view model ---------------------------------------------------------------
    def draw(self, vm: ViewModel) -> None:
        assert isinstance(vm, TakenokoView), "build_view makes Takenoko's view"
        self._draw_garden(vm)
        self._draw_turn_bar(vm)
        self._draw_reserve(vm)
        self._draw_hand(vm)
        self.act_agree.setEnabled(("agree_end",) in vm.targets)
        s = self.live_session
        for i, panel in enumerate(self._panels):
            if i < len(vm.players):
                seat = self.tr("person") if s.is_human(i) else self.tr("computer")
                panel.show_player(vm.players[i], s.names[i], seat, vm.is_over, vm.emperor_points)

    def _draw_garden(self, vm: TakenokoView) -> None:
        plots = {
            view_hex(p.cell): {
                "colour": p.colour,
                "improvement": p.improvement,
                "printed": p.printed,
                "bamboo": p.bamboo,
            }
            for p in vm.plots
        }
        irrigated = {view_hex(p.cell) for p in vm.plots if p.irrigated}
        channels = {frozenset(view_hex(c) for c in e.split("|")) for e in vm.channels}
        grew = self.scene.sync(
            plots, irrigated, channels, view_hex(vm.panda), view_hex(vm.gardener), [view_hex(c) for c in vm.spots]
        )
        # the free edges a channel may take (pairs of the reserve's channel)
        self.scene.set_edges([self.scene.edge_hexes(t) for s, t in vm.pairs if s == ("channel",)])
        if grew:
            self.view.refit_if_auto()

    def _draw_turn_bar(self, vm: TakenokoView) -> None:
        if vm.is_over:
            self.die.set_face(None)
            self.weather_text.setText("")
            self.weather_text.setToolTip("")
            self.chips.set_chips(0, [])
            return
        rolled, chosen = vm.rolled, vm.weather
        self.die.set_face(rolled)
        if rolled is None:
            text = self.tr("No weather in the first round.")
        elif chosen is not None and chosen != rolled:
            text = self.tr("Weather: {rolled} → {chosen}").format(
                rolled=painting.label("weather", rolled), chosen=painting.label("weather", chosen)
            )
        else:
            text = self.tr("Weather: {face}").format(face=painting.label("weather", rolled))
        face = chosen or rolled
        text = escape_for_rich(text)
        if face:
            text = f"<b>{text}</b><br><small>{escape_for_rich(painting.label('weather_help', face))}</small>"
        self.weather_text.setText(text)
        self.weather_text.setToolTip(painting.label("weather_help", face) if face else "")
        self.chips.set_chips(vm.actions_allowed, list(vm.actions_used))
        set_tip(self.chips, partial(self._chips_tip, len(vm.actions_used), vm.actions_allowed))

    def _chips_tip(self, used: int, allowed: int) -> str:
        return self.tr("Actions this turn: {n} of {m}").format(n=used, m=allowed)

    def _reserve_owner(self, vm: TakenokoView) -> int:
        """Whose reserve the side panel shows: the viewer's, else the mover's."""
        if vm.viewer is not None and 0 <= vm.viewer < len(vm.players):
            return vm.viewer
        return vm.current_player if 0 <= vm.current_player < len(vm.players) else 0

    def _draw_reserve(self, vm: TakenokoView) -> None:
        if not vm.players:
            return
        shown = vm.players[self._reserve_owner(vm)]
        self.channel_btn.setText(str(shown.channels))
        for kind, b in self.token_btns.items():
            b.setText(str(shown.tokens[kind]))

    def _draw_hand(self, vm: TakenokoView) -> None:
        for w in self._hand_widgets:
            self.hand_layout.removeWidget(w)
            w.hide()
            w.deleteLater()
        self._hand_widgets = []
        for key in [k for k in self._dynamic if k[0] == "claim"]:
            del self._dynamic[key]
        viewer = vm.viewer
        if viewer is None or not 0 <= viewer < len(vm.players):
            self.selected_card = None
            self.hand_box.setTitle(self.tr("Objectives"))
            self.hand_hint.setText(self.tr("Hands are hidden."))
            return
        self.hand_box.setTitle(no_mnemonic(self.tr("{name}'s objectives").format(name=self.live_session.names[viewer])))
        ids = [c.card for c in vm.players[viewer].hand if c.card is not None]
        if self.selected_card not in ids:
            self.selected_card = None
        claimable = {k[1] for k in _in_zone(vm.targets, "claim")}
        for k, ident in enumerate(ids):
            box = QWidget()
            bl = QVBoxLayout(box)
            bl.setContentsMargins(0, 0, 0, 0)
            bl.setSpacing(1)
            card = CardWidget(ident, QSize(60, 80))
            card.selected = ident == self.selected_card
            if ident in claimable:
                card.glow = QColor("#2e7d32")
            card.clicked.connect(lambda i=ident: self.select_card(i))
            bl.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
            if ident in claimable:
                b = QPushButton(self.tr("Complete"))
                b.setToolTip(self.tr("Complete this objective (+{n})").format(n=CARD_BY_ID[ident].points))
                b.setStyleSheet("background: #c8e6c9; font-weight: bold; padding: 2px 1px;")
                bl.addWidget(self._button(("claim", ident), b, fixed=False))
            else:
                bl.addStretch(1)
            self.hand_layout.addWidget(box, 0, k)
            self._hand_widgets.append(box)
        marks = {}
        if self.selected_card is not None:
            for cells in vm.fulfils.get(self.selected_card, ()):
                for c in cells:
                    marks[parse_pair(c)] = painting.MARK_GOLD
        self.scene.set_marks(marks)
        if not ids:
            self.hand_hint.setText(self.tr("No objective in hand."))
        elif claimable:
            self.hand_hint.setText(
                self.tr("A green card can be completed now. Click a card to see where the garden fulfils it.")
            )
        elif self.selected_card is not None and not marks and CARD_BY_ID[self.selected_card].type != PANDA_TYPE:
            self.hand_hint.setText(
                self.tr("“{card}” is not fulfilled by the garden yet.").format(
                    card=painting.card_name(self.selected_card)
                )
            )
        else:
            self.hand_hint.setText(self.tr("Click a card to see where the garden fulfils it."))

    # -- what the chosen source changes ---------------------------------------------------------
    def _shown_view(self) -> TakenokoView | None:
        vm = self.view_model
        assert vm is None or isinstance(vm, TakenokoView), "build_view makes Takenoko's view"
        return vm

    def selection_changed(self, source) -> None:
        vm = self._shown_view()
        if vm is None:
            return
        self._draw_choices(vm, source)
        lit = self.selector.highlighted()
        clickable = lit | set(vm.targets) | self.selector.sources()
        for key, b in list(self._buttons.items()) + list(self._dynamic.items()):
            b.setEnabled(key in clickable)
            if b.isCheckable():
                b.setChecked(key == source)
        self.skip_btn.setVisible(("skip",) in vm.targets)
        self.end_btn.setVisible(("end",) in vm.targets)
        self.cancel_btn.setVisible(source is not None)
        # garden: the highlighted cells and edges take clicks, the rest pan the view
        self.scene.show_free_edges = source == ("channel",)
        for key, item in self.scene.cell_items().items():
            item.interactive = key in lit
        self.scene.refresh()
        prompt = vm.source_prompts.get(source) if source is not None else None
        if prompt is not None:
            self.prompt.setText(prompt.render(QCoreApplication.translate))
        elif vm.prompt.template or vm.is_over:
            self.prompt.setText(self.prompt_text(vm))

    def _clear_choices(self) -> None:
        for w in self._choice_widgets:
            self.choice_layout.removeWidget(w)
            w.hide()
            w.deleteLater()
        self._choice_widgets = []
        for key in [k for k in self._dynamic if k[0] != "claim"]:
            del self._dynamic[key]

    def _add_choice(self, w: QWidget, row: int, col: int, rowspan: int = 1, colspan: int = 1) -> QWidget:
        self.choice_layout.addWidget(w, row, col, rowspan, colspan)
        self._choice_widgets.append(w)
        return w

    def _tool(self, icon, text: str = "", tip: str = "", size: QSize | None = None) -> QToolButton:
        b = QToolButton()
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(size if size is not None else QSize(34, 34))
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        b.setText(text)
        b.setToolTip(tip)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return b

    def _tile_name(self, tile) -> str:
        colour = painting.label("colour", tile.colour)
        if tile.improvement == "none":
            text = self.tr("{colour} plot").format(colour=colour)
        else:
            text = self.tr("{colour} plot with a printed {improvement}").format(
                colour=colour, improvement=painting.label("improvement", tile.improvement)
            )
        return painting.cap(text)

    def _draw_choices(self, vm: TakenokoView, source) -> None:
        """The step's own choices (drawn plots, decks, weather faces, tokens),
        each a button on a view-model key."""
        self._clear_choices()
        self.choice_box.setTitle(self.tr("Now"))
        keys = set(vm.targets) | {t for _, t in vm.pairs} | {s for s, _ in vm.pairs}
        ph = vm.phase
        if source == ("action", "objective"):
            for k, d in enumerate(DECKS):
                b = self._tool(
                    painting.icon_for("deck", d, 64),
                    self.tr("{deck}\n%n left", "", vm.decks.get(d, 0)).format(deck=painting.label("action", d)),
                    painting.label("deck", d),
                    QSize(40, 48),
                )
                self._add_choice(self._button(("deck", d), b, fixed=False), 0, k)
        elif ph == "pick_plot" and _in_zone(keys, "pick"):
            for i, tile in enumerate(vm.drawn):
                w = PlotChoiceWidget(tile.colour, tile.improvement)
                w.setToolTip(self._tile_name(tile))
                w.clicked.connect(lambda i=i: self.click(("pick", i)))
                self._add_choice(w, 0, i)
            if ("reverse",) in keys:
                reverse_b = QPushButton(self.tr("Return the other two reversed"))
                reverse_b.setCheckable(True)
                reverse_b.setToolTip(
                    self.tr(
                        "The two plots you do not keep go under the stack; choose this, then the plot "
                        "to keep, to put them back in the reverse order."
                    )
                )
                self._add_choice(self._button(("reverse",), reverse_b, fixed=False), 1, 0, 1, 3)
        elif ph == "place_plot" and vm.picked is not None:
            w = PlotChoiceWidget(vm.picked.colour, vm.picked.improvement)
            w.setCursor(Qt.CursorShape.ArrowCursor)
            w.setToolTip(self._tile_name(vm.picked))
            self._add_choice(w, 0, 0, 2, 1)
            attach = sorted(s[1] for s in _in_zone(keys, "attach"))
            if attach:
                note = PlainLabel(self.tr("Attach a token from your reserve:"), wordWrap=True)
                note.setStyleSheet("color: #37474f;")
                self._add_choice(note, 0, 1, 1, 3)
                none = QToolButton()
                none.setCheckable(True)
                none.setText(self.tr("none"))
                none.setChecked(source is None)
                none.clicked.connect(self._attach_nothing)
                self._add_choice(none, 1, 1)
                for k, imp in enumerate(attach):
                    b = QToolButton()
                    b.setCheckable(True)
                    b.setIcon(painting.icon_for("improvement", imp, 48))
                    b.setIconSize(QSize(26, 26))
                    b.setToolTip(painting.label("improvement", imp))
                    self._add_choice(self._button(("attach", imp), b, fixed=False), 1, 2 + k)
        elif _in_zone(keys, "weather"):
            faces = [k[1] for k in _in_zone(vm.targets, "weather")]
            for k, face in enumerate(faces):
                b = self._tool(
                    painting.icon_for("weather", face, 48),
                    painting.label("weather", face),
                    painting.label("weather_help", face),
                )
                self._add_choice(self._button(("weather", face), b, fixed=False), k // 3, k % 3)
        elif _in_zone(keys, "take"):
            for k, imp in enumerate(i for i in IMPROVEMENTS if ("take", i) in vm.targets):
                b = self._tool(painting.icon_for("improvement", imp, 48), painting.label("improvement", imp))
                self._add_choice(self._button(("take", imp), b, fixed=False), 0, k)
        self.choice_box.setVisible(bool(self._choice_widgets))

    # -- clicks that are not moves --------------------------------------------------------------
    def _attach_nothing(self) -> None:
        """The "none" token while placing a plot: forget a chosen token."""
        self.cancel_selection()
        vm = self._shown_view()
        assert vm is not None, "the none button is drawn with a view's choices"
        self._draw_choices(vm, self.selector.source)

    def end_by_agreement(self) -> None:
        vm = self.view_model
        if vm is None or ("agree_end",) not in vm.targets:
            return
        answer = plaintext.question(
            self,
            self.tr("End by agreement"),
            self.tr(
                "Do all players agree to end the game now? It is scored as it stands; the Emperor card goes "
                "only to a player who has already earned it."
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.click(("agree_end",))

    def select_card(self, ident: str) -> None:
        """A card of the hand: outline the cells that fulfil it (again: stop)."""
        self.selected_card = None if self.selected_card == ident else ident
        self.refresh()

    # -- keyboard and screen readers (docs/architecture.md §6.14) ------------------------------
    def target_widgets(self) -> dict:
        """The buttons of the lit keys, and the drawn plots while one is to be picked."""
        lit = self.selector.highlighted()
        widgets = {k: b for k, b in list(self._buttons.items()) + list(self._dynamic.items()) if k in lit}
        picks = [w for w in self._choice_widgets if isinstance(w, PlotChoiceWidget)]
        for key in _in_zone(lit, "pick"):
            if isinstance(key[1], int) and key[1] < len(picks):
                widgets[key] = picks[key[1]]
        return widgets

    def target_words(self, key) -> str:
        zone = key[0] if isinstance(key, tuple) and key else None
        if zone == "cell":
            return self.tr("Garden, place {place}").format(place=key[1])
        if zone == "edge":
            return self.tr("Garden, edge {edge}").format(edge=key[1].replace("|", " – "))
        if zone == "pick":
            return self.tr("Drawn plot {n}").format(n=key[1] + 1)
        if zone in ("attach", "token"):
            return self.tr("Improvement from your reserve")
        return super().target_words(key)

    def board_name(self, scene) -> str:
        return self.tr("Garden")

    def end_extra_text(self, sheet) -> str:
        vm = self._shown_view()
        if vm is None:
            return ""
        lines = []
        names = self.live_session.names
        if vm.emperor >= 0:
            lines.append(
                self.tr("The Emperor card (+{n}) went to {name}.").format(n=vm.emperor_points, name=names[vm.emperor])
            )
        else:
            lines.append(self.tr("Nobody reached the objective count: no Emperor card."))
        lines.append(
            self.tr("Completed objectives: {list}.").format(
                list=", ".join(f"{names[p.index]} {len(p.done)}" for p in vm.players if p.index < len(names))
            )
        )
        totals = sheet.totals()
        best = max(totals) if totals else 0
        tied = [i for i, t in enumerate(totals) if t == best]
        if len(tied) > 1:
            if len(sheet.winners) < len(tied):
                lines.append(self.tr("Tie on points, broken by the points of completed panda objectives."))
            else:
                lines.append(self.tr("Tie on points and on panda objectives: the victory is shared."))
        return "\n".join(lines)
