"""Reading and writing the app's JSON files safely.

Every file the app reads comes through ``read_json``: bounded in size,
nesting and number length, refused without blocking when it is not a
regular file. Every file it writes goes through ``write_bytes_atomic``: the
old file or the whole new one, never half of each (docs/architecture.md §7).

Its hidden temporary files are named ``.<name>.<8 hex>.tmp``. One left
behind by a save that was killed is removed when that file is next saved,
and at start-up in the app's own folders (``remove_stale_temporaries``);
only files of exactly that pattern and older than this process's start are
removed, so the temporary another running process is writing is never
touched.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import secrets
import stat
import time
from pathlib import Path
from typing import Any

from .errors import Problem, ProblemsError
from .messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural, printable, shown

MAX_FILE_BYTES = 8 * 1024 * 1024
# Our formats nest about six levels; anything much deeper is not ours, and
# refusing it here keeps every later walk (copies, checks) far from the
# recursion limit.
MAX_DEPTH = 32
# Seeds are 64-bit; no count or score of any game comes near 20 digits.
MAX_DIGITS = 20


# -- writing -------------------------------------------------------------------------
def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write ``data`` as UTF-8 JSON, atomically (see ``write_bytes_atomic``)."""
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    try:
        raw = text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (possible in a Qt string) cannot be UTF-8: escape it rather than lose the save.
        raw = (json.dumps(data, ensure_ascii=True, indent=2) + "\n").encode("ascii")
    write_bytes_atomic(path, raw)


class FileRefusedError(PermissionError):
    """A save refused on purpose; ``message`` says why, to be translated."""

    def __init__(self, path: Path, message: Message):
        super().__init__(errno.EACCES, message.render(), str(path))
        self.message = message


def _refuse(path: Path, template: str) -> OSError:
    return FileRefusedError(path, msg(template))


def write_bytes_atomic(path: str | os.PathLike[str], raw: bytes) -> None:
    """Write ``raw`` so that ``path`` is either the old file or the whole new
    one (a crash or a full disk mid-save loses nothing).

    A symbolic link is followed (its target is written, the link stays); a
    read-only file or something that is not a file is refused with an
    OSError saying so; an existing file keeps its permissions; hidden
    temporary files left by a save that was killed are removed.
    """
    path = Path(os.path.realpath(path))
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise _refuse(path, QT_TRANSLATE_NOOP("engine", "this is not a regular file; it was not replaced"))
        if not st.st_mode & 0o222 or not os.access(path, os.W_OK):
            raise _refuse(path, QT_TRANSLATE_NOOP("engine", "the file is read-only; it was not replaced"))
    fd, tmp = _create_temporary(path)
    try:
        try:
            if st is not None and hasattr(os, "fchmod"):
                os.fchmod(fd, stat.S_IMODE(st.st_mode))
            view = memoryview(raw)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _remove_stale_temporaries(path)


_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[0-9a-f]{8}\.tmp")  # what _temporary_name makes, exactly


def _temporary_name(path: Path) -> str:
    return f".{path.name}.{secrets.token_hex(4)}.tmp"


def _create_temporary(path: Path) -> tuple[int, str]:
    # Created with the usual 0o666 & ~umask (mkstemp would force 0600 on every save).
    for _ in range(100):
        tmp = str(path.with_name(_temporary_name(path)))
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(path.parent))


def _process_start() -> float:
    """When this process started, by the wall clock (as file times are).
    Linux tells it exactly; elsewhere the import of this module, early in
    the start-up, stands for it. Never later than now."""
    now = time.time()
    try:
        with open("/proc/self/stat", "rb") as f:
            ticks = int(f.read().rsplit(b")", 1)[1].split()[19])  # field 22, starttime, in clock ticks
        with open("/proc/uptime", "rb") as f:
            uptime = float(f.read().split()[0])
        # both count from the boot, to a hundredth of a second: a little earlier is the safe side
        start = now - (uptime - ticks / os.sysconf("SC_CLK_TCK")) - 0.05
    except (OSError, ValueError, IndexError, AttributeError):
        return now
    # A clock or a /proc that says something odd: the import time is the safe answer.
    return start if now - 600 <= start <= now else now


# A temporary file older than this cannot be one that this process, or a copy
# of the app started after it, is writing: only such files are stale.
PROCESS_START = _process_start()


def _is_stale_temporary(entry: os.DirEntry, name: str | None = None, suffix: str = "") -> bool:
    match = _TEMPORARY.fullmatch(entry.name)
    if match is None or (name is not None and match["name"] != name) or not match["name"].endswith(suffix):
        return False
    try:
        st = entry.stat(follow_symlinks=False)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and st.st_mtime < PROCESS_START  # never a link, a folder, a live one


def remove_stale_temporaries(folder: str | os.PathLike[str], suffix: str = "", *, name: str | None = None) -> int:
    """Remove the stale ``.<name>.<8 hex>.tmp`` files of ``folder`` (those of
    ``name`` only if given; of names ending in ``suffix``) left by saves that
    were killed; returns how many were removed. Start-up calls it on the
    app's folders; every save on its own file's folder."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    removed = 0
    for entry in entries:
        if _is_stale_temporary(entry, name, suffix):
            try:
                os.unlink(entry.path)
                removed += 1
            except OSError:
                pass
    return removed


def _remove_stale_temporaries(path: Path) -> None:
    """The stale temporaries of earlier saves of ``path`` that were killed
    before they could rename or remove theirs."""
    remove_stale_temporaries(path.parent, name=path.name)


# -- reading -------------------------------------------------------------------------
def read_bytes_bounded(path: str | os.PathLike[str], error: type[ProblemsError], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.
    Pipes and devices are refused before they are read: opening one must
    never block (a FIFO) nor read forever (/dev/zero)."""
    where = str(path)

    def fail(template: str, numerus: str | None = None, **params: Any) -> ProblemsError:
        message = plural(template, numerus, **params) if numerus else msg(template, **params)
        return error([Problem(where, message)])

    try:
        st = os.stat(path)
        if stat.S_ISDIR(st.st_mode):
            raise fail(QT_TRANSLATE_NOOP("engine", "this is a folder, not a file"))
        if not stat.S_ISREG(st.st_mode):
            raise fail(QT_TRANSLATE_NOOP("engine", "this is not a regular file (a pipe or a device?)"))
        if st.st_size > limit:
            raise fail(QT_TRANSLATE_N_NOOP("engine", "the file is too large (%n bytes)"), "size", size=st.st_size)
        # O_NONBLOCK: if the path became a FIFO since the stat, opening it returns at once.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise fail(QT_TRANSLATE_NOOP("engine", "this is not a regular file (a pipe or a device?)"))
            chunks = []
            left = limit + 1
            while left > 0:
                chunk = os.read(fd, min(left, 1 << 20))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
        finally:
            os.close(fd)
    except ProblemsError:
        raise
    except FileNotFoundError:
        raise fail(QT_TRANSLATE_NOOP("engine", "no such file")) from None
    except IsADirectoryError:
        raise fail(QT_TRANSLATE_NOOP("engine", "this is a folder, not a file")) from None
    except PermissionError:
        raise fail(QT_TRANSLATE_NOOP("engine", "the file cannot be read (permission denied)")) from None
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL character
        reason = getattr(exc, "strerror", None) or str(exc)
        raise fail(QT_TRANSLATE_NOOP("engine", "the file cannot be read: {reason}"), reason=reason) from None
    raw = b"".join(chunks)
    if len(raw) > limit:
        raise fail(QT_TRANSLATE_N_NOOP("engine", "the file is too large (%n bytes)"), "size", size=len(raw))
    return raw


class _RepeatedKey(Exception):
    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


class _BadNumber(Exception):
    def __init__(self, text: str):
        super().__init__(text)
        self.text = text


def _object_without_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # json.loads would silently keep the last of two equal keys: a hand-edited
    # file that says "completed" twice must not lose half of what it says.
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _RepeatedKey(key)
        out[key] = value
    return out


def _bounded_int(text: str) -> int:
    # Python refuses ints of over 4300 digits with a ValueError; far shorter
    # ones are already no count of any game.
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _BadNumber(text)
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _BadNumber(text)
    return value


def _no_constant(text: str) -> Any:
    raise _BadNumber(text)  # NaN, Infinity: Python reads them, JSON has no such values


def too_deep(data: Any, limit: int) -> bool:
    """More than ``limit`` levels of lists and objects (level by level, no recursion)."""
    level = [data] if isinstance(data, (dict, list)) and data else []
    for _ in range(limit):
        if not level:
            return False
        level = [
            child
            for node in level
            for child in (node.values() if isinstance(node, dict) else node)
            if isinstance(child, (dict, list)) and child
        ]
    return bool(level)


def read_json(path: str | os.PathLike[str], error: type[ProblemsError]) -> Any:
    """The JSON in ``path``; any failure becomes ``error`` with a clear problem."""
    where = str(path)
    raw = read_bytes_bounded(path, error)
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (Windows editors) is fine
    except UnicodeDecodeError:
        raise error([Problem(where, msg(QT_TRANSLATE_NOOP("engine", "the file is not UTF-8 text")))]) from None
    return parse_json(text, error, where)


def parse_json(text: str, error: type[ProblemsError], where: str) -> Any:
    """The JSON value ``text`` (a file's text, a line of a journal, a value
    typed on the command line) within the same limits as a file: nesting,
    number length, no repeated key; any failure becomes ``error`` at ``where``."""

    def fail(template: str, **params: Any) -> ProblemsError:
        return error([Problem(where, msg(template, **params))])

    try:
        data = json.loads(
            text,
            object_pairs_hook=_object_without_repeated_keys,
            parse_int=_bounded_int,
            parse_float=_finite_float,
            parse_constant=_no_constant,
        )
    except _RepeatedKey as exc:
        raise fail(
            QT_TRANSLATE_NOOP("engine", 'the key "{key}" appears twice in one object; which one is meant?'),
            key=printable(exc.key),
        ) from None
    except _BadNumber as exc:
        raise fail(
            QT_TRANSLATE_NOOP("engine", "the number {number} is far outside the range of any game"),
            number=printable(exc.text, 24),
        ) from None
    except json.JSONDecodeError as exc:
        raise error(
            [
                Problem(
                    f"{where}:{exc.lineno}:{exc.colno}",
                    msg(QT_TRANSLATE_NOOP("engine", "not valid JSON: {reason}"), reason=exc.msg),
                )
            ]
        ) from None
    except RecursionError:
        raise fail(QT_TRANSLATE_NOOP("engine", "the JSON is nested too deeply")) from None
    if too_deep(data, MAX_DEPTH):
        raise fail(QT_TRANSLATE_NOOP("engine", "the JSON is nested too deeply")) from None
    return data


# -- paths a file names ----------------------------------------------------------------
# A board file names its photos relative to itself; nothing it names may
# lead the app anywhere else (docs/architecture.md §7.1). Far longer than any real photo path.
MAX_PATH_CHARS = 1024
_DRIVE = re.compile(r"^[A-Za-z]:")


class PathRefusedError(ValueError):
    """A path a file names that the app will not open. ``message`` says why
    (to be translated); ``kind`` is one of "outside", "link", "special",
    "missing", "text", "unreadable" (a caller may word a missing file its
    own way)."""

    def __init__(self, kind: str, message: Message):
        super().__init__(message.render())
        self.kind, self.message = kind, message


def resolve_inside(folder: str | os.PathLike[str], relative: str) -> Path:
    """The real path (every link resolved) of the regular file that
    ``relative`` names inside ``folder`` or below it; PathRefusedError
    otherwise, raised before anything is opened: an absolute path, a drive,
    a ``..`` that climbs out, a link whose target is outside, a folder, a
    pipe or a device, a missing file, a control character (NUL included),
    an empty or over-long path. Both slashes separate (a file written on
    Windows means the same everywhere)."""
    quoted = shown(relative, 60)
    if not relative or len(relative) > MAX_PATH_CHARS:
        raise PathRefusedError(
            "text",
            msg(QT_TRANSLATE_NOOP("engine", "the path is empty"))
            if not relative
            else plural(
                QT_TRANSLATE_N_NOOP("engine", "the path is longer than %n characters"), "limit", limit=MAX_PATH_CHARS
            ),
        )
    if any(ord(c) < 32 or ord(c) == 127 for c in relative):
        raise PathRefusedError("text", msg(QT_TRANSLATE_NOOP("engine", "the path holds a control character")))
    outside = PathRefusedError(
        "outside",
        msg(
            QT_TRANSLATE_NOOP(
                "engine", "{path} is outside the board file's folder (only a file in that folder or below it is opened)"
            ),
            path=quoted,
        ),
    )
    if relative[0] in "/\\" or _DRIVE.match(relative) or os.path.isabs(relative):
        raise outside
    depth = 0
    for part in re.split(r"[/\\]", relative):
        depth += -1 if part == ".." else 0 if part in ("", ".") else 1
        if depth < 0:
            raise outside
    root = os.path.realpath(folder)
    target = os.path.realpath(os.path.join(root, *re.split(r"[/\\]", relative)))
    try:
        inside = os.path.commonpath([root, target]) == root
    except ValueError:  # another drive
        inside = False
    if not inside:
        raise PathRefusedError(
            "link",
            msg(
                QT_TRANSLATE_NOOP("engine", "{path} is a link that leads outside the board file's folder"), path=quoted
            ),
        )
    try:
        st = os.stat(target)
    except FileNotFoundError:
        raise PathRefusedError("missing", msg(QT_TRANSLATE_NOOP("engine", "no such file"))) from None
    except OSError as exc:  # a loop of links, a name too long for the disk, permission
        reason = exc.strerror or str(exc)
        raise PathRefusedError(
            "unreadable", msg(QT_TRANSLATE_NOOP("engine", "the file cannot be read: {reason}"), reason=reason)
        ) from None
    if stat.S_ISDIR(st.st_mode):
        raise PathRefusedError("special", msg(QT_TRANSLATE_NOOP("engine", "this is a folder, not a file")))
    if not stat.S_ISREG(st.st_mode):
        raise PathRefusedError(
            "special", msg(QT_TRANSLATE_NOOP("engine", "this is not a regular file (a pipe or a device?)"))
        )
    return Path(target)
