"""Small builders shared by the Sanssouci tests."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import gardenapp.games  # noqa: F401  (announces the games)
from gardenapp.core import registry

GAME = registry.get("sanssouci")
PKG = Path(__file__).resolve().parents[2] / "gardenapp" / "games" / "sanssouci"
EXAMPLE = PKG / "examples" / "two_players.json"


def example() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def board_dict(players, **options) -> dict:
    """A board file with ``players`` (dicts; missing keys get neutral values)."""
    full = []
    for i, p in enumerate(players):
        entry = {"name": f"P{i + 1}", "track_score": 0, "cells": {}, "nobles": [0] * 9, "missions": []}
        entry.update(copy.deepcopy(p))
        full.append(entry)
    opts = {"layout": "P1"}
    opts.update(options)
    return {"format": "gardenapp-board", "version": 1, "game": "sanssouci", "options": opts, "players": full}


def fill(cells: dict, spec: str, value: str = "ornament") -> dict:
    """Add cells "r,c r,c ..." with ``value``."""
    for text in spec.split():
        cells[text] = value
    return cells


def row_cells(row: int) -> str:
    return " ".join(f"{row},{c}" for c in range(1, 10))


def col_cells(col: int) -> str:
    return " ".join(f"{r},{col}" for r in range(1, 7))


def score(d: dict):
    return GAME.score_board(GAME.board_from_dict(d))


def position(state, **changes):
    """``state`` with some keys of its position replaced, set up the one way
    (docs/formats.md §6.2: ``GAME.position_to_dict`` / ``position_from_dict``).
    A dict value ``{seat: entry}`` replaces only those seats' entries
    (``gardens={1: [filled, orn]}``)."""
    data = GAME.position_to_dict(state)
    fields = data["position"]
    for key, value in changes.items():
        if isinstance(value, dict):
            for seat, entry in value.items():
                fields[key][seat] = entry
        else:
            fields[key] = value
    return GAME.position_from_dict(data)


def garden(state, p, filled=0, orn=0):
    """Seat ``p``'s ``[filled, ornaments]`` masks with ``filled`` and ``orn`` added."""
    return [state.filled[p] | filled, state.orn[p] | orn]
