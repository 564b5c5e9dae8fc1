"""The single-player ladder: bot opponents of rising strength, each with a collection of its own.

Each rung is a named opponent with a bot level and a seed; its collection is a profile of the
database (a bot profile), made at first need from its seed's starter collection plus a rung
bonus of stronger cards, so higher rungs bring better decks as well as better play. A real
match against a rung can win (and lose) cards; a practice match moves none. `settle_solo`
applies a finished solo match to both collections at once (one transaction, once per match id).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.rng import Rng
from engine.quest.cards import CHARACTERS, POTIONS, Rarity
from game.collection.store import CollectionStore, Profile


@dataclass(frozen=True)
class Rung:
    """One opponent of the ladder: its id (a text key's end), its name, its bot, its seed."""

    id: str
    name: str
    bot: str
    seed: int
    bonus: int

    def profile_name(self) -> str:
        """The name of its collection's profile in the database."""
        return f"ladder:{self.id}"


LADDER: tuple[Rung, ...] = (
    Rung("apprentice", "Pip", "greedy:easy", 9101, 0),
    Rung("squire", "Maud", "greedy", 9102, 2),
    Rung("duellist", "Orrin", "mcts:easy", 9103, 4),
    Rung("knight", "Ysolde", "mcts:normal", 9104, 6),
    Rung("archmage", "Corvin", "mcts:hard", 9105, 8),
)
"""The ladder, weakest first."""


def rung(rung_id: str) -> Rung:
    """The rung called `rung_id`; raises KeyError."""
    for r in LADDER:
        if r.id == rung_id:
            return r
    raise KeyError(rung_id)


def rung_named(name: str) -> Rung | None:
    """The rung whose opponent is called `name` (a solo table's bot seat), or None."""
    return next((r for r in LADDER if r.name == name), None)


def bonus_cards(r: Rung) -> list[int]:
    """The stronger cards a rung gets beside its starter collection: uncommons and rares."""
    rng = Rng(r.seed)
    strong = [c.kind for c in CHARACTERS if c.rarity is not Rarity.COMMON]
    strong += [p.kind for p in POTIONS if p.rarity is not Rarity.COMMON]
    return rng.sample(strong, r.bonus)


def opponent_profile(store: CollectionStore, r: Rung) -> Profile:
    """The rung's collection profile, made at first need."""
    from game.collection.packs import starter

    found = store.profile(r.profile_name())
    if found is not None:
        store.ensure_playable(found)
        return found
    return store.create_profile(r.profile_name(), r.seed, cards=starter(r.seed) + bonus_cards(r), is_bot=True)


def pools(store: CollectionStore, player: Profile, r: Rung) -> list[list[int]]:
    """The two seats' pools for a match: the cards each may stake now."""
    return [sorted(store.available(player).elements()), sorted(store.available(opponent_profile(store, r)).elements())]


def settle_solo(store: CollectionStore, player: Profile, r: Rung, result: dict[str, Any]) -> bool:
    """Apply a finished solo match against `r` (the player in seat 0) to both collections, once;
    False when there was nothing to apply (no match id, or applied before)."""
    host_match = result.get("match_id")
    if not isinstance(host_match, str):
        return False
    match_id = f"{host_match}@{player.name}"
    decks = list(result.get("decks") or [[], []])
    if store.match(match_id) is None:
        store.begin_match(player, match_id, r.name, bool(result.get("real")), 0, list(decks[0]),
                          opponent_profile(store, r), list(decks[1]))
    return store.finish_match(match_id, result)
