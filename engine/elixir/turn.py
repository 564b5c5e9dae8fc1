"""A player's turn: lasting effects at its start, draw a Find, act as often as wished, end.

Before lasting effects act on a player at the start of their turn, every seat is asked at
once whether to play an any-time card (a turn-start reaction window), so that a player can,
say, wash off a forfeit before it bites, as "play at any time" allows.

The main decision offers only legal actions: end the turn, open a transaction, use a
magical object, or cast a spell it can pay for (which cards pay is asked next, when there
is a choice: see `engine.elixir.plays.start_cast`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core.decisions import Decision
from engine.elixir.cards import Ends, Kind, Lasting
from engine.elixir.plays import cast_actions, open_turn_start_window, start_cast, start_object, use_blocked
from engine.elixir.primitives import draw, modifiers_on, remove_modifier
from engine.elixir.state import ElixirState
from engine.elixir.transactions import start_transaction

END = {"act": "end"}


def begin_turn(st: ElixirState, data: dict[str, Any]) -> None:
    """Start `seat`'s turn: end effects that last until it; if lasting effects are about to
    act on the player (skip the turn, a start-of-turn hook, a change to the draw), open a
    turn-start reaction window first; then those effects take hold (`_take_hold`)."""
    seat = data["seat"]
    st.current = seat
    st.turn_number += 1
    st.emit("turn_start", {"seat": seat, "turn": st.turn_number})
    for mod in [m for m in st.modifiers if m.source == seat and st.book.lasting(m.key).ends is Ends.SOURCE_TURN_START]:
        remove_modifier(st, mod, why="expired")
    st.push(_take_hold, seat=seat)
    waiting = [m.uid for m in modifiers_on(st, seat) if acts_at_turn_start(st.book.lasting(m.key))]
    if waiting:
        st.push(open_turn_start_window, seat=seat, effects=waiting)


def acts_at_turn_start(defn: Lasting) -> bool:
    """Whether the lasting effect `defn` does something to its owner as their turn starts."""
    return defn.skip_turn or defn.on_turn_start is not None or defn.draw_bonus != 0


def turn_draws(effects: Iterable[Lasting]) -> int | None:
    """How many Finds a player under the lasting `effects` draws as their turn starts: 1 plus
    the effects' bonuses, never below 0; None when one of them skips the turn."""
    defs = list(effects)
    if any(d.skip_turn for d in defs):
        return None
    return max(0, 1 + sum(d.draw_bonus for d in defs))


def _take_hold(st: ElixirState, data: dict[str, Any]) -> None:
    """The lasting effects still on the player act: run start-of-turn effects, then draw (1 Find
    plus bonuses) and offer actions; or, when one says the turn is skipped, run the start-of-turn
    effects and end the turn. A skipped turn is still a turn: the player sleeps through it (no
    draw, no action), but what happens to them as it starts does (Moths eat half their Finds),
    and effects that last some turns count it (docs/RULES.md)."""
    seat = data["seat"]
    mods = modifiers_on(st, seat)
    draws = turn_draws(st.book.lasting(m.key) for m in mods)
    if draws is None:
        st.emit("turn_skipped", {"seat": seat})
        st.push(end_turn, seat=seat)
    else:
        st.then((_draw_and_act, {"seat": seat, "draws": draws}),)
    for mod in reversed(mods):
        hook = st.book.lasting(mod.key).on_turn_start
        if hook is not None:
            st.then((_run_turn_hook, {"uid": mod.uid, "when": "start"}),)


def _run_turn_hook(st: ElixirState, data: dict[str, Any]) -> None:
    mod = next((m for m in st.modifiers if m.uid == data["uid"]), None)
    if mod is None:
        return
    defn = st.book.lasting(mod.key)
    hook = defn.on_turn_start if data["when"] == "start" else defn.on_turn_end
    if hook is not None:
        hook(st, mod)


def _draw_and_act(st: ElixirState, data: dict[str, Any]) -> None:
    draw(st, data["seat"], data["draws"], why="turn")
    st.push(main_decision, seat=data["seat"])


def legal_actions(st: ElixirState, seat: int) -> list[dict[str, Any]]:
    """Everything `seat` may do now on its own turn; identical cards are offered once."""
    actions: list[dict[str, Any]] = [END]
    seen: set[str] = set()
    for card in sorted(st.hands[seat]):
        defn = st.book[card]
        if defn.key in seen:
            continue
        if defn.kind in (Kind.TRANSACTION, Kind.OBJECT) and use_blocked(st, seat, defn):
            continue
        if defn.kind is Kind.TRANSACTION:
            seen.add(defn.key)
            actions.append({"act": "transaction", "card": card})
        elif defn.usable and defn.reaction is None and defn.effect is not None:
            seen.add(defn.key)
            actions.append({"act": "object", "card": card})
    actions.extend(cast_actions(st, seat, any_time_only=False))
    return actions


def main_decision(st: ElixirState, data: dict[str, Any]) -> None:
    """Ask the player whose turn it is what to do next."""
    seat = data["seat"]
    st.ask_one(seat, "turn", {"turn": st.turn_number}, _on_action, options=legal_actions(st, seat), seat=seat)


def ask_main_decision_again(st: ElixirState, decision: Decision) -> None:
    """Ask `decision`, the main decision of its seat's turn as it was asked (same id, same
    options), as `main_decision` would have: a determinized sample of that seat's view rebuilds
    its question so, since the legal actions depend only on what the seat itself sees."""
    st.ask_again(decision, _on_action, seat=decision.seat)


def _on_action(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seat = data["seat"]
    action = answers[seat]
    if action["act"] == "end":
        st.push(end_turn, seat=seat)
        return
    st.push(main_decision, seat=seat)
    if action["act"] == "transaction":
        start_transaction(st, seat, action["card"])
    elif action["act"] == "object":
        start_object(st, seat, action["card"])
    elif action["act"] == "cast":
        start_cast(st, seat, action["spell"])


def end_turn(st: ElixirState, data: dict[str, Any]) -> None:
    """End `seat`'s turn: end-of-turn effects, count down and expire effects, pass to the next seat."""
    seat = data["seat"]
    st.then((_expire, {"seat": seat}), (_next_turn, {"seat": seat}))
    for mod in reversed(modifiers_on(st, seat)):
        if st.book.lasting(mod.key).on_turn_end is not None:
            st.then((_run_turn_hook, {"uid": mod.uid, "when": "end"}),)


def _expire(st: ElixirState, data: dict[str, Any]) -> None:
    seat = data["seat"]
    for mod in list(modifiers_on(st, seat)):
        ends = st.book.lasting(mod.key).ends
        if ends is Ends.OWNER_TURN_END:
            remove_modifier(st, mod, why="expired")
        elif ends is Ends.COUNTDOWN:
            mod.turns = (mod.turns if mod.turns is not None else st.book.lasting(mod.key).duration) - 1
            if mod.turns <= 0:
                remove_modifier(st, mod, why="expired")
    st.emit("turn_end", {"seat": seat})


def _next_turn(st: ElixirState, data: dict[str, Any]) -> None:
    seat = data["seat"]
    bonus = next((m for m in modifiers_on(st, seat) if st.book.lasting(m.key).extra_turn), None)
    if bonus is not None:
        remove_modifier(st, bonus, why="used")
        st.emit("extra_turn", {"seat": seat})
        st.push(begin_turn, seat=seat)
        return
    st.push(begin_turn, seat=st.next_seat(seat))
