"""Game events in plain words, for the log: one line per event, in the player's language.

`describe(event, names, tr)` returns the line (or None for events that say nothing new to a
player). Seats are shown by `names(seat)`, which applies nicknames; cards by their names in
the player's language; a hidden card (one the seat was not shown) is just "a Find".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.elixir.cards import Display
from engine.elixir.catalog import card_def, lasting_def
from engine.elixir.ids import is_spell
from engine.elixir.turn import turn_draws
from game.i18n import Translator
from game.tables.elixir.cardface import card_name

Names = Callable[[int | None], str]

RHYME_NAMES = {"en": "Am-Stram-Gram", "fr": "Am-Stram-Gram", "nl": "Iene miene mutte", "it": "Ambarabà"}
"""What the log calls each counting rhyme the first player is chosen by (`rhyme` of the
`am_stram_gram` event): the rhyme's own first words, in every language, as one says "Eeny,
meeny" in English; the rules' method is named after the French book's Am-Stram-Gram."""

SILENT = frozenset({"turn_end", "setup", "spells_removed"})


def cards_text(cards: list[int], tr: Translator) -> str:
    """Card names joined in the player's language."""
    names = [card_name(c, tr.lang) for c in cards]
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return tr("table.list.join", head=", ".join(names[:-1]), last=names[-1])


def drawn_by_caster(event: dict[str, Any], view: dict[str, Any] | None) -> dict[str, Any]:
    """`event`, marked "drawn" when it is a forfeit's Finds that its caster drew at random (the
    table's Italian variant, `forfeit_payment` "caster_draws": its options are in the view) and
    not Finds its victim chose: the log said "Lucie pays Tom X and Y" as if she had chosen them."""
    options = (view or {}).get("options") or {}
    if event.get("kind") == "give" and event.get("why") == "forfeit" \
            and options.get("forfeit_payment") == "caster_draws":
        return {**event, "drawn": True}
    return event


def effect_name(key: str, tr: Translator) -> str:
    """The name of a lasting effect in the player's language (the key when unknown)."""
    try:
        return tr.card(dict(lasting_def(key).name))
    except KeyError:
        return key


def turns_left(turns: Any, own_turn: bool, tr: Translator) -> str:
    """How long a lasting effect still lasts, after its name: `turns` of its owner's turns,
    counting the one under way when it is the owner's turn (`own_turn`), which is then said
    apart: a player bitten at the start of their turn read "(3 turns left)" and the fleas bit
    twice more, not three times. Nothing when the effect has no count."""
    if type(turns) is not int:
        return ""
    if not own_turn:
        return str(tr("table.tip.turns", n=turns))
    return str(tr("table.tip.turns_now", n=turns - 1) if turns > 1 else tr("table.tip.turns_last"))


def card_kind_word(card: int, tr: Translator) -> str:
    """"spell", "object"... in the player's language."""
    return tr(f"table.kind.{card_def(card).kind.value}")


def describe(event: dict[str, Any], names: Names, tr: Translator) -> str | None:
    """The log line for `event` as this seat saw it, or None when it adds nothing."""
    kind = str(event.get("kind", ""))
    if kind in SILENT:
        return None
    e = event
    n = names

    def card(key: str = "card") -> str:
        value = e.get(key)
        return card_name(int(value), tr.lang) if isinstance(value, int) else tr("table.a_card")

    count = int(e.get("count", 0) or 0)

    def counted(key: str, **values: Any) -> str:
        return tr.plural(key, count, **values)

    if kind == "am_stram_gram":  # the complete method leaves out each seat it lands on, until one is left
        key = "table.log.am_stram_gram_out" if e.get("eliminated") else "table.log.am_stram_gram"
        return tr(key, name=n(e["chosen"]), rhyme=RHYME_NAMES.get(str(e.get("rhyme")), RHYME_NAMES["fr"]))
    if kind == "first_player":
        return tr("table.log.first_player", name=n(e["seat"]))
    if kind == "draft":
        if "card" in e:
            return tr("table.log.draft_own", name=n(e["seat"]), card=card(), level=e["level"])
        return tr("table.log.draft", name=n(e["seat"]), level=e["level"])
    if kind in ("deal", "dealt"):
        if e.get("cards"):
            return tr("table.log.deal_own", name=n(e["seat"]), count=count, cards=cards_text(e["cards"], tr))
        return counted("table.log.deal", name=n(e["seat"]))
    if kind == "turn_start":
        return tr("table.log.turn_start", name=n(e["seat"]), turn=e.get("turn", ""))
    if kind == "turn_skipped":
        return tr("table.log.turn_skipped", name=n(e["seat"]))
    if kind == "extra_turn":
        return tr("table.log.extra_turn", name=n(e["seat"]))
    if kind == "draw":
        if e.get("cards"):
            return tr("table.log.draw_own", name=n(e["seat"]), cards=cards_text(e["cards"], tr))
        return counted("table.log.draw", name=n(e["seat"]))
    if kind == "reshuffle":
        return tr("table.log.reshuffle", count=e.get("deck", 0))
    if kind == "deck_empty":
        return tr("table.log.deck_empty")
    if kind == "cast":
        if e.get("target") is not None:
            return tr("table.log.cast_at", name=n(e["seat"]), card=card(), target=n(e["target"]))
        return tr("table.log.cast", name=n(e["seat"]), card=card())
    if kind == "spell_resolved":  # a forfeit only "takes effect" once its victim has chosen to suffer it
        forfeit = "card" in e and card_def(int(e["card"])).forfeit is not None and e.get("target") is not None
        return tr("table.log.spell_resolved_forfeit" if forfeit else "table.log.spell_resolved", name=n(e["seat"]),
                  card=card())
    if kind == "countered":  # a spell countered goes back to its caster's hand; any other card is discarded
        spell = "card" in e and is_spell(int(e["card"]))
        return tr("table.log.countered" if spell else "table.log.countered.discarded", name=n(e["seat"]), card=card())
    if kind == "reaction":
        return tr("table.log.reaction", name=n(e["seat"]), card=card())
    if kind == "counter":
        return tr("table.log.counter", name=n(e["by"]))
    if kind == "shield":
        return tr("table.log.shield", name=n(e["seat"]))
    if kind == "diverted":
        return tr("table.log.diverted", name=n(e["by"]), target=n(e["to"]))
    if kind == "protected":
        return tr("table.log.protected", name=n(e["seat"]), card=card())
    if kind == "object_used":
        if e.get("target") is not None:
            return tr("table.log.object_at", name=n(e["seat"]), card=card(), target=n(e["target"]))
        return tr("table.log.object", name=n(e["seat"]), card=card())
    if kind == "fizzle":
        return tr("table.log.fizzle", name=n(e.get("seat")), card=card())
    if kind == "no_effect":
        return tr("table.log.no_effect", card=card())
    if kind == "nothing_eaten":  # the moths' only turn, with no Find to bite
        return tr("table.log.nothing_eaten", name=n(e["seat"]))
    if kind == "forfeit_suffered":
        return tr("table.log.forfeit_suffered", name=n(e["seat"]), card=card())
    if kind == "forfeit_paid":
        # the Finds paid are logged by the "give" that follows; only a payment of nothing is said here
        if e.get("seat") == e.get("caster"):
            return tr("table.log.forfeit_free", name=n(e["seat"]), card=card())
        if count == 0:
            return tr("table.log.forfeit_broke", name=n(e["seat"]), card=card())
        return None
    if kind == "modifier_added":
        return tr("table.log.modifier_added", name=n(e["seat"]), effect=effect_name(str(e["key"]), tr))
    if kind == "modifier_refreshed":
        return tr("table.log.modifier_refreshed", name=n(e["seat"]), effect=effect_name(str(e["key"]), tr))
    if kind == "modifier_removed":
        return tr("table.log.modifier_removed", name=n(e["seat"]), effect=effect_name(str(e["key"]), tr))
    if kind == "discard":
        cards = list(e.get("cards", []))
        if e.get("why") in ("used", "transaction", "ingredients"):
            return None
        if e.get("seat") is None:
            return tr("table.log.discard_table", cards=cards_text(cards, tr))
        why = str(e.get("why") or "")
        if why.startswith("lasting:"):  # not the player's wish: a lasting effect eats or drops them
            return tr("table.log.discard_by_effect", name=n(e["seat"]), cards=cards_text(cards, tr),
                      effect=effect_name(why.removeprefix("lasting:"), tr))
        return tr("table.log.discard", name=n(e["seat"]), cards=cards_text(cards, tr))
    if kind == "give":
        if e.get("from") == e.get("to"):
            return None
        if e.get("why") == "forfeit" and e.get("drawn"):  # the Italian variant: not the victim's choice
            if e.get("cards"):
                return tr("table.log.forfeit_drawn_seen", name=n(e["from"]), target=n(e["to"]),
                          cards=cards_text(e["cards"], tr))
            return counted("table.log.forfeit_drawn", name=n(e["from"]), target=n(e["to"]))
        if e.get("why") == "forfeit":
            if e.get("cards"):
                return tr("table.log.forfeit_pay_seen", name=n(e["from"]), target=n(e["to"]),
                          cards=cards_text(e["cards"], tr))
            return counted("table.log.forfeit_pay", name=n(e["from"]), target=n(e["to"]))
        why = str(e.get("why") or "")
        if why.startswith("lasting:"):  # not the player's gift: a lasting effect's doing (fleas, a tax)
            effect = effect_name(why.removeprefix("lasting:"), tr)
            if e.get("cards"):
                return tr("table.log.give_by_effect_seen", name=n(e["from"]), target=n(e["to"]),
                          cards=cards_text(e["cards"], tr), effect=effect)
            return counted("table.log.give_by_effect", name=n(e["from"]), target=n(e["to"]), effect=effect)
        if e.get("cards"):
            return tr("table.log.give_seen", name=n(e["from"]), target=n(e["to"]), cards=cards_text(e["cards"], tr))
        return counted("table.log.give", name=n(e["from"]), target=n(e["to"]))
    if kind == "place":
        if e.get("why") == "flea_market":  # the opener's stake and each joiner's, face down
            return counted("table.log.flea_stake", name=n(e["seat"]))
        if e.get("why") in ("object", "reaction", "transaction", "auction"):
            return None
        return counted("table.log.place", name=n(e["seat"]))
    if kind == "pick_up":
        if e.get("why") == "auction_unsold" and not e.get("cards"):
            return None  # "Nobody bids: X takes the lot back" has said it (the seller's own log names the cards)
        if e.get("cards"):
            return tr("table.log.pick_up_own", name=n(e["seat"]), cards=cards_text(e["cards"], tr))
        if e.get("shown"):
            return tr("table.log.pick_up_own", name=n(e["seat"]), cards=cards_text(e["shown"], tr))
        return counted("table.log.pick_up", name=n(e["seat"]))
    if kind == "reveal":
        shown = list(e.get("cards", []))
        if e.get("seat") is not None:
            if not shown:  # a hand shown empty (the Peacock's show at the start of a turn)
                return tr("table.log.reveal_hand_empty", name=n(e["seat"]))
            return tr("table.log.reveal_hand", name=n(e["seat"]), cards=cards_text(shown, tr))
        return tr("table.log.reveal", cards=cards_text(shown, tr)) if shown else None
    if kind == "transaction":
        return tr(f"table.log.transaction.{e['type']}", name=n(e["seat"]))
    if kind == "transaction_end":
        return tr("table.log.transaction_end")
    if kind == "flea_market_empty":
        return tr("table.log.flea_market_empty", name=n(e["seat"]))
    if kind == "flea_market_declined":
        return tr("table.log.flea_market_declined", name=n(e["seat"]))
    if kind == "market_done":
        return tr("table.log.market_done", name=n(e["seat"]))
    if kind == "auction_pass":
        return tr("table.log.auction_pass", name=n(e["seat"]))
    if kind == "auction_lot":
        if e.get("face_up") and e.get("cards"):  # a lot laid face up: everyone sees which cards
            return tr("table.log.auction_lot_up_seen", name=n(e["seat"]), cards=cards_text(e["cards"], tr))
        key = "table.log.auction_lot_up" if e.get("face_up") else "table.log.auction_lot_down"
        return counted(key, name=n(e["seat"]))
    if kind == "bid":
        return tr("table.log.bid", name=n(e["seat"]), amount=e["amount"])
    if kind == "bid_pass":
        key = "table.log.bid_pass_too_few" if e.get("why") == "too_few" else "table.log.bid_pass"
        return tr(key, name=n(e["seat"]))
    if kind == "auction_unsold":
        return tr("table.log.auction_unsold", name=n(e["seat"]))
    if kind == "auction_won":
        return tr("table.log.auction_won", name=n(e["bidder"]), amount=e["amount"], target=n(e["seller"]))
    if kind == "direction":
        return tr("table.log.direction")
    if kind == "recover":
        return tr("table.log.recover", name=n(e["seat"]), cards=cards_text(list(e.get("cards", [])), tr))
    if kind == "peek":
        if e.get("what") == "deck":  # the Scrying Pool: the top of the draw pile, nobody's hand
            if "cards" in e:
                return tr("table.log.peek_deck_seen", name=n(e["seat"]), cards=cards_text(list(e["cards"]), tr))
            return tr("table.log.peek_deck", name=n(e["seat"]), count=int(e.get("count", 0)))
        what = "spells" if e.get("what") == "spells" else "hand"
        if "cards" in e:
            seen = cards_text(list(e["cards"]), tr) or tr("table.list.none")
            return tr(f"table.log.peek_{what}_seen", name=n(e["seat"]), target=n(e.get("of")), cards=seen)
        return tr(f"table.log.peek_{what}", name=n(e["seat"]), target=n(e.get("of")))
    if kind == "spell_moved":
        return tr("table.log.spell_moved", name=n(e["from"]), target=n(e["to"]), level=e.get("level", "?"))
    if kind == "spells_passed":
        return tr("table.log.spells_passed", name=n(e["from"]), target=n(e["to"]))
    if kind == "uncast":
        return tr("table.log.uncast", name=n(e["seat"]), card=card())
    if kind == "copied":
        return tr("table.log.copied", name=n(e["seat"]), card=card())
    if kind == "swept":
        return tr("table.log.swept", name=n(e["seat"]), count=count)
    if kind == "game_over":
        return tr("table.log.game_over", name=n(e["winner"]))
    return None


def nickname_ends(event: dict[str, Any]) -> bool:
    """Whether `event` takes off a seat an effect that gives it a nickname (the log then names
    the seat by its own name: "Oddbod wears off Wizard")."""
    if event.get("kind") != "modifier_removed":
        return False
    try:
        return lasting_def(str(event.get("key"))).display is Display.NICKNAME
    except KeyError:
        return False



def draw_taken_by(event: dict[str, Any], view: dict[str, Any] | None) -> str | None:
    """At a `turn_start`, the key of the effect that takes its player's draw away (Queasy: one
    card fewer), when the effects on the player leave no card to draw and do not skip the turn
    (the log said only "Wizard's turn.", and a player wondered why no card came); else None.
    Read from `view`, the table as the turn starts; the line is `table.log.draws_nothing`."""
    if event.get("kind") != "turn_start" or view is None or type(event.get("seat")) is not int:
        return None
    seat = int(event["seat"])
    seats = view.get("seats") or []
    mods = list(seats[seat].get("modifiers") or []) if seat < len(seats) else []
    try:
        defs = [(str(m.get("key")), lasting_def(str(m.get("key")))) for m in mods]
    except KeyError:
        return None
    if turn_draws(d for _, d in defs) != 0:  # a draw left, or the turn skipped (said otherwise)
        return None
    return next((key for key, d in defs if d.draw_bonus < 0), None)
