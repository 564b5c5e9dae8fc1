"""The twenty-four level-2 spells: tricks that shake the table without deciding the game.

Each card's text sits right above its effect. Spells aimed at a player ask the target when
they are cast (so the table can react, counter, divert or protect); effects that touch every
other player leave out those protected from the spell.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Pick
from engine.elixir.cards import CardDef, Display, Ends, Kind, Lasting, Target, Text
from engine.elixir.cardset.effects import (
    affected_others,
    choose_cards,
    choose_seat,
    each_discards,
    each_gives,
    give_chosen,
    move_spell,
    others,
    pass_hands,
    peek_hand,
    peek_spells,
    play_stub,
    run_copied,
    stub_data,
    take_from_discard,
    turns_from_now,
    why,
)
from engine.elixir.ingredients import Ingredient as I
from engine.elixir.primitives import (
    add_modifier,
    discard_from_hand,
    draw,
    give,
    modifiers_on,
    remove_modifier,
    reshuffle,
    take_from_deck,
    take_random,
)
from engine.elixir.state import ElixirState, Modifier, Play


def _spell(key: str, recipe: tuple[I, ...], name: Text, text: Text, effect: Any, *,
           target: Target = Target.NONE, any_time: bool = False, lasting: tuple[Lasting, ...] = ()) -> CardDef:
    return CardDef(key=f"spell.{key}", kind=Kind.SPELL, level=len(recipe), recipe=recipe, name=name,
                   text=text, effect=effect, target=target, any_time=any_time, lasting=lasting)


def protects_from_others(st: ElixirState, mod: Modifier, play: Play) -> bool:
    """A protection hook: plays by anyone but the protected player do not affect them."""
    return play.seat != mod.seat


# ---- Backwards Waltz --------------------------------------------------------------------------

def _backwards_waltz(st: ElixirState, play: Play) -> None:
    st.direction = -st.direction
    st.emit("direction", {"direction": st.direction, "why": why(play)})
    draw(st, play.seat, 1, why=why(play))


BACKWARDS_WALTZ = _spell(
    "backwards_waltz", (I.TOUCH_OF_MADNESS, I.WINK_POWDER),
    {"en": "Backwards Waltz"},
    {"en": "The turn order is reversed. Draw 1 Find."},
    _backwards_waltz)


# ---- Sneeze of Plenty -----------------------------------------------------------------------

def _sneeze_of_plenty(st: ElixirState, play: Play) -> None:
    draw(st, play.seat, 2, why=why(play))


SNEEZE_OF_PLENTY = _spell(
    "sneeze_of_plenty", (I.PUMPKIN_SEED, I.PINK_MORNING_DEW),
    {"en": "Sneeze of Plenty"},
    {"en": "Atchoo! Draw 2 Finds."},
    _sneeze_of_plenty)


# ---- Pickpocket's Whistle -------------------------------------------------------------------

def _pickpockets_whistle(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    take_random(st, play.target, play.seat, 2, why=why(play))


PICKPOCKETS_WHISTLE = _spell(
    "pickpockets_whistle", (I.JAB_IN_THE_SIDE, I.VAMPIRES_FANG),
    {"en": "Pickpocket's Whistle"},
    {"en": "Take 2 Finds at random from another player's hand."},
    _pickpockets_whistle, target=Target.OTHER)


# ---- Peeping Owl ----------------------------------------------------------------------------

def _peeping_owl(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    peek_hand(st, play.seat, play.target, why(play))
    if st.hands[play.target]:
        choose_cards(st, play.seat, st.hands[play.target], 1, "take", {"from": play.target, "why": why(play)},
                     take_chosen, victim=play.target, taker=play.seat, why=why(play))


def take_chosen(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    """Resume: the taker takes the Finds it chose from the victim's hand."""
    give(st, data["victim"], data["taker"], answers[data["taker"]], why=data["why"])


PEEPING_OWL = _spell(
    "peeping_owl", (I.GRIFFON_FEATHER, I.STARDUST),
    {"en": "Peeping Owl"},
    {"en": "Look at another player's hand and take 1 Find of your choice from it."},
    _peeping_owl, target=Target.OTHER)


# ---- Royal Tax ------------------------------------------------------------------------------

def _taxed_turn(st: ElixirState, mod: Modifier) -> None:
    if mod.source is not None:
        give_chosen(st, mod.seat, mod.source, 1, f"lasting:{mod.key}")


TAXED = Lasting(
    key="taxed", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=2, on_turn_start=_taxed_turn,
    data={"icon": "tax_seal"},
    name={"en": "Taxed"},
    text={"en": "Gives 1 Find to the tax collector at the start of each turn, for 2 turns."},
)


def _royal_tax(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    add_modifier(st, TAXED.key, play.target, source=play.seat, card=play.card,
                 turns=turns_from_now(st, play.target, TAXED.duration))


ROYAL_TAX = _spell(
    "royal_tax", (I.OGRES_BEARD, I.TROLLS_NOSE),
    {"en": "Royal Tax"},
    {"en": "At the start of each of their next 2 turns, another player gives you 1 Find of their choice."},
    _royal_tax, target=Target.OTHER, lasting=(TAXED,))


# ---- Bottomless Pockets ---------------------------------------------------------------------

DEEP_POCKETS = Lasting(
    key="deep_pockets", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=3, draw_bonus=1,
    data={"icon": "pockets"},
    name={"en": "Deep Pockets"},
    text={"en": "Draws 2 Finds at the start of each turn, for 3 turns."},
)


def _bottomless_pockets(st: ElixirState, play: Play) -> None:
    add_modifier(st, DEEP_POCKETS.key, play.seat, source=play.seat, card=play.card,
                 turns=turns_from_now(st, play.seat, DEEP_POCKETS.duration))


BOTTOMLESS_POCKETS = _spell(
    "bottomless_pockets", (I.PUMPKIN_SEED, I.SINGING_GRASS),
    {"en": "Bottomless Pockets"},
    {"en": "For your next 3 turns, draw 2 Finds instead of 1 at the start of your turn."},
    _bottomless_pockets, lasting=(DEEP_POCKETS,))


# ---- Merry-Go-Round -------------------------------------------------------------------------

def _merry_go_round(st: ElixirState, play: Play) -> None:
    riders = set(affected_others(st, play)) | {play.seat}
    pass_hands(st, [s for s in st.seats_from(play.seat) if s in riders], why(play))


MERRY_GO_ROUND = _spell(
    "merry_go_round", (I.GOOD_HUMOR, I.TOUCH_OF_MADNESS),
    {"en": "Merry-Go-Round"},
    {"en": "Round it goes: every player passes their whole hand of Finds to the next player in turn order."},
    _merry_go_round, target=Target.EVERYONE)


# ---- Rummage Through the Rubbish ------------------------------------------------------------

def _rummage(st: ElixirState, play: Play) -> None:
    if st.discard:
        choose_cards(st, play.seat, st.discard, 1, "recover", {"why": why(play)}, _rummaged,
                     seat=play.seat, why=why(play))
    else:
        draw(st, play.seat, 1, why=why(play))


def _rummaged(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    take_from_discard(st, data["seat"], answers[data["seat"]], data["why"])
    draw(st, data["seat"], 1, why=data["why"])


RUMMAGE = _spell(
    "rummage", (I.TROLLS_NOSE, I.LIZARDMAN_EGG),
    {"en": "Rummage Through the Rubbish"},
    {"en": "Take a Find of your choice from the discard pile, then draw 1 Find."},
    _rummage)


# ---- Sleeping Draught -----------------------------------------------------------------------

ASLEEP = Lasting(
    key="asleep", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=1, skip_turn=True,
    data={"icon": "zzz"},
    name={"en": "Asleep"},
    text={"en": "Skips their next turn."},
)


def _sleeping_draught(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    add_modifier(st, ASLEEP.key, play.target, source=play.seat, card=play.card,
                 turns=turns_from_now(st, play.target, 1))


SLEEPING_DRAUGHT = _spell(
    "sleeping_draught", (I.STARDUST, I.PINK_MORNING_DEW),
    {"en": "Sleeping Draught"},
    {"en": "Another player snores through their next turn: they skip it."},
    _sleeping_draught, target=Target.OTHER, lasting=(ASLEEP,))


# ---- Fair Share -----------------------------------------------------------------------------

def _fair_share(st: ElixirState, play: Play) -> None:
    mine = len(st.hands[play.seat])
    richer = [s for s in affected_others(st, play) if len(st.hands[s]) > mine]
    each_gives(st, richer, play.seat, 1, why(play))


FAIR_SHARE = _spell(
    "fair_share", (I.GOOD_HUMOR, I.ANGEL_HAIR),
    {"en": "Fair Share"},
    {"en": "Each player holding more Finds than you gives you 1 Find of their choice."},
    _fair_share, target=Target.EVERYONE)


# ---- Glimmer Shield -------------------------------------------------------------------------

GLIMMER = Lasting(
    key="glimmer", display=Display.SHIELD, ends=Ends.SOURCE_TURN_START, protects=protects_from_others,
    name={"en": "Glimmer Shield"},
    text={"en": "Other players' spells and objects do not affect them, until their next turn."},
)


def _glimmer_shield(st: ElixirState, play: Play) -> None:
    add_modifier(st, GLIMMER.key, play.seat, source=play.seat, card=play.card)


GLIMMER_SHIELD = _spell(
    "glimmer_shield", (I.ANGEL_HAIR, I.GRIFFON_FEATHER),
    {"en": "Glimmer Shield"},
    {"en": "Play at any time. Until the start of your next turn, other players' spells and objects do "
           "not affect you."},
    _glimmer_shield, any_time=True, lasting=(GLIMMER,))


# ---- Nope Incantation -----------------------------------------------------------------------

def _nope(st: ElixirState, play: Play) -> None:
    target = st.play(play.answers) if play.answers is not None else None
    if target is None or target.resolved:
        draw(st, play.seat, 1, why=why(play))
        return
    target.countered = True
    st.emit("counter", {"uid": target.uid, "by": play.seat, "card": play.card})


NOPE_INCANTATION = _spell(
    "nope_incantation", (I.HAIR_RAISING_FRIGHT, I.DRAGONS_TONGUE),
    {"en": "Nope Incantation"},
    {"en": "Play at any time. Cast in answer to a spell or object, it has no effect (a spell goes "
           "back to its caster's hand). Cast on its own: draw 1 Find."},
    _nope, any_time=True)


# ---- Bouncing Mirror ------------------------------------------------------------------------

def _bouncing_mirror(st: ElixirState, play: Play) -> None:
    target = st.play(play.answers) if play.answers is not None else None
    if target is None or target.resolved or target.target is None:
        draw(st, play.seat, 1, why=why(play))
        return
    choose_seat(st, play.seat, [s for s in st.seats_from(play.seat) if s != target.target], "divert",
                {"uid": target.uid, "card": target.card, "target": target.target}, _bounced,
                uid=target.uid, seat=play.seat)


def _bounced(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    target = st.play(data["uid"])
    if target is None or target.resolved:
        return
    old = target.target
    target.target = answers[data["seat"]]
    st.emit("diverted", {"uid": target.uid, "by": data["seat"], "from": old, "to": target.target})


BOUNCING_MIRROR = _spell(
    "bouncing_mirror", (I.WINK_POWDER, I.ANGEL_HAIR),
    {"en": "Bouncing Mirror"},
    {"en": "Play at any time. Cast in answer to a spell or object aimed at a player, choose its new "
           "target. Cast on its own: draw 1 Find."},
    _bouncing_mirror, any_time=True)


# ---- Alchemist's Whim -----------------------------------------------------------------------

def _alchemists_whim(st: ElixirState, play: Play) -> None:
    hand = sorted(st.hands[play.seat])
    if not hand:
        draw(st, play.seat, 1, why=why(play))
        return
    st.ask_one(play.seat, "discard", {"why": why(play), "up_to": min(3, len(hand))}, _whimsied,
               pick=Pick.between(hand, 0, min(3, len(hand))), seat=play.seat, why=why(play))


def _whimsied(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    cards = answers[data["seat"]]
    if cards:
        discard_from_hand(st, data["seat"], cards, why=data["why"])
    draw(st, data["seat"], len(cards) + 1, why=data["why"])


ALCHEMISTS_WHIM = _spell(
    "alchemists_whim", (I.TOUCH_OF_MADNESS, I.LIZARDMAN_EGG),
    {"en": "Alchemist's Whim"},
    {"en": "Discard up to 3 Finds of your choice, then draw as many plus 1."},
    _alchemists_whim)


# ---- Copycat Charm --------------------------------------------------------------------------

def copyable_objects(st: ElixirState) -> list[int]:
    """One card id per magical object with an effect (not a reaction) in the discard pile."""
    seen: dict[str, int] = {}
    for c in st.discard:
        d = st.book[c]
        if d.kind is Kind.OBJECT and d.effect is not None and d.reaction is None and d.key not in seen:
            seen[d.key] = c
    return sorted(seen.values())


def _copycat_charm(st: ElixirState, play: Play) -> None:
    options = copyable_objects(st)
    if not options:
        draw(st, play.seat, 1, why=why(play))
        return
    if len(options) == 1:
        run_copied(st, play, options[0])
        return
    st.ask_one(play.seat, "copy", {"why": why(play)}, _copycat_chosen, options=options, play=stub_data(play))


def _copycat_chosen(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    play = play_stub(data["play"])
    run_copied(st, play, answers[play.seat])


COPYCAT_CHARM = _spell(
    "copycat_charm", (I.VAMPIRES_FANG, I.WINK_POWDER),
    {"en": "Copycat Charm"},
    {"en": "Choose a magical object in the discard pile: its effect happens for you, as if you had "
           "used it (it stays there). If there is none, draw 1 Find."},
    _copycat_charm, target=Target.EVERYONE)


# ---- Trade Winds ----------------------------------------------------------------------------

def _trade_winds(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    take_random(st, play.target, play.seat, 2, why=why(play))
    give_chosen(st, play.seat, play.target, 1, why(play))


TRADE_WINDS = _spell(
    "trade_winds", (I.SINGING_GRASS, I.JAB_IN_THE_SIDE),
    {"en": "Trade Winds"},
    {"en": "Take 2 Finds at random from another player, then give them 1 Find of your choice."},
    _trade_winds, target=Target.OTHER)


# ---- Purifying Bath -------------------------------------------------------------------------

def _purifying_bath(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    for mod in list(modifiers_on(st, play.target)):
        remove_modifier(st, mod, why=why(play))
    draw(st, play.seat, 1, why=why(play))


PURIFYING_BATH = _spell(
    "purifying_bath", (I.PINK_MORNING_DEW, I.SINGING_GRASS),
    {"en": "Purifying Bath"},
    {"en": "Every lasting effect on a player of your choice (you, perhaps) ends: hats, nicknames, "
           "shields and all. Draw 1 Find."},
    _purifying_bath, target=Target.ANY)


# ---- Odd Tax --------------------------------------------------------------------------------

def _odd_tax(st: ElixirState, play: Play) -> None:
    for s in affected_others(st, play):
        if len(st.hands[s]) % 2 == 1:
            take_random(st, s, play.seat, 1, why=why(play))


ODD_TAX = _spell(
    "odd_tax", (I.OGRES_BEARD, I.HAIR_RAISING_FRIGHT),
    {"en": "Odd Tax"},
    {"en": "Each other player holding an odd number of Finds gives you 1 of them at random."},
    _odd_tax, target=Target.EVERYONE)


# ---- Vanishing Act --------------------------------------------------------------------------

def _vanishing_act(st: ElixirState, play: Play) -> None:
    each_discards(st, {s: 1 for s in affected_others(st, play)}, why(play))


VANISHING_ACT = _spell(
    "vanishing_act", (I.HAIR_RAISING_FRIGHT, I.TROLLS_NOSE),
    {"en": "Vanishing Act"},
    {"en": "Pouf! Each other player discards 1 Find of their choice."},
    _vanishing_act, target=Target.EVERYONE)


# ---- Underdog's Boon ------------------------------------------------------------------------

def _underdogs_boon(st: ElixirState, play: Play) -> None:
    richest = max((len(st.hands[s]) for s in others(st, play.seat)), default=0)
    draw(st, play.seat, max(1, min(3, richest - len(st.hands[play.seat]))), why=why(play))


UNDERDOGS_BOON = _spell(
    "underdogs_boon", (I.GOOD_HUMOR, I.JAB_IN_THE_SIDE),
    {"en": "Underdog's Boon"},
    {"en": "Draw Finds until you hold as many as the richest other player: at least 1, at most 3."},
    _underdogs_boon)


# ---- Crystal Ball ---------------------------------------------------------------------------

def _crystal_ball(st: ElixirState, play: Play) -> None:
    for s in affected_others(st, play):
        peek_spells(st, play.seat, s, why(play))
    draw(st, play.seat, 1, why=why(play))


CRYSTAL_BALL = _spell(
    "crystal_ball", (I.STARDUST, I.OGRES_BEARD),
    {"en": "Crystal Ball"},
    {"en": "Look at every other player's uncast spells. Draw 1 Find."},
    _crystal_ball, target=Target.EVERYONE)


# ---- Lucky Scarab ---------------------------------------------------------------------------

def _lucky_scarab(st: ElixirState, play: Play) -> None:
    draw(st, play.seat, 3, why=why(play))
    if st.hands[play.seat]:
        choose_seat(st, play.seat, others(st, play.seat), "gift", {"why": why(play)}, _scarab_gift,
                    seat=play.seat, why=why(play))


def _scarab_gift(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    give_chosen(st, data["seat"], answers[data["seat"]], 1, data["why"])


LUCKY_SCARAB = _spell(
    "lucky_scarab", (I.LIZARDMAN_EGG, I.PUMPKIN_SEED),
    {"en": "Lucky Scarab"},
    {"en": "Draw 3 Finds, then give 1 Find of your choice to another player of your choice."},
    _lucky_scarab)


# ---- Changeling Charm -----------------------------------------------------------------------

def _changeling_charm(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    theirs = {st.book[c].level for c in st.spell_hands[play.target]}
    mine = [c for c in st.spell_hands[play.seat] if st.book[c].level in theirs]
    if not mine:
        st.emit("no_effect", {"seat": play.seat, "card": play.card})
        return
    choose_cards(st, play.seat, mine, 1, "swap_spell", {"with": play.target, "why": why(play)},
                 _changeling_swap, seat=play.seat, other=play.target, why=why(play))


def _changeling_swap(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seat, other = data["seat"], data["other"]
    mine = answers[seat][0]
    same = [c for c in sorted(st.spell_hands[other]) if st.book[c].level == st.book[mine].level]
    if mine not in st.spell_hands[seat] or not same:
        return
    theirs = st.rng.choice(same)
    move_spell(st, seat, other, mine, data["why"])
    move_spell(st, other, seat, theirs, data["why"])


CHANGELING_CHARM = _spell(
    "changeling_charm", (I.DRAGONS_TONGUE, I.VAMPIRES_FANG),
    {"en": "Changeling Charm"},
    {"en": "Swap one of your uncast spells for an uncast spell of the same level, at random, from "
           "another player's hand."},
    _changeling_charm, target=Target.OTHER)


# ---- Scrying Pool ---------------------------------------------------------------------------

def _scrying_pool(st: ElixirState, play: Play) -> None:
    if not st.deck:
        reshuffle(st)
    top = list(reversed(st.deck[-3:]))
    if not top:
        return
    st.emit("peek", {"seat": play.seat, "what": "deck", "count": len(top), "why": why(play)},
            private={"cards": top}, to={play.seat})
    if len(top) == 1:
        _scried(st, {"seat": play.seat, "why": why(play)}, {play.seat: top[0]})
        return
    st.ask_one(play.seat, "take_from_deck", {"why": why(play)}, _scried, options=top,
               seat=play.seat, why=why(play))


def _scried(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    take_from_deck(st, data["seat"], answers[data["seat"]], why=data["why"])


SCRYING_POOL = _spell(
    "scrying_pool", (I.GRIFFON_FEATHER, I.DRAGONS_TONGUE),
    {"en": "Scrying Pool"},
    {"en": "Look at the top 3 Finds of the draw deck and take one of them; the others stay where they are."},
    _scrying_pool)


LEVEL_2: tuple[CardDef, ...] = (
    BACKWARDS_WALTZ, SNEEZE_OF_PLENTY, PICKPOCKETS_WHISTLE, PEEPING_OWL, ROYAL_TAX, BOTTOMLESS_POCKETS,
    MERRY_GO_ROUND, RUMMAGE, SLEEPING_DRAUGHT, FAIR_SHARE, GLIMMER_SHIELD, NOPE_INCANTATION,
    BOUNCING_MIRROR, ALCHEMISTS_WHIM, COPYCAT_CHARM, TRADE_WINDS, PURIFYING_BATH, ODD_TAX,
    VANISHING_ACT, UNDERDOGS_BOON, CRYSTAL_BALL, LUCKY_SCARAB, CHANGELING_CHARM, SCRYING_POOL,
)
"""The 24 level-2 spells."""
