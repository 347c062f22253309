"""Which decision kinds each game's lesson path practises: a table from the lesson files.

    python tools/lesson_skills.py

Every act step of every lesson is replayed to its point of the deal and its scripted action
sorted into the kinds of issue 28's table (bid, hold/pass, pick up, lay away/bury, declare,
call, reservation, announce, Kontra/Re, lead, follow, smear, defend); a card step counts as
"defend" too when the learner is not on the declarer's side of the finished deal.  Prints
one Markdown table: per game, the act steps of each kind and (in brackets) the lessons
they lie in, by their place in the path.
"""

from __future__ import annotations

from collections import Counter, defaultdict

from stammtisch.engine.lessons import Act, load_all
from stammtisch.engine.meaning import ActionKind
from stammtisch.engine.state import GameState

KINDS = (
    "bid",
    "hold/pass",
    "pick up",
    "lay away/bury",
    "declare",
    "call",
    "reservation",
    "announce",
    "Kontra/Re",
    "lead",
    "follow",
    "smear",
    "defend",
)
PLAYS = (ActionKind.PLAY, ActionKind.PLAY_UNKNOWN)


def kinds_of(game: str, step: Act, text: str, lesson_defends: bool, state: GameState) -> list[str]:
    """The decision kinds the step's scripted action ``text`` practises at ``state``."""
    action = state.parse_action(text)
    info = state.describe_action(action)
    kind = info.kind
    out: list[str] = []
    if kind in PLAYS:
        trick = state.table(state.current_player()).trick
        out.append("lead" if not trick else "follow")
        goal = step.goal.name
        if goal == "give_points" and trick:
            out.append("smear")
        if lesson_defends:
            out.append("defend")
    elif kind == ActionKind.BID:
        out.append("bid")
    elif kind in (ActionKind.HOLD, ActionKind.PASS):
        out.append({"sheepshead": "pick up", "doppelkopf": "reservation"}.get(game, "hold/pass"))
    elif kind == ActionKind.PICK_UP:
        out.append("pick up")
    elif kind == ActionKind.LAY_AWAY:
        out.append("lay away/bury")
    elif kind in (ActionKind.DECLARE, ActionKind.SOLO):
        out.append("declare")
    elif kind == ActionKind.CALL:
        out.append("call")
    elif kind in (
        ActionKind.HEALTHY,
        ActionKind.RESERVE,
        ActionKind.POVERTY,
        ActionKind.MARRIAGE,
        ActionKind.PASS_CARD,
        ActionKind.ACCEPT,
    ):
        out.append("reservation")
    elif kind == ActionKind.DOUBLE:
        out.append("Kontra/Re")
    elif kind == ActionKind.ANNOUNCE:
        out.append("Kontra/Re" if (info.level or 0) <= 1 else "announce")
    elif kind == ActionKind.KNOCK:
        out.append("announce")
    return out


def main() -> None:
    paths = load_all()
    table: dict[str, dict[str, str]] = {}
    for game, lessons in paths.items():
        steps: Counter[str] = Counter()
        where: defaultdict[str, set[int]] = defaultdict(set)
        for lesson in lessons:
            deal = lesson.deal
            if deal is None:
                continue
            end = deal.replay()
            defends = False
            if end.is_terminal():
                result = end.result().to_json()
                declarer, scores = result.get("declarer"), result.get("scores")
                if isinstance(declarer, int) and scores:
                    same = (scores[lesson.user] > 0) == (scores[declarer] > 0)
                    defends = lesson.user != declarer and not same
            for step in lesson.steps:
                if not isinstance(step, Act):
                    continue
                state = deal.replay(upto=step.at)
                text = deal.actions[step.at][1]
                for kind in kinds_of(game, step, text, defends, state):
                    steps[kind] += 1
                    where[kind].add(lesson.order)
        table[game] = {
            kind: f"{steps[kind]} ({', '.join(str(o) for o in sorted(where[kind]))})"
            if steps[kind]
            else "—"
            for kind in KINDS
        }
    games = list(paths)
    print("| decision | " + " | ".join(f"{g} ({len(paths[g])} lessons)" for g in games) + " |")
    print("|---|" + "---|" * len(games))
    for kind in KINDS:
        print(f"| {kind} | " + " | ".join(table[g][kind] for g in games) + " |")


if __name__ == "__main__":
    main()
