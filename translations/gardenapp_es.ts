<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>gardenapp is already running, in another window. Only one copy runs at a time, so that neither loses the other&apos;s games.</source>
        <translation>gardenapp ya está abierto, en otra ventana. Solo funciona una copia a la vez, para que ninguna pierda las partidas de la otra.</translation>
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
        <translation>M</translation>
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
        <translation>Sorteados al azar (provisional)</translation>
    </message>
    <message>
        <source>My wheel, as below</source>
        <translation>Mi rueda, como abajo</translation>
    </message>
    <message>
        <source>The printed wheel is not known to us: by default a random schedule is drawn. Choose your wheel&apos;s 3 colours or patterns for each round to play with it.</source>
        <translation>No conocemos la rueda impresa: por defecto, los criterios de cada ronda se sortean. Elige los 3 colores o patrones de cada ronda de tu rueda para jugar con ella.</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <source>Wheel schedule</source>
        <translation>Criterios de la rueda</translation>
    </message>
</context>
<context>
    <name>AzulPlayScreen</name>
    <message>
        <source>Display: take this colour or pattern</source>
        <translation>Zona de exposición: tomar este color o este motivo</translation>
    </message>
    <message>
        <source>Copy in the display</source>
        <translation>Copia en la zona de exposición</translation>
    </message>
    <message>
        <source>Tile in the storage of {name}</source>
        <translation>Loseta en el almacén de {name}</translation>
    </message>
    <message>
        <source>Expansion in the storage of {name}</source>
        <translation>Expansión en el almacén de {name}</translation>
    </message>
    <message>
        <source>Supply of expansions</source>
        <translation>Reserva de expansiones</translation>
    </message>
    <message>
        <source>Garden of {name}, space {space}</source>
        <translation>Jardín de {name}, espacio {space}</translation>
    </message>
    <message>
        <source>Garden of {name}, area {area}</source>
        <translation>Jardín de {name}, área {area}</translation>
    </message>
    <message>
        <source>Orientation {n}</source>
        <translation>Orientación {n}</translation>
    </message>
    <message>
        <source>Pay with this item</source>
        <translation>Pagar con este elemento</translation>
    </message>
    <message>
        <source>Discard this item</source>
        <translation>Descartar este elemento</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Finish passing</source>
        <translation>Terminar de pasar</translation>
    </message>
    <message>
        <source>Accept payment</source>
        <translation>Aceptar pago</translation>
    </message>
    <message>
        <source>Table: score track, wheel, display and supply</source>
        <translation>Mesa: marcador de puntuación, rueda, zona de exposición y reserva</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Jardines</translation>
    </message>
</context>
<context>
    <name>AzulPlayerPage</name>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Score on the track after round 4&apos;s Phase 2</source>
        <translation>Puntuación en el marcador tras la fase 2 de la ronda 4</translation>
    </message>
    <message>
        <source>Storage: jokers</source>
        <translation>Almacén: comodines</translation>
    </message>
    <message>
        <source>Add the current hexagon as a tile</source>
        <translation>Añadir el hexágono actual como loseta</translation>
    </message>
    <message>
        <source>Add it as an expansion</source>
        <translation>Añadirlo como expansión</translation>
    </message>
    <message>
        <source>Click an item of the storage to remove it</source>
        <translation>Haz clic en un elemento del almacén para quitarlo</translation>
    </message>
    <message>
        <source>Which ornaments are statues and which are benches is provisional; it does not change the final score.</source>
        <translation>Qué ornamentos son estatuas y cuáles son bancos es provisional; no cambia la puntuación final.</translation>
    </message>
    <message numerus="yes">
        <source>%n hexagons from the photo still show &apos;?&apos; for their pattern.</source>
        <translation>
            <numerusform>%n hexágono de la foto aún muestra &apos;?&apos; en su patrón.</numerusform>
            <numerusform>%n hexágonos de la foto aún muestran &apos;?&apos; en su patrón.</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardín</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Almacén</translation>
    </message>
    <message>
        <source>Remove this item</source>
        <translation>Quitar este elemento</translation>
    </message>
    <message>
        <source>Garden expansion in storage: {hexagon}. Click to remove it.</source>
        <translation>Expansión de jardín en el almacén: {hexagon}. Haz clic para quitarla.</translation>
    </message>
    <message>
        <source>Tile in storage: {hexagon}. Click to remove it.</source>
        <translation>Loseta en el almacén: {hexagon}. Haz clic para quitarla.</translation>
    </message>
</context>
<context>
    <name>AzulScoreHelper</name>
    <message>
        <source>Current hexagon: {hexagon}</source>
        <translation>Hexágono actual: {hexagon}</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Loseta</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacía</translation>
    </message>
    <message>
        <source>Face-up expansion: click the cell of its printed hexagon</source>
        <translation>Expansión boca arriba: haz clic en la casilla de su hexágono impreso</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <source>No expansion</source>
        <translation>Sin expansión</translation>
    </message>
    <message>
        <source>On a space, type a colour ({colours}), then a pattern ({patterns}).</source>
        <translation>En un espacio, escribe un color ({colours}) y luego un patrón ({patterns}).</translation>
    </message>
    <message>
        <source>{colour}: now the letter of its pattern</source>
        <translation>{colour}: ahora la letra del patrón</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Coming soon</source>
        <translation>Próximamente</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reanudar la partida</translation>
    </message>
    <message>
        <source>Continue the game left in progress</source>
        <translation>Continuar la partida que quedó en curso</translation>
    </message>
    <message>
        <source>Resume scoring</source>
        <translation>Reanudar la puntuación</translation>
    </message>
    <message>
        <source>Continue the board you were entering</source>
        <translation>Continuar el tablero que estabas introduciendo</translation>
    </message>
    <message>
        <source>Score a finished game</source>
        <translation>Puntuar una partida terminada</translation>
    </message>
    <message>
        <source>This game is not ready yet.</source>
        <translation>Este juego aún no está listo.</translation>
    </message>
</context>
<context>
    <name>GardenEditor</name>
    <message>
        <source>Remove a channel</source>
        <translation>Quitar un canal</translation>
    </message>
    <message>
        <source>Add a channel</source>
        <translation>Añadir un canal</translation>
    </message>
    <message>
        <source>Move the {figure}</source>
        <translation>Mover al {figure}</translation>
    </message>
    <message>
        <source>Paint a {colour} plot</source>
        <translation>Pintar una parcela de color {colour}</translation>
    </message>
    <message>
        <source>Erase a plot</source>
        <translation>Borrar una parcela</translation>
    </message>
    <message>
        <source>Set the improvement: {improvement}</source>
        <translation>Poner la mejora: {improvement}</translation>
    </message>
    <message>
        <source>Bamboo of {n}</source>
        <translation>Bambú de {n}</translation>
    </message>
    <message>
        <source>Paint the garden to see which plot and gardener objectives it satisfies.</source>
        <translation>Pinta el jardín para ver qué objetivos de parcela y de jardinero cumple.</translation>
    </message>
    <message>
        <source>This garden satisfies no plot or gardener objective.</source>
        <translation>Este jardín no cumple ningún objetivo de parcela ni de jardinero.</translation>
    </message>
    <message>
        <source>Click or drag over cells to lay {colour} plots.</source>
        <translation>Haz clic o arrastra sobre las casillas para colocar parcelas de color {colour}.</translation>
    </message>
    <message>
        <source>Click or drag to remove plots (with their channels).</source>
        <translation>Haz clic o arrastra para quitar parcelas (con sus canales).</translation>
    </message>
    <message>
        <source>Click a plot to give it this improvement; tick “printed” for one printed on the tile (a square plate) rather than a token (a round chip).</source>
        <translation>Haz clic en una parcela para darle esta mejora; marca «impresa» si está impresa en la loseta (placa cuadrada) y no es una ficha (disco redondo).</translation>
    </message>
    <message>
        <source>Click the dashed edges between two plots to add or remove a channel.</source>
        <translation>Haz clic en los bordes discontinuos entre dos parcelas para añadir o quitar un canal.</translation>
    </message>
    <message>
        <source>Click the pond or a plot to put the {figure} there.</source>
        <translation>Haz clic en el estanque o en una parcela para poner allí al {figure}.</translation>
    </message>
    <message numerus="yes">
        <source>Bamboo: %n sections</source>
        <translation>
            <numerusform>Bambú: %n sección</numerusform>
            <numerusform>Bambú: %n secciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden (optional: helps you check the plot and gardener cards; never scored)</source>
        <translation>Jardín (opcional: ayuda a comprobar las cartas de parcela y de jardinero; nunca puntúa)</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>impresa</translation>
    </message>
    <message>
        <source>The improvement is printed on the plot tile</source>
        <translation>La mejora está impresa en la loseta de parcela</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>parcela de color {colour}</translation>
    </message>
    <message numerus="yes">
        <source>This garden satisfies %n plot and gardener objectives (✓ on the cards; click one to see its cells):</source>
        <translation>
            <numerusform>Este jardín cumple %n objetivo de parcela o de jardinero (✓ en las cartas; haz clic en ella para ver sus casillas):</numerusform>
            <numerusform>Este jardín cumple %n objetivos de parcela y de jardinero (✓ en las cartas; haz clic en una para ver sus casillas):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click or drag over plots to set their bamboo to %n sections.</source>
        <translation>
            <numerusform>Haz clic o arrastra sobre las parcelas para dejar su bambú en %n sección.</numerusform>
            <numerusform>Haz clic o arrastra sobre las parcelas para dejar su bambú en %n secciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove a plot</source>
        <translation>Quitar una parcela</translation>
    </message>
    <message>
        <source>Irrigation channel</source>
        <translation>Canal de riego</translation>
    </message>
</context>
<context>
    <name>GardenScene</name>
    <message>
        <source>Empty place ({cell})</source>
        <translation>Lugar vacío ({cell})</translation>
    </message>
    <message>
        <source>{colour} plot ({cell})</source>
        <translation>parcela de color {colour} ({cell})</translation>
    </message>
    <message>
        <source>printed {improvement}</source>
        <translation>mejora impresa: {improvement}</translation>
    </message>
    <message>
        <source>{improvement} token</source>
        <translation>ficha de {improvement}</translation>
    </message>
    <message>
        <source>bamboo: {n}</source>
        <translation>bambú: {n}</translation>
    </message>
    <message>
        <source>irrigated</source>
        <translation>regada</translation>
    </message>
    <message>
        <source>not irrigated</source>
        <translation>sin regar</translation>
    </message>
    <message>
        <source>Channel between {a} and {b}</source>
        <translation>Canal entre {a} y {b}</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Pasa la pantalla a {name}</translation>
    </message>
    <message>
        <source>Your cards stay hidden until you are ready.</source>
        <translation>Tus cartas permanecen ocultas hasta que confirmes.</translation>
    </message>
    <message>
        <source>I am {name}: show my turn</source>
        <translation>Soy {name}: mostrar mi turno</translation>
    </message>
</context>
<context>
    <name>HarmoniesCardPicker</name>
    <message>
        <source>Animal cards of {name}</source>
        <translation>Cartas de Animal de {name}</translation>
    </message>
    <message>
        <source>Click each card from which this player moved cubes to the board, on the value it scores (the highest its cubes no longer cover); click a card again to remove it. A card that still holds all its cubes scores nothing and can be left out (or click elsewhere on it to add it).</source>
        <translation>Haz clic en cada carta de la que este jugador llevó cubos al tablero, sobre el valor que puntúa (el más alto que sus cubos ya no cubren); haz clic otra vez en una carta para quitarla. Una carta que aún tiene todos sus cubos no puntúa nada y puede quedar fuera (o haz clic en otra parte de ella para añadirla).</translation>
    </message>
    <message>
        <source>has it: {name}</source>
        <translation>la tiene: {name}</translation>
    </message>
</context>
<context>
    <name>HarmoniesCardRow</name>
    <message>
        <source>Cubes placed on the board from this card (or click the value the card shows)</source>
        <translation>Cubos de esta carta colocados en el tablero (o haz clic en el valor que muestra la carta)</translation>
    </message>
    <message>
        <source>Cubes: </source>
        <translation>Cubos: </translation>
    </message>
    <message>
        <source>Remove this card</source>
        <translation>Quitar esta carta</translation>
    </message>
</context>
<context>
    <name>HarmoniesPlayScreen</name>
    <message>
        <source>Harmonies: build landscapes and give animals their habitats.</source>
        <translation>Harmonies: construye paisajes y da a los animales sus hábitats.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Descartar una carta</translation>
    </message>
    <message>
        <source>Solo: discard one card of the display and end the turn (only when you took no card this turn)</source>
        <translation>Solitario: descarta una carta expuesta y termina el turno (solo si no has tomado ninguna carta este turno)</translation>
    </message>
    <message>
        <source>This token is chosen: click a highlighted space of your board to place it.</source>
        <translation>Esta ficha está elegida: haz clic en un espacio resaltado de tu tablero para colocarla.</translation>
    </message>
    <message>
        <source>Central board, space {space}: {tokens}</source>
        <translation>Tablero central, espacio {space}: {tokens}</translation>
    </message>
    <message>
        <source>Card in the display</source>
        <translation>Carta expuesta</translation>
    </message>
    <message>
        <source>Token in hand: {colour}</source>
        <translation>Ficha en la mano: {colour}</translation>
    </message>
    <message>
        <source>Card of {name}</source>
        <translation>Carta de {name}</translation>
    </message>
    <message>
        <source>Board of {name}, space {space}</source>
        <translation>Tablero de {name}, espacio {space}</translation>
    </message>
    <message>
        <source>{space}: {stack}</source>
        <translation>{space}: {stack}</translation>
    </message>
    <message>
        <source>Central board and display</source>
        <translation>Tablero central y cartas expuestas</translation>
    </message>
    <message>
        <source>Players&apos; boards</source>
        <translation>Tableros de los jugadores</translation>
    </message>
    <message>
        <source>Central board</source>
        <translation>Tablero central</translation>
    </message>
    <message>
        <source>Tokens in hand</source>
        <translation>Fichas en la mano</translation>
    </message>
    <message numerus="yes">
        <source>Solo result: %n suns {stars}</source>
        <translation>
            <numerusform>Resultado en solitario: %n sol {stars}</numerusform>
            <numerusform>Resultado en solitario: %n soles {stars}</numerusform>
        </translation>
    </message>
    <message>
        <source>Animal cards</source>
        <translation>Cartas de Animal</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Computer playing…</source>
        <translation>Juega la computadora…</translation>
    </message>
    <message>
        <source>Keep this one?</source>
        <translation>¿Te quedas esta?</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>completada</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Mazo de robo: %n carta</numerusform>
            <numerusform>Mazo de robo: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pouch: %n tokens</source>
        <translation>
            <numerusform>Bolsa: %n ficha</numerusform>
            <numerusform>Bolsa: %n fichas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HarmoniesPlayerPage</name>
    <message>
        <source>Animal cube</source>
        <translation>Cubo de Animal</translation>
    </message>
    <message>
        <source>Mark or unmark the spaces that hold a cube (optional: it only checks the cards&apos; cube counts) — key {key}</source>
        <translation>Marca o desmarca las casillas que tienen un cubo (opcional: solo comprueba el número de cubos de las cartas) — tecla {key}</translation>
    </message>
    <message>
        <source>{stack} (bottom to top) — key {key}</source>
        <translation>{stack} (de abajo arriba) — tecla {key}</translation>
    </message>
    <message>
        <source>Check the ringed stack against the photo: Enter keeps its height, 1, 2 or 3 sets it, Esc stops.</source>
        <translation>Compara la pila marcada con la foto: Enter mantiene su altura, 1, 2 o 3 la fija, Esc termina.</translation>
    </message>
    <message>
        <source>Click or drag on the board to paint. The choice stays selected; keys pick it.</source>
        <translation>Haz clic o arrastra en el tablero para pintar. La elección queda seleccionada; también se elige con las teclas.</translation>
    </message>
    <message>
        <source>Animal cards</source>
        <translation>Cartas de Animal</translation>
    </message>
    <message>
        <source>Choose cards…</source>
        <translation>Elegir cartas…</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit</source>
        <translation>Espíritu de la Naturaleza</translation>
    </message>
    <message>
        <source>Its cube is on the board</source>
        <translation>Su cubo está en el tablero</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— elegir —</translation>
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
        <translation>Quitar {card}</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Añadir {card}</translation>
    </message>
    <message>
        <source>Cubes on {card}</source>
        <translation>Cubos en {card}</translation>
    </message>
</context>
<context>
    <name>HarmoniesScoreHelper</name>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Personal boards:</source>
        <translation>Tableros individuales:</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards (variant)</source>
        <translation>Cartas de Espíritu de la Naturaleza (variante)</translation>
    </message>
    <message>
        <source>Board side</source>
        <translation>Cara del tablero</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards</source>
        <translation>Cartas de Espíritu de la Naturaleza</translation>
    </message>
    <message numerus="yes">
        <source>Solo result: %n suns {stars}</source>
        <translation>
            <numerusform>Resultado en solitario: %n sol {stars}</numerusform>
            <numerusform>Resultado en solitario: %n soles {stars}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Jugadores y puntuaciones</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Open the board</source>
        <translation>Abrir el tablero</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>Step through a game played here turn by turn, with the score chart and the coach&apos;s view</source>
        <translation>Recorrer turno a turno una partida jugada aquí, con el gráfico de la puntuación y la opinión del entrenador</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Choose a game to see the score over time.</source>
        <translation>Elige un juego para ver la puntuación a lo largo del tiempo.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Todos los jugadores</translation>
    </message>
    <message>
        <source>played here</source>
        <translation>jugada aquí</translation>
    </message>
    <message>
        <source>scored from the table</source>
        <translation>jugada en la mesa</translation>
    </message>
    <message>
        <source>No finished game yet: games you finish or score appear here.</source>
        <translation>Aún no hay partidas terminadas: aquí aparecen las partidas que termines o puntúes.</translation>
    </message>
    <message>
        <source>Choose a player to see their statistics.</source>
        <translation>Elige un jugador para ver sus estadísticas.</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Puntuación a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Mean points per rule</source>
        <translation>Media de puntos por categoría</translation>
    </message>
    <message>
        <source>Choose a game to see the mean points of its rules.</source>
        <translation>Elige un juego para ver la media de puntos de sus categorías.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Inténtalo de nuevo dentro de un momento.</translation>
    </message>
    <message>
        <source>Games in the history that could not be read and are not shown: {count}.</source>
        <translation>Partidas del historial que no se han podido leer y no se muestran: {count}.</translation>
    </message>
    <message>
        <source>Results that were waiting, now added to the history: {count}.</source>
        <translation>Resultados que estaban en espera, ahora añadidos al historial: {count}.</translation>
    </message>
    <message>
        <source>Results waiting to be added to the history: {count}.</source>
        <translation>Resultados en espera de añadirse al historial: {count}.</translation>
    </message>
    <message>
        <source>Choose a game in the list first.</source>
        <translation>Elige primero una partida de la lista.</translation>
    </message>
    <message>
        <source>Choose a game played here in the list first.</source>
        <translation>Elige primero de la lista una partida jugada aquí.</translation>
    </message>
    <message>
        <source>Delete this game from the history?</source>
        <translation>¿Borrar esta partida del historial?</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Garden games</source>
        <translation>Juegos de jardín</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <source>Host a table, join one, or resume one</source>
        <translation>Abre una mesa, únete a una o reanuda una</translation>
    </message>
    <message>
        <source>Every finished game, with statistics</source>
        <translation>Todas las partidas terminadas, con estadísticas</translation>
    </message>
    <message>
        <source>Play five garden board games on your computer, or copy the board of a game you finished at the table and get its exact score.</source>
        <translation>Juega a cinco juegos de mesa de jardín en la computadora, o copia el tablero de una partida que terminaste en la mesa y obtén su puntuación exacta.</translation>
    </message>
</context>
<context>
    <name>HostBar</name>
    <message>
        <source>A computer player plays for {name} for now.</source>
        <translation>Un jugador de la computadora juega por {name} por ahora.</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat back</source>
        <translation>Devolver el asiento a {name}</translation>
    </message>
    <message>
        <source>{name} is away.</source>
        <translation>{name} está ausente.</translation>
    </message>
    <message>
        <source>Let a computer play for {name}</source>
        <translation>Dejar que la computadora juegue por {name}</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>¿Salir de la mesa?</translation>
    </message>
    <message>
        <source>This computer hosts the game. The others at the table will wait for you; the game is kept: Resume table on Play online brings it back.</source>
        <translation>Esta computadora aloja la partida. Los demás en la mesa te esperarán; la partida se guarda: Reanudar mesa en Jugar en línea la trae de vuelta.</translation>
    </message>
</context>
<context>
    <name>HowToPlayWindow</name>
    <message>
        <source>This page is not written in {language} yet: it is shown in English.</source>
        <translation>Esta página aún no está escrita en este idioma ({language}): se muestra en inglés.</translation>
    </message>
    <message>
        <source>There is no How to play page for this game yet.</source>
        <translation>Aún no hay una página «Cómo jugar» para este juego.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>How to play: {game}</source>
        <translation>Cómo jugar: {game}</translation>
    </message>
</context>
<context>
    <name>LeavesArt</name>
    <message>
        <source>Leaf dweller</source>
        <translation>Habitante de las hojas</translation>
    </message>
    <message>
        <source>Puddle dweller</source>
        <translation>Habitante de los charcos</translation>
    </message>
    <message>
        <source>Mushroom dweller</source>
        <translation>Habitante de los hongos</translation>
    </message>
    <message>
        <source>first game</source>
        <translation>primera partida</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type at the centre of the square (1 point)</source>
        <translation>Cada vez que se cumple: un peón de este tipo en el centro del cuadrado (1 punto)</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type in that area (1 point)</source>
        <translation>Cada vez que se cumple: un peón de este tipo en ese sector (1 punto)</translation>
    </message>
    <message>
        <source>Each time it is met: one pawn of this type on the space the card names (1 point)</source>
        <translation>Cada vez que se cumple: un peón de este tipo en el espacio que indica la carta (1 punto)</translation>
    </message>
    <message>
        <source>End of the game: whoever has the most pawns of this type gets {n} more (every tied player)</source>
        <translation>Final de la partida: quien tenga más peones de este tipo recibe {n} más (en caso de empate, todos los empatados)</translation>
    </message>
    <message>
        <source>{kind} with a mushroom</source>
        <translation>{kind} con hongo</translation>
    </message>
    <message>
        <source>Garden tile {tile}</source>
        <translation>Loseta de jardín {tile}</translation>
    </message>
    <message>
        <source>Fields NW, NE, SE, SW: {fields}</source>
        <translation>Espacios NO, NE, SE, SO: {fields}</translation>
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
        <translation>N</translation>
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
        <translation>M</translation>
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
        <translation>El modo en solitario es una variante no oficial de la aplicación (no existen reglas oficiales en solitario): se retiran 36 losetas, juegas 12 turnos, no hay bonificación por mayoría y tu total de peones es tu resultado.</translation>
    </message>
</context>
<context>
    <name>LeavesPlayScreen</name>
    <message>
        <source>Under the Leaves: lay garden tiles and attract bees, hummingbirds and garden dwellers.</source>
        <translation>Under the Leaves: coloca losetas de jardín y atrae abejas, colibríes y habitantes del jardín.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Girar (R)</translation>
    </message>
    <message>
        <source>Turn the chosen tile a quarter clockwise (Shift+R: back)</source>
        <translation>Girar la loseta elegida un cuarto de vuelta en sentido horario (Shift+R: al revés)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Voltear (F)</translation>
    </message>
    <message>
        <source>Show the other side of the chosen tile (its mirror image)</source>
        <translation>Mostrar la otra cara de la loseta elegida (su imagen reflejada)</translation>
    </message>
    <message>
        <source>Solo: an unofficial app variant (no official solo rules exist); beat your best pawn total.</source>
        <translation>Solitario: una variante no oficial de la aplicación (no existen reglas oficiales en solitario); supera tu mejor total de peones.</translation>
    </message>
    <message>
        <source>front</source>
        <translation>anverso</translation>
    </message>
    <message>
        <source>back</source>
        <translation>reverso</translation>
    </message>
    <message numerus="yes">
        <source>{tile}: {side}, %n quarter turns</source>
        <translation>
            <numerusform>{tile}: {side}, %n cuarto de vuelta</numerusform>
            <numerusform>{tile}: {side}, %n cuartos de vuelta</numerusform>
        </translation>
    </message>
    <message>
        <source>mushroom</source>
        <translation>hongo</translation>
    </message>
    <message>
        <source>pollinated</source>
        <translation>polinizado</translation>
    </message>
    <message>
        <source>{card}: earned by {fields}</source>
        <translation>{card}: conseguido con {fields}</translation>
    </message>
    <message>
        <source>tiles in the bag</source>
        <translation>losetas en la bolsa</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n pawns + {bonus} majority bonus)</source>
        <translation>
            <numerusform>(%n peón + bonificación por mayoría: {bonus})</numerusform>
            <numerusform>(%n peones + bonificación por mayoría: {bonus})</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Computer playing…</source>
        <translation>Juega la computadora…</translation>
    </message>
    <message>
        <source>Market, tile {n}</source>
        <translation>Mercado, loseta {n}</translation>
    </message>
    <message>
        <source>Garden of {name}, lay the tile at {place}</source>
        <translation>Jardín de {name}, colocar la loseta en {place}</translation>
    </message>
    <message>
        <source>Garden of {name}, field {place}</source>
        <translation>Jardín de {name}, espacio {place}</translation>
    </message>
    <message>
        <source>Garden of {name}, square {place}</source>
        <translation>Jardín de {name}, cuadrado {place}</translation>
    </message>
    <message>
        <source>Market and bag</source>
        <translation>Mercado y bolsa</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Jardines</translation>
    </message>
    <message>
        <source>Solo (an unofficial app variant): your pawn total is your result; try to beat your best.</source>
        <translation>Solitario (una variante no oficial de la aplicación): tu total de peones es tu resultado; intenta superar tu récord.</translation>
    </message>
</context>
<context>
    <name>LeavesPlayerPage</name>
    <message>
        <source>1. Pawns in the garden, as counted on the table before the majority bonus</source>
        <translation>1. Peones en el jardín, contados en la mesa antes de la bonificación por mayoría</translation>
    </message>
    <message>
        <source>2. The garden (optional): paint the fields or lay tiles from the picker; 3. the order of play (optional)</source>
        <translation>2. El jardín (opcional): pinta los espacios o coloca losetas del selector; 3. el orden de juego (opcional)</translation>
    </message>
    <message>
        <source>Forget the order</source>
        <translation>Olvidar el orden</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Peones</translation>
    </message>
    <message>
        <source>garden: {n}</source>
        <translation>jardín: {n}</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Lay tile {tile}</source>
        <translation>Colocar la loseta {tile}</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation>Orden de juego</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Elecciones</translation>
    </message>
    <message>
        <source>No order of play: the garden is checked, the typed counts are scored (level 2).</source>
        <translation>Sin orden de juego: se comprueba el jardín y se puntúan los recuentos introducidos (nivel 2).</translation>
    </message>
    <message numerus="yes">
        <source>Order of play: %n tiles listed out of {total}; the engine replays the arrivals when every tile is listed.</source>
        <translation>
            <numerusform>Orden de juego: %n loseta anotada de {total}; cuando estén todas las losetas, el motor reproduce las llegadas.</numerusform>
            <numerusform>Orden de juego: %n losetas anotadas de {total}; cuando estén todas las losetas, el motor reproduce las llegadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeavesScoreHelper</name>
    <message>
        <source>Leaf card</source>
        <translation>Carta de hojas</translation>
    </message>
    <message>
        <source>Puddle card</source>
        <translation>Carta de charcos</translation>
    </message>
    <message>
        <source>Mushroom card</source>
        <translation>Carta de hongos</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Dweller cards in play:</source>
        <translation>Cartas de habitante en juego:</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Lay the picked tile</source>
        <translation>Colocar la loseta elegida</translation>
    </message>
    <message>
        <source>Order of play</source>
        <translation>Orden de juego</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Elecciones</translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation>Hongo</translation>
    </message>
    <message>
        <source>With an order of play: click, in the order they were made, the field that took a Collector or Friendly pawn or the north-west field of a Thoughtful or Flirty square</source>
        <translation>Con un orden de juego: haz clic, en el orden en que se hicieron, en el espacio que recibió un peón de Coleccionista o Amistoso, o en el espacio noroeste de un cuadrado de Pensativo o Coqueto</translation>
    </message>
    <message>
        <source>Click the tiles in the order they were laid (level 3: the arrivals are replayed)</source>
        <translation>Haz clic en las losetas en el orden en que se colocaron (nivel 3: se reproducen las llegadas)</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Girar (R)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Voltear (F)</translation>
    </message>
    <message>
        <source>Pick a tile (the 50 garden tiles and the 4 starting tiles), turn it with R and F, then click the garden to lay it</source>
        <translation>Elige una loseta (las 50 losetas de jardín y las 4 iniciales), gírala con R y F y luego haz clic en el jardín para colocarla</translation>
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
        <translation>Copiado. Envíalo a la persona en privado: quien lo tenga puede ocupar un asiento.</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>Mesa en línea</translation>
    </message>
    <message>
        <source>{game}: online table</source>
        <translation>{game}: mesa en línea</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Invitaciones</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Para jugar</translation>
    </message>
    <message>
        <source>To watch</source>
        <translation>Para mirar</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Leave the lobby</source>
        <translation>Salir de la sala</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Connecting again…</source>
        <translation>Conectando de nuevo…</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computadora ({level})</translation>
    </message>
    <message>
        <source>free: waiting for the invited person</source>
        <translation>libre: esperando a la persona invitada</translation>
    </message>
    <message>
        <source>{name} (this computer)</source>
        <translation>{name} (esta computadora)</translation>
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
        <translation>Asiento {n}</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>Esperando a que el anfitrión empiece la partida.</translation>
    </message>
    <message>
        <source>Send the invitation to play; the game starts once every invited person has joined.</source>
        <translation>Envía la invitación para jugar; la partida empieza cuando se hayan unido todas las personas invitadas.</translation>
    </message>
    <message>
        <source>Everyone is here: start the game.</source>
        <translation>Ya están todos: empieza la partida.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
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
        <translation>No se pudo cambiar el idioma: {error}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Inicio</translation>
    </message>
    <message>
        <source>Back to the list of games</source>
        <translation>Volver a la lista de juegos</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>Every finished game, with statistics</source>
        <translation>Todas las partidas terminadas, con estadísticas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;About gardenapp</source>
        <translation>&amp;Acerca de gardenapp</translation>
    </message>
    <message>
        <source>How to &amp;play…</source>
        <translation>Cómo &amp;jugar…</translation>
    </message>
    <message>
        <source>The rules of a game, in your language</source>
        <translation>Las reglas de un juego, en tu idioma</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegación</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>No se puede abrir el juego</translation>
    </message>
    <message>
        <source>{game} could not be opened: {error}</source>
        <translation>No se pudo abrir {game}: {error}</translation>
    </message>
    <message>
        <source>A game was left in progress. Resume it? If you discard it, it is lost.</source>
        <translation>Quedó una partida en curso. ¿Reanudarla? Si la descartas, se perderá.</translation>
    </message>
    <message>
        <source>A board you were entering was not saved. Resume it? If you discard it, it is lost.</source>
        <translation>Un tablero que estabas introduciendo no se guardó. ¿Reanudarlo? Si lo descartas, se perderá.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>The history holds no record of this game&apos;s moves.</source>
        <translation>El historial no guarda las jugadas de esta partida.</translation>
    </message>
    <message>
        <source>The moves of this game cannot be read:</source>
        <translation>No se pueden leer las jugadas de esta partida:</translation>
    </message>
    <message>
        <source>gardenapp lets you play five garden board games on your computer, alone, with friends or against the computer, and scores the games you finish at the table.</source>
        <translation>gardenapp te permite jugar a cinco juegos de mesa de jardín en la computadora, en solitario, con amigos o contra la computadora, y puntúa las partidas que terminas en la mesa.</translation>
    </message>
    <message>
        <source>An independent project, not affiliated with or endorsed by the designers or publishers of these games. The games and their names belong to their owners:</source>
        <translation>Un proyecto independiente, sin relación con los autores ni las editoriales de estos juegos y sin su respaldo. Los juegos y sus nombres pertenecen a sus propietarios:</translation>
    </message>
    <message>
        <source>{game}, designed by {designer}, published by {publisher}</source>
        <translation>{game}, diseñado por {designer}, publicado por {publisher}</translation>
    </message>
    <message>
        <source>{game}, published by {publisher}</source>
        <translation>{game}, publicado por {publisher}</translation>
    </message>
    <message>
        <source>All artwork in gardenapp is drawn by its authors; no art from the games is used.</source>
        <translation>Todo el arte de gardenapp lo han dibujado sus autores; no se usa ninguna ilustración de los juegos.</translation>
    </message>
    <message>
        <source>About gardenapp</source>
        <translation>Acerca de gardenapp</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of {game}</source>
        <translation>Nueva partida de {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plazas</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Ordenador: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>(provisional)</source>
        <translation>(provisional)</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Person here</source>
        <translation>Persona aquí</translation>
    </message>
    <message>
        <source>Invited person</source>
        <translation>Persona invitada</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>their name, when they join</source>
        <translation>su nombre, cuando se una</translation>
    </message>
    <message>
        <source>Keep at least one seat for a person here: the table is played from here.</source>
        <translation>Deja al menos un asiento para una persona aquí: la mesa se juega desde aquí.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>Seat {n}: {problem}</source>
        <translation>Plaza {n}: {problem}</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dos jugadores tienen el mismo nombre.</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <source>Play online</source>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <source>Play with people at other computers: host a table here and send them its invitation, or paste the invitation you were sent.</source>
        <translation>Juega con personas en otras computadoras: abre una mesa aquí y envíales su invitación, o pega la invitación que te enviaron.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>cualquier puerto libre</translation>
    </message>
    <message>
        <source>Address the others reach</source>
        <translation>Dirección a la que llegan los demás</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Abrir una mesa…</translation>
    </message>
    <message>
        <source>Server&apos;s create invitation</source>
        <translation>Invitación de creación del servidor</translation>
    </message>
    <message>
        <source>Host on a server…</source>
        <translation>Abrir en un servidor…</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>Paste the line the host sent you</source>
        <translation>Pega la línea que te envió el anfitrión</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Conectar</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Resume table</source>
        <translation>Reanudar mesa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Olvidar</translation>
    </message>
    <message>
        <source>No table is kept on this computer.</source>
        <translation>No hay ninguna mesa guardada en esta computadora.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>The address others reach must be a name or an address like 192.168.1.20; {address} is not.</source>
        <translation>La dirección a la que llegan los demás debe ser un nombre o una dirección como 192.168.1.20; {address} no lo es.</translation>
    </message>
    <message>
        <source>This invitation is for a seat or for watching; to host on a server, paste its create invitation.</source>
        <translation>Esta invitación es para un asiento o para mirar; para abrir una mesa en un servidor, pega su invitación de creación.</translation>
    </message>
    <message>
        <source>Opening the table on the server…</source>
        <translation>Abriendo la mesa en el servidor…</translation>
    </message>
    <message>
        <source>Starting this computer&apos;s table server…</source>
        <translation>Iniciando el servidor de mesas de esta computadora…</translation>
    </message>
    <message>
        <source>This is a server&apos;s create invitation: choose a game and Host on a server.</source>
        <translation>Esta es la invitación de creación de un servidor: elige un juego y usa Abrir en un servidor.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>The table plays a game this version does not have.</source>
        <translation>La mesa juega a un juego que esta versión no tiene.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>La partida de esta mesa ha terminado.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Asiento {n}</translation>
    </message>
    <message>
        <source>Every seat at this table is taken. If one is yours, use Resume table.</source>
        <translation>Todos los asientos de esta mesa están ocupados. Si uno es tuyo, usa Reanudar mesa.</translation>
    </message>
    <message>
        <source>A table of {game}: choose your seat and give your name.</source>
        <translation>Una mesa de {game}: elige tu asiento y escribe tu nombre.</translation>
    </message>
    <message>
        <source>{game}, hosted here (port {port}): {names}</source>
        <translation>{game}, abierta aquí (puerto {port}): {names}</translation>
    </message>
    <message>
        <source>{game}, opened on a server: {names}</source>
        <translation>{game}, abierta en un servidor: {names}</translation>
    </message>
    <message>
        <source>{game}, joined as {names}</source>
        <translation>{game}, te uniste como {names}</translation>
    </message>
    <message>
        <source>Forget this table? This computer can no longer come back to its seat at it.</source>
        <translation>¿Olvidar esta mesa? Esta computadora ya no podrá volver a su asiento en ella.</translation>
    </message>
</context>
<context>
    <name>PhotoPane</name>
    <message>
        <source>Align the grid</source>
        <translation>Alinear la cuadrícula</translation>
    </message>
    <message>
        <source>Click the centres of the four spaces the drawing numbers, in order, on the photo; then drag the marks to fine-tune and paint on the photo itself</source>
        <translation>Haz clic en la foto, en orden, en el centro de las cuatro casillas que numera el dibujo; luego arrastra las marcas para ajustar y pinta sobre la propia foto</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>Foto</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>From the photo only to the board only: see the photo through the board</source>
        <translation>De solo la foto a solo el tablero: ve la foto a través del tablero</translation>
    </message>
    <message>
        <source>Propose from the photo</source>
        <translation>Proponer a partir de la foto</translation>
    </message>
    <message>
        <source>Fill the empty spaces with what the photo shows (one undo step)</source>
        <translation>Rellenar las casillas vacías con lo que muestra la foto (un solo paso para deshacer)</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>superior izquierda</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>superior derecha</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>inferior derecha</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>inferior izquierda</translation>
    </message>
    <message>
        <source>Drag a numbered mark to fine-tune the alignment.</source>
        <translation>Arrastra una marca numerada para ajustar la alineación.</translation>
    </message>
    <message>
        <source>Click the centre of space {n} of 4 on the photo: the {corner} space, ringed on the drawing. Backspace takes the last point back, Esc stops.</source>
        <translation>Haz clic en la foto en el centro de la casilla {n} de 4: la casilla {corner}, con un anillo en el dibujo. Retroceso quita el último punto, Esc termina.</translation>
    </message>
</context>
<context>
    <name>PlayScreenBase</name>
    <message>
        <source>Last round</source>
        <translation>Última ronda</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Esperando a {name}…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Espera: es el turno de {name}.</translation>
    </message>
    <message>
        <source>That is not a move you can make now: choose one of the highlighted places.</source>
        <translation>Esa jugada no es posible ahora: elige uno de los lugares resaltados.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Jugar ya</translation>
    </message>
    <message>
        <source>Ask the computer player to play its best move so far</source>
        <translation>Pide al jugador de la computadora que haga ya su mejor jugada hasta ahora</translation>
    </message>
    <message>
        <source>Show legal moves</source>
        <translation>Mostrar jugadas válidas</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordenadas</translation>
    </message>
    <message>
        <source>Write on each space the coordinates the turn log uses</source>
        <translation>Escribir en cada casilla las coordenadas que usa el historial de turnos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>How to play this game</source>
        <translation>Cómo jugar a este juego</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Show the move the hard computer player would make, and why</source>
        <translation>Mostrar la jugada que haría la computadora en nivel difícil, y por qué</translation>
    </message>
    <message>
        <source>Grade my moves</source>
        <translation>Evaluar mis jugadas</translation>
    </message>
    <message>
        <source>After each of your moves, say in the turn log how good it was</source>
        <translation>Tras cada una de tus jugadas, indicar en el historial de turnos lo buena que fue</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>How fast the computer players&apos; turns are shown</source>
        <translation>La rapidez con la que se muestran los turnos de la computadora</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Inmediato</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Historial de turnos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Instrucción</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partida en curso</translation>
    </message>
    <message>
        <source>The game in progress will be replaced. Save it first?</source>
        <translation>La partida en curso será sustituida. ¿Guardarla antes?</translation>
    </message>
    <message>
        <source>The game could not be kept for later. Save it before leaving?</source>
        <translation>No se pudo conservar la partida para más tarde. ¿Guardarla antes de salir?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed:</source>
        <translation>No se puede reanudar la partida guardada:</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Jugador de la computadora</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This file cannot be opened:</source>
        <translation>No se puede abrir este archivo:</translation>
    </message>
    <message>
        <source>Hint (numbered in green on the board): {move}. Why: {reasons}</source>
        <translation>Pista (numerada en verde en el tablero): {move}. Por qué: {reasons}</translation>
    </message>
    <message>
        <source>Hint: {move}. Why: {reasons}</source>
        <translation>Pista: {move}. Por qué: {reasons}</translation>
    </message>
    <message>
        <source>(cut short: the computer is busy, so this may not be its best move)</source>
        <translation>(interrumpida: el ordenador está ocupado, así que puede no ser su mejor jugada)</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revisar esta partida</translation>
    </message>
    <message>
        <source>Step through the game turn by turn, with the score chart and the coach&apos;s view of your moves</source>
        <translation>Recorrer la partida turno a turno, con el gráfico de la puntuación y la opinión del entrenador sobre tus jugadas</translation>
    </message>
    <message>
        <source>This file is a game of another title.</source>
        <translation>Este archivo es una partida de otro juego.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>No se pudo guardar la partida: {reason}</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Empieza una partida nueva o abre una guardada.</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Fin de la partida. {result}</translation>
    </message>
    <message>
        <source>{name}, your move.</source>
        <translation>{name}, te toca.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (computadora) está pensando…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>No hint: the computer player failed ({reason})</source>
        <translation>Sin pista: el jugador de la computadora ha fallado ({reason})</translation>
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
        <translation>Puntuación final</translation>
    </message>
</context>
<context>
    <name>PlayerCardsPage</name>
    <message>
        <source>{rule} (left click: one more copy, right click: one less)</source>
        <translation>{rule} (clic izquierdo: una copia más; clic derecho: una menos)</translation>
    </message>
    <message>
        <source>Remove the unknown card ids: {ids}</source>
        <translation>Quitar los identificadores de carta desconocidos: {ids}</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Añadir {card}</translation>
    </message>
    <message>
        <source>Remove {card}</source>
        <translation>Quitar {card}</translation>
    </message>
    <message>
        <source>Remove unknown cards</source>
        <translation>Quitar cartas desconocidas</translation>
    </message>
    <message>
        <source>{name} — completed objectives: {n}, points: {points}. Click a card to add or remove it.</source>
        <translation>{name} — objetivos completados: {n}, puntos: {points}. Haz clic en una carta para añadirla o quitarla.</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Paint the garden</source>
        <translation>Pintar el jardín</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacía</translation>
    </message>
    <message>
        <source>Ornament</source>
        <translation>Ornamento</translation>
    </message>
    <message>
        <source>Printed space</source>
        <translation>Casilla preimpresa</translation>
    </message>
    <message>
        <source>An empty space</source>
        <translation>Una casilla vacía</translation>
    </message>
    <message>
        <source>An ornament: a tile element side up (printed spaces come from the layout)</source>
        <translation>Un ornamento: una loseta con el elemento boca arriba (las casillas preimpresas vienen de la disposición)</translation>
    </message>
    <message>
        <source>A gardener: a tile flipped to its back</source>
        <translation>Un jardinero: una loseta volteada, con el reverso a la vista</translation>
    </message>
    <message>
        <source>A printed space of a custom layout (choose &quot;custom layout&quot; first)</source>
        <translation>Una casilla preimpresa de una disposición personalizada (elige antes &quot;disposición personalizada&quot;)</translation>
    </message>
    <message>
        <source>Click the space where a noble stands (its column says which noble); click it again to send it back to the terrace</source>
        <translation>Haz clic en la casilla donde está un noble (su columna indica cuál es); vuelve a hacer clic para devolverlo a la terraza</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Marcador de puntuación</translation>
    </message>
    <message>
        <source>Mission card</source>
        <translation>Carta de misión</translation>
    </message>
    <message>
        <source>Nobles&apos; rows</source>
        <translation>Filas de los nobles</translation>
    </message>
    <message>
        <source>Pedro Bot</source>
        <translation>Pedro Bot</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Disposición del jardín</translation>
    </message>
    <message>
        <source>Move a noble</source>
        <translation>Mover un noble</translation>
    </message>
    <message>
        <source>Printed spaces belong to the layout: choose &quot;custom layout&quot; to draw them.</source>
        <translation>Las casillas preimpresas forman parte de la disposición: elige &quot;disposición personalizada&quot; para dibujarlas.</translation>
    </message>
    <message>
        <source>Space {row},{col} is printed on this layout.</source>
        <translation>La casilla {row},{col} está preimpresa en esta disposición.</translation>
    </message>
    <message>
        <source>Paint {row},{col}</source>
        <translation>Pintar {row},{col}</translation>
    </message>
    <message>
        <source>Filled spaces: {filled} · gardeners: {gardeners} · nobles&apos; rows: {rows}</source>
        <translation>Casillas ocupadas: {filled} · jardineros: {gardeners} · filas de los nobles: {rows}</translation>
    </message>
    <message>
        <source>Layout {layout}</source>
        <translation>Disposición {layout}</translation>
    </message>
    <message>
        <source>Score track total</source>
        <translation>Total del marcador de puntuación</translation>
    </message>
    <message>
        <source>Nobles&apos; rows, column by column (0: terrace)</source>
        <translation>Filas de los nobles, columna por columna (0: terraza)</translation>
    </message>
    <message>
        <source>Nine digits, one a column from the left: the row its noble stands in, 0 on the terrace. Enter goes from the track to the nobles and the missions; in a mission box, the digit of its column chooses the card.</source>
        <translation>Nueve cifras, una por columna desde la izquierda: la fila en la que está su noble, 0 en la terraza. Enter pasa del marcador a los nobles y a las misiones; en una casilla de misión, la cifra de su columna elige la carta.</translation>
    </message>
    <message>
        <source>The score on the track at the end, including 50 or 100 from the points card</source>
        <translation>La puntuación del marcador al final, incluidos los 50 o 100 de la carta de puntos</translation>
    </message>
    <message>
        <source>Click or drag over spaces. Painting a space with what it already holds clears it.</source>
        <translation>Haz clic o arrastra sobre las casillas. Pintar una casilla con lo que ya tiene la vacía.</translation>
    </message>
    <message>
        <source>Mission cards</source>
        <translation>Cartas de misión</translation>
    </message>
    <message>
        <source>(no card)</source>
        <translation>(ninguna carta)</translation>
    </message>
    <message>
        <source>Mission points: {provisional}</source>
        <translation>Puntos de misión: {provisional}</translation>
    </message>
    <message>
        <source>This garden&apos;s layout</source>
        <translation>Disposición de este jardín</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s garden (solo)</source>
        <translation>Jardín de Pedro Bot (solitario)</translation>
    </message>
    <message>
        <source>Pedro Bot plays on a blank grid: no printed spaces</source>
        <translation>Pedro Bot juega en una cuadrícula en blanco: sin casillas preimpresas</translation>
    </message>
    <message>
        <source>The game&apos;s layout: {layout}</source>
        <translation>La disposición de la partida: {layout}</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Jardinero</translation>
    </message>
    <message>
        <source>Noble</source>
        <translation>Noble</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>Emperor +{n}</source>
        <translation>Emperador +{n}</translation>
    </message>
    <message>
        <source>{colour} bamboo eaten by the panda: {n}</source>
        <translation>Bambú comido por el panda ({colour}): {n}</translation>
    </message>
    <message>
        <source>Irrigation channels in reserve: {n}</source>
        <translation>Canales de riego en la reserva: {n}</translation>
    </message>
    <message>
        <source>{improvement} tokens in reserve: {n}</source>
        <translation>Fichas en la reserva ({improvement}): {n}</translation>
    </message>
    <message>
        <source>Hand {n}/{limit}:</source>
        <translation>Mano {n}/{limit}:</translation>
    </message>
    <message>
        <source>Done {n}/{t}, {p} pts:</source>
        <translation>Completados {n}/{t}, {p} ptos.:</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computadora {n}</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Conectando con la mesa…</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partida todavía no ha empezado.</translation>
    </message>
    <message>
        <source>The host has a computer player play for {name} for now.</source>
        <translation>Por ahora, el anfitrión puso a un jugador de la computadora a jugar por {name}.</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Esperando al anfitrión…</translation>
    </message>
    <message>
        <source>Waiting for {name}, who is away…</source>
        <translation>Esperando a {name}, que está ausente…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Esperando a {name}…</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Espera: no es tu turno.</translation>
    </message>
    <message>
        <source>Your move is on its way to the host.</source>
        <translation>Tu jugada va camino al anfitrión.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>De vuelta en la mesa.</translation>
    </message>
    <message>
        <source>The connection to the table was lost; reconnecting…</source>
        <translation>Se cortó la conexión con la mesa; reconectando…</translation>
    </message>
    <message>
        <source>The connection to the table is lost; rejoin it from Play online.</source>
        <translation>Se perdió la conexión con la mesa; vuelve a ella desde Jugar en línea.</translation>
    </message>
    <message>
        <source>The host refused the move: {reason}</source>
        <translation>El anfitrión rechazó la jugada: {reason}</translation>
    </message>
    <message>
        <source>The host sent a position this app cannot show.</source>
        <translation>El anfitrión envió una posición que esta aplicación no puede mostrar.</translation>
    </message>
    <message>
        <source>Back at the table; the moves played meanwhile are not in the turn log.</source>
        <translation>De vuelta en la mesa; las jugadas hechas mientras tanto no están en el registro de turnos.</translation>
    </message>
    <message>
        <source>{name} is away; the game waits for them.</source>
        <translation>{name} está ausente; la partida espera.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} ha vuelto.</translation>
    </message>
    <message>
        <source>A computer player plays for {name} for now.</source>
        <translation>Un jugador de la computadora juega por {name} por ahora.</translation>
    </message>
    <message>
        <source>{name} plays again.</source>
        <translation>{name} vuelve a jugar.</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <source>Review: {game}</source>
        <translation>Revisión: {game}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Turno anterior (Izquierda)</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Turno siguiente (Derecha)</translation>
    </message>
    <message>
        <source>Turn by turn: Left and Right, Home for the start, End for the end</source>
        <translation>Turno a turno: Izquierda y Derecha, Inicio para el principio, Fin para el final</translation>
    </message>
    <message>
        <source>Turn shown</source>
        <translation>Turno mostrado</translation>
    </message>
    <message>
        <source>Score over the game</source>
        <translation>Puntuación a lo largo de la partida</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Turno anterior</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Turno siguiente</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>El entrenador</translation>
    </message>
    <message>
        <source>The turns that cost the most</source>
        <translation>Los turnos que más costaron</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Compute the coach&apos;s view</source>
        <translation>Calcular la opinión del entrenador</translation>
    </message>
    <message>
        <source>Projected total after each turn (the score if the game had ended then)</source>
        <translation>Total proyectado tras cada turno (la puntuación si la partida hubiera terminado entonces)</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>El inicio de la partida</translation>
    </message>
    <message>
        <source>Move the slider, or press Right, to see the first turn.</source>
        <translation>Mueve el control deslizante, o pulsa Derecha, para ver el primer turno.</translation>
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
        <translation>Turno de un jugador de la computadora: el entrenador evalúa los turnos de las personas.</translation>
    </message>
    <message>
        <source>The coach is still looking at this turn…</source>
        <translation>El entrenador todavía está analizando este turno…</translation>
    </message>
    <message>
        <source>This turn: {grade}</source>
        <translation>Este turno: {grade}</translation>
    </message>
    <message>
        <source>• {move}: the best move found</source>
        <translation>• {move}: la mejor jugada encontrada</translation>
    </message>
    <message>
        <source>• played {move}; best found {best}: {grade}</source>
        <translation>• jugada: {move}; mejor encontrada: {best}: {grade}</translation>
    </message>
    <message>
        <source>Turn {n}, {name}: −{points} ({grade})</source>
        <translation>Turno {n}, {name}: −{points} ({grade})</translation>
    </message>
    <message>
        <source>Known once the coach has looked at every turn.</source>
        <translation>Se sabrán cuando el entrenador haya analizado todos los turnos.</translation>
    </message>
    <message>
        <source>No person played in this game.</source>
        <translation>Ninguna persona jugó en esta partida.</translation>
    </message>
    <message>
        <source>No turn cost a point: well played.</source>
        <translation>Ningún turno costó un punto: bien jugado.</translation>
    </message>
    <message>
        <source>The coach could not finish: {reason}</source>
        <translation>El entrenador no pudo terminar: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>The coach is looking at your moves: %n of them done.</source>
        <translation>
            <numerusform>El entrenador está analizando tus jugadas: %n analizada.</numerusform>
            <numerusform>El entrenador está analizando tus jugadas: %n analizadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The coach&apos;s view is not complete (%n moves left).</source>
        <translation>
            <numerusform>La opinión del entrenador no está completa (falta %n jugada).</numerusform>
            <numerusform>La opinión del entrenador no está completa (faltan %n jugadas).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SanssouciGarden</name>
    <message>
        <source>Terrace · {element} column</source>
        <translation>Terraza · columna {element}</translation>
    </message>
    <message numerus="yes">
        <source>Row {row} ({colour}, %n points) · {element} column</source>
        <translation>
            <numerusform>Fila {row} ({colour}, %n punto) · columna {element}</numerusform>
            <numerusform>Fila {row} ({colour}, %n puntos) · columna {element}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SanssouciNewGameDialog</name>
    <message>
        <source>{layout} (provisional)</source>
        <translation>{layout} (provisional)</translation>
    </message>
    <message>
        <source>The printed spaces of the real garden boards are not known yet: these layouts are provisional stand-ins.</source>
        <translation>Aún no se conocen las casillas impresas de los tableros de jardín reales: estas disposiciones son provisionales.</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Disposición del jardín</translation>
    </message>
    <message>
        <source>A different one for each player</source>
        <translation>Uno distinto para cada jugador</translation>
    </message>
    <message>
        <source>Garden of player {n}</source>
        <translation>Jardín del jugador {n}</translation>
    </message>
</context>
<context>
    <name>SanssouciPlayScreen</name>
    <message>
        <source>Row {row}: {colour} spaces, their tiles go to garden row {row}</source>
        <translation>Fila {row}: casillas de color {colour}; sus losetas van a la fila {row} del jardín</translation>
    </message>
    <message>
        <source>Face-down supply of garden tiles</source>
        <translation>Reserva de losetas boca abajo</translation>
    </message>
    <message>
        <source>Score track 0-49; past 50 the points card shows +50 or +100</source>
        <translation>Marcador de puntuación 0-49; a partir de 50, la carta de puntos muestra +50 o +100</translation>
    </message>
    <message numerus="yes">
        <source>%n cards left</source>
        <translation>
            <numerusform>queda %n carta</numerusform>
            <numerusform>quedan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>row {row} ({colour})</source>
        <translation>fila {row} ({colour})</translation>
    </message>
    <message>
        <source>{blank} · level {level}</source>
        <translation>{blank} · nivel {level}</translation>
    </message>
    <message>
        <source>Card {n} of your hand</source>
        <translation>Carta {n} de tu mano</translation>
    </message>
    <message>
        <source>Display, row {row}, left</source>
        <translation>Zona de exposición, fila {row}, izquierda</translation>
    </message>
    <message>
        <source>Display, row {row}, right</source>
        <translation>Zona de exposición, fila {row}, derecha</translation>
    </message>
    <message>
        <source>Garden of {name}, row {row}, column {column}</source>
        <translation>Jardín de {name}, fila {row}, columna {column}</translation>
    </message>
    <message>
        <source>Main board and hand</source>
        <translation>Tablero común y mano</translation>
    </message>
    <message>
        <source>Palace gardens</source>
        <translation>Jardines del palacio</translation>
    </message>
    <message>
        <source>Layout {layout}, bonuses: {provisional}</source>
        <translation>Disposición {layout}, bonificaciones: {provisional}</translation>
    </message>
    <message>
        <source>Layout {layout} · bonuses {provisional}</source>
        <translation>Disposición {layout} · bonificaciones {provisional}</translation>
    </message>
    <message>
        <source>Sanssouci: lay out the palace garden and lead your nobles to its best spots.</source>
        <translation>Sanssouci: diseña el jardín del palacio y lleva a tus nobles a sus mejores rincones.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Skip the noble move</source>
        <translation>No mover ningún noble</translation>
    </message>
    <message>
        <source>You beat Pedro Bot ({level}).</source>
        <translation>Has ganado a Pedro Bot ({level}).</translation>
    </message>
    <message>
        <source>A draw against Pedro Bot ({level}).</source>
        <translation>Empate contra Pedro Bot ({level}).</translation>
    </message>
    <message>
        <source>Pedro Bot ({level}) wins this time.</source>
        <translation>Esta vez gana Pedro Bot ({level}).</translation>
    </message>
    <message>
        <source>Row and column bonuses and mission points are provisional values.</source>
        <translation>Las bonificaciones de filas y columnas y los puntos de misión son valores provisionales.</translation>
    </message>
    <message>
        <source>Main board</source>
        <translation>Tablero común</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Ronda {n} de {total}</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Played: {name}</source>
        <translation>Jugada: {name}</translation>
    </message>
    <message>
        <source>Played card</source>
        <translation>Carta jugada</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s die</source>
        <translation>Dado de Pedro Bot</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Marcador de puntuación</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>Mano de {name}</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Misiones</translation>
    </message>
    <message>
        <source>Its tile goes to row {row}, column {column} of the garden</source>
        <translation>Su loseta va a la fila {row}, columna {column} del jardín</translation>
    </message>
    <message>
        <source>Secret mission cards: each scores the final row of that column&apos;s noble.</source>
        <translation>Cartas de misión secretas: cada una puntúa la fila final del noble de esa columna.</translation>
    </message>
    <message>
        <source>Mission points are provisional (not confirmed by the rules).</source>
        <translation>Los puntos de misión son provisionales (no confirmados por las reglas).</translation>
    </message>
</context>
<context>
    <name>SanssouciScoreHelper</name>
    <message>
        <source>{layout} (provisional)</source>
        <translation>{layout} (provisional)</translation>
    </message>
    <message>
        <source>Bonus values</source>
        <translation>Valores de las bonificaciones</translation>
    </message>
    <message>
        <source>as printed</source>
        <translation>como están impresos</translation>
    </message>
    <message>
        <source>Placeholder values: enter the numbers printed on your board.</source>
        <translation>Valores provisionales: introduce los números impresos en tu tablero.</translation>
    </message>
    <message>
        <source>You entered these values.</source>
        <translation>Has introducido estos valores.</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Disposición del jardín</translation>
    </message>
    <message>
        <source>Provisional layouts are stand-ins, not the printed boards: check the printed spaces, or draw a custom layout.</source>
        <translation>Las disposiciones provisionales son sustitutas, no los tableros impresos: comprueba las casillas preimpresas o dibuja una disposición personalizada.</translation>
    </message>
    <message>
        <source>Custom layout: paint the printed spaces with the &quot;Printed space&quot; brush.</source>
        <translation>Disposición personalizada: pinta las casillas preimpresas con el pincel &quot;Casilla preimpresa&quot;.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Bonus values (as printed on your board)</source>
        <translation>Valores de las bonificaciones (como están impresos en tu tablero)</translation>
    </message>
    <message>
        <source>Completed row</source>
        <translation>Fila completa</translation>
    </message>
    <message>
        <source>Completed column</source>
        <translation>Columna completa</translation>
    </message>
    <message>
        <source>Mission, by noble row</source>
        <translation>Misión, por fila del noble</translation>
    </message>
    <message>
        <source>Row {row} ({colour})</source>
        <translation>Fila {row} ({colour})</translation>
    </message>
    <message>
        <source>Noble on the terrace</source>
        <translation>Noble en la terraza</translation>
    </message>
    <message>
        <source>Noble in row {row}</source>
        <translation>Noble en la fila {row}</translation>
    </message>
    <message>
        <source>Reset: back to the provisional values</source>
        <translation>Restablecer: volver a los valores provisionales</translation>
    </message>
</context>
<context>
    <name>ScoreHelperBase</name>
    <message>
        <source>Clear</source>
        <extracomment>An undo step&apos;s name: a text, or a function giving it in the language shown now (such a step is renamed on a language switch).</extracomment>
        <translation>Limpiar</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Jugado el</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>sin indicar</translation>
    </message>
    <message>
        <source>The day the game was played: the history and the score sheet show it</source>
        <translation>El día en que se jugó la partida: el historial y la hoja de puntuación lo muestran</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
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
        <translation>Hoja de puntuación en PDF…</translation>
    </message>
    <message>
        <source>Score sheet as picture…</source>
        <translation>Hoja de puntuación como imagen…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tabla en CSV…</translation>
    </message>
    <message>
        <source>Copy the table</source>
        <translation>Copiar la tabla</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Add to the history</source>
        <translation>Añadir al historial</translation>
    </message>
    <message>
        <source>Show a photo of the physical board beside the grid</source>
        <translation>Mostrar una foto del tablero físico junto a la cuadrícula</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>How to play this game</source>
        <translation>Cómo jugar a este juego</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Problems and warnings</source>
        <translation>Problemas y avisos</translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation>Tablero sin guardar</translation>
    </message>
    <message>
        <source>The board you entered is not saved. Save it first?</source>
        <translation>El tablero que has introducido no está guardado. ¿Guardarlo antes?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>The board you were entering cannot be resumed:</source>
        <translation>No se puede reanudar el tablero que estabas introduciendo:</translation>
    </message>
    <message>
        <source>the kept file holds no finished board of this game.</source>
        <translation>el archivo guardado no contiene ningún tablero terminado de este juego.</translation>
    </message>
    <message>
        <source>it has problems the editor cannot show.</source>
        <translation>tiene problemas que el editor no puede mostrar.</translation>
    </message>
    <message>
        <source>Added to the history: its statistics and charts count this game.</source>
        <translation>Añadida al historial: sus estadísticas y gráficos cuentan esta partida.</translation>
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
        <translation>Corrige los problemas de {names} para ver el resultado.</translation>
    </message>
    <message>
        <source>Not scored yet: fix the problems below.</source>
        <translation>Aún sin puntuar: corrige los problemas de abajo.</translation>
    </message>
    <message>
        <source>Space {place}: {problem}</source>
        <translation>Casilla {place}: {problem}</translation>
    </message>
    <message>
        <source>Entry “{field}”: {problem}</source>
        <translation>Entrada “{field}”: {problem}</translation>
    </message>
    <message>
        <source>{name}, space {place}: {problem}</source>
        <translation>{name}, casilla {place}: {problem}</translation>
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
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Another player is already called {name}.</source>
        <translation>Ya hay otra persona que se llama {name}.</translation>
    </message>
    <message>
        <source>Open a finished board</source>
        <translation>Abrir un tablero terminado</translation>
    </message>
    <message>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Archivos de tablero (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This file is not a finished board of this game.</source>
        <translation>Este archivo no es un tablero terminado de este juego.</translation>
    </message>
    <message>
        <source>This file has problems the editor cannot show; `gardenapp score` lists them.</source>
        <translation>Este archivo tiene problemas que el editor no puede mostrar; `gardenapp score` los enumera.</translation>
    </message>
    <message>
        <source>The history counts each player&apos;s games and wins by name. Name these players first: {names}.</source>
        <translation>El historial cuenta las partidas y victorias de cada jugador por su nombre. Pon primero un nombre a estos jugadores: {names}.</translation>
    </message>
    <message>
        <source>Align the photo</source>
        <translation>Alinear la foto</translation>
    </message>
    <message>
        <source>These four points make no board: click the centres of the numbered spaces in order.</source>
        <translation>Estos cuatro puntos no forman un tablero: haz clic en el centro de las casillas numeradas, en orden.</translation>
    </message>
    <message>
        <source>Colours alone cannot tell this game&apos;s pieces apart: enter them with the palette.</source>
        <translation>Los colores por sí solos no distinguen las piezas de este juego: introdúcelas con la paleta.</translation>
    </message>
    <message>
        <source>Day played</source>
        <translation>Día de la partida</translation>
    </message>
    <message>
        <source>The photo of {name} is not shown: {reason}</source>
        <translation>La foto de {name} no se muestra: {reason}</translation>
    </message>
    <message>
        <source>The photo of {name} is not in the board file&apos;s folder: opening the saved file will not open it (move the photo beside the file and choose it again)</source>
        <translation>La foto de {name} no está en la carpeta del archivo de tablero: al abrir el archivo guardado, no se abrirá (mueve la foto junto al archivo y vuelve a elegirla)</translation>
    </message>
    <message>
        <source>The photo of {name} ({entry}) was not opened: {reason}</source>
        <translation>La foto de {name} ({entry}) no se abrió: {reason}</translation>
    </message>
    <message>
        <source>This image cannot be read: {reason}</source>
        <translation>No se puede leer esta imagen: {reason}</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>Foto</translation>
    </message>
    <message>
        <source>Save the finished board</source>
        <translation>Guardar el tablero terminado</translation>
    </message>
    <message>
        <source>Board files (*.json)</source>
        <translation>Archivos de tablero (*.json)</translation>
    </message>
    <message>
        <source>The file could not be saved: {reason}</source>
        <translation>No se pudo guardar el archivo: {reason}</translation>
    </message>
    <message>
        <source>There is no score to export yet: fix the problems listed first.</source>
        <translation>Aún no hay puntuación que exportar: corrige primero los problemas indicados.</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Pictures (*.png)</source>
        <translation>Imágenes (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>the picture could not be written</source>
        <translation>no se pudo escribir la imagen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>This board is in the history already.</source>
        <translation>Este tablero ya está en el historial.</translation>
    </message>
    <message>
        <source>Align the grid</source>
        <translation>Alinear la cuadrícula</translation>
    </message>
    <message>
        <source>Propose from the photo</source>
        <translation>Proponer a partir de la foto</translation>
    </message>
    <message>
        <source>Align the grid on the photo first.</source>
        <translation>Alinea primero la cuadrícula en la foto.</translation>
    </message>
    <message>
        <source>Proposal from the photo</source>
        <translation>Propuesta a partir de la foto</translation>
    </message>
    <message>
        <source>The photo of {name} was not found: {path}</source>
        <translation>No se encontró la foto de {name}: {path}</translation>
    </message>
    <message>
        <source>Photo of the board</source>
        <translation>Foto del tablero</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp *.bmp)</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Fix the problems of this player to see the score</source>
        <translation>Corrige los problemas de este jugador para ver la puntuación</translation>
    </message>
    <message>
        <source>Projected total</source>
        <translation>Total proyectado</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Double-click: the rule</source>
        <translation>Doble clic: ver la regla</translation>
    </message>
    <message>
        <source>What each player would score if the game ended now: the rows above added up, the end of game scoring included. It can differ from the points on the board, which count only what is scored so far.</source>
        <translation>Lo que cada participante sumaría si la partida terminara ahora: las filas de arriba sumadas, con la puntuación del final de la partida. Puede diferir de los puntos del tablero, que solo cuentan lo ya puntuado.</translation>
    </message>
</context>
<context>
    <name>TakenokoPlayScreen</name>
    <message>
        <source>Grow bamboo, feed the panda and complete objectives. Play against the computer or pass the screen between friends.</source>
        <translation>Cultiva bambú, alimenta al panda y completa objetivos. Juega contra la computadora o pasa la pantalla de mano en mano entre amigos.</translation>
    </message>
    <message>
        <source>End by agreement…</source>
        <translation>Terminar por acuerdo…</translation>
    </message>
    <message>
        <source>Stop the game now and score it as it stands (an app safeguard, not a rule)</source>
        <translation>Terminar la partida ahora y puntuarla tal como está (una salvaguarda de la aplicación, no una regla)</translation>
    </message>
    <message>
        <source>Start a new game…</source>
        <translation>Empezar una partida nueva…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Reserve (free actions)</source>
        <translation>Reserva (acciones gratuitas)</translation>
    </message>
    <message>
        <source>Your objectives</source>
        <translation>Tus objetivos</translation>
    </message>
    <message>
        <source>Place an irrigation channel from your reserve</source>
        <translation>Colocar un canal de riego de tu reserva</translation>
    </message>
    <message>
        <source>Place a {improvement} token from your reserve</source>
        <translation>Colocar una ficha de {improvement} de tu reserva</translation>
    </message>
    <message>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computadora</translation>
    </message>
    <message>
        <source>No weather in the first round.</source>
        <translation>No hay clima en la primera ronda.</translation>
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
        <translation>Acciones en este turno: {n} de {m}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message numerus="yes">
        <source>{deck}
%n left</source>
        <translation>
            <numerusform>{deck}
queda %n</numerusform>
            <numerusform>{deck}
quedan %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Return the other two reversed</source>
        <translation>Devolver las otras dos en orden inverso</translation>
    </message>
    <message>
        <source>Attach a token from your reserve:</source>
        <translation>Añadir una ficha de tu reserva:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>Parcela de color {colour}</translation>
    </message>
    <message>
        <source>{colour} plot with a printed {improvement}</source>
        <translation>Parcela de color {colour} con mejora impresa ({improvement})</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>Las manos están ocultas.</translation>
    </message>
    <message>
        <source>{name}&apos;s objectives</source>
        <translation>Objetivos de {name}</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completar</translation>
    </message>
    <message>
        <source>Complete this objective (+{n})</source>
        <translation>Completar este objetivo (+{n})</translation>
    </message>
    <message>
        <source>No objective in hand.</source>
        <translation>Ningún objetivo en la mano.</translation>
    </message>
    <message>
        <source>A green card can be completed now. Click a card to see where the garden fulfils it.</source>
        <translation>Una carta marcada en verde se puede completar ya. Haz clic en una carta para ver dónde la cumple el jardín.</translation>
    </message>
    <message>
        <source>“{card}” is not fulfilled by the garden yet.</source>
        <translation>El jardín aún no cumple «{card}».</translation>
    </message>
    <message>
        <source>Click a card to see where the garden fulfils it.</source>
        <translation>Haz clic en una carta para ver dónde la cumple el jardín.</translation>
    </message>
    <message>
        <source>The two plots you do not keep go under the stack; choose this, then the plot to keep, to put them back in the reverse order.</source>
        <translation>Las dos parcelas que no te quedas van al fondo de la pila; elige esto y luego la parcela que te quedas para devolverlas en orden inverso.</translation>
    </message>
    <message>
        <source>End by agreement</source>
        <translation>Terminar por acuerdo</translation>
    </message>
    <message>
        <source>Do all players agree to end the game now? It is scored as it stands; the Emperor card goes only to a player who has already earned it.</source>
        <translation>¿Están todos los jugadores de acuerdo en terminar la partida ahora? Se puntúa tal como está; la carta del Emperador solo va a un jugador que ya la haya ganado.</translation>
    </message>
    <message>
        <source>Garden, place {place}</source>
        <translation>Jardín, lugar {place}</translation>
    </message>
    <message>
        <source>Garden, edge {edge}</source>
        <translation>Jardín, borde {edge}</translation>
    </message>
    <message>
        <source>Drawn plot {n}</source>
        <translation>Parcela robada {n}</translation>
    </message>
    <message>
        <source>Improvement from your reserve</source>
        <translation>Mejora de tu reserva</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardín</translation>
    </message>
    <message>
        <source>The Emperor card (+{n}) went to {name}.</source>
        <translation>La carta del Emperador (+{n}) fue para {name}.</translation>
    </message>
    <message>
        <source>Nobody reached the objective count: no Emperor card.</source>
        <translation>Nadie alcanzó el número de objetivos: no hay carta del Emperador.</translation>
    </message>
    <message>
        <source>Completed objectives: {list}.</source>
        <translation>Objetivos completados: {list}.</translation>
    </message>
    <message>
        <source>Tie on points, broken by the points of completed panda objectives.</source>
        <translation>Empate a puntos, deshecho por los puntos de los objetivos de panda completados.</translation>
    </message>
    <message>
        <source>Tie on points and on panda objectives: the victory is shared.</source>
        <translation>Empate a puntos y en objetivos de panda: la victoria es compartida.</translation>
    </message>
</context>
<context>
    <name>TakenokoScoreHelper</name>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>The Emperor card goes to {name}</source>
        <translation>La carta del Emperador es para {name}</translation>
    </message>
    <message>
        <source>Mirrored two-colour diamonds</source>
        <translation>Diamantes de dos colores reflejados</translation>
    </message>
    <message numerus="yes">
        <source>The player who first completed %n objectives</source>
        <translation>
            <numerusform>Quien completó primero %n objetivo</numerusform>
            <numerusform>Quien completó primero %n objetivos</numerusform>
        </translation>
    </message>
    <message>
        <source>Emperor card (+2):</source>
        <translation>Carta del Emperador (+2):</translation>
    </message>
    <message>
        <source>House rule: accept mirrored two-colour diamonds</source>
        <translation>Regla de la casa: aceptar diamantes de dos colores reflejados</translation>
    </message>
    <message>
        <source>Takenoko — score a finished game</source>
        <translation>Takenoko — puntuar una partida terminada</translation>
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
        <translation>{target}, elegido</translation>
    </message>
    <message>
        <source>{board}: choice {n} of {total}</source>
        <translation>{board}: opción {n} de {total}</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>Its file was set aside as {file} in {folder} and is no longer offered.</source>
        <translation>El archivo se ha apartado como {file} en {folder} y ya no se ofrece.</translation>
    </message>
</context>
<context>
    <name>azul_queens_garden</name>
    <message>
        <source>Score track</source>
        <translation>Marcador de puntuación</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Rueda</translation>
    </message>
    <message>
        <source>Wheel (provisional)</source>
        <translation>Rueda (provisional)</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <source>Display area</source>
        <translation>Zona de exposición</translation>
    </message>
    <message>
        <source>Round stack: {n}</source>
        <translation>Pila de la ronda: {n}</translation>
    </message>
    <message>
        <source>Acquire a colour</source>
        <translation>Adquirir un color</translation>
    </message>
    <message>
        <source>or a pattern</source>
        <translation>o un patrón</translation>
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
        <translation>Bolsa: {n}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Finish passing</source>
        <translation>Terminar de pasar</translation>
    </message>
    <message>
        <source>Take the top expansion of the supply, face down, for 6 points</source>
        <translation>Coger la expansión de encima de la reserva, boca abajo, por 6 puntos</translation>
    </message>
    <message>
        <source>Colour: {colour} · pattern: {pattern} (value {value})</source>
        <translation>Color: {colour} · patrón: {pattern} (valor {value})</translation>
    </message>
    <message>
        <source>Garden expansion: {hexagon}</source>
        <translation>Expansión de jardín: {hexagon}</translation>
    </message>
    <message>
        <source>A pavilion, this printed hexagon and 5 free spaces; it counts as its printed hexagon when acquiring and paying</source>
        <translation>Un pabellón, este hexágono impreso y 5 casillas libres; cuenta como su hexágono impreso al adquirir y al pagar</translation>
    </message>
    <message>
        <source>Cost to place: 1 (itself alone)</source>
        <translation>Coste de colocación: 1 (solo él mismo)</translation>
    </message>
    <message>
        <source>Round scoring: its value ({points}) in each round whose criteria include {colour} or {pattern} (twice if both)</source>
        <translation>Puntuación de ronda: su valor ({points}) en cada ronda cuyos criterios incluyan {colour} o {pattern} (el doble si ambos)</translation>
    </message>
    <message>
        <source>Final scoring: its value ({points}) in every group of {least} or more hexagons sharing its colour or its pattern (+{bonus} for a group of {six})</source>
        <translation>Puntuación final: su valor ({points}) en cada grupo de {least} o más hexágonos que compartan su color o su patrón (+{bonus} por un grupo de {six})</translation>
    </message>
    <message>
        <source>Left in storage at the end: −{points}</source>
        <translation>Si queda en el almacén al final: −{points}</translation>
    </message>
    <message>
        <source>Round scoring: every {colour} hexagon of your garden scores its pattern&apos;s value ({low} to {high})</source>
        <translation>Puntuación de ronda: cada hexágono {colour} de tu jardín da el valor de su patrón ({low} a {high})</translation>
    </message>
    <message>
        <source>Round scoring: every hexagon with {pattern} in your garden scores its value, {points}</source>
        <translation>Puntuación de ronda: cada hexágono con {pattern} de tu jardín da su valor, {points}</translation>
    </message>
    <message>
        <source>A criterion of round {n}</source>
        <translation>Un criterio de la ronda {n}</translation>
    </message>
    <message>
        <source>Take every available {colour} hexagon of the display (of identical copies, one of your choice); all of them must fit in your storage</source>
        <translation>Toma todos los hexágonos ({colour}) disponibles de la zona de exposición (de copias idénticas, una a tu elección); todos deben caber en tu almacén</translation>
    </message>
    <message>
        <source>Take every available hexagon with {pattern} of the display (of identical copies, one of your choice); all of them must fit in your storage</source>
        <translation>Toma todos los hexágonos con {pattern} disponibles de la zona de exposición (de copias idénticas, una a tu elección); todos deben caber en tu almacén</translation>
    </message>
    <message>
        <source>Acquire {criterion}</source>
        <translation>Adquirir: {criterion}</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>comodín</translation>
    </message>
    <message>
        <source>Replaces any hexagon of a payment except the one placed; never goes into the garden</source>
        <translation>Sustituye a cualquier hexágono de un pago, salvo el que se coloca; nunca va al jardín</translation>
    </message>
    <message>
        <source>Left in storage at the end: +{points} point</source>
        <translation>Si queda en el almacén al final: +{points} punto</translation>
    </message>
    <message>
        <source>Taking every {criterion} hexagon; identical copies: choose one of each</source>
        <translation>Cogiendo todos los hexágonos ({criterion}); copias idénticas: elige una de cada</translation>
    </message>
    <message>
        <source>Passing: click hexagons of your storage to discard them, or finish passing</source>
        <translation>Pasando: haz clic en hexágonos de tu almacén para descartarlos, o termina de pasar</translation>
    </message>
    <message>
        <source>Expansion from the supply (−6 points): choose its area</source>
        <translation>Expansión de la reserva (−6 puntos): elige su área</translation>
    </message>
    <message>
        <source>Placing {hexagon} (cost {cost})</source>
        <translation>Colocando {hexagon} (coste {cost})</translation>
    </message>
    <message>
        <source>area {area}</source>
        <translation>área {area}</translation>
    </message>
    <message>
        <source>on {cell}</source>
        <translation>en la casilla {cell}</translation>
    </message>
    <message>
        <source>paid: {items}</source>
        <translation>pagado: {items}</translation>
    </message>
    <message>
        <source>proposed (★): {items}</source>
        <translation>propuesta (★): {items}</translation>
    </message>
    <message>
        <source>jokers: {n}</source>
        <translation>comodines: {n}</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>jugador inicial</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ha pasado</translation>
    </message>
    <message>
        <source>Area {area}: no expansion yet</source>
        <extracomment>The &quot;Accept payment&quot; button of the table: not a view-model target (it is several Pay actions), the screen plays the view&apos;s ``pending.accept`` keys.</extracomment>
        <translation>Área {area}: aún sin expansión</translation>
    </message>
    <message>
        <source>Accept payment (★) ⏎</source>
        <translation>Aceptar pago (★) ⏎</translation>
    </message>
    <message>
        <source>Pay with the proposed items (★) at once (Enter)</source>
        <translation>Pagar de una vez con los elementos propuestos (★) (Intro)</translation>
    </message>
    <message>
        <source>jokers for surrounding a fountain {fountain}, statue {statue}, bench {bench}, pavilion {pavilion}</source>
        <translation>comodines por rodear: fuente {fountain}, estatua {statue}, banco {bench}, pabellón {pavilion}</translation>
    </message>
    <message>
        <source>which ornaments are statues or benches</source>
        <translation>qué ornamentos son estatuas o bancos</translation>
    </message>
    <message>
        <source>round points per hexagon: its pattern value</source>
        <translation>puntos de ronda por hexágono: el valor de su patrón</translation>
    </message>
    <message>
        <source>Provisional: {items}</source>
        <translation>Provisional: {items}</translation>
    </message>
    <message>
        <source>chooses {criterion}</source>
        <translation>elige {criterion}</translation>
    </message>
    <message>
        <source>chooses the copy of {hexagon}</source>
        <translation>elige la copia de {hexagon}</translation>
    </message>
    <message>
        <source>chooses the tile {hexagon}</source>
        <translation>elige la loseta {hexagon}</translation>
    </message>
    <message>
        <source>chooses the expansion {hexagon}</source>
        <translation>elige la expansión {hexagon}</translation>
    </message>
    <message>
        <source>takes an expansion from the supply</source>
        <translation>toma una expansión de la reserva</translation>
    </message>
    <message>
        <source>chooses the space {cell}</source>
        <translation>elige la casilla {cell}</translation>
    </message>
    <message>
        <source>chooses area {area}</source>
        <translation>elige el área {area}</translation>
    </message>
    <message>
        <source>turns the expansion</source>
        <translation>gira la expansión</translation>
    </message>
    <message>
        <source>expansion {hexagon}</source>
        <translation>expansión {hexagon}</translation>
    </message>
    <message>
        <source>pays with {item}</source>
        <translation>paga con {item}</translation>
    </message>
    <message>
        <source>discards {item}</source>
        <translation>descarta {item}</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>free space</source>
        <translation>casilla libre</translation>
    </message>
    <message>
        <source>(provisional)</source>
        <translation>(provisional)</translation>
    </message>
    <message>
        <source>surrounded</source>
        <translation>rodeado</translation>
    </message>
    <message numerus="yes">
        <source>%n jokers when surrounded</source>
        <translation>
            <numerusform>%n comodín al rodear</numerusform>
            <numerusform>%n comodines al rodear</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost to place: %n hexagons, itself included, all of one colour with different patterns or of one pattern with different colours (jokers may replace all but itself)</source>
        <translation>
            <numerusform>Costo de colocación: %n hexágono, él incluido, todos de un color con patrones distintos o de un patrón con colores distintos (los comodines pueden sustituir a todos menos a él)</numerusform>
            <numerusform>Costo de colocación: %n hexágonos, él incluido, todos de un color con patrones distintos o de un patrón con colores distintos (los comodines pueden sustituir a todos menos a él)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded: {items} (−%n points)</source>
        <translation>
            <numerusform>Descartados: {items} (−%n punto)</numerusform>
            <numerusform>Descartados: {items} (−%n puntos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the garden its pavilion scores %n points each round while visible</source>
        <translation>
            <numerusform>En el jardín su pabellón da %n punto en cada ronda mientras sea visible</numerusform>
            <numerusform>En el jardín su pabellón da %n puntos en cada ronda mientras sea visible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surrounding it gives %n jokers</source>
        <translation>
            <numerusform>rodearlo da %n comodín</numerusform>
            <numerusform>rodearlo da %n comodines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>{game}: this version of gardenapp cannot score this game yet</source>
        <translation>{game}: esta versión de gardenapp aún no puede puntuar este juego</translation>
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
        <translation>gardenapp: no se pudo escribir la salida ({reason})</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{value} is not null</source>
        <translation>{value} no es null</translation>
    </message>
    <message>
        <source>{value} is not a valid value here</source>
        <translation>{value} no es un valor válido aquí</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>{value} is not a possible action of this game</source>
        <translation>{value} no es una acción posible en este juego</translation>
    </message>
    <message>
        <source>unknown key (allowed here: {allowed})</source>
        <translation>clave desconocida (permitidas aquí: {allowed})</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} no es un número entero</translation>
    </message>
    <message>
        <source>{value} is less than {low}</source>
        <translation>{value} es menor que {low}</translation>
    </message>
    <message>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} no está entre {low} y {high}</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} no es verdadero ni falso</translation>
    </message>
    <message>
        <source>{value} is not a text string</source>
        <translation>{value} no es un texto</translation>
    </message>
    <message>
        <source>the photo was not opened: {reason}</source>
        <translation>la foto no se abrió: {reason}</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be shown ({char})</source>
        <translation>el nombre contiene un carácter que no se puede mostrar ({char})</translation>
    </message>
    <message>
        <source>the name holds a character that changes the direction of the text ({char})</source>
        <translation>el nombre contiene un carácter que cambia la dirección del texto ({char})</translation>
    </message>
    <message>
        <source>the name holds an invisible character ({char})</source>
        <translation>el nombre contiene un carácter invisible ({char})</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>se esperaba una lista</translation>
    </message>
    <message>
        <source>{value} is not one of {allowed}</source>
        <translation>{value} no es ninguno de {allowed}</translation>
    </message>
    <message>
        <source>{value} is far outside the range of this game</source>
        <translation>{value} está muy fuera del rango de este juego</translation>
    </message>
    <message>
        <source>{value} is not a date (year-month-day)</source>
        <translation>{value} no es una fecha (año-mes-día)</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>el archivo debe contener un solo objeto JSON</translation>
    </message>
    <message>
        <source>must be &quot;{expected}&quot;</source>
        <translation>debe ser &quot;{expected}&quot;</translation>
    </message>
    <message>
        <source>version {value} is not supported (this app reads {expected})</source>
        <translation>la versión {value} no es compatible (gardenapp lee la versión {expected})</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>el nombre está vacío</translation>
    </message>
    <message>
        <source>the name &quot;{name}&quot; is used twice</source>
        <translation>el nombre &quot;{name}&quot; aparece dos veces</translation>
    </message>
    <message>
        <source>{value} is not a game id (one of: {known})</source>
        <translation>{value} no es un identificador de juego (uno de: {known})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>esto es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>the file cannot be read (permission denied)</source>
        <translation>no se puede leer el archivo (permiso denegado)</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>el archivo no es texto UTF-8</translation>
    </message>
    <message>
        <source>the file cannot be read: {reason}</source>
        <translation>no se puede leer el archivo: {reason}</translation>
    </message>
    <message>
        <source>this is not a regular file; it was not replaced</source>
        <translation>esto no es un archivo normal; no se ha sustituido</translation>
    </message>
    <message>
        <source>the file is read-only; it was not replaced</source>
        <translation>el archivo es de solo lectura; no se ha sustituido</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation>esto no es un archivo normal (¿una tubería o un dispositivo?)</translation>
    </message>
    <message>
        <source>the key &quot;{key}&quot; appears twice in one object; which one is meant?</source>
        <translation>la clave &quot;{key}&quot; aparece dos veces en el mismo objeto; ¿cuál vale?</translation>
    </message>
    <message>
        <source>the number {number} is far outside the range of any game</source>
        <translation>el número {number} está muy fuera del rango de cualquier juego</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>JSON no válido: {reason}</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>el JSON está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>the path is empty</source>
        <translation>la ruta está vacía</translation>
    </message>
    <message>
        <source>the path holds a control character</source>
        <translation>la ruta contiene un carácter de control</translation>
    </message>
    <message>
        <source>{path} is outside the board file&apos;s folder (only a file in that folder or below it is opened)</source>
        <translation>{path} está fuera de la carpeta del archivo de tablero (solo se abre un archivo de esa carpeta o de sus subcarpetas)</translation>
    </message>
    <message>
        <source>{path} is a link that leads outside the board file&apos;s folder</source>
        <translation>{path} es un enlace que lleva fuera de la carpeta del archivo de tablero</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>opción desconocida</translation>
    </message>
    <message>
        <source>{value} is not a player count from {low} to {high}</source>
        <translation>{value} no es un número de jugadores entre {low} y {high}</translation>
    </message>
    <message>
        <source>{value} is not a game this version can play</source>
        <translation>{value} no es un juego que esta versión pueda jugar</translation>
    </message>
    <message>
        <source>cannot be replayed: {reason}</source>
        <translation>no se puede reproducir: {reason}</translation>
    </message>
    <message>
        <source>Crocodile</source>
        <translation>Cocodrilo</translation>
    </message>
    <message>
        <source>Stingray</source>
        <translation>Raya</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Trucha</translation>
    </message>
    <message>
        <source>Otter</source>
        <translation>Nutria</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Rana</translation>
    </message>
    <message>
        <source>Duck</source>
        <translation>Pato</translation>
    </message>
    <message>
        <source>Flamingo</source>
        <translation>Flamenco</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Lagarto</translation>
    </message>
    <message>
        <source>Shrew</source>
        <translation>Musaraña</translation>
    </message>
    <message>
        <source>Peacock</source>
        <translation>Pavo real</translation>
    </message>
    <message>
        <source>Squirrel</source>
        <translation>Ardilla</translation>
    </message>
    <message>
        <source>Hedgehog</source>
        <translation>Erizo</translation>
    </message>
    <message>
        <source>Bee</source>
        <translation>Abeja</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Oso</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Conejo</translation>
    </message>
    <message>
        <source>Macaw</source>
        <translation>Guacamayo</translation>
    </message>
    <message>
        <source>Wild boar</source>
        <translation>Jabalí</translation>
    </message>
    <message>
        <source>Koala</source>
        <translation>Koala</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Lobo</translation>
    </message>
    <message>
        <source>Kingfisher</source>
        <translation>Martín pescador</translation>
    </message>
    <message>
        <source>Penguin</source>
        <translation>Pingüino</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>Murciélago</translation>
    </message>
    <message>
        <source>Fennec fox</source>
        <translation>Fénec</translation>
    </message>
    <message>
        <source>Macaque</source>
        <translation>Macaco japonés</translation>
    </message>
    <message>
        <source>Eagle</source>
        <translation>Águila</translation>
    </message>
    <message>
        <source>Meerkat</source>
        <translation>Suricata</translation>
    </message>
    <message>
        <source>Crow</source>
        <translation>Cuervo</translation>
    </message>
    <message>
        <source>Llama</source>
        <translation>Llama</translation>
    </message>
    <message>
        <source>Arctic fox</source>
        <translation>Zorro ártico</translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation>Mapache</translation>
    </message>
    <message>
        <source>Ladybug</source>
        <translation>Mariquita</translation>
    </message>
    <message>
        <source>Panther</source>
        <translation>Pantera</translation>
    </message>
    <message>
        <source>Lion&apos;s Spirit</source>
        <translation>Espíritu del León</translation>
    </message>
    <message>
        <source>Butterfly Spirit</source>
        <translation>Espíritu de la Mariposa</translation>
    </message>
    <message>
        <source>Deer Spirit</source>
        <translation>Espíritu del Ciervo</translation>
    </message>
    <message>
        <source>Owl Spirit</source>
        <translation>Espíritu del Búho</translation>
    </message>
    <message>
        <source>Cat Spirit</source>
        <translation>Espíritu del Gato</translation>
    </message>
    <message>
        <source>Stork Spirit</source>
        <translation>Espíritu de la Cigüeña</translation>
    </message>
    <message>
        <source>Ram Spirit</source>
        <translation>Espíritu del Carnero</translation>
    </message>
    <message>
        <source>Marmot Spirit</source>
        <translation>Espíritu de la Marmota</translation>
    </message>
    <message>
        <source>Dragonfly Spirit</source>
        <translation>Espíritu de la Libélula</translation>
    </message>
    <message>
        <source>Tortoise Spirit</source>
        <translation>Espíritu de la Tortuga</translation>
    </message>
    <message>
        <source>Butterfly Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Puntos del Espíritu de la Mariposa leídos de los iconos de la carta, sin comprobar en una partida puntuada</translation>
    </message>
    <message>
        <source>Deer Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Puntos del Espíritu del Ciervo leídos de los iconos de la carta, sin comprobar en una partida puntuada</translation>
    </message>
    <message>
        <source>Stork Spirit points read from the card icons, not checked against a scored game</source>
        <translation>Puntos del Espíritu de la Cigüeña leídos de los iconos de la carta, sin comprobar en una partida puntuada</translation>
    </message>
    <message>
        <source>Side B shape (7 columns 4,3,4,3,4,3,4) reconstructed from pictures</source>
        <translation>Forma de la cara B (7 columnas 4,3,4,3,4,3,4) reconstruida a partir de imágenes</translation>
    </message>
    <message>
        <source>Solo spirit suns follow the spirit chosen, placed or not</source>
        <translation>En solitario, los soles del espíritu dependen del espíritu elegido, colocado o no</translation>
    </message>
    <message>
        <source>{value} is not a garden space (&quot;row,col&quot;, rows 1-6, columns 1-9)</source>
        <translation>{value} no es una casilla del jardín (&quot;fila,columna&quot;, filas 1-6, columnas 1-9)</translation>
    </message>
    <message>
        <source>printed spaces are only given with layout &quot;custom&quot;</source>
        <translation>las casillas preimpresas solo se indican con la disposición &quot;custom&quot;</translation>
    </message>
    <message>
        <source>is missing (layout &quot;custom&quot; needs its printed spaces)</source>
        <translation>falta (la disposición &quot;custom&quot; necesita sus casillas preimpresas)</translation>
    </message>
    <message>
        <source>a game with the automaton has exactly 2 players: one person and Pedro Bot</source>
        <translation>una partida con el autómata tiene exactamente 2 jugadores: una persona y Pedro Bot</translation>
    </message>
    <message>
        <source>only one player can be the automaton</source>
        <translation>solo un jugador puede ser el autómata</translation>
    </message>
    <message>
        <source>a printed space cannot hold a gardener</source>
        <translation>una casilla preimpresa no puede tener un jardinero</translation>
    </message>
    <message>
        <source>the layout is missing: give the game&apos;s layout or this player&apos;s own</source>
        <translation>falta la disposición: indica la disposición de la partida o la de este jugador</translation>
    </message>
    <message>
        <source>row {row}, {element} column</source>
        <translation>fila {row}, columna {element}</translation>
    </message>
    <message>
        <source>the space in {cell} is listed twice</source>
        <translation>la casilla en {cell} aparece dos veces</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s garden has no printed spaces; remove its layout</source>
        <translation>el jardín de Pedro Bot no tiene casillas preimpresas; quita su disposición</translation>
    </message>
    <message>
        <source>the {element} mission card is also held by {name} (there is one card per element)</source>
        <translation>la carta de misión {element} también la tiene {name} (hay una carta por elemento)</translation>
    </message>
    <message>
        <source>{player}: row 1 is not completely filled</source>
        <translation>{player}: la fila 1 no está completa</translation>
    </message>
    <message>
        <source>{player}: the noble of the {element} column stands in row {row}, on no ornament</source>
        <translation>{player}: el noble de la columna {element} está en la fila {row}, en una casilla sin ornamento</translation>
    </message>
    <message>
        <source>{player}: the noble in {cell} is not connected to row 1 through filled spaces</source>
        <translation>{player}: el noble en {cell} no está conectado con la fila 1 por casillas ocupadas</translation>
    </message>
    <message>
        <source>layout {layout} is a provisional layout (not the printed board): check its printed spaces against your board, or draw them with the custom layout</source>
        <translation>la disposición {layout} es provisional (no es el tablero impreso): comprueba las casillas preimpresas con tu tablero o dibújalas con la disposición personalizada</translation>
    </message>
    <message>
        <source>the {what} are provisional values: enter the numbers printed on your board</source>
        <translation>{what}: valores provisionales; introduce los números impresos en tu tablero</translation>
    </message>
    <message>
        <source>{player}: track score {score} is less than {sum}, the sum of the nobles&apos; rows</source>
        <translation>{player}: la puntuación del marcador, {score}, es menor que {sum}, la suma de las filas de los nobles</translation>
    </message>
    <message>
        <source>{player}: track score {score} is more than {most} (18 moves of 6 points)</source>
        <translation>{player}: la puntuación del marcador, {score}, es mayor que {most} (18 movimientos de 6 puntos)</translation>
    </message>
    <message>
        <source>row bonuses</source>
        <translation>bonificaciones de filas</translation>
    </message>
    <message>
        <source>column bonuses</source>
        <translation>bonificaciones de columnas</translation>
    </message>
    <message>
        <source>mission points</source>
        <translation>puntos de misión</translation>
    </message>
    <message>
        <source>Labyrinth</source>
        <translation>Laberinto</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Estatua</translation>
    </message>
    <message>
        <source>Pavilion</source>
        <translation>Pabellón</translation>
    </message>
    <message>
        <source>Topiary</source>
        <translation>Topiaria</translation>
    </message>
    <message>
        <source>Stairs</source>
        <translation>Escalinata</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Rose arch</source>
        <translation>Arco de rosas</translation>
    </message>
    <message>
        <source>Herb spiral</source>
        <translation>Espiral de hierbas</translation>
    </message>
    <message>
        <source>Grapevine</source>
        <translation>Vid</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beis</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
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
        <translation>izquierda</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>Play one of your cards first</source>
        <translation>Primero juega una de tus cartas</translation>
    </message>
    <message>
        <source>You have already played a card this turn</source>
        <translation>Ya jugaste una carta en este turno</translation>
    </message>
    <message>
        <source>You have already taken a tile this turn</source>
        <translation>Ya tomaste una loseta en este turno</translation>
    </message>
    <message>
        <source>That display space is empty</source>
        <translation>Ese espacio de la exposición está vacío</translation>
    </message>
    <message>
        <source>Your card takes a tile showing {element}</source>
        <translation>Tu carta toma una loseta con {element}</translation>
    </message>
    <message>
        <source>Your card {card} takes a tile from the spaces of its two colours</source>
        <translation>Tu carta {card} toma una loseta de los espacios de sus dos colores</translation>
    </message>
    <message>
        <source>Take a tile from the display first</source>
        <translation>Primero toma una loseta de la exposición</translation>
    </message>
    <message>
        <source>That space of your garden is not empty</source>
        <translation>Ese espacio de tu jardín no está vacío</translation>
    </message>
    <message>
        <source>The gardener goes on an empty space of row {row} or column {col}</source>
        <translation>El jardinero va a un espacio vacío de la fila {row} o de la columna {col}</translation>
    </message>
    <message>
        <source>Your tile is placed: move a noble or skip</source>
        <translation>Tu loseta ya está colocada: mueve un noble u omite el movimiento</translation>
    </message>
    <message>
        <source>A noble only moves down its column, to a lower row</source>
        <translation>Un noble solo baja por su columna, a una fila inferior</translation>
    </message>
    <message>
        <source>A noble ends on an ornament, never on a gardener or an empty space</source>
        <translation>Un noble termina en un ornamento, nunca en un jardinero ni en un espacio vacío</translation>
    </message>
    <message>
        <source>No path of built spaces leads that noble there</source>
        <translation>Ningún camino de espacios construidos lleva a ese noble hasta allí</translation>
    </message>
    <message>
        <source>A noble stays in its own column</source>
        <translation>Un noble se queda en su propia columna</translation>
    </message>
    <message>
        <source>moves no noble</source>
        <translation>no mueve ningún noble</translation>
    </message>
    <message>
        <source>plays the card {card}</source>
        <translation>juega la carta {card}</translation>
    </message>
    <message>
        <source>no noble can move</source>
        <translation>ningún noble puede moverse</translation>
    </message>
    <message>
        <source>moves the {element} noble from the terrace to row {end}: +{points}</source>
        <translation>mueve al noble de la columna {element} desde la terraza hasta la fila {end}: +{points}</translation>
    </message>
    <message>
        <source>moves the {element} noble from row {start} to row {end}: +{points}</source>
        <translation>mueve al noble de la columna {element} desde la fila {start} hasta la fila {end}: +{points}</translation>
    </message>
    <message>
        <source>a {element} refills row {row} ({colour}, {side})</source>
        <translation>una loseta de {element} repone la fila {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>roba una carta</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the last round begins</source>
        <translation>empieza la última ronda</translation>
    </message>
    <message>
        <source>takes the {element} from row {row} ({colour}, {side})</source>
        <translation>toma la loseta de {element} de la fila {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>places the {element} on {cell}</source>
        <translation>coloca la loseta de {element} en {cell}</translation>
    </message>
    <message>
        <source>places a gardener on {cell}</source>
        <translation>coloca un jardinero en {cell}</translation>
    </message>
    <message>
        <source>completes row {row}: +{points} at the end of the game</source>
        <translation>completa la fila {row}: +{points} al final de la partida</translation>
    </message>
    <message>
        <source>completes column {col}: +{points} at the end of the game</source>
        <translation>completa la columna {col}: +{points} al final de la partida</translation>
    </message>
    <message>
        <source>{first} + {second} (rows {a}, {b})</source>
        <translation>{first} + {second} (filas {a}, {b})</translation>
    </message>
    <message>
        <source>reveals the card {card}</source>
        <translation>revela la carta {card}</translation>
    </message>
    <message>
        <source>rolls a {die}</source>
        <translation>saca un {die} en el dado</translation>
    </message>
    <message>
        <source>Green plot tiles 6 plain / 2 watershed / 2 enclosure / 1 fertilizer: sources disagree (BGA says 5 plain / 2 fertilizer).</source>
        <translation>Parcelas verdes 6 en blanco / 2 cuenca / 2 recinto / 1 fertilizante: las fuentes no coinciden (BGA dice 5 en blanco / 2 fertilizante).</translation>
    </message>
    <message>
        <source>Which tip goes with which middle in a two-colour diamond is not confirmed by a printed card.</source>
        <translation>Qué punta va con qué centro en un diamante de dos colores no lo confirma ninguna carta impresa.</translation>
    </message>
    <message>
        <source>Multi-stalk gardener objectives count stalks of exactly 3 sections (a stalk of 4 does not count).</source>
        <translation>Los objetivos de jardinero de varios tallos cuentan tallos de exactamente 3 secciones (uno de 4 no cuenta).</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>watershed</source>
        <translation>cuenca</translation>
    </message>
    <message>
        <source>fertilizer</source>
        <translation>fertilizante</translation>
    </message>
    <message>
        <source>enclosure</source>
        <translation>recinto</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Lluvia</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Viento</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Tormenta</translation>
    </message>
    <message>
        <source>Clouds</source>
        <translation>Nubes</translation>
    </message>
    <message>
        <source>Your choice (?)</source>
        <translation>A tu elección (?)</translation>
    </message>
    <message>
        <source>plot</source>
        <translation>parcela</translation>
    </message>
    <message>
        <source>gardener</source>
        <translation>jardinero</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>panda</translation>
    </message>
    <message>
        <source>{value} is listed twice (one cube per space)</source>
        <translation>{value} aparece dos veces (un cubo por casilla)</translation>
    </message>
    <message>
        <source>{value} is empty: a cube sits on a token</source>
        <translation>{value} está vacía: un cubo va sobre una ficha</translation>
    </message>
    <message>
        <source>{value} is not a space of side {side}</source>
        <translation>{value} no es una casilla de la cara {side}</translation>
    </message>
    <message>
        <source>{stack} is not a legal stack (bottom to top)</source>
        <translation>{stack} no es una pila válida (de abajo arriba)</translation>
    </message>
    <message>
        <source>the Nature&apos;s Spirit is missing: with the spirits variant, give the spirit kept and whether its cube was placed</source>
        <translation>falta el Espíritu de la Naturaleza: con la variante de los espíritus, indica el espíritu elegido y si se colocó su cubo</translation>
    </message>
    <message>
        <source>a Nature&apos;s Spirit is only allowed with the spirits variant</source>
        <translation>un Espíritu de la Naturaleza solo se admite con la variante de los espíritus</translation>
    </message>
    <message>
        <source>card {card} is listed twice on this board</source>
        <translation>la carta {card} aparece dos veces en este tablero</translation>
    </message>
    <message>
        <source>card {card} is already on {name}&apos;s board</source>
        <translation>la carta {card} ya está en el tablero de {name}</translation>
    </message>
    <message>
        <source>{value} is not a space of rows 2-6 (&quot;row,col&quot;)</source>
        <translation>{value} no es una casilla de las filas 2-6 (&quot;fila,columna&quot;)</translation>
    </message>
    <message>
        <source>{value} is not an objective card id</source>
        <translation>{value} no es un identificador de carta de objetivo</translation>
    </message>
    <message>
        <source>{card} is already completed by {player}</source>
        <translation>{player} ya ha completado {card}</translation>
    </message>
    <message>
        <source>more {card} cards than the {count} in the game</source>
        <translation>más cartas {card} que las {count} del juego</translation>
    </message>
    <message>
        <source>only one player holds the Emperor card</source>
        <translation>solo un jugador tiene la carta del Emperador</translation>
    </message>
    <message>
        <source>the plot {cell} cannot be placed: it is not next to the pond nor to two plots placed before it</source>
        <translation>la parcela {cell} no se puede colocar: no está junto al estanque ni junto a dos parcelas colocadas antes</translation>
    </message>
    <message>
        <source>channel {a}|{b} is not between two plots</source>
        <translation>el canal {a}|{b} no está entre dos parcelas</translation>
    </message>
    <message>
        <source>channel {a}|{b} is not connected to the pond</source>
        <translation>el canal {a}|{b} no está conectado al estanque</translation>
    </message>
    <message>
        <source>{value} is not a cell &quot;q,r&quot;</source>
        <translation>{value} no es una casilla &quot;q,r&quot;</translation>
    </message>
    <message>
        <source>the pond is not a plot</source>
        <translation>el estanque no es una parcela</translation>
    </message>
    <message>
        <source>a printed improvement needs an improvement</source>
        <translation>una mejora impresa necesita indicar la mejora</translation>
    </message>
    <message>
        <source>a channel is a list of two cells</source>
        <translation>un canal es una lista de dos casillas</translation>
    </message>
    <message>
        <source>{a} and {b} are not neighbours</source>
        <translation>{a} y {b} no son adyacentes</translation>
    </message>
    <message>
        <source>this channel is listed twice</source>
        <translation>este canal aparece dos veces</translation>
    </message>
    <message>
        <source>{cell} is neither the pond nor a plot</source>
        <translation>{cell} no es ni el estanque ni una parcela</translation>
    </message>
    <message>
        <source>bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)</source>
        <translation>el bambú solo crece en una parcela regada (junto al estanque, a un canal o con cuenca)</translation>
    </message>
    <message>
        <source>Final score: {points}</source>
        <translation>Puntuación final: {points}</translation>
    </message>
    <message>
        <source>No points yet: no winner</source>
        <translation>Aún no hay puntos: no hay ganador</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Victoria: {names}</translation>
    </message>
    <message>
        <source>Draw: {names}</source>
        <translation>Empate: {names}</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Victoria compartida: {names}</translation>
    </message>
    <message>
        <source>{name} wins on {tiebreak}, {won} to {lost}</source>
        <translation>{name} gana en el desempate ({tiebreak}), {won} a {lost}</translation>
    </message>
    <message>
        <source>{value} is not a number</source>
        <translation>{value} no es un número</translation>
    </message>
    <message>
        <source>must be {expected}</source>
        <translation>debe ser {expected}</translation>
    </message>
    <message>
        <source>{value} is not of the expected form</source>
        <translation>{value} no tiene la forma esperada</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no puede estar vacío</translation>
    </message>
    <message>
        <source>{value} is more than {high}</source>
        <translation>{value} es mayor que {high}</translation>
    </message>
    <message>
        <source>unknown key (nothing is allowed here)</source>
        <translation>clave desconocida (aquí no se admite ninguna clave)</translation>
    </message>
    <message>
        <source>is missing (needed with {other})</source>
        <translation>falta (es necesario con {other})</translation>
    </message>
    <message>
        <source>{value} is listed twice</source>
        <translation>{value} aparece dos veces</translation>
    </message>
    <message>
        <source>{value} is not of a form allowed here</source>
        <translation>{value} no tiene ninguna de las formas admitidas aquí</translation>
    </message>
    <message>
        <source>{value} is not a cell of the garden</source>
        <translation>{value} no es una casilla del jardín</translation>
    </message>
    <message>
        <source>must be null, &quot;face_down&quot; or {{colour, pattern, orientation}}</source>
        <translation>debe ser null, &quot;face_down&quot; o {{colour, pattern, orientation}}</translation>
    </message>
    <message>
        <source>is the fountain, not a space</source>
        <translation>es la fuente, no una casilla</translation>
    </message>
    <message>
        <source>is an ornament (statue or bench), not a space</source>
        <translation>es un ornamento (estatua o banco), no una casilla</translation>
    </message>
    <message>
        <source>area {area} has no expansion</source>
        <translation>el área {area} no tiene expansión</translation>
    </message>
    <message>
        <source>is the pavilion of the expansion in {area}, not a space</source>
        <translation>es el pabellón de la expansión del área {area}, no una casilla</translation>
    </message>
    <message>
        <source>holds the printed hexagon of the expansion in {area}</source>
        <translation>tiene el hexágono impreso de la expansión del área {area}</translation>
    </message>
    <message>
        <source>{name}: the group {cells} holds two identical hexagons (the group rule)</source>
        <translation>{name}: el grupo {cells} tiene dos hexágonos idénticos (regla de los grupos)</translation>
    </message>
    <message>
        <source>no such area (A1 to A6)</source>
        <translation>no existe esa área (A1 a A6)</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>light green</source>
        <translation>verde claro</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>lilac</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>árbol</translation>
    </message>
    <message>
        <source>bird</source>
        <translation>pájaro</translation>
    </message>
    <message>
        <source>butterflies</source>
        <translation>mariposas</translation>
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
        <translation>lirios</translation>
    </message>
    <message>
        <source>the wheel must list 4 rounds of 3 criteria</source>
        <translation>la rueda debe indicar 4 rondas de 3 criterios</translation>
    </message>
    <message>
        <source>round {round} must list 3 criteria</source>
        <translation>la ronda {round} debe indicar 3 criterios</translation>
    </message>
    <message>
        <source>round {round}: {value} is not a colour or pattern id</source>
        <translation>ronda {round}: {value} no es un identificador de color ni de patrón</translation>
    </message>
    <message>
        <source>the 12 criteria must be the 6 colours and the 6 patterns, each once</source>
        <translation>los 12 criterios deben ser los 6 colores y los 6 patrones, cada uno una vez</translation>
    </message>
    <message>
        <source>{colour} {pattern}</source>
        <translation>{pattern} en {colour}</translation>
    </message>
    <message>
        <source>a joker</source>
        <translation>un comodín</translation>
    </message>
    <message>
        <source>the {hexagon} expansion</source>
        <translation>la expansión {hexagon}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>take every {criterion} hexagon: {items}</source>
        <translation>toma todos los hexágonos ({criterion}): {items}</translation>
    </message>
    <message>
        <source>place the {hexagon} from your storage on {cell}, paying {payment}</source>
        <translation>coloca {hexagon} de tu almacén en la casilla {cell}, pagando con {payment}</translation>
    </message>
    <message>
        <source>place the {hexagon} expansion from your storage in area {area} (printed hexagon on {cell}), paying {payment}</source>
        <translation>coloca la expansión {hexagon} de tu almacén en el área {area} (hexágono impreso en la casilla {cell}), pagando con {payment}</translation>
    </message>
    <message>
        <source>pass first: take the first player marker and lose {points} point</source>
        <translation>pasa en primer lugar: toma el marcador de jugador inicial y pierde {points} punto</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>take the {hexagon} from the top of the stack</source>
        <translation>toma {hexagon} de la parte superior de la pila</translation>
    </message>
    <message>
        <source>take the face-up {hexagon} expansion</source>
        <translation>toma la expansión {hexagon} boca arriba</translation>
    </message>
    <message>
        <source>take every {criterion} hexagon</source>
        <translation>toma todos los hexágonos ({criterion})</translation>
    </message>
    <message>
        <source>take the {hexagon} from face-down expansion {number}</source>
        <translation>toma {hexagon} de la expansión boca abajo {number}</translation>
    </message>
    <message>
        <source>choose the {hexagon} in your storage</source>
        <translation>elige {hexagon} de tu almacén</translation>
    </message>
    <message>
        <source>choose the {hexagon} expansion in your storage</source>
        <translation>elige la expansión {hexagon} de tu almacén</translation>
    </message>
    <message>
        <source>buy the top expansion of the supply</source>
        <translation>compra la expansión superior de la reserva</translation>
    </message>
    <message>
        <source>put it on {cell}</source>
        <translation>colócalo en la casilla {cell}</translation>
    </message>
    <message>
        <source>put it in area {area}</source>
        <translation>colócala en el área {area}</translation>
    </message>
    <message>
        <source>turn it to ring cell {number}</source>
        <translation>gírala hacia la casilla {number} del anillo</translation>
    </message>
    <message>
        <source>pay with {item}</source>
        <translation>paga con {item}</translation>
    </message>
    <message>
        <source>discard {item}</source>
        <translation>descarta {item}</translation>
    </message>
    <message>
        <source>finish passing</source>
        <translation>termina de pasar</translation>
    </message>
    <message>
        <source>Choose a tile of your storage first</source>
        <translation>Primero elige una loseta de tu almacén</translation>
    </message>
    <message>
        <source>takes every {criterion} hexagon: {items}</source>
        <translation>toma todos los hexágonos ({criterion}): {items}</translation>
    </message>
    <message>
        <source>places the {hexagon} expansion in area {area} (printed hexagon on {cell}), paying {payment}</source>
        <translation>coloca la expansión {hexagon} en el área {area} (hexágono impreso en la casilla {cell}), pagando con {payment}</translation>
    </message>
    <message>
        <source>places {hexagon} on {cell}, paying {payment}</source>
        <translation>coloca {hexagon} en la casilla {cell}, pagando con {payment}</translation>
    </message>
    <message>
        <source>passes first, takes the first player marker and loses {points} point</source>
        <translation>pasa en primer lugar, toma el marcador de jugador inicial y pierde {points} punto</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>final scoring: storage {storage}, groups {groups}, total {total}</source>
        <translation>puntuación final: almacén {storage}, grupos {groups}, total {total}</translation>
    </message>
    <message>
        <source>starts round {round}</source>
        <translation>empieza la ronda {round}</translation>
    </message>
    <message>
        <source>fountain</source>
        <translation>fuente</translation>
    </message>
    <message>
        <source>statue</source>
        <translation>estatua</translation>
    </message>
    <message>
        <source>bench</source>
        <translation>banco</translation>
    </message>
    <message>
        <source>pavilion</source>
        <translation>pabellón</translation>
    </message>
    <message>
        <source>Waiting for player {player}</source>
        <translation>Esperando al jugador {player}</translation>
    </message>
    <message>
        <source>Acquire a colour or a pattern, place a tile or an expansion, or pass</source>
        <translation>Adquiere un color o un patrón, coloca una loseta o una expansión, o pasa</translation>
    </message>
    <message>
        <source>Identical hexagons: choose which copy of each to take</source>
        <translation>Hexágonos idénticos: elige qué copia de cada uno tomar</translation>
    </message>
    <message>
        <source>Choose a free space for the {hexagon}</source>
        <translation>Elige una casilla libre para el hexágono {hexagon}</translation>
    </message>
    <message>
        <source>Choose a free area for the expansion</source>
        <translation>Elige un área libre para la expansión</translation>
    </message>
    <message>
        <source>Choose the cell of the printed {hexagon}</source>
        <translation>Elige la casilla del hexágono impreso {hexagon}</translation>
    </message>
    <message>
        <source>Passing: discard hexagons (each costs its value) or finish</source>
        <translation>Pasando: descarta hexágonos (cada uno cuesta su valor) o termina</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>That move is not allowed now</source>
        <translation>Esa jugada no está permitida ahora</translation>
    </message>
    <message>
        <source>That is another player&apos;s garden or storage</source>
        <translation>Ese es el jardín o el almacén de otro jugador</translation>
    </message>
    <message>
        <source>No available hexagon is {criterion}</source>
        <translation>No hay ningún hexágono disponible ({criterion})</translation>
    </message>
    <message>
        <source>Every {criterion} hexagon must be taken and they do not all fit in your storage</source>
        <translation>Hay que tomar todos los hexágonos ({criterion}) y no caben todos en tu almacén</translation>
    </message>
    <message>
        <source>You cannot pay {cost}: not enough hexagons of its colour or pattern, or jokers</source>
        <translation>No puedes pagar {cost}: no hay suficientes hexágonos de su color o patrón, ni comodines</translation>
    </message>
    <message>
        <source>No free space of your garden accepts the {hexagon}</source>
        <translation>Ninguna casilla libre de tu jardín admite el hexágono {hexagon}</translation>
    </message>
    <message>
        <source>Your garden has no free area</source>
        <translation>Tu jardín no tiene ningún área libre</translation>
    </message>
    <message>
        <source>Its printed hexagon fits no free area</source>
        <translation>Su hexágono impreso no encaja en ningún área libre</translation>
    </message>
    <message>
        <source>The supply is empty</source>
        <translation>La reserva está vacía</translation>
    </message>
    <message>
        <source>That is not a free space of your garden</source>
        <translation>Esa no es una casilla libre de tu jardín</translation>
    </message>
    <message>
        <source>A tile must share its colour or its pattern with a neighbouring hexagon</source>
        <translation>Una loseta debe compartir su color o su patrón con un hexágono vecino</translation>
    </message>
    <message>
        <source>A group would hold two identical hexagons</source>
        <translation>Un grupo tendría dos hexágonos idénticos</translation>
    </message>
    <message>
        <source>That area already has an expansion</source>
        <translation>Esa área ya tiene una expansión</translation>
    </message>
    <message>
        <source>The printed hexagon fits no orientation in that area</source>
        <translation>El hexágono impreso no encaja en ninguna orientación en esa área</translation>
    </message>
    <message>
        <source>The printed hexagon does not fit there (colour or pattern, group rule)</source>
        <translation>El hexágono impreso no encaja ahí (color o patrón, regla de los grupos)</translation>
    </message>
    <message>
        <source>A payment is all one pattern in different colours or all one colour in different patterns, exactly the cost</source>
        <translation>Un pago es todo de un mismo patrón en colores distintos o todo de un mismo color en patrones distintos, exactamente el coste</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>Take tokens from the central board first</source>
        <translation>Primero toma fichas del tablero central</translation>
    </message>
    <message>
        <source>That is not a space of your board</source>
        <translation>Eso no es un espacio de tu tablero</translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}, {second} y {third}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>ninguna ficha</translation>
    </message>
    <message>
        <source>Choose your Nature&apos;s Spirit first</source>
        <translation>Primero elige tu Espíritu de la Naturaleza</translation>
    </message>
    <message>
        <source>You have already taken tokens this turn</source>
        <translation>Ya tomaste fichas en este turno</translation>
    </message>
    <message>
        <source>That space of the central board is empty</source>
        <translation>Ese espacio del tablero central está vacío</translation>
    </message>
    <message>
        <source>You have no {colour} token in hand</source>
        <translation>No tienes ninguna ficha de color {colour} en la mano</translation>
    </message>
    <message>
        <source>A space with a cube on it takes no more tokens</source>
        <translation>Un espacio con un cubo no admite más fichas</translation>
    </message>
    <message>
        <source>A {colour} token cannot go on that stack ({stack})</source>
        <translation>Una ficha de color {colour} no puede ir sobre esa pila ({stack})</translation>
    </message>
    <message>
        <source>You have already taken a card this turn</source>
        <translation>Ya tomaste una carta en este turno</translation>
    </message>
    <message>
        <source>That space already holds a cube</source>
        <translation>Ese espacio ya tiene un cubo</translation>
    </message>
    <message>
        <source>The card&apos;s habitat is not on your board with its cube there</source>
        <translation>El hábitat de la carta no está en tu tablero con su cubo en ese espacio</translation>
    </message>
    <message>
        <source>Place the tokens in your hand first</source>
        <translation>Primero coloca las fichas que tienes en la mano</translation>
    </message>
    <message>
        <source>places a {colour} token on {cell}</source>
        <translation>coloca una ficha de color {colour} en {cell}</translation>
    </message>
    <message>
        <source>places a cube from the {card} card on {cell}</source>
        <translation>coloca un cubo de la carta {card} en {cell}</translation>
    </message>
    <message>
        <source>completes the {card} card</source>
        <translation>completa la carta {card}</translation>
    </message>
    <message>
        <source>takes {tokens} from central space {space}</source>
        <translation>toma del espacio central {space}: {tokens}</translation>
    </message>
    <message>
        <source>takes the {card} card</source>
        <translation>toma la carta {card}</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>termina el turno</translation>
    </message>
    <message>
        <source>discards the {card} card and ends the turn</source>
        <translation>descarta la carta {card} y termina el turno</translation>
    </message>
    <message>
        <source>keeps the {card} and returns the other spirit unseen</source>
        <translation>se queda con el {card} y devuelve el otro espíritu sin mostrarlo</translation>
    </message>
    <message>
        <source>central space {space} is refilled with {tokens}</source>
        <translation>el espacio central {space} se repone: {tokens}</translation>
    </message>
    <message>
        <source>the pouch cannot refill the central board: the game ends after this round</source>
        <translation>la bolsa no puede reponer el tablero central: la partida termina tras esta ronda</translation>
    </message>
    <message>
        <source>the {card} card is revealed on the display</source>
        <translation>la carta {card} se revela y queda expuesta</translation>
    </message>
    <message>
        <source>the round is complete: the game is over</source>
        <translation>la ronda está completa: la partida ha terminado</translation>
    </message>
    <message>
        <source>Choose your Nature&apos;s Spirit: click one of the two cards beside your board</source>
        <translation>Elige tu Espíritu de la Naturaleza: haz clic en una de las dos cartas junto a tu tablero</translation>
    </message>
    <message>
        <source>Take the 3 tokens of a central space; you may also take a card or place cubes at any moment</source>
        <translation>Toma las 3 fichas de un espacio central; también puedes tomar una carta o colocar cubos en cualquier momento</translation>
    </message>
    <message>
        <source>A habitat is ready: click the card, then a highlighted space; or take or discard a card, or end your turn</source>
        <translation>Un hábitat está listo: haz clic en la carta y luego en una casilla resaltada; o toma o descarta una carta, o termina tu turno</translation>
    </message>
    <message>
        <source>Take or discard a card if you like, then end your turn</source>
        <translation>Toma o descarta una carta si quieres y luego termina tu turno</translation>
    </message>
    <message>
        <source>A habitat is ready: click the card, then a highlighted space; or end your turn</source>
        <translation>Un hábitat está listo: haz clic en la carta y luego en una casilla resaltada; o termina tu turno</translation>
    </message>
    <message>
        <source>Take a card if you like, then end your turn</source>
        <translation>Toma una carta si quieres y luego termina tu turno</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Termina tu turno</translation>
    </message>
    <message>
        <source>The game is over: see the final score.</source>
        <translation>La partida ha terminado: mira la puntuación final.</translation>
    </message>
    <message>
        <source>Pedro Bot reveals the top card of its deck…</source>
        <translation>Pedro Bot revela la carta superior de su mazo…</translation>
    </message>
    <message>
        <source>Pedro Bot ({card}) rolls its die…</source>
        <translation>Pedro Bot ({card}) tira su dado…</translation>
    </message>
    <message>
        <source>Pedro Bot ({card}) takes the tile worth the most to it…</source>
        <translation>Pedro Bot ({card}) toma la loseta que más puntos le da…</translation>
    </message>
    <message>
        <source>Pedro Bot places its tile in its own column and moves that noble…</source>
        <translation>Pedro Bot coloca la loseta en la columna que le corresponde y mueve al noble de esa columna…</translation>
    </message>
    <message>
        <source>Play a card: click one of your two cards.</source>
        <translation>Juega una carta: haz clic en una de tus dos cartas.</translation>
    </message>
    <message>
        <source>Take a tile: click one of the highlighted tiles on the main board.</source>
        <translation>Toma una loseta: haz clic en una de las losetas resaltadas del tablero común.</translation>
    </message>
    <message>
        <source>Space {cell} is already filled: flip the tile and place the gardener on a highlighted space.</source>
        <translation>La casilla {cell} ya está ocupada: voltea la loseta y coloca el jardinero en una casilla resaltada.</translation>
    </message>
    <message>
        <source>You may move one noble: click a highlighted noble, then one of its destinations. Or skip.</source>
        <translation>Puedes mover un noble: haz clic en un noble resaltado y luego en uno de sus destinos. O pasa.</translation>
    </message>
    <message>
        <source>line</source>
        <translation>recta</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triángulo</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>diamante</translation>
    </message>
    <message>
        <source>{a}–{b} diamond</source>
        <translation>diamante {a}–{b}</translation>
    </message>
    <message>
        <source>{colour} {shape}</source>
        <translation>{shape} en {colour}</translation>
    </message>
    <message>
        <source>{colour} stalk of 4 ({improvement})</source>
        <translation>tallo de 4 en {colour} ({improvement})</translation>
    </message>
    <message>
        <source>{colour} stalk of 4 (no improvement)</source>
        <translation>tallo de 4 en {colour} (sin mejora)</translation>
    </message>
    <message>
        <source>Panda eats {items}</source>
        <translation>El panda come {items}</translation>
    </message>
    <message>
        <source>{colour} plot with a printed {improvement}</source>
        <translation>parcela de color {colour} con mejora impresa ({improvement})</translation>
    </message>
    <message>
        <source>{colour} plot</source>
        <translation>parcela de color {colour}</translation>
    </message>
    <message>
        <source>You have taken all your actions this turn</source>
        <translation>Ya hiciste todas tus acciones en este turno</translation>
    </message>
    <message>
        <source>That place already holds a tile</source>
        <translation>Ese lugar ya tiene una loseta</translation>
    </message>
    <message>
        <source>A plot goes next to the pond or next to two plots already in play</source>
        <translation>Una parcela va junto al estanque o junto a dos parcelas ya en juego</translation>
    </message>
    <message>
        <source>That improvement token cannot go on this plot</source>
        <translation>Esa mejora no puede ir en esta parcela</translation>
    </message>
    <message>
        <source>You have already moved the gardener this turn</source>
        <translation>Ya moviste al jardinero en este turno</translation>
    </message>
    <message>
        <source>You have already moved the panda this turn</source>
        <translation>Ya moviste al panda en este turno</translation>
    </message>
    <message>
        <source>The gardener moves in a straight line over tiles, never across an empty place</source>
        <translation>El jardinero avanza en línea recta sobre losetas, nunca cruzando un lugar vacío</translation>
    </message>
    <message>
        <source>The panda moves in a straight line over tiles, never across an empty place</source>
        <translation>El panda avanza en línea recta sobre losetas, nunca cruzando un lugar vacío</translation>
    </message>
    <message>
        <source>You have no channel in your reserve</source>
        <translation>No tienes ningún canal en tu reserva</translation>
    </message>
    <message>
        <source>A channel goes on a free edge between two plots, joined to the irrigation network</source>
        <translation>Un canal va en un borde libre entre dos parcelas, unido a la red de riego</translation>
    </message>
    <message>
        <source>You have no {improvement} token in your reserve</source>
        <translation>No tienes ninguna mejora ({improvement}) en tu reserva</translation>
    </message>
    <message>
        <source>An improvement goes on a plot</source>
        <translation>Una mejora va en una parcela</translation>
    </message>
    <message>
        <source>That plot already has an improvement</source>
        <translation>Esa parcela ya tiene una mejora</translation>
    </message>
    <message>
        <source>An improvement goes only on a plot without bamboo</source>
        <translation>Una mejora solo va en una parcela sin bambú</translation>
    </message>
    <message>
        <source>That objective is not fulfilled yet</source>
        <translation>Ese objetivo todavía no se ha cumplido</translation>
    </message>
    <message>
        <source>Take two different actions before ending your turn</source>
        <translation>Haz dos acciones diferentes antes de terminar el turno</translation>
    </message>
    <message>
        <source>chooses the weather: {face}</source>
        <translation>elige el clima: {face}</translation>
    </message>
    <message>
        <source>does not use the weather</source>
        <translation>no usa el clima</translation>
    </message>
    <message>
        <source>Rain: the bamboo on {cell} grows</source>
        <translation>Lluvia: crece el bambú de {cell}</translation>
    </message>
    <message>
        <source>Storm: the panda goes to {cell}</source>
        <translation>Tormenta: el panda va a {cell}</translation>
    </message>
    <message>
        <source>takes an improvement token: {improvement}</source>
        <translation>toma una ficha de mejora: {improvement}</translation>
    </message>
    <message>
        <source>takes an irrigation channel</source>
        <translation>toma un canal de riego</translation>
    </message>
    <message>
        <source>keeps the {plot}; {count} go under the stack</source>
        <translation>se queda con la {plot}; {count} van al fondo de la pila</translation>
    </message>
    <message>
        <source>places the {plot} on {cell} with an improvement token ({improvement})</source>
        <translation>coloca la {plot} en {cell} con una ficha de mejora ({improvement})</translation>
    </message>
    <message>
        <source>places the {plot} on {cell}</source>
        <translation>coloca la {plot} en {cell}</translation>
    </message>
    <message>
        <source>the panda eats a {colour} section on {cell}</source>
        <translation>el panda se come una sección de color {colour} en {cell}</translation>
    </message>
    <message>
        <source>moves the gardener to {cell}; not enough bamboo for every plot: {count} may grow</source>
        <translation>mueve al jardinero a {cell}; no hay bambú para todas las parcelas: pueden crecer {count}</translation>
    </message>
    <message>
        <source>moves the gardener to {cell}; plots that grow: {count}</source>
        <translation>mueve al jardinero a {cell}; parcelas que crecen: {count}</translation>
    </message>
    <message>
        <source>completes the objective “{name}” (+{points})</source>
        <translation>completa el objetivo «{name}» (+{points})</translation>
    </message>
    <message>
        <source>lets the bamboo on {cell} grow</source>
        <translation>hace crecer el bambú de {cell}</translation>
    </message>
    <message>
        <source>moves the panda to {cell}</source>
        <translation>mueve al panda a {cell}</translation>
    </message>
    <message>
        <source>draws a {deck} objective already fulfilled: it goes under its deck and the action is cancelled</source>
        <translation>roba un objetivo de {deck} ya cumplido: va al fondo de su mazo y la acción se cancela</translation>
    </message>
    <message>
        <source>draws a {deck} objective</source>
        <translation>roba un objetivo de {deck}</translation>
    </message>
    <message>
        <source>places a channel between {a} and {b}</source>
        <translation>coloca un canal entre {a} y {b}</translation>
    </message>
    <message>
        <source>places an improvement token ({improvement}) on {cell}</source>
        <translation>coloca una ficha de mejora ({improvement}) en {cell}</translation>
    </message>
    <message>
        <source>takes the Emperor card (+{points}): everyone else plays one last turn</source>
        <translation>toma la carta del Emperador (+{points}): los demás juegan un último turno</translation>
    </message>
    <message>
        <source>the last round is over: the game ends</source>
        <translation>la última ronda ha terminado: la partida acaba</translation>
    </message>
    <message>
        <source>the round limit is reached: the game ends</source>
        <translation>se ha alcanzado el límite de rondas: la partida acaba</translation>
    </message>
    <message>
        <source>all players agreed to end the game</source>
        <translation>todos los jugadores acordaron terminar la partida</translation>
    </message>
    <message>
        <source>rolls the weather die: {face}</source>
        <translation>tira el dado de clima: {face}</translation>
    </message>
    <message>
        <source>Keep one of the drawn plots (the others go under the stack)</source>
        <translation>Quédate una de las parcelas robadas (las demás van al fondo de la pila)</translation>
    </message>
    <message>
        <source>Not enough bamboo for every plot: choose which plot grows</source>
        <translation>No hay bambú para todas las parcelas: elige cuál crece</translation>
    </message>
    <message>
        <source>Choose the weather</source>
        <translation>Elige el clima</translation>
    </message>
    <message>
        <source>Rain: choose an irrigated plot to grow its bamboo (or skip)</source>
        <translation>Lluvia: elige una parcela regada para que crezca su bambú (o pasa)</translation>
    </message>
    <message>
        <source>Storm: choose a plot to put the panda there (or skip)</source>
        <translation>Tormenta: elige una parcela para poner allí al panda (o pasa)</translation>
    </message>
    <message>
        <source>Clouds: take an improvement token (or skip)</source>
        <translation>Nubes: toma una ficha de mejora (o pasa)</translation>
    </message>
    <message>
        <source>Choose action {number} of {allowed}, a free action, or end your turn</source>
        <translation>Elige la acción {number} de {allowed}, una acción gratuita o termina tu turno</translation>
    </message>
    <message>
        <source>Complete objectives, use your reserve or end your turn</source>
        <translation>Completa objetivos, usa tu reserva o termina tu turno</translation>
    </message>
    <message>
        <source>Place the {plot} on a highlighted place</source>
        <translation>Coloca la {plot} en un lugar resaltado</translation>
    </message>
    <message>
        <source>Gardener: choose a highlighted cell in a straight line; bamboo grows there and on the same-coloured irrigated plots around it</source>
        <translation>Jardinero: elige una casilla resaltada en línea recta; el bambú crece allí y en las parcelas regadas adyacentes del mismo color</translation>
    </message>
    <message>
        <source>Panda: choose a highlighted cell in a straight line; the panda eats a section there</source>
        <translation>Panda: elige una casilla resaltada en línea recta; el panda se come allí una sección</translation>
    </message>
    <message>
        <source>Objective: choose a deck</source>
        <translation>Objetivo: elige un mazo</translation>
    </message>
    <message>
        <source>Choose a highlighted edge for the channel</source>
        <translation>Elige un borde resaltado para el canal</translation>
    </message>
    <message>
        <source>Choose a highlighted plot for the {improvement} token</source>
        <translation>Elige una parcela resaltada para la ficha de {improvement}</translation>
    </message>
    <message>
        <source>Place the {plot} with the {improvement} token on a highlighted place</source>
        <translation>Coloca la {plot} con la ficha de {improvement} en un lugar resaltado</translation>
    </message>
    <message>
        <source>Keep one plot: the others go under the stack in reverse order</source>
        <translation>Quédate una parcela: las demás van al fondo de la pila en orden inverso</translation>
    </message>
    <message>
        <source>objectives: {done}/{threshold} · hand: {hand}/{limit}</source>
        <translation>objetivos: {done}/{threshold} · mano: {hand}/{limit}</translation>
    </message>
    <message>
        <source>bees</source>
        <translation>abejas</translation>
    </message>
    <message>
        <source>hummingbirds</source>
        <translation>colibríes</translation>
    </message>
    <message>
        <source>leaf dwellers</source>
        <translation>habitantes de las hojas</translation>
    </message>
    <message>
        <source>puddle dwellers</source>
        <translation>habitantes de los charcos</translation>
    </message>
    <message>
        <source>mushroom dwellers</source>
        <translation>habitantes de los hongos</translation>
    </message>
    <message>
        <source>{value} is not a tile position &quot;tx,ty&quot;</source>
        <translation>{value} no es una posición de loseta &quot;tx,ty&quot;</translation>
    </message>
    <message>
        <source>{value} is not a field (a colour, with * for a mushroom, or puddle)</source>
        <translation>{value} no es un espacio (un color, con * para un hongo, o puddle)</translation>
    </message>
    <message>
        <source>an order needs the tiles (level 2)</source>
        <translation>un orden necesita las losetas (nivel 2)</translation>
    </message>
    <message>
        <source>choices need the order (level 3)</source>
        <translation>las elecciones necesitan el orden (nivel 3)</translation>
    </message>
    <message>
        <source>tile {tile} is used twice in this garden</source>
        <translation>la loseta {tile} aparece dos veces en este jardín</translation>
    </message>
    <message>
        <source>tile {tile} is already in {name}&apos;s garden</source>
        <translation>la loseta {tile} ya está en el jardín de {name}</translation>
    </message>
    <message>
        <source>position {at} already holds tile {other}</source>
        <translation>la posición {at} ya tiene la loseta {other}</translation>
    </message>
    <message>
        <source>a second starting tile (the first is {tile} at {at})</source>
        <translation>una segunda loseta inicial (la primera es {tile} en {at})</translation>
    </message>
    <message>
        <source>{fields} matches no tile in any orientation</source>
        <translation>{fields} no coincide con ninguna loseta en ninguna orientación</translation>
    </message>
    <message>
        <source>{name}: without the dweller cards in play, the replay checks bees and hummingbirds only</source>
        <translation>{name}: sin las cartas de habitantes en juego, la reproducción solo comprueba abejas y colibríes</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, but replaying the order gives {computed}</source>
        <translation>{name}: recuento de {what}: {typed}, pero al reproducir el orden salen {computed}</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, but {card} puts {computed} on this board</source>
        <translation>{name}: recuento de {what}: {typed}, pero {card} pone {computed} en este tablero</translation>
    </message>
    <message>
        <source>{name}: {what} counted: {typed}, fewer than the {bound} the board guarantees ({why})</source>
        <translation>{name}: recuento de {what}: {typed}, menos que el mínimo que garantiza el tablero: {bound} ({why})</translation>
    </message>
    <message>
        <source>{value} is not a position &quot;x,y&quot;</source>
        <translation>{value} no es una posición &quot;x,y&quot;</translation>
    </message>
    <message>
        <source>{value} is not a tile position &quot;tx,ty&quot;, a tile id of this garden or an index into its tiles</source>
        <translation>{value} no es una posición de loseta &quot;tx,ty&quot;, ni un identificador de loseta de este jardín, ni un índice de sus losetas</translation>
    </message>
    <message>
        <source>needs exactly one leaf, one puddle and one mushroom card</source>
        <translation>necesita exactamente una carta de hojas, una de charcos y una de hongos</translation>
    </message>
    <message>
        <source>a starting tile is single-sided (side F only)</source>
        <translation>una loseta inicial solo tiene una cara (solo la cara F)</translation>
    </message>
    <message>
        <source>{tile} does not match the fields, which show tile {found}</source>
        <translation>{tile} no coincide con los espacios, que muestran la loseta {found}</translation>
    </message>
    <message>
        <source>the fields show side {found}</source>
        <translation>los espacios muestran la cara {found}</translation>
    </message>
    <message>
        <source>the fields show rotation {found}</source>
        <translation>los espacios muestran la rotación {found}</translation>
    </message>
    <message>
        <source>needs a tile id or its four fields</source>
        <translation>necesita un identificador de loseta o sus cuatro espacios</translation>
    </message>
    <message>
        <source>no starting tile (S1-S4) in this garden</source>
        <translation>no hay ninguna loseta inicial (S1-S4) en este jardín</translation>
    </message>
    <message>
        <source>needs the four fields NW, NE, SE, SW</source>
        <translation>necesita los cuatro espacios NW, NE, SE, SW</translation>
    </message>
    <message>
        <source>tile {tile} at {at} is not joined to the garden through a full side</source>
        <translation>la loseta {tile} en {at} no está unida al jardín por un lado completo</translation>
    </message>
    <message>
        <source>{at} is not a tile position of this garden</source>
        <translation>{at} no es una posición de loseta de este jardín</translation>
    </message>
    <message>
        <source>{at} is listed twice</source>
        <translation>{at} aparece dos veces</translation>
    </message>
    <message>
        <source>does not list {at}</source>
        <translation>no incluye {at}</translation>
    </message>
    <message>
        <source>{at} does not share a full side with the tiles laid before it</source>
        <translation>{at} no comparte un lado completo con las losetas colocadas antes</translation>
    </message>
    <message>
        <source>{at} is not a choice for {card} after the tile at {tile} (candidates: {cands})</source>
        <translation>{at} no es una elección posible para {card} tras la loseta en {tile} (candidatos: {cands})</translation>
    </message>
    <message>
        <source>{name}: the choices ran out during the replay; the app chose the rest as its computer players do</source>
        <translation>{name}: las elecciones se agotaron durante la reproducción; la aplicación eligió el resto como lo hacen sus jugadores de la computadora</translation>
    </message>
    <message>
        <source>puddle</source>
        <translation>charco</translation>
    </message>
    <message>
        <source>Thoughtful</source>
        <translation>Pensativo</translation>
    </message>
    <message>
        <source>A pollinated area has four terrain spaces arranged in a 2×2 square. None of these four spaces can be used again to attract a leaf dweller.</source>
        <translation>Un sector polinizado tiene cuatro espacios de terreno dispuestos en un cuadrado de 2×2. Ninguno de estos cuatro espacios puede volver a usarse para atraer a un habitante de las hojas.</translation>
    </message>
    <message>
        <source>Restless</source>
        <translation>Inquieto</translation>
    </message>
    <message>
        <source>You have a pollinated area of at least 5 terrain spaces.</source>
        <translation>Tienes un sector polinizado de al menos 5 espacios de terreno.</translation>
    </message>
    <message>
        <source>Flirty</source>
        <translation>Coqueto</translation>
    </message>
    <message>
        <source>Four spaces of four different kinds (a puddle counts as a kind) form a 2×2 square. None of the four can be used again for a leaf dweller.</source>
        <translation>Cuatro espacios de cuatro tipos distintos (un charco cuenta como un tipo) forman un cuadrado de 2×2. Ninguno de los cuatro puede volver a usarse para un habitante de las hojas.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Corredor</translation>
    </message>
    <message>
        <source>A pollinated area has 4 terrain spaces in a straight row, horizontally or vertically.</source>
        <translation>Un sector polinizado tiene 4 espacios de terreno en línea recta, en horizontal o en vertical.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <source>An area of any size contains at least 2 mushrooms. The area need not be pollinated.</source>
        <translation>Un sector de cualquier tamaño contiene al menos 2 hongos. No hace falta que el sector esté polinizado.</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorador</translation>
    </message>
    <message>
        <source>A line contains 3 mushrooms, whatever the distance between them. Mushrooms without an Explorer may be used again later.</source>
        <translation>Una línea contiene 3 hongos, sea cual sea la distancia entre ellos. Los hongos sin Explorador pueden volver a usarse más tarde.</translation>
    </message>
    <message>
        <source>Collector</source>
        <translation>Coleccionista</translation>
    </message>
    <message>
        <source>Two mushrooms form a diagonal (touch corner to corner). The mushroom left without the pawn may be used again later.</source>
        <translation>Dos hongos forman una diagonal (se tocan por las esquinas). El hongo que queda sin el peón puede volver a usarse más tarde.</translation>
    </message>
    <message>
        <source>Loner</source>
        <translation>Solitario</translation>
    </message>
    <message>
        <source>A space with a mushroom is surrounded by 8 spaces of any kind, none of them with a mushroom.</source>
        <translation>Un espacio con hongo está rodeado por 8 espacios de cualquier tipo, ninguno de ellos con hongo.</translation>
    </message>
    <message>
        <source>Diver</source>
        <translation>Buceador</translation>
    </message>
    <message>
        <source>You create a puddle of 2 or more orthogonally adjacent puddle spaces. No new dweller when that puddle grows later.</source>
        <translation>Creas un charco de 2 o más espacios de charco adyacentes ortogonalmente. No llega ningún habitante nuevo cuando ese charco crece más tarde.</translation>
    </message>
    <message>
        <source>Skipper</source>
        <translation>Saltarín</translation>
    </message>
    <message>
        <source>Two puddles are aligned with exactly one terrain space between them. Puddles may be used again.</source>
        <translation>Dos charcos están alineados con exactamente un espacio de terreno entre ellos. Los charcos pueden volver a usarse.</translation>
    </message>
    <message>
        <source>Friendly</source>
        <translation>Amistoso</translation>
    </message>
    <message>
        <source>Two puddles form a diagonal (touch corner to corner). The puddle left empty may be used again later.</source>
        <translation>Dos charcos forman una diagonal (se tocan por las esquinas). El charco que queda vacío puede volver a usarse más tarde.</translation>
    </message>
    <message>
        <source>Shy</source>
        <translation>Tímido</translation>
    </message>
    <message>
        <source>A puddle is surrounded by 8 terrain spaces (no puddle among them).</source>
        <translation>Un charco está rodeado por 8 espacios de terreno (sin ningún charco entre ellos).</translation>
    </message>
    <message>
        <source>Choose one of the highlighted places for the dweller</source>
        <translation>Elige uno de los lugares resaltados para el habitante</translation>
    </message>
    <message>
        <source>First choose where the dweller goes</source>
        <translation>Primero elige adónde va el habitante</translation>
    </message>
    <message>
        <source>That tile is not in the market</source>
        <translation>Esa loseta no está en el mercado</translation>
    </message>
    <message>
        <source>Choose a tile of the market first</source>
        <translation>Primero elige una loseta del mercado</translation>
    </message>
    <message>
        <source>Place the tile you chose first</source>
        <translation>Primero coloca la loseta que elegiste</translation>
    </message>
    <message>
        <source>That is not the tile you chose</source>
        <translation>Esa no es la loseta que elegiste</translation>
    </message>
    <message>
        <source>This tile cannot be turned over: place it face up</source>
        <translation>Esta loseta no se puede dar la vuelta: colócala boca arriba</translation>
    </message>
    <message>
        <source>A tile must share a full side with a tile of your garden (a corner is not enough)</source>
        <translation>Una loseta debe compartir un lado completo con una loseta de tu jardín (una esquina no basta)</translation>
    </message>
    <message>
        <source>takes tile {tile} from the market</source>
        <translation>toma la loseta {tile} del mercado</translation>
    </message>
    <message>
        <source>The bag is empty and the market cannot be refilled: the game ends</source>
        <translation>La bolsa está vacía y el mercado no se puede reponer: la partida termina</translation>
    </message>
    <message>
        <source>Tile {tile} drawn from the bag into the market</source>
        <translation>Loseta {tile} sacada de la bolsa al mercado</translation>
    </message>
    <message>
        <source>Last round: the bag holds too few tiles for another round</source>
        <translation>Última ronda: la bolsa no tiene losetas suficientes para otra ronda</translation>
    </message>
    <message>
        <source>A bee arrives in the new pollinated {colour} sector</source>
        <translation>Una abeja llega al nuevo sector polinizado de color {colour}</translation>
    </message>
    <message>
        <source>{card} arrives at the centre of the square at {at}</source>
        <translation>{card} llega al centro del cuadrado en {at}</translation>
    </message>
    <message>
        <source>{card} arrives in the area at {at}</source>
        <translation>{card} llega al sector en {at}</translation>
    </message>
    <message>
        <source>{card} arrives on {at}</source>
        <translation>{card} llega al espacio {at}</translation>
    </message>
    <message>
        <source>Choose a tile from the market</source>
        <translation>Elige una loseta del mercado</translation>
    </message>
    <message>
        <source>Place {tile}: flip or rotate it, then click a highlighted position</source>
        <translation>Coloca la loseta {tile}: voltéala o gírala y luego haz clic en una posición resaltada</translation>
    </message>
    <message>
        <source>{card}: choose the square that attracts the dweller</source>
        <translation>{card}: elige el cuadrado que atrae al habitante</translation>
    </message>
    <message>
        <source>{card}: choose the field that takes the pawn</source>
        <translation>{card}: elige el espacio que recibe el peón</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>excelente</translation>
    </message>
    <message>
        <source>good</source>
        <translation>buena</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>the move shown on the board</source>
        <translation>la jugada marcada en el tablero</translation>
    </message>
    <message>
        <source>{first}, then {next}</source>
        <translation>{first}, luego {next}</translation>
    </message>
    <message>
        <source>{move} (the rest of the turn depends on what is drawn)</source>
        <translation>{move} (el resto del turno depende de lo que salga)</translation>
    </message>
    <message>
        <source>level on points after this turn</source>
        <translation>empatado a puntos tras este turno</translation>
    </message>
    <message>
        <source>level in expected points</source>
        <translation>empatado en puntos esperados</translation>
    </message>
    <message>
        <source>level on the score table</source>
        <translation>empatado en la tabla de puntuación</translation>
    </message>
    <message>
        <source>{expected}, {table}</source>
        <translation>{expected}, {table}</translation>
    </message>
    <message>
        <source>the best move found: +{points} over the next best</source>
        <translation>la mejor jugada encontrada: +{points} sobre la siguiente</translation>
    </message>
    <message>
        <source>plays for later turns: another move gains {points} more now</source>
        <translation>juega para turnos posteriores: otra jugada ganaría {points} más ahora</translation>
    </message>
    <message>
        <source>sets up a turn worth +{points}</source>
        <translation>prepara un turno que vale +{points}</translation>
    </message>
    <message>
        <source>improves your position: +{points}</source>
        <translation>mejora tu posición: +{points}</translation>
    </message>
    <message>
        <source>the strongest move the computer player found</source>
        <translation>la jugada más fuerte que ha encontrado el jugador de la computadora</translation>
    </message>
    <message>
        <source>this file is not a picture the app can read (PNG, JPEG, WebP or BMP)</source>
        <translation>este archivo no es una imagen que la aplicación pueda leer (PNG, JPEG, WebP o BMP)</translation>
    </message>
    <message numerus="yes">
        <source>%n ahead on the score table</source>
        <translation>
            <numerusform>%n por delante en la tabla de puntuación</numerusform>
            <numerusform>%n por delante en la tabla de puntuación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n behind on the score table</source>
        <translation>
            <numerusform>%n por detrás en la tabla de puntuación</numerusform>
            <numerusform>%n por detrás en la tabla de puntuación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n channels; the game has {limit}</source>
        <translation>
            <numerusform>%n canal; el juego tiene {limit}</numerusform>
            <numerusform>%n canales; el juego tiene {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices left over: the replay asked for {used}</source>
        <translation>
            <numerusform>sobra %n elección: la reproducción pidió {used}</numerusform>
            <numerusform>sobran %n elecciones: la reproducción pidió {used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries; seats in this game: {seats}</source>
        <translation>
            <numerusform>%n entrada; plazas en esta partida: {seats}</numerusform>
            <numerusform>%n entradas; plazas en esta partida: {seats}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expansions; the storage holds at most {limit}</source>
        <translation>
            <numerusform>%n expansión; el almacén admite como máximo {limit}</numerusform>
            <numerusform>%n expansiones; el almacén admite como máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hummingbirds nest on tile {at} (now {total})</source>
        <translation>
            <numerusform>%n colibrí anida en la loseta {at} (ahora {total})</numerusform>
            <numerusform>%n colibríes anidan en la loseta {at} (ahora {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items; allowed: at most {limit}</source>
        <translation>
            <numerusform>%n elemento; permitidos: como máximo {limit}</numerusform>
            <numerusform>%n elementos; permitidos: como máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items; needed: at least {limit}</source>
        <translation>
            <numerusform>%n elemento; necesarios: al menos {limit}</numerusform>
            <numerusform>%n elementos; necesarios: al menos {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jokers</source>
        <translation>
            <numerusform>%n comodín</numerusform>
            <numerusform>%n comodines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layouts, players: {people}; give one per person or a single layout</source>
        <translation>
            <numerusform>%n disposición, jugadores: {people}; indica una por persona o una sola</numerusform>
            <numerusform>%n disposiciones, jugadores: {people}; indica una por persona o una sola</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission cards; a player holds 2</source>
        <translation>
            <numerusform>%n carta de misión; cada persona tiene 2</numerusform>
            <numerusform>%n cartas de misión; cada persona tiene 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more bees: one for each older {colour} sector</source>
        <translation>
            <numerusform>%n abeja más, una por cada sector anterior de color {colour}</numerusform>
            <numerusform>%n abejas más, una por cada sector anterior de color {colour}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawns</source>
        <translation>
            <numerusform>%n peón</numerusform>
            <numerusform>%n peones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players; this game takes {low} to {high}</source>
        <translation>
            <numerusform>%n jugador; este juego admite de {low} a {high}</numerusform>
            <numerusform>%n jugadores; este juego admite de {low} a {high}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pollinated sectors</source>
        <translation>
            <numerusform>%n sector polinizado</numerusform>
            <numerusform>%n sectores polinizados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printed spaces leave too few free spaces for the tiles of a game ({rounds}): at most {limit}</source>
        <translation>
            <numerusform>%n casilla preimpresa deja muy pocas casillas libres para las losetas de una partida ({rounds}): como máximo {limit}</numerusform>
            <numerusform>%n casillas preimpresas dejan muy pocas casillas libres para las losetas de una partida ({rounds}): como máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seats given; seats in this game: {seats}</source>
        <translation>
            <numerusform>%n plaza indicada; plazas en esta partida: {seats}</numerusform>
            <numerusform>%n plazas indicadas; plazas en esta partida: {seats}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suns</source>
        <translation>
            <numerusform>%n sol</numerusform>
            <numerusform>%n soles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n loseta</numerusform>
            <numerusform>%n losetas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles; the storage holds at most {limit}</source>
        <translation>
            <numerusform>%n loseta; el almacén admite como máximo {limit}</numerusform>
            <numerusform>%n losetas; el almacén admite como máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} bamboo sections; the game has {limit}</source>
        <translation>
            <numerusform>%n sección de bambú de color {colour}; el juego tiene {limit}</numerusform>
            <numerusform>%n secciones de bambú de color {colour}; el juego tiene {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots with a printed {improvement}; the game has {limit}</source>
        <translation>
            <numerusform>%n parcela de color {colour} con la mejora impresa {improvement}; el juego tiene {limit}</numerusform>
            <numerusform>%n parcelas de color {colour} con la mejora impresa {improvement}; el juego tiene {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots without a printed improvement; the game has {limit}</source>
        <translation>
            <numerusform>%n parcela de color {colour} sin mejora impresa; el juego tiene {limit}</numerusform>
            <numerusform>%n parcelas de color {colour} sin mejora impresa; el juego tiene {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots; the game has {limit}</source>
        <translation>
            <numerusform>%n parcela de color {colour}; el juego tiene {limit}</numerusform>
            <numerusform>%n parcelas de color {colour}; el juego tiene {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} stalks of 3</source>
        <translation>
            <numerusform>%n tallo de 3 en {colour}</numerusform>
            <numerusform>%n tallos de 3 en {colour}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {improvement} tokens; the game has {limit}</source>
        <translation>
            <numerusform>%n ficha de {improvement}; el juego tiene {limit}</numerusform>
            <numerusform>%n fichas de {improvement}; el juego tiene {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An expansion from the supply costs %n points</source>
        <translation>
            <numerusform>Una expansión de la reserva cuesta %n punto</numerusform>
            <numerusform>Una expansión de la reserva cuesta %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n more: hexagons of the same colour or the same pattern, or jokers</source>
        <translation>
            <numerusform>Paga %n más: hexágonos del mismo color o del mismo patrón, o comodines</numerusform>
            <numerusform>Paga %n más: hexágonos del mismo color o del mismo patrón, o comodines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place the tokens you took (%n left): a token in your hand, then a highlighted space</source>
        <translation>
            <numerusform>Coloca las fichas tomadas (queda %n): una ficha de tu mano y luego una casilla resaltada</numerusform>
            <numerusform>Coloca las fichas tomadas (quedan %n): una ficha de tu mano y luego una casilla resaltada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tile {tile} laid at {at} (side {side}, %n quarter turns)</source>
        <translation>
            <numerusform>Loseta {tile} colocada en {at} (cara {side}, %n cuarto de vuelta)</numerusform>
            <numerusform>Loseta {tile} colocada en {at} (cara {side}, %n cuartos de vuelta)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may hold at most %n incomplete cards</source>
        <translation>
            <numerusform>Puedes tener como máximo %n carta incompleta</numerusform>
            <numerusform>Puedes tener como máximo %n cartas incompletas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a hand holds at most %n objectives</source>
        <translation>
            <numerusform>una mano tiene como máximo %n objetivo</numerusform>
            <numerusform>una mano tiene como máximo %n objetivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ahead by %n in expected points</source>
        <translation>
            <numerusform>por delante por %n en puntos esperados</numerusform>
            <numerusform>por delante por %n en puntos esperados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ahead by %n points after this turn</source>
        <translation>
            <numerusform>por delante por %n punto tras este turno</numerusform>
            <numerusform>por delante por %n puntos tras este turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more problems</source>
        <translation>
            <numerusform>y %n problema más</numerusform>
            <numerusform>y %n problemas más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>behind by %n in expected points</source>
        <translation>
            <numerusform>por detrás por %n en puntos esperados</numerusform>
            <numerusform>por detrás por %n en puntos esperados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>behind by %n points after this turn</source>
        <translation>
            <numerusform>por detrás por %n punto tras este turno</numerusform>
            <numerusform>por detrás por %n puntos tras este turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>buy an expansion from the supply for %n points and place it face down in area {area}</source>
        <translation>
            <numerusform>compra una expansión de la reserva por %n punto y colócala boca abajo en el área {area}</numerusform>
            <numerusform>compra una expansión de la reserva por %n puntos y colócala boca abajo en el área {area}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard {items} and lose %n points</source>
        <translation>
            <numerusform>descarta {items} y pierde %n punto</numerusform>
            <numerusform>descarta {items} y pierde %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discards {items} and loses %n points</source>
        <translation>
            <numerusform>descarta {items} y pierde %n punto</numerusform>
            <numerusform>descarta {items} y pierde %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draws %n plots</source>
        <translation>
            <numerusform>roba %n parcela</numerusform>
            <numerusform>roba %n parcelas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n items, found {count}</source>
        <translation>
            <numerusform>se esperaba %n elemento y hay {count}</numerusform>
            <numerusform>se esperaban %n elementos y hay {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a list of %n items</source>
        <translation>
            <numerusform>se esperaba una lista de %n elemento</numerusform>
            <numerusform>se esperaba una lista de %n elementos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a list of %n whole numbers</source>
        <translation>
            <numerusform>se esperaba una lista de %n número entero</numerusform>
            <numerusform>se esperaba una lista de %n números enteros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n empty spaces left: the game ends after this round</source>
        <translation>
            <numerusform>le queda %n casilla vacía: la partida termina tras esta ronda</numerusform>
            <numerusform>le quedan %n casillas vacías: la partida termina tras esta ronda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is longer than %n characters</source>
        <translation>
            <numerusform>tiene más de %n carácter</numerusform>
            <numerusform>tiene más de %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is shorter than %n characters</source>
        <translation>
            <numerusform>tiene menos de %n carácter</numerusform>
            <numerusform>tiene menos de %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lay tile {tile} {side} up, turned %n quarter turns, at {at}</source>
        <translation>
            <numerusform>coloca la loseta {tile} en {at}, cara: {side}, girada %n cuarto de vuelta</numerusform>
            <numerusform>coloca la loseta {tile} en {at}, cara: {side}, girada %n cuartos de vuelta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pays %n points for an expansion from the supply and places it face down in area {area}</source>
        <translation>
            <numerusform>paga %n punto por una expansión de la reserva y la coloca boca abajo en el área {area}</numerusform>
            <numerusform>paga %n puntos por una expansión de la reserva y la coloca boca abajo en el área {area}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>returns the %n tokens left on the central board to the box</source>
        <translation>
            <numerusform>devuelve a la caja %n ficha que quedaba en el tablero central</numerusform>
            <numerusform>devuelve a la caja %n fichas que quedaban en el tablero central</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round {round} scoring: %n points for {criteria} and {pavilions} for visible pavilions</source>
        <translation>
            <numerusform>puntuación de la ronda {round}: %n punto por {criteria} y {pavilions} por pabellones visibles</numerusform>
            <numerusform>puntuación de la ronda {round}: %n puntos por {criteria} y {pavilions} por pabellones visibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n points</source>
        <translation>
            <numerusform>consigue %n punto</numerusform>
            <numerusform>consigue %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n points: {suns}</source>
        <translation>
            <numerusform>consigue %n punto: {suns}</numerusform>
            <numerusform>consigue %n puntos: {suns}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surrounds the {element} on {cell}: {gained} of %n jokers</source>
        <translation>
            <numerusform>rodea el elemento {element} de la casilla {cell}: {gained} de %n comodín</numerusform>
            <numerusform>rodea el elemento {element} de la casilla {cell}: {gained} de %n comodines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>take tile {tile} from the market and lay it {side} up, turned %n quarter turns, at {at}</source>
        <translation>
            <numerusform>toma la loseta {tile} del mercado y colócala en {at}, cara: {side}, girada %n cuarto de vuelta</numerusform>
            <numerusform>toma la loseta {tile} del mercado y colócala en {at}, cara: {side}, girada %n cuartos de vuelta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the Emperor goes to a player with at least %n completed objectives; {name} has {count}</source>
        <translation>
            <numerusform>la carta del Emperador es para quien tenga al menos %n objetivo completado; {name} tiene {count}</numerusform>
            <numerusform>la carta del Emperador es para quien tenga al menos %n objetivos completados; {name} tiene {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the file is too large (%n bytes)</source>
        <translation>
            <numerusform>el archivo es demasiado grande (%n byte)</numerusform>
            <numerusform>el archivo es demasiado grande (%n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the garden reaches more than %n tiles away from its starting tile</source>
        <translation>
            <numerusform>el jardín se extiende a más de %n loseta de su loseta inicial</numerusform>
            <numerusform>el jardín se extiende a más de %n losetas de su loseta inicial</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the message is longer than %n bytes</source>
        <translation>
            <numerusform>el mensaje tiene más de %n byte</numerusform>
            <numerusform>el mensaje tiene más de %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the name is longer than %n characters</source>
        <translation>
            <numerusform>el nombre tiene más de %n carácter</numerusform>
            <numerusform>el nombre tiene más de %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the path is longer than %n characters</source>
        <translation>
            <numerusform>la ruta tiene más de %n carácter</numerusform>
            <numerusform>la ruta tiene más de %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the picture is too large ({width} × %n pixels)</source>
        <translation>
            <numerusform>la imagen es demasiado grande ({width} × %n píxel)</numerusform>
            <numerusform>la imagen es demasiado grande ({width} × %n píxeles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {hexagon} expansion is entered %n times ({places}); the game has one</source>
        <translation>
            <numerusform>la expansión {hexagon} se ha introducido %n vez ({places}); el juego tiene una</numerusform>
            <numerusform>la expansión {hexagon} se ha introducido %n veces ({places}); el juego tiene una</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tiles: {tiles}, jokers: {jokers}; the storage holds at most %n tiles and jokers together</source>
        <translation>
            <numerusform>losetas: {tiles}, comodines: {jokers}; el almacén admite como máximo %n loseta o comodín</numerusform>
            <numerusform>losetas: {tiles}, comodines: {jokers}; el almacén admite como máximo %n losetas y comodines en total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hexagon}: %n tiles are entered; the game has {copies}</source>
        <translation>
            <numerusform>{hexagon}: %n loseta introducida; el juego tiene {copies}</numerusform>
            <numerusform>{hexagon}: %n losetas introducidas; el juego tiene {copies}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} reached %n objectives but nobody holds the Emperor card</source>
        <translation>
            <numerusform>{names}: %n objetivo alcanzado, pero nadie tiene la carta del Emperador</numerusform>
            <numerusform>{names}: %n objetivos alcanzados, pero nadie tiene la carta del Emperador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n cubes are marked on the board but the cards account for {expected}</source>
        <translation>
            <numerusform>{name}: hay %n cubo marcado en el tablero, pero las cartas suman {expected}</numerusform>
            <numerusform>{name}: hay %n cubos marcados en el tablero, pero las cartas suman {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n hummingbirds counted, but the board holds {computed}</source>
        <translation>
            <numerusform>{name}: %n colibrí contado, pero el tablero tiene {computed}</numerusform>
            <numerusform>{name}: %n colibríes contados, pero el tablero tiene {computed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the garden has %n tiles; a finished garden has 13</source>
        <translation>
            <numerusform>{name}: el jardín tiene %n loseta; un jardín terminado tiene 13</numerusform>
            <numerusform>{name}: el jardín tiene %n losetas; un jardín terminado tiene 13</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n incomplete cards; the rules allow at most {limit}</source>
        <translation>
            <numerusform>{name}: %n carta incompleta; las reglas permiten como máximo {limit}</numerusform>
            <numerusform>{name}: %n cartas incompletas; las reglas permiten como máximo {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n filled spaces; a finished garden has {expected}</source>
        <translation>
            <numerusform>{player}: %n casilla ocupada; un jardín terminado tiene {expected}</numerusform>
            <numerusform>{player}: %n casillas ocupadas; un jardín terminado tiene {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n gardeners; tiles placed in a game: at most {most}</source>
        <translation>
            <numerusform>{player}: %n jardinero; losetas colocadas en una partida: como máximo {most}</numerusform>
            <numerusform>{player}: %n jardineros; losetas colocadas en una partida: como máximo {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n mission cards; each player keeps 2</source>
        <translation>
            <numerusform>{player}: %n carta de misión; cada persona se queda con 2</numerusform>
            <numerusform>{player}: %n cartas de misión; cada persona se queda con 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} is more than card {card}&apos;s %n slots</source>
        <translation>
            <numerusform>{value} supera el %n hueco de la carta {card}</numerusform>
            <numerusform>{value} supera los %n huecos de la carta {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>That belongs to another player</source>
        <translation>Eso pertenece a otra persona</translation>
    </message>
    <message>
        <source>{cell} is farther from the pond than any plot can be</source>
        <translation>{cell} está más lejos del estanque de lo que puede estar cualquier parcela</translation>
    </message>
    <message>
        <source>{card} is not a {deck} card</source>
        <translation>{card} no es una carta de {deck}</translation>
    </message>
    <message>
        <source>{card} is in the position twice</source>
        <translation>{card} aparece dos veces en la posición</translation>
    </message>
    <message>
        <source>the irrigated plots follow from the garden (next to the pond, a channel or a watershed): {cells}</source>
        <translation>las parcelas regadas se deducen del jardín (junto al estanque, a un canal o con cuenca): {cells}</translation>
    </message>
    <message>
        <source>is -1 exactly when nobody holds the Emperor card</source>
        <translation>es -1 exactamente cuando nadie tiene la carta del Emperador</translation>
    </message>
    <message>
        <source>cannot be empty in the {phase} phase</source>
        <translation>no puede estar vacío en la fase {phase}</translation>
    </message>
    <message>
        <source>a review must be one JSON object</source>
        <translation>una revisión debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>is not a part of a review</source>
        <translation>no forma parte de una revisión</translation>
    </message>
    <message>
        <source>is not a review this version can read</source>
        <translation>no es una revisión que esta versión pueda leer</translation>
    </message>
    <message>
        <source>is the review of another game</source>
        <translation>es la revisión de otra partida</translation>
    </message>
    <message>
        <source>was computed with another budget</source>
        <translation>se calculó con otro presupuesto de trabajo</translation>
    </message>
    <message>
        <source>must judge every move of the persons</source>
        <translation>debe evaluar todas las jugadas de las personas</translation>
    </message>
    <message>
        <source>must be an object with index, best and loss</source>
        <translation>debe ser un objeto con index, best y loss</translation>
    </message>
    <message>
        <source>is not a move of a person in this game</source>
        <translation>no es una jugada de una persona en esta partida</translation>
    </message>
    <message>
        <source>is not a loss of points</source>
        <translation>no es una pérdida de puntos</translation>
    </message>
    <message>
        <source>is not a legal move there</source>
        <translation>no es una jugada permitida allí</translation>
    </message>
    <message>
        <source>take {tokens} from central space {space}</source>
        <translation>toma del espacio central {space}: {tokens}</translation>
    </message>
    <message>
        <source>place a {colour} token on {cell}</source>
        <translation>coloca una ficha de color {colour} en {cell}</translation>
    </message>
    <message>
        <source>take the {card} card</source>
        <translation>toma la carta {card}</translation>
    </message>
    <message>
        <source>place a cube from the {card} card on {cell}</source>
        <translation>coloca un cubo de la carta {card} en {cell}</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>termina el turno</translation>
    </message>
    <message>
        <source>discard the {card} card and end the turn</source>
        <translation>descarta la carta {card} y termina el turno</translation>
    </message>
    <message>
        <source>keep the {card}</source>
        <translation>quédate con el {card}</translation>
    </message>
    <message>
        <source>play the card {card}</source>
        <translation>juega la carta {card}</translation>
    </message>
    <message>
        <source>take the {element} from row {row} ({colour}, {side})</source>
        <translation>toma la loseta de {element} de la fila {row} ({colour}, {side})</translation>
    </message>
    <message>
        <source>place it on {cell}</source>
        <translation>colócala en {cell}</translation>
    </message>
    <message>
        <source>place the gardener on {cell}</source>
        <translation>coloca el jardinero en {cell}</translation>
    </message>
    <message>
        <source>move the {element} noble from row {start} to row {end}</source>
        <translation>mueve al noble de la columna {element} desde la fila {start} hasta la fila {end}</translation>
    </message>
    <message>
        <source>move the {element} noble from the terrace to row {end}</source>
        <translation>mueve al noble de la columna {element} desde la terraza hasta la fila {end}</translation>
    </message>
    <message>
        <source>move no noble</source>
        <translation>no muevas ningún noble</translation>
    </message>
    <message>
        <source>take the tile of display space {space}</source>
        <translation>toma la loseta del espacio {space} de la exposición</translation>
    </message>
    <message>
        <source>move the noble of column {col} to row {row}</source>
        <translation>mueve al noble de la columna {col} hasta la fila {row}</translation>
    </message>
    <message>
        <source>choose the weather: {face}</source>
        <translation>elige el clima: {face}</translation>
    </message>
    <message>
        <source>do not use the weather</source>
        <translation>no uses el clima</translation>
    </message>
    <message>
        <source>Rain: let the bamboo on {cell} grow</source>
        <translation>Lluvia: haz crecer el bambú de {cell}</translation>
    </message>
    <message>
        <source>Storm: put the panda on {cell}</source>
        <translation>Tormenta: lleva el panda a {cell}</translation>
    </message>
    <message>
        <source>take an improvement token: {improvement}</source>
        <translation>toma una ficha de mejora: {improvement}</translation>
    </message>
    <message>
        <source>take an irrigation channel</source>
        <translation>toma un canal de riego</translation>
    </message>
    <message>
        <source>keep the {plot}</source>
        <translation>quédate con la {plot}</translation>
    </message>
    <message>
        <source>place the {plot} on {cell}</source>
        <translation>coloca la {plot} en {cell}</translation>
    </message>
    <message>
        <source>place a channel between {a} and {b}</source>
        <translation>coloca un canal entre {a} y {b}</translation>
    </message>
    <message>
        <source>move the gardener to {cell}</source>
        <translation>mueve al jardinero a {cell}</translation>
    </message>
    <message>
        <source>move the panda to {cell}</source>
        <translation>mueve al panda a {cell}</translation>
    </message>
    <message>
        <source>let the bamboo on {cell} grow</source>
        <translation>haz crecer el bambú de {cell}</translation>
    </message>
    <message>
        <source>draw a {deck} objective</source>
        <translation>roba un objetivo de {deck}</translation>
    </message>
    <message>
        <source>place the {improvement} token on {cell}</source>
        <translation>coloca la ficha de mejora ({improvement}) en {cell}</translation>
    </message>
    <message>
        <source>complete the objective “{name}”</source>
        <translation>completa el objetivo «{name}»</translation>
    </message>
    <message>
        <source>take the Plot action (draw 3 plots)</source>
        <translation>haz la acción Parcela (roba 3 parcelas)</translation>
    </message>
    <message>
        <source>keep drawn plot {number}</source>
        <translation>quédate con la parcela robada {number}</translation>
    </message>
    <message>
        <source>front</source>
        <translation>anverso</translation>
    </message>
    <message>
        <source>back</source>
        <translation>reverso</translation>
    </message>
    <message>
        <source>take tile {tile} from the market</source>
        <translation>toma la loseta {tile} del mercado</translation>
    </message>
    <message>
        <source>put the dweller&apos;s pawn on field {field}</source>
        <translation>coloca el peón del habitante en el campo {field}</translation>
    </message>
    <message>
        <source>choose the square whose top left field is {at}</source>
        <translation>elige el cuadrado cuyo campo superior izquierdo es {at}</translation>
    </message>
    <message>
        <source>The host&apos;s certificate is not the one in the invitation; nothing was sent</source>
        <translation>El certificado del anfitrión no es el de la invitación; no se ha enviado nada</translation>
    </message>
    <message>
        <source>This is not an invitation: it is far too long</source>
        <translation>Esto no es una invitación: es demasiado larga</translation>
    </message>
    <message>
        <source>This is not an invitation of gardenapp: paste the whole line the host gave you</source>
        <translation>Esto no es una invitación de gardenapp: pega la línea entera que te dio el anfitrión</translation>
    </message>
    <message>
        <source>The invitation names a port that does not exist</source>
        <translation>La invitación indica un puerto que no existe</translation>
    </message>
    <message>
        <source>The invitation names an address that does not exist</source>
        <translation>La invitación indica una dirección que no existe</translation>
    </message>
    <message>
        <source>the message must be a text frame</source>
        <translation>el mensaje debe ser una trama de texto</translation>
    </message>
    <message>
        <source>the message must be one JSON object</source>
        <translation>el mensaje debe ser un único objeto JSON</translation>
    </message>
    <message>
        <source>protocol version {value} is not spoken here (this app speaks {version})</source>
        <translation>la versión {value} del protocolo no se habla aquí (esta aplicación habla la {version})</translation>
    </message>
    <message>
        <source>a text of the message cannot be read</source>
        <translation>no se puede leer un texto del mensaje</translation>
    </message>
    <message>
        <source>No table has this code; ask the host for a new invitation</source>
        <translation>Ninguna mesa tiene este código; pide al anfitrión una invitación nueva</translation>
    </message>
    <message>
        <source>This connection is already at a table</source>
        <translation>Esta conexión ya está en una mesa</translation>
    </message>
    <message>
        <source>Join a seat or watch a table first</source>
        <translation>Primero ocupa una plaza u observa una mesa</translation>
    </message>
    <message>
        <source>Too many messages at once; wait a moment</source>
        <translation>Demasiados mensajes a la vez; espera un momento</translation>
    </message>
    <message>
        <source>The message could not be read</source>
        <translation>No se ha podido leer el mensaje</translation>
    </message>
    <message>
        <source>This host holds no more tables now</source>
        <translation>Este anfitrión no admite más mesas ahora</translation>
    </message>
    <message>
        <source>The create key does not match</source>
        <translation>La clave de creación no coincide</translation>
    </message>
    <message>
        <source>The host could not do that</source>
        <translation>El anfitrión no ha podido hacerlo</translation>
    </message>
    <message>
        <source>This table has as many watchers as it allows</source>
        <translation>Esta mesa ya tiene todos los espectadores que admite</translation>
    </message>
    <message>
        <source>The game at this table has not started yet</source>
        <translation>La partida de esta mesa aún no ha empezado</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <source>You are watching this table; watchers do not play</source>
        <translation>Estás observando esta mesa; los espectadores no juegan</translation>
    </message>
    <message>
        <source>That seat is taken</source>
        <translation>Esa plaza está ocupada</translation>
    </message>
    <message>
        <source>The seat&apos;s secret does not match; use the invitation of this seat</source>
        <translation>El secreto de la plaza no coincide; usa la invitación de esta plaza</translation>
    </message>
    <message>
        <source>Every invited seat needs a player before the game starts</source>
        <translation>Cada plaza invitada necesita un jugador antes de que empiece la partida</translation>
    </message>
    <message>
        <source>The game at this table has already started</source>
        <translation>La partida de esta mesa ya ha empezado</translation>
    </message>
    <message>
        <source>The move could not be read</source>
        <translation>No se ha podido leer la jugada</translation>
    </message>
    <message>
        <source>The options are not valid for this game</source>
        <translation>Las opciones no son válidas para esta partida</translation>
    </message>
    <message>
        <source>The seats are not valid for this game</source>
        <translation>Las plazas no son válidas para esta partida</translation>
    </message>
    <message>
        <source>This table has no seat {seat}</source>
        <translation>Esta mesa no tiene la plaza {seat}</translation>
    </message>
    <message>
        <source>The name cannot be used</source>
        <translation>Este nombre no se puede usar</translation>
    </message>
    <message>
        <source>Only the host of this table may do that</source>
        <translation>Solo el anfitrión de esta mesa puede hacerlo</translation>
    </message>
    <message>
        <source>A computer player already plays this seat</source>
        <translation>Un jugador de la computadora ya juega en esta plaza</translation>
    </message>
    <message>
        <source>This move was sent for an earlier position; the table is at move {n}</source>
        <translation>Esta jugada se envió para una posición anterior; la mesa está en la jugada {n}</translation>
    </message>
    <message>
        <source>this is not a table saved by gardenapp</source>
        <translation>esto no es una mesa guardada por gardenapp</translation>
    </message>
    <message>
        <source>the tile taken this turn is needed here</source>
        <translation>aquí se necesita la loseta tomada en este turno</translation>
    </message>
    <message>
        <source>this garden has no empty cell for the tile taken</source>
        <translation>este jardín no tiene ninguna casilla vacía para la loseta tomada</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Victoria de</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>the disk is full</source>
        <extracomment>(code, name in that language), in menu order. English is the source language.</extracomment>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>no tienes permiso para escribir ahí</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <source>that name is a folder</source>
        <translation>ese nombre es una carpeta</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
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
        <translation>Diseña el jardín del palacio y lleva a tus nobles a sus mejores rincones.</translation>
    </message>
    <message>
        <source>Azul: Queen&apos;s Garden</source>
        <translation>Azul: Jardín de la Reina</translation>
    </message>
    <message>
        <source>Plant hexagonal tiles in groups of colours and patterns.</source>
        <translation>Planta losetas hexagonales en grupos de colores y patrones.</translation>
    </message>
    <message>
        <source>Harmonies</source>
        <translation>Harmonies</translation>
    </message>
    <message>
        <source>Build landscapes of tokens and give animals the habitats they need.</source>
        <translation>Construye paisajes con fichas y da a los animales los hábitats que necesitan.</translation>
    </message>
    <message>
        <source>Takenoko</source>
        <translation>Takenoko</translation>
    </message>
    <message>
        <source>Grow bamboo in the emperor&apos;s garden and keep the panda fed.</source>
        <translation>Cultiva bambú en el jardín del emperador y mantén al panda bien alimentado.</translation>
    </message>
    <message>
        <source>Under the Leaves</source>
        <translation>Under the Leaves</translation>
    </message>
    <message>
        <source>Build a forest floor of tiles where small creatures thrive.</source>
        <translation>Forma con losetas un suelo de bosque donde prosperan pequeñas criaturas.</translation>
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
        <translation>Gris</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Tree of 1</source>
        <translation>Árbol de altura 1</translation>
    </message>
    <message>
        <source>Mountain of 1</source>
        <translation>Montaña de altura 1</translation>
    </message>
    <message>
        <source>Trunk</source>
        <translation>Tronco</translation>
    </message>
    <message>
        <source>Lone red</source>
        <translation>Rojo aislado</translation>
    </message>
    <message>
        <source>Mountain of 2</source>
        <translation>Montaña de altura 2</translation>
    </message>
    <message>
        <source>Two trunks</source>
        <translation>Dos troncos</translation>
    </message>
    <message>
        <source>Tree of 2</source>
        <translation>Árbol de altura 2</translation>
    </message>
    <message>
        <source>Building on gray</source>
        <translation>Edificio sobre gris</translation>
    </message>
    <message>
        <source>Building on brown</source>
        <translation>Edificio sobre marrón</translation>
    </message>
    <message>
        <source>Building on red</source>
        <translation>Edificio sobre rojo</translation>
    </message>
    <message>
        <source>Mountain of 3</source>
        <translation>Montaña de altura 3</translation>
    </message>
    <message>
        <source>Tree of 3</source>
        <translation>Árbol de altura 3</translation>
    </message>
    <message>
        <source>water</source>
        <translation>agua</translation>
    </message>
    <message>
        <source>field</source>
        <translation>campo</translation>
    </message>
    <message>
        <source>mountain of 1</source>
        <translation>montaña de altura 1</translation>
    </message>
    <message>
        <source>mountain of 2</source>
        <translation>montaña de altura 2</translation>
    </message>
    <message>
        <source>mountain of 3</source>
        <translation>montaña de altura 3</translation>
    </message>
    <message>
        <source>tree of 1</source>
        <translation>árbol de altura 1</translation>
    </message>
    <message>
        <source>tree of 2</source>
        <translation>árbol de altura 2</translation>
    </message>
    <message>
        <source>tree of 3</source>
        <translation>árbol de altura 3</translation>
    </message>
    <message>
        <source>building</source>
        <translation>edificio</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>árbol</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montaña</translation>
    </message>
    <message>
        <source>yellow token</source>
        <translation>ficha amarilla</translation>
    </message>
    <message>
        <source>blue token</source>
        <translation>ficha azul</translation>
    </message>
    <message>
        <source>Side A (river)</source>
        <translation>Cara A (río)</translation>
    </message>
    <message>
        <source>Side B (islands)</source>
        <translation>Cara B (islas)</translation>
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
        <translation>{points} por grupo de {low} o más ({what})</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit card</source>
        <translation>Carta de Espíritu de la Naturaleza</translation>
    </message>
    <message>
        <source>Animal card</source>
        <translation>Carta de Animal</translation>
    </message>
    <message>
        <source>Habitat: {cells}</source>
        <translation>Hábitat: {cells}</translation>
    </message>
    <message>
        <source>(on your board, turned any way)</source>
        <translation>(en tu tablero, en cualquier giro)</translation>
    </message>
    <message>
        <source>Cube on: {code}</source>
        <translation>Cubo en: {code}</translation>
    </message>
    <message>
        <source>Scores: {rule}</source>
        <translation>Puntúa: {rule}</translation>
    </message>
    <message>
        <source>Only once its cube is on your board</source>
        <translation>Solo cuando su cubo esté en tu tablero</translation>
    </message>
    <message>
        <source>Points: {track}</source>
        <translation>Puntos: {track}</translation>
    </message>
    <message>
        <source>With n cubes on your board it scores the n-th value; its cubes leave it one by one</source>
        <translation>Con n cubos en tu tablero da el n-ésimo valor; los cubos salen de la carta uno a uno</translation>
    </message>
    <message>
        <source>Cubes placed: {n} of {slots} (scores {points})</source>
        <translation>Cubos colocados: {n} de {slots} (da {points})</translation>
    </message>
    <message>
        <source>Provisional: {note}</source>
        <translation>Provisional: {note}</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>The history is busy (another program is using it).</source>
        <translation>El historial está ocupado (otro programa lo está usando).</translation>
    </message>
    <message>
        <source>The history file cannot be changed (it is read-only): {path}</source>
        <translation>El archivo del historial no se puede modificar (es de solo lectura): {path}</translation>
    </message>
    <message>
        <source>The disk is full: the history cannot grow.</source>
        <translation>El disco está lleno: el historial no puede crecer.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of gardenapp; this version leaves it as it is: {path}</source>
        <translation>El historial lo escribió una versión más reciente de gardenapp; esta versión lo deja como está: {path}</translation>
    </message>
    <message>
        <source>The history file is damaged and could not be set aside: {path}</source>
        <translation>El archivo del historial está dañado y no se ha podido apartar: {path}</translation>
    </message>
    <message>
        <source>The history cannot be opened ({reason}): {path}</source>
        <translation>No se puede abrir el historial ({reason}): {path}</translation>
    </message>
    <message>
        <source>The history file was damaged. It is kept as {path}, and a new history was started with the games that could be read from it ({count}).</source>
        <translation>El archivo del historial estaba dañado. Se conserva como {path}, y se ha empezado un historial nuevo con las partidas que se han podido leer de él ({count}).</translation>
    </message>
    <message>
        <source>Games that could not be read: {count}.</source>
        <translation>Partidas que no se han podido leer: {count}.</translation>
    </message>
    <message>
        <source>The file of results waiting to be added to the history was damaged. It is kept as {path}.</source>
        <translation>El archivo de los resultados en espera de añadirse al historial estaba dañado. Se conserva como {path}.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>The game could not be added to the history, nor kept to be added later: {reason}. It stays on screen: try again later, or save it.</source>
        <translation>No se ha podido añadir la partida al historial ni guardarla para añadirla más tarde: {reason}. Sigue en la pantalla: inténtalo de nuevo más tarde o guárdala.</translation>
    </message>
    <message>
        <source>This result is kept and will be added as soon as the history can be written: when you open the History, finish another game or start gardenapp again.</source>
        <translation>Este resultado se conserva y se añadirá en cuanto se pueda escribir en el historial: cuando abras el Historial, termines otra partida o vuelvas a abrir gardenapp.</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>The host refused the connection: no table is being hosted at that address and port now.</source>
        <translation>El anfitrión rechazó la conexión: ahora no hay ninguna mesa abierta en esa dirección y puerto.</translation>
    </message>
    <message>
        <source>The host did not answer in time. Check the address, or try again later.</source>
        <translation>El anfitrión no respondió a tiempo. Revisa la dirección o inténtalo de nuevo más tarde.</translation>
    </message>
    <message>
        <source>The program at that address is not a gardenapp host.</source>
        <translation>El programa en esa dirección no es un anfitrión de gardenapp.</translation>
    </message>
    <message>
        <source>That port is already in use by another program; choose another port, or 0 for any free one.</source>
        <translation>Otro programa ya usa ese puerto; elige otro puerto, o 0 para cualquiera libre.</translation>
    </message>
    <message>
        <source>This computer does not allow the app to use that port; choose a port above 1024.</source>
        <translation>Esta computadora no permite que la aplicación use ese puerto; elige un puerto mayor que 1024.</translation>
    </message>
    <message>
        <source>No computer has that address. Check the invitation.</source>
        <translation>Ninguna computadora tiene esa dirección. Revisa la invitación.</translation>
    </message>
    <message>
        <source>The connection failed: {error}</source>
        <translation>La conexión falló: {error}</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Se perdió la conexión con el anfitrión.</translation>
    </message>
    <message>
        <source>This computer&apos;s table server runs on port {running} now, and this table was hosted on port {wanted}: quit the app and start it again, then resume this table first.</source>
        <translation>El servidor de mesas de esta computadora usa ahora el puerto {running}, y esta mesa se abrió en el puerto {wanted}: cierra la aplicación, ábrela de nuevo y reanuda esta mesa primero.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Algo salió mal: {error}</translation>
    </message>
    <message>
        <source>The host refused.</source>
        <translation>El anfitrión lo rechazó.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>One player plays the solo mode: 3 central spaces, 3 cards on display, a result in suns.</source>
        <translation>Un jugador juega el modo en solitario: 3 espacios centrales, 3 cartas expuestas y un resultado en soles.</translation>
    </message>
    <message>
        <source>Personal boards</source>
        <translation>Tableros individuales</translation>
    </message>
    <message>
        <source>Side A (river)</source>
        <translation>Cara A (río)</translation>
    </message>
    <message>
        <source>Side B (islands)</source>
        <translation>Cara B (islas)</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit cards (variant)</source>
        <translation>Cartas de Espíritu de la Naturaleza (variante)</translation>
    </message>
    <message>
        <source>1 player: a solo game against the automaton Pedro Bot.</source>
        <translation>1 jugador: una partida en solitario contra el autómata Pedro Bot.</translation>
    </message>
    <message>
        <source>Pedro Bot&apos;s level (solo)</source>
        <translation>Nivel de Pedro Bot (solitario)</translation>
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
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>Pedro Bot also gets 2 mission cards</source>
        <translation>Pedro Bot también recibe 2 cartas de misión</translation>
    </message>
    <message>
        <source>Garden layout</source>
        <translation>Disposición del jardín</translation>
    </message>
    <message>
        <source>Printed spaces of a custom layout</source>
        <translation>Casillas preimpresas de una disposición personalizada</translation>
    </message>
    <message>
        <source>Row bonuses</source>
        <translation>Bonificaciones de filas</translation>
    </message>
    <message>
        <source>Column bonuses</source>
        <translation>Bonificaciones de columnas</translation>
    </message>
    <message>
        <source>Mission points by noble row</source>
        <translation>Puntos de misión por fila del noble</translation>
    </message>
    <message>
        <source>Redraw already-fulfilled objectives</source>
        <translation>Volver a robar los objetivos ya cumplidos</translation>
    </message>
    <message>
        <source>An objective drawn already fulfilled goes under its deck and the action is cancelled (as on Board Game Arena).</source>
        <translation>Un objetivo robado que ya está cumplido va al fondo de su mazo y la acción se cancela (como en Board Game Arena).</translation>
    </message>
    <message>
        <source>Improvement while placing a plot</source>
        <translation>Mejora al colocar una parcela</translation>
    </message>
    <message>
        <source>Attach an improvement token from your reserve to a plot as you place it.</source>
        <translation>Al colocar una parcela, ponle una ficha de mejora de tu reserva.</translation>
    </message>
    <message>
        <source>House rule: mirrored two-colour diamonds count</source>
        <translation>Regla de la casa: los diamantes de dos colores reflejados cuentan</translation>
    </message>
    <message>
        <source>Round limit, computers only (a safeguard, not a rule)</source>
        <translation>Límite de rondas, solo computadora (salvaguarda, no regla)</translation>
    </message>
    <message>
        <source>An app safeguard, not a rule: a game between computer players ends after this many rounds. Games with a person have no limit; they can end by agreement.</source>
        <translation>Una salvaguarda de la aplicación, no una regla: una partida solo entre jugadores de la computadora termina tras este número de rondas. Las partidas con una persona no tienen límite; pueden terminar por acuerdo.</translation>
    </message>
    <message>
        <source>Wheel schedule (criteria per round)</source>
        <translation>Rueda (criterios por ronda)</translation>
    </message>
    <message>
        <source>The printed wheel is not known to us: by default a random schedule is drawn. Enter your wheel&apos;s 4 rounds of 3 colours or patterns to play with it.</source>
        <translation>No conocemos la rueda impresa: por defecto, los criterios de cada ronda se sortean. Indica las 4 rondas de 3 colores o patrones de tu rueda para jugar con ella.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>Scoring board side</source>
        <translation>Cara del tablero de puntuación</translation>
    </message>
    <message>
        <source>Standard side</source>
        <translation>Cara estándar</translation>
    </message>
    <message>
        <source>Dweller cards</source>
        <translation>Cartas de habitante</translation>
    </message>
    <message>
        <source>First game: Thoughtful, Diver, Host</source>
        <translation>Primera partida: Pensativo, Buceador, Anfitrión</translation>
    </message>
    <message>
        <source>One of each type at random</source>
        <translation>Una de cada tipo, al azar</translation>
    </message>
    <message>
        <source>Chosen below</source>
        <translation>Elegidas abajo</translation>
    </message>
    <message>
        <source>Leaf dweller card</source>
        <translation>Carta de habitante de las hojas</translation>
    </message>
    <message>
        <source>Puddle dweller card</source>
        <translation>Carta de habitante de los charcos</translation>
    </message>
    <message>
        <source>Mushroom dweller card</source>
        <translation>Carta de habitante de los hongos</translation>
    </message>
    <message>
        <source>Tiles are double-sided (may be flipped)</source>
        <translation>Las losetas tienen dos caras (se pueden voltear)</translation>
    </message>
    <message>
        <source>Switch off only if your copy&apos;s tiles are printed on one side.</source>
        <translation>Desactívalo solo si las losetas de tu ejemplar están impresas por una sola cara.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Trees</source>
        <translation>Árboles</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montañas</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campos</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edificios</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <source>Animals</source>
        <translation>Animales</translation>
    </message>
    <message>
        <source>Nature&apos;s Spirit</source>
        <translation>Espíritu de la Naturaleza</translation>
    </message>
    <message>
        <source>Plot objectives</source>
        <translation>Objetivos de parcela</translation>
    </message>
    <message>
        <source>Gardener objectives</source>
        <translation>Objetivos de jardinero</translation>
    </message>
    <message>
        <source>Panda objectives</source>
        <translation>Objetivos de panda</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Emperador</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Marcador de puntuación</translation>
    </message>
    <message>
        <source>Row bonuses</source>
        <translation>Bonificaciones de filas</translation>
    </message>
    <message>
        <source>Column bonuses</source>
        <translation>Bonificaciones de columnas</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Misiones</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Almacén</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Light green</source>
        <translation>Verde claro</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Lilac</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Árbol</translation>
    </message>
    <message>
        <source>Bird</source>
        <translation>Pájaro</translation>
    </message>
    <message>
        <source>Butterflies</source>
        <translation>Mariposas</translation>
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
        <translation>Lirios</translation>
    </message>
    <message>
        <source>Bees</source>
        <translation>Abejas</translation>
    </message>
    <message>
        <source>Hummingbirds</source>
        <translation>Colibríes</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Habitantes de las hojas</translation>
    </message>
    <message>
        <source>Puddle</source>
        <translation>Habitantes de los charcos</translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation>Habitantes de los hongos</translation>
    </message>
    <message>
        <source>Majority bonus</source>
        <translation>Bonificación por mayoría</translation>
    </message>
    <message>
        <source>Suns</source>
        <translation>Soles</translation>
    </message>
    <message>
        <source>animal cubes on the board</source>
        <translation>cubos de Animal en el tablero</translation>
    </message>
    <message>
        <source>panda points</source>
        <translation>puntos de panda</translation>
    </message>
    <message>
        <source>hummingbirds</source>
        <translation>colibríes</translation>
    </message>
    <message>
        <source>bees</source>
        <translation>abejas</translation>
    </message>
</context>
<context>
    <name>sanssouci</name>
    <message>
        <source>Labyrinth</source>
        <translation>Laberinto</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Estatua</translation>
    </message>
    <message>
        <source>Pavilion</source>
        <translation>Pabellón</translation>
    </message>
    <message>
        <source>Topiary</source>
        <translation>Topiaria</translation>
    </message>
    <message>
        <source>Stairs</source>
        <translation>Escalinata</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Rose arch</source>
        <translation>Arco de rosas</translation>
    </message>
    <message>
        <source>Herb spiral</source>
        <translation>Espiral de hierbas</translation>
    </message>
    <message>
        <source>Grapevine</source>
        <translation>Vid</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beis</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
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
        <translation>avanzado</translation>
    </message>
    <message>
        <source>empty space</source>
        <translation>casilla vacía</translation>
    </message>
    <message>
        <source>pre-printed ornament</source>
        <translation>ornamento preimpreso</translation>
    </message>
    <message>
        <source>ornament tile</source>
        <translation>loseta de ornamento</translation>
    </message>
    <message>
        <source>gardener (flipped tile)</source>
        <translation>jardinero (loseta volteada)</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>noble</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>any tile</source>
        <translation>cualquier loseta</translation>
    </message>
    <message>
        <source>Element card: {element}</source>
        <translation>Carta de elemento: {element}</translation>
    </message>
    <message>
        <source>Two-colour card: {first} (row {a}) or {second} (row {b})</source>
        <translation>Carta de dos colores: {first} (fila {a}) o {second} (fila {b})</translation>
    </message>
    <message>
        <source>Joker: take any tile</source>
        <translation>Comodín: toma cualquier loseta</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provisional</translation>
    </message>
    <message>
        <source>prov.</source>
        <translation>prov.</translation>
    </message>
    <message>
        <source>custom layout</source>
        <translation>disposición personalizada</translation>
    </message>
    <message>
        <source>blank garden</source>
        <translation>jardín en blanco</translation>
    </message>
    <message>
        <source>The tile goes to the row of its space&apos;s colour and the column of its element; the noble move that follows scores</source>
        <translation>La loseta va a la fila del color de su espacio y a la columna de su elemento; el movimiento de noble que sigue puntúa</translation>
    </message>
    <message>
        <source>Take a {element} tile from any space of the display; if there is none, any tile</source>
        <translation>Toma una loseta {element} de cualquier espacio del tablero común; si no hay ninguna, cualquier loseta</translation>
    </message>
    <message>
        <source>Take one of the 4 tiles on the two {first} or the two {second} spaces, whatever its element</source>
        <translation>Toma una de las 4 losetas de los dos espacios {first} o de los dos espacios {second}, sea cual sea su elemento</translation>
    </message>
    <message>
        <source>the colour pair is provisional</source>
        <translation>el par de colores es provisional</translation>
    </message>
    <message>
        <source>At the end it scores by the row of your noble in the {element} column (on the terrace: {terrace})</source>
        <translation>Al final puntúa según la fila de tu noble en la columna {element} (en la terraza: {terrace})</translation>
    </message>
    <message>
        <source>Points by row: {points}</source>
        <translation>Puntos por fila: {points}</translation>
    </message>
    <message>
        <source>Mission points are provisional (not confirmed by the rules).</source>
        <translation>Los puntos de misión son provisionales (no confirmados por las reglas).</translation>
    </message>
    <message>
        <source>Mission card: {element}</source>
        <translation>Carta de misión: {element}</translation>
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
        <translation>amarillo</translation>
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
        <translation>A (amarillo)</translation>
    </message>
    <message>
        <source>P (pink)</source>
        <translation>R (rosa)</translation>
    </message>
    <message>
        <source>no improvement</source>
        <translation>sin mejora</translation>
    </message>
    <message>
        <source>watershed</source>
        <translation>cuenca</translation>
    </message>
    <message>
        <source>fertilizer</source>
        <translation>fertilizante</translation>
    </message>
    <message>
        <source>enclosure</source>
        <translation>recinto</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Lluvia</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Viento</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Tormenta</translation>
    </message>
    <message>
        <source>Clouds</source>
        <translation>Nubes</translation>
    </message>
    <message>
        <source>Your choice (?)</source>
        <translation>A tu elección (?)</translation>
    </message>
    <message>
        <source>Sun: one extra action this turn (all different).</source>
        <translation>Sol: una acción extra este turno (todas distintas).</translation>
    </message>
    <message>
        <source>Rain: one irrigated plot of your choice grows.</source>
        <translation>Lluvia: crece una parcela regada a tu elección.</translation>
    </message>
    <message>
        <source>Wind: your two actions may be the same.</source>
        <translation>Viento: tus dos acciones pueden ser iguales.</translation>
    </message>
    <message>
        <source>Storm: put the panda on any plot; it eats there.</source>
        <translation>Tormenta: pon al panda en cualquier parcela; come allí.</translation>
    </message>
    <message>
        <source>Clouds: take an improvement token.</source>
        <translation>Nubes: toma una ficha de mejora.</translation>
    </message>
    <message>
        <source>?: choose the weather you want.</source>
        <translation>?: elige el clima que quieras.</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Parcela</translation>
    </message>
    <message>
        <source>Irrigation</source>
        <translation>Riego</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Jardinero</translation>
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
        <translation>Roba tres parcelas, quédate una y colócala en el jardín.</translation>
    </message>
    <message>
        <source>Take an irrigation channel (place it now or later).</source>
        <translation>Toma un canal de riego (colócalo ahora o más tarde).</translation>
    </message>
    <message>
        <source>Move the gardener in a straight line; bamboo grows.</source>
        <translation>Mueve al jardinero en línea recta; el bambú crece.</translation>
    </message>
    <message>
        <source>Move the panda in a straight line; it eats a section.</source>
        <translation>Mueve al panda en línea recta; se come una sección.</translation>
    </message>
    <message>
        <source>Draw an objective card (at most 5 in hand).</source>
        <translation>Roba una carta de objetivo (como máximo 5 en la mano).</translation>
    </message>
    <message>
        <source>Plot objective</source>
        <translation>Objetivo de parcela</translation>
    </message>
    <message>
        <source>Gardener objective</source>
        <translation>Objetivo de jardinero</translation>
    </message>
    <message>
        <source>Panda objective</source>
        <translation>Objetivo de panda</translation>
    </message>
    <message>
        <source>line</source>
        <translation>recta</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triángulo</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>diamante</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>panda</translation>
    </message>
    <message>
        <source>gardener</source>
        <translation>jardinero</translation>
    </message>
    <message>
        <source>Pond</source>
        <translation>Estanque</translation>
    </message>
    <message>
        <source>{a}–{b} diamond</source>
        <translation>diamante {a}–{b}</translation>
    </message>
    <message>
        <source>{colour} {shape}</source>
        <translation>{shape} en {colour}</translation>
    </message>
    <message>
        <source>{colour} stalk of 4, {improvement}</source>
        <translation>tallo de 4 en {colour}, {improvement}</translation>
    </message>
    <message>
        <source>Panda eats {items}</source>
        <translation>El panda come {items}</translation>
    </message>
    <message>
        <source>Provisional: {note}</source>
        <translation>Provisional: {note}</translation>
    </message>
    <message>
        <source>4 irrigated plots in a diamond: {a} on one tip and the middle beside it, {b} on the other two</source>
        <translation>4 parcelas regadas en diamante: {a} en una punta y en el centro de al lado, {b} en las otras dos</translation>
    </message>
    <message>
        <source>Turned any way, never mirrored; improvements and bamboo do not matter</source>
        <translation>En cualquier giro, nunca reflejado; las mejoras y el bambú no importan</translation>
    </message>
    <message>
        <source>Bamboo sections in your stock: {items}; they go back to the supply when you complete it</source>
        <translation>Secciones de bambú en tu reserva: {items}; vuelven al suministro general cuando lo completas</translation>
    </message>
    <message numerus="yes">
        <source>%n irrigated {colour} plots, shape: {shape}</source>
        <translation>
            <numerusform>%n parcela regada ({colour}), forma: {shape}</numerusform>
            <numerusform>%n parcelas regadas ({colour}), forma: {shape}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots, each with a bamboo stalk of height {height} exactly (improvements do not matter)</source>
        <translation>
            <numerusform>%n parcela ({colour}) con un tallo de bambú de altura exactamente {height} (las mejoras no importan)</numerusform>
            <numerusform>%n parcelas ({colour}), cada una con un tallo de bambú de altura exactamente {height} (las mejoras no importan)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} stalks of 3</source>
        <translation>
            <numerusform>%n tallo de 3 en {colour}</numerusform>
            <numerusform>%n tallos de 3 en {colour}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} bamboo stalk of exactly %n sections on a plot with a {improvement} (printed or token)</source>
        <translation>
            <numerusform>Un tallo de bambú ({colour}) de exactamente %n sección en una parcela con {improvement} (impresa o ficha)</numerusform>
            <numerusform>Un tallo de bambú ({colour}) de exactamente %n secciones en una parcela con {improvement} (impresa o ficha)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} bamboo stalk of exactly %n sections on a plot with no improvement</source>
        <translation>
            <numerusform>Un tallo de bambú ({colour}) de exactamente %n sección en una parcela sin mejora</numerusform>
            <numerusform>Un tallo de bambú ({colour}) de exactamente %n secciones en una parcela sin mejora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Completed: %n points</source>
        <translation>
            <numerusform>Completado: %n punto</numerusform>
            <numerusform>Completado: %n puntos</numerusform>
        </translation>
    </message>
</context>
</TS>
