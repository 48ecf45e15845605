"""Start the desktop app.

``run(argv)`` is the entry point; ``build_window()`` builds the same window
for tests and screenshots. Only the home screen's modules are imported here:
game screens are imported when a game is opened.
"""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QSize, QThreadPool
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..paths import resource_path
from .i18n import LanguageManager
from .mainwindow import MainWindow
from .settings import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION, app_settings, use_checkable_format

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
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else sys.argv)
    app.setOrganizationName(SETTINGS_ORGANIZATION)
    app.setApplicationName(SETTINGS_APPLICATION)
    use_checkable_format()
    app_settings()   # checks the settings file before anything reads it (issue 14)
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
    manager = LanguageManager.instance() or LanguageManager(app)
    if language is None:
        manager.apply_initial()
    else:
        manager.set_language(language, save=False)
    window = MainWindow(manager)
    window.setWindowIcon(app.windowIcon())
    return window


def run(argv: list[str] | None = None) -> int:
    """Create the application, show the main window and run the event loop."""
    app = make_application(argv)
    window = build_window()
    window.show()
    code = app.exec()
    # A computer player may still be thinking (closing the window stopped its
    # session): let it see its stop flag and return before Python shuts down
    # under its thread, which would crash on the way out.
    QThreadPool.globalInstance().waitForDone(10000)
    return code


if __name__ == "__main__":
    sys.exit(run(sys.argv))
