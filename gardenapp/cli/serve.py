"""``gardenapp serve``: tables for online play hosted without a window."""

from __future__ import annotations

import argparse
import os

from ..core.messages import printable
from .output import count, err, out


def _default_state_dir() -> str:
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(base, "gardenapp", "serve")


def cmd_serve(args: argparse.Namespace) -> int:
    """``gardenapp serve``: online tables without a window; never imports Qt."""
    import asyncio

    from ..net import server

    def ready(s: server.TableServer) -> None:
        out(f"gardenapp serve: listening on {s.host}:{s.port} (TLS; certificate SHA-256 {s.fingerprint})")
        out(f"tables resumed: {len(s.resumed)}; not readable: {len(s.unreadable)}")
        out(f"create invitation (keep it secret): {s.invitation(None, 'create')}")

    try:
        asyncio.run(server.run(args.state_dir, args.host, args.port, args.address, ready))
    except OSError as exc:
        err(f"serve: {printable(str(exc), 200)}")
        return 1
    return 0


def serve_arguments(p: argparse.ArgumentParser) -> None:
    """``gardenapp serve --port P``: tables for online play (docs/network.md)."""
    p.add_argument("--port", type=count(0, 65535), default=8765, help="TCP port (default 8765; 0: any free port)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; :: or 0.0.0.0: all)")
    p.add_argument("--address", help="the host name or address invitations carry (default: --host)")
    p.add_argument(
        "--state-dir",
        default=_default_state_dir(),
        help="folder of the certificate, the create key and the tables' autosaves (default: %(default)s)",
    )
    p.set_defaults(run=cmd_serve)
