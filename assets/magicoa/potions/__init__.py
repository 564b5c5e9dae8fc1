"""Data files of Elixir Arcade (magicoa/potions/); see assets/CREDITS.md. No code."""
