"""The view model of Takenoko (docs/architecture.md §5): plain data
to draw and the clickable targets, built from a player's view only
(``state.view_for(viewer)``). Pure Python, tested without Qt.

Cells are spec coordinates ``"q,r"`` (the pond is ``"0,0"``), edges
``"q,r|q,r"`` (the two cells sorted as strings). Target keys (one key, one
action; two-click actions go in ``pairs`` under (source, target)):

=======================================  =====================  ==========================================
key                                      action                 where the UI draws it
=======================================  =====================  ==========================================
("action", "plot" | "irrigation")        DrawPlots/TakeChannel  the action buttons (one click)
("action", "gardener"|"panda") + cell    MoveGardener/Panda     the action button, then a garden cell
("action", "objective") + ("deck", d)    DrawObjective          the action button, then a deck button
("cell", "q,r")                          PlacePlot (no token),  a garden cell or an empty place
                                         WeatherTarget,
                                         GrowPlot
("attach", imp) + ("cell", "q,r")        PlacePlot with a token a reserve token, then an empty place
("channel",) + ("edge", "q,r|q,r")       PlaceChannel           the reserve's channel, then an edge
("token", imp) + ("cell", "q,r")         PlaceImprovement       a reserve token, then a plot
("pick", i)                              PickPlot(i)            a drawn plot
("reverse",) + ("pick", i)               PickPlot(i, reverse)   "reverse the others", then a drawn plot
("weather", face)                        ChooseWeather          a weather face button
("take", imp)                            TakeImprovement        an improvement button (Clouds)
("skip",) / ("end",)                     SkipWeather / EndTurn  buttons
("claim", card id)                       ClaimObjective         the card's button in the hand
("agree_end",)                           EndByAgreement         the toolbar (§8 safeguard, never listed
                                                                in ``legal_actions`` but always legal)
=======================================  =====================  ==========================================
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from ...core.game import Action
from ...core.hexgrid import format_pair, parse_pair
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from ...core.viewmodel import Key, ViewModel, WouldBe, explainer, is_viewers_turn, waiting_for
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
    ACTION_IDS,
    CARDS,
    COLOUR_IDS,
    EMPEROR_POINTS,
    HAND_LIMIT,
    IMPROVEMENT_BY_ID,
    IMPROVEMENT_IDS,
    PANDA_TYPE,
    TYPE_IDS,
    WEATHER_IDS,
    plot_colour,
    plot_improvement,
)
from .garden import cell_of
from .scoring import Garden, PlotInfo, fulfilling_cell_sets, satisfied_objectives
from .state import HIDDEN_TYPE, TakenokoState, edge_name, name, plot_message, spec

COLOURS = ("green", "yellow", "pink")
IMPROVEMENTS = ("watershed", "fertilizer", "enclosure")

# The English words of the phase's instruction line (translated by the UI, context "engine").
PROMPTS = {
    "pick_plot": QT_TRANSLATE_NOOP("engine", "Keep one of the drawn plots (the others go under the stack)"),
    "grow": QT_TRANSLATE_NOOP("engine", "Not enough bamboo for every plot: choose which plot grows"),
    "choose_weather": QT_TRANSLATE_NOOP("engine", "Choose the weather"),
    "rain": QT_TRANSLATE_NOOP("engine", "Rain: choose an irrigated plot to grow its bamboo (or skip)"),
    "storm": QT_TRANSLATE_NOOP("engine", "Storm: choose a plot to put the panda there (or skip)"),
    "clouds": QT_TRANSLATE_NOOP("engine", "Clouds: take an improvement token (or skip)"),
}


@dataclass(frozen=True)
class PlotView:
    cell: str  # "q,r"
    colour: str  # green | yellow | pink
    improvement: str  # none | watershed | fertilizer | enclosure
    printed: bool  # the improvement is printed on the tile
    bamboo: int  # sections on the plot (0..4)
    irrigated: bool


@dataclass(frozen=True)
class TileView:
    """A plot tile not yet in the garden (drawn, or kept for placing)."""

    colour: str
    improvement: str  # printed improvement, "none" if none


@dataclass(frozen=True)
class CardView:
    """An objective card in a hand: its id when the viewer may see it, else
    only the deck it came from (its back)."""

    card: str | None
    deck: str  # plot | gardener | panda


@dataclass(frozen=True)
class PlayerView:
    index: int
    stomach: Mapping[str, int]  # colour -> sections eaten by the panda
    channels: int  # irrigation channels in reserve
    tokens: Mapping[str, int]  # improvement -> tokens in reserve
    hand: tuple[CardView, ...]
    hand_size: int
    hand_limit: int
    done: tuple[str, ...]  # completed objectives (public)
    threshold: int  # completed objectives that give the Emperor card (§7)
    points: int  # points of completed objectives (+ the Emperor card)
    emperor: bool
    to_play: bool


@dataclass(frozen=True)
class TakenokoView(ViewModel):
    phase: str = "actions"
    rolled: str | None = None  # the die face this turn (None: no roll, e.g. the first round)
    weather: str | None = None  # the weather in force when it differs from nothing (chosen for "?")
    actions_allowed: int = 2
    actions_used: tuple[str, ...] = ()  # action chips placed this turn (Wind: one may repeat)
    plots: tuple[PlotView, ...] = ()
    channels: tuple[str, ...] = ()  # placed channels, "q,r|q,r"
    panda: str = "0,0"
    gardener: str = "0,0"
    spots: tuple[str, ...] = ()  # empty places where a plot may go
    supply: Mapping[str, int] = field(default_factory=dict)  # bamboo sections left by colour
    channel_supply: int = 0
    token_supply: Mapping[str, int] = field(default_factory=dict)
    stack: int = 0  # plot tiles left
    decks: Mapping[str, int] = field(default_factory=dict)  # objective cards left by deck
    drawn: tuple[TileView, ...] = ()  # plots drawn by the Plot action (pick one)
    picked: TileView | None = None  # the plot being placed
    players: tuple[PlayerView, ...] = ()
    emperor: int = -1  # who holds the Emperor card
    emperor_points: int = EMPEROR_POINTS
    # The viewer's plot and gardener objectives in hand -> the cell sets of the garden fulfilling them.
    fulfils: Mapping[str, tuple[frozenset[str], ...]] = field(default_factory=dict)
    # The instruction line once a source of a pair is chosen (e.g. the Gardener button).
    source_prompts: Mapping[Key, Message] = field(default_factory=dict)


def _tile(code: int) -> TileView:
    return TileView(COLOUR_IDS[plot_colour(code)], IMPROVEMENT_IDS[plot_improvement(code)])


def _cell(c: tuple[int, int]) -> Key:
    return ("cell", format_pair(c))


def action_place(action) -> tuple[Key, ...]:
    """Where a click plays ``action``: (key,) for one click, (source, target) for two."""
    t = type(action)
    if t is DrawPlots:
        return (("action", "plot"),)
    if t is TakeChannel:
        return (("action", "irrigation"),)
    if t is MoveGardener:
        return ("action", "gardener"), _cell(action.cell)
    if t is MovePanda:
        return ("action", "panda"), _cell(action.cell)
    if t is DrawObjective:
        return ("action", "objective"), ("deck", action.deck)
    if t is PlacePlot:
        if action.improvement:
            return ("attach", action.improvement), _cell(action.cell)
        return (_cell(action.cell),)
    if t in (WeatherTarget, GrowPlot):
        return (_cell(action.cell),)
    if t is PlaceChannel:
        a, b = sorted((format_pair(action.a), format_pair(action.b)))
        return ("channel",), ("edge", f"{a}|{b}")
    if t is PlaceImprovement:
        return ("token", action.improvement), _cell(action.cell)
    if t is PickPlot:
        if action.reverse:
            return ("reverse",), ("pick", action.index)
        return (("pick", action.index),)
    if t is ChooseWeather:
        return (("weather", action.face),)
    if t is TakeImprovement:
        return (("take", action.improvement),)
    if t is SkipWeather:
        return (("skip",),)
    if t is EndTurn:
        return (("end",),)
    if t is ClaimObjective:
        return (("claim", action.card),)
    if t is EndByAgreement:
        return (("agree_end",),)
    raise ValueError(f"no click plays {action!r}")


_ONE_CLICK: dict[Key, Action] = {
    ("action", "plot"): DrawPlots(),
    ("action", "irrigation"): TakeChannel(),
    ("skip",): SkipWeather(),
    ("end",): EndTurn(),
}
# A cell clicked with no source, by phase.
_CELL_ACTION = {"place_plot": PlacePlot, "rain": WeatherTarget, "storm": WeatherTarget, "grow": GrowPlot}


def _would_be(s: TakenokoState, key: Key, source: Key | None) -> WouldBe:
    """The action a click on ``key`` (after ``source``) asks for, read from the shape
    of the keys (the table above); why it is refused is the engine's."""
    if not (isinstance(key, tuple) and key):
        return None
    if source is None and key in _ONE_CLICK:
        return _ONE_CLICK[key]
    if source is None and key in (("action", "gardener"), ("action", "panda")):
        # The figure's action is no source: ask about a move (its own cell, never legal).
        here = cell_of(s.gardener if key[1] == "gardener" else s.panda)
        return MoveGardener(here) if key[1] == "gardener" else MovePanda(here)
    if key[0] == "claim" and source is None:
        return ClaimObjective(key[1])
    if key[0] == "edge" and source == ("channel",):
        ends = [e for e in (parse_pair(x) for x in str(key[1]).split("|")) if e is not None]
        return PlaceChannel(ends[0], ends[1]) if len(ends) == 2 else None
    cell = parse_pair(key[1]) if key[0] == "cell" and len(key) == 2 else None
    if cell is None:
        return None
    if source is None:
        make = _CELL_ACTION.get(s.phase_id)
        return make(cell) if make is not None else None
    if source == ("action", "gardener"):
        return MoveGardener(cell)
    if source == ("action", "panda"):
        return MovePanda(cell)
    if isinstance(source, tuple) and len(source) == 2 and source[0] == "attach":
        return PlacePlot(cell, source[1])
    if isinstance(source, tuple) and len(source) == 2 and source[0] == "token":
        return PlaceImprovement(source[1], cell)
    return None


def _clicks(s: TakenokoState) -> tuple[dict, dict]:
    targets: dict = {}
    pairs: dict = {}
    for action in list(s.legal_actions()) + [EndByAgreement()]:
        place = action_place(action)
        book, key = (targets, place[0]) if len(place) == 1 else (pairs, place)
        if key in book:
            raise ValueError(f"two actions for one click {key!r}: {book[key]} and {action}")
        book[key] = action
    return targets, pairs


def _prompt(s: TakenokoState, mine: bool) -> Message:
    if s.is_over:  # the seats' names are the UI's: the status line names the winner
        return msg(QT_TRANSLATE_NOOP("engine", "The game is over: see the final score."))
    if not mine:
        return waiting_for(s.player)
    ph = s.phase_id
    if ph == "actions":
        if any(type(a) in (DrawPlots, TakeChannel, MoveGardener, MovePanda, DrawObjective) for a in s.legal_actions()):
            return msg(
                QT_TRANSLATE_NOOP("engine", "Choose action {number} of {allowed}, a free action, or end your turn"),
                number=s.n_used + 1,
                allowed=s.actions_allowed(),
            )
        return msg(QT_TRANSLATE_NOOP("engine", "Complete objectives, use your reserve or end your turn"))
    if ph == "place_plot":
        return msg(QT_TRANSLATE_NOOP("engine", "Place the {plot} on a highlighted place"), plot=plot_message(s.picked))
    return msg(PROMPTS[ph])


def _source_prompts(s: TakenokoState, pairs: Mapping) -> dict[Key, Message]:
    out: dict[Key, Message] = {}
    for source, _ in pairs:
        if source in out:
            continue
        zone = source[0]
        if source == ("action", "gardener"):
            m = msg(
                QT_TRANSLATE_NOOP(
                    "engine",
                    "Gardener: choose a highlighted cell in a straight line; bamboo grows "
                    "there and on the same-coloured irrigated plots around it",
                )
            )
        elif source == ("action", "panda"):
            m = msg(
                QT_TRANSLATE_NOOP(
                    "engine", "Panda: choose a highlighted cell in a straight line; the panda eats a section there"
                )
            )
        elif source == ("action", "objective"):
            m = msg(QT_TRANSLATE_NOOP("engine", "Objective: choose a deck"))
        elif zone == "channel":
            m = msg(QT_TRANSLATE_NOOP("engine", "Choose a highlighted edge for the channel"))
        elif zone == "token":
            m = msg(
                QT_TRANSLATE_NOOP("engine", "Choose a highlighted plot for the {improvement} token"),
                improvement=name(source[1]),
            )
        elif zone == "attach":
            m = msg(
                QT_TRANSLATE_NOOP("engine", "Place the {plot} with the {improvement} token on a highlighted place"),
                plot=plot_message(s.picked),
                improvement=name(source[1]),
            )
        else:  # reverse
            m = msg(QT_TRANSLATE_NOOP("engine", "Keep one plot: the others go under the stack in reverse order"))
        out[source] = m
    return out


def _actions_used(s: TakenokoState) -> tuple[str, ...]:
    used = [ACTION_IDS[k] for k in range(5) if s.used >> k & 1]
    while used and len(used) < s.n_used:  # Wind: the same action twice
        used.append(used[-1])
    return tuple(used[: s.n_used])


def _players(s: TakenokoState) -> tuple[PlayerView, ...]:
    out = []
    for i in range(s.num_players):
        hand = tuple(
            CardView(CARDS[c].id, TYPE_IDS[CARDS[c].type]) if c >= 0 else CardView(None, TYPE_IDS[HIDDEN_TYPE[c]])
            for c in s.hands[i]
        )
        out.append(
            PlayerView(
                index=i,
                stomach=dict(zip(COLOURS, s.stomach[i])),
                channels=s.res_channels[i],
                tokens=dict(zip(IMPROVEMENTS, s.res_tokens[i])),
                hand=hand,
                hand_size=len(hand),
                hand_limit=HAND_LIMIT,
                done=tuple(s.completed_ids(i)),
                threshold=s.threshold,
                points=s.points(i),
                emperor=s.emperor == i,
                to_play=not s.is_over and s.player == i,
            )
        )
    return tuple(out)


def build_view(view: TakenokoState, viewer: int | None) -> TakenokoView:
    """The view model of ``view`` (a player's view: ``state.view_for(viewer)``;
    None: a spectator). Targets and pairs only when it is the viewer's turn."""
    s = view
    mine = is_viewers_turn(s, viewer)
    targets, pairs = _clicks(s) if mine else ({}, {})
    garden = s.garden()
    plots = tuple(
        PlotView(format_pair(c), p.colour, p.improvement, p.printed, p.bamboo, s.is_irrigated(c))
        for c, p in sorted(garden.plots.items())
    )
    fulfils: dict[str, tuple[frozenset[str], ...]] = {}
    if viewer is not None and 0 <= viewer < s.num_players:
        for c in s.hands[viewer]:
            if c >= 0 and CARDS[c].type != PANDA_TYPE:
                sets = fulfilling_cell_sets(garden, CARDS[c], s.mirrored)
                fulfils[CARDS[c].id] = tuple(frozenset(format_pair(x) for x in cells) for cells in sets)
    players = _players(s)
    status = tuple(
        msg(
            QT_TRANSLATE_NOOP("engine", "objectives: {done}/{threshold} · hand: {hand}/{limit}"),
            done=len(p.done),
            threshold=p.threshold,
            hand=p.hand_size,
            limit=p.hand_limit,
        )
        for p in players
    )
    over = s.is_over
    return TakenokoView(
        viewer=viewer,
        current_player=s.current_player,
        is_over=over,
        targets=targets,
        pairs=pairs,
        prompt=_prompt(s, mine),
        last_round=s.emperor >= 0 and not over,
        status=status,
        phase=s.phase_id,
        rolled=WEATHER_IDS[s.rolled] if s.rolled >= 0 and not over else None,
        weather=WEATHER_IDS[s.weather] if s.weather >= 0 and not over else None,
        actions_allowed=s.actions_allowed(),
        actions_used=_actions_used(s),
        plots=plots,
        channels=tuple(sorted(edge_name(a, b) for a, b in s.channels)),
        panda=spec(s.panda),
        gardener=spec(s.gardener),
        spots=tuple(sorted(spec(i) for i in s.spots)),
        supply=dict(zip(COLOURS, s.supply)),
        channel_supply=s.channel_supply,
        token_supply=dict(zip(IMPROVEMENTS, s.tokens)),
        stack=s.stack_size(),
        decks={d: s.deck_size(k) for k, d in enumerate(TYPE_IDS)},
        drawn=tuple(_tile(c) for c in s.drawn),
        picked=_tile(s.picked) if s.picked >= 0 else None,
        players=players,
        emperor=s.emperor,
        fulfils=fulfils,
        source_prompts=_source_prompts(s, pairs),
        explain=explainer(s, lambda key, source: _would_be(s, key, source)),
    )


# -- the score helper (§9) ------------------------------------------------------------------------
class GardenCheck:
    """What the engine says of the optional garden a person paints in the
    score helper (never scored): which plots are irrigated (§6.3), which plot
    and gardener objectives it satisfies and the cells that fulfil each.
    ``plots`` maps an axial cell (q, r) to the board file's plot entry
    ({colour, improvement, printed, bamboo}; an entry it cannot read is left
    out), ``channels`` are edges as frozensets of two cells."""

    def __init__(
        self,
        plots: Mapping[tuple[int, int], Mapping],
        channels: Iterable[frozenset],
        panda: tuple[int, int],
        gardener: tuple[int, int],
        accept_mirrored: bool = False,
    ):
        read = {}
        for cell, v in plots.items():
            colour, imp, bamboo = v.get("colour"), v.get("improvement", "none"), v.get("bamboo", 0)
            if (
                colour in COLOURS
                and imp in IMPROVEMENT_BY_ID
                and isinstance(bamboo, int)
                and not isinstance(bamboo, bool)
            ):
                read[cell] = PlotInfo(colour, imp, bool(v.get("printed", False)), bamboo)
        self._garden = Garden(read, frozenset(channels), panda, gardener)
        self._mirrored = accept_mirrored
        self.irrigated: frozenset[tuple[int, int]] = self._garden.irrigated()
        self.satisfied: tuple[str, ...] = tuple(satisfied_objectives(self._garden, accept_mirrored)) if read else ()
        self._cells: dict[str, tuple[frozenset[tuple[int, int]], ...]] = {}

    def cells_of(self, card_id: str) -> tuple[frozenset[tuple[int, int]], ...]:
        """The cell sets that fulfil objective ``card_id`` (none for a panda card)."""
        if card_id not in self._cells:
            self._cells[card_id] = tuple(fulfilling_cell_sets(self._garden, card_id, self._mirrored))
        return self._cells[card_id]
