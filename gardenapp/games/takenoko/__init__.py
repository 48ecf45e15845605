"""Takenoko (base game, 2–4 players): docs/rules/takenoko.md.

Modules: ``data`` (all counts, cards and values as data, PROVISIONAL
facts, the names of ids for messages), ``garden`` (int cells for the hot
paths), ``scoring`` (patterns via core.patterns, gardener/panda checks,
garden helpers), ``actions`` (one per click, notation), ``state`` (rules and
their events), ``boardfile`` (finished-board file and the one scorer), ``ai``
(evaluation, playout policy, tuned bots), ``view`` (the view model), ``game``
(the title).

For the play screen
-------------------
The screen reads no state: ``view.build_view(state.view_for(viewer), viewer)``
gives everything it draws (garden in spec coordinates, weather, action chips,
players with hand size, hand limit and only the cards the viewer may see,
the drawn plots, the cells fulfilling the viewer's objectives) and the
clickable keys with their actions (``targets`` and two-click ``pairs``; the
table of keys is in ``view``). ``apply_with_events`` says what happened (the
turn log and the last turn's marks); no event names a card another player
cannot see. ``EndByAgreement`` ("agree-end", §8) is accepted by ``apply`` but
never listed in ``legal_actions``; the view model offers it as ``("agree_end",)``.
Undo barrier: ``state.draws`` grows at every draw and weather roll.
"""

from ...core import registry
from .data import PROVISIONAL
from .game import TakenokoGame
from .scoring import Garden, PlotInfo, fulfilling_cell_sets, satisfied_objectives

GAME = registry.register(TakenokoGame())

__all__ = ["GAME", "TakenokoGame", "Garden", "PlotInfo", "fulfilling_cell_sets", "satisfied_objectives", "PROVISIONAL"]
