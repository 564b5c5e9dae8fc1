"""Data files of Elixir Arcade (quest/backs/); see assets/CREDITS.md. No code."""
