"""The games' titles and rule options as message codes: names, summaries and word values.

Each option's name is ``rule.<option>``, its summary ``rule.<game>.<option>.summary``
(two games may explain the same option differently), a word value
``rule.value.<word>``, a game's title ``game.<game>``.

>>> from stammtisch.engine.registry import game_class
>>> skat = game_class("skat")
>>> str(option_label("kontra_re")), str(title(skat))
('Kontra and Re', 'Skat')
>>> str(value_label("schieberamsch")), str(value_label(3))
('Schieberamsch', '3')
"""

from __future__ import annotations

from typing import Final

from .messages import Message, declare
from .registry import all_games
from .rules import OptionValue, RuleOption
from .state import Game

LABELS: Final = {
    "all_pass": "When all pass",
    "all_pass_tariff": "Payment when all pass",
    "blind_to_last_trick": "Blind to the last trick",
    "charlie_caught": "Charlie caught",
    "forty_cards": "40 cards (no nines)",
    "heart_ten_first_in_last_trick": "First ♥10 wins the last trick",
    "klopfen": "Knocking (Klopfen)",
    "kontra_re": "Kontra and Re",
    "no_pick": "When nobody picks",
    "partner": "Partner",
    "partner_tariff": "Partner game tariff",
    "pass_jacks": "Pass jacks on",
    "ramsch": "Ramsch",
    "ramsch_tariff": "Ramsch tariff",
    "rounds": "Rounds",
    "runner_tariff": "Tariff per runner",
    "runners": "Runners (Laufende)",
    "runners_from_geier": "Runners count from (Geier)",
    "runners_from_partner": "Runners count from (partner game)",
    "runners_from_solo": "Runners count from (solo)",
    "runners_from_suit_geier": "Runners count from (suit Geier)",
    "runners_from_suit_wenz": "Runners count from (suit Wenz)",
    "runners_from_wenz": "Runners count from (Wenz)",
    "runners_into_suit": "Runners continue into the trump suit",
    "schneider_tariff": "Schneider tariff",
    "schwarz_tariff": "Schwarz tariff",
    "scoring": "Scoring",
    "second_heart_ten_wins": "Second ♥10 beats the first",
    "short_deck": "Short deck",
    "solo_auction": "Solo auction",
    "solo_tariff": "Solo tariff",
    "suit_geier": "Suit Geier (Farbgeier)",
    "suit_wenz": "Suit Wenz (Farbwenz)",
    "tournament": "Tournament",
}
"""Each option's name for people, in English (the desktop translates the code)."""

VALUES: Final = {
    "adjusted": "Adjusted",
    "called_ace": "Called ace",
    "doubler": "Doubler",
    "jack_of_diamonds": "Jack of diamonds",
    "leaster": "Leaster",
    "none": "No Ramsch",  # the one option with "none" is Skat's ramsch: nothing is played
    "pay": "Pay",
    "ramsch": "Ramsch",
    "redeal": "Redeal",
    "schieberamsch": "Schieberamsch",
    "seeger_fabian": "Tournament (Seeger-Fabian)",
    "standard": "Standard",
}
"""Each word value an option may take, for people."""

NUMBER: Final = declare("rule.value.number", "{value}", value=int)
OTHER_GAME: Final = declare("game.other", "{title}", title=str)
OTHER_OPTION: Final = declare("rule.other", "{name}", name=str)
OTHER_TEXT: Final = declare("rule.other.summary", "{summary}", summary=str)
"""A game installed after this module was imported (a plug-in, a test's game) shows its
own English: the catalogue only knows the games it was built with."""
ON: Final = declare("rule.value.on", "on")
OFF: Final = declare("rule.value.off", "off")

_TITLES: dict[str, str] = {}
_SUMMARIES: dict[tuple[str, str], str] = {}
_OPTIONS: dict[str, str] = {}
_VALUES: dict[str, str] = {}


def _label_of(name: str) -> str:
    text = LABELS.get(name) or name.replace("_", " ")
    return text[:1].upper() + text[1:]


def _declare_all() -> None:
    for word, english in VALUES.items():
        _VALUES[word] = declare(f"rule.value.{word}", english)
    for cls in all_games():
        _TITLES[cls.NAME] = declare(f"game.{cls.NAME}", cls.TITLE)
        for option in cls.OPTIONS:
            if option.name not in _OPTIONS:
                _OPTIONS[option.name] = declare(f"rule.{option.name}", _label_of(option.name))
            _SUMMARIES[cls.NAME, option.name] = declare(
                f"rule.{cls.NAME}.{option.name}.summary", option.summary
            )
            for choice in option.choices or ():
                if isinstance(choice, str) and choice not in _VALUES:
                    _VALUES[choice] = declare(f"rule.value.{choice}", _label_of(choice))


_declare_all()


def title(game: type[Game]) -> Message:
    """A game's title ("Skat", "Doppelkopf")."""
    code = _TITLES.get(game.NAME)
    return Message.of(code) if code else Message.of(OTHER_GAME, title=game.TITLE)


def option_label(name: str) -> Message:
    """A rule option's name for people ("Kontra and Re" for ``kontra_re``)."""
    code = _OPTIONS.get(name)
    return Message.of(code) if code else Message.of(OTHER_OPTION, name=_label_of(name))


def option_summary(game: type[Game], option: RuleOption) -> Message:
    """What a rule option does, in ``game``'s words."""
    code = _SUMMARIES.get((game.NAME, option.name))
    return Message.of(code) if code else Message.of(OTHER_TEXT, summary=option.summary)


def value_label(value: OptionValue) -> Message:
    """A rule option's value for people: on/off, a number, or a word."""
    if isinstance(value, bool):
        return Message.of(ON if value else OFF)
    if isinstance(value, int):
        return Message.of(NUMBER, value=value)
    code = _VALUES.get(value)
    return Message.of(code) if code else Message.of(OTHER_OPTION, name=_label_of(value))


__all__ = ["LABELS", "VALUES", "option_label", "option_summary", "title", "value_label"]
