"""`elixir-arcade collection`: look at, export and import an Elixir Quest collection.

    elixir-arcade collection list [--profile NAME] [--json]
    elixir-arcade collection export FILE --profile NAME
    elixir-arcade collection import FILE [--profile NEW NAME]

`--collection FILE` names the database (default: the user's, in the platformdirs data
directory). A damaged database is reported and kept aside; a damaged or foreign collection file
is refused with its reason (exit 1), and nothing is imported.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from game.commands.output import print_json

HELP = "Elixir Quest collections: list the cards and decks of a profile, export or import one as a file."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The collection command's actions, each with its own options (so that options and the
    FILE may come in any order: `export --profile NAME FILE` as well as `export FILE --profile NAME`)."""
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    listing = actions.add_parser("list", help="every profile, or one profile's cards and decks")
    listing.add_argument("--profile", default=None, help="the profile to show (every profile when missing)")
    listing.add_argument("--json", action="store_true", help="print one JSON object")
    export = actions.add_parser("export", help="write a profile's collection to FILE")
    export.add_argument("file", help="the collection file to write")
    export.add_argument("--profile", default=None, help="the profile to export")
    imported = actions.add_parser("import", help="a new profile from a collection FILE")
    imported.add_argument("file", help="the collection file to read")
    imported.add_argument("--profile", default=None, help="the new profile's name (the file's when missing)")
    for action in (listing, export, imported):
        action.add_argument("--collection", default=None, metavar="DB",
                            help="the collection database (default: the user's)")


def run(args: argparse.Namespace) -> int:
    """Carry out the action; 0 on success, 1 when the collection refuses."""
    from game.cli import UsageError
    from game.collection.exchange import BadCollectionFile, export_collection, import_collection
    from game.collection.store import CollectionError, CollectionStore, CorruptCollection, default_path

    if args.action == "export" and not args.profile:
        raise UsageError("collection export needs --profile NAME (collection list names them)")
    try:
        store = CollectionStore(Path(args.collection) if args.collection else default_path())
    except CorruptCollection as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    try:
        if args.action == "list":
            return _list(store, args)
        if args.action == "export":
            profile = store.profile(args.profile)
            if profile is None:
                print(f"error: no profile called {args.profile!r}", file=sys.stderr)
                return 1
            export_collection(store, profile, Path(args.file))
            print(f"exported {profile.name} to {args.file}")
            return 0
        try:
            profile = import_collection(store, Path(args.file), name=args.profile)
        except (BadCollectionFile, CollectionError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        print(f"imported {args.file} as {profile.name}")
        return 0
    finally:
        store.close()


def _list(store: Any, args: argparse.Namespace) -> int:
    """Every profile in one line each; with --profile, that profile's cards and decks by name
    (a deck's cards the collection no longer holds are named as missing); --json: the data."""
    profiles = [p for p in store.profiles() if args.profile in (None, p.name)]
    if args.profile is not None and not profiles:
        print(f"error: no profile called {args.profile!r}", file=sys.stderr)
        return 1
    rows = [{"profile": p.name, "cards": {str(k): n for k, n in sorted(store.cards(p).items())},
             "decks": store.decks(p), "matches": [{"id": m.id, "opponent": m.opponent, "real": m.real,
                                                   "state": m.state} for m in store.history(p)]}
            for p in profiles]
    if args.json:
        print_json(args, {"profiles": rows}, sort_keys=True)
        return 0
    for row in rows:
        print(f"{row['profile']}: {_count(sum(row['cards'].values()), 'card')}, {_count(len(row['decks']), 'deck')}, "
              f"{_count(len(row['matches']), 'match', 'matches')}")
        if args.profile is not None:
            owned = Counter({int(k): n for k, n in row["cards"].items()})
            for kind, count in sorted(owned.items(), key=lambda item: _card_line(item[0])):
                print(f"  {count} x {_card_line(kind)}")
            for name, kinds in row["decks"].items():
                missing = Counter(kinds) - owned
                lacks = f" (lacks {', '.join(_card_name(k) for k in sorted(missing.elements()))})" if missing else ""
                print(f"  deck {name!r}: {', '.join(_card_name(k) for k in kinds)}{lacks}")
    return 0


def _count(n: int, one: str, other: str | None = None) -> str:
    return f"{n} {one if n == 1 else other or one + 's'}"


def _card_name(kind: int) -> str:
    from engine.quest.cards import card_data

    return str(card_data(kind)["name"])


def _card_line(kind: int) -> str:
    """A card's name, then what it is: a character's attack/health/mind, or potion; its rarity."""
    from engine.quest.cards import character, is_character, rarity

    what = "potion"
    if is_character(kind):
        c = character(kind)
        what = f"character {c.attack}/{c.health}/{c.mind}"
    return f"{_card_name(kind)} ({what}, {rarity(kind).value})"
