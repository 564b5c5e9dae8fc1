"""An Elixir Quest duel over the LAN: a headless host, two `join --bot` clients with their own
collections; a real match moves exactly the cards won between the two collections, once."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

from nethelpers import REPO
from test_net_commands import ENV, start

from game.collection.packs import starter
from game.collection.store import CollectionStore


def collection(path: Path, profile: str) -> Counter[int]:
    store = CollectionStore(path)
    found = store.profile(profile)
    cards = store.cards(found) if found else Counter()
    store.close()
    return cards


def test_a_real_lan_duel_moves_the_cards_won_between_the_two_collections_once(tmp_path: Path) -> None:
    books = [tmp_path / "ann.sqlite3", tmp_path / "bob.sqlite3"]
    host = start("host", "--game", "quest", "--players", "2", "--bind", "127.0.0.1", "--port", "0", "--floor", "0",
                 "--seed", "6", "--name", "Duel", "--linger", "5", "--no-announce",
                 "--option", "pools=open", "--option", "real=true")
    joins: list[subprocess.Popen[str]] = []
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert line.startswith("LISTENING 127.0.0.1 "), line + (host.stderr.read() if host.stderr else "")
        port = line.split()[2]
        joins = [start("join", f"127.0.0.1:{port}", "--bot", bot, "--seed", str(i + 1), "--name", who,
                       "--collection", str(book), "--new-seat")
                 for i, (bot, who, book) in enumerate(zip(["greedy", "mcts:easy"], ["Ann", "Bob"], books, strict=True))]
        outs = [j.communicate(timeout=120) for j in joins]
        host_out, host_err = host.communicate(timeout=60)
    finally:
        for proc in [host, *joins]:
            if proc.poll() is None:
                proc.kill()
    assert host.returncode == 0, host_err
    result = json.loads(next(x for x in host_out.splitlines() if x.startswith("RESULT "))[len("RESULT "):])
    assert result["real"] is True and result["transfers"] and result["match_id"]
    seats = {}
    for (out, err), proc, name in zip(outs, joins, ["Ann", "Bob"], strict=True):
        assert proc.returncode == 0, err
        seat = int(next(x for x in out.splitlines() if x.startswith("SEAT "))[5:])
        seats[name] = seat
        assert any(x.startswith("COLLECTION ") and " applied " in x for x in out.splitlines()), out
    owned = {"Ann": collection(books[0], "Ann"), "Bob": collection(books[1], "Bob")}
    for name, seat in seats.items():
        won = Counter(t["kind"] for t in result["transfers"] if t["to"] == seat)
        lost = Counter(t["kind"] for t in result["transfers"] if t["from"] == seat)
        store = CollectionStore(books[0] if name == "Ann" else books[1])
        profile = store.profile(name)
        assert profile is not None
        assert owned[name] == Counter(starter(profile.seed)) - lost + won
        # the same result again (a host that resends it) changes nothing
        assert store.finish_match(f"{result['match_id']}@{name}", result) is False
        assert store.cards(profile) == owned[name]
        store.close()


def join_poor_collection(tmp_path: Path, *options: str, real: bool = False) -> subprocess.CompletedProcess[str]:
    """A `join --bot greedy` whose profile owns five cards, at a quest table with `options`: a
    practice table with a host bot, or (`real`) a real one, whose other seat a second `join` with a
    starter collection takes (a host refuses a real match with bots: they have no collection)."""
    book = tmp_path / "poor.sqlite3"
    store = CollectionStore(book)
    store.create_profile("Poor", 1, cards=[1, 2, 3, 4, 5])
    store.close()
    seats = ["--option", "real=true"] if real else ["--bots", "1"]
    host = start("host", "--game", "quest", "--players", "2", *seats, "--bind", "127.0.0.1", "--port", "0",
                 "--floor", "0", "--linger", "0", "--no-announce", *options)
    other = None
    try:
        assert host.stdout is not None
        port = host.stdout.readline().split()[2]
        if real:
            other = start("join", f"127.0.0.1:{port}", "--bot", "greedy", "--name", "Rich", "--collection",
                          str(tmp_path / "rich.sqlite3"), "--new-seat", "--timeout", "60")
        return subprocess.run([sys.executable, "-m", "game", "join", f"127.0.0.1:{port}", "--bot", "greedy",
                               "--name", "Poor", "--collection", str(book), "--new-seat", "--timeout", "60"],
                              cwd=REPO, env=ENV, text=True, capture_output=True, timeout=90)
    finally:
        if other is not None:
            other.kill()
        host.kill()


def test_a_join_whose_collection_cannot_make_the_deck_says_so(tmp_path: Path) -> None:
    join = join_poor_collection(tmp_path, "--option", "pools=open", real=True)
    assert join.returncode == 1 and "cannot make a deck" in join.stderr


def test_a_join_at_a_practice_table_plays_the_tables_cards_not_its_collection(tmp_path: Path) -> None:
    """A headless quest host without `pools=open` deals one drawn pool: `join` narrowed its deck
    to its collection even in a practice match, where nothing is at stake, and gave up ("cannot
    make a deck") at a table the window plays; it now plays the table's cards, as the window does."""
    join = join_poor_collection(tmp_path)
    assert join.returncode == 0, join.stderr[-2000:]
    assert any(line.startswith("RESULT ") for line in join.stdout.splitlines()), join.stdout
