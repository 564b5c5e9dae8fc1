"""A trace of seeded games, to compare two builds of the engine (the Python one and the compiled one).

`trace()` plays random-answer games of each game with every answer's state hash, events, the
views of every seat now and then with the patches from each seat's view before (as a host sends
them) and whether they rebuild it, and samples of the views at the decisions the searches sample,
then a game of each played by its bots (searching without a clock): everything that the compiled
modules compute. `host_trace()` does the same for the host (`net`): a table served in memory,
its frames and closes. It imports only `engine`, `net` and msgpack, so that run as a script
by an interpreter whose `engine` and `net` are the installed (compiled) packages, it traces that
build; it prints its trace as JSON.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from typing import Any

GAMES: tuple[tuple[str, int, tuple[int, ...]], ...] = (
    ("elixir", 4, (1, 2, 3)),
    ("elixir", 6, (4,)),
    ("magicoa", 4, (5, 6)),
    ("quest", 2, (7, 8, 9, 10, 11, 12)),
)
"""(game, players, seeds) of the games traced."""

VIEW_EVERY = 5
"""Every seat's view (and the spectator's) is traced after every fifth answer."""

BOT_GAMES: tuple[tuple[str, tuple[str, ...], int, int], ...] = (
    ("elixir", ("mcts:easy", "greedy", "greedy", "random"), 21, 10_000),
    ("elixir", ("mcts:hard", "mcts:normal", "greedy", "random"), 24, 90),
    ("magicoa", ("mcts:easy", "greedy", "greedy", "random"), 22, 10_000),
    ("quest", ("mcts:easy", "greedy"), 23, 10_000),
)
"""(game, the seats' bots, seed, most answers) of the games the bots play, without a clock (so
their searches run a fixed number of iterations and answer the same on every build); the game
with mcts:hard (whose samples are drawn their own way) stops early, its searches being long."""


def trace() -> dict[str, Any]:
    """For each game of `GAMES`, the number of answers and a digest of everything traced."""
    from engine.bots.legal import random_answer
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.core.replay import state_hash
    from engine.core.rng import Rng
    from engine.games import get_game
    from net.patch import apply_patch, copy_plain, diff_views

    out: dict[str, Any] = {}
    for name, players, seeds in GAMES:
        game = get_game(name)
        sample = importlib.import_module(f"engine.{name}.determinize").determinize
        for seed in seeds:
            digest = hashlib.sha256()
            rng = Rng(seed * 7919)
            st = game.new_state({"players": players}, seed)
            shown: dict[int | None, dict[str, Any]] = {}  # each seat's view as last traced
            last_public: dict[str, Any] | None = None  # the spectator's view as last traced
            answers = 0
            while not st.over:
                decision = pending(st)[0]
                choice = random_answer(rng, decision.to_plain())
                if answers % VIEW_EVERY == 0:
                    seats: list[int | None] = [*range(game.players(st)), None]
                    views = game.views(st, seats)
                    digest.update(_text({str(s): v for s, v in views.items()}))
                    patches = diff_views({s: (shown[s], views[s]) for s in seats if s in shown})
                    digest.update(_text([[str(s), ops, apply_patch(shown[s], ops) == views[s]]
                                         for s, ops in patches.items()]))
                    shown = {s: copy_plain(v) for s, v in views.items()}
                    if last_public is not None:  # the parts kept as the same objects, as the patches rely on
                        kept = sorted(k for k, v in views[None].items() if v is last_public.get(k))
                        digest.update(_text(kept))
                    last_public = views[None]
                    try:
                        sampled = sample(game.view(st, decision.seat), Rng(answers), decision.to_plain())
                    except ValueError:  # a decision its game does not sample
                        pass
                    else:
                        digest.update(state_hash(game, sampled).encode())
                outcome = apply(st, Answer(decision.id, decision.seat, choice))
                digest.update(_text([outcome.accepted, [_event(e) for e in outcome.events]]))
                digest.update(state_hash(game, st).encode())
                answers += 1
            out[f"{name}-{players}p-seed{seed}"] = {"answers": answers, "digest": digest.hexdigest()}
    for name, bots, seed, most in BOT_GAMES:
        out[f"{name}-bots-seed{seed}"] = _bot_game(name, bots, seed, most)
    return out


def _bot_game(name: str, specs: tuple[str, ...], seed: int, most: int) -> dict[str, Any]:
    """A game of `name` played by the bots `specs` from their views, to its end or its `most`-th
    answer: every answer, in a digest."""
    from engine.bots.base import make_bot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.core.replay import state_hash
    from engine.games import get_game

    game = get_game(name)
    st = game.new_state({"players": len(specs)}, seed)
    bots = [make_bot(spec, seed * 10 + seat, game=name) for seat, spec in enumerate(specs)]
    digest = hashlib.sha256()
    answers = 0
    while not st.over and answers < most:
        decision = pending(st)[0]
        choice = bots[decision.seat].choose(game.view(st, decision.seat), decision.to_plain())
        digest.update(_text(choice))
        assert apply(st, Answer(decision.id, decision.seat, choice)).accepted
        answers += 1
    digest.update(state_hash(game, st).encode())
    return {"answers": answers, "digest": digest.hexdigest()}


HOST_SEED = 31
HOST_ANSWERS = 300
"""The host's traced table: its seed, and how many answers its two guests send."""


def host_trace() -> dict[str, Any]:
    """A table of Elixir served by a `Host` in memory, on a clock that moves only when told: two
    guests (`ClientSession`s answering at random, seeded), a greedy and a random bot seated by the
    host; then a stranger sending bad frames. Every frame the host sends (decoded, so that each
    is compared as data) and every close, in a digest, with the number of frames."""
    import msgpack

    from engine.bots.legal import random_answer
    from engine.core.rng import Rng
    from engine.games import get_game
    from net.client import ClientSession
    from net.host import Host
    from net.hostrecords import Close, Send
    from net.tableconfig import HostConfig, SeatKind, SeatSpec

    now = [0.0]
    tokens = iter(range(1, 1000))
    seats = [SeatSpec(SeatKind.HUMAN), SeatSpec(SeatKind.BOT, "greedy"), SeatSpec(SeatKind.HUMAN),
             SeatSpec(SeatKind.BOT, "random")]
    host = Host(get_game("elixir"), {"players": 4}, seats, seed=HOST_SEED, config=HostConfig(auto_start=True),
                clock=lambda: now[0], token_factory=lambda: f"token{next(tokens)}")
    host.nonce = "trace"  # drawn from the system's randomness: the same on both builds here
    guests = {host.connect(): ClientSession(f"guest{i}") for i in range(2)}
    rng = Rng(HOST_SEED)
    digest = hashlib.sha256()
    frames = 0

    def deliver() -> None:
        nonlocal frames
        while out := host.drain():
            for item in out:
                if isinstance(item, Send):
                    for payload in _payloads(item.data):
                        frames += 1
                        digest.update(_text([item.conn, msgpack.unpackb(payload, raw=False)]))
                    if item.conn in guests:
                        guests[item.conn].receive_data(item.data)
                elif isinstance(item, Close):
                    digest.update(_text(["close", item.conn, str(item.reason)]))
            for cid, guest in guests.items():
                data = guest.take_outgoing()
                if data:
                    host.receive(cid, data)

    for cid, guest in guests.items():
        host.receive(cid, guest.connect())
    deliver()
    sent = 0
    while sent < HOST_ANSWERS and host.result is None:
        asked = [(cid, guest) for cid, guest in guests.items() if guest.ask]
        if asked:
            cid, guest = asked[0]
            decision = guest.ask[0]
            host.receive(cid, guest.answer(int(decision["id"]), random_answer(rng, decision)))
            sent += 1
        now[0] += 0.5  # the host's bots and reaction windows wait on its clock
        host.tick()
        deliver()
    stranger = host.connect()
    for bad in (b"\x00\x00\x00\x03abc", b"\x00\x00\x00\x01\xc1"):
        host.receive(stranger, bad)
        deliver()
        stranger = host.connect()
    cid, guest = next(iter(guests.items()))
    host.receive(cid, guest.answer(10**6, 1.5))  # an unknown decision with a float answer: refused
    deliver()
    return {"frames": frames, "sent": sent, "digest": digest.hexdigest()}


def _payloads(data: bytes) -> list[bytes]:
    """The payloads of the frames in `data` (each a 4-byte big-endian length, then that many bytes)."""
    found = []
    while data:
        size = int.from_bytes(data[:4], "big")
        found.append(data[4:4 + size])
        data = data[4 + size:]
    return found


MALFORMED_PATCHES: tuple[Any, ...] = (
    [["s", ["a", "b"], 1]], [["x", ["a"], 1]], [["d", ["zz"]]], [["a", ["a"], [1]]], ["nonsense"],
    [["s", "a", 1]], [None], [[1, 2, 3]], [["t", ["a"], "x"]], {"s": 1}, "s", None, [[]],
)
"""Patches that do not fit ``{"a": 1}`` (or are not patches), as a malformed frame may carry them."""


BAD_OPTIONS: tuple[Any, ...] = ([1], "x", None, {"players": "x"}, {"players": 99}, {"players": True}, {"zz": 1})
"""Game options that every game must refuse, as a save file or a host's command line may give them."""


def refusals() -> dict[str, list[str]]:
    """What `apply_patch` raises for each of `MALFORMED_PATCHES`, and each game's
    `normalize_options` for each of `BAD_OPTIONS` (exception class names). A client must refuse
    every patch with a PatchError and a game every option with an OptionsError, compiled or not:
    a compiled function checks its arguments' annotated types, and would raise TypeError on its own."""
    from engine.games import GAME_NAMES, get_game
    from net.patch import apply_patch

    out: dict[str, list[str]] = {"patches": [], "options": []}
    for ops in MALFORMED_PATCHES:
        out["patches"].append(_raised(lambda ops=ops: apply_patch({"a": 1}, ops)))
    for name in GAME_NAMES:
        for bad in BAD_OPTIONS:
            out["options"].append(_raised(lambda bad=bad, name=name: get_game(name).normalize_options(bad)))
    return out


def _raised(call: Any) -> str:
    try:
        call()
    except Exception as exc:  # the point is which one
        return type(exc).__name__
    return "nothing"


def _event(event: Any) -> list[Any]:
    return [event.kind, event.public, event.private, sorted(event.to)]


def _text(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, default=repr).encode()


if __name__ == "__main__":
    import engine

    print(json.dumps({"engine": engine.__file__, "trace": trace(), "refusals": refusals(), "host": host_trace()}))
