"""A collection as a file: export it, import it, refuse a damaged or foreign one.

The file is JSON: ``{"format": "elixir-arcade-collection", "game": "quest", "version": 1,
"profile": name, "cards": {kind: count}, "decks": {name: [kinds]}, "checksum": ...}``, the
checksum being the SHA-256 of the rest in canonical form. Importing creates a new profile (it
never merges into or overwrites an existing one) and refuses, with a clear message, a file that
is not JSON, not a collection, of another game, of a newer version, altered (checksum), or
holding unknown cards or decks against the rules.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from engine.quest.cards import is_character, is_potion
from engine.quest.decks import deck_problem
from game.collection.store import CollectionStore, Profile

FORMAT = "elixir-arcade-collection"
VERSION = 1
MAX_COPIES = 999
"""The most copies of one card a collection file may hold (a real collection holds a few; a
count of 2**64 made an import build a list until memory ran out)."""


class BadCollectionFile(ValueError):
    """A collection file that cannot be imported; the message says why."""


def _checksum(body: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def export_collection(store: CollectionStore, profile: Profile, path: Path) -> None:
    """Write `profile`'s cards and decks to `path` (atomically: a temporary file, then a rename)."""
    body: dict[str, Any] = {"format": FORMAT, "game": "quest", "version": VERSION, "profile": profile.name,
                            "cards": {str(k): n for k, n in sorted(store.cards(profile).items())},
                            "decks": store.decks(profile)}
    body["checksum"] = _checksum(body)
    temporary = path.with_name(path.name + ".part")
    temporary.write_text(json.dumps(body, indent=1, sort_keys=True), encoding="utf-8")
    temporary.replace(path)


def read_collection(path: Path) -> dict[str, Any]:
    """The checked contents of a collection file; raises BadCollectionFile with the reason."""
    try:
        body = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise BadCollectionFile(f"{path.name} is not a readable collection file ({error})") from error
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise BadCollectionFile(f"{path.name} is not an Elixir Arcade collection")
    if body.get("game") != "quest":
        raise BadCollectionFile(f"{path.name} is a collection of another game ({body.get('game')!r})")
    if not isinstance(body.get("version"), int) or body["version"] > VERSION:
        raise BadCollectionFile(f"{path.name} was written by a newer version of the game")
    claimed = body.pop("checksum", None)
    if claimed != _checksum(body):
        raise BadCollectionFile(f"{path.name} is damaged or was altered (its checksum does not match)")
    cards = body.get("cards")
    if not isinstance(cards, dict) or not all(
            isinstance(n, int) and n > 0 and k.isdigit() and (is_character(int(k)) or is_potion(int(k)))
            for k, n in cards.items()):
        raise BadCollectionFile(f"{path.name} holds cards this game does not have")
    if any(n > MAX_COPIES for n in cards.values()):
        raise BadCollectionFile(f"{path.name} holds more than {MAX_COPIES} copies of a card")
    decks = body.get("decks")
    if not isinstance(decks, dict):
        raise BadCollectionFile(f"{path.name} has no list of decks")
    for name, kinds in decks.items():
        if not name.strip():
            raise BadCollectionFile(f"{path.name}: a deck has no name")
        if not isinstance(kinds, list) or not all(isinstance(k, int) for k in kinds):
            raise BadCollectionFile(f"{path.name}: the deck {name!r} is not a list of cards")
        problem = deck_problem(kinds, sum(1 for k in kinds if is_potion(k)))
        if problem:
            raise BadCollectionFile(f"{path.name}: the deck {name!r} breaks the rules: {problem}")
    return body


def import_collection(store: CollectionStore, path: Path, name: str | None = None, seed: int = 0) -> Profile:
    """A new profile (called `name`, or the file's) holding the file's cards and decks, created
    in one transaction (a refused import leaves no trace). The decks are taken as the file has
    them, like the exported profile's: one that names a card lost in a real match since it
    was saved stays, incomplete, as it was there."""
    body = read_collection(path)
    kinds = [int(k) for k, n in body["cards"].items() for _ in range(n)]
    return store.create_profile(name or str(body["profile"]), seed, cards=kinds, decks=body["decks"])
