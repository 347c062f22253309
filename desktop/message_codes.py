"""Every engine message code with its English template (generated; do not edit).

Written by ``tools/message_table.py`` from the engine's catalogue, so that
``lupdate`` finds every code: each ``translate`` call below puts the template
into the ``.ts`` files' ``Message`` context with its code as disambiguation.
:func:`stammtisch.desktop.messages.text` looks translations up the same way.
"""

from PySide6.QtCore import QCoreApplication

CODES: dict[str, str] = {
    'illegal.card_not_held': '{card} is not in your hand',
    'illegal.deal_over': 'the deal is over',
    'illegal.dealing': 'the cards are still being dealt',
    'illegal.must_follow': 'must follow {suit}',
    'illegal.must_follow_trump': 'must follow trump',
    'illegal.not_an_action': 'not an action',
    'illegal.not_legal': 'that is not one of the legal actions now',
    'illegal.not_your_turn': "it is not that player's turn",
    'illegal.play_a_card': 'a card must be played',
    'illegal.seat_not_playing': '{seat} does not play this deal',
    'result.side.declarer': 'declarer',
    'result.side.defenders': 'defenders',
    'result.side.kontra': 'Kontra',
    'result.side.picker': "picker's side",
    'result.side.player': '{seat}',
    'result.side.re': 'Re',
    'result.side.soloist': 'soloist',
    'result.target.all_tricks': 'to take every trick',
    'result.target.at_least': '{points} or more card points',
    'result.target.fewest': 'not the most card points (the most loses)',
    'result.target.least': 'the fewest card points, with at least one trick',
    'result.target.no_trick': 'to take no trick',
    'result.target.one_trick': 'to make the declarer take a trick',
    'result.verdict.all_passed': 'Everybody passed.',
    'result.verdict.conceded': 'The declarer conceded.',
    'result.verdict.durchmarsch': '{seat} took every trick (Durchmarsch).',
    'result.verdict.loser': '{seat} took the most card points and loses.',
    'result.verdict.nobody': 'Nobody won: both sides missed what they announced.',
    'result.verdict.overbid': 'The declarer lost: the game was worth {value}, less than the bid of {bid}.',
    'result.verdict.won': '{side} won.',
}
"""Code -> English template, as declared when the table was written."""


def _for_lupdate() -> None:  # pragma: no cover - never called; read by lupdate
    QCoreApplication.translate("Message", '{card} is not in your hand', 'illegal.card_not_held')
    QCoreApplication.translate("Message", 'the deal is over', 'illegal.deal_over')
    QCoreApplication.translate("Message", 'the cards are still being dealt', 'illegal.dealing')
    QCoreApplication.translate("Message", 'must follow {suit}', 'illegal.must_follow')
    QCoreApplication.translate("Message", 'must follow trump', 'illegal.must_follow_trump')
    QCoreApplication.translate("Message", 'not an action', 'illegal.not_an_action')
    QCoreApplication.translate("Message", 'that is not one of the legal actions now', 'illegal.not_legal')
    QCoreApplication.translate("Message", "it is not that player's turn", 'illegal.not_your_turn')
    QCoreApplication.translate("Message", 'a card must be played', 'illegal.play_a_card')
    QCoreApplication.translate("Message", '{seat} does not play this deal', 'illegal.seat_not_playing')
    QCoreApplication.translate("Message", 'declarer', 'result.side.declarer')
    QCoreApplication.translate("Message", 'defenders', 'result.side.defenders')
    QCoreApplication.translate("Message", 'Kontra', 'result.side.kontra')
    QCoreApplication.translate("Message", "picker's side", 'result.side.picker')
    QCoreApplication.translate("Message", '{seat}', 'result.side.player')
    QCoreApplication.translate("Message", 'Re', 'result.side.re')
    QCoreApplication.translate("Message", 'soloist', 'result.side.soloist')
    QCoreApplication.translate("Message", 'to take every trick', 'result.target.all_tricks')
    QCoreApplication.translate("Message", '{points} or more card points', 'result.target.at_least')
    QCoreApplication.translate("Message", 'not the most card points (the most loses)', 'result.target.fewest')
    QCoreApplication.translate("Message", 'the fewest card points, with at least one trick', 'result.target.least')
    QCoreApplication.translate("Message", 'to take no trick', 'result.target.no_trick')
    QCoreApplication.translate("Message", 'to make the declarer take a trick', 'result.target.one_trick')
    QCoreApplication.translate("Message", 'Everybody passed.', 'result.verdict.all_passed')
    QCoreApplication.translate("Message", 'The declarer conceded.', 'result.verdict.conceded')
    QCoreApplication.translate("Message", '{seat} took every trick (Durchmarsch).', 'result.verdict.durchmarsch')
    QCoreApplication.translate("Message", '{seat} took the most card points and loses.', 'result.verdict.loser')
    QCoreApplication.translate("Message", 'Nobody won: both sides missed what they announced.', 'result.verdict.nobody')
    QCoreApplication.translate("Message", 'The declarer lost: the game was worth {value}, less than the bid of {bid}.', 'result.verdict.overbid')
    QCoreApplication.translate("Message", '{side} won.', 'result.verdict.won')
