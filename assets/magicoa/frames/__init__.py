"""Data files of Elixir Arcade (magicoa/frames/); see assets/CREDITS.md. No code."""
