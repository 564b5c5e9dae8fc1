"""Data files of Elixir Arcade (quest/potions/); see assets/CREDITS.md. No code."""
