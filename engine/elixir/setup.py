"""Setting the scene: Am-Stram-Gram chooses the first player, the spell draft, the deal."""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision
from engine.elixir.ids import finds, spells
from engine.elixir.options import FirstPlayerMethod
from engine.elixir.state import ElixirState, Phase
from engine.elixir.turn import begin_turn

RHYME_SYLLABLES: dict[str, tuple[str, ...]] = {
    "en": ("Am", "Stram", "Gram", "pick", "and", "pick", "and", "pick", "a", "gain",
           "who", "will", "be", "the", "cho", "sen", "one", "Am", "Stram", "Gram"),
    "fr": ("am", "stram", "gram", "pic", "et", "pic", "et", "co", "lé", "gram",
           "bour", "et", "bour", "et", "ra", "ta", "tam", "am", "stram", "gram", "pic", "dame"),
    # Dutch and Italian: the folk counting rhymes children say in those languages.
    "nl": ("ie", "ne", "mie", "ne", "mut", "te", "tien", "pond", "grut", "ten", "tien", "pond", "kaas",
           "ie", "ne", "mie", "ne", "mut", "te", "is", "de", "baas"),
    "it": ("am", "ba", "ra", "bà", "cic", "cì", "coc", "cò", "tre", "ci", "vet", "te", "sul", "co", "mò"),
}

HAND_SIZE = 5


def begin(st: ElixirState, _: dict[str, Any]) -> None:
    """Shuffle the four spell piles and the Finds, then choose the first player."""
    for card in spells():
        st.piles[st.book[card].level].append(card)
    for level in (1, 2, 3, 4):
        st.rng.shuffle(st.piles[level])
    st.deck = list(finds())
    st.rng.shuffle(st.deck)
    st.emit("setup", {"players": st.n, "piles": {str(k): len(v) for k, v in st.piles.items()},
                      "finds": len(st.deck), "spell_points": st.options.target_points})
    st.then((am_stram_gram, {}), (draft_next, {"seat": -1}))


def recite(seats: list[int], start_index: int, syllables: tuple[str, ...]) -> list[tuple[str, int]]:
    """Point at `seats` in order from `start_index`, one seat per syllable: the (syllable, seat) pairs."""
    return [(syl, seats[(start_index + k) % len(seats)]) for k, syl in enumerate(syllables)]


def am_stram_gram(st: ElixirState, _: dict[str, Any]) -> None:
    """The ritual: a random reciter points around the table, one seat per syllable.

    Fast method: the last syllable names the first player. Complete method: that seat is left
    out and the ritual starts again from the next seat, until one seat remains.
    """
    syllables = RHYME_SYLLABLES[st.options.rhyme]
    reciter = st.rng.below(st.n)
    remaining = list(range(st.n))
    start = reciter
    rounds = 0
    while True:
        rounds += 1
        pointed = recite(remaining, start, syllables)
        chosen = pointed[-1][1]
        st.emit("am_stram_gram", {"reciter": reciter, "round": rounds, "rhyme": st.options.rhyme,
                                  "pointing": [[syl, seat] for syl, seat in pointed],
                                  "chosen": chosen,
                                  "eliminated": st.options.first_player is FirstPlayerMethod.COMPLETE})
        if st.options.first_player is FirstPlayerMethod.FAST:
            first = chosen
            break
        index = remaining.index(chosen)
        remaining.pop(index)
        if len(remaining) == 1:
            first = remaining[0]
            break
        start = index % len(remaining)
    st.first_player = first
    st.current = first
    st.phase = Phase.DRAFT
    st.emit("first_player", {"seat": first, "method": st.options.first_player.value})


def spell_points(st: ElixirState, seat: int) -> int:
    """The total level of the spells in `seat`'s hand."""
    return sum(st.book[c].level for c in st.spell_hands[seat])


def draft_next(st: ElixirState, data: dict[str, Any]) -> None:
    """Ask the next player still under the target to take the top spell of a non-empty pile."""
    target = st.options.target_points
    assert st.first_player is not None
    order = st.seats_from(st.first_player) if data["seat"] < 0 else st.seats_from(st.next_seat(data["seat"]))
    open_levels = [lvl for lvl in (1, 2, 3, 4) if st.piles[lvl]]
    seat = next((s for s in order if spell_points(st, s) < target), None)
    if seat is None or not open_levels:
        st.then((end_draft, {}),)
        return
    st.current = seat
    st.ask_one(seat, "draft", {"points": spell_points(st, seat), "target": target,
                               "piles": {str(lvl): len(st.piles[lvl]) for lvl in (1, 2, 3, 4)}},
               _drafted, options=open_levels, seat=seat)


def ask_draft_again(st: ElixirState, decision: Decision) -> None:
    """Ask `decision`, a draft question as it was asked (same id, same open piles), as
    `draft_next` would have (the seat asked is the current seat): a determinized sample of that
    seat's view rebuilds its question so."""
    st.current = decision.seat
    st.ask_again(decision, _drafted, seat=decision.seat)


def _drafted(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seat = data["seat"]
    level = answers[seat]
    card = st.piles[level].pop()
    st.spell_hands[seat].append(card)
    st.emit("draft", {"seat": seat, "level": level, "pile": len(st.piles[level]),
                      "points": spell_points(st, seat)}, private={"card": card}, to={seat})
    st.push(draft_next, seat=seat)


def end_draft(st: ElixirState, data: dict[str, Any]) -> None:
    """Unchosen spells leave the game; deal 5 Finds to each player from the first player on."""
    leftover = [c for lvl in (1, 2, 3, 4) for c in st.piles[lvl]]
    for lvl in (1, 2, 3, 4):
        st.piles[lvl] = []
    st.gone.extend(leftover)
    st.emit("spells_removed", {"count": len(leftover)})
    assert st.first_player is not None
    order = st.seats_from(st.first_player)
    dealt: dict[int, list[int]] = {s: [] for s in order}
    for _ in range(HAND_SIZE):
        for seat in order:
            if st.deck:
                dealt[seat].append(st.deck.pop())
    for seat in order:
        st.hands[seat].extend(dealt[seat])
        st.emit("deal", {"seat": seat, "count": len(dealt[seat]), "deck": len(st.deck)},
                private={"cards": dealt[seat]}, to={seat})
    st.phase = Phase.PLAY
    st.push(begin_turn, seat=st.first_player)
