"""Pytest set-up of the project's own tests. The rule suite's (the engine under test, the
steps) is in risk_ref/conformance/suite/conftest.py."""

from __future__ import annotations

from hypothesis import settings

# The same examples on every run: a failure in CI can be replayed exactly.
settings.register_profile("deterministic", derandomize=True, deadline=None)
settings.load_profile("deterministic")
