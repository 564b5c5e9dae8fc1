"""Every Magicoa potion's name and flavour text is translated into French, Dutch and Italian.

The engine keeps the English (engine/magicoa/potions.py); the client translates it through the
card catalogs assets/i18n/cards/<lang>.json (English text -> translation), read by `card_text`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.magicoa.potions import POTIONS
from game.i18n import card_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang", ["fr", "nl", "it"])
def test_every_potion_name_and_flavour_is_translated(lang: str) -> None:
    catalog = json.loads((ROOT / "assets" / "i18n" / "cards" / f"{lang}.json").read_text(encoding="utf-8"))
    missing = [t for p in POTIONS for t in (p.name, p.flavour) if not catalog.get(t, "").strip()]
    assert missing == []
    untranslated = [p.flavour for p in POTIONS if catalog[p.flavour] == p.flavour]
    assert untranslated == []
    names = [catalog[p.name] for p in POTIONS]
    assert len(set(names)) == len(POTIONS), "two potions share a translated name"


@pytest.mark.parametrize(("lang", "expected"), [("fr", "Soupir de Saphir"), ("nl", "Saffierzucht"),
                                                ("it", "Sospiro di Zaffiro"), ("en", "Sapphire Sigh")])
def test_potion_names_are_read_through_the_card_catalogs(lang: str, expected: str) -> None:
    assert card_text({"en": "Sapphire Sigh"}, lang) == expected
