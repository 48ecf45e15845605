"""Harmonies actions: one per click (docs/architecture.md §3), each with a short notation
that ``parse_action`` reads back.

=================  ===================  =====================================================
kind               notation             meaning
=================  ===================  =====================================================
choose_spirit      ``*S03``             keep this Nature's Spirit on the first turn (§3.1)
take_space         ``t2``               take the 3 tokens of central space 2 (0-based, §5.1)
place_token        ``blue@2,3``         put one taken token of that colour on space "2,3" (§5.3)
take_card          ``+A07``             take animal card A07 from the display (§5.4)
place_cube         ``A07@2,3``          move A07's bottom cube to "2,3" (§5.5; spirits too)
end_turn           ``end``              end the turn (§5.6)
discard            ``-A07``             solo: discard A07 from the display and end the turn (§5.8)
=================  ===================  =====================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ...core.errors import InvalidActionError
from ...core.game import Action
from . import data


@dataclass(frozen=True)
class ChooseSpirit(Action):
    kind: ClassVar[str] = "choose_spirit"
    card: str

    def notation(self) -> str:
        return f"*{self.card}"


@dataclass(frozen=True)
class TakeSpace(Action):
    kind: ClassVar[str] = "take_space"
    space: int

    def notation(self) -> str:
        return f"t{self.space}"


@dataclass(frozen=True)
class PlaceToken(Action):
    kind: ClassVar[str] = "place_token"
    colour: str
    cell: str

    def notation(self) -> str:
        return f"{self.colour}@{self.cell}"


@dataclass(frozen=True)
class TakeCard(Action):
    kind: ClassVar[str] = "take_card"
    card: str

    def notation(self) -> str:
        return f"+{self.card}"


@dataclass(frozen=True)
class PlaceCube(Action):
    kind: ClassVar[str] = "place_cube"
    card: str
    cell: str

    def notation(self) -> str:
        return f"{self.card}@{self.cell}"


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"

    def notation(self) -> str:
        return "end"


@dataclass(frozen=True)
class Discard(Action):
    kind: ClassVar[str] = "discard"
    card: str

    def notation(self) -> str:
        return f"-{self.card}"


ACTION_TYPES = (ChooseSpirit, TakeSpace, PlaceToken, TakeCard, PlaceCube, EndTurn, Discard)

_CELL = r"(0|[1-9][0-9]*),(0|[1-9][0-9]*)"
_ANIMAL = r"A[0-9]{2}"
_SPIRIT = r"S[0-9]{2}"
_PATTERNS = (
    (re.compile(rf"\*({_SPIRIT})"), lambda m: ChooseSpirit(m.group(1))),
    (re.compile(r"t(0|[1-9][0-9]*)"), lambda m: TakeSpace(int(m.group(1)))),
    (re.compile(rf"({'|'.join(data.COLOURS)})@({_CELL})"), lambda m: PlaceToken(m.group(1), m.group(2))),
    (re.compile(rf"\+({_ANIMAL})"), lambda m: TakeCard(m.group(1))),
    (re.compile(rf"({_ANIMAL}|{_SPIRIT})@({_CELL})"), lambda m: PlaceCube(m.group(1), m.group(2))),
    (re.compile(r"end"), lambda m: EndTurn()),
    (re.compile(rf"-({_ANIMAL})"), lambda m: Discard(m.group(1))),
)


def parse_action(text: str) -> Action:
    if isinstance(text, str):
        t = text.strip()
        for rx, make in _PATTERNS:
            m = rx.fullmatch(t)
            if m:
                return make(m)
    raise InvalidActionError(f"not a Harmonies action: {text!r}")


END_TURN = EndTurn()
