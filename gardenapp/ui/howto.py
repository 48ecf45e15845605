"""How to play (docs/architecture.md §6.12): one page per game and language.

The pages are HTML files shipped with the package,
``resources/howto/<game id>/<lang>.html`` (``resources/howto/README.md``
describes their format). Each scoring rule has the anchor ``rule-<rule id>``,
the rule's breakdown key, so a score row can open the page at its rule.

``HowToPlayWindow`` shows a page in a QTextBrowser in the current language and
follows a language switch while open; its pictures, ``<img src="example:…">``,
are drawn by the games' own art (``howto_examples``). A page missing in that language falls
back to English, and the window says so. One window per main window:
``open_howto(parent, game_id, rule)`` reuses it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QUrl
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QVBoxLayout, QWidget

from .. import games as _games  # noqa: F401 - announces the titles (catalogue)
from ..core import registry
from ..paths import DataFileNotFoundError, resource_path
from .howto_examples import ExampleBrowser
from .i18n import LANGUAGES, SOURCE_LANGUAGE, LanguageManager
from .plaintext import PlainLabel

HOWTO_FOLDER = "howto"


def page_path(game_id: str, lang: str) -> Path | None:
    """The page of ``game_id`` in ``lang``, or None if it is not shipped."""
    try:
        path = resource_path(HOWTO_FOLDER, game_id, f"{lang}.html")
    except DataFileNotFoundError:
        return None
    return path if path.is_file() else None


def find_page(game_id: str, lang: str) -> tuple[Path | None, str]:
    """(path, language of that page): the page in ``lang``, else the English
    one; (None, lang) when the game has no page at all."""
    path = page_path(game_id, lang)
    if path is not None:
        return path, lang
    if lang != SOURCE_LANGUAGE:
        path = page_path(game_id, SOURCE_LANGUAGE)
        if path is not None:
            return path, SOURCE_LANGUAGE
    return None, lang


def games_with_pages() -> list[str]:
    """Ids of the games (catalogue order) that have at least an English page."""
    return [info.id for info in registry.catalogue() if page_path(info.id, SOURCE_LANGUAGE) is not None]


def rule_anchor(rule: str) -> str:
    return f"rule-{rule}"


def current_language() -> str:
    manager = LanguageManager.instance()
    return manager.language() if manager is not None else SOURCE_LANGUAGE


def _language_name(code: str) -> str:
    return dict(LANGUAGES).get(code, code)


class HowToPlayWindow(QWidget):
    """A separate window: a game chooser, a notice line and the page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("howToPlay")
        self.resize(760, 680)
        self._game_id: str | None = None
        self._anchor = ""
        self._shown_language = ""

        self.game_label = PlainLabel(self)
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("howToGame")
        self.game_label.setBuddy(self.game_combo)
        for game_id in games_with_pages():
            self.game_combo.addItem("", game_id)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.notice = PlainLabel(self)
        self.notice.setObjectName("howToNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("background: #f4e6c0; color: #5a420b; border-radius: 6px; padding: 4px 8px;")
        self.notice.hide()
        self.browser = ExampleBrowser(self)
        self.browser.setObjectName("howToBrowser")
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(True)  # links inside the page (#rule-…) only
        self.browser.anchorClicked.connect(self._link)

        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addWidget(self.browser, 1)

        manager = LanguageManager.instance()
        if manager is not None:
            manager.languageChanged.connect(self._language_changed)
        self.retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the window, as it closes a dialog (the page and the
        game chooser leave it to the window)."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.close()
            return
        super().keyPressEvent(event)

    # -- what is shown ---------------------------------------------------------------------

    @property
    def game_id(self) -> str | None:
        return self._game_id

    @property
    def shown_language(self) -> str:
        """The language of the page on screen (English when it fell back)."""
        return self._shown_language

    def show_game(self, game_id: str, rule: str | None = None) -> None:
        """The page of ``game_id`` in the current language, at ``rule`` if given."""
        self._game_id = game_id
        self._anchor = rule_anchor(rule) if rule else ""
        index = self.game_combo.findData(game_id)
        if index >= 0 and index != self.game_combo.currentIndex():
            self.game_combo.blockSignals(True)
            self.game_combo.setCurrentIndex(index)
            self.game_combo.blockSignals(False)
        self._load()

    def _load(self) -> None:
        if self._game_id is None:
            if self.game_combo.count() == 0:
                self._show_missing()
                return
            self._game_id = self.game_combo.itemData(max(0, self.game_combo.currentIndex()))
        lang = current_language()
        path, used = find_page(self._game_id, lang)
        self._shown_language = used if path is not None else ""
        self._update_title()
        if path is None:
            self._show_missing()
            return
        if used != lang:
            self.notice.setText(
                self.tr("This page is not written in {language} yet: it is shown in English.").format(
                    language=_language_name(lang)
                )
            )
            self.notice.show()
        else:
            self.notice.hide()
        url = QUrl.fromLocalFile(str(path))
        current = QUrl(self.browser.source())
        current.setFragment(None)  # type: ignore[arg-type]  # the stubs say str; Qt's null string removes it
        if current != url:
            self.browser.setSource(url)
        if self._anchor:
            self.browser.scrollToAnchor(self._anchor)
        else:
            self.browser.verticalScrollBar().setValue(0)

    def _show_missing(self) -> None:
        self.browser.setSource(QUrl())
        self.browser.clear()
        self.notice.setText(self.tr("There is no How to play page for this game yet."))
        self.notice.show()

    def _link(self, url: QUrl) -> None:
        """A link inside the page: remember its anchor for a language switch."""
        self._anchor = url.fragment()

    def _game_chosen(self, index: int) -> None:
        game_id = self.game_combo.itemData(index)
        if game_id:
            self.show_game(game_id)

    # -- language --------------------------------------------------------------------------

    def _language_changed(self, *_) -> None:
        if self._game_id is not None:
            self._load()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.game_label.setText(self.tr("&Game:"))
        for i in range(self.game_combo.count()):
            info = next((g for g in registry.catalogue() if g.id == self.game_combo.itemData(i)), None)
            if info is not None:
                self.game_combo.setItemText(i, QCoreApplication.translate("games", info.name))
        self._update_title()

    def _update_title(self) -> None:
        info = next((g for g in registry.catalogue() if g.id == self._game_id), None)
        if info is None:
            self.setWindowTitle(self.tr("How to play"))
        else:
            self.setWindowTitle(
                self.tr("How to play: {game}").format(game=QCoreApplication.translate("games", info.name))
            )


def open_howto(parent: QWidget | None, game_id: str | None = None, rule: str | None = None) -> HowToPlayWindow:
    """Show the How to play window of ``parent``'s main window (one per main
    window, reused) at ``game_id``'s page and ``rule``; without a game, the
    page shown last (or the first game's) with the game chooser focused."""
    owner = parent.window() if parent is not None else None
    window = owner.findChild(HowToPlayWindow, "howToPlay") if owner is not None else None
    if window is None:
        window = HowToPlayWindow(owner)
    if game_id is not None:
        window.show_game(game_id, rule)
    else:
        window.show_game(window.game_id or next(iter(games_with_pages()), ""))
        window.game_combo.setFocus()
    window.show()
    window.raise_()
    window.activateWindow()
    return window
