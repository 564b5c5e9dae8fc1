"""The list of Elixir cards the asset tools draw, read from the engine when it can be.

`load_cards()` is the adapter between the engine's card catalogue and the art tools:

1. If `engine.elixir.catalog` imports, every `CardDef` of its `definitions()` (or, should
   that name change, of any module-level collection or zero-argument function whose name
   says it lists cards) becomes a `CardSpec`, through `CardDef.to_plain()`.
2. Otherwise (the catalogue is not written yet) it returns the 16 ingredients (from
   `engine.elixir.ingredients`) and the 3 transactions, with names and short texts in
   English and French written here.

So `python -m tools.make_assets` draws art for whatever cards exist; re-run it when the card
set changes. `SAMPLE_CARDS` are made-up spells and objects that only the contact sheet uses,
to preview the procedural art before the real set lands; they are never shipped.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.elixir.ingredients import INGREDIENT_NAMES, Ingredient


@dataclass(frozen=True)
class CardSpec:
    """What the art tools need to know about one card design."""

    key: str
    kind: str  # "spell", "ingredient", "object", "transaction"
    name: Mapping[str, str]
    text: Mapping[str, str] = field(default_factory=dict)
    level: int = 0
    recipe: tuple[str, ...] = ()
    ingredient: str | None = None
    transaction: str | None = None
    magical: bool = False
    any_time: bool = False
    reaction: str | None = None
    copies: int = 1
    sample: bool = False

    def name_in(self, lang: str) -> str:
        """The name in `lang`, falling back to English."""
        return self.name.get(lang) or self.name.get("en", self.key)

    def text_in(self, lang: str) -> str:
        """The rules text in `lang`, falling back to English."""
        return self.text.get(lang) or self.text.get("en", "")


TRANSACTIONS: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "auction": (
        {"en": "Auction", "fr": "Enchères"},
        {"en": "In turn, each player may put Finds up for sale; the others bid Finds. Highest bid wins.",
         "fr": "Chacun à son tour peut mettre des Trouvailles aux enchères ; les autres misent. "
               "La plus forte mise l'emporte."},
    ),
    "flea_market": (
        {"en": "Flea Market", "fr": "Marché aux puces"},
        {"en": "Lay down Finds face down; others may match them. Shuffle, reveal, and take turns picking.",
         "fr": "Posez des Trouvailles face cachée ; les autres peuvent suivre. On mélange, on révèle, "
               "puis chacun choisit à tour de rôle."},
    ),
    "market_day": (
        {"en": "Market Day", "fr": "Jour de marché"},
        {"en": "In turn, each player may discard 2 Finds to draw 1, as often as they like.",
         "fr": "Chacun à son tour peut défausser 2 Trouvailles pour en piocher 1, autant de fois qu'il veut."},
    ),
}
"""Transaction kind -> (name, text) used when the engine catalogue is not there yet."""


def _plain_to_spec(d: Mapping[str, Any]) -> CardSpec:
    name = d.get("name", {})
    text = d.get("text", {})
    return CardSpec(
        key=str(d["key"]), kind=str(d["kind"]),
        name=name if isinstance(name, Mapping) else {"en": str(name)},
        text=text if isinstance(text, Mapping) else {"en": str(text)},
        level=int(d.get("level", 0) or 0), recipe=tuple(d.get("recipe", ()) or ()),
        ingredient=d.get("ingredient"), transaction=d.get("transaction"),
        magical=bool(d.get("magical", False)), any_time=bool(d.get("any_time", False)),
        reaction=d.get("reaction"), copies=int(d.get("copies", 1) or 1),
    )


def _looks_like_card(obj: object) -> bool:
    return hasattr(obj, "key") and hasattr(obj, "kind") and hasattr(obj, "to_plain")


def _cards_in(value: object) -> list[Any]:
    items: Iterable[object]
    if isinstance(value, Mapping):
        items = value.values()
    elif isinstance(value, list | tuple | frozenset | set):
        items = value
    else:
        return []
    found = [v for v in items if _looks_like_card(v)]
    return found if found and len(found) == len(list(items)) else []


def catalog_cards() -> list[CardSpec] | None:
    """Every card of the engine catalogue, or None when `engine.elixir.catalog` does not exist yet."""
    try:
        module = importlib.import_module("engine.elixir.catalog")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith("engine.elixir.catalog"):
            return None
        raise
    best: list[Any] = []
    definitions = getattr(module, "definitions", None)
    if callable(definitions):
        best = _cards_in(definitions())
    for attr in [] if best else sorted(dir(module)):
        if attr.startswith("_"):
            continue
        value = getattr(module, attr)
        if callable(value) and not isinstance(value, type) and any(w in attr.lower() for w in ("card", "def")):
            try:
                value = value()
            except TypeError:
                continue
        cards = _cards_in(value)
        if len(cards) > len(best):
            best = cards
    if not best:
        return None
    seen: dict[str, CardSpec] = {}
    for card in best:
        spec = _plain_to_spec(card.to_plain())
        seen.setdefault(spec.key, spec)
    return sorted(seen.values(), key=_order)


def fallback_cards() -> list[CardSpec]:
    """The cards that exist without the catalogue: 16 ingredients and 3 transactions."""
    cards = [CardSpec(key=f"ing.{ing.value}", kind="ingredient", name=INGREDIENT_NAMES[ing],
                      text={"en": "An ingredient for your spells.", "fr": "Un ingrédient pour vos sorts."},
                      ingredient=ing.value, copies=4) for ing in Ingredient]
    cards += [CardSpec(key=f"tx.{t}", kind="transaction", name=n, text=tx, transaction=t, copies=3)
              for t, (n, tx) in TRANSACTIONS.items()]
    return cards


def load_cards() -> list[CardSpec]:
    """The engine catalogue's cards if it exists, else `fallback_cards()`; always ordered by kind."""
    cards = catalog_cards()
    return cards if cards is not None else fallback_cards()


_KIND_ORDER = {"spell": 0, "ingredient": 1, "object": 2, "transaction": 3}


def _order(c: CardSpec) -> tuple[int, int, bool, list[tuple[int, str]]]:
    # natural order, so "hex_2" comes before "hex_10"
    parts = [(int(p), "") if p.isdigit() else (-1, p) for p in re.split(r"(\d+)", c.key)]
    return (_KIND_ORDER.get(c.kind, 9), c.level, not c.magical, parts)


SAMPLE_CARDS: tuple[CardSpec, ...] = (
    CardSpec("spell.sample_cyrano", "spell", {"en": "Cyrano", "fr": "Cyrano"},
             {"en": "Target player declares their love to the player on their left in a short poem, "
                    "or gives you 2 Finds.",
              "fr": "Le joueur ciblé déclare sa flamme à son voisin de gauche en un court poème, "
                    "ou vous donne 2 Trouvailles."},
             level=1, recipe=("good_humor",), sample=True),
    CardSpec("spell.sample_frog", "spell", {"en": "Croaking Curse", "fr": "Malédiction du crapaud"},
             {"en": "Until your next turn, everything target player says in chat ends with “croak”.",
              "fr": "Jusqu'à votre prochain tour, tout ce que dit le joueur ciblé finit par « croâ »."},
             level=1, recipe=("lizardman_egg",), sample=True),
    CardSpec("spell.sample_tornado", "spell", {"en": "Tornado", "fr": "Tornade"},
             {"en": "Every player passes their hand to the player on their left.",
              "fr": "Chaque joueur passe sa main à son voisin de gauche."},
             level=2, recipe=("griffon_feather", "stardust"), sample=True),
    CardSpec("spell.sample_crown", "spell", {"en": "Crown of Fools", "fr": "Couronne des fous"},
             {"en": "Choose a player: they skip their next turn. Lasts until the end of that turn.",
              "fr": "Choisissez un joueur : il passe son prochain tour."},
             level=3, recipe=("touch_of_madness", "ogres_beard", "wink_powder"), sample=True),
    CardSpec("spell.sample_storm", "spell", {"en": "Élixir à la citrouille", "fr": "Élixir à la citrouille"},
             {"en": "Draw 3 Finds. Each other player gives you 1 Find of their choice.",
              "fr": "Piochez 3 Trouvailles. Chaque autre joueur vous donne 1 Trouvaille de son choix ; ça brûle !"},
             level=4, recipe=("pumpkin_seed", "dragons_tongue", "vampires_fang", "angel_hair"), sample=True),
    CardSpec("obj.sample_wand", "object", {"en": "Borrowed Wand", "fr": "Baguette empruntée"},
             {"en": "Play at any time: counter a spell. It goes back to its caster's hand.",
              "fr": "À jouer à tout moment : contrez un sort. Il retourne dans la main de son lanceur."},
             magical=True, any_time=True, reaction="counter", sample=True),
    CardSpec("obj.sample_mirror", "object", {"en": "Mirror of Returns", "fr": "Miroir des retours"},
             {"en": "Play at any time: a spell aimed at you hits a player of your choice instead.",
              "fr": "À jouer à tout moment : un sort qui vous vise frappe le joueur de votre choix."},
             magical=True, any_time=True, reaction="divert", sample=True),
    CardSpec("obj.sample_boot", "object", {"en": "Old Boot", "fr": "Vieille botte"},
             {"en": "Not magical. Worth something at a flea market… perhaps.",
              "fr": "Pas magique. Vaut quelque chose au marché aux puces… peut-être."},
             magical=False, sample=True),
)
"""Made-up cards to preview spells and objects on the contact sheet (never shipped)."""
