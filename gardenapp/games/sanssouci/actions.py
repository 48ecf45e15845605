"""Sanssouci actions: one per click (§3), plus the automaton's forced step (§5).

Notation (``parse_action`` round-trips it):

=================  =====================  =========================================
action             notation               meaning
=================  =====================  =========================================
PlayCard(card)     ``play E3``            play a card: E1..E9 element, C1..C8 two-colour, J joker
TakeTile(row, side) ``take 5L``           take the tile of the display space of garden row 5, left (L) / right (R)
PlaceTile(row, col) ``place 3,4``         put the flipped tile (gardener) on garden space 3,4
MoveNoble(col, row) ``noble 4>5``         move the noble of column 4 to row 5 (and score)
SkipNoble()        ``skip``               move no noble this turn
AutomatonStep()    ``bot``                let Pedro Bot do its next step (solo, §5.3)
=================  =====================  =========================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ...core.errors import InvalidActionError
from ...core.game import Action
from .data import CARDS, COLS, DISPLAY_ROWS, ROWS

SIDES = "LR"


@dataclass(frozen=True)
class PlayCard(Action):
    kind: ClassVar[str] = "play"
    card: str

    def notation(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class TakeTile(Action):
    kind: ClassVar[str] = "take"
    row: int  # garden row of the display space's colour, 2..6
    side: int  # 0 left, 1 right

    def notation(self) -> str:
        return f"take {self.row}{SIDES[self.side]}"


@dataclass(frozen=True)
class PlaceTile(Action):
    kind: ClassVar[str] = "place"
    row: int
    col: int

    def notation(self) -> str:
        return f"place {self.row},{self.col}"


@dataclass(frozen=True)
class MoveNoble(Action):
    kind: ClassVar[str] = "noble"
    col: int
    row: int

    def notation(self) -> str:
        return f"noble {self.col}>{self.row}"


@dataclass(frozen=True)
class SkipNoble(Action):
    kind: ClassVar[str] = "skip"

    def notation(self) -> str:
        return "skip"


@dataclass(frozen=True)
class AutomatonStep(Action):
    kind: ClassVar[str] = "bot"

    def notation(self) -> str:
        return "bot"


ACTION_TYPES = (PlayCard, TakeTile, PlaceTile, MoveNoble, SkipNoble, AutomatonStep)

# Shared instances: legal_actions() hands these out instead of building new ones.
PLAY: tuple[PlayCard, ...] = tuple(PlayCard(c) for c in CARDS)  # by card index
TAKE: tuple[TakeTile, ...] = tuple(TakeTile(r, s) for r in DISPLAY_ROWS for s in (0, 1))  # by slot
# by cell index
PLACE: tuple[PlaceTile, ...] = tuple(PlaceTile(r, c) for r in range(1, ROWS + 1) for c in range(1, COLS + 1))
MOVE: tuple[tuple[MoveNoble, ...], ...] = tuple(
    tuple(MoveNoble(c, r) for r in range(ROWS + 1)) for c in range(COLS + 1)
)  # MOVE[col][row]
SKIP = SkipNoble()
STEP = AutomatonStep()
CARD_INDEX = {c: i for i, c in enumerate(CARDS)}

_RE = {
    "play": re.compile(r"^play\s+(E[1-9]|C[1-8]|J)$"),
    "take": re.compile(r"^take\s+([2-6])([LR])$"),
    "place": re.compile(r"^place\s+([1-6])\s*,\s*([1-9])$"),
    "noble": re.compile(r"^noble\s+([1-9])\s*>\s*([1-6])$"),
}


def parse_action(text: str) -> Action:
    if not isinstance(text, str):
        raise InvalidActionError(f"not a Sanssouci action: {text!r}")
    t = " ".join(text.split())
    if t == "skip":
        return SKIP
    if t == "bot":
        return STEP
    head = t.split(" ", 1)[0]
    rx = _RE.get(head)
    m = rx.match(t) if rx else None
    if m is None:
        raise InvalidActionError(f"not a Sanssouci action: {text!r}")
    if head == "play":
        return PLAY[CARD_INDEX[m.group(1)]]
    if head == "take":
        return TakeTile(int(m.group(1)), SIDES.index(m.group(2)))
    if head == "place":
        return PlaceTile(int(m.group(1)), int(m.group(2)))
    return MoveNoble(int(m.group(1)), int(m.group(2)))
