"""The project's two entry points, needing nothing but Python 3.11+ and the package registries.

    python3 tasks.py main   set up, build the rulebook in every language into out/rulebook
                            (HTML, and the players' booklet as an A4 PDF where XeLaTeX
                            can be installed),
                            play a seeded game, run the conformance suite against the
                            reference engine out of process (risk-ref serve)
    python3 tasks.py test   set up, then every test and check (lint, types, tests, the
                            rulebook in every language with warnings as errors, and the
                            wheel installed away from the checkout, every command run)
    python3 tasks.py quick  set up, then the checks and the tests that need neither the
                            books nor a browser (CI runs it on each supported Python)
    python3 tasks.py pdf    every PDF: the whole book and the players' booklet, A4 and
                            Letter, in every language
    python3 tasks.py catalogues   (maintainers) update every catalogue from the sources
    python3 tasks.py cases        (maintainers) compile the scenarios into the suite the kit
                                  replays, risk_ref/conformance/cases.json.gz
    python3 tasks.py rlrisk       (maintainers) rewrite docs/conformance-rlrisk.json, the
                                  kit's report on the published engine rlrisk
    python3 tasks.py faults       (maintainers) rewrite docs/conformance-faults.json, the
                                  cases that catch each fault, after the suite changes

Setting up means a virtual environment in .venv with the project and its dev extra.
"""

from __future__ import annotations

import os
import re
import runpy
import shlex
import shutil
import subprocess
import sys
import tempfile
import venv
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent
# The rulebook's languages, English first, then the translated ones: run from the file,
# which imports nothing, since the package's dependencies may not be installed yet.
_LANGUAGES = runpy.run_path(str(ROOT / "risk_ref" / "languages.py"))
LANGUAGES: tuple[str, ...] = _LANGUAGES["LANGUAGES"]
TRANSLATIONS: tuple[str, ...] = _LANGUAGES["TRANSLATIONS"]
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if sys.platform == "win32" else "bin")


def run(*command: str, cwd: Path = ROOT, expect: str = "") -> None:
    """Run a command; stop at its failure, or when its output lacks ``expect``."""
    print("$", shlex.join(command), flush=True)
    result = subprocess.run(command, cwd=cwd, check=False, capture_output=bool(expect), text=True)
    if expect:  # the end of what it said: enough to see how it went
        print(*(result.stdout + result.stderr).splitlines()[-12:], sep="\n", flush=True)
    if result.returncode:
        sys.exit(result.returncode)
    if expect not in (result.stdout or ""):
        sys.exit(f"expected {expect!r} in the output of {shlex.join(command)}")


# pytest on every core, each test file on one worker: a file's module and session fixtures
# (the faults' runs, the browser, the rlrisk report) are then built once
SIDE_BY_SIDE = ("-n", "auto", "--dist", "loadfile")


def setup() -> None:
    if not (BIN / "python").exists():
        venv.create(VENV, with_pip=True)
    run(str(BIN / "python"), "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(str(BIN / "python"), "-m", "pip", "install", "--quiet", "-e", ".[dev]")


def side_by_side(work: Callable[[str], None]) -> None:
    """``work`` for every language, as many at once as there are cores; a failure stops
    the command, as run() would."""
    with ThreadPoolExecutor(min(len(LANGUAGES), os.cpu_count() or 1)) as pool:
        for done in [pool.submit(work, language) for language in LANGUAGES]:
            done.result()


def build_rulebook(out: Path, *strict: str) -> None:
    """The HTML rulebook, one folder per language, the languages built side by side."""

    def build(language: str) -> None:
        run(
            str(BIN / "sphinx-build"),
            "-q",
            *strict,
            "-b",
            "html",
            "-D",
            f"language={language}",
            "docs",
            str(out / language),
        )

    side_by_side(build)


TEX_PACKAGES = (
    "texlive-xetex", "latexmk", "texlive-latex-extra", "texlive-fonts-recommended",
    "texlive-lang-greek", "texlive-lang-european", "fonts-freefont-otf", "xindy",
    "librsvg2-bin", "make",
)  # fmt: skip
BOOKS = {"rulebook": (), "players": ("-t", "players")}  # the whole book; the players' part


def debian_packages(commands: tuple[str, ...], packages: tuple[str, ...]) -> bool:
    """Whether the commands are there, installing Debian's packages for them where they
    are missing and this can (apt-get, as root)."""
    if all(shutil.which(command) for command in commands):
        return True
    if not shutil.which("apt-get") or os.geteuid() != 0:
        print(f"missing {', '.join(commands)}: install the Debian packages {' '.join(packages)}")
        return False
    run("apt-get", "update", "-qq")
    run("apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages)
    return True


def build_pdfs(out: Path, books: tuple[str, ...] = tuple(BOOKS), letter: bool = True) -> None:
    """The books as PDFs in each language, on A4 paper and, with ``letter``, on Letter too,
    with XeLaTeX from Debian's packages (installed here if missing: the HTML rulebook
    never needs them), the pictures converted by rsvg-convert. The languages are built
    side by side; a language's books one after the other, as they share its catalogues."""
    commands = ("xelatex", "latexmk", "xindy", "rsvg-convert", "make")
    if not debian_packages(commands, TEX_PACKAGES):
        print("skipping the PDFs")
        return
    out.mkdir(parents=True, exist_ok=True)

    def language_pdfs(language: str) -> None:
        for book in books:
            with tempfile.TemporaryDirectory() as work:
                run(str(BIN / "sphinx-build"), "-q", "-b", "latex", *BOOKS[book],
                    "-D", f"language={language}", "docs", work)  # fmt: skip
                (a4,) = Path(work).glob("*.tex")
                sources = {"a4": a4}
                if letter:
                    sources["letter"] = a4.with_name(f"{a4.stem}-letter.tex")
                    sources["letter"].write_text(
                        a4.read_text(encoding="utf-8").replace("a4paper", "letterpaper", 1),
                        encoding="utf-8",
                    )
                run("make", "-C", work, "all-pdf", "LATEXMKOPTS=-silent")
                for paper, tex in sources.items():
                    name = f"{book}-{language}-{paper}.pdf"
                    shutil.copy(tex.with_suffix(".pdf"), out / name)
                    check_pages(name, pdf_pages(tex.with_suffix(".log")), book)

    side_by_side(language_pdfs)


PLAYERS_PAGES = 40  # the players' booklet for the table: 33 to 36 A4 pages now, by language


def pdf_pages(log: Path) -> int:
    """The pages XeLaTeX says it wrote."""
    written = re.search(r"Output written on .*?\((\d+) pages?", log.read_text(errors="replace"))
    if not written:
        sys.exit(f"no page count in {log}")
    return int(written[1])


def check_pages(name: str, pages: int, book: str) -> None:
    print(f"{name}: {pages} pages", flush=True)
    if book == "players" and pages > PLAYERS_PAGES:
        sys.exit(f"{name} has {pages} pages, more than the {PLAYERS_PAGES} of a booklet")


def main_job() -> None:
    setup()
    site = ROOT / "out" / "rulebook"
    build_rulebook(site)
    build_pdfs(site / "pdf", books=("players",), letter=False)  # the rest: tasks.py pdf
    (site / "index.html").write_text(
        '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=en/">'
        '<a href="en/">Risk: the reference rulebook</a>\n',
        encoding="utf-8",
    )
    print(f"rulebook: {site}/index.html, one folder per language; PDFs in {site}/pdf")
    run(str(BIN / "risk-ref"), "play", "--players", "4", "--seed", "1")
    serve = f"{BIN / 'risk-ref'} serve"
    run(str(BIN / "risk-ref"), "conformance", "run", "--program", serve)


def ensure_browser() -> None:
    """The browser tests drive Debian's Chromium through ChromeDriver; install them where
    they are missing (the package registry is Debian's, as root)."""
    if not debian_packages(("chromium", "chromedriver"), ("chromium", "chromium-driver")):
        sys.exit("the browser tests need Chromium and ChromeDriver")


def checks() -> None:
    """The hooks of .pre-commit-config.yaml on every file: lint, formatting, types, the
    reStructuredText of the sources and the catalogues, with the tools of .venv."""
    os.environ["PATH"] = os.pathsep.join((str(BIN), os.environ.get("PATH", "")))
    run(str(BIN / "pre-commit"), "run", "--all-files", "--show-diff-on-failure")


def quick() -> None:
    """What CI runs on each supported Python: the checks and the tests that need neither
    the five books nor a browser (those run once, in ``test``)."""
    setup()
    checks()
    run(str(BIN / "python"), "-m", "pytest", "-q", "-m", "not browser and not books", *SIDE_BY_SIDE)


def test() -> None:
    setup()
    ensure_browser()
    checks()
    with tempfile.TemporaryDirectory() as out:
        # each book built once, with warnings as errors, and read by the tests that need it
        build_rulebook(Path(out), "-W", "--keep-going", "-n", "-E")
        os.environ["RISK_REF_BOOKS"] = out
        run(str(BIN / "python"), "-m", "pytest", *SIDE_BY_SIDE)
    check_installed()


POSITION = """players = ["Red", "Blue", "Green"]
turn = "Red"
phase = "attack"

[territories]
alaska = "Red 4"
kamchatka = "Blue 3"
"""


def check_installed() -> None:
    """The wheel as a user gets it: built, installed into a fresh virtual environment in a
    temporary directory, and every command run there, away from the checkout."""
    with tempfile.TemporaryDirectory() as work:
        place = Path(work)
        dist, env = place / "dist", place / "venv"
        run(str(BIN / "python"), "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dist), ".")
        venv.create(env, with_pip=True)
        python, risk_ref = str(env / BIN.name / "python"), str(env / BIN.name / "risk-ref")
        wheel = str(next(dist.glob("*.whl")))
        run(python, "-m", "pip", "install", "-q", wheel)  # no extra: pytest is not there
        project = place / "project"  # an engine's repository, say: no risk-ref in sight
        project.mkdir()
        (project / "position.toml").write_text(POSITION, encoding="utf-8")
        serve = f"{risk_ref} serve"
        for command, expect in (
            ([risk_ref, "--version"], "(rules "),
            ([python, "-m", "risk_ref", "rules"], "attack.defender-dice"),
            ([risk_ref, "cite", "--lang", "it", "attack.defender-dice"], "Regola"),
            ([risk_ref, "judge", "position.toml", "attack alaska kamchatka 3"], "LEGAL"),
            ([risk_ref, "odds", "5", "3"], "%"),
            ([risk_ref, "play", "--players", "3", "--seed", "1", "--lang", "it"], "Vincitore: "),
            ([risk_ref, "conformance", "list", "--rule", "attack.*"], "attack."),
            ([risk_ref, "conformance", "dump", "--out", "cases"], "written"),
            ([risk_ref, "conformance", "fuzz", "--program", serve, "--games", "2"], "no diverg"),
            ([risk_ref, "conformance", "run", "--program", serve, "--junit", "j.xml"], "total"),
        ):  # fmt: skip
            run(*command, cwd=project, expect=expect)
        run(python, "-m", "pip", "install", "-q", f"{wheel}[pytest]")  # the plugin's extra
        run(python, "-m", "pytest", "-q", "--risk-ref", serve, cwd=project, expect="passed")


def catalogues() -> None:
    """Bring every catalogue up to date with the English sources (maintainers' command):
    the rulebook's through Sphinx's gettext builder, the engine's through Babel."""
    setup()
    templates = "docs/_build/gettext"  # inside the tree, so the catalogues' references stay put
    run(str(BIN / "sphinx-build"), "-q", "-E", "-b", "gettext", "docs", templates)
    # sphinx.po holds the interface strings Sphinx's own catalogues lack: kept by hand
    Path(templates, "sphinx.pot").unlink(missing_ok=True)
    languages = [arg for code in TRANSLATIONS for arg in ("-l", code)]
    run(str(BIN / "sphinx-intl"), "update", "-p", templates, "-d", "locales", *languages)
    pot = "locales/risk_ref.pot"
    keywords = ["-k", "N_", "-k", "NP_:1,2", "-k", "NC_:1c,2", "-k", "_"]
    run(str(BIN / "pybabel"), "extract", "-F", "babel.cfg", *keywords, "-o", pot, ".")
    for code in TRANSLATIONS:
        run(
            str(BIN / "pybabel"), "update", "-D", "risk_ref", "-l", code, "-d", "locales", "-i", pot
        )


def cases() -> None:
    """Compile the suite to data after the scenarios or the rules change (a test fails
    while the compiled suite is stale)."""
    setup()
    run(str(BIN / "python"), "-m", "tests.suite.recording")


def faults() -> None:
    """Run the suite against every fault of tests/implementations/faults.py and keep what
    it catches, for the chapter "Testing your implementation" (maintainers' command)."""
    setup()
    os.environ["RISK_REF_WRITE_FAULTS"] = "1"
    run(str(BIN / "python"), "-m", "pytest", "-q", "tests/test_faults.py")


def pdf() -> None:
    """Every PDF: the whole book and the players' booklet in each language, on A4 and on
    Letter paper, into out/rulebook/pdf."""
    setup()
    build_pdfs(ROOT / "out" / "rulebook" / "pdf")


def rlrisk() -> None:
    """Run the suite against the published engine rlrisk and keep the report, for the
    same chapter, once its change is understood (maintainers' command)."""
    setup()
    os.environ["RISK_REF_WRITE_RLRISK"] = "1"
    run(str(BIN / "python"), "-m", "pytest", "-q", "tests/test_rlrisk.py")


COMMANDS = {
    "main": main_job,
    "test": test,
    "quick": quick,
    "catalogues": catalogues,
    "cases": cases,
    "faults": faults,
    "rlrisk": rlrisk,
    "pdf": pdf,
}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in COMMANDS:
        sys.exit(__doc__)
    COMMANDS[sys.argv[1]]()
