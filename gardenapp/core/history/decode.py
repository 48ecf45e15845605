"""The checked decoding of what is read back from the history database and
the pending file: both are outside input, so every value is checked and a
value that is not what it should be raises ValueError (its game is skipped)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from ..errors import ProblemsError
from ..files import MAX_FILE_BYTES, parse_json
from .records import PLAYED, SCORED, PlayerResult

# Bounds of what is read back (the database and the pending file are outside input).
MAX_PLAYERS = 8
MAX_TEXT = 1000  # a name, a game id, a rule id, a uid
MAX_POINTS = 10**6
_ID = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
UID_PATTERN = re.compile(r"^[A-Za-z0-9_.:-]{1,100}$")  # a result's unique id


class _NotText(bytes):
    """A text value that is not UTF-8: no check accepts it, so its row is skipped."""


def text_factory(raw: bytes) -> str | _NotText:
    """The connection's text factory: text that is not UTF-8 is kept as bytes no check accepts."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return _NotText(raw)


class _Undecodable(ProblemsError):
    pass


def checked_json(text: Any) -> Any:
    if not isinstance(text, str) or len(text) > MAX_FILE_BYTES:
        raise ValueError("not JSON text")
    try:
        return parse_json(text, _Undecodable, "history")
    except _Undecodable:
        raise ValueError("not valid JSON") from None


def checked_object(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value


def checked_int(value: Any, low: int = -MAX_POINTS, high: int = MAX_POINTS) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError("not a whole number in range")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT:
        raise ValueError("not a short text")
    return value


def checked_game_id(value: Any) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        raise ValueError("not a game id")
    return value


def checked_source(value: Any) -> str:
    if value not in (PLAYED, SCORED):
        raise ValueError("not a source")
    return str(value)


def checked_date(value: Any) -> datetime:
    if not isinstance(value, str) or len(value) > 40:
        raise ValueError("not a date")
    when = datetime.fromisoformat(value)  # ValueError when it is not one
    return when.replace(tzinfo=None)  # every date of the history is local time


def checked_winners(value: Any, players: int) -> set[int]:
    if not isinstance(value, list) or not all(type(s) is int and 0 <= s < players for s in value):
        raise ValueError("bad winners")
    return set(value)


def _breakdown(value: Any) -> dict[str, int]:
    value = checked_object(value)
    return {_text(rule): checked_int(points) for rule, points in value.items()}


def checked_players(rows: Sequence[Sequence[Any]], won: set[int]) -> tuple[PlayerResult, ...]:
    """The players of one game from its rows (seat, name, total, breakdown), seats 0, 1, ... in order."""
    if not 1 <= len(rows) <= MAX_PLAYERS:
        raise ValueError("bad number of players")
    players = []
    for expected, (seat, name, total, breakdown) in enumerate(rows):
        if seat != expected or type(seat) is not int:
            raise ValueError("bad seats")
        players.append(PlayerResult(seat, _text(name), checked_int(total), _breakdown(breakdown), seat in won))
    return tuple(players)
