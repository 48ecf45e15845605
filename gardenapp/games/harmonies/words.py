"""Harmonies' moves in words, for the coach's hints
(docs/architecture.md §3, §8.4): ``describe_turn(view, actions)`` says what each click of a turn does,
in the words of the turn log: the central space ("C1".."C5") and its tokens,
each token's colour and board space ("c,r", as the board's coordinates show
it), the animal card, the cube."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.coach import reworded, steps_msg, turn_events
from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg

# What a click's event says it did -> what the hint says to do (same parameters).
TO_DO: dict[str, str] = {
    "takes {tokens} from central space {space}": QT_TRANSLATE_NOOP(
        "engine", "take {tokens} from central space {space}"
    ),
    "places a {colour} token on {cell}": QT_TRANSLATE_NOOP("engine", "place a {colour} token on {cell}"),
    "takes the {card} card": QT_TRANSLATE_NOOP("engine", "take the {card} card"),
    "places a cube from the {card} card on {cell}": QT_TRANSLATE_NOOP(
        "engine", "place a cube from the {card} card on {cell}"
    ),
    "ends the turn": QT_TRANSLATE_NOOP("engine", "end the turn"),
    "discards the {card} card and ends the turn": QT_TRANSLATE_NOOP(
        "engine", "discard the {card} card and end the turn"
    ),
    "keeps the {card} and returns the other spirit unseen": QT_TRANSLATE_NOOP("engine", "keep the {card}"),
}


def describe_turn(view: State, actions: Sequence[Action]) -> Message:
    player = view.current_player
    parts = [
        reworded(events, TO_DO, player) or msg("{move}", move=action.notation())
        for action, _, events in turn_events(view, player, actions)
    ]
    return steps_msg(parts)
