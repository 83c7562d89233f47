"""The conformance protocol: JSON lines between the harness and an implementation."""

PROTOCOL_VERSION = 2
