"""Every Magicoa potion's name and flavour text is translated into French, Dutch and Italian.

The engine keeps the English (engine/magicoa/potions.py); the client translates it through the
gettext catalogs assets/i18n/<lang>.po (context "card", msgid the English), read by `card_text`.
"""

from __future__ import annotations

import pytest

from engine.magicoa.potions import POTIONS
from game.i18n import card_text


@pytest.mark.parametrize("lang", ["fr", "nl", "it"])
def test_every_potion_name_and_flavour_is_translated(lang: str) -> None:
    untranslated = [p.flavour for p in POTIONS if card_text({"en": p.flavour}, lang) == p.flavour]
    assert untranslated == []
    names = [card_text({"en": p.name}, lang) for p in POTIONS]
    assert len(set(names)) == len(POTIONS), "two potions share a translated name"


@pytest.mark.parametrize(("lang", "expected"), [("fr", "Soupir de Saphir"), ("nl", "Saffierzucht"),
                                                ("it", "Sospiro di Zaffiro"), ("en", "Sapphire Sigh")])
def test_potion_names_are_read_through_the_card_catalogs(lang: str, expected: str) -> None:
    assert card_text({"en": "Sapphire Sigh"}, lang) == expected
