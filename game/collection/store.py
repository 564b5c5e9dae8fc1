"""The collection database: profiles, the cards they own, their decks, and their matches.

One SQLite file (standard library `sqlite3`) under the platformdirs data directory, in WAL mode
with full sync, its schema versioned (`game.collection.schema`). Every change of ownership is
one transaction. A real match is journaled in three steps, each one transaction:

1. `begin_match` records the match and its stake (the deck's cards, which are then locked: no
   other match can stake them);
2. `record_result` records the engine's result;
3. `apply_result` moves the cards won and lost and marks the match finished.

A crash between any two statements leaves the collection before or after the match, never in
between, and `recover` (run at every open) settles what a crash left: a match with a result is
applied, one without is voided (its stake unlocked, nothing moved). Applying a result twice,
as a LAN result sent again would, is a no-op. A file that is not a sound collection database
is never overwritten: it is moved aside and reported (`CorruptCollection`).
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.quest.cards import is_character, is_potion
from engine.quest.decks import deck_problem
from game.collection.packs import free_pack, needs_free_pack, starter
from game.collection.schema import NewerDatabase, migrate, transaction

FILE_NAME = "quest-collection.sqlite3"
BUSY_TIMEOUT = 15.0
"""Seconds to wait for another process (a second window, a `join`) to finish its change."""


class CorruptCollection(Exception):
    """The collection file is not a sound database; it was moved to `kept_at`, untouched."""

    def __init__(self, path: Path, kept_at: Path, reason: str) -> None:
        super().__init__(f"the collection {path} is damaged ({reason}); it was kept as {kept_at}")
        self.path, self.kept_at, self.reason = path, kept_at, reason


class CollectionError(ValueError):
    """A change the collection refuses (cards not owned, a deck against the rules, ...)."""


@dataclass(frozen=True)
class Profile:
    """A player (or a ladder bot) with a collection."""

    id: int
    name: str
    seed: int
    is_bot: bool


@dataclass(frozen=True)
class MatchRecord:
    """One match as the journal holds it."""

    id: str
    opponent: str
    real: bool
    seat: int
    stake: list[int]
    state: str
    result: dict[str, Any] | None


def default_path() -> Path:
    """Where the window and `join` keep the collection (the platformdirs data directory)."""
    from game.saves import data_dir

    return data_dir() / FILE_NAME


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _aside(path: Path) -> Path:
    n = 1
    while True:
        target = path.with_name(f"{path.name}.damaged-{n}")
        if not target.exists():
            return target
        n += 1


class CollectionStore:
    """An open collection database (see the module text). `checkpoint(label)`, when given, is
    called between the statements of every change (the crash tests kill the process there)."""

    def __init__(self, path: Path, checkpoint: Callable[[str], None] | None = None) -> None:
        self.path = path
        self._checkpoint = checkpoint or (lambda label: None)
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT)
            self.db.execute("PRAGMA foreign_keys = ON")
            if self.db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("integrity check failed")
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = FULL")
            migrate(self.db)
        except (NewerDatabase, sqlite3.OperationalError):  # a newer file, or one busy elsewhere: not damaged
            self.db.close()
            raise
        except sqlite3.DatabaseError as error:
            self.db.close()
            kept = _aside(path)
            path.rename(kept)
            for suffix in ("-wal", "-shm"):
                side = path.with_name(path.name + suffix)
                if side.exists():
                    side.rename(kept.with_name(kept.name + suffix))
            raise CorruptCollection(path, kept, str(error)) from error
        self.recovered = self.recover()

    def close(self) -> None:
        """Close the database."""
        self.db.close()

    # ---- profiles and cards ------------------------------------------------------------------

    def profile(self, name: str) -> Profile | None:
        """The profile called `name`, or None."""
        row = self.db.execute("SELECT id, name, seed, is_bot FROM profiles WHERE name = ?", (name,)).fetchone()
        return Profile(row[0], row[1], row[2], bool(row[3])) if row else None

    def profiles(self, bots: bool = False) -> list[Profile]:
        """Every player profile (or every bot profile), by name."""
        rows = self.db.execute("SELECT id, name, seed, is_bot FROM profiles WHERE is_bot = ? ORDER BY name",
                               (int(bots),))
        return [Profile(r[0], r[1], r[2], bool(r[3])) for r in rows]

    def create_profile(self, name: str, seed: int, cards: Iterable[int] | None = None,
                       is_bot: bool = False, decks: Mapping[str, list[int]] | None = None) -> Profile:
        """A new profile with `cards` (kinds), or the starter collection of `seed`, and `decks`
        (name -> kinds, each keeping the rules); one transaction: all of it or nothing. A deck
        may name cards the profile does not hold, as a saved deck does once a real match took
        them (the deck builder shows what it lacks)."""
        if not name.strip():
            raise CollectionError("a profile needs a name")
        if not is_bot and name.strip().lower().startswith("ladder:"):
            raise CollectionError(f"{name!r} is a name kept for the ladder's opponents")
        if self.profile(name) is not None:
            raise CollectionError(f"there is already a profile called {name!r}")
        for deck_name, deck in (decks or {}).items():
            problem = deck_problem(deck, sum(1 for k in deck if is_potion(k)))
            if problem or not deck_name.strip():
                raise CollectionError(f"the deck {deck_name!r} breaks the rules: {problem or 'it has no name'}")
        kinds = list(starter(seed) if cards is None else cards)
        with transaction(self.db):
            cur = self.db.execute("INSERT INTO profiles (name, is_bot, seed, created) VALUES (?, ?, ?, ?)",
                                  (name, int(is_bot), seed, _now()))
            pid = int(cur.lastrowid or 0)
            self._add(pid, Counter(kinds))
            for deck_name, deck in (decks or {}).items():
                self.db.execute("INSERT INTO decks (profile, name, cards) VALUES (?, ?, ?)",
                                (pid, deck_name, json.dumps(sorted(deck))))
        found = self.profile(name)
        assert found is not None
        return found

    def open_profile(self, name: str, seed: int) -> Profile:
        """The profile called `name`, created with the starter collection of `seed` if new."""
        return self.profile(name) or self.create_profile(name, seed)

    def cards(self, profile: Profile) -> Counter[int]:
        """The cards `profile` owns: kind -> count."""
        rows = self.db.execute("SELECT kind, count FROM cards WHERE profile = ?", (profile.id,))
        return Counter({int(k): int(n) for k, n in rows})

    def locked(self, profile: Profile) -> Counter[int]:
        """The cards staked in `profile`'s real matches that are not settled yet."""
        out: Counter[int] = Counter()
        rows = self.db.execute("SELECT stake FROM matches WHERE profile = ? AND real = 1 AND state IN "
                               "('started', 'resulted')", (profile.id,))
        for (stake,) in rows:
            out.update(json.loads(stake))
        return out

    def available(self, profile: Profile) -> Counter[int]:
        """The cards `profile` may stake now: owned, less those locked in unsettled matches."""
        return self.cards(profile) - self.locked(profile)

    def _add(self, pid: int, kinds: Counter[int]) -> None:
        for kind, n in sorted(kinds.items()):
            self.db.execute("INSERT INTO cards (profile, kind, count) VALUES (?, ?, ?) ON CONFLICT(profile, kind) "
                            "DO UPDATE SET count = count + excluded.count", (pid, kind, n))
            self._checkpoint(f"add {kind}")

    def _remove(self, pid: int, kinds: Counter[int]) -> None:
        for kind, n in sorted(kinds.items()):
            row = self.db.execute("SELECT count FROM cards WHERE profile = ? AND kind = ?", (pid, kind)).fetchone()
            if row is None or row[0] < n:
                raise CollectionError(f"card kind {kind} is not owned {n} times")
            if row[0] == n:
                self.db.execute("DELETE FROM cards WHERE profile = ? AND kind = ?", (pid, kind))
            else:
                self.db.execute("UPDATE cards SET count = count - ? WHERE profile = ? AND kind = ?", (n, pid, kind))
            self._checkpoint(f"remove {kind}")

    # ---- decks --------------------------------------------------------------------------------

    def deck_problem(self, profile: Profile, kinds: list[int], potions: int) -> str | None:
        """Why `kinds` cannot be a deck of `profile` for matches of `potions` potions, or None."""
        problem = deck_problem(kinds, potions)
        if problem:
            return problem
        missing = Counter(kinds) - self.cards(profile)
        if missing:
            return f"the collection lacks card kind {min(missing)}"
        return None

    def save_deck(self, profile: Profile, name: str, kinds: list[int]) -> None:
        """Keep a named deck (replacing one of that name); refused with the reason if illegal."""
        potions = sum(1 for k in kinds if is_potion(k))
        problem = self.deck_problem(profile, kinds, potions)
        if problem:
            raise CollectionError(problem)
        if not name.strip():
            raise CollectionError("a deck needs a name")
        with transaction(self.db):
            self.db.execute("INSERT INTO decks (profile, name, cards) VALUES (?, ?, ?) ON CONFLICT(profile, name) "
                            "DO UPDATE SET cards = excluded.cards", (profile.id, name, json.dumps(sorted(kinds))))

    def delete_deck(self, profile: Profile, name: str) -> None:
        """Forget a named deck."""
        with transaction(self.db):
            self.db.execute("DELETE FROM decks WHERE profile = ? AND name = ?", (profile.id, name))

    def decks(self, profile: Profile) -> dict[str, list[int]]:
        """`profile`'s named decks, by name."""
        rows = self.db.execute("SELECT name, cards FROM decks WHERE profile = ? ORDER BY name", (profile.id,))
        return {name: list(json.loads(cards)) for name, cards in rows}

    # ---- matches ------------------------------------------------------------------------------

    def begin_match(self, profile: Profile, match_id: str, opponent: str, real: bool, seat: int,
                    stake: list[int], opponent_profile: Profile | None = None,
                    opponent_stake: list[int] | None = None) -> bool:
        """Journal a match about to start (False if `match_id` is already known: nothing changes).
        A real match's stake must be available (owned and not locked), for both profiles when the
        opponent is a local profile (a ladder bot)."""
        if self.db.execute("SELECT 1 FROM matches WHERE id = ?", (match_id,)).fetchone():
            return False
        sides = [(profile, stake)] + ([(opponent_profile, opponent_stake or [])] if opponent_profile else [])
        if real:
            for who, cards in sides:
                short = Counter(cards) - self.available(who)
                if short:
                    raise CollectionError(f"{who.name} cannot stake card kind {min(short)}")
        with transaction(self.db):
            self.db.execute("INSERT INTO matches (id, profile, opponent, opponent_profile, real, seat, stake, state, "
                            "started) VALUES (?, ?, ?, ?, ?, ?, ?, 'started', ?)",
                            (match_id, profile.id, opponent, opponent_profile.id if opponent_profile else None,
                             int(real), seat, json.dumps(sorted(stake)), _now()))
            if opponent_profile is not None:
                self.db.execute("INSERT INTO matches (id, profile, opponent, opponent_profile, real, seat, stake, "
                                "state, started) VALUES (?, ?, ?, NULL, ?, ?, ?, 'started', ?)",
                                (f"{match_id}/{opponent_profile.name}", opponent_profile.id, profile.name, int(real),
                                 1 - seat, json.dumps(sorted(opponent_stake or [])), _now()))
        self._checkpoint("begun")
        return True

    def match(self, match_id: str) -> MatchRecord | None:
        """The journal's record of a match, or None."""
        row = self.db.execute("SELECT id, opponent, real, seat, stake, state, result FROM matches WHERE id = ?",
                              (match_id,)).fetchone()
        if row is None:
            return None
        return MatchRecord(row[0], row[1], bool(row[2]), row[3], json.loads(row[4]), row[5],
                           json.loads(row[6]) if row[6] else None)

    def record_result(self, match_id: str, result: dict[str, Any]) -> None:
        """Journal a started match's result (the engine's ``transfers`` say what moves)."""
        with transaction(self.db):
            self.db.execute("UPDATE matches SET result = ?, state = 'resulted' WHERE id = ? AND state = 'started'",
                            (json.dumps(result, sort_keys=True), match_id))
        self._checkpoint("resulted")

    def apply_result(self, match_id: str) -> bool:
        """Move the cards of a resulted match and mark it finished, in one transaction (both local
        profiles' sides at once); False if there was nothing to apply (already finished, voided or
        never resulted)."""
        row = self.db.execute("SELECT profile, opponent_profile, real, seat, result, state FROM matches WHERE id = ?",
                              (match_id,)).fetchone()
        if row is None or row[5] != "resulted":
            return False
        pid, opponent_pid, real, seat, result = row[0], row[1], bool(row[2]), row[3], json.loads(row[4])
        with transaction(self.db):
            self._checkpoint("apply begun")
            if real:
                self._move(pid, seat, result)
                if opponent_pid is not None:
                    self._move(opponent_pid, 1 - seat, result)
            self.db.execute("UPDATE matches SET state = 'finished', ended = ? WHERE id = ? OR id LIKE ?",
                            (_now(), match_id, f"{match_id}/%"))
            self._checkpoint("apply ending")
        self._checkpoint("applied")
        for who in (pid, opponent_pid):
            if who is not None:
                self.ensure_playable(self._profile_by_id(who))
        return True

    def finish_match(self, match_id: str, result: dict[str, Any]) -> bool:
        """`record_result` then `apply_result`: what a client does with a match's RESULT. Applying
        the same match again changes nothing and returns False."""
        record = self.match(match_id)
        if record is None or record.state in ("finished", "voided"):
            return False
        if record.state == "started":
            self.record_result(match_id, result)
        return self.apply_result(match_id)

    def _move(self, pid: int, seat: int, result: dict[str, Any]) -> None:
        lost = Counter(int(t["kind"]) for t in result.get("transfers", []) if t["from"] == seat)
        won = Counter(int(t["kind"]) for t in result.get("transfers", []) if t["to"] == seat)
        self._remove(pid, lost)
        self._add(pid, won)

    def void_match(self, match_id: str) -> None:
        """Settle an unfinished match without moving anything (its stake is unlocked)."""
        with transaction(self.db):
            self.db.execute("UPDATE matches SET state = 'voided', ended = ? WHERE (id = ? OR id LIKE ?) "
                            "AND state IN ('started', 'resulted')", (_now(), match_id, f"{match_id}/%"))

    def recover(self) -> list[tuple[str, str]]:
        """Settle what a crash left: resulted matches are applied, started ones voided. Returns
        (match id, "applied" or "voided") for each."""
        done: list[tuple[str, str]] = []
        rows = self.db.execute("SELECT id, state FROM matches WHERE state IN ('started', 'resulted') "
                               "AND id NOT LIKE '%/%' ORDER BY started").fetchall()
        for match_id, state in rows:
            if state == "resulted":
                self.apply_result(match_id)
                done.append((match_id, "applied"))
            else:
                self.void_match(match_id)
                done.append((match_id, "voided"))
        return done

    def history(self, profile: Profile) -> list[MatchRecord]:
        """`profile`'s matches, newest first."""
        rows = self.db.execute("SELECT id FROM matches WHERE profile = ? ORDER BY started DESC, rowid DESC",
                               (profile.id,)).fetchall()
        return [m for (mid,) in rows if (m := self.match(mid)) is not None]

    # ---- never unable to play ----------------------------------------------------------------

    def ensure_playable(self, profile: Profile) -> list[int]:
        """Give `profile` a free pack if it can no longer make a deck; the kinds given (or [])."""
        if not needs_free_pack(self.cards(profile)):
            return []
        given = int(self.db.execute("SELECT COUNT(*) FROM gifts WHERE profile = ?", (profile.id,)).fetchone()[0])
        pack = free_pack(profile.seed, given)
        with transaction(self.db):
            self._add(profile.id, Counter(pack))
            self.db.execute("INSERT INTO gifts (profile, reason, cards, given) VALUES (?, 'free pack', ?, ?)",
                            (profile.id, json.dumps(pack), _now()))
        return pack

    def gifts(self, profile: Profile) -> int:
        """How many free packs `profile` has been given."""
        return int(self.db.execute("SELECT COUNT(*) FROM gifts WHERE profile = ?", (profile.id,)).fetchone()[0])

    def _profile_by_id(self, pid: int) -> Profile:
        row = self.db.execute("SELECT id, name, seed, is_bot FROM profiles WHERE id = ?", (pid,)).fetchone()
        return Profile(row[0], row[1], row[2], bool(row[3]))


def characters_of(kinds: Iterable[int]) -> list[int]:
    """The character kinds among `kinds`."""
    return [k for k in kinds if is_character(k)]
