"""Data files of Elixir Arcade (magicoa/gold/); see assets/CREDITS.md. No code."""
