"""The judge: a verdict on a disputed move, or answers about a position, citing the rules.

A position is read from what a table knows (:mod:`~risk_ref.judge.position`), a move from
the notation players write (:mod:`~risk_ref.judge.notation`, with territory names in any
of the five languages by :mod:`~risk_ref.judge.names`); :mod:`~risk_ref.judge.verdict`
decides with the engine, and :mod:`~risk_ref.judge.text` words the answer.
"""
