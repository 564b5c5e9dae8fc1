"""The card catalog: instance ids of every physical card and the definitions they map to.

Finds are numbered 0..111 and Spells 112..167 in a fixed order (by definition, then copy),
so every game uses the same ids for the same cards.
"""

from __future__ import annotations

from functools import cache

from engine.elixir.cards import CardDef, Kind, Lasting

FIND_COUNT = 112
SPELL_COUNT = 56
FIRST_SPELL = FIND_COUNT


@cache
def _tables() -> tuple[tuple[CardDef, ...], dict[str, CardDef], dict[str, Lasting]]:
    from engine.elixir.cardset import ALL_CARDS

    instances: list[CardDef] = []
    for kind in (Kind.INGREDIENT, Kind.OBJECT, Kind.TRANSACTION, Kind.SPELL):
        for defn in ALL_CARDS:
            if defn.kind is kind:
                instances.extend([defn] * defn.copies)
    finds = [d for d in instances if d.kind is not Kind.SPELL]
    spells = [d for d in instances if d.kind is Kind.SPELL]
    if len(finds) != FIND_COUNT or len(spells) != SPELL_COUNT:
        raise RuntimeError(f"card set has {len(finds)} Finds and {len(spells)} Spells; "
                           f"expected {FIND_COUNT} and {SPELL_COUNT}")
    by_key = {d.key: d for d in ALL_CARDS}
    if len(by_key) != len(ALL_CARDS):
        raise RuntimeError("two card definitions share a key")
    lasting: dict[str, Lasting] = {}
    for d in ALL_CARDS:
        for item in (*d.lasting, *([d.forfeit] if d.forfeit else [])):
            if item.key in lasting and lasting[item.key] is not item:
                raise RuntimeError(f"two lasting effects share the key {item.key!r}")
            lasting[item.key] = item
    return tuple(finds + spells), by_key, lasting


def card_def(card: int) -> CardDef:
    """The definition of card instance `card`."""
    return _tables()[0][card]


def definitions() -> dict[str, CardDef]:
    """Every card definition by key."""
    return dict(_tables()[1])


def lasting_def(key: str) -> Lasting:
    """The lasting effect with this key."""
    return _tables()[2][key]


def all_instances() -> tuple[CardDef, ...]:
    """The definition of every card instance, indexed by id."""
    return _tables()[0]


def is_spell(card: int) -> bool:
    """Whether `card` is a Spell (not a Find)."""
    return card >= FIRST_SPELL


def finds() -> range:
    """The ids of all Finds."""
    return range(0, FIND_COUNT)


def spells() -> range:
    """The ids of all Spells."""
    return range(FIRST_SPELL, FIRST_SPELL + SPELL_COUNT)
