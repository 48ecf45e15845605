"""Azul: Queen's Garden screens: the play screen (play.py) and the score
helper (scorehelper.py), both drawn by painting.py on the shared kit. The home
screen calls the two factories below."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def create_play_screen(parent: QWidget | None = None) -> QWidget:
    from .play import AzulPlayScreen

    return AzulPlayScreen(parent)


def create_score_helper(parent: QWidget | None = None) -> QWidget:
    from .scorehelper import AzulScoreHelper

    helper = AzulScoreHelper(parent)
    helper.start(2)
    return helper
