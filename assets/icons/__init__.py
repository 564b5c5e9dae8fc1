"""Data files of Elixir Arcade (icons/); see assets/CREDITS.md. No code."""
