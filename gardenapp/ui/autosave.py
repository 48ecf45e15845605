"""Nothing lost: the game in progress and the score-helper entry are written
to the app-data folder after every change, atomically, so that a crash, a
kill or a quit leaves them on disk; the home screen offers them back.

One slot per game and kind (``play`` or ``score``):
``<AppDataLocation>/autosave/<game id>.<kind>.json``. Starting something new
in a slot replaces it (the screens ask first); finishing a game clears it.

Also here: the folder the Open and Save dialogs start in (the last one used).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from ..core.errors import RecordError
from ..core.files import read_json, write_json_atomic
from .i18n import app_settings

KINDS = ("play", "score")


def autosave_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:   # no writable location on this system: nothing can be kept
        raise OSError("no folder for application data")
    return Path(base) / "autosave"


@dataclass(frozen=True)
class Slot:
    game_id: str
    kind: str   # "play" or "score"

    @property
    def path(self) -> Path:
        return autosave_dir() / f"{self.game_id}.{self.kind}.json"

    def write(self, data: Any) -> None:
        path = self.path
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, data)

    def exists(self) -> bool:
        try:
            return self.path.is_file()
        except OSError:
            return False

    def read(self) -> Any:
        """The saved data; raises RecordError when it cannot be read."""
        return read_json(self.path, RecordError)

    def clear(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass


def pending(game_id: str) -> list[Slot]:
    """The slots of a game that hold something to resume."""
    return [s for s in (Slot(game_id, k) for k in KINDS) if s.exists()]


# -- the folder of the file dialogs -------------------------------------------------------------
_FOLDER_KEY = "files/last_folder"


def last_folder() -> str:
    """Where Open and Save dialogs start: the folder last used, else Documents."""
    value = app_settings().value(_FOLDER_KEY, "")
    if isinstance(value, str) and value and os.path.isdir(value):
        return value
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or ""


def remember_folder(path: str) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    app_settings().setValue(_FOLDER_KEY, folder)


def start_path(file_name: str) -> str:
    """A default file name in the last folder (Save dialogs)."""
    folder = last_folder()
    return os.path.join(folder, file_name) if folder else file_name
