"""Magicoa: a 3-6 player bidding game for potions with secret gold cards (see docs/RULES.md)."""
