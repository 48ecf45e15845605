"""Sanssouci user interface: the play screen (2-4 players, or solo against the
automaton Pedro Bot) and the score helper for a finished physical game."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def create_play_screen(parent: QWidget | None = None) -> QWidget:
    from .play import SanssouciPlayScreen

    return SanssouciPlayScreen(parent)


def create_score_helper(parent: QWidget | None = None) -> QWidget:
    from .scorehelper import SanssouciScoreHelper

    helper = SanssouciScoreHelper(parent)
    helper.start(2)
    return helper


__all__ = ["create_play_screen", "create_score_helper"]
