"""Sphinx configuration of the rulebook."""

from risk_ref import document, odds, protocol
from risk_ref.changelog import RULES_VERSION
from risk_ref.engine import MAX_DIGITS
from risk_ref.i18n import LANGUAGES
from risk_ref.judge import notation, verdict
from risk_ref.protocol import server
from risk_ref.rules.inputs import MAX_NAME
from risk_ref.sphinxext.translations import language_name

project = "Risk: the reference rulebook"
author = "risk-ref"
copyright = "2026, the risk-ref authors"
version = release = RULES_VERSION

extensions = ["risk_ref.sphinxext", "sphinx.ext.autodoc"]
# The API page (api.rst): signatures and docstrings from the code, defaults as written
# there (not a ruleset's whole repr), and no API name in the subjects' index.
autodoc_default_options = {"no-index-entry": True}
autodoc_member_order = "bysource"
autodoc_preserve_defaults = True
# The standard library is not in this book: its types in a signature link nowhere.
nitpick_ignore_regex = [("py:class", r"collections\.abc\.\w+")]
primary_domain = "risk"
risk_features_dir = "../features"
risk_require_all_rules = True
risk_diagrams = True  # each worked example drawn, as the reference engine plays it

language = "en"
locale_dirs = ["../locales"]  # the catalogues, at the top of the repository
gettext_compact = False
gettext_uuid = False
gettext_additional_targets = ["index"]  # the subjects of the general index

# the limits every input is held to, from the code that enforces them (:limit:`max-line`)
risk_limits = {
    "max-line": protocol.MAX_LINE,
    "max-text": document.MAX_TEXT,
    "max-move": notation.MAX_MOVE,
    "max-armies": odds.MAX_ARMIES,
    "max-name": MAX_NAME,
    "max-seq": server.MAX_SEQ,
    "max-digits": MAX_DIGITS,
    "judge-seconds": verdict.WITHIN_SECONDS,
    "judge-megabytes": verdict.WITHIN_MEGABYTES,
}

exclude_patterns = ["_build"]
html_theme = "furo"
html_title = "Risk: the reference rulebook"
html_static_path = ["_static"]
html_css_files = ["rulebook.css"]
templates_path = ["_templates"]
template_bridge = "risk_ref.sphinxext.theme.TranslatingTemplates"  # the theme's own words too
html_show_sphinx = False  # the footer's "Sphinx and @pradyunsg's" cannot be translated
html_sidebars = {
    "**": [
        "sidebar/brand.html",
        "sidebar/languages.html",
        "sidebar/search.html",
        "sidebar/lookup.html",
        "sidebar/scroll-start.html",
        "sidebar/navigation.html",
        "sidebar/scroll-end.html",
    ]
}
# the language switcher: each language under its own name ("Italiano", "Ελληνικά")
html_context = {"risk_languages": [(code, language_name(code, code)) for code in LANGUAGES]}

# The PDF rulebooks: XeLaTeX with the GNU FreeFont family, which covers Greek and Slovak.
# With the tag ``players`` (``-t players``) the book is the players' part alone, without
# the folded examples; tasks.py builds both, on A4 and on Letter paper.
latex_engine = "xelatex"
latex_show_urls = "no"
PLAYERS = tags.has("players")  # type: ignore[name-defined]  # noqa: F821 (Sphinx defines tags)
latex_documents = [
    ("index", "risk-players.tex" if PLAYERS else "risk-rulebook.tex", html_title, author, "manual")
]
# The players' booklet runs on from one chapter to the next, as a box's rules do: a
# chapter starts a new page only where too little of the page is left for its start.
BOOKLET = (
    r"""
\makeatletter
\patchcmd{\chapter}{\if@openright\cleardoublepage\else\clearpage\fi}{\par\needspace{12\baselineskip}\bigskip}{}{}
\makeatother
"""
    if PLAYERS
    else ""
)
latex_elements = {
    "papersize": "a4paper",
    "fncychap": "",  # chapter headings as the titles read, numbers included
    "extraclassoptions": "openany,oneside",  # no blank pages
    "sphinxsetup": "hmargin={2cm,2cm}, vmargin={2cm,2.5cm}",  # a booklet's margins
    "preamble": r"""
% The chapters' and rules' numbers are in their titles: LaTeX numbers nothing.
\setcounter{secnumdepth}{-1}
% A worked example starts on a new page rather than leave its steps or table behind.
\usepackage{needspace}
\newenvironment{sphinxclassgherkin-scenario}{\needspace{16\baselineskip}}{}
\newenvironment{sphinxclassrule-examples}{\needspace{8\baselineskip}}{}
% The index of rules: titles as text, ragged right; a rule ID never split across lines.
\renewcommand{\sphinxstyleindexentry}[1]{\raggedright #1}
\renewcommand{\sphinxstyleindexextra}[1]{ \mbox{\emph{(#1)}}}
% The rule on the page in the running head; the chapter and page number at the foot.
\setlength{\headheight}{14pt}
\makeatletter
\fancypagestyle{normal}{\fancyhf{}
  \fancyhead[LE,RO]{{\py@HeaderFamily\nouppercase{\rightmark}}}
  \fancyfoot[LE,RO]{{\py@HeaderFamily\thepage}}
  \fancyfoot[LO,RE]{{\py@HeaderFamily\nouppercase{\leftmark}}}
  \renewcommand{\headrulewidth}{0.4pt}\renewcommand{\footrulewidth}{0pt}}
\renewcommand{\chaptermark}[1]{\markboth{#1}{}}
\renewcommand{\sectionmark}[1]{\markright{#1}}
\makeatother
"""
    + BOOKLET,
}
