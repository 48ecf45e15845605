<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../gardenapp/cli.py" line="64"/>
        <source>cli</source>
        <comment>{game}: this version of gardenapp cannot score this game yet</comment>
        <translation>cli</translation>
    </message>
    <message>
        <location filename="../gardenapp/cli.py" line="78"/>
        <source>rules</source>
        <translation>rules</translation>
    </message>
    <message>
        <location filename="../gardenapp/cli.py" line="80"/>
        <source>cli</source>
        <comment>Total</comment>
        <translation>cli</translation>
    </message>
    <message>
        <location filename="../gardenapp/cli.py" line="81"/>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <location filename="../gardenapp/cli.py" line="83"/>
        <source>cli</source>
        <translation>cli</translation>
    </message>
    <message>
        <location filename="../gardenapp/cli.py" line="94"/>
        <source>cli</source>
        <comment>Winner</comment>
        <translation>cli</translation>
    </message>
    <message>
        <location filename="../gardenapp/cli.py" line="94"/>
        <source>cli</source>
        <comment>Winners (shared)</comment>
        <translation>cli</translation>
    </message>
    <message>
        <location filename="../gardenapp/cli.py" line="98"/>
        <source>cli</source>
        <comment>Warning: {text}</comment>
        <translation>cli</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="230"/>
        <source>Coming soon</source>
        <translation>Wkrótce</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="231"/>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="232"/>
        <source>Score a finished game</source>
        <translation>Podlicz zakończoną grę</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="238"/>
        <source>This game is not ready yet.</source>
        <translation>Ta gra nie jest jeszcze gotowa.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../gardenapp/ui/handover.py" line="43"/>
        <source>Pass the screen to {name}</source>
        <translation>Przekaż ekran: {name}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/handover.py" line="44"/>
        <source>Your cards stay hidden until you are ready.</source>
        <translation>Twoje karty pozostaną zakryte, dopóki nie potwierdzisz gotowości.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/handover.py" line="45"/>
        <source>I am {name}: show my turn</source>
        <translation>To ja, {name}: pokaż moją turę</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="335"/>
        <source>Garden games</source>
        <translation>Gry ogrodowe</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="337"/>
        <source>Play five garden board games on your computer, or copy the board of a game you finished at the table and get its exact score.</source>
        <translation>Zagraj w pięć ogrodowych gier planszowych na komputerze albo przepisz planszę gry rozegranej przy stole i poznaj jej dokładny wynik.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="433"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="434"/>
        <source>The language could not be changed: {error}</source>
        <translation>Nie udało się zmienić języka: {error}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="450"/>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="451"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="452"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="453"/>
        <source>&amp;Home</source>
        <translation>Ekran &amp;główny</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="454"/>
        <source>Back to the list of games</source>
        <translation>Powrót do listy gier</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="455"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="456"/>
        <source>&amp;About gardenapp</source>
        <translation>&amp;O programie gardenapp</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="457"/>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="458"/>
        <source>Navigation</source>
        <translation>Nawigacja</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="502"/>
        <source>Cannot open the game</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="503"/>
        <source>{game} could not be opened: {error}</source>
        <translation>Nie udało się otworzyć gry {game}: {error}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="544"/>
        <source>gardenapp lets you play five garden board games on your computer, alone, with friends or against the computer, and scores the games you finish at the table.</source>
        <translation>gardenapp pozwala grać na komputerze w pięć ogrodowych gier planszowych – samemu, ze znajomymi lub przeciwko komputerowi – i podlicza punkty gier rozegranych przy stole.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="547"/>
        <source>An independent project, not affiliated with or endorsed by the designers or publishers of these games. The games and their names belong to their owners:</source>
        <translation>Niezależny projekt, niezwiązany z autorami ani wydawcami tych gier i przez nich niezatwierdzony. Gry i ich nazwy należą do ich właścicieli:</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="556"/>
        <source>{game}, designed by {designer}, published by {publisher}</source>
        <translation>{game} – autor: {designer}, wydawca: {publisher}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="559"/>
        <source>{game}, published by {publisher}</source>
        <translation>{game} – wydawca: {publisher}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="562"/>
        <source>All artwork in gardenapp is drawn by its authors; no art from the games is used.</source>
        <translation>Wszystkie grafiki w gardenapp narysowali jego autorzy; nie wykorzystano żadnych ilustracji z gier.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="567"/>
        <source>About gardenapp</source>
        <translation>O programie gardenapp</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="24"/>
        <source>New game of {game}</source>
        <translation>Nowa gra: {game}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="32"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="35"/>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="37"/>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="38"/>
        <source>Played by</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="47"/>
        <source>Person</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="48"/>
        <source>Computer: easy</source>
        <translation>Komputer: łatwy</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="48"/>
        <source>Computer: normal</source>
        <translation>Komputer: normalny</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="49"/>
        <source>Computer: hard</source>
        <translation>Komputer: trudny</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="61"/>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="73"/>
        <source>Start</source>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="94"/>
        <source>Every player needs a name.</source>
        <translation>Każdy gracz musi mieć imię.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="97"/>
        <source>Two players have the same name.</source>
        <translation>Dwóch graczy ma to samo imię.</translation>
    </message>
</context>
<context>
    <name>PlayScreenBase</name>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="111"/>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="112"/>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="113"/>
        <source>Save…</source>
        <translation>Zapisz…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="114"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="115"/>
        <source>Move now</source>
        <translation>Wykonaj ruch teraz</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="116"/>
        <source>Ask the computer player to play its best move so far</source>
        <translation>Poproś gracza komputerowego o wykonanie najlepszego dotąd znalezionego ruchu</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="117"/>
        <source>Show legal moves</source>
        <translation>Pokaż dozwolone ruchy</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="118"/>
        <source>Score</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="119"/>
        <source>Turn log</source>
        <translation>Dziennik tur</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="135"/>
        <source>Computer player</source>
        <translation>Gracz komputerowy</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="148"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="153"/>
        <location filename="../gardenapp/ui/playscreen.py" line="160"/>
        <location filename="../gardenapp/ui/playscreen.py" line="164"/>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="154"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Zapisane gry (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="161"/>
        <source>This file cannot be opened:</source>
        <translation>Nie można otworzyć tego pliku:</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="164"/>
        <source>This file is a game of another title.</source>
        <translation>Ten plik zawiera partię innej gry.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="171"/>
        <location filename="../gardenapp/ui/playscreen.py" line="178"/>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="172"/>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="179"/>
        <source>The game could not be saved: {reason}</source>
        <translation>Nie udało się zapisać gry: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="258"/>
        <source>Start a new game or open a saved one.</source>
        <translation>Rozpocznij nową grę albo otwórz zapisaną.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="263"/>
        <source>Game over. Winner: {names}</source>
        <translation>Koniec gry. Zwycięzca: {names}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="265"/>
        <source>{name}, your move.</source>
        <translation>{name}, twój ruch.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="267"/>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (komputer) myśli…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="271"/>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="275"/>
        <source>Winner: {names}</source>
        <translation>Zwycięzca: {names}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="276"/>
        <source>Shared victory: {names}</source>
        <translation>Wspólne zwycięstwo: {names}</translation>
    </message>
</context>
<context>
    <name>ScoreHelperBase</name>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="137"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="264"/>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="138"/>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="139"/>
        <source>Save…</source>
        <translation>Zapisz…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="140"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="141"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="142"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="237"/>
        <source>Add player</source>
        <translation>Dodaj gracza</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="143"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="245"/>
        <source>Remove player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="144"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="250"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="254"/>
        <source>Rename player</source>
        <translation>Zmień imię gracza</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="145"/>
        <source>Photo…</source>
        <translation>Zdjęcie…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="146"/>
        <source>Show a photo of the physical board beside the grid</source>
        <translation>Pokaż zdjęcie prawdziwej planszy obok siatki</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="147"/>
        <source>Score</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="148"/>
        <source>Problems and warnings</source>
        <translation>Problemy i ostrzeżenia</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="168"/>
        <source>Edit</source>
        <translation>Edycja</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="197"/>
        <source>Not scored yet: fix the problems below.</source>
        <translation>Jeszcze nie podliczono: popraw poniższe problemy.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="205"/>
        <source>Winner: {names}</source>
        <translation>Zwycięzca: {names}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="206"/>
        <source>Shared victory: {names}</source>
        <translation>Wspólne zwycięstwo: {names}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="235"/>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="250"/>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="268"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="279"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="283"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="293"/>
        <source>Open a finished board</source>
        <translation>Otwórz ukończoną planszę</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="269"/>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Pliki plansz (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="284"/>
        <source>This file is not a finished board of this game.</source>
        <translation>Ten plik nie jest ukończoną planszą tej gry.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="294"/>
        <source>This file has problems the editor cannot show; `gardenapp score` lists them.</source>
        <translation>Ten plik ma problemy, których edytor nie potrafi pokazać; wypisze je `gardenapp score`.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="298"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="303"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="310"/>
        <source>Save the finished board</source>
        <translation>Zapisz ukończoną planszę</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="304"/>
        <source>Board files (*.json)</source>
        <translation>Pliki plansz (*.json)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="311"/>
        <source>The file could not be saved: {reason}</source>
        <translation>Nie udało się zapisać pliku: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="316"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="322"/>
        <source>Photo of the board</source>
        <translation>Zdjęcie planszy</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="317"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp)</source>
        <translation>Obrazy (*.png *.jpg *.jpeg *.webp *.bmp)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="322"/>
        <source>This image cannot be read.</source>
        <translation>Nie można odczytać tego obrazu.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../gardenapp/ui/scoretable.py" line="72"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="46"/>
        <location filename="../gardenapp/core/record.py" line="86"/>
        <location filename="../gardenapp/games/takenoko/board.py" line="196"/>
        <source>expected an object</source>
        <translation>oczekiwano obiektu</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="53"/>
        <source>is missing</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="57"/>
        <source>unknown key (allowed here: {allowed})</source>
        <translation>nieznany klucz (dozwolone tutaj: {allowed})</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="64"/>
        <location filename="../gardenapp/core/record.py" line="83"/>
        <source>{value} is not a whole number</source>
        <translation>{value} nie jest liczbą całkowitą</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="68"/>
        <source>{value} is less than {low}</source>
        <translation>{value} jest mniejsze niż {low}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="70"/>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} nie mieści się między {low} a {high}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="77"/>
        <source>{value} is not true or false</source>
        <translation>{value} nie jest wartością prawda/fałsz</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="83"/>
        <source>{value} is not a text string</source>
        <translation>{value} nie jest tekstem</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="89"/>
        <location filename="../gardenapp/core/record.py" line="96"/>
        <source>expected a list</source>
        <translation>oczekiwano listy</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="96"/>
        <source>{value} is not one of {allowed}</source>
        <translation>{value} nie należy do: {allowed}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="118"/>
        <location filename="../gardenapp/core/boardfile.py" line="174"/>
        <location filename="../gardenapp/core/record.py" line="72"/>
        <source>the file must hold one JSON object</source>
        <translation>plik musi zawierać jeden obiekt JSON</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="122"/>
        <location filename="../gardenapp/core/boardfile.py" line="127"/>
        <location filename="../gardenapp/core/record.py" line="74"/>
        <source>must be &quot;{expected}&quot;</source>
        <translation>musi mieć wartość &quot;{expected}&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="124"/>
        <location filename="../gardenapp/core/record.py" line="76"/>
        <source>version {value} is not supported (this app reads {expected})</source>
        <translation>wersja {value} nie jest obsługiwana (gardenapp czyta wersję {expected})</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="141"/>
        <source>{count} players; this game takes {low} to {high}</source>
        <translation>liczba graczy: {count}; w tę grę gra od {low} do {high} osób</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="152"/>
        <source>the name is empty</source>
        <translation>imię jest puste</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="154"/>
        <source>the name &quot;{name}&quot; is used twice</source>
        <translation>imię &quot;{name}&quot; występuje dwa razy</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="178"/>
        <source>{value} is not a game id (one of: {known})</source>
        <translation>{value} nie jest identyfikatorem gry (dostępne: {known})</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="42"/>
        <source>the file is too large ({size} bytes)</source>
        <translation>plik jest za duży ({size} bajtów)</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="45"/>
        <source>no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="47"/>
        <source>this is a folder, not a file</source>
        <translation>to jest folder, a nie plik</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="49"/>
        <source>the file cannot be read (permission denied)</source>
        <translation>nie można odczytać pliku (brak uprawnień)</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="51"/>
        <source>the file is not UTF-8 text</source>
        <translation>plik nie jest tekstem UTF-8</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="53"/>
        <source>the file cannot be read: {reason}</source>
        <translation>nie można odczytać pliku: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="58"/>
        <source>not valid JSON: {reason}</source>
        <translation>nieprawidłowy JSON: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="60"/>
        <source>the JSON is nested too deeply</source>
        <translation>JSON jest zagnieżdżony zbyt głęboko</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/game.py" line="182"/>
        <source>unknown option</source>
        <translation>nieznana opcja</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/game.py" line="190"/>
        <source>{value} is not a player count from {low} to {high}</source>
        <translation>{value} nie jest liczbą graczy od {low} do {high}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="37"/>
        <location filename="../gardenapp/core/record.py" line="80"/>
        <source>{value} is not a game this version can play</source>
        <translation>{value} nie jest grą obsługiwaną przez tę wersję</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="52"/>
        <source>cannot be replayed: {reason}</source>
        <translation>nie można odtworzyć: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="90"/>
        <source>expected a list of names</source>
        <translation>oczekiwano listy imion</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="92"/>
        <source>expected a list of seats</source>
        <translation>oczekiwano listy miejsc</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="102"/>
        <source>not an action: {reason}</source>
        <translation>to nie jest akcja: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="109"/>
        <source>Crocodile</source>
        <translation>Krokodyl</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="110"/>
        <source>Stingray</source>
        <translation>Płaszczka</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="111"/>
        <source>Fish</source>
        <translation>Pstrąg</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="112"/>
        <source>Otter</source>
        <translation>Wydra</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="113"/>
        <source>Frog</source>
        <translation>Żaba</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="114"/>
        <source>Duck</source>
        <translation>Kaczka</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="115"/>
        <source>Flamingo</source>
        <translation>Flaming</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="116"/>
        <source>Lizard</source>
        <translation>Jaszczurka</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="117"/>
        <source>Shrew</source>
        <translation>Ryjówka</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="118"/>
        <source>Peacock</source>
        <translation>Paw</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="119"/>
        <source>Squirrel</source>
        <translation>Wiewiórka</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="120"/>
        <source>Hedgehog</source>
        <translation>Jeż</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="121"/>
        <source>Bee</source>
        <translation>Pszczoła</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="122"/>
        <source>Bear</source>
        <translation>Niedźwiedź</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="123"/>
        <source>Rabbit</source>
        <translation>Królik</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="124"/>
        <source>Macaw</source>
        <translation>Ara</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="125"/>
        <source>Wild boar</source>
        <translation>Dzik</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="126"/>
        <source>Koala</source>
        <translation>Koala</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="127"/>
        <source>Wolf</source>
        <translation>Wilk</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="128"/>
        <source>Kingfisher</source>
        <translation>Zimorodek</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="129"/>
        <source>Penguin</source>
        <translation>Pingwin</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="130"/>
        <source>Bat</source>
        <translation>Nietoperz</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="131"/>
        <source>Fennec fox</source>
        <translation>Fenek</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="132"/>
        <source>Macaque</source>
        <translation>Makak japoński</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="133"/>
        <source>Eagle</source>
        <translation>Orzeł</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="134"/>
        <source>Meerkat</source>
        <translation>Surykatka</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="135"/>
        <source>Crow</source>
        <translation>Kruk</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="136"/>
        <source>Llama</source>
        <translation>Lama</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="137"/>
        <source>Arctic fox</source>
        <translation>Lis polarny</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="138"/>
        <source>Raccoon</source>
        <translation>Szop pracz</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="139"/>
        <source>Ladybug</source>
        <translation>Biedronka</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="140"/>
        <source>Panther</source>
        <translation>Pantera</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="144"/>
        <source>Lion&apos;s Spirit</source>
        <translation>Duch Lwa</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="145"/>
        <source>Butterfly Spirit</source>
        <translation>Duch Motyla</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="146"/>
        <source>Deer Spirit</source>
        <translation>Duch Jelenia</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="147"/>
        <source>Owl Spirit</source>
        <translation>Duch Sowy</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="148"/>
        <source>Cat Spirit</source>
        <translation>Duch Kota</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="149"/>
        <source>Stork Spirit</source>
        <translation>Duch Bociana</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="150"/>
        <source>Ram Spirit</source>
        <translation>Duch Barana</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="151"/>
        <source>Marmot Spirit</source>
        <translation>Duch Świstaka</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="152"/>
        <source>Dragonfly Spirit</source>
        <translation>Duch Ważki</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="153"/>
        <source>Tortoise Spirit</source>
        <translation>Duch Żółwia</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="192"/>
        <source>Butterfly Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Punkty Ducha Motyla odczytane z ikon na karcie, niesprawdzone w podliczonej grze</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="193"/>
        <source>Deer Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Punkty Ducha Jelenia odczytane z ikon na karcie, niesprawdzone w podliczonej grze</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="194"/>
        <source>Stork Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Punkty Ducha Bociana odczytane z ikon na karcie, niesprawdzone w podliczonej grze</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="195"/>
        <source>Side B shape (7 columns 4,3,4,3,4,3,4) reconstructed from pictures</source>
        <translation>Kształt strony B (7 kolumn 4,3,4,3,4,3,4) odtworzony ze zdjęć</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="196"/>
        <source>Solo spirit suns follow the spirit chosen, placed or not</source>
        <translation>W trybie solo słońca ducha zależą od wybranego ducha, położonego lub nie</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="77"/>
        <source>{value} is not a garden space (&quot;row,col&quot;, rows 1-6, columns 1-9)</source>
        <translation>{value} nie jest polem ogrodu (&quot;wiersz,kolumna&quot;, wiersze 1-6, kolumny 1-9)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="81"/>
        <source>space {cell} is listed twice</source>
        <translation>pole {cell} występuje dwa razy</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="92"/>
        <source>expected {expected} numbers, found {count}</source>
        <translation>oczekiwano liczb: {expected}, znaleziono: {count}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="115"/>
        <location filename="../gardenapp/games/sanssouci/game.py" line="73"/>
        <source>printed spaces are only given with layout &quot;custom&quot;</source>
        <translation>pola nadrukowane podaje się tylko przy układzie &quot;custom&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="118"/>
        <source>is missing (layout &quot;custom&quot; needs its printed spaces)</source>
        <translation>brak (układ &quot;custom&quot; wymaga podania pól nadrukowanych)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="140"/>
        <source>a game with the automaton has exactly 2 players: one person and Pedro Bot</source>
        <translation>w grze z automatem biorą udział dokładnie 2 osoby: człowiek i Pedro Bot</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="142"/>
        <source>only one player can be the automaton</source>
        <translation>tylko jeden gracz może być automatem</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="158"/>
        <source>the automaton&apos;s garden has no printed spaces (spec §5.4); remove its layout</source>
        <translation>ogród automatu nie ma pól nadrukowanych (specyfikacja §5.4); usuń jego układ</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="170"/>
        <source>is missing: give options.layout or the player&apos;s own layout</source>
        <translation>brak: podaj options.layout albo własny układ gracza</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="181"/>
        <source>expected an object of &quot;row,col&quot;: &quot;ornament&quot; | &quot;gardener&quot;</source>
        <translation>oczekiwano obiektu &quot;row,col&quot;: &quot;ornament&quot; | &quot;gardener&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="187"/>
        <source>no such space (&quot;row,col&quot; with rows 1-6 and columns 1-9)</source>
        <translation>nie ma takiego pola (&quot;wiersz,kolumna&quot;, wiersze 1-6, kolumny 1-9)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="194"/>
        <source>a printed space cannot hold a gardener</source>
        <translation>pole nadrukowane nie może zawierać ogrodnika</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="209"/>
        <source>{count} mission cards; a player holds 2</source>
        <translation>kart misji: {count}; gracz ma 2</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="215"/>
        <source>the {element} mission card is listed twice</source>
        <translation>karta misji {element} występuje dwa razy</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="217"/>
        <source>the {element} mission card is also held by players[{other}] (there is one card per element)</source>
        <translation>kartę misji {element} ma też players[{other}] (jest jedna karta na element)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="223"/>
        <source>{player}: {count} mission cards; each player keeps 2</source>
        <translation>{player}: kart misji: {count}; każdy gracz zatrzymuje 2</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="244"/>
        <source>{player}: row 1 is not completely filled</source>
        <translation>{player}: wiersz 1 nie jest całkowicie wypełniony</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="248"/>
        <source>{player}: {count} filled spaces; a finished garden has {expected}</source>
        <translation>{player}: zajętych pól: {count}; ukończony ogród ma ich {expected}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="252"/>
        <source>{player}: {count} gardeners; at most {most} tiles are placed in a game</source>
        <translation>{player}: ogrodników: {count}; w grze układa się najwyżej {most} płytek</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="261"/>
        <source>{player}: the noble of column {col} stands on {cell}, which holds no ornament</source>
        <translation>{player}: szlachcic z kolumny {col} stoi na polu {cell} bez ozdoby</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="264"/>
        <source>{player}: the noble on {cell} is not connected to row 1 through filled spaces</source>
        <translation>{player}: szlachcic na polu {cell} nie łączy się z wierszem 1 przez zajęte pola</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="268"/>
        <source>{player}: track score {score} is less than {sum}, the sum of the nobles&apos; rows</source>
        <translation>{player}: wynik na torze punktów ({score}) jest mniejszy niż {sum}, suma wierszy szlachciców</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="271"/>
        <source>{player}: track score {score} is more than {most} (18 moves of 6 points)</source>
        <translation>{player}: wynik na torze punktów ({score}) przekracza {most} (18 ruchów po 6 punktów)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="281"/>
        <source>layout {layout} is a provisional layout (not the printed board): check the printed spaces or use &quot;custom&quot;</source>
        <translation>układ {layout} jest tymczasowy (to nie wydrukowana plansza): sprawdź pola nadrukowane albo użyj &quot;custom&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="283"/>
        <source>row bonuses</source>
        <translation>premie za wiersze</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="284"/>
        <source>column bonuses</source>
        <translation>premie za kolumny</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="285"/>
        <source>mission points</source>
        <translation>punkty za misje</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="287"/>
        <source>the {what} are provisional values (spec §6.1): enter the numbers printed on your board</source>
        <translation>{what}: wartości tymczasowe (specyfikacja §6.1); wpisz liczby wydrukowane na twojej planszy</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="461"/>
        <source>player {player} plays card {card}</source>
        <translation>gracz {player} zagrywa kartę {card}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="463"/>
        <source>Pedro Bot reveals card {card}</source>
        <translation>Pedro Bot odkrywa kartę {card}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="465"/>
        <source>Pedro Bot rolls a {die}</source>
        <translation>Pedro Bot wyrzuca {die}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="467"/>
        <source>player {player} takes the {element} from row {row}</source>
        <translation>gracz {player} bierze {element} z wiersza {row}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="470"/>
        <source>player {player} places a tile ({side}) on {row},{col}</source>
        <translation>gracz {player} kładzie płytkę ({side}) na polu {row},{col}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="473"/>
        <source>player {player} moves the noble of column {col} from row {start} to row {end}: {points} points</source>
        <translation>gracz {player} przesuwa szlachcica z kolumny {col} z wiersza {start} do wiersza {end}: {points} pkt</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="476"/>
        <source>a {element} refills row {row}</source>
        <translation>do wiersza {row} trafia {element}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="478"/>
        <source>player {player} draws a card</source>
        <translation>gracz {player} dobiera kartę</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="480"/>
        <source>player {player} starts</source>
        <translation>zaczyna gracz {player}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="481"/>
        <source>the game is over</source>
        <translation>gra się zakończyła</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/components.py" line="159"/>
        <source>Green plot tiles 6 plain / 2 watershed / 2 enclosure / 1 fertilizer: sources disagree (BGA says 5 plain / 2 fertilizer).</source>
        <translation>Zielone pola: 6 zwykłych / 2 zbiornik wodny / 2 ogrodzenie / 1 nawóz: źródła się różnią (BGA podaje 5 zwykłych / 2 nawóz).</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/components.py" line="162"/>
        <source>Which tip goes with which middle in a two-colour diamond is not confirmed by a printed card.</source>
        <translation>Która końcówka łączy się z którym środkiem w dwukolorowym rombie, nie potwierdza żadna wydrukowana karta.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/components.py" line="164"/>
        <source>Multi-stalk gardener objectives count stalks of exactly 3 sections (a stalk of 4 does not count).</source>
        <translation>Cele ogrodnika z kilkoma pędami liczą pędy z dokładnie 3 segmentów (pęd z 4 się nie liczy).</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="97"/>
        <source>a Nature&apos;s Spirit is only allowed when options.spirits is true</source>
        <translation>Duch Natury jest dozwolony tylko, gdy options.spirits ma wartość true</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="101"/>
        <source>is missing (options.spirits is true: give the spirit kept and whether its cube was placed)</source>
        <translation>brak (options.spirits ma wartość true: podaj zachowanego ducha i czy jego kostka została położona)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="110"/>
        <source>expected an object of &quot;c,r&quot;: [colours]</source>
        <translation>oczekiwano obiektu &quot;c,r&quot;: [kolory]</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="116"/>
        <source>is not a space label &quot;c,r&quot;</source>
        <translation>nie jest etykietą pola &quot;c,r&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="119"/>
        <source>no such space on side {side}</source>
        <translation>nie ma takiego pola na stronie {side}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="134"/>
        <source>{stack} is not a legal stack (bottom to top; spec §5.2)</source>
        <translation>{stack} nie jest dozwolonym stosem (od dołu do góry; specyfikacja §5.2)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="153"/>
        <source>&quot;{value}&quot; is not a space label &quot;c,r&quot;</source>
        <translation>&quot;{value}&quot; nie jest etykietą pola &quot;c,r&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="155"/>
        <source>{value}: no such space on side {side}</source>
        <translation>{value}: nie ma takiego pola na stronie {side}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="157"/>
        <source>{value} is listed twice (one cube per space)</source>
        <translation>{value} występuje dwa razy (jedna kostka na pole)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="159"/>
        <source>{value} is empty: a cube sits on a token</source>
        <translation>{value} jest puste: kostka stoi na żetonie</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="178"/>
        <location filename="../gardenapp/games/harmonies/game.py" line="204"/>
        <source>card {card} is already listed at {other}</source>
        <translation>karta {card} jest już podana w {other}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="187"/>
        <source>{value} is more than card {card}&apos;s {slots} slots</source>
        <translation>{value} to więcej niż {slots} miejsc na karcie {card}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="240"/>
        <source>{name}: {marked} cubes are marked on the board but the cards account for {expected}</source>
        <translation>{name}: na planszy zaznaczono kostek: {marked}, ale z kart wynika {expected}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="246"/>
        <source>{name}: {count} incomplete cards; the rules allow at most {limit}</source>
        <translation>{name}: nieukończonych kart: {count}; zasady pozwalają najwyżej na {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/game.py" line="57"/>
        <source>{count} layouts for {people} people; give one per person or a single layout</source>
        <translation>układów: {count}, osób: {people}; podaj jeden układ na osobę albo jeden wspólny</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/game.py" line="70"/>
        <source>{value} is not a space of rows 2-6 (&quot;row,col&quot;)</source>
        <translation>{value} nie jest polem z wierszy 2-6 (&quot;wiersz,kolumna&quot;)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/game.py" line="79"/>
        <source>expected a list of {expected} whole numbers</source>
        <translation>oczekiwano listy {expected} liczb całkowitych</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="123"/>
        <source>{value} is not an objective card id</source>
        <translation>{value} nie jest identyfikatorem karty celu</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="131"/>
        <location filename="../gardenapp/games/takenoko/board.py" line="142"/>
        <source>{card} is already completed by {player}</source>
        <translation>cel {card} wykonał już gracz {player}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="137"/>
        <source>more {card} cards than the {count} in the game</source>
        <translation>więcej kart {card} niż {count} w grze</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="153"/>
        <source>the Emperor goes to a player with at least {threshold} completed objectives; {name} has {count}</source>
        <translation>kartę cesarza dostaje gracz z co najmniej {threshold} wykonanymi celami; {name} ma ich {count}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="160"/>
        <source>only one player holds the Emperor card</source>
        <translation>kartę cesarza ma tylko jeden gracz</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="164"/>
        <source>{names} reached {threshold} objectives but nobody holds the Emperor card</source>
        <translation>{names}: osiągnięto {threshold} celów, ale nikt nie ma karty cesarza</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="182"/>
        <source>{value} is not a cell &quot;q,r&quot;</source>
        <translation>{value} nie jest polem &quot;q,r&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="202"/>
        <source>not a cell &quot;q,r&quot;</source>
        <translation>to nie jest pole &quot;q,r&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="205"/>
        <source>the pond is not a plot</source>
        <translation>staw nie jest polem</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="221"/>
        <source>a printed improvement needs an improvement</source>
        <translation>nadrukowane usprawnienie wymaga podania rodzaju usprawnienia</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="236"/>
        <source>a channel is a list of two cells</source>
        <translation>kanał to lista dwóch pól</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="243"/>
        <source>{a} and {b} are not neighbours</source>
        <translation>{a} i {b} nie sąsiadują ze sobą</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="248"/>
        <source>this channel is listed twice</source>
        <translation>ten kanał występuje dwa razy</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="260"/>
        <source>{cell} is neither the pond nor a plot</source>
        <translation>{cell} nie jest ani stawem, ani polem</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="270"/>
        <source>bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)</source>
        <translation>bambus rośnie tylko na nawodnionym polu (obok stawu, kanału lub ze zbiornikiem wodnym)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="278"/>
        <source>{where}: {count} {colour} plots; the game has {limit}</source>
        <translation>{where}: pól ({colour}): {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="286"/>
        <source>{where}: {count} {colour} plots with a printed {improvement}; the game has {limit}</source>
        <translation>{where}: pól ({colour}) z nadrukowanym usprawnieniem {improvement}: {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="291"/>
        <source>{where}: {count} {colour} bamboo sections; the game has {limit}</source>
        <translation>{where}: segmentów bambusa ({colour}): {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="296"/>
        <source>{where}: {count} {improvement} tokens; the game has {limit}</source>
        <translation>{where}: żetonów ({improvement}): {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="299"/>
        <source>{where}: {count} channels; the game has {limit}</source>
        <translation>{where}: kanałów: {count}; gra ma ich {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="302"/>
        <source>{where}: cannot be placed: not next to the pond nor to two plots placed before it</source>
        <translation>{where}: nie można położyć: nie sąsiaduje ze stawem ani z dwoma wcześniej położonymi polami</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="307"/>
        <source>{where}: channel {a}|{b} is not between two plots</source>
        <translation>{where}: kanał {a}|{b} nie leży między dwoma polami</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="311"/>
        <source>{where}: channel {a}|{b} is not connected to the pond</source>
        <translation>{where}: kanał {a}|{b} nie łączy się ze stawem</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="8"/>
        <source>Sanssouci</source>
        <translation>Sanssouci</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="9"/>
        <source>Lay out the palace garden and lead your nobles to its best spots.</source>
        <translation>Urządź pałacowy ogród i poprowadź swoich szlachciców w jego najlepsze miejsca.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="11"/>
        <source>Azul: Queen&apos;s Garden</source>
        <translation>Azul: Ogród Królowej</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="12"/>
        <source>Plant hexagonal tiles in groups of colours and patterns.</source>
        <translation>Sadź sześciokątne płytki w grupach kolorów i wzorów.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="14"/>
        <source>Harmonies</source>
        <translation>Harmonies</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="15"/>
        <source>Build landscapes of tokens and give animals the habitats they need.</source>
        <translation>Buduj krajobrazy z żetonów i daj zwierzętom siedliska, których potrzebują.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="17"/>
        <location filename="../gardenapp/games/takenoko/game.py" line="19"/>
        <source>Takenoko</source>
        <translation>Takenoko</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="18"/>
        <location filename="../gardenapp/games/takenoko/game.py" line="20"/>
        <source>Grow bamboo in the emperor&apos;s garden and keep the panda fed.</source>
        <translation>Uprawiaj bambus w ogrodzie cesarza i dbaj, by panda była najedzona.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="20"/>
        <source>Under the Leaves</source>
        <translation>Under the Leaves</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="21"/>
        <source>Build a forest floor of tiles where small creatures thrive.</source>
        <translation>Ułóż z płytek leśne runo, w którym rozkwitają małe stworzenia.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="9"/>
        <source>Trees</source>
        <translation>Drzewa</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="10"/>
        <source>Mountains</source>
        <translation>Góry</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="11"/>
        <source>Fields</source>
        <translation>Pola</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="12"/>
        <source>Buildings</source>
        <translation>Budynki</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="13"/>
        <source>Water</source>
        <translation>Woda</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="14"/>
        <source>Animals</source>
        <translation>Zwierzęta</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="15"/>
        <source>Nature&apos;s Spirit</source>
        <translation>Duch Natury</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="17"/>
        <source>Plot objectives</source>
        <translation>Cele pól</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="18"/>
        <source>Gardener objectives</source>
        <translation>Cele ogrodnika</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="19"/>
        <source>Panda objectives</source>
        <translation>Cele pandy</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="20"/>
        <source>Emperor</source>
        <translation>Cesarz</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="22"/>
        <source>Score track</source>
        <translation>Tor punktacji</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="23"/>
        <source>Row bonuses</source>
        <translation>Premie za wiersze</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="24"/>
        <source>Column bonuses</source>
        <translation>Premie za kolumny</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="25"/>
        <source>Missions</source>
        <translation>Misje</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="27"/>
        <source>Storage</source>
        <translation>Magazyn</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="29"/>
        <source>Bees</source>
        <translation>Pszczoły</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="30"/>
        <source>Hummingbirds</source>
        <translation>Kolibry</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="31"/>
        <source>Leaf</source>
        <translation>Mieszkańcy liści</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="32"/>
        <source>Puddle</source>
        <translation>Mieszkańcy kałuż</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="33"/>
        <source>Mushroom</source>
        <translation>Mieszkańcy grzybów</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="34"/>
        <source>Majority bonus</source>
        <translation>Premia za większość</translation>
    </message>
</context>
<context>
    <name>sanssouci</name>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="32"/>
        <source>Labyrinth</source>
        <translation>Labirynt</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="32"/>
        <source>Statue</source>
        <translation>Posąg</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="33"/>
        <source>Pavilion</source>
        <translation>Pawilon</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="33"/>
        <source>Topiary</source>
        <translation>Strzyżony krzew</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="34"/>
        <source>Stairs</source>
        <translation>Schody</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="34"/>
        <source>Fountain</source>
        <translation>Fontanna</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="35"/>
        <source>Rose arch</source>
        <translation>Łuk różany</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="35"/>
        <source>Herb spiral</source>
        <translation>Spirala ziołowa</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="36"/>
        <source>Grapevine</source>
        <translation>Winorośl</translation>
    </message>
</context>
</TS>
