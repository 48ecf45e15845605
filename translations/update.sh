#!/usr/bin/env bash
# Extract every translatable string of gardenapp into translations/gardenapp_<lang>.ts
# (pyside6-lupdate) and compile the .qm catalogues next to them (pyside6-lrelease).
#
#   bash translations/update.sh          # uses .venv/bin/ if the tools are not on PATH
#   uv run bash translations/update.sh
#
# Then translate the new entries (Qt Linguist: pyside6-linguist translations/gardenapp_pl.ts,
# or edit the XML), and run this script again to rebuild the .qm files.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

tool() {
    if command -v "$1" >/dev/null 2>&1; then
        command -v "$1"
    elif [ -x "$repo/.venv/bin/$1" ]; then
        echo "$repo/.venv/bin/$1"
    else
        echo "update.sh: $1 not found; run 'uv sync' then 'uv run bash translations/update.sh'" >&2
        exit 1
    fi
}
lupdate="$(tool pyside6-lupdate)"
lrelease="$(tool pyside6-lrelease)"

# The engine's counted texts (QT_TRANSLATE_N_NOOP) reach lupdate through a generated module.
python="$(command -v python3 || command -v python)"
[ -x "$repo/.venv/bin/python" ] && python="$repo/.venv/bin/python"
"$python" tools/engine_plurals.py

sources="$(mktemp)"
trap 'rm -f "$sources"' EXIT
find gardenapp -name '*.py' -not -path '*/__pycache__/*' | LC_ALL=C sort > "$sources"

# Target languages without a country: the Portuguese and Spanish texts are meant to read well
# on both sides of the Atlantic. No source locations are stored: several people edit the code at
# once and line numbers would churn the .ts files (and conflict) on every commit; the context
# (class name or "engine"/"games"/"rules"...) tells a translator where a string belongs.
for lang in pt es pl; do
    "$lupdate" @"$sources" -ts "translations/gardenapp_$lang.ts" \
        -no-obsolete -locations none -source-language en -target-language "$lang"
done

# English is the source language, but its plural forms need a catalogue: gardenapp_en.ts holds
# only the numerus entries ("%n pawns" -> "%n pawn" / "%n pawns"), see translations/README.md.
"$lupdate" @"$sources" -ts "translations/gardenapp_en.ts" \
    -no-obsolete -locations none -pluralonly -source-language en -target-language en

for lang in en pt es pl; do
    "$lrelease" "translations/gardenapp_$lang.ts" -qm "translations/gardenapp_$lang.qm"
done
