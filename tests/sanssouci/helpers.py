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
