"""Data files of Elixir Arcade (ui/); see assets/CREDITS.md. No code."""
