"""Shared helpers of the Azul: Queen's Garden tests: invariants of a position,
hexagon shorthands and positions built by hand."""

from __future__ import annotations

from gardenapp.games.azul_queens_garden import GAME, data
from gardenapp.games.azul_queens_garden.garden import AREA_RING_BITS, BIT, Garden, bits, components

C = data.COLOUR_INDEX
P = data.PATTERN_INDEX


def hx(name: str) -> int:
    """``"blue-tree"`` -> hexagon id."""
    return data.HEX_INDEX[name]


def new(players: int = 2, seed: int = 1, **options):
    return GAME.new_game(dict(options, players=players), seed)


def garden_with(hexes: dict[str, str], areas: dict[str, object] | None = None) -> Garden:
    """A garden with tiles {"q,r": "colour-pattern"} and areas {"A1": "face_down" | ("colour-pattern", k)}."""
    from gardenapp.games.azul_queens_garden.garden import AREA_DOWN, AREA_INDEX, AREA_NONE

    st = [AREA_NONE] * 6
    for a, v in (areas or {}).items():
        st[AREA_INDEX[a]] = AREA_DOWN if v == "face_down" else hx(v[0]) * 6 + v[1]
    return Garden.build(tuple(st), {BIT[c]: hx(h) for c, h in hexes.items()})


def check_invariants(s) -> None:
    """Conservation of the 108 tiles and 36 expansions, storage limits, the group rule."""
    n = s.num_players
    tiles = sum(s.bag) + sum(s.tower) + len(s.top) + sum(len(t) for t in s.down)
    exps = len(s.up) + len(s.down) + len(s.supply) + s.stack_left + (data.ROUNDS - s.round) * data.STACK_SIZE[n]
    for q in range(n):
        g = s.gardens[q]
        printed = {AREA_RING_BITS[k][a % 6] for k, a in enumerate(g.areas) if a >= 0}
        tiles += len(s.tiles[q]) + sum(1 for b in bits(g.occ) if b not in printed)
        exps += len(s.exps[q]) + sum(1 for a in g.areas if a != -1)
        assert len(s.tiles[q]) + s.jokers[q] <= data.STORAGE_TILE_SPACES
        assert len(s.exps[q]) <= data.STORAGE_EXPANSION_SPACES
        assert s.scores[q] >= 0
        for masks, others in ((g.cm, g.pm), (g.pm, g.cm)):
            for m in masks:
                for comp in components(m):
                    assert all((comp & o).bit_count() <= 1 for o in others), "group rule broken"
        assert g.occ & g.free == 0
    assert tiles == 108, tiles
    assert exps == 36, exps
    assert len(s.top) <= 4


def prep(
    s,
    p: int | None = None,
    *,
    top=None,
    down=None,
    up=None,
    tiles=None,
    exps=None,
    jokers=None,
    garden=None,
    score=None,
    supply=None,
    stack_left=None,
):
    """Set parts of a position by hand (names "colour-pattern"); returns the state."""
    p = s.player if p is None else p
    if top is not None:
        s.top = tuple(sorted(hx(h) for h in top))
    if down is not None:
        s.down = tuple(tuple(sorted(hx(h) for h in tl)) for tl in down)
    if up is not None:
        s.up = tuple(sorted(hx(h) for h in up))
    if tiles is not None:
        s.tiles[p] = tuple(sorted(hx(h) for h in tiles))
    if exps is not None:
        s.exps[p] = tuple(sorted(hx(h) for h in exps))
    if jokers is not None:
        s.jokers[p] = jokers
    if garden is not None:
        s.gardens[p] = garden
    if score is not None:
        s.scores[p] = score
    if supply is not None:
        s.supply = tuple(supply)
    if stack_left is not None:
        s.stack_left = stack_left
    s._legal = None
    return s


def notations(s) -> list[str]:
    return [a.notation() for a in s.legal_actions()]


def play(s, *texts: str):
    """Apply actions written in notation, checking each is legal."""
    for t in texts:
        s = s.apply(GAME.parse_action(t))
    return s
