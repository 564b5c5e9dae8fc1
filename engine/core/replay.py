"""Replays: (game, options, seed, answers) fully determine a game; this is also the save file.

The file is JSON with a header naming its format and version, the final state hash, and
the answers in order. Loading is all-or-nothing: a corrupt, truncated or foreign file
raises `ReplayError` with a message a player can read, and no partial replay is returned.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.decisions import Answer
from engine.core.events import Event
from engine.core.game import Game, OptionsError
from engine.core.hashing import digest
from engine.core.machine import MachineState, apply

FORMAT = "elixir-arcade/replay"
VERSION = 1


class ReplayError(Exception):
    """A replay file or replay that cannot be used; the message says why."""


@dataclass(frozen=True)
class Replay:
    """A recorded game: everything needed to rebuild its state exactly."""

    game: str
    options: Mapping[str, Any]
    seed: int
    answers: tuple[Answer, ...] = ()
    final_hash: str | None = None
    meta: Mapping[str, Any] = field(default_factory=dict)

    def to_plain(self) -> dict[str, Any]:
        """The replay as JSON-able data."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "answers": [a.to_plain() for a in self.answers],
            "hash": self.final_hash,
            "meta": dict(self.meta),
        }

    @staticmethod
    def from_plain(data: Any) -> Replay:
        """Parse and check the shape of replay data; raises ReplayError."""
        if not isinstance(data, dict):
            raise ReplayError("not a replay: the file does not hold a JSON object")
        if data.get("format") != FORMAT:
            raise ReplayError("not an Elixir Arcade replay (unknown format)")
        if data.get("version") != VERSION:
            raise ReplayError(f"replay version {data.get('version')!r} is not supported (expected {VERSION})")
        game, options, seed = data.get("game"), data.get("options"), data.get("seed")
        if not isinstance(game, str) or not isinstance(options, dict) or type(seed) is not int:
            raise ReplayError("corrupt replay: game, options or seed missing or of the wrong type")
        raw_answers = data.get("answers")
        if not isinstance(raw_answers, list):
            raise ReplayError("corrupt replay: answers missing")
        try:
            answers = tuple(Answer.from_plain(a) for a in raw_answers)
        except ValueError as exc:
            raise ReplayError(f"corrupt replay: {exc}") from None
        final_hash = data.get("hash")
        if final_hash is not None and not (isinstance(final_hash, str) and len(final_hash) == 64):
            raise ReplayError("corrupt replay: the state hash is malformed")
        meta = data.get("meta", {})
        if not isinstance(meta, dict):
            raise ReplayError("corrupt replay: meta is not an object")
        return Replay(game, options, seed, answers, final_hash, meta)


def state_hash(game: Game, state: MachineState) -> str:
    """The hash of everything in a state."""
    return digest(game.fingerprint(state))


def play_back(game: Game, replay: Replay,
              on_events: Callable[[tuple[Event, ...]], None] | None = None) -> MachineState:
    """Rebuild the state a replay describes; raises ReplayError if any answer is refused.

    `on_events`, when given, is shown the events of each answer in turn (as `apply` returns
    them), so that a caller can retell the game so far."""
    try:
        state = game.new_state(replay.options, replay.seed)
    except OptionsError as exc:
        raise ReplayError(f"the replay's options are invalid: {exc}") from None
    for index, answer in enumerate(replay.answers):
        outcome = apply(state, answer)
        if on_events is not None and outcome.accepted:
            on_events(outcome.events)
        if not outcome.accepted:
            raise ReplayError(
                f"answer {index + 1} of {len(replay.answers)} was refused "
                f"({outcome.reason}: {outcome.detail})"
            )
    return state


def save(path: str | os.PathLike[str], replay: Replay) -> None:
    """Write a replay atomically (a crash never leaves half a file)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(replay.to_plain(), separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=".replay-", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(path: str | os.PathLike[str]) -> Replay:
    """Read a replay file; raises ReplayError (never anything else) when it cannot be used."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise ReplayError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ReplayError(f"{path} is not a replay file (it is not valid JSON)") from None
    return Replay.from_plain(data)
