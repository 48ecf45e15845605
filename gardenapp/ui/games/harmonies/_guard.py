"""Stopgap for a binding bug, to be removed once the project pins PySide6.

PySide6 6.12.0 under Python 3.11 drops one reference to ``None`` on every
call of a C++ method that returns void (``QPainter.setPen``, ``setText``...),
and to ``True``/``False`` when a ``Signal(bool)`` is emitted; after a few
thousand calls Python aborts with "none_dealloc: deallocating None". Python
3.12+ makes these objects immortal and PySide6 6.11 has no leak. Until the
project pins a good version (or applies this at start-up, as the Sanssouci
screens' ``_qtfix`` also does), ``protect_none()`` measures the leak and, only
when it is there, gives the objects 3.12 makes immortal a reference count so
large it can never reach zero.
"""

from __future__ import annotations

import sys

_done = False


def leaks_none() -> bool:
    from PySide6.QtCore import QPointF
    p = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        p.setX(1.0)
    return sys.getrefcount(None) < before


def protect_none() -> None:
    global _done
    if _done or sys.version_info >= (3, 12) or not sys.implementation.name == "cpython":
        return
    _done = True
    if leaks_none():
        import ctypes
        for obj in (None, True, False, Ellipsis, NotImplemented, (), "", b"", *range(-5, 257)):
            ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
