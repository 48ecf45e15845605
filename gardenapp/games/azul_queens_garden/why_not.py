"""Why an illegal Azul: Queen's Garden action is refused (State.why_not, docs/architecture.md §3.3):
the acquisition, storage, cost and placement rules of docs/rules/azul_queens_garden.md §4.1 in the
player's words. ``AzulState._why_not`` delegates here; legality itself stays in ``state.py``
(``legal_actions``): these reasons are asked only for an action already found illegal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import Action
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from . import data
from .actions import Acquire, BuyExpansion, ChooseArea, Orient, Pay, PlaceAt, SelectExpansion, SelectTile
from .garden import AREA_NONE, BIT, NB
from .words import crit_msg, hex_msg

if TYPE_CHECKING:
    from .state import AzulState

NO_FREE_AREA = msg(QT_TRANSLATE_NOOP("engine", "Your garden has no free area"))


def cannot_pay(h: int) -> Message:
    return msg(
        QT_TRANSLATE_NOOP("engine", "You cannot pay {cost}: not enough hexagons of its colour or pattern, or jokers"),
        cost=data.PATTERN_VALUES[h % 6],
    )


def refusal(s: AzulState, action: Action) -> Message | None:
    """Why the illegal ``action`` is refused in ``s`` (State.why_not, docs/architecture.md §3.3):
    the acquisition, storage, cost and placement rules of docs/rules/azul_queens_garden.md
    §4.1, in the player's words (None: a click of another step)."""
    if s.step_name == "main":
        return _main_step(s, action)
    return _placement_step(s, action)


def _main_step(s: AzulState, action: Action) -> Message | None:
    """Acquiring, choosing a tile or an expansion to place, buying from the supply (§4.1.A-C)."""
    p = s.player
    g = s.gardens[p]
    if isinstance(action, Acquire) and action.criterion in data.CRITERIA:
        crit = data.CRITERIA.index(action.criterion)
        if not s.selection(crit):
            return msg(QT_TRANSLATE_NOOP("engine", "No available hexagon is {criterion}"), criterion=crit_msg(crit))
        return msg(
            QT_TRANSLATE_NOOP(
                "engine", "Every {criterion} hexagon must be taken and they do not all fit in your storage"
            ),
            criterion=crit_msg(crit),
        )
    if isinstance(action, SelectTile):
        h = data.HEX_INDEX.get(action.hexagon, -1)
        if h not in s.tiles[p]:
            return None
        if not s.affordable(p, h, False):
            return cannot_pay(h)
        return msg(
            QT_TRANSLATE_NOOP("engine", "No free space of your garden accepts the {hexagon}"), hexagon=hex_msg(h)
        )
    if isinstance(action, SelectExpansion):
        h = data.HEX_INDEX.get(action.hexagon, -1)
        if h < 0:
            return None
        if not g.free_areas():
            return NO_FREE_AREA
        if not s.affordable(p, h, True):
            return cannot_pay(h)
        return msg(QT_TRANSLATE_NOOP("engine", "Its printed hexagon fits no free area"))
    if isinstance(action, BuyExpansion):
        if not s.supply:
            return msg(QT_TRANSLATE_NOOP("engine", "The supply is empty"))
        if s.scores[p] < data.SUPPLY_EXPANSION_PRICE:
            return plural(
                QT_TRANSLATE_N_NOOP("engine", "An expansion from the supply costs %n points"),
                "points",
                points=data.SUPPLY_EXPANSION_PRICE,
            )
        return NO_FREE_AREA
    if isinstance(action, PlaceAt):
        return msg(QT_TRANSLATE_NOOP("engine", "Choose a tile of your storage first"))
    return None


def _placement_step(s: AzulState, action: Action) -> Message | None:
    """A click of the placement in progress: its cell, area, orientation or payment (§4.1.B-C)."""
    g = s.gardens[s.player]
    step = s.step_name
    if isinstance(action, PlaceAt) and step == "cell":
        b = BIT.get(action.cell)
        if b is None or not g.free >> b & 1:
            return msg(QT_TRANSLATE_NOOP("engine", "That is not a free space of your garden"))
        h = s.sel
        adj = NB[b] & g.occ
        if adj and not adj & (g.cm[h // 6] | g.pm[h % 6]):
            return msg(
                QT_TRANSLATE_NOOP("engine", "A tile must share its colour or its pattern with a neighbouring hexagon")
            )
        return msg(QT_TRANSLATE_NOOP("engine", "A group would hold two identical hexagons"))
    if isinstance(action, ChooseArea) and step == "area":
        i = data.AREAS.index(action.area) if action.area in data.AREAS else -1
        if i < 0 or g.areas[i] != AREA_NONE:
            return msg(QT_TRANSLATE_NOOP("engine", "That area already has an expansion"))
        return msg(QT_TRANSLATE_NOOP("engine", "The printed hexagon fits no orientation in that area"))
    if isinstance(action, Orient) and step == "orient":
        return msg(
            QT_TRANSLATE_NOOP("engine", "The printed hexagon does not fit there (colour or pattern, group rule)")
        )
    if isinstance(action, Pay) and step == "pay":
        return msg(
            QT_TRANSLATE_NOOP(
                "engine",
                "A payment is all one pattern in different colours or all one colour "
                "in different patterns, exactly the cost",
            )
        )
    return None
