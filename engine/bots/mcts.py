"""The MCTS bot: information-set Monte Carlo search at the bot's own turn decisions.

What it searches, and why there. The bot sees only its seat's view. To simulate it needs full
states, so every sample is drawn from the information set (`engine.elixir.determinize`): the
hidden cards (other hands, the deck order, other players' spells, face-down cards) are dealt
at random consistent with the view, and the generator is reseeded. It never reads the true
state. The engine's frame stack cannot be rebuilt from a view in general, so the bot searches
where the stack is simple and the choices matter most: its own main turn decision ("turn":
cast which spell, use which object, open which transaction, or end the turn) and, when
`search_kinds` names them (mcts:hard's `HARD_SETTINGS`), its draft picks, and its bids,
targets and forfeits where `engine.elixir.determinize` can sample them (with a share of the
budget: `draft_share`, `bid_share`; a bid weighs passing, the least bid and `bid_raises` more).
Every other decision kind (how to pay a spell, reactions, flea market, market day, the
auction's offer, card choices) is answered by the greedy heuristics of
`engine.bots.heuristics`, which also play every seat in the rollouts.

The search. Each sample (one determinization, drawn by a `Determinizer` that builds the
view's state once and deals its hidden cards again for every sample) is copied and played
once from every root option still in the running: common random numbers, so options are
compared on the same hidden cards and the same future shuffles, which removes most of the
luck from the comparison (paired differences). With `plausible_tries` (mcts:normal, mcts:hard) a turn
decision's sample in which a rival holds a spell its hand pays is drawn again: a player who
can cast does, so such a world is unlikely. Sampled states are silenced: no events, and a
question with one possible answer is answered as it is asked (`MachineState.forced_answers`).
After the option, the rollout plays on with the greedy policy reading the sampled state (the
bot's own sample, never the truth) to the end of the game, or to a horizon of
`horizon_rounds` rounds scored by a fitted win model (see `SearchSettings`). A game won
scores 1, lost 0. Options clearly worse than the best (by `prune_z` standard errors of the
paired difference) stop being sampled; the bot keeps the greedy choice unless another option
beats it on the same samples by `switch_z` standard errors. The evaluation's temperature
(0.3) and `switch_z` (0.5) were chosen by measurement: against three greedy bots they raised
mcts:normal from 39.5% to 50.5% of the same 200 games (docs/PERFORMANCE.md lists every
experiment and its command, `python -m tools.search_experiment`). With `tree` on, this seat's later
decisions in the same turn are searched too, by UCB1 with availability counts below each
root option (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). It is off by
default: with budgets of tens of rollouts each deeper node gets a handful of visits, and the
first version of this bot, a plain UCB tree over the turn, won about 30% of its games against
three greedy bots, no better than the paired root search (docs/PERFORMANCE.md).

Budgets. `Budget(iterations, seconds)` counts rollouts: with a clock (`clock`: a function
returning seconds, injected by the caller since the engine never reads clocks) the search
stops when either limit is reached (checked before every rollout); without one it
runs `iterations` (or `seconds * ITERATIONS_PER_SECOND`), so results are reproducible.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.bots.greedy import TurnMemory, answer_plain, plausible_random
from engine.bots.heuristics import Evaluator, decide, spends_for_nothing
from engine.bots.knowledge import Knowledge
from engine.bots.weights import W, Weights
from engine.core.cloning import clone_state
from engine.core.decisions import Decision
from engine.core.machine import Await, run
from engine.core.rng import Rng
from engine.elixir.cards import Reaction
from engine.elixir.catalog import card_def, lasting_def
from engine.elixir.determinize import Determinizer, NotDeterminizable
from engine.elixir.paying import Purse
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


WIN_FEATURES: tuple[str, ...] = (
    "spells", "missing", "finds", "counters", "effects", "order1", "order2", "order3",
    "last_spell", "levels", "skips", "castable", "blocked")
"""The features of a seat that the horizon evaluation weighs (`seat_features`): its uncast
spells; the ingredients its recipes miss after its substitutes; its Finds (up to
`SearchSettings.find_cap`); its counters; its usable objects with an effect; whether it plays
1, 2 or 3 seats after the player to move; whether it holds its last spell; the levels of its
uncast spells added up; lasting effects that skip its turns; the spells it could cast now;
and lasting effects that block its casts or its objects."""

BASE_WIN_MODEL: tuple[float, ...] = (-0.208, -0.224, 0.05, 0.23, 0.08, 0.073, 0.009, -0.043)
"""The first model (the eight base features), fitted on 600 greedy self-play games of 4 players
(31,000 turn starts; test log-loss 1.31 against 1.39 for a uniform guess)."""


FITTED_WIN_MODEL: tuple[float, ...] = (
    0.4482, -0.1789, 0.09627, 0.3297, 0.04726, 0.09833, 0.048, -0.01317, 0.4577, -0.2668, -0.1474)
"""The first eleven features refitted on 1,500 greedy self-play games of 4 players (79,000 turn
starts, `python -m tools.win_model --games 1500 --seed 7 --features 11`): test log-loss 1.300,
against 1.327 for the eight base features refitted and 1.370 for `BASE_WIN_MODEL`. It values a
hand by the levels still to cast more than by the number of spells, which is what lets the
search judge the draft (docs/PERFORMANCE.md)."""


@dataclass(frozen=True)
class SearchSettings:
    """Tuning of the search (named so the difficulty table and tests can refer to them)."""

    exploration: float = 0.7          # UCB1 exploration constant (values lie in [0, 1])
    tree: bool = False                # search later decisions of the same turn by UCB (else the policy)
    min_samples: int = 4              # samples before pruning or switching away from the greedy choice
    prune_z: float = 2.0              # drop an option this many standard errors below the best
    switch_z: float = 0.5             # leave the greedy choice only for an option this clearly better
    horizon_rounds: float = 1.0       # rollouts stop after this many rounds of turns (0: play to the end)
    # The horizon evaluation: a conditional-logit win model over the seats (`WIN_FEATURES`),
    # fitted by `python -m tools.win_model` on self-play games (docs/PERFORMANCE.md); a seat's
    # score is the sum of these weights times its features, divided by the temperature.
    temperature: float = 0.3          # soft-max temperature of the evaluation (docs/PERFORMANCE.md)
    win_model: tuple[float, ...] = BASE_WIN_MODEL
    find_cap: int = 12                # Finds in hand counted by the model's "finds" feature
    time_safety: float = 0.85         # stop at this share of a time budget (the answer must be in time)
    search_kinds: tuple[str, ...] = ("turn",)  # the decision kinds searched (the others: heuristics)
    draft_share: float = 1.0          # the share of the budget a searched draft pick may use
    bid_share: float = 0.5            # the share of the budget a searched bid, target or forfeit may use
    bid_raises: int = 1               # a searched bid weighs passing, the least bid and this many more
    # Whether the search may end its turn where the greedy choice casts a spell (holding its spells
    # back: measured worth 13 points of wins against greedy bots, docs/PERFORMANCE.md), and, when
    # it may, the number of spells left to a rival at which it stops holding them (0: never stops;
    # 2 was measured 7.7 points worse against greedy bots on the ladder's deals).
    hold_spells: bool = True
    race_spells: int = 0
    # Samples of a turn decision redrawn, up to this many draws, while a rival holds a spell its
    # hand pays (from the second round; the draw with fewest such rivals is kept; 0: every sample
    # kept as drawn). A player who can cast usually does: at hard's turn decisions of 20 games
    # against greedy bots, 6% of rivals held a castable spell, against 31% of the rivals of
    # samples drawn uniformly.
    plausible_tries: int = 0


NORMAL_SETTINGS = SearchSettings(win_model=FITTED_WIN_MODEL, plausible_tries=8)
"""mcts:normal's search: its turn decisions, judged by the refitted win model (the draft is
answered by the heuristics; against three greedy bots this won 279 of 600 games (46.5%) where
the first model's weights won 248), their samples redrawn while a rival could cast, as hard's
are: 253 of 600 games against three greedy bots where it won 232 of the same deals without,
once the greedy bots aimed their forfeits at a player holding Finds (docs/PERFORMANCE.md,
"mcts:normal's samples redrawn too")."""


HARD_SETTINGS = SearchSettings(win_model=FITTED_WIN_MODEL, search_kinds=("turn", "draft"), draft_share=0.25,
                               plausible_tries=8)
"""mcts:hard's search: it also searches its draft, judged by the refitted win model, with a
quarter of its budget (60 rollouts, at most 0.25 s a pick: a draft of many picks does not keep
the table waiting). Against three greedy bots this won 116 of the 200 deals of seed 31 with
60 rollouts for every decision, where the default settings win 101 (docs/PERFORMANCE.md,
"The search's experiments"). Its turn decisions' samples are redrawn while a rival could cast
(`plausible_tries`): 333 of 600 games against three greedy bots where it won 315 of the same
deals without (docs/PERFORMANCE.md, "mcts:hard's samples redrawn while a rival could cast")."""


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
                 settings: SearchSettings | None = None, weights: Weights = W, label: str = "mcts",
                 noise: float = 0.0, rival_weights: Weights = W) -> None:
        self.rng = Rng(seed)
        self.noise = noise  # the chance of a careless answer (`plausible_random`): the easy level
        self.budget = budget
        self.clock = clock
        self.settings = settings or SearchSettings()
        self.weights = weights  # its own heuristics: its unsearched answers, its seat in rollouts
        self.rival_weights = rival_weights  # how its rollouts play the other seats
        self.name = label
        self.memory = TurnMemory()
        self._paid: tuple[int, Any, list[int]] | None = None  # (turn, spell, cards) of its last "pay" answer
        self.last_iterations = 0

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A legal answer to `decision` from `view` only."""
        know = Knowledge.from_view(view)
        know.used_this_turn = self.memory.used(know.turn)
        choice: Any = None
        options = decision.get("options")
        self.last_iterations = 0
        last_cast = [o for o in options or () if isinstance(o, dict) and o.get("act") == "cast"] \
            if decision["kind"] == "turn" and len(know.spells) == 1 else []
        if last_cast:  # casting the last spell wins unless countered, and a countered spell comes back
            choice = last_cast[0]
        elif self.noise > 0 and self.rng.below(1_000_000) < self.noise * 1_000_000:
            choice = plausible_random(self.rng, decision, know)  # None where a slip would be a blunder
        searched = decision["kind"] in self.settings.search_kinds and options is not None and len(options) > 1
        if choice is None and searched:
            try:
                choice = self.search(view, decision)
            except NotDeterminizable:
                choice = None
        if choice is None:
            choice = answer_plain(know, decision, self.rng, self.weights)
        self.memory.note(know.turn, decision, choice)
        if decision["kind"] == "pay":
            self._paid = (know.turn, decision["prompt"].get("spell"), sorted(choice))
        return choice

    def _paid_for(self, turn: int, decision: dict[str, Any]) -> list[int] | None:
        """The cards this seat chose to pay the spell whose target `decision` asks (its own
        answer, which its view no longer shows; None when it answered no such question)."""
        if decision["kind"] != "target" or self._paid is None:
            return None
        paid_turn, spell, cards = self._paid
        return cards if paid_turn == turn and spell == decision["prompt"].get("card") else None

    # ---- the search -----------------------------------------------------------------------

    def search(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """Search from `view` at `decision`; return the chosen option (see the module text)."""
        me = int(view["seat"])
        options = decision["options"]
        clock = self.clock
        kind = decision["kind"]
        share = self.settings.draft_share if kind == "draft" else 1.0 if kind == "turn" else self.settings.bid_share
        cap = max(len(options), int(self.budget.iteration_cap(clock is not None) * share))
        deadline = None
        if clock is not None and self.budget.seconds is not None:
            deadline = clock() + self.budget.seconds * self.settings.time_safety * share
        know = Knowledge.from_view(view)
        used = dict(self.memory.used(know.turn))
        know.used_this_turn = dict(used)
        default = options.index(answer_plain(know, decision, self.rng, self.weights))
        root = Node()
        children = [Node() for _ in options]
        for child in children:
            root.children[option_key(options[len(root.children)])] = child
        judge = Evaluator(know, self.weights)  # an object that would do nothing is never worth a rollout
        racing = any(left <= self.settings.race_spells for seat, left in enumerate(know.spells_left) if seat != me)
        held = (not self.settings.hold_spells or racing) and _is_cast(options[default])  # then ending is no candidate
        alive = [i for i in range(len(options)) if i == default or not (
            spends_for_nothing(judge, options[i]) or (held and options[i] == END))]
        if kind == "bid":  # passing, the least bid and a raise or so: bidding more only pays more
            alive = [i for i in alive if i == default or options[i] in self._bids_weighed(options)]
        if len(alive) == 1:
            return options[default]
        results: list[dict[int, float]] = [{} for _ in options]
        rollouts = 0
        sample = 0
        sampler = Determinizer(view, decision, self._paid_for(know.turn, decision))
        while len(alive) > 1 and rollouts + len(alive) <= cap:  # one left: it is the choice
            if deadline is not None and clock is not None and sample > 0 and clock() >= deadline:
                break
            sampled = self.draw_sample(sampler, me, kind)
            silence(sampled)
            for i in alive:
                if deadline is not None and clock is not None and rollouts > 0 and clock() >= deadline:
                    break
                st = clone_state(sampled)  # every option on the same sample: common random numbers
                value = self._iterate(st, me, children[i], options[i], dict(used))
                results[i][sample] = value
                rollouts += 1
            sample += 1
            if sample >= self.settings.min_samples:
                alive = self._prune(alive, results, default)
        self.last_iterations = rollouts
        return options[self._pick(results, default)]

    def draw_sample(self, sampler: Determinizer, me: int, kind: str) -> ElixirState:
        """A sample of the search's view, each draw seeded by one number of the bot's generator.
        At a turn decision from the second round on (every rival has had a turn), with
        `plausible_tries`, it is drawn again while a rival holds a spell its hand pays, at most
        that many draws in all; the draw with fewest such rivals is kept."""
        tries = self.settings.plausible_tries if kind == "turn" else 0
        best: ElixirState | None = None
        fewest = math.inf
        for _ in range(max(1, tries)):
            sampled = sampler.sample(Rng(self.rng.next64()))
            if tries == 0 or sampled.turn_number <= sampled.n:
                return sampled
            casting = rivals_who_could_cast(sampled, me)
            if casting == 0:
                return sampled
            if casting < fewest:
                best, fewest = sampled, float(casting)
        assert best is not None
        return best

    def _bids_weighed(self, options: list[Any]) -> set[int]:
        """The bids a searched bid weighs besides the greedy one: passing, the least bid and
        `bid_raises` bids above it (the search sees the lot's worth, not the rivals' minds)."""
        bids = sorted(o for o in options if o)
        return {0, *bids[:1 + self.settings.bid_raises]}

    def _paired(self, results: list[dict[int, float]], a: int, b: int) -> tuple[float, float, int]:
        """Mean and standard error of value(a) - value(b) over the samples both were played on."""
        common = [k for k in results[a] if k in results[b]]
        if not common:
            return 0.0, math.inf, 0
        diffs = [results[a][k] - results[b][k] for k in common]
        mean = sum(diffs) / len(diffs)
        if len(diffs) < 2:
            return mean, math.inf, len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return mean, math.sqrt(var / len(diffs)) + 1e-9, len(diffs)

    def _prune(self, alive: list[int], results: list[dict[int, float]], default: int) -> list[int]:
        """Drop options clearly worse than the best one so far (the greedy default always stays)."""
        best = max(alive, key=lambda i: (sum(results[i].values()) / max(1, len(results[i])), i == default))
        keep = []
        for i in alive:
            if i in (best, default):
                keep.append(i)
                continue
            mean, se, _ = self._paired(results, i, best)
            if mean + self.settings.prune_z * se >= 0:
                keep.append(i)
        return keep

    def _pick(self, results: list[dict[int, float]], default: int) -> int:
        """The greedy default, unless another option beats it clearly on the same samples."""
        choice, best = default, 0.0
        for i in range(len(results)):
            if i == default or not results[i]:
                continue
            mean, se, count = self._paired(results, i, default)
            if count >= self.settings.min_samples and mean > self.settings.switch_z * se and mean > best:
                choice, best = i, mean
        return choice

    def _iterate(self, st: ElixirState, me: int, node: Node, first: Any, used: dict[str, int]) -> float:
        """Play `first` at the root of the sample, then on to the horizon; back up and return the value.

        Below the root, this seat's later decisions of the same turn go down the option's
        own subtree by UCB1 with availability counts (ISMCTS) when `settings.tree` is on,
        else they follow the rollout policy like every other decision."""
        s = self.settings
        rng = self.rng
        path: list[Node] = [node]
        root_turn = st.turn_number
        horizon = root_turn + max(1, round(s.horizon_rounds * st.n)) if s.horizon_rounds > 0 else None
        memories: dict[int, dict[str, int]] = {me: used}
        memory_turn = st.turn_number
        current: Node | None = node if s.tree else None
        choice: Any = first
        top = st.stack[-1]
        assert isinstance(top, Await)
        dec = next(d for seat, d in sorted(top.decisions.items()) if seat not in top.answers)
        while True:
            if isinstance(choice, dict) and choice.get("act") == "object":
                mem = memories.setdefault(dec.seat, {})
                key = card_def(choice["card"]).key
                mem[key] = mem.get(key, 0) + 1
            top.answers[dec.seat] = choice
            run(st)
            if st.over:
                break
            if st.turn_number != memory_turn:
                memories = {}
                memory_turn = st.turn_number
            if horizon is not None and st.turn_number > horizon:
                break
            top = st.stack[-1]
            assert isinstance(top, Await)
            dec = top.decisions[min(seat for seat in top.decisions if seat not in top.answers)]
            if current is not None and dec.seat == me and dec.pick is None and dec.kind in TREE_KINDS \
                    and st.turn_number == root_turn and len(dec.options) > 1:
                current, choice = self._tree_step(current, dec, rng)
                path.append(current)
                if current.visits == 0:
                    current = None  # a new node: roll out from here
            else:
                current = None if dec.seat != me or st.turn_number != root_turn else current
                choice = rollout_choice(st, dec, rng, memories.setdefault(dec.seat, {}),
                                        self.weights if dec.seat == me else self.rival_weights)
        value = self.evaluate(st, me)
        for n in path:
            n.visits += 1
            n.total += value
        return value

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


def rivals_who_could_cast(st: ElixirState, me: int) -> int:
    """How many seats other than `me` hold a spell their hand pays in `st`."""
    count = 0
    for seat in range(st.n):
        if seat != me and st.spell_hands[seat]:
            purse = Purse(st.book, st.hands[seat])
            count += any(purse.pays(st.book[spell]) for spell in st.spell_hands[seat])
    return count


def seat_score(st: ElixirState, seat: int, s: SearchSettings) -> float:
    """The win-model score of `seat`: its features (`seat_features`) weighed by `s.win_model`."""
    weights = s.win_model
    return sum(w * x for w, x in zip(weights, seat_features(st, seat, s.find_cap, len(weights)), strict=True))


def seat_features(st: ElixirState, seat: int, find_cap: int = 12, count: int = len(WIN_FEATURES)) -> list[float]:
    """The first `count` features of `seat` named by `WIN_FEATURES`, from the (sampled) state."""
    held: dict[Any, int] = {}
    wild = counters = effects = 0
    for card in st.hands[seat]:
        d = card_def(card)
        if d.ingredient is not None:
            held[d.ingredient] = held.get(d.ingredient, 0) + 1
        elif d.substitutes:
            wild += 1
        elif d.reaction is Reaction.COUNTER:
            counters += 1
        elif d.usable and d.reaction is None:
            effects += 1
    spells = st.spell_hands[seat]
    in_hand = dict(held)  # what each spell would be paid from on its own ("castable")
    missing = levels = 0
    for spell in sorted(spells, key=lambda c: card_def(c).level):
        recipe = card_def(spell).recipe
        levels += len(recipe)
        for ing in recipe:
            if held.get(ing, 0) > 0:
                held[ing] -= 1
            else:
                missing += 1
    order = ((seat - st.current) * st.direction) % st.n
    features = [float(len(spells)), float(max(0, missing - wild)), float(min(len(st.hands[seat]), find_cap)),
                float(counters), float(effects), float(order == 1), float(order == 2), float(order >= 3)]
    if count <= len(features):
        return features
    skips = blocked = 0
    for mod in st.modifiers:
        if mod.seat == seat:
            lasting = lasting_def(mod.key)
            skips += lasting.skip_turn
            blocked += lasting.blocks_cast is not None or lasting.blocks_use is not None
    features += [float(len(spells) == 1), float(levels), float(skips)]
    if count > len(features):  # the last two are measured only (docs/PERFORMANCE.md): skip them in rollouts
        castable = sum(sum(max(0, recipe.count(ing) - in_hand.get(ing, 0)) for ing in set(recipe)) <= wild
                       for recipe in (card_def(spell).recipe for spell in spells))
        features += [float(castable), float(blocked)]
    return features[:count]


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
    """Make a sampled state quick to simulate: drop its events (nobody reads them; building
    them costs time) and answer its single-option decisions as they are asked
    (`MachineState.forced_answers`: a reaction window where a seat can only pass)."""
    st.emit = _no_event  # type: ignore[method-assign]
    st.forced_answers = True


def _no_event(*_: Any, **__: Any) -> None:
    return None


END = {"act": "end"}
"""The turn action that ends the turn."""


def _is_cast(option: Any) -> bool:
    return isinstance(option, dict) and option.get("act") == "cast"


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
