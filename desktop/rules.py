"""The rules reference: each game's rules for players, in English, German and Japanese.

The texts are HTML files shipped with the package (``resources/rules/<game>.<language>.html``),
each with a table of contents and sections the coach links to by their ids
(``following``, ``trumps``, ``called-ace``, ``bidding``...).  No Qt here.
"""

from __future__ import annotations

import html
import re
from importlib import resources

from stammtisch.engine.coach.whynot import rule_section
from stammtisch.engine.messages import Message

LANGUAGES = ("en", "de", "ja")

_SECTION = re.compile(r'<h2 id="([a-z-]+)">(?:<a name="[a-z-]+"></a>)?(.*?)</h2>')

RULE_OF_CODE: dict[str, tuple[str, ...]] = {
    "coach.why_follow": ("following",),
    "coach.why_follow_trump": ("following",),
    "coach.why_called_ace": ("called-ace",),
    "coach.must_follow": ("following",),
    "coach.must_follow_trump": ("following",),
    "coach.only_card": ("following",),
    "coach.called_ace": ("called-ace",),
    "coach.calls": ("called-ace",),
    "coach.always_trump": ("trumps",),
    "coach.trumps_in": ("trumps", "following"),
    "coach.lead_top_trump": ("trumps",),
    "coach.draw_trumps": ("trumps",),
    "coach.skat_bid_game": ("bidding",),
    "coach.skat_bid_null": ("bidding",),
    "coach.skat_bid_skat": ("bidding",),
    "coach.skat_bid_likely": ("bidding",),
    "coach.skat_bid_counts_on": ("bidding",),
    "coach.skat_grand_count": ("bidding",),
    "coach.skat_grand_hand_jacks": ("bidding", "skat"),
    "coach.schafkopf.sauspiel_needs": ("called-ace", "trumps"),
    "coach.schafkopf.sauspiel_weak": ("called-ace", "trumps"),
    "coach.schafkopf.below_floor": ("bidding", "contracts"),
    "coach.skat_too_weak": ("bidding",),
    "coach.skat_pickup": ("skat",),
    "coach.skat_hand": ("skat",),
    "coach.lay_away": ("skat", "picking"),
    "coach.lay_away_short": ("skat", "picking"),
    "coach.raises_stake": ("kontra", "announcements", "options"),
    "coach.avoid": ("ramsch", "leaster"),
    "coach.null_duck": ("skat",),
    "coach.null_force": ("skat",),
    "coach.trumps_held": ("trumps",),
    "coach.game_trumps": ("trumps",),
    "coach.no_trumps_held": ("trumps",),
    "coach.game_no_trumps": ("trumps",),
}
"""For each reason, the sections of a game's rules that explain it, the first one the game
has is linked."""


class RulesMissing(LookupError):
    """No rules text for that game."""


def rules_html(game: str, language: str) -> str:
    """The rules of ``game`` in ``language`` (English where that language has none)."""
    folder = resources.files("stammtisch.resources") / "rules"
    for lang in (language, "en"):
        path = folder / f"{game}.{lang}.html"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise RulesMissing(f"no rules text for {game!r}")


def has_rules(game: str) -> bool:
    folder = resources.files("stammtisch.resources") / "rules"
    return (folder / f"{game}.en.html").is_file()


def sections(game: str, language: str) -> dict[str, str]:
    """The sections of ``game``'s rules: id -> title, in the order of the text."""
    return {
        sid: html.unescape(re.sub(r"<[^>]+>", "", title))
        for sid, title in _SECTION.findall(rules_html(game, language))
    }


def rule_for(game: str, reasons: tuple[Message, ...] | list[Message]) -> str | None:
    """The section of ``game``'s rules that explains the first of ``reasons`` that has one."""
    if not has_rules(game):
        return None
    known = sections(game, "en")
    for msg in reasons:
        candidates: list[str] = list(RULE_OF_CODE.get(msg.code, ()))
        engine_says = rule_section(msg.code)  # a refusal's own rule (illegal.* codes)
        if engine_says is not None:
            candidates.append(engine_says)
        for sid in candidates:
            if sid in known:
                return sid
    return None


__all__ = [
    "LANGUAGES",
    "RULE_OF_CODE",
    "RulesMissing",
    "has_rules",
    "rule_for",
    "rules_html",
    "sections",
]
