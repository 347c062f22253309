"""Skat scoring: game values, won and lost games, overbidding, Ramsch, and the scoring modes.

Suit games and Grand are worth base value × multiplier, the multiplier
being the matadors plus one level for the game and one for each of hand,
Schneider, Schneider announced, Schwarz, Schwarz announced and ouvert (an
announced level also counts the levels below it).  Null games have fixed
values.  A lost game costs twice its value.  A game worth less than the bid
is lost ("overbid") at the smallest multiple of its base value that reaches
the bid.

>>> from stammtisch.engine.skat.contracts import parse_declaration as d
>>> s = score_game(d("C"), matadors=2, bid=18, declarer_points=61, declarer_tricks=5)
>>> s.won, s.multiplier, s.game_value, s.declarer_score
(True, 3, 36, 36)
>>> s = score_game(d("D"), matadors=1, bid=36, declarer_points=41, declarer_tricks=4)
>>> s.won, s.overbid, s.game_value, s.declarer_score  # 9 x 2 = 18 < 36: raised to 36
(False, True, 36, -72)
>>> score_game(d("NOH"), 0, 18, 12, 1).declarer_score
-118

Scoring modes (:data:`SCORING_MODES`) share the game value and differ in who
scores it: ``standard`` (the declarer alone: +value, or -2 × value),
``seeger_fabian`` (tournament: +50 more for a won game; a lost game costs 50
more and gives 40 to each opponent at a table of three, 30 to each other
player at a table of four), ``adjusted`` (a won game charges each defender its
value instead of paying the declarer; a lost game as standard).

>>> distribute("seeger_fabian", 4, declarer=1, defenders=(2, 3), won=False, value=24)
[30, -98, 30, 30]
>>> distribute("adjusted", 3, declarer=0, defenders=(1, 2), won=True, value=24)
[0, -24, -24]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..cards import CardMask, cards_of
from ..explain import LOST_VALUE, TIMES
from ..messages import Count, Message, declare
from ..state import ScoreLine
from .contracts import DECL_FIGURES, Declaration, declaration_index, matadors

SCORING_MODES: Final = ("standard", "seeger_fabian", "adjusted")

SEEGER_FABIAN_WON: Final = 50
SEEGER_FABIAN_LOST: Final = 50
SEEGER_FABIAN_OPPONENTS: Final = {3: 40, 4: 30}
"""Points each other player receives when the declarer loses, by table size."""

RAMSCH_LOSS: Final = 20
RAMSCH_DURCHMARSCH: Final = 120


# --- score lines ---------------------------------------------------------------------

NULL_VALUE: Final = {
    "Null": declare("score.skat.null", "Null"),
    "Null Hand": declare("score.skat.null_hand", "Null Hand"),
    "Null Ouvert": declare("score.skat.null_ouvert", "Null Ouvert"),
    "Null Ouvert Hand": declare("score.skat.null_ouvert_hand", "Null Ouvert Hand"),
}
NULL_NOTE: Final = declare(
    "score.skat.null.note", "a Null game has a fixed value; the declarer must take no trick"
)
BASE_VALUE: Final = declare("score.skat.base_value", "base value")
BASE_NOTE: Final = declare(
    "score.skat.base_value.note", "what the trump suit is worth: ♦9 ♥10 ♠11 ♣12, Grand 24"
)
WITH: Final = declare("score.skat.with", "with {count}", count=int)
WITHOUT: Final = declare("score.skat.without", "without {count}", count=int)
WITH_NOTE: Final = declare(
    "score.skat.with.note",
    "the declarer held the top {count} trumps in a row",
    one="the declarer held the top trump, the ♣J",
    count=Count,
)
WITHOUT_NOTE: Final = declare(
    "score.skat.without.note",
    "the top {count} trumps were missing from the declarer's cards",
    one="the top trump, the ♣J, was missing from the declarer's cards",
    count=Count,
)
LEVEL_GAME: Final = declare("score.skat.game", "game")
LEVEL_HAND: Final = declare("score.skat.hand", "hand")
LEVEL_SCHNEIDER: Final = declare("score.skat.schneider", "Schneider")
LEVEL_SCHNEIDER_ANNOUNCED: Final = declare("score.skat.schneider_announced", "Schneider announced")
LEVEL_SCHWARZ: Final = declare("score.skat.schwarz", "Schwarz")
LEVEL_SCHWARZ_ANNOUNCED: Final = declare("score.skat.schwarz_announced", "Schwarz announced")
LEVEL_OUVERT: Final = declare("score.skat.ouvert", "ouvert")
LEVEL_NOTES: Final = {
    LEVEL_GAME: declare("score.skat.game.note", "one level for playing the game"),
    LEVEL_HAND: declare("score.skat.hand.note", "played without picking up the skat"),
    LEVEL_SCHNEIDER: declare("score.skat.schneider.note", "one side took 90 or more card points"),
    LEVEL_SCHNEIDER_ANNOUNCED: declare(
        "score.skat.schneider_announced.note", "Schneider was announced before play"
    ),
    LEVEL_SCHWARZ: declare("score.skat.schwarz.note", "one side took every trick"),
    LEVEL_SCHWARZ_ANNOUNCED: declare(
        "score.skat.schwarz_announced.note", "Schwarz was announced before play"
    ),
    LEVEL_OUVERT: declare("score.skat.ouvert.note", "the declarer played with open cards"),
}
MULTIPLIER: Final = declare("score.skat.multiplier", "multiplier")
MULTIPLIER_NOTE: Final = declare(
    "score.skat.multiplier.note", "the tops plus one for each level above"
)
GAME_VALUE: Final = declare("score.skat.game_value", "game value")
GAME_VALUE_NOTE: Final = declare(
    "score.skat.game_value.note",
    "base value {base} × multiplier {multiplier}; it must reach the bid of {bid}",
    base=int,
    multiplier=int,
    bid=int,
)
OVERBID: Final = declare("score.skat.overbid", "overbid (bid {bid}): raised to", bid=int)
OVERBID_NOTE: Final = declare(
    "score.skat.overbid.note",
    "the game was worth less than the bid, so it is lost at the lowest multiple of its "
    "base value that reaches the bid",
)
CONCEDED: Final = declare("score.skat.conceded", "conceded")
KONTRA: Final = declare("score.skat.kontra", "Kontra")
RE: Final = declare("score.skat.re", "Re")
KONTRA_NOTE: Final = declare("score.skat.kontra.note", "a defender doubled the game")
RE_NOTE: Final = declare("score.skat.re.note", "the declarer doubled again")
WON: Final = declare("score.skat.won", "won")
LOST_DOUBLE: Final = declare("score.skat.lost", "lost (x2)")
LOST_NOTE: Final = declare("score.skat.lost.note", "a lost game costs twice its value")
PUSHED: Final = declare("score.skat.pushed", "skat passed on unseen")
DURCHMARSCH: Final = declare("score.skat.durchmarsch", "Durchmarsch (every trick)")
JUNGFRAU: Final = declare("score.skat.jungfrau", "Jungfrau (a player took no trick)")
MOST_POINTS: Final = declare("score.skat.most_points", "most card points ({points})", points=int)


@dataclass(frozen=True)
class GameScore:
    """How a declarer's game came out.

    ``game_value`` is the value after an overbid raise and before Kontra and
    Re; ``value`` includes their doubling; ``declarer_score`` is ``value`` for
    a won game and ``-2 * value`` for a lost one (the ISS result's ``v``).
    """

    declaration: Declaration
    won: bool
    matadors: int
    base_value: int
    multiplier: int
    game_value: int
    value: int
    declarer_score: int
    overbid: bool
    schneider: bool
    schwarz: bool
    conceded: bool
    lines: tuple[ScoreLine, ...]


def overbid_value(bid: int, base_value: int) -> int:
    """What an overbid game is lost at: the lowest multiple of its base value that reaches
    the bid (a Null game's base value is its whole value).

    >>> overbid_value(36, 9), overbid_value(24, 23)
    (36, 46)
    """
    return -(-bid // base_value) * base_value


def game_value(declaration: Declaration, cards: CardMask) -> int:
    """What ``declaration`` is worth won with the declarer's ``cards`` (hand and skat) and no
    Schneider or Schwarz beyond what it announces: base value × (matadors + its levels); a
    Null game its fixed value.

    >>> from stammtisch.engine.cards import mask_of, parse_cards
    >>> from stammtisch.engine.skat.contracts import parse_declaration as d
    >>> game_value(d("C"), mask_of(parse_cards("CJ SJ DJ CA"))), game_value(d("NO"), 0)
    (36, 46)
    """
    if declaration.is_null:
        return declaration.base_value
    return declaration.base_value * (
        abs(matadors(declaration.game_type, cards)) + declaration.levels
    )


def game_outcome(
    index: int,
    matadors: int,
    bid: int,
    declarer_points: int,
    declarer_tricks: int,
    conceded: bool = False,
    kontra: int = 0,
) -> tuple[bool, int, bool]:
    """(won, value including Kontra/Re, overbid) of the declaration at ``index`` in
    :data:`~stammtisch.engine.skat.contracts.DECLARATIONS`: the arithmetic of
    :func:`score_game` without the explanation, for the end of every deal.

    >>> from stammtisch.engine.skat.contracts import declaration_index, parse_declaration
    >>> game_outcome(declaration_index(parse_declaration("G")), -4, 18, 65, 4)
    (True, 120, False)
    """
    is_null, base, levels, schneider_announced, schwarz_announced = DECL_FIGURES[index]
    if is_null:
        won = declarer_tricks == 0 and not conceded
        value = base
    else:
        multiplier = (matadors if matadors > 0 else -matadors) + levels
        if conceded:
            won = False
        else:
            if not schneider_announced and (declarer_points >= 90 or declarer_points <= 30):
                multiplier += 1
            if not schwarz_announced and (declarer_tricks == 0 or declarer_tricks == 10):
                multiplier += 1
            won = (
                declarer_points >= 61
                and (not schneider_announced or declarer_points >= 90)
                and (not schwarz_announced or declarer_tricks == 10)
            )
        value = base * multiplier
    overbid = value < bid
    if overbid:
        value = overbid_value(bid, base)
        won = False
    return won, value << kontra, overbid


def score_game(
    declaration: Declaration,
    matadors: int,
    bid: int,
    declarer_points: int,
    declarer_tricks: int,
    *,
    conceded: bool = False,
    kontra: int = 0,
) -> GameScore:
    """Score a declarer's game from its declaration, matadors, the bid and the declarer's take.

    ``declarer_points`` include the skat.  ``conceded``: the declarer gave up
    at declaration (lost; no Schneider or Schwarz is made).  ``kontra``: 0, 1
    (Kontra) or 2 (Kontra and Re).

    >>> from stammtisch.engine.skat.contracts import parse_declaration as d
    >>> [(str(line.label), line.value) for line in score_game(d("CHZ"), 3, 40, 120, 10).lines]  # doctest: +NORMALIZE_WHITESPACE
    [('base value', 12), ('with 3', 3), ('game', 1), ('hand', 1), ('Schneider', 1),
     ('Schneider announced', 1), ('Schwarz', 1), ('Schwarz announced', 1),
     ('multiplier', 9), ('game value', 108), ('won', 108)]
    """
    lines: list[ScoreLine] = []
    base = declaration.base_value
    schneider = schwarz = False
    if declaration.is_null:
        won = declarer_tricks == 0 and not conceded
        multiplier = 0
        value = base
        lines.append(
            ScoreLine(Message.of(NULL_VALUE[declaration.name]), base, note=Message.of(NULL_NOTE))
        )
    else:
        if not conceded:
            schneider = declarer_points >= 90 or declarer_points <= 30
            schwarz = declarer_tricks in (0, 10)
        won = (
            not conceded
            and declarer_points >= 61
            and (not declaration.schneider_announced or declarer_points >= 90)
            and (not declaration.schwarz_announced or declarer_tricks == 10)
        )
        lines.append(ScoreLine(Message.of(BASE_VALUE), base, note=Message.of(BASE_NOTE)))
        tops = abs(matadors)
        lines.append(
            ScoreLine(
                Message.of(WITH if matadors > 0 else WITHOUT, count=tops),
                tops,
                note=Message.of(WITH_NOTE if matadors > 0 else WITHOUT_NOTE, count=tops),
            )
        )
        levels = [
            (LEVEL_GAME, True),
            (LEVEL_HAND, declaration.hand),
            (LEVEL_SCHNEIDER, schneider or declaration.schneider_announced),
            (LEVEL_SCHNEIDER_ANNOUNCED, declaration.schneider_announced),
            (LEVEL_SCHWARZ, schwarz or declaration.schwarz_announced),
            (LEVEL_SCHWARZ_ANNOUNCED, declaration.schwarz_announced),
            (LEVEL_OUVERT, declaration.ouvert),
        ]
        multiplier = tops
        for label, counts in levels:
            if counts:
                multiplier += 1
                lines.append(ScoreLine(Message.of(label), 1, note=Message.of(LEVEL_NOTES[label])))
        value = base * multiplier
        lines.append(
            ScoreLine(Message.of(MULTIPLIER), multiplier, note=Message.of(MULTIPLIER_NOTE))
        )
        lines.append(
            ScoreLine(
                Message.of(GAME_VALUE),
                value,
                note=Message.of(GAME_VALUE_NOTE, base=base, multiplier=multiplier, bid=bid),
            )
        )
    overbid = value < bid
    if overbid:
        value = overbid_value(bid, base)
        won = False
        lines.append(ScoreLine(Message.of(OVERBID, bid=bid), value, note=Message.of(OVERBID_NOTE)))
    game_value = value
    if conceded:
        lines.append(ScoreLine(Message.of(CONCEDED), Message.of(LOST_VALUE)))
    for i in range(kontra):
        value *= 2
        lines.append(
            ScoreLine(
                Message.of(RE if i else KONTRA),
                Message.of(TIMES, factor=2),
                note=Message.of(RE_NOTE if i else KONTRA_NOTE),
            )
        )
    declarer_score = value if won else -2 * value
    lines.append(
        ScoreLine(
            Message.of(WON if won else LOST_DOUBLE),
            declarer_score,
            note=None if won else Message.of(LOST_NOTE),
        )
    )
    fast = game_outcome(
        declaration_index(declaration),
        matadors,
        bid,
        declarer_points,
        declarer_tricks,
        conceded,
        kontra,
    )
    if fast != (won, value, overbid):  # pragma: no cover - the two computations must agree
        raise AssertionError(f"scoring disagrees: {fast} != {(won, value, overbid)}")
    return GameScore(
        declaration=declaration,
        won=won,
        matadors=matadors,
        base_value=base,
        multiplier=multiplier,
        game_value=game_value,
        value=value,
        declarer_score=declarer_score,
        overbid=overbid,
        schneider=schneider,
        schwarz=schwarz,
        conceded=conceded,
        lines=tuple(lines),
    )


def distribute(
    mode: str,
    num_players: int,
    declarer: int,
    defenders: Sequence[int],
    won: bool,
    value: int,
) -> list[int]:
    """Each seat's score for a declarer's game worth ``value`` under a scoring mode.

    At a table of four the dealer sits out: it scores only the Seeger-Fabian
    30 of a lost game.

    >>> distribute("standard", 3, 2, (0, 1), False, 27)
    [0, 0, -54]
    >>> distribute("seeger_fabian", 3, 2, (0, 1), True, 27)
    [0, 0, 77]
    """
    scores = [0] * num_players
    if mode == "adjusted":
        if won:
            for seat in defenders:
                scores[seat] = -value
        else:
            scores[declarer] = -2 * value
        return scores
    scores[declarer] = value if won else -2 * value
    if mode == "seeger_fabian":
        if won:
            scores[declarer] += SEEGER_FABIAN_WON
        else:
            scores[declarer] -= SEEGER_FABIAN_LOST
            bonus = SEEGER_FABIAN_OPPONENTS[num_players]
            for seat in range(num_players):
                if seat != declarer:
                    scores[seat] += bonus
    return scores


@dataclass(frozen=True)
class RamschScore:
    """How a Ramsch came out: scores per position (forehand, middlehand, rearhand)."""

    scores: tuple[int, int, int]
    losers: tuple[int, ...]
    durchmarsch: int | None
    jungfrau: bool
    multiplier: int
    lines: tuple[ScoreLine, ...]


def score_ramsch(points: Sequence[int], tricks: Sequence[int], pushes: int = 0) -> RamschScore:
    """Score a Ramsch from each player's card points (skat included) and tricks.

    The player with the most card points loses 20 (all tied players lose);
    doubled when one player took no trick (Jungfrau); a player who took every
    trick wins 120 (Durchmarsch) instead.  Each player who passed the skat on
    unseen in Schieberamsch (``pushes``) doubles the result.

    >>> score_ramsch([40, 50, 30], [3, 4, 3]).scores
    (0, -20, 0)
    >>> score_ramsch([60, 60, 0], [5, 5, 0], pushes=1).scores
    (-80, -80, 0)
    >>> score_ramsch([120, 0, 0], [10, 0, 0]).scores
    (120, 0, 0)
    """
    factor = 2**pushes
    lines: list[ScoreLine] = []
    if pushes:
        lines.append(ScoreLine(Message.of(PUSHED), Message.of(TIMES, factor=factor)))
    for pos in range(3):
        if tricks[pos] == 10:
            value = RAMSCH_DURCHMARSCH * factor
            lines.append(ScoreLine(Message.of(DURCHMARSCH), value, pos))
            scores = [0, 0, 0]
            scores[pos] = value
            return RamschScore(
                (scores[0], scores[1], scores[2]), (), pos, False, factor, tuple(lines)
            )
    jungfrau = any(t == 0 for t in tricks)
    if jungfrau:
        factor *= 2
        lines.append(ScoreLine(Message.of(JUNGFRAU), Message.of(TIMES, factor=2)))
    top = max(points)
    losers = tuple(pos for pos in range(3) if points[pos] == top)
    loss = RAMSCH_LOSS * factor
    scores = [0, 0, 0]
    for pos in losers:
        scores[pos] = -loss
        lines.append(ScoreLine(Message.of(MOST_POINTS, points=top), -loss, pos))
    return RamschScore(
        (scores[0], scores[1], scores[2]), losers, None, jungfrau, factor, tuple(lines)
    )


# --- a declaration's worth before play ---------------------------------------------------

WORTH: Final = declare(
    "score.skat.worth",
    "Worth {value} as your cards stand (base value {base} × multiplier {multiplier}).",
    value=int,
    base=int,
    multiplier=int,
)
WORTH_RANGE: Final = declare(
    "score.skat.worth_range",
    "Worth {low} to {high}: the skat decides your matadors (base value {base}).",
    low=int,
    high=int,
    base=int,
)
WORTH_NULL: Final = declare("score.skat.worth_null", "Worth {value}.", value=int)
BELOW_BID: Final = declare(
    "score.skat.below_bid",
    "Below your bid of {bid}: unless Schneider or Schwarz raises the value, you are overbid "
    "and lose.",
    bid=int,
)
MAYBE_BELOW_BID: Final = declare(
    "score.skat.maybe_below_bid",
    "If the skat takes matadors away, it falls below your bid of {bid}: then only Schneider "
    "or Schwarz saves you from being overbid.",
    bid=int,
)
NULL_BELOW_BID: Final = declare(
    "score.skat.null_below_bid",
    "Below your bid of {bid}: this Null is overbid and lost whatever happens.",
    bid=int,
)


@dataclass(frozen=True)
class DeclarationWorth:
    """What a declaration is worth before play, as the declarer knows the cards.

    ``low`` and ``high`` are the game value if the game is won without Schneider
    or Schwarz beyond what is announced: equal once the skat is known, a range
    in a Hand game (the skat counts for the matadors).  Null is worth its fixed
    value.  The game is overbid, and so lost, unless its value at the end
    reaches ``bid``.

    >>> from stammtisch.engine.cards import mask_of, parse_cards
    >>> from stammtisch.engine.skat.contracts import parse_declaration
    >>> w = declaration_worth(parse_declaration("C"), mask_of(parse_cards("CJ SJ DJ CA")), 0, 30)
    >>> w.low, w.high, w.multipliers, w.overbid, w.sure
    (36, 36, (3, 3), False, True)
    >>> declaration_worth(parse_declaration("D"), mask_of(parse_cards("HJ")), 0, 30).overbid
    True
    """

    declaration: Declaration
    bid: int
    multipliers: tuple[int, int]
    """The lowest and highest multiplier (equal unless the skat is unknown; 1 for Null)."""

    @property
    def low(self) -> int:
        """The value with the lowest multiplier."""
        return self.declaration.base_value * self.multipliers[0]

    @property
    def high(self) -> int:
        """The value with the highest multiplier."""
        return self.declaration.base_value * self.multipliers[1]

    @property
    def sure(self) -> bool:
        """Whether the value is known now (the skat, where it counts, is known)."""
        return self.low == self.high

    @property
    def overbid(self) -> bool:
        """Whether the game is below the bid even with the best skat (before Schneider)."""
        return self.high < self.bid

    @property
    def may_be_overbid(self) -> bool:
        """Whether some skat leaves the game below the bid (before Schneider)."""
        return self.low < self.bid

    def messages(self) -> tuple[Message, ...]:
        """What to tell the declarer: the worth, and a warning where it is below the bid."""
        decl = self.declaration
        if decl.is_null:
            worth = Message.of(WORTH_NULL, value=self.low)
            if self.overbid:
                return (worth, Message.of(NULL_BELOW_BID, bid=self.bid))
            return (worth,)
        if self.sure:
            worth = Message.of(
                WORTH, value=self.low, base=decl.base_value, multiplier=self.multipliers[0]
            )
        else:
            worth = Message.of(WORTH_RANGE, low=self.low, high=self.high, base=decl.base_value)
        if self.overbid:
            return (worth, Message.of(BELOW_BID, bid=self.bid))
        if self.may_be_overbid:
            return (worth, Message.of(MAYBE_BELOW_BID, bid=self.bid))
        return (worth,)


def declaration_worth(
    decl: Declaration, known: CardMask, unknown_skat_from: CardMask, bid: int
) -> DeclarationWorth:
    """The worth of ``decl`` for a declarer who holds ``known`` (the skat included once it is
    picked up); in a Hand game ``unknown_skat_from`` holds the cards the skat may be made of,
    any two of which can lie there (0 when the skat is known or does not count).

    >>> from stammtisch.engine.cards import mask_of, parse_cards
    >>> from stammtisch.engine.skat.contracts import parse_declaration
    >>> hand = mask_of(parse_cards("HJ DJ CA CT CK CQ C9 C8 SA ST"))
    >>> unseen = ((1 << 32) - 1) & ~hand
    >>> w = declaration_worth(parse_declaration("CH"), hand, unseen, 18)
    >>> w.multipliers, w.low, w.high  # hand 1 + game 1 + tops: 1 (one black jack) to 10
    ((3, 12), 36, 144)
    """
    levels = decl.levels
    if decl.is_null:
        return DeclarationWorth(decl, bid, (1, 1))
    if unknown_skat_from:
        pool = cards_of(unknown_skat_from)
        tops = {
            abs(matadors(decl.game_type, known | 1 << a | 1 << b))
            for i, a in enumerate(pool)
            for b in pool[i + 1 :]
        }
        low, high = min(tops) + levels, max(tops) + levels
    else:
        low = high = abs(matadors(decl.game_type, known)) + levels
    return DeclarationWorth(decl, bid, (low, high))


__all__ = [
    "RAMSCH_DURCHMARSCH",
    "RAMSCH_LOSS",
    "SCORING_MODES",
    "SEEGER_FABIAN_LOST",
    "SEEGER_FABIAN_OPPONENTS",
    "SEEGER_FABIAN_WON",
    "DeclarationWorth",
    "GameScore",
    "RamschScore",
    "declaration_worth",
    "distribute",
    "game_outcome",
    "game_value",
    "overbid_value",
    "score_game",
    "score_ramsch",
]
