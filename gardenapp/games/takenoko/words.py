"""Takenoko's moves in words, for the coach's hints
(docs/architecture.md §3, §8.4): ``describe_turn(view, actions)`` says what each click of a turn does,
in the words of the turn log: the weather, the action, the plot and its
place ("q,r", as the board's coordinates show it), the gardener, the panda,
the objective."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.coach import reworded, steps_msg, turn_events
from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from .actions import DrawPlots, PickPlot

# What a click's event says it did -> what the hint says to do (same parameters).
TO_DO: dict[str, str] = {
    "chooses the weather: {face}": QT_TRANSLATE_NOOP("engine", "choose the weather: {face}"),
    "does not use the weather": QT_TRANSLATE_NOOP("engine", "do not use the weather"),
    "Rain: the bamboo on {cell} grows": QT_TRANSLATE_NOOP("engine", "Rain: let the bamboo on {cell} grow"),
    "Storm: the panda goes to {cell}": QT_TRANSLATE_NOOP("engine", "Storm: put the panda on {cell}"),
    "takes an improvement token: {improvement}": QT_TRANSLATE_NOOP(
        "engine", "take an improvement token: {improvement}"
    ),
    "takes an irrigation channel": QT_TRANSLATE_NOOP("engine", "take an irrigation channel"),
    "keeps the {plot}; {count} go under the stack": QT_TRANSLATE_NOOP("engine", "keep the {plot}"),
    "places the {plot} on {cell}": QT_TRANSLATE_NOOP("engine", "place the {plot} on {cell}"),
    "places a channel between {a} and {b}": QT_TRANSLATE_NOOP("engine", "place a channel between {a} and {b}"),
    "moves the gardener to {cell}; plots that grow: {count}": QT_TRANSLATE_NOOP(
        "engine", "move the gardener to {cell}"
    ),
    "moves the panda to {cell}": QT_TRANSLATE_NOOP("engine", "move the panda to {cell}"),
    "lets the bamboo on {cell} grow": QT_TRANSLATE_NOOP("engine", "let the bamboo on {cell} grow"),
    "draws a {deck} objective": QT_TRANSLATE_NOOP("engine", "draw a {deck} objective"),
    "places an improvement token ({improvement}) on {cell}": QT_TRANSLATE_NOOP(
        "engine", "place the {improvement} token on {cell}"
    ),
    "completes the objective “{name}” (+{points})": QT_TRANSLATE_NOOP("engine", "complete the objective “{name}”"),
    "ends the turn": QT_TRANSLATE_NOOP("engine", "end the turn"),
}


def click_msg(action: Action) -> Message:
    """A click whose event says nothing of it (or tells a draw)."""
    if isinstance(action, DrawPlots):
        return msg(QT_TRANSLATE_NOOP("engine", "take the Plot action (draw 3 plots)"))
    if isinstance(action, PickPlot):
        return msg(QT_TRANSLATE_NOOP("engine", "keep drawn plot {number}"), number=action.index + 1)
    return msg("{move}", move=action.notation())


def describe_turn(view: State, actions: Sequence[Action]) -> Message:
    player = view.current_player
    parts = [
        (None if isinstance(action, DrawPlots) else reworded(events, TO_DO, player)) or click_msg(action)
        for action, _, events in turn_events(view, player, actions)
    ]
    return steps_msg(parts)
