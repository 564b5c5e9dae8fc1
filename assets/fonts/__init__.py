"""Data files of Elixir Arcade (fonts/); see assets/CREDITS.md. No code."""
