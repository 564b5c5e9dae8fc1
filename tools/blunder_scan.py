"""Scan a tournament's replays for the blunders the blunder suite forbids.

    elixir-arcade simulate --players 4 --games 100 --seed 5 --rotate-seats --no-clock \\
        --bots mcts:hard,greedy,greedy,greedy --save-replays replays/
    python -m tools.blunder_scan replays/ [--json]

Replays each Elixir game answer by answer and judges every answer with the whole state in
view (the scanner is not a player: it may look at everything). The blunders, named as in
`tests/bots/test_blunders.py`:

- ``overpaying_at_an_auction``: a bid above `engine.bots.heuristics.bid_ceiling` of the lot;
- ``not_casting_the_last_spell``: a turn answered otherwise while the seat's last spell was
  castable (casting it wins unless it is countered);
- ``letting_a_winning_spell_through``: a reaction window over a rival casting its last spell
  (or countering a counter to it), passed by a seat that could counter it;
- ``paying_for_a_harmless_forfeit``: 2 Finds paid to escape a forfeit that could not bite on
  the victim's spells (`engine.bots.heuristics.forfeit_bites`);
- ``using_an_object_for_nothing``: a magical object used (on a turn or in a reaction window)
  while its effect had nothing to act on (`engine.bots.heuristics.spends_for_nothing`: a soap
  with no harmful effect to wash off, a hook over an empty discard pile, an hourglass that gives
  a more threatening rival the next turn...);
- ``aiming_a_forfeit_where_it_cannot_bite``: a forfeit spell aimed at a seat whose spells it
  cannot hurt (`engine.bots.heuristics.forfeit_bites`) while another seat offered it could;
- ``shielding_against_a_harmless_forfeit``: a shield or a weathervane played against a forfeit
  aimed at the seat that could not hurt its spells (suffering it cost nothing);
- ``aiming_a_forfeit_at_a_player_with_no_finds``: a forfeit aimed at a seat holding no Find
  (it gives nothing and is free) while another seat it could bite held some.

Prints the blunders found by kind and by bot (the replay's ``meta.bots`` names each seat's
bot), each with its file and decision, so that a new kind can become a test of the suite.
A file that is not a readable Elixir replay is reported and skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.bots.heuristics import Evaluator, bid_ceiling, forfeit_bites, spends_for_nothing
from engine.bots.knowledge import Knowledge
from engine.core.decisions import Decision
from engine.core.machine import apply, pending
from engine.core.replay import ReplayError, load
from engine.elixir.cards import Reaction
from engine.elixir.catalog import FIRST_SPELL, card_def
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState
from tools.piped import run_piped

BLUNDERS = ("overpaying_at_an_auction", "not_casting_the_last_spell", "letting_a_winning_spell_through",
            "paying_for_a_harmless_forfeit", "using_an_object_for_nothing", "aiming_a_forfeit_where_it_cannot_bite",
            "shielding_against_a_harmless_forfeit", "aiming_a_forfeit_at_a_player_with_no_finds")
"""The kinds of blunder the scanner knows."""


@dataclass(frozen=True)
class Blunder:
    """One blunder: what kind, by which bot in which seat, where."""

    kind: str
    bot: str
    seat: int
    file: str
    decision: int
    detail: str


def judge(st: ElixirState, decision: Decision, choice: Any) -> tuple[str, str] | None:
    """The blunder `choice` makes as the answer to `decision` in `st` (kind and detail), or None."""
    if decision.kind == "bid" and type(choice) is int:
        lot = int(decision.prompt.get("lot", 0))
        if choice > bid_ceiling(lot):
            return "overpaying_at_an_auction", f"bid {choice} for a lot of {lot}"
    if decision.kind == "turn" and len(st.spell_hands[decision.seat]) == 1:
        casts = [o for o in decision.options if isinstance(o, dict) and o.get("act") == "cast"]
        if casts and not (isinstance(choice, dict) and choice.get("act") == "cast"):
            return "not_casting_the_last_spell", f"answered {choice} with {casts[0]} offered"
    if decision.kind == "react" and choice == {"act": "pass"}:
        play = st.play(int(decision.prompt.get("uid") or 0))
        counters = [o for o in decision.options if isinstance(o, dict) and o.get("act") == "react"
                    and card_def(o["card"]).reaction is Reaction.COUNTER]
        defends = play is not None and play.card < FIRST_SPELL and card_def(play.card).reaction is Reaction.COUNTER
        if (play is not None and counters and (play.card >= FIRST_SPELL or defends) and play.seat != decision.seat
                and not play.countered and not st.spell_hands[play.seat]):
            what = "a counter defending its last spell" if defends else "its last spell"
            return "letting_a_winning_spell_through", f"passed on seat {play.seat}'s {what} {play.card}"
    if decision.kind == "forfeit" and choice == "pay" and "card" in decision.prompt:
        suffered = int(decision.prompt["card"])
        if not forfeit_bites(suffered, st.spell_hands[decision.seat]):
            return "paying_for_a_harmless_forfeit", f"paid 2 Finds against {card_def(suffered).key}"
    if decision.kind in ("turn", "react") and isinstance(choice, dict) and choice.get("act") == "object" \
            and spends_for_nothing(Evaluator(Knowledge.from_state(st, decision.seat)), choice):
        used = card_def(int(choice["card"]))
        if used.reverses_turn_order:
            return "using_an_object_for_nothing", f"used {used.key}: the turn order reversed to its own harm"
        return "using_an_object_for_nothing", f"used {used.key} to no effect"
    card = decision.prompt.get("card")
    if decision.kind == "react" and isinstance(choice, dict) and choice.get("act") == "react" \
            and card_def(int(choice["card"])).reaction in (Reaction.PROTECT, Reaction.DIVERT) \
            and isinstance(card, int) and card_def(card).forfeit and decision.prompt.get("target") == decision.seat \
            and not forfeit_bites(card, st.spell_hands[decision.seat]):
        shield = card_def(int(choice["card"])).key
        return "shielding_against_a_harmless_forfeit", f"{shield} against {card_def(card).key}"
    if decision.kind == "target" and type(choice) is int and isinstance(card, int) and card_def(card).forfeit:
        biting = [s for s in decision.options if type(s) is int and forfeit_bites(card, st.spell_hands[s])]
        if biting and choice not in biting:
            return "aiming_a_forfeit_where_it_cannot_bite", f"aimed {card_def(card).key} at seat {choice}"
        holding = [s for s in biting or decision.options if type(s) is int and st.hands[s]]
        if holding and not st.hands[choice]:
            return "aiming_a_forfeit_at_a_player_with_no_finds", f"aimed {card_def(card).key} at seat {choice}"
    return None


def scan_file(path: Path) -> list[Blunder]:
    """The blunders of one replay file; raises ReplayError when it is not an Elixir replay."""
    replay = load(path)
    if replay.game != "elixir":
        raise ReplayError(f"a replay of {replay.game!r}, not of Elixir")
    bots = list(replay.meta.get("bots", []))
    st = ELIXIR.new_state(replay.options, replay.seed)
    found = []
    for answer in replay.answers:
        decision = next((d for d in pending(st) if d.id == answer.decision), None)
        if decision is not None:
            blunder = judge(st, decision, answer.choice)
            if blunder is not None:
                bot = bots[decision.seat] if decision.seat < len(bots) else "?"
                found.append(Blunder(blunder[0], str(bot), decision.seat, path.name, decision.id, blunder[1]))
        if not apply(st, answer).accepted:
            raise ReplayError(f"answer to decision {answer.decision} is refused: the replay does not fit")
    return found


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point: 0 when no blunder was found, 1 otherwise, 2 for bad input."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", help="a folder of replay files (simulate --save-replays)")
    parser.add_argument("--json", action="store_true", help="print the findings as JSON")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    if not files:
        print(f"error: no replay files in {folder}", file=sys.stderr)
        return 2
    blunders: list[Blunder] = []
    skipped: list[str] = []
    for path in files:
        try:
            blunders.extend(scan_file(path))
        except (ReplayError, OSError, ValueError) as exc:
            skipped.append(f"{path.name}: {exc}")
    by_kind = Counter(b.kind for b in blunders)
    by_bot = Counter(f"{b.bot} {b.kind}" for b in blunders)
    if args.json:
        print(json.dumps({"files": len(files), "skipped": skipped, "by_kind": dict(by_kind),
                          "by_bot": dict(by_bot), "blunders": [vars(b) for b in blunders]}, indent=2))
    else:
        print(f"{len(files) - len(skipped)} replays scanned, {len(blunders)} blunders")
        for kind in BLUNDERS:
            print(f"  {kind}: {by_kind.get(kind, 0)}")
        for b in blunders[:40]:
            print(f"  {b.file} decision {b.decision}: {b.bot} (seat {b.seat}) {b.kind}: {b.detail}")
        for line in skipped:
            print(f"  skipped {line}")
    return 1 if blunders else 0


if __name__ == "__main__":
    sys.exit(run_piped(main))
