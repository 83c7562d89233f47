"""The conformance kit: the rule suite run against any implementation, reported per rule."""
