"""Sphinx extension of the rulebook: rules with permanent IDs, their scenarios, and the
tables and pictures generated from the engine's data.

Enable it with ``extensions = ["risk_ref.sphinxext"]``. Its directives and its role are
those of the domain ``risk`` (``.. risk:rule::``, ``.. risk:table::``, ``:risk:rule:``…).
Configuration:

- ``risk_features_dir``: the folder of ``.feature`` files whose scenarios are shown
  under each rule (relative to the source folder);
- ``risk_require_all_rules``: warn for every rule ID of the engine or the scenarios
  that has no text in this project (on for the rulebook, off for small test projects);
- ``risk_diagrams``: draw the position of every worked example, as the reference engine
  plays the suite (on for the rulebook);
- ``risk_limits``: the limits ``:risk:limit:`` names, by name (the rulebook's come from
  the code that enforces them).
"""

from __future__ import annotations

import os
import tempfile
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.util.i18n import CatalogInfo

from risk_ref import i18n
from risk_ref.errors import N_
from risk_ref.files import LOCALES
from risk_ref.sphinxext.disputes import setup as setup_disputes
from risk_ref.sphinxext.faults import setup as setup_faults
from risk_ref.sphinxext.figures import setup as setup_figures
from risk_ref.sphinxext.fold import setup as setup_fold
from risk_ref.sphinxext.limits import setup as setup_limits
from risk_ref.sphinxext.pictures import setup as setup_pictures
from risk_ref.sphinxext.positions import record_before_reading
from risk_ref.sphinxext.rules import setup as setup_rules
from risk_ref.sphinxext.search import setup as setup_search
from risk_ref.sphinxext.tables import setup as setup_tables
from risk_ref.sphinxext.translations import setup as setup_translations
from risk_ref.sphinxext.uistrings import setup as setup_uistrings


def _compile_catalogues() -> None:
    """The extension's own catalogues, compiled when their source is newer (Sphinx
    compiles the chapters' catalogues itself, not an extension's). Each is written whole
    and then moved in place: books of several languages, built side by side, may all
    compile them at once, and none may read one half written."""
    for language in i18n.TRANSLATIONS:
        folder = LOCALES / language / "LC_MESSAGES"
        info = CatalogInfo(str(folder), "risk_ref", "utf-8")
        if not info.is_outdated():
            continue
        with open(info.po_path, encoding="utf-8") as source:
            catalogue = read_po(source, language)
        with tempfile.NamedTemporaryFile(dir=folder, suffix=".mo.part", delete=False) as part:
            write_mo(part, catalogue)
        os.chmod(part.name, 0o644)  # as a file written in place would be, not private
        os.replace(part.name, info.mo_path)


TITLE = N_("Risk: the reference rulebook")


def _translate_title(app: Sphinx, config: Config) -> None:
    """The book's title in the language being built (Sphinx does not translate it)."""
    title = i18n.gettext(TITLE, config.language or "en")
    if config.html_title == TITLE:
        config.html_title = title
    config.latex_documents = [
        (start, target, title if name == TITLE else name, *rest)
        for start, target, name, *rest in config.latex_documents
    ]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("risk_features_dir", "", "env", types=[str])
    app.add_config_value("risk_require_all_rules", False, "env", types=[bool])
    app.add_config_value("risk_diagrams", False, "env", types=[bool])
    _compile_catalogues()
    app.add_message_catalog("risk_ref", str(LOCALES))
    app.connect("config-inited", _translate_title)
    app.connect("env-before-read-docs", record_before_reading)
    setup_rules(app)
    setup_tables(app)
    setup_figures(app)
    setup_fold(app)
    setup_limits(app)
    setup_pictures(app)
    setup_disputes(app)
    setup_faults(app)
    setup_translations(app)
    setup_search(app)
    setup_uistrings(app)
    # Rules are numbered once every document is read (rules.py), so reading in parallel is safe.
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
