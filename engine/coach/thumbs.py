"""The rules of thumb the lessons teach, in the coach's reasons: said when they apply, and
why not when the search prefers another card.

A lesson teaches a lead as a rule ("as a defender, search for the called Sau: lead its
suit"); in a real deal the coach's search may prefer another card.  So that lesson and
coach tell one story, the hint names the rule when its first row follows it, and when the
rule applies but the first row does not follow it, says why: the rule's premise is gone
(the called card has been played, the partners are known), or the search finds another
card better on the deals it looked at, by how much and with what margin.  Each rule is read
from the seat's own knowledge (:class:`~stammtisch.engine.ai.knowledge.PlayInfo`).

The rules (leads, as Standard plays them: ``card_adjustments`` of the Schafkopf and
Sheepshead adapters):

* ``called suit``: a defender of a partner game (Schafkopf's Sauspiel, a Sheepshead called
  ace or ten) on lead, while the called card is out and the seat holds a card of its suit;
* ``draw trumps``: the declarer's side on lead (Skat's declarer, the Schafkopf declarer and
  a partner known to it, the Sheepshead picker and its known partner) with two trumps or
  more while trumps are still out;
* ``no trump``: a defender of a Schafkopf or Sheepshead game on lead, holding a card that
  is no trump.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..ai.knowledge import Goal, PlayInfo
from ..cards import Card
from ..messages import CardArg, Message, NumberArg, declare
from ..state import GameState
from ..tricks import TRUMP

CALLED_SUIT = declare(
    "coach.thumb.called_suit",
    "As a defender, search for the called {card}: lead its suit. Whoever holds it must play"
    " it, and you learn who plays with whom.",
    card=CardArg,
)
CALLED_FOUND = declare(
    "coach.thumb.called_found",
    "Leading the called suit finds the partners while the called {card} is out; it has been"
    " played, so everybody knows who plays with whom.",
    card=CardArg,
)
NAME_CALLED = declare("coach.thumb.name.called_suit", "Leading the called suit")
NAME_DRAW = declare("coach.thumb.name.draw_trumps", "Leading trump to draw the others' trumps")
NAME_NO_TRUMP = declare("coach.thumb.name.no_trump", "Leading no trump as a defender")
ELSE = declare(
    "coach.thumb.else",
    "{rule} is the usual play here, but on the deals looked at {card} scores {diff} {unit} more"
    " on average than {other} (±{margin}).",
    rule=Message,
    card=CardArg,
    diff=NumberArg,
    unit=Message,
    other=CardArg,
    margin=NumberArg,
)
BEATEN = declare(
    "coach.thumb.beaten",
    "{rule} is the usual play here, but on the deals looked at another card is never worse"
    " than {other} and sometimes better.",
    rule=Message,
    other=CardArg,
)
AS_GOOD = declare(
    "coach.thumb.as_good",
    "{rule} is the usual play here, and {other} is as good as {card} within the search's margin.",
    rule=Message,
    card=CardArg,
    other=CardArg,
)


@dataclass(frozen=True)
class Thumb:
    """A rule of thumb that applies to the seat's decision: its name and the legal cards
    that follow it (``cards``; empty when the rule's premise is gone)."""

    rule: str
    name: Message
    cards: frozenset[Card]


def _called(state: GameState) -> Card | None:
    from .decisions import called_card

    return called_card(state)


def _partner_game_called(state: GameState) -> Card | None:
    """The called card of a partner game with a partner to find (not a game alone)."""
    from ..schafkopf.state import SchafkopfState

    if isinstance(state, SchafkopfState):
        contract = state.contract
        if contract is None or contract.called_ace is None or contract.alone:
            return None
        return contract.called_ace
    return _called(state) if state.game.NAME == "sheepshead" else None


def thumbs(info: PlayInfo, known: GameState, legal: Sequence[int]) -> list[Thumb]:
    """The rules of thumb (see the module doc) that bear on ``info``'s seat playing one of
    ``legal`` now."""
    if info.trick or info.goal is not Goal.POINTS or info.declarer is None:
        return []
    rules = info.rules
    cards = [c for c in legal if c < 32]
    seat, declarer = info.seat, info.declarer
    name = known.game.NAME
    called = _partner_game_called(known)
    defender = seat != declarer and info.team[declarer] != 1 and called not in info.hand
    out: list[Thumb] = []
    if defender and called is not None and name in ("schafkopf", "sheepshead"):
        suit = rules.follow_class[called]
        of_suit = frozenset(c for c in cards if rules.follow_class[c] == suit != TRUMP)
        if of_suit:
            out_still = called not in info.played
            out.append(
                Thumb("called suit", Message.of(NAME_CALLED), of_suit if out_still else frozenset())
            )
    if defender and name in ("schafkopf", "sheepshead"):
        plain = frozenset(c for c in cards if rules.follow_class[c] != TRUMP)
        if plain and len(plain) < len(cards):
            out.append(Thumb("no trump", Message.of(NAME_NO_TRUMP), plain))
    declarer_side = seat == declarer or info.team[declarer] == 1
    if declarer_side and name in ("skat", "schafkopf", "sheepshead"):
        trumps = frozenset(c for c in cards if rules.follow_class[c] == TRUMP)
        still = any(rules.follow_class[u] == TRUMP for u in info.unseen)
        if len(trumps) >= 2 and still and len(trumps) < len(cards):
            out.append(Thumb("draw trumps", Message.of(NAME_DRAW), trumps))
    return out


@dataclass(frozen=True)
class Row:
    """What :func:`thumb_reasons` needs of a hint's row."""

    action: int
    value: float
    margin: float | None
    tied: bool


def thumb_reasons(
    info: PlayInfo,
    known: GameState,
    legal: Sequence[int],
    best: int,
    rows: Sequence[Row],
    unit: Message,
) -> list[Message]:
    """The rules of thumb in words for the hint's first row ``best`` (``rows``: the hint's
    table): the called suit's search when ``best`` follows it; for a rule ``best`` does not
    follow, why not (its premise is gone; or another card scores more, beyond the margin or
    within it)."""
    out: list[Message] = []
    by_action = {r.action: r for r in rows}
    if not rows:
        return out
    top = max(rows, key=lambda r: (r.value, -r.action))  # what the margins are measured from
    called = _partner_game_called(known)
    for thumb in thumbs(info, known, legal):
        if thumb.rule == "called suit" and called is not None:
            if best in thumb.cards:
                out.append(Message.of(CALLED_SUIT, card=CardArg(called)))
                continue
            if not thumb.cards:
                if info.rules.follow_class[best] != info.rules.follow_class[called]:
                    out.append(Message.of(CALLED_FOUND, card=CardArg(called)))
                continue
        if best in thumb.cards or not thumb.cards:
            continue
        followed = [by_action[c] for c in thumb.cards if c in by_action]
        if not followed:
            continue
        other = max(followed, key=lambda r: (r.value, -r.action))
        if other.tied:
            out.append(
                Message.of(
                    AS_GOOD, rule=thumb.name, card=CardArg(best), other=CardArg(other.action)
                )
            )
            continue
        diff = top.value - other.value
        margin = other.margin or 0.0
        if diff <= margin + 1e-9:  # inside the margin, yet no tie: another card beats it
            out.append(Message.of(BEATEN, rule=thumb.name, other=CardArg(other.action)))
            continue
        out.append(
            Message.of(
                ELSE,
                rule=thumb.name,
                card=CardArg(top.action),
                diff=NumberArg(diff, 1 if diff >= 1 else 2),
                unit=unit,
                other=CardArg(other.action),
                margin=NumberArg(margin, 1 if margin >= 1 else 2),
            )
        )
    return out[:1]


__all__ = ["Row", "Thumb", "thumb_reasons", "thumbs"]
