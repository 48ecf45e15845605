"""Sanssouci's moves in words, for the coach's hints
(docs/architecture.md §3, §8.4): ``describe_turn(view, actions)`` says what each click of a turn does,
in the words of the turn log (the card, the tile and its display space, the
garden space "row,col" as the board's coordinates show it, the noble)."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.coach import reworded, steps_msg, turn_events
from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from .actions import MoveNoble, PlaceTile, PlayCard, SkipNoble, TakeTile

# What a click's event says it did -> what the hint says to do (same parameters).
TO_DO: dict[str, str] = {
    "plays the card {card}": QT_TRANSLATE_NOOP("engine", "play the card {card}"),
    "takes the {element} from row {row} ({colour}, {side})": QT_TRANSLATE_NOOP(
        "engine", "take the {element} from row {row} ({colour}, {side})"
    ),
    "places the {element} on {cell}": QT_TRANSLATE_NOOP("engine", "place it on {cell}"),
    "places a gardener on {cell}": QT_TRANSLATE_NOOP("engine", "place the gardener on {cell}"),
    "moves the {element} noble from row {start} to row {end}: +{points}": QT_TRANSLATE_NOOP(
        "engine", "move the {element} noble from row {start} to row {end}"
    ),
    "moves the {element} noble from the terrace to row {end}: +{points}": QT_TRANSLATE_NOOP(
        "engine", "move the {element} noble from the terrace to row {end}"
    ),
    "moves no noble": QT_TRANSLATE_NOOP("engine", "move no noble"),
}


def click_msg(action: Action) -> Message:
    """A click in words from the action alone (when its event says nothing)."""
    if isinstance(action, PlayCard):
        return msg(QT_TRANSLATE_NOOP("engine", "play the card {card}"), card=action.card)
    if isinstance(action, TakeTile):
        return msg(QT_TRANSLATE_NOOP("engine", "take the tile of display space {space}"), space=action.notation()[5:])
    if isinstance(action, PlaceTile):
        return msg(QT_TRANSLATE_NOOP("engine", "place it on {cell}"), cell=f"{action.row},{action.col}")
    if isinstance(action, MoveNoble):
        return msg(
            QT_TRANSLATE_NOOP("engine", "move the noble of column {col} to row {row}"), col=action.col, row=action.row
        )
    if isinstance(action, SkipNoble):
        return msg(QT_TRANSLATE_NOOP("engine", "move no noble"))
    return msg("{move}", move=action.notation())


def describe_turn(view: State, actions: Sequence[Action]) -> Message:
    player = view.current_player
    parts = [
        reworded(events, TO_DO, player) or click_msg(action) for action, _, events in turn_events(view, player, actions)
    ]
    return steps_msg(parts)
