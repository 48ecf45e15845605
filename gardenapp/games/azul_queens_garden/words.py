"""How the Azul: Queen's Garden engine names hexagons, criteria and storage items in its messages
(events, reasons of a refusal, the view's prompts)."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg
from . import data
from .actions import (
    ITEM_JOKER,
    Acquire,
    BuyExpansion,
    ChooseArea,
    ChooseCopy,
    Discard,
    EndPass,
    Orient,
    Pass,
    Pay,
    PlaceAt,
    SelectExpansion,
    SelectTile,
)


def hex_msg(h: int) -> Message:
    return msg(
        QT_TRANSLATE_NOOP("engine", "{colour} {pattern}"),
        colour=msg(data.COLOUR_NAMES[h // 6]),
        pattern=msg(data.PATTERN_NAMES[h % 6]),
    )


def item_msg(item: int) -> Message:
    if item == ITEM_JOKER:
        return msg(QT_TRANSLATE_NOOP("engine", "a joker"))
    if item >= 36:
        return msg(QT_TRANSLATE_NOOP("engine", "the {hexagon} expansion"), hexagon=hex_msg(item - 36))
    return hex_msg(item)


def crit_msg(crit: int) -> Message:
    return msg(data.COLOUR_NAMES[crit]) if crit < 6 else msg(data.PATTERN_NAMES[crit - 6])


def join_msgs(parts: list[Message]) -> Message:
    if not parts:
        return msg(QT_TRANSLATE_NOOP("engine", "nothing"))
    return msg(", ".join(f"{{m{i}}}" for i in range(len(parts))), **{f"m{i}": m for i, m in enumerate(parts)})


# -- a turn in words, for the coach's hints (docs/architecture.md §3, §8.4) -----------------------

# What a click's event says it did -> what the hint says to do (same parameters).
TO_DO: dict[str, str] = {
    "takes every {criterion} hexagon: {items}": QT_TRANSLATE_NOOP("engine", "take every {criterion} hexagon: {items}"),
    "places {hexagon} on {cell}, paying {payment}": QT_TRANSLATE_NOOP(
        "engine", "place the {hexagon} from your storage on {cell}, paying {payment}"
    ),
    "places the {hexagon} expansion in area {area} (printed hexagon on {cell}), paying {payment}": QT_TRANSLATE_NOOP(
        "engine",
        "place the {hexagon} expansion from your storage in area {area} (printed hexagon on {cell}), paying {payment}",
    ),
    "pays %n points for an expansion from the supply and places it face down in area {area}": QT_TRANSLATE_N_NOOP(
        "engine", "buy an expansion from the supply for %n points and place it face down in area {area}"
    ),
    "passes first, takes the first player marker and loses {points} point": QT_TRANSLATE_NOOP(
        "engine", "pass first: take the first player marker and lose {points} point"
    ),
    "passes": QT_TRANSLATE_NOOP("engine", "pass"),
    "discards {items} and loses %n points": QT_TRANSLATE_N_NOOP("engine", "discard {items} and lose %n points"),
}

_SOURCES = {
    "top": QT_TRANSLATE_NOOP("engine", "take the {hexagon} from the top of the stack"),
    "exp": QT_TRANSLATE_NOOP("engine", "take the face-up {hexagon} expansion"),
}


def _item(text: str) -> Message:
    """A storage item of an action ("joker", "colour-pattern", "x:colour-pattern")."""
    if text == "joker":
        return item_msg(ITEM_JOKER)
    if text.startswith("x:"):
        return item_msg(36 + data.HEX_NAMES.index(text[2:]))
    return hex_msg(data.HEX_NAMES.index(text))


def click_msg(action: Action) -> Message:
    """A click in words from the action alone (one whose event comes later, or never)."""
    if isinstance(action, Acquire):
        crit = crit_msg(data.CRITERIA.index(action.criterion))
        return msg(QT_TRANSLATE_NOOP("engine", "take every {criterion} hexagon"), criterion=crit)
    if isinstance(action, ChooseCopy):
        hexagon = hex_msg(data.HEX_NAMES.index(action.hexagon))
        if action.source in _SOURCES:
            return msg(_SOURCES[action.source], hexagon=hexagon)
        return msg(
            QT_TRANSLATE_NOOP("engine", "take the {hexagon} from face-down expansion {number}"),
            hexagon=hexagon,
            number=int(action.source[1:]) + 1,
        )
    if isinstance(action, SelectTile):
        return msg(
            QT_TRANSLATE_NOOP("engine", "choose the {hexagon} in your storage"),
            hexagon=hex_msg(data.HEX_NAMES.index(action.hexagon)),
        )
    if isinstance(action, SelectExpansion):
        return msg(
            QT_TRANSLATE_NOOP("engine", "choose the {hexagon} expansion in your storage"),
            hexagon=hex_msg(data.HEX_NAMES.index(action.hexagon)),
        )
    if isinstance(action, BuyExpansion):
        return msg(QT_TRANSLATE_NOOP("engine", "buy the top expansion of the supply"))
    if isinstance(action, PlaceAt):
        return msg(QT_TRANSLATE_NOOP("engine", "put it on {cell}"), cell=action.cell)
    if isinstance(action, ChooseArea):
        return msg(QT_TRANSLATE_NOOP("engine", "put it in area {area}"), area=action.area)
    if isinstance(action, Orient):
        return msg(QT_TRANSLATE_NOOP("engine", "turn it to ring cell {number}"), number=action.orientation + 1)
    if isinstance(action, Pay):
        return msg(QT_TRANSLATE_NOOP("engine", "pay with {item}"), item=_item(action.item))
    if isinstance(action, Pass):
        return msg(QT_TRANSLATE_NOOP("engine", "pass"))
    if isinstance(action, Discard):
        return msg(QT_TRANSLATE_NOOP("engine", "discard {item}"), item=_item(action.item))
    if isinstance(action, EndPass):
        return msg(QT_TRANSLATE_NOOP("engine", "finish passing"))
    return msg("{move}", move=action.notation())


def describe_turn(view: State, actions: Sequence[Action]) -> Message:
    """The clicks of a turn: a placement (tile or expansion, its space and its
    payment) is one phrase, said by its last click's event; a click whose
    event has not come by the end of the planned clicks is said alone."""
    from ...core.coach import reworded, steps_msg, turn_events

    player = view.current_player
    parts: list[Message] = []
    pending: list[Message] = []
    for action, _, events in turn_events(view, player, actions):
        said = reworded(events, TO_DO, player)
        if said is None:
            pending.append(click_msg(action))
        else:
            parts.append(said)  # the placement's event names its earlier clicks too
            pending = []
    return steps_msg(parts + pending)
