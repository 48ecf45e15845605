"""The hostile-file fuzz at scale (docs/architecture.md §7; the harness and its invariant:
tests/fuzz/harness.py, whose small sample runs in CI).

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/fuzz.py --count 10000 --saves 2500 --window 200 --settings 2000 \
        --classes 500

mutates ``--count`` board files per built game (through ``gardenapp score``,
``--subprocesses`` of them as separate processes), ``--saves`` saved games
per game (through the play screens' Open loader) and ``--window`` more per
game (through the Open action of its play screen), and ``--settings``
settings files; then prints the counts per game and every failure. Exit 1 if
any case broke the invariant.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.fuzz import classes, harness  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000, help="mutated board files per game (default 1000)")
    parser.add_argument("--saves", type=int, default=None, help="mutated saved games per game (default: --count)")
    parser.add_argument("--settings", type=int, default=200, help="mutated settings files (default 200)")
    parser.add_argument("--subprocesses", type=int, default=20, help="board files scored by a separate process")
    parser.add_argument("--window", type=int, default=0, help="saved games per game opened in its play screen")
    parser.add_argument(
        "--classes",
        type=int,
        default=0,
        help="cases of each further class (tests/fuzz/classes.py: command lines, photo paths, exports, "
        "history databases, autosaves; two-copy runs get a tenth of it)",
    )
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    # sessions are QObjects; play screens need widgets
    app = QCoreApplication.instance() or (QApplication([]) if args.window or args.classes else QCoreApplication([]))  # noqa: F841
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="gardenapp-fuzz-") as folder:
        report = harness.run(
            Path(folder),
            args.count,
            args.count if args.saves is None else args.saves,
            args.settings,
            args.subprocesses,
            seed=args.seed,
            window_per_game=args.window,
            progress=lambda text: print(f"  {text} ({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True),
        )
        if args.classes:
            counts = {name: args.classes for name in classes.CLASSES}
            counts["two_copies"] = max(1, args.classes // 10)
            classes.run_classes(
                Path(folder) / "classes",
                counts,
                seed=args.seed,
                report=report,
                progress=lambda text: print(
                    f"  {text} ({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True
                ),
            )
    print("\n".join(report.lines()))
    total = sum(report.counts.values())
    print(f"{total} cases, {len(report.failures)} failures, {time.perf_counter() - start:.0f} s")
    for line in report.failures:
        print("  " + line)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
