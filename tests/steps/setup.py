"""Steps of the setup area (phrases listed here as they are added)."""
