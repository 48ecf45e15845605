"""Two copies of the app autosaving at once into one app-data folder.

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/bench_two_copies.py [--count 700] [--seed 0]

Two processes start together with XDG_DATA_HOME pointed at one temporary
folder and autosave ``--count`` actions each (tests/fuzz/autosave.py):

* as two copies of the app: each starts as the app does (its single-copy
  lock) and plays random actions on a real Harmonies play screen, which
  autosaves every action;
* as two bare writers: the lock left out, both write successive records
  of real games into the same slot (the write path alone).

Prints, per process, the writes, the failed writes and whether it was
refused; then whether the slot's final autosave loads as a game and whose
last write it is. Exit 1 if any write failed or the final autosave does not load.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz.autosave import two_copies  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=700, help="autosaves per process (default 700)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", choices=("app", "writers", "both"), default="both")
    args = parser.parse_args()
    bad = False
    for mode in ("app", "writers") if args.mode == "both" else (args.mode,):
        with tempfile.TemporaryDirectory(prefix="gardenapp-two-copies-") as folder:
            start = time.perf_counter()
            result = two_copies(Path(folder), args.count, mode, args.seed)
            elapsed = time.perf_counter() - start
        print(f"{mode}: two processes, {args.count} autosaves each, {elapsed:.1f} s")
        for i, child in enumerate(result["children"]):
            if child.get("crashed"):
                print(f"  process {i}: crashed (exit {child.get('exit')})\n{child.get('stderr')}")
                bad = True
                continue
            state = (
                "refused (another copy is running)"
                if child["refused"]
                else f"{child['writes']} writes, {child['failed']} failed"
            )
            print(f"  process {i}: {state}")
            for reason in child.get("reasons", [])[:3]:
                print(f"    e.g. {reason}")
            bad |= bool(child["failed"])
        final = result["final"]
        if final.get("loads"):
            whose = ", ".join(f"process {i}" for i in final["last_write_of"]) or "neither process's last write"
            print(f"  final autosave loads: {final['actions']} actions, the last write of {whose}")
            bad |= not final["last_write_of"]
        else:
            print(f"  final autosave does not load: {final}")
            bad = True
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
