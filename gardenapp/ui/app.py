"""Start the desktop app.

``run(argv)`` is the entry point; ``build_window()`` builds the same window
for tests and screenshots. Only the home screen's modules are imported here:
game screens are imported when a game is opened.

One copy at a time: the running app holds a lock file in its app-data folder
(``claim_instance``), so two copies never write the same autosaves. A second
start asks the first to bring its window forward, says so in the person's
language and exits. The lock of a copy that was killed is taken over (Qt's
QLockFile checks whether its process still runs).
"""

from __future__ import annotations

import hashlib
import logging
import os
import sys

from PySide6.QtCore import QCoreApplication, QLockFile, QSize, QStandardPaths, QThreadPool
from PySide6.QtGui import QIcon
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication, QWidget

from .. import __version__
from ..core.files import remove_stale_temporaries
from ..paths import resource_path
from . import autosave, plaintext
from .i18n import LanguageManager
from .mainwindow import MainWindow
from .settings import (
    SETTINGS_APPLICATION,
    SETTINGS_ORGANIZATION,
    app_settings,
    settings_file,
    use_checkable_format,
)

log = logging.getLogger(__name__)


def app_icon() -> QIcon:
    """The app icon (our own SVG, rendered by Qt's SVG icon engine)."""
    path = resource_path("icons", "gardenapp.svg")
    icon = QIcon(str(path))
    if icon.isNull() or icon.pixmap(QSize(64, 64)).isNull():
        log.warning("this Qt cannot render SVG icons; running without the app icon (%s)", path)
    return icon


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created if needed) with the names QSettings uses and the icon."""
    existing = QApplication.instance()
    if existing is None:
        app = QApplication(list(argv) if argv is not None else sys.argv)
    else:
        assert isinstance(existing, QApplication), "the app has widgets: a QApplication, not a QCoreApplication"
        app = existing
    app.setOrganizationName(SETTINGS_ORGANIZATION)
    app.setApplicationName(SETTINGS_APPLICATION)
    use_checkable_format()
    app_settings()  # checks the settings file before anything reads it (docs/architecture.md §7)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("gardenapp")
    app.setWindowIcon(app_icon())
    return app


def build_window(language: str | None = None) -> MainWindow:
    """The main window with the language applied before it is built.

    ``language`` forces a language for this run (not saved); by default the
    saved choice, else the system language, else English. Needs a QApplication.
    """
    app = QApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication (make_application) before build_window")
    assert isinstance(app, QApplication), "windows need a QApplication, not a QCoreApplication"
    manager = LanguageManager.instance() or LanguageManager(app)
    if language is None:
        manager.apply_initial()
    else:
        manager.set_language(language, save=False)
    window = MainWindow(manager)
    window.setWindowIcon(app.windowIcon())
    return window


# -- one copy at a time ----------------------------------------------------------------------
LOCK_NAME = "gardenapp.lock"


def _data_folder() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)


def claim_instance() -> QLockFile | None:
    """This copy's hold on the app-data folder; None while another running
    copy holds it. Where no lock can be made at all (no writable folder),
    the app runs without one: it could not autosave either."""
    folder = _data_folder()
    try:
        os.makedirs(folder, exist_ok=True)
    except (OSError, ValueError) as exc:
        log.warning("no lock in %r (%s): a second copy of the app would not be noticed", folder, exc)
        return QLockFile("")
    lock = QLockFile(os.path.join(folder, LOCK_NAME))
    # Only the owner's process decides: a copy running for hours is never
    # "stale" by the age of its lock (Qt's default is 30 s).
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None
    log.warning(
        "the lock %s cannot be written (%s): a second copy of the app would not be noticed",
        lock.fileName(),
        lock.error(),
    )
    return lock


def _server_name() -> str:
    # One name per app-data folder (per person), short enough for a socket path.
    digest = hashlib.sha256(os.path.abspath(_data_folder() or ".").encode("utf-8", "replace")).hexdigest()
    return f"gardenapp-{digest[:16]}"


def listen_for_second_copies(window: QWidget) -> QLocalServer:
    """The running copy brings its window forward when a second one starts."""
    server = QLocalServer(window)
    server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
    QLocalServer.removeServer(_server_name())  # a killed copy's socket: we hold the lock, so none is live
    if not server.listen(_server_name()):
        log.warning("a second copy of the app cannot call this window forward: %s", server.errorString())
        return server

    def called() -> None:
        while (socket := server.nextPendingConnection()) is not None:
            socket.disconnected.connect(socket.deleteLater)
            socket.disconnectFromServer()  # nothing is read: a call is only ever "come forward"
            _forward(window)

    server.newConnection.connect(called)
    return server


def _forward(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


def call_first_copy_forward(timeout_ms: int = 1000) -> bool:
    """Ask the running copy to bring its window forward; True if it heard."""
    socket = QLocalSocket()
    socket.connectToServer(_server_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.disconnectFromServer()
    return True


def already_running_text() -> str:
    return QCoreApplication.translate(
        "App",
        "gardenapp is already running, in another window. "
        "Only one copy runs at a time, so that neither loses "
        "the other's games.",
    )


def clean_at_start() -> int:
    """Hidden temporary files left by saves that were killed: in the
    autosave folder, beside the settings and in the folder of the last
    board or game the person opened or saved (only the app's board and game
    files there). Returns how many were removed."""
    removed = 0
    try:
        removed += remove_stale_temporaries(autosave.autosave_dir(), ".json")
    except OSError:
        pass
    path = settings_file()
    if path:
        removed += remove_stale_temporaries(os.path.dirname(path), name=os.path.basename(path))
    folder = autosave.last_folder(fallback=False)
    if folder:
        removed += remove_stale_temporaries(folder, ".json")
    if removed:
        log.info("removed %d temporary files left by saves that were stopped", removed)
    return removed


def run(argv: list[str] | None = None) -> int:
    """Create the application, show the main window and run the event loop;
    a second copy says so and exits."""
    app = make_application(argv)
    manager = LanguageManager.instance() or LanguageManager(app)
    manager.apply_initial()  # the message below is in the person's language
    lock = claim_instance()
    if lock is None:
        call_first_copy_forward()
        plaintext.information(None, "gardenapp", already_running_text())
        return 0
    clean_at_start()
    # Finished games the history could not take last time (imported here: the
    # History screen's module is not needed at start).
    from .history import retry_pending

    retry_pending()
    window = build_window()
    listen_for_second_copies(window)
    window.show()
    code = app.exec()
    lock.unlock()
    # A computer player may still be thinking (closing the window stopped its
    # session): let it see its stop flag and return before Python shuts down
    # under its thread, which would crash on the way out.
    QThreadPool.globalInstance().waitForDone(10000)
    return code


if __name__ == "__main__":
    sys.exit(run(sys.argv))
