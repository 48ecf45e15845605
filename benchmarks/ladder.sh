#!/usr/bin/env bash
# The ladder of docs/architecture.md §8.3: every game's levels, 2 players, 400 games per
# pairing of neighbouring levels (seats swapped), then 3 and 4 players with the
# seats rotated, and Harmonies hard's 2-player self-play. Every game is
# appended to benchmarks/ladder/*.jsonl; a game already there is not played
# again, so a stopped run resumes where it was. The report of each file is
# printed (and with the same command again, without playing anything).
#
#   bash benchmarks/ladder.sh [GAME ...]      (default: all five; 2 processes)
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=${JOBS:-2}
OUT=benchmarks/ladder
mkdir -p "$OUT"
GAMES=("$@")
[ ${#GAMES[@]} -gt 0 ] || GAMES=(under_the_leaves azul_queens_garden harmonies sanssouci takenoko)

ladder() {      # GAME PLAYERS LEVELS GAMES [--ladder]
    local game=$1 players=$2 levels=$3 games=$4
    shift 4
    echo "== uv run gardenapp tournament $game --players $players --levels $levels --games $games --jobs $JOBS --seed 1 $* --out $OUT/$game-${players}p.jsonl"
    uv run gardenapp tournament "$game" --players "$players" --levels "$levels" --games "$games" \
        --jobs "$JOBS" --seed 1 "$@" --out "$OUT/$game-${players}p.jsonl"
}

for game in "${GAMES[@]}"; do
    ladder "$game" 2 random,easy,greedy,montecarlo 400 --ladder
done
if [[ " ${GAMES[*]} " == *" harmonies "* ]]; then
    echo "== uv run python benchmarks/bench_search.py harmonies --levels montecarlo --games 40 --out $OUT/harmonies-selfplay.jsonl"
    [ -s "$OUT/harmonies-selfplay.jsonl" ] || \
        uv run python benchmarks/bench_search.py harmonies --levels montecarlo --games 40 --out "$OUT/harmonies-selfplay.jsonl" > /dev/null
    uv run python benchmarks/bench_search.py --report "$OUT/harmonies-selfplay.jsonl"
fi
for game in "${GAMES[@]}"; do
    ladder "$game" 3 montecarlo,greedy,easy 60
    ladder "$game" 4 montecarlo,greedy,easy,random 60
done
