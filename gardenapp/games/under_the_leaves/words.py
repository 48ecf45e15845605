"""Under the Leaves' moves in words, for the coach's hints
(docs/architecture.md §3, §8.4): ``describe_turn(view, actions)`` says the
tile taken from the market, its side, its quarter turns and the tile
position it is laid on ("tx,ty", as the board's coordinates name the open
positions), then where the dweller goes ("x,y" fields)."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.coach import steps_msg
from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from .actions import ChooseField, ChooseSquare, PlaceTile, TakeTile

SIDE_NAMES = {"F": QT_TRANSLATE_NOOP("engine", "front"), "B": QT_TRANSLATE_NOOP("engine", "back")}


def lay_msg(action: PlaceTile, taken: bool) -> Message:
    """Laying ``action``'s tile: its side, its turns, its position (after
    taking it from the market in the same phrase when ``taken``)."""
    template = (
        QT_TRANSLATE_N_NOOP(
            "engine", "take tile {tile} from the market and lay it {side} up, turned %n quarter turns, at {at}"
        )
        if taken
        else QT_TRANSLATE_N_NOOP("engine", "lay tile {tile} {side} up, turned %n quarter turns, at {at}")
    )
    return plural(
        template, "turns", tile=action.tile, side=msg(SIDE_NAMES[action.side]), turns=action.rotation, at=action.at
    )


def describe_turn(view: State, actions: Sequence[Action]) -> Message:
    parts: list[Message] = []
    i = 0
    while i < len(actions):
        a = actions[i]
        nxt = actions[i + 1] if i + 1 < len(actions) else None
        if isinstance(a, TakeTile) and isinstance(nxt, PlaceTile) and nxt.tile == a.tile:
            parts.append(lay_msg(nxt, True))
            i += 2
            continue
        if isinstance(a, TakeTile):
            parts.append(msg(QT_TRANSLATE_NOOP("engine", "take tile {tile} from the market"), tile=a.tile))
        elif isinstance(a, PlaceTile):
            parts.append(lay_msg(a, False))
        elif isinstance(a, ChooseField):
            parts.append(msg(QT_TRANSLATE_NOOP("engine", "put the dweller's pawn on field {field}"), field=a.field))
        elif isinstance(a, ChooseSquare):
            parts.append(msg(QT_TRANSLATE_NOOP("engine", "choose the square whose top left field is {at}"), at=a.at))
        else:
            parts.append(msg("{move}", move=a.notation()))
        i += 1
    return steps_msg(parts)
