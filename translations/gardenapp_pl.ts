<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>gardenapp is already running, in another window. Only one copy runs at a time, so that neither loses the other&apos;s games.</source>
        <translation>gardenapp jest już uruchomiony, w innym oknie. Naraz działa tylko jedna kopia, aby żadna nie straciła gier drugiej.</translation>
    </message>
</context>
<context>
    <name>AzulLetters</name>
    <message>
        <source>B</source>
        <extracomment>Azul colour letter on a hexagon: blue (English B). One character from your language&apos;s word for blue, different from the letters of the other five colours.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Y</source>
        <extracomment>Azul colour letter on a hexagon: yellow (English Y). One character from your language&apos;s word for yellow, different from the letters of the other five colours.</extracomment>
        <translation>Ż</translation>
    </message>
    <message>
        <source>G</source>
        <extracomment>Azul colour letter on a hexagon: green, the dark one (English G). One character from your language&apos;s word for green, different from the letters of the other five colours.</extracomment>
        <translation>Z</translation>
    </message>
    <message>
        <source>L</source>
        <extracomment>Azul colour letter on a hexagon: light green (English L). One character from your language&apos;s words for light green, different from the letters of the other five colours.</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Azul colour letter on a hexagon: purple, the dark one (English P). One character from your language&apos;s word for purple, different from the letters of the other five colours.</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>Azul colour letter on a hexagon: lilac, the light purple (English K). One character from your language&apos;s word for lilac, different from the letters of the other five colours.</extracomment>
        <translation>L</translation>
    </message>
</context>
<context>
    <name>AzulNewGameDialog</name>
    <message>
        <source>Drawn at random (provisional)</source>
        <translation>Losowane (tymczasowo)</translation>
    </message>
    <message>
        <source>My wheel, as below</source>
        <translation>Moje koło, jak poniżej</translation>
    </message>
    <message>
        <source>The printed wheel is not known to us: by default a random schedule is drawn. Choose your wheel&apos;s 3 colours or patterns for each round to play with it.</source>
        <translation>Nie znamy wydrukowanego koła: domyślnie kryteria każdej rundy są losowane. Wybierz 3 kolory lub wzory swojego koła dla każdej rundy, aby grać z nim.</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runda {n}</translation>
    </message>
    <message>
        <source>Wheel schedule</source>
        <translation>Kryteria koła</translation>
    </message>
</context>
<context>
    <name>AzulPlayScreen</name>
    <message>
        <source>Display: take this colour or pattern</source>
        <translation>Wystawka: weź ten kolor lub wzór</translation>
    </message>
    <message>
        <source>Copy in the display</source>
        <translation>Egzemplarz na wystawce</translation>
    </message>
    <message>
        <source>Tile in the storage of {name}</source>
        <translation>Płytka w magazynie: {name}</translation>
    </message>
    <message>
        <source>Expansion in the storage of {name}</source>
        <translation>Kafel ogrodu w magazynie: {name}</translation>
    </message>
    <message>
        <source>Supply of expansions</source>
        <translation>Zapas kafli ogrodu</translation>
    </message>
    <message>
        <source>Garden of {name}, space {space}</source>
        <translation>Ogród: {name}, pole {space}</translation>
    </message>
    <message>
        <source>Garden of {name}, area {area}</source>
        <translation>Ogród: {name}, obszar {area}</translation>
    </message>
    <message>
        <source>Orientation {n}</source>
        <translation>Ustawienie {n}</translation>
    </message>
    <message>
        <source>Pay with this item</source>
        <translation>Zapłać tym elementem</translation>
    </message>
    <message>
        <source>Discard this item</source>
        <translation>Odrzuć ten element</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Finish passing</source>
        <translation>Zakończ pasowanie</translation>
    </message>
    <message>
        <source>Accept payment</source>
        <translation>Przyjmij płatność</translation>
    </message>
    <message>
        <source>Table: score track, wheel, display and supply</source>
        <translation>Stół: tor punktacji, koło, wystawka i zapas</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Ogrody</translation>
    </message>
</context>
<context>
    <name>AzulPlayerPage</name>
    <message>
        <source>Score</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokery</translation>
    </message>
    <message>
        <source>Score on the track after round 4&apos;s Phase 2</source>
        <translation>Wynik na torze punktacji po fazie 2 rundy 4</translation>
    </message>
    <message>
        <source>Storage: jokers</source>
        <translation>Magazyn: jokery</translation>
    </message>
    <message>
        <source>Add the current hexagon as a tile</source>
        <translation>Dodaj bieżący heks jako płytkę</translation>
    </message>
    <message>
        <source>Add it as an expansion</source>
        <translation>Dodaj jako kafel ogrodu</translation>
    </message>
    <message>
        <source>Click an item of the storage to remove it</source>
        <translation>Kliknij element magazynu, aby go usunąć</translation>
    </message>
    <message>
        <source>Which ornaments are statues and which are benches is provisional; it does not change the final score.</source>
        <translation>Podział ozdób na posągi i ławki jest tymczasowy; nie zmienia wyniku końcowego.</translation>
    </message>
    <message numerus="yes">
        <source>%n hexagons from the photo still show &apos;?&apos; for their pattern.</source>
        <translation>
            <numerusform>%n heks ze zdjęcia wciąż ma &apos;?&apos; zamiast wzoru.</numerusform>
            <numerusform>%n heksy ze zdjęcia wciąż mają &apos;?&apos; zamiast wzoru.</numerusform>
            <numerusform>%n heksów ze zdjęcia wciąż ma &apos;?&apos; zamiast wzoru.</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Ogród</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Magazyn</translation>
    </message>
    <message>
        <source>Remove this item</source>
        <translation>Usuń ten element</translation>
    </message>
    <message>
        <source>Garden expansion in storage: {hexagon}. Click to remove it.</source>
        <translation>Kafel ogrodu w magazynie: {hexagon}. Kliknij, aby go usunąć.</translation>
    </message>
    <message>
        <source>Tile in storage: {hexagon}. Click to remove it.</source>
        <translation>Płytka w magazynie: {hexagon}. Kliknij, aby ją usunąć.</translation>
    </message>
</context>
<context>
    <name>AzulScoreHelper</name>
    <message>
        <source>Current hexagon: {hexagon}</source>
        <translation>Bieżący heks: {hexagon}</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Płytka</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Puste</translation>
    </message>
    <message>
        <source>Face-up expansion: click the cell of its printed hexagon</source>
        <translation>Odkryty kafel ogrodu: kliknij pole jego nadrukowanego heksu</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Zakryty</translation>
    </message>
    <message>
        <source>No expansion</source>
        <translation>Brak kafla ogrodu</translation>
    </message>
    <message>
        <source>On a space, type a colour ({colours}), then a pattern ({patterns}).</source>
        <translation>Na polu wpisz kolor ({colours}), a potem wzór ({patterns}).</translation>
    </message>
    <message>
        <source>{colour}: now the letter of its pattern</source>
        <translation>{colour}: teraz wpisz literę wzoru</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Coming soon</source>
        <translation>Wkrótce</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Wznów grę</translation>
    </message>
    <message>
        <source>Continue the game left in progress</source>
        <translation>Kontynuuj przerwaną grę</translation>
    </message>
    <message>
        <source>Resume scoring</source>
        <translation>Wznów podliczanie</translation>
    </message>
    <message>
        <source>Continue the board you were entering</source>
        <translation>Kontynuuj wprowadzanie planszy</translation>
    </message>
    <message>
        <source>Score a finished game</source>
        <translation>Podlicz zakończoną grę</translation>
    </message>
    <message>
        <source>This game is not ready yet.</source>
        <translation>Ta gra nie jest jeszcze gotowa.</translation>
    </message>
</context>
<context>
    <name>GardenEditor</name>
    <message>
        <source>Remove a channel</source>
        <translation>Usuń kanał</translation>
    </message>
    <message>
        <source>Add a channel</source>
        <translation>Dodaj kanał</translation>
    </message>
    <message>
        <source>Move the {figure}</source>
        <translation>Przesuń: {figure}</translation>
    </message>
    <message>
        <source>Paint a {colour} plot</source>
        <translation>Maluj pole: {colour}</translation>
    </message>
    <message>
        <source>Erase a plot</source>
        <translation>Usuń pole</translation>
    </message>
    <message>
        <source>Set the improvement: {improvement}</source>
        <translation>Ustaw usprawnienie: {improvement}</translation>
    </message>
    <message>
        <source>Bamboo of {n}</source>
        <translation>Bambus: {n}</translation>
    </message>
    <message>
        <source>Paint the garden to see which plot and gardener objectives it satisfies.</source>
        <translation>Pomaluj ogród, aby zobaczyć, które cele pól i ogrodnika spełnia.</translation>
    </message>
    <message>
        <source>This garden satisfies no plot or gardener objective.</source>
        <translation>Ten ogród nie spełnia żadnego celu pól ani ogrodnika.</translation>
    </message>
    <message>
        <source>Click or drag over cells to lay {colour} plots.</source>
        <translation>Kliknij lub przeciągnij po miejscach, aby ułożyć pola ({colour}).</translation>
    </message>
    <message>
        <source>Click or drag to remove plots (with their channels).</source>
        <translation>Kliknij lub przeciągnij, aby usunąć pola (razem z kanałami).</translation>
    </message>
    <message>
        <source>Click a plot to give it this improvement; tick “printed” for one printed on the tile (a square plate) rather than a token (a round chip).</source>
        <translation>Kliknij pole, aby nadać mu to usprawnienie; zaznacz „nadrukowane”, jeśli jest wydrukowane na płytce (kwadratowa tabliczka), a nie jest żetonem (okrągły krążek).</translation>
    </message>
    <message>
        <source>Click the dashed edges between two plots to add or remove a channel.</source>
        <translation>Kliknij przerywaną krawędź między dwoma polami, aby dodać lub usunąć kanał.</translation>
    </message>
    <message>
        <source>Click the pond or a plot to put the {figure} there.</source>
        <translation>Kliknij staw lub pole, aby postawić tam: {figure}.</translation>
    </message>
    <message numerus="yes">
        <source>Bamboo: %n sections</source>
        <translation>
            <numerusform>Bambus: %n segment</numerusform>
            <numerusform>Bambus: %n segmenty</numerusform>
            <numerusform>Bambus: %n segmentów</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden (optional: helps you check the plot and gardener cards; never scored)</source>
        <translation>Ogród (opcjonalnie: pomaga sprawdzić karty pól i ogrodnika; nie jest punktowany)</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>nadrukowane</translation>
    </message>
    <message>
        <source>The improvement is printed on the plot tile</source>
        <translation>Usprawnienie jest nadrukowane na płytce pola</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>pole: {colour}</translation>
    </message>
    <message numerus="yes">
        <source>This garden satisfies %n plot and gardener objectives (✓ on the cards; click one to see its cells):</source>
        <translation>
            <numerusform>Ten ogród spełnia %n cel pól lub ogrodnika (✓ na kartach; kliknij kartę, aby zobaczyć jej pola):</numerusform>
            <numerusform>Ten ogród spełnia %n cele pól i ogrodnika (✓ na kartach; kliknij kartę, aby zobaczyć jej pola):</numerusform>
            <numerusform>Ten ogród spełnia %n celów pól i ogrodnika (✓ na kartach; kliknij kartę, aby zobaczyć jej pola):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click or drag over plots to set their bamboo to %n sections.</source>
        <translation>
            <numerusform>Kliknij lub przeciągnij po polach, aby ustawić bambus na %n segment.</numerusform>
            <numerusform>Kliknij lub przeciągnij po polach, aby ustawić bambus na %n segmenty.</numerusform>
            <numerusform>Kliknij lub przeciągnij po polach, aby ustawić bambus na %n segmentów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove a plot</source>
        <translation>Usuń pole</translation>
    </message>
    <message>
        <source>Irrigation channel</source>
        <translation>Kanał nawadniający</translation>
    </message>
</context>
<context>
    <name>GardenScene</name>
    <message>
        <source>Empty place ({cell})</source>
        <translation>Puste miejsce ({cell})</translation>
    </message>
    <message>
        <source>{colour} plot ({cell})</source>
        <translation>pole: {colour} ({cell})</translation>
    </message>
    <message>
        <source>printed {improvement}</source>
        <translation>nadrukowane usprawnienie: {improvement}</translation>
    </message>
    <message>
        <source>{improvement} token</source>
        <translation>żeton: {improvement}</translation>
    </message>
    <message>
        <source>bamboo: {n}</source>
        <translation>bambus: {n}</translation>
    </message>
    <message>
        <source>irrigated</source>
        <translation>nawodnione</translation>
    </message>
    <message>
        <source>not irrigated</source>
        <translation>nienawodnione</translation>
    </message>
    <message>
        <source>Channel between {a} and {b}</source>
        <translation>Kanał między {a} a {b}</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Przekaż ekran: {name}</translation>
    </message>
    <message>
        <source>Your cards stay hidden until you are ready.</source>
        <translation>Twoje karty pozostaną zakryte, dopóki nie potwierdzisz gotowości.</translation>
    </message>
    <message>
        <source>I am {name}: show my turn</source>
        <translation>To ja, {name}: pokaż moją turę</translation>
    </message>
</context>
<context>
    <name>HarmoniesCardPicker</name>
    <message>
        <source>Animal cards of {name}</source>
        <translation>Karty zwierząt: {name}</translation>
    </message>
    <message>
        <source>Click each card from which this player moved cubes to the board, on the value it scores (the highest its cubes no longer cover); click a card again to remove it. A card that still holds all its cubes scores nothing and can be left out (or click elsewhere on it to add it).</source>
        <translation>Kliknij każdą kartę, z której ten gracz przeniósł kostki na planszę, na wartości, którą punktuje (najwyższej, której jej kostki już nie zakrywają); kliknij kartę ponownie, aby ją usunąć. Karta, na której leżą jeszcze wszystkie jej kostki, nie daje punktów i można ją pominąć (albo kliknij gdzie indziej na niej, aby ją dodać).</translation>
    </message>
    <message>
        <source>has it: {name}</source>
        <translation>ma ją: {name}</translation>
    </message>
</context>
<context>
    <name>HarmoniesCardRow</name>
    <message>
        <source>Cubes placed on the board from this card (or click the value the card shows)</source>
        <translation>Kostki z tej karty położone na planszy (albo kliknij wartość pokazaną na karcie)</translation>
    </message>
    <message>
        <source>Cubes: </source>
        <translation>Kostki: </translation>
    </message>
    <message>
        <source>Remove this card</source>
        <translation>Usuń tę kartę</translation>
    </message>
</context>
<context>
    <name>HarmoniesPlayScreen</name>
    <message>
        <source>Harmonies: build landscapes and give animals their habitats.</source>
        <translation>Harmonies: buduj krajobrazy i daj zwierzętom ich siedliska.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Odrzuć kartę</translation>
    </message>
    <message>
        <source>Solo: discard one card of the display and end the turn (only when you took no card this turn)</source>
        <translation>Solo: odrzuć jedną kartę z wystawki i zakończ turę (tylko jeśli w tej turze nie wzięto karty)</translation>
    </message>
    <message>
        <source>This token is chosen: click a highlighted space of your board to place it.</source>
        <translation>Ten żeton jest wybrany: kliknij podświetlone pole swojej planszy, aby go położyć.</translation>
    </message>
    <message>
        <source>Central board, space {space}: {tokens}</source>
        <translation>Plansza centralna, pole {space}: {tokens}</translation>
    </message>
    <message>
        <source>Card in the display</source>
        <translation>Karta z wystawki</translation>
    </message>
    <message>
        <source>Token in hand: {colour}</source>
        <translation>Żeton w ręce: {colour}</translation>
    </message>
    <message>
        <source>Card of {name}</source>
        <translation>Karta: {name}</translation>
    </message>
    <message>
        <source>Board of {name}, space {space}</source>
        <translation>Plansza: {name}, pole {space}</translation>
    </message>
    <message>
        <source>{space}: {stack}</source>
        <translation>{space}: {stack}</translation>
    </message>
    <message>
        <source>Central board and display</source>
        <translation>Plansza centralna i wystawka</translation>
    </message>
    <message>
        <source>Players&apos; boards</source>
        <translation>Plansze graczy</translation>
    </message>
    <message>
        <source>Central board</source>
        <translation>Plansza centralna</translation>
    </message>
    <message>
        <source>Tokens in hand</source>
        <translation>Żetony w ręce</translation>
    </message>
    <message numerus="yes">
        <source>Solo result: %n suns {stars}</source>
        <translation>
            <numerusform>Wynik solo: %n słońce {stars}</numerusform>
            <numerusform>Wynik solo: %n słońca {stars}</numerusform>
            <numerusform>Wynik solo: %n słońc {stars}</numerusform>
        </translation>
    </message>
    <message>
        <source>Animal cards</source>
        <translation>Karty zwierząt</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message>
        <source>Computer playing…</source>
        <translation>Gra komputer…</translation>
    </message>
    <message>
        <source>Keep this one?</source>
        <translation>Zatrzymać tę?</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>ukończona</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Talia do dobierania: %n karta</numerusform>
            <numerusform>Talia do dobierania: %n karty</numerusform>
            <numerusform>Talia do dobierania: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pouch: %n tokens</source>
        <translation>
            <numerusform>Woreczek: %n żeton</numerusform>
            <numerusform>Woreczek: %n żetony</numerusform>
            <numerusform>Woreczek: %n żetonów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HarmoniesPlayerPage</name>
    <message>
        <source>Animal cube</source>
        <translation>Kostka zwierzęcia</translation>
    </message>
    <message>
        <source>Mark or unmark the spaces that hold a cube (optional: it only checks the cards&apos; cube counts) — key {key}</source>
        <translation>Zaznacz lub odznacz pola z kostką (opcjonalnie: służy tylko do sprawdzenia liczby kostek na kartach) — klawisz {key}</translation>
    </message>
    <message>
        <source>{stack} (bottom to top) — key {key}</source>
        <translation>{stack} (od dołu do góry) — klawisz {key}</translation>
    </message>
    <message>
        <source>Check the ringed stack against the photo: Enter keeps its height, 1, 2 or 3 sets it, Esc stops.</source>
        <translation>Porównaj zaznaczony stos ze zdjęciem: Enter zostawia jego wysokość, 1, 2 lub 3 ją ustawia, Esc kończy.</translation>
    </message>
    <message>
        <source>Click or drag on the board to paint. The choice stays selected; keys pick it.</source>
        <translation>Kliknij lub przeciągnij po planszy, aby malować. Wybór pozostaje zaznaczony; można go też wybrać klawiszami.</translation>
    </message>
    <message>
        <source>Animal cards</source>
        <translation>Karty zwierząt</translation>
    </message>
    <message>
        <source>Choose cards…</source>
        <translation>Wybierz karty…</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit</source>
        <translation>Duch Natury</translation>
    </message>
    <message>
        <source>Its cube is on the board</source>
        <translation>Jego kostka jest na planszy</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— wybierz —</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <source>Paint {what}</source>
        <translation>Maluj: {what}</translation>
    </message>
    <message>
        <source>Remove {card}</source>
        <translation>Usuń {card}</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Dodaj {card}</translation>
    </message>
    <message>
        <source>Cubes on {card}</source>
        <translation>Kostki na karcie {card}</translation>
    </message>
</context>
<context>
    <name>HarmoniesScoreHelper</name>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <source>Personal boards:</source>
        <translation>Plansze graczy:</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards (variant)</source>
        <translation>Karty Ducha Natury (wariant)</translation>
    </message>
    <message>
        <source>Board side</source>
        <translation>Strona planszy</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards</source>
        <translation>Karty Ducha Natury</translation>
    </message>
    <message numerus="yes">
        <source>Solo result: %n suns {stars}</source>
        <translation>
            <numerusform>Wynik solo: %n słońce {stars}</numerusform>
            <numerusform>Wynik solo: %n słońca {stars}</numerusform>
            <numerusform>Wynik solo: %n słońc {stars}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Sposób</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Gracze i wyniki</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Open the board</source>
        <translation>Otwórz planszę</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Przejrzyj</translation>
    </message>
    <message>
        <source>Step through a game played here turn by turn, with the score chart and the coach&apos;s view</source>
        <translation>Przejdź turę po turze przez grę rozegraną tutaj, z wykresem wyniku i oceną trenera</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <source>Choose a game to see the score over time.</source>
        <translation>Wybierz grę, aby zobaczyć wyniki w czasie.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Wszyscy gracze</translation>
    </message>
    <message>
        <source>played here</source>
        <translation>rozegrana tutaj</translation>
    </message>
    <message>
        <source>scored from the table</source>
        <translation>rozegrana przy stole</translation>
    </message>
    <message>
        <source>No finished game yet: games you finish or score appear here.</source>
        <translation>Brak zakończonych gier: pojawią się tu gry, które zakończysz lub podliczysz.</translation>
    </message>
    <message>
        <source>Choose a player to see their statistics.</source>
        <translation>Wybierz gracza, aby zobaczyć jego statystyki.</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Wyniki w czasie</translation>
    </message>
    <message>
        <source>Mean points per rule</source>
        <translation>Średnia punktów w kategoriach</translation>
    </message>
    <message>
        <source>Choose a game to see the mean points of its rules.</source>
        <translation>Wybierz grę, aby zobaczyć średnią punktów w jej kategoriach.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>Games in the history that could not be read and are not shown: {count}.</source>
        <translation>Gry w historii, których nie dało się odczytać i które nie są pokazane: {count}.</translation>
    </message>
    <message>
        <source>Results that were waiting, now added to the history: {count}.</source>
        <translation>Wyniki, które czekały, teraz dodane do historii: {count}.</translation>
    </message>
    <message>
        <source>Results waiting to be added to the history: {count}.</source>
        <translation>Wyniki czekające na dodanie do historii: {count}.</translation>
    </message>
    <message>
        <source>Choose a game in the list first.</source>
        <translation>Najpierw wybierz grę z listy.</translation>
    </message>
    <message>
        <source>Choose a game played here in the list first.</source>
        <translation>Najpierw wybierz z listy grę rozegraną tutaj.</translation>
    </message>
    <message>
        <source>Delete this game from the history?</source>
        <translation>Usunąć tę grę z historii?</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Garden games</source>
        <translation>Gry ogrodowe</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Graj online</translation>
    </message>
    <message>
        <source>Host a table, join one, or resume one</source>
        <translation>Otwórz stół, dołącz do stołu albo wznów stół</translation>
    </message>
    <message>
        <source>Every finished game, with statistics</source>
        <translation>Wszystkie zakończone gry ze statystykami</translation>
    </message>
    <message>
        <source>Play five garden board games on your computer, or copy the board of a game you finished at the table and get its exact score.</source>
        <translation>Zagraj w pięć ogrodowych gier planszowych na komputerze albo przepisz planszę gry rozegranej przy stole i poznaj jej dokładny wynik.</translation>
    </message>
</context>
<context>
    <name>HostBar</name>
    <message>
        <source>A computer player plays for {name} for now.</source>
        <translation>Gracz komputerowy gra na razie za: {name}.</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat back</source>
        <translation>Oddaj miejsce: {name}</translation>
    </message>
    <message>
        <source>{name} is away.</source>
        <translation>{name} – nie ma przy stole.</translation>
    </message>
    <message>
        <source>Let a computer play for {name}</source>
        <translation>Pozwól komputerowi grać za: {name}</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Opuścić stół?</translation>
    </message>
    <message>
        <source>This computer hosts the game. The others at the table will wait for you; the game is kept: Resume table on Play online brings it back.</source>
        <translation>Ten komputer prowadzi grę. Pozostali przy stole poczekają na ciebie; gra zostaje zachowana: Wznów stół w Graj online przywróci ją.</translation>
    </message>
</context>
<context>
    <name>HowToPlayWindow</name>
    <message>
        <source>This page is not written in {language} yet: it is shown in English.</source>
        <translation>Ta strona nie jest jeszcze napisana w tym języku ({language}): wyświetlana jest po angielsku.</translation>
    </message>
    <message>
        <source>There is no How to play page for this game yet.</source>
        <translation>Ta gra nie ma jeszcze strony „Jak grać”.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>How to play: {game}</source>
        <translation>Jak grać: {game}</translation>
    </message>
</context>
<context>
    <name>LeavesArt</name>
    <message>
        <source>Leaf dweller</source>
        <translation>Mieszkaniec liści</translation>
    </message>
    <message>
        <source>Puddle dweller</source>
        <translation>Mieszkaniec kałuż</translation>
    </message>
    <message>
        <source>Mushroom dweller</source>
        <translation>Mieszkaniec grzybów</translation>
    </message>
    <message>
        <source>first game</source>
        <translation>pierwsza gra</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type at the centre of the square (1 point)</source>
        <translation>Za każdym spełnieniem: jeden pionek tego typu na środku kwadratu (1 punkt)</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type in that area (1 point)</source>
        <translation>Za każdym spełnieniem: jeden pionek tego typu w tym sektorze (1 punkt)</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type on the space the card names (1 point)</source>
        <translation>Za każdym spełnieniem: jeden pionek tego typu na polu wskazanym przez kartę (1 punkt)</translation>
    </message>
    <message>
        <source>End of the game: whoever has the most pawns of this type gets {n} more (every tied player)</source>
        <translation>Koniec gry: kto ma najwięcej pionków tego typu, dostaje jeszcze {n} (przy remisie każdy z remisujących)</translation>
    </message>
    <message>
        <source>{kind} with a mushroom</source>
        <translation>{kind} z grzybem</translation>
    </message>
    <message>
        <source>Garden tile {tile}</source>
        <translation>Płytka ogrodu {tile}</translation>
    </message>
    <message>
        <source>Fields NW, NE, SE, SW: {fields}</source>
        <translation>Pola NW, NE, SE, SW: {fields}</translation>
    </message>
</context>
<context>
    <name>LeavesLetters</name>
    <message>
        <source>G</source>
        <extracomment>Under the Leaves field letter: green (English G). One character from your language&apos;s word for green, different from the letters of orange, pink, yellow and purple.</extracomment>
        <translation>Z</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Under the Leaves field letter: orange (English O). One character from your language&apos;s word for orange, different from the letters of the other four colours.</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Under the Leaves field letter: pink (English P). One character from your language&apos;s word for pink, different from the letters of the other four colours.</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>Y</source>
        <extracomment>Under the Leaves field letter: yellow (English Y). One character from your language&apos;s word for yellow, different from the letters of the other four colours.</extracomment>
        <translation>Ż</translation>
    </message>
    <message>
        <source>V</source>
        <extracomment>Under the Leaves field letter: purple (English V, for violet). One character from your language&apos;s word for purple, different from the letters of the other four colours.</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <source>F</source>
        <extracomment>Under the Leaves: the front side of a tile, shown beside the chosen tile (English F). One character from your language&apos;s word for the front side, different from the back&apos;s letter.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Under the Leaves: the back side of a tile, shown beside the chosen tile (English B). One character from your language&apos;s word for the back side, different from the front&apos;s letter.</extracomment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>LeavesNewGameDialog</name>
    <message>
        <source>Solo is an unofficial app variant (no official solo rules exist): 36 tiles are removed, you play 12 turns, there is no majority bonus, and your pawn total is your result.</source>
        <translation>Tryb solo to nieoficjalny wariant aplikacji (oficjalne zasady solo nie istnieją): usuwa się 36 płytek, rozgrywasz 12 tur, nie ma premii za większość, a liczba pionków jest twoim wynikiem.</translation>
    </message>
</context>
<context>
    <name>LeavesPlayScreen</name>
    <message>
        <source>Under the Leaves: lay garden tiles and attract bees, hummingbirds and garden dwellers.</source>
        <translation>Under the Leaves: układaj płytki ogrodu i przyciągaj pszczoły, kolibry i mieszkańców ogrodu.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Obróć (R)</translation>
    </message>
    <message>
        <source>Turn the chosen tile a quarter clockwise (Shift+R: back)</source>
        <translation>Obróć wybraną płytkę o ćwierć obrotu w prawo (Shift+R: z powrotem)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Odwróć (F)</translation>
    </message>
    <message>
        <source>Show the other side of the chosen tile (its mirror image)</source>
        <translation>Pokaż drugą stronę wybranej płytki (jej lustrzane odbicie)</translation>
    </message>
    <message>
        <source>Solo: an unofficial app variant (no official solo rules exist); beat your best pawn total.</source>
        <translation>Solo: nieoficjalny wariant aplikacji (oficjalne zasady solo nie istnieją); pobij swój najlepszy wynik w pionkach.</translation>
    </message>
    <message>
        <source>front</source>
        <translation>awers</translation>
    </message>
    <message>
        <source>back</source>
        <translation>rewers</translation>
    </message>
    <message numerus="yes">
        <source>{tile}: {side}, %n quarter turns</source>
        <translation>
            <numerusform>{tile}: {side}, %n obrót o 90°</numerusform>
            <numerusform>{tile}: {side}, %n obroty o 90°</numerusform>
            <numerusform>{tile}: {side}, %n obrotów o 90°</numerusform>
        </translation>
    </message>
    <message>
        <source>mushroom</source>
        <translation>grzyb</translation>
    </message>
    <message>
        <source>pollinated</source>
        <translation>zapylone</translation>
    </message>
    <message>
        <source>{card}: earned by {fields}</source>
        <translation>{card}: zdobyty dzięki polom {fields}</translation>
    </message>
    <message>
        <source>tiles in the bag</source>
        <translation>płytki w woreczku</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n pawns + {bonus} majority bonus)</source>
        <translation>
            <numerusform>(%n pionek + premia za większość: {bonus})</numerusform>
            <numerusform>(%n pionki + premia za większość: {bonus})</numerusform>
            <numerusform>(%n pionków + premia za większość: {bonus})</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message>
        <source>Computer playing…</source>
        <translation>Gra komputer…</translation>
    </message>
    <message>
        <source>Market, tile {n}</source>
        <translation>Targ, płytka {n}</translation>
    </message>
    <message>
        <source>Garden of {name}, lay the tile at {place}</source>
        <translation>Ogród: {name}, połóż płytkę na {place}</translation>
    </message>
    <message>
        <source>Garden of {name}, field {place}</source>
        <translation>Ogród: {name}, pole {place}</translation>
    </message>
    <message>
        <source>Garden of {name}, square {place}</source>
        <translation>Ogród: {name}, kwadrat {place}</translation>
    </message>
    <message>
        <source>Market and bag</source>
        <translation>Targ i worek</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Ogrody</translation>
    </message>
    <message>
        <source>Solo (an unofficial app variant): your pawn total is your result; try to beat your best.</source>
        <translation>Solo (nieoficjalny wariant aplikacji): liczba pionków to twój wynik; spróbuj pobić swój rekord.</translation>
    </message>
</context>
<context>
    <name>LeavesPlayerPage</name>
    <message>
        <source>1. Pawns in the garden, as counted on the table before the majority bonus</source>
        <translation>1. Pionki w ogrodzie, policzone przy stole przed premią za większość</translation>
    </message>
    <message>
        <source>2. The garden (optional): paint the fields or lay tiles from the picker; 3. the order of play (optional)</source>
        <translation>2. Ogród (opcjonalnie): pomaluj pola albo ułóż płytki z listy; 3. kolejność gry (opcjonalnie)</translation>
    </message>
    <message>
        <source>Forget the order</source>
        <translation>Zapomnij kolejność</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Pionki</translation>
    </message>
    <message>
        <source>garden: {n}</source>
        <translation>ogród: {n}</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Wymaż</translation>
    </message>
    <message>
        <source>Lay tile {tile}</source>
        <translation>Połóż płytkę {tile}</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Maluj</translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation>Kolejność gry</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Wybory</translation>
    </message>
    <message>
        <source>No order of play: the garden is checked, the typed counts are scored (level 2).</source>
        <translation>Bez kolejności gry: ogród jest sprawdzany, a punktowane są wpisane liczby (poziom 2).</translation>
    </message>
    <message numerus="yes">
        <source>Order of play: %n tiles listed out of {total}; the engine replays the arrivals when every tile is listed.</source>
        <translation>
            <numerusform>Kolejność gry: na liście %n płytka z {total}; gdy wszystkie płytki będą na liście, silnik odtworzy przybycia.</numerusform>
            <numerusform>Kolejność gry: na liście %n płytki z {total}; gdy wszystkie płytki będą na liście, silnik odtworzy przybycia.</numerusform>
            <numerusform>Kolejność gry: na liście %n płytek z {total}; gdy wszystkie płytki będą na liście, silnik odtworzy przybycia.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeavesScoreHelper</name>
    <message>
        <source>Leaf card</source>
        <translation>Karta liści</translation>
    </message>
    <message>
        <source>Puddle card</source>
        <translation>Karta kałuż</translation>
    </message>
    <message>
        <source>Mushroom card</source>
        <translation>Karta grzybów</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <source>Dweller cards in play:</source>
        <translation>Karty mieszkańców w grze:</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Wymaż</translation>
    </message>
    <message>
        <source>Lay the picked tile</source>
        <translation>Połóż wybraną płytkę</translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation>Kolejność gry</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Wybory</translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation>Grzyb</translation>
    </message>
    <message>
        <source>With an order of play: click, in the order they were made, the field that took a Collector or Friendly pawn or the north-west field of a Thoughtful or Flirty square</source>
        <translation>Przy podanej kolejności gry: klikaj, w kolejności dokonywania wyborów, pole, na którym stanął pionek Kolekcjonera lub Przyjaznego, albo północno-zachodnie pole kwadratu Zamyślonego lub Zalotnego</translation>
    </message>
    <message>
        <source>Click the tiles in the order they were laid (level 3: the arrivals are replayed)</source>
        <translation>Klikaj płytki w kolejności, w jakiej je kładziono (poziom 3: przybycia są odtwarzane)</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Obróć (R)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Odwróć (F)</translation>
    </message>
    <message>
        <source>Pick a tile (the 50 garden tiles and the 4 starting tiles), turn it with R and F, then click the garden to lay it</source>
        <translation>Wybierz płytkę (50 płytek ogrodu i 4 płytki startowe), obróć ją klawiszami R i F, a potem kliknij ogród, aby ją położyć</translation>
    </message>
    <message>
        <source>Dweller cards</source>
        <translation>Karty mieszkańców</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Copied. Send it to the person privately: whoever has it can take a seat.</source>
        <translation>Skopiowano. Wyślij to tej osobie prywatnie: każdy, kto to ma, może zająć miejsce.</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>Stół online</translation>
    </message>
    <message>
        <source>{game}: online table</source>
        <translation>{game}: stół online</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Zaproszenia</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Do gry</translation>
    </message>
    <message>
        <source>To watch</source>
        <translation>Do oglądania</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Leave the lobby</source>
        <translation>Opuść poczekalnię</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Łączenie…</translation>
    </message>
    <message>
        <source>Connecting again…</source>
        <translation>Ponowne łączenie…</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Komputer ({level})</translation>
    </message>
    <message>
        <source>free: waiting for the invited person</source>
        <translation>wolne: czeka na zaproszoną osobę</translation>
    </message>
    <message>
        <source>{name} (this computer)</source>
        <translation>{name} (ten komputer)</translation>
    </message>
    <message>
        <source>here</source>
        <translation>obecny</translation>
    </message>
    <message>
        <source>away</source>
        <translation>nieobecny</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Miejsce {n}</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>Czekamy, aż gospodarz rozpocznie grę.</translation>
    </message>
    <message>
        <source>Send the invitation to play; the game starts once every invited person has joined.</source>
        <translation>Wyślij zaproszenie do gry; gra zacznie się, gdy dołączą wszystkie zaproszone osoby.</translation>
    </message>
    <message>
        <source>Everyone is here: start the game.</source>
        <translation>Wszyscy są na miejscu: rozpocznij grę.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Rozpoczynanie…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>The language could not be changed: {error}</source>
        <translation>Nie udało się zmienić języka: {error}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>Ekran &amp;główny</translation>
    </message>
    <message>
        <source>Back to the list of games</source>
        <translation>Powrót do listy gier</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historia</translation>
    </message>
    <message>
        <source>Every finished game, with statistics</source>
        <translation>Wszystkie zakończone gry ze statystykami</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;About gardenapp</source>
        <translation>&amp;O programie gardenapp</translation>
    </message>
    <message>
        <source>How to &amp;play…</source>
        <translation>Jak &amp;grać…</translation>
    </message>
    <message>
        <source>The rules of a game, in your language</source>
        <translation>Zasady gry w twoim języku</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Nawigacja</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <source>{game} could not be opened: {error}</source>
        <translation>Nie udało się otworzyć gry {game}: {error}</translation>
    </message>
    <message>
        <source>A game was left in progress. Resume it? If you discard it, it is lost.</source>
        <translation>Jedna gra została przerwana. Wznowić ją? Jeśli ją odrzucisz, przepadnie.</translation>
    </message>
    <message>
        <source>A board you were entering was not saved. Resume it? If you discard it, it is lost.</source>
        <translation>Wprowadzana plansza nie została zapisana. Wznowić ją? Jeśli ją odrzucisz, przepadnie.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Przegląd</translation>
    </message>
    <message>
        <source>The history holds no record of this game&apos;s moves.</source>
        <translation>Historia nie zawiera zapisu ruchów tej gry.</translation>
    </message>
    <message>
        <source>The moves of this game cannot be read:</source>
        <translation>Nie można odczytać ruchów tej gry:</translation>
    </message>
    <message>
        <source>gardenapp lets you play five garden board games on your computer, alone, with friends or against the computer, and scores the games you finish at the table.</source>
        <translation>gardenapp pozwala grać na komputerze w pięć ogrodowych gier planszowych – w pojedynkę, ze znajomymi lub przeciwko komputerowi – i podlicza punkty gier rozegranych przy stole.</translation>
    </message>
    <message>
        <source>An independent project, not affiliated with or endorsed by the designers or publishers of these games. The games and their names belong to their owners:</source>
        <translation>Niezależny projekt, niezwiązany z autorami ani wydawcami tych gier i przez nich niezatwierdzony. Gry i ich nazwy należą do ich właścicieli:</translation>
    </message>
    <message>
        <source>{game}, designed by {designer}, published by {publisher}</source>
        <translation>{game} – autor: {designer}, wydawca: {publisher}</translation>
    </message>
    <message>
        <source>{game}, published by {publisher}</source>
        <translation>{game} – wydawca: {publisher}</translation>
    </message>
    <message>
        <source>All artwork in gardenapp is drawn by its authors; no art from the games is used.</source>
        <translation>Wszystkie grafiki w gardenapp narysowali jego autorzy; nie wykorzystano żadnych ilustracji z gier.</translation>
    </message>
    <message>
        <source>About gardenapp</source>
        <translation>O programie gardenapp</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of {game}</source>
        <translation>Nowa gra: {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Komputer: łatwy</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Komputer: normalny</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Komputer: trudny</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>(provisional)</source>
        <translation>(tymczasowe)</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Losowo</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <source>Person here</source>
        <translation>Osoba tutaj</translation>
    </message>
    <message>
        <source>Invited person</source>
        <translation>Zaproszona osoba</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>their name, when they join</source>
        <translation>imię tej osoby, gdy dołączy</translation>
    </message>
    <message>
        <source>Keep at least one seat for a person here: the table is played from here.</source>
        <translation>Zostaw co najmniej jedno miejsce dla osoby tutaj: przy tym stole gra się stąd.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Każdy gracz musi mieć imię.</translation>
    </message>
    <message>
        <source>Seat {n}: {problem}</source>
        <translation>Miejsce {n}: {problem}</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dwóch graczy ma to samo imię.</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <source>Play online</source>
        <translation>Graj online</translation>
    </message>
    <message>
        <source>Play with people at other computers: host a table here and send them its invitation, or paste the invitation you were sent.</source>
        <translation>Graj z osobami przy innych komputerach: otwórz tu stół i wyślij im zaproszenie albo wklej otrzymane zaproszenie.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>dowolny wolny port</translation>
    </message>
    <message>
        <source>Address the others reach</source>
        <translation>Adres, pod którym łączą się inni</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Otwórz stół…</translation>
    </message>
    <message>
        <source>Server&apos;s create invitation</source>
        <translation>Zaproszenie serwera do tworzenia stołów</translation>
    </message>
    <message>
        <source>Host on a server…</source>
        <translation>Otwórz na serwerze…</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Dołącz do stołu</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Zaproszenie</translation>
    </message>
    <message>
        <source>Paste the line the host sent you</source>
        <translation>Wklej wiersz, który wysłał ci gospodarz</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Połącz</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Resume table</source>
        <translation>Wznów stół</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Zapomnij</translation>
    </message>
    <message>
        <source>No table is kept on this computer.</source>
        <translation>Na tym komputerze nie ma zapisanego stołu.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>The address others reach must be a name or an address like 192.168.1.20; {address} is not.</source>
        <translation>Adres, pod którym łączą się inni, musi być nazwą albo adresem takim jak 192.168.1.20; {address} nim nie jest.</translation>
    </message>
    <message>
        <source>This invitation is for a seat or for watching; to host on a server, paste its create invitation.</source>
        <translation>To zaproszenie jest do miejsca albo do oglądania; aby otworzyć stół na serwerze, wklej jego zaproszenie do tworzenia stołów.</translation>
    </message>
    <message>
        <source>Opening the table on the server…</source>
        <translation>Otwieranie stołu na serwerze…</translation>
    </message>
    <message>
        <source>Starting this computer&apos;s table server…</source>
        <translation>Uruchamianie serwera stołów tego komputera…</translation>
    </message>
    <message>
        <source>This is a server&apos;s create invitation: choose a game and Host on a server.</source>
        <translation>To zaproszenie serwera do tworzenia stołów: wybierz grę i użyj Otwórz na serwerze.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Łączenie…</translation>
    </message>
    <message>
        <source>The table plays a game this version does not have.</source>
        <translation>Przy tym stole toczy się gra, której ta wersja nie ma.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Gra przy tym stole się zakończyła.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Miejsce {n}</translation>
    </message>
    <message>
        <source>Every seat at this table is taken. If one is yours, use Resume table.</source>
        <translation>Wszystkie miejsca przy tym stole są zajęte. Jeśli jedno z nich jest twoje, użyj Wznów stół.</translation>
    </message>
    <message>
        <source>A table of {game}: choose your seat and give your name.</source>
        <translation>Stół gry {game}: wybierz miejsce i podaj swoje imię.</translation>
    </message>
    <message>
        <source>{game}, hosted here (port {port}): {names}</source>
        <translation>{game}, otwarty tutaj (port {port}): {names}</translation>
    </message>
    <message>
        <source>{game}, opened on a server: {names}</source>
        <translation>{game}, otwarty na serwerze: {names}</translation>
    </message>
    <message>
        <source>{game}, joined as {names}</source>
        <translation>{game}, dołączono jako {names}</translation>
    </message>
    <message>
        <source>Forget this table? This computer can no longer come back to its seat at it.</source>
        <translation>Zapomnieć ten stół? Ten komputer nie będzie mógł już wrócić na swoje miejsce przy nim.</translation>
    </message>
</context>
<context>
    <name>PhotoPane</name>
    <message>
        <source>Align the grid</source>
        <translation>Dopasuj siatkę</translation>
    </message>
    <message>
        <source>Click the centres of the four spaces the drawing numbers, in order, on the photo; then drag the marks to fine-tune and paint on the photo itself</source>
        <translation>Kliknij na zdjęciu po kolei środki czterech pól ponumerowanych na rysunku; potem przeciągnij znaczniki, by dopasować dokładniej, i maluj bezpośrednio na zdjęciu</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>Zdjęcie</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>From the photo only to the board only: see the photo through the board</source>
        <translation>Od samego zdjęcia do samej planszy: zobacz zdjęcie przez planszę</translation>
    </message>
    <message>
        <source>Propose from the photo</source>
        <translation>Zaproponuj ze zdjęcia</translation>
    </message>
    <message>
        <source>Fill the empty spaces with what the photo shows (one undo step)</source>
        <translation>Wypełnij puste pola tym, co widać na zdjęciu (jeden krok cofania)</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>lewy górny</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>prawy górny</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>prawy dolny</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>lewy dolny</translation>
    </message>
    <message>
        <source>Drag a numbered mark to fine-tune the alignment.</source>
        <translation>Przeciągnij ponumerowany znacznik, by dokładniej dopasować zdjęcie.</translation>
    </message>
    <message>
        <source>Click the centre of space {n} of 4 on the photo: the {corner} space, ringed on the drawing. Backspace takes the last point back, Esc stops.</source>
        <translation>Kliknij na zdjęciu środek pola {n} z 4 (róg: {corner}), otoczonego pierścieniem na rysunku. Backspace cofa ostatni punkt, Esc kończy.</translation>
    </message>
</context>
<context>
    <name>PlayScreenBase</name>
    <message>
        <source>Last round</source>
        <translation>Ostatnia runda</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Czekamy na: {name}…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Poczekaj: teraz ruch wykonuje {name}.</translation>
    </message>
    <message>
        <source>That is not a move you can make now: choose one of the highlighted places.</source>
        <translation>Tego ruchu nie można teraz wykonać: wybierz jedno z podświetlonych miejsc.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Zapisz…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Wykonaj ruch teraz</translation>
    </message>
    <message>
        <source>Ask the computer player to play its best move so far</source>
        <translation>Poproś gracza komputerowego o wykonanie najlepszego dotąd znalezionego ruchu</translation>
    </message>
    <message>
        <source>Show legal moves</source>
        <translation>Pokaż dozwolone ruchy</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Współrzędne</translation>
    </message>
    <message>
        <source>Write on each space the coordinates the turn log uses</source>
        <translation>Wypisz na każdym polu współrzędne używane w dzienniku tur</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>How to play this game</source>
        <translation>Jak grać w tę grę</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Show the move the hard computer player would make, and why</source>
        <translation>Pokaż ruch, który wykonałby komputer na poziomie trudnym, i dlaczego</translation>
    </message>
    <message>
        <source>Grade my moves</source>
        <translation>Oceniaj moje ruchy</translation>
    </message>
    <message>
        <source>After each of your moves, say in the turn log how good it was</source>
        <translation>Po każdym twoim ruchu podaj w dzienniku tur, jak dobry był</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>How fast the computer players&apos; turns are shown</source>
        <translation>Jak szybko pokazywane są tury komputera</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Natychmiast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Krok po kroku</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Dziennik tur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan gry</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Gra w toku</translation>
    </message>
    <message>
        <source>The game in progress will be replaced. Save it first?</source>
        <translation>Bieżąca gra zostanie zastąpiona. Najpierw ją zapisać?</translation>
    </message>
    <message>
        <source>The game could not be kept for later. Save it before leaving?</source>
        <translation>Nie udało się zachować gry na później. Zapisać ją przed wyjściem?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed:</source>
        <translation>Nie można wznowić zapisanej gry:</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Gracz komputerowy</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Zapisane gry (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>This file cannot be opened:</source>
        <translation>Nie można otworzyć tego pliku:</translation>
    </message>
    <message>
        <source>Hint (numbered in green on the board): {move}. Why: {reasons}</source>
        <translation>Podpowiedź (ponumerowana na zielono na planszy): {move}. Dlaczego: {reasons}</translation>
    </message>
    <message>
        <source>Hint: {move}. Why: {reasons}</source>
        <translation>Podpowiedź: {move}. Dlaczego: {reasons}</translation>
    </message>
    <message>
        <source>(cut short: the computer is busy, so this may not be its best move)</source>
        <translation>(przerwano: komputer jest zajęty, więc to może nie być jego najlepszy ruch)</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Przejrzyj tę grę</translation>
    </message>
    <message>
        <source>Step through the game turn by turn, with the score chart and the coach&apos;s view of your moves</source>
        <translation>Przejdź przez grę turę po turze, z wykresem wyniku i oceną twoich ruchów przez trenera</translation>
    </message>
    <message>
        <source>This file is a game of another title.</source>
        <translation>Ten plik zawiera partię innej gry.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>Nie udało się zapisać gry: {reason}</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Rozpocznij nową grę albo otwórz zapisaną.</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Koniec gry. {result}</translation>
    </message>
    <message>
        <source>{name}, your move.</source>
        <translation>{name}, twój ruch.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (komputer) myśli…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Szukam dobrego ruchu…</translation>
    </message>
    <message>
        <source>No hint: the computer player failed ({reason})</source>
        <translation>Brak podpowiedzi: błąd gracza komputerowego ({reason})</translation>
    </message>
    <message>
        <source>?! {grade} (−{points})</source>
        <translation>?! {grade} (−{points})</translation>
    </message>
    <message>
        <source>? {grade} (−{points})</source>
        <translation>? {grade} (−{points})</translation>
    </message>
    <message>
        <source>✓ {grade}</source>
        <translation>✓ {grade}</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
</context>
<context>
    <name>PlayerCardsPage</name>
    <message>
        <source>{rule} (left click: one more copy, right click: one less)</source>
        <translation>{rule} (lewy przycisk: o jedną kopię więcej, prawy: o jedną mniej)</translation>
    </message>
    <message>
        <source>Remove the unknown card ids: {ids}</source>
        <translation>Usuń nieznane identyfikatory kart: {ids}</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Dodaj {card}</translation>
    </message>
    <message>
        <source>Remove {card}</source>
        <translation>Usuń {card}</translation>
    </message>
    <message>
        <source>Remove unknown cards</source>
        <translation>Usuń nieznane karty</translation>
    </message>
    <message>
        <source>{name} — completed objectives: {n}, points: {points}. Click a card to add or remove it.</source>
        <translation>{name} — wykonane cele: {n}, punkty: {points}. Kliknij kartę, aby ją dodać lub usunąć.</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Paint the garden</source>
        <translation>Maluj ogród</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Puste</translation>
    </message>
    <message>
        <source>Ornament</source>
        <translation>Ozdoba</translation>
    </message>
    <message>
        <source>Printed space</source>
        <translation>Pole nadrukowane</translation>
    </message>
    <message>
        <source>An empty space</source>
        <translation>Puste pole</translation>
    </message>
    <message>
        <source>An ornament: a tile element side up (printed spaces come from the layout)</source>
        <translation>Ozdoba: płytka leżąca elementem do góry (pola nadrukowane wynikają z układu)</translation>
    </message>
    <message>
        <source>A gardener: a tile flipped to its back</source>
        <translation>Ogrodnik: płytka odwrócona rewersem do góry</translation>
    </message>
    <message>
        <source>A printed space of a custom layout (choose &quot;custom layout&quot; first)</source>
        <translation>Pole nadrukowane we własnym układzie (najpierw wybierz &quot;własny układ&quot;)</translation>
    </message>
    <message>
        <source>Click the space where a noble stands (its column says which noble); click it again to send it back to the terrace</source>
        <translation>Kliknij pole, na którym stoi szlachcic (kolumna mówi, który to); kliknij ponownie, aby odesłać go na taras</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Tor punktacji</translation>
    </message>
    <message>
        <source>Mission card</source>
        <translation>Karta misji</translation>
    </message>
    <message>
        <source>Nobles&apos; rows</source>
        <translation>Wiersze szlachciców</translation>
    </message>
    <message>
        <source>Pedro Bot</source>
        <translation>Pedro Bot</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Układ ogrodu</translation>
    </message>
    <message>
        <source>Move a noble</source>
        <translation>Przesuń szlachcica</translation>
    </message>
    <message>
        <source>Printed spaces belong to the layout: choose &quot;custom layout&quot; to draw them.</source>
        <translation>Pola nadrukowane należą do układu: wybierz &quot;własny układ&quot;, aby je narysować.</translation>
    </message>
    <message>
        <source>Space {row},{col} is printed on this layout.</source>
        <translation>Pole {row},{col} jest nadrukowane w tym układzie.</translation>
    </message>
    <message>
        <source>Paint {row},{col}</source>
        <translation>Maluj {row},{col}</translation>
    </message>
    <message>
        <source>Filled spaces: {filled} · gardeners: {gardeners} · nobles&apos; rows: {rows}</source>
        <translation>Zajęte pola: {filled} · ogrodnicy: {gardeners} · wiersze szlachciców: {rows}</translation>
    </message>
    <message>
        <source>Layout {layout}</source>
        <translation>Układ {layout}</translation>
    </message>
    <message>
        <source>Score track total</source>
        <translation>Suma na torze punktacji</translation>
    </message>
    <message>
        <source>Nobles&apos; rows, column by column (0: terrace)</source>
        <translation>Wiersze szlachciców, kolumna po kolumnie (0: taras)</translation>
    </message>
    <message>
        <source>Nine digits, one a column from the left: the row its noble stands in, 0 on the terrace. Enter goes from the track to the nobles and the missions; in a mission box, the digit of its column chooses the card.</source>
        <translation>Dziewięć cyfr, po jednej na kolumnę od lewej: wiersz, w którym stoi jej szlachcic, 0 na tarasie. Enter przechodzi od toru punktów do szlachciców i misji; w polu misji cyfra jej kolumny wybiera kartę.</translation>
    </message>
    <message>
        <source>The score on the track at the end, including 50 or 100 from the points card</source>
        <translation>Wynik na torze na koniec gry, łącznie z 50 lub 100 z karty punktów</translation>
    </message>
    <message>
        <source>Click or drag over spaces. Painting a space with what it already holds clears it.</source>
        <translation>Kliknij lub przeciągnij po polach. Pomalowanie pola tym, co już na nim jest, czyści je.</translation>
    </message>
    <message>
        <source>Mission cards</source>
        <translation>Karty misji</translation>
    </message>
    <message>
        <source>(no card)</source>
        <translation>(brak karty)</translation>
    </message>
    <message>
        <source>Mission points: {provisional}</source>
        <translation>Punkty za misje: {provisional}</translation>
    </message>
    <message>
        <source>This garden&apos;s layout</source>
        <translation>Układ tego ogrodu</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s garden (solo)</source>
        <translation>Ogród Pedro Bota (solo)</translation>
    </message>
    <message>
        <source>Pedro Bot plays on a blank grid: no printed spaces</source>
        <translation>Pedro Bot gra na pustej siatce: bez pól nadrukowanych</translation>
    </message>
    <message>
        <source>The game&apos;s layout: {layout}</source>
        <translation>Układ gry: {layout}</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Ogrodnik</translation>
    </message>
    <message>
        <source>Noble</source>
        <translation>Szlachcic</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>to play</source>
        <translation>na ruchu</translation>
    </message>
    <message>
        <source>Emperor +{n}</source>
        <translation>Cesarz +{n}</translation>
    </message>
    <message>
        <source>{colour} bamboo eaten by the panda: {n}</source>
        <translation>{colour} bambus zjedzony przez pandę: {n}</translation>
    </message>
    <message>
        <source>Irrigation channels in reserve: {n}</source>
        <translation>Kanały nawadniające w zapasie: {n}</translation>
    </message>
    <message>
        <source>{improvement} tokens in reserve: {n}</source>
        <translation>Żetony w zapasie ({improvement}): {n}</translation>
    </message>
    <message>
        <source>Hand {n}/{limit}:</source>
        <translation>Ręka {n}/{limit}:</translation>
    </message>
    <message>
        <source>Done {n}/{t}, {p} pts:</source>
        <translation>Wykonane {n}/{t}, {p} pkt:</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>Seat {n}</source>
        <translation>Miejsce {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Komputer {n}</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Łączenie ze stołem…</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Gra jeszcze się nie zaczęła.</translation>
    </message>
    <message>
        <source>The host has a computer player play for {name} for now.</source>
        <translation>Na razie gospodarz oddał grę za: {name} graczowi komputerowemu.</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Oczekiwanie na gospodarza…</translation>
    </message>
    <message>
        <source>Waiting for {name}, who is away…</source>
        <translation>Oczekiwanie na: {name} (nieobecność)…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Oczekiwanie na: {name}…</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Poczekaj: to nie twoja tura.</translation>
    </message>
    <message>
        <source>Your move is on its way to the host.</source>
        <translation>Twój ruch jest w drodze do gospodarza.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Z powrotem przy stole.</translation>
    </message>
    <message>
        <source>The connection to the table was lost; reconnecting…</source>
        <translation>Połączenie ze stołem zostało przerwane; ponowne łączenie…</translation>
    </message>
    <message>
        <source>The connection to the table is lost; rejoin it from Play online.</source>
        <translation>Połączenie ze stołem zostało utracone; dołącz ponownie w Graj online.</translation>
    </message>
    <message>
        <source>The host refused the move: {reason}</source>
        <translation>Gospodarz odrzucił ruch: {reason}</translation>
    </message>
    <message>
        <source>The host sent a position this app cannot show.</source>
        <translation>Gospodarz przysłał pozycję, której ta aplikacja nie potrafi pokazać.</translation>
    </message>
    <message>
        <source>Back at the table; the moves played meanwhile are not in the turn log.</source>
        <translation>Z powrotem przy stole; ruchów zagranych w międzyczasie nie ma w dzienniku tur.</translation>
    </message>
    <message>
        <source>{name} is away; the game waits for them.</source>
        <translation>{name}: nieobecność; gra czeka.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name}: powrót do gry.</translation>
    </message>
    <message>
        <source>A computer player plays for {name} for now.</source>
        <translation>Gracz komputerowy gra na razie za: {name}.</translation>
    </message>
    <message>
        <source>{name} plays again.</source>
        <translation>{name} znów gra.</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <source>Review: {game}</source>
        <translation>Przegląd: {game}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Poprzednia tura (w lewo)</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Następna tura (w prawo)</translation>
    </message>
    <message>
        <source>Turn by turn: Left and Right, Home for the start, End for the end</source>
        <translation>Tura po turze: w lewo i w prawo, Home – początek, End – koniec</translation>
    </message>
    <message>
        <source>Turn shown</source>
        <translation>Pokazana tura</translation>
    </message>
    <message>
        <source>Score over the game</source>
        <translation>Wynik w trakcie gry</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Poprzednia tura</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Następna tura</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>Trener</translation>
    </message>
    <message>
        <source>The turns that cost the most</source>
        <translation>Tury, które kosztowały najwięcej</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Compute the coach&apos;s view</source>
        <translation>Oblicz ocenę trenera</translation>
    </message>
    <message>
        <source>Projected total after each turn (the score if the game had ended then)</source>
        <translation>Suma prognozowana po każdej turze (wynik, gdyby gra wtedy się skończyła)</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>Początek gry</translation>
    </message>
    <message>
        <source>Move the slider, or press Right, to see the first turn.</source>
        <translation>Przesuń suwak lub naciśnij strzałkę w prawo, aby zobaczyć pierwszą turę.</translation>
    </message>
    <message>
        <source>Turn {n} of {count}: {name}</source>
        <translation>Tura {n} z {count}: {name}</translation>
    </message>
    <message>
        <source>{grade} (−{points})</source>
        <translation>{grade} (−{points})</translation>
    </message>
    <message>
        <source>A computer player&apos;s turn: the coach judges the persons&apos; turns.</source>
        <translation>Tura gracza komputerowego: trener ocenia tury ludzi.</translation>
    </message>
    <message>
        <source>The coach is still looking at this turn…</source>
        <translation>Trener wciąż analizuje tę turę…</translation>
    </message>
    <message>
        <source>This turn: {grade}</source>
        <translation>Ta tura: {grade}</translation>
    </message>
    <message>
        <source>• {move}: the best move found</source>
        <translation>• {move}: najlepszy znaleziony ruch</translation>
    </message>
    <message>
        <source>• played {move}; best found {best}: {grade}</source>
        <translation>• zagrano: {move}; najlepszy znaleziony: {best}: {grade}</translation>
    </message>
    <message>
        <source>Turn {n}, {name}: −{points} ({grade})</source>
        <translation>Tura {n}, {name}: −{points} ({grade})</translation>
    </message>
    <message>
        <source>Known once the coach has looked at every turn.</source>
        <translation>Będą znane, gdy trener przeanalizuje każdą turę.</translation>
    </message>
    <message>
        <source>No person played in this game.</source>
        <translation>W tej grze nie grał żaden człowiek.</translation>
    </message>
    <message>
        <source>No turn cost a point: well played.</source>
        <translation>Żadna tura nie kosztowała punktu: dobra gra.</translation>
    </message>
    <message>
        <source>The coach could not finish: {reason}</source>
        <translation>Trener nie mógł skończyć: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>The coach is looking at your moves: %n of them done.</source>
        <translation>
            <numerusform>Trener analizuje twoje ruchy: przeanalizowano %n.</numerusform>
            <numerusform>Trener analizuje twoje ruchy: przeanalizowano %n.</numerusform>
            <numerusform>Trener analizuje twoje ruchy: przeanalizowano %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The coach&apos;s view is not complete (%n moves left).</source>
        <translation>
            <numerusform>Ocena trenera nie jest pełna (został %n ruch).</numerusform>
            <numerusform>Ocena trenera nie jest pełna (zostały %n ruchy).</numerusform>
            <numerusform>Ocena trenera nie jest pełna (zostało %n ruchów).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SanssouciGarden</name>
    <message>
        <source>Terrace · {element} column</source>
        <translation>Taras · kolumna: {element}</translation>
    </message>
    <message numerus="yes">
        <source>Row {row} ({colour}, %n points) · {element} column</source>
        <translation>
            <numerusform>Wiersz {row} ({colour}, %n punkt) · kolumna: {element}</numerusform>
            <numerusform>Wiersz {row} ({colour}, %n punkty) · kolumna: {element}</numerusform>
            <numerusform>Wiersz {row} ({colour}, %n punktów) · kolumna: {element}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SanssouciNewGameDialog</name>
    <message>
        <source>{layout} (provisional)</source>
        <translation>{layout} (tymczasowy)</translation>
    </message>
    <message>
        <source>The printed spaces of the real garden boards are not known yet: these layouts are provisional stand-ins.</source>
        <translation>Nadrukowane pola prawdziwych plansz ogrodu nie są jeszcze znane: te układy są tymczasowe.</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Układ ogrodu</translation>
    </message>
    <message>
        <source>A different one for each player</source>
        <translation>Inny dla każdego gracza</translation>
    </message>
    <message>
        <source>Garden of player {n}</source>
        <translation>Ogród gracza {n}</translation>
    </message>
</context>
<context>
    <name>SanssouciPlayScreen</name>
    <message>
        <source>Row {row}: {colour} spaces, their tiles go to garden row {row}</source>
        <translation>Wiersz {row}: pola ({colour}), ich płytki trafiają do wiersza {row} ogrodu</translation>
    </message>
    <message>
        <source>Face-down supply of garden tiles</source>
        <translation>Zakryty zapas płytek ogrodu</translation>
    </message>
    <message>
        <source>Score track 0-49; past 50 the points card shows +50 or +100</source>
        <translation>Tor punktacji 0-49; od 50 karta punktów pokazuje +50 lub +100</translation>
    </message>
    <message numerus="yes">
        <source>%n cards left</source>
        <translation>
            <numerusform>została %n karta</numerusform>
            <numerusform>zostały %n karty</numerusform>
            <numerusform>zostało %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row} ({colour})</source>
        <translation>wiersz {row} ({colour})</translation>
    </message>
    <message>
        <source>{blank} · level {level}</source>
        <translation>{blank} · poziom {level}</translation>
    </message>
    <message>
        <source>Card {n} of your hand</source>
        <translation>Karta {n} z ręki</translation>
    </message>
    <message>
        <source>Display, row {row}, left</source>
        <translation>Wystawka, wiersz {row}, po lewej</translation>
    </message>
    <message>
        <source>Display, row {row}, right</source>
        <translation>Wystawka, wiersz {row}, po prawej</translation>
    </message>
    <message>
        <source>Garden of {name}, row {row}, column {column}</source>
        <translation>Ogród: {name}, wiersz {row}, kolumna {column}</translation>
    </message>
    <message>
        <source>Main board and hand</source>
        <translation>Plansza główna i ręka</translation>
    </message>
    <message>
        <source>Palace gardens</source>
        <translation>Ogrody pałacowe</translation>
    </message>
    <message>
        <source>Layout {layout}, bonuses: {provisional}</source>
        <translation>Układ {layout}, premie: {provisional}</translation>
    </message>
    <message>
        <source>Layout {layout} · bonuses {provisional}</source>
        <translation>Układ {layout} · premie {provisional}</translation>
    </message>
    <message>
        <source>Sanssouci: lay out the palace garden and lead your nobles to its best spots.</source>
        <translation>Sanssouci: urządź pałacowy ogród i poprowadź swoich szlachciców w jego najlepsze miejsca.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Skip the noble move</source>
        <translation>Pomiń ruch szlachcica</translation>
    </message>
    <message>
        <source>You beat Pedro Bot ({level}).</source>
        <translation>Wygrana z Pedro Botem ({level}).</translation>
    </message>
    <message>
        <source>A draw against Pedro Bot ({level}).</source>
        <translation>Remis z Pedro Botem ({level}).</translation>
    </message>
    <message>
        <source>Pedro Bot ({level}) wins this time.</source>
        <translation>Tym razem wygrywa Pedro Bot ({level}).</translation>
    </message>
    <message>
        <source>Row and column bonuses and mission points are provisional values.</source>
        <translation>Premie za wiersze i kolumny oraz punkty za misje to wartości tymczasowe.</translation>
    </message>
    <message>
        <source>Main board</source>
        <translation>Plansza główna</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Runda {n} z {total}</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Zapas</translation>
    </message>
    <message>
        <source>Played: {name}</source>
        <translation>Zagrana: {name}</translation>
    </message>
    <message>
        <source>Played card</source>
        <translation>Zagrana karta</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s die</source>
        <translation>Kość Pedro Bota</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Tor punktacji</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ręka</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>Ręka: {name}</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Misje</translation>
    </message>
    <message>
        <source>Its tile goes to row {row}, column {column} of the garden</source>
        <translation>Jej płytka trafia do wiersza {row}, kolumny {column} ogrodu</translation>
    </message>
    <message>
        <source>Secret mission cards: each scores the final row of that column&apos;s noble.</source>
        <translation>Tajne karty misji: każda daje punkty za końcowy wiersz szlachcica z tej kolumny.</translation>
    </message>
    <message>
        <source>Mission points are provisional (not confirmed by the rules).</source>
        <translation>Punkty za misje są tymczasowe (niepotwierdzone przez zasady).</translation>
    </message>
</context>
<context>
    <name>SanssouciScoreHelper</name>
    <message>
        <source>{layout} (provisional)</source>
        <translation>{layout} (tymczasowy)</translation>
    </message>
    <message>
        <source>Bonus values</source>
        <translation>Wartości premii</translation>
    </message>
    <message>
        <source>as printed</source>
        <translation>jak na planszy</translation>
    </message>
    <message>
        <source>Placeholder values: enter the numbers printed on your board.</source>
        <translation>Wartości zastępcze: wpisz liczby wydrukowane na twojej planszy.</translation>
    </message>
    <message>
        <source>You entered these values.</source>
        <translation>Te wartości zostały wpisane przez ciebie.</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Układ ogrodu</translation>
    </message>
    <message>
        <source>Provisional layouts are stand-ins, not the printed boards: check the printed spaces, or draw a custom layout.</source>
        <translation>Układy tymczasowe to zastępstwo, a nie wydrukowane plansze: sprawdź pola nadrukowane albo narysuj własny układ.</translation>
    </message>
    <message>
        <source>Custom layout: paint the printed spaces with the &quot;Printed space&quot; brush.</source>
        <translation>Własny układ: pomaluj pola nadrukowane pędzlem &quot;Pole nadrukowane&quot;.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <source>Bonus values (as printed on your board)</source>
        <translation>Wartości premii (jak na twojej planszy)</translation>
    </message>
    <message>
        <source>Completed row</source>
        <translation>Pełny wiersz</translation>
    </message>
    <message>
        <source>Completed column</source>
        <translation>Pełna kolumna</translation>
    </message>
    <message>
        <source>Mission, by noble row</source>
        <translation>Misja, według wiersza szlachcica</translation>
    </message>
    <message>
        <source>Row {row} ({colour})</source>
        <translation>Wiersz {row} ({colour})</translation>
    </message>
    <message>
        <source>Noble on the terrace</source>
        <translation>Szlachcic na tarasie</translation>
    </message>
    <message>
        <source>Noble in row {row}</source>
        <translation>Szlachcic w wierszu {row}</translation>
    </message>
    <message>
        <source>Reset: back to the provisional values</source>
        <translation>Przywróć: wróć do wartości tymczasowych</translation>
    </message>
</context>
<context>
    <name>ScoreHelperBase</name>
    <message>
        <source>Clear</source>
        <extracomment>An undo step&apos;s name: a text, or a function giving it in the language shown now (such a step is renamed on a language switch).</extracomment>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Data gry</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nie podano</translation>
    </message>
    <message>
        <source>The day the game was played: the history and the score sheet show it</source>
        <translation>Dzień, w którym rozegrano grę: pokazują go historia i arkusz punktacji</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Zapisz…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Dodaj gracza</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Zmień imię gracza</translation>
    </message>
    <message>
        <source>Photo…</source>
        <translation>Zdjęcie…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>Score sheet as PDF…</source>
        <translation>Arkusz wyników jako PDF…</translation>
    </message>
    <message>
        <source>Score sheet as picture…</source>
        <translation>Arkusz wyników jako obraz…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tabela jako CSV…</translation>
    </message>
    <message>
        <source>Copy the table</source>
        <translation>Kopiuj tabelę</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drukuj…</translation>
    </message>
    <message>
        <source>Add to the history</source>
        <translation>Dodaj do historii</translation>
    </message>
    <message>
        <source>Show a photo of the physical board beside the grid</source>
        <translation>Pokaż zdjęcie prawdziwej planszy obok siatki</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>How to play this game</source>
        <translation>Jak grać w tę grę</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Problems and warnings</source>
        <translation>Problemy i ostrzeżenia</translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation>Niezapisana plansza</translation>
    </message>
    <message>
        <source>The board you entered is not saved. Save it first?</source>
        <translation>Wprowadzona plansza nie jest zapisana. Najpierw ją zapisać?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>The board you were entering cannot be resumed:</source>
        <translation>Nie można wznowić wprowadzanej planszy:</translation>
    </message>
    <message>
        <source>the kept file holds no finished board of this game.</source>
        <translation>zachowany plik nie zawiera ukończonej planszy tej gry.</translation>
    </message>
    <message>
        <source>it has problems the editor cannot show.</source>
        <translation>ma problemy, których edytor nie potrafi pokazać.</translation>
    </message>
    <message>
        <source>Added to the history: its statistics and charts count this game.</source>
        <translation>Dodano do historii: statystyki i wykresy uwzględniają tę grę.</translation>
    </message>
    <message>
        <source>{place}: {problem}</source>
        <extracomment>The openings of the structural problem texts (core.schema), which do not say what they are about.</extracomment>
        <translation>{place}: {problem}</translation>
    </message>
    <message>
        <source>{name}, {place}: {problem}</source>
        <translation>{name}, {place}: {problem}</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edycja</translation>
    </message>
    <message>
        <source>Fix the problems of {names} to see the result.</source>
        <translation>Popraw problemy ({names}), aby zobaczyć wynik.</translation>
    </message>
    <message>
        <source>Not scored yet: fix the problems below.</source>
        <translation>Jeszcze nie podliczono: popraw poniższe problemy.</translation>
    </message>
    <message>
        <source>Space {place}: {problem}</source>
        <translation>Pole {place}: {problem}</translation>
    </message>
    <message>
        <source>Entry “{field}”: {problem}</source>
        <translation>Pole „{field}”: {problem}</translation>
    </message>
    <message>
        <source>{name}, space {place}: {problem}</source>
        <translation>{name}, pole {place}: {problem}</translation>
    </message>
    <message>
        <source>{name}, entry “{field}”: {problem}</source>
        <translation>{name}, pole „{field}”: {problem}</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Another player is already called {name}.</source>
        <translation>Ktoś inny już nazywa się {name}.</translation>
    </message>
    <message>
        <source>Open a finished board</source>
        <translation>Otwórz ukończoną planszę</translation>
    </message>
    <message>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Pliki plansz (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>This file is not a finished board of this game.</source>
        <translation>Ten plik nie jest ukończoną planszą tej gry.</translation>
    </message>
    <message>
        <source>This file has problems the editor cannot show; `gardenapp score` lists them.</source>
        <translation>Ten plik ma problemy, których edytor nie potrafi pokazać; wypisze je `gardenapp score`.</translation>
    </message>
    <message>
        <source>The history counts each player&apos;s games and wins by name. Name these players first: {names}.</source>
        <translation>Historia liczy gry i zwycięstwa każdego gracza według imienia. Najpierw nadaj imiona tym graczom: {names}.</translation>
    </message>
    <message>
        <source>Align the photo</source>
        <translation>Dopasowanie zdjęcia</translation>
    </message>
    <message>
        <source>These four points make no board: click the centres of the numbered spaces in order.</source>
        <translation>Te cztery punkty nie tworzą planszy: kliknij po kolei środki ponumerowanych pól.</translation>
    </message>
    <message>
        <source>Colours alone cannot tell this game&apos;s pieces apart: enter them with the palette.</source>
        <translation>Same kolory nie odróżnią elementów tej gry: wprowadź je za pomocą palety.</translation>
    </message>
    <message>
        <source>Day played</source>
        <translation>Dzień gry</translation>
    </message>
    <message>
        <source>The photo of {name} is not shown: {reason}</source>
        <translation>Zdjęcie ({name}) nie jest wyświetlane: {reason}</translation>
    </message>
    <message>
        <source>The photo of {name} is not in the board file&apos;s folder: opening the saved file will not open it (move the photo beside the file and choose it again)</source>
        <translation>Zdjęcie ({name}) nie jest w folderze pliku planszy: po otwarciu zapisanego pliku nie zostanie otwarte (przenieś zdjęcie obok pliku i wybierz je ponownie)</translation>
    </message>
    <message>
        <source>The photo of {name} ({entry}) was not opened: {reason}</source>
        <translation>Zdjęcie ({name}, {entry}) nie zostało otwarte: {reason}</translation>
    </message>
    <message>
        <source>This image cannot be read: {reason}</source>
        <translation>Nie można odczytać tego obrazu: {reason}</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>Zdjęcie</translation>
    </message>
    <message>
        <source>Save the finished board</source>
        <translation>Zapisz ukończoną planszę</translation>
    </message>
    <message>
        <source>Board files (*.json)</source>
        <translation>Pliki plansz (*.json)</translation>
    </message>
    <message>
        <source>The file could not be saved: {reason}</source>
        <translation>Nie udało się zapisać pliku: {reason}</translation>
    </message>
    <message>
        <source>There is no score to export yet: fix the problems listed first.</source>
        <translation>Nie ma jeszcze wyniku do wyeksportowania: najpierw popraw wymienione problemy.</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Pliki PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Pictures (*.png)</source>
        <translation>Obrazy (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>the picture could not be written</source>
        <translation>nie udało się zapisać obrazu</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>This board is in the history already.</source>
        <translation>Ta plansza jest już w historii.</translation>
    </message>
    <message>
        <source>Align the grid</source>
        <translation>Dopasuj siatkę</translation>
    </message>
    <message>
        <source>Propose from the photo</source>
        <translation>Zaproponuj ze zdjęcia</translation>
    </message>
    <message>
        <source>Align the grid on the photo first.</source>
        <translation>Najpierw dopasuj siatkę na zdjęciu.</translation>
    </message>
    <message>
        <source>Proposal from the photo</source>
        <translation>Propozycja ze zdjęcia</translation>
    </message>
    <message>
        <source>The photo of {name} was not found: {path}</source>
        <translation>Nie znaleziono zdjęcia ({name}): {path}</translation>
    </message>
    <message>
        <source>Photo of the board</source>
        <translation>Zdjęcie planszy</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp)</source>
        <translation>Obrazy (*.png *.jpg *.jpeg *.webp *.bmp)</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Fix the problems of this player to see the score</source>
        <translation>Popraw problemy tego gracza, aby zobaczyć wynik</translation>
    </message>
    <message>
        <source>Projected total</source>
        <translation>Suma prognozowana</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Double-click: the rule</source>
        <translation>Dwuklik: pokaż zasadę</translation>
    </message>
    <message>
        <source>What each player would score if the game ended now: the rows above added up, the end of game scoring included. It can differ from the points on the board, which count only what is scored so far.</source>
        <translation>Ile każda osoba zdobyłaby, gdyby gra skończyła się teraz: suma wierszy powyżej, z punktacją końca gry. Może różnić się od punktów na planszy, które liczą tylko to, co już zdobyto.</translation>
    </message>
</context>
<context>
    <name>TakenokoPlayScreen</name>
    <message>
        <source>Grow bamboo, feed the panda and complete objectives. Play against the computer or pass the screen between friends.</source>
        <translation>Uprawiaj bambus, karm pandę i wykonuj cele. Graj przeciwko komputerowi albo przekazujcie sobie ekran w gronie znajomych.</translation>
    </message>
    <message>
        <source>End by agreement…</source>
        <translation>Zakończ za porozumieniem…</translation>
    </message>
    <message>
        <source>Stop the game now and score it as it stands (an app safeguard, not a rule)</source>
        <translation>Zakończ grę teraz i podlicz ją w obecnym stanie (zabezpieczenie aplikacji, nie zasada)</translation>
    </message>
    <message>
        <source>Start a new game…</source>
        <translation>Rozpocznij nową grę…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Otwórz zapisaną grę…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pomiń</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Akcje</translation>
    </message>
    <message>
        <source>Reserve (free actions)</source>
        <translation>Zapas (darmowe akcje)</translation>
    </message>
    <message>
        <source>Your objectives</source>
        <translation>Twoje cele</translation>
    </message>
    <message>
        <source>Place an irrigation channel from your reserve</source>
        <translation>Połóż kanał nawadniający ze swojego zapasu</translation>
    </message>
    <message>
        <source>Place a {improvement} token from your reserve</source>
        <translation>Połóż żeton ze swojego zapasu: {improvement}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>człowiek</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>komputer</translation>
    </message>
    <message>
        <source>No weather in the first round.</source>
        <translation>W pierwszej rundzie nie ma pogody.</translation>
    </message>
    <message>
        <source>Weather: {rolled} → {chosen}</source>
        <translation>Pogoda: {rolled} → {chosen}</translation>
    </message>
    <message>
        <source>Weather: {face}</source>
        <translation>Pogoda: {face}</translation>
    </message>
    <message>
        <source>Actions this turn: {n} of {m}</source>
        <translation>Akcje w tej turze: {n} z {m}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message numerus="yes">
        <source>{deck}
%n left</source>
        <translation>
            <numerusform>{deck}
została %n karta</numerusform>
            <numerusform>{deck}
zostały %n karty</numerusform>
            <numerusform>{deck}
zostało %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Return the other two reversed</source>
        <translation>Odłóż pozostałe dwa w odwrotnej kolejności</translation>
    </message>
    <message>
        <source>Attach a token from your reserve:</source>
        <translation>Dołóż żeton ze swojego zapasu:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>Pole ({colour})</translation>
    </message>
    <message>
        <source>{colour} plot with a printed {improvement}</source>
        <translation>Pole ({colour}, nadrukowane usprawnienie: {improvement})</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Cele</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>Karty na ręce są zakryte.</translation>
    </message>
    <message>
        <source>{name}&apos;s objectives</source>
        <translation>Cele: {name}</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Wykonaj</translation>
    </message>
    <message>
        <source>Complete this objective (+{n})</source>
        <translation>Wykonaj ten cel (+{n})</translation>
    </message>
    <message>
        <source>No objective in hand.</source>
        <translation>Brak celów na ręce.</translation>
    </message>
    <message>
        <source>A green card can be completed now. Click a card to see where the garden fulfils it.</source>
        <translation>Kartę podświetloną na zielono można teraz wykonać. Kliknij kartę, aby zobaczyć, gdzie ogród ją spełnia.</translation>
    </message>
    <message>
        <source>“{card}” is not fulfilled by the garden yet.</source>
        <translation>Ogród nie spełnia jeszcze „{card}”.</translation>
    </message>
    <message>
        <source>Click a card to see where the garden fulfils it.</source>
        <translation>Kliknij kartę, aby zobaczyć, gdzie ogród ją spełnia.</translation>
    </message>
    <message>
        <source>The two plots you do not keep go under the stack; choose this, then the plot to keep, to put them back in the reverse order.</source>
        <translation>Dwa pola, których nie zatrzymujesz, trafiają pod spód stosu; wybierz tę opcję, a potem pole do zatrzymania, aby odłożyć je w odwrotnej kolejności.</translation>
    </message>
    <message>
        <source>End by agreement</source>
        <translation>Zakończ za porozumieniem</translation>
    </message>
    <message>
        <source>Do all players agree to end the game now? It is scored as it stands; the Emperor card goes only to a player who has already earned it.</source>
        <translation>Czy wszyscy gracze zgadzają się zakończyć grę teraz? Zostanie podliczona w obecnym stanie; kartę cesarza dostaje tylko gracz, który już ją zdobył.</translation>
    </message>
    <message>
        <source>Garden, place {place}</source>
        <translation>Ogród, miejsce {place}</translation>
    </message>
    <message>
        <source>Garden, edge {edge}</source>
        <translation>Ogród, krawędź {edge}</translation>
    </message>
    <message>
        <source>Drawn plot {n}</source>
        <translation>Dobrane pole {n}</translation>
    </message>
    <message>
        <source>Improvement from your reserve</source>
        <translation>Usprawnienie z twojego zapasu</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Ogród</translation>
    </message>
    <message>
        <source>The Emperor card (+{n}) went to {name}.</source>
        <translation>Kartę cesarza (+{n}) dostaje {name}.</translation>
    </message>
    <message>
        <source>Nobody reached the objective count: no Emperor card.</source>
        <translation>Nikt nie osiągnął wymaganej liczby celów: karta cesarza nie została przyznana.</translation>
    </message>
    <message>
        <source>Completed objectives: {list}.</source>
        <translation>Wykonane cele: {list}.</translation>
    </message>
    <message>
        <source>Tie on points, broken by the points of completed panda objectives.</source>
        <translation>Remis punktowy rozstrzygnięty punktami za wykonane cele pandy.</translation>
    </message>
    <message>
        <source>Tie on points and on panda objectives: the victory is shared.</source>
        <translation>Remis w punktach i w celach pandy: zwycięstwo jest wspólne.</translation>
    </message>
</context>
<context>
    <name>TakenokoScoreHelper</name>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikt</translation>
    </message>
    <message>
        <source>The Emperor card goes to {name}</source>
        <translation>Kartę cesarza dostaje {name}</translation>
    </message>
    <message>
        <source>Mirrored two-colour diamonds</source>
        <translation>Lustrzane dwukolorowe romby</translation>
    </message>
    <message numerus="yes">
        <source>The player who first completed %n objectives</source>
        <translation>
            <numerusform>Osoba, która jako pierwsza wykonała %n cel</numerusform>
            <numerusform>Osoba, która jako pierwsza wykonała %n cele</numerusform>
            <numerusform>Osoba, która jako pierwsza wykonała %n celów</numerusform>
        </translation>
    </message>
    <message>
        <source>Emperor card (+2):</source>
        <translation>Karta cesarza (+2):</translation>
    </message>
    <message>
        <source>House rule: accept mirrored two-colour diamonds</source>
        <translation>Zasada domowa: akceptuj lustrzane dwukolorowe romby</translation>
    </message>
    <message>
        <source>Takenoko — score a finished game</source>
        <translation>Takenoko — podlicz zakończoną grę</translation>
    </message>
</context>
<context>
    <name>TargetCursor</name>
    <message>
        <source>{target}: {details}</source>
        <translation>{target}: {details}</translation>
    </message>
    <message>
        <source>{target}, chosen</source>
        <translation>{target}, wybrane</translation>
    </message>
    <message>
        <source>{board}: choice {n} of {total}</source>
        <translation>{board}: wybór {n} z {total}</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>Its file was set aside as {file} in {folder} and is no longer offered.</source>
        <translation>Plik odłożono jako {file} w {folder} i nie jest już proponowany.</translation>
    </message>
</context>
<context>
    <name>azul_queens_garden</name>
    <message>
        <source>Score track</source>
        <translation>Tor punktacji</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Koło</translation>
    </message>
    <message>
        <source>Wheel (provisional)</source>
        <translation>Koło (tymczasowe)</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runda {n}</translation>
    </message>
    <message>
        <source>Display area</source>
        <translation>Wystawka</translation>
    </message>
    <message>
        <source>Round stack: {n}</source>
        <translation>Stos rundy: {n}</translation>
    </message>
    <message>
        <source>Acquire a colour</source>
        <translation>Weź kolor</translation>
    </message>
    <message>
        <source>or a pattern</source>
        <translation>albo wzór</translation>
    </message>
    <message>
        <source>Supply: {n}</source>
        <translation>Zapas: {n}</translation>
    </message>
    <message>
        <source>Tower: {n}</source>
        <translation>Wieża: {n}</translation>
    </message>
    <message>
        <source>Bag: {n}</source>
        <translation>Woreczek: {n}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Finish passing</source>
        <translation>Zakończ pasowanie</translation>
    </message>
    <message>
        <source>Take the top expansion of the supply, face down, for 6 points</source>
        <translation>Weź wierzchni kafel ogrodu z zapasu, zakryty, za 6 punktów</translation>
    </message>
    <message>
        <source>Colour: {colour} · pattern: {pattern} (value {value})</source>
        <translation>Kolor: {colour} · wzór: {pattern} (wartość {value})</translation>
    </message>
    <message>
        <source>Garden expansion: {hexagon}</source>
        <translation>Kafel ogrodu: {hexagon}</translation>
    </message>
    <message>
        <source>A pavilion, this printed hexagon and 5 free spaces; it counts as its printed hexagon when acquiring and paying</source>
        <translation>Pawilon, ten nadrukowany heks i 5 wolnych pól; przy pozyskiwaniu i płaceniu liczy się jako jego nadrukowany heks</translation>
    </message>
    <message>
        <source>Cost to place: 1 (itself alone)</source>
        <translation>Koszt położenia: 1 (tylko on sam)</translation>
    </message>
    <message>
        <source>Round scoring: its value ({points}) in each round whose criteria include {colour} or {pattern} (twice if both)</source>
        <translation>Punktacja rundy: jego wartość ({points}) w każdej rundzie, której kryteria obejmują {colour} lub {pattern} (podwójnie, jeśli oba)</translation>
    </message>
    <message>
        <source>Final scoring: its value ({points}) in every group of {least} or more hexagons sharing its colour or its pattern (+{bonus} for a group of {six})</source>
        <translation>Punktacja końcowa: jego wartość ({points}) w każdej grupie co najmniej {least} heksów o tym samym kolorze lub wzorze (+{bonus} za grupę {six})</translation>
    </message>
    <message>
        <source>Left in storage at the end: −{points}</source>
        <translation>Pozostawiony w magazynie na koniec: −{points}</translation>
    </message>
    <message>
        <source>Round scoring: every {colour} hexagon of your garden scores its pattern&apos;s value ({low} to {high})</source>
        <translation>Punktacja rundy: każdy heks w kolorze {colour} w twoim ogrodzie daje wartość swojego wzoru (od {low} do {high})</translation>
    </message>
    <message>
        <source>Round scoring: every hexagon with {pattern} in your garden scores its value, {points}</source>
        <translation>Punktacja rundy: każdy heks ze wzorem {pattern} w twoim ogrodzie daje swoją wartość, {points}</translation>
    </message>
    <message>
        <source>A criterion of round {n}</source>
        <translation>Kryterium rundy {n}</translation>
    </message>
    <message>
        <source>Take every available {colour} hexagon of the display (of identical copies, one of your choice); all of them must fit in your storage</source>
        <translation>Weź wszystkie dostępne heksy w kolorze {colour} z wystawki (z identycznych kopii jedną, wybraną przez ciebie); wszystkie muszą zmieścić się w twoim magazynie</translation>
    </message>
    <message>
        <source>Take every available hexagon with {pattern} of the display (of identical copies, one of your choice); all of them must fit in your storage</source>
        <translation>Weź wszystkie dostępne heksy ze wzorem {pattern} z wystawki (z identycznych kopii jedną, wybraną przez ciebie); wszystkie muszą zmieścić się w twoim magazynie</translation>
    </message>
    <message>
        <source>Acquire {criterion}</source>
        <translation>Pozyskaj: {criterion}</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>Replaces any hexagon of a payment except the one placed; never goes into the garden</source>
        <translation>Zastępuje dowolny heks w zapłacie poza kładzionym; nigdy nie trafia do ogrodu</translation>
    </message>
    <message>
        <source>Left in storage at the end: +{points} point</source>
        <translation>Pozostawiony w magazynie na koniec: +{points} pkt</translation>
    </message>
    <message>
        <source>Taking every {criterion} hexagon; identical copies: choose one of each</source>
        <translation>Bierzesz wszystkie heksy ({criterion}); identyczne kopie: wybierz po jednej</translation>
    </message>
    <message>
        <source>Passing: click hexagons of your storage to discard them, or finish passing</source>
        <translation>Pasujesz: kliknij heksy w swoim magazynie, aby je odrzucić, albo zakończ pasowanie</translation>
    </message>
    <message>
        <source>Expansion from the supply (−6 points): choose its area</source>
        <translation>Kafel ogrodu z zapasu (−6 pkt): wybierz dla niego obszar</translation>
    </message>
    <message>
        <source>Placing {hexagon} (cost {cost})</source>
        <translation>Kładziesz heks {hexagon} (koszt {cost})</translation>
    </message>
    <message>
        <source>area {area}</source>
        <translation>obszar {area}</translation>
    </message>
    <message>
        <source>on {cell}</source>
        <translation>na polu {cell}</translation>
    </message>
    <message>
        <source>paid: {items}</source>
        <translation>zapłacono: {items}</translation>
    </message>
    <message>
        <source>proposed (★): {items}</source>
        <translation>propozycja (★): {items}</translation>
    </message>
    <message>
        <source>jokers: {n}</source>
        <translation>jokery: {n}</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>pierwszy gracz</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>Area {area}: no expansion yet</source>
        <extracomment>The &quot;Accept payment&quot; button of the table: not a view-model target (it is several Pay actions), the screen plays the view&apos;s ``pending.accept`` keys.</extracomment>
        <translation>Obszar {area}: jeszcze bez kafla ogrodu</translation>
    </message>
    <message>
        <source>Accept payment (★) ⏎</source>
        <translation>Przyjmij płatność (★) ⏎</translation>
    </message>
    <message>
        <source>Pay with the proposed items (★) at once (Enter)</source>
        <translation>Zapłać od razu proponowanymi elementami (★) (Enter)</translation>
    </message>
    <message>
        <source>jokers for surrounding a fountain {fountain}, statue {statue}, bench {bench}, pavilion {pavilion}</source>
        <translation>jokery za otoczenie: fontanna {fountain}, posąg {statue}, ławka {bench}, pawilon {pavilion}</translation>
    </message>
    <message>
        <source>which ornaments are statues or benches</source>
        <translation>które ozdoby są posągami, a które ławkami</translation>
    </message>
    <message>
        <source>round points per hexagon: its pattern value</source>
        <translation>punkty rundy za heks: wartość jego wzoru</translation>
    </message>
    <message>
        <source>Provisional: {items}</source>
        <translation>Tymczasowe: {items}</translation>
    </message>
    <message>
        <source>chooses {criterion}</source>
        <translation>wybiera: {criterion}</translation>
    </message>
    <message>
        <source>chooses the copy of {hexagon}</source>
        <translation>wybiera kopię: {hexagon}</translation>
    </message>
    <message>
        <source>chooses the tile {hexagon}</source>
        <translation>wybiera płytkę {hexagon}</translation>
    </message>
    <message>
        <source>chooses the expansion {hexagon}</source>
        <translation>wybiera kafel ogrodu „{hexagon}”</translation>
    </message>
    <message>
        <source>takes an expansion from the supply</source>
        <translation>bierze kafel ogrodu z zapasu</translation>
    </message>
    <message>
        <source>chooses the space {cell}</source>
        <translation>wybiera pole {cell}</translation>
    </message>
    <message>
        <source>chooses area {area}</source>
        <translation>wybiera obszar {area}</translation>
    </message>
    <message>
        <source>turns the expansion</source>
        <translation>obraca kafel ogrodu</translation>
    </message>
    <message>
        <source>expansion {hexagon}</source>
        <translation>kafel ogrodu „{hexagon}”</translation>
    </message>
    <message>
        <source>pays with {item}</source>
        <translation>płaci: {item}</translation>
    </message>
    <message>
        <source>discards {item}</source>
        <translation>odrzuca: {item}</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>pasuje</translation>
    </message>
    <message>
        <source>free space</source>
        <translation>wolne pole</translation>
    </message>
    <message>
        <source>(provisional)</source>
        <translation>(tymczasowe)</translation>
    </message>
    <message>
        <source>surrounded</source>
        <translation>otoczony</translation>
    </message>
    <message numerus="yes">
        <source>%n jokers when surrounded</source>
        <translation>
            <numerusform>%n joker za otoczenie</numerusform>
            <numerusform>%n jokery za otoczenie</numerusform>
            <numerusform>%n jokerów za otoczenie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost to place: %n hexagons, itself included, all of one colour with different patterns or of one pattern with different colours (jokers may replace all but itself)</source>
        <translation>
            <numerusform>Koszt położenia: %n heks, łącznie z nim, wszystkie w jednym kolorze o różnych wzorach albo z jednym wzorem w różnych kolorach (jokery mogą zastąpić wszystkie poza nim)</numerusform>
            <numerusform>Koszt położenia: %n heksy, łącznie z nim, wszystkie w jednym kolorze o różnych wzorach albo z jednym wzorem w różnych kolorach (jokery mogą zastąpić wszystkie poza nim)</numerusform>
            <numerusform>Koszt położenia: %n heksów, łącznie z nim, wszystkie w jednym kolorze o różnych wzorach albo z jednym wzorem w różnych kolorach (jokery mogą zastąpić wszystkie poza nim)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded: {items} (−%n points)</source>
        <translation>
            <numerusform>Odrzucone: {items} (−%n punkt)</numerusform>
            <numerusform>Odrzucone: {items} (−%n punkty)</numerusform>
            <numerusform>Odrzucone: {items} (−%n punktów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the garden its pavilion scores %n points each round while visible</source>
        <translation>
            <numerusform>W ogrodzie jego pawilon daje %n punkt w każdej rundzie, dopóki jest widoczny</numerusform>
            <numerusform>W ogrodzie jego pawilon daje %n punkty w każdej rundzie, dopóki jest widoczny</numerusform>
            <numerusform>W ogrodzie jego pawilon daje %n punktów w każdej rundzie, dopóki jest widoczny</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surrounding it gives %n jokers</source>
        <translation>
            <numerusform>otoczenie go daje %n jokera</numerusform>
            <numerusform>otoczenie go daje %n jokery</numerusform>
            <numerusform>otoczenie go daje %n jokerów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>{game}: this version of gardenapp cannot score this game yet</source>
        <translation>{game}: ta wersja gardenapp nie potrafi jeszcze podliczyć tej gry</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Warning: {text}</source>
        <translation>Ostrzeżenie: {text}</translation>
    </message>
    <message>
        <source>gardenapp: the output could not be written ({reason})</source>
        <translation>gardenapp: nie udało się zapisać wyniku ({reason})</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{value} is not null</source>
        <translation>{value} nie jest wartością null</translation>
    </message>
    <message>
        <source>{value} is not a valid value here</source>
        <translation>{value} nie jest tu prawidłową wartością</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>oczekiwano obiektu</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>{value} is not a possible action of this game</source>
        <translation>{value} nie jest możliwą akcją w tej grze</translation>
    </message>
    <message>
        <source>unknown key (allowed here: {allowed})</source>
        <translation>nieznany klucz (dozwolone tutaj: {allowed})</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} nie jest liczbą całkowitą</translation>
    </message>
    <message>
        <source>{value} is less than {low}</source>
        <translation>{value} jest mniejsze niż {low}</translation>
    </message>
    <message>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} nie mieści się między {low} a {high}</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} nie jest wartością prawda/fałsz</translation>
    </message>
    <message>
        <source>{value} is not a text string</source>
        <translation>{value} nie jest tekstem</translation>
    </message>
    <message>
        <source>the photo was not opened: {reason}</source>
        <translation>zdjęcie nie zostało otwarte: {reason}</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be shown ({char})</source>
        <translation>imię zawiera znak, którego nie można wyświetlić ({char})</translation>
    </message>
    <message>
        <source>the name holds a character that changes the direction of the text ({char})</source>
        <translation>imię zawiera znak, który zmienia kierunek tekstu ({char})</translation>
    </message>
    <message>
        <source>the name holds an invisible character ({char})</source>
        <translation>imię zawiera niewidoczny znak ({char})</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>oczekiwano listy</translation>
    </message>
    <message>
        <source>{value} is not one of {allowed}</source>
        <translation>{value} nie należy do: {allowed}</translation>
    </message>
    <message>
        <source>{value} is far outside the range of this game</source>
        <translation>{value} wykracza daleko poza zakres tej gry</translation>
    </message>
    <message>
        <source>{value} is not a date (year-month-day)</source>
        <translation>{value} nie jest datą (rok-miesiąc-dzień)</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>plik musi zawierać jeden obiekt JSON</translation>
    </message>
    <message>
        <source>must be &quot;{expected}&quot;</source>
        <translation>musi mieć wartość &quot;{expected}&quot;</translation>
    </message>
    <message>
        <source>version {value} is not supported (this app reads {expected})</source>
        <translation>wersja {value} nie jest obsługiwana (gardenapp czyta wersję {expected})</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>imię jest puste</translation>
    </message>
    <message>
        <source>the name &quot;{name}&quot; is used twice</source>
        <translation>imię &quot;{name}&quot; występuje dwa razy</translation>
    </message>
    <message>
        <source>{value} is not a game id (one of: {known})</source>
        <translation>{value} nie jest identyfikatorem gry (dostępne: {known})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>to jest folder, a nie plik</translation>
    </message>
    <message>
        <source>the file cannot be read (permission denied)</source>
        <translation>nie można odczytać pliku (brak uprawnień)</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>plik nie jest tekstem UTF-8</translation>
    </message>
    <message>
        <source>the file cannot be read: {reason}</source>
        <translation>nie można odczytać pliku: {reason}</translation>
    </message>
    <message>
        <source>this is not a regular file; it was not replaced</source>
        <translation>to nie jest zwykły plik; nie został zastąpiony</translation>
    </message>
    <message>
        <source>the file is read-only; it was not replaced</source>
        <translation>plik jest tylko do odczytu; nie został zastąpiony</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation>to nie jest zwykły plik (potok lub urządzenie?)</translation>
    </message>
    <message>
        <source>the key &quot;{key}&quot; appears twice in one object; which one is meant?</source>
        <translation>klucz &quot;{key}&quot; występuje dwa razy w jednym obiekcie; który jest właściwy?</translation>
    </message>
    <message>
        <source>the number {number} is far outside the range of any game</source>
        <translation>liczba {number} wykracza daleko poza zakres każdej gry</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>nieprawidłowy JSON: {reason}</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>JSON jest zagnieżdżony zbyt głęboko</translation>
    </message>
    <message>
        <source>the path is empty</source>
        <translation>ścieżka jest pusta</translation>
    </message>
    <message>
        <source>the path holds a control character</source>
        <translation>ścieżka zawiera znak sterujący</translation>
    </message>
    <message>
        <source>{path} is outside the board file&apos;s folder (only a file in that folder or below it is opened)</source>
        <translation>{path} leży poza folderem pliku planszy (otwierany jest tylko plik z tego folderu lub jego podfolderów)</translation>
    </message>
    <message>
        <source>{path} is a link that leads outside the board file&apos;s folder</source>
        <translation>{path} to dowiązanie prowadzące poza folder pliku planszy</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>nieznana opcja</translation>
    </message>
    <message>
        <source>{value} is not a player count from {low} to {high}</source>
        <translation>{value} nie jest liczbą graczy od {low} do {high}</translation>
    </message>
    <message>
        <source>{value} is not a game this version can play</source>
        <translation>{value} nie jest grą obsługiwaną przez tę wersję</translation>
    </message>
    <message>
        <source>cannot be replayed: {reason}</source>
        <translation>nie można odtworzyć: {reason}</translation>
    </message>
    <message>
        <source>Crocodile</source>
        <translation>Krokodyl</translation>
    </message>
    <message>
        <source>Stingray</source>
        <translation>Płaszczka</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Pstrąg</translation>
    </message>
    <message>
        <source>Otter</source>
        <translation>Wydra</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Żaba</translation>
    </message>
    <message>
        <source>Duck</source>
        <translation>Kaczka</translation>
    </message>
    <message>
        <source>Flamingo</source>
        <translation>Flaming</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Jaszczurka</translation>
    </message>
    <message>
        <source>Shrew</source>
        <translation>Ryjówka</translation>
    </message>
    <message>
        <source>Peacock</source>
        <translation>Paw</translation>
    </message>
    <message>
        <source>Squirrel</source>
        <translation>Wiewiórka</translation>
    </message>
    <message>
        <source>Hedgehog</source>
        <translation>Jeż</translation>
    </message>
    <message>
        <source>Bee</source>
        <translation>Pszczoła</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Niedźwiedź</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Królik</translation>
    </message>
    <message>
        <source>Macaw</source>
        <translation>Ara</translation>
    </message>
    <message>
        <source>Wild boar</source>
        <translation>Dzik</translation>
    </message>
    <message>
        <source>Koala</source>
        <translation>Koala</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Wilk</translation>
    </message>
    <message>
        <source>Kingfisher</source>
        <translation>Zimorodek</translation>
    </message>
    <message>
        <source>Penguin</source>
        <translation>Pingwin</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>Nietoperz</translation>
    </message>
    <message>
        <source>Fennec fox</source>
        <translation>Fenek</translation>
    </message>
    <message>
        <source>Macaque</source>
        <translation>Makak japoński</translation>
    </message>
    <message>
        <source>Eagle</source>
        <translation>Orzeł</translation>
    </message>
    <message>
        <source>Meerkat</source>
        <translation>Surykatka</translation>
    </message>
    <message>
        <source>Crow</source>
        <translation>Kruk</translation>
    </message>
    <message>
        <source>Llama</source>
        <translation>Lama</translation>
    </message>
    <message>
        <source>Arctic fox</source>
        <translation>Lis polarny</translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation>Szop pracz</translation>
    </message>
    <message>
        <source>Ladybug</source>
        <translation>Biedronka</translation>
    </message>
    <message>
        <source>Panther</source>
        <translation>Pantera</translation>
    </message>
    <message>
        <source>Lion&apos;s Spirit</source>
        <translation>Duch Lwa</translation>
    </message>
    <message>
        <source>Butterfly Spirit</source>
        <translation>Duch Motyla</translation>
    </message>
    <message>
        <source>Deer Spirit</source>
        <translation>Duch Jelenia</translation>
    </message>
    <message>
        <source>Owl Spirit</source>
        <translation>Duch Sowy</translation>
    </message>
    <message>
        <source>Cat Spirit</source>
        <translation>Duch Kota</translation>
    </message>
    <message>
        <source>Stork Spirit</source>
        <translation>Duch Bociana</translation>
    </message>
    <message>
        <source>Ram Spirit</source>
        <translation>Duch Barana</translation>
    </message>
    <message>
        <source>Marmot Spirit</source>
        <translation>Duch Świstaka</translation>
    </message>
    <message>
        <source>Dragonfly Spirit</source>
        <translation>Duch Ważki</translation>
    </message>
    <message>
        <source>Tortoise Spirit</source>
        <translation>Duch Żółwia</translation>
    </message>
    <message>
        <source>Butterfly Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Punkty Ducha Motyla odczytane z ikon na karcie, niesprawdzone w podliczonej grze</translation>
    </message>
    <message>
        <source>Deer Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Punkty Ducha Jelenia odczytane z ikon na karcie, niesprawdzone w podliczonej grze</translation>
    </message>
    <message>
        <source>Stork Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Punkty Ducha Bociana odczytane z ikon na karcie, niesprawdzone w podliczonej grze</translation>
    </message>
    <message>
        <source>Side B shape (7 columns 4,3,4,3,4,3,4) reconstructed from pictures</source>
        <translation>Kształt strony B (7 kolumn 4,3,4,3,4,3,4) odtworzony ze zdjęć</translation>
    </message>
    <message>
        <source>Solo spirit suns follow the spirit chosen, placed or not</source>
        <translation>W trybie solo słońca ducha zależą od wybranego ducha, położonego lub nie</translation>
    </message>
    <message>
        <source>{value} is not a garden space (&quot;row,col&quot;, rows 1-6, columns 1-9)</source>
        <translation>{value} nie jest polem ogrodu (&quot;wiersz,kolumna&quot;, wiersze 1-6, kolumny 1-9)</translation>
    </message>
    <message>
        <source>printed spaces are only given with layout &quot;custom&quot;</source>
        <translation>pola nadrukowane podaje się tylko przy układzie &quot;custom&quot;</translation>
    </message>
    <message>
        <source>is missing (layout &quot;custom&quot; needs its printed spaces)</source>
        <translation>brak (układ &quot;custom&quot; wymaga podania pól nadrukowanych)</translation>
    </message>
    <message>
        <source>a game with the automaton has exactly 2 players: one person and Pedro Bot</source>
        <translation>w grze z automatem biorą udział dokładnie 2 osoby: człowiek i Pedro Bot</translation>
    </message>
    <message>
        <source>only one player can be the automaton</source>
        <translation>tylko jeden gracz może być automatem</translation>
    </message>
    <message>
        <source>a printed space cannot hold a gardener</source>
        <translation>pole nadrukowane nie może zawierać ogrodnika</translation>
    </message>
    <message>
        <source>the layout is missing: give the game&apos;s layout or this player&apos;s own</source>
        <translation>brak układu: podaj układ gry albo własny układ tego gracza</translation>
    </message>
    <message>
        <source>row {row}, {element} column</source>
        <translation>wiersz {row}, kolumna {element}</translation>
    </message>
    <message>
        <source>the space in {cell} is listed twice</source>
        <translation>pole ({cell}) występuje dwa razy</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s garden has no printed spaces; remove its layout</source>
        <translation>ogród Pedro Bota nie ma pól nadrukowanych; usuń jego układ</translation>
    </message>
    <message>
        <source>the {element} mission card is also held by {name} (there is one card per element)</source>
        <translation>kartę misji {element} ma też {name} (jest jedna karta na element)</translation>
    </message>
    <message>
        <source>{player}: row 1 is not completely filled</source>
        <translation>{player}: wiersz 1 nie jest całkowicie wypełniony</translation>
    </message>
    <message>
        <source>{player}: the noble of the {element} column stands in row {row}, on no ornament</source>
        <translation>{player}: szlachcic z kolumny {element} stoi w wierszu {row} na polu bez ozdoby</translation>
    </message>
    <message>
        <source>{player}: the noble in {cell} is not connected to row 1 through filled spaces</source>
        <translation>{player}: szlachcic ({cell}) nie łączy się z wierszem 1 przez zajęte pola</translation>
    </message>
    <message>
        <source>layout {layout} is a provisional layout (not the printed board): check its printed spaces against your board, or draw them with the custom layout</source>
        <translation>układ {layout} jest tymczasowy (to nie wydrukowana plansza): porównaj pola nadrukowane ze swoją planszą albo narysuj je we własnym układzie</translation>
    </message>
    <message>
        <source>the {what} are provisional values: enter the numbers printed on your board</source>
        <translation>{what}: wartości tymczasowe; wpisz liczby wydrukowane na twojej planszy</translation>
    </message>
    <message>
        <source>{player}: track score {score} is less than {sum}, the sum of the nobles&apos; rows</source>
        <translation>{player}: wynik na torze punktów ({score}) jest mniejszy niż {sum}, suma wierszy szlachciców</translation>
    </message>
    <message>
        <source>{player}: track score {score} is more than {most} (18 moves of 6 points)</source>
        <translation>{player}: wynik na torze punktów ({score}) przekracza {most} (18 ruchów po 6 punktów)</translation>
    </message>
    <message>
        <source>row bonuses</source>
        <translation>premie za wiersze</translation>
    </message>
    <message>
        <source>column bonuses</source>
        <translation>premie za kolumny</translation>
    </message>
    <message>
        <source>mission points</source>
        <translation>punkty za misje</translation>
    </message>
    <message>
        <source>Labyrinth</source>
        <translation>Labirynt</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Posąg</translation>
    </message>
    <message>
        <source>Pavilion</source>
        <translation>Pawilon</translation>
    </message>
    <message>
        <source>Topiary</source>
        <translation>Strzyżony krzew</translation>
    </message>
    <message>
        <source>Stairs</source>
        <translation>Schody</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fontanna</translation>
    </message>
    <message>
        <source>Rose arch</source>
        <translation>Łuk różany</translation>
    </message>
    <message>
        <source>Herb spiral</source>
        <translation>Spirala ziołowa</translation>
    </message>
    <message>
        <source>Grapevine</source>
        <translation>Winorośl</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beżowy</translation>
    </message>
    <message>
        <source>white</source>
        <translation>biały</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>szary</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>pomarańczowy</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>fioletowy</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>turkusowy</translation>
    </message>
    <message>
        <source>left</source>
        <translation>lewa</translation>
    </message>
    <message>
        <source>right</source>
        <translation>prawa</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Play one of your cards first</source>
        <translation>Najpierw zagraj jedną ze swoich kart</translation>
    </message>
    <message>
        <source>You have already played a card this turn</source>
        <translation>W tej turze karta już została zagrana</translation>
    </message>
    <message>
        <source>You have already taken a tile this turn</source>
        <translation>W tej turze płytka już została wzięta</translation>
    </message>
    <message>
        <source>That display space is empty</source>
        <translation>To miejsce wystawy jest puste</translation>
    </message>
    <message>
        <source>Your card takes a tile showing {element}</source>
        <translation>Twoja karta bierze płytkę z elementem: {element}</translation>
    </message>
    <message>
        <source>Your card {card} takes a tile from the spaces of its two colours</source>
        <translation>Twoja karta {card} bierze płytkę z miejsc swoich dwóch kolorów</translation>
    </message>
    <message>
        <source>Take a tile from the display first</source>
        <translation>Najpierw weź płytkę z wystawy</translation>
    </message>
    <message>
        <source>That space of your garden is not empty</source>
        <translation>To pole twojego ogrodu nie jest puste</translation>
    </message>
    <message>
        <source>The gardener goes on an empty space of row {row} or column {col}</source>
        <translation>Ogrodnik trafia na puste pole wiersza {row} lub kolumny {col}</translation>
    </message>
    <message>
        <source>Your tile is placed: move a noble or skip</source>
        <translation>Płytka już leży: przesuń szlachcica albo pomiń ruch</translation>
    </message>
    <message>
        <source>A noble only moves down its column, to a lower row</source>
        <translation>Szlachcic porusza się tylko w dół swojej kolumny, do niższego wiersza</translation>
    </message>
    <message>
        <source>A noble ends on an ornament, never on a gardener or an empty space</source>
        <translation>Szlachcic kończy ruch na ornamencie, nigdy na ogrodniku ani na pustym polu</translation>
    </message>
    <message>
        <source>No path of built spaces leads that noble there</source>
        <translation>Żadna ścieżka zabudowanych pól nie prowadzi tam tego szlachcica</translation>
    </message>
    <message>
        <source>A noble stays in its own column</source>
        <translation>Szlachcic zostaje w swojej kolumnie</translation>
    </message>
    <message>
        <source>moves no noble</source>
        <translation>nie przesuwa szlachcica</translation>
    </message>
    <message>
        <source>plays the card {card}</source>
        <translation>zagrywa kartę {card}</translation>
    </message>
    <message>
        <source>no noble can move</source>
        <translation>żaden szlachcic nie może się ruszyć</translation>
    </message>
    <message>
        <source>moves the {element} noble from the terrace to row {end}: +{points}</source>
        <translation>przesuwa szlachcica (kolumna: {element}) z tarasu do wiersza {end}: +{points}</translation>
    </message>
    <message>
        <source>moves the {element} noble from row {start} to row {end}: +{points}</source>
        <translation>przesuwa szlachcica (kolumna: {element}) z wiersza {start} do wiersza {end}: +{points}</translation>
    </message>
    <message>
        <source>a {element} refills row {row} ({colour}, {side})</source>
        <translation>płytka {element} uzupełnia wiersz {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>dobiera kartę</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się zakończyła</translation>
    </message>
    <message>
        <source>the last round begins</source>
        <translation>zaczyna się ostatnia runda</translation>
    </message>
    <message>
        <source>takes the {element} from row {row} ({colour}, {side})</source>
        <translation>bierze płytkę {element} z wiersza {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>places the {element} on {cell}</source>
        <translation>kładzie płytkę {element} na polu {cell}</translation>
    </message>
    <message>
        <source>places a gardener on {cell}</source>
        <translation>kładzie ogrodnika na polu {cell}</translation>
    </message>
    <message>
        <source>completes row {row}: +{points} at the end of the game</source>
        <translation>wypełnia wiersz {row}: +{points} na koniec gry</translation>
    </message>
    <message>
        <source>completes column {col}: +{points} at the end of the game</source>
        <translation>wypełnia kolumnę {col}: +{points} na koniec gry</translation>
    </message>
    <message>
        <source>{first} + {second} (rows {a}, {b})</source>
        <translation>{first} + {second} (wiersze {a}, {b})</translation>
    </message>
    <message>
        <source>reveals the card {card}</source>
        <translation>odkrywa kartę {card}</translation>
    </message>
    <message>
        <source>rolls a {die}</source>
        <translation>wyrzuca {die}</translation>
    </message>
    <message>
        <source>Green plot tiles 6 plain / 2 watershed / 2 enclosure / 1 fertilizer: sources disagree (BGA says 5 plain / 2 fertilizer).</source>
        <translation>Zielone pola: 6 zwykłych / 2 zbiornik wodny / 2 ogrodzenie / 1 nawóz: źródła się różnią (BGA podaje 5 zwykłych / 2 nawóz).</translation>
    </message>
    <message>
        <source>Which tip goes with which middle in a two-colour diamond is not confirmed by a printed card.</source>
        <translation>Która końcówka łączy się z którym środkiem w dwukolorowym rombie, nie potwierdza żadna wydrukowana karta.</translation>
    </message>
    <message>
        <source>Multi-stalk gardener objectives count stalks of exactly 3 sections (a stalk of 4 does not count).</source>
        <translation>Cele ogrodnika z kilkoma pędami liczą pędy z dokładnie 3 segmentów (pęd z 4 się nie liczy).</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>różowy</translation>
    </message>
    <message>
        <source>watershed</source>
        <translation>zbiornik wodny</translation>
    </message>
    <message>
        <source>fertilizer</source>
        <translation>nawóz</translation>
    </message>
    <message>
        <source>enclosure</source>
        <translation>ogrodzenie</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Słońce</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Deszcz</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Wiatr</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Burza</translation>
    </message>
    <message>
        <source>Clouds</source>
        <translation>Chmury</translation>
    </message>
    <message>
        <source>Your choice (?)</source>
        <translation>Dowolna (?)</translation>
    </message>
    <message>
        <source>plot</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>gardener</source>
        <translation>ogrodnik</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>panda</translation>
    </message>
    <message>
        <source>{value} is listed twice (one cube per space)</source>
        <translation>{value} występuje dwa razy (jedna kostka na pole)</translation>
    </message>
    <message>
        <source>{value} is empty: a cube sits on a token</source>
        <translation>{value} jest puste: kostka stoi na żetonie</translation>
    </message>
    <message>
        <source>{value} is not a space of side {side}</source>
        <translation>{value} nie jest polem strony {side}</translation>
    </message>
    <message>
        <source>{stack} is not a legal stack (bottom to top)</source>
        <translation>{stack} nie jest dozwolonym stosem (od dołu do góry)</translation>
    </message>
    <message>
        <source>the Nature&apos;s Spirit is missing: with the spirits variant, give the spirit kept and whether its cube was placed</source>
        <translation>brak Ducha Natury: w wariancie z duchami podaj zachowanego ducha i czy jego kostka została położona</translation>
    </message>
    <message>
        <source>a Nature&apos;s Spirit is only allowed with the spirits variant</source>
        <translation>Duch Natury jest dozwolony tylko w wariancie z duchami</translation>
    </message>
    <message>
        <source>card {card} is listed twice on this board</source>
        <translation>karta {card} występuje dwa razy na tej planszy</translation>
    </message>
    <message>
        <source>card {card} is already on {name}&apos;s board</source>
        <translation>karta {card} jest już na planszy gracza {name}</translation>
    </message>
    <message>
        <source>{value} is not a space of rows 2-6 (&quot;row,col&quot;)</source>
        <translation>{value} nie jest polem z wierszy 2-6 (&quot;wiersz,kolumna&quot;)</translation>
    </message>
    <message>
        <source>{value} is not an objective card id</source>
        <translation>{value} nie jest identyfikatorem karty celu</translation>
    </message>
    <message>
        <source>{card} is already completed by {player}</source>
        <translation>cel {card} wykonał już gracz {player}</translation>
    </message>
    <message>
        <source>more {card} cards than the {count} in the game</source>
        <translation>więcej kart {card} niż {count} w grze</translation>
    </message>
    <message>
        <source>only one player holds the Emperor card</source>
        <translation>kartę cesarza ma tylko jeden gracz</translation>
    </message>
    <message>
        <source>the plot {cell} cannot be placed: it is not next to the pond nor to two plots placed before it</source>
        <translation>pola {cell} nie można położyć: nie sąsiaduje ze stawem ani z dwoma wcześniej położonymi polami</translation>
    </message>
    <message>
        <source>channel {a}|{b} is not between two plots</source>
        <translation>kanał {a}|{b} nie leży między dwoma polami</translation>
    </message>
    <message>
        <source>channel {a}|{b} is not connected to the pond</source>
        <translation>kanał {a}|{b} nie łączy się ze stawem</translation>
    </message>
    <message>
        <source>{value} is not a cell &quot;q,r&quot;</source>
        <translation>{value} nie jest polem &quot;q,r&quot;</translation>
    </message>
    <message>
        <source>the pond is not a plot</source>
        <translation>staw nie jest polem</translation>
    </message>
    <message>
        <source>a printed improvement needs an improvement</source>
        <translation>nadrukowane usprawnienie wymaga podania rodzaju usprawnienia</translation>
    </message>
    <message>
        <source>a channel is a list of two cells</source>
        <translation>kanał to lista dwóch pól</translation>
    </message>
    <message>
        <source>{a} and {b} are not neighbours</source>
        <translation>{a} i {b} nie sąsiadują ze sobą</translation>
    </message>
    <message>
        <source>this channel is listed twice</source>
        <translation>ten kanał występuje dwa razy</translation>
    </message>
    <message>
        <source>{cell} is neither the pond nor a plot</source>
        <translation>{cell} nie jest ani stawem, ani polem</translation>
    </message>
    <message>
        <source>bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)</source>
        <translation>bambus rośnie tylko na nawodnionym polu (obok stawu, kanału lub ze zbiornikiem wodnym)</translation>
    </message>
    <message>
        <source>Final score: {points}</source>
        <translation>Wynik końcowy: {points}</translation>
    </message>
    <message>
        <source>No points yet: no winner</source>
        <translation>Brak punktów: nie ma zwycięzcy</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Wygrywa: {names}</translation>
    </message>
    <message>
        <source>Draw: {names}</source>
        <translation>Remis: {names}</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Wspólne zwycięstwo: {names}</translation>
    </message>
    <message>
        <source>{name} wins on {tiebreak}, {won} to {lost}</source>
        <translation>{name} wygrywa rozstrzygnięciem remisu ({tiebreak}): {won} do {lost}</translation>
    </message>
    <message>
        <source>{value} is not a number</source>
        <translation>{value} nie jest liczbą</translation>
    </message>
    <message>
        <source>must be {expected}</source>
        <translation>musi mieć wartość {expected}</translation>
    </message>
    <message>
        <source>{value} is not of the expected form</source>
        <translation>{value} nie ma oczekiwanej postaci</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>nie może być puste</translation>
    </message>
    <message>
        <source>{value} is more than {high}</source>
        <translation>{value} jest większe niż {high}</translation>
    </message>
    <message>
        <source>unknown key (nothing is allowed here)</source>
        <translation>nieznany klucz (tutaj nie jest dozwolony żaden klucz)</translation>
    </message>
    <message>
        <source>is missing (needed with {other})</source>
        <translation>brak (wymagane razem z {other})</translation>
    </message>
    <message>
        <source>{value} is listed twice</source>
        <translation>{value} występuje dwa razy</translation>
    </message>
    <message>
        <source>{value} is not of a form allowed here</source>
        <translation>{value} nie ma żadnej z dozwolonych tutaj postaci</translation>
    </message>
    <message>
        <source>{value} is not a cell of the garden</source>
        <translation>{value} nie jest polem ogrodu</translation>
    </message>
    <message>
        <source>must be null, &quot;face_down&quot; or {{colour, pattern, orientation}}</source>
        <translation>musi mieć wartość null, &quot;face_down&quot; lub {{colour, pattern, orientation}}</translation>
    </message>
    <message>
        <source>is the fountain, not a space</source>
        <translation>to fontanna, a nie pole</translation>
    </message>
    <message>
        <source>is an ornament (statue or bench), not a space</source>
        <translation>to ozdoba (posąg lub ławka), a nie pole</translation>
    </message>
    <message>
        <source>area {area} has no expansion</source>
        <translation>obszar {area} nie ma kafla ogrodu</translation>
    </message>
    <message>
        <source>is the pavilion of the expansion in {area}, not a space</source>
        <translation>to pawilon kafla ogrodu z obszaru {area}, a nie pole</translation>
    </message>
    <message>
        <source>holds the printed hexagon of the expansion in {area}</source>
        <translation>zawiera nadrukowany heks kafla ogrodu z obszaru {area}</translation>
    </message>
    <message>
        <source>{name}: the group {cells} holds two identical hexagons (the group rule)</source>
        <translation>{name}: grupa {cells} zawiera dwa identyczne heksy (zasada grup)</translation>
    </message>
    <message>
        <source>no such area (A1 to A6)</source>
        <translation>nie ma takiego obszaru (A1 do A6)</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <source>light green</source>
        <translation>jasnozielony</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>fioletowy</translation>
    </message>
    <message>
        <source>lilac</source>
        <translation>liliowy</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>drzewo</translation>
    </message>
    <message>
        <source>bird</source>
        <translation>ptak</translation>
    </message>
    <message>
        <source>butterflies</source>
        <translation>motyle</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>kwiat</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>roślina</translation>
    </message>
    <message>
        <source>lilies</source>
        <translation>lilie</translation>
    </message>
    <message>
        <source>the wheel must list 4 rounds of 3 criteria</source>
        <translation>koło musi zawierać 4 rundy po 3 kryteria</translation>
    </message>
    <message>
        <source>round {round} must list 3 criteria</source>
        <translation>runda {round} musi zawierać 3 kryteria</translation>
    </message>
    <message>
        <source>round {round}: {value} is not a colour or pattern id</source>
        <translation>runda {round}: {value} nie jest identyfikatorem koloru ani wzoru</translation>
    </message>
    <message>
        <source>the 12 criteria must be the 6 colours and the 6 patterns, each once</source>
        <translation>12 kryteriów musi obejmować 6 kolorów i 6 wzorów, każdy dokładnie raz</translation>
    </message>
    <message>
        <source>{colour} {pattern}</source>
        <translation>{pattern} ({colour})</translation>
    </message>
    <message>
        <source>a joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>the {hexagon} expansion</source>
        <translation>kafel ogrodu „{hexagon}”</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>take every {criterion} hexagon: {items}</source>
        <translation>weź wszystkie heksy ({criterion}): {items}</translation>
    </message>
    <message>
        <source>place the {hexagon} from your storage on {cell}, paying {payment}</source>
        <translation>połóż heks {hexagon} ze swojego magazynu na polu {cell}, płacąc: {payment}</translation>
    </message>
    <message>
        <source>place the {hexagon} expansion from your storage in area {area} (printed hexagon on {cell}), paying {payment}</source>
        <translation>połóż kafel ogrodu „{hexagon}” ze swojego magazynu na obszarze {area} (nadrukowany heks na polu {cell}), płacąc: {payment}</translation>
    </message>
    <message>
        <source>pass first: take the first player marker and lose {points} point</source>
        <translation>spasuj przed innymi: weź znacznik pierwszego gracza i strać {points} pkt</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>spasuj</translation>
    </message>
    <message>
        <source>take the {hexagon} from the top of the stack</source>
        <translation>weź heks {hexagon} z wierzchu stosu</translation>
    </message>
    <message>
        <source>take the face-up {hexagon} expansion</source>
        <translation>weź odkryty kafel ogrodu „{hexagon}”</translation>
    </message>
    <message>
        <source>take every {criterion} hexagon</source>
        <translation>weź wszystkie heksy ({criterion})</translation>
    </message>
    <message>
        <source>take the {hexagon} from face-down expansion {number}</source>
        <translation>weź heks {hexagon} z zakrytego kafla ogrodu {number}</translation>
    </message>
    <message>
        <source>choose the {hexagon} in your storage</source>
        <translation>wybierz heks {hexagon} ze swojego magazynu</translation>
    </message>
    <message>
        <source>choose the {hexagon} expansion in your storage</source>
        <translation>wybierz kafel ogrodu „{hexagon}” ze swojego magazynu</translation>
    </message>
    <message>
        <source>buy the top expansion of the supply</source>
        <translation>kup wierzchni kafel ogrodu z zapasu</translation>
    </message>
    <message>
        <source>put it on {cell}</source>
        <translation>połóż go na polu {cell}</translation>
    </message>
    <message>
        <source>put it in area {area}</source>
        <translation>połóż go na obszarze {area}</translation>
    </message>
    <message>
        <source>turn it to ring cell {number}</source>
        <translation>obróć go na pole {number} pierścienia</translation>
    </message>
    <message>
        <source>pay with {item}</source>
        <translation>zapłać: {item}</translation>
    </message>
    <message>
        <source>discard {item}</source>
        <translation>odrzuć: {item}</translation>
    </message>
    <message>
        <source>finish passing</source>
        <translation>zakończ pasowanie</translation>
    </message>
    <message>
        <source>Choose a tile of your storage first</source>
        <translation>Najpierw wybierz płytkę ze swojego magazynu</translation>
    </message>
    <message>
        <source>takes every {criterion} hexagon: {items}</source>
        <translation>bierze wszystkie heksy ({criterion}): {items}</translation>
    </message>
    <message>
        <source>places the {hexagon} expansion in area {area} (printed hexagon on {cell}), paying {payment}</source>
        <translation>kładzie kafel ogrodu „{hexagon}” na obszarze {area} (nadrukowany heks na polu {cell}), płacąc: {payment}</translation>
    </message>
    <message>
        <source>places {hexagon} on {cell}, paying {payment}</source>
        <translation>kładzie heks {hexagon} na polu {cell}, płacąc: {payment}</translation>
    </message>
    <message>
        <source>passes first, takes the first player marker and loses {points} point</source>
        <translation>pasuje przed innymi, bierze znacznik pierwszego gracza i traci {points} pkt</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>pasuje</translation>
    </message>
    <message>
        <source>final scoring: storage {storage}, groups {groups}, total {total}</source>
        <translation>punktacja końcowa: magazyn {storage}, grupy {groups}, razem {total}</translation>
    </message>
    <message>
        <source>starts round {round}</source>
        <translation>rozpoczyna rundę {round}</translation>
    </message>
    <message>
        <source>fountain</source>
        <translation>fontanna</translation>
    </message>
    <message>
        <source>statue</source>
        <translation>posąg</translation>
    </message>
    <message>
        <source>bench</source>
        <translation>ławka</translation>
    </message>
    <message>
        <source>pavilion</source>
        <translation>pawilon</translation>
    </message>
    <message>
        <source>Waiting for player {player}</source>
        <translation>Czekamy na gracza {player}</translation>
    </message>
    <message>
        <source>Acquire a colour or a pattern, place a tile or an expansion, or pass</source>
        <translation>Weź kolor lub wzór, połóż płytkę lub kafel ogrodu albo spasuj</translation>
    </message>
    <message>
        <source>Identical hexagons: choose which copy of each to take</source>
        <translation>Identyczne heksy: wybierz, którą kopię każdego z nich wziąć</translation>
    </message>
    <message>
        <source>Choose a free space for the {hexagon}</source>
        <translation>Wybierz wolne pole dla heksu {hexagon}</translation>
    </message>
    <message>
        <source>Choose a free area for the expansion</source>
        <translation>Wybierz wolny obszar dla kafla ogrodu</translation>
    </message>
    <message>
        <source>Choose the cell of the printed {hexagon}</source>
        <translation>Wybierz pole nadrukowanego heksu {hexagon}</translation>
    </message>
    <message>
        <source>Passing: discard hexagons (each costs its value) or finish</source>
        <translation>Pasujesz: odrzuć heksy (każdy kosztuje swoją wartość) albo zakończ</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Gra się zakończyła</translation>
    </message>
    <message>
        <source>That move is not allowed now</source>
        <translation>Ten ruch jest teraz niedozwolony</translation>
    </message>
    <message>
        <source>That is another player&apos;s garden or storage</source>
        <translation>To ogród lub magazyn innego gracza</translation>
    </message>
    <message>
        <source>No available hexagon is {criterion}</source>
        <translation>Brak dostępnych heksów ({criterion})</translation>
    </message>
    <message>
        <source>Every {criterion} hexagon must be taken and they do not all fit in your storage</source>
        <translation>Trzeba wziąć wszystkie heksy ({criterion}), a nie zmieszczą się w twoim magazynie</translation>
    </message>
    <message>
        <source>You cannot pay {cost}: not enough hexagons of its colour or pattern, or jokers</source>
        <translation>Nie możesz zapłacić {cost}: za mało heksów w jego kolorze lub wzorze albo jokerów</translation>
    </message>
    <message>
        <source>No free space of your garden accepts the {hexagon}</source>
        <translation>Żadne wolne pole twojego ogrodu nie przyjmie heksu {hexagon}</translation>
    </message>
    <message>
        <source>Your garden has no free area</source>
        <translation>Twój ogród nie ma wolnego obszaru</translation>
    </message>
    <message>
        <source>Its printed hexagon fits no free area</source>
        <translation>Jego nadrukowany heks nie pasuje do żadnego wolnego obszaru</translation>
    </message>
    <message>
        <source>The supply is empty</source>
        <translation>Zapas jest pusty</translation>
    </message>
    <message>
        <source>That is not a free space of your garden</source>
        <translation>To nie jest wolne pole twojego ogrodu</translation>
    </message>
    <message>
        <source>A tile must share its colour or its pattern with a neighbouring hexagon</source>
        <translation>Płytka musi mieć ten sam kolor lub wzór co sąsiedni heks</translation>
    </message>
    <message>
        <source>A group would hold two identical hexagons</source>
        <translation>Grupa zawierałaby dwa identyczne heksy</translation>
    </message>
    <message>
        <source>That area already has an expansion</source>
        <translation>Ten obszar ma już kafel ogrodu</translation>
    </message>
    <message>
        <source>The printed hexagon fits no orientation in that area</source>
        <translation>Nadrukowany heks nie pasuje w żadnym ułożeniu na tym obszarze</translation>
    </message>
    <message>
        <source>The printed hexagon does not fit there (colour or pattern, group rule)</source>
        <translation>Nadrukowany heks tu nie pasuje (kolor lub wzór, zasada grup)</translation>
    </message>
    <message>
        <source>A payment is all one pattern in different colours or all one colour in different patterns, exactly the cost</source>
        <translation>Płatność to heksy jednego wzoru w różnych kolorach albo jednego koloru w różnych wzorach, dokładnie w wysokości kosztu</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>szary</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>brązowy</translation>
    </message>
    <message>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <source>Take tokens from the central board first</source>
        <translation>Najpierw weź żetony z planszy centralnej</translation>
    </message>
    <message>
        <source>That is not a space of your board</source>
        <translation>To nie jest pole twojej planszy</translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}, {second} i {third}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} i {second}</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>brak żetonów</translation>
    </message>
    <message>
        <source>Choose your Nature&apos;s Spirit first</source>
        <translation>Najpierw wybierz swojego Ducha Natury</translation>
    </message>
    <message>
        <source>You have already taken tokens this turn</source>
        <translation>W tej turze żetony już zostały wzięte</translation>
    </message>
    <message>
        <source>That space of the central board is empty</source>
        <translation>To pole planszy centralnej jest puste</translation>
    </message>
    <message>
        <source>You have no {colour} token in hand</source>
        <translation>Nie masz w ręce żetonu ({colour})</translation>
    </message>
    <message>
        <source>A space with a cube on it takes no more tokens</source>
        <translation>Na pole z kostką nie można kłaść żetonów</translation>
    </message>
    <message>
        <source>A {colour} token cannot go on that stack ({stack})</source>
        <translation>Żeton ({colour}) nie może leżeć na tym stosie ({stack})</translation>
    </message>
    <message>
        <source>You have already taken a card this turn</source>
        <translation>W tej turze karta już została wzięta</translation>
    </message>
    <message>
        <source>That space already holds a cube</source>
        <translation>Na tym polu już jest kostka</translation>
    </message>
    <message>
        <source>The card&apos;s habitat is not on your board with its cube there</source>
        <translation>Siedliska tej karty nie ma na twojej planszy z kostką na tym polu</translation>
    </message>
    <message>
        <source>Place the tokens in your hand first</source>
        <translation>Najpierw połóż żetony z ręki</translation>
    </message>
    <message>
        <source>places a {colour} token on {cell}</source>
        <translation>kładzie żeton ({colour}) na polu {cell}</translation>
    </message>
    <message>
        <source>places a cube from the {card} card on {cell}</source>
        <translation>kładzie kostkę z karty {card} na polu {cell}</translation>
    </message>
    <message>
        <source>completes the {card} card</source>
        <translation>kompletuje kartę {card}</translation>
    </message>
    <message>
        <source>takes {tokens} from central space {space}</source>
        <translation>bierze z pola centralnego {space}: {tokens}</translation>
    </message>
    <message>
        <source>takes the {card} card</source>
        <translation>bierze kartę {card}</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>kończy turę</translation>
    </message>
    <message>
        <source>discards the {card} card and ends the turn</source>
        <translation>odrzuca kartę {card} i kończy turę</translation>
    </message>
    <message>
        <source>keeps the {card} and returns the other spirit unseen</source>
        <translation>zatrzymuje kartę {card} i odkłada drugiego ducha, nie pokazując go</translation>
    </message>
    <message>
        <source>central space {space} is refilled with {tokens}</source>
        <translation>pole centralne {space} zostaje uzupełnione: {tokens}</translation>
    </message>
    <message>
        <source>the pouch cannot refill the central board: the game ends after this round</source>
        <translation>z woreczka nie da się uzupełnić planszy centralnej: gra kończy się po tej rundzie</translation>
    </message>
    <message>
        <source>the {card} card is revealed on the display</source>
        <translation>karta {card} zostaje odkryta na wystawce</translation>
    </message>
    <message>
        <source>the round is complete: the game is over</source>
        <translation>runda dobiegła końca: gra się zakończyła</translation>
    </message>
    <message>
        <source>Choose your Nature&apos;s Spirit: click one of the two cards beside your board</source>
        <translation>Wybierz swojego Ducha Natury: kliknij jedną z dwóch kart obok swojej planszy</translation>
    </message>
    <message>
        <source>Take the 3 tokens of a central space; you may also take a card or place cubes at any moment</source>
        <translation>Weź 3 żetony z jednego pola centralnego; w dowolnej chwili możesz też wziąć kartę lub położyć kostki</translation>
    </message>
    <message>
        <source>A habitat is ready: click the card, then a highlighted space; or take or discard a card, or end your turn</source>
        <translation>Siedlisko jest gotowe: kliknij kartę, a potem podświetlone pole; albo weź lub odrzuć kartę, albo zakończ turę</translation>
    </message>
    <message>
        <source>Take or discard a card if you like, then end your turn</source>
        <translation>Jeśli chcesz, weź lub odrzuć kartę, a potem zakończ turę</translation>
    </message>
    <message>
        <source>A habitat is ready: click the card, then a highlighted space; or end your turn</source>
        <translation>Siedlisko jest gotowe: kliknij kartę, a potem podświetlone pole; albo zakończ turę</translation>
    </message>
    <message>
        <source>Take a card if you like, then end your turn</source>
        <translation>Jeśli chcesz, weź kartę, a potem zakończ turę</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>The game is over: see the final score.</source>
        <translation>Gra się zakończyła: zobacz wynik końcowy.</translation>
    </message>
    <message>
        <source>Pedro Bot reveals the top card of its deck…</source>
        <translation>Pedro Bot odkrywa wierzchnią kartę swojej talii…</translation>
    </message>
    <message>
        <source>Pedro Bot ({card}) rolls its die…</source>
        <translation>Pedro Bot ({card}) rzuca swoją kością…</translation>
    </message>
    <message>
        <source>Pedro Bot ({card}) takes the tile worth the most to it…</source>
        <translation>Pedro Bot ({card}) bierze płytkę, która daje mu najwięcej punktów…</translation>
    </message>
    <message>
        <source>Pedro Bot places its tile in its own column and moves that noble…</source>
        <translation>Pedro Bot kładzie płytkę w jej własnej kolumnie i przesuwa szlachcica z tej kolumny…</translation>
    </message>
    <message>
        <source>Play a card: click one of your two cards.</source>
        <translation>Zagraj kartę: kliknij jedną z dwóch swoich kart.</translation>
    </message>
    <message>
        <source>Take a tile: click one of the highlighted tiles on the main board.</source>
        <translation>Weź płytkę: kliknij jedną z podświetlonych płytek na planszy głównej.</translation>
    </message>
    <message>
        <source>Space {cell} is already filled: flip the tile and place the gardener on a highlighted space.</source>
        <translation>Pole {cell} jest już zajęte: odwróć płytkę i połóż ogrodnika na podświetlonym polu.</translation>
    </message>
    <message>
        <source>You may move one noble: click a highlighted noble, then one of its destinations. Or skip.</source>
        <translation>Możesz przesunąć jednego szlachcica: kliknij podświetlonego szlachcica, a potem jeden z jego celów. Albo pomiń.</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linia</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>łuk</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>trójkąt</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>romb</translation>
    </message>
    <message>
        <source>{a}–{b} diamond</source>
        <translation>romb {a}–{b}</translation>
    </message>
    <message>
        <source>{colour} {shape}</source>
        <translation>{shape} ({colour})</translation>
    </message>
    <message>
        <source>{colour} stalk of 4 ({improvement})</source>
        <translation>pęd z 4 segmentów ({colour}, {improvement})</translation>
    </message>
    <message>
        <source>{colour} stalk of 4 (no improvement)</source>
        <translation>pęd z 4 segmentów ({colour}, bez usprawnienia)</translation>
    </message>
    <message>
        <source>Panda eats {items}</source>
        <translation>Panda zjada {items}</translation>
    </message>
    <message>
        <source>{colour} plot with a printed {improvement}</source>
        <translation>pole ({colour}, nadrukowane usprawnienie: {improvement})</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>pole ({colour})</translation>
    </message>
    <message>
        <source>You have taken all your actions this turn</source>
        <translation>W tej turze wszystkie akcje już zostały wykonane</translation>
    </message>
    <message>
        <source>That place already holds a tile</source>
        <translation>To miejsce jest już zajęte</translation>
    </message>
    <message>
        <source>A plot goes next to the pond or next to two plots already in play</source>
        <translation>Pole kładzie się obok stawu albo obok dwóch pól już w grze</translation>
    </message>
    <message>
        <source>That improvement token cannot go on this plot</source>
        <translation>To ulepszenie nie może trafić na to pole</translation>
    </message>
    <message>
        <source>You have already moved the gardener this turn</source>
        <translation>W tej turze ogrodnik już się poruszył</translation>
    </message>
    <message>
        <source>You have already moved the panda this turn</source>
        <translation>W tej turze panda już się poruszyła</translation>
    </message>
    <message>
        <source>The gardener moves in a straight line over tiles, never across an empty place</source>
        <translation>Ogrodnik idzie w linii prostej po płytkach, nigdy przez puste miejsce</translation>
    </message>
    <message>
        <source>The panda moves in a straight line over tiles, never across an empty place</source>
        <translation>Panda idzie w linii prostej po płytkach, nigdy przez puste miejsce</translation>
    </message>
    <message>
        <source>You have no channel in your reserve</source>
        <translation>Nie masz kanału w zapasie</translation>
    </message>
    <message>
        <source>A channel goes on a free edge between two plots, joined to the irrigation network</source>
        <translation>Kanał kładzie się na wolnej krawędzi między dwoma polami, połączonej z siecią nawadniania</translation>
    </message>
    <message>
        <source>You have no {improvement} token in your reserve</source>
        <translation>Nie masz w zapasie ulepszenia ({improvement})</translation>
    </message>
    <message>
        <source>An improvement goes on a plot</source>
        <translation>Ulepszenie kładzie się na polu</translation>
    </message>
    <message>
        <source>That plot already has an improvement</source>
        <translation>To pole ma już ulepszenie</translation>
    </message>
    <message>
        <source>An improvement goes only on a plot without bamboo</source>
        <translation>Ulepszenie kładzie się tylko na polu bez bambusa</translation>
    </message>
    <message>
        <source>That objective is not fulfilled yet</source>
        <translation>Ten cel nie jest jeszcze spełniony</translation>
    </message>
    <message>
        <source>Take two different actions before ending your turn</source>
        <translation>Wykonaj dwie różne akcje przed końcem tury</translation>
    </message>
    <message>
        <source>chooses the weather: {face}</source>
        <translation>wybiera pogodę: {face}</translation>
    </message>
    <message>
        <source>does not use the weather</source>
        <translation>nie korzysta z pogody</translation>
    </message>
    <message>
        <source>Rain: the bamboo on {cell} grows</source>
        <translation>Deszcz: rośnie bambus w miejscu {cell}</translation>
    </message>
    <message>
        <source>Storm: the panda goes to {cell}</source>
        <translation>Burza: panda przechodzi na miejsce {cell}</translation>
    </message>
    <message>
        <source>takes an improvement token: {improvement}</source>
        <translation>bierze żeton usprawnienia: {improvement}</translation>
    </message>
    <message>
        <source>takes an irrigation channel</source>
        <translation>bierze kanał nawadniający</translation>
    </message>
    <message>
        <source>keeps the {plot}; {count} go under the stack</source>
        <translation>zatrzymuje {plot}; pod spód stosu trafiają: {count}</translation>
    </message>
    <message>
        <source>places the {plot} on {cell} with an improvement token ({improvement})</source>
        <translation>kładzie {plot} w miejscu {cell} z żetonem usprawnienia ({improvement})</translation>
    </message>
    <message>
        <source>places the {plot} on {cell}</source>
        <translation>kładzie {plot} w miejscu {cell}</translation>
    </message>
    <message>
        <source>the panda eats a {colour} section on {cell}</source>
        <translation>panda zjada segment ({colour}) w miejscu {cell}</translation>
    </message>
    <message>
        <source>moves the gardener to {cell}; not enough bamboo for every plot: {count} may grow</source>
        <translation>przesuwa ogrodnika na miejsce {cell}; bambusa nie starczy dla wszystkich pól: może urosnąć na {count}</translation>
    </message>
    <message>
        <source>moves the gardener to {cell}; plots that grow: {count}</source>
        <translation>przesuwa ogrodnika na miejsce {cell}; pola, na których rośnie bambus: {count}</translation>
    </message>
    <message>
        <source>completes the objective “{name}” (+{points})</source>
        <translation>wykonuje cel „{name}” (+{points})</translation>
    </message>
    <message>
        <source>lets the bamboo on {cell} grow</source>
        <translation>pozwala urosnąć bambusowi w miejscu {cell}</translation>
    </message>
    <message>
        <source>moves the panda to {cell}</source>
        <translation>przesuwa pandę na miejsce {cell}</translation>
    </message>
    <message>
        <source>draws a {deck} objective already fulfilled: it goes under its deck and the action is cancelled</source>
        <translation>dobiera już spełniony cel ({deck}): trafia on na spód swojej talii, a akcja zostaje anulowana</translation>
    </message>
    <message>
        <source>draws a {deck} objective</source>
        <translation>dobiera kartę celu ({deck})</translation>
    </message>
    <message>
        <source>places a channel between {a} and {b}</source>
        <translation>kładzie kanał między {a} a {b}</translation>
    </message>
    <message>
        <source>places an improvement token ({improvement}) on {cell}</source>
        <translation>kładzie żeton usprawnienia ({improvement}) w miejscu {cell}</translation>
    </message>
    <message>
        <source>takes the Emperor card (+{points}): everyone else plays one last turn</source>
        <translation>bierze kartę cesarza (+{points}): pozostali gracze rozgrywają ostatnią turę</translation>
    </message>
    <message>
        <source>the last round is over: the game ends</source>
        <translation>ostatnia runda dobiegła końca: gra się kończy</translation>
    </message>
    <message>
        <source>the round limit is reached: the game ends</source>
        <translation>osiągnięto limit rund: gra się kończy</translation>
    </message>
    <message>
        <source>all players agreed to end the game</source>
        <translation>wszyscy gracze zgodzili się zakończyć grę</translation>
    </message>
    <message>
        <source>rolls the weather die: {face}</source>
        <translation>rzuca kością pogody: {face}</translation>
    </message>
    <message>
        <source>Keep one of the drawn plots (the others go under the stack)</source>
        <translation>Zatrzymaj jedno z dobranych pól (pozostałe trafiają pod spód stosu)</translation>
    </message>
    <message>
        <source>Not enough bamboo for every plot: choose which plot grows</source>
        <translation>Bambusa nie starczy dla wszystkich pól: wybierz, na którym urośnie</translation>
    </message>
    <message>
        <source>Choose the weather</source>
        <translation>Wybierz pogodę</translation>
    </message>
    <message>
        <source>Rain: choose an irrigated plot to grow its bamboo (or skip)</source>
        <translation>Deszcz: wybierz nawodnione pole, na którym urośnie bambus (lub pomiń)</translation>
    </message>
    <message>
        <source>Storm: choose a plot to put the panda there (or skip)</source>
        <translation>Burza: wybierz pole, na które trafi panda (lub pomiń)</translation>
    </message>
    <message>
        <source>Clouds: take an improvement token (or skip)</source>
        <translation>Chmury: weź żeton usprawnienia (lub pomiń)</translation>
    </message>
    <message>
        <source>Choose action {number} of {allowed}, a free action, or end your turn</source>
        <translation>Wybierz akcję {number} z {allowed}, darmową akcję albo zakończ turę</translation>
    </message>
    <message>
        <source>Complete objectives, use your reserve or end your turn</source>
        <translation>Wykonaj cele, użyj zapasu albo zakończ turę</translation>
    </message>
    <message>
        <source>Place the {plot} on a highlighted place</source>
        <translation>Połóż {plot} w podświetlonym miejscu</translation>
    </message>
    <message>
        <source>Gardener: choose a highlighted cell in a straight line; bamboo grows there and on the same-coloured irrigated plots around it</source>
        <translation>Ogrodnik: wybierz podświetlone miejsce w linii prostej; bambus rośnie tam i na sąsiednich nawodnionych polach tego samego koloru</translation>
    </message>
    <message>
        <source>Panda: choose a highlighted cell in a straight line; the panda eats a section there</source>
        <translation>Panda: wybierz podświetlone miejsce w linii prostej; panda zje tam jeden segment</translation>
    </message>
    <message>
        <source>Objective: choose a deck</source>
        <translation>Cel: wybierz talię</translation>
    </message>
    <message>
        <source>Choose a highlighted edge for the channel</source>
        <translation>Wybierz podświetloną krawędź dla kanału</translation>
    </message>
    <message>
        <source>Choose a highlighted plot for the {improvement} token</source>
        <translation>Wybierz podświetlone pole dla żetonu ({improvement})</translation>
    </message>
    <message>
        <source>Place the {plot} with the {improvement} token on a highlighted place</source>
        <translation>Połóż {plot} z żetonem ({improvement}) w podświetlonym miejscu</translation>
    </message>
    <message>
        <source>Keep one plot: the others go under the stack in reverse order</source>
        <translation>Zatrzymaj jedno pole: pozostałe trafiają pod spód stosu w odwrotnej kolejności</translation>
    </message>
    <message>
        <source>objectives: {done}/{threshold} · hand: {hand}/{limit}</source>
        <translation>cele: {done}/{threshold} · ręka: {hand}/{limit}</translation>
    </message>
    <message>
        <source>bees</source>
        <translation>pszczoły</translation>
    </message>
    <message>
        <source>hummingbirds</source>
        <translation>kolibry</translation>
    </message>
    <message>
        <source>leaf dwellers</source>
        <translation>mieszkańcy liści</translation>
    </message>
    <message>
        <source>puddle dwellers</source>
        <translation>mieszkańcy kałuż</translation>
    </message>
    <message>
        <source>mushroom dwellers</source>
        <translation>mieszkańcy grzybów</translation>
    </message>
    <message>
        <source>{value} is not a tile position &quot;tx,ty&quot;</source>
        <translation>{value} nie jest pozycją płytki &quot;tx,ty&quot;</translation>
    </message>
    <message>
        <source>{value} is not a field (a colour, with * for a mushroom, or puddle)</source>
        <translation>{value} nie jest polem (kolor, z * dla grzyba, albo puddle)</translation>
    </message>
    <message>
        <source>an order needs the tiles (level 2)</source>
        <translation>kolejność wymaga płytek (poziom 2)</translation>
    </message>
    <message>
        <source>choices need the order (level 3)</source>
        <translation>wybory wymagają kolejności (poziom 3)</translation>
    </message>
    <message>
        <source>tile {tile} is used twice in this garden</source>
        <translation>płytka {tile} występuje dwa razy w tym ogrodzie</translation>
    </message>
    <message>
        <source>tile {tile} is already in {name}&apos;s garden</source>
        <translation>płytka {tile} jest już w ogrodzie gracza {name}</translation>
    </message>
    <message>
        <source>position {at} already holds tile {other}</source>
        <translation>na pozycji {at} jest już płytka {other}</translation>
    </message>
    <message>
        <source>a second starting tile (the first is {tile} at {at})</source>
        <translation>druga płytka startowa (pierwsza to {tile} na pozycji {at})</translation>
    </message>
    <message>
        <source>{fields} matches no tile in any orientation</source>
        <translation>{fields} nie pasuje do żadnej płytki w żadnym ułożeniu</translation>
    </message>
    <message>
        <source>{name}: without the dweller cards in play, the replay checks bees and hummingbirds only</source>
        <translation>{name}: bez kart mieszkańców w grze odtworzenie sprawdza tylko pszczoły i kolibry</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, but replaying the order gives {computed}</source>
        <translation>{name}: {what} – policzono {typed}, ale odtworzenie kolejności daje {computed}</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, but {card} puts {computed} on this board</source>
        <translation>{name}: {what} – policzono {typed}, ale karta {card} daje na tej planszy {computed}</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, fewer than the {bound} the board guarantees ({why})</source>
        <translation>{name}: {what} – policzono {typed}, a plansza zapewnia co najmniej {bound} ({why})</translation>
    </message>
    <message>
        <source>{value} is not a position &quot;x,y&quot;</source>
        <translation>{value} nie jest pozycją &quot;x,y&quot;</translation>
    </message>
    <message>
        <source>{value} is not a tile position &quot;tx,ty&quot;, a tile id of this garden or an index into its tiles</source>
        <translation>{value} nie jest pozycją płytki &quot;tx,ty&quot;, identyfikatorem płytki z tego ogrodu ani indeksem jego płytek</translation>
    </message>
    <message>
        <source>needs exactly one leaf, one puddle and one mushroom card</source>
        <translation>wymaga dokładnie jednej karty liści, jednej kałuż i jednej grzybów</translation>
    </message>
    <message>
        <source>a starting tile is single-sided (side F only)</source>
        <translation>płytka startowa jest jednostronna (tylko strona F)</translation>
    </message>
    <message>
        <source>{tile} does not match the fields, which show tile {found}</source>
        <translation>{tile} nie zgadza się z polami, które pokazują płytkę {found}</translation>
    </message>
    <message>
        <source>the fields show side {found}</source>
        <translation>pola pokazują stronę {found}</translation>
    </message>
    <message>
        <source>the fields show rotation {found}</source>
        <translation>pola pokazują obrót {found}</translation>
    </message>
    <message>
        <source>needs a tile id or its four fields</source>
        <translation>wymaga identyfikatora płytki lub jej czterech pól</translation>
    </message>
    <message>
        <source>no starting tile (S1-S4) in this garden</source>
        <translation>brak płytki startowej (S1-S4) w tym ogrodzie</translation>
    </message>
    <message>
        <source>needs the four fields NW, NE, SE, SW</source>
        <translation>wymaga czterech pól NW, NE, SE, SW</translation>
    </message>
    <message>
        <source>tile {tile} at {at} is not joined to the garden through a full side</source>
        <translation>płytka {tile} na pozycji {at} nie przylega do ogrodu całym bokiem</translation>
    </message>
    <message>
        <source>{at} is not a tile position of this garden</source>
        <translation>{at} nie jest pozycją płytki w tym ogrodzie</translation>
    </message>
    <message>
        <source>{at} is listed twice</source>
        <translation>{at} występuje dwa razy</translation>
    </message>
    <message>
        <source>does not list {at}</source>
        <translation>brakuje: {at}</translation>
    </message>
    <message>
        <source>{at} does not share a full side with the tiles laid before it</source>
        <translation>{at} nie przylega całym bokiem do płytek położonych wcześniej</translation>
    </message>
    <message>
        <source>{at} is not a choice for {card} after the tile at {tile} (candidates: {cands})</source>
        <translation>{at} nie jest możliwym wyborem dla karty {card} po płytce na pozycji {tile} (kandydaci: {cands})</translation>
    </message>
    <message>
        <source>{name}: the choices ran out during the replay; the app chose the rest as its computer players do</source>
        <translation>{name}: wybory skończyły się podczas odtwarzania; aplikacja wybrała resztę tak jak jej gracze komputerowi</translation>
    </message>
    <message>
        <source>puddle</source>
        <translation>kałuża</translation>
    </message>
    <message>
        <source>Thoughtful</source>
        <translation>Zamyślony</translation>
    </message>
    <message>
        <source>A pollinated area has four terrain spaces arranged in a 2×2 square. None of these four spaces can be used again to attract a leaf dweller.</source>
        <translation>Zapylony sektor ma cztery pola terenu ułożone w kwadrat 2×2. Żadnego z tych czterech pól nie można ponownie użyć do przyciągnięcia mieszkańca liści.</translation>
    </message>
    <message>
        <source>Restless</source>
        <translation>Niespokojny</translation>
    </message>
    <message>
        <source>You have a pollinated area of at least 5 terrain spaces.</source>
        <translation>Masz zapylony sektor liczący co najmniej 5 pól terenu.</translation>
    </message>
    <message>
        <source>Flirty</source>
        <translation>Zalotny</translation>
    </message>
    <message>
        <source>Four spaces of four different kinds (a puddle counts as a kind) form a 2×2 square. None of the four can be used again for a leaf dweller.</source>
        <translation>Cztery pola czterech różnych rodzajów (kałuża liczy się jako rodzaj) tworzą kwadrat 2×2. Żadnego z tych czterech pól nie można ponownie użyć dla mieszkańca liści.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Biegacz</translation>
    </message>
    <message>
        <source>A pollinated area has 4 terrain spaces in a straight row, horizontally or vertically.</source>
        <translation>Zapylony sektor ma 4 pola terenu w jednej prostej linii, poziomo lub pionowo.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gospodarz</translation>
    </message>
    <message>
        <source>An area of any size contains at least 2 mushrooms. The area need not be pollinated.</source>
        <translation>Sektor dowolnej wielkości zawiera co najmniej 2 grzyby. Sektor nie musi być zapylony.</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Odkrywca</translation>
    </message>
    <message>
        <source>A line contains 3 mushrooms, whatever the distance between them. Mushrooms without an Explorer may be used again later.</source>
        <translation>W jednej linii leżą 3 grzyby, niezależnie od odległości między nimi. Grzyby bez Odkrywcy można później użyć ponownie.</translation>
    </message>
    <message>
        <source>Collector</source>
        <translation>Kolekcjoner</translation>
    </message>
    <message>
        <source>Two mushrooms form a diagonal (touch corner to corner). The mushroom left without the pawn may be used again later.</source>
        <translation>Dwa grzyby tworzą przekątną (stykają się rogami). Grzyb, na którym nie stanął pionek, można później użyć ponownie.</translation>
    </message>
    <message>
        <source>Loner</source>
        <translation>Samotnik</translation>
    </message>
    <message>
        <source>A space with a mushroom is surrounded by 8 spaces of any kind, none of them with a mushroom.</source>
        <translation>Pole z grzybem jest otoczone 8 polami dowolnego rodzaju, z których żadne nie ma grzyba.</translation>
    </message>
    <message>
        <source>Diver</source>
        <translation>Nurek</translation>
    </message>
    <message>
        <source>You create a puddle of 2 or more orthogonally adjacent puddle spaces. No new dweller when that puddle grows later.</source>
        <translation>Tworzysz kałużę z 2 lub więcej pól kałuży sąsiadujących bokami. Gdy ta kałuża później się powiększy, nie pojawia się nowy mieszkaniec.</translation>
    </message>
    <message>
        <source>Skipper</source>
        <translation>Skoczek</translation>
    </message>
    <message>
        <source>Two puddles are aligned with exactly one terrain space between them. Puddles may be used again.</source>
        <translation>Dwie kałuże leżą w jednej linii z dokładnie jednym polem terenu między nimi. Kałuże można używać ponownie.</translation>
    </message>
    <message>
        <source>Friendly</source>
        <translation>Przyjazny</translation>
    </message>
    <message>
        <source>Two puddles form a diagonal (touch corner to corner). The puddle left empty may be used again later.</source>
        <translation>Dwie kałuże tworzą przekątną (stykają się rogami). Kałużę, która pozostała pusta, można później użyć ponownie.</translation>
    </message>
    <message>
        <source>Shy</source>
        <translation>Nieśmiały</translation>
    </message>
    <message>
        <source>A puddle is surrounded by 8 terrain spaces (no puddle among them).</source>
        <translation>Kałuża jest otoczona 8 polami terenu (bez żadnej kałuży wśród nich).</translation>
    </message>
    <message>
        <source>Choose one of the highlighted places for the dweller</source>
        <translation>Wybierz jedno z podświetlonych miejsc dla mieszkańca</translation>
    </message>
    <message>
        <source>First choose where the dweller goes</source>
        <translation>Najpierw wybierz, dokąd trafia mieszkaniec</translation>
    </message>
    <message>
        <source>That tile is not in the market</source>
        <translation>Tej płytki nie ma na targu</translation>
    </message>
    <message>
        <source>Choose a tile of the market first</source>
        <translation>Najpierw wybierz płytkę z targu</translation>
    </message>
    <message>
        <source>Place the tile you chose first</source>
        <translation>Najpierw połóż wybraną płytkę</translation>
    </message>
    <message>
        <source>That is not the tile you chose</source>
        <translation>To nie jest wybrana płytka</translation>
    </message>
    <message>
        <source>This tile cannot be turned over: place it face up</source>
        <translation>Tej płytki nie można odwrócić: połóż ją awersem do góry</translation>
    </message>
    <message>
        <source>A tile must share a full side with a tile of your garden (a corner is not enough)</source>
        <translation>Płytka musi stykać się całym bokiem z płytką twojego ogrodu (sam róg nie wystarczy)</translation>
    </message>
    <message>
        <source>takes tile {tile} from the market</source>
        <translation>bierze płytkę {tile} z rynku</translation>
    </message>
    <message>
        <source>The bag is empty and the market cannot be refilled: the game ends</source>
        <translation>Woreczek jest pusty i nie da się uzupełnić rynku: gra się kończy</translation>
    </message>
    <message>
        <source>Tile {tile} drawn from the bag into the market</source>
        <translation>Płytka {tile} wyciągnięta z woreczka na rynek</translation>
    </message>
    <message>
        <source>Last round: the bag holds too few tiles for another round</source>
        <translation>Ostatnia runda: w woreczku jest za mało płytek na kolejną rundę</translation>
    </message>
    <message>
        <source>A bee arrives in the new pollinated {colour} sector</source>
        <translation>Pszczoła przylatuje do nowego zapylonego sektora ({colour})</translation>
    </message>
    <message>
        <source>{card} arrives at the centre of the square at {at}</source>
        <translation>{card} pojawia się w środku kwadratu przy polu {at}</translation>
    </message>
    <message>
        <source>{card} arrives in the area at {at}</source>
        <translation>{card} pojawia się w sektorze na polu {at}</translation>
    </message>
    <message>
        <source>{card} arrives on {at}</source>
        <translation>{card} pojawia się na polu {at}</translation>
    </message>
    <message>
        <source>Choose a tile from the market</source>
        <translation>Wybierz płytkę z rynku</translation>
    </message>
    <message>
        <source>Place {tile}: flip or rotate it, then click a highlighted position</source>
        <translation>Połóż płytkę {tile}: odwróć ją lub obróć, a potem kliknij podświetloną pozycję</translation>
    </message>
    <message>
        <source>{card}: choose the square that attracts the dweller</source>
        <translation>{card}: wybierz kwadrat, który przyciąga mieszkańca</translation>
    </message>
    <message>
        <source>{card}: choose the field that takes the pawn</source>
        <translation>{card}: wybierz pole, na którym stanie pionek</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>świetny</translation>
    </message>
    <message>
        <source>good</source>
        <translation>dobry</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>niedokładność</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>the move shown on the board</source>
        <translation>ruch zaznaczony na planszy</translation>
    </message>
    <message>
        <source>{first}, then {next}</source>
        <translation>{first}, potem {next}</translation>
    </message>
    <message>
        <source>{move} (the rest of the turn depends on what is drawn)</source>
        <translation>{move} (reszta tury zależy od tego, co zostanie dobrane)</translation>
    </message>
    <message>
        <source>level on points after this turn</source>
        <translation>remis w punktach po tej turze</translation>
    </message>
    <message>
        <source>level in expected points</source>
        <translation>remis w punktach oczekiwanych</translation>
    </message>
    <message>
        <source>level on the score table</source>
        <translation>remis w tabeli wyników</translation>
    </message>
    <message>
        <source>{expected}, {table}</source>
        <translation>{expected}, {table}</translation>
    </message>
    <message>
        <source>the best move found: +{points} over the next best</source>
        <translation>najlepszy znaleziony ruch: +{points} względem następnego</translation>
    </message>
    <message>
        <source>plays for later turns: another move gains {points} more now</source>
        <translation>gra na przyszłe tury: inny ruch dałby teraz o {points} więcej</translation>
    </message>
    <message>
        <source>sets up a turn worth +{points}</source>
        <translation>przygotowuje turę wartą +{points}</translation>
    </message>
    <message>
        <source>improves your position: +{points}</source>
        <translation>poprawia twoją pozycję: +{points}</translation>
    </message>
    <message>
        <source>the strongest move the computer player found</source>
        <translation>najsilniejszy ruch znaleziony przez gracza komputerowego</translation>
    </message>
    <message>
        <source>this file is not a picture the app can read (PNG, JPEG, WebP or BMP)</source>
        <translation>ten plik nie jest obrazem, który aplikacja potrafi odczytać (PNG, JPEG, WebP lub BMP)</translation>
    </message>
    <message numerus="yes">
        <source>%n ahead on the score table</source>
        <translation>
            <numerusform>%n punkt przewagi w tabeli wyników</numerusform>
            <numerusform>%n punkty przewagi w tabeli wyników</numerusform>
            <numerusform>%n punktów przewagi w tabeli wyników</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n behind on the score table</source>
        <translation>
            <numerusform>%n punkt straty w tabeli wyników</numerusform>
            <numerusform>%n punkty straty w tabeli wyników</numerusform>
            <numerusform>%n punktów straty w tabeli wyników</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n channels; the game has {limit}</source>
        <translation>
            <numerusform>%n kanał; gra ma ich {limit}</numerusform>
            <numerusform>%n kanały; gra ma ich {limit}</numerusform>
            <numerusform>%n kanałów; gra ma ich {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices left over: the replay asked for {used}</source>
        <translation>
            <numerusform>%n zbędny wybór: odtworzenie potrzebowało {used}</numerusform>
            <numerusform>%n zbędne wybory: odtworzenie potrzebowało {used}</numerusform>
            <numerusform>%n zbędnych wyborów: odtworzenie potrzebowało {used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries; seats in this game: {seats}</source>
        <translation>
            <numerusform>%n wpis; miejsc w tej grze: {seats}</numerusform>
            <numerusform>%n wpisy; miejsc w tej grze: {seats}</numerusform>
            <numerusform>%n wpisów; miejsc w tej grze: {seats}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expansions; the storage holds at most {limit}</source>
        <translation>
            <numerusform>%n kafel ogrodu; magazyn mieści najwyżej {limit}</numerusform>
            <numerusform>%n kafle ogrodu; magazyn mieści najwyżej {limit}</numerusform>
            <numerusform>%n kafli ogrodu; magazyn mieści najwyżej {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hummingbirds nest on tile {at} (now {total})</source>
        <translation>
            <numerusform>%n koliber gniazduje na płytce {at} (teraz {total})</numerusform>
            <numerusform>%n kolibry gniazdują na płytce {at} (teraz {total})</numerusform>
            <numerusform>%n kolibrów gniazduje na płytce {at} (teraz {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items; allowed: at most {limit}</source>
        <translation>
            <numerusform>%n element; dozwolone: najwyżej {limit}</numerusform>
            <numerusform>%n elementy; dozwolone: najwyżej {limit}</numerusform>
            <numerusform>%n elementów; dozwolone: najwyżej {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items; needed: at least {limit}</source>
        <translation>
            <numerusform>%n element; potrzeba: co najmniej {limit}</numerusform>
            <numerusform>%n elementy; potrzeba: co najmniej {limit}</numerusform>
            <numerusform>%n elementów; potrzeba: co najmniej {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jokers</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokery</numerusform>
            <numerusform>%n jokerów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layouts, players: {people}; give one per person or a single layout</source>
        <translation>
            <numerusform>%n układ, liczba graczy: {people}; podaj jeden układ na osobę albo jeden wspólny</numerusform>
            <numerusform>%n układy, liczba graczy: {people}; podaj jeden układ na osobę albo jeden wspólny</numerusform>
            <numerusform>%n układów, liczba graczy: {people}; podaj jeden układ na osobę albo jeden wspólny</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission cards; a player holds 2</source>
        <translation>
            <numerusform>%n karta misji; każda osoba ma 2</numerusform>
            <numerusform>%n karty misji; każda osoba ma 2</numerusform>
            <numerusform>%n kart misji; każda osoba ma 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more bees: one for each older {colour} sector</source>
        <translation>
            <numerusform>%n pszczoła więcej, po jednej za każdy wcześniejszy sektor ({colour})</numerusform>
            <numerusform>%n pszczoły więcej, po jednej za każdy wcześniejszy sektor ({colour})</numerusform>
            <numerusform>%n pszczół więcej, po jednej za każdy wcześniejszy sektor ({colour})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawns</source>
        <translation>
            <numerusform>%n pionek</numerusform>
            <numerusform>%n pionki</numerusform>
            <numerusform>%n pionków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players; this game takes {low} to {high}</source>
        <translation>
            <numerusform>%n gracz; w tę grę gra od {low} do {high} osób</numerusform>
            <numerusform>%n graczy; w tę grę gra od {low} do {high} osób</numerusform>
            <numerusform>%n graczy; w tę grę gra od {low} do {high} osób</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pollinated sectors</source>
        <translation>
            <numerusform>%n zapylony sektor</numerusform>
            <numerusform>%n zapylone sektory</numerusform>
            <numerusform>%n zapylonych sektorów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printed spaces leave too few free spaces for the tiles of a game ({rounds}): at most {limit}</source>
        <translation>
            <numerusform>%n nadrukowane pole zostawia za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}</numerusform>
            <numerusform>%n nadrukowane pola zostawiają za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}</numerusform>
            <numerusform>%n nadrukowanych pól zostawia za mało wolnych pól na płytki jednej gry ({rounds}): najwyżej {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seats given; seats in this game: {seats}</source>
        <translation>
            <numerusform>podano %n miejsce; miejsca w tej grze: {seats}</numerusform>
            <numerusform>podano %n miejsca; miejsca w tej grze: {seats}</numerusform>
            <numerusform>podano %n miejsc; miejsca w tej grze: {seats}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suns</source>
        <translation>
            <numerusform>%n słońce</numerusform>
            <numerusform>%n słońca</numerusform>
            <numerusform>%n słońc</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n płytka</numerusform>
            <numerusform>%n płytki</numerusform>
            <numerusform>%n płytek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles; the storage holds at most {limit}</source>
        <translation>
            <numerusform>%n płytka; magazyn mieści najwyżej {limit}</numerusform>
            <numerusform>%n płytki; magazyn mieści najwyżej {limit}</numerusform>
            <numerusform>%n płytek; magazyn mieści najwyżej {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} bamboo sections; the game has {limit}</source>
        <translation>
            <numerusform>%n segment bambusa ({colour}); gra ma ich {limit}</numerusform>
            <numerusform>%n segmenty bambusa ({colour}); gra ma ich {limit}</numerusform>
            <numerusform>%n segmentów bambusa ({colour}); gra ma ich {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots with a printed {improvement}; the game has {limit}</source>
        <translation>
            <numerusform>%n pole ({colour}) z nadrukowanym usprawnieniem {improvement}; gra ma ich {limit}</numerusform>
            <numerusform>%n pola ({colour}) z nadrukowanym usprawnieniem {improvement}; gra ma ich {limit}</numerusform>
            <numerusform>%n pól ({colour}) z nadrukowanym usprawnieniem {improvement}; gra ma ich {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots without a printed improvement; the game has {limit}</source>
        <translation>
            <numerusform>%n pole ({colour}) bez nadrukowanego usprawnienia; gra ma ich {limit}</numerusform>
            <numerusform>%n pola ({colour}) bez nadrukowanego usprawnienia; gra ma ich {limit}</numerusform>
            <numerusform>%n pól ({colour}) bez nadrukowanego usprawnienia; gra ma ich {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots; the game has {limit}</source>
        <translation>
            <numerusform>%n pole ({colour}); gra ma ich {limit}</numerusform>
            <numerusform>%n pola ({colour}); gra ma ich {limit}</numerusform>
            <numerusform>%n pól ({colour}); gra ma ich {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} stalks of 3</source>
        <translation>
            <numerusform>%n pęd z 3 segmentów ({colour})</numerusform>
            <numerusform>%n pędy z 3 segmentów ({colour})</numerusform>
            <numerusform>%n pędów z 3 segmentów ({colour})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {improvement} tokens; the game has {limit}</source>
        <translation>
            <numerusform>%n żeton ({improvement}); gra ma ich {limit}</numerusform>
            <numerusform>%n żetony ({improvement}); gra ma ich {limit}</numerusform>
            <numerusform>%n żetonów ({improvement}); gra ma ich {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An expansion from the supply costs %n points</source>
        <translation>
            <numerusform>Kafel ogrodu z zapasu kosztuje %n punkt</numerusform>
            <numerusform>Kafel ogrodu z zapasu kosztuje %n punkty</numerusform>
            <numerusform>Kafel ogrodu z zapasu kosztuje %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n more: hexagons of the same colour or the same pattern, or jokers</source>
        <translation>
            <numerusform>Zapłać jeszcze %n: heksy tego samego koloru lub wzoru albo jokery</numerusform>
            <numerusform>Zapłać jeszcze %n: heksy tego samego koloru lub wzoru albo jokery</numerusform>
            <numerusform>Zapłać jeszcze %n: heksy tego samego koloru lub wzoru albo jokery</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place the tokens you took (%n left): a token in your hand, then a highlighted space</source>
        <translation>
            <numerusform>Połóż wzięte żetony (został %n): żeton z ręki, a potem podświetlone pole</numerusform>
            <numerusform>Połóż wzięte żetony (zostały %n): żeton z ręki, a potem podświetlone pole</numerusform>
            <numerusform>Połóż wzięte żetony (zostało %n): żeton z ręki, a potem podświetlone pole</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tile {tile} laid at {at} (side {side}, %n quarter turns)</source>
        <translation>
            <numerusform>Płytka {tile} położona na pozycji {at} (strona {side}, %n obrót o 90°)</numerusform>
            <numerusform>Płytka {tile} położona na pozycji {at} (strona {side}, %n obroty o 90°)</numerusform>
            <numerusform>Płytka {tile} położona na pozycji {at} (strona {side}, %n obrotów o 90°)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may hold at most %n incomplete cards</source>
        <translation>
            <numerusform>Możesz mieć najwyżej %n niekompletną kartę</numerusform>
            <numerusform>Możesz mieć najwyżej %n niekompletne karty</numerusform>
            <numerusform>Możesz mieć najwyżej %n niekompletnych kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a hand holds at most %n objectives</source>
        <translation>
            <numerusform>na ręce może być najwyżej %n cel</numerusform>
            <numerusform>na ręce mogą być najwyżej %n cele</numerusform>
            <numerusform>na ręce może być najwyżej %n celów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ahead by %n in expected points</source>
        <translation>
            <numerusform>%n punkt przewagi w punktach oczekiwanych</numerusform>
            <numerusform>%n punkty przewagi w punktach oczekiwanych</numerusform>
            <numerusform>%n punktów przewagi w punktach oczekiwanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ahead by %n points after this turn</source>
        <translation>
            <numerusform>%n punkt przewagi po tej turze</numerusform>
            <numerusform>%n punkty przewagi po tej turze</numerusform>
            <numerusform>%n punktów przewagi po tej turze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more problems</source>
        <translation>
            <numerusform>oraz %n dalszy problem</numerusform>
            <numerusform>oraz %n dalsze problemy</numerusform>
            <numerusform>oraz %n dalszych problemów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>behind by %n in expected points</source>
        <translation>
            <numerusform>%n punkt straty w punktach oczekiwanych</numerusform>
            <numerusform>%n punkty straty w punktach oczekiwanych</numerusform>
            <numerusform>%n punktów straty w punktach oczekiwanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>behind by %n points after this turn</source>
        <translation>
            <numerusform>%n punkt straty po tej turze</numerusform>
            <numerusform>%n punkty straty po tej turze</numerusform>
            <numerusform>%n punktów straty po tej turze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>buy an expansion from the supply for %n points and place it face down in area {area}</source>
        <translation>
            <numerusform>kup kafel ogrodu z zapasu za %n punkt i połóż go rewersem do góry na obszarze {area}</numerusform>
            <numerusform>kup kafel ogrodu z zapasu za %n punkty i połóż go rewersem do góry na obszarze {area}</numerusform>
            <numerusform>kup kafel ogrodu z zapasu za %n punktów i połóż go rewersem do góry na obszarze {area}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard {items} and lose %n points</source>
        <translation>
            <numerusform>odrzuć: {items}; strać %n punkt</numerusform>
            <numerusform>odrzuć: {items}; strać %n punkty</numerusform>
            <numerusform>odrzuć: {items}; strać %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discards {items} and loses %n points</source>
        <translation>
            <numerusform>odrzuca: {items}; traci %n punkt</numerusform>
            <numerusform>odrzuca: {items}; traci %n punkty</numerusform>
            <numerusform>odrzuca: {items}; traci %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draws %n plots</source>
        <translation>
            <numerusform>dobiera %n pole</numerusform>
            <numerusform>dobiera %n pola</numerusform>
            <numerusform>dobiera %n pól</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n items, found {count}</source>
        <translation>
            <numerusform>oczekiwano %n elementu, znaleziono: {count}</numerusform>
            <numerusform>oczekiwano %n elementów, znaleziono: {count}</numerusform>
            <numerusform>oczekiwano %n elementów, znaleziono: {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a list of %n items</source>
        <translation>
            <numerusform>oczekiwano listy, która ma %n element</numerusform>
            <numerusform>oczekiwano listy, która ma %n elementy</numerusform>
            <numerusform>oczekiwano listy, która ma %n elementów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a list of %n whole numbers</source>
        <translation>
            <numerusform>oczekiwano listy, która ma %n liczbę całkowitą</numerusform>
            <numerusform>oczekiwano listy, która ma %n liczby całkowite</numerusform>
            <numerusform>oczekiwano listy, która ma %n liczb całkowitych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n empty spaces left: the game ends after this round</source>
        <translation>
            <numerusform>zostało %n puste pole; gra kończy się po tej rundzie</numerusform>
            <numerusform>zostały %n puste pola; gra kończy się po tej rundzie</numerusform>
            <numerusform>zostało %n pustych pól; gra kończy się po tej rundzie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is longer than %n characters</source>
        <translation>
            <numerusform>ma więcej niż %n znak</numerusform>
            <numerusform>ma więcej niż %n znaki</numerusform>
            <numerusform>ma więcej niż %n znaków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is shorter than %n characters</source>
        <translation>
            <numerusform>ma mniej niż %n znak</numerusform>
            <numerusform>ma mniej niż %n znaki</numerusform>
            <numerusform>ma mniej niż %n znaków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lay tile {tile} {side} up, turned %n quarter turns, at {at}</source>
        <translation>
            <numerusform>połóż płytkę {tile} na pozycji {at}: {side} do góry, %n obrót o 90°</numerusform>
            <numerusform>połóż płytkę {tile} na pozycji {at}: {side} do góry, %n obroty o 90°</numerusform>
            <numerusform>połóż płytkę {tile} na pozycji {at}: {side} do góry, %n obrotów o 90°</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pays %n points for an expansion from the supply and places it face down in area {area}</source>
        <translation>
            <numerusform>płaci %n punkt za kafel ogrodu z zapasu i kładzie go rewersem do góry na obszarze {area}</numerusform>
            <numerusform>płaci %n punkty za kafel ogrodu z zapasu i kładzie go rewersem do góry na obszarze {area}</numerusform>
            <numerusform>płaci %n punktów za kafel ogrodu z zapasu i kładzie go rewersem do góry na obszarze {area}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>returns the %n tokens left on the central board to the box</source>
        <translation>
            <numerusform>odkłada do pudełka %n żeton pozostały na planszy centralnej</numerusform>
            <numerusform>odkłada do pudełka %n żetony pozostałe na planszy centralnej</numerusform>
            <numerusform>odkłada do pudełka %n żetonów pozostałych na planszy centralnej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round {round} scoring: %n points for {criteria} and {pavilions} for visible pavilions</source>
        <translation>
            <numerusform>punktacja rundy {round}: %n punkt (kryteria: {criteria}) i {pavilions} za widoczne pawilony</numerusform>
            <numerusform>punktacja rundy {round}: %n punkty (kryteria: {criteria}) i {pavilions} za widoczne pawilony</numerusform>
            <numerusform>punktacja rundy {round}: %n punktów (kryteria: {criteria}) i {pavilions} za widoczne pawilony</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n points</source>
        <translation>
            <numerusform>zdobywa %n punkt</numerusform>
            <numerusform>zdobywa %n punkty</numerusform>
            <numerusform>zdobywa %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n points: {suns}</source>
        <translation>
            <numerusform>zdobywa %n punkt, czyli {suns}</numerusform>
            <numerusform>zdobywa %n punkty, czyli {suns}</numerusform>
            <numerusform>zdobywa %n punktów, czyli {suns}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surrounds the {element} on {cell}: {gained} of %n jokers</source>
        <translation>
            <numerusform>otacza element {element} na polu {cell}: {gained} z %n jokera</numerusform>
            <numerusform>otacza element {element} na polu {cell}: {gained} z %n jokerów</numerusform>
            <numerusform>otacza element {element} na polu {cell}: {gained} z %n jokerów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>take tile {tile} from the market and lay it {side} up, turned %n quarter turns, at {at}</source>
        <translation>
            <numerusform>weź płytkę {tile} z rynku i połóż ją na pozycji {at}: {side} do góry, %n obrót o 90°</numerusform>
            <numerusform>weź płytkę {tile} z rynku i połóż ją na pozycji {at}: {side} do góry, %n obroty o 90°</numerusform>
            <numerusform>weź płytkę {tile} z rynku i połóż ją na pozycji {at}: {side} do góry, %n obrotów o 90°</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the Emperor goes to a player with at least %n completed objectives; {name} has {count}</source>
        <translation>
            <numerusform>karta cesarza wymaga co najmniej %n wykonanego celu; {name} ma ich {count}</numerusform>
            <numerusform>karta cesarza wymaga co najmniej %n wykonanych celów; {name} ma ich {count}</numerusform>
            <numerusform>karta cesarza wymaga co najmniej %n wykonanych celów; {name} ma ich {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the file is too large (%n bytes)</source>
        <translation>
            <numerusform>plik jest za duży (%n bajt)</numerusform>
            <numerusform>plik jest za duży (%n bajty)</numerusform>
            <numerusform>plik jest za duży (%n bajtów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the garden reaches more than %n tiles away from its starting tile</source>
        <translation>
            <numerusform>ogród sięga ponad %n płytkę od płytki startowej</numerusform>
            <numerusform>ogród sięga ponad %n płytki od płytki startowej</numerusform>
            <numerusform>ogród sięga ponad %n płytek od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the message is longer than %n bytes</source>
        <translation>
            <numerusform>wiadomość ma więcej niż %n bajt</numerusform>
            <numerusform>wiadomość ma więcej niż %n bajty</numerusform>
            <numerusform>wiadomość ma więcej niż %n bajtów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the name is longer than %n characters</source>
        <translation>
            <numerusform>imię jest dłuższe niż %n znak</numerusform>
            <numerusform>imię jest dłuższe niż %n znaki</numerusform>
            <numerusform>imię jest dłuższe niż %n znaków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the path is longer than %n characters</source>
        <translation>
            <numerusform>ścieżka ma więcej niż %n znak</numerusform>
            <numerusform>ścieżka ma więcej niż %n znaki</numerusform>
            <numerusform>ścieżka ma więcej niż %n znaków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the picture is too large ({width} × %n pixels)</source>
        <translation>
            <numerusform>obraz jest za duży ({width} × %n piksel)</numerusform>
            <numerusform>obraz jest za duży ({width} × %n piksele)</numerusform>
            <numerusform>obraz jest za duży ({width} × %n pikseli)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {hexagon} expansion is entered %n times ({places}); the game has one</source>
        <translation>
            <numerusform>kafel ogrodu „{hexagon}” wprowadzono %n raz ({places}); gra ma tylko jeden</numerusform>
            <numerusform>kafel ogrodu „{hexagon}” wprowadzono %n razy ({places}); gra ma tylko jeden</numerusform>
            <numerusform>kafel ogrodu „{hexagon}” wprowadzono %n razy ({places}); gra ma tylko jeden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tiles: {tiles}, jokers: {jokers}; the storage holds at most %n tiles and jokers together</source>
        <translation>
            <numerusform>płytki: {tiles}, jokery: {jokers}; magazyn mieści łącznie najwyżej %n płytkę lub jokera</numerusform>
            <numerusform>płytki: {tiles}, jokery: {jokers}; magazyn mieści łącznie najwyżej %n płytki lub jokery</numerusform>
            <numerusform>płytki: {tiles}, jokery: {jokers}; magazyn mieści łącznie najwyżej %n płytek lub jokerów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hexagon}: %n tiles are entered; the game has {copies}</source>
        <translation>
            <numerusform>{hexagon}: wprowadzono %n płytkę; gra ma ich {copies}</numerusform>
            <numerusform>{hexagon}: wprowadzono %n płytki; gra ma ich {copies}</numerusform>
            <numerusform>{hexagon}: wprowadzono %n płytek; gra ma ich {copies}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} reached %n objectives but nobody holds the Emperor card</source>
        <translation>
            <numerusform>{names}: osiągnięto %n cel, ale nikt nie ma karty cesarza</numerusform>
            <numerusform>{names}: osiągnięto %n cele, ale nikt nie ma karty cesarza</numerusform>
            <numerusform>{names}: osiągnięto %n celów, ale nikt nie ma karty cesarza</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n cubes are marked on the board but the cards account for {expected}</source>
        <translation>
            <numerusform>{name}: na planszy zaznaczono %n kostkę, ale z kart wynika {expected}</numerusform>
            <numerusform>{name}: na planszy zaznaczono %n kostki, ale z kart wynika {expected}</numerusform>
            <numerusform>{name}: na planszy zaznaczono %n kostek, ale z kart wynika {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n hummingbirds counted, but the board holds {computed}</source>
        <translation>
            <numerusform>{name}: policzono %n kolibra, ale na planszy jest ich {computed}</numerusform>
            <numerusform>{name}: policzono %n kolibry, ale na planszy jest ich {computed}</numerusform>
            <numerusform>{name}: policzono %n kolibrów, ale na planszy jest ich {computed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the garden has %n tiles; a finished garden has 13</source>
        <translation>
            <numerusform>{name}: ogród ma %n płytkę; ukończony ogród ma 13</numerusform>
            <numerusform>{name}: ogród ma %n płytki; ukończony ogród ma 13</numerusform>
            <numerusform>{name}: ogród ma %n płytek; ukończony ogród ma 13</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n incomplete cards; the rules allow at most {limit}</source>
        <translation>
            <numerusform>{name}: %n nieukończona karta; zasady pozwalają najwyżej na {limit}</numerusform>
            <numerusform>{name}: %n nieukończone karty; zasady pozwalają najwyżej na {limit}</numerusform>
            <numerusform>{name}: %n nieukończonych kart; zasady pozwalają najwyżej na {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n filled spaces; a finished garden has {expected}</source>
        <translation>
            <numerusform>{player}: %n zajęte pole; ukończony ogród ma ich {expected}</numerusform>
            <numerusform>{player}: %n zajęte pola; ukończony ogród ma ich {expected}</numerusform>
            <numerusform>{player}: %n zajętych pól; ukończony ogród ma ich {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n gardeners; tiles placed in a game: at most {most}</source>
        <translation>
            <numerusform>{player}: %n ogrodnik; płytek układanych w grze: najwyżej {most}</numerusform>
            <numerusform>{player}: %n ogrodników; płytek układanych w grze: najwyżej {most}</numerusform>
            <numerusform>{player}: %n ogrodników; płytek układanych w grze: najwyżej {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n mission cards; each player keeps 2</source>
        <translation>
            <numerusform>{player}: %n karta misji; każda osoba zatrzymuje 2</numerusform>
            <numerusform>{player}: %n karty misji; każda osoba zatrzymuje 2</numerusform>
            <numerusform>{player}: %n kart misji; każda osoba zatrzymuje 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} is more than card {card}&apos;s %n slots</source>
        <translation>
            <numerusform>{value} to więcej niż %n miejsce na karcie {card}</numerusform>
            <numerusform>{value} to więcej niż %n miejsca na karcie {card}</numerusform>
            <numerusform>{value} to więcej niż %n miejsc na karcie {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>That belongs to another player</source>
        <translation>To należy do innej osoby</translation>
    </message>
    <message>
        <source>{cell} is farther from the pond than any plot can be</source>
        <translation>{cell} leży dalej od stawu, niż może leżeć jakiekolwiek pole</translation>
    </message>
    <message>
        <source>{card} is not a {deck} card</source>
        <translation>{card} nie jest kartą typu {deck}</translation>
    </message>
    <message>
        <source>{card} is in the position twice</source>
        <translation>{card} występuje w pozycji dwa razy</translation>
    </message>
    <message>
        <source>the irrigated plots follow from the garden (next to the pond, a channel or a watershed): {cells}</source>
        <translation>nawodnione pola wynikają z ogrodu (obok stawu, kanału lub ze zbiornikiem wodnym): {cells}</translation>
    </message>
    <message>
        <source>is -1 exactly when nobody holds the Emperor card</source>
        <translation>wynosi -1 dokładnie wtedy, gdy nikt nie ma karty Cesarza</translation>
    </message>
    <message>
        <source>cannot be empty in the {phase} phase</source>
        <translation>nie może być puste w fazie {phase}</translation>
    </message>
    <message>
        <source>a review must be one JSON object</source>
        <translation>przegląd musi być jednym obiektem JSON</translation>
    </message>
    <message>
        <source>is not a part of a review</source>
        <translation>nie jest częścią przeglądu</translation>
    </message>
    <message>
        <source>is not a review this version can read</source>
        <translation>nie jest przeglądem, który ta wersja potrafi odczytać</translation>
    </message>
    <message>
        <source>is the review of another game</source>
        <translation>jest przeglądem innej gry</translation>
    </message>
    <message>
        <source>was computed with another budget</source>
        <translation>została obliczona z innym budżetem pracy</translation>
    </message>
    <message>
        <source>must judge every move of the persons</source>
        <translation>musi oceniać każdy ruch ludzi</translation>
    </message>
    <message>
        <source>must be an object with index, best and loss</source>
        <translation>musi być obiektem z index, best i loss</translation>
    </message>
    <message>
        <source>is not a move of a person in this game</source>
        <translation>nie jest ruchem człowieka w tej grze</translation>
    </message>
    <message>
        <source>is not a loss of points</source>
        <translation>nie jest stratą punktów</translation>
    </message>
    <message>
        <source>is not a legal move there</source>
        <translation>nie jest tam dozwolonym ruchem</translation>
    </message>
    <message>
        <source>take {tokens} from central space {space}</source>
        <translation>weź z pola centralnego {space}: {tokens}</translation>
    </message>
    <message>
        <source>place a {colour} token on {cell}</source>
        <translation>połóż żeton ({colour}) na polu {cell}</translation>
    </message>
    <message>
        <source>take the {card} card</source>
        <translation>weź kartę {card}</translation>
    </message>
    <message>
        <source>place a cube from the {card} card on {cell}</source>
        <translation>połóż kostkę z karty {card} na polu {cell}</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>zakończ turę</translation>
    </message>
    <message>
        <source>discard the {card} card and end the turn</source>
        <translation>odrzuć kartę {card} i zakończ turę</translation>
    </message>
    <message>
        <source>keep the {card}</source>
        <translation>zatrzymaj kartę {card}</translation>
    </message>
    <message>
        <source>play the card {card}</source>
        <translation>zagraj kartę {card}</translation>
    </message>
    <message>
        <source>take the {element} from row {row} ({colour}, {side})</source>
        <translation>weź płytkę {element} z wiersza {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>place it on {cell}</source>
        <translation>połóż ją na polu {cell}</translation>
    </message>
    <message>
        <source>place the gardener on {cell}</source>
        <translation>połóż ogrodnika na polu {cell}</translation>
    </message>
    <message>
        <source>move the {element} noble from row {start} to row {end}</source>
        <translation>przesuń szlachcica (kolumna: {element}) z wiersza {start} do wiersza {end}</translation>
    </message>
    <message>
        <source>move the {element} noble from the terrace to row {end}</source>
        <translation>przesuń szlachcica (kolumna: {element}) z tarasu do wiersza {end}</translation>
    </message>
    <message>
        <source>move no noble</source>
        <translation>nie przesuwaj szlachcica</translation>
    </message>
    <message>
        <source>take the tile of display space {space}</source>
        <translation>weź płytkę z pola {space} wystawy</translation>
    </message>
    <message>
        <source>move the noble of column {col} to row {row}</source>
        <translation>przesuń szlachcica z kolumny {col} do wiersza {row}</translation>
    </message>
    <message>
        <source>choose the weather: {face}</source>
        <translation>wybierz pogodę: {face}</translation>
    </message>
    <message>
        <source>do not use the weather</source>
        <translation>nie korzystaj z pogody</translation>
    </message>
    <message>
        <source>Rain: let the bamboo on {cell} grow</source>
        <translation>Deszcz: niech urośnie bambus w miejscu {cell}</translation>
    </message>
    <message>
        <source>Storm: put the panda on {cell}</source>
        <translation>Burza: przenieś pandę na miejsce {cell}</translation>
    </message>
    <message>
        <source>take an improvement token: {improvement}</source>
        <translation>weź żeton usprawnienia: {improvement}</translation>
    </message>
    <message>
        <source>take an irrigation channel</source>
        <translation>weź kanał nawadniający</translation>
    </message>
    <message>
        <source>keep the {plot}</source>
        <translation>zatrzymaj {plot}</translation>
    </message>
    <message>
        <source>place the {plot} on {cell}</source>
        <translation>połóż {plot} w miejscu {cell}</translation>
    </message>
    <message>
        <source>place a channel between {a} and {b}</source>
        <translation>połóż kanał między {a} a {b}</translation>
    </message>
    <message>
        <source>move the gardener to {cell}</source>
        <translation>przesuń ogrodnika na miejsce {cell}</translation>
    </message>
    <message>
        <source>move the panda to {cell}</source>
        <translation>przesuń pandę na miejsce {cell}</translation>
    </message>
    <message>
        <source>let the bamboo on {cell} grow</source>
        <translation>pozwól urosnąć bambusowi w miejscu {cell}</translation>
    </message>
    <message>
        <source>draw a {deck} objective</source>
        <translation>dobierz kartę celu ({deck})</translation>
    </message>
    <message>
        <source>place the {improvement} token on {cell}</source>
        <translation>połóż żeton usprawnienia ({improvement}) w miejscu {cell}</translation>
    </message>
    <message>
        <source>complete the objective “{name}”</source>
        <translation>wykonaj cel „{name}”</translation>
    </message>
    <message>
        <source>take the Plot action (draw 3 plots)</source>
        <translation>wykonaj akcję Pole (dobierz 3 pola)</translation>
    </message>
    <message>
        <source>keep drawn plot {number}</source>
        <translation>zatrzymaj dobrane pole {number}</translation>
    </message>
    <message>
        <source>front</source>
        <translation>awers</translation>
    </message>
    <message>
        <source>back</source>
        <translation>rewers</translation>
    </message>
    <message>
        <source>take tile {tile} from the market</source>
        <translation>weź płytkę {tile} z rynku</translation>
    </message>
    <message>
        <source>put the dweller&apos;s pawn on field {field}</source>
        <translation>postaw pionek mieszkańca na polu {field}</translation>
    </message>
    <message>
        <source>choose the square whose top left field is {at}</source>
        <translation>wybierz kwadrat, którego lewe górne pole to {at}</translation>
    </message>
    <message>
        <source>The host&apos;s certificate is not the one in the invitation; nothing was sent</source>
        <translation>Certyfikat gospodarza nie jest tym z zaproszenia; nic nie zostało wysłane</translation>
    </message>
    <message>
        <source>This is not an invitation: it is far too long</source>
        <translation>To nie jest zaproszenie: jest o wiele za długie</translation>
    </message>
    <message>
        <source>This is not an invitation of gardenapp: paste the whole line the host gave you</source>
        <translation>To nie jest zaproszenie gardenapp: wklej cały wiersz otrzymany od gospodarza</translation>
    </message>
    <message>
        <source>The invitation names a port that does not exist</source>
        <translation>Zaproszenie podaje port, który nie istnieje</translation>
    </message>
    <message>
        <source>The invitation names an address that does not exist</source>
        <translation>Zaproszenie podaje adres, który nie istnieje</translation>
    </message>
    <message>
        <source>the message must be a text frame</source>
        <translation>wiadomość musi być ramką tekstową</translation>
    </message>
    <message>
        <source>the message must be one JSON object</source>
        <translation>wiadomość musi być jednym obiektem JSON</translation>
    </message>
    <message>
        <source>protocol version {value} is not spoken here (this app speaks {version})</source>
        <translation>wersja protokołu {value} nie jest tu obsługiwana (ta aplikacja obsługuje wersję {version})</translation>
    </message>
    <message>
        <source>a text of the message cannot be read</source>
        <translation>nie można odczytać tekstu wiadomości</translation>
    </message>
    <message>
        <source>No table has this code; ask the host for a new invitation</source>
        <translation>Żaden stół nie ma tego kodu; poproś gospodarza o nowe zaproszenie</translation>
    </message>
    <message>
        <source>This connection is already at a table</source>
        <translation>To połączenie jest już przy stole</translation>
    </message>
    <message>
        <source>Join a seat or watch a table first</source>
        <translation>Najpierw zajmij miejsce lub obserwuj stół</translation>
    </message>
    <message>
        <source>Too many messages at once; wait a moment</source>
        <translation>Za dużo wiadomości naraz; poczekaj chwilę</translation>
    </message>
    <message>
        <source>The message could not be read</source>
        <translation>Nie udało się odczytać wiadomości</translation>
    </message>
    <message>
        <source>This host holds no more tables now</source>
        <translation>Ten gospodarz nie przyjmie teraz więcej stołów</translation>
    </message>
    <message>
        <source>The create key does not match</source>
        <translation>Klucz tworzenia się nie zgadza</translation>
    </message>
    <message>
        <source>The host could not do that</source>
        <translation>Gospodarz nie mógł tego zrobić</translation>
    </message>
    <message>
        <source>This table has as many watchers as it allows</source>
        <translation>Ten stół ma już tylu obserwatorów, ilu dopuszcza</translation>
    </message>
    <message>
        <source>The game at this table has not started yet</source>
        <translation>Gra przy tym stole jeszcze się nie zaczęła</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>To nie jest twoja tura</translation>
    </message>
    <message>
        <source>You are watching this table; watchers do not play</source>
        <translation>Obserwujesz ten stół; obserwatorzy nie grają</translation>
    </message>
    <message>
        <source>That seat is taken</source>
        <translation>To miejsce jest zajęte</translation>
    </message>
    <message>
        <source>The seat&apos;s secret does not match; use the invitation of this seat</source>
        <translation>Sekret miejsca się nie zgadza; użyj zaproszenia do tego miejsca</translation>
    </message>
    <message>
        <source>Every invited seat needs a player before the game starts</source>
        <translation>Każde zaproszone miejsce potrzebuje gracza, zanim gra się zacznie</translation>
    </message>
    <message>
        <source>The game at this table has already started</source>
        <translation>Gra przy tym stole już się zaczęła</translation>
    </message>
    <message>
        <source>The move could not be read</source>
        <translation>Nie udało się odczytać ruchu</translation>
    </message>
    <message>
        <source>The options are not valid for this game</source>
        <translation>Opcje nie są prawidłowe dla tej gry</translation>
    </message>
    <message>
        <source>The seats are not valid for this game</source>
        <translation>Miejsca nie są prawidłowe dla tej gry</translation>
    </message>
    <message>
        <source>This table has no seat {seat}</source>
        <translation>Ten stół nie ma miejsca {seat}</translation>
    </message>
    <message>
        <source>The name cannot be used</source>
        <translation>Tej nazwy nie można użyć</translation>
    </message>
    <message>
        <source>Only the host of this table may do that</source>
        <translation>Tylko gospodarz tego stołu może to zrobić</translation>
    </message>
    <message>
        <source>A computer player already plays this seat</source>
        <translation>Na tym miejscu gra już gracz komputerowy</translation>
    </message>
    <message>
        <source>This move was sent for an earlier position; the table is at move {n}</source>
        <translation>Ten ruch wysłano dla wcześniejszej pozycji; stół jest przy ruchu {n}</translation>
    </message>
    <message>
        <source>this is not a table saved by gardenapp</source>
        <translation>to nie jest stół zapisany przez gardenapp</translation>
    </message>
    <message>
        <source>the tile taken this turn is needed here</source>
        <translation>tu potrzebna jest płytka wzięta w tej turze</translation>
    </message>
    <message>
        <source>this garden has no empty cell for the tile taken</source>
        <translation>ten ogród nie ma wolnego pola na wziętą płytkę</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Rule</source>
        <translation>Zasada</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Zwycięstwo</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>the disk is full</source>
        <extracomment>(code, name in that language), in menu order. English is the source language.</extracomment>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>nie masz uprawnień do zapisu w tym miejscu</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>folder nie istnieje</translation>
    </message>
    <message>
        <source>that name is a folder</source>
        <translation>ta nazwa to folder</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>nazwa jest za długa</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Sanssouci</source>
        <translation>Sanssouci</translation>
    </message>
    <message>
        <source>Lay out the palace garden and lead your nobles to its best spots.</source>
        <translation>Urządź pałacowy ogród i poprowadź swoich szlachciców w jego najlepsze miejsca.</translation>
    </message>
    <message>
        <source>Azul: Queen&apos;s Garden</source>
        <translation>Azul: Ogród Królowej</translation>
    </message>
    <message>
        <source>Plant hexagonal tiles in groups of colours and patterns.</source>
        <translation>Sadź sześciokątne płytki w grupach kolorów i wzorów.</translation>
    </message>
    <message>
        <source>Harmonies</source>
        <translation>Harmonies</translation>
    </message>
    <message>
        <source>Build landscapes of tokens and give animals the habitats they need.</source>
        <translation>Buduj krajobrazy z żetonów i daj zwierzętom siedliska, których potrzebują.</translation>
    </message>
    <message>
        <source>Takenoko</source>
        <translation>Takenoko</translation>
    </message>
    <message>
        <source>Grow bamboo in the emperor&apos;s garden and keep the panda fed.</source>
        <translation>Uprawiaj bambus w ogrodzie cesarza i dbaj, by panda była najedzona.</translation>
    </message>
    <message>
        <source>Under the Leaves</source>
        <translation>Under the Leaves</translation>
    </message>
    <message>
        <source>Build a forest floor of tiles where small creatures thrive.</source>
        <translation>Ułóż z płytek leśne runo, w którym rozkwitają małe stworzenia.</translation>
    </message>
</context>
<context>
    <name>harmonies</name>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Gray</source>
        <translation>Szary</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Brązowy</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Puste</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Woda</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Tree of 1</source>
        <translation>Drzewo wysokości 1</translation>
    </message>
    <message>
        <source>Mountain of 1</source>
        <translation>Góra wysokości 1</translation>
    </message>
    <message>
        <source>Trunk</source>
        <translation>Pień</translation>
    </message>
    <message>
        <source>Lone red</source>
        <translation>Samotny czerwony</translation>
    </message>
    <message>
        <source>Mountain of 2</source>
        <translation>Góra wysokości 2</translation>
    </message>
    <message>
        <source>Two trunks</source>
        <translation>Dwa pnie</translation>
    </message>
    <message>
        <source>Tree of 2</source>
        <translation>Drzewo wysokości 2</translation>
    </message>
    <message>
        <source>Building on gray</source>
        <translation>Budynek na szarym</translation>
    </message>
    <message>
        <source>Building on brown</source>
        <translation>Budynek na brązowym</translation>
    </message>
    <message>
        <source>Building on red</source>
        <translation>Budynek na czerwonym</translation>
    </message>
    <message>
        <source>Mountain of 3</source>
        <translation>Góra wysokości 3</translation>
    </message>
    <message>
        <source>Tree of 3</source>
        <translation>Drzewo wysokości 3</translation>
    </message>
    <message>
        <source>water</source>
        <translation>woda</translation>
    </message>
    <message>
        <source>field</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>mountain of 1</source>
        <translation>góra wysokości 1</translation>
    </message>
    <message>
        <source>mountain of 2</source>
        <translation>góra wysokości 2</translation>
    </message>
    <message>
        <source>mountain of 3</source>
        <translation>góra wysokości 3</translation>
    </message>
    <message>
        <source>tree of 1</source>
        <translation>drzewo wysokości 1</translation>
    </message>
    <message>
        <source>tree of 2</source>
        <translation>drzewo wysokości 2</translation>
    </message>
    <message>
        <source>tree of 3</source>
        <translation>drzewo wysokości 3</translation>
    </message>
    <message>
        <source>building</source>
        <translation>budynek</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>drzewo</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>góra</translation>
    </message>
    <message>
        <source>yellow token</source>
        <translation>żółty żeton</translation>
    </message>
    <message>
        <source>blue token</source>
        <translation>niebieski żeton</translation>
    </message>
    <message>
        <source>Side A (river)</source>
        <translation>Strona A (rzeka)</translation>
    </message>
    <message>
        <source>Side B (islands)</source>
        <translation>Strona B (wyspy)</translation>
    </message>
    <message>
        <source>{points} per {what}</source>
        <translation>{points} za: {what}</translation>
    </message>
    <message>
        <source>{points} per {what} of height {height}</source>
        <translation>{points} za: {what} wysokości {height}</translation>
    </message>
    <message>
        <source>{points} per group of {low}–{high} {what}</source>
        <translation>{points} za grupę {low}–{high} ({what})</translation>
    </message>
    <message>
        <source>{points} per group of {low} or more {what}</source>
        <translation>{points} za grupę co najmniej {low} ({what})</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit card</source>
        <translation>Karta Ducha Natury</translation>
    </message>
    <message>
        <source>Animal card</source>
        <translation>Karta zwierzęcia</translation>
    </message>
    <message>
        <source>Habitat: {cells}</source>
        <translation>Siedlisko: {cells}</translation>
    </message>
    <message>
        <source>(on your board, turned any way)</source>
        <translation>(na twojej planszy, dowolnie obrócone)</translation>
    </message>
    <message>
        <source>Cube on: {code}</source>
        <translation>Kostka na: {code}</translation>
    </message>
    <message>
        <source>Scores: {rule}</source>
        <translation>Punktuje: {rule}</translation>
    </message>
    <message>
        <source>Only once its cube is on your board</source>
        <translation>Tylko gdy jej kostka leży na twojej planszy</translation>
    </message>
    <message>
        <source>Points: {track}</source>
        <translation>Punkty: {track}</translation>
    </message>
    <message>
        <source>With n cubes on your board it scores the n-th value; its cubes leave it one by one</source>
        <translation>Przy n kostkach na twojej planszy daje n-tą wartość; kostki schodzą z karty po jednej</translation>
    </message>
    <message>
        <source>Cubes placed: {n} of {slots} (scores {points})</source>
        <translation>Położone kostki: {n} z {slots} (daje {points})</translation>
    </message>
    <message>
        <source>Provisional: {note}</source>
        <translation>Tymczasowe: {note}</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>The history is busy (another program is using it).</source>
        <translation>Historia jest zajęta (używa jej inny program).</translation>
    </message>
    <message>
        <source>The history file cannot be changed (it is read-only): {path}</source>
        <translation>Pliku historii nie można zmienić (jest tylko do odczytu): {path}</translation>
    </message>
    <message>
        <source>The disk is full: the history cannot grow.</source>
        <translation>Dysk jest pełny: historia nie może się powiększyć.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of gardenapp; this version leaves it as it is: {path}</source>
        <translation>Historię zapisała nowsza wersja gardenapp; ta wersja zostawia ją bez zmian: {path}</translation>
    </message>
    <message>
        <source>The history file is damaged and could not be set aside: {path}</source>
        <translation>Plik historii jest uszkodzony i nie dało się go odłożyć na bok: {path}</translation>
    </message>
    <message>
        <source>The history cannot be opened ({reason}): {path}</source>
        <translation>Nie można otworzyć historii ({reason}): {path}</translation>
    </message>
    <message>
        <source>The history file was damaged. It is kept as {path}, and a new history was started with the games that could be read from it ({count}).</source>
        <translation>Plik historii był uszkodzony. Zachowano go jako {path} i rozpoczęto nową historię z grami, które dało się z niego odczytać ({count}).</translation>
    </message>
    <message>
        <source>Games that could not be read: {count}.</source>
        <translation>Gry, których nie dało się odczytać: {count}.</translation>
    </message>
    <message>
        <source>The file of results waiting to be added to the history was damaged. It is kept as {path}.</source>
        <translation>Plik wyników czekających na dodanie do historii był uszkodzony. Zachowano go jako {path}.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>The game could not be added to the history, nor kept to be added later: {reason}. It stays on screen: try again later, or save it.</source>
        <translation>Nie udało się dodać gry do historii ani zachować jej, by dodać ją później: {reason}. Gra zostaje na ekranie: spróbuj ponownie później albo ją zapisz.</translation>
    </message>
    <message>
        <source>This result is kept and will be added as soon as the history can be written: when you open the History, finish another game or start gardenapp again.</source>
        <translation>Ten wynik jest zachowany i zostanie dodany, gdy tylko będzie można zapisać historię: gdy otworzysz Historię, zakończysz kolejną grę lub ponownie uruchomisz gardenapp.</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>The host refused the connection: no table is being hosted at that address and port now.</source>
        <translation>Gospodarz odrzucił połączenie: pod tym adresem i portem nie ma teraz żadnego stołu.</translation>
    </message>
    <message>
        <source>The host did not answer in time. Check the address, or try again later.</source>
        <translation>Gospodarz nie odpowiedział na czas. Sprawdź adres albo spróbuj ponownie później.</translation>
    </message>
    <message>
        <source>The program at that address is not a gardenapp host.</source>
        <translation>Program pod tym adresem nie jest gospodarzem gardenapp.</translation>
    </message>
    <message>
        <source>That port is already in use by another program; choose another port, or 0 for any free one.</source>
        <translation>Tego portu używa już inny program; wybierz inny port albo 0, aby użyć dowolnego wolnego.</translation>
    </message>
    <message>
        <source>This computer does not allow the app to use that port; choose a port above 1024.</source>
        <translation>Ten komputer nie pozwala aplikacji używać tego portu; wybierz port powyżej 1024.</translation>
    </message>
    <message>
        <source>No computer has that address. Check the invitation.</source>
        <translation>Żaden komputer nie ma tego adresu. Sprawdź zaproszenie.</translation>
    </message>
    <message>
        <source>The connection failed: {error}</source>
        <translation>Połączenie nie powiodło się: {error}</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Połączenie z gospodarzem zostało przerwane.</translation>
    </message>
    <message>
        <source>This computer&apos;s table server runs on port {running} now, and this table was hosted on port {wanted}: quit the app and start it again, then resume this table first.</source>
        <translation>Serwer stołów tego komputera działa teraz na porcie {running}, a ten stół był otwarty na porcie {wanted}: zamknij aplikację, uruchom ją ponownie i najpierw wznów ten stół.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Coś poszło nie tak: {error}</translation>
    </message>
    <message>
        <source>The host refused.</source>
        <translation>Gospodarz odmówił.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>One player plays the solo mode: 3 central spaces, 3 cards on display, a result in suns.</source>
        <translation>Jeden gracz gra w trybie solo: 3 pola centralne, 3 karty na wystawce, wynik w słońcach.</translation>
    </message>
    <message>
        <source>Personal boards</source>
        <translation>Plansze graczy</translation>
    </message>
    <message>
        <source>Side A (river)</source>
        <translation>Strona A (rzeka)</translation>
    </message>
    <message>
        <source>Side B (islands)</source>
        <translation>Strona B (wyspy)</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards (variant)</source>
        <translation>Karty Ducha Natury (wariant)</translation>
    </message>
    <message>
        <source>1 player: a solo game against the automaton Pedro Bot.</source>
        <translation>1 gracz: gra solo przeciwko automatowi Pedro Bot.</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s level (solo)</source>
        <translation>Poziom Pedro Bota (solo)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Zaawansowany</translation>
    </message>
    <message>
        <source>Pedro Bot also gets 2 mission cards</source>
        <translation>Pedro Bot też dostaje 2 karty misji</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Układ ogrodu</translation>
    </message>
    <message>
        <source>Printed spaces of a custom layout</source>
        <translation>Pola nadrukowane własnego układu</translation>
    </message>
    <message>
        <source>Row bonuses</source>
        <translation>Premie za wiersze</translation>
    </message>
    <message>
        <source>Column bonuses</source>
        <translation>Premie za kolumny</translation>
    </message>
    <message>
        <source>Mission points by noble row</source>
        <translation>Punkty za misje według wiersza szlachcica</translation>
    </message>
    <message>
        <source>Redraw already-fulfilled objectives</source>
        <translation>Ponowne dobieranie już spełnionych celów</translation>
    </message>
    <message>
        <source>An objective drawn already fulfilled goes under its deck and the action is cancelled (as on Board Game Arena).</source>
        <translation>Dobrany cel, który jest już spełniony, trafia na spód swojej talii, a akcja zostaje anulowana (jak na Board Game Arena).</translation>
    </message>
    <message>
        <source>Improvement while placing a plot</source>
        <translation>Usprawnienie przy kładzeniu pola</translation>
    </message>
    <message>
        <source>Attach an improvement token from your reserve to a plot as you place it.</source>
        <translation>Kładąc pole, dołóż do niego żeton usprawnienia ze swojego zapasu.</translation>
    </message>
    <message>
        <source>House rule: mirrored two-colour diamonds count</source>
        <translation>Zasada domowa: lustrzane dwukolorowe romby się liczą</translation>
    </message>
    <message>
        <source>Round limit, computers only (a safeguard, not a rule)</source>
        <translation>Limit rund, tylko komputery (zabezpieczenie, nie zasada)</translation>
    </message>
    <message>
        <source>An app safeguard, not a rule: a game between computer players ends after this many rounds. Games with a person have no limit; they can end by agreement.</source>
        <translation>Zabezpieczenie aplikacji, nie zasada: gra samych graczy komputerowych kończy się po tylu rundach. Gry z udziałem człowieka nie mają limitu; mogą zakończyć się za porozumieniem.</translation>
    </message>
    <message>
        <source>Wheel schedule (criteria per round)</source>
        <translation>Koło (kryteria w każdej rundzie)</translation>
    </message>
    <message>
        <source>The printed wheel is not known to us: by default a random schedule is drawn. Enter your wheel&apos;s 4 rounds of 3 colours or patterns to play with it.</source>
        <translation>Nie znamy wydrukowanego koła: domyślnie kryteria każdej rundy są losowane. Podaj 4 rundy po 3 kolory lub wzory ze swojego koła, aby grać z nim.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Pierwszy gracz</translation>
    </message>
    <message>
        <source>Scoring board side</source>
        <translation>Strona planszy punktacji</translation>
    </message>
    <message>
        <source>Standard side</source>
        <translation>Strona standardowa</translation>
    </message>
    <message>
        <source>Dweller cards</source>
        <translation>Karty mieszkańców</translation>
    </message>
    <message>
        <source>First game: Thoughtful, Diver, Host</source>
        <translation>Pierwsza gra: Zamyślony, Nurek, Gospodarz</translation>
    </message>
    <message>
        <source>One of each type at random</source>
        <translation>Po jednej z każdego rodzaju, losowo</translation>
    </message>
    <message>
        <source>Chosen below</source>
        <translation>Wybrane poniżej</translation>
    </message>
    <message>
        <source>Leaf dweller card</source>
        <translation>Karta mieszkańca liści</translation>
    </message>
    <message>
        <source>Puddle dweller card</source>
        <translation>Karta mieszkańca kałuż</translation>
    </message>
    <message>
        <source>Mushroom dweller card</source>
        <translation>Karta mieszkańca grzybów</translation>
    </message>
    <message>
        <source>Tiles are double-sided (may be flipped)</source>
        <translation>Płytki są dwustronne (można je odwracać)</translation>
    </message>
    <message>
        <source>Switch off only if your copy&apos;s tiles are printed on one side.</source>
        <translation>Wyłącz tylko wtedy, gdy płytki twojego egzemplarza są zadrukowane z jednej strony.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Trees</source>
        <translation>Drzewa</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Góry</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Budynki</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Woda</translation>
    </message>
    <message>
        <source>Animals</source>
        <translation>Zwierzęta</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit</source>
        <translation>Duch Natury</translation>
    </message>
    <message>
        <source>Plot objectives</source>
        <translation>Cele pól</translation>
    </message>
    <message>
        <source>Gardener objectives</source>
        <translation>Cele ogrodnika</translation>
    </message>
    <message>
        <source>Panda objectives</source>
        <translation>Cele pandy</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Cesarz</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Tor punktacji</translation>
    </message>
    <message>
        <source>Row bonuses</source>
        <translation>Premie za wiersze</translation>
    </message>
    <message>
        <source>Column bonuses</source>
        <translation>Premie za kolumny</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Misje</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Magazyn</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Light green</source>
        <translation>Jasnozielony</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Fioletowy</translation>
    </message>
    <message>
        <source>Lilac</source>
        <translation>Jasnofioletowy</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Drzewo</translation>
    </message>
    <message>
        <source>Bird</source>
        <translation>Ptak</translation>
    </message>
    <message>
        <source>Butterflies</source>
        <translation>Motyle</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Kwiat</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Roślina</translation>
    </message>
    <message>
        <source>Lilies</source>
        <translation>Lilie</translation>
    </message>
    <message>
        <source>Bees</source>
        <translation>Pszczoły</translation>
    </message>
    <message>
        <source>Hummingbirds</source>
        <translation>Kolibry</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Mieszkańcy liści</translation>
    </message>
    <message>
        <source>Puddle</source>
        <translation>Mieszkańcy kałuż</translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation>Mieszkańcy grzybów</translation>
    </message>
    <message>
        <source>Majority bonus</source>
        <translation>Premia za większość</translation>
    </message>
    <message>
        <source>Suns</source>
        <translation>Słońca</translation>
    </message>
    <message>
        <source>animal cubes on the board</source>
        <translation>kostki zwierząt na planszy</translation>
    </message>
    <message>
        <source>panda points</source>
        <translation>punkty za cele pandy</translation>
    </message>
    <message>
        <source>hummingbirds</source>
        <translation>kolibry</translation>
    </message>
    <message>
        <source>bees</source>
        <translation>pszczoły</translation>
    </message>
</context>
<context>
    <name>sanssouci</name>
    <message>
        <source>Labyrinth</source>
        <translation>Labirynt</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Posąg</translation>
    </message>
    <message>
        <source>Pavilion</source>
        <translation>Pawilon</translation>
    </message>
    <message>
        <source>Topiary</source>
        <translation>Strzyżony krzew</translation>
    </message>
    <message>
        <source>Stairs</source>
        <translation>Schody</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fontanna</translation>
    </message>
    <message>
        <source>Rose arch</source>
        <translation>Łuk różany</translation>
    </message>
    <message>
        <source>Herb spiral</source>
        <translation>Spirala ziołowa</translation>
    </message>
    <message>
        <source>Grapevine</source>
        <translation>Winorośl</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beżowy</translation>
    </message>
    <message>
        <source>white</source>
        <translation>biały</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>szary</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>pomarańczowy</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>fioletowy</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>turkusowy</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>łatwy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normalny</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>zaawansowany</translation>
    </message>
    <message>
        <source>empty space</source>
        <translation>puste pole</translation>
    </message>
    <message>
        <source>pre-printed ornament</source>
        <translation>nadrukowana ozdoba</translation>
    </message>
    <message>
        <source>ornament tile</source>
        <translation>płytka ozdoby</translation>
    </message>
    <message>
        <source>gardener (flipped tile)</source>
        <translation>ogrodnik (odwrócona płytka)</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>szlachcic</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>any tile</source>
        <translation>dowolna płytka</translation>
    </message>
    <message>
        <source>Element card: {element}</source>
        <translation>Karta elementu: {element}</translation>
    </message>
    <message>
        <source>Two-colour card: {first} (row {a}) or {second} (row {b})</source>
        <translation>Karta dwukolorowa: {first} (wiersz {a}) lub {second} (wiersz {b})</translation>
    </message>
    <message>
        <source>Joker: take any tile</source>
        <translation>Joker: weź dowolną płytkę</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>zakryta karta</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>tymczasowy</translation>
    </message>
    <message>
        <source>prov.</source>
        <translation>tymcz.</translation>
    </message>
    <message>
        <source>custom layout</source>
        <translation>własny układ</translation>
    </message>
    <message>
        <source>blank garden</source>
        <translation>pusty ogród</translation>
    </message>
    <message>
        <source>The tile goes to the row of its space&apos;s colour and the column of its element; the noble move that follows scores</source>
        <translation>Płytka trafia do wiersza koloru jej pola i do kolumny jej elementu; następny ruch szlachcica daje punkty</translation>
    </message>
    <message>
        <source>Take a {element} tile from any space of the display; if there is none, any tile</source>
        <translation>Weź płytkę z elementem {element} z dowolnego pola planszy głównej; jeśli takiej nie ma, dowolną płytkę</translation>
    </message>
    <message>
        <source>Take one of the 4 tiles on the two {first} or the two {second} spaces, whatever its element</source>
        <translation>Weź jedną z 4 płytek z dwóch pól w kolorze {first} lub z dwóch pól w kolorze {second}, bez względu na element</translation>
    </message>
    <message>
        <source>the colour pair is provisional</source>
        <translation>para kolorów jest tymczasowa</translation>
    </message>
    <message>
        <source>At the end it scores by the row of your noble in the {element} column (on the terrace: {terrace})</source>
        <translation>Na koniec punktuje według wiersza twojego szlachcica w kolumnie {element} (na tarasie: {terrace})</translation>
    </message>
    <message>
        <source>Points by row: {points}</source>
        <translation>Punkty według wiersza: {points}</translation>
    </message>
    <message>
        <source>Mission points are provisional (not confirmed by the rules).</source>
        <translation>Punkty za misje są tymczasowe (niepotwierdzone przez zasady).</translation>
    </message>
    <message>
        <source>Mission card: {element}</source>
        <translation>Karta misji: {element}</translation>
    </message>
</context>
<context>
    <name>takenoko</name>
    <message>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>różowy</translation>
    </message>
    <message>
        <source>G (green)</source>
        <translation>Z (zielony)</translation>
    </message>
    <message>
        <source>Y (yellow)</source>
        <translation>Ż (żółty)</translation>
    </message>
    <message>
        <source>P (pink)</source>
        <translation>R (różowy)</translation>
    </message>
    <message>
        <source>no improvement</source>
        <translation>bez usprawnienia</translation>
    </message>
    <message>
        <source>watershed</source>
        <translation>zbiornik wodny</translation>
    </message>
    <message>
        <source>fertilizer</source>
        <translation>nawóz</translation>
    </message>
    <message>
        <source>enclosure</source>
        <translation>ogrodzenie</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Słońce</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Deszcz</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Wiatr</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Burza</translation>
    </message>
    <message>
        <source>Clouds</source>
        <translation>Chmury</translation>
    </message>
    <message>
        <source>Your choice (?)</source>
        <translation>Dowolna (?)</translation>
    </message>
    <message>
        <source>Sun: one extra action this turn (all different).</source>
        <translation>Słońce: jedna dodatkowa akcja w tej turze (wszystkie różne).</translation>
    </message>
    <message>
        <source>Rain: one irrigated plot of your choice grows.</source>
        <translation>Deszcz: bambus rośnie na wybranym nawodnionym polu.</translation>
    </message>
    <message>
        <source>Wind: your two actions may be the same.</source>
        <translation>Wiatr: obie twoje akcje mogą być takie same.</translation>
    </message>
    <message>
        <source>Storm: put the panda on any plot; it eats there.</source>
        <translation>Burza: postaw pandę na dowolnym polu; je tam.</translation>
    </message>
    <message>
        <source>Clouds: take an improvement token.</source>
        <translation>Chmury: weź żeton usprawnienia.</translation>
    </message>
    <message>
        <source>?: choose the weather you want.</source>
        <translation>?: wybierz dowolną pogodę.</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Irrigation</source>
        <translation>Nawadnianie</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Ogrodnik</translation>
    </message>
    <message>
        <source>Panda</source>
        <translation>Panda</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Draw three plots, keep one and place it in the garden.</source>
        <translation>Dobierz trzy pola, zatrzymaj jedno i połóż je w ogrodzie.</translation>
    </message>
    <message>
        <source>Take an irrigation channel (place it now or later).</source>
        <translation>Weź kanał nawadniający (połóż go teraz lub później).</translation>
    </message>
    <message>
        <source>Move the gardener in a straight line; bamboo grows.</source>
        <translation>Przesuń ogrodnika w linii prostej; bambus rośnie.</translation>
    </message>
    <message>
        <source>Move the panda in a straight line; it eats a section.</source>
        <translation>Przesuń pandę w linii prostej; zjada jeden segment.</translation>
    </message>
    <message>
        <source>Draw an objective card (at most 5 in hand).</source>
        <translation>Dobierz kartę celu (najwyżej 5 na ręce).</translation>
    </message>
    <message>
        <source>Plot objective</source>
        <translation>Cel pól</translation>
    </message>
    <message>
        <source>Gardener objective</source>
        <translation>Cel ogrodnika</translation>
    </message>
    <message>
        <source>Panda objective</source>
        <translation>Cel pandy</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linia</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>łuk</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>trójkąt</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>romb</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>panda</translation>
    </message>
    <message>
        <source>gardener</source>
        <translation>ogrodnik</translation>
    </message>
    <message>
        <source>Pond</source>
        <translation>Staw</translation>
    </message>
    <message>
        <source>{a}–{b} diamond</source>
        <translation>romb {a}–{b}</translation>
    </message>
    <message>
        <source>{colour} {shape}</source>
        <translation>{shape} ({colour})</translation>
    </message>
    <message>
        <source>{colour} stalk of 4, {improvement}</source>
        <translation>pęd z 4 segmentów ({colour}), {improvement}</translation>
    </message>
    <message>
        <source>Panda eats {items}</source>
        <translation>Panda zjada {items}</translation>
    </message>
    <message>
        <source>Provisional: {note}</source>
        <translation>Tymczasowe: {note}</translation>
    </message>
    <message>
        <source>4 irrigated plots in a diamond: {a} on one tip and the middle beside it, {b} on the other two</source>
        <translation>4 nawodnione pola w rombie: {a} na jednym końcu i na środku obok, {b} na pozostałych dwóch</translation>
    </message>
    <message>
        <source>Turned any way, never mirrored; improvements and bamboo do not matter</source>
        <translation>Dowolnie obrócony, nigdy odbity; usprawnienia i bambus nie mają znaczenia</translation>
    </message>
    <message>
        <source>Bamboo sections in your stock: {items}; they go back to the supply when you complete it</source>
        <translation>Segmenty bambusa w twoim zapasie: {items}; po wypełnieniu celu wracają do puli</translation>
    </message>
    <message numerus="yes">
        <source>%n irrigated {colour} plots, shape: {shape}</source>
        <translation>
            <numerusform>%n nawodnione pole ({colour}), kształt: {shape}</numerusform>
            <numerusform>%n nawodnione pola ({colour}), kształt: {shape}</numerusform>
            <numerusform>%n nawodnionych pól ({colour}), kształt: {shape}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots, each with a bamboo stalk of height {height} exactly (improvements do not matter)</source>
        <translation>
            <numerusform>%n pole ({colour}) z pędem bambusa o wysokości dokładnie {height} (usprawnienia nie mają znaczenia)</numerusform>
            <numerusform>%n pola ({colour}), każde z pędem bambusa o wysokości dokładnie {height} (usprawnienia nie mają znaczenia)</numerusform>
            <numerusform>%n pól ({colour}), każde z pędem bambusa o wysokości dokładnie {height} (usprawnienia nie mają znaczenia)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} stalks of 3</source>
        <translation>
            <numerusform>%n pęd z 3 segmentów ({colour})</numerusform>
            <numerusform>%n pędy z 3 segmentów ({colour})</numerusform>
            <numerusform>%n pędów z 3 segmentów ({colour})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} bamboo stalk of exactly %n sections on a plot with a {improvement} (printed or token)</source>
        <translation>
            <numerusform>Pęd bambusa ({colour}) z dokładnie %n segmentu na polu z usprawnieniem: {improvement} (nadrukowanym lub żetonem)</numerusform>
            <numerusform>Pęd bambusa ({colour}) z dokładnie %n segmentów na polu z usprawnieniem: {improvement} (nadrukowanym lub żetonem)</numerusform>
            <numerusform>Pęd bambusa ({colour}) z dokładnie %n segmentów na polu z usprawnieniem: {improvement} (nadrukowanym lub żetonem)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} bamboo stalk of exactly %n sections on a plot with no improvement</source>
        <translation>
            <numerusform>Pęd bambusa ({colour}) z dokładnie %n segmentu na polu bez usprawnienia</numerusform>
            <numerusform>Pęd bambusa ({colour}) z dokładnie %n segmentów na polu bez usprawnienia</numerusform>
            <numerusform>Pęd bambusa ({colour}) z dokładnie %n segmentów na polu bez usprawnienia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Completed: %n points</source>
        <translation>
            <numerusform>Wykonany: %n punkt</numerusform>
            <numerusform>Wykonany: %n punkty</numerusform>
            <numerusform>Wykonany: %n punktów</numerusform>
        </translation>
    </message>
</context>
</TS>
