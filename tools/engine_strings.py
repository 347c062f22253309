"""Collect the engine's words the desktop shows and write ``desktop/engine_strings.py``.

    python tools/engine_strings.py            # rewrite the catalogue
    python tools/engine_strings.py --check    # exit 1 if the catalogue is out of date

The games' words are plain English data (action notation such as "pass" or
"CHZ", contract names, score line labels, rule option names and summaries,
the reasons a held card may not be played).  This tool plays fixed-seed
random deals of every installed game, gathers every such word, turns the
ones with a number or a card in them into templates ("doubled %1 times",
"call %1"), and writes them as ``QT_TRANSLATE_NOOP("Engine", ...)`` entries
so ``lupdate`` puts them into the ``.ts`` files for translation.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

from stammtisch.desktop.table_state import snapshot
from stammtisch.engine.playout import random_step
from stammtisch.engine.registry import all_games
from stammtisch.engine.state import FIRST_NON_CARD_ACTION, Game

TARGET = Path(__file__).resolve().parent.parent / "desktop" / "engine_strings.py"
DEALS = 120
PARAMETER = re.compile(r"(\b[CSHD][AKQJT987]\b|(?<![\w.])\d+(?![\w.]))")


def template_of(text: str) -> str:
    """Numbers and card codes become %1, %2... ("call HA unknown" -> "call %1 unknown")."""
    parts = PARAMETER.split(text)
    out = []
    n = 0
    for i, part in enumerate(parts):
        if i % 2 == 1:
            n += 1
            out.append(f"%{n}")
        else:
            out.append(part)
    return "".join(out)


def configurations(cls: type[Game]) -> list[Game]:
    configs = [(n, {}) for n in cls.PLAYER_COUNTS] + list(cls.CONFORMANCE_CONFIGS)
    games: list[Game] = []
    for players, rules in configs:
        game = cls(players, dict(rules))
        if game not in games:
            games.append(game)
    return games


def fixed_words() -> set[str]:
    """Game titles, every rule option's name, summary and word values, and the words a game
    names as too rare for random deals (``RARE_WORDS``), kept whole."""
    words: set[str] = set()
    for cls in all_games():
        words.add(cls.TITLE)
        words.update(getattr(cls, "RARE_WORDS", ()))
        for option in cls.OPTIONS:
            words.add(option.name)
            words.add(option.summary)
            for choice in option.choices or ():
                if isinstance(choice, str):
                    words.add(choice)
            if isinstance(option.default, str):
                words.add(option.default)
    return words


SUIT_WORDS = re.compile(r"\b(clubs|spades|hearts|diamonds)\b")


def played_words(deals: int = DEALS, german: set[str] | None = None) -> set[str]:
    """The words of play (actions, contracts, score lines, reasons) over fixed-seed deals,
    and the notation of every action number a freshly dealt state can name.

    Words of German-suited games that name a French suit are also added to ``german``.
    """
    words: set[str] = set()
    for cls in all_games():
        own: set[str] = set()
        for game in configurations(cls):
            state = game.new_deal(seed=0)
            for action in range(FIRST_NON_CARD_ACTION, 1024):
                try:
                    own.add(state.action_to_string(action))
                except Exception:
                    continue
            for seed in range(deals):
                _play(game, seed, own)
        words |= own
        if german is not None and cls.FACES == "german":
            german |= {w for w in own if SUIT_WORDS.search(w)}
    return {w for w in words if w and not w.strip().isdigit()}


def _play(game: Game, seed: int, words: set[str]) -> None:
    n = game.num_players
    state = game.new_deal(seed=seed, dealer=seed % n)
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        for action in legal:
            if action >= FIRST_NON_CARD_ACTION:
                words.add(state.action_to_string(action))
                trial = state.clone()  # the contract each decision would name
                trial.apply_unchecked(action)
                for viewer in range(n):
                    named = trial.public_info(viewer).contract
                    if named:
                        words.add(named)
        for other in range(n):
            for action in state.out_of_turn_actions(other):
                words.add(state.action_to_string(action))
        if any(a < FIRST_NON_CARD_ACTION for a in legal):
            for card in set(snapshot(state, seat).hand_cards(seat)) - set(legal):
                words.add(state.illegal_reason(card, seat))
        for viewer in range(n):
            contract = state.public_info(viewer).contract
            if contract:
                words.add(contract)
        random_step(state, rng, 0.05)
    result = state.result()
    if result.contract:
        words.add(result.contract)
    for line in result.lines:
        words.add(line.label)
        if isinstance(line.value, str):
            words.add(line.value)


def split(fixed: set[str], words: set[str]) -> tuple[list[str], list[str]]:
    """Plain phrases and templates (with %1...), each sorted; ``fixed`` words stay whole."""
    phrases: set[str] = set(fixed)
    templates: set[str] = set()
    for word in words - fixed:
        template = template_of(word)
        if template == word:
            phrases.add(word)
        elif template.strip() not in ("%1", "%1 %2"):
            templates.add(template)
    return sorted(phrases), sorted(templates)


def render(phrases: list[str], templates: list[str], german: list[str]) -> str:
    def entry(text: str, context: str = "Engine") -> str:
        return f"    QT_TRANSLATE_NOOP({context!r}, {text!r}),\n"

    return (
        '"""The engine\'s words the desktop shows, for translation (generated; do not edit).\n\n'
        "Written by ``tools/engine_strings.py`` from fixed-seed deals of every installed\n"
        "game.  ``lupdate`` reads the ``QT_TRANSLATE_NOOP`` entries into the ``.ts`` files;\n"
        ":mod:`stammtisch.desktop.i18n` translates a word exactly, or by the first\n"
        "template it matches (``%1`` stands for a number or a card); German-suited\n"
        "games look in the ``EngineGerman`` context first.\n"
        '"""\n\n'
        "from PySide6.QtCore import QT_TRANSLATE_NOOP\n\n"
        "PHRASES: tuple[str, ...] = tuple(\n    str(text)\n    for text in (\n"
        + "".join("    " + entry(p) for p in phrases)
        + "    )\n)\n\nTEMPLATES: tuple[str, ...] = tuple(\n    str(text)\n    for text in (\n"
        + "".join("    " + entry(t) for t in templates)
        + "    )\n)\n\nGERMAN_SUITED: tuple[str, ...] = tuple(\n    str(text)\n    for text in (\n"
        + "".join("    " + entry(g, "EngineGerman") for g in german)
        + "    )\n)\n"
        '"""Phrases naming a suit, as German-suited games (Schafkopf) show them."""\n'
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--deals", type=int, default=DEALS)
    args = parser.parse_args()
    german: set[str] = set()
    played = played_words(args.deals, german)
    text = render(*split(fixed_words(), played), sorted(german))
    if args.check:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET} is out of date: run python tools/engine_strings.py")
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    ruff = shutil.which("ruff")
    if ruff:  # keep the file as the formatter would write it
        subprocess.run([ruff, "format", "-q", str(TARGET)], check=False)
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
