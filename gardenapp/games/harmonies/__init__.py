"""Harmonies (Libellud 2024): engine, scoring and computer players.

Rules: docs/rules/harmonies.md. Importing this package registers the game."""

from ...core import registry
from .boardfile import HarmoniesBoard, PlayerBoard
from .game import HarmoniesGame

GAME = registry.register(HarmoniesGame())

__all__ = ["GAME", "HarmoniesBoard", "HarmoniesGame", "PlayerBoard"]
