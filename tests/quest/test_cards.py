"""The card set: counts, scales and rarity as the issue and docs/CARDS.md describe them."""

from __future__ import annotations

from collections import Counter

from engine.quest.cards import CHARACTERS, POTIONS, Family, Rarity, card_data, character


def test_there_are_at_least_sixty_characters_on_the_books_scale() -> None:
    assert len(CHARACTERS) >= 60
    for card in CHARACTERS:
        assert 100 <= card.attack <= 200 and 100 <= card.health <= 200 and 20 <= card.mind <= 160, card.name


def test_rares_are_stronger_but_few() -> None:
    by_rarity = Counter(c.rarity for c in CHARACTERS)
    assert by_rarity[Rarity.RARE] <= len(CHARACTERS) // 4 and by_rarity[Rarity.COMMON] >= len(CHARACTERS) // 2

    def total(r: Rarity) -> float:
        cards = [c for c in CHARACTERS if c.rarity is r]
        return sum(c.attack + c.health + c.mind for c in cards) / len(cards)

    assert total(Rarity.COMMON) < total(Rarity.UNCOMMON) < total(Rarity.RARE)


def test_every_family_has_cards_of_every_rarity() -> None:
    assert {(c.family, c.rarity) for c in CHARACTERS} == {(f, r) for f in Family for r in Rarity}


def test_names_are_unique_and_kinds_stable() -> None:
    names = [c.name for c in CHARACTERS] + [p.name for p in POTIONS]
    assert len(set(names)) == len(names)
    assert [c.kind for c in CHARACTERS] == list(range(1, len(CHARACTERS) + 1))
    assert [p.kind for p in POTIONS] == list(range(101, 101 + len(POTIONS)))
    assert card_data(1) == character(1).to_data()
