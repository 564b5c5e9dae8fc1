"""Determinization: a full `ElixirState` sampled to be consistent with one seat's view.

Information-set search (engine.bots.mcts) needs states to simulate, but a bot may only know
its view. `determinize(view, rng)` keeps everything the view shows (own hand and spells, the
discard pile in order, cast rows, face-up table cards, the Finds out of the game, lasting
effects, whose turn, the direction, the turn number) and deals everything it hides at random:

- unknown Finds (every Find minus the own hand, the discard pile, the face-up and own
  face-down table cards and the Finds out of the game) go to the other hands by their public
  counts, to the other players' face-down table cards, and the rest to the deck, shuffled;
- unknown Spells (every Spell minus the own spells, the cast rows and the spells in play) go
  to the other players' spell hands matching their public levels, to the draft piles by their
  public counts, and the rest out of the game;
- the generator gets a fresh seed from `rng`, so future draws are sampled too.

The engine's frame stack cannot be rebuilt from a view in general, so only two decision
points are supported, where the stack is simple: the seat's own main turn decision (the
stack is just that decision) and its draft decision (the stack is just the draft question).
`determinize` raises `NotDeterminizable` anywhere else.
"""

from __future__ import annotations

from typing import Any

from engine.core.machine import Await, Step, run
from engine.core.rng import Rng
from engine.elixir.catalog import card_def, finds, is_spell, spells
from engine.elixir.options import ElixirOptions
from engine.elixir.state import ElixirState, Modifier, Phase, Placed


class NotDeterminizable(ValueError):
    """The view is at a decision point whose engine stack cannot be rebuilt from a view."""


SUPPORTED_KINDS = ("turn", "draft")


def determinize(view: dict[str, Any], rng: Rng) -> ElixirState:
    """A state consistent with `view` (a seat's view at its own turn or draft decision)."""
    seat = view.get("seat")
    if not isinstance(seat, int):
        raise NotDeterminizable("a spectator view cannot be determinized")
    mine = [d for d in view["pending"] if d.get("seat") == seat and "kind" in d and "id" in d]
    decision = mine[0] if mine else None
    if decision is None or decision["kind"] not in SUPPORTED_KINDS or len(view["pending"]) != 1:
        raise NotDeterminizable("only the seat's own turn or draft decision can be determinized")
    if view["plays"] or view["transaction"] is not None:
        raise NotDeterminizable("a play or transaction is in progress")
    st = ElixirState(ElixirOptions.from_plain(view["options"]), rng.next64() >> 1)
    n = st.n
    st.phase = Phase(view["phase"])
    st.first_player = view["first_player"]
    st.current = int(view["current"])
    st.direction = int(view["direction"])
    st.turn_number = int(view["turn"])
    st.discard = list(view["discard"])
    st.hands[seat] = list(view["hand"])
    st.spell_hands[seat] = list(view["spells"])
    seats = view["seats"]
    for s in range(n):
        st.cast[s] = list(seats[s]["cast"])
    gone_finds = list(view["out_of_game"]["finds"])
    for item in view["table"]["face_up"]:
        st.table[item["card"]] = Placed(item["owner"], True, item["why"])
    for card in view["table"]["mine"]:
        st.table[card] = Placed(seat, False, "unknown")
    max_uid = 0
    for s in range(n):
        for m in seats[s]["modifiers"]:
            st.modifiers.append(Modifier(m["uid"], m["key"], s, m["source"], m["card"], dict(m["data"]),
                                         m["turns"]))
            max_uid = max(max_uid, int(m["uid"]))
    st.modifiers.sort(key=lambda m: m.uid)

    # ---- Finds ----
    known = set(st.hands[seat]) | set(st.discard) | set(st.table) | set(gone_finds)
    unknown = [c for c in finds() if c not in known]
    rng.shuffle(unknown)
    pos = 0
    for s in range(n):
        if s == seat:
            continue
        count = int(seats[s]["finds"])
        st.hands[s] = unknown[pos:pos + count]
        pos += count
        for _ in range(int(seats[s]["face_down"])):
            st.table[unknown[pos]] = Placed(s, False, "unknown")
            pos += 1
    st.deck = unknown[pos:]
    if len(st.deck) != int(view["deck"]):
        raise NotDeterminizable("the view's counts of Finds do not add up")

    # ---- Spells ----
    known_spells = set(st.spell_hands[seat]) | {c for row in st.cast for c in row}
    by_level: dict[int, list[int]] = {1: [], 2: [], 3: [], 4: []}
    for c in spells():
        if c not in known_spells:
            by_level[card_def(c).level].append(c)
    for pool in by_level.values():
        rng.shuffle(pool)
    for s in range(n):
        if s == seat:
            continue
        for level in seats[s]["spell_levels"]:
            if not by_level[level]:
                raise NotDeterminizable("the view's spell levels do not add up")
            st.spell_hands[s].append(by_level[level].pop())
    for key, count in view["piles"].items():
        level = int(key)
        for _ in range(int(count)):
            st.piles[level].append(by_level[level].pop())
    st.gone = gone_finds + sorted(c for pool in by_level.values() for c in pool)
    if sum(1 for c in st.gone if is_spell(c)) != int(view["out_of_game"]["spells"]):
        raise NotDeterminizable("the view's count of spells out of the game does not add up")

    # ---- the machine: re-ask the same decision with the same id ----
    st.next_uid = max_uid + 1
    st.next_decision_id = int(decision["id"])
    st.answers_applied = 0
    if decision["kind"] == "turn":
        from engine.elixir.turn import main_decision

        st.stack.append(Step(main_decision, {"seat": seat}))
    else:
        from engine.elixir.setup import draft_next

        previous = _previous_draft_seat(st, seat)
        st.stack.append(Step(draft_next, {"seat": previous}))
    run(st)
    top = st.stack[-1] if st.stack else None
    if not isinstance(top, Await) or seat not in top.decisions or top.decisions[seat].id != decision["id"]:
        raise NotDeterminizable("the rebuilt decision does not match the view's")
    return st


def _previous_draft_seat(st: ElixirState, seat: int) -> int:
    """The `seat` argument of `draft_next` that makes it ask `seat` next: the seat before it
    (draft_next walks on from the seat after, skipping those who reached the target)."""
    return (seat - st.direction) % st.n
