"""The rule suite as pytest runs it: the scenarios of ``features/`` (test_rules.py), the
border cases (test_borders.py) and the own-chance cases (test_chance.py), with the step
definitions in ``steps/`` and the engine under test chosen in conftest.py.

It ships in the package, so ``risk-ref conformance run`` and the pytest plugin
(:mod:`risk_ref.conformance.plugin`) run it from any installation.
"""
