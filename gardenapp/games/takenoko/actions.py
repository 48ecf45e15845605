"""Takenoko actions: one per click (§5, §6). Cells are axial (q, r).

Notation (``parse_action`` round-trips ``notation()``):

=================================  ===============================================
``w:sun`` ... ``w:clouds``         ChooseWeather: the face picked for "?" (or
                                   instead of Clouds when no token is left)
``w:skip``                         SkipWeather: do not use Rain/Storm/Clouds
``wt:1,0``                         WeatherTarget: the plot Rain grows / Storm visits
``ti:fertilizer``                  TakeImprovement: the token Clouds gives
``a:plot``                         DrawPlots: the Plot action (draws 3 plots)
``a:irrigation``                   TakeChannel: the Irrigation action
``pick:1`` / ``pick:1r``           PickPlot: keep drawn plot 1; the others go to
                                   the bottom in drawn order (``r``: reversed)
``plot:1,0`` / ``plot:1,0+fertilizer``  PlacePlot (optionally attaching a token)
``ch:1,-1|1,0``                    PlaceChannel on the edge between two plots
``g:0,2`` / ``p:0,2``              MoveGardener / MovePanda: the Gardener / Panda action
``grow:1,0``                       GrowPlot: which plot grows when bamboo runs short
``d:plot`` ``d:gardener`` ``d:panda``  DrawObjective: the Objective action, from that deck
``imp:watershed@1,0``              PlaceImprovement from the reserve
``claim:PLOT-G-LINE``              ClaimObjective from the hand
``end``                            EndTurn
``agree-end``                      EndByAgreement (§8 safeguard; never in legal_actions)
=================================  ===============================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ...core.errors import InvalidActionError
from ...core.game import Action
from ...core.hexgrid import format_pair, parse_pair
from .data import CARD_BY_ID, IMPROVEMENT_IDS, TYPE_IDS, WEATHER_IDS

Hex = tuple[int, int]
_IMPS = tuple(v for k, v in IMPROVEMENT_IDS.items() if k)


@dataclass(frozen=True)
class ChooseWeather(Action):
    kind: ClassVar[str] = "choose_weather"
    face: str

    def notation(self) -> str:
        return f"w:{self.face}"


@dataclass(frozen=True)
class SkipWeather(Action):
    kind: ClassVar[str] = "skip_weather"

    def notation(self) -> str:
        return "w:skip"


@dataclass(frozen=True)
class WeatherTarget(Action):
    kind: ClassVar[str] = "weather_target"
    cell: Hex

    def notation(self) -> str:
        return f"wt:{format_pair(self.cell)}"


@dataclass(frozen=True)
class TakeImprovement(Action):
    kind: ClassVar[str] = "take_improvement"
    improvement: str

    def notation(self) -> str:
        return f"ti:{self.improvement}"


@dataclass(frozen=True)
class DrawPlots(Action):
    """The Plot action (§6.2 A): draw up to 3 plots (a chance draw)."""

    kind: ClassVar[str] = "draw_plots"

    def notation(self) -> str:
        return "a:plot"


@dataclass(frozen=True)
class TakeChannel(Action):
    """The Irrigation action (§6.2 B): one channel into the reserve."""

    kind: ClassVar[str] = "take_channel"

    def notation(self) -> str:
        return "a:irrigation"


@dataclass(frozen=True)
class PickPlot(Action):
    kind: ClassVar[str] = "pick_plot"
    index: int
    reverse: bool = False

    def notation(self) -> str:
        return f"pick:{self.index}{'r' if self.reverse else ''}"


@dataclass(frozen=True)
class PlacePlot(Action):
    kind: ClassVar[str] = "place_plot"
    cell: Hex
    improvement: str = ""

    def notation(self) -> str:
        extra = f"+{self.improvement}" if self.improvement else ""
        return f"plot:{format_pair(self.cell)}{extra}"


@dataclass(frozen=True)
class PlaceChannel(Action):
    kind: ClassVar[str] = "place_channel"
    a: Hex
    b: Hex

    def notation(self) -> str:
        return f"ch:{format_pair(self.a)}|{format_pair(self.b)}"


@dataclass(frozen=True)
class MoveGardener(Action):
    kind: ClassVar[str] = "move_gardener"
    cell: Hex

    def notation(self) -> str:
        return f"g:{format_pair(self.cell)}"


@dataclass(frozen=True)
class MovePanda(Action):
    kind: ClassVar[str] = "move_panda"
    cell: Hex

    def notation(self) -> str:
        return f"p:{format_pair(self.cell)}"


@dataclass(frozen=True)
class GrowPlot(Action):
    kind: ClassVar[str] = "grow_plot"
    cell: Hex

    def notation(self) -> str:
        return f"grow:{format_pair(self.cell)}"


@dataclass(frozen=True)
class DrawObjective(Action):
    kind: ClassVar[str] = "draw_objective"
    deck: str

    def notation(self) -> str:
        return f"d:{self.deck}"


@dataclass(frozen=True)
class PlaceImprovement(Action):
    kind: ClassVar[str] = "place_improvement"
    improvement: str
    cell: Hex

    def notation(self) -> str:
        return f"imp:{self.improvement}@{format_pair(self.cell)}"


@dataclass(frozen=True)
class ClaimObjective(Action):
    kind: ClassVar[str] = "claim_objective"
    card: str

    def notation(self) -> str:
        return f"claim:{self.card}"


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"

    def notation(self) -> str:
        return "end"


@dataclass(frozen=True)
class EndByAgreement(Action):
    """§8 app safeguard: everyone agrees to stop (hot-seat). Never listed in
    ``legal_actions`` (so no bot or random player uses it) but accepted by
    ``apply`` at any moment of an unfinished game; scored as §7."""

    kind: ClassVar[str] = "end_by_agreement"

    def notation(self) -> str:
        return "agree-end"


ACTION_TYPES = (
    ChooseWeather,
    SkipWeather,
    WeatherTarget,
    TakeImprovement,
    DrawPlots,
    TakeChannel,
    PickPlot,
    PlacePlot,
    PlaceChannel,
    MoveGardener,
    MovePanda,
    GrowPlot,
    DrawObjective,
    PlaceImprovement,
    ClaimObjective,
    EndTurn,
    EndByAgreement,
)

_PICK = re.compile(r"([0-2])(r?)")


def parse_action(text: str) -> Action:
    """The action written ``text`` (see the module's table)."""
    if not isinstance(text, str):
        raise InvalidActionError(f"not a Takenoko action: {text!r}")
    t = text.strip()
    if t == "end":
        return EndTurn()
    if t == "agree-end":
        return EndByAgreement()
    if t == "w:skip":
        return SkipWeather()
    head, sep, rest = t.partition(":")
    bad = InvalidActionError(f"not a Takenoko action: {text!r}")
    if not sep:
        raise bad

    def cell(s: str) -> Hex:
        c = parse_pair(s)
        if c is None:
            raise bad
        return c

    if head == "w" and rest in WEATHER_IDS and rest != "question":
        return ChooseWeather(rest)
    if head == "wt":
        return WeatherTarget(cell(rest))
    if head == "ti" and rest in _IMPS:
        return TakeImprovement(rest)
    if t == "a:plot":
        return DrawPlots()
    if t == "a:irrigation":
        return TakeChannel()
    if head == "pick":
        m = _PICK.fullmatch(rest)
        if m:
            return PickPlot(int(m.group(1)), bool(m.group(2)))
    if head == "plot":
        where, plus, imp = rest.partition("+")
        if not plus:
            return PlacePlot(cell(where))
        if imp in _IMPS:
            return PlacePlot(cell(where), imp)
    if head == "ch":
        a, bar, b = rest.partition("|")
        if bar:
            return PlaceChannel(cell(a), cell(b))
    if head == "g":
        return MoveGardener(cell(rest))
    if head == "p":
        return MovePanda(cell(rest))
    if head == "grow":
        return GrowPlot(cell(rest))
    if head == "d" and rest in TYPE_IDS:
        return DrawObjective(rest)
    if head == "imp":
        imp, at, where = rest.partition("@")
        if at and imp in _IMPS:
            return PlaceImprovement(imp, cell(where))
    if head == "claim" and rest in CARD_BY_ID:
        return ClaimObjective(rest)
    raise bad
