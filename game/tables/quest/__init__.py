"""Elixir Quest's table in the window: the duel, its cards, its decisions and animations."""
