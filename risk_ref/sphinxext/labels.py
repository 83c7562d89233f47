"""The extension's own words, translatable through the ``risk_ref`` message catalogue."""

from sphinx.locale import get_translation

_ = get_translation("risk_ref")
