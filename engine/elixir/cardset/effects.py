"""Helpers the card effects are written with: choosing cards and seats, peeking, moving spells.

Everything here keeps each card in exactly one zone (it moves cards with the primitives of
`engine.elixir.primitives` or with the spell moves below) and emits events whose hidden parts
go only to the seats entitled to them. A choice that belongs to a player is asked through a
decision; when there is nothing to choose (a hand no bigger than what must be given) the
answer is taken without asking. Resume functions are module-level and their data plain, so a
state waiting on one of these questions copies, hashes and replays like any other.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Pick
from engine.elixir.ids import is_spell
from engine.elixir.plays import affects, target_options
from engine.elixir.primitives import discard_from_hand, give
from engine.elixir.state import ElixirState, Play

ResumeName = Any  # a module-level resume function (st, data, answers) -> None


def why(play: Play) -> str:
    """The `why` tag events carry for what `play`'s card did."""
    return f"card:{play.card}"


def others(st: ElixirState, seat: int) -> list[int]:
    """Every seat but `seat`, in turn order after it."""
    return [s for s in st.seats_from(seat) if s != seat]


def affected_others(st: ElixirState, play: Play) -> list[int]:
    """The other players `play` may affect (protected ones are left out, with an event)."""
    out: list[int] = []
    for s in others(st, play.seat):
        if affects(st, play, s):
            out.append(s)
        else:
            st.emit("protected", {"uid": play.uid, "seat": s, "card": play.card})
    return out


def turns_from_now(st: ElixirState, seat: int, turns: int) -> int:
    """The countdown that lasts `seat`'s next `turns` turns (the current one does not count)."""
    return turns + (1 if st.current == seat else 0)


def spell_points(st: ElixirState, seat: int) -> int:
    """The total level of `seat`'s uncast spells (public information)."""
    return sum(st.book[c].level for c in st.spell_hands[seat])


# ---- choosing cards ------------------------------------------------------------------------

def choose_cards(st: ElixirState, chooser: int, among: list[int], count: int, kind: str,
                 prompt: dict[str, Any], resume: ResumeName, /, **data: Any) -> None:
    """Ask `chooser` to choose exactly `count` of `among` (fewer when there are fewer), then
    `resume(st, data, {chooser: chosen})`. Asks nothing when there is no real choice."""
    among = sorted(among)
    count = min(count, len(among))
    if count == len(among):
        resume(st, data, {chooser: among})
        return
    st.ask_one(chooser, kind, prompt, resume, pick=Pick(tuple(among), (count,)), **data)


def choose_cards_each(st: ElixirState, wants: dict[int, tuple[list[int], int]], kind: str,
                      prompt: dict[str, Any], resume: ResumeName, /, **data: Any) -> None:
    """Ask several seats at once, each to choose `count` of its `among`; then `resume` once
    with every seat's choice in `answers` (seats with no real choice answered for them)."""
    auto: dict[str, list[int]] = {}
    asked = []
    for seat in st.seats_from(st.current):
        if seat not in wants:
            continue
        among, count = sorted(wants[seat][0]), wants[seat][1]
        count = min(count, len(among))
        if count == len(among):
            auto[str(seat)] = among
        else:
            asked.append(st.decision(seat, kind, prompt, pick=Pick(tuple(among), (count,))))
    st.ask(asked, _each_chosen, auto=auto, then=resume, data=data)


def _each_chosen(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    merged = {int(s): cards for s, cards in data["auto"].items()}
    merged.update(answers)
    data["then"](st, data["data"], merged)


def choose_seat(st: ElixirState, chooser: int, options: list[int], kind: str, prompt: dict[str, Any],
                resume: ResumeName, /, **data: Any) -> None:
    """Ask `chooser` to pick a seat among `options`, then `resume(st, data, {chooser: seat})`."""
    if not options:
        return
    if len(options) == 1:
        resume(st, data, {chooser: options[0]})
        return
    st.ask_one(chooser, kind, prompt, resume, options=list(options), **data)


def give_chosen(st: ElixirState, giver: int, taker: int, count: int, why: str) -> None:
    """`giver` gives `taker` `count` Finds of the giver's choice (all it has if fewer)."""
    if giver == taker or not st.hands[giver] or count <= 0:
        return
    choose_cards(st, giver, st.hands[giver], count, "give", {"to": taker, "count": count, "why": why},
                 _gave, giver=giver, taker=taker, why=why)


def _gave(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    give(st, data["giver"], data["taker"], answers[data["giver"]], why=data["why"])


def discard_chosen(st: ElixirState, seat: int, count: int, why: str, among: list[int] | None = None) -> None:
    """`seat` discards `count` Finds of its choice (from `among`, default its whole hand)."""
    pool = list(st.hands[seat]) if among is None else [c for c in among if c in st.hands[seat]]
    if not pool or count <= 0:
        return
    choose_cards(st, seat, pool, count, "discard", {"count": count, "why": why}, _discarded, seat=seat, why=why)


def _discarded(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    discard_from_hand(st, data["seat"], answers[data["seat"]], why=data["why"])


def each_gives(st: ElixirState, givers: list[int], taker: int, count: int, why: str) -> None:
    """Each of `givers` (at once) gives `taker` `count` Finds of their own choice."""
    wants = {s: (list(st.hands[s]), count) for s in givers if s != taker and st.hands[s]}
    if wants:
        choose_cards_each(st, wants, "give", {"to": taker, "count": count, "why": why}, _each_gave,
                          taker=taker, why=why)


def _each_gave(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    for seat in st.seats_from(st.current):
        if seat in answers and answers[seat]:
            give(st, seat, data["taker"], answers[seat], why=data["why"])


def each_discards(st: ElixirState, counts: dict[int, int], why: str) -> None:
    """Each seat in `counts` (at once) discards that many Finds of its own choice."""
    wants = {s: (list(st.hands[s]), n) for s, n in counts.items() if n > 0 and st.hands[s]}
    if wants:
        choose_cards_each(st, wants, "discard", {"why": why}, _each_discarded, why=why)


def _each_discarded(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    for seat in st.seats_from(st.current):
        if seat in answers and answers[seat]:
            discard_from_hand(st, seat, answers[seat], why=data["why"])


def discard_random(st: ElixirState, seat: int, count: int, why: str) -> list[int]:
    """Discard `count` Finds at random from `seat`'s hand (fewer if it holds fewer)."""
    hand = st.hands[seat]
    chosen = st.rng.sample(hand, min(count, len(hand)))
    if chosen:
        discard_from_hand(st, seat, chosen, why=why)
    return chosen


def take_from_discard(st: ElixirState, seat: int, cards: list[int], why: str) -> None:
    """Move Finds from the (public) discard pile to `seat`'s hand."""
    if not cards:
        return
    for c in cards:
        st.discard.remove(c)
    st.hands[seat].extend(cards)
    st.emit("recover", {"seat": seat, "cards": list(cards), "why": why})


# ---- information ---------------------------------------------------------------------------

def peek_hand(st: ElixirState, viewer: int, owner: int, why: str) -> None:
    """`viewer` looks at `owner`'s Finds: only the two of them learn which cards they are."""
    st.emit("peek", {"seat": viewer, "of": owner, "what": "hand", "count": len(st.hands[owner]), "why": why},
            private={"cards": sorted(st.hands[owner])}, to={viewer, owner})


def peek_spells(st: ElixirState, viewer: int, owner: int, why: str) -> None:
    """`viewer` looks at `owner`'s uncast spells (their levels are public anyway)."""
    st.emit("peek", {"seat": viewer, "of": owner, "what": "spells", "count": len(st.spell_hands[owner]),
                     "why": why},
            private={"cards": sorted(st.spell_hands[owner])}, to={viewer, owner})


def show_hand(st: ElixirState, seat: int, why: str) -> None:
    """`seat` shows its Finds to everyone."""
    st.emit("reveal", {"seat": seat, "cards": sorted(st.hands[seat]), "why": why})


# ---- moving spells -------------------------------------------------------------------------

def move_spell(st: ElixirState, giver: int, taker: int, spell: int, why: str) -> None:
    """Move an uncast spell between spell hands: its level is public, its identity is shown
    only to the two players concerned."""
    assert is_spell(spell)
    st.spell_hands[giver].remove(spell)
    st.spell_hands[taker].append(spell)
    st.emit("spell_moved", {"from": giver, "to": taker, "level": st.book[spell].level, "why": why},
            private={"card": spell}, to={giver, taker})


def uncast(st: ElixirState, seat: int, spell: int, why: str) -> None:
    """A spell in `seat`'s row of cast spells goes back to its hand, to be cast again."""
    st.cast[seat].remove(spell)
    st.spell_hands[seat].append(spell)
    st.emit("uncast", {"seat": seat, "card": spell, "level": st.book[spell].level, "why": why})


# ---- copying effects ---------------------------------------------------------------------

def run_copied(st: ElixirState, play: Play, card: int) -> None:
    """Make the effect of `card` (an object, or a spell already cast) happen for `play`'s player,
    asking for a target if it needs one. Protection against `play` also protects against it."""
    defn = st.book[card]
    if defn.effect is None:
        return
    if not defn.target.chosen:
        _run_as(st, play, card, None)
        return
    choose_seat(st, play.seat, target_options(st, play.seat, defn.target), "target",
                {"card": card, "copy_of": play.card}, _copied_target, uid=play.uid, seat=play.seat,
                source=play.card, card=card, protected=sorted(play.protected))


def _copied_target(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    host = Play(data["uid"], data["seat"], data["source"], None, protected=set(data["protected"]))
    _run_as(st, host, data["card"], answers[data["seat"]])


def _run_as(st: ElixirState, play: Play, card: int, target: int | None) -> None:
    copy = Play(play.uid, play.seat, card, target, protected=set(play.protected))
    st.emit("copied", {"seat": play.seat, "card": card, "by": play.card, "target": target})
    if target is not None and not affects(st, copy, target):
        st.emit("protected", {"uid": play.uid, "seat": target, "card": card})
        return
    effect = st.book[card].effect
    assert effect is not None
    effect(st, copy)


# ---- moving whole hands --------------------------------------------------------------------

def pass_hands(st: ElixirState, seats: list[int], why: str) -> None:
    """Each seat in `seats` (in that order, a circle) passes its whole hand of Finds to the next
    one; only giver and taker see the cards."""
    if len(seats) < 2:
        return
    old = {s: list(st.hands[s]) for s in seats}
    for i, s in enumerate(seats):
        taker = seats[(i + 1) % len(seats)]
        st.hands[taker] = old[s]
    for i, s in enumerate(seats):
        taker = seats[(i + 1) % len(seats)]
        st.emit("give", {"from": s, "to": taker, "count": len(old[s]), "why": why},
                private={"cards": sorted(old[s])}, to={s, taker})


def play_stub(data: dict[str, Any]) -> Play:
    """Rebuild the essentials of a play (uid, player, card, target, protections) from step data
    made by `stub_data`, for effects that continue after a question."""
    return Play(data["uid"], data["seat"], data["card"], data.get("target"),
                protected=set(data.get("protected", [])), answers=data.get("answers"))


def stub_data(play: Play) -> dict[str, Any]:
    """The plain data `play_stub` rebuilds a play from."""
    return {"uid": play.uid, "seat": play.seat, "card": play.card, "target": play.target,
            "protected": sorted(play.protected), "answers": play.answers}
