"""Cold start: from launching the interpreter to a painted, usable home
screen. Prints the median of several runs (the target is under 1 s).

    uv run python benchmarks/bench_startup.py [--runs 5]
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

CHILD = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from gardenapp.ui.app import build_window
app = QApplication(sys.argv[:1])
window = build_window()
window.show()
def painted():
    window.grab()          # forces a full paint of the home screen
    print("READY", flush=True)
    app.quit()
QTimer.singleShot(0, painted)
app.exec()
"""


def one_run() -> float:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True, env=env)
    for line in proc.stdout:
        if line.startswith("READY"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise SystemExit("the window never became ready")
    proc.wait()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    one_run()  # warm the file cache once, as a second launch would be
    times = [one_run() for _ in range(args.runs)]
    print(f"cold start to a painted home screen: median {statistics.median(times) * 1000:.0f} ms "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}, {args.runs} runs)")


if __name__ == "__main__":
    main()
