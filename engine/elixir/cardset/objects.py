"""The 39 objects: 32 magical (used once, then discarded) and 7 non-magical trinkets.

Magical objects come in four families:

- ingredient substitutes (`substitutes`): they pay one slot of a recipe; the engine works out
  the payments, so they have no effect function of their own;
- any-time reactions (`reaction`): counter, divert or protect, offered in reaction windows;
- any-time effects (`any_time` with an effect): the soap that washes a lasting effect off, and
  the pocket hourglass that reverses the turn order;
- effects used on your own turn: draw, steal, recover from the discard pile, transform an
  ingredient, look at a hand, exchange.

The trinkets do nothing on their own; they are there to be sold at auctions and flea markets.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Pick
from engine.elixir.cards import CardDef, Kind, Needs, Reaction, Target, Text
from engine.elixir.cardset.effects import (
    choose_cards,
    peek_hand,
    peek_spells,
    take_from_discard,
    why,
)
from engine.elixir.ingredients import INGREDIENT_NAMES
from engine.elixir.ingredients import Ingredient as I
from engine.elixir.primitives import (
    discard_from_hand,
    draw,
    give,
    hand_ingredients,
    modifiers_on,
    remove_modifier,
    take_random,
)
from engine.elixir.state import ElixirState, Play


def _object(key: str, name: Text, text: Text, *, copies: int = 1, effect: Any = None,
            target: Target = Target.NONE, any_time: bool = False, reaction: Reaction | None = None,
            needs: frozenset[Needs] = frozenset(), reverses_turn_order: bool = False) -> CardDef:
    return CardDef(key=f"obj.{key}", kind=Kind.OBJECT, magical=True, copies=copies, name=name, text=text,
                   effect=effect, target=target, any_time=any_time or reaction is not None, reaction=reaction,
                   needs=needs, reverses_turn_order=reverses_turn_order)


# ---- ingredient substitutes -----------------------------------------------------------------

def _substitute(key: str, group: tuple[I, ...], name: Text, flavour: Text, copies: int = 2) -> CardDef:
    if len(group) == len(I):
        counts = {"en": "any ingredient"}
    else:
        counts = {
            "en": "one of: " + ", ".join(INGREDIENT_NAMES[i]["en"] for i in group),
        }
    text = {
        "en": f"{flavour['en']} When you cast a spell, it counts as {counts['en']}.",
    }
    return CardDef(key=f"obj.{key}", kind=Kind.OBJECT, magical=True, copies=copies, name=name, text=text,
                   substitutes=frozenset(group))


PHILOSOPHERS_PEBBLE = _substitute(
    "philosophers_pebble", tuple(I),
    {"en": "Philosopher's Pebble"},
    {"en": "Not quite a stone, but it tries hard."})

MONSTER_KIT = _substitute(
    "monster_kit", (I.TROLLS_NOSE, I.VAMPIRES_FANG, I.OGRES_BEARD, I.DRAGONS_TONGUE),
    {"en": "Jar of Spare Monster Bits"},
    {"en": "Assorted, pickled, slightly used."})

CLOUD_BOTTLE = _substitute(
    "cloud_bottle", (I.STARDUST, I.ANGEL_HAIR, I.GRIFFON_FEATHER, I.PINK_MORNING_DEW),
    {"en": "Cloud in a Bottle"},
    {"en": "Everything that falls from the sky, corked."})

MOOD_RING = _substitute(
    "mood_ring", (I.TOUCH_OF_MADNESS, I.HAIR_RAISING_FRIGHT, I.GOOD_HUMOR, I.JAB_IN_THE_SIDE),
    {"en": "Mood Ring"},
    {"en": "Its stone changes colour with your temper."})

GOBLIN_BASKET = _substitute(
    "goblin_basket", (I.SINGING_GRASS, I.PUMPKIN_SEED, I.WINK_POWDER, I.LIZARDMAN_EGG),
    {"en": "Goblin Market Basket"},
    {"en": "Fresh from the stalls, no questions asked."})


# ---- any-time reactions -----------------------------------------------------------------------

MIRROR_OF_REFUSAL = _object(
    "mirror_of_refusal",
    {"en": "Mirror of Refusal"},
    {"en": "Play at any time, in answer to a spell or object: it has no effect. A countered spell goes "
           "back to its caster's hand."},
    copies=3, reaction=Reaction.COUNTER)

WEATHERVANE = _object(
    "weathervane",
    {"en": "Wily Weathervane"},
    {"en": "Play at any time, in answer to a spell or object aimed at a player: choose who it is "
           "aimed at now."},
    copies=3, reaction=Reaction.DIVERT)

UMBRELLA_OF_WARDING = _object(
    "umbrella_of_warding",
    {"en": "Umbrella of Warding"},
    {"en": "Play at any time, in answer to a spell aimed at you or at everyone, or an object aimed at "
           "you: it does not affect you."},
    copies=3, reaction=Reaction.PROTECT)


# ---- any-time effects -------------------------------------------------------------------------

def _bar_of_soap(st: ElixirState, play: Play) -> None:
    mods = modifiers_on(st, play.seat)
    if not mods:
        st.emit("no_effect", {"seat": play.seat, "card": play.card})
        return
    if len(mods) == 1:
        remove_modifier(st, mods[0], why=why(play))
        return
    st.ask_one(play.seat, "wash", {"why": why(play)}, _washed, options=[m.uid for m in mods],
               seat=play.seat, why=why(play))


def _washed(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    mod = next((m for m in st.modifiers if m.uid == answers[data["seat"]]), None)
    if mod is not None:
        remove_modifier(st, mod, why=data["why"])


BAR_OF_SOAP = _object(
    "bar_of_soap",
    {"en": "Bar of Banishing Soap"},
    {"en": "Play at any time: scrub off one lasting effect of your choice that is on you (a forfeit, a "
           "tax, a silly hat...)."},
    copies=2, effect=_bar_of_soap, any_time=True, needs=frozenset({Needs.OWN_LASTING_EFFECT}))


def _pocket_hourglass(st: ElixirState, play: Play) -> None:
    st.direction = -st.direction
    st.emit("direction", {"direction": st.direction, "why": why(play)})


POCKET_HOURGLASS = _object(
    "pocket_hourglass",
    {"en": "Pocket Hourglass"},
    {"en": "Play at any time: turn it over, and the turn order is reversed."},
    effect=_pocket_hourglass, any_time=True, reverses_turn_order=True)


# ---- effects on your turn ---------------------------------------------------------------------

def _bottomless_satchel(st: ElixirState, play: Play) -> None:
    draw(st, play.seat, 2, why=why(play))


BOTTOMLESS_SATCHEL = _object(
    "bottomless_satchel",
    {"en": "Bottomless Satchel"},
    {"en": "Rummage in it: draw 2 Finds."},
    copies=2, effect=_bottomless_satchel)


def _sticky_glove(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    take_random(st, play.target, play.seat, 1, why=why(play))


STICKY_GLOVE = _object(
    "sticky_glove",
    {"en": "Sticky Glove"},
    {"en": "Take 1 Find at random from another player's hand."},
    copies=2, effect=_sticky_glove, target=Target.OTHER, needs=frozenset({Needs.TARGET_FINDS}))


def _ragpickers_hook(st: ElixirState, play: Play) -> None:
    if not st.discard:
        st.emit("no_effect", {"seat": play.seat, "card": play.card})
        return
    choose_cards(st, play.seat, st.discard, 1, "recover", {"why": why(play)}, _hooked, seat=play.seat,
                 why=why(play))


def _hooked(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    take_from_discard(st, data["seat"], answers[data["seat"]], data["why"])


RAGPICKERS_HOOK = _object(
    "ragpickers_hook",
    {"en": "Rag-Picker's Hook"},
    {"en": "Fish any Find you like out of the discard pile and take it into your hand."},
    copies=2, effect=_ragpickers_hook, needs=frozenset({Needs.DISCARD}))


def _alembic(st: ElixirState, play: Play) -> None:
    mine = hand_ingredients(st, play.seat)
    if not mine:
        st.emit("no_effect", {"seat": play.seat, "card": play.card})
        return
    choose_cards(st, play.seat, mine, 1, "transform", {"why": why(play)}, _alembic_in, seat=play.seat,
                 why=why(play))


def _alembic_in(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seat = data["seat"]
    discard_from_hand(st, seat, answers[seat], why=data["why"])
    pool = sorted(c for c in st.discard if st.book[c].ingredient is not None)
    st.ask_one(seat, "transform_into", {"why": data["why"]}, _alembic_out, pick=Pick(tuple(pool), (1,)),
               seat=seat, why=data["why"])


def _alembic_out(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    take_from_discard(st, data["seat"], answers[data["seat"]], data["why"])


TRANSMUTING_ALEMBIC = _object(
    "transmuting_alembic",
    {"en": "Transmuting Alembic"},
    {"en": "Pour in an ingredient from your hand (discard it), and take out any ingredient of your "
           "choice from the discard pile."},
    copies=2, effect=_alembic, needs=frozenset({Needs.OWN_INGREDIENT, Needs.DISCARD_INGREDIENT}))


def _spyglass(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    peek_hand(st, play.seat, play.target, why(play))
    peek_spells(st, play.seat, play.target, why(play))


SPYGLASS = _object(
    "spyglass",
    {"en": "Nosy Spyglass"},
    {"en": "Look at another player's Finds and uncast spells. They know that you know."},
    effect=_spyglass, target=Target.OTHER)


def _swap_bag(st: ElixirState, play: Play) -> None:
    assert play.target is not None
    peek_hand(st, play.seat, play.target, why(play))
    if not st.hands[play.target] or not st.hands[play.seat]:
        st.emit("no_effect", {"seat": play.seat, "card": play.card})
        return
    choose_cards(st, play.seat, st.hands[play.target], 1, "take", {"from": play.target, "why": why(play)},
                 _swap_take, seat=play.seat, other=play.target, why=why(play))


def _swap_take(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seat, other = data["seat"], data["other"]
    choose_cards(st, seat, st.hands[seat], 1, "give", {"to": other, "why": data["why"]}, _swap_give,
                 taken=answers[seat], seat=seat, other=other, why=data["why"])


def _swap_give(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seat, other = data["seat"], data["other"]
    give(st, other, seat, data["taken"], why=data["why"])
    give(st, seat, other, answers[seat], why=data["why"])


SWAP_BAG = _object(
    "swap_bag",
    {"en": "Swapper's Sack"},
    {"en": "Look at another player's hand, choose 1 Find there and 1 of yours: they change hands."},
    effect=_swap_bag, target=Target.OTHER, needs=frozenset({Needs.OWN_FINDS, Needs.TARGET_FINDS}))


# ---- non-magical trinkets ---------------------------------------------------------------------

def _trinket(key: str, name: Text, text: Text) -> CardDef:
    return CardDef(key=f"obj.{key}", kind=Kind.OBJECT, magical=False, name=name, text=text)


TRINKETS: tuple[CardDef, ...] = (
    _trinket("odd_sock", {"en": "A Giant's Odd Sock"},
             {"en": "Not magical. Big enough to sleep in; its twin is somewhere. Worth a Find or two at an "
                    "auction."}),
    _trinket("chipped_teacup", {"en": "Chipped Teacup"},
             {"en": "Not magical. The tea leaves at the bottom predict nothing at all. Trade it."}),
    _trinket("stuffed_crocodile", {"en": "Stuffed Crocodile"},
             {"en": "Not magical. Every wizard's ceiling needs one; nobody's cauldron does."}),
    _trinket("dented_crown", {"en": "Dented Crown"},
             {"en": "Not magical. It once belonged to a king of somewhere small. Impressive at a flea "
                    "market."}),
    _trinket("rubber_duck", {"en": "Rubber Duck"},
             {"en": "Not magical. Squeaks when sat on. Some people collect them, and bid."}),
    _trinket("aunts_portrait", {"en": "Portrait of Great-Aunt Griselda"},
             {"en": "Not magical, though her eyes follow you. Get rid of it at the first auction."}),
    _trinket("rusty_key", {"en": "Rusty Key"},
             {"en": "Not magical. It opens nothing anybody can find. Someone will pay for the mystery."}),
)


OBJECTS: tuple[CardDef, ...] = (
    PHILOSOPHERS_PEBBLE, MONSTER_KIT, CLOUD_BOTTLE, MOOD_RING, GOBLIN_BASKET,
    MIRROR_OF_REFUSAL, WEATHERVANE, UMBRELLA_OF_WARDING, BAR_OF_SOAP, POCKET_HOURGLASS,
    BOTTOMLESS_SATCHEL, STICKY_GLOVE, RAGPICKERS_HOOK, TRANSMUTING_ALEMBIC, SPYGLASS, SWAP_BAG,
    *TRINKETS,
)
"""Every object design; with copies, 39 cards (32 magical)."""

