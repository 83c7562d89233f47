"""The scenarios' engine and step definitions: the reference in process, which the
scenarios check themselves against; while the suite is compiled to data
(:mod:`tests.suite.recording`), a reference that writes every operation down.

Scenarios are tagged ``@rule:<rule id>`` and ``@id:<scenario id>``, features
``@ruleset:<name>``; those tags are traceability data, not markers, so they are kept
out of pytest's marker registry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from risk_ref.driver import Driver, ReferenceDriver
from risk_ref.spec import ID_TAG, RULE_TAG, RULESET_TAG
from tests.suite.recording import Recorder, case_of
from tests.suite.steps.actions import *  # noqa: F403
from tests.suite.steps.attack import *  # noqa: F403
from tests.suite.steps.cards import *  # noqa: F403
from tests.suite.steps.common import *  # noqa: F403
from tests.suite.steps.missions import *  # noqa: F403
from tests.suite.steps.setup import *  # noqa: F403


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "case(case): a case of the rule suite generated from data, such as a border"
    )


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> Callable[[], Driver]:
    plugins = request.config.pluginmanager.get_plugins()
    recorders = [plugin for plugin in plugins if isinstance(plugin, Recorder)]
    return recorders[0].driver if recorders else ReferenceDriver


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A case answers ``-k`` to its case ID and its rule IDs: ``-k sc7d945``,
    ``-k attack.compare``."""
    for item in items:
        case, _, _, rules = case_of(item)
        item.extra_keyword_matches.update({case, *rules})


def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    if tag.startswith((RULE_TAG, ID_TAG, RULESET_TAG)):
        return function
    return None
