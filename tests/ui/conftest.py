"""Fixtures the UI tests share."""

from __future__ import annotations

import pytest

from gardenapp.ui.i18n import LanguageManager


@pytest.fixture
def manager(qapp):
    """A language manager showing English, put back to English (and its
    translators removed) after the test, whatever language the test chose."""
    m = LanguageManager()
    m.set_language("en", save=False)
    yield m
    m.set_language("en", save=False)
    m.uninstall()


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that built its window in another language (``build_window("pl")``) leaves the
    one language manager there; the next test, in another file, would read Polish texts.
    Put it back to English after every test, so each test's outcome is its own."""
    yield
    current = LanguageManager.instance()
    if current is not None and current.language() != "en":
        current.set_language("en", save=False)
