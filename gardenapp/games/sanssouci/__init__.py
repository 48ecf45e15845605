"""Sanssouci (docs/rules/sanssouci.md): multiplayer 2-4 and solo against Pedro Bot."""

from ...core import registry
from .game import SanssouciGame

GAME = registry.register(SanssouciGame())

__all__ = ["GAME", "SanssouciGame"]
