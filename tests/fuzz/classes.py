"""The fuzz classes beyond board files, saves and settings, in one list so
that the CI sample (tests/fuzz/test_fuzz_sample.py) and the run at scale
(benchmarks/fuzz.py --classes N) cover the same ones.

Each class is ``fuzz_<name>(folder, count, rng, report)`` in its own module
here, adding its outcomes to the shared ``harness.Report``: hostile command
lines, photo paths, exports, damaged history databases, damaged autosaves
and two processes autosaving at once.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from pathlib import Path

from .harness import Report

# name -> (module, function); a class whose cases need widgets runs them only
# when a QApplication exists, and its core half otherwise.
CLASSES: dict[str, tuple[str, str]] = {
    "cli": ("tests.fuzz.cli", "fuzz_cli"),
    "photos": ("tests.fuzz.photos", "fuzz_photos"),
    "exports": ("tests.fuzz.photos", "fuzz_exports"),
    "history": ("tests.fuzz.history", "fuzz_history"),
    "autosave": ("tests.fuzz.autosave", "fuzz_autosave"),
    "two_copies": ("tests.fuzz.autosave", "fuzz_two_copies"),
}


def fuzz_function(name: str) -> Callable[[Path, int, random.Random, Report], None]:
    module, function = CLASSES[name]
    return getattr(importlib.import_module(module), function)


def run_classes(
    folder: Path,
    counts: dict[str, int],
    seed: int = 0,
    report: Report | None = None,
    progress: Callable[[str], None] | None = None,
) -> Report:
    """Run ``counts[name]`` cases of each class, each in a folder of its own."""
    report = report if report is not None else Report()
    for name, count in counts.items():
        where = folder / f"class-{name}"
        where.mkdir(parents=True, exist_ok=True)
        fuzz_function(name)(where, count, random.Random(f"{seed}-{name}"), report)
        if progress:
            progress(f"class {name} done")
    return report
