"""The collection database's schema, by version, and the migrations between versions.

The version lives in SQLite's ``user_version``; `migrate` runs every migration above it in one
transaction with the version bump, so a database is always at one whole version.
Version 1: profiles, cards owned (kind and count), decks, matches (with the journal of a real
match: its stake, its result, and its state: started, resulted, finished or voided), and a
history of gifts.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        is_bot INTEGER NOT NULL DEFAULT 0,
        seed INTEGER NOT NULL,
        created TEXT NOT NULL
    );
    CREATE TABLE cards (
        profile INTEGER NOT NULL REFERENCES profiles(id),
        kind INTEGER NOT NULL,
        count INTEGER NOT NULL CHECK (count > 0),
        PRIMARY KEY (profile, kind)
    );
    CREATE TABLE decks (
        profile INTEGER NOT NULL REFERENCES profiles(id),
        name TEXT NOT NULL,
        cards TEXT NOT NULL,
        PRIMARY KEY (profile, name)
    );
    CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        profile INTEGER NOT NULL REFERENCES profiles(id),
        opponent TEXT NOT NULL,
        opponent_profile INTEGER REFERENCES profiles(id),
        real INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        stake TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('started', 'resulted', 'finished', 'voided')),
        result TEXT,
        started TEXT NOT NULL,
        ended TEXT
    );
    CREATE TABLE gifts (
        id INTEGER PRIMARY KEY,
        profile INTEGER NOT NULL REFERENCES profiles(id),
        reason TEXT NOT NULL,
        cards TEXT NOT NULL,
        given TEXT NOT NULL
    );
    """,
)
"""Migration N (0-based) takes a database from version N to N + 1."""

VERSION = len(MIGRATIONS)
"""The schema version this code writes."""


class NewerDatabase(RuntimeError):
    """The database was written by a newer version of the game."""


def migrate(db: sqlite3.Connection) -> int:
    """Bring `db` to `VERSION`; returns the version it was at. Raises NewerDatabase."""
    found = int(db.execute("PRAGMA user_version").fetchone()[0])
    if found > VERSION:
        raise NewerDatabase(f"the collection was written by a newer version (schema {found}, this one reads {VERSION})")
    if found == VERSION:
        return found
    with transaction(db):  # read again inside: another process may have migrated meanwhile
        now = int(db.execute("PRAGMA user_version").fetchone()[0])
        for number in range(now, VERSION):
            for statement in MIGRATIONS[number].split(";"):
                if statement.strip():
                    db.execute(statement)
        db.execute(f"PRAGMA user_version = {VERSION}")
    return found


@contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One transaction on a connection in autocommit mode (``isolation_level=None``): committed
    when the block ends, rolled back if it raises; nothing of it is on disk before the commit."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
