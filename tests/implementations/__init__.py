"""Small misbehaving implementations of the conformance protocol, run as scripts by
tests/test_protocol.py: each answers like the reference server except where it breaks
the protocol in one way."""
