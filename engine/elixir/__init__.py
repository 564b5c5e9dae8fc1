"""Elixir: 3 to 8 wizards race to cast all their spells (rules in docs/RULES.md)."""
