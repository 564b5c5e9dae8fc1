"""Data files of Elixir Arcade (quest/portraits/); see assets/CREDITS.md. No code."""
