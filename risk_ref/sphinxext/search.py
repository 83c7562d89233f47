"""Search for the Greek and Slovak rulebooks, which Sphinx does not support: words split
on Unicode letters, their own stop words, and case and accents folded alike in the index
and in the reader's query (so "Αλάσκα" finds "αλασκα" and "kocky" finds "kocky").

And in every language, a rule looked up by its number or ID: Sphinx's search drops
numbers, so the search page puts the rule searched for ("6.5", "rule 6.5",
"attack.compare") above the results, from a table of rules written with the pages.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.search import SearchLanguage

from risk_ref import i18n
from risk_ref.sphinxext.rules import RuleDomain

_FOLD_JS = """
var Stemmer = function () {
  this.stemWord = function (w) {
    return w.normalize("NFD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase()
      .replace(/ς/g, "σ");
  };
};
"""


def fold(word: str) -> str:
    """Lower case, no accents, and Greek final sigma as sigma."""
    stripped = "".join(
        c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c)
    )
    return stripped.lower().replace("ς", "σ")


class _FoldingLanguage(SearchLanguage):
    js_stemmer_code = _FOLD_JS

    def stem(self, word: str) -> str:
        return fold(word)

    def word_filter(self, word: str) -> bool:
        return len(word) > 1 and not word.isdigit() and word not in self.stopwords


class Greek(_FoldingLanguage):
    lang = "el"
    language_name = "Greek"
    stopwords = frozenset(
        fold(w)
        for w in (
            "και κι ο η το οι τα του της των τον την τη τις στο στη στην στον στα στους στις "
            "σε από για με ως να θα δεν μη μην που πως ότι αν ή ένα ενός μια μία ένας είναι "
            "ήταν αυτό αυτή αυτός αυτά αυτές αυτοί όπως όταν μόνο πιο κάθε δύο"
        ).split()
    )


class Slovak(_FoldingLanguage):
    lang = "sk"
    language_name = "Slovak"
    stopwords = frozenset(
        fold(w)
        for w in (
            "a aj ale alebo ako ak by bol bola boli byť do ho i ich iba je jeho jej ju k "
            "kde keď ktorý ktorá ktoré ktorí len ma mať na nad nie od po pod pre pri s sa "
            "si so sú ta tak tam to tom tu v vo z za že zo ešte ani každý jeden jedna"
        ).split()
    )


_LOOKUP_JS = """
document.addEventListener("DOMContentLoaded", function () {
  var results = document.getElementById("search-results");
  var query = new URLSearchParams(window.location.search).get("q") || "";
  var rule = RISK_RULES[query.trim().split(/\\s+/).pop().toLowerCase()];
  if (!results || !rule) return;
  var found = document.createElement("p");
  found.className = "risk-rule-found";
  var link = document.createElement("a");
  link.href = rule[0];
  link.textContent = rule[1];
  found.appendChild(link);
  results.parentNode.insertBefore(found, results);
});
"""


def _write_lookup(app: Sphinx, error: Exception | None) -> None:
    """``_static/rule-lookup.js``: each rule's number and ID, and its link and title."""
    if error is not None or app.builder.format != "html":
        return
    language = app.config.language or "en"
    table: dict[str, tuple[str, str]] = {}
    domain = app.env.get_domain("risk")
    assert isinstance(domain, RuleDomain)
    for rule_id, (docname, _ordinal, title, anchor, _line) in domain.rules.items():
        number = domain.number(rule_id)
        shown = f"{number} {i18n.gettext(title, language, docname)}"
        link = f"{app.builder.get_target_uri(docname)}#{anchor}"
        table[number] = table[rule_id] = (link, shown)
    script = f"var RISK_RULES = {json.dumps(table, ensure_ascii=False, sort_keys=True)};"
    static = Path(app.outdir) / "_static"
    static.mkdir(exist_ok=True)
    (static / "rule-lookup.js").write_text(script + _LOOKUP_JS, encoding="utf-8")


def _on_search_page(app: Sphinx, pagename: str, *args: object) -> None:
    if pagename == "search":
        app.add_js_file("rule-lookup.js")


def setup(app: Sphinx) -> None:
    app.add_search_language(Greek)
    app.add_search_language(Slovak)
    app.connect("html-page-context", _on_search_page)
    app.connect("build-finished", _write_lookup)
