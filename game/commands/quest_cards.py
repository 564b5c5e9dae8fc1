"""Elixir Quest's cards for the `cards` command: the characters and the potions.

Rows are plain data (JSON-ready): names and potion texts in every language of the client (or in
one when a language is asked for), names through the card catalogs and potion texts built from
their effects with the catalogs' templates (`game.questtext`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.quest.cards import CHARACTERS, POTIONS
from game.i18n import LANGUAGES, Translator
from game.questtext import card_name, potion_text


def _langs(lang: str | None) -> tuple[str, ...]:
    return (lang,) if lang else LANGUAGES


def _each(lang: str | None, make: Any) -> Any:
    texts = {lg: make(Translator(lg)) for lg in _langs(lang)}
    return texts[lang] if lang else texts


def character_rows(lang: str | None = None) -> list[dict[str, Any]]:
    """One row per character, by kind: name, rarity, family, attack, health, mind."""
    return [{**c.to_data(), "name": _each(lang, lambda tr, c=c: card_name(tr, c.to_data()))} for c in CHARACTERS]


def potion_rows(lang: str | None = None) -> list[dict[str, Any]]:
    """One row per potion, by kind: name, rarity, effects (data) and rules text."""
    rows = []
    for bottle in POTIONS:
        data = bottle.to_data()
        rows.append({**data, "name": _each(lang, lambda tr, d=data: card_name(tr, d)),
                     "text": _each(lang, lambda tr, d=data: potion_text(tr, d))})
    return rows


def quest_counts(characters: list[dict[str, Any]], potions: list[dict[str, Any]]) -> dict[str, Any]:
    """Characters by rarity and family, potions by rarity."""
    return {"characters": len(characters), "potions": len(potions),
            "characters_by_rarity": dict(Counter(c["rarity"] for c in characters)),
            "characters_by_family": dict(Counter(c["family"] for c in characters)),
            "potions_by_rarity": dict(Counter(p["rarity"] for p in potions))}


def quest_document(lang: str | None) -> dict[str, Any]:
    """The `cards --game quest --json` document."""
    characters, potions = character_rows(lang), potion_rows(lang)
    return {"game": "quest", "counts": quest_counts(characters, potions), "characters": characters,
            "potions": potions}


def render_quest_text(lang: str | None) -> str:
    """A readable listing of the characters and potions."""
    langs = _langs(lang)
    characters, potions = character_rows(), potion_rows()
    c = quest_counts(characters, potions)
    lines = [f"Elixir Quest: {c['characters']} characters, {c['potions']} potions"]
    for ch in characters:
        names = " / ".join(ch["name"][lg] for lg in langs)
        lines.append(f"{ch['kind']:>3}  {names}  [{ch['rarity']} {ch['family']}]  "
                     f"attack {ch['attack']}, health {ch['health']}, mind {ch['mind']}")
    lines.append("")
    for p in potions:
        lines.append(f"{p['kind']:>3}  [{p['rarity']}]")
        lines += [f"  {lg}: {p['name'][lg]}: {p['text'][lg]}" for lg in langs]
    return "\n".join(lines)


def render_quest_markdown(notes: str, balance: str) -> list[str]:
    """The Elixir Quest part of docs/CARDS.md: both lists and the two hand-kept sections."""
    characters, potions = character_rows(), potion_rows()
    c = quest_counts(characters, potions)
    lines = ["", "# Elixir Quest: the cards", "",
             f"{c['characters']} characters ("
             + ", ".join(f"{n} {r}" for r, n in c["characters_by_rarity"].items()) + "; "
             + ", ".join(f"{n} {f}s" for f, n in c["characters_by_family"].items()) + ") and "
             f"{c['potions']} potions (" + ", ".join(f"{n} {r}" for r, n in c["potions_by_rarity"].items()) + ").",
             "", "## Characters", "", "| Kind | Name | Rarity | Family | Attack | Health | Mind |",
             "|---|---|---|---|---|---|---|"]
    for ch in characters:
        lines.append(f"| {ch['kind']} | {ch['name']['en']} / {ch['name']['fr']} | {ch['rarity']} | {ch['family']} | "
                     f"{ch['attack']} | {ch['health']} | {ch['mind']} |")
    lines += ["", "## Potions", "", "| Kind | Name | Rarity | Effects |", "|---|---|---|---|"]
    for p in potions:
        lines.append(f"| {p['kind']} | {p['name']['en']} / {p['name']['fr']} | {p['rarity']} | {p['text']['en']} |")
    lines += ["", "## Elixir Quest design notes", "", "<!-- quest_notes:begin -->", notes.strip(),
              "<!-- quest_notes:end -->", "", "## Elixir Quest balance", "", "<!-- quest_balance:begin -->",
              balance.strip(), "<!-- quest_balance:end -->"]
    return lines
