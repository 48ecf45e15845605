"""Per-game user interfaces: one package per game id, each exposing
``create_play_screen(parent)`` and ``create_score_helper(parent)`` (see mainwindow)."""
