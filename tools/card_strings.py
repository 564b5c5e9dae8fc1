"""Every player-facing text of the card data, in English, with where it is used.

The engine's card data holds each text in English, as ``{"en": ...}``, beside each card's
effect. Every other language translates these English texts in its gettext catalog
(``assets/i18n/<lang>.po``, context ``card``, the English being the msgid); `tools.i18n` puts
them into the template. `python -m tools.card_strings` prints them as JSON (text -> where), for
translators; the tests use `english_card_texts` to find untranslated ones.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Iterator
from typing import Any

from engine.elixir.catalog import all_instances, definitions
from engine.elixir.ingredients import INGREDIENT_NAMES
from engine.magicoa.potions import POTIONS
from engine.quest.cards import CHARACTERS as QUEST_CHARACTERS
from engine.quest.cards import POTIONS as QUEST_POTIONS


def _texts(value: Any, where: str, seen: set[int]) -> Iterator[tuple[str, str]]:
    """(English text, where) for every ``{"en": ...}`` text inside `value`, recursively."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, dict):
        if isinstance(value.get("en"), str):
            yield value["en"], where
            return
        for key, item in value.items():
            yield from _texts(item, f"{where}.{key}", seen)
    elif isinstance(value, (list, tuple, frozenset, set)):
        for i, item in enumerate(value):
            yield from _texts(item, f"{where}[{i}]", seen)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _texts(getattr(value, f.name), f"{where}.{f.name}", seen)


def english_card_texts() -> dict[str, list[str]]:
    """Every English text of the card data (Elixir's cards, their lasting effects and displays, the
    ingredient names; Magicoa's potion names and flavour texts; Elixir Quest's character and potion
    names), mapped to where each is used
    (e.g. ``card:grand_carousel.text``, ``potion:12.flavour``)."""
    found: dict[str, list[str]] = {}
    seen: set[int] = set()
    for key, defn in sorted(definitions().items()):
        for text, where in _texts(defn, f"card:{key}", seen):
            found.setdefault(text, []).append(where)
    for ingredient, names in INGREDIENT_NAMES.items():
        found.setdefault(names["en"], []).append(f"ingredient:{ingredient.name.lower()}")
    for potion in POTIONS:
        found.setdefault(potion.name, []).append(f"potion:{potion.id}.name")
        found.setdefault(potion.flavour, []).append(f"potion:{potion.id}.flavour")
    for card in QUEST_CHARACTERS:
        found.setdefault(card.name, []).append(f"quest:{card.kind}.name")
    for bottle in QUEST_POTIONS:
        found.setdefault(bottle.name, []).append(f"quest:{bottle.kind}.name")
    assert len(all_instances()) > 0
    return found


def main() -> int:
    """Print the texts as JSON on stdout."""
    json.dump(english_card_texts(), sys.stdout, ensure_ascii=False, indent=1, sort_keys=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
