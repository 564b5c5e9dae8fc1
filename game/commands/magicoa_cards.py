"""Magicoa's cards for the `cards` command: the 37 potions and the 72 gold cards.

Rows are plain data (JSON-ready): names and flavour in every language of the client (or in one
when a language is asked for), from the engine's English through the translation catalogs.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.magicoa.gold import ALL_GOLD, GOLD_COLOURS, GOLD_SHAPES, gold_seat, gold_value
from engine.magicoa.potions import POTIONS, Power
from game.i18n import LANGUAGES, card_text


def _text(english: str, lang: str | None) -> Any:
    value = {"en": english}
    return card_text(value, lang) if lang else {lg: card_text(value, lg) for lg in LANGUAGES}


def potion_rows(lang: str | None = None) -> list[dict[str, Any]]:
    """One row per potion, by id: name and flavour, colour, printed points, power (or None)."""
    return [{"id": p.id, "kind": "potion", "name": _text(p.name, lang), "flavour": _text(p.flavour, lang),
             "colour": str(p.colour), "points": p.points, "power": None if p.power is None else str(p.power)}
            for p in POTIONS]


def gold_rows() -> list[dict[str, Any]]:
    """One row per gold card: id, the seat (colour) it belongs to, its colour, shape and value."""
    return [{"id": g, "kind": "gold", "seat": gold_seat(g), "colour": str(GOLD_COLOURS[gold_seat(g)]),
             "shape": GOLD_SHAPES[GOLD_COLOURS[gold_seat(g)]], "value": gold_value(g)} for g in ALL_GOLD]


def magicoa_counts(potions: list[dict[str, Any]], gold: list[dict[str, Any]]) -> dict[str, Any]:
    """Potions by colour and by power, gold cards by colour."""
    return {"potions": len(potions), "gold": len(gold),
            "potions_by_colour": dict(sorted(Counter(p["colour"] for p in potions).items())),
            "potions_by_power": {str(power): sum(p["power"] == str(power) for p in potions) for power in Power},
            "potions_without_power": sum(p["power"] is None for p in potions),
            "gold_by_colour": dict(Counter(g["colour"] for g in gold))}


def magicoa_document(lang: str | None) -> dict[str, Any]:
    """The `cards --game magicoa --json` document."""
    potions, gold = potion_rows(lang), gold_rows()
    return {"game": "magicoa", "counts": magicoa_counts(potions, gold), "potions": potions, "gold": gold}


def render_magicoa_text(lang: str | None) -> str:
    """A readable listing of the potions and the gold cards."""
    langs = (lang,) if lang else LANGUAGES
    potions = potion_rows()
    c = magicoa_counts(potions, gold_rows())
    lines = [f"Magicoa: {c['potions']} potions, {c['gold']} gold cards (6 colours of values 1-12)"]
    for p in potions:
        power = f", {p['power']}" if p["power"] else ""
        lines += ["", f"potion {p['id']}  [{p['colour']}, {p['points']} point{'' if p['points'] == 1 else 's'}{power}]"]
        lines += [f"  {lg}: {p['name'][lg]}: {p['flavour'][lg]}" for lg in langs]
    lines += ["", "gold: " + ", ".join(f"{colour} ({GOLD_SHAPES[colour]})" for colour in GOLD_COLOURS)
              + ", each 1 to 12"]
    return "\n".join(lines)


def render_magicoa_markdown(notes: str, balance: str) -> list[str]:
    """The Magicoa part of docs/CARDS.md: the potion list and the two hand-kept sections."""
    potions = potion_rows()
    c = magicoa_counts(potions, gold_rows())
    by_colour = ", ".join(f"{n} {colour}" for colour, n in c["potions_by_colour"].items())
    by_power = ", ".join(f"{power} {n}" for power, n in c["potions_by_power"].items())
    lines = ["", "# Magicoa: the cards", "",
             f"{c['potions']} potions ({by_colour}; powers: {by_power}; {c['potions_without_power']} without a "
             f"power) and {c['gold']} gold cards: 6 colours of 12, values 1 to 12, each colour also marked by a "
             "shape (" + ", ".join(f"{colour} {GOLD_SHAPES[colour]}" for colour in GOLD_COLOURS) + ").", "",
             "| Id | Name | Colour | Points | Power | Flavour |", "|---|---|---|---|---|---|"]
    for p in potions:
        lines.append(f"| {p['id']} | {p['name']['en']} / {p['name']['fr']} | {p['colour']} | {p['points']} | "
                     f"{p['power'] or ''} | {p['flavour']['en']} |")
    lines += ["", "## Magicoa design notes", "", "<!-- magicoa_notes:begin -->", notes.strip(),
              "<!-- magicoa_notes:end -->", "", "## Magicoa balance", "", "<!-- magicoa_balance:begin -->",
              balance.strip(), "<!-- magicoa_balance:end -->", ""]
    return lines
