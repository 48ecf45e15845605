"""Game-agnostic engine layer: pure Python, never imports Qt (DESIGN.md)."""
