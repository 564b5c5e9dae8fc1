"""A real match against a ladder profile, journaled in a collection: the process the crash test
kills. ``python -m tests.quest.collection_worker DB SEED KILL_AT`` plays match SEED between the
profiles "Ann" and "Ladder" of the database DB with greedy bots and their collections as pools,
and kills itself (SIGKILL) at SQLite progress tick KILL_AT (0: never). It prints the number of
ticks it ran and ``DONE`` when the match is applied. The crash test runs `play_and_report` in
processes forked from a server that imported this module once, each replaying the bots'
answers (`bot_answers`) played once per match: the interpreter's start and the bots' choice of
decks took most of each of its 55 runs' second.
"""

from __future__ import annotations

import os
import signal
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.quest.game import QUEST
from game.collection.store import CollectionStore

TICK = 40
"""SQLite virtual-machine instructions between two progress ticks."""


def pool(counts: Counter[int]) -> list[int]:
    """A profile's available cards as a pool of kinds."""
    return sorted(counts.elements())


def play_and_report(db: str, seed: int, kill_at: int, report: str, answers: list[Any] | None = None) -> None:
    """`main`, its printed lines written to the file `report` instead (flushed as written, so
    a kill leaves what was printed before it)."""
    with open(report, "w", buffering=1) as out:
        sys.stdout = out
        main(db, seed, kill_at, answers)


def match_options(store: CollectionStore) -> dict[str, Any]:
    """The options of the match between "Ann" and "Ladder": their collections' cards as pools."""
    ann, ladder = store.profile("Ann"), store.profile("Ladder")
    assert ann is not None and ladder is not None
    return {"potions": 2, "real": True, "pools": [pool(store.available(ann)), pool(store.available(ladder))]}


def bot_answers(db: str, seed: int) -> list[Any]:
    """The greedy bots' answers, in order, in match SEED between the profiles of DB (the engine
    alone plays it: the collection is only read). Choosing decks is most of a match's second,
    so the crash test has the bots play each match once and every killed run replay it."""
    store = CollectionStore(Path(db))
    options = match_options(store)
    store.close()
    st = QUEST.new_state(options, seed)
    bots = [make_bot("greedy", seed + s, game="quest") for s in range(2)]
    answers = []
    while not st.over:
        d = pending(st)[0]
        answers.append(bots[d.seat].choose(QUEST.view(st, d.seat), d.to_plain()))
        apply(st, Answer(d.id, d.seat, answers[-1]))
    return answers


def main(db: str, seed: int, kill_at: int, answers: list[Any] | None = None) -> int:
    """Play and journal the match (the bots' `answers` given, or played here); see the module text."""
    ticks = 0

    def tick() -> int:
        nonlocal ticks
        ticks += 1
        if ticks == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
        return 0

    if answers is None:
        answers = bot_answers(db, seed)
    store = CollectionStore(Path(db))
    store.db.set_progress_handler(tick, TICK)
    ann, ladder = store.profile("Ann"), store.profile("Ladder")
    assert ann is not None and ladder is not None
    st = QUEST.new_state(match_options(store), seed)
    begun = False
    for choice in answers:
        d = pending(st)[0]
        apply(st, Answer(d.id, d.seat, choice))
        if not begun and st.decks[0] and st.decks[1]:
            stakes = [[st.kinds[c] for c in st.decks[s]] for s in range(2)]
            store.begin_match(ann, f"match-{seed}", "Ladder", True, 0, stakes[0], ladder, stakes[1])
            begun = True
    result = QUEST.result(st)
    assert result is not None
    store.record_result(f"match-{seed}", result)
    store.apply_result(f"match-{seed}")
    print(ticks)
    print("DONE")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
