<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
    <context>
        <name>DealViewDialog</name>
        <message>
            <source>A deal from the history</source>
            <translation>A deal from the history</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Close</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Moves</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>Rule: %1</source>
            <translation>Rule: %1</translation>
        </message>
    </context>
    <context>
        <name>DoppelkopfAnnouncements</name>
        <message>
            <source>Announce:</source>
            <translation>Announce:</translation>
        </message>
        <message>
            <source>Announces: %1</source>
            <translation>Announces: %1</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>Re</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>no 90</source>
            <translation>no 90</translation>
        </message>
        <message>
            <source>no 60</source>
            <translation>no 60</translation>
        </message>
        <message>
            <source>no 30</source>
            <translation>no 30</translation>
        </message>
        <message>
            <source>schwarz</source>
            <translation>schwarz</translation>
        </message>
    </context>
    <context>
        <name>DoppelkopfControls</name>
        <message>
            <source>%1 has a poverty: take the cards and play with %1, or refuse.</source>
            <translation>%1 has a poverty: take the cards and play with %1, or refuse.</translation>
        </message>
        <message>
            <source>Healthy, or do you have a reservation (a solo, a marriage, a poverty)?</source>
            <translation>Healthy, or do you have a reservation (a solo, a marriage, a poverty)?</translation>
        </message>
        <message>
            <source>Your reservation: a solo?</source>
            <translation>Your reservation: a solo?</translation>
        </message>
        <message>
            <source>You play the solo: choose it.</source>
            <translation>You play the solo: choose it.</translation>
        </message>
        <message>
            <source>Your forced solo: choose it.</source>
            <translation>Your forced solo: choose it.</translation>
        </message>
        <message>
            <source>Your reservation: a poverty?</source>
            <translation>Your reservation: a poverty?</translation>
        </message>
        <message>
            <source>Your reservation is the marriage.</source>
            <translation>Your reservation is the marriage.</translation>
        </message>
        <message>
            <source>Tell the table how many trumps you gave back.</source>
            <translation>Tell the table how many trumps you gave back.</translation>
        </message>
        <message>
            <source>No solo</source>
            <translation>No solo</translation>
        </message>
        <message>
            <source>No poverty</source>
            <translation>No poverty</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Healthy</source>
            <translation>Healthy</translation>
        </message>
        <message>
            <source>No reservation: play the normal game.</source>
            <translation>No reservation: play the normal game.</translation>
        </message>
        <message>
            <source>Reservation</source>
            <translation>Reservation</translation>
        </message>
        <message>
            <source>You want a solo, a marriage or a poverty.</source>
            <translation>You want a solo, a marriage or a poverty.</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>Redeal</translation>
        </message>
        <message>
            <source>Show your hand and have the cards dealt again.</source>
            <translation>Show your hand and have the cards dealt again.</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <source>Bid for a solo; you name it after the auction.</source>
            <translation>Bid for a solo; you name it after the auction.</translation>
        </message>
        <message>
            <source>Poverty</source>
            <translation>Poverty</translation>
        </message>
        <message>
            <source>Three trumps or fewer: pass three cards to a partner who takes them.</source>
            <translation>Three trumps or fewer: pass three cards to a partner who takes them.</translation>
        </message>
        <message>
            <source>Marriage</source>
            <translation>Marriage</translation>
        </message>
        <message>
            <source>Both ♣Q: the first other player to win a trick becomes your partner.</source>
            <translation>Both ♣Q: the first other player to win a trick becomes your partner.</translation>
        </message>
        <message>
            <source>Take the poverty</source>
            <translation>Take the poverty</translation>
        </message>
        <message>
            <source>Take the cards and play together.</source>
            <translation>Take the cards and play together.</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Refuse</translation>
        </message>
        <message>
            <source>Hold at %1</source>
            <translation>Hold at %1</translation>
        </message>
        <message>
            <source>Bid %1</source>
            <translation>Bid %1</translation>
        </message>
        <message>
            <source>Trumps given back: %1</source>
            <translation>Trumps given back: %1</translation>
        </message>
        <message>
            <source>schwarz</source>
            <translation>schwarz</translation>
        </message>
        <message>
            <source>Poverty: lay %1 cards face down for the partner who takes them, every trump among them (click them to choose, then confirm). Still to lay down: %2.</source>
            <translation>Poverty: lay %1 cards face down for the partner who takes them, every trump among them (click them to choose, then confirm). Still to lay down: %2.</translation>
        </message>
        <message>
            <source>You took %1's poverty: give %2 cards back to %1 (click them to choose, then confirm). Still to give: %3.</source>
            <translation>You took %1's poverty: give %2 cards back to %1 (click them to choose, then confirm). Still to give: %3.</translation>
        </message>
        <message>
            <source>A reservation without a marriage or a poverty means a solo: you will have to play one (%1).</source>
            <translation>A reservation without a marriage or a poverty means a solo: you will have to play one (%1).</translation>
        </message>
        <message>
            <source>a solo (%1)</source>
            <translation>a solo (%1)</translation>
        </message>
        <message>
            <source>A reservation lets you declare: %1.</source>
            <translation>A reservation lets you declare: %1.</translation>
        </message>
        <message>
            <source> or </source>
            <translation> or </translation>
        </message>
    </context>
    <context>
        <name>DoppelkopfSolo</name>
        <message>
            <source>Clubs solo</source>
            <translation>Clubs solo</translation>
        </message>
        <message>
            <source>Spades solo</source>
            <translation>Spades solo</translation>
        </message>
        <message>
            <source>Hearts solo</source>
            <translation>Hearts solo</translation>
        </message>
        <message>
            <source>Diamonds solo</source>
            <translation>Diamonds solo</translation>
        </message>
        <message>
            <source>Queen solo</source>
            <translation>Queen solo</translation>
        </message>
        <message>
            <source>Jack solo</source>
            <translation>Jack solo</translation>
        </message>
        <message>
            <source>Queen-jack solo</source>
            <translation>Queen-jack solo</translation>
        </message>
        <message>
            <source>No-trump solo</source>
            <translation>No-trump solo</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>Plain</translation>
        </message>
        <message>
            <source>With Re announced</source>
            <translation>With Re announced</translation>
        </message>
        <message>
            <source>Without Re</source>
            <translation>Without Re</translation>
        </message>
        <message>
            <source>With Re announced: the solo starts with Re said. Without Re: you make no announcement at all. Either outranks the plain solo.</source>
            <translation>With Re announced: the solo starts with Re said. Without Re: you make no announcement at all. Either outranks the plain solo.</translation>
        </message>
        <message>
            <source>Play solo</source>
            <translation>Play solo</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed (%1); it takes a random legal action.</source>
            <translation>A computer player failed (%1); it takes a random legal action.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>The deal is over.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>The history file belongs to another program; it was set aside as %1.</source>
            <translation>The history file belongs to another program; it was set aside as %1.</translation>
        </message>
        <message>
            <source>The history file was written by a newer version of Stammtisch; it was set aside as %1.</source>
            <translation>The history file was written by a newer version of Stammtisch; it was set aside as %1.</translation>
        </message>
        <message>
            <source>The history file is damaged; it was set aside as %1.</source>
            <translation>The history file is damaged; it was set aside as %1.</translation>
        </message>
        <message>
            <source>A new history has been started.</source>
            <translation>A new history has been started.</translation>
        </message>
        <message>
            <source>The deal could not be stored: %1</source>
            <translation>The deal could not be stored: %1</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Random</source>
            <translation>Random</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Strong</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
    </context>
    <context>
        <name>LastTrickDialog</name>
        <message>
            <source>Last trick</source>
            <translation>Last trick</translation>
        </message>
        <message>
            <source>No trick has been completed yet.</source>
            <translation>No trick has been completed yet.</translation>
        </message>
        <message>
            <source>%1 took the trick.</source>
            <translation>%1 took the trick.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Stammtisch</source>
            <translation>Stammtisch</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;New game…</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Last trick</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>&amp;Score sheet</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>S&amp;tatistics</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>S&amp;ettings…</source>
            <translation>S&amp;ettings…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;About Stammtisch</source>
            <translation>&amp;About Stammtisch</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>The saved game could not be read and was set aside as %1.</source>
            <translation>The saved game could not be read and was set aside as %1.</translation>
        </message>
        <message>
            <source>Saved game</source>
            <translation>Saved game</translation>
        </message>
        <message>
            <source>Resume the saved game of %1 (deal %2 of %3)?</source>
            <translation>Resume the saved game of %1 (deal %2 of %3)?</translation>
        </message>
        <message>
            <source>Start a new game from the Game menu.</source>
            <translation>Start a new game from the Game menu.</translation>
        </message>
        <message>
            <source>Your turn: lay a card away (drag it to the side, or double-click it).</source>
            <translation>Your turn: lay a card away (drag it to the side, or double-click it).</translation>
        </message>
        <message>
            <source>Your turn: choose a card to pass on.</source>
            <translation>Your turn: choose a card to pass on.</translation>
        </message>
        <message>
            <source>Your turn: play a card or choose.</source>
            <translation>Your turn: play a card or choose.</translation>
        </message>
        <message>
            <source>Your turn: play a card.</source>
            <translation>Your turn: play a card.</translation>
        </message>
        <message>
            <source>Your turn: choose.</source>
            <translation>Your turn: choose.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <source>Start a new game first.</source>
            <translation>Start a new game first.</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>The game could not be saved: %1</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>The session is over.</translation>
        </message>
        <message>
            <source>No history is kept in this window.</source>
            <translation>No history is kept in this window.</translation>
        </message>
        <message>
            <source>Hide or show it with Ctrl+K.</source>
            <translation>Hide or show it with Ctrl+K.</translation>
        </message>
        <message>
            <source>A deal is being played. Give it up and start the new game?</source>
            <translation>A deal is being played. Give it up and start the new game?</translation>
        </message>
        <message>
            <source>The running session and its scores will be lost.</source>
            <translation>The running session and its scores will be lost.</translation>
        </message>
        <message>
            <source>&amp;Give up the deal</source>
            <translation>&amp;Give up the deal</translation>
        </message>
        <message>
            <source>&amp;Keep playing</source>
            <translation>&amp;Keep playing</translation>
        </message>
        <message>
            <source>Pass on the chosen cards (%1 of %2)</source>
            <translation>Pass on the chosen cards (%1 of %2)</translation>
        </message>
        <message>
            <source>Lay away the chosen cards (%1 of %2)</source>
            <translation>Lay away the chosen cards (%1 of %2)</translation>
        </message>
        <message>
            <source>Your turn: choose %1 cards to lay away (click them; click again to put one back), then confirm.</source>
            <translation>Your turn: choose %1 cards to lay away (click them; click again to put one back), then confirm.</translation>
        </message>
        <message>
            <source>Your turn: choose %1 cards to pass on (click them; click again to put one back), then confirm.</source>
            <translation>Your turn: choose %1 cards to pass on (click them; click again to put one back), then confirm.</translation>
        </message>
        <message>
            <source>&amp;Import records…</source>
            <translation>&amp;Import records…</translation>
        </message>
        <message>
            <source>Import records</source>
            <translation>Import records</translation>
        </message>
        <message>
            <source>%1 could not be imported: %2</source>
            <translation>%1 could not be imported: %2</translation>
        </message>
        <message>
            <source>%1: %2 deals imported, %3 there already, %4 skipped.</source>
            <translation>%1: %2 deals imported, %3 there already, %4 skipped.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Players:</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Your &amp;name:</translation>
        </message>
        <message>
            <source>Computer opponents</source>
            <translation>Computer opponents</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Start</translation>
        </message>
        <message>
            <source>No game is installed.</source>
            <translation>No game is installed.</translation>
        </message>
        <message>
            <source>How well this computer player plays.</source>
            <translation>How well this computer player plays.</translation>
        </message>
        <message>
            <source>Seat %1:</source>
            <translation>Seat %1:</translation>
        </message>
        <message>
            <source>This game has no rule options.</source>
            <translation>This game has no rule options.</translation>
        </message>
        <message>
            <source>Default: %1</source>
            <translation>Default: %1</translation>
        </message>
        <message>
            <source>How many rounds the session lasts; in a round every player deals once.</source>
            <translation>How many rounds the session lasts; in a round every player deals once.</translation>
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation>&amp;Rounds:</translation>
        </message>
        <message>
            <source>Tournament list: %1 deals</source>
            <translation>Tournament list: %1 deals</translation>
        </message>
        <message>
            <source>%1 (see the rules below) = %2 deals</source>
            <translation>%1 (see the rules below) = %2 deals</translation>
        </message>
        <message>
            <source>= %1 deals</source>
            <translation>= %1 deals</translation>
        </message>
        <message>
            <source>&amp;Learning mode</source>
            <translation>&amp;Learning mode</translation>
        </message>
        <message>
            <source>A short line when each phase of the deal begins (the first few times), and one after each trick.</source>
            <translation>A short line when each phase of the deal begins (the first few times), and one after each trick.</translation>
        </message>
        <message>
            <source>Show the &amp;hint before each of my decisions</source>
            <translation>Show the &amp;hint before each of my decisions</translation>
        </message>
        <message>
            <source>Learning mode asks the coach by itself before each of your decisions and shows its advice, as the Hint button does.</source>
            <translation>Learning mode asks the coach by itself before each of your decisions and shows its advice, as the Hint button does.</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Deal %1 of %2</source>
            <translation>Deal %1 of %2</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>&amp;Next deal</translation>
        </message>
        <message>
            <source>&amp;Done</source>
            <translation>&amp;Done</translation>
        </message>
        <message>
            <source>Thrown in</source>
            <translation>Thrown in</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>nobody</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>Card points</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>this deal</source>
            <translation>this deal</translation>
        </message>
        <message>
            <source>total</source>
            <translation>total</translation>
        </message>
        <message>
            <source>The session is over</source>
            <translation>The session is over</translation>
        </message>
        <message>
            <source>won</source>
            <translation>won</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>lost</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Side</translation>
        </message>
        <message>
            <source>Needed</source>
            <translation>Needed</translation>
        </message>
    </context>
    <context>
        <name>SchafkopfAnnouncement</name>
        <message>
            <source>Sauspiel</source>
            <translation>Sauspiel</translation>
        </message>
        <message>
            <source>Sauspiel alone</source>
            <translation>Sauspiel alone</translation>
        </message>
        <message>
            <source>Farbgeier</source>
            <translation>Farbgeier</translation>
        </message>
        <message>
            <source>Farbwenz</source>
            <translation>Farbwenz</translation>
        </message>
        <message>
            <source>Geier</source>
            <translation>Geier</translation>
        </message>
        <message>
            <source>Wenz</source>
            <translation>Wenz</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <source>The partner game: the holder of the Sau you call plays with you.</source>
            <translation>The partner game: the holder of the Sau you call plays with you.</translation>
        </message>
        <message>
            <source>You hold every Sau you could call: the partner game, played alone.</source>
            <translation>You hold every Sau you could call: the partner game, played alone.</translation>
        </message>
        <message>
            <source>Alone against three: the Obers and one suit are trump.</source>
            <translation>Alone against three: the Obers and one suit are trump.</translation>
        </message>
        <message>
            <source>Alone against three: the Unters and one suit are trump.</source>
            <translation>Alone against three: the Unters and one suit are trump.</translation>
        </message>
        <message>
            <source>Alone against three: only the Obers are trump.</source>
            <translation>Alone against three: only the Obers are trump.</translation>
        </message>
        <message>
            <source>Alone against three: only the Unters are trump.</source>
            <translation>Alone against three: only the Unters are trump.</translation>
        </message>
        <message>
            <source>Alone against three: Obers, Unters and one suit are trump.</source>
            <translation>Alone against three: Obers, Unters and one suit are trump.</translation>
        </message>
        <message>
            <source>Eichel</source>
            <translation>Eichel</translation>
        </message>
        <message>
            <source>Gras</source>
            <translation>Gras</translation>
        </message>
        <message>
            <source>Herz</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>Schellen</source>
            <translation>Schellen</translation>
        </message>
        <message>
            <source>Eichel-Sau</source>
            <translation>Eichel-Sau</translation>
        </message>
        <message>
            <source>Gras-Sau</source>
            <translation>Gras-Sau</translation>
        </message>
        <message>
            <source>Herz-Sau</source>
            <translation>Herz-Sau</translation>
        </message>
        <message>
            <source>Schellen-Sau</source>
            <translation>Schellen-Sau</translation>
        </message>
        <message>
            <source>%1 Tout</source>
            <translation>%1 Tout</translation>
        </message>
        <message>
            <source>Tout</source>
            <translation>Tout</translation>
        </message>
        <message>
            <source>Tout: you take every trick, for double the price.</source>
            <translation>Tout: you take every trick, for double the price.</translation>
        </message>
        <message>
            <source>Announce</source>
            <translation>Announce</translation>
        </message>
    </context>
    <context>
        <name>SchafkopfControls</name>
        <message>
            <source>Knock before the auction? Each knock doubles the price.</source>
            <translation>Knock before the auction? Each knock doubles the price.</translation>
        </message>
        <message>
            <source>The auction: do you want to play?</source>
            <translation>The auction: do you want to play?</translation>
        </message>
        <message>
            <source>%1 wants to play: pass, or overcall with a stronger game.</source>
            <translation>%1 wants to play: pass, or overcall with a stronger game.</translation>
        </message>
        <message>
            <source>%1 overcalls with %2: hold (you play at least that) or pass.</source>
            <translation>%1 overcalls with %2: hold (you play at least that) or pass.</translation>
        </message>
        <message>
            <source>You play: announce your game.</source>
            <translation>You play: announce your game.</translation>
        </message>
        <message>
            <source>%1 plays %2. Kontra?</source>
            <translation>%1 plays %2. Kontra?</translation>
        </message>
        <message>
            <source>%1 gave Kontra. Re?</source>
            <translation>%1 gave Kontra. Re?</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>You do not want to play.</source>
            <translation>You do not want to play.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>You want to play; you name the game once the auction is over.</source>
            <translation>You want to play; you name the game once the auction is over.</translation>
        </message>
        <message>
            <source>Hold</source>
            <translation>Hold</translation>
        </message>
        <message>
            <source>You play at least the game just named: you spoke first, so you keep it.</source>
            <translation>You play at least the game just named: you spoke first, so you keep it.</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>Knock</translation>
        </message>
        <message>
            <source>Knocking doubles the price.</source>
            <translation>Knocking doubles the price.</translation>
        </message>
        <message>
            <source>No knock</source>
            <translation>No knock</translation>
        </message>
        <message>
            <source>Sie</source>
            <translation>Sie</translation>
        </message>
        <message>
            <source>All Obers and Unters: you win at once.</source>
            <translation>All Obers and Unters: you win at once.</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>Double the price against the declarer.</source>
            <translation>Double the price against the declarer.</translation>
        </message>
        <message>
            <source>No Kontra</source>
            <translation>No Kontra</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>Re</translation>
        </message>
        <message>
            <source>Double the price again.</source>
            <translation>Double the price again.</translation>
        </message>
        <message>
            <source>No Re</source>
            <translation>No Re</translation>
        </message>
        <message>
            <source>A stronger game than the one on the table.</source>
            <translation>A stronger game than the one on the table.</translation>
        </message>
        <message>
            <source>Overcall</source>
            <translation>Overcall</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetModel</name>
        <message>
            <source>thrown in</source>
            <translation>thrown in</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>System language</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Language:</translation>
        </message>
        <message>
            <source>French (black and red)</source>
            <translation>French (black and red)</translation>
        </message>
        <message>
            <source>Four colours (tournament)</source>
            <translation>Four colours (tournament)</translation>
        </message>
        <message>
            <source>German suits</source>
            <translation>German suits</translation>
        </message>
        <message>
            <source>Faces for the French-suited games. Schafkopf is always German-suited.</source>
            <translation>Faces for the French-suited games. Schafkopf is always German-suited.</translation>
        </message>
        <message>
            <source>&amp;Card faces:</source>
            <translation>&amp;Card faces:</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>&amp;Animations:</source>
            <translation>&amp;Animations:</translation>
        </message>
        <message>
            <source>&amp;Opponents' strength:</source>
            <translation>&amp;Opponents' strength:</translation>
        </message>
        <message>
            <source>Stays until I click the table</source>
            <translation>Stays until I click the table</translation>
        </message>
        <message>
            <source>Is gathered after a moment</source>
            <translation>Is gathered after a moment</translation>
        </message>
        <message>
            <source>A completed trick stays in the middle, with its taker named, until you click the table or play your next card; the computer players wait meanwhile.</source>
            <translation>A completed trick stays in the middle, with its taker named, until you click the table or play your next card; the computer players wait meanwhile.</translation>
        </message>
        <message>
            <source>Completed &amp;trick:</source>
            <translation>Completed &amp;trick:</translation>
        </message>
    </context>
    <context>
        <name>SheepsheadControls</name>
        <message>
            <source>Lay one card face down as the unknown card (drag it onto the table or double-click it): it counts as the lowest %1 and is played the first time %1 is led.</source>
            <translation>Lay one card face down as the unknown card (drag it onto the table or double-click it): it counts as the lowest %1 and is played the first time %1 is led.</translation>
        </message>
        <message>
            <source>Pick up the blind and play against the others, or pass.</source>
            <translation>Pick up the blind and play against the others, or pass.</translation>
        </message>
        <message>
            <source>Call a partner: whoever holds the called card plays with you. Or go alone.</source>
            <translation>Call a partner: whoever holds the called card plays with you. Or go alone.</translation>
        </message>
        <message>
            <source>You hold no card of a suit whose ace you could call: call it anyway and lay one card face down. That unknown card counts as the lowest card of the called suit and is played the first time the suit is led.</source>
            <translation>You hold no card of a suit whose ace you could call: call it anyway and lay one card face down. That unknown card counts as the lowest card of the called suit and is played the first time the suit is led.</translation>
        </message>
        <message>
            <source>Pick</source>
            <translation>Pick</translation>
        </message>
        <message>
            <source>Take up the blind and play against the others.</source>
            <translation>Take up the blind and play against the others.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Leave the blind to the next player.</source>
            <translation>Leave the blind to the next player.</translation>
        </message>
        <message>
            <source>Go alone</source>
            <translation>Go alone</translation>
        </message>
        <message>
            <source>Play without a partner.</source>
            <translation>Play without a partner.</translation>
        </message>
        <message>
            <source>Call ♦J</source>
            <translation>Call ♦J</translation>
        </message>
        <message>
            <source>The holder of the jack of diamonds plays with you.</source>
            <translation>The holder of the jack of diamonds plays with you.</translation>
        </message>
        <message>
            <source>Play the unknown card</source>
            <translation>Play the unknown card</translation>
        </message>
        <message>
            <source>Play the card you laid face down.</source>
            <translation>Play the card you laid face down.</translation>
        </message>
        <message>
            <source>%1 with an unknown card</source>
            <translation>%1 with an unknown card</translation>
        </message>
        <message>
            <source>Call</source>
            <translation>Call</translation>
        </message>
        <message>
            <source>Whoever holds the called card is your partner.</source>
            <translation>Whoever holds the called card is your partner.</translation>
        </message>
        <message>
            <source>Bury %1 cards: click them to choose (click again to put one back), then confirm. Still to bury: %2.</source>
            <translation>Bury %1 cards: click them to choose (click again to put one back), then confirm. Still to bury: %2.</translation>
        </message>
    </context>
    <context>
        <name>SkatDeclaration</name>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Schneider announced</source>
            <translation>Schneider announced</translation>
        </message>
        <message>
            <source>Schwarz announced</source>
            <translation>Schwarz announced</translation>
        </message>
        <message>
            <source>Ouvert</source>
            <translation>Ouvert</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>Declare</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>Clubs</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Spades</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>Hearts</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Diamonds</translation>
        </message>
        <message>
            <source>Grand</source>
            <translation>Grand</translation>
        </message>
        <message>
            <source>Null</source>
            <translation>Null</translation>
        </message>
    </context>
    <context>
        <name>StatisticsPanel</name>
        <message>
            <source>Running total</source>
            <translation>Running total</translation>
        </message>
        <message>
            <source>This session</source>
            <translation>This session</translation>
        </message>
        <message>
            <source>By role</source>
            <translation>By role</translation>
        </message>
        <message>
            <source>By contract</source>
            <translation>By contract</translation>
        </message>
        <message>
            <source>Declarer wins</source>
            <translation>Declarer wins</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>Card points</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Bidding</translation>
        </message>
        <message>
            <source>Grades</source>
            <translation>Grades</translation>
        </message>
        <message>
            <source>Skill rating</source>
            <translation>Skill rating</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Luck</translation>
        </message>
        <message>
            <source>Score list</source>
            <translation>Score list</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>Declarer</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Defender</translation>
        </message>
        <message>
            <source>No declarer</source>
            <translation>No declarer</translation>
        </message>
        <message>
            <source>Sat out</source>
            <translation>Sat out</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>Clubs</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Spades</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>Hearts</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Diamonds</translation>
        </message>
        <message>
            <source>Grand</source>
            <translation>Grand</translation>
        </message>
        <message>
            <source>Null</source>
            <translation>Null</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Passed</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>All time</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Last 7 days</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Last 30 days</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Last 12 months</translation>
        </message>
        <message>
            <source>Any opponents</source>
            <translation>Any opponents</translation>
        </message>
        <message>
            <source>Opponents: %1</source>
            <translation>Opponents: %1</translation>
        </message>
        <message>
            <source>Any table</source>
            <translation>Any table</translation>
        </message>
        <message>
            <source>%1 players</source>
            <translation>%1 players</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Seeger-Fabian</source>
            <translation>Seeger-Fabian</translation>
        </message>
        <message>
            <source>Bierlachs</source>
            <translation>Bierlachs</translation>
        </message>
        <message>
            <source>Export chart…</source>
            <translation>Export chart…</translation>
        </message>
        <message>
            <source>Export data…</source>
            <translation>Export data…</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <source>Deals: %1</source>
            <translation>Deals: %1</translation>
        </message>
        <message>
            <source>No deals match the filters.</source>
            <translation>No deals match the filters.</translation>
        </message>
        <message>
            <source>Deal %1, %2
Running total: %3</source>
            <translation>Deal %1, %2
Running total: %3</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Deals</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Your running total across sessions: %1 after %2 deals. Click a point to open its deal.</source>
            <translation>Your running total across sessions: %1 after %2 deals. Click a point to open its deal.</translation>
        </message>
        <message>
            <source>Deal %1 of the session
Running total: %2</source>
            <translation>Deal %1 of the session
Running total: %2</translation>
        </message>
        <message>
            <source>Deal of the session</source>
            <translation>Deal of the session</translation>
        </message>
        <message>
            <source>The latest session: %1 after %2 deals.</source>
            <translation>The latest session: %1 after %2 deals.</translation>
        </message>
        <message>
            <source>%1: %2 deals, %3 points in all, %4 a deal</source>
            <translation>%1: %2 deals, %3 points in all, %4 a deal</translation>
        </message>
        <message>
            <source>Points a deal</source>
            <translation>Points a deal</translation>
        </message>
        <message>
            <source>Your average score a deal in each role.</source>
            <translation>Your average score a deal in each role.</translation>
        </message>
        <message>
            <source>Your average score a deal by the contract played.</source>
            <translation>Your average score a deal by the contract played.</translation>
        </message>
        <message>
            <source>%1: won %2 of %3 (%4%)</source>
            <translation>%1: won %2 of %3 (%4%)</translation>
        </message>
        <message>
            <source>Won (%)</source>
            <translation>Won (%)</translation>
        </message>
        <message>
            <source>How often you won as declarer, by contract (in brackets: the games it rests on).</source>
            <translation>How often you won as declarer, by contract (in brackets: the games it rests on).</translation>
        </message>
        <message>
            <source>%1–%2 card points: %3 deals</source>
            <translation>%1–%2 card points: %3 deals</translation>
        </message>
        <message>
            <source>Card points of your side</source>
            <translation>Card points of your side</translation>
        </message>
        <message>
            <source>How many card points your side took, over %1 deals.</source>
            <translation>How many card points your side took, over %1 deals.</translation>
        </message>
        <message>
            <source>No bids to show: you have not declared a Skat game under these filters.</source>
            <translation>No bids to show: you have not declared a Skat game under these filters.</translation>
        </message>
        <message>
            <source>Bid %1, game worth %2: %3 games</source>
            <translation>Bid %1, game worth %2: %3 games</translation>
        </message>
        <message>
            <source>Value bid</source>
            <translation>Value bid</translation>
        </message>
        <message>
            <source>Value of the game</source>
            <translation>Value of the game</translation>
        </message>
        <message>
            <source>Overbid: %1 of %2 games (%3%). Below the dashed line the game fell short of the bid.</source>
            <translation>Overbid: %1 of %2 games (%3%). Below the dashed line the game fell short of the bid.</translation>
        </message>
        <message>
            <source>Graded deals</source>
            <translation>Graded deals</translation>
        </message>
        <message>
            <source>No deals against computer opponents to rate.</source>
            <translation>No deals against computer opponents to rate.</translation>
        </message>
        <message>
            <source>After session %1: %2 ± %3</source>
            <translation>After session %1: %2 ± %3</translation>
        </message>
        <message>
            <source>Sessions</source>
            <translation>Sessions</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Your rating: %1 ± %2 (Glicko-2; computer ratings: Beginner 1300, Standard 1550, Strong 1800).</source>
            <translation>Your rating: %1 ± %2 (Glicko-2; computer ratings: Beginner 1300, Standard 1550, Strong 1800).</translation>
        </message>
        <message>
            <source>Choose a game: a rating is kept per game.</source>
            <translation>Choose a game: a rating is kept per game.</translation>
        </message>
        <message>
            <source>The computer has not replayed any of these deals yet; it does so in the background.</source>
            <translation>The computer has not replayed any of these deals yet; it does so in the background.</translation>
        </message>
        <message>
            <source>After %1 deals: you %2, the Strong computer %3</source>
            <translation>After %1 deals: you %2, the Strong computer %3</translation>
        </message>
        <message>
            <source>Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%3 deals; blue: you, orange: the computer).</source>
            <translation>Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%3 deals; blue: you, orange: the computer).</translation>
        </message>
        <message>
            <source>The score list is kept for Skat sessions.</source>
            <translation>The score list is kept for Skat sessions.</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>won</source>
            <translation>won</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>lost</translation>
        </message>
        <message>
            <source>The score list of the latest Skat session.</source>
            <translation>The score list of the latest Skat session.</translation>
        </message>
        <message>
            <source>Export chart</source>
            <translation>Export chart</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>PNG image (*.png);;SVG drawing (*.svg)</translation>
        </message>
        <message>
            <source>Export data</source>
            <translation>Export data</translation>
        </message>
        <message>
            <source>CSV table (*.csv)</source>
            <translation>CSV table (*.csv)</translation>
        </message>
        <message>
            <source>Export failed: %1</source>
            <translation>Export failed: %1</translation>
        </message>
        <message>
            <source>best</source>
            <translation>best</translation>
        </message>
        <message>
            <source>good</source>
            <translation>good</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>inaccuracy</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>mistake</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>blunder</translation>
        </message>
        <message>
            <source>No graded decisions yet: the coach grades your decisions in the background after each deal.</source>
            <translation>No graded decisions yet: the coach grades your decisions in the background after each deal.</translation>
        </message>
        <message>
            <source>Graded deals %1 (to %2): %3 decisions, %4 points lost a decision</source>
            <translation>Graded deals %1 (to %2): %3 decisions, %4 points lost a decision</translation>
        </message>
        <message>
            <source>Points lost a decision</source>
            <translation>Points lost a decision</translation>
        </message>
        <message>
            <source>What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %2 decisions in %3 deals. %4</source>
            <translation>What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %2 decisions in %3 deals. %4</translation>
        </message>
        <message>
            <source>Choose a game: each game counts points on its own scale.</source>
            <translation>Choose a game: each game counts points on its own scale.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>Declarer</translation>
        </message>
        <message>
            <source>sits out</source>
            <translation>sits out</translation>
        </message>
        <message>
            <source>Tricks: %1</source>
            <translation>Tricks: %1</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>thinking…</translation>
        </message>
        <message>
            <source>Game: %1</source>
            <translation>Game: %1</translation>
        </message>
        <message>
            <source>%1 takes the trick.</source>
            <translation>%1 takes the trick.</translation>
        </message>
        <message>
            <source>Click the table to go on.</source>
            <translation>Click the table to go on.</translation>
        </message>
        <message>
            <source>%1 cards are chosen already: click one of them to put it back.</source>
            <translation>%1 cards are chosen already: click one of them to put it back.</translation>
        </message>
        <message>
            <source>This card cannot be chosen now.</source>
            <translation>This card cannot be chosen now.</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <translation>Card table</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Stammtisch</source>
            <translation>About Stammtisch</translation>
        </message>
        <message>
            <source>Version %1</source>
            <translation>Version %1</translation>
        </message>
        <message>
            <source>Licence: %1</source>
            <translation>Licence: %1</translation>
        </message>
        <message>
            <source>Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline.</source>
            <translation>Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline.</translation>
        </message>
        <message>
            <source>About</source>
            <translation>About</translation>
        </message>
        <message>
            <source>Choose a card in your hand</source>
            <translation>Choose a card in your hand</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Left / Right</translation>
        </message>
        <message>
            <source>Play the chosen card</source>
            <translation>Play the chosen card</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter or Space</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Play a card</translation>
        </message>
        <message>
            <source>Double-click, or drag it to the table</source>
            <translation>Double-click, or drag it to the table</translation>
        </message>
        <message>
            <source>Clear the finished trick</source>
            <translation>Clear the finished trick</translation>
        </message>
        <message>
            <source>Click the table</source>
            <translation>Click the table</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Keys</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Keyboard shortcuts</translation>
        </message>
    </context>
    <context>
        <name>Card</name>
        <message>
            <source>{suit} {rank}</source>
            <translation>{suit} {rank}</translation>
        </message>
    </context>
    <context>
        <name>Message</name>
        <message>
            <source>Doppelkopf</source>
            <comment>game.doppelkopf</comment>
            <translation>Doppelkopf</translation>
        </message>
        <message>
            <source>{title}</source>
            <comment>game.other</comment>
            <translation>{title}</translation>
        </message>
        <message>
            <source>Schafkopf</source>
            <comment>game.schafkopf</comment>
            <translation>Schafkopf</translation>
        </message>
        <message>
            <source>{name}</source>
            <comment>game.schafkopf.name</comment>
            <translation>{name}</translation>
        </message>
        <message>
            <source>Sheepshead</source>
            <comment>game.sheepshead</comment>
            <translation>Sheepshead</translation>
        </message>
        <message>
            <source>Skat</source>
            <comment>game.skat</comment>
            <translation>Skat</translation>
        </message>
        <message>
            <source>{card} is not in your hand</source>
            <comment>illegal.card_not_held</comment>
            <translation>{card} is not in your hand.</translation>
        </message>
        <message>
            <source>the deal is over</source>
            <comment>illegal.deal_over</comment>
            <translation>The deal is over.</translation>
        </message>
        <message>
            <source>the cards are still being dealt</source>
            <comment>illegal.dealing</comment>
            <translation>The cards are still being dealt.</translation>
        </message>
        <message>
            <source>{card} has been dealt already</source>
            <comment>illegal.dealt_already</comment>
            <translation>{card} has been dealt already.</translation>
        </message>
        <message>
            <source>accept or refuse the poverty</source>
            <comment>illegal.doppelkopf.accept_or_refuse</comment>
            <translation>Take or refuse the poverty.</translation>
        </message>
        <message>
            <source>the {party} party has already announced that</source>
            <comment>illegal.doppelkopf.already_announced</comment>
            <translation>The {party} party has already announced that.</translation>
        </message>
        <message>
            <source>announcements are made once the game is settled, during the play</source>
            <comment>illegal.doppelkopf.announce_during_play</comment>
            <translation>Announcements are made once the game is settled, during the play.</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>illegal.doppelkopf.announcement.kontra</comment>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>illegal.doppelkopf.announcement.re</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>that announcement is not possible now</source>
            <comment>illegal.doppelkopf.announcement_impossible</comment>
            <translation>That announcement is not possible now.</translation>
        </message>
        <message>
            <source>play a card or make an announcement</source>
            <comment>illegal.doppelkopf.card_or_announcement</comment>
            <translation>Play a card or make an announcement.</translation>
        </message>
        <message>
            <source>give back three cards from the hand</source>
            <comment>illegal.doppelkopf.give_back_three</comment>
            <translation>Give back three cards from your hand.</translation>
        </message>
        <message>
            <source>say healthy or reservation</source>
            <comment>illegal.doppelkopf.healthy_or_reservation</comment>
            <translation>Say healthy or reservation.</translation>
        </message>
        <message>
            <source>{seat} holds no {card}</source>
            <comment>illegal.doppelkopf.holds_no</comment>
            <translation>{seat} holds no {card}.</translation>
        </message>
        <message>
            <source>no announcements before the marriage partner is found</source>
            <comment>illegal.doppelkopf.marriage_first</comment>
            <translation>No announcements before the marriage partner is found.</translation>
        </message>
        <message>
            <source>{seat} belongs to no party yet</source>
            <comment>illegal.doppelkopf.no_party_yet</comment>
            <translation>{seat} belongs to no party yet.</translation>
        </message>
        <message>
            <source>only announcements may be made out of turn</source>
            <comment>illegal.doppelkopf.only_announcements</comment>
            <translation>Only announcements may be made out of turn.</translation>
        </message>
        <message>
            <source>this reservation can only be the marriage</source>
            <comment>illegal.doppelkopf.only_marriage</comment>
            <translation>This reservation can only be the marriage.</translation>
        </message>
        <message>
            <source>only the {party} party may announce {announcement}</source>
            <comment>illegal.doppelkopf.only_party_announces</comment>
            <translation>Only the {party} party may announce {announcement}.</translation>
        </message>
        <message>
            <source>this reservation can only be the poverty</source>
            <comment>illegal.doppelkopf.only_poverty</comment>
            <translation>This reservation can only be the poverty.</translation>
        </message>
        <message>
            <source>the three cards passed must include every trump</source>
            <comment>illegal.doppelkopf.pass_every_trump</comment>
            <translation>The three cards passed must include every trump.</translation>
        </message>
        <message>
            <source>pass three cards from the hand</source>
            <comment>illegal.doppelkopf.pass_three</comment>
            <translation>Pass three cards from your hand.</translation>
        </message>
        <message>
            <source>a poverty needs three or fewer trumps</source>
            <comment>illegal.doppelkopf.poverty_needs</comment>
            <translation>A poverty needs three or fewer trumps.</translation>
        </message>
        <message>
            <source>declare the poverty or pass</source>
            <comment>illegal.doppelkopf.poverty_or_pass</comment>
            <translation>Declare the poverty or pass.</translation>
        </message>
        <message>
            <source>a redeal needs 84 or more card points or at most two trumps in hand</source>
            <comment>illegal.doppelkopf.redeal_needs</comment>
            <translation>A redeal needs 84 or more card points or at most two trumps in hand.</translation>
        </message>
        <message>
            <source>a reservation that is neither a poverty nor a marriage must be a solo</source>
            <comment>illegal.doppelkopf.reservation_is_solo</comment>
            <translation>A reservation that is neither a poverty nor a marriage must be a solo.</translation>
        </message>
        <message>
            <source>say how many trumps were given back</source>
            <comment>illegal.doppelkopf.say_trumps_back</comment>
            <translation>Say how many trumps were given back.</translation>
        </message>
        <message>
            <source>{seat} sits out this deal</source>
            <comment>illegal.doppelkopf.sits_out</comment>
            <translation>{seat} sits out this deal.</translation>
        </message>
        <message>
            <source>declare a solo or pass</source>
            <comment>illegal.doppelkopf.solo_or_pass</comment>
            <translation>Declare a solo or pass.</translation>
        </message>
        <message>
            <source>a solo must outrank the solo already declared</source>
            <comment>illegal.doppelkopf.solo_outrank</comment>
            <translation>A solo must outrank the solo already declared.</translation>
        </message>
        <message>
            <source>the soloist declared the solo without Re and makes no announcements</source>
            <comment>illegal.doppelkopf.soloist_mute</comment>
            <translation>The soloist declared the solo without Re and makes no announcements.</translation>
        </message>
        <message>
            <source>too late for {announcement}: it needs {need} cards in hand, {seat} holds {held}</source>
            <comment>illegal.doppelkopf.too_late</comment>
            <translation>Too late for {announcement}: it needs {need} cards in hand; {seat}: {held} cards.</translation>
        </message>
        <message>
            <source>must follow {suit}</source>
            <comment>illegal.must_follow</comment>
            <translation>You must follow {suit}.</translation>
        </message>
        <message>
            <source>must follow trump</source>
            <comment>illegal.must_follow_trump</comment>
            <translation>You must follow trump.</translation>
        </message>
        <message>
            <source>not an action</source>
            <comment>illegal.not_an_action</comment>
            <translation>That is not a move.</translation>
        </message>
        <message>
            <source>that is not one of the legal actions now</source>
            <comment>illegal.not_legal</comment>
            <translation>That is not one of the legal moves now.</translation>
        </message>
        <message>
            <source>it is not that player's turn</source>
            <comment>illegal.not_your_turn</comment>
            <translation>It is not that player's turn.</translation>
        </message>
        <message>
            <source>a card must be played</source>
            <comment>illegal.play_a_card</comment>
            <translation>Play a card.</translation>
        </message>
        <message>
            <source>the partner game alone needs all three callable aces</source>
            <comment>illegal.schafkopf.alone_needs_aces</comment>
            <translation>The partner game alone needs all three callable aces.</translation>
        </message>
        <message>
            <source>the game announced must be at least {game}</source>
            <comment>illegal.schafkopf.at_least</comment>
            <translation>The game announced must be at least {game}.</translation>
        </message>
        <message>
            <source>you can call the {suit}-Sau only holding another {suit} card (not Ober or Unter)</source>
            <comment>illegal.schafkopf.call_needs_suit</comment>
            <translation>You can call the {suit} ace only holding another {suit} card (not Ober or Unter).</translation>
        </message>
        <message>
            <source>you cannot call the {suit}-Sau: you hold it</source>
            <comment>illegal.schafkopf.call_own_ace</comment>
            <translation>You cannot call the {suit} ace: you hold it.</translation>
        </message>
        <message>
            <source>that card may not be played now</source>
            <comment>illegal.schafkopf.card_not_now</comment>
            <translation>That card may not be played now.</translation>
        </message>
        <message>
            <source>now a card must be played</source>
            <comment>illegal.schafkopf.card_now</comment>
            <translation>Now a card must be played.</translation>
        </message>
        <message>
            <source>the first player to play names no game: say 'play' or 'pass'</source>
            <comment>illegal.schafkopf.first_names_no_game</comment>
            <translation>The first player to play names no game: say “play” or “pass”.</translation>
        </message>
        <message>
            <source>only the earlier bidder may hold, when a later one names a stronger game</source>
            <comment>illegal.schafkopf.hold_only_earlier</comment>
            <translation>Only the earlier bidder may hold, when a later one names a stronger game.</translation>
        </message>
        <message>
            <source>the earlier bidder holds (names the same game) or passes</source>
            <comment>illegal.schafkopf.holder_answers</comment>
            <translation>The earlier bidder holds (names the same game) or passes.</translation>
        </message>
        <message>
            <source>may not discard the called ace before the last trick</source>
            <comment>illegal.schafkopf.keep_called_ace</comment>
            <translation>You may not throw off the called ace before the last trick.</translation>
        </message>
        <message>
            <source>now each player knocks or not</source>
            <comment>illegal.schafkopf.knock_or_not</comment>
            <translation>Now each player knocks or not.</translation>
        </message>
        <message>
            <source>only an opponent of the declarer may say Kontra</source>
            <comment>illegal.schafkopf.kontra_only_opponent</comment>
            <translation>Only an opponent of the declarer may say Kontra.</translation>
        </message>
        <message>
            <source>now the opponents say Kontra or not</source>
            <comment>illegal.schafkopf.kontra_or_not</comment>
            <translation>Now the opponents say Kontra or not.</translation>
        </message>
        <message>
            <source>may not lead the called suit except with the ace unless you hold four or more</source>
            <comment>illegal.schafkopf.no_running_away</comment>
            <translation>You may not lead the called suit except with the ace unless you hold four or more of it.</translation>
        </message>
        <message>
            <source>you do not hold the {card}</source>
            <comment>illegal.schafkopf.not_held</comment>
            <translation>You do not hold the {card}.</translation>
        </message>
        <message>
            <source>{game} is not played at this table</source>
            <comment>illegal.schafkopf.not_played</comment>
            <translation>{game} is not played at this table.</translation>
        </message>
        <message>
            <source>an overcall must name a game stronger than {game}</source>
            <comment>illegal.schafkopf.overcall_stronger</comment>
            <translation>An overcall must name a game stronger than {game}.</translation>
        </message>
        <message>
            <source>the partner game</source>
            <comment>illegal.schafkopf.partner_game</comment>
            <translation>the partner game</translation>
        </message>
        <message>
            <source>must play the called ace ({ace})</source>
            <comment>illegal.schafkopf.play_called_ace</comment>
            <translation>You must play the called ace ({ace}).</translation>
        </message>
        <message>
            <source>say 'play' or 'pass'</source>
            <comment>illegal.schafkopf.play_or_pass</comment>
            <translation>Say “play” or “pass”.</translation>
        </message>
        <message>
            <source>only the declarer's side may say Re</source>
            <comment>illegal.schafkopf.re_only_side</comment>
            <translation>Only the declarer's side may say Re.</translation>
        </message>
        <message>
            <source>now the declarer's side says Re or not</source>
            <comment>illegal.schafkopf.re_or_not</comment>
            <translation>Now the declarer's side says Re or not.</translation>
        </message>
        <message>
            <source>a hand with every Ober and Unter is a Sie and must be shown</source>
            <comment>illegal.schafkopf.sie_shown</comment>
            <translation>A hand with every Ober and Unter is a Sie and must be shown.</translation>
        </message>
        <message>
            <source>someone already plays: name a game stronger than {game} or pass</source>
            <comment>illegal.schafkopf.someone_plays</comment>
            <translation>Someone already plays: name a game stronger than {game} or pass.</translation>
        </message>
        <message>
            <source>name a stronger game or pass</source>
            <comment>illegal.schafkopf.stronger_or_pass</comment>
            <translation>Name a stronger game or pass.</translation>
        </message>
        <message>
            <source>a {suit} game needs a {suit} card other than Ober and Unter in your hand</source>
            <comment>illegal.schafkopf.suit_game_needs</comment>
            <translation>A {suit} game needs a {suit} card other than Ober and Unter in your hand.</translation>
        </message>
        <message>
            <source>you cannot announce a game as high as that with this hand</source>
            <comment>illegal.schafkopf.too_high</comment>
            <translation>You cannot announce a game as high as that with this hand.</translation>
        </message>
        <message>
            <source>the auction's winner now announces a game</source>
            <comment>illegal.schafkopf.winner_announces</comment>
            <translation>The auction's winner now announces a game.</translation>
        </message>
        <message>
            <source>{seat} does not play this deal</source>
            <comment>illegal.seat_not_playing</comment>
            <translation>{seat} does not play this deal.</translation>
        </message>
        <message>
            <source>a buried card can never be the partner card</source>
            <comment>illegal.sheepshead.buried_not_partner</comment>
            <translation>A buried card can never be the partner card.</translation>
        </message>
        <message>
            <source>the picker buries {count} cards before play</source>
            <comment>illegal.sheepshead.bury_first</comment>
            <translation>The picker buries {count} cards before play.</translation>
        </message>
        <message>
            <source>the picker can bury only a card in hand</source>
            <comment>illegal.sheepshead.bury_from_hand</comment>
            <translation>The picker can bury only a card in hand.</translation>
        </message>
        <message>
            <source>the picker calls a partner card or goes alone</source>
            <comment>illegal.sheepshead.call_or_alone</comment>
            <translation>The picker calls a partner card or goes alone.</translation>
        </message>
        <message>
            <source>the picker holds all three fail aces and calls a ten</source>
            <comment>illegal.sheepshead.calls_ten</comment>
            <translation>The picker holds all three fail aces and calls a ten.</translation>
        </message>
        <message>
            <source>that card cannot be played now</source>
            <comment>illegal.sheepshead.cannot_play</comment>
            <translation>That card cannot be played now.</translation>
        </message>
        <message>
            <source>the partner card is a fail ace (a ten when the picker holds all three)</source>
            <comment>illegal.sheepshead.fail_ace</comment>
            <translation>The partner card is a fail ace (a ten when the picker holds all three).</translation>
        </message>
        <message>
            <source>must follow {suit} with the unknown card</source>
            <comment>illegal.sheepshead.follow_with_unknown</comment>
            <translation>You must follow {suit} with the unknown card.</translation>
        </message>
        <message>
            <source>the picker must hold a card of the called suit ({suit})</source>
            <comment>illegal.sheepshead.hold_called_suit</comment>
            <translation>The picker must hold a card of the called suit ({suit}).</translation>
        </message>
        <message>
            <source>with the jack of diamonds partner the picker calls DJ or goes alone</source>
            <comment>illegal.sheepshead.jack_partner</comment>
            <translation>With the jack of diamonds as partner, the picker calls the ♦J or goes alone.</translation>
        </message>
        <message>
            <source>the called {card} may not be thrown off before {suit} is led</source>
            <comment>illegal.sheepshead.keep_called</comment>
            <translation>The called {card} may not be thrown off before {suit} is led.</translation>
        </message>
        <message>
            <source>the picker must keep the last {suit} card until {suit} is led</source>
            <comment>illegal.sheepshead.keep_last</comment>
            <translation>The picker must keep the last {suit} card until {suit} is led.</translation>
        </message>
        <message>
            <source>to lead {suit} the partner must lead the called {card}</source>
            <comment>illegal.sheepshead.lead_called</comment>
            <translation>To lead {suit}, the partner must lead the called {card}.</translation>
        </message>
        <message>
            <source>the picker cannot call a card of the picker's own</source>
            <comment>illegal.sheepshead.not_own</comment>
            <translation>The picker cannot call a card of the picker's own.</translation>
        </message>
        <message>
            <source>each player in turn picks up the blind or passes</source>
            <comment>illegal.sheepshead.pick_or_pass</comment>
            <translation>Each player in turn picks up the blind or passes.</translation>
        </message>
        <message>
            <source>the called {card} must be played the first time {suit} is led</source>
            <comment>illegal.sheepshead.play_called</comment>
            <translation>The called {card} must be played the first time {suit} is led.</translation>
        </message>
        <message>
            <source>play a card</source>
            <comment>illegal.sheepshead.play_card</comment>
            <translation>Play a card.</translation>
        </message>
        <message>
            <source>a ten is called only when the picker holds all three fail aces</source>
            <comment>illegal.sheepshead.ten_only</comment>
            <translation>A ten is called only when the picker holds all three fail aces.</translation>
        </message>
        <message>
            <source>the picker puts one card face down as the unknown card</source>
            <comment>illegal.sheepshead.under_first</comment>
            <translation>The picker puts one card face down as the unknown card.</translation>
        </message>
        <message>
            <source>the picker can put face down as the unknown card only a card in hand</source>
            <comment>illegal.sheepshead.under_from_hand</comment>
            <translation>The picker can put face down as the unknown card only a card in hand.</translation>
        </message>
        <message>
            <source>an unknown card is called only when the picker can call no card</source>
            <comment>illegal.sheepshead.unknown_only</comment>
            <translation>An unknown card is called only when the picker can call no card.</translation>
        </message>
        <message>
            <source>only the picker plays an unknown card, once</source>
            <comment>illegal.sheepshead.unknown_picker_once</comment>
            <translation>Only the picker plays an unknown card, once.</translation>
        </message>
        <message>
            <source>the unknown card is played the first time {suit} is led</source>
            <comment>illegal.sheepshead.unknown_when_led</comment>
            <translation>The unknown card is played the first time {suit} is led.</translation>
        </message>
        <message>
            <source>Schneider, Schwarz and Ouvert can be announced only in hand games, and the skat has been picked up</source>
            <comment>illegal.skat.announce_only_hand</comment>
            <translation>Schneider, Schwarz and Ouvert can be announced only in hand games, and the skat has been picked up.</translation>
        </message>
        <message>
            <source>the declarer answers Kontra with re or p</source>
            <comment>illegal.skat.answer_kontra</comment>
            <translation>The declarer answers Kontra with Re or passes.</translation>
        </message>
        <message>
            <source>a bid must be higher than {bid}</source>
            <comment>illegal.skat.bid_higher</comment>
            <translation>A bid must be higher than {bid}.</translation>
        </message>
        <message>
            <source>the player being bid to holds (y) or passes (p); only the bidder names values</source>
            <comment>illegal.skat.bidder_names_values</comment>
            <translation>The player being bid to holds or passes; only the bidder names values.</translation>
        </message>
        <message>
            <source>during the bidding only bids, y and p are possible</source>
            <comment>illegal.skat.bidding_only</comment>
            <translation>During the bidding you can only bid, hold or pass.</translation>
        </message>
        <message>
            <source>the declarer has conceded: name the hand game given up</source>
            <comment>illegal.skat.conceded_name_game</comment>
            <translation>The declarer has conceded: name the hand game given up.</translation>
        </message>
        <message>
            <source>only the player being bid to can hold</source>
            <comment>illegal.skat.hold_only_asked</comment>
            <translation>Only the player being bid to can hold.</translation>
        </message>
        <message>
            <source>Kontra is said once the game is declared</source>
            <comment>illegal.skat.kontra_after_declaring</comment>
            <translation>Kontra is said once the game is declared.</translation>
        </message>
        <message>
            <source>Kontra must be said before the defender's first card</source>
            <comment>illegal.skat.kontra_before_first_card</comment>
            <translation>Kontra must be said before the defender's first card.</translation>
        </message>
        <message>
            <source>Kontra is not part of these rules</source>
            <comment>illegal.skat.kontra_not_in_rules</comment>
            <translation>Kontra is not part of these rules.</translation>
        </message>
        <message>
            <source>only a defender may say Kontra</source>
            <comment>illegal.skat.kontra_only_defender</comment>
            <translation>Only a defender may say Kontra.</translation>
        </message>
        <message>
            <source>Kontra has been said already</source>
            <comment>illegal.skat.kontra_said</comment>
            <translation>Kontra has been said already.</translation>
        </message>
        <message>
            <source>the declarer must declare a game</source>
            <comment>illegal.skat.must_declare</comment>
            <translation>The declarer must declare a game.</translation>
        </message>
        <message>
            <source>jacks may not be passed on in Schieberamsch</source>
            <comment>illegal.skat.no_jacks_passed</comment>
            <translation>Jacks may not be passed on in Schieberamsch.</translation>
        </message>
        <message>
            <source>there is no Kontra in Null</source>
            <comment>illegal.skat.no_kontra_null</comment>
            <translation>There is no Kontra in Null.</translation>
        </message>
        <message>
            <source>there is no Kontra in Ramsch</source>
            <comment>illegal.skat.no_kontra_ramsch</comment>
            <translation>There is no Kontra in Ramsch.</translation>
        </message>
        <message>
            <source>{action} is not a Skat action</source>
            <comment>illegal.skat.no_such_action</comment>
            <translation>{action} is not a Skat move.</translation>
        </message>
        <message>
            <source>{card} is not in the hand</source>
            <comment>illegal.skat.not_in_hand</comment>
            <translation>{card} is not in your hand.</translation>
        </message>
        <message>
            <source>announcements and the games after picking up the skat need the skat picked up first; declare a hand game or pick up (s)</source>
            <comment>illegal.skat.pick_up_first</comment>
            <translation>Announcements and the games after picking up the skat need the skat picked up first: declare a hand game or pick up the skat.</translation>
        </message>
        <message>
            <source>the declarer picks up the skat (s) or declares a hand game</source>
            <comment>illegal.skat.pick_up_or_hand</comment>
            <translation>The declarer picks up the skat or declares a hand game.</translation>
        </message>
        <message>
            <source>two cards must be put away first</source>
            <comment>illegal.skat.put_away_first</comment>
            <translation>Two cards must be put away first.</translation>
        </message>
        <message>
            <source>Re is said only by the declarer, right after a Kontra</source>
            <comment>illegal.skat.re_only_declarer</comment>
            <translation>Re is said only by the declarer, right after a Kontra.</translation>
        </message>
        <message>
            <source>take the skat (s) or pass it on unseen (p)</source>
            <comment>illegal.skat.take_or_pass_on</comment>
            <translation>Take the skat or pass it on unseen.</translation>
        </message>
        <message>
            <source>declarer</source>
            <comment>result.side.declarer</comment>
            <translation>Declarer</translation>
        </message>
        <message>
            <source>defenders</source>
            <comment>result.side.defenders</comment>
            <translation>Defenders</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>result.side.kontra</comment>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>picker's side</source>
            <comment>result.side.picker</comment>
            <translation>Picker's side</translation>
        </message>
        <message>
            <source>{seat}</source>
            <comment>result.side.player</comment>
            <translation>{seat}</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>result.side.re</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>soloist</source>
            <comment>result.side.soloist</comment>
            <translation>Soloist</translation>
        </message>
        <message>
            <source>to take every trick</source>
            <comment>result.target.all_tricks</comment>
            <translation>to take every trick</translation>
        </message>
        <message>
            <source>{points} or more card points</source>
            <comment>result.target.at_least</comment>
            <translation>{points} or more card points</translation>
        </message>
        <message>
            <source>one trick, against the other side's schwarz</source>
            <comment>result.target.doppelkopf.a_trick</comment>
            <translation>one trick, against the other side's schwarz</translation>
        </message>
        <message>
            <source>{points} or more card points, and every trick</source>
            <comment>result.target.doppelkopf.schwarz</comment>
            <translation>{points} or more card points, and every trick</translation>
        </message>
        <message>
            <source>{points} or more card points, and the other side under {limit}</source>
            <comment>result.target.doppelkopf.under</comment>
            <translation>{points} or more card points, and the other side under {limit}</translation>
        </message>
        <message>
            <source>not the most card points (the most loses)</source>
            <comment>result.target.fewest</comment>
            <translation>not the most card points (the most loses)</translation>
        </message>
        <message>
            <source>the fewest card points, with at least one trick</source>
            <comment>result.target.least</comment>
            <translation>the fewest card points, with at least one trick</translation>
        </message>
        <message>
            <source>to take no trick</source>
            <comment>result.target.no_trick</comment>
            <translation>to take no trick</translation>
        </message>
        <message>
            <source>to make the declarer take a trick</source>
            <comment>result.target.one_trick</comment>
            <translation>to make the declarer take a trick</translation>
        </message>
        <message>
            <source>Everybody passed.</source>
            <comment>result.verdict.all_passed</comment>
            <translation>Everybody passed.</translation>
        </message>
        <message>
            <source>The declarer conceded.</source>
            <comment>result.verdict.conceded</comment>
            <translation>The declarer conceded.</translation>
        </message>
        <message>
            <source>{seat} took every trick (Durchmarsch).</source>
            <comment>result.verdict.durchmarsch</comment>
            <translation>{seat} took every trick (Durchmarsch).</translation>
        </message>
        <message>
            <source>{seat} won the leaster with the fewest card points.</source>
            <comment>result.verdict.leaster</comment>
            <translation>{seat} won the leaster with the fewest card points.</translation>
        </message>
        <message>
            <source>{seat} took the most card points and loses.</source>
            <comment>result.verdict.loser</comment>
            <translation>{seat} took the most card points and loses.</translation>
        </message>
        <message>
            <source>Nobody won: both sides missed what they announced.</source>
            <comment>result.verdict.nobody</comment>
            <translation>Nobody won: both sides missed what they announced.</translation>
        </message>
        <message>
            <source>The declarer lost: the game was worth {value}, less than the bid of {bid}.</source>
            <comment>result.verdict.overbid</comment>
            <translation>The declarer lost: the game was worth {value}, less than the bid of {bid}.</translation>
        </message>
        <message>
            <source>{side} won.</source>
            <comment>result.verdict.won</comment>
            <translation>{side} won.</translation>
        </message>
        <message>
            <source>When all pass</source>
            <comment>rule.all_pass</comment>
            <translation>When all pass</translation>
        </message>
        <message>
            <source>Payment when all pass</source>
            <comment>rule.all_pass_tariff</comment>
            <translation>Payment when all pass</translation>
        </message>
        <message>
            <source>Blind to the last trick</source>
            <comment>rule.blind_to_last_trick</comment>
            <translation>Blind to the last trick</translation>
        </message>
        <message>
            <source>Charlie caught</source>
            <comment>rule.charlie_caught</comment>
            <translation>Charlie caught</translation>
        </message>
        <message>
            <source>A ♣J the other side wins in the last trick scores a point for that side.</source>
            <comment>rule.doppelkopf.charlie_caught.summary</comment>
            <translation>A ♣J the other side wins in the last trick scores a point for that side.</translation>
        </message>
        <message>
            <source>The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.</source>
            <comment>rule.doppelkopf.forty_cards.summary</comment>
            <translation>The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.</translation>
        </message>
        <message>
            <source>With the second ♥10 rule: in the last trick the first ♥10 still wins.</source>
            <comment>rule.doppelkopf.heart_ten_first_in_last_trick.summary</comment>
            <translation>With the second ♥10 rule: in the last trick the first ♥10 still wins.</translation>
        </message>
        <message>
            <source>When both ♥10 fall in one trick, the second beats the first.</source>
            <comment>rule.doppelkopf.second_heart_ten_wins.summary</comment>
            <translation>When both ♥10 fall in one trick, the second beats the first.</translation>
        </message>
        <message>
            <source>Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".</source>
            <comment>rule.doppelkopf.solo_auction.summary</comment>
            <translation>Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".</translation>
        </message>
        <message>
            <source>Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.</source>
            <comment>rule.doppelkopf.tournament.summary</comment>
            <translation>Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.</translation>
        </message>
        <message>
            <source>40 cards (no nines)</source>
            <comment>rule.forty_cards</comment>
            <translation>40 cards (no nines)</translation>
        </message>
        <message>
            <source>First ♥10 wins the last trick</source>
            <comment>rule.heart_ten_first_in_last_trick</comment>
            <translation>First ♥10 wins the last trick</translation>
        </message>
        <message>
            <source>Knocking (Klopfen)</source>
            <comment>rule.klopfen</comment>
            <translation>Knocking (Klopfen)</translation>
        </message>
        <message>
            <source>Kontra and Re</source>
            <comment>rule.kontra_re</comment>
            <translation>Kontra and Re</translation>
        </message>
        <message>
            <source>When nobody picks</source>
            <comment>rule.no_pick</comment>
            <translation>When nobody picks</translation>
        </message>
        <message>
            <source>{name}</source>
            <comment>rule.other</comment>
            <translation>{name}</translation>
        </message>
        <message>
            <source>{summary}</source>
            <comment>rule.other.summary</comment>
            <translation>{summary}</translation>
        </message>
        <message>
            <source>Partner</source>
            <comment>rule.partner</comment>
            <translation>Partner</translation>
        </message>
        <message>
            <source>Partner game tariff</source>
            <comment>rule.partner_tariff</comment>
            <translation>Partner game tariff</translation>
        </message>
        <message>
            <source>Pass jacks on</source>
            <comment>rule.pass_jacks</comment>
            <translation>Pass jacks on</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>rule.ramsch</comment>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>Ramsch tariff</source>
            <comment>rule.ramsch_tariff</comment>
            <translation>Ramsch tariff</translation>
        </message>
        <message>
            <source>Rounds</source>
            <comment>rule.rounds</comment>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>Tariff per runner</source>
            <comment>rule.runner_tariff</comment>
            <translation>Tariff per runner</translation>
        </message>
        <message>
            <source>Runners (Laufende)</source>
            <comment>rule.runners</comment>
            <translation>Runners (Laufende)</translation>
        </message>
        <message>
            <source>Runners from (Geier)</source>
            <comment>rule.runners_from_geier</comment>
            <translation>Runners from (Geier)</translation>
        </message>
        <message>
            <source>Runners from (partner game)</source>
            <comment>rule.runners_from_partner</comment>
            <translation>Runners from (partner game)</translation>
        </message>
        <message>
            <source>Runners from (solo)</source>
            <comment>rule.runners_from_solo</comment>
            <translation>Runners from (solo)</translation>
        </message>
        <message>
            <source>Runners from (suit Geier)</source>
            <comment>rule.runners_from_suit_geier</comment>
            <translation>Runners from (suit Geier)</translation>
        </message>
        <message>
            <source>Runners from (suit Wenz)</source>
            <comment>rule.runners_from_suit_wenz</comment>
            <translation>Runners from (suit Wenz)</translation>
        </message>
        <message>
            <source>Runners from (Wenz)</source>
            <comment>rule.runners_from_wenz</comment>
            <translation>Runners from (Wenz)</translation>
        </message>
        <message>
            <source>Runners continue into the trump suit</source>
            <comment>rule.runners_into_suit</comment>
            <translation>Runners continue into the trump suit</translation>
        </message>
        <message>
            <source>When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.</source>
            <comment>rule.schafkopf.all_pass.summary</comment>
            <translation>When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.</translation>
        </message>
        <message>
            <source>When the cards are thrown in and paid for: what the first player and the dealer each pay.</source>
            <comment>rule.schafkopf.all_pass_tariff.summary</comment>
            <translation>When the cards are thrown in and paid for: what the first player and the dealer each pay.</translation>
        </message>
        <message>
            <source>Each player may knock once after the deal, before the auction; each knock doubles the price.</source>
            <comment>rule.schafkopf.klopfen.summary</comment>
            <translation>Each player may knock once after the deal, before the auction; each knock doubles the price.</translation>
        </message>
        <message>
            <source>An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.</source>
            <comment>rule.schafkopf.kontra_re.summary</comment>
            <translation>An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.</translation>
        </message>
        <message>
            <source>What each player of the partner game (Sauspiel) receives from or pays to one opponent.</source>
            <comment>rule.schafkopf.partner_tariff.summary</comment>
            <translation>What each player of the partner game (Sauspiel) receives from or pays to one opponent.</translation>
        </message>
        <message>
            <source>In Ramsch, what the loser pays each other player (doubled for each player without a trick).</source>
            <comment>rule.schafkopf.ramsch_tariff.summary</comment>
            <translation>In Ramsch, what the loser pays each other player (doubled for each player without a trick).</translation>
        </message>
        <message>
            <source>Added to the price for each runner.</source>
            <comment>rule.schafkopf.runner_tariff.summary</comment>
            <translation>Added to the price for each runner.</translation>
        </message>
        <message>
            <source>Runners (Laufende) raise the price.</source>
            <comment>rule.schafkopf.runners.summary</comment>
            <translation>Runners (Laufende) raise the price.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Geier.</source>
            <comment>rule.schafkopf.runners_from_geier.summary</comment>
            <translation>Fewest runners that count in a Geier.</translation>
        </message>
        <message>
            <source>Fewest runners that count in the partner game.</source>
            <comment>rule.schafkopf.runners_from_partner.summary</comment>
            <translation>Fewest runners that count in the partner game.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit solo.</source>
            <comment>rule.schafkopf.runners_from_solo.summary</comment>
            <translation>Fewest runners that count in a suit solo.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Geier.</source>
            <comment>rule.schafkopf.runners_from_suit_geier.summary</comment>
            <translation>Fewest runners that count in a suit Geier.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Wenz.</source>
            <comment>rule.schafkopf.runners_from_suit_wenz.summary</comment>
            <translation>Fewest runners that count in a suit Wenz.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Wenz.</source>
            <comment>rule.schafkopf.runners_from_wenz.summary</comment>
            <translation>Fewest runners that count in a Wenz.</translation>
        </message>
        <message>
            <source>In suit Wenz and suit Geier the run of runners carries on into the trump suit.</source>
            <comment>rule.schafkopf.runners_into_suit.summary</comment>
            <translation>In suit Wenz and suit Geier the run of runners carries on into the trump suit.</translation>
        </message>
        <message>
            <source>Added to the price when a side is Schneider.</source>
            <comment>rule.schafkopf.schneider_tariff.summary</comment>
            <translation>Added to the price when a side is Schneider.</translation>
        </message>
        <message>
            <source>Added again when a side takes no trick (Schwarz).</source>
            <comment>rule.schafkopf.schwarz_tariff.summary</comment>
            <translation>Added again when a side takes no trick (Schwarz).</translation>
        </message>
        <message>
            <source>Play with 24 cards (no sevens and eights), six each.</source>
            <comment>rule.schafkopf.short_deck.summary</comment>
            <translation>Play with 24 cards (no sevens and eights), six each.</translation>
        </message>
        <message>
            <source>What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.</source>
            <comment>rule.schafkopf.solo_tariff.summary</comment>
            <translation>What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.</translation>
        </message>
        <message>
            <source>Suit Geier (Farbgeier: Obers and one suit trump) may be played.</source>
            <comment>rule.schafkopf.suit_geier.summary</comment>
            <translation>Suit Geier (Farbgeier: Obers and one suit trump) may be played.</translation>
        </message>
        <message>
            <source>Suit Wenz (Farbwenz: Unters and one suit trump) may be played.</source>
            <comment>rule.schafkopf.suit_wenz.summary</comment>
            <translation>Suit Wenz (Farbwenz: Unters and one suit trump) may be played.</translation>
        </message>
        <message>
            <source>Schneider tariff</source>
            <comment>rule.schneider_tariff</comment>
            <translation>Schneider tariff</translation>
        </message>
        <message>
            <source>Schwarz tariff</source>
            <comment>rule.schwarz_tariff</comment>
            <translation>Schwarz tariff</translation>
        </message>
        <message>
            <source>Scoring</source>
            <comment>rule.scoring</comment>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Second ♥10 beats the first</source>
            <comment>rule.second_heart_ten_wins</comment>
            <translation>Second ♥10 beats the first</translation>
        </message>
        <message>
            <source>In a Leaster the winner of the last trick also takes the blind.</source>
            <comment>rule.sheepshead.blind_to_last_trick.summary</comment>
            <translation>In a Leaster the winner of the last trick also takes the blind.</translation>
        </message>
        <message>
            <source>When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.</source>
            <comment>rule.sheepshead.no_pick.summary</comment>
            <translation>When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.</translation>
        </message>
        <message>
            <source>Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.</source>
            <comment>rule.sheepshead.partner.summary</comment>
            <translation>Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.</translation>
        </message>
        <message>
            <source>Short deck</source>
            <comment>rule.short_deck</comment>
            <translation>Short deck</translation>
        </message>
        <message>
            <source>A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).</source>
            <comment>rule.skat.kontra_re.summary</comment>
            <translation>A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).</translation>
        </message>
        <message>
            <source>Schieberamsch: jacks may be passed on with the skat.</source>
            <comment>rule.skat.pass_jacks.summary</comment>
            <translation>Schieberamsch: jacks may be passed on with the skat.</translation>
        </message>
        <message>
            <source>When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).</source>
            <comment>rule.skat.ramsch.summary</comment>
            <translation>When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).</translation>
        </message>
        <message>
            <source>Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).</source>
            <comment>rule.skat.rounds.summary</comment>
            <translation>Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).</translation>
        </message>
        <message>
            <source>Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).</source>
            <comment>rule.skat.scoring.summary</comment>
            <translation>Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).</translation>
        </message>
        <message>
            <source>Solo auction</source>
            <comment>rule.solo_auction</comment>
            <translation>Solo auction</translation>
        </message>
        <message>
            <source>Solo tariff</source>
            <comment>rule.solo_tariff</comment>
            <translation>Solo tariff</translation>
        </message>
        <message>
            <source>Suit Geier (Farbgeier)</source>
            <comment>rule.suit_geier</comment>
            <translation>Suit Geier (Farbgeier)</translation>
        </message>
        <message>
            <source>Suit Wenz (Farbwenz)</source>
            <comment>rule.suit_wenz</comment>
            <translation>Suit Wenz (Farbwenz)</translation>
        </message>
        <message>
            <source>Tournament</source>
            <comment>rule.tournament</comment>
            <translation>Tournament</translation>
        </message>
        <message>
            <source>Adjusted</source>
            <comment>rule.value.adjusted</comment>
            <translation>Adjusted</translation>
        </message>
        <message>
            <source>Called ace</source>
            <comment>rule.value.called_ace</comment>
            <translation>Called ace</translation>
        </message>
        <message>
            <source>Doubler</source>
            <comment>rule.value.doubler</comment>
            <translation>Doubler</translation>
        </message>
        <message>
            <source>Jack of diamonds</source>
            <comment>rule.value.jack_of_diamonds</comment>
            <translation>Jack of diamonds</translation>
        </message>
        <message>
            <source>Leaster</source>
            <comment>rule.value.leaster</comment>
            <translation>Leaster</translation>
        </message>
        <message>
            <source>None</source>
            <comment>rule.value.none</comment>
            <translation>None</translation>
        </message>
        <message>
            <source>{value}</source>
            <comment>rule.value.number</comment>
            <translation>{value}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>rule.value.off</comment>
            <translation>off</translation>
        </message>
        <message>
            <source>on</source>
            <comment>rule.value.on</comment>
            <translation>on</translation>
        </message>
        <message>
            <source>Pay</source>
            <comment>rule.value.pay</comment>
            <translation>Pay</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>rule.value.ramsch</comment>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>Redeal</source>
            <comment>rule.value.redeal</comment>
            <translation>Redeal</translation>
        </message>
        <message>
            <source>Schieberamsch</source>
            <comment>rule.value.schieberamsch</comment>
            <translation>Schieberamsch</translation>
        </message>
        <message>
            <source>Tournament (Seeger-Fabian)</source>
            <comment>rule.value.seeger_fabian</comment>
            <translation>Tournament (Seeger-Fabian)</translation>
        </message>
        <message>
            <source>Standard</source>
            <comment>rule.value.standard</comment>
            <translation>Standard</translation>
        </message>
        <message>
            <source>won against the Re party</source>
            <comment>score.doppelkopf.against_re</comment>
            <translation>Won against the Re party</translation>
        </message>
        <message>
            <source>the Kontra party gets an extra point for beating the ♣Q holders</source>
            <comment>score.doppelkopf.against_re.note</comment>
            <translation>The Kontra party gets an extra point for beating the ♣Q holders</translation>
        </message>
        <message>
            <source>an announcement doubles the stake: 2 game points</source>
            <comment>score.doppelkopf.announced.note</comment>
            <translation>An announcement doubles the stake: 2 game points</translation>
        </message>
        <message>
            <source>{level} announced by {party}</source>
            <comment>score.doppelkopf.announced_by</comment>
            <translation>{level} announced by {party}</translation>
        </message>
        <message>
            <source>each further announcement adds a game point</source>
            <comment>score.doppelkopf.announced_by.note</comment>
            <translation>Each further announcement adds a game point</translation>
        </message>
        <message>
            <source>Charlie</source>
            <comment>score.doppelkopf.charlie</comment>
            <translation>Charlie</translation>
        </message>
        <message>
            <source>the last trick was won with the ♣J</source>
            <comment>score.doppelkopf.charlie.note</comment>
            <translation>The last trick was won with the ♣J</translation>
        </message>
        <message>
            <source>Charlie caught</source>
            <comment>score.doppelkopf.charlie_caught</comment>
            <translation>Charlie caught</translation>
        </message>
        <message>
            <source>the ♣J of {seat}, on the other side, was taken in the last trick</source>
            <comment>score.doppelkopf.charlie_caught.note</comment>
            <translation>The ♣J of {seat}, on the other side, was taken in the last trick</translation>
        </message>
        <message>
            <source>defenders' win</source>
            <comment>score.doppelkopf.defenders_win</comment>
            <translation>Defenders' win</translation>
        </message>
        <message>
            <source>Doppelkopf</source>
            <comment>score.doppelkopf.doppelkopf</comment>
            <translation>Doppelkopf</translation>
        </message>
        <message>
            <source>a trick worth {points} card points (40 or more)</source>
            <comment>score.doppelkopf.doppelkopf.note</comment>
            <translation>A trick worth {points} card points (40 or more)</translation>
        </message>
        <message>
            <source>fox caught</source>
            <comment>score.doppelkopf.fox</comment>
            <translation>Fox caught</translation>
        </message>
        <message>
            <source>the fox (♦A) of {seat}, on the other side, was taken in a trick</source>
            <comment>score.doppelkopf.fox.note</comment>
            <translation>The fox (♦A) of {seat}, on the other side, was taken in a trick</translation>
        </message>
        <message>
            <source>fox caught in the last trick</source>
            <comment>score.doppelkopf.fox_last</comment>
            <translation>Fox caught in the last trick</translation>
        </message>
        <message>
            <source>Kontra announced</source>
            <comment>score.doppelkopf.kontra_announced</comment>
            <translation>Kontra announced</translation>
        </message>
        <message>
            <source>Kontra card points</source>
            <comment>score.doppelkopf.kontra_points</comment>
            <translation>Kontra card points</translation>
        </message>
        <message>
            <source>no 30</source>
            <comment>score.doppelkopf.level.no_30</comment>
            <translation>No 30</translation>
        </message>
        <message>
            <source>no 60</source>
            <comment>score.doppelkopf.level.no_60</comment>
            <translation>No 60</translation>
        </message>
        <message>
            <source>no 90</source>
            <comment>score.doppelkopf.level.no_90</comment>
            <translation>No 90</translation>
        </message>
        <message>
            <source>schwarz</source>
            <comment>score.doppelkopf.level.schwarz</comment>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>nobody won: both sides failed their announcements</source>
            <comment>score.doppelkopf.nobody_won</comment>
            <translation>Nobody won: both sides failed their announcements</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>score.doppelkopf.party.kontra</comment>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>score.doppelkopf.party.re</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>{party}: {line}</source>
            <comment>score.doppelkopf.party_line</comment>
            <translation>{party}: {line}</translation>
        </message>
        <message>
            <source>everybody refused the poverty</source>
            <comment>score.doppelkopf.poverty_refused</comment>
            <translation>Everybody refused the poverty</translation>
        </message>
        <message>
            <source>Re announced</source>
            <comment>score.doppelkopf.re_announced</comment>
            <translation>Re announced</translation>
        </message>
        <message>
            <source>Re card points</source>
            <comment>score.doppelkopf.re_points</comment>
            <translation>Re card points</translation>
        </message>
        <message>
            <source>{points} reached against {level}</source>
            <comment>score.doppelkopf.reached</comment>
            <translation>{points} reached against {level}</translation>
        </message>
        <message>
            <source>enough card points to defeat the other side's announcement</source>
            <comment>score.doppelkopf.reached.note</comment>
            <translation>Enough card points to defeat the other side's announcement</translation>
        </message>
        <message>
            <source>{seat} demanded a redeal</source>
            <comment>score.doppelkopf.redeal</comment>
            <translation>{seat} demanded a redeal</translation>
        </message>
        <message>
            <source>{party} schwarz</source>
            <comment>score.doppelkopf.schwarz</comment>
            <translation>{party} schwarz</translation>
        </message>
        <message>
            <source>the other side took no trick</source>
            <comment>score.doppelkopf.schwarz.note</comment>
            <translation>The other side took no trick</translation>
        </message>
        <message>
            <source>the soloist scores three times</source>
            <comment>score.doppelkopf.soloist_three</comment>
            <translation>The soloist scores three times</translation>
        </message>
        <message>
            <source>{party} under {limit}</source>
            <comment>score.doppelkopf.under</comment>
            <translation>{party} under {limit}</translation>
        </message>
        <message>
            <source>the other side took fewer than {limit} card points</source>
            <comment>score.doppelkopf.under.note</comment>
            <translation>The other side took fewer than {limit} card points</translation>
        </message>
        <message>
            <source>game value for each Re player</source>
            <comment>score.doppelkopf.value_each_re</comment>
            <translation>Game value for each Re player</translation>
        </message>
        <message>
            <source>the Re side's points minus the Kontra side's; each Kontra player pays it</source>
            <comment>score.doppelkopf.value_each_re.note</comment>
            <translation>The Re side's points minus the Kontra side's; each Kontra player pays it</translation>
        </message>
        <message>
            <source>won</source>
            <comment>score.doppelkopf.won</comment>
            <translation>Won</translation>
        </message>
        <message>
            <source>one game point for winning</source>
            <comment>score.doppelkopf.won.note</comment>
            <translation>One game point for winning</translation>
        </message>
        <message>
            <source>all passed: the first player and the dealer pay</source>
            <comment>score.schafkopf.all_passed_pay</comment>
            <translation>All passed: the first player and the dealer pay</translation>
        </message>
        <message>
            <source>all passed: the same dealer deals again</source>
            <comment>score.schafkopf.all_passed_redeal</comment>
            <translation>All passed: the same dealer deals again</translation>
        </message>
        <message>
            <source>doubled {count} times</source>
            <comment>score.schafkopf.doubled</comment>
            <translation>Doubled {count} times</translation>
        </message>
        <message>
            <source>each knock, Kontra and Re doubles the price</source>
            <comment>score.schafkopf.doubled.note</comment>
            <translation>Each knock, Kontra and Re doubles the price</translation>
        </message>
        <message>
            <source>{count} without a trick (Jungfrau)</source>
            <comment>score.schafkopf.jungfrau</comment>
            <translation>{count} without a trick (Jungfrau)</translation>
        </message>
        <message>
            <source>a player who takes no trick doubles the price</source>
            <comment>score.schafkopf.jungfrau.note</comment>
            <translation>A player who takes no trick doubles the price</translation>
        </message>
        <message>
            <source>the most card points loses</source>
            <comment>score.schafkopf.most_loses</comment>
            <translation>The most card points loses</translation>
        </message>
        <message>
            <source>partner game (Sauspiel)</source>
            <comment>score.schafkopf.partner_tariff</comment>
            <translation>Partner game (Sauspiel)</translation>
        </message>
        <message>
            <source>price</source>
            <comment>score.schafkopf.price</comment>
            <translation>Price</translation>
        </message>
        <message>
            <source>what each opponent pays or is paid; a soloist collects it from all three</source>
            <comment>score.schafkopf.price.note</comment>
            <translation>What each opponent pays or is paid; a soloist collects it from all three</translation>
        </message>
        <message>
            <source>Ramsch tariff</source>
            <comment>score.schafkopf.ramsch_tariff</comment>
            <translation>Ramsch tariff</translation>
        </message>
        <message>
            <source>{count} runners (Laufende)</source>
            <comment>score.schafkopf.runners</comment>
            <translation>{count} runners (Laufende)</translation>
        </message>
        <message>
            <source>the top trumps in an unbroken row, held by one side; each adds the runner tariff</source>
            <comment>score.schafkopf.runners.note</comment>
            <translation>The top trumps in an unbroken row, held by one side; each adds the runner tariff</translation>
        </message>
        <message>
            <source>Schneider</source>
            <comment>score.schafkopf.schneider</comment>
            <translation>Schneider</translation>
        </message>
        <message>
            <source>the winners took 91 or more card points, or the losers 30 or fewer</source>
            <comment>score.schafkopf.schneider.note</comment>
            <translation>The winners took 91 or more card points, or the losers 30 or fewer</translation>
        </message>
        <message>
            <source>Schwarz</source>
            <comment>score.schafkopf.schwarz</comment>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>one side took every trick</source>
            <comment>score.schafkopf.schwarz.note</comment>
            <translation>One side took every trick</translation>
        </message>
        <message>
            <source>Sie: four times the solo tariff</source>
            <comment>score.schafkopf.sie</comment>
            <translation>Sie: four times the solo tariff</translation>
        </message>
        <message>
            <source>solo tariff</source>
            <comment>score.schafkopf.solo_tariff</comment>
            <translation>Solo tariff</translation>
        </message>
        <message>
            <source>what this kind of game is worth before the extras</source>
            <comment>score.schafkopf.tariff.note</comment>
            <translation>What this kind of game is worth before the extras</translation>
        </message>
        <message>
            <source>Tout doubles</source>
            <comment>score.schafkopf.tout</comment>
            <translation>Tout doubles</translation>
        </message>
        <message>
            <source>a Tout promises every trick and pays double</source>
            <comment>score.schafkopf.tout.note</comment>
            <translation>A Tout promises every trick and pays double</translation>
        </message>
        <message>
            <source>all passed: the next deal counts</source>
            <comment>score.sheepshead.all_passed</comment>
            <translation>All passed: the next deal counts</translation>
        </message>
        <message>
            <source>alone</source>
            <comment>score.sheepshead.alone</comment>
            <translation>Alone</translation>
        </message>
        <message>
            <source>blind set aside</source>
            <comment>score.sheepshead.blind_aside</comment>
            <translation>Blind set aside</translation>
        </message>
        <message>
            <source>blind to the last trick</source>
            <comment>score.sheepshead.blind_last</comment>
            <translation>Blind to the last trick</translation>
        </message>
        <message>
            <source>buried</source>
            <comment>score.sheepshead.buried</comment>
            <translation>Buried</translation>
        </message>
        <message>
            <source>the buried cards count for the picker</source>
            <comment>score.sheepshead.buried.note</comment>
            <translation>The buried cards count for the picker</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>score.sheepshead.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>card points</source>
            <comment>score.sheepshead.card_points</comment>
            <translation>Card points</translation>
        </message>
        <message>
            <source>the picker collects from all four</source>
            <comment>score.sheepshead.collects_all</comment>
            <translation>The picker collects from all four</translation>
        </message>
        <message>
            <source>doubler</source>
            <comment>score.sheepshead.doubler</comment>
            <translation>Doubler</translation>
        </message>
        <message>
            <source>a deal where everybody passed doubles this one</source>
            <comment>score.sheepshead.doubler.note</comment>
            <translation>A deal where everybody passed doubles this one</translation>
        </message>
        <message>
            <source>each defender</source>
            <comment>score.sheepshead.each_defender</comment>
            <translation>Each defender</translation>
        </message>
        <message>
            <source>fewest card points with a trick</source>
            <comment>score.sheepshead.fewest</comment>
            <translation>Fewest card points with a trick</translation>
        </message>
        <message>
            <source>in a leaster the fewest card points win, if the player took a trick</source>
            <comment>score.sheepshead.fewest.note</comment>
            <translation>In a leaster the fewest card points win, if the player took a trick</translation>
        </message>
        <message>
            <source>partner</source>
            <comment>score.sheepshead.partner</comment>
            <translation>Partner</translation>
        </message>
        <message>
            <source>partner card</source>
            <comment>score.sheepshead.partner_card</comment>
            <translation>Partner card</translation>
        </message>
        <message>
            <source>its holder played on the picker's side</source>
            <comment>score.sheepshead.partner_card.note</comment>
            <translation>Its holder played on the picker's side</translation>
        </message>
        <message>
            <source>picker</source>
            <comment>score.sheepshead.picker</comment>
            <translation>Picker</translation>
        </message>
        <message>
            <source>result</source>
            <comment>score.sheepshead.result</comment>
            <translation>Result</translation>
        </message>
        <message>
            <source>the row of the scoring table the picker side's take falls in</source>
            <comment>score.sheepshead.result.note</comment>
            <translation>The row of the scoring table the picker side's take falls in</translation>
        </message>
        <message>
            <source>30 or fewer (reverse schneider)</source>
            <comment>score.sheepshead.row.30_or_fewer</comment>
            <translation>30 or fewer (reverse schneider)</translation>
        </message>
        <message>
            <source>31 to 60</source>
            <comment>score.sheepshead.row.31_to_60</comment>
            <translation>31 to 60</translation>
        </message>
        <message>
            <source>61 to 90</source>
            <comment>score.sheepshead.row.61_to_90</comment>
            <translation>61 to 90</translation>
        </message>
        <message>
            <source>91 or more (schneider)</source>
            <comment>score.sheepshead.row.91_or_more</comment>
            <translation>91 or more (schneider)</translation>
        </message>
        <message>
            <source>all tricks (schwarz)</source>
            <comment>score.sheepshead.row.all_tricks</comment>
            <translation>All tricks (schwarz)</translation>
        </message>
        <message>
            <source>no trick (reverse schwarz)</source>
            <comment>score.sheepshead.row.no_trick</comment>
            <translation>No trick (reverse schwarz)</translation>
        </message>
        <message>
            <source>picker side card points</source>
            <comment>score.sheepshead.side_points</comment>
            <translation>Picker side card points</translation>
        </message>
        <message>
            <source>picker side tricks</source>
            <comment>score.sheepshead.side_tricks</comment>
            <translation>Picker side tricks</translation>
        </message>
        <message>
            <source>adjusted score</source>
            <comment>score.skat.adjusted</comment>
            <translation>Adjusted score</translation>
        </message>
        <message>
            <source>all passed</source>
            <comment>score.skat.all_passed</comment>
            <translation>All passed</translation>
        </message>
        <message>
            <source>base value</source>
            <comment>score.skat.base_value</comment>
            <translation>Base value</translation>
        </message>
        <message>
            <source>what the trump suit is worth: ♦9 ♥10 ♠11 ♣12, Grand 24</source>
            <comment>score.skat.base_value.note</comment>
            <translation>What the trump suit is worth: ♦9 ♥10 ♠11 ♣12, Grand 24</translation>
        </message>
        <message>
            <source>conceded</source>
            <comment>score.skat.conceded</comment>
            <translation>Conceded</translation>
        </message>
        <message>
            <source>Durchmarsch (every trick)</source>
            <comment>score.skat.durchmarsch</comment>
            <translation>Durchmarsch (every trick)</translation>
        </message>
        <message>
            <source>game</source>
            <comment>score.skat.game</comment>
            <translation>Game</translation>
        </message>
        <message>
            <source>one level for playing the game</source>
            <comment>score.skat.game.note</comment>
            <translation>One level for playing the game</translation>
        </message>
        <message>
            <source>game value</source>
            <comment>score.skat.game_value</comment>
            <translation>Game value</translation>
        </message>
        <message>
            <source>base value {base} × multiplier {multiplier}; it must reach the bid of {bid}</source>
            <comment>score.skat.game_value.note</comment>
            <translation>Base value {base} × multiplier {multiplier}; it must reach the bid of {bid}</translation>
        </message>
        <message>
            <source>hand</source>
            <comment>score.skat.hand</comment>
            <translation>Hand</translation>
        </message>
        <message>
            <source>played without picking up the skat</source>
            <comment>score.skat.hand.note</comment>
            <translation>Played without picking up the skat</translation>
        </message>
        <message>
            <source>Jungfrau (a player took no trick)</source>
            <comment>score.skat.jungfrau</comment>
            <translation>Jungfrau (a player took no trick)</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>score.skat.kontra</comment>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>a defender doubled the game</source>
            <comment>score.skat.kontra.note</comment>
            <translation>A defender doubled the game</translation>
        </message>
        <message>
            <source>lost (x2)</source>
            <comment>score.skat.lost</comment>
            <translation>Lost (×2)</translation>
        </message>
        <message>
            <source>a lost game costs twice its value</source>
            <comment>score.skat.lost.note</comment>
            <translation>A lost game costs twice its value</translation>
        </message>
        <message>
            <source>most card points ({points})</source>
            <comment>score.skat.most_points</comment>
            <translation>Most card points ({points})</translation>
        </message>
        <message>
            <source>multiplier</source>
            <comment>score.skat.multiplier</comment>
            <translation>Multiplier</translation>
        </message>
        <message>
            <source>the tops plus one for each level above</source>
            <comment>score.skat.multiplier.note</comment>
            <translation>The tops plus one for each level above</translation>
        </message>
        <message>
            <source>Null</source>
            <comment>score.skat.null</comment>
            <translation>Null</translation>
        </message>
        <message>
            <source>a Null game has a fixed value; the declarer must take no trick</source>
            <comment>score.skat.null.note</comment>
            <translation>A Null game has a fixed value; the declarer must take no trick</translation>
        </message>
        <message>
            <source>Null Hand</source>
            <comment>score.skat.null_hand</comment>
            <translation>Null Hand</translation>
        </message>
        <message>
            <source>Null Ouvert</source>
            <comment>score.skat.null_ouvert</comment>
            <translation>Null Ouvert</translation>
        </message>
        <message>
            <source>Null Ouvert Hand</source>
            <comment>score.skat.null_ouvert_hand</comment>
            <translation>Null Ouvert Hand</translation>
        </message>
        <message>
            <source>ouvert</source>
            <comment>score.skat.ouvert</comment>
            <translation>Ouvert</translation>
        </message>
        <message>
            <source>the declarer played with open cards</source>
            <comment>score.skat.ouvert.note</comment>
            <translation>The declarer played with open cards</translation>
        </message>
        <message>
            <source>overbid (bid {bid}): raised to</source>
            <comment>score.skat.overbid</comment>
            <translation>Overbid (bid {bid}): raised to</translation>
        </message>
        <message>
            <source>the game was worth less than the bid, so it is lost at the lowest multiple of its base value that reaches the bid</source>
            <comment>score.skat.overbid.note</comment>
            <translation>The game was worth less than the bid, so it is lost at the lowest multiple of its base value that reaches the bid</translation>
        </message>
        <message>
            <source>skat passed on unseen</source>
            <comment>score.skat.pushed</comment>
            <translation>Skat passed on unseen</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>score.skat.re</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>the declarer doubled again</source>
            <comment>score.skat.re.note</comment>
            <translation>The declarer doubled again</translation>
        </message>
        <message>
            <source>Schneider</source>
            <comment>score.skat.schneider</comment>
            <translation>Schneider</translation>
        </message>
        <message>
            <source>one side took 90 or more card points</source>
            <comment>score.skat.schneider.note</comment>
            <translation>One side took 90 or more card points</translation>
        </message>
        <message>
            <source>Schneider announced</source>
            <comment>score.skat.schneider_announced</comment>
            <translation>Schneider announced</translation>
        </message>
        <message>
            <source>Schneider was announced before play</source>
            <comment>score.skat.schneider_announced.note</comment>
            <translation>Schneider was announced before play</translation>
        </message>
        <message>
            <source>Schwarz</source>
            <comment>score.skat.schwarz</comment>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>one side took every trick</source>
            <comment>score.skat.schwarz.note</comment>
            <translation>One side took every trick</translation>
        </message>
        <message>
            <source>Schwarz announced</source>
            <comment>score.skat.schwarz_announced</comment>
            <translation>Schwarz announced</translation>
        </message>
        <message>
            <source>Schwarz was announced before play</source>
            <comment>score.skat.schwarz_announced.note</comment>
            <translation>Schwarz was announced before play</translation>
        </message>
        <message>
            <source>seeger-fabian score</source>
            <comment>score.skat.seeger_fabian</comment>
            <translation>Tournament score (Seeger-Fabian)</translation>
        </message>
        <message>
            <source>with {count}</source>
            <comment>score.skat.with</comment>
            <translation>With {count}</translation>
        </message>
        <message>
            <source>the declarer held the top {count} trumps in a row</source>
            <comment>score.skat.with.note</comment>
            <translation>The declarer held the top {count} trumps in a row</translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>score.skat.without</comment>
            <translation>Without {count}</translation>
        </message>
        <message>
            <source>the top {count} trumps were missing from the declarer's cards</source>
            <comment>score.skat.without.note</comment>
            <translation>The top {count} trumps were missing from the declarer's cards</translation>
        </message>
        <message>
            <source>won</source>
            <comment>score.skat.won</comment>
            <translation>Won</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>score.value.lost</comment>
            <translation>Lost</translation>
        </message>
        <message>
            <source>x{factor}</source>
            <comment>score.value.times</comment>
            <translation>×{factor}</translation>
        </message>
        <message>
            <source>×{factor}</source>
            <comment>score.value.times_sign</comment>
            <translation>×{factor}</translation>
        </message>
        <message>
            <source>accept</source>
            <comment>action.accept</comment>
            <translation>Accept</translation>
        </message>
        <message>
            <source>go alone</source>
            <comment>action.alone</comment>
            <translation>Go alone</translation>
        </message>
        <message>
            <source>{party} {level}</source>
            <comment>action.announce</comment>
            <translation>{party} {level}</translation>
        </message>
        <message>
            <source>bid {value}</source>
            <comment>action.bid</comment>
            <translation>Bid {value}</translation>
        </message>
        <message>
            <source>bid {contract}</source>
            <comment>action.bid_game</comment>
            <translation>Bid {contract}</translation>
        </message>
        <message>
            <source>call {card}</source>
            <comment>action.call</comment>
            <translation>Call {card}</translation>
        </message>
        <message>
            <source>call {card} with an unknown card</source>
            <comment>action.call_unknown</comment>
            <translation>Call {card} with an unknown card</translation>
        </message>
        <message>
            <source>Sie</source>
            <comment>action.claim</comment>
            <translation>Sie</translation>
        </message>
        <message>
            <source>concede</source>
            <comment>action.concede</comment>
            <translation>Concede</translation>
        </message>
        <message>
            <source>{contract}</source>
            <comment>action.declare</comment>
            <translation>{contract}</translation>
        </message>
        <message>
            <source>{party} {level}</source>
            <comment>action.doppelkopf.announce</comment>
            <translation>{party} {level}</translation>
        </message>
        <message>
            <source>bid {value}</source>
            <comment>action.doppelkopf.bid</comment>
            <translation>Bid {value}</translation>
        </message>
        <message>
            <source>bid schwarz</source>
            <comment>action.doppelkopf.bid_schwarz</comment>
            <translation>Bid schwarz</translation>
        </message>
        <message>
            <source>hold at {value}</source>
            <comment>action.doppelkopf.hold</comment>
            <translation>Hold at {value}</translation>
        </message>
        <message>
            <source>hold at schwarz</source>
            <comment>action.doppelkopf.hold_schwarz</comment>
            <translation>Hold at schwarz</translation>
        </message>
        <message>
            <source>trumps given back: {count}</source>
            <comment>action.doppelkopf.trumps_back</comment>
            <translation>Trumps given back: {count}</translation>
        </message>
        <message>
            <source>healthy</source>
            <comment>action.healthy</comment>
            <translation>Healthy</translation>
        </message>
        <message>
            <source>hold</source>
            <comment>action.hold</comment>
            <translation>Hold</translation>
        </message>
        <message>
            <source>knock</source>
            <comment>action.knock</comment>
            <translation>Knock</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>action.kontra</comment>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>lay away {card}</source>
            <comment>action.lay_away</comment>
            <translation>Lay away {card}</translation>
        </message>
        <message>
            <source>marriage</source>
            <comment>action.marriage</comment>
            <translation>Marriage</translation>
        </message>
        <message>
            <source>no knock</source>
            <comment>action.no_knock</comment>
            <translation>No knock</translation>
        </message>
        <message>
            <source>no Kontra</source>
            <comment>action.no_kontra</comment>
            <translation>No Kontra</translation>
        </message>
        <message>
            <source>no Re</source>
            <comment>action.no_re</comment>
            <translation>No Re</translation>
        </message>
        <message>
            <source>pass</source>
            <comment>action.pass</comment>
            <translation>Pass</translation>
        </message>
        <message>
            <source>pass {card} to {seat}</source>
            <comment>action.pass_card</comment>
            <translation>Pass {card} to {seat}</translation>
        </message>
        <message>
            <source>pass {card} on</source>
            <comment>action.pass_card_on</comment>
            <translation>Pass {card} on</translation>
        </message>
        <message>
            <source>pick up</source>
            <comment>action.pick_up</comment>
            <translation>Pick up</translation>
        </message>
        <message>
            <source>play {card}</source>
            <comment>action.play</comment>
            <translation>Play {card}</translation>
        </message>
        <message>
            <source>play</source>
            <comment>action.play_first</comment>
            <translation>Play</translation>
        </message>
        <message>
            <source>play the unknown card</source>
            <comment>action.play_unknown</comment>
            <translation>Play the unknown card</translation>
        </message>
        <message>
            <source>poverty</source>
            <comment>action.poverty</comment>
            <translation>Poverty</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>action.re</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>redeal</source>
            <comment>action.redeal</comment>
            <translation>Redeal</translation>
        </message>
        <message>
            <source>refuse</source>
            <comment>action.refuse</comment>
            <translation>Refuse</translation>
        </message>
        <message>
            <source>reservation</source>
            <comment>action.reserve</comment>
            <translation>Reservation</translation>
        </message>
        <message>
            <source>pass the skat on</source>
            <comment>action.skat.push</comment>
            <translation>Pass the skat on</translation>
        </message>
        <message>
            <source>solo</source>
            <comment>action.solo</comment>
            <translation>Solo</translation>
        </message>
        <message>
            <source>trumps given back: {count}</source>
            <comment>action.trumps_back</comment>
            <translation>Trumps given back: {count}</translation>
        </message>
        <message>
            <source>{card} is trump in this game, whatever its suit.</source>
            <comment>coach.always_trump</comment>
            <translation>{card} is trump in this game, whatever its suit.</translation>
        </message>
        <message>
            <source>{card} stays under the trick: in this game every point you take counts against you.</source>
            <comment>coach.avoid</comment>
            <translation>{card} stays under the trick: in this game every point you take counts against you.</translation>
        </message>
        <message>
            <source>{action} scores {value} on average; the next best, {other}, scores {other_value}.</source>
            <comment>coach.best_value</comment>
            <translation>{action} scores {value} on average; the next best, {other}, scores {other_value}.</translation>
        </message>
        <message>
            <source>{action} scores {value} on average and wins the deal {percent}% of the time.</source>
            <comment>coach.best_win</comment>
            <translation>{action} scores {value} on average and wins the deal {percent}% of the time.</translation>
        </message>
        <message>
            <source>You must play the called ace {card} when its suit is led.</source>
            <comment>coach.called_ace</comment>
            <translation>You must play the called ace {card} when its suit is led.</translation>
        </message>
        <message>
            <source>Whoever holds {card} plays with you; other cards of its suit in your hand: {count}.</source>
            <comment>coach.calls</comment>
            <translation>Whoever holds {card} plays with you; other cards of its suit in your hand: {count}.</translation>
        </message>
        <message>
            <source>You cannot win this trick: {card} is the card you can best spare.</source>
            <comment>coach.cheapest</comment>
            <translation>You cannot win this trick: {card} is the card you can best spare.</translation>
        </message>
        <message>
            <source>Leading trump draws the opponents' trumps: {count} trumps are still out.</source>
            <comment>coach.draw_trumps</comment>
            <translation>Leading trump draws the opponents' trumps: {count} trumps are still out.</translation>
        </message>
        <message>
            <source>Your trumps in this game: {trumps}, {top} of them among the top four; your side aces: {aces}.</source>
            <comment>coach.game_trumps</comment>
            <translation>Your trumps in this game: {trumps}, {top} of them among the top four; your side aces: {aces}.</translation>
        </message>
        <message>
            <source>{card} gives this trick up cheaply and keeps your {kept} for a later trick.</source>
            <comment>coach.keeps</comment>
            <translation>{card} gives this trick up cheaply and keeps your {kept} for a later trick.</translation>
        </message>
        <message>
            <source>Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.</source>
            <comment>coach.lay_away</comment>
            <translation>Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.</translation>
        </message>
        <message>
            <source>Laying away {card} leaves you void in its suit, so you can trump it later.</source>
            <comment>coach.lay_away_short</comment>
            <translation>Laying away {card} leaves you void in its suit, so you can trump it later.</translation>
        </message>
        <message>
            <source>{card} is a cheap lead: it risks only {points} points.</source>
            <comment>coach.lead_cheap</comment>
            <translation>{card} is a cheap lead: it risks only {points} points.</translation>
        </message>
        <message>
            <source>{card} is the highest {suit} still out: leading it should take the trick.</source>
            <comment>coach.lead_top</comment>
            <translation>{card} is the highest {suit} still out: leading it should take the trick.</translation>
        </message>
        <message>
            <source>{card} is the highest trump still out: leading it draws the others' trumps.</source>
            <comment>coach.lead_top_trump</comment>
            <translation>{card} is the highest trump still out: leading it draws the others' trumps.</translation>
        </message>
        <message>
            <source>You must follow {suit}; {card} is the one to play.</source>
            <comment>coach.must_follow</comment>
            <translation>You must follow {suit}; {card} is the one to play.</translation>
        </message>
        <message>
            <source>You must follow trump; {card} is the one to play.</source>
            <comment>coach.must_follow_trump</comment>
            <translation>You must follow trump; {card} is the one to play.</translation>
        </message>
        <message>
            <source>{card} stays under the trick: the Null declarer must not take a single trick.</source>
            <comment>coach.null_duck</comment>
            <translation>{card} stays under the trick: the Null declarer must not take a single trick.</translation>
        </message>
        <message>
            <source>{card} is led to make the Null declarer take a trick.</source>
            <comment>coach.null_force</comment>
            <translation>{card} is led to make the Null declarer take a trick.</translation>
        </message>
        <message>
            <source>{card} is your only legal card.</source>
            <comment>coach.only_card</comment>
            <translation>{card} is your only legal card.</translation>
        </message>
        <message>
            <source>{action} is the only choice here.</source>
            <comment>coach.only_choice</comment>
            <translation>{action} is the only choice here.</translation>
        </message>
        <message>
            <source>{action} scores {value} on average; saying nothing scores {other_value}.</source>
            <comment>coach.over_nothing</comment>
            <translation>{action} scores {value} on average; saying nothing scores {other_value}.</translation>
        </message>
        <message>
            <source>Your partner is winning this trick: {card} adds {points} points to it.</source>
            <comment>coach.partner_wins</comment>
            <translation>Your partner is winning this trick: {card} adds {points} points to it.</translation>
        </message>
        <message>
            <source>Bidding: the strongest game announced wins the auction.</source>
            <comment>coach.phase.bidding</comment>
            <translation>Bidding: the strongest game announced wins the auction.</translation>
        </message>
        <message>
            <source>Burying: the picker buries as many cards as the blind held; they count for the picker.</source>
            <comment>coach.phase.bury</comment>
            <translation>Burying: the picker buries as many cards as the blind held; they count for the picker.</translation>
        </message>
        <message>
            <source>Calling: the picker names a card; whoever holds it is the secret partner.</source>
            <comment>coach.phase.calling</comment>
            <translation>Calling: the picker names a card; whoever holds it is the secret partner.</translation>
        </message>
        <message>
            <source>Declaring: the declarer names the game, and with it the trumps.</source>
            <comment>coach.phase.declaring</comment>
            <translation>Declaring: the declarer names the game, and with it the trumps.</translation>
        </message>
        <message>
            <source>Kontra doubles the deal if you think the declarer will lose; Re doubles it again.</source>
            <comment>coach.phase.doubling</comment>
            <translation>Kontra doubles the deal if you think the declarer will lose; Re doubles it again.</translation>
        </message>
        <message>
            <source>Knocking doubles the deal before anyone bids, on the strength of your first cards.</source>
            <comment>coach.phase.knocking</comment>
            <translation>Knocking doubles the deal before anyone bids, on the strength of your first cards.</translation>
        </message>
        <message>
            <source>Scoring: the card points decide who won; the score lines show how the deal's value was reached.</source>
            <comment>coach.phase.over</comment>
            <translation>Scoring: the card points decide who won; the score lines show how the deal's value was reached.</translation>
        </message>
        <message>
            <source>Picking: take the blind and play against the others, or pass it on.</source>
            <comment>coach.phase.pick</comment>
            <translation>Picking: take the blind and play against the others, or pass it on.</translation>
        </message>
        <message>
            <source>Play: follow the led suit if you can; all trumps count as one suit. The highest trump takes the trick, otherwise the highest card of the led suit.</source>
            <comment>coach.phase.play</comment>
            <translation>Play: follow the led suit if you can; all trumps count as one suit. The highest trump takes the trick, otherwise the highest card of the led suit.</translation>
        </message>
        <message>
            <source>Poverty: three cards with every trump go to a partner, who gives as many back.</source>
            <comment>coach.phase.poverty</comment>
            <translation>Poverty: three cards with every trump go to a partner, who gives as many back.</translation>
        </message>
        <message>
            <source>Reservations: say healthy to play a normal game, or reservation for a solo, a poverty or a marriage.</source>
            <comment>coach.phase.reservations</comment>
            <translation>Reservations: say healthy to play a normal game, or reservation for a solo, a poverty or a marriage.</translation>
        </message>
        <message>
            <source>Bidding: say play to lead a game; a later player can only overcall with a stronger game.</source>
            <comment>coach.phase.schafkopf_bidding</comment>
            <translation>Bidding: say play to lead a game; a later player can only overcall with a stronger game.</translation>
        </message>
        <message>
            <source>The skat: the declarer may pick up the two hidden cards, or play hand for a higher value.</source>
            <comment>coach.phase.skat</comment>
            <translation>The skat: the declarer may pick up the two hidden cards, or play hand for a higher value.</translation>
        </message>
        <message>
            <source>Bidding: bid 18, 20, 22 … as long as your hand is worth it; the last player left declares the game.</source>
            <comment>coach.phase.skat_bidding</comment>
            <translation>Bidding: bid 18, 20, 22 … as long as your hand is worth it; the last player left declares the game.</translation>
        </message>
        <message>
            <source>Laying away: two cards go back into the skat; their points count for the declarer.</source>
            <comment>coach.phase.skat_lay_away</comment>
            <translation>Laying away: two cards go back into the skat; their points count for the declarer.</translation>
        </message>
        <message>
            <source>This raises the stake of the deal: it pays only if your side wins more often than it loses.</source>
            <comment>coach.raises_stake</comment>
            <translation>This raises the stake of the deal: it pays only if your side wins more often than it loses.</translation>
        </message>
        <message>
            <source>Saying nothing scores {value} on average; the best thing to say, {other}, scores {other_value}.</source>
            <comment>coach.say_nothing</comment>
            <translation>Saying nothing scores {value} on average; the best thing to say, {other}, scores {other_value}.</translation>
        </message>
        <message>
            <source>This hand wins without the skat: playing it from hand raises its value by one level.</source>
            <comment>coach.skat_hand</comment>
            <translation>This hand wins without the skat: playing it from hand raises its value by one level.</translation>
        </message>
        <message>
            <source>The two cards of the skat can still help this hand: pick it up before you choose the game.</source>
            <comment>coach.skat_pickup</comment>
            <translation>The two cards of the skat can still help this hand: pick it up before you choose the game.</translation>
        </message>
        <message>
            <source>This hand is too weak to play: no game it could declare is worth the risk.</source>
            <comment>coach.skat_too_weak</comment>
            <translation>This hand is too weak to play: no game it could declare is worth the risk.</translation>
        </message>
        <message>
            <source>with {count}</source>
            <comment>coach.tops_with</comment>
            <translation>with {count}</translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>coach.tops_without</comment>
            <translation>without {count}</translation>
        </message>
        <message>
            <source>Your trumps: {trumps}, {top} of them among the top four; your side aces: {aces}.</source>
            <comment>coach.trumps_held</comment>
            <translation>Your trumps: {trumps}, {top} of them among the top four; your side aces: {aces}.</translation>
        </message>
        <message>
            <source>You have no {suit}: {card} is trump and takes the trick.</source>
            <comment>coach.trumps_in</comment>
            <translation>You have no {suit}: {card} is trump and takes the trick.</translation>
        </message>
        <message>
            <source>You must play the called ace {card} now: its suit was led for the first time.</source>
            <comment>coach.why_called_ace</comment>
            <translation>You must play the called ace {card} now: its suit was led for the first time.</translation>
        </message>
        <message>
            <source>You must follow {suit}: you still hold {cards}.</source>
            <comment>coach.why_follow</comment>
            <translation>You must follow {suit}: you still hold {cards}.</translation>
        </message>
        <message>
            <source>You must follow trump: you still hold {cards}. Every trump counts as trump, whatever its suit.</source>
            <comment>coach.why_follow_trump</comment>
            <translation>You must follow trump: you still hold {cards}. Every trump counts as trump, whatever its suit.</translation>
        </message>
        <message>
            <source>{card} takes the lead in this trick ({points} points so far).</source>
            <comment>coach.wins_now</comment>
            <translation>{card} takes the lead in this trick ({points} points so far).</translation>
        </message>
        <message>
            <source>{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.</source>
            <comment>coach.wins_sure</comment>
            <translation>{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.</translation>
        </message>
        <message>
            <source>Jack solo</source>
            <comment>contract.doppelkopf.jack</comment>
            <translation>Jack solo</translation>
        </message>
        <message>
            <source>marriage</source>
            <comment>contract.doppelkopf.marriage</comment>
            <translation>Marriage</translation>
        </message>
        <message>
            <source>marriage solo</source>
            <comment>contract.doppelkopf.marriage_solo</comment>
            <translation>Marriage solo</translation>
        </message>
        <message>
            <source>no 30</source>
            <comment>contract.doppelkopf.no_30</comment>
            <translation>no 30</translation>
        </message>
        <message>
            <source>no 60</source>
            <comment>contract.doppelkopf.no_60</comment>
            <translation>no 60</translation>
        </message>
        <message>
            <source>no 90</source>
            <comment>contract.doppelkopf.no_90</comment>
            <translation>no 90</translation>
        </message>
        <message>
            <source>No-trump solo</source>
            <comment>contract.doppelkopf.no_trump</comment>
            <translation>No-trump solo</translation>
        </message>
        <message>
            <source>normal game</source>
            <comment>contract.doppelkopf.normal</comment>
            <translation>Normal game</translation>
        </message>
        <message>
            <source>poverty</source>
            <comment>contract.doppelkopf.poverty</comment>
            <translation>Poverty</translation>
        </message>
        <message>
            <source>Queen solo</source>
            <comment>contract.doppelkopf.queen</comment>
            <translation>Queen solo</translation>
        </message>
        <message>
            <source>Queen-jack solo</source>
            <comment>contract.doppelkopf.queen_jack</comment>
            <translation>Queen-jack solo</translation>
        </message>
        <message>
            <source>schwarz</source>
            <comment>contract.doppelkopf.schwarz</comment>
            <translation>schwarz</translation>
        </message>
        <message>
            <source>silent solo</source>
            <comment>contract.doppelkopf.silent_solo</comment>
            <translation>Silent solo</translation>
        </message>
        <message>
            <source>{suit} solo</source>
            <comment>contract.doppelkopf.suit_solo</comment>
            <translation>{suit} solo</translation>
        </message>
        <message>
            <source>{contract} with Re announced</source>
            <comment>contract.doppelkopf.with_re</comment>
            <translation>{contract} with Re announced</translation>
        </message>
        <message>
            <source>{contract} without Re</source>
            <comment>contract.doppelkopf.without_re</comment>
            <translation>{contract} without Re</translation>
        </message>
        <message>
            <source>{contract} Hand</source>
            <comment>contract.hand</comment>
            <translation>{contract} Hand</translation>
        </message>
        <message>
            <source>{contract} Ouvert</source>
            <comment>contract.ouvert</comment>
            <translation>{contract} Ouvert</translation>
        </message>
        <message>
            <source>Farbgeier</source>
            <comment>contract.schafkopf.farbgeier</comment>
            <translation>Farbgeier</translation>
        </message>
        <message>
            <source>Farbwenz</source>
            <comment>contract.schafkopf.farbwenz</comment>
            <translation>Farbwenz</translation>
        </message>
        <message>
            <source>Geier</source>
            <comment>contract.schafkopf.geier</comment>
            <translation>Geier</translation>
        </message>
        <message>
            <source>Sauspiel</source>
            <comment>contract.schafkopf.sauspiel</comment>
            <translation>Sauspiel</translation>
        </message>
        <message>
            <source>Sauspiel alone</source>
            <comment>contract.schafkopf.sauspiel_alone</comment>
            <translation>Sauspiel alone</translation>
        </message>
        <message>
            <source>Sie</source>
            <comment>contract.schafkopf.sie</comment>
            <translation>Sie</translation>
        </message>
        <message>
            <source>Solo</source>
            <comment>contract.schafkopf.solo</comment>
            <translation>Solo</translation>
        </message>
        <message>
            <source>{type} {suit}</source>
            <comment>contract.schafkopf.suited</comment>
            <translation>{type} {suit}</translation>
        </message>
        <message>
            <source>{type} Tout</source>
            <comment>contract.schafkopf.tout</comment>
            <translation>{type} Tout</translation>
        </message>
        <message>
            <source>Wenz</source>
            <comment>contract.schafkopf.wenz</comment>
            <translation>Wenz</translation>
        </message>
        <message>
            <source>{contract} Schneider announced</source>
            <comment>contract.schneider</comment>
            <translation>{contract} Schneider announced</translation>
        </message>
        <message>
            <source>{contract} Schwarz announced</source>
            <comment>contract.schwarz</comment>
            <translation>{contract} Schwarz announced</translation>
        </message>
        <message>
            <source>pick alone</source>
            <comment>contract.sheepshead.alone</comment>
            <translation>Pick alone</translation>
        </message>
        <message>
            <source>pick, called {card}</source>
            <comment>contract.sheepshead.called</comment>
            <translation>Pick, called {card}</translation>
        </message>
        <message>
            <source>pick, called a partner</source>
            <comment>contract.sheepshead.called_kind</comment>
            <translation>Pick, called a partner</translation>
        </message>
        <message>
            <source>pick, called {card} with an unknown card</source>
            <comment>contract.sheepshead.called_unknown</comment>
            <translation>Pick, called {card} with an unknown card</translation>
        </message>
        <message>
            <source>doubler</source>
            <comment>contract.sheepshead.doubler</comment>
            <translation>Doubler</translation>
        </message>
        <message>
            <source>pick, jack of diamonds partner</source>
            <comment>contract.sheepshead.jack</comment>
            <translation>Pick, jack of diamonds partner</translation>
        </message>
        <message>
            <source>Leaster</source>
            <comment>contract.sheepshead.leaster</comment>
            <translation>Leaster</translation>
        </message>
        <message>
            <source>pick</source>
            <comment>contract.sheepshead.pick</comment>
            <translation>Pick</translation>
        </message>
        <message>
            <source>Grand</source>
            <comment>contract.skat.grand</comment>
            <translation>Grand</translation>
        </message>
        <message>
            <source>Null</source>
            <comment>contract.skat.null</comment>
            <translation>Null</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>contract.skat.ramsch</comment>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>{suit}</source>
            <comment>contract.skat.suit</comment>
            <translation>{suit}</translation>
        </message>
        <message>
            <source>{contract} Tout</source>
            <comment>contract.tout</comment>
            <translation>{contract} Tout</translation>
        </message>
        <message>
            <source>Durchmarsch</source>
            <comment>rule.durchmarsch</comment>
            <translation>Durchmarsch</translation>
        </message>
        <message>
            <source>In Ramsch, a player who takes every trick (Durchmarsch) wins and is paid the solo tariff by each other player, or loses as the player with the most card points.</source>
            <comment>rule.schafkopf.durchmarsch.summary</comment>
            <translation>In Ramsch, a player who takes every trick (Durchmarsch) wins and is paid the solo tariff by each other player, or loses as the player with the most card points.</translation>
        </message>
        <message>
            <source>Loses</source>
            <comment>rule.value.loses</comment>
            <translation>Loses</translation>
        </message>
        <message>
            <source>Wins</source>
            <comment>rule.value.wins</comment>
            <translation>Wins</translation>
        </message>
        <message>
            <source>Durchmarsch: every trick, paid like a solo</source>
            <comment>score.schafkopf.durchmarsch</comment>
            <translation>Durchmarsch: every trick, paid like a solo</translation>
        </message>
        <message>
            <source>{answer} gives up {loss} points on average against {best}.</source>
            <comment>practice.gave_up</comment>
            <translation>{answer} gives up {loss} points on average against {best}.</translation>
        </message>
        <message>
            <source>say nothing</source>
            <comment>coach.label.say_nothing</comment>
            <translation>say nothing</translation>
        </message>
        <message>
            <source>{word}</source>
            <comment>coach.label.action</comment>
            <translation>{word}</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>action.doppelkopf.re</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>Played as {game} ({tops}), this hand is worth {worth}: it is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_game</comment>
            <translation>Played as {game} ({tops}), this hand is worth {worth}: it is good for bids up to {limit}.</translation>
        </message>
        <message>
            <source>This hand is good for bids up to {limit}; its best game looks like {game}.</source>
            <comment>coach.skat_bid_likely</comment>
            <translation>This hand is good for bids up to {limit}; its best game looks like {game}.</translation>
        </message>
        <message>
            <source>Played as {game}, this hand is worth {worth}: it is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_null</comment>
            <translation>Played as {game}, this hand is worth {worth}: it is good for bids up to {limit}.</translation>
        </message>
        <message>
            <source>Played as {game} ({tops}), these ten cards are worth {worth}, and the skat can change that: this hand is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_skat</comment>
            <translation>Played as {game} ({tops}), these ten cards are worth {worth}, and the skat can change that: this hand is good for bids up to {limit}.</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>contract.schafkopf.ramsch</comment>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>Worth {value} as your cards stand (base value {base} × multiplier {multiplier}).</source>
            <comment>score.skat.worth</comment>
            <translation>Worth {value} as your cards stand (base value {base} × multiplier {multiplier}).</translation>
        </message>
        <message>
            <source>Worth {low} to {high}: the skat decides your matadors (base value {base}).</source>
            <comment>score.skat.worth_range</comment>
            <translation>Worth {low} to {high}: the skat decides your matadors (base value {base}).</translation>
        </message>
        <message>
            <source>Worth {value}.</source>
            <comment>score.skat.worth_null</comment>
            <translation>Worth {value}.</translation>
        </message>
        <message>
            <source>Below your bid of {bid}: unless Schneider or Schwarz raises the value, you are overbid and lose.</source>
            <comment>score.skat.below_bid</comment>
            <translation>Below your bid of {bid}: unless Schneider or Schwarz raises the value, you are overbid and lose.</translation>
        </message>
        <message>
            <source>If the skat takes matadors away, it falls below your bid of {bid}: then only Schneider or Schwarz saves you from being overbid.</source>
            <comment>score.skat.maybe_below_bid</comment>
            <translation>If the skat takes matadors away, it falls below your bid of {bid}: then only Schneider or Schwarz saves you from being overbid.</translation>
        </message>
        <message>
            <source>Below your bid of {bid}: this Null is overbid and lost whatever happens.</source>
            <comment>score.skat.null_below_bid</comment>
            <translation>Below your bid of {bid}: this Null is overbid and lost whatever happens.</translation>
        </message>
    </context>
    <context>
        <name>Rank</name>
        <message>
            <source>Sau</source>
            <translation>Sau</translation>
        </message>
        <message>
            <source>König</source>
            <translation>King</translation>
        </message>
        <message>
            <source>Ober</source>
            <translation>Ober</translation>
        </message>
        <message>
            <source>Unter</source>
            <translation>Unter</translation>
        </message>
    </context>
    <context>
        <name>Seat</name>
        <message>
            <source>seat {seat}</source>
            <translation>Seat {seat}</translation>
        </message>
    </context>
    <context>
        <name>Suit</name>
        <message>
            <source>clubs</source>
            <translation>clubs</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>spades</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hearts</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>diamonds</translation>
        </message>
        <message>
            <source>Eichel</source>
            <translation>Eichel</translation>
        </message>
        <message>
            <source>Gras</source>
            <translation>Gras</translation>
        </message>
        <message>
            <source>Herz</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>Schellen</source>
            <translation>Schellen</translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message>
            <source>Hint (H)</source>
            <translation>Hint (H)</translation>
        </message>
        <message>
            <source>What would a strong player do now, and why?</source>
            <translation>What would a strong player do now, and why?</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>Choice</translation>
        </message>
        <message>
            <source>Win chance</source>
            <translation>Win chance</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Thinking…</translation>
        </message>
        <message>
            <source>Why not?</source>
            <translation>Why not?</translation>
        </message>
        <message>
            <source>Advice: %1</source>
            <translation>Advice: %1</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Win %</source>
            <translation>Win %</translation>
        </message>
        <message>
            <source>What you may do now, the best first</source>
            <translation>What you may do now, the best first</translation>
        </message>
        <message>
            <source>Expected score for the deal</source>
            <translation>Expected score for the deal</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <source>Review of the deal</source>
            <translation>Review of the deal</translation>
        </message>
        <message>
            <source>◀ Previous trick</source>
            <translation>◀ Previous trick</translation>
        </message>
        <message>
            <source>Next trick ▶</source>
            <translation>Next trick ▶</translation>
        </message>
        <message>
            <source>Play on from here</source>
            <translation>Play on from here</translation>
        </message>
        <message>
            <source>Your choice</source>
            <translation>Your choice</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Grade</translation>
        </message>
        <message>
            <source>Better choice</source>
            <translation>Better choice</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Lost</translation>
        </message>
        <message>
            <source>Grading your decisions…</source>
            <translation>Grading your decisions…</translation>
        </message>
        <message>
            <source>Trick %1 of %2</source>
            <translation>Trick %1 of %2</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>The end of the deal</translation>
        </message>
        <message>
            <source>Played: %1. %2 takes the trick.</source>
            <translation>Played: %1. %2 takes the trick.</translation>
        </message>
        <message>
            <source>best</source>
            <translation>best</translation>
        </message>
        <message>
            <source>good</source>
            <translation>good</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>inaccuracy</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>mistake</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>blunder</translation>
        </message>
        <message>
            <source>Grading your decisions… %1 of %2</source>
            <translation>Grading your decisions… %1 of %2</translation>
        </message>
        <message>
            <source>The coach could not grade this deal: %1</source>
            <translation>The coach could not grade this deal: %1</translation>
        </message>
        <message>
            <source>Your decisions: %1</source>
            <translation>Your decisions: %1</translation>
        </message>
        <message>
            <source>Solving with every hand open…</source>
            <translation>Solving with every hand open…</translation>
        </message>
        <message>
            <source>With every hand open, perfect play from here scores %1 for you (you scored %2). Best line: %3</source>
            <translation>With every hand open, perfect play from here scores %1 for you (you scored %2). Best line: %3</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>Say nothing</translation>
        </message>
        <message>
            <source>Best line: %1 of %2 cards</source>
            <translation>Best line: %1 of %2 cards</translation>
        </message>
        <message>
            <source>The open-hand solver did not finish within %1 seconds from here, so there is no best line to show. Choose a later decision: the fewer cards are left, the faster it solves.</source>
            <translation>The open-hand solver did not finish within %1 seconds from here, so there is no best line to show. Choose a later decision: the fewer cards are left, the faster it solves.</translation>
        </message>
        <message>
            <source>The open-hand solver could not answer: %1</source>
            <translation>The open-hand solver could not answer: %1</translation>
        </message>
        <message>
            <source>The open-hand solver plays the cards once the game is settled: there is nothing to solve before the card play.</source>
            <translation>The open-hand solver plays the cards once the game is settled: there is nothing to solve before the card play.</translation>
        </message>
        <message>
            <source>(The time ran out before the end of the line.)</source>
            <translation>(The time ran out before the end of the line.)</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of %1</source>
            <translation>Rules of %1</translation>
        </message>
    </context>
    <context>
        <name>TableCoach</name>
        <message>
            <source>Rules of %1</source>
            <translation>Rules of %1</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Hint</translation>
        </message>
        <message>
            <source>&amp;Review last deal…</source>
            <translation>&amp;Review last deal…</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Coach</translation>
        </message>
        <message>
            <source>There is no deal to advise on.</source>
            <translation>There is no deal to advise on.</translation>
        </message>
        <message>
            <source>You have nothing to decide now.</source>
            <translation>You have nothing to decide now.</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>Say nothing</translation>
        </message>
        <message>
            <source>Rule: %1</source>
            <translation>Rule: %1</translation>
        </message>
        <message>
            <source>The coach could not answer: %1</source>
            <translation>The coach could not answer: %1</translation>
        </message>
        <message>
            <source>%1 took the trick: %2 points.</source>
            <translation>%1 took the trick: %2 points.</translation>
        </message>
        <message>
            <source>Trumps played: %1.</source>
            <translation>Trumps played: %1.</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>Re&amp;view…</translation>
        </message>
        <message>
            <source>No deal has been finished yet.</source>
            <translation>No deal has been finished yet.</translation>
        </message>
        <message>
            <source>Practice: play on from here</source>
            <translation>Practice: play on from here</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <source>The cards and their order</source>
            <comment>lesson.skat.cards.title</comment>
            <translation>The cards and their order</translation>
        </message>
        <message>
            <source>Jacks first, then the trump suit A 10 K Q 9 8 7.</source>
            <comment>lesson.skat.cards.summary</comment>
            <translation>Jacks first, then the trump suit A 10 K Q 9 8 7.</translation>
        </message>
        <message>
            <source>Skat is played by three with 32 cards: A 10 K Q J 9 8 7 in clubs, spades, hearts and diamonds. Each player gets 10 cards; 2 lie face down as the skat.</source>
            <comment>lesson.skat.cards.1</comment>
            <translation>Skat is played by three with 32 cards: A 10 K Q J 9 8 7 in clubs, spades, hearts and diamonds. Each player gets 10 cards; 2 lie face down as the skat.</translation>
        </message>
        <message>
            <source>The four jacks are always the highest trumps: ♣J ♠J ♥J ♦J. In a suit game the trump suit follows: A 10 K Q 9 8 7. In a Grand only the four jacks are trumps.</source>
            <comment>lesson.skat.cards.2</comment>
            <translation>The four jacks are always the highest trumps: ♣J ♠J ♥J ♦J. In a suit game the trump suit follows: A 10 K Q 9 8 7. In a Grand only the four jacks are trumps.</translation>
        </message>
        <message>
            <source>Clubs are trumps. Which card is the highest trump?</source>
            <comment>lesson.skat.cards.3</comment>
            <translation>Clubs are trumps. Which card is the highest trump?</translation>
        </message>
        <message>
            <source>The ♣J is the highest trump in every suit game and in Grand.</source>
            <comment>lesson.skat.cards.4</comment>
            <translation>The ♣J is the highest trump in every suit game and in Grand.</translation>
        </message>
        <message>
            <source>The ace of clubs is only the fifth trump: all four jacks are higher.</source>
            <comment>lesson.skat.cards.5</comment>
            <translation>The ace of clubs is only the fifth trump: all four jacks are higher.</translation>
        </message>
        <message>
            <source>Clubs are trumps. Which is higher, the ♦J or the ♣A?</source>
            <comment>lesson.skat.cards.6</comment>
            <translation>Clubs are trumps. Which is higher, the ♦J or the ♣A?</translation>
        </message>
        <message>
            <source>Even the lowest jack, ♦J, beats the ace of trumps.</source>
            <comment>lesson.skat.cards.7</comment>
            <translation>Even the lowest jack, ♦J, beats the ace of trumps.</translation>
        </message>
        <message>
            <source>How many trumps are there in a Grand?</source>
            <comment>lesson.skat.cards.8</comment>
            <translation>How many trumps are there in a Grand?</translation>
        </message>
        <message>
            <source>In a Grand only the four jacks are trumps; the four suits are plain suits.</source>
            <comment>lesson.skat.cards.9</comment>
            <translation>In a Grand only the four jacks are trumps; the four suits are plain suits.</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.skat.follow.title</comment>
            <translation>Following suit</translation>
        </message>
        <message>
            <source>Follow the suit led; trumps are one suit. Only without it may you trump or throw off.</source>
            <comment>lesson.skat.follow.summary</comment>
            <translation>Follow the suit led; trumps are one suit. Only without it may you trump or throw off.</translation>
        </message>
        <message>
            <source>You are forehand and play clubs without taking the skat. The player who leads may play any card; every other player must follow: play a card of the suit led if they hold one. The trumps count as one suit of their own.</source>
            <comment>lesson.skat.follow.1</comment>
            <translation>You are forehand and play clubs without taking the skat. The player who leads may play any card; every other player must follow: play a card of the suit led if they hold one. The trumps count as one suit of their own.</translation>
        </message>
        <message>
            <source>Lead your highest trump.</source>
            <comment>lesson.skat.follow.2</comment>
            <translation>Lead your highest trump.</translation>
        </message>
        <message>
            <source>The ♣J: nobody can beat it. Middlehand must follow with a trump, the ♦J; rearhand follows with the ♣7, which is a trump too.</source>
            <comment>lesson.skat.follow.3</comment>
            <translation>The ♣J: nobody can beat it. Middlehand must follow with a trump, the ♦J; rearhand follows with the ♣7, which is a trump too.</translation>
        </message>
        <message>
            <source>The ♣A is a trump, but the jacks are higher. Lead the highest one.</source>
            <comment>lesson.skat.follow.4</comment>
            <translation>The ♣A is a trump, but the jacks are higher. Lead the highest one.</translation>
        </message>
        <message>
            <source>Middlehand leads the ♥7 and rearhand plays the ♥Q. Which card do you play?</source>
            <comment>lesson.skat.follow.5</comment>
            <translation>Middlehand leads the ♥7 and rearhand plays the ♥Q. Which card do you play?</translation>
        </message>
        <message>
            <source>You must follow hearts, and the ♥A wins the trick.</source>
            <comment>lesson.skat.follow.6</comment>
            <translation>You must follow hearts, and the ♥A wins the trick.</translation>
        </message>
        <message>
            <source>The ♥9 follows suit, but it loses to the ♥Q. Your ace wins.</source>
            <comment>lesson.skat.follow.7</comment>
            <translation>The ♥9 follows suit, but it loses to the ♥Q. Your ace wins.</translation>
        </message>
        <message>
            <source>You hold hearts, so you must follow hearts: no trump now.</source>
            <comment>lesson.skat.follow.8</comment>
            <translation>You hold hearts, so you must follow hearts: no trump now.</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.skat.points.title</comment>
            <translation>Card points and what wins</translation>
        </message>
        <message>
            <source>61 wins, 90 is Schneider, every trick is Schwarz.</source>
            <comment>lesson.skat.points.summary</comment>
            <translation>61 wins, 90 is Schneider, every trick is Schwarz.</translation>
        </message>
        <message>
            <source>Each card has card points: ace 11, ten 10, king 4, queen 3, jack 2, 9 8 7 nothing. The deck holds 120.</source>
            <comment>lesson.skat.points.1</comment>
            <translation>Each card has card points: ace 11, ten 10, king 4, queen 3, jack 2, 9 8 7 nothing. The deck holds 120.</translation>
        </message>
        <message>
            <source>How many card points does the declarer need to win?</source>
            <comment>lesson.skat.points.2</comment>
            <translation>How many card points does the declarer need to win?</translation>
        </message>
        <message>
            <source>61 of 120. With 60 the game is lost: the defenders hold 60 as well.</source>
            <comment>lesson.skat.points.3</comment>
            <translation>61 of 120. With 60 the game is lost: the defenders hold 60 as well.</translation>
        </message>
        <message>
            <source>60 against 60 is not enough: the declarer needs 61.</source>
            <comment>lesson.skat.points.4</comment>
            <translation>60 against 60 is not enough: the declarer needs 61.</translation>
        </message>
        <message>
            <source>How many points are the ace, ten and king of one suit worth together?</source>
            <comment>lesson.skat.points.5</comment>
            <translation>How many points are the ace, ten and king of one suit worth together?</translation>
        </message>
        <message>
            <source>11 + 10 + 4 = 25.</source>
            <comment>lesson.skat.points.6</comment>
            <translation>11 + 10 + 4 = 25.</translation>
        </message>
        <message>
            <source>With 90 or more the declarer wins Schneider; taking every trick is Schwarz. Each raises the game's value.</source>
            <comment>lesson.skat.points.7</comment>
            <translation>With 90 or more the declarer wins Schneider; taking every trick is Schwarz. Each raises the game's value.</translation>
        </message>
        <message>
            <source>The declarer took 105 card points and the defenders one trick. What is it?</source>
            <comment>lesson.skat.points.8</comment>
            <translation>The declarer took 105 card points and the defenders one trick. What is it?</translation>
        </message>
        <message>
            <source>Won Schneider: 90 or more, but not every trick.</source>
            <comment>lesson.skat.points.9</comment>
            <translation>Won Schneider: 90 or more, but not every trick.</translation>
        </message>
        <message>
            <source>won</source>
            <comment>lesson.skat.points.10</comment>
            <translation>won</translation>
        </message>
        <message>
            <source>won Schneider</source>
            <comment>lesson.skat.points.11</comment>
            <translation>won Schneider</translation>
        </message>
        <message>
            <source>won Schwarz</source>
            <comment>lesson.skat.points.12</comment>
            <translation>won Schwarz</translation>
        </message>
        <message>
            <source>Bidding and matadors</source>
            <comment>lesson.skat.bidding.title</comment>
            <translation>Bidding and matadors</translation>
        </message>
        <message>
            <source>Bid no higher than your game is worth: base value times matadors plus one.</source>
            <comment>lesson.skat.bidding.summary</comment>
            <translation>Bid no higher than your game is worth: base value times matadors plus one.</translation>
        </message>
        <message>
            <source>The bidding decides who plays alone. Players bid game values: 18, 20, 22, 23, 24, 27... A game's value is its base value (diamonds 9, hearts 10, spades 11, clubs 12, Grand 24) times its multiplier.</source>
            <comment>lesson.skat.bidding.1</comment>
            <translation>The bidding decides who plays alone. Players bid game values: 18, 20, 22, 23, 24, 27... A game's value is its base value (diamonds 9, hearts 10, spades 11, clubs 12, Grand 24) times its multiplier.</translation>
        </message>
        <message>
            <source>The multiplier starts with the matadors: the unbroken run of top trumps from the ♣J that you hold ("with") or lack ("without"). Add 1 for the game itself.</source>
            <comment>lesson.skat.bidding.2</comment>
            <translation>The multiplier starts with the matadors: the unbroken run of top trumps from the ♣J that you hold ("with") or lack ("without"). Add 1 for the game itself.</translation>
        </message>
        <message>
            <source>You hold ♣J and ♠J but not the ♥J. How many matadors in a clubs game?</source>
            <comment>lesson.skat.bidding.3</comment>
            <translation>You hold ♣J and ♠J but not the ♥J. How many matadors in a clubs game?</translation>
        </message>
        <message>
            <source>With 2: the run stops at the missing ♥J.</source>
            <comment>lesson.skat.bidding.4</comment>
            <translation>With 2: the run stops at the missing ♥J.</translation>
        </message>
        <message>
            <source>Clubs with 2, game 3: what is the game worth?</source>
            <comment>lesson.skat.bidding.5</comment>
            <translation>Clubs with 2, game 3: what is the game worth?</translation>
        </message>
        <message>
            <source>12 × 3 = 36. You may bid up to 36 with this game.</source>
            <comment>lesson.skat.bidding.6</comment>
            <translation>12 × 3 = 36. You may bid up to 36 with this game.</translation>
        </message>
        <message>
            <source>Middlehand and rearhand passed. Now you may bid. Bid 18.</source>
            <comment>lesson.skat.bidding.7</comment>
            <translation>Middlehand and rearhand passed. Now you may bid. Bid 18.</translation>
        </message>
        <message>
            <source>18 is the lowest bid; nobody is left to bid against you.</source>
            <comment>lesson.skat.bidding.8</comment>
            <translation>18 is the lowest bid; nobody is left to bid against you.</translation>
        </message>
        <message>
            <source>Passing now would throw the deal in. Your hand is strong: bid.</source>
            <comment>lesson.skat.bidding.9</comment>
            <translation>Passing now would throw the deal in. Your hand is strong: bid.</translation>
        </message>
        <message>
            <source>Alone against two</source>
            <comment>lesson.skat.partners.title</comment>
            <translation>Alone against two</translation>
        </message>
        <message>
            <source>One declarer against two defenders who share their points.</source>
            <comment>lesson.skat.partners.summary</comment>
            <translation>One declarer against two defenders who share their points.</translation>
        </message>
        <message>
            <source>The winner of the bidding is the declarer and plays alone. The other two are the defenders and play together: their card points are added.</source>
            <comment>lesson.skat.partners.1</comment>
            <translation>The winner of the bidding is the declarer and plays alone. The other two are the defenders and play together: their card points are added.</translation>
        </message>
        <message>
            <source>You are a defender. Who is your partner?</source>
            <comment>lesson.skat.partners.2</comment>
            <translation>You are a defender. Who is your partner?</translation>
        </message>
        <message>
            <source>The other defender: you play together against the declarer.</source>
            <comment>lesson.skat.partners.3</comment>
            <translation>The other defender: you play together against the declarer.</translation>
        </message>
        <message>
            <source>the declarer</source>
            <comment>lesson.skat.partners.4</comment>
            <translation>the declarer</translation>
        </message>
        <message>
            <source>the other defender</source>
            <comment>lesson.skat.partners.5</comment>
            <translation>the other defender</translation>
        </message>
        <message>
            <source>nobody</source>
            <comment>lesson.skat.partners.6</comment>
            <translation>nobody</translation>
        </message>
        <message>
            <source>Whose card points are the two cards of the skat?</source>
            <comment>lesson.skat.partners.7</comment>
            <translation>Whose card points are the two cards of the skat?</translation>
        </message>
        <message>
            <source>The skat always counts for the declarer, even in a hand game.</source>
            <comment>lesson.skat.partners.8</comment>
            <translation>The skat always counts for the declarer, even in a hand game.</translation>
        </message>
        <message>
            <source>the declarer</source>
            <comment>lesson.skat.partners.9</comment>
            <translation>the declarer</translation>
        </message>
        <message>
            <source>the defenders</source>
            <comment>lesson.skat.partners.10</comment>
            <translation>the defenders</translation>
        </message>
        <message>
            <source>Hand, Schneider and Ouvert</source>
            <comment>lesson.skat.declaring.title</comment>
            <translation>Hand, Schneider and Ouvert</translation>
        </message>
        <message>
            <source>Hand, announcements and Ouvert each add 1 to the multiplier.</source>
            <comment>lesson.skat.declaring.summary</comment>
            <translation>Hand, announcements and Ouvert each add 1 to the multiplier.</translation>
        </message>
        <message>
            <source>After the bidding the declarer may take the skat and put two cards away, or play Hand, without the skat. Hand adds 1 to the multiplier; so do Schneider announced, Schwarz announced and Ouvert (cards open).</source>
            <comment>lesson.skat.declaring.1</comment>
            <translation>After the bidding the declarer may take the skat and put two cards away, or play Hand, without the skat. Hand adds 1 to the multiplier; so do Schneider announced, Schwarz announced and Ouvert (cards open).</translation>
        </message>
        <message>
            <source>Your hand is strong enough without the skat: declare Clubs Hand.</source>
            <comment>lesson.skat.declaring.2</comment>
            <translation>Your hand is strong enough without the skat: declare Clubs Hand.</translation>
        </message>
        <message>
            <source>Clubs Hand: with 2, game 3, hand 4.</source>
            <comment>lesson.skat.declaring.3</comment>
            <translation>Clubs Hand: with 2, game 3, hand 4.</translation>
        </message>
        <message>
            <source>Taking the skat is allowed, but this lesson plays Hand for the extra multiplier.</source>
            <comment>lesson.skat.declaring.4</comment>
            <translation>Taking the skat is allowed, but this lesson plays Hand for the extra multiplier.</translation>
        </message>
        <message>
            <source>Clubs Hand with 2: what is the multiplier before counting Schneider?</source>
            <comment>lesson.skat.declaring.5</comment>
            <translation>Clubs Hand with 2: what is the multiplier before counting Schneider?</translation>
        </message>
        <message>
            <source>With 2, game 3, hand 4.</source>
            <comment>lesson.skat.declaring.6</comment>
            <translation>With 2, game 3, hand 4.</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.skat.scoring.title</comment>
            <translation>Scoring a deal</translation>
        </message>
        <message>
            <source>Score = base value × multiplier; lost games count double against the declarer.</source>
            <comment>lesson.skat.scoring.summary</comment>
            <translation>Score = base value × multiplier; lost games count double against the declarer.</translation>
        </message>
        <message>
            <source>This deal is over: you played Clubs Hand with 2 and took 105 card points. Let's count it.</source>
            <comment>lesson.skat.scoring.1</comment>
            <translation>This deal is over: you played Clubs Hand with 2 and took 105 card points. Let's count it.</translation>
        </message>
        <message>
            <source>With 2, game, hand, Schneider: what is the multiplier?</source>
            <comment>lesson.skat.scoring.2</comment>
            <translation>With 2, game, hand, Schneider: what is the multiplier?</translation>
        </message>
        <message>
            <source>2 + 1 + 1 + 1 = 5.</source>
            <comment>lesson.skat.scoring.3</comment>
            <translation>2 + 1 + 1 + 1 = 5.</translation>
        </message>
        <message>
            <source>And the game value?</source>
            <comment>lesson.skat.scoring.4</comment>
            <translation>And the game value?</translation>
        </message>
        <message>
            <source>12 × 5 = 60 points for you. A lost game would cost twice its value.</source>
            <comment>lesson.skat.scoring.5</comment>
            <translation>12 × 5 = 60 points for you. A lost game would cost twice its value.</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.skat.full-deal.title</comment>
            <translation>A full deal with guidance</translation>
        </message>
        <message>
            <source>Won Schneider with 105 card points: 60 points.</source>
            <comment>lesson.skat.full-deal.summary</comment>
            <translation>Won Schneider with 105 card points: 60 points.</translation>
        </message>
        <message>
            <source>Now play the whole deal. Each step tells you what to aim for.</source>
            <comment>lesson.skat.full-deal.1</comment>
            <translation>Now play the whole deal. Each step tells you what to aim for.</translation>
        </message>
        <message>
            <source>Both others passed. Bid.</source>
            <comment>lesson.skat.full-deal.2</comment>
            <translation>Both others passed. Bid.</translation>
        </message>
        <message>
            <source>18 wins the bidding.</source>
            <comment>lesson.skat.full-deal.3</comment>
            <translation>18 wins the bidding.</translation>
        </message>
        <message>
            <source>Declare your game: clubs, without the skat.</source>
            <comment>lesson.skat.full-deal.4</comment>
            <translation>Declare your game: clubs, without the skat.</translation>
        </message>
        <message>
            <source>Clubs Hand.</source>
            <comment>lesson.skat.full-deal.5</comment>
            <translation>Clubs Hand.</translation>
        </message>
        <message>
            <source>Draw the trumps: lead the highest.</source>
            <comment>lesson.skat.full-deal.6</comment>
            <translation>Draw the trumps: lead the highest.</translation>
        </message>
        <message>
            <source>A high trump draws the defenders' trumps.</source>
            <comment>lesson.skat.full-deal.7</comment>
            <translation>A high trump draws the defenders' trumps.</translation>
        </message>
        <message>
            <source>Draw the trumps: lead the highest.</source>
            <comment>lesson.skat.full-deal.8</comment>
            <translation>Draw the trumps: lead the highest.</translation>
        </message>
        <message>
            <source>A high trump draws the defenders' trumps.</source>
            <comment>lesson.skat.full-deal.9</comment>
            <translation>A high trump draws the defenders' trumps.</translation>
        </message>
        <message>
            <source>Draw the trumps: lead the highest.</source>
            <comment>lesson.skat.full-deal.10</comment>
            <translation>Draw the trumps: lead the highest.</translation>
        </message>
        <message>
            <source>A high trump draws the defenders' trumps.</source>
            <comment>lesson.skat.full-deal.11</comment>
            <translation>A high trump draws the defenders' trumps.</translation>
        </message>
        <message>
            <source>The defenders are out of trumps. Give up the trick with your worthless ♦7.</source>
            <comment>lesson.skat.full-deal.12</comment>
            <translation>The defenders are out of trumps. Give up the trick with your worthless ♦7.</translation>
        </message>
        <message>
            <source>The ♦7 is worth nothing; all your other cards win tricks.</source>
            <comment>lesson.skat.full-deal.13</comment>
            <translation>The ♦7 is worth nothing; all your other cards win tricks.</translation>
        </message>
        <message>
            <source>Hearts were led. Win the trick.</source>
            <comment>lesson.skat.full-deal.14</comment>
            <translation>Hearts were led. Win the trick.</translation>
        </message>
        <message>
            <source>Follow with the ♥A.</source>
            <comment>lesson.skat.full-deal.15</comment>
            <translation>Follow with the ♥A.</translation>
        </message>
        <message>
            <source>Your trumps are all high now. Play the highest.</source>
            <comment>lesson.skat.full-deal.16</comment>
            <translation>Your trumps are all high now. Play the highest.</translation>
        </message>
        <message>
            <source>Each trump wins a trick.</source>
            <comment>lesson.skat.full-deal.17</comment>
            <translation>Each trump wins a trick.</translation>
        </message>
        <message>
            <source>Your trumps are all high now. Play the highest.</source>
            <comment>lesson.skat.full-deal.18</comment>
            <translation>Your trumps are all high now. Play the highest.</translation>
        </message>
        <message>
            <source>Each trump wins a trick.</source>
            <comment>lesson.skat.full-deal.19</comment>
            <translation>Each trump wins a trick.</translation>
        </message>
        <message>
            <source>Your trumps are all high now. Play the highest.</source>
            <comment>lesson.skat.full-deal.20</comment>
            <translation>Your trumps are all high now. Play the highest.</translation>
        </message>
        <message>
            <source>Each trump wins a trick.</source>
            <comment>lesson.skat.full-deal.21</comment>
            <translation>Each trump wins a trick.</translation>
        </message>
        <message>
            <source>Your trumps are all high now. Play the highest.</source>
            <comment>lesson.skat.full-deal.22</comment>
            <translation>Your trumps are all high now. Play the highest.</translation>
        </message>
        <message>
            <source>Each trump wins a trick.</source>
            <comment>lesson.skat.full-deal.23</comment>
            <translation>Each trump wins a trick.</translation>
        </message>
        <message>
            <source>One card is left.</source>
            <comment>lesson.skat.full-deal.24</comment>
            <translation>One card is left.</translation>
        </message>
        <message>
            <source>Nobody has a heart left: your ♥9 wins.</source>
            <comment>lesson.skat.full-deal.25</comment>
            <translation>Nobody has a heart left: your ♥9 wins.</translation>
        </message>
        <message>
            <source>From Schafkopf or Doppelkopf to Skat</source>
            <comment>lesson.skat.bridge.title</comment>
            <translation>From Schafkopf or Doppelkopf to Skat</translation>
        </message>
        <message>
            <source>Skat: jacks on top, bid by numbers, one against two.</source>
            <comment>lesson.skat.bridge.summary</comment>
            <translation>Skat: jacks on top, bid by numbers, one against two.</translation>
        </message>
        <message>
            <source>You know trick-taking with 120 points and 61 to win: that holds in Skat too. What differs: three players, only the jacks are permanent trumps (no queens), and the declarer always plays alone against two.</source>
            <comment>lesson.skat.bridge.1</comment>
            <translation>You know trick-taking with 120 points and 61 to win: that holds in Skat too. What differs: three players, only the jacks are permanent trumps (no queens), and the declarer always plays alone against two.</translation>
        </message>
        <message>
            <source>Clubs are trumps. Is the ♣Q a trump in Skat?</source>
            <comment>lesson.skat.bridge.2</comment>
            <translation>Clubs are trumps. Is the ♣Q a trump in Skat?</translation>
        </message>
        <message>
            <source>Yes, as a card of the trump suit, below the ace, ten and king: queens are not top trumps as in Schafkopf or Doppelkopf.</source>
            <comment>lesson.skat.bridge.3</comment>
            <translation>Yes, as a card of the trump suit, below the ace, ten and king: queens are not top trumps as in Schafkopf or Doppelkopf.</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>lesson.skat.bridge.4</comment>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <comment>lesson.skat.bridge.5</comment>
            <translation>no</translation>
        </message>
        <message>
            <source>Instead of naming a game, how do Skat players bid?</source>
            <comment>lesson.skat.bridge.6</comment>
            <translation>Instead of naming a game, how do Skat players bid?</translation>
        </message>
        <message>
            <source>With numbers, the game values: 18, 20, 22...</source>
            <comment>lesson.skat.bridge.7</comment>
            <translation>With numbers, the game values: 18, 20, 22...</translation>
        </message>
        <message>
            <source>numbers</source>
            <comment>lesson.skat.bridge.8</comment>
            <translation>numbers</translation>
        </message>
        <message>
            <source>game names</source>
            <comment>lesson.skat.bridge.9</comment>
            <translation>game names</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.schafkopf.cards.title</comment>
            <translation>The cards and the trumps</translation>
        </message>
        <message>
            <source>Obers, then Unters, then hearts: trumps are one suit of their own.</source>
            <comment>lesson.schafkopf.cards.summary</comment>
            <translation>Obers, then Unters, then hearts: trumps are one suit of their own.</translation>
        </message>
        <message>
            <source>Schafkopf is played by four with 32 German-suited cards: Eichel, Gras, Herz and Schellen, each Sau (ace), 10, König, Ober, Unter, 9, 8, 7. Everyone gets 8 cards.</source>
            <comment>lesson.schafkopf.cards.1</comment>
            <translation>Schafkopf is played by four with 32 German-suited cards: Eichel, Gras, Herz and Schellen, each Sau (ace), 10, König, Ober, Unter, 9, 8, 7. Everyone gets 8 cards.</translation>
        </message>
        <message>
            <source>In the partner game (Sauspiel) the trumps are, from the top: the four Obers (Eichel, Gras, Herz, Schellen), the four Unters in the same order, then the hearts: Sau, 10, König, 9, 8, 7. Fourteen trumps.</source>
            <comment>lesson.schafkopf.cards.2</comment>
            <translation>In the partner game (Sauspiel) the trumps are, from the top: the four Obers (Eichel, Gras, Herz, Schellen), the four Unters in the same order, then the hearts: Sau, 10, König, 9, 8, 7. Fourteen trumps.</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.schafkopf.cards.3</comment>
            <translation>Which is the highest trump?</translation>
        </message>
        <message>
            <source>The Eichel-Ober is always the highest trump in the partner game and the suit solos.</source>
            <comment>lesson.schafkopf.cards.4</comment>
            <translation>The Eichel-Ober is always the highest trump in the partner game and the suit solos.</translation>
        </message>
        <message>
            <source>The Herz-Sau is only the ninth trump: all Obers and Unters beat it.</source>
            <comment>lesson.schafkopf.cards.5</comment>
            <translation>The Herz-Sau is only the ninth trump: all Obers and Unters beat it.</translation>
        </message>
        <message>
            <source>Eichel-Ober</source>
            <comment>lesson.schafkopf.cards.6</comment>
            <translation>Eichel-Ober</translation>
        </message>
        <message>
            <source>Herz-Sau</source>
            <comment>lesson.schafkopf.cards.7</comment>
            <translation>Herz-Sau</translation>
        </message>
        <message>
            <source>Eichel-Unter</source>
            <comment>lesson.schafkopf.cards.8</comment>
            <translation>Eichel-Unter</translation>
        </message>
        <message>
            <source>How many trumps are there in a partner game?</source>
            <comment>lesson.schafkopf.cards.9</comment>
            <translation>How many trumps are there in a partner game?</translation>
        </message>
        <message>
            <source>4 Obers + 4 Unters + 6 hearts = 14.</source>
            <comment>lesson.schafkopf.cards.10</comment>
            <translation>4 Obers + 4 Unters + 6 hearts = 14.</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.schafkopf.follow.title</comment>
            <translation>Following suit</translation>
        </message>
        <message>
            <source>Follow the suit led; all trumps are one suit. Without it, play any card.</source>
            <comment>lesson.schafkopf.follow.summary</comment>
            <translation>Follow the suit led; all trumps are one suit. Without it, play any card.</translation>
        </message>
        <message>
            <source>You play a partner game. The one who leads plays any card; the others must follow the suit led. All trumps, Obers and Unters included, count as one suit: a trump led asks for a trump.</source>
            <comment>lesson.schafkopf.follow.1</comment>
            <translation>You play a partner game. The one who leads plays any card; the others must follow the suit led. All trumps, Obers and Unters included, count as one suit: a trump led asks for a trump.</translation>
        </message>
        <message>
            <source>Lead your highest trump, the Eichel-Ober.</source>
            <comment>lesson.schafkopf.follow.2</comment>
            <translation>Lead your highest trump, the Eichel-Ober.</translation>
        </message>
        <message>
            <source>Nobody can beat it, and everyone must give a trump.</source>
            <comment>lesson.schafkopf.follow.3</comment>
            <translation>Nobody can beat it, and everyone must give a trump.</translation>
        </message>
        <message>
            <source>The Herz-Sau is a trump too, but a weak one. Lead the highest.</source>
            <comment>lesson.schafkopf.follow.4</comment>
            <translation>The Herz-Sau is a trump too, but a weak one. Lead the highest.</translation>
        </message>
        <message>
            <source>The last player holds the Herz-Zehn and Eichel cards. You led a trump. What must they play?</source>
            <comment>lesson.schafkopf.follow.5</comment>
            <translation>The last player holds the Herz-Zehn and Eichel cards. You led a trump. What must they play?</translation>
        </message>
        <message>
            <source>The Herz-Zehn: hearts are trumps, so it follows the trump led.</source>
            <comment>lesson.schafkopf.follow.6</comment>
            <translation>The Herz-Zehn: hearts are trumps, so it follows the trump led.</translation>
        </message>
        <message>
            <source>the Herz-Zehn</source>
            <comment>lesson.schafkopf.follow.7</comment>
            <translation>the Herz-Zehn</translation>
        </message>
        <message>
            <source>an Eichel card</source>
            <comment>lesson.schafkopf.follow.8</comment>
            <translation>an Eichel card</translation>
        </message>
        <message>
            <source>You won the trick. Lead the next trump: the Eichel-Unter.</source>
            <comment>lesson.schafkopf.follow.9</comment>
            <translation>You won the trick. Lead the next trump: the Eichel-Unter.</translation>
        </message>
        <message>
            <source>The last player has no trump left and may throw off any card.</source>
            <comment>lesson.schafkopf.follow.10</comment>
            <translation>The last player has no trump left and may throw off any card.</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.schafkopf.points.title</comment>
            <translation>Card points and what wins</translation>
        </message>
        <message>
            <source>61 wins; 91 is Schneider; every trick is Schwarz.</source>
            <comment>lesson.schafkopf.points.summary</comment>
            <translation>61 wins; 91 is Schneider; every trick is Schwarz.</translation>
        </message>
        <message>
            <source>Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9 8 7 nothing: 120 card points. The declarer's side needs 61.</source>
            <comment>lesson.schafkopf.points.1</comment>
            <translation>Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9 8 7 nothing: 120 card points. The declarer's side needs 61.</translation>
        </message>
        <message>
            <source>The declarer's side took 60 card points. Who wins?</source>
            <comment>lesson.schafkopf.points.2</comment>
            <translation>The declarer's side took 60 card points. Who wins?</translation>
        </message>
        <message>
            <source>The defenders: 60 is not enough, 61 is needed.</source>
            <comment>lesson.schafkopf.points.3</comment>
            <translation>The defenders: 60 is not enough, 61 is needed.</translation>
        </message>
        <message>
            <source>the declarer's side</source>
            <comment>lesson.schafkopf.points.4</comment>
            <translation>the declarer's side</translation>
        </message>
        <message>
            <source>the defenders</source>
            <comment>lesson.schafkopf.points.5</comment>
            <translation>the defenders</translation>
        </message>
        <message>
            <source>Schneider: the winners took 91 or more, or the losers 30 or less. Schwarz: one side took every trick. Each adds to the price.</source>
            <comment>lesson.schafkopf.points.6</comment>
            <translation>Schneider: the winners took 91 or more, or the losers 30 or less. Schwarz: one side took every trick. Each adds to the price.</translation>
        </message>
        <message>
            <source>The defenders took 28 card points. What is it?</source>
            <comment>lesson.schafkopf.points.7</comment>
            <translation>The defenders took 28 card points. What is it?</translation>
        </message>
        <message>
            <source>Schneider: the declarer's side has 92, more than 90.</source>
            <comment>lesson.schafkopf.points.8</comment>
            <translation>Schneider: the declarer's side has 92, more than 90.</translation>
        </message>
        <message>
            <source>won</source>
            <comment>lesson.schafkopf.points.9</comment>
            <translation>won</translation>
        </message>
        <message>
            <source>won Schneider</source>
            <comment>lesson.schafkopf.points.10</comment>
            <translation>won Schneider</translation>
        </message>
        <message>
            <source>Choosing a game</source>
            <comment>lesson.schafkopf.bidding.title</comment>
            <translation>Choosing a game</translation>
        </message>
        <message>
            <source>Say play or pass; a stronger game overcalls: partner game, Wenz, Solo.</source>
            <comment>lesson.schafkopf.bidding.summary</comment>
            <translation>Say play or pass; a stronger game overcalls: partner game, Wenz, Solo.</translation>
        </message>
        <message>
            <source>From the dealer's left, each player says "play" or passes ("weiter"). A later player can overcall with a stronger game: partner game, then Wenz, then Solo (and their Tout forms) from weakest to strongest.</source>
            <comment>lesson.schafkopf.bidding.1</comment>
            <translation>From the dealer's left, each player says "play" or passes ("weiter"). A later player can overcall with a stronger game: partner game, then Wenz, then Solo (and their Tout forms) from weakest to strongest.</translation>
        </message>
        <message>
            <source>You sit left of the dealer and have strong trumps. Say that you want to play.</source>
            <comment>lesson.schafkopf.bidding.2</comment>
            <translation>You sit left of the dealer and have strong trumps. Say that you want to play.</translation>
        </message>
        <message>
            <source>The others pass: you choose the game.</source>
            <comment>lesson.schafkopf.bidding.3</comment>
            <translation>The others pass: you choose the game.</translation>
        </message>
        <message>
            <source>With four Obers and Unters and three hearts you should play.</source>
            <comment>lesson.schafkopf.bidding.4</comment>
            <translation>With four Obers and Unters and three hearts you should play.</translation>
        </message>
        <message>
            <source>Which game is stronger in the auction?</source>
            <comment>lesson.schafkopf.bidding.5</comment>
            <translation>Which game is stronger in the auction?</translation>
        </message>
        <message>
            <source>A Wenz beats a partner game; a Solo beats both.</source>
            <comment>lesson.schafkopf.bidding.6</comment>
            <translation>A Wenz beats a partner game; a Solo beats both.</translation>
        </message>
        <message>
            <source>partner game</source>
            <comment>lesson.schafkopf.bidding.7</comment>
            <translation>partner game</translation>
        </message>
        <message>
            <source>Wenz</source>
            <comment>lesson.schafkopf.bidding.8</comment>
            <translation>Wenz</translation>
        </message>
        <message>
            <source>In a Wenz only the four Unters are trumps; in a Solo you choose the trump suit and play alone against three.</source>
            <comment>lesson.schafkopf.bidding.9</comment>
            <translation>In a Wenz only the four Unters are trumps; in a Solo you choose the trump suit and play alone against three.</translation>
        </message>
        <message>
            <source>The called Sau</source>
            <comment>lesson.schafkopf.partners.title</comment>
            <translation>The called Sau</translation>
        </message>
        <message>
            <source>Call a Sau of a suit you hold; the called suit led forces it out.</source>
            <comment>lesson.schafkopf.partners.summary</comment>
            <translation>Call a Sau of a suit you hold; the called suit led forces it out.</translation>
        </message>
        <message>
            <source>In a partner game you call a Sau (not hearts) of a suit where you hold a card but not the Sau. Whoever holds it is your secret partner: two against two.</source>
            <comment>lesson.schafkopf.partners.1</comment>
            <translation>In a partner game you call a Sau (not hearts) of a suit where you hold a card but not the Sau. Whoever holds it is your secret partner: two against two.</translation>
        </message>
        <message>
            <source>Your only non-trump is the Gras 7. Call the Sau you may call.</source>
            <comment>lesson.schafkopf.partners.2</comment>
            <translation>Your only non-trump is the Gras 7. Call the Sau you may call.</translation>
        </message>
        <message>
            <source>The Gras-Sau: you hold a Gras card but not its Sau.</source>
            <comment>lesson.schafkopf.partners.3</comment>
            <translation>The Gras-Sau: you hold a Gras card but not its Sau.</translation>
        </message>
        <message>
            <source>A Solo would be alone against three. Here a partner game is enough.</source>
            <comment>lesson.schafkopf.partners.4</comment>
            <translation>A Solo would be alone against three. Here a partner game is enough.</translation>
        </message>
        <message>
            <source>Find your partner: lead the called suit.</source>
            <comment>lesson.schafkopf.partners.5</comment>
            <translation>Find your partner: lead the called suit.</translation>
        </message>
        <message>
            <source>The holder of the Gras-Sau must play it now: your partner shows up and wins the trick.</source>
            <comment>lesson.schafkopf.partners.6</comment>
            <translation>The holder of the Gras-Sau must play it now: your partner shows up and wins the trick.</translation>
        </message>
        <message>
            <source>A trump does not show your partner. Lead the Gras 7.</source>
            <comment>lesson.schafkopf.partners.7</comment>
            <translation>A trump does not show your partner. Lead the Gras 7.</translation>
        </message>
        <message>
            <source>A solo player may announce Tout: to take every trick. Tout doubles the price but is lost with a single trick lost. Holding all four Obers and Unters is a Sie, worth four times a solo.</source>
            <comment>lesson.schafkopf.announcing.1</comment>
            <translation>A solo player may announce Tout: to take every trick. Tout doubles the price but is lost with a single trick lost. Holding all four Obers and Unters is a Sie, worth four times a solo.</translation>
        </message>
        <message>
            <source>A solo is worth 50. What is a Solo Tout worth, before runners?</source>
            <comment>lesson.schafkopf.announcing.3</comment>
            <translation>A solo is worth 50. What is a Solo Tout worth, before runners?</translation>
        </message>
        <message>
            <source>Tout doubles: 100.</source>
            <comment>lesson.schafkopf.announcing.4</comment>
            <translation>Tout doubles: 100.</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.schafkopf.scoring.title</comment>
            <translation>Scoring a deal</translation>
        </message>
        <message>
            <source>Tariff plus Schneider, Schwarz and runners; each defender pays it.</source>
            <comment>lesson.schafkopf.scoring.summary</comment>
            <translation>Tariff plus Schneider, Schwarz and runners; each defender pays it.</translation>
        </message>
        <message>
            <source>This partner game is over: you and your partner took every trick. The price is paid by each defender to one of you.</source>
            <comment>lesson.schafkopf.scoring.1</comment>
            <translation>This partner game is over: you and your partner took every trick. The price is paid by each defender to one of you.</translation>
        </message>
        <message>
            <source>Your side held the Eichel-, Gras- and Herz-Ober but not the Schellen-Ober. How many runners?</source>
            <comment>lesson.schafkopf.scoring.2</comment>
            <translation>Your side held the Eichel-, Gras- and Herz-Ober but not the Schellen-Ober. How many runners?</translation>
        </message>
        <message>
            <source>Three: the unbroken run from the top stops at the Schellen-Ober.</source>
            <comment>lesson.schafkopf.scoring.3</comment>
            <translation>Three: the unbroken run from the top stops at the Schellen-Ober.</translation>
        </message>
        <message>
            <source>Partner game 20, Schneider 10, Schwarz 10, 3 runners at 10: what is the price?</source>
            <comment>lesson.schafkopf.scoring.4</comment>
            <translation>Partner game 20, Schneider 10, Schwarz 10, 3 runners at 10: what is the price?</translation>
        </message>
        <message>
            <source>20 + 10 + 10 + 30 = 70: you and your partner each win 70.</source>
            <comment>lesson.schafkopf.scoring.5</comment>
            <translation>20 + 10 + 10 + 30 = 70: you and your partner each win 70.</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.schafkopf.full-deal.title</comment>
            <translation>A full deal with guidance</translation>
        </message>
        <message>
            <source>Schwarz with your partner: 70 each.</source>
            <comment>lesson.schafkopf.full-deal.summary</comment>
            <translation>Schwarz with your partner: 70 each.</translation>
        </message>
        <message>
            <source>Now play the whole deal as the declarer of a partner game.</source>
            <comment>lesson.schafkopf.full-deal.1</comment>
            <translation>Now play the whole deal as the declarer of a partner game.</translation>
        </message>
        <message>
            <source>Do you want to play?</source>
            <comment>lesson.schafkopf.full-deal.2</comment>
            <translation>Do you want to play?</translation>
        </message>
        <message>
            <source>Yes: your trumps are strong.</source>
            <comment>lesson.schafkopf.full-deal.3</comment>
            <translation>Yes: your trumps are strong.</translation>
        </message>
        <message>
            <source>Choose the partner game.</source>
            <comment>lesson.schafkopf.full-deal.4</comment>
            <translation>Choose the partner game.</translation>
        </message>
        <message>
            <source>On the Gras-Sau.</source>
            <comment>lesson.schafkopf.full-deal.5</comment>
            <translation>On the Gras-Sau.</translation>
        </message>
        <message>
            <source>Draw trumps: lead your highest.</source>
            <comment>lesson.schafkopf.full-deal.6</comment>
            <translation>Draw trumps: lead your highest.</translation>
        </message>
        <message>
            <source>The defenders must give their trumps.</source>
            <comment>lesson.schafkopf.full-deal.7</comment>
            <translation>The defenders must give their trumps.</translation>
        </message>
        <message>
            <source>Draw trumps: lead your highest.</source>
            <comment>lesson.schafkopf.full-deal.8</comment>
            <translation>Draw trumps: lead your highest.</translation>
        </message>
        <message>
            <source>The defenders must give their trumps.</source>
            <comment>lesson.schafkopf.full-deal.9</comment>
            <translation>The defenders must give their trumps.</translation>
        </message>
        <message>
            <source>Draw trumps: lead your highest.</source>
            <comment>lesson.schafkopf.full-deal.10</comment>
            <translation>Draw trumps: lead your highest.</translation>
        </message>
        <message>
            <source>The defenders must give their trumps.</source>
            <comment>lesson.schafkopf.full-deal.11</comment>
            <translation>The defenders must give their trumps.</translation>
        </message>
        <message>
            <source>Now find your partner.</source>
            <comment>lesson.schafkopf.full-deal.12</comment>
            <translation>Now find your partner.</translation>
        </message>
        <message>
            <source>The Gras-Sau comes and wins.</source>
            <comment>lesson.schafkopf.full-deal.13</comment>
            <translation>The Gras-Sau comes and wins.</translation>
        </message>
        <message>
            <source>You have no Gras left: take the trick with a trump.</source>
            <comment>lesson.schafkopf.full-deal.14</comment>
            <translation>You have no Gras left: take the trick with a trump.</translation>
        </message>
        <message>
            <source>The Herz-Sau wins it.</source>
            <comment>lesson.schafkopf.full-deal.15</comment>
            <translation>The Herz-Sau wins it.</translation>
        </message>
        <message>
            <source>Lead your highest trump.</source>
            <comment>lesson.schafkopf.full-deal.16</comment>
            <translation>Lead your highest trump.</translation>
        </message>
        <message>
            <source>Nobody has a trump left to beat it.</source>
            <comment>lesson.schafkopf.full-deal.17</comment>
            <translation>Nobody has a trump left to beat it.</translation>
        </message>
        <message>
            <source>Lead your highest trump.</source>
            <comment>lesson.schafkopf.full-deal.18</comment>
            <translation>Lead your highest trump.</translation>
        </message>
        <message>
            <source>Nobody has a trump left to beat it.</source>
            <comment>lesson.schafkopf.full-deal.19</comment>
            <translation>Nobody has a trump left to beat it.</translation>
        </message>
        <message>
            <source>Lead your highest trump.</source>
            <comment>lesson.schafkopf.full-deal.20</comment>
            <translation>Lead your highest trump.</translation>
        </message>
        <message>
            <source>Nobody has a trump left to beat it.</source>
            <comment>lesson.schafkopf.full-deal.21</comment>
            <translation>Nobody has a trump left to beat it.</translation>
        </message>
        <message>
            <source>From Skat to Schafkopf</source>
            <comment>lesson.schafkopf.bridge.title</comment>
            <translation>From Skat to Schafkopf</translation>
        </message>
        <message>
            <source>Obers on top, hearts trump, two against two with the called Sau.</source>
            <comment>lesson.schafkopf.bridge.summary</comment>
            <translation>Obers on top, hearts trump, two against two with the called Sau.</translation>
        </message>
        <message>
            <source>You know Skat? The cards count the same (120, 61 wins) and the trumps are one suit. What differs: four players; the Obers (queens) are the top trumps above the Unters (jacks); hearts are the usual trump suit; and in the partner game you play two against two with the called Sau.</source>
            <comment>lesson.schafkopf.bridge.1</comment>
            <translation>You know Skat? The cards count the same (120, 61 wins) and the trumps are one suit. What differs: four players; the Obers (queens) are the top trumps above the Unters (jacks); hearts are the usual trump suit; and in the partner game you play two against two with the called Sau.</translation>
        </message>
        <message>
            <source>Which is higher in Schafkopf: the Schellen-Ober or the Eichel-Unter?</source>
            <comment>lesson.schafkopf.bridge.2</comment>
            <translation>Which is higher in Schafkopf: the Schellen-Ober or the Eichel-Unter?</translation>
        </message>
        <message>
            <source>Every Ober beats every Unter, unlike Skat where the jacks are on top.</source>
            <comment>lesson.schafkopf.bridge.3</comment>
            <translation>Every Ober beats every Unter, unlike Skat where the jacks are on top.</translation>
        </message>
        <message>
            <source>Schellen-Ober</source>
            <comment>lesson.schafkopf.bridge.4</comment>
            <translation>Schellen-Ober</translation>
        </message>
        <message>
            <source>Eichel-Unter</source>
            <comment>lesson.schafkopf.bridge.5</comment>
            <translation>Eichel-Unter</translation>
        </message>
        <message>
            <source>In a Wenz, which cards are trumps?</source>
            <comment>lesson.schafkopf.bridge.6</comment>
            <translation>In a Wenz, which cards are trumps?</translation>
        </message>
        <message>
            <source>Only the four Unters, like a Skat Grand with its four jacks.</source>
            <comment>lesson.schafkopf.bridge.7</comment>
            <translation>Only the four Unters, like a Skat Grand with its four jacks.</translation>
        </message>
        <message>
            <source>the four Unters</source>
            <comment>lesson.schafkopf.bridge.8</comment>
            <translation>the four Unters</translation>
        </message>
        <message>
            <source>the four Obers</source>
            <comment>lesson.schafkopf.bridge.9</comment>
            <translation>the four Obers</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.doppelkopf.cards.title</comment>
            <translation>The cards and the trumps</translation>
        </message>
        <message>
            <source>♥10, queens, jacks, diamonds: the trumps; two of every card.</source>
            <comment>lesson.doppelkopf.cards.summary</comment>
            <translation>♥10, queens, jacks, diamonds: the trumps; two of every card.</translation>
        </message>
        <message>
            <source>Doppelkopf is played by four with 48 cards: every card twice, A 10 K Q J 9 in four suits. Everyone gets 12 cards.</source>
            <comment>lesson.doppelkopf.cards.1</comment>
            <translation>Doppelkopf is played by four with 48 cards: every card twice, A 10 K Q J 9 in four suits. Everyone gets 12 cards.</translation>
        </message>
        <message>
            <source>In the normal game the trumps are, from the top: ♥10, the queens ♣Q ♠Q ♥Q ♦Q, the jacks ♣J ♠J ♥J ♦J, then ♦A ♦10 ♦K ♦9. Clubs, spades and the other hearts are plain suits.</source>
            <comment>lesson.doppelkopf.cards.2</comment>
            <translation>In the normal game the trumps are, from the top: ♥10, the queens ♣Q ♠Q ♥Q ♦Q, the jacks ♣J ♠J ♥J ♦J, then ♦A ♦10 ♦K ♦9. Clubs, spades and the other hearts are plain suits.</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.doppelkopf.cards.3</comment>
            <translation>Which is the highest trump?</translation>
        </message>
        <message>
            <source>The ♥10 (Dulle) is above even the ♣Q.</source>
            <comment>lesson.doppelkopf.cards.4</comment>
            <translation>The ♥10 (Dulle) is above even the ♣Q.</translation>
        </message>
        <message>
            <source>Is the ♥A a trump?</source>
            <comment>lesson.doppelkopf.cards.5</comment>
            <translation>Is the ♥A a trump?</translation>
        </message>
        <message>
            <source>No: of the hearts only the ♥10 is a trump; ♥A ♥K ♥9 are a plain suit.</source>
            <comment>lesson.doppelkopf.cards.6</comment>
            <translation>No: of the hearts only the ♥10 is a trump; ♥A ♥K ♥9 are a plain suit.</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>lesson.doppelkopf.cards.7</comment>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <comment>lesson.doppelkopf.cards.8</comment>
            <translation>no</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.doppelkopf.follow.title</comment>
            <translation>Following suit</translation>
        </message>
        <message>
            <source>Follow suit; trumps are one suit; of two equal cards the first wins.</source>
            <comment>lesson.doppelkopf.follow.summary</comment>
            <translation>Follow suit; trumps are one suit; of two equal cards the first wins.</translation>
        </message>
        <message>
            <source>Follow the suit led if you can; all trumps are one suit. Since every card exists twice, two equal cards can fall in one trick: the first one played wins.</source>
            <comment>lesson.doppelkopf.follow.1</comment>
            <translation>Follow the suit led if you can; all trumps are one suit. Since every card exists twice, two equal cards can fall in one trick: the first one played wins.</translation>
        </message>
        <message>
            <source>Spades were led, and the ♠A is already on the trick. Which card do you play?</source>
            <comment>lesson.doppelkopf.follow.2</comment>
            <translation>Spades were led, and the ♠A is already on the trick. Which card do you play?</translation>
        </message>
        <message>
            <source>You must follow with your ♠A. It does not win: of two equal cards the first one played wins.</source>
            <comment>lesson.doppelkopf.follow.3</comment>
            <translation>You must follow with your ♠A. It does not win: of two equal cards the first one played wins.</translation>
        </message>
        <message>
            <source>You hold a spade, so you must follow spades; you may not trump.</source>
            <comment>lesson.doppelkopf.follow.4</comment>
            <translation>You hold a spade, so you must follow spades; you may not trump.</translation>
        </message>
        <message>
            <source>A trump was led. Win the trick with your highest trump.</source>
            <comment>lesson.doppelkopf.follow.5</comment>
            <translation>A trump was led. Win the trick with your highest trump.</translation>
        </message>
        <message>
            <source>The ♥10 beats every other trump.</source>
            <comment>lesson.doppelkopf.follow.6</comment>
            <translation>The ♥10 beats every other trump.</translation>
        </message>
        <message>
            <source>The ♦K follows, but it loses to the jack.</source>
            <comment>lesson.doppelkopf.follow.7</comment>
            <translation>The ♦K follows, but it loses to the jack.</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.doppelkopf.points.title</comment>
            <translation>Card points and what wins</translation>
        </message>
        <message>
            <source>240 card points: Re needs 121; fewer than 90, 60, 30 each add a point.</source>
            <comment>lesson.doppelkopf.points.summary</comment>
            <translation>240 card points: Re needs 121; fewer than 90, 60, 30 each add a point.</translation>
        </message>
        <message>
            <source>A 11, 10 10, K 4, Q 3, J 2, 9 nothing: with every card twice the deck holds 240 card points. The Re party needs 121; Kontra wins with 120.</source>
            <comment>lesson.doppelkopf.points.1</comment>
            <translation>A 11, 10 10, K 4, Q 3, J 2, 9 nothing: with every card twice the deck holds 240 card points. The Re party needs 121; Kontra wins with 120.</translation>
        </message>
        <message>
            <source>Re took exactly 120 card points. Who wins?</source>
            <comment>lesson.doppelkopf.points.2</comment>
            <translation>Re took exactly 120 card points. Who wins?</translation>
        </message>
        <message>
            <source>Kontra: Re needs 121, and 120 is enough for Kontra.</source>
            <comment>lesson.doppelkopf.points.3</comment>
            <translation>Kontra: Re needs 121, and 120 is enough for Kontra.</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>lesson.doppelkopf.points.4</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>lesson.doppelkopf.points.5</comment>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>The winners keep the losers under 90 card points. What does that give?</source>
            <comment>lesson.doppelkopf.points.6</comment>
            <translation>The winners keep the losers under 90 card points. What does that give?</translation>
        </message>
        <message>
            <source>One more game point: "no 90". Under 60, 30 and no trick at all give one more each.</source>
            <comment>lesson.doppelkopf.points.7</comment>
            <translation>One more game point: "no 90". Under 60, 30 and no trick at all give one more each.</translation>
        </message>
        <message>
            <source>nothing extra</source>
            <comment>lesson.doppelkopf.points.8</comment>
            <translation>nothing extra</translation>
        </message>
        <message>
            <source>one game point more</source>
            <comment>lesson.doppelkopf.points.9</comment>
            <translation>one game point more</translation>
        </message>
        <message>
            <source>Reservations: solo, poverty, marriage</source>
            <comment>lesson.doppelkopf.reservations.title</comment>
            <translation>Reservations: solo, poverty, marriage</translation>
        </message>
        <message>
            <source>Healthy for a normal game; otherwise solo, poverty or marriage.</source>
            <comment>lesson.doppelkopf.reservations.summary</comment>
            <translation>Healthy for a normal game; otherwise solo, poverty or marriage.</translation>
        </message>
        <message>
            <source>Before the play each player says healthy, or reservation for a special game: a solo (alone against three), poverty (three or fewer trumps: pass your trumps to a partner) or marriage (both ♣Q in one hand).</source>
            <comment>lesson.doppelkopf.reservations.1</comment>
            <translation>Before the play each player says healthy, or reservation for a special game: a solo (alone against three), poverty (three or fewer trumps: pass your trumps to a partner) or marriage (both ♣Q in one hand).</translation>
        </message>
        <message>
            <source>You hold one ♣Q and plenty of trumps. What do you say?</source>
            <comment>lesson.doppelkopf.reservations.2</comment>
            <translation>You hold one ♣Q and plenty of trumps. What do you say?</translation>
        </message>
        <message>
            <source>Healthy: a normal game, the two ♣Q holders against the other two.</source>
            <comment>lesson.doppelkopf.reservations.3</comment>
            <translation>Healthy: a normal game, the two ♣Q holders against the other two.</translation>
        </message>
        <message>
            <source>A reservation is for a solo, poverty or marriage; you have none of them in mind.</source>
            <comment>lesson.doppelkopf.reservations.4</comment>
            <translation>A reservation is for a solo, poverty or marriage; you have none of them in mind.</translation>
        </message>
        <message>
            <source>You hold both ♣Q. What reservation is that?</source>
            <comment>lesson.doppelkopf.reservations.5</comment>
            <translation>You hold both ♣Q. What reservation is that?</translation>
        </message>
        <message>
            <source>A marriage: the first trick won by someone else finds your partner.</source>
            <comment>lesson.doppelkopf.reservations.6</comment>
            <translation>A marriage: the first trick won by someone else finds your partner.</translation>
        </message>
        <message>
            <source>marriage</source>
            <comment>lesson.doppelkopf.reservations.7</comment>
            <translation>marriage</translation>
        </message>
        <message>
            <source>poverty</source>
            <comment>lesson.doppelkopf.reservations.8</comment>
            <translation>poverty</translation>
        </message>
        <message>
            <source>solo</source>
            <comment>lesson.doppelkopf.reservations.9</comment>
            <translation>solo</translation>
        </message>
        <message>
            <source>You hold only three trumps. Which reservation may you declare?</source>
            <comment>lesson.doppelkopf.reservations.10</comment>
            <translation>You hold only three trumps. Which reservation may you declare?</translation>
        </message>
        <message>
            <source>Poverty: you pass three cards with all your trumps to whoever takes them.</source>
            <comment>lesson.doppelkopf.reservations.11</comment>
            <translation>Poverty: you pass three cards with all your trumps to whoever takes them.</translation>
        </message>
        <message>
            <source>marriage</source>
            <comment>lesson.doppelkopf.reservations.12</comment>
            <translation>marriage</translation>
        </message>
        <message>
            <source>poverty</source>
            <comment>lesson.doppelkopf.reservations.13</comment>
            <translation>poverty</translation>
        </message>
        <message>
            <source>Re and Kontra: the ♣Q</source>
            <comment>lesson.doppelkopf.partners.title</comment>
            <translation>Re and Kontra: the ♣Q</translation>
        </message>
        <message>
            <source>The two ♣Q are Re; you find each other in the play.</source>
            <comment>lesson.doppelkopf.partners.summary</comment>
            <translation>The two ♣Q are Re; you find each other in the play.</translation>
        </message>
        <message>
            <source>In a normal game the two players holding a ♣Q are the Re party; the other two are Kontra. Nobody says who they are: you learn it when a ♣Q is played.</source>
            <comment>lesson.doppelkopf.partners.1</comment>
            <translation>In a normal game the two players holding a ♣Q are the Re party; the other two are Kontra. Nobody says who they are: you learn it when a ♣Q is played.</translation>
        </message>
        <message>
            <source>You hold a ♣Q. Who is your partner?</source>
            <comment>lesson.doppelkopf.partners.2</comment>
            <translation>You hold a ♣Q. Who is your partner?</translation>
        </message>
        <message>
            <source>Whoever holds the other ♣Q.</source>
            <comment>lesson.doppelkopf.partners.3</comment>
            <translation>Whoever holds the other ♣Q.</translation>
        </message>
        <message>
            <source>whoever holds the other ♣Q</source>
            <comment>lesson.doppelkopf.partners.4</comment>
            <translation>whoever holds the other ♣Q</translation>
        </message>
        <message>
            <source>the player on your left</source>
            <comment>lesson.doppelkopf.partners.5</comment>
            <translation>the player on your left</translation>
        </message>
        <message>
            <source>Show your partner who you are: lead your ♣Q.</source>
            <comment>lesson.doppelkopf.partners.6</comment>
            <translation>Show your partner who you are: lead your ♣Q.</translation>
        </message>
        <message>
            <source>Your partner follows with the other ♣Q: now both of you know. Your ♣Q came first, so it wins.</source>
            <comment>lesson.doppelkopf.partners.7</comment>
            <translation>Your partner follows with the other ♣Q: now both of you know. Your ♣Q came first, so it wins.</translation>
        </message>
        <message>
            <source>Announcing Re, Kontra and no 90</source>
            <comment>lesson.doppelkopf.announcing.title</comment>
            <translation>Announcing Re, Kontra and no 90</translation>
        </message>
        <message>
            <source>A Re player may announce Re, a Kontra player Kontra, while holding at least 11 cards. Each announcement is worth 2 game points more. Later you may announce "no 90": the other side will end with fewer than 90 card points.</source>
            <comment>lesson.doppelkopf.announcing.1</comment>
            <translation>A Re player may announce Re, a Kontra player Kontra, while holding at least 11 cards. Each announcement is worth 2 game points more. Later you may announce "no 90": the other side will end with fewer than 90 card points.</translation>
        </message>
        <message>
            <source>Re announced "no 90". Kontra ends with exactly 90 card points. Did Re make it?</source>
            <comment>lesson.doppelkopf.announcing.2</comment>
            <translation>Re announced "no 90". Kontra ends with exactly 90 card points. Did Re make it?</translation>
        </message>
        <message>
            <source>No: "no 90" means fewer than 90, and 90 is not fewer. Re loses the deal.</source>
            <comment>lesson.doppelkopf.announcing.3</comment>
            <translation>No: "no 90" means fewer than 90, and 90 is not fewer. Re loses the deal.</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>lesson.doppelkopf.announcing.4</comment>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <comment>lesson.doppelkopf.announcing.5</comment>
            <translation>no</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.doppelkopf.scoring.title</comment>
            <translation>Scoring a deal</translation>
        </message>
        <message>
            <source>Points for winning, for the losers under 90/60/30, announcements and extras.</source>
            <comment>lesson.doppelkopf.scoring.summary</comment>
            <translation>Points for winning, for the losers under 90/60/30, announcements and extras.</translation>
        </message>
        <message>
            <source>This deal is over: Re (you and your partner) took 125 card points. Nobody announced anything.</source>
            <comment>lesson.doppelkopf.scoring.1</comment>
            <translation>This deal is over: Re (you and your partner) took 125 card points. Nobody announced anything.</translation>
        </message>
        <message>
            <source>How many game points for winning?</source>
            <comment>lesson.doppelkopf.scoring.2</comment>
            <translation>How many game points for winning?</translation>
        </message>
        <message>
            <source>1 for the win; Kontra had 115, not under 90.</source>
            <comment>lesson.doppelkopf.scoring.3</comment>
            <translation>1 for the win; Kontra had 115, not under 90.</translation>
        </message>
        <message>
            <source>Each side caught the other's fox (♦A): one extra point each. What does each Re player score?</source>
            <comment>lesson.doppelkopf.scoring.4</comment>
            <translation>Each side caught the other's fox (♦A): one extra point each. What does each Re player score?</translation>
        </message>
        <message>
            <source>1 + 1 − 1 = 1: the foxes cancel out. Kontra players score −1.</source>
            <comment>lesson.doppelkopf.scoring.5</comment>
            <translation>1 + 1 − 1 = 1: the foxes cancel out. Kontra players score −1.</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.doppelkopf.full-deal.title</comment>
            <translation>A full deal with guidance</translation>
        </message>
        <message>
            <source>Re wins with 125: one point each.</source>
            <comment>lesson.doppelkopf.full-deal.summary</comment>
            <translation>Re wins with 125: one point each.</translation>
        </message>
        <message>
            <source>Now play the whole deal on the Re side.</source>
            <comment>lesson.doppelkopf.full-deal.1</comment>
            <translation>Now play the whole deal on the Re side.</translation>
        </message>
        <message>
            <source>Healthy or reservation?</source>
            <comment>lesson.doppelkopf.full-deal.2</comment>
            <translation>Healthy or reservation?</translation>
        </message>
        <message>
            <source>Healthy.</source>
            <comment>lesson.doppelkopf.full-deal.3</comment>
            <translation>Healthy.</translation>
        </message>
        <message>
            <source>You lead. Cash an ace of a plain suit.</source>
            <comment>lesson.doppelkopf.full-deal.4</comment>
            <translation>You lead. Cash an ace of a plain suit.</translation>
        </message>
        <message>
            <source>The ♣A is a plain ace: lead it while the others can follow.</source>
            <comment>lesson.doppelkopf.full-deal.5</comment>
            <translation>The ♣A is a plain ace: lead it while the others can follow.</translation>
        </message>
        <message>
            <source>Follow suit.</source>
            <comment>lesson.doppelkopf.full-deal.6</comment>
            <translation>Follow suit.</translation>
        </message>
        <message>
            <source>Your ♠A must follow.</source>
            <comment>lesson.doppelkopf.full-deal.7</comment>
            <translation>Your ♠A must follow.</translation>
        </message>
        <message>
            <source>Lead your other club ace.</source>
            <comment>lesson.doppelkopf.full-deal.8</comment>
            <translation>Lead your other club ace.</translation>
        </message>
        <message>
            <source>It wins this time.</source>
            <comment>lesson.doppelkopf.full-deal.9</comment>
            <translation>It wins this time.</translation>
        </message>
        <message>
            <source>Show yourself as Re.</source>
            <comment>lesson.doppelkopf.full-deal.10</comment>
            <translation>Show yourself as Re.</translation>
        </message>
        <message>
            <source>Lead the ♣Q.</source>
            <comment>lesson.doppelkopf.full-deal.11</comment>
            <translation>Lead the ♣Q.</translation>
        </message>
        <message>
            <source>Lead your next high trump.</source>
            <comment>lesson.doppelkopf.full-deal.12</comment>
            <translation>Lead your next high trump.</translation>
        </message>
        <message>
            <source>The ♠Q.</source>
            <comment>lesson.doppelkopf.full-deal.13</comment>
            <translation>The ♠Q.</translation>
        </message>
        <message>
            <source>Lead your heart ace.</source>
            <comment>lesson.doppelkopf.full-deal.14</comment>
            <translation>Lead your heart ace.</translation>
        </message>
        <message>
            <source>A plain ace: it may be trumped, but it is worth a try.</source>
            <comment>lesson.doppelkopf.full-deal.15</comment>
            <translation>A plain ace: it may be trumped, but it is worth a try.</translation>
        </message>
        <message>
            <source>A trump was led. Play the ♥Q.</source>
            <comment>lesson.doppelkopf.full-deal.16</comment>
            <translation>A trump was led. Play the ♥Q.</translation>
        </message>
        <message>
            <source>Your partner takes the fox with the ♠Q after you.</source>
            <comment>lesson.doppelkopf.full-deal.17</comment>
            <translation>Your partner takes the fox with the ♠Q after you.</translation>
        </message>
        <message>
            <source>Win the trick with the highest trump.</source>
            <comment>lesson.doppelkopf.full-deal.18</comment>
            <translation>Win the trick with the highest trump.</translation>
        </message>
        <message>
            <source>The ♥10.</source>
            <comment>lesson.doppelkopf.full-deal.19</comment>
            <translation>The ♥10.</translation>
        </message>
        <message>
            <source>Lead the ♦A.</source>
            <comment>lesson.doppelkopf.full-deal.20</comment>
            <translation>Lead the ♦A.</translation>
        </message>
        <message>
            <source>The fox: Kontra catches it with a ♦Q and scores a point for it.</source>
            <comment>lesson.doppelkopf.full-deal.21</comment>
            <translation>The fox: Kontra catches it with a ♦Q and scores a point for it.</translation>
        </message>
        <message>
            <source>Follow the trump with the ♦K.</source>
            <comment>lesson.doppelkopf.full-deal.22</comment>
            <translation>Follow the trump with the ♦K.</translation>
        </message>
        <message>
            <source>Your partner wins the trick with the ♥10.</source>
            <comment>lesson.doppelkopf.full-deal.23</comment>
            <translation>Your partner wins the trick with the ♥10.</translation>
        </message>
        <message>
            <source>Follow with the ♦J.</source>
            <comment>lesson.doppelkopf.full-deal.24</comment>
            <translation>Follow with the ♦J.</translation>
        </message>
        <message>
            <source>Two ♦J in one trick: the first one played wins.</source>
            <comment>lesson.doppelkopf.full-deal.25</comment>
            <translation>Two ♦J in one trick: the first one played wins.</translation>
        </message>
        <message>
            <source>Play your last card.</source>
            <comment>lesson.doppelkopf.full-deal.26</comment>
            <translation>Play your last card.</translation>
        </message>
        <message>
            <source>The ♦9.</source>
            <comment>lesson.doppelkopf.full-deal.27</comment>
            <translation>The ♦9.</translation>
        </message>
        <message>
            <source>From Skat or Schafkopf to Doppelkopf</source>
            <comment>lesson.doppelkopf.bridge.title</comment>
            <translation>From Skat or Schafkopf to Doppelkopf</translation>
        </message>
        <message>
            <source>Two of each card, ♥10 on top, the ♣Q finds your partner.</source>
            <comment>lesson.doppelkopf.bridge.summary</comment>
            <translation>Two of each card, ♥10 on top, the ♣Q finds your partner.</translation>
        </message>
        <message>
            <source>You know Skat or Schafkopf? Following suit and card points are the same. What differs: every card twice (48 cards, 240 points, 121 to win); the ♥10 is the highest trump, then queens and jacks; and nobody calls a partner: the two ♣Q play together.</source>
            <comment>lesson.doppelkopf.bridge.1</comment>
            <translation>You know Skat or Schafkopf? Following suit and card points are the same. What differs: every card twice (48 cards, 240 points, 121 to win); the ♥10 is the highest trump, then queens and jacks; and nobody calls a partner: the two ♣Q play together.</translation>
        </message>
        <message>
            <source>How many card points does the Re party need?</source>
            <comment>lesson.doppelkopf.bridge.2</comment>
            <translation>How many card points does the Re party need?</translation>
        </message>
        <message>
            <source>121 of 240: the same half plus one as 61 of 120.</source>
            <comment>lesson.doppelkopf.bridge.3</comment>
            <translation>121 of 240: the same half plus one as 61 of 120.</translation>
        </message>
        <message>
            <source>Is the ♦A a trump in a normal game?</source>
            <comment>lesson.doppelkopf.bridge.4</comment>
            <translation>Is the ♦A a trump in a normal game?</translation>
        </message>
        <message>
            <source>Yes: diamonds are the trump suit, as hearts are in Schafkopf.</source>
            <comment>lesson.doppelkopf.bridge.5</comment>
            <translation>Yes: diamonds are the trump suit, as hearts are in Schafkopf.</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>lesson.doppelkopf.bridge.6</comment>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <comment>lesson.doppelkopf.bridge.7</comment>
            <translation>no</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.sheepshead.cards.title</comment>
            <translation>The cards and the trumps</translation>
        </message>
        <message>
            <source>Queens, jacks, then diamonds: fourteen trumps.</source>
            <comment>lesson.sheepshead.cards.summary</comment>
            <translation>Queens, jacks, then diamonds: fourteen trumps.</translation>
        </message>
        <message>
            <source>Sheepshead is usually played by five with 32 cards, A 10 K Q J 9 8 7 in four suits. Everyone gets 6 cards; 2 lie face down as the blind.</source>
            <comment>lesson.sheepshead.cards.1</comment>
            <translation>Sheepshead is usually played by five with 32 cards, A 10 K Q J 9 8 7 in four suits. Everyone gets 6 cards; 2 lie face down as the blind.</translation>
        </message>
        <message>
            <source>Fourteen trumps, from the top: ♣Q ♠Q ♥Q ♦Q, ♣J ♠J ♥J ♦J, then ♦A ♦10 ♦K ♦9 ♦8 ♦7. Clubs, spades and hearts are fail suits: A 10 K 9 8 7.</source>
            <comment>lesson.sheepshead.cards.2</comment>
            <translation>Fourteen trumps, from the top: ♣Q ♠Q ♥Q ♦Q, ♣J ♠J ♥J ♦J, then ♦A ♦10 ♦K ♦9 ♦8 ♦7. Clubs, spades and hearts are fail suits: A 10 K 9 8 7.</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.sheepshead.cards.3</comment>
            <translation>Which is the highest trump?</translation>
        </message>
        <message>
            <source>The ♣Q, then the other queens, then the jacks.</source>
            <comment>lesson.sheepshead.cards.4</comment>
            <translation>The ♣Q, then the other queens, then the jacks.</translation>
        </message>
        <message>
            <source>Is the ♦7 a trump?</source>
            <comment>lesson.sheepshead.cards.5</comment>
            <translation>Is the ♦7 a trump?</translation>
        </message>
        <message>
            <source>Yes: every diamond is a trump, even the lowest.</source>
            <comment>lesson.sheepshead.cards.6</comment>
            <translation>Yes: every diamond is a trump, even the lowest.</translation>
        </message>
        <message>
            <source>yes</source>
            <comment>lesson.sheepshead.cards.7</comment>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <comment>lesson.sheepshead.cards.8</comment>
            <translation>no</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.sheepshead.follow.title</comment>
            <translation>Following suit</translation>
        </message>
        <message>
            <source>Follow suit; trumps are one suit; without the suit, trump or throw off.</source>
            <comment>lesson.sheepshead.follow.summary</comment>
            <translation>Follow suit; trumps are one suit; without the suit, trump or throw off.</translation>
        </message>
        <message>
            <source>Follow the suit led if you can; all trumps are one suit. If you cannot follow, play any card, a trump too.</source>
            <comment>lesson.sheepshead.follow.1</comment>
            <translation>Follow the suit led if you can; all trumps are one suit. If you cannot follow, play any card, a trump too.</translation>
        </message>
        <message>
            <source>Clubs were led with the ♣A. Which card do you play?</source>
            <comment>lesson.sheepshead.follow.2</comment>
            <translation>Clubs were led with the ♣A. Which card do you play?</translation>
        </message>
        <message>
            <source>You must follow with your only club, the ♣7.</source>
            <comment>lesson.sheepshead.follow.3</comment>
            <translation>You must follow with your only club, the ♣7.</translation>
        </message>
        <message>
            <source>You hold a club, so you must follow clubs: no trump now.</source>
            <comment>lesson.sheepshead.follow.4</comment>
            <translation>You hold a club, so you must follow clubs: no trump now.</translation>
        </message>
        <message>
            <source>Hearts were led and you have no heart. Take the trick with the ♠Q.</source>
            <comment>lesson.sheepshead.follow.5</comment>
            <translation>Hearts were led and you have no heart. Take the trick with the ♠Q.</translation>
        </message>
        <message>
            <source>Without hearts you may trump: the ♠Q wins the ♥A and ♥10 for your side.</source>
            <comment>lesson.sheepshead.follow.6</comment>
            <translation>Without hearts you may trump: the ♠Q wins the ♥A and ♥10 for your side.</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.sheepshead.points.title</comment>
            <translation>Card points and what wins</translation>
        </message>
        <message>
            <source>61 wins; 91 is schneider; 30 or fewer is reverse schneider.</source>
            <comment>lesson.sheepshead.points.summary</comment>
            <translation>61 wins; 91 is schneider; 30 or fewer is reverse schneider.</translation>
        </message>
        <message>
            <source>A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing: 120 card points. The picker's side needs 61; the buried cards count for it.</source>
            <comment>lesson.sheepshead.points.1</comment>
            <translation>A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing: 120 card points. The picker's side needs 61; the buried cards count for it.</translation>
        </message>
        <message>
            <source>The picker's side took 91 card points. What is it?</source>
            <comment>lesson.sheepshead.points.2</comment>
            <translation>The picker's side took 91 card points. What is it?</translation>
        </message>
        <message>
            <source>Schneider: 91 or more doubles the win.</source>
            <comment>lesson.sheepshead.points.3</comment>
            <translation>Schneider: 91 or more doubles the win.</translation>
        </message>
        <message>
            <source>won</source>
            <comment>lesson.sheepshead.points.4</comment>
            <translation>won</translation>
        </message>
        <message>
            <source>won, schneider</source>
            <comment>lesson.sheepshead.points.5</comment>
            <translation>won, schneider</translation>
        </message>
        <message>
            <source>The picker's side took only 30. What is it?</source>
            <comment>lesson.sheepshead.points.6</comment>
            <translation>The picker's side took only 30. What is it?</translation>
        </message>
        <message>
            <source>Reverse schneider: 30 or fewer loses double.</source>
            <comment>lesson.sheepshead.points.7</comment>
            <translation>Reverse schneider: 30 or fewer loses double.</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>lesson.sheepshead.points.8</comment>
            <translation>lost</translation>
        </message>
        <message>
            <source>lost, reverse schneider</source>
            <comment>lesson.sheepshead.points.9</comment>
            <translation>lost, reverse schneider</translation>
        </message>
        <message>
            <source>Pick and bury</source>
            <comment>lesson.sheepshead.picking.title</comment>
            <translation>Pick and bury</translation>
        </message>
        <message>
            <source>Pick a strong hand, bury points you can't protect, keep a fail card to call.</source>
            <comment>lesson.sheepshead.picking.summary</comment>
            <translation>Pick a strong hand, bury points you can't protect, keep a fail card to call.</translation>
        </message>
        <message>
            <source>From the dealer's left, each player may pick up the blind or pass. Whoever picks takes the two cards, buries two cards face down and plays against the others, with a partner.</source>
            <comment>lesson.sheepshead.picking.1</comment>
            <translation>From the dealer's left, each player may pick up the blind or pass. Whoever picks takes the two cards, buries two cards face down and plays against the others, with a partner.</translation>
        </message>
        <message>
            <source>You hold ♣Q ♠Q ♣J ♥J ♦A: a strong hand. Pick or pass?</source>
            <comment>lesson.sheepshead.picking.2</comment>
            <translation>You hold ♣Q ♠Q ♣J ♥J ♦A: a strong hand. Pick or pass?</translation>
        </message>
        <message>
            <source>Pick: you become the picker.</source>
            <comment>lesson.sheepshead.picking.3</comment>
            <translation>Pick: you become the picker.</translation>
        </message>
        <message>
            <source>Five trumps: this hand should pick.</source>
            <comment>lesson.sheepshead.picking.4</comment>
            <translation>Five trumps: this hand should pick.</translation>
        </message>
        <message>
            <source>The blind was ♠K ♠7. Bury a card: the ♠K, whose 4 points are then safe.</source>
            <comment>lesson.sheepshead.picking.5</comment>
            <translation>The blind was ♠K ♠7. Bury a card: the ♠K, whose 4 points are then safe.</translation>
        </message>
        <message>
            <source>Buried cards count for the picker's side.</source>
            <comment>lesson.sheepshead.picking.6</comment>
            <translation>Buried cards count for the picker's side.</translation>
        </message>
        <message>
            <source>Never bury your best trump: keep it to win tricks.</source>
            <comment>lesson.sheepshead.picking.7</comment>
            <translation>Never bury your best trump: keep it to win tricks.</translation>
        </message>
        <message>
            <source>Bury the ♠7 too, and keep the ♣7 to call a partner.</source>
            <comment>lesson.sheepshead.picking.8</comment>
            <translation>Bury the ♠7 too, and keep the ♣7 to call a partner.</translation>
        </message>
        <message>
            <source>Your hand is now trumps and one club.</source>
            <comment>lesson.sheepshead.picking.9</comment>
            <translation>Your hand is now trumps and one club.</translation>
        </message>
        <message>
            <source>Keep the ♣7: you need a club to call the ♣A.</source>
            <comment>lesson.sheepshead.picking.10</comment>
            <translation>Keep the ♣7: you need a club to call the ♣A.</translation>
        </message>
        <message>
            <source>The called ace and the unknown card</source>
            <comment>lesson.sheepshead.partners.title</comment>
            <translation>The called ace and the unknown card</translation>
        </message>
        <message>
            <source>Call a fail ace you lack; its holder plays with you.</source>
            <comment>lesson.sheepshead.partners.summary</comment>
            <translation>Call a fail ace you lack; its holder plays with you.</translation>
        </message>
        <message>
            <source>With five players the picker calls a fail ace of a suit in which they hold a card but not the ace. Its holder is the secret partner. If no ace can be called, the picker may call with an unknown card, or go alone.</source>
            <comment>lesson.sheepshead.partners.1</comment>
            <translation>With five players the picker calls a fail ace of a suit in which they hold a card but not the ace. Its holder is the secret partner. If no ace can be called, the picker may call with an unknown card, or go alone.</translation>
        </message>
        <message>
            <source>Call your partner.</source>
            <comment>lesson.sheepshead.partners.2</comment>
            <translation>Call your partner.</translation>
        </message>
        <message>
            <source>The ♣A: you hold the ♣7 but not the ace.</source>
            <comment>lesson.sheepshead.partners.3</comment>
            <translation>The ♣A: you hold the ♣7 but not the ace.</translation>
        </message>
        <message>
            <source>Going alone is allowed, but a partner makes this hand safe.</source>
            <comment>lesson.sheepshead.partners.4</comment>
            <translation>Going alone is allowed, but a partner makes this hand safe.</translation>
        </message>
        <message>
            <source>Who is your partner now?</source>
            <comment>lesson.sheepshead.partners.5</comment>
            <translation>Who is your partner now?</translation>
        </message>
        <message>
            <source>The holder of the ♣A; you will see it when clubs are led.</source>
            <comment>lesson.sheepshead.partners.6</comment>
            <translation>The holder of the ♣A; you will see it when clubs are led.</translation>
        </message>
        <message>
            <source>whoever holds the ♣A</source>
            <comment>lesson.sheepshead.partners.7</comment>
            <translation>whoever holds the ♣A</translation>
        </message>
        <message>
            <source>the player on your left</source>
            <comment>lesson.sheepshead.partners.8</comment>
            <translation>the player on your left</translation>
        </message>
        <message>
            <source>Going alone, Leaster and doubler</source>
            <comment>lesson.sheepshead.alone.title</comment>
            <translation>Going alone, Leaster and doubler</translation>
        </message>
        <message>
            <source>Alone: against all four. Nobody picks: Leaster (or doubler).</source>
            <comment>lesson.sheepshead.alone.summary</comment>
            <translation>Alone: against all four. Nobody picks: Leaster (or doubler).</translation>
        </message>
        <message>
            <source>A picker may go alone: no partner, and the picker wins or pays four times what each defender pays or wins. When nobody picks, a Leaster is played: each alone, and the fewest card points (with at least one trick) wins. Some tables play a doubler instead: the next deal counts double.</source>
            <comment>lesson.sheepshead.alone.1</comment>
            <translation>A picker may go alone: no partner, and the picker wins or pays four times what each defender pays or wins. When nobody picks, a Leaster is played: each alone, and the fewest card points (with at least one trick) wins. Some tables play a doubler instead: the next deal counts double.</translation>
        </message>
        <message>
            <source>Nobody picks. What is played by default?</source>
            <comment>lesson.sheepshead.alone.2</comment>
            <translation>Nobody picks. What is played by default?</translation>
        </message>
        <message>
            <source>A Leaster: the fewest points wins.</source>
            <comment>lesson.sheepshead.alone.3</comment>
            <translation>A Leaster: the fewest points wins.</translation>
        </message>
        <message>
            <source>a Leaster</source>
            <comment>lesson.sheepshead.alone.4</comment>
            <translation>a Leaster</translation>
        </message>
        <message>
            <source>a new deal</source>
            <comment>lesson.sheepshead.alone.5</comment>
            <translation>a new deal</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.sheepshead.scoring.title</comment>
            <translation>Scoring a deal</translation>
        </message>
        <message>
            <source>The picker wins twice what the partner wins; the defenders pay it.</source>
            <comment>lesson.sheepshead.scoring.summary</comment>
            <translation>The picker wins twice what the partner wins; the defenders pay it.</translation>
        </message>
        <message>
            <source>This deal is over: you and your partner took every trick.</source>
            <comment>lesson.sheepshead.scoring.1</comment>
            <translation>This deal is over: you and your partner took every trick.</translation>
        </message>
        <message>
            <source>Which row of the score table is it?</source>
            <comment>lesson.sheepshead.scoring.2</comment>
            <translation>Which row of the score table is it?</translation>
        </message>
        <message>
            <source>All tricks: schwarz, the top row.</source>
            <comment>lesson.sheepshead.scoring.3</comment>
            <translation>All tricks: schwarz, the top row.</translation>
        </message>
        <message>
            <source>61 to 90</source>
            <comment>lesson.sheepshead.scoring.4</comment>
            <translation>61 to 90</translation>
        </message>
        <message>
            <source>91 or more (schneider)</source>
            <comment>lesson.sheepshead.scoring.5</comment>
            <translation>91 or more (schneider)</translation>
        </message>
        <message>
            <source>all tricks (schwarz)</source>
            <comment>lesson.sheepshead.scoring.6</comment>
            <translation>all tricks (schwarz)</translation>
        </message>
        <message>
            <source>Each defender pays 3. The partner gets 3. What does the picker get?</source>
            <comment>lesson.sheepshead.scoring.7</comment>
            <translation>Each defender pays 3. The partner gets 3. What does the picker get?</translation>
        </message>
        <message>
            <source>6: three defenders pay 9, the partner takes 3, the picker 6.</source>
            <comment>lesson.sheepshead.scoring.8</comment>
            <translation>6: three defenders pay 9, the partner takes 3, the picker 6.</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.sheepshead.full-deal.title</comment>
            <translation>A full deal with guidance</translation>
        </message>
        <message>
            <source>Schwarz with your partner: 6 for you, 3 for your partner.</source>
            <comment>lesson.sheepshead.full-deal.summary</comment>
            <translation>Schwarz with your partner: 6 for you, 3 for your partner.</translation>
        </message>
        <message>
            <source>Now play the whole deal as the picker.</source>
            <comment>lesson.sheepshead.full-deal.1</comment>
            <translation>Now play the whole deal as the picker.</translation>
        </message>
        <message>
            <source>Pick or pass?</source>
            <comment>lesson.sheepshead.full-deal.2</comment>
            <translation>Pick or pass?</translation>
        </message>
        <message>
            <source>Pick.</source>
            <comment>lesson.sheepshead.full-deal.3</comment>
            <translation>Pick.</translation>
        </message>
        <message>
            <source>Bury the card with points you cannot protect.</source>
            <comment>lesson.sheepshead.full-deal.4</comment>
            <translation>Bury the card with points you cannot protect.</translation>
        </message>
        <message>
            <source>The ♠K.</source>
            <comment>lesson.sheepshead.full-deal.5</comment>
            <translation>The ♠K.</translation>
        </message>
        <message>
            <source>Bury your other spade.</source>
            <comment>lesson.sheepshead.full-deal.6</comment>
            <translation>Bury your other spade.</translation>
        </message>
        <message>
            <source>The ♠7.</source>
            <comment>lesson.sheepshead.full-deal.7</comment>
            <translation>The ♠7.</translation>
        </message>
        <message>
            <source>Call your partner.</source>
            <comment>lesson.sheepshead.full-deal.8</comment>
            <translation>Call your partner.</translation>
        </message>
        <message>
            <source>The ♣A.</source>
            <comment>lesson.sheepshead.full-deal.9</comment>
            <translation>The ♣A.</translation>
        </message>
        <message>
            <source>Lead your highest trump.</source>
            <comment>lesson.sheepshead.full-deal.10</comment>
            <translation>Lead your highest trump.</translation>
        </message>
        <message>
            <source>The ♣Q draws trumps.</source>
            <comment>lesson.sheepshead.full-deal.11</comment>
            <translation>The ♣Q draws trumps.</translation>
        </message>
        <message>
            <source>Lead another trump.</source>
            <comment>lesson.sheepshead.full-deal.12</comment>
            <translation>Lead another trump.</translation>
        </message>
        <message>
            <source>The ♣J: your partner wins it with the ♥Q.</source>
            <comment>lesson.sheepshead.full-deal.13</comment>
            <translation>The ♣J: your partner wins it with the ♥Q.</translation>
        </message>
        <message>
            <source>Your partner led the ♣A. Follow suit.</source>
            <comment>lesson.sheepshead.full-deal.14</comment>
            <translation>Your partner led the ♣A. Follow suit.</translation>
        </message>
        <message>
            <source>The ♣7.</source>
            <comment>lesson.sheepshead.full-deal.15</comment>
            <translation>The ♣7.</translation>
        </message>
        <message>
            <source>No hearts: trump it.</source>
            <comment>lesson.sheepshead.full-deal.16</comment>
            <translation>No hearts: trump it.</translation>
        </message>
        <message>
            <source>The ♠Q.</source>
            <comment>lesson.sheepshead.full-deal.17</comment>
            <translation>The ♠Q.</translation>
        </message>
        <message>
            <source>Lead a trump.</source>
            <comment>lesson.sheepshead.full-deal.18</comment>
            <translation>Lead a trump.</translation>
        </message>
        <message>
            <source>The ♥J; your partner takes it.</source>
            <comment>lesson.sheepshead.full-deal.19</comment>
            <translation>The ♥J; your partner takes it.</translation>
        </message>
        <message>
            <source>Your last card.</source>
            <comment>lesson.sheepshead.full-deal.20</comment>
            <translation>Your last card.</translation>
        </message>
        <message>
            <source>The ♦A beats the ♦10.</source>
            <comment>lesson.sheepshead.full-deal.21</comment>
            <translation>The ♦A beats the ♦10.</translation>
        </message>
        <message>
            <source>From Schafkopf to Sheepshead</source>
            <comment>lesson.sheepshead.bridge.title</comment>
            <translation>From Schafkopf to Sheepshead</translation>
        </message>
        <message>
            <source>Diamonds trump, pick and bury, call an ace.</source>
            <comment>lesson.sheepshead.bridge.summary</comment>
            <translation>Diamonds trump, pick and bury, call an ace.</translation>
        </message>
        <message>
            <source>Sheepshead is Schafkopf's American cousin: the same card points, queens (Obers) then jacks (Unters) on top, a called ace as partner. What differs: diamonds, not hearts, are the trump suit; there is no auction: you pick up the blind and bury two cards; and usually five play.</source>
            <comment>lesson.sheepshead.bridge.1</comment>
            <translation>Sheepshead is Schafkopf's American cousin: the same card points, queens (Obers) then jacks (Unters) on top, a called ace as partner. What differs: diamonds, not hearts, are the trump suit; there is no auction: you pick up the blind and bury two cards; and usually five play.</translation>
        </message>
        <message>
            <source>Which suit is the trump suit in Sheepshead?</source>
            <comment>lesson.sheepshead.bridge.2</comment>
            <translation>Which suit is the trump suit in Sheepshead?</translation>
        </message>
        <message>
            <source>Diamonds: the ♥A is an ordinary fail card here.</source>
            <comment>lesson.sheepshead.bridge.3</comment>
            <translation>Diamonds: the ♥A is an ordinary fail card here.</translation>
        </message>
        <message>
            <source>hearts</source>
            <comment>lesson.sheepshead.bridge.4</comment>
            <translation>hearts</translation>
        </message>
        <message>
            <source>diamonds</source>
            <comment>lesson.sheepshead.bridge.5</comment>
            <translation>diamonds</translation>
        </message>
        <message>
            <source>How do you become the declarer?</source>
            <comment>lesson.sheepshead.bridge.6</comment>
            <translation>How do you become the declarer?</translation>
        </message>
        <message>
            <source>By picking up the blind; there is no auction.</source>
            <comment>lesson.sheepshead.bridge.7</comment>
            <translation>By picking up the blind; there is no auction.</translation>
        </message>
        <message>
            <source>pick up the blind</source>
            <comment>lesson.sheepshead.bridge.8</comment>
            <translation>pick up the blind</translation>
        </message>
        <message>
            <source>bid a game</source>
            <comment>lesson.sheepshead.bridge.9</comment>
            <translation>bid a game</translation>
        </message>
        <message>
            <source>Klopfen, Kontra, Tout and Sie</source>
            <comment>lesson.schafkopf.announcing.title2</comment>
            <translation>Klopfen, Kontra, Tout and Sie</translation>
        </message>
        <message>
            <source>Knocking, Kontra and Tout each double the price; Sie is four times a solo.</source>
            <comment>lesson.schafkopf.announcing.summary2</comment>
            <translation>Knocking, Kontra and Tout each double the price; Sie is four times a solo.</translation>
        </message>
        <message>
            <source>At this table two more doublings are played. Klopfen (knocking): after the deal, before the auction, each player may knock once; each knock doubles the price. Kontra (also called Du): a defender doubles after the game is announced; the declarer's side may answer with Re (Retour).</source>
            <comment>lesson.schafkopf.announcing.7</comment>
            <translation>At this table two more doublings are played. Klopfen (knocking): after the deal, before the auction, each player may knock once; each knock doubles the price. Kontra (also called Du): a defender doubles after the game is announced; the declarer's side may answer with Re (Retour).</translation>
        </message>
        <message>
            <source>You hold the two highest Obers, the Eichel-Ober and the Gras-Ober, and the Herz-Sau. Such a hand wins money whoever plays: knock.</source>
            <comment>lesson.schafkopf.announcing.8</comment>
            <translation>You hold the two highest Obers, the Eichel-Ober and the Gras-Ober, and the Herz-Sau. Such a hand wins money whoever plays: knock.</translation>
        </message>
        <message>
            <source>You knocked: the deal's price is doubled, whatever game is played.</source>
            <comment>lesson.schafkopf.announcing.9</comment>
            <translation>You knocked: the deal's price is doubled, whatever game is played.</translation>
        </message>
        <message>
            <source>With the two highest trumps your side is likely to win whatever game comes: knock to double the price.</source>
            <comment>lesson.schafkopf.announcing.10</comment>
            <translation>With the two highest trumps your side is likely to win whatever game comes: knock to double the price.</translation>
        </message>
        <message>
            <source>Player 2 plays a Sauspiel and calls the Eichel-Sau. Your two top Obers will beat the declarer's trumps: say Kontra.</source>
            <comment>lesson.schafkopf.announcing.11</comment>
            <translation>Player 2 plays a Sauspiel and calls the Eichel-Sau. Your two top Obers will beat the declarer's trumps: say Kontra.</translation>
        </message>
        <message>
            <source>Kontra doubles the price again. The declarer's side did not answer with Re.</source>
            <comment>lesson.schafkopf.announcing.12</comment>
            <translation>Kontra doubles the price again. The declarer's side did not answer with Re.</translation>
        </message>
        <message>
            <source>Your two highest Obers are a strong defence: double with Kontra.</source>
            <comment>lesson.schafkopf.announcing.13</comment>
            <translation>Your two highest Obers are a strong defence: double with Kontra.</translation>
        </message>
        <message>
            <source>A Sauspiel costs 20 here. You knocked once and said Kontra. Your side won, without Schneider or runners: what does each player win or pay?</source>
            <comment>lesson.schafkopf.announcing.14</comment>
            <translation>A Sauspiel costs 20 here. You knocked once and said Kontra. Your side won, without Schneider or runners: what does each player win or pay?</translation>
        </message>
        <message>
            <source>80: the 20 doubled by the knock (40) and doubled again by Kontra (80).</source>
            <comment>lesson.schafkopf.announcing.15</comment>
            <translation>80: the 20 doubled by the knock (40) and doubled again by Kontra (80).</translation>
        </message>
        <message>
            <source>Re/Kontra while you hold 11 cards; "no 90" while you hold 10: Kontra must end under 90.</source>
            <comment>lesson.doppelkopf.announcing.summary2</comment>
            <translation>Re/Kontra while you hold 11 cards; "no 90" while you hold 10: Kontra must end under 90.</translation>
        </message>
        <message>
            <source>You hold a ♣Q, so you are Re, and your trumps are strong: ♥10, ♣Q and more. Before your first card, announce Re.</source>
            <comment>lesson.doppelkopf.announcing.8</comment>
            <translation>You hold a ♣Q, so you are Re, and your trumps are strong: ♥10, ♣Q and more. Before your first card, announce Re.</translation>
        </message>
        <message>
            <source>Re: your side now plays for 2 game points more. You may announce while you hold at least 11 cards, so before your second card.</source>
            <comment>lesson.doppelkopf.announcing.9</comment>
            <translation>Re: your side now plays for 2 game points more. You may announce while you hold at least 11 cards, so before your second card.</translation>
        </message>
        <message>
            <source>Announce first: Re is said before you play, while you still hold 11 cards or more. Click Re.</source>
            <comment>lesson.doppelkopf.announcing.10</comment>
            <translation>Announce first: Re is said before you play, while you still hold 11 cards or more. Click Re.</translation>
        </message>
        <message>
            <source>"No 90" promises more than Re. Say Re now; after the first trick you know more.</source>
            <comment>lesson.doppelkopf.announcing.11</comment>
            <translation>"No 90" promises more than Re. Say Re now; after the first trick you know more.</translation>
        </message>
        <message>
            <source>Your ♥10 took the first trick. Now promise more: announce "no 90", that Kontra will end with fewer than 90 card points.</source>
            <comment>lesson.doppelkopf.announcing.12</comment>
            <translation>Your ♥10 took the first trick. Now promise more: announce "no 90", that Kontra will end with fewer than 90 card points.</translation>
        </message>
        <message>
            <source>"No 90": one game point more if Kontra stays under 90, but Re loses if Kontra reaches 90. It may be said while you hold at least 10 cards.</source>
            <comment>lesson.doppelkopf.announcing.13</comment>
            <translation>"No 90": one game point more if Kontra stays under 90, but Re loses if Kontra reaches 90. It may be said while you hold at least 10 cards.</translation>
        </message>
        <message>
            <source>Announce before you lead: once you hold fewer than 10 cards "no 90" comes too late. Click "no 90".</source>
            <comment>lesson.doppelkopf.announcing.14</comment>
            <translation>Announce before you lead: once you hold fewer than 10 cards "no 90" comes too late. Click "no 90".</translation>
        </message>
        <message>
            <source>"No 60" promises that Kontra ends under 60: too bold this early. Announce "no 90".</source>
            <comment>lesson.doppelkopf.announcing.15</comment>
            <translation>"No 60" promises that Kontra ends under 60: too bold this early. Announce "no 90".</translation>
        </message>
        <message>
            <source>You sit first after the dealer with ♥Q, ♦K, ♦9, ♦7, ♥A and ♥10: four trumps and two point cards. Pick up the blind.</source>
            <comment>lesson.sheepshead.alone.8</comment>
            <translation>You sit first after the dealer with ♥Q, ♦K, ♦9, ♦7, ♥A and ♥10: four trumps and two point cards. Pick up the blind.</translation>
        </message>
        <message>
            <source>The blind brings ♣Q and ♣J: now you hold the highest trump of all and six trumps in all.</source>
            <comment>lesson.sheepshead.alone.9</comment>
            <translation>The blind brings ♣Q and ♣J: now you hold the highest trump of all and six trumps in all.</translation>
        </message>
        <message>
            <source>Four trumps and the first seat: this hand is worth picking. Pick.</source>
            <comment>lesson.sheepshead.alone.10</comment>
            <translation>Four trumps and the first seat: this hand is worth picking. Pick.</translation>
        </message>
        <message>
            <source>Bury two cards. Start with the ♥10: a buried card's points count for you and can never be lost in a trick.</source>
            <comment>lesson.sheepshead.alone.11</comment>
            <translation>Bury two cards. Start with the ♥10: a buried card's points count for you and can never be lost in a trick.</translation>
        </message>
        <message>
            <source>The ♥10 is buried; the lesson buries the ♥A after it: 21 points are yours already.</source>
            <comment>lesson.sheepshead.alone.12</comment>
            <translation>The ♥10 is buried; the lesson buries the ♥A after it: 21 points are yours already.</translation>
        </message>
        <message>
            <source>Never bury your highest trump: it wins a trick for you. Bury the ♥10.</source>
            <comment>lesson.sheepshead.alone.13</comment>
            <translation>Never bury your highest trump: it wins a trick for you. Bury the ♥10.</translation>
        </message>
        <message>
            <source>Six trumps led by ♣Q, and 21 points buried: you need no partner. Announce that you go alone.</source>
            <comment>lesson.sheepshead.alone.14</comment>
            <translation>Six trumps led by ♣Q, and 21 points buried: you need no partner. Announce that you go alone.</translation>
        </message>
        <message>
            <source>Alone: you play against all four, and each of them pays you (or you pay each of them).</source>
            <comment>lesson.sheepshead.alone.15</comment>
            <translation>Alone: you play against all four, and each of them pays you (or you pay each of them).</translation>
        </message>
        <message>
            <source>A called partner would share your win. With six trumps, go alone and be paid by all four.</source>
            <comment>lesson.sheepshead.alone.16</comment>
            <translation>A called partner would share your win. With six trumps, go alone and be paid by all four.</translation>
        </message>
        <message>
            <source>You won alone with 117 card points, Schneider: each defender pays 2. What do you get?</source>
            <comment>lesson.sheepshead.alone.17</comment>
            <translation>You won alone with 117 card points, Schneider: each defender pays 2. What do you get?</translation>
        </message>
        <message>
            <source>8: two from each of the four defenders.</source>
            <comment>lesson.sheepshead.alone.18</comment>
            <translation>8: two from each of the four defenders.</translation>
        </message>
    </context>
    <context>
        <name>LessonView</name>
        <message>
            <source>%1 lessons…</source>
            <translation>%1 lessons…</translation>
        </message>
        <message>
            <source>%1 of %2 lessons completed, %3 of %4 stars</source>
            <translation>%1 of %2 lessons completed, %3 of %4 stars</translation>
        </message>
        <message>
            <source>&amp;Learn</source>
            <translation>&amp;Learn</translation>
        </message>
        <message>
            <source>(for players of another game)</source>
            <translation>(for players of another game)</translation>
        </message>
        <message>
            <source>Best: %1</source>
            <translation>Best: %1</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>Learn</translation>
        </message>
        <message>
            <source>Learn a game</source>
            <translation>Learn a game</translation>
        </message>
        <message>
            <source>Lesson complete: %1 of %2 steps right at the first try.</source>
            <translation>Lesson complete: %1 of %2 steps right at the first try.</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Next</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <source>Right!</source>
            <translation>Right!</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Start lesson</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Step %1 of %2</translation>
        </message>
        <message>
            <source>Try again.</source>
            <translation>Try again.</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Welcome</translation>
        </message>
        <message>
            <source>Welcome to Stammtisch! New to Skat, Schafkopf, Doppelkopf or Sheepshead? The lessons teach each game from zero on prepared deals.</source>
            <translation>Welcome to Stammtisch! New to Skat, Schafkopf, Doppelkopf or Sheepshead? The lessons teach each game from zero on prepared deals.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a blunder</source>
            <translation>a blunder</translation>
        </message>
        <message>
            <source>a mistake</source>
            <translation>a mistake</translation>
        </message>
        <message>
            <source>Solved: this puzzle has been right at every interval and will not come back.</source>
            <translation>Solved: this puzzle has been right at every interval and will not come back.</translation>
        </message>
        <message>
            <source>It comes back tomorrow.</source>
            <translation>It comes back tomorrow.</translation>
        </message>
        <message>
            <source>It comes back in %1 days, on %2.</source>
            <translation>It comes back in %1 days, on %2.</translation>
        </message>
        <message>
            <source>Practice from your games</source>
            <translation>Practice from your games</translation>
        </message>
        <message>
            <source>Due today: %1 · solved: %2</source>
            <translation>Due today: %1 · solved: %2</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>Next puzzle</translation>
        </message>
        <message>
            <source>Preparing %1 puzzles from your games…</source>
            <translation>Preparing %1 puzzles from your games…</translation>
        </message>
        <message>
            <source>Nothing to practise today: the next puzzle comes back on %1.</source>
            <translation>Nothing to practise today: the next puzzle comes back on %1.</translation>
        </message>
        <message>
            <source>Every puzzle is solved. New ones come from your next games.</source>
            <translation>Every puzzle is solved. New ones come from your next games.</translation>
        </message>
        <message>
            <source>No puzzles yet: when the coach grades one of your moves a mistake or a blunder, that position comes back here to practise.</source>
            <translation>No puzzles yet: when the coach grades one of your moves a mistake or a blunder, that position comes back here to practise.</translation>
        </message>
        <message>
            <source>Find a better card.</source>
            <translation>Find a better card.</translation>
        </message>
        <message>
            <source>Find a better decision.</source>
            <translation>Find a better decision.</translation>
        </message>
        <message>
            <source>Your choice in this deal: %1. The coach graded it %2.</source>
            <translation>Your choice in this deal: %1. The coach graded it %2.</translation>
        </message>
        <message>
            <source>Right!</source>
            <translation>Right!</translation>
        </message>
        <message>
            <source>Not this one. The coach's choice: %1.</source>
            <translation>Not this one. The coach's choice: %1.</translation>
        </message>
        <message>
            <source>Practice from your games (%1 due)…</source>
            <translation>Practice from your games (%1 due)…</translation>
        </message>
        <message>
            <source>Practice needs the history of your games, which this window does not keep.</source>
            <translation>Practice needs the history of your games, which this window does not keep.</translation>
        </message>
    </context>
    <context>
        <name>List</name>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
    </context>
</TS>
