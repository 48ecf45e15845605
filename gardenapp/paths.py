"""Where the app's data files live (no Qt).

Two layouts are supported, tried in this order:

1. an installed wheel: ``pyproject.toml`` force-includes the top-level
   ``resources/`` and ``translations/`` folders as ``gardenapp/resources`` and
   ``gardenapp/translations``;
2. a source checkout (or an editable install): ``<repo>/resources`` and
   ``<repo>/translations`` next to the ``gardenapp`` package.

Nothing falls back silently: asking for a file that is in neither place raises
``DataFileNotFoundError`` naming every place that was searched.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_CHECKOUT_DIR = _PACKAGE_DIR.parent


class DataFileNotFoundError(FileNotFoundError):
    """A resource or translation folder/file the app needs is missing."""


def _candidates(folder: str) -> list[Path]:
    return [_PACKAGE_DIR / folder, _CHECKOUT_DIR / folder]


def _find(folder: str, parts: tuple[str, ...]) -> Path:
    tried = []
    for base in _candidates(folder):
        path = base.joinpath(*parts)
        if path.exists():
            return path
        tried.append(str(path))
    what = "/".join((folder,) + parts)
    raise DataFileNotFoundError(
        f"gardenapp data file {what!r} not found; looked in: "
        + ", ".join(tried)
        + ". The installation is incomplete (reinstall the package, or run from a full source checkout)."
    )


def resource_path(*parts: str) -> Path:
    """Path of a file (or folder) under ``resources/``, e.g. ``resource_path("icons", "gardenapp.svg")``."""
    return _find("resources", parts)


def translations_dir() -> Path:
    """The folder holding ``gardenapp_<lang>.qm``."""
    return _find("translations", ())
