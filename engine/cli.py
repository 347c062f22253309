"""``python -m stammtisch.engine``: replay and check records, self-play, benchmarks.

Errors are one line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from . import bench, importers
from .ai import register_levels
from .coach.cli import add_commands as add_coach_commands
from .console import write_utf8
from .errors import ReplayError, StammtischError
from .playout import random_step
from .records import CheckOutcome
from .registry import game_class, game_names
from .rules import parse_rule_assignments
from .state import Game, GameState

if TYPE_CHECKING:
    from .ai.tournament import DecisionTimes

PlayerFactory = Callable[[Game, int, int], Callable[[GameState], int]]
"""(game, seat, seed) -> a function choosing that seat's action in a state."""

AI_LEVELS: dict[str, PlayerFactory] = {}
"""Computer players by level name; the AI package registers its levels here."""

register_levels(AI_LEVELS)


EXIT_AGREE = 0
"""Every record read replays and agrees with what it records."""
EXIT_DISAGREE = 1
"""Every file was read, but some record does not replay or disagrees with its result."""
EXIT_BAD_INPUT = 2
"""Some file could not be read: missing, not a record, malformed, empty or
cut short (this wins over a disagreement); also a wrong command line."""
EXIT_INTERNAL = 3
"""A bug in this program (reported in one line; please report it)."""

DESCRIPTION = """Stammtisch's engine: replay and check records, play computer players against
each other, measure them, and ask the coach for a hint or a review of a deal.

Errors are one line on stderr and a non-zero exit, never a traceback.
"""
"""What ``--help`` says first (plain text: the module's docstring is reStructuredText)."""

EXIT_CODES = f"""exit status:
  {EXIT_AGREE}  every record agrees (replay: every record replays)
  {EXIT_DISAGREE}  a record does not replay through our rules or disagrees with its result
  {EXIT_BAD_INPUT}  bad input: a file is missing, unreadable, empty, cut short, malformed or
     (named on the command line) of a format this program does not know
  {EXIT_INTERNAL}  an internal error (a bug), reported in one line
"""


def _check_records(args: argparse.Namespace) -> int:
    paths: list[tuple[Path, bool]] = []  # (file, named on the command line)
    for raw in args.paths:
        p = Path(raw)
        if p.is_dir():
            paths.extend(
                (q, False)
                for q in sorted(
                    q
                    for q in p.rglob("*")
                    if q.is_file()
                    and not q.name.startswith(".")
                    and q.suffix.lower() in {".json", ".sgf", ".txt"}
                )
            )
        elif p.exists():
            paths.append((p, True))
        else:
            raise StammtischError(f"{raw}: no such file or folder")
    counts = {"agree": 0, "disagree": 0, "skipped": 0, "error": 0}
    unknown = 0
    internal = False
    for path, named in paths:
        try:
            module = importers.detect(path)
        except importers.UnknownFormatError as exc:
            if named or args.strict_formats:
                _print_outcome(CheckOutcome(str(path), "error", str(exc)))
                counts["error"] += 1
            else:
                if args.verbose:
                    _print_outcome(CheckOutcome(str(path), "skipped", str(exc)))
                unknown += 1
            continue
        except StammtischError as exc:
            _print_outcome(CheckOutcome(str(path), "error", str(exc)))
            counts["error"] += 1
            continue
        try:
            for outcome in module.check_file(path):
                counts[outcome.status] += 1
                if outcome.status != "agree" and (outcome.status != "skipped" or args.verbose):
                    _print_outcome(outcome)
        except Exception as exc:  # a bug: one line, and the other files are still checked
            _print_outcome(CheckOutcome(str(path), "error", _internal(exc)))
            counts["error"] += 1
            internal = True
    total = sum(counts.values())
    summary = (
        f"{total} records: {counts['agree']} agree, {counts['disagree']} disagree, "
        f"{counts['skipped']} skipped"
    )
    if counts["error"]:
        summary += f", {counts['error']} unreadable"
    if unknown:
        summary += f"; {unknown} {'file' if unknown == 1 else 'files'} of no known format skipped"
    print(summary)
    if internal:
        return EXIT_INTERNAL
    if counts["error"]:
        return EXIT_BAD_INPUT
    return EXIT_DISAGREE if counts["disagree"] else EXIT_AGREE


def _print_outcome(outcome: CheckOutcome) -> None:
    print(f"{outcome.status}: {outcome.record}: {_one_line(outcome.message, outcome.record)}")


def _one_line(message: str, where: str = "") -> str:
    """``message`` on one line, without a repeated ``where:`` at its start."""
    text = " ".join(message.split())
    if where and text.startswith(f"{where}: "):
        text = text[len(where) + 2 :]
    elif where and text.startswith(f"{where} "):  # "<file> deal 2: ..."
        text = text[len(where) + 1 :]
    return text


def _internal(exc: BaseException) -> str:
    return _one_line(f"internal error, please report it: {type(exc).__name__}: {exc}")[:300]


def _replay(args: argparse.Namespace) -> int:
    path = Path(args.file)
    module = importers.detect(path)
    try:
        for name, result in module.replay_file(path):
            print(json.dumps({"record": name, **result}, ensure_ascii=False))
    except ReplayError as exc:
        print(f"disagree: {_one_line(str(exc))}", file=sys.stderr)
        return EXIT_DISAGREE
    return EXIT_AGREE


def _random_player(game: Game, seat: int, seed: int) -> Callable[[GameState], int]:
    rng = random.Random(seed * 7919 + seat)

    def choose(state: GameState) -> int:
        actions = state.legal_actions()
        return actions[rng.randrange(len(actions))]

    return choose


def _selfplay(args: argparse.Namespace) -> int:
    cls = game_class(args.game)
    game = cls(args.players, parse_rule_assignments(args.rule or []))
    level = args.ai
    if level != "random" and level not in AI_LEVELS:
        known = ", ".join(["random", *sorted(AI_LEVELS)])
        raise StammtischError(f"unknown AI level {level!r}; known levels: {known}")
    factory = _random_player if level == "random" else AI_LEVELS[level]
    master = random.Random(args.seed)
    for k in range(args.deals):
        seed = master.randrange(2**63)
        dealer = k % game.num_players
        state = game.new_deal(seed=seed, dealer=dealer)
        players = [factory(game, seat, seed) for seat in range(game.num_players)]
        rng = random.Random(seed)
        while not state.is_terminal():
            if level == "random":
                random_step(state, rng, out_of_turn_chance=0.02)
            else:
                state.apply_action(players[state.current_player()](state))
        result = state.result()
        print(
            json.dumps(
                {
                    "deal": k,
                    "seed": seed,
                    "dealer": dealer,
                    "contract": result.contract,
                    "declarer": result.declarer,
                    "scores": list(result.scores),
                    "card_points": list(result.card_points),
                },
                ensure_ascii=False,
            )
        )
    return 0


def _bench(args: argparse.Namespace) -> int:
    figures = bench.figures(args.seconds)
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m stammtisch.engine",
        description=DESCRIPTION,
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser(
        "check-records",
        help="replay records and compare with their recorded results",
        description="Replay records and compare them with their recorded results: one line "
        "per record that disagrees, is skipped or cannot be read, then a summary line.",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("paths", nargs="+", help="record files or folders")
    p.add_argument("-v", "--verbose", action="store_true", help="also list skipped records")
    p.add_argument(
        "--strict-formats",
        action="store_true",
        help="count files of unknown format found in folders as unreadable "
        "(a file named on the command line always is)",
    )
    p.set_defaults(func=_check_records)

    p = sub.add_parser(
        "replay",
        help="validate one record file and print its result as JSON",
        description="Replay every record of one file through our rules and print each "
        "result as one JSON line.",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("file")
    p.set_defaults(func=_replay)

    p = sub.add_parser("selfplay", help="play deals with computer players, one JSON line per deal")
    p.add_argument("--game", required=True, choices=game_names())
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rule", action="append", metavar="NAME=VALUE", help="set a rule option")
    p.add_argument("--ai", default="random", help="computer player level (default: random)")
    p.set_defaults(func=_selfplay)

    p = sub.add_parser("bench", help="print throughput figures")
    p.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    p.add_argument("--seconds", type=float, default=2.0, help="time per figure")
    p.set_defaults(func=_bench)

    _add_tournament(sub)
    _add_solve(sub)
    add_coach_commands(sub)
    return parser


def _solve(args: argparse.Namespace) -> int:
    from .ai.dds.bench import solve_deals

    if args.positions < 1:
        raise StammtischError("solve needs at least one position")
    row = solve_deals(
        args.game,
        args.positions,
        args.seed,
        args.mode,
        args.cap_s,
        args.solver,
        bidding=args.bidding,
    )
    if args.json:
        print(json.dumps(row))
    else:
        for key, value in row.items():
            print(f"{key}: {value}")
    return 0


def _add_solve(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "solve", help="time the open-hand solver on random whole deals (p50/p95/max)"
    )
    p.add_argument("--game", required=True, choices=game_names())
    p.add_argument("--positions", type=int, default=200, help="random whole deals to solve")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--mode",
        choices=("outcome", "points", "thresholds"),
        default="outcome",
        help="outcome: only the thresholds where the score changes; points: exact card points;"
        " thresholds: every threshold of the payoff table",
    )
    p.add_argument(
        "--cap-s",
        type=float,
        default=60.0,
        help="CPU seconds per position before it counts unfinished",
    )
    p.add_argument(
        "--bidding",
        choices=("random", "standard"),
        default="random",
        help="contracts: random legal decisions, or Standard's (the contracts tables play)",
    )
    p.add_argument(
        "--solver",
        choices=("fast", "python"),
        default="fast",
        help="fast: the compiled core; python: the same search in Python",
    )
    p.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    p.set_defaults(func=_solve)


def _tournament(args: argparse.Namespace) -> int:
    from .ai.tournament import DecisionTimes, progress_printer, run_tournament

    cls = game_class(args.game)
    game = cls(args.players, parse_rule_assignments(args.rule or []))
    seats = [s.strip().lower() for s in args.seats.split(",") if s.strip()]
    if args.deals < 1:
        raise StammtischError("a tournament needs at least one deal")
    progress = None if args.quiet else progress_printer()
    done: dict[int, dict[str, float]] = {}
    times = DecisionTimes({})
    log = None
    if args.per_deal:
        done, times.weights = _logged_deals(Path(args.per_deal), args.seed, args.deals)
        log = _deal_logger(Path(args.per_deal))
    result = run_tournament(
        game, seats, args.deals, args.seed, args.budget_ms, progress, max(1, args.jobs),
        times, log, done, not args.no_time_cap,
    )  # fmt: skip
    if times.weights:
        result["search weights"] = times.weights
    if args.json:
        print(json.dumps(result))
        return 0
    for kind, entry in result.items():
        if kind == "search weights":
            continue
        print(
            f"{kind}: {entry['mean']:+.2f} per deal, 95% CI [{entry['ci_low']:+.2f}, "
            f"{entry['ci_high']:+.2f}] over {entry['deals']} duplicate deals"
        )
        for other, diff in entry.get("vs", {}).items():
            print(
                f"  {kind} - {other}: {diff['mean']:+.2f}, "
                f"95% CI [{diff['ci_low']:+.2f}, {diff['ci_high']:+.2f}]"
            )
    return 0


def _logged_deals(
    path: Path, seed: int, deals: int
) -> tuple[dict[int, dict[str, float]], dict[str, dict[str, float]]]:
    """The deals a per-deal log already holds for this seed (by index), to be resumed, and
    their search weights summed per player type (so a resumed run reports every deal's).

    A last line cut short (the run was stopped while writing it) is left out and its deal
    played again; any other line that is not a logged deal is refused.
    """
    from .ai.tournament import DecisionTimes, deal_seeds

    if not path.exists():
        return {}, {}
    seeds = list(deal_seeds(seed, deals))
    lines = path.read_text(encoding="utf-8").split("\n")
    out: dict[int, dict[str, float]] = {}
    rows: dict[int, dict[str, dict[str, float]]] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            index, row_seed = int(row["deal"]), int(row["seed"])
            scores = {k: float(v) for k, v in row["scores"].items()}
            weights = {
                str(kind): {str(key): float(x) for key, x in figures.items()}
                for kind, figures in row.get("weights", {}).items()
            }
        except (ValueError, KeyError, TypeError, AttributeError):
            if number == len(lines):  # cut short: no newline after it
                continue
            raise StammtischError(f"{path}: line {number} is not a logged deal") from None
        if 0 <= index < deals and seeds[index] == row_seed:
            out[index] = scores
            rows[index] = weights
    summed = DecisionTimes({})
    for weights in rows.values():
        summed.add_weights(weights)
    return out, summed.weights


def _deal_logger(path: Path) -> Callable[..., None]:
    """Append each finished deal to ``path`` as one JSON line (flushed at once).  A last line
    cut short by a stopped run (its deal is played again) is cut off first."""
    _drop_cut_line(path)

    def log(index: int, seed: int, scores: Mapping[str, float], t: DecisionTimes) -> None:
        row = {"deal": index, "seed": seed, "scores": dict(scores), "weights": t.weights}
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(row) + "\n")

    return log


def _drop_cut_line(path: Path) -> None:
    """End a log on a whole line: a last line without its newline is ended when it holds a
    whole JSON row, and cut off when it is half a line (a stopped run may leave one)."""
    if not path.exists():
        return
    data = path.read_bytes()
    if not data or data.endswith(b"\n"):
        return
    start = data.rfind(b"\n") + 1
    try:
        json.loads(data[start:])
    except ValueError:
        with path.open("r+b") as f:
            f.truncate(start)
    else:
        with path.open("ab") as f:
            f.write(b"\n")


def _add_tournament(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "tournament",
        help="duplicate deals between computer player types, mean scores with 95%% intervals",
    )
    p.add_argument("--game", required=True, choices=game_names())
    p.add_argument("--players", type=int, default=None)
    p.add_argument(
        "--deals", type=int, default=100, help="duplicate deals (each played per rotation)"
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--seats",
        required=True,
        help="player type per seat, comma-separated: random, beginner, standard, strong, openhand",
    )
    p.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help="Strong's time per decision (default: its own)",
    )
    p.add_argument(
        "--no-time-cap",
        action="store_true",
        help="Strong does all its work (its sampled deals) with no time cap, so the result"
        " does not depend on how busy the machine is",
    )
    p.add_argument("--rule", action="append", metavar="NAME=VALUE", help="set a rule option")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    p.add_argument("--quiet", action="store_true", help="no progress line on stderr")
    p.add_argument(
        "--per-deal",
        metavar="FILE",
        default=None,
        help="append each finished deal to FILE (JSON lines); deals already in it are resumed",
    )
    p.set_defaults(func=_tournament)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv``; the exit status (see :data:`EXIT_CODES`)."""
    write_utf8()
    return run(build_parser().parse_args(argv))


def run(args: argparse.Namespace) -> int:
    """Run parsed arguments: errors become one line on stderr and an exit status."""
    try:
        code: int = args.func(args)
        return code
    except StammtischError as exc:
        print(f"error: {_one_line(str(exc))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:
        print(
            f"error: {exc.strerror or exc}: {getattr(exc, 'filename', '') or ''}".rstrip(": "),
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # a bug: still one line, never a traceback
        print(f"error: {_internal(exc)}", file=sys.stderr)
        return EXIT_INTERNAL


__all__ = [
    "AI_LEVELS",
    "EXIT_AGREE",
    "EXIT_BAD_INPUT",
    "EXIT_DISAGREE",
    "EXIT_INTERNAL",
    "build_parser",
    "main",
    "run",
]
