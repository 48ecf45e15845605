"""Protocol fuzz of the table server at scale (docs/architecture.md §14; the
focused cases are tests/net/test_fuzz.py).

    uv run python benchmarks/fuzz_net.py --count 300 --seed 1

Starts a table server on 127.0.0.1 (TLS, the normal limits but the rate's),
opens a Takenoko table of two people, and sends ``--count`` hostile messages per
class: malformed JSON, oversized frames, deep nesting, valid messages with one
field mutated, forged actions, out-of-turn moves, replayed moves, wrong seat
secrets, guessed table codes (the rate limit is lifted here: tests/net/test_fuzz.py
checks the flood). In between, the two people play real
moves. Prints the outcomes per class (refused; closed; played: a mutation that
happened to be the sender's legal move; accepted: none should be) and checks the
invariant: the game's record replays to the referee's position, the number of
moves is the number of real moves accepted, and the host answers a ping after
every class. Exit 1 if anything broke it. Bounded: each class stops after
``--count`` messages or 60 seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gardenapp.net import protocol  # noqa: E402
from gardenapp.net.client import Client  # noqa: E402
from gardenapp.net.server import Limits, TableServer  # noqa: E402

ODD_VALUES: list[Any] = [None, True, False, -1, 0, 7, 8, 2**40, 1.5, "", "x" * 300, "\u202e", [], {}, [[[]]], {"a": {}}]


def mutate(data: Any, rng: random.Random) -> Any:
    """``data`` with one value somewhere replaced, removed or added."""
    data = json.loads(json.dumps(data))
    node, path = data, []
    for _ in range(rng.randint(0, 3)):
        keys = list(node) if isinstance(node, dict) else list(range(len(node))) if isinstance(node, list) else []
        keys = [k for k in keys if isinstance(node[k], (dict, list))]
        if not keys:
            break
        k = rng.choice(keys)
        path.append(k)
        node = node[k]
    if isinstance(node, dict):
        choice = rng.random()
        if node and choice < 0.4:
            node[rng.choice(list(node))] = rng.choice(ODD_VALUES)
        elif node and choice < 0.7:
            node.pop(rng.choice(list(node)))
        else:
            node[rng.choice(["extra", "kind", "v", "seat", "__proto__"])] = rng.choice(ODD_VALUES)
    elif isinstance(node, list) and node:
        node[rng.randrange(len(node))] = rng.choice(ODD_VALUES)
    return data


async def fuzz(count: int, seed: int) -> int:
    rng = random.Random(seed)
    folder = Path(tempfile.mkdtemp(prefix="fuzz-net-"))
    limits = Limits(rate=100_000, burst=100_000, max_bad=10**9)
    server = TableServer(folder, "127.0.0.1", 0, limits=limits)
    await server.start()
    broken: list[str] = []
    results: dict[str, Counter[str]] = {}
    try:
        admin = await Client.open(server.invitation(None, "create"))
        created = await admin.create("takenoko", ["person", "person"], {"players": 2})
        table = server.tables[created["table"]]
        seat_inv, watch_inv = server.invitation(table, "seat"), server.invitation(table, "watch")
        people = [await Client.open(seat_inv) for _ in range(2)]
        for seat, c in enumerate(people):
            await c.join(seat, f"P{seat}")
        await admin.start(created["code"], created["host"])
        real_moves = 0

        async def latest(c: Client) -> dict[str, Any]:
            """Drain what is waiting; the client's last table message."""
            for _ in range(10_000):
                try:
                    await c.recv(timeout=0.02)
                except TimeoutError:
                    break
            assert c.last is not None
            return c.last

        async def real_move() -> None:
            nonlocal real_moves
            for c in people:
                last = await latest(c)
                if last["current"] == c.seat and last["legal"] and not last["over"]:
                    await c.act(last["n"], rng.choice(last["legal"]))
                    reply = await c.until("table", timeout=5)
                    if reply["kind"] == "table":
                        real_moves += 1
                    return

        def legitimate(c: Client, raw: str | bytes) -> bool:
            """A mutation that happens to be the sender's legal move now (it is played, rightly)."""
            try:
                data = protocol.read_client(raw)
                if data["kind"] != "act" or data["n"] != table.n or c.seat != table.state.current_player:
                    return False
                return table.state.is_legal(table.game.action_from_json(data["action"]))
            except Exception:
                return False

        async def probe(c: Client, raw: str | bytes) -> str:
            """Send ``raw``: 'refused', 'closed', 'played' (a legal move after all) or 'accepted'
            (no refusal came: a breach unless it is a request that is granted, none here)."""
            nonlocal real_moves
            before, legal = table.n, legitimate(c, raw)
            try:
                await c.send_raw(raw)
                for _ in range(1000):
                    reply = await c.recv(timeout=5)
                    if reply["kind"] == "refused" or (reply["kind"] == "table" and reply["n"] > before):
                        break
            except Exception:
                return "closed"
            if reply["kind"] == "refused":
                if table.n != before:
                    broken.append(f"a refused message changed the game: {raw!r:.80}")
                return "refused"
            if legal and table.n == before + 1:
                real_moves += 1
                return "played"
            broken.append(f"a hostile message played a move: {raw!r:.80}")
            return "accepted"

        async def run_class(name: str, make, fresh: bool = False, client_of=None) -> None:
            counter: Counter[str] = Counter()
            end = time.monotonic() + 60
            conn = None
            for i in range(count):
                if time.monotonic() > end:
                    break
                if client_of is not None:  # asked every time: whose turn it is changes
                    conn = client_of()
                    if asyncio.iscoroutine(conn):
                        conn = await conn
                elif conn is None or fresh:
                    conn = await Client.open(seat_inv)
                outcome = await probe(conn, make(i))
                counter[outcome] += 1
                if outcome == "closed":
                    conn = None
                if i % 25 == 0:
                    await real_move()
            results[name] = counter
            ping = await Client.open(seat_inv)
            await ping.send(protocol.message("ping"))
            if (await ping.recv(timeout=5))["kind"] != "pong":
                broken.append(f"no pong after {name}")
            await ping.close()

        valid_join = protocol.message("join", code=table.code, seat=0, name="Eve")

        def mover() -> Client:
            return people[0] if table.state.current_player == 0 else people[1]

        def waiter() -> Client:
            return people[1] if table.state.current_player == 0 else people[0]

        def mover_last() -> dict[str, Any]:
            last = mover().last
            assert last is not None
            return last

        await run_class(
            "malformed JSON", lambda i: rng.choice(["{", "[", '{"v":1,', "nul", "\x00", '"\\ud800"', "{}" * 3])
        )
        await run_class("oversized", lambda i: "x" * (protocol.MAX_CLIENT_BYTES + rng.randint(1, 5000)), fresh=True)
        await run_class(
            "deep nesting",
            lambda i: '{"v":1,"kind":"act","n":0,"action":' + "[" * (10 + i % 50) + "]" * (10 + i % 50) + "}",
        )
        await run_class("one field mutated", lambda i: protocol.encode(mutate(valid_join, rng)))
        await run_class(
            "forged action",
            lambda i: protocol.encode(
                protocol.message(
                    "act", n=table.n, action=mutate(rng.choice(mover_last()["legal"] or [{"kind": "x"}]), rng)
                )
            ),
            client_of=mover,
        )
        await run_class(
            "out of turn",
            lambda i: protocol.encode(protocol.message("act", n=table.n, action={"kind": "draw_plots"})),
            client_of=waiter,
        )
        await run_class(
            "replayed",
            lambda i: protocol.encode(
                protocol.message("act", n=max(0, table.n - 1 - i % 3), action={"kind": "draw_plots"})
            ),
            client_of=mover,
        )
        await run_class(
            "wrong secret",
            lambda i: protocol.encode(
                protocol.message("rejoin", code=table.code, seat=i % 2, secret=protocol_code(rng))
            ),
            fresh=True,
        )
        await run_class(
            "guessed code",
            lambda i: protocol.encode(protocol.message("watch", code=protocol_code(rng))),
            fresh=True,
            client_of=lambda: Client.open(watch_inv),
        )
        for c in people:
            await latest(c)
        replayed = table.record.replay()
        if replayed != table.state:
            broken.append("the record does not replay to the referee's position")
        if table.n != real_moves:
            broken.append(f"{table.n} moves played, {real_moves} real moves accepted")
        print(f"{'class':<20} {'sent':>6} {'refused':>8} {'closed':>7} {'played':>7} {'accepted':>9}")
        for name, counter in results.items():
            print(
                f"{name:<20} {sum(counter.values()):>6} {counter['refused']:>8} {counter['closed']:>7} "
                f"{counter['played']:>7} {counter['accepted']:>9}"
            )
        print(
            f"real moves played in between: {real_moves}; the record replays to the referee's position: {replayed == table.state}"
        )
        for b in broken:
            print("BROKEN:", b)
    finally:
        await server.close()
    return 1 if broken else 0


def protocol_code(rng: random.Random) -> str:
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(26))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200, help="hostile messages per class (default 200)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    return asyncio.run(asyncio.wait_for(fuzz(max(1, min(args.count, 100_000)), args.seed), 1200))


if __name__ == "__main__":
    sys.exit(main())
