"""Takenoko's user interface: the play screen and the score helper.

``create_play_screen(parent)`` and ``create_score_helper(parent)`` are what the
home screen's "Play" and "Score a finished game" buttons call. Modules:
``painting`` (all art and the one table of labels), ``garden`` (the garden
scene: plots, channels on edges, clickable edges, panda and gardener),
``widgets`` (drawn cards and counters), ``play`` and ``scorehelper``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def _game():
    from .... import games as _games  # noqa: F401 - announces the titles
    from ....core import registry

    return registry.get("takenoko")


def create_play_screen(parent: QWidget | None = None) -> QWidget:
    from .play import TakenokoPlayScreen

    return TakenokoPlayScreen(_game(), parent)


def create_score_helper(parent: QWidget | None = None) -> QWidget:
    from .scorehelper import TakenokoScoreHelper

    return TakenokoScoreHelper(_game(), parent)
