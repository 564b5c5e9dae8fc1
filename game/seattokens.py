"""Seat tokens kept on disk, so a client that closed or crashed can reclaim its LAN seat.

One JSON file maps a key to the seat's record: its token and the table it was for (the
table's name and game number from the host's `welcome`). The window's key is the host address
(``"address:port"``); `elixir-arcade join` adds its player name (``"address:port name"``), so
several joins from one machine keep their own seats. Both use this store, in the user's data
directory by default (`default_path`, or next to the settings file a context names: `store_for`).
A damaged file reads as empty; writes are atomic and keep the newest
`SeatTokens.LIMIT` addresses.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.context import Context

FILE_NAME = "seats.json"


def default_path() -> Path:
    """The store shared by the window and `join`: ``seats.json`` in the user's data directory."""
    from game.saves import data_dir

    return data_dir() / FILE_NAME


def store_for(ctx: Context) -> SeatTokens:
    """The window's store: next to the settings file when the context names one, else `default_path`."""
    return SeatTokens(ctx.settings_path.parent / FILE_NAME if ctx.settings_path else default_path())


@dataclass(frozen=True)
class SeatRecord:
    """A saved seat: the host `address` ("address:port"), its `token`, and the table it was for."""

    address: str
    token: str
    table: str = ""
    game_no: int = 0


def _record(address: str, raw: Any) -> SeatRecord | None:
    if isinstance(raw, str) and raw:
        return SeatRecord(address, raw)  # the older format: the token alone
    if isinstance(raw, dict) and isinstance(raw.get("token"), str) and raw["token"]:
        game_no = raw.get("game_no")
        return SeatRecord(address, raw["token"], str(raw.get("table", "")),
                          game_no if isinstance(game_no, int) else 0)
    return None


class SeatTokens:
    """Seat tokens by host address, saved in a JSON file at `path`."""

    LIMIT = 32

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> dict[str, SeatRecord]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        records = {str(k): _record(str(k), v) for k, v in data.items()}
        return {k: r for k, r in records.items() if r is not None}

    def get(self, key: str) -> str | None:
        """The token saved for `key` ("address:port"), if any."""
        record = self._read().get(key)
        return record.token if record is not None else None

    def record(self, key: str) -> SeatRecord | None:
        """The whole record saved for `key`, if any."""
        return self._read().get(key)

    def latest_window_seat(self) -> SeatRecord | None:
        """The seat the window saved most recently (a key without a player name), if any."""
        records = self.window_seats()
        return records[0] if records else None

    def window_seats(self) -> list[SeatRecord]:
        """Every seat the window saved (keys without a player name), the newest first."""
        return [r for k, r in reversed(self._read().items()) if " " not in k]

    def put(self, key: str, token: str, *, table: str = "", game_no: int = 0) -> None:
        """Save `token` for `key`, with the table it is for (keeps the newest few)."""
        data = self._read()
        data.pop(key, None)
        data[key] = SeatRecord(key, token, table, game_no)
        self._write(dict(list(data.items())[-self.LIMIT:]))

    def forget(self, key: str) -> None:
        """Drop the seat saved for `key` (the game it was for is over or gone)."""
        data = self._read()
        if data.pop(key, None) is not None:
            self._write(data)

    def _write(self, data: dict[str, SeatRecord]) -> None:
        plain = {k: {"token": r.token, "table": r.table, "game_no": r.game_no} for k, r in data.items()}
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".seats-", dir=self.path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(plain, fh)
            os.replace(tmp, self.path)
