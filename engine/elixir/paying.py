"""Paying a spell's recipe with Finds: real ingredients, and magical objects that substitute.

Every function here reads only card ids and the card book they are looked up in (no state:
the rules pass their state's `book`, the bots and the client `engine.elixir.catalog.BOOK`), so
the engine, the bots (from their own view) and the client all judge a payment the same way. A recipe
slot is paid by a real ingredient of its kind or by a substitute object that names that
ingredient; each card pays one slot. Two payments are the same way of paying when they use
the same kinds of card (which copy of an ingredient is spent does not matter).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from engine.elixir.cards import CardDef
from engine.elixir.ingredients import Ingredient

Book = Sequence[CardDef]
"""The definition of every card instance by id (an `engine.elixir.cardbook.CardBook`)."""


def _split(book: Book, cards: Iterable[int],
           spell: CardDef) -> tuple[dict[Ingredient, list[int]], dict[str, list[int]]]:
    """The cards that could pay a slot of `spell`: real ingredients by kind, substitutes by design."""
    wanted = set(spell.recipe)
    real: dict[Ingredient, list[int]] = defaultdict(list)
    subs: dict[str, list[int]] = defaultdict(list)
    for card in sorted(cards):
        d = book[card]
        if d.ingredient is not None:
            if d.ingredient in wanted:
                real[d.ingredient].append(card)
        elif d.substitutes & wanted:
            subs[d.key].append(card)
    return real, subs


def substitutes_needed(book: Book, cards: Iterable[int], spell: CardDef) -> int:
    """How many slots of `spell`'s recipe the real ingredients among `cards` leave open.

    Spending a real ingredient where it fits never makes a payment impossible (it can pay
    nothing else), so this is the fewest substitutes any payment from `cards` uses."""
    held: dict[Ingredient, int] = defaultdict(int)
    for card in cards:
        ing = book[card].ingredient
        if ing is not None:
            held[ing] += 1
    missing = 0
    for ing in spell.recipe:
        if held[ing] > 0:
            held[ing] -= 1
        else:
            missing += 1
    return missing


def can_pay(book: Book, cards: Iterable[int], spell: CardDef) -> bool:
    """Whether some of `cards` pay `spell`'s recipe."""
    return Purse(book, cards).pays(spell)


class Purse:
    """A hand summed up once for paying: its ingredients counted by kind, its substitutes.

    `Purse(book, hand).pays(spell)` answers `can_pay(book, hand, spell)`; building the purse once and
    asking it for every spell saves reading the hand again for each (the turn's options ask
    for every spell held)."""

    __slots__ = ("held", "wild")

    def __init__(self, book: Book, cards: Iterable[int]) -> None:
        held: dict[Ingredient, int] = {}
        wild: list[CardDef] = []
        for card in cards:
            d = book[card]
            if d.ingredient is not None:
                held[d.ingredient] = held.get(d.ingredient, 0) + 1
            elif d.substitutes:
                wild.append(d)
        self.held = held
        self.wild = wild

    def pays(self, spell: CardDef) -> bool:
        """Whether some of the purse's cards pay `spell`'s recipe."""
        held = dict(self.held)
        needs: list[Ingredient] = []
        for ing in spell.recipe:
            if held.get(ing, 0) > 0:
                held[ing] -= 1
            else:
                needs.append(ing)
        if not needs:
            return True
        if len(needs) > len(self.wild):
            return False
        wanted = set(needs)
        return _cover(needs, [w for w in self.wild if w.substitutes & wanted], exact=False)


def pays_recipe(book: Book, cards: list[int], spell: CardDef) -> bool:
    """Whether exactly the distinct cards `cards` pay `spell`'s recipe, each card one slot."""
    if len(cards) != len(spell.recipe) or len(set(cards)) != len(cards):
        return False
    needs = list(spell.recipe)
    wild: list[CardDef] = []
    for card in cards:
        d = book[card]
        if d.ingredient is not None:
            if d.ingredient not in needs:
                return False
            needs.remove(d.ingredient)
        elif d.substitutes:
            wild.append(d)
        else:
            return False
    return _cover(needs, wild, exact=True)


def _cover(needs: list[Ingredient], wild: list[CardDef], *, exact: bool) -> bool:
    """Whether the substitutes `wild` fill every slot of `needs` (using them all when `exact`)."""
    if not needs:
        return not wild or not exact
    first, rest = needs[0], needs[1:]
    return any(first in w.substitutes and _cover(rest, wild[:i] + wild[i + 1:], exact=exact)
               for i, w in enumerate(wild))


def payment_ways(book: Book, cards: Iterable[int], spell: CardDef, limit: int | None = None) -> list[list[int]]:
    """Every distinct way some of `cards` pay `spell`'s recipe, each a sorted list of card ids
    (the lowest ids of each kind), fewest substitutes first; the first `limit` when given."""
    real, subs = _split(book, cards, spell)
    found: set[tuple[int, ...]] = set()
    used_real: dict[Ingredient, int] = defaultdict(int)
    used_sub: dict[str, int] = defaultdict(int)
    chosen: list[int] = []

    def assign(slot: int) -> None:
        if slot == len(spell.recipe):
            found.add(tuple(sorted(chosen)))
            return
        ing = spell.recipe[slot]
        if used_real[ing] < len(real[ing]):
            chosen.append(real[ing][used_real[ing]])
            used_real[ing] += 1
            assign(slot + 1)
            used_real[ing] -= 1
            chosen.pop()
        for key, copies in subs.items():
            if used_sub[key] < len(copies) and ing in book[copies[0]].substitutes:
                chosen.append(copies[used_sub[key]])
                used_sub[key] += 1
                assign(slot + 1)
                used_sub[key] -= 1
                chosen.pop()

    assign(0)

    def substitutes_used(pay: tuple[int, ...]) -> int:
        return sum(1 for c in pay if book[c].ingredient is None)

    ordered = sorted(found, key=lambda pay: (substitutes_used(pay), pay))
    return [list(p) for p in (ordered if limit is None else ordered[:limit])]


def payment_pool(book: Book, cards: Iterable[int], spell: CardDef) -> list[int]:
    """The cards among `cards` that take part in at least one way of paying `spell` (every copy
    of a kind that does), sorted: what a player choosing a payment may pick from."""
    cards = sorted(cards)
    kinds = {book[c].key for way in payment_ways(book, cards, spell) for c in way}
    return [c for c in cards if book[c].key in kinds]
