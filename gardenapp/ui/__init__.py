"""Everything Qt: the app shell, board views, per-game screens, i18n.

Per-game user interfaces live in ``gardenapp.ui.games.<game id>`` and are
imported lazily when the game is opened (see ``gardenapp.ui.mainwindow``).
"""
