"""Playing a game with bots in the tests: one loop for every game's
"plays only legal clicks, from its own view" checks."""

from __future__ import annotations

from collections.abc import Sequence


def play_from_views(state, bots: Sequence, clicks: int | None = None, record: list | None = None):
    """Let ``bots[seat]`` click from ``state.view_for(seat)`` until the game
    is over (or ``clicks`` clicks were played); every click must be legal in
    the true state. ``record`` collects the clicks' notation. Returns the
    last state."""
    played = 0
    while not state.is_over and (clicks is None or played < clicks):
        seat = state.current_player
        action = bots[seat].choose(state.view_for(seat))
        assert action in state.legal_actions(), f"{action!r} is not legal for seat {seat}"
        if record is not None:
            record.append(action.notation())
        state = state.apply(action)
        played += 1
    return state
