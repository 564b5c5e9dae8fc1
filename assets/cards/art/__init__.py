"""Data files of Elixir Arcade (cards/art/); see assets/CREDITS.md. No code."""
