"""Bots cannot see hidden information, and determinization keeps what the view shows.

A bot is given a view; changing anything that view hides (other hands, the deck order, other
players' spells of the same levels, face-down cards) must leave the view identical and the
bot's answer, for the same seed, identical. Determinized states must agree with the view
that made them, put every card in exactly one place, and never hide a card the view shows.
"""

from __future__ import annotations

import json

import pytest

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.core.rng import Rng
from engine.elixir.catalog import card_def, is_spell
from engine.elixir.determinize import Determinizer, determinize
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState
from tests.bots.positions import Position
from tests.bots.positions import positions as game_positions
from tests.elixir.helpers import check_every_card_once

BOT_SPECS = ("random", "greedy", "greedy:easy", "mcts:6it")


def scramble_hidden(st: ElixirState, seat: int, rng: Rng) -> ElixirState:
    """A copy of `st` with everything hidden from `seat` dealt anew (public counts kept)."""
    out = ELIXIR.clone(st)
    assert isinstance(out, ElixirState)
    find_slots: list[tuple[list[int], int]] = []
    for zone in [out.deck] + [out.hands[s] for s in range(out.n) if s != seat]:
        find_slots.extend((zone, i) for i in range(len(zone)))
    face_down = sorted(c for c, p in out.table.items() if not p.face_up and p.owner != seat)
    cards = [zone[i] for zone, i in find_slots] + face_down
    rng.shuffle(cards)
    placed = {c: out.table.pop(c) for c in face_down}
    for (zone, i), card in zip(find_slots, cards, strict=False):
        zone[i] = card
    for old, card in zip(face_down, cards[len(find_slots):], strict=True):
        out.table[card] = placed[old]
    spell_zones = [out.spell_hands[s] for s in range(out.n) if s != seat] + list(out.piles.values())
    gone_spells = [c for c in out.gone if is_spell(c)]
    out.gone = [c for c in out.gone if not is_spell(c)]
    spell_zones.append(gone_spells)
    for level in (1, 2, 3, 4):
        slots = [(zone, i) for zone in spell_zones for i, c in enumerate(zone) if card_def(c).level == level]
        values = [zone[i] for zone, i in slots]
        rng.shuffle(values)
        for (zone, i), card in zip(slots, values, strict=True):
            zone[i] = card
    out.gone.extend(gone_spells)
    out.rng = Rng(rng.next64())
    return out


def positions(count: int, seed: int) -> list[Position]:
    """Every ninth position of games of greedy and random bots (`tests.bots.positions`)."""
    return game_positions(count, seed, lambda step, _: step % 9 == 0)


@pytest.mark.parametrize("spec", BOT_SPECS)
def test_bot_answer_ignores_everything_its_view_hides(spec: str) -> None:
    rng = Rng(5)
    for st, seat, decision in positions(60, seed=3):
        view = ELIXIR.view(st, seat)
        other = scramble_hidden(st, seat, rng)
        other_view = ELIXIR.view(other, seat)
        assert json.dumps(view, sort_keys=True) == json.dumps(other_view, sort_keys=True)
        first = make_bot(spec, 42).choose(view, decision)
        second = make_bot(spec, 42).choose(other_view, decision)
        assert first == second


def test_scrambling_really_changes_hidden_cards() -> None:
    """The scramble used above does move hidden cards (so the test above can fail)."""
    st, seat, _ = positions(5, seed=3)[-1]
    other = scramble_hidden(st, seat, Rng(1))
    assert any(other.hands[s] != st.hands[s] for s in range(st.n) if s != seat) or other.deck != st.deck


def test_determinize_agrees_with_the_view_and_hides_nothing_shown() -> None:
    rng = Rng(9)
    checked = 0
    for st, seat, decision in positions(400, seed=4):
        if decision["kind"] not in ("turn", "draft") or len(pending(st)) != 1:
            continue
        view = ELIXIR.view(st, seat)
        sample = determinize(view, rng)
        check_every_card_once(sample)
        assert json.dumps(ELIXIR.view(sample, seat), sort_keys=True) == json.dumps(view, sort_keys=True)
        assert pending(sample)[0].to_plain() == decision
        shown = set(view["hand"]) | set(view["discard"]) | set(view["out_of_game"]["finds"])
        shown |= {c["card"] for c in view["table"]["face_up"]} | set(view["spells"])
        shown |= {c for s in view["seats"] for c in s["cast"]}
        hidden_places = set(sample.deck) | {c for s in range(sample.n) if s != seat for c in sample.hands[s]}
        hidden_places |= {c for s in range(sample.n) if s != seat for c in sample.spell_hands[s]}
        hidden_places |= {c for pile in sample.piles.values() for c in pile}
        hidden_places |= {c for c, p in sample.table.items() if not p.face_up and p.owner != seat}
        hidden_places |= {c for c in sample.gone if is_spell(c)}
        assert not shown & hidden_places
        checked += 1
    assert checked >= 20


def test_determinize_samples_differ_but_keep_public_counts() -> None:
    st, seat, decision = next(p for p in positions(200, seed=6) if p[2]["kind"] == "turn")
    view = ELIXIR.view(st, seat)
    a = determinize(view, Rng(1))
    b = determinize(view, Rng(2))
    assert a.deck != b.deck
    for s in range(st.n):
        assert len(a.hands[s]) == len(st.hands[s]) == len(b.hands[s])
        assert sorted(card_def(c).level for c in a.spell_hands[s]) == \
            sorted(card_def(c).level for c in st.spell_hands[s])


def test_a_single_sample_is_a_samplers_first_and_further_samples_agree_with_the_view() -> None:
    """`determinize` keeps no copy for more samples, yet draws the very state a `Determinizer`'s
    first sample is; the sampler's further samples (dealt from its copy) agree with the view too."""
    checked = 0
    for st, seat, decision in positions(120, seed=8):
        if decision["kind"] not in ("turn", "draft") or len(pending(st)) != 1:
            continue
        view = ELIXIR.view(st, seat)
        single = determinize(view, Rng(checked))
        sampler = Determinizer(view)
        first = sampler.sample(Rng(checked))
        assert ELIXIR.fingerprint(single) == ELIXIR.fingerprint(first)
        rng = Rng(100 + checked)
        further = [sampler.sample(rng) for _ in range(3)]
        assert len({json.dumps(ELIXIR.fingerprint(f), sort_keys=True, default=str) for f in further}) > 1
        for sample in further:
            check_every_card_once(sample)
            assert json.dumps(ELIXIR.view(sample, seat), sort_keys=True) == json.dumps(view, sort_keys=True)
            assert pending(sample)[0].to_plain() == decision
        checked += 1
    assert checked >= 5


def test_a_sample_given_the_decision_asks_it_again_and_is_the_state_rebuilt_without_it() -> None:
    """Given the seat's decision in full, a sample asks it again as it is rather than working out
    its options on the sample: the first and further samples are the very states built without
    it (turn and draft decisions of whole games), and the decision can still be answered."""
    checked = {"turn": 0, "draft": 0}
    for st, seat, decision in positions(400, seed=12):
        if decision["kind"] not in ("turn", "draft") or len(pending(st)) != 1:
            continue
        view = ELIXIR.view(st, seat)
        given, rebuilt = Determinizer(view, decision), Determinizer(view)
        rng_given, rng_rebuilt = Rng(sum(checked.values())), Rng(sum(checked.values()))
        for _ in range(3):
            a, b = given.sample(rng_given), rebuilt.sample(rng_rebuilt)
            assert ELIXIR.fingerprint(a) == ELIXIR.fingerprint(b)
            assert pending(a)[0].to_plain() == decision
        sample = determinize(view, Rng(5), decision)
        assert ELIXIR.fingerprint(sample) == ELIXIR.fingerprint(determinize(view, Rng(5)))
        assert apply(sample, Answer(decision["id"], seat, decision["options"][-1])).accepted
        checked[decision["kind"]] += 1
    assert checked["turn"] >= 20 and checked["draft"] >= 5


def test_a_decision_that_is_not_the_views_is_refused() -> None:
    """A sampler given a decision other than the one its view shows pending refuses to sample
    (it would rebuild a question the seat was never asked)."""
    from engine.elixir.determinize import NotDeterminizable

    st, seat, decision = next(p for p in positions(200, seed=6) if p[2]["kind"] == "turn")
    view = ELIXIR.view(st, seat)
    for wrong in ({**decision, "id": decision["id"] + 1}, {**decision, "kind": "draft"},
                  {**decision, "seat": (seat + 1) % st.n}, {**decision, "options": []}):
        with pytest.raises(NotDeterminizable):
            Determinizer(view, wrong)
