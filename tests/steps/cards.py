"""Steps of the cards area (phrases listed here as they are added)."""
