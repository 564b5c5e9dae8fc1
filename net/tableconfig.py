"""What a table is made of, as values: its seats' kinds, its phase, its configuration, names.

These are the values a caller gives a `net.host.Host` (seats, `HostConfig`) or reads back from
it (`TableState`); `clean_name` is how every player and table name is cleaned.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

NAME_MAX = 24
"""Longest player or table name, in characters."""


class SeatKind(StrEnum):
    """Who sits in a seat: a human (local or remote client) or a bot run by the host."""

    HUMAN = "human"
    BOT = "bot"


class TableState(StrEnum):
    """The table's phase."""

    LOBBY = "lobby"
    PLAYING = "playing"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """One seat of a table: its kind, and for a bot its spec (``random``, ``mcts:hard``...)."""

    kind: SeatKind
    bot: str = "random"
    name: str | None = None


@dataclass(frozen=True, slots=True)
class HostConfig:
    """Tunable limits and timers of a host (times in seconds of the injected clock)."""

    table_name: str = "Elixir table"
    password: str | None = None
    auto_start: bool = True
    """Start the game as soon as every human seat is taken."""
    grace: float = 20.0
    """How long an absent human's decisions wait before a bot answers them."""
    cover_bot: str = "random"
    """The bot that covers absent humans."""
    bot_delay: float = 0.0
    """Pause before a seated bot's answer is applied (pacing for human eyes)."""
    cover_delay: float = 0.0
    """Pause before a covering bot's answer is applied."""
    react_floor: float = 1.0
    """No answer to a reaction decision is applied before this long after the window opened."""
    floor_kinds: frozenset[str] = frozenset({"react"})
    """Decision kinds that are reaction windows."""
    pass_options: tuple[Any, ...] = ({"act": "pass"}, "pass")
    """What auto-pass answers in a reaction window: the first of these the decision offers."""
    ping_interval: float = 5.0
    silence_timeout: float = 20.0
    """A connection silent this long (no frame at all, pongs included) is closed."""
    handshake_timeout: float = 10.0
    chat_max_len: int = 280
    chat_burst: int = 5
    chat_history: int = 50
    """Chat lines a joining or returning connection is told (`Welcome.chat`)."""
    chat_rate: float = 0.5
    """Chat lines per second allowed in the long run (`chat_burst` at once)."""
    frame_burst: int = 200
    frame_rate: float = 50.0
    """Frames per second allowed in the long run (`frame_burst` at once); more are dropped."""
    flood_close: int = 400
    """Dropped frames in a row after which the connection is closed."""
    max_connections: int = 64
    max_games: int | None = None
    """The table's last game number (None: no limit); `rematch` is refused after it."""
    turn_time: float | None = None
    """Seconds a human seat may take over one decision before its bot answers that decision
    (None: no turn timer). See `net.turntimer`."""


def clean_text(text: str) -> str:
    """`text` without control characters, stripped of surrounding blanks."""
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()


def clean_name(text: str) -> str:
    """A player or table name: clean text cut to NAME_MAX characters."""
    return clean_text(text)[:NAME_MAX].strip()


def fit_name(text: str) -> str:
    """A name chosen by the host's operator (the table's): clean text that fits in NAME_MAX
    characters; a longer one ends at a word, marked with an ellipsis ("La table du vendredi…"),
    or mid-word when that would drop more than half of it."""
    cleaned = clean_text(text)
    if len(cleaned) <= NAME_MAX:
        return cleaned
    room = cleaned[:NAME_MAX - 1]
    at_word = room if cleaned[NAME_MAX - 1] == " " else room.rpartition(" ")[0]
    if len(at_word) >= NAME_MAX // 2:
        room = at_word
    return room.rstrip(" ,;:.-") + "…"
