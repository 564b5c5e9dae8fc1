"""The MCTS bot: information-set Monte Carlo tree search over the bot's own turn decisions.

What it searches, and why there. The bot sees only its seat's view. To simulate it needs full
states, so every iteration samples one (`engine.elixir.determinize`): the hidden cards (other
hands, the deck order, other players' spells, face-down cards) are dealt at random consistent
with the view, and the generator is reseeded. The engine's frame stack cannot be rebuilt from
a view in general, so the bot searches at the decision point where the stack is simple and
where the choices matter most: its own main turn decision ("turn": cast which spell with which
payment, use which object, open which transaction, or end the turn). Every other decision
kind (reactions, targets outside its turn, forfeits, bids, flea market, market day, auction,
card choices, the draft) is answered by the greedy heuristics of `engine.bots.heuristics`.

The search (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012): one tree for the
information set; each iteration determinizes, descends the tree choosing among the options
available in that sample by UCB1 with availability counts (decisions of this seat during
the current turn: its turn actions and its targets), adds one node, then plays on with a
rollout policy for every seat (the greedy heuristics reading the sampled state, which is the
bot's own sample and never the true state) until the end of the game or of a horizon of
turns, and scores the result: 1 for a win, 0 for a loss, or, at the horizon, the share of a
soft-max over a heuristic estimate of each seat's remaining work (spells left, ingredients
missing from their recipes, Finds in hand). The answer is the most visited root option.

Budgets. `Budget(iterations, seconds)`: with a clock (`clock`: a function returning seconds,
injected by the caller since the engine never reads clocks) the search stops when either
limit is reached; without one it runs `iterations` (or `seconds * ITERATIONS_PER_SECOND`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.bots.greedy import TurnMemory, answer_plain
from engine.bots.heuristics import W, Weights, decide
from engine.bots.knowledge import Knowledge
from engine.core.decisions import Decision
from engine.core.machine import Await, run
from engine.core.rng import Rng
from engine.elixir.catalog import card_def
from engine.elixir.determinize import NotDeterminizable, determinize
from engine.elixir.state import ElixirState

Clock = Callable[[], float]

ITERATIONS_PER_SECOND = 400
"""Iterations assumed per second of budget when a time budget runs without a clock."""


@dataclass(frozen=True)
class Budget:
    """How long a search may run: at most `iterations`, and at most `seconds` when a clock is given."""

    iterations: int | None = None
    seconds: float | None = None

    def iteration_cap(self, has_clock: bool) -> int:
        """The number of iterations to stop at (the time limit is checked separately)."""
        if self.iterations is not None:
            return self.iterations
        if has_clock:
            return 1_000_000_000
        return max(1, int((self.seconds or 0.0) * ITERATIONS_PER_SECOND))


@dataclass(frozen=True)
class SearchSettings:
    """Tuning of the search (named so the difficulty table and tests can refer to them)."""

    exploration: float = 0.7          # UCB1 exploration constant (values lie in [0, 1])
    horizon_rounds: float = 1.0       # rollouts stop after this many rounds of turns (0: play to the end)
    temperature: float = 4.0          # soft-max temperature of the horizon evaluation
    spell_work: float = 3.0           # evaluation: work per uncast spell (turns, roughly)
    ingredient_work: float = 1.5      # evaluation: work per missing ingredient
    find_bonus: float = 0.3           # evaluation: worth of each Find in hand (up to `find_cap`)
    find_cap: int = 8
    time_safety: float = 0.85         # stop at this share of a time budget (the answer must be in time)


TREE_KINDS = frozenset({"turn", "target"})


class Node:
    """A node of the information-set tree: statistics of one option, and its children."""

    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class MctsBot:
    """ISMCTS at its own turn decisions, greedy heuristics elsewhere (see the module text)."""

    def __init__(self, seed: int, budget: Budget, clock: Clock | None = None,
                 settings: SearchSettings | None = None, weights: Weights = W, label: str = "mcts") -> None:
        self.rng = Rng(seed)
        self.budget = budget
        self.clock = clock
        self.settings = settings or SearchSettings()
        self.weights = weights
        self.name = label
        self.memory = TurnMemory()
        self.last_iterations = 0

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A legal answer to `decision` from `view` only."""
        know = Knowledge.from_view(view)
        know.used_this_turn = self.memory.used(know.turn)
        choice: Any = None
        options = decision.get("options")
        self.last_iterations = 0
        if decision["kind"] == "turn" and options is not None and len(options) > 1:
            try:
                choice = self.search(view, decision)
            except NotDeterminizable:
                choice = None
        if choice is None:
            choice = answer_plain(know, decision, self.rng, self.weights)
        self.memory.note(know.turn, decision, choice)
        return choice

    # ---- the search -----------------------------------------------------------------------

    def search(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """Run ISMCTS from `view` at `decision`; return the most visited option."""
        me = int(view["seat"])
        clock = self.clock
        cap = self.budget.iteration_cap(clock is not None)
        deadline = None
        if clock is not None and self.budget.seconds is not None:
            deadline = clock() + self.budget.seconds * self.settings.time_safety
        root = Node()
        keys = [option_key(o) for o in decision["options"]]
        used = dict(self.memory.used(int(view["turn"])))
        iterations = 0
        while iterations < cap:
            if deadline is not None and clock is not None and iterations > 0 and clock() >= deadline:
                break
            st = determinize(view, self.rng)
            silence(st)
            self._iterate(st, me, root, dict(used))
            iterations += 1
        self.last_iterations = iterations
        best = max(range(len(keys)), key=lambda i: _rank(root.children.get(keys[i]), i))
        return decision["options"][best]

    def _iterate(self, st: ElixirState, me: int, root: Node, used: dict[str, int]) -> None:
        s = self.settings
        rng = self.rng
        node: Node | None = root
        path: list[Node] = []
        root_turn = st.turn_number
        horizon = root_turn + max(1, round(s.horizon_rounds * st.n)) if s.horizon_rounds > 0 else None
        memories: dict[int, dict[str, int]] = {me: used}
        memory_turn = st.turn_number
        while not st.over:
            if st.turn_number != memory_turn:
                memories = {}
                memory_turn = st.turn_number
            if horizon is not None and st.turn_number > horizon:
                break
            top = st.stack[-1]
            assert isinstance(top, Await)
            dec = next(d for seat, d in sorted(top.decisions.items()) if seat not in top.answers)
            if node is not None and dec.seat == me and dec.pick is None and dec.kind in TREE_KINDS \
                    and st.turn_number == root_turn and len(dec.options) > 1:
                node, choice = self._tree_step(node, dec, rng)
                path.append(node)
                if node.visits == 0:
                    node = None  # expanded a new node: roll out from here
            else:
                choice = rollout_choice(st, dec, rng, memories.setdefault(dec.seat, {}), self.weights)
            if isinstance(choice, dict) and choice.get("act") == "object":
                mem = memories.setdefault(dec.seat, {})
                key = card_def(choice["card"]).key
                mem[key] = mem.get(key, 0) + 1
            top.answers[dec.seat] = choice
            run(st)
        value = self.evaluate(st, me)
        root.visits += 1
        for n in path:
            n.visits += 1
            n.total += value

    def _tree_step(self, node: Node, dec: Decision, rng: Rng) -> tuple[Node, Any]:
        c = self.settings.exploration
        children = node.children
        untried: list[int] = []
        best_i = -1
        best_score = -1.0
        options = dec.options
        for i, option in enumerate(options):
            key = option_key(option)
            child = children.get(key)
            if child is None:
                untried.append(i)
                continue
            child.avail += 1
            if child.visits == 0:
                continue
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best_score, best_i = score, i
        if untried:
            i = untried[rng.below(len(untried))]
            child = Node()
            child.avail = 1
            children[option_key(options[i])] = child
            return child, options[i]
        return children[option_key(options[best_i])], options[best_i]

    # ---- evaluation -----------------------------------------------------------------------

    def evaluate(self, st: ElixirState, me: int) -> float:
        """1 for a win, 0 for a loss; at the horizon, my soft-max share of the seats' scores."""
        if st.over:
            return 1.0 if st.winner == me else 0.0
        s = self.settings
        scores = [seat_score(st, seat, s) for seat in range(st.n)]
        top = max(scores)
        weights = [math.exp((x - top) / s.temperature) for x in scores]
        return weights[me] / sum(weights)


def seat_score(st: ElixirState, seat: int, s: SearchSettings) -> float:
    """Minus the estimated work left to `seat` (spells, missing ingredients), plus its Finds."""
    held: dict[Any, int] = {}
    wild = 0
    for card in st.hands[seat]:
        d = card_def(card)
        if d.ingredient is not None:
            held[d.ingredient] = held.get(d.ingredient, 0) + 1
        elif d.substitutes:
            wild += 1
    missing = 0
    for spell in st.spell_hands[seat]:
        for ing in card_def(spell).recipe:
            if held.get(ing, 0) > 0:
                held[ing] -= 1
            elif wild > 0:
                wild -= 1
            else:
                missing += 1
    spells = len(st.spell_hands[seat])
    return -(s.spell_work * spells + s.ingredient_work * missing) + s.find_bonus * min(len(st.hands[seat]),
                                                                                      s.find_cap)


def rollout_choice(st: ElixirState, dec: Decision, rng: Rng, used: dict[str, int], weights: Weights = W) -> Any:
    """The greedy answer for any seat, reading the sampled state (rollouts only)."""
    if dec.pick is None and len(dec.options) == 1:
        return dec.options[0]
    if dec.kind == "react" and dec.pick is None and len(dec.options) == 1:
        return dec.options[0]
    know = Knowledge.from_state(st, dec.seat)
    know.used_this_turn = used
    prompt = dict(dec.prompt)
    if dec.pick is not None:
        return decide(know, dec.kind, prompt, None, dec.pick.among, dec.pick.sizes, rng, weights)
    return decide(know, dec.kind, prompt, dec.options, None, None, rng, weights)


def silence(st: ElixirState) -> None:
    """Drop the events of a sampled state (nobody reads them; building them costs time)."""
    st.emit = _no_event  # type: ignore[method-assign]


def _no_event(*_: Any, **__: Any) -> None:
    return None


def option_key(option: Any) -> Any:
    """A hashable key for a plain option."""
    if isinstance(option, dict):
        return tuple(sorted((k, option_key(v)) for k, v in option.items()))
    if isinstance(option, list):
        return tuple(option_key(v) for v in option)
    return option


def _rank(node: Node | None, index: int) -> tuple[int, float, int]:
    if node is None or node.visits == 0:
        return (0, 0.0, -index)
    return (node.visits, node.total / node.visits, -index)
