"""Counted texts use Qt's plural forms (numerus) in all four languages.

* the engine's counted texts reach the catalogues (tools/engine_plurals.py is up to date);
* every numerus entry has all the forms its language needs (en/pt/es 2, pl 3);
* counted messages rendered through the real .qm files for n = 0, 1, 2, 5, 12, 22 read
  right (a table of expected texts for a sample; Polish 1 / 2 / 5 / 22);
* no translatable text puts a count-like field before the noun it counts without numerus.

See translations/README.md (plural forms) and docs/architecture.md §2 (engine messages).
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gardenapp.core.messages import Message

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
FORMS = {"en": 2, "pt": 2, "es": 2, "pl": 3}
NS = (0, 1, 2, 5, 12, 22)


def _numerus(lang: str) -> dict[tuple[str, str], list[str]]:
    root = ET.parse(TS_DIR / f"gardenapp_{lang}.ts").getroot()
    out = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in message.iter("numerusform")]
                out[(context.findtext("name") or "", message.findtext("source") or "")] = forms
    return out


def test_engine_plural_module_is_up_to_date():
    run = subprocess.run(
        [sys.executable, "tools/engine_plurals.py", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr


@pytest.mark.parametrize("lang", list(FORMS))
def test_every_numerus_entry_has_all_forms(lang):
    entries = _numerus(lang)
    assert len(entries) >= 20, f"{lang}: only {len(entries)} numerus entries"
    problems = [
        f"{key}: {forms!r}"
        for key, forms in entries.items()
        if len(forms) != FORMS[lang] or not all(f.strip() and "%n" in f for f in forms)
    ]
    assert not problems, "\n".join(problems)
    # The same counted texts in every catalogue (English holds only these).
    assert set(entries) == set(_numerus("pl"))


@pytest.fixture(scope="module")
def translators():
    from PySide6.QtWidgets import QApplication

    from gardenapp.ui.i18n import load_translator_for_cli

    # A QApplication (not a bare QCoreApplication): the UI tests run after these in the same process.
    _app = QApplication.instance() or QApplication([])
    return {lang: load_translator_for_cli(lang) for lang in FORMS}, _app


# (context, source, lang) -> texts for n = 0, 1, 2, 5, 12, 22
EXPECTED = {
    ("engine", "%n pawns", "en"): ["0 pawns", "1 pawn", "2 pawns", "5 pawns", "12 pawns", "22 pawns"],
    ("engine", "%n pawns", "pt"): ["0 peão", "1 peão", "2 peões", "5 peões", "12 peões", "22 peões"],
    ("engine", "%n pawns", "es"): ["0 peones", "1 peón", "2 peones", "5 peones", "12 peones", "22 peones"],
    ("engine", "%n pawns", "pl"): ["0 pionków", "1 pionek", "2 pionki", "5 pionków", "12 pionków", "22 pionki"],
    ("SanssouciPlayScreen", "%n cards left", "pl"): [
        "zostało 0 kart",
        "została 1 karta",
        "zostały 2 karty",
        "zostało 5 kart",
        "zostało 12 kart",
        "zostały 22 karty",
    ],
    ("SanssouciPlayScreen", "%n cards left", "es"): [
        "quedan 0 cartas",
        "queda 1 carta",
        "quedan 2 cartas",
        "quedan 5 cartas",
        "quedan 12 cartas",
        "quedan 22 cartas",
    ],
    ("HarmoniesPlayScreen", "Pouch: %n tokens", "pl"): [
        "Woreczek: 0 żetonów",
        "Woreczek: 1 żeton",
        "Woreczek: 2 żetony",
        "Woreczek: 5 żetonów",
        "Woreczek: 12 żetonów",
        "Woreczek: 22 żetony",
    ],
    ("engine", "%n suns", "pt"): ["0 sol", "1 sol", "2 sóis", "5 sóis", "12 sóis", "22 sóis"],
    ("engine", "%n suns", "pl"): ["0 słońc", "1 słońce", "2 słońca", "5 słońc", "12 słońc", "22 słońca"],
    ("engine", "%n points", "en"): ["0 points", "1 point", "2 points", "5 points", "12 points", "22 points"],
    ("engine", "%n jokers", "es"): [
        "0 comodines",
        "1 comodín",
        "2 comodines",
        "5 comodines",
        "12 comodines",
        "22 comodines",
    ],
    ("LeavesPlayScreen", "{tile}: {side}, %n quarter turns", "pt"): [
        "{tile}: {side}, 0 quarto de volta",
        "{tile}: {side}, 1 quarto de volta",
        "{tile}: {side}, 2 quartos de volta",
        "{tile}: {side}, 5 quartos de volta",
        "{tile}: {side}, 12 quartos de volta",
        "{tile}: {side}, 22 quartos de volta",
    ],
    ("engine", "has %n empty spaces left: the game ends after this round", "pl"): [
        "zostało 0 pustych pól; gra kończy się po tej rundzie",
        "zostało 1 puste pole; gra kończy się po tej rundzie",
        "zostały 2 puste pola; gra kończy się po tej rundzie",
        "zostało 5 pustych pól; gra kończy się po tej rundzie",
        "zostało 12 pustych pól; gra kończy się po tej rundzie",
        "zostały 22 puste pola; gra kończy się po tej rundzie",
    ],
    # Board-file checks and log lines of the engine, and a few tooltips.
    ("engine", "and %n more problems", "en"): [
        "and 0 more problems",
        "and 1 more problem",
        "and 2 more problems",
        "and 5 more problems",
        "and 12 more problems",
        "and 22 more problems",
    ],
    ("engine", "and %n more problems", "pl"): [
        "oraz 0 dalszych problemów",
        "oraz 1 dalszy problem",
        "oraz 2 dalsze problemy",
        "oraz 5 dalszych problemów",
        "oraz 12 dalszych problemów",
        "oraz 22 dalsze problemy",
    ],
    ("engine", "the name is longer than %n characters", "pl"): [
        "imię jest dłuższe niż 0 znaków",
        "imię jest dłuższe niż 1 znak",
        "imię jest dłuższe niż 2 znaki",
        "imię jest dłuższe niż 5 znaków",
        "imię jest dłuższe niż 12 znaków",
        "imię jest dłuższe niż 22 znaki",
    ],
    ("engine", "the name is longer than %n characters", "pt"): [
        "o nome tem mais de 0 caractere",
        "o nome tem mais de 1 caractere",
        "o nome tem mais de 2 caracteres",
        "o nome tem mais de 5 caracteres",
        "o nome tem mais de 12 caracteres",
        "o nome tem mais de 22 caracteres",
    ],
    ("engine", "%n players; this game takes {low} to {high}", "es"): [
        "0 jugadores; este juego admite de {low} a {high}",
        "1 jugador; este juego admite de {low} a {high}",
        "2 jugadores; este juego admite de {low} a {high}",
        "5 jugadores; este juego admite de {low} a {high}",
        "12 jugadores; este juego admite de {low} a {high}",
        "22 jugadores; este juego admite de {low} a {high}",
    ],
    ("engine", "{player}: %n mission cards; each player keeps 2", "pl"): [
        "{player}: 0 kart misji; każda osoba zatrzymuje 2",
        "{player}: 1 karta misji; każda osoba zatrzymuje 2",
        "{player}: 2 karty misji; każda osoba zatrzymuje 2",
        "{player}: 5 kart misji; każda osoba zatrzymuje 2",
        "{player}: 12 kart misji; każda osoba zatrzymuje 2",
        "{player}: 22 karty misji; każda osoba zatrzymuje 2",
    ],
    ("engine", "{name}: the garden has %n tiles; a finished garden has 13", "en"): [
        "{name}: the garden has 0 tiles; a finished garden has 13",
        "{name}: the garden has 1 tile; a finished garden has 13",
        "{name}: the garden has 2 tiles; a finished garden has 13",
        "{name}: the garden has 5 tiles; a finished garden has 13",
        "{name}: the garden has 12 tiles; a finished garden has 13",
        "{name}: the garden has 22 tiles; a finished garden has 13",
    ],
    ("engine", "{name}: %n hummingbirds counted, but the board holds {computed}", "pl"): [
        "{name}: policzono 0 kolibrów, ale na planszy jest ich {computed}",
        "{name}: policzono 1 kolibra, ale na planszy jest ich {computed}",
        "{name}: policzono 2 kolibry, ale na planszy jest ich {computed}",
        "{name}: policzono 5 kolibrów, ale na planszy jest ich {computed}",
        "{name}: policzono 12 kolibrów, ale na planszy jest ich {computed}",
        "{name}: policzono 22 kolibry, ale na planszy jest ich {computed}",
    ],
    ("engine", "discards {items} and loses %n points", "pt"): [
        "descarta {items} e perde 0 ponto",
        "descarta {items} e perde 1 ponto",
        "descarta {items} e perde 2 pontos",
        "descarta {items} e perde 5 pontos",
        "descarta {items} e perde 12 pontos",
        "descarta {items} e perde 22 pontos",
    ],
    ("engine", "{hexagon}: %n tiles are entered; the game has {copies}", "en"): [
        "{hexagon}: 0 tiles are entered; the game has {copies}",
        "{hexagon}: 1 tile is entered; the game has {copies}",
        "{hexagon}: 2 tiles are entered; the game has {copies}",
        "{hexagon}: 5 tiles are entered; the game has {copies}",
        "{hexagon}: 12 tiles are entered; the game has {copies}",
        "{hexagon}: 22 tiles are entered; the game has {copies}",
    ],
    (
        "engine",
        "%n printed spaces leave too few free spaces for the tiles of a game ({rounds}): at most {limit}",
        "pl",
    ): [
        "0 nadrukowanych pól zostawia za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}",
        "1 nadrukowane pole zostawia za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}",
        "2 nadrukowane pola zostawiają za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}",
        "5 nadrukowanych pól zostawia za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}",
        "12 nadrukowanych pól zostawia za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}",
        "22 nadrukowane pola zostawiają za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}",
    ],
    ("engine", "expected a list of %n whole numbers", "es"): [
        "se esperaba una lista de 0 números enteros",
        "se esperaba una lista de 1 número entero",
        "se esperaba una lista de 2 números enteros",
        "se esperaba una lista de 5 números enteros",
        "se esperaba una lista de 12 números enteros",
        "se esperaba una lista de 22 números enteros",
    ],
    ("azul_queens_garden", "surrounding it gives %n jokers", "es"): [
        "rodearlo da 0 comodines",
        "rodearlo da 1 comodín",
        "rodearlo da 2 comodines",
        "rodearlo da 5 comodines",
        "rodearlo da 12 comodines",
        "rodearlo da 22 comodines",
    ],
    ("azul_queens_garden", "Discarded: {items} (\u2212%n points)", "pl"): [
        "Odrzucone: {items} (\u22120 punktów)",
        "Odrzucone: {items} (\u22121 punkt)",
        "Odrzucone: {items} (\u22122 punkty)",
        "Odrzucone: {items} (\u22125 punktów)",
        "Odrzucone: {items} (\u221212 punktów)",
        "Odrzucone: {items} (\u221222 punkty)",
    ],
    ("SanssouciGarden", "Row {row} ({colour}, %n points) \u00b7 {element} column", "pt"): [
        "Linha {row} ({colour}, 0 ponto) \u00b7 coluna {element}",
        "Linha {row} ({colour}, 1 ponto) \u00b7 coluna {element}",
        "Linha {row} ({colour}, 2 pontos) \u00b7 coluna {element}",
        "Linha {row} ({colour}, 5 pontos) \u00b7 coluna {element}",
        "Linha {row} ({colour}, 12 pontos) \u00b7 coluna {element}",
        "Linha {row} ({colour}, 22 pontos) \u00b7 coluna {element}",
    ],
    ("TakenokoScoreHelper", "The player who first completed %n objectives", "pl"): [
        "Osoba, która jako pierwsza wykonała 0 celów",
        "Osoba, która jako pierwsza wykonała 1 cel",
        "Osoba, która jako pierwsza wykonała 2 cele",
        "Osoba, która jako pierwsza wykonała 5 celów",
        "Osoba, która jako pierwsza wykonała 12 celów",
        "Osoba, która jako pierwsza wykonała 22 cele",
    ],
    ("engine", "%n {colour} plots; the game has {limit}", "pl"): [
        "0 pól ({colour}); gra ma ich {limit}",
        "1 pole ({colour}); gra ma ich {limit}",
        "2 pola ({colour}); gra ma ich {limit}",
        "5 pól ({colour}); gra ma ich {limit}",
        "12 pól ({colour}); gra ma ich {limit}",
        "22 pola ({colour}); gra ma ich {limit}",
    ],
    ("engine", "a hand holds at most %n objectives", "en"): [
        "a hand holds at most 0 objectives",
        "a hand holds at most 1 objective",
        "a hand holds at most 2 objectives",
        "a hand holds at most 5 objectives",
        "a hand holds at most 12 objectives",
        "a hand holds at most 22 objectives",
    ],
    ("takenoko", "A {colour} bamboo stalk of exactly %n sections on a plot with no improvement", "es"): [
        "Un tallo de bambú ({colour}) de exactamente 0 secciones en una parcela sin mejora",
        "Un tallo de bambú ({colour}) de exactamente 1 sección en una parcela sin mejora",
        "Un tallo de bambú ({colour}) de exactamente 2 secciones en una parcela sin mejora",
        "Un tallo de bambú ({colour}) de exactamente 5 secciones en una parcela sin mejora",
        "Un tallo de bambú ({colour}) de exactamente 12 secciones en una parcela sin mejora",
        "Un tallo de bambú ({colour}) de exactamente 22 secciones en una parcela sin mejora",
    ],
    ("engine", "the file is too large (%n bytes)", "pl"): [
        "plik jest za duży (0 bajtów)",
        "plik jest za duży (1 bajt)",
        "plik jest za duży (2 bajty)",
        "plik jest za duży (5 bajtów)",
        "plik jest za duży (12 bajtów)",
        "plik jest za duży (22 bajty)",
    ],
    ("takenoko", "Completed: %n points", "en"): [
        "Completed: 0 points",
        "Completed: 1 point",
        "Completed: 2 points",
        "Completed: 5 points",
        "Completed: 12 points",
        "Completed: 22 points",
    ],
}


@pytest.mark.parametrize("key", list(EXPECTED), ids=lambda k: f"{k[2]}:{k[1][:30]}")
def test_sample_renders_through_the_real_catalogues(translators, key):
    context, source, lang = key
    translate = translators[0][lang]
    got = [translate(context, source, None, n) for n in NS]
    if context == "engine":  # the engine's path: Message.render with the count parameter
        fields = {f: "{" + f + "}" for f in re.findall(r"\{(\w+)\}", source)}  # the other fields kept as written
        assert [Message(source, {**fields, "n": n}, context, "n").render(translate) for n in NS] == got
    assert got == EXPECTED[key]


@pytest.mark.parametrize("lang", list(FORMS))
def test_every_counted_text_renders_its_number(translators, lang):
    """Every numerus entry, n = 0, 1, 2, 5, 12, 22: the number is in the text, no %n is left,
    and (pl) 2, 5 and 22 take three different forms where the language's forms differ."""
    translate = translators[0][lang]
    problems = []
    for (context, source), forms in _numerus(lang).items():
        texts = {n: translate(context, source, None, n) for n in NS}
        for n, text in texts.items():
            if "%n" in text or str(n) not in text:
                problems.append(f"{context} / {source!r} n={n}: {text!r}")
        # The form chosen is the one the language's rule names.
        want = {1: 0, 2: 1, 5: 1, 22: 1} if lang != "pl" else {1: 0, 2: 1, 5: 2, 12: 2, 22: 1}
        for n, index in want.items():
            if texts[n] != forms[index].replace("%n", str(n)):
                problems.append(f"{context} / {source!r} n={n}: {texts[n]!r} is not form {index}")
    assert not problems, "\n".join(problems)


# Field names that hold a count, from a scan of the sources' {fields}: a count-like field
# directly before an English plural noun ("{count} pawns") needs numerus.
COUNT_FIELDS = (
    "count|n|left|pawns|turns|rotation|slots|jokers|suns|tokens|tiles|cards|sections|copies|seats|points|score|"
    "limit|most|expected|total|threshold|used|more|cost|typed|computed|bound|size|marked|reward|gained|height"
)
# Up to two words or other fields between the count and its noun ("{count} {colour} plots",
# "{n} irrigated {colour} plots").
GAP = r"(?:(?:[a-z-]+|\{\w+\})\s+){0,2}"
COUNTED = re.compile(
    r"\{("
    + COUNT_FIELDS
    + r")\}\s+"
    + GAP
    + r"([a-z]+s)\b|\{("
    + COUNT_FIELDS
    + r")\}\s+"
    + GAP
    + r"[a-z]+\((?:s|es)\)"
)
# Not counts: "{points} per {what}" and the like never reach this pattern; a plural noun
# after these words is not the counted one.
NOT_COUNTED = re.compile(r"\{(\w+)\}\s+(?:of|or|and|is|to|at|in|on|for|per|from|go|may|the|a|an)\b")

# Counted texts still written with str.format (none left: every counted text is a numerus
# entry). The list may only shrink: test_the_unconverted_list_is_current fails when an
# entry is gone.
NOT_YET_CONVERTED: set[tuple[str, str]] = set()


def _counted_without_numerus() -> list[tuple[str, str]]:
    root = ET.parse(TS_DIR / "gardenapp_pl.ts").getroot()
    found = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if message.get("numerus") == "yes":
                continue
            for m in COUNTED.finditer(source):
                if not NOT_COUNTED.match(source, m.start()):
                    found.append((context.findtext("name") or "", source))
                    break
    return found


def test_the_lint_finds_an_unconverted_count():
    assert COUNTED.search("{count} pawns") and COUNTED.search("{count} pollinated sector(s)")
    assert COUNTED.search("{count} {colour} plots") and COUNTED.search("{n} irrigated {colour} plots")
    assert not COUNTED.search("Round {n}") and not COUNTED.search("jokers: {n}")
    assert NOT_COUNTED.match("{bound} the board guarantees")


def test_no_counted_text_without_numerus():
    found = [k for k in _counted_without_numerus() if k not in NOT_YET_CONVERTED]
    assert not found, "counted texts without numerus (write %n, tr(..., n) / plural()):\n" + "\n".join(map(str, found))


def test_the_unconverted_list_is_current():
    assert NOT_YET_CONVERTED <= set(_counted_without_numerus()), NOT_YET_CONVERTED - set(_counted_without_numerus())
