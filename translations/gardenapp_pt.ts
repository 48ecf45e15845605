<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>gardenapp is already running, in another window. Only one copy runs at a time, so that neither loses the other&apos;s games.</source>
        <translation>O gardenapp já está aberto, em outra janela. Só uma cópia funciona de cada vez, para que nenhuma perca as partidas da outra.</translation>
    </message>
</context>
<context>
    <name>AzulLetters</name>
    <message>
        <source>B</source>
        <extracomment>Azul colour letter on a hexagon: blue (English B). One character from your language&apos;s word for blue, different from the letters of the other five colours.</extracomment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Y</source>
        <extracomment>Azul colour letter on a hexagon: yellow (English Y). One character from your language&apos;s word for yellow, different from the letters of the other five colours.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>G</source>
        <extracomment>Azul colour letter on a hexagon: green, the dark one (English G). One character from your language&apos;s word for green, different from the letters of the other five colours.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>L</source>
        <extracomment>Azul colour letter on a hexagon: light green (English L). One character from your language&apos;s words for light green, different from the letters of the other five colours.</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Azul colour letter on a hexagon: purple, the dark one (English P). One character from your language&apos;s word for purple, different from the letters of the other five colours.</extracomment>
        <translation>R</translation>
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
        <translation>Sorteados ao acaso (provisório)</translation>
    </message>
    <message>
        <source>My wheel, as below</source>
        <translation>A minha roda, como abaixo</translation>
    </message>
    <message>
        <source>The printed wheel is not known to us: by default a random schedule is drawn. Choose your wheel&apos;s 3 colours or patterns for each round to play with it.</source>
        <translation>Não conhecemos a roda impressa: por padrão, os critérios de cada rodada são sorteados. Escolha as 3 cores ou padrões de cada rodada da sua roda para jogar com ela.</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rodada {n}</translation>
    </message>
    <message>
        <source>Wheel schedule</source>
        <translation>Critérios da roda</translation>
    </message>
</context>
<context>
    <name>AzulPlayScreen</name>
    <message>
        <source>Display: take this colour or pattern</source>
        <translation>Área de exibição: pegar esta cor ou este padrão</translation>
    </message>
    <message>
        <source>Copy in the display</source>
        <translation>Cópia na área de exibição</translation>
    </message>
    <message>
        <source>Tile in the storage of {name}</source>
        <translation>Peça no armazenamento de {name}</translation>
    </message>
    <message>
        <source>Expansion in the storage of {name}</source>
        <translation>Expansão no armazenamento de {name}</translation>
    </message>
    <message>
        <source>Supply of expansions</source>
        <translation>Reserva de expansões</translation>
    </message>
    <message>
        <source>Garden of {name}, space {space}</source>
        <translation>Jardim de {name}, espaço {space}</translation>
    </message>
    <message>
        <source>Garden of {name}, area {area}</source>
        <translation>Jardim de {name}, área {area}</translation>
    </message>
    <message>
        <source>Orientation {n}</source>
        <translation>Orientação {n}</translation>
    </message>
    <message>
        <source>Pay with this item</source>
        <translation>Pagar com este item</translation>
    </message>
    <message>
        <source>Discard this item</source>
        <translation>Descartar este item</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Finish passing</source>
        <translation>Terminar de passar</translation>
    </message>
    <message>
        <source>Accept payment</source>
        <translation>Aceitar pagamento</translation>
    </message>
    <message>
        <source>Table: score track, wheel, display and supply</source>
        <translation>Mesa: trilha de pontuação, roda, área de exibição e reserva</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Jardins</translation>
    </message>
</context>
<context>
    <name>AzulPlayerPage</name>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Curingas</translation>
    </message>
    <message>
        <source>Score on the track after round 4&apos;s Phase 2</source>
        <translation>Pontuação na trilha após a Fase 2 da rodada 4</translation>
    </message>
    <message>
        <source>Storage: jokers</source>
        <translation>Armazenamento: curingas</translation>
    </message>
    <message>
        <source>Add the current hexagon as a tile</source>
        <translation>Adicionar o hexágono atual como peça</translation>
    </message>
    <message>
        <source>Add it as an expansion</source>
        <translation>Adicionar como expansão</translation>
    </message>
    <message>
        <source>Click an item of the storage to remove it</source>
        <translation>Clique num item do armazenamento para removê-lo</translation>
    </message>
    <message>
        <source>Which ornaments are statues and which are benches is provisional; it does not change the final score.</source>
        <translation>Quais ornamentos são estátuas e quais são bancos é provisório; isso não altera a pontuação final.</translation>
    </message>
    <message numerus="yes">
        <source>%n hexagons from the photo still show &apos;?&apos; for their pattern.</source>
        <translation>
            <numerusform>%n hexágono da foto ainda mostra &apos;?&apos; no padrão.</numerusform>
            <numerusform>%n hexágonos da foto ainda mostram &apos;?&apos; no padrão.</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardim</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Armazenamento</translation>
    </message>
    <message>
        <source>Remove this item</source>
        <translation>Remover este item</translation>
    </message>
    <message>
        <source>Garden expansion in storage: {hexagon}. Click to remove it.</source>
        <translation>Expansão de jardim no armazenamento: {hexagon}. Clique para removê-la.</translation>
    </message>
    <message>
        <source>Tile in storage: {hexagon}. Click to remove it.</source>
        <translation>Peça no armazenamento: {hexagon}. Clique para removê-la.</translation>
    </message>
</context>
<context>
    <name>AzulScoreHelper</name>
    <message>
        <source>Current hexagon: {hexagon}</source>
        <translation>Hexágono atual: {hexagon}</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Peça</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vazio</translation>
    </message>
    <message>
        <source>Face-up expansion: click the cell of its printed hexagon</source>
        <translation>Expansão virada para cima: clique no espaço do hexágono impresso</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Virada para baixo</translation>
    </message>
    <message>
        <source>No expansion</source>
        <translation>Sem expansão</translation>
    </message>
    <message>
        <source>On a space, type a colour ({colours}), then a pattern ({patterns}).</source>
        <translation>Num espaço, digite uma cor ({colours}) e depois um padrão ({patterns}).</translation>
    </message>
    <message>
        <source>{colour}: now the letter of its pattern</source>
        <translation>{colour}: agora a letra do padrão</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Coming soon</source>
        <translation>Em breve</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Retomar a partida</translation>
    </message>
    <message>
        <source>Continue the game left in progress</source>
        <translation>Continuar a partida que ficou em andamento</translation>
    </message>
    <message>
        <source>Resume scoring</source>
        <translation>Retomar a pontuação</translation>
    </message>
    <message>
        <source>Continue the board you were entering</source>
        <translation>Continuar o tabuleiro que estava sendo inserido</translation>
    </message>
    <message>
        <source>Score a finished game</source>
        <translation>Pontuar uma partida terminada</translation>
    </message>
    <message>
        <source>This game is not ready yet.</source>
        <translation>Este jogo ainda não está pronto.</translation>
    </message>
</context>
<context>
    <name>GardenEditor</name>
    <message>
        <source>Remove a channel</source>
        <translation>Remover um canal</translation>
    </message>
    <message>
        <source>Add a channel</source>
        <translation>Adicionar um canal</translation>
    </message>
    <message>
        <source>Move the {figure}</source>
        <translation>Mover o {figure}</translation>
    </message>
    <message>
        <source>Paint a {colour} plot</source>
        <translation>Pintar um canteiro {colour}</translation>
    </message>
    <message>
        <source>Erase a plot</source>
        <translation>Apagar um canteiro</translation>
    </message>
    <message>
        <source>Set the improvement: {improvement}</source>
        <translation>Definir a melhoria: {improvement}</translation>
    </message>
    <message>
        <source>Bamboo of {n}</source>
        <translation>Bambu de {n}</translation>
    </message>
    <message>
        <source>Paint the garden to see which plot and gardener objectives it satisfies.</source>
        <translation>Pinte o jardim para ver que objetivos de canteiro e de jardineiro ele cumpre.</translation>
    </message>
    <message>
        <source>This garden satisfies no plot or gardener objective.</source>
        <translation>Este jardim não cumpre nenhum objetivo de canteiro nem de jardineiro.</translation>
    </message>
    <message>
        <source>Click or drag over cells to lay {colour} plots.</source>
        <translation>Clique ou arraste sobre os espaços para colocar canteiros de cor {colour}.</translation>
    </message>
    <message>
        <source>Click or drag to remove plots (with their channels).</source>
        <translation>Clique ou arraste para remover canteiros (com os seus canais).</translation>
    </message>
    <message>
        <source>Click a plot to give it this improvement; tick “printed” for one printed on the tile (a square plate) rather than a token (a round chip).</source>
        <translation>Clique num canteiro para lhe dar esta melhoria; marque “impressa” se estiver impressa no canteiro (placa quadrada) e não for uma ficha (disco redondo).</translation>
    </message>
    <message>
        <source>Click the dashed edges between two plots to add or remove a channel.</source>
        <translation>Clique nas bordas tracejadas entre dois canteiros para adicionar ou remover um canal.</translation>
    </message>
    <message>
        <source>Click the pond or a plot to put the {figure} there.</source>
        <translation>Clique no lago ou num canteiro para pôr lá o {figure}.</translation>
    </message>
    <message numerus="yes">
        <source>Bamboo: %n sections</source>
        <translation>
            <numerusform>Bambu: %n segmento</numerusform>
            <numerusform>Bambu: %n segmentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden (optional: helps you check the plot and gardener cards; never scored)</source>
        <translation>Jardim (opcional: ajuda a conferir as cartas de canteiro e de jardineiro; nunca é pontuado)</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>impressa</translation>
    </message>
    <message>
        <source>The improvement is printed on the plot tile</source>
        <translation>A melhoria está impressa no canteiro</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>canteiro {colour}</translation>
    </message>
    <message numerus="yes">
        <source>This garden satisfies %n plot and gardener objectives (✓ on the cards; click one to see its cells):</source>
        <translation>
            <numerusform>Este jardim cumpre %n objetivo de canteiro ou de jardineiro (✓ nas cartas; clique nela para ver os seus espaços):</numerusform>
            <numerusform>Este jardim cumpre %n objetivos de canteiro e de jardineiro (✓ nas cartas; clique numa para ver os seus espaços):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click or drag over plots to set their bamboo to %n sections.</source>
        <translation>
            <numerusform>Clique ou arraste sobre os canteiros para deixar o bambu com %n segmento.</numerusform>
            <numerusform>Clique ou arraste sobre os canteiros para deixar o bambu com %n segmentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove a plot</source>
        <translation>Remover um canteiro</translation>
    </message>
    <message>
        <source>Irrigation channel</source>
        <translation>Canal de irrigação</translation>
    </message>
</context>
<context>
    <name>GardenScene</name>
    <message>
        <source>Empty place ({cell})</source>
        <translation>Lugar vazio ({cell})</translation>
    </message>
    <message>
        <source>{colour} plot ({cell})</source>
        <translation>canteiro {colour} ({cell})</translation>
    </message>
    <message>
        <source>printed {improvement}</source>
        <translation>melhoria impressa: {improvement}</translation>
    </message>
    <message>
        <source>{improvement} token</source>
        <translation>ficha de {improvement}</translation>
    </message>
    <message>
        <source>bamboo: {n}</source>
        <translation>bambu: {n}</translation>
    </message>
    <message>
        <source>irrigated</source>
        <translation>irrigado</translation>
    </message>
    <message>
        <source>not irrigated</source>
        <translation>não irrigado</translation>
    </message>
    <message>
        <source>Channel between {a} and {b}</source>
        <translation>Canal entre {a} e {b}</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passe o computador a {name}</translation>
    </message>
    <message>
        <source>Your cards stay hidden until you are ready.</source>
        <translation>As cartas ficam ocultas até você confirmar.</translation>
    </message>
    <message>
        <source>I am {name}: show my turn</source>
        <translation>Sou {name}: mostrar a minha vez</translation>
    </message>
</context>
<context>
    <name>HarmoniesCardPicker</name>
    <message>
        <source>Animal cards of {name}</source>
        <translation>Cartas de animal de {name}</translation>
    </message>
    <message>
        <source>Click each card from which this player moved cubes to the board, on the value it scores (the highest its cubes no longer cover); click a card again to remove it. A card that still holds all its cubes scores nothing and can be left out (or click elsewhere on it to add it).</source>
        <translation>Clique em cada carta da qual este jogador levou cubos ao tabuleiro, no valor que ela pontua (o mais alto que os cubos dela não cobrem mais); clique de novo em uma carta para removê-la. Uma carta que ainda tem todos os seus cubos não pontua nada e pode ficar de fora (ou clique em outro ponto dela para adicioná-la).</translation>
    </message>
    <message>
        <source>has it: {name}</source>
        <translation>está com: {name}</translation>
    </message>
</context>
<context>
    <name>HarmoniesCardRow</name>
    <message>
        <source>Cubes placed on the board from this card (or click the value the card shows)</source>
        <translation>Cubos desta carta posicionados no tabuleiro (ou clique no valor que a carta mostra)</translation>
    </message>
    <message>
        <source>Cubes: </source>
        <translation>Cubos: </translation>
    </message>
    <message>
        <source>Remove this card</source>
        <translation>Remover esta carta</translation>
    </message>
</context>
<context>
    <name>HarmoniesPlayScreen</name>
    <message>
        <source>Harmonies: build landscapes and give animals their habitats.</source>
        <translation>Harmonies: construa paisagens e dê aos animais os seus habitats.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar o turno</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Descartar uma carta</translation>
    </message>
    <message>
        <source>Solo: discard one card of the display and end the turn (only when you took no card this turn)</source>
        <translation>Solo: descarte uma carta exposta e termine o turno (só se não pegou nenhuma carta neste turno)</translation>
    </message>
    <message>
        <source>This token is chosen: click a highlighted space of your board to place it.</source>
        <translation>Esta peça está escolhida: clique em um espaço destacado do seu tabuleiro para posicioná-la.</translation>
    </message>
    <message>
        <source>Central board, space {space}: {tokens}</source>
        <translation>Tabuleiro central, espaço {space}: {tokens}</translation>
    </message>
    <message>
        <source>Card in the display</source>
        <translation>Carta exposta</translation>
    </message>
    <message>
        <source>Token in hand: {colour}</source>
        <translation>Peça na mão: {colour}</translation>
    </message>
    <message>
        <source>Card of {name}</source>
        <translation>Carta de {name}</translation>
    </message>
    <message>
        <source>Board of {name}, space {space}</source>
        <translation>Tabuleiro de {name}, espaço {space}</translation>
    </message>
    <message>
        <source>{space}: {stack}</source>
        <translation>{space}: {stack}</translation>
    </message>
    <message>
        <source>Central board and display</source>
        <translation>Tabuleiro central e cartas expostas</translation>
    </message>
    <message>
        <source>Players&apos; boards</source>
        <translation>Tabuleiros dos jogadores</translation>
    </message>
    <message>
        <source>Central board</source>
        <translation>Tabuleiro central</translation>
    </message>
    <message>
        <source>Tokens in hand</source>
        <translation>Peças na mão</translation>
    </message>
    <message numerus="yes">
        <source>Solo result: %n suns {stars}</source>
        <translation>
            <numerusform>Resultado solo: %n sol {stars}</numerusform>
            <numerusform>Resultado solo: %n sóis {stars}</numerusform>
        </translation>
    </message>
    <message>
        <source>Animal cards</source>
        <translation>Cartas de animal</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A sua vez</translation>
    </message>
    <message>
        <source>Computer playing…</source>
        <translation>O computador está jogando…</translation>
    </message>
    <message>
        <source>Keep this one?</source>
        <translation>Ficar com esta?</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>completa</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Pilha de compra: %n carta</numerusform>
            <numerusform>Pilha de compra: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pouch: %n tokens</source>
        <translation>
            <numerusform>Bolsa: %n peça</numerusform>
            <numerusform>Bolsa: %n peças</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HarmoniesPlayerPage</name>
    <message>
        <source>Animal cube</source>
        <translation>Cubo de animal</translation>
    </message>
    <message>
        <source>Mark or unmark the spaces that hold a cube (optional: it only checks the cards&apos; cube counts) — key {key}</source>
        <translation>Marque ou desmarque os espaços que têm um cubo (opcional: só confere o número de cubos das cartas) — tecla {key}</translation>
    </message>
    <message>
        <source>{stack} (bottom to top) — key {key}</source>
        <translation>{stack} (de baixo para cima) — tecla {key}</translation>
    </message>
    <message>
        <source>Check the ringed stack against the photo: Enter keeps its height, 1, 2 or 3 sets it, Esc stops.</source>
        <translation>Confira a pilha destacada com a foto: Enter mantém a altura, 1, 2 ou 3 a define, Esc para.</translation>
    </message>
    <message>
        <source>Click or drag on the board to paint. The choice stays selected; keys pick it.</source>
        <translation>Clique ou arraste no tabuleiro para pintar. A escolha fica selecionada; as teclas também a escolhem.</translation>
    </message>
    <message>
        <source>Animal cards</source>
        <translation>Cartas de animal</translation>
    </message>
    <message>
        <source>Choose cards…</source>
        <translation>Escolher cartas…</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit</source>
        <translation>Espírito da Natureza</translation>
    </message>
    <message>
        <source>Its cube is on the board</source>
        <translation>O seu cubo está no tabuleiro</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— escolher —</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>Paint {what}</source>
        <translation>Pintar: {what}</translation>
    </message>
    <message>
        <source>Remove {card}</source>
        <translation>Remover {card}</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Adicionar {card}</translation>
    </message>
    <message>
        <source>Cubes on {card}</source>
        <translation>Cubos em {card}</translation>
    </message>
</context>
<context>
    <name>HarmoniesScoreHelper</name>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>Personal boards:</source>
        <translation>Tabuleiros pessoais:</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards (variant)</source>
        <translation>Cartas de Espírito da Natureza (variante)</translation>
    </message>
    <message>
        <source>Board side</source>
        <translation>Lado do tabuleiro</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards</source>
        <translation>Cartas de Espírito da Natureza</translation>
    </message>
    <message numerus="yes">
        <source>Solo result: %n suns {stars}</source>
        <translation>
            <numerusform>Resultado solo: %n sol {stars}</numerusform>
            <numerusform>Resultado solo: %n sóis {stars}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Jogadores e pontuações</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vitória</translation>
    </message>
    <message>
        <source>Open the board</source>
        <translation>Abrir o tabuleiro</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Apagar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>Step through a game played here turn by turn, with the score chart and the coach&apos;s view</source>
        <translation>Percorrer turno a turno uma partida jogada aqui, com o gráfico da pontuação e a opinião do treinador</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Pontuação média</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Choose a game to see the score over time.</source>
        <translation>Escolha um jogo para ver a pontuação ao longo do tempo.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Todos os jogadores</translation>
    </message>
    <message>
        <source>played here</source>
        <translation>jogada aqui</translation>
    </message>
    <message>
        <source>scored from the table</source>
        <translation>jogada à mesa</translation>
    </message>
    <message>
        <source>No finished game yet: games you finish or score appear here.</source>
        <translation>Ainda não há partidas terminadas: as partidas que terminar ou pontuar aparecem aqui.</translation>
    </message>
    <message>
        <source>Choose a player to see their statistics.</source>
        <translation>Escolha um jogador para ver as suas estatísticas.</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Pontuação ao longo do tempo</translation>
    </message>
    <message>
        <source>Mean points per rule</source>
        <translation>Média de pontos por categoria</translation>
    </message>
    <message>
        <source>Choose a game to see the mean points of its rules.</source>
        <translation>Escolha um jogo para ver a média de pontos das suas categorias.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Tente de novo daqui a pouco.</translation>
    </message>
    <message>
        <source>Games in the history that could not be read and are not shown: {count}.</source>
        <translation>Partidas do histórico que não puderam ser lidas e não são mostradas: {count}.</translation>
    </message>
    <message>
        <source>Results that were waiting, now added to the history: {count}.</source>
        <translation>Resultados que estavam aguardando, agora adicionados ao histórico: {count}.</translation>
    </message>
    <message>
        <source>Results waiting to be added to the history: {count}.</source>
        <translation>Resultados aguardando para serem adicionados ao histórico: {count}.</translation>
    </message>
    <message>
        <source>Choose a game in the list first.</source>
        <translation>Escolha primeiro uma partida na lista.</translation>
    </message>
    <message>
        <source>Choose a game played here in the list first.</source>
        <translation>Escolha primeiro na lista uma partida jogada aqui.</translation>
    </message>
    <message>
        <source>Delete this game from the history?</source>
        <translation>Apagar esta partida do histórico?</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Garden games</source>
        <translation>Jogos de jardim</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jogar on-line</translation>
    </message>
    <message>
        <source>Host a table, join one, or resume one</source>
        <translation>Abra uma mesa, entre em uma ou retome uma</translation>
    </message>
    <message>
        <source>Every finished game, with statistics</source>
        <translation>Todas as partidas terminadas, com estatísticas</translation>
    </message>
    <message>
        <source>Play five garden board games on your computer, or copy the board of a game you finished at the table and get its exact score.</source>
        <translation>Jogue cinco jogos de tabuleiro de jardim no computador, ou copie o tabuleiro de uma partida que terminou à mesa e obtenha a pontuação exata.</translation>
    </message>
</context>
<context>
    <name>HostBar</name>
    <message>
        <source>A computer player plays for {name} for now.</source>
        <translation>Um jogador do computador joga por {name} por enquanto.</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat back</source>
        <translation>Devolver o lugar a {name}</translation>
    </message>
    <message>
        <source>{name} is away.</source>
        <translation>{name} está ausente.</translation>
    </message>
    <message>
        <source>Let a computer play for {name}</source>
        <translation>Deixar o computador jogar por {name}</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Sair da mesa?</translation>
    </message>
    <message>
        <source>This computer hosts the game. The others at the table will wait for you; the game is kept: Resume table on Play online brings it back.</source>
        <translation>Este computador hospeda a partida. Os outros na mesa vão esperar por você; a partida fica guardada: Retomar mesa em Jogar on-line a traz de volta.</translation>
    </message>
</context>
<context>
    <name>HowToPlayWindow</name>
    <message>
        <source>This page is not written in {language} yet: it is shown in English.</source>
        <translation>Esta página ainda não foi escrita nesta língua ({language}): é mostrada em inglês.</translation>
    </message>
    <message>
        <source>There is no How to play page for this game yet.</source>
        <translation>Ainda não há uma página “Como jogar” para este jogo.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>How to play: {game}</source>
        <translation>Como jogar: {game}</translation>
    </message>
</context>
<context>
    <name>LeavesArt</name>
    <message>
        <source>Leaf dweller</source>
        <translation>Habitante das folhas</translation>
    </message>
    <message>
        <source>Puddle dweller</source>
        <translation>Habitante das poças</translation>
    </message>
    <message>
        <source>Mushroom dweller</source>
        <translation>Habitante dos cogumelos</translation>
    </message>
    <message>
        <source>first game</source>
        <translation>primeira partida</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type at the centre of the square (1 point)</source>
        <translation>Sempre que se cumpre: um peão deste tipo no centro do quadrado (1 ponto)</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type in that area (1 point)</source>
        <translation>Sempre que se cumpre: um peão deste tipo nesse setor (1 ponto)</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type on the space the card names (1 point)</source>
        <translation>Sempre que se cumpre: um peão deste tipo no espaço que a carta indica (1 ponto)</translation>
    </message>
    <message>
        <source>End of the game: whoever has the most pawns of this type gets {n} more (every tied player)</source>
        <translation>Fim do jogo: quem tiver mais peões deste tipo recebe mais {n} (em caso de empate, todos os empatados)</translation>
    </message>
    <message>
        <source>{kind} with a mushroom</source>
        <translation>{kind} com cogumelo</translation>
    </message>
    <message>
        <source>Garden tile {tile}</source>
        <translation>Peça de jardim {tile}</translation>
    </message>
    <message>
        <source>Fields NW, NE, SE, SW: {fields}</source>
        <translation>Espaços NO, NE, SE, SO: {fields}</translation>
    </message>
</context>
<context>
    <name>LeavesLetters</name>
    <message>
        <source>G</source>
        <extracomment>Under the Leaves field letter: green (English G). One character from your language&apos;s word for green, different from the letters of orange, pink, yellow and purple.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Under the Leaves field letter: orange (English O). One character from your language&apos;s word for orange, different from the letters of the other four colours.</extracomment>
        <translation>L</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Under the Leaves field letter: pink (English P). One character from your language&apos;s word for pink, different from the letters of the other four colours.</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>Y</source>
        <extracomment>Under the Leaves field letter: yellow (English Y). One character from your language&apos;s word for yellow, different from the letters of the other four colours.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>V</source>
        <extracomment>Under the Leaves field letter: purple (English V, for violet). One character from your language&apos;s word for purple, different from the letters of the other four colours.</extracomment>
        <translation>X</translation>
    </message>
    <message>
        <source>F</source>
        <extracomment>Under the Leaves: the front side of a tile, shown beside the chosen tile (English F). One character from your language&apos;s word for the front side, different from the back&apos;s letter.</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Under the Leaves: the back side of a tile, shown beside the chosen tile (English B). One character from your language&apos;s word for the back side, different from the front&apos;s letter.</extracomment>
        <translation>V</translation>
    </message>
</context>
<context>
    <name>LeavesNewGameDialog</name>
    <message>
        <source>Solo is an unofficial app variant (no official solo rules exist): 36 tiles are removed, you play 12 turns, there is no majority bonus, and your pawn total is your result.</source>
        <translation>O modo solo é uma variante não oficial da aplicação (não existem regras solo oficiais): retiram-se 36 peças, joga 12 turnos, não há bonificação de maioria e o seu total de peões é o seu resultado.</translation>
    </message>
</context>
<context>
    <name>LeavesPlayScreen</name>
    <message>
        <source>Under the Leaves: lay garden tiles and attract bees, hummingbirds and garden dwellers.</source>
        <translation>Under the Leaves: coloque peças de jardim e atraia abelhas, beija-flores e habitantes do jardim.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Girar (R)</translation>
    </message>
    <message>
        <source>Turn the chosen tile a quarter clockwise (Shift+R: back)</source>
        <translation>Girar a peça escolhida um quarto de volta no sentido horário (Shift+R: para trás)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Virar (F)</translation>
    </message>
    <message>
        <source>Show the other side of the chosen tile (its mirror image)</source>
        <translation>Mostrar o outro lado da peça escolhida (a sua imagem espelhada)</translation>
    </message>
    <message>
        <source>Solo: an unofficial app variant (no official solo rules exist); beat your best pawn total.</source>
        <translation>Solo: uma variante não oficial da aplicação (não existem regras solo oficiais); supere o seu melhor total de peões.</translation>
    </message>
    <message>
        <source>front</source>
        <translation>frente</translation>
    </message>
    <message>
        <source>back</source>
        <translation>verso</translation>
    </message>
    <message numerus="yes">
        <source>{tile}: {side}, %n quarter turns</source>
        <translation>
            <numerusform>{tile}: {side}, %n quarto de volta</numerusform>
            <numerusform>{tile}: {side}, %n quartos de volta</numerusform>
        </translation>
    </message>
    <message>
        <source>mushroom</source>
        <translation>cogumelo</translation>
    </message>
    <message>
        <source>pollinated</source>
        <translation>polinizado</translation>
    </message>
    <message>
        <source>{card}: earned by {fields}</source>
        <translation>{card}: obtido com {fields}</translation>
    </message>
    <message>
        <source>tiles in the bag</source>
        <translation>peças no saco</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n pawns + {bonus} majority bonus)</source>
        <translation>
            <numerusform>(%n peão + bonificação de maioria: {bonus})</numerusform>
            <numerusform>(%n peões + bonificação de maioria: {bonus})</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A sua vez</translation>
    </message>
    <message>
        <source>Computer playing…</source>
        <translation>O computador está jogando…</translation>
    </message>
    <message>
        <source>Market, tile {n}</source>
        <translation>Mercado, peça {n}</translation>
    </message>
    <message>
        <source>Garden of {name}, lay the tile at {place}</source>
        <translation>Jardim de {name}, colocar a peça em {place}</translation>
    </message>
    <message>
        <source>Garden of {name}, field {place}</source>
        <translation>Jardim de {name}, espaço {place}</translation>
    </message>
    <message>
        <source>Garden of {name}, square {place}</source>
        <translation>Jardim de {name}, quadrado {place}</translation>
    </message>
    <message>
        <source>Market and bag</source>
        <translation>Mercado e saco</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Jardins</translation>
    </message>
    <message>
        <source>Solo (an unofficial app variant): your pawn total is your result; try to beat your best.</source>
        <translation>Solo (uma variante não oficial da aplicação): o seu total de peões é o seu resultado; tente superar o seu recorde.</translation>
    </message>
</context>
<context>
    <name>LeavesPlayerPage</name>
    <message>
        <source>1. Pawns in the garden, as counted on the table before the majority bonus</source>
        <translation>1. Peões no jardim, contados à mesa antes da bonificação de maioria</translation>
    </message>
    <message>
        <source>2. The garden (optional): paint the fields or lay tiles from the picker; 3. the order of play (optional)</source>
        <translation>2. O jardim (opcional): pinte os espaços ou coloque peças do seletor; 3. a ordem de jogo (opcional)</translation>
    </message>
    <message>
        <source>Forget the order</source>
        <translation>Esquecer a ordem</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Peões</translation>
    </message>
    <message>
        <source>garden: {n}</source>
        <translation>jardim: {n}</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Apagar</translation>
    </message>
    <message>
        <source>Lay tile {tile}</source>
        <translation>Colocar a peça {tile}</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation>Ordem de jogo</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Escolhas</translation>
    </message>
    <message>
        <source>No order of play: the garden is checked, the typed counts are scored (level 2).</source>
        <translation>Sem ordem de jogo: o jardim é conferido e as contagens digitadas são pontuadas (nível 2).</translation>
    </message>
    <message numerus="yes">
        <source>Order of play: %n tiles listed out of {total}; the engine replays the arrivals when every tile is listed.</source>
        <translation>
            <numerusform>Ordem de jogo: %n peça listada de {total}; quando todas as peças estiverem na lista, o motor reproduz as chegadas.</numerusform>
            <numerusform>Ordem de jogo: %n peças listadas de {total}; quando todas as peças estiverem na lista, o motor reproduz as chegadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeavesScoreHelper</name>
    <message>
        <source>Leaf card</source>
        <translation>Carta das folhas</translation>
    </message>
    <message>
        <source>Puddle card</source>
        <translation>Carta das poças</translation>
    </message>
    <message>
        <source>Mushroom card</source>
        <translation>Carta dos cogumelos</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>Dweller cards in play:</source>
        <translation>Cartas de habitante em jogo:</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Apagar</translation>
    </message>
    <message>
        <source>Lay the picked tile</source>
        <translation>Colocar a peça escolhida</translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation>Ordem de jogo</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Escolhas</translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation>Cogumelo</translation>
    </message>
    <message>
        <source>With an order of play: click, in the order they were made, the field that took a Collector or Friendly pawn or the north-west field of a Thoughtful or Flirty square</source>
        <translation>Com uma ordem de jogo: clique, pela ordem em que foram feitas, no espaço que recebeu um peão de Colecionador ou Amigável, ou no espaço noroeste de um quadrado de Pensativo ou Galanteador</translation>
    </message>
    <message>
        <source>Click the tiles in the order they were laid (level 3: the arrivals are replayed)</source>
        <translation>Clique nas peças pela ordem em que foram colocadas (nível 3: as chegadas são reproduzidas)</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Girar (R)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Virar (F)</translation>
    </message>
    <message>
        <source>Pick a tile (the 50 garden tiles and the 4 starting tiles), turn it with R and F, then click the garden to lay it</source>
        <translation>Escolha uma peça (as 50 peças de jardim e as 4 peças iniciais), gire-a com R e F e depois clique no jardim para colocá-la</translation>
    </message>
    <message>
        <source>Dweller cards</source>
        <translation>Cartas de habitante</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Copied. Send it to the person privately: whoever has it can take a seat.</source>
        <translation>Copiado. Envie à pessoa em particular: quem tiver o convite pode ocupar um lugar.</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>Mesa on-line</translation>
    </message>
    <message>
        <source>{game}: online table</source>
        <translation>{game}: mesa on-line</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Convites</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Para jogar</translation>
    </message>
    <message>
        <source>To watch</source>
        <translation>Para assistir</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>Leave the lobby</source>
        <translation>Sair da sala</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Connecting again…</source>
        <translation>Conectando de novo…</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computador ({level})</translation>
    </message>
    <message>
        <source>free: waiting for the invited person</source>
        <translation>livre: esperando a pessoa convidada</translation>
    </message>
    <message>
        <source>{name} (this computer)</source>
        <translation>{name} (este computador)</translation>
    </message>
    <message>
        <source>here</source>
        <translation>presente</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>Esperando o anfitrião começar a partida.</translation>
    </message>
    <message>
        <source>Send the invitation to play; the game starts once every invited person has joined.</source>
        <translation>Envie o convite para jogar; a partida começa quando todas as pessoas convidadas tiverem entrado.</translation>
    </message>
    <message>
        <source>Everyone is here: start the game.</source>
        <translation>Todos estão aqui: comece a partida.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Começando…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language could not be changed: {error}</source>
        <translation>Não foi possível mudar o idioma: {error}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Início</translation>
    </message>
    <message>
        <source>Back to the list of games</source>
        <translation>Voltar à lista de jogos</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <source>Every finished game, with statistics</source>
        <translation>Todas as partidas terminadas, com estatísticas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;About gardenapp</source>
        <translation>&amp;Sobre o gardenapp</translation>
    </message>
    <message>
        <source>How to &amp;play…</source>
        <translation>Como &amp;jogar…</translation>
    </message>
    <message>
        <source>The rules of a game, in your language</source>
        <translation>As regras de um jogo, no seu idioma</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegação</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Não é possível abrir o jogo</translation>
    </message>
    <message>
        <source>{game} could not be opened: {error}</source>
        <translation>Não foi possível abrir {game}: {error}</translation>
    </message>
    <message>
        <source>A game was left in progress. Resume it? If you discard it, it is lost.</source>
        <translation>Uma partida ficou em andamento. Retomá-la? Se você descartá-la, ela será perdida.</translation>
    </message>
    <message>
        <source>A board you were entering was not saved. Resume it? If you discard it, it is lost.</source>
        <translation>Um tabuleiro que estava sendo inserido não foi salvo. Retomá-lo? Se você descartá-lo, ele será perdido.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>The history holds no record of this game&apos;s moves.</source>
        <translation>O histórico não guarda as jogadas desta partida.</translation>
    </message>
    <message>
        <source>The moves of this game cannot be read:</source>
        <translation>Não é possível ler as jogadas desta partida:</translation>
    </message>
    <message>
        <source>gardenapp lets you play five garden board games on your computer, alone, with friends or against the computer, and scores the games you finish at the table.</source>
        <translation>O gardenapp permite jogar cinco jogos de tabuleiro de jardim no computador, em modo solo, com amigos ou contra o computador, e calcula a pontuação das partidas terminadas à mesa.</translation>
    </message>
    <message>
        <source>An independent project, not affiliated with or endorsed by the designers or publishers of these games. The games and their names belong to their owners:</source>
        <translation>Um projeto independente, sem qualquer vínculo com os autores ou as editoras destes jogos, nem aprovado por eles. Os jogos e os seus nomes pertencem aos seus proprietários:</translation>
    </message>
    <message>
        <source>{game}, designed by {designer}, published by {publisher}</source>
        <translation>{game}, criado por {designer}, publicado por {publisher}</translation>
    </message>
    <message>
        <source>{game}, published by {publisher}</source>
        <translation>{game}, publicado por {publisher}</translation>
    </message>
    <message>
        <source>All artwork in gardenapp is drawn by its authors; no art from the games is used.</source>
        <translation>Toda a arte do gardenapp foi desenhada pelos seus autores; não é usada nenhuma ilustração dos jogos.</translation>
    </message>
    <message>
        <source>About gardenapp</source>
        <translation>Sobre o gardenapp</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of {game}</source>
        <translation>Nova partida de {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jogado por</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computador: fácil</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computador: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computador: difícil</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>(provisional)</source>
        <translation>(provisório)</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Ao acaso</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>Person here</source>
        <translation>Pessoa aqui</translation>
    </message>
    <message>
        <source>Invited person</source>
        <translation>Pessoa convidada</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir a mesa</translation>
    </message>
    <message>
        <source>their name, when they join</source>
        <translation>o nome da pessoa, quando ela entrar</translation>
    </message>
    <message>
        <source>Keep at least one seat for a person here: the table is played from here.</source>
        <translation>Deixe pelo menos um lugar para uma pessoa aqui: a mesa é jogada daqui.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jogador precisa de um nome.</translation>
    </message>
    <message>
        <source>Seat {n}: {problem}</source>
        <translation>Lugar {n}: {problem}</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dois jogadores têm o mesmo nome.</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <source>Play online</source>
        <translation>Jogar on-line</translation>
    </message>
    <message>
        <source>Play with people at other computers: host a table here and send them its invitation, or paste the invitation you were sent.</source>
        <translation>Jogue com pessoas em outros computadores: abra uma mesa aqui e envie o convite a elas, ou cole o convite que você recebeu.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir uma mesa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>qualquer porta livre</translation>
    </message>
    <message>
        <source>Address the others reach</source>
        <translation>Endereço que os outros alcançam</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Abrir uma mesa…</translation>
    </message>
    <message>
        <source>Server&apos;s create invitation</source>
        <translation>Convite de criação do servidor</translation>
    </message>
    <message>
        <source>Host on a server…</source>
        <translation>Abrir em um servidor…</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Entrar em uma mesa</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Convite</translation>
    </message>
    <message>
        <source>Paste the line the host sent you</source>
        <translation>Cole a linha que o anfitrião enviou a você</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Conectar</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Resume table</source>
        <translation>Retomar mesa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Esquecer</translation>
    </message>
    <message>
        <source>No table is kept on this computer.</source>
        <translation>Nenhuma mesa está guardada neste computador.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>The address others reach must be a name or an address like 192.168.1.20; {address} is not.</source>
        <translation>O endereço que os outros alcançam deve ser um nome ou um endereço como 192.168.1.20; {address} não é.</translation>
    </message>
    <message>
        <source>This invitation is for a seat or for watching; to host on a server, paste its create invitation.</source>
        <translation>Este convite é para um lugar ou para assistir; para abrir uma mesa em um servidor, cole o convite de criação dele.</translation>
    </message>
    <message>
        <source>Opening the table on the server…</source>
        <translation>Abrindo a mesa no servidor…</translation>
    </message>
    <message>
        <source>Starting this computer&apos;s table server…</source>
        <translation>Iniciando o servidor de mesas deste computador…</translation>
    </message>
    <message>
        <source>This is a server&apos;s create invitation: choose a game and Host on a server.</source>
        <translation>Este é o convite de criação de um servidor: escolha um jogo e use Abrir em um servidor.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>The table plays a game this version does not have.</source>
        <translation>A mesa joga um jogo que esta versão não tem.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>A partida desta mesa terminou.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>Every seat at this table is taken. If one is yours, use Resume table.</source>
        <translation>Todos os lugares desta mesa estão ocupados. Se um deles é seu, use Retomar mesa.</translation>
    </message>
    <message>
        <source>A table of {game}: choose your seat and give your name.</source>
        <translation>Uma mesa de {game}: escolha seu lugar e informe seu nome.</translation>
    </message>
    <message>
        <source>{game}, hosted here (port {port}): {names}</source>
        <translation>{game}, aberta aqui (porta {port}): {names}</translation>
    </message>
    <message>
        <source>{game}, opened on a server: {names}</source>
        <translation>{game}, aberta em um servidor: {names}</translation>
    </message>
    <message>
        <source>{game}, joined as {names}</source>
        <translation>{game}, você entrou como {names}</translation>
    </message>
    <message>
        <source>Forget this table? This computer can no longer come back to its seat at it.</source>
        <translation>Esquecer esta mesa? Este computador não poderá mais voltar ao seu lugar nela.</translation>
    </message>
</context>
<context>
    <name>PhotoPane</name>
    <message>
        <source>Align the grid</source>
        <translation>Alinhar a grade</translation>
    </message>
    <message>
        <source>Click the centres of the four spaces the drawing numbers, in order, on the photo; then drag the marks to fine-tune and paint on the photo itself</source>
        <translation>Clique na foto, pela ordem, no centro dos quatro espaços que o desenho numera; depois arraste as marcas para afinar e pinte sobre a própria foto</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>Foto</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>From the photo only to the board only: see the photo through the board</source>
        <translation>Da foto sozinha ao tabuleiro sozinho: veja a foto através do tabuleiro</translation>
    </message>
    <message>
        <source>Propose from the photo</source>
        <translation>Propor a partir da foto</translation>
    </message>
    <message>
        <source>Fill the empty spaces with what the photo shows (one undo step)</source>
        <translation>Preencher os espaços vazios com o que a foto mostra (um só passo para desfazer)</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>superior esquerdo</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>superior direito</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>inferior direito</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>inferior esquerdo</translation>
    </message>
    <message>
        <source>Drag a numbered mark to fine-tune the alignment.</source>
        <translation>Arraste uma marca numerada para afinar o alinhamento.</translation>
    </message>
    <message>
        <source>Click the centre of space {n} of 4 on the photo: the {corner} space, ringed on the drawing. Backspace takes the last point back, Esc stops.</source>
        <translation>Clique na foto no centro do espaço {n} de 4: o espaço {corner}, com um anel no desenho. Backspace desfaz o último ponto, Esc para.</translation>
    </message>
</context>
<context>
    <name>PlayScreenBase</name>
    <message>
        <source>Last round</source>
        <translation>Última rodada</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Aguardando {name}…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Aguarde: é a vez de {name}.</translation>
    </message>
    <message>
        <source>That is not a move you can make now: choose one of the highlighted places.</source>
        <translation>Essa jogada não é possível agora: escolha um dos lugares destacados.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salvar…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Jogar já</translation>
    </message>
    <message>
        <source>Ask the computer player to play its best move so far</source>
        <translation>Pedir ao jogador do computador que faça já a melhor jogada encontrada</translation>
    </message>
    <message>
        <source>Show legal moves</source>
        <translation>Mostrar jogadas válidas</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordenadas</translation>
    </message>
    <message>
        <source>Write on each space the coordinates the turn log uses</source>
        <translation>Escrever em cada espaço as coordenadas usadas no histórico de jogadas</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>How to play this game</source>
        <translation>Como jogar este jogo</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Show the move the hard computer player would make, and why</source>
        <translation>Mostrar a jogada que o computador faria no nível difícil, e o motivo</translation>
    </message>
    <message>
        <source>Grade my moves</source>
        <translation>Avaliar as minhas jogadas</translation>
    </message>
    <message>
        <source>After each of your moves, say in the turn log how good it was</source>
        <translation>Após cada jogada sua, indicar no histórico de jogadas quão boa ela foi</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>How fast the computer players&apos; turns are shown</source>
        <translation>A rapidez com que as jogadas do computador são mostradas</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Imediato</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Passo a passo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Histórico de jogadas</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Instrução</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partida em andamento</translation>
    </message>
    <message>
        <source>The game in progress will be replaced. Save it first?</source>
        <translation>A partida em andamento será substituída. Salvá-la primeiro?</translation>
    </message>
    <message>
        <source>The game could not be kept for later. Save it before leaving?</source>
        <translation>Não foi possível guardar a partida para mais tarde. Salvá-la antes de sair?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed:</source>
        <translation>Não é possível retomar a partida salva:</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Jogador do computador</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir uma partida salva</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas salvas (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>This file cannot be opened:</source>
        <translation>Não é possível abrir este arquivo:</translation>
    </message>
    <message>
        <source>Hint (numbered in green on the board): {move}. Why: {reasons}</source>
        <translation>Dica (numerada em verde no tabuleiro): {move}. Motivo: {reasons}</translation>
    </message>
    <message>
        <source>Hint: {move}. Why: {reasons}</source>
        <translation>Dica: {move}. Motivo: {reasons}</translation>
    </message>
    <message>
        <source>(cut short: the computer is busy, so this may not be its best move)</source>
        <translation>(interrompida: o computador está ocupado, por isso pode não ser a sua melhor jogada)</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Rever esta partida</translation>
    </message>
    <message>
        <source>Step through the game turn by turn, with the score chart and the coach&apos;s view of your moves</source>
        <translation>Percorrer a partida turno a turno, com o gráfico da pontuação e a opinião do treinador sobre as suas jogadas</translation>
    </message>
    <message>
        <source>This file is a game of another title.</source>
        <translation>Este arquivo é uma partida de outro jogo.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas salvas (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>Não foi possível salvar a partida: {reason}</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Comece uma nova partida ou abra uma partida salva.</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Fim da partida. {result}</translation>
    </message>
    <message>
        <source>{name}, your move.</source>
        <translation>{name}, é a sua vez.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (computador) está pensando…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Procurando uma boa jogada…</translation>
    </message>
    <message>
        <source>No hint: the computer player failed ({reason})</source>
        <translation>Sem dica: o jogador do computador falhou ({reason})</translation>
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
        <translation>Pontuação final</translation>
    </message>
</context>
<context>
    <name>PlayerCardsPage</name>
    <message>
        <source>{rule} (left click: one more copy, right click: one less)</source>
        <translation>{rule} (clique esquerdo: mais uma cópia, clique direito: menos uma)</translation>
    </message>
    <message>
        <source>Remove the unknown card ids: {ids}</source>
        <translation>Remover os identificadores de carta desconhecidos: {ids}</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Adicionar {card}</translation>
    </message>
    <message>
        <source>Remove {card}</source>
        <translation>Remover {card}</translation>
    </message>
    <message>
        <source>Remove unknown cards</source>
        <translation>Remover cartas desconhecidas</translation>
    </message>
    <message>
        <source>{name} — completed objectives: {n}, points: {points}. Click a card to add or remove it.</source>
        <translation>{name} — objetivos cumpridos: {n}, pontos: {points}. Clique numa carta para adicioná-la ou removê-la.</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Paint the garden</source>
        <translation>Pintar o jardim</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vazio</translation>
    </message>
    <message>
        <source>Ornament</source>
        <translation>Ornamento</translation>
    </message>
    <message>
        <source>Printed space</source>
        <translation>Espaço pré-impresso</translation>
    </message>
    <message>
        <source>An empty space</source>
        <translation>Um espaço vazio</translation>
    </message>
    <message>
        <source>An ornament: a tile element side up (printed spaces come from the layout)</source>
        <translation>Um ornamento: uma peça com o ornamento para cima (os espaços pré-impressos vêm da disposição)</translation>
    </message>
    <message>
        <source>A gardener: a tile flipped to its back</source>
        <translation>Uma peça virada: uma peça com o verso para cima</translation>
    </message>
    <message>
        <source>A printed space of a custom layout (choose &quot;custom layout&quot; first)</source>
        <translation>Um espaço pré-impresso de uma disposição personalizada (escolha primeiro &quot;disposição personalizada&quot;)</translation>
    </message>
    <message>
        <source>Click the space where a noble stands (its column says which noble); click it again to send it back to the terrace</source>
        <translation>Clique no espaço onde está um nobre (a coluna indica qual é); clique de novo para mandá-lo de volta ao terraço</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Trilha de pontuação</translation>
    </message>
    <message>
        <source>Mission card</source>
        <translation>Carta de missão</translation>
    </message>
    <message>
        <source>Nobles&apos; rows</source>
        <translation>Linhas dos nobres</translation>
    </message>
    <message>
        <source>Pedro Bot</source>
        <translation>Pedro Bot</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Disposição do jardim</translation>
    </message>
    <message>
        <source>Move a noble</source>
        <translation>Mover um nobre</translation>
    </message>
    <message>
        <source>Printed spaces belong to the layout: choose &quot;custom layout&quot; to draw them.</source>
        <translation>Os espaços pré-impressos fazem parte da disposição: escolha &quot;disposição personalizada&quot; para desenhá-los.</translation>
    </message>
    <message>
        <source>Space {row},{col} is printed on this layout.</source>
        <translation>O espaço {row},{col} é pré-impresso nesta disposição.</translation>
    </message>
    <message>
        <source>Paint {row},{col}</source>
        <translation>Pintar {row},{col}</translation>
    </message>
    <message>
        <source>Filled spaces: {filled} · gardeners: {gardeners} · nobles&apos; rows: {rows}</source>
        <translation>Espaços preenchidos: {filled} · peças viradas: {gardeners} · linhas dos nobres: {rows}</translation>
    </message>
    <message>
        <source>Layout {layout}</source>
        <translation>Disposição {layout}</translation>
    </message>
    <message>
        <source>Score track total</source>
        <translation>Total na trilha de pontuação</translation>
    </message>
    <message>
        <source>Nobles&apos; rows, column by column (0: terrace)</source>
        <translation>Linhas dos nobres, coluna por coluna (0: terraço)</translation>
    </message>
    <message>
        <source>Nine digits, one a column from the left: the row its noble stands in, 0 on the terrace. Enter goes from the track to the nobles and the missions; in a mission box, the digit of its column chooses the card.</source>
        <translation>Nove algarismos, um por coluna a partir da esquerda: a linha em que está o nobre dela, 0 no terraço. Enter passa da trilha de pontuação aos nobres e às missões; numa caixa de missão, o algarismo da coluna escolhe a carta.</translation>
    </message>
    <message>
        <source>The score on the track at the end, including 50 or 100 from the points card</source>
        <translation>A pontuação na trilha no fim, incluindo os 50 ou 100 da carta de pontos</translation>
    </message>
    <message>
        <source>Click or drag over spaces. Painting a space with what it already holds clears it.</source>
        <translation>Clique ou arraste sobre os espaços. Pintar um espaço com o que ele já tem deixa-o vazio.</translation>
    </message>
    <message>
        <source>Mission cards</source>
        <translation>Cartas de missão</translation>
    </message>
    <message>
        <source>(no card)</source>
        <translation>(nenhuma carta)</translation>
    </message>
    <message>
        <source>Mission points: {provisional}</source>
        <translation>Pontos de missão: {provisional}</translation>
    </message>
    <message>
        <source>This garden&apos;s layout</source>
        <translation>Disposição deste jardim</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s garden (solo)</source>
        <translation>Jardim do Pedro Bot (solo)</translation>
    </message>
    <message>
        <source>Pedro Bot plays on a blank grid: no printed spaces</source>
        <translation>O Pedro Bot joga numa grade em branco: sem espaços pré-impressos</translation>
    </message>
    <message>
        <source>The game&apos;s layout: {layout}</source>
        <translation>A disposição do jogo: {layout}</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Peça virada</translation>
    </message>
    <message>
        <source>Noble</source>
        <translation>Nobre</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>to play</source>
        <translation>da vez</translation>
    </message>
    <message>
        <source>Emperor +{n}</source>
        <translation>Imperador +{n}</translation>
    </message>
    <message>
        <source>{colour} bamboo eaten by the panda: {n}</source>
        <translation>Bambu comido pelo panda ({colour}): {n}</translation>
    </message>
    <message>
        <source>Irrigation channels in reserve: {n}</source>
        <translation>Canais de irrigação na reserva: {n}</translation>
    </message>
    <message>
        <source>{improvement} tokens in reserve: {n}</source>
        <translation>Tokens na reserva ({improvement}): {n}</translation>
    </message>
    <message>
        <source>Hand {n}/{limit}:</source>
        <translation>Mão {n}/{limit}:</translation>
    </message>
    <message>
        <source>Done {n}/{t}, {p} pts:</source>
        <translation>Cumpridos {n}/{t}, {p} pts:</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computador {n}</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Conectando à mesa…</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>O jogo ainda não começou.</translation>
    </message>
    <message>
        <source>The host has a computer player play for {name} for now.</source>
        <translation>Por enquanto, o anfitrião pôs um jogador do computador para jogar por {name}.</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Aguardando o anfitrião…</translation>
    </message>
    <message>
        <source>Waiting for {name}, who is away…</source>
        <translation>Aguardando {name}, que está ausente…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Aguardando {name}…</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Espere: não é a sua vez.</translation>
    </message>
    <message>
        <source>Your move is on its way to the host.</source>
        <translation>Sua jogada está a caminho do anfitrião.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>De volta à mesa.</translation>
    </message>
    <message>
        <source>The connection to the table was lost; reconnecting…</source>
        <translation>A conexão com a mesa caiu; reconectando…</translation>
    </message>
    <message>
        <source>The connection to the table is lost; rejoin it from Play online.</source>
        <translation>A conexão com a mesa se perdeu; volte a ela em Jogar on-line.</translation>
    </message>
    <message>
        <source>The host refused the move: {reason}</source>
        <translation>O anfitrião recusou a jogada: {reason}</translation>
    </message>
    <message>
        <source>The host sent a position this app cannot show.</source>
        <translation>O anfitrião enviou uma posição que este aplicativo não consegue mostrar.</translation>
    </message>
    <message>
        <source>Back at the table; the moves played meanwhile are not in the turn log.</source>
        <translation>De volta à mesa; as jogadas feitas nesse meio-tempo não estão no registro de turnos.</translation>
    </message>
    <message>
        <source>{name} is away; the game waits for them.</source>
        <translation>{name} está ausente; o jogo espera.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} voltou.</translation>
    </message>
    <message>
        <source>A computer player plays for {name} for now.</source>
        <translation>Um jogador do computador joga por {name} por enquanto.</translation>
    </message>
    <message>
        <source>{name} plays again.</source>
        <translation>{name} volta a jogar.</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <source>Review: {game}</source>
        <translation>Revisão: {game}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Turno anterior (Esquerda)</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Turno seguinte (Direita)</translation>
    </message>
    <message>
        <source>Turn by turn: Left and Right, Home for the start, End for the end</source>
        <translation>Turno a turno: Esquerda e Direita, Home para o início, End para o fim</translation>
    </message>
    <message>
        <source>Turn shown</source>
        <translation>Turno mostrado</translation>
    </message>
    <message>
        <source>Score over the game</source>
        <translation>Pontuação ao longo da partida</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Turno anterior</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Turno seguinte</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>O treinador</translation>
    </message>
    <message>
        <source>The turns that cost the most</source>
        <translation>Os turnos que mais custaram</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Compute the coach&apos;s view</source>
        <translation>Calcular a opinião do treinador</translation>
    </message>
    <message>
        <source>Projected total after each turn (the score if the game had ended then)</source>
        <translation>Total projetado após cada turno (a pontuação se a partida tivesse terminado então)</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>O início da partida</translation>
    </message>
    <message>
        <source>Move the slider, or press Right, to see the first turn.</source>
        <translation>Mova o cursor, ou carregue em Direita, para ver o primeiro turno.</translation>
    </message>
    <message>
        <source>Turn {n} of {count}: {name}</source>
        <translation>Turno {n} de {count}: {name}</translation>
    </message>
    <message>
        <source>{grade} (−{points})</source>
        <translation>{grade} (−{points})</translation>
    </message>
    <message>
        <source>A computer player&apos;s turn: the coach judges the persons&apos; turns.</source>
        <translation>Turno de um jogador do computador: o treinador avalia os turnos das pessoas.</translation>
    </message>
    <message>
        <source>The coach is still looking at this turn…</source>
        <translation>O treinador ainda está a analisar este turno…</translation>
    </message>
    <message>
        <source>This turn: {grade}</source>
        <translation>Este turno: {grade}</translation>
    </message>
    <message>
        <source>• {move}: the best move found</source>
        <translation>• {move}: a melhor jogada encontrada</translation>
    </message>
    <message>
        <source>• played {move}; best found {best}: {grade}</source>
        <translation>• jogada: {move}; melhor encontrada: {best}: {grade}</translation>
    </message>
    <message>
        <source>Turn {n}, {name}: −{points} ({grade})</source>
        <translation>Turno {n}, {name}: −{points} ({grade})</translation>
    </message>
    <message>
        <source>Known once the coach has looked at every turn.</source>
        <translation>Conhecidos quando o treinador tiver analisado todos os turnos.</translation>
    </message>
    <message>
        <source>No person played in this game.</source>
        <translation>Nenhuma pessoa jogou nesta partida.</translation>
    </message>
    <message>
        <source>No turn cost a point: well played.</source>
        <translation>Nenhum turno custou um ponto: bem jogado.</translation>
    </message>
    <message>
        <source>The coach could not finish: {reason}</source>
        <translation>O treinador não conseguiu terminar: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>The coach is looking at your moves: %n of them done.</source>
        <translation>
            <numerusform>O treinador está a analisar as suas jogadas: %n analisada.</numerusform>
            <numerusform>O treinador está a analisar as suas jogadas: %n analisadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The coach&apos;s view is not complete (%n moves left).</source>
        <translation>
            <numerusform>A opinião do treinador não está completa (falta %n jogada).</numerusform>
            <numerusform>A opinião do treinador não está completa (faltam %n jogadas).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SanssouciGarden</name>
    <message>
        <source>Terrace · {element} column</source>
        <translation>Terraço · coluna {element}</translation>
    </message>
    <message numerus="yes">
        <source>Row {row} ({colour}, %n points) · {element} column</source>
        <translation>
            <numerusform>Linha {row} ({colour}, %n ponto) · coluna {element}</numerusform>
            <numerusform>Linha {row} ({colour}, %n pontos) · coluna {element}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SanssouciNewGameDialog</name>
    <message>
        <source>{layout} (provisional)</source>
        <translation>{layout} (provisória)</translation>
    </message>
    <message>
        <source>The printed spaces of the real garden boards are not known yet: these layouts are provisional stand-ins.</source>
        <translation>Os espaços impressos dos tabuleiros de jardim reais ainda não são conhecidos: estas disposições são provisórias.</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Disposição do jardim</translation>
    </message>
    <message>
        <source>A different one for each player</source>
        <translation>Um diferente para cada jogador</translation>
    </message>
    <message>
        <source>Garden of player {n}</source>
        <translation>Jardim do jogador {n}</translation>
    </message>
</context>
<context>
    <name>SanssouciPlayScreen</name>
    <message>
        <source>Row {row}: {colour} spaces, their tiles go to garden row {row}</source>
        <translation>Linha {row}: espaços de cor {colour}; as suas peças vão para a linha {row} do jardim</translation>
    </message>
    <message>
        <source>Face-down supply of garden tiles</source>
        <translation>Reserva de peças viradas para baixo</translation>
    </message>
    <message>
        <source>Score track 0-49; past 50 the points card shows +50 or +100</source>
        <translation>Trilha de pontuação 0-49; a partir de 50, a carta de pontos mostra +50 ou +100</translation>
    </message>
    <message numerus="yes">
        <source>%n cards left</source>
        <translation>
            <numerusform>resta %n carta</numerusform>
            <numerusform>restam %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row} ({colour})</source>
        <translation>linha {row} ({colour})</translation>
    </message>
    <message>
        <source>{blank} · level {level}</source>
        <translation>{blank} · nível {level}</translation>
    </message>
    <message>
        <source>Card {n} of your hand</source>
        <translation>Carta {n} da sua mão</translation>
    </message>
    <message>
        <source>Display, row {row}, left</source>
        <translation>Área de exibição, linha {row}, à esquerda</translation>
    </message>
    <message>
        <source>Display, row {row}, right</source>
        <translation>Área de exibição, linha {row}, à direita</translation>
    </message>
    <message>
        <source>Garden of {name}, row {row}, column {column}</source>
        <translation>Jardim de {name}, linha {row}, coluna {column}</translation>
    </message>
    <message>
        <source>Main board and hand</source>
        <translation>Tabuleiro principal e mão</translation>
    </message>
    <message>
        <source>Palace gardens</source>
        <translation>Jardins do palácio</translation>
    </message>
    <message>
        <source>Layout {layout}, bonuses: {provisional}</source>
        <translation>Disposição {layout}, bonificações: {provisional}</translation>
    </message>
    <message>
        <source>Layout {layout} · bonuses {provisional}</source>
        <translation>Disposição {layout} · bonificações {provisional}</translation>
    </message>
    <message>
        <source>Sanssouci: lay out the palace garden and lead your nobles to its best spots.</source>
        <translation>Sanssouci: monte o jardim do palácio e leve os seus nobres aos melhores lugares.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <source>Skip the noble move</source>
        <translation>Não mover nenhum nobre</translation>
    </message>
    <message>
        <source>You beat Pedro Bot ({level}).</source>
        <translation>Vitória sobre o Pedro Bot ({level}).</translation>
    </message>
    <message>
        <source>A draw against Pedro Bot ({level}).</source>
        <translation>Empate com o Pedro Bot ({level}).</translation>
    </message>
    <message>
        <source>Pedro Bot ({level}) wins this time.</source>
        <translation>Desta vez vence o Pedro Bot ({level}).</translation>
    </message>
    <message>
        <source>Row and column bonuses and mission points are provisional values.</source>
        <translation>As bonificações de linhas e colunas e os pontos de missão são valores provisórios.</translation>
    </message>
    <message>
        <source>Main board</source>
        <translation>Tabuleiro principal</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Rodada {n} de {total}</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Played: {name}</source>
        <translation>Jogada: {name}</translation>
    </message>
    <message>
        <source>Played card</source>
        <translation>Carta jogada</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s die</source>
        <translation>Dado do Pedro Bot</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Trilha de pontuação</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>Mão de {name}</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missões</translation>
    </message>
    <message>
        <source>Its tile goes to row {row}, column {column} of the garden</source>
        <translation>A sua peça vai para a linha {row}, coluna {column} do jardim</translation>
    </message>
    <message>
        <source>Secret mission cards: each scores the final row of that column&apos;s noble.</source>
        <translation>Cartas de missão secretas: cada uma vale a linha final do nobre dessa coluna.</translation>
    </message>
    <message>
        <source>Mission points are provisional (not confirmed by the rules).</source>
        <translation>Os pontos de missão são provisórios (não confirmados pelas regras).</translation>
    </message>
</context>
<context>
    <name>SanssouciScoreHelper</name>
    <message>
        <source>{layout} (provisional)</source>
        <translation>{layout} (provisória)</translation>
    </message>
    <message>
        <source>Bonus values</source>
        <translation>Valores das bonificações</translation>
    </message>
    <message>
        <source>as printed</source>
        <translation>como impressos</translation>
    </message>
    <message>
        <source>Placeholder values: enter the numbers printed on your board.</source>
        <translation>Valores provisórios: insira os números impressos no seu tabuleiro.</translation>
    </message>
    <message>
        <source>You entered these values.</source>
        <translation>Estes valores foram inseridos por você.</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Disposição do jardim</translation>
    </message>
    <message>
        <source>Provisional layouts are stand-ins, not the printed boards: check the printed spaces, or draw a custom layout.</source>
        <translation>As disposições provisórias são substitutas, não os tabuleiros impressos: confira os espaços pré-impressos ou desenhe uma disposição personalizada.</translation>
    </message>
    <message>
        <source>Custom layout: paint the printed spaces with the &quot;Printed space&quot; brush.</source>
        <translation>Disposição personalizada: pinte os espaços pré-impressos com o pincel &quot;Espaço pré-impresso&quot;.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>Bonus values (as printed on your board)</source>
        <translation>Valores das bonificações (como impressos no seu tabuleiro)</translation>
    </message>
    <message>
        <source>Completed row</source>
        <translation>Linha completa</translation>
    </message>
    <message>
        <source>Completed column</source>
        <translation>Coluna completa</translation>
    </message>
    <message>
        <source>Mission, by noble row</source>
        <translation>Missão, por linha do nobre</translation>
    </message>
    <message>
        <source>Row {row} ({colour})</source>
        <translation>Linha {row} ({colour})</translation>
    </message>
    <message>
        <source>Noble on the terrace</source>
        <translation>Nobre no terraço</translation>
    </message>
    <message>
        <source>Noble in row {row}</source>
        <translation>Nobre na linha {row}</translation>
    </message>
    <message>
        <source>Reset: back to the provisional values</source>
        <translation>Repor: voltar aos valores provisórios</translation>
    </message>
</context>
<context>
    <name>ScoreHelperBase</name>
    <message>
        <source>Clear</source>
        <extracomment>An undo step&apos;s name: a text, or a function giving it in the language shown now (such a step is renamed on a language switch).</extracomment>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Jogado em</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>The day the game was played: the history and the score sheet show it</source>
        <translation>O dia em que a partida foi jogada: o histórico e a folha de pontuação o mostram</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salvar…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Adicionar jogador</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Remover jogador</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renomear jogador</translation>
    </message>
    <message>
        <source>Photo…</source>
        <translation>Foto…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Score sheet as PDF…</source>
        <translation>Folha de pontuação em PDF…</translation>
    </message>
    <message>
        <source>Score sheet as picture…</source>
        <translation>Folha de pontuação como imagem…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tabela em CSV…</translation>
    </message>
    <message>
        <source>Copy the table</source>
        <translation>Copiar a tabela</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Add to the history</source>
        <translation>Adicionar ao histórico</translation>
    </message>
    <message>
        <source>Show a photo of the physical board beside the grid</source>
        <translation>Mostrar uma foto do tabuleiro físico ao lado da grade</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>How to play this game</source>
        <translation>Como jogar este jogo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Problems and warnings</source>
        <translation>Problemas e avisos</translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation>Tabuleiro não salvo</translation>
    </message>
    <message>
        <source>The board you entered is not saved. Save it first?</source>
        <translation>O tabuleiro inserido não foi salvo. Salvá-lo primeiro?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>The board you were entering cannot be resumed:</source>
        <translation>Não é possível retomar o tabuleiro que estava sendo inserido:</translation>
    </message>
    <message>
        <source>the kept file holds no finished board of this game.</source>
        <translation>o arquivo guardado não contém um tabuleiro terminado deste jogo.</translation>
    </message>
    <message>
        <source>it has problems the editor cannot show.</source>
        <translation>ele tem problemas que o editor não consegue mostrar.</translation>
    </message>
    <message>
        <source>Added to the history: its statistics and charts count this game.</source>
        <translation>Adicionado ao histórico: as suas estatísticas e gráficos contam este jogo.</translation>
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
        <translation>Editar</translation>
    </message>
    <message>
        <source>Fix the problems of {names} to see the result.</source>
        <translation>Corrija os problemas de {names} para ver o resultado.</translation>
    </message>
    <message>
        <source>Not scored yet: fix the problems below.</source>
        <translation>Ainda sem pontuação: corrija os problemas abaixo.</translation>
    </message>
    <message>
        <source>Space {place}: {problem}</source>
        <translation>Espaço {place}: {problem}</translation>
    </message>
    <message>
        <source>Entry “{field}”: {problem}</source>
        <translation>Entrada “{field}”: {problem}</translation>
    </message>
    <message>
        <source>{name}, space {place}: {problem}</source>
        <translation>{name}, espaço {place}: {problem}</translation>
    </message>
    <message>
        <source>{name}, entry “{field}”: {problem}</source>
        <translation>{name}, entrada “{field}”: {problem}</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Another player is already called {name}.</source>
        <translation>Já há outra pessoa com o nome {name}.</translation>
    </message>
    <message>
        <source>Open a finished board</source>
        <translation>Abrir um tabuleiro terminado</translation>
    </message>
    <message>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Arquivos de tabuleiro (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>This file is not a finished board of this game.</source>
        <translation>Este arquivo não é um tabuleiro terminado deste jogo.</translation>
    </message>
    <message>
        <source>This file has problems the editor cannot show; `gardenapp score` lists them.</source>
        <translation>Este arquivo tem problemas que o editor não consegue mostrar; o comando `gardenapp score` mostra quais são.</translation>
    </message>
    <message>
        <source>The history counts each player&apos;s games and wins by name. Name these players first: {names}.</source>
        <translation>O histórico conta as partidas e vitórias de cada jogador pelo nome. Dê um nome a estes jogadores primeiro: {names}.</translation>
    </message>
    <message>
        <source>Align the photo</source>
        <translation>Alinhar a foto</translation>
    </message>
    <message>
        <source>These four points make no board: click the centres of the numbered spaces in order.</source>
        <translation>Estes quatro pontos não formam um tabuleiro: clique no centro dos espaços numerados, pela ordem.</translation>
    </message>
    <message>
        <source>Colours alone cannot tell this game&apos;s pieces apart: enter them with the palette.</source>
        <translation>As cores por si só não distinguem as peças deste jogo: introduza-as com a paleta.</translation>
    </message>
    <message>
        <source>Day played</source>
        <translation>Dia da partida</translation>
    </message>
    <message>
        <source>The photo of {name} is not shown: {reason}</source>
        <translation>A foto de {name} não é exibida: {reason}</translation>
    </message>
    <message>
        <source>The photo of {name} is not in the board file&apos;s folder: opening the saved file will not open it (move the photo beside the file and choose it again)</source>
        <translation>A foto de {name} não está na pasta do arquivo de tabuleiro: ao abrir o arquivo salvo, ela não será aberta (mova a foto para junto do arquivo e escolha-a de novo)</translation>
    </message>
    <message>
        <source>The photo of {name} ({entry}) was not opened: {reason}</source>
        <translation>A foto de {name} ({entry}) não foi aberta: {reason}</translation>
    </message>
    <message>
        <source>This image cannot be read: {reason}</source>
        <translation>Não é possível ler esta imagem: {reason}</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>Foto</translation>
    </message>
    <message>
        <source>Save the finished board</source>
        <translation>Salvar o tabuleiro terminado</translation>
    </message>
    <message>
        <source>Board files (*.json)</source>
        <translation>Arquivos de tabuleiro (*.json)</translation>
    </message>
    <message>
        <source>The file could not be saved: {reason}</source>
        <translation>Não foi possível salvar o arquivo: {reason}</translation>
    </message>
    <message>
        <source>There is no score to export yet: fix the problems listed first.</source>
        <translation>Ainda não há pontuação para exportar: corrija primeiro os problemas listados.</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Pictures (*.png)</source>
        <translation>Imagens (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>the picture could not be written</source>
        <translation>não foi possível gravar a imagem</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>This board is in the history already.</source>
        <translation>Este tabuleiro já está no histórico.</translation>
    </message>
    <message>
        <source>Align the grid</source>
        <translation>Alinhar a grade</translation>
    </message>
    <message>
        <source>Propose from the photo</source>
        <translation>Propor a partir da foto</translation>
    </message>
    <message>
        <source>Align the grid on the photo first.</source>
        <translation>Alinhe primeiro a grade na foto.</translation>
    </message>
    <message>
        <source>Proposal from the photo</source>
        <translation>Proposta a partir da foto</translation>
    </message>
    <message>
        <source>The photo of {name} was not found: {path}</source>
        <translation>A foto de {name} não foi encontrada: {path}</translation>
    </message>
    <message>
        <source>Photo of the board</source>
        <translation>Foto do tabuleiro</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.webp *.bmp)</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Fix the problems of this player to see the score</source>
        <translation>Corrija os problemas deste jogador para ver a pontuação</translation>
    </message>
    <message>
        <source>Projected total</source>
        <translation>Total projetado</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Double-click: the rule</source>
        <translation>Duplo clique: ver a regra</translation>
    </message>
    <message>
        <source>What each player would score if the game ended now: the rows above added up, the end of game scoring included. It can differ from the points on the board, which count only what is scored so far.</source>
        <translation>Quanto cada participante faria se a partida terminasse agora: a soma das linhas acima, com a pontuação do fim da partida. Pode diferir dos pontos no tabuleiro, que contam só o que já foi pontuado.</translation>
    </message>
</context>
<context>
    <name>TakenokoPlayScreen</name>
    <message>
        <source>Grow bamboo, feed the panda and complete objectives. Play against the computer or pass the screen between friends.</source>
        <translation>Cultive bambu, alimente o panda e cumpra objetivos. Jogue contra o computador ou passe o computador de mão em mão entre amigos.</translation>
    </message>
    <message>
        <source>End by agreement…</source>
        <translation>Terminar por acordo…</translation>
    </message>
    <message>
        <source>Stop the game now and score it as it stands (an app safeguard, not a rule)</source>
        <translation>Terminar a partida agora e pontuá-la como está (uma salvaguarda da aplicação, não uma regra)</translation>
    </message>
    <message>
        <source>Start a new game…</source>
        <translation>Começar uma nova partida…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Abrir uma partida salva…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar o turno</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Reserve (free actions)</source>
        <translation>Reserva (ações gratuitas)</translation>
    </message>
    <message>
        <source>Your objectives</source>
        <translation>Os seus objetivos</translation>
    </message>
    <message>
        <source>Place an irrigation channel from your reserve</source>
        <translation>Colocar um canal de irrigação da sua reserva</translation>
    </message>
    <message>
        <source>Place a {improvement} token from your reserve</source>
        <translation>Colocar uma ficha de {improvement} da sua reserva</translation>
    </message>
    <message>
        <source>person</source>
        <translation>pessoa</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computador</translation>
    </message>
    <message>
        <source>No weather in the first round.</source>
        <translation>Não há clima na primeira rodada.</translation>
    </message>
    <message>
        <source>Weather: {rolled} → {chosen}</source>
        <translation>Clima: {rolled} → {chosen}</translation>
    </message>
    <message>
        <source>Weather: {face}</source>
        <translation>Clima: {face}</translation>
    </message>
    <message>
        <source>Actions this turn: {n} of {m}</source>
        <translation>Ações neste turno: {n} de {m}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Agora</translation>
    </message>
    <message numerus="yes">
        <source>{deck}
%n left</source>
        <translation>
            <numerusform>{deck}
resta %n</numerusform>
            <numerusform>{deck}
restam %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Return the other two reversed</source>
        <translation>Devolver os outros dois na ordem inversa</translation>
    </message>
    <message>
        <source>Attach a token from your reserve:</source>
        <translation>Juntar uma ficha da sua reserva:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>Canteiro {colour}</translation>
    </message>
    <message>
        <source>{colour} plot with a printed {improvement}</source>
        <translation>Canteiro {colour} com melhoria impressa ({improvement})</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>As mãos estão ocultas.</translation>
    </message>
    <message>
        <source>{name}&apos;s objectives</source>
        <translation>Objetivos de {name}</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Cumprir</translation>
    </message>
    <message>
        <source>Complete this objective (+{n})</source>
        <translation>Cumprir este objetivo (+{n})</translation>
    </message>
    <message>
        <source>No objective in hand.</source>
        <translation>Nenhum objetivo na mão.</translation>
    </message>
    <message>
        <source>A green card can be completed now. Click a card to see where the garden fulfils it.</source>
        <translation>Uma carta destacada em verde pode ser cumprida agora. Clique numa carta para ver onde o jardim a cumpre.</translation>
    </message>
    <message>
        <source>“{card}” is not fulfilled by the garden yet.</source>
        <translation>O jardim ainda não cumpre “{card}”.</translation>
    </message>
    <message>
        <source>Click a card to see where the garden fulfils it.</source>
        <translation>Clique numa carta para ver onde o jardim a cumpre.</translation>
    </message>
    <message>
        <source>The two plots you do not keep go under the stack; choose this, then the plot to keep, to put them back in the reverse order.</source>
        <translation>Os dois canteiros com que não fica vão para baixo da pilha; escolha isto e depois o canteiro que fica para devolvê-los na ordem inversa.</translation>
    </message>
    <message>
        <source>End by agreement</source>
        <translation>Terminar por acordo</translation>
    </message>
    <message>
        <source>Do all players agree to end the game now? It is scored as it stands; the Emperor card goes only to a player who has already earned it.</source>
        <translation>Todos os jogadores concordam em terminar a partida agora? Ela é pontuada como está; a carta do Imperador só vai para um jogador que já a tenha conquistado.</translation>
    </message>
    <message>
        <source>Garden, place {place}</source>
        <translation>Jardim, lugar {place}</translation>
    </message>
    <message>
        <source>Garden, edge {edge}</source>
        <translation>Jardim, lado {edge}</translation>
    </message>
    <message>
        <source>Drawn plot {n}</source>
        <translation>Canteiro comprado {n}</translation>
    </message>
    <message>
        <source>Improvement from your reserve</source>
        <translation>Melhoria da sua reserva</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardim</translation>
    </message>
    <message>
        <source>The Emperor card (+{n}) went to {name}.</source>
        <translation>A carta do Imperador (+{n}) foi para {name}.</translation>
    </message>
    <message>
        <source>Nobody reached the objective count: no Emperor card.</source>
        <translation>Ninguém atingiu o número de objetivos: sem carta do Imperador.</translation>
    </message>
    <message>
        <source>Completed objectives: {list}.</source>
        <translation>Objetivos cumpridos: {list}.</translation>
    </message>
    <message>
        <source>Tie on points, broken by the points of completed panda objectives.</source>
        <translation>Empate em pontos, desfeito pelos pontos dos objetivos de panda cumpridos.</translation>
    </message>
    <message>
        <source>Tie on points and on panda objectives: the victory is shared.</source>
        <translation>Empate em pontos e nos objetivos de panda: a vitória é compartilhada.</translation>
    </message>
</context>
<context>
    <name>TakenokoScoreHelper</name>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>The Emperor card goes to {name}</source>
        <translation>A carta do Imperador vai para {name}</translation>
    </message>
    <message>
        <source>Mirrored two-colour diamonds</source>
        <translation>Losangos de duas cores espelhados</translation>
    </message>
    <message numerus="yes">
        <source>The player who first completed %n objectives</source>
        <translation>
            <numerusform>Quem cumpriu primeiro %n objetivo</numerusform>
            <numerusform>Quem cumpriu primeiro %n objetivos</numerusform>
        </translation>
    </message>
    <message>
        <source>Emperor card (+2):</source>
        <translation>Carta do Imperador (+2):</translation>
    </message>
    <message>
        <source>House rule: accept mirrored two-colour diamonds</source>
        <translation>Regra da casa: aceitar losangos de duas cores espelhados</translation>
    </message>
    <message>
        <source>Takenoko — score a finished game</source>
        <translation>Takenoko — pontuar uma partida terminada</translation>
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
        <translation>{target}, escolhido</translation>
    </message>
    <message>
        <source>{board}: choice {n} of {total}</source>
        <translation>{board}: opção {n} de {total}</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>Its file was set aside as {file} in {folder} and is no longer offered.</source>
        <translation>O arquivo foi guardado à parte como {file} em {folder} e não é mais oferecido.</translation>
    </message>
</context>
<context>
    <name>azul_queens_garden</name>
    <message>
        <source>Score track</source>
        <translation>Trilha de pontuação</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Roda</translation>
    </message>
    <message>
        <source>Wheel (provisional)</source>
        <translation>Roda (provisória)</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rodada {n}</translation>
    </message>
    <message>
        <source>Display area</source>
        <translation>Área de exibição</translation>
    </message>
    <message>
        <source>Round stack: {n}</source>
        <translation>Pilha da rodada: {n}</translation>
    </message>
    <message>
        <source>Acquire a colour</source>
        <translation>Adquirir uma cor</translation>
    </message>
    <message>
        <source>or a pattern</source>
        <translation>ou um padrão</translation>
    </message>
    <message>
        <source>Supply: {n}</source>
        <translation>Reserva: {n}</translation>
    </message>
    <message>
        <source>Tower: {n}</source>
        <translation>Torre: {n}</translation>
    </message>
    <message>
        <source>Bag: {n}</source>
        <translation>Saco: {n}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Finish passing</source>
        <translation>Terminar de passar</translation>
    </message>
    <message>
        <source>Take the top expansion of the supply, face down, for 6 points</source>
        <translation>Pegar a expansão do topo da reserva, virada para baixo, por 6 pontos</translation>
    </message>
    <message>
        <source>Colour: {colour} · pattern: {pattern} (value {value})</source>
        <translation>Cor: {colour} · padrão: {pattern} (valor {value})</translation>
    </message>
    <message>
        <source>Garden expansion: {hexagon}</source>
        <translation>Expansão de jardim: {hexagon}</translation>
    </message>
    <message>
        <source>A pavilion, this printed hexagon and 5 free spaces; it counts as its printed hexagon when acquiring and paying</source>
        <translation>Um pavilhão, este hexágono impresso e 5 espaços livres; conta como o seu hexágono impresso ao adquirir e ao pagar</translation>
    </message>
    <message>
        <source>Cost to place: 1 (itself alone)</source>
        <translation>Custo para colocar: 1 (só ele próprio)</translation>
    </message>
    <message>
        <source>Round scoring: its value ({points}) in each round whose criteria include {colour} or {pattern} (twice if both)</source>
        <translation>Pontuação da rodada: o seu valor ({points}) em cada rodada cujos critérios incluam {colour} ou {pattern} (a dobrar se ambos)</translation>
    </message>
    <message>
        <source>Final scoring: its value ({points}) in every group of {least} or more hexagons sharing its colour or its pattern (+{bonus} for a group of {six})</source>
        <translation>Pontuação final: o seu valor ({points}) em cada grupo de {least} ou mais hexágonos que partilhem a sua cor ou o seu padrão (+{bonus} por um grupo de {six})</translation>
    </message>
    <message>
        <source>Left in storage at the end: −{points}</source>
        <translation>Se ficar no armazenamento no fim: −{points}</translation>
    </message>
    <message>
        <source>Round scoring: every {colour} hexagon of your garden scores its pattern&apos;s value ({low} to {high})</source>
        <translation>Pontuação da rodada: cada hexágono {colour} do seu jardim vale o valor do seu padrão ({low} a {high})</translation>
    </message>
    <message>
        <source>Round scoring: every hexagon with {pattern} in your garden scores its value, {points}</source>
        <translation>Pontuação da rodada: cada hexágono com {pattern} no seu jardim vale o seu valor, {points}</translation>
    </message>
    <message>
        <source>A criterion of round {n}</source>
        <translation>Um critério da rodada {n}</translation>
    </message>
    <message>
        <source>Take every available {colour} hexagon of the display (of identical copies, one of your choice); all of them must fit in your storage</source>
        <translation>Adquira todos os hexágonos ({colour}) disponíveis na área de exibição (de cópias idênticas, uma à sua escolha); todos têm de caber no seu armazenamento</translation>
    </message>
    <message>
        <source>Take every available hexagon with {pattern} of the display (of identical copies, one of your choice); all of them must fit in your storage</source>
        <translation>Adquira todos os hexágonos com {pattern} disponíveis na área de exibição (de cópias idênticas, uma à sua escolha); todos têm de caber no seu armazenamento</translation>
    </message>
    <message>
        <source>Acquire {criterion}</source>
        <translation>Adquirir: {criterion}</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>curinga</translation>
    </message>
    <message>
        <source>Replaces any hexagon of a payment except the one placed; never goes into the garden</source>
        <translation>Substitui qualquer hexágono de um pagamento, exceto o que é colocado; nunca vai para o jardim</translation>
    </message>
    <message>
        <source>Left in storage at the end: +{points} point</source>
        <translation>Se ficar no armazenamento no fim: +{points} ponto</translation>
    </message>
    <message>
        <source>Taking every {criterion} hexagon; identical copies: choose one of each</source>
        <translation>Pegando todos os hexágonos ({criterion}); cópias idênticas: escolha uma de cada</translation>
    </message>
    <message>
        <source>Passing: click hexagons of your storage to discard them, or finish passing</source>
        <translation>Passando: clique nos hexágonos do seu armazenamento para descartá-los, ou termine de passar</translation>
    </message>
    <message>
        <source>Expansion from the supply (−6 points): choose its area</source>
        <translation>Expansão da reserva (−6 pontos): escolha a sua área</translation>
    </message>
    <message>
        <source>Placing {hexagon} (cost {cost})</source>
        <translation>Colocando {hexagon} (custo {cost})</translation>
    </message>
    <message>
        <source>area {area}</source>
        <translation>área {area}</translation>
    </message>
    <message>
        <source>on {cell}</source>
        <translation>no espaço {cell}</translation>
    </message>
    <message>
        <source>paid: {items}</source>
        <translation>pago: {items}</translation>
    </message>
    <message>
        <source>proposed (★): {items}</source>
        <translation>proposta (★): {items}</translation>
    </message>
    <message>
        <source>jokers: {n}</source>
        <translation>curingas: {n}</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>primeiro jogador</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passou</translation>
    </message>
    <message>
        <source>Area {area}: no expansion yet</source>
        <extracomment>The &quot;Accept payment&quot; button of the table: not a view-model target (it is several Pay actions), the screen plays the view&apos;s ``pending.accept`` keys.</extracomment>
        <translation>Área {area}: ainda sem expansão</translation>
    </message>
    <message>
        <source>Accept payment (★) ⏎</source>
        <translation>Aceitar pagamento (★) ⏎</translation>
    </message>
    <message>
        <source>Pay with the proposed items (★) at once (Enter)</source>
        <translation>Pagar de uma vez com os itens propostos (★) (Enter)</translation>
    </message>
    <message>
        <source>jokers for surrounding a fountain {fountain}, statue {statue}, bench {bench}, pavilion {pavilion}</source>
        <translation>curingas por cercar: fonte {fountain}, estátua {statue}, banco {bench}, pavilhão {pavilion}</translation>
    </message>
    <message>
        <source>which ornaments are statues or benches</source>
        <translation>quais ornamentos são estátuas ou bancos</translation>
    </message>
    <message>
        <source>round points per hexagon: its pattern value</source>
        <translation>pontos da rodada por hexágono: o valor do seu padrão</translation>
    </message>
    <message>
        <source>Provisional: {items}</source>
        <translation>Provisório: {items}</translation>
    </message>
    <message>
        <source>chooses {criterion}</source>
        <translation>escolhe {criterion}</translation>
    </message>
    <message>
        <source>chooses the copy of {hexagon}</source>
        <translation>escolhe a cópia de {hexagon}</translation>
    </message>
    <message>
        <source>chooses the tile {hexagon}</source>
        <translation>escolhe a peça {hexagon}</translation>
    </message>
    <message>
        <source>chooses the expansion {hexagon}</source>
        <translation>escolhe a expansão {hexagon}</translation>
    </message>
    <message>
        <source>takes an expansion from the supply</source>
        <translation>adquire uma expansão da reserva</translation>
    </message>
    <message>
        <source>chooses the space {cell}</source>
        <translation>escolhe o espaço {cell}</translation>
    </message>
    <message>
        <source>chooses area {area}</source>
        <translation>escolhe a área {area}</translation>
    </message>
    <message>
        <source>turns the expansion</source>
        <translation>gira a expansão</translation>
    </message>
    <message>
        <source>expansion {hexagon}</source>
        <translation>expansão {hexagon}</translation>
    </message>
    <message>
        <source>pays with {item}</source>
        <translation>paga com {item}</translation>
    </message>
    <message>
        <source>discards {item}</source>
        <translation>descarta {item}</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>free space</source>
        <translation>espaço livre</translation>
    </message>
    <message>
        <source>(provisional)</source>
        <translation>(provisório)</translation>
    </message>
    <message>
        <source>surrounded</source>
        <translation>cercado</translation>
    </message>
    <message numerus="yes">
        <source>%n jokers when surrounded</source>
        <translation>
            <numerusform>%n curinga ao cercar</numerusform>
            <numerusform>%n curingas ao cercar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost to place: %n hexagons, itself included, all of one colour with different patterns or of one pattern with different colours (jokers may replace all but itself)</source>
        <translation>
            <numerusform>Custo para colocar: %n hexágono, incluindo ele próprio, todos de uma cor com padrões diferentes ou de um padrão com cores diferentes (curingas podem substituir todos menos ele)</numerusform>
            <numerusform>Custo para colocar: %n hexágonos, incluindo ele próprio, todos de uma cor com padrões diferentes ou de um padrão com cores diferentes (curingas podem substituir todos menos ele)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded: {items} (−%n points)</source>
        <translation>
            <numerusform>Descartados: {items} (−%n ponto)</numerusform>
            <numerusform>Descartados: {items} (−%n pontos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the garden its pavilion scores %n points each round while visible</source>
        <translation>
            <numerusform>No jardim, o seu pavilhão vale %n ponto em cada rodada enquanto estiver visível</numerusform>
            <numerusform>No jardim, o seu pavilhão vale %n pontos em cada rodada enquanto estiver visível</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surrounding it gives %n jokers</source>
        <translation>
            <numerusform>cercá-lo dá %n curinga</numerusform>
            <numerusform>cercá-lo dá %n curingas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>{game}: this version of gardenapp cannot score this game yet</source>
        <translation>{game}: esta versão do gardenapp ainda não sabe pontuar este jogo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Warning: {text}</source>
        <translation>Aviso: {text}</translation>
    </message>
    <message>
        <source>gardenapp: the output could not be written ({reason})</source>
        <translation>gardenapp: não foi possível escrever a saída ({reason})</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{value} is not null</source>
        <translation>{value} não é null</translation>
    </message>
    <message>
        <source>{value} is not a valid value here</source>
        <translation>{value} não é um valor válido aqui</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>esperava-se um objeto</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>{value} is not a possible action of this game</source>
        <translation>{value} não é uma ação possível neste jogo</translation>
    </message>
    <message>
        <source>unknown key (allowed here: {allowed})</source>
        <translation>chave desconhecida (permitidas aqui: {allowed})</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} não é um número inteiro</translation>
    </message>
    <message>
        <source>{value} is less than {low}</source>
        <translation>{value} é menor que {low}</translation>
    </message>
    <message>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} não está entre {low} e {high}</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} não é verdadeiro nem falso</translation>
    </message>
    <message>
        <source>{value} is not a text string</source>
        <translation>{value} não é um texto</translation>
    </message>
    <message>
        <source>the photo was not opened: {reason}</source>
        <translation>a foto não foi aberta: {reason}</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be shown ({char})</source>
        <translation>o nome contém um caractere que não pode ser exibido ({char})</translation>
    </message>
    <message>
        <source>the name holds a character that changes the direction of the text ({char})</source>
        <translation>o nome contém um caractere que muda a direção do texto ({char})</translation>
    </message>
    <message>
        <source>the name holds an invisible character ({char})</source>
        <translation>o nome contém um caractere invisível ({char})</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>esperava-se uma lista</translation>
    </message>
    <message>
        <source>{value} is not one of {allowed}</source>
        <translation>{value} não está entre as opções {allowed}</translation>
    </message>
    <message>
        <source>{value} is far outside the range of this game</source>
        <translation>{value} está muito fora dos limites deste jogo</translation>
    </message>
    <message>
        <source>{value} is not a date (year-month-day)</source>
        <translation>{value} não é uma data (ano-mês-dia)</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>o arquivo deve conter um único objeto JSON</translation>
    </message>
    <message>
        <source>must be &quot;{expected}&quot;</source>
        <translation>deve ser &quot;{expected}&quot;</translation>
    </message>
    <message>
        <source>version {value} is not supported (this app reads {expected})</source>
        <translation>a versão {value} não é suportada (o gardenapp lê a versão {expected})</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>o nome está vazio</translation>
    </message>
    <message>
        <source>the name &quot;{name}&quot; is used twice</source>
        <translation>o nome &quot;{name}&quot; aparece duas vezes</translation>
    </message>
    <message>
        <source>{value} is not a game id (one of: {known})</source>
        <translation>{value} não é um identificador de jogo (um de: {known})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>o arquivo não existe</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>isto é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>the file cannot be read (permission denied)</source>
        <translation>não é possível ler o arquivo (permissão negada)</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>o arquivo não é texto UTF-8</translation>
    </message>
    <message>
        <source>the file cannot be read: {reason}</source>
        <translation>não é possível ler o arquivo: {reason}</translation>
    </message>
    <message>
        <source>this is not a regular file; it was not replaced</source>
        <translation>isto não é um arquivo comum; não foi substituído</translation>
    </message>
    <message>
        <source>the file is read-only; it was not replaced</source>
        <translation>o arquivo é só de leitura; não foi substituído</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation>isto não é um arquivo comum (um pipe ou um dispositivo?)</translation>
    </message>
    <message>
        <source>the key &quot;{key}&quot; appears twice in one object; which one is meant?</source>
        <translation>a chave &quot;{key}&quot; aparece duas vezes no mesmo objeto; qual delas vale?</translation>
    </message>
    <message>
        <source>the number {number} is far outside the range of any game</source>
        <translation>o número {number} está muito fora dos limites de qualquer jogo</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>JSON inválido: {reason}</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>o JSON tem níveis de aninhamento demais</translation>
    </message>
    <message>
        <source>the path is empty</source>
        <translation>o caminho está vazio</translation>
    </message>
    <message>
        <source>the path holds a control character</source>
        <translation>o caminho contém um caractere de controle</translation>
    </message>
    <message>
        <source>{path} is outside the board file&apos;s folder (only a file in that folder or below it is opened)</source>
        <translation>{path} está fora da pasta do arquivo de tabuleiro (só um arquivo nessa pasta ou abaixo dela é aberto)</translation>
    </message>
    <message>
        <source>{path} is a link that leads outside the board file&apos;s folder</source>
        <translation>{path} é um link que leva para fora da pasta do arquivo de tabuleiro</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>opção desconhecida</translation>
    </message>
    <message>
        <source>{value} is not a player count from {low} to {high}</source>
        <translation>{value} não é um número de jogadores de {low} a {high}</translation>
    </message>
    <message>
        <source>{value} is not a game this version can play</source>
        <translation>{value} não é um jogo que esta versão saiba jogar</translation>
    </message>
    <message>
        <source>cannot be replayed: {reason}</source>
        <translation>não é possível reproduzir: {reason}</translation>
    </message>
    <message>
        <source>Crocodile</source>
        <translation>Crocodilo</translation>
    </message>
    <message>
        <source>Stingray</source>
        <translation>Raia</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Truta</translation>
    </message>
    <message>
        <source>Otter</source>
        <translation>Lontra</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Rã</translation>
    </message>
    <message>
        <source>Duck</source>
        <translation>Pato</translation>
    </message>
    <message>
        <source>Flamingo</source>
        <translation>Flamingo</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Lagarto</translation>
    </message>
    <message>
        <source>Shrew</source>
        <translation>Musaranho</translation>
    </message>
    <message>
        <source>Peacock</source>
        <translation>Pavão</translation>
    </message>
    <message>
        <source>Squirrel</source>
        <translation>Esquilo</translation>
    </message>
    <message>
        <source>Hedgehog</source>
        <translation>Ouriço</translation>
    </message>
    <message>
        <source>Bee</source>
        <translation>Abelha</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Urso</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Coelho</translation>
    </message>
    <message>
        <source>Macaw</source>
        <translation>Arara</translation>
    </message>
    <message>
        <source>Wild boar</source>
        <translation>Javali</translation>
    </message>
    <message>
        <source>Koala</source>
        <translation>Coala</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Lobo</translation>
    </message>
    <message>
        <source>Kingfisher</source>
        <translation>Martim-pescador</translation>
    </message>
    <message>
        <source>Penguin</source>
        <translation>Pinguim</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>Morcego</translation>
    </message>
    <message>
        <source>Fennec fox</source>
        <translation>Feneco</translation>
    </message>
    <message>
        <source>Macaque</source>
        <translation>Macaco-japonês</translation>
    </message>
    <message>
        <source>Eagle</source>
        <translation>Águia</translation>
    </message>
    <message>
        <source>Meerkat</source>
        <translation>Suricata</translation>
    </message>
    <message>
        <source>Crow</source>
        <translation>Corvo</translation>
    </message>
    <message>
        <source>Llama</source>
        <translation>Lhama</translation>
    </message>
    <message>
        <source>Arctic fox</source>
        <translation>Raposa-do-ártico</translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation>Guaxinim</translation>
    </message>
    <message>
        <source>Ladybug</source>
        <translation>Joaninha</translation>
    </message>
    <message>
        <source>Panther</source>
        <translation>Pantera</translation>
    </message>
    <message>
        <source>Lion&apos;s Spirit</source>
        <translation>Espírito do Leão</translation>
    </message>
    <message>
        <source>Butterfly Spirit</source>
        <translation>Espírito da Borboleta</translation>
    </message>
    <message>
        <source>Deer Spirit</source>
        <translation>Espírito do Cervo</translation>
    </message>
    <message>
        <source>Owl Spirit</source>
        <translation>Espírito da Coruja</translation>
    </message>
    <message>
        <source>Cat Spirit</source>
        <translation>Espírito do Gato</translation>
    </message>
    <message>
        <source>Stork Spirit</source>
        <translation>Espírito da Cegonha</translation>
    </message>
    <message>
        <source>Ram Spirit</source>
        <translation>Espírito do Carneiro</translation>
    </message>
    <message>
        <source>Marmot Spirit</source>
        <translation>Espírito da Marmota</translation>
    </message>
    <message>
        <source>Dragonfly Spirit</source>
        <translation>Espírito da Libélula</translation>
    </message>
    <message>
        <source>Tortoise Spirit</source>
        <translation>Espírito da Tartaruga</translation>
    </message>
    <message>
        <source>Butterfly Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Pontos do Espírito da Borboleta lidos dos ícones da carta, não conferidos numa partida pontuada</translation>
    </message>
    <message>
        <source>Deer Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Pontos do Espírito do Cervo lidos dos ícones da carta, não conferidos numa partida pontuada</translation>
    </message>
    <message>
        <source>Stork Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Pontos do Espírito da Cegonha lidos dos ícones da carta, não conferidos numa partida pontuada</translation>
    </message>
    <message>
        <source>Side B shape (7 columns 4,3,4,3,4,3,4) reconstructed from pictures</source>
        <translation>Forma do lado B (7 colunas 4,3,4,3,4,3,4) reconstituída a partir de imagens</translation>
    </message>
    <message>
        <source>Solo spirit suns follow the spirit chosen, placed or not</source>
        <translation>No modo solo, os sóis do espírito dependem do espírito escolhido, posicionado ou não</translation>
    </message>
    <message>
        <source>{value} is not a garden space (&quot;row,col&quot;, rows 1-6, columns 1-9)</source>
        <translation>{value} não é um espaço do jardim (&quot;linha,coluna&quot;, linhas 1-6, colunas 1-9)</translation>
    </message>
    <message>
        <source>printed spaces are only given with layout &quot;custom&quot;</source>
        <translation>os espaços pré-impressos só são indicados com a disposição &quot;custom&quot;</translation>
    </message>
    <message>
        <source>is missing (layout &quot;custom&quot; needs its printed spaces)</source>
        <translation>ausente (a disposição &quot;custom&quot; precisa dos seus espaços pré-impressos)</translation>
    </message>
    <message>
        <source>a game with the automaton has exactly 2 players: one person and Pedro Bot</source>
        <translation>uma partida com o autômato tem exatamente 2 jogadores: uma pessoa e o Pedro Bot</translation>
    </message>
    <message>
        <source>only one player can be the automaton</source>
        <translation>só um jogador pode ser o autômato</translation>
    </message>
    <message>
        <source>a printed space cannot hold a gardener</source>
        <translation>um espaço pré-impresso não pode ter uma peça virada</translation>
    </message>
    <message>
        <source>the layout is missing: give the game&apos;s layout or this player&apos;s own</source>
        <translation>falta a disposição: indique a disposição do jogo ou a deste jogador</translation>
    </message>
    <message>
        <source>row {row}, {element} column</source>
        <translation>linha {row}, coluna {element}</translation>
    </message>
    <message>
        <source>the space in {cell} is listed twice</source>
        <translation>o espaço em {cell} aparece duas vezes</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s garden has no printed spaces; remove its layout</source>
        <translation>o jardim do Pedro Bot não tem espaços pré-impressos; remova a sua disposição</translation>
    </message>
    <message>
        <source>the {element} mission card is also held by {name} (there is one card per element)</source>
        <translation>a carta de missão {element} também está com {name} (há uma carta por elemento)</translation>
    </message>
    <message>
        <source>{player}: row 1 is not completely filled</source>
        <translation>{player}: a linha 1 não está totalmente preenchida</translation>
    </message>
    <message>
        <source>{player}: the noble of the {element} column stands in row {row}, on no ornament</source>
        <translation>{player}: o nobre da coluna {element} está na linha {row}, num espaço sem ornamento</translation>
    </message>
    <message>
        <source>{player}: the noble in {cell} is not connected to row 1 through filled spaces</source>
        <translation>{player}: o nobre em {cell} não está ligado à linha 1 por espaços preenchidos</translation>
    </message>
    <message>
        <source>layout {layout} is a provisional layout (not the printed board): check its printed spaces against your board, or draw them with the custom layout</source>
        <translation>a disposição {layout} é provisória (não é o tabuleiro impresso): confira os espaços pré-impressos com o seu tabuleiro ou desenhe-os com a disposição personalizada</translation>
    </message>
    <message>
        <source>the {what} are provisional values: enter the numbers printed on your board</source>
        <translation>{what}: valores provisórios; insira os números impressos no seu tabuleiro</translation>
    </message>
    <message>
        <source>{player}: track score {score} is less than {sum}, the sum of the nobles&apos; rows</source>
        <translation>{player}: a pontuação na trilha, {score}, é menor que {sum}, a soma das linhas dos nobres</translation>
    </message>
    <message>
        <source>{player}: track score {score} is more than {most} (18 moves of 6 points)</source>
        <translation>{player}: a pontuação na trilha, {score}, é maior que {most} (18 movimentos de 6 pontos)</translation>
    </message>
    <message>
        <source>row bonuses</source>
        <translation>bonificações das linhas</translation>
    </message>
    <message>
        <source>column bonuses</source>
        <translation>bonificações das colunas</translation>
    </message>
    <message>
        <source>mission points</source>
        <translation>pontos de missão</translation>
    </message>
    <message>
        <source>Labyrinth</source>
        <translation>Labirinto</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Estátua</translation>
    </message>
    <message>
        <source>Pavilion</source>
        <translation>Pavilhão</translation>
    </message>
    <message>
        <source>Topiary</source>
        <translation>Topiária</translation>
    </message>
    <message>
        <source>Stairs</source>
        <translation>Escadaria</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Rose arch</source>
        <translation>Arco de rosas</translation>
    </message>
    <message>
        <source>Herb spiral</source>
        <translation>Espiral de ervas</translation>
    </message>
    <message>
        <source>Grapevine</source>
        <translation>Videira</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>bege</translation>
    </message>
    <message>
        <source>white</source>
        <translation>branco</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>cinza</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>laranja</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violeta</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>turquesa</translation>
    </message>
    <message>
        <source>left</source>
        <translation>esquerda</translation>
    </message>
    <message>
        <source>right</source>
        <translation>direita</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Curinga</translation>
    </message>
    <message>
        <source>Play one of your cards first</source>
        <translation>Primeiro jogue uma das suas cartas</translation>
    </message>
    <message>
        <source>You have already played a card this turn</source>
        <translation>Você já jogou uma carta neste turno</translation>
    </message>
    <message>
        <source>You have already taken a tile this turn</source>
        <translation>Você já pegou uma peça neste turno</translation>
    </message>
    <message>
        <source>That display space is empty</source>
        <translation>Esse espaço da exposição está vazio</translation>
    </message>
    <message>
        <source>Your card takes a tile showing {element}</source>
        <translation>Sua carta pega uma peça com {element}</translation>
    </message>
    <message>
        <source>Your card {card} takes a tile from the spaces of its two colours</source>
        <translation>Sua carta {card} pega uma peça dos espaços das suas duas cores</translation>
    </message>
    <message>
        <source>Take a tile from the display first</source>
        <translation>Primeiro pegue uma peça da exposição</translation>
    </message>
    <message>
        <source>That space of your garden is not empty</source>
        <translation>Esse espaço do seu jardim não está vazio</translation>
    </message>
    <message>
        <source>The gardener goes on an empty space of row {row} or column {col}</source>
        <translation>O jardineiro vai para um espaço vazio da linha {row} ou da coluna {col}</translation>
    </message>
    <message>
        <source>Your tile is placed: move a noble or skip</source>
        <translation>Sua peça já está colocada: mova um nobre ou pule</translation>
    </message>
    <message>
        <source>A noble only moves down its column, to a lower row</source>
        <translation>Um nobre só desce pela sua coluna, para uma linha mais abaixo</translation>
    </message>
    <message>
        <source>A noble ends on an ornament, never on a gardener or an empty space</source>
        <translation>Um nobre termina num ornamento, nunca num jardineiro nem num espaço vazio</translation>
    </message>
    <message>
        <source>No path of built spaces leads that noble there</source>
        <translation>Nenhum caminho de espaços construídos leva esse nobre até lá</translation>
    </message>
    <message>
        <source>A noble stays in its own column</source>
        <translation>Um nobre fica na sua própria coluna</translation>
    </message>
    <message>
        <source>moves no noble</source>
        <translation>não move nenhum nobre</translation>
    </message>
    <message>
        <source>plays the card {card}</source>
        <translation>joga a carta {card}</translation>
    </message>
    <message>
        <source>no noble can move</source>
        <translation>nenhum nobre pode ser movido</translation>
    </message>
    <message>
        <source>moves the {element} noble from the terrace to row {end}: +{points}</source>
        <translation>move o nobre da coluna {element} do terraço para a linha {end}: +{points}</translation>
    </message>
    <message>
        <source>moves the {element} noble from row {start} to row {end}: +{points}</source>
        <translation>move o nobre da coluna {element} da linha {start} para a linha {end}: +{points}</translation>
    </message>
    <message>
        <source>a {element} refills row {row} ({colour}, {side})</source>
        <translation>uma peça de {element} repõe a linha {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>compra uma carta</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>a partida terminou</translation>
    </message>
    <message>
        <source>the last round begins</source>
        <translation>começa a última rodada</translation>
    </message>
    <message>
        <source>takes the {element} from row {row} ({colour}, {side})</source>
        <translation>retira a peça de {element} da linha {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>places the {element} on {cell}</source>
        <translation>coloca a peça de {element} em {cell}</translation>
    </message>
    <message>
        <source>places a gardener on {cell}</source>
        <translation>coloca uma peça virada em {cell}</translation>
    </message>
    <message>
        <source>completes row {row}: +{points} at the end of the game</source>
        <translation>completa a linha {row}: +{points} no fim da partida</translation>
    </message>
    <message>
        <source>completes column {col}: +{points} at the end of the game</source>
        <translation>completa a coluna {col}: +{points} no fim da partida</translation>
    </message>
    <message>
        <source>{first} + {second} (rows {a}, {b})</source>
        <translation>{first} + {second} (linhas {a}, {b})</translation>
    </message>
    <message>
        <source>reveals the card {card}</source>
        <translation>revela a carta {card}</translation>
    </message>
    <message>
        <source>rolls a {die}</source>
        <translation>tira {die} no dado</translation>
    </message>
    <message>
        <source>Green plot tiles 6 plain / 2 watershed / 2 enclosure / 1 fertilizer: sources disagree (BGA says 5 plain / 2 fertilizer).</source>
        <translation>Canteiros verdes 6 sem melhoria / 2 bacia / 2 cerca / 1 fertilizante: as fontes divergem (a BGA diz 5 sem melhoria / 2 fertilizante).</translation>
    </message>
    <message>
        <source>Which tip goes with which middle in a two-colour diamond is not confirmed by a printed card.</source>
        <translation>Qual ponta vai com qual meio num losango de duas cores não está confirmado por nenhuma carta impressa.</translation>
    </message>
    <message>
        <source>Multi-stalk gardener objectives count stalks of exactly 3 sections (a stalk of 4 does not count).</source>
        <translation>Os objetivos de jardineiro com vários bambus contam bambus de exatamente 3 segmentos (um de 4 não conta).</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>watershed</source>
        <translation>bacia</translation>
    </message>
    <message>
        <source>fertilizer</source>
        <translation>fertilizante</translation>
    </message>
    <message>
        <source>enclosure</source>
        <translation>cerca</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Chuva</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vento</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Tempestade</translation>
    </message>
    <message>
        <source>Clouds</source>
        <translation>Nuvens</translation>
    </message>
    <message>
        <source>Your choice (?)</source>
        <translation>À sua escolha (?)</translation>
    </message>
    <message>
        <source>plot</source>
        <translation>canteiro</translation>
    </message>
    <message>
        <source>gardener</source>
        <translation>jardineiro</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>panda</translation>
    </message>
    <message>
        <source>{value} is listed twice (one cube per space)</source>
        <translation>{value} aparece duas vezes (um cubo por espaço)</translation>
    </message>
    <message>
        <source>{value} is empty: a cube sits on a token</source>
        <translation>{value} está vazio: um cubo fica sobre uma peça</translation>
    </message>
    <message>
        <source>{value} is not a space of side {side}</source>
        <translation>{value} não é um espaço do lado {side}</translation>
    </message>
    <message>
        <source>{stack} is not a legal stack (bottom to top)</source>
        <translation>{stack} não é uma pilha válida (de baixo para cima)</translation>
    </message>
    <message>
        <source>the Nature&apos;s Spirit is missing: with the spirits variant, give the spirit kept and whether its cube was placed</source>
        <translation>falta o Espírito da Natureza: com a variante dos espíritos, indique o espírito guardado e se o seu cubo foi posicionado</translation>
    </message>
    <message>
        <source>a Nature&apos;s Spirit is only allowed with the spirits variant</source>
        <translation>um Espírito da Natureza só é permitido com a variante dos espíritos</translation>
    </message>
    <message>
        <source>card {card} is listed twice on this board</source>
        <translation>a carta {card} aparece duas vezes neste tabuleiro</translation>
    </message>
    <message>
        <source>card {card} is already on {name}&apos;s board</source>
        <translation>a carta {card} já está no tabuleiro de {name}</translation>
    </message>
    <message>
        <source>{value} is not a space of rows 2-6 (&quot;row,col&quot;)</source>
        <translation>{value} não é um espaço das linhas 2-6 (&quot;linha,coluna&quot;)</translation>
    </message>
    <message>
        <source>{value} is not an objective card id</source>
        <translation>{value} não é um identificador de carta de objetivo</translation>
    </message>
    <message>
        <source>{card} is already completed by {player}</source>
        <translation>a carta {card} já foi cumprida por {player}</translation>
    </message>
    <message>
        <source>more {card} cards than the {count} in the game</source>
        <translation>mais cartas {card} do que as {count} do jogo</translation>
    </message>
    <message>
        <source>only one player holds the Emperor card</source>
        <translation>só um jogador fica com a carta do Imperador</translation>
    </message>
    <message>
        <source>the plot {cell} cannot be placed: it is not next to the pond nor to two plots placed before it</source>
        <translation>o canteiro {cell} não pode ser colocado: não está junto ao lago nem a dois canteiros colocados antes</translation>
    </message>
    <message>
        <source>channel {a}|{b} is not between two plots</source>
        <translation>o canal {a}|{b} não está entre dois canteiros</translation>
    </message>
    <message>
        <source>channel {a}|{b} is not connected to the pond</source>
        <translation>o canal {a}|{b} não está ligado ao lago</translation>
    </message>
    <message>
        <source>{value} is not a cell &quot;q,r&quot;</source>
        <translation>{value} não é um espaço &quot;q,r&quot;</translation>
    </message>
    <message>
        <source>the pond is not a plot</source>
        <translation>o lago não é um canteiro</translation>
    </message>
    <message>
        <source>a printed improvement needs an improvement</source>
        <translation>uma melhoria impressa precisa do tipo de melhoria</translation>
    </message>
    <message>
        <source>a channel is a list of two cells</source>
        <translation>um canal é uma lista de dois espaços</translation>
    </message>
    <message>
        <source>{a} and {b} are not neighbours</source>
        <translation>{a} e {b} não são vizinhos</translation>
    </message>
    <message>
        <source>this channel is listed twice</source>
        <translation>este canal aparece duas vezes</translation>
    </message>
    <message>
        <source>{cell} is neither the pond nor a plot</source>
        <translation>{cell} não é o lago nem um canteiro</translation>
    </message>
    <message>
        <source>bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)</source>
        <translation>o bambu só cresce num canteiro irrigado (junto ao lago, a um canal ou com bacia)</translation>
    </message>
    <message>
        <source>Final score: {points}</source>
        <translation>Pontuação final: {points}</translation>
    </message>
    <message>
        <source>No points yet: no winner</source>
        <translation>Ainda sem pontos: não há vencedor</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vitória: {names}</translation>
    </message>
    <message>
        <source>Draw: {names}</source>
        <translation>Empate: {names}</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Vitória compartilhada: {names}</translation>
    </message>
    <message>
        <source>{name} wins on {tiebreak}, {won} to {lost}</source>
        <translation>{name} vence no desempate ({tiebreak}), {won} a {lost}</translation>
    </message>
    <message>
        <source>{value} is not a number</source>
        <translation>{value} não é um número</translation>
    </message>
    <message>
        <source>must be {expected}</source>
        <translation>deve ser {expected}</translation>
    </message>
    <message>
        <source>{value} is not of the expected form</source>
        <translation>{value} não tem a forma esperada</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>não pode estar vazio</translation>
    </message>
    <message>
        <source>{value} is more than {high}</source>
        <translation>{value} é maior que {high}</translation>
    </message>
    <message>
        <source>unknown key (nothing is allowed here)</source>
        <translation>chave desconhecida (aqui não é permitida nenhuma chave)</translation>
    </message>
    <message>
        <source>is missing (needed with {other})</source>
        <translation>ausente (necessário com {other})</translation>
    </message>
    <message>
        <source>{value} is listed twice</source>
        <translation>{value} aparece duas vezes</translation>
    </message>
    <message>
        <source>{value} is not of a form allowed here</source>
        <translation>{value} não tem nenhuma das formas permitidas aqui</translation>
    </message>
    <message>
        <source>{value} is not a cell of the garden</source>
        <translation>{value} não é um espaço do jardim</translation>
    </message>
    <message>
        <source>must be null, &quot;face_down&quot; or {{colour, pattern, orientation}}</source>
        <translation>deve ser null, &quot;face_down&quot; ou {{colour, pattern, orientation}}</translation>
    </message>
    <message>
        <source>is the fountain, not a space</source>
        <translation>é a fonte, não um espaço</translation>
    </message>
    <message>
        <source>is an ornament (statue or bench), not a space</source>
        <translation>é um ornamento (estátua ou banco), não um espaço</translation>
    </message>
    <message>
        <source>area {area} has no expansion</source>
        <translation>a área {area} não tem expansão</translation>
    </message>
    <message>
        <source>is the pavilion of the expansion in {area}, not a space</source>
        <translation>é o pavilhão da expansão da área {area}, não um espaço</translation>
    </message>
    <message>
        <source>holds the printed hexagon of the expansion in {area}</source>
        <translation>tem o hexágono impresso da expansão da área {area}</translation>
    </message>
    <message>
        <source>{name}: the group {cells} holds two identical hexagons (the group rule)</source>
        <translation>{name}: o grupo {cells} tem dois hexágonos idênticos (regra dos grupos)</translation>
    </message>
    <message>
        <source>no such area (A1 to A6)</source>
        <translation>essa área não existe (A1 a A6)</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>light green</source>
        <translation>verde-claro</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
    </message>
    <message>
        <source>lilac</source>
        <translation>lilás</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>árvore</translation>
    </message>
    <message>
        <source>bird</source>
        <translation>pássaro</translation>
    </message>
    <message>
        <source>butterflies</source>
        <translation>borboletas</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>flor</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>planta</translation>
    </message>
    <message>
        <source>lilies</source>
        <translation>lírios</translation>
    </message>
    <message>
        <source>the wheel must list 4 rounds of 3 criteria</source>
        <translation>a roda deve indicar 4 rodadas de 3 critérios</translation>
    </message>
    <message>
        <source>round {round} must list 3 criteria</source>
        <translation>a rodada {round} deve indicar 3 critérios</translation>
    </message>
    <message>
        <source>round {round}: {value} is not a colour or pattern id</source>
        <translation>rodada {round}: {value} não é um identificador de cor nem de padrão</translation>
    </message>
    <message>
        <source>the 12 criteria must be the 6 colours and the 6 patterns, each once</source>
        <translation>os 12 critérios devem ser as 6 cores e os 6 padrões, cada um uma vez</translation>
    </message>
    <message>
        <source>{colour} {pattern}</source>
        <translation>{pattern} em {colour}</translation>
    </message>
    <message>
        <source>a joker</source>
        <translation>um curinga</translation>
    </message>
    <message>
        <source>the {hexagon} expansion</source>
        <translation>a expansão {hexagon}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>take every {criterion} hexagon: {items}</source>
        <translation>adquira todos os hexágonos ({criterion}): {items}</translation>
    </message>
    <message>
        <source>place the {hexagon} from your storage on {cell}, paying {payment}</source>
        <translation>coloque {hexagon} do seu armazém no espaço {cell}, pagando com {payment}</translation>
    </message>
    <message>
        <source>place the {hexagon} expansion from your storage in area {area} (printed hexagon on {cell}), paying {payment}</source>
        <translation>coloque a expansão {hexagon} do seu armazém na área {area} (hexágono impresso no espaço {cell}), pagando com {payment}</translation>
    </message>
    <message>
        <source>pass first: take the first player marker and lose {points} point</source>
        <translation>passe primeiro: pegue o marcador de primeiro jogador e perca {points} ponto</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>take the {hexagon} from the top of the stack</source>
        <translation>pegue {hexagon} do topo da pilha</translation>
    </message>
    <message>
        <source>take the face-up {hexagon} expansion</source>
        <translation>pegue a expansão {hexagon} virada para cima</translation>
    </message>
    <message>
        <source>take every {criterion} hexagon</source>
        <translation>adquira todos os hexágonos ({criterion})</translation>
    </message>
    <message>
        <source>take the {hexagon} from face-down expansion {number}</source>
        <translation>pegue {hexagon} da expansão virada para baixo {number}</translation>
    </message>
    <message>
        <source>choose the {hexagon} in your storage</source>
        <translation>escolha {hexagon} no seu armazém</translation>
    </message>
    <message>
        <source>choose the {hexagon} expansion in your storage</source>
        <translation>escolha a expansão {hexagon} no seu armazém</translation>
    </message>
    <message>
        <source>buy the top expansion of the supply</source>
        <translation>compre a expansão do topo da reserva</translation>
    </message>
    <message>
        <source>put it on {cell}</source>
        <translation>coloque-o no espaço {cell}</translation>
    </message>
    <message>
        <source>put it in area {area}</source>
        <translation>coloque-a na área {area}</translation>
    </message>
    <message>
        <source>turn it to ring cell {number}</source>
        <translation>gire-a para a casa {number} do anel</translation>
    </message>
    <message>
        <source>pay with {item}</source>
        <translation>pague com {item}</translation>
    </message>
    <message>
        <source>discard {item}</source>
        <translation>descarte {item}</translation>
    </message>
    <message>
        <source>finish passing</source>
        <translation>termine de passar</translation>
    </message>
    <message>
        <source>Choose a tile of your storage first</source>
        <translation>Primeiro escolha uma peça do seu armazenamento</translation>
    </message>
    <message>
        <source>takes every {criterion} hexagon: {items}</source>
        <translation>adquire todos os hexágonos ({criterion}): {items}</translation>
    </message>
    <message>
        <source>places the {hexagon} expansion in area {area} (printed hexagon on {cell}), paying {payment}</source>
        <translation>coloca a expansão {hexagon} na área {area} (hexágono impresso no espaço {cell}), pagando com {payment}</translation>
    </message>
    <message>
        <source>places {hexagon} on {cell}, paying {payment}</source>
        <translation>coloca {hexagon} no espaço {cell}, pagando com {payment}</translation>
    </message>
    <message>
        <source>passes first, takes the first player marker and loses {points} point</source>
        <translation>passa primeiro, pega o marcador de primeiro jogador e perde {points} ponto</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>final scoring: storage {storage}, groups {groups}, total {total}</source>
        <translation>pontuação final: armazenamento {storage}, grupos {groups}, total {total}</translation>
    </message>
    <message>
        <source>starts round {round}</source>
        <translation>começa a rodada {round}</translation>
    </message>
    <message>
        <source>fountain</source>
        <translation>fonte</translation>
    </message>
    <message>
        <source>statue</source>
        <translation>estátua</translation>
    </message>
    <message>
        <source>bench</source>
        <translation>banco</translation>
    </message>
    <message>
        <source>pavilion</source>
        <translation>pavilhão</translation>
    </message>
    <message>
        <source>Waiting for player {player}</source>
        <translation>Aguardando o jogador {player}</translation>
    </message>
    <message>
        <source>Acquire a colour or a pattern, place a tile or an expansion, or pass</source>
        <translation>Adquira uma cor ou um padrão, coloque uma peça ou uma expansão, ou passe</translation>
    </message>
    <message>
        <source>Identical hexagons: choose which copy of each to take</source>
        <translation>Hexágonos idênticos: escolha que cópia de cada um levar</translation>
    </message>
    <message>
        <source>Choose a free space for the {hexagon}</source>
        <translation>Escolha um espaço livre para o hexágono {hexagon}</translation>
    </message>
    <message>
        <source>Choose a free area for the expansion</source>
        <translation>Escolha uma área livre para a expansão</translation>
    </message>
    <message>
        <source>Choose the cell of the printed {hexagon}</source>
        <translation>Escolha o espaço do hexágono impresso {hexagon}</translation>
    </message>
    <message>
        <source>Passing: discard hexagons (each costs its value) or finish</source>
        <translation>Passando: descarte hexágonos (cada um custa o seu valor) ou termine</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A partida terminou</translation>
    </message>
    <message>
        <source>That move is not allowed now</source>
        <translation>Essa jogada não é permitida agora</translation>
    </message>
    <message>
        <source>That is another player&apos;s garden or storage</source>
        <translation>Esse é o jardim ou o armazenamento de outro jogador</translation>
    </message>
    <message>
        <source>No available hexagon is {criterion}</source>
        <translation>Não há nenhum hexágono disponível ({criterion})</translation>
    </message>
    <message>
        <source>Every {criterion} hexagon must be taken and they do not all fit in your storage</source>
        <translation>É preciso pegar todos os hexágonos ({criterion}) e eles não cabem todos no seu armazenamento</translation>
    </message>
    <message>
        <source>You cannot pay {cost}: not enough hexagons of its colour or pattern, or jokers</source>
        <translation>Não pode pagar {cost}: faltam hexágonos da sua cor ou do seu padrão, ou curingas</translation>
    </message>
    <message>
        <source>No free space of your garden accepts the {hexagon}</source>
        <translation>Nenhum espaço livre do seu jardim aceita o hexágono {hexagon}</translation>
    </message>
    <message>
        <source>Your garden has no free area</source>
        <translation>O seu jardim não tem nenhuma área livre</translation>
    </message>
    <message>
        <source>Its printed hexagon fits no free area</source>
        <translation>O seu hexágono impresso não cabe em nenhuma área livre</translation>
    </message>
    <message>
        <source>The supply is empty</source>
        <translation>A reserva está vazia</translation>
    </message>
    <message>
        <source>That is not a free space of your garden</source>
        <translation>Esse não é um espaço livre do seu jardim</translation>
    </message>
    <message>
        <source>A tile must share its colour or its pattern with a neighbouring hexagon</source>
        <translation>Uma peça deve ter a mesma cor ou o mesmo padrão que um hexágono vizinho</translation>
    </message>
    <message>
        <source>A group would hold two identical hexagons</source>
        <translation>Um grupo teria dois hexágonos idênticos</translation>
    </message>
    <message>
        <source>That area already has an expansion</source>
        <translation>Essa área já tem uma expansão</translation>
    </message>
    <message>
        <source>The printed hexagon fits no orientation in that area</source>
        <translation>O hexágono impresso não cabe em nenhuma orientação nessa área</translation>
    </message>
    <message>
        <source>The printed hexagon does not fit there (colour or pattern, group rule)</source>
        <translation>O hexágono impresso não cabe aí (cor ou padrão, regra dos grupos)</translation>
    </message>
    <message>
        <source>A payment is all one pattern in different colours or all one colour in different patterns, exactly the cost</source>
        <translation>Um pagamento é todo do mesmo padrão em cores diferentes ou todo da mesma cor em padrões diferentes, exatamente o custo</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>cinza</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrom</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>Take tokens from the central board first</source>
        <translation>Primeiro pegue peças do tabuleiro central</translation>
    </message>
    <message>
        <source>That is not a space of your board</source>
        <translation>Isso não é um espaço do seu tabuleiro</translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}, {second} e {third}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>nenhuma peça</translation>
    </message>
    <message>
        <source>Choose your Nature&apos;s Spirit first</source>
        <translation>Primeiro escolha seu Espírito da Natureza</translation>
    </message>
    <message>
        <source>You have already taken tokens this turn</source>
        <translation>Você já pegou peças neste turno</translation>
    </message>
    <message>
        <source>That space of the central board is empty</source>
        <translation>Esse espaço do tabuleiro central está vazio</translation>
    </message>
    <message>
        <source>You have no {colour} token in hand</source>
        <translation>Você não tem peça de cor {colour} na mão</translation>
    </message>
    <message>
        <source>A space with a cube on it takes no more tokens</source>
        <translation>Um espaço com um cubo não recebe mais peças</translation>
    </message>
    <message>
        <source>A {colour} token cannot go on that stack ({stack})</source>
        <translation>Uma peça de cor {colour} não pode ir sobre essa pilha ({stack})</translation>
    </message>
    <message>
        <source>You have already taken a card this turn</source>
        <translation>Você já pegou uma carta neste turno</translation>
    </message>
    <message>
        <source>That space already holds a cube</source>
        <translation>Esse espaço já tem um cubo</translation>
    </message>
    <message>
        <source>The card&apos;s habitat is not on your board with its cube there</source>
        <translation>O habitat da carta não está no seu tabuleiro com o cubo nesse espaço</translation>
    </message>
    <message>
        <source>Place the tokens in your hand first</source>
        <translation>Primeiro coloque as peças que estão na sua mão</translation>
    </message>
    <message>
        <source>places a {colour} token on {cell}</source>
        <translation>posiciona uma peça de cor {colour} em {cell}</translation>
    </message>
    <message>
        <source>places a cube from the {card} card on {cell}</source>
        <translation>posiciona um cubo da carta {card} em {cell}</translation>
    </message>
    <message>
        <source>completes the {card} card</source>
        <translation>completa a carta {card}</translation>
    </message>
    <message>
        <source>takes {tokens} from central space {space}</source>
        <translation>pega do espaço central {space}: {tokens}</translation>
    </message>
    <message>
        <source>takes the {card} card</source>
        <translation>pega a carta {card}</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>termina o turno</translation>
    </message>
    <message>
        <source>discards the {card} card and ends the turn</source>
        <translation>descarta a carta {card} e termina o turno</translation>
    </message>
    <message>
        <source>keeps the {card} and returns the other spirit unseen</source>
        <translation>fica com o {card} e devolve o outro espírito sem o mostrar</translation>
    </message>
    <message>
        <source>central space {space} is refilled with {tokens}</source>
        <translation>o espaço central {space} é reabastecido: {tokens}</translation>
    </message>
    <message>
        <source>the pouch cannot refill the central board: the game ends after this round</source>
        <translation>a bolsa não consegue reabastecer o tabuleiro central: a partida termina após esta rodada</translation>
    </message>
    <message>
        <source>the {card} card is revealed on the display</source>
        <translation>a carta {card} é revelada e fica exposta</translation>
    </message>
    <message>
        <source>the round is complete: the game is over</source>
        <translation>a rodada está completa: a partida terminou</translation>
    </message>
    <message>
        <source>Choose your Nature&apos;s Spirit: click one of the two cards beside your board</source>
        <translation>Escolha o seu Espírito da Natureza: clique numa das duas cartas ao lado do seu tabuleiro</translation>
    </message>
    <message>
        <source>Take the 3 tokens of a central space; you may also take a card or place cubes at any moment</source>
        <translation>Pegue as 3 peças de um espaço central; também pode pegar uma carta ou posicionar cubos a qualquer momento</translation>
    </message>
    <message>
        <source>A habitat is ready: click the card, then a highlighted space; or take or discard a card, or end your turn</source>
        <translation>Um habitat está pronto: clique na carta e depois num espaço destacado; ou pegue ou descarte uma carta, ou termine o turno</translation>
    </message>
    <message>
        <source>Take or discard a card if you like, then end your turn</source>
        <translation>Pegue ou descarte uma carta se quiser e depois termine o turno</translation>
    </message>
    <message>
        <source>A habitat is ready: click the card, then a highlighted space; or end your turn</source>
        <translation>Um habitat está pronto: clique na carta e depois num espaço destacado; ou termine o turno</translation>
    </message>
    <message>
        <source>Take a card if you like, then end your turn</source>
        <translation>Pegue uma carta se quiser e depois termine o turno</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Termine o turno</translation>
    </message>
    <message>
        <source>The game is over: see the final score.</source>
        <translation>A partida terminou: veja a pontuação final.</translation>
    </message>
    <message>
        <source>Pedro Bot reveals the top card of its deck…</source>
        <translation>Pedro Bot revela a carta do topo do seu baralho…</translation>
    </message>
    <message>
        <source>Pedro Bot ({card}) rolls its die…</source>
        <translation>Pedro Bot ({card}) rola o seu dado…</translation>
    </message>
    <message>
        <source>Pedro Bot ({card}) takes the tile worth the most to it…</source>
        <translation>Pedro Bot ({card}) retira a peça que mais pontos lhe dá…</translation>
    </message>
    <message>
        <source>Pedro Bot places its tile in its own column and moves that noble…</source>
        <translation>Pedro Bot coloca a peça na respectiva coluna e move o nobre dessa coluna…</translation>
    </message>
    <message>
        <source>Play a card: click one of your two cards.</source>
        <translation>Jogue uma carta: clique numa das suas duas cartas.</translation>
    </message>
    <message>
        <source>Take a tile: click one of the highlighted tiles on the main board.</source>
        <translation>Retire uma peça: clique numa das peças destacadas do tabuleiro principal.</translation>
    </message>
    <message>
        <source>Space {cell} is already filled: flip the tile and place the gardener on a highlighted space.</source>
        <translation>O espaço {cell} já está ocupado: vire a peça e coloque-a num espaço destacado.</translation>
    </message>
    <message>
        <source>You may move one noble: click a highlighted noble, then one of its destinations. Or skip.</source>
        <translation>Pode mover um nobre: clique num nobre destacado e depois num dos seus destinos. Ou passe.</translation>
    </message>
    <message>
        <source>line</source>
        <translation>reta</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triângulo</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>losango</translation>
    </message>
    <message>
        <source>{a}–{b} diamond</source>
        <translation>losango {a}–{b}</translation>
    </message>
    <message>
        <source>{colour} {shape}</source>
        <translation>{shape} em {colour}</translation>
    </message>
    <message>
        <source>{colour} stalk of 4 ({improvement})</source>
        <translation>bambu de 4 em {colour} ({improvement})</translation>
    </message>
    <message>
        <source>{colour} stalk of 4 (no improvement)</source>
        <translation>bambu de 4 em {colour} (sem melhoria)</translation>
    </message>
    <message>
        <source>Panda eats {items}</source>
        <translation>O panda come {items}</translation>
    </message>
    <message>
        <source>{colour} plot with a printed {improvement}</source>
        <translation>canteiro {colour} com melhoria impressa ({improvement})</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>canteiro {colour}</translation>
    </message>
    <message>
        <source>You have taken all your actions this turn</source>
        <translation>Você já fez todas as suas ações neste turno</translation>
    </message>
    <message>
        <source>That place already holds a tile</source>
        <translation>Esse lugar já tem uma peça</translation>
    </message>
    <message>
        <source>A plot goes next to the pond or next to two plots already in play</source>
        <translation>Um canteiro vai ao lado do lago ou ao lado de dois canteiros já em jogo</translation>
    </message>
    <message>
        <source>That improvement token cannot go on this plot</source>
        <translation>Essa melhoria não pode ir neste canteiro</translation>
    </message>
    <message>
        <source>You have already moved the gardener this turn</source>
        <translation>Você já moveu o jardineiro neste turno</translation>
    </message>
    <message>
        <source>You have already moved the panda this turn</source>
        <translation>Você já moveu o panda neste turno</translation>
    </message>
    <message>
        <source>The gardener moves in a straight line over tiles, never across an empty place</source>
        <translation>O jardineiro anda em linha reta sobre peças, nunca atravessando um lugar vazio</translation>
    </message>
    <message>
        <source>The panda moves in a straight line over tiles, never across an empty place</source>
        <translation>O panda anda em linha reta sobre peças, nunca atravessando um lugar vazio</translation>
    </message>
    <message>
        <source>You have no channel in your reserve</source>
        <translation>Você não tem canal na sua reserva</translation>
    </message>
    <message>
        <source>A channel goes on a free edge between two plots, joined to the irrigation network</source>
        <translation>Um canal vai numa borda livre entre dois canteiros, ligada à rede de irrigação</translation>
    </message>
    <message>
        <source>You have no {improvement} token in your reserve</source>
        <translation>Você não tem melhoria ({improvement}) na sua reserva</translation>
    </message>
    <message>
        <source>An improvement goes on a plot</source>
        <translation>Uma melhoria vai num canteiro</translation>
    </message>
    <message>
        <source>That plot already has an improvement</source>
        <translation>Esse canteiro já tem uma melhoria</translation>
    </message>
    <message>
        <source>An improvement goes only on a plot without bamboo</source>
        <translation>Uma melhoria só vai num canteiro sem bambu</translation>
    </message>
    <message>
        <source>That objective is not fulfilled yet</source>
        <translation>Esse objetivo ainda não foi cumprido</translation>
    </message>
    <message>
        <source>Take two different actions before ending your turn</source>
        <translation>Faça duas ações diferentes antes de terminar o turno</translation>
    </message>
    <message>
        <source>chooses the weather: {face}</source>
        <translation>escolhe o clima: {face}</translation>
    </message>
    <message>
        <source>does not use the weather</source>
        <translation>não usa o clima</translation>
    </message>
    <message>
        <source>Rain: the bamboo on {cell} grows</source>
        <translation>Chuva: o bambu em {cell} cresce</translation>
    </message>
    <message>
        <source>Storm: the panda goes to {cell}</source>
        <translation>Tempestade: o panda vai para {cell}</translation>
    </message>
    <message>
        <source>takes an improvement token: {improvement}</source>
        <translation>pega uma ficha de melhoria: {improvement}</translation>
    </message>
    <message>
        <source>takes an irrigation channel</source>
        <translation>pega um canal de irrigação</translation>
    </message>
    <message>
        <source>keeps the {plot}; {count} go under the stack</source>
        <translation>fica com o {plot}; {count} vão para baixo da pilha</translation>
    </message>
    <message>
        <source>places the {plot} on {cell} with an improvement token ({improvement})</source>
        <translation>coloca o {plot} em {cell} com uma ficha de melhoria ({improvement})</translation>
    </message>
    <message>
        <source>places the {plot} on {cell}</source>
        <translation>coloca o {plot} em {cell}</translation>
    </message>
    <message>
        <source>the panda eats a {colour} section on {cell}</source>
        <translation>o panda come um segmento de cor {colour} em {cell}</translation>
    </message>
    <message>
        <source>moves the gardener to {cell}; not enough bamboo for every plot: {count} may grow</source>
        <translation>move o jardineiro para {cell}; não há bambu para todos os canteiros: podem crescer {count}</translation>
    </message>
    <message>
        <source>moves the gardener to {cell}; plots that grow: {count}</source>
        <translation>move o jardineiro para {cell}; canteiros que crescem: {count}</translation>
    </message>
    <message>
        <source>completes the objective “{name}” (+{points})</source>
        <translation>cumpre o objetivo “{name}” (+{points})</translation>
    </message>
    <message>
        <source>lets the bamboo on {cell} grow</source>
        <translation>faz crescer o bambu em {cell}</translation>
    </message>
    <message>
        <source>moves the panda to {cell}</source>
        <translation>move o panda para {cell}</translation>
    </message>
    <message>
        <source>draws a {deck} objective already fulfilled: it goes under its deck and the action is cancelled</source>
        <translation>compra um objetivo de {deck} já cumprido: vai para baixo do seu baralho e a ação é cancelada</translation>
    </message>
    <message>
        <source>draws a {deck} objective</source>
        <translation>compra um objetivo de {deck}</translation>
    </message>
    <message>
        <source>places a channel between {a} and {b}</source>
        <translation>coloca um canal entre {a} e {b}</translation>
    </message>
    <message>
        <source>places an improvement token ({improvement}) on {cell}</source>
        <translation>coloca uma ficha de melhoria ({improvement}) em {cell}</translation>
    </message>
    <message>
        <source>takes the Emperor card (+{points}): everyone else plays one last turn</source>
        <translation>pega a carta do Imperador (+{points}): todos os outros jogam um último turno</translation>
    </message>
    <message>
        <source>the last round is over: the game ends</source>
        <translation>a última rodada terminou: a partida acaba</translation>
    </message>
    <message>
        <source>the round limit is reached: the game ends</source>
        <translation>o limite de rodadas foi atingido: a partida acaba</translation>
    </message>
    <message>
        <source>all players agreed to end the game</source>
        <translation>todos os jogadores concordaram em terminar a partida</translation>
    </message>
    <message>
        <source>rolls the weather die: {face}</source>
        <translation>rola o dado de clima: {face}</translation>
    </message>
    <message>
        <source>Keep one of the drawn plots (the others go under the stack)</source>
        <translation>Fique com um dos canteiros comprados (os outros vão para baixo da pilha)</translation>
    </message>
    <message>
        <source>Not enough bamboo for every plot: choose which plot grows</source>
        <translation>Não há bambu para todos os canteiros: escolha qual deles cresce</translation>
    </message>
    <message>
        <source>Choose the weather</source>
        <translation>Escolha o clima</translation>
    </message>
    <message>
        <source>Rain: choose an irrigated plot to grow its bamboo (or skip)</source>
        <translation>Chuva: escolha um canteiro irrigado para fazer crescer o seu bambu (ou passe)</translation>
    </message>
    <message>
        <source>Storm: choose a plot to put the panda there (or skip)</source>
        <translation>Tempestade: escolha um canteiro para pôr lá o panda (ou passe)</translation>
    </message>
    <message>
        <source>Clouds: take an improvement token (or skip)</source>
        <translation>Nuvens: pegue uma ficha de melhoria (ou passe)</translation>
    </message>
    <message>
        <source>Choose action {number} of {allowed}, a free action, or end your turn</source>
        <translation>Escolha a ação {number} de {allowed}, uma ação gratuita, ou termine o turno</translation>
    </message>
    <message>
        <source>Complete objectives, use your reserve or end your turn</source>
        <translation>Cumpra objetivos, use a sua reserva ou termine o turno</translation>
    </message>
    <message>
        <source>Place the {plot} on a highlighted place</source>
        <translation>Coloque o {plot} num lugar destacado</translation>
    </message>
    <message>
        <source>Gardener: choose a highlighted cell in a straight line; bamboo grows there and on the same-coloured irrigated plots around it</source>
        <translation>Jardineiro: escolha um espaço destacado em linha reta; o bambu cresce lá e nos canteiros irrigados vizinhos da mesma cor</translation>
    </message>
    <message>
        <source>Panda: choose a highlighted cell in a straight line; the panda eats a section there</source>
        <translation>Panda: escolha um espaço destacado em linha reta; o panda come lá um segmento</translation>
    </message>
    <message>
        <source>Objective: choose a deck</source>
        <translation>Objetivo: escolha um baralho</translation>
    </message>
    <message>
        <source>Choose a highlighted edge for the channel</source>
        <translation>Escolha uma borda destacada para o canal</translation>
    </message>
    <message>
        <source>Choose a highlighted plot for the {improvement} token</source>
        <translation>Escolha um canteiro destacado para a ficha de {improvement}</translation>
    </message>
    <message>
        <source>Place the {plot} with the {improvement} token on a highlighted place</source>
        <translation>Coloque o {plot} com a ficha de {improvement} num lugar destacado</translation>
    </message>
    <message>
        <source>Keep one plot: the others go under the stack in reverse order</source>
        <translation>Fique com um canteiro: os outros vão para baixo da pilha na ordem inversa</translation>
    </message>
    <message>
        <source>objectives: {done}/{threshold} · hand: {hand}/{limit}</source>
        <translation>objetivos: {done}/{threshold} · mão: {hand}/{limit}</translation>
    </message>
    <message>
        <source>bees</source>
        <translation>abelhas</translation>
    </message>
    <message>
        <source>hummingbirds</source>
        <translation>beija-flores</translation>
    </message>
    <message>
        <source>leaf dwellers</source>
        <translation>habitantes das folhas</translation>
    </message>
    <message>
        <source>puddle dwellers</source>
        <translation>habitantes das poças</translation>
    </message>
    <message>
        <source>mushroom dwellers</source>
        <translation>habitantes dos cogumelos</translation>
    </message>
    <message>
        <source>{value} is not a tile position &quot;tx,ty&quot;</source>
        <translation>{value} não é uma posição de peça &quot;tx,ty&quot;</translation>
    </message>
    <message>
        <source>{value} is not a field (a colour, with * for a mushroom, or puddle)</source>
        <translation>{value} não é um espaço (uma cor, com * para um cogumelo, ou puddle)</translation>
    </message>
    <message>
        <source>an order needs the tiles (level 2)</source>
        <translation>uma ordem precisa das peças (nível 2)</translation>
    </message>
    <message>
        <source>choices need the order (level 3)</source>
        <translation>as escolhas precisam da ordem (nível 3)</translation>
    </message>
    <message>
        <source>tile {tile} is used twice in this garden</source>
        <translation>a peça {tile} aparece duas vezes neste jardim</translation>
    </message>
    <message>
        <source>tile {tile} is already in {name}&apos;s garden</source>
        <translation>a peça {tile} já está no jardim de {name}</translation>
    </message>
    <message>
        <source>position {at} already holds tile {other}</source>
        <translation>a posição {at} já tem a peça {other}</translation>
    </message>
    <message>
        <source>a second starting tile (the first is {tile} at {at})</source>
        <translation>uma segunda peça inicial (a primeira é {tile} em {at})</translation>
    </message>
    <message>
        <source>{fields} matches no tile in any orientation</source>
        <translation>{fields} não corresponde a nenhuma peça em nenhuma orientação</translation>
    </message>
    <message>
        <source>{name}: without the dweller cards in play, the replay checks bees and hummingbirds only</source>
        <translation>{name}: sem as cartas de habitantes em jogo, a reprodução só confere abelhas e beija-flores</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, but replaying the order gives {computed}</source>
        <translation>{name}: contagem de {what}: {typed}, mas a reprodução da ordem dá {computed}</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, but {card} puts {computed} on this board</source>
        <translation>{name}: contagem de {what}: {typed}, mas {card} coloca {computed} neste tabuleiro</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, fewer than the {bound} the board guarantees ({why})</source>
        <translation>{name}: contagem de {what}: {typed}, menos do que o mínimo garantido pelo tabuleiro: {bound} ({why})</translation>
    </message>
    <message>
        <source>{value} is not a position &quot;x,y&quot;</source>
        <translation>{value} não é uma posição &quot;x,y&quot;</translation>
    </message>
    <message>
        <source>{value} is not a tile position &quot;tx,ty&quot;, a tile id of this garden or an index into its tiles</source>
        <translation>{value} não é uma posição de peça &quot;tx,ty&quot;, um identificador de peça deste jardim nem um índice das suas peças</translation>
    </message>
    <message>
        <source>needs exactly one leaf, one puddle and one mushroom card</source>
        <translation>precisa de exatamente uma carta das folhas, uma das poças e uma dos cogumelos</translation>
    </message>
    <message>
        <source>a starting tile is single-sided (side F only)</source>
        <translation>uma peça inicial só tem uma face (apenas o lado F)</translation>
    </message>
    <message>
        <source>{tile} does not match the fields, which show tile {found}</source>
        <translation>{tile} não corresponde aos espaços, que mostram a peça {found}</translation>
    </message>
    <message>
        <source>the fields show side {found}</source>
        <translation>os espaços mostram o lado {found}</translation>
    </message>
    <message>
        <source>the fields show rotation {found}</source>
        <translation>os espaços mostram a rotação {found}</translation>
    </message>
    <message>
        <source>needs a tile id or its four fields</source>
        <translation>precisa de um identificador de peça ou dos seus quatro espaços</translation>
    </message>
    <message>
        <source>no starting tile (S1-S4) in this garden</source>
        <translation>nenhuma peça inicial (S1-S4) neste jardim</translation>
    </message>
    <message>
        <source>needs the four fields NW, NE, SE, SW</source>
        <translation>precisa dos quatro espaços NW, NE, SE, SW</translation>
    </message>
    <message>
        <source>tile {tile} at {at} is not joined to the garden through a full side</source>
        <translation>a peça {tile} em {at} não está ligada ao jardim por um lado inteiro</translation>
    </message>
    <message>
        <source>{at} is not a tile position of this garden</source>
        <translation>{at} não é uma posição de peça deste jardim</translation>
    </message>
    <message>
        <source>{at} is listed twice</source>
        <translation>{at} aparece duas vezes</translation>
    </message>
    <message>
        <source>does not list {at}</source>
        <translation>não inclui {at}</translation>
    </message>
    <message>
        <source>{at} does not share a full side with the tiles laid before it</source>
        <translation>{at} não partilha um lado inteiro com as peças colocadas antes</translation>
    </message>
    <message>
        <source>{at} is not a choice for {card} after the tile at {tile} (candidates: {cands})</source>
        <translation>{at} não é uma escolha possível para {card} após a peça em {tile} (candidatos: {cands})</translation>
    </message>
    <message>
        <source>{name}: the choices ran out during the replay; the app chose the rest as its computer players do</source>
        <translation>{name}: as escolhas acabaram durante a reprodução; a aplicação escolheu o resto como fazem os seus jogadores do computador</translation>
    </message>
    <message>
        <source>puddle</source>
        <translation>poça</translation>
    </message>
    <message>
        <source>Thoughtful</source>
        <translation>Pensativo</translation>
    </message>
    <message>
        <source>A pollinated area has four terrain spaces arranged in a 2×2 square. None of these four spaces can be used again to attract a leaf dweller.</source>
        <translation>Um setor polinizado tem quatro espaços de terreno dispostos num quadrado 2×2. Nenhum destes quatro espaços pode voltar a ser usado para atrair um habitante das folhas.</translation>
    </message>
    <message>
        <source>Restless</source>
        <translation>Inquieto</translation>
    </message>
    <message>
        <source>You have a pollinated area of at least 5 terrain spaces.</source>
        <translation>Você tem um setor polinizado com pelo menos 5 espaços de terreno.</translation>
    </message>
    <message>
        <source>Flirty</source>
        <translation>Galanteador</translation>
    </message>
    <message>
        <source>Four spaces of four different kinds (a puddle counts as a kind) form a 2×2 square. None of the four can be used again for a leaf dweller.</source>
        <translation>Quatro espaços de quatro tipos diferentes (uma poça conta como um tipo) formam um quadrado 2×2. Nenhum dos quatro pode voltar a ser usado para um habitante das folhas.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Corredor</translation>
    </message>
    <message>
        <source>A pollinated area has 4 terrain spaces in a straight row, horizontally or vertically.</source>
        <translation>Um setor polinizado tem 4 espaços de terreno em linha reta, na horizontal ou na vertical.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Anfitrião</translation>
    </message>
    <message>
        <source>An area of any size contains at least 2 mushrooms. The area need not be pollinated.</source>
        <translation>Um setor de qualquer tamanho contém pelo menos 2 cogumelos. O setor não precisa estar polinizado.</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorador</translation>
    </message>
    <message>
        <source>A line contains 3 mushrooms, whatever the distance between them. Mushrooms without an Explorer may be used again later.</source>
        <translation>Uma linha contém 3 cogumelos, seja qual for a distância entre eles. Os cogumelos sem Explorador podem voltar a ser usados depois.</translation>
    </message>
    <message>
        <source>Collector</source>
        <translation>Colecionador</translation>
    </message>
    <message>
        <source>Two mushrooms form a diagonal (touch corner to corner). The mushroom left without the pawn may be used again later.</source>
        <translation>Dois cogumelos formam uma diagonal (tocam-se pelos cantos). O cogumelo que fica sem o peão pode voltar a ser usado depois.</translation>
    </message>
    <message>
        <source>Loner</source>
        <translation>Solitário</translation>
    </message>
    <message>
        <source>A space with a mushroom is surrounded by 8 spaces of any kind, none of them with a mushroom.</source>
        <translation>Um espaço com cogumelo está rodeado por 8 espaços de qualquer tipo, nenhum deles com cogumelo.</translation>
    </message>
    <message>
        <source>Diver</source>
        <translation>Mergulhador</translation>
    </message>
    <message>
        <source>You create a puddle of 2 or more orthogonally adjacent puddle spaces. No new dweller when that puddle grows later.</source>
        <translation>Você cria uma poça de 2 ou mais espaços de poça adjacentes ortogonalmente. Não chega nenhum novo habitante quando essa poça crescer depois.</translation>
    </message>
    <message>
        <source>Skipper</source>
        <translation>Saltitante</translation>
    </message>
    <message>
        <source>Two puddles are aligned with exactly one terrain space between them. Puddles may be used again.</source>
        <translation>Duas poças estão alinhadas com exatamente um espaço de terreno entre elas. As poças podem voltar a ser usadas.</translation>
    </message>
    <message>
        <source>Friendly</source>
        <translation>Amigável</translation>
    </message>
    <message>
        <source>Two puddles form a diagonal (touch corner to corner). The puddle left empty may be used again later.</source>
        <translation>Duas poças formam uma diagonal (tocam-se pelos cantos). A poça que fica vazia pode voltar a ser usada depois.</translation>
    </message>
    <message>
        <source>Shy</source>
        <translation>Tímido</translation>
    </message>
    <message>
        <source>A puddle is surrounded by 8 terrain spaces (no puddle among them).</source>
        <translation>Uma poça está rodeada por 8 espaços de terreno (sem nenhuma poça entre eles).</translation>
    </message>
    <message>
        <source>Choose one of the highlighted places for the dweller</source>
        <translation>Escolha um dos lugares destacados para o habitante</translation>
    </message>
    <message>
        <source>First choose where the dweller goes</source>
        <translation>Primeiro escolha para onde vai o habitante</translation>
    </message>
    <message>
        <source>That tile is not in the market</source>
        <translation>Essa peça não está no mercado</translation>
    </message>
    <message>
        <source>Choose a tile of the market first</source>
        <translation>Primeiro escolha uma peça do mercado</translation>
    </message>
    <message>
        <source>Place the tile you chose first</source>
        <translation>Primeiro coloque a peça que você escolheu</translation>
    </message>
    <message>
        <source>That is not the tile you chose</source>
        <translation>Esse não é a peça que você escolheu</translation>
    </message>
    <message>
        <source>This tile cannot be turned over: place it face up</source>
        <translation>Esta peça não pode ser virada: coloque-a com a face para cima</translation>
    </message>
    <message>
        <source>A tile must share a full side with a tile of your garden (a corner is not enough)</source>
        <translation>Uma peça deve compartilhar um lado inteiro com uma peça do seu jardim (um canto não basta)</translation>
    </message>
    <message>
        <source>takes tile {tile} from the market</source>
        <translation>pega a peça {tile} do mercado</translation>
    </message>
    <message>
        <source>The bag is empty and the market cannot be refilled: the game ends</source>
        <translation>O saco está vazio e o mercado não pode ser reabastecido: a partida termina</translation>
    </message>
    <message>
        <source>Tile {tile} drawn from the bag into the market</source>
        <translation>Peça {tile} tirada do saco para o mercado</translation>
    </message>
    <message>
        <source>Last round: the bag holds too few tiles for another round</source>
        <translation>Última rodada: o saco não tem peças suficientes para outra rodada</translation>
    </message>
    <message>
        <source>A bee arrives in the new pollinated {colour} sector</source>
        <translation>Uma abelha chega ao novo setor polinizado de cor {colour}</translation>
    </message>
    <message>
        <source>{card} arrives at the centre of the square at {at}</source>
        <translation>{card} chega ao centro do quadrado em {at}</translation>
    </message>
    <message>
        <source>{card} arrives in the area at {at}</source>
        <translation>{card} chega ao setor em {at}</translation>
    </message>
    <message>
        <source>{card} arrives on {at}</source>
        <translation>{card} chega ao espaço {at}</translation>
    </message>
    <message>
        <source>Choose a tile from the market</source>
        <translation>Escolha uma peça do mercado</translation>
    </message>
    <message>
        <source>Place {tile}: flip or rotate it, then click a highlighted position</source>
        <translation>Coloque a peça {tile}: vire-a ou gire-a e depois clique numa posição destacada</translation>
    </message>
    <message>
        <source>{card}: choose the square that attracts the dweller</source>
        <translation>{card}: escolha o quadrado que atrai o habitante</translation>
    </message>
    <message>
        <source>{card}: choose the field that takes the pawn</source>
        <translation>{card}: escolha o espaço que recebe o peão</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>excelente</translation>
    </message>
    <message>
        <source>good</source>
        <translation>boa</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisão</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>the move shown on the board</source>
        <translation>o lance marcado no tabuleiro</translation>
    </message>
    <message>
        <source>{first}, then {next}</source>
        <translation>{first}, depois {next}</translation>
    </message>
    <message>
        <source>{move} (the rest of the turn depends on what is drawn)</source>
        <translation>{move} (o resto do turno depende do que for sorteado)</translation>
    </message>
    <message>
        <source>level on points after this turn</source>
        <translation>empatado em pontos após este turno</translation>
    </message>
    <message>
        <source>level in expected points</source>
        <translation>empatado em pontos esperados</translation>
    </message>
    <message>
        <source>level on the score table</source>
        <translation>empatado na tabela de pontuação</translation>
    </message>
    <message>
        <source>{expected}, {table}</source>
        <translation>{expected}, {table}</translation>
    </message>
    <message>
        <source>the best move found: +{points} over the next best</source>
        <translation>a melhor jogada encontrada: +{points} sobre a seguinte</translation>
    </message>
    <message>
        <source>plays for later turns: another move gains {points} more now</source>
        <translation>joga para os turnos seguintes: outra jogada ganharia {points} a mais agora</translation>
    </message>
    <message>
        <source>sets up a turn worth +{points}</source>
        <translation>prepara um turno que vale +{points}</translation>
    </message>
    <message>
        <source>improves your position: +{points}</source>
        <translation>melhora a sua posição: +{points}</translation>
    </message>
    <message>
        <source>the strongest move the computer player found</source>
        <translation>a jogada mais forte que o jogador do computador encontrou</translation>
    </message>
    <message>
        <source>this file is not a picture the app can read (PNG, JPEG, WebP or BMP)</source>
        <translation>este arquivo não é uma imagem que o aplicativo consiga ler (PNG, JPEG, WebP ou BMP)</translation>
    </message>
    <message numerus="yes">
        <source>%n ahead on the score table</source>
        <translation>
            <numerusform>%n à frente na tabela de pontuação</numerusform>
            <numerusform>%n à frente na tabela de pontuação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n behind on the score table</source>
        <translation>
            <numerusform>%n atrás na tabela de pontuação</numerusform>
            <numerusform>%n atrás na tabela de pontuação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n channels; the game has {limit}</source>
        <translation>
            <numerusform>%n canal; o jogo tem {limit}</numerusform>
            <numerusform>%n canais; o jogo tem {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices left over: the replay asked for {used}</source>
        <translation>
            <numerusform>sobra %n escolha: a reprodução pediu {used}</numerusform>
            <numerusform>sobram %n escolhas: a reprodução pediu {used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries; seats in this game: {seats}</source>
        <translation>
            <numerusform>%n entrada; lugares nesta partida: {seats}</numerusform>
            <numerusform>%n entradas; lugares nesta partida: {seats}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expansions; the storage holds at most {limit}</source>
        <translation>
            <numerusform>%n expansão; o armazenamento comporta no máximo {limit}</numerusform>
            <numerusform>%n expansões; o armazenamento comporta no máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hummingbirds nest on tile {at} (now {total})</source>
        <translation>
            <numerusform>%n beija-flor faz ninho na peça {at} (agora {total})</numerusform>
            <numerusform>%n beija-flores fazem ninho na peça {at} (agora {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items; allowed: at most {limit}</source>
        <translation>
            <numerusform>%n elemento; permitidos: no máximo {limit}</numerusform>
            <numerusform>%n elementos; permitidos: no máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items; needed: at least {limit}</source>
        <translation>
            <numerusform>%n elemento; necessários: pelo menos {limit}</numerusform>
            <numerusform>%n elementos; necessários: pelo menos {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jokers</source>
        <translation>
            <numerusform>%n curinga</numerusform>
            <numerusform>%n curingas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layouts, players: {people}; give one per person or a single layout</source>
        <translation>
            <numerusform>%n disposição, jogadores: {people}; indique uma por pessoa ou uma só</numerusform>
            <numerusform>%n disposições, jogadores: {people}; indique uma por pessoa ou uma só</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission cards; a player holds 2</source>
        <translation>
            <numerusform>%n carta de missão; cada pessoa tem 2</numerusform>
            <numerusform>%n cartas de missão; cada pessoa tem 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more bees: one for each older {colour} sector</source>
        <translation>
            <numerusform>%n abelha extra, uma por cada setor mais antigo de cor {colour}</numerusform>
            <numerusform>%n abelhas extras, uma por cada setor mais antigo de cor {colour}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawns</source>
        <translation>
            <numerusform>%n peão</numerusform>
            <numerusform>%n peões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players; this game takes {low} to {high}</source>
        <translation>
            <numerusform>%n jogador; este jogo admite de {low} a {high}</numerusform>
            <numerusform>%n jogadores; este jogo admite de {low} a {high}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pollinated sectors</source>
        <translation>
            <numerusform>%n setor polinizado</numerusform>
            <numerusform>%n setores polinizados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printed spaces leave too few free spaces for the tiles of a game ({rounds}): at most {limit}</source>
        <translation>
            <numerusform>%n espaço pré-impresso deixa poucos espaços livres para as peças de uma partida ({rounds}): no máximo {limit}</numerusform>
            <numerusform>%n espaços pré-impressos deixam poucos espaços livres para as peças de uma partida ({rounds}): no máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seats given; seats in this game: {seats}</source>
        <translation>
            <numerusform>%n lugar indicado; lugares nesta partida: {seats}</numerusform>
            <numerusform>%n lugares indicados; lugares nesta partida: {seats}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suns</source>
        <translation>
            <numerusform>%n sol</numerusform>
            <numerusform>%n sóis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n peça</numerusform>
            <numerusform>%n peças</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles; the storage holds at most {limit}</source>
        <translation>
            <numerusform>%n peça; o armazenamento comporta no máximo {limit}</numerusform>
            <numerusform>%n peças; o armazenamento comporta no máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} bamboo sections; the game has {limit}</source>
        <translation>
            <numerusform>%n segmento de bambu de cor {colour}; o jogo tem {limit}</numerusform>
            <numerusform>%n segmentos de bambu de cor {colour}; o jogo tem {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots with a printed {improvement}; the game has {limit}</source>
        <translation>
            <numerusform>%n canteiro de cor {colour} com a melhoria impressa {improvement}; o jogo tem {limit}</numerusform>
            <numerusform>%n canteiros de cor {colour} com a melhoria impressa {improvement}; o jogo tem {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots without a printed improvement; the game has {limit}</source>
        <translation>
            <numerusform>%n canteiro de cor {colour} sem melhoria impressa; o jogo tem {limit}</numerusform>
            <numerusform>%n canteiros de cor {colour} sem melhoria impressa; o jogo tem {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots; the game has {limit}</source>
        <translation>
            <numerusform>%n canteiro de cor {colour}; o jogo tem {limit}</numerusform>
            <numerusform>%n canteiros de cor {colour}; o jogo tem {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} stalks of 3</source>
        <translation>
            <numerusform>%n bambu de 3 em {colour}</numerusform>
            <numerusform>%n bambus de 3 em {colour}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {improvement} tokens; the game has {limit}</source>
        <translation>
            <numerusform>%n ficha de {improvement}; o jogo tem {limit}</numerusform>
            <numerusform>%n fichas de {improvement}; o jogo tem {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An expansion from the supply costs %n points</source>
        <translation>
            <numerusform>Uma expansão da reserva custa %n ponto</numerusform>
            <numerusform>Uma expansão da reserva custa %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n more: hexagons of the same colour or the same pattern, or jokers</source>
        <translation>
            <numerusform>Pague mais %n: hexágonos da mesma cor ou do mesmo padrão, ou curingas</numerusform>
            <numerusform>Pague mais %n: hexágonos da mesma cor ou do mesmo padrão, ou curingas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place the tokens you took (%n left): a token in your hand, then a highlighted space</source>
        <translation>
            <numerusform>Posicione as peças que pegou (falta %n): uma peça da sua mão e depois um espaço destacado</numerusform>
            <numerusform>Posicione as peças que pegou (faltam %n): uma peça da sua mão e depois um espaço destacado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tile {tile} laid at {at} (side {side}, %n quarter turns)</source>
        <translation>
            <numerusform>Peça {tile} colocada em {at} (lado {side}, %n quarto de volta)</numerusform>
            <numerusform>Peça {tile} colocada em {at} (lado {side}, %n quartos de volta)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may hold at most %n incomplete cards</source>
        <translation>
            <numerusform>Você pode ter no máximo %n carta incompleta</numerusform>
            <numerusform>Você pode ter no máximo %n cartas incompletas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a hand holds at most %n objectives</source>
        <translation>
            <numerusform>uma mão tem no máximo %n objetivo</numerusform>
            <numerusform>uma mão tem no máximo %n objetivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ahead by %n in expected points</source>
        <translation>
            <numerusform>à frente por %n em pontos esperados</numerusform>
            <numerusform>à frente por %n em pontos esperados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ahead by %n points after this turn</source>
        <translation>
            <numerusform>à frente por %n ponto após este turno</numerusform>
            <numerusform>à frente por %n pontos após este turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more problems</source>
        <translation>
            <numerusform>e mais %n problema</numerusform>
            <numerusform>e mais %n problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>behind by %n in expected points</source>
        <translation>
            <numerusform>atrás por %n em pontos esperados</numerusform>
            <numerusform>atrás por %n em pontos esperados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>behind by %n points after this turn</source>
        <translation>
            <numerusform>atrás por %n ponto após este turno</numerusform>
            <numerusform>atrás por %n pontos após este turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>buy an expansion from the supply for %n points and place it face down in area {area}</source>
        <translation>
            <numerusform>compre uma expansão da reserva por %n ponto e coloque-a virada para baixo na área {area}</numerusform>
            <numerusform>compre uma expansão da reserva por %n pontos e coloque-a virada para baixo na área {area}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard {items} and lose %n points</source>
        <translation>
            <numerusform>descarte {items} e perca %n ponto</numerusform>
            <numerusform>descarte {items} e perca %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discards {items} and loses %n points</source>
        <translation>
            <numerusform>descarta {items} e perde %n ponto</numerusform>
            <numerusform>descarta {items} e perde %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draws %n plots</source>
        <translation>
            <numerusform>compra %n canteiro</numerusform>
            <numerusform>compra %n canteiros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n items, found {count}</source>
        <translation>
            <numerusform>era esperado %n elemento, há {count}</numerusform>
            <numerusform>eram esperados %n elementos, há {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a list of %n items</source>
        <translation>
            <numerusform>era esperada uma lista de %n elemento</numerusform>
            <numerusform>era esperada uma lista de %n elementos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a list of %n whole numbers</source>
        <translation>
            <numerusform>era esperada uma lista de %n número inteiro</numerusform>
            <numerusform>era esperada uma lista de %n números inteiros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n empty spaces left: the game ends after this round</source>
        <translation>
            <numerusform>resta %n espaço vazio: a partida termina após esta rodada</numerusform>
            <numerusform>restam %n espaços vazios: a partida termina após esta rodada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is longer than %n characters</source>
        <translation>
            <numerusform>tem mais de %n caractere</numerusform>
            <numerusform>tem mais de %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is shorter than %n characters</source>
        <translation>
            <numerusform>tem menos de %n caractere</numerusform>
            <numerusform>tem menos de %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lay tile {tile} {side} up, turned %n quarter turns, at {at}</source>
        <translation>
            <numerusform>coloque a peça {tile} em {at}, lado: {side}, girada %n quarto de volta</numerusform>
            <numerusform>coloque a peça {tile} em {at}, lado: {side}, girada %n quartos de volta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pays %n points for an expansion from the supply and places it face down in area {area}</source>
        <translation>
            <numerusform>paga %n ponto por uma expansão da reserva e a coloca virada para baixo na área {area}</numerusform>
            <numerusform>paga %n pontos por uma expansão da reserva e a coloca virada para baixo na área {area}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>returns the %n tokens left on the central board to the box</source>
        <translation>
            <numerusform>devolve à caixa %n peça que restava no tabuleiro central</numerusform>
            <numerusform>devolve à caixa %n peças que restavam no tabuleiro central</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round {round} scoring: %n points for {criteria} and {pavilions} for visible pavilions</source>
        <translation>
            <numerusform>pontuação da rodada {round}: %n ponto por {criteria} e {pavilions} por pavilhões visíveis</numerusform>
            <numerusform>pontuação da rodada {round}: %n pontos por {criteria} e {pavilions} por pavilhões visíveis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n points</source>
        <translation>
            <numerusform>marca %n ponto</numerusform>
            <numerusform>marca %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n points: {suns}</source>
        <translation>
            <numerusform>marca %n ponto: {suns}</numerusform>
            <numerusform>marca %n pontos: {suns}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surrounds the {element} on {cell}: {gained} of %n jokers</source>
        <translation>
            <numerusform>cerca o elemento {element} no espaço {cell}: {gained} de %n curinga</numerusform>
            <numerusform>cerca o elemento {element} no espaço {cell}: {gained} de %n curingas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>take tile {tile} from the market and lay it {side} up, turned %n quarter turns, at {at}</source>
        <translation>
            <numerusform>pegue a peça {tile} do mercado e coloque-a em {at}, lado: {side}, girada %n quarto de volta</numerusform>
            <numerusform>pegue a peça {tile} do mercado e coloque-a em {at}, lado: {side}, girada %n quartos de volta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the Emperor goes to a player with at least %n completed objectives; {name} has {count}</source>
        <translation>
            <numerusform>a carta do Imperador vai para quem tiver pelo menos %n objetivo cumprido; {name} tem {count}</numerusform>
            <numerusform>a carta do Imperador vai para quem tiver pelo menos %n objetivos cumpridos; {name} tem {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the file is too large (%n bytes)</source>
        <translation>
            <numerusform>o arquivo é grande demais (%n byte)</numerusform>
            <numerusform>o arquivo é grande demais (%n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the garden reaches more than %n tiles away from its starting tile</source>
        <translation>
            <numerusform>o jardim se estende a mais de %n peça da sua peça inicial</numerusform>
            <numerusform>o jardim se estende a mais de %n peças da sua peça inicial</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the message is longer than %n bytes</source>
        <translation>
            <numerusform>a mensagem tem mais de %n byte</numerusform>
            <numerusform>a mensagem tem mais de %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the name is longer than %n characters</source>
        <translation>
            <numerusform>o nome tem mais de %n caractere</numerusform>
            <numerusform>o nome tem mais de %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the path is longer than %n characters</source>
        <translation>
            <numerusform>o caminho tem mais de %n caractere</numerusform>
            <numerusform>o caminho tem mais de %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the picture is too large ({width} × %n pixels)</source>
        <translation>
            <numerusform>a imagem é grande demais ({width} × %n pixel)</numerusform>
            <numerusform>a imagem é grande demais ({width} × %n pixels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {hexagon} expansion is entered %n times ({places}); the game has one</source>
        <translation>
            <numerusform>a expansão {hexagon} foi inserida %n vez ({places}); o jogo tem uma</numerusform>
            <numerusform>a expansão {hexagon} foi inserida %n vezes ({places}); o jogo tem uma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tiles: {tiles}, jokers: {jokers}; the storage holds at most %n tiles and jokers together</source>
        <translation>
            <numerusform>peças: {tiles}, curingas: {jokers}; o armazenamento comporta no máximo %n peça ou curinga</numerusform>
            <numerusform>peças: {tiles}, curingas: {jokers}; o armazenamento comporta no máximo %n peças e curingas no total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hexagon}: %n tiles are entered; the game has {copies}</source>
        <translation>
            <numerusform>{hexagon}: %n peça inserida; o jogo tem {copies}</numerusform>
            <numerusform>{hexagon}: %n peças inseridas; o jogo tem {copies}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} reached %n objectives but nobody holds the Emperor card</source>
        <translation>
            <numerusform>{names}: %n objetivo alcançado, mas ninguém tem a carta do Imperador</numerusform>
            <numerusform>{names}: %n objetivos alcançados, mas ninguém tem a carta do Imperador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n cubes are marked on the board but the cards account for {expected}</source>
        <translation>
            <numerusform>{name}: há %n cubo marcado no tabuleiro, mas as cartas indicam {expected}</numerusform>
            <numerusform>{name}: há %n cubos marcados no tabuleiro, mas as cartas indicam {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n hummingbirds counted, but the board holds {computed}</source>
        <translation>
            <numerusform>{name}: %n beija-flor contado, mas o tabuleiro tem {computed}</numerusform>
            <numerusform>{name}: %n beija-flores contados, mas o tabuleiro tem {computed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the garden has %n tiles; a finished garden has 13</source>
        <translation>
            <numerusform>{name}: o jardim tem %n peça; um jardim terminado tem 13</numerusform>
            <numerusform>{name}: o jardim tem %n peças; um jardim terminado tem 13</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n incomplete cards; the rules allow at most {limit}</source>
        <translation>
            <numerusform>{name}: %n carta incompleta; as regras permitem no máximo {limit}</numerusform>
            <numerusform>{name}: %n cartas incompletas; as regras permitem no máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n filled spaces; a finished garden has {expected}</source>
        <translation>
            <numerusform>{player}: %n espaço preenchido; um jardim terminado tem {expected}</numerusform>
            <numerusform>{player}: %n espaços preenchidos; um jardim terminado tem {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n gardeners; tiles placed in a game: at most {most}</source>
        <translation>
            <numerusform>{player}: %n peça virada; peças colocadas em uma partida: no máximo {most}</numerusform>
            <numerusform>{player}: %n peças viradas; peças colocadas em uma partida: no máximo {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n mission cards; each player keeps 2</source>
        <translation>
            <numerusform>{player}: %n carta de missão; cada pessoa fica com 2</numerusform>
            <numerusform>{player}: %n cartas de missão; cada pessoa fica com 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} is more than card {card}&apos;s %n slots</source>
        <translation>
            <numerusform>{value} é mais do que o %n espaço da carta {card}</numerusform>
            <numerusform>{value} é mais do que os %n espaços da carta {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>That belongs to another player</source>
        <translation>Isso pertence a outra pessoa</translation>
    </message>
    <message>
        <source>{cell} is farther from the pond than any plot can be</source>
        <translation>{cell} está mais longe do lago do que qualquer canteiro pode estar</translation>
    </message>
    <message>
        <source>{card} is not a {deck} card</source>
        <translation>{card} não é uma carta de {deck}</translation>
    </message>
    <message>
        <source>{card} is in the position twice</source>
        <translation>{card} aparece duas vezes na posição</translation>
    </message>
    <message>
        <source>the irrigated plots follow from the garden (next to the pond, a channel or a watershed): {cells}</source>
        <translation>os canteiros irrigados decorrem do jardim (junto ao lago, a um canal ou com bacia): {cells}</translation>
    </message>
    <message>
        <source>is -1 exactly when nobody holds the Emperor card</source>
        <translation>é -1 exatamente quando ninguém tem a carta do Imperador</translation>
    </message>
    <message>
        <source>cannot be empty in the {phase} phase</source>
        <translation>não pode estar vazio na fase {phase}</translation>
    </message>
    <message>
        <source>a review must be one JSON object</source>
        <translation>uma revisão tem de ser um objeto JSON</translation>
    </message>
    <message>
        <source>is not a part of a review</source>
        <translation>não faz parte de uma revisão</translation>
    </message>
    <message>
        <source>is not a review this version can read</source>
        <translation>não é uma revisão que esta versão consiga ler</translation>
    </message>
    <message>
        <source>is the review of another game</source>
        <translation>é a revisão de outra partida</translation>
    </message>
    <message>
        <source>was computed with another budget</source>
        <translation>foi calculada com outro orçamento de trabalho</translation>
    </message>
    <message>
        <source>must judge every move of the persons</source>
        <translation>tem de avaliar todas as jogadas das pessoas</translation>
    </message>
    <message>
        <source>must be an object with index, best and loss</source>
        <translation>tem de ser um objeto com index, best e loss</translation>
    </message>
    <message>
        <source>is not a move of a person in this game</source>
        <translation>não é uma jogada de uma pessoa nesta partida</translation>
    </message>
    <message>
        <source>is not a loss of points</source>
        <translation>não é uma perda de pontos</translation>
    </message>
    <message>
        <source>is not a legal move there</source>
        <translation>não é uma jogada permitida ali</translation>
    </message>
    <message>
        <source>take {tokens} from central space {space}</source>
        <translation>pegue do espaço central {space}: {tokens}</translation>
    </message>
    <message>
        <source>place a {colour} token on {cell}</source>
        <translation>posicione uma peça de cor {colour} em {cell}</translation>
    </message>
    <message>
        <source>take the {card} card</source>
        <translation>pegue a carta {card}</translation>
    </message>
    <message>
        <source>place a cube from the {card} card on {cell}</source>
        <translation>posicione um cubo da carta {card} em {cell}</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>termine o turno</translation>
    </message>
    <message>
        <source>discard the {card} card and end the turn</source>
        <translation>descarte a carta {card} e termine o turno</translation>
    </message>
    <message>
        <source>keep the {card}</source>
        <translation>fique com o {card}</translation>
    </message>
    <message>
        <source>play the card {card}</source>
        <translation>jogue a carta {card}</translation>
    </message>
    <message>
        <source>take the {element} from row {row} ({colour}, {side})</source>
        <translation>retire a peça de {element} da linha {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>place it on {cell}</source>
        <translation>coloque-a em {cell}</translation>
    </message>
    <message>
        <source>place the gardener on {cell}</source>
        <translation>coloque a peça virada em {cell}</translation>
    </message>
    <message>
        <source>move the {element} noble from row {start} to row {end}</source>
        <translation>mova o nobre da coluna {element} da linha {start} para a linha {end}</translation>
    </message>
    <message>
        <source>move the {element} noble from the terrace to row {end}</source>
        <translation>mova o nobre da coluna {element} do terraço para a linha {end}</translation>
    </message>
    <message>
        <source>move no noble</source>
        <translation>não mova nenhum nobre</translation>
    </message>
    <message>
        <source>take the tile of display space {space}</source>
        <translation>retire a peça do espaço {space} da exposição</translation>
    </message>
    <message>
        <source>move the noble of column {col} to row {row}</source>
        <translation>mova o nobre da coluna {col} para a linha {row}</translation>
    </message>
    <message>
        <source>choose the weather: {face}</source>
        <translation>escolha o clima: {face}</translation>
    </message>
    <message>
        <source>do not use the weather</source>
        <translation>não use o clima</translation>
    </message>
    <message>
        <source>Rain: let the bamboo on {cell} grow</source>
        <translation>Chuva: faça crescer o bambu em {cell}</translation>
    </message>
    <message>
        <source>Storm: put the panda on {cell}</source>
        <translation>Tempestade: leve o panda para {cell}</translation>
    </message>
    <message>
        <source>take an improvement token: {improvement}</source>
        <translation>pegue uma ficha de melhoria: {improvement}</translation>
    </message>
    <message>
        <source>take an irrigation channel</source>
        <translation>pegue um canal de irrigação</translation>
    </message>
    <message>
        <source>keep the {plot}</source>
        <translation>fique com o {plot}</translation>
    </message>
    <message>
        <source>place the {plot} on {cell}</source>
        <translation>coloque o {plot} em {cell}</translation>
    </message>
    <message>
        <source>place a channel between {a} and {b}</source>
        <translation>coloque um canal entre {a} e {b}</translation>
    </message>
    <message>
        <source>move the gardener to {cell}</source>
        <translation>mova o jardineiro para {cell}</translation>
    </message>
    <message>
        <source>move the panda to {cell}</source>
        <translation>mova o panda para {cell}</translation>
    </message>
    <message>
        <source>let the bamboo on {cell} grow</source>
        <translation>faça crescer o bambu em {cell}</translation>
    </message>
    <message>
        <source>draw a {deck} objective</source>
        <translation>compre um objetivo de {deck}</translation>
    </message>
    <message>
        <source>place the {improvement} token on {cell}</source>
        <translation>coloque a ficha de melhoria ({improvement}) em {cell}</translation>
    </message>
    <message>
        <source>complete the objective “{name}”</source>
        <translation>cumpra o objetivo “{name}”</translation>
    </message>
    <message>
        <source>take the Plot action (draw 3 plots)</source>
        <translation>faça a ação Canteiro (compre 3 canteiros)</translation>
    </message>
    <message>
        <source>keep drawn plot {number}</source>
        <translation>fique com o canteiro comprado {number}</translation>
    </message>
    <message>
        <source>front</source>
        <translation>frente</translation>
    </message>
    <message>
        <source>back</source>
        <translation>verso</translation>
    </message>
    <message>
        <source>take tile {tile} from the market</source>
        <translation>pegue a peça {tile} do mercado</translation>
    </message>
    <message>
        <source>put the dweller&apos;s pawn on field {field}</source>
        <translation>coloque o peão do morador no campo {field}</translation>
    </message>
    <message>
        <source>choose the square whose top left field is {at}</source>
        <translation>escolha o quadrado cujo campo superior esquerdo é {at}</translation>
    </message>
    <message>
        <source>The host&apos;s certificate is not the one in the invitation; nothing was sent</source>
        <translation>O certificado do anfitrião não é o do convite; nada foi enviado</translation>
    </message>
    <message>
        <source>This is not an invitation: it is far too long</source>
        <translation>Isto não é um convite: é longo demais</translation>
    </message>
    <message>
        <source>This is not an invitation of gardenapp: paste the whole line the host gave you</source>
        <translation>Isto não é um convite do gardenapp: cole a linha inteira que o anfitrião lhe deu</translation>
    </message>
    <message>
        <source>The invitation names a port that does not exist</source>
        <translation>O convite indica uma porta que não existe</translation>
    </message>
    <message>
        <source>The invitation names an address that does not exist</source>
        <translation>O convite indica um endereço que não existe</translation>
    </message>
    <message>
        <source>the message must be a text frame</source>
        <translation>a mensagem tem de ser um quadro de texto</translation>
    </message>
    <message>
        <source>the message must be one JSON object</source>
        <translation>a mensagem tem de ser um único objeto JSON</translation>
    </message>
    <message>
        <source>protocol version {value} is not spoken here (this app speaks {version})</source>
        <translation>a versão {value} do protocolo não é falada aqui (esta aplicação fala a {version})</translation>
    </message>
    <message>
        <source>a text of the message cannot be read</source>
        <translation>um texto da mensagem não pode ser lido</translation>
    </message>
    <message>
        <source>No table has this code; ask the host for a new invitation</source>
        <translation>Nenhuma mesa tem este código; peça ao anfitrião um novo convite</translation>
    </message>
    <message>
        <source>This connection is already at a table</source>
        <translation>Esta conexão já está numa mesa</translation>
    </message>
    <message>
        <source>Join a seat or watch a table first</source>
        <translation>Primeiro ocupe um lugar ou assista a uma mesa</translation>
    </message>
    <message>
        <source>Too many messages at once; wait a moment</source>
        <translation>Mensagens demais de uma vez; aguarde um momento</translation>
    </message>
    <message>
        <source>The message could not be read</source>
        <translation>Não foi possível ler a mensagem</translation>
    </message>
    <message>
        <source>This host holds no more tables now</source>
        <translation>Este anfitrião não aceita mais mesas agora</translation>
    </message>
    <message>
        <source>The create key does not match</source>
        <translation>A chave de criação não corresponde</translation>
    </message>
    <message>
        <source>The host could not do that</source>
        <translation>O anfitrião não conseguiu fazer isso</translation>
    </message>
    <message>
        <source>This table has as many watchers as it allows</source>
        <translation>Esta mesa já tem todos os espectadores que permite</translation>
    </message>
    <message>
        <source>The game at this table has not started yet</source>
        <translation>A partida desta mesa ainda não começou</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Não é a sua vez</translation>
    </message>
    <message>
        <source>You are watching this table; watchers do not play</source>
        <translation>Você assiste a esta mesa; os espectadores não jogam</translation>
    </message>
    <message>
        <source>That seat is taken</source>
        <translation>Esse lugar está ocupado</translation>
    </message>
    <message>
        <source>The seat&apos;s secret does not match; use the invitation of this seat</source>
        <translation>O segredo do lugar não corresponde; use o convite deste lugar</translation>
    </message>
    <message>
        <source>Every invited seat needs a player before the game starts</source>
        <translation>Cada lugar convidado precisa de um jogador antes de a partida começar</translation>
    </message>
    <message>
        <source>The game at this table has already started</source>
        <translation>A partida desta mesa já começou</translation>
    </message>
    <message>
        <source>The move could not be read</source>
        <translation>Não foi possível ler a jogada</translation>
    </message>
    <message>
        <source>The options are not valid for this game</source>
        <translation>As opções não são válidas para esta partida</translation>
    </message>
    <message>
        <source>The seats are not valid for this game</source>
        <translation>Os lugares não são válidos para esta partida</translation>
    </message>
    <message>
        <source>This table has no seat {seat}</source>
        <translation>Esta mesa não tem o lugar {seat}</translation>
    </message>
    <message>
        <source>The name cannot be used</source>
        <translation>Este nome não pode ser usado</translation>
    </message>
    <message>
        <source>Only the host of this table may do that</source>
        <translation>Só o anfitrião desta mesa pode fazer isso</translation>
    </message>
    <message>
        <source>A computer player already plays this seat</source>
        <translation>Um jogador do computador já joga neste lugar</translation>
    </message>
    <message>
        <source>This move was sent for an earlier position; the table is at move {n}</source>
        <translation>Esta jogada foi enviada para uma posição anterior; a mesa está na jogada {n}</translation>
    </message>
    <message>
        <source>this is not a table saved by gardenapp</source>
        <translation>isto não é uma mesa guardada pelo gardenapp</translation>
    </message>
    <message>
        <source>the tile taken this turn is needed here</source>
        <translation>a peça pega neste turno é necessária aqui</translation>
    </message>
    <message>
        <source>this garden has no empty cell for the tile taken</source>
        <translation>este jardim não tem espaço vazio para a peça pega</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Vitória de</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>the disk is full</source>
        <extracomment>(code, name in that language), in menu order. English is the source language.</extracomment>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>não tem permissão para escrever aí</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>o disco é só de leitura</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>a pasta não existe</translation>
    </message>
    <message>
        <source>that name is a folder</source>
        <translation>esse nome é uma pasta</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>o nome é demasiado longo</translation>
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
        <translation>Monte o jardim do palácio e leve os seus nobres aos melhores lugares.</translation>
    </message>
    <message>
        <source>Azul: Queen&apos;s Garden</source>
        <translation>Azul: Jardim da Rainha</translation>
    </message>
    <message>
        <source>Plant hexagonal tiles in groups of colours and patterns.</source>
        <translation>Plante hexágonos em grupos de cores e padrões.</translation>
    </message>
    <message>
        <source>Harmonies</source>
        <translation>Harmonies</translation>
    </message>
    <message>
        <source>Build landscapes of tokens and give animals the habitats they need.</source>
        <translation>Construa paisagens com peças e dê aos animais os habitats de que precisam.</translation>
    </message>
    <message>
        <source>Takenoko</source>
        <translation>Takenoko</translation>
    </message>
    <message>
        <source>Grow bamboo in the emperor&apos;s garden and keep the panda fed.</source>
        <translation>Cultive bambu no jardim do imperador e mantenha o panda bem alimentado.</translation>
    </message>
    <message>
        <source>Under the Leaves</source>
        <translation>Under the Leaves</translation>
    </message>
    <message>
        <source>Build a forest floor of tiles where small creatures thrive.</source>
        <translation>Forme com peças um chão de floresta onde pequenas criaturas prosperam.</translation>
    </message>
</context>
<context>
    <name>harmonies</name>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Gray</source>
        <translation>Cinza</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrom</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarelo</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vazio</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Água</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Tree of 1</source>
        <translation>Árvore de altura 1</translation>
    </message>
    <message>
        <source>Mountain of 1</source>
        <translation>Montanha de altura 1</translation>
    </message>
    <message>
        <source>Trunk</source>
        <translation>Tronco</translation>
    </message>
    <message>
        <source>Lone red</source>
        <translation>Vermelho isolado</translation>
    </message>
    <message>
        <source>Mountain of 2</source>
        <translation>Montanha de altura 2</translation>
    </message>
    <message>
        <source>Two trunks</source>
        <translation>Dois troncos</translation>
    </message>
    <message>
        <source>Tree of 2</source>
        <translation>Árvore de altura 2</translation>
    </message>
    <message>
        <source>Building on gray</source>
        <translation>Construção sobre cinza</translation>
    </message>
    <message>
        <source>Building on brown</source>
        <translation>Construção sobre marrom</translation>
    </message>
    <message>
        <source>Building on red</source>
        <translation>Construção sobre vermelho</translation>
    </message>
    <message>
        <source>Mountain of 3</source>
        <translation>Montanha de altura 3</translation>
    </message>
    <message>
        <source>Tree of 3</source>
        <translation>Árvore de altura 3</translation>
    </message>
    <message>
        <source>water</source>
        <translation>água</translation>
    </message>
    <message>
        <source>field</source>
        <translation>campo</translation>
    </message>
    <message>
        <source>mountain of 1</source>
        <translation>montanha de altura 1</translation>
    </message>
    <message>
        <source>mountain of 2</source>
        <translation>montanha de altura 2</translation>
    </message>
    <message>
        <source>mountain of 3</source>
        <translation>montanha de altura 3</translation>
    </message>
    <message>
        <source>tree of 1</source>
        <translation>árvore de altura 1</translation>
    </message>
    <message>
        <source>tree of 2</source>
        <translation>árvore de altura 2</translation>
    </message>
    <message>
        <source>tree of 3</source>
        <translation>árvore de altura 3</translation>
    </message>
    <message>
        <source>building</source>
        <translation>construção</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>árvore</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montanha</translation>
    </message>
    <message>
        <source>yellow token</source>
        <translation>peça amarela</translation>
    </message>
    <message>
        <source>blue token</source>
        <translation>peça azul</translation>
    </message>
    <message>
        <source>Side A (river)</source>
        <translation>Lado A (rio)</translation>
    </message>
    <message>
        <source>Side B (islands)</source>
        <translation>Lado B (ilhas)</translation>
    </message>
    <message>
        <source>{points} per {what}</source>
        <translation>{points} por {what}</translation>
    </message>
    <message>
        <source>{points} per {what} of height {height}</source>
        <translation>{points} por {what} de altura {height}</translation>
    </message>
    <message>
        <source>{points} per group of {low}–{high} {what}</source>
        <translation>{points} por grupo de {low}–{high} ({what})</translation>
    </message>
    <message>
        <source>{points} per group of {low} or more {what}</source>
        <translation>{points} por grupo de {low} ou mais ({what})</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit card</source>
        <translation>Carta de Espírito da Natureza</translation>
    </message>
    <message>
        <source>Animal card</source>
        <translation>Carta de animal</translation>
    </message>
    <message>
        <source>Habitat: {cells}</source>
        <translation>Habitat: {cells}</translation>
    </message>
    <message>
        <source>(on your board, turned any way)</source>
        <translation>(no seu tabuleiro, em qualquer rotação)</translation>
    </message>
    <message>
        <source>Cube on: {code}</source>
        <translation>Cubo em: {code}</translation>
    </message>
    <message>
        <source>Scores: {rule}</source>
        <translation>Pontua: {rule}</translation>
    </message>
    <message>
        <source>Only once its cube is on your board</source>
        <translation>Só depois de o seu cubo estar no seu tabuleiro</translation>
    </message>
    <message>
        <source>Points: {track}</source>
        <translation>Pontos: {track}</translation>
    </message>
    <message>
        <source>With n cubes on your board it scores the n-th value; its cubes leave it one by one</source>
        <translation>Com n cubos no seu tabuleiro vale o n-ésimo valor; os cubos saem da carta um a um</translation>
    </message>
    <message>
        <source>Cubes placed: {n} of {slots} (scores {points})</source>
        <translation>Cubos colocados: {n} de {slots} (vale {points})</translation>
    </message>
    <message>
        <source>Provisional: {note}</source>
        <translation>Provisório: {note}</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>The history is busy (another program is using it).</source>
        <translation>O histórico está ocupado (outro programa o está usando).</translation>
    </message>
    <message>
        <source>The history file cannot be changed (it is read-only): {path}</source>
        <translation>O arquivo do histórico não pode ser alterado (é somente leitura): {path}</translation>
    </message>
    <message>
        <source>The disk is full: the history cannot grow.</source>
        <translation>O disco está cheio: o histórico não pode crescer.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of gardenapp; this version leaves it as it is: {path}</source>
        <translation>O histórico foi escrito por uma versão mais recente do gardenapp; esta versão o deixa como está: {path}</translation>
    </message>
    <message>
        <source>The history file is damaged and could not be set aside: {path}</source>
        <translation>O arquivo do histórico está danificado e não pôde ser guardado à parte: {path}</translation>
    </message>
    <message>
        <source>The history cannot be opened ({reason}): {path}</source>
        <translation>O histórico não pode ser aberto ({reason}): {path}</translation>
    </message>
    <message>
        <source>The history file was damaged. It is kept as {path}, and a new history was started with the games that could be read from it ({count}).</source>
        <translation>O arquivo do histórico estava danificado. Ele foi guardado como {path}, e um novo histórico foi iniciado com as partidas que puderam ser lidas dele ({count}).</translation>
    </message>
    <message>
        <source>Games that could not be read: {count}.</source>
        <translation>Partidas que não puderam ser lidas: {count}.</translation>
    </message>
    <message>
        <source>The file of results waiting to be added to the history was damaged. It is kept as {path}.</source>
        <translation>O arquivo dos resultados que aguardam ser adicionados ao histórico estava danificado. Ele foi guardado como {path}.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>The game could not be added to the history, nor kept to be added later: {reason}. It stays on screen: try again later, or save it.</source>
        <translation>Não foi possível adicionar a partida ao histórico nem guardá-la para adicionar depois: {reason}. Ela continua na tela: tente de novo mais tarde ou salve-a.</translation>
    </message>
    <message>
        <source>This result is kept and will be added as soon as the history can be written: when you open the History, finish another game or start gardenapp again.</source>
        <translation>Este resultado está guardado e será adicionado assim que o histórico puder ser gravado: quando você abrir o Histórico, terminar outra partida ou abrir o gardenapp de novo.</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>The host refused the connection: no table is being hosted at that address and port now.</source>
        <translation>O anfitrião recusou a conexão: nenhuma mesa está aberta nesse endereço e porta agora.</translation>
    </message>
    <message>
        <source>The host did not answer in time. Check the address, or try again later.</source>
        <translation>O anfitrião não respondeu a tempo. Confira o endereço ou tente de novo mais tarde.</translation>
    </message>
    <message>
        <source>The program at that address is not a gardenapp host.</source>
        <translation>O programa nesse endereço não é um anfitrião do gardenapp.</translation>
    </message>
    <message>
        <source>That port is already in use by another program; choose another port, or 0 for any free one.</source>
        <translation>Essa porta já está em uso por outro programa; escolha outra porta, ou 0 para qualquer porta livre.</translation>
    </message>
    <message>
        <source>This computer does not allow the app to use that port; choose a port above 1024.</source>
        <translation>Este computador não permite que o aplicativo use essa porta; escolha uma porta acima de 1024.</translation>
    </message>
    <message>
        <source>No computer has that address. Check the invitation.</source>
        <translation>Nenhum computador tem esse endereço. Confira o convite.</translation>
    </message>
    <message>
        <source>The connection failed: {error}</source>
        <translation>A conexão falhou: {error}</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>A conexão com o anfitrião foi perdida.</translation>
    </message>
    <message>
        <source>This computer&apos;s table server runs on port {running} now, and this table was hosted on port {wanted}: quit the app and start it again, then resume this table first.</source>
        <translation>O servidor de mesas deste computador está agora na porta {running}, e esta mesa foi aberta na porta {wanted}: feche o aplicativo, abra-o de novo e retome esta mesa primeiro.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Algo deu errado: {error}</translation>
    </message>
    <message>
        <source>The host refused.</source>
        <translation>O anfitrião recusou.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>One player plays the solo mode: 3 central spaces, 3 cards on display, a result in suns.</source>
        <translation>Um jogador joga o modo solo: 3 espaços centrais, 3 cartas expostas e um resultado em sóis.</translation>
    </message>
    <message>
        <source>Personal boards</source>
        <translation>Tabuleiros pessoais</translation>
    </message>
    <message>
        <source>Side A (river)</source>
        <translation>Lado A (rio)</translation>
    </message>
    <message>
        <source>Side B (islands)</source>
        <translation>Lado B (ilhas)</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards (variant)</source>
        <translation>Cartas de Espírito da Natureza (variante)</translation>
    </message>
    <message>
        <source>1 player: a solo game against the automaton Pedro Bot.</source>
        <translation>1 jogador: uma partida solo contra o autômato Pedro Bot.</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s level (solo)</source>
        <translation>Nível do Pedro Bot (solo)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avançado</translation>
    </message>
    <message>
        <source>Pedro Bot also gets 2 mission cards</source>
        <translation>Pedro Bot também recebe 2 cartas de missão</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Disposição do jardim</translation>
    </message>
    <message>
        <source>Printed spaces of a custom layout</source>
        <translation>Espaços pré-impressos de uma disposição personalizada</translation>
    </message>
    <message>
        <source>Row bonuses</source>
        <translation>Bonificações das linhas</translation>
    </message>
    <message>
        <source>Column bonuses</source>
        <translation>Bonificações das colunas</translation>
    </message>
    <message>
        <source>Mission points by noble row</source>
        <translation>Pontos de missão por linha do nobre</translation>
    </message>
    <message>
        <source>Redraw already-fulfilled objectives</source>
        <translation>Comprar de novo objetivos já cumpridos</translation>
    </message>
    <message>
        <source>An objective drawn already fulfilled goes under its deck and the action is cancelled (as on Board Game Arena).</source>
        <translation>Um objetivo comprado que já esteja cumprido vai para baixo do seu baralho e a ação é cancelada (como na Board Game Arena).</translation>
    </message>
    <message>
        <source>Improvement while placing a plot</source>
        <translation>Melhoria ao colocar um canteiro</translation>
    </message>
    <message>
        <source>Attach an improvement token from your reserve to a plot as you place it.</source>
        <translation>Ao colocar um canteiro, junte-lhe uma ficha de melhoria da sua reserva.</translation>
    </message>
    <message>
        <source>House rule: mirrored two-colour diamonds count</source>
        <translation>Regra da casa: losangos de duas cores espelhados contam</translation>
    </message>
    <message>
        <source>Round limit, computers only (a safeguard, not a rule)</source>
        <translation>Limite de rodadas, só computador (salvaguarda, não regra)</translation>
    </message>
    <message>
        <source>An app safeguard, not a rule: a game between computer players ends after this many rounds. Games with a person have no limit; they can end by agreement.</source>
        <translation>Uma salvaguarda da aplicação, não uma regra: uma partida só entre jogadores do computador termina após este número de rodadas. Partidas com uma pessoa não têm limite; podem terminar por acordo.</translation>
    </message>
    <message>
        <source>Wheel schedule (criteria per round)</source>
        <translation>Roda (critérios por rodada)</translation>
    </message>
    <message>
        <source>The printed wheel is not known to us: by default a random schedule is drawn. Enter your wheel&apos;s 4 rounds of 3 colours or patterns to play with it.</source>
        <translation>Não conhecemos a roda impressa: por padrão, os critérios de cada rodada são sorteados. Indique as 4 rodadas de 3 cores ou padrões da sua roda para jogar com ela.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primeiro jogador</translation>
    </message>
    <message>
        <source>Scoring board side</source>
        <translation>Lado do tabuleiro de pontuação</translation>
    </message>
    <message>
        <source>Standard side</source>
        <translation>Lado padrão</translation>
    </message>
    <message>
        <source>Dweller cards</source>
        <translation>Cartas de habitante</translation>
    </message>
    <message>
        <source>First game: Thoughtful, Diver, Host</source>
        <translation>Primeira partida: Pensativo, Mergulhador, Anfitrião</translation>
    </message>
    <message>
        <source>One of each type at random</source>
        <translation>Uma de cada tipo, ao acaso</translation>
    </message>
    <message>
        <source>Chosen below</source>
        <translation>Escolhidas abaixo</translation>
    </message>
    <message>
        <source>Leaf dweller card</source>
        <translation>Carta de habitante das folhas</translation>
    </message>
    <message>
        <source>Puddle dweller card</source>
        <translation>Carta de habitante das poças</translation>
    </message>
    <message>
        <source>Mushroom dweller card</source>
        <translation>Carta de habitante dos cogumelos</translation>
    </message>
    <message>
        <source>Tiles are double-sided (may be flipped)</source>
        <translation>As peças têm duas faces (podem ser viradas)</translation>
    </message>
    <message>
        <source>Switch off only if your copy&apos;s tiles are printed on one side.</source>
        <translation>Desative só se as peças do seu exemplar forem impressas de um só lado.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Trees</source>
        <translation>Árvores</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montanhas</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campos</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Construções</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Água</translation>
    </message>
    <message>
        <source>Animals</source>
        <translation>Animais</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit</source>
        <translation>Espírito da Natureza</translation>
    </message>
    <message>
        <source>Plot objectives</source>
        <translation>Objetivos de canteiro</translation>
    </message>
    <message>
        <source>Gardener objectives</source>
        <translation>Objetivos de jardineiro</translation>
    </message>
    <message>
        <source>Panda objectives</source>
        <translation>Objetivos de panda</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Imperador</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Trilha de pontuação</translation>
    </message>
    <message>
        <source>Row bonuses</source>
        <translation>Bonificações das linhas</translation>
    </message>
    <message>
        <source>Column bonuses</source>
        <translation>Bonificações das colunas</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missões</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Armazenamento</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarelo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Light green</source>
        <translation>Verde-claro</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Roxo</translation>
    </message>
    <message>
        <source>Lilac</source>
        <translation>Lilás</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Árvore</translation>
    </message>
    <message>
        <source>Bird</source>
        <translation>Pássaro</translation>
    </message>
    <message>
        <source>Butterflies</source>
        <translation>Borboletas</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Flor</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Planta</translation>
    </message>
    <message>
        <source>Lilies</source>
        <translation>Lírios</translation>
    </message>
    <message>
        <source>Bees</source>
        <translation>Abelhas</translation>
    </message>
    <message>
        <source>Hummingbirds</source>
        <translation>Beija-flores</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Habitantes das folhas</translation>
    </message>
    <message>
        <source>Puddle</source>
        <translation>Habitantes das poças</translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation>Habitantes dos cogumelos</translation>
    </message>
    <message>
        <source>Majority bonus</source>
        <translation>Bonificação de maioria</translation>
    </message>
    <message>
        <source>Suns</source>
        <translation>Sóis</translation>
    </message>
    <message>
        <source>animal cubes on the board</source>
        <translation>cubos de animal no tabuleiro</translation>
    </message>
    <message>
        <source>panda points</source>
        <translation>pontos de panda</translation>
    </message>
    <message>
        <source>hummingbirds</source>
        <translation>beija-flores</translation>
    </message>
    <message>
        <source>bees</source>
        <translation>abelhas</translation>
    </message>
</context>
<context>
    <name>sanssouci</name>
    <message>
        <source>Labyrinth</source>
        <translation>Labirinto</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Estátua</translation>
    </message>
    <message>
        <source>Pavilion</source>
        <translation>Pavilhão</translation>
    </message>
    <message>
        <source>Topiary</source>
        <translation>Topiária</translation>
    </message>
    <message>
        <source>Stairs</source>
        <translation>Escadaria</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Rose arch</source>
        <translation>Arco de rosas</translation>
    </message>
    <message>
        <source>Herb spiral</source>
        <translation>Espiral de ervas</translation>
    </message>
    <message>
        <source>Grapevine</source>
        <translation>Videira</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>bege</translation>
    </message>
    <message>
        <source>white</source>
        <translation>branco</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>cinza</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>laranja</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violeta</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>turquesa</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avançado</translation>
    </message>
    <message>
        <source>empty space</source>
        <translation>espaço vazio</translation>
    </message>
    <message>
        <source>pre-printed ornament</source>
        <translation>ornamento pré-impresso</translation>
    </message>
    <message>
        <source>ornament tile</source>
        <translation>peça de ornamento</translation>
    </message>
    <message>
        <source>gardener (flipped tile)</source>
        <translation>peça virada (jardineiro)</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>nobre</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Curinga</translation>
    </message>
    <message>
        <source>any tile</source>
        <translation>qualquer peça</translation>
    </message>
    <message>
        <source>Element card: {element}</source>
        <translation>Carta de elemento: {element}</translation>
    </message>
    <message>
        <source>Two-colour card: {first} (row {a}) or {second} (row {b})</source>
        <translation>Carta de duas cores: {first} (linha {a}) ou {second} (linha {b})</translation>
    </message>
    <message>
        <source>Joker: take any tile</source>
        <translation>Curinga: retire qualquer peça</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>uma carta oculta</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provisório</translation>
    </message>
    <message>
        <source>prov.</source>
        <translation>prov.</translation>
    </message>
    <message>
        <source>custom layout</source>
        <translation>disposição personalizada</translation>
    </message>
    <message>
        <source>blank garden</source>
        <translation>jardim em branco</translation>
    </message>
    <message>
        <source>The tile goes to the row of its space&apos;s colour and the column of its element; the noble move that follows scores</source>
        <translation>A peça vai para a linha da cor do seu espaço e para a coluna do seu elemento; o movimento de nobre que se segue pontua</translation>
    </message>
    <message>
        <source>Take a {element} tile from any space of the display; if there is none, any tile</source>
        <translation>Retire uma peça {element} de qualquer espaço do tabuleiro principal; se não houver nenhuma, qualquer peça</translation>
    </message>
    <message>
        <source>Take one of the 4 tiles on the two {first} or the two {second} spaces, whatever its element</source>
        <translation>Retire uma das 4 peças dos dois espaços {first} ou dos dois espaços {second}, seja qual for o seu elemento</translation>
    </message>
    <message>
        <source>the colour pair is provisional</source>
        <translation>o par de cores é provisório</translation>
    </message>
    <message>
        <source>At the end it scores by the row of your noble in the {element} column (on the terrace: {terrace})</source>
        <translation>No fim pontua conforme a linha do seu nobre na coluna {element} (no terraço: {terrace})</translation>
    </message>
    <message>
        <source>Points by row: {points}</source>
        <translation>Pontos por linha: {points}</translation>
    </message>
    <message>
        <source>Mission points are provisional (not confirmed by the rules).</source>
        <translation>Os pontos de missão são provisórios (não confirmados pelas regras).</translation>
    </message>
    <message>
        <source>Mission card: {element}</source>
        <translation>Carta de missão: {element}</translation>
    </message>
</context>
<context>
    <name>takenoko</name>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>G (green)</source>
        <translation>V (verde)</translation>
    </message>
    <message>
        <source>Y (yellow)</source>
        <translation>A (amarelo)</translation>
    </message>
    <message>
        <source>P (pink)</source>
        <translation>R (rosa)</translation>
    </message>
    <message>
        <source>no improvement</source>
        <translation>sem melhoria</translation>
    </message>
    <message>
        <source>watershed</source>
        <translation>bacia</translation>
    </message>
    <message>
        <source>fertilizer</source>
        <translation>fertilizante</translation>
    </message>
    <message>
        <source>enclosure</source>
        <translation>cerca</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Chuva</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vento</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Tempestade</translation>
    </message>
    <message>
        <source>Clouds</source>
        <translation>Nuvens</translation>
    </message>
    <message>
        <source>Your choice (?)</source>
        <translation>À sua escolha (?)</translation>
    </message>
    <message>
        <source>Sun: one extra action this turn (all different).</source>
        <translation>Sol: uma ação extra neste turno (todas diferentes).</translation>
    </message>
    <message>
        <source>Rain: one irrigated plot of your choice grows.</source>
        <translation>Chuva: um canteiro irrigado à sua escolha cresce.</translation>
    </message>
    <message>
        <source>Wind: your two actions may be the same.</source>
        <translation>Vento: as suas duas ações podem ser iguais.</translation>
    </message>
    <message>
        <source>Storm: put the panda on any plot; it eats there.</source>
        <translation>Tempestade: coloque o panda em qualquer canteiro; ele come lá.</translation>
    </message>
    <message>
        <source>Clouds: take an improvement token.</source>
        <translation>Nuvens: escolha uma ficha de melhoria.</translation>
    </message>
    <message>
        <source>?: choose the weather you want.</source>
        <translation>?: escolha o clima que quiser.</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Canteiro</translation>
    </message>
    <message>
        <source>Irrigation</source>
        <translation>Irrigação</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Jardineiro</translation>
    </message>
    <message>
        <source>Panda</source>
        <translation>Panda</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Draw three plots, keep one and place it in the garden.</source>
        <translation>Compre três canteiros, fique com um e coloque-o no jardim.</translation>
    </message>
    <message>
        <source>Take an irrigation channel (place it now or later).</source>
        <translation>Pegue um canal de irrigação (coloque-o agora ou depois).</translation>
    </message>
    <message>
        <source>Move the gardener in a straight line; bamboo grows.</source>
        <translation>Mova o jardineiro em linha reta; o bambu cresce.</translation>
    </message>
    <message>
        <source>Move the panda in a straight line; it eats a section.</source>
        <translation>Mova o panda em linha reta; ele come um segmento.</translation>
    </message>
    <message>
        <source>Draw an objective card (at most 5 in hand).</source>
        <translation>Compre uma carta de objetivo (no máximo 5 na mão).</translation>
    </message>
    <message>
        <source>Plot objective</source>
        <translation>Objetivo de canteiro</translation>
    </message>
    <message>
        <source>Gardener objective</source>
        <translation>Objetivo de jardineiro</translation>
    </message>
    <message>
        <source>Panda objective</source>
        <translation>Objetivo de panda</translation>
    </message>
    <message>
        <source>line</source>
        <translation>reta</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triângulo</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>losango</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>panda</translation>
    </message>
    <message>
        <source>gardener</source>
        <translation>jardineiro</translation>
    </message>
    <message>
        <source>Pond</source>
        <translation>Lago</translation>
    </message>
    <message>
        <source>{a}–{b} diamond</source>
        <translation>losango {a}–{b}</translation>
    </message>
    <message>
        <source>{colour} {shape}</source>
        <translation>{shape} em {colour}</translation>
    </message>
    <message>
        <source>{colour} stalk of 4, {improvement}</source>
        <translation>bambu de 4 em {colour}, {improvement}</translation>
    </message>
    <message>
        <source>Panda eats {items}</source>
        <translation>O panda come {items}</translation>
    </message>
    <message>
        <source>Provisional: {note}</source>
        <translation>Provisório: {note}</translation>
    </message>
    <message>
        <source>4 irrigated plots in a diamond: {a} on one tip and the middle beside it, {b} on the other two</source>
        <translation>4 canteiros irrigados em losango: {a} numa ponta e no meio ao lado, {b} nos outros dois</translation>
    </message>
    <message>
        <source>Turned any way, never mirrored; improvements and bamboo do not matter</source>
        <translation>Em qualquer rotação, nunca espelhado; melhorias e bambu não contam</translation>
    </message>
    <message>
        <source>Bamboo sections in your stock: {items}; they go back to the supply when you complete it</source>
        <translation>Segmentos de bambu na sua reserva: {items}; voltam para a reserva geral quando o completa</translation>
    </message>
    <message numerus="yes">
        <source>%n irrigated {colour} plots, shape: {shape}</source>
        <translation>
            <numerusform>%n canteiro irrigado ({colour}), forma: {shape}</numerusform>
            <numerusform>%n canteiros irrigados ({colour}), forma: {shape}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots, each with a bamboo stalk of height {height} exactly (improvements do not matter)</source>
        <translation>
            <numerusform>%n canteiro ({colour}) com um bambu de altura exatamente {height} (as melhorias não contam)</numerusform>
            <numerusform>%n canteiros ({colour}), cada um com um bambu de altura exatamente {height} (as melhorias não contam)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} stalks of 3</source>
        <translation>
            <numerusform>%n bambu de 3 em {colour}</numerusform>
            <numerusform>%n bambus de 3 em {colour}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} bamboo stalk of exactly %n sections on a plot with a {improvement} (printed or token)</source>
        <translation>
            <numerusform>Um bambu ({colour}) de exatamente %n segmento em um canteiro com {improvement} (impressa no canteiro ou em ficha)</numerusform>
            <numerusform>Um bambu ({colour}) de exatamente %n segmentos em um canteiro com {improvement} (impressa no canteiro ou em ficha)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} bamboo stalk of exactly %n sections on a plot with no improvement</source>
        <translation>
            <numerusform>Um bambu ({colour}) de exatamente %n segmento em um canteiro sem melhoria</numerusform>
            <numerusform>Um bambu ({colour}) de exatamente %n segmentos em um canteiro sem melhoria</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Completed: %n points</source>
        <translation>
            <numerusform>Completado: %n ponto</numerusform>
            <numerusform>Completado: %n pontos</numerusform>
        </translation>
    </message>
</context>
</TS>
