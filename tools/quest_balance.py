"""Elixir Quest's balance report: seeded matches between greedy duellists with random decks.

    python -m tools.quest_balance --matches 2000 --seed 1 [--write]

Each match draws a pool for both seats as the engine does; each seat then builds a random legal
deck from it (greedy decks would be the same for both seats) and places its cards with the
greedy policy. The report gives the win rate by seat with its standard error (fair share 50 %,
drawn matches counted half), how games end (in which round, how often drawn), every
character's game results when played (won, drawn, lost, and the score won minus lost per game)
with the best and worst listed, rares against the rest, and for every potion how often its
revealing side won the round it was revealed in. `--write` puts the report into docs/CARDS.md's
Elixir Quest balance section.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from engine.bots.legal import random_deck
from engine.core.machine import apply
from engine.core.rng import Rng
from engine.quest.bots.greedy import greedy_answer
from engine.quest.cards import CHARACTERS, POTIONS, Rarity, character, potion
from engine.quest.game import QUEST
from engine.runner import derive_seed, play_game

SHOW = 6
"""How many of the best and worst characters and potions the report lists."""


class RandomDeckGreedy:
    """A random legal deck, then greedy placements."""

    name = "greedy with a random deck"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A random deck, or the greedy placement."""
        if decision["kind"] == "deck":
            return random_deck(self.rng, decision["prompt"])
        return greedy_answer(view, decision)


def _pct(part: float, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "n/a"


def run(matches: int, seed: int, mode: str = "advanced") -> str:
    """Play the matches and return the report as Markdown."""
    seat_score = [0.0, 0.0]
    endings: Counter[str] = Counter()
    results: dict[int, Counter[str]] = defaultdict(Counter)
    potion_rounds: dict[int, Counter[str]] = defaultdict(Counter)
    options = {"mode": mode}
    for index in range(matches):
        match_seed = derive_seed(seed, index)
        bots = [RandomDeckGreedy(match_seed + s) for s in range(2)]
        played = play_game(QUEST, options, match_seed, bots)
        result = played.result
        for s in result["winners"]:
            seat_score[s] += 1 / len(result["winners"])
        for record in played.state.history:  # type: ignore[attr-defined]
            endings["drawn" if record.winner is None else f"won in round {record.rounds}"] += 1
            for s, kind in enumerate(record.characters):
                results[kind]["won" if record.winner == s else "drawn" if record.winner is None else "lost"] += 1
        replayed = QUEST.new_state(options, match_seed)
        for answer in played.replay.answers:
            for event in apply(replayed, answer).events:
                drinker = event.public.get("potion_of") if event.kind == "round" else None
                if drinker is not None:
                    winner = event.public["winner"]
                    outcome = "won" if winner == drinker else "drawn" if winner is None else "lost"
                    potion_rounds[int(event.public["potion"])][outcome] += 1
    return _report(matches, seed, mode, seat_score, endings, results, potion_rounds)


def _score(c: Counter[str]) -> float:
    n = sum(c.values())
    return (c["won"] - c["lost"]) / n if n else 0.0


def _report(matches: int, seed: int, mode: str, seat_score: list[float], endings: Counter[str],
            results: dict[int, Counter[str]], potion_rounds: dict[int, Counter[str]]) -> str:
    se = 100 * math.sqrt(0.25 / matches)
    games = sum(endings.values())
    lines = [f"Measured with `python -m tools.quest_balance --matches {matches} --seed {seed}` ({mode} matches; "
             "each seat a random legal deck from the match's pool, greedy placements).", "",
             f"- Win rate by seat: seat 0 {_pct(seat_score[0], matches)}, seat 1 {_pct(seat_score[1], matches)} "
             f"(fair share 50%, standard error ±{se:.1f} points; drawn matches count half).",
             "- Games: " + ", ".join(f"{k} {_pct(v, games)}" for k, v in sorted(endings.items())) + "."]
    ranked = sorted(results, key=lambda k: _score(results[k]), reverse=True)
    row = lambda k: (f"{character(k).name} ({character(k).rarity}, {character(k).family}): "  # noqa: E731
                     f"{_score(results[k]):+.2f} over {sum(results[k].values())} games")
    lines += ["- Characters, score per game played (won minus lost, -1 to +1):",
              "  - best: " + "; ".join(row(k) for k in ranked[:SHOW]),
              "  - worst: " + "; ".join(row(k) for k in ranked[-SHOW:])]
    for rarity in Rarity:
        kinds = [c.kind for c in CHARACTERS if c.rarity is rarity and c.kind in results]
        total: Counter[str] = Counter()
        for k in kinds:
            total += results[k]
        lines.append(f"  - all {rarity} characters: {_score(total):+.2f} a game ({sum(total.values())} games)")
    prow = lambda k: f"{potion(k).name} {_pct(potion_rounds[k]['won'], sum(potion_rounds[k].values()))}"  # noqa: E731
    pranked = sorted((k for k in potion_rounds if sum(potion_rounds[k].values()) >= 20),
                     key=lambda k: potion_rounds[k]["won"] / sum(potion_rounds[k].values()), reverse=True)
    revealed = sum(sum(c.values()) for c in potion_rounds.values())
    won = sum(c["won"] for c in potion_rounds.values())
    lines += [f"- Potions: the revealing side won {_pct(won, revealed)} of the {revealed} rounds a potion was "
              "revealed in (the rest drawn, or lost).",
              "  - most decisive: " + "; ".join(prow(k) for k in pranked[:SHOW]),
              "  - least decisive: " + "; ".join(prow(k) for k in pranked[-SHOW:])]
    unseen = [p.name for p in POTIONS if sum(potion_rounds[p.kind].values()) < 20]
    if unseen:
        lines.append("  - revealed fewer than 20 times: " + ", ".join(unseen))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the report; print it, or write it into docs/CARDS.md."""
    parser = argparse.ArgumentParser(prog="python -m tools.quest_balance", description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="write the report into docs/CARDS.md")
    args = parser.parse_args(argv)
    report = run(args.matches, args.seed)
    if args.write:
        from game.commands.cards import DOC_PATH, write_markdown

        write_markdown(Path(DOC_PATH), quest_balance=report)
        print(f"wrote {DOC_PATH}")
    else:
        print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
