"""The collection database: schema and migrations, starter collections, decks, the match journal,
never unable to play, damaged files, export and import."""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.quest.cards import Rarity, character, is_character, rarity
from game.collection.exchange import BadCollectionFile, export_collection, import_collection
from game.collection.packs import FREE_PACK, needs_free_pack, starter
from game.collection.schema import VERSION, NewerDatabase
from game.collection.store import CollectionError, CollectionStore, CorruptCollection


@pytest.fixture
def store(tmp_path: Path) -> CollectionStore:
    return CollectionStore(tmp_path / "collection.sqlite3")


def test_a_new_database_is_at_the_current_schema_version_in_wal_mode(store: CollectionStore) -> None:
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == VERSION
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_database_of_a_newer_version_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.close()
    with pytest.raises(NewerDatabase):
        CollectionStore(path)
    assert path.exists()


def test_a_damaged_file_is_kept_aside_and_reported_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    path.write_bytes(b"not a database at all " * 200)
    with pytest.raises(CorruptCollection) as raised:
        CollectionStore(path)
    assert raised.value.kept_at.read_bytes() == b"not a database at all " * 200
    assert not path.exists()
    path.write_bytes(b"damaged again " * 200)
    with pytest.raises(CorruptCollection) as again:
        CollectionStore(path)
    assert again.value.kept_at != raised.value.kept_at and raised.value.kept_at.exists()


def test_a_new_profile_gets_a_fair_starter_collection_from_its_seed(store: CollectionStore) -> None:
    ann = store.create_profile("Ann", 7)
    cards = store.cards(ann)
    assert sorted(cards.elements()) == sorted(starter(7)) and starter(7) != starter(8)
    characters = [k for k in cards.elements() if is_character(k)]
    assert len(characters) == 12 and sum(rarity(k) is Rarity.RARE for k in characters) == 1
    assert len(list(cards.elements())) - len(characters) == 8
    with pytest.raises(CollectionError, match="already"):
        store.create_profile("Ann", 1)


def test_a_deck_is_saved_only_when_it_keeps_the_rules_and_the_cards_are_owned(store: CollectionStore) -> None:
    ann = store.create_profile("Ann", 7)
    owned = sorted(store.cards(ann).elements())
    characters = [k for k in owned if is_character(k) and character(k).rarity is not Rarity.RARE][:5]
    potions = [k for k in owned if not is_character(k)][:2]
    store.save_deck(ann, "first", characters + potions)
    assert store.decks(ann) == {"first": sorted(characters + potions)}
    with pytest.raises(CollectionError, match="exactly 5 characters"):
        store.save_deck(ann, "short", characters[:4] + potions)
    missing = next(c.kind for c in map(character, range(1, 65)) if c.kind not in owned and c.rarity is Rarity.COMMON)
    with pytest.raises(CollectionError, match="lacks"):
        store.save_deck(ann, "borrowed", characters[:4] + [missing])


def journal(store: CollectionStore, match_id: str = "m1", skip: int = 0) -> tuple[list[int], list[int], dict[str, Any]]:
    ann, bot = store.profile("Ann"), store.profile("Bot")
    assert ann and bot
    stake_a = sorted(k for k in store.cards(ann).elements() if is_character(k))[skip:skip + 5]
    stake_b = sorted(k for k in store.cards(bot).elements() if is_character(k))[skip:skip + 5]
    store.begin_match(ann, match_id, "Bot", True, 0, stake_a, bot, stake_b)
    result = {"transfers": [{"kind": stake_a[0], "from": 0, "to": 1}, {"kind": stake_b[0], "from": 1, "to": 0},
                            {"kind": stake_b[1], "from": 1, "to": 0}]}
    return stake_a, stake_b, result


def test_a_real_match_moves_the_cards_won_in_one_step_and_only_once(store: CollectionStore) -> None:
    ann, bot = store.create_profile("Ann", 1), store.create_profile("Bot", 2, is_bot=True)
    before = store.cards(ann) + store.cards(bot)
    stake_a, stake_b, result = journal(store)
    assert store.finish_match("m1", result) is True
    assert store.cards(ann)[stake_b[0]] >= 1 and store.cards(bot)[stake_a[0]] >= 1
    assert store.cards(ann) + store.cards(bot) == before
    after = store.cards(ann)
    assert store.finish_match("m1", result) is False and store.cards(ann) == after
    assert store.history(ann)[0].state == "finished"


def test_a_practice_match_moves_nothing(store: CollectionStore) -> None:
    ann = store.create_profile("Ann", 1)
    before = store.cards(ann)
    store.begin_match(ann, "p1", "Someone", False, 0, [])
    store.finish_match("p1", {"transfers": [], "won": [{"kind": 1, "from": 1, "to": 0}]})
    assert store.cards(ann) == before


def test_a_staked_card_cannot_be_staked_again_until_its_match_is_settled(store: CollectionStore) -> None:
    store.create_profile("Ann", 1)
    store.create_profile("Bot", 2, is_bot=True)
    stake_a, _, _ = journal(store, "m1")
    ann = store.profile("Ann")
    assert ann is not None
    assert store.locked(ann) == Counter(stake_a)
    if store.cards(ann)[stake_a[0]] == 1:
        with pytest.raises(CollectionError, match="cannot stake"):
            store.begin_match(ann, "m2", "Other", True, 0, [stake_a[0]])
    store.void_match("m1")
    assert store.locked(ann) == Counter()


def test_reopening_after_a_crash_applies_a_resulted_match_and_voids_a_started_one(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    store = CollectionStore(path)
    store.create_profile("Ann", 1)
    store.create_profile("Bot", 2, is_bot=True)
    _, stake_b, result = journal(store, "resulted")
    store.record_result("resulted", result)
    journal(store, "started", skip=5)
    store.close()
    reopened = CollectionStore(path)
    assert sorted(reopened.recovered) == [("resulted", "applied"), ("started", "voided")]
    ann = reopened.profile("Ann")
    assert ann is not None and reopened.cards(ann)[stake_b[0]] >= 1


def test_a_player_left_without_a_deck_gets_a_free_pack_of_commons(store: CollectionStore) -> None:
    poor = store.create_profile("Poor", 3, cards=[1, 2, 101])
    assert needs_free_pack(store.cards(poor))
    pack = store.ensure_playable(poor)
    assert len(pack) == FREE_PACK and all(character(k).rarity is Rarity.COMMON for k in pack)
    assert not needs_free_pack(store.cards(poor)) and store.ensure_playable(poor) == []


def test_losing_a_real_match_never_leaves_a_player_unable_to_play(store: CollectionStore) -> None:
    ann = store.create_profile("Ann", 1, cards=[1, 2, 3, 4, 5])
    store.create_profile("Bot", 2, is_bot=True)
    bot = store.profile("Bot")
    assert bot is not None
    store.begin_match(ann, "lost", "Bot", True, 0, [1, 2, 3, 4, 5], bot, [])
    store.finish_match("lost", {"transfers": [{"kind": k, "from": 0, "to": 1} for k in (1, 2, 3)]})
    assert not needs_free_pack(store.cards(ann))


def test_a_collection_is_exported_and_imported_as_a_new_profile(store: CollectionStore, tmp_path: Path) -> None:
    ann = store.create_profile("Ann", 4)
    owned = sorted(store.cards(ann).elements())
    deck = [k for k in owned if is_character(k) and character(k).rarity is not Rarity.RARE][:5]
    store.save_deck(ann, "mine", deck)
    path = tmp_path / "ann.json"
    export_collection(store, ann, path)
    copy = import_collection(store, path, name="Ann on the laptop")
    assert store.cards(copy) == store.cards(ann) and store.decks(copy) == {"mine": sorted(deck)}


def ann_whose_deck_lost_a_card(store: CollectionStore) -> tuple[Any, list[int]]:
    """A profile "Ann" with a saved deck "mine" whose first character a real match took."""
    ann = store.create_profile("Ann", 4)
    deck = [k for k in sorted(store.cards(ann).elements()) if is_character(k)
            and character(k).rarity is not Rarity.RARE][:5]
    store.save_deck(ann, "mine", deck)
    bot = store.create_profile("Bot", 5)
    store.begin_match(ann, "m1", "Bot", True, 0, deck, bot, [])
    store.finish_match("m1", {"transfers": [{"kind": deck[0], "from": 0, "to": 1}]})
    return ann, deck


def test_a_collection_whose_deck_lost_a_card_in_a_real_match_is_exported_and_imported_whole(
        store: CollectionStore, tmp_path: Path) -> None:
    """A saved deck keeps a card a real match took; the export carries the deck as it is, and
    importing it gives the same cards and the same (incomplete) deck."""
    ann, deck = ann_whose_deck_lost_a_card(store)
    assert store.decks(ann) == {"mine": sorted(deck)} and store.deck_problem(ann, deck, 0) is not None
    path = tmp_path / "ann.json"
    export_collection(store, ann, path)
    copy = import_collection(store, path, name="Ann again")
    assert store.cards(copy) == store.cards(ann) and store.decks(copy) == store.decks(ann)


def test_a_refused_import_leaves_no_profile_behind(store: CollectionStore, tmp_path: Path) -> None:
    """Creating the profile and its decks is one transaction: a deck the store refuses leaves
    nothing, so the same file can be imported again once it is mended."""
    ann = store.create_profile("Ann", 4)
    with pytest.raises(CollectionError):
        store.create_profile("Half", 4, cards=list(store.cards(ann).elements()), decks={"bad": [1, 2]})
    assert store.profile("Half") is None
    with pytest.raises(CollectionError):
        store.create_profile("Half", 4, cards=[1], decks={"  ": []})
    assert store.profile("Half") is None


def more_of_the_first_card(body: dict[str, Any]) -> dict[str, Any]:
    first = sorted(body["cards"])[0]
    body["cards"][first] += 1
    return body


@pytest.mark.parametrize(("damage", "message"), [
    (lambda body: "{not json", "not a readable collection"),
    (lambda body: json.dumps({**json.loads(body), "format": "something"}), "not an Elixir Arcade collection"),
    (lambda body: json.dumps({**json.loads(body), "game": "magicoa"}), "another game"),
    (lambda body: json.dumps(more_of_the_first_card(json.loads(body))), "damaged or was altered"),
])
def test_a_damaged_or_foreign_collection_file_is_refused_with_its_reason(
        store: CollectionStore, tmp_path: Path, damage: object, message: str) -> None:
    ann = store.create_profile("Ann", 4)
    path = tmp_path / "ann.json"
    export_collection(store, ann, path)
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")  # type: ignore[operator]
    with pytest.raises(BadCollectionFile, match=message):
        import_collection(store, path, name="Other")
    assert store.profile("Other") is None


def test_the_collection_command_lists_exports_and_imports_and_refuses_a_damaged_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    db = str(tmp_path / "c.sqlite3")
    store = CollectionStore(Path(db))
    store.create_profile("Ann", 3)
    store.close()
    assert main(["collection", "export", str(tmp_path / "ann.json"), "--profile", "Ann", "--collection", db]) == 0
    assert main(["collection", "import", str(tmp_path / "ann.json"), "--profile", "Copy", "--collection", db]) == 0
    capsys.readouterr()
    assert main(["collection", "list", "--json", "--collection", db]) == 0
    listed = json.loads(capsys.readouterr().out)["profiles"]
    assert [p["profile"] for p in listed] == ["Ann", "Copy"] and listed[0]["cards"] == listed[1]["cards"]
    (tmp_path / "ann.json").write_text("{broken", encoding="utf-8")
    assert main(["collection", "import", str(tmp_path / "ann.json"), "--profile", "Other", "--collection", db]) == 1
    assert "not a readable collection" in capsys.readouterr().err
    assert main(["collection", "export", "--collection", db]) == 2


def test_the_collection_list_of_a_profile_names_its_cards_and_what_its_decks_lack(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    db = tmp_path / "c.sqlite3"
    store = CollectionStore(db)
    ann, deck = ann_whose_deck_lost_a_card(store)
    store.close()
    capsys.readouterr()
    assert main(["collection", "list", "--profile", "Ann", "--collection", str(db)]) == 0
    out = capsys.readouterr().out
    lost = character(deck[0]).name
    assert out.startswith("Ann: 19 cards, 1 deck, 1 match\n")
    assert f"x {character(deck[1]).name} (character " in out and f"(lacks {lost})" in out
    assert main(["collection", "list", "--profile", "Nobody", "--collection", str(db)]) == 1
    assert "no profile called 'Nobody'" in capsys.readouterr().err
    assert main(["collection", "export", str(tmp_path / "x.json"), "--collection", str(db)]) == 2
    assert "needs --profile" in capsys.readouterr().err
    # options and the FILE in either order ("unrecognized arguments" for this one)
    assert main(["collection", "export", "--profile", "Ann", str(tmp_path / "y.json"), "--collection", str(db)]) == 0
    assert main(["collection", "import", "--collection", str(db), "--profile", "Ann 2", str(tmp_path / "y.json")]) == 0


def test_a_collection_file_with_absurd_counts_is_refused_at_once(store: CollectionStore, tmp_path: Path) -> None:
    """A file (checksum and all) claiming 2**64 copies of a card made the import build a list
    until memory ran out."""
    from game.collection.exchange import MAX_COPIES, _checksum

    ann = store.create_profile("Ann", 4)
    path = tmp_path / "ann.json"
    export_collection(store, ann, path)
    body = json.loads(path.read_text(encoding="utf-8"))
    body.pop("checksum")
    body["cards"][sorted(body["cards"])[0]] = 2 ** 64
    body["checksum"] = _checksum(body)
    path.write_text(json.dumps(body), encoding="utf-8")
    with pytest.raises(BadCollectionFile, match=f"more than {MAX_COPIES} copies"):
        import_collection(store, path, name="Greedy")
    assert store.profile("Greedy") is None


def test_no_player_takes_a_ladder_opponents_name(store: CollectionStore, tmp_path: Path) -> None:
    """Naming oneself "ladder:archmage" took over the strongest opponent's collection."""
    from game.settings import Settings

    with pytest.raises(CollectionError, match="kept for the ladder"):
        store.create_profile("ladder:archmage", 1)
    assert store.create_profile("ladder:archmage", 1, is_bot=True).is_bot
    assert Settings().with_changes(name="Ladder:Archmage").name == Settings().name  # refused, the default kept
    assert Settings().with_changes(name="Ladder lover").name == "Ladder lover"
