"""Benchmark of the lessons' verdicts: how long valuing each card step (and evaluating each
decision step) takes, and what the deal says of each card step.

Every act step of every lesson whose answer is a card to a trick (with a choice of cards) is
valued with the cards as they lie (``stammtisch.engine.lessons.values.card_values``, the
budget the lesson window uses) and timed.  Prints one line per step (method, seconds, nodes,
legal cards, cards that tie the lesson's own, cards worse, cards better) and per game: card
steps, steps not valued within the budget, steps where a tying card was refused by the goal
alone (the verdicts before the deal decided them) and now, steps where every legal card ties,
and accepted cards worse than the best.

    python bench/lesson_values.py
    python bench/lesson_values.py --games doppelkopf --json
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict

from stammtisch.engine.cards import card_str
from stammtisch.engine.lessons import Act, load_all
from stammtisch.engine.lessons.goals import judge
from stammtisch.engine.lessons.runner import LessonRun, is_card_step, is_decision_step, step_values
from stammtisch.engine.lessons.values import card_of, card_plays, cards_left, same


def measure(games: list[str] | None) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for game, lessons in load_all().items():
        if games and game not in games:
            continue
        for lesson in lessons:
            for index, step in enumerate(lesson.steps):
                if not isinstance(step, Act) or lesson.deal is None:
                    continue
                state = lesson.deal.replay(upto=step.at)
                if is_decision_step(lesson, index, state):
                    start = time.perf_counter()
                    step_values(lesson, index)
                    rows.append(
                        {
                            "game": game,
                            "lesson": lesson.id,
                            "step": index,
                            "at": step.at,
                            "goal": step.goal.name,
                            "legal": len(state.legal_actions()),
                            "method": "evaluation",
                            "seconds": round(time.perf_counter() - start, 3),
                        }
                    )
                    continue
                if not is_card_step(lesson, index, state):
                    continue
                start = time.perf_counter()
                values = step_values(lesson, index)
                seconds = time.perf_counter() - start
                scripted = state.parse_action(lesson.deal.actions[step.at][1])
                row: dict[str, object] = {
                    "game": game,
                    "lesson": lesson.id,
                    "step": index,
                    "at": step.at,
                    "goal": step.goal.name,
                    "legal": len(card_plays(state)),
                    "cards_left": cards_left(state),
                    "seconds": round(seconds, 3),
                }
                if values is None:
                    row["method"] = "not valued"
                    rows.append(row)
                    continue
                own = values.values[scripted]
                best = values.best
                before = judge(step.goal, state, lesson.user)
                run = LessonRun(lesson)
                run.advance_to(index)
                now = run.verdicts()
                name = {a: card_str(card_of(state, a)) for a in values.values}
                ties = [a for a, v in values.values.items() if same(v, own)]
                row.update(
                    method=values.method,
                    nodes=values.nodes,
                    ties=len(ties),
                    worse=sorted(name[a] for a, v in values.values.items() if v < own),
                    better=sorted(
                        name[a] for a, v in values.values.items() if v > own and not same(v, own)
                    ),
                    all_tied=len(ties) == len(values.values),
                    tie_refused_before=sorted(name[a] for a in ties if not before[a].met),
                    tie_refused_now=sorted(name[a] for a in ties if not now[a].met),
                    accepted_worse=sorted(
                        name[a]
                        for a, v in values.values.items()
                        if now[a].met and v < best and not same(v, best)
                    ),
                    scripted=name[scripted],
                    value=[own.score, own.points],
                )
                rows.append(row)
    return rows


def summary(rows: list[dict[str, object]]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for row in rows:
        game = out[str(row["game"])]
        if row["method"] == "evaluation":
            game["decision steps"] += 1
            continue
        game["card steps"] += 1
        if row["method"] == "not valued":
            game["not valued"] += 1
            continue
        game["tying card refused before"] += bool(row["tie_refused_before"])
        game["tying card refused now"] += bool(row["tie_refused_now"])
        game["every card tied"] += bool(row["all_tied"])
        game["accepted cards worse than the best"] += len(row["accepted_worse"])  # type: ignore[arg-type]
    return {g: dict(v) for g, v in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", help="only these games")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    args = parser.parse_args()
    rows = measure(args.games)
    if args.json:
        for row in rows:
            print(json.dumps(row))
        print(json.dumps({"summary": summary(rows)}))
        return
    for row in rows:
        head = f"{row['game']:<10} {row['lesson']:<12} step {row['step']:>2} ({row['goal']})"
        if row["method"] == "not valued":
            print(f"{head}: not valued, {row['seconds']:.2f} s, {row['cards_left']} cards left")
            continue
        if row["method"] == "evaluation":
            print(f"{head}: evaluated, {row['seconds']:.2f} s, {row['legal']} answers")
            continue
        print(
            f"{head}: {row['method']} {row['seconds']:.2f} s {row['nodes']} nodes,"
            f" {row['legal']} cards, {row['ties']} tie {row['scripted']}, worse {row['worse']},"
            f" better {row['better']}{' ALL TIED' if row['all_tied'] else ''}"
        )
    for kind, chosen in (
        ("card steps", [r for r in rows if r["method"] != "evaluation"]),
        ("decision steps", [r for r in rows if r["method"] == "evaluation"]),
    ):
        times = sorted(float(r["seconds"]) for r in chosen)  # type: ignore[arg-type]
        if times:
            print(
                f"{len(times)} {kind}; seconds p50 {times[len(times) // 2]:.2f},"
                f" p95 {times[int(0.95 * len(times))]:.2f}, max {times[-1]:.2f},"
                f" total {sum(times):.1f}"
            )
    for game, counts in summary(rows).items():
        print(game, counts)


if __name__ == "__main__":
    main()
