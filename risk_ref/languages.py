"""The rulebook's languages: the one list of them, which everything else imports
(through ``risk_ref.i18n``).

It imports nothing, so that ``tasks.py`` can read it with a bare Python, before the
virtual environment and its packages exist.
"""

LANGUAGES = ("en", "it", "el", "es", "sk")
# English is the source language; the others are translated from it, each with its
# catalogues in locales/<language>/LC_MESSAGES/.
TRANSLATIONS = LANGUAGES[1:]
