"""Under the Leaves (Fractal Juegos 2025): engine, scoring, board files and
computer players. Rules: docs/rules/under_the_leaves.md. Importing this package
registers the game.

Modules: ``data`` (tiles, orientations, bag removals, dweller cards),
``garden`` (one garden: geometry, sectors, bees, hummingbirds, the twelve
cards), ``actions`` (one per click, notation), ``state`` (turns, choices, bag,
hidden information), ``scoring`` (THE scorer), ``board`` (finished-board file,
§8 levels 1-3), ``ai`` (easy / normal / hard), ``view`` (the play screen's view
model), ``game`` (the title).

For the play screen
-------------------
* ``view.build_view(state, viewer, events=())`` -> ``LeavesView``: ``phase`` (take / place /
  choose_square / choose_field / over), ``gardens`` (per player: ``tiles`` with nests and
  hummingbirds base/row/column, ``fields`` with kind, letter, mushroom, pollinated, ``sectors``
  with bees, dweller ``pawns`` with the fields that earned them, ``totals``, ``live_score``,
  ``open_positions``), ``market`` (three tiles with their layouts for every side and rotation),
  ``cards`` (ids in play), ``bag_count``, ``selected``, ``pending_card``, ``allow_flip``,
  ``solo_unofficial``, plus the ViewModel base (``targets``, ``prompt``, ``last_turn``,
  ``last_round``, ``status``).
* Click keys: ``("market", i)``, ``("place", player, "tx,ty", side, rotation)``,
  ``("field", player, "x,y")``, ``("square", player, "x,y")`` (the square's NW field).
* Undo barrier: ``state.draws`` grows at the refill that ends every turn; ``TakeTile`` and the
  arrival choices before it are undoable.
* Events (``apply_with_events``): kinds ``place``, ``bees``, ``hummingbirds``, ``leaf``,
  ``puddle``, ``mushroom``, ``refill``, ``last_round``, ``end``; ``places`` are field labels.
"""

from ...core import registry
from .boardfile import LeavesBoard, PlayerBoard
from .game import UnderTheLeavesGame

GAME = registry.register(UnderTheLeavesGame())

__all__ = ["GAME", "LeavesBoard", "PlayerBoard", "UnderTheLeavesGame"]
