"""The interface strings of the HTML search in the reader's language.

Sphinx's search page takes its words from the ``translations.js`` it copies from its own
catalogue, which lacks some (the count of results, in every language of the book). Ours,
from ``sphinx.po`` beside the chapters' catalogues, go into a script of the build,
``_static/risk-translations.js``: loaded after Sphinx's, it adds them as Sphinx's adds
its own (``Documentation.addTranslations``), and nothing is written among the sources.
Ours take precedence, as they do in the templates (Sphinx reads our catalogue before its
own). The two scripts share one plural rule, Sphinx's: our plural forms are laid out in
its order, and the rule is made to give a number.
"""

from __future__ import annotations

import gettext
import json
from pathlib import Path
from typing import Any

import sphinx
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po
from sphinx.application import Sphinx

SAMPLES = (1, 2, 3, 5, 11, 21, 1_000_000)  # counts that reach every plural form
SCRIPT = "risk-translations.js"
AFTER_SPHINX = 501  # loaded after Sphinx's translations.js, which has the default 500


def _forms(strings: tuple[str, ...], po_rule: str, js_rule: str) -> list[str]:
    """Our plural forms laid out in the order of the script's plural rule."""
    po_index, js_index = gettext.c2py(po_rule), gettext.c2py(js_rule)
    forms: dict[int, str] = {}
    for n in SAMPLES:
        forms.setdefault(js_index(n), strings[po_index(n)])
    size = max(forms) + 1
    return [forms.get(i, strings[-1]) for i in range(size)]


def _sphinx_plural_rule(language: str) -> str | None:
    """The plural rule of Sphinx's own catalogue for ``language``, if it has one."""
    path = Path(sphinx.package_dir) / "locale" / language / "LC_MESSAGES" / "sphinx.mo"
    if not path.is_file():
        return None
    with path.open("rb") as handle:
        rule: str = read_mo(handle).plural_expr
    return rule


def translations_js(language: str, locales: Path) -> str | None:
    """The search strings of our catalogue for ``language``, as a script; None if we have
    no catalogue for it."""
    ours = locales / language / "LC_MESSAGES" / "sphinx.po"
    if not ours.is_file():
        return None
    with ours.open("rb") as handle:
        catalog = read_po(handle, locale=language)
    rule = _sphinx_plural_rule(language) or catalog.plural_expr
    messages: dict[str, Any] = {}
    for message in catalog:
        if not message.id or not message.string or message.fuzzy:
            continue
        if isinstance(message.id, str):
            messages[message.id] = str(message.string)
        else:  # (singular, plural): the forms, in the order of the script's rule
            strings = tuple(message.string)
            messages[message.id[0]] = _forms(strings, catalog.plural_expr, rule)
    # a rule such as Greek's "(n != 1)" gives the script true or false, which indexes no form
    data = {"locale": language, "messages": messages, "plural_expr": f"Number({rule})"}
    body = json.dumps(data, ensure_ascii=False, indent=4)
    return f"Documentation.addTranslations({body});\n"


def _script(app: Sphinx) -> str | None:
    """Ours for the language being built into HTML, if we have its catalogue."""
    if app.builder.format != "html" or not app.config.locale_dirs:
        return None
    return translations_js(app.config.language, Path(app.srcdir, app.config.locale_dirs[0]))


def _add(app: Sphinx) -> None:
    """On every page, as Sphinx's: any page may show the search's words."""
    if _script(app) is not None:
        app.add_js_file(SCRIPT, priority=AFTER_SPHINX)


def _write(app: Sphinx, error: Exception | None) -> None:
    """With the pages, once Sphinx has copied its own static files."""
    script = _script(app)
    if error is None and script is not None:
        static = Path(app.outdir) / "_static"
        static.mkdir(exist_ok=True)
        (static / SCRIPT).write_text(script, encoding="utf-8")


def setup(app: Sphinx) -> None:
    app.connect("builder-inited", _add)
    app.connect("build-finished", _write)
