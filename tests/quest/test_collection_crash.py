"""A real match's process killed at seeded random moments never loses or duplicates a card.

Each run copies a fresh two-profile database, plays one real match in a subprocess
(`tests.quest.collection_worker`) that kills itself (SIGKILL) at a seeded SQLite progress tick,
inside statements and commits as well as between them; then reopens the database (which
settles what the crash left) and checks: the two profiles together own exactly the cards they
owned before, and each owns either what it had before the match or what the finished match
gives it, nothing in between.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.core.rng import Rng
from game.collection.store import CollectionStore

ROOT = Path(__file__).resolve().parents[2]
KILLS = 50


def run_worker(db: Path, seed: int, kill_at: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tests.quest.collection_worker", str(db), str(seed), str(kill_at)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


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


def test_killing_a_real_match_at_random_moments_loses_and_duplicates_nothing(base: Path, tmp_path: Path) -> None:
    before_ann, before_ladder, _ = owned(fresh(base, tmp_path, "before"))
    outcomes: dict[int, tuple[Counter[int], Counter[int], int]] = {}
    rng = Rng(2026)
    settled = Counter[str]()
    for kill in range(KILLS):
        seed = 1 + kill % 5
        if seed not in outcomes:  # the match played to its end, uninterrupted, gives the "after"
            done = fresh(base, tmp_path, f"whole-{seed}")
            whole = run_worker(done, seed, 0)
            assert whole.returncode == 0 and "DONE" in whole.stdout, whole.stderr
            after_ann, after_ladder, _ = owned(done)
            assert after_ann != before_ann, "the match moved no card: the test would prove nothing"
            outcomes[seed] = (after_ann, after_ladder, int(whole.stdout.split()[0]))
        after_ann, after_ladder, ticks = outcomes[seed]
        db = fresh(base, tmp_path, f"kill-{kill}")
        killed = run_worker(db, seed, 1 + rng.below(ticks))
        assert killed.returncode == -9, (killed.returncode, killed.stderr)
        ann, ladder, recovered = owned(db)
        assert ann + ladder == before_ann + before_ladder, "a card was lost or duplicated"
        assert (ann, ladder) in ((before_ann, before_ladder), (after_ann, after_ladder)), "half a match"
        settled["after" if ann == after_ann else "before"] += 1
        settled.update(state for _, state in recovered)
    assert settled["before"] and settled["after"] and settled["applied"] and settled["voided"], settled
