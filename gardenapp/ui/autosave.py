"""Nothing lost: the game in progress and the score-helper entry are written
to the app-data folder after every change, atomically, so that a crash, a
kill or a quit leaves them on disk; the home screen offers them back.

One slot per game and kind (``play`` or ``score``):
``<AppDataLocation>/autosave/<game id>.<kind>.json``. Starting something new
in a slot replaces it (the screens ask first); finishing a game clears it.
An autosave that cannot be resumed (damaged, another game's, beyond the
limits of Open) is refused with a message and set aside as
``<slot>.damaged`` (``refuse``): never deleted, no longer offered.

Also here: the folder the Open and Save dialogs start in (the last one used).
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QWidget

from ..core.errors import RecordError
from ..core.files import read_json, write_json_atomic
from . import plaintext
from .i18n import app_settings

KINDS = ("play", "score")
log = logging.getLogger(__name__)


def autosave_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:  # no writable location on this system: nothing can be kept
        raise OSError("no folder for application data")
    return Path(base) / "autosave"


@dataclass(frozen=True)
class Slot:
    game_id: str
    kind: str  # "play" or "score"

    @property
    def path(self) -> Path:
        return autosave_dir() / f"{self.game_id}.{self.kind}.json"

    def write(self, data: Any) -> None:
        """Raises OSError when it could not be written (the screens then ask
        before anything is left); the log says why."""
        try:
            path = self.path
            path.parent.mkdir(parents=True, exist_ok=True)
            if (path.exists() or path.is_symlink()) and not path.is_file():
                self.set_aside()  # a folder or a pipe in the slot: kept aside, the game is still kept
            write_json_atomic(path, data)
        except OSError as exc:
            log.warning("the autosave %s.%s could not be written: %s", self.game_id, self.kind, exc)
            raise

    def exists(self) -> bool:
        """Something to offer back: a regular file in the slot (a folder or a
        pipe there is refused when resumed, never offered)."""
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
        except IsADirectoryError:
            self.set_aside()

    def set_aside(self) -> Path | None:
        """Rename what the slot holds to ``<slot>.damaged`` (``.2.damaged``...
        if taken): kept for the person to look at, no longer offered. The new
        path, or None when nothing could be renamed."""
        path = self.path
        for n in range(1, 100):
            aside = path.with_name(path.name + (".damaged" if n == 1 else f".{n}.damaged"))
            if aside.exists() or aside.is_symlink():
                continue
            try:
                os.rename(path, aside)
            except OSError:
                return None
            return aside
        return None


def pending(game_id: str) -> list[Slot]:
    """The slots of a game that hold something to resume."""
    return [s for s in (Slot(game_id, k) for k in KINDS) if s.exists()]


def refuse(parent: QWidget | None, slot: Slot, title: str, reason: str) -> None:
    """An autosave that cannot be resumed: its file is set aside (the home
    screen no longer offers it, nothing is deleted) and the person is told
    why and where it is."""
    aside = slot.set_aside()
    text = reason
    if aside is not None:
        text += "\n\n" + QCoreApplication.translate(
            "autosave", "Its file was set aside as {file} in {folder} and is no longer offered."
        ).format(file=aside.name, folder=str(aside.parent))
    plaintext.warning(parent, title, text)  # the problems and paths in it are shown as themselves


# -- the folder of the file dialogs -------------------------------------------------------------
_FOLDER_KEY = "files/last_folder"


def last_folder(fallback: bool = True) -> str:
    """Where Open and Save dialogs start: the folder last used, else
    Documents (else "" without ``fallback``). The setting is a folder that
    exists, of a sane length, or it is ignored."""
    value = app_settings().value(_FOLDER_KEY, "")
    if isinstance(value, str) and value and len(value) <= 4096 and "\0" not in value and os.path.isdir(value):
        return value
    if not fallback:
        return ""
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or ""


def remember_folder(path: str) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    app_settings().setValue(_FOLDER_KEY, folder)


def start_path(file_name: str) -> str:
    """A default file name in the last folder (Save dialogs)."""
    folder = last_folder()
    return os.path.join(folder, file_name) if folder else file_name
