"""Data files of Elixir Arcade (magicoa/powers/); see assets/CREDITS.md. No code."""
