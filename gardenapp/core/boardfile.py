"""The finished-board file (docs/formats.md §1): the shape common to every game;
its problems are collected by ``core.checker.Checker``.

A game that ships a ``board.schema.json`` reads a file in two steps
(docs/architecture.md §6): ``BoardSchema.check`` reports every structural problem the
schema finds (the common header included) and what the header means beyond
it (names that print as themselves, each used once); then the game's
``board_from_dict`` checks only what the schema cannot say, on the parts the
schema found sound, with the same ``Checker``, so a file's problems are all
reported at once, structural ones first. ``check_common`` is the hand-written
header check of a game without a schema (the test games).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import date, timedelta
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import registry
from .checker import Checker, key_path
from .errors import BoardFileError, Problem
from .files import PathRefusedError, read_json, resolve_inside
from .messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, counted, msg, shown
from .names import MAX_NAME as MAX_NAME  # noqa: F401 - the schemas' name length, where it always was

if TYPE_CHECKING:
    from .game import Game
    from .schema import Schema, Walk, Words

FORMAT = "gardenapp-board"
# Keys every game's player entry may hold: a photo of that board, a path
# relative to the file (docs/architecture.md §6.3); shown in the score helper, never scored.
COMMON_PLAYER_OPTIONAL = ("photo", "photo_corners")
PHOTO_SCHEMA = {
    "type": "string",
    "description": "A photo of this player's board, as a path relative to this "
    "file (shown in the score helper, never scored; a missing photo is a warning).",
}
# Where the photo is aligned on the grid (docs/formats.md §1.2): four [x, y]
# points of the photo, as fractions of its width and height, on the centres
# of the board's four corner spaces; never scored.
PHOTO_CORNERS_SCHEMA = {
    "type": "array",
    "minItems": 4,
    "maxItems": 4,
    "items": {
        "type": "array",
        "minItems": 2,
        "maxItems": 2,
        "items": {"type": "number", "minimum": -1, "maximum": 2},
    },
    "description": "Where the photo is aligned on the grid: four [x, y] points of the photo "
    "(fractions of its width and height) on the centres of the board's top left, top right, "
    "bottom right and bottom left spaces (shown in the score helper, never scored).",
}
# The shipped schemas' entry for played_on (the five board.schema.json files say the same).
PLAYED_ON_SCHEMA = {
    "description": "The day the game was played, year-month-day (the score helper's Played on; "
    "the history's date; never scored).",
    "type": "string",
    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
}
VERSION = 1
# The day the game was played (docs/formats.md §1.2), "2026-12-03": the history's date for it and the
# score sheet's; never scored. Optional: a file without it was played on a day nobody wrote down.
PLAYED_ON = "played_on"
EARLIEST_PLAYED_ON = date(1900, 1, 1)


def check_played_on(value: Any, checker: Checker) -> date | None:
    """The ``played_on`` date of a board file (a real day, year-month-day, from 1900 to tomorrow),
    or None with its problem in ``checker``."""
    day = None
    if isinstance(value, str) and re.fullmatch(PLAYED_ON_SCHEMA["pattern"], value):
        try:
            day = date.fromisoformat(value)
        except ValueError:  # 2026-02-30
            day = None
    if day is None or not EARLIEST_PLAYED_ON <= day <= date.today() + timedelta(days=1):
        checker.add(
            PLAYED_ON, QT_TRANSLATE_NOOP("engine", "{value} is not a date (year-month-day)"), value=shown(value)
        )
        return None
    return day


def played_on(data: Any) -> date | None:
    """A board file's ``played_on`` day when it is a sound one, else None."""
    value = data.get(PLAYED_ON) if isinstance(data, dict) else None
    return check_played_on(value, Checker()) if value is not None else None


_PLAYER_COUNT = QT_TRANSLATE_N_NOOP("engine", "%n players; this game takes {low} to {high}")


def check_common(
    data: Any,
    game: Game,
    checker: Checker,
    *,
    option_keys: Iterable[str] = (),
    player_required: Iterable[str] = (),
    player_optional: Iterable[str] = (),
    top_optional: Iterable[str] = (),
    min_players: int | None = None,
    max_players: int | None = None,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Check the common shape; return (options, players) as far as usable.
    If an entry of ``players`` is not an object, no players are returned: a
    game numbers the players it gets, and a shortened list would report the
    next player's problems under the wrong index."""
    if not isinstance(data, dict):
        checker.add("", QT_TRANSLATE_NOOP("engine", "the file must hold one JSON object"))
        return {}, []
    checker.keys(data, "", ["format", "version", "game", "players"], ["options", PLAYED_ON, *top_optional])
    if PLAYED_ON in data:
        check_played_on(data[PLAYED_ON], checker)
    if data.get("format", FORMAT) != FORMAT:
        checker.add("format", QT_TRANSLATE_NOOP("engine", 'must be "{expected}"'), expected=FORMAT)
    if "version" in data and (type(data["version"]) is not int or data["version"] != VERSION):
        checker.add(
            "version",
            QT_TRANSLATE_NOOP("engine", "version {value} is not supported (this app reads {expected})"),
            value=shown(data["version"]),
            expected=VERSION,
        )
    if data.get("game", game.id) != game.id:
        checker.add("game", QT_TRANSLATE_NOOP("engine", 'must be "{expected}"'), expected=game.id)

    options = data.get("options", {})
    if checker.keys(options, "options", [], option_keys):
        options = dict(options)
    else:
        options = {k: v for k, v in options.items() if k in set(option_keys)} if isinstance(options, dict) else {}

    players_raw = data.get("players", [])
    players: list[dict[str, Any]] = []
    low = game.min_players if min_players is None else min_players
    high = game.max_players if max_players is None else max_players
    if checker.list_of(players_raw, "players"):
        if not (low <= len(players_raw) <= high):
            checker.add("players", _PLAYER_COUNT, numerus="count", count=len(players_raw), low=low, high=high)
            if len(players_raw) > high:
                return options, []  # a million players: refused before any per-player work
        named: list[tuple[str, dict[str, Any]]] = []
        for i, p in enumerate(players_raw):
            where = key_path("players", i)
            if not checker.keys(p, where, ["name", *player_required], [*player_optional, *COMMON_PLAYER_OPTIONAL]):
                if not isinstance(p, dict):
                    continue
            if "photo" in p:
                checker.string(p["photo"], key_path(where, "photo"))
            if "photo_corners" in p and checker.list_of_length(p["photo_corners"], key_path(where, "photo_corners"), 4):
                for k, point in enumerate(p["photo_corners"]):
                    at = key_path(key_path(where, "photo_corners"), k)
                    if checker.list_of_length(point, at, 2):
                        for j, v in enumerate(point):
                            if type(v) not in (int, float) or not -1 <= v <= 2:
                                checker.add(
                                    key_path(at, j),
                                    QT_TRANSLATE_NOOP("engine", "{value} is not between {low} and {high}"),
                                    value=shown(v),
                                    low=-1,
                                    high=2,
                                )
            if "name" in p:
                named.append((key_path(where, "name"), p))
            players.append(p)
        _normalise_names(checker, named)
        if len(players) != len(players_raw):
            players = []
    return options, players


# The header's problems in the player's words (core.schema.Schema's words).
HEADER_WORDS: dict[str, str | Message] = {
    ":type": QT_TRANSLATE_NOOP("engine", "the file must hold one JSON object"),
    "version:const": QT_TRANSLATE_NOOP("engine", "version {value} is not supported (this app reads {expected})"),
    "players:minItems": counted(_PLAYER_COUNT, "count"),
    "players:maxItems": counted(_PLAYER_COUNT, "count"),
    "players[*].name:minLength": QT_TRANSLATE_NOOP("engine", "the name is empty"),
    "players[*].name:maxLength": counted(
        QT_TRANSLATE_N_NOOP("engine", "the name is longer than %n characters"), "limit"
    ),
}


class BoardSchema:
    """A game's shipped board.schema.json and the game's words for its
    problems (core.schema.Schema; the header's words are added)."""

    def __init__(self, path: str | PathLike[str], words: "Words | None" = None):
        self.path = Path(path)
        self.words = {**HEADER_WORDS, **(words or {})}
        self._schema: Schema | None = None

    @property
    def schema(self) -> "Schema":
        if self._schema is None:  # compiled on the first board read, not at import
            from .schema import Schema, load_schema

            self._schema = Schema(load_schema(str(self.path)), self.words)
        return self._schema

    def check(self, data: Any, checker: Checker) -> "Walk":
        """Every structural problem of ``data``, then the names that do not
        print as themselves or are used twice, into ``checker``. The walk
        returned says which parts are sound (a reader may rely on their
        types). A file that is not one object is refused at once."""
        walk = self.schema.walk(data)
        checker.problems.extend(walk.problems())
        if not isinstance(data, dict):
            checker.raise_if_any()
        if walk.sound(PLAYED_ON):
            check_played_on(data[PLAYED_ON], checker)
        _normalise_names(
            checker,
            [
                (key_path(key_path("players", i), "name"), p)
                for i, p in walk.objects("players")
                if walk.sound("players", i, "name")
            ],
        )
        return walk


def _normalise_names(checker: Checker, named: list[tuple[str, dict[str, Any]]]) -> None:
    """The players' names by the name rule, duplicates found once normalised;
    each good name is written back normalised (NFC, plain spaces) into its
    entry, so the game's reader, the score helper and a file saved from it
    hold the name as it is shown."""
    names = checker.names((where, entry["name"]) for where, entry in named)
    for (_, entry), name in zip(named, names):
        if name is not None:
            entry["name"] = name


def player_name(data: Mapping[str, Any], index: int) -> str:
    """The name of player ``index`` of a board file, for a problem that
    names another player's board: the entry's name, else "P1", "P2"..."""
    players = data.get("players")
    entry = players[index] if isinstance(players, list) and 0 <= index < len(players) else None
    name = entry.get("name") if isinstance(entry, dict) else None
    return name if isinstance(name, str) and name.strip() else f"P{index + 1}"


class GameNotBuiltError(Exception):
    """The file is for a game this version cannot score yet."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        super().__init__(game_id)


def photo_warnings(data: Any, folder: str | PathLike[str]) -> list[Message]:
    """A warning for each player's photo that would not be opened, by the one
    rule for paths a file names (core.files.resolve_inside): the command line
    says what the score helper says. Nothing is opened; a photo that is not
    text is the checker's problem, not a warning."""
    players = data.get("players") if isinstance(data, Mapping) else None
    out = []
    for i, p in enumerate(players if isinstance(players, list) else []):
        photo = p.get("photo") if isinstance(p, Mapping) else None
        if isinstance(photo, str):
            try:
                resolve_inside(folder, photo)
            except PathRefusedError as exc:
                out.append(
                    msg(
                        QT_TRANSLATE_NOOP("engine", "the photo was not opened: {reason}"),
                        where=key_path(key_path("players", i), "photo"),
                        reason=exc.message,
                    )
                )
    return out


def read_board_file(path: str | PathLike[str], warnings: list[Message] | None = None) -> tuple[Game, Any]:
    """Load and validate a finished-board file of any game; ``warnings``, if
    given, receives the photo warnings (``photo_warnings``).

    Raises BoardFileError (listing every problem) or GameNotBuiltError."""
    data = read_json(path, BoardFileError)
    if warnings is not None:
        warnings.extend(photo_warnings(data, Path(path).parent))
    if not isinstance(data, dict):
        raise BoardFileError([Problem("", msg(QT_TRANSLATE_NOOP("engine", "the file must hold one JSON object")))])
    game_id = data.get("game")
    if not isinstance(game_id, str) or not registry.is_known(game_id):
        known = ", ".join(info.id for info in registry.catalogue())
        raise BoardFileError(
            [
                Problem(
                    "game",
                    msg(
                        QT_TRANSLATE_NOOP("engine", "{value} is not a game id (one of: {known})"),
                        value=shown(game_id),
                        known=known,
                    ),
                )
            ]
        )
    game = registry.get(game_id)
    if game is None:
        raise GameNotBuiltError(game_id)
    return game, game.board_from_dict(data)
