"""Elixir Quest: two-player duels of characters and potions (rules, cards, views, bots)."""
