"""The games the app knows, in the order the home screen lists them.

Every title has an entry (so the home screen can show the ones still to come);
``game`` is filled once its engine exists.

The entry (``GameInfo``) is what the home screen and the About box read before
any engine is imported (docs/architecture.md §6.11): names, look and credits. The
same facts are in the game's ``GameDescriptor``; ``tests/test_registry.py``
checks that every built game's entry and descriptor agree.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass

from .descriptor import NEUTRAL_LOOK, Credits, GameLook
from .game import Game


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str  # English; the UI translates it
    description: str  # one line, English
    module: str  # where the engine lives once built
    look: GameLook = NEUTRAL_LOOK  # the home card's glyph (NEUTRAL_LOOK: none declared)
    credits: Credits | None = None  # the About box's line (None: the name alone)


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


def info(game_id: str) -> GameInfo | None:
    """The announcement of a title (nothing imported), or None for an unknown id."""
    return _INFOS.get(game_id)


def rule_name(game_id: str, rule_id: str) -> str:
    """The English label (context "rules") of a breakdown key of a game, from its
    descriptor; the id as written for a game that is not built or a key it does
    not label (e.g. a rule of an older version in the history)."""
    game = get(game_id)
    return game.descriptor.rule_name(rule_id) if game is not None else rule_id


def extra_name(game_id: str, key: str) -> str:
    """The English label (context "rules") of an extra result of a game, as ``rule_name``."""
    game = get(game_id)
    return game.descriptor.extra_name(key) if game is not None else key


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
