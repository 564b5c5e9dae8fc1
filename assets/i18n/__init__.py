"""Data files of Elixir Arcade (i18n/); see assets/CREDITS.md. No code."""
