"""The settings file is outside input: a FIFO where it belongs never blocks
the start (Qt's settings constructor would wait for a writer for ever), and
every value read back is validated and bounded (a deeply nested Azul wheel
is ignored with a warning and replaced, the new-game dialog still opens)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

START = r"""
import time
t = time.perf_counter()
from gardenapp.ui.app import make_application
from gardenapp.ui.settings import app_settings
app = make_application([])
app_settings().setValue("probe", "1")
print(round(time.perf_counter() - t, 2), app_settings().value("probe"), flush=True)
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("where", ["the app's file", "the organisation's file"])
def test_a_fifo_as_the_settings_file_does_not_block_the_start(tmp_path, where):
    config = tmp_path / "config"
    (config / "gardenapp").mkdir(parents=True)
    fifo = config / "gardenapp" / "gardenapp.conf" if where == "the app's file" else config / "gardenapp.conf"
    os.mkfifo(fifo)
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(config),
        XDG_DATA_HOME=str(tmp_path / "data"),
        PYTHONPATH=str(ROOT),
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", START], cwd=ROOT, env=env, capture_output=True, text=True, timeout=30
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the start blocked on the settings FIFO")
    assert done.returncode == 0, done.stderr
    seconds, value = done.stdout.split()
    assert float(seconds) < 2.0 and value == "1"  # this run's settings are kept elsewhere
    assert "not a regular file" in done.stderr and fifo.exists()


def test_a_deeply_nested_wheel_setting_is_ignored_and_replaced(qapp, caplog):
    from gardenapp.games.azul_queens_garden import data
    from gardenapp.ui.games.azul_queens_garden.newgame import SETTING, AzulNewGameDialog, remembered_wheel
    from gardenapp.ui.settings import app_settings

    plain = [list(data.CRITERIA)[i * 3 : (i + 1) * 3] for i in range(data.ROUNDS)]
    for hostile in ("[" * 5000 + "]" * 5000, "[" * 40 + "]" * 40, "x" * 100_000, json.dumps([["blue"] * 3] * 4)):
        app_settings().setValue(SETTING, hostile)
        with caplog.at_level(logging.WARNING):
            assert remembered_wheel() == plain
        assert "azul_queens_garden/wheel" in caplog.text
        assert app_settings().value(SETTING, None) is None  # replaced: the next dialog reads no warning
        caplog.clear()
    app_settings().setValue(SETTING, "[" * 5000 + "]" * 5000)
    dialog = AzulNewGameDialog()
    assert dialog.own_wheel() == plain
    dialog.deleteLater()


def test_a_good_wheel_setting_is_kept(qapp):
    from gardenapp.games.azul_queens_garden import data
    from gardenapp.ui.games.azul_queens_garden.newgame import SETTING, remembered_wheel
    from gardenapp.ui.settings import app_settings

    crit = list(data.CRITERIA)[::-1]
    wheel = [crit[i * 3 : (i + 1) * 3] for i in range(data.ROUNDS)]
    app_settings().setValue(SETTING, json.dumps(wheel))
    assert remembered_wheel() == wheel
