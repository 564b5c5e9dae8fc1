"""Balance report for the Elixir card set, measured from seeded bot games.

    python -m tools.balance [--games 2000] [--seed 1] [--bots random] [--players 3,4,5,6] [--jobs 4] [--write]

Plays seeded games (player counts in turn from --players, one bot kind at every seat) and
reports: win rate by seat and by turn position, game length, and for every card:

- objects: the win rate of players who used it against players who held it and never did;
- spells: the win rate of players who drafted it, of those who cast it, and its *lift*: how much
  more often its casters won than casters of any spell who were left with the same number of
  spell levels to cast (counted as the spell resolves, before its effect) in a game of the same
  size. Holding a spell and never casting it almost always loses (you win by casting
  everything), so for spells the lift is the fair measure.

A card is flagged when its lift (or its used-versus-held gap, for objects) is above
`FLAG_LIFT` with at least `MIN_SAMPLES` uses. `--write` puts the report into docs/CARDS.md
between its balance markers (the rest of the page is regenerated from the card data).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.elixir.catalog import card_def, definitions
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState, Phase
from engine.runner import derive_seed

FLAG_LIFT = 0.10
MIN_SAMPLES = 60
MAX_DECISIONS = 200_000


@dataclass
class GameRecord:
    """What one game tells about the cards."""

    players: int
    winner: int
    first: int
    turns: int
    drafted: dict[int, set[str]] = field(default_factory=dict)
    held_objects: dict[int, set[str]] = field(default_factory=dict)
    used: dict[int, set[str]] = field(default_factory=dict)
    casts: list[tuple[int, str, int]] = field(default_factory=list)  # (seat, spell key, levels left)
    forfeits: list[tuple[int, str, bool]] = field(default_factory=list)  # (victim, spell key, suffered)


def _spell_points(st: ElixirState, seat: int) -> int:
    return sum(card_def(c).level for c in st.spell_hands[seat])


def play_one(seed: int, players: int, bots: Sequence[str]) -> GameRecord:
    """Play one seeded game and record card use."""
    st = ELIXIR.new_state({"players": players}, seed)
    assert isinstance(st, ElixirState)
    seats = [make_bot(bots[s % len(bots)], derive_seed(seed, s)) for s in range(players)]
    rec = GameRecord(players, -1, -1, 0)
    held: dict[int, set[str]] = defaultdict(set)
    used: dict[int, set[str]] = defaultdict(set)
    for _ in range(MAX_DECISIONS):
        if st.over:
            break
        waiting = pending(st)
        if not waiting:
            raise RuntimeError(f"seed {seed}: nothing asked before the end")
        d = waiting[0]
        choice = seats[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())
        # levels left when a spell resolves, before its effect (it left the hand when announced)
        left = [_spell_points(st, s) for s in range(players)]
        outcome = apply(st, Answer(d.id, d.seat, choice))
        if not outcome.accepted:
            raise RuntimeError(f"seed {seed}: refused {outcome.reason} {outcome.detail}")
        if st.phase is not Phase.DRAFT and not rec.drafted:
            rec.drafted = {s: {card_def(c).key for c in st.spell_hands[s]} for s in range(players)}
            rec.first = st.first_player if st.first_player is not None else -1
        for e in outcome.events:
            if e.kind == "spell_resolved":
                seat = e.public["seat"]
                rec.casts.append((seat, card_def(e.public["card"]).key, left[seat]))
            elif e.kind in ("forfeit_suffered", "forfeit_paid"):
                rec.forfeits.append((e.public["seat"], card_def(e.public["card"]).key,
                                     e.kind == "forfeit_suffered"))
            elif e.kind in ("object_used", "reaction"):
                used[e.public["seat"]].add(card_def(e.public["card"]).key)
            elif e.kind == "cast":
                for c in e.public["pay"]:
                    used[e.public["seat"]].add(card_def(c).key)
        for s in range(players):
            for c in st.hands[s]:
                if card_def(c).kind.value in ("object", "ingredient"):
                    held[s].add(card_def(c).key)
    else:
        raise RuntimeError(f"seed {seed}: no end after {MAX_DECISIONS} decisions")
    rec.winner = st.winner if st.winner is not None else -1
    rec.turns = st.turn_number
    rec.held_objects = dict(held)
    rec.used = dict(used)
    return rec


def _play_indexed(job: tuple[int, int, int, tuple[str, ...]]) -> GameRecord:
    index, seed, players, bots = job
    return play_one(derive_seed(seed, index), players, bots)


def play_series(games: int, seed: int, bots: Sequence[str], player_counts: Sequence[int],
                jobs: int = 1) -> list[GameRecord]:
    """Play `games` seeded games, cycling through the player counts (in `jobs` processes)."""
    work = [(i, seed, player_counts[i % len(player_counts)], tuple(bots)) for i in range(games)]
    if jobs <= 1:
        return [_play_indexed(w) for w in work]
    from multiprocessing import Pool

    with Pool(jobs) as pool:
        return pool.map(_play_indexed, work, chunksize=8)


# ---- the report -------------------------------------------------------------------------------

def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _rate(wins: int, total: int) -> str:
    return f"{_pct(wins / total)} ({total})" if total else "-"


def analyse(records: list[GameRecord]) -> dict[str, Any]:
    """Every figure of the report, as plain data."""
    out: dict[str, Any] = {"games": len(records)}
    by_players: dict[int, list[GameRecord]] = defaultdict(list)
    for r in records:
        by_players[r.players].append(r)
    out["seats"] = {
        n: {"by_seat": [sum(1 for r in rs if r.winner == s) / len(rs) for s in range(n)],
            "by_position": [sum(1 for r in rs if (r.winner - r.first) % n == p) / len(rs) for p in range(n)],
            "games": len(rs),
            "turns_mean": statistics.mean(r.turns for r in rs),
            "turns_median": statistics.median(r.turns for r in rs),
            "rounds_mean": statistics.mean(r.turns / n for r in rs),
            "turns_max": max(r.turns for r in rs)}
        for n, rs in sorted(by_players.items())
    }
    # baseline: how often a caster left with `left` levels (in an n-player game) went on to win
    base: dict[tuple[int, int], list[int]] = defaultdict(list)
    for r in records:
        for seat, _, left in r.casts:
            base[(r.players, left)].append(1 if r.winner == seat else 0)
    base_rate = {k: sum(v) / len(v) for k, v in base.items()}
    cards: dict[str, dict[str, Any]] = {}
    defs = definitions()

    def used_vs_idle(key: str) -> tuple[int, int, int, int, float]:
        users = [(r, s) for r in records for s, keys in r.used.items() if key in keys]
        idle = [(r, s) for r in records for s, keys in r.held_objects.items()
                if key in keys and key not in r.used.get(s, set())]
        uw = sum(1 for r, s in users if r.winner == s)
        iw = sum(1 for r, s in idle if r.winner == s)
        gap = (uw / len(users) if users else 0.0) - (iw / len(idle) if idle else 0.0)
        return len(users), uw, len(idle), iw, gap

    # spending any card on a recipe means a spell was cast, which goes with winning: the gap of
    # real ingredients is the yardstick substitutes are measured against
    ingredient_gaps = [used_vs_idle(k)[4] for k, d in defs.items() if d.kind.value == "ingredient"]
    out["ingredient_gap"] = statistics.mean(ingredient_gaps) if ingredient_gaps else 0.0
    for key, d in defs.items():
        if d.kind.value == "spell":
            drafted = [(r, s) for r in records for s, keys in r.drafted.items() if key in keys]
            casts = [(r, s, left) for r in records for s, k, left in r.casts if k == key]
            casters = {(id(r), s): r.winner == s for r, s, _ in casts}
            lift = (statistics.mean((1 if r.winner == s else 0) - base_rate[(r.players, left)]
                                    for r, s, left in casts) if casts else 0.0)
            choices = [(r.winner == v, suffered) for r in records for v, k, suffered in r.forfeits if k == key]
            cards[key] = {"kind": "spell", "level": d.level, "drafted": len(drafted),
                          "suffered": sum(1 for _, sf in choices if sf),
                          "suffered_wins": sum(1 for w, sf in choices if sf and w),
                          "paid": sum(1 for _, sf in choices if not sf),
                          "paid_wins": sum(1 for w, sf in choices if not sf and w),
                          "drafted_wins": sum(1 for r, s in drafted if r.winner == s),
                          "cast": len(casters), "cast_wins": sum(casters.values()), "lift": lift,
                          "samples": len(casts)}
        elif d.kind.value == "object":
            n_used, uw, n_idle, iw, gap = used_vs_idle(key)
            lift = gap - out["ingredient_gap"] if d.substitutes else gap
            cards[key] = {"kind": "object", "magical": d.magical, "used": n_used, "used_wins": uw,
                          "idle": n_idle, "idle_wins": iw, "gap": gap, "lift": lift if d.magical else 0.0,
                          "samples": n_used, "substitute": bool(d.substitutes)}
    out["cards"] = cards
    def measured(c: dict[str, Any]) -> bool:
        return bool(c["samples"] >= MIN_SAMPLES and (c["kind"] == "spell" or c["idle"] >= MIN_SAMPLES))

    out["flagged"] = sorted(k for k, c in cards.items() if measured(c) and c["lift"] > FLAG_LIFT)
    out["weak"] = sorted(k for k, c in cards.items() if measured(c) and c["lift"] < -FLAG_LIFT)
    return out


def render(data: dict[str, Any], bots: str, seed: int) -> str:
    """The report as markdown."""
    names = {k: d.name["en"] for k, d in definitions().items()}
    lines = [f"{data['games']} seeded games (seed {seed}), every seat played by the `{bots}` bot.", ""]
    lines += ["#### Seats and game length", "",
              "| Players | Games | Win rate by seat (0, 1, ...) | By turn position from the first player | "
              "Turns: mean / median / max | Rounds (mean) |", "|---|---|---|---|---|---|"]
    for n, s in data["seats"].items():
        lines.append(f"| {n} | {s['games']} | {' '.join(_pct(x) for x in s['by_seat'])} | "
                     f"{' '.join(_pct(x) for x in s['by_position'])} | {s['turns_mean']:.0f} / "
                     f"{s['turns_median']:.0f} / {s['turns_max']} | {s['rounds_mean']:.1f} |")
    cards = data["cards"]
    lines += ["", "#### Spells", "",
              "Drafted: win rate of players who drafted the spell. Cast: win rate of players who cast it. "
              "Lift: how much more often its casters won than casters of any spell left with the same "
              "spell levels to cast, counted as the spell resolves, before its effect (positive: the "
              "effect helps its caster).", "",
              "| Spell | Level | Drafted | Cast | Lift |", "|---|---|---|---|---|"]
    for key, c in sorted(((k, c) for k, c in cards.items() if c["kind"] == "spell"),
                         key=lambda kc: (kc[1]["level"], -kc[1]["lift"])):
        lines.append(f"| {names[key]} (`{key}`) | {c['level']} | {_rate(c['drafted_wins'], c['drafted'])} | "
                     f"{_rate(c['cast_wins'], c['cast'])} | {100 * c['lift']:+.1f} pts |")
    forfeits = [(k, c) for k, c in cards.items() if c["kind"] == "spell" and c["level"] == 1
                and c["suffered"] + c["paid"]]
    if forfeits:
        lines += ["", "#### Forfeits: suffer or pay", "",
                  "The win rate of victims who suffered the forfeit against those who paid 2 Finds instead. "
                  "Random bots choose at random, so this compares like with like: a large negative "
                  "difference means the forfeit cripples, a large positive one that it does not bite.", "",
                  "| Forfeit | Suffered | Paid | Difference |", "|---|---|---|---|"]
        for key, c in sorted(forfeits, key=lambda kc: kc[1]["suffered_wins"] / max(1, kc[1]["suffered"])
                             - kc[1]["paid_wins"] / max(1, kc[1]["paid"])):
            diff = (c["suffered_wins"] / c["suffered"] - c["paid_wins"] / c["paid"]
                    if c["suffered"] and c["paid"] else 0.0)
            lines.append(f"| {names[key]} (`{key}`) | {_rate(c['suffered_wins'], c['suffered'])} | "
                         f"{_rate(c['paid_wins'], c['paid'])} | {100 * diff:+.1f} pts |")
    lines += ["", "#### Objects", "",
              "Used: win rate of players who used the object (or paid a recipe with it). Held, unused: win "
              "rate of players who held it and never used it. Gap: the difference. Paying a recipe goes "
              "with casting, hence with winning: real ingredients show a gap of "
              f"{100 * data['ingredient_gap']:+.1f} points on average, so a substitute's lift is its gap "
              "minus that; for other objects the lift is the gap.", "",
              "| Object | Used | Held, unused | Gap | Lift |", "|---|---|---|---|---|"]
    for key, c in sorted(((k, c) for k, c in cards.items() if c["kind"] == "object"),
                         key=lambda kc: -kc[1]["lift"]):
        gap = f"{100 * c['gap']:+.1f} pts" if c["used"] and c["idle"] else "-"
        lift = f"{100 * c['lift']:+.1f} pts" if c["magical"] else "(not magical)"
        lines.append(f"| {names[key]} (`{key}`) | {_rate(c['used_wins'], c['used'])} | "
                     f"{_rate(c['idle_wins'], c['idle'])} | {gap} | {lift} |")
    def listed(keys: list[str]) -> str:
        return ", ".join(f"`{k}`" for k in keys) if keys else "none"

    lines += ["", f"Too strong (a lift above {100 * FLAG_LIFT:.0f} points, with at least {MIN_SAMPLES} games on "
              f"each side of the comparison): {listed(data['flagged'])}. Weak or situational (a lift below "
              f"-{100 * FLAG_LIFT:.0f} points): {listed(data['weak'])}."]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Play the games, print the report, and write it into docs/CARDS.md with --write."""
    parser = argparse.ArgumentParser(prog="python -m tools.balance", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", action="append", default=None,
                        help="bot spec at every seat (or a comma-separated list, one per seat); repeat the "
                             "option for several series, each with its own report (default: random)")
    parser.add_argument("--players", default="3,4,5,6", help="player counts, used in turn")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the games in")
    parser.add_argument("--write", nargs="?", const="docs/CARDS.md", default=None, metavar="FILE",
                        help="write the report into FILE's balance section (default docs/CARDS.md)")
    args = parser.parse_args(argv)
    counts = [int(x) for x in args.players.split(",")]
    reports = []
    for spec in args.bots or ["random"]:
        records = play_series(args.games, args.seed, spec.split(","), counts, args.jobs)
        reports.append(f"### With `{spec}` bots\n\n" + render(analyse(records), spec, args.seed))
    command = " ".join(["python -m tools.balance", f"--games {args.games}", f"--seed {args.seed}",
                        f"--players {args.players}", *(f"--bots {b}" for b in args.bots or ["random"]), "--write"])
    report = f"Measured with `{command}`.\n\n" + "\n\n".join(reports)
    print(report)
    if args.write:
        from game.commands.cards import write_markdown

        write_markdown(Path(args.write), balance=report)
        print(f"\nwrote {args.write}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
