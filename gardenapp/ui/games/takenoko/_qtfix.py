"""Stopgap for a binding bug (the same one the Sanssouci and Harmonies screens
work around; it belongs at application start-up, gardenapp.ui.app).

PySide6 6.12.0 wheels under CPython 3.11 drop one reference to ``None`` on
every call of a C++ method that returns void (``QPainter.setPen``,
``QPainterPath.lineTo``...), and to ``True``/``False`` when a ``Signal(bool)``
is emitted; a few thousand painter calls later Python aborts with
"none_dealloc: deallocating None". Python 3.12+ makes these objects immortal.
``apply()`` measures the leak and, only when it is there, gives the objects
3.12 makes immortal a reference count so large it can never reach zero.
"""

from __future__ import annotations

import sys

_done = False


def _leaks_none() -> bool:
    from PySide6.QtCore import QPointF
    p = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        p.setX(1.0)
    return sys.getrefcount(None) < before


def apply() -> None:
    global _done
    if _done or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    _done = True
    if _leaks_none():
        import ctypes
        for obj in (None, True, False, Ellipsis, NotImplemented, (), "", b"", *range(-5, 257)):
            ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40


apply()
