"""Takenoko (base game, 2–4 players): spec /work/shared/rules/takenoko.md.

Modules: ``components`` (all counts, cards and values as data, PROVISIONAL
facts), ``grid`` (int cells for the hot paths), ``objectives`` (patterns via
core.patterns, gardener/panda checks, garden helpers for the UI), ``actions``
(one per click, notation), ``state`` (rules), ``board`` (finished-board file
and the one scorer), ``ai`` (evaluation, playout policy, tuned bots),
``game`` (the title).
"""

from ...core import registry
from .components import PROVISIONAL
from .game import TakenokoGame
from .objectives import Garden, PlotInfo, fulfilling_cell_sets, satisfied_objectives

GAME = registry.register(TakenokoGame())

__all__ = ["GAME", "TakenokoGame", "Garden", "PlotInfo", "fulfilling_cell_sets", "satisfied_objectives",
           "PROVISIONAL"]
