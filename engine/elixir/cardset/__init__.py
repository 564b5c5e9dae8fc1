"""Elixir's card set: ingredients, transactions, objects and spells, with their effects."""

from __future__ import annotations

from engine.elixir.cards import CardDef
from engine.elixir.cardset.basics import INGREDIENTS, TRANSACTIONS
from engine.elixir.cardset.objects import OBJECTS
from engine.elixir.cardset.spells import SPELLS

ALL_CARDS: tuple[CardDef, ...] = (*INGREDIENTS, *OBJECTS, *TRANSACTIONS, *SPELLS)

__all__ = ["ALL_CARDS", "INGREDIENTS", "OBJECTS", "SPELLS", "TRANSACTIONS"]
