"""A finished game on its way into the history (``Result``): made from a
score sheet, written to and read back from the pending file. Its own module
because reading it back uses the checks of ``decode``, which build the
records of ``records`` (one direction, no cycle)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any

from ..boardfile import played_on
from ..score import ScoreSheet
from .decode import (
    UID_PATTERN,
    checked_date,
    checked_game_id,
    checked_object,
    checked_players,
    checked_source,
    checked_winners,
)
from .records import PLAYED, SCORED, PlayerResult


@dataclass(frozen=True)
class Result:
    """A finished game on its way into the history (stored now or kept for
    later); ``uid`` makes storing it idempotent."""

    uid: str
    finished_at: datetime
    game: str
    source: str
    options: dict[str, Any]
    board: dict[str, Any]
    players: tuple[PlayerResult, ...]
    # The game record of a game played here (docs/formats.md §2), kept for its review.
    record: dict[str, Any] | None = None

    @classmethod
    def from_sheet(
        cls,
        sheet: ScoreSheet,
        *,
        source: str,
        options: dict[str, Any],
        board: dict[str, Any],
        finished_at: datetime | None = None,
        uid: str | None = None,
        record: dict[str, Any] | None = None,
    ) -> "Result":
        if source not in (PLAYED, SCORED):
            raise ValueError(f"source must be {PLAYED!r} or {SCORED!r}")
        won = set(sheet.winners)
        players = tuple(
            PlayerResult(i, p.name, p.total, dict(p.breakdown), i in won) for i, p in enumerate(sheet.players)
        )
        if finished_at is None and (day := played_on(board)) is not None and day != date.today():
            # A board entered on another day than it was played: the day the file says (at midnight,
            # the hour not being known; the history shows a scored game's day only).
            finished_at = datetime.combine(day, time())
        when = (finished_at or datetime.now()).replace(microsecond=0)
        return cls(
            uid or uuid.uuid4().hex,
            when,
            sheet.game,
            source,
            dict(options),
            dict(board),
            players,
            None if record is None else dict(record),
        )

    def to_json(self) -> dict[str, Any]:
        extra = {} if self.record is None else {"record": self.record}
        return {
            **extra,
            "uid": self.uid,
            "finished_at": self.finished_at.isoformat(timespec="seconds"),
            "game": self.game,
            "source": self.source,
            "options": self.options,
            "board": self.board,
            "players": [{"name": p.name, "total": p.total, "breakdown": p.breakdown} for p in self.players],
            "winners": [p.seat for p in self.players if p.won],
        }

    @classmethod
    def from_json(cls, data: Any) -> "Result":
        """A result read back from the pending file; ValueError if it is not one."""
        if not isinstance(data, dict) or set(data) - {"record"} != {
            "uid",
            "finished_at",
            "game",
            "source",
            "options",
            "board",
            "players",
            "winners",
        }:
            raise ValueError("not a result")
        uid = data["uid"]
        if not isinstance(uid, str) or not UID_PATTERN.match(uid):
            raise ValueError("bad uid")
        players = data["players"]
        if not isinstance(players, list) or not all(
            isinstance(p, dict) and set(p) == {"name", "total", "breakdown"} for p in players
        ):
            raise ValueError("bad players")
        won = checked_winners(data["winners"], len(players))
        rows = [(i, p["name"], p["total"], p["breakdown"]) for i, p in enumerate(players)]
        return cls(
            uid,
            checked_date(data["finished_at"]),
            checked_game_id(data["game"]),
            checked_source(data["source"]),
            checked_object(data["options"]),
            checked_object(data["board"]),
            checked_players(rows, won),
            checked_object(data["record"]) if "record" in data else None,
        )
