"""The window's Elixir Quest collection: where it is, the player's profile, and settling the
matches the window plays (solo against the ladder, or at a LAN table) once each.

Functions of the app's context, used by the match screen, the deck builder and the table's shell.
"""

from __future__ import annotations

import logging
import zlib
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from game.collection.ladder import rung_named, settle_solo
from game.collection.store import CollectionError, CollectionStore, CorruptCollection, Profile, default_path
from game.context import Context

log = logging.getLogger("game.collection.window")


def profile_seed(name: str) -> int:
    """The starter collection's seed of a player called `name` (the same name, the same cards)."""
    return zlib.crc32(name.encode("utf-8"))


def open_store(ctx: Context) -> CollectionStore:
    """The window's collection database (tests may give another path as ``ctx.services["collection"]``)."""
    path = ctx.services.get("collection") or default_path()
    return CollectionStore(path)


@contextmanager
def player_store(ctx: Context, doing: str,
                 player: str | None = None) -> Iterator[tuple[CollectionStore, Profile] | None]:
    """The open collection and the profile of `player` (the player's name in the settings by
    default), closed afterwards; None (logged, with what was being done) when the file cannot
    be read: a damaged file is kept aside by the store."""
    name = player or ctx.settings.name
    try:
        store = open_store(ctx)
    except (CorruptCollection, OSError) as exc:
        log.error("%s: the collection cannot be read: %s", doing, exc)
        yield None
        return
    try:
        yield store, store.open_profile(name, profile_seed(name))
    finally:
        store.close()


def settle_after(ctx: Context, result: dict[str, Any], opponent: str, player: str | None = None) -> None:
    """Apply a finished solo match against the ladder's `opponent` to both collections (once),
    `player`'s side in the collection of that name (the one the match began with; the settings'
    name by default). A result the collections cannot take (a card staked that is no longer
    owned) changes nothing: it is logged and the player told."""
    r = rung_named(opponent)
    with player_store(ctx, "settling a solo match", player) as opened:
        if r is not None and opened is not None:
            store, profile = opened
            packs = store.gifts(profile)
            try:
                settle_solo(store, profile, r, result)
            except CollectionError as exc:
                _not_settled(ctx, exc)
            if store.gifts(profile) > packs:  # the match left too few cards to make a deck
                ctx.notify(ctx.tr("quest.free_pack"))


def settle_lan(ctx: Context, result: dict[str, Any], seat: int, table: str) -> None:
    """Apply a LAN match's result to the player's collection, once per the host's match id
    (a result it cannot take changes nothing, as for `settle_after`)."""
    host_match = result.get("match_id")
    with player_store(ctx, "settling a LAN match") as opened:
        if not isinstance(host_match, str) or opened is None:
            return
        store, player = opened
        match_id = f"{host_match}@{player.name}"
        decks = list(result.get("decks") or [[], []])
        try:
            store.begin_match(player, match_id, table, bool(result.get("real")), seat, list(decks[seat]))
            store.finish_match(match_id, result)
        except CollectionError as exc:
            _not_settled(ctx, exc)


def _not_settled(ctx: Context, exc: CollectionError) -> None:
    log.error("a match's result was not applied to the collection: %s", exc)
    ctx.notify(ctx.tr("quest.not_settled"))


def owned_cards(ctx: Context) -> Counter[int] | None:
    """The player's collection (None when it cannot be read: the table then offers every card)."""
    with player_store(ctx, "reading the deck's cards") as opened:
        return None if opened is None else opened[0].available(opened[1])
