"""docs/architecture.md §6.11: the home screen paints without importing any engine (nor
shapely and numpy, which only the engines need); a game is imported when
it is opened."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys
from gardenapp.ui.app import build_window, make_application
app = make_application([])
window = build_window("en")
window.show()
window.grab()
print(sorted(m for m in sys.modules if m.startswith("gardenapp.games.") or m in ("shapely", "numpy")))
cards = window.home.cards
print(sorted(g for g, c in cards.items() if c.available))
window.open_game("harmonies", "play")
print("gardenapp.games.harmonies.state" in sys.modules)
"""


def test_the_home_screen_imports_no_engine_and_a_game_loads_when_opened():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    lines = out.stdout.strip().splitlines()
    assert out.returncode == 0, out.stderr
    assert lines[0] == "[]"
    assert {"harmonies", "sanssouci", "takenoko"} <= set(eval(lines[1]))
    assert lines[2] == "True"
