"""Play online from the window (docs/architecture.md §14, docs/network.md §5):
Home → *Play online* → Host a table, Join a table, Resume table, Host on a server.

- ``LocalHost`` runs a ``net.server.TableServer`` inside the app, on an asyncio
  loop of its own thread; its folder is ``<AppDataLocation>/tables`` (the
  certificate, the create key and the tables' autosaves are kept there, so a
  table resumed after the app stopped keeps its port, its certificate and
  therefore every invitation handed out).
- Every network call (connect, look, create, join, start) runs on a worker
  thread (``run_in_background``) with bounded timeouts; its answer or its
  error comes back to the GUI thread as a signal. The GUI thread never waits
  on a socket.
- The host's own seats are clients of its own server over the loopback, like
  everyone else's: one referee, the ``Table``.
- ``LobbyScreen`` holds one connection per seat of this app (join, or rejoin
  with the kept secret) and reads the ``table`` messages: who sits where, who
  is here. Once the table has started it hands over to the game's play screen
  on a ``RemoteSession`` (gardenapp/ui/remote.py) per seat.
- What is kept (readable by its owner only): ``<AppDataLocation>/online/
  hosted/<table id>.json`` (a table this app hosts or opened on a server: its
  codes, the host secret, the seats of this app with their secrets) and
  ``online/joined/<code>-<seat>.json`` (a seat this app joined: the
  invitation, the seat, its secret, the name), which *Resume table* lists.
  Every field of them is checked when read back (``TableInfo.from_json``).

The package holds one part a module, each importing only those above it:
``kept`` (the folders, the kept files, ``TableInfo``), ``requests`` (errors in
words, the one-shot requests), ``jobs`` (``run_in_background``),
``localhost`` (``LocalHost``, ``host_table``), ``lobby`` (``LobbyScreen``),
``sessions`` (the play screen's ``RemoteSession``) and ``screen``
(``OnlineScreen``). Everything other modules use is imported from here.
"""

from __future__ import annotations

from .jobs import run_in_background, wait_for_jobs
from .kept import (
    HERE,
    INVITED,
    KEPT_KEYS,
    MAX_KEPT,
    MAX_SEATS,
    PERSON,
    SEAT_KINDS,
    LocalSeat,
    TableInfo,
    data_dir,
    kept_tables,
    loopback,
    tables_dir,
)
from .lobby import POLL_MS, LobbyScreen, shortened
from .localhost import LocalHost, address_is_valid, guess_address, host_table
from .requests import (
    TIMEOUT,
    LostConnection,
    Refusal,
    ServerElsewhere,
    create,
    describe_error,
    look,
    start_table,
    watch_game,
)
from .screen import OnlineScreen, hosting_dialog
from .sessions import remote_sessions, watch_session

__all__ = [
    "HERE",
    "INVITED",
    "KEPT_KEYS",
    "MAX_KEPT",
    "MAX_SEATS",
    "PERSON",
    "POLL_MS",
    "SEAT_KINDS",
    "TIMEOUT",
    "LobbyScreen",
    "LocalHost",
    "LocalSeat",
    "LostConnection",
    "OnlineScreen",
    "Refusal",
    "ServerElsewhere",
    "TableInfo",
    "address_is_valid",
    "create",
    "data_dir",
    "describe_error",
    "guess_address",
    "host_table",
    "hosting_dialog",
    "kept_tables",
    "look",
    "loopback",
    "remote_sessions",
    "run_in_background",
    "shortened",
    "start_table",
    "tables_dir",
    "wait_for_jobs",
    "watch_game",
    "watch_session",
]
