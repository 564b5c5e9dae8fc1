"""Elixir Quest's card texts in a language: names from the card catalogs, potion rules texts
built from their effects with the catalogs' templates (game/texts/quest.py)."""

from __future__ import annotations

from typing import Any

from game.i18n import Translator


def effect_text(tr: Translator, effect: dict[str, Any]) -> str:
    """One effect (plain data, as `engine.quest.cards.Effect.to_data` gives it) as a sentence."""
    kind, side = effect["kind"], effect["side"]
    if kind == "change":
        return tr(f"quest.effect.{side}.{effect['stat']}", amount=f"{effect['amount']:+d}")
    return tr(f"quest.effect.{kind}.{side}")


def potion_text(tr: Translator, potion: dict[str, Any]) -> str:
    """A potion's rules text: its effects' sentences, in order."""
    return " ".join(effect_text(tr, e) for e in potion["effects"])


def card_name(tr: Translator, card: dict[str, Any]) -> str:
    """A card's name in the translator's language."""
    return tr.card({"en": card["name"]})
