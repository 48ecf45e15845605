"""Under the Leaves (Fractal Juegos 2025): engine, scoring, board files and
computer players. Spec: rules/under-the-leaves.md. Importing this package
registers the game.

Modules: ``data`` (tiles, orientations, bag removals, dweller cards),
``garden`` (one garden: geometry, sectors, bees, hummingbirds, the twelve
cards), ``actions`` (one per click, notation), ``state`` (turns, choices, bag,
hidden information), ``scoring`` (THE scorer), ``board`` (finished-board file,
§8 levels 1-3), ``ai`` (easy / normal / hard), ``view`` (the play screen's view
model), ``game`` (the title).
"""

from ...core import registry
from .board import LeavesBoard, PlayerBoard
from .game import UnderTheLeavesGame

GAME = registry.register(UnderTheLeavesGame())

__all__ = ["GAME", "LeavesBoard", "PlayerBoard", "UnderTheLeavesGame"]
