"""Conformance: seeded random games across player counts, invariants checked after every answer.

After every answer: every card is in exactly one place; something is pending unless the game
is over; no view holds what its seat may not know (checked by shuffling everything hidden
from that seat and requiring an identical view); no event shows a spectator a card that was
never public. At the end, replaying the answers reproduces the state hash. A spell's
payment is a random pick of the offered cards when that pays the recipe (any way, not only
those the bots consider), and a pick that does not pay is checked to be refused unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine.bots.random_bot import RandomBot
from engine.core.decisions import Answer, Decision
from engine.core.machine import Reason, apply, pending
from engine.core.replay import Replay, play_back, state_hash
from engine.core.rng import Rng
from engine.elixir.catalog import BOOK, card_def, is_spell
from engine.elixir.game import ELIXIR
from engine.elixir.paying import pays_recipe
from engine.elixir.state import ElixirState
from tests.elixir.helpers import check_every_card_once

CARD_KEYS = {"card", "cards", "pay", "shown", "laid", "spell"}
# Events that lay cards face up for everyone (their cards become public at that moment).
REVEALING = {"reveal", "discard", "cast", "object_used", "reaction", "place"}


def public_cards(view: dict[str, Any]) -> set[int]:
    """Card ids a spectator view shows."""
    ids = set(view["discard"]) | set(view["out_of_game"]["finds"])
    for seat in view["seats"]:
        ids |= set(seat["cast"])
    ids |= {c["card"] for c in view["table"]["face_up"]}
    ids |= {p["card"] for p in view["plays"]}
    tx = view["transaction"] or {}
    ids |= set(tx.get("laid", []))
    return ids


def event_cards(data: Any) -> set[int]:
    """Card ids under card-bearing keys of an event as seen by someone."""
    found: set[int] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key in CARD_KEYS:
                found |= {value} if isinstance(value, int) else {v for v in value if isinstance(v, int)}
            else:
                found |= event_cards(value)
    elif isinstance(data, list):
        for item in data:
            found |= event_cards(item)
    return found


Slots = list[tuple[list[int], int]]


def hidden_slots(st: ElixirState, seat: int) -> tuple[Slots, dict[int, Slots]]:
    """Positions of every Find and Spell hidden from `seat` (spells grouped by level, which is public)."""
    finds: Slots = []
    spells: dict[int, Slots] = {}
    zones = [st.deck] + [st.hands[s] for s in range(st.n) if s != seat]
    for zone in zones:
        finds.extend((zone, i) for i in range(len(zone)))
    spell_zones = [st.spell_hands[s] for s in range(st.n) if s != seat] + list(st.piles.values())
    spell_zones.append([c for c in st.gone if is_spell(c)])
    for zone in spell_zones:
        for i, c in enumerate(zone):
            spells.setdefault(card_def(c).level, []).append((zone, i))
    return finds, spells


def assert_view_hides(st: ElixirState, seat: int | None, rng: Rng,
                      view: Callable[[ElixirState, int | None], dict[str, Any]] = ELIXIR.view) -> None:
    """`view(st, seat)` must not change when everything hidden from `seat` is shuffled."""
    before = json.dumps(view(st, seat), sort_keys=True)
    # face-down table cards of others are hidden too: swap them with hidden hand cards
    finds, spells = hidden_slots(st, -1 if seat is None else seat)
    groups = [finds, *spells.values()]
    saved = [[zone[i] for zone, i in group] for group in groups]
    table_hidden = [c for c, p in st.table.items() if not p.face_up and p.owner != seat]
    saved_table = {c: st.table[c] for c in table_hidden}
    gone_before = list(st.gone)
    try:
        for group, values in zip(groups, saved, strict=True):
            shuffled = list(values)
            rng.shuffle(shuffled)
            for (zone, i), value in zip(group, shuffled, strict=True):
                zone[i] = value
        if table_hidden and finds:
            # exchange one face-down table card with a hidden Find elsewhere
            zone, i = finds[0]
            a, b = table_hidden[0], zone[i]
            if b not in st.table:
                placed = st.table.pop(a)
                zone[i] = a
                st.table[b] = placed
        after = json.dumps(view(st, seat), sort_keys=True)
    finally:
        for c in list(st.table):
            if c not in saved_table and not st.table[c].face_up and st.table[c].owner != seat:
                del st.table[c]
        st.table.update(saved_table)
        for group, values in zip(groups, saved, strict=True):
            for (zone, i), value in zip(group, values, strict=True):
                zone[i] = value
        st.gone[:] = gone_before
    assert before == after, f"the view of seat {seat} depends on hidden cards"


def any_payment(st: ElixirState, decision: Decision, rng: Rng) -> list[int] | None:
    """A uniformly random pick for a "pay" decision (bots consider only some ways): returned
    when it pays the recipe; otherwise checked to be refused, with nothing changed."""
    assert decision.pick is not None
    pick = sorted(rng.sample(list(decision.pick.among), decision.pick.sizes[0]))
    if pays_recipe(BOOK, pick, card_def(int(decision.prompt["spell"]))):
        return pick
    before = state_hash(ELIXIR, st)
    outcome = apply(st, Answer(decision.id, decision.seat, pick))
    assert not outcome.accepted and outcome.reason is Reason.ILLEGAL_OPTION
    assert state_hash(ELIXIR, st) == before
    return None


def play_checked(players: int, seed: int, options: dict[str, Any], leak_every: int) -> None:
    """Play one random game, checking every invariant."""
    opts = ELIXIR.normalize_options({"players": players, **options})
    st, setup_events = ELIXIR.new_game(opts, seed)
    bots = [RandomBot(seed * 31 + s) for s in range(players)]
    rng = Rng(seed)
    answers: list[Answer] = []
    known = public_cards(ELIXIR.view(st, None))
    for event in setup_events:
        assert event_cards(event.for_seat(None)) <= known
    step = 0
    while not st.over:
        waiting = pending(st)
        assert waiting, "nothing pending before the end"
        decision = waiting[step % len(waiting)]
        choice = bots[decision.seat].choose(ELIXIR.view(st, decision.seat), decision.to_plain())
        if decision.kind == "pay":
            choice = any_payment(st, decision, rng) or choice
        answer = Answer(decision.id, decision.seat, choice)
        outcome = apply(st, answer)
        assert outcome.accepted, (outcome.reason, outcome.detail)
        answers.append(answer)
        step += 1
        check_every_card_once(st)
        spectator = ELIXIR.view(st, None)
        known |= public_cards(spectator)
        for event in outcome.events:
            shown = event_cards(event.for_seat(None))
            if event.kind in REVEALING:
                assert event.kind != "place" or event.public["face_up"] or not shown
                known |= shown
            assert shown <= known, f"event {event.kind} shows a spectator never-public cards {shown - known}"
        if step % leak_every == 0:
            assert_view_hides(st, step % (players + 1) - 1 if step % (players + 1) else None, rng)
        assert step < 100_000
    result = ELIXIR.result(st)
    assert result is not None and len(result["winners"]) == 1
    assert st.spell_hands[result["winners"][0]] == []
    replayed = play_back(ELIXIR, Replay("elixir", opts, seed, tuple(answers)))
    assert state_hash(ELIXIR, replayed) == state_hash(ELIXIR, st)


PLAYER_COUNTS = (3, 4, 5, 6, 8)
OPTION_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"first_player": "complete", "rhyme": "fr"},
    {"forfeit_payment": "caster_draws", "spell_points": 13},
    {"spell_points": 9},
)


@pytest.mark.parametrize("block", range(10))
def test_conformance_random_games(block: int) -> None:
    """500 seeded random games (10 blocks of 50) over 3-8 players and the book's options."""
    for i in range(50):
        seed = block * 50 + i
        players = PLAYER_COUNTS[seed % len(PLAYER_COUNTS)]
        options = OPTION_SETS[(seed // len(PLAYER_COUNTS)) % len(OPTION_SETS)]
        play_checked(players, seed, options, leak_every=7)


def test_view_leak_check_can_fail() -> None:
    """The leak check itself catches a view that shows another seat's hand."""
    st = ELIXIR.new_state({"players": 4}, 3)

    def leaky(state: ElixirState, seat: int | None) -> dict[str, Any]:
        out = ELIXIR.view(state, seat)
        out["spy"] = list(state.hands[(0 if seat is None else seat + 1) % state.n])
        return out

    from tests.elixir.helpers import play_draft

    play_draft(st)
    with pytest.raises(AssertionError, match="depends on hidden cards"):
        assert_view_hides(st, 0, Rng(1), view=leaky)
