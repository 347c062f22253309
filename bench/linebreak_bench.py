"""What Japanese phrase line breaks (BudouX, ``desktop/linebreak.py``) cost: at start-up and
on the hint path.

    QT_QPA_PLATFORM=offscreen python bench/linebreak_bench.py [--repeat 20]

- start-up: a fresh interpreter imports ``stammtisch.desktop.linebreak`` and marks its first
  sentence (importing BudouX and reading its Japanese model happen then, once), measured
  against the same interpreter marking nothing;
- the hint path: every text a hint shows in Japanese (the advice, the reasons, each row of
  the alternatives, the unit line) of real hints in each game, marked with an empty cache
  (the first time a text is shown) and again (the cache's answer), and the Hint panel's
  ``show_hint`` in Japanese with the marks and with marking switched off.

Prints milliseconds (medians of ``--repeat`` runs; start-up: of as many fresh processes).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

STARTUP = """
import time
t = time.perf_counter()
from stammtisch.desktop import linebreak
{work}
print((time.perf_counter() - t) * 1000)
"""


def startup_ms(work: str, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        out = subprocess.run(
            [sys.executable, "-c", STARTUP.format(work=work)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        runs.append(float(out.strip()))
    return statistics.median(runs)


def hint_texts() -> tuple[list[tuple[str, object, dict[int, str]]], list[str]]:
    """Real hints of each game (a lead after the first trick) with their labels, in Japanese,
    and every text the Hint panel shows for them."""
    import random

    from stammtisch.desktop.i18n import install_language
    from stammtisch.desktop.messages import label_text, sentences, text
    from stammtisch.engine.coach import hint
    from stammtisch.engine.registry import all_games, make_game

    assert install_language("ja")
    hints: list[tuple[str, object, dict[int, str]]] = []
    texts: list[str] = []
    for cls in all_games():
        game = make_game(cls.NAME)
        rng = random.Random(3)
        state = game.new_deal(seed=3, dealer=game.num_players - 1)
        while not state.is_terminal():
            table = state.table(0)
            if state.current_player() == 0 and table.last_trick and not table.trick:
                break
            state.apply_action(rng.choice(state.legal_actions()))
        advice = hint(state, 0, budget_ms=200, work=2)
        labels = {a: label_text(state.describe_action(a)) for a in state.legal_actions()}
        hints.append((cls.NAME, advice, labels))
        texts.append(sentences(list(advice.reasons)))
        texts += [labels.get(alt.action, "") for alt in advice.alternatives]
        if advice.scale is not None:
            texts.append(text(advice.scale.unit_message()))
    return hints, texts


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()

    bare = startup_ms("pass", args.repeat)
    first = startup_ms('linebreak.breakable("シープスヘッドを学べます。")', args.repeat)
    print(
        f"start-up: import and the first sentence marked {first:.1f} ms, of which BudouX and "
        f"its model {first - bare:.1f} ms (import alone {bare:.1f} ms; "
        f"median of {args.repeat} processes)"
    )

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from stammtisch.desktop import linebreak
    from stammtisch.desktop.widgets import wrapping
    from stammtisch.desktop.widgets.hint_panel import HintPanel

    hints, texts = hint_texts()
    chars = sum(len(t) for t in texts)
    cold, warm = [], []
    for _ in range(args.repeat):
        linebreak.breakable.cache_clear()
        t = time.perf_counter()
        for item in texts:
            linebreak.breakable(item)
        cold.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        for item in texts:
            linebreak.breakable(item)
        warm.append((time.perf_counter() - t) * 1000)
    print(
        f"hint texts: {len(texts)} texts, {chars} characters of {len(hints)} hints: "
        f"marked {statistics.median(cold):.2f} ms the first time "
        f"({1000 * statistics.median(cold) / chars:.1f} µs a character), "
        f"{statistics.median(warm):.3f} ms from the cache"
    )

    panel = HintPanel()
    panel.resize(300, 600)
    panel.show()

    def shown_ms() -> float:
        runs = []
        for _ in range(args.repeat):
            linebreak.breakable.cache_clear()
            t = time.perf_counter()
            for _name, advice, labels in hints:
                panel.show_hint(advice, labels)  # type: ignore[arg-type]
                app.processEvents()
            runs.append((time.perf_counter() - t) * 1000 / len(hints))
        return statistics.median(runs)

    marked = shown_ms()
    real = wrapping.breakable
    wrapping.breakable = lambda s: s  # type: ignore[assignment]
    try:
        plain = shown_ms()
    finally:
        wrapping.breakable = real
    print(
        f"Hint panel show_hint (ja, laid out and drawn): {marked:.2f} ms with the marks, "
        f"{plain:.2f} ms without (a hint; median of {args.repeat})"
    )
    panel.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
