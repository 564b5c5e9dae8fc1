"""Why a spell cannot be cast now, worked out from what the player's own view shows.

Pure code (no pygame, no state): `explain(spell, view, decision)` reads only the seat's view
(its Finds, its lasting effects, the phase) and its current decision, if any, and returns a
`CastHint`; `hint_lines(hint, tr)` says it in the player's language. The ingredients are
matched as the engine pays recipes (`engine.elixir.paying`): each recipe slot takes a
real ingredient of its kind first, then a substitute object that stands for it, each card
used once, as many slots as possible filled (`cover`). Unfilled slots are what is missing;
for each, the substitute objects of the card set that would stand in for it are named.

Nothing here looks at anything the seat may not see: the view is the seat's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.elixir.catalog import card_def, definitions, lasting_def
from engine.elixir.ingredients import INGREDIENT_NAMES, Ingredient
from game.i18n import Translator, card_text


class Why(StrEnum):
    """The reason a spell cannot be cast now."""

    MISSING = "missing"          # the hand lacks ingredients of its recipe
    NOT_NOW = "not_now"          # the ingredients are there, but it is not the player's turn
    NOT_ANY_TIME = "not_any_time"  # a reaction window: only play-at-any-time spells may be cast
    BLOCKED = "blocked"          # the ingredients are there, but a lasting effect forbids it


@dataclass(frozen=True)
class CastHint:
    """Why `spell` cannot be cast: the reason, the recipe slots not covered by the hand, the
    substitute designs (card keys) that would cover each, the substitutes of the hand already
    standing in for another slot (card, ingredient), and the effects on the seat."""

    spell: int
    why: Why
    missing: tuple[Ingredient, ...] = ()
    would_do: tuple[tuple[Ingredient, tuple[str, ...]], ...] = ()
    standing_in: tuple[tuple[int, Ingredient], ...] = ()
    effects: tuple[str, ...] = ()


def cover(recipe: tuple[Ingredient, ...], hand: list[int]) -> list[int | None]:
    """For each slot of `recipe`, the card of `hand` that pays it (None: nothing does), filling
    as many slots as possible: real ingredients first, then substitutes (a maximum matching)."""
    slots: list[int | None] = [None] * len(recipe)
    free = sorted(hand)
    for i, ing in enumerate(recipe):
        real = next((c for c in free if card_def(c).ingredient is ing), None)
        if real is not None:
            slots[i] = real
            free.remove(real)
    subs = [c for c in free if card_def(c).substitutes]
    owner: dict[int, int] = {}  # substitute card -> slot it pays

    def place(slot: int, seen: set[int]) -> bool:
        for card in subs:
            if card in seen or recipe[slot] not in card_def(card).substitutes:
                continue
            seen.add(card)
            if card not in owner or place(owner[card], seen):
                owner[card] = slot
                return True
        return False

    for i in range(len(recipe)):
        if slots[i] is None:
            place(i, set())
    for card, slot in owner.items():
        slots[slot] = card
    return slots


def substitutes_for(ingredient: Ingredient) -> tuple[str, ...]:
    """The keys of the card designs that can stand in for `ingredient` (the most specific first)."""
    found = [d for d in definitions().values() if ingredient in d.substitutes]
    return tuple(d.key for d in sorted(found, key=lambda d: (len(d.substitutes), d.key)))


def castable(spell: int, decision: dict[str, Any] | None) -> bool:
    """Whether `decision` (the seat's current one) offers to cast `spell`."""
    if decision is None:
        return False
    return any(isinstance(o, dict) and o.get("act") == "cast" and o.get("spell") == spell
               for o in decision.get("options") or ())


def explain(spell: int, view: dict[str, Any], decision: dict[str, Any] | None) -> CastHint | None:
    """Why the seat cannot cast `spell` now, or None when it can (or when the question makes
    no sense: not one of its spells, or the draft is still on)."""
    if spell not in view.get("spells", []) or view.get("phase") in ("setup", "draft") or castable(spell, decision):
        return None
    defn = card_def(spell)
    slots = cover(defn.recipe, [int(c) for c in view.get("hand", [])])
    missing = tuple(ing for ing, card in zip(defn.recipe, slots, strict=True) if card is None)
    if missing:
        would = tuple((ing, substitutes_for(ing)) for ing in dict.fromkeys(missing))
        standing = tuple((card, ing) for ing, card in zip(defn.recipe, slots, strict=True)
                         if card is not None and card_def(card).ingredient is None)
        return CastHint(spell, Why.MISSING, missing, would, standing)
    seat = view.get("seat")
    seats = view.get("seats", [])
    mods = seats[seat].get("modifiers", []) if isinstance(seat, int) and 0 <= seat < len(seats) else []
    effects = tuple(str(m.get("key")) for m in mods if _blocks_cast(str(m.get("key"))))
    kind = decision.get("kind") if decision is not None else None
    if kind == "react" and not defn.any_time:
        return CastHint(spell, Why.NOT_ANY_TIME)
    if kind in ("turn", "react"):
        return CastHint(spell, Why.BLOCKED, effects=effects)
    return CastHint(spell, Why.NOT_NOW)


def _blocks_cast(key: str) -> bool:
    try:
        return lasting_def(key).blocks_cast is not None
    except KeyError:
        return False


def ingredient_name(ingredient: Ingredient | str, lang: str) -> str:
    """The name of an ingredient in `lang` (English when missing)."""
    return card_text(INGREDIENT_NAMES[Ingredient(ingredient)], lang)


def _join(words: list[str], tr: Translator, key: str = "table.list.join") -> str:
    if len(words) <= 1:
        return "".join(words)
    return tr(key, head=", ".join(words[:-1]), last=words[-1])


def hint_lines(hint: CastHint, tr: Translator) -> tuple[str, tuple[str, ...]]:
    """(title, lines) saying `hint` in the player's language."""
    card = tr.card(dict(card_def(hint.spell).name))
    title = tr("table.cannot_cast.title", card=card)
    if hint.why is Why.MISSING:
        names = [ingredient_name(i, tr.lang) for i in hint.missing]
        lines = [tr("table.cannot_cast.missing", ingredients=_join(names, tr))]
        defs = definitions()
        anything = [k for k in dict.fromkeys(k for _, keys in hint.would_do for k in keys)
                    if len(defs[k].substitutes) == len(Ingredient)]
        for ing, keys in hint.would_do:
            subs = [tr.card(dict(defs[k].name)) for k in keys if k not in anything]
            if subs:
                lines.append(tr("table.cannot_cast.would_do", ingredient=ingredient_name(ing, tr.lang),
                                cards=_join(subs, tr, "table.list.or")))
        if anything:
            lines.append(tr("table.cannot_cast.any_ingredient",
                            cards=_join([tr.card(dict(defs[k].name)) for k in anything], tr, "table.list.or")))
        for card_id, ing in hint.standing_in:
            lines.append(tr("table.cannot_cast.standing_in", card=tr.card(dict(card_def(card_id).name)),
                            ingredient=ingredient_name(ing, tr.lang)))
        return title, tuple(lines)
    if hint.why is Why.NOT_ANY_TIME:
        return title, (tr("table.cannot_cast.not_any_time"),)
    if hint.why is Why.BLOCKED:
        if hint.effects:
            names = [tr.card(dict(lasting_def(k).name)) for k in hint.effects]
            rules = tuple(tr("table.cannot_cast.effect", effect=name, text=tr.card(dict(lasting_def(k).text)))
                          for name, k in zip(names, hint.effects, strict=True))
            return title, (tr("table.cannot_cast.blocked_by", effects=_join(names, tr)), *rules)
        return title, (tr("table.cannot_cast.blocked"),)
    extra = (tr("table.cannot_cast.any_time"),) if card_def(hint.spell).any_time else ()
    return title, (tr("table.cannot_cast.not_now"), *extra)
