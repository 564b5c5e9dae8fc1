"""Data files of Elixir Arcade (sounds/); see assets/CREDITS.md. No code."""
