"""Data files of Elixir Arcade (quest/frames/); see assets/CREDITS.md. No code."""
