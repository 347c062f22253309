<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>DealViewDialog</name>
        <message>
            <source>This deal is over: it is only shown.</source>
            <translation>Dieses Spiel ist vorbei: Es wird nur gezeigt.</translation>
        </message>
        <message>
            <source>A deal from the history</source>
            <translation>Ein Spiel aus dem Verlauf</translation>
        </message>
        <message>
            <source>◀ &amp;Previous trick</source>
            <translation>◀ &amp;Voriger Stich</translation>
        </message>
        <message>
            <source>&amp;Next trick ▶</source>
            <translation>&amp;Nächster Stich ▶</translation>
        </message>
        <message>
            <source>&amp;Moves</source>
            <translation>&amp;Züge</translation>
        </message>
        <message>
            <source>&amp;Result</source>
            <translation>&amp;Ergebnis</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>Das Ende des Spiels</translation>
        </message>
        <message>
            <source>Before the first trick</source>
            <translation>Vor dem ersten Stich</translation>
        </message>
        <message>
            <source>Trick %1 of %2</source>
            <translation>Stich %1 von %2</translation>
        </message>
        <message>
            <source>Played: %1. You take the trick.</source>
            <translation>Gespielt: %1. Du bekommst den Stich.</translation>
        </message>
        <message>
            <source>Played: %1. %2 takes the trick.</source>
            <translation>Gespielt: %1. %2 bekommt den Stich.</translation>
        </message>
        <message>
            <source>The deal is over: its result is on the right.</source>
            <translation>Das Spiel ist vorbei: Das Ergebnis steht rechts.</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>Zug %1 von %2</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <source>or more:</source>
            <translation>oder höher:</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Reize</translation>
        </message>
        <message>
            <source>Rule: %1</source>
            <translation>Regel: %1</translation>
        </message>
    </context>
    <context>
        <name>DoppelkopfAnnouncements</name>
        <message>
            <source>Announce:</source>
            <translation>Ansagen:</translation>
        </message>
        <message>
            <source>Announces: %1</source>
            <translation>Sagt an: %1</translation>
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
            <translation>keine 90</translation>
        </message>
        <message>
            <source>no 60</source>
            <translation>keine 60</translation>
        </message>
        <message>
            <source>no 30</source>
            <translation>keine 30</translation>
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
            <translation>%1 hat eine Armut: Nimm die Karten mit und spiel mit %1, oder lehne ab.</translation>
        </message>
        <message>
            <source>Healthy, or do you have a reservation (a solo, a marriage, a poverty)?</source>
            <translation>Gesund, oder hast du einen Vorbehalt (Solo, Hochzeit, Armut)?</translation>
        </message>
        <message>
            <source>Your reservation: a solo?</source>
            <translation>Dein Vorbehalt: ein Solo?</translation>
        </message>
        <message>
            <source>You play the solo: choose it.</source>
            <translation>Du spielst das Solo: Wähle es.</translation>
        </message>
        <message>
            <source>Your forced solo: choose it.</source>
            <translation>Dein Pflichtsolo: Wähle es.</translation>
        </message>
        <message>
            <source>Your reservation: a poverty?</source>
            <translation>Dein Vorbehalt: eine Armut?</translation>
        </message>
        <message>
            <source>Your reservation is the marriage.</source>
            <translation>Dein Vorbehalt ist die Hochzeit.</translation>
        </message>
        <message>
            <source>Tell the table how many trumps you gave back.</source>
            <translation>Sag an, wie viele Trümpfe du zurückgegeben hast.</translation>
        </message>
        <message>
            <source>No solo</source>
            <translation>Kein Solo</translation>
        </message>
        <message>
            <source>No poverty</source>
            <translation>Keine Armut</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passe</translation>
        </message>
        <message>
            <source>Healthy</source>
            <translation>Gesund</translation>
        </message>
        <message>
            <source>No reservation: play the normal game.</source>
            <translation>Kein Vorbehalt: Es wird normal gespielt.</translation>
        </message>
        <message>
            <source>Reservation</source>
            <translation>Vorbehalt</translation>
        </message>
        <message>
            <source>You want a solo, a marriage or a poverty.</source>
            <translation>Du willst ein Solo, eine Hochzeit oder eine Armut spielen.</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>Neu geben</translation>
        </message>
        <message>
            <source>Show your hand and have the cards dealt again.</source>
            <translation>Zeig dein Blatt und lass neu geben.</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <source>Bid for a solo; you name it after the auction.</source>
            <translation>Biete auf ein Solo; welches, sagst du nach dem Bieten.</translation>
        </message>
        <message>
            <source>Poverty</source>
            <translation>Armut</translation>
        </message>
        <message>
            <source>Three trumps or fewer: pass three cards to a partner who takes them.</source>
            <translation>Drei Trümpfe oder weniger: Gib drei Karten an einen Partner, der sie mitnimmt.</translation>
        </message>
        <message>
            <source>Marriage</source>
            <translation>Hochzeit</translation>
        </message>
        <message>
            <source>Both ♣Q: the first other player to win one of the first three tricks becomes your partner; win all three and you play a solo.</source>
            <translation>Beide Kreuz-Damen: Wer in den ersten drei Stichen als Erster außer dir einen Stich macht, wird dein Partner; machst du alle drei, spielst du ein Solo.</translation>
        </message>
        <message>
            <source>Take the poverty</source>
            <translation>Armut mitnehmen</translation>
        </message>
        <message>
            <source>Take the cards and play together.</source>
            <translation>Nimm die Karten und spiel mit ihm zusammen.</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Nicht mitnehmen</translation>
        </message>
        <message>
            <source>Hold at %1</source>
            <translation>%1 halten</translation>
        </message>
        <message>
            <source>Bid %1</source>
            <translation>%1 bieten</translation>
        </message>
        <message>
            <source>Trumps given back: %1</source>
            <translation>Zurückgegebene Trümpfe: %1</translation>
        </message>
        <message>
            <source>schwarz</source>
            <translation>schwarz</translation>
        </message>
        <message numerus="yes">
            <source>Poverty: lay %n cards face down for the partner who takes them, every trump among them (click them or press Space on them, then confirm). Still to lay down: %1.</source>
            <translation>
                <numerusform>Armut: Leg %n Karte verdeckt für den Partner hin, der sie mitnimmt, alle deine Trümpfe darunter (klick sie an oder drück die Leertaste auf ihr, dann bestätige). Noch hinzulegen: %1.</numerusform>
                <numerusform>Armut: Leg %n Karten verdeckt für den Partner hin, der sie mitnimmt, alle deine Trümpfe darunter (klick sie an oder drück die Leertaste auf ihnen, dann bestätige). Noch hinzulegen: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You took %1's poverty: give %n cards back to %1 (click them or press Space on them, then confirm). Still to give: %2.</source>
            <translation>
                <numerusform>Du hast die Armut von %1 mitgenommen: Gib %1 %n Karte zurück (klick sie an oder drück die Leertaste auf ihr, dann bestätige). Noch zurückzugeben: %2.</numerusform>
                <numerusform>Du hast die Armut von %1 mitgenommen: Gib %1 %n Karten zurück (klick sie an oder drück die Leertaste auf ihnen, dann bestätige). Noch zurückzugeben: %2.</numerusform>
            </translation>
        </message>
        <message>
            <source>A reservation without a marriage or a poverty means a solo: you will have to play one (%1).</source>
            <translation>Ein Vorbehalt ohne Hochzeit oder Armut heißt Solo: Du musst dann eines spielen (%1).</translation>
        </message>
        <message>
            <source>a solo (%1)</source>
            <translation>ein Solo (%1)</translation>
        </message>
        <message>
            <source>A reservation lets you declare: %1.</source>
            <translation>Mit einem Vorbehalt kannst du ansagen: %1.</translation>
        </message>
        <message>
            <source> or </source>
            <translation> oder </translation>
        </message>
    </context>
    <context>
        <name>DoppelkopfSolo</name>
        <message>
            <source>Clubs solo</source>
            <translation>Kreuz-Solo</translation>
        </message>
        <message>
            <source>Spades solo</source>
            <translation>Pik-Solo</translation>
        </message>
        <message>
            <source>Hearts solo</source>
            <translation>Herz-Solo</translation>
        </message>
        <message>
            <source>Diamonds solo</source>
            <translation>Karo-Solo</translation>
        </message>
        <message>
            <source>Queen solo</source>
            <translation>Damensolo</translation>
        </message>
        <message>
            <source>Jack solo</source>
            <translation>Bubensolo</translation>
        </message>
        <message>
            <source>Queen-jack solo</source>
            <translation>Damen-Buben-Solo</translation>
        </message>
        <message>
            <source>No-trump solo</source>
            <translation>Fleischloser</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>Ohne Zusatz</translation>
        </message>
        <message>
            <source>With Re announced</source>
            <translation>Mit Re-Ansage</translation>
        </message>
        <message>
            <source>Without Re</source>
            <translation>Ohne Re-Ansage</translation>
        </message>
        <message>
            <source>With Re announced: the solo starts with Re said. Without Re: you make no announcement at all. Either outranks the plain solo.</source>
            <translation>Mit Re-Ansage: Das Solo beginnt mit angesagtem Re. Ohne Re-Ansage: Du sagst gar nichts an. Beides ist mehr als das Solo ohne Zusatz.</translation>
        </message>
        <message>
            <source>Play solo</source>
            <translation>Solo spielen</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed (%1); it takes a random legal action.</source>
            <translation>Ein Computerspieler ist ausgefallen (%1); er macht einen zufälligen erlaubten Zug.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Du bist nicht am Zug.</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>The history file belongs to another program; it was set aside as %1.</source>
            <translation>Die Verlaufsdatei gehört zu einem anderen Programm; sie wurde als %1 beiseitegelegt.</translation>
        </message>
        <message>
            <source>In place of the history file there was something that is not a file; it was set aside as %1.</source>
            <translation>Anstelle der Verlaufsdatei lag etwas, das keine Datei ist; es wurde als %1 beiseitegelegt.</translation>
        </message>
        <message>
            <source>The history file was written by a newer version of Stammtisch; it was set aside as %1.</source>
            <translation>Die Verlaufsdatei stammt von einer neueren Stammtisch-Version; sie wurde als %1 beiseitegelegt.</translation>
        </message>
        <message>
            <source>The history file is damaged; it was set aside as %1.</source>
            <translation>Die Verlaufsdatei ist beschädigt; sie wurde als %1 beiseitegelegt.</translation>
        </message>
        <message>
            <source>A new history has been started.</source>
            <translation>Ein neuer Verlauf wurde begonnen.</translation>
        </message>
        <message>
            <source>The old file holds the history and the game in progress as they were; nothing in it was changed or deleted.</source>
            <translation>Die alte Datei enthält den Verlauf und das laufende Spiel so, wie sie waren; darin wurde nichts geändert oder gelöscht.</translation>
        </message>
        <message>
            <source>In place of %1, a file SQLite keeps beside the history file, there was something that is not a file; it was set aside as %2.</source>
            <translation>Anstelle von %1, einer Datei, die SQLite neben der Verlaufsdatei führt, lag etwas, das keine Datei ist; es wurde als %2 beiseitegelegt.</translation>
        </message>
        <message>
            <source>The history and the game in progress are kept; nothing in them was changed or deleted.</source>
            <translation>Der Verlauf und das laufende Spiel bleiben erhalten; darin wurde nichts geändert oder gelöscht.</translation>
        </message>
        <message>
            <source>The history file was empty (0 bytes), so it held no history; it was set aside as %1.</source>
            <translation>Die Verlaufsdatei war leer (0 Byte) und enthielt daher keinen Verlauf; sie wurde als %1 beiseitegelegt.</translation>
        </message>
        <message>
            <source>Another program is using Stammtisch's data file (perhaps Stammtisch is running twice).</source>
            <translation>Ein anderes Programm benutzt die Datendatei von Stammtisch (vielleicht läuft Stammtisch zweimal).</translation>
        </message>
        <message>
            <source>The disk is full.</source>
            <translation>Der Datenträger ist voll.</translation>
        </message>
        <message>
            <source>Stammtisch's data folder cannot be written to (%1).</source>
            <translation>In den Datenordner von Stammtisch kann nicht geschrieben werden (%1).</translation>
        </message>
        <message>
            <source>The data file cannot be written (%1).</source>
            <translation>Die Datendatei kann nicht geschrieben werden (%1).</translation>
        </message>
        <message>
            <source>Stammtisch cannot use its data file %1.</source>
            <translation>Stammtisch kann seine Datendatei %1 nicht benutzen.</translation>
        </message>
        <message>
            <source>Not saved: nothing in this window, neither the game you play nor the finished deals for the history and statistics.</source>
            <translation>Nicht gespeichert: nichts in diesem Fenster, weder das Spiel, das du spielst, noch die beendeten Spiele für Verlauf und Statistik.</translation>
        </message>
        <message>
            <source>Kept: the saved game and the history in the file, as they are. Start Stammtisch again once the cause is gone.</source>
            <translation>Erhalten: das gespeicherte Spiel und der Verlauf in der Datei, unverändert. Starte Stammtisch neu, sobald die Ursache behoben ist.</translation>
        </message>
        <message>
            <source>Kept: the deals finished in earlier games, in the history. This game has not been saved yet.</source>
            <translation>Erhalten: die in früheren Serien beendeten Spiele, im Verlauf. Diese Serie wurde noch nicht gespeichert.</translation>
        </message>
        <message numerus="yes">
            <source>Kept: the game as it was last saved (%1 of %n deals finished), and every finished deal in the history.</source>
            <translation>
                <numerusform>Erhalten: das Spiel, wie es zuletzt gespeichert wurde (%1 von %n Spiel beendet), und jedes beendete Spiel im Verlauf.</numerusform>
                <numerusform>Erhalten: das Spiel, wie es zuletzt gespeichert wurde (%1 von %n Spielen beendet), und jedes beendete Spiel im Verlauf.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Kept: the game as it was last saved (%1 of %n deals finished, deal %2 up to move %3), and every finished deal in the history.</source>
            <translation>
                <numerusform>Erhalten: das Spiel, wie es zuletzt gespeichert wurde (%1 von %n Spiel beendet, Spiel %2 bis Zug %3), und jedes beendete Spiel im Verlauf.</numerusform>
                <numerusform>Erhalten: das Spiel, wie es zuletzt gespeichert wurde (%1 von %n Spielen beendet, Spiel %2 bis Zug %3), und jedes beendete Spiel im Verlauf.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>Das Spiel konnte nicht gespeichert werden.</translation>
        </message>
        <message>
            <source>Not saved: the moves since then, and the result of a deal finished since then.</source>
            <translation>Nicht gespeichert: die Züge seitdem und das Ergebnis eines seitdem beendeten Spiels.</translation>
        </message>
        <message>
            <source>Stammtisch tries again after every move and saves everything missed as soon as it can.</source>
            <translation>Stammtisch versucht es nach jedem Zug erneut und speichert alles Versäumte, sobald es geht.</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n deals imported, %2 there already, %3 refused, %4 skipped.</source>
            <translation>
                <numerusform>%1: %n Spiel importiert, %2 schon vorhanden, %3 abgelehnt, %4 übersprungen.</numerusform>
                <numerusform>%1: %n Spiele importiert, %2 schon vorhanden, %3 abgelehnt, %4 übersprungen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Refused, because the result the record states is not the result its replay gives (nothing of them was stored):</source>
            <translation>Abgelehnt, weil das Ergebnis, das die Aufzeichnung angibt, nicht das Ergebnis ist, das ihr Nachspielen ergibt (davon wurde nichts gespeichert):</translation>
        </message>
        <message>
            <source>Skipped, because they do not replay through our rules or do not finish:</source>
            <translation>Übersprungen, weil sie sich nach unseren Regeln nicht nachspielen lassen oder nicht zu Ende gehen:</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more.</source>
            <translation>
                <numerusform>… und %n weiteres.</numerusform>
                <numerusform>… und %n weitere.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is saved again.</source>
            <translation>Das Spiel wird wieder gespeichert.</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Stark</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Anfänger</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
    </context>
    <context>
        <name>LastTrickDialog</name>
        <message>
            <source>Last trick</source>
            <translation>Letzter Stich</translation>
        </message>
        <message>
            <source>No trick has been completed yet.</source>
            <translation>Es ist noch kein Stich vollständig.</translation>
        </message>
        <message>
            <source>You took the trick.</source>
            <translation>Du hast den Stich bekommen.</translation>
        </message>
        <message>
            <source>%1 took the trick.</source>
            <translation>%1 hat den Stich bekommen.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Stammtisch</source>
            <translation>Stammtisch</translation>
        </message>
        <message>
            <source>&amp;Close practice</source>
            <translation>Übung &amp;schließen</translation>
        </message>
        <message>
            <source>Close practice (Esc)</source>
            <translation>Übung schließen (Esc)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Letzter Stich</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>Spiel&amp;liste</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>S&amp;tatistik</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>S&amp;ettings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;About Stammtisch</source>
            <translation>Ü&amp;ber Stammtisch</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Tastatur</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Regeln dieses Spiels</translation>
        </message>
        <message>
            <source>Go to the hand, the trick or the decisions</source>
            <translation>Zum Blatt, zum Stich oder zu den Entscheidungen</translation>
        </message>
        <message>
            <source>Go back to the decisions, the trick or the hand</source>
            <translation>Zurück zu den Entscheidungen, zum Stich oder zum Blatt</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Spielliste</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>The deal in progress is lost, and this session cannot be continued afterwards.</source>
            <translation>Das laufende Spiel geht verloren, und diese Serie kann danach nicht fortgesetzt werden.</translation>
        </message>
        <message numerus="yes">
            <source>The %n finished deals of this session stay in your history and statistics, with their scores.</source>
            <translation>
                <numerusform>Das beendete Spiel dieser Serie bleibt mit seinen Punkten in deinem Verlauf und in der Statistik.</numerusform>
                <numerusform>Die %n beendeten Spiele dieser Serie bleiben mit ihren Punkten in deinem Verlauf und in der Statistik.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The %n finished deals of this session are not kept in a history here.</source>
            <translation>
                <numerusform>Das beendete Spiel dieser Serie wird hier in keinem Verlauf aufbewahrt.</numerusform>
                <numerusform>Die %n beendeten Spiele dieser Serie werden hier in keinem Verlauf aufbewahrt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Finished deals were found without the saved game they belong to; they cannot be resumed and were set aside as %1.</source>
            <translation>Beendete Spiele ohne das gespeicherte Spiel, zu dem sie gehören, wurden gefunden; sie können nicht fortgesetzt werden und wurden als %1 beiseitegelegt.</translation>
        </message>
        <message>
            <source>The saved game could not be read and was set aside as %1.</source>
            <translation>Das gespeicherte Spiel war nicht lesbar und wurde als %1 beiseitegelegt.</translation>
        </message>
        <message>
            <source>Scores: %1</source>
            <translation>Punkte: %1</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>This deal: %1</source>
            <translation>Dieses Spiel: %1</translation>
        </message>
        <message>
            <source>Saved game</source>
            <translation>Gespeichertes Spiel</translation>
        </message>
        <message>
            <source>Resume the saved game of %1 (deal %2 of %3)?</source>
            <translation>Die gespeicherte Serie %1 fortsetzen (Spiel %2 von %3)?</translation>
        </message>
        <message>
            <source>Start a new game from the Game menu.</source>
            <translation>Starte ein neues Spiel im Menü „Spiel“.</translation>
        </message>
        <message>
            <source>Your turn: lay a card away (double-click it, drag it to the side, or press Return on it).</source>
            <translation>Du bist dran: Leg eine Karte weg (doppelklicke sie, zieh sie zur Seite oder drück die Eingabetaste auf ihr).</translation>
        </message>
        <message>
            <source>Your turn: choose a card to pass on.</source>
            <translation>Du bist dran: Wähle eine Karte zum Weitergeben.</translation>
        </message>
        <message>
            <source>Your turn: play a card or choose.</source>
            <translation>Du bist dran: Spiel eine Karte aus oder entscheide dich.</translation>
        </message>
        <message>
            <source>Your turn: play a card.</source>
            <translation>Du bist dran: Spiel eine Karte aus.</translation>
        </message>
        <message>
            <source>Your turn: choose.</source>
            <translation>Du bist dran: Entscheide dich.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 überlegt…</translation>
        </message>
        <message>
            <source>It is %1's turn.</source>
            <translation>%1 ist am Zug.</translation>
        </message>
        <message numerus="yes">
            <source>Your turn: choose %n cards to lay away (click them or press Space on them; once more puts one back), then confirm.</source>
            <translation>
                <numerusform>Du bist dran: Wähle %n Karte zum Weglegen (anklicken oder Leertaste auf der Karte; nochmal legt sie zurück), dann bestätige.</numerusform>
                <numerusform>Du bist dran: Wähle %n Karten zum Weglegen (anklicken oder Leertaste auf der Karte; nochmal legt eine zurück), dann bestätige.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your turn: choose %n cards to pass on (click them or press Space on them; once more puts one back), then confirm.</source>
            <translation>
                <numerusform>Du bist dran: Wähle %n Karte zum Weitergeben (anklicken oder Leertaste auf der Karte; nochmal legt sie zurück), dann bestätige.</numerusform>
                <numerusform>Du bist dran: Wähle %n Karten zum Weitergeben (anklicken oder Leertaste auf der Karte; nochmal legt eine zurück), dann bestätige.</numerusform>
            </translation>
        </message>
        <message>
            <source>Start a new game first.</source>
            <translation>Starte zuerst ein neues Spiel.</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>Die Serie ist zu Ende.</translation>
        </message>
        <message>
            <source>No history is kept in this window.</source>
            <translation>In diesem Fenster wird kein Verlauf geführt.</translation>
        </message>
        <message>
            <source>Hide or show it with Ctrl+K.</source>
            <translation>Mit Strg+K aus- und einblenden.</translation>
        </message>
        <message>
            <source>Hist&amp;ory…</source>
            <translation>&amp;Verlauf…</translation>
        </message>
        <message>
            <source>A deal is being played. Give it up and start the new game?</source>
            <translation>Ein Spiel läuft gerade. Aufgeben und das neue Spiel beginnen?</translation>
        </message>
        <message>
            <source>&amp;Give up the deal</source>
            <translation>Spiel &amp;aufgeben</translation>
        </message>
        <message>
            <source>&amp;Keep playing</source>
            <translation>&amp;Weiterspielen</translation>
        </message>
        <message>
            <source>Pass on the chosen cards (%1 of %2)</source>
            <translation>Gewählte Karten weitergeben (%1 von %2)</translation>
        </message>
        <message>
            <source>Lay away the chosen cards (%1 of %2)</source>
            <translation>Gewählte Karten weglegen (%1 von %2)</translation>
        </message>
        <message>
            <source>&amp;Import records…</source>
            <translation>Partien &amp;importieren…</translation>
        </message>
        <message>
            <source>Import records</source>
            <translation>Partien importieren</translation>
        </message>
        <message>
            <source>E&amp;xport game…</source>
            <translation>Serie e&amp;xportieren…</translation>
        </message>
        <message>
            <source>Export game</source>
            <translation>Serie exportieren</translation>
        </message>
        <message>
            <source>Stammtisch games (*.json)</source>
            <translation>Stammtisch-Serien (*.json)</translation>
        </message>
        <message>
            <source>There is no game to export.</source>
            <translation>Es gibt keine Serie zum Exportieren.</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>%1 konnte nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>The game was exported to %1.</source>
            <translation>Die Serie wurde nach %1 exportiert.</translation>
        </message>
        <message>
            <source>%1 could not be imported: %2</source>
            <translation>%1 konnte nicht importiert werden: %2</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Spiel:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Mitspieler:</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Dein &amp;Name:</translation>
        </message>
        <message>
            <source>Computer opponents</source>
            <translation>Computergegner</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>Los &amp;geht’s</translation>
        </message>
        <message>
            <source>No game is installed.</source>
            <translation>Es ist kein Spiel installiert.</translation>
        </message>
        <message>
            <source>How well this computer player plays.</source>
            <translation>Wie stark dieser Computerspieler spielt.</translation>
        </message>
        <message>
            <source>Seat %1:</source>
            <translation>Platz %1:</translation>
        </message>
        <message>
            <source>Name of seat %1</source>
            <translation>Name auf Platz %1</translation>
        </message>
        <message>
            <source>Strength of seat %1</source>
            <translation>Stärke auf Platz %1</translation>
        </message>
        <message numerus="yes">
            <source>Tournament list: %n deals</source>
            <translation>
                <numerusform>Turnierliste: %n Spiel</numerusform>
                <numerusform>Turnierliste: %n Spiele</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 (see the rules below) = %n deals</source>
            <translation>
                <numerusform>%1 (siehe Regeln unten) = %n Spiel</numerusform>
                <numerusform>%1 (siehe Regeln unten) = %n Spiele</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>= %n deals</source>
            <translation>
                <numerusform>= %n Spiel</numerusform>
                <numerusform>= %n Spiele</numerusform>
            </translation>
        </message>
        <message>
            <source>This game has no rule options.</source>
            <translation>Dieses Spiel hat keine Regeloptionen.</translation>
        </message>
        <message>
            <source>Default: %1</source>
            <translation>Standard: %1</translation>
        </message>
        <message>
            <source>How many rounds the session lasts; in a round every player deals once.</source>
            <translation>Wie viele Runden die Serie dauert; in einer Runde gibt jeder einmal.</translation>
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation>&amp;Runden:</translation>
        </message>
        <message>
            <source>&amp;Learning mode</source>
            <translation>&amp;Lernmodus</translation>
        </message>
        <message>
            <source>A short line when each phase of the deal begins (the first few times), and one after each trick.</source>
            <translation>Eine kurze Zeile, wenn eine Phase des Spiels beginnt (die ersten Male), und eine nach jedem Stich.</translation>
        </message>
        <message>
            <source>Show the &amp;hint before each of my decisions</source>
            <translation>&amp;Tipp vor jeder meiner Entscheidungen zeigen</translation>
        </message>
        <message>
            <source>Learning mode asks the coach by itself before each of your decisions and shows its advice, as the Hint button does.</source>
            <translation>Der Lernmodus fragt vor jeder deiner Entscheidungen von selbst den Trainer und zeigt seinen Rat, wie es der Tipp-Knopf tut.</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Deal %1 of %2</source>
            <translation>Spiel %1 von %2</translation>
        </message>
        <message>
            <source>The result of the deal</source>
            <translation>Das Ergebnis des Spiels</translation>
        </message>
        <message>
            <source>Up and Down read it line by line.</source>
            <translation>Pfeil hoch und runter lesen es Zeile für Zeile.</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>&amp;Nächstes Spiel</translation>
        </message>
        <message>
            <source>&amp;Done</source>
            <translation>&amp;Fertig</translation>
        </message>
        <message>
            <source>Thrown in</source>
            <translation>Eingeworfen</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Abrechnung</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>this deal</source>
            <translation>dieses Spiel</translation>
        </message>
        <message>
            <source>total</source>
            <translation>gesamt</translation>
        </message>
        <message>
            <source>The session is over</source>
            <translation>Die Serie ist zu Ende</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gewonnen</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>verloren</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Partei</translation>
        </message>
        <message>
            <source>Needed</source>
            <translation>Ziel</translation>
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
            <translation>Sauspiel allein</translation>
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
            <translation>Das Sauspiel: Wer die gerufene Sau hat, spielt mit dir.</translation>
        </message>
        <message>
            <source>You hold every Sau you could call: the partner game, played alone.</source>
            <translation>Du hast jede Sau, die du rufen könntest: das Sauspiel, allein gespielt.</translation>
        </message>
        <message>
            <source>Alone against three: the Obers and one suit are trump.</source>
            <translation>Allein gegen drei: Die Ober und eine Farbe sind Trumpf.</translation>
        </message>
        <message>
            <source>Alone against three: the Unters and one suit are trump.</source>
            <translation>Allein gegen drei: Die Unter und eine Farbe sind Trumpf.</translation>
        </message>
        <message>
            <source>Alone against three: only the Obers are trump.</source>
            <translation>Allein gegen drei: Nur die Ober sind Trumpf.</translation>
        </message>
        <message>
            <source>Alone against three: only the Unters are trump.</source>
            <translation>Allein gegen drei: Nur die Unter sind Trumpf.</translation>
        </message>
        <message>
            <source>Alone against three: Obers, Unters and one suit are trump.</source>
            <translation>Allein gegen drei: Ober, Unter und eine Farbe sind Trumpf.</translation>
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
            <translation>Tout: Du machst alle Stiche, für den doppelten Preis.</translation>
        </message>
        <message>
            <source>Announce</source>
            <translation>Ansagen</translation>
        </message>
    </context>
    <context>
        <name>SchafkopfControls</name>
        <message>
            <source>Knock before the auction? Each knock doubles the price.</source>
            <translation>Klopfst du vor dem Bieten? Jedes Klopfen verdoppelt den Preis.</translation>
        </message>
        <message>
            <source>The auction: do you want to play?</source>
            <translation>Willst du spielen?</translation>
        </message>
        <message>
            <source>%1 wants to play: pass, or overcall with a stronger game.</source>
            <translation>%1 spielt: Sag weiter, oder überbiete mit einem höheren Spiel.</translation>
        </message>
        <message>
            <source>%1 overcalls with %2: hold (you play at least that) or pass.</source>
            <translation>%1 bietet %2: Halten (du spielst mindestens das) oder weiter.</translation>
        </message>
        <message>
            <source>You play: announce your game.</source>
            <translation>Du spielst: Sag dein Spiel an.</translation>
        </message>
        <message>
            <source>%1 plays %2. Kontra?</source>
            <translation>%1 spielt %2. Kontra?</translation>
        </message>
        <message>
            <source>%1 gave Kontra. Re?</source>
            <translation>%1 gibt Kontra. Re?</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>You do not want to play.</source>
            <translation>Du willst nicht spielen.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Ich spiel</translation>
        </message>
        <message>
            <source>You want to play; you name the game once the auction is over.</source>
            <translation>Du willst spielen; das Spiel sagst du nach dem Bieten an.</translation>
        </message>
        <message>
            <source>Hold</source>
            <translation>Halten</translation>
        </message>
        <message>
            <source>You play at least the game just named: you spoke first, so you keep it.</source>
            <translation>Du spielst mindestens das eben genannte Spiel: Du warst zuerst dran und behältst es.</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>Klopfen</translation>
        </message>
        <message>
            <source>Knocking doubles the price.</source>
            <translation>Klopfen verdoppelt den Preis.</translation>
        </message>
        <message>
            <source>No knock</source>
            <translation>Nicht klopfen</translation>
        </message>
        <message>
            <source>Sie</source>
            <translation>Sie</translation>
        </message>
        <message>
            <source>All Obers and Unters: you win at once.</source>
            <translation>Alle Ober und Unter: Du gewinnst sofort.</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>Double the price against the declarer.</source>
            <translation>Verdopple den Preis gegen den Spieler.</translation>
        </message>
        <message>
            <source>No Kontra</source>
            <translation>Kein Kontra</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>Re</translation>
        </message>
        <message>
            <source>Double the price again.</source>
            <translation>Verdopple den Preis noch einmal.</translation>
        </message>
        <message>
            <source>No Re</source>
            <translation>Kein Re</translation>
        </message>
        <message>
            <source>A stronger game than the one on the table.</source>
            <translation>Ein höheres Spiel als das angesagte.</translation>
        </message>
        <message>
            <source>Overcall</source>
            <translation>Überbieten</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetModel</name>
        <message>
            <source>thrown in</source>
            <translation>eingeworfen</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>French (black and red)</source>
            <translation>Französisches Blatt (schwarz und rot)</translation>
        </message>
        <message>
            <source>Four colours (tournament)</source>
            <translation>Vierfarbig (Turnierbild)</translation>
        </message>
        <message>
            <source>German suits</source>
            <translation>Deutsches Blatt</translation>
        </message>
        <message>
            <source>Faces for the French-suited games. Schafkopf is always German-suited.</source>
            <translation>Kartenbild für die Spiele mit französischem Blatt. Schafkopf wird immer mit deutschem Blatt gespielt.</translation>
        </message>
        <message>
            <source>&amp;Card faces:</source>
            <translation>&amp;Kartenbild:</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <source>&amp;Animations:</source>
            <translation>&amp;Animationen:</translation>
        </message>
        <message>
            <source>&amp;Opponents' strength:</source>
            <translation>Stärke der &amp;Gegner:</translation>
        </message>
        <message>
            <source>Stays until I click the table</source>
            <translation>Bleibt liegen, bis ich auf den Tisch klicke</translation>
        </message>
        <message>
            <source>Is gathered after a moment</source>
            <translation>Wird nach einem Moment eingesammelt</translation>
        </message>
        <message>
            <source>A completed trick stays in the middle, with its taker named, until you click the table or play your next card; the computer players wait meanwhile.</source>
            <translation>Ein fertiger Stich bleibt in der Mitte liegen, mit dem Namen dessen, der ihn bekommt, bis du auf den Tisch klickst oder deine nächste Karte spielst; die Computerspieler warten so lange.</translation>
        </message>
        <message>
            <source>Completed &amp;trick:</source>
            <translation>&amp;Fertiger Stich:</translation>
        </message>
    </context>
    <context>
        <name>SheepsheadControls</name>
        <message>
            <source>Pick up the blind and play against the others, or pass.</source>
            <translation>Nimm den Blind auf und spiel gegen die anderen, oder passe.</translation>
        </message>
        <message>
            <source>Call a partner: whoever holds the called card plays with you. Or go alone.</source>
            <translation>Ruf einen Partner: Wer die gerufene Karte hat, spielt mit dir. Oder spiel allein.</translation>
        </message>
        <message>
            <source>You hold no card of a suit whose ace you could call: call it anyway and lay one card face down. That unknown card counts as the lowest card of the called suit and is played the first time the suit is led.</source>
            <translation>Du hast keine Karte einer Farbe, deren Ass du rufen könntest: Ruf es trotzdem und leg eine Karte verdeckt hin. Diese unbekannte Karte zählt als niedrigste Karte der gerufenen Farbe und wird gespielt, wenn die Farbe zum ersten Mal ausgespielt wird.</translation>
        </message>
        <message>
            <source>Lay one card face down as the unknown card (double-click it, drag it onto the table or press Return on it): it counts as the lowest %1 and is played the first time %1 is led.</source>
            <translation>Leg eine Karte verdeckt als unbekannte Karte hin (doppelklicke sie, zieh sie auf den Tisch oder wähle sie mit der Eingabetaste): Sie zählt als niedrigste %1-Karte und wird gespielt, wenn %1 zum ersten Mal ausgespielt wird.</translation>
        </message>
        <message numerus="yes">
            <source>Bury %n cards: choose them (click them or press Space on them; once more puts one back), then confirm. Still to bury: %1.</source>
            <translation>
                <numerusform>Vergrab %n Karte: Wähle sie (anklicken oder Leertaste auf der Karte; nochmal legt sie zurück), dann bestätige. Noch zu vergraben: %1.</numerusform>
                <numerusform>Vergrab %n Karten: Wähle sie (anklicken oder Leertaste auf der Karte; nochmal legt eine zurück), dann bestätige. Noch zu vergraben: %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bury the chosen cards (%1 of %2)</source>
            <translation>Gewählte Karten vergraben (%1 von %2)</translation>
        </message>
        <message>
            <source>Pick</source>
            <translation>Aufnehmen</translation>
        </message>
        <message>
            <source>Take up the blind and play against the others.</source>
            <translation>Nimm den Blind auf und spiel gegen die anderen.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passe</translation>
        </message>
        <message>
            <source>Leave the blind to the next player.</source>
            <translation>Überlass den Blind dem Nächsten.</translation>
        </message>
        <message>
            <source>Go alone</source>
            <translation>Allein spielen</translation>
        </message>
        <message>
            <source>Play without a partner.</source>
            <translation>Spiel ohne Partner.</translation>
        </message>
        <message>
            <source>Call ♦J</source>
            <translation>Karo-Bube rufen</translation>
        </message>
        <message>
            <source>The holder of the jack of diamonds plays with you.</source>
            <translation>Wer den Karo-Buben hat, spielt mit dir.</translation>
        </message>
        <message>
            <source>Play the unknown card</source>
            <translation>Unbekannte Karte spielen</translation>
        </message>
        <message>
            <source>Play the card you laid face down.</source>
            <translation>Spiel die Karte, die du verdeckt hingelegt hast.</translation>
        </message>
        <message>
            <source>%1 with an unknown card</source>
            <translation>%1 mit unbekannter Karte</translation>
        </message>
        <message>
            <source>Call</source>
            <translation>Rufen</translation>
        </message>
        <message>
            <source>Whoever holds the called card is your partner.</source>
            <translation>Wer die gerufene Karte hat, ist dein Partner.</translation>
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
            <translation>Schneider angesagt</translation>
        </message>
        <message>
            <source>Schwarz announced</source>
            <translation>Schwarz angesagt</translation>
        </message>
        <message>
            <source>Ouvert</source>
            <translation>Ouvert</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>Ansagen</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Karo</translation>
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
            <translation>Punktestand</translation>
        </message>
        <message>
            <source>This session</source>
            <translation>Diese Serie</translation>
        </message>
        <message>
            <source>By role</source>
            <translation>Nach Rolle</translation>
        </message>
        <message>
            <source>By contract</source>
            <translation>Nach Spielart</translation>
        </message>
        <message>
            <source>Declarer wins</source>
            <translation>Gewonnene Spiele</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Reizen</translation>
        </message>
        <message>
            <source>Grades</source>
            <translation>Bewertungen</translation>
        </message>
        <message>
            <source>Skill rating</source>
            <translation>Spielstärke</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Kartenglück</translation>
        </message>
        <message>
            <source>Score list</source>
            <translation>Spielliste</translation>
        </message>
        <message>
            <source>nobody won</source>
            <translation>niemand hat gewonnen</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Gegenspieler</translation>
        </message>
        <message>
            <source>No declarer</source>
            <translation>Ohne Spieler</translation>
        </message>
        <message>
            <source>Sat out</source>
            <translation>Ausgesetzt</translation>
        </message>
        <message>
            <source>%1 %2 ± %3</source>
            <translation>%1 %2 ± %3</translation>
        </message>
        <message>
            <source>Your rating, kept per game: %1 (Glicko-2; computer ratings: Beginner 1300, Standard 1550, Strong 1800).</source>
            <translation>Deine Wertung, je Spiel geführt: %1 (Glicko-2; Computer: Anfänger 1300, Standard 1550, Stark 1800).</translation>
        </message>
        <message>
            <source>%1, after session %2: %3 ± %4</source>
            <translation>%1, nach Serie %2: %3 ± %4</translation>
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
            <source>How the list is kept</source>
            <translation>Wie die Liste geführt wird</translation>
        </message>
        <message>
            <source>Export &amp;chart…</source>
            <translation>&amp;Diagramm exportieren…</translation>
        </message>
        <message>
            <source>Export &amp;data…</source>
            <translation>Da&amp;ten exportieren…</translation>
        </message>
        <message>
            <source>Every deal under these filters, to open, review or practise</source>
            <translation>Alle Spiele zu diesen Filtern, zum Öffnen, für den Rückblick oder zum Üben</translation>
        </message>
        <message>
            <source>Deals: %1</source>
            <translation>Spiele: %1</translation>
        </message>
        <message>
            <source>No deals match the filters.</source>
            <translation>Kein Spiel passt zu den Filtern.</translation>
        </message>
        <message>
            <source>Choose a game above: each game counts its points on its own scale, so the points of different games are never added up.</source>
            <translation>Wähle oben ein Spiel: Jedes Spiel zählt seine Punkte in seinem eigenen Maßstab, darum werden die Punkte verschiedener Spiele nie zusammengezählt.</translation>
        </message>
        <message>
            <source>Choose a point (click it, or the arrow keys and Return) to open its deal.</source>
            <translation>Wähle einen Punkt (anklicken, oder mit den Pfeiltasten und der Eingabetaste), um sein Spiel zu öffnen.</translation>
        </message>
        <message>
            <source>Deal %1, %2
Running total: %3</source>
            <translation>Spiel %1, %2
Stand: %3</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Deal %1 of the session
Running total: %2</source>
            <translation>Spiel %1 der Serie
Stand: %2</translation>
        </message>
        <message>
            <source>Deal of the session</source>
            <translation>Spiel der Serie</translation>
        </message>
        <message>
            <source>Points a deal</source>
            <translation>Punkte je Spiel</translation>
        </message>
        <message>
            <source>Your average score a deal in each role.</source>
            <translation>Deine durchschnittlichen Punkte je Spiel in jeder Rolle.</translation>
        </message>
        <message>
            <source>Your average score a deal by the contract played.</source>
            <translation>Deine durchschnittlichen Punkte je Spiel nach der gespielten Spielart.</translation>
        </message>
        <message>
            <source>You have not declared a game under these filters.</source>
            <translation>Zu diesen Filtern hast du kein Spiel als Spieler gespielt.</translation>
        </message>
        <message>
            <source>Won (%)</source>
            <translation>Gewonnen (%)</translation>
        </message>
        <message>
            <source>How often you won as declarer, by contract (in brackets: the games it rests on).</source>
            <translation>Wie oft du als Spieler gewonnen hast, nach Spielart (in Klammern: wie viele Spiele es sind).</translation>
        </message>
        <message>
            <source>Card points of your side</source>
            <translation>Augen deiner Partei</translation>
        </message>
        <message>
            <source>No bids to show: you have not declared a Skat game under these filters.</source>
            <translation>Kein Reizen zu zeigen: Du hast unter diesen Filtern kein Skatspiel gespielt.</translation>
        </message>
        <message>
            <source>Value bid</source>
            <translation>Gereizter Wert</translation>
        </message>
        <message>
            <source>Value of the game</source>
            <translation>Spielwert</translation>
        </message>
        <message>
            <source>Graded deals</source>
            <translation>Bewertete Spiele</translation>
        </message>
        <message>
            <source>No deals against computer opponents to rate.</source>
            <translation>Keine Spiele gegen Computergegner zu bewerten.</translation>
        </message>
        <message numerus="yes">
            <source>After %Ln deals: you %1, the Strong computer %2</source>
            <translation>
                <numerusform>Nach %Ln Spiel: du %1, der starke Computer %2</numerusform>
                <numerusform>Nach %Ln Spielen: du %1, der starke Computer %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%Ln deals; blue: you, orange: the computer).</source>
            <translation>
                <numerusform>Gemessen an den Karten: Du hast %1 erzielt, der starke Computer mit deinen Karten %2 (%Ln Spiel; blau: du, orange: der Computer).</numerusform>
                <numerusform>Gemessen an den Karten: Du hast %1 erzielt, der starke Computer mit deinen Karten %2 (%Ln Spiele; blau: du, orange: der Computer).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 · %Ln deals</source>
            <translation>
                <numerusform>%1 · %Ln Spiel</numerusform>
                <numerusform>%1 · %Ln Spiele</numerusform>
            </translation>
        </message>
        <message>
            <source>The score list of the Skat session of %1 (the latest comes first).</source>
            <translation>Die Spielliste der Skat-Serie vom %1 (die letzte steht oben).</translation>
        </message>
        <message>
            <source>Sessions</source>
            <translation>Serien</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>Diagramm</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Diagramme</translation>
        </message>
        <message>
            <source>Hist&amp;ory…</source>
            <translation>&amp;Verlauf…</translation>
        </message>
        <message numerus="yes">
            <source>Your running total across sessions: %1 after %Ln deals.</source>
            <translation>
                <numerusform>Dein Punktestand über alle Serien: %1 nach %Ln Spiel.</numerusform>
                <numerusform>Dein Punktestand über alle Serien: %1 nach %Ln Spielen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The latest session (%1): %2 after %Ln deals.</source>
            <translation>
                <numerusform>Die letzte Serie (%1): %2 nach %Ln Spiel.</numerusform>
                <numerusform>Die letzte Serie (%1): %2 nach %Ln Spielen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln deals, in all %2, a deal %3</source>
            <translation>
                <numerusform>%1: %Ln Spiel, zusammen %2, je Spiel %3</numerusform>
                <numerusform>%1: %Ln Spiele, zusammen %2, je Spiel %3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: won %2 of %3 (%4)</source>
            <translation>%1: %2 von %3 gewonnen (%4)</translation>
        </message>
        <message>
            <source>%1 (%2 of %3)</source>
            <translation>%1 (%2 von %3)</translation>
        </message>
        <message numerus="yes">
            <source>%Ln Null games: the declarer wins by taking no trick, whatever the card points.</source>
            <translation>
                <numerusform>%Ln Nullspiel: Der Spieler gewinnt, wenn er keinen Stich macht, ganz gleich, wie viele Augen.</numerusform>
                <numerusform>%Ln Nullspiele: Der Spieler gewinnt, wenn er keinen Stich macht, ganz gleich, wie viele Augen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln games that needed every trick (Tout, Schwarz announced, Ouvert): the tricks decide, not the card points.</source>
            <translation>
                <numerusform>%Ln Spiel, das alle Stiche verlangte (Tout, Schwarz angesagt, ouvert): Die Stiche entscheiden, nicht die Augen.</numerusform>
                <numerusform>%Ln Spiele, die alle Stiche verlangten (Tout, Schwarz angesagt, ouvert): Die Stiche entscheiden, nicht die Augen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals in which each played alone (Ramsch, Leaster): no side's card points.</source>
            <translation>
                <numerusform>%Ln Spiel, in dem jeder für sich spielte (Ramsch, Leaster): keine Augen einer Partei.</numerusform>
                <numerusform>%Ln Spiele, in denen jeder für sich spielte (Ramsch, Leaster): keine Augen einer Partei.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals in which no card was played (thrown in, a Sie shown).</source>
            <translation>
                <numerusform>%Ln Spiel ohne ausgespielte Karte (eingeworfen oder ein Sie gezeigt).</numerusform>
                <numerusform>%Ln Spiele ohne ausgespielte Karte (eingeworfen oder ein Sie gezeigt).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals you sat out.</source>
            <translation>
                <numerusform>%Ln Spiel, in dem du ausgesetzt hast.</numerusform>
                <numerusform>%Ln Spiele, in denen du ausgesetzt hast.</numerusform>
            </translation>
        </message>
        <message>
            <source>No deals whose card points decide the game.</source>
            <translation>Keine Spiele, in denen die Augen entscheiden.</translation>
        </message>
        <message>
            <source>Left out: %1</source>
            <translation>Nicht gezählt: %1</translation>
        </message>
        <message numerus="yes">
            <source>%1–%2 card points: %Ln deals</source>
            <translation>
                <numerusform>%1–%2 Augen: %Ln Spiel</numerusform>
                <numerusform>%1–%2 Augen: %Ln Spiele</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>How many card points your side took, over %Ln deals whose card points decide the game.</source>
            <translation>
                <numerusform>Wie viele Augen deine Partei bekommen hat, über %Ln Spiel, in dem die Augen entscheiden.</numerusform>
                <numerusform>Wie viele Augen deine Partei bekommen hat, über %Ln Spiele, in denen die Augen entscheiden.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bid %1, game worth %2: %Ln games</source>
            <translation>
                <numerusform>Gereizt %1, Spielwert %2: %Ln Spiel</numerusform>
                <numerusform>Gereizt %1, Spielwert %2: %Ln Spiele</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Overbid: %1 of %Ln games (%2). Below the dashed line the game fell short of the bid.</source>
            <translation>
                <numerusform>Überreizt: %1 von %Ln Spiel (%2). Unter der gestrichelten Linie blieb der Spielwert unter dem Reizwert.</numerusform>
                <numerusform>Überreizt: %1 von %Ln Spielen (%2). Unter der gestrichelten Linie blieb der Spielwert unter dem Reizwert.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message numerus="yes">
            <source>Graded deals %1 (to %2): %Ln decisions; lost a decision: %3</source>
            <translation>
                <numerusform>Bewertete Spiele %1 (bis %2): %Ln Entscheidung; verloren je Entscheidung: %3</numerusform>
                <numerusform>Bewertete Spiele %1 (bis %2): %Ln Entscheidungen; verloren je Entscheidung: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %Ln decisions (graded deals: %2).
Share of each grade: %3</source>
            <translation>
                <numerusform>Was deine Entscheidungen gegenüber der besten Wahl verschenkt haben, in Punkten je Entscheidung (weniger ist besser): %1 bei %Ln Entscheidung (bewertete Spiele: %2).
Anteil je Bewertung: %3</numerusform>
                <numerusform>Was deine Entscheidungen gegenüber der besten Wahl verschenkt haben, in Punkten je Entscheidung (weniger ist besser): %1 bei %Ln Entscheidungen (bewertete Spiele: %2).
Anteil je Bewertung: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln decisions; lost a decision: %2 (%3)</source>
            <translation>
                <numerusform>%1: %Ln Entscheidung; verloren je Entscheidung: %2 (%3)</numerusform>
                <numerusform>%1: %Ln Entscheidungen; verloren je Entscheidung: %2 (%3)</numerusform>
            </translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Spielstärke</translation>
        </message>
        <message>
            <source>The computer has not replayed any of these deals yet; it does so in the background.</source>
            <translation>Der Computer hat noch keines dieser Spiele nachgespielt; er tut es im Hintergrund.</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>Summe %1</translation>
        </message>
        <message>
            <source>Deal id</source>
            <translation>Spiel-ID</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Beendet</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rolle</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Spielart</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>Card points from</source>
            <translation>Augen ab</translation>
        </message>
        <message>
            <source>Latest deal id</source>
            <translation>Letzte Spiel-ID</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>Entscheidungen</translation>
        </message>
        <message>
            <source>Session id</source>
            <translation>Serien-ID</translation>
        </message>
        <message>
            <source>Deviation</source>
            <translation>Abweichung</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>The Strong computer's score</source>
            <translation>Punkte des starken Computers</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
        <message>
            <source>%1 (code)</source>
            <translation>%1 (Code)</translation>
        </message>
        <message>
            <source>The score list is kept for Skat sessions.</source>
            <translation>Die Spielliste gibt es für Skat-Serien.</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gewonnen</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>verloren</translation>
        </message>
        <message>
            <source>Export chart</source>
            <translation>Diagramm exportieren</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
        </message>
        <message>
            <source>Export data</source>
            <translation>Daten exportieren</translation>
        </message>
        <message>
            <source>CSV table (*.csv)</source>
            <translation>CSV-Tabelle (*.csv)</translation>
        </message>
        <message>
            <source>Export failed: %1</source>
            <translation>Export fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>best</source>
            <translation>bester Zug</translation>
        </message>
        <message>
            <source>good</source>
            <translation>gut</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>Ungenauigkeit</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>Patzer</translation>
        </message>
        <message>
            <source>No graded decisions yet: the coach grades your decisions in the background after each deal.</source>
            <translation>Noch keine bewerteten Entscheidungen: Der Trainer bewertet deine Entscheidungen nach jedem Spiel im Hintergrund.</translation>
        </message>
        <message>
            <source>Points lost a decision</source>
            <translation>Verlorene Punkte je Entscheidung</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Press Space or click the table to go on.</source>
            <translation>Leertaste oder Klick auf den Tisch, um weiterzuspielen.</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Geber</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>sits out</source>
            <translation>setzt aus</translation>
        </message>
        <message>
            <source>Tricks: %1</source>
            <translation>Stiche: %1</translation>
        </message>
        <message>
            <source>Game: %1</source>
            <translation>Spiel: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n cards are chosen already: click one of them to put it back.</source>
            <translation>
                <numerusform>%n Karte ist schon gewählt: Klick sie an, um sie zurückzulegen.</numerusform>
                <numerusform>%n Karten sind schon gewählt: Klick eine davon an, um sie zurückzulegen.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 takes the trick.</source>
            <translation>%1 bekommt den Stich.</translation>
        </message>
        <message>
            <source>You take the trick.</source>
            <translation>Du bekommst den Stich.</translation>
        </message>
        <message>
            <source>This card cannot be chosen now.</source>
            <translation>Diese Karte kann jetzt nicht gewählt werden.</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <translation>Kartentisch</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Stammtisch</source>
            <translation>Über Stammtisch</translation>
        </message>
        <message>
            <source>Version %1</source>
            <translation>Version %1</translation>
        </message>
        <message>
            <source>Licence: %1</source>
            <translation>Lizenz: %1</translation>
        </message>
        <message>
            <source>Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline.</source>
            <translation>Skat, Doppelkopf, Schafkopf und Sheepshead gegen Computergegner, offline.</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Über</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Tasten</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
    </context>
    <context>
        <name>Card</name>
        <message>
            <source>{suit} {rank}</source>
            <translation>{suit}-{rank}</translation>
        </message>
        <message>
            <source>{symbol}</source>
            <comment>a French-suited card in running text: {symbol} (♣J), or {suit} and {rank}</comment>
            <translation>{suit}-{rank}</translation>
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
            <source>Play a card.</source>
            <comment>goal.ask.any_card</comment>
            <translation>Spiel eine Karte.</translation>
        </message>
        <message>
            <source>Play a card as good as the best.</source>
            <comment>goal.ask.as_good_as_best</comment>
            <translation>Spiel eine Karte, die so gut ist wie die beste.</translation>
        </message>
        <message>
            <source>Bid or pass: your game is worth {value}.</source>
            <comment>goal.ask.bid_or_pass</comment>
            <translation>Reize oder passe: dein Spiel ist {value} wert.</translation>
        </message>
        <message>
            <source>Let another player take the trick.</source>
            <comment>goal.ask.duck</comment>
            <translation>Lass einen anderen den Stich nehmen.</translation>
        </message>
        <message>
            <source>Follow the suit led.</source>
            <comment>goal.ask.follow_suit</comment>
            <translation>Bediene die ausgespielte Farbe.</translation>
        </message>
        <message>
            <source>Give as many points as you can to a trick your side takes.</source>
            <comment>goal.ask.give_points</comment>
            <translation>Gib einem Stich, den deine Partei nimmt, so viele Augen wie möglich.</translation>
        </message>
        <message>
            <source>Give up the trick with as few points as you can.</source>
            <comment>goal.ask.give_up_cheaply</comment>
            <translation>Gib den Stich mit so wenig Augen wie möglich ab.</translation>
        </message>
        <message>
            <source>Play your highest trump.</source>
            <comment>goal.ask.highest_trump</comment>
            <translation>Spiel deinen höchsten Trumpf.</translation>
        </message>
        <message>
            <source>Lay away the card with the most points that is no trump.</source>
            <comment>goal.ask.lay_away_most_points</comment>
            <translation>Leg die Karte mit den meisten Augen weg, die kein Trumpf ist.</translation>
        </message>
        <message>
            <source>Lead a {suit} card.</source>
            <comment>goal.ask.lead_suit</comment>
            <translation>Spiel eine {suit}-Karte aus.</translation>
        </message>
        <message>
            <source>Lead a trump.</source>
            <comment>goal.ask.lead_trump</comment>
            <translation>Spiel einen Trumpf aus.</translation>
        </message>
        <message>
            <source>Play an ace that is no trump.</source>
            <comment>goal.ask.plain_ace</comment>
            <translation>Spiel ein Ass, das kein Trumpf ist.</translation>
        </message>
        <message>
            <source>Say: {what}.</source>
            <comment>goal.ask.say</comment>
            <translation>Sag: {what}.</translation>
        </message>
        <message>
            <source>Show which party you play for.</source>
            <comment>goal.ask.show_party</comment>
            <translation>Zeig, für welche Partei du spielst.</translation>
        </message>
        <message>
            <source>Take the trick.</source>
            <comment>goal.ask.take_trick</comment>
            <translation>Nimm den Stich.</translation>
        </message>
        <message>
            <source>Take the trick as cheaply as you can.</source>
            <comment>goal.ask.win_cheaply</comment>
            <translation>Nimm den Stich so billig wie möglich.</translation>
        </message>
        <message numerus="yes">
            <source>{card} lays away {points} points that count for you, and it is no trump.</source>
            <comment>goal.met.away</comment>
            <translation>
                <numerusform>{card} legt {points} Auge weg, das für dich zählt, und ist kein Trumpf.</numerusform>
                <numerusform>{card} legt {points} Augen weg, die für dich zählen, und ist kein Trumpf.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your game is worth {value}, and {bid} is the lowest bid.</source>
            <comment>goal.met.bid</comment>
            <translation>Dein Spiel ist {value} wert, und {bid} ist das niedrigste Gebot.</translation>
        </message>
        <message>
            <source>{card} may be played now.</source>
            <comment>goal.met.card</comment>
            <translation>{card} darf jetzt gespielt werden.</translation>
        </message>
        <message numerus="yes">
            <source>{card} need not take the trick and gives away only {points} points.</source>
            <comment>goal.met.cheap_loss</comment>
            <translation>
                <numerusform>{card} muss den Stich nicht nehmen und gibt nur {points} Auge ab.</numerusform>
                <numerusform>{card} muss den Stich nicht nehmen und gibt nur {points} Augen ab.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the trick for {points} points, and no card of yours takes it for fewer.</source>
            <comment>goal.met.cheap_win</comment>
            <translation>
                <numerusform>{card} nimmt den Stich für {points} Auge, und keine deiner Karten nimmt ihn billiger.</numerusform>
                <numerusform>{card} nimmt den Stich für {points} Augen, und keine deiner Karten nimmt ihn billiger.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} cannot take the trick, whatever the others play.</source>
            <comment>goal.met.duck</comment>
            <translation>{card} kann den Stich nicht nehmen, was die anderen auch spielen.</translation>
        </message>
        <message>
            <source>{card} follows the {suit} led.</source>
            <comment>goal.met.follows</comment>
            <translation>{card} bedient die ausgespielte Farbe {suit}.</translation>
        </message>
        <message>
            <source>{card} follows the trump led.</source>
            <comment>goal.met.follows_trump</comment>
            <translation>{card} bedient den ausgespielten Trumpf.</translation>
        </message>
        <message numerus="yes">
            <source>{card} gives {points} points to a trick your side is sure to take.</source>
            <comment>goal.met.gives</comment>
            <translation>
                <numerusform>{card} gibt {points} Auge in einen Stich, den deine Partei sicher nimmt.</numerusform>
                <numerusform>{card} gibt {points} Augen in einen Stich, den deine Partei sicher nimmt.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is your highest trump.</source>
            <comment>goal.met.highest</comment>
            <translation>{card} ist dein höchster Trumpf.</translation>
        </message>
        <message>
            <source>Your game is worth {value}: you can hold {bid}.</source>
            <comment>goal.met.hold</comment>
            <translation>Dein Spiel ist {value} wert: du kannst {bid} halten.</translation>
        </message>
        <message>
            <source>{card} shows the table which party you play for.</source>
            <comment>goal.met.party</comment>
            <translation>{card} zeigt dem Tisch, für welche Partei du spielst.</translation>
        </message>
        <message>
            <source>{bid} is more than your game is worth ({value}): pass.</source>
            <comment>goal.met.pass</comment>
            <translation>{bid} ist mehr, als dein Spiel wert ist ({value}): passe.</translation>
        </message>
        <message>
            <source>{card} is an ace and no trump.</source>
            <comment>goal.met.plain_ace</comment>
            <translation>{card} ist ein Ass und kein Trumpf.</translation>
        </message>
        <message>
            <source>{chosen}: that is what this step asks for.</source>
            <comment>goal.met.say</comment>
            <translation>{chosen}: genau das verlangt dieser Schritt.</translation>
        </message>
        <message>
            <source>{card} is a {suit} card.</source>
            <comment>goal.met.suit</comment>
            <translation>{card} ist eine {suit}-Karte.</translation>
        </message>
        <message>
            <source>{card} takes the trick: nobody after you can beat it.</source>
            <comment>goal.met.takes</comment>
            <translation>{card} nimmt den Stich: niemand nach dir kann ihn schlagen.</translation>
        </message>
        <message>
            <source>{card} beats {best}, and nobody plays after you.</source>
            <comment>goal.met.takes_last</comment>
            <translation>{card} schlägt {best}, und nach dir spielt niemand mehr.</translation>
        </message>
        <message>
            <source>{card} is a trump.</source>
            <comment>goal.met.trump</comment>
            <translation>{card} ist ein Trumpf.</translation>
        </message>
        <message numerus="yes">
            <source>{card} lays away only {points} points; a card of yours that is no trump holds more.</source>
            <comment>goal.miss.away_fewer</comment>
            <translation>
                <numerusform>{card} legt nur {points} Auge weg; du hast eine Karte ohne Trumpf mit mehr Augen.</numerusform>
                <numerusform>{card} legt nur {points} Augen weg; du hast eine Karte ohne Trumpf mit mehr Augen.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is a trump: keep it to take tricks.</source>
            <comment>goal.miss.away_trump</comment>
            <translation>{card} ist ein Trumpf: behalte ihn für die Stiche.</translation>
        </message>
        <message>
            <source>{card} is not safe: {seat} can still beat it.</source>
            <comment>goal.miss.beatable</comment>
            <translation>{card} ist nicht sicher: {seat} kann diese Karte noch schlagen.</translation>
        </message>
        <message>
            <source>{card} is not safe: it can still be beaten.</source>
            <comment>goal.miss.beatable.you</comment>
            <translation>{card} ist nicht sicher: Diese Karte kann noch geschlagen werden.</translation>
        </message>
        <message>
            <source>{card} does not beat {best}.</source>
            <comment>goal.miss.below</comment>
            <translation>{card} schlägt {best} nicht.</translation>
        </message>
        <message>
            <source>This step asks for a decision, not for {card}.</source>
            <comment>goal.miss.card_for_word</comment>
            <translation>Dieser Schritt verlangt eine Entscheidung, nicht {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{card} gives away {points} points; a card of yours worth fewer does it too.</source>
            <comment>goal.miss.dear_loss</comment>
            <translation>
                <numerusform>{card} gibt {points} Auge ab; eine deiner Karten mit weniger Augen tut es auch.</numerusform>
                <numerusform>{card} gibt {points} Augen ab; eine deiner Karten mit weniger Augen tut es auch.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the trick for {points} points, but a card of yours worth fewer takes it too.</source>
            <comment>goal.miss.dear_win</comment>
            <translation>
                <numerusform>{card} nimmt den Stich für {points} Auge, aber eine deiner Karten mit weniger Augen nimmt ihn auch.</numerusform>
                <numerusform>{card} nimmt den Stich für {points} Augen, aber eine deiner Karten mit weniger Augen nimmt ihn auch.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} gives only {points} points; a card of yours gives more to this trick.</source>
            <comment>goal.miss.gives_fewer</comment>
            <translation>
                <numerusform>{card} gibt nur {points} Auge; eine deiner Karten gibt diesem Stich mehr.</numerusform>
                <numerusform>{card} gibt nur {points} Augen; eine deiner Karten gibt diesem Stich mehr.</numerusform>
            </translation>
        </message>
        <message>
            <source>{chosen} is wrong here: {bid} is more than your game is worth ({value}).</source>
            <comment>goal.miss.hold_over</comment>
            <translation>{chosen} ist hier falsch: {bid} ist mehr, als dein Spiel wert ist ({value}).</translation>
        </message>
        <message>
            <source>{bid} is more than you need: a lower bid is enough.</source>
            <comment>goal.miss.jump</comment>
            <translation>{bid} ist mehr als nötig: ein niedrigeres Gebot genügt.</translation>
        </message>
        <message>
            <source>{card} is a trump, but you hold a higher one.</source>
            <comment>goal.miss.lower_trump</comment>
            <translation>{card} ist ein Trumpf, aber du hast einen höheren.</translation>
        </message>
        <message>
            <source>{card} can still take the trick: the others may let it win.</source>
            <comment>goal.miss.may_take</comment>
            <translation>{card} kann den Stich noch nehmen: die anderen können ihn gewinnen lassen.</translation>
        </message>
        <message>
            <source>{card} does not tell the table which party you play for.</source>
            <comment>goal.miss.no_party</comment>
            <translation>{card} zeigt dem Tisch nicht, für welche Partei du spielst.</translation>
        </message>
        <message>
            <source>{card} is no trump.</source>
            <comment>goal.miss.no_trump</comment>
            <translation>{card} ist kein Trumpf.</translation>
        </message>
        <message>
            <source>{card} is no ace.</source>
            <comment>goal.miss.not_ace</comment>
            <translation>{card} ist kein Ass.</translation>
        </message>
        <message>
            <source>{card} does not follow the card led.</source>
            <comment>goal.miss.not_following</comment>
            <translation>{card} bedient die ausgespielte Karte nicht.</translation>
        </message>
        <message>
            <source>{card} is played to a trick someone else led.</source>
            <comment>goal.miss.not_leading</comment>
            <translation>{card} geht in einen Stich, den ein anderer ausgespielt hat.</translation>
        </message>
        <message>
            <source>{card} is not a {suit} card.</source>
            <comment>goal.miss.other_suit</comment>
            <translation>{card} ist keine {suit}-Karte.</translation>
        </message>
        <message>
            <source>{bid} is more than your game is worth ({value}).</source>
            <comment>goal.miss.overbid</comment>
            <translation>{bid} ist mehr, als dein Spiel wert ist ({value}).</translation>
        </message>
        <message>
            <source>{chosen} comes too early: your game is worth {value}, and {bid} is not more.</source>
            <comment>goal.miss.pass_early</comment>
            <translation>{chosen} kommt zu früh: dein Spiel ist {value} wert, und {bid} ist nicht mehr.</translation>
        </message>
        <message>
            <source>{chosen} is not what this step asks for.</source>
            <comment>goal.miss.say</comment>
            <translation>{chosen} ist nicht, was dieser Schritt verlangt.</translation>
        </message>
        <message>
            <source>After {card} your side is not sure of this trick: {seat} can still take it.</source>
            <comment>goal.miss.side_unsure</comment>
            <translation>Nach {card} ist deiner Partei dieser Stich nicht sicher: {seat} kann ihn noch nehmen.</translation>
        </message>
        <message>
            <source>After {card} your side is not sure of this trick.</source>
            <comment>goal.miss.side_unsure.you</comment>
            <translation>Nach {card} ist deiner Partei dieser Stich nicht sicher.</translation>
        </message>
        <message>
            <source>{card} takes the trick whatever the others play.</source>
            <comment>goal.miss.sure_win</comment>
            <translation>{card} nimmt den Stich, was die anderen auch spielen.</translation>
        </message>
        <message>
            <source>{card} is an ace, but a trump.</source>
            <comment>goal.miss.trump_ace</comment>
            <translation>{card} ist ein Ass, aber ein Trumpf.</translation>
        </message>
        <message>
            <source>{card} is a trump, not a {suit} card.</source>
            <comment>goal.miss.trump_not_suit</comment>
            <translation>{card} ist ein Trumpf, keine {suit}-Karte.</translation>
        </message>
        <message>
            <source>This step asks for a card, not for {chosen}.</source>
            <comment>goal.miss.word_for_card</comment>
            <translation>Dieser Schritt verlangt eine Karte, nicht {chosen}.</translation>
        </message>
        <message>
            <source>{word}</source>
            <comment>goal.word</comment>
            <translation>{word}</translation>
        </message>
        <message>
            <source>{card} is not in your hand</source>
            <comment>illegal.card_not_held</comment>
            <translation>{card} ist nicht auf deiner Hand.</translation>
        </message>
        <message>
            <source>the deal is over</source>
            <comment>illegal.deal_over</comment>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>the cards are still being dealt</source>
            <comment>illegal.dealing</comment>
            <translation>Die Karten werden noch gegeben.</translation>
        </message>
        <message>
            <source>{card} has been dealt already</source>
            <comment>illegal.dealt_already</comment>
            <translation>{card} wurde schon gegeben.</translation>
        </message>
        <message>
            <source>accept or refuse the poverty</source>
            <comment>illegal.doppelkopf.accept_or_refuse</comment>
            <translation>Nimm die Armut mit oder lehne sie ab.</translation>
        </message>
        <message>
            <source>the {party} party has already announced that</source>
            <comment>illegal.doppelkopf.already_announced</comment>
            <translation>Die {party}-Partei hat das schon angesagt.</translation>
        </message>
        <message>
            <source>announcements are made once the game is settled, during the play</source>
            <comment>illegal.doppelkopf.announce_during_play</comment>
            <translation>Ansagen macht man, wenn das Spiel feststeht, während des Spiels.</translation>
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
            <translation>Diese Ansage ist jetzt nicht möglich.</translation>
        </message>
        <message>
            <source>play a card or make an announcement</source>
            <comment>illegal.doppelkopf.card_or_announcement</comment>
            <translation>Spiel eine Karte aus oder mach eine Ansage.</translation>
        </message>
        <message>
            <source>give back three cards from the hand</source>
            <comment>illegal.doppelkopf.give_back_three</comment>
            <translation>Gib drei Karten von deiner Hand zurück.</translation>
        </message>
        <message>
            <source>say healthy or reservation</source>
            <comment>illegal.doppelkopf.healthy_or_reservation</comment>
            <translation>Sag „gesund“ oder „Vorbehalt“.</translation>
        </message>
        <message>
            <source>{seat} holds no {card}</source>
            <comment>illegal.doppelkopf.holds_no</comment>
            <translation>{seat} hat {card} nicht.</translation>
        </message>
        <message>
            <source>no announcements before the marriage partner is found</source>
            <comment>illegal.doppelkopf.marriage_first</comment>
            <translation>Keine Ansagen, bevor der Hochzeitspartner feststeht.</translation>
        </message>
        <message>
            <source>{seat} belongs to no party yet</source>
            <comment>illegal.doppelkopf.no_party_yet</comment>
            <translation>{seat} gehört noch zu keiner Partei.</translation>
        </message>
        <message>
            <source>only announcements may be made out of turn</source>
            <comment>illegal.doppelkopf.only_announcements</comment>
            <translation>Außerhalb der Reihe sind nur Ansagen erlaubt.</translation>
        </message>
        <message>
            <source>this reservation can only be the marriage</source>
            <comment>illegal.doppelkopf.only_marriage</comment>
            <translation>Dieser Vorbehalt kann nur die Hochzeit sein.</translation>
        </message>
        <message>
            <source>only the {party} party may announce {announcement}</source>
            <comment>illegal.doppelkopf.only_party_announces</comment>
            <translation>Nur die {party}-Partei darf {announcement} ansagen.</translation>
        </message>
        <message>
            <source>this reservation can only be the poverty</source>
            <comment>illegal.doppelkopf.only_poverty</comment>
            <translation>Dieser Vorbehalt kann nur die Armut sein.</translation>
        </message>
        <message>
            <source>the three cards passed must include every trump</source>
            <comment>illegal.doppelkopf.pass_every_trump</comment>
            <translation>Die drei abgegebenen Karten müssen alle Trümpfe enthalten.</translation>
        </message>
        <message>
            <source>pass three cards from the hand</source>
            <comment>illegal.doppelkopf.pass_three</comment>
            <translation>Gib drei Karten von deiner Hand ab.</translation>
        </message>
        <message>
            <source>a poverty needs three or fewer trumps</source>
            <comment>illegal.doppelkopf.poverty_needs</comment>
            <translation>Eine Armut braucht drei oder weniger Trümpfe.</translation>
        </message>
        <message>
            <source>declare the poverty or pass</source>
            <comment>illegal.doppelkopf.poverty_or_pass</comment>
            <translation>Sag die Armut an oder passe.</translation>
        </message>
        <message>
            <source>a redeal needs 84 or more card points or at most two trumps in hand</source>
            <comment>illegal.doppelkopf.redeal_needs</comment>
            <translation>Neu geben verlangen kann man nur mit 84 oder mehr Augen oder höchstens zwei Trümpfen auf der Hand.</translation>
        </message>
        <message>
            <source>a reservation that is neither a poverty nor a marriage must be a solo</source>
            <comment>illegal.doppelkopf.reservation_is_solo</comment>
            <translation>Ein Vorbehalt, der weder Armut noch Hochzeit ist, muss ein Solo sein.</translation>
        </message>
        <message>
            <source>say how many trumps were given back</source>
            <comment>illegal.doppelkopf.say_trumps_back</comment>
            <translation>Sag, wie viele Trümpfe zurückgegeben wurden.</translation>
        </message>
        <message>
            <source>{seat} sits out this deal</source>
            <comment>illegal.doppelkopf.sits_out</comment>
            <translation>{seat} setzt in diesem Spiel aus.</translation>
        </message>
        <message>
            <source>declare a solo or pass</source>
            <comment>illegal.doppelkopf.solo_or_pass</comment>
            <translation>Sag ein Solo an oder passe.</translation>
        </message>
        <message>
            <source>a solo must outrank the solo already declared</source>
            <comment>illegal.doppelkopf.solo_outrank</comment>
            <translation>Ein Solo muss das schon angesagte Solo überbieten.</translation>
        </message>
        <message>
            <source>the soloist declared the solo without Re and makes no announcements</source>
            <comment>illegal.doppelkopf.soloist_mute</comment>
            <translation>Der Solist hat das Solo ohne Re angesagt und macht keine Ansagen.</translation>
        </message>
        <message>
            <source>must follow {suit}</source>
            <comment>illegal.must_follow</comment>
            <translation>Du musst {suit} bedienen.</translation>
        </message>
        <message>
            <source>must follow trump</source>
            <comment>illegal.must_follow_trump</comment>
            <translation>Du musst Trumpf bedienen.</translation>
        </message>
        <message>
            <source>not an action</source>
            <comment>illegal.not_an_action</comment>
            <translation>Das ist kein Zug.</translation>
        </message>
        <message>
            <source>that is not one of the legal actions now</source>
            <comment>illegal.not_legal</comment>
            <translation>Das ist jetzt kein erlaubter Zug.</translation>
        </message>
        <message>
            <source>it is not that player's turn</source>
            <comment>illegal.not_your_turn</comment>
            <translation>Dieser Spieler ist nicht am Zug.</translation>
        </message>
        <message>
            <source>a card must be played</source>
            <comment>illegal.play_a_card</comment>
            <translation>Spiel eine Karte aus.</translation>
        </message>
        <message>
            <source>the partner game alone needs all three callable aces</source>
            <comment>illegal.schafkopf.alone_needs_aces</comment>
            <translation>Ein Sauspiel allein braucht alle drei rufbaren Sauen.</translation>
        </message>
        <message>
            <source>the game announced must be at least {game}</source>
            <comment>illegal.schafkopf.at_least</comment>
            <translation>Das angesagte Spiel muss mindestens {game} sein.</translation>
        </message>
        <message>
            <source>you can call the {suit}-Sau only holding another {suit} card (not Ober or Unter)</source>
            <comment>illegal.schafkopf.call_needs_suit</comment>
            <translation>Du kannst die {suit}-Sau nur rufen, wenn du eine andere {suit}-Karte hast (kein Ober oder Unter).</translation>
        </message>
        <message>
            <source>you cannot call the {suit}-Sau: you hold it</source>
            <comment>illegal.schafkopf.call_own_ace</comment>
            <translation>Du kannst die {suit}-Sau nicht rufen: Du hast sie selbst.</translation>
        </message>
        <message>
            <source>that card may not be played now</source>
            <comment>illegal.schafkopf.card_not_now</comment>
            <translation>Diese Karte darf jetzt nicht gespielt werden.</translation>
        </message>
        <message>
            <source>now a card must be played</source>
            <comment>illegal.schafkopf.card_now</comment>
            <translation>Jetzt muss eine Karte gespielt werden.</translation>
        </message>
        <message>
            <source>the first player to play names no game: say 'play' or 'pass'</source>
            <comment>illegal.schafkopf.first_names_no_game</comment>
            <translation>Wer als Erster spielt, nennt noch kein Spiel: Sag „Ich spiel“ oder „weiter“.</translation>
        </message>
        <message>
            <source>only the earlier bidder may hold, when a later one names a stronger game</source>
            <comment>illegal.schafkopf.hold_only_earlier</comment>
            <translation>Nur der frühere Spieler darf halten, wenn ein späterer ein stärkeres Spiel nennt.</translation>
        </message>
        <message>
            <source>the earlier bidder holds (names the same game) or passes</source>
            <comment>illegal.schafkopf.holder_answers</comment>
            <translation>Der frühere Spieler hält (nennt dasselbe Spiel) oder passt.</translation>
        </message>
        <message>
            <source>may not discard the called ace before the last trick</source>
            <comment>illegal.schafkopf.keep_called_ace</comment>
            <translation>Die gerufene Sau darf vor dem letzten Stich nicht abgeworfen werden.</translation>
        </message>
        <message>
            <source>now each player knocks or not</source>
            <comment>illegal.schafkopf.knock_or_not</comment>
            <translation>Jetzt klopft jeder oder nicht.</translation>
        </message>
        <message>
            <source>only an opponent of the declarer may say Kontra</source>
            <comment>illegal.schafkopf.kontra_only_opponent</comment>
            <translation>Nur ein Gegenspieler des Spielers darf Kontra sagen.</translation>
        </message>
        <message>
            <source>now the opponents say Kontra or not</source>
            <comment>illegal.schafkopf.kontra_or_not</comment>
            <translation>Jetzt sagen die Gegenspieler Kontra oder nicht.</translation>
        </message>
        <message>
            <source>may not lead the called suit except with the ace unless you hold four or more</source>
            <comment>illegal.schafkopf.no_running_away</comment>
            <translation>Die gerufene Farbe darf nur mit der Sau ausgespielt werden, außer du hast vier oder mehr davon.</translation>
        </message>
        <message>
            <source>you do not hold the {card}</source>
            <comment>illegal.schafkopf.not_held</comment>
            <translation>{card} hast du nicht.</translation>
        </message>
        <message>
            <source>{game} is not played at this table</source>
            <comment>illegal.schafkopf.not_played</comment>
            <translation>{game} wird an diesem Tisch nicht gespielt.</translation>
        </message>
        <message>
            <source>an overcall must name a game stronger than {game}</source>
            <comment>illegal.schafkopf.overcall_stronger</comment>
            <translation>Wer überbietet, muss ein stärkeres Spiel als {game} nennen.</translation>
        </message>
        <message>
            <source>the partner game</source>
            <comment>illegal.schafkopf.partner_game</comment>
            <translation>das Sauspiel</translation>
        </message>
        <message>
            <source>must play the called ace ({ace})</source>
            <comment>illegal.schafkopf.play_called_ace</comment>
            <translation>Du musst die gerufene Sau spielen ({ace}).</translation>
        </message>
        <message>
            <source>say 'play' or 'pass'</source>
            <comment>illegal.schafkopf.play_or_pass</comment>
            <translation>Sag „Ich spiel“ oder „weiter“.</translation>
        </message>
        <message>
            <source>only the declarer's side may say Re</source>
            <comment>illegal.schafkopf.re_only_side</comment>
            <translation>Nur die Spielerpartei darf Re sagen.</translation>
        </message>
        <message>
            <source>now the declarer's side says Re or not</source>
            <comment>illegal.schafkopf.re_or_not</comment>
            <translation>Jetzt sagt die Spielerpartei Re oder nicht.</translation>
        </message>
        <message>
            <source>a hand with every Ober and Unter is a Sie and must be shown</source>
            <comment>illegal.schafkopf.sie_shown</comment>
            <translation>Eine Hand mit allen Obern und Untern ist ein Sie und muss gezeigt werden.</translation>
        </message>
        <message>
            <source>someone already plays: name a game stronger than {game} or pass</source>
            <comment>illegal.schafkopf.someone_plays</comment>
            <translation>Es spielt schon jemand: Nenne ein stärkeres Spiel als {game} oder sag weiter.</translation>
        </message>
        <message>
            <source>name a stronger game or pass</source>
            <comment>illegal.schafkopf.stronger_or_pass</comment>
            <translation>Nenne ein stärkeres Spiel oder sag weiter.</translation>
        </message>
        <message>
            <source>a {suit} game needs a {suit} card other than Ober and Unter in your hand</source>
            <comment>illegal.schafkopf.suit_game_needs</comment>
            <translation>Ein {suit}-Spiel braucht eine {suit}-Karte außer Ober und Unter auf deiner Hand.</translation>
        </message>
        <message>
            <source>you cannot announce a game as high as that with this hand</source>
            <comment>illegal.schafkopf.too_high</comment>
            <translation>Mit diesem Blatt kannst du kein so hohes Spiel ansagen.</translation>
        </message>
        <message>
            <source>the auction's winner now announces a game</source>
            <comment>illegal.schafkopf.winner_announces</comment>
            <translation>Der Gewinner des Bietens sagt jetzt ein Spiel an.</translation>
        </message>
        <message>
            <source>{seat} does not play this deal</source>
            <comment>illegal.seat_not_playing</comment>
            <translation>{seat} spielt in diesem Spiel nicht mit.</translation>
        </message>
        <message>
            <source>a buried card can never be the partner card</source>
            <comment>illegal.sheepshead.buried_not_partner</comment>
            <translation>Eine vergrabene Karte kann nie die Partnerkarte sein.</translation>
        </message>
        <message numerus="yes">
            <source>the picker buries {count} cards before play</source>
            <comment>illegal.sheepshead.bury_first</comment>
            <translation>
                <numerusform>Der Aufnehmer vergräbt vor dem Spiel {count} Karte.</numerusform>
                <numerusform>Der Aufnehmer vergräbt vor dem Spiel {count} Karten.</numerusform>
            </translation>
        </message>
        <message>
            <source>the picker can bury only a card in hand</source>
            <comment>illegal.sheepshead.bury_from_hand</comment>
            <translation>Der Aufnehmer kann nur Karten aus der Hand vergraben.</translation>
        </message>
        <message>
            <source>the picker calls a partner card or goes alone</source>
            <comment>illegal.sheepshead.call_or_alone</comment>
            <translation>Der Aufnehmer ruft eine Partnerkarte oder spielt allein.</translation>
        </message>
        <message>
            <source>the picker holds all three fail aces and calls a ten</source>
            <comment>illegal.sheepshead.calls_ten</comment>
            <translation>Der Aufnehmer hat alle drei Fehlasse und ruft eine Zehn.</translation>
        </message>
        <message>
            <source>that card cannot be played now</source>
            <comment>illegal.sheepshead.cannot_play</comment>
            <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
        </message>
        <message>
            <source>the partner card is a fail ace (a ten when the picker holds all three)</source>
            <comment>illegal.sheepshead.fail_ace</comment>
            <translation>Die Partnerkarte ist ein Fehlass (eine Zehn, wenn der Aufnehmer alle drei hat).</translation>
        </message>
        <message>
            <source>must follow {suit} with the unknown card</source>
            <comment>illegal.sheepshead.follow_with_unknown</comment>
            <translation>Du musst {suit} mit der unbekannten Karte bedienen.</translation>
        </message>
        <message>
            <source>the picker must hold a card of the called suit ({suit})</source>
            <comment>illegal.sheepshead.hold_called_suit</comment>
            <translation>Der Aufnehmer muss eine Karte der gerufenen Farbe haben ({suit}).</translation>
        </message>
        <message>
            <source>with the jack of diamonds partner the picker calls DJ or goes alone</source>
            <comment>illegal.sheepshead.jack_partner</comment>
            <translation>Mit dem Karo-Buben als Partner spielt der Aufnehmer mit dem Karo-Buben oder allein.</translation>
        </message>
        <message>
            <source>the called {card} may not be thrown off before {suit} is led</source>
            <comment>illegal.sheepshead.keep_called</comment>
            <translation>Die gerufene Karte ({card}) darf nicht abgeworfen werden, bevor {suit} ausgespielt wird.</translation>
        </message>
        <message>
            <source>the picker must keep the last {suit} card until {suit} is led</source>
            <comment>illegal.sheepshead.keep_last</comment>
            <translation>Der Aufnehmer muss die letzte {suit}-Karte behalten, bis {suit} ausgespielt wird.</translation>
        </message>
        <message>
            <source>to lead {suit} the partner must lead the called {card}</source>
            <comment>illegal.sheepshead.lead_called</comment>
            <translation>Um {suit} auszuspielen, muss der Partner die gerufene Karte ({card}) spielen.</translation>
        </message>
        <message>
            <source>the picker cannot call a card of the picker's own</source>
            <comment>illegal.sheepshead.not_own</comment>
            <translation>Der Aufnehmer kann keine eigene Karte rufen.</translation>
        </message>
        <message>
            <source>each player in turn picks up the blind or passes</source>
            <comment>illegal.sheepshead.pick_or_pass</comment>
            <translation>Jeder nimmt der Reihe nach den Blind auf oder passt.</translation>
        </message>
        <message>
            <source>the called {card} must be played the first time {suit} is led</source>
            <comment>illegal.sheepshead.play_called</comment>
            <translation>Die gerufene Karte ({card}) muss gespielt werden, wenn {suit} zum ersten Mal ausgespielt wird.</translation>
        </message>
        <message>
            <source>play a card</source>
            <comment>illegal.sheepshead.play_card</comment>
            <translation>Spiel eine Karte aus.</translation>
        </message>
        <message>
            <source>a ten is called only when the picker holds all three fail aces</source>
            <comment>illegal.sheepshead.ten_only</comment>
            <translation>Eine Zehn ruft man nur, wenn der Aufnehmer alle drei Fehlasse hat.</translation>
        </message>
        <message>
            <source>the picker puts one card face down as the unknown card</source>
            <comment>illegal.sheepshead.under_first</comment>
            <translation>Der Aufnehmer legt eine Karte verdeckt als unbekannte Karte ab.</translation>
        </message>
        <message>
            <source>the picker can put face down as the unknown card only a card in hand</source>
            <comment>illegal.sheepshead.under_from_hand</comment>
            <translation>Als unbekannte Karte kann der Aufnehmer nur eine Karte aus der Hand verdeckt ablegen.</translation>
        </message>
        <message>
            <source>an unknown card is called only when the picker can call no card</source>
            <comment>illegal.sheepshead.unknown_only</comment>
            <translation>Eine unbekannte Karte ruft man nur, wenn der Aufnehmer keine Karte rufen kann.</translation>
        </message>
        <message>
            <source>only the picker plays an unknown card, once</source>
            <comment>illegal.sheepshead.unknown_picker_once</comment>
            <translation>Nur der Aufnehmer spielt eine unbekannte Karte, einmal.</translation>
        </message>
        <message>
            <source>the unknown card is played the first time {suit} is led</source>
            <comment>illegal.sheepshead.unknown_when_led</comment>
            <translation>Die unbekannte Karte wird gespielt, wenn {suit} zum ersten Mal ausgespielt wird.</translation>
        </message>
        <message>
            <source>Schneider, Schwarz and Ouvert can be announced only in hand games, and the skat has been picked up</source>
            <comment>illegal.skat.announce_only_hand</comment>
            <translation>Schneider, Schwarz und Ouvert kann man nur im Handspiel ansagen, und der Skat wurde aufgenommen.</translation>
        </message>
        <message>
            <source>the declarer answers Kontra with re or p</source>
            <comment>illegal.skat.answer_kontra</comment>
            <translation>Der Alleinspieler antwortet auf Kontra mit Re oder passt.</translation>
        </message>
        <message>
            <source>a bid must be higher than {bid}</source>
            <comment>illegal.skat.bid_higher</comment>
            <translation>Ein Reizgebot muss höher als {bid} sein.</translation>
        </message>
        <message>
            <source>the player being bid to holds (y) or passes (p); only the bidder names values</source>
            <comment>illegal.skat.bidder_names_values</comment>
            <translation>Der Hörer hält („ja“) oder passt; nur der Sager nennt Werte.</translation>
        </message>
        <message>
            <source>during the bidding only bids, y and p are possible</source>
            <comment>illegal.skat.bidding_only</comment>
            <translation>Beim Reizen kann man nur reizen, halten oder passen.</translation>
        </message>
        <message>
            <source>the declarer has conceded: name the hand game given up</source>
            <comment>illegal.skat.conceded_name_game</comment>
            <translation>Der Alleinspieler hat aufgegeben: Nenne das aufgegebene Handspiel.</translation>
        </message>
        <message>
            <source>the skat has been picked up, so the game can no longer be a hand game</source>
            <comment>illegal.skat.hand_after_pick_up</comment>
            <translation>Der Skat wurde aufgenommen, darum kann es kein Handspiel mehr werden.</translation>
        </message>
        <message>
            <source>only the player being bid to can hold</source>
            <comment>illegal.skat.hold_only_asked</comment>
            <translation>Nur der Hörer kann halten.</translation>
        </message>
        <message>
            <source>Kontra is said once the game is declared</source>
            <comment>illegal.skat.kontra_after_declaring</comment>
            <translation>Kontra sagt man, wenn das Spiel angesagt ist.</translation>
        </message>
        <message>
            <source>Kontra must be said before the defender's first card</source>
            <comment>illegal.skat.kontra_before_first_card</comment>
            <translation>Kontra muss vor der ersten Karte des Gegenspielers gesagt werden.</translation>
        </message>
        <message>
            <source>Kontra is not part of these rules</source>
            <comment>illegal.skat.kontra_not_in_rules</comment>
            <translation>Kontra gehört nicht zu diesen Regeln.</translation>
        </message>
        <message>
            <source>only a defender may say Kontra</source>
            <comment>illegal.skat.kontra_only_defender</comment>
            <translation>Nur ein Gegenspieler darf Kontra sagen.</translation>
        </message>
        <message>
            <source>Kontra has been said already</source>
            <comment>illegal.skat.kontra_said</comment>
            <translation>Kontra wurde schon gesagt.</translation>
        </message>
        <message>
            <source>the declarer must declare a game</source>
            <comment>illegal.skat.must_declare</comment>
            <translation>Der Alleinspieler muss ein Spiel ansagen.</translation>
        </message>
        <message>
            <source>jacks may not be passed on in Schieberamsch</source>
            <comment>illegal.skat.no_jacks_passed</comment>
            <translation>Im Schieberamsch dürfen keine Buben geschoben werden.</translation>
        </message>
        <message>
            <source>there is no Kontra in Null</source>
            <comment>illegal.skat.no_kontra_null</comment>
            <translation>Im Nullspiel gibt es kein Kontra.</translation>
        </message>
        <message>
            <source>there is no Kontra in Ramsch</source>
            <comment>illegal.skat.no_kontra_ramsch</comment>
            <translation>Im Ramsch gibt es kein Kontra.</translation>
        </message>
        <message>
            <source>{action} is not a Skat action</source>
            <comment>illegal.skat.no_such_action</comment>
            <translation>{action} ist kein Skat-Zug.</translation>
        </message>
        <message>
            <source>{card} is not in the hand</source>
            <comment>illegal.skat.not_in_hand</comment>
            <translation>{card} ist nicht auf deiner Hand.</translation>
        </message>
        <message>
            <source>announcements and the games after picking up the skat need the skat picked up first; declare a hand game or pick up (s)</source>
            <comment>illegal.skat.pick_up_first</comment>
            <translation>Ansagen und Spiele mit Skataufnahme brauchen zuerst den Skat: Sag ein Handspiel an oder nimm den Skat auf.</translation>
        </message>
        <message>
            <source>the declarer picks up the skat (s) or declares a hand game</source>
            <comment>illegal.skat.pick_up_or_hand</comment>
            <translation>Der Alleinspieler nimmt den Skat auf oder sagt ein Handspiel an.</translation>
        </message>
        <message>
            <source>two cards must be put away first</source>
            <comment>illegal.skat.put_away_first</comment>
            <translation>Zuerst müssen zwei Karten gedrückt werden.</translation>
        </message>
        <message>
            <source>Re is said only by the declarer, right after a Kontra</source>
            <comment>illegal.skat.re_only_declarer</comment>
            <translation>Re sagt nur der Alleinspieler, direkt nach einem Kontra.</translation>
        </message>
        <message>
            <source>take the skat (s) or pass it on unseen (p)</source>
            <comment>illegal.skat.take_or_pass_on</comment>
            <translation>Nimm den Skat auf oder schieb ihn ungesehen weiter.</translation>
        </message>
        <message>
            <source>declarer</source>
            <comment>result.side.declarer</comment>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>defenders</source>
            <comment>result.side.defenders</comment>
            <translation>Gegenspieler</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>result.side.kontra</comment>
            <translation>Kontra-Partei</translation>
        </message>
        <message>
            <source>picker's side</source>
            <comment>result.side.picker</comment>
            <translation>Aufnehmer-Partei</translation>
        </message>
        <message>
            <source>{seat}</source>
            <comment>result.side.player</comment>
            <translation>{seat}</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>result.side.re</comment>
            <translation>Re-Partei</translation>
        </message>
        <message>
            <source>soloist</source>
            <comment>result.side.soloist</comment>
            <translation>Solist</translation>
        </message>
        <message>
            <source>to take every trick</source>
            <comment>result.target.all_tricks</comment>
            <translation>alle Stiche machen</translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points</source>
            <comment>result.target.at_least</comment>
            <translation>
                <numerusform>{points} oder mehr Augen</numerusform>
                <numerusform>{points} oder mehr Augen</numerusform>
            </translation>
        </message>
        <message>
            <source>one trick, against the other side's schwarz</source>
            <comment>result.target.doppelkopf.a_trick</comment>
            <translation>einen Stich, gegen die Schwarz-Ansage der anderen Partei</translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points, and every trick</source>
            <comment>result.target.doppelkopf.schwarz</comment>
            <translation>
                <numerusform>{points} oder mehr Augen und alle Stiche</numerusform>
                <numerusform>{points} oder mehr Augen und alle Stiche</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points, and the other side under {limit}</source>
            <comment>result.target.doppelkopf.under</comment>
            <translation>
                <numerusform>{points} oder mehr Augen und die andere Partei unter {limit}</numerusform>
                <numerusform>{points} oder mehr Augen und die andere Partei unter {limit}</numerusform>
            </translation>
        </message>
        <message>
            <source>not the most card points (the most loses)</source>
            <comment>result.target.fewest</comment>
            <translation>nicht die meisten Augen (die meisten verlieren)</translation>
        </message>
        <message>
            <source>the fewest card points, with at least one trick</source>
            <comment>result.target.least</comment>
            <translation>die wenigsten Augen, mit mindestens einem Stich</translation>
        </message>
        <message>
            <source>to take no trick</source>
            <comment>result.target.no_trick</comment>
            <translation>keinen Stich machen</translation>
        </message>
        <message>
            <source>to make the declarer take a trick</source>
            <comment>result.target.one_trick</comment>
            <translation>dem Alleinspieler einen Stich geben</translation>
        </message>
        <message>
            <source>Everybody passed.</source>
            <comment>result.verdict.all_passed</comment>
            <translation>Alle haben gepasst.</translation>
        </message>
        <message>
            <source>The declarer conceded.</source>
            <comment>result.verdict.conceded</comment>
            <translation>Der Spieler hat aufgegeben.</translation>
        </message>
        <message>
            <source>The declarer and partner won.</source>
            <comment>result.verdict.declarer_side_won</comment>
            <translation>Der Spieler und sein Partner haben gewonnen.</translation>
        </message>
        <message>
            <source>The declarer won.</source>
            <comment>result.verdict.declarer_won</comment>
            <translation>Der Spieler hat gewonnen.</translation>
        </message>
        <message>
            <source>The defenders won.</source>
            <comment>result.verdict.defenders_won</comment>
            <translation>Die Gegenspieler haben gewonnen.</translation>
        </message>
        <message>
            <source>{seat} took every trick (Durchmarsch).</source>
            <comment>result.verdict.durchmarsch</comment>
            <translation>{seat} hat alle Stiche gemacht (Durchmarsch).</translation>
        </message>
        <message>
            <source>The Kontra party won.</source>
            <comment>result.verdict.kontra_won</comment>
            <translation>Die Kontra-Partei hat gewonnen.</translation>
        </message>
        <message>
            <source>{seat} took the most card points and loses.</source>
            <comment>result.verdict.loser</comment>
            <translation>{seat} hat die meisten Augen und verliert.</translation>
        </message>
        <message>
            <source>Nobody won: both sides missed what they announced.</source>
            <comment>result.verdict.nobody</comment>
            <translation>Niemand hat gewonnen: beide Parteien haben ihre Ansagen verfehlt.</translation>
        </message>
        <message>
            <source>The declarer lost: the game was worth {value}, less than the bid of {bid}.</source>
            <comment>result.verdict.overbid</comment>
            <translation>Der Spieler hat verloren: das Spiel war {value} wert, weniger als das Reizgebot {bid}.</translation>
        </message>
        <message>
            <source>The picker's side won.</source>
            <comment>result.verdict.picker_won</comment>
            <translation>Die Aufnehmer-Partei hat gewonnen.</translation>
        </message>
        <message>
            <source>{seat} won.</source>
            <comment>result.verdict.player_won</comment>
            <translation>{seat} hat gewonnen.</translation>
        </message>
        <message>
            <source>You won.</source>
            <comment>result.verdict.player_won.you</comment>
            <translation>Du hast gewonnen.</translation>
        </message>
        <message>
            <source>The Re party won.</source>
            <comment>result.verdict.re_won</comment>
            <translation>Die Re-Partei hat gewonnen.</translation>
        </message>
        <message>
            <source>The soloist won.</source>
            <comment>result.verdict.soloist_won</comment>
            <translation>Der Solist hat gewonnen.</translation>
        </message>
        <message>
            <source>{side} won.</source>
            <comment>result.verdict.won</comment>
            <translation>{side} hat gewonnen.</translation>
        </message>
        <message>
            <source>When all pass</source>
            <comment>rule.all_pass</comment>
            <translation>Wenn alle passen</translation>
        </message>
        <message>
            <source>Payment when all pass</source>
            <comment>rule.all_pass_tariff</comment>
            <translation>Zahlung bei Zusammenwerfen</translation>
        </message>
        <message>
            <source>Blind to the last trick</source>
            <comment>rule.blind_to_last_trick</comment>
            <translation>Blind an den letzten Stich</translation>
        </message>
        <message>
            <source>Charlie caught</source>
            <comment>rule.charlie_caught</comment>
            <translation>Karlchen gefangen</translation>
        </message>
        <message>
            <source>A ♣J the other side wins in the last trick scores a point for that side.</source>
            <comment>rule.doppelkopf.charlie_caught.summary</comment>
            <translation>Ein Kreuz-Bube (Karlchen), den die andere Partei im letzten Stich fängt, bringt ihr einen Punkt.</translation>
        </message>
        <message>
            <source>The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.</source>
            <comment>rule.doppelkopf.forty_cards.summary</comment>
            <translation>Die Variante mit 40 Karten ohne Neunen: zehn Karten für jeden, Recht auf neu geben, Damen-Buben-Solo, Solo-Rangfolge, Ansagen bis zur fünften Karte, Fuchs im letzten Stich 2, gegen die Alten 1.</translation>
        </message>
        <message>
            <source>With the second ♥10 rule: in the last trick the first ♥10 still wins.</source>
            <comment>rule.doppelkopf.heart_ten_first_in_last_trick.summary</comment>
            <translation>Mit der Regel der zweiten Herz-Zehn: Im letzten Stich gewinnt trotzdem die erste Herz-Zehn.</translation>
        </message>
        <message>
            <source>When both ♥10 fall in one trick, the second beats the first.</source>
            <comment>rule.doppelkopf.second_heart_ten_wins.summary</comment>
            <translation>Fallen beide Herz-Zehnen in einen Stich, sticht die zweite die erste.</translation>
        </message>
        <message>
            <source>Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".</source>
            <comment>rule.doppelkopf.solo_auction.summary</comment>
            <translation>Wollen mehrere ein Solo spielen, bieten sie mit „keine 90“, „keine 60“, „keine 30“, „schwarz“.</translation>
        </message>
        <message>
            <source>Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.</source>
            <comment>rule.doppelkopf.tournament.summary</comment>
            <translation>Turnierliste: 24 Spiele (25 zu fünft); jeder schuldet ein Pflichtsolo, das anderen Soli vorgeht, vom Solisten ausgespielt und vom selben Geber neu gegeben wird.</translation>
        </message>
        <message>
            <source>40 cards (no nines)</source>
            <comment>rule.forty_cards</comment>
            <translation>Ohne Neunen (40 Karten)</translation>
        </message>
        <message>
            <source>First ♥10 wins the last trick</source>
            <comment>rule.heart_ten_first_in_last_trick</comment>
            <translation>Im letzten Stich sticht die erste Herz-Zehn</translation>
        </message>
        <message>
            <source>Knocking (Klopfen)</source>
            <comment>rule.klopfen</comment>
            <translation>Klopfen</translation>
        </message>
        <message>
            <source>Kontra and Re</source>
            <comment>rule.kontra_re</comment>
            <translation>Kontra und Re</translation>
        </message>
        <message>
            <source>When nobody picks</source>
            <comment>rule.no_pick</comment>
            <translation>Wenn keiner aufnimmt</translation>
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
            <translation>Tarif Sauspiel</translation>
        </message>
        <message>
            <source>Pass jacks on</source>
            <comment>rule.pass_jacks</comment>
            <translation>Buben schieben</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>rule.ramsch</comment>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>Ramsch tariff</source>
            <comment>rule.ramsch_tariff</comment>
            <translation>Tarif Ramsch</translation>
        </message>
        <message>
            <source>Rounds</source>
            <comment>rule.rounds</comment>
            <translation>Runden</translation>
        </message>
        <message>
            <source>Tariff per runner</source>
            <comment>rule.runner_tariff</comment>
            <translation>Tarif je Laufendem</translation>
        </message>
        <message>
            <source>Runners (Laufende)</source>
            <comment>rule.runners</comment>
            <translation>Laufende</translation>
        </message>
        <message>
            <source>Runners continue into the trump suit</source>
            <comment>rule.runners_into_suit</comment>
            <translation>Laufende in die Trumpffarbe</translation>
        </message>
        <message>
            <source>When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.</source>
            <comment>rule.schafkopf.all_pass.summary</comment>
            <translation>Wenn alle passen: derselbe Geber gibt neu, es wird Ramsch gespielt, oder die Karten werden zusammengeworfen und bezahlt.</translation>
        </message>
        <message>
            <source>When the cards are thrown in and paid for: what the first player and the dealer each pay.</source>
            <comment>rule.schafkopf.all_pass_tariff.summary</comment>
            <translation>Beim Zusammenwerfen: was Vorhand und Geber jeweils zahlen.</translation>
        </message>
        <message>
            <source>Each player may knock once after the deal, before the auction; each knock doubles the price.</source>
            <comment>rule.schafkopf.klopfen.summary</comment>
            <translation>Jeder darf nach dem Geben und vor dem Bieten einmal klopfen; jedes Klopfen verdoppelt den Preis.</translation>
        </message>
        <message>
            <source>An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.</source>
            <comment>rule.schafkopf.kontra_re.summary</comment>
            <translation>Ein Gegner darf vor der ersten Karte Kontra geben (stoßen); die Spielerpartei darf mit Re antworten.</translation>
        </message>
        <message>
            <source>What each player of the partner game (Sauspiel) receives from or pays to one opponent.</source>
            <comment>rule.schafkopf.partner_tariff.summary</comment>
            <translation>Was jeder Spieler des Sauspiels von einem Gegner bekommt oder an ihn zahlt.</translation>
        </message>
        <message>
            <source>In Ramsch, what the loser pays each other player (doubled for each player without a trick).</source>
            <comment>rule.schafkopf.ramsch_tariff.summary</comment>
            <translation>Was der Verlierer im Ramsch jedem anderen zahlt (verdoppelt für jeden ohne Stich).</translation>
        </message>
        <message>
            <source>Added to the price for each runner.</source>
            <comment>rule.schafkopf.runner_tariff.summary</comment>
            <translation>Kommt für jeden Laufenden zum Preis dazu.</translation>
        </message>
        <message>
            <source>Runners (Laufende) raise the price.</source>
            <comment>rule.schafkopf.runners.summary</comment>
            <translation>Laufende erhöhen den Preis.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Geier.</source>
            <comment>rule.schafkopf.runners_from_geier.summary</comment>
            <translation>Ab wie vielen Laufenden sie im Geier zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in the partner game.</source>
            <comment>rule.schafkopf.runners_from_partner.summary</comment>
            <translation>Ab wie vielen Laufenden sie im Sauspiel zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit solo.</source>
            <comment>rule.schafkopf.runners_from_solo.summary</comment>
            <translation>Ab wie vielen Laufenden sie im Farbsolo zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Geier.</source>
            <comment>rule.schafkopf.runners_from_suit_geier.summary</comment>
            <translation>Ab wie vielen Laufenden sie im Farbgeier zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Wenz.</source>
            <comment>rule.schafkopf.runners_from_suit_wenz.summary</comment>
            <translation>Ab wie vielen Laufenden sie im Farbwenz zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Wenz.</source>
            <comment>rule.schafkopf.runners_from_wenz.summary</comment>
            <translation>Ab wie vielen Laufenden sie im Wenz zählen.</translation>
        </message>
        <message>
            <source>In suit Wenz and suit Geier the run of runners carries on into the trump suit.</source>
            <comment>rule.schafkopf.runners_into_suit.summary</comment>
            <translation>Im Farbwenz und Farbgeier laufen die Laufenden in der Trumpffarbe weiter.</translation>
        </message>
        <message>
            <source>Added to the price when a side is Schneider.</source>
            <comment>rule.schafkopf.schneider_tariff.summary</comment>
            <translation>Kommt zum Preis dazu, wenn eine Partei Schneider ist.</translation>
        </message>
        <message>
            <source>Added again when a side takes no trick (Schwarz).</source>
            <comment>rule.schafkopf.schwarz_tariff.summary</comment>
            <translation>Kommt noch einmal dazu, wenn eine Partei keinen Stich macht (Schwarz).</translation>
        </message>
        <message>
            <source>Play with 24 cards (no sevens and eights), six each.</source>
            <comment>rule.schafkopf.short_deck.summary</comment>
            <translation>Mit 24 Karten (ohne Siebener und Achter) spielen, sechs für jeden.</translation>
        </message>
        <message>
            <source>What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.</source>
            <comment>rule.schafkopf.solo_tariff.summary</comment>
            <translation>Was jeder Gegner dem Spieler eines Solos, Wenz oder Geiers zahlt oder von ihm bekommt.</translation>
        </message>
        <message>
            <source>Suit Geier (Farbgeier: Obers and one suit trump) may be played.</source>
            <comment>rule.schafkopf.suit_geier.summary</comment>
            <translation>Farbgeier (Ober und eine Farbe sind Trumpf) darf gespielt werden.</translation>
        </message>
        <message>
            <source>Suit Wenz (Farbwenz: Unters and one suit trump) may be played.</source>
            <comment>rule.schafkopf.suit_wenz.summary</comment>
            <translation>Farbwenz (Unter und eine Farbe sind Trumpf) darf gespielt werden.</translation>
        </message>
        <message>
            <source>Schneider tariff</source>
            <comment>rule.schneider_tariff</comment>
            <translation>Tarif Schneider</translation>
        </message>
        <message>
            <source>Schwarz tariff</source>
            <comment>rule.schwarz_tariff</comment>
            <translation>Tarif Schwarz</translation>
        </message>
        <message>
            <source>Scoring</source>
            <comment>rule.scoring</comment>
            <translation>Wertung</translation>
        </message>
        <message>
            <source>Second ♥10 beats the first</source>
            <comment>rule.second_heart_ten_wins</comment>
            <translation>Zweite Herz-Zehn sticht die erste</translation>
        </message>
        <message>
            <source>In a Leaster the winner of the last trick also takes the blind.</source>
            <comment>rule.sheepshead.blind_to_last_trick.summary</comment>
            <translation>Im Leaster bekommt der Gewinner des letzten Stichs auch den Blind.</translation>
        </message>
        <message>
            <source>When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.</source>
            <comment>rule.sheepshead.no_pick.summary</comment>
            <translation>Wenn keiner aufnimmt: Leaster spielen (die wenigsten Augen gewinnen) oder zusammenwerfen, damit das nächste Spiel doppelt zählt.</translation>
        </message>
        <message>
            <source>Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.</source>
            <comment>rule.sheepshead.partner.summary</comment>
            <translation>Zu fünft: Der Aufnehmer ruft ein Fehlass als Partner, oder wer den Karo-Buben hat, ist Partner.</translation>
        </message>
        <message>
            <source>Short deck</source>
            <comment>rule.short_deck</comment>
            <translation>Kurzes Blatt</translation>
        </message>
        <message>
            <source>A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).</source>
            <comment>rule.skat.kontra_re.summary</comment>
            <translation>Ein Gegenspieler darf vor seiner ersten Karte Kontra geben, der Alleinspieler mit Re antworten (nicht bei Null).</translation>
        </message>
        <message>
            <source>Schieberamsch: jacks may be passed on with the skat.</source>
            <comment>rule.skat.pass_jacks.summary</comment>
            <translation>Schieberamsch: Buben dürfen mit dem Skat weitergeschoben werden.</translation>
        </message>
        <message>
            <source>Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).</source>
            <comment>rule.skat.rounds.summary</comment>
            <translation>Länge der Serie in Runden; in jeder Runde gibt jeder einmal (3 Runden = 9 Spiele zu dritt).</translation>
        </message>
        <message>
            <source>Solo auction</source>
            <comment>rule.solo_auction</comment>
            <translation>Solo-Reizen</translation>
        </message>
        <message>
            <source>Solo tariff</source>
            <comment>rule.solo_tariff</comment>
            <translation>Tarif Solo</translation>
        </message>
        <message>
            <source>Suit Geier (Farbgeier)</source>
            <comment>rule.suit_geier</comment>
            <translation>Farbgeier</translation>
        </message>
        <message>
            <source>Suit Wenz (Farbwenz)</source>
            <comment>rule.suit_wenz</comment>
            <translation>Farbwenz</translation>
        </message>
        <message>
            <source>Tournament</source>
            <comment>rule.tournament</comment>
            <translation>Turnier</translation>
        </message>
        <message>
            <source>Adjusted</source>
            <comment>rule.value.adjusted</comment>
            <translation>Angepasst</translation>
        </message>
        <message>
            <source>Called ace</source>
            <comment>rule.value.called_ace</comment>
            <translation>Gerufenes Ass</translation>
        </message>
        <message>
            <source>Doubler</source>
            <comment>rule.value.doubler</comment>
            <translation>Doubler</translation>
        </message>
        <message>
            <source>Jack of diamonds</source>
            <comment>rule.value.jack_of_diamonds</comment>
            <translation>Karo-Bube</translation>
        </message>
        <message>
            <source>Leaster</source>
            <comment>rule.value.leaster</comment>
            <translation>Leaster</translation>
        </message>
        <message>
            <source>{value}</source>
            <comment>rule.value.number</comment>
            <translation>{value}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>rule.value.off</comment>
            <translation>aus</translation>
        </message>
        <message>
            <source>on</source>
            <comment>rule.value.on</comment>
            <translation>an</translation>
        </message>
        <message>
            <source>Pay</source>
            <comment>rule.value.pay</comment>
            <translation>Zahlen</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>rule.value.ramsch</comment>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>Redeal</source>
            <comment>rule.value.redeal</comment>
            <translation>Neu geben</translation>
        </message>
        <message>
            <source>Schieberamsch</source>
            <comment>rule.value.schieberamsch</comment>
            <translation>Schieberamsch</translation>
        </message>
        <message>
            <source>Tournament (Seeger-Fabian)</source>
            <comment>rule.value.seeger_fabian</comment>
            <translation>Turnier (Seeger-Fabian)</translation>
        </message>
        <message>
            <source>Standard</source>
            <comment>rule.value.standard</comment>
            <translation>Standard</translation>
        </message>
        <message>
            <source>won against the Re party</source>
            <comment>score.doppelkopf.against_re</comment>
            <translation>Gegen die Alten gewonnen</translation>
        </message>
        <message>
            <source>the Kontra party gets an extra point for beating the ♣Q holders</source>
            <comment>score.doppelkopf.against_re.note</comment>
            <translation>Die Kontra-Partei bekommt einen Extrapunkt, wenn sie die Kreuz-Damen schlägt</translation>
        </message>
        <message>
            <source>an announcement doubles the stake: 2 game points</source>
            <comment>score.doppelkopf.announced.note</comment>
            <translation>Eine Ansage verdoppelt den Einsatz: 2 Punkte</translation>
        </message>
        <message>
            <source>{level} announced by {party}</source>
            <comment>score.doppelkopf.announced_by</comment>
            <translation>{level}, angesagt von {party}</translation>
        </message>
        <message>
            <source>each further announcement adds a game point</source>
            <comment>score.doppelkopf.announced_by.note</comment>
            <translation>Jede weitere Ansage bringt einen Punkt</translation>
        </message>
        <message>
            <source>Charlie</source>
            <comment>score.doppelkopf.charlie</comment>
            <translation>Karlchen</translation>
        </message>
        <message>
            <source>the last trick was won with the ♣J</source>
            <comment>score.doppelkopf.charlie.note</comment>
            <translation>Der letzte Stich wurde mit dem Kreuz-Buben gewonnen</translation>
        </message>
        <message>
            <source>Charlie caught</source>
            <comment>score.doppelkopf.charlie_caught</comment>
            <translation>Karlchen gefangen</translation>
        </message>
        <message>
            <source>the ♣J of {seat}, on the other side, was taken in the last trick</source>
            <comment>score.doppelkopf.charlie_caught.note</comment>
            <translation>Der Kreuz-Bube von {seat} (andere Partei) wurde im letzten Stich gefangen</translation>
        </message>
        <message>
            <source>defenders' win</source>
            <comment>score.doppelkopf.defenders_win</comment>
            <translation>Sieg der Gegenpartei</translation>
        </message>
        <message>
            <source>Doppelkopf</source>
            <comment>score.doppelkopf.doppelkopf</comment>
            <translation>Doppelkopf</translation>
        </message>
        <message numerus="yes">
            <source>a trick worth {points} card points (40 or more)</source>
            <comment>score.doppelkopf.doppelkopf.note</comment>
            <translation>
                <numerusform>Ein Stich mit {points} Auge (40 oder mehr)</numerusform>
                <numerusform>Ein Stich mit {points} Augen (40 oder mehr)</numerusform>
            </translation>
        </message>
        <message>
            <source>fox caught</source>
            <comment>score.doppelkopf.fox</comment>
            <translation>Fuchs gefangen</translation>
        </message>
        <message>
            <source>the fox (♦A) of {seat}, on the other side, was taken in a trick</source>
            <comment>score.doppelkopf.fox.note</comment>
            <translation>Der Fuchs (Karo-Ass) von {seat} (andere Partei) wurde gefangen</translation>
        </message>
        <message>
            <source>fox caught in the last trick</source>
            <comment>score.doppelkopf.fox_last</comment>
            <translation>Fuchs im letzten Stich gefangen</translation>
        </message>
        <message>
            <source>Kontra announced</source>
            <comment>score.doppelkopf.kontra_announced</comment>
            <translation>Kontra angesagt</translation>
        </message>
        <message>
            <source>Kontra card points</source>
            <comment>score.doppelkopf.kontra_points</comment>
            <translation>Augen der Kontra-Partei</translation>
        </message>
        <message>
            <source>no 30</source>
            <comment>score.doppelkopf.level.no_30</comment>
            <translation>keine 30</translation>
        </message>
        <message>
            <source>no 60</source>
            <comment>score.doppelkopf.level.no_60</comment>
            <translation>keine 60</translation>
        </message>
        <message>
            <source>no 90</source>
            <comment>score.doppelkopf.level.no_90</comment>
            <translation>keine 90</translation>
        </message>
        <message>
            <source>schwarz</source>
            <comment>score.doppelkopf.level.schwarz</comment>
            <translation>schwarz</translation>
        </message>
        <message>
            <source>nobody won: both sides failed their announcements</source>
            <comment>score.doppelkopf.nobody_won</comment>
            <translation>Niemand hat gewonnen: beide Parteien haben ihre Ansagen verfehlt</translation>
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
            <translation>Alle haben die Armut abgelehnt</translation>
        </message>
        <message>
            <source>Re announced</source>
            <comment>score.doppelkopf.re_announced</comment>
            <translation>Re angesagt</translation>
        </message>
        <message>
            <source>Re card points</source>
            <comment>score.doppelkopf.re_points</comment>
            <translation>Augen der Re-Partei</translation>
        </message>
        <message>
            <source>{points} reached against {level}</source>
            <comment>score.doppelkopf.reached</comment>
            <translation>{points} erreicht gegen {level}</translation>
        </message>
        <message>
            <source>enough card points to defeat the other side's announcement</source>
            <comment>score.doppelkopf.reached.note</comment>
            <translation>Genug Augen, um die Ansage der anderen Partei zu brechen</translation>
        </message>
        <message>
            <source>{seat} demanded a redeal</source>
            <comment>score.doppelkopf.redeal</comment>
            <translation>{seat} hat neu geben verlangt</translation>
        </message>
        <message>
            <source>{party} schwarz</source>
            <comment>score.doppelkopf.schwarz</comment>
            <translation>{party} schwarz</translation>
        </message>
        <message>
            <source>the other side took no trick</source>
            <comment>score.doppelkopf.schwarz.note</comment>
            <translation>Die andere Partei hat keinen Stich gemacht</translation>
        </message>
        <message>
            <source>the soloist scores three times</source>
            <comment>score.doppelkopf.soloist_three</comment>
            <translation>Der Solist zählt dreifach</translation>
        </message>
        <message>
            <source>{party} under {limit}</source>
            <comment>score.doppelkopf.under</comment>
            <translation>{party} unter {limit}</translation>
        </message>
        <message numerus="yes">
            <source>the other side took fewer than {limit} card points</source>
            <comment>score.doppelkopf.under.note</comment>
            <translation>
                <numerusform>Die andere Partei hat weniger als {limit} Auge</numerusform>
                <numerusform>Die andere Partei hat weniger als {limit} Augen</numerusform>
            </translation>
        </message>
        <message>
            <source>game value for each Re player</source>
            <comment>score.doppelkopf.value_each_re</comment>
            <translation>Spielwert für jeden Re-Spieler</translation>
        </message>
        <message>
            <source>the Re side's points minus the Kontra side's; each Kontra player pays it</source>
            <comment>score.doppelkopf.value_each_re.note</comment>
            <translation>Punkte der Re-Partei minus die der Kontra-Partei; jeder Kontra-Spieler zahlt sie</translation>
        </message>
        <message>
            <source>won</source>
            <comment>score.doppelkopf.won</comment>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>one game point for winning</source>
            <comment>score.doppelkopf.won.note</comment>
            <translation>Ein Punkt für den Sieg</translation>
        </message>
        <message>
            <source>all passed: the first player and the dealer pay</source>
            <comment>score.schafkopf.all_passed_pay</comment>
            <translation>Alle haben gepasst: Vorhand und Geber zahlen</translation>
        </message>
        <message>
            <source>all passed: the same dealer deals again</source>
            <comment>score.schafkopf.all_passed_redeal</comment>
            <translation>Alle haben gepasst: derselbe Geber gibt neu</translation>
        </message>
        <message numerus="yes">
            <source>doubled {count} times</source>
            <comment>score.schafkopf.doubled</comment>
            <translation>
                <numerusform>Einmal verdoppelt</numerusform>
                <numerusform>{count}-mal verdoppelt</numerusform>
            </translation>
        </message>
        <message>
            <source>each knock, Kontra and Re doubles the price</source>
            <comment>score.schafkopf.doubled.note</comment>
            <translation>Jedes Klopfen, Kontra und Re verdoppelt den Preis</translation>
        </message>
        <message>
            <source>{count} without a trick (Jungfrau)</source>
            <comment>score.schafkopf.jungfrau</comment>
            <translation>{count} ohne Stich (Jungfrau)</translation>
        </message>
        <message>
            <source>a player who takes no trick doubles the price</source>
            <comment>score.schafkopf.jungfrau.note</comment>
            <translation>Ein Spieler ohne Stich verdoppelt den Preis</translation>
        </message>
        <message>
            <source>the most card points loses</source>
            <comment>score.schafkopf.most_loses</comment>
            <translation>Die meisten Augen verlieren</translation>
        </message>
        <message>
            <source>partner game (Sauspiel)</source>
            <comment>score.schafkopf.partner_tariff</comment>
            <translation>Sauspiel</translation>
        </message>
        <message>
            <source>price</source>
            <comment>score.schafkopf.price</comment>
            <translation>Preis</translation>
        </message>
        <message>
            <source>what each opponent pays or is paid; a soloist collects it from all three</source>
            <comment>score.schafkopf.price.note</comment>
            <translation>Was jeder Gegenspieler zahlt oder bekommt; ein Solist kassiert es von allen dreien</translation>
        </message>
        <message>
            <source>Ramsch tariff</source>
            <comment>score.schafkopf.ramsch_tariff</comment>
            <translation>Tarif Ramsch</translation>
        </message>
        <message numerus="yes">
            <source>{count} runners (Laufende)</source>
            <comment>score.schafkopf.runners</comment>
            <translation>
                <numerusform>{count} Laufender</numerusform>
                <numerusform>{count} Laufende</numerusform>
            </translation>
        </message>
        <message>
            <source>the top trumps in an unbroken row, held by one side; each adds the runner tariff</source>
            <comment>score.schafkopf.runners.note</comment>
            <translation>Die höchsten Trümpfe lückenlos bei einer Partei; jeder bringt den Tarif für Laufende</translation>
        </message>
        <message>
            <source>Schneider</source>
            <comment>score.schafkopf.schneider</comment>
            <translation>Schneider</translation>
        </message>
        <message>
            <source>the winners took 91 or more card points, or the losers 30 or fewer</source>
            <comment>score.schafkopf.schneider.note</comment>
            <translation>Die Gewinner haben 91 oder mehr Augen, oder die Verlierer 30 oder weniger</translation>
        </message>
        <message>
            <source>Schwarz</source>
            <comment>score.schafkopf.schwarz</comment>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>one side took every trick</source>
            <comment>score.schafkopf.schwarz.note</comment>
            <translation>Eine Partei hat alle Stiche gemacht</translation>
        </message>
        <message>
            <source>Sie: four times the solo tariff</source>
            <comment>score.schafkopf.sie</comment>
            <translation>Sie: vierfacher Solotarif</translation>
        </message>
        <message>
            <source>solo tariff</source>
            <comment>score.schafkopf.solo_tariff</comment>
            <translation>Solotarif</translation>
        </message>
        <message>
            <source>what this kind of game is worth before the extras</source>
            <comment>score.schafkopf.tariff.note</comment>
            <translation>Was diese Spielart vor den Zuschlägen wert ist</translation>
        </message>
        <message>
            <source>Tout doubles</source>
            <comment>score.schafkopf.tout</comment>
            <translation>Tout doppelt</translation>
        </message>
        <message>
            <source>a Tout promises every trick and pays double</source>
            <comment>score.schafkopf.tout.note</comment>
            <translation>Ein Tout verspricht alle Stiche und zählt doppelt</translation>
        </message>
        <message>
            <source>all passed: the next deal counts</source>
            <comment>score.sheepshead.all_passed</comment>
            <translation>Alle haben gepasst: das nächste Spiel zählt</translation>
        </message>
        <message>
            <source>alone</source>
            <comment>score.sheepshead.alone</comment>
            <translation>Allein</translation>
        </message>
        <message>
            <source>blind set aside</source>
            <comment>score.sheepshead.blind_aside</comment>
            <translation>Blind beiseitegelegt</translation>
        </message>
        <message>
            <source>blind to the last trick</source>
            <comment>score.sheepshead.blind_last</comment>
            <translation>Blind an den letzten Stich</translation>
        </message>
        <message>
            <source>buried</source>
            <comment>score.sheepshead.buried</comment>
            <translation>Vergraben</translation>
        </message>
        <message>
            <source>the buried cards count for the picker</source>
            <comment>score.sheepshead.buried.note</comment>
            <translation>Die vergrabenen Karten zählen für den Aufnehmer</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>score.sheepshead.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>card points</source>
            <comment>score.sheepshead.card_points</comment>
            <translation>Augen</translation>
        </message>
        <message>
            <source>the picker collects from all four</source>
            <comment>score.sheepshead.collects_all</comment>
            <translation>Der Aufnehmer kassiert von allen vier</translation>
        </message>
        <message>
            <source>doubler</source>
            <comment>score.sheepshead.doubler</comment>
            <translation>Doubler</translation>
        </message>
        <message>
            <source>a deal where everybody passed doubles this one</source>
            <comment>score.sheepshead.doubler.note</comment>
            <translation>Ein Spiel, in dem alle gepasst haben, verdoppelt dieses</translation>
        </message>
        <message>
            <source>each defender</source>
            <comment>score.sheepshead.each_defender</comment>
            <translation>Jeder Gegenspieler</translation>
        </message>
        <message>
            <source>fewest card points with a trick</source>
            <comment>score.sheepshead.fewest</comment>
            <translation>Die wenigsten Augen mit einem Stich</translation>
        </message>
        <message>
            <source>partner</source>
            <comment>score.sheepshead.partner</comment>
            <translation>Partner</translation>
        </message>
        <message>
            <source>partner card</source>
            <comment>score.sheepshead.partner_card</comment>
            <translation>Partnerkarte</translation>
        </message>
        <message>
            <source>its holder played on the picker's side</source>
            <comment>score.sheepshead.partner_card.note</comment>
            <translation>Wer sie hat, spielt auf der Seite des Aufnehmers</translation>
        </message>
        <message>
            <source>picker</source>
            <comment>score.sheepshead.picker</comment>
            <translation>Aufnehmer</translation>
        </message>
        <message>
            <source>result</source>
            <comment>score.sheepshead.result</comment>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>the row of the scoring table the picker side's take falls in</source>
            <comment>score.sheepshead.result.note</comment>
            <translation>Die Zeile der Wertungstabelle, in die das Ergebnis der Aufnehmer-Partei fällt</translation>
        </message>
        <message>
            <source>31 to 60</source>
            <comment>score.sheepshead.row.31_to_60</comment>
            <translation>31 bis 60</translation>
        </message>
        <message>
            <source>61 to 90</source>
            <comment>score.sheepshead.row.61_to_90</comment>
            <translation>61 bis 90</translation>
        </message>
        <message>
            <source>picker side card points</source>
            <comment>score.sheepshead.side_points</comment>
            <translation>Augen der Aufnehmer-Partei</translation>
        </message>
        <message>
            <source>picker side tricks</source>
            <comment>score.sheepshead.side_tricks</comment>
            <translation>Stiche der Aufnehmer-Partei</translation>
        </message>
        <message>
            <source>adjusted score</source>
            <comment>score.skat.adjusted</comment>
            <translation>Angepasste Wertung</translation>
        </message>
        <message>
            <source>all passed</source>
            <comment>score.skat.all_passed</comment>
            <translation>Alle haben gepasst</translation>
        </message>
        <message>
            <source>base value</source>
            <comment>score.skat.base_value</comment>
            <translation>Grundwert</translation>
        </message>
        <message>
            <source>what the trump suit is worth: ♦9 ♥10 ♠11 ♣12, Grand 24</source>
            <comment>score.skat.base_value.note</comment>
            <translation>Was die Trumpffarbe wert ist: Karo 9, Herz 10, Pik 11, Kreuz 12, Grand 24</translation>
        </message>
        <message>
            <source>conceded</source>
            <comment>score.skat.conceded</comment>
            <translation>Aufgegeben</translation>
        </message>
        <message>
            <source>Durchmarsch (every trick)</source>
            <comment>score.skat.durchmarsch</comment>
            <translation>Durchmarsch (alle Stiche)</translation>
        </message>
        <message>
            <source>game</source>
            <comment>score.skat.game</comment>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>one level for playing the game</source>
            <comment>score.skat.game.note</comment>
            <translation>Eine Stufe für das gespielte Spiel</translation>
        </message>
        <message>
            <source>game value</source>
            <comment>score.skat.game_value</comment>
            <translation>Spielwert</translation>
        </message>
        <message>
            <source>base value {base} × multiplier {multiplier}; it must reach the bid of {bid}</source>
            <comment>score.skat.game_value.note</comment>
            <translation>Grundwert {base} × Faktor {multiplier}; er muss das Reizgebot {bid} erreichen</translation>
        </message>
        <message>
            <source>hand</source>
            <comment>score.skat.hand</comment>
            <translation>Hand</translation>
        </message>
        <message>
            <source>played without picking up the skat</source>
            <comment>score.skat.hand.note</comment>
            <translation>Ohne Skataufnahme gespielt</translation>
        </message>
        <message>
            <source>Jungfrau (a player took no trick)</source>
            <comment>score.skat.jungfrau</comment>
            <translation>Jungfrau (ein Spieler ohne Stich)</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>score.skat.kontra</comment>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>a defender doubled the game</source>
            <comment>score.skat.kontra.note</comment>
            <translation>Ein Gegenspieler hat das Spiel verdoppelt</translation>
        </message>
        <message>
            <source>lost (x2)</source>
            <comment>score.skat.lost</comment>
            <translation>Verloren (×2)</translation>
        </message>
        <message>
            <source>a lost game costs twice its value</source>
            <comment>score.skat.lost.note</comment>
            <translation>Ein verlorenes Spiel kostet den doppelten Wert</translation>
        </message>
        <message>
            <source>most card points ({points})</source>
            <comment>score.skat.most_points</comment>
            <translation>Die meisten Augen ({points})</translation>
        </message>
        <message>
            <source>multiplier</source>
            <comment>score.skat.multiplier</comment>
            <translation>Faktor</translation>
        </message>
        <message>
            <source>the tops plus one for each level above</source>
            <comment>score.skat.multiplier.note</comment>
            <translation>Die Spitzen plus eins für jede Gewinnstufe darüber</translation>
        </message>
        <message>
            <source>Null</source>
            <comment>score.skat.null</comment>
            <translation>Null</translation>
        </message>
        <message>
            <source>a Null game has a fixed value; the declarer must take no trick</source>
            <comment>score.skat.null.note</comment>
            <translation>Ein Nullspiel hat einen festen Wert; der Alleinspieler darf keinen Stich machen</translation>
        </message>
        <message>
            <source>Null Hand</source>
            <comment>score.skat.null_hand</comment>
            <translation>Null Hand</translation>
        </message>
        <message>
            <source>Null Ouvert</source>
            <comment>score.skat.null_ouvert</comment>
            <translation>Null ouvert</translation>
        </message>
        <message>
            <source>Null Ouvert Hand</source>
            <comment>score.skat.null_ouvert_hand</comment>
            <translation>Null ouvert Hand</translation>
        </message>
        <message>
            <source>ouvert</source>
            <comment>score.skat.ouvert</comment>
            <translation>Ouvert</translation>
        </message>
        <message>
            <source>the declarer played with open cards</source>
            <comment>score.skat.ouvert.note</comment>
            <translation>Der Alleinspieler hat offen gespielt</translation>
        </message>
        <message>
            <source>overbid (bid {bid}): raised to</source>
            <comment>score.skat.overbid</comment>
            <translation>Überreizt (Reizwert {bid}): erhöht auf</translation>
        </message>
        <message>
            <source>the game was worth less than the bid, so it is lost at the lowest multiple of its base value that reaches the bid</source>
            <comment>score.skat.overbid.note</comment>
            <translation>Das Spiel war weniger wert als das Reizgebot; es ist verloren, zum kleinsten Vielfachen des Grundwerts, das das Reizgebot erreicht</translation>
        </message>
        <message>
            <source>skat passed on unseen</source>
            <comment>score.skat.pushed</comment>
            <translation>Skat ungesehen geschoben</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>score.skat.re</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>the declarer doubled again</source>
            <comment>score.skat.re.note</comment>
            <translation>Der Alleinspieler hat noch einmal verdoppelt</translation>
        </message>
        <message>
            <source>Schneider</source>
            <comment>score.skat.schneider</comment>
            <translation>Schneider</translation>
        </message>
        <message>
            <source>one side took 90 or more card points</source>
            <comment>score.skat.schneider.note</comment>
            <translation>Eine Partei hat 90 oder mehr Augen</translation>
        </message>
        <message>
            <source>Schneider announced</source>
            <comment>score.skat.schneider_announced</comment>
            <translation>Schneider angesagt</translation>
        </message>
        <message>
            <source>Schneider was announced before play</source>
            <comment>score.skat.schneider_announced.note</comment>
            <translation>Schneider wurde vor dem Spiel angesagt</translation>
        </message>
        <message>
            <source>Schwarz</source>
            <comment>score.skat.schwarz</comment>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>one side took every trick</source>
            <comment>score.skat.schwarz.note</comment>
            <translation>Eine Partei hat alle Stiche gemacht</translation>
        </message>
        <message>
            <source>Schwarz announced</source>
            <comment>score.skat.schwarz_announced</comment>
            <translation>Schwarz angesagt</translation>
        </message>
        <message>
            <source>Schwarz was announced before play</source>
            <comment>score.skat.schwarz_announced.note</comment>
            <translation>Schwarz wurde vor dem Spiel angesagt</translation>
        </message>
        <message>
            <source>seeger-fabian score</source>
            <comment>score.skat.seeger_fabian</comment>
            <translation>Seeger-Fabian-Wertung</translation>
        </message>
        <message>
            <source>with {count}</source>
            <comment>score.skat.with</comment>
            <translation>Mit {count}</translation>
        </message>
        <message numerus="yes">
            <source>the declarer held the top {count} trumps in a row</source>
            <comment>score.skat.with.note</comment>
            <translation>
                <numerusform>Der Alleinspieler hatte den höchsten Trumpf, den Kreuz-Buben</numerusform>
                <numerusform>Der Alleinspieler hatte die {count} höchsten Trümpfe lückenlos</numerusform>
            </translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>score.skat.without</comment>
            <translation>Ohne {count}</translation>
        </message>
        <message numerus="yes">
            <source>the top {count} trumps were missing from the declarer's cards</source>
            <comment>score.skat.without.note</comment>
            <translation>
                <numerusform>Dem Alleinspieler fehlte der höchste Trumpf, der Kreuz-Bube</numerusform>
                <numerusform>Dem Alleinspieler fehlten die {count} höchsten Trümpfe</numerusform>
            </translation>
        </message>
        <message>
            <source>won</source>
            <comment>score.skat.won</comment>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>score.value.lost</comment>
            <translation>Verloren</translation>
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
            <translation>annehmen</translation>
        </message>
        <message>
            <source>{party} {level}</source>
            <comment>action.announce</comment>
            <translation>{party} {level}</translation>
        </message>
        <message>
            <source>bid {value}</source>
            <comment>action.bid</comment>
            <translation>Reize {value}</translation>
        </message>
        <message>
            <source>bid {contract}</source>
            <comment>action.bid_game</comment>
            <translation>{contract} bieten</translation>
        </message>
        <message>
            <source>Sie</source>
            <comment>action.claim</comment>
            <translation>Sie</translation>
        </message>
        <message>
            <source>concede</source>
            <comment>action.concede</comment>
            <translation>aufgeben</translation>
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
            <translation>„keine {value}“ bieten</translation>
        </message>
        <message>
            <source>bid schwarz</source>
            <comment>action.doppelkopf.bid_schwarz</comment>
            <translation>schwarz bieten</translation>
        </message>
        <message>
            <source>hold at {value}</source>
            <comment>action.doppelkopf.hold</comment>
            <translation>bei „keine {value}“ halten</translation>
        </message>
        <message>
            <source>hold at schwarz</source>
            <comment>action.doppelkopf.hold_schwarz</comment>
            <translation>bei schwarz halten</translation>
        </message>
        <message>
            <source>no poverty</source>
            <comment>action.doppelkopf.no_poverty</comment>
            <translation>keine Armut</translation>
        </message>
        <message>
            <source>no solo</source>
            <comment>action.doppelkopf.no_solo</comment>
            <translation>kein Solo</translation>
        </message>
        <message>
            <source>trumps given back: {count}</source>
            <comment>action.doppelkopf.trumps_back</comment>
            <translation>Trümpfe zurück: {count}</translation>
        </message>
        <message>
            <source>healthy</source>
            <comment>action.healthy</comment>
            <translation>gesund</translation>
        </message>
        <message>
            <source>hold</source>
            <comment>action.hold</comment>
            <translation>ja (halten)</translation>
        </message>
        <message>
            <source>knock</source>
            <comment>action.knock</comment>
            <translation>klopfen</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>action.kontra</comment>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>lay away {card}</source>
            <comment>action.lay_away</comment>
            <translation>{card} drücken</translation>
        </message>
        <message>
            <source>marriage</source>
            <comment>action.marriage</comment>
            <translation>Hochzeit</translation>
        </message>
        <message>
            <source>no knock</source>
            <comment>action.no_knock</comment>
            <translation>nicht klopfen</translation>
        </message>
        <message>
            <source>no Kontra</source>
            <comment>action.no_kontra</comment>
            <translation>kein Kontra</translation>
        </message>
        <message>
            <source>no Re</source>
            <comment>action.no_re</comment>
            <translation>kein Re</translation>
        </message>
        <message>
            <source>pass</source>
            <comment>action.pass</comment>
            <translation>Passe</translation>
        </message>
        <message>
            <source>pass {card} to {seat}</source>
            <comment>action.pass_card</comment>
            <translation>{card} an {seat} geben</translation>
        </message>
        <message>
            <source>pass {card} on</source>
            <comment>action.pass_card_on</comment>
            <translation>{card} weitergeben</translation>
        </message>
        <message>
            <source>pick up</source>
            <comment>action.pick_up</comment>
            <translation>aufnehmen</translation>
        </message>
        <message>
            <source>play {card}</source>
            <comment>action.play</comment>
            <translation>{card} spielen</translation>
        </message>
        <message>
            <source>play</source>
            <comment>action.play_first</comment>
            <translation>ich spiel</translation>
        </message>
        <message>
            <source>play the unknown card</source>
            <comment>action.play_unknown</comment>
            <translation>die unbekannte Karte spielen</translation>
        </message>
        <message>
            <source>poverty</source>
            <comment>action.poverty</comment>
            <translation>Armut</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>action.re</comment>
            <translation>Re</translation>
        </message>
        <message>
            <source>redeal</source>
            <comment>action.redeal</comment>
            <translation>neu geben</translation>
        </message>
        <message>
            <source>refuse</source>
            <comment>action.refuse</comment>
            <translation>ablehnen</translation>
        </message>
        <message>
            <source>reservation</source>
            <comment>action.reserve</comment>
            <translation>Vorbehalt</translation>
        </message>
        <message>
            <source>hold</source>
            <comment>action.schafkopf.hold</comment>
            <translation>halten</translation>
        </message>
        <message>
            <source>pass</source>
            <comment>action.schafkopf.pass</comment>
            <translation>weiter</translation>
        </message>
        <message>
            <source>go alone</source>
            <comment>action.sheepshead.alone</comment>
            <translation>allein spielen</translation>
        </message>
        <message>
            <source>bury {card}</source>
            <comment>action.sheepshead.bury</comment>
            <translation>{card} vergraben</translation>
        </message>
        <message>
            <source>call {card}</source>
            <comment>action.sheepshead.call</comment>
            <translation>{card} rufen</translation>
        </message>
        <message>
            <source>call {card} with an unknown card</source>
            <comment>action.sheepshead.call_unknown</comment>
            <translation>{card} rufen, mit unbekannter Karte</translation>
        </message>
        <message>
            <source>pick</source>
            <comment>action.sheepshead.pick</comment>
            <translation>aufnehmen</translation>
        </message>
        <message>
            <source>hold {value}</source>
            <comment>action.skat.hold</comment>
            <translation>{value} halten</translation>
        </message>
        <message>
            <source>pass the skat on</source>
            <comment>action.skat.push</comment>
            <translation>Skat weiterschieben</translation>
        </message>
        <message>
            <source>solo</source>
            <comment>action.solo</comment>
            <translation>Solo</translation>
        </message>
        <message>
            <source>trumps given back: {count}</source>
            <comment>action.trumps_back</comment>
            <translation>Trümpfe zurück: {count}</translation>
        </message>
        <message>
            <source>{card} is trump in this game, whatever its suit.</source>
            <comment>coach.always_trump</comment>
            <translation>{card} ist in diesem Spiel Trumpf, egal welche Farbe.</translation>
        </message>
        <message>
            <source>{card} stays under the trick: in this game every point you take counts against you.</source>
            <comment>coach.avoid</comment>
            <translation>{card} bleibt unter dem Stich: in diesem Spiel zählt jedes Auge, das du nimmst, gegen dich.</translation>
        </message>
        <message>
            <source>{action} scores {value} on average; the next best, {other}, scores {other_value}.</source>
            <comment>coach.best_value</comment>
            <translation>Im Schnitt bringt {action} {value}; das Zweitbeste, {other}, bringt {other_value}.</translation>
        </message>
        <message>
            <source>{action} scores {value} on average and wins the deal {percent}% of the time.</source>
            <comment>coach.best_win</comment>
            <translation>Im Schnitt bringt {action} {value} und gewinnt das Spiel in {percent} % der Fälle.</translation>
        </message>
        <message>
            <source>You must play the called ace {card} when its suit is led.</source>
            <comment>coach.called_ace</comment>
            <translation>Du musst die gerufene Sau ({card}) spielen, wenn ihre Farbe ausgespielt wird.</translation>
        </message>
        <message>
            <source>Whoever holds {card} plays with you; other cards of its suit in your hand: {count}.</source>
            <comment>coach.calls</comment>
            <translation>Wer {card} hat, spielt mit dir; weitere Karten dieser Farbe auf deiner Hand: {count}.</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>coach.card_name</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>You cannot win this trick: {card} is the card you can best spare.</source>
            <comment>coach.cheapest</comment>
            <translation>Diesen Stich kannst du nicht gewinnen: {card} kannst du am ehesten entbehren.</translation>
        </message>
        <message numerus="yes">
            <source>Leading trump draws the opponents' trumps: {count} trumps are still out.</source>
            <comment>coach.draw_trumps</comment>
            <translation>
                <numerusform>Trumpf ausspielen zieht den Gegnern die Trümpfe: {count} Trumpf ist noch draußen.</numerusform>
                <numerusform>Trumpf ausspielen zieht den Gegnern die Trümpfe: {count} Trümpfe sind noch draußen.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} gives this trick up cheaply and keeps your {kept} for a later trick.</source>
            <comment>coach.keeps</comment>
            <translation>{card} gibt diesen Stich billig ab und hebt dir {kept} für einen späteren Stich auf.</translation>
        </message>
        <message numerus="yes">
            <source>Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.</source>
            <comment>coach.lay_away</comment>
            <translation>
                <numerusform>Wenn du {card} drückst, ist dir {points} Auge sicher: Die Karte kann in keinem Stich mehr verloren gehen.</numerusform>
                <numerusform>Wenn du {card} drückst, sind dir {points} Augen sicher: Die Karte kann in keinem Stich mehr verloren gehen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Laying away {card} leaves you void in its suit, so you can trump it later.</source>
            <comment>coach.lay_away_short</comment>
            <translation>Wenn du {card} drückst, bist du in dieser Farbe frei und kannst sie später stechen.</translation>
        </message>
        <message numerus="yes">
            <source>{card} is a cheap lead: it risks only {points} points.</source>
            <comment>coach.lead_cheap</comment>
            <translation>
                <numerusform>{card} ist ein billiges Ausspiel: Es riskiert nur {points} Auge.</numerusform>
                <numerusform>{card} ist ein billiges Ausspiel: Es riskiert nur {points} Augen.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is the highest {suit} still out: leading it should take the trick.</source>
            <comment>coach.lead_top</comment>
            <translation>{card} ist die höchste {suit}-Karte, die noch draußen ist: Damit solltest du den Stich machen.</translation>
        </message>
        <message>
            <source>{card} is the highest trump still out: leading it draws the others' trumps.</source>
            <comment>coach.lead_top_trump</comment>
            <translation>{card} ist der höchste Trumpf, der noch draußen ist: damit ziehst du die Trümpfe der anderen.</translation>
        </message>
        <message>
            <source>Every card you may play beats the trick so far: {card} is the one to play.</source>
            <comment>coach.must_beat</comment>
            <translation>Jede Karte, die du spielen darfst, schlägt den Stich bisher: {card} ist die Karte dafür.</translation>
        </message>
        <message>
            <source>You must follow {suit}; {card} is the one to play.</source>
            <comment>coach.must_follow</comment>
            <translation>Du musst {suit} bedienen; {card} ist die Karte dafür.</translation>
        </message>
        <message>
            <source>You must follow trump; {card} is the one to play.</source>
            <comment>coach.must_follow_trump</comment>
            <translation>Du musst Trumpf bedienen; {card} ist die Karte dafür.</translation>
        </message>
        <message>
            <source>You hold no trump; your side aces: {aces}.</source>
            <comment>coach.no_trumps_held</comment>
            <translation>Du hast keinen Trumpf; deine Fehlasse: {aces}.</translation>
        </message>
        <message>
            <source>{card}: in a Null the defenders win as soon as the declarer takes a trick.</source>
            <comment>coach.null_defend</comment>
            <translation>{card}: Im Null gewinnen die Gegenspieler, sobald der Alleinspieler einen Stich bekommt.</translation>
        </message>
        <message>
            <source>{card} stays under the trick: the Null declarer must not take a single trick.</source>
            <comment>coach.null_duck</comment>
            <translation>{card} bleibt unter dem Stich: der Null-Spieler darf keinen einzigen Stich machen.</translation>
        </message>
        <message>
            <source>{card} is led to make the Null declarer take a trick.</source>
            <comment>coach.null_force</comment>
            <translation>{card} wird ausgespielt, damit der Null-Spieler einen Stich machen muss.</translation>
        </message>
        <message>
            <source>Leading {card}: {count} higher cards of its suit are still out.</source>
            <comment>coach.null_lead</comment>
            <translation>Du spielst {card} aus: Noch {count} höhere Karten dieser Farbe sind draußen.</translation>
        </message>
        <message>
            <source>{card} stays under the declarer's card: in a Null the defenders want the declarer to take a trick.</source>
            <comment>coach.null_under</comment>
            <translation>{card} bleibt unter der Karte des Alleinspielers: Im Null wollen die Gegenspieler, dass der Alleinspieler einen Stich bekommt.</translation>
        </message>
        <message>
            <source>{card} is your only legal card.</source>
            <comment>coach.only_card</comment>
            <translation>{card} ist deine einzige erlaubte Karte.</translation>
        </message>
        <message>
            <source>{action} is the only choice here.</source>
            <comment>coach.only_choice</comment>
            <translation>Die einzige Wahl hier: {action}.</translation>
        </message>
        <message>
            <source>{action} scores {value} on average; saying nothing scores {other_value}.</source>
            <comment>coach.over_nothing</comment>
            <translation>Im Schnitt bringt {action} {value}; nichts zu sagen bringt {other_value}.</translation>
        </message>
        <message numerus="yes">
            <source>Your partner is winning this trick: {card} adds {points} points to it.</source>
            <comment>coach.partner_wins</comment>
            <translation>
                <numerusform>Dein Partner gewinnt diesen Stich: {card} bringt ihm {points} Auge dazu.</numerusform>
                <numerusform>Dein Partner gewinnt diesen Stich: {card} bringt ihm {points} Augen dazu.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bidding: the strongest game announced wins the auction.</source>
            <comment>coach.phase.bidding</comment>
            <translation>Bieten: das stärkste angesagte Spiel gewinnt.</translation>
        </message>
        <message>
            <source>Burying: the picker buries as many cards as the blind held; they count for the picker.</source>
            <comment>coach.phase.bury</comment>
            <translation>Vergraben: der Aufnehmer legt so viele Karten ab, wie der Blind hatte; sie zählen für ihn.</translation>
        </message>
        <message>
            <source>Calling: the picker names a card; whoever holds it is the secret partner.</source>
            <comment>coach.phase.calling</comment>
            <translation>Rufen: der Aufnehmer nennt eine Karte; wer sie hat, ist der heimliche Partner.</translation>
        </message>
        <message>
            <source>Declaring: the declarer names the game, and with it the trumps.</source>
            <comment>coach.phase.declaring</comment>
            <translation>Ansagen: der Spieler nennt das Spiel und damit die Trümpfe.</translation>
        </message>
        <message>
            <source>Kontra doubles the deal if you think the declarer will lose; Re doubles it again.</source>
            <comment>coach.phase.doubling</comment>
            <translation>Mit Kontra verdoppelst du das Spiel, wenn du glaubst, dass der Spieler verliert; Re verdoppelt noch einmal.</translation>
        </message>
        <message>
            <source>Knocking doubles the deal before anyone bids, on the strength of your first cards.</source>
            <comment>coach.phase.knocking</comment>
            <translation>Klopfen verdoppelt das Spiel schon vor dem Bieten, nach der Stärke deiner ersten Karten.</translation>
        </message>
        <message>
            <source>Scoring: the card points decide who won; the score lines show how the deal's value was reached.</source>
            <comment>coach.phase.over</comment>
            <translation>Abrechnung: die Augen entscheiden, wer gewonnen hat; die Wertungszeilen zeigen, wie der Wert des Spiels zustande kam.</translation>
        </message>
        <message>
            <source>Scoring: in this game the tricks decide, not the card points; the score lines show how the deal's value was reached.</source>
            <comment>coach.phase.over_tricks</comment>
            <translation>Abrechnung: In diesem Spiel entscheiden die Stiche, nicht die Augen; die Wertungszeilen zeigen, wie der Wert des Spiels zustande kam.</translation>
        </message>
        <message>
            <source>Picking: take the blind and play against the others, or pass it on.</source>
            <comment>coach.phase.pick</comment>
            <translation>Aufnehmen: nimm den Blind und spiel gegen die anderen, oder gib ihn weiter.</translation>
        </message>
        <message>
            <source>Play: follow the led suit if you can; all trumps count as one suit. The highest trump takes the trick, otherwise the highest card of the led suit.</source>
            <comment>coach.phase.play</comment>
            <translation>Spiel: bediene die ausgespielte Farbe, wenn du kannst; alle Trümpfe zählen als eine Farbe. Der höchste Trumpf macht den Stich, sonst die höchste Karte der ausgespielten Farbe.</translation>
        </message>
        <message>
            <source>Play: follow the led suit if you can; this game has no trumps: the highest card of the led suit takes the trick.</source>
            <comment>coach.phase.play_no_trumps</comment>
            <translation>Spiel: bediene die ausgespielte Farbe, wenn du kannst; dieses Spiel hat keine Trümpfe: Die höchste Karte der ausgespielten Farbe macht den Stich.</translation>
        </message>
        <message>
            <source>Poverty: three cards with every trump go to a partner, who gives as many back.</source>
            <comment>coach.phase.poverty</comment>
            <translation>Armut: drei Karten mit allen Trümpfen gehen an einen Partner, der ebenso viele zurückgibt.</translation>
        </message>
        <message>
            <source>Reservations: say healthy to play a normal game, or reservation for a solo, a poverty or a marriage.</source>
            <comment>coach.phase.reservations</comment>
            <translation>Vorbehalte: sag gesund für ein Normalspiel, oder Vorbehalt für ein Solo, eine Armut oder eine Hochzeit.</translation>
        </message>
        <message>
            <source>Bidding: say play to lead a game; a later player can only overcall with a stronger game.</source>
            <comment>coach.phase.schafkopf_bidding</comment>
            <translation>Bieten: sag „ich spiel“, um ein Spiel zu machen; wer später kommt, kann nur mit einem stärkeren Spiel überbieten.</translation>
        </message>
        <message>
            <source>The skat: the declarer may pick up the two hidden cards, or play hand for a higher value.</source>
            <comment>coach.phase.skat</comment>
            <translation>Der Skat: der Alleinspieler darf die zwei verdeckten Karten aufnehmen oder Hand spielen, was den Wert erhöht.</translation>
        </message>
        <message>
            <source>Bidding: bid 18, 20, 22 … as long as your hand is worth it; the last player left declares the game.</source>
            <comment>coach.phase.skat_bidding</comment>
            <translation>Reizen: reize 18, 20, 22…, solange dein Blatt es wert ist; wer übrig bleibt, sagt das Spiel an.</translation>
        </message>
        <message>
            <source>Laying away: two cards go back into the skat; their points count for the declarer.</source>
            <comment>coach.phase.skat_lay_away</comment>
            <translation>Drücken: zwei Karten gehen zurück in den Skat; ihre Augen zählen für den Alleinspieler.</translation>
        </message>
        <message>
            <source>This raises the stake of the deal: it pays only if your side wins more often than it loses.</source>
            <comment>coach.raises_stake</comment>
            <translation>Das erhöht den Einsatz des Spiels: es lohnt sich nur, wenn deine Partei öfter gewinnt als verliert.</translation>
        </message>
        <message>
            <source>{cards} are the same card here: no card still out lies between them, so either takes exactly the tricks the other would.</source>
            <comment>coach.same_cards</comment>
            <translation>{cards} sind hier gleichwertig: Keine Karte, die noch draußen ist, liegt zwischen ihnen, also macht jede genau die Stiche, die die andere machen würde.</translation>
        </message>
        <message>
            <source>Saying nothing scores {value} on average; the best thing to say, {other}, scores {other_value}.</source>
            <comment>coach.say_nothing</comment>
            <translation>Nichts zu sagen bringt im Schnitt {value}; das Beste, was du sagen könntest, {other}, bringt {other_value}.</translation>
        </message>
        <message>
            <source>the card points you take, counted negative: fewer is better</source>
            <comment>coach.scale.card_points</comment>
            <translation>die Augen, die du bekommst, negativ gezählt: weniger ist besser</translation>
        </message>
        <message>
            <source>your score for the deal, as the score sheet counts it</source>
            <comment>coach.scale.score</comment>
            <translation>deine Punkte für dieses Spiel, wie die Spielliste sie zählt</translation>
        </message>
        <message>
            <source>your points on the score sheet less the other side's (a defender sees minus the declarer's score)</source>
            <comment>coach.scale.skat</comment>
            <translation>deine Punkte auf der Spielliste abzüglich der Punkte der Gegenseite (ein Gegenspieler sieht die Punkte des Alleinspielers mit umgekehrtem Vorzeichen)</translation>
        </message>
        <message>
            <source>Your best game, {game}, wins about {chance}% of the time with this hand: a partner game is declared from {partner}% on, a game alone from {alone}% on.</source>
            <comment>coach.schafkopf.below_floor</comment>
            <translation>Dein bestes Spiel, {game}, gewinnt mit diesem Blatt nur in etwa {chance} % der Fälle: Ein Sauspiel spielt man ab {partner} %, ein Spiel allein (Solo, Wenz, Geier) ab {alone} %.</translation>
        </message>
        <message>
            <source>A partner game needs at least four trumps, one of them an Ober. Your trumps: {trumps}; Obers among them: {top}.</source>
            <comment>coach.schafkopf.sauspiel_needs</comment>
            <translation>Ein Sauspiel braucht mindestens vier Trümpfe, darunter einen Ober. Deine Trümpfe: {trumps}; Ober darunter: {top}.</translation>
        </message>
        <message>
            <source>With only four trumps, a partner game needs two runners from the top, or an Ober and an Unter with a side Sau. Your runners: {runners}.</source>
            <comment>coach.schafkopf.sauspiel_weak</comment>
            <translation>Mit nur vier Trümpfen braucht ein Sauspiel zwei Laufende, oder einen Ober und einen Unter mit einer Sau in einer Fehlfarbe. Deine Laufenden: {runners}.</translation>
        </message>
        <message numerus="yes">
            <source>Burying {card} banks its {points} points for you: it can no longer be lost in a trick.</source>
            <comment>coach.sheepshead.bury</comment>
            <translation>
                <numerusform>Wenn du {card} vergräbst, ist dir {points} Auge sicher: Die Karte kann in keinem Stich mehr verloren gehen.</numerusform>
                <numerusform>Wenn du {card} vergräbst, sind dir {points} Augen sicher: Die Karte kann in keinem Stich mehr verloren gehen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Burying {card} leaves you void in its suit, so you can trump it later.</source>
            <comment>coach.sheepshead.bury_short</comment>
            <translation>Wenn du {card} vergräbst, bist du in dieser Farbe frei und kannst sie später stechen.</translation>
        </message>
        <message>
            <source>Played as {game} ({tops}), these ten cards are worth {worth}; bids up to {limit} count on a skat that makes {other} worth playing.</source>
            <comment>coach.skat_bid_counts_on</comment>
            <translation>Als {game} ({tops}) sind diese zehn Karten {worth} wert; ein Reizen bis {limit} rechnet mit einem Skat, der {other} spielbar macht.</translation>
        </message>
        <message>
            <source>A Grand needs at least five jacks, aces and tens together. Yours: {count}; jacks among them: {jacks}.</source>
            <comment>coach.skat_grand_count</comment>
            <translation>Ein Grand braucht mindestens fünf Buben, Asse und Zehnen zusammen. Deine: {count}; Buben darunter: {jacks}.</translation>
        </message>
        <message>
            <source>A Grand Hand needs at least two jacks unless every suit is headed by its ace. Your jacks: {jacks}; your aces: {aces}.</source>
            <comment>coach.skat_grand_hand_jacks</comment>
            <translation>Ein Grand Hand braucht mindestens zwei Buben, außer jede Farbe ist mit ihrem Ass besetzt. Deine Buben: {jacks}; deine Asse: {aces}.</translation>
        </message>
        <message>
            <source>This hand wins without the skat: playing it from hand raises its value by one level.</source>
            <comment>coach.skat_hand</comment>
            <translation>Dieses Blatt gewinnt ohne den Skat: aus der Hand gespielt steigt sein Wert um eine Stufe.</translation>
        </message>
        <message>
            <source>The two cards of the skat can still help this hand: pick it up before you choose the game.</source>
            <comment>coach.skat_pickup</comment>
            <translation>Die zwei Karten im Skat können diesem Blatt noch helfen: nimm ihn auf, bevor du das Spiel wählst.</translation>
        </message>
        <message>
            <source>This hand is too weak to play: no game it could declare is worth the risk.</source>
            <comment>coach.skat_too_weak</comment>
            <translation>Dieses Blatt ist zu schwach zum Spielen: kein Spiel, das es ansagen könnte, ist das Risiko wert.</translation>
        </message>
        <message>
            <source>{rule} is the usual play here, and {other} is as good as {card} within the search's margin.</source>
            <comment>coach.thumb.as_good</comment>
            <translation>{rule}: Das ist hier das Übliche, und {other} ist innerhalb der Unsicherheit der Suche so gut wie {card}.</translation>
        </message>
        <message>
            <source>{rule} is the usual play here, but on the deals looked at another card is never worse than {other} and sometimes better.</source>
            <comment>coach.thumb.beaten</comment>
            <translation>{rule}: Das ist hier das Übliche, aber in den betrachteten Spielen ist eine andere Karte nie schlechter als {other} und manchmal besser.</translation>
        </message>
        <message>
            <source>Leading the called suit finds the partners while the called {card} is out; it has been played, so everybody knows who plays with whom.</source>
            <comment>coach.thumb.called_found</comment>
            <translation>Die gerufene Farbe auszuspielen findet die Partner, solange die gerufene Karte {card} draußen ist; sie ist schon gespielt, also weiß jeder, wer mit wem spielt.</translation>
        </message>
        <message>
            <source>As a defender, search for the called {card}: lead its suit. Whoever holds it must play it, and you learn who plays with whom.</source>
            <comment>coach.thumb.called_suit</comment>
            <translation>Als Gegenspieler such die gerufene Karte {card}: Spiel ihre Farbe aus. Wer sie hat, muss sie zugeben, und du erfährst, wer mit wem spielt.</translation>
        </message>
        <message>
            <source>{rule} is the usual play here, but on the deals looked at {card} scores {diff} {unit} more on average than {other} (±{margin}).</source>
            <comment>coach.thumb.else</comment>
            <translation>{rule}: Das ist hier das Übliche, aber in den betrachteten Spielen bringt {card} im Schnitt {diff} {unit} mehr als {other} (±{margin}).</translation>
        </message>
        <message>
            <source>Leading the called suit</source>
            <comment>coach.thumb.name.called_suit</comment>
            <translation>Die gerufene Farbe ausspielen</translation>
        </message>
        <message>
            <source>Leading trump to draw the others' trumps</source>
            <comment>coach.thumb.name.draw_trumps</comment>
            <translation>Trumpf ausspielen, um den anderen die Trümpfe zu ziehen</translation>
        </message>
        <message>
            <source>Leading no trump as a defender</source>
            <comment>coach.thumb.name.no_trump</comment>
            <translation>Als Gegenspieler keinen Trumpf ausspielen</translation>
        </message>
        <message>
            <source>{count} choices are equally good here: on the deals looked at they score within the search's margin (±{margin}) of each other.</source>
            <comment>coach.tied</comment>
            <translation>{count} Möglichkeiten sind hier gleich gut: In den betrachteten Spielen liegen sie innerhalb der Unsicherheit der Suche (±{margin}) beieinander.</translation>
        </message>
        <message>
            <source>{cards} are equally good here: on the deals looked at they score within the search's margin (±{margin}) of each other.</source>
            <comment>coach.tied_cards</comment>
            <translation>{cards} sind hier gleich gut: In den betrachteten Spielen liegen sie innerhalb der Unsicherheit der Suche (±{margin}) beieinander.</translation>
        </message>
        <message>
            <source>{cards} score the same here on the deals looked at.</source>
            <comment>coach.tied_cards_equal</comment>
            <translation>{cards} bringen in den betrachteten Spielen hier gleich viel.</translation>
        </message>
        <message>
            <source>{count} choices score the same here on the deals looked at.</source>
            <comment>coach.tied_equal</comment>
            <translation>{count} Möglichkeiten bringen in den betrachteten Spielen hier gleich viel.</translation>
        </message>
        <message>
            <source>with {count}</source>
            <comment>coach.tops_with</comment>
            <translation>mit {count}</translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>coach.tops_without</comment>
            <translation>ohne {count}</translation>
        </message>
        <message numerus="yes">
            <source>{count} card points</source>
            <comment>coach.trick.card_points</comment>
            <translation>
                <numerusform>{count} Auge</numerusform>
                <numerusform>{count} Augen</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} took the trick: {points}.</source>
            <comment>coach.trick.points</comment>
            <translation>{seat} hat den Stich bekommen: {points}.</translation>
        </message>
        <message>
            <source>You took the trick: {points}.</source>
            <comment>coach.trick.points.you</comment>
            <translation>Du hast den Stich bekommen: {points}.</translation>
        </message>
        <message>
            <source>{seat} took the trick.</source>
            <comment>coach.trick.taken</comment>
            <translation>{seat} hat den Stich bekommen.</translation>
        </message>
        <message>
            <source>You took the trick.</source>
            <comment>coach.trick.taken.you</comment>
            <translation>Du hast den Stich bekommen.</translation>
        </message>
        <message>
            <source>Trumps played: {cards}.</source>
            <comment>coach.trick.trumps</comment>
            <translation>Gespielte Trümpfe: {cards}.</translation>
        </message>
        <message>
            <source>You have no {suit}: {card} is trump and takes the trick.</source>
            <comment>coach.trumps_in</comment>
            <translation>Du hast kein {suit}: {card} ist Trumpf und macht den Stich.</translation>
        </message>
        <message>
            <source>card points</source>
            <comment>coach.unit.card_points</comment>
            <translation>Augen</translation>
        </message>
        <message>
            <source>points</source>
            <comment>coach.unit.points</comment>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>You must play the called ace {card} now: its suit was led for the first time.</source>
            <comment>coach.why_called_ace</comment>
            <translation>Du musst die gerufene Sau ({card}) jetzt spielen: Ihre Farbe wurde zum ersten Mal ausgespielt.</translation>
        </message>
        <message>
            <source>You must follow {suit}: you still hold {cards}.</source>
            <comment>coach.why_follow</comment>
            <translation>Du musst {suit} bedienen: du hast noch {cards}.</translation>
        </message>
        <message>
            <source>You must follow trump: you still hold {cards}. Every trump counts as trump, whatever its suit.</source>
            <comment>coach.why_follow_trump</comment>
            <translation>Du musst Trumpf bedienen: du hast noch {cards}. Jeder Trumpf zählt als Trumpf, egal welche Farbe er hat.</translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the lead in this trick ({points} points so far).</source>
            <comment>coach.wins_now</comment>
            <translation>
                <numerusform>{card} übernimmt die Führung in diesem Stich (bisher {points} Auge).</numerusform>
                <numerusform>{card} übernimmt die Führung in diesem Stich (bisher {points} Augen).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.</source>
            <comment>coach.wins_sure</comment>
            <translation>
                <numerusform>{card} gewinnt diesen Stich sicher: Keine Karte, die noch draußen ist, schlägt sie. Im Stich liegt {points} Auge.</numerusform>
                <numerusform>{card} gewinnt diesen Stich sicher: Keine Karte, die noch draußen ist, schlägt sie. Im Stich liegen {points} Augen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Jack solo</source>
            <comment>contract.doppelkopf.jack</comment>
            <translation>Bubensolo</translation>
        </message>
        <message>
            <source>marriage</source>
            <comment>contract.doppelkopf.marriage</comment>
            <translation>Hochzeit</translation>
        </message>
        <message>
            <source>marriage solo</source>
            <comment>contract.doppelkopf.marriage_solo</comment>
            <translation>Hochzeit als Solo</translation>
        </message>
        <message>
            <source>no 30</source>
            <comment>contract.doppelkopf.no_30</comment>
            <translation>keine 30</translation>
        </message>
        <message>
            <source>no 60</source>
            <comment>contract.doppelkopf.no_60</comment>
            <translation>keine 60</translation>
        </message>
        <message>
            <source>no 90</source>
            <comment>contract.doppelkopf.no_90</comment>
            <translation>keine 90</translation>
        </message>
        <message>
            <source>No-trump solo</source>
            <comment>contract.doppelkopf.no_trump</comment>
            <translation>Fleischloser</translation>
        </message>
        <message>
            <source>normal game</source>
            <comment>contract.doppelkopf.normal</comment>
            <translation>Normalspiel</translation>
        </message>
        <message>
            <source>poverty</source>
            <comment>contract.doppelkopf.poverty</comment>
            <translation>Armut</translation>
        </message>
        <message>
            <source>Queen solo</source>
            <comment>contract.doppelkopf.queen</comment>
            <translation>Damensolo</translation>
        </message>
        <message>
            <source>Queen-jack solo</source>
            <comment>contract.doppelkopf.queen_jack</comment>
            <translation>Damen-Buben-Solo</translation>
        </message>
        <message>
            <source>schwarz</source>
            <comment>contract.doppelkopf.schwarz</comment>
            <translation>schwarz</translation>
        </message>
        <message>
            <source>silent solo</source>
            <comment>contract.doppelkopf.silent_solo</comment>
            <translation>stilles Solo</translation>
        </message>
        <message>
            <source>{suit} solo</source>
            <comment>contract.doppelkopf.suit_solo</comment>
            <translation>{suit}-Solo</translation>
        </message>
        <message>
            <source>{contract} with Re announced</source>
            <comment>contract.doppelkopf.with_re</comment>
            <translation>{contract} mit Re-Ansage</translation>
        </message>
        <message>
            <source>{contract} without Re</source>
            <comment>contract.doppelkopf.without_re</comment>
            <translation>{contract} ohne Re</translation>
        </message>
        <message>
            <source>{contract} Hand</source>
            <comment>contract.hand</comment>
            <translation>{contract} Hand</translation>
        </message>
        <message>
            <source>{contract} Ouvert</source>
            <comment>contract.ouvert</comment>
            <translation>{contract} ouvert</translation>
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
            <translation>Sauspiel allein</translation>
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
            <translation>{contract}, Schneider angesagt</translation>
        </message>
        <message>
            <source>{contract} Schwarz announced</source>
            <comment>contract.schwarz</comment>
            <translation>{contract}, Schwarz angesagt</translation>
        </message>
        <message>
            <source>pick alone</source>
            <comment>contract.sheepshead.alone</comment>
            <translation>aufgenommen, allein</translation>
        </message>
        <message>
            <source>pick, called {card}</source>
            <comment>contract.sheepshead.called</comment>
            <translation>aufgenommen, {card} gerufen</translation>
        </message>
        <message>
            <source>pick, called a partner</source>
            <comment>contract.sheepshead.called_kind</comment>
            <translation>aufgenommen, Partner gerufen</translation>
        </message>
        <message>
            <source>pick, called {card} with an unknown card</source>
            <comment>contract.sheepshead.called_unknown</comment>
            <translation>aufgenommen, {card} gerufen (mit unbekannter Karte)</translation>
        </message>
        <message>
            <source>doubler</source>
            <comment>contract.sheepshead.doubler</comment>
            <translation>Doubler</translation>
        </message>
        <message>
            <source>pick, jack of diamonds partner</source>
            <comment>contract.sheepshead.jack</comment>
            <translation>aufgenommen, Karo-Bube ist Partner</translation>
        </message>
        <message>
            <source>Leaster</source>
            <comment>contract.sheepshead.leaster</comment>
            <translation>Leaster</translation>
        </message>
        <message>
            <source>pick</source>
            <comment>contract.sheepshead.pick</comment>
            <translation>aufgenommen</translation>
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
            <source>Hold or pass: your game is worth {value}.</source>
            <comment>goal.ask.hold_or_pass</comment>
            <translation>Halten oder passen: dein Spiel ist {value} wert.</translation>
        </message>
        <message>
            <source>Do you announce something before your card?</source>
            <comment>goal.ask.turn.announce</comment>
            <translation>Sagst du vor deiner Karte etwas an?</translation>
        </message>
        <message>
            <source>What do you say in the auction?</source>
            <comment>goal.ask.turn.bid</comment>
            <translation>Was sagst du beim Bieten?</translation>
        </message>
        <message>
            <source>Do you pick up the blind?</source>
            <comment>goal.ask.turn.blind_pick_up</comment>
            <translation>Nimmst du den Blind auf?</translation>
        </message>
        <message>
            <source>Whom do you call as your partner?</source>
            <comment>goal.ask.turn.call</comment>
            <translation>Wen rufst du als Partner?</translation>
        </message>
        <message>
            <source>Which game do you play?</source>
            <comment>goal.ask.turn.declare</comment>
            <translation>Welches Spiel spielst du?</translation>
        </message>
        <message>
            <source>Do you double the stake?</source>
            <comment>goal.ask.turn.double</comment>
            <translation>Verdoppelst du den Einsatz?</translation>
        </message>
        <message>
            <source>Healthy, or a reservation?</source>
            <comment>goal.ask.turn.health</comment>
            <translation>Gesund oder ein Vorbehalt?</translation>
        </message>
        <message>
            <source>Do you knock?</source>
            <comment>goal.ask.turn.knock</comment>
            <translation>Klopfst du?</translation>
        </message>
        <message>
            <source>What do you choose?</source>
            <comment>goal.ask.turn.other</comment>
            <translation>Was wählst du?</translation>
        </message>
        <message>
            <source>Which card do you hand over?</source>
            <comment>goal.ask.turn.pass_cards</comment>
            <translation>Welche Karte gibst du ab?</translation>
        </message>
        <message>
            <source>Do you pick up the cards laid aside?</source>
            <comment>goal.ask.turn.pick_up</comment>
            <translation>Nimmst du die beiseitegelegten Karten auf?</translation>
        </message>
        <message>
            <source>Which reservation do you name?</source>
            <comment>goal.ask.turn.reservation</comment>
            <translation>Welchen Vorbehalt nennst du?</translation>
        </message>
        <message>
            <source>Do you pick up the skat, or play from your hand?</source>
            <comment>goal.ask.turn.skat_pick_up</comment>
            <translation>Nimmst du den Skat auf, oder spielst du aus der Hand?</translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} the declarer scores {value} instead of {best}; your side's card points: {taken} instead of {most}.</source>
            <comment>goal.deal.declarer_more</comment>
            <translation>So wie die Karten liegen, schreibt der Spieler nach {card} {value} statt {best}; Augen deiner Partei: {taken} statt {most}.</translation>
        </message>
        <message numerus="yes">
            <source>With the cards as they lie, after {card} the other side takes {more} more card points: your side ends with {value} instead of {best}.</source>
            <comment>goal.deal.fewer</comment>
            <translation>
                <numerusform>So wie die Karten liegen, bekommt die Gegenseite nach {card} {more} Auge mehr: deine Partei endet mit {value} statt {best}.</numerusform>
                <numerusform>So wie die Karten liegen, bekommt die Gegenseite nach {card} {more} Augen mehr: deine Partei endet mit {value} statt {best}.</numerusform>
            </translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} your side loses the deal; its card points: {value} instead of {best}.</source>
            <comment>goal.deal.loses</comment>
            <translation>So wie die Karten liegen, verliert deine Partei nach {card} das Spiel; ihre Augen: {value} statt {best}.</translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} your side loses the deal.</source>
            <comment>goal.deal.loses_plain</comment>
            <translation>So wie die Karten liegen, verliert deine Partei nach {card} das Spiel.</translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} the deal scores {value} points for you instead of {best}; your side's card points: {taken} instead of {most}.</source>
            <comment>goal.deal.lower</comment>
            <translation>So wie die Karten liegen, bringt dir das Spiel nach {card} {value} Punkte statt {best}; Augen deiner Partei: {taken} statt {most}.</translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} the deal scores {value} points for you instead of {best}.</source>
            <comment>goal.deal.lower_plain</comment>
            <translation>So wie die Karten liegen, bringt dir das Spiel nach {card} {value} Punkte statt {best}.</translation>
        </message>
        <message numerus="yes">
            <source>With the cards as they lie, after {card} you take {more} more card points: {value} instead of {best}.</source>
            <comment>goal.deal.more_avoid</comment>
            <translation>
                <numerusform>So wie die Karten liegen, bekommst du nach {card} {more} Auge mehr: {value} statt {best}.</numerusform>
                <numerusform>So wie die Karten liegen, bekommst du nach {card} {more} Augen mehr: {value} statt {best}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That works too: with the cards as they lie, {card} ends the deal as well as {scripted}, your side taking {points} card points either way.</source>
            <comment>goal.deal.tie</comment>
            <translation>
                <numerusform>Das geht auch: So wie die Karten liegen, endet das Spiel nach {card} so gut wie nach {scripted}; deine Partei bekommt so oder so {points} Auge.</numerusform>
                <numerusform>Das geht auch: So wie die Karten liegen, endet das Spiel nach {card} so gut wie nach {scripted}; deine Partei bekommt so oder so {points} Augen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That works too: with the cards as they lie, you take {points} card points after {card}, as after {scripted}.</source>
            <comment>goal.deal.tie_avoid</comment>
            <translation>
                <numerusform>Das geht auch: So wie die Karten liegen, bekommst du nach {card} {points} Auge, genau wie nach {scripted}.</numerusform>
                <numerusform>Das geht auch: So wie die Karten liegen, bekommst du nach {card} {points} Augen, genau wie nach {scripted}.</numerusform>
            </translation>
        </message>
        <message>
            <source>That works too: with the cards as they lie, {card} ends the deal as well as {scripted}.</source>
            <comment>goal.deal.tie_plain</comment>
            <translation>Das geht auch: So wie die Karten liegen, endet das Spiel nach {card} so gut wie nach {scripted}.</translation>
        </message>
        <message>
            <source>That works too: no other player holds a card between {card} and {scripted}, and they count the same, so either does what the other does.</source>
            <comment>goal.deal.twin</comment>
            <translation>Das geht auch: Kein anderer Spieler hat eine Karte zwischen {card} und {scripted}, und beide zählen gleich viel – die eine tut, was die andere tut.</translation>
        </message>
        <message>
            <source>A teacher's rule advises against {chosen} with this hand.</source>
            <comment>goal.decision.not_advised</comment>
            <translation>Eine Faustregel rät mit dieser Hand von {chosen} ab.</translation>
        </message>
        <message>
            <source>{chosen}: with this hand the coach expects {value} points on average.</source>
            <comment>goal.decision.right_value</comment>
            <translation>{chosen}: Mit dieser Hand erwartet der Trainer im Schnitt {value} Punkte.</translation>
        </message>
        <message>
            <source>{chosen}: with this hand the coach expects {value} points on average; {right}: {best}.</source>
            <comment>goal.decision.value</comment>
            <translation>{chosen}: Mit dieser Hand erwartet der Trainer im Schnitt {value} Punkte; {right}: {best}.</translation>
        </message>
        <message>
            <source>{chosen}: with this hand the coach expects {value} points on average, the deal won in {win}% of the deals it played out; {right}: {best} ({best_win}%).</source>
            <comment>goal.decision.value_win</comment>
            <translation>{chosen}: Mit dieser Hand erwartet der Trainer im Schnitt {value} Punkte, gewonnen in {win} % der durchgespielten Spiele; {right}: {best} ({best_win} %).</translation>
        </message>
        <message>
            <source>The lesson goes on as its deal was written: {what}.</source>
            <comment>goal.goes_on</comment>
            <translation>Die Lektion geht weiter, wie ihr Spiel vorbereitet ist: {what}.</translation>
        </message>
        <message>
            <source>With the cards as they lie, no card does better than {card}: the deal ends at {value} points for you.</source>
            <comment>goal.met.best</comment>
            <translation>So wie die Karten liegen, ist keine Karte besser als {card}: Das Spiel bringt dir {value} Punkte.</translation>
        </message>
        <message>
            <source>With the cards as they lie, the deal ends at {value} points for you after {card}, and at {best} after your best card.</source>
            <comment>goal.miss.worse</comment>
            <translation>So wie die Karten liegen, bringt dir das Spiel nach {card} {value} Punkte, nach deiner besten Karte {best}.</translation>
        </message>
        <message numerus="yes">
            <source>{count} cards</source>
            <comment>illegal.doppelkopf.cards</comment>
            <translation>
                <numerusform>{count} Karte</numerusform>
                <numerusform>{count} Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>you hold no {card}</source>
            <comment>illegal.doppelkopf.holds_no.you</comment>
            <translation>{card} hast du nicht.</translation>
        </message>
        <message>
            <source>you belong to no party yet</source>
            <comment>illegal.doppelkopf.no_party_yet.you</comment>
            <translation>Du gehörst noch zu keiner Partei.</translation>
        </message>
        <message>
            <source>you sit out this deal</source>
            <comment>illegal.doppelkopf.sits_out.you</comment>
            <translation>Du setzt in diesem Spiel aus.</translation>
        </message>
        <message>
            <source>too late for {announcement}: it needs {need} in hand, {seat} holds {held}</source>
            <comment>illegal.doppelkopf.too_late</comment>
            <translation>Zu spät für {announcement}: Dafür braucht man {need} auf der Hand; {seat} hat {held}.</translation>
        </message>
        <message>
            <source>too late for {announcement}: it needs {need} in hand, you hold {held}</source>
            <comment>illegal.doppelkopf.too_late.you</comment>
            <translation>Zu spät für {announcement}: Dafür braucht man {need} auf der Hand; du hast {held}.</translation>
        </message>
        <message>
            <source>you do not play this deal</source>
            <comment>illegal.seat_not_playing.you</comment>
            <translation>Du spielst in diesem Spiel nicht mit.</translation>
        </message>
        <message>
            <source>You took every trick (Durchmarsch).</source>
            <comment>result.verdict.durchmarsch.you</comment>
            <translation>Du hast alle Stiche gemacht (Durchmarsch).</translation>
        </message>
        <message>
            <source>{seat} won the Leaster with the fewest card points.</source>
            <comment>result.verdict.leaster</comment>
            <translation>{seat} hat den Leaster mit den wenigsten Augen gewonnen.</translation>
        </message>
        <message>
            <source>You won the Leaster with the fewest card points.</source>
            <comment>result.verdict.leaster.you</comment>
            <translation>Du hast den Leaster mit den wenigsten Augen gewonnen.</translation>
        </message>
        <message>
            <source>You took the most card points and lose.</source>
            <comment>result.verdict.loser.you</comment>
            <translation>Du hast die meisten Augen und verlierst.</translation>
        </message>
        <message>
            <source>Durchmarsch</source>
            <comment>rule.durchmarsch</comment>
            <translation>Durchmarsch</translation>
        </message>
        <message>
            <source>Runners count from (Geier)</source>
            <comment>rule.runners_from_geier</comment>
            <translation>Laufende zählen ab (Geier)</translation>
        </message>
        <message>
            <source>Runners count from (partner game)</source>
            <comment>rule.runners_from_partner</comment>
            <translation>Laufende zählen ab (Sauspiel)</translation>
        </message>
        <message>
            <source>Runners count from (solo)</source>
            <comment>rule.runners_from_solo</comment>
            <translation>Laufende zählen ab (Solo)</translation>
        </message>
        <message>
            <source>Runners count from (suit Geier)</source>
            <comment>rule.runners_from_suit_geier</comment>
            <translation>Laufende zählen ab (Farbgeier)</translation>
        </message>
        <message>
            <source>Runners count from (suit Wenz)</source>
            <comment>rule.runners_from_suit_wenz</comment>
            <translation>Laufende zählen ab (Farbwenz)</translation>
        </message>
        <message>
            <source>Runners count from (Wenz)</source>
            <comment>rule.runners_from_wenz</comment>
            <translation>Laufende zählen ab (Wenz)</translation>
        </message>
        <message>
            <source>In Ramsch, a player who takes every trick (Durchmarsch) wins and is paid the solo tariff by each other player, or loses as the player with the most card points.</source>
            <comment>rule.schafkopf.durchmarsch.summary</comment>
            <translation>Im Ramsch gewinnt, wer alle Stiche macht (Durchmarsch), und bekommt von jedem anderen den Solotarif; sonst verliert, wer die meisten Augen hat.</translation>
        </message>
        <message>
            <source>When all pass: no Ramsch (the deal is passed in), Ramsch, or Schieberamsch (the skat is passed round first).</source>
            <comment>rule.skat.ramsch.summary</comment>
            <translation>Wenn alle passen: kein Ramsch (neu geben), Ramsch oder Schieberamsch (der Skat wird zuerst herumgeschoben).</translation>
        </message>
        <message>
            <source>Scoring: standard (the declarer alone scores), tournament (Seeger-Fabian: +50 for a won game, −50 for a lost one; when the declarer loses, each opponent gets 40, 30 at a table of four), or adjusted (a won game charges the defenders).</source>
            <comment>rule.skat.scoring.summary</comment>
            <translation>Wertung: Standard (nur der Alleinspieler schreibt), Turnier (Seeger-Fabian: +50 für ein gewonnenes, −50 für ein verlorenes Spiel; verliert der Alleinspieler, bekommt jeder Gegenspieler 40, zu viert 30) oder angepasst (ein gewonnenes Spiel belastet die Gegenspieler).</translation>
        </message>
        <message>
            <source>Loses</source>
            <comment>rule.value.loses</comment>
            <translation>Verliert</translation>
        </message>
        <message>
            <source>No Ramsch</source>
            <comment>rule.value.none</comment>
            <translation>Kein Ramsch</translation>
        </message>
        <message>
            <source>Wins</source>
            <comment>rule.value.wins</comment>
            <translation>Gewinnt</translation>
        </message>
        <message>
            <source>your ♣J was taken by the other side in the last trick</source>
            <comment>score.doppelkopf.charlie_caught.note.you</comment>
            <translation>Dein Kreuz-Bube wurde von der anderen Partei im letzten Stich gefangen</translation>
        </message>
        <message>
            <source>your fox (♦A) was taken by the other side in a trick</source>
            <comment>score.doppelkopf.fox.note.you</comment>
            <translation>Dein Fuchs (Karo-Ass) wurde von der anderen Partei gefangen</translation>
        </message>
        <message>
            <source>you demanded a redeal</source>
            <comment>score.doppelkopf.redeal.you</comment>
            <translation>Du hast verlangt, neu zu geben</translation>
        </message>
        <message>
            <source>Durchmarsch: every trick, paid like a solo</source>
            <comment>score.schafkopf.durchmarsch</comment>
            <translation>Durchmarsch: alle Stiche, bezahlt wie ein Solo</translation>
        </message>
        <message>
            <source>{answer} gives up {loss} points on average against {best}.</source>
            <comment>practice.gave_up</comment>
            <translation>Im Schnitt kostet {answer} {loss} Punkte gegenüber {best}.</translation>
        </message>
        <message>
            <source>say nothing</source>
            <comment>coach.label.say_nothing</comment>
            <translation>nichts sagen</translation>
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
            <source>In this game you would hold no trump; your side aces: {aces}.</source>
            <comment>coach.game_no_trumps</comment>
            <translation>In diesem Spiel hättest du keinen Trumpf; deine Fehlasse: {aces}.</translation>
        </message>
        <message>
            <source>Your trumps in this game: {cards}; your side aces: {aces}.</source>
            <comment>coach.game_trumps</comment>
            <translation>Deine Trümpfe in diesem Spiel: {cards}; deine Fehlasse: {aces}.</translation>
        </message>
        <message>
            <source>In this deal, with every hand open, it cost {cost} {unit}: perfect play from here scores {best} for you after {card}, {chosen} after yours.</source>
            <comment>coach.hindsight.cost</comment>
            <translation>In diesem Spiel hat es mit offenen Karten {cost} {unit} gekostet: Perfektes Spiel bringt dir von hier aus nach {card} {best}, nach deiner Karte {chosen}.</translation>
        </message>
        <message>
            <source>In this deal, with every hand open, it cost nothing: perfect play from here scores {score} {unit} for you either way.</source>
            <comment>coach.hindsight.nothing</comment>
            <translation>In diesem Spiel hat es mit offenen Karten nichts gekostet: Perfektes Spiel bringt dir von hier aus so oder so {score} {unit}.</translation>
        </message>
        <message>
            <source>What it changed in this deal with every hand open is not known: too many cards are left to solve exactly.</source>
            <comment>coach.hindsight.too_early</comment>
            <translation>Was es in diesem Spiel mit offenen Karten geändert hat, ist nicht bekannt: Es sind noch zu viele Karten übrig, um es genau zu lösen.</translation>
        </message>
        <message>
            <source>With what you knew, {chosen} was the best choice.</source>
            <comment>coach.judged.best</comment>
            <translation>Nach dem, was du wusstest, war {chosen} die beste Wahl.</translation>
        </message>
        <message>
            <source>With what you knew, {chosen} was as good as {best}: it scored {behind} {unit} less on the deals looked at, inside the search's margin (±{margin}), so no loss.</source>
            <comment>coach.judged.tied</comment>
            <translation>Nach dem, was du wusstest, war {chosen} so gut wie {best}: In den betrachteten Spielen brachte es {behind} {unit} weniger, innerhalb der Unsicherheit der Suche (±{margin}), also kein Verlust.</translation>
        </message>
        <message>
            <source>With what you knew, {best} was better on average: {chosen} gives up {loss} {unit} (±{margin}).</source>
            <comment>coach.judged.worse</comment>
            <translation>Nach dem, was du wusstest, war {best} im Schnitt besser: {chosen} verschenkt {loss} {unit} (±{margin}).</translation>
        </message>
        <message>
            <source>With what you knew, {best} was better on average: {chosen} gives up {loss} {unit}.</source>
            <comment>coach.judged.worse_plain</comment>
            <translation>Nach dem, was du wusstest, war {best} im Schnitt besser: {chosen} verschenkt {loss} {unit}.</translation>
        </message>
        <message>
            <source>Played as {game} ({tops}), this hand is worth {worth}: it is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_game</comment>
            <translation>Als {game} ({tops}) ist dieses Blatt {worth} wert: Damit kannst du bis {limit} reizen.</translation>
        </message>
        <message>
            <source>This hand is good for bids up to {limit}; its best game looks like {game}.</source>
            <comment>coach.skat_bid_likely</comment>
            <translation>Mit diesem Blatt kannst du bis {limit} reizen; sein bestes Spiel ist wohl {game}.</translation>
        </message>
        <message>
            <source>Played as {game}, this hand is worth {worth}: it is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_null</comment>
            <translation>Als {game} ist dieses Blatt {worth} wert: Damit kannst du bis {limit} reizen.</translation>
        </message>
        <message>
            <source>Played as {game} ({tops}), these ten cards are worth {worth}, and the skat can change that: this hand is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_skat</comment>
            <translation>Als {game} ({tops}) sind diese zehn Karten {worth} wert, und der Skat kann das ändern: Mit diesem Blatt kannst du bis {limit} reizen.</translation>
        </message>
        <message>
            <source>Your trumps: {cards}; your side aces: {aces}.</source>
            <comment>coach.trumps_held</comment>
            <translation>Deine Trümpfe: {cards}; deine Fehlasse: {aces}.</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>contract.schafkopf.ramsch</comment>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>in a Leaster the fewest card points win, if the player took a trick</source>
            <comment>score.sheepshead.fewest.note</comment>
            <translation>Im Leaster gewinnen die wenigsten Augen, wenn der Spieler einen Stich gemacht hat</translation>
        </message>
        <message>
            <source>30 or fewer (reverse Schneider)</source>
            <comment>score.sheepshead.row.30_or_fewer</comment>
            <translation>30 oder weniger (umgekehrter Schneider)</translation>
        </message>
        <message>
            <source>91 or more (Schneider)</source>
            <comment>score.sheepshead.row.91_or_more</comment>
            <translation>91 oder mehr (Schneider)</translation>
        </message>
        <message>
            <source>all tricks (Schwarz)</source>
            <comment>score.sheepshead.row.all_tricks</comment>
            <translation>Alle Stiche (Schwarz)</translation>
        </message>
        <message>
            <source>no trick (reverse Schwarz)</source>
            <comment>score.sheepshead.row.no_trick</comment>
            <translation>Kein Stich (umgekehrt schwarz)</translation>
        </message>
        <message>
            <source>Worth {value} as your cards stand (base value {base} × multiplier {multiplier}).</source>
            <comment>score.skat.worth</comment>
            <translation>Spielwert {value} nach deinen Karten (Grundwert {base} × Faktor {multiplier}).</translation>
        </message>
        <message>
            <source>Worth {low} to {high}: the skat decides your matadors (base value {base}).</source>
            <comment>score.skat.worth_range</comment>
            <translation>Spielwert {low} bis {high}: der Skat entscheidet über deine Spitzen (Grundwert {base}).</translation>
        </message>
        <message>
            <source>Worth {value}.</source>
            <comment>score.skat.worth_null</comment>
            <translation>Spielwert {value}.</translation>
        </message>
        <message>
            <source>Below your bid of {bid}: unless Schneider or Schwarz raises the value, you are overbid and lose.</source>
            <comment>score.skat.below_bid</comment>
            <translation>Unter deinem Reizwert {bid}: Wenn Schneider oder Schwarz den Wert nicht hebt, bist du überreizt und verlierst.</translation>
        </message>
        <message>
            <source>If the skat takes matadors away, it falls below your bid of {bid}: then only Schneider or Schwarz saves you from being overbid.</source>
            <comment>score.skat.maybe_below_bid</comment>
            <translation>Nimmt dir der Skat Spitzen, fällt der Wert unter deinen Reizwert {bid}: Dann rettet dich nur Schneider oder Schwarz davor, überreizt zu sein.</translation>
        </message>
        <message>
            <source>Below your bid of {bid}: this Null is overbid and lost whatever happens.</source>
            <comment>score.skat.null_below_bid</comment>
            <translation>Unter deinem Reizwert {bid}: Dieser Null ist überreizt und in jedem Fall verloren.</translation>
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
            <translation>König</translation>
        </message>
        <message>
            <source>Ober</source>
            <translation>Ober</translation>
        </message>
        <message>
            <source>Unter</source>
            <translation>Unter</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>Ass</translation>
        </message>
        <message>
            <source>king</source>
            <translation>König</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>Dame</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>Bube</translation>
        </message>
        <message>
            <source>10</source>
            <translation>Zehn</translation>
        </message>
        <message>
            <source>9</source>
            <translation>Neun</translation>
        </message>
        <message>
            <source>8</source>
            <translation>Acht</translation>
        </message>
        <message>
            <source>7</source>
            <translation>Sieben</translation>
        </message>
    </context>
    <context>
        <name>Seat</name>
        <message>
            <source>seat {seat}</source>
            <translation>Platz {seat}</translation>
        </message>
    </context>
    <context>
        <name>Suit</name>
        <message>
            <source>clubs</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>Karo</translation>
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
            <translation>Tipp (H)</translation>
        </message>
        <message>
            <source>What would a strong player do now, and why?</source>
            <translation>Was würde ein starker Spieler jetzt tun, und warum?</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>Wahl</translation>
        </message>
        <message>
            <source>Expected score for the deal, on the scale named below</source>
            <translation>Erwartete Punkte für dieses Spiel, auf der unten genannten Skala</translation>
        </message>
        <message>
            <source>Win chance</source>
            <translation>Gewinnchance</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Überlege…</translation>
        </message>
        <message>
            <source>Why not?</source>
            <translation>Warum nicht?</translation>
        </message>
        <message>
            <source>Advice: %1 (every choice is as good here)</source>
            <translation>Rat: %1 (hier ist jede Möglichkeit gleich gut)</translation>
        </message>
        <message numerus="yes">
            <source>%1 and %n more</source>
            <translation>
                <numerusform>%1 und %n weitere</numerusform>
                <numerusform>%1 und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>Advice: %1, or as good: %2</source>
            <translation>Rat: %1, oder gleich gut: %2</translation>
        </message>
        <message>
            <source>Advice: %1</source>
            <translation>Rat: %1</translation>
        </message>
        <message>
            <source>%1 (not advised)</source>
            <translation>%1 (nicht empfohlen)</translation>
        </message>
        <message>
            <source>%1 (equally good)</source>
            <translation>%1 (gleich gut)</translation>
        </message>
        <message>
            <source>Score: %1 (%2).</source>
            <translation>Wertung: %1 (%2).</translation>
        </message>
        <message>
            <source>± is the search's margin on a row's difference from the best: rows within it are equally good.</source>
            <translation>± ist die Unsicherheit der Suche beim Abstand einer Zeile zur besten: Zeilen innerhalb davon sind gleich gut.</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Win %</source>
            <translation>Sieg %</translation>
        </message>
        <message>
            <source>What you may do now, the best first</source>
            <translation>Was du jetzt tun kannst, das Beste zuerst</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <source>%1 %2</source>
            <comment>a number and its unit</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>Review of the deal</source>
            <translation>Rückblick auf das Spiel</translation>
        </message>
        <message>
            <source>◀ Previous trick</source>
            <translation>◀ Voriger Stich</translation>
        </message>
        <message>
            <source>Next trick ▶</source>
            <translation>Nächster Stich ▶</translation>
        </message>
        <message>
            <source>Play on from here</source>
            <translation>Von hier aus weiterspielen</translation>
        </message>
        <message>
            <source>Your choice</source>
            <translation>Deine Wahl</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <source>Better choice</source>
            <translation>Bessere Wahl</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>In this deal</source>
            <translation>In diesem Spiel</translation>
        </message>
        <message>
            <source>What the choice cost in this deal, with every hand open</source>
            <translation>Was die Wahl in diesem Spiel mit offenen Karten gekostet hat</translation>
        </message>
        <message>
            <source>Grading your decisions…</source>
            <translation>Deine Entscheidungen werden bewertet…</translation>
        </message>
        <message>
            <source>Your decisions, graded</source>
            <translation>Deine Entscheidungen, bewertet</translation>
        </message>
        <message>
            <source>The result of the deal</source>
            <translation>Das Ergebnis des Spiels</translation>
        </message>
        <message>
            <source>Page Up</source>
            <translation>Bild auf</translation>
        </message>
        <message>
            <source>Page Down</source>
            <translation>Bild ab</translation>
        </message>
        <message>
            <source>Trick %1 of %2</source>
            <translation>Stich %1 von %2</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>Das Ende des Spiels</translation>
        </message>
        <message>
            <source>Played: %1. You take the trick.</source>
            <translation>Gespielt: %1. Du bekommst den Stich.</translation>
        </message>
        <message>
            <source>Played: %1. %2 takes the trick.</source>
            <translation>Gespielt: %1. %2 bekommt den Stich.</translation>
        </message>
        <message>
            <source>best</source>
            <translation>bester Zug</translation>
        </message>
        <message>
            <source>good</source>
            <translation>gut</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>Ungenauigkeit</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>Patzer</translation>
        </message>
        <message>
            <source>Grading your decisions… %1 of %2</source>
            <translation>Deine Entscheidungen werden bewertet… %1 von %2</translation>
        </message>
        <message>
            <source>The coach could not grade this deal: %1</source>
            <translation>Der Trainer konnte dieses Spiel nicht bewerten: %1</translation>
        </message>
        <message>
            <source>Your decisions: %1</source>
            <translation>Deine Entscheidungen: %1</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nichts</translation>
        </message>
        <message>
            <source>Solving with every hand open…</source>
            <translation>Wird mit offenen Karten gelöst…</translation>
        </message>
        <message numerus="yes">
            <source>Best line: %1 of %n cards</source>
            <translation>
                <numerusform>Beste Folge: %1 von %n Karte</numerusform>
                <numerusform>Beste Folge: %1 von %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>The search for the best play with every hand open failed: %1</source>
            <translation>Die Suche nach dem besten Spiel mit offenen Karten ist fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>The search for the best play with every hand open did not finish in its time (%1 s) from here, so there is no best line to show. Choose a later decision: the fewer cards are left, the faster it is found.</source>
            <translation>Die Suche nach dem besten Spiel mit offenen Karten ist von hier aus nicht in ihrer Zeit (%1 s) fertig geworden, darum gibt es keine beste Folge. Wähle eine spätere Entscheidung: Je weniger Karten übrig sind, desto schneller geht es.</translation>
        </message>
        <message>
            <source>Estimate (the solver cannot finish from here): with every hand open, %1 play-outs score about %2 ± %3 for you (you scored %4). Scale: %5.</source>
            <translation>Schätzung (die Suche kommt von hier nicht zu Ende): Mit offenen Karten bringen %1 zu Ende gespielte Partien etwa %2 ± %3 für dich (du hattest %4). Skala: %5.</translation>
        </message>
        <message>
            <source>The search for the best play with every hand open starts once the game is settled: there is nothing to search before the card play.</source>
            <translation>Die Suche nach dem besten Spiel mit offenen Karten beginnt erst, wenn das Spiel feststeht: Vor dem Stichspiel gibt es nichts zu suchen.</translation>
        </message>
        <message>
            <source>With every hand open, the best line from here: %1</source>
            <translation>Mit offenen Karten die beste Folge von hier: %1</translation>
        </message>
        <message>
            <source>With every hand open, perfect play from here scores %1 for you (you scored %2). Scale: %4. Best line: %3</source>
            <translation>Mit offenen Karten bringt bestes Spiel von hier %1 für dich (du hattest %2). Skala: %4. Beste Folge: %3</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>Nichts ansagen</translation>
        </message>
        <message>
            <source>(The time ran out before the end of the line.)</source>
            <translation>(Die Zeit reichte nicht bis zum Ende der Folge.)</translation>
        </message>
        <message>
            <source>(as graded after the deal)</source>
            <translation>(so bewertet nach dem Spiel)</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of %1</source>
            <translation>Regeln: %1</translation>
        </message>
    </context>
    <context>
        <name>TableCoach</name>
        <message>
            <source>Rules of %1</source>
            <translation>Regeln: %1</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>Ti&amp;pp</translation>
        </message>
        <message>
            <source>&amp;Review last deal…</source>
            <translation>&amp;Rückblick auf das letzte Spiel…</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Trainer</translation>
        </message>
        <message>
            <source>There is no deal to advise on.</source>
            <translation>Es läuft kein Spiel, zu dem es einen Rat gäbe.</translation>
        </message>
        <message>
            <source>You have nothing to decide now.</source>
            <translation>Du hast gerade nichts zu entscheiden.</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>Nichts ansagen</translation>
        </message>
        <message>
            <source>Rule: %1</source>
            <translation>Regel: %1</translation>
        </message>
        <message>
            <source>The coach could not answer: %1</source>
            <translation>Der Trainer konnte nicht antworten: %1</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>&amp;Rückblick…</translation>
        </message>
        <message>
            <source>No deal has been finished yet.</source>
            <translation>Es ist noch kein Spiel zu Ende gespielt.</translation>
        </message>
        <message>
            <source>Practice: play on from here</source>
            <translation>Übung: von hier aus weiterspielen</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <source>The cards and their order</source>
            <comment>lesson.skat.cards.title</comment>
            <translation>Die Karten und ihre Reihenfolge</translation>
        </message>
        <message>
            <source>Jacks first, then the trump suit A 10 K Q 9 8 7.</source>
            <comment>lesson.skat.cards.summary</comment>
            <translation>Erst die Buben, dann die Trumpffarbe A 10 K D 9 8 7.</translation>
        </message>
        <message>
            <source>Skat is played by three with 32 cards: A 10 K Q J 9 8 7 in clubs, spades, hearts and diamonds. Each player gets 10 cards; 2 lie face down as the skat.</source>
            <comment>lesson.skat.cards.1</comment>
            <translation>Skat spielen drei mit 32 Karten: A 10 K D B 9 8 7 in Kreuz, Pik, Herz und Karo. Jeder bekommt 10 Karten, 2 liegen verdeckt als Skat.</translation>
        </message>
        <message>
            <source>Clubs are trumps. Which card is the highest trump?</source>
            <comment>lesson.skat.cards.3</comment>
            <translation>Kreuz ist Trumpf. Welche Karte ist der höchste Trumpf?</translation>
        </message>
        <message>
            <source>How many trumps are there in a Grand?</source>
            <comment>lesson.skat.cards.8</comment>
            <translation>Wie viele Trümpfe gibt es im Grand?</translation>
        </message>
        <message>
            <source>In a Grand only the four jacks are trumps; the four suits are plain suits.</source>
            <comment>lesson.skat.cards.9</comment>
            <translation>Im Grand sind nur die vier Buben Trumpf; alle vier Farben sind Fehlfarben.</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.skat.follow.title</comment>
            <translation>Bedienen</translation>
        </message>
        <message>
            <source>Follow the suit led; trumps are one suit. Only without it may you trump or throw off.</source>
            <comment>lesson.skat.follow.summary</comment>
            <translation>Bediene die ausgespielte Farbe; Trümpfe sind eine Farbe. Nur wer nicht bedienen kann, darf stechen oder abwerfen.</translation>
        </message>
        <message>
            <source>You hold hearts, so you must follow hearts: no trump now.</source>
            <comment>lesson.skat.follow.8</comment>
            <translation>Du hast Herz, also musst du Herz bedienen: jetzt kein Trumpf.</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.skat.points.title</comment>
            <translation>Augen und was gewinnt</translation>
        </message>
        <message>
            <source>61 wins, 90 is Schneider, every trick is Schwarz.</source>
            <comment>lesson.skat.points.summary</comment>
            <translation>61 gewinnt, 90 ist Schneider, alle Stiche sind Schwarz.</translation>
        </message>
        <message>
            <source>Each card has card points: ace 11, ten 10, king 4, queen 3, jack 2, 9 8 7 nothing. The deck holds 120.</source>
            <comment>lesson.skat.points.1</comment>
            <translation>Jede Karte zählt Augen: Ass 11, Zehn 10, König 4, Dame 3, Bube 2, 9 8 7 nichts. Zusammen sind es 120.</translation>
        </message>
        <message>
            <source>How many card points does the declarer need to win?</source>
            <comment>lesson.skat.points.2</comment>
            <translation>Wie viele Augen braucht der Alleinspieler zum Gewinnen?</translation>
        </message>
        <message>
            <source>61 of 120. With 60 the game is lost: the defenders hold 60 as well.</source>
            <comment>lesson.skat.points.3</comment>
            <translation>61 von 120. Mit 60 ist das Spiel verloren: die Gegenspieler haben ebenfalls 60.</translation>
        </message>
        <message>
            <source>60 against 60 is not enough: the declarer needs 61.</source>
            <comment>lesson.skat.points.4</comment>
            <translation>60 zu 60 reicht nicht: der Alleinspieler braucht 61.</translation>
        </message>
        <message>
            <source>How many points are the ace, ten and king of one suit worth together?</source>
            <comment>lesson.skat.points.5</comment>
            <translation>Wie viele Augen sind Ass, Zehn und König einer Farbe zusammen?</translation>
        </message>
        <message>
            <source>11 + 10 + 4 = 25.</source>
            <comment>lesson.skat.points.6</comment>
            <translation>11 + 10 + 4 = 25.</translation>
        </message>
        <message>
            <source>With 90 or more the declarer wins Schneider; taking every trick is Schwarz. Each raises the game's value.</source>
            <comment>lesson.skat.points.7</comment>
            <translation>Mit 90 oder mehr Augen gewinnt der Alleinspieler Schneider; alle Stiche sind Schwarz. Beides erhöht den Spielwert.</translation>
        </message>
        <message>
            <source>The declarer took 105 card points and the defenders one trick. What is it?</source>
            <comment>lesson.skat.points.8</comment>
            <translation>Der Alleinspieler hat 105 Augen, die Gegenspieler einen Stich. Was ist das?</translation>
        </message>
        <message>
            <source>Won Schneider: 90 or more, but not every trick.</source>
            <comment>lesson.skat.points.9</comment>
            <translation>Schneider gewonnen: 90 oder mehr, aber nicht alle Stiche.</translation>
        </message>
        <message>
            <source>Bidding and matadors</source>
            <comment>lesson.skat.bidding.title</comment>
            <translation>Reizen und Spitzen</translation>
        </message>
        <message>
            <source>Bid no higher than your game is worth: base value times matadors plus one.</source>
            <comment>lesson.skat.bidding.summary</comment>
            <translation>Reize nie höher, als dein Spiel wert ist: Grundwert mal Spitzen plus eins.</translation>
        </message>
        <message>
            <source>The bidding decides who plays alone. Players bid game values: 18, 20, 22, 23, 24, 27... A game's value is its base value (diamonds 9, hearts 10, spades 11, clubs 12, Grand 24) times its multiplier.</source>
            <comment>lesson.skat.bidding.1</comment>
            <translation>Beim Reizen wird entschieden, wer allein spielt. Gereizt werden Spielwerte: 18, 20, 22, 23, 24, 27... Der Spielwert ist der Grundwert (Karo 9, Herz 10, Pik 11, Kreuz 12, Grand 24) mal dem Multiplikator.</translation>
        </message>
        <message>
            <source>Clubs with 2, game 3: what is the game worth?</source>
            <comment>lesson.skat.bidding.5</comment>
            <translation>Kreuz mit 2, Spiel 3: was ist das Spiel wert?</translation>
        </message>
        <message>
            <source>12 × 3 = 36. You may bid up to 36 with this game.</source>
            <comment>lesson.skat.bidding.6</comment>
            <translation>12 × 3 = 36. Mit diesem Spiel darfst du bis 36 reizen.</translation>
        </message>
        <message>
            <source>18 is the lowest bid; nobody is left to bid against you.</source>
            <comment>lesson.skat.bidding.8</comment>
            <translation>18 ist das niedrigste Gebot; niemand reizt mehr gegen dich.</translation>
        </message>
        <message>
            <source>Passing now would throw the deal in. Your hand is strong: bid.</source>
            <comment>lesson.skat.bidding.9</comment>
            <translation>Wenn du jetzt passt, wird eingepasst. Dein Blatt ist stark: reize.</translation>
        </message>
        <message>
            <source>Alone against two</source>
            <comment>lesson.skat.partners.title</comment>
            <translation>Allein gegen zwei</translation>
        </message>
        <message>
            <source>One declarer against two defenders who share their points.</source>
            <comment>lesson.skat.partners.summary</comment>
            <translation>Ein Alleinspieler gegen zwei Gegenspieler, die ihre Augen teilen.</translation>
        </message>
        <message>
            <source>The winner of the bidding is the declarer and plays alone. The other two are the defenders and play together: their card points are added.</source>
            <comment>lesson.skat.partners.1</comment>
            <translation>Wer das Reizen gewinnt, ist Alleinspieler und spielt allein. Die beiden anderen sind Gegenspieler und spielen zusammen: ihre Augen werden addiert.</translation>
        </message>
        <message>
            <source>You are a defender. Who is your partner?</source>
            <comment>lesson.skat.partners.2</comment>
            <translation>Du bist Gegenspieler. Wer ist dein Partner?</translation>
        </message>
        <message>
            <source>The other defender: you play together against the declarer.</source>
            <comment>lesson.skat.partners.3</comment>
            <translation>Der andere Gegenspieler: ihr spielt gemeinsam gegen den Alleinspieler.</translation>
        </message>
        <message>
            <source>Whose card points are the two cards of the skat?</source>
            <comment>lesson.skat.partners.7</comment>
            <translation>Wem zählen die zwei Karten im Skat?</translation>
        </message>
        <message>
            <source>The skat always counts for the declarer, even in a hand game.</source>
            <comment>lesson.skat.partners.8</comment>
            <translation>Der Skat zählt immer für den Alleinspieler, auch im Handspiel.</translation>
        </message>
        <message>
            <source>Hand, Schneider and Ouvert</source>
            <comment>lesson.skat.declaring.title</comment>
            <translation>Hand, Schneider und Ouvert</translation>
        </message>
        <message>
            <source>Hand, announcements and Ouvert each add 1 to the multiplier.</source>
            <comment>lesson.skat.declaring.summary</comment>
            <translation>Hand, Ansagen und Ouvert zählen je 1 mehr.</translation>
        </message>
        <message>
            <source>After the bidding the declarer may take the skat and put two cards away, or play Hand, without the skat. Hand adds 1 to the multiplier; so do Schneider announced, Schwarz announced and Ouvert (cards open).</source>
            <comment>lesson.skat.declaring.1</comment>
            <translation>Nach dem Reizen darf der Alleinspieler den Skat aufnehmen und zwei Karten drücken oder Hand spielen, ohne Skat. Hand zählt 1 mehr; ebenso Schneider angesagt, Schwarz angesagt und Ouvert (offene Karten).</translation>
        </message>
        <message>
            <source>Your hand is strong enough without the skat: declare Clubs Hand.</source>
            <comment>lesson.skat.declaring.2</comment>
            <translation>Dein Blatt ist ohne Skat stark genug: sag Kreuz Hand an.</translation>
        </message>
        <message>
            <source>Clubs Hand: with 2, game 3, hand 4.</source>
            <comment>lesson.skat.declaring.3</comment>
            <translation>Kreuz Hand: mit 2, Spiel 3, Hand 4.</translation>
        </message>
        <message>
            <source>Taking the skat is allowed, but this lesson plays Hand for the extra multiplier.</source>
            <comment>lesson.skat.declaring.4</comment>
            <translation>Den Skat aufnehmen ist erlaubt, aber hier spielen wir Hand für den höheren Multiplikator.</translation>
        </message>
        <message>
            <source>Clubs Hand with 2: what is the multiplier before counting Schneider?</source>
            <comment>lesson.skat.declaring.5</comment>
            <translation>Kreuz Hand mit 2: wie hoch ist der Multiplikator ohne Schneider?</translation>
        </message>
        <message>
            <source>With 2, game 3, hand 4.</source>
            <comment>lesson.skat.declaring.6</comment>
            <translation>Mit 2, Spiel 3, Hand 4.</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.skat.scoring.title</comment>
            <translation>Ein Spiel abrechnen</translation>
        </message>
        <message>
            <source>Score = base value × multiplier; lost games count double against the declarer.</source>
            <comment>lesson.skat.scoring.summary</comment>
            <translation>Punkte = Grundwert × Multiplikator; verlorene Spiele zählen doppelt gegen den Alleinspieler.</translation>
        </message>
        <message>
            <source>This deal is over: you played Clubs Hand with 2 and took 105 card points. Let's count it.</source>
            <comment>lesson.skat.scoring.1</comment>
            <translation>Dieses Spiel ist vorbei: du hast Kreuz Hand mit 2 gespielt und 105 Augen bekommen. Wir rechnen ab.</translation>
        </message>
        <message>
            <source>With 2, game, hand, Schneider: what is the multiplier?</source>
            <comment>lesson.skat.scoring.2</comment>
            <translation>Mit 2, Spiel, Hand, Schneider: wie hoch ist der Multiplikator?</translation>
        </message>
        <message>
            <source>2 + 1 + 1 + 1 = 5.</source>
            <comment>lesson.skat.scoring.3</comment>
            <translation>2 + 1 + 1 + 1 = 5.</translation>
        </message>
        <message>
            <source>And the game value?</source>
            <comment>lesson.skat.scoring.4</comment>
            <translation>Und der Spielwert?</translation>
        </message>
        <message>
            <source>12 × 5 = 60 points for you. A lost game would cost twice its value.</source>
            <comment>lesson.skat.scoring.5</comment>
            <translation>12 × 5 = 60 Punkte für dich. Ein verlorenes Spiel kostet das Doppelte.</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.skat.full-deal.title</comment>
            <translation>Ein ganzes Spiel mit Hilfe</translation>
        </message>
        <message>
            <source>Now play the whole deal. Each step tells you what to aim for.</source>
            <comment>lesson.skat.full-deal.1</comment>
            <translation>Jetzt spielst du das ganze Spiel. Jeder Schritt sagt, worauf es ankommt.</translation>
        </message>
        <message>
            <source>18 wins the bidding.</source>
            <comment>lesson.skat.full-deal.3</comment>
            <translation>18 gewinnt das Reizen.</translation>
        </message>
        <message>
            <source>Declare your game: clubs, without the skat.</source>
            <comment>lesson.skat.full-deal.4</comment>
            <translation>Sag dein Spiel an: Kreuz, ohne Skat.</translation>
        </message>
        <message>
            <source>Clubs Hand.</source>
            <comment>lesson.skat.full-deal.5</comment>
            <translation>Kreuz Hand.</translation>
        </message>
        <message>
            <source>A high trump draws the defenders' trumps.</source>
            <comment>lesson.skat.full-deal.9</comment>
            <translation>Ein hoher Trumpf zieht die Trümpfe der Gegner.</translation>
        </message>
        <message>
            <source>From Schafkopf or Doppelkopf to Skat</source>
            <comment>lesson.skat.bridge.title</comment>
            <translation>Von Schafkopf oder Doppelkopf zu Skat</translation>
        </message>
        <message>
            <source>Skat: jacks on top, bid by numbers, one against two.</source>
            <comment>lesson.skat.bridge.summary</comment>
            <translation>Skat: Buben oben, Reizen mit Zahlen, einer gegen zwei.</translation>
        </message>
        <message>
            <source>You know trick-taking with 120 points and 61 to win: that holds in Skat too. What differs: three players, only the jacks are permanent trumps (no queens), and the declarer always plays alone against two.</source>
            <comment>lesson.skat.bridge.1</comment>
            <translation>Stiche mit 120 Augen und 61 zum Gewinnen kennst du: das gilt auch beim Skat. Anders ist: drei Spieler, nur die Buben sind immer Trumpf (keine Damen), und der Alleinspieler spielt immer gegen zwei.</translation>
        </message>
        <message>
            <source>Yes, as a card of the trump suit, below the ace, ten and king: queens are not top trumps as in Schafkopf or Doppelkopf.</source>
            <comment>lesson.skat.bridge.3</comment>
            <translation>Ja, als Karte der Trumpffarbe, unter Ass, Zehn und König: Damen sind keine Obertrümpfe wie im Schafkopf oder Doppelkopf.</translation>
        </message>
        <message>
            <source>Instead of naming a game, how do Skat players bid?</source>
            <comment>lesson.skat.bridge.6</comment>
            <translation>Wie reizt man beim Skat, statt ein Spiel zu nennen?</translation>
        </message>
        <message>
            <source>With numbers, the game values: 18, 20, 22...</source>
            <comment>lesson.skat.bridge.7</comment>
            <translation>Mit Zahlen, den Spielwerten: 18, 20, 22...</translation>
        </message>
        <message>
            <source>Hold while your game is worth the bid, pass above it; then defend with your partner: cash your ace, get rid of a short suit, give your points to your partner's tricks.</source>
            <comment>lesson.skat.defending.summary</comment>
            <translation>Halte, solange dein Spiel das Gebot wert ist, und passe darüber; dann verteidige mit deinem Partner: Hol dein Ass, werde eine kurze Farbe los, gib deine Augen in die Stiche deines Partners.</translation>
        </message>
        <message>
            <source>An ace in its suit's first round is hard to beat: whoever holds a club must follow.</source>
            <comment>lesson.skat.defending.16</comment>
            <translation>Ein Ass in der ersten Runde seiner Farbe ist schwer zu schlagen: Wer Kreuz hat, muss bedienen.</translation>
        </message>
        <message>
            <source>Your {CJ} is a trump: leading it draws a trump from each of the others and helps the declarer.</source>
            <comment>lesson.skat.defending.17</comment>
            <translation>Dein {CJ} ist Trumpf: Damit ziehst du von beiden anderen einen Trumpf und hilfst dem Alleinspieler.</translation>
        </message>
        <message>
            <source>{p1} took your diamond with the {DA} and leads the {H9}, a trump; your partner {p2} plays the {HJ}. You play last.</source>
            <comment>lesson.skat.defending.20</comment>
            <translation>{p1} hat dein Karo mit {DA} genommen und spielt {H9} aus, einen Trumpf; dein Partner {p2} gibt {HJ}. Du spielst als Letzter.</translation>
        </message>
        <message>
            <source>Your partner's {HJ} already wins: keep your {CJ} for a trick your side would not win without it.</source>
            <comment>lesson.skat.defending.21</comment>
            <translation>{HJ} deines Partners gewinnt schon: Behalte {CJ} für einen Stich, den ihr ohne ihn nicht machen würdet.</translation>
        </message>
        <message>
            <source>Your {CJ} would take a trick your partner already wins, and be gone when you need it.</source>
            <comment>lesson.skat.defending.22</comment>
            <translation>Dein {CJ} würde einen Stich machen, den dein Partner schon gewinnt, und fehlt dir dann später.</translation>
        </message>
        <message>
            <source>{p2} leads the {DT}. You have no diamond.</source>
            <comment>lesson.skat.defending.25</comment>
            <translation>{p2} spielt {DT} aus. Du hast kein Karo.</translation>
        </message>
        <message>
            <source>Without diamonds you may trump: the {CJ} is the highest trump, and the {DT} comes with it.</source>
            <comment>lesson.skat.defending.26</comment>
            <translation>Ohne Karo darfst du stechen: {CJ} ist der höchste Trumpf, und {DT} gehört dir.</translation>
        </message>
        <message>
            <source>You took the trick and lead again.</source>
            <comment>lesson.skat.defending.27</comment>
            <translation>Du hast den Stich gemacht und spielst wieder aus.</translation>
        </message>
        <message>
            <source>Of the clubs, only the queen is still unseen, and it is lower than yours: whoever wants your club must spend a trump on it.</source>
            <comment>lesson.skat.defending.28</comment>
            <translation>Von den Kreuz ist nur noch die Dame ungesehen, und sie ist niedriger als deine: Wer dein Kreuz will, muss einen Trumpf dafür ausgeben.</translation>
        </message>
        <message>
            <source>{p1} took 57 card points with the skat: the game is lost, since the declarer needs 61. Hearts Hand without 3 is worth 10 × 5 = 50 (without 3, game, hand); lost, it costs {p1} twice that, 100. You and {p2} took 63 and won together.</source>
            <comment>lesson.skat.defending.29</comment>
            <translation>{p1} hat mit dem Skat 57 Augen: Das Spiel ist verloren, denn der Alleinspieler braucht 61. Herz Hand ohne 3 ist 10 × 5 = 50 wert (ohne 3, Spiel, Hand); verloren kostet es {p1} das Doppelte, 100. Du und {p2} habt 63 Augen und gemeinsam gewonnen.</translation>
        </message>
        <message>
            <source>Your {CA} will take a trick sooner or later. Here it takes only the queen with it; kept, it could have to take a trick full of points.</source>
            <comment>lesson.skat.ramsch.6</comment>
            <translation>Dein {CA} macht früher oder später einen Stich. Hier nimmt es nur die Dame mit; behalten, müsste es vielleicht einen Stich voller Augen machen.</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.schafkopf.cards.title</comment>
            <translation>Die Karten und die Trümpfe</translation>
        </message>
        <message>
            <source>Obers, then Unters, then hearts: trumps are one suit of their own.</source>
            <comment>lesson.schafkopf.cards.summary</comment>
            <translation>Ober, dann Unter, dann Herz: die Trümpfe bilden eine eigene Farbe.</translation>
        </message>
        <message>
            <source>Schafkopf is played by four with 32 German-suited cards: Eichel, Gras, Herz and Schellen, each Sau (ace), 10, König, Ober, Unter, 9, 8, 7. Everyone gets 8 cards.</source>
            <comment>lesson.schafkopf.cards.1</comment>
            <translation>Schafkopf spielen vier mit 32 Karten im deutschen Blatt: Eichel, Gras, Herz und Schellen, jeweils Sau, Zehn, König, Ober, Unter, 9, 8, 7. Jeder bekommt 8 Karten.</translation>
        </message>
        <message>
            <source>In the partner game (Sauspiel) the trumps are, from the top: the four Obers (Eichel, Gras, Herz, Schellen), the four Unters in the same order, then the hearts: Sau, 10, König, 9, 8, 7. Fourteen trumps.</source>
            <comment>lesson.schafkopf.cards.2</comment>
            <translation>Im Sauspiel sind Trumpf, von oben: die vier Ober (Eichel, Gras, Herz, Schellen), die vier Unter in derselben Reihenfolge, dann die Herz: Sau, Zehn, König, 9, 8, 7. Vierzehn Trümpfe.</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.schafkopf.cards.3</comment>
            <translation>Welche Karte ist der höchste Trumpf?</translation>
        </message>
        <message>
            <source>How many trumps are there in a partner game?</source>
            <comment>lesson.schafkopf.cards.9</comment>
            <translation>Wie viele Trümpfe gibt es im Sauspiel?</translation>
        </message>
        <message>
            <source>4 Obers + 4 Unters + 6 hearts = 14.</source>
            <comment>lesson.schafkopf.cards.10</comment>
            <translation>4 Ober + 4 Unter + 6 Herz = 14.</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.schafkopf.follow.title</comment>
            <translation>Zugeben</translation>
        </message>
        <message>
            <source>Follow the suit led; all trumps are one suit. Without it, play any card.</source>
            <comment>lesson.schafkopf.follow.summary</comment>
            <translation>Gib die ausgespielte Farbe zu; alle Trümpfe sind eine Farbe. Ohne sie darfst du jede Karte spielen.</translation>
        </message>
        <message>
            <source>You play a partner game. The one who leads plays any card; the others must follow the suit led. All trumps, Obers and Unters included, count as one suit: a trump led asks for a trump.</source>
            <comment>lesson.schafkopf.follow.1</comment>
            <translation>Du spielst ein Sauspiel. Wer ausspielt, spielt eine beliebige Karte; die anderen müssen die ausgespielte Farbe zugeben. Alle Trümpfe, auch Ober und Unter, gelten als eine Farbe: auf Trumpf muss Trumpf kommen.</translation>
        </message>
        <message>
            <source>Lead a trump that nobody can beat.</source>
            <comment>lesson.schafkopf.follow.2</comment>
            <translation>Spiel einen Trumpf aus, den niemand schlagen kann.</translation>
        </message>
        <message>
            <source>Nobody can beat it, and everyone must give a trump.</source>
            <comment>lesson.schafkopf.follow.3</comment>
            <translation>Niemand kann ihn stechen, und jeder muss Trumpf zugeben.</translation>
        </message>
        <message>
            <source>The {HA} is a trump too, but a weak one: every Ober and Unter beats it.</source>
            <comment>lesson.schafkopf.follow.4</comment>
            <translation>{HA} ist auch ein Trumpf, aber ein schwacher: Jeder Ober und jeder Unter sticht ihn.</translation>
        </message>
        <message>
            <source>You won the trick. Again, lead a trump that nobody can beat.</source>
            <comment>lesson.schafkopf.follow.9</comment>
            <translation>Du hast den Stich gemacht. Spiel wieder einen Trumpf aus, den niemand schlagen kann.</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.schafkopf.points.title</comment>
            <translation>Augen und was gewinnt</translation>
        </message>
        <message>
            <source>61 wins; 91 is Schneider; every trick is Schwarz.</source>
            <comment>lesson.schafkopf.points.summary</comment>
            <translation>61 gewinnt; 91 ist Schneider; alle Stiche sind Schwarz.</translation>
        </message>
        <message>
            <source>Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9 8 7 nothing: 120 card points. The declarer's side needs 61.</source>
            <comment>lesson.schafkopf.points.1</comment>
            <translation>Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9 8 7 nichts: 120 Augen. Die Spielerpartei braucht 61.</translation>
        </message>
        <message>
            <source>The declarer's side took 60 card points. Who wins?</source>
            <comment>lesson.schafkopf.points.2</comment>
            <translation>Die Spielerpartei hat 60 Augen. Wer gewinnt?</translation>
        </message>
        <message>
            <source>The defenders: 60 is not enough, 61 is needed.</source>
            <comment>lesson.schafkopf.points.3</comment>
            <translation>Die Gegenpartei: 60 reicht nicht, es braucht 61.</translation>
        </message>
        <message>
            <source>Now find your partner: lead the called suit.</source>
            <comment>lesson.schafkopf.full-deal.25</comment>
            <translation>Jetzt finde deinen Partner: Spiel die gerufene Farbe an.</translation>
        </message>
        <message>
            <source>The holder of the called Sau must play it now.</source>
            <comment>lesson.schafkopf.full-deal.26</comment>
            <translation>Wer die gerufene Sau hat, muss sie jetzt spielen.</translation>
        </message>
        <message>
            <source>Your trumps can wait: first make the called Sau come out, so that you know who plays with you.</source>
            <comment>lesson.schafkopf.full-deal.27</comment>
            <translation>Deine Trümpfe können warten: Hol zuerst die gerufene Sau heraus, damit du weißt, wer mit dir spielt.</translation>
        </message>
        <message>
            <source>{p2} had to play the {SA}: {p2} is your partner, and the Sau took the trick.</source>
            <comment>lesson.schafkopf.full-deal.28</comment>
            <translation>{p2} musste {SA} spielen: {p2} ist dein Partner, und die Sau hat den Stich gemacht.</translation>
        </message>
        <message>
            <source>The defenders took 28 card points. What is it?</source>
            <comment>lesson.schafkopf.points.7</comment>
            <translation>Die Gegenpartei hat 28 Augen. Was ist das?</translation>
        </message>
        <message>
            <source>Schneider: the declarer's side has 92, more than 90.</source>
            <comment>lesson.schafkopf.points.8</comment>
            <translation>Schneider: die Spielerpartei hat 92, mehr als 90.</translation>
        </message>
        <message>
            <source>Choosing a game</source>
            <comment>lesson.schafkopf.bidding.title</comment>
            <translation>Ein Spiel wählen</translation>
        </message>
        <message>
            <source>Say play or pass; a stronger game overcalls: partner game, Wenz, Solo.</source>
            <comment>lesson.schafkopf.bidding.summary</comment>
            <translation>Sag spielen oder weiter; ein höheres Spiel überbietet: Sauspiel, Wenz, Solo.</translation>
        </message>
        <message>
            <source>From the dealer's left, each player says "play" or passes ("weiter"). A later player can overcall with a stronger game: partner game, then Wenz, then Solo (and their Tout forms) from weakest to strongest.</source>
            <comment>lesson.schafkopf.bidding.1</comment>
            <translation>Vom Geber aus links sagt jeder „ich spiel“ oder „weiter“. Ein späterer Spieler kann mit einem höheren Spiel überbieten: Sauspiel, dann Wenz, dann Solo (und ihre Tout-Formen), vom schwächsten zum stärksten.</translation>
        </message>
        <message>
            <source>You sit left of the dealer and have strong trumps. Say that you want to play.</source>
            <comment>lesson.schafkopf.bidding.2</comment>
            <translation>Du sitzt links vom Geber und hast starke Trümpfe. Sag, dass du spielen willst.</translation>
        </message>
        <message>
            <source>Which game is stronger in the auction?</source>
            <comment>lesson.schafkopf.bidding.5</comment>
            <translation>Welches Spiel ist beim Bieten höher?</translation>
        </message>
        <message>
            <source>A Wenz beats a partner game; a Solo beats both.</source>
            <comment>lesson.schafkopf.bidding.6</comment>
            <translation>Ein Wenz sticht ein Sauspiel; ein Solo sticht beide.</translation>
        </message>
        <message>
            <source>Won</source>
            <comment>lesson.skat.points.10</comment>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>The four jacks are always the highest trumps: {CJ} {SJ} {HJ} {DJ}. In a suit game the trump suit follows: A 10 K Q 9 8 7. In a Grand only the four jacks are trumps.</source>
            <comment>lesson.skat.cards.2</comment>
            <translation>Die vier Buben sind immer die höchsten Trümpfe: {CJ} {SJ} {HJ} {DJ}. Im Farbspiel folgt die Trumpffarbe: A 10 K D 9 8 7. Im Grand sind nur die vier Buben Trumpf.</translation>
        </message>
        <message>
            <source>The {CJ} is the highest trump in every suit game and in Grand.</source>
            <comment>lesson.skat.cards.4</comment>
            <translation>Der {CJ} ist in jedem Farbspiel und im Grand der höchste Trumpf.</translation>
        </message>
        <message>
            <source>The {CA} is only the fifth trump: all four jacks are higher.</source>
            <comment>lesson.skat.cards.5</comment>
            <translation>{CA} ist nur der fünfte Trumpf: Alle vier Buben sind höher.</translation>
        </message>
        <message>
            <source>Clubs are trumps. Which is higher, the {DJ} or the {CA}?</source>
            <comment>lesson.skat.cards.6</comment>
            <translation>Kreuz ist Trumpf. Was ist höher, der {DJ} oder das {CA}?</translation>
        </message>
        <message>
            <source>Even the lowest jack, {DJ}, beats the ace of trumps.</source>
            <comment>lesson.skat.cards.7</comment>
            <translation>Selbst der niedrigste Bube, {DJ}, sticht das Trumpf-Ass.</translation>
        </message>
        <message>
            <source>You play clubs without taking the skat, and you lead the first trick. The player who leads may play any card; every other player must follow: play a card of the suit led if they hold one. The trumps count as one suit of their own.</source>
            <comment>lesson.skat.follow.1</comment>
            <translation>Du spielst Kreuz, ohne den Skat aufzunehmen, und spielst den ersten Stich aus. Wer ausspielt, darf jede Karte spielen; alle anderen müssen bedienen: eine Karte der ausgespielten Farbe, wenn sie eine haben. Die Trümpfe bilden eine eigene Farbe.</translation>
        </message>
        <message>
            <source>Won Schneider</source>
            <comment>lesson.skat.points.11</comment>
            <translation>Schneider gewonnen</translation>
        </message>
        <message>
            <source>Won Schwarz</source>
            <comment>lesson.skat.points.12</comment>
            <translation>Schwarz gewonnen</translation>
        </message>
        <message>
            <source>The multiplier starts with the matadors: the unbroken run of top trumps from the {CJ} that you hold ("with") or lack ("without"). Add 1 for the game itself.</source>
            <comment>lesson.skat.bidding.2</comment>
            <translation>Der Multiplikator beginnt mit den Spitzen: die ununterbrochene Folge der höchsten Trümpfe von oben an ({CJ} zuerst), die du hast („mit“) oder die dir fehlen („ohne“). Dazu 1 für das Spiel.</translation>
        </message>
        <message>
            <source>You hold {CJ} and {SJ} but not the {HJ}. How many matadors in a clubs game?</source>
            <comment>lesson.skat.bidding.3</comment>
            <translation>Du hast {CJ} und {SJ}, aber nicht {HJ}. Wie viele Spitzen im Kreuzspiel?</translation>
        </message>
        <message>
            <source>With 2: the run stops at the missing {HJ}.</source>
            <comment>lesson.skat.bidding.4</comment>
            <translation>Mit 2: die Folge endet, wo {HJ} fehlt.</translation>
        </message>
        <message>
            <source>{p1} and {p2} passed. Now you may bid: bid as low as you can, and no more than your game is worth.</source>
            <comment>lesson.skat.bidding.7</comment>
            <translation>{p1} und {p2} haben gepasst. Jetzt darfst du reizen: so niedrig wie möglich und nicht höher, als dein Spiel wert ist.</translation>
        </message>
        <message>
            <source>The declarer</source>
            <comment>lesson.skat.partners.4</comment>
            <translation>Der Alleinspieler</translation>
        </message>
        <message>
            <source>The other defender</source>
            <comment>lesson.skat.partners.5</comment>
            <translation>Der andere Gegenspieler</translation>
        </message>
        <message>
            <source>Nobody</source>
            <comment>lesson.skat.partners.6</comment>
            <translation>Niemand</translation>
        </message>
        <message>
            <source>The declarer</source>
            <comment>lesson.skat.partners.9</comment>
            <translation>Der Alleinspieler</translation>
        </message>
        <message>
            <source>The defenders</source>
            <comment>lesson.skat.partners.10</comment>
            <translation>Die Gegenspieler</translation>
        </message>
        <message>
            <source>{p1} and {p2} passed. Bid as low as you can.</source>
            <comment>lesson.skat.full-deal.2</comment>
            <translation>{p1} und {p2} haben gepasst. Reize so niedrig wie möglich.</translation>
        </message>
        <message>
            <source>Clubs are trumps. Is the {CQ} a trump in Skat?</source>
            <comment>lesson.skat.bridge.2</comment>
            <translation>Kreuz ist Trumpf. Ist die {CQ} beim Skat Trumpf?</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.skat.bridge.4</comment>
            <translation>Ja</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.skat.bridge.5</comment>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Numbers</source>
            <comment>lesson.skat.bridge.8</comment>
            <translation>Zahlen</translation>
        </message>
        <message>
            <source>Game names</source>
            <comment>lesson.skat.bridge.9</comment>
            <translation>Spielnamen</translation>
        </message>
        <message>
            <source>Answering a bid, then defending</source>
            <comment>lesson.skat.defending.title</comment>
            <translation>Reizen beantworten, dann verteidigen</translation>
        </message>
        <message>
            <source>In this deal someone else bids, and you answer. Your cards are good for a clubs game with the {CJ}: with 1, game 2, so 2 × 12 = 24. Never hold more than that.</source>
            <comment>lesson.skat.defending.1</comment>
            <translation>In diesem Spiel reizt ein anderer, und du antwortest. Dein Blatt ist gut für ein Kreuzspiel, und {CJ} hast du: mit 1, Spiel 2, also 2 × 12 = 24. Halte nie mehr als das.</translation>
        </message>
        <message>
            <source>{p1} bids 18. Hold or pass?</source>
            <comment>lesson.skat.defending.2</comment>
            <translation>{p1} reizt 18. Halten oder passen?</translation>
        </message>
        <message>
            <source>You hold 18: now {p1} must bid higher or pass.</source>
            <comment>lesson.skat.defending.3</comment>
            <translation>Du hältst 18: Jetzt muss {p1} höher reizen oder passen.</translation>
        </message>
        <message>
            <source>{p1} bids 20.</source>
            <comment>lesson.skat.defending.4</comment>
            <translation>{p1} reizt 20.</translation>
        </message>
        <message>
            <source>You hold 20.</source>
            <comment>lesson.skat.defending.5</comment>
            <translation>Du hältst 20.</translation>
        </message>
        <message>
            <source>{p1} bids 22.</source>
            <comment>lesson.skat.defending.6</comment>
            <translation>{p1} reizt 22.</translation>
        </message>
        <message>
            <source>You hold 22.</source>
            <comment>lesson.skat.defending.7</comment>
            <translation>Du hältst 22.</translation>
        </message>
        <message>
            <source>{p1} bids 23.</source>
            <comment>lesson.skat.defending.8</comment>
            <translation>{p1} reizt 23.</translation>
        </message>
        <message>
            <source>You hold 23.</source>
            <comment>lesson.skat.defending.9</comment>
            <translation>Du hältst 23.</translation>
        </message>
        <message>
            <source>{p1} bids 24.</source>
            <comment>lesson.skat.defending.10</comment>
            <translation>{p1} reizt 24.</translation>
        </message>
        <message>
            <source>24 is just what your game is worth: you may still hold it.</source>
            <comment>lesson.skat.defending.11</comment>
            <translation>24 ist genau der Wert deines Spiels: Du darfst noch halten.</translation>
        </message>
        <message>
            <source>{p1} bids 27.</source>
            <comment>lesson.skat.defending.12</comment>
            <translation>{p1} reizt 27.</translation>
        </message>
        <message>
            <source>27 is more than your game is worth: you pass.</source>
            <comment>lesson.skat.defending.13</comment>
            <translation>27 ist mehr, als dein Spiel wert ist: Du passt.</translation>
        </message>
        <message>
            <source>{p2} passes too. {p1} is the declarer and plays hearts without taking up the skat: hearts and the jacks are trumps. You and {p2} are the defenders: your card points count together, and you need 60 to win.</source>
            <comment>lesson.skat.defending.14</comment>
            <translation>{p2} passt auch. {p1} ist Alleinspieler und spielt Herz Hand: Herz und die Buben sind Trumpf. Du und {p2} seid die Gegenspieler: Eure Augen zählen zusammen, und mit 60 gewinnt ihr.</translation>
        </message>
        <message>
            <source>You lead the first trick.</source>
            <comment>lesson.skat.defending.15</comment>
            <translation>Du spielst den ersten Stich aus.</translation>
        </message>
        <message>
            <source>Taking up the skat and laying away</source>
            <comment>lesson.skat.skat.title</comment>
            <translation>Den Skat aufnehmen und drücken</translation>
        </message>
        <message>
            <source>Take up the skat, lay away the two cards with the most points that are no trumps, then declare.</source>
            <comment>lesson.skat.skat.summary</comment>
            <translation>Nimm den Skat auf, drücke die zwei Karten mit den meisten Augen, die kein Trumpf sind, und sage dann dein Spiel an.</translation>
        </message>
        <message>
            <source>Before you declare, you may take up the skat: its two cards come into your hand, and you lay two cards away. The cards you lay away count for you at the end.</source>
            <comment>lesson.skat.skat.1</comment>
            <translation>Bevor du dein Spiel ansagst, darfst du den Skat aufnehmen: Seine zwei Karten kommen in dein Blatt, und du drückst zwei Karten. Die gedrückten Karten zählen am Ende für dich.</translation>
        </message>
        <message>
            <source>{p1} and {p2} passed. Bid as low as you can.</source>
            <comment>lesson.skat.skat.2</comment>
            <translation>{p1} und {p2} haben gepasst. Reize so niedrig wie möglich.</translation>
        </message>
        <message>
            <source>18 wins the bidding.</source>
            <comment>lesson.skat.skat.3</comment>
            <translation>Mit 18 gewinnst du das Reizen.</translation>
        </message>
        <message>
            <source>You have won the bidding. Take up the skat.</source>
            <comment>lesson.skat.skat.4</comment>
            <translation>Du hast das Reizen gewonnen. Nimm den Skat auf.</translation>
        </message>
        <message>
            <source>The skat held the {SK} and the {D7}. You have 12 cards now and lay two away.</source>
            <comment>lesson.skat.skat.5</comment>
            <translation>Im Skat lagen {SK} und {D7}. Du hast jetzt 12 Karten und drückst zwei.</translation>
        </message>
        <message>
            <source>You will play clubs: keep the jacks and the clubs. Lay away your first card.</source>
            <comment>lesson.skat.skat.6</comment>
            <translation>Du wirst Kreuz spielen: Behalte die Buben und die Kreuzkarten. Drücke deine erste Karte.</translation>
        </message>
        <message>
            <source>The {S7} is worth nothing: laid away, it brings you no points.</source>
            <comment>lesson.skat.skat.8</comment>
            <translation>{S7} ist nichts wert: Gedrückt bringt sie dir keine Augen.</translation>
        </message>
        <message>
            <source>Lay away your second card.</source>
            <comment>lesson.skat.skat.9</comment>
            <translation>Drücke deine zweite Karte.</translation>
        </message>
        <message>
            <source>The skat now holds 20 card points for you before the first trick.</source>
            <comment>lesson.skat.skat.10</comment>
            <translation>Der Skat hält jetzt schon vor dem ersten Stich 20 Augen für dich.</translation>
        </message>
        <message>
            <source>Declare your game: clubs.</source>
            <comment>lesson.skat.skat.11</comment>
            <translation>Sage dein Spiel an: Kreuz.</translation>
        </message>
        <message>
            <source>Clubs, with the skat taken up. With 1, game 2: 2 × 12 = 24, enough for your bid of 18.</source>
            <comment>lesson.skat.skat.12</comment>
            <translation>Kreuz, mit aufgenommenem Skat. Mit 1, Spiel 2: 2 × 12 = 24, genug für dein Gebot von 18.</translation>
        </message>
        <message>
            <source>Ramsch: take as little as you can</source>
            <comment>lesson.skat.ramsch.title</comment>
            <translation>Ramsch: so wenig wie möglich</translation>
        </message>
        <message>
            <source>When everyone passes, Ramsch is played: each plays alone, and whoever takes the most card points loses.</source>
            <comment>lesson.skat.ramsch.summary</comment>
            <translation>Wenn alle passen, wird Ramsch gespielt: Jeder spielt allein, und wer die meisten Augen hat, verliert.</translation>
        </message>
        <message>
            <source>Nobody bids in this deal: all three pass, and Ramsch is played. There is no declarer. Only the jacks are trumps, and each plays alone: whoever takes the most card points loses.</source>
            <comment>lesson.skat.ramsch.1</comment>
            <translation>In diesem Spiel reizt niemand: Alle drei passen, und es wird Ramsch gespielt. Es gibt keinen Alleinspieler. Nur die Buben sind Trumpf, und jeder spielt für sich: Wer die meisten Augen nimmt, verliert.</translation>
        </message>
        <message>
            <source>You lead the first trick, and the lesson leads your {S9}, a card others can beat: four higher spades are still unseen, so someone else is likely to take this trick and its points. With the cards as they lie, your {C7} would cost you more card points here: it would leave your {CA} alone in clubs, the highest club left.</source>
            <comment>lesson.skat.ramsch.12</comment>
            <translation>Du spielst den ersten Stich aus, und die Lektion spielt deine {S9} aus, eine Karte, die andere schlagen können: Vier höhere Pik sind noch ungesehen, also macht wahrscheinlich ein anderer diesen Stich, mit seinen Augen. So wie die Karten liegen, würde dich deine {C7} hier mehr Augen kosten: Sie ließe dein {CA} allein in Kreuz zurück, das höchste Kreuz, das noch im Spiel ist.</translation>
        </message>
        <message>
            <source>{p1} leads the {CJ}, a trump, and {p2} plays the {HJ}. Your only trump, the {DJ}, must follow: the lesson plays it, and with it goes the danger of taking a trick with it later.</source>
            <comment>lesson.skat.ramsch.14</comment>
            <translation>{p1} spielt {CJ} aus, einen Trumpf, und {p2} gibt {HJ}. Dein einziger Trumpf, {DJ}, muss bedienen: Die Lektion spielt ihn, und mit ihm ist die Gefahr weg, später damit einen Stich machen zu müssen.</translation>
        </message>
        <message>
            <source>{p1} took the first five tricks. Then {p1} led the {S7}, and your {S8} took it: {p2} had no spade and threw the {DK}. You lead now. Of the diamonds, only the queen is still unseen.</source>
            <comment>lesson.skat.ramsch.15</comment>
            <translation>{p1} hat die ersten fünf Stiche gemacht. Dann hat {p1} {S7} ausgespielt, und deine {S8} hat den Stich gemacht: {p2} hatte kein Pik und hat {DK} abgeworfen. Jetzt spielst du aus. Von den Karo ist nur noch die Dame ungesehen.</translation>
        </message>
        <message>
            <source>The queen can beat your {D8}: unless it lies in the skat, its holder must follow with it, and this trick, with the points thrown onto it, is not yours.</source>
            <comment>lesson.skat.ramsch.16</comment>
            <translation>Die Dame kann deine {D8} schlagen: Wenn sie nicht im Skat liegt, muss ihr Besitzer mit ihr bedienen, und dieser Stich geht mit den Augen, die darauf geworfen werden, nicht an dich.</translation>
        </message>
        <message>
            <source>{p2} took your diamond with the {DQ} and leads the {CQ}. Your clubs are the {CA} and the {C7}.</source>
            <comment>lesson.skat.ramsch.5</comment>
            <translation>{p2} hat dein Karo mit {DQ} geschlagen und spielt {CQ} aus. Deine Kreuz sind {CA} und {C7}.</translation>
        </message>
        <message>
            <source>You lead again, with the {C7} and the {D7} left.</source>
            <comment>lesson.skat.ramsch.17</comment>
            <translation>Du spielst wieder aus, und dir bleiben {C7} und {D7}.</translation>
        </message>
        <message>
            <source>Every other diamond has been played, so nobody could follow your {D7}: unless someone trumped it, it would win, with the points thrown onto it. A higher club is still unseen: your {C7} can be beaten.</source>
            <comment>lesson.skat.ramsch.18</comment>
            <translation>Alle anderen Karo sind gespielt, also könnte niemand deine {D7} bedienen: Wenn keiner sie sticht, gewinnt sie, mit den Augen, die darauf geworfen werden. Ein höheres Kreuz ist noch ungesehen: Deine {C7} kann geschlagen werden.</translation>
        </message>
        <message>
            <source>You took 18 card points. {p1} took the most, 65, and loses the Ramsch: 20 points.</source>
            <comment>lesson.skat.ramsch.11</comment>
            <translation>Du hast 18 Augen. {p1} hat die meisten, 65, und verliert den Ramsch: 20 Punkte.</translation>
        </message>
        <message>
            <source>An Eichel card</source>
            <comment>lesson.schafkopf.follow.8</comment>
            <translation>Eine Eichel-Karte</translation>
        </message>
        <message>
            <source>The declarer's side</source>
            <comment>lesson.schafkopf.points.4</comment>
            <translation>Die Spielerpartei</translation>
        </message>
        <message>
            <source>The defenders</source>
            <comment>lesson.schafkopf.points.5</comment>
            <translation>Die Gegenpartei</translation>
        </message>
        <message>
            <source>Schneider: the declarer's side wins with 91 or more, or loses with 30 or less. Schwarz: one side took every trick. Each adds to the price.</source>
            <comment>lesson.schafkopf.points.6</comment>
            <translation>Schneider: Die Spielerpartei gewinnt mit 91 oder mehr oder verliert mit 30 oder weniger. Schwarz: Eine Partei hat alle Stiche. Beides erhöht den Preis.</translation>
        </message>
        <message>
            <source>Won</source>
            <comment>lesson.schafkopf.points.9</comment>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Won Schneider</source>
            <comment>lesson.schafkopf.points.10</comment>
            <translation>Schneider gewonnen</translation>
        </message>
        <message>
            <source>With three Obers, an Unter and three hearts you should play.</source>
            <comment>lesson.schafkopf.bidding.4</comment>
            <translation>Mit drei Obern, einem Unter und drei Herz solltest du spielen.</translation>
        </message>
        <message>
            <source>Partner game</source>
            <comment>lesson.schafkopf.bidding.7</comment>
            <translation>Sauspiel</translation>
        </message>
        <message>
            <source>Wenz</source>
            <comment>lesson.schafkopf.bidding.8</comment>
            <translation>Wenz</translation>
        </message>
        <message>
            <source>In a Wenz only the four Unters are trumps; in a Solo you choose the trump suit and play alone against three.</source>
            <comment>lesson.schafkopf.bidding.9</comment>
            <translation>Im Wenz sind nur die vier Unter Trumpf; im Solo wählst du die Trumpffarbe und spielst allein gegen drei.</translation>
        </message>
        <message>
            <source>The called Sau</source>
            <comment>lesson.schafkopf.partners.title</comment>
            <translation>Die gerufene Sau</translation>
        </message>
        <message>
            <source>Call a Sau of a suit you hold; the called suit led forces it out.</source>
            <comment>lesson.schafkopf.partners.summary</comment>
            <translation>Ruf die Sau einer Farbe, die du hast; wird die Farbe gespielt, muss die Sau kommen.</translation>
        </message>
        <message>
            <source>In a partner game you call a Sau (not hearts) of a suit where you hold a card but not the Sau. Whoever holds it is your secret partner: two against two.</source>
            <comment>lesson.schafkopf.partners.1</comment>
            <translation>Im Sauspiel rufst du eine Sau (nicht Herz) einer Farbe, von der du eine Karte hast, aber nicht die Sau. Wer sie hat, ist dein heimlicher Partner: zwei gegen zwei.</translation>
        </message>
        <message>
            <source>A Solo would be alone against three. Here a partner game is enough.</source>
            <comment>lesson.schafkopf.partners.4</comment>
            <translation>Ein Solo wäre allein gegen drei. Hier genügt ein Sauspiel.</translation>
        </message>
        <message>
            <source>Find your partner: lead the called suit.</source>
            <comment>lesson.schafkopf.partners.5</comment>
            <translation>Such deinen Partner: spiel die gerufene Farbe aus.</translation>
        </message>
        <message>
            <source>{p2} had to play the {SA}: {p2} is your partner, and the Sau took the trick.</source>
            <comment>lesson.schafkopf.partners.9</comment>
            <translation>{p2} musste {SA} spielen: {p2} ist dein Partner, und die Sau hat den Stich gemacht.</translation>
        </message>
        <message>
            <source>A solo player may announce Tout: to take every trick. Tout doubles the price but is lost with a single trick lost. Holding all four Obers and Unters is a Sie, worth four times a solo.</source>
            <comment>lesson.schafkopf.announcing.1</comment>
            <translation>Ein Solospieler kann Tout ansagen, also alle Stiche machen. Tout verdoppelt den Preis, ist aber mit einem einzigen abgegebenen Stich verloren. Alle vier Ober und Unter sind ein Sie, viermal so viel wie ein Solo.</translation>
        </message>
        <message>
            <source>Kontra doubles the price again.</source>
            <comment>lesson.schafkopf.announcing.12</comment>
            <translation>Kontra verdoppelt den Preis noch einmal.</translation>
        </message>
        <message>
            <source>The declarer's side did not answer with Re.</source>
            <comment>lesson.schafkopf.announcing.16</comment>
            <translation>Die Spielerpartei hat nicht mit Re geantwortet.</translation>
        </message>
        <message>
            <source>A Sauspiel costs 20 here. You knocked once and said Kontra, and your side won, without Schneider or runners: what does each player win or pay?</source>
            <comment>lesson.schafkopf.announcing.14</comment>
            <translation>Ein Sauspiel kostet hier 20. Du hast einmal geklopft und Kontra gegeben, und deine Partei hat gewonnen, ohne Schneider und ohne Laufende: Was gewinnt oder zahlt jeder?</translation>
        </message>
        <message>
            <source>A solo is worth 50. What is a Solo Tout worth, before runners?</source>
            <comment>lesson.schafkopf.announcing.3</comment>
            <translation>Ein Solo ist 50 wert. Was ist ein Solo Tout wert, ohne Laufende?</translation>
        </message>
        <message>
            <source>Tout doubles: 100.</source>
            <comment>lesson.schafkopf.announcing.4</comment>
            <translation>Tout verdoppelt: 100.</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.schafkopf.scoring.title</comment>
            <translation>Ein Spiel abrechnen</translation>
        </message>
        <message>
            <source>Tariff plus Schneider, Schwarz and runners; each defender pays it.</source>
            <comment>lesson.schafkopf.scoring.summary</comment>
            <translation>Tarif plus Schneider, Schwarz und Laufende; jeder Gegenspieler zahlt ihn.</translation>
        </message>
        <message>
            <source>This partner game is over: you and your partner took every trick. The price is paid by each defender to one of you.</source>
            <comment>lesson.schafkopf.scoring.1</comment>
            <translation>Dieses Sauspiel ist vorbei: du und dein Partner habt alle Stiche. Jeder Gegenspieler zahlt den Preis an einen von euch.</translation>
        </message>
        <message>
            <source>Partner game 20, Schneider 10, Schwarz 10, 3 runners at 10: what is the price?</source>
            <comment>lesson.schafkopf.scoring.4</comment>
            <translation>Sauspiel 20, Schneider 10, Schwarz 10, 3 Laufende zu 10: wie hoch ist der Preis?</translation>
        </message>
        <message>
            <source>20 + 10 + 10 + 30 = 70: you and your partner each win 70.</source>
            <comment>lesson.schafkopf.scoring.5</comment>
            <translation>20 + 10 + 10 + 30 = 70: du und dein Partner gewinnt je 70.</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.schafkopf.full-deal.title</comment>
            <translation>Ein ganzes Spiel mit Hilfe</translation>
        </message>
        <message>
            <source>Now play the whole deal as the declarer of a partner game.</source>
            <comment>lesson.schafkopf.full-deal.1</comment>
            <translation>Jetzt spielst du das ganze Spiel als Spieler eines Sauspiels.</translation>
        </message>
        <message>
            <source>Do you want to play?</source>
            <comment>lesson.schafkopf.full-deal.2</comment>
            <translation>Willst du spielen?</translation>
        </message>
        <message>
            <source>Yes: your trumps are strong.</source>
            <comment>lesson.schafkopf.full-deal.3</comment>
            <translation>Ja: deine Trümpfe sind stark.</translation>
        </message>
        <message>
            <source>Choose the partner game.</source>
            <comment>lesson.schafkopf.full-deal.4</comment>
            <translation>Wähl das Sauspiel.</translation>
        </message>
        <message>
            <source>The lesson led your {CQ}, the highest trump: nobody could beat it, and each player who held a trump had to give one.</source>
            <comment>lesson.schafkopf.full-deal.36</comment>
            <translation>Die Lektion hat deinen {CQ} ausgespielt, den höchsten Trumpf: Niemand konnte ihn schlagen, und wer Trumpf hatte, musste einen zugeben.</translation>
        </message>
        <message>
            <source>{p2} led the {C7} and {p3} played the {CT}: your {CA} took the trick.</source>
            <comment>lesson.schafkopf.full-deal.37</comment>
            <translation>{p2} hat {C7} ausgespielt, {p3} hat {CT} zugegeben: Deine {CA} hat den Stich gemacht.</translation>
        </message>
        <message>
            <source>The lesson led your {H9}: {p1} took it with the {HQ}, and {p3} had to give the {HJ}.</source>
            <comment>lesson.schafkopf.full-deal.38</comment>
            <translation>Die Lektion hat deine {H9} ausgespielt: {p1} hat sie mit {HQ} genommen, und {p3} musste {HJ} zugeben.</translation>
        </message>
        <message>
            <source>{p1} led the {D9}, and you have no Schellen. Two trumps are still out: take the trick, and keep the trumps that can beat them.</source>
            <comment>lesson.schafkopf.full-deal.39</comment>
            <translation>{p1} hat {D9} ausgespielt, und du hast keine Schellen. Zwei Trümpfe sind noch draußen: Mach den Stich und behalte die Trümpfe, die sie schlagen können.</translation>
        </message>
        <message>
            <source>Your {HK} takes the trick: nobody after you can play a higher card, and your {CJ} and {SQ} stay for the two trumps still out.</source>
            <comment>lesson.schafkopf.full-deal.40</comment>
            <translation>Dein {HK} macht den Stich: Nach dir kann niemand höher spielen, und dein {CJ} und dein {SQ} bleiben für die zwei Trümpfe, die noch draußen sind.</translation>
        </message>
        <message>
            <source>Two trumps are still out, an Ober and an Unter. Lead so that a player holding one must give it.</source>
            <comment>lesson.schafkopf.full-deal.41</comment>
            <translation>Zwei Trümpfe sind noch draußen, ein Ober und ein Unter. Spiel so aus, dass ein Spieler mit Trumpf ihn zugeben muss.</translation>
        </message>
        <message>
            <source>Your {CJ} makes a player with a trump give one, and your {SQ} stays for the trump after it.</source>
            <comment>lesson.schafkopf.full-deal.42</comment>
            <translation>Dein {CJ} zwingt einen Spieler mit Trumpf, einen zuzugeben, und dein {SQ} bleibt für den Trumpf danach.</translation>
        </message>
        <message>
            <source>{p3} took your {CJ} with the {DQ} and leads the {SJ}, the last trump out. Take the trick.</source>
            <comment>lesson.schafkopf.full-deal.44</comment>
            <translation>{p3} hat {CJ} mit {DQ} gestochen und spielt {SJ} aus, den letzten Trumpf draußen. Mach den Stich.</translation>
        </message>
        <message>
            <source>Your {SQ} is higher than the {SJ}: nobody else holds a trump now, and your {HA} takes the last trick.</source>
            <comment>lesson.schafkopf.full-deal.45</comment>
            <translation>Dein {SQ} ist höher als {SJ}: Jetzt hat niemand sonst Trumpf, und dein {HA} macht den letzten Stich.</translation>
        </message>
        <message>
            <source>You and your partner took 100 card points: the game is won Schneider. Each of you gets 30 from one of them: 20 for the partner game and 10 for Schneider. No runners: in a partner game they count from three, and your side held only the two highest trumps in a row.</source>
            <comment>lesson.schafkopf.full-deal.46</comment>
            <translation>Du und dein Partner habt 100 Augen: Das Spiel ist mit Schneider gewonnen. Jeder von euch bekommt 30 von einem Gegner: 20 für das Sauspiel und 10 für Schneider. Keine Laufenden: Im Sauspiel zählen sie ab drei, und deine Seite hatte nur die zwei höchsten Trümpfe in Folge.</translation>
        </message>
        <message>
            <source>From Skat to Schafkopf</source>
            <comment>lesson.schafkopf.bridge.title</comment>
            <translation>Von Skat zu Schafkopf</translation>
        </message>
        <message>
            <source>Obers on top, hearts trump, two against two with the called Sau.</source>
            <comment>lesson.schafkopf.bridge.summary</comment>
            <translation>Ober oben, Herz Trumpf, zwei gegen zwei mit der gerufenen Sau.</translation>
        </message>
        <message>
            <source>You know Skat? The cards count the same (120, 61 wins) and the trumps are one suit. What differs: four players; the Obers (queens) are the top trumps above the Unters (jacks); hearts are the usual trump suit; and in the partner game you play two against two with the called Sau.</source>
            <comment>lesson.schafkopf.bridge.1</comment>
            <translation>Du kennst Skat? Die Augen zählen gleich (120, 61 gewinnt) und die Trümpfe sind eine Farbe. Anders ist: vier Spieler; die Ober (Damen) sind die höchsten Trümpfe, über den Untern (Buben); Herz ist die übliche Trumpffarbe; und im Sauspiel spielt man zwei gegen zwei mit der gerufenen Sau.</translation>
        </message>
        <message>
            <source>Every Ober beats every Unter, unlike Skat where the jacks are on top.</source>
            <comment>lesson.schafkopf.bridge.3</comment>
            <translation>Jeder Ober sticht jeden Unter, anders als beim Skat, wo die Buben oben sind.</translation>
        </message>
        <message>
            <source>In a Wenz, which cards are trumps?</source>
            <comment>lesson.schafkopf.bridge.6</comment>
            <translation>Welche Karten sind im Wenz Trumpf?</translation>
        </message>
        <message>
            <source>Only the four Unters, like a Skat Grand with its four jacks.</source>
            <comment>lesson.schafkopf.bridge.7</comment>
            <translation>Nur die vier Unter, wie beim Skat-Grand mit seinen vier Buben.</translation>
        </message>
        <message>
            <source>Defending a Sauspiel</source>
            <comment>lesson.schafkopf.defending.title</comment>
            <translation>Gegen ein Sauspiel verteidigen</translation>
        </message>
        <message>
            <source>You have two trumps, the {DQ} and the {HK}. Play or pass?</source>
            <comment>lesson.schafkopf.defending.1</comment>
            <translation>Du hast zwei Trümpfe, {DQ} und {HK}. Spielen oder weiter?</translation>
        </message>
        <message>
            <source>Two trumps are too few to play: you pass.</source>
            <comment>lesson.schafkopf.defending.2</comment>
            <translation>Zwei Trümpfe sind zu wenig zum Spielen: Du sagst weiter.</translation>
        </message>
        <message>
            <source>{p1} led the {H9}, a trump; {p2} played the {H8} and {p3}, your partner, the {HA}. You played last and had to give a trump. Nobody was left to beat the {HA}, so the lesson gave your {HK}: 4 points to your partner's trick, where the {DQ} gives 3.</source>
            <comment>lesson.schafkopf.defending.22</comment>
            <translation>{p1} spielte {H9} aus, einen Trumpf; {p2} gab {H8} zu und {p3}, dein Partner, {HA}. Du spieltest als Letzter und musstest Trumpf zugeben. Niemand konnte {HA} mehr schlagen, also gab die Lektion deinen {HK}: 4 Augen in den Stich deines Partners, {DQ} hätte 3 gebracht.</translation>
        </message>
        <message>
            <source>A Wenz</source>
            <comment>lesson.schafkopf.wenz.title</comment>
            <translation>Ein Wenz</translation>
        </message>
        <message>
            <source>In a Wenz only the four Unters are trumps. Draw them first, then your Saus are safe; lose the trick you must lose while the others still have to follow suit.</source>
            <comment>lesson.schafkopf.wenz.27</comment>
            <translation>Im Wenz sind nur die vier Unter Trumpf. Zieh sie zuerst, dann sind deine Säue sicher; gib den Stich, den du abgeben musst, ab, solange die anderen noch bedienen müssen.</translation>
        </message>
        <message>
            <source>In a Wenz only the four Unters are trumps, from the {CJ} down to the {DJ}. The Obers are plain cards: in each suit they rank between the König and the 9. Herz is a plain suit like the others. At this table the solo games are the Solo, the Wenz and the Geier: no Farbwenz or Farbgeier.</source>
            <comment>lesson.schafkopf.wenz.19</comment>
            <translation>Im Wenz sind nur die vier Unter Trumpf, von {CJ} bis {DJ}. Die Ober sind gewöhnliche Karten: In ihrer Farbe stehen sie zwischen König und Neun. Herz ist eine Farbe wie die anderen. An diesem Tisch sind die Solospiele das Solo, der Wenz und der Geier: kein Farbwenz und kein Farbgeier.</translation>
        </message>
        <message>
            <source>You hold the two highest Unters, the Sau and the 10 of Eichel, and three more Saus. Say that you want to play.</source>
            <comment>lesson.schafkopf.wenz.20</comment>
            <translation>Du hast die beiden höchsten Unter, Sau und Zehn von Eichel und drei weitere Säue. Sag, dass du spielen willst.</translation>
        </message>
        <message>
            <source>Everyone else passed. Announce your game: a Wenz.</source>
            <comment>lesson.schafkopf.wenz.4</comment>
            <translation>Alle anderen haben weiter gesagt. Sag dein Spiel an: einen Wenz.</translation>
        </message>
        <message>
            <source>{p1} and {p2} had to give their Unters, the {HJ} and the {DJ}. With your two, all four Unters are accounted for: nobody else holds a trump now, and your Eichel cards are safe.</source>
            <comment>lesson.schafkopf.wenz.21</comment>
            <translation>{p1} und {p2} mussten ihre Unter zugeben, {HJ} und {DJ}. Mit deinen beiden sind alle vier Unter bekannt: Niemand sonst hat noch Trumpf, und deine Eichel sind sicher.</translation>
        </message>
        <message>
            <source>Play your Eichel cards now: lead Eichel.</source>
            <comment>lesson.schafkopf.wenz.22</comment>
            <translation>Hol dir jetzt deine Eichel: Spiel Eichel aus.</translation>
        </message>
        <message>
            <source>Your {CA} is the highest Eichel card, and nobody can trump it: it takes the trick.</source>
            <comment>lesson.schafkopf.wenz.23</comment>
            <translation>Deine {CA} ist die höchste Eichel, und niemand kann sie stechen: Sie macht den Stich.</translation>
        </message>
        <message>
            <source>The lesson went on with your {CT}, now the highest Eichel card: it took the trick.</source>
            <comment>lesson.schafkopf.wenz.24</comment>
            <translation>Die Lektion hat mit deiner {CT} weitergespielt, jetzt der höchsten Eichel: Sie hat den Stich gemacht.</translation>
        </message>
        <message>
            <source>{p1} led the {D7}, and your {DA} took the trick. Your last three cards are sure tricks: your {SJ} is the last trump, and your {SA} and {HA} are the highest cards of their suits. The lesson plays them.</source>
            <comment>lesson.schafkopf.wenz.25</comment>
            <translation>{p1} hat {D7} ausgespielt, und deine {DA} hat den Stich gemacht. Deine letzten drei Karten sind sichere Stiche: Dein {SJ} ist der letzte Trumpf, und deine {SA} und deine {HA} sind die höchsten Karten ihrer Farbe. Die Lektion spielt sie.</translation>
        </message>
        <message>
            <source>You took 103 card points: the Wenz is won Schneider. Each of the three pays you 80: 50 for the solo game, 10 for Schneider and 20 for two runners. In a Wenz runners count from two Unters in a row from the top, and you held the two highest.</source>
            <comment>lesson.schafkopf.wenz.26</comment>
            <translation>Du hast 103 Augen: Der Wenz ist mit Schneider gewonnen. Jeder der drei zahlt dir 80: 50 für das Solospiel, 10 für Schneider und 20 für zwei Laufende. Im Wenz zählen Laufende ab zwei Untern in Folge von oben, und du hattest die beiden höchsten.</translation>
        </message>
        <message>
            <source>A Solo</source>
            <comment>lesson.schafkopf.solo.title</comment>
            <translation>Ein Solo</translation>
        </message>
        <message>
            <source>In a Solo the declarer names a suit, and it takes the place of Herz: the Obers, the Unters and that suit are trumps, fourteen in all. The declarer plays alone against three. At this table the solo games are the Solo, the Wenz and the Geier: no Farbwenz or Farbgeier.</source>
            <comment>lesson.schafkopf.solo.24</comment>
            <translation>Im Solo bestimmt der Spieler eine Farbe, und sie tritt an die Stelle von Herz: Ober, Unter und diese Farbe sind Trumpf, vierzehn Karten. Der Spieler spielt allein gegen drei. An diesem Tisch sind die Solospiele das Solo, der Wenz und der Geier: kein Farbwenz und kein Farbgeier.</translation>
        </message>
        <message>
            <source>You want to play.</source>
            <comment>lesson.schafkopf.solo.3</comment>
            <translation>Du willst spielen.</translation>
        </message>
        <message>
            <source>The lesson cashed your two Saus that are no trump: nobody trumped them, and each took its trick, the {HA} this one.</source>
            <comment>lesson.schafkopf.solo.25</comment>
            <translation>Die Lektion hat deine beiden Säue geholt, die kein Trumpf sind: Niemand hat sie gestochen, und jede hat ihren Stich gemacht, {HA} diesen.</translation>
        </message>
        <message>
            <source>Five trumps were out, two of them Obers. The lesson gave up this trick with your {C9}, worth nothing: whoever wanted it had to spend a high trump, and your {SQ} and {HJ} stay for the later tricks.</source>
            <comment>lesson.schafkopf.solo.26</comment>
            <translation>Fünf Trümpfe waren noch draußen, zwei davon Ober. Die Lektion hat diesen Stich mit deiner {C9} abgegeben, die nichts zählt: Wer ihn wollte, musste einen hohen Trumpf ausgeben, und dein {SQ} und dein {HJ} bleiben für die späteren Stiche.</translation>
        </message>
        <message>
            <source>In a Geier only the four Obers are trumps; the Unters are plain cards in their suits, below the König. Draw the Obers, give up the cards that cannot win while your Obers can take the lead back, then cash your Saus.</source>
            <comment>lesson.schafkopf.geier.33</comment>
            <translation>Im Geier sind nur die vier Ober Trumpf; die Unter sind gewöhnliche Karten ihrer Farbe, unter dem König. Zieh die Ober, gib die Karten ab, die nicht gewinnen können, solange deine Ober das Ausspiel zurückholen, dann hol deine Säue.</translation>
        </message>
        <message>
            <source>In a Geier only the four Obers are trumps, from the {CQ} down to the {DQ}. The Unters are plain cards: in each suit they rank below the König, A 10 K U 9 8 7. Herz is a plain suit like the others. At this table the solo games are the Solo, the Wenz and the Geier: no Farbwenz or Farbgeier.</source>
            <comment>lesson.schafkopf.geier.22</comment>
            <translation>Im Geier sind nur die vier Ober Trumpf, von {CQ} bis {DQ}. Die Unter sind gewöhnliche Karten: In ihrer Farbe stehen sie unter dem König, A 10 K U 9 8 7. Herz ist eine Farbe wie die anderen. An diesem Tisch sind die Solospiele das Solo, der Wenz und der Geier: kein Farbwenz und kein Farbgeier.</translation>
        </message>
        <message>
            <source>One Ober was against you, so the lesson led your {CQ}: whoever held the last Ober had to give it to your trump. {p2} gave the {DQ}: with your three, all four Obers are accounted for, and nobody else holds a trump.</source>
            <comment>lesson.schafkopf.geier.23</comment>
            <translation>Ein Ober war gegen dich, also hat die Lektion deinen {CQ} ausgespielt: Wer den letzten Ober hatte, musste ihn zugeben. {p2} gab {DQ}: Mit deinen dreien sind alle vier Ober bekannt, und niemand sonst hat noch Trumpf.</translation>
        </message>
        <message>
            <source>Your {DT} cannot take a trick while a higher Schellen card is out. You still hold two Obers: choose your lead.</source>
            <comment>lesson.schafkopf.geier.24</comment>
            <translation>Deine {DT} kann keinen Stich machen, solange eine höhere Schellen draußen ist. Du hast noch zwei Ober: Wähle dein Ausspiel.</translation>
        </message>
        <message>
            <source>Your {DT} goes now, while you still hold both Obers: whoever takes it must lead again, and your Obers and Saus take the lead back.</source>
            <comment>lesson.schafkopf.geier.25</comment>
            <translation>Deine {DT} geht jetzt weg, solange du noch beide Ober hast: Wer sie nimmt, muss wieder ausspielen, und deine Ober und Säue holen dir das Ausspiel zurück.</translation>
        </message>
        <message>
            <source>{p1} took that trick and led Herz: your {HA} won this one.</source>
            <comment>lesson.schafkopf.geier.26</comment>
            <translation>{p1} hat den Stich gemacht und Herz ausgespielt: Deine {HA} hat diesen gewonnen.</translation>
        </message>
        <message>
            <source>The lesson gave up your {C9}, your other card that could not win: {p3} took it with the {CT}.</source>
            <comment>lesson.schafkopf.geier.27</comment>
            <translation>Die Lektion hat deine {C9} abgegeben, deine andere Karte, die nicht gewinnen konnte: {p3} hat sie mit {CT} genommen.</translation>
        </message>
        <message>
            <source>{p3} leads the {D7}, and you have no Schellen. Take the trick.</source>
            <comment>lesson.schafkopf.geier.28</comment>
            <translation>{p3} spielt {D7} aus, und du hast keine Schellen. Mach den Stich.</translation>
        </message>
        <message>
            <source>Without Schellen you may trump: your Ober takes the trick, since nobody else holds a trump.</source>
            <comment>lesson.schafkopf.geier.29</comment>
            <translation>Ohne Schellen darfst du stechen: Dein Ober macht den Stich, denn niemand sonst hat Trumpf.</translation>
        </message>
        <message>
            <source>Your {CA} is no trump: it cannot take a Schellen trick, and its 11 points would go to the others.</source>
            <comment>lesson.schafkopf.geier.30</comment>
            <translation>Deine {CA} ist kein Trumpf: Sie kann keinen Schellen-Stich machen, und ihre 11 Augen gingen an die anderen.</translation>
        </message>
        <message>
            <source>The rest is yours: your last Ober is the only trump left, and your {CA} and {SA} are the highest cards of their suits. The lesson plays them.</source>
            <comment>lesson.schafkopf.geier.31</comment>
            <translation>Der Rest gehört dir: Dein letzter Ober ist der einzige Trumpf, und deine {CA} und deine {SA} sind die höchsten Karten ihrer Farbe. Die Lektion spielt sie.</translation>
        </message>
        <message>
            <source>You took 79 card points: the Geier is won. Each of the three pays you 80: 50 for the solo game and 30 for three runners, the three highest Obers in a row.</source>
            <comment>lesson.schafkopf.geier.32</comment>
            <translation>Du hast 79 Augen: Der Geier ist gewonnen. Jeder der drei zahlt dir 80: 50 für das Solospiel und 30 für drei Laufende, die drei höchsten Ober in Folge.</translation>
        </message>
        <message>
            <source>Re and Kontra: the {CQ}</source>
            <comment>lesson.doppelkopf.partners.title</comment>
            <translation>Re und Kontra: die {CQ}</translation>
        </message>
        <message>
            <source>The two {CQ} are Re; you find each other in the play.</source>
            <comment>lesson.doppelkopf.partners.summary</comment>
            <translation>Die zwei {CQ} sind Re; man findet sich im Spiel.</translation>
        </message>
        <message>
            <source>In a normal game the two players holding a {CQ} are the Re party; the other two are Kontra. Nobody says who they are: you learn it when a {CQ} is played.</source>
            <comment>lesson.doppelkopf.partners.1</comment>
            <translation>Im Normalspiel sind die beiden Spieler mit einer {CQ} die Re-Partei, die anderen zwei Kontra. Niemand sagt es: man erfährt es, wenn eine {CQ} fällt.</translation>
        </message>
        <message>
            <source>You hold a {CQ}. Who is your partner?</source>
            <comment>lesson.doppelkopf.partners.2</comment>
            <translation>Du hast eine {CQ}. Wer ist dein Partner?</translation>
        </message>
        <message>
            <source>Whoever holds the other {CQ}.</source>
            <comment>lesson.doppelkopf.partners.3</comment>
            <translation>Wer die andere {CQ} hat.</translation>
        </message>
        <message>
            <source>Whoever holds the other {CQ}</source>
            <comment>lesson.doppelkopf.partners.4</comment>
            <translation>Wer die andere {CQ} hat</translation>
        </message>
        <message>
            <source>Your partner followed with the other {CQ}: now both of you know. Your {CQ} came first, so it won.</source>
            <comment>lesson.doppelkopf.partners.8</comment>
            <translation>Dein Partner hat mit der anderen {CQ} bedient: jetzt wisst ihr es beide. Deine {CQ} kam zuerst und hat gewonnen.</translation>
        </message>
        <message>
            <source>You hold a {CQ}, so you are Re, and your trumps are strong: {HT}, {CQ} and more. Before your first card, announce Re.</source>
            <comment>lesson.doppelkopf.announcing.8</comment>
            <translation>Du hast eine {CQ}, also bist du Re, und deine Trümpfe sind stark: {HT}, {CQ} und mehr. Sag vor deiner ersten Karte Re an.</translation>
        </message>
        <message>
            <source>Announce first: Re is said before you play, while you still hold 11 cards or more.</source>
            <comment>lesson.doppelkopf.announcing.10</comment>
            <translation>Erst ansagen: Re sagt man, bevor man spielt, solange man noch 11 Karten oder mehr hat.</translation>
        </message>
        <message>
            <source>Each side caught the other's fox ({DA}): one extra point each. What does each Re player score?</source>
            <comment>lesson.doppelkopf.scoring.4</comment>
            <translation>Jede Partei hat einen Fuchs ({DA}) der anderen gefangen: je ein Extrapunkt. Was bekommt jeder Re-Spieler?</translation>
        </message>
        <message>
            <source>Lead your {HA}.</source>
            <comment>lesson.doppelkopf.full-deal.14</comment>
            <translation>Spiel dein {HA} aus.</translation>
        </message>
        <message>
            <source>Two of each card, {HT} on top, the {CQ} finds your partner.</source>
            <comment>lesson.doppelkopf.bridge.summary</comment>
            <translation>Jede Karte doppelt, {HT} oben, die {CQ} findet den Partner.</translation>
        </message>
        <message>
            <source>You know Skat or Schafkopf? Following suit and card points are the same. What differs: every card twice (48 cards, 240 points, 121 to win); the {HT} is the highest trump, then queens and jacks; and nobody calls a partner: the two {CQ} play together.</source>
            <comment>lesson.doppelkopf.bridge.1</comment>
            <translation>Du kennst Skat oder Schafkopf? Bedienen und Augen sind gleich. Anders ist: jede Karte zweimal (48 Karten, 240 Augen, 121 gewinnt); die {HT} ist der höchste Trumpf, dann Damen und Buben; und niemand ruft einen Partner: die beiden, die eine {CQ} haben, spielen zusammen.</translation>
        </message>
        <message>
            <source>Is the {DA} a trump in a normal game?</source>
            <comment>lesson.doppelkopf.bridge.4</comment>
            <translation>Ist das {DA} im Normalspiel Trumpf?</translation>
        </message>
        <message>
            <source>Defending against a solo: Kontra</source>
            <comment>lesson.doppelkopf.defending.title</comment>
            <translation>Gegen ein Solo verteidigen: Kontra</translation>
        </message>
        <message>
            <source>Against a solo the other three play together: announce Kontra with a good hand, take your aces, and give your points to your side's tricks.</source>
            <comment>lesson.doppelkopf.defending.summary</comment>
            <translation>Gegen ein Solo spielen die anderen drei zusammen: Sag mit einem guten Blatt Kontra an, mach deine Asse und gib deine Augen in die Stiche deiner Seite.</translation>
        </message>
        <message>
            <source>Your hand has no reservation. Say so.</source>
            <comment>lesson.doppelkopf.defending.1</comment>
            <translation>Dein Blatt hat keinen Vorbehalt. Sag es.</translation>
        </message>
        <message>
            <source>Healthy: you would play a normal game.</source>
            <comment>lesson.doppelkopf.defending.2</comment>
            <translation>Gesund: Du würdest ein normales Spiel spielen.</translation>
        </message>
        <message>
            <source>{p1} plays a diamonds solo: {p1} is the Re party alone, and you, {p2} and {p3} are the Kontra party together. The soloist needs 121 card points.</source>
            <comment>lesson.doppelkopf.defending.3</comment>
            <translation>{p1} spielt ein Karo-Solo: {p1} ist allein die Re-Partei, und du, {p2} und {p3} seid zusammen die Kontra-Partei. Der Solist braucht 121 Augen.</translation>
        </message>
        <message>
            <source>{p3} leads the {S9}.</source>
            <comment>lesson.doppelkopf.defending.12</comment>
            <translation>{p3} spielt {S9} aus.</translation>
        </message>
        <message>
            <source>Your {SA} is played before the other one: the first of two equal cards wins.</source>
            <comment>lesson.doppelkopf.defending.13</comment>
            <translation>Dein {SA} kommt vor dem anderen: Von zwei gleichen Karten gewinnt die erste.</translation>
        </message>
        <message>
            <source>A marriage</source>
            <comment>lesson.doppelkopf.marriage.title</comment>
            <translation>Eine Hochzeit</translation>
        </message>
        <message>
            <source>With both club queens you may announce a marriage: the first other player to take a trick becomes your partner.</source>
            <comment>lesson.doppelkopf.marriage.summary</comment>
            <translation>Mit beiden Kreuz-Damen darfst du eine Hochzeit ansagen: Der erste andere Spieler, der einen Stich macht, wird dein Partner.</translation>
        </message>
        <message>
            <source>You hold both {CQ}: you are the only player of the Re party, unless you find a partner. Say that you have a reservation.</source>
            <comment>lesson.doppelkopf.marriage.1</comment>
            <translation>Du hast beide {CQ}: Du bist allein die Re-Partei, wenn du keinen Partner findest. Melde einen Vorbehalt.</translation>
        </message>
        <message>
            <source>A reservation: after the others have spoken you say which one.</source>
            <comment>lesson.doppelkopf.marriage.2</comment>
            <translation>Ein Vorbehalt: Wenn die anderen gesprochen haben, sagst du, welcher.</translation>
        </message>
        <message>
            <source>First you are asked about a solo. You do not want to play one.</source>
            <comment>lesson.doppelkopf.marriage.3</comment>
            <translation>Zuerst wirst du nach einem Solo gefragt. Du willst keins spielen.</translation>
        </message>
        <message>
            <source>No solo.</source>
            <comment>lesson.doppelkopf.marriage.4</comment>
            <translation>Kein Solo.</translation>
        </message>
        <message>
            <source>Then about a poverty. You have more than three trumps.</source>
            <comment>lesson.doppelkopf.marriage.5</comment>
            <translation>Dann nach einer Armut. Du hast mehr als drei Trümpfe.</translation>
        </message>
        <message>
            <source>No poverty.</source>
            <comment>lesson.doppelkopf.marriage.6</comment>
            <translation>Keine Armut.</translation>
        </message>
        <message>
            <source>Now announce your marriage.</source>
            <comment>lesson.doppelkopf.marriage.7</comment>
            <translation>Jetzt sag deine Hochzeit an.</translation>
        </message>
        <message>
            <source>A marriage: the first player other than you to take a trick plays with you. If nobody does within the first three tricks, you play alone.</source>
            <comment>lesson.doppelkopf.marriage.8</comment>
            <translation>Eine Hochzeit: Der erste Spieler außer dir, der einen Stich macht, spielt mit dir. Macht das in den ersten drei Stichen keiner, spielst du allein.</translation>
        </message>
        <message>
            <source>Who is your partner?</source>
            <comment>lesson.doppelkopf.marriage.11</comment>
            <translation>Wer ist dein Partner?</translation>
        </message>
        <message>
            <source>{p3} took the trick with the {SA}: {p3} plays with you in the Re party.</source>
            <comment>lesson.doppelkopf.marriage.12</comment>
            <translation>{p3} hat den Stich mit {SA} gemacht: {p3} spielt mit dir in der Re-Partei.</translation>
        </message>
        <message>
            <source>{p1} did not take the trick: the first player other than you to take one is your partner.</source>
            <comment>lesson.doppelkopf.marriage.ask-wrong-a</comment>
            <translation>{p1} hat den Stich nicht gemacht: Dein Partner ist der erste andere Spieler, der einen Stich macht.</translation>
        </message>
        <message>
            <source>{p2} did not take the trick: the first player other than you to take one is your partner.</source>
            <comment>lesson.doppelkopf.marriage.ask-wrong-b</comment>
            <translation>{p2} hat den Stich nicht gemacht: Dein Partner ist der erste andere Spieler, der einen Stich macht.</translation>
        </message>
        <message>
            <source>{p1}</source>
            <comment>lesson.doppelkopf.marriage.13</comment>
            <translation>{p1}</translation>
        </message>
        <message>
            <source>{p2}</source>
            <comment>lesson.doppelkopf.marriage.14</comment>
            <translation>{p2}</translation>
        </message>
        <message>
            <source>{p3}</source>
            <comment>lesson.doppelkopf.marriage.15</comment>
            <translation>{p3}</translation>
        </message>
        <message>
            <source>A poverty</source>
            <comment>lesson.doppelkopf.poverty.title</comment>
            <translation>Eine Armut</translation>
        </message>
        <message>
            <source>With three trumps or fewer you may announce a poverty: you pass your trumps to a partner who takes them and gives back as many cards.</source>
            <comment>lesson.doppelkopf.poverty.summary</comment>
            <translation>Mit drei Trümpfen oder weniger darfst du eine Armut ansagen: Du schiebst deine Trümpfe einem Partner, der sie nimmt und dir ebenso viele Karten zurückgibt.</translation>
        </message>
        <message>
            <source>You have only three trumps: the {HT}, the {DJ} and the {D9}. Say that you have a reservation.</source>
            <comment>lesson.doppelkopf.poverty.1</comment>
            <translation>Du hast nur drei Trümpfe: {HT}, {DJ} und {D9}. Melde einen Vorbehalt.</translation>
        </message>
        <message>
            <source>A reservation: after the others have spoken you say which one.</source>
            <comment>lesson.doppelkopf.poverty.2</comment>
            <translation>Ein Vorbehalt: Wenn die anderen gesprochen haben, sagst du, welcher.</translation>
        </message>
        <message>
            <source>First you are asked about a solo. You do not want to play one.</source>
            <comment>lesson.doppelkopf.poverty.3</comment>
            <translation>Zuerst wirst du nach einem Solo gefragt. Du willst keins spielen.</translation>
        </message>
        <message>
            <source>No solo.</source>
            <comment>lesson.doppelkopf.poverty.4</comment>
            <translation>Kein Solo.</translation>
        </message>
        <message>
            <source>Now announce your poverty.</source>
            <comment>lesson.doppelkopf.poverty.5</comment>
            <translation>Jetzt sag deine Armut an.</translation>
        </message>
        <message>
            <source>A poverty: you pass your trumps on, face down.</source>
            <comment>lesson.doppelkopf.poverty.6</comment>
            <translation>Eine Armut: Du schiebst deine Trümpfe verdeckt weiter.</translation>
        </message>
        <message>
            <source>Pass your first trump.</source>
            <comment>lesson.doppelkopf.poverty.7</comment>
            <translation>Schieb deinen ersten Trumpf.</translation>
        </message>
        <message>
            <source>Only trumps may be passed, and all of them.</source>
            <comment>lesson.doppelkopf.poverty.8</comment>
            <translation>Nur Trümpfe dürfen geschoben werden, und zwar alle.</translation>
        </message>
        <message>
            <source>Pass your second trump.</source>
            <comment>lesson.doppelkopf.poverty.9</comment>
            <translation>Schieb deinen zweiten Trumpf.</translation>
        </message>
        <message>
            <source>One more.</source>
            <comment>lesson.doppelkopf.poverty.10</comment>
            <translation>Noch einer.</translation>
        </message>
        <message>
            <source>Pass your last trump.</source>
            <comment>lesson.doppelkopf.poverty.11</comment>
            <translation>Schieb deinen letzten Trumpf.</translation>
        </message>
        <message>
            <source>Your three trumps are passed.</source>
            <comment>lesson.doppelkopf.poverty.12</comment>
            <translation>Deine drei Trümpfe sind geschoben.</translation>
        </message>
        <message>
            <source>Who is your partner now?</source>
            <comment>lesson.doppelkopf.poverty.13</comment>
            <translation>Wer ist jetzt dein Partner?</translation>
        </message>
        <message>
            <source>{p1} took your trumps and gave back three cards: {p1} plays with you in the Re party, and gave back no trump.</source>
            <comment>lesson.doppelkopf.poverty.14</comment>
            <translation>{p1} hat deine Trümpfe genommen und drei Karten zurückgegeben: {p1} spielt mit dir in der Re-Partei und hat keinen Trumpf zurückgegeben.</translation>
        </message>
        <message>
            <source>{p2} did not take your trumps: whoever takes them plays with you.</source>
            <comment>lesson.doppelkopf.poverty.ask-wrong-b</comment>
            <translation>{p2} hat deine Trümpfe nicht genommen: Wer sie nimmt, spielt mit dir.</translation>
        </message>
        <message>
            <source>{p3} did not take your trumps: whoever takes them plays with you.</source>
            <comment>lesson.doppelkopf.poverty.ask-wrong-c</comment>
            <translation>{p3} hat deine Trümpfe nicht genommen: Wer sie nimmt, spielt mit dir.</translation>
        </message>
        <message>
            <source>{p1}</source>
            <comment>lesson.doppelkopf.poverty.15</comment>
            <translation>{p1}</translation>
        </message>
        <message>
            <source>{p2}</source>
            <comment>lesson.doppelkopf.poverty.16</comment>
            <translation>{p2}</translation>
        </message>
        <message>
            <source>{p3}</source>
            <comment>lesson.doppelkopf.poverty.17</comment>
            <translation>{p3}</translation>
        </message>
        <message>
            <source>Fourteen trumps, from the top: {CQ} {SQ} {HQ} {DQ}, {CJ} {SJ} {HJ} {DJ}, then {DA} {DT} {DK} {D9} {D8} {D7}. Clubs, spades and hearts are fail suits: A 10 K 9 8 7.</source>
            <comment>lesson.sheepshead.cards.2</comment>
            <translation>Vierzehn Trümpfe, von oben: {CQ} {SQ} {HQ} {DQ}, {CJ} {SJ} {HJ} {DJ}, dann {DA} {DT} {DK} {D9} {D8} {D7}. Kreuz, Pik und Herz sind Fehlfarben: A 10 K 9 8 7.</translation>
        </message>
        <message>
            <source>The {CQ}, then the other queens, then the jacks.</source>
            <comment>lesson.sheepshead.cards.4</comment>
            <translation>Die {CQ}, dann die anderen Damen, dann die Buben.</translation>
        </message>
        <message>
            <source>Is the {D7} a trump?</source>
            <comment>lesson.sheepshead.cards.5</comment>
            <translation>Ist die {D7} Trumpf?</translation>
        </message>
        <message>
            <source>{p3} picked up the blind and plays against you. You lead the first trick: lead a heart.</source>
            <comment>lesson.sheepshead.follow.12</comment>
            <translation>{p3} hat den Blind aufgenommen und spielt gegen dich. Du spielst den ersten Stich aus: Spiel ein Herz aus.</translation>
        </message>
        <message>
            <source>Every player after you must play a heart if they have one; only a player without hearts may play another card.</source>
            <comment>lesson.sheepshead.follow.13</comment>
            <translation>Jeder Spieler nach dir muss ein Herz spielen, wenn er eins hat; nur wer kein Herz hat, darf eine andere Karte spielen.</translation>
        </message>
        <message>
            <source>{p1}, {p2} and {p4} followed with hearts. {p3} had none and took the trick with the {DK}: every diamond is a trump.</source>
            <comment>lesson.sheepshead.follow.14</comment>
            <translation>{p1}, {p2} und {p4} haben Herz bedient. {p3} hatte keins und hat den Stich mit {DK} gemacht: Jedes Karo ist Trumpf.</translation>
        </message>
        <message>
            <source>{p3} leads the {CQ}, a trump, and {p4} plays the {D9}. You must follow with a trump, and none of yours beats the {CQ}.</source>
            <comment>lesson.sheepshead.follow.15</comment>
            <translation>{p3} spielt {CQ} aus, einen Trumpf, und {p4} gibt {D9}. Du musst Trumpf zugeben, und keiner deiner Trümpfe schlägt {CQ}.</translation>
        </message>
        <message>
            <source>Trumps are one suit: a trump lead is followed with a trump. Yours cannot win this trick, so give one with no points.</source>
            <comment>lesson.sheepshead.follow.16</comment>
            <translation>Alle Trümpfe sind eine Farbe: Auf Trumpf gibst du Trumpf zu. Deine Trümpfe können diesen Stich nicht gewinnen, also gib einen ohne Augen.</translation>
        </message>
        <message>
            <source>Your {SQ} cannot beat the {CQ}: it would only give the picker's trick more points.</source>
            <comment>lesson.sheepshead.follow.17</comment>
            <translation>Deine {SQ} schlägt {CQ} nicht: Sie gäbe dem Stich des Aufnehmers nur mehr Augen.</translation>
        </message>
        <message>
            <source>{p4} leads the {C8}. You have no club, so you may play any card, a trump too. {p1}, {p2} and {p3} play after you.</source>
            <comment>lesson.sheepshead.follow.18</comment>
            <translation>{p4} spielt {C8} aus. Du hast kein Kreuz, also darfst du jede Karte spielen, auch Trumpf. {p1}, {p2} und {p3} spielen nach dir.</translation>
        </message>
        <message>
            <source>Your {SQ} is a trump, and no trump still out beats it: it takes the trick with every club thrown on it.</source>
            <comment>lesson.sheepshead.follow.19</comment>
            <translation>Deine {SQ} ist Trumpf, und kein Trumpf, der noch draußen ist, schlägt sie: Sie macht den Stich mit allen Kreuz, die dazukommen.</translation>
        </message>
        <message>
            <source>You hold {CQ} {SQ} {CJ} {HJ} {DA}: a strong hand. Pick or pass?</source>
            <comment>lesson.sheepshead.picking.2</comment>
            <translation>Du hast {CQ} {SQ} {CJ} {HJ} {DA}: eine starke Hand. Aufnehmen oder passen?</translation>
        </message>
        <message>
            <source>A game won with your partner: 2 for you, 1 for your partner.</source>
            <comment>lesson.sheepshead.full-deal.summary</comment>
            <translation>Ein gewonnenes Spiel mit deinem Partner: 2 für dich, 1 für deinen Partner.</translation>
        </message>
        <message>
            <source>The lesson has buried the {C8}. Bury the second card: the one with points you cannot protect.</source>
            <comment>lesson.sheepshead.full-deal.53</comment>
            <translation>Die Lektion hat {C8} vergraben. Vergrab die zweite Karte: die mit Augen, die du nicht schützen kannst.</translation>
        </message>
        <message>
            <source>The {ST}: its 10 points are yours already.</source>
            <comment>lesson.sheepshead.full-deal.54</comment>
            <translation>{ST}: Ihre 10 Augen gehören dir schon.</translation>
        </message>
        <message>
            <source>The {HA}: you keep the {H8}, since the picker must hold a card of the called suit.</source>
            <comment>lesson.sheepshead.full-deal.55</comment>
            <translation>{HA}: Du behältst {H8}, denn der Aufnehmer muss eine Karte der gerufenen Farbe halten.</translation>
        </message>
        <message>
            <source>You lead the first trick. Find your partner first: lead the called suit.</source>
            <comment>lesson.sheepshead.full-deal.24</comment>
            <translation>Du spielst den ersten Stich aus. Finde zuerst deinen Partner: Spiel die gerufene Farbe an.</translation>
        </message>
        <message>
            <source>Whoever holds the {HA} must play it now, and it takes your {H8} with every heart thrown on it.</source>
            <comment>lesson.sheepshead.full-deal.56</comment>
            <translation>Wer {HA} hat, muss es jetzt spielen, und es nimmt deine {H8} mit allen Herz, die dazukommen.</translation>
        </message>
        <message>
            <source>Drawing trumps can wait: first find your partner, who then helps you from the right seat.</source>
            <comment>lesson.sheepshead.full-deal.26</comment>
            <translation>Trumpf ziehen kann warten: Finde zuerst deinen Partner, der dir dann vom richtigen Platz aus hilft.</translation>
        </message>
        <message>
            <source>{p4} took the trick with the {HA}: {p4} is your partner.</source>
            <comment>lesson.sheepshead.full-deal.57</comment>
            <translation>{p4} hat den Stich mit {HA} gemacht: {p4} ist dein Partner.</translation>
        </message>
        <message>
            <source>{p4} leads the {S7}. You have no spade: the lesson trumps it with your {SJ}, which takes the trick.</source>
            <comment>lesson.sheepshead.full-deal.58</comment>
            <translation>{p4} spielt {S7} aus. Du hast kein Pik: Die Lektion sticht mit {SJ}, der den Stich macht.</translation>
        </message>
        <message>
            <source>You lead. Draw trumps with a low one: it gives no points away.</source>
            <comment>lesson.sheepshead.full-deal.59</comment>
            <translation>Du spielst aus. Zieh Trümpfe mit einem niedrigen: Er gibt keine Augen her.</translation>
        </message>
        <message>
            <source>A low trump draws the others' trumps cheaply: everyone who holds a trump must play one on it.</source>
            <comment>lesson.sheepshead.full-deal.60</comment>
            <translation>Ein niedriger Trumpf zieht die Trümpfe der anderen billig: Wer Trumpf hat, muss einen zugeben.</translation>
        </message>
        <message>
            <source>{p1} leads the {DK}; {p2} plays the {SQ}, {p3} the {DQ} and {p4} the {S9}. You must follow with a trump, and none of yours beats the {SQ}.</source>
            <comment>lesson.sheepshead.full-deal.61</comment>
            <translation>{p1} spielt {DK} aus; {p2} gibt {SQ}, {p3} {DQ} und {p4} {S9}. Du musst Trumpf zugeben, und keiner deiner Trümpfe schlägt {SQ}.</translation>
        </message>
        <message>
            <source>Give the trick a trump with no points: your {DJ} stays for a trick you can win.</source>
            <comment>lesson.sheepshead.full-deal.62</comment>
            <translation>Gib dem Stich einen Trumpf ohne Augen: Dein {DJ} bleibt für einen Stich, den du gewinnen kannst.</translation>
        </message>
        <message>
            <source>{p2} leads the {C7}; {p3} plays the {CK} and {p4}, your partner, the {CT}. You have no club, and {p1} plays after you.</source>
            <comment>lesson.sheepshead.full-deal.63</comment>
            <translation>{p2} spielt {C7} aus; {p3} gibt {CK} und {p4}, dein Partner, {CT}. Du hast kein Kreuz, und {p1} spielt nach dir.</translation>
        </message>
        <message>
            <source>Your {DJ} takes the trick, with your partner's {CT} in it.</source>
            <comment>lesson.sheepshead.full-deal.64</comment>
            <translation>Dein {DJ} macht den Stich, mit der {CT} deines Partners darin.</translation>
        </message>
        <message>
            <source>{p3}'s {CQ} took the last trick. You and {p4} took 79 card points and win: with five players that is 2 for you and 1 for {p4}, and each defender pays 1.</source>
            <comment>lesson.sheepshead.full-deal.65</comment>
            <translation>{CQ} von {p3} hat den letzten Stich gemacht. Du und {p4} habt 79 Augen und gewinnt: Zu fünft bekommst du 2 und {p4} 1, und jeder Gegenspieler zahlt 1.</translation>
        </message>
        <message>
            <source>The lesson leads the {H8} for you, the called suit: whoever holds the {HA} must play it on a heart lead, so everyone learns at once who the partner is. With the cards as they lie, no other lead brings your side as many card points.</source>
            <comment>lesson.sheepshead.defending.16</comment>
            <translation>Die Lektion spielt für dich {H8} aus, die gerufene Farbe: Wer {HA} hat, muss es spielen, wenn Herz angespielt wird, so wissen alle sofort, wer der Partner ist. So wie die Karten liegen, bringt kein anderes Ausspiel deiner Partei so viele Augen.</translation>
        </message>
        <message>
            <source>{p2} led the {CK}; {p3} followed with the {C7}, {p4} played the {S8}, and {p1}, the picker, plays after you. The lesson gives this trick your {C9}, the club with no points: the picker can trump, and a club with points would go to the other side.</source>
            <comment>lesson.sheepshead.defending.17</comment>
            <translation>{p2} hat {CK} ausgespielt; {p3} hat mit {C7} bedient, {p4} hat {S8} gespielt, und {p1}, der Aufnehmer, spielt nach dir. Die Lektion gibt in diesen Stich deine {C9}, das Kreuz ohne Augen: Der Aufnehmer kann stechen, und ein Kreuz mit Augen ginge an die andere Partei.</translation>
        </message>
        <message>
            <source>Your trumps are the {DA} and the {D7}. Pick or pass?</source>
            <comment>lesson.sheepshead.leaster.12</comment>
            <translation>Deine Trümpfe sind {DA} und {D7}. Aufnehmen oder passen?</translation>
        </message>
        <message>
            <source>With two trumps, pass.</source>
            <comment>lesson.sheepshead.leaster.13</comment>
            <translation>Mit zwei Trümpfen passt du.</translation>
        </message>
        <message>
            <source>Your {HK} is your only heart, and any higher heart beats it: whoever takes the trick takes your points with it.</source>
            <comment>lesson.sheepshead.leaster.14</comment>
            <translation>Dein {HK} ist dein einziges Herz, und jedes höhere Herz schlägt ihn: Wer den Stich macht, nimmt deine Augen mit.</translation>
        </message>
        <message>
            <source>{p2} took the trick with the {HA}: its points, your {HK}'s too, count for {p2}, not for you.</source>
            <comment>lesson.sheepshead.leaster.15</comment>
            <translation>{p2} hat den Stich mit {HA} gemacht: Seine Augen, auch die von deinem {HK}, zählen für {p2}, nicht für dich.</translation>
        </message>
        <message>
            <source>{p3}'s {DQ} took the trump trick, and the lesson played your {DA} on it: its 11 points count for {p3}, not for you.</source>
            <comment>lesson.sheepshead.leaster.16</comment>
            <translation>{DQ} von {p3} hat den Trumpfstich gemacht, und die Lektion hat dein {DA} daraufgespielt: Seine 11 Augen zählen für {p3}, nicht für dich.</translation>
        </message>
        <message>
            <source>{p3} leads the {S8} and {p4} plays the {C8}. You must follow with a spade; {p1} and {p2} play after you.</source>
            <comment>lesson.sheepshead.leaster.17</comment>
            <translation>{p3} spielt {S8} aus, und {p4} gibt {C8}. Du musst Pik bedienen; {p1} und {p2} spielen nach dir.</translation>
        </message>
        <message>
            <source>With the cards as they lie nobody after you beats your spades, so your {SK} takes the trick with fewer points than the {ST} would. Only a player with a trick can win a Leaster: a cheap one is welcome.</source>
            <comment>lesson.sheepshead.leaster.18</comment>
            <translation>So wie die Karten liegen, schlägt nach dir niemand deine Pik, also macht dein {SK} den Stich mit weniger Augen, als {ST} es täte. Einen Leaster gewinnen kann nur, wer einen Stich gemacht hat: Ein billiger ist willkommen.</translation>
        </message>
        <message>
            <source>You took one trick and 4 card points, the fewest of the players with a trick: you win the Leaster, and each of the other four pays you 1.</source>
            <comment>lesson.sheepshead.leaster.20</comment>
            <translation>Du hast einen Stich und 4 Augen, die wenigsten aller Spieler mit einem Stich: Du gewinnst den Leaster, und jeder der anderen vier zahlt dir 1.</translation>
        </message>
        <message>
            <source>Your only trump is the {CJ}. Pick or pass?</source>
            <comment>lesson.sheepshead.partner.15</comment>
            <translation>Dein einziger Trumpf ist {CJ}. Aufnehmen oder passen?</translation>
        </message>
        <message>
            <source>One trump is too few to pick: pass.</source>
            <comment>lesson.sheepshead.partner.16</comment>
            <translation>Ein Trumpf ist zu wenig zum Aufnehmen: Du passt.</translation>
        </message>
        <message>
            <source>{p1} picked and called the {CA}. You hold it, so you are {p1}'s partner. Nobody else knows it until you play the ace.</source>
            <comment>lesson.sheepshead.partner.17</comment>
            <translation>{p1} hat aufgenommen und {CA} gerufen. Du hältst es, also bist du Partner von {p1}. Niemand sonst weiß es, bis du das Ass spielst.</translation>
        </message>
        <message>
            <source>The lesson leads the {S7} for you. Your {CA} waits until clubs are led: with the cards as they lie, leading it now would cost your side the Schneider.</source>
            <comment>lesson.sheepshead.partner.18</comment>
            <translation>Die Lektion spielt für dich {S7} aus. Dein {CA} wartet, bis Kreuz angespielt wird: So wie die Karten liegen, würde deine Partei den Schneider verlieren, wenn du es jetzt ausspielst.</translation>
        </message>
        <message>
            <source>{p1} led clubs, the called suit, and your {CA} had to come: it took the trick, and now everyone knows you are the partner.</source>
            <comment>lesson.sheepshead.partner.19</comment>
            <translation>{p1} hat Kreuz ausgespielt, die gerufene Farbe, und dein {CA} musste kommen: Es hat den Stich gemacht, und jetzt wissen alle, dass du der Partner bist.</translation>
        </message>
        <message>
            <source>Your lead. Give this trick away cheaply.</source>
            <comment>lesson.sheepshead.partner.20</comment>
            <translation>Du spielst aus. Gib diesen Stich billig ab.</translation>
        </message>
        <message>
            <source>A low heart gives no points away, and your {CJ} and {SA} stay for later tricks.</source>
            <comment>lesson.sheepshead.partner.21</comment>
            <translation>Ein niedriges Herz gibt keine Augen her, und dein {CJ} und dein {SA} bleiben für spätere Stiche.</translation>
        </message>
        <message>
            <source>{p1} leads the {C8}; {p2} plays the {HQ}, {p3} the {DK} and {p4} the {DJ}. You have no club, and you play last.</source>
            <comment>lesson.sheepshead.partner.22</comment>
            <translation>{p1} spielt {C8} aus; {p2} gibt {HQ}, {p3} {DK} und {p4} {DJ}. Du hast kein Kreuz und spielst als Letzter.</translation>
        </message>
        <message>
            <source>Your {CJ} would take the trick, but with the cards as they lie your side ends with more card points when it waits: the {H8} gives no points away.</source>
            <comment>lesson.sheepshead.partner.23</comment>
            <translation>Dein {CJ} würde den Stich machen, aber so wie die Karten liegen, hat deine Partei am Ende mehr Augen, wenn er wartet: {H8} gibt keine Augen her.</translation>
        </message>
        <message>
            <source>Your {SA} would give {p4}'s trick 11 points.</source>
            <comment>lesson.sheepshead.partner.24</comment>
            <translation>Dein {SA} gäbe dem Stich von {p4} 11 Augen.</translation>
        </message>
        <message>
            <source>You and {p1} took 93 card points, Schneider: with five players {p1} gets 4 and you 2, and each defender pays 2.</source>
            <comment>lesson.sheepshead.partner.25</comment>
            <translation>Du und {p1} habt 93 Augen, Schneider: Zu fünft bekommt {p1} 4 und du 2, und jeder Gegenspieler zahlt 2.</translation>
        </message>
        <message>
            <source>The {CA}: you hold the {C7} but not the ace.</source>
            <comment>lesson.sheepshead.partners.3</comment>
            <translation>Das {CA}: du hast die {C7}, aber nicht das Ass.</translation>
        </message>
        <message>
            <source>The holder of the {CA}; you will see it when clubs are led.</source>
            <comment>lesson.sheepshead.partners.6</comment>
            <translation>Wer das {CA} hat; du siehst es, wenn Kreuz gespielt wird.</translation>
        </message>
        <message>
            <source>Whoever holds the {CA}</source>
            <comment>lesson.sheepshead.partners.7</comment>
            <translation>Wer {CA} hat</translation>
        </message>
        <message>
            <source>The blind brings {CQ} and {CJ}: now you hold the highest trump of all and six trumps in all.</source>
            <comment>lesson.sheepshead.alone.9</comment>
            <translation>Im Blind sind {CQ} und {CJ}: Jetzt hast du den höchsten Trumpf von allen und insgesamt sechs Trümpfe.</translation>
        </message>
        <message>
            <source>Never bury your highest trump: it wins a trick for you.</source>
            <comment>lesson.sheepshead.alone.13</comment>
            <translation>Vergrab nie deinen höchsten Trumpf: Er macht dir einen Stich.</translation>
        </message>
        <message>
            <source>Six trumps led by {CQ}, and 21 points buried: you need no partner. Announce that you go alone.</source>
            <comment>lesson.sheepshead.alone.14</comment>
            <translation>Sechs Trümpfe mit der {CQ} an der Spitze und 21 Augen vergraben: Du brauchst keinen Partner. Sag an, dass du allein spielst.</translation>
        </message>
        <message>
            <source>A Leaster</source>
            <comment>lesson.sheepshead.alone.4</comment>
            <translation>Ein Leaster</translation>
        </message>
        <message>
            <source>A new deal</source>
            <comment>lesson.sheepshead.alone.5</comment>
            <translation>Neu geben</translation>
        </message>
        <message>
            <source>With five players the picker wins twice what the partner wins; the defenders pay it.</source>
            <comment>lesson.sheepshead.scoring.summary</comment>
            <translation>Zu fünft gewinnt der Aufnehmer doppelt so viel wie der Partner; die Gegenspieler zahlen.</translation>
        </message>
        <message>
            <source>All tricks: Schwarz, the top row.</source>
            <comment>lesson.sheepshead.scoring.3</comment>
            <translation>Alle Stiche: Schwarz, die höchste Zeile.</translation>
        </message>
        <message>
            <source>91 or more (Schneider)</source>
            <comment>lesson.sheepshead.scoring.5</comment>
            <translation>91 oder mehr (Schneider)</translation>
        </message>
        <message>
            <source>All tricks (Schwarz)</source>
            <comment>lesson.sheepshead.scoring.6</comment>
            <translation>Alle Stiche (Schwarz)</translation>
        </message>
        <message>
            <source>Diamonds: the {HA} is an ordinary fail card here.</source>
            <comment>lesson.sheepshead.bridge.3</comment>
            <translation>Karo: das {HA} ist hier eine gewöhnliche Fehlkarte.</translation>
        </message>
        <message>
            <source>Hearts</source>
            <comment>lesson.sheepshead.bridge.4</comment>
            <translation>Herz</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <comment>lesson.sheepshead.bridge.5</comment>
            <translation>Karo</translation>
        </message>
        <message>
            <source>Pick up the blind</source>
            <comment>lesson.sheepshead.bridge.8</comment>
            <translation>Den Blind aufnehmen</translation>
        </message>
        <message>
            <source>Bid a game</source>
            <comment>lesson.sheepshead.bridge.9</comment>
            <translation>Ein Spiel bieten</translation>
        </message>
        <message>
            <source>Defending against the picker and partner</source>
            <comment>lesson.sheepshead.defending.title</comment>
            <translation>Gegen Aufnehmer und Partner verteidigen</translation>
        </message>
        <message>
            <source>Your only trump is the {D7}. Pick or pass?</source>
            <comment>lesson.sheepshead.defending.1</comment>
            <translation>Dein einziger Trumpf ist {D7}. Aufnehmen oder passen?</translation>
        </message>
        <message>
            <source>With one small trump, pass: the picker needs many trumps.</source>
            <comment>lesson.sheepshead.defending.2</comment>
            <translation>Mit einem kleinen Trumpf passt du: Der Aufnehmer braucht viele Trümpfe.</translation>
        </message>
        <message>
            <source>{p1} picked, buried two cards and called the {HA}: whoever holds it is {p1}'s partner, and nobody knows who until it is played. You and the other three players defend together: you need 60 card points.</source>
            <comment>lesson.sheepshead.defending.3</comment>
            <translation>{p1} hat aufgenommen, zwei Karten vergraben und {HA} gerufen: Wer es hält, ist Partner von {p1}, und niemand weiß, wer, bis es gespielt wird. Du und die drei anderen verteidigt zusammen: Ihr braucht 60 Augen.</translation>
        </message>
        <message>
            <source>A Leaster</source>
            <comment>lesson.sheepshead.leaster.title</comment>
            <translation>Ein Leaster</translation>
        </message>
        <message>
            <source>Everyone passed, so a Leaster is played: there is no picker, each plays alone, and the fewest card points win. But only a player who took at least one trick can win.</source>
            <comment>lesson.sheepshead.leaster.3</comment>
            <translation>Alle haben gepasst, also wird ein Leaster gespielt: Es gibt keinen Aufnehmer, jeder spielt für sich, und die wenigsten Augen gewinnen. Aber gewinnen kann nur, wer mindestens einen Stich gemacht hat.</translation>
        </message>
        <message>
            <source>Playing as the partner</source>
            <comment>lesson.sheepshead.partner.title</comment>
            <translation>Als Partner spielen</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.doppelkopf.cards.title</comment>
            <translation>Die Karten und die Trümpfe</translation>
        </message>
        <message>
            <source>You led the {CJ}, a trump nobody can beat. {p1} had to follow with a trump, the {DJ}; {p2} followed with the {C7}, which is a trump too.</source>
            <comment>lesson.skat.follow.9</comment>
            <translation>Du hast {CJ} ausgespielt, einen Trumpf, den niemand schlagen kann. {p1} musste mit Trumpf bedienen, {DJ}; {p2} hat mit {C7} bedient, auch einem Trumpf.</translation>
        </message>
        <message>
            <source>{p1} leads the {H7} and {p2} plays the {HQ}. You hold two hearts.</source>
            <comment>lesson.skat.follow.5</comment>
            <translation>{p1} spielt {H7} aus, und {p2} gibt {HQ}. Du hast zwei Herz.</translation>
        </message>
        <message>
            <source>You must follow hearts. Your {H9} gives up only 3 points; your {HA} stays for a later heart trick with more points.</source>
            <comment>lesson.skat.follow.6</comment>
            <translation>Du musst Herz bedienen. Deine {H9} gibt nur 3 Augen her; dein {HA} bleibt für einen späteren Herz-Stich mit mehr Augen.</translation>
        </message>
        <message>
            <source>{p2} took the trick and leads the {S8}. You have no spade.</source>
            <comment>lesson.skat.follow.10</comment>
            <translation>{p2} hat den Stich gemacht und spielt {S8} aus. Du hast kein Pik.</translation>
        </message>
        <message>
            <source>Without a spade you may play any card: a trump takes the trick, and your lowest does it as well as any.</source>
            <comment>lesson.skat.follow.11</comment>
            <translation>Ohne Pik darfst du jede Karte spielen: Ein Trumpf macht den Stich, und dein niedrigster tut es so gut wie jeder andere.</translation>
        </message>
        <message>
            <source>Your {HA} is no spade and no trump: it cannot take this trick, and its 11 points would go to the other side.</source>
            <comment>lesson.skat.follow.12</comment>
            <translation>Dein {HA} ist weder Pik noch Trumpf: Es kann diesen Stich nicht machen, und seine 11 Augen gingen an die Gegenseite.</translation>
        </message>
        <message>
            <source>Won Schneider with 105 card points: 60 points.</source>
            <comment>lesson.skat.full-deal.summary</comment>
            <translation>Mit Schneider gewonnen, 105 Augen: 60 Punkte.</translation>
        </message>
        <message>
            <source>You lead. Your {D7} cannot win a trick: give it up first.</source>
            <comment>lesson.skat.full-deal.6</comment>
            <translation>Du spielst aus. Deine {D7} kann keinen Stich machen: Gib sie zuerst ab.</translation>
        </message>
        <message>
            <source>The {D7} could never win a trick. Given up now, it is gone, and every card you still hold can take one.</source>
            <comment>lesson.skat.full-deal.7</comment>
            <translation>{D7} hätte nie einen Stich gemacht. Jetzt abgegeben, ist sie weg, und jede Karte, die du noch hast, kann einen Stich machen.</translation>
        </message>
        <message>
            <source>{p1} took the trick and leads the {H7}. You must follow with your only heart, the {HA}: it takes the trick.</source>
            <comment>lesson.skat.full-deal.18</comment>
            <translation>{p1} hat den Stich gemacht und spielt {H7} aus. Du musst mit deinem einzigen Herz bedienen, {HA}: Es macht den Stich.</translation>
        </message>
        <message>
            <source>Now draw the trumps: lead your highest trump.</source>
            <comment>lesson.skat.full-deal.8</comment>
            <translation>Jetzt zieh die Trümpfe: Spiel deinen höchsten Trumpf aus.</translation>
        </message>
        <message>
            <source>Draw the trumps again: lead your highest trump.</source>
            <comment>lesson.skat.full-deal.10</comment>
            <translation>Zieh noch einmal Trümpfe: Spiel deinen höchsten Trumpf aus.</translation>
        </message>
        <message>
            <source>Your two jacks drew the defenders' three trumps: with your clubs, all eleven trumps are accounted for, and nobody else holds one.</source>
            <comment>lesson.skat.full-deal.11</comment>
            <translation>Deine beiden Buben haben die drei Trümpfe der Gegenspieler gezogen: Mit deinen Kreuz sind alle elf Trümpfe bekannt, und niemand sonst hat noch einen.</translation>
        </message>
        <message>
            <source>Every card you hold now takes a trick: the lesson plays them out.</source>
            <comment>lesson.skat.full-deal.17</comment>
            <translation>Jede Karte, die du jetzt hast, macht einen Stich: Die Lektion spielt sie aus.</translation>
        </message>
        <message>
            <source>Your trumps took the last six tricks. You have 105 card points: Clubs Hand with 2 is won Schneider, 12 × 5 = 60 points.</source>
            <comment>lesson.skat.full-deal.32</comment>
            <translation>Deine Trümpfe haben die letzten sechs Stiche gemacht. Du hast 105 Augen: Kreuz Hand mit 2 ist mit Schneider gewonnen, 12 × 5 = 60 Punkte.</translation>
        </message>
        <message>
            <source>Your {CA} took the trick, and {p2}, who had no club, threw the {ST} onto it: 21 points for your side. Your lead again: the lesson leads your single diamond, the {D9}. Once you have none, you may throw points or trump when diamonds are led.</source>
            <comment>lesson.skat.defending.30</comment>
            <translation>Dein {CA} hat den Stich gemacht, und {p2}, der kein Kreuz hatte, hat {ST} daraufgeworfen: 21 Augen für euch. Du spielst wieder aus: Die Lektion spielt dein einzelnes Karo aus, {D9}. Wenn du keins mehr hast, darfst du Augen abwerfen oder stechen, wenn Karo kommt.</translation>
        </message>
        <message>
            <source>{p2} leads the {DK}, and you have no diamond left. The lesson throws your {CT} onto it: {p1} holds a diamond and must follow, so the {DK} wins and your partner's trick gets 10 points more. You could not see that: had {p1} no diamond left, a trump would have taken your {CT}.</source>
            <comment>lesson.skat.defending.31</comment>
            <translation>{p2} spielt {DK} aus, und du hast kein Karo mehr. Die Lektion wirft deine {CT} darauf: {p1} hat ein Karo und muss bedienen, also gewinnt {DK}, und der Stich deines Partners bekommt 10 Augen mehr. Sehen konntest du das nicht: Hätte {p1} kein Karo mehr gehabt, hätte ein Trumpf deine {CT} genommen.</translation>
        </message>
        <message>
            <source>A ten without its ace is easily lost to the ace. In the skat its 10 points are safe and count for you.</source>
            <comment>lesson.skat.skat.7</comment>
            <translation>Eine Zehn ohne ihr Ass geht leicht an das Ass verloren. Im Skat sind ihre 10 Augen sicher und zählen für dich.</translation>
        </message>
        <message>
            <source>Besides your trumps you hold the {CA} and the {S7}. Call the Sau you may call.</source>
            <comment>lesson.schafkopf.partners.10</comment>
            <translation>Außer deinen Trümpfen hast du {CA} und {S7}. Ruf die Sau, die du rufen darfst.</translation>
        </message>
        <message>
            <source>You hold the two highest Obers, the {CQ} and the {SQ}, and the {DQ}, the {DJ}, the {HA} and the {HK}: six trumps. Such a hand is likely to win whoever plays: knock.</source>
            <comment>lesson.schafkopf.announcing.17</comment>
            <translation>Du hast die beiden höchsten Ober, {CQ} und {SQ}, dazu {DQ}, {DJ}, {HA} und {HK}: sechs Trümpfe. Mit so einem Blatt gewinnt man wahrscheinlich, wer auch spielt: Klopf.</translation>
        </message>
        <message>
            <source>The lesson passed for you. With six trumps you could play a game yourself; here {p1} plays, and you learn what a defender may double.</source>
            <comment>lesson.schafkopf.announcing.19</comment>
            <translation>Die Lektion hat für dich weiter gesagt. Mit sechs Trümpfen könntest du selbst ein Spiel machen; hier spielt {p1}, und du lernst, was ein Gegenspieler verdoppeln darf.</translation>
        </message>
        <message>
            <source>{p1} plays a Sauspiel and calls the Eichel suit. Six trumps, the two highest Obers among them, are a strong defence against the declarer's side: say Kontra.</source>
            <comment>lesson.schafkopf.announcing.18</comment>
            <translation>{p1} spielt ein Sauspiel und ruft die Eichel. Sechs Trümpfe, darunter die beiden höchsten Ober, sind eine starke Abwehr gegen die Spielerpartei: Sag Kontra.</translation>
        </message>
        <message>
            <source>Schneider with your partner: 30 each.</source>
            <comment>lesson.schafkopf.full-deal.47</comment>
            <translation>Schneider mit deinem Partner: je 30.</translation>
        </message>
        <message>
            <source>Doppelkopf is played by four with 48 cards: every card twice, A 10 K Q J 9 in four suits. Everyone gets 12 cards.</source>
            <comment>lesson.doppelkopf.cards.1</comment>
            <translation>Doppelkopf spielen vier mit 48 Karten: jede Karte zweimal, A 10 K D B 9 in vier Farben. Jeder bekommt 12 Karten.</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.doppelkopf.cards.3</comment>
            <translation>Welche Karte ist der höchste Trumpf?</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.doppelkopf.follow.title</comment>
            <translation>Bedienen</translation>
        </message>
        <message>
            <source>Follow suit; trumps are one suit; of two equal cards the first wins.</source>
            <comment>lesson.doppelkopf.follow.summary</comment>
            <translation>Bedienen; Trümpfe sind eine Farbe; von zwei gleichen Karten gewinnt die erste.</translation>
        </message>
        <message>
            <source>Follow the suit led if you can; all trumps are one suit. Since every card exists twice, two equal cards can fall in one trick: the first one played wins.</source>
            <comment>lesson.doppelkopf.follow.1</comment>
            <translation>Bediene die ausgespielte Farbe, wenn du kannst; alle Trümpfe sind eine Farbe. Da jede Karte zweimal vorkommt, können zwei gleiche Karten in einen Stich fallen: die erste gewinnt.</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.doppelkopf.points.title</comment>
            <translation>Augen und was gewinnt</translation>
        </message>
        <message>
            <source>240 card points: Re needs 121; fewer than 90, 60, 30 each add a point.</source>
            <comment>lesson.doppelkopf.points.summary</comment>
            <translation>240 Augen: Re braucht 121; unter 90, 60, 30 gibt je einen Punkt.</translation>
        </message>
        <message>
            <source>A 11, 10 10, K 4, Q 3, J 2, 9 nothing: with every card twice the deck holds 240 card points. The Re party needs 121; Kontra wins with 120.</source>
            <comment>lesson.doppelkopf.points.1</comment>
            <translation>A 11, 10 10, K 4, D 3, B 2, 9 nichts: mit jeder Karte zweimal hat das Spiel 240 Augen. Re braucht 121; Kontra gewinnt mit 120.</translation>
        </message>
        <message>
            <source>Re took exactly 120 card points. Who wins?</source>
            <comment>lesson.doppelkopf.points.2</comment>
            <translation>Re hat genau 120 Augen. Wer gewinnt?</translation>
        </message>
        <message>
            <source>Kontra: Re needs 121, and 120 is enough for Kontra.</source>
            <comment>lesson.doppelkopf.points.3</comment>
            <translation>Kontra: Re braucht 121, Kontra reichen 120.</translation>
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
            <translation>Die Gewinner halten die Verlierer unter 90 Augen. Was bringt das?</translation>
        </message>
        <message>
            <source>One more game point: "no 90". Under 60, 30 and no trick at all give one more each.</source>
            <comment>lesson.doppelkopf.points.7</comment>
            <translation>Einen Punkt mehr: „keine 90“. Unter 60, 30 und ganz ohne Stich gibt es je einen weiteren.</translation>
        </message>
        <message>
            <source>Reservations: solo, poverty, marriage</source>
            <comment>lesson.doppelkopf.reservations.title</comment>
            <translation>Vorbehalte: Solo, Armut, Hochzeit</translation>
        </message>
        <message>
            <source>Healthy for a normal game; otherwise solo, poverty or marriage.</source>
            <comment>lesson.doppelkopf.reservations.summary</comment>
            <translation>Gesund für ein Normalspiel; sonst Solo, Armut oder Hochzeit.</translation>
        </message>
        <message>
            <source>A reservation is for a solo, poverty or marriage; you have none of them in mind.</source>
            <comment>lesson.doppelkopf.reservations.4</comment>
            <translation>Ein Vorbehalt ist für Solo, Armut oder Hochzeit; nichts davon passt hier.</translation>
        </message>
        <message>
            <source>Announcing Re, Kontra and no 90</source>
            <comment>lesson.doppelkopf.announcing.title</comment>
            <translation>Re, Kontra und keine 90 ansagen</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.doppelkopf.scoring.title</comment>
            <translation>Ein Spiel abrechnen</translation>
        </message>
        <message>
            <source>Points for winning, for the losers under 90/60/30, announcements and extras.</source>
            <comment>lesson.doppelkopf.scoring.summary</comment>
            <translation>Punkte für den Sieg, für unter 90/60/30, Ansagen und Sonderpunkte.</translation>
        </message>
        <message>
            <source>This deal is over: Re (you and your partner) took 125 card points. Nobody announced anything.</source>
            <comment>lesson.doppelkopf.scoring.1</comment>
            <translation>Dieses Spiel ist vorbei: Re (du und dein Partner) hat 125 Augen. Niemand hat etwas angesagt.</translation>
        </message>
        <message>
            <source>How many game points for winning?</source>
            <comment>lesson.doppelkopf.scoring.2</comment>
            <translation>Wie viele Punkte gibt das Gewinnen?</translation>
        </message>
        <message>
            <source>1 for the win; Kontra had 115, not under 90.</source>
            <comment>lesson.doppelkopf.scoring.3</comment>
            <translation>1 für den Sieg; Kontra hatte 115, nicht unter 90.</translation>
        </message>
        <message>
            <source>1 + 1 − 1 = 1: the foxes cancel out. Kontra players score −1.</source>
            <comment>lesson.doppelkopf.scoring.5</comment>
            <translation>1 + 1 − 1 = 1: die Füchse heben sich auf. Die Kontra-Spieler bekommen −1.</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.doppelkopf.full-deal.title</comment>
            <translation>Ein ganzes Spiel mit Hilfe</translation>
        </message>
        <message>
            <source>Now play the whole deal on the Re side.</source>
            <comment>lesson.doppelkopf.full-deal.1</comment>
            <translation>Jetzt spielst du das ganze Spiel auf der Re-Seite.</translation>
        </message>
        <message>
            <source>Healthy or reservation?</source>
            <comment>lesson.doppelkopf.full-deal.2</comment>
            <translation>Gesund oder Vorbehalt?</translation>
        </message>
        <message>
            <source>Healthy.</source>
            <comment>lesson.doppelkopf.full-deal.3</comment>
            <translation>Gesund.</translation>
        </message>
        <message>
            <source>A plain ace: it may be trumped, but it is worth a try.</source>
            <comment>lesson.doppelkopf.full-deal.15</comment>
            <translation>Ein Fehlass: es kann gestochen werden, aber einen Versuch ist es wert.</translation>
        </message>
        <message>
            <source>From Skat or Schafkopf to Doppelkopf</source>
            <comment>lesson.doppelkopf.bridge.title</comment>
            <translation>Von Skat oder Schafkopf zu Doppelkopf</translation>
        </message>
        <message>
            <source>How many card points does the Re party need?</source>
            <comment>lesson.doppelkopf.bridge.2</comment>
            <translation>Wie viele Augen braucht die Re-Partei?</translation>
        </message>
        <message>
            <source>121 of 240: the same half plus one as 61 of 120.</source>
            <comment>lesson.doppelkopf.bridge.3</comment>
            <translation>121 von 240: wie 61 von 120 die Hälfte plus eins.</translation>
        </message>
        <message>
            <source>Yes: diamonds are the trump suit, as hearts are in Schafkopf.</source>
            <comment>lesson.doppelkopf.bridge.5</comment>
            <translation>Ja: Karo ist Trumpffarbe, wie Herz im Schafkopf.</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.sheepshead.cards.title</comment>
            <translation>Die Karten und die Trümpfe</translation>
        </message>
        <message>
            <source>Queens, jacks, then diamonds: fourteen trumps.</source>
            <comment>lesson.sheepshead.cards.summary</comment>
            <translation>Damen, Buben, dann Karo: vierzehn Trümpfe.</translation>
        </message>
        <message>
            <source>Sheepshead is usually played by five with 32 cards, A 10 K Q J 9 8 7 in four suits. Everyone gets 6 cards; 2 lie face down as the blind.</source>
            <comment>lesson.sheepshead.cards.1</comment>
            <translation>Sheepshead spielen meist fünf mit 32 Karten, A 10 K D B 9 8 7 in vier Farben. Jeder bekommt 6 Karten; 2 liegen verdeckt als Blind.</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.sheepshead.cards.3</comment>
            <translation>Welche Karte ist der höchste Trumpf?</translation>
        </message>
        <message>
            <source>Yes: every diamond is a trump, even the lowest.</source>
            <comment>lesson.sheepshead.cards.6</comment>
            <translation>Ja: jede Karo-Karte ist Trumpf, auch die niedrigste.</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.sheepshead.follow.title</comment>
            <translation>Bedienen</translation>
        </message>
        <message>
            <source>Follow the suit led if you can; all trumps are one suit. If you cannot follow, play any card, a trump too.</source>
            <comment>lesson.sheepshead.follow.1</comment>
            <translation>Bediene die ausgespielte Farbe, wenn du kannst; alle Trümpfe sind eine Farbe. Kannst du nicht bedienen, spiel eine beliebige Karte, auch Trumpf.</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.sheepshead.points.title</comment>
            <translation>Augen und was gewinnt</translation>
        </message>
        <message>
            <source>A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing: 120 card points. The picker's side needs 61; the buried cards count for it.</source>
            <comment>lesson.sheepshead.points.1</comment>
            <translation>A 11, 10 10, K 4, D 3, B 2, 9 8 7 nichts: 120 Augen. Die Partei des Aufnehmers braucht 61; die vergrabenen Karten zählen für sie.</translation>
        </message>
        <message>
            <source>The picker's side took 91 card points. What is it?</source>
            <comment>lesson.sheepshead.points.2</comment>
            <translation>Die Partei des Aufnehmers hat 91 Augen. Was ist das?</translation>
        </message>
        <message>
            <source>Schneider: 91 or more doubles the win.</source>
            <comment>lesson.sheepshead.points.3</comment>
            <translation>Schneider: 91 oder mehr verdoppelt den Gewinn.</translation>
        </message>
        <message>
            <source>The picker's side took only 30. What is it?</source>
            <comment>lesson.sheepshead.points.6</comment>
            <translation>Die Partei des Aufnehmers hat nur 30. Was ist das?</translation>
        </message>
        <message>
            <source>Pick and bury</source>
            <comment>lesson.sheepshead.picking.title</comment>
            <translation>Aufnehmen und vergraben</translation>
        </message>
        <message>
            <source>Pick a strong hand, bury points you can't protect, keep a fail card to call.</source>
            <comment>lesson.sheepshead.picking.summary</comment>
            <translation>Nimm mit starkem Blatt auf, vergrab Augen, die du nicht schützen kannst, behalte eine Fehlkarte zum Rufen.</translation>
        </message>
        <message>
            <source>From the dealer's left, each player may pick up the blind or pass. Whoever picks takes the two cards, buries two cards face down and plays against the others, with a partner.</source>
            <comment>lesson.sheepshead.picking.1</comment>
            <translation>Vom Geber aus links darf jeder den Blind aufnehmen oder passen. Wer aufnimmt, nimmt die zwei Karten, vergräbt zwei Karten verdeckt und spielt mit einem Partner gegen die anderen.</translation>
        </message>
        <message>
            <source>Pick: you become the picker.</source>
            <comment>lesson.sheepshead.picking.3</comment>
            <translation>Aufnehmen: du wirst Aufnehmer.</translation>
        </message>
        <message>
            <source>Five trumps: this hand should pick.</source>
            <comment>lesson.sheepshead.picking.4</comment>
            <translation>Fünf Trümpfe: mit dieser Hand nimmt man auf.</translation>
        </message>
        <message>
            <source>Never bury your best trump: keep it to win tricks.</source>
            <comment>lesson.sheepshead.picking.7</comment>
            <translation>Vergrab nie deinen besten Trumpf: du brauchst ihn für Stiche.</translation>
        </message>
        <message>
            <source>The called ace and the unknown card</source>
            <comment>lesson.sheepshead.partners.title</comment>
            <translation>Das gerufene Ass und die unbekannte Karte</translation>
        </message>
        <message>
            <source>Call a fail ace you lack; its holder plays with you.</source>
            <comment>lesson.sheepshead.partners.summary</comment>
            <translation>Ruf ein Fehlass, das dir fehlt; wer es hat, spielt mit dir.</translation>
        </message>
        <message>
            <source>With five players the picker calls a fail ace of a suit in which they hold a card but not the ace. Its holder is the secret partner. If no ace can be called, the picker may call with an unknown card, or go alone.</source>
            <comment>lesson.sheepshead.partners.1</comment>
            <translation>Zu fünft ruft der Aufnehmer ein Fehlass einer Farbe, von der er eine Karte hat, aber nicht das Ass. Wer es hat, ist der heimliche Partner. Kann er kein Ass rufen, darf er mit einer unbekannten Karte rufen oder allein spielen.</translation>
        </message>
        <message>
            <source>Call your partner.</source>
            <comment>lesson.sheepshead.partners.2</comment>
            <translation>Ruf deinen Partner.</translation>
        </message>
        <message>
            <source>Going alone is allowed, but a partner makes this hand safe.</source>
            <comment>lesson.sheepshead.partners.4</comment>
            <translation>Allein spielen ist erlaubt, aber mit Partner ist die Hand sicher.</translation>
        </message>
        <message>
            <source>Who is your partner now?</source>
            <comment>lesson.sheepshead.partners.5</comment>
            <translation>Wer ist jetzt dein Partner?</translation>
        </message>
        <message>
            <source>Going alone, Leaster and doubler</source>
            <comment>lesson.sheepshead.alone.title</comment>
            <translation>Allein, Leaster und Doubler</translation>
        </message>
        <message>
            <source>Alone: against all four. Nobody picks: Leaster (or doubler).</source>
            <comment>lesson.sheepshead.alone.summary</comment>
            <translation>Allein: gegen alle vier. Niemand nimmt auf: Leaster (oder Doubler).</translation>
        </message>
        <message>
            <source>A picker may go alone: no partner, and the picker wins or pays four times what each defender pays or wins. When nobody picks, a Leaster is played: each alone, and the fewest card points (with at least one trick) wins. Some tables play a doubler instead: the next deal counts double.</source>
            <comment>lesson.sheepshead.alone.1</comment>
            <translation>Der Aufnehmer darf allein spielen: ohne Partner, und er gewinnt oder zahlt das Vierfache dessen, was jeder Gegenspieler zahlt oder bekommt. Nimmt niemand auf, wird ein Leaster gespielt: jeder allein, die wenigsten Augen (mit mindestens einem Stich) gewinnen. Manche spielen stattdessen Doubler: das nächste Spiel zählt doppelt.</translation>
        </message>
        <message>
            <source>You sit first after the dealer with {SQ}, {HQ}, {DA}, {DT}, {HA} and {HT}: four trumps and two point cards. Pick up the blind.</source>
            <comment>lesson.sheepshead.alone.20</comment>
            <translation>Du sitzt als Erster nach dem Geber, mit {SQ}, {HQ}, {DA}, {DT}, {HA} und {HT}: vier Trümpfe und zwei Zählkarten. Nimm den Blind auf.</translation>
        </message>
        <message>
            <source>Bury two cards that are no trump: a buried card's points count for you and can never be lost in a trick. The lesson has buried the {HT}; bury the second card, the one with the most points that is no trump.</source>
            <comment>lesson.sheepshead.alone.21</comment>
            <translation>Vergrab zwei Karten, die keine Trümpfe sind: Die Augen einer vergrabenen Karte zählen für dich und gehen in keinem Stich verloren. Die Lektion hat {HT} vergraben; vergrab die zweite Karte, die mit den meisten Augen, die kein Trumpf ist.</translation>
        </message>
        <message>
            <source>The {HA} is buried: with the {HT}, 21 points are yours already.</source>
            <comment>lesson.sheepshead.alone.22</comment>
            <translation>{HA} ist vergraben: Mit {HT} gehören dir schon 21 Augen.</translation>
        </message>
        <message>
            <source>You won alone and took every trick, Schwarz: each defender pays 3. What do you get?</source>
            <comment>lesson.sheepshead.alone.23</comment>
            <translation>Du hast allein gewonnen und jeden Stich gemacht, Schwarz: Jeder Gegenspieler zahlt 3. Was bekommst du?</translation>
        </message>
        <message>
            <source>12: three from each of the four defenders.</source>
            <comment>lesson.sheepshead.alone.24</comment>
            <translation>12: drei von jedem der vier Gegenspieler.</translation>
        </message>
        <message>
            <source>Nobody picks. What is played by default?</source>
            <comment>lesson.sheepshead.alone.2</comment>
            <translation>Niemand nimmt auf. Was wird normalerweise gespielt?</translation>
        </message>
        <message>
            <source>A Leaster: the fewest points wins.</source>
            <comment>lesson.sheepshead.alone.3</comment>
            <translation>Ein Leaster: die wenigsten Augen gewinnen.</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.sheepshead.scoring.title</comment>
            <translation>Ein Spiel abrechnen</translation>
        </message>
        <message>
            <source>This deal is over: you and your partner took every trick.</source>
            <comment>lesson.sheepshead.scoring.1</comment>
            <translation>Dieses Spiel ist vorbei: du und dein Partner habt alle Stiche.</translation>
        </message>
        <message>
            <source>Which row of the score table is it?</source>
            <comment>lesson.sheepshead.scoring.2</comment>
            <translation>Welche Zeile der Tabelle ist das?</translation>
        </message>
        <message>
            <source>61 to 90</source>
            <comment>lesson.sheepshead.scoring.4</comment>
            <translation>61 bis 90</translation>
        </message>
        <message>
            <source>Each defender pays 3. The partner gets 3. What does the picker get?</source>
            <comment>lesson.sheepshead.scoring.7</comment>
            <translation>Jeder Gegenspieler zahlt 3. Der Partner bekommt 3. Was bekommt der Aufnehmer?</translation>
        </message>
        <message>
            <source>6: three defenders pay 9, the partner takes 3, the picker 6.</source>
            <comment>lesson.sheepshead.scoring.8</comment>
            <translation>6: drei Gegenspieler zahlen 9, der Partner bekommt 3, der Aufnehmer 6.</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.sheepshead.full-deal.title</comment>
            <translation>Ein ganzes Spiel mit Hilfe</translation>
        </message>
        <message>
            <source>Now play the whole deal as the picker.</source>
            <comment>lesson.sheepshead.full-deal.1</comment>
            <translation>Jetzt spielst du das ganze Spiel als Aufnehmer.</translation>
        </message>
        <message>
            <source>Pick or pass?</source>
            <comment>lesson.sheepshead.full-deal.2</comment>
            <translation>Aufnehmen oder passen?</translation>
        </message>
        <message>
            <source>Pick.</source>
            <comment>lesson.sheepshead.full-deal.3</comment>
            <translation>Aufnehmen.</translation>
        </message>
        <message>
            <source>Call your partner.</source>
            <comment>lesson.sheepshead.full-deal.8</comment>
            <translation>Ruf deinen Partner.</translation>
        </message>
        <message>
            <source>From Schafkopf to Sheepshead</source>
            <comment>lesson.sheepshead.bridge.title</comment>
            <translation>Von Schafkopf zu Sheepshead</translation>
        </message>
        <message>
            <source>Diamonds trump, pick and bury, call an ace.</source>
            <comment>lesson.sheepshead.bridge.summary</comment>
            <translation>Karo Trumpf, aufnehmen und vergraben, ein Ass rufen.</translation>
        </message>
        <message>
            <source>Sheepshead is Schafkopf's American cousin: the same card points, queens (Obers) then jacks (Unters) on top, a called ace as partner. What differs: diamonds, not hearts, are the trump suit; there is no auction: you pick up the blind and bury two cards; and usually five play.</source>
            <comment>lesson.sheepshead.bridge.1</comment>
            <translation>Sheepshead ist der amerikanische Vetter des Schafkopf: dieselben Augen, Damen (Ober) und dann Buben (Unter) oben, ein gerufenes Ass als Partner. Anders ist: Karo statt Herz ist die Trumpffarbe; es gibt kein Bieten: man nimmt den Blind auf und vergräbt zwei Karten; und meist spielen fünf.</translation>
        </message>
        <message>
            <source>Which suit is the trump suit in Sheepshead?</source>
            <comment>lesson.sheepshead.bridge.2</comment>
            <translation>Welche Farbe ist im Sheepshead Trumpffarbe?</translation>
        </message>
        <message>
            <source>How do you become the declarer?</source>
            <comment>lesson.sheepshead.bridge.6</comment>
            <translation>Wie wird man Spieler?</translation>
        </message>
        <message>
            <source>By picking up the blind; there is no auction.</source>
            <comment>lesson.sheepshead.bridge.7</comment>
            <translation>Durch Aufnehmen des Blinds; es gibt kein Bieten.</translation>
        </message>
        <message>
            <source>Klopfen, Kontra, Tout and Sie</source>
            <comment>lesson.schafkopf.announcing.title2</comment>
            <translation>Klopfen, Kontra, Tout und Sie</translation>
        </message>
        <message>
            <source>The {CQ} is always the highest trump in the partner game and the suit solos.</source>
            <comment>lesson.schafkopf.cards.4</comment>
            <translation>Der {CQ} ist im Sauspiel und im Farbsolo immer der höchste Trumpf.</translation>
        </message>
        <message>
            <source>The {HA} is only the ninth trump: all Obers and Unters beat it.</source>
            <comment>lesson.schafkopf.cards.5</comment>
            <translation>Die {HA} ist nur der neunte Trumpf: alle Ober und Unter stechen sie.</translation>
        </message>
        <message>
            <source>{CQ}</source>
            <comment>lesson.schafkopf.cards.6</comment>
            <translation>{CQ}</translation>
        </message>
        <message>
            <source>{HA}</source>
            <comment>lesson.schafkopf.cards.7</comment>
            <translation>{HA}</translation>
        </message>
        <message>
            <source>{CJ}</source>
            <comment>lesson.schafkopf.cards.8</comment>
            <translation>{CJ}</translation>
        </message>
        <message>
            <source>{p3} holds the {HT} and Eichel cards. You led a trump. What must {p3} play?</source>
            <comment>lesson.schafkopf.follow.5</comment>
            <translation>{p3} hat {HT} und Eichel-Karten. Du hast Trumpf ausgespielt. Was muss {p3} spielen?</translation>
        </message>
        <message>
            <source>The {HT}: hearts are trumps, so it follows the trump led.</source>
            <comment>lesson.schafkopf.follow.6</comment>
            <translation>Die {HT}: Herz ist Trumpf, also bedient sie den ausgespielten Trumpf.</translation>
        </message>
        <message>
            <source>The {HT}</source>
            <comment>lesson.schafkopf.follow.7</comment>
            <translation>{HT}</translation>
        </message>
        <message>
            <source>The {SQ}: only the {CQ} was higher, and it is gone.</source>
            <comment>lesson.schafkopf.follow.11</comment>
            <translation>{SQ}: nur {CQ} war höher, und der ist schon gespielt.</translation>
        </message>
        <message>
            <source>{p3} had no trump left and threw off the {CT}.</source>
            <comment>lesson.schafkopf.follow.10</comment>
            <translation>{p3} hatte keinen Trumpf mehr und hat {CT} abgeworfen.</translation>
        </message>
        <message>
            <source>You want to play. The others may still overcall you.</source>
            <comment>lesson.schafkopf.bidding.10</comment>
            <translation>Du willst spielen. Die anderen können dich noch überbieten.</translation>
        </message>
        <message>
            <source>{p1}, {p2} and {p3} passed: you choose the game.</source>
            <comment>lesson.schafkopf.bidding.3</comment>
            <translation>{p1}, {p2} und {p3} haben weiter gesagt: du wählst das Spiel.</translation>
        </message>
        <message>
            <source>Sauspiel Gras: you hold a Gras card, the {S7}, but not its Sau.</source>
            <comment>lesson.schafkopf.partners.3</comment>
            <translation>Sauspiel auf Gras: du hast eine Gras-Karte, {S7}, aber nicht die Sau.</translation>
        </message>
        <message>
            <source>You lead Gras, the called suit: whoever holds its Sau must play it now.</source>
            <comment>lesson.schafkopf.partners.6</comment>
            <translation>Du spielst Gras aus, die gerufene Farbe: wer die Sau hat, muss sie jetzt spielen.</translation>
        </message>
        <message>
            <source>A trump does not show your partner.</source>
            <comment>lesson.schafkopf.partners.7</comment>
            <translation>Ein Trumpf zeigt deinen Partner nicht.</translation>
        </message>
        <message>
            <source>Knocking, Kontra and Tout each double the price; Sie is four times a solo.</source>
            <comment>lesson.schafkopf.announcing.summary2</comment>
            <translation>Klopfen, Kontra und Tout verdoppeln den Preis; ein Sie zählt viermal so viel wie ein Solo.</translation>
        </message>
        <message>
            <source>At this table two more doublings are played. Klopfen (knocking): after the deal, before the auction, each player may knock once; each knock doubles the price. Kontra (also called Du): a defender doubles after the game is announced; the declarer's side may answer with Re (Retour).</source>
            <comment>lesson.schafkopf.announcing.7</comment>
            <translation>An diesem Tisch gibt es zwei weitere Verdopplungen. Klopfen: Nach dem Geben, vor dem Bieten, darf jeder einmal klopfen; jedes Klopfen verdoppelt den Preis. Kontra (auch Du): Ein Gegenspieler verdoppelt, nachdem das Spiel angesagt ist; die Spielerpartei kann mit Re (Retour) antworten.</translation>
        </message>
        <message>
            <source>You knocked: the deal's price is doubled, whatever game is played.</source>
            <comment>lesson.schafkopf.announcing.9</comment>
            <translation>Du hast geklopft: Der Preis dieses Spiels ist verdoppelt, welches Spiel auch kommt.</translation>
        </message>
        <message>
            <source>With the two highest trumps your side is likely to win whatever game comes: knock to double the price.</source>
            <comment>lesson.schafkopf.announcing.10</comment>
            <translation>Mit den zwei höchsten Trümpfen gewinnt deine Partei wahrscheinlich, welches Spiel auch kommt: klopf, um den Preis zu verdoppeln.</translation>
        </message>
        <message>
            <source>Your two highest Obers are a strong defence: double with Kontra.</source>
            <comment>lesson.schafkopf.announcing.13</comment>
            <translation>Deine zwei höchsten Ober sind eine starke Verteidigung: verdopple mit Kontra.</translation>
        </message>
        <message>
            <source>80: the 20 doubled by the knock (40) and doubled again by Kontra (80).</source>
            <comment>lesson.schafkopf.announcing.15</comment>
            <translation>80: die 20 durch das Klopfen verdoppelt (40) und durch Kontra noch einmal verdoppelt (80).</translation>
        </message>
        <message>
            <source>Your side held the {CQ}, the {SQ} and the {HQ}, but not the {DQ}. How many runners?</source>
            <comment>lesson.schafkopf.scoring.2</comment>
            <translation>Eure Partei hatte {CQ}, {SQ} und {HQ}, aber nicht {DQ}. Wie viele Laufende?</translation>
        </message>
        <message>
            <source>Three: the unbroken run from the top stops at the {DQ}.</source>
            <comment>lesson.schafkopf.scoring.3</comment>
            <translation>Drei: die Folge von oben reißt beim {DQ} ab.</translation>
        </message>
        <message>
            <source>Gras: you hold the {S7} but not its Sau.</source>
            <comment>lesson.schafkopf.full-deal.5</comment>
            <translation>Auf Gras: du hast {S7}, aber nicht die Sau.</translation>
        </message>
        <message>
            <source>Which is higher in Schafkopf: the {DQ} or the {CJ}?</source>
            <comment>lesson.schafkopf.bridge.2</comment>
            <translation>Was ist im Schafkopf höher: der {DQ} oder der {CJ}?</translation>
        </message>
        <message>
            <source>{DQ}</source>
            <comment>lesson.schafkopf.bridge.4</comment>
            <translation>{DQ}</translation>
        </message>
        <message>
            <source>{CJ}</source>
            <comment>lesson.schafkopf.bridge.5</comment>
            <translation>{CJ}</translation>
        </message>
        <message>
            <source>The four Unters</source>
            <comment>lesson.schafkopf.bridge.8</comment>
            <translation>Die vier Unter</translation>
        </message>
        <message>
            <source>The four Obers</source>
            <comment>lesson.schafkopf.bridge.9</comment>
            <translation>Die vier Ober</translation>
        </message>
        <message>
            <source>As a defender, cash your Sau, lead the called suit to find out who plays with whom, then give your points to your partner's tricks.</source>
            <comment>lesson.schafkopf.defending.summary</comment>
            <translation>Als Gegenspieler holst du deine Sau, spielst die gerufene Farbe an, um zu sehen, wer mit wem spielt, und gibst dann deine Augen in die Stiche deines Partners.</translation>
        </message>
        <message>
            <source>{p1} plays a partner game and calls the {CA}. Whoever holds it plays with {p1}; the other two are the defenders and need 60 card points together. You do not hold it, so you are a defender, but you do not know yet who your partner is.</source>
            <comment>lesson.schafkopf.defending.3</comment>
            <translation>{p1} spielt ein Sauspiel und ruft {CA}. Wer sie hat, spielt mit {p1}; die anderen beiden sind die Gegenspieler und brauchen zusammen 60 Augen. Du hast sie nicht, also bist du Gegenspieler, weißt aber noch nicht, wer dein Partner ist.</translation>
        </message>
        <message>
            <source>You lead the first trick. Start with a Sau that is no trump: everyone must follow its suit.</source>
            <comment>lesson.schafkopf.defending.4</comment>
            <translation>Du spielst den ersten Stich aus. Fang mit einer Sau an, die kein Trumpf ist: Alle müssen ihre Farbe bedienen.</translation>
        </message>
        <message>
            <source>A Sau in its suit's first round is hard to beat: nobody may trump while they can follow.</source>
            <comment>lesson.schafkopf.defending.5</comment>
            <translation>Eine Sau in der ersten Runde ihrer Farbe ist schwer zu schlagen: Niemand darf stechen, solange er bedienen kann.</translation>
        </message>
        <message>
            <source>A low Gras card gives the trick away: the declarer's side can win it cheaply.</source>
            <comment>lesson.schafkopf.defending.6</comment>
            <translation>Eine kleine Karte in Gras gibt den Stich her: Die Spieler können ihn billig machen.</translation>
        </message>
        <message>
            <source>Your {SA} took the trick. Now find out who plays with {p1}: lead the called suit.</source>
            <comment>lesson.schafkopf.defending.7</comment>
            <translation>Deine {SA} hat den Stich gemacht. Jetzt finde heraus, wer mit {p1} spielt: Spiel die gerufene Farbe an.</translation>
        </message>
        <message>
            <source>Whoever holds the {CA} must play it when its suit is led.</source>
            <comment>lesson.schafkopf.defending.8</comment>
            <translation>Wer {CA} hat, muss sie spielen, wenn ihre Farbe angespielt wird.</translation>
        </message>
        <message>
            <source>Your {ST} is not sure to win the trick, and the called Sau stays hidden.</source>
            <comment>lesson.schafkopf.defending.9</comment>
            <translation>Deine {ST} macht den Stich nicht sicher, und die gerufene Sau bleibt versteckt.</translation>
        </message>
        <message>
            <source>Who plays with {p1}?</source>
            <comment>lesson.schafkopf.defending.10</comment>
            <translation>Wer spielt mit {p1}?</translation>
        </message>
        <message>
            <source>{p2} played the {CA}: {p2} plays with {p1}, and {p3} is your partner. {p3} had no Eichel card and trumped the called Sau: 21 points for your side.</source>
            <comment>lesson.schafkopf.defending.11</comment>
            <translation>{p2} hat {CA} gespielt: {p2} spielt mit {p1}, und {p3} ist dein Partner. {p3} hatte keine Eichel und hat die gerufene Sau gestochen: 21 Augen für deine Seite.</translation>
        </message>
        <message>
            <source>{p3} did not play the {CA}: whoever plays the called Sau plays with {p1}.</source>
            <comment>lesson.schafkopf.defending.12</comment>
            <translation>{p3} hat {CA} nicht gespielt: Wer die gerufene Sau spielt, spielt mit {p1}.</translation>
        </message>
        <message>
            <source>{p2}</source>
            <comment>lesson.schafkopf.defending.13</comment>
            <translation>{p2}</translation>
        </message>
        <message>
            <source>{p3}</source>
            <comment>lesson.schafkopf.defending.14</comment>
            <translation>{p3}</translation>
        </message>
        <message>
            <source>{p3} led the {DT}; you followed with the {D9}, and {p1} trumped it with the {H7}.</source>
            <comment>lesson.schafkopf.defending.15</comment>
            <translation>{p3} hat {DT} ausgespielt; du hast mit {D9} bedient, und {p1} hat mit {H7} gestochen.</translation>
        </message>
        <message>
            <source>{p3} led the {DJ}; your {DQ} followed, and {p1} took the trick with the {SQ}.</source>
            <comment>lesson.schafkopf.defending.18</comment>
            <translation>{p3} hat {DJ} ausgespielt; dein {DQ} ist gefolgt, und {p1} hat den Stich mit {SQ} gemacht.</translation>
        </message>
        <message>
            <source>{p1} leads the {C8}; {p2} follows with the {CK}, and {p3}, your partner, trumps it with the {HQ}. You have no Eichel.</source>
            <comment>lesson.schafkopf.defending.19</comment>
            <translation>{p1} spielt {C8} aus; {p2} bedient mit {CK}, und {p3}, dein Partner, sticht mit {HQ}. Du hast keine Eichel.</translation>
        </message>
        <message>
            <source>Nobody after you can beat the {HQ}: your {ST} gives your partner's trick 10 points.</source>
            <comment>lesson.schafkopf.defending.20</comment>
            <translation>Nach dir kann niemand {HQ} schlagen: Deine {ST} gibt dem Stich deines Partners 10 Augen.</translation>
        </message>
        <message>
            <source>You and {p3} took 68 card points, {p1} and {p2} only 52: the defenders win. Each of you gets 20, the partner game's price, from one of them. Finding your partner early and giving your points to the tricks your side takes made the difference.</source>
            <comment>lesson.schafkopf.defending.21</comment>
            <translation>Du und {p3} habt 68 Augen, {p1} und {p2} nur 52: Die Gegenspieler gewinnen. Jeder von euch bekommt 20, den Preis des Sauspiels, von einem der beiden. Dass ihr euch früh gefunden und eure Augen in die eigenen Stiche gegeben habt, hat den Ausschlag gegeben.</translation>
        </message>
        <message>
            <source>You want to play. The others may still name a stronger game, or pass.</source>
            <comment>lesson.schafkopf.wenz.3</comment>
            <translation>Du willst spielen. Die anderen dürfen noch ein stärkeres Spiel ansagen oder weiter sagen.</translation>
        </message>
        <message>
            <source>A Wenz: you play alone against the other three and need 61 card points.</source>
            <comment>lesson.schafkopf.wenz.5</comment>
            <translation>Ein Wenz: Du spielst allein gegen die anderen drei und brauchst 61 Augen.</translation>
        </message>
        <message>
            <source>The other two Unters are against you. Lead so that they must come out.</source>
            <comment>lesson.schafkopf.wenz.6</comment>
            <translation>Die beiden anderen Unter sind gegen dich. Spiel so aus, dass sie fallen müssen.</translation>
        </message>
        <message>
            <source>The {CJ} is the highest trump: whoever holds an Unter must play it to your trump and cannot keep it to trump your Eichel cards later.</source>
            <comment>lesson.schafkopf.wenz.7</comment>
            <translation>{CJ} ist der höchste Trumpf: Wer einen Unter hat, muss ihn jetzt zugeben und kann später deine Eichel nicht mehr stechen.</translation>
        </message>
        <message>
            <source>Your {S8} will lose a trick to the higher Gras cards, whenever you play it. Choose the moment: let the others take a trick now.</source>
            <comment>lesson.schafkopf.wenz.13</comment>
            <translation>Deine {S8} verliert gegen die höheren Karten in Gras, wann immer du sie spielst. Wähl den Zeitpunkt: Lass jetzt die anderen einen Stich machen.</translation>
        </message>
        <message>
            <source>Now everyone still holds Gras and must follow: the trick gets only their Gras cards. Played after your {SA}, the {S8} would lose a trick in which a player without Gras could throw a 10 onto it.</source>
            <comment>lesson.schafkopf.wenz.14</comment>
            <translation>Jetzt hat jeder noch Gras und muss bedienen: Der Stich bekommt nur ihre Karten in Gras. Nach deiner {SA} gespielt, verlöre die {S8} einen Stich, auf den ein Spieler ohne Gras eine Zehn werfen könnte.</translation>
        </message>
        <message>
            <source>Your {SA} takes this trick, but then the {S8} loses later, when a player without Gras can add a 10 to the trick.</source>
            <comment>lesson.schafkopf.wenz.15</comment>
            <translation>Deine {SA} macht diesen Stich, aber dann verliert die {S8} später, wenn ein Spieler ohne Gras eine Zehn dazuwerfen kann.</translation>
        </message>
        <message>
            <source>{p1} took your {S8} with the {ST}: 17 card points, only what the others had to follow with. Your {SA} is now the highest Gras card.</source>
            <comment>lesson.schafkopf.wenz.16</comment>
            <translation>{p1} hat deine {S8} mit {ST} genommen: 17 Augen, nur was die anderen zugeben mussten. Deine {SA} ist jetzt die höchste Karte in Gras.</translation>
        </message>
        <message>
            <source>In a Solo you choose the trump suit and play alone: draw trumps with your top Obers, cash your Saus before they can be trumped, and count the trumps still out.</source>
            <comment>lesson.schafkopf.solo.summary</comment>
            <translation>Im Solo bestimmst du die Trumpffarbe und spielst allein: Zieh mit den hohen Obern Trumpf, hol deine Säue, bevor sie gestochen werden können, und zähl die Trümpfe, die noch draußen sind.</translation>
        </message>
        <message>
            <source>You hold two Obers, an Unter, the Sau, the 10 and the 9 of Eichel, and two more Saus. Say that you want to play.</source>
            <comment>lesson.schafkopf.solo.2</comment>
            <translation>Du hast zwei Ober, einen Unter, Sau, Zehn und Neun in Eichel und noch zwei Säue. Sag, dass du spielen willst.</translation>
        </message>
        <message>
            <source>Everyone else passed. Announce a Solo with Eichel as trumps.</source>
            <comment>lesson.schafkopf.solo.4</comment>
            <translation>Alle anderen haben weiter gesagt. Sag ein Solo mit Eichel als Trumpf an.</translation>
        </message>
        <message>
            <source>An Eichel Solo: six of your cards are trumps. You need 61 card points alone.</source>
            <comment>lesson.schafkopf.solo.5</comment>
            <translation>Ein Eichel-Solo: Sechs deiner Karten sind Trumpf. Du brauchst allein 61 Augen.</translation>
        </message>
        <message>
            <source>You lead. Take the first trick with a card nobody can beat.</source>
            <comment>lesson.schafkopf.solo.6</comment>
            <translation>Du spielst aus. Mach den ersten Stich mit einer Karte, die niemand schlagen kann.</translation>
        </message>
        <message>
            <source>Nobody can beat it. A top trump is a good start: each player who holds a trump must give one.</source>
            <comment>lesson.schafkopf.solo.7</comment>
            <translation>Niemand kann sie schlagen. Ein hoher Trumpf ist ein guter Anfang: Wer Trumpf hat, muss einen zugeben.</translation>
        </message>
        <message>
            <source>A low trump lead lets the others take the trick and keep their high trumps.</source>
            <comment>lesson.schafkopf.solo.8</comment>
            <translation>Mit einem kleinen Trumpf machen die anderen den Stich und behalten ihre hohen Trümpfe.</translation>
        </message>
        <message>
            <source>Your {CQ} drew three trumps: the {SJ}, the {DJ} and the {C7}. With the trumps still out, the others can trump your Saus once they run out of a suit.</source>
            <comment>lesson.schafkopf.solo.9</comment>
            <translation>Dein {CQ} hat drei Trümpfe gezogen: {SJ}, {DJ} und {C7}. Mit den Trümpfen, die noch draußen sind, können die anderen deine Säue stechen, sobald ihnen eine Farbe fehlt.</translation>
        </message>
        <message>
            <source>Fourteen trumps are in a Solo. You hold five, and four fell in the first trick. How many are still in the others' hands?</source>
            <comment>lesson.schafkopf.solo.15</comment>
            <translation>Im Solo gibt es vierzehn Trümpfe. Fünf hast du, vier sind im ersten Stich gefallen. Wie viele haben die anderen noch?</translation>
        </message>
        <message>
            <source>14 − 5 − 4 = 5, and two of them are Obers: you cannot draw them all with your top trumps.</source>
            <comment>lesson.schafkopf.solo.16</comment>
            <translation>14 − 5 − 4 = 5, und zwei davon sind Ober: Mit deinen hohen Trümpfen kannst du sie nicht alle ziehen.</translation>
        </message>
        <message>
            <source>{p2} took it with an Ober and led the {S9}; {p3} trumped it with the {CJ}. Take the trick.</source>
            <comment>lesson.schafkopf.solo.20</comment>
            <translation>{p2} hat ihn mit einem Ober gemacht und {S9} ausgespielt; {p3} hat mit {CJ} gestochen. Mach den Stich.</translation>
        </message>
        <message>
            <source>Only your {SQ} beats the {CJ}, and no trump still out beats your {SQ}.</source>
            <comment>lesson.schafkopf.solo.21</comment>
            <translation>Nur dein {SQ} schlägt {CJ}, und kein Trumpf, der noch draußen ist, schlägt deinen {SQ}.</translation>
        </message>
        <message>
            <source>You hold the {HJ}, the {CA} and the {CT}; one Ober and one low trump are still out. The lesson plays the rest: you lose one more trick to that Ober.</source>
            <comment>lesson.schafkopf.solo.22</comment>
            <translation>Du hast {HJ}, {CA} und {CT}; ein Ober und ein kleiner Trumpf sind noch draußen. Die Lektion spielt den Rest: Einen Stich verlierst du noch an diesen Ober.</translation>
        </message>
        <message>
            <source>You took 69 card points: the Solo is won, without Schneider. Each of the three pays you 50, the solo's price; no runners: you held the two highest Obers, and in a Solo runners count from three.</source>
            <comment>lesson.schafkopf.solo.23</comment>
            <translation>Du hast 69 Augen: Das Solo ist gewonnen, ohne Schneider. Jeder der drei zahlt dir 50, den Preis des Solos; Laufende gibt es keine: Du hattest die zwei höchsten Ober, und im Solo zählen Laufende erst ab drei.</translation>
        </message>
        <message>
            <source>A Geier</source>
            <comment>lesson.schafkopf.geier.title</comment>
            <translation>Ein Geier</translation>
        </message>
        <message>
            <source>You hold three Obers and three Saus. Say that you want to play.</source>
            <comment>lesson.schafkopf.geier.2</comment>
            <translation>Du hast drei Ober und drei Säue. Sag, dass du spielen willst.</translation>
        </message>
        <message>
            <source>You want to play.</source>
            <comment>lesson.schafkopf.geier.3</comment>
            <translation>Du willst spielen.</translation>
        </message>
        <message>
            <source>Everyone else passed. Announce your game: a Geier.</source>
            <comment>lesson.schafkopf.geier.4</comment>
            <translation>Alle anderen haben weiter gesagt. Sag dein Spiel an: einen Geier.</translation>
        </message>
        <message>
            <source>A Geier: you play alone against three, with the Obers as the only trumps.</source>
            <comment>lesson.schafkopf.geier.5</comment>
            <translation>Ein Geier: Du spielst allein gegen drei, und nur die Ober sind Trumpf.</translation>
        </message>
        <message>
            <source>{HT}, queens, jacks, diamonds: the trumps; two of every card.</source>
            <comment>lesson.doppelkopf.cards.summary</comment>
            <translation>{HT}, Damen, Buben, Karo: die Trümpfe; jede Karte zweimal.</translation>
        </message>
        <message>
            <source>In the normal game the trumps are, from the top: {HT}, the queens {CQ} {SQ} {HQ} {DQ}, the jacks {CJ} {SJ} {HJ} {DJ}, then {DA} {DT} {DK} {D9}. Clubs, spades and the other hearts are plain suits.</source>
            <comment>lesson.doppelkopf.cards.2</comment>
            <translation>Im Normalspiel sind Trumpf, von oben: {HT}, die Damen {CQ} {SQ} {HQ} {DQ}, die Buben {CJ} {SJ} {HJ} {DJ}, dann {DA} {DT} {DK} {D9}. Kreuz, Pik und die übrigen Herz sind Fehlfarben.</translation>
        </message>
        <message>
            <source>The {HT} (Dulle) is above even the {CQ}.</source>
            <comment>lesson.doppelkopf.cards.4</comment>
            <translation>Die {HT} (Dulle) steht sogar über der {CQ}.</translation>
        </message>
        <message>
            <source>Is the {HA} a trump?</source>
            <comment>lesson.doppelkopf.cards.5</comment>
            <translation>Ist das {HA} Trumpf?</translation>
        </message>
        <message>
            <source>No: of the hearts only the {HT} is a trump; {HA} {HK} {H9} are a plain suit.</source>
            <comment>lesson.doppelkopf.cards.6</comment>
            <translation>Nein: von den Herz ist nur {HT} Trumpf; {HA} {HK} {H9} sind Fehlfarbe.</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.doppelkopf.cards.7</comment>
            <translation>Ja</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.doppelkopf.cards.8</comment>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Spades were led, and the other {SA} was already on the trick. Your {SA} was your only spade, so you had to follow with it, and it did not win: of two equal cards the first one played wins.</source>
            <comment>lesson.doppelkopf.follow.9</comment>
            <translation>Pik wurde ausgespielt, und das andere {SA} lag schon im Stich. Dein {SA} war dein einziges Pik, also musstest du damit bedienen, und es hat nicht gewonnen: Von zwei gleichen Karten gewinnt die zuerst gespielte.</translation>
        </message>
        <message>
            <source>The lesson leads your {CQ} for you: it shows your partner, and the whole table, that you are Re.</source>
            <comment>lesson.doppelkopf.partners.9</comment>
            <translation>Die Lektion spielt deine {CQ} für dich aus: Sie zeigt deinem Partner und dem ganzen Tisch, dass du Re bist.</translation>
        </message>
        <message>
            <source>Your {SQ} took the last trick, so you lead again. Lead an ace of a plain suit.</source>
            <comment>lesson.doppelkopf.partners.10</comment>
            <translation>Deine {SQ} hat den letzten Stich gemacht, also spielst du wieder aus. Spiel ein Ass einer Fehlfarbe aus.</translation>
        </message>
        <message>
            <source>With the cards as they lie, leading your {HT} or {HQ} here would have cost your side a game point.</source>
            <comment>lesson.doppelkopf.partners.11</comment>
            <translation>Mit den Karten, wie sie liegen, hätte deine Partei einen Spielpunkt weniger bekommen, wenn du hier deine {HT} oder {HQ} ausgespielt hättest.</translation>
        </message>
        <message>
            <source>{p2} had no hearts and took your {HA} with the {HJ}: even an ace can be trumped.</source>
            <comment>lesson.doppelkopf.partners.12</comment>
            <translation>{p2} hatte kein Herz und hat dein {HA} mit {HJ} gestochen: Auch ein Ass kann gestochen werden.</translation>
        </message>
        <message>
            <source>{p1}, your partner, leads the {D9}; {p2} plays the {DJ} and {p3} the {ST}. Take the trick.</source>
            <comment>lesson.doppelkopf.partners.13</comment>
            <translation>{p1}, dein Partner, spielt die {D9} aus; {p2} legt {DJ} und {p3} die {ST}. Mach den Stich.</translation>
        </message>
        <message>
            <source>Your {HT} beats the {DJ}, and nobody plays after you.</source>
            <comment>lesson.doppelkopf.partners.14</comment>
            <translation>Deine {HT} schlägt {DJ}, und nach dir spielt niemand mehr.</translation>
        </message>
        <message>
            <source>The lesson led your {DJ}, and {p1} took the trick with the other {CQ}: {p1} is your partner.</source>
            <comment>lesson.doppelkopf.announcing.18</comment>
            <translation>Die Lektion hat {DJ} ausgespielt, und {p1} hat den Stich mit der anderen {CQ} gemacht: {p1} ist dein Partner.</translation>
        </message>
        <message>
            <source>{p1} leads the {CA}. You know your partner now, and your trumps are strong: promise more. Announce "no 90", that Kontra will end with fewer than 90 card points.</source>
            <comment>lesson.doppelkopf.announcing.12</comment>
            <translation>{p1} spielt das {CA} aus. Jetzt kennst du deinen Partner, und deine Trümpfe sind stark: Versprich mehr. Sag „keine 90“ an, also dass Kontra am Ende weniger als 90 Augen hat.</translation>
        </message>
        <message>
            <source>Announce first: an announcement is said before your card.</source>
            <comment>lesson.doppelkopf.announcing.19</comment>
            <translation>Erst ansagen: Eine Ansage macht man vor der Karte.</translation>
        </message>
        <message>
            <source>"No 60" promises that Kontra ends under 60: too bold this early.</source>
            <comment>lesson.doppelkopf.announcing.15</comment>
            <translation>„Keine 60“ verspricht, dass Kontra unter 60 bleibt: so früh zu kühn.</translation>
        </message>
        <message>
            <source>Suppose Re had announced "no 90", and Kontra ended with exactly 90 card points. Would Re make it?</source>
            <comment>lesson.doppelkopf.announcing.2</comment>
            <translation>Angenommen, Re hätte „keine 90“ angesagt, und Kontra hätte am Ende genau 90 Augen. Hätte Re es geschafft?</translation>
        </message>
        <message>
            <source>No: "no 90" means fewer than 90, and 90 is not fewer. Re would lose the deal.</source>
            <comment>lesson.doppelkopf.announcing.3</comment>
            <translation>Nein: „keine 90“ heißt weniger als 90, und 90 ist nicht weniger. Re würde verlieren.</translation>
        </message>
        <message>
            <source>You lead first. The lesson leads your {CA} for you: an ace of a plain suit, led while the others may still hold clubs.</source>
            <comment>lesson.doppelkopf.full-deal.48</comment>
            <translation>Du spielst als Erster aus. Die Lektion spielt dein {CA} für dich aus: ein Ass einer Fehlfarbe, ausgespielt, solange die anderen vielleicht noch Kreuz haben.</translation>
        </message>
        <message>
            <source>The lesson leads your {CQ}: it tells the table that you are Re.</source>
            <comment>lesson.doppelkopf.full-deal.49</comment>
            <translation>Die Lektion spielt deine {CQ} aus: Sie zeigt dem Tisch, dass du Re bist.</translation>
        </message>
        <message>
            <source>Your {CQ} came first and won. Next the lesson leads your {HT}, the highest trump: nobody can beat it.</source>
            <comment>lesson.doppelkopf.full-deal.50</comment>
            <translation>Deine {CQ} kam zuerst und hat gewonnen. Als Nächstes spielt die Lektion deine {HT} aus, den höchsten Trumpf: Niemand kann ihn schlagen.</translation>
        </message>
        <message>
            <source>{p2} leads the {HJ}, {p3} throws the {ST}, and your partner plays after you.</source>
            <comment>lesson.doppelkopf.full-deal.53</comment>
            <translation>{p2} spielt {HJ} aus, {p3} wirft die {ST} ab, und dein Partner spielt nach dir.</translation>
        </message>
        <message>
            <source>With the cards as they lie, your {DK}, {DA} and {D9} end the deal alike here. The lesson plays the {DK} and keeps your fox, the {DA}, for a trick your partner surely takes.</source>
            <comment>lesson.doppelkopf.full-deal.54</comment>
            <translation>Mit den Karten, wie sie liegen, enden hier dein {DK}, dein {DA} und deine {D9} gleich. Die Lektion legt den {DK} und hebt deinen Fuchs, das {DA}, für einen Stich auf, den dein Partner sicher macht.</translation>
        </message>
        <message>
            <source>{p1}, your partner, took the trick with the {SJ}.</source>
            <comment>lesson.doppelkopf.full-deal.55</comment>
            <translation>{p1}, dein Partner, hat den Stich mit {SJ} gemacht.</translation>
        </message>
        <message>
            <source>Your partner's {HJ} leads this trick, and you play last: give it as many points as you can.</source>
            <comment>lesson.doppelkopf.full-deal.56</comment>
            <translation>Der {HJ} deines Partners liegt in diesem Stich vorn, und du spielst als Letzter: Gib ihm so viele Augen wie möglich.</translation>
        </message>
        <message>
            <source>The {DA}, your fox: 11 points for your party, and the fox stays on your side.</source>
            <comment>lesson.doppelkopf.full-deal.57</comment>
            <translation>Das {DA}, dein Fuchs: 11 Augen für deine Partei, und der Fuchs bleibt auf deiner Seite.</translation>
        </message>
        <message>
            <source>{p1} led the {D9}, {p2} beat it with the {DQ}, and you played last: the lesson took the trick with your {SQ}.</source>
            <comment>lesson.doppelkopf.full-deal.58</comment>
            <translation>{p1} hat die {D9} ausgespielt, {p2} hat sie mit der {DQ} überstochen, und du hast als Letzter gespielt: Die Lektion hat den Stich mit deiner {SQ} gemacht.</translation>
        </message>
        <message>
            <source>{p1}, your partner, took the last trick and leads the {CJ}; {p2} plays the {DQ} and {p3} the {HK}. Take the trick.</source>
            <comment>lesson.doppelkopf.full-deal.59</comment>
            <translation>{p1}, dein Partner, hat den letzten Stich gemacht und spielt {CJ} aus; {p2} legt die {DQ} und {p3} den {HK}. Mach den Stich.</translation>
        </message>
        <message>
            <source>Your partner took the last trick with the {HT}. Re wins with 160 card points, and Kontra stayed under 90: 2 points each.</source>
            <comment>lesson.doppelkopf.full-deal.46</comment>
            <translation>Dein Partner hat den letzten Stich mit {HT} gemacht. Re gewinnt mit 160 Augen, und Kontra ist unter 90 geblieben: je 2 Punkte.</translation>
        </message>
        <message>
            <source>You hold the {CA} twice, the {SA} and the {HA}, and three queens. The lesson announces Kontra for you before your first card.</source>
            <comment>lesson.doppelkopf.defending.32</comment>
            <translation>Du hast das {CA} zweimal, das {SA} und das {HA} und drei Damen. Die Lektion sagt für dich vor deiner ersten Karte Kontra an.</translation>
        </message>
        <message>
            <source>You lead the first trick. The lesson leads your {CA}: an ace in its suit's first round usually wins, as the others must follow if they can.</source>
            <comment>lesson.doppelkopf.defending.33</comment>
            <translation>Du spielst zum ersten Stich aus. Die Lektion spielt dein {CA} aus: Ein Ass gewinnt in der ersten Runde seiner Farbe meistens, denn die anderen müssen bedienen, wenn sie können.</translation>
        </message>
        <message>
            <source>Your {CA} took the trick. The lesson leads your {HA} next: {p3}, your partner, had no hearts and took it with the {DT}, so its points stay with your side.</source>
            <comment>lesson.doppelkopf.defending.34</comment>
            <translation>Dein {CA} hat den Stich gemacht. Als Nächstes spielt die Lektion dein {HA} aus: {p3}, dein Partner, hatte kein Herz und hat es mit der {DT} gestochen, also bleiben die Augen bei deiner Partei.</translation>
        </message>
        <message>
            <source>{p3}, your partner, leads the {HT}, the highest trump: the first {HT} beats the second, so this trick is your side's. The lesson gives it your {DQ}, a trump with points.</source>
            <comment>lesson.doppelkopf.defending.35</comment>
            <translation>{p3}, dein Partner, spielt die {HT} aus, den höchsten Trumpf: Die erste {HT} schlägt die zweite, also gehört dieser Stich deiner Partei. Die Lektion gibt ihm deine {DQ}, einen Trumpf mit Augen.</translation>
        </message>
        <message>
            <source>You took that trick and led again: the lesson led your other {CA}. The soloist trumped it with the {DK}, and {p3}, your partner, took the trick with the {DJ}, so its points go to your side.</source>
            <comment>lesson.doppelkopf.defending.37</comment>
            <translation>Du hast den Stich gemacht und wieder ausgespielt: Die Lektion hat dein anderes {CA} ausgespielt. Der Solist hat es mit dem {DK} gestochen, und {p3}, dein Partner, hat den Stich mit {DJ} gemacht, also gehen seine Augen an deine Partei.</translation>
        </message>
        <message>
            <source>{p1} leads the {HQ}, and {p2} and {p3} each play a {HJ}.</source>
            <comment>lesson.doppelkopf.defending.38</comment>
            <translation>{p1} spielt die {HQ} aus, und sowohl {p2} als auch {p3} legt {HJ}.</translation>
        </message>
        <message>
            <source>The first {HQ} beats the second, so no trump of yours can win this trick: your {DJ} gives the fewest points.</source>
            <comment>lesson.doppelkopf.defending.39</comment>
            <translation>Die erste {HQ} schlägt die zweite, also kann keiner deiner Trümpfe diesen Stich gewinnen: Dein {DJ} gibt die wenigsten Augen ab.</translation>
        </message>
        <message>
            <source>{p1} led trumps twice more, the {CQ} last: your last trump had to follow the first of them, and you have no trump left.</source>
            <comment>lesson.doppelkopf.defending.40</comment>
            <translation>{p1} hat noch zweimal Trumpf ausgespielt, zuletzt die {CQ}: Dein letzter Trumpf musste auf den ersten davon, und du hast keinen Trumpf mehr.</translation>
        </message>
        <message>
            <source>{p1} leads the {DT}, {p2} plays the {HK}, and {p3} beats it with the {CJ}.</source>
            <comment>lesson.doppelkopf.defending.41</comment>
            <translation>{p1} spielt die {DT} aus, {p2} legt den {HK}, und {p3} sticht sie mit {CJ}.</translation>
        </message>
        <message>
            <source>You play last and {p3} wins: your {CT} gives 10 points to your side.</source>
            <comment>lesson.doppelkopf.defending.42</comment>
            <translation>Du spielst als Letzter und {p3} gewinnt: Deine {CT} bringt deiner Partei 10 Augen.</translation>
        </message>
        <message>
            <source>The soloist took 78 card points, short of 121 and under 90: the Kontra party wins. Each of you scores 4: 1 for winning, 1 for keeping the soloist under 90 and 2 for your Kontra; the soloist pays three times that, 12.</source>
            <comment>lesson.doppelkopf.defending.30</comment>
            <translation>Der Solist hat 78 Augen gemacht, weniger als 121 und unter 90: Die Kontra-Partei gewinnt. Jeder von euch bekommt 4: 1 für den Sieg, 1, weil der Solist unter 90 bleibt, und 2 für euer Kontra; der Solist zahlt das Dreifache, 12.</translation>
        </message>
        <message>
            <source>You lead the first trick. The lesson leads your {S9}, the lowest spade: another player can take the trick and become your partner.</source>
            <comment>lesson.doppelkopf.marriage.16</comment>
            <translation>Du spielst zum ersten Stich aus. Die Lektion spielt deine {S9} aus, die niedrigste Pik: Ein anderer Spieler kann den Stich machen und dein Partner werden.</translation>
        </message>
        <message>
            <source>Your aces took their tricks. Your {HK} cannot win one: the other {HA} is still out. The lesson leads it now, while the others still hold hearts and must follow: the trick gets only the hearts they follow with.</source>
            <comment>lesson.doppelkopf.solo.22</comment>
            <translation>Deine Asse haben ihre Stiche gemacht. Dein {HK} kann keinen Stich machen: Das andere {HA} ist noch draußen. Die Lektion spielt ihn jetzt aus, solange die anderen noch Herz haben und bedienen müssen: Der Stich bekommt nur die Herzkarten, mit denen sie bedienen.</translation>
        </message>
        <message>
            <source>{p3} took it with the {HA} and leads the {DJ}, a plain diamond in a queen solo, and you have no diamonds. The lesson trumps with your {SQ}: no queen is left against you, so it takes the trick.</source>
            <comment>lesson.doppelkopf.solo.23</comment>
            <translation>{p3} hat ihn mit dem {HA} gemacht und spielt {DJ} aus, im Damensolo ein einfaches Karo, und du hast kein Karo. Die Lektion sticht mit deiner {SQ}: Gegen dich ist keine Dame mehr übrig, also macht sie den Stich.</translation>
        </message>
        <message>
            <source>As a defender, lead the called suit to find the partner, give cheap cards to the picker's tricks and your points to your own side's.</source>
            <comment>lesson.sheepshead.defending.summary</comment>
            <translation>Als Gegenspieler spielst du die gerufene Farbe an, um den Partner zu finden, gibst in die Stiche des Aufnehmers billige Karten und in die eigenen deine Augen.</translation>
        </message>
        <message>
            <source>{p2} played the {HA}: {p2} is the partner. {p1} and {p2} play against you, {p3} and {p4}. Your only trump, the {D7}, had to follow the trump {p3} led next.</source>
            <comment>lesson.sheepshead.defending.7</comment>
            <translation>{p2} hat {HA} gespielt: {p2} ist der Partner. {p1} und {p2} spielen gegen dich, {p3} und {p4}. Dein einziger Trumpf, {D7}, musste den Trumpf bedienen, den {p3} danach ausgespielt hat.</translation>
        </message>
        <message>
            <source>{p1} trumped with the {DA} and leads the {DK}; {p2} plays the {DJ}, {p3} the {DQ}, and {p4} throws the {ST}. You play last.</source>
            <comment>lesson.sheepshead.defending.11</comment>
            <translation>{p1} hat mit {DA} gestochen und spielt {DK} aus; {p2} gibt {DJ}, {p3} {DQ}, und {p4} wirft {ST} ab. Du spielst als Letzter.</translation>
        </message>
        <message>
            <source>Nobody plays after you, and {p3}'s {DQ} wins: give your side's trick as many points as you can. Giving points to a trick your side takes is called smearing.</source>
            <comment>lesson.sheepshead.defending.12</comment>
            <translation>Nach dir spielt niemand mehr, und {DQ} von {p3} gewinnt: Gib dem Stich deiner Partei so viele Augen wie möglich. Das nennt man schmieren.</translation>
        </message>
        <message>
            <source>{p3} leads the {D8}, a trump, and {p4} throws the {H9}. {p1} and {p2} play after you.</source>
            <comment>lesson.sheepshead.defending.13</comment>
            <translation>{p3} spielt {D8} aus, einen Trumpf, und {p4} wirft {H9} ab. {p1} und {p2} spielen nach dir.</translation>
        </message>
        <message>
            <source>You have no trump: the picker's side will take this trick, so give it the card with the fewest points.</source>
            <comment>lesson.sheepshead.defending.14</comment>
            <translation>Du hast keinen Trumpf: Die Partei des Aufnehmers macht diesen Stich, also gib die Karte mit den wenigsten Augen.</translation>
        </message>
        <message>
            <source>{p1} and {p2} took only 39 card points and lose; your side took 81. With five players a lost game below 61 costs the picker 2 and the partner 1, and each defender wins 1. Finding the partner at once and giving your points only to your own side's tricks did it.</source>
            <comment>lesson.sheepshead.defending.15</comment>
            <translation>{p1} und {p2} haben nur 39 Augen und verlieren; deine Partei hat 81. Zu fünft kostet ein verlorenes Spiel unter 61 den Aufnehmer 2 und den Partner 1, und jeder Gegenspieler gewinnt 1. Den Partner sofort zu finden und deine Augen nur in eigene Stiche zu geben hat es gebracht.</translation>
        </message>
        <message>
            <source>When nobody picks, the fewest card points win, but only with at least one trick: stay out of the tricks, take one cheap one, and let the others take your points.</source>
            <comment>lesson.sheepshead.leaster.summary</comment>
            <translation>Wenn keiner aufnimmt, gewinnen die wenigsten Augen, aber nur mit mindestens einem Stich: Halte dich aus den Stichen heraus, mach einen billigen und lass die anderen deine Augen nehmen.</translation>
        </message>
        <message>
            <source>You lead the first trick. Lead a card that others can beat.</source>
            <comment>lesson.sheepshead.leaster.4</comment>
            <translation>Du spielst den ersten Stich aus. Spiel eine Karte aus, die andere schlagen können.</translation>
        </message>
        <message>
            <source>Holding the called ace, you play with the picker: keep the ace until its suit is led, and give cheap cards to tricks you cannot win.</source>
            <comment>lesson.sheepshead.partner.summary</comment>
            <translation>Mit dem gerufenen Ass spielst du mit dem Aufnehmer: Behalte das Ass, bis seine Farbe angespielt wird, und gib billige Karten in Stiche, die du nicht gewinnen kannst.</translation>
        </message>
        <message>
            <source>The doubler</source>
            <comment>lesson.sheepshead.doubler.title</comment>
            <translation>Der Doubler</translation>
        </message>
        <message>
            <source>At a table that plays the doubler, a deal nobody picks is thrown in, and the next one counts double; each further doubler doubles it again.</source>
            <comment>lesson.sheepshead.doubler.summary</comment>
            <translation>An einem Tisch mit Doubler wird ein Spiel, das keiner aufnimmt, zusammengeworfen, und das nächste zählt doppelt; jeder weitere Doubler verdoppelt noch einmal.</translation>
        </message>
        <message>
            <source>Some tables play a doubler instead of a Leaster (a rule option): when everybody passes, nobody plays the cards. They are thrown in, the same dealer deals again, and the next deal counts double.</source>
            <comment>lesson.sheepshead.doubler.1</comment>
            <translation>Manche Tische spielen statt eines Leasters einen Doubler (eine Regeloption): Wenn alle passen, wird nicht gespielt. Die Karten werden zusammengeworfen, derselbe Geber gibt neu, und das nächste Spiel zählt doppelt.</translation>
        </message>
        <message>
            <source>At this table the last deal was a doubler: this deal counts double, for the picker, the partner and the defenders alike.</source>
            <comment>lesson.sheepshead.doubler.2</comment>
            <translation>An diesem Tisch war das letzte Spiel ein Doubler: Dieses Spiel zählt doppelt, für Aufnehmer, Partner und Gegenspieler gleich.</translation>
        </message>
        <message>
            <source>Your only trump is the {D7}. Pick or pass?</source>
            <comment>lesson.sheepshead.doubler.3</comment>
            <translation>Dein einziger Trumpf ist {D7}. Aufnehmen oder passen?</translation>
        </message>
        <message>
            <source>With one small trump you pass, doubled deal or not: a lost game would cost double too.</source>
            <comment>lesson.sheepshead.doubler.4</comment>
            <translation>Mit einem kleinen Trumpf passt du, ob doppelt oder nicht: Ein verlorenes Spiel kostet auch doppelt.</translation>
        </message>
        <message>
            <source>One small trump is far too few to pick, and in a doubled deal a lost game costs twice as much.</source>
            <comment>lesson.sheepshead.doubler.5</comment>
            <translation>Ein kleiner Trumpf ist viel zu wenig zum Aufnehmen, und im doppelten Spiel kostet ein verlorenes Spiel doppelt so viel.</translation>
        </message>
        <message>
            <source>Everybody passed again: the cards are thrown in a second time, and nobody scores. The same dealer deals again.</source>
            <comment>lesson.sheepshead.doubler.6</comment>
            <translation>Alle haben wieder gepasst: Die Karten werden ein zweites Mal zusammengeworfen, und niemand bekommt Punkte. Derselbe Geber gibt neu.</translation>
        </message>
        <message>
            <source>This deal counted double and was thrown in again. How much does the next deal count?</source>
            <comment>lesson.sheepshead.doubler.7</comment>
            <translation>Dieses Spiel zählte doppelt und wurde wieder zusammengeworfen. Wie viel zählt das nächste Spiel?</translation>
        </message>
        <message>
            <source>Four times: each doubler doubles again, 2 × 2 = 4.</source>
            <comment>lesson.sheepshead.doubler.8</comment>
            <translation>Vierfach: Jeder Doubler verdoppelt noch einmal, 2 × 2 = 4.</translation>
        </message>
        <message>
            <source>Not 2: this deal already counted double, and the new doubler doubles that again.</source>
            <comment>lesson.sheepshead.doubler.9</comment>
            <translation>Nicht 2: Dieses Spiel zählte schon doppelt, und der neue Doubler verdoppelt das noch einmal.</translation>
        </message>
        <message>
            <source>Twice</source>
            <comment>lesson.sheepshead.doubler.10</comment>
            <translation>Doppelt</translation>
        </message>
        <message>
            <source>Four times</source>
            <comment>lesson.sheepshead.doubler.11</comment>
            <translation>Vierfach</translation>
        </message>
        <message>
            <source>Eight times</source>
            <comment>lesson.sheepshead.doubler.12</comment>
            <translation>Achtfach</translation>
        </message>
        <message>
            <source>In the next deal the picker and a partner win with 75 card points. With five players that is 2 for the picker and 1 for the partner in a normal deal. What does the picker get?</source>
            <comment>lesson.sheepshead.doubler.13</comment>
            <translation>Im nächsten Spiel gewinnen Aufnehmer und Partner mit 75 Augen. Zu fünft sind das in einem normalen Spiel 2 für den Aufnehmer und 1 für den Partner. Was bekommt der Aufnehmer?</translation>
        </message>
        <message>
            <source>8: the 2 of a normal deal, four times. The partner gets 4, and each of the three defenders pays 4.</source>
            <comment>lesson.sheepshead.doubler.14</comment>
            <translation>8: die 2 eines normalen Spiels, vierfach. Der Partner bekommt 4, und jeder der drei Gegenspieler zahlt 4.</translation>
        </message>
        <message>
            <source>A trump was led. Your partner's {SQ} leads the trick, and you play last: give it as many points as you can.</source>
            <comment>lesson.doppelkopf.follow.5</comment>
            <translation>Trumpf ist ausgespielt. Die {SQ} deines Partners liegt vorn, und du spielst als Letzter: gib so viele Augen wie möglich dazu.</translation>
        </message>
        <message>
            <source>The {DK}: 4 points more for your party.</source>
            <comment>lesson.doppelkopf.follow.6</comment>
            <translation>{DK}: 4 Augen mehr für deine Partei.</translation>
        </message>
        <message>
            <source>Your {SQ} gives your partner's trick only 3 points; a card of yours gives more.</source>
            <comment>lesson.doppelkopf.follow.10</comment>
            <translation>Deine {SQ} gibt dem Stich deines Partners nur 3 Augen; eine Karte von dir gibt mehr.</translation>
        </message>
        <message>
            <source>Nothing extra</source>
            <comment>lesson.doppelkopf.points.8</comment>
            <translation>Nichts extra</translation>
        </message>
        <message>
            <source>One game point more</source>
            <comment>lesson.doppelkopf.points.9</comment>
            <translation>Einen Punkt mehr</translation>
        </message>
        <message>
            <source>Before the play each player says healthy, or reservation for a special game: a solo (alone against three), poverty (three or fewer trumps: pass your trumps to a partner) or marriage (both {CQ} in one hand).</source>
            <comment>lesson.doppelkopf.reservations.1</comment>
            <translation>Vor dem Spiel sagt jeder gesund oder Vorbehalt für ein besonderes Spiel: ein Solo (allein gegen drei), Armut (drei oder weniger Trümpfe: gib deine Trümpfe einem Partner) oder Hochzeit (beide {CQ} auf einer Hand).</translation>
        </message>
        <message>
            <source>You hold one {CQ} and plenty of trumps. What do you say?</source>
            <comment>lesson.doppelkopf.reservations.2</comment>
            <translation>Du hast eine {CQ} und genug Trümpfe. Was sagst du?</translation>
        </message>
        <message>
            <source>Healthy: a normal game, the two {CQ} holders against the other two.</source>
            <comment>lesson.doppelkopf.reservations.3</comment>
            <translation>Gesund: ein Normalspiel, die beiden mit einer {CQ} gegen die anderen zwei.</translation>
        </message>
        <message>
            <source>A player holding both {CQ} may declare which reservation?</source>
            <comment>lesson.doppelkopf.reservations.5</comment>
            <translation>Wer beide {CQ} hat: welchen Vorbehalt darf er anmelden?</translation>
        </message>
        <message>
            <source>A marriage: the first trick of the first three won by someone else finds your partner; win all three and you play a solo.</source>
            <comment>lesson.doppelkopf.reservations.6</comment>
            <translation>Eine Hochzeit: Wer in den ersten drei Stichen als Erster außer dir einen Stich macht, wird dein Partner; machst du alle drei, spielst du ein Solo.</translation>
        </message>
        <message>
            <source>Marriage</source>
            <comment>lesson.doppelkopf.reservations.7</comment>
            <translation>Hochzeit</translation>
        </message>
        <message>
            <source>Poverty</source>
            <comment>lesson.doppelkopf.reservations.8</comment>
            <translation>Armut</translation>
        </message>
        <message>
            <source>Solo</source>
            <comment>lesson.doppelkopf.reservations.9</comment>
            <translation>Solo</translation>
        </message>
        <message>
            <source>A player with only three trumps may declare which reservation?</source>
            <comment>lesson.doppelkopf.reservations.10</comment>
            <translation>Wer nur drei Trümpfe hat: welchen Vorbehalt darf er anmelden?</translation>
        </message>
        <message>
            <source>Poverty: that player passes three cards with all their trumps to whoever takes them.</source>
            <comment>lesson.doppelkopf.reservations.11</comment>
            <translation>Armut: dieser Spieler gibt drei Karten mit allen seinen Trümpfen an den, der sie mitnimmt.</translation>
        </message>
        <message>
            <source>Marriage</source>
            <comment>lesson.doppelkopf.reservations.12</comment>
            <translation>Hochzeit</translation>
        </message>
        <message>
            <source>Poverty</source>
            <comment>lesson.doppelkopf.reservations.13</comment>
            <translation>Armut</translation>
        </message>
        <message>
            <source>The player on your left</source>
            <comment>lesson.doppelkopf.partners.5</comment>
            <translation>Dein linker Nachbar</translation>
        </message>
        <message>
            <source>Re/Kontra while you hold 11 cards; "no 90" while you hold 10: Kontra must end under 90.</source>
            <comment>lesson.doppelkopf.announcing.summary2</comment>
            <translation>Re/Kontra, solange du 11 Karten hast; „keine 90“, solange du 10 hast: Kontra muss unter 90 bleiben.</translation>
        </message>
        <message>
            <source>A Re player may announce Re, a Kontra player Kontra, while holding at least 11 cards. Re or Kontra announced is worth 2 game points more. Later you may announce "no 90": the other side will end with fewer than 90 card points.</source>
            <comment>lesson.doppelkopf.announcing.1</comment>
            <translation>Ein Re-Spieler darf Re ansagen, ein Kontra-Spieler Kontra, solange er noch mindestens 11 Karten hat. Ein angesagtes Re oder Kontra bringt 2 Punkte mehr. Später kann man „keine 90“ ansagen: Die andere Partei bekommt weniger als 90 Augen.</translation>
        </message>
        <message>
            <source>Re: your side now plays for 2 game points more. You may announce while you hold at least 11 cards, so before your second card.</source>
            <comment>lesson.doppelkopf.announcing.9</comment>
            <translation>Re: Deine Partei spielt jetzt um 2 Punkte mehr. Ansagen darfst du, solange du mindestens 11 Karten hast, also vor deiner zweiten Karte.</translation>
        </message>
        <message>
            <source>"No 90" promises more than Re. Say Re now; after the first trick you know more.</source>
            <comment>lesson.doppelkopf.announcing.11</comment>
            <translation>„Keine 90“ verspricht mehr als Re. Sag jetzt Re an; nach dem ersten Stich weißt du mehr.</translation>
        </message>
        <message>
            <source>"No 90": one game point more if Kontra stays under 90, but Re loses if Kontra reaches 90. It may be said while you hold at least 10 cards.</source>
            <comment>lesson.doppelkopf.announcing.13</comment>
            <translation>„Keine 90“: ein Punkt mehr, wenn Kontra unter 90 bleibt, aber Re verliert, wenn Kontra 90 erreicht. Ansagen darf man es, solange man mindestens 10 Karten hat.</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.doppelkopf.announcing.4</comment>
            <translation>Ja</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.doppelkopf.announcing.5</comment>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Re wins with 160 card points, Kontra under 90: two points each.</source>
            <comment>lesson.doppelkopf.full-deal.summary</comment>
            <translation>Re gewinnt mit 160 Augen, Kontra unter 90: je zwei Punkte.</translation>
        </message>
        <message>
            <source>Spades were led, then clubs, and each time you held a single card of the suit, so you had to play it. Your {CA} won this trick.</source>
            <comment>lesson.doppelkopf.full-deal.47</comment>
            <translation>Erst wurde Pik ausgespielt, dann Kreuz, und jedes Mal hattest du nur eine Karte dieser Farbe: Du musstest sie spielen. Dein {CA} hat diesen Stich gemacht.</translation>
        </message>
        <message>
            <source>Your {HQ} beats the {DQ}, and nobody plays after you.</source>
            <comment>lesson.doppelkopf.full-deal.45</comment>
            <translation>Deine {HQ} schlägt {DQ}, und nach dir spielt niemand.</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.doppelkopf.bridge.6</comment>
            <translation>Ja</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.doppelkopf.bridge.7</comment>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Kontra: your side says it will win. It adds 2 game points to the deal's value, whichever side wins it.</source>
            <comment>lesson.doppelkopf.defending.5</comment>
            <translation>Kontra: Deine Partei sagt, dass sie gewinnt. Es bringt dem Spiel 2 Punkte mehr, egal welche Partei es gewinnt.</translation>
        </message>
        <message>
            <source>Playing a solo</source>
            <comment>lesson.doppelkopf.solo.title</comment>
            <translation>Ein Solo spielen</translation>
        </message>
        <message>
            <source>With a strong hand you may play alone against three: in a queen solo only the queens are trumps. Draw them, cash your aces, then lose your losers while you keep control.</source>
            <comment>lesson.doppelkopf.solo.summary</comment>
            <translation>Mit einem starken Blatt darfst du allein gegen drei spielen: Im Damensolo sind nur die Damen Trumpf. Zieh sie, hol deine Asse und gib dann deine Verlierer ab, solange du die Kontrolle behältst.</translation>
        </message>
        <message>
            <source>A solo is a reservation: you play alone, as the Re party, against the other three. In a queen solo only the eight queens are trumps; every other card, jacks and diamonds included, belongs to its plain suit, A 10 K J 9. A soloist wins or loses three times the game points.</source>
            <comment>lesson.doppelkopf.solo.1</comment>
            <translation>Ein Solo ist ein Vorbehalt: Du spielst allein als Re-Partei gegen die anderen drei. Im Damensolo sind nur die acht Damen Trumpf; alle anderen Karten, auch Buben und Karo, gehören zu ihrer Farbe, A 10 K B 9. Der Solist gewinnt oder verliert die dreifachen Punkte.</translation>
        </message>
        <message>
            <source>You hold five of the eight queens and four aces. Say that you have a reservation.</source>
            <comment>lesson.doppelkopf.solo.2</comment>
            <translation>Du hast fünf der acht Damen und vier Asse. Sag, dass du einen Vorbehalt hast.</translation>
        </message>
        <message>
            <source>A reservation: once the others have spoken, you name your game.</source>
            <comment>lesson.doppelkopf.solo.3</comment>
            <translation>Ein Vorbehalt: Wenn die anderen gesprochen haben, sagst du dein Spiel an.</translation>
        </message>
        <message>
            <source>The others are healthy. Announce a queen solo.</source>
            <comment>lesson.doppelkopf.solo.4</comment>
            <translation>Die anderen sind gesund. Sag ein Damensolo an.</translation>
        </message>
        <message>
            <source>A queen solo: you play alone, and your queens are the only trumps.</source>
            <comment>lesson.doppelkopf.solo.5</comment>
            <translation>Ein Damensolo: Du spielst allein, und deine Damen sind die einzigen Trümpfe.</translation>
        </message>
        <message>
            <source>In a diamonds solo the jacks and the diamonds would be trumps too, and the others hold most of them.</source>
            <comment>lesson.doppelkopf.solo.6</comment>
            <translation>Im Karosolo wären auch die Buben und die Karo Trumpf, und die meisten davon haben die anderen.</translation>
        </message>
        <message>
            <source>You lead. Three queens are against you, and you hold both {CQ}, the highest trumps. The lesson leads them to draw the other queens.</source>
            <comment>lesson.doppelkopf.solo.7</comment>
            <translation>Du spielst aus. Drei Damen sind gegen dich, und du hast beide {CQ}, die höchsten Trümpfe. Die Lektion spielt sie aus, um die anderen Damen zu ziehen.</translation>
        </message>
        <message>
            <source>Two queens fell to your first {CQ}, and the {HQ} to your second: all eight queens are accounted for, and nobody else holds a trump. The lesson now cashes your three aces while everyone still has to follow.</source>
            <comment>lesson.doppelkopf.solo.8</comment>
            <translation>Zwei Damen sind auf deine erste {CQ} gefallen und {HQ} auf die zweite: Alle acht Damen sind bekannt, und niemand sonst hat noch Trumpf. Die Lektion holt jetzt deine drei Asse, solange alle noch bedienen müssen.</translation>
        </message>
        <message>
            <source>Your lead. Your {ST} will lose a trick: the other ace in spades is still out.</source>
            <comment>lesson.doppelkopf.solo.14</comment>
            <translation>Du spielst aus. Deine {ST} verliert einen Stich: Das andere Ass in Pik ist noch draußen.</translation>
        </message>
        <message>
            <source>Give that trick up now, as you did in hearts, while your queens still keep control.</source>
            <comment>lesson.doppelkopf.solo.15</comment>
            <translation>Gib diesen Stich jetzt ab, wie vorhin in Herz, solange deine Damen noch die Kontrolle haben.</translation>
        </message>
        <message>
            <source>{p1} leads the {CJ}, {p2} takes over with the {CT}, and {p3} throws the {DT}.</source>
            <comment>lesson.doppelkopf.solo.16</comment>
            <translation>{p1} spielt {CJ} aus, {p2} übernimmt mit {CT}, und {p3} wirft {DT} ab.</translation>
        </message>
        <message>
            <source>Your {CK} gives only 4 points. Keep the {CA}: the other club 10 is still out, and your ace can catch it later.</source>
            <comment>lesson.doppelkopf.solo.17</comment>
            <translation>Dein {CK} gibt nur 4 Augen. Behalte das {CA}: Die andere Zehn in Kreuz ist noch draußen, und dein Ass kann sie später fangen.</translation>
        </message>
        <message>
            <source>Your {CA} would take this trick, but the other club 10 is still out: kept, the ace catches it later.</source>
            <comment>lesson.doppelkopf.solo.18</comment>
            <translation>Dein {CA} würde diesen Stich machen, aber die andere Zehn in Kreuz ist noch draußen: Behalten fängt das Ass sie später.</translation>
        </message>
        <message>
            <source>{p2} leads the {SJ}, a plain spade, and {p3} follows with the {D9}. You have no spades.</source>
            <comment>lesson.doppelkopf.solo.19</comment>
            <translation>{p2} spielt {SJ} aus, ein gewöhnliches Pik, und {p3} spielt {D9}. Du hast kein Pik.</translation>
        </message>
        <message>
            <source>Your queen takes it: nobody else has a trump.</source>
            <comment>lesson.doppelkopf.solo.20</comment>
            <translation>Deine Dame macht den Stich: Niemand sonst hat Trumpf.</translation>
        </message>
        <message>
            <source>You took 152 card points, the others 88: they stayed under 90. Each of them pays you 2 game points, 1 for winning and 1 for keeping them under 90; as the soloist you score three times that, 6.</source>
            <comment>lesson.doppelkopf.solo.21</comment>
            <translation>Du hast 152 Augen, die anderen 88: Sie sind unter 90 geblieben. Jeder von ihnen zahlt dir 2 Punkte, 1 für den Sieg und 1, weil sie unter 90 geblieben sind; als Solist bekommst du das Dreifache, 6.</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.sheepshead.cards.7</comment>
            <translation>Ja</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.sheepshead.cards.8</comment>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Follow suit; trumps are one suit; without the suit led you may trump.</source>
            <comment>lesson.sheepshead.follow.summary</comment>
            <translation>Bedienen; Trümpfe sind eine Farbe; ohne die ausgespielte Farbe darfst du stechen.</translation>
        </message>
        <message>
            <source>61 wins; 91 is Schneider; 30 or fewer is reverse Schneider.</source>
            <comment>lesson.sheepshead.points.summary</comment>
            <translation>61 gewinnt; 91 ist Schneider; 30 oder weniger umgekehrter Schneider.</translation>
        </message>
        <message>
            <source>Won</source>
            <comment>lesson.sheepshead.points.4</comment>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Won, Schneider</source>
            <comment>lesson.sheepshead.points.5</comment>
            <translation>Schneider gewonnen</translation>
        </message>
        <message>
            <source>Reverse Schneider: 30 or fewer loses double.</source>
            <comment>lesson.sheepshead.points.7</comment>
            <translation>Umgekehrter Schneider: 30 oder weniger verliert doppelt.</translation>
        </message>
        <message>
            <source>Lost</source>
            <comment>lesson.sheepshead.points.8</comment>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Lost, reverse Schneider</source>
            <comment>lesson.sheepshead.points.9</comment>
            <translation>Verloren, umgekehrter Schneider</translation>
        </message>
        <message>
            <source>The blind brought {SK} and {S7}. Bury two cards that are no trump: buried points count for you. The lesson has buried the {S7}; bury the second card, with as many points as you can.</source>
            <comment>lesson.sheepshead.picking.10</comment>
            <translation>Im Blind waren {SK} und {S7}. Vergrab zwei Karten, die keine Trümpfe sind: vergrabene Augen zählen für dich. Die Lektion hat {S7} vergraben; vergrab die zweite Karte, mit so vielen Augen wie möglich.</translation>
        </message>
        <message>
            <source>Buried cards count for the picker's side. Your hand is now trumps and one club.</source>
            <comment>lesson.sheepshead.picking.11</comment>
            <translation>Vergrabene Karten zählen für die Partei des Aufnehmers. Dein Blatt: Trümpfe und ein Kreuz.</translation>
        </message>
        <message>
            <source>The player on your left</source>
            <comment>lesson.sheepshead.partners.8</comment>
            <translation>Dein linker Nachbar</translation>
        </message>
        <message>
            <source>Four trumps and the first seat: this hand is worth picking. Pick.</source>
            <comment>lesson.sheepshead.alone.10</comment>
            <translation>Vier Trümpfe und der erste Platz: Diese Hand lohnt das Aufnehmen. Nimm auf.</translation>
        </message>
        <message>
            <source>Alone: you play against all four, and each of them pays you (or you pay each of them).</source>
            <comment>lesson.sheepshead.alone.15</comment>
            <translation>Allein: Du spielst gegen alle vier, und jeder von ihnen zahlt dir (oder du zahlst jedem).</translation>
        </message>
        <message>
            <source>A called partner would share your win. With six trumps, go alone and be paid by all four.</source>
            <comment>lesson.sheepshead.alone.16</comment>
            <translation>Ein gerufener Partner würde deinen Gewinn teilen. Mit sechs Trümpfen spielst du allein und kassierst von allen vier.</translation>
        </message>
    </context>
    <context>
        <name>LessonView</name>
        <message>
            <source>%1 lessons…</source>
            <translation>%1-Lektionen…</translation>
        </message>
        <message>
            <source>&amp;Learn</source>
            <translation>&amp;Lernen</translation>
        </message>
        <message>
            <source>(for players of another game)</source>
            <translation>(für Spieler eines anderen Spiels)</translation>
        </message>
        <message numerus="yes">
            <source>Lesson complete: %1 of %n steps right at the first try.</source>
            <translation>
                <numerusform>Lektion geschafft: %1 von %n Schritt beim ersten Versuch richtig.</numerusform>
                <numerusform>Lektion geschafft: %1 von %n Schritten beim ersten Versuch richtig.</numerusform>
            </translation>
        </message>
        <message>
            <source>To play a card, double-click it or drag it to the middle of the table; or choose it with the arrow keys and press Enter.</source>
            <translation>Um eine Karte zu spielen, doppelklicke sie oder zieh sie in die Tischmitte; oder wähle sie mit den Pfeiltasten und drück die Eingabetaste.</translation>
        </message>
        <message>
            <source>Best: %1</source>
            <translation>Bestes Ergebnis: %1</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Tipp (H)</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Überlege…</translation>
        </message>
        <message>
            <source>Advice: %1</source>
            <translation>Rat: %1</translation>
        </message>
        <message>
            <source>Watch the cards being played…</source>
            <translation>Sieh zu, wie die Karten gespielt werden…</translation>
        </message>
        <message>
            <source>Next move</source>
            <translation>Nächster Zug</translation>
        </message>
        <message>
            <source>You take the trick.</source>
            <translation>Du bekommst den Stich.</translation>
        </message>
        <message>
            <source>%1 takes the trick.</source>
            <translation>%1 bekommt den Stich.</translation>
        </message>
        <message>
            <source>Press Next or Space to go on.</source>
            <translation>Mit „Weiter“ oder der Leertaste geht es weiter.</translation>
        </message>
        <message>
            <source>Looking at the cards as they lie…</source>
            <translation>Ich sehe mir an, wie die Karten liegen…</translation>
        </message>
        <message>
            <source>Weighing your hand…</source>
            <translation>Ich bewerte deine Hand…</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>Lernen</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n lessons completed</source>
            <translation>
                <numerusform>%1 von %n Lektion geschafft</numerusform>
                <numerusform>%1 von %n Lektionen geschafft</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n stars</source>
            <translation>
                <numerusform>%1 von %n Stern</numerusform>
                <numerusform>%1 von %n Sternen</numerusform>
            </translation>
        </message>
        <message>
            <source>Learn a game</source>
            <translation>Ein Spiel lernen</translation>
        </message>
        <message>
            <source>Lessons</source>
            <translation>Lektionen</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 of %n lessons completed.</source>
            <translation>
                <numerusform>%1: %2 von %n Lektion geschafft.</numerusform>
                <numerusform>%1: %2 von %n Lektionen geschafft.</numerusform>
            </translation>
        </message>
        <message>
            <source>Continue lessons</source>
            <translation>Lektionen fortsetzen</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <source>Right!</source>
            <translation>Richtig!</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Lektion starten</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Schritt %1 von %2</translation>
        </message>
        <message>
            <source>Try again.</source>
            <translation>Versuch es noch einmal.</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Willkommen</translation>
        </message>
        <message>
            <source>Welcome to Stammtisch! New to Skat, Schafkopf, Doppelkopf or Sheepshead? The lessons teach each game from zero on prepared deals.</source>
            <translation>Willkommen bei Stammtisch! Neu bei Skat, Schafkopf, Doppelkopf oder Sheepshead? Die Lektionen bringen dir jedes Spiel von Grund auf bei, an vorbereiteten Spielen.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a blunder</source>
            <translation>Patzer</translation>
        </message>
        <message>
            <source>a mistake</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>Solved: this puzzle has been right at every interval and will not come back.</source>
            <translation>Gelöst: Diese Aufgabe war in jedem Abstand richtig und kommt nicht wieder.</translation>
        </message>
        <message>
            <source>It comes back tomorrow.</source>
            <translation>Sie kommt morgen wieder.</translation>
        </message>
        <message numerus="yes">
            <source>It comes back in %n days, on %1.</source>
            <translation>
                <numerusform>Sie kommt in %n Tag wieder, am %1.</numerusform>
                <numerusform>Sie kommt in %n Tagen wieder, am %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Practice from your games</source>
            <translation>Üben mit deinen Spielen</translation>
        </message>
        <message>
            <source>Practice from this deal</source>
            <translation>Üben mit diesem Spiel</translation>
        </message>
        <message>
            <source>Due today: %1 · right: %2 of %3</source>
            <translation>Heute fällig: %1 · richtig: %2 von %3</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>Nächste Aufgabe</translation>
        </message>
        <message numerus="yes">
            <source>Preparing %n puzzles from your games…</source>
            <translation>
                <numerusform>%n Aufgabe aus deinen Spielen wird vorbereitet…</numerusform>
                <numerusform>%n Aufgaben aus deinen Spielen werden vorbereitet…</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to practise today: the next puzzle comes back on %1.</source>
            <translation>Heute gibt es nichts zu üben: Die nächste Aufgabe kommt am %1 wieder.</translation>
        </message>
        <message>
            <source>Every puzzle is solved. New ones come from your next games.</source>
            <translation>Alle Aufgaben sind gelöst. Neue kommen aus deinen nächsten Spielen.</translation>
        </message>
        <message>
            <source>No puzzles yet: when the coach grades one of your moves a mistake or a blunder, that position comes back here to practise.</source>
            <translation>Noch keine Aufgaben: Wenn der Trainer einen deiner Züge als Fehler oder Patzer bewertet, kommt die Stellung hier zum Üben wieder.</translation>
        </message>
        <message numerus="yes">
            <source>Preparing %n puzzles from this deal…</source>
            <translation>
                <numerusform>%n Aufgabe aus diesem Spiel wird vorbereitet…</numerusform>
                <numerusform>%n Aufgaben aus diesem Spiel werden vorbereitet…</numerusform>
            </translation>
        </message>
        <message>
            <source>You have answered every puzzle from this deal.</source>
            <translation>Du hast alle Aufgaben aus diesem Spiel beantwortet.</translation>
        </message>
        <message>
            <source>No puzzles from this deal: the coach graded none of your decisions in it a mistake or a blunder.</source>
            <translation>Keine Aufgaben aus diesem Spiel: Der Trainer hat keine deiner Entscheidungen darin als Fehler oder Patzer bewertet.</translation>
        </message>
        <message>
            <source>Find a better card.</source>
            <translation>Finde eine bessere Karte.</translation>
        </message>
        <message>
            <source>Find a better decision.</source>
            <translation>Finde eine bessere Entscheidung.</translation>
        </message>
        <message>
            <source>Your choice in this deal: %1. The coach graded it %2.</source>
            <translation>Deine Wahl in diesem Spiel: %1. Der Trainer bewertete sie als %2.</translation>
        </message>
        <message>
            <source>Right!</source>
            <translation>Richtig!</translation>
        </message>
        <message>
            <source>Not this one. The coach's choice: %1.</source>
            <translation>Das ist es nicht. Die Wahl des Trainers: %1.</translation>
        </message>
        <message>
            <source>Practice from your games (%1 due)…</source>
            <translation>Üben mit deinen Spielen (%1 fällig)…</translation>
        </message>
        <message>
            <source>Practice needs the history of your games, which this window does not keep.</source>
            <translation>Zum Üben braucht es den Verlauf deiner Spiele, und dieses Fenster führt keinen.</translation>
        </message>
    </context>
    <context>
        <name>List</name>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
    </context>
    <context>
        <name>FilterBar</name>
        <message>
            <source>All time</source>
            <translation>Gesamte Zeit</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Letzte 7 Tage</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Letzte 30 Tage</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Letzte 12 Monate</translation>
        </message>
        <message>
            <source>Any opponents</source>
            <translation>Alle Gegner</translation>
        </message>
        <message>
            <source>Opponents: %1</source>
            <translation>Gegner: %1</translation>
        </message>
        <message>
            <source>Any table</source>
            <translation>Alle Tische</translation>
        </message>
        <message numerus="yes">
            <source>%n players</source>
            <translation>
                <numerusform>%n Spieler</numerusform>
                <numerusform>%n Spieler</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spielart</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>Zeitraum</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Table size</source>
            <translation>Tischgröße</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
    </context>
    <context>
        <name>HistoryModel</name>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Spielart</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Your role</source>
            <translation>Deine Rolle</translation>
        </message>
        <message>
            <source>Your result</source>
            <translation>Dein Ergebnis</translation>
        </message>
        <message>
            <source>Your score</source>
            <translation>Deine Punkte</translation>
        </message>
        <message>
            <source>Your decisions</source>
            <translation>Deine Entscheidungen</translation>
        </message>
        <message>
            <source>not graded yet</source>
            <translation>noch nicht bewertet</translation>
        </message>
        <message>
            <source>no mistakes</source>
            <translation>keine Fehler</translation>
        </message>
    </context>
    <context>
        <name>HistoryView</name>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>Ö&amp;ffnen</translation>
        </message>
        <message>
            <source>The deal replayed trick by trick (Return)</source>
            <translation>Das Spiel Stich für Stich nachgespielt (Eingabetaste)</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>&amp;Rückblick</translation>
        </message>
        <message>
            <source>Your decisions in this deal, graded</source>
            <translation>Deine Entscheidungen in diesem Spiel, bewertet</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>Ü&amp;ben</translation>
        </message>
        <message>
            <source>The puzzles made from your mistakes in this deal</source>
            <translation>Die Aufgaben aus deinen Fehlern in diesem Spiel</translation>
        </message>
        <message>
            <source>Score &amp;list</source>
            <translation>Spiel&amp;liste</translation>
        </message>
        <message>
            <source>The score list of this deal's Skat session</source>
            <translation>Die Spielliste der Skat-Serie dieses Spiels</translation>
        </message>
        <message>
            <source>&amp;Sort by:</source>
            <translation>&amp;Sortieren nach:</translation>
        </message>
        <message>
            <source>Re&amp;verse</source>
            <translation>&amp;Umgekehrt</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>One deal a row. Return opens it; Home and End go to the first and the last.</source>
            <translation>Ein Spiel je Zeile. Die Eingabetaste öffnet es; Pos1 und Ende springen zum ersten und zum letzten.</translation>
        </message>
        <message>
            <source>Deals: %1</source>
            <translation>Spiele: %1</translation>
        </message>
        <message>
            <source>This deal cannot be shown: %1</source>
            <translation>Dieses Spiel kann nicht gezeigt werden: %1</translation>
        </message>
        <message>
            <source>its moves no longer replay</source>
            <translation>seine Züge lassen sich nicht mehr nachspielen</translation>
        </message>
    </context>
    <context>
        <name>ScoreListDialog</name>
        <message>
            <source>Score list of the session of %1</source>
            <translation>Spielliste der Serie vom %1</translation>
        </message>
    </context>
    <context>
        <name>KeyboardDialog</name>
        <message>
            <source>Keyboard</source>
            <translation>Tastatur</translation>
        </message>
    </context>
    <context>
        <name>KeyboardHelp</name>
        <message>
            <source>Move over the cards you may play now (over the whole hand when you have none to play)</source>
            <translation>Über die Karten gehen, die du jetzt spielen darfst (über das ganze Blatt, wenn du keine zu spielen hast)</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Links / Rechts</translation>
        </message>
        <message>
            <source>The first or the last of those cards</source>
            <translation>Die erste oder letzte dieser Karten</translation>
        </message>
        <message>
            <source>Home / End</source>
            <translation>Pos1 / Ende</translation>
        </message>
        <message>
            <source>Play the card under the cursor; while laying away, choose it or put it back</source>
            <translation>Die Karte unter dem Cursor spielen; beim Weglegen: sie wählen oder zurücklegen</translation>
        </message>
        <message>
            <source>Return or Space</source>
            <translation>Eingabe oder Leertaste</translation>
        </message>
        <message>
            <source>Go on from a finished trick</source>
            <translation>Nach einem fertigen Stich weiterspielen</translation>
        </message>
        <message>
            <source>Return, Space or Escape</source>
            <translation>Eingabe, Leertaste oder Esc</translation>
        </message>
        <message>
            <source>From your hand to the trick and back (Left / Right read its cards)</source>
            <translation>Vom Blatt zum Stich und zurück (Links / Rechts lesen seine Karten)</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Hoch / Runter</translation>
        </message>
        <message>
            <source>Go to the hand, the trick or the decisions</source>
            <translation>Zum Blatt, zum Stich oder zu den Entscheidungen</translation>
        </message>
        <message>
            <source>F6 (back: Shift+F6)</source>
            <translation>F6 (zurück: Umschalt+F6)</translation>
        </message>
        <message>
            <source>From the table to the decisions and the panels</source>
            <translation>Vom Tisch zu den Entscheidungen und den Leisten</translation>
        </message>
        <message>
            <source>Tab (back: Shift+Tab)</source>
            <translation>Tab (zurück: Umschalt+Tab)</translation>
        </message>
        <message>
            <source>Play a card with the mouse</source>
            <translation>Eine Karte mit der Maus spielen</translation>
        </message>
        <message>
            <source>Double-click it, or drag it to the table</source>
            <translation>Doppelklicken oder auf den Tisch ziehen</translation>
        </message>
        <message>
            <source>Press a decision button</source>
            <translation>Einen Entscheidungsknopf drücken</translation>
        </message>
        <message>
            <source>Alt + the letter underlined on it (Japanese: the letter in brackets)</source>
            <translation>Alt + der auf ihm unterstrichene Buchstabe (Japanisch: der Buchstabe in Klammern)</translation>
        </message>
        <message>
            <source>Press the focused button, tick the focused box</source>
            <translation>Den fokussierten Knopf drücken, das fokussierte Kästchen ankreuzen</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Leertaste</translation>
        </message>
        <message>
            <source>Choose in the focused list (a game, a bid, a card to call)</source>
            <translation>In der fokussierten Liste wählen (ein Spiel, ein Reizwert, eine Karte zum Rufen)</translation>
        </message>
        <message>
            <source>Confirm the cards chosen to lay away or pass on</source>
            <translation>Die gewählten Karten zum Weglegen oder Weitergeben bestätigen</translation>
        </message>
        <message>
            <source>Space on the confirm button, or its letter</source>
            <translation>Leertaste auf dem Bestätigungsknopf oder sein Buchstabe</translation>
        </message>
        <message>
            <source>Previous or next trick</source>
            <translation>Vorheriger oder nächster Stich</translation>
        </message>
        <message>
            <source>Page Up / Page Down</source>
            <translation>Bild auf / Bild ab</translation>
        </message>
        <message>
            <source>Go through your graded decisions</source>
            <translation>Durch deine bewerteten Entscheidungen gehen</translation>
        </message>
        <message>
            <source>Up / Down in the list</source>
            <translation>Hoch / Runter in der Liste</translation>
        </message>
        <message>
            <source>Close the review</source>
            <translation>Den Rückblick schließen</translation>
        </message>
        <message>
            <source>Escape</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>The result of a deal: the next deal</source>
            <translation>Das Ergebnis eines Spiels: das nächste Spiel</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Eingabetaste</translation>
        </message>
        <message>
            <source>The result of a deal: its review</source>
            <translation>Das Ergebnis eines Spiels: sein Rückblick</translation>
        </message>
        <message>
            <source>Alt + the letter underlined on Review</source>
            <translation>Alt + der auf „Rückblick“ unterstrichene Buchstabe</translation>
        </message>
        <message>
            <source>History: the first or the last deal</source>
            <translation>Verlauf: das erste oder das letzte Spiel</translation>
        </message>
        <message>
            <source>History: open the chosen deal</source>
            <translation>Verlauf: das gewählte Spiel öffnen</translation>
        </message>
        <message>
            <source>A deal from the history: the previous or the next trick</source>
            <translation>Ein Spiel aus dem Verlauf: der vorige oder der nächste Stich</translation>
        </message>
        <message>
            <source>Statistics: a chart's previous or next point</source>
            <translation>Statistik: der vorige oder nächste Punkt eines Diagramms</translation>
        </message>
        <message>
            <source>Statistics: ten points on</source>
            <translation>Statistik: zehn Punkte weiter</translation>
        </message>
        <message>
            <source>Statistics: a chart's first or last point</source>
            <translation>Statistik: der erste oder letzte Punkt eines Diagramms</translation>
        </message>
        <message>
            <source>Statistics: open the chosen point's deal</source>
            <translation>Statistik: das Spiel des gewählten Punkts öffnen</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>Am Tisch</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>Entscheidungen</translation>
        </message>
        <message>
            <source>History and statistics</source>
            <translation>Verlauf und Statistik</translation>
        </message>
        <message>
            <source>Offered now:</source>
            <translation>Jetzt angeboten:</translation>
        </message>
        <message>
            <source>The review and the result</source>
            <translation>Der Rückblick und das Ergebnis</translation>
        </message>
        <message>
            <source>Menus and windows</source>
            <translation>Menüs und Fenster</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetView</name>
        <message>
            <source>Score sheet</source>
            <translation>Spielliste</translation>
        </message>
    </context>
    <context>
        <name>TableAccess</name>
        <message>
            <source>Ace</source>
            <comment>Card rank</comment>
            <translation>Ass</translation>
        </message>
        <message>
            <source>King</source>
            <comment>Card rank</comment>
            <translation>König</translation>
        </message>
        <message>
            <source>Queen</source>
            <comment>Card rank</comment>
            <translation>Dame</translation>
        </message>
        <message>
            <source>Jack</source>
            <comment>Card rank</comment>
            <translation>Bube</translation>
        </message>
        <message>
            <source>10</source>
            <comment>Card rank</comment>
            <translation>10</translation>
        </message>
        <message>
            <source>9</source>
            <comment>Card rank</comment>
            <translation>9</translation>
        </message>
        <message>
            <source>8</source>
            <comment>Card rank</comment>
            <translation>8</translation>
        </message>
        <message>
            <source>7</source>
            <comment>Card rank</comment>
            <translation>7</translation>
        </message>
        <message>
            <source>. </source>
            <comment>Between two sentences said</comment>
            <translation>. </translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>eine verdeckte Karte</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1, chosen</source>
            <translation>%1, gewählt</translation>
        </message>
        <message>
            <source>%1, may be chosen</source>
            <translation>%1, wählbar</translation>
        </message>
        <message>
            <source>%1, playable</source>
            <translation>%1, spielbar</translation>
        </message>
        <message>
            <source>%1, not playable now</source>
            <translation>%1, jetzt nicht spielbar</translation>
        </message>
        <message>
            <source>%1, advised by the coach</source>
            <translation>%1, vom Trainer empfohlen</translation>
        </message>
        <message numerus="yes">
            <source>Your hand, %n cards</source>
            <translation>
                <numerusform>Dein Blatt, %n Karte</numerusform>
                <numerusform>Dein Blatt, %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>New deal, dealt by %1</source>
            <translation>Neues Spiel, %1 gibt</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Stich</translation>
        </message>
        <message>
            <source>Trick taken by %1</source>
            <translation>Stich an %1</translation>
        </message>
        <message>
            <source>Trick, %1 leads</source>
            <translation>Stich, %1 spielt aus</translation>
        </message>
        <message>
            <source>Trick, no card played yet</source>
            <translation>Stich, noch keine Karte gespielt</translation>
        </message>
        <message>
            <source>Game: %1</source>
            <translation>Spiel: %1</translation>
        </message>
        <message>
            <source>No game named yet</source>
            <translation>Noch kein Spiel angesagt</translation>
        </message>
        <message>
            <source>said: %1</source>
            <translation>gesagt: %1</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>ist dran</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Du bist dran</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>%1 ist dran</translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation>Du bekommst den Stich</translation>
        </message>
        <message>
            <source>%1 takes the trick</source>
            <translation>%1 bekommt den Stich</translation>
        </message>
        <message>
            <source>You play %1</source>
            <translation>Du spielst %1</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 spielt %2</translation>
        </message>
    </context>
    <context>
        <name>SkatControls</name>
        <message>
            <source>%1 bids %2. Hold (say yes: you play for at least %2) or pass?</source>
            <translation>%1 reizt %2. Halten (ja sagen: du spielst dann mindestens %2) oder passen?</translation>
        </message>
        <message>
            <source>%1 holds %2. Bid higher, or pass.</source>
            <translation>%1 hält %2. Höher reizen oder passen.</translation>
        </message>
        <message>
            <source>%1 bid %2. Bid higher, or pass.</source>
            <translation>%1 hat %2 gereizt. Höher reizen oder passen.</translation>
        </message>
        <message>
            <source>You bid to %1: bid a value (18 is the lowest) or pass.</source>
            <translation>Du reizt %1: nenne einen Reizwert (18 ist der kleinste) oder passe.</translation>
        </message>
        <message>
            <source>Both others passed: bid 18 to play, or pass (the cards are thrown in).</source>
            <translation>Beide anderen haben gepasst: reize 18, um zu spielen, oder passe (dann wird eingeworfen).</translation>
        </message>
    </context>
    <context>
        <name>Instance</name>
        <message>
            <source>Stammtisch is already running with the data file %1; its window was brought to the front.</source>
            <translation>Stammtisch läuft schon mit der Datendatei %1; sein Fenster wurde nach vorn geholt.</translation>
        </message>
        <message>
            <source>Stammtisch is already running with the data file %1, but its window does not answer. Switch to it, or end it before you start Stammtisch again.</source>
            <translation>Stammtisch läuft schon mit der Datendatei %1, aber sein Fenster antwortet nicht. Wechsle zu ihm oder beende es, bevor du Stammtisch erneut startest.</translation>
        </message>
    </context>
    <context>
        <name>TextLines</name>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
    </context>
</TS>
