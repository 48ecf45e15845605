"""Game-agnostic engine layer: pure Python, never imports Qt (docs/architecture.md §2)."""
