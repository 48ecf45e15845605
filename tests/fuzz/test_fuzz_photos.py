"""A small sample of the photo-path and export fuzz (tests/fuzz/photos.py):
hostile photo values through gardenapp score and the score helpers, hostile
names exported to hostile targets; the lead's harness runs them at scale."""

import random

from tests.fuzz import harness
from tests.fuzz.photos import fuzz_exports, fuzz_photos


def test_hostile_photo_values_are_warned_of_and_never_read_outside_the_folder(qapp, tmp_path):
    report = harness.Report()
    fuzz_photos(tmp_path, 30, random.Random(21), report)
    assert not report.failures, "\n".join(report.failures[:20])
    assert sum(n for (family, _, _), n in report.counts.items() if family == "photos") == 30
    assert sum(n for (family, _, _), n in report.counts.items() if family == "photos-ui") == 30
    games = {g.id for g in harness.built_games() if harness.example_boards(g)}
    assert {g for family, g, _ in report.counts if family == "photos"} == games  # every game took part


def test_hostile_names_exported_to_hostile_targets_are_neutralised_and_honest(qapp, tmp_path):
    report = harness.Report()
    fuzz_exports(tmp_path, 60, random.Random(21), report)
    assert not report.failures, "\n".join(report.failures[:20])
    assert report.counts[("exports", "text", "accepted")] == 60
    assert sum(n for (_, what, kind), n in report.counts.items() if kind == "refused") >= 10
