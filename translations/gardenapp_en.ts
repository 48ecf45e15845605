<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AzulPlayerPage</name>
    <message numerus="yes">
        <source>%n hexagons from the photo still show &apos;?&apos; for their pattern.</source>
        <translation>
            <numerusform>%n hexagon from the photo still shows &apos;?&apos; for its pattern.</numerusform>
            <numerusform>%n hexagons from the photo still show &apos;?&apos; for their pattern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GardenEditor</name>
    <message numerus="yes">
        <source>This garden satisfies %n plot and gardener objectives (✓ on the cards; click one to see its cells):</source>
        <translation>
            <numerusform>This garden satisfies %n plot or gardener objective (✓ on the cards; click one to see its cells):</numerusform>
            <numerusform>This garden satisfies %n plot and gardener objectives (✓ on the cards; click one to see its cells):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click or drag over plots to set their bamboo to %n sections.</source>
        <translation>
            <numerusform>Click or drag over plots to set their bamboo to %n section.</numerusform>
            <numerusform>Click or drag over plots to set their bamboo to %n sections.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bamboo: %n sections</source>
        <translation>
            <numerusform>Bamboo: %n section</numerusform>
            <numerusform>Bamboo: %n sections</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HarmoniesPlayScreen</name>
    <message numerus="yes">
        <source>Draw pile: %n cards</source>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pouch: %n tokens</source>
        <translation>
            <numerusform>Pouch: %n token</numerusform>
            <numerusform>Pouch: %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solo result: %n suns {stars}</source>
        <translation>
            <numerusform>Solo result: %n sun {stars}</numerusform>
            <numerusform>Solo result: %n suns {stars}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HarmoniesScoreHelper</name>
    <message numerus="yes">
        <source>Solo result: %n suns {stars}</source>
        <translation>
            <numerusform>Solo result: %n sun {stars}</numerusform>
            <numerusform>Solo result: %n suns {stars}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeavesPlayScreen</name>
    <message numerus="yes">
        <source>{tile}: {side}, %n quarter turns</source>
        <translation>
            <numerusform>{tile}: {side}, %n quarter turn</numerusform>
            <numerusform>{tile}: {side}, %n quarter turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n pawns + {bonus} majority bonus)</source>
        <translation>
            <numerusform>(%n pawn + {bonus} majority bonus)</numerusform>
            <numerusform>(%n pawns + {bonus} majority bonus)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeavesPlayerPage</name>
    <message numerus="yes">
        <source>Order of play: %n tiles listed out of {total}; the engine replays the arrivals when every tile is listed.</source>
        <translation>
            <numerusform>Order of play: %n tile listed out of {total}; the engine replays the arrivals when every tile is listed.</numerusform>
            <numerusform>Order of play: %n tiles listed out of {total}; the engine replays the arrivals when every tile is listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message numerus="yes">
        <source>The coach is looking at your moves: %n of them done.</source>
        <translation>
            <numerusform>The coach is looking at your moves: %n of them done.</numerusform>
            <numerusform>The coach is looking at your moves: %n of them done.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The coach&apos;s view is not complete (%n moves left).</source>
        <translation>
            <numerusform>The coach&apos;s view is not complete (%n move left).</numerusform>
            <numerusform>The coach&apos;s view is not complete (%n moves left).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SanssouciGarden</name>
    <message numerus="yes">
        <source>Row {row} ({colour}, %n points) · {element} column</source>
        <translation>
            <numerusform>Row {row} ({colour}, %n point) · {element} column</numerusform>
            <numerusform>Row {row} ({colour}, %n points) · {element} column</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SanssouciPlayScreen</name>
    <message numerus="yes">
        <source>%n cards left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TakenokoPlayScreen</name>
    <message numerus="yes">
        <source>{deck}
%n left</source>
        <translation>
            <numerusform>{deck}
%n left</numerusform>
            <numerusform>{deck}
%n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TakenokoScoreHelper</name>
    <message numerus="yes">
        <source>The player who first completed %n objectives</source>
        <translation>
            <numerusform>The player who first completed %n objective</numerusform>
            <numerusform>The player who first completed %n objectives</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>azul_queens_garden</name>
    <message numerus="yes">
        <source>%n jokers when surrounded</source>
        <translation>
            <numerusform>%n joker when surrounded</numerusform>
            <numerusform>%n jokers when surrounded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost to place: %n hexagons, itself included, all of one colour with different patterns or of one pattern with different colours (jokers may replace all but itself)</source>
        <translation>
            <numerusform>Cost to place: %n hexagon, itself included, all of one colour with different patterns or of one pattern with different colours (jokers may replace all but itself)</numerusform>
            <numerusform>Cost to place: %n hexagons, itself included, all of one colour with different patterns or of one pattern with different colours (jokers may replace all but itself)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded: {items} (−%n points)</source>
        <translation>
            <numerusform>Discarded: {items} (−%n point)</numerusform>
            <numerusform>Discarded: {items} (−%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the garden its pavilion scores %n points each round while visible</source>
        <translation>
            <numerusform>In the garden its pavilion scores %n point each round while visible</numerusform>
            <numerusform>In the garden its pavilion scores %n points each round while visible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surrounding it gives %n jokers</source>
        <translation>
            <numerusform>surrounding it gives %n joker</numerusform>
            <numerusform>surrounding it gives %n jokers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message numerus="yes">
        <source>%n ahead on the score table</source>
        <translation>
            <numerusform>%n ahead on the score table</numerusform>
            <numerusform>%n ahead on the score table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n behind on the score table</source>
        <translation>
            <numerusform>%n behind on the score table</numerusform>
            <numerusform>%n behind on the score table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n channels; the game has {limit}</source>
        <translation>
            <numerusform>%n channel; the game has {limit}</numerusform>
            <numerusform>%n channels; the game has {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices left over: the replay asked for {used}</source>
        <translation>
            <numerusform>%n choice left over: the replay asked for {used}</numerusform>
            <numerusform>%n choices left over: the replay asked for {used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries; seats in this game: {seats}</source>
        <translation>
            <numerusform>%n entry; seats in this game: {seats}</numerusform>
            <numerusform>%n entries; seats in this game: {seats}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expansions; the storage holds at most {limit}</source>
        <translation>
            <numerusform>%n expansion; the storage holds at most {limit}</numerusform>
            <numerusform>%n expansions; the storage holds at most {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hummingbirds nest on tile {at} (now {total})</source>
        <translation>
            <numerusform>%n hummingbird nests on tile {at} (now {total})</numerusform>
            <numerusform>%n hummingbirds nest on tile {at} (now {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items; allowed: at most {limit}</source>
        <translation>
            <numerusform>%n item; allowed: at most {limit}</numerusform>
            <numerusform>%n items; allowed: at most {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items; needed: at least {limit}</source>
        <translation>
            <numerusform>%n item; needed: at least {limit}</numerusform>
            <numerusform>%n items; needed: at least {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jokers</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layouts, players: {people}; give one per person or a single layout</source>
        <translation>
            <numerusform>%n layout, players: {people}; give one per person or a single layout</numerusform>
            <numerusform>%n layouts, players: {people}; give one per person or a single layout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission cards; a player holds 2</source>
        <translation>
            <numerusform>%n mission card; a player holds 2</numerusform>
            <numerusform>%n mission cards; a player holds 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more bees: one for each older {colour} sector</source>
        <translation>
            <numerusform>%n more bee: one for each older {colour} sector</numerusform>
            <numerusform>%n more bees: one for each older {colour} sector</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawns</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players; this game takes {low} to {high}</source>
        <translation>
            <numerusform>%n player; this game takes {low} to {high}</numerusform>
            <numerusform>%n players; this game takes {low} to {high}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pollinated sectors</source>
        <translation>
            <numerusform>%n pollinated sector</numerusform>
            <numerusform>%n pollinated sectors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printed spaces leave too few free spaces for the tiles of a game ({rounds}): at most {limit}</source>
        <translation>
            <numerusform>%n printed space leaves too few free spaces for the tiles of a game ({rounds}): at most {limit}</numerusform>
            <numerusform>%n printed spaces leave too few free spaces for the tiles of a game ({rounds}): at most {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seats given; seats in this game: {seats}</source>
        <translation>
            <numerusform>%n seat given; seats in this game: {seats}</numerusform>
            <numerusform>%n seats given; seats in this game: {seats}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suns</source>
        <translation>
            <numerusform>%n sun</numerusform>
            <numerusform>%n suns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles; the storage holds at most {limit}</source>
        <translation>
            <numerusform>%n tile; the storage holds at most {limit}</numerusform>
            <numerusform>%n tiles; the storage holds at most {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} bamboo sections; the game has {limit}</source>
        <translation>
            <numerusform>%n {colour} bamboo section; the game has {limit}</numerusform>
            <numerusform>%n {colour} bamboo sections; the game has {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots with a printed {improvement}; the game has {limit}</source>
        <translation>
            <numerusform>%n {colour} plot with a printed {improvement}; the game has {limit}</numerusform>
            <numerusform>%n {colour} plots with a printed {improvement}; the game has {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots without a printed improvement; the game has {limit}</source>
        <translation>
            <numerusform>%n {colour} plot without a printed improvement; the game has {limit}</numerusform>
            <numerusform>%n {colour} plots without a printed improvement; the game has {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots; the game has {limit}</source>
        <translation>
            <numerusform>%n {colour} plot; the game has {limit}</numerusform>
            <numerusform>%n {colour} plots; the game has {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} stalks of 3</source>
        <translation>
            <numerusform>%n {colour} stalk of 3</numerusform>
            <numerusform>%n {colour} stalks of 3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {improvement} tokens; the game has {limit}</source>
        <translation>
            <numerusform>%n {improvement} token; the game has {limit}</numerusform>
            <numerusform>%n {improvement} tokens; the game has {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An expansion from the supply costs %n points</source>
        <translation>
            <numerusform>An expansion from the supply costs %n point</numerusform>
            <numerusform>An expansion from the supply costs %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n more: hexagons of the same colour or the same pattern, or jokers</source>
        <translation>
            <numerusform>Pay %n more: hexagons of the same colour or the same pattern, or jokers</numerusform>
            <numerusform>Pay %n more: hexagons of the same colour or the same pattern, or jokers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place the tokens you took (%n left): a token in your hand, then a highlighted space</source>
        <translation>
            <numerusform>Place the tokens you took (%n left): a token in your hand, then a highlighted space</numerusform>
            <numerusform>Place the tokens you took (%n left): a token in your hand, then a highlighted space</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tile {tile} laid at {at} (side {side}, %n quarter turns)</source>
        <translation>
            <numerusform>Tile {tile} laid at {at} (side {side}, %n quarter turn)</numerusform>
            <numerusform>Tile {tile} laid at {at} (side {side}, %n quarter turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may hold at most %n incomplete cards</source>
        <translation>
            <numerusform>You may hold at most %n incomplete card</numerusform>
            <numerusform>You may hold at most %n incomplete cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a hand holds at most %n objectives</source>
        <translation>
            <numerusform>a hand holds at most %n objective</numerusform>
            <numerusform>a hand holds at most %n objectives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ahead by %n in expected points</source>
        <translation>
            <numerusform>ahead by %n in expected points</numerusform>
            <numerusform>ahead by %n in expected points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ahead by %n points after this turn</source>
        <translation>
            <numerusform>ahead by %n point after this turn</numerusform>
            <numerusform>ahead by %n points after this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more problems</source>
        <translation>
            <numerusform>and %n more problem</numerusform>
            <numerusform>and %n more problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>behind by %n in expected points</source>
        <translation>
            <numerusform>behind by %n in expected points</numerusform>
            <numerusform>behind by %n in expected points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>behind by %n points after this turn</source>
        <translation>
            <numerusform>behind by %n point after this turn</numerusform>
            <numerusform>behind by %n points after this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>buy an expansion from the supply for %n points and place it face down in area {area}</source>
        <translation>
            <numerusform>buy an expansion from the supply for %n point and place it face down in area {area}</numerusform>
            <numerusform>buy an expansion from the supply for %n points and place it face down in area {area}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard {items} and lose %n points</source>
        <translation>
            <numerusform>discard {items} and lose %n point</numerusform>
            <numerusform>discard {items} and lose %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discards {items} and loses %n points</source>
        <translation>
            <numerusform>discards {items} and loses %n point</numerusform>
            <numerusform>discards {items} and loses %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draws %n plots</source>
        <translation>
            <numerusform>draws %n plot</numerusform>
            <numerusform>draws %n plots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n items, found {count}</source>
        <translation>
            <numerusform>expected %n item, found {count}</numerusform>
            <numerusform>expected %n items, found {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a list of %n items</source>
        <translation>
            <numerusform>expected a list of %n item</numerusform>
            <numerusform>expected a list of %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a list of %n whole numbers</source>
        <translation>
            <numerusform>expected a list of %n whole number</numerusform>
            <numerusform>expected a list of %n whole numbers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n empty spaces left: the game ends after this round</source>
        <translation>
            <numerusform>has %n empty space left: the game ends after this round</numerusform>
            <numerusform>has %n empty spaces left: the game ends after this round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is longer than %n characters</source>
        <translation>
            <numerusform>is longer than %n character</numerusform>
            <numerusform>is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is shorter than %n characters</source>
        <translation>
            <numerusform>is shorter than %n character</numerusform>
            <numerusform>is shorter than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lay tile {tile} {side} up, turned %n quarter turns, at {at}</source>
        <translation>
            <numerusform>lay tile {tile} {side} up, turned %n quarter turn, at {at}</numerusform>
            <numerusform>lay tile {tile} {side} up, turned %n quarter turns, at {at}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pays %n points for an expansion from the supply and places it face down in area {area}</source>
        <translation>
            <numerusform>pays %n point for an expansion from the supply and places it face down in area {area}</numerusform>
            <numerusform>pays %n points for an expansion from the supply and places it face down in area {area}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>returns the %n tokens left on the central board to the box</source>
        <translation>
            <numerusform>returns the %n token left on the central board to the box</numerusform>
            <numerusform>returns the %n tokens left on the central board to the box</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round {round} scoring: %n points for {criteria} and {pavilions} for visible pavilions</source>
        <translation>
            <numerusform>round {round} scoring: %n point for {criteria} and {pavilions} for visible pavilions</numerusform>
            <numerusform>round {round} scoring: %n points for {criteria} and {pavilions} for visible pavilions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n points</source>
        <translation>
            <numerusform>scores %n point</numerusform>
            <numerusform>scores %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n points: {suns}</source>
        <translation>
            <numerusform>scores %n point: {suns}</numerusform>
            <numerusform>scores %n points: {suns}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surrounds the {element} on {cell}: {gained} of %n jokers</source>
        <translation>
            <numerusform>surrounds the {element} on {cell}: {gained} of %n joker</numerusform>
            <numerusform>surrounds the {element} on {cell}: {gained} of %n jokers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>take tile {tile} from the market and lay it {side} up, turned %n quarter turns, at {at}</source>
        <translation>
            <numerusform>take tile {tile} from the market and lay it {side} up, turned %n quarter turn, at {at}</numerusform>
            <numerusform>take tile {tile} from the market and lay it {side} up, turned %n quarter turns, at {at}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the Emperor goes to a player with at least %n completed objectives; {name} has {count}</source>
        <translation>
            <numerusform>the Emperor goes to a player with at least %n completed objective; {name} has {count}</numerusform>
            <numerusform>the Emperor goes to a player with at least %n completed objectives; {name} has {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the file is too large (%n bytes)</source>
        <translation>
            <numerusform>the file is too large (%n byte)</numerusform>
            <numerusform>the file is too large (%n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the garden reaches more than %n tiles away from its starting tile</source>
        <translation>
            <numerusform>the garden reaches more than %n tile away from its starting tile</numerusform>
            <numerusform>the garden reaches more than %n tiles away from its starting tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the message is longer than %n bytes</source>
        <translation>
            <numerusform>the message is longer than %n byte</numerusform>
            <numerusform>the message is longer than %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the name is longer than %n characters</source>
        <translation>
            <numerusform>the name is longer than %n character</numerusform>
            <numerusform>the name is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the path is longer than %n characters</source>
        <translation>
            <numerusform>the path is longer than %n character</numerusform>
            <numerusform>the path is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the picture is too large ({width} × %n pixels)</source>
        <translation>
            <numerusform>the picture is too large ({width} × %n pixel)</numerusform>
            <numerusform>the picture is too large ({width} × %n pixels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {hexagon} expansion is entered %n times ({places}); the game has one</source>
        <translation>
            <numerusform>the {hexagon} expansion is entered %n time ({places}); the game has one</numerusform>
            <numerusform>the {hexagon} expansion is entered %n times ({places}); the game has one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tiles: {tiles}, jokers: {jokers}; the storage holds at most %n tiles and jokers together</source>
        <translation>
            <numerusform>tiles: {tiles}, jokers: {jokers}; the storage holds at most %n tile or joker</numerusform>
            <numerusform>tiles: {tiles}, jokers: {jokers}; the storage holds at most %n tiles and jokers together</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hexagon}: %n tiles are entered; the game has {copies}</source>
        <translation>
            <numerusform>{hexagon}: %n tile is entered; the game has {copies}</numerusform>
            <numerusform>{hexagon}: %n tiles are entered; the game has {copies}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} reached %n objectives but nobody holds the Emperor card</source>
        <translation>
            <numerusform>{names} reached %n objective but nobody holds the Emperor card</numerusform>
            <numerusform>{names} reached %n objectives but nobody holds the Emperor card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n cubes are marked on the board but the cards account for {expected}</source>
        <translation>
            <numerusform>{name}: %n cube is marked on the board but the cards account for {expected}</numerusform>
            <numerusform>{name}: %n cubes are marked on the board but the cards account for {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n hummingbirds counted, but the board holds {computed}</source>
        <translation>
            <numerusform>{name}: %n hummingbird counted, but the board holds {computed}</numerusform>
            <numerusform>{name}: %n hummingbirds counted, but the board holds {computed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the garden has %n tiles; a finished garden has 13</source>
        <translation>
            <numerusform>{name}: the garden has %n tile; a finished garden has 13</numerusform>
            <numerusform>{name}: the garden has %n tiles; a finished garden has 13</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n incomplete cards; the rules allow at most {limit}</source>
        <translation>
            <numerusform>{name}: %n incomplete card; the rules allow at most {limit}</numerusform>
            <numerusform>{name}: %n incomplete cards; the rules allow at most {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n filled spaces; a finished garden has {expected}</source>
        <translation>
            <numerusform>{player}: %n filled space; a finished garden has {expected}</numerusform>
            <numerusform>{player}: %n filled spaces; a finished garden has {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n gardeners; tiles placed in a game: at most {most}</source>
        <translation>
            <numerusform>{player}: %n gardener; tiles placed in a game: at most {most}</numerusform>
            <numerusform>{player}: %n gardeners; tiles placed in a game: at most {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}: %n mission cards; each player keeps 2</source>
        <translation>
            <numerusform>{player}: %n mission card; each player keeps 2</numerusform>
            <numerusform>{player}: %n mission cards; each player keeps 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} is more than card {card}&apos;s %n slots</source>
        <translation>
            <numerusform>{value} is more than card {card}&apos;s %n slot</numerusform>
            <numerusform>{value} is more than card {card}&apos;s %n slots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>takenoko</name>
    <message numerus="yes">
        <source>%n irrigated {colour} plots, shape: {shape}</source>
        <translation>
            <numerusform>%n irrigated {colour} plot, shape: {shape}</numerusform>
            <numerusform>%n irrigated {colour} plots, shape: {shape}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} plots, each with a bamboo stalk of height {height} exactly (improvements do not matter)</source>
        <translation>
            <numerusform>%n {colour} plot with a bamboo stalk of height {height} exactly (improvements do not matter)</numerusform>
            <numerusform>%n {colour} plots, each with a bamboo stalk of height {height} exactly (improvements do not matter)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} stalks of 3</source>
        <translation>
            <numerusform>%n {colour} stalk of 3</numerusform>
            <numerusform>%n {colour} stalks of 3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} bamboo stalk of exactly %n sections on a plot with a {improvement} (printed or token)</source>
        <translation>
            <numerusform>A {colour} bamboo stalk of exactly %n section on a plot with a {improvement} (printed or token)</numerusform>
            <numerusform>A {colour} bamboo stalk of exactly %n sections on a plot with a {improvement} (printed or token)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} bamboo stalk of exactly %n sections on a plot with no improvement</source>
        <translation>
            <numerusform>A {colour} bamboo stalk of exactly %n section on a plot with no improvement</numerusform>
            <numerusform>A {colour} bamboo stalk of exactly %n sections on a plot with no improvement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Completed: %n points</source>
        <translation>
            <numerusform>Completed: %n point</numerusform>
            <numerusform>Completed: %n points</numerusform>
        </translation>
    </message>
</context>
</TS>
