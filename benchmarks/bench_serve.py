"""How many tables one ``gardenapp serve`` holds (docs/architecture.md §14, docs/network.md §4).

    uv run python benchmarks/bench_serve.py --steps 25,50,100,200 --seconds 10

Starts ``gardenapp serve`` on 127.0.0.1 in a child process, then for each
number of tables in ``--steps``: that many two-seat tables (the five games in
turn), each with one client on 127.0.0.1 playing a random legal move after
``--think`` seconds and a computer player (``--level``) in the other seat; a
table whose game ends is replaced by a new one. For ``--seconds`` it measures
the round trip of an action (from the client's send to the host's ``table``
message that shows it), the host's CPU time and its resident memory, and this
process's own CPU (all the clients: when it nears 100 %, the clients are what
saturates). The tables are opened before the measuring window opens. Prints
p50 and p99 per step, CPU per table and memory per table, and the largest step
whose p99 stayed under 100 ms, with the machine's load average (the round
trips count the waits of a busy machine too). No asserts; bounded by the steps and seconds
(each step stops after its time even if clients lag).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gardenapp.net import invite  # noqa: E402
from gardenapp.net.client import Client  # noqa: E402

GAMES = ["sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves"]
TICK = os.sysconf("SC_CLK_TCK")


def proc_cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime + stime


def proc_rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


async def open_table(create: invite.Invitation, game: str, index: int, level: str) -> Client:
    admin = await Client.open(create)
    created = await admin.create(game, ["person", level], {"players": 2})
    seat_inv = invite.Invitation(create.host, create.port, "seat", created["code"], create.fingerprint)
    me = await Client.open(seat_inv)
    await me.join(0, f"Bench {index}")
    await admin.start(created["code"], created["host"])
    await admin.close()
    return me


async def table_player(
    create: invite.Invitation,
    index: int,
    level: str,
    think: float,
    window: dict[str, Any],
    rtts: list[float],
    rng: random.Random,
) -> int:
    """Opens its table, waits for the window to open, then plays tables one
    after another until it closes; returns the moves made in the window."""
    moves = 0
    me = await open_table(create, GAMES[index % len(GAMES)], index, level)
    window["ready"] += 1
    await window["go"].wait()
    end = window["end"]
    for game_round in range(1, 1000):
        sent_at: dict[int, float] = {}
        try:
            for _ in range(100_000):
                left = end - time.monotonic()
                if left <= 0:
                    return moves
                try:
                    m = await me.recv(timeout=left)
                except TimeoutError:
                    return moves
                if m["kind"] != "table":
                    continue
                if m["n"] - 1 in sent_at:
                    rtts.append(time.perf_counter() - sent_at.pop(m["n"] - 1))
                if m["over"]:
                    break
                if m["started"] and m["current"] == 0 and m["legal"] and m["n"] not in sent_at:
                    await asyncio.sleep(think * (0.5 + rng.random()))
                    sent_at[m["n"]] = time.perf_counter()
                    await me.act(m["n"], rng.choice(m["legal"]))
                    moves += 1
        finally:
            await me.close()
        if time.monotonic() >= end:
            return moves
        me = await open_table(create, GAMES[(index + game_round) % len(GAMES)], index, level)
    return moves


def own_cpu_seconds() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


async def step(
    create: invite.Invitation, pid: int, tables: int, seconds: float, level: str, think: float
) -> dict[str, Any]:
    rtts: list[float] = []
    rng = random.Random(tables)
    window: dict[str, Any] = {"ready": 0, "go": asyncio.Event(), "end": 0.0}
    rss0 = proc_rss_mib(pid)
    tasks = [
        asyncio.ensure_future(table_player(create, i, level, think, window, rtts, random.Random(rng.random())))
        for i in range(tables)
    ]
    for _ in range(1200):  # the tables are opened before the window opens (at most 120 s)
        if window["ready"] >= tables or any(t.done() for t in tasks):
            break
        await asyncio.sleep(0.1)
    cpu0, own0, t0 = proc_cpu_seconds(pid), own_cpu_seconds(), time.monotonic()
    window["end"] = t0 + seconds
    window["go"].set()
    done, pending = await asyncio.wait(tasks, timeout=seconds + 60)
    for t in pending:
        t.cancel()
    wall = time.monotonic() - t0
    cpu, own = proc_cpu_seconds(pid) - cpu0, own_cpu_seconds() - own0
    counts = [t.result() if not t.cancelled() and t.exception() is None else t.exception() for t in done]
    errors = [c for c in counts if isinstance(c, BaseException)] + [None] * len(pending)
    return {
        "tables": tables,
        "moves": sum(c for c in counts if isinstance(c, int)),
        "errors": len(errors),
        "first_error": repr(errors[0])[:120] if errors else "",
        "p50": percentile(rtts, 50) * 1000,
        "p99": percentile(rtts, 99) * 1000,
        "cpu": cpu / wall * 100,  # % of one core
        "own": own / wall * 100,
        "rss": proc_rss_mib(pid),
        "rss_per_table": (proc_rss_mib(pid) - rss0) / tables,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", default="25,50,100,200", help="numbers of tables, comma-separated")
    parser.add_argument("--seconds", type=float, default=10.0, help="measuring time per step (default 10)")
    parser.add_argument("--think", type=float, default=0.5, help="a client's mean wait before its move (default 0.5 s)")
    parser.add_argument("--level", default="random", help="the computer player's level (default random)")
    parser.add_argument("--state-dir", help="serve's folder (default: a new temporary one; its disk's fsync counts)")
    args = parser.parse_args()
    steps = [max(1, min(int(s), 2000)) for s in args.steps.split(",")]
    seconds = max(1.0, min(args.seconds, 600.0))
    folder = args.state_dir or tempfile.mkdtemp(prefix="bench-serve-")
    serve = subprocess.Popen(
        [sys.executable, "-m", "gardenapp", "serve", "--port", "0", "--state-dir", folder],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert serve.stdout is not None
        line = ""
        for _ in range(20):
            line = serve.stdout.readline()
            if line.startswith("create invitation"):
                break
        create = invite.parse(line.split(": ", 1)[1])
        print(f"gardenapp serve pid {serve.pid}; idle RSS {proc_rss_mib(serve.pid):.1f} MiB; think {args.think} s")
        print(
            f"{'tables':>6} {'moves':>6} {'errors':>6} {'p50 ms':>7} {'p99 ms':>7} {'host CPU %':>10} "
            f"{'%/table':>7} {'RSS MiB':>8} {'MiB/table':>9} {'clients CPU %':>13} {'load':>5}"
        )
        held = 0
        for tables in steps:
            r = asyncio.run(step(create, serve.pid, tables, seconds, args.level, args.think))
            print(
                f"{r['tables']:>6} {r['moves']:>6} {r['errors']:>6} {r['p50']:>7.1f} {r['p99']:>7.1f} "
                f"{r['cpu']:>10.1f} {r['cpu'] / tables:>7.2f} {r['rss']:>8.1f} {r['rss_per_table']:>9.3f} "
                f"{r['own']:>13.1f} {os.getloadavg()[0]:>5.1f}"
                + (f"  first error: {r['first_error']}" if r["errors"] else ""),
                flush=True,
            )
            if r["p99"] < 100 and not r["errors"]:
                held = tables
        print(f"largest step with p99 under 100 ms: {held} tables")
    finally:
        serve.terminate()
        serve.wait(20)
    return 0


if __name__ == "__main__":
    sys.exit(main())
