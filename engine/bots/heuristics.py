"""The greedy heuristics: how much a card is worth to me, and an answer for every decision kind.

Everything here reads card *properties* from the static catalog (kind, ingredient, recipe,
substitutes, reaction, forfeit effects...), never card keys, so it keeps working while the
card set changes. The values are in one unit, roughly "Finds": an ingredient that one of my
recipes needs is worth `W.needed`, a card nobody needs about `W.junk`. Weights are named in
`engine.bots.weights.Weights`; `decide` answers any decision, with a safe legal fallback for kinds it does not
know (choose the cards worth least to me when giving, most when taking).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.bots.knowledge import Knowledge
from engine.bots.legal import BOT_PAYMENTS
from engine.bots.weights import W, Weights
from engine.core.rng import Rng
from engine.elixir.cards import CardDef, CastLimit, Ends, Kind, Lasting, Needs, Reaction, Target, TransactionKind
from engine.elixir.cardset.forfeits import has_own_effect
from engine.elixir.catalog import BOOK, card_def, is_spell, lasting_def
from engine.elixir.ingredients import Ingredient
from engine.elixir.objectneeds import unmet_need
from engine.elixir.paying import payment_ways, substitutes_needed

EXCHANGE_NEEDS = frozenset({Needs.OWN_INGREDIENT, Needs.DISCARD_INGREDIENT})
"""The needs of an object that exchanges an ingredient of its user's hand for one of the discard
pile: it does its user good only when the exchange does (`Evaluator.exchange_helps`)."""


class Evaluator:
    """Card values for one seat's knowledge (the recipe plan is computed once)."""

    def __init__(self, know: Knowledge, weights: Weights = W) -> None:
        self.know = know
        self.w = weights
        demand: dict[Ingredient, int] = {}
        for spell in know.spells:
            for ing in card_def(spell).recipe:
                demand[ing] = demand.get(ing, 0) + 1
        held: dict[Ingredient, int] = {}
        for card in know.hand:
            have = card_def(card).ingredient
            if have is not None:
                held[have] = held.get(have, 0) + 1
        self.demand = demand
        self.held = held
        self.missing = {ing for ing, k in demand.items() if held.get(ing, 0) < k}

    # ---- card values ------------------------------------------------------------------------

    def gain_value(self, card: int) -> float:
        """What receiving `card` (not in my hand) is worth to me."""
        defn = card_def(card)
        ing = defn.ingredient
        if ing is not None:
            if self.held.get(ing, 0) < self.demand.get(ing, 0):
                return self.w.needed
            return self.w.surplus if ing in self.demand else self.w.junk
        return self._find_value(defn)

    def keep_values(self, cards: Sequence[int]) -> dict[int, float]:
        """What keeping each of my cards is worth (the copies a recipe needs are worth more)."""
        out: dict[int, float] = {}
        seen: dict[Ingredient, int] = {}
        for card in sorted(cards):
            defn = card_def(card)
            ing = defn.ingredient
            if ing is not None:
                k = seen.get(ing, 0)
                seen[ing] = k + 1
                if k < self.demand.get(ing, 0):
                    out[card] = self.w.needed
                else:
                    out[card] = self.w.surplus if ing in self.demand else self.w.junk
            else:
                out[card] = self._find_value(defn)
        return out

    def _find_value(self, defn: CardDef) -> float:
        w = self.w
        if defn.kind is Kind.TRANSACTION:
            return w.transaction
        if defn.kind is Kind.OBJECT:
            if defn.substitutes:
                return w.substitute_needed if defn.substitutes & self.missing else w.substitute
            if defn.reaction is Reaction.COUNTER:
                return w.counter
            if defn.reaction is not None:
                return w.reaction
            if defn.usable:
                return w.effect_object
            return w.trinket
        return w.junk

    def cheapest(self, cards: Sequence[int], count: int) -> list[int]:
        """The `count` cards of mine worth least to keep (ties by id, for determinism)."""
        values = self.keep_values(self.know.hand)
        return sorted(cards, key=lambda c: (values.get(c, self.gain_value(c)), c))[:count]

    def junk(self, cards: Sequence[int] | None = None) -> list[int]:
        """My cards worth trading away (cheapest first)."""
        pool = self.know.hand if cards is None else cards
        values = self.keep_values(self.know.hand)
        return sorted((c for c in pool if values.get(c, 0.0) < self.w.junk_limit),
                      key=lambda c: (values[c], c))

    def best_gains(self, cards: Sequence[int], count: int) -> list[int]:
        """The `count` cards (not mine) I would most like to receive."""
        return sorted(cards, key=lambda c: (-self.gain_value(c), c))[:count]

    # ---- seats ------------------------------------------------------------------------------

    def threat(self, seat: int) -> float:
        """How close `seat` looks to winning (bigger is more dangerous)."""
        k = self.know
        return (-self.w.threat_spell * k.spells_left[seat] - self.w.threat_point * k.points_left[seat]
                + self.w.threat_find * k.finds[seat])

    def most_threatening(self, seats: Sequence[int], *, exclude_me: bool = True) -> int:
        """The most dangerous of `seats` (not me, when another is offered)."""
        pool = [s for s in seats if s != self.know.seat] if exclude_me else list(seats)
        if not pool:
            pool = list(seats)
        return max(pool, key=lambda s: (self.threat(s), -s))

    def least_threatening(self, seats: Sequence[int]) -> int:
        """The least dangerous of `seats` other than me (to give things to)."""
        pool = [s for s in seats if s != self.know.seat] or list(seats)
        return min(pool, key=lambda s: (self.threat(s), s))

    # ---- forfeits ---------------------------------------------------------------------------

    def suffer_cost(self, spell: int) -> float:
        """The estimated cost of suffering the forfeit of `spell`, from its lasting effect: nothing
        when none of the effect can bite on this seat's spells (a limit on casts that its spells
        do not meet, a hook on casts when the next cast is its last and wins)."""
        if not forfeit_bites(spell, self.know.spells):
            return 0.0
        w = self.w
        defn = card_def(spell)
        lasting = defn.forfeit
        cost = w.forfeit_base
        if defn.effect is not None:
            cost += w.forfeit_effect
        if lasting is None:
            return cost
        per_turn = self._turn_cost(lasting)
        if lasting.ends is Ends.COUNTDOWN:
            factor = float(max(1, lasting.duration))
        elif lasting.ends is Ends.NEVER:
            factor = w.forfeit_never_ends
        else:
            factor = 1.0
        return cost + per_turn * factor

    def effect_harm(self, key: str) -> float:
        """What the lasting effect `key` on me costs me for a turn of it: above 0 when it hurts
        (even only for show), below 0 when it helps me (more draws, a protection, a turn more)."""
        lasting = lasting_def(key)
        if lasting.draw_bonus > 0 or lasting.protects is not None or lasting.extra_turn:
            return -1.0
        return self.w.forfeit_base + self._turn_cost(lasting)

    def _turn_cost(self, lasting: Lasting) -> float:
        """What a turn under `lasting` costs this seat: a lost turn, a limit on casts that bites on
        its spells, a smaller draw, each rules hook (one on casts only while more than one spell
        is left: with one, the next cast wins and what follows it cannot hurt)."""
        w = self.w
        cost = 0.0
        if lasting.skip_turn:
            cost += w.forfeit_skip_turn
        if lasting.blocks_cast is not None and cast_limit_bites(lasting.cast_limit, self.know.spells):
            cost += w.forfeit_blocks_cast
        if lasting.draw_bonus < 0:
            cost += w.forfeit_draw_loss * -lasting.draw_bonus
        hooks: list[object] = [lasting.on_turn_start, lasting.on_turn_end, lasting.blocks_use]
        if len(self.know.spells) > 1:
            hooks.append(lasting.on_cast)
        return cost + w.forfeit_hook * sum(1 for h in hooks if h is not None)

    def object_lands(self, card: int) -> bool:
        """Whether using my object `card` now would do me some good rather than nothing: each of
        its `Needs` is met (a harmful lasting effect on me to wash off, a card in the discard
        pile, an ingredient or another Find in my hand, a rival with Finds to aim at), an
        object that reverses the turn order reverses it to my good (`reversal_helps`), and one
        that exchanges an ingredient of my hand for one of the discard pile leaves my hand
        better (`exchange_helps`)."""
        know = self.know
        if unmet_need(BOOK, card, hand=know.hand, discard=know.discard, own_effects=know.my_modifiers.values(),
                      rival_finds=(know.finds[s] for s in range(know.n) if s != know.seat),
                      counts=lambda key: self.effect_harm(key) > 0) is not None:
            return False
        defn = card_def(card)
        if defn.needs >= EXCHANGE_NEEDS and not self.exchange_helps():
            return False
        return not defn.reverses_turn_order or self.reversal_helps()

    def exchange_helps(self) -> bool:
        """Whether pouring my cheapest ingredient into the discard pile and taking another out
        (the Transmuting Alembic) changes my hand for no worse: some ingredient of another design
        lies there, worth as much to me once mine is poured as mine is worth kept (an even
        exchange may still make a spell castable: the search judges it). Not when only the
        design poured, or worse, could come back out: a play-tester saw a bot pour in a Touch of
        Madness its recipe needed and take the same design back out."""
        mine = [c for c in self.know.hand if card_def(c).ingredient is not None]
        if not mine:
            return False
        poured = self.cheapest(mine, 1)[0]
        design = card_def(poured).ingredient
        others = [c for c in self.know.discard if card_def(c).ingredient not in (None, design)]
        if not others:
            return False
        kept = self.keep_values(self.know.hand)[poured]
        after = Evaluator(replace(self.know, hand=[c for c in self.know.hand if c != poured]), self.w)
        return max(after.gain_value(c) for c in others) >= kept

    def reversal_helps(self) -> bool:
        """Whether reversing the turn order now does me good: the seat that plays after the
        current one becomes the one before it. Never when that hands my own coming turn to
        another; always when it brings mine next; otherwise only when it makes a less
        threatening rival play next (on my own turn, an hourglass that gave the player who had
        just played another turn was seen by a play-tester)."""
        know = self.know
        after = (know.current + know.direction) % know.n
        before = (know.current - know.direction) % know.n
        if after == before or after == know.seat:
            return False
        if before == know.seat:
            return True
        return self.threat(after) > self.threat(before)

    def pay_cost(self, caster: int) -> float:
        """The cost of paying 2 Finds to `caster` instead of suffering."""
        hand = self.know.hand
        values = self.keep_values(hand)
        paid = sorted(values.values())[:2]
        cost = sum(paid)
        if self.know.spells_left[caster] <= 1:
            cost += self.w.gift_to_leader * len(paid)
        return cost


def forfeit_bites(spell: int, spells: Sequence[int]) -> bool:
    """Whether suffering the forfeit of `spell` can cost a victim holding `spells` anything: it
    cannot when its only effect is its lasting effect and nothing of that can bite (a limit on
    casts that `spells` never meet, see `cast_limit_bites`; a hook on casts when the next cast
    is the last and wins). Lost turns, smaller draws and hooks on turns always can."""
    return forfeit_bites_levels(spell, [card_def(c).level for c in spells], any(card_def(c).any_time for c in spells))


def forfeit_bites_levels(spell: int, levels: Sequence[int], any_time: bool = True) -> bool:
    """`forfeit_bites` for a victim known by the levels of its spells (public for every seat)
    and whether one of them may be cast at any time (a rival's spells are hidden: True, since it
    may)."""
    defn = card_def(spell)
    lasting = defn.forfeit
    if has_own_effect(defn):
        return True
    if lasting is None:
        return False
    if (lasting.skip_turn or lasting.draw_bonus < 0 or lasting.on_turn_start is not None
            or lasting.on_turn_end is not None or lasting.blocks_use is not None):
        return True
    if lasting.on_cast is not None and len(levels) > 1:
        return True
    return lasting.blocks_cast is not None and _limit_bites(lasting.cast_limit, levels, any_time)


def cast_limit_bites(limit: CastLimit | None, spells: Sequence[int]) -> bool:
    """Whether a lasting effect that limits casts (`limit`, None: a limit not described) can
    stop its owner casting one of `spells`: a seat whose spells are all of one level is not
    held back by "the lowest level only", one with a single spell left not by "one a turn", and
    one with no any-time spell not by "only on your own turn"."""
    return _limit_bites(limit, [card_def(c).level for c in spells], any(card_def(c).any_time for c in spells))


def _limit_bites(limit: CastLimit | None, levels: Sequence[int], any_time: bool) -> bool:
    """`cast_limit_bites` for spells of `levels`, one of them castable at any time or not."""
    if not levels:
        return False
    if limit is CastLimit.LOWEST_LEVEL:
        return len(set(levels)) > 1
    if limit is CastLimit.ONE_PER_TURN:
        return len(levels) > 1
    if limit is CastLimit.OWN_TURN:
        return any_time
    return True


# ---- decisions ----------------------------------------------------------------------------

MAX_USES_PER_TURN = 1
"""How often the greedy bot uses objects of one design in one turn (no endless loops)."""

GIVE_KINDS = frozenset({"give", "discard", "forfeit_pay", "auction_pay", "flea_stake", "flea_join",
                        "auction_offer", "market_trade"})


def decide(know: Knowledge, kind: str, prompt: dict[str, Any], options: Sequence[Any] | None,
           among: Sequence[int] | None, sizes: Sequence[int] | None, rng: Rng | None = None,
           weights: Weights = W) -> Any:
    """A greedy legal answer to a decision given as its parts (`options`, or `among`/`sizes`)."""
    ev = Evaluator(know, weights)
    if options is None:
        assert among is not None and sizes is not None
        return _pick(ev, kind, prompt, list(among), list(sizes))
    opts = list(options)
    if len(opts) == 1:
        return opts[0]
    if kind == "turn":
        return max(opts, key=lambda o: turn_score(ev, o))
    if kind == "react":
        return _react(ev, prompt, opts)
    if kind == "forfeit":
        caster = int(prompt.get("caster", 0))
        suffer = ev.suffer_cost(int(prompt["card"])) if "card" in prompt else 0.0
        return "suffer" if suffer <= ev.pay_cost(caster) else "pay"
    if kind == "draft":
        return _draft(know, opts)
    if kind == "bid":
        return _bid(ev, opts, int(prompt.get("lot", 0)))
    if kind == "wash":
        return _wash(ev, opts)
    if kind == "auction_face":
        return "face_down" if "face_down" in opts else opts[0]
    if all(type(o) is int for o in opts):
        return _int_option(ev, kind, prompt, opts)
    return opts[0]


def spends_for_nothing(ev: Evaluator, option: Any) -> bool:
    """Whether answering with `option` (a turn action or a reaction) uses one of my objects
    while it would have no effect (`Evaluator.object_lands`): the card is spent for nothing."""
    return isinstance(option, dict) and option.get("act") == "object" and not ev.object_lands(option["card"])


def turn_score(ev: Evaluator, action: dict[str, Any]) -> float:
    """How much the greedy bot likes a turn action (ending the turn scores 0)."""
    w = ev.w
    act = action.get("act")
    know = ev.know
    if act == "cast":
        defn = card_def(action["spell"])
        subs = substitutes_needed(BOOK, know.hand, defn)
        score = w.cast + w.cast_level * defn.level - w.cast_substitute * subs
        if len(know.spells) == 1:
            score += w.cast  # the last spell wins the game
        return score
    if act == "object":
        key = card_def(action["card"]).key
        if know.used_this_turn.get(key, 0) >= MAX_USES_PER_TURN or spends_for_nothing(ev, action):
            return -1.0
        return w.use_object
    if act == "transaction":
        kind = card_def(action["card"]).transaction
        junk = [c for c in ev.junk() if c != action["card"]]
        if kind is TransactionKind.MARKET_DAY:
            return w.market_day * (len(junk) // 2)
        if kind is TransactionKind.FLEA_MARKET:
            return w.flea_market if junk else -1.0
        if kind is TransactionKind.AUCTION:
            bidders = [s for s in range(know.n) if s != know.seat and know.finds[s] >= 1]
            return w.auction if junk and bidders else -1.0
        return -1.0
    return 0.0


def _react(ev: Evaluator, prompt: dict[str, Any], opts: list[Any]) -> Any:
    know = ev.know
    me = know.seat
    by = prompt.get("by")
    card = prompt.get("card")
    target = prompt.get("target")
    uid = prompt.get("uid")
    by_reaction: dict[Reaction | None, Any] = {}
    casts: list[Any] = []
    objects: list[Any] = []
    for o in opts:
        if not isinstance(o, dict):
            continue
        if o.get("act") == "react":
            by_reaction.setdefault(card_def(o["card"]).reaction, o)
        elif o.get("act") == "cast":
            casts.append(o)
        elif o.get("act") == "object" and not spends_for_nothing(ev, o):
            objects.append(o)
    pass_option = next((o for o in opts if isinstance(o, dict) and o.get("act") == "pass"), opts[0])
    if prompt.get("moment") == "turn_start":
        return _turn_start(ev, prompt, casts, objects, pass_option)
    counter = by_reaction.get(Reaction.COUNTER)
    is_spell_play = isinstance(card, int) and is_spell(card)
    # 1. a rival casting their last spell wins unless countered; and a rival whose last spell is
    # in play, countering a counter, keeps it alive (seen in a seeded game: a Mirror of Refusal
    # answering the counter to a winning spell, let through)
    defends_last = isinstance(card, int) and not is_spell_play and card_def(card).reaction is Reaction.COUNTER
    if counter is not None and (is_spell_play or defends_last) and by is not None and by != me \
            and know.spells_left[by] == 0:
        return counter
    # 2. a reaction against one of my plays: counter it back
    play = know.plays.get(uid) if isinstance(uid, int) else None
    if counter is not None and play is not None and play.answers is not None:
        answered = know.plays.get(play.answers)
        if answered is not None and answered.seat == me and by != me:
            return counter
    # 3. a play aimed at me: shield, divert, or counter if it hurts enough (not a forfeit whose
    # suffering costs nothing: 16 shields spent on such in 150 greedy games)
    if target == me and by != me:
        harm = ev.suffer_cost(card) if isinstance(card, int) and card_def(card).forfeit else ev.w.counter_threshold
        if harm <= 0:
            return pass_option
        if Reaction.PROTECT in by_reaction:
            return by_reaction[Reaction.PROTECT]
        if Reaction.DIVERT in by_reaction:
            return by_reaction[Reaction.DIVERT]
        if counter is not None and harm >= ev.w.counter_threshold:
            return counter
    # 4. a spell cast any time is progress; a usable object is worth using
    if casts:
        return max(casts, key=lambda o: turn_score(ev, o))
    if objects:
        return objects[0]
    # 5. a threatening rival (one spell left after this one) casting: counter
    if counter is not None and is_spell_play and by is not None and by != me and know.spells_left[by] <= 1:
        return counter
    return pass_option


def _turn_start(ev: Evaluator, prompt: dict[str, Any], casts: list[Any], objects: list[Any],
                pass_option: Any) -> Any:
    """A turn-start window: cast an any-time spell if I can; the player about to suffer a
    harmful effect washes it off with an any-time object that can (`Needs.OWN_LASTING_EFFECT`)."""
    if casts:
        return max(casts, key=lambda o: turn_score(ev, o))
    washers = [o for o in objects if Needs.OWN_LASTING_EFFECT in card_def(o["card"]).needs]
    if washers and prompt.get("target") == ev.know.seat and any(
            _harmful(lasting_def(key)) for key in prompt.get("effects", []) if isinstance(key, str)):
        return washers[0]
    return pass_option


def _wash(ev: Evaluator, uids: list[Any]) -> Any:
    """The lasting effect on me to wash off: the one that hurts me most."""
    mine = ev.know.my_modifiers
    return max(uids, key=lambda uid: (ev.effect_harm(mine[uid]) if uid in mine else -2.0, -uid))


def _harmful(lasting: Lasting) -> bool:
    return lasting.skip_turn or lasting.draw_bonus < 0 or lasting.on_turn_start is not None


def _draft(know: Knowledge, levels: list[Any]) -> Any:
    """Finish exactly on the target when a pile allows it, else take the smallest spell.

    Measured against greedy bots preferring level 2 then 3 (300 games, 4 players): small
    first won 34%, random levels 24%, big first 21% (fair share 25%)."""
    gap = know.draft_target - know.draft_points
    if gap in levels:
        return gap
    for level in DRAFT_PREFERENCE:
        if level in levels and level <= gap:
            return level
    return min(levels)


DRAFT_PREFERENCE = (1, 2, 3, 4)
"""Pile preference while far from the target (exact finishes come first)."""


def bid_ceiling(lot: int) -> int:
    """The most Finds a lot of `lot` cards is ever worth to a bot: twice the lot, plus one.

    The rule of thumb behind the blunder suite (tests/bots/test_blunders.py): even a lot of
    two cards a recipe needs is not worth half a hand of Finds, which are also the currency of
    flea markets, market days and forfeits. No bot level bids above it."""
    return 2 * lot + 1


def _bid(ev: Evaluator, opts: list[Any], lot: int) -> Any:
    """Raise by the minimum while the lot is worth more to me than the cards it costs, and
    never above `bid_ceiling`."""
    bids = sorted(o for o in opts if type(o) is int and o > 0)
    if not bids or 0 not in opts:
        return min(opts)
    know = ev.know
    lot_value = sum(ev.gain_value(c) for c in know.auction_lot) + ev.w.unknown_card * know.lot_hidden
    amount = bids[0]
    if amount > bid_ceiling(lot):
        return 0
    cost = sum(sorted(ev.keep_values(know.hand).values())[:amount])
    return amount if lot_value > cost + 0.5 else 0


def _int_option(ev: Evaluator, kind: str, prompt: dict[str, Any], opts: list[int]) -> int:
    know = ev.know
    if all(0 <= o < know.n for o in opts) and kind not in ("flea_pick", "take_from_deck", "recover"):
        if kind == "gift":
            return ev.least_threatening(opts)
        if kind == "target":
            card = prompt.get("card")
            if isinstance(card, int) and Needs.TARGET_FINDS in card_def(card).needs:
                opts = [s for s in opts if know.finds[s] > 0] or opts
            if isinstance(card, int) and card_def(card).forfeit is not None and know.spell_levels:
                # a forfeit is aimed at a rival it can hurt (the levels of every seat's spells are public)
                opts = [s for s in opts if forfeit_bites_levels(card, know.spell_levels[s])] or opts
            if isinstance(card, int) and card_def(card).forfeit is not None:
                # and who holds a Find: a victim with none gives nothing and is free (the rule book's
                # "no further punishment"; a play-tester with an empty hand shrugged off two)
                opts = [s for s in opts if know.finds[s] > 0] or opts
            if isinstance(card, int) and card_def(card).target is Target.ANY and know.my_modifiers \
                    and know.seat in opts:
                return know.seat
        return ev.most_threatening(opts)
    if all(is_spell(o) for o in opts):
        return max(opts, key=lambda c: (card_def(c).level, -c))
    return ev.best_gains(opts, 1)[0]


def _pick(ev: Evaluator, kind: str, prompt: dict[str, Any], among: list[int], sizes: list[int]) -> list[int]:
    know = ev.know
    if kind == "pay" and isinstance(prompt.get("spell"), int):
        return _payment(ev, int(prompt["spell"]), among)
    hand = set(know.hand)
    mine = bool(among) and all(c in hand for c in among)
    if among and all(is_spell(c) for c in among):
        # choosing spells: give away the ones farthest from being castable
        size = min((s for s in sizes if s > 0), default=0)
        return sorted(sorted(among, key=lambda c: (-_missing(ev, c), c))[:size])
    if kind == "transform_into" and know.discard:
        # the design just poured in lies on top: on a tie, another comes out (`exchange_helps`)
        poured = card_def(know.discard[-1]).ingredient
        return [min(among, key=lambda c: (-ev.gain_value(c), card_def(c).ingredient == poured, c))]
    if not mine:
        size = max(sizes)
        return sorted(ev.best_gains(among, size))
    smallest = min(sizes)
    if kind == "market_trade":
        junk = ev.junk(among)
        return sorted(junk[:2]) if len(junk) >= 2 and 2 in sizes else ([] if 0 in sizes else ev.cheapest(among, 2))
    if kind == "flea_join":
        size = max(sizes)
        junk = ev.junk(among)
        return sorted(junk[:size]) if len(junk) >= size else ([] if 0 in sizes else ev.cheapest(among, size))
    if kind == "flea_stake":
        junk = ev.junk(among)
        want = max(smallest, min(2, len(junk)))
        want = min((s for s in sizes if s >= want), default=max(sizes))
        return sorted(ev.cheapest(among, want))
    if kind == "auction_offer":
        junk = ev.junk(among)
        want = min(2, len(junk))
        if want == 0 or want not in sizes:
            return [] if 0 in sizes else sorted(ev.cheapest(among, smallest))
        return sorted(junk[:want])
    if kind == "discard" and 0 in sizes:
        junk = ev.junk(among)
        want = max((s for s in sizes if s <= len(junk)), default=smallest)
        return sorted(junk[:want]) if want <= len(junk) else sorted(ev.cheapest(among, want))
    if smallest == 0 and kind not in GIVE_KINDS:
        return []
    return sorted(ev.cheapest(among, smallest))


def _payment(ev: Evaluator, spell: int, among: list[int]) -> list[int]:
    """The way of paying `spell` that leaves the most valuable hand for my other spells."""
    after = Evaluator(replace(ev.know, spells=[s for s in ev.know.spells if s != spell]), ev.w)
    values = after.keep_values(ev.know.hand)
    ways = payment_ways(BOOK, among, card_def(spell), limit=BOT_PAYMENTS)
    return min(ways, key=lambda way: (sum(values.get(c, 0.0) for c in way), way))


def _missing(ev: Evaluator, spell: int) -> int:
    held = dict(ev.held)
    missing = 0
    for ing in card_def(spell).recipe:
        if held.get(ing, 0) > 0:
            held[ing] -= 1
        else:
            missing += 1
    return missing
