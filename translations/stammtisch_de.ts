<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>DealViewDialog</name>
        <message>
            <source>A deal from the history</source>
            <translation>Ein Spiel aus dem Verlauf</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Schließen</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <source>Bid</source>
            <translation>Reizen</translation>
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
            <source>Both ♣Q: the first other player to win a trick becomes your partner.</source>
            <translation>Beide Kreuz-Damen: Wer als Erster einen Stich bekommt, wird dein Partner.</translation>
        </message>
        <message>
            <source>Take the poverty</source>
            <translation>Armut mitnehmen</translation>
        </message>
        <message>
            <source>Take the cards and play together.</source>
            <translation>Nimm die Karten und spielt zusammen.</translation>
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
        <message>
            <source>Poverty: lay %1 cards face down for the partner who takes them, every trump among them (click them to choose, then confirm). Still to lay down: %2.</source>
            <translation>Armut: Leg %1 Karten verdeckt für den Partner hin, der sie mitnimmt, alle deine Trümpfe darunter (klick sie zum Auswählen an, dann bestätige). Noch hinzulegen: %2.</translation>
        </message>
        <message>
            <source>You took %1's poverty: give %2 cards back to %1 (click them to choose, then confirm). Still to give: %3.</source>
            <translation>Du hast die Armut von %1 mitgenommen: Gib %1 %2 Karten zurück (klick sie zum Auswählen an, dann bestätige). Noch zurückzugeben: %3.</translation>
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
        <name>Engine</name>
        <message>
            <source>A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).</source>
            <translation>Ein Gegenspieler darf vor seiner ersten Karte Kontra geben, der Alleinspieler mit Re antworten (nicht bei Null).</translation>
        </message>
        <message>
            <source>A ♣J the other side wins in the last trick scores a point for that side.</source>
            <translation>Ein ♣B (Karlchen), das die andere Partei im letzten Stich fängt, bringt dieser einen Punkt.</translation>
        </message>
        <message>
            <source>Added again when a side takes no trick (Schwarz).</source>
            <translation>Kommt noch einmal dazu, wenn eine Partei keinen Stich macht (Schwarz).</translation>
        </message>
        <message>
            <source>Added to the price for each runner.</source>
            <translation>Kommt für jeden Laufenden zum Preis dazu.</translation>
        </message>
        <message>
            <source>Added to the price when a side is Schneider.</source>
            <translation>Kommt zum Preis dazu, wenn eine Partei Schneider ist.</translation>
        </message>
        <message>
            <source>An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.</source>
            <translation>Ein Gegner darf vor der ersten Karte Kontra geben (stoßen); die Spielerpartei darf mit Re antworten.</translation>
        </message>
        <message>
            <source>C</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>CH</source>
            <translation>Kreuz Hand</translation>
        </message>
        <message>
            <source>CHS</source>
            <translation>Kreuz Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>CHZ</source>
            <translation>Kreuz Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>CO</source>
            <translation>Kreuz ouvert</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>Clubs Hand</source>
            <translation>Kreuz Hand</translation>
        </message>
        <message>
            <source>Clubs Hand Schneider announced</source>
            <translation>Kreuz Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>Clubs Hand Schwarz announced</source>
            <translation>Kreuz Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>Clubs Ouvert</source>
            <translation>Kreuz ouvert</translation>
        </message>
        <message>
            <source>D</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>DH</source>
            <translation>Karo Hand</translation>
        </message>
        <message>
            <source>DHS</source>
            <translation>Karo Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>DHZ</source>
            <translation>Karo Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>DO</source>
            <translation>Karo ouvert</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>Diamonds Hand</source>
            <translation>Karo Hand</translation>
        </message>
        <message>
            <source>Diamonds Hand Schneider announced</source>
            <translation>Karo Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>Diamonds Hand Schwarz announced</source>
            <translation>Karo Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>Diamonds Ouvert</source>
            <translation>Karo ouvert</translation>
        </message>
        <message>
            <source>Doppelkopf</source>
            <translation>Doppelkopf</translation>
        </message>
        <message>
            <source>Each player may knock once after the deal, before the auction; each knock doubles the price.</source>
            <translation>Jeder darf nach dem Geben und vor dem Reizen einmal klopfen; jedes Klopfen verdoppelt den Preis.</translation>
        </message>
        <message>
            <source>Farbgeier Eichel</source>
            <translation>Farbgeier Eichel</translation>
        </message>
        <message>
            <source>Farbgeier Eichel Tout</source>
            <translation>Farbgeier Eichel Tout</translation>
        </message>
        <message>
            <source>Farbgeier Gras</source>
            <translation>Farbgeier Gras</translation>
        </message>
        <message>
            <source>Farbgeier Gras Tout</source>
            <translation>Farbgeier Gras Tout</translation>
        </message>
        <message>
            <source>Farbgeier Herz</source>
            <translation>Farbgeier Herz</translation>
        </message>
        <message>
            <source>Farbgeier Herz Tout</source>
            <translation>Farbgeier Herz Tout</translation>
        </message>
        <message>
            <source>Farbgeier Schellen</source>
            <translation>Farbgeier Schellen</translation>
        </message>
        <message>
            <source>Farbgeier Schellen Tout</source>
            <translation>Farbgeier Schellen Tout</translation>
        </message>
        <message>
            <source>Farbwenz Eichel</source>
            <translation>Farbwenz Eichel</translation>
        </message>
        <message>
            <source>Farbwenz Eichel Tout</source>
            <translation>Farbwenz Eichel Tout</translation>
        </message>
        <message>
            <source>Farbwenz Gras</source>
            <translation>Farbwenz Gras</translation>
        </message>
        <message>
            <source>Farbwenz Gras Tout</source>
            <translation>Farbwenz Gras Tout</translation>
        </message>
        <message>
            <source>Farbwenz Herz</source>
            <translation>Farbwenz Herz</translation>
        </message>
        <message>
            <source>Farbwenz Herz Tout</source>
            <translation>Farbwenz Herz Tout</translation>
        </message>
        <message>
            <source>Farbwenz Schellen</source>
            <translation>Farbwenz Schellen</translation>
        </message>
        <message>
            <source>Farbwenz Schellen Tout</source>
            <translation>Farbwenz Schellen Tout</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Geier.</source>
            <translation>Ab wie vielen Laufenden sie im Geier zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Wenz.</source>
            <translation>Ab wie vielen Laufenden sie im Wenz zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Geier.</source>
            <translation>Ab wie vielen Laufenden sie im Farbgeier zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Wenz.</source>
            <translation>Ab wie vielen Laufenden sie im Farbwenz zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit solo.</source>
            <translation>Ab wie vielen Laufenden sie im Farbsolo zählen.</translation>
        </message>
        <message>
            <source>Fewest runners that count in the partner game.</source>
            <translation>Ab wie vielen Laufenden sie im Sauspiel zählen.</translation>
        </message>
        <message>
            <source>Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.</source>
            <translation>Zu fünft: Der Aufnehmer ruft ein Fehlass als Partner, oder wer den Karo-Buben hat, ist Partner.</translation>
        </message>
        <message>
            <source>G</source>
            <translation>Grand</translation>
        </message>
        <message>
            <source>GH</source>
            <translation>Grand Hand</translation>
        </message>
        <message>
            <source>GHS</source>
            <translation>Grand Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>GHZ</source>
            <translation>Grand Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>GO</source>
            <translation>Grand ouvert</translation>
        </message>
        <message>
            <source>Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).</source>
            <translation>Länge der Serie in Runden; in jeder Runde gibt jeder einmal (3 Runden = 9 Spiele zu dritt).</translation>
        </message>
        <message>
            <source>Geier</source>
            <translation>Geier</translation>
        </message>
        <message>
            <source>Geier Tout</source>
            <translation>Geier Tout</translation>
        </message>
        <message>
            <source>Grand</source>
            <translation>Grand</translation>
        </message>
        <message>
            <source>Grand Hand</source>
            <translation>Grand Hand</translation>
        </message>
        <message>
            <source>Grand Hand Schneider announced</source>
            <translation>Grand Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>Grand Hand Schwarz announced</source>
            <translation>Grand Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>Grand Ouvert</source>
            <translation>Grand ouvert</translation>
        </message>
        <message>
            <source>H</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>HH</source>
            <translation>Herz Hand</translation>
        </message>
        <message>
            <source>HHS</source>
            <translation>Herz Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>HHZ</source>
            <translation>Herz Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>HO</source>
            <translation>Herz ouvert</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>Hearts Hand</source>
            <translation>Herz Hand</translation>
        </message>
        <message>
            <source>Hearts Hand Schneider announced</source>
            <translation>Herz Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>Hearts Hand Schwarz announced</source>
            <translation>Herz Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>Hearts Ouvert</source>
            <translation>Herz ouvert</translation>
        </message>
        <message>
            <source>In Ramsch, what the loser pays each other player (doubled for each player without a trick).</source>
            <translation>Was der Verlierer im Ramsch jedem anderen zahlt (verdoppelt für jeden ohne Stich).</translation>
        </message>
        <message>
            <source>In a Leaster the winner of the last trick also takes the blind.</source>
            <translation>Im Leaster bekommt der Gewinner des letzten Stichs auch den Blind.</translation>
        </message>
        <message>
            <source>In suit Wenz and suit Geier the run of runners carries on into the trump suit.</source>
            <translation>Im Farbwenz und Farbgeier laufen die Laufenden in der Trumpffarbe weiter.</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>Kontra card points</source>
            <translation>Augen der Kontra-Partei</translation>
        </message>
        <message>
            <source>Kontra: Doppelkopf</source>
            <translation>Kontra: Doppelkopf</translation>
        </message>
        <message>
            <source>Kontra: Kontra announced</source>
            <translation>Kontra: Kontra angesagt</translation>
        </message>
        <message>
            <source>Kontra: Re announced</source>
            <translation>Kontra: Re angesagt</translation>
        </message>
        <message>
            <source>Kontra: Re schwarz</source>
            <translation>Kontra: Re schwarz</translation>
        </message>
        <message>
            <source>Kontra: defenders' win</source>
            <translation>Kontra: gegen die Alten</translation>
        </message>
        <message>
            <source>Kontra: fox caught</source>
            <translation>Kontra: Fuchs gefangen</translation>
        </message>
        <message>
            <source>Kontra: fox caught in the last trick</source>
            <translation>Kontra: Fuchs im letzten Stich gefangen</translation>
        </message>
        <message>
            <source>Kontra: schwarz announced by Kontra</source>
            <translation>Kontra: „schwarz“ von Kontra angesagt</translation>
        </message>
        <message>
            <source>Kontra: schwarz announced by Re</source>
            <translation>Kontra: „schwarz“ von Re angesagt</translation>
        </message>
        <message>
            <source>Kontra: won</source>
            <translation>Kontra: gewonnen</translation>
        </message>
        <message>
            <source>N</source>
            <translation>Null</translation>
        </message>
        <message>
            <source>NH</source>
            <translation>Null Hand</translation>
        </message>
        <message>
            <source>NO</source>
            <translation>Null ouvert</translation>
        </message>
        <message>
            <source>NOH</source>
            <translation>Null ouvert Hand</translation>
        </message>
        <message>
            <source>Null</source>
            <translation>Null</translation>
        </message>
        <message>
            <source>Null Hand</source>
            <translation>Null Hand</translation>
        </message>
        <message>
            <source>Null Ouvert</source>
            <translation>Null ouvert</translation>
        </message>
        <message>
            <source>Null Ouvert Hand</source>
            <translation>Null ouvert Hand</translation>
        </message>
        <message>
            <source>Play with 24 cards (no sevens and eights), six each.</source>
            <translation>Mit 24 Karten (ohne Siebener und Achter) spielen, sechs für jeden.</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>Ramsch tariff</source>
            <translation>Ramschtarif</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>Re</translation>
        </message>
        <message>
            <source>Re card points</source>
            <translation>Augen der Re-Partei</translation>
        </message>
        <message>
            <source>Re: Charlie</source>
            <translation>Re: Karlchen</translation>
        </message>
        <message>
            <source>Re: Doppelkopf</source>
            <translation>Re: Doppelkopf</translation>
        </message>
        <message>
            <source>Re: Kontra announced</source>
            <translation>Re: Kontra angesagt</translation>
        </message>
        <message>
            <source>Re: Re announced</source>
            <translation>Re: Re angesagt</translation>
        </message>
        <message>
            <source>Re: fox caught</source>
            <translation>Re: Fuchs gefangen</translation>
        </message>
        <message>
            <source>Re: schwarz announced by Kontra</source>
            <translation>Re: „schwarz“ von Kontra angesagt</translation>
        </message>
        <message>
            <source>Re: won</source>
            <translation>Re: gewonnen</translation>
        </message>
        <message>
            <source>Runners (Laufende) raise the price.</source>
            <translation>Laufende erhöhen den Preis.</translation>
        </message>
        <message>
            <source>S</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>SH</source>
            <translation>Pik Hand</translation>
        </message>
        <message>
            <source>SHS</source>
            <translation>Pik Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>SHZ</source>
            <translation>Pik Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>SO</source>
            <translation>Pik ouvert</translation>
        </message>
        <message>
            <source>Sauspiel Eichel</source>
            <translation>Sauspiel auf die Eichel-Sau</translation>
        </message>
        <message>
            <source>Sauspiel Gras</source>
            <translation>Sauspiel auf die Gras-Sau</translation>
        </message>
        <message>
            <source>Sauspiel Schellen</source>
            <translation>Sauspiel auf die Schellen-Sau</translation>
        </message>
        <message>
            <source>Sauspiel allein</source>
            <translation>Sauspiel allein</translation>
        </message>
        <message>
            <source>Schafkopf</source>
            <translation>Schafkopf</translation>
        </message>
        <message>
            <source>Schieberamsch: jacks may be passed on with the skat.</source>
            <translation>Schieberamsch: Buben dürfen mit dem Skat weitergeschoben werden.</translation>
        </message>
        <message>
            <source>Schneider</source>
            <translation>Schneider</translation>
        </message>
        <message>
            <source>Schneider announced</source>
            <translation>Schneider angesagt</translation>
        </message>
        <message>
            <source>Schwarz</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Schwarz announced</source>
            <translation>Schwarz angesagt</translation>
        </message>
        <message>
            <source>Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).</source>
            <translation>Wertung: Standard (nur der Alleinspieler schreibt), Seeger-Fabian (Turnier: +50 für ein gewonnenes Spiel, −50 für ein verlorenes und 40 für jeden Gegenspieler) oder angepasst (ein gewonnenes Spiel belastet die Gegenspieler).</translation>
        </message>
        <message>
            <source>Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".</source>
            <translation>Wollen mehrere ein Solo spielen, bieten sie mit „keine 90“, „keine 60“, „keine 30“, „schwarz“.</translation>
        </message>
        <message>
            <source>Sheepshead</source>
            <translation>Sheepshead</translation>
        </message>
        <message>
            <source>Sie</source>
            <translation>Sie</translation>
        </message>
        <message>
            <source>Skat</source>
            <translation>Skat</translation>
        </message>
        <message>
            <source>Solo Eichel</source>
            <translation>Eichel-Solo</translation>
        </message>
        <message>
            <source>Solo Eichel Tout</source>
            <translation>Eichel-Solo Tout</translation>
        </message>
        <message>
            <source>Solo Gras</source>
            <translation>Gras-Solo</translation>
        </message>
        <message>
            <source>Solo Gras Tout</source>
            <translation>Gras-Solo Tout</translation>
        </message>
        <message>
            <source>Solo Herz</source>
            <translation>Herz-Solo</translation>
        </message>
        <message>
            <source>Solo Herz Tout</source>
            <translation>Herz-Solo Tout</translation>
        </message>
        <message>
            <source>Solo Schellen</source>
            <translation>Schellen-Solo</translation>
        </message>
        <message>
            <source>Solo Schellen Tout</source>
            <translation>Schellen-Solo Tout</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>Spades Hand</source>
            <translation>Pik Hand</translation>
        </message>
        <message>
            <source>Spades Hand Schneider announced</source>
            <translation>Pik Hand, Schneider angesagt</translation>
        </message>
        <message>
            <source>Spades Hand Schwarz announced</source>
            <translation>Pik Hand, Schwarz angesagt</translation>
        </message>
        <message>
            <source>Spades Ouvert</source>
            <translation>Pik ouvert</translation>
        </message>
        <message>
            <source>Suit Geier (Farbgeier: Obers and one suit trump) may be played.</source>
            <translation>Farbgeier (Ober und eine Farbe sind Trumpf) darf gespielt werden.</translation>
        </message>
        <message>
            <source>Suit Wenz (Farbwenz: Unters and one suit trump) may be played.</source>
            <translation>Farbwenz (Unter und eine Farbe sind Trumpf) darf gespielt werden.</translation>
        </message>
        <message>
            <source>The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.</source>
            <translation>Die Variante mit 40 Karten ohne Neunen: zehn Karten für jeden, Recht auf neu geben, Damen-Buben-Solo, Solo-Rangfolge, Ansagen bis zur fünften Karte, Fuchs im letzten Stich 2, gegen die Alten 1.</translation>
        </message>
        <message>
            <source>Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.</source>
            <translation>Turnierliste: 24 Spiele (25 zu fünft); jeder schuldet ein Pflichtsolo, das anderen Soli vorgeht, vom Solisten ausgespielt und vom selben Geber neu gegeben wird.</translation>
        </message>
        <message>
            <source>Tout doubles</source>
            <translation>Tout verdoppelt</translation>
        </message>
        <message>
            <source>Wenz</source>
            <translation>Wenz</translation>
        </message>
        <message>
            <source>Wenz Tout</source>
            <translation>Wenz Tout</translation>
        </message>
        <message>
            <source>What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.</source>
            <translation>Was jeder Gegner dem Spieler eines Solos, Wenz oder Geiers zahlt oder von ihm bekommt.</translation>
        </message>
        <message>
            <source>What each player of the partner game (Sauspiel) receives from or pays to one opponent.</source>
            <translation>Was jeder Spieler des Sauspiels von einem Gegner bekommt oder an ihn zahlt.</translation>
        </message>
        <message>
            <source>When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).</source>
            <translation>Wenn alle passen: keins (neu geben), Ramsch oder Schieberamsch (der Skat wird zuerst herumgeschoben).</translation>
        </message>
        <message>
            <source>When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.</source>
            <translation>Wenn alle passen: derselbe Geber gibt neu, es wird Ramsch gespielt, oder die Karten werden zusammengeworfen und bezahlt.</translation>
        </message>
        <message>
            <source>When both ♥10 fall in one trick, the second beats the first.</source>
            <translation>Fallen beide ♥10 in einen Stich, sticht die zweite die erste.</translation>
        </message>
        <message>
            <source>When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.</source>
            <translation>Wenn keiner aufnimmt: Leaster spielen (die wenigsten Augen gewinnen) oder zusammenwerfen, damit das nächste Spiel doppelt zählt.</translation>
        </message>
        <message>
            <source>When the cards are thrown in and paid for: what the first player and the dealer each pay.</source>
            <translation>Beim Zusammenwerfen: was Vorhand und Geber jeweils zahlen.</translation>
        </message>
        <message>
            <source>With the second ♥10 rule: in the last trick the first ♥10 still wins.</source>
            <translation>Mit der Regel der zweiten ♥10: im letzten Stich gewinnt trotzdem die erste ♥10.</translation>
        </message>
        <message>
            <source>accept</source>
            <translation>annehmen</translation>
        </message>
        <message>
            <source>adjusted</source>
            <translation>angepasst</translation>
        </message>
        <message>
            <source>adjusted score</source>
            <translation>angepasste Wertung</translation>
        </message>
        <message>
            <source>all passed: the first player and the dealer pay</source>
            <translation>alle haben gepasst: Vorhand und Geber zahlen</translation>
        </message>
        <message>
            <source>all passed: the next deal counts</source>
            <translation>alle haben gepasst: das nächste Spiel zählt</translation>
        </message>
        <message>
            <source>all passed: the same dealer deals again</source>
            <translation>alle haben gepasst: derselbe Geber gibt neu</translation>
        </message>
        <message>
            <source>all tricks (schwarz)</source>
            <translation>alle Stiche (schwarz)</translation>
        </message>
        <message>
            <source>all_pass</source>
            <translation>Wenn alle passen</translation>
        </message>
        <message>
            <source>all_pass_tariff</source>
            <translation>Zahlung bei Zusammenwerfen</translation>
        </message>
        <message>
            <source>alone</source>
            <translation>allein</translation>
        </message>
        <message>
            <source>base value</source>
            <translation>Grundwert</translation>
        </message>
        <message>
            <source>bid Farbgeier</source>
            <translation>Farbgeier bieten</translation>
        </message>
        <message>
            <source>bid Farbgeier Tout</source>
            <translation>Farbgeier Tout bieten</translation>
        </message>
        <message>
            <source>bid Farbwenz</source>
            <translation>Farbwenz bieten</translation>
        </message>
        <message>
            <source>bid Farbwenz Tout</source>
            <translation>Farbwenz Tout bieten</translation>
        </message>
        <message>
            <source>bid Geier</source>
            <translation>Geier bieten</translation>
        </message>
        <message>
            <source>bid Geier Tout</source>
            <translation>Geier Tout bieten</translation>
        </message>
        <message>
            <source>bid Solo</source>
            <translation>Solo bieten</translation>
        </message>
        <message>
            <source>bid Solo Tout</source>
            <translation>Solo Tout bieten</translation>
        </message>
        <message>
            <source>bid Wenz</source>
            <translation>Wenz bieten</translation>
        </message>
        <message>
            <source>bid Wenz Tout</source>
            <translation>Wenz Tout bieten</translation>
        </message>
        <message>
            <source>bid schwarz</source>
            <translation>schwarz bieten</translation>
        </message>
        <message>
            <source>blind set aside</source>
            <translation>Blind beiseitegelegt</translation>
        </message>
        <message>
            <source>blind to the last trick</source>
            <translation>Blind an den letzten Stich</translation>
        </message>
        <message>
            <source>blind_to_last_trick</source>
            <translation>Blind an den letzten Stich</translation>
        </message>
        <message>
            <source>buried</source>
            <translation>vergraben</translation>
        </message>
        <message>
            <source>called_ace</source>
            <translation>gerufenes Ass</translation>
        </message>
        <message>
            <source>card points</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>charlie_caught</source>
            <translation>Karlchen gefangen</translation>
        </message>
        <message>
            <source>clubs solo</source>
            <translation>Kreuz-Solo</translation>
        </message>
        <message>
            <source>concede</source>
            <translation>aufgeben</translation>
        </message>
        <message>
            <source>conceded</source>
            <translation>aufgegeben</translation>
        </message>
        <message>
            <source>diamonds solo</source>
            <translation>Karo-Solo</translation>
        </message>
        <message>
            <source>doubler</source>
            <translation>Doubler</translation>
        </message>
        <message>
            <source>each defender</source>
            <translation>jeder Gegenspieler</translation>
        </message>
        <message>
            <source>fewest card points with a trick</source>
            <translation>wenigste Augen mit mindestens einem Stich</translation>
        </message>
        <message>
            <source>forty_cards</source>
            <translation>Ohne Neunen (40 Karten)</translation>
        </message>
        <message>
            <source>game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>game value</source>
            <translation>Spielwert</translation>
        </message>
        <message>
            <source>game value for each Re player</source>
            <translation>Spielwert je Re-Spieler</translation>
        </message>
        <message>
            <source>hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>healthy</source>
            <translation>gesund</translation>
        </message>
        <message>
            <source>heart_ten_first_in_last_trick</source>
            <translation>Im letzten Stich sticht die erste Herz-Zehn</translation>
        </message>
        <message>
            <source>hearts solo</source>
            <translation>Herz-Solo</translation>
        </message>
        <message>
            <source>hold</source>
            <translation>ich auch (halten)</translation>
        </message>
        <message>
            <source>jack solo</source>
            <translation>Bubensolo</translation>
        </message>
        <message>
            <source>jack_of_diamonds</source>
            <translation>Karo-Bube</translation>
        </message>
        <message>
            <source>klopfen</source>
            <translation>Klopfen</translation>
        </message>
        <message>
            <source>knock</source>
            <translation>klopfen</translation>
        </message>
        <message>
            <source>kontra</source>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>kontra schwarz</source>
            <translation>Kontra: schwarz</translation>
        </message>
        <message>
            <source>kontra_re</source>
            <translation>Kontra und Re</translation>
        </message>
        <message>
            <source>leaster</source>
            <translation>Leaster</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>verloren</translation>
        </message>
        <message>
            <source>lost (x2)</source>
            <translation>verloren (×2)</translation>
        </message>
        <message>
            <source>marriage</source>
            <translation>Hochzeit</translation>
        </message>
        <message>
            <source>may not discard the called ace before the last trick</source>
            <translation>Die gerufene Sau darf vor dem letzten Stich nicht abgeworfen werden.</translation>
        </message>
        <message>
            <source>multiplier</source>
            <translation>Faktor</translation>
        </message>
        <message>
            <source>must follow clubs</source>
            <translation>Du musst Kreuz bedienen.</translation>
        </message>
        <message>
            <source>must follow diamonds</source>
            <translation>Du musst Karo bedienen.</translation>
        </message>
        <message>
            <source>must follow hearts</source>
            <translation>Du musst Herz bedienen.</translation>
        </message>
        <message>
            <source>must follow spades</source>
            <translation>Du musst Pik bedienen.</translation>
        </message>
        <message>
            <source>must follow trump</source>
            <translation>Du musst Trumpf bedienen.</translation>
        </message>
        <message>
            <source>no Kontra</source>
            <translation>kein Kontra</translation>
        </message>
        <message>
            <source>no Re</source>
            <translation>kein Re</translation>
        </message>
        <message>
            <source>no game</source>
            <translation>noch kein Spiel</translation>
        </message>
        <message>
            <source>no knock</source>
            <translation>nicht klopfen</translation>
        </message>
        <message>
            <source>no trick (reverse schwarz)</source>
            <translation>kein Stich (umgekehrt schwarz)</translation>
        </message>
        <message>
            <source>no-trump solo</source>
            <translation>Fleischloser</translation>
        </message>
        <message>
            <source>no_pick</source>
            <translation>Wenn keiner aufnimmt</translation>
        </message>
        <message>
            <source>nobody won: both sides failed their announcements</source>
            <translation>niemand gewinnt: beide Parteien haben ihre Ansagen verfehlt</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keins</translation>
        </message>
        <message>
            <source>normal game</source>
            <translation>Normalspiel</translation>
        </message>
        <message>
            <source>ouvert</source>
            <translation>ouvert</translation>
        </message>
        <message>
            <source>p</source>
            <translation>passe</translation>
        </message>
        <message>
            <source>partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>partner card</source>
            <translation>Partnerkarte</translation>
        </message>
        <message>
            <source>partner game (Sauspiel)</source>
            <translation>Sauspiel</translation>
        </message>
        <message>
            <source>partner_tariff</source>
            <translation>Tarif Sauspiel</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>passen</translation>
        </message>
        <message>
            <source>pass_jacks</source>
            <translation>Buben schieben</translation>
        </message>
        <message>
            <source>pay</source>
            <translation>zahlen</translation>
        </message>
        <message>
            <source>pick</source>
            <translation>aufnehmen</translation>
        </message>
        <message>
            <source>pick alone</source>
            <translation>aufgenommen, allein</translation>
        </message>
        <message>
            <source>pick, jack of diamonds partner</source>
            <translation>aufgenommen, Karo-Bube ist Partner</translation>
        </message>
        <message>
            <source>picker</source>
            <translation>Aufnehmer</translation>
        </message>
        <message>
            <source>picker side card points</source>
            <translation>Augen der Aufnehmer-Partei</translation>
        </message>
        <message>
            <source>picker side tricks</source>
            <translation>Stiche der Aufnehmer-Partei</translation>
        </message>
        <message>
            <source>play</source>
            <translation>ich spiel</translation>
        </message>
        <message>
            <source>poverty</source>
            <translation>Armut</translation>
        </message>
        <message>
            <source>price</source>
            <translation>Preis</translation>
        </message>
        <message>
            <source>queen solo</source>
            <translation>Damensolo</translation>
        </message>
        <message>
            <source>queen-jack solo</source>
            <translation>Damen-Buben-Solo</translation>
        </message>
        <message>
            <source>ramsch</source>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>ramsch_tariff</source>
            <translation>Ramschtarif</translation>
        </message>
        <message>
            <source>re</source>
            <translation>Re</translation>
        </message>
        <message>
            <source>re schwarz</source>
            <translation>Re: schwarz</translation>
        </message>
        <message>
            <source>redeal</source>
            <translation>neu geben</translation>
        </message>
        <message>
            <source>refuse</source>
            <translation>ablehnen</translation>
        </message>
        <message>
            <source>reservation</source>
            <translation>Vorbehalt</translation>
        </message>
        <message>
            <source>result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>Runden</translation>
        </message>
        <message>
            <source>runner_tariff</source>
            <translation>Tarif je Laufendem</translation>
        </message>
        <message>
            <source>runners</source>
            <translation>Laufende</translation>
        </message>
        <message>
            <source>runners_from_geier</source>
            <translation>Laufende ab (Geier)</translation>
        </message>
        <message>
            <source>runners_from_partner</source>
            <translation>Laufende ab (Sauspiel)</translation>
        </message>
        <message>
            <source>runners_from_solo</source>
            <translation>Laufende ab (Solo)</translation>
        </message>
        <message>
            <source>runners_from_suit_geier</source>
            <translation>Laufende ab (Farbgeier)</translation>
        </message>
        <message>
            <source>runners_from_suit_wenz</source>
            <translation>Laufende ab (Farbwenz)</translation>
        </message>
        <message>
            <source>runners_from_wenz</source>
            <translation>Laufende ab (Wenz)</translation>
        </message>
        <message>
            <source>runners_into_suit</source>
            <translation>Laufende in die Trumpffarbe</translation>
        </message>
        <message>
            <source>s</source>
            <translation>Skat aufnehmen</translation>
        </message>
        <message>
            <source>schieberamsch</source>
            <translation>Schieberamsch</translation>
        </message>
        <message>
            <source>schneider_tariff</source>
            <translation>Tarif Schneider</translation>
        </message>
        <message>
            <source>schwarz_tariff</source>
            <translation>Tarif Schwarz</translation>
        </message>
        <message>
            <source>scoring</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <source>second_heart_ten_wins</source>
            <translation>Zweite Herz-Zehn sticht die erste</translation>
        </message>
        <message>
            <source>seeger-fabian score</source>
            <translation>Seeger-Fabian-Wertung</translation>
        </message>
        <message>
            <source>seeger_fabian</source>
            <translation>Seeger-Fabian</translation>
        </message>
        <message>
            <source>short_deck</source>
            <translation>Kurzes Blatt</translation>
        </message>
        <message>
            <source>silent solo</source>
            <translation>stilles Solo</translation>
        </message>
        <message>
            <source>solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <source>solo clubs</source>
            <translation>Kreuz-Solo</translation>
        </message>
        <message>
            <source>solo clubs no-re</source>
            <translation>Kreuz-Solo, ohne Re-Ansage</translation>
        </message>
        <message>
            <source>solo clubs re</source>
            <translation>Kreuz-Solo, mit Re-Ansage</translation>
        </message>
        <message>
            <source>solo diamonds</source>
            <translation>Karo-Solo</translation>
        </message>
        <message>
            <source>solo diamonds no-re</source>
            <translation>Karo-Solo, ohne Re-Ansage</translation>
        </message>
        <message>
            <source>solo diamonds re</source>
            <translation>Karo-Solo, mit Re-Ansage</translation>
        </message>
        <message>
            <source>solo hearts</source>
            <translation>Herz-Solo</translation>
        </message>
        <message>
            <source>solo hearts no-re</source>
            <translation>Herz-Solo, ohne Re-Ansage</translation>
        </message>
        <message>
            <source>solo hearts re</source>
            <translation>Herz-Solo, mit Re-Ansage</translation>
        </message>
        <message>
            <source>solo jack</source>
            <translation>Bubensolo</translation>
        </message>
        <message>
            <source>solo jack no-re</source>
            <translation>Bubensolo, ohne Re-Ansage</translation>
        </message>
        <message>
            <source>solo jack re</source>
            <translation>Bubensolo, mit Re-Ansage</translation>
        </message>
        <message>
            <source>solo no-trump</source>
            <translation>Fleischloser</translation>
        </message>
        <message>
            <source>solo no-trump no-re</source>
            <translation>Fleischloser, ohne Re-Ansage</translation>
        </message>
        <message>
            <source>solo no-trump re</source>
            <translation>Fleischloser, mit Re-Ansage</translation>
        </message>
        <message>
            <source>solo queen</source>
            <translation>Damensolo</translation>
        </message>
        <message>
            <source>solo queen no-re</source>
            <translation>Damensolo, ohne Re-Ansage</translation>
        </message>
        <message>
            <source>solo queen re</source>
            <translation>Damensolo, mit Re-Ansage</translation>
        </message>
        <message>
            <source>solo queen-jack</source>
            <translation>Damen-Buben-Solo</translation>
        </message>
        <message>
            <source>solo queen-jack no-re</source>
            <translation>Damen-Buben-Solo, ohne Re-Ansage</translation>
        </message>
        <message>
            <source>solo queen-jack re</source>
            <translation>Damen-Buben-Solo, mit Re-Ansage</translation>
        </message>
        <message>
            <source>solo spades</source>
            <translation>Pik-Solo</translation>
        </message>
        <message>
            <source>solo spades no-re</source>
            <translation>Pik-Solo, ohne Re-Ansage</translation>
        </message>
        <message>
            <source>solo spades re</source>
            <translation>Pik-Solo, mit Re-Ansage</translation>
        </message>
        <message>
            <source>solo tariff</source>
            <translation>Solotarif</translation>
        </message>
        <message>
            <source>solo_auction</source>
            <translation>Solo-Reizen</translation>
        </message>
        <message>
            <source>solo_tariff</source>
            <translation>Tarif Solo</translation>
        </message>
        <message>
            <source>spades solo</source>
            <translation>Pik-Solo</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>suit_geier</source>
            <translation>Farbgeier</translation>
        </message>
        <message>
            <source>suit_wenz</source>
            <translation>Farbwenz</translation>
        </message>
        <message>
            <source>the called ace may not be thrown off before clubs is led</source>
            <translation>Das gerufene Ass darf nicht abgeworfen werden, bevor Kreuz ausgespielt wurde.</translation>
        </message>
        <message>
            <source>the called ace may not be thrown off before hearts is led</source>
            <translation>Das gerufene Ass darf nicht abgeworfen werden, bevor Herz ausgespielt wurde.</translation>
        </message>
        <message>
            <source>the called ace may not be thrown off before spades is led</source>
            <translation>Das gerufene Ass darf nicht abgeworfen werden, bevor Pik ausgespielt wurde.</translation>
        </message>
        <message>
            <source>the called ace must be played the first time clubs is led</source>
            <translation>Das gerufene Ass muss gespielt werden, wenn Kreuz zum ersten Mal ausgespielt wird.</translation>
        </message>
        <message>
            <source>the called ace must be played the first time hearts is led</source>
            <translation>Das gerufene Ass muss gespielt werden, wenn Herz zum ersten Mal ausgespielt wird.</translation>
        </message>
        <message>
            <source>the called ace must be played the first time spades is led</source>
            <translation>Das gerufene Ass muss gespielt werden, wenn Pik zum ersten Mal ausgespielt wird.</translation>
        </message>
        <message>
            <source>the most card points loses</source>
            <translation>die meisten Augen verlieren</translation>
        </message>
        <message>
            <source>the picker collects from all four</source>
            <translation>der Aufnehmer kassiert von allen vier</translation>
        </message>
        <message>
            <source>the picker must keep the last clubs card until clubs is led</source>
            <translation>Der Aufnehmer muss seine letzte Kreuz-Karte behalten, bis Kreuz ausgespielt wird.</translation>
        </message>
        <message>
            <source>the picker must keep the last hearts card until hearts is led</source>
            <translation>Der Aufnehmer muss seine letzte Herz-Karte behalten, bis Herz ausgespielt wird.</translation>
        </message>
        <message>
            <source>the picker must keep the last spades card until spades is led</source>
            <translation>Der Aufnehmer muss seine letzte Pik-Karte behalten, bis Pik ausgespielt wird.</translation>
        </message>
        <message>
            <source>the soloist scores three times</source>
            <translation>der Solist zählt dreifach</translation>
        </message>
        <message>
            <source>thrown in</source>
            <translation>eingeworfen</translation>
        </message>
        <message>
            <source>to lead clubs the partner must lead the called ace</source>
            <translation>Um Kreuz auszuspielen, muss der Partner das gerufene Ass spielen.</translation>
        </message>
        <message>
            <source>to lead hearts the partner must lead the called ace</source>
            <translation>Um Herz auszuspielen, muss der Partner das gerufene Ass spielen.</translation>
        </message>
        <message>
            <source>to lead spades the partner must lead the called ace</source>
            <translation>Um Pik auszuspielen, muss der Partner das gerufene Ass spielen.</translation>
        </message>
        <message>
            <source>tournament</source>
            <translation>Turnier</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannte Karte</translation>
        </message>
        <message>
            <source>x2</source>
            <translation>×2</translation>
        </message>
        <message>
            <source>y</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>%1 or fewer (reverse schneider)</source>
            <translation>%1 oder weniger (umgekehrter Schneider)</translation>
        </message>
        <message>
            <source>%1 or more (schneider)</source>
            <translation>%1 oder mehr (Schneider)</translation>
        </message>
        <message>
            <source>%1 runners (Laufende)</source>
            <translation>%1 Laufende</translation>
        </message>
        <message>
            <source>%1 to %2</source>
            <translation>%1 bis %2</translation>
        </message>
        <message>
            <source>%1 without a trick (Jungfrau)</source>
            <translation>%1 ohne Stich (Jungfrau)</translation>
        </message>
        <message>
            <source>Kontra: %1 reached against no %2</source>
            <translation>Kontra: %1 gegen „keine %2“ erreicht</translation>
        </message>
        <message>
            <source>Kontra: %1 reached against schwarz</source>
            <translation>Kontra: %1 gegen „schwarz“ erreicht</translation>
        </message>
        <message>
            <source>Kontra: Re under %1</source>
            <translation>Kontra: Re unter %1</translation>
        </message>
        <message>
            <source>Kontra: no %1 announced by Kontra</source>
            <translation>Kontra: „keine %1“ von Kontra angesagt</translation>
        </message>
        <message>
            <source>Kontra: no %1 announced by Re</source>
            <translation>Kontra: „keine %1“ von Re angesagt</translation>
        </message>
        <message>
            <source>Re: %1 reached against no %2</source>
            <translation>Re: %1 gegen „keine %2“ erreicht</translation>
        </message>
        <message>
            <source>Re: %1 reached against schwarz</source>
            <translation>Re: %1 gegen „schwarz“ erreicht</translation>
        </message>
        <message>
            <source>Re: Kontra under %1</source>
            <translation>Re: Kontra unter %1</translation>
        </message>
        <message>
            <source>Re: no %1 announced by Kontra</source>
            <translation>Re: „keine %1“ von Kontra angesagt</translation>
        </message>
        <message>
            <source>bid %1</source>
            <translation>%1 bieten</translation>
        </message>
        <message>
            <source>call %1</source>
            <translation>%1 rufen</translation>
        </message>
        <message>
            <source>call %1 unknown</source>
            <translation>%1 rufen (unbekannte Karte)</translation>
        </message>
        <message>
            <source>doubled %1 times</source>
            <translation>%1-mal gedoppelt</translation>
        </message>
        <message>
            <source>kontra no %1</source>
            <translation>Kontra: keine %1</translation>
        </message>
        <message>
            <source>overbid (bid %1): raised to</source>
            <translation>überreizt (gereizt bis %1): erhöht auf</translation>
        </message>
        <message>
            <source>pick, called %1</source>
            <translation>aufgenommen, %1 gerufen</translation>
        </message>
        <message>
            <source>pick, called %1 unknown</source>
            <translation>aufgenommen, %1 gerufen (unbekannte Karte)</translation>
        </message>
        <message>
            <source>re no %1</source>
            <translation>Re: keine %1</translation>
        </message>
        <message>
            <source>seat %1 demanded a redeal</source>
            <translation>Platz %1 hat neu geben verlangt</translation>
        </message>
        <message>
            <source>trumps back %1</source>
            <translation>%1 Trümpfe zurück</translation>
        </message>
        <message>
            <source>with %1</source>
            <translation>mit %1</translation>
        </message>
        <message>
            <source>without %1</source>
            <translation>ohne %1</translation>
        </message>
        <message>
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <source>Durchmarsch: every trick, paid like a solo</source>
            <translation>Durchmarsch: alle Stiche, bezahlt wie ein Solo</translation>
        </message>
        <message>
            <source>In Ramsch, a player who takes every trick (Durchmarsch) wins and is paid the solo tariff by each other player, or loses as the player with the most card points.</source>
            <translation>Im Ramsch gewinnt, wer alle Stiche macht (Durchmarsch), und bekommt von jedem den Solotarif; oder er verliert als Spieler mit den meisten Augen.</translation>
        </message>
        <message>
            <source>durchmarsch</source>
            <translation>Durchmarsch</translation>
        </message>
        <message>
            <source>loses</source>
            <translation>verliert</translation>
        </message>
        <message>
            <source>wins</source>
            <translation>gewinnt</translation>
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
            <source>The deal could not be stored: %1</source>
            <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
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
            <source>Score sheet</source>
            <translation>Spielliste</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>The saved game could not be read and was set aside as %1.</source>
            <translation>Das gespeicherte Spiel war nicht lesbar und wurde als %1 beiseitegelegt.</translation>
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
            <source>Your turn: lay a card away (drag it to the side, or double-click it).</source>
            <translation>Du bist dran: Leg eine Karte weg (zieh sie zur Seite oder doppelklicke sie).</translation>
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
            <source>Start a new game first.</source>
            <translation>Starte zuerst ein neues Spiel.</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
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
            <source>A deal is being played. Give it up and start the new game?</source>
            <translation>Ein Spiel läuft gerade. Aufgeben und das neue Spiel beginnen?</translation>
        </message>
        <message>
            <source>The running session and its scores will be lost.</source>
            <translation>Die laufende Serie und ihre Punkte gehen verloren.</translation>
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
            <source>Your turn: choose %1 cards to lay away (click them; click again to put one back), then confirm.</source>
            <translation>Du bist dran: Wähle %1 Karten zum Weglegen (anklicken; nochmal klicken legt eine zurück), dann bestätige.</translation>
        </message>
        <message>
            <source>Your turn: choose %1 cards to pass on (click them; click again to put one back), then confirm.</source>
            <translation>Du bist dran: Wähle %1 Karten zum Weitergeben (anklicken; nochmal klicken legt eine zurück), dann bestätige.</translation>
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
            <translation>&amp;Los geht’s</translation>
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
            <source>Tournament list: %1 deals</source>
            <translation>Turnierliste: %1 Spiele</translation>
        </message>
        <message>
            <source>%1 rounds (rule below) = %2 deals</source>
            <translation>%1 Runden (Regel unten) = %2 Spiele</translation>
        </message>
        <message>
            <source>= %1 deals</source>
            <translation>= %1 Spiele</translation>
        </message>
        <message>
            <source>&amp;Learning mode</source>
            <translation>&amp;Lernmodus</translation>
        </message>
        <message>
            <source>The coach's hint before each of your decisions, and a line after each trick.</source>
            <translation>Der Tipp des Trainers vor jeder deiner Entscheidungen und eine Zeile nach jedem Stich.</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Deal %1 of %2</source>
            <translation>Spiel %1 von %2</translation>
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
            <translation>Fertiger &amp;Stich:</translation>
        </message>
    </context>
    <context>
        <name>SheepsheadControls</name>
        <message>
            <source>Lay one card face down as the unknown card (drag it onto the table or double-click it): it counts as the lowest %1 and is played the first time %1 is led.</source>
            <translation>Leg eine Karte verdeckt als unbekannte Karte hin (zieh sie auf den Tisch oder doppelklicke sie): Sie zählt als niedrigste %1-Karte und wird gespielt, wenn %1 zum ersten Mal ausgespielt wird.</translation>
        </message>
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
        <message>
            <source>Bury %1 cards: click them to choose (click again to put one back), then confirm. Still to bury: %2.</source>
            <translation>Vergrab %1 Karten: Klick sie zum Auswählen an (nochmal klicken legt eine zurück), dann bestätige. Noch zu vergraben: %2.</translation>
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
        <message>
            <source>Passed</source>
            <translation>Eingepasst</translation>
        </message>
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
        <message>
            <source>%1 players</source>
            <translation>%1 Spieler</translation>
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
            <translation>Diagramm exportieren…</translation>
        </message>
        <message>
            <source>Export data…</source>
            <translation>Daten exportieren…</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Spiele</translation>
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
            <source>Your running total across sessions: %1 after %2 deals. Click a point to open its deal.</source>
            <translation>Dein Punktestand über alle Serien: %1 nach %2 Spielen. Klicke auf einen Punkt, um sein Spiel zu öffnen.</translation>
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
            <source>The latest session: %1 after %2 deals.</source>
            <translation>Die letzte Serie: %1 nach %2 Spielen.</translation>
        </message>
        <message>
            <source>%1: %2 deals, %3 points in all, %4 a deal</source>
            <translation>%1: %2 Spiele, zusammen %3 Punkte, %4 je Spiel</translation>
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
            <source>%1: won %2 of %3 (%4%)</source>
            <translation>%1: %2 von %3 gewonnen (%4 %)</translation>
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
            <source>%1–%2 card points: %3 deals</source>
            <translation>%1–%2 Augen: %3 Spiele</translation>
        </message>
        <message>
            <source>Card points of your side</source>
            <translation>Augen deiner Partei</translation>
        </message>
        <message>
            <source>How many card points your side took, over %1 deals.</source>
            <translation>Wie viele Augen deine Partei bekommen hat, über %1 Spiele.</translation>
        </message>
        <message>
            <source>No bids to show: you have not declared a Skat game under these filters.</source>
            <translation>Kein Reizen zu zeigen: Du hast unter diesen Filtern kein Skatspiel gespielt.</translation>
        </message>
        <message>
            <source>Bid %1, game worth %2: %3 games</source>
            <translation>Gereizt %1, Spielwert %2: %3 Spiele</translation>
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
            <source>Overbid: %1 of %2 games (%3%). Below the dashed line the game fell short of the bid.</source>
            <translation>Überreizt: %1 von %2 Spielen (%3 %). Unter der gestrichelten Linie blieb der Spielwert unter dem Reizwert.</translation>
        </message>
        <message>
            <source>No graded decisions yet.</source>
            <translation>Noch keine bewerteten Entscheidungen.</translation>
        </message>
        <message>
            <source>%1: %2 decisions, grade %3</source>
            <translation>%1: %2 Entscheidungen, Bewertung %3</translation>
        </message>
        <message>
            <source>Graded deals</source>
            <translation>Bewertete Spiele</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <source>The mean grade of your decisions in each graded deal.</source>
            <translation>Die mittlere Bewertung deiner Entscheidungen in jedem bewerteten Spiel.</translation>
        </message>
        <message>
            <source>No deals against computer opponents to rate.</source>
            <translation>Keine Spiele gegen Computergegner zu bewerten.</translation>
        </message>
        <message>
            <source>After session %1: %2 ± %3</source>
            <translation>Nach Serie %1: %2 ± %3</translation>
        </message>
        <message>
            <source>Sessions</source>
            <translation>Serien</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <source>Your rating: %1 ± %2 (Glicko-2; computer ratings: Beginner 1300, Standard 1550, Strong 1800).</source>
            <translation>Deine Wertung: %1 ± %2 (Glicko-2; Computer: Anfänger 1300, Standard 1550, Stark 1800).</translation>
        </message>
        <message>
            <source>Choose a game: a rating is kept per game.</source>
            <translation>Wähle ein Spiel: Die Wertung gilt je Spiel.</translation>
        </message>
        <message>
            <source>The computer has not replayed any of these deals yet; it does so in the background.</source>
            <translation>Der Computer hat noch keines dieser Spiele nachgespielt; er tut es im Hintergrund.</translation>
        </message>
        <message>
            <source>After %1 deals: you %2, the Strong computer %3</source>
            <translation>Nach %1 Spielen: du %2, der starke Computer %3</translation>
        </message>
        <message>
            <source>Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%3 deals; blue: you, orange: the computer).</source>
            <translation>Gemessen an den Karten: Du hast %1 Punkte gemacht, der starke Computer mit deinen Karten %2 (%3 Spiele; blau: du, orange: der Computer).</translation>
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
            <source>The score list of the latest Skat session.</source>
            <translation>Die Spielliste der letzten Skat-Serie.</translation>
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
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Dealer</source>
            <translation>Geber</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>Alleinspieler</translation>
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
            <source>thinking…</source>
            <translation>überlegt…</translation>
        </message>
        <message>
            <source>Game: %1</source>
            <translation>Spiel: %1</translation>
        </message>
        <message>
            <source>%1 takes the trick.</source>
            <translation>%1 bekommt den Stich.</translation>
        </message>
        <message>
            <source>Click the table to go on.</source>
            <translation>Klick auf den Tisch, um weiterzuspielen.</translation>
        </message>
        <message>
            <source>%1 cards are chosen already: click one of them to put it back.</source>
            <translation>%1 Karten sind schon gewählt: Klick eine davon an, um sie zurückzulegen.</translation>
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
            <source>Choose a card in your hand</source>
            <translation>Eine Karte der Hand wählen</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Links / Rechts</translation>
        </message>
        <message>
            <source>Play the chosen card</source>
            <translation>Die gewählte Karte ausspielen</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Eingabe oder Leertaste</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Eine Karte ausspielen</translation>
        </message>
        <message>
            <source>Double-click, or drag it to the table</source>
            <translation>Doppelklicken oder auf den Tisch ziehen</translation>
        </message>
        <message>
            <source>Clear the finished trick</source>
            <translation>Den fertigen Stich abräumen</translation>
        </message>
        <message>
            <source>Click the table</source>
            <translation>Auf den Tisch klicken</translation>
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
            <translation>{card} ist nicht in deiner Hand.</translation>
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
            <translation>{seat} hat keine {card}.</translation>
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
            <source>too late for {announcement}: it needs {need} cards in hand, {seat} holds {held}</source>
            <comment>illegal.doppelkopf.too_late</comment>
            <translation>Zu spät für {announcement}: Dafür braucht man {need} Karten auf der Hand, {seat} hat {held}.</translation>
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
            <translation>Du hast den {card} nicht.</translation>
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
            <translation>Es spielt schon jemand: Nenne ein stärkeres Spiel als {game} oder passe.</translation>
        </message>
        <message>
            <source>name a stronger game or pass</source>
            <comment>illegal.schafkopf.stronger_or_pass</comment>
            <translation>Nenne ein stärkeres Spiel oder passe.</translation>
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
        <message>
            <source>the picker buries {count} cards before play</source>
            <comment>illegal.sheepshead.bury_first</comment>
            <translation>Der Aufnehmer vergräbt vor dem Spiel {count} Karten.</translation>
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
            <translation>Mit dem Karo-Buben als Partner ruft der Aufnehmer den ♦J oder spielt allein.</translation>
        </message>
        <message>
            <source>the called {card} may not be thrown off before {suit} is led</source>
            <comment>illegal.sheepshead.keep_called</comment>
            <translation>Die gerufene {card} darf nicht abgeworfen werden, bevor {suit} ausgespielt wird.</translation>
        </message>
        <message>
            <source>the picker must keep the last {suit} card until {suit} is led</source>
            <comment>illegal.sheepshead.keep_last</comment>
            <translation>Der Aufnehmer muss die letzte {suit}-Karte behalten, bis {suit} ausgespielt wird.</translation>
        </message>
        <message>
            <source>to lead {suit} the partner must lead the called {card}</source>
            <comment>illegal.sheepshead.lead_called</comment>
            <translation>Um {suit} auszuspielen, muss der Partner die gerufene {card} spielen.</translation>
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
            <translation>Die gerufene {card} muss gespielt werden, wenn {suit} zum ersten Mal ausgespielt wird.</translation>
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
        <message>
            <source>{points} or more card points</source>
            <comment>result.target.at_least</comment>
            <translation>{points} oder mehr Augen</translation>
        </message>
        <message>
            <source>one trick, against the other side's schwarz</source>
            <comment>result.target.doppelkopf.a_trick</comment>
            <translation>einen Stich, gegen die Schwarz-Ansage der anderen Partei</translation>
        </message>
        <message>
            <source>{points} or more card points, and every trick</source>
            <comment>result.target.doppelkopf.schwarz</comment>
            <translation>{points} oder mehr Augen und alle Stiche</translation>
        </message>
        <message>
            <source>{points} or more card points, and the other side under {limit}</source>
            <comment>result.target.doppelkopf.under</comment>
            <translation>{points} oder mehr Augen, und die andere Partei unter {limit}</translation>
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
            <source>{seat} took every trick (Durchmarsch).</source>
            <comment>result.verdict.durchmarsch</comment>
            <translation>{seat} hat alle Stiche gemacht (Durchmarsch).</translation>
        </message>
        <message>
            <source>{seat} won the leaster with the fewest card points.</source>
            <comment>result.verdict.leaster</comment>
            <translation>{seat} hat den Leaster mit den wenigsten Augen gewonnen.</translation>
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
            <translation>Ein ♣B (Karlchen), das die andere Partei im letzten Stich fängt, bringt dieser einen Punkt.</translation>
        </message>
        <message>
            <source>The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.</source>
            <comment>rule.doppelkopf.forty_cards.summary</comment>
            <translation>Die Variante mit 40 Karten ohne Neunen: zehn Karten für jeden, Recht auf neu geben, Damen-Buben-Solo, Solo-Rangfolge, Ansagen bis zur fünften Karte, Fuchs im letzten Stich 2, gegen die Alten 1.</translation>
        </message>
        <message>
            <source>With the second ♥10 rule: in the last trick the first ♥10 still wins.</source>
            <comment>rule.doppelkopf.heart_ten_first_in_last_trick.summary</comment>
            <translation>Mit der Regel der zweiten ♥10: im letzten Stich gewinnt trotzdem die erste ♥10.</translation>
        </message>
        <message>
            <source>When both ♥10 fall in one trick, the second beats the first.</source>
            <comment>rule.doppelkopf.second_heart_ten_wins.summary</comment>
            <translation>Fallen beide ♥10 in einen Stich, sticht die zweite die erste.</translation>
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
            <translation>Ramschtarif</translation>
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
            <source>Runners from (Geier)</source>
            <comment>rule.runners_from_geier</comment>
            <translation>Laufende ab (Geier)</translation>
        </message>
        <message>
            <source>Runners from (partner game)</source>
            <comment>rule.runners_from_partner</comment>
            <translation>Laufende ab (Sauspiel)</translation>
        </message>
        <message>
            <source>Runners from (solo)</source>
            <comment>rule.runners_from_solo</comment>
            <translation>Laufende ab (Solo)</translation>
        </message>
        <message>
            <source>Runners from (suit Geier)</source>
            <comment>rule.runners_from_suit_geier</comment>
            <translation>Laufende ab (Farbgeier)</translation>
        </message>
        <message>
            <source>Runners from (suit Wenz)</source>
            <comment>rule.runners_from_suit_wenz</comment>
            <translation>Laufende ab (Farbwenz)</translation>
        </message>
        <message>
            <source>Runners from (Wenz)</source>
            <comment>rule.runners_from_wenz</comment>
            <translation>Laufende ab (Wenz)</translation>
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
            <translation>Jeder darf nach dem Geben und vor dem Reizen einmal klopfen; jedes Klopfen verdoppelt den Preis.</translation>
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
            <source>When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).</source>
            <comment>rule.skat.ramsch.summary</comment>
            <translation>Wenn alle passen: keins (neu geben), Ramsch oder Schieberamsch (der Skat wird zuerst herumgeschoben).</translation>
        </message>
        <message>
            <source>Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).</source>
            <comment>rule.skat.rounds.summary</comment>
            <translation>Länge der Serie in Runden; in jeder Runde gibt jeder einmal (3 Runden = 9 Spiele zu dritt).</translation>
        </message>
        <message>
            <source>Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).</source>
            <comment>rule.skat.scoring.summary</comment>
            <translation>Wertung: Standard (nur der Alleinspieler schreibt), Seeger-Fabian (Turnier: +50 für ein gewonnenes Spiel, −50 für ein verlorenes und 40 für jeden Gegenspieler) oder angepasst (ein gewonnenes Spiel belastet die Gegenspieler).</translation>
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
            <source>None</source>
            <comment>rule.value.none</comment>
            <translation>Keiner</translation>
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
        <message>
            <source>a trick worth {points} card points (40 or more)</source>
            <comment>score.doppelkopf.doppelkopf.note</comment>
            <translation>Ein Stich mit {points} Augen (40 oder mehr)</translation>
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
        <message>
            <source>the other side took fewer than {limit} card points</source>
            <comment>score.doppelkopf.under.note</comment>
            <translation>Die andere Partei hat weniger als {limit} Augen</translation>
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
        <message>
            <source>doubled {count} times</source>
            <comment>score.schafkopf.doubled</comment>
            <translation>{count}-mal gedoppelt</translation>
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
        <message>
            <source>{count} runners (Laufende)</source>
            <comment>score.schafkopf.runners</comment>
            <translation>{count} Laufende</translation>
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
            <source>in a leaster the fewest card points win, if the player took a trick</source>
            <comment>score.sheepshead.fewest.note</comment>
            <translation>Im Leaster gewinnen die wenigsten Augen, wenn der Spieler einen Stich gemacht hat</translation>
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
            <source>30 or fewer (reverse schneider)</source>
            <comment>score.sheepshead.row.30_or_fewer</comment>
            <translation>30 oder weniger (umgekehrter Schneider)</translation>
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
            <source>91 or more (schneider)</source>
            <comment>score.sheepshead.row.91_or_more</comment>
            <translation>91 oder mehr (Schneider)</translation>
        </message>
        <message>
            <source>all tricks (schwarz)</source>
            <comment>score.sheepshead.row.all_tricks</comment>
            <translation>Alle Stiche (schwarz)</translation>
        </message>
        <message>
            <source>no trick (reverse schwarz)</source>
            <comment>score.sheepshead.row.no_trick</comment>
            <translation>Kein Stich (umgekehrt schwarz)</translation>
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
            <translation>Was die Trumpffarbe wert ist: ♦9 ♥10 ♠11 ♣12, Grand 24</translation>
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
        <message>
            <source>the declarer held the top {count} trumps in a row</source>
            <comment>score.skat.with.note</comment>
            <translation>Der Alleinspieler hatte die {count} höchsten Trümpfe lückenlos</translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>score.skat.without</comment>
            <translation>Ohne {count}</translation>
        </message>
        <message>
            <source>the top {count} trumps were missing from the declarer's cards</source>
            <comment>score.skat.without.note</comment>
            <translation>Dem Alleinspieler fehlten die {count} höchsten Trümpfe</translation>
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
            <source>Expected score</source>
            <translation>Erwartete Punkte</translation>
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
            <source>Advice: %1</source>
            <translation>Rat: %1</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
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
            <source>Grading your decisions…</source>
            <translation>Deine Entscheidungen werden bewertet…</translation>
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
            <source>Solving with every hand open…</source>
            <translation>Wird mit offenen Karten gelöst…</translation>
        </message>
        <message>
            <source>Too early in the deal to solve with every hand open (or not the card play).</source>
            <translation>Zu früh im Spiel, um es mit offenen Karten zu lösen (oder kein Stichspiel).</translation>
        </message>
        <message>
            <source>With every hand open, perfect play from here scores %1 for you (you scored %2). Best line: %3</source>
            <translation>Mit offenen Karten bringt bestes Spiel von hier %1 für dich (du hattest %2). Beste Folge: %3</translation>
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
            <translation>&amp;Tipp</translation>
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
            <source>%1 took the trick: %2 points.</source>
            <translation>%1 hat den Stich bekommen: %2 Augen.</translation>
        </message>
        <message>
            <source>Trumps played: %1.</source>
            <translation>Gespielte Trümpfe: %1.</translation>
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
</TS>
