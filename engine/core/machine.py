"""The step machine shared by every game: a stack of frames, pending decisions, answers.

A game state carries a stack. A `Step` frame is a function to run; an `Await` frame holds
decisions for one or more seats (answered in any order) and a function to resume with once
all of them are answered. `run` pops and executes steps until the top frame awaits answers
or the game is over. Frames hold plain data and plain function references, never
generators or closures, so a state can be copied, hashed and replayed.

`apply` validates an answer against the pending decisions (distinct `Reason` codes, and no
change at all to the state on refusal), records it, runs the machine on, and returns the
events that the answer caused.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, TypeVar

from engine.core.decisions import PLAIN_LEAVES, Answer, Decision, Pick, is_card_id, plain, plain_index, same_shape
from engine.core.events import Event
from engine.core.rng import Rng

S = TypeVar("S", bound="MachineState")
C = TypeVar("C", bound=type)

StepFn = Callable[[Any, dict[str, Any]], None]
ResumeFn = Callable[[Any, dict[str, Any], dict[int, Any]], None]


class Reason(StrEnum):
    """Why an answer was refused. The state is unchanged whenever one of these is returned."""

    UNKNOWN_DECISION = "unknown_decision"
    WRONG_SEAT = "wrong_seat"
    STALE_DECISION = "stale_decision"
    ILLEGAL_OPTION = "illegal_option"
    MALFORMED = "malformed"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True, init=False)
class Outcome:
    """The result of `apply`: accepted with its events, or refused with a reason."""

    accepted: bool
    events: tuple[Event, ...] = ()
    reason: Reason | None = None
    detail: str = ""

    def __init__(self, accepted: bool, events: tuple[Event, ...] = (), reason: Reason | None = None,
                 detail: str = "") -> None:
        """Set every field (written out: compiled, the __init__ a frozen dataclass generates runs as
        Python, some 15 times slower)."""
        object.__setattr__(self, "accepted", accepted)
        object.__setattr__(self, "events", events)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "detail", detail)

    @staticmethod
    def refuse(reason: Reason, detail: str) -> Outcome:
        """A refusal."""
        return Outcome(False, (), reason, detail)


@dataclass(slots=True, init=False)
class Step:
    """Run `fn(state, data)` when this frame reaches the top of the stack."""

    fn: StepFn
    data: dict[str, Any]

    def __init__(self, fn: StepFn, data: dict[str, Any]) -> None:
        """Set every field (written out: compiled, the __init__ a dataclass generates runs as Python)."""
        self.fn = fn
        self.data = data

    def __deepcopy__(self, memo: dict[int, Any]) -> Step:
        return Step(self.fn, copy.deepcopy(self.data, memo))  # (compiled, deepcopy's own way fails)


@dataclass(slots=True, init=False)
class Await:
    """Wait for every decision in `decisions` (one per seat), then `resume(state, data, answers)`."""

    decisions: dict[int, Decision]
    resume: ResumeFn
    data: dict[str, Any]
    answers: dict[int, Any] = field(default_factory=dict)

    def __init__(self, decisions: dict[int, Decision], resume: ResumeFn, data: dict[str, Any],
                 answers: dict[int, Any] | None = None) -> None:
        """Set every field (written out: compiled, the __init__ a dataclass generates runs as Python)."""
        self.decisions = decisions
        self.resume = resume
        self.data = data
        self.answers = {} if answers is None else answers

    def __deepcopy__(self, memo: dict[int, Any]) -> Await:
        return Await(copy.deepcopy(self.decisions, memo), self.resume, copy.deepcopy(self.data, memo),
                     copy.deepcopy(self.answers, memo))  # (compiled, deepcopy's own way fails)


Frame = Step | Await


def plain_class(cls: C) -> C:
    """Keep `cls` an ordinary Python class when the engine is compiled (README, "The compiled engine"):
    its instances keep a ``__dict__``, which a game state needs (copies, fingerprints and
    replays read its attributes by name) and which mypyc's native classes do not have, and a
    method can be replaced on one instance (the host's tests and benchmarks do). mypyc compiles
    a class under a decorator it does not know as an ordinary class, its methods still compiled;
    in Python this returns `cls` unchanged. (Such a class still cannot be subclassed in Python
    code: compiled functions check its instances' exact type.)"""
    return cls


@plain_class
class MachineState:
    """Base of every game state: generator, frame stack, decision counter, event buffer.

    Subclasses add their own zones. `check_end` is called after every frame and may end
    the game by setting `over`.
    """

    MEMOS: ClassVar[frozenset[str]] = frozenset()
    """Attributes that hold what observers derived from the state and keep beside it (the parts
    of its last views): never part of the game, so `game_parts` leaves them out (they are never
    hashed) and a copy starts without them (`engine.core.cloning.clone_state` sets them to None)."""

    FIXTURES: ClassVar[frozenset[str]] = frozenset()
    """Attributes that hold what the game is played with rather than where it stands (Elixir's
    card book): never changed by play, so `game_parts` leaves them out (they are never hashed)
    and a copy shares them."""

    forced_answers = False
    """A simulation's setting, never a real game's: when true on a state (a search's own
    sample), a decision with a single option is answered as it is asked, and never waits.
    The game plays out the same, but its decision ids differ and nobody sees those questions,
    so the host and the replays never set it."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = Rng(seed)
        self.stack: list[Frame] = []
        self.next_decision_id = 1
        self.events: list[Event] = []
        self.over = False
        self.answers_applied = 0

    def game_parts(self) -> dict[str, Any]:
        """The attributes that make the game, by name: all but the event buffer, the `MEMOS` and
        the `FIXTURES` (what a fingerprint hashes)."""
        left_out = self.MEMOS | self.FIXTURES
        return {k: v for k, v in vars(self).items() if k != "events" and k not in left_out}

    # ---- to be refined by games -------------------------------------------------------

    def check_end(self) -> None:
        """Set `over` when the game has ended. The default never ends the game."""

    def check_rule(self, decision: Decision, choice: Any) -> str | None:
        """The game's own rule for an answer that `check_choice` accepted (for a decision whose
        legal answers are a rule rather than a list, such as cards that must pay a recipe): None
        when legal, else why not (refused as an illegal option). Must not change the state.
        The default accepts every answer."""
        return None

    # ---- primitives used by game code -----------------------------------------------

    def emit(self, kind: str, public: dict[str, Any] | None = None, *,
             private: dict[str, Any] | None = None, to: frozenset[int] | set[int] | None = None) -> None:
        """Record an event; `private` fields are shown only to the seats in `to`."""
        self.events.append(Event(kind, public or {}, private, frozenset(to) if to else _NOBODY))

    def push(self, fn: StepFn, /, **data: Any) -> None:
        """Schedule `fn(state, data)` to run before everything already on the stack."""
        self.stack.append(Step(fn, data))

    def then(self, *steps: tuple[StepFn, dict[str, Any]]) -> None:
        """Schedule several steps to run in the order given, before everything already scheduled."""
        for index in range(len(steps) - 1, -1, -1):  # (mypyc cannot compile reversed() over *args)
            self.stack.append(Step(*steps[index]))

    def decision(self, seat: int, kind: str, prompt: dict[str, Any] | None = None, *,
                 options: list[Any] | None = None, pick: Pick | None = None) -> Decision:
        """Build a decision with a fresh id (not yet asked: pass it to `ask`)."""
        if (options is None) == (pick is None):
            raise ValueError("a decision has either options or a pick")
        if options is not None and not options:
            raise ValueError("a decision needs at least one option")
        did = self.next_decision_id
        self.next_decision_id += 1
        opts = tuple([plain(o) for o in options]) if options is not None else ()
        return Decision(did, seat, kind, prompt or {}, opts, pick)

    def ask(self, decisions: list[Decision], resume: ResumeFn, /, **data: Any) -> None:
        """Wait for all `decisions` (at most one per seat), then call `resume(state, data, answers)`."""
        by_seat = {d.seat: d for d in decisions}
        if len(by_seat) != len(decisions):
            raise ValueError("one decision per seat in a single ask")
        if not by_seat:
            resume(self, data, {})
            return
        self._await(by_seat, resume, data)

    def ask_again(self, decision: Decision, resume: ResumeFn, /, **data: Any) -> None:
        """Ask `decision`, built earlier with its own id, as `ask` would; decisions built after
        it get later ids. For a sample rebuilding the question its seat was asked, options and
        all, instead of working the options out again (see `engine.elixir.determinize`)."""
        self.next_decision_id = max(self.next_decision_id, decision.id + 1)
        self._await({decision.seat: decision}, resume, data)

    def _await(self, by_seat: dict[int, Decision], resume: ResumeFn, data: dict[str, Any]) -> None:
        """Push the frame that waits for `by_seat` (a decision by seat, at least one); a
        simulation's single-option questions are answered at once (`forced_answers`)."""
        frame = Await(by_seat, resume, data)
        if self.forced_answers:
            for seat, d in by_seat.items():
                if d.pick is None and len(d.options) == 1:
                    frame.answers[seat] = d.options[0]
        self.stack.append(frame)

    def ask_one(self, asked_seat: int, kind: str, prompt: dict[str, Any] | None, resume: ResumeFn, /, *,
                options: list[Any] | None = None, pick: Pick | None = None, **data: Any) -> None:
        """Ask a single seat a single question."""
        self.ask([self.decision(asked_seat, kind, prompt, options=options, pick=pick)], resume, **data)


_NOBODY: frozenset[int] = frozenset()


def pending(state: MachineState) -> list[Decision]:
    """The decisions waiting for an answer now, by seat number (empty when the game is over)."""
    if state.over or not state.stack:
        return []
    top = state.stack[-1]
    if not isinstance(top, Await):
        return []
    if len(top.decisions) == 1 and not top.answers:  # the usual question: one seat asked
        return list(top.decisions.values())
    return [d for seat, d in sorted(top.decisions.items()) if seat not in top.answers]


def run(state: MachineState) -> None:
    """Execute frames until the top one awaits answers, the stack is empty, or the game is over."""
    stack = state.stack
    while stack and not state.over:
        top = stack[-1]
        if isinstance(top, Step):
            stack.pop()
            top.fn(state, top.data)
        elif len(top.answers) == len(top.decisions):
            stack.pop()
            top.resume(state, top.data, top.answers)
        else:
            return
        state.check_end()
    if state.over:
        stack.clear()


def check_choice(decision: Decision, choice: Any) -> tuple[Reason, str] | None:
    """Validate `choice` against `decision`; None when legal, else a reason and a detail.

    A choice of a plain-data type that no option has (a bool or a float where the options
    hold ints, a list or a str where they hold dicts, a float anywhere) is `MALFORMED`; one
    of the right shape that equals no option (compared with `same_plain`, never ``==``) is
    `ILLEGAL_OPTION`. A pick takes a list of genuine ints (never bools or floats). `choice` is
    plain data as `plain` returns it (lists, never tuples), as `apply` and msgpack give it: a
    tuple nested in a list would only be refused, never wrongly accepted.
    """
    if decision.pick is not None:
        if type(choice) is not list or not all(is_card_id(c) for c in choice):
            return Reason.MALFORMED, "this decision takes a list of card ids (integers)"
        if len(set(choice)) != len(choice):
            return Reason.ILLEGAL_OPTION, "the same card was chosen twice"
        if len(choice) not in decision.pick.sizes:
            return Reason.ILLEGAL_OPTION, f"choose {_sizes_text(decision.pick.sizes)} cards"
        allowed = set(decision.pick.among)
        if any(c not in allowed for c in choice):
            return Reason.ILLEGAL_OPTION, "a chosen card is not among those offered"
        return None
    if type(choice) not in PLAIN_LEAVES and not _is_plain(choice):
        return Reason.MALFORMED, "an answer is plain data (nil, bool, int, str, list, map with str keys)"
    if plain_index(decision.options, choice, canonical=True) is not None:  # both made by `plain`
        return None
    if not any(same_shape(choice, option) for option in decision.options):
        return Reason.MALFORMED, "the answer is not of the options' type (ints are never bools or floats)"
    return Reason.ILLEGAL_OPTION, "that is not one of the options offered"


def check_answer(state: MachineState, decision: Decision, choice: Any) -> tuple[Reason, str] | None:
    """`check_choice`, then the game's own rule for the decision (`MachineState.check_rule`)."""
    problem = check_choice(decision, choice)
    if problem is None:
        detail = state.check_rule(decision, choice)
        if detail is not None:
            return Reason.ILLEGAL_OPTION, detail
    return problem


def apply(state: MachineState, answer: Answer) -> Outcome:
    """Validate and apply one answer; on refusal the state is left exactly as it was."""
    if state.over:
        return Outcome.refuse(Reason.GAME_OVER, "the game is over")
    if not isinstance(answer, Answer) or type(answer.decision) is not int or type(answer.seat) is not int:
        return Outcome.refuse(Reason.MALFORMED, "an answer names a decision id and a seat")
    top = state.stack[-1] if state.stack else None
    if not isinstance(top, Await):
        return Outcome.refuse(Reason.UNKNOWN_DECISION, "nothing is being asked")
    decision = top.decisions.get(answer.seat)  # the usual case: the seat answers its own decision
    if decision is None or decision.id != answer.decision:
        decision = next((d for d in top.decisions.values() if d.id == answer.decision), None)
    if decision is None:
        if 0 < answer.decision < state.next_decision_id:
            return Outcome.refuse(Reason.STALE_DECISION, "that decision is no longer open")
        return Outcome.refuse(Reason.UNKNOWN_DECISION, "no decision has that id")
    if decision.seat != answer.seat:
        return Outcome.refuse(Reason.WRONG_SEAT, "that decision is for another seat")
    if decision.seat in top.answers:
        return Outcome.refuse(Reason.STALE_DECISION, "that decision was already answered")
    choice = plain(answer.choice)
    problem = check_answer(state, decision, choice)
    if problem is not None:
        return Outcome.refuse(*problem)
    top.answers[decision.seat] = choice
    state.answers_applied += 1
    state.events = []
    run(state)
    events = tuple(state.events)
    state.events = []
    return Outcome(True, events)


def start(state: S) -> tuple[Event, ...]:
    """Run a freshly built state up to its first decision; return the set-up events."""
    state.events = []
    run(state)
    events = tuple(state.events)
    state.events = []
    return events


def _sizes_text(sizes: tuple[int, ...]) -> str:
    if len(sizes) == 1:
        return str(sizes[0])
    if list(sizes) == list(range(sizes[0], sizes[-1] + 1)):
        return f"{sizes[0]} to {sizes[-1]}"
    return " or ".join(str(s) for s in sizes)


def _is_plain(value: Any) -> bool:
    """Plain data an answer may hold: nil, bool, int, str, lists and str-keyed maps of them.
    Floats are never plain here: no option is a float, and msgpack would carry one as 2.0."""
    if value is None or type(value) in (bool, int, str):
        return True
    if type(value) is list:
        return all(_is_plain(v) for v in value)
    if type(value) is dict:
        return all(type(k) is str and _is_plain(v) for k, v in value.items())
    return False
