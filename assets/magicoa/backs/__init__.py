"""Data files of Elixir Arcade (magicoa/backs/); see assets/CREDITS.md. No code."""
