"""Shared test setup.

Qt runs headless in the tests: the platform plugin is chosen before any test
module imports Qt. The default is ``offscreen``; ``QT_QPA_PLATFORM=xcb``
runs the same tests on a real X11 display, which pytest-xvfb starts (Xvfb,
sized in pyproject.toml) so that they behave as on a user's desktop.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xvfb: fine without the plugin
def pytest_xvfb_disable(config):
    """pytest-xvfb starts an X server only for a run on the xcb platform."""
    return os.environ.get("QT_QPA_PLATFORM", "offscreen").split(":")[0] != "xcb"


@pytest.fixture(autouse=True)
def _private_settings_and_data(tmp_path_factory, monkeypatch):
    """Every test gets its own settings file and app-data folder: a test
    never reads what another wrote, nor the user's own."""
    root = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(root / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(root / "data"))
    try:
        from PySide6.QtCore import QSettings
    except ImportError:  # engine-only environments
        yield
        return
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(root / "config"))
    yield
