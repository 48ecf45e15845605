"""The parts most game modules share (see the package docstring): a
two-player game, a photo of every player's own board, and that board's
player entry as the fragment the photo shows."""

from __future__ import annotations

import random
from typing import Any


def two_players(rng: random.Random) -> dict[str, Any]:
    return {"players": 2}


def every_player(board: dict[str, Any]) -> list[int]:
    return list(range(len(board["players"])))


def player_entry(board: dict[str, Any], player: int) -> dict[str, Any]:
    return dict(board["players"][player])
