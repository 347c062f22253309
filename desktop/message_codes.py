"""Every engine message code with its English template (generated; do not edit).

Written by ``tools/message_table.py`` from the engine's catalogue, so that
``lupdate`` finds every code: each ``translate`` call below puts the template
into the ``.ts`` files' ``Message`` context with its code as disambiguation.
:func:`stammtisch.desktop.messages.text` looks translations up the same way.
"""

from PySide6.QtCore import QCoreApplication

CODES: dict[str, str] = {
    "action.accept": "accept",
    "action.alone": "go alone",
    "action.announce": "{party} {level}",
    "action.bid": "bid {value}",
    "action.bid_game": "bid {contract}",
    "action.call": "call {card}",
    "action.call_unknown": "call {card} with an unknown card",
    "action.claim": "Sie",
    "action.concede": "concede",
    "action.declare": "{contract}",
    "action.doppelkopf.announce": "{party} {level}",
    "action.doppelkopf.bid": "bid {value}",
    "action.doppelkopf.bid_schwarz": "bid schwarz",
    "action.doppelkopf.hold": "hold at {value}",
    "action.doppelkopf.hold_schwarz": "hold at schwarz",
    "action.doppelkopf.re": "Re",
    "action.doppelkopf.trumps_back": "trumps given back: {count}",
    "action.healthy": "healthy",
    "action.hold": "hold",
    "action.knock": "knock",
    "action.kontra": "Kontra",
    "action.lay_away": "lay away {card}",
    "action.marriage": "marriage",
    "action.no_knock": "no knock",
    "action.no_kontra": "no Kontra",
    "action.no_re": "no Re",
    "action.pass": "pass",
    "action.pass_card": "pass {card} to {seat}",
    "action.pass_card_on": "pass {card} on",
    "action.pick_up": "pick up",
    "action.play": "play {card}",
    "action.play_first": "play",
    "action.play_unknown": "play the unknown card",
    "action.poverty": "poverty",
    "action.re": "Re",
    "action.redeal": "redeal",
    "action.refuse": "refuse",
    "action.reserve": "reservation",
    "action.skat.push": "pass the skat on",
    "action.solo": "solo",
    "action.trumps_back": "trumps given back: {count}",
    "coach.always_trump": "{card} is trump in this game, whatever its suit.",
    "coach.avoid": "{card} stays under the trick: in this game every point you take counts against you.",
    "coach.best_value": "{action} scores {value} on average; the next best, {other}, scores {other_value}.",
    "coach.best_win": "{action} scores {value} on average and wins the deal {percent}% of the time.",
    "coach.called_ace": "You must play the called ace {card} when its suit is led.",
    "coach.calls": "Whoever holds {card} plays with you; other cards of its suit in your hand: {count}.",
    "coach.cheapest": "You cannot win this trick: {card} is the card you can best spare.",
    "coach.draw_trumps": "Leading trump draws the opponents' trumps: {count} trumps are still out.",
    "coach.game_trumps": "Your trumps in this game: {trumps}, {top} of them among the top four; your side aces: {aces}.",
    "coach.keeps": "{card} gives this trick up cheaply and keeps your {kept} for a later trick.",
    "coach.label.action": "{word}",
    "coach.label.say_nothing": "say nothing",
    "coach.lay_away": "Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.",
    "coach.lay_away_short": "Laying away {card} leaves you void in its suit, so you can trump it later.",
    "coach.lead_cheap": "{card} is a cheap lead: it risks only {points} points.",
    "coach.lead_top": "{card} is the highest {suit} still out: leading it should take the trick.",
    "coach.lead_top_trump": "{card} is the highest trump still out: leading it draws the others' trumps.",
    "coach.must_follow": "You must follow {suit}; {card} is the one to play.",
    "coach.must_follow_trump": "You must follow trump; {card} is the one to play.",
    "coach.null_duck": "{card} stays under the trick: the Null declarer must not take a single trick.",
    "coach.null_force": "{card} is led to make the Null declarer take a trick.",
    "coach.only_card": "{card} is your only legal card.",
    "coach.only_choice": "{action} is the only choice here.",
    "coach.over_nothing": "{action} scores {value} on average; saying nothing scores {other_value}.",
    "coach.partner_wins": "Your partner is winning this trick: {card} adds {points} points to it.",
    "coach.phase.bidding": "Bidding: the strongest game announced wins the auction.",
    "coach.phase.bury": "Burying: the picker buries as many cards as the blind held; they count for the picker.",
    "coach.phase.calling": "Calling: the picker names a card; whoever holds it is the secret partner.",
    "coach.phase.declaring": "Declaring: the declarer names the game, and with it the trumps.",
    "coach.phase.doubling": "Kontra doubles the deal if you think the declarer will lose; Re doubles it again.",
    "coach.phase.knocking": "Knocking doubles the deal before anyone bids, on the strength of your first cards.",
    "coach.phase.over": "Scoring: the card points decide who won; the score lines show how the deal's value was reached.",
    "coach.phase.pick": "Picking: take the blind and play against the others, or pass it on.",
    "coach.phase.play": "Play: follow the led suit if you can; all trumps count as one suit. The highest trump takes the trick, otherwise the highest card of the led suit.",
    "coach.phase.poverty": "Poverty: three cards with every trump go to a partner, who gives as many back.",
    "coach.phase.reservations": "Reservations: say healthy to play a normal game, or reservation for a solo, a poverty or a marriage.",
    "coach.phase.schafkopf_bidding": "Bidding: say play to lead a game; a later player can only overcall with a stronger game.",
    "coach.phase.skat": "The skat: the declarer may pick up the two hidden cards, or play hand for a higher value.",
    "coach.phase.skat_bidding": "Bidding: bid 18, 20, 22 … as long as your hand is worth it; the last player left declares the game.",
    "coach.phase.skat_lay_away": "Laying away: two cards go back into the skat; their points count for the declarer.",
    "coach.raises_stake": "This raises the stake of the deal: it pays only if your side wins more often than it loses.",
    "coach.say_nothing": "Saying nothing scores {value} on average; the best thing to say, {other}, scores {other_value}.",
    "coach.skat_bid_game": "Played as {game} ({tops}), this hand is worth {worth}: it is good for bids up to {limit}.",
    "coach.skat_bid_likely": "This hand is good for bids up to {limit}; its best game looks like {game}.",
    "coach.skat_bid_null": "Played as {game}, this hand is worth {worth}: it is good for bids up to {limit}.",
    "coach.skat_bid_skat": "Played as {game} ({tops}), these ten cards are worth {worth}, and the skat can change that: this hand is good for bids up to {limit}.",
    "coach.skat_hand": "This hand wins without the skat: playing it from hand raises its value by one level.",
    "coach.skat_pickup": "The two cards of the skat can still help this hand: pick it up before you choose the game.",
    "coach.skat_too_weak": "This hand is too weak to play: no game it could declare is worth the risk.",
    "coach.tops_with": "with {count}",
    "coach.tops_without": "without {count}",
    "coach.trumps_held": "Your trumps: {trumps}, {top} of them among the top four; your side aces: {aces}.",
    "coach.trumps_in": "You have no {suit}: {card} is trump and takes the trick.",
    "coach.why_called_ace": "You must play the called ace {card} now: its suit was led for the first time.",
    "coach.why_follow": "You must follow {suit}: you still hold {cards}.",
    "coach.why_follow_trump": "You must follow trump: you still hold {cards}. Every trump counts as trump, whatever its suit.",
    "coach.wins_now": "{card} takes the lead in this trick ({points} points so far).",
    "coach.wins_sure": "{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.",
    "contract.doppelkopf.jack": "Jack solo",
    "contract.doppelkopf.marriage": "marriage",
    "contract.doppelkopf.marriage_solo": "marriage solo",
    "contract.doppelkopf.no_30": "no 30",
    "contract.doppelkopf.no_60": "no 60",
    "contract.doppelkopf.no_90": "no 90",
    "contract.doppelkopf.no_trump": "No-trump solo",
    "contract.doppelkopf.normal": "normal game",
    "contract.doppelkopf.poverty": "poverty",
    "contract.doppelkopf.queen": "Queen solo",
    "contract.doppelkopf.queen_jack": "Queen-jack solo",
    "contract.doppelkopf.schwarz": "schwarz",
    "contract.doppelkopf.silent_solo": "silent solo",
    "contract.doppelkopf.suit_solo": "{suit} solo",
    "contract.doppelkopf.with_re": "{contract} with Re announced",
    "contract.doppelkopf.without_re": "{contract} without Re",
    "contract.hand": "{contract} Hand",
    "contract.ouvert": "{contract} Ouvert",
    "contract.schafkopf.farbgeier": "Farbgeier",
    "contract.schafkopf.farbwenz": "Farbwenz",
    "contract.schafkopf.geier": "Geier",
    "contract.schafkopf.ramsch": "Ramsch",
    "contract.schafkopf.sauspiel": "Sauspiel",
    "contract.schafkopf.sauspiel_alone": "Sauspiel alone",
    "contract.schafkopf.sie": "Sie",
    "contract.schafkopf.solo": "Solo",
    "contract.schafkopf.suited": "{type} {suit}",
    "contract.schafkopf.tout": "{type} Tout",
    "contract.schafkopf.wenz": "Wenz",
    "contract.schneider": "{contract} Schneider announced",
    "contract.schwarz": "{contract} Schwarz announced",
    "contract.sheepshead.alone": "pick alone",
    "contract.sheepshead.called": "pick, called {card}",
    "contract.sheepshead.called_kind": "pick, called a partner",
    "contract.sheepshead.called_unknown": "pick, called {card} with an unknown card",
    "contract.sheepshead.doubler": "doubler",
    "contract.sheepshead.jack": "pick, jack of diamonds partner",
    "contract.sheepshead.leaster": "Leaster",
    "contract.sheepshead.pick": "pick",
    "contract.skat.grand": "Grand",
    "contract.skat.null": "Null",
    "contract.skat.ramsch": "Ramsch",
    "contract.skat.suit": "{suit}",
    "contract.tout": "{contract} Tout",
    "game.doppelkopf": "Doppelkopf",
    "game.other": "{title}",
    "game.schafkopf": "Schafkopf",
    "game.schafkopf.name": "{name}",
    "game.sheepshead": "Sheepshead",
    "game.skat": "Skat",
    "illegal.card_not_held": "{card} is not in your hand",
    "illegal.deal_over": "the deal is over",
    "illegal.dealing": "the cards are still being dealt",
    "illegal.dealt_already": "{card} has been dealt already",
    "illegal.doppelkopf.accept_or_refuse": "accept or refuse the poverty",
    "illegal.doppelkopf.already_announced": "the {party} party has already announced that",
    "illegal.doppelkopf.announce_during_play": "announcements are made once the game is settled, during the play",
    "illegal.doppelkopf.announcement.kontra": "Kontra",
    "illegal.doppelkopf.announcement.re": "Re",
    "illegal.doppelkopf.announcement_impossible": "that announcement is not possible now",
    "illegal.doppelkopf.card_or_announcement": "play a card or make an announcement",
    "illegal.doppelkopf.give_back_three": "give back three cards from the hand",
    "illegal.doppelkopf.healthy_or_reservation": "say healthy or reservation",
    "illegal.doppelkopf.holds_no": "{seat} holds no {card}",
    "illegal.doppelkopf.marriage_first": "no announcements before the marriage partner is found",
    "illegal.doppelkopf.no_party_yet": "{seat} belongs to no party yet",
    "illegal.doppelkopf.only_announcements": "only announcements may be made out of turn",
    "illegal.doppelkopf.only_marriage": "this reservation can only be the marriage",
    "illegal.doppelkopf.only_party_announces": "only the {party} party may announce {announcement}",
    "illegal.doppelkopf.only_poverty": "this reservation can only be the poverty",
    "illegal.doppelkopf.pass_every_trump": "the three cards passed must include every trump",
    "illegal.doppelkopf.pass_three": "pass three cards from the hand",
    "illegal.doppelkopf.poverty_needs": "a poverty needs three or fewer trumps",
    "illegal.doppelkopf.poverty_or_pass": "declare the poverty or pass",
    "illegal.doppelkopf.redeal_needs": "a redeal needs 84 or more card points or at most two trumps in hand",
    "illegal.doppelkopf.reservation_is_solo": "a reservation that is neither a poverty nor a marriage must be a solo",
    "illegal.doppelkopf.say_trumps_back": "say how many trumps were given back",
    "illegal.doppelkopf.sits_out": "{seat} sits out this deal",
    "illegal.doppelkopf.solo_or_pass": "declare a solo or pass",
    "illegal.doppelkopf.solo_outrank": "a solo must outrank the solo already declared",
    "illegal.doppelkopf.soloist_mute": "the soloist declared the solo without Re and makes no announcements",
    "illegal.doppelkopf.too_late": "too late for {announcement}: it needs {need} cards in hand, {seat} holds {held}",
    "illegal.must_follow": "must follow {suit}",
    "illegal.must_follow_trump": "must follow trump",
    "illegal.not_an_action": "not an action",
    "illegal.not_legal": "that is not one of the legal actions now",
    "illegal.not_your_turn": "it is not that player's turn",
    "illegal.play_a_card": "a card must be played",
    "illegal.schafkopf.alone_needs_aces": "the partner game alone needs all three callable aces",
    "illegal.schafkopf.at_least": "the game announced must be at least {game}",
    "illegal.schafkopf.call_needs_suit": "you can call the {suit}-Sau only holding another {suit} card (not Ober or Unter)",
    "illegal.schafkopf.call_own_ace": "you cannot call the {suit}-Sau: you hold it",
    "illegal.schafkopf.card_not_now": "that card may not be played now",
    "illegal.schafkopf.card_now": "now a card must be played",
    "illegal.schafkopf.first_names_no_game": "the first player to play names no game: say 'play' or 'pass'",
    "illegal.schafkopf.hold_only_earlier": "only the earlier bidder may hold, when a later one names a stronger game",
    "illegal.schafkopf.holder_answers": "the earlier bidder holds (names the same game) or passes",
    "illegal.schafkopf.keep_called_ace": "may not discard the called ace before the last trick",
    "illegal.schafkopf.knock_or_not": "now each player knocks or not",
    "illegal.schafkopf.kontra_only_opponent": "only an opponent of the declarer may say Kontra",
    "illegal.schafkopf.kontra_or_not": "now the opponents say Kontra or not",
    "illegal.schafkopf.no_running_away": "may not lead the called suit except with the ace unless you hold four or more",
    "illegal.schafkopf.not_held": "you do not hold the {card}",
    "illegal.schafkopf.not_played": "{game} is not played at this table",
    "illegal.schafkopf.overcall_stronger": "an overcall must name a game stronger than {game}",
    "illegal.schafkopf.partner_game": "the partner game",
    "illegal.schafkopf.play_called_ace": "must play the called ace ({ace})",
    "illegal.schafkopf.play_or_pass": "say 'play' or 'pass'",
    "illegal.schafkopf.re_only_side": "only the declarer's side may say Re",
    "illegal.schafkopf.re_or_not": "now the declarer's side says Re or not",
    "illegal.schafkopf.sie_shown": "a hand with every Ober and Unter is a Sie and must be shown",
    "illegal.schafkopf.someone_plays": "someone already plays: name a game stronger than {game} or pass",
    "illegal.schafkopf.stronger_or_pass": "name a stronger game or pass",
    "illegal.schafkopf.suit_game_needs": "a {suit} game needs a {suit} card other than Ober and Unter in your hand",
    "illegal.schafkopf.too_high": "you cannot announce a game as high as that with this hand",
    "illegal.schafkopf.winner_announces": "the auction's winner now announces a game",
    "illegal.seat_not_playing": "{seat} does not play this deal",
    "illegal.sheepshead.buried_not_partner": "a buried card can never be the partner card",
    "illegal.sheepshead.bury_first": "the picker buries {count} cards before play",
    "illegal.sheepshead.bury_from_hand": "the picker can bury only a card in hand",
    "illegal.sheepshead.call_or_alone": "the picker calls a partner card or goes alone",
    "illegal.sheepshead.calls_ten": "the picker holds all three fail aces and calls a ten",
    "illegal.sheepshead.cannot_play": "that card cannot be played now",
    "illegal.sheepshead.fail_ace": "the partner card is a fail ace (a ten when the picker holds all three)",
    "illegal.sheepshead.follow_with_unknown": "must follow {suit} with the unknown card",
    "illegal.sheepshead.hold_called_suit": "the picker must hold a card of the called suit ({suit})",
    "illegal.sheepshead.jack_partner": "with the jack of diamonds partner the picker calls DJ or goes alone",
    "illegal.sheepshead.keep_called": "the called {card} may not be thrown off before {suit} is led",
    "illegal.sheepshead.keep_last": "the picker must keep the last {suit} card until {suit} is led",
    "illegal.sheepshead.lead_called": "to lead {suit} the partner must lead the called {card}",
    "illegal.sheepshead.not_own": "the picker cannot call a card of the picker's own",
    "illegal.sheepshead.pick_or_pass": "each player in turn picks up the blind or passes",
    "illegal.sheepshead.play_called": "the called {card} must be played the first time {suit} is led",
    "illegal.sheepshead.play_card": "play a card",
    "illegal.sheepshead.ten_only": "a ten is called only when the picker holds all three fail aces",
    "illegal.sheepshead.under_first": "the picker puts one card face down as the unknown card",
    "illegal.sheepshead.under_from_hand": "the picker can put face down as the unknown card only a card in hand",
    "illegal.sheepshead.unknown_only": "an unknown card is called only when the picker can call no card",
    "illegal.sheepshead.unknown_picker_once": "only the picker plays an unknown card, once",
    "illegal.sheepshead.unknown_when_led": "the unknown card is played the first time {suit} is led",
    "illegal.skat.announce_only_hand": "Schneider, Schwarz and Ouvert can be announced only in hand games, and the skat has been picked up",
    "illegal.skat.answer_kontra": "the declarer answers Kontra with re or p",
    "illegal.skat.bid_higher": "a bid must be higher than {bid}",
    "illegal.skat.bidder_names_values": "the player being bid to holds (y) or passes (p); only the bidder names values",
    "illegal.skat.bidding_only": "during the bidding only bids, y and p are possible",
    "illegal.skat.conceded_name_game": "the declarer has conceded: name the hand game given up",
    "illegal.skat.hold_only_asked": "only the player being bid to can hold",
    "illegal.skat.kontra_after_declaring": "Kontra is said once the game is declared",
    "illegal.skat.kontra_before_first_card": "Kontra must be said before the defender's first card",
    "illegal.skat.kontra_not_in_rules": "Kontra is not part of these rules",
    "illegal.skat.kontra_only_defender": "only a defender may say Kontra",
    "illegal.skat.kontra_said": "Kontra has been said already",
    "illegal.skat.must_declare": "the declarer must declare a game",
    "illegal.skat.no_jacks_passed": "jacks may not be passed on in Schieberamsch",
    "illegal.skat.no_kontra_null": "there is no Kontra in Null",
    "illegal.skat.no_kontra_ramsch": "there is no Kontra in Ramsch",
    "illegal.skat.no_such_action": "{action} is not a Skat action",
    "illegal.skat.not_in_hand": "{card} is not in the hand",
    "illegal.skat.pick_up_first": "announcements and the games after picking up the skat need the skat picked up first; declare a hand game or pick up (s)",
    "illegal.skat.pick_up_or_hand": "the declarer picks up the skat (s) or declares a hand game",
    "illegal.skat.put_away_first": "two cards must be put away first",
    "illegal.skat.re_only_declarer": "Re is said only by the declarer, right after a Kontra",
    "illegal.skat.take_or_pass_on": "take the skat (s) or pass it on unseen (p)",
    "practice.gave_up": "{answer} gives up {loss} points on average against {best}.",
    "result.side.declarer": "declarer",
    "result.side.defenders": "defenders",
    "result.side.kontra": "Kontra",
    "result.side.picker": "picker's side",
    "result.side.player": "{seat}",
    "result.side.re": "Re",
    "result.side.soloist": "soloist",
    "result.target.all_tricks": "to take every trick",
    "result.target.at_least": "{points} or more card points",
    "result.target.doppelkopf.a_trick": "one trick, against the other side's schwarz",
    "result.target.doppelkopf.schwarz": "{points} or more card points, and every trick",
    "result.target.doppelkopf.under": "{points} or more card points, and the other side under {limit}",
    "result.target.fewest": "not the most card points (the most loses)",
    "result.target.least": "the fewest card points, with at least one trick",
    "result.target.no_trick": "to take no trick",
    "result.target.one_trick": "to make the declarer take a trick",
    "result.verdict.all_passed": "Everybody passed.",
    "result.verdict.conceded": "The declarer conceded.",
    "result.verdict.durchmarsch": "{seat} took every trick (Durchmarsch).",
    "result.verdict.leaster": "{seat} won the leaster with the fewest card points.",
    "result.verdict.loser": "{seat} took the most card points and loses.",
    "result.verdict.nobody": "Nobody won: both sides missed what they announced.",
    "result.verdict.overbid": "The declarer lost: the game was worth {value}, less than the bid of {bid}.",
    "result.verdict.won": "{side} won.",
    "rule.all_pass": "When all pass",
    "rule.all_pass_tariff": "Payment when all pass",
    "rule.blind_to_last_trick": "Blind to the last trick",
    "rule.charlie_caught": "Charlie caught",
    "rule.doppelkopf.charlie_caught.summary": "A ♣J the other side wins in the last trick scores a point for that side.",
    "rule.doppelkopf.forty_cards.summary": "The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.",
    "rule.doppelkopf.heart_ten_first_in_last_trick.summary": "With the second ♥10 rule: in the last trick the first ♥10 still wins.",
    "rule.doppelkopf.second_heart_ten_wins.summary": "When both ♥10 fall in one trick, the second beats the first.",
    "rule.doppelkopf.solo_auction.summary": 'Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".',
    "rule.doppelkopf.tournament.summary": "Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.",
    "rule.durchmarsch": "Durchmarsch",
    "rule.forty_cards": "40 cards (no nines)",
    "rule.heart_ten_first_in_last_trick": "First ♥10 wins the last trick",
    "rule.klopfen": "Knocking (Klopfen)",
    "rule.kontra_re": "Kontra and Re",
    "rule.no_pick": "When nobody picks",
    "rule.other": "{name}",
    "rule.other.summary": "{summary}",
    "rule.partner": "Partner",
    "rule.partner_tariff": "Partner game tariff",
    "rule.pass_jacks": "Pass jacks on",
    "rule.ramsch": "Ramsch",
    "rule.ramsch_tariff": "Ramsch tariff",
    "rule.rounds": "Rounds",
    "rule.runner_tariff": "Tariff per runner",
    "rule.runners": "Runners (Laufende)",
    "rule.runners_from_geier": "Runners from (Geier)",
    "rule.runners_from_partner": "Runners from (partner game)",
    "rule.runners_from_solo": "Runners from (solo)",
    "rule.runners_from_suit_geier": "Runners from (suit Geier)",
    "rule.runners_from_suit_wenz": "Runners from (suit Wenz)",
    "rule.runners_from_wenz": "Runners from (Wenz)",
    "rule.runners_into_suit": "Runners continue into the trump suit",
    "rule.schafkopf.all_pass.summary": "When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.",
    "rule.schafkopf.all_pass_tariff.summary": "When the cards are thrown in and paid for: what the first player and the dealer each pay.",
    "rule.schafkopf.durchmarsch.summary": "In Ramsch, a player who takes every trick (Durchmarsch) wins and is paid the solo tariff by each other player, or loses as the player with the most card points.",
    "rule.schafkopf.klopfen.summary": "Each player may knock once after the deal, before the auction; each knock doubles the price.",
    "rule.schafkopf.kontra_re.summary": "An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.",
    "rule.schafkopf.partner_tariff.summary": "What each player of the partner game (Sauspiel) receives from or pays to one opponent.",
    "rule.schafkopf.ramsch_tariff.summary": "In Ramsch, what the loser pays each other player (doubled for each player without a trick).",
    "rule.schafkopf.runner_tariff.summary": "Added to the price for each runner.",
    "rule.schafkopf.runners.summary": "Runners (Laufende) raise the price.",
    "rule.schafkopf.runners_from_geier.summary": "Fewest runners that count in a Geier.",
    "rule.schafkopf.runners_from_partner.summary": "Fewest runners that count in the partner game.",
    "rule.schafkopf.runners_from_solo.summary": "Fewest runners that count in a suit solo.",
    "rule.schafkopf.runners_from_suit_geier.summary": "Fewest runners that count in a suit Geier.",
    "rule.schafkopf.runners_from_suit_wenz.summary": "Fewest runners that count in a suit Wenz.",
    "rule.schafkopf.runners_from_wenz.summary": "Fewest runners that count in a Wenz.",
    "rule.schafkopf.runners_into_suit.summary": "In suit Wenz and suit Geier the run of runners carries on into the trump suit.",
    "rule.schafkopf.schneider_tariff.summary": "Added to the price when a side is Schneider.",
    "rule.schafkopf.schwarz_tariff.summary": "Added again when a side takes no trick (Schwarz).",
    "rule.schafkopf.short_deck.summary": "Play with 24 cards (no sevens and eights), six each.",
    "rule.schafkopf.solo_tariff.summary": "What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.",
    "rule.schafkopf.suit_geier.summary": "Suit Geier (Farbgeier: Obers and one suit trump) may be played.",
    "rule.schafkopf.suit_wenz.summary": "Suit Wenz (Farbwenz: Unters and one suit trump) may be played.",
    "rule.schneider_tariff": "Schneider tariff",
    "rule.schwarz_tariff": "Schwarz tariff",
    "rule.scoring": "Scoring",
    "rule.second_heart_ten_wins": "Second ♥10 beats the first",
    "rule.sheepshead.blind_to_last_trick.summary": "In a Leaster the winner of the last trick also takes the blind.",
    "rule.sheepshead.no_pick.summary": "When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.",
    "rule.sheepshead.partner.summary": "Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.",
    "rule.short_deck": "Short deck",
    "rule.skat.kontra_re.summary": "A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).",
    "rule.skat.pass_jacks.summary": "Schieberamsch: jacks may be passed on with the skat.",
    "rule.skat.ramsch.summary": "When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).",
    "rule.skat.rounds.summary": "Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).",
    "rule.skat.scoring.summary": "Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).",
    "rule.solo_auction": "Solo auction",
    "rule.solo_tariff": "Solo tariff",
    "rule.suit_geier": "Suit Geier (Farbgeier)",
    "rule.suit_wenz": "Suit Wenz (Farbwenz)",
    "rule.tournament": "Tournament",
    "rule.value.adjusted": "Adjusted",
    "rule.value.called_ace": "Called ace",
    "rule.value.doubler": "Doubler",
    "rule.value.jack_of_diamonds": "Jack of diamonds",
    "rule.value.leaster": "Leaster",
    "rule.value.loses": "Loses",
    "rule.value.none": "None",
    "rule.value.number": "{value}",
    "rule.value.off": "off",
    "rule.value.on": "on",
    "rule.value.pay": "Pay",
    "rule.value.ramsch": "Ramsch",
    "rule.value.redeal": "Redeal",
    "rule.value.schieberamsch": "Schieberamsch",
    "rule.value.seeger_fabian": "Tournament (Seeger-Fabian)",
    "rule.value.standard": "Standard",
    "rule.value.wins": "Wins",
    "score.doppelkopf.against_re": "won against the Re party",
    "score.doppelkopf.against_re.note": "the Kontra party gets an extra point for beating the ♣Q holders",
    "score.doppelkopf.announced.note": "an announcement doubles the stake: 2 game points",
    "score.doppelkopf.announced_by": "{level} announced by {party}",
    "score.doppelkopf.announced_by.note": "each further announcement adds a game point",
    "score.doppelkopf.charlie": "Charlie",
    "score.doppelkopf.charlie.note": "the last trick was won with the ♣J",
    "score.doppelkopf.charlie_caught": "Charlie caught",
    "score.doppelkopf.charlie_caught.note": "the ♣J of {seat}, on the other side, was taken in the last trick",
    "score.doppelkopf.defenders_win": "defenders' win",
    "score.doppelkopf.doppelkopf": "Doppelkopf",
    "score.doppelkopf.doppelkopf.note": "a trick worth {points} card points (40 or more)",
    "score.doppelkopf.fox": "fox caught",
    "score.doppelkopf.fox.note": "the fox (♦A) of {seat}, on the other side, was taken in a trick",
    "score.doppelkopf.fox_last": "fox caught in the last trick",
    "score.doppelkopf.kontra_announced": "Kontra announced",
    "score.doppelkopf.kontra_points": "Kontra card points",
    "score.doppelkopf.level.no_30": "no 30",
    "score.doppelkopf.level.no_60": "no 60",
    "score.doppelkopf.level.no_90": "no 90",
    "score.doppelkopf.level.schwarz": "schwarz",
    "score.doppelkopf.nobody_won": "nobody won: both sides failed their announcements",
    "score.doppelkopf.party.kontra": "Kontra",
    "score.doppelkopf.party.re": "Re",
    "score.doppelkopf.party_line": "{party}: {line}",
    "score.doppelkopf.poverty_refused": "everybody refused the poverty",
    "score.doppelkopf.re_announced": "Re announced",
    "score.doppelkopf.re_points": "Re card points",
    "score.doppelkopf.reached": "{points} reached against {level}",
    "score.doppelkopf.reached.note": "enough card points to defeat the other side's announcement",
    "score.doppelkopf.redeal": "{seat} demanded a redeal",
    "score.doppelkopf.schwarz": "{party} schwarz",
    "score.doppelkopf.schwarz.note": "the other side took no trick",
    "score.doppelkopf.soloist_three": "the soloist scores three times",
    "score.doppelkopf.under": "{party} under {limit}",
    "score.doppelkopf.under.note": "the other side took fewer than {limit} card points",
    "score.doppelkopf.value_each_re": "game value for each Re player",
    "score.doppelkopf.value_each_re.note": "the Re side's points minus the Kontra side's; each Kontra player pays it",
    "score.doppelkopf.won": "won",
    "score.doppelkopf.won.note": "one game point for winning",
    "score.schafkopf.all_passed_pay": "all passed: the first player and the dealer pay",
    "score.schafkopf.all_passed_redeal": "all passed: the same dealer deals again",
    "score.schafkopf.doubled": "doubled {count} times",
    "score.schafkopf.doubled.note": "each knock, Kontra and Re doubles the price",
    "score.schafkopf.durchmarsch": "Durchmarsch: every trick, paid like a solo",
    "score.schafkopf.jungfrau": "{count} without a trick (Jungfrau)",
    "score.schafkopf.jungfrau.note": "a player who takes no trick doubles the price",
    "score.schafkopf.most_loses": "the most card points loses",
    "score.schafkopf.partner_tariff": "partner game (Sauspiel)",
    "score.schafkopf.price": "price",
    "score.schafkopf.price.note": "what each opponent pays or is paid; a soloist collects it from all three",
    "score.schafkopf.ramsch_tariff": "Ramsch tariff",
    "score.schafkopf.runners": "{count} runners (Laufende)",
    "score.schafkopf.runners.note": "the top trumps in an unbroken row, held by one side; each adds the runner tariff",
    "score.schafkopf.schneider": "Schneider",
    "score.schafkopf.schneider.note": "the winners took 91 or more card points, or the losers 30 or fewer",
    "score.schafkopf.schwarz": "Schwarz",
    "score.schafkopf.schwarz.note": "one side took every trick",
    "score.schafkopf.sie": "Sie: four times the solo tariff",
    "score.schafkopf.solo_tariff": "solo tariff",
    "score.schafkopf.tariff.note": "what this kind of game is worth before the extras",
    "score.schafkopf.tout": "Tout doubles",
    "score.schafkopf.tout.note": "a Tout promises every trick and pays double",
    "score.sheepshead.all_passed": "all passed: the next deal counts",
    "score.sheepshead.alone": "alone",
    "score.sheepshead.blind_aside": "blind set aside",
    "score.sheepshead.blind_last": "blind to the last trick",
    "score.sheepshead.buried": "buried",
    "score.sheepshead.buried.note": "the buried cards count for the picker",
    "score.sheepshead.card": "{card}",
    "score.sheepshead.card_points": "card points",
    "score.sheepshead.collects_all": "the picker collects from all four",
    "score.sheepshead.doubler": "doubler",
    "score.sheepshead.doubler.note": "a deal where everybody passed doubles this one",
    "score.sheepshead.each_defender": "each defender",
    "score.sheepshead.fewest": "fewest card points with a trick",
    "score.sheepshead.fewest.note": "in a leaster the fewest card points win, if the player took a trick",
    "score.sheepshead.partner": "partner",
    "score.sheepshead.partner_card": "partner card",
    "score.sheepshead.partner_card.note": "its holder played on the picker's side",
    "score.sheepshead.picker": "picker",
    "score.sheepshead.result": "result",
    "score.sheepshead.result.note": "the row of the scoring table the picker side's take falls in",
    "score.sheepshead.row.30_or_fewer": "30 or fewer (reverse schneider)",
    "score.sheepshead.row.31_to_60": "31 to 60",
    "score.sheepshead.row.61_to_90": "61 to 90",
    "score.sheepshead.row.91_or_more": "91 or more (schneider)",
    "score.sheepshead.row.all_tricks": "all tricks (schwarz)",
    "score.sheepshead.row.no_trick": "no trick (reverse schwarz)",
    "score.sheepshead.side_points": "picker side card points",
    "score.sheepshead.side_tricks": "picker side tricks",
    "score.skat.adjusted": "adjusted score",
    "score.skat.all_passed": "all passed",
    "score.skat.base_value": "base value",
    "score.skat.base_value.note": "what the trump suit is worth: ♦9 ♥10 ♠11 ♣12, Grand 24",
    "score.skat.below_bid": "Below your bid of {bid}: unless Schneider or Schwarz raises the value, you are overbid and lose.",
    "score.skat.conceded": "conceded",
    "score.skat.durchmarsch": "Durchmarsch (every trick)",
    "score.skat.game": "game",
    "score.skat.game.note": "one level for playing the game",
    "score.skat.game_value": "game value",
    "score.skat.game_value.note": "base value {base} × multiplier {multiplier}; it must reach the bid of {bid}",
    "score.skat.hand": "hand",
    "score.skat.hand.note": "played without picking up the skat",
    "score.skat.jungfrau": "Jungfrau (a player took no trick)",
    "score.skat.kontra": "Kontra",
    "score.skat.kontra.note": "a defender doubled the game",
    "score.skat.lost": "lost (x2)",
    "score.skat.lost.note": "a lost game costs twice its value",
    "score.skat.maybe_below_bid": "If the skat takes matadors away, it falls below your bid of {bid}: then only Schneider or Schwarz saves you from being overbid.",
    "score.skat.most_points": "most card points ({points})",
    "score.skat.multiplier": "multiplier",
    "score.skat.multiplier.note": "the tops plus one for each level above",
    "score.skat.null": "Null",
    "score.skat.null.note": "a Null game has a fixed value; the declarer must take no trick",
    "score.skat.null_below_bid": "Below your bid of {bid}: this Null is overbid and lost whatever happens.",
    "score.skat.null_hand": "Null Hand",
    "score.skat.null_ouvert": "Null Ouvert",
    "score.skat.null_ouvert_hand": "Null Ouvert Hand",
    "score.skat.ouvert": "ouvert",
    "score.skat.ouvert.note": "the declarer played with open cards",
    "score.skat.overbid": "overbid (bid {bid}): raised to",
    "score.skat.overbid.note": "the game was worth less than the bid, so it is lost at the lowest multiple of its base value that reaches the bid",
    "score.skat.pushed": "skat passed on unseen",
    "score.skat.re": "Re",
    "score.skat.re.note": "the declarer doubled again",
    "score.skat.schneider": "Schneider",
    "score.skat.schneider.note": "one side took 90 or more card points",
    "score.skat.schneider_announced": "Schneider announced",
    "score.skat.schneider_announced.note": "Schneider was announced before play",
    "score.skat.schwarz": "Schwarz",
    "score.skat.schwarz.note": "one side took every trick",
    "score.skat.schwarz_announced": "Schwarz announced",
    "score.skat.schwarz_announced.note": "Schwarz was announced before play",
    "score.skat.seeger_fabian": "seeger-fabian score",
    "score.skat.with": "with {count}",
    "score.skat.with.note": "the declarer held the top {count} trumps in a row",
    "score.skat.without": "without {count}",
    "score.skat.without.note": "the top {count} trumps were missing from the declarer's cards",
    "score.skat.won": "won",
    "score.skat.worth": "Worth {value} as your cards stand (base value {base} × multiplier {multiplier}).",
    "score.skat.worth_null": "Worth {value}.",
    "score.skat.worth_range": "Worth {low} to {high}: the skat decides your matadors (base value {base}).",
    "score.value.lost": "lost",
    "score.value.times": "x{factor}",
    "score.value.times_sign": "×{factor}",
}
"""Code -> English template, as declared when the table was written."""


def _for_lupdate() -> None:  # pragma: no cover - never called; read by lupdate
    QCoreApplication.translate("Message", "accept", "action.accept")
    QCoreApplication.translate("Message", "go alone", "action.alone")
    QCoreApplication.translate("Message", "{party} {level}", "action.announce")
    QCoreApplication.translate("Message", "bid {value}", "action.bid")
    QCoreApplication.translate("Message", "bid {contract}", "action.bid_game")
    QCoreApplication.translate("Message", "call {card}", "action.call")
    QCoreApplication.translate("Message", "call {card} with an unknown card", "action.call_unknown")
    QCoreApplication.translate("Message", "Sie", "action.claim")
    QCoreApplication.translate("Message", "concede", "action.concede")
    QCoreApplication.translate("Message", "{contract}", "action.declare")
    QCoreApplication.translate("Message", "{party} {level}", "action.doppelkopf.announce")
    QCoreApplication.translate("Message", "bid {value}", "action.doppelkopf.bid")
    QCoreApplication.translate("Message", "bid schwarz", "action.doppelkopf.bid_schwarz")
    QCoreApplication.translate("Message", "hold at {value}", "action.doppelkopf.hold")
    QCoreApplication.translate("Message", "hold at schwarz", "action.doppelkopf.hold_schwarz")
    QCoreApplication.translate("Message", "Re", "action.doppelkopf.re")
    QCoreApplication.translate(
        "Message", "trumps given back: {count}", "action.doppelkopf.trumps_back"
    )
    QCoreApplication.translate("Message", "healthy", "action.healthy")
    QCoreApplication.translate("Message", "hold", "action.hold")
    QCoreApplication.translate("Message", "knock", "action.knock")
    QCoreApplication.translate("Message", "Kontra", "action.kontra")
    QCoreApplication.translate("Message", "lay away {card}", "action.lay_away")
    QCoreApplication.translate("Message", "marriage", "action.marriage")
    QCoreApplication.translate("Message", "no knock", "action.no_knock")
    QCoreApplication.translate("Message", "no Kontra", "action.no_kontra")
    QCoreApplication.translate("Message", "no Re", "action.no_re")
    QCoreApplication.translate("Message", "pass", "action.pass")
    QCoreApplication.translate("Message", "pass {card} to {seat}", "action.pass_card")
    QCoreApplication.translate("Message", "pass {card} on", "action.pass_card_on")
    QCoreApplication.translate("Message", "pick up", "action.pick_up")
    QCoreApplication.translate("Message", "play {card}", "action.play")
    QCoreApplication.translate("Message", "play", "action.play_first")
    QCoreApplication.translate("Message", "play the unknown card", "action.play_unknown")
    QCoreApplication.translate("Message", "poverty", "action.poverty")
    QCoreApplication.translate("Message", "Re", "action.re")
    QCoreApplication.translate("Message", "redeal", "action.redeal")
    QCoreApplication.translate("Message", "refuse", "action.refuse")
    QCoreApplication.translate("Message", "reservation", "action.reserve")
    QCoreApplication.translate("Message", "pass the skat on", "action.skat.push")
    QCoreApplication.translate("Message", "solo", "action.solo")
    QCoreApplication.translate("Message", "trumps given back: {count}", "action.trumps_back")
    QCoreApplication.translate(
        "Message", "{card} is trump in this game, whatever its suit.", "coach.always_trump"
    )
    QCoreApplication.translate(
        "Message",
        "{card} stays under the trick: in this game every point you take counts against you.",
        "coach.avoid",
    )
    QCoreApplication.translate(
        "Message",
        "{action} scores {value} on average; the next best, {other}, scores {other_value}.",
        "coach.best_value",
    )
    QCoreApplication.translate(
        "Message",
        "{action} scores {value} on average and wins the deal {percent}% of the time.",
        "coach.best_win",
    )
    QCoreApplication.translate(
        "Message", "You must play the called ace {card} when its suit is led.", "coach.called_ace"
    )
    QCoreApplication.translate(
        "Message",
        "Whoever holds {card} plays with you; other cards of its suit in your hand: {count}.",
        "coach.calls",
    )
    QCoreApplication.translate(
        "Message",
        "You cannot win this trick: {card} is the card you can best spare.",
        "coach.cheapest",
    )
    QCoreApplication.translate(
        "Message",
        "Leading trump draws the opponents' trumps: {count} trumps are still out.",
        "coach.draw_trumps",
    )
    QCoreApplication.translate(
        "Message",
        "Your trumps in this game: {trumps}, {top} of them among the top four; your side aces: {aces}.",
        "coach.game_trumps",
    )
    QCoreApplication.translate(
        "Message",
        "{card} gives this trick up cheaply and keeps your {kept} for a later trick.",
        "coach.keeps",
    )
    QCoreApplication.translate("Message", "{word}", "coach.label.action")
    QCoreApplication.translate("Message", "say nothing", "coach.label.say_nothing")
    QCoreApplication.translate(
        "Message",
        "Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.",
        "coach.lay_away",
    )
    QCoreApplication.translate(
        "Message",
        "Laying away {card} leaves you void in its suit, so you can trump it later.",
        "coach.lay_away_short",
    )
    QCoreApplication.translate(
        "Message", "{card} is a cheap lead: it risks only {points} points.", "coach.lead_cheap"
    )
    QCoreApplication.translate(
        "Message",
        "{card} is the highest {suit} still out: leading it should take the trick.",
        "coach.lead_top",
    )
    QCoreApplication.translate(
        "Message",
        "{card} is the highest trump still out: leading it draws the others' trumps.",
        "coach.lead_top_trump",
    )
    QCoreApplication.translate(
        "Message", "You must follow {suit}; {card} is the one to play.", "coach.must_follow"
    )
    QCoreApplication.translate(
        "Message", "You must follow trump; {card} is the one to play.", "coach.must_follow_trump"
    )
    QCoreApplication.translate(
        "Message",
        "{card} stays under the trick: the Null declarer must not take a single trick.",
        "coach.null_duck",
    )
    QCoreApplication.translate(
        "Message", "{card} is led to make the Null declarer take a trick.", "coach.null_force"
    )
    QCoreApplication.translate("Message", "{card} is your only legal card.", "coach.only_card")
    QCoreApplication.translate("Message", "{action} is the only choice here.", "coach.only_choice")
    QCoreApplication.translate(
        "Message",
        "{action} scores {value} on average; saying nothing scores {other_value}.",
        "coach.over_nothing",
    )
    QCoreApplication.translate(
        "Message",
        "Your partner is winning this trick: {card} adds {points} points to it.",
        "coach.partner_wins",
    )
    QCoreApplication.translate(
        "Message", "Bidding: the strongest game announced wins the auction.", "coach.phase.bidding"
    )
    QCoreApplication.translate(
        "Message",
        "Burying: the picker buries as many cards as the blind held; they count for the picker.",
        "coach.phase.bury",
    )
    QCoreApplication.translate(
        "Message",
        "Calling: the picker names a card; whoever holds it is the secret partner.",
        "coach.phase.calling",
    )
    QCoreApplication.translate(
        "Message",
        "Declaring: the declarer names the game, and with it the trumps.",
        "coach.phase.declaring",
    )
    QCoreApplication.translate(
        "Message",
        "Kontra doubles the deal if you think the declarer will lose; Re doubles it again.",
        "coach.phase.doubling",
    )
    QCoreApplication.translate(
        "Message",
        "Knocking doubles the deal before anyone bids, on the strength of your first cards.",
        "coach.phase.knocking",
    )
    QCoreApplication.translate(
        "Message",
        "Scoring: the card points decide who won; the score lines show how the deal's value was reached.",
        "coach.phase.over",
    )
    QCoreApplication.translate(
        "Message",
        "Picking: take the blind and play against the others, or pass it on.",
        "coach.phase.pick",
    )
    QCoreApplication.translate(
        "Message",
        "Play: follow the led suit if you can; all trumps count as one suit. The highest trump takes the trick, otherwise the highest card of the led suit.",
        "coach.phase.play",
    )
    QCoreApplication.translate(
        "Message",
        "Poverty: three cards with every trump go to a partner, who gives as many back.",
        "coach.phase.poverty",
    )
    QCoreApplication.translate(
        "Message",
        "Reservations: say healthy to play a normal game, or reservation for a solo, a poverty or a marriage.",
        "coach.phase.reservations",
    )
    QCoreApplication.translate(
        "Message",
        "Bidding: say play to lead a game; a later player can only overcall with a stronger game.",
        "coach.phase.schafkopf_bidding",
    )
    QCoreApplication.translate(
        "Message",
        "The skat: the declarer may pick up the two hidden cards, or play hand for a higher value.",
        "coach.phase.skat",
    )
    QCoreApplication.translate(
        "Message",
        "Bidding: bid 18, 20, 22 … as long as your hand is worth it; the last player left declares the game.",
        "coach.phase.skat_bidding",
    )
    QCoreApplication.translate(
        "Message",
        "Laying away: two cards go back into the skat; their points count for the declarer.",
        "coach.phase.skat_lay_away",
    )
    QCoreApplication.translate(
        "Message",
        "This raises the stake of the deal: it pays only if your side wins more often than it loses.",
        "coach.raises_stake",
    )
    QCoreApplication.translate(
        "Message",
        "Saying nothing scores {value} on average; the best thing to say, {other}, scores {other_value}.",
        "coach.say_nothing",
    )
    QCoreApplication.translate(
        "Message",
        "Played as {game} ({tops}), this hand is worth {worth}: it is good for bids up to {limit}.",
        "coach.skat_bid_game",
    )
    QCoreApplication.translate(
        "Message",
        "This hand is good for bids up to {limit}; its best game looks like {game}.",
        "coach.skat_bid_likely",
    )
    QCoreApplication.translate(
        "Message",
        "Played as {game}, this hand is worth {worth}: it is good for bids up to {limit}.",
        "coach.skat_bid_null",
    )
    QCoreApplication.translate(
        "Message",
        "Played as {game} ({tops}), these ten cards are worth {worth}, and the skat can change that: this hand is good for bids up to {limit}.",
        "coach.skat_bid_skat",
    )
    QCoreApplication.translate(
        "Message",
        "This hand wins without the skat: playing it from hand raises its value by one level.",
        "coach.skat_hand",
    )
    QCoreApplication.translate(
        "Message",
        "The two cards of the skat can still help this hand: pick it up before you choose the game.",
        "coach.skat_pickup",
    )
    QCoreApplication.translate(
        "Message",
        "This hand is too weak to play: no game it could declare is worth the risk.",
        "coach.skat_too_weak",
    )
    QCoreApplication.translate("Message", "with {count}", "coach.tops_with")
    QCoreApplication.translate("Message", "without {count}", "coach.tops_without")
    QCoreApplication.translate(
        "Message",
        "Your trumps: {trumps}, {top} of them among the top four; your side aces: {aces}.",
        "coach.trumps_held",
    )
    QCoreApplication.translate(
        "Message", "You have no {suit}: {card} is trump and takes the trick.", "coach.trumps_in"
    )
    QCoreApplication.translate(
        "Message",
        "You must play the called ace {card} now: its suit was led for the first time.",
        "coach.why_called_ace",
    )
    QCoreApplication.translate(
        "Message", "You must follow {suit}: you still hold {cards}.", "coach.why_follow"
    )
    QCoreApplication.translate(
        "Message",
        "You must follow trump: you still hold {cards}. Every trump counts as trump, whatever its suit.",
        "coach.why_follow_trump",
    )
    QCoreApplication.translate(
        "Message", "{card} takes the lead in this trick ({points} points so far).", "coach.wins_now"
    )
    QCoreApplication.translate(
        "Message",
        "{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.",
        "coach.wins_sure",
    )
    QCoreApplication.translate("Message", "Jack solo", "contract.doppelkopf.jack")
    QCoreApplication.translate("Message", "marriage", "contract.doppelkopf.marriage")
    QCoreApplication.translate("Message", "marriage solo", "contract.doppelkopf.marriage_solo")
    QCoreApplication.translate("Message", "no 30", "contract.doppelkopf.no_30")
    QCoreApplication.translate("Message", "no 60", "contract.doppelkopf.no_60")
    QCoreApplication.translate("Message", "no 90", "contract.doppelkopf.no_90")
    QCoreApplication.translate("Message", "No-trump solo", "contract.doppelkopf.no_trump")
    QCoreApplication.translate("Message", "normal game", "contract.doppelkopf.normal")
    QCoreApplication.translate("Message", "poverty", "contract.doppelkopf.poverty")
    QCoreApplication.translate("Message", "Queen solo", "contract.doppelkopf.queen")
    QCoreApplication.translate("Message", "Queen-jack solo", "contract.doppelkopf.queen_jack")
    QCoreApplication.translate("Message", "schwarz", "contract.doppelkopf.schwarz")
    QCoreApplication.translate("Message", "silent solo", "contract.doppelkopf.silent_solo")
    QCoreApplication.translate("Message", "{suit} solo", "contract.doppelkopf.suit_solo")
    QCoreApplication.translate(
        "Message", "{contract} with Re announced", "contract.doppelkopf.with_re"
    )
    QCoreApplication.translate("Message", "{contract} without Re", "contract.doppelkopf.without_re")
    QCoreApplication.translate("Message", "{contract} Hand", "contract.hand")
    QCoreApplication.translate("Message", "{contract} Ouvert", "contract.ouvert")
    QCoreApplication.translate("Message", "Farbgeier", "contract.schafkopf.farbgeier")
    QCoreApplication.translate("Message", "Farbwenz", "contract.schafkopf.farbwenz")
    QCoreApplication.translate("Message", "Geier", "contract.schafkopf.geier")
    QCoreApplication.translate("Message", "Ramsch", "contract.schafkopf.ramsch")
    QCoreApplication.translate("Message", "Sauspiel", "contract.schafkopf.sauspiel")
    QCoreApplication.translate("Message", "Sauspiel alone", "contract.schafkopf.sauspiel_alone")
    QCoreApplication.translate("Message", "Sie", "contract.schafkopf.sie")
    QCoreApplication.translate("Message", "Solo", "contract.schafkopf.solo")
    QCoreApplication.translate("Message", "{type} {suit}", "contract.schafkopf.suited")
    QCoreApplication.translate("Message", "{type} Tout", "contract.schafkopf.tout")
    QCoreApplication.translate("Message", "Wenz", "contract.schafkopf.wenz")
    QCoreApplication.translate("Message", "{contract} Schneider announced", "contract.schneider")
    QCoreApplication.translate("Message", "{contract} Schwarz announced", "contract.schwarz")
    QCoreApplication.translate("Message", "pick alone", "contract.sheepshead.alone")
    QCoreApplication.translate("Message", "pick, called {card}", "contract.sheepshead.called")
    QCoreApplication.translate(
        "Message", "pick, called a partner", "contract.sheepshead.called_kind"
    )
    QCoreApplication.translate(
        "Message", "pick, called {card} with an unknown card", "contract.sheepshead.called_unknown"
    )
    QCoreApplication.translate("Message", "doubler", "contract.sheepshead.doubler")
    QCoreApplication.translate(
        "Message", "pick, jack of diamonds partner", "contract.sheepshead.jack"
    )
    QCoreApplication.translate("Message", "Leaster", "contract.sheepshead.leaster")
    QCoreApplication.translate("Message", "pick", "contract.sheepshead.pick")
    QCoreApplication.translate("Message", "Grand", "contract.skat.grand")
    QCoreApplication.translate("Message", "Null", "contract.skat.null")
    QCoreApplication.translate("Message", "Ramsch", "contract.skat.ramsch")
    QCoreApplication.translate("Message", "{suit}", "contract.skat.suit")
    QCoreApplication.translate("Message", "{contract} Tout", "contract.tout")
    QCoreApplication.translate("Message", "Doppelkopf", "game.doppelkopf")
    QCoreApplication.translate("Message", "{title}", "game.other")
    QCoreApplication.translate("Message", "Schafkopf", "game.schafkopf")
    QCoreApplication.translate("Message", "{name}", "game.schafkopf.name")
    QCoreApplication.translate("Message", "Sheepshead", "game.sheepshead")
    QCoreApplication.translate("Message", "Skat", "game.skat")
    QCoreApplication.translate("Message", "{card} is not in your hand", "illegal.card_not_held")
    QCoreApplication.translate("Message", "the deal is over", "illegal.deal_over")
    QCoreApplication.translate("Message", "the cards are still being dealt", "illegal.dealing")
    QCoreApplication.translate("Message", "{card} has been dealt already", "illegal.dealt_already")
    QCoreApplication.translate(
        "Message", "accept or refuse the poverty", "illegal.doppelkopf.accept_or_refuse"
    )
    QCoreApplication.translate(
        "Message",
        "the {party} party has already announced that",
        "illegal.doppelkopf.already_announced",
    )
    QCoreApplication.translate(
        "Message",
        "announcements are made once the game is settled, during the play",
        "illegal.doppelkopf.announce_during_play",
    )
    QCoreApplication.translate("Message", "Kontra", "illegal.doppelkopf.announcement.kontra")
    QCoreApplication.translate("Message", "Re", "illegal.doppelkopf.announcement.re")
    QCoreApplication.translate(
        "Message",
        "that announcement is not possible now",
        "illegal.doppelkopf.announcement_impossible",
    )
    QCoreApplication.translate(
        "Message", "play a card or make an announcement", "illegal.doppelkopf.card_or_announcement"
    )
    QCoreApplication.translate(
        "Message", "give back three cards from the hand", "illegal.doppelkopf.give_back_three"
    )
    QCoreApplication.translate(
        "Message", "say healthy or reservation", "illegal.doppelkopf.healthy_or_reservation"
    )
    QCoreApplication.translate("Message", "{seat} holds no {card}", "illegal.doppelkopf.holds_no")
    QCoreApplication.translate(
        "Message",
        "no announcements before the marriage partner is found",
        "illegal.doppelkopf.marriage_first",
    )
    QCoreApplication.translate(
        "Message", "{seat} belongs to no party yet", "illegal.doppelkopf.no_party_yet"
    )
    QCoreApplication.translate(
        "Message",
        "only announcements may be made out of turn",
        "illegal.doppelkopf.only_announcements",
    )
    QCoreApplication.translate(
        "Message", "this reservation can only be the marriage", "illegal.doppelkopf.only_marriage"
    )
    QCoreApplication.translate(
        "Message",
        "only the {party} party may announce {announcement}",
        "illegal.doppelkopf.only_party_announces",
    )
    QCoreApplication.translate(
        "Message", "this reservation can only be the poverty", "illegal.doppelkopf.only_poverty"
    )
    QCoreApplication.translate(
        "Message",
        "the three cards passed must include every trump",
        "illegal.doppelkopf.pass_every_trump",
    )
    QCoreApplication.translate(
        "Message", "pass three cards from the hand", "illegal.doppelkopf.pass_three"
    )
    QCoreApplication.translate(
        "Message", "a poverty needs three or fewer trumps", "illegal.doppelkopf.poverty_needs"
    )
    QCoreApplication.translate(
        "Message", "declare the poverty or pass", "illegal.doppelkopf.poverty_or_pass"
    )
    QCoreApplication.translate(
        "Message",
        "a redeal needs 84 or more card points or at most two trumps in hand",
        "illegal.doppelkopf.redeal_needs",
    )
    QCoreApplication.translate(
        "Message",
        "a reservation that is neither a poverty nor a marriage must be a solo",
        "illegal.doppelkopf.reservation_is_solo",
    )
    QCoreApplication.translate(
        "Message", "say how many trumps were given back", "illegal.doppelkopf.say_trumps_back"
    )
    QCoreApplication.translate(
        "Message", "{seat} sits out this deal", "illegal.doppelkopf.sits_out"
    )
    QCoreApplication.translate(
        "Message", "declare a solo or pass", "illegal.doppelkopf.solo_or_pass"
    )
    QCoreApplication.translate(
        "Message",
        "a solo must outrank the solo already declared",
        "illegal.doppelkopf.solo_outrank",
    )
    QCoreApplication.translate(
        "Message",
        "the soloist declared the solo without Re and makes no announcements",
        "illegal.doppelkopf.soloist_mute",
    )
    QCoreApplication.translate(
        "Message",
        "too late for {announcement}: it needs {need} cards in hand, {seat} holds {held}",
        "illegal.doppelkopf.too_late",
    )
    QCoreApplication.translate("Message", "must follow {suit}", "illegal.must_follow")
    QCoreApplication.translate("Message", "must follow trump", "illegal.must_follow_trump")
    QCoreApplication.translate("Message", "not an action", "illegal.not_an_action")
    QCoreApplication.translate(
        "Message", "that is not one of the legal actions now", "illegal.not_legal"
    )
    QCoreApplication.translate("Message", "it is not that player's turn", "illegal.not_your_turn")
    QCoreApplication.translate("Message", "a card must be played", "illegal.play_a_card")
    QCoreApplication.translate(
        "Message",
        "the partner game alone needs all three callable aces",
        "illegal.schafkopf.alone_needs_aces",
    )
    QCoreApplication.translate(
        "Message", "the game announced must be at least {game}", "illegal.schafkopf.at_least"
    )
    QCoreApplication.translate(
        "Message",
        "you can call the {suit}-Sau only holding another {suit} card (not Ober or Unter)",
        "illegal.schafkopf.call_needs_suit",
    )
    QCoreApplication.translate(
        "Message", "you cannot call the {suit}-Sau: you hold it", "illegal.schafkopf.call_own_ace"
    )
    QCoreApplication.translate(
        "Message", "that card may not be played now", "illegal.schafkopf.card_not_now"
    )
    QCoreApplication.translate("Message", "now a card must be played", "illegal.schafkopf.card_now")
    QCoreApplication.translate(
        "Message",
        "the first player to play names no game: say 'play' or 'pass'",
        "illegal.schafkopf.first_names_no_game",
    )
    QCoreApplication.translate(
        "Message",
        "only the earlier bidder may hold, when a later one names a stronger game",
        "illegal.schafkopf.hold_only_earlier",
    )
    QCoreApplication.translate(
        "Message",
        "the earlier bidder holds (names the same game) or passes",
        "illegal.schafkopf.holder_answers",
    )
    QCoreApplication.translate(
        "Message",
        "may not discard the called ace before the last trick",
        "illegal.schafkopf.keep_called_ace",
    )
    QCoreApplication.translate(
        "Message", "now each player knocks or not", "illegal.schafkopf.knock_or_not"
    )
    QCoreApplication.translate(
        "Message",
        "only an opponent of the declarer may say Kontra",
        "illegal.schafkopf.kontra_only_opponent",
    )
    QCoreApplication.translate(
        "Message", "now the opponents say Kontra or not", "illegal.schafkopf.kontra_or_not"
    )
    QCoreApplication.translate(
        "Message",
        "may not lead the called suit except with the ace unless you hold four or more",
        "illegal.schafkopf.no_running_away",
    )
    QCoreApplication.translate(
        "Message", "you do not hold the {card}", "illegal.schafkopf.not_held"
    )
    QCoreApplication.translate(
        "Message", "{game} is not played at this table", "illegal.schafkopf.not_played"
    )
    QCoreApplication.translate(
        "Message",
        "an overcall must name a game stronger than {game}",
        "illegal.schafkopf.overcall_stronger",
    )
    QCoreApplication.translate("Message", "the partner game", "illegal.schafkopf.partner_game")
    QCoreApplication.translate(
        "Message", "must play the called ace ({ace})", "illegal.schafkopf.play_called_ace"
    )
    QCoreApplication.translate("Message", "say 'play' or 'pass'", "illegal.schafkopf.play_or_pass")
    QCoreApplication.translate(
        "Message", "only the declarer's side may say Re", "illegal.schafkopf.re_only_side"
    )
    QCoreApplication.translate(
        "Message", "now the declarer's side says Re or not", "illegal.schafkopf.re_or_not"
    )
    QCoreApplication.translate(
        "Message",
        "a hand with every Ober and Unter is a Sie and must be shown",
        "illegal.schafkopf.sie_shown",
    )
    QCoreApplication.translate(
        "Message",
        "someone already plays: name a game stronger than {game} or pass",
        "illegal.schafkopf.someone_plays",
    )
    QCoreApplication.translate(
        "Message", "name a stronger game or pass", "illegal.schafkopf.stronger_or_pass"
    )
    QCoreApplication.translate(
        "Message",
        "a {suit} game needs a {suit} card other than Ober and Unter in your hand",
        "illegal.schafkopf.suit_game_needs",
    )
    QCoreApplication.translate(
        "Message",
        "you cannot announce a game as high as that with this hand",
        "illegal.schafkopf.too_high",
    )
    QCoreApplication.translate(
        "Message", "the auction's winner now announces a game", "illegal.schafkopf.winner_announces"
    )
    QCoreApplication.translate(
        "Message", "{seat} does not play this deal", "illegal.seat_not_playing"
    )
    QCoreApplication.translate(
        "Message",
        "a buried card can never be the partner card",
        "illegal.sheepshead.buried_not_partner",
    )
    QCoreApplication.translate(
        "Message", "the picker buries {count} cards before play", "illegal.sheepshead.bury_first"
    )
    QCoreApplication.translate(
        "Message", "the picker can bury only a card in hand", "illegal.sheepshead.bury_from_hand"
    )
    QCoreApplication.translate(
        "Message",
        "the picker calls a partner card or goes alone",
        "illegal.sheepshead.call_or_alone",
    )
    QCoreApplication.translate(
        "Message",
        "the picker holds all three fail aces and calls a ten",
        "illegal.sheepshead.calls_ten",
    )
    QCoreApplication.translate(
        "Message", "that card cannot be played now", "illegal.sheepshead.cannot_play"
    )
    QCoreApplication.translate(
        "Message",
        "the partner card is a fail ace (a ten when the picker holds all three)",
        "illegal.sheepshead.fail_ace",
    )
    QCoreApplication.translate(
        "Message",
        "must follow {suit} with the unknown card",
        "illegal.sheepshead.follow_with_unknown",
    )
    QCoreApplication.translate(
        "Message",
        "the picker must hold a card of the called suit ({suit})",
        "illegal.sheepshead.hold_called_suit",
    )
    QCoreApplication.translate(
        "Message",
        "with the jack of diamonds partner the picker calls DJ or goes alone",
        "illegal.sheepshead.jack_partner",
    )
    QCoreApplication.translate(
        "Message",
        "the called {card} may not be thrown off before {suit} is led",
        "illegal.sheepshead.keep_called",
    )
    QCoreApplication.translate(
        "Message",
        "the picker must keep the last {suit} card until {suit} is led",
        "illegal.sheepshead.keep_last",
    )
    QCoreApplication.translate(
        "Message",
        "to lead {suit} the partner must lead the called {card}",
        "illegal.sheepshead.lead_called",
    )
    QCoreApplication.translate(
        "Message", "the picker cannot call a card of the picker's own", "illegal.sheepshead.not_own"
    )
    QCoreApplication.translate(
        "Message",
        "each player in turn picks up the blind or passes",
        "illegal.sheepshead.pick_or_pass",
    )
    QCoreApplication.translate(
        "Message",
        "the called {card} must be played the first time {suit} is led",
        "illegal.sheepshead.play_called",
    )
    QCoreApplication.translate("Message", "play a card", "illegal.sheepshead.play_card")
    QCoreApplication.translate(
        "Message",
        "a ten is called only when the picker holds all three fail aces",
        "illegal.sheepshead.ten_only",
    )
    QCoreApplication.translate(
        "Message",
        "the picker puts one card face down as the unknown card",
        "illegal.sheepshead.under_first",
    )
    QCoreApplication.translate(
        "Message",
        "the picker can put face down as the unknown card only a card in hand",
        "illegal.sheepshead.under_from_hand",
    )
    QCoreApplication.translate(
        "Message",
        "an unknown card is called only when the picker can call no card",
        "illegal.sheepshead.unknown_only",
    )
    QCoreApplication.translate(
        "Message",
        "only the picker plays an unknown card, once",
        "illegal.sheepshead.unknown_picker_once",
    )
    QCoreApplication.translate(
        "Message",
        "the unknown card is played the first time {suit} is led",
        "illegal.sheepshead.unknown_when_led",
    )
    QCoreApplication.translate(
        "Message",
        "Schneider, Schwarz and Ouvert can be announced only in hand games, and the skat has been picked up",
        "illegal.skat.announce_only_hand",
    )
    QCoreApplication.translate(
        "Message", "the declarer answers Kontra with re or p", "illegal.skat.answer_kontra"
    )
    QCoreApplication.translate(
        "Message", "a bid must be higher than {bid}", "illegal.skat.bid_higher"
    )
    QCoreApplication.translate(
        "Message",
        "the player being bid to holds (y) or passes (p); only the bidder names values",
        "illegal.skat.bidder_names_values",
    )
    QCoreApplication.translate(
        "Message", "during the bidding only bids, y and p are possible", "illegal.skat.bidding_only"
    )
    QCoreApplication.translate(
        "Message",
        "the declarer has conceded: name the hand game given up",
        "illegal.skat.conceded_name_game",
    )
    QCoreApplication.translate(
        "Message", "only the player being bid to can hold", "illegal.skat.hold_only_asked"
    )
    QCoreApplication.translate(
        "Message", "Kontra is said once the game is declared", "illegal.skat.kontra_after_declaring"
    )
    QCoreApplication.translate(
        "Message",
        "Kontra must be said before the defender's first card",
        "illegal.skat.kontra_before_first_card",
    )
    QCoreApplication.translate(
        "Message", "Kontra is not part of these rules", "illegal.skat.kontra_not_in_rules"
    )
    QCoreApplication.translate(
        "Message", "only a defender may say Kontra", "illegal.skat.kontra_only_defender"
    )
    QCoreApplication.translate(
        "Message", "Kontra has been said already", "illegal.skat.kontra_said"
    )
    QCoreApplication.translate(
        "Message", "the declarer must declare a game", "illegal.skat.must_declare"
    )
    QCoreApplication.translate(
        "Message", "jacks may not be passed on in Schieberamsch", "illegal.skat.no_jacks_passed"
    )
    QCoreApplication.translate(
        "Message", "there is no Kontra in Null", "illegal.skat.no_kontra_null"
    )
    QCoreApplication.translate(
        "Message", "there is no Kontra in Ramsch", "illegal.skat.no_kontra_ramsch"
    )
    QCoreApplication.translate(
        "Message", "{action} is not a Skat action", "illegal.skat.no_such_action"
    )
    QCoreApplication.translate("Message", "{card} is not in the hand", "illegal.skat.not_in_hand")
    QCoreApplication.translate(
        "Message",
        "announcements and the games after picking up the skat need the skat picked up first; declare a hand game or pick up (s)",
        "illegal.skat.pick_up_first",
    )
    QCoreApplication.translate(
        "Message",
        "the declarer picks up the skat (s) or declares a hand game",
        "illegal.skat.pick_up_or_hand",
    )
    QCoreApplication.translate(
        "Message", "two cards must be put away first", "illegal.skat.put_away_first"
    )
    QCoreApplication.translate(
        "Message",
        "Re is said only by the declarer, right after a Kontra",
        "illegal.skat.re_only_declarer",
    )
    QCoreApplication.translate(
        "Message", "take the skat (s) or pass it on unseen (p)", "illegal.skat.take_or_pass_on"
    )
    QCoreApplication.translate(
        "Message", "{answer} gives up {loss} points on average against {best}.", "practice.gave_up"
    )
    QCoreApplication.translate("Message", "declarer", "result.side.declarer")
    QCoreApplication.translate("Message", "defenders", "result.side.defenders")
    QCoreApplication.translate("Message", "Kontra", "result.side.kontra")
    QCoreApplication.translate("Message", "picker's side", "result.side.picker")
    QCoreApplication.translate("Message", "{seat}", "result.side.player")
    QCoreApplication.translate("Message", "Re", "result.side.re")
    QCoreApplication.translate("Message", "soloist", "result.side.soloist")
    QCoreApplication.translate("Message", "to take every trick", "result.target.all_tricks")
    QCoreApplication.translate("Message", "{points} or more card points", "result.target.at_least")
    QCoreApplication.translate(
        "Message", "one trick, against the other side's schwarz", "result.target.doppelkopf.a_trick"
    )
    QCoreApplication.translate(
        "Message",
        "{points} or more card points, and every trick",
        "result.target.doppelkopf.schwarz",
    )
    QCoreApplication.translate(
        "Message",
        "{points} or more card points, and the other side under {limit}",
        "result.target.doppelkopf.under",
    )
    QCoreApplication.translate(
        "Message", "not the most card points (the most loses)", "result.target.fewest"
    )
    QCoreApplication.translate(
        "Message", "the fewest card points, with at least one trick", "result.target.least"
    )
    QCoreApplication.translate("Message", "to take no trick", "result.target.no_trick")
    QCoreApplication.translate(
        "Message", "to make the declarer take a trick", "result.target.one_trick"
    )
    QCoreApplication.translate("Message", "Everybody passed.", "result.verdict.all_passed")
    QCoreApplication.translate("Message", "The declarer conceded.", "result.verdict.conceded")
    QCoreApplication.translate(
        "Message", "{seat} took every trick (Durchmarsch).", "result.verdict.durchmarsch"
    )
    QCoreApplication.translate(
        "Message", "{seat} won the leaster with the fewest card points.", "result.verdict.leaster"
    )
    QCoreApplication.translate(
        "Message", "{seat} took the most card points and loses.", "result.verdict.loser"
    )
    QCoreApplication.translate(
        "Message", "Nobody won: both sides missed what they announced.", "result.verdict.nobody"
    )
    QCoreApplication.translate(
        "Message",
        "The declarer lost: the game was worth {value}, less than the bid of {bid}.",
        "result.verdict.overbid",
    )
    QCoreApplication.translate("Message", "{side} won.", "result.verdict.won")
    QCoreApplication.translate("Message", "When all pass", "rule.all_pass")
    QCoreApplication.translate("Message", "Payment when all pass", "rule.all_pass_tariff")
    QCoreApplication.translate("Message", "Blind to the last trick", "rule.blind_to_last_trick")
    QCoreApplication.translate("Message", "Charlie caught", "rule.charlie_caught")
    QCoreApplication.translate(
        "Message",
        "A ♣J the other side wins in the last trick scores a point for that side.",
        "rule.doppelkopf.charlie_caught.summary",
    )
    QCoreApplication.translate(
        "Message",
        "The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.",
        "rule.doppelkopf.forty_cards.summary",
    )
    QCoreApplication.translate(
        "Message",
        "With the second ♥10 rule: in the last trick the first ♥10 still wins.",
        "rule.doppelkopf.heart_ten_first_in_last_trick.summary",
    )
    QCoreApplication.translate(
        "Message",
        "When both ♥10 fall in one trick, the second beats the first.",
        "rule.doppelkopf.second_heart_ten_wins.summary",
    )
    QCoreApplication.translate(
        "Message",
        'Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".',
        "rule.doppelkopf.solo_auction.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.",
        "rule.doppelkopf.tournament.summary",
    )
    QCoreApplication.translate("Message", "Durchmarsch", "rule.durchmarsch")
    QCoreApplication.translate("Message", "40 cards (no nines)", "rule.forty_cards")
    QCoreApplication.translate(
        "Message", "First ♥10 wins the last trick", "rule.heart_ten_first_in_last_trick"
    )
    QCoreApplication.translate("Message", "Knocking (Klopfen)", "rule.klopfen")
    QCoreApplication.translate("Message", "Kontra and Re", "rule.kontra_re")
    QCoreApplication.translate("Message", "When nobody picks", "rule.no_pick")
    QCoreApplication.translate("Message", "{name}", "rule.other")
    QCoreApplication.translate("Message", "{summary}", "rule.other.summary")
    QCoreApplication.translate("Message", "Partner", "rule.partner")
    QCoreApplication.translate("Message", "Partner game tariff", "rule.partner_tariff")
    QCoreApplication.translate("Message", "Pass jacks on", "rule.pass_jacks")
    QCoreApplication.translate("Message", "Ramsch", "rule.ramsch")
    QCoreApplication.translate("Message", "Ramsch tariff", "rule.ramsch_tariff")
    QCoreApplication.translate("Message", "Rounds", "rule.rounds")
    QCoreApplication.translate("Message", "Tariff per runner", "rule.runner_tariff")
    QCoreApplication.translate("Message", "Runners (Laufende)", "rule.runners")
    QCoreApplication.translate("Message", "Runners from (Geier)", "rule.runners_from_geier")
    QCoreApplication.translate(
        "Message", "Runners from (partner game)", "rule.runners_from_partner"
    )
    QCoreApplication.translate("Message", "Runners from (solo)", "rule.runners_from_solo")
    QCoreApplication.translate(
        "Message", "Runners from (suit Geier)", "rule.runners_from_suit_geier"
    )
    QCoreApplication.translate("Message", "Runners from (suit Wenz)", "rule.runners_from_suit_wenz")
    QCoreApplication.translate("Message", "Runners from (Wenz)", "rule.runners_from_wenz")
    QCoreApplication.translate(
        "Message", "Runners continue into the trump suit", "rule.runners_into_suit"
    )
    QCoreApplication.translate(
        "Message",
        "When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.",
        "rule.schafkopf.all_pass.summary",
    )
    QCoreApplication.translate(
        "Message",
        "When the cards are thrown in and paid for: what the first player and the dealer each pay.",
        "rule.schafkopf.all_pass_tariff.summary",
    )
    QCoreApplication.translate(
        "Message",
        "In Ramsch, a player who takes every trick (Durchmarsch) wins and is paid the solo tariff by each other player, or loses as the player with the most card points.",
        "rule.schafkopf.durchmarsch.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Each player may knock once after the deal, before the auction; each knock doubles the price.",
        "rule.schafkopf.klopfen.summary",
    )
    QCoreApplication.translate(
        "Message",
        "An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.",
        "rule.schafkopf.kontra_re.summary",
    )
    QCoreApplication.translate(
        "Message",
        "What each player of the partner game (Sauspiel) receives from or pays to one opponent.",
        "rule.schafkopf.partner_tariff.summary",
    )
    QCoreApplication.translate(
        "Message",
        "In Ramsch, what the loser pays each other player (doubled for each player without a trick).",
        "rule.schafkopf.ramsch_tariff.summary",
    )
    QCoreApplication.translate(
        "Message", "Added to the price for each runner.", "rule.schafkopf.runner_tariff.summary"
    )
    QCoreApplication.translate(
        "Message", "Runners (Laufende) raise the price.", "rule.schafkopf.runners.summary"
    )
    QCoreApplication.translate(
        "Message",
        "Fewest runners that count in a Geier.",
        "rule.schafkopf.runners_from_geier.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Fewest runners that count in the partner game.",
        "rule.schafkopf.runners_from_partner.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Fewest runners that count in a suit solo.",
        "rule.schafkopf.runners_from_solo.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Fewest runners that count in a suit Geier.",
        "rule.schafkopf.runners_from_suit_geier.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Fewest runners that count in a suit Wenz.",
        "rule.schafkopf.runners_from_suit_wenz.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Fewest runners that count in a Wenz.",
        "rule.schafkopf.runners_from_wenz.summary",
    )
    QCoreApplication.translate(
        "Message",
        "In suit Wenz and suit Geier the run of runners carries on into the trump suit.",
        "rule.schafkopf.runners_into_suit.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Added to the price when a side is Schneider.",
        "rule.schafkopf.schneider_tariff.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Added again when a side takes no trick (Schwarz).",
        "rule.schafkopf.schwarz_tariff.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Play with 24 cards (no sevens and eights), six each.",
        "rule.schafkopf.short_deck.summary",
    )
    QCoreApplication.translate(
        "Message",
        "What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.",
        "rule.schafkopf.solo_tariff.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Suit Geier (Farbgeier: Obers and one suit trump) may be played.",
        "rule.schafkopf.suit_geier.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Suit Wenz (Farbwenz: Unters and one suit trump) may be played.",
        "rule.schafkopf.suit_wenz.summary",
    )
    QCoreApplication.translate("Message", "Schneider tariff", "rule.schneider_tariff")
    QCoreApplication.translate("Message", "Schwarz tariff", "rule.schwarz_tariff")
    QCoreApplication.translate("Message", "Scoring", "rule.scoring")
    QCoreApplication.translate(
        "Message", "Second ♥10 beats the first", "rule.second_heart_ten_wins"
    )
    QCoreApplication.translate(
        "Message",
        "In a Leaster the winner of the last trick also takes the blind.",
        "rule.sheepshead.blind_to_last_trick.summary",
    )
    QCoreApplication.translate(
        "Message",
        "When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.",
        "rule.sheepshead.no_pick.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.",
        "rule.sheepshead.partner.summary",
    )
    QCoreApplication.translate("Message", "Short deck", "rule.short_deck")
    QCoreApplication.translate(
        "Message",
        "A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).",
        "rule.skat.kontra_re.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Schieberamsch: jacks may be passed on with the skat.",
        "rule.skat.pass_jacks.summary",
    )
    QCoreApplication.translate(
        "Message",
        "When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).",
        "rule.skat.ramsch.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).",
        "rule.skat.rounds.summary",
    )
    QCoreApplication.translate(
        "Message",
        "Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).",
        "rule.skat.scoring.summary",
    )
    QCoreApplication.translate("Message", "Solo auction", "rule.solo_auction")
    QCoreApplication.translate("Message", "Solo tariff", "rule.solo_tariff")
    QCoreApplication.translate("Message", "Suit Geier (Farbgeier)", "rule.suit_geier")
    QCoreApplication.translate("Message", "Suit Wenz (Farbwenz)", "rule.suit_wenz")
    QCoreApplication.translate("Message", "Tournament", "rule.tournament")
    QCoreApplication.translate("Message", "Adjusted", "rule.value.adjusted")
    QCoreApplication.translate("Message", "Called ace", "rule.value.called_ace")
    QCoreApplication.translate("Message", "Doubler", "rule.value.doubler")
    QCoreApplication.translate("Message", "Jack of diamonds", "rule.value.jack_of_diamonds")
    QCoreApplication.translate("Message", "Leaster", "rule.value.leaster")
    QCoreApplication.translate("Message", "Loses", "rule.value.loses")
    QCoreApplication.translate("Message", "None", "rule.value.none")
    QCoreApplication.translate("Message", "{value}", "rule.value.number")
    QCoreApplication.translate("Message", "off", "rule.value.off")
    QCoreApplication.translate("Message", "on", "rule.value.on")
    QCoreApplication.translate("Message", "Pay", "rule.value.pay")
    QCoreApplication.translate("Message", "Ramsch", "rule.value.ramsch")
    QCoreApplication.translate("Message", "Redeal", "rule.value.redeal")
    QCoreApplication.translate("Message", "Schieberamsch", "rule.value.schieberamsch")
    QCoreApplication.translate("Message", "Tournament (Seeger-Fabian)", "rule.value.seeger_fabian")
    QCoreApplication.translate("Message", "Standard", "rule.value.standard")
    QCoreApplication.translate("Message", "Wins", "rule.value.wins")
    QCoreApplication.translate("Message", "won against the Re party", "score.doppelkopf.against_re")
    QCoreApplication.translate(
        "Message",
        "the Kontra party gets an extra point for beating the ♣Q holders",
        "score.doppelkopf.against_re.note",
    )
    QCoreApplication.translate(
        "Message",
        "an announcement doubles the stake: 2 game points",
        "score.doppelkopf.announced.note",
    )
    QCoreApplication.translate(
        "Message", "{level} announced by {party}", "score.doppelkopf.announced_by"
    )
    QCoreApplication.translate(
        "Message",
        "each further announcement adds a game point",
        "score.doppelkopf.announced_by.note",
    )
    QCoreApplication.translate("Message", "Charlie", "score.doppelkopf.charlie")
    QCoreApplication.translate(
        "Message", "the last trick was won with the ♣J", "score.doppelkopf.charlie.note"
    )
    QCoreApplication.translate("Message", "Charlie caught", "score.doppelkopf.charlie_caught")
    QCoreApplication.translate(
        "Message",
        "the ♣J of {seat}, on the other side, was taken in the last trick",
        "score.doppelkopf.charlie_caught.note",
    )
    QCoreApplication.translate("Message", "defenders' win", "score.doppelkopf.defenders_win")
    QCoreApplication.translate("Message", "Doppelkopf", "score.doppelkopf.doppelkopf")
    QCoreApplication.translate(
        "Message",
        "a trick worth {points} card points (40 or more)",
        "score.doppelkopf.doppelkopf.note",
    )
    QCoreApplication.translate("Message", "fox caught", "score.doppelkopf.fox")
    QCoreApplication.translate(
        "Message",
        "the fox (♦A) of {seat}, on the other side, was taken in a trick",
        "score.doppelkopf.fox.note",
    )
    QCoreApplication.translate(
        "Message", "fox caught in the last trick", "score.doppelkopf.fox_last"
    )
    QCoreApplication.translate("Message", "Kontra announced", "score.doppelkopf.kontra_announced")
    QCoreApplication.translate("Message", "Kontra card points", "score.doppelkopf.kontra_points")
    QCoreApplication.translate("Message", "no 30", "score.doppelkopf.level.no_30")
    QCoreApplication.translate("Message", "no 60", "score.doppelkopf.level.no_60")
    QCoreApplication.translate("Message", "no 90", "score.doppelkopf.level.no_90")
    QCoreApplication.translate("Message", "schwarz", "score.doppelkopf.level.schwarz")
    QCoreApplication.translate(
        "Message",
        "nobody won: both sides failed their announcements",
        "score.doppelkopf.nobody_won",
    )
    QCoreApplication.translate("Message", "Kontra", "score.doppelkopf.party.kontra")
    QCoreApplication.translate("Message", "Re", "score.doppelkopf.party.re")
    QCoreApplication.translate("Message", "{party}: {line}", "score.doppelkopf.party_line")
    QCoreApplication.translate(
        "Message", "everybody refused the poverty", "score.doppelkopf.poverty_refused"
    )
    QCoreApplication.translate("Message", "Re announced", "score.doppelkopf.re_announced")
    QCoreApplication.translate("Message", "Re card points", "score.doppelkopf.re_points")
    QCoreApplication.translate(
        "Message", "{points} reached against {level}", "score.doppelkopf.reached"
    )
    QCoreApplication.translate(
        "Message",
        "enough card points to defeat the other side's announcement",
        "score.doppelkopf.reached.note",
    )
    QCoreApplication.translate("Message", "{seat} demanded a redeal", "score.doppelkopf.redeal")
    QCoreApplication.translate("Message", "{party} schwarz", "score.doppelkopf.schwarz")
    QCoreApplication.translate(
        "Message", "the other side took no trick", "score.doppelkopf.schwarz.note"
    )
    QCoreApplication.translate(
        "Message", "the soloist scores three times", "score.doppelkopf.soloist_three"
    )
    QCoreApplication.translate("Message", "{party} under {limit}", "score.doppelkopf.under")
    QCoreApplication.translate(
        "Message",
        "the other side took fewer than {limit} card points",
        "score.doppelkopf.under.note",
    )
    QCoreApplication.translate(
        "Message", "game value for each Re player", "score.doppelkopf.value_each_re"
    )
    QCoreApplication.translate(
        "Message",
        "the Re side's points minus the Kontra side's; each Kontra player pays it",
        "score.doppelkopf.value_each_re.note",
    )
    QCoreApplication.translate("Message", "won", "score.doppelkopf.won")
    QCoreApplication.translate("Message", "one game point for winning", "score.doppelkopf.won.note")
    QCoreApplication.translate(
        "Message",
        "all passed: the first player and the dealer pay",
        "score.schafkopf.all_passed_pay",
    )
    QCoreApplication.translate(
        "Message", "all passed: the same dealer deals again", "score.schafkopf.all_passed_redeal"
    )
    QCoreApplication.translate("Message", "doubled {count} times", "score.schafkopf.doubled")
    QCoreApplication.translate(
        "Message", "each knock, Kontra and Re doubles the price", "score.schafkopf.doubled.note"
    )
    QCoreApplication.translate(
        "Message", "Durchmarsch: every trick, paid like a solo", "score.schafkopf.durchmarsch"
    )
    QCoreApplication.translate(
        "Message", "{count} without a trick (Jungfrau)", "score.schafkopf.jungfrau"
    )
    QCoreApplication.translate(
        "Message", "a player who takes no trick doubles the price", "score.schafkopf.jungfrau.note"
    )
    QCoreApplication.translate(
        "Message", "the most card points loses", "score.schafkopf.most_loses"
    )
    QCoreApplication.translate(
        "Message", "partner game (Sauspiel)", "score.schafkopf.partner_tariff"
    )
    QCoreApplication.translate("Message", "price", "score.schafkopf.price")
    QCoreApplication.translate(
        "Message",
        "what each opponent pays or is paid; a soloist collects it from all three",
        "score.schafkopf.price.note",
    )
    QCoreApplication.translate("Message", "Ramsch tariff", "score.schafkopf.ramsch_tariff")
    QCoreApplication.translate("Message", "{count} runners (Laufende)", "score.schafkopf.runners")
    QCoreApplication.translate(
        "Message",
        "the top trumps in an unbroken row, held by one side; each adds the runner tariff",
        "score.schafkopf.runners.note",
    )
    QCoreApplication.translate("Message", "Schneider", "score.schafkopf.schneider")
    QCoreApplication.translate(
        "Message",
        "the winners took 91 or more card points, or the losers 30 or fewer",
        "score.schafkopf.schneider.note",
    )
    QCoreApplication.translate("Message", "Schwarz", "score.schafkopf.schwarz")
    QCoreApplication.translate(
        "Message", "one side took every trick", "score.schafkopf.schwarz.note"
    )
    QCoreApplication.translate("Message", "Sie: four times the solo tariff", "score.schafkopf.sie")
    QCoreApplication.translate("Message", "solo tariff", "score.schafkopf.solo_tariff")
    QCoreApplication.translate(
        "Message",
        "what this kind of game is worth before the extras",
        "score.schafkopf.tariff.note",
    )
    QCoreApplication.translate("Message", "Tout doubles", "score.schafkopf.tout")
    QCoreApplication.translate(
        "Message", "a Tout promises every trick and pays double", "score.schafkopf.tout.note"
    )
    QCoreApplication.translate(
        "Message", "all passed: the next deal counts", "score.sheepshead.all_passed"
    )
    QCoreApplication.translate("Message", "alone", "score.sheepshead.alone")
    QCoreApplication.translate("Message", "blind set aside", "score.sheepshead.blind_aside")
    QCoreApplication.translate("Message", "blind to the last trick", "score.sheepshead.blind_last")
    QCoreApplication.translate("Message", "buried", "score.sheepshead.buried")
    QCoreApplication.translate(
        "Message", "the buried cards count for the picker", "score.sheepshead.buried.note"
    )
    QCoreApplication.translate("Message", "{card}", "score.sheepshead.card")
    QCoreApplication.translate("Message", "card points", "score.sheepshead.card_points")
    QCoreApplication.translate(
        "Message", "the picker collects from all four", "score.sheepshead.collects_all"
    )
    QCoreApplication.translate("Message", "doubler", "score.sheepshead.doubler")
    QCoreApplication.translate(
        "Message", "a deal where everybody passed doubles this one", "score.sheepshead.doubler.note"
    )
    QCoreApplication.translate("Message", "each defender", "score.sheepshead.each_defender")
    QCoreApplication.translate(
        "Message", "fewest card points with a trick", "score.sheepshead.fewest"
    )
    QCoreApplication.translate(
        "Message",
        "in a leaster the fewest card points win, if the player took a trick",
        "score.sheepshead.fewest.note",
    )
    QCoreApplication.translate("Message", "partner", "score.sheepshead.partner")
    QCoreApplication.translate("Message", "partner card", "score.sheepshead.partner_card")
    QCoreApplication.translate(
        "Message", "its holder played on the picker's side", "score.sheepshead.partner_card.note"
    )
    QCoreApplication.translate("Message", "picker", "score.sheepshead.picker")
    QCoreApplication.translate("Message", "result", "score.sheepshead.result")
    QCoreApplication.translate(
        "Message",
        "the row of the scoring table the picker side's take falls in",
        "score.sheepshead.result.note",
    )
    QCoreApplication.translate(
        "Message", "30 or fewer (reverse schneider)", "score.sheepshead.row.30_or_fewer"
    )
    QCoreApplication.translate("Message", "31 to 60", "score.sheepshead.row.31_to_60")
    QCoreApplication.translate("Message", "61 to 90", "score.sheepshead.row.61_to_90")
    QCoreApplication.translate(
        "Message", "91 or more (schneider)", "score.sheepshead.row.91_or_more"
    )
    QCoreApplication.translate("Message", "all tricks (schwarz)", "score.sheepshead.row.all_tricks")
    QCoreApplication.translate(
        "Message", "no trick (reverse schwarz)", "score.sheepshead.row.no_trick"
    )
    QCoreApplication.translate("Message", "picker side card points", "score.sheepshead.side_points")
    QCoreApplication.translate("Message", "picker side tricks", "score.sheepshead.side_tricks")
    QCoreApplication.translate("Message", "adjusted score", "score.skat.adjusted")
    QCoreApplication.translate("Message", "all passed", "score.skat.all_passed")
    QCoreApplication.translate("Message", "base value", "score.skat.base_value")
    QCoreApplication.translate(
        "Message",
        "what the trump suit is worth: ♦9 ♥10 ♠11 ♣12, Grand 24",
        "score.skat.base_value.note",
    )
    QCoreApplication.translate(
        "Message",
        "Below your bid of {bid}: unless Schneider or Schwarz raises the value, you are overbid and lose.",
        "score.skat.below_bid",
    )
    QCoreApplication.translate("Message", "conceded", "score.skat.conceded")
    QCoreApplication.translate("Message", "Durchmarsch (every trick)", "score.skat.durchmarsch")
    QCoreApplication.translate("Message", "game", "score.skat.game")
    QCoreApplication.translate("Message", "one level for playing the game", "score.skat.game.note")
    QCoreApplication.translate("Message", "game value", "score.skat.game_value")
    QCoreApplication.translate(
        "Message",
        "base value {base} × multiplier {multiplier}; it must reach the bid of {bid}",
        "score.skat.game_value.note",
    )
    QCoreApplication.translate("Message", "hand", "score.skat.hand")
    QCoreApplication.translate(
        "Message", "played without picking up the skat", "score.skat.hand.note"
    )
    QCoreApplication.translate(
        "Message", "Jungfrau (a player took no trick)", "score.skat.jungfrau"
    )
    QCoreApplication.translate("Message", "Kontra", "score.skat.kontra")
    QCoreApplication.translate("Message", "a defender doubled the game", "score.skat.kontra.note")
    QCoreApplication.translate("Message", "lost (x2)", "score.skat.lost")
    QCoreApplication.translate(
        "Message", "a lost game costs twice its value", "score.skat.lost.note"
    )
    QCoreApplication.translate(
        "Message",
        "If the skat takes matadors away, it falls below your bid of {bid}: then only Schneider or Schwarz saves you from being overbid.",
        "score.skat.maybe_below_bid",
    )
    QCoreApplication.translate("Message", "most card points ({points})", "score.skat.most_points")
    QCoreApplication.translate("Message", "multiplier", "score.skat.multiplier")
    QCoreApplication.translate(
        "Message", "the tops plus one for each level above", "score.skat.multiplier.note"
    )
    QCoreApplication.translate("Message", "Null", "score.skat.null")
    QCoreApplication.translate(
        "Message",
        "a Null game has a fixed value; the declarer must take no trick",
        "score.skat.null.note",
    )
    QCoreApplication.translate(
        "Message",
        "Below your bid of {bid}: this Null is overbid and lost whatever happens.",
        "score.skat.null_below_bid",
    )
    QCoreApplication.translate("Message", "Null Hand", "score.skat.null_hand")
    QCoreApplication.translate("Message", "Null Ouvert", "score.skat.null_ouvert")
    QCoreApplication.translate("Message", "Null Ouvert Hand", "score.skat.null_ouvert_hand")
    QCoreApplication.translate("Message", "ouvert", "score.skat.ouvert")
    QCoreApplication.translate(
        "Message", "the declarer played with open cards", "score.skat.ouvert.note"
    )
    QCoreApplication.translate("Message", "overbid (bid {bid}): raised to", "score.skat.overbid")
    QCoreApplication.translate(
        "Message",
        "the game was worth less than the bid, so it is lost at the lowest multiple of its base value that reaches the bid",
        "score.skat.overbid.note",
    )
    QCoreApplication.translate("Message", "skat passed on unseen", "score.skat.pushed")
    QCoreApplication.translate("Message", "Re", "score.skat.re")
    QCoreApplication.translate("Message", "the declarer doubled again", "score.skat.re.note")
    QCoreApplication.translate("Message", "Schneider", "score.skat.schneider")
    QCoreApplication.translate(
        "Message", "one side took 90 or more card points", "score.skat.schneider.note"
    )
    QCoreApplication.translate("Message", "Schneider announced", "score.skat.schneider_announced")
    QCoreApplication.translate(
        "Message", "Schneider was announced before play", "score.skat.schneider_announced.note"
    )
    QCoreApplication.translate("Message", "Schwarz", "score.skat.schwarz")
    QCoreApplication.translate("Message", "one side took every trick", "score.skat.schwarz.note")
    QCoreApplication.translate("Message", "Schwarz announced", "score.skat.schwarz_announced")
    QCoreApplication.translate(
        "Message", "Schwarz was announced before play", "score.skat.schwarz_announced.note"
    )
    QCoreApplication.translate("Message", "seeger-fabian score", "score.skat.seeger_fabian")
    QCoreApplication.translate("Message", "with {count}", "score.skat.with")
    QCoreApplication.translate(
        "Message", "the declarer held the top {count} trumps in a row", "score.skat.with.note"
    )
    QCoreApplication.translate("Message", "without {count}", "score.skat.without")
    QCoreApplication.translate(
        "Message",
        "the top {count} trumps were missing from the declarer's cards",
        "score.skat.without.note",
    )
    QCoreApplication.translate("Message", "won", "score.skat.won")
    QCoreApplication.translate(
        "Message",
        "Worth {value} as your cards stand (base value {base} × multiplier {multiplier}).",
        "score.skat.worth",
    )
    QCoreApplication.translate("Message", "Worth {value}.", "score.skat.worth_null")
    QCoreApplication.translate(
        "Message",
        "Worth {low} to {high}: the skat decides your matadors (base value {base}).",
        "score.skat.worth_range",
    )
    QCoreApplication.translate("Message", "lost", "score.value.lost")
    QCoreApplication.translate("Message", "x{factor}", "score.value.times")
    QCoreApplication.translate("Message", "×{factor}", "score.value.times_sign")
