"""Work off the GUI thread: ``run_in_background`` runs a job on a worker
thread and reports its result or its error on the GUI thread."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, Signal

from ..gcguard import collect_on_gui_thread

log = logging.getLogger(__name__)


class _Bridge(QObject):
    """The one object every job reports through: it lives on the GUI thread for
    the whole run, so a job leaves no Qt object behind to be freed on the wrong
    thread (or while its worker is still returning), and nothing of a job is in
    a reference cycle."""

    finished = Signal(int, bool, object)  # job number, succeeded, its result or its error

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.waiting: dict[int, tuple[Callable[[Any], None], Callable[[BaseException], None], QObject | None]] = {}
        self.count = 0
        self.finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def _deliver(self, number: int, ok: bool, value: Any) -> None:
        done, failed, owner = self.waiting.pop(number, (None, None, None))
        if done is None or failed is None or (owner is not None and not shiboken6.isValid(owner)):
            return  # the screen that asked is gone
        (done if ok else failed)(value)


_pool: QThreadPool | None = None
_bridge: _Bridge | None = None


def run_in_background(
    fn: Callable[[], Any],
    done: Callable[[Any], None],
    failed: Callable[[BaseException], None],
    owner: QObject | None = None,
) -> None:
    """``fn()`` on a worker thread; ``done(result)`` or ``failed(error)`` on the
    GUI thread (call this on it), unless ``owner`` (the screen that asked) was
    deleted meanwhile."""
    global _pool, _bridge
    collect_on_gui_thread()  # the sockets' threads allocate: the GC must never free Qt objects there (ui/gcguard.py)
    if _pool is None or _bridge is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(8)
        _bridge = _Bridge(QCoreApplication.instance())
    bridge = _bridge
    bridge.count += 1
    number = bridge.count
    bridge.waiting[number] = (done, failed, owner)

    def work() -> None:
        try:
            result = fn()
        except BaseException as exc:  # reported to the window, in words
            log.info("online job failed: %r", exc)
            bridge.finished.emit(number, False, exc)
            return
        bridge.finished.emit(number, True, result)

    _pool.start(work)


def wait_for_jobs(msecs: int = 20000) -> bool:
    return _pool is None or _pool.waitForDone(msecs)
