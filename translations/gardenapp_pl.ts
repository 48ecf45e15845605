<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>cli</source>
        <comment>{game}: this version of gardenapp cannot score this game yet</comment>
        <translation>cli</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>rules</translation>
    </message>
    <message>
        <source>cli</source>
        <comment>Total</comment>
        <translation>cli</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>cli</source>
        <translation>cli</translation>
    </message>
    <message>
        <source>cli</source>
        <comment>Winner</comment>
        <translation>cli</translation>
    </message>
    <message>
        <source>cli</source>
        <comment>Winners (shared)</comment>
        <translation>cli</translation>
    </message>
    <message>
        <source>cli</source>
        <comment>Warning: {text}</comment>
        <translation>cli</translation>
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
        <source>Score a finished game</source>
        <translation>Podlicz zakończoną grę</translation>
    </message>
    <message>
        <source>This game is not ready yet.</source>
        <translation>Ta gra nie jest jeszcze gotowa.</translation>
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
    <name>HomeScreen</name>
    <message>
        <source>Garden games</source>
        <translation>Gry ogrodowe</translation>
    </message>
    <message>
        <source>Play five garden board games on your computer, or copy the board of a game you finished at the table and get its exact score.</source>
        <translation>Zagraj w pięć ogrodowych gier planszowych na komputerze albo przepisz planszę gry rozegranej przy stole i poznaj jej dokładny wynik.</translation>
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
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;About gardenapp</source>
        <translation>&amp;O programie gardenapp</translation>
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
        <source>gardenapp lets you play five garden board games on your computer, alone, with friends or against the computer, and scores the games you finish at the table.</source>
        <translation>gardenapp pozwala grać na komputerze w pięć ogrodowych gier planszowych – samemu, ze znajomymi lub przeciwko komputerowi – i podlicza punkty gier rozegranych przy stole.</translation>
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
        <source>Every player needs a name.</source>
        <translation>Każdy gracz musi mieć imię.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dwóch graczy ma to samo imię.</translation>
    </message>
</context>
<context>
    <name>PlayScreenBase</name>
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
        <source>Score</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Dziennik tur</translation>
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
        <source>Game over. Winner: {names}</source>
        <translation>Koniec gry. Zwycięzca: {names}</translation>
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
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Zwycięzca: {names}</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Wspólne zwycięstwo: {names}</translation>
    </message>
</context>
<context>
    <name>ScoreHelperBase</name>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
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
        <source>Show a photo of the physical board beside the grid</source>
        <translation>Pokaż zdjęcie prawdziwej planszy obok siatki</translation>
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
        <source>Edit</source>
        <translation>Edycja</translation>
    </message>
    <message>
        <source>Not scored yet: fix the problems below.</source>
        <translation>Jeszcze nie podliczono: popraw poniższe problemy.</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Zwycięzca: {names}</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Wspólne zwycięstwo: {names}</translation>
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
        <source>Open</source>
        <translation>Otwórz</translation>
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
        <source>Photo of the board</source>
        <translation>Zdjęcie planszy</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp)</source>
        <translation>Obrazy (*.png *.jpg *.jpeg *.webp *.bmp)</translation>
    </message>
    <message>
        <source>This image cannot be read.</source>
        <translation>Nie można odczytać tego obrazu.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>expected an object</source>
        <translation>oczekiwano obiektu</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>brak</translation>
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
        <source>expected a list</source>
        <translation>oczekiwano listy</translation>
    </message>
    <message>
        <source>{value} is not one of {allowed}</source>
        <translation>{value} nie należy do: {allowed}</translation>
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
        <source>{count} players; this game takes {low} to {high}</source>
        <translation>liczba graczy: {count}; w tę grę gra od {low} do {high} osób</translation>
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
        <source>the file is too large ({size} bytes)</source>
        <translation>plik jest za duży ({size} bajtów)</translation>
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
        <source>not valid JSON: {reason}</source>
        <translation>nieprawidłowy JSON: {reason}</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>JSON jest zagnieżdżony zbyt głęboko</translation>
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
        <source>expected a list of names</source>
        <translation>oczekiwano listy imion</translation>
    </message>
    <message>
        <source>expected a list of seats</source>
        <translation>oczekiwano listy miejsc</translation>
    </message>
    <message>
        <source>not an action: {reason}</source>
        <translation>to nie jest akcja: {reason}</translation>
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
        <source>space {cell} is listed twice</source>
        <translation>pole {cell} występuje dwa razy</translation>
    </message>
    <message>
        <source>expected {expected} numbers, found {count}</source>
        <translation>oczekiwano liczb: {expected}, znaleziono: {count}</translation>
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
        <source>the automaton&apos;s garden has no printed spaces (spec §5.4); remove its layout</source>
        <translation>ogród automatu nie ma pól nadrukowanych (specyfikacja §5.4); usuń jego układ</translation>
    </message>
    <message>
        <source>is missing: give options.layout or the player&apos;s own layout</source>
        <translation>brak: podaj options.layout albo własny układ gracza</translation>
    </message>
    <message>
        <source>expected an object of &quot;row,col&quot;: &quot;ornament&quot; | &quot;gardener&quot;</source>
        <translation>oczekiwano obiektu &quot;row,col&quot;: &quot;ornament&quot; | &quot;gardener&quot;</translation>
    </message>
    <message>
        <source>no such space (&quot;row,col&quot; with rows 1-6 and columns 1-9)</source>
        <translation>nie ma takiego pola (&quot;wiersz,kolumna&quot;, wiersze 1-6, kolumny 1-9)</translation>
    </message>
    <message>
        <source>a printed space cannot hold a gardener</source>
        <translation>pole nadrukowane nie może zawierać ogrodnika</translation>
    </message>
    <message>
        <source>{count} mission cards; a player holds 2</source>
        <translation>kart misji: {count}; gracz ma 2</translation>
    </message>
    <message>
        <source>the {element} mission card is listed twice</source>
        <translation>karta misji {element} występuje dwa razy</translation>
    </message>
    <message>
        <source>the {element} mission card is also held by players[{other}] (there is one card per element)</source>
        <translation>kartę misji {element} ma też players[{other}] (jest jedna karta na element)</translation>
    </message>
    <message>
        <source>{player}: {count} mission cards; each player keeps 2</source>
        <translation>{player}: kart misji: {count}; każdy gracz zatrzymuje 2</translation>
    </message>
    <message>
        <source>{player}: row 1 is not completely filled</source>
        <translation>{player}: wiersz 1 nie jest całkowicie wypełniony</translation>
    </message>
    <message>
        <source>{player}: {count} filled spaces; a finished garden has {expected}</source>
        <translation>{player}: zajętych pól: {count}; ukończony ogród ma ich {expected}</translation>
    </message>
    <message>
        <source>{player}: {count} gardeners; at most {most} tiles are placed in a game</source>
        <translation>{player}: ogrodników: {count}; w grze układa się najwyżej {most} płytek</translation>
    </message>
    <message>
        <source>{player}: the noble of column {col} stands on {cell}, which holds no ornament</source>
        <translation>{player}: szlachcic z kolumny {col} stoi na polu {cell} bez ozdoby</translation>
    </message>
    <message>
        <source>{player}: the noble on {cell} is not connected to row 1 through filled spaces</source>
        <translation>{player}: szlachcic na polu {cell} nie łączy się z wierszem 1 przez zajęte pola</translation>
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
        <source>layout {layout} is a provisional layout (not the printed board): check the printed spaces or use &quot;custom&quot;</source>
        <translation>układ {layout} jest tymczasowy (to nie wydrukowana plansza): sprawdź pola nadrukowane albo użyj &quot;custom&quot;</translation>
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
        <source>the {what} are provisional values (spec §6.1): enter the numbers printed on your board</source>
        <translation>{what}: wartości tymczasowe (specyfikacja §6.1); wpisz liczby wydrukowane na twojej planszy</translation>
    </message>
    <message>
        <source>player {player} plays card {card}</source>
        <translation>gracz {player} zagrywa kartę {card}</translation>
    </message>
    <message>
        <source>Pedro Bot reveals card {card}</source>
        <translation>Pedro Bot odkrywa kartę {card}</translation>
    </message>
    <message>
        <source>Pedro Bot rolls a {die}</source>
        <translation>Pedro Bot wyrzuca {die}</translation>
    </message>
    <message>
        <source>player {player} takes the {element} from row {row}</source>
        <translation>gracz {player} bierze {element} z wiersza {row}</translation>
    </message>
    <message>
        <source>player {player} places a tile ({side}) on {row},{col}</source>
        <translation>gracz {player} kładzie płytkę ({side}) na polu {row},{col}</translation>
    </message>
    <message>
        <source>player {player} moves the noble of column {col} from row {start} to row {end}: {points} points</source>
        <translation>gracz {player} przesuwa szlachcica z kolumny {col} z wiersza {start} do wiersza {end}: {points} pkt</translation>
    </message>
    <message>
        <source>a {element} refills row {row}</source>
        <translation>do wiersza {row} trafia {element}</translation>
    </message>
    <message>
        <source>player {player} draws a card</source>
        <translation>gracz {player} dobiera kartę</translation>
    </message>
    <message>
        <source>player {player} starts</source>
        <translation>zaczyna gracz {player}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się zakończyła</translation>
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
        <source>a Nature&apos;s Spirit is only allowed when options.spirits is true</source>
        <translation>Duch Natury jest dozwolony tylko, gdy options.spirits ma wartość true</translation>
    </message>
    <message>
        <source>is missing (options.spirits is true: give the spirit kept and whether its cube was placed)</source>
        <translation>brak (options.spirits ma wartość true: podaj zachowanego ducha i czy jego kostka została położona)</translation>
    </message>
    <message>
        <source>expected an object of &quot;c,r&quot;: [colours]</source>
        <translation>oczekiwano obiektu &quot;c,r&quot;: [kolory]</translation>
    </message>
    <message>
        <source>is not a space label &quot;c,r&quot;</source>
        <translation>nie jest etykietą pola &quot;c,r&quot;</translation>
    </message>
    <message>
        <source>no such space on side {side}</source>
        <translation>nie ma takiego pola na stronie {side}</translation>
    </message>
    <message>
        <source>{stack} is not a legal stack (bottom to top; spec §5.2)</source>
        <translation>{stack} nie jest dozwolonym stosem (od dołu do góry; specyfikacja §5.2)</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a space label &quot;c,r&quot;</source>
        <translation>&quot;{value}&quot; nie jest etykietą pola &quot;c,r&quot;</translation>
    </message>
    <message>
        <source>{value}: no such space on side {side}</source>
        <translation>{value}: nie ma takiego pola na stronie {side}</translation>
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
        <source>card {card} is already listed at {other}</source>
        <translation>karta {card} jest już podana w {other}</translation>
    </message>
    <message>
        <source>{value} is more than card {card}&apos;s {slots} slots</source>
        <translation>{value} to więcej niż {slots} miejsc na karcie {card}</translation>
    </message>
    <message>
        <source>{name}: {marked} cubes are marked on the board but the cards account for {expected}</source>
        <translation>{name}: na planszy zaznaczono kostek: {marked}, ale z kart wynika {expected}</translation>
    </message>
    <message>
        <source>{name}: {count} incomplete cards; the rules allow at most {limit}</source>
        <translation>{name}: nieukończonych kart: {count}; zasady pozwalają najwyżej na {limit}</translation>
    </message>
    <message>
        <source>{count} layouts for {people} people; give one per person or a single layout</source>
        <translation>układów: {count}, osób: {people}; podaj jeden układ na osobę albo jeden wspólny</translation>
    </message>
    <message>
        <source>{value} is not a space of rows 2-6 (&quot;row,col&quot;)</source>
        <translation>{value} nie jest polem z wierszy 2-6 (&quot;wiersz,kolumna&quot;)</translation>
    </message>
    <message>
        <source>expected a list of {expected} whole numbers</source>
        <translation>oczekiwano listy {expected} liczb całkowitych</translation>
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
        <source>the Emperor goes to a player with at least {threshold} completed objectives; {name} has {count}</source>
        <translation>kartę cesarza dostaje gracz z co najmniej {threshold} wykonanymi celami; {name} ma ich {count}</translation>
    </message>
    <message>
        <source>only one player holds the Emperor card</source>
        <translation>kartę cesarza ma tylko jeden gracz</translation>
    </message>
    <message>
        <source>{names} reached {threshold} objectives but nobody holds the Emperor card</source>
        <translation>{names}: osiągnięto {threshold} celów, ale nikt nie ma karty cesarza</translation>
    </message>
    <message>
        <source>{value} is not a cell &quot;q,r&quot;</source>
        <translation>{value} nie jest polem &quot;q,r&quot;</translation>
    </message>
    <message>
        <source>not a cell &quot;q,r&quot;</source>
        <translation>to nie jest pole &quot;q,r&quot;</translation>
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
        <source>{where}: {count} {colour} plots; the game has {limit}</source>
        <translation>{where}: pól ({colour}): {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <source>{where}: {count} {colour} plots with a printed {improvement}; the game has {limit}</source>
        <translation>{where}: pól ({colour}) z nadrukowanym usprawnieniem {improvement}: {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <source>{where}: {count} {colour} bamboo sections; the game has {limit}</source>
        <translation>{where}: segmentów bambusa ({colour}): {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <source>{where}: {count} {improvement} tokens; the game has {limit}</source>
        <translation>{where}: żetonów ({improvement}): {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <source>{where}: {count} channels; the game has {limit}</source>
        <translation>{where}: kanałów: {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <source>{where}: cannot be placed: not next to the pond nor to two plots placed before it</source>
        <translation>{where}: nie można położyć: nie sąsiaduje ze stawem ani z dwoma wcześniej położonymi polami</translation>
    </message>
    <message>
        <source>{where}: channel {a}|{b} is not between two plots</source>
        <translation>{where}: kanał {a}|{b} nie leży między dwoma polami</translation>
    </message>
    <message>
        <source>{where}: channel {a}|{b} is not connected to the pond</source>
        <translation>{where}: kanał {a}|{b} nie łączy się ze stawem</translation>
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
</context>
</TS>
