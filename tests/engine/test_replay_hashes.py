"""Golden state hashes: a change that keeps the rules (a faster engine, a new step machine)
changes no replay hash.

Each case plays a seeded game with seeded bots, hashes the whole state (its frame stack and
pending decisions included) after every seventh answer and at the end, and folds the hashes
into one digest. The digests below were taken before the engine's speed work of 2026-11-26
(the search's after the forfeit blunder was fixed, the same day: its digests before the fix
were the same on the code before and after the speed work). The Elixir cases played by greedy
and search bots were taken again when the bots stopped using objects that would do nothing
(2026-11-26, sixth session: the bots' play changed, the rules did not; the random case kept its
digest), and again when an alembic needed an ingredient in the discard pile and forfeits were
aimed where they can bite (the same session), and again when the bots reversed the turn order
only to their good and countered a counter defending a rival's last spell (seventh session; a
skipped turn running its start-of-turn effects, a rules change of that session, left every
digest as it was). The Magicoa case was taken again when its greedy bot began charging a gold
card what it would win in a later round rather than its face value, and the mcts:normal case
when Elixir's normal level went from 60 rollouts a turn decision to 30 (eighth session: the
bots' play changed, the rules did not). The Elixir cases of 4 greedy and 3 random bots were
taken again when the Umbrella of Warding stopped being offered against a spell aimed at nobody
(twentieth session, a rules fix: it answers a spell aimed at you or at everyone, `Target.EVERYONE`;
the random bots had played it against such spells). The search cases and the 6-seat greedy case were
taken again when the bots stopped using a Transmuting Alembic from which only the design poured
in, or worse, could come back out, and stopped aiming forfeits at players holding no Find
(twenty-fourth session: the bots' play changed, the rules did not), and the mcts:normal case when
its samples were redrawn while a rival could cast, as mcts:hard's (twenty-fifth session). A change
of rules or of the bots' play that alters them on purpose must say so in its commit and update
them here.
"""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.core.replay import state_hash
from engine.games import get_game

CASES: list[tuple[str, dict[str, Any], str, int, int, str]] = [
    # game, options, bots (one for every seat, or one a seat), seed, answers, digest of the hashes
    ("elixir", {"players": 4}, "greedy", 11, 412, "88b9dfe3aed00e8c1639a8aae728f6ef"),
    ("elixir", {"players": 3}, "random", 12, 421, "8b327effd34a61deef97bf33f359ebc9"),
    ("elixir", {"players": 6}, "greedy", 13, 410, "14feaca7081a63d5cb3722f4f3e94bb7"),
    ("magicoa", {"players": 4}, "greedy", 21, 64, "95986f71e4efbf361b28c8971b6fc6dd"),
    ("quest", {"players": 2}, "greedy", 31, 12, "8f3458fff8480f812f17f30fdc1fde90"),
    # the search, on its rollout budget (no clock), in seat 0: its samples, rollouts and choices
    ("elixir", {"players": 4}, "mcts:easy,greedy,greedy,greedy", 41, 491, "aeb0675642a4d4e2a733d3949ef324fe"),
    ("elixir", {"players": 4}, "mcts:normal,greedy,greedy,greedy", 42, 307, "bb568867c07bb09f2f9d764629bef57a"),
]


def hashes_along(name: str, options: dict[str, Any], bot: str, seed: int) -> tuple[int, str]:
    """Play the case (bots on their rollout budgets: no clock); return its number of answers and
    the digest of its state hashes."""
    game = get_game(name)
    options = game.normalize_options(options)
    state = game.new_state(options, seed)
    specs = bot.split(",") if "," in bot else [bot] * game.players(state)
    bots = [make_bot(spec, seed * 10 + seat, game=name) for seat, spec in enumerate(specs)]
    digest = hashlib.sha256()
    answers = 0
    while not state.over:
        decision = pending(state)[0]
        choice = bots[decision.seat].choose(game.view(state, decision.seat), decision.to_plain())
        assert apply(state, Answer(decision.id, decision.seat, choice)).accepted
        answers += 1
        if answers % 7 == 0:
            digest.update(state_hash(game, state).encode())
    digest.update(state_hash(game, state).encode())
    return answers, digest.hexdigest()[:32]


CASE_IDS = [f"{c[0]}-{c[1]['players']}p-{c[2].split(',')[0]}-seed{c[3]}" for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=CASE_IDS)
def test_seeded_games_keep_their_state_hashes(case: tuple[str, dict[str, Any], str, int, int, str]) -> None:
    name, options, bot, seed, answers, digest = case
    assert hashes_along(name, options, bot, seed) == (answers, digest)
