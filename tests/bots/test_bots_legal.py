"""Every bot answers every decision kind legally, in seeded games with mixed bots and 3 to 6 players.

`play_game` refuses to go on (StalledGame) if the engine refuses any answer, so finishing the
games is the legality check; the test also checks that the greedy code path and the MCTS bot
met the decision kinds the rules engine asks.
"""

from __future__ import annotations

from typing import Any

from engine.bots.base import Bot, make_bot
from engine.elixir.game import ELIXIR
from engine.runner import derive_seed, play_game

CORE_KINDS = {"draft", "turn", "react", "target", "forfeit", "flea_stake", "flea_join", "flea_pick",
              "market_trade", "auction_offer", "bid", "pay"}
LINEUP = ("mcts:4it", "greedy", "random", "greedy:easy", "random", "greedy")


class Recorder:
    """Wraps a bot and records the decision kinds it answered."""

    def __init__(self, bot: Bot, seen: set[str]) -> None:
        self.bot = bot
        self.name = bot.name
        self.seen = seen

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """Delegate and record."""
        self.seen.add(decision["kind"])
        return self.bot.choose(view, decision)


def test_every_bot_answers_every_decision_kind_legally() -> None:
    seen: dict[str, set[str]] = {"mcts": set(), "greedy": set(), "random": set()}
    for index in range(16):
        seed = derive_seed(7, index)
        players = 3 + index % 4
        specs = [LINEUP[(index + s) % len(LINEUP)] for s in range(players)]
        bots: list[Bot] = [Recorder(make_bot(spec, seed + s), seen[spec.split(":")[0]])
                           for s, spec in enumerate(specs)]
        played = play_game(ELIXIR, {"players": players}, seed, bots)
        assert played.result["winners"]
    heuristic_kinds = seen["greedy"] | seen["mcts"]
    assert heuristic_kinds >= CORE_KINDS, CORE_KINDS - heuristic_kinds
    assert {"turn", "react", "draft"} <= seen["mcts"]


def test_greedy_answers_rare_kinds_from_random_positions() -> None:
    """The greedy heuristics answer whatever the random bots run into (many games, cheap)."""
    greedy_seen: set[str] = set()
    all_seen: set[str] = set()
    for index in range(40):
        seed = derive_seed(11, index)
        players = 3 + index % 4
        bots: list[Bot] = []
        for s in range(players):
            bot = make_bot("greedy" if s % 2 == 0 else "random", seed + s)
            bots.append(Recorder(bot, greedy_seen if s % 2 == 0 else all_seen))
        play_game(ELIXIR, {"players": players}, seed, bots)
    assert greedy_seen | all_seen >= CORE_KINDS




def test_every_bot_pays_a_spell_with_cards_that_pay_its_recipe() -> None:
    """With more ways of paying than a bot considers, each bot's answer is still a real payment."""
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.elixir.cards import Kind
    from engine.elixir.catalog import card_def
    from tests.elixir.helpers import at_first_turn, cards_where, reissue, set_hand, set_spells

    for spec in ("random", "greedy", "greedy:easy", "mcts:4it"):
        st = at_first_turn(4, 8)
        seat = st.current
        spell = next(c for c in cards_where(lambda d: d.kind is Kind.SPELL and d.level == 4))
        keep = next(c for c in cards_where(lambda d: d.kind is Kind.SPELL and d.level == 3))
        reals = [next(c for c in cards_where(lambda d, i=ing: d.ingredient is i)) for ing in card_def(spell).recipe]
        subs = cards_where(lambda d: d.kind is Kind.OBJECT and bool(d.substitutes))
        set_spells(st, seat, [spell, keep])
        set_hand(st, seat, reals + subs)
        reissue(st)
        turn = pending(st)[0]
        assert apply(st, Answer(turn.id, seat, {"act": "cast", "spell": spell})).accepted
        decision = pending(st)[0]
        assert decision.kind == "pay"
        for k in range(3):
            choice = make_bot(spec, k).choose(ELIXIR.view(st, seat), decision.to_plain())
            probe = ELIXIR.clone(st)
            assert apply(probe, Answer(decision.id, seat, choice)).accepted, (spec, choice)
