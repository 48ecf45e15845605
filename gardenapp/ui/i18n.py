"""Languages and translators.

The app speaks English (the source language), Portuguese, Spanish and Polish.
``LanguageManager`` installs two translators on the application: the app's own
``gardenapp_<lang>.qm`` (from ``gardenapp.paths.translations_dir()``) and Qt's
``qtbase_<lang>.qm`` (standard dialogs and buttons). Qt ships no European
Portuguese catalogue, so Portuguese uses ``qtbase_pt_BR`` for Qt's own strings.

Re-labelling after a switch happens two ways:

* widgets receive ``QEvent.LanguageChange`` from Qt when a translator is
  installed (``MainWindow`` turns it into ``retranslate()`` calls);
* scene items and models do not: they follow ``LanguageManager.languageChanged``
  (``BoardScene`` connects to it by itself).

This module needs only QtCore, so the command line can use
``load_translator_for_cli`` without loading any widget code.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTranslator, Signal

from ..paths import DataFileNotFoundError, translations_dir
from .settings import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION, app_settings  # noqa: F401  (read from here too)

log = logging.getLogger(__name__)

#: (code, name in that language), in menu order. English is the source language.
LANGUAGES: list[tuple[str, str]] = [
    ("en", "English"),
    ("pt", "Português"),
    ("es", "Español"),
    ("pl", "Polski"),
]
LANGUAGE_CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)
SOURCE_LANGUAGE = "en"

LANGUAGE_KEY = "ui/language"

Translate = Callable[..., str]


class TranslationLoadError(RuntimeError):
    """A translation catalogue the app ships could not be loaded."""


def normalize_language(lang: str) -> str:
    """``"pt_BR"``, ``"PL-pl"``, ``"es"`` -> ``"pt"``, ``"pl"``, ``"es"``; ValueError if not supported."""
    code = str(lang).strip().replace("-", "_").split("_")[0].lower()
    if code not in LANGUAGE_CODES:
        raise ValueError(f"unsupported language {lang!r}; choose one of: {', '.join(LANGUAGE_CODES)}")
    return code


def system_language(locale: QLocale | None = None) -> str:
    """The system locale's language if the app speaks it, else English."""
    locale = locale if locale is not None else QLocale.system()
    code = QLocale.languageToCode(locale.language()).lower()
    return code if code in LANGUAGE_CODES else SOURCE_LANGUAGE


def app_catalogue(lang: str) -> Path | None:
    """``gardenapp_<lang>.qm``. For English, the source language, it holds only
    the plural forms of counted texts ("%n pawns" -> "1 pawn"), see
    translations/README.md."""
    lang = normalize_language(lang)
    try:
        return translations_dir() / f"gardenapp_{lang}.qm"
    except DataFileNotFoundError as exc:
        raise TranslationLoadError(str(exc)) from exc


def qt_catalogue(lang: str) -> Path | None:
    """Qt's own ``qtbase_<lang>.qm`` for this language, if the installed Qt has one.

    Only Portuguese falls back to a regional variant (``qtbase_pt_BR``), because
    Qt ships no ``qtbase_pt``/``qtbase_pt_PT``.
    """
    lang = normalize_language(lang)
    if lang == SOURCE_LANGUAGE:
        return None
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    names = [f"qtbase_{lang}"] + (["qtbase_pt_BR"] if lang == "pt" else [])
    for name in names:
        path = qt_dir / f"{name}.qm"
        if path.is_file():
            return path
    return None


def _load(path: Path, parent: QObject | None) -> QTranslator:
    translator = QTranslator(parent)
    if not translator.load(str(path)):
        raise TranslationLoadError(f"cannot load the translation catalogue {path}")
    return translator


class LanguageManager(QObject):
    """Owns the application's translators and the user's language choice.

    * ``language()`` - the current code ("en", "pt", "es", "pl");
    * ``set_language(code, save=True)`` - installs the catalogues, stores the
      choice in QSettings (``ui/language``) and emits ``languageChanged(code)``
      after the switch (only when the language actually changed);
    * ``apply_initial()`` - the saved choice, or the system language, or English;
    * ``LanguageManager.instance()`` - the manager in use (one per application:
      creating a new one uninstalls the previous one's translators).
    """

    languageChanged = Signal(str)

    _current: "LanguageManager | None" = None

    def __init__(self, parent: QObject | None = None, settings: QSettings | None = None) -> None:
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QCoreApplication/QApplication before the LanguageManager")
        super().__init__(parent if parent is not None else app)
        self._settings = settings
        self._language = SOURCE_LANGUAGE
        self._translators: list[QTranslator] = []
        previous = LanguageManager._current
        if previous is not None and previous is not self:
            previous.uninstall()
        LanguageManager._current = self

    @classmethod
    def instance(cls) -> "LanguageManager | None":
        return cls._current

    # -- settings ------------------------------------------------------------------------------

    def settings(self) -> QSettings:
        return self._settings if self._settings is not None else app_settings()

    def saved_language(self) -> str | None:
        value = self.settings().value(LANGUAGE_KEY)
        if not value:
            return None
        try:
            return normalize_language(str(value))
        except ValueError:
            log.warning("ignoring unsupported saved language %r", value)
            return None

    def initial_language(self) -> str:
        return self.saved_language() or system_language()

    # -- switching -----------------------------------------------------------------------------

    def language(self) -> str:
        return self._language

    def apply_initial(self) -> str:
        """Apply the saved (else system, else English) language without saving it.

        If its catalogue is broken the app starts in English and says so in the log.
        """
        lang = self.initial_language()
        try:
            self.set_language(lang, save=False)
        except TranslationLoadError:
            log.exception("starting in English: the %s translation could not be loaded", lang)
            self.set_language(SOURCE_LANGUAGE, save=False)
        return self._language

    def set_language(self, lang: str, *, save: bool = True) -> None:
        """Switch the whole application to ``lang`` at run time.

        Raises ValueError for an unsupported code and TranslationLoadError if the
        app's catalogue is missing or unreadable (the current language stays).
        """
        lang = normalize_language(lang)
        new = self._translators_for(lang)  # load first: a failure changes nothing
        app = QCoreApplication.instance()
        assert app is not None, "the LanguageManager was created inside the running application"
        for translator in self._translators:
            app.removeTranslator(translator)
            translator.deleteLater()
        self._translators = new
        for translator in new:
            app.installTranslator(translator)
        changed = lang != self._language
        self._language = lang
        if save:
            settings = self.settings()
            settings.setValue(LANGUAGE_KEY, lang)
            settings.sync()
        if changed:
            self.languageChanged.emit(lang)

    def uninstall(self) -> None:
        """Remove this manager's translators (the app falls back to English source text)."""
        app = QCoreApplication.instance()
        for translator in self._translators:
            if app is not None:
                app.removeTranslator(translator)
        self._translators = []
        self._language = SOURCE_LANGUAGE
        if LanguageManager._current is self:
            LanguageManager._current = None

    def _translators_for(self, lang: str) -> list[QTranslator]:
        translators = []
        qt_path = qt_catalogue(lang)
        if qt_path is not None:
            try:
                translators.append(_load(qt_path, self))
            except TranslationLoadError:
                # Qt's own strings stay English; ours are still translated.
                log.warning("cannot load Qt's catalogue %s", qt_path)
        app_path = app_catalogue(lang)
        if app_path is not None:
            translators.append(_load(app_path, self))
        return translators


def load_translator_for_cli(lang: str) -> Translate:
    """A ``translate(context, text) -> str`` for the command line.

    Works with or without a QCoreApplication; when one exists the catalogue is
    also installed on it, so ``QCoreApplication.translate`` agrees. English
    returns the source text (its plural forms from ``gardenapp_en.qm``). Raises ValueError for an unsupported language and
    TranslationLoadError if the catalogue is missing.
    """
    lang = normalize_language(lang)
    path = app_catalogue(lang)
    assert path is not None
    translator = _load(path, None)
    app = QCoreApplication.instance()
    if app is not None:
        app.installTranslator(translator)

    return _CatalogueTranslate(translator)


class _CatalogueTranslate:
    """The command line's ``translate(context, text)``; holds its QTranslator alive."""

    def __init__(self, translator: QTranslator) -> None:
        self.translator = translator

    def __call__(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        found = self.translator.translate(context, text, disambiguation, n) or text
        return found.replace("%n", str(n)) if n >= 0 else found


def _os_reasons() -> dict[int, str]:
    import errno

    return {
        errno.ENOSPC: QCoreApplication.translate("files", "the disk is full"),
        errno.EDQUOT: QCoreApplication.translate("files", "the disk is full"),
        errno.EACCES: QCoreApplication.translate("files", "you are not allowed to write there"),
        errno.EPERM: QCoreApplication.translate("files", "you are not allowed to write there"),
        errno.EROFS: QCoreApplication.translate("files", "the disk is read-only"),
        errno.ENOENT: QCoreApplication.translate("files", "the folder does not exist"),
        errno.EISDIR: QCoreApplication.translate("files", "that name is a folder"),
        errno.ENAMETOOLONG: QCoreApplication.translate("files", "the name is too long"),
    }


def os_error_text(exc: OSError) -> str:
    """Why a file could not be written or read, in the player's language: our
    own refusals (core.files) carry a translatable message; the common system
    errors have a sentence here; anything else keeps the system's words."""
    message = getattr(exc, "message", None)
    if message is not None and hasattr(message, "render"):
        return message.render(QCoreApplication.translate)
    reason = _os_reasons().get(exc.errno) if exc.errno is not None else None
    return reason or exc.strerror or str(exc)
