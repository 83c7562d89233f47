"""The rules, one module per rule area; each function validates, then builds a new state."""
