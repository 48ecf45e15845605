"""The app's settings file, checked before Qt reads it (issue 14).

PySide6 reads an INI value ``@Variant(...)`` (or ``@DateTime(...)``) through
QDataStream, and a ``PySide::PyObjectWrapper`` inside it is unpickled: a
crafted settings file would run code at start-up and a malformed one would
stop the app from starting, whatever type the caller asks for. The app only
stores plain words, numbers, true/false and JSON text, so before the first
QSettings access reads the file, every entry whose value Qt would decode as
a variant is removed from it, with a warning. Qt reads nothing before the
first access (constructing a QSettings and asking its file name read nothing).
"""

from __future__ import annotations

import logging
import os
import re
import sys
import tempfile

from PySide6.QtCore import QSettings

from ..core.errors import ProblemsError
from ..core.files import read_bytes_bounded, write_bytes_atomic
from ..core.messages import printable

log = logging.getLogger(__name__)

SETTINGS_ORGANIZATION = "gardenapp"
SETTINGS_APPLICATION = "gardenapp"

# A value, or an element of a comma-separated list, that Qt's unescaping
# could turn into "@...": an "@" after nothing but spaces, quotes and
# backslashes (Qt joins quoted and unquoted parts, so "@" and "Variant("
# may be split by quotes).
_ELEMENT_AT = re.compile(rb'(?:^|,)[\s"\\]*@')
_checked: set[str] = set()


def use_checkable_format() -> None:
    """INI files on every system (Linux's native format already is one):
    the registry and property lists are not text the app can check."""
    if QSettings.defaultFormat() == QSettings.Format.NativeFormat and sys.platform in ("win32", "darwin"):
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)


def _is_ini() -> bool:
    return QSettings.defaultFormat() == QSettings.Format.IniFormat or sys.platform not in ("win32", "darwin")


def _unsafe(value: bytes) -> bool:
    """True if Qt could read ``value`` (an INI value, raw) as a variant."""
    i = value.find(b"\\")
    while i >= 0:
        escaped = value[i + 1:i + 2]
        if escaped and escaped in b"xX01234567":
            return True   # a numeric escape can write any character, "@" included
        i = value.find(b"\\", i + 2)
    return _ELEMENT_AT.search(value) is not None


def _logical_lines(raw: bytes) -> list[list[bytes]]:
    """The file's lines, a line ending in an unpaired backslash joined with
    the next one as Qt does."""
    out: list[list[bytes]] = []
    current: list[bytes] = []
    for line in raw.splitlines(keepends=True):
        current.append(line)
        body = line.rstrip(b"\r\n")
        if (len(body) - len(body.rstrip(b"\\"))) % 2 == 0:
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


def clean_settings_file(path: str) -> list[str]:
    """Remove from the INI file ``path`` every entry that Qt would decode as
    a variant; returns the keys removed (the file is rewritten only then)."""
    if not os.path.exists(path):
        return []   # a first run: Qt creates the file
    raw = read_bytes_bounded(path, ProblemsError)
    keep: list[bytes] = []
    removed: list[str] = []
    section = b""
    for lines in _logical_lines(raw):
        text = b"".join(line.rstrip(b"\r\n") for line in lines).strip()
        key, eq, value = text.partition(b"=")
        if text.startswith(b"[") and text.endswith(b"]"):
            section = text[1:-1] + b"/" if text != b"[General]" else b""
        if eq and _unsafe(value.strip()):
            removed.append(printable((section + key.strip()).decode("utf-8", "replace"), 60))
        else:
            keep.extend(lines)
    if removed:
        write_bytes_atomic(path, b"".join(keep))
    return removed


def app_settings() -> QSettings:
    """The app's user settings (organisation and application "gardenapp"),
    their file checked once per run before Qt reads it.

    Uses ``QSettings.defaultFormat()`` so tests can redirect every setting to a
    temporary INI file with ``QSettings.setDefaultFormat`` + ``QSettings.setPath``.
    """
    settings = QSettings(QSettings.defaultFormat(), QSettings.Scope.UserScope,
                         SETTINGS_ORGANIZATION, SETTINGS_APPLICATION)
    path = settings.fileName()
    if path in _checked or not _is_ini():
        return settings
    _checked.add(path)
    try:
        removed = clean_settings_file(path)
    except (OSError, ProblemsError) as exc:
        # Qt must not read a file that could not be checked: this run keeps its settings elsewhere.
        folder = tempfile.mkdtemp(prefix="gardenapp-settings-")
        log.warning("the settings file %s cannot be checked (%s); settings are not kept this time", path, exc)
        QSettings.setPath(QSettings.defaultFormat(), QSettings.Scope.UserScope, folder)
        return app_settings()
    for key in removed:
        log.warning("ignored the setting %s in %s: it holds a serialized object, which the app never stores",
                    key, path)
    return settings


def remember_splitter(splitter, key: str) -> None:
    """Keep a splitter's sizes between runs (``layout/<key>``): the last
    sizes a person dragged to are restored, as plain numbers (a setting is
    never trusted: anything odd is ignored)."""
    value = app_settings().value(f"layout/{key}", "")
    try:
        sizes = [int(v) for v in str(value).split(",")] if value else []
    except ValueError:
        sizes = []
    if len(sizes) == splitter.count() and all(0 <= s <= 20000 for s in sizes) and any(sizes):
        splitter.setSizes(sizes)
    splitter.splitterMoved.connect(
        lambda *_: app_settings().setValue(f"layout/{key}", ",".join(str(s) for s in splitter.sizes())))
