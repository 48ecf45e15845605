"""What the history holds, as read back: a game (``Entry``) with its
players' results, and a player's figures over many games (``PlayerStats``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

PLAYED = "played"  # a game played in the app
SCORED = "scored"  # a physical game copied into a score helper


@dataclass(frozen=True)
class PlayerResult:
    seat: int
    name: str
    total: int
    breakdown: dict[str, int]
    won: bool


@dataclass(frozen=True)
class Entry:
    id: int
    finished_at: datetime
    game: str
    source: str
    options: dict[str, Any]
    board: dict[str, Any]
    players: tuple[PlayerResult, ...]
    # The history holds the game's record (a game played here): it can be reviewed.
    has_record: bool = False

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players if p.won)


@dataclass(frozen=True)
class PlayerStats:
    name: str
    games: int
    wins: int
    mean: float
    best: int
    mean_by_rule: dict[str, float]
