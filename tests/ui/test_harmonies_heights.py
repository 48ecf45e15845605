"""Harmonies stack heights from a photo (docs/architecture.md §6.5): prefill.read_heights on
patches drawn here as a camera seen slightly from the side shows stacks (each token's top moved
away from the point under the camera, by its height times a shift that grows with the distance
from that point), with the legal stacks of docs/rules/harmonies.md §5.2."""

from __future__ import annotations

import math

import numpy as np

from gardenapp.ui.games.harmonies import prefill

PAINT = {
    "blue": (60, 100, 180),
    "yellow": (222, 184, 40),
    "gray": (118, 120, 126),
    "green": (48, 132, 72),
    "brown": (112, 70, 44),
    "red": (184, 52, 44),
}
UNDER = (-6.0, 14.0)  # the point under the camera, in space radii (below the board)
K = 0.018  # one token's shift per radius of distance from it


def _patch(centre, stack, k_shift=K):
    """A space's patch (prefill.PATCH_N points a side): the paper, and ``stack``
    (bottom first) as the camera sees it: token k between its base moved k shifts and
    its top moved k + 1, of the token's radius."""
    axis = np.linspace(-prefill.PATCH_HALF, prefill.PATCH_HALF, prefill.PATCH_N)
    gx, gy = np.meshgrid(axis, axis)
    out = np.full(gx.shape + (3,), 232, dtype=np.uint8)
    dx, dy = k_shift * (centre[0] - UNDER[0]), k_shift * (centre[1] - UNDER[1])
    for k, colour in enumerate(stack):
        ax, ay, bx, by = k * dx, k * dy, (k + 1) * dx, (k + 1) * dy
        t = np.clip(((gx - ax) * (bx - ax) + (gy - ay) * (by - ay)) / max(1e-12, (bx - ax) ** 2 + (by - ay) ** 2), 0, 1)
        inside = np.hypot(gx - (ax + t * (bx - ax)), gy - (ay + t * (by - ay))) <= prefill.TOKEN
        out[inside] = PAINT[colour]
    return out


def test_heights_are_read_from_how_far_a_top_leans_and_the_band_under_it():
    stacks = {
        "0,0": ["blue"],
        "0,1": ["yellow"],
        "0,2": ["gray"],
        "0,3": ["gray", "gray"],
        "0,4": ["gray", "gray", "gray"],
        "2,0": ["blue"],
        "2,1": ["green"],
        "2,2": ["brown", "green"],
        "2,3": ["brown", "brown", "green"],
        "2,4": ["yellow"],
        "4,0": ["yellow"],
        "4,1": ["brown", "brown"],
        "4,2": ["gray", "red"],
        "4,3": ["blue"],
        "4,4": ["brown"],
        "1,1": ["blue"],
        "3,1": ["yellow"],
        "1,3": ["blue"],
        "3,3": ["yellow"],
    }
    centres = {}
    for lab in stacks:
        c, r = (int(v) for v in lab.split(","))
        centres[lab] = (1.5 * c, math.sqrt(3) * (r + 0.5 * (c % 2)))
    patches = {lab: _patch(centres[lab], st) for lab, st in stacks.items()}
    tops = {lab: st[-1] for lab, st in stacks.items()}
    read = prefill.read_heights(tops, patches, centres, (232.0, 232.0, 232.0))
    assert {lab: h for lab, (h, _under) in read.items()} == {lab: len(st) for lab, st in stacks.items()}
    assert read["4,2"] == (2, "gray")  # a building on a mountain: the band under the red is gray
    assert prefill.stack("red", 2, "gray") == ["gray", "red"] and prefill.stack("green", 3) == ["brown"] * 2 + ["green"]


def test_seen_from_straight_above_every_height_stays_one():
    """No lean, nothing to read: 1, which the person checks (drawn as proposed)."""
    centres = {f"{c},{r}": (1.5 * c, math.sqrt(3) * r) for c in range(3) for r in range(3)}
    stacks = {lab: (["blue"] if k % 2 else ["gray", "gray"]) for k, lab in enumerate(centres)}
    patches = {lab: _patch(centres[lab], st, k_shift=0.0) for lab, st in stacks.items()}
    read = prefill.read_heights({lab: st[-1] for lab, st in stacks.items()}, patches, centres, (232.0,) * 3)
    assert all(h == 1 for h, _ in read.values())
