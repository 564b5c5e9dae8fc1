"""Data files of Elixir Arcade (icons/ingredients/); see assets/CREDITS.md. No code."""
