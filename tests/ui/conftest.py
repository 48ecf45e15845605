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
