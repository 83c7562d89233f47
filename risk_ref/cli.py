"""The ``risk-ref`` command: a thin layer over the engine; user mistakes get a message, not
a traceback.

Each command imports what it needs when it runs, so that a command starts in the time its
own modules take: ``risk-ref serve``, started by every conformance run, in about a tenth
of a second rather than the third that pytest and the rulebook would add."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from risk_ref import __version__, i18n
from risk_ref.changelog import RULES_VERSION
from risk_ref.driver import Unsupported
from risk_ref.engine import Termination, outcome
from risk_ref.errors import (
    N_,
    NC_,
    NP_,
    IllegalAction,
    MalformedInput,
    Plural,
    RiskError,
    excerpt,
)
from risk_ref.protocol import ImplementationError
from risk_ref.ruleset import RULESETS, find_ruleset
from risk_ref.stopping import stopped_by, stopping

if TYPE_CHECKING:
    from risk_ref.conformance.shard import Shard
    from risk_ref.judge.position import Position
    from risk_ref.protocol.capabilities import Capabilities

LANG_HELP = "en, it, el, es or sk (default: from the environment)"
PLAYER_NAMES = (
    NC_("player", "Red"), NC_("player", "Blue"), NC_("player", "Green"),
    NC_("player", "Yellow"), NC_("player", "Black"), NC_("player", "Pink"),
)  # fmt: skip
# How a game ends, as the summary of ``play`` says it.
ENDINGS = {
    Termination.WORLD_DOMINATION: NC_("outcome", "world conquest"),
    Termination.LAST_OPPONENT_ELIMINATED: NC_("outcome", "the last opponent eliminated"),
    Termination.MISSION: NC_("outcome", "mission completed"),
}
INTERNAL_ERROR = 4  # exit statuses: 0 done (or legal), 1 failed (or illegal), 2 bad input,
# 3 the judge cannot decide, 4 a bug of risk-ref's own


def _options(pairs: Sequence[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"an option is written NAME=VALUE, not {excerpt(pair)}")
        options[key] = value
    return options


def _play(args: argparse.Namespace) -> int:
    from risk_ref.engine import check_player_count, effective_mission
    from risk_ref.play import play_game
    from risk_ref.tables import mission_called

    language = _language(args)
    ruleset = find_ruleset(args.ruleset, _options(args.option))
    check_player_count(args.players, ruleset)  # before naming a hundred million players
    players = [
        PLAYER_NAMES[i] if i < len(PLAYER_NAMES) else f"Player {i + 1}"
        for i in range(max(args.players, 0))
    ]
    game = play_game(players, args.seed, ruleset)
    state = game.final
    result = outcome(state)

    def say(template: str | Plural, **params: object) -> None:
        print(i18n.message(template, params, language))

    def player(name: str) -> str:
        return i18n.gettext_in("player", name, language)

    options = "; ".join(
        i18n.option_choice(name, value, language, ruleset.card_bonus)
        for name, value in ruleset.options_for(len(players)).items()
    )
    say(N_("Ruleset: {ruleset} ({options})"), ruleset=i18n.ruleset_name(ruleset.name, language),
        options=options)  # fmt: skip
    say(N_("Players: {players}; seed {seed}"), players=", ".join(map(player, players)),
        seed=args.seed)  # fmt: skip
    if result is None:
        say(NP_("Unfinished after {count} action", "Unfinished after {count} actions", "count"),
            count=game.actions)  # fmt: skip
        return 1
    how = i18n.gettext_in("outcome", ENDINGS[result.termination], language)
    if result.mission:
        played = effective_mission(state, state.players.index(result.winner))
        mission = mission_called(result.mission, language, ruleset.board)
        if played and played.id != result.mission:
            instead = mission_called(played.id, language, ruleset.board)
            mission = i18n.message(
                N_("{dealt}, played as {played}"), {"dealt": mission, "played": instead}, language
            )
        how = i18n.message(N_("{how}: {mission}"), {"how": how, "mission": mission}, language)
    say(N_("Winner: {winner} ({how})"), winner=player(result.winner), how=how)
    say(N_("Turns: {turns}; actions: {actions}; sets traded: {sets}"), turns=state.turn,
        actions=game.actions, sets=state.sets_traded)  # fmt: skip
    fallen = [player(state.players[s]) for s in state.eliminated]
    if fallen:
        say(N_("Eliminated, in order: {players}"), players=", ".join(fallen))
    else:
        say(N_("Nobody was eliminated."))
    return 0


def _cite(args: argparse.Namespace) -> int:
    from risk_ref.files import FEATURES
    from risk_ref.provenance import references
    from risk_ref.rulebook import find_rule, load_rulebook, plain_text, translated
    from risk_ref.spec import load_scenarios

    language = _language(args)
    rules = load_rulebook()
    try:
        rule = find_rule(rules, args.rule)
    except KeyError as error:  # the reader's citation names no rule
        raise ValueError(error.args[0]) from None
    title, text = translated(rule, language)
    heading = i18n.gettext("Rule {number} ({id}), rules version {version}", language)
    print(heading.format(number=rule.number, id=rule.id, version=RULES_VERSION))
    print(title)
    print()
    print(plain_text(text, rules, language))
    cited, decisions = references(rule.id)
    if cited or decisions:
        print()
    if cited:
        print(i18n.gettext("Sources:", language), ", ".join(cited))
    if decisions:
        topics = [i18n.gettext(topic, language, "sources") for topic in decisions]
        print(i18n.gettext("Decided:", language), "; ".join(topics))
    scenarios = [s for s in load_scenarios(FEATURES) if rule.id in s.rules]
    if scenarios:
        print()
        print(i18n.gettext("Scenarios:", language))
        for scenario in scenarios:
            name = i18n.gettext(scenario.name, language, rule.chapter)
            print(f"  - {name} (features/{scenario.feature_file}:{scenario.line})")
    return 0


def _rules(args: argparse.Namespace) -> int:
    from risk_ref.rulebook import load_rulebook

    language = _language(args)
    for rule in load_rulebook():
        title = i18n.gettext(rule.title, language, rule.chapter)
        print(f"{rule.number:>6}  {rule.id:<28} {title}")
    return 0


def _odds(args: argparse.Namespace) -> int:
    from risk_ref.odds import conquest_probability, expected_losses

    if args.attackers < 2 or args.defenders < 1:
        raise ValueError("an attack needs at least 2 armies against at least 1")
    language = _language(args)
    chance = conquest_probability(args.attackers, args.defenders)
    lost_a, lost_d = expected_losses(args.attackers, args.defenders)
    attack = NP_(
        "{attackers} army attacking {defenders}, both sides rolling the most dice allowed, "
        "pressing on to the end:",
        "{attackers} armies attacking {defenders}, both sides rolling the most dice allowed, "
        "pressing on to the end:",
        "attackers",
    )
    print(
        i18n.message(attack, {"attackers": args.attackers, "defenders": args.defenders}, language)
    )
    conquers = N_("conquers: {chance}")
    print("  " + i18n.message(conquers, {"chance": i18n.percent(chance, language, 2)}, language))
    losses = N_("expected losses: attacker {attacker}, defender {defender}")
    numbers = {
        "attacker": i18n.decimal(lost_a, language),
        "defender": i18n.decimal(lost_d, language),
    }
    print("  " + i18n.message(losses, numbers, language))
    return 0


def _language(args: argparse.Namespace) -> str:
    """The reader's language: ``--lang``, else the environment's."""
    return i18n.check_language(args.lang or i18n.default_language())


def _serve(args: argparse.Namespace) -> int:
    from risk_ref.protocol.server import serve

    return serve(sys.stdin.buffer, sys.stdout.buffer)


def _engine(program: str | None, timeout: float) -> tuple[str, dict[str, Any], Capabilities]:
    """The suite's engine option, the implementation's self-description and what it
    declared it implements."""
    from risk_ref.protocol.capabilities import Capabilities, everything

    if program is None:
        reference = {"name": "risk-ref (reference, in process)", "version": __version__}
        return "reference", reference, Capabilities.from_json(everything())
    from risk_ref.protocol.client import SubprocessDriver

    command = shlex.split(program)
    if not command:
        raise ValueError("--program needs a command line")
    with SubprocessDriver(command, timeout=timeout) as driver:
        return program, driver.implementation, driver.capabilities


def _report_file(path: Path | None, option: str) -> None:
    """A report's file, checked before the run rather than lost after it."""
    if path is None:
        return
    if path.is_dir():
        raise ValueError(f"{option} {path}: that is a folder; name a file")
    if not path.resolve().parent.is_dir():
        raise ValueError(f"{option} {path}: the folder {path.parent} does not exist")


def _conformance_run(args: argparse.Namespace) -> int:
    from risk_ref.conformance import runner as conformance

    language = _language(args)
    _report_file(args.report_json, "--report-json")
    _report_file(args.junit, "--junit")
    if not conformance.chosen(args.rule, args.skip):
        raise ValueError("--rule and --skip leave no case to run: see risk-ref conformance list")
    reports = {"report_json": args.report_json, "junit": args.junit, "language": language}
    try:
        engine, implementation, capabilities = _engine(args.program, args.timeout)
    except ImplementationError as error:  # the reports say so, for the CI system to show
        return conformance.report_handshake(args.program or "", error, **reports)
    return conformance.run(
        engine,
        implementation,
        capabilities,
        include=args.rule,
        exclude=args.skip,
        known_failures=args.known_failures,
        timeout=args.timeout,
        shard=args.shard,
        **reports,
    )


def _conformance_merge(args: argparse.Namespace) -> int:
    from risk_ref.conformance import runner as conformance

    language = _language(args)
    _report_file(args.report_json, "--report-json")
    _report_file(args.junit, "--junit")
    return conformance.merge(args.reports, args.report_json, args.junit, language)


def _conformance_list(args: argparse.Namespace) -> int:
    """One line a case, tab-separated: its ID, its rules, where it is, and its name."""
    from risk_ref.conformance import runner as conformance

    for case in conformance.chosen(args.rule, args.skip):
        print(f"{case.id}\t{','.join(case.rules)}\t{case.location}\t{case.scenario}")
    return 0


def _conformance_dump(args: argparse.Namespace) -> int:
    from risk_ref.conformance.dump import write_dump

    if args.out.exists() and not args.out.is_dir():
        raise ValueError(f"--out {args.out}: that is a file; name a folder")
    written = write_dump(args.out)
    print(f"{written} cases written to {args.out}")
    return 0


def _judge(args: argparse.Namespace) -> int:
    """0: legal (or questions answered), 1: illegal, 3: cannot decide; 2: a bad file or move."""
    from risk_ref.judge import notation, position, text, verdict
    from risk_ref.rulebook import load_rulebook

    language = _language(args)
    try:
        content = Path(args.position).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"cannot read {args.position}: {error}") from None
    found = position.load(content)
    if args.svg is not None:
        _draw(found, args, language)
    if args.question or args.move is None:
        answers = verdict.questions(found)
        if args.json:
            print(json.dumps(text.answers_json(answers), indent=2, ensure_ascii=False))
        else:
            print(text.answers_text(answers, load_rulebook(), found.state.ruleset.board, language))
        return 0
    move = notation.parse(args.move, found.state.ruleset.board)
    ruling = verdict.judge(found, move)
    rules = load_rulebook()
    if args.json:
        print(json.dumps(text.verdict_json(ruling, rules), indent=2, ensure_ascii=False))
    else:
        print(text.verdict_text(ruling, rules, found.state.ruleset.board, language))
    return {True: 0, False: 1, None: 3}[ruling.legal]


def _draw(found: Position, args: argparse.Namespace, language: str) -> None:
    """The judged position as a picture: the territories the file lists, the move drawn."""
    from risk_ref import diagram
    from risk_ref.judge import notation

    state = found.state
    move = None if args.move is None else notation.parse(args.move, state.ruleset.board)
    arrow = diagram.arrow_of(state, None if move is None else move.action)
    shown = set(range(len(state.owners))) - set(found.unlisted) | set(arrow or ())
    svg = diagram.for_reader(state, shown, diagram.TITLE_BEFORE, language, arrow, str)
    try:
        Path(args.svg).write_text(svg, encoding="utf-8")
    except OSError as error:
        raise ValueError(f"cannot write {args.svg}: {error.strerror or error}") from None


def _conformance_fuzz(args: argparse.Namespace) -> int:
    from risk_ref.conformance.fuzz import cores, fuzz_in_processes, games_of

    command = shlex.split(args.program)
    jobs = cores() if args.jobs is None else args.jobs
    try:
        divergence, compared = fuzz_in_processes(
            command, args.timeout, args.games, args.seed, args.players, jobs, args.shard
        )
    except ImplementationError as error:  # the implementation's failure, not the user's
        print(f"risk-ref: the implementation failed (seed {args.seed}): {error}", file=sys.stderr)
        return 1
    if divergence is None:
        games = len(games_of(args.games, args.shard))
        share = f", shard {args.shard} of {args.games}" if args.shard else ""
        print(f"no divergence in {games} games{share} ({compared} actions compared)")
        return 0
    print(f"divergence in game {divergence.game}, action {divergence.step}: {divergence.reason}")
    print(divergence.reproduction())
    return 1


def _seconds(text: str) -> float:
    """A timeout: a number of seconds above 0, at most an hour."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {excerpt(text)}") from None
    if not 0 < seconds <= 3600:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"seconds from above 0 to 3600, not {excerpt(text)}")
    return seconds


def _shard(text: str) -> Shard:
    from risk_ref.conformance.shard import parse_shard

    try:
        return parse_shard(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _within(least: int, most: int) -> Callable[[str], int]:
    """A whole number from ``least`` to ``most``."""

    def number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {excerpt(text)}") from None
        if not least <= value <= most:
            raise argparse.ArgumentTypeError(f"from {least} to {most}, not {value}")
        return value

    return number


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="risk-ref", description=__doc__)
    parser.add_argument(
        "--version", action="version", version=f"risk-ref {__version__} (rules {RULES_VERSION})"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a complete seeded game with the baseline bot")
    play.add_argument("--players", type=int, default=4, help="2 to 6 (default 4)")
    play.add_argument("--seed", type=int, default=0, help="the seed of dice, deck and bot")
    play.add_argument("--ruleset", default="classic", choices=sorted(RULESETS))
    play.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a ruleset option"
    )
    play.add_argument("--lang", help=LANG_HELP)
    play.set_defaults(run=_play)
    cite = commands.add_parser("cite", help="print a rule, by permanent ID or display number")
    cite.add_argument("rule", help="for example attack.defender-dice or 6.4")
    cite.add_argument("--lang", help=LANG_HELP)
    cite.set_defaults(run=_cite)
    listing = commands.add_parser("rules", help="list every rule")
    listing.add_argument("--lang", help=LANG_HELP)
    listing.set_defaults(run=_rules)
    odds = commands.add_parser("odds", help="the exact odds of an attack pressed to the end")
    odds.add_argument("attackers", type=int, help="armies in the attacking territory")
    odds.add_argument("defenders", type=int, help="armies in the defending territory")
    odds.add_argument("--lang", help=LANG_HELP)
    odds.set_defaults(run=_odds)
    commands.add_parser(
        "serve", help="speak the conformance protocol (JSON lines) on stdin and stdout"
    ).set_defaults(run=_serve)
    _conformance_parser(commands.add_parser("conformance", help="test an implementation"))
    ruling = commands.add_parser("judge", help="judge a move in a position, citing the rules")
    ruling.add_argument("position", help="a position file (TOML) or a state document (JSON)")
    ruling.add_argument("move", nargs="?", help='for example "attack alaska kamchatka 3"')
    ruling.add_argument("--question", action="store_true", help="answer the usual questions")
    ruling.add_argument("--lang", help=LANG_HELP)
    ruling.add_argument("--json", action="store_true", help="answer in JSON, for programs")
    ruling.add_argument("--svg", type=Path, metavar="FILE", help="also draw the position there")
    ruling.set_defaults(run=_judge)
    return parser


def _conformance_parser(parser: argparse.ArgumentParser) -> None:
    commands = parser.add_subparsers(dest="conformance", required=True)
    run = commands.add_parser("run", help="run the rule suite, report per rule")
    run.add_argument("--program", help="the implementation's command line, e.g. 'risk-ref serve'")
    run.add_argument("--rule", action="append", default=[], metavar="GLOB", help="only these rules")
    run.add_argument("--skip", action="append", default=[], metavar="GLOB", help="not these rules")
    run.add_argument("--known-failures", type=Path, metavar="TOML", help="expected failures")
    run.add_argument("--report-json", type=Path, metavar="FILE")
    run.add_argument("--junit", type=Path, metavar="FILE")
    run.add_argument("--lang", help="the report's language: en, it, el, es or sk")
    run.add_argument("--timeout", type=_seconds, default=10.0, help="seconds per answer (10)")
    run.add_argument(
        "--shard", type=_shard, metavar="K/N", help="only the K-th of N shares of the cases"
    )
    run.set_defaults(run=_conformance_run)
    merging = commands.add_parser("merge", help="join the JSON reports of a run's shards")
    merging.add_argument("reports", type=Path, nargs="+", metavar="REPORT")
    merging.add_argument("--report-json", type=Path, metavar="FILE")
    merging.add_argument("--junit", type=Path, metavar="FILE")
    merging.add_argument("--lang", help="the report's language: en, it, el, es or sk")
    merging.set_defaults(run=_conformance_merge)

    listing = commands.add_parser("list", help="list the suite's cases: ID, rules, place, name")
    listing.add_argument("--rule", action="append", default=[], metavar="GLOB", help="only these")
    listing.add_argument("--skip", action="append", default=[], metavar="GLOB", help="not these")
    listing.set_defaults(run=_conformance_list)
    dump = commands.add_parser("dump", help="export every case as JSON")
    dump.add_argument("--out", type=Path, required=True, metavar="DIR")
    dump.set_defaults(run=_conformance_dump)
    differential = commands.add_parser("fuzz", help="differential games against the reference")
    differential.add_argument("--program", required=True)
    differential.add_argument("--games", type=_within(1, 100_000), default=10, help="games (10)")
    differential.add_argument("--seed", type=int, default=0)
    differential.add_argument("--players", type=_within(2, 6), default=4, help="2 to 6 (4)")
    differential.add_argument(
        "--jobs",
        type=_within(1, 256),
        help="games played at once, each in its own process (default: every core)",
    )
    differential.add_argument("--timeout", type=_seconds, default=10.0, help="seconds per answer")
    differential.add_argument(
        "--shard", type=_shard, metavar="K/N", help="only the K-th of N shares of the games"
    )
    differential.set_defaults(run=_conformance_fuzz)


def _mistake(error: Exception, args: argparse.Namespace) -> object:
    """A user's mistake as one line, in the reader's language where the message has one."""
    try:
        language = _language(args) if hasattr(args, "lang") else "en"
    except ValueError:  # the mistake is the language itself
        language = "en"
    if isinstance(error, IllegalAction):
        return i18n.render(error, language)
    if isinstance(error, MalformedInput):
        return f"{error.field}: {i18n.malformed(error, language)}"
    return error


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    with stopping() as received:
        try:
            return _run(args)
        except KeyboardInterrupt:  # Ctrl-C, or SIGTERM: the child processes are stopped
            signum = stopped_by(received)
            print(f"risk-ref: stopped by {signum.name}", file=sys.stderr)
            return 128 + signum


def _run(args: argparse.Namespace) -> int:
    try:
        code: int = args.run(args)
    except BrokenPipeError:  # the reader went away (``risk-ref rules | head``): not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    # A user's mistake (RiskError: an illegal action, malformed input, or a ruleset or option
    # that does not exist); a KeyError is never one: it is a bug of ours, reported below.
    except (RiskError, ValueError, OSError, ImplementationError, Unsupported) as error:
        print(f"risk-ref: {_mistake(error, args)}", file=sys.stderr)
        return 2
    except Exception as error:  # a bug of ours: one line, not a traceback
        print(
            f"risk-ref: internal error ({type(error).__name__}: {excerpt(str(error))}); "
            "please report it to the risk-ref maintainers with the command and its input",
            file=sys.stderr,
        )
        return INTERNAL_ERROR
    return code


if __name__ == "__main__":
    sys.exit(main())
