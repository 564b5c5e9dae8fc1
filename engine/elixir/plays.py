"""Casting spells, using objects, reaction windows, and forfeits.

A spell is cast in three steps: the player chooses the spell; they pick the cards that pay
its recipe (a "pay" decision: a pick the engine checks against the recipe, see
`engine.elixir.paying` and `start_cast`); then a target, if it has one.
A play (a spell cast or an object used) is announced, then every other seat is asked at once
whether to react (the same question for everyone, whether or not they hold a reaction, so
nobody learns who could have reacted). Reactions resolve in turn order from the player whose
turn it is, each with its own window; then the play resolves: a countered spell goes back to
its caster's hand; otherwise it lies face up in its caster's row and its effect happens.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision, Pick
from engine.elixir.cards import CardDef, Ends, Reaction, Target
from engine.elixir.options import ForfeitPayment
from engine.elixir.paying import Purse, payment_pool, payment_ways
from engine.elixir.primitives import (
    add_modifier,
    discard_from_hand,
    discard_from_table,
    give,
    modifiers_on,
    place,
    take_random,
)
from engine.elixir.state import ElixirState, Play

PASS = {"act": "pass"}


# ---- what a seat may play now -------------------------------------------------------------

def cast_actions(st: ElixirState, seat: int, *, any_time_only: bool) -> list[dict[str, Any]]:
    """Every spell `seat` can cast now (holding a way to pay for it); how to pay is asked after."""
    out: list[dict[str, Any]] = []
    spells = [c for c in st.spell_hands[seat] if not any_time_only or st.book[c].any_time]
    if not spells:
        return out
    blockers = [m for m in modifiers_on(st, seat) if st.book.lasting(m.key).blocks_cast is not None]
    purse = Purse(st.book, st.hands[seat])
    for spell in sorted(spells):
        defn = st.book[spell]
        if blockers and any((st.book.lasting(m.key).blocks_cast or _never)(st, m, defn) for m in blockers):
            continue
        if purse.pays(defn):
            out.append({"act": "cast", "spell": spell})
    return out


def _never(*_: Any) -> bool:
    return False


def use_blocked(st: ElixirState, seat: int, defn: CardDef) -> bool:
    """Whether a lasting effect on `seat` forbids playing the object or transaction `defn`."""
    return any((st.book.lasting(m.key).blocks_use or _never)(st, m, defn) for m in modifiers_on(st, seat))


# ---- targets -------------------------------------------------------------------------------

def target_options(st: ElixirState, seat: int, target: Target) -> list[int]:
    """The seats a play by `seat` may be aimed at."""
    if target is Target.ANY:
        return st.seats_from(seat)
    return [s for s in st.seats_from(seat) if s != seat]


def _with_target(st: ElixirState, seat: int, card: int, then: Any, **data: Any) -> None:
    defn = st.book[card]
    if not defn.target.chosen:
        st.push(then, seat=seat, card=card, target=None, **data)
        return
    st.ask_one(seat, "target", {"card": card}, _target_chosen, options=target_options(st, seat, defn.target),
               seat=seat, card=card, then=then, extra=data)


def ask_target_again(st: ElixirState, decision: Decision, pay: list[int] | None) -> None:
    """Ask `decision`, the target of a spell or object its seat is playing from its main turn
    decision, again as it was (same id, same options): a determinized sample rebuilding its
    seat's question. `pay` is the spell's payment (None: an object). The caller has pushed the
    main decision the play returns to."""
    seat, card = decision.seat, int(decision.prompt["card"])
    if pay is None:
        st.ask_again(decision, _target_chosen, seat=seat, card=card, then=_announce_object, extra={})
    else:
        st.ask_again(decision, _target_chosen, seat=seat, card=card, then=_announce_cast,
                     extra={"pay": pay, "answers": None})


def _target_chosen(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    st.push(data["then"], seat=data["seat"], card=data["card"], target=answers[data["seat"]], **data["extra"])


# ---- casting -----------------------------------------------------------------------------

def start_cast(st: ElixirState, seat: int, spell: int, answers: int | None = None) -> None:
    """Begin casting `spell`: pick the cards that pay it (a "pay" decision), then a target if
    it needs one, then announce it. `answers` is the play whose reaction window the spell is
    cast in, if any (its effect may use it).

    The "pay" question is asked whether the hand pays the recipe in one way or in several,
    since everyone sees which decisions are pending: asking only when there is a choice would
    tell the table that the caster holds, say, a substitute. It is skipped only when the hand
    holds exactly as many Finds as the recipe needs (a public count): then the whole hand pays."""
    defn = st.book[spell]
    ways = payment_ways(st.book, st.hands[seat], defn) if spell in st.spell_hands[seat] else []
    if not ways:
        st.emit("fizzle", {"seat": seat, "card": spell, "why": "cannot_pay"})
        return
    if len(st.hands[seat]) == len(defn.recipe):
        _with_target(st, seat, spell, _announce_cast, pay=ways[0], answers=answers)
        return
    pool = payment_pool(st.book, st.hands[seat], defn)
    st.ask_one(seat, "pay", {"spell": spell, "suggest": ways[0]}, _paid,
               pick=Pick(tuple(pool), (len(defn.recipe),)), seat=seat, spell=spell, answers=answers)


def _paid(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seat = data["seat"]
    _with_target(st, seat, data["spell"], _announce_cast, pay=sorted(answers[seat]), answers=data["answers"])


def _announce_cast(st: ElixirState, data: dict[str, Any]) -> None:
    seat, spell, pay = data["seat"], data["card"], data["pay"]
    defn = st.book[spell]
    if spell not in st.spell_hands[seat] or not st.pays_for(seat, spell, pay):
        st.emit("fizzle", {"seat": seat, "card": spell, "why": "cannot_pay"})
        return
    discard_from_hand(st, seat, pay, why="ingredients")
    st.spell_hands[seat].remove(spell)
    play = Play(st.uid(), seat, spell, data["target"], answers=data.get("answers"))
    st.plays.append(play)
    st.emit("cast", {"uid": play.uid, "seat": seat, "card": spell, "level": defn.level,
                     "pay": pay, "target": play.target})
    st.then((open_window, {"uid": play.uid}), (_resolve_spell, {"uid": play.uid}),
            (_finish_play, {"uid": play.uid}))


def _resolve_spell(st: ElixirState, data: dict[str, Any]) -> None:
    play = st.play(data["uid"])
    assert play is not None
    if play.countered:
        st.spell_hands[play.seat].append(play.card)
        play.resolved = True
        st.emit("countered", {"uid": play.uid, "seat": play.seat, "card": play.card})
        return
    play.resolved = True
    st.cast[play.seat].append(play.card)
    st.emit("spell_resolved", {"uid": play.uid, "seat": play.seat, "card": play.card, "target": play.target})
    # check_end runs after this step: casting one's last spell wins before any effect happens.
    st.push(_spell_effect, uid=play.uid)


def _spell_effect(st: ElixirState, data: dict[str, Any]) -> None:
    play = st.play(data["uid"])
    assert play is not None
    defn = st.book[play.card]
    for mod in list(modifiers_on(st, play.seat)):
        hook = st.book.lasting(mod.key).on_cast
        if hook is not None:
            hook(st, mod, play)
    if play.target is not None and not affects(st, play, play.target):
        st.emit("protected", {"uid": play.uid, "seat": play.target, "card": play.card})
        return
    if defn.forfeit is not None and play.target is not None:
        _start_forfeit(st, play)
    elif defn.effect is not None:
        defn.effect(st, play)


def affects(st: ElixirState, play: Play, seat: int) -> bool:
    """Whether `play` may affect `seat` (not when the seat protected itself from it)."""
    if seat in play.protected:
        return False
    for mod in modifiers_on(st, seat):
        hook = st.book.lasting(mod.key).protects
        if hook is not None and hook(st, mod, play):
            return False
    return True


def _finish_play(st: ElixirState, data: dict[str, Any]) -> None:
    play = st.play(data["uid"])
    if play is None:
        return
    st.plays.remove(play)
    if play.card in st.table:
        discard_from_table(st, [play.card], why="used")


# ---- objects -----------------------------------------------------------------------------

def start_object(st: ElixirState, seat: int, card: int) -> None:
    """Use a magical object with an effect: choose a target if needed, then announce it."""
    _with_target(st, seat, card, _announce_object)


def _announce_object(st: ElixirState, data: dict[str, Any]) -> None:
    seat, card = data["seat"], data["card"]
    if card not in st.hands[seat]:
        st.emit("fizzle", {"seat": seat, "card": card, "why": "not_in_hand"})
        return
    place(st, seat, [card], face_up=True, why="object")
    play = Play(st.uid(), seat, card, data["target"])
    st.plays.append(play)
    st.emit("object_used", {"uid": play.uid, "seat": seat, "card": card, "target": play.target})
    st.then((open_window, {"uid": play.uid}), (_resolve_object, {"uid": play.uid}),
            (_finish_play, {"uid": play.uid}))


def _resolve_object(st: ElixirState, data: dict[str, Any]) -> None:
    play = st.play(data["uid"])
    assert play is not None
    play.resolved = True
    defn = st.book[play.card]
    if play.countered:
        st.emit("countered", {"uid": play.uid, "seat": play.seat, "card": play.card})
        return
    if play.target is not None and not affects(st, play, play.target):
        st.emit("protected", {"uid": play.uid, "seat": play.target, "card": play.card})
        return
    if defn.effect is not None:
        defn.effect(st, play)


# ---- reactions ---------------------------------------------------------------------------

def reaction_options(st: ElixirState, seat: int, play: Play | None) -> list[dict[str, Any]]:
    """What `seat` may play in the window opened by `play`, or in a turn-start window when
    `play` is None (no play to answer: any-time objects and spells only). Always at least `PASS`."""
    options: list[dict[str, Any]] = [PASS]
    seen: set[str] = set()
    for card in sorted(c for c in st.hands[seat] if c in st.book.any_time_objects):
        d = st.book[card]
        if d.key in seen:
            continue
        if use_blocked(st, seat, d):
            continue
        if play is not None and (d.reaction is Reaction.COUNTER or (
                d.reaction is Reaction.DIVERT and play.target is not None) or (
                d.reaction is Reaction.PROTECT and (play.target == seat or (
                    play.target is None and st.book[play.card].target is Target.EVERYONE)))):
            options.append({"act": "react", "card": card})
            seen.add(d.key)
        elif d.reaction is None and d.effect is not None:
            options.append({"act": "object", "card": card})
            seen.add(d.key)
    options.extend(cast_actions(st, seat, any_time_only=True))
    return options


def open_window(st: ElixirState, data: dict[str, Any]) -> None:
    """Ask every seat but the player's, at once, whether to react to the play `uid`."""
    play = st.play(data["uid"])
    assert play is not None
    prompt = {"uid": play.uid, "card": play.card, "by": play.seat, "target": play.target}
    decisions = [st.decision(s, "react", prompt, options=reaction_options(st, s, play))
                 for s in st.seats_from(st.current) if s != play.seat]
    st.ask(decisions, _window_closed, uid=play.uid)


def open_turn_start_window(st: ElixirState, data: dict[str, Any]) -> None:
    """Before the lasting effects `effects` (modifier uids) take hold of `seat` at the start of
    its turn, ask every seat at once (the same question, whatever they hold) whether to play
    an any-time card: the player may, for one, wash an effect off first."""
    seat = data["seat"]
    keys = [m.key for m in st.modifiers if m.uid in data["effects"]]
    prompt = {"uid": None, "card": None, "by": None, "target": seat, "moment": "turn_start", "effects": keys}
    decisions = [st.decision(s, "react", prompt, options=reaction_options(st, s, None))
                 for s in st.seats_from(st.current)]
    st.ask(decisions, _window_closed, uid=None)


def _window_closed(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    queued = [(seat, answers[seat]) for seat in st.seats_from(st.current)
              if seat in answers and answers[seat] != PASS]
    st.then(*[(_queued_action, {"seat": seat, "action": action, "uid": data["uid"]}) for seat, action in queued])


def _queued_action(st: ElixirState, data: dict[str, Any]) -> None:
    seat, action = data["seat"], data["action"]
    if action["act"] == "react" and data["uid"] is not None:
        _start_reaction(st, seat, action["card"], data["uid"])
    elif action["act"] == "object":
        start_object(st, seat, action["card"])
    elif action["act"] == "cast":
        start_cast(st, seat, action["spell"], answers=data["uid"])


def _start_reaction(st: ElixirState, seat: int, card: int, answers: int) -> None:
    target_play = st.play(answers)
    if card not in st.hands[seat] or target_play is None or target_play.resolved:
        st.emit("fizzle", {"seat": seat, "card": card, "why": "too_late"})
        return
    place(st, seat, [card], face_up=True, why="reaction")
    play = Play(st.uid(), seat, card, None, answers=answers)
    st.plays.append(play)
    st.emit("reaction", {"uid": play.uid, "seat": seat, "card": card, "answers": answers,
                         "reaction": str(st.book[card].reaction)})
    st.then((open_window, {"uid": play.uid}), (_resolve_reaction, {"uid": play.uid}),
            (_finish_play, {"uid": play.uid}))


def _resolve_reaction(st: ElixirState, data: dict[str, Any]) -> None:
    play = st.play(data["uid"])
    assert play is not None and play.answers is not None
    play.resolved = True
    if play.countered:
        st.emit("countered", {"uid": play.uid, "seat": play.seat, "card": play.card})
        return
    target = st.play(play.answers)
    if target is None or target.resolved:
        st.emit("fizzle", {"seat": play.seat, "card": play.card, "why": "too_late"})
        return
    kind = st.book[play.card].reaction
    if kind is Reaction.COUNTER:
        target.countered = True
        st.emit("counter", {"uid": target.uid, "by": play.seat, "card": play.card})
    elif kind is Reaction.PROTECT:
        target.protected.add(play.seat)
        st.emit("shield", {"uid": target.uid, "seat": play.seat, "card": play.card})
    elif kind is Reaction.DIVERT and target.target is not None:
        choices = [s for s in st.seats_from(play.seat) if s != target.target]
        st.ask_one(play.seat, "divert", {"uid": target.uid, "card": target.card, "target": target.target},
                   _diverted, options=choices, uid=target.uid, seat=play.seat)


def _diverted(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    target = st.play(data["uid"])
    if target is None or target.resolved:
        return
    old = target.target
    target.target = answers[data["seat"]]
    st.emit("diverted", {"uid": target.uid, "by": data["seat"], "from": old, "to": target.target})


# ---- forfeits ----------------------------------------------------------------------------

def _start_forfeit(st: ElixirState, play: Play) -> None:
    victim = play.target
    assert victim is not None
    st.ask_one(victim, "forfeit", {"card": play.card, "caster": play.seat, "finds": len(st.hands[victim])},
               _forfeit_chosen, options=["suffer", "pay"], uid=play.uid, victim=victim)


def ask_forfeit_again(st: ElixirState, decision: Decision, play: Play) -> None:
    """Ask `decision`, the forfeit of `play` (a spell cast from its caster's main turn decision,
    resolved, aimed at the seat asked), again as it was (same id, same options), with the play
    in flight: a determinized sample rebuilding its seat's question. The caller has pushed the
    caster's main decision the play returns to."""
    st.plays.append(play)
    st.push(_finish_play, uid=play.uid)
    st.ask_again(decision, _forfeit_chosen, uid=play.uid, victim=decision.seat)


def _forfeit_chosen(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    play = st.play(data["uid"])
    assert play is not None
    victim = data["victim"]
    defn = st.book[play.card]
    if answers[victim] == "suffer":
        forfeit = defn.forfeit
        assert forfeit is not None
        st.emit("forfeit_suffered", {"seat": victim, "caster": play.seat, "card": play.card})
        turns = forfeit.duration if forfeit.ends is Ends.COUNTDOWN else None
        add_modifier(st, forfeit.key, victim, source=play.seat, card=play.card, turns=turns)
        if defn.effect is not None:
            defn.effect(st, play)
        return
    hand = st.hands[victim]
    # a forfeit diverted back onto its caster is paid to that caster: nothing changes hands
    count = 0 if victim == play.seat else min(2, len(hand))
    st.emit("forfeit_paid", {"seat": victim, "caster": play.seat, "card": play.card, "count": count})
    if count == 0:
        return
    if len(hand) <= 2:
        give(st, victim, play.seat, list(hand), why="forfeit")
    elif st.options.forfeit_payment is ForfeitPayment.CASTER_DRAWS:
        take_random(st, victim, play.seat, 2, why="forfeit")
    else:
        st.ask_one(victim, "forfeit_pay", {"card": play.card, "caster": play.seat}, _forfeit_paid,
                   pick=Pick(tuple(sorted(hand)), (2,)), victim=victim, caster=play.seat)


def _forfeit_paid(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    give(st, data["victim"], data["caster"], answers[data["victim"]], why="forfeit")
