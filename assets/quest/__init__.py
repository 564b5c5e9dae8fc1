"""Data files of Elixir Arcade (quest/); see assets/CREDITS.md. No code."""
