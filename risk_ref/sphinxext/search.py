"""Search for the Greek and Slovak rulebooks, which Sphinx does not support: words split
on Unicode letters, their own stop words, and case and accents folded alike in the index
and in the reader's query (so "Αλάσκα" finds "αλασκα" and "kocky" finds "kocky")."""

from __future__ import annotations

import unicodedata

from sphinx.application import Sphinx
from sphinx.search import SearchLanguage

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


def setup(app: Sphinx) -> None:
    app.add_search_language(Greek)
    app.add_search_language(Slovak)
