"""The executable rules: every scenario in features/ runs against the engine under test."""

from pytest_bdd import scenarios

from risk_ref.files import FEATURES

scenarios(str(FEATURES), features_base_dir=str(FEATURES))
