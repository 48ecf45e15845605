"""The games the app knows, in the order the home screen lists them.

Every title has an entry (so the home screen can show the ones still to come);
``game`` is filled once its engine exists.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass

from .game import Game


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str  # English; the UI translates it
    description: str  # one line, English
    module: str  # where the engine lives once built


_INFOS: dict[str, GameInfo] = {}
_GAMES: dict[str, Game] = {}


def announce(info: GameInfo) -> None:
    _INFOS[info.id] = info


def register(game: Game) -> Game:
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def catalogue() -> list[GameInfo]:
    return list(_INFOS.values())


def _load(info: GameInfo) -> None:
    if info.id in _GAMES:
        return
    try:
        importlib.import_module(info.module)
    except ModuleNotFoundError as exc:
        # Only the engine's own module may be missing; a broken import inside
        # an engine that exists must surface.
        if exc.name != info.module:
            raise


def get(game_id: str) -> Game | None:
    """The built game with this id, or None if it is announced but not built."""
    if game_id not in _GAMES and game_id in _INFOS:
        _load(_INFOS[game_id])
    return _GAMES.get(game_id)


def is_known(game_id: str) -> bool:
    return game_id in _INFOS or game_id in _GAMES


def built_games() -> Iterator[Game]:
    for info in catalogue():
        _load(info)
    return iter(list(_GAMES.values()))
