"""Sphinx configuration of the rulebook."""

from pathlib import Path

from risk_ref import document, odds, protocol
from risk_ref.changelog import RULES_VERSION
from risk_ref.judge import notation

project = "Risk: the reference rulebook"
author = "risk-ref"
copyright = "2026, the risk-ref authors"
version = release = RULES_VERSION

extensions = ["risk_ref.sphinxext"]
primary_domain = "risk"
risk_features_dir = "../features"
risk_require_all_rules = True

language = "en"
# absolute, since Sphinx looks for the search strings (sphinx.js) from the working directory
locale_dirs = [str(Path(__file__).resolve().parent.parent / "locales")]
gettext_compact = False
gettext_uuid = False

# the limits every input is held to, from the code that enforces them
rst_epilog = f"""
.. |max-line| replace:: {protocol.MAX_LINE}
.. |max-text| replace:: {document.MAX_TEXT}
.. |max-move| replace:: {notation.MAX_MOVE}
.. |max-armies| replace:: {odds.MAX_ARMIES}
"""

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
        "sidebar/scroll-start.html",
        "sidebar/navigation.html",
        "sidebar/scroll-end.html",
    ]
}
html_context = {
    "risk_languages": [
        ("en", "English"),
        ("it", "Italiano"),
        ("el", "Ελληνικά"),
        ("es", "Español"),
        ("sk", "Slovenčina"),
    ]
}

# The PDF rulebooks: XeLaTeX with the GNU FreeFont family, which covers Greek and Slovak.
latex_engine = "xelatex"
latex_documents = [("index", "risk-rulebook.tex", html_title, author, "manual")]
latex_show_urls = "no"
# Chapters keep LaTeX's numbers; rules carry their own display numbers.
latex_elements = {"preamble": r"\setcounter{secnumdepth}{0}"}
