"""The theme's words in the reader's language.

Furo writes a few words straight into its templates, outside Sphinx's translation: the
link that skips to the content, the titles of its icons and the labels of its toggles.
Sphinx lets a project choose the object that renders templates (``template_bridge``);
this one renders as Sphinx does, then puts those words through the ``sphinx`` catalogue,
whose entries for them live in ``locales/<language>/LC_MESSAGES/sphinx.po``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape
from typing import Any

from sphinx.jinja2glue import BuiltinTemplateLoader
from sphinx.locale import get_translation

# The words Furo leaves untranslatable, as its templates write them.
THEME_WORDS = (
    "Skip to content",
    "Contents",
    "Menu",
    "Expand",
    "Light mode",
    "Dark mode",
    "Auto light/dark, in light mode",
    "Auto light/dark, in dark mode",
    "Toggle site navigation sidebar",
    "Toggle table of contents sidebar",
    "Toggle Light / Dark / Auto color theme",
)


def translate_theme(html: str, translate: Callable[[str], str]) -> str:
    """The page with the theme's words translated where they stand: a title, a label,
    the text of a link."""
    for word in THEME_WORDS:
        shown = escape(translate(word))
        if shown == word:
            continue
        html = html.replace(f"<title>{word}</title>", f"<title>{shown}</title>")
        html = html.replace(f'aria-label="{word}"', f'aria-label="{shown}"')
        html = re.sub(rf">\s*{re.escape(word)}\s*</a>", f">{shown}</a>", html)
    return html


class TranslatingTemplates(BuiltinTemplateLoader):
    """Sphinx's own template loader, with the theme's fixed words translated."""

    def render(self, template: str, context: dict[str, Any]) -> str:  # type: ignore[override]
        # (TemplateBridge declares render as returning None; BuiltinTemplateLoader returns str)
        return translate_theme(super().render(template, context), get_translation("sphinx"))
