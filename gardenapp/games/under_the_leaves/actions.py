"""Under the Leaves actions: one per click (docs/architecture.md §3), each with a short
notation that ``parse_action`` reads back.

=============  ==================  ========================================================
kind           notation            meaning
=============  ==================  ========================================================
take_tile      ``G12``             select market tile G12 (§4.1 step 1); while placing, pick
                                   another market tile instead
place_tile     ``G12@1,-1:B3``     lay the selected tile on tile position "1,-1" with side B
                                   and 3 clockwise quarter turns (§4.1 steps 2-3, §1.2)
choose_field   ``pawn@3,-2``       Collector / Friendly: the pawn goes on field "3,-2" (§5.5)
choose_square  ``square@2,1``      Thoughtful / Flirty: take the 2×2 square whose NW field is
                                   "2,1" (its pawn sits at the square's centre, §5.5)
=============  ==================  ========================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ...core.errors import InvalidActionError
from ...core.game import Action
from . import data


@dataclass(frozen=True)
class TakeTile(Action):
    kind: ClassVar[str] = "take_tile"
    tile: str

    def notation(self) -> str:
        return self.tile


@dataclass(frozen=True)
class PlaceTile(Action):
    kind: ClassVar[str] = "place_tile"
    tile: str
    at: str  # tile position "tx,ty"
    side: str  # "F" or "B"
    rotation: int  # clockwise quarter turns 0-3

    def notation(self) -> str:
        return f"{self.tile}@{self.at}:{self.side}{self.rotation}"


@dataclass(frozen=True)
class ChooseField(Action):
    kind: ClassVar[str] = "choose_field"
    field: str  # field "x,y"

    def notation(self) -> str:
        return f"pawn@{self.field}"


@dataclass(frozen=True)
class ChooseSquare(Action):
    kind: ClassVar[str] = "choose_square"
    at: str  # the square's NW field "x,y"

    def notation(self) -> str:
        return f"square@{self.at}"


ACTION_TYPES = (TakeTile, PlaceTile, ChooseField, ChooseSquare)

_INT = r"(?:0|-?[1-9][0-9]*)"
_PAIR = rf"({_INT},{_INT})"
_TILE = "(" + "|".join(data.TILE_IDS) + ")"
_PATTERNS = (
    (re.compile(_TILE), lambda m: TakeTile(m.group(1))),
    (
        re.compile(rf"{_TILE}@{_PAIR}:([FB])([0-3])"),
        lambda m: PlaceTile(m.group(1), m.group(2), m.group(3), int(m.group(4))),
    ),
    (re.compile(rf"pawn@{_PAIR}"), lambda m: ChooseField(m.group(1))),
    (re.compile(rf"square@{_PAIR}"), lambda m: ChooseSquare(m.group(1))),
)


def parse_action(text: str) -> Action:
    if isinstance(text, str):
        t = text.strip()
        for rx, make in _PATTERNS:
            m = rx.fullmatch(t)
            if m:
                return make(m)
    raise InvalidActionError(f"not an Under the Leaves action: {text!r}")


def parse_pair(text: str) -> tuple[int, int] | None:
    """ "tx,ty" / "x,y" -> ints, or None."""
    if not isinstance(text, str):
        return None
    # The canonical form only (as core.hexgrid.parse_pair): no spaces, so
    # two keys of a file never name one place, and no Unicode look-alikes.
    m = re.fullmatch(rf"({_INT}),({_INT})", text, re.ASCII)
    return (int(m.group(1)), int(m.group(2))) if m else None
