"""Data files of Elixir Arcade (cards/); see assets/CREDITS.md. No code."""
