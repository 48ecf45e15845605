"""Harmonies screens: the play screen (play.py) and the score helper
(scorehelper.py), both drawn by painting.py. The home screen calls the two
factories below."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def create_play_screen(parent: QWidget | None = None) -> QWidget:
    from .play import HarmoniesPlayScreen

    return HarmoniesPlayScreen(parent)


def create_score_helper(parent: QWidget | None = None) -> QWidget:
    from .scorehelper import HarmoniesScoreHelper

    helper = HarmoniesScoreHelper(parent)
    helper.start(2)
    return helper
