"""The host's bot fallback and answer check apply the game's own rule for a decision: a bot
that picks cards which do not pay a spell is replaced by a random legal answer."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.bots.random_bot import RandomBot
from engine.core.decisions import Answer, Decision
from engine.core.machine import Reason, apply, check_answer, pending
from engine.elixir.cards import Kind
from engine.elixir.catalog import BOOK, card_def
from engine.elixir.game import ELIXIR
from engine.elixir.paying import pays_recipe
from engine.elixir.state import ElixirState
from net.answering import bot_choice
from tests.elixir.helpers import at_first_turn, cards_where, reissue, set_hand, set_spells


def _pay_decision() -> tuple[ElixirState, Decision, list[int]]:
    """A level-4 spell to pay from its ingredients and every substitute; a pick that does not pay."""
    st = at_first_turn(4, 8)
    seat = st.current
    spell = next(c for c in cards_where(lambda d: d.kind is Kind.SPELL and d.level == 4))
    reals = [next(c for c in cards_where(lambda d, i=ing: d.ingredient is i)) for ing in card_def(spell).recipe]
    set_spells(st, seat, [spell, next(c for c in cards_where(lambda d: d.kind is Kind.SPELL and d.level == 3))])
    set_hand(st, seat, reals + cards_where(lambda d: d.kind is Kind.OBJECT and bool(d.substitutes)))
    reissue(st)
    assert apply(st, Answer(pending(st)[0].id, seat, {"act": "cast", "spell": spell})).accepted
    decision = pending(st)[0]
    assert decision.kind == "pay" and decision.pick is not None
    wrong = next(sorted(c) for c in combinations(decision.pick.among, 4)
                 if not pays_recipe(BOOK, list(c), card_def(spell)))
    return st, decision, wrong


class WrongPayer:
    """A bot that answers a pay decision with cards of the right number that do not pay."""

    name = "wrong-payer"

    def __init__(self, wrong: list[int]) -> None:
        self.wrong = wrong

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        return self.wrong


def test_a_bot_paying_with_cards_that_do_not_pay_is_replaced_by_a_legal_payment() -> None:
    st, decision, wrong = _pay_decision()
    problem = check_answer(st, decision, wrong)
    assert problem is not None and problem[0] is Reason.ILLEGAL_OPTION
    view = ELIXIR.view(st, decision.seat)
    choice, own = bot_choice(WrongPayer(wrong), RandomBot(3), view, decision, st)
    assert not own and check_answer(st, decision, choice) is None
    assert apply(st, Answer(decision.id, decision.seat, choice)).accepted
