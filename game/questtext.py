"""Elixir Quest's texts in a language: card names from the card catalogs, potion rules texts
built from their effects with the catalogs' templates (game/texts/quest.py), the labels of a
match's terms (its games, practice or real) as every screen that sets or tells them shows them,
and what the results say each duellist ends a match with."""

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


def match_terms(tr: Translator, *, advanced: bool, real: bool) -> tuple[str, str, str]:
    """A match's terms: "Mode: advanced" (or beginner), "Match: real" (or practice), and what
    they mean: how a game is played in that mode, and what that kind of match does with the cards."""
    mode = tr("questmatch.mode", value=tr("quest.mode.advanced" if advanced else "quest.mode.beginner"))
    kind = tr("questmatch.kind", value=tr("questmatch.kind.real" if real else "questmatch.kind.practice"))
    about = " ".join((tr("questmatch.mode.advanced.help" if advanced else "questmatch.mode.beginner.help"),
                      tr("questmatch.kind.real.help" if real else "questmatch.kind.practice.help")))
    return mode, kind, about


def results_line(tr: Translator, *, real: bool, held: int, won: int) -> str:
    """The line under a duellist's name on the results: after a real match the cards they hold
    (theirs to keep); after practice the cards they won in the match and that those go back,
    since nothing of a practice match is kept."""
    if real:
        return tr("quest.results.held", count=held)
    return tr("quest.results.practice", count=won) if won else tr("quest.results.nothing_won")


def card_name(tr: Translator, card: dict[str, Any]) -> str:
    """A card's name in the translator's language."""
    return tr.card({"en": card["name"]})
