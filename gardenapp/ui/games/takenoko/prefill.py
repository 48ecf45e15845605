"""Reading the Takenoko garden from a photo (docs/architecture.md §6.5): each place shows a
plot's colour, green, yellow or pink (spec §2.2), or the table. The
improvements, the bamboo heights, the channels and the two figures are left
to the person: a photo from above cannot measure a bamboo, and the small
improvement tokens and channel sticks need more than a place's colour. The
garden is checked and shown, never scored (docs/formats.md §1.5). Measured by
benchmarks/bench_prefill.py.

``colours`` are the plot colours the helper draws, ``{colour: (r, g, b)}``;
a place's colour is their vote (``gardenapp.ui.prefill``).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from ...prefill import vote

RGB = tuple[float, float, float]
POND = (0, 0)


def propose(garden: dict[str, Any], samples: Mapping[Any, Sequence[RGB]], colours: Mapping[str, RGB]) -> dict[str, Any]:
    """The garden with a plot of the colour the photo shows on every place
    that holds none yet (``samples``: place (q, r) -> colours; edges and the
    pond are not read), as the colour tool lays it: no improvement, no
    bamboo."""
    out = copy.deepcopy(garden)
    plots = out.setdefault("plots", {})
    for cell, points in samples.items():
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(v, int) for v in cell)) or cell == POND:
            continue
        key = f"{cell[0]},{cell[1]}"
        colour = vote(points, colours)
        if colour is not None and key not in plots:
            plots[key] = {"colour": colour, "improvement": "none", "printed": False, "bamboo": 0}
    return out
