"""The eight level-3 and eight level-4 spells: the big ones that turn the table upside down.

Card text sits right above each effect. Effects on "every other player" leave out those
protected from the spell; a protected player neither gives nor receives in a rotation.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Pick
from engine.elixir.cards import CardDef, Display, Ends, Kind, Lasting, Target, Text
from engine.elixir.cardset.effects import (
    affected_others,
    choose_cards,
    discard_random,
    each_discards,
    each_gives,
    move_spell,
    pass_hands,
    peek_hand,
    play_stub,
    run_copied,
    spell_points,
    stub_data,
    turns_from_now,
    uncast,
    why,
)
from engine.elixir.cardset.level2 import protects_from_others, take_chosen
from engine.elixir.ingredients import Ingredient as I
from engine.elixir.primitives import add_modifier, draw, remove_modifier
from engine.elixir.state import ElixirState, Play


def _spell(key: str, recipe: tuple[I, ...], name: Text, text: Text, effect: Any, *,
           target: Target = Target.NONE, any_time: bool = False, lasting: tuple[Lasting, ...] = ()) -> CardDef:
    return CardDef(key=f"spell.{key}", kind=Kind.SPELL, level=len(recipe), recipe=recipe, name=name,
                   text=text, effect=effect, target=target, any_time=any_time, lasting=lasting)


# ======== level 3 ==============================================================================

# ---- Royal Decree ---------------------------------------------------------------------------

def _royal_decree(st: ElixirState, play: Play) -> None:
    each_gives(st, affected_others(st, play), play.seat, 1, why(play))


ROYAL_DECREE = _spell(
    "royal_decree", (I.OGRES_BEARD, I.DRAGONS_TONGUE, I.ANGEL_HAIR),
    {"en": "Royal Decree"},
    {"en": "By order of the crown, each other player gives you 1 Find of their choice."},
    _royal_decree, target=Target.EVERYONE)


# ---- Dragon's Breath ------------------------------------------------------------------------

def _dragons_breath(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    discard_random(st, play.target, 3, why(play))


DRAGONS_BREATH = _spell(
    "dragons_breath", (I.DRAGONS_TONGUE, I.HAIR_RAISING_FRIGHT, I.TOUCH_OF_MADNESS),
    {"en": "Dragon's Breath"},
    {"en": "Scorch another player's hand: they discard 3 Finds at random."},
    _dragons_breath, target=Target.OTHER)


# ---- Hasty Hourglass ------------------------------------------------------------------------

HASTE = Lasting(
    key="haste", display=Display.BADGE, ends=Ends.NEVER, extra_turn=True, data={"icon": "hourglass"},
    name={"en": "Haste"},
    text={"en": "Plays another turn when this one ends."},
)


def _hasty_hourglass(st: ElixirState, play: Play) -> None:
    add_modifier(st, HASTE.key, play.seat, source=play.seat, card=play.card)


HASTY_HOURGLASS = _spell(
    "hasty_hourglass", (I.WINK_POWDER, I.GRIFFON_FEATHER, I.STARDUST),
    {"en": "Hasty Hourglass"},
    {"en": "Take another turn after this one (draw again at its start)."},
    _hasty_hourglass, lasting=(HASTE,))


# ---- Whirlwind ------------------------------------------------------------------------------

def _whirlwind(st: ElixirState, play: Play) -> None:
    riders = set(affected_others(st, play)) | {play.seat}
    order = [s for s in st.seats_from(play.seat) if s in riders]
    pool: list[int] = []
    for s in order:
        st.emit("swept", {"seat": s, "count": len(st.hands[s]), "why": why(play)})
        pool.extend(st.hands[s])
        st.hands[s] = []
    pool.sort()
    st.rng.shuffle(pool)
    for i, card in enumerate(pool):
        st.hands[order[i % len(order)]].append(card)
    for s in order:
        st.emit("dealt", {"seat": s, "count": len(st.hands[s]), "why": why(play)},
                private={"cards": sorted(st.hands[s])}, to={s})


WHIRLWIND = _spell(
    "whirlwind", (I.GRIFFON_FEATHER, I.PINK_MORNING_DEW, I.SINGING_GRASS),
    {"en": "Whirlwind"},
    {"en": "Every player's Finds fly up, are shuffled together and dealt back one at a time, starting "
           "with you, in turn order."},
    _whirlwind, target=Target.EVERYONE)


# ---- Trading Places -------------------------------------------------------------------------

def _trading_places(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    if play.target != play.seat:
        pass_hands(st, [play.seat, play.target], why(play))


TRADING_PLACES = _spell(
    "trading_places", (I.JAB_IN_THE_SIDE, I.GOOD_HUMOR, I.VAMPIRES_FANG),
    {"en": "Trading Places"},
    {"en": "Exchange your whole hand of Finds with another player's."},
    _trading_places, target=Target.OTHER)


# ---- Boomerang Hex --------------------------------------------------------------------------

def _boomerang(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    fallen = sorted(c for c in st.cast[play.target] if st.book[c].level <= 2)
    if not fallen:
        st.emit("no_effect", {"seat": play.seat, "card": play.card})
        return
    if len(fallen) == 1:
        _boomeranged(st, {"victim": play.target, "seat": play.seat, "why": why(play)}, {play.seat: fallen[0]})
        return
    st.ask_one(play.seat, "boomerang", {"of": play.target, "why": why(play)}, _boomeranged, options=fallen,
               victim=play.target, seat=play.seat, why=why(play))


def _boomeranged(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    spell = answers[data["seat"]]
    if spell in st.cast[data["victim"]]:
        uncast(st, data["victim"], spell, data["why"])


BOOMERANG_HEX = _spell(
    "boomerang_hex", (I.TROLLS_NOSE, I.LIZARDMAN_EGG, I.JAB_IN_THE_SIDE),
    {"en": "Boomerang Hex"},
    {"en": "Choose a spell of level 1 or 2 that another player has cast: it flies back into their hand "
           "and must be cast again."},
    _boomerang, target=Target.OTHER)


# ---- Aegis of the Archmage ------------------------------------------------------------------

AEGIS = Lasting(
    key="aegis", display=Display.SHIELD, ends=Ends.COUNTDOWN, duration=1, protects=protects_from_others,
    name={"en": "Aegis"},
    text={"en": "Other players' spells and objects do not affect them, until the end of their next turn."},
)


def _aegis(st: ElixirState, play: Play) -> None:
    add_modifier(st, AEGIS.key, play.seat, source=play.seat, card=play.card,
                 turns=turns_from_now(st, play.seat, 1))
    draw(st, play.seat, 1, why=why(play))


AEGIS_OF_THE_ARCHMAGE = _spell(
    "aegis_of_the_archmage", (I.ANGEL_HAIR, I.STARDUST, I.PUMPKIN_SEED),
    {"en": "Aegis of the Archmage"},
    {"en": "Play at any time. Until the end of your next turn, other players' spells and objects do not "
           "affect you. Draw 1 Find."},
    _aegis, any_time=True, lasting=(AEGIS,))


# ---- Encore! --------------------------------------------------------------------------------

def _encore(st: ElixirState, play: Play) -> None:
    mine = sorted(c for c in st.cast[play.seat] if st.book[c].level == 2)
    if not mine:
        draw(st, play.seat, 2, why=why(play))
        return
    if len(mine) == 1:
        run_copied(st, play, mine[0])
        return
    st.ask_one(play.seat, "encore", {"why": why(play)}, _encore_chosen, options=mine, play=stub_data(play))


def _encore_chosen(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    play = play_stub(data["play"])
    run_copied(st, play, answers[play.seat])


ENCORE = _spell(
    "encore", (I.GOOD_HUMOR, I.WINK_POWDER, I.LIZARDMAN_EGG),
    {"en": "Encore!"},
    {"en": "The effect of one of your cast spells of level 2 happens again. If you have none, draw 2 Finds."},
    _encore, target=Target.EVERYONE)


# ======== level 4 ==============================================================================

# ---- Grand Carousel -------------------------------------------------------------------------

def _grand_carousel(st: ElixirState, play: Play) -> None:
    riders = affected_others(st, play)
    if len(riders) < 2:
        st.emit("no_effect", {"seat": play.seat, "card": play.card})
        return
    data: dict[str, Any] = {"order": riders, "seat": play.seat, "why": why(play)}
    if len(riders) == 2:
        _carousel_turned(st, data, {play.seat: "forward"})
        return
    st.ask_one(play.seat, "carousel", {"why": why(play), "order": riders}, _carousel_turned,
               options=["forward", "backward"], order=riders, seat=play.seat, why=why(play))


def _carousel_turned(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    order: list[int] = list(data["order"])
    if answers[data["seat"]] == "backward":
        order.reverse()
    old = {s: sorted(st.spell_hands[s]) for s in order}
    for i, s in enumerate(order):
        st.spell_hands[order[(i + 1) % len(order)]] = list(old[s])
    for i, s in enumerate(order):
        taker = order[(i + 1) % len(order)]
        st.emit("spells_passed", {"from": s, "to": taker, "levels": sorted(st.book[c].level for c in old[s]),
                                  "why": data["why"]}, private={"cards": old[s]}, to={s, taker})


GRAND_CAROUSEL = _spell(
    "grand_carousel", (I.TOUCH_OF_MADNESS, I.WINK_POWDER, I.GRIFFON_FEATHER, I.GOOD_HUMOR),
    {"en": "Grand Carousel"},
    {"en": "Everybody else change seats! You stay put and choose which way the carousel turns: every "
           "other player passes all their uncast spells to the next of them that way."},
    _grand_carousel, target=Target.EVERYONE)


# ---- Hot Potato -----------------------------------------------------------------------------

def _hot_potato(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    small = [c for c in st.spell_hands[play.seat] if st.book[c].level == 1]
    if play.target == play.seat or not small:
        st.emit("no_effect", {"seat": play.seat, "card": play.card})
        return
    choose_cards(st, play.seat, small, 1, "give_spell", {"to": play.target, "why": why(play)}, _potato_passed,
                 seat=play.seat, taker=play.target, why=why(play))


def _potato_passed(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    spell = answers[data["seat"]][0]
    if spell in st.spell_hands[data["seat"]]:
        move_spell(st, data["seat"], data["taker"], spell, data["why"])


HOT_POTATO = _spell(
    "hot_potato", (I.DRAGONS_TONGUE, I.PUMPKIN_SEED, I.HAIR_RAISING_FRIGHT, I.JAB_IN_THE_SIDE),
    {"en": "Hot Potato"},
    {"en": "Ouch, hot! Give one of your uncast level-1 spells to another player."},
    _hot_potato, target=Target.OTHER)


# ---- Frozen Hourglass -----------------------------------------------------------------------

FROZEN = Lasting(
    key="frozen", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=1, skip_turn=True,
    data={"icon": "ice"},
    name={"en": "Frozen"},
    text={"en": "Frozen stiff: skips their next turn."},
)


def _frozen_hourglass(st: ElixirState, play: Play) -> None:
    for s in affected_others(st, play):
        add_modifier(st, FROZEN.key, s, source=play.seat, card=play.card, turns=turns_from_now(st, s, 1))


FROZEN_HOURGLASS = _spell(
    "frozen_hourglass", (I.STARDUST, I.ANGEL_HAIR, I.PINK_MORNING_DEW, I.WINK_POWDER),
    {"en": "Frozen Hourglass"},
    {"en": "Time freezes for everyone but you: every other player skips their next turn."},
    _frozen_hourglass, lasting=(FROZEN,), target=Target.EVERYONE)


# ---- Great Famine ---------------------------------------------------------------------------

def _great_famine(st: ElixirState, play: Play) -> None:
    each_discards(st, {s: len(st.hands[s]) // 2 for s in affected_others(st, play)}, why(play))


GREAT_FAMINE = _spell(
    "great_famine", (I.OGRES_BEARD, I.TROLLS_NOSE, I.VAMPIRES_FANG, I.PUMPKIN_SEED),
    {"en": "Great Famine"},
    {"en": "Every other player discards half their Finds, rounded down, of their choice."},
    _great_famine, target=Target.EVERYONE)


# ---- Grand Larceny --------------------------------------------------------------------------

def _grand_larceny(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    hand = sorted(st.hands[play.target])
    peek_hand(st, play.seat, play.target, why(play))
    if hand:
        st.ask_one(play.seat, "take", {"from": play.target, "up_to": min(3, len(hand)), "why": why(play)},
                   take_chosen, pick=Pick.between(hand, 0, min(3, len(hand))),
                   victim=play.target, taker=play.seat, why=why(play))


GRAND_LARCENY = _spell(
    "grand_larceny", (I.VAMPIRES_FANG, I.JAB_IN_THE_SIDE, I.LIZARDMAN_EGG, I.DRAGONS_TONGUE),
    {"en": "Grand Larceny"},
    {"en": "Look at another player's hand and take up to 3 Finds of your choice from it."},
    _grand_larceny, target=Target.OTHER)


# ---- Cornucopia -----------------------------------------------------------------------------

def _cornucopia(st: ElixirState, play: Play) -> None:
    draw(st, play.seat, 3, why=why(play))
    for s in affected_others(st, play):
        draw(st, s, 1, why=why(play))


CORNUCOPIA = _spell(
    "cornucopia", (I.STARDUST, I.SINGING_GRASS, I.GOOD_HUMOR, I.LIZARDMAN_EGG),
    {"en": "Cornucopia"},
    {"en": "The horn overflows: draw 3 Finds, and every other player draws 1."},
    _cornucopia, target=Target.EVERYONE)


# ---- Total Eclipse --------------------------------------------------------------------------

def _total_eclipse(st: ElixirState, play: Play) -> None:
    touched = affected_others(st, play)
    for mod in [m for m in st.modifiers if m.seat in touched or m.seat == play.seat]:
        remove_modifier(st, mod, why=why(play))
    each_discards(st, {s: len(st.hands[s]) - 3 for s in touched}, why(play))


TOTAL_ECLIPSE = _spell(
    "total_eclipse", (I.TOUCH_OF_MADNESS, I.HAIR_RAISING_FRIGHT, I.TROLLS_NOSE, I.OGRES_BEARD),
    {"en": "Total Eclipse"},
    {"en": "Darkness falls: every lasting effect on every player ends, and each other player discards "
           "Finds of their choice down to 3."},
    _total_eclipse, target=Target.EVERYONE)


# ---- Leveller's Lightning -------------------------------------------------------------------

STUNNED = Lasting(
    key="stunned", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=1, skip_turn=True,
    data={"icon": "lightning"},
    name={"en": "Thunderstruck"},
    text={"en": "Skips their next turn."},
)


def _levellers_lightning(st: ElixirState, play: Play) -> None:
    mine = spell_points(st, play.seat)
    for s in affected_others(st, play):
        if spell_points(st, s) < mine:
            discard_random(st, s, 2, why(play))
            add_modifier(st, STUNNED.key, s, source=play.seat, card=play.card, turns=turns_from_now(st, s, 1))


LEVELLERS_LIGHTNING = _spell(
    "levellers_lightning", (I.GRIFFON_FEATHER, I.ANGEL_HAIR, I.PINK_MORNING_DEW, I.SINGING_GRASS),
    {"en": "Leveller's Lightning"},
    {"en": "Lightning strikes the front-runners: each other player whose uncast spells add up to fewer "
           "levels than yours discards 2 Finds at random and skips their next turn."},
    _levellers_lightning, lasting=(STUNNED,), target=Target.EVERYONE)


LEVEL_3: tuple[CardDef, ...] = (
    ROYAL_DECREE, DRAGONS_BREATH, HASTY_HOURGLASS, WHIRLWIND, TRADING_PLACES, BOOMERANG_HEX,
    AEGIS_OF_THE_ARCHMAGE, ENCORE,
)
"""The 8 level-3 spells."""

LEVEL_4: tuple[CardDef, ...] = (
    GRAND_CAROUSEL, HOT_POTATO, FROZEN_HOURGLASS, GREAT_FAMINE, GRAND_LARCENY, CORNUCOPIA, TOTAL_ECLIPSE,
    LEVELLERS_LIGHTNING,
)
"""The 8 level-4 spells."""

