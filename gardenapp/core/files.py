"""Reading and writing the app's JSON files safely."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import Problem, ProblemsError
from .messages import QT_TRANSLATE_NOOP, msg


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write ``data`` so that ``path`` is either the old file or the whole new
    one, never half of each (a crash mid-save loses nothing)."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


MAX_FILE_BYTES = 8 * 1024 * 1024


class _RepeatedKey(Exception):
    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def _object_without_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # json.loads would silently keep the last of two equal keys: a hand-edited
    # file that says "completed" twice must not lose half of what it says.
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _RepeatedKey(key)
        out[key] = value
    return out


def read_json(path: str | os.PathLike[str], error: type[ProblemsError]) -> Any:
    """The JSON in ``path``; any failure becomes ``error`` with a clear problem."""
    path = Path(path)
    where = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise error([Problem(where, msg(QT_TRANSLATE_NOOP("engine", "the file is too large ({size} bytes)"), size=size))])
        text = path.read_text(encoding="utf-8-sig")   # a byte-order mark (Windows editors) is fine
    except FileNotFoundError:
        raise error([Problem(where, msg(QT_TRANSLATE_NOOP("engine", "no such file")))]) from None
    except IsADirectoryError:
        raise error([Problem(where, msg(QT_TRANSLATE_NOOP("engine", "this is a folder, not a file")))]) from None
    except PermissionError:
        raise error([Problem(where, msg(QT_TRANSLATE_NOOP("engine", "the file cannot be read (permission denied)")))]) from None
    except UnicodeDecodeError:
        raise error([Problem(where, msg(QT_TRANSLATE_NOOP("engine", "the file is not UTF-8 text")))]) from None
    except OSError as exc:
        raise error([Problem(where, msg(QT_TRANSLATE_NOOP("engine", "the file cannot be read: {reason}"), reason=exc.strerror or str(exc)))]) from None
    try:
        return json.loads(text, object_pairs_hook=_object_without_repeated_keys)
    except _RepeatedKey as exc:
        raise error([Problem(where, msg(QT_TRANSLATE_NOOP(
            "engine", "the key \"{key}\" appears twice in one object; which one is meant?"), key=exc.key))]) from None
    except json.JSONDecodeError as exc:
        raise error([Problem(f"{where}:{exc.lineno}:{exc.colno}", msg(
            QT_TRANSLATE_NOOP("engine", "not valid JSON: {reason}"), reason=exc.msg))]) from None
    except RecursionError:
        raise error([Problem(where, msg(QT_TRANSLATE_NOOP("engine", "the JSON is nested too deeply")))]) from None
