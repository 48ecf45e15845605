"""A Takenoko position and its rules (§4–§7, §10).

Layout for speed (STYLE/DESIGN: copies are the usual killer): every container
in a state is either immutable (tuples, frozensets, ints) or a small dict that
is replaced, never mutated in place, once the state may be shared. ``copy()``
is therefore one ``__dict__`` update. Garden cells are ints (see ``garden``).

Chance: the plot stack and the three objective decks keep an unordered
"random part" (drawn from with ``draw_rng(seed, draws)`` at the moment of the
draw) above an ordered "bottom part" (plots and redrawn cards put back under
the stack, in the order chosen). Every draw and every weather roll counts in
``draws``: the UI's undo barrier.

Turn phases (``phase_id``): ``choose_weather``, ``rain``, ``storm``,
``clouds`` (weather step, §6.1); ``actions``: the five actions are single
clicks here (``DrawPlots``, ``TakeChannel``, ``MoveGardener(cell)``,
``MovePanda(cell)``, ``DrawObjective(deck)``) beside the free actions and
``EndTurn``; ``pick_plot``/``place_plot`` finish the Plot action; ``grow``
(which plots grow when bamboo runs short, §6.4/§10.8); ``over``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from ...core.chance import draw_rng
from ...core.game import Action, State
from ...core.hexgrid import format_pair
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from ...core.score import ScoreSheet
from . import garden
from .actions import (
    ChooseWeather,
    ClaimObjective,
    DrawObjective,
    DrawPlots,
    EndByAgreement,
    EndTurn,
    GrowPlot,
    MoveGardener,
    MovePanda,
    PickPlot,
    PlaceChannel,
    PlaceImprovement,
    PlacePlot,
    SkipWeather,
    TakeChannel,
    TakeImprovement,
    WeatherTarget,
)
from .data import (
    A_GARDENER,
    A_IRRIGATION,
    A_OBJECTIVE,
    A_PANDA,
    A_PLOT,
    ACTION_IDS,
    BAMBOO_SUPPLY,
    CARD_BY_ID,
    CARDS,
    CARDS_OF_TYPE,
    CHANNELS,
    CLOUDS,
    COLOUR_IDS,
    EMPEROR_POINTS,
    ENCLOSURE,
    FERTILIZER,
    GARDENER_TYPE,
    HAND_LIMIT,
    IMPROVEMENT_BY_ID,
    IMPROVEMENT_IDS,
    MAX_BAMBOO,
    NAME_TEMPLATES,
    PANDA_TYPE,
    PLOT_TYPE,
    PLOTS_DRAWN,
    QUESTION,
    RAIN,
    STORM,
    SUN,
    THRESHOLD,
    TOKENS_PER_KIND,
    TYPE_BY_ID,
    TYPE_IDS,
    WATERSHED,
    WEATHER_BY_ID,
    WEATHER_IDS,
    WIND,
    plot_colour,
    plot_improvement,
    plot_tiles,
)
from .scoring import Garden, PlotInfo, extend_plot_sat, panda_satisfied
from .why_not import why_not

if TYPE_CHECKING:  # pragma: no cover
    from .game import TakenokoGame

P_CHOOSE_WEATHER, P_RAIN, P_STORM, P_CLOUDS, P_ACTIONS, P_PICK, P_PLACE, P_GROW, P_OVER = range(9)
PHASE_IDS = ("choose_weather", "rain", "storm", "clouds", "actions", "pick_plot", "place_plot", "grow", "over")
# A card another player holds, or a card in a deck's random part, in a view.
HIDDEN = (-1, -2, -3)  # by card type
HIDDEN_TYPE = {-1: PLOT_TYPE, -2: GARDENER_TYPE, -3: PANDA_TYPE}

POND = garden.POND
DELTAS = garden.DELTAS
cell_of = garden.cell_of


def spec(i: int) -> str:
    """The spec coordinate "q,r" of an engine cell (event places, view keys)."""
    return format_pair(cell_of(i))


def edge_name(x: int, y: int) -> str:
    """An edge between two engine cells as "q,r|q,r" (the two spec coordinates, sorted)."""
    a, b = sorted((spec(x), spec(y)))
    return f"{a}|{b}"


def name(ident: str) -> Message:
    """An id (colour, improvement, weather face, deck) as a translatable name."""
    return msg(NAME_TEMPLATES[ident])


_SHAPE_NAMES = {
    "line": QT_TRANSLATE_NOOP("engine", "line"),
    "curve": QT_TRANSLATE_NOOP("engine", "curve"),
    "triangle": QT_TRANSLATE_NOOP("engine", "triangle"),
    "diamond": QT_TRANSLATE_NOOP("engine", "diamond"),
}


def card_message(index: int) -> Message:
    """An objective card in words ("yellow line", "Panda eats green + green")."""
    card = CARDS[index]
    if card.type == PLOT_TYPE:
        colours = [name(COLOUR_IDS[c]) for c in card.colours]
        if len(colours) == 2:
            return msg(QT_TRANSLATE_NOOP("engine", "{a}–{b} diamond"), a=colours[0], b=colours[1])
        return msg(
            QT_TRANSLATE_NOOP("engine", "{colour} {shape}"), colour=colours[0], shape=msg(_SHAPE_NAMES[card.shape])
        )
    if card.type == GARDENER_TYPE:
        colour = name(COLOUR_IDS[card.colour])
        if card.count > 1:
            return plural(
                QT_TRANSLATE_N_NOOP("engine", "%n {colour} stalks of 3"), "count", count=card.count, colour=colour
            )
        if card.improvement:
            return msg(
                QT_TRANSLATE_NOOP("engine", "{colour} stalk of 4 ({improvement})"),
                colour=colour,
                improvement=name(IMPROVEMENT_IDS[card.improvement]),
            )
        return msg(QT_TRANSLATE_NOOP("engine", "{colour} stalk of 4 (no improvement)"), colour=colour)
    parts = [COLOUR_IDS[c + 1] for c in range(3) for _ in range(card.needs[c])]
    return msg(
        QT_TRANSLATE_NOOP("engine", "Panda eats {items}"),
        items=msg(
            " + ".join(f"{{m{k}}}" for k in range(len(parts))), **{f"m{k}": name(c) for k, c in enumerate(parts)}
        ),
    )


def plot_message(code: int) -> Message:
    """A plot tile kind in words: "green plot" / "green plot with a printed fertilizer"."""
    colour = name(COLOUR_IDS[plot_colour(code)])
    imp = plot_improvement(code)
    if imp:
        return msg(
            QT_TRANSLATE_NOOP("engine", "{colour} plot with a printed {improvement}"),
            colour=colour,
            improvement=name(IMPROVEMENT_IDS[imp]),
        )
    return msg(QT_TRANSLATE_NOOP("engine", "{colour} plot"), colour=colour)


def tile_id(code: int) -> str:
    """A plot tile kind as data: ``"green"``, or ``"green+watershed"`` with a printed improvement."""
    imp = plot_improvement(code)
    colour = COLOUR_IDS[plot_colour(code)]
    return f"{colour}+{IMPROVEMENT_IDS[imp]}" if imp else colour


TILE_IDS = {tile_id(code): code for code in set(plot_tiles())}


# -- interned actions (legal_actions builds lists of shared instances) ----------
@cache
def _a_target(i: int) -> WeatherTarget:
    return WeatherTarget(cell_of(i))


@cache
def _a_place(i: int, imp: int) -> PlacePlot:
    return PlacePlot(cell_of(i), IMPROVEMENT_IDS[imp] if imp else "")


@cache
def _a_channel(a: int, b: int) -> PlaceChannel:
    return PlaceChannel(cell_of(a), cell_of(b))


@cache
def _a_gardener(i: int) -> MoveGardener:
    return MoveGardener(cell_of(i))


@cache
def _a_panda(i: int) -> MovePanda:
    return MovePanda(cell_of(i))


@cache
def _a_grow(i: int) -> GrowPlot:
    return GrowPlot(cell_of(i))


@cache
def _a_improvement(k: int, i: int) -> PlaceImprovement:
    return PlaceImprovement(IMPROVEMENT_IDS[k], cell_of(i))


_PANDA_NEEDS = tuple(c.needs for c in CARDS)
_GARD_SINGLE_BIT = [0] * 16
_GARD_MULTI_COUNT = [0, 99, 99, 99]
_GARD_MULTI_BIT = [0, 0, 0, 0]
for _c in CARDS:
    if _c.type == GARDENER_TYPE:
        if _c.count == 1 and _c.improvement is not None:  # one stalk: its improvement is given
            _GARD_SINGLE_BIT[_c.colour * 4 + _c.improvement] |= 1 << _c.index
        else:
            _GARD_MULTI_COUNT[_c.colour] = _c.count
            _GARD_MULTI_BIT[_c.colour] = 1 << _c.index
_A_DRAW_PLOTS = DrawPlots()
_A_TAKE_CHANNEL = TakeChannel()
_A_WEATHER = tuple(ChooseWeather(w) for w in WEATHER_IDS)
_A_TAKE = tuple(TakeImprovement(IMPROVEMENT_IDS[k]) for k in (1, 2, 3))  # by improvement 1..3, from 0
_A_DRAW = tuple(DrawObjective(t) for t in TYPE_IDS)
_A_CLAIM = tuple(ClaimObjective(c.id) for c in CARDS)
_A_PICK = tuple(PickPlot(i, r) for i in range(3) for r in (False, True))
_A_SKIP = SkipWeather()
_A_END = EndTurn()


CHUNK = 32
_MASK64 = (1 << 64) - 1


class _Draw:
    """Uniform choices taken one after another from one 64-bit value (a draw
    needs at most a few small ones: 64 bits leave the bias negligible)."""

    __slots__ = ("v",)

    def __init__(self, v: int):
        self.v = v

    def randrange(self, n: int) -> int:
        v = self.v
        self.v = v // n
        return v % n


class TakenokoState(State):
    """One position. Attributes are public and read-only for callers (the
    UI reads them; ``garden()`` gives the garden in spec coordinates)."""

    # Per-state cache of legal actions (dropped by copy()).
    _legal: list[Action] | None

    # -- construction --------------------------------------------------------------
    def __init__(self, game: "TakenokoGame", options: dict[str, Any], seed: int | None):
        n = options["players"]
        self.game = game
        self.num_players = n
        self.options = options
        self.mirrored = bool(options["accept_mirrored_diamonds"])
        self.redraw = bool(options["redraw_fulfilled_objectives"])
        self.attach = bool(options["improvement_on_placement"])
        self.max_rounds = int(options["max_rounds"])
        self.threshold = THRESHOLD[n]
        self.seed = seed
        self.draws = 0
        # garden
        self.colour: dict[int, int] = {}
        self.improvement: dict[int, int] = {}
        self.printed: frozenset[int] = frozenset()
        self.bamboo: dict[int, int] = {}
        self.irr: dict[int, int] = {}
        self.channels: frozenset[tuple[int, int]] = frozenset()
        self.net: frozenset = garden.POND_VERTICES
        self.spots: frozenset[int] = garden.RING1
        self.panda = POND
        self.gardener = POND
        self.plot_sat = 0
        # supplies
        self.supply = tuple(BAMBOO_SUPPLY[c] for c in (1, 2, 3))
        self.channel_supply = CHANNELS
        self.tokens: tuple[int, ...] = (TOKENS_PER_KIND,) * 3  # watershed, fertilizer, enclosure
        self.stack: tuple[int, ...] = plot_tiles()
        self.stack_bottom: tuple[int, ...] = ()
        self.decks: tuple[tuple[int, ...], ...] = CARDS_OF_TYPE
        self.deck_bottom: tuple[tuple[int, ...], ...] = ((), (), ())
        # players
        self.hands: tuple[tuple[int, ...], ...] = ((),) * n
        self.done: tuple[tuple[int, ...], ...] = ((),) * n
        self.stomach: tuple[tuple[int, ...], ...] = ((0, 0, 0),) * n  # green, yellow, pink
        self.res_channels: tuple[int, ...] = (0,) * n
        self.res_tokens: tuple[tuple[int, ...], ...] = ((0, 0, 0),) * n
        self.emperor = -1
        self.final_left = -1
        # turn
        self.player = 0
        self.turn_no = 0
        self.phase = P_ACTIONS
        self.rolled = -1
        self.weather = -1
        self.used = 0
        self.n_used = 0
        self.sun = False
        self.wind = False
        self.drawn: tuple[int, ...] = ()
        self.picked = -1
        self.pending: tuple[int, ...] = ()
        self.redraws: tuple[int, ...] = (0, 0, 0)
        self._legal = None
        self._chunk: tuple | None = None  # (seed, block, values) of the chance stream
        # Memos shared by copies while what they depend on is unchanged:
        # _tmemo: figure moves (kept per line of tiles), _cmemo on tiles,
        # channels and irrigation, _gmemo on which plots
        # can take a token (tiles, improvements, empty stalks).
        self._tmemo: dict = {}
        self._cmemo: dict = {}
        self._gmemo: dict = {}
        # gardener objectives, kept up to date as stalks change (§3.2):
        # 4-stalks per (colour·4 + improvement), 3-stalks per colour, fulfilled bits
        self.g4: tuple[int, ...] = (0,) * 16
        self.g3: tuple[int, ...] = (0,) * 4
        self.gsat = 0

    def _draw(self) -> "_Draw":
        """The chance of draw number ``draws`` (then counted): a 64-bit value
        from ``core.chance.draw_rng``, which is seeded once per block of
        CHUNK draws (seeding a generator costs more than a whole Takenoko
        action). Still a pure function of (seed, draw number): replay, undo
        and redo give the same draws."""
        if self.seed is None:
            raise RuntimeError("a player's view cannot draw: determinize it first")
        block, k = divmod(self.draws, CHUNK)
        self.draws += 1
        chunk = self._chunk
        if chunk is None or chunk[0] != self.seed or chunk[1] != block:
            bits = draw_rng(self.seed, block).getrandbits(64 * CHUNK)
            chunk = self._chunk = (self.seed, block, tuple((bits >> (64 * i)) & _MASK64 for i in range(CHUNK)))
        return _Draw(chunk[2][k])

    def deal(self) -> None:
        """§4.6: one plot, one gardener and one panda objective each;
        §4.7: the first player, picked by the users or at random."""
        rng = self._draw()
        decks = [list(d) for d in self.decks]
        hands = []
        for _ in range(self.num_players):
            hands.append(tuple(decks[t].pop(rng.randrange(len(decks[t]))) for t in range(3)))
        self.decks = tuple(tuple(d) for d in decks)
        self.hands = tuple(hands)
        first = self.options["first_player"]
        self.player = rng.randrange(self.num_players) if first < 0 else first

    # -- contract basics -----------------------------------------------------------
    @property
    def current_player(self) -> int:
        return -1 if self.phase == P_OVER else self.player

    @property
    def is_over(self) -> bool:
        return self.phase == P_OVER

    def turn_number(self) -> int:
        """The turns played so far (docs/architecture.md §6.13: the turn log's lines)."""
        return self.turn_no

    @property
    def phase_id(self) -> str:
        return PHASE_IDS[self.phase]

    def copy(self) -> "TakenokoState":
        new = object.__new__(TakenokoState)
        d = new.__dict__ = self.__dict__.copy()
        d["_legal"] = None
        return new

    # -- queries the UI and bots use -------------------------------------------------
    def tiles_memo(self) -> dict:
        """A memo of values computed from the tiles, channels and irrigation,
        shared by copies while these do not change (the computer players keep
        their plot progress in it, under keys of their own)."""
        return self._cmemo

    def stalks_memo(self) -> dict:
        """A memo of values computed from the tiles, the improvements and which
        plots hold bamboo, shared by copies while these do not change (a
        value that reads the heights must check them, see ``tiles_memo``)."""
        return self._gmemo

    def actions_allowed(self) -> int:
        """How many actions this turn (3 with Sun, §6.1)."""
        return 3 if self.sun else 2

    def is_irrigated(self, cell: tuple[int, int]) -> bool:
        return garden.idx(cell) in self.irr

    def garden(self) -> Garden:
        """The garden in spec coordinates (for the view and the helpers)."""
        plots = {}
        for i, c in self.colour.items():
            imp = self.improvement.get(i, 0)
            plots[cell_of(i)] = PlotInfo(COLOUR_IDS[c], IMPROVEMENT_IDS[imp], i in self.printed, self.bamboo.get(i, 0))
        channels = frozenset(frozenset((cell_of(a), cell_of(b))) for a, b in self.channels)
        return Garden(plots, channels, cell_of(self.panda), cell_of(self.gardener))

    def hand_ids(self, player: int) -> list[str | None]:
        """Card ids in ``player``'s hand (None for a card hidden in a view)."""
        return [CARDS[c].id if c >= 0 else None for c in self.hands[player]]

    def completed_ids(self, player: int) -> list[str]:
        return [CARDS[c].id for c in self.done[player]]

    def points(self, player: int) -> int:
        return sum(CARDS[c].points for c in self.done[player]) + (2 if self.emperor == player else 0)

    def satisfied(self, card: int, player: int | None = None) -> bool:
        """Whether card (index) is fulfilled now (panda: by ``player``'s stomach)."""
        c = CARDS[card]
        if c.type == PLOT_TYPE:
            return bool(self.plot_sat >> card & 1)
        if c.type == GARDENER_TYPE:
            return bool(self.gsat >> card & 1)
        return panda_satisfied(c, self.stomach[self.player if player is None else player])

    def deck_size(self, deck: int) -> int:
        return len(self.decks[deck]) + len(self.deck_bottom[deck])

    def stack_size(self) -> int:
        return len(self.stack) + len(self.stack_bottom)

    def moves_from(self, start: int) -> list[int]:
        """§2.3/§6.2 C: straight moves of ≥1 cell over tiles (plots or pond)."""
        col = self.colour
        out = []
        for d in DELTAS:
            c = start + d
            while c in col or c == POND:
                out.append(c)
                c += d
        return out

    def channel_edges(self) -> list[tuple[int, int]]:
        """§6.3: free edges between two plots with an endpoint on the network."""
        col = self.colour
        ch = self.channels
        out = set()
        for a, b, c in self.net:
            for e in ((a, b), (a, c), (b, c)):
                if e[0] in col and e[1] in col and e not in ch:
                    out.add(e)
        return sorted(out)

    def actions_used(self) -> list[str]:
        """The action chips placed this turn."""
        return [ACTION_IDS[a] for a in range(5) if self.used >> a & 1]

    # -- legal actions -------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every click the current player may make now. The returned list is
        shared with the state's cache: do not modify it."""
        if self._legal is not None:
            return self._legal
        ph = self.phase
        out: list[Action] = []
        if ph == P_ACTIONS:
            n_used = self.n_used
            if n_used < (3 if self.sun else 2):
                used = 0 if self.wind else self.used
                if not used & 1 and (self.stack or self.stack_bottom):
                    out.append(_A_DRAW_PLOTS)
                if not used & 2 and self.channel_supply:
                    out.append(_A_TAKE_CHANNEL)
                if not used & 4:
                    key = self.gardener << 1
                    moves = self._tmemo.get(key)
                    out += moves if moves is not None else self._moves_memo(key)
                if not used & 8:
                    key = self.panda << 1 | 1
                    moves = self._tmemo.get(key)
                    out += moves if moves is not None else self._moves_memo(key)
                if not used & 16 and len(self.hands[self.player]) < HAND_LIMIT:
                    decks, bottoms, redraws = self.decks, self.deck_bottom, self.redraws
                    for t in (0, 1, 2):
                        if len(decks[t]) + len(bottoms[t]) > redraws[t]:
                            out.append(_A_DRAW[t])
            can_choose = bool(out)
            self._free(out)
            if n_used >= 2 or not can_choose:
                out.append(_A_END)
        elif ph in (P_PICK, P_PLACE, P_GROW):
            self._plot_and_grow_actions(ph, out)
        elif ph != P_OVER:
            self._weather_actions(ph, out)
        self._legal = out
        return out

    def _plot_and_grow_actions(self, ph: int, out: list[Action]) -> None:
        """§6.2 A: keep one of the drawn plots, place it; §6.4/§10.8: which plots grow."""
        if ph == P_PICK:
            if len(self.drawn) == 3:
                out.extend(_A_PICK)
            else:
                out.extend(_A_PICK[2 * i] for i in range(len(self.drawn)))
        elif ph == P_PLACE:
            imps = [0]
            if self.attach and not plot_improvement(self.picked):
                rt = self.res_tokens[self.player]
                imps += [k for k in (1, 2, 3) if rt[k - 1]]
            for i in sorted(self.spots):
                for k in imps:
                    out.append(_a_place(i, k))
        else:
            out.extend(_a_grow(i) for i in self.pending)

    def _weather_actions(self, ph: int, out: list[Action]) -> None:
        """§6.1: the weather step, with the free actions (§5)."""
        if ph == P_CHOOSE_WEATHER:
            faces = [SUN, RAIN, WIND, STORM]
            if self.rolled == QUESTION and any(self.tokens):
                faces.append(CLOUDS)
            out.extend(_A_WEATHER[f] for f in faces)
        elif ph == P_RAIN:
            supply, bamboo = self.supply, self.bamboo
            for i, c in sorted(self.irr.items()):
                if bamboo.get(i, 0) < MAX_BAMBOO and supply[c - 1]:
                    out.append(_a_target(i))
            out.append(_A_SKIP)
        elif ph == P_STORM:
            out.extend(_a_target(i) for i in sorted(self.colour))
            out.append(_A_SKIP)
        else:  # clouds
            out.extend(_A_TAKE[k - 1] for k in (1, 2, 3) if self.tokens[k - 1])
            out.append(_A_SKIP)
        self._free(out)

    def _moves_memo(self, key: int) -> tuple[Action, ...]:
        """Gardener (key = cell·2) or panda (cell·2 + 1) moves, memoised
        while the tiles on the figure's six lines do not change."""
        make = _a_panda if key & 1 else _a_gardener
        moves = self._tmemo[key] = tuple(make(i) for i in self.moves_from(key >> 1))
        return moves

    def _free(self, out: list[Action]) -> None:
        """§5 free actions: place a stored channel or token, claim objectives."""
        p = self.player
        if self.res_channels[p]:
            acts = self._cmemo.get("ch")
            if acts is None:
                acts = self._cmemo["ch"] = tuple(_a_channel(a, b) for a, b in self.channel_edges())
            out.extend(acts)
        rt = self.res_tokens[p]
        if rt[0] or rt[1] or rt[2]:
            for k in (1, 2, 3):
                if rt[k - 1]:
                    acts = self._gmemo.get(k)
                    if acts is None:
                        imp, bamboo = self.improvement, self.bamboo
                        acts = self._gmemo[k] = tuple(
                            _a_improvement(k, i) for i in sorted(self.colour) if i not in imp and i not in bamboo
                        )
                    out.extend(acts)
        hand = self.hands[p]
        if hand:
            bits = self.plot_sat | self.gsat
            for card in hand:
                if card < 30:
                    if card >= 0 and bits >> card & 1:
                        out.append(_A_CLAIM[card])
                else:
                    g, y, k = _PANDA_NEEDS[card]
                    st = self.stomach[p]
                    if st[0] >= g and st[1] >= y and st[2] >= k:
                        out.append(_A_CLAIM[card])

    def is_legal(self, action: Action) -> bool:
        if isinstance(action, EndByAgreement):
            return self.phase != P_OVER
        return action in self.legal_actions()

    def _why_not(self, action: Action) -> Message | None:
        return why_not(self, action)  # why_not.py (docs/architecture.md §3.3)

    # -- applying actions --------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        _DISPATCH[type(action)](self, action)

    # Events (core.game.State.emit) are built only while recording: every
    # ``if self._events is not None`` keeps bots and playouts at one attribute test.
    def _do_choose_weather(self, a: ChooseWeather) -> None:
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "chooses the weather: {face}"),
                kind="weather",
                face=name(a.face),
            )
        self._resolve_weather(WEATHER_BY_ID[a.face], chosen=True)

    def _do_skip(self, a: SkipWeather) -> None:
        if self._events is not None:
            self.emit(self.player, QT_TRANSLATE_NOOP("engine", "does not use the weather"), kind="weather")
        self.phase = P_ACTIONS

    def _do_target(self, a: WeatherTarget) -> None:
        i = garden.idx(a.cell)
        if self.phase == P_RAIN:
            if self._events is not None:
                self.emit(
                    self.player,
                    QT_TRANSLATE_NOOP("engine", "Rain: the bamboo on {cell} grows"),
                    places=(spec(i),),
                    kind="grow",
                    cell=spec(i),
                )
            self._grow(i)
        else:
            if self._events is not None:
                self.emit(
                    self.player,
                    QT_TRANSLATE_NOOP("engine", "Storm: the panda goes to {cell}"),
                    places=(spec(i),),
                    kind="move",
                    cell=spec(i),
                )
            self.panda = i
            self._eat(i)
        self.phase = P_ACTIONS

    def _do_take(self, a: TakeImprovement) -> None:
        k = IMPROVEMENT_BY_ID[a.improvement] - 1
        t = list(self.tokens)
        t[k] -= 1
        self.tokens = tuple(t)
        self._add_token(self.player, k, +1)
        self.phase = P_ACTIONS
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "takes an improvement token: {improvement}"),
                kind="take",
                improvement=name(a.improvement),
            )

    def _add_token(self, p: int, k: int, delta: int) -> None:
        res = list(self.res_tokens)
        mine = list(res[p])
        mine[k] += delta
        res[p] = tuple(mine)
        self.res_tokens = tuple(res)

    def _use(self, a: int) -> None:
        self.used |= 1 << a
        self.n_used += 1

    def _do_draw_plots(self, a: DrawPlots) -> None:
        self._use(A_PLOT)
        self._draw_plots()
        self.phase = P_PICK
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_N_NOOP("engine", "draws %n plots"),
                kind="draw",
                numerus="count",
                count=len(self.drawn),
            )

    def _do_take_channel(self, a: TakeChannel) -> None:
        self._use(A_IRRIGATION)
        self.channel_supply -= 1
        res = list(self.res_channels)
        res[self.player] += 1
        self.res_channels = tuple(res)
        if self._events is not None:
            self.emit(self.player, QT_TRANSLATE_NOOP("engine", "takes an irrigation channel"), kind="take")

    def _draw_plots(self) -> None:
        """§6.2 A: the top 3 (fewer if fewer remain, §10.9)."""
        rng = self._draw()
        stack = list(self.stack)
        drawn: list[int] = []
        while stack and len(drawn) < PLOTS_DRAWN:
            drawn.append(stack.pop(rng.randrange(len(stack))))
        bottom = self.stack_bottom
        while bottom and len(drawn) < PLOTS_DRAWN:
            drawn.append(bottom[0])
            bottom = bottom[1:]
        self.stack = tuple(stack)
        self.stack_bottom = bottom
        self.drawn = tuple(drawn)

    def _do_pick(self, a: PickPlot) -> None:
        drawn = self.drawn
        self.picked = drawn[a.index]
        rest = drawn[: a.index] + drawn[a.index + 1 :]
        if a.reverse:
            rest = rest[::-1]
        self.stack_bottom = self.stack_bottom + rest
        self.drawn = ()
        self.phase = P_PLACE
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "keeps the {plot}; {count} go under the stack"),
                kind="pick",
                plot=plot_message(self.picked),
                count=len(rest),
            )

    def _do_place(self, a: PlacePlot) -> None:
        i = garden.idx(a.cell)
        code = self.picked
        if self._events is not None:
            if a.improvement:
                self.emit(
                    self.player,
                    QT_TRANSLATE_NOOP(
                        "engine", "places the {plot} on {cell} with an improvement token ({improvement})"
                    ),
                    places=(spec(i),),
                    kind="place",
                    plot=plot_message(code),
                    cell=spec(i),
                    improvement=name(a.improvement),
                )
            else:
                self.emit(
                    self.player,
                    QT_TRANSLATE_NOOP("engine", "places the {plot} on {cell}"),
                    places=(spec(i),),
                    kind="place",
                    plot=plot_message(code),
                    cell=spec(i),
                )
        self.picked = -1
        colour = plot_colour(code)
        printed = plot_improvement(code)
        col = dict(self.colour)
        col[i] = colour
        self.colour = col
        # keep the memoised moves of figures that are not in line with the new plot
        q, r = divmod(i, garden.W)
        self._tmemo = {
            k: v
            for k, v in self._tmemo.items()
            if (k >> 1) // garden.W != q
            and (k >> 1) % garden.W != r
            and (k >> 1) // garden.W + (k >> 1) % garden.W != q + r
        }
        self._cmemo = {}
        self._gmemo = {}
        if printed:
            self._set_improvement(i, printed)
            self.printed = self.printed | {i}
        elif a.improvement:
            k = IMPROVEMENT_BY_ID[a.improvement]
            self._add_token(self.player, k - 1, -1)
            self._set_improvement(i, k)
        # placement spots (§6.2 A): adjacent to the pond or to two plots
        spots = set(self.spots)
        spots.discard(i)
        for d in DELTAS:
            n = i + d
            if n in col or n == POND or n in spots:
                continue
            count = 0
            for e in DELTAS:
                if n + e in col:
                    count += 1
            if count >= 2:
                spots.add(n)
        self.spots = frozenset(spots)
        self.phase = P_ACTIONS
        if i in garden.RING1 or self.improvement.get(i) == WATERSHED:
            self._irrigate(i)

    def _set_improvement(self, i: int, k: int) -> None:
        imp = dict(self.improvement)
        imp[i] = k
        self.improvement = imp
        self._gmemo = {}

    def _irrigate(self, i: int) -> None:
        """§6.3: irrigated for good; the first irrigation grows one bamboo."""
        if i in self.irr:
            return
        irr = dict(self.irr)
        irr[i] = self.colour[i]
        self.irr = irr
        self._cmemo = {}
        self.plot_sat = extend_plot_sat(self.plot_sat, irr, i, self.mirrored)
        self._grow(i)

    def _grow_amount(self, i: int) -> int:
        h = self.bamboo.get(i, 0)
        return min(2 if self.improvement.get(i) == FERTILIZER else 1, MAX_BAMBOO - h)

    def _grow(self, i: int) -> None:
        """One growth (§6.4): +1, +2 with fertilizer, capped at 4 and by the supply."""
        if i not in self.irr:
            return
        c = self.colour[i] - 1
        n = min(self._grow_amount(i), self.supply[c])
        if n <= 0:
            return
        h = self.bamboo.get(i, 0)
        bamboo = dict(self.bamboo)
        bamboo[i] = h + n
        self.bamboo = bamboo
        if not h:
            self._gmemo = {}
        self._stalk_changed(i, h, h + n)
        s = list(self.supply)
        s[c] -= n
        self.supply = tuple(s)

    def rederive(self) -> None:
        """Rebuild what the engine derives from the parts of a position
        (docs/formats.md §6.4; ``position.py`` sets the parts): the irrigation
        network, the placement spots, the fulfilled plot and gardener
        objectives, and the memos."""
        self.net = garden.POND_VERTICES.union(*(garden.endpoints(a, b) for a, b in self.channels))
        col = self.colour
        spots = set(garden.RING1)  # §6.2 A: next to the pond or to two plots
        for i in col:
            for d in DELTAS:
                c = i + d
                if c != POND and sum(c + e in col for e in DELTAS) >= 2:
                    spots.add(c)
        self.spots = frozenset(spots - col.keys())
        sat = 0
        for i in self.irr:
            sat = extend_plot_sat(sat, self.irr, i, self.mirrored)
        self.plot_sat = sat
        self.g4, self.g3, self.gsat = (0,) * 16, (0,) * 4, 0
        for i, h in self.bamboo.items():
            self._stalk_changed(i, 0, h)
        self._tmemo, self._cmemo, self._gmemo = {}, {}, {}
        self._legal = None

    def _stalk_changed(self, i: int, old: int, new: int) -> None:
        """Keep the gardener-objective counts in step (only 3 and 4 matter)."""
        if old < 3 and new < 3:
            return
        c = self.colour[i]
        key = c * 4 + self.improvement.get(i, 0)
        g4, g3, bits = list(self.g4), list(self.g3), self.gsat
        if old == 4:
            g4[key] -= 1
            if not g4[key]:
                bits &= ~_GARD_SINGLE_BIT[key]
        elif old == 3:
            g3[c] -= 1
            if g3[c] < _GARD_MULTI_COUNT[c]:
                bits &= ~_GARD_MULTI_BIT[c]
        if new == 4:
            g4[key] += 1
            bits |= _GARD_SINGLE_BIT[key]
        elif new == 3:
            g3[c] += 1
            if g3[c] >= _GARD_MULTI_COUNT[c]:
                bits |= _GARD_MULTI_BIT[c]
        self.g4, self.g3, self.gsat = tuple(g4), tuple(g3), bits

    def _eat(self, i: int) -> None:
        """§6.2 D: the panda eats the top section unless there is an enclosure."""
        h = self.bamboo.get(i, 0)
        if not h or self.improvement.get(i) == ENCLOSURE:
            return
        bamboo = dict(self.bamboo)
        if h == 1:
            del bamboo[i]
        else:
            bamboo[i] = h - 1
        self.bamboo = bamboo
        if h == 1:
            self._gmemo = {}
        self._stalk_changed(i, h, h - 1)
        c = self.colour[i] - 1
        st = list(self.stomach)
        mine = list(st[self.player])
        mine[c] += 1
        st[self.player] = tuple(mine)
        self.stomach = tuple(st)
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "the panda eats a {colour} section on {cell}"),
                places=(spec(i),),
                kind="eat",
                colour=name(COLOUR_IDS[c + 1]),
                cell=spec(i),
            )

    def _do_gardener(self, a: MoveGardener) -> None:
        self._use(A_GARDENER)
        dest = garden.idx(a.cell)
        self.gardener = dest
        self.phase = P_ACTIONS
        before = self.bamboo
        self._gardener_grows(dest)
        if self._events is not None:
            grown = tuple(spec(c) for c in sorted(self.bamboo) if self.bamboo[c] > before.get(c, 0))
            if self.phase == P_GROW:
                self.emit(
                    self.player,
                    QT_TRANSLATE_NOOP(
                        "engine", "moves the gardener to {cell}; not enough bamboo for every plot: {count} may grow"
                    ),
                    places=(spec(dest),) + tuple(spec(c) for c in self.pending),
                    kind="move",
                    cell=spec(dest),
                    count=len(self.pending),
                )
            else:
                self.emit(
                    self.player,
                    QT_TRANSLATE_NOOP("engine", "moves the gardener to {cell}; plots that grow: {count}"),
                    places=(spec(dest),) + grown,
                    kind="move",
                    cell=spec(dest),
                    count=len(grown),
                )

    def _gardener_grows(self, dest: int) -> None:
        if dest == POND:
            return
        col = self.colour
        colour = col[dest]
        targets = [
            c
            for c in (dest,) + tuple(dest + d for d in DELTAS)
            if col.get(c) == colour and c in self.irr and self.bamboo.get(c, 0) < MAX_BAMBOO
        ]
        if not targets:
            return
        need = sum(self._grow_amount(c) for c in targets)
        left = self.supply[colour - 1]
        if need <= left:
            for c in targets:
                self._grow(c)
        elif left > 0:  # §6.4 / §10.8: the player chooses which plots grow
            self.pending = tuple(sorted(targets))
            self.phase = P_GROW

    def _do_grow(self, a: GrowPlot) -> None:
        i = garden.idx(a.cell)
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "lets the bamboo on {cell} grow"),
                places=(spec(i),),
                kind="grow",
                cell=spec(i),
            )
        self._grow(i)
        pending = tuple(c for c in self.pending if c != i)
        left = self.supply[self.colour[i] - 1]
        if pending and left and sum(self._grow_amount(c) for c in pending) <= left:
            for c in pending:  # no choice left: the rest all grow
                self._grow(c)
            pending = ()
        if not pending or not left:
            self.pending = ()
            self.phase = P_ACTIONS
        else:
            self.pending = pending

    def _do_panda(self, a: MovePanda) -> None:
        self._use(A_PANDA)
        dest = garden.idx(a.cell)
        self.panda = dest
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "moves the panda to {cell}"),
                places=(spec(dest),),
                kind="move",
                cell=spec(dest),
            )
        if dest != POND:
            self._eat(dest)
        self.phase = P_ACTIONS

    def _do_draw(self, a: DrawObjective) -> None:
        t = TYPE_BY_ID[a.deck]
        rng = self._draw()
        decks = list(self.decks)
        bottoms = list(self.deck_bottom)
        if decks[t]:
            d = list(decks[t])
            card = d.pop(rng.randrange(len(d)))
            decks[t] = tuple(d)
        else:
            card = bottoms[t][0]
            bottoms[t] = bottoms[t][1:]
        self.phase = P_ACTIONS
        if self.redraw and t != PANDA_TYPE and card >= 0 and self.satisfied(card):
            # §10.6: already fulfilled -> bottom of its deck, the action is cancelled
            bottoms[t] = bottoms[t] + (card,)
            r = list(self.redraws)
            r[t] += 1
            self.redraws = tuple(r)
            if self._events is not None:
                self.emit(
                    self.player,
                    QT_TRANSLATE_NOOP(
                        "engine",
                        "draws a {deck} objective already fulfilled: it "
                        "goes under its deck and the action is cancelled",
                    ),
                    kind="draw",
                    deck=name(a.deck),
                )
        else:
            hands = list(self.hands)
            hands[self.player] = hands[self.player] + (card,)
            self.hands = tuple(hands)
            self._use(A_OBJECTIVE)
            if self._events is not None:  # which card stays hidden from the others
                self.emit(
                    self.player, QT_TRANSLATE_NOOP("engine", "draws a {deck} objective"), kind="draw", deck=name(a.deck)
                )
        self.decks = tuple(decks)
        self.deck_bottom = tuple(bottoms)

    def _do_channel(self, a: PlaceChannel) -> None:
        x, y = garden.idx(a.a), garden.idx(a.b)
        e = garden.edge_key(x, y)
        res = list(self.res_channels)
        res[self.player] -= 1
        self.res_channels = tuple(res)
        self.channels = self.channels | {e}
        self._cmemo = {}
        self.net = self.net | set(garden.endpoints(x, y))
        if self._events is not None:
            sa, sb = sorted((spec(x), spec(y)))
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "places a channel between {a} and {b}"),
                places=(sa, sb, edge_name(x, y)),
                kind="place",
                a=sa,
                b=sb,
            )
        self._irrigate(x)
        self._irrigate(y)

    def _do_improvement(self, a: PlaceImprovement) -> None:
        i = garden.idx(a.cell)
        k = IMPROVEMENT_BY_ID[a.improvement]
        self._add_token(self.player, k - 1, -1)
        self._set_improvement(i, k)
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "places an improvement token ({improvement}) on {cell}"),
                places=(spec(i),),
                kind="place",
                improvement=name(a.improvement),
                cell=spec(i),
            )
        if k == WATERSHED:
            self._irrigate(i)

    def _do_claim(self, a: ClaimObjective) -> None:
        card = CARD_BY_ID[a.card]
        p = self.player
        hands = list(self.hands)
        h = list(hands[p])
        h.remove(card.index)
        hands[p] = tuple(h)
        self.hands = tuple(hands)
        done = list(self.done)
        done[p] = done[p] + (card.index,)
        self.done = tuple(done)
        if card.type == PANDA_TYPE:  # §3.3: exactly those sections go back to the supply
            st = list(self.stomach)
            st[p] = tuple(s - n for s, n in zip(st[p], card.needs))
            self.stomach = tuple(st)
            self.supply = tuple(s + n for s, n in zip(self.supply, card.needs))
        if self._events is not None:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "completes the objective “{name}” (+{points})"),
                places=(card.id,),
                kind="score",
                card=card.id,
                name=card_message(card.index),
                points=card.points,
            )
        if self.emperor < 0 and len(done[p]) >= self.threshold:  # §7 trigger
            self.emperor = p
            self.final_left = self.num_players - 1
            if self._events is not None:
                self.emit(
                    p,
                    QT_TRANSLATE_NOOP(
                        "engine", "takes the Emperor card (+{points}): everyone else plays one last turn"
                    ),
                    kind="end",
                    points=EMPEROR_POINTS,
                )

    def _do_end(self, a: EndTurn) -> None:
        if self._events is not None:
            self.emit(self.player, QT_TRANSLATE_NOOP("engine", "ends the turn"), kind="end_turn")
        if self.emperor >= 0:
            if self.final_left == 0:
                if self._events is not None:
                    self.emit(
                        self.player, QT_TRANSLATE_NOOP("engine", "the last round is over: the game ends"), kind="end"
                    )
                self._finish()
                return
            self.final_left -= 1
        self.turn_no += 1
        if self.max_rounds and self.turn_no >= self.max_rounds * self.num_players:
            if self._events is not None:
                self.emit(
                    self.player, QT_TRANSLATE_NOOP("engine", "the round limit is reached: the game ends"), kind="end"
                )
            self._finish()  # §8 app safeguard
            return
        self.player = (self.player + 1) % self.num_players
        self._start_turn()

    def _do_agree_end(self, a: EndByAgreement) -> None:
        if self._events is not None:
            self.emit(self.player, QT_TRANSLATE_NOOP("engine", "all players agreed to end the game"), kind="end")
        self._finish()

    def _finish(self) -> None:
        self.phase = P_OVER
        self.rolled = self.weather = -1

    def _start_turn(self) -> None:
        self.used = self.n_used = 0
        self.sun = self.wind = False
        self.redraws = (0, 0, 0)
        self.rolled = self.weather = -1
        if self.turn_no < self.num_players:  # §5/§10.21: no weather in the first round
            self.phase = P_ACTIONS
            return
        face = self._draw().randrange(6)
        self.rolled = face
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "rolls the weather die: {face}"),
                kind="weather",
                face=name(WEATHER_IDS[face]),
            )
        self._resolve_weather(face, chosen=False)

    def _resolve_weather(self, face: int, chosen: bool) -> None:
        self.weather = face
        if face == SUN:
            self.sun = True
            self.phase = P_ACTIONS
        elif face == WIND:
            self.wind = True
            self.phase = P_ACTIONS
        elif face == RAIN:
            self.phase = P_RAIN
        elif face == STORM:
            self.phase = P_STORM
        elif face == CLOUDS and any(self.tokens):
            self.phase = P_CLOUDS
        else:  # "?" or Clouds with no token left (§6.1)
            self.weather = -1
            self.phase = P_CHOOSE_WEATHER

    # -- hidden information (§10.24) -------------------------------------------------
    def _hide(self, player: int) -> None:
        self._chunk = None  # drawn-ahead chance values are the future: never in a view
        if self.phase != P_OVER:  # once the game is over, every hand is shown
            self.hands = tuple(
                h if p == player else tuple(c if c < 0 else HIDDEN[CARDS[c].type] for c in h)
                for p, h in enumerate(self.hands)
            )
        self.decks = tuple((HIDDEN[t],) * len(d) for t, d in enumerate(self.decks))
        # §6.2 A: plots put back under the stack lie face down like the rest. A view knows which
        # plots remain, not which of them are under the stack nor in what order: one fixed split.
        if self.stack_bottom:
            rest = tuple(sorted(self.stack + self.stack_bottom))
            self.stack, self.stack_bottom = rest[: len(self.stack)], rest[len(self.stack) :]

    def _sample_hidden(self, player: int, rng: random.Random) -> None:
        known: set[int] = set()
        for group in (self.hands, self.decks, self.deck_bottom, self.done):
            for cards in group:
                known.update(c for c in cards if c >= 0)
        pools = []
        for t in range(3):
            pool = [c for c in CARDS_OF_TYPE[t] if c not in known]
            rng.shuffle(pool)
            pools.append(pool)
        hands = []
        for h in self.hands:
            hands.append(tuple(c if c >= 0 else pools[HIDDEN_TYPE[c]].pop() for c in h))
        self.hands = tuple(hands)
        self.decks = tuple(tuple(sorted(c if c >= 0 else pools[t].pop() for c in d)) for t, d in enumerate(self.decks))
        if self.stack_bottom:
            rest = list(self.stack + self.stack_bottom)
            rng.shuffle(rest)
            k = len(self.stack)
            self.stack, self.stack_bottom = tuple(sorted(rest[:k])), tuple(rest[k:])

    # -- scores ---------------------------------------------------------------------------
    def score(self) -> ScoreSheet:
        from .boardfile import board_from_state

        names = [f"P{i + 1}" for i in range(self.num_players)]
        return self.game.score_board(board_from_state(self, names, with_garden=False))

    def to_dict(self) -> dict[str, Any]:
        """The position as plain data, in the forms of docs/formats.md §6.4 (the keys
        ``position.py`` reads): cells ``"q,r"``, colours, improvements, weather faces,
        action chips and cards by their ids, plot tiles as ``"green"`` or
        ``"green+watershed"``, -1 or null for none. A card hidden in a view is
        ``"?plot"``, ``"?gardener"`` or ``"?panda"``."""

        def cells(d: dict[int, int], names: Any) -> dict[str, Any]:
            return {spec(i): names[v] for i, v in sorted(d.items())}

        def cards(cs: tuple[int, ...]) -> list[str]:
            return [CARDS[c].id if c >= 0 else "?" + TYPE_IDS[HIDDEN_TYPE[c]] for c in cs]

        return {
            "colour": cells(self.colour, COLOUR_IDS),
            "improvement": cells(self.improvement, IMPROVEMENT_IDS),
            "printed": [spec(i) for i in sorted(self.printed)],
            "bamboo": {spec(i): h for i, h in sorted(self.bamboo.items())},
            "irrigated": [spec(i) for i in sorted(self.irr)],
            "channels": sorted([spec(a), spec(b)] for a, b in self.channels),
            "panda": spec(self.panda),
            "gardener": spec(self.gardener),
            "supply": list(self.supply),
            "channel_supply": self.channel_supply,
            "tokens": list(self.tokens),
            "stack": [tile_id(t) for t in self.stack],
            "stack_bottom": [tile_id(t) for t in self.stack_bottom],
            "decks": [cards(d) for d in self.decks],
            "deck_bottom": [cards(d) for d in self.deck_bottom],
            "hands": [cards(h) for h in self.hands],
            "done": [cards(d) for d in self.done],
            "stomach": [list(s) for s in self.stomach],
            "res_channels": list(self.res_channels),
            "res_tokens": [list(t) for t in self.res_tokens],
            "emperor": self.emperor,
            "final_left": self.final_left,
            "player": self.player,
            "turn_no": self.turn_no,
            "phase": PHASE_IDS[self.phase],
            "rolled": WEATHER_IDS[self.rolled] if self.rolled >= 0 else None,
            "weather": WEATHER_IDS[self.weather] if self.weather >= 0 else None,
            "used": self.actions_used(),
            "n_used": self.n_used,
            "sun": self.sun,
            "wind": self.wind,
            "drawn": [tile_id(t) for t in self.drawn],
            "picked": tile_id(self.picked) if self.picked >= 0 else None,
            "pending": [spec(i) for i in self.pending],
            "redraws": list(self.redraws),
            "draws": self.draws,
        }


# Each action type's handler (the handler takes that type).
_DISPATCH: dict[type[Action], Callable[[TakenokoState, Any], None]] = {
    ChooseWeather: TakenokoState._do_choose_weather,
    SkipWeather: TakenokoState._do_skip,
    WeatherTarget: TakenokoState._do_target,
    TakeImprovement: TakenokoState._do_take,
    DrawPlots: TakenokoState._do_draw_plots,
    TakeChannel: TakenokoState._do_take_channel,
    PickPlot: TakenokoState._do_pick,
    PlacePlot: TakenokoState._do_place,
    PlaceChannel: TakenokoState._do_channel,
    MoveGardener: TakenokoState._do_gardener,
    MovePanda: TakenokoState._do_panda,
    GrowPlot: TakenokoState._do_grow,
    DrawObjective: TakenokoState._do_draw,
    PlaceImprovement: TakenokoState._do_improvement,
    ClaimObjective: TakenokoState._do_claim,
    EndTurn: TakenokoState._do_end,
    EndByAgreement: TakenokoState._do_agree_end,
}
