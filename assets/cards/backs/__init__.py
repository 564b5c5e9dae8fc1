"""Data files of Elixir Arcade (cards/backs/); see assets/CREDITS.md. No code."""
