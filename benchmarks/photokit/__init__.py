"""photokit: synthetic photos of finished physical boards, drawn by code that
shares nothing with the app's art (no import of gardenapp.ui, none of its
colours or shapes), to measure the score helper's pre-fill from a photo on
pictures this project did not draw.

``render`` is the photographer (camera, light, shadows, optics, noise, JPEG,
EXIF); one module per game composes the scene from the engine's facts (which
spaces exist and where, what a finished board holds); ``corpus`` writes
photos with their ground truth; ``benchmarks/bench_photos.py`` measures the
pre-fill on them.

Every game module has the same parts: ``GAME_ID``; ``options(rng)`` for a new
game; ``photographed(board)``, the players whose boards get a photo;
``fragment(board, player)``, the part of the board file a photo shows;
``space_xy(options, label)``, a space's centre in the module's board
millimetres for any label of its grid; ``compose(board, player, rng)``, the
``render.Scene``; ``kinds(fragment, labels)``, what each space holds, for the
measurement.
"""

from . import azul_queens_garden, harmonies, sanssouci, takenoko, under_the_leaves

KITS = {m.GAME_ID: m for m in (harmonies, sanssouci, takenoko, under_the_leaves, azul_queens_garden)}
