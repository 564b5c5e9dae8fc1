"""Data files of Elixir Arcade (magicoa/); see assets/CREDITS.md. No code."""
