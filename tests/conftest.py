"""Shared test setup.

Qt runs headless in the tests: the platform plugin is chosen before any test
module imports Qt.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_settings_and_data(tmp_path_factory, monkeypatch):
    """Every test gets its own settings file and app-data folder: a test
    never reads what another wrote, nor the user's own."""
    root = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(root / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(root / "data"))
    try:
        from PySide6.QtCore import QSettings
    except ImportError:   # engine-only environments
        yield
        return
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(root / "config"))
    yield
