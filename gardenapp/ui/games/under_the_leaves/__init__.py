"""Under the Leaves screens: the play screen (play.py) and the score helper
(scorehelper.py), both drawn by painting.py on the shared kit. The home screen
calls the two factories below."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def the_game():
    """The Under the Leaves engine from the registry (the titles announced first)."""
    from .... import games as _games  # noqa: F401 - announces the titles
    from ....core import registry

    return registry.get("under_the_leaves")


def create_play_screen(parent: QWidget | None = None) -> QWidget:
    from .play import LeavesPlayScreen

    return LeavesPlayScreen(parent)


def create_score_helper(parent: QWidget | None = None) -> QWidget:
    from .scorehelper import LeavesScoreHelper

    helper = LeavesScoreHelper(parent)
    helper.start(2)
    return helper
