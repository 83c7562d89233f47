"""The executable rules: every scenario in features/ runs against the engine under test."""

from pytest_bdd import scenarios

scenarios("")
