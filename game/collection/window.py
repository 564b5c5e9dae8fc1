"""The window's Elixir Quest collection: where it is, the player's profile, and settling the
matches the window plays (solo against the ladder, or at a LAN table) once each.

Functions of the app's context, used by the match screen, the deck builder and the table's shell.
"""

from __future__ import annotations

import logging
import zlib
from collections import Counter
from typing import Any

from game.collection.ladder import rung_named, settle_solo
from game.collection.store import CollectionStore, CorruptCollection, default_path
from game.context import Context

log = logging.getLogger("game.collection.window")


def profile_seed(name: str) -> int:
    """The starter collection's seed of a player called `name` (the same name, the same cards)."""
    return zlib.crc32(name.encode("utf-8"))


def open_store(ctx: Context) -> CollectionStore:
    """The window's collection database (tests may give another path as ``ctx.services["collection"]``)."""
    path = ctx.services.get("collection") or default_path()
    return CollectionStore(path)


def settle_after(ctx: Context, result: dict[str, Any], opponent: str) -> None:
    """Apply a finished solo match against the ladder's `opponent` to both collections (once)."""
    r = rung_named(opponent)
    if r is None:
        return
    try:
        store = open_store(ctx)
    except (CorruptCollection, OSError) as exc:
        log.error("the match could not be recorded in the collection: %s", exc)
        return
    try:
        player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
        settle_solo(store, player, r, result)
    finally:
        store.close()


def settle_lan(ctx: Context, result: dict[str, Any], seat: int, table: str) -> None:
    """Apply a LAN match's result to the player's collection, once per the host's match id."""
    host_match = result.get("match_id")
    if not isinstance(host_match, str):
        return
    try:
        store = open_store(ctx)
    except (CorruptCollection, OSError) as exc:
        log.error("the match could not be recorded in the collection: %s", exc)
        return
    try:
        player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
        match_id = f"{host_match}@{player.name}"
        decks = list(result.get("decks") or [[], []])
        store.begin_match(player, match_id, table, bool(result.get("real")), seat, list(decks[seat]))
        store.finish_match(match_id, result)
    finally:
        store.close()


def owned_cards(ctx: Context) -> Counter[int] | None:
    """The player's collection (None when it cannot be read: the table then offers every card)."""
    try:
        store = open_store(ctx)
    except (CorruptCollection, OSError) as exc:
        log.error("the collection cannot be read: %s", exc)
        return None
    try:
        return store.available(store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name)))
    finally:
        store.close()
