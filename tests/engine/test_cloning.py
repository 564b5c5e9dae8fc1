"""`engine.core.cloning.clone_state` (every game's `clone`): same fingerprint, independent future."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.core.decisions import Answer, Decision
from engine.core.machine import MachineState, apply, pending
from engine.core.replay import state_hash
from engine.core.rng import Rng
from engine.games import GAME_NAMES, get_game

PLAYERS = {"elixir": 4, "magicoa": 4, "quest": 2}


def _random_choice(rng: Rng, d: Decision) -> Any:
    if d.pick is not None:
        return sorted(rng.sample(d.pick.among, rng.choice(d.pick.sizes)))
    return rng.choice(d.options)


def _play_on(game: Any, st: MachineState, rng: Rng, steps: int) -> list[Any]:
    """Apply `steps` random answers; return what each produced (accepted, events)."""
    out = []
    for _ in range(steps):
        if st.over:
            break
        d = pending(st)[0]
        outcome = apply(st, Answer(d.id, d.seat, _random_choice(rng, d)))
        out.append((outcome.accepted, [(e.kind, e.public, e.private, e.to) for e in outcome.events]))
    return out


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_clone_has_the_fingerprint_of_a_deep_copy_and_plays_on_identically(name: str) -> None:
    game = get_game(name)
    rng = Rng(11)
    checked = 0
    for seed in range(6):
        st = game.new_state({"players": PLAYERS[name]}, seed)
        step = 0
        while not st.over:
            if step % 7 == 0:
                twin = game.clone(st)
                deep = copy.deepcopy(st)
                assert game.fingerprint(twin) == game.fingerprint(deep) == game.fingerprint(st)
                # play the twin ahead with its own answers: the original must not move
                before = state_hash(game, st)
                _play_on(game, twin, Rng(seed * 1000 + step), 5)
                assert state_hash(game, st) == before
                # the same answers on a fresh clone and on the deep copy give the same states and events
                again = game.clone(st)
                assert _play_on(game, again, Rng(step), 12) == _play_on(game, deep, Rng(step), 12)
                assert state_hash(game, again) == state_hash(game, deep)
                checked += 1
            d = pending(st)[0]
            apply(st, Answer(d.id, d.seat, _random_choice(rng, d)))
            step += 1
    assert checked >= 10
