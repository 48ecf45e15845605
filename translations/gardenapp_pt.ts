<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt" sourcelanguage="en">
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
        <translation>Em breve</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="231"/>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="232"/>
        <source>Score a finished game</source>
        <translation>Pontuar uma partida terminada</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="238"/>
        <source>This game is not ready yet.</source>
        <translation>Este jogo ainda não está pronto.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../gardenapp/ui/handover.py" line="43"/>
        <source>Pass the screen to {name}</source>
        <translation>Passe o computador a {name}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/handover.py" line="44"/>
        <source>Your cards stay hidden until you are ready.</source>
        <translation>As cartas ficam ocultas até que esteja pronto.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/handover.py" line="45"/>
        <source>I am {name}: show my turn</source>
        <translation>Sou {name}: mostrar a minha vez</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="335"/>
        <source>Garden games</source>
        <translation>Jogos de jardim</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="337"/>
        <source>Play five garden board games on your computer, or copy the board of a game you finished at the table and get its exact score.</source>
        <translation>Jogue cinco jogos de tabuleiro de jardim no computador, ou copie o tabuleiro de uma partida que terminou à mesa e obtenha a pontuação exata.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="433"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="434"/>
        <source>The language could not be changed: {error}</source>
        <translation>Não foi possível mudar o idioma: {error}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="450"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="451"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="452"/>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="453"/>
        <source>&amp;Home</source>
        <translation>&amp;Início</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="454"/>
        <source>Back to the list of games</source>
        <translation>Voltar à lista de jogos</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="455"/>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="456"/>
        <source>&amp;About gardenapp</source>
        <translation>&amp;Sobre o gardenapp</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="457"/>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="458"/>
        <source>Navigation</source>
        <translation>Navegação</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="502"/>
        <source>Cannot open the game</source>
        <translation>Não é possível abrir o jogo</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="503"/>
        <source>{game} could not be opened: {error}</source>
        <translation>Não foi possível abrir {game}: {error}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="544"/>
        <source>gardenapp lets you play five garden board games on your computer, alone, with friends or against the computer, and scores the games you finish at the table.</source>
        <translation>O gardenapp permite jogar cinco jogos de tabuleiro de jardim no computador, sozinho, com amigos ou contra o computador, e calcula a pontuação das partidas terminadas à mesa.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="547"/>
        <source>An independent project, not affiliated with or endorsed by the designers or publishers of these games. The games and their names belong to their owners:</source>
        <translation>Um projeto independente, sem qualquer vínculo com os autores ou as editoras destes jogos, nem aprovado por eles. Os jogos e os seus nomes pertencem aos seus proprietários:</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="556"/>
        <source>{game}, designed by {designer}, published by {publisher}</source>
        <translation>{game}, criado por {designer}, publicado por {publisher}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="559"/>
        <source>{game}, published by {publisher}</source>
        <translation>{game}, publicado por {publisher}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="562"/>
        <source>All artwork in gardenapp is drawn by its authors; no art from the games is used.</source>
        <translation>Toda a arte do gardenapp foi desenhada pelos seus autores; não é usada nenhuma ilustração dos jogos.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/mainwindow.py" line="567"/>
        <source>About gardenapp</source>
        <translation>Sobre o gardenapp</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="24"/>
        <source>New game of {game}</source>
        <translation>Nova partida de {game}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="32"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="35"/>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="37"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="38"/>
        <source>Played by</source>
        <translation>Jogado por</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="47"/>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="48"/>
        <source>Computer: easy</source>
        <translation>Computador: fácil</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="48"/>
        <source>Computer: normal</source>
        <translation>Computador: normal</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="49"/>
        <source>Computer: hard</source>
        <translation>Computador: difícil</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="61"/>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="73"/>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="94"/>
        <source>Every player needs a name.</source>
        <translation>Cada jogador precisa de um nome.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/newgame.py" line="97"/>
        <source>Two players have the same name.</source>
        <translation>Dois jogadores têm o mesmo nome.</translation>
    </message>
</context>
<context>
    <name>PlayScreenBase</name>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="111"/>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="112"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="113"/>
        <source>Save…</source>
        <translation>Salvar…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="114"/>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="115"/>
        <source>Move now</source>
        <translation>Jogar já</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="116"/>
        <source>Ask the computer player to play its best move so far</source>
        <translation>Pedir ao jogador do computador que faça já a melhor jogada encontrada</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="117"/>
        <source>Show legal moves</source>
        <translation>Mostrar jogadas válidas</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="118"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="119"/>
        <source>Turn log</source>
        <translation>Histórico de jogadas</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="135"/>
        <source>Computer player</source>
        <translation>Jogador do computador</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="148"/>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="153"/>
        <location filename="../gardenapp/ui/playscreen.py" line="160"/>
        <location filename="../gardenapp/ui/playscreen.py" line="164"/>
        <source>Open a saved game</source>
        <translation>Abrir uma partida salva</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="154"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas salvas (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="161"/>
        <source>This file cannot be opened:</source>
        <translation>Não é possível abrir este arquivo:</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="164"/>
        <source>This file is a game of another title.</source>
        <translation>Este arquivo é uma partida de outro jogo.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="171"/>
        <location filename="../gardenapp/ui/playscreen.py" line="178"/>
        <source>Save the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="172"/>
        <source>Saved games (*.json)</source>
        <translation>Partidas salvas (*.json)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="179"/>
        <source>The game could not be saved: {reason}</source>
        <translation>Não foi possível salvar a partida: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="258"/>
        <source>Start a new game or open a saved one.</source>
        <translation>Comece uma nova partida ou abra uma partida salva.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="263"/>
        <source>Game over. Winner: {names}</source>
        <translation>Fim da partida. Vencedor: {names}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="265"/>
        <source>{name}, your move.</source>
        <translation>{name}, é a sua vez.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="267"/>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (computador) está pensando…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="271"/>
        <source>Final score</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="275"/>
        <source>Winner: {names}</source>
        <translation>Vencedor: {names}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/playscreen.py" line="276"/>
        <source>Shared victory: {names}</source>
        <translation>Vitória compartilhada: {names}</translation>
    </message>
</context>
<context>
    <name>ScoreHelperBase</name>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="137"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="264"/>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="138"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="139"/>
        <source>Save…</source>
        <translation>Salvar…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="140"/>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="141"/>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="142"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="237"/>
        <source>Add player</source>
        <translation>Adicionar jogador</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="143"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="245"/>
        <source>Remove player</source>
        <translation>Remover jogador</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="144"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="250"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="254"/>
        <source>Rename player</source>
        <translation>Renomear jogador</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="145"/>
        <source>Photo…</source>
        <translation>Foto…</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="146"/>
        <source>Show a photo of the physical board beside the grid</source>
        <translation>Mostrar uma foto do tabuleiro físico ao lado da grade</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="147"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="148"/>
        <source>Problems and warnings</source>
        <translation>Problemas e avisos</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="168"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="197"/>
        <source>Not scored yet: fix the problems below.</source>
        <translation>Ainda sem pontuação: corrija os problemas abaixo.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="205"/>
        <source>Winner: {names}</source>
        <translation>Vencedor: {names}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="206"/>
        <source>Shared victory: {names}</source>
        <translation>Vitória compartilhada: {names}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="235"/>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="250"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="268"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="279"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="283"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="293"/>
        <source>Open a finished board</source>
        <translation>Abrir um tabuleiro terminado</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="269"/>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Arquivos de tabuleiro (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="284"/>
        <source>This file is not a finished board of this game.</source>
        <translation>Este arquivo não é um tabuleiro terminado deste jogo.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="294"/>
        <source>This file has problems the editor cannot show; `gardenapp score` lists them.</source>
        <translation>Este arquivo tem problemas que o editor não consegue mostrar; o comando `gardenapp score` mostra quais são.</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="298"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="303"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="310"/>
        <source>Save the finished board</source>
        <translation>Salvar o tabuleiro terminado</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="304"/>
        <source>Board files (*.json)</source>
        <translation>Arquivos de tabuleiro (*.json)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="311"/>
        <source>The file could not be saved: {reason}</source>
        <translation>Não foi possível salvar o arquivo: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="316"/>
        <location filename="../gardenapp/ui/scorehelper.py" line="322"/>
        <source>Photo of the board</source>
        <translation>Foto do tabuleiro</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="317"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.webp *.bmp)</translation>
    </message>
    <message>
        <location filename="../gardenapp/ui/scorehelper.py" line="322"/>
        <source>This image cannot be read.</source>
        <translation>Não é possível ler esta imagem.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../gardenapp/ui/scoretable.py" line="72"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="46"/>
        <location filename="../gardenapp/core/record.py" line="86"/>
        <location filename="../gardenapp/games/takenoko/board.py" line="196"/>
        <source>expected an object</source>
        <translation>esperava-se um objeto</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="53"/>
        <source>is missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="57"/>
        <source>unknown key (allowed here: {allowed})</source>
        <translation>chave desconhecida (permitidas aqui: {allowed})</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="64"/>
        <location filename="../gardenapp/core/record.py" line="83"/>
        <source>{value} is not a whole number</source>
        <translation>{value} não é um número inteiro</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="68"/>
        <source>{value} is less than {low}</source>
        <translation>{value} é menor que {low}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="70"/>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} não está entre {low} e {high}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="77"/>
        <source>{value} is not true or false</source>
        <translation>{value} não é verdadeiro nem falso</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="83"/>
        <source>{value} is not a text string</source>
        <translation>{value} não é um texto</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="89"/>
        <location filename="../gardenapp/core/record.py" line="96"/>
        <source>expected a list</source>
        <translation>esperava-se uma lista</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="96"/>
        <source>{value} is not one of {allowed}</source>
        <translation>{value} não está entre as opções {allowed}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="118"/>
        <location filename="../gardenapp/core/boardfile.py" line="174"/>
        <location filename="../gardenapp/core/record.py" line="72"/>
        <source>the file must hold one JSON object</source>
        <translation>o arquivo deve conter um único objeto JSON</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="122"/>
        <location filename="../gardenapp/core/boardfile.py" line="127"/>
        <location filename="../gardenapp/core/record.py" line="74"/>
        <source>must be &quot;{expected}&quot;</source>
        <translation>deve ser &quot;{expected}&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="124"/>
        <location filename="../gardenapp/core/record.py" line="76"/>
        <source>version {value} is not supported (this app reads {expected})</source>
        <translation>a versão {value} não é suportada (o gardenapp lê a versão {expected})</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="141"/>
        <source>{count} players; this game takes {low} to {high}</source>
        <translation>{count} jogadores; este jogo admite de {low} a {high}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="152"/>
        <source>the name is empty</source>
        <translation>o nome está vazio</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="154"/>
        <source>the name &quot;{name}&quot; is used twice</source>
        <translation>o nome &quot;{name}&quot; aparece duas vezes</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/boardfile.py" line="178"/>
        <source>{value} is not a game id (one of: {known})</source>
        <translation>{value} não é um identificador de jogo (um de: {known})</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="42"/>
        <source>the file is too large ({size} bytes)</source>
        <translation>o arquivo é grande demais ({size} bytes)</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="45"/>
        <source>no such file</source>
        <translation>o arquivo não existe</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="47"/>
        <source>this is a folder, not a file</source>
        <translation>isto é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="49"/>
        <source>the file cannot be read (permission denied)</source>
        <translation>não é possível ler o arquivo (permissão negada)</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="51"/>
        <source>the file is not UTF-8 text</source>
        <translation>o arquivo não é texto UTF-8</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="53"/>
        <source>the file cannot be read: {reason}</source>
        <translation>não é possível ler o arquivo: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="58"/>
        <source>not valid JSON: {reason}</source>
        <translation>JSON inválido: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/files.py" line="60"/>
        <source>the JSON is nested too deeply</source>
        <translation>o JSON tem níveis de aninhamento demais</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/game.py" line="182"/>
        <source>unknown option</source>
        <translation>opção desconhecida</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/game.py" line="190"/>
        <source>{value} is not a player count from {low} to {high}</source>
        <translation>{value} não é um número de jogadores de {low} a {high}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="37"/>
        <location filename="../gardenapp/core/record.py" line="80"/>
        <source>{value} is not a game this version can play</source>
        <translation>{value} não é um jogo que esta versão saiba jogar</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="52"/>
        <source>cannot be replayed: {reason}</source>
        <translation>não é possível reproduzir: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="90"/>
        <source>expected a list of names</source>
        <translation>esperava-se uma lista de nomes</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="92"/>
        <source>expected a list of seats</source>
        <translation>esperava-se uma lista de lugares</translation>
    </message>
    <message>
        <location filename="../gardenapp/core/record.py" line="102"/>
        <source>not an action: {reason}</source>
        <translation>não é uma ação: {reason}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="109"/>
        <source>Crocodile</source>
        <translation>Crocodilo</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="110"/>
        <source>Stingray</source>
        <translation>Raia</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="111"/>
        <source>Fish</source>
        <translation>Truta</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="112"/>
        <source>Otter</source>
        <translation>Lontra</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="113"/>
        <source>Frog</source>
        <translation>Rã</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="114"/>
        <source>Duck</source>
        <translation>Pato</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="115"/>
        <source>Flamingo</source>
        <translation>Flamingo</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="116"/>
        <source>Lizard</source>
        <translation>Lagarto</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="117"/>
        <source>Shrew</source>
        <translation>Musaranho</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="118"/>
        <source>Peacock</source>
        <translation>Pavão</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="119"/>
        <source>Squirrel</source>
        <translation>Esquilo</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="120"/>
        <source>Hedgehog</source>
        <translation>Ouriço</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="121"/>
        <source>Bee</source>
        <translation>Abelha</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="122"/>
        <source>Bear</source>
        <translation>Urso</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="123"/>
        <source>Rabbit</source>
        <translation>Coelho</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="124"/>
        <source>Macaw</source>
        <translation>Arara</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="125"/>
        <source>Wild boar</source>
        <translation>Javali</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="126"/>
        <source>Koala</source>
        <translation>Coala</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="127"/>
        <source>Wolf</source>
        <translation>Lobo</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="128"/>
        <source>Kingfisher</source>
        <translation>Martim-pescador</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="129"/>
        <source>Penguin</source>
        <translation>Pinguim</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="130"/>
        <source>Bat</source>
        <translation>Morcego</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="131"/>
        <source>Fennec fox</source>
        <translation>Feneco</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="132"/>
        <source>Macaque</source>
        <translation>Macaco-japonês</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="133"/>
        <source>Eagle</source>
        <translation>Águia</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="134"/>
        <source>Meerkat</source>
        <translation>Suricata</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="135"/>
        <source>Crow</source>
        <translation>Corvo</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="136"/>
        <source>Llama</source>
        <translation>Lhama</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="137"/>
        <source>Arctic fox</source>
        <translation>Raposa-do-ártico</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="138"/>
        <source>Raccoon</source>
        <translation>Guaxinim</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="139"/>
        <source>Ladybug</source>
        <translation>Joaninha</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="140"/>
        <source>Panther</source>
        <translation>Pantera</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="144"/>
        <source>Lion&apos;s Spirit</source>
        <translation>Espírito do Leão</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="145"/>
        <source>Butterfly Spirit</source>
        <translation>Espírito da Borboleta</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="146"/>
        <source>Deer Spirit</source>
        <translation>Espírito do Cervo</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="147"/>
        <source>Owl Spirit</source>
        <translation>Espírito da Coruja</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="148"/>
        <source>Cat Spirit</source>
        <translation>Espírito do Gato</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="149"/>
        <source>Stork Spirit</source>
        <translation>Espírito da Cegonha</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="150"/>
        <source>Ram Spirit</source>
        <translation>Espírito do Carneiro</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="151"/>
        <source>Marmot Spirit</source>
        <translation>Espírito da Marmota</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="152"/>
        <source>Dragonfly Spirit</source>
        <translation>Espírito da Libélula</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="153"/>
        <source>Tortoise Spirit</source>
        <translation>Espírito da Tartaruga</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="192"/>
        <source>Butterfly Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Pontos do Espírito da Borboleta lidos dos ícones da carta, não conferidos numa partida pontuada</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="193"/>
        <source>Deer Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Pontos do Espírito do Cervo lidos dos ícones da carta, não conferidos numa partida pontuada</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="194"/>
        <source>Stork Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Pontos do Espírito da Cegonha lidos dos ícones da carta, não conferidos numa partida pontuada</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="195"/>
        <source>Side B shape (7 columns 4,3,4,3,4,3,4) reconstructed from pictures</source>
        <translation>Forma do lado B (7 colunas 4,3,4,3,4,3,4) reconstituída a partir de imagens</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/data.py" line="196"/>
        <source>Solo spirit suns follow the spirit chosen, placed or not</source>
        <translation>No modo solo, os sóis do espírito dependem do espírito escolhido, posicionado ou não</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="77"/>
        <source>{value} is not a garden space (&quot;row,col&quot;, rows 1-6, columns 1-9)</source>
        <translation>{value} não é um espaço do jardim (&quot;linha,coluna&quot;, linhas 1-6, colunas 1-9)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="81"/>
        <source>space {cell} is listed twice</source>
        <translation>o espaço {cell} aparece duas vezes</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="92"/>
        <source>expected {expected} numbers, found {count}</source>
        <translation>esperavam-se {expected} números, há {count}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="115"/>
        <location filename="../gardenapp/games/sanssouci/game.py" line="73"/>
        <source>printed spaces are only given with layout &quot;custom&quot;</source>
        <translation>os espaços pré-impressos só são indicados com a disposição &quot;custom&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="118"/>
        <source>is missing (layout &quot;custom&quot; needs its printed spaces)</source>
        <translation>ausente (a disposição &quot;custom&quot; precisa dos seus espaços pré-impressos)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="140"/>
        <source>a game with the automaton has exactly 2 players: one person and Pedro Bot</source>
        <translation>uma partida com o autômato tem exatamente 2 jogadores: uma pessoa e o Pedro Bot</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="142"/>
        <source>only one player can be the automaton</source>
        <translation>só um jogador pode ser o autômato</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="158"/>
        <source>the automaton&apos;s garden has no printed spaces (spec §5.4); remove its layout</source>
        <translation>o jardim do autômato não tem espaços pré-impressos (especificação §5.4); remova a sua disposição</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="170"/>
        <source>is missing: give options.layout or the player&apos;s own layout</source>
        <translation>ausente: indique options.layout ou a disposição do próprio jogador</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="181"/>
        <source>expected an object of &quot;row,col&quot;: &quot;ornament&quot; | &quot;gardener&quot;</source>
        <translation>esperava-se um objeto &quot;row,col&quot;: &quot;ornament&quot; | &quot;gardener&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="187"/>
        <source>no such space (&quot;row,col&quot; with rows 1-6 and columns 1-9)</source>
        <translation>esse espaço não existe (&quot;linha,coluna&quot; com linhas 1-6 e colunas 1-9)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="194"/>
        <source>a printed space cannot hold a gardener</source>
        <translation>um espaço pré-impresso não pode ter uma peça virada</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="209"/>
        <source>{count} mission cards; a player holds 2</source>
        <translation>{count} cartas de missão; cada jogador tem 2</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="215"/>
        <source>the {element} mission card is listed twice</source>
        <translation>a carta de missão {element} aparece duas vezes</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="217"/>
        <source>the {element} mission card is also held by players[{other}] (there is one card per element)</source>
        <translation>a carta de missão {element} também está com players[{other}] (há uma carta por elemento)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="223"/>
        <source>{player}: {count} mission cards; each player keeps 2</source>
        <translation>{player}: {count} cartas de missão; cada jogador fica com 2</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="244"/>
        <source>{player}: row 1 is not completely filled</source>
        <translation>{player}: a linha 1 não está totalmente preenchida</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="248"/>
        <source>{player}: {count} filled spaces; a finished garden has {expected}</source>
        <translation>{player}: {count} espaços preenchidos; um jardim terminado tem {expected}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="252"/>
        <source>{player}: {count} gardeners; at most {most} tiles are placed in a game</source>
        <translation>{player}: {count} peças viradas; numa partida colocam-se no máximo {most} peças</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="261"/>
        <source>{player}: the noble of column {col} stands on {cell}, which holds no ornament</source>
        <translation>{player}: o nobre da coluna {col} está em {cell}, que não tem ornamento</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="264"/>
        <source>{player}: the noble on {cell} is not connected to row 1 through filled spaces</source>
        <translation>{player}: o nobre em {cell} não está ligado à linha 1 por espaços preenchidos</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="268"/>
        <source>{player}: track score {score} is less than {sum}, the sum of the nobles&apos; rows</source>
        <translation>{player}: a pontuação na trilha, {score}, é menor que {sum}, a soma das linhas dos nobres</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="271"/>
        <source>{player}: track score {score} is more than {most} (18 moves of 6 points)</source>
        <translation>{player}: a pontuação na trilha, {score}, é maior que {most} (18 movimentos de 6 pontos)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="281"/>
        <source>layout {layout} is a provisional layout (not the printed board): check the printed spaces or use &quot;custom&quot;</source>
        <translation>a disposição {layout} é provisória (não é o tabuleiro impresso): confira os espaços pré-impressos ou use &quot;custom&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="283"/>
        <source>row bonuses</source>
        <translation>bonificações das linhas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="284"/>
        <source>column bonuses</source>
        <translation>bonificações das colunas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="285"/>
        <source>mission points</source>
        <translation>pontos de missão</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/board.py" line="287"/>
        <source>the {what} are provisional values (spec §6.1): enter the numbers printed on your board</source>
        <translation>{what}: valores provisórios (especificação §6.1); insira os números impressos no seu tabuleiro</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="461"/>
        <source>player {player} plays card {card}</source>
        <translation>o jogador {player} joga a carta {card}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="463"/>
        <source>Pedro Bot reveals card {card}</source>
        <translation>Pedro Bot revela a carta {card}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="465"/>
        <source>Pedro Bot rolls a {die}</source>
        <translation>Pedro Bot tira {die} no dado</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="467"/>
        <source>player {player} takes the {element} from row {row}</source>
        <translation>o jogador {player} retira {element} da linha {row}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="470"/>
        <source>player {player} places a tile ({side}) on {row},{col}</source>
        <translation>o jogador {player} coloca uma peça ({side}) em {row},{col}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="473"/>
        <source>player {player} moves the noble of column {col} from row {start} to row {end}: {points} points</source>
        <translation>o jogador {player} move o nobre da coluna {col} da linha {start} para a linha {end}: {points} pontos</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="476"/>
        <source>a {element} refills row {row}</source>
        <translation>a linha {row} recebe {element}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="478"/>
        <source>player {player} draws a card</source>
        <translation>o jogador {player} compra uma carta</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="480"/>
        <source>player {player} starts</source>
        <translation>o jogador {player} começa</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/state.py" line="481"/>
        <source>the game is over</source>
        <translation>a partida terminou</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/components.py" line="159"/>
        <source>Green plot tiles 6 plain / 2 watershed / 2 enclosure / 1 fertilizer: sources disagree (BGA says 5 plain / 2 fertilizer).</source>
        <translation>Canteiros verdes 6 sem melhoria / 2 fosso / 2 cerca / 1 fertilizante: as fontes divergem (a BGA diz 5 sem melhoria / 2 fertilizante).</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/components.py" line="162"/>
        <source>Which tip goes with which middle in a two-colour diamond is not confirmed by a printed card.</source>
        <translation>Qual ponta vai com qual meio num losango de duas cores não está confirmado por nenhuma carta impressa.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/components.py" line="164"/>
        <source>Multi-stalk gardener objectives count stalks of exactly 3 sections (a stalk of 4 does not count).</source>
        <translation>Os objetivos de jardineiro com vários bambus contam bambus de exatamente 3 segmentos (um de 4 não conta).</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="97"/>
        <source>a Nature&apos;s Spirit is only allowed when options.spirits is true</source>
        <translation>um Espírito da Natureza só é permitido quando options.spirits é true</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="101"/>
        <source>is missing (options.spirits is true: give the spirit kept and whether its cube was placed)</source>
        <translation>ausente (options.spirits é true: indique o espírito guardado e se o seu cubo foi posicionado)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="110"/>
        <source>expected an object of &quot;c,r&quot;: [colours]</source>
        <translation>esperava-se um objeto &quot;c,r&quot;: [cores]</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="116"/>
        <source>is not a space label &quot;c,r&quot;</source>
        <translation>não é um rótulo de espaço &quot;c,r&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="119"/>
        <source>no such space on side {side}</source>
        <translation>esse espaço não existe no lado {side}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="134"/>
        <source>{stack} is not a legal stack (bottom to top; spec §5.2)</source>
        <translation>{stack} não é uma pilha válida (de baixo para cima; especificação §5.2)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="153"/>
        <source>&quot;{value}&quot; is not a space label &quot;c,r&quot;</source>
        <translation>&quot;{value}&quot; não é um rótulo de espaço &quot;c,r&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="155"/>
        <source>{value}: no such space on side {side}</source>
        <translation>{value}: esse espaço não existe no lado {side}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="157"/>
        <source>{value} is listed twice (one cube per space)</source>
        <translation>{value} aparece duas vezes (um cubo por espaço)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="159"/>
        <source>{value} is empty: a cube sits on a token</source>
        <translation>{value} está vazio: um cubo fica sobre uma peça</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="178"/>
        <location filename="../gardenapp/games/harmonies/game.py" line="204"/>
        <source>card {card} is already listed at {other}</source>
        <translation>a carta {card} já aparece em {other}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="187"/>
        <source>{value} is more than card {card}&apos;s {slots} slots</source>
        <translation>{value} é mais do que os {slots} espaços da carta {card}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="240"/>
        <source>{name}: {marked} cubes are marked on the board but the cards account for {expected}</source>
        <translation>{name}: há {marked} cubos marcados no tabuleiro, mas as cartas indicam {expected}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/harmonies/game.py" line="246"/>
        <source>{name}: {count} incomplete cards; the rules allow at most {limit}</source>
        <translation>{name}: {count} cartas incompletas; as regras permitem no máximo {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/game.py" line="57"/>
        <source>{count} layouts for {people} people; give one per person or a single layout</source>
        <translation>{count} disposições para {people} pessoas; indique uma por pessoa ou uma só</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/game.py" line="70"/>
        <source>{value} is not a space of rows 2-6 (&quot;row,col&quot;)</source>
        <translation>{value} não é um espaço das linhas 2-6 (&quot;linha,coluna&quot;)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/game.py" line="79"/>
        <source>expected a list of {expected} whole numbers</source>
        <translation>esperava-se uma lista de {expected} números inteiros</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="123"/>
        <source>{value} is not an objective card id</source>
        <translation>{value} não é um identificador de carta de objetivo</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="131"/>
        <location filename="../gardenapp/games/takenoko/board.py" line="142"/>
        <source>{card} is already completed by {player}</source>
        <translation>a carta {card} já foi cumprida por {player}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="137"/>
        <source>more {card} cards than the {count} in the game</source>
        <translation>mais cartas {card} do que as {count} do jogo</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="153"/>
        <source>the Emperor goes to a player with at least {threshold} completed objectives; {name} has {count}</source>
        <translation>a carta do Imperador vai para um jogador com pelo menos {threshold} objetivos cumpridos; {name} tem {count}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="160"/>
        <source>only one player holds the Emperor card</source>
        <translation>só um jogador fica com a carta do Imperador</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="164"/>
        <source>{names} reached {threshold} objectives but nobody holds the Emperor card</source>
        <translation>{names}: {threshold} objetivos alcançados, mas ninguém tem a carta do Imperador</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="182"/>
        <source>{value} is not a cell &quot;q,r&quot;</source>
        <translation>{value} não é um espaço &quot;q,r&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="202"/>
        <source>not a cell &quot;q,r&quot;</source>
        <translation>não é um espaço &quot;q,r&quot;</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="205"/>
        <source>the pond is not a plot</source>
        <translation>o lago não é um canteiro</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="221"/>
        <source>a printed improvement needs an improvement</source>
        <translation>uma melhoria impressa precisa do tipo de melhoria</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="236"/>
        <source>a channel is a list of two cells</source>
        <translation>um canal é uma lista de dois espaços</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="243"/>
        <source>{a} and {b} are not neighbours</source>
        <translation>{a} e {b} não são vizinhos</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="248"/>
        <source>this channel is listed twice</source>
        <translation>este canal aparece duas vezes</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="260"/>
        <source>{cell} is neither the pond nor a plot</source>
        <translation>{cell} não é o lago nem um canteiro</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="270"/>
        <source>bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)</source>
        <translation>o bambu só cresce num canteiro irrigado (junto ao lago, a um canal ou com fosso)</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="278"/>
        <source>{where}: {count} {colour} plots; the game has {limit}</source>
        <translation>{where}: {count} canteiros {colour}; o jogo tem {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="286"/>
        <source>{where}: {count} {colour} plots with a printed {improvement}; the game has {limit}</source>
        <translation>{where}: {count} canteiros {colour} com a melhoria impressa {improvement}; o jogo tem {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="291"/>
        <source>{where}: {count} {colour} bamboo sections; the game has {limit}</source>
        <translation>{where}: {count} segmentos de bambu {colour}; o jogo tem {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="296"/>
        <source>{where}: {count} {improvement} tokens; the game has {limit}</source>
        <translation>{where}: {count} fichas de {improvement}; o jogo tem {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="299"/>
        <source>{where}: {count} channels; the game has {limit}</source>
        <translation>{where}: {count} canais; o jogo tem {limit}</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="302"/>
        <source>{where}: cannot be placed: not next to the pond nor to two plots placed before it</source>
        <translation>{where}: não pode ser colocado: não está junto ao lago nem a dois canteiros colocados antes</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="307"/>
        <source>{where}: channel {a}|{b} is not between two plots</source>
        <translation>{where}: o canal {a}|{b} não está entre dois canteiros</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/takenoko/board.py" line="311"/>
        <source>{where}: channel {a}|{b} is not connected to the pond</source>
        <translation>{where}: o canal {a}|{b} não está ligado ao lago</translation>
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
        <translation>Monte o jardim do palácio e leve os seus nobres aos melhores lugares.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="11"/>
        <source>Azul: Queen&apos;s Garden</source>
        <translation>Azul: Jardim da Rainha</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="12"/>
        <source>Plant hexagonal tiles in groups of colours and patterns.</source>
        <translation>Plante hexágonos em grupos de cores e padrões.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="14"/>
        <source>Harmonies</source>
        <translation>Harmonies</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="15"/>
        <source>Build landscapes of tokens and give animals the habitats they need.</source>
        <translation>Construa paisagens com peças e dê aos animais os habitats de que precisam.</translation>
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
        <translation>Cultive bambu no jardim do imperador e mantenha o panda bem alimentado.</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="20"/>
        <source>Under the Leaves</source>
        <translation>Under the Leaves</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/__init__.py" line="21"/>
        <source>Build a forest floor of tiles where small creatures thrive.</source>
        <translation>Forme com peças um chão de floresta onde pequenas criaturas prosperam.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="9"/>
        <source>Trees</source>
        <translation>Árvores</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="10"/>
        <source>Mountains</source>
        <translation>Montanhas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="11"/>
        <source>Fields</source>
        <translation>Campos</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="12"/>
        <source>Buildings</source>
        <translation>Construções</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="13"/>
        <source>Water</source>
        <translation>Água</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="14"/>
        <source>Animals</source>
        <translation>Animais</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="15"/>
        <source>Nature&apos;s Spirit</source>
        <translation>Espírito da Natureza</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="17"/>
        <source>Plot objectives</source>
        <translation>Objetivos de canteiro</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="18"/>
        <source>Gardener objectives</source>
        <translation>Objetivos de jardineiro</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="19"/>
        <source>Panda objectives</source>
        <translation>Objetivos de panda</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="20"/>
        <source>Emperor</source>
        <translation>Imperador</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="22"/>
        <source>Score track</source>
        <translation>Trilha de pontuação</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="23"/>
        <source>Row bonuses</source>
        <translation>Bonificações das linhas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="24"/>
        <source>Column bonuses</source>
        <translation>Bonificações das colunas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="25"/>
        <source>Missions</source>
        <translation>Missões</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="27"/>
        <source>Storage</source>
        <translation>Armazenamento</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="29"/>
        <source>Bees</source>
        <translation>Abelhas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="30"/>
        <source>Hummingbirds</source>
        <translation>Beija-flores</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="31"/>
        <source>Leaf</source>
        <translation>Habitantes das folhas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="32"/>
        <source>Puddle</source>
        <translation>Habitantes das poças</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="33"/>
        <source>Mushroom</source>
        <translation>Habitantes dos cogumelos</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/rule_names.py" line="34"/>
        <source>Majority bonus</source>
        <translation>Bonificação de maioria</translation>
    </message>
</context>
<context>
    <name>sanssouci</name>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="32"/>
        <source>Labyrinth</source>
        <translation>Labirinto</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="32"/>
        <source>Statue</source>
        <translation>Estátua</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="33"/>
        <source>Pavilion</source>
        <translation>Pavilhão</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="33"/>
        <source>Topiary</source>
        <translation>Topiária</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="34"/>
        <source>Stairs</source>
        <translation>Escadaria</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="34"/>
        <source>Fountain</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="35"/>
        <source>Rose arch</source>
        <translation>Arco de rosas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="35"/>
        <source>Herb spiral</source>
        <translation>Espiral de ervas</translation>
    </message>
    <message>
        <location filename="../gardenapp/games/sanssouci/data.py" line="36"/>
        <source>Grapevine</source>
        <translation>Videira</translation>
    </message>
</context>
</TS>
