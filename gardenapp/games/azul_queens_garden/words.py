"""How the Azul: Queen's Garden engine names hexagons, criteria and storage items in its messages
(events, reasons of a refusal, the view's prompts)."""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from . import data
from .actions import ITEM_JOKER


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
