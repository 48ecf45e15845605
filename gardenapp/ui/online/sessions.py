"""The play screen's sessions of an online table: this app's seats, or a watcher."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from ...core import registry
from .kept import TableInfo, loopback


def remote_sessions(info: TableInfo, parent: QObject | None = None) -> Any:
    """The ``RemoteSession`` of this app's seats (gardenapp/ui/remote.py), over the loopback on the host's app."""
    from .. import remote  # type: ignore[attr-defined,unused-ignore]  # net-session's, landing separately

    game = registry.get(info.game)
    line = loopback(info.invitation) if info.local_server else info.invitation
    if len(info.seats) > 1:
        return remote.RemoteSession.for_seats(game, line, [(s.seat, s.secret, s.name) for s in info.seats], parent)
    s = info.seats[0]
    return remote.RemoteSession(game, line, s.seat, s.secret, s.name, parent)


def watch_session(game_id: str, invitation: str, parent: QObject | None = None) -> Any:
    """A watcher's session (seat -1): the public view only."""
    from .. import remote  # type: ignore[attr-defined,unused-ignore]

    return remote.RemoteSession(registry.get(game_id), invitation, -1, None, "", parent)
