"""Cold start: from launching the interpreter to a painted, usable home
screen. Prints the median of several runs (the target is under 1 s), in
wall time and in CPU time of the process (which the machine's other load
does not change), and which engine modules the home screen imported.

    uv run python benchmarks/bench_startup.py [--runs 5]
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

CHILD = r"""
import resource, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from gardenapp.ui.app import build_window
app = QApplication(sys.argv[:1])
window = build_window()
window.show()
def painted():
    window.grab()          # forces a full paint of the home screen
    r = resource.getrusage(resource.RUSAGE_SELF)
    engines = sorted(m for m in sys.modules if m.startswith("gardenapp.games.") or m in ("shapely", "numpy"))
    print("READY", (r.ru_utime + r.ru_stime) * 1000, ",".join(engines), flush=True)
    app.quit()
QTimer.singleShot(0, painted)
app.exec()
"""


def one_run() -> tuple[float, float, str]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True, env=env)
    for line in proc.stdout:
        if line.startswith("READY"):
            elapsed = time.perf_counter() - start
            _, cpu, *modules = line.split()
            break
    else:
        raise SystemExit("the window never became ready")
    proc.wait()
    return elapsed, float(cpu), modules[0] if modules else ""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    one_run()  # warm the file cache once, as a second launch would be
    runs = [one_run() for _ in range(args.runs)]
    times = [r[0] for r in runs]
    cpu = [r[1] for r in runs]
    print(
        f"cold start to a painted home screen: median {statistics.median(times) * 1000:.0f} ms "
        f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}, {args.runs} runs)"
    )
    print(
        f"CPU time of the process to that point: median {statistics.median(cpu):.0f} ms "
        f"(min {min(cpu):.0f}, max {max(cpu):.0f})"
    )
    print("engine modules imported by then:", runs[0][2] or "none")


if __name__ == "__main__":
    main()
