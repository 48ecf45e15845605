"""Takenoko (base game, 2–4 players): spec rules/takenoko.md.

Modules: ``components`` (all counts, cards and values as data, PROVISIONAL
facts), ``grid`` (int cells for the hot paths), ``objectives`` (patterns via
core.patterns, gardener/panda checks, garden helpers for the UI), ``actions``
(one per click, notation), ``state`` (rules), ``board`` (finished-board file
and the one scorer), ``ai`` (evaluation, playout policy, tuned bots),
``game`` (the title).

For the play screen
-------------------
* ``state.phase_id``: ``actions`` (the five actions are single clicks:
  ``DrawPlots`` "a:plot", ``TakeChannel`` "a:irrigation", ``MoveGardener(cell)``,
  ``MovePanda(cell)``, ``DrawObjective(deck)``; beside them the free actions
  ``PlaceChannel(a, b)``, ``PlaceImprovement(kind, cell)``, ``ClaimObjective(card)``
  and ``EndTurn``), the weather step ``choose_weather`` / ``rain`` / ``storm`` /
  ``clouds`` (``ChooseWeather``, ``WeatherTarget(cell)``, ``TakeImprovement``,
  ``SkipWeather``; free actions allowed too), ``pick_plot`` → ``place_plot``
  (``PickPlot(index, reverse)``, ``PlacePlot(cell, improvement)``), ``grow``
  (``GrowPlot(cell)`` when bamboo runs short), ``over``.
* ``state.rolled`` / ``state.weather``: the die face and the weather in force
  (indices into ``components.WEATHER_IDS``; -1 none, e.g. the first round).
* ``state.action_available(kind)``, ``state.actions_used()``,
  ``state.actions_allowed()`` (3 with Sun), ``state.wind``.
* ``state.garden()`` (plots, channels, figures in spec coordinates),
  ``state.hand_ids(p)`` (None for hidden cards in a view),
  ``state.completed_ids(p)``, ``state.stomach[p]``, ``state.res_channels[p]``,
  ``state.res_tokens[p]``, ``state.supply``, ``state.tokens``,
  ``state.channel_supply``, ``state.stack_size()``, ``state.deck_size(t)``,
  ``state.drawn`` (plot codes while picking), ``state.emperor``.
* Undo barrier: ``state.draws`` grows at every draw and weather roll.
* ``EndByAgreement`` ("agree-end") is accepted by ``apply`` but never listed.
"""

from ...core import registry
from .components import PROVISIONAL
from .game import TakenokoGame
from .objectives import Garden, PlotInfo, fulfilling_cell_sets, satisfied_objectives

GAME = registry.register(TakenokoGame())

__all__ = ["GAME", "TakenokoGame", "Garden", "PlotInfo", "fulfilling_cell_sets", "satisfied_objectives",
           "PROVISIONAL"]
