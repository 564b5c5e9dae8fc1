"""Data files of Elixir Arcade (cards/frames/); see assets/CREDITS.md. No code."""
