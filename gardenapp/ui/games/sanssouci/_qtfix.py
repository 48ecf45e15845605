"""Work around a refcount bug of the PySide6 6.12 abi3 wheels on Python 3.11.

Measured here (PySide6-Essentials 6.12.0, CPython 3.11.7): every call of a
Qt method that returns nothing (``QPainterPath.lineTo``, ``QPainter.save``,
``QPointF.setX``...) *decrements* the reference count of ``None`` once, and
emitting a ``Signal(bool)`` does the same to ``True``/``False``; the wheels
are built with headers where these objects are immortal (3.12+), so they
never increment them. A few thousand painter calls later CPython aborts with
"Fatal Python error: none_dealloc" (or bool_dealloc). Painting a board makes
that many calls in seconds.

The fix gives the objects 3.12 makes immortal (None, True, False, Ellipsis,
NotImplemented, the empty tuple/str/bytes and the small ints) a reference
count so large that it can never reach zero (2**40 calls), which is what
3.12 does by making them immortal. It is
harmless on interpreters without the bug and is applied only where the bug
can occur. It belongs at application start-up (gardenapp.ui.app): until it is
there, the Sanssouci screens apply it when they are imported.
"""

from __future__ import annotations

import sys

_APPLIED = False


def apply() -> None:
    global _APPLIED
    if _APPLIED or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    try:
        import ctypes

        import shiboken6
    except ImportError:
        return
    if tuple(shiboken6.__version_info__[:2]) < (6, 12):
        return
    for obj in (None, True, False, Ellipsis, NotImplemented, (), "", b"", *range(-5, 257)):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
    _APPLIED = True


apply()
