"""A real match's process killed at seeded random moments never loses or duplicates a card.

Each run copies a fresh two-profile database, plays one real match in a process of its own
(`tests.quest.collection_worker`, forked from a server that imported it once) that kills itself
(SIGKILL) at a seeded SQLite progress tick,
inside statements and commits as well as between them; then reopens the database (which
settles what the crash left) and checks: the two profiles together own exactly the cards they
owned before, and each owns either what it had before the match or what the finished match
gives it, nothing in between.
"""

from __future__ import annotations

import multiprocessing
import shutil
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from multiprocessing.context import BaseContext
from pathlib import Path
from typing import Any

import pytest

from engine.core.rng import Rng
from game.collection.store import CollectionStore
from tests.quest.collection_worker import bot_answers, play_and_report

KILLS = 50


@dataclass(frozen=True)
class Run:
    """How a worker process ended: its exit code (-9: killed) and the lines it printed."""

    returncode: int
    stdout: str


@pytest.fixture(scope="module")
def workers() -> Iterator[BaseContext]:
    """Processes forked from a server that imported the worker module once."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["tests.quest.collection_worker"])
    yield context


def run_worker(context: BaseContext, db: Path, seed: int, kill_at: int, answers: list[Any]) -> Run:
    report = db.with_suffix(".out")
    process = context.Process(  # type: ignore[attr-defined]
        target=play_and_report, args=(str(db), seed, kill_at, str(report), answers))
    process.start()
    process.join(120)
    assert process.exitcode is not None, "the worker hung"
    return Run(process.exitcode, report.read_text() if report.exists() else "")


def owned(db: Path) -> tuple[Counter[int], Counter[int], list[tuple[str, str]]]:
    store = CollectionStore(db)
    ann, ladder = store.profile("Ann"), store.profile("Ladder")
    assert ann is not None and ladder is not None
    out = store.cards(ann), store.cards(ladder), store.recovered
    assert store.locked(ann) == Counter() and store.locked(ladder) == Counter()
    store.close()
    return out


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("base") / "collection.sqlite3"
    store = CollectionStore(db)
    store.create_profile("Ann", 11)
    store.create_profile("Ladder", 12, is_bot=True)
    store.close()
    return db


def fresh(base: Path, tmp: Path, name: str) -> Path:
    target = tmp / name
    target.mkdir()
    shutil.copy(base, target / base.name)
    return target / base.name


def test_killing_a_real_match_at_random_moments_loses_and_duplicates_nothing(
        base: Path, tmp_path: Path, workers: BaseContext) -> None:
    before_ann, before_ladder, _ = owned(fresh(base, tmp_path, "before"))
    outcomes: dict[int, tuple[Counter[int], Counter[int], int]] = {}
    answers: dict[int, list[Any]] = {}
    rng = Rng(2026)
    settled = Counter[str]()
    for kill in range(KILLS):
        seed = 1 + kill % 5
        if seed not in outcomes:  # the match played to its end, uninterrupted, gives the "after"
            done = fresh(base, tmp_path, f"whole-{seed}")
            answers[seed] = bot_answers(str(done), seed)
            whole = run_worker(workers, done, seed, 0, answers[seed])
            assert whole.returncode == 0 and "DONE" in whole.stdout, whole
            after_ann, after_ladder, _ = owned(done)
            assert after_ann != before_ann, "the match moved no card: the test would prove nothing"
            outcomes[seed] = (after_ann, after_ladder, int(whole.stdout.split()[0]))
        after_ann, after_ladder, ticks = outcomes[seed]
        db = fresh(base, tmp_path, f"kill-{kill}")
        killed = run_worker(workers, db, seed, 1 + rng.below(ticks), answers[seed])
        assert killed.returncode == -9, killed
        ann, ladder, recovered = owned(db)
        assert ann + ladder == before_ann + before_ladder, "a card was lost or duplicated"
        assert (ann, ladder) in ((before_ann, before_ladder), (after_ann, after_ladder)), "half a match"
        settled["after" if ann == after_ann else "before"] += 1
        settled.update(state for _, state in recovered)
    assert settled["before"] and settled["after"] and settled["applied"] and settled["voided"], settled
