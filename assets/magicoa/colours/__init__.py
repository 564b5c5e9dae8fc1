"""Data files of Elixir Arcade (magicoa/colours/); see assets/CREDITS.md. No code."""
