"""The interface strings of the HTML search in the reader's language.

Sphinx's search page takes its words from a ``sphinx.js`` beside the catalogues; its own
lacks some translations. As a build starts this writes, into our catalogue
folder of the language being built, Sphinx's file with the gaps filled from our
``sphinx.po`` (plural forms mapped onto the script's own plural rule, which is made to
give a number).
"""

from __future__ import annotations

import gettext
import json
from pathlib import Path
from typing import Any

import sphinx
from babel.messages.pofile import read_po
from sphinx.application import Sphinx
from sphinx.config import Config

SAMPLES = (1, 2, 3, 5, 11, 21, 1_000_000)  # counts that reach every plural form


def _forms(strings: tuple[str, ...], po_rule: str, js_rule: str) -> list[str]:
    """Our plural forms laid out in the order of the script's plural rule."""
    po_index, js_index = gettext.c2py(po_rule), gettext.c2py(js_rule)
    forms: dict[int, str] = {}
    for n in SAMPLES:
        forms.setdefault(js_index(n), strings[po_index(n)])
    size = max(forms) + 1
    return [forms.get(i, strings[-1]) for i in range(size)]


def translations_js(language: str, locales: Path) -> str | None:
    """Sphinx's search strings for ``language``, completed from our catalogue."""
    builtin = Path(sphinx.__file__).parent / "locale" / language / "LC_MESSAGES" / "sphinx.js"
    ours = locales / language / "LC_MESSAGES" / "sphinx.po"
    if not builtin.is_file() or not ours.is_file():
        return None
    text = builtin.read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text[text.index("(") + 1 : text.rindex(")")])
    messages: dict[str, Any] = data["messages"]
    with ours.open("rb") as handle:
        catalog = read_po(handle, locale=language)
    for message in catalog:
        if not message.id or not message.string or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            strings = tuple(message.string)
            messages[message.id[0]] = _forms(strings, catalog.plural_expr, data["plural_expr"])
        elif isinstance(message.id, str) and not messages.get(message.id):
            messages[message.id] = str(message.string)
    # a rule such as Greek's "(n != 1)" gives the script true or false, which indexes no form
    data["plural_expr"] = f"Number({data['plural_expr']})"
    body = json.dumps(data, ensure_ascii=False, indent=4)
    return f"Documentation.addTranslations({body});\n"


def _write(app: Sphinx, config: Config) -> None:
    """Before the builder looks for the file (it does so as it starts)."""
    language = config.language
    if not language or language == "en" or not config.locale_dirs:
        return
    locales = Path(app.srcdir) / config.locale_dirs[0]
    script = translations_js(language, locales)
    if script is not None:
        target = locales / language / "LC_MESSAGES" / "sphinx.js"
        if not target.exists() or target.read_text(encoding="utf-8") != script:
            target.write_text(script, encoding="utf-8")


def setup(app: Sphinx) -> None:
    app.connect("config-inited", _write)
