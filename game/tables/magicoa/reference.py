"""Magicoa in the rules scene: its rule topics and its card reference (the 37 potions).

`RULE_TOPICS` are the topic keys (texts ``magicoa.rules.<topic>.title`` / ``.body``);
`potion_rows` lists the potions for the reference list, `potion_details` writes one potion's
description beside its face (`MagicoaFaces.potion`).
"""

from __future__ import annotations

from engine.magicoa.potions import POTIONS, Colour, potion
from game.i18n import Translator

RULE_TOPICS = ("goal", "setup", "choose", "bidding", "round_end", "keep", "powers", "end", "table")
"""Magicoa's rule topics, in reading order."""


def potion_rows(tr: Translator) -> list[tuple[str, str, int]]:
    """(name, detail, potion id) for every potion: by colour, then points, then name."""
    rows = []
    for p in sorted(POTIONS, key=lambda q: (list(Colour).index(q.colour), q.points, q.name)):
        detail = tr("magicoa.score", count=p.points)
        if p.power is not None:
            detail += " · " + tr(f"magicoa.power.{p.power}")
        rows.append((tr.card({"en": p.name}), detail, p.id))
    return rows


def potion_details(tr: Translator, potion_id: int) -> tuple[str, str, str, str]:
    """(name, colour and points, its power named with what it does (or that it has none), flavour)
    of a potion."""
    p = potion(potion_id)
    kind = tr("magicoa.reference.colour", colour=tr(f"magicoa.colour.{p.colour}")) + " · " + \
        tr("magicoa.score", count=p.points)
    # a power's line is one text, so that each language sets its colon and the case after it
    power = tr("magicoa.reference.no_power") if p.power is None else tr(f"magicoa.reference.power.{p.power}")
    return tr.card({"en": p.name}), kind, power, tr.card({"en": p.flavour})
