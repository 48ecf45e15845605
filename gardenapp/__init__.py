"""gardenapp: play and score five garden board games."""

__version__ = "0.1.0"
