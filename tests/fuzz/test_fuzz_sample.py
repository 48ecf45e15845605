"""The CI sample of the hostile-file fuzz (docs/architecture.md §7, tests/fuzz/harness.py):
a few hundred mutated board files and saved games (a few opened in the play
screens and score helpers), settings files, a FIFO and devices. ``benchmarks/fuzz.py`` runs the same at scale."""

from tests.fuzz import harness


def test_mutated_boards_saves_and_settings_never_crash_hang_or_pass_when_broken(qapp, tmp_path):
    report = harness.run(
        tmp_path, boards_per_game=25, saves_per_game=8, settings=15, subprocesses=1, seed=14, window_per_game=3
    )
    assert not report.failures, "\n".join(report.failures[:20])
    games = {g for family, g, _ in report.counts if family == "boards"}
    assert {"harmonies", "sanssouci", "takenoko"} <= games
    assert report.counts[("boards", "special", "refused")] >= 3  # a FIFO, /dev/zero, /dev/urandom
    assert {g for family, g, _ in report.counts if family == "helper"} >= {"harmonies", "sanssouci", "takenoko"}


def test_every_fuzz_class_never_crashes_hangs_or_changes_a_file(qapp, tmp_path):
    """A small sample of each class of tests/fuzz/classes.py: hostile command
    lines, photo paths, exports, damaged history databases and autosaves, two
    processes autosaving at once."""
    from tests.fuzz import classes

    counts = {"cli": 20, "photos": 10, "exports": 8, "history": 10, "autosave": 10, "two_copies": 1}
    report = classes.run_classes(tmp_path, counts, seed=21)
    assert not report.failures, "\n".join(report.failures[:20])
    families = {family for family, _, _ in report.counts}
    assert len(families) >= 5, families
