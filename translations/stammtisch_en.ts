<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
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
            <source>no poverty</source>
            <comment>action.doppelkopf.no_poverty</comment>
            <translation>No poverty</translation>
        </message>
        <message>
            <source>no solo</source>
            <comment>action.doppelkopf.no_solo</comment>
            <translation>No solo</translation>
        </message>
        <message>
            <source>hold</source>
            <comment>action.schafkopf.hold</comment>
            <translation>Hold</translation>
        </message>
        <message>
            <source>pass</source>
            <comment>action.schafkopf.pass</comment>
            <translation>Pass</translation>
        </message>
        <message>
            <source>go alone</source>
            <comment>action.sheepshead.alone</comment>
            <translation>Go alone</translation>
        </message>
        <message>
            <source>bury {card}</source>
            <comment>action.sheepshead.bury</comment>
            <translation>Bury {card}</translation>
        </message>
        <message>
            <source>call {card}</source>
            <comment>action.sheepshead.call</comment>
            <translation>Call {card}</translation>
        </message>
        <message>
            <source>call {card} with an unknown card</source>
            <comment>action.sheepshead.call_unknown</comment>
            <translation>Call {card} with an unknown card</translation>
        </message>
        <message>
            <source>pick</source>
            <comment>action.sheepshead.pick</comment>
            <translation>Pick</translation>
        </message>
        <message numerus="yes">
            <source>Leading trump draws the opponents' trumps: {count} trumps are still out.</source>
            <comment>coach.draw_trumps</comment>
            <translation>
                <numerusform>Leading trump draws the opponents' trumps: {count} trump is still out.</numerusform>
                <numerusform>Leading trump draws the opponents' trumps: {count} trumps are still out.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.</source>
            <comment>coach.lay_away</comment>
            <translation>
                <numerusform>Laying away {card} banks its {points} point for you: it can no longer be lost in a trick.</numerusform>
                <numerusform>Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} is a cheap lead: it risks only {points} points.</source>
            <comment>coach.lead_cheap</comment>
            <translation>
                <numerusform>{card} is a cheap lead: it risks only {points} point.</numerusform>
                <numerusform>{card} is a cheap lead: it risks only {points} points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your partner is winning this trick: {card} adds {points} points to it.</source>
            <comment>coach.partner_wins</comment>
            <translation>
                <numerusform>Your partner is winning this trick: {card} adds {points} point to it.</numerusform>
                <numerusform>Your partner is winning this trick: {card} adds {points} points to it.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Burying {card} banks its {points} points for you: it can no longer be lost in a trick.</source>
            <comment>coach.sheepshead.bury</comment>
            <translation>
                <numerusform>Burying {card} banks its {points} point for you: it can no longer be lost in a trick.</numerusform>
                <numerusform>Burying {card} banks its {points} points for you: it can no longer be lost in a trick.</numerusform>
            </translation>
        </message>
        <message>
            <source>card points</source>
            <comment>coach.unit.card_points</comment>
            <translation>card points</translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the lead in this trick ({points} points so far).</source>
            <comment>coach.wins_now</comment>
            <translation>
                <numerusform>{card} takes the lead in this trick ({points} point so far).</numerusform>
                <numerusform>{card} takes the lead in this trick ({points} points so far).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.</source>
            <comment>coach.wins_sure</comment>
            <translation>
                <numerusform>{card} wins this trick for sure: no card still out beats it. The trick holds {points} point.</numerusform>
                <numerusform>{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With the cards as they lie, after {card} the other side takes {more} more card points: your side ends with {value} instead of {best}.</source>
            <comment>goal.deal.fewer</comment>
            <translation>
                <numerusform>With the cards as they lie, after {card} the other side takes {more} more card point: your side ends with {value} instead of {best}.</numerusform>
                <numerusform>With the cards as they lie, after {card} the other side takes {more} more card points: your side ends with {value} instead of {best}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With the cards as they lie, after {card} you take {more} more card points: {value} instead of {best}.</source>
            <comment>goal.deal.more_avoid</comment>
            <translation>
                <numerusform>With the cards as they lie, after {card} you take {more} more card point: {value} instead of {best}.</numerusform>
                <numerusform>With the cards as they lie, after {card} you take {more} more card points: {value} instead of {best}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That works too: with the cards as they lie, {card} ends the deal as well as {scripted}, your side taking {points} card points either way.</source>
            <comment>goal.deal.tie</comment>
            <translation>
                <numerusform>That works too: with the cards as they lie, {card} ends the deal as well as {scripted}, your side taking {points} card point either way.</numerusform>
                <numerusform>That works too: with the cards as they lie, {card} ends the deal as well as {scripted}, your side taking {points} card points either way.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That works too: with the cards as they lie, you take {points} card points after {card}, as after {scripted}.</source>
            <comment>goal.deal.tie_avoid</comment>
            <translation>
                <numerusform>That works too: with the cards as they lie, you take {points} card point after {card}, as after {scripted}.</numerusform>
                <numerusform>That works too: with the cards as they lie, you take {points} card points after {card}, as after {scripted}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} lays away {points} points that count for you, and it is no trump.</source>
            <comment>goal.met.away</comment>
            <translation>
                <numerusform>{card} lays away {points} point that counts for you, and it is no trump.</numerusform>
                <numerusform>{card} lays away {points} points that count for you, and it is no trump.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} need not take the trick and gives away only {points} points.</source>
            <comment>goal.met.cheap_loss</comment>
            <translation>
                <numerusform>{card} need not take the trick and gives away only {points} point.</numerusform>
                <numerusform>{card} need not take the trick and gives away only {points} points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the trick for {points} points, and no card of yours takes it for fewer.</source>
            <comment>goal.met.cheap_win</comment>
            <translation>
                <numerusform>{card} takes the trick for {points} point, and no card of yours takes it for fewer.</numerusform>
                <numerusform>{card} takes the trick for {points} points, and no card of yours takes it for fewer.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} gives {points} points to a trick your side is sure to take.</source>
            <comment>goal.met.gives</comment>
            <translation>
                <numerusform>{card} gives {points} point to a trick your side is sure to take.</numerusform>
                <numerusform>{card} gives {points} points to a trick your side is sure to take.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} lays away only {points} points; a card of yours that is no trump holds more.</source>
            <comment>goal.miss.away_fewer</comment>
            <translation>
                <numerusform>{card} lays away only {points} point; a card of yours that is no trump holds more.</numerusform>
                <numerusform>{card} lays away only {points} points; a card of yours that is no trump holds more.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} gives away {points} points; a card of yours worth fewer does it too.</source>
            <comment>goal.miss.dear_loss</comment>
            <translation>
                <numerusform>{card} gives away {points} point; a card of yours worth fewer does it too.</numerusform>
                <numerusform>{card} gives away {points} points; a card of yours worth fewer does it too.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the trick for {points} points, but a card of yours worth fewer takes it too.</source>
            <comment>goal.miss.dear_win</comment>
            <translation>
                <numerusform>{card} takes the trick for {points} point, but a card of yours worth fewer takes it too.</numerusform>
                <numerusform>{card} takes the trick for {points} points, but a card of yours worth fewer takes it too.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} gives only {points} points; a card of yours gives more to this trick.</source>
            <comment>goal.miss.gives_fewer</comment>
            <translation>
                <numerusform>{card} gives only {points} point; a card of yours gives more to this trick.</numerusform>
                <numerusform>{card} gives only {points} points; a card of yours gives more to this trick.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{count} cards</source>
            <comment>illegal.doppelkopf.cards</comment>
            <translation>
                <numerusform>{count} card</numerusform>
                <numerusform>{count} cards</numerusform>
            </translation>
        </message>
        <message>
            <source>you hold no {card}</source>
            <comment>illegal.doppelkopf.holds_no.you</comment>
            <translation>You do not hold {card}.</translation>
        </message>
        <message>
            <source>you belong to no party yet</source>
            <comment>illegal.doppelkopf.no_party_yet.you</comment>
            <translation>You belong to no party yet.</translation>
        </message>
        <message>
            <source>you sit out this deal</source>
            <comment>illegal.doppelkopf.sits_out.you</comment>
            <translation>You sit out this deal.</translation>
        </message>
        <message>
            <source>too late for {announcement}: it needs {need} in hand, {seat} holds {held}</source>
            <comment>illegal.doppelkopf.too_late</comment>
            <translation>Too late for {announcement}: it needs {need} in hand; {seat} holds {held}.</translation>
        </message>
        <message>
            <source>too late for {announcement}: it needs {need} in hand, you hold {held}</source>
            <comment>illegal.doppelkopf.too_late.you</comment>
            <translation>Too late for {announcement}: it needs {need} in hand; you hold {held}.</translation>
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
            <source>you do not play this deal</source>
            <comment>illegal.seat_not_playing.you</comment>
            <translation>You do not play this deal.</translation>
        </message>
        <message>
            <source>a buried card can never be the partner card</source>
            <comment>illegal.sheepshead.buried_not_partner</comment>
            <translation>A buried card can never be the partner card.</translation>
        </message>
        <message numerus="yes">
            <source>the picker buries {count} cards before play</source>
            <comment>illegal.sheepshead.bury_first</comment>
            <translation>
                <numerusform>The picker buries {count} card before play.</numerusform>
                <numerusform>The picker buries {count} cards before play.</numerusform>
            </translation>
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
            <source>the skat has been picked up, so the game can no longer be a hand game</source>
            <comment>illegal.skat.hand_after_pick_up</comment>
            <translation>The skat has been picked up, so the game can no longer be a hand game.</translation>
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
            <source>picker's side</source>
            <comment>result.side.picker</comment>
            <translation>Picker's side</translation>
        </message>
        <message>
            <source>soloist</source>
            <comment>result.side.soloist</comment>
            <translation>Soloist</translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points</source>
            <comment>result.target.at_least</comment>
            <translation>
                <numerusform>{points} or more card points</numerusform>
                <numerusform>{points} or more card points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points, and every trick</source>
            <comment>result.target.doppelkopf.schwarz</comment>
            <translation>
                <numerusform>{points} or more card points, and every trick</numerusform>
                <numerusform>{points} or more card points, and every trick</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points, and the other side under {limit}</source>
            <comment>result.target.doppelkopf.under</comment>
            <translation>
                <numerusform>{points} or more card points, and the other side under {limit}</numerusform>
                <numerusform>{points} or more card points, and the other side under {limit}</numerusform>
            </translation>
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
            <source>each further announcement adds a game point</source>
            <comment>score.doppelkopf.announced_by.note</comment>
            <translation>Each further announcement adds a game point</translation>
        </message>
        <message>
            <source>the last trick was won with the ♣J</source>
            <comment>score.doppelkopf.charlie.note</comment>
            <translation>The last trick was won with the ♣J</translation>
        </message>
        <message>
            <source>the ♣J of {seat}, on the other side, was taken in the last trick</source>
            <comment>score.doppelkopf.charlie_caught.note</comment>
            <translation>The ♣J of {seat}, on the other side, was taken in the last trick</translation>
        </message>
        <message>
            <source>your ♣J was taken by the other side in the last trick</source>
            <comment>score.doppelkopf.charlie_caught.note.you</comment>
            <translation>Your ♣J was taken by the other side in the last trick</translation>
        </message>
        <message>
            <source>defenders' win</source>
            <comment>score.doppelkopf.defenders_win</comment>
            <translation>Defenders' win</translation>
        </message>
        <message numerus="yes">
            <source>a trick worth {points} card points (40 or more)</source>
            <comment>score.doppelkopf.doppelkopf.note</comment>
            <translation>
                <numerusform>A trick worth {points} card point (40 or more)</numerusform>
                <numerusform>A trick worth {points} card points (40 or more)</numerusform>
            </translation>
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
            <source>your fox (♦A) was taken by the other side in a trick</source>
            <comment>score.doppelkopf.fox.note.you</comment>
            <translation>Your fox (♦A) was taken by the other side in a trick</translation>
        </message>
        <message>
            <source>fox caught in the last trick</source>
            <comment>score.doppelkopf.fox_last</comment>
            <translation>Fox caught in the last trick</translation>
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
            <source>everybody refused the poverty</source>
            <comment>score.doppelkopf.poverty_refused</comment>
            <translation>Everybody refused the poverty</translation>
        </message>
        <message>
            <source>enough card points to defeat the other side's announcement</source>
            <comment>score.doppelkopf.reached.note</comment>
            <translation>Enough card points to defeat the other side's announcement</translation>
        </message>
        <message>
            <source>you demanded a redeal</source>
            <comment>score.doppelkopf.redeal.you</comment>
            <translation>You demanded a redeal</translation>
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
        <message numerus="yes">
            <source>the other side took fewer than {limit} card points</source>
            <comment>score.doppelkopf.under.note</comment>
            <translation>
                <numerusform>The other side took fewer than {limit} card point</numerusform>
                <numerusform>The other side took fewer than {limit} card points</numerusform>
            </translation>
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
        <message numerus="yes">
            <source>doubled {count} times</source>
            <comment>score.schafkopf.doubled</comment>
            <translation>
                <numerusform>Doubled once</numerusform>
                <numerusform>Doubled {count} times</numerusform>
            </translation>
        </message>
        <message>
            <source>each knock, Kontra and Re doubles the price</source>
            <comment>score.schafkopf.doubled.note</comment>
            <translation>Each knock, Kontra and Re doubles the price</translation>
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
        <message numerus="yes">
            <source>{count} runners (Laufende)</source>
            <comment>score.schafkopf.runners</comment>
            <translation>
                <numerusform>{count} runner (Laufender)</numerusform>
                <numerusform>{count} runners (Laufende)</numerusform>
            </translation>
        </message>
        <message>
            <source>the top trumps in an unbroken row, held by one side; each adds the runner tariff</source>
            <comment>score.schafkopf.runners.note</comment>
            <translation>The top trumps in an unbroken row, held by one side; each adds the runner tariff</translation>
        </message>
        <message>
            <source>the winners took 91 or more card points, or the losers 30 or fewer</source>
            <comment>score.schafkopf.schneider.note</comment>
            <translation>The winners took 91 or more card points, or the losers 30 or fewer</translation>
        </message>
        <message>
            <source>one side took every trick</source>
            <comment>score.schafkopf.schwarz.note</comment>
            <translation>One side took every trick</translation>
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
            <source>in a Leaster the fewest card points win, if the player took a trick</source>
            <comment>score.sheepshead.fewest.note</comment>
            <translation>In a Leaster the fewest card points win, if the player took a trick</translation>
        </message>
        <message>
            <source>all tricks (Schwarz)</source>
            <comment>score.sheepshead.row.all_tricks</comment>
            <translation>All tricks (Schwarz)</translation>
        </message>
        <message>
            <source>no trick (reverse Schwarz)</source>
            <comment>score.sheepshead.row.no_trick</comment>
            <translation>No trick (reverse Schwarz)</translation>
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
            <source>a Null game has a fixed value; the declarer must take no trick</source>
            <comment>score.skat.null.note</comment>
            <translation>A Null game has a fixed value; the declarer must take no trick</translation>
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
            <source>the declarer doubled again</source>
            <comment>score.skat.re.note</comment>
            <translation>The declarer doubled again</translation>
        </message>
        <message>
            <source>one side took 90 or more card points</source>
            <comment>score.skat.schneider.note</comment>
            <translation>One side took 90 or more card points</translation>
        </message>
        <message>
            <source>one side took every trick</source>
            <comment>score.skat.schwarz.note</comment>
            <translation>One side took every trick</translation>
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
        <message numerus="yes">
            <source>the declarer held the top {count} trumps in a row</source>
            <comment>score.skat.with.note</comment>
            <translation>
                <numerusform>The declarer held the top trump, the ♣J</numerusform>
                <numerusform>The declarer held the top {count} trumps in a row</numerusform>
            </translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>score.skat.without</comment>
            <translation>Without {count}</translation>
        </message>
        <message numerus="yes">
            <source>the top {count} trumps were missing from the declarer's cards</source>
            <comment>score.skat.without.note</comment>
            <translation>
                <numerusform>The top trump, the ♣J, was missing from the declarer's cards</numerusform>
                <numerusform>The top {count} trumps were missing from the declarer's cards</numerusform>
            </translation>
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
            <source>accept</source>
            <comment>action.accept</comment>
            <translation>Accept</translation>
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
            <source>concede</source>
            <comment>action.concede</comment>
            <translation>Concede</translation>
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
            <source>hold {value}</source>
            <comment>action.skat.hold</comment>
            <translation>Hold {value}</translation>
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
            <source>with {count}</source>
            <comment>coach.tops_with</comment>
            <translation>with {count}</translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>coach.tops_without</comment>
            <translation>without {count}</translation>
        </message>
        <message numerus="yes">
            <source>{count} card points</source>
            <comment>coach.trick.card_points</comment>
            <translation>
                <numerusform>{count} card point</numerusform>
                <numerusform>{count} card points</numerusform>
            </translation>
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
            <source>pick</source>
            <comment>contract.sheepshead.pick</comment>
            <translation>Pick</translation>
        </message>
    </context>
    <context>
        <name>Rank</name>
        <message>
            <source>König</source>
            <translation>King</translation>
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
        <name>DoppelkopfControls</name>
        <message numerus="yes">
            <source>Poverty: lay %n cards face down for the partner who takes them, every trump among them (click them or press Space on them, then confirm). Still to lay down: %1.</source>
            <translation>
                <numerusform>Poverty: lay %n card face down for the partner who takes it, every trump among them (click it or press Space on it, then confirm). Still to lay down: %1.</numerusform>
                <numerusform>Poverty: lay %n cards face down for the partner who takes them, every trump among them (click them or press Space on them, then confirm). Still to lay down: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You took %1's poverty: give %n cards back to %1 (click them or press Space on them, then confirm). Still to give: %2.</source>
            <translation>
                <numerusform>You took %1's poverty: give %n card back to %1 (click it or press Space on it, then confirm). Still to give: %2.</numerusform>
                <numerusform>You took %1's poverty: give %n cards back to %1 (click them or press Space on them, then confirm). Still to give: %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message numerus="yes">
            <source>Kept: the game as it was last saved (%1 of %n deals finished), and every finished deal in the history.</source>
            <translation>
                <numerusform>Kept: the game as it was last saved (%1 of %n deal finished), and every finished deal in the history.</numerusform>
                <numerusform>Kept: the game as it was last saved (%1 of %n deals finished), and every finished deal in the history.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Kept: the game as it was last saved (%1 of %n deals finished, deal %2 up to move %3), and every finished deal in the history.</source>
            <translation>
                <numerusform>Kept: the game as it was last saved (%1 of %n deal finished, deal %2 up to move %3), and every finished deal in the history.</numerusform>
                <numerusform>Kept: the game as it was last saved (%1 of %n deals finished, deal %2 up to move %3), and every finished deal in the history.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n deals imported, %2 there already, %3 refused, %4 skipped.</source>
            <translation>
                <numerusform>%1: %n deal imported, %2 there already, %3 refused, %4 skipped.</numerusform>
                <numerusform>%1: %n deals imported, %2 there already, %3 refused, %4 skipped.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %n more.</source>
            <translation>
                <numerusform>… and %n more.</numerusform>
                <numerusform>… and %n more.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LessonView</name>
        <message numerus="yes">
            <source>Lesson complete: %1 of %n steps right at the first try.</source>
            <translation>
                <numerusform>Lesson complete: %1 of %n step right at the first try.</numerusform>
                <numerusform>Lesson complete: %1 of %n steps right at the first try.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n lessons completed</source>
            <translation>
                <numerusform>%1 of %n lesson completed</numerusform>
                <numerusform>%1 of %n lessons completed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n stars</source>
            <translation>
                <numerusform>%1 of %n star</numerusform>
                <numerusform>%1 of %n stars</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 of %n lessons completed.</source>
            <translation>
                <numerusform>%1: %2 of %n lesson completed.</numerusform>
                <numerusform>%1: %2 of %n lessons completed.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>The %n finished deals of this session stay in your history and statistics, with their scores.</source>
            <translation>
                <numerusform>The finished deal of this session stays in your history and statistics, with its score.</numerusform>
                <numerusform>The %n finished deals of this session stay in your history and statistics, with their scores.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The %n finished deals of this session are not kept in a history here.</source>
            <translation>
                <numerusform>The finished deal of this session is not kept in a history here.</numerusform>
                <numerusform>The %n finished deals of this session are not kept in a history here.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your turn: choose %n cards to lay away (click them or press Space on them; once more puts one back), then confirm.</source>
            <translation>
                <numerusform>Your turn: choose %n card to lay away (click it or press Space on it; once more puts it back), then confirm.</numerusform>
                <numerusform>Your turn: choose %n cards to lay away (click them or press Space on them; once more puts one back), then confirm.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your turn: choose %n cards to pass on (click them or press Space on them; once more puts one back), then confirm.</source>
            <translation>
                <numerusform>Your turn: choose %n card to pass on (click it or press Space on it; once more puts it back), then confirm.</numerusform>
                <numerusform>Your turn: choose %n cards to pass on (click them or press Space on them; once more puts one back), then confirm.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message numerus="yes">
            <source>Tournament list: %n deals</source>
            <translation>
                <numerusform>Tournament list: %n deal</numerusform>
                <numerusform>Tournament list: %n deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 (see the rules below) = %n deals</source>
            <translation>
                <numerusform>%1 (see the rules below) = %n deal</numerusform>
                <numerusform>%1 (see the rules below) = %n deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>= %n deals</source>
            <translation>
                <numerusform>= %n deal</numerusform>
                <numerusform>= %n deals</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message numerus="yes">
            <source>It comes back in %n days, on %1.</source>
            <translation>
                <numerusform>It comes back in %n day, on %1.</numerusform>
                <numerusform>It comes back in %n days, on %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Preparing %n puzzles from your games…</source>
            <translation>
                <numerusform>Preparing %n puzzle from your games…</numerusform>
                <numerusform>Preparing %n puzzles from your games…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Preparing %n puzzles from this deal…</source>
            <translation>
                <numerusform>Preparing %n puzzle from this deal…</numerusform>
                <numerusform>Preparing %n puzzles from this deal…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message numerus="yes">
            <source>Best line: %1 of %n cards</source>
            <translation>
                <numerusform>Best line: %1 of %n card</numerusform>
                <numerusform>Best line: %1 of %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SheepsheadControls</name>
        <message numerus="yes">
            <source>Bury %n cards: choose them (click them or press Space on them; once more puts one back), then confirm. Still to bury: %1.</source>
            <translation>
                <numerusform>Bury %n card: choose it (click it or press Space on it; once more puts it back), then confirm. Still to bury: %1.</numerusform>
                <numerusform>Bury %n cards: choose them (click them or press Space on them; once more puts one back), then confirm. Still to bury: %1.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsPanel</name>
        <message numerus="yes">
            <source>Your running total across sessions: %1 after %Ln deals.</source>
            <translation>
                <numerusform>Your running total across sessions: %1 after %Ln deal.</numerusform>
                <numerusform>Your running total across sessions: %1 after %Ln deals.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The latest session (%1): %2 after %Ln deals.</source>
            <translation>
                <numerusform>The latest session (%1): %2 after %Ln deal.</numerusform>
                <numerusform>The latest session (%1): %2 after %Ln deals.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln deals, in all %2, a deal %3</source>
            <translation>
                <numerusform>%1: %Ln deal, in all %2, a deal %3</numerusform>
                <numerusform>%1: %Ln deals, in all %2, a deal %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Null games: the declarer wins by taking no trick, whatever the card points.</source>
            <translation>
                <numerusform>%Ln Null game: the declarer wins by taking no trick, whatever the card points.</numerusform>
                <numerusform>%Ln Null games: the declarer wins by taking no trick, whatever the card points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln games that needed every trick (Tout, Schwarz announced, Ouvert): the tricks decide, not the card points.</source>
            <translation>
                <numerusform>%Ln game that needed every trick (Tout, Schwarz announced, Ouvert): the tricks decide, not the card points.</numerusform>
                <numerusform>%Ln games that needed every trick (Tout, Schwarz announced, Ouvert): the tricks decide, not the card points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals in which each played alone (Ramsch, Leaster): no side's card points.</source>
            <translation>
                <numerusform>%Ln deal in which each played alone (Ramsch, Leaster): no side's card points.</numerusform>
                <numerusform>%Ln deals in which each played alone (Ramsch, Leaster): no side's card points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals in which no card was played (thrown in, a Sie shown).</source>
            <translation>
                <numerusform>%Ln deal in which no card was played (thrown in, a Sie shown).</numerusform>
                <numerusform>%Ln deals in which no card was played (thrown in, a Sie shown).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals you sat out.</source>
            <translation>
                <numerusform>%Ln deal you sat out.</numerusform>
                <numerusform>%Ln deals you sat out.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1–%2 card points: %Ln deals</source>
            <translation>
                <numerusform>%1–%2 card points: %Ln deal</numerusform>
                <numerusform>%1–%2 card points: %Ln deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>How many card points your side took, over %Ln deals whose card points decide the game.</source>
            <translation>
                <numerusform>How many card points your side took, over %Ln deal whose card points decide the game.</numerusform>
                <numerusform>How many card points your side took, over %Ln deals whose card points decide the game.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bid %1, game worth %2: %Ln games</source>
            <translation>
                <numerusform>Bid %1, game worth %2: %Ln game</numerusform>
                <numerusform>Bid %1, game worth %2: %Ln games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Overbid: %1 of %Ln games (%2). Below the dashed line the game fell short of the bid.</source>
            <translation>
                <numerusform>Overbid: %1 of %Ln game (%2). Below the dashed line the game fell short of the bid.</numerusform>
                <numerusform>Overbid: %1 of %Ln games (%2). Below the dashed line the game fell short of the bid.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Graded deals %1 (to %2): %Ln decisions; lost a decision: %3</source>
            <translation>
                <numerusform>Graded deals %1 (to %2): %Ln decision; lost a decision: %3</numerusform>
                <numerusform>Graded deals %1 (to %2): %Ln decisions; lost a decision: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %Ln decisions (graded deals: %2).
Share of each grade: %3</source>
            <translation>
                <numerusform>What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %Ln decision (graded deals: %2).
Share of each grade: %3</numerusform>
                <numerusform>What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %Ln decisions (graded deals: %2).
Share of each grade: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln decisions; lost a decision: %2 (%3)</source>
            <translation>
                <numerusform>%1: %Ln decision; lost a decision: %2 (%3)</numerusform>
                <numerusform>%1: %Ln decisions; lost a decision: %2 (%3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>After %Ln deals: you %1, the Strong computer %2</source>
            <translation>
                <numerusform>After %Ln deal: you %1, the Strong computer %2</numerusform>
                <numerusform>After %Ln deals: you %1, the Strong computer %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%Ln deals; blue: you, orange: the computer).</source>
            <translation>
                <numerusform>Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%Ln deal; blue: you, orange: the computer).</numerusform>
                <numerusform>Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%Ln deals; blue: you, orange: the computer).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 · %Ln deals</source>
            <translation>
                <numerusform>%1 · %Ln deal</numerusform>
                <numerusform>%1 · %Ln deals</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message numerus="yes">
            <source>%n cards are chosen already: click one of them to put it back.</source>
            <translation>
                <numerusform>%n card is chosen already: click it to put it back.</numerusform>
                <numerusform>%n cards are chosen already: click one of them to put it back.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FilterBar</name>
        <message numerus="yes">
            <source>%n players</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TableAccess</name>
        <message numerus="yes">
            <source>Your hand, %n cards</source>
            <translation>
                <numerusform>Your hand, %n card</numerusform>
                <numerusform>Your hand, %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message numerus="yes">
            <source>%1 and %n more</source>
            <translation>
                <numerusform>%1 and %n more</numerusform>
                <numerusform>%1 and %n more</numerusform>
            </translation>
        </message>
    </context>
</TS>
