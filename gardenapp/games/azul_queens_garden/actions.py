"""Azul: Queen's Garden actions: one per click (docs/architecture.md §3), each with a short
notation that ``parse_action`` reads back. Hexagons are written
``colour-pattern`` (``dark_green-tree``); a stored expansion as an item is
``x:colour-pattern``; a joker is ``joker``.

=============  ========================  ===================================================
kind           notation                  meaning
=============  ========================  ===================================================
acquire        ``+blue`` / ``+tree``     take every available hexagon of that colour / pattern (§4.1.A)
copy           ``=blue-tree@top``        which identical copy to take: ``top`` (round stack top),
                                         ``d0``.. (displayed face-down expansion), ``exp`` (the
                                         face-up expansion) (§4.1.A.3, §9 #9, #10)
select_tile    ``tile:blue-tree``        the stored tile to place (§4.1.B)
select_exp     ``exp:blue-tree``         the stored expansion to place (§4.1.C1)
buy            ``buy``                   take the top expansion of the supply for 6 points (§4.1.C2)
place          ``@2,-1``                 the free space for the selected tile (§4.1.B.3)
area           ``A3``                    the free area for the selected expansion (§4.1.C)
orient         ``o2``                    the ring cell of its printed hexagon (§2.6)
pay            ``pay:joker`` ...         one more payment item (§4.1.B.2)
pass           ``pass``                  pass (§4.1.D)
discard        ``-blue-tree`` ...        discard one hexagon while passing (§4.1.D)
done           ``done``                  finish passing
=============  ========================  ===================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ...core.errors import InvalidActionError
from ...core.game import Action
from . import data

JOKER = "joker"
SOURCES_RX = r"top|exp|d(?:0|[1-9][0-9]*)"


@dataclass(frozen=True)
class Acquire(Action):
    kind: ClassVar[str] = "acquire"
    criterion: str  # a colour or a pattern id

    def notation(self) -> str:
        return f"+{self.criterion}"


@dataclass(frozen=True)
class ChooseCopy(Action):
    kind: ClassVar[str] = "copy"
    hexagon: str
    source: str  # "top", "d<i>", "exp"

    def notation(self) -> str:
        return f"={self.hexagon}@{self.source}"


@dataclass(frozen=True)
class SelectTile(Action):
    kind: ClassVar[str] = "select_tile"
    hexagon: str

    def notation(self) -> str:
        return f"tile:{self.hexagon}"


@dataclass(frozen=True)
class SelectExpansion(Action):
    kind: ClassVar[str] = "select_exp"
    hexagon: str

    def notation(self) -> str:
        return f"exp:{self.hexagon}"


@dataclass(frozen=True)
class BuyExpansion(Action):
    kind: ClassVar[str] = "buy"

    def notation(self) -> str:
        return "buy"


@dataclass(frozen=True)
class PlaceAt(Action):
    kind: ClassVar[str] = "place"
    cell: str  # "q,r" (§2.6)

    def notation(self) -> str:
        return f"@{self.cell}"


@dataclass(frozen=True)
class ChooseArea(Action):
    kind: ClassVar[str] = "area"
    area: str  # A1..A6

    def notation(self) -> str:
        return self.area


@dataclass(frozen=True)
class Orient(Action):
    kind: ClassVar[str] = "orient"
    orientation: int  # 0..5

    def notation(self) -> str:
        return f"o{self.orientation}"


@dataclass(frozen=True)
class Pay(Action):
    kind: ClassVar[str] = "pay"
    item: str  # "joker", "colour-pattern" (tile) or "x:colour-pattern" (expansion)

    def notation(self) -> str:
        return f"pay:{self.item}"


@dataclass(frozen=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"

    def notation(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Discard(Action):
    kind: ClassVar[str] = "discard"
    item: str  # "colour-pattern" (tile) or "x:colour-pattern" (expansion)

    def notation(self) -> str:
        return f"-{self.item}"


@dataclass(frozen=True)
class EndPass(Action):
    kind: ClassVar[str] = "done"

    def notation(self) -> str:
        return "done"


ACTION_TYPES = (
    Acquire,
    ChooseCopy,
    SelectTile,
    SelectExpansion,
    BuyExpansion,
    PlaceAt,
    ChooseArea,
    Orient,
    Pay,
    Pass,
    Discard,
    EndPass,
)

_HEX = "(?:" + "|".join(data.COLOURS) + ")-(?:" + "|".join(data.PATTERNS) + ")"
_ITEM = rf"(?:x:)?{_HEX}"
_CELL = r"-?(?:0|[1-9][0-9]*),-?(?:0|[1-9][0-9]*)"
_PATTERNS = (
    (re.compile("\\+(" + "|".join(data.CRITERIA) + ")"), lambda m: Acquire(m.group(1))),
    (re.compile(rf"=({_HEX})@({SOURCES_RX})"), lambda m: ChooseCopy(m.group(1), m.group(2))),
    (re.compile(rf"tile:({_HEX})"), lambda m: SelectTile(m.group(1))),
    (re.compile(rf"exp:({_HEX})"), lambda m: SelectExpansion(m.group(1))),
    (re.compile(r"buy"), lambda m: BuyExpansion()),
    (re.compile(rf"@({_CELL})"), lambda m: PlaceAt(m.group(1))),
    (re.compile(r"(A[1-6])"), lambda m: ChooseArea(m.group(1))),
    (re.compile(r"o([0-5])"), lambda m: Orient(int(m.group(1)))),
    (re.compile(rf"pay:({JOKER}|{_ITEM})"), lambda m: Pay(m.group(1))),
    (re.compile(r"pass"), lambda m: Pass()),
    (re.compile(rf"-({_ITEM})"), lambda m: Discard(m.group(1))),
    (re.compile(r"done"), lambda m: EndPass()),
)


def parse_action(text: str) -> Action:
    if isinstance(text, str):
        t = text.strip()
        for rx, make in _PATTERNS:
            m = rx.fullmatch(t)
            if m:
                return make(m)
    raise InvalidActionError(f"not an Azul: Queen's Garden action: {text!r}")


# Items as ints inside the engine: 0..35 tile, 36..71 expansion, 72 joker.
ITEM_JOKER = 72


def item_name(item: int) -> str:
    if item == ITEM_JOKER:
        return JOKER
    if item >= 36:
        return "x:" + data.HEX_NAMES[item - 36]
    return data.HEX_NAMES[item]


ITEM_NAMES = tuple(item_name(i) for i in range(73))
ITEM_INDEX = {n: i for i, n in enumerate(ITEM_NAMES)}

# Action objects built once (legal_actions only picks them).
ACQUIRE = tuple(Acquire(c) for c in data.CRITERIA)
SELECT_TILE = tuple(SelectTile(n) for n in data.HEX_NAMES)
SELECT_EXP = tuple(SelectExpansion(n) for n in data.HEX_NAMES)
PAY = tuple(Pay(n) for n in ITEM_NAMES)
DISCARD = tuple(Discard(n) for n in ITEM_NAMES[:72])
ORIENT = tuple(Orient(k) for k in range(6))
AREA = tuple(ChooseArea(a) for a in data.AREAS)
BUY = BuyExpansion()
PASS = Pass()
END_PASS = EndPass()
