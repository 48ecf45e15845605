"""Azul: Queen's Garden (Next Move / Plan B Games 2022): engine, scoring,
finished-board files and computer players.

Rules: docs/rules/azul_queens_garden.md. Importing this package registers the game."""

from ...core import registry
from .boardfile import AzulBoard, AzulPlayerBoard
from .game import AzulQueensGardenGame, provisional_flags

GAME = registry.register(AzulQueensGardenGame())

__all__ = ["GAME", "AzulBoard", "AzulPlayerBoard", "AzulQueensGardenGame", "provisional_flags"]
