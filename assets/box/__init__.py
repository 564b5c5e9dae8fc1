"""Data files of Elixir Arcade (box/); see assets/CREDITS.md. No code."""
