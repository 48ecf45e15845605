<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GardenEditor</name>
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
        <source>%n pawns</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
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
    <name>azul_queens_garden</name>
    <message numerus="yes">
        <source>%n jokers when surrounded</source>
        <translation>
            <numerusform>%n joker when surrounded</numerusform>
            <numerusform>%n jokers when surrounded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message numerus="yes">
        <source>%n hummingbirds nest on tile {at} (now {total})</source>
        <translation>
            <numerusform>%n hummingbird nests on tile {at} (now {total})</numerusform>
            <numerusform>%n hummingbirds nest on tile {at} (now {total})</numerusform>
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
        <source>draws %n plots</source>
        <translation>
            <numerusform>draws %n plot</numerusform>
            <numerusform>draws %n plots</numerusform>
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
        <source>returns the %n tokens left on the central board to the box</source>
        <translation>
            <numerusform>returns the %n token left on the central board to the box</numerusform>
            <numerusform>returns the %n tokens left on the central board to the box</numerusform>
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
        <source>{value} is more than card {card}&apos;s %n slots</source>
        <translation>
            <numerusform>{value} is more than card {card}&apos;s %n slot</numerusform>
            <numerusform>{value} is more than card {card}&apos;s %n slots</numerusform>
        </translation>
    </message>
</context>
</TS>
