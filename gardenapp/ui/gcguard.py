"""Python's cyclic garbage collector, run on the GUI thread only.

The automatic collector runs in whichever thread happens to allocate when a
generation fills up. The computer players think on QThreadPool threads and
allocate a lot, so the collector often ran there, and freed the cyclic
garbage of the GUI (Python wrappers of dialogs, widgets and scene items
left behind by the previous game) on a thread that does not own those Qt
objects. The GUI thread later sent a timer event to an object destroyed
that way: a segmentation fault a few games later (docs/architecture.md §6, found by
``tests/ui/test_real_display.py``; offscreen as well as on xcb).

``collect_on_gui_thread()`` (called before the first computer player starts)
switches the automatic collector off and collects on a GUI-thread timer
instead, with the interpreter's own generation thresholds, as pyqtgraph does
for the same reason.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 100

_collector: "_GuiThreadCollector | None" = None


class _GuiThreadCollector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(INTERVAL_MS)
        self.destroyed.connect(_forget)

    def check(self) -> None:
        """Collect the generations the automatic collector would have collected by now."""
        counts = gc.get_count()
        generation = -1
        for g, (count, threshold) in enumerate(zip(counts, self.thresholds)):
            if threshold and count > threshold:
                generation = g
            else:
                break
        if generation >= 0:
            gc.collect(generation)


def _forget(*_) -> None:
    global _collector
    _collector = None
    gc.enable()


def collect_on_gui_thread() -> None:
    """Idempotent; call it on the GUI thread before starting worker threads."""
    global _collector
    app = QCoreApplication.instance()
    if _collector is not None or app is None or threading.current_thread() is not threading.main_thread():
        return
    _collector = _GuiThreadCollector(app)


def active() -> bool:
    return _collector is not None and not gc.isenabled()
