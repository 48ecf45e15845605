"""The app's settings file, checked before Qt reads it (docs/architecture.md §7).

PySide6 reads an INI value ``@Variant(...)`` (or ``@DateTime(...)``) through
QDataStream, and a ``PySide::PyObjectWrapper`` inside it is unpickled: a
crafted settings file would run code at start-up and a malformed one would
stop the app from starting, whatever type the caller asks for. The app only
stores plain words, numbers, true/false and JSON text, so before the first
QSettings access reads the file, every entry whose value Qt would decode as
a variant is removed from it, with a warning.

Constructing the app's QSettings opens its file (and the organisation's
fallback file): a FIFO there would block start-up for ever. So the files are
found first through a QSettings of another name (``settings_file``), and
when one of them is not a regular file the settings of this run are kept in
a fresh folder, with a warning.

Every value read back is outside input too: ``json_setting`` reads JSON text
bounded in length and nesting; a bad value is ignored with a warning and removed.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import sys
import tempfile
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSettings

from ..core.errors import ProblemsError
from ..core.files import MAX_DEPTH, read_bytes_bounded, too_deep, write_bytes_atomic
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
        escaped = value[i + 1 : i + 2]
        if escaped and escaped in b"xX01234567":
            return True  # a numeric escape can write any character, "@" included
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
        return []  # a first run: Qt creates the file
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


# A name no settings file has: its QSettings tells where the app's files are without opening them.
_PROBE_ORGANIZATION = "gardenapp-settings-probe"


def _files_qt_opens(scope: QSettings.Scope) -> list[str]:
    """The application's and the organisation's file of ``scope`` (INI only)."""
    probe = QSettings(QSettings.defaultFormat(), scope, _PROBE_ORGANIZATION, SETTINGS_APPLICATION).fileName()
    base, ext = os.path.dirname(os.path.dirname(probe)), os.path.splitext(probe)[1]
    return [
        os.path.join(base, SETTINGS_ORGANIZATION, SETTINGS_APPLICATION + ext),
        os.path.join(base, SETTINGS_ORGANIZATION + ext),
    ]


def settings_file() -> str:
    """The user settings file of the app, found without opening it ("" where
    settings are not a file the app can check: the registry)."""
    return _files_qt_opens(QSettings.Scope.UserScope)[0] if _is_ini() else ""


def _not_a_file(path: str) -> bool:
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return False  # nothing there (or a dangling link): Qt reads nothing
    except (OSError, ValueError):
        return True


def _keep_settings_elsewhere(scope: QSettings.Scope, path: str, reason: object) -> None:
    folder = tempfile.mkdtemp(prefix="gardenapp-settings-")
    log.warning("the settings file %s cannot be checked (%s); settings are not kept this time", path, reason)
    QSettings.setPath(QSettings.defaultFormat(), scope, folder)


def app_settings() -> QSettings:
    """The app's user settings (organisation and application "gardenapp"),
    their file checked once per run before Qt reads it.

    Uses ``QSettings.defaultFormat()`` so tests can redirect every setting to a
    temporary INI file with ``QSettings.setDefaultFormat`` + ``QSettings.setPath``.
    """
    if _is_ini():
        # A FIFO (or a device, a folder) where a settings file belongs: Qt would
        # block in the constructor below, so it must never see it.
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            bad = next((p for p in _files_qt_opens(scope) if _not_a_file(p)), None)
            if bad is not None:
                _keep_settings_elsewhere(scope, bad, "it is not a regular file")
    settings = QSettings(
        QSettings.defaultFormat(), QSettings.Scope.UserScope, SETTINGS_ORGANIZATION, SETTINGS_APPLICATION
    )
    path = settings.fileName()
    if path in _checked or not _is_ini():
        return settings
    _checked.add(path)
    try:
        removed = clean_settings_file(path)
    except (OSError, ProblemsError) as exc:
        # Qt must not read a file that could not be checked: this run keeps its settings elsewhere.
        _keep_settings_elsewhere(QSettings.Scope.UserScope, path, exc)
        return app_settings()
    for key in removed:
        log.warning("ignored the setting %s in %s: it holds a serialized object, which the app never stores", key, path)
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
        lambda *_: app_settings().setValue(f"layout/{key}", ",".join(str(s) for s in splitter.sizes()))
    )


def json_setting(key: str, valid: Callable[[Any], bool], *, max_chars: int = 10_000) -> Any | None:
    """The JSON value stored as text under ``key``, or None when there is
    none. A value that is not such text, too long, too deeply nested or not
    ``valid`` is ignored with a warning and removed (the caller's default
    replaces it): a damaged or hostile settings file never stops a dialog."""
    settings = app_settings()
    raw = settings.value(key, "")
    if isinstance(raw, str) and not raw:
        return None
    value: Any = None
    ok = False
    if isinstance(raw, str) and len(raw) <= max_chars:
        ok = True
        try:
            value = json.loads(raw)
        except (ValueError, RecursionError):
            ok = False
    ok = ok and not too_deep(value, MAX_DEPTH)
    try:
        ok = ok and bool(valid(value))
    except (TypeError, ValueError, RecursionError):
        ok = False
    if ok:
        return value
    log.warning(
        "ignored the setting %s in %s: not a value the app stores there", key, printable(settings.fileName(), 200)
    )
    settings.remove(key)
    return None
