"""A trace of seeded games, to compare two builds of the engine (the Python one and the compiled one).

`trace()` plays random-answer games of each game with every answer's state hash, events, the
views of every seat now and then with the patches from each seat's view before (as a host sends
them) and whether they rebuild it, and samples of the views at the decisions the searches sample,
then a game of each played by its bots (searching without a clock): everything that the compiled
modules compute. It imports only `engine` and `net.patch`, so that run as a script
by an interpreter whose `engine` is the installed (compiled) package, it traces that build; it
prints its trace as JSON.
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

    print(json.dumps({"engine": engine.__file__, "trace": trace(), "refusals": refusals()}))
