"""Steps of the combat area (phrases listed here as they are added)."""
