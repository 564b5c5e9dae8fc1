"""Data files of Elixir Arcade (effects/); see assets/CREDITS.md. No code."""
