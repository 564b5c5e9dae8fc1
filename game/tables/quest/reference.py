"""Elixir Quest in the rules scene: its rule topics and its card reference (characters and potions).

`RULE_TOPICS` are the topic keys (texts ``quest.rules.<topic>.title`` / ``.body``); `card_rows`
lists the cards for the reference list, `card_details` writes one card's description beside its
face (`QuestFaces.card`).
"""

from __future__ import annotations

from engine.quest.cards import CHARACTERS, POTIONS, card_data, is_character
from game.i18n import Translator
from game.questtext import potion_text

RULE_TOPICS = ("goal", "decks", "placing", "combat", "mind_shield", "potions", "end", "collection", "table")
"""Elixir Quest's rule topics, in reading order."""


def card_rows(tr: Translator) -> list[tuple[str, str, int]]:
    """(name, detail, kind) for every card: characters by family and rarity, then potions."""
    rows = []
    for c in sorted(CHARACTERS, key=lambda c: (str(c.family), str(c.rarity), c.kind)):
        detail = f"{tr('quest.family.' + str(c.family))} · {c.attack}/{c.health}/{c.mind}"
        rows.append((tr.card({"en": c.name}), detail, c.kind))
    for p in POTIONS:
        rows.append((tr.card({"en": p.name}), tr("quest.rarity." + str(p.rarity)), p.kind))
    return rows


def card_details(tr: Translator, kind: int) -> tuple[str, str, str]:
    """(name, family and rarity, what it is or does) of a card."""
    data = card_data(kind)
    name = tr.card({"en": data["name"]})
    if is_character(kind):
        what = f"{tr('quest.family.' + data['family'])} · {tr('quest.rarity.' + data['rarity'])}"
        numbers = " · ".join(f"{tr('quest.stat.' + s)} {data[s]}" for s in ("attack", "health", "mind"))
        return name, what, numbers
    return name, tr("quest.rarity." + data["rarity"]), potion_text(tr, data)
