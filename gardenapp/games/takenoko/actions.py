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
from collections.abc import Callable
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


# Notations without parameters.
_WHOLE: dict[str, Callable[[], Action]] = {
    "end": EndTurn,
    "agree-end": EndByAgreement,
    "w:skip": SkipWeather,
    "a:plot": DrawPlots,
    "a:irrigation": TakeChannel,
}


def _pick(rest: str, cell: Callable[[str], Hex]) -> Action | None:
    m = _PICK.fullmatch(rest)
    return PickPlot(int(m.group(1)), bool(m.group(2))) if m else None


def _plot(rest: str, cell: Callable[[str], Hex]) -> Action | None:
    where, plus, imp = rest.partition("+")
    if not plus:
        return PlacePlot(cell(where))
    return PlacePlot(cell(where), imp) if imp in _IMPS else None


def _channel(rest: str, cell: Callable[[str], Hex]) -> Action | None:
    a, bar, b = rest.partition("|")
    return PlaceChannel(cell(a), cell(b)) if bar else None


def _improvement(rest: str, cell: Callable[[str], Hex]) -> Action | None:
    imp, at, where = rest.partition("@")
    return PlaceImprovement(imp, cell(where)) if at and imp in _IMPS else None


# Each notation's head and the reader of the rest (None: not an action; ``cell`` raises on a bad cell).
_BY_HEAD: dict[str, Callable[[str, Callable[[str], Hex]], Action | None]] = {
    "w": lambda rest, cell: ChooseWeather(rest) if rest in WEATHER_IDS and rest != "question" else None,
    "wt": lambda rest, cell: WeatherTarget(cell(rest)),
    "ti": lambda rest, cell: TakeImprovement(rest) if rest in _IMPS else None,
    "pick": _pick,
    "plot": _plot,
    "ch": _channel,
    "g": lambda rest, cell: MoveGardener(cell(rest)),
    "p": lambda rest, cell: MovePanda(cell(rest)),
    "grow": lambda rest, cell: GrowPlot(cell(rest)),
    "d": lambda rest, cell: DrawObjective(rest) if rest in TYPE_IDS else None,
    "imp": _improvement,
    "claim": lambda rest, cell: ClaimObjective(rest) if rest in CARD_BY_ID else None,
}


def parse_action(text: str) -> Action:
    """The action written ``text`` (see the module's table)."""
    bad = InvalidActionError(f"not a Takenoko action: {text!r}")
    if not isinstance(text, str):
        raise bad
    t = text.strip()
    if t in _WHOLE:
        return _WHOLE[t]()
    head, sep, rest = t.partition(":")
    read = _BY_HEAD.get(head) if sep else None
    if read is None:
        raise bad

    def cell(s: str) -> Hex:
        c = parse_pair(s)
        if c is None:
            raise bad
        return c

    action = read(rest, cell)
    if action is None:
        raise bad
    return action
