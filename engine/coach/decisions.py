"""Facts of the hand behind a decision that is not a card to a trick.

Bids and holds (Skat: the bid the hand is good for and the game it counts on), laying
cards away (Skat's skat, Sheepshead's buried cards), and game choices,
reservations, calls, knocks and Kontra/Re (the trumps and aces held, read
from the game's own display order of the trumps).  Each fact is a
``coach.*`` message; :func:`decision_reasons` returns at most one, the
hint adds the evaluation itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..cards import CARD_POINTS, Card, Rank, mask_of
from ..meaning import ActionKind
from ..messages import CardArg, CardsArg, Count, Message, declare
from ..schafkopf.state import SchafkopfState
from ..sheepshead.state import SheepsheadState
from ..skat.meaning import contract_message
from ..skat.state import SkatState
from ..state import GameState
from ..tricks import TrickRules

TOPS_WITH = declare("coach.tops_with", "with {count}", count=int)
TOPS_WITHOUT = declare("coach.tops_without", "without {count}", count=int)
SKAT_BID_GAME = declare(
    "coach.skat_bid_game",
    "Played as {game} ({tops}), this hand is worth {worth}: it is good for bids up to {limit}.",
    game=Message,
    tops=Message,
    worth=int,
    limit=int,
)
SKAT_BID_NULL = declare(
    "coach.skat_bid_null",
    "Played as {game}, this hand is worth {worth}: it is good for bids up to {limit}.",
    game=Message,
    worth=int,
    limit=int,
)
SKAT_BID_SKAT = declare(
    "coach.skat_bid_skat",
    "Played as {game} ({tops}), these ten cards are worth {worth}, and the skat can change"
    " that: this hand is good for bids up to {limit}.",
    game=Message,
    tops=Message,
    worth=int,
    limit=int,
)
SKAT_BID_COUNTS_ON = declare(
    "coach.skat_bid_counts_on",
    "Played as {game} ({tops}), these ten cards are worth {worth}; bids up to {limit} count"
    " on a skat that makes {other} worth playing.",
    game=Message,
    tops=Message,
    worth=int,
    limit=int,
    other=Message,
)
SKAT_GRAND_COUNT = declare(
    "coach.skat_grand_count",
    "A Grand needs at least five jacks, aces and tens together. Yours: {count}; jacks among"
    " them: {jacks}.",
    count=int,
    jacks=int,
)
SKAT_GRAND_HAND_JACKS = declare(
    "coach.skat_grand_hand_jacks",
    "A Grand Hand needs at least two jacks unless every suit is headed by its ace. Your"
    " jacks: {jacks}; your aces: {aces}.",
    jacks=int,
    aces=int,
)
SAUSPIEL_NEEDS = declare(
    "coach.schafkopf.sauspiel_needs",
    "A partner game needs at least four trumps, one of them an Ober. Your trumps: {trumps};"
    " Obers among them: {top}.",
    trumps=int,
    top=int,
)
SAUSPIEL_WEAK = declare(
    "coach.schafkopf.sauspiel_weak",
    "With only four trumps, a partner game needs two runners from the top, or an Ober and an"
    " Unter with a side Sau. Your runners: {runners}.",
    runners=int,
)
SCHAFKOPF_BELOW_FLOOR = declare(
    "coach.schafkopf.below_floor",
    "Your best game, {game}, wins about {chance}% of the time with this hand: a partner game"
    " is declared from {partner}% on, a game alone from {alone}% on.",
    game=Message,
    chance=int,
    partner=int,
    alone=int,
)
SKAT_BID_LIKELY = declare(
    "coach.skat_bid_likely",
    "This hand is good for bids up to {limit}; its best game looks like {game}.",
    limit=int,
    game=Message,
)
SKAT_TOO_WEAK = declare(
    "coach.skat_too_weak",
    "This hand is too weak to play: no game it could declare is worth the risk.",
)
LAY_AWAY = declare(
    "coach.lay_away",
    "Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.",
    one="Laying away {card} banks its {points} point for you: it can no longer be lost in a trick.",
    card=CardArg,
    points=Count,
)
LAY_AWAY_BLANK = declare(
    "coach.lay_away_short",
    "Laying away {card} leaves you void in its suit, so you can trump it later.",
    card=CardArg,
)
BURY = declare(
    "coach.sheepshead.bury",
    "Burying {card} banks its {points} points for you: it can no longer be lost in a trick.",
    one="Burying {card} banks its {points} point for you: it can no longer be lost in a trick.",
    card=CardArg,
    points=Count,
)
BURY_BLANK = declare(
    "coach.sheepshead.bury_short",
    "Burying {card} leaves you void in its suit, so you can trump it later.",
    card=CardArg,
)
_BANKS: Final = {"skat": (LAY_AWAY, LAY_AWAY_BLANK), "sheepshead": (BURY, BURY_BLANK)}
"""The lay-away reasons in each game's own word: Skat lays away (drücken), Sheepshead buries."""
TRUMPS_HELD = declare(
    "coach.trumps_held",
    "Your trumps: {cards}; your side aces: {aces}.",
    cards=CardsArg,
    aces=int,
)
TRUMPS_IN_GAME = declare(
    "coach.game_trumps",
    "Your trumps in this game: {cards}; your side aces: {aces}.",
    cards=CardsArg,
    aces=int,
)
NO_TRUMPS_HELD = declare(
    "coach.no_trumps_held", "You hold no trump; your side aces: {aces}.", aces=int
)
NO_TRUMPS_IN_GAME = declare(
    "coach.game_no_trumps",
    "In this game you would hold no trump; your side aces: {aces}.",
    aces=int,
)
SKAT_PICKUP = declare(
    "coach.skat_pickup",
    "The two cards of the skat can still help this hand: pick it up before you choose the game.",
)
SKAT_HAND = declare(
    "coach.skat_hand",
    "This hand wins without the skat: playing it from hand raises its value by one level.",
)

RAISES_STAKE = declare(
    "coach.raises_stake",
    "This raises the stake of the deal: it pays only if your side wins more often than it loses.",
)
CALLS = declare(
    "coach.calls",
    "Whoever holds {card} plays with you; other cards of its suit in your hand: {count}.",
    card=CardArg,
    count=int,
)

STAKE_KINDS = frozenset({ActionKind.DOUBLE, ActionKind.KNOCK, ActionKind.ANNOUNCE})
"""Kontra and Re, Schafkopf's knock and Doppelkopf's announcements (saying them or not)."""


def called_card(state: GameState) -> int | None:
    """The called ace of a Schafkopf partner game or the card a Sheepshead picker called,
    once the table knows it (the games' public ``contract.called_ace`` and ``called_card``)."""
    if isinstance(state, SchafkopfState):
        return None if state.contract is None else state.contract.called_ace
    if isinstance(state, SheepsheadState):
        return state.called_card
    return None


def own_hand(state: GameState, seat: int) -> list[Card]:
    """``seat``'s cards in hand (the game's public ``hand(seat)``; empty where it keeps none)."""
    return list(state.hand(seat) or ())


def decision_reasons(
    state: GameState, seat: int, legal: Sequence[int], action: int
) -> list[Message]:
    """At most one fact of ``seat``'s hand that bears on taking ``action`` now."""
    name = state.game.NAME
    hand = own_hand(state, seat)
    if not hand:
        return []
    if action < 32:
        return _lay_away(name, hand, action, state.sort_rules())
    stake = stake_reasons(state, action)
    if stake:
        return stake
    called = _call(state, hand, action)
    if called:
        return called
    if name == "skat":
        got = _skat(state, seat, legal, hand, action)
        if got:
            return got
        got = _skat_grand(state, hand, action)
        if got:
            return got
    if name == "schafkopf":
        got = _schafkopf_partner_game(state, seat, hand, action)
        if got:
            return got
    return _trumps(state, hand, action)


def _lay_away(
    name: str, hand: Sequence[Card], card: Card, rules: TrickRules | None
) -> list[Message]:
    if name not in _BANKS:
        return []
    banks, blank = _BANKS[name]
    if CARD_POINTS[card] >= 10:
        return [Message.of(banks, card=CardArg(card), points=CARD_POINTS[card])]
    if leaves_void(name, hand, card, rules):
        return [Message.of(blank, card=CardArg(card))]
    return []


def leaves_void(name: str, hand: Sequence[Card], card: Card, rules: TrickRules | None) -> bool:
    """Whether laying ``card`` away leaves ``hand`` without any other card of its suit, in every
    game the hand could still be played in: in Skat (game not named yet) no other card of
    that suit at all, a jack included; elsewhere (the trumps fixed) no other plain card of it.
    A trump is never laid away "to be void"."""
    if name == "skat":
        if (card & 7) == Rank.JACK:
            return False
        return not any(c != card and c >> 3 == card >> 3 for c in hand)
    if rules is None or rules.is_trump(card):
        return False
    klass = rules.follow_class[card]
    others = list(hand)
    others.remove(card)
    return not any(rules.follow_class[c] == klass for c in others)


def _skat(
    state: GameState, seat: int, legal: Sequence[int], hand: Sequence[Card], action: int
) -> list[Message]:
    from ..ai.games.skat import SkatRules, bid_plan
    from ..skat.actions import HOLD, PASS, PICKUP, is_bid

    if PICKUP in legal and PASS not in legal:  # Schieberamsch's "pass it on" is no Hand game
        return [Message.of(SKAT_PICKUP if action == PICKUP else SKAT_HAND)]
    if PASS not in legal or not (HOLD in legal or any(is_bid(a) for a in legal)):
        return []
    if not isinstance(state, SkatState) or len(hand) != 10:
        return []
    positions = state.positions
    position = positions.index(seat) if seat in positions else 1
    rules = SkatRules(state.game.scoring, state.game.num_players)
    plan = bid_plan(mask_of(hand), position, rules)
    if plan.game is None:
        return [Message.of(SKAT_TOO_WEAK)]
    game = contract_message(plan.game)
    if plan.limit_game is not None and not plan.game.is_null:
        return [
            Message.of(
                SKAT_BID_COUNTS_ON,
                game=game,
                tops=_tops(plan.tops),
                worth=plan.worth,
                limit=plan.limit,
                other=contract_message(plan.limit_game),
            )
        ]
    fixed = plan.game.is_null or plan.game.hand  # a worth the skat cannot change
    if fixed and plan.worth != plan.limit:  # another game moves the limit
        return [Message.of(SKAT_BID_LIKELY, limit=plan.limit, game=game)]
    if plan.game.is_null:
        return [Message.of(SKAT_BID_NULL, game=game, worth=plan.worth, limit=plan.limit)]
    code = SKAT_BID_GAME if plan.worth == plan.limit else SKAT_BID_SKAT
    return [Message.of(code, game=game, tops=_tops(plan.tops), worth=plan.worth, limit=plan.limit)]


def _tops(tops: int) -> Message:
    return Message.of(TOPS_WITH if tops > 0 else TOPS_WITHOUT, count=abs(tops))


def _skat_grand(state: GameState, hand: Sequence[Card], action: int) -> list[Message]:
    """A Grand chosen or refused: the count the teacher's rule asks of it (jacks, aces and
    tens; a Grand Hand's two jacks), from the evaluator's own rule."""
    from ..ai.games.skat import grand_count, grand_objection
    from ..skat.actions import declaration_of, is_declaration
    from ..skat.contracts import GRAND, JACKS_MASK

    if not isinstance(state, SkatState) or len(hand) != 10 or not is_declaration(action):
        return []
    decl = declaration_of(action)
    grands = [
        declaration_of(a)
        for a in state.legal_actions()
        if is_declaration(a) and declaration_of(a).game_type == GRAND
    ]
    if not grands:
        return []
    mask = mask_of(hand)
    hand_game = decl.hand if decl.game_type == GRAND else all(g.hand for g in grands)
    objection = grand_objection(mask, hand_game)
    if decl.game_type != GRAND and objection is None:
        return []  # another game chosen over a Grand the rules allow: its trumps say why
    jacks = (mask & JACKS_MASK).bit_count()
    if objection == "jacks":
        aces = sum(1 for c in hand if (c & 7) == Rank.ACE)
        return [Message.of(SKAT_GRAND_HAND_JACKS, jacks=jacks, aces=aces)]
    return [Message.of(SKAT_GRAND_COUNT, count=grand_count(mask), jacks=jacks)]


def _schafkopf_partner_game(
    state: GameState, seat: int, hand: Sequence[Card], action: int
) -> list[Message]:
    """Passing in Schafkopf: the best game's chance below its floor, or what the teacher's
    rule finds a partner game lacking."""
    from ..ai.games.schafkopf import sauspiel_objection
    from ..schafkopf.actions import PASS
    from ..schafkopf.contracts import GameType, base_type

    if not isinstance(state, SchafkopfState) or action != PASS:
        return []
    below = _schafkopf_below_floor(state, seat, hand)
    if below:
        return below  # the game the hand is best for, before what a partner game lacks
    partner_games = [c for c in state.announceable(seat) if base_type(c.level) == GameType.SAUSPIEL]
    if not partner_games:
        return []
    contract = partner_games[0]
    objection = sauspiel_objection(hand, contract)
    if objection is None:
        return []
    order = contract.trump_order
    places = sorted(order.index(c) for c in hand if c in order)
    if objection == "weak":
        runners = 0
        while runners < len(places) and places[runners] == runners:
            runners += 1
        return [Message.of(SAUSPIEL_WEAK, runners=runners)]
    return [Message.of(SAUSPIEL_NEEDS, trumps=len(places), top=sum(1 for p in places if p < 4))]


def _schafkopf_below_floor(state: SchafkopfState, seat: int, hand: Sequence[Card]) -> list[Message]:
    """Passing with a hand whose best game would win more often than not, yet less often
    than its kind needs (:func:`~..ai.games.schafkopf.declaring_floor`): the chance and the
    floors.  Nothing when some game reaches its floor (the pass has another reason)."""
    from ..ai.games import schafkopf as evaluator
    from ..schafkopf.contracts import Contract
    from ..schafkopf.meaning import contract_message as named

    forehand = state.order[0] == seat
    best: tuple[float, Contract] | None = None
    for contract in state.announceable(seat):
        if evaluator.declaring_chance(hand, contract, forehand) > 0.0:
            return []  # a game this hand may declare: the pass has another reason
        p = evaluator.win_chance(hand, contract, forehand)
        if best is None or p > best[0]:
            best = (p, contract)
    if best is None or best[0] < 0.5:
        return []
    return [
        Message.of(
            SCHAFKOPF_BELOW_FLOOR,
            game=named(best[1]),
            chance=round(100 * best[0]),
            partner=round(100 * evaluator.PARTNER_MIN_CHANCE),
            alone=round(100 * evaluator.SOLO_MIN_CHANCE),
        )
    ]


def stake_reasons(state: GameState, action: int) -> list[Message]:
    """Kontra, Re, an announcement or a knock (or not saying it): what it does to the stake."""
    kind = state.describe_action(action).kind
    return [Message.of(RAISES_STAKE)] if kind in STAKE_KINDS else []


def _call(state: GameState, hand: Sequence[Card], action: int) -> list[Message]:
    """Calling a partner by a card (Schafkopf's Sau, Sheepshead's ace): what the hand holds
    of that suit."""
    if called_card(state) is not None:
        return []
    after = state.clone()
    after.apply_unchecked(action)
    card = called_card(after)
    if card is None or card in hand:
        return []
    rules = after.sort_rules()
    same = [c for c in hand if c >> 3 == card >> 3 and (rules is None or not rules.is_trump(c))]
    return [Message.of(CALLS, card=CardArg(card), count=len(same))]


def _trumps(state: GameState, hand: Sequence[Card], action: int) -> list[Message]:
    """The trumps held: under the game ``action`` chooses, if it sets one, else as things stand."""
    rules = state.sort_rules()
    code = TRUMPS_HELD
    after = state.clone()
    after.apply_unchecked(action)
    chosen = after.sort_rules()
    if chosen is not None and chosen != rules:
        rules, code = chosen, TRUMPS_IN_GAME
    if rules is None:
        return []
    # the trumps by name, strongest first (each copy held): a count of "top trumps" read as
    # cards the hand does not hold (two ♥10 and two ♣Q make four in Doppelkopf)
    trumps = sorted((c for c in hand if rules.is_trump(c)), key=rules.sort_key)
    aces = sum(1 for c in hand if (c & 7) == Rank.ACE and not rules.is_trump(c))
    if not trumps:
        return [Message.of(NO_TRUMPS_HELD if code is TRUMPS_HELD else NO_TRUMPS_IN_GAME, aces=aces)]
    return [Message.of(code, cards=CardsArg(tuple(trumps)), aces=aces)]


__all__ = ["called_card", "decision_reasons", "leaves_void", "own_hand", "stake_reasons"]
