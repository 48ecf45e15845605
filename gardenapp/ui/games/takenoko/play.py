"""The Takenoko play screen.

Left: the turn bar (weather die, action chips, what to do now, Skip / Cancel
/ End turn), the garden, and one panel per player (stomach, stored channels
and tokens, objectives in hand — faces only for the player allowed to see
them — and completed objectives). Right of the garden: the five actions, the
choice the current step asks for (three drawn plots, a deck, a weather face,
an improvement), the reserve's free actions and the hand, where a card that
can be completed glows and a click on a card outlines the cells that fulfil it.

Every click becomes one engine action; a highlighted cell or edge is one that
appears in ``state.legal_actions()``; nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QMessageBox, QPushButton,
                               QScrollArea, QSizePolicy, QSplitter, QStackedLayout, QToolButton, QVBoxLayout, QWidget)

from ....games.takenoko.actions import (ChooseWeather, ClaimObjective, DrawObjective, DrawPlots, EndByAgreement,
                                        EndTurn, GrowPlot,
                                        MoveGardener, MovePanda, PickPlot, PlaceChannel, PlaceImprovement, PlacePlot,
                                        SkipWeather, TakeChannel, TakeImprovement, WeatherTarget)
from ....games.takenoko.components import (ACTION_IDS, CARD_BY_ID, CARDS, COLOUR_IDS, EMPEROR_POINTS, IMPROVEMENT_IDS,
                                           PANDA_TYPE,
                                           WEATHER_IDS, plot_colour, plot_improvement)
from ....games.takenoko.grid import cell_of
from ....games.takenoko.objectives import fulfilling_cell_sets
from ...playscreen import PlayScreenBase
from ...session import LogEntry
from . import painting
from .garden import GardenScene, GardenView, edge_id, is_edge
from .widgets import CardWidget, PlotChoiceWidget

Hex = tuple[int, int]
DECKS = ("plot", "gardener", "panda")
# The engine's action for each of the five actions (the first two are one click;
# the others then take a target: a cell for the figures, a deck for objectives).
ACTION_CLASS = {"plot": DrawPlots, "irrigation": TakeChannel, "gardener": MoveGardener, "panda": MovePanda,
                "objective": DrawObjective}


from .panels import (COLOURS, IMPROVEMENT_IDS_BY_NAME, IMPROVEMENTS, ActionChips, GardenBanner, PlayerPanel,
                     WeatherDie, fmt)



class TakenokoPlayScreen(PlayScreenBase):

    def __init__(self, game, parent: QWidget | None = None):
        # what the next click on the garden does: None, ("action", gardener/panda/objective),
        # "channel" or ("token", kind) (a free action from the reserve)
        self.mode: Any = None
        self.selected_card: str | None = None
        self.attach = ""                     # token to attach while placing a plot
        self._hist: list = []                # states before each logged action (for the log's wording)
        self._hist_session = None
        self._targets: dict = {}             # clickable cell/edge -> action
        self._panels: list[PlayerPanel] = []
        super().__init__(game, parent)
        # §8 app safeguard: people at the table may agree to stop a game nobody can finish.
        self.act_agree = QAction(self, triggered=self.end_by_agreement)
        self.act_agree.setEnabled(False)
        self.toolbar.addAction(self.act_agree)
        self._build()
        self.log.setWordWrap(True)
        splitter = self.findChild(QSplitter)
        if splitter is not None:
            splitter.setSizes([940, 340])
        self.retranslate()
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.cancel_mode)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.pages = QStackedLayout(self.board_area)
        # the start prompt
        prompt = QWidget()
        pl = QVBoxLayout(prompt)
        pl.addStretch(1)
        self.prompt_title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.prompt_title.setStyleSheet("font-size: 24pt; font-weight: bold; color: #33691e;")
        self.prompt_text = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.prompt_text.setWordWrap(True)
        self.prompt_new = QPushButton()
        self.prompt_new.setMinimumSize(240, 44)
        self.prompt_new.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.prompt_new.clicked.connect(self.new_game)
        self.prompt_open = QPushButton()
        self.prompt_open.setMinimumSize(240, 32)
        self.prompt_open.clicked.connect(self.open_game)
        pl.addWidget(GardenBanner(), 0, Qt.AlignmentFlag.AlignCenter)
        pl.addWidget(self.prompt_title)
        pl.addWidget(self.prompt_text)
        for b in (self.prompt_new, self.prompt_open):
            pl.addWidget(b, 0, Qt.AlignmentFlag.AlignCenter)
        pl.addStretch(1)
        self.pages.addWidget(prompt)

        game = QWidget()
        gl = QVBoxLayout(game)
        gl.setContentsMargins(4, 4, 4, 4)
        gl.setSpacing(4)
        # turn bar
        bar = QHBoxLayout()
        self.die = WeatherDie()
        self.weather_text = QLabel()
        self.weather_text.setWordWrap(True)
        self.weather_text.setFixedWidth(210)
        self.weather_text.setTextFormat(Qt.TextFormat.RichText)
        self.chips = ActionChips()
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 11pt; font-weight: bold; color: #1b5e20;")
        self.skip_btn = QPushButton(clicked=lambda: self._play_first(SkipWeather))
        self.cancel_btn = QPushButton(clicked=self.cancel_mode)
        self.end_btn = QPushButton(clicked=lambda: self._play_first(EndTurn))
        self.end_btn.setStyleSheet("font-weight: bold;")
        bar.addWidget(self.die)
        bar.addWidget(self.weather_text)
        bar.addWidget(self.chips)
        bar.addWidget(self.prompt, 1)
        for b in (self.skip_btn, self.cancel_btn, self.end_btn):
            b.setMinimumHeight(34)
            bar.addWidget(b)
        gl.addLayout(bar)

        middle = QHBoxLayout()
        self.scene = GardenScene()
        self.scene.cellClicked.connect(self.cell_clicked)
        self.view = GardenView(self.scene)
        self.view.setMinimumSize(360, 300)
        self.view.setStyleSheet("background: #f3efe2;")
        middle.addWidget(self.view, 1)

        side = QWidget()
        side.setFixedWidth(330)
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.setSpacing(4)
        self.actions_box = QGroupBox()
        al = QHBoxLayout(self.actions_box)
        al.setContentsMargins(4, 4, 4, 4)
        al.setSpacing(2)
        self.action_buttons: dict[str, QToolButton] = {}
        for a in ACTION_IDS:
            b = QToolButton()
            b.setIcon(painting.icon_for("action", a, 64))
            b.setIconSize(QSize(34, 34))
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            b.setMinimumWidth(60)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.setCheckable(True)
            b.clicked.connect(lambda _=False, a=a: self.choose_action(a))
            self.action_buttons[a] = b
            al.addWidget(b)
        sl.addWidget(self.actions_box)
        self.choice_box = QGroupBox()
        self.choice_layout = QGridLayout(self.choice_box)
        self.choice_layout.setContentsMargins(4, 4, 4, 4)
        self.choice_layout.setSpacing(4)
        self._choice_widgets: list[QWidget] = []
        sl.addWidget(self.choice_box)
        self.reserve_box = QGroupBox()
        rl = QHBoxLayout(self.reserve_box)
        rl.setContentsMargins(4, 4, 4, 4)
        self.channel_btn = QToolButton()
        self.channel_btn.setIcon(painting.icon_for("channel", "", 48))
        self.channel_btn.setIconSize(QSize(26, 26))
        self.channel_btn.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.channel_btn.setCheckable(True)
        self.channel_btn.clicked.connect(lambda: self.set_mode("channel"))
        rl.addWidget(self.channel_btn)
        self.token_btns: dict[str, QToolButton] = {}
        for kind in IMPROVEMENTS:
            b = QToolButton()
            b.setIcon(painting.icon_for("improvement", kind, 48))
            b.setIconSize(QSize(26, 26))
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            b.setCheckable(True)
            b.clicked.connect(lambda _=False, k=kind: self.set_mode(("token", k)))
            self.token_btns[kind] = b
            rl.addWidget(b)
        rl.addStretch(1)
        sl.addWidget(self.reserve_box)
        self.hand_box = QGroupBox()
        self.hand_layout = QGridLayout(self.hand_box)
        self.hand_layout.setContentsMargins(4, 4, 4, 4)
        self.hand_layout.setSpacing(2)
        self.hand_layout.setColumnStretch(5, 1)
        self._hand_widgets: list[QWidget] = []
        self.hand_hint = QLabel()
        self.hand_hint.setWordWrap(True)
        self.hand_hint.setStyleSheet("color: #5d4037;")
        hand_outer = QVBoxLayout()
        sl.addWidget(self.hand_box)
        sl.addWidget(self.hand_hint)
        sl.addStretch(1)
        del hand_outer
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(side)
        scroll.setFixedWidth(346)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        middle.addWidget(scroll)
        gl.addLayout(middle, 1)

        self.players_row = QHBoxLayout()
        self.players_row.setSpacing(4)
        gl.addLayout(self.players_row)
        self.pages.addWidget(game)
        self.pages.setCurrentIndex(0)

    # -- base hooks -------------------------------------------------------------------------
    def start(self, session) -> None:
        self.mode = None
        self.selected_card = None
        self.attach = ""
        self._hist = []
        self._hist_session = session
        for p in self._panels:
            self.players_row.removeWidget(p)
            p.deleteLater()
        self._panels = [PlayerPanel(self, i) for i in range(len(session.names))]
        for p in self._panels:
            self.players_row.addWidget(p, 1)
        self.pages.setCurrentIndex(1)
        super().start(session)

    def set_highlight(self, enabled: bool) -> None:
        super().set_highlight(enabled)
        self.scene.set_highlight_enabled(enabled)

    def retranslate(self) -> None:
        super().retranslate()
        self.prompt_title.setText(self.tr_game_name())
        self.prompt_text.setText(self.tr("Grow bamboo, feed the panda and complete objectives. Play against the "
                                         "computer or pass the screen between friends."))
        self.act_agree.setText(self.tr("End by agreement…"))
        self.act_agree.setToolTip(self.tr("Stop the game now and score it as it stands (an app safeguard, not a rule)"))
        self.prompt_new.setText(self.tr("Start a new game…"))
        self.prompt_open.setText(self.tr("Open a saved game…"))
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
            b.setToolTip(self.tr("Place a {improvement} token from your reserve").format(
                improvement=painting.label("improvement", kind)))
        if self.session is not None:
            self.refresh()

    def title(self) -> str:
        return self.tr_game_name()

    # -- reading the state ------------------------------------------------------------------
    def _my_turn(self) -> bool:
        s = self.session
        return s is not None and s.human_to_move and self.viewer() == s.state.current_player

    def _legal(self) -> list:
        return list(self.session.state.legal_actions()) if self._my_turn() else []

    def refresh(self) -> None:
        s = self.session
        if s is None:
            return
        st = s.state
        legal = self._legal()
        kinds = {type(a) for a in legal}
        if self.mode == "channel" and PlaceChannel not in kinds:
            self.mode = None
        if isinstance(self.mode, tuple) and self.mode[0] == "token" and not any(
                isinstance(a, PlaceImprovement) and a.improvement == self.mode[1] for a in legal):
            self.mode = None
        if isinstance(self.mode, tuple) and self.mode[0] == "action" and ACTION_CLASS[self.mode[1]] not in kinds:
            self.mode = None
        self._show_garden(st, legal)
        self._show_turn_bar(st, legal)
        self._show_choices(st, legal)
        self._show_reserve(st, legal)
        self._show_hand(st, legal)
        self.act_agree.setEnabled(self._my_turn())
        viewer = self.viewer()
        for i, panel in enumerate(self._panels):
            seat = self.tr("person") if s.is_human(i) else self.tr("computer")
            panel.show_state(st, s.names[i], seat, viewer, i == st.current_player)

    def _show_garden(self, st, legal: list) -> None:
        garden = st.garden()
        plots = {c: {"colour": p.colour, "improvement": p.improvement, "printed": p.printed, "bamboo": p.bamboo}
                 for c, p in garden.plots.items()}
        irrigated = {c for c in plots if st.is_irrigated(c)}
        spots = [cell_of(i) for i in st.spots]   # the engine's empty places a plot may go
        grew = self.scene.sync(plots, irrigated, garden.channels, garden.panda, garden.gardener, spots)
        # targets: what a click on a cell or an edge plays now
        targets: dict = {}
        ph = st.phase_id
        if self.mode == "channel":
            for a in legal:
                if isinstance(a, PlaceChannel):
                    targets[edge_id(a.a, a.b)] = a
        elif isinstance(self.mode, tuple) and self.mode[0] == "token":
            for a in legal:
                if isinstance(a, PlaceImprovement) and a.improvement == self.mode[1]:
                    targets[a.cell] = a
        elif isinstance(self.mode, tuple) and self.mode[0] == "action":
            cls = ACTION_CLASS[self.mode[1]]
            for a in legal:
                if isinstance(a, cls) and cls in (MoveGardener, MovePanda):
                    targets[a.cell] = a
        else:
            for a in legal:
                if isinstance(a, PlacePlot):
                    if a.improvement == self.attach:
                        targets[a.cell] = a
                elif isinstance(a, (GrowPlot, WeatherTarget)):
                    targets[a.cell] = a
        if ph == "place_plot" and not any(isinstance(t, PlacePlot) for t in targets.values()):
            self.attach = ""
            targets = {a.cell: a for a in legal if isinstance(a, PlacePlot) and not a.improvement}
        self._targets = targets
        self.scene.set_edges([(e[1], e[2]) for e in targets if is_edge(e)])
        self.scene.set_targets([c for c in targets if not is_edge(c)])
        self.scene.set_highlight(targets)
        self.scene.set_highlight_enabled(self.act_highlight.isChecked())
        marks = {}
        # the cell of the last move, so a computer's moves are easy to follow
        last = self.session.log[-1].action if self.session.log else None
        last_cell = getattr(last, "cell", None)
        if isinstance(last_cell, tuple) and last_cell in plots:
            marks[last_cell] = painting.MARK_LAST
        if self.selected_card is not None:
            for cells in fulfilling_cell_sets(garden, self.selected_card, st.mirrored):
                for c in cells:
                    marks[c] = painting.MARK_GOLD
        self.scene.set_marks(marks)
        if grew:
            self.view.refit_if_auto()

    def _show_turn_bar(self, st, legal: list) -> None:
        if st.is_over:
            self.die.set_face(None)
            self.weather_text.setText("")
            self.chips.set_chips(0, [])
        else:
            rolled = WEATHER_IDS[st.rolled] if st.rolled >= 0 else None
            chosen = WEATHER_IDS[st.weather] if st.weather >= 0 else None
            self.die.set_face(rolled)
            if rolled is None:
                self.weather_text.setText(self.tr("No weather in the first round."))
            elif chosen is not None and chosen != rolled:
                self.weather_text.setText(self.tr("Weather: {rolled} → {chosen}").format(
                    rolled=painting.label("weather", rolled), chosen=painting.label("weather", chosen)))
            else:
                self.weather_text.setText(self.tr("Weather: {face}").format(face=painting.label("weather", rolled)))
            face = chosen or rolled
            if face:
                self.weather_text.setText(f"<b>{self.weather_text.text()}</b><br><small>"
                                          f"{painting.label('weather_help', face)}</small>")
            self.weather_text.setToolTip(painting.label("weather_help", face) if face else "")
            used = [ACTION_IDS[k] for k in range(5) if st.used >> k & 1]
            while used and len(used) < st.n_used:
                used.append(used[-1])      # Wind: the same action twice
            self.chips.set_chips(st.actions_allowed(), used[: st.n_used])
            self.chips.setToolTip(self.tr("Actions this turn: {n} of {m}").format(n=st.n_used, m=st.actions_allowed()))
        kinds = {type(a) for a in legal}
        self.skip_btn.setVisible(SkipWeather in kinds)
        self.end_btn.setVisible(EndTurn in kinds)
        self.cancel_btn.setVisible(self.mode is not None)
        self.prompt.setText(self._prompt_text(st, legal))

    def _prompt_text(self, st, legal: list) -> str:
        s = self.session
        if st.is_over:
            return self.tr("The game is over.")
        name = s.names[st.current_player]
        if not s.human_to_move:
            return self.tr("{name} (computer) is playing…").format(name=name)
        if not self._my_turn():
            return self.tr("{name}, your turn.").format(name=name)
        if self.mode == "channel":
            return self.tr("Click a highlighted edge to place the channel.")
        if isinstance(self.mode, tuple) and self.mode[0] == "token":
            return self.tr("Click a highlighted plot for the {improvement} token.").format(
                improvement=painting.label("improvement", self.mode[1]))
        if self.mode == ("action", "gardener"):
            return self.tr("Gardener: click a highlighted cell in a straight line; bamboo grows there and on the "
                      "same-coloured plots around it.")
        if self.mode == ("action", "panda"):
            return self.tr("Panda: click a highlighted cell in a straight line; the panda eats a section there.")
        if self.mode == ("action", "objective"):
            return self.tr("Objective: choose a deck.")
        ph = st.phase_id
        if ph == "actions":
            if any(type(a) in ACTION_CLASS.values() for a in legal):
                return self.tr("{name}: choose action {k} of {m}.").format(name=name, k=st.n_used + 1,
                                                                       m=st.actions_allowed())
            return self.tr("{name}: complete objectives or end your turn.").format(name=name)
        prompts = {
            "pick_plot": self.tr("Keep one of the drawn plots (the others go under the stack)."),
            "place_plot": self.tr("Place the plot on a highlighted place."),
            "grow": self.tr("Not enough bamboo for every plot: choose which plot grows."),
            "choose_weather": self.tr("Choose the weather."),
            "rain": self.tr("Rain: click an irrigated plot to grow its bamboo (or skip)."),
            "storm": self.tr("Storm: click a plot to put the panda there (or skip)."),
            "clouds": self.tr("Clouds: take an improvement token (or skip)."),
        }
        return prompts.get(ph, "")

    def _clear_choices(self) -> None:
        for w in self._choice_widgets:
            self.choice_layout.removeWidget(w)
            w.hide()
            w.deleteLater()
        self._choice_widgets = []

    def _add_choice(self, w: QWidget, row: int, col: int, rowspan: int = 1, colspan: int = 1) -> None:
        self.choice_layout.addWidget(w, row, col, rowspan, colspan)
        self._choice_widgets.append(w)

    def _show_choices(self, st, legal: list) -> None:
        self._clear_choices()
        ph = st.phase_id
        self.choice_box.setTitle(self.tr("Now"))
        kinds = {type(a) for a in legal}
        for a, b in self.action_buttons.items():
            b.setEnabled(ACTION_CLASS[a] in kinds and (self.mode is None or self.mode[0] == "action"))
            b.setChecked(self.mode == ("action", a))
        self.choice_box.setVisible(True)
        if not self._my_turn() or (self.mode is not None and self.mode != ("action", "objective")):
            self.choice_box.setVisible(False)     # the turn bar says what to do
            return
        if ph == "pick_plot":
            picks = [a for a in legal if isinstance(a, PickPlot) and not a.reverse]
            reverse = QCheckBox(self.tr("Return the other two reversed"))
            reverse.setToolTip(self.tr("The two plots you do not keep go under the stack; tick to put them back in the "
                                  "reverse order."))
            reverse.setChecked(getattr(self, "_reverse", False))
            reverse.toggled.connect(lambda on: setattr(self, "_reverse", on))
            for k, a in enumerate(picks):
                code = st.drawn[a.index]
                w = PlotChoiceWidget(code)
                w.setToolTip(self._plot_name(code))
                w.clicked.connect(lambda a=a: self._pick(a))
                self._add_choice(w, 0, k)
            if len(picks) == 3:
                self._add_choice(reverse, 1, 0, 1, 3)
            else:
                reverse.deleteLater()
        elif ph == "place_plot":
            w = PlotChoiceWidget(st.picked)
            w.setCursor(Qt.CursorShape.ArrowCursor)
            w.setToolTip(self._plot_name(st.picked))
            self._add_choice(w, 0, 0, 2, 1)
            imps = sorted({a.improvement for a in legal if isinstance(a, PlacePlot) and a.improvement})
            if imps:
                self._add_choice(self._note(self.tr("Attach a token from your reserve:")), 0, 1, 1, 3)
                for k, imp in enumerate([""] + imps):
                    b = QToolButton()
                    b.setCheckable(True)
                    b.setChecked(self.attach == imp)
                    if imp:
                        b.setIcon(painting.icon_for("improvement", imp, 48))
                        b.setIconSize(QSize(26, 26))
                        b.setToolTip(painting.label("improvement", imp))
                    else:
                        b.setText(self.tr("none"))
                    b.clicked.connect(lambda _=False, imp=imp: self._set_attach(imp))
                    self._add_choice(b, 1, 1 + k)
            else:
                self._add_choice(self._note(self._plot_name(st.picked)), 0, 1, 2, 3)
        elif self.mode == ("action", "objective"):
            decks = {a.deck: a for a in legal if isinstance(a, DrawObjective)}
            for k, d in enumerate(DECKS):
                b = QToolButton()
                b.setIcon(painting.icon_for("deck", d, 64))
                b.setIconSize(QSize(40, 48))
                b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
                b.setText(self.tr("{deck}\n{n} left").format(deck=painting.label("action", d), n=st.deck_size(k)))
                b.setToolTip(painting.label("deck", d))
                b.setEnabled(d in decks)
                b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                if d in decks:
                    b.clicked.connect(lambda _=False, a=decks[d]: self._play(a))
                self._add_choice(b, 0, k)
        elif ph == "choose_weather":
            faces = [a for a in legal if isinstance(a, ChooseWeather)]
            for k, a in enumerate(faces):
                b = QToolButton()
                b.setIcon(painting.icon_for("weather", a.face, 48))
                b.setIconSize(QSize(34, 34))
                b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
                b.setText(painting.label("weather", a.face))
                b.setToolTip(painting.label("weather_help", a.face))
                b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                b.clicked.connect(lambda _=False, a=a: self._play(a))
                self._add_choice(b, k // 3, k % 3)
        elif ph == "clouds":
            takes = [a for a in legal if isinstance(a, TakeImprovement)]
            for k, a in enumerate(takes):
                b = QToolButton()
                b.setIcon(painting.icon_for("improvement", a.improvement, 48))
                b.setIconSize(QSize(34, 34))
                b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
                b.setText(painting.label("improvement", a.improvement))
                b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                b.clicked.connect(lambda _=False, a=a: self._play(a))
                self._add_choice(b, 0, k)
        else:
            self.choice_box.setVisible(False)     # the turn bar says what to do

    def _note(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setStyleSheet("color: #37474f;")
        return label

    def _plot_name(self, code: int, capital: bool = True) -> str:
        colour = COLOUR_IDS[plot_colour(code)]
        imp = IMPROVEMENT_IDS[plot_improvement(code)]
        if imp == "none":
            text = self.tr("{colour} plot").format(colour=painting.label("colour", colour))
        else:
            text = self.tr("{colour} plot with a printed {improvement}").format(
                colour=painting.label("colour", colour), improvement=painting.label("improvement", imp))
        return painting.cap(text) if capital else text

    def _show_reserve(self, st, legal: list) -> None:
        i = self.viewer()
        show = i if i is not None else st.current_player
        if show is None or show < 0:
            show = 0
        can_channel = any(isinstance(a, PlaceChannel) for a in legal)
        self.channel_btn.setText(str(st.res_channels[show]))
        self.channel_btn.setEnabled(can_channel)
        self.channel_btn.setChecked(self.mode == "channel")
        for kind, b in self.token_btns.items():
            n = st.res_tokens[show][IMPROVEMENT_IDS_BY_NAME[kind] - 1]
            b.setText(str(n))
            b.setEnabled(any(isinstance(a, PlaceImprovement) and a.improvement == kind for a in legal))
            b.setChecked(self.mode == ("token", kind))

    def _show_hand(self, st, legal: list) -> None:
        for w in self._hand_widgets:
            self.hand_layout.removeWidget(w)
            w.hide()
            w.deleteLater()
        self._hand_widgets = []
        viewer = self.viewer()
        claimable = {a.card for a in legal if isinstance(a, ClaimObjective)}
        if viewer is None:
            self.hand_box.setTitle(self.tr("Objectives"))
            self.hand_hint.setText(self.tr("Hands are hidden."))
            return
        self.hand_box.setTitle(self.tr("{name}'s objectives").format(name=self.session.names[viewer]))
        ids = [CARDS[c].id for c in st.hands[viewer] if c >= 0]
        if self.selected_card not in ids:
            self.selected_card = None
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
                b.clicked.connect(lambda _=False, i=ident: self._play(ClaimObjective(i)))
                bl.addWidget(b)
            else:
                bl.addStretch(1)
            self.hand_layout.addWidget(box, 0, k)
            self._hand_widgets.append(box)
        if not ids:
            self.hand_hint.setText(self.tr("No objective in hand."))
        elif claimable:
            self.hand_hint.setText(self.tr("A green card can be completed now. Click a card to see where the "
                                           "garden fulfils it."))
        elif self.selected_card is not None and not self.scene.marks and \
                CARD_BY_ID[self.selected_card].type != PANDA_TYPE:
            self.hand_hint.setText(self.tr("“{card}” is not fulfilled by the garden yet.").format(
                card=painting.card_name(self.selected_card)))
        else:
            self.hand_hint.setText(self.tr("Click a card to see where the garden fulfils it."))

    # -- clicks ---------------------------------------------------------------------------------
    def _play(self, action) -> None:
        self.mode = None
        self.play(action)

    def _play_first(self, kind) -> None:
        for a in self._legal():
            if isinstance(a, kind):
                self._play(a)
                return

    def end_by_agreement(self) -> None:
        if not self._my_turn():
            return
        answer = QMessageBox.question(
            self, self.tr("End by agreement"),
            self.tr("Do all players agree to end the game now? It is scored as it stands; the Emperor card goes "
                    "only to a player who has already earned it."))
        if answer == QMessageBox.StandardButton.Yes:
            self._play(EndByAgreement())

    def choose_action(self, name: str) -> None:
        """An action button: Plot and Irrigation play at once; Gardener, Panda
        and Objective then wait for their target (a cell, a deck)."""
        cls = ACTION_CLASS[name]
        if cls in (DrawPlots, TakeChannel):
            self._play_first(cls)
            return
        self.set_mode(("action", name))

    def _pick(self, action: PickPlot) -> None:
        if getattr(self, "_reverse", False):
            action = PickPlot(action.index, True)
        self._reverse = False
        self.attach = ""
        self._play(action)

    def _set_attach(self, imp: str) -> None:
        self.attach = imp
        self.refresh()

    def cell_clicked(self, cell) -> None:
        action = self._targets.get(cell)
        if action is not None:
            self._play(action)

    def set_mode(self, mode) -> None:
        self.mode = None if self.mode == mode else mode
        self.refresh()

    def cancel_mode(self) -> None:
        if self.mode is not None:
            self.mode = None
            self.refresh()

    def select_card(self, ident: str) -> None:
        self.selected_card = None if self.selected_card == ident else ident
        self.refresh()

    # -- the log -----------------------------------------------------------------------------------
    def _states_for(self, entry: LogEntry):
        s = self.session
        if s is None:
            return None, None
        if self._hist_session is not s:
            self._hist_session, self._hist = s, []
        log = s.log
        index = next((k for k in range(len(log) - 1, -1, -1) if log[k] is entry), None)
        if index is None:
            return None, None
        if len(self._hist) > len(log):
            del self._hist[len(log):]
        try:
            if not self._hist:
                self._hist.append(s.record.initial_state())
            while len(self._hist) <= index + 1:
                k = len(self._hist) - 1
                self._hist.append(self._hist[k].apply(log[k].action, trusted=True))
        except Exception:  # a log that does not replay: plain notation
            self._hist = []
            return None, None
        return self._hist[index], self._hist[index + 1]

    def describe(self, entry: LogEntry) -> str:
        a = entry.action
        before, after = self._states_for(entry)
        if before is None:
            return a.notation()
        p = entry.player
        if isinstance(a, ChooseWeather):
            return self.tr("chose the weather: {face}").format(face=painting.label("weather", a.face))
        if isinstance(a, SkipWeather):
            return self.tr("did not use the weather")
        if isinstance(a, WeatherTarget):
            if before.phase_id == "rain":
                return self.tr("Rain: the bamboo on {cell} grows").format(cell=fmt(a.cell))
            return self.tr("Storm: the panda goes to {cell}").format(cell=fmt(a.cell)) + self._ate(before, after, p)
        if isinstance(a, TakeImprovement):
            return self.tr("took a {improvement} token").format(improvement=painting.label("improvement", a.improvement))
        if isinstance(a, TakeChannel):
            return self.tr("took an irrigation channel")
        if isinstance(a, DrawPlots):
            return self.tr("drew {n} plots").format(n=len(after.drawn))
        if isinstance(a, PickPlot):
            return self.tr("kept: {plot}").format(plot=self._plot_name(before.drawn[a.index]))
        if isinstance(a, PlacePlot):
            text = self.tr("placed the {plot} at {cell}").format(plot=self._plot_name(before.picked, capital=False),
                                                              cell=fmt(a.cell))
            if a.improvement:
                text += self.tr(" with a {improvement} token").format(improvement=painting.label("improvement",
                                                                                             a.improvement))
            return text
        if isinstance(a, PlaceChannel):
            return self.tr("placed a channel between {a} and {b}").format(a=fmt(a.a), b=fmt(a.b))
        if isinstance(a, MoveGardener):
            grown = sum(1 for k, h in after.bamboo.items() if h > before.bamboo.get(k, 0))
            return self.tr("moved the gardener to {cell}; bamboo grew on {n} plots").format(cell=fmt(a.cell), n=grown)
        if isinstance(a, MovePanda):
            return self.tr("moved the panda to {cell}").format(cell=fmt(a.cell)) + self._ate(before, after, p)
        if isinstance(a, GrowPlot):
            return self.tr("let the bamboo on {cell} grow").format(cell=fmt(a.cell))
        if isinstance(a, DrawObjective):
            if len(after.hands[p]) == len(before.hands[p]):
                return self.tr("drew a {deck} already fulfilled: it goes under its deck").format(
                    deck=painting.label("deck", a.deck).lower())
            return self.tr("drew a {deck}").format(deck=painting.label("deck", a.deck).lower())
        if isinstance(a, PlaceImprovement):
            return self.tr("placed a {improvement} token on {cell}").format(
                improvement=painting.label("improvement", a.improvement), cell=fmt(a.cell))
        if isinstance(a, ClaimObjective):
            card = CARD_BY_ID[a.card]
            text = self.tr("completed “{card}” (+{n})").format(card=painting.card_name(card), n=card.points)
            if after.emperor == p and before.emperor != p:
                text += self.tr(" and takes the Emperor card (+{n}): everyone else plays one last turn").format(
                    n=EMPEROR_POINTS)
            return text
        if isinstance(a, EndByAgreement):
            return self.tr("the players agreed to end the game")
        if isinstance(a, EndTurn):
            text = self.tr("ended the turn")
            if not after.is_over and after.rolled >= 0:
                text += self.tr(" — weather for {name}: {face}").format(
                    name=self.session.names[after.current_player],
                    face=painting.label("weather", WEATHER_IDS[after.rolled]))
            return text
        return a.notation()

    def _ate(self, before, after, p: int) -> str:
        for k, c in enumerate(COLOURS):
            if after.stomach[p][k] > before.stomach[p][k]:
                return self.tr(" and eats a {colour} section").format(colour=painting.label("colour", c))
        return self.tr(" (nothing to eat)")

    def end_extra_text(self, sheet) -> str:
        st = self.session.state
        lines = []
        if st.emperor >= 0:
            lines.append(self.tr("The Emperor card (+{n}) went to {name}.").format(
                n=EMPEROR_POINTS, name=self.session.names[st.emperor]))
        else:
            lines.append(self.tr("Nobody reached the objective count: no Emperor card."))
        lines.append(self.tr("Completed objectives: {list}.").format(list=", ".join(
            f"{name} {len(st.done[i])}" for i, name in enumerate(self.session.names))))
        totals = sheet.totals()
        best = max(totals) if totals else 0
        tied = [i for i, t in enumerate(totals) if t == best]
        if len(tied) > 1:
            if len(sheet.winners) < len(tied):
                lines.append(self.tr("Tie on points, broken by the points of completed panda objectives."))
            else:
                lines.append(self.tr("Tie on points and on panda objectives: the victory is shared."))
        return "\n".join(lines)


