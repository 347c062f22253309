<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
    <context>
        <name>DecisionPanel</name>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
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
            <source>Poverty: lay %1 cards face down for the partner who takes them, every trump among them (drag them onto the table or double-click them). Still to lay down: %2.</source>
            <translation>Poverty: lay %1 cards face down for the partner who takes them, every trump among them (drag them onto the table or double-click them). Still to lay down: %2.</translation>
        </message>
        <message>
            <source>You took %1's poverty: give %2 cards back to %1 (drag them onto the table or double-click them). Still to give: %3.</source>
            <translation>You took %1's poverty: give %2 cards back to %1 (drag them onto the table or double-click them). Still to give: %3.</translation>
        </message>
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
        <name>Engine</name>
        <message>
            <source>A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).</source>
            <translation>A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).</translation>
        </message>
        <message>
            <source>A ♣J the other side wins in the last trick scores a point for that side.</source>
            <translation>A ♣J the other side wins in the last trick scores a point for that side.</translation>
        </message>
        <message>
            <source>Added again when a side takes no trick (Schwarz).</source>
            <translation>Added again when a side takes no trick (Schwarz).</translation>
        </message>
        <message>
            <source>Added to the price for each runner.</source>
            <translation>Added to the price for each runner.</translation>
        </message>
        <message>
            <source>Added to the price when a side is Schneider.</source>
            <translation>Added to the price when a side is Schneider.</translation>
        </message>
        <message>
            <source>An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.</source>
            <translation>An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.</translation>
        </message>
        <message>
            <source>C</source>
            <translation>Clubs</translation>
        </message>
        <message>
            <source>CH</source>
            <translation>Clubs Hand</translation>
        </message>
        <message>
            <source>CHS</source>
            <translation>Clubs Hand Schneider announced</translation>
        </message>
        <message>
            <source>CHZ</source>
            <translation>Clubs Hand Schwarz announced</translation>
        </message>
        <message>
            <source>CO</source>
            <translation>Clubs Ouvert</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>Clubs</translation>
        </message>
        <message>
            <source>Clubs Hand</source>
            <translation>Clubs Hand</translation>
        </message>
        <message>
            <source>Clubs Hand Schneider announced</source>
            <translation>Clubs Hand Schneider announced</translation>
        </message>
        <message>
            <source>Clubs Hand Schwarz announced</source>
            <translation>Clubs Hand Schwarz announced</translation>
        </message>
        <message>
            <source>Clubs Ouvert</source>
            <translation>Clubs Ouvert</translation>
        </message>
        <message>
            <source>D</source>
            <translation>Diamonds</translation>
        </message>
        <message>
            <source>DH</source>
            <translation>Diamonds Hand</translation>
        </message>
        <message>
            <source>DHS</source>
            <translation>Diamonds Hand Schneider announced</translation>
        </message>
        <message>
            <source>DHZ</source>
            <translation>Diamonds Hand Schwarz announced</translation>
        </message>
        <message>
            <source>DO</source>
            <translation>Diamonds Ouvert</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Diamonds</translation>
        </message>
        <message>
            <source>Diamonds Hand</source>
            <translation>Diamonds Hand</translation>
        </message>
        <message>
            <source>Diamonds Hand Schneider announced</source>
            <translation>Diamonds Hand Schneider announced</translation>
        </message>
        <message>
            <source>Diamonds Hand Schwarz announced</source>
            <translation>Diamonds Hand Schwarz announced</translation>
        </message>
        <message>
            <source>Diamonds Ouvert</source>
            <translation>Diamonds Ouvert</translation>
        </message>
        <message>
            <source>Doppelkopf</source>
            <translation>Doppelkopf</translation>
        </message>
        <message>
            <source>Each player may knock once after the deal, before the auction; each knock doubles the price.</source>
            <translation>Each player may knock once after the deal, before the auction; each knock doubles the price.</translation>
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
            <translation>Fewest runners that count in a Geier.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Wenz.</source>
            <translation>Fewest runners that count in a Wenz.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Geier.</source>
            <translation>Fewest runners that count in a suit Geier.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Wenz.</source>
            <translation>Fewest runners that count in a suit Wenz.</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit solo.</source>
            <translation>Fewest runners that count in a suit solo.</translation>
        </message>
        <message>
            <source>Fewest runners that count in the partner game.</source>
            <translation>Fewest runners that count in the partner game.</translation>
        </message>
        <message>
            <source>Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.</source>
            <translation>Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.</translation>
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
            <translation>Grand Hand Schneider announced</translation>
        </message>
        <message>
            <source>GHZ</source>
            <translation>Grand Hand Schwarz announced</translation>
        </message>
        <message>
            <source>GO</source>
            <translation>Grand Ouvert</translation>
        </message>
        <message>
            <source>Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).</source>
            <translation>Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).</translation>
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
            <translation>Grand Hand Schneider announced</translation>
        </message>
        <message>
            <source>Grand Hand Schwarz announced</source>
            <translation>Grand Hand Schwarz announced</translation>
        </message>
        <message>
            <source>Grand Ouvert</source>
            <translation>Grand Ouvert</translation>
        </message>
        <message>
            <source>H</source>
            <translation>Hearts</translation>
        </message>
        <message>
            <source>HH</source>
            <translation>Hearts Hand</translation>
        </message>
        <message>
            <source>HHS</source>
            <translation>Hearts Hand Schneider announced</translation>
        </message>
        <message>
            <source>HHZ</source>
            <translation>Hearts Hand Schwarz announced</translation>
        </message>
        <message>
            <source>HO</source>
            <translation>Hearts Ouvert</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>Hearts</translation>
        </message>
        <message>
            <source>Hearts Hand</source>
            <translation>Hearts Hand</translation>
        </message>
        <message>
            <source>Hearts Hand Schneider announced</source>
            <translation>Hearts Hand Schneider announced</translation>
        </message>
        <message>
            <source>Hearts Hand Schwarz announced</source>
            <translation>Hearts Hand Schwarz announced</translation>
        </message>
        <message>
            <source>Hearts Ouvert</source>
            <translation>Hearts Ouvert</translation>
        </message>
        <message>
            <source>In Ramsch, what the loser pays each other player (doubled for each player without a trick).</source>
            <translation>In Ramsch, what the loser pays each other player (doubled for each player without a trick).</translation>
        </message>
        <message>
            <source>In a Leaster the winner of the last trick also takes the blind.</source>
            <translation>In a Leaster the winner of the last trick also takes the blind.</translation>
        </message>
        <message>
            <source>In suit Wenz and suit Geier the run of runners carries on into the trump suit.</source>
            <translation>In suit Wenz and suit Geier the run of runners carries on into the trump suit.</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>Kontra card points</source>
            <translation>Kontra card points</translation>
        </message>
        <message>
            <source>Kontra: Doppelkopf</source>
            <translation>Kontra: Doppelkopf</translation>
        </message>
        <message>
            <source>Kontra: Kontra announced</source>
            <translation>Kontra: Kontra announced</translation>
        </message>
        <message>
            <source>Kontra: Re announced</source>
            <translation>Kontra: Re announced</translation>
        </message>
        <message>
            <source>Kontra: Re schwarz</source>
            <translation>Kontra: Re schwarz</translation>
        </message>
        <message>
            <source>Kontra: defenders' win</source>
            <translation>Kontra: defenders' win</translation>
        </message>
        <message>
            <source>Kontra: fox caught</source>
            <translation>Kontra: fox caught</translation>
        </message>
        <message>
            <source>Kontra: fox caught in the last trick</source>
            <translation>Kontra: fox caught in the last trick</translation>
        </message>
        <message>
            <source>Kontra: schwarz announced by Kontra</source>
            <translation>Kontra: schwarz announced by Kontra</translation>
        </message>
        <message>
            <source>Kontra: schwarz announced by Re</source>
            <translation>Kontra: schwarz announced by Re</translation>
        </message>
        <message>
            <source>Kontra: won</source>
            <translation>Kontra: won</translation>
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
            <translation>Null Ouvert</translation>
        </message>
        <message>
            <source>NOH</source>
            <translation>Null Ouvert Hand</translation>
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
            <translation>Null Ouvert</translation>
        </message>
        <message>
            <source>Null Ouvert Hand</source>
            <translation>Null Ouvert Hand</translation>
        </message>
        <message>
            <source>Play with 24 cards (no sevens and eights), six each.</source>
            <translation>Play with 24 cards (no sevens and eights), six each.</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <translation>Ramsch</translation>
        </message>
        <message>
            <source>Ramsch tariff</source>
            <translation>Ramsch tariff</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>Re</translation>
        </message>
        <message>
            <source>Re card points</source>
            <translation>Re card points</translation>
        </message>
        <message>
            <source>Re: Charlie</source>
            <translation>Re: Charlie</translation>
        </message>
        <message>
            <source>Re: Doppelkopf</source>
            <translation>Re: Doppelkopf</translation>
        </message>
        <message>
            <source>Re: Kontra announced</source>
            <translation>Re: Kontra announced</translation>
        </message>
        <message>
            <source>Re: Re announced</source>
            <translation>Re: Re announced</translation>
        </message>
        <message>
            <source>Re: fox caught</source>
            <translation>Re: fox caught</translation>
        </message>
        <message>
            <source>Re: schwarz announced by Kontra</source>
            <translation>Re: schwarz announced by Kontra</translation>
        </message>
        <message>
            <source>Re: won</source>
            <translation>Re: won</translation>
        </message>
        <message>
            <source>Runners (Laufende) raise the price.</source>
            <translation>Runners (Laufende) raise the price.</translation>
        </message>
        <message>
            <source>S</source>
            <translation>Spades</translation>
        </message>
        <message>
            <source>SH</source>
            <translation>Spades Hand</translation>
        </message>
        <message>
            <source>SHS</source>
            <translation>Spades Hand Schneider announced</translation>
        </message>
        <message>
            <source>SHZ</source>
            <translation>Spades Hand Schwarz announced</translation>
        </message>
        <message>
            <source>SO</source>
            <translation>Spades Ouvert</translation>
        </message>
        <message>
            <source>Sauspiel Eichel</source>
            <translation>Sauspiel Eichel</translation>
        </message>
        <message>
            <source>Sauspiel Gras</source>
            <translation>Sauspiel Gras</translation>
        </message>
        <message>
            <source>Sauspiel Schellen</source>
            <translation>Sauspiel Schellen</translation>
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
            <translation>Schieberamsch: jacks may be passed on with the skat.</translation>
        </message>
        <message>
            <source>Schneider</source>
            <translation>Schneider</translation>
        </message>
        <message>
            <source>Schneider announced</source>
            <translation>Schneider announced</translation>
        </message>
        <message>
            <source>Schwarz</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Schwarz announced</source>
            <translation>Schwarz announced</translation>
        </message>
        <message>
            <source>Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).</source>
            <translation>Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).</translation>
        </message>
        <message>
            <source>Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".</source>
            <translation>Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".</translation>
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
            <translation>Solo Eichel</translation>
        </message>
        <message>
            <source>Solo Eichel Tout</source>
            <translation>Solo Eichel Tout</translation>
        </message>
        <message>
            <source>Solo Gras</source>
            <translation>Solo Gras</translation>
        </message>
        <message>
            <source>Solo Gras Tout</source>
            <translation>Solo Gras Tout</translation>
        </message>
        <message>
            <source>Solo Herz</source>
            <translation>Solo Herz</translation>
        </message>
        <message>
            <source>Solo Herz Tout</source>
            <translation>Solo Herz Tout</translation>
        </message>
        <message>
            <source>Solo Schellen</source>
            <translation>Solo Schellen</translation>
        </message>
        <message>
            <source>Solo Schellen Tout</source>
            <translation>Solo Schellen Tout</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Spades</translation>
        </message>
        <message>
            <source>Spades Hand</source>
            <translation>Spades Hand</translation>
        </message>
        <message>
            <source>Spades Hand Schneider announced</source>
            <translation>Spades Hand Schneider announced</translation>
        </message>
        <message>
            <source>Spades Hand Schwarz announced</source>
            <translation>Spades Hand Schwarz announced</translation>
        </message>
        <message>
            <source>Spades Ouvert</source>
            <translation>Spades Ouvert</translation>
        </message>
        <message>
            <source>Suit Geier (Farbgeier: Obers and one suit trump) may be played.</source>
            <translation>Suit Geier (Farbgeier: Obers and one suit trump) may be played.</translation>
        </message>
        <message>
            <source>Suit Wenz (Farbwenz: Unters and one suit trump) may be played.</source>
            <translation>Suit Wenz (Farbwenz: Unters and one suit trump) may be played.</translation>
        </message>
        <message>
            <source>The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.</source>
            <translation>The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.</translation>
        </message>
        <message>
            <source>Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.</source>
            <translation>Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.</translation>
        </message>
        <message>
            <source>Tout doubles</source>
            <translation>Tout doubles</translation>
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
            <translation>What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.</translation>
        </message>
        <message>
            <source>What each player of the partner game (Sauspiel) receives from or pays to one opponent.</source>
            <translation>What each player of the partner game (Sauspiel) receives from or pays to one opponent.</translation>
        </message>
        <message>
            <source>When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).</source>
            <translation>When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).</translation>
        </message>
        <message>
            <source>When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.</source>
            <translation>When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.</translation>
        </message>
        <message>
            <source>When both ♥10 fall in one trick, the second beats the first.</source>
            <translation>When both ♥10 fall in one trick, the second beats the first.</translation>
        </message>
        <message>
            <source>When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.</source>
            <translation>When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.</translation>
        </message>
        <message>
            <source>When the cards are thrown in and paid for: what the first player and the dealer each pay.</source>
            <translation>When the cards are thrown in and paid for: what the first player and the dealer each pay.</translation>
        </message>
        <message>
            <source>With the second ♥10 rule: in the last trick the first ♥10 still wins.</source>
            <translation>With the second ♥10 rule: in the last trick the first ♥10 still wins.</translation>
        </message>
        <message>
            <source>accept</source>
            <translation>accept</translation>
        </message>
        <message>
            <source>adjusted</source>
            <translation>adjusted</translation>
        </message>
        <message>
            <source>adjusted score</source>
            <translation>adjusted score</translation>
        </message>
        <message>
            <source>all passed: the first player and the dealer pay</source>
            <translation>all passed: the first player and the dealer pay</translation>
        </message>
        <message>
            <source>all passed: the next deal counts</source>
            <translation>all passed: the next deal counts</translation>
        </message>
        <message>
            <source>all passed: the same dealer deals again</source>
            <translation>all passed: the same dealer deals again</translation>
        </message>
        <message>
            <source>all tricks (schwarz)</source>
            <translation>all tricks (schwarz)</translation>
        </message>
        <message>
            <source>all_pass</source>
            <translation>When all pass</translation>
        </message>
        <message>
            <source>all_pass_tariff</source>
            <translation>all_pass_tariff</translation>
        </message>
        <message>
            <source>alone</source>
            <translation>alone</translation>
        </message>
        <message>
            <source>base value</source>
            <translation>base value</translation>
        </message>
        <message>
            <source>bid Farbgeier</source>
            <translation>bid Farbgeier</translation>
        </message>
        <message>
            <source>bid Farbgeier Tout</source>
            <translation>bid Farbgeier Tout</translation>
        </message>
        <message>
            <source>bid Farbwenz</source>
            <translation>bid Farbwenz</translation>
        </message>
        <message>
            <source>bid Farbwenz Tout</source>
            <translation>bid Farbwenz Tout</translation>
        </message>
        <message>
            <source>bid Geier</source>
            <translation>bid Geier</translation>
        </message>
        <message>
            <source>bid Geier Tout</source>
            <translation>bid Geier Tout</translation>
        </message>
        <message>
            <source>bid Solo</source>
            <translation>bid Solo</translation>
        </message>
        <message>
            <source>bid Solo Tout</source>
            <translation>bid Solo Tout</translation>
        </message>
        <message>
            <source>bid Wenz</source>
            <translation>bid Wenz</translation>
        </message>
        <message>
            <source>bid Wenz Tout</source>
            <translation>bid Wenz Tout</translation>
        </message>
        <message>
            <source>bid schwarz</source>
            <translation>bid schwarz</translation>
        </message>
        <message>
            <source>blind set aside</source>
            <translation>blind set aside</translation>
        </message>
        <message>
            <source>blind to the last trick</source>
            <translation>blind to the last trick</translation>
        </message>
        <message>
            <source>blind_to_last_trick</source>
            <translation>Blind to the last trick</translation>
        </message>
        <message>
            <source>buried</source>
            <translation>buried</translation>
        </message>
        <message>
            <source>called_ace</source>
            <translation>called ace</translation>
        </message>
        <message>
            <source>card points</source>
            <translation>card points</translation>
        </message>
        <message>
            <source>charlie_caught</source>
            <translation>Charlie caught</translation>
        </message>
        <message>
            <source>clubs solo</source>
            <translation>clubs solo</translation>
        </message>
        <message>
            <source>concede</source>
            <translation>concede</translation>
        </message>
        <message>
            <source>conceded</source>
            <translation>conceded</translation>
        </message>
        <message>
            <source>diamonds solo</source>
            <translation>diamonds solo</translation>
        </message>
        <message>
            <source>doubler</source>
            <translation>doubler</translation>
        </message>
        <message>
            <source>each defender</source>
            <translation>each defender</translation>
        </message>
        <message>
            <source>fewest card points with a trick</source>
            <translation>fewest card points with a trick</translation>
        </message>
        <message>
            <source>forty_cards</source>
            <translation>40 cards (no nines)</translation>
        </message>
        <message>
            <source>game</source>
            <translation>game</translation>
        </message>
        <message>
            <source>game value</source>
            <translation>game value</translation>
        </message>
        <message>
            <source>game value for each Re player</source>
            <translation>game value for each Re player</translation>
        </message>
        <message>
            <source>hand</source>
            <translation>hand</translation>
        </message>
        <message>
            <source>healthy</source>
            <translation>healthy</translation>
        </message>
        <message>
            <source>heart_ten_first_in_last_trick</source>
            <translation>First ♥10 wins the last trick</translation>
        </message>
        <message>
            <source>hearts solo</source>
            <translation>hearts solo</translation>
        </message>
        <message>
            <source>hold</source>
            <translation>hold</translation>
        </message>
        <message>
            <source>jack solo</source>
            <translation>jack solo</translation>
        </message>
        <message>
            <source>jack_of_diamonds</source>
            <translation>jack of diamonds</translation>
        </message>
        <message>
            <source>klopfen</source>
            <translation>Knocking (Klopfen)</translation>
        </message>
        <message>
            <source>knock</source>
            <translation>knock</translation>
        </message>
        <message>
            <source>kontra</source>
            <translation>kontra</translation>
        </message>
        <message>
            <source>kontra schwarz</source>
            <translation>kontra schwarz</translation>
        </message>
        <message>
            <source>kontra_re</source>
            <translation>Kontra/Re</translation>
        </message>
        <message>
            <source>leaster</source>
            <translation>leaster</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>lost</translation>
        </message>
        <message>
            <source>lost (x2)</source>
            <translation>lost (x2)</translation>
        </message>
        <message>
            <source>marriage</source>
            <translation>marriage</translation>
        </message>
        <message>
            <source>may not discard the called ace before the last trick</source>
            <translation>may not discard the called ace before the last trick</translation>
        </message>
        <message>
            <source>multiplier</source>
            <translation>multiplier</translation>
        </message>
        <message>
            <source>must follow clubs</source>
            <translation>must follow clubs</translation>
        </message>
        <message>
            <source>must follow diamonds</source>
            <translation>must follow diamonds</translation>
        </message>
        <message>
            <source>must follow hearts</source>
            <translation>must follow hearts</translation>
        </message>
        <message>
            <source>must follow spades</source>
            <translation>must follow spades</translation>
        </message>
        <message>
            <source>must follow trump</source>
            <translation>must follow trump</translation>
        </message>
        <message>
            <source>no Kontra</source>
            <translation>no Kontra</translation>
        </message>
        <message>
            <source>no Re</source>
            <translation>no Re</translation>
        </message>
        <message>
            <source>no game</source>
            <translation>no game</translation>
        </message>
        <message>
            <source>no knock</source>
            <translation>no knock</translation>
        </message>
        <message>
            <source>no trick (reverse schwarz)</source>
            <translation>no trick (reverse schwarz)</translation>
        </message>
        <message>
            <source>no-trump solo</source>
            <translation>no-trump solo</translation>
        </message>
        <message>
            <source>no_pick</source>
            <translation>When nobody picks</translation>
        </message>
        <message>
            <source>nobody won: both sides failed their announcements</source>
            <translation>nobody won: both sides failed their announcements</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>normal game</source>
            <translation>normal game</translation>
        </message>
        <message>
            <source>ouvert</source>
            <translation>ouvert</translation>
        </message>
        <message>
            <source>p</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>partner</source>
            <translation>partner</translation>
        </message>
        <message>
            <source>partner card</source>
            <translation>partner card</translation>
        </message>
        <message>
            <source>partner game (Sauspiel)</source>
            <translation>partner game (Sauspiel)</translation>
        </message>
        <message>
            <source>partner_tariff</source>
            <translation>partner_tariff</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>pass_jacks</source>
            <translation>Pass jacks on</translation>
        </message>
        <message>
            <source>pay</source>
            <translation>pay</translation>
        </message>
        <message>
            <source>pick</source>
            <translation>pick</translation>
        </message>
        <message>
            <source>pick alone</source>
            <translation>pick alone</translation>
        </message>
        <message>
            <source>pick, jack of diamonds partner</source>
            <translation>pick, jack of diamonds partner</translation>
        </message>
        <message>
            <source>picker</source>
            <translation>picker</translation>
        </message>
        <message>
            <source>picker side card points</source>
            <translation>picker side card points</translation>
        </message>
        <message>
            <source>picker side tricks</source>
            <translation>picker side tricks</translation>
        </message>
        <message>
            <source>play</source>
            <translation>play</translation>
        </message>
        <message>
            <source>poverty</source>
            <translation>poverty</translation>
        </message>
        <message>
            <source>price</source>
            <translation>price</translation>
        </message>
        <message>
            <source>queen solo</source>
            <translation>queen solo</translation>
        </message>
        <message>
            <source>queen-jack solo</source>
            <translation>queen-jack solo</translation>
        </message>
        <message>
            <source>ramsch</source>
            <translation>ramsch</translation>
        </message>
        <message>
            <source>ramsch_tariff</source>
            <translation>ramsch_tariff</translation>
        </message>
        <message>
            <source>re</source>
            <translation>re</translation>
        </message>
        <message>
            <source>re schwarz</source>
            <translation>re schwarz</translation>
        </message>
        <message>
            <source>redeal</source>
            <translation>redeal</translation>
        </message>
        <message>
            <source>refuse</source>
            <translation>refuse</translation>
        </message>
        <message>
            <source>reservation</source>
            <translation>reservation</translation>
        </message>
        <message>
            <source>result</source>
            <translation>result</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>rounds</translation>
        </message>
        <message>
            <source>runner_tariff</source>
            <translation>runner_tariff</translation>
        </message>
        <message>
            <source>runners</source>
            <translation>runners</translation>
        </message>
        <message>
            <source>runners_from_geier</source>
            <translation>runners_from_geier</translation>
        </message>
        <message>
            <source>runners_from_partner</source>
            <translation>runners_from_partner</translation>
        </message>
        <message>
            <source>runners_from_solo</source>
            <translation>runners_from_solo</translation>
        </message>
        <message>
            <source>runners_from_suit_geier</source>
            <translation>runners_from_suit_geier</translation>
        </message>
        <message>
            <source>runners_from_suit_wenz</source>
            <translation>runners_from_suit_wenz</translation>
        </message>
        <message>
            <source>runners_from_wenz</source>
            <translation>runners_from_wenz</translation>
        </message>
        <message>
            <source>runners_into_suit</source>
            <translation>runners_into_suit</translation>
        </message>
        <message>
            <source>s</source>
            <translation>pick up the skat</translation>
        </message>
        <message>
            <source>schieberamsch</source>
            <translation>schieberamsch</translation>
        </message>
        <message>
            <source>schneider_tariff</source>
            <translation>schneider_tariff</translation>
        </message>
        <message>
            <source>schwarz_tariff</source>
            <translation>schwarz_tariff</translation>
        </message>
        <message>
            <source>scoring</source>
            <translation>scoring</translation>
        </message>
        <message>
            <source>second_heart_ten_wins</source>
            <translation>Second ♥10 beats the first</translation>
        </message>
        <message>
            <source>seeger-fabian score</source>
            <translation>seeger-fabian score</translation>
        </message>
        <message>
            <source>seeger_fabian</source>
            <translation>Seeger-Fabian</translation>
        </message>
        <message>
            <source>short_deck</source>
            <translation>Short deck</translation>
        </message>
        <message>
            <source>silent solo</source>
            <translation>silent solo</translation>
        </message>
        <message>
            <source>solo</source>
            <translation>solo</translation>
        </message>
        <message>
            <source>solo clubs</source>
            <translation>solo clubs</translation>
        </message>
        <message>
            <source>solo clubs no-re</source>
            <translation>solo clubs no-re</translation>
        </message>
        <message>
            <source>solo clubs re</source>
            <translation>solo clubs re</translation>
        </message>
        <message>
            <source>solo diamonds</source>
            <translation>solo diamonds</translation>
        </message>
        <message>
            <source>solo diamonds no-re</source>
            <translation>solo diamonds no-re</translation>
        </message>
        <message>
            <source>solo diamonds re</source>
            <translation>solo diamonds re</translation>
        </message>
        <message>
            <source>solo hearts</source>
            <translation>solo hearts</translation>
        </message>
        <message>
            <source>solo hearts no-re</source>
            <translation>solo hearts no-re</translation>
        </message>
        <message>
            <source>solo hearts re</source>
            <translation>solo hearts re</translation>
        </message>
        <message>
            <source>solo jack</source>
            <translation>solo jack</translation>
        </message>
        <message>
            <source>solo jack no-re</source>
            <translation>solo jack no-re</translation>
        </message>
        <message>
            <source>solo jack re</source>
            <translation>solo jack re</translation>
        </message>
        <message>
            <source>solo no-trump</source>
            <translation>solo no-trump</translation>
        </message>
        <message>
            <source>solo no-trump no-re</source>
            <translation>solo no-trump no-re</translation>
        </message>
        <message>
            <source>solo no-trump re</source>
            <translation>solo no-trump re</translation>
        </message>
        <message>
            <source>solo queen</source>
            <translation>solo queen</translation>
        </message>
        <message>
            <source>solo queen no-re</source>
            <translation>solo queen no-re</translation>
        </message>
        <message>
            <source>solo queen re</source>
            <translation>solo queen re</translation>
        </message>
        <message>
            <source>solo queen-jack</source>
            <translation>solo queen-jack</translation>
        </message>
        <message>
            <source>solo queen-jack no-re</source>
            <translation>solo queen-jack no-re</translation>
        </message>
        <message>
            <source>solo queen-jack re</source>
            <translation>solo queen-jack re</translation>
        </message>
        <message>
            <source>solo spades</source>
            <translation>solo spades</translation>
        </message>
        <message>
            <source>solo spades no-re</source>
            <translation>solo spades no-re</translation>
        </message>
        <message>
            <source>solo spades re</source>
            <translation>solo spades re</translation>
        </message>
        <message>
            <source>solo tariff</source>
            <translation>solo tariff</translation>
        </message>
        <message>
            <source>solo_auction</source>
            <translation>Solo auction</translation>
        </message>
        <message>
            <source>solo_tariff</source>
            <translation>solo_tariff</translation>
        </message>
        <message>
            <source>spades solo</source>
            <translation>spades solo</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>standard</translation>
        </message>
        <message>
            <source>suit_geier</source>
            <translation>Suit Geier (Farbgeier)</translation>
        </message>
        <message>
            <source>suit_wenz</source>
            <translation>Suit Wenz (Farbwenz)</translation>
        </message>
        <message>
            <source>the called ace may not be thrown off before clubs is led</source>
            <translation>the called ace may not be thrown off before clubs is led</translation>
        </message>
        <message>
            <source>the called ace may not be thrown off before hearts is led</source>
            <translation>the called ace may not be thrown off before hearts is led</translation>
        </message>
        <message>
            <source>the called ace may not be thrown off before spades is led</source>
            <translation>the called ace may not be thrown off before spades is led</translation>
        </message>
        <message>
            <source>the called ace must be played the first time clubs is led</source>
            <translation>the called ace must be played the first time clubs is led</translation>
        </message>
        <message>
            <source>the called ace must be played the first time hearts is led</source>
            <translation>the called ace must be played the first time hearts is led</translation>
        </message>
        <message>
            <source>the called ace must be played the first time spades is led</source>
            <translation>the called ace must be played the first time spades is led</translation>
        </message>
        <message>
            <source>the most card points loses</source>
            <translation>the most card points loses</translation>
        </message>
        <message>
            <source>the picker collects from all four</source>
            <translation>the picker collects from all four</translation>
        </message>
        <message>
            <source>the picker must keep the last clubs card until clubs is led</source>
            <translation>the picker must keep the last clubs card until clubs is led</translation>
        </message>
        <message>
            <source>the picker must keep the last hearts card until hearts is led</source>
            <translation>the picker must keep the last hearts card until hearts is led</translation>
        </message>
        <message>
            <source>the picker must keep the last spades card until spades is led</source>
            <translation>the picker must keep the last spades card until spades is led</translation>
        </message>
        <message>
            <source>the soloist scores three times</source>
            <translation>the soloist scores three times</translation>
        </message>
        <message>
            <source>thrown in</source>
            <translation>thrown in</translation>
        </message>
        <message>
            <source>to lead clubs the partner must lead the called ace</source>
            <translation>to lead clubs the partner must lead the called ace</translation>
        </message>
        <message>
            <source>to lead hearts the partner must lead the called ace</source>
            <translation>to lead hearts the partner must lead the called ace</translation>
        </message>
        <message>
            <source>to lead spades the partner must lead the called ace</source>
            <translation>to lead spades the partner must lead the called ace</translation>
        </message>
        <message>
            <source>tournament</source>
            <translation>tournament</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unknown</translation>
        </message>
        <message>
            <source>x2</source>
            <translation>x2</translation>
        </message>
        <message>
            <source>y</source>
            <translation>hold</translation>
        </message>
        <message>
            <source>%1 or fewer (reverse schneider)</source>
            <translation>%1 or fewer (reverse schneider)</translation>
        </message>
        <message>
            <source>%1 or more (schneider)</source>
            <translation>%1 or more (schneider)</translation>
        </message>
        <message>
            <source>%1 runners (Laufende)</source>
            <translation>%1 runners (Laufende)</translation>
        </message>
        <message>
            <source>%1 to %2</source>
            <translation>%1 to %2</translation>
        </message>
        <message>
            <source>%1 without a trick (Jungfrau)</source>
            <translation>%1 without a trick (Jungfrau)</translation>
        </message>
        <message>
            <source>Kontra: %1 reached against no %2</source>
            <translation>Kontra: %1 reached against no %2</translation>
        </message>
        <message>
            <source>Kontra: %1 reached against schwarz</source>
            <translation>Kontra: %1 reached against schwarz</translation>
        </message>
        <message>
            <source>Kontra: Re under %1</source>
            <translation>Kontra: Re under %1</translation>
        </message>
        <message>
            <source>Kontra: no %1 announced by Kontra</source>
            <translation>Kontra: no %1 announced by Kontra</translation>
        </message>
        <message>
            <source>Kontra: no %1 announced by Re</source>
            <translation>Kontra: no %1 announced by Re</translation>
        </message>
        <message>
            <source>Re: %1 reached against no %2</source>
            <translation>Re: %1 reached against no %2</translation>
        </message>
        <message>
            <source>Re: %1 reached against schwarz</source>
            <translation>Re: %1 reached against schwarz</translation>
        </message>
        <message>
            <source>Re: Kontra under %1</source>
            <translation>Re: Kontra under %1</translation>
        </message>
        <message>
            <source>Re: no %1 announced by Kontra</source>
            <translation>Re: no %1 announced by Kontra</translation>
        </message>
        <message>
            <source>bid %1</source>
            <translation>bid %1</translation>
        </message>
        <message>
            <source>call %1</source>
            <translation>call %1</translation>
        </message>
        <message>
            <source>call %1 unknown</source>
            <translation>call %1 unknown</translation>
        </message>
        <message>
            <source>doubled %1 times</source>
            <translation>doubled %1 times</translation>
        </message>
        <message>
            <source>kontra no %1</source>
            <translation>kontra no %1</translation>
        </message>
        <message>
            <source>overbid (bid %1): raised to</source>
            <translation>overbid (bid %1): raised to</translation>
        </message>
        <message>
            <source>pick, called %1</source>
            <translation>pick, called %1</translation>
        </message>
        <message>
            <source>pick, called %1 unknown</source>
            <translation>pick, called %1 unknown</translation>
        </message>
        <message>
            <source>re no %1</source>
            <translation>re no %1</translation>
        </message>
        <message>
            <source>seat %1 demanded a redeal</source>
            <translation>seat %1 demanded a redeal</translation>
        </message>
        <message>
            <source>trumps back %1</source>
            <translation>trumps back %1</translation>
        </message>
        <message>
            <source>with %1</source>
            <translation>with %1</translation>
        </message>
        <message>
            <source>without %1</source>
            <translation>without %1</translation>
        </message>
        <message>
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
    </context>
    <context>
        <name>EngineGerman</name>
        <message>
            <source>must follow clubs</source>
            <translation>must follow Eichel (clubs)</translation>
        </message>
        <message>
            <source>must follow diamonds</source>
            <translation>must follow Schellen (diamonds)</translation>
        </message>
        <message>
            <source>must follow hearts</source>
            <translation>must follow Herz (hearts)</translation>
        </message>
        <message>
            <source>must follow spades</source>
            <translation>must follow Gras (spades)</translation>
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
        <message>
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <source>off</source>
            <translation>off</translation>
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
            <source>About Stammtisch</source>
            <translation>About Stammtisch</translation>
        </message>
        <message>
            <source>Stammtisch: Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline.</source>
            <translation>Stammtisch: Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline.</translation>
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
            <source>How many deals the session lasts.</source>
            <translation>How many deals the session lasts.</translation>
        </message>
        <message>
            <source>&amp;Deals in the session:</source>
            <translation>&amp;Deals in the session:</translation>
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
    </context>
    <context>
        <name>SheepsheadControls</name>
        <message>
            <source>Bury %1 cards: drag them onto the table or double-click them. Still to bury: %2.</source>
            <translation>Bury %1 cards: drag them onto the table or double-click them. Still to bury: %2.</translation>
        </message>
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
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <translation>Card table</translation>
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
            <source>Tout, Sie and Kontra</source>
            <comment>lesson.schafkopf.announcing.title</comment>
            <translation>Tout, Sie and Kontra</translation>
        </message>
        <message>
            <source>Tout and Kontra double; Sie is four times a solo.</source>
            <comment>lesson.schafkopf.announcing.summary</comment>
            <translation>Tout and Kontra double; Sie is four times a solo.</translation>
        </message>
        <message>
            <source>A solo player may announce Tout: to take every trick. Tout doubles the price but is lost with a single trick lost. Holding all four Obers and Unters is a Sie, worth four times a solo.</source>
            <comment>lesson.schafkopf.announcing.1</comment>
            <translation>A solo player may announce Tout: to take every trick. Tout doubles the price but is lost with a single trick lost. Holding all four Obers and Unters is a Sie, worth four times a solo.</translation>
        </message>
        <message>
            <source>Where the table plays with Kontra, a defender may double with Kontra, and the declarer's side answer with Re: each doubles the price again.</source>
            <comment>lesson.schafkopf.announcing.2</comment>
            <translation>Where the table plays with Kontra, a defender may double with Kontra, and the declarer's side answer with Re: each doubles the price again.</translation>
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
            <source>A Solo with Kontra, before runners?</source>
            <comment>lesson.schafkopf.announcing.5</comment>
            <translation>A Solo with Kontra, before runners?</translation>
        </message>
        <message>
            <source>Kontra doubles the 50: 100.</source>
            <comment>lesson.schafkopf.announcing.6</comment>
            <translation>Kontra doubles the 50: 100.</translation>
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
            <source>Re/Kontra by 11 cards; no 90 means fewer than 90.</source>
            <comment>lesson.doppelkopf.announcing.summary</comment>
            <translation>Re/Kontra by 11 cards; no 90 means fewer than 90.</translation>
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
            <source>How many cards must you still hold to announce Re?</source>
            <comment>lesson.doppelkopf.announcing.6</comment>
            <translation>How many cards must you still hold to announce Re?</translation>
        </message>
        <message>
            <source>At least 11: so before your second card.</source>
            <comment>lesson.doppelkopf.announcing.7</comment>
            <translation>At least 11: so before your second card.</translation>
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
            <source>Five players: you go alone and win with 75 card points. Each defender pays 1. What do you get?</source>
            <comment>lesson.sheepshead.alone.6</comment>
            <translation>Five players: you go alone and win with 75 card points. Each defender pays 1. What do you get?</translation>
        </message>
        <message>
            <source>4: one from each of the four defenders.</source>
            <comment>lesson.sheepshead.alone.7</comment>
            <translation>4: one from each of the four defenders.</translation>
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
</TS>
