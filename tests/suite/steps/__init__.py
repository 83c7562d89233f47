"""Step definitions, one module per rule area; each module's docstring lists its phrases."""
