"""A keystroke-level estimate (KLM) of entering a whole 2-player board from photos of it
(docs/architecture.md §6.4, §6.5): Harmonies and Sanssouci, the entry flow as it was and as
it is now.

What is measured, not assumed: for each player, a photo of the finished board (drawn by the
helper, photographed in software by ``bench_prefill.photograph``: perspective, light, blur,
noise), aligned and proposed through the helper; then every space whose proposal differs from
the board is counted, by kind of correction (a wrong or missing piece, a right piece at a wrong
height, a piece proposed on an empty space), and the proposed stacks of more than one piece
(the ones a person checks against the photo).

What is assumed (the operators and the steps): Card, Moran and Newell's operators, as
bench_prefill takes them, P = 1.1 s (point and click), K = 0.3 s (a key), M = 1.2 s (a
decision: what to click next). The steps, per player:

==================  =====================================  =====================================
step                before                                 now
==================  =====================================  =====================================
photo               Photo..., the file: 2 P + M            the same
alignment           button + 4 points: 5 P; the corner     4 P + M (a new photo starts it; the
                    of a hex board is nowhere on the       drawing numbers and rings the four
                                                           spaces to click)
                    grid: M a point, and the grid read
                    57 % on Harmonies: a second try
                    (5 P + 4 M) on half the boards
propose             P                                      P
compare             the grid's frame hid the photo: the    M (one see-through slider)
                    slider moved twice and back, 3 P + M
a wrong piece       its palette key and a click: K + P + M the same
a wrong height      K + P + M (the stack's palette entry)  P + K (1/2/3 with the pointer on it)
a proposed stack    M (is its height right? none marked)   M (marked "2?"), and after Propose the
                                                           keyboard walks these stacks: Enter (K)
                                                           keeps a right one, its digit (K) fixes
                                                           a wrong one without the pointer (-P)
animal cards        chooser, each card owned, close; a     chooser, each card that moved cubes,
                    click on the value of each incomplete  close: taken by a click on the value
                    card                                   it scores (no second click on its
                                                           row); the cards still holding all
                                                           their cubes left out (M), as the
                                                           chooser says; no chooser if none moved
Home, then Resume   the four alignment points again:       nothing (the alignment is kept)
                    5 P + M on half the entries
==================  =====================================  =====================================

Sanssouci's other parts: before, as bench_prefill counts them (the track typed, each noble
painted on its space, each mission card from a list: 2 P + M); now, by keyboard (the score
helper's side form): the track's digits (Propose leaves the keyboard there), Enter, the nine nobles' rows as nine
digits (one M), each mission card by the digit of its column (one M for both), the next player's
tab opening by itself after the last card. Its problems are now named in the board's words, which
this model does not price. Names, the file's options and bonus tables are the same either way
and left out. These are estimates, not timed users.

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/bench_entry_klm.py --boards 4

With ``--photokit FOLDER`` Harmonies is also measured on benchmarks/photokit's photos (written by
``benchmarks/photokit/corpus.py --game harmonies``), where the stacks are seen from the side and
their heights are read: 20 boards, seed 2 gave 56.7 s a board, seed 3 57.8 s (target 60: met; 66.7 and
67.6 s while every card owned was entered; 10 proposed stacks and 4.5 wrong heights to check a board).
"""

from __future__ import annotations

import argparse
import copy
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_prefill as bp  # noqa: E402  (sets the offscreen platform and temporary folders)

from gardenapp.core import registry  # noqa: E402
from gardenapp.core.conformance import play_random_game  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402

P, K, M = bp.SECONDS["P"], bp.SECONDS["K"], bp.SECONDS["M"]
# The seconds of each step that does not depend on the board (see the table above).
STEPS = {
    "before": {
        "photo": 2 * P + M,
        "align": 5 * P + 4 * M + 0.5 * (5 * P + 4 * M),
        "propose": P,
        "compare": 3 * P + M,
        "resume": 0.5 * (5 * P + M),
    },
    "now": {"photo": 2 * P + M, "align": 4 * P + M, "propose": P, "compare": M, "resume": 0.0},
}
FIX = {
    "before": {
        "piece": K + P + M,
        "height": K + P + M,
        "extra": K + P + M,
        "stack": M,
        "walk_right": 0,
        "walk_wrong": 0,
    },
    # the walk (HarmoniesPlayerPage.start_walk): a key on each proposed stack of more than one
    # token, and no pointer for the wrong ones among them (their digit is the key)
    "now": {"piece": K + P + M, "height": P + K, "extra": K + P + M, "stack": M, "walk_right": K, "walk_wrong": -P},
}


def corrections(game_id: str, real: dict, mine: dict, cells: list[str]) -> dict[str, int]:
    """The spaces of one board the person still changes after the proposal, by kind, and the
    proposed stacks of more than one piece (checked by eye; Harmonies' keyboard walks them:
    ``walk_right`` and ``walk_wrong``, those of them whose height is right or wrong)."""
    out = {"piece": 0, "height": 0, "extra": 0, "stack": 0, "walk_right": 0, "walk_wrong": 0}
    if game_id == "harmonies":
        want, have = real.get("spaces", {}), mine.get("spaces", {})
        for lab in cells:
            w, h = want.get(lab), have.get(lab)
            if w == h:
                if h and len(h) > 1:
                    out["stack"] += 1
                    out["walk_right"] += 1
                continue
            if not w:
                out["extra"] += 1
            elif h and h[-1] == w[-1]:
                out["height"] += 1  # the right top piece on a wrong stack
                out["stack"] += 1
                if len(h) > 1:
                    out["walk_wrong"] += 1
            else:
                out["piece"] += 1
    else:
        want, have = real.get("cells", {}), mine.get("cells", {})
        for lab in cells:
            if want.get(lab) != have.get(lab):
                out["extra" if lab not in want else "piece"] += 1
    return out


def card_seconds(entry: dict, flow: str) -> float:
    """Harmonies' animal cards: the chooser, each card, close; before, every card owned, and a
    click on the value of the cubes placed on each incomplete card (a card started full); now
    the click that takes a card in the chooser is on the value it scores
    (HarmoniesCardPicker._scores), and only the cards that moved cubes to the board are taken:
    the chooser says a card still holding all its cubes scores nothing and can be left out
    (docs/rules/harmonies.md §6.7: no cube placed scores 0; §6.9: the tie-break counts the
    cubes placed). One decision (M) for the cards left out, and no chooser at all when no card
    moved a cube."""
    from gardenapp.games.harmonies import data

    cards = entry.get("cards", [])
    if flow == "now":
        scoring = [c for c in cards if c.get("cubes_placed", 0) > 0]
        left_out = len(cards) - len(scoring)
        cards = scoring
    if not cards:
        seconds = M if flow == "now" and left_out else 0.0
    else:
        slots = {c.id: c.slots for c in data.ANIMALS}
        seconds = (2 + len(cards)) * P + len(cards) * M + (M if flow == "now" and left_out else 0.0)
        for c in cards:
            placed = c.get("cubes_placed", 0)
            if flow == "before" and placed != slots.get(c["id"]):
                seconds += P
    spirit = entry.get("spirit")
    if isinstance(spirit, dict):
        seconds += 2 * P + M + (P if spirit.get("cube_placed") else 0)
    return seconds


def sanssouci_side_seconds(entry: dict, flow: str, options: dict) -> float:
    """Sanssouci's track, nobles and missions (the table above)."""
    if flow == "before":
        return bp.Sanssouci().rest(entry, options).seconds()
    track = entry.get("track_score", 0)
    seconds = len(str(track)) * K + M + K  # digits, Enter (Propose put the focus on the track)
    if any(entry.get("nobles", [])):
        seconds += 9 * K + M  # one digit a column; the ninth goes on to the missions
    else:
        seconds += K  # Enter: no noble left the terrace
    missions = entry.get("missions", [])
    seconds += len(missions) * K + (M if missions else 0)
    return seconds


def run(game, boards: int, seed: int) -> dict:
    app = make_application([])
    window = build_window("en")
    engine = registry.get(game.id)
    rng = random.Random(seed)
    tmp = tempfile.mkdtemp()
    totals = {"before": 0.0, "now": 0.0}
    counted = {"piece": 0, "height": 0, "extra": 0, "stack": 0, "walk_right": 0, "walk_wrong": 0}
    for n in range(boards):
        state, _ = play_random_game(engine, game.options(rng), 1000 + n)
        truth = engine.board_to_dict(engine.board_from_state(state, ["Ana", "Bruno"]))
        truth.setdefault("options", {})
        seconds = {"before": 0.0, "now": 0.0}
        for i, real in enumerate(truth["players"]):
            blank = copy.deepcopy(truth)
            blank["players"][i] = game.blank(real)
            helper, got = bp.propose(window, app, game, truth, i, rng, os.path.join(tmp, f"p{n}_{i}.png"), blank)
            found = corrections(game.id, real, got["players"][i], game.cells(helper, i))
            for kind, k in found.items():
                counted[kind] += k
            for flow in seconds:
                steps = STEPS[flow]
                seconds[flow] += sum(steps.values()) + sum(FIX[flow][kind] * k for kind, k in found.items())
                if game.id == "harmonies":
                    seconds[flow] += card_seconds(real, flow)
                else:
                    seconds[flow] += sanssouci_side_seconds(real, flow, truth["options"])
            window.go_home()
        for flow in totals:
            # The tab of the second player (opened by itself after the first's last mission card).
            totals[flow] += seconds[flow] + (P if flow == "before" or game.id == "harmonies" else 0)
    window.close()
    return {
        "before": totals["before"] / boards,
        "now": totals["now"] / boards,
        "per_board": {k: v / boards for k, v in counted.items()},
    }


def run_photokit(folder: Path) -> dict:
    """Harmonies from the photos of benchmarks/photokit (code that shares nothing with
    the app: wooden stacks seen from the side), each read as ``gardenapp read-photo`` and
    the window read it (bench_photos' exact alignment points); the corrections counted
    against the board the photos were taken of, the rest of the flow as in ``run``."""
    import json

    import bench_photos

    from gardenapp.ui.readphoto import read_photo

    make_application([])
    boards: dict[str, list[dict]] = {}
    for path in sorted(folder.rglob("harmonies-*.json")):
        truth = json.loads(path.read_text(encoding="utf-8"))
        if truth.get("format") != "photokit-truth" or truth.get("game") != "harmonies":
            continue
        player = truth["player"]
        corners, _ = bench_photos.clicks_for("harmonies", truth, player, "grid")
        blank = bench_photos.blank("harmonies", truth["board_file"], player)
        got = read_photo("harmonies", str(path.with_name(truth["photo"])), corners, player=player, data=blank)
        cells = bench_photos.labels_for("harmonies", truth, player)
        real = truth["board_file"]["players"][player]
        boards.setdefault(path.name.rsplit("-p", 1)[0], []).append(
            {"found": corrections("harmonies", real, got, cells), "real": real}
        )
    totals = {"before": 0.0, "now": 0.0}
    counted = {"piece": 0, "height": 0, "extra": 0, "stack": 0, "walk_right": 0, "walk_wrong": 0}
    for players in boards.values():
        for flow in totals:
            totals[flow] += P  # the tab of the second player
            for one in players:
                totals[flow] += sum(STEPS[flow].values()) + card_seconds(one["real"], flow)
                totals[flow] += sum(FIX[flow][kind] * k for kind, k in one["found"].items())
        for one in players:
            for kind, k in one["found"].items():
                counted[kind] += k
    n = max(1, len(boards))
    return {
        "boards": len(boards),
        "before": totals["before"] / n,
        "now": totals["now"] / n,
        "per_board": {k: v / n for k, v in counted.items()},
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--boards", type=int, default=4, help="seeded finished 2-player boards per game")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument(
        "--photokit",
        type=Path,
        help="also Harmonies from a folder of benchmarks/photokit photos "
        "(photokit/corpus.py --game harmonies; searched recursively)",
    )
    args = ap.parse_args()
    print(f"KLM: P = {P} s, K = {K} s, M = {M} s; {args.boards} seeded 2-player boards per game")
    if args.photokit is not None:
        result = run_photokit(args.photokit)
        per = ", ".join(f"{k} {v:.1f}" for k, v in result["per_board"].items())
        print(
            f"harmonies from {result['boards']} photokit boards: before {result['before']:5.1f} s   "
            f"now {result['now']:5.1f} s   target <= 60 s: {'met' if result['now'] <= 60 else 'NOT met'}   "
            f"(corrections per board, both players: {per})"
        )
    for game, target in ((bp.Harmonies(), 60.0), (bp.Sanssouci(), 45.0)):
        result = run(game, args.boards, args.seed)
        per = ", ".join(f"{k} {v:.1f}" for k, v in result["per_board"].items())
        print(
            f"{game.id:10s} before {result['before']:5.1f} s   now {result['now']:5.1f} s   "
            f"target <= {target:.0f} s: {'met' if result['now'] <= target else 'NOT met'}   "
            f"(corrections per board, both players: {per})"
        )


if __name__ == "__main__":
    main()
