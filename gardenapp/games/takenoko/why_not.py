"""Why a Takenoko action is refused (State.why_not, docs/architecture.md §3.3):
docs/rules/takenoko.md §6.2-§6.6 in the player's words.

Apart from the rules of play in ``state.py``: it reads a state and decides
nothing; ``TakenokoState._why_not`` delegates here. Only reasons for actions
the state refuses are asked (core.game.State.why_not).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core.game import Action
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from . import garden
from .actions import (
    ClaimObjective,
    DrawObjective,
    DrawPlots,
    EndTurn,
    MoveGardener,
    MovePanda,
    PlaceChannel,
    PlaceImprovement,
    PlacePlot,
    TakeChannel,
)
from .data import A_GARDENER, A_PANDA, CARD_BY_ID, IMPROVEMENT_BY_ID, NAME_TEMPLATES

if TYPE_CHECKING:  # pragma: no cover
    from .state import TakenokoState

_ACTIONS_TAKEN = msg(QT_TRANSLATE_NOOP("engine", "You have taken all your actions this turn"))


def why_not(state: "TakenokoState", action: Action) -> Message | None:
    """The reason ``action`` is refused in ``state``, None when the shared one fits."""
    reason = _REASONS.get(type(action))
    return reason(state, action) if reason is not None else None


def _all_taken(state: "TakenokoState") -> bool:
    return state.n_used >= (3 if state.sun else 2)


def _place_plot(state: "TakenokoState", action: PlacePlot) -> Message | None:
    """§6.2 A."""
    if state.phase_id != "place_plot":
        return None
    i = garden.idx(action.cell)
    if i in state.colour or i == garden.POND:
        return msg(QT_TRANSLATE_NOOP("engine", "That place already holds a tile"))
    if i not in state.spots:
        return msg(QT_TRANSLATE_NOOP("engine", "A plot goes next to the pond or next to two plots already in play"))
    return msg(QT_TRANSLATE_NOOP("engine", "That improvement token cannot go on this plot"))


def _move_figure(state: "TakenokoState", action: MoveGardener | MovePanda) -> Message | None:
    """§6.2 C and D (§2.3: straight lines over tiles)."""
    if state.phase_id != "actions":
        return None
    if _all_taken(state):
        return _ACTIONS_TAKEN
    gardener = isinstance(action, MoveGardener)
    if not state.wind and state.used >> (A_GARDENER if gardener else A_PANDA) & 1:
        if gardener:
            return msg(QT_TRANSLATE_NOOP("engine", "You have already moved the gardener this turn"))
        return msg(QT_TRANSLATE_NOOP("engine", "You have already moved the panda this turn"))
    if gardener:
        return msg(
            QT_TRANSLATE_NOOP("engine", "The gardener moves in a straight line over tiles, never across an empty place")
        )
    return msg(
        QT_TRANSLATE_NOOP("engine", "The panda moves in a straight line over tiles, never across an empty place")
    )


def _place_channel(state: "TakenokoState", action: PlaceChannel) -> Message | None:
    """§6.3."""
    if not state.res_channels[state.player]:
        return msg(QT_TRANSLATE_NOOP("engine", "You have no channel in your reserve"))
    return msg(
        QT_TRANSLATE_NOOP("engine", "A channel goes on a free edge between two plots, joined to the irrigation network")
    )


def _place_improvement(state: "TakenokoState", action: PlaceImprovement) -> Message | None:
    """§6.5."""
    k = IMPROVEMENT_BY_ID.get(action.improvement)
    if k is None:
        return None
    if not state.res_tokens[state.player][k - 1]:
        return msg(
            QT_TRANSLATE_NOOP("engine", "You have no {improvement} token in your reserve"),
            improvement=msg(NAME_TEMPLATES[action.improvement]),
        )
    i = garden.idx(action.cell)
    if i not in state.colour:
        return msg(QT_TRANSLATE_NOOP("engine", "An improvement goes on a plot"))
    if i in state.improvement:
        return msg(QT_TRANSLATE_NOOP("engine", "That plot already has an improvement"))
    return msg(QT_TRANSLATE_NOOP("engine", "An improvement goes only on a plot without bamboo"))


def _claim(state: "TakenokoState", action: ClaimObjective) -> Message | None:
    """§6.6."""
    card = CARD_BY_ID.get(action.card)
    if card is None or card.index not in state.hands[state.player]:
        return None
    return msg(QT_TRANSLATE_NOOP("engine", "That objective is not fulfilled yet"))


def _end_turn(state: "TakenokoState", action: EndTurn) -> Message | None:
    """§5."""
    if state.phase_id != "actions":
        return None
    return msg(QT_TRANSLATE_NOOP("engine", "Take two different actions before ending your turn"))


def _take_action(state: "TakenokoState", action: Action) -> Message | None:
    """§6.2: the plot, irrigation and objective actions."""
    return _ACTIONS_TAKEN if state.phase_id == "actions" and _all_taken(state) else None


_REASONS: dict[type[Action], Callable[[Any, Any], Message | None]] = {
    PlacePlot: _place_plot,
    MoveGardener: _move_figure,
    MovePanda: _move_figure,
    PlaceChannel: _place_channel,
    PlaceImprovement: _place_improvement,
    ClaimObjective: _claim,
    EndTurn: _end_turn,
    DrawPlots: _take_action,
    TakeChannel: _take_action,
    DrawObjective: _take_action,
}
