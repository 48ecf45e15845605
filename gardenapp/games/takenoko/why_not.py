"""Why a Takenoko action is refused (State.why_not, docs/architecture.md §3.3):
docs/rules/takenoko.md §6.2-§6.6 in the player's words.

Apart from the rules of play in ``state.py``: it reads a state and decides
nothing; ``TakenokoState._why_not`` delegates here. Only reasons for actions
the state refuses are asked (core.game.State.why_not).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    ph = state.phase_id
    p = state.player
    if isinstance(action, PlacePlot) and ph == "place_plot":
        i = garden.idx(action.cell)
        if i in state.colour or i == garden.POND:
            return msg(QT_TRANSLATE_NOOP("engine", "That place already holds a tile"))
        if i not in state.spots:
            return msg(QT_TRANSLATE_NOOP("engine", "A plot goes next to the pond or next to two plots already in play"))
        return msg(QT_TRANSLATE_NOOP("engine", "That improvement token cannot go on this plot"))
    if isinstance(action, (MoveGardener, MovePanda)) and ph == "actions":
        gardener = isinstance(action, MoveGardener)
        if state.n_used >= (3 if state.sun else 2):
            return _ACTIONS_TAKEN
        if not state.wind and state.used >> (A_GARDENER if gardener else A_PANDA) & 1:
            if gardener:
                return msg(QT_TRANSLATE_NOOP("engine", "You have already moved the gardener this turn"))
            return msg(QT_TRANSLATE_NOOP("engine", "You have already moved the panda this turn"))
        if gardener:
            return msg(
                QT_TRANSLATE_NOOP(
                    "engine", "The gardener moves in a straight line over tiles, never across an empty place"
                )
            )
        return msg(
            QT_TRANSLATE_NOOP("engine", "The panda moves in a straight line over tiles, never across an empty place")
        )
    if isinstance(action, PlaceChannel):
        if not state.res_channels[p]:
            return msg(QT_TRANSLATE_NOOP("engine", "You have no channel in your reserve"))
        return msg(
            QT_TRANSLATE_NOOP(
                "engine", "A channel goes on a free edge between two plots, joined to the irrigation network"
            )
        )
    if isinstance(action, PlaceImprovement):
        k = IMPROVEMENT_BY_ID.get(action.improvement)
        if k is None:
            return None
        if not state.res_tokens[p][k - 1]:
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
    if isinstance(action, ClaimObjective) and action.card in CARD_BY_ID:
        if CARD_BY_ID[action.card].index not in state.hands[p]:
            return None
        return msg(QT_TRANSLATE_NOOP("engine", "That objective is not fulfilled yet"))
    if isinstance(action, EndTurn) and ph == "actions":
        return msg(QT_TRANSLATE_NOOP("engine", "Take two different actions before ending your turn"))
    if isinstance(action, (DrawPlots, TakeChannel, DrawObjective)) and ph == "actions":
        if state.n_used >= (3 if state.sun else 2):
            return _ACTIONS_TAKEN
    return None
