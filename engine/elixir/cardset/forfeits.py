"""The sixteen level-1 spells: forfeits aimed at another player.

The victim chooses: suffer the forfeit, or give the caster 2 Finds (the rules run that choice,
see `engine.elixir.plays`). A suffered forfeit becomes a lasting effect on the victim: shown
on their seat (a nickname, a hat, a hopping hand, a word at the end of every chat line, a
badge) and biting in the rules, each in its own way, so that paying is sometimes the better
choice. Each card's text sits next to the hooks that make it true.

Stacking: only the Ogre's Appetite is cumulative; suffering another forfeit already on you
refreshes it (its count of turns starts again). Countdowns count the victim's own turns,
starting with their next one. Most forfeits end by themselves; the Snail's Pace lasts the
whole game unless it is washed off.
"""

from __future__ import annotations

from typing import Any

from engine.elixir.cards import CardDef, CastLimit, Display, Ends, Kind, Lasting, Target, Text
from engine.elixir.cardset.effects import (
    choose_cards,
    choose_seat,
    discard_chosen,
    discard_random,
    give_chosen,
    others,
    show_hand,
    why,
)
from engine.elixir.ingredients import Ingredient as I
from engine.elixir.primitives import give, hand_ingredients, remove_modifier, take_random
from engine.elixir.state import ElixirState, Modifier, Play

PREAMBLE: Text = {
    "en": "Forfeit on another player, who suffers it or gives you 2 Finds.",
}


def _mod_why(mod: Modifier) -> str:
    return f"lasting:{mod.key}"


def _newest(st: ElixirState, key: str, seat: int) -> Modifier | None:
    return next((m for m in reversed(st.modifiers) if m.key == key and m.seat == seat), None)


def suffered(st: ElixirState, play: Play) -> None:
    """Runs when a forfeit is suffered, after its lasting effect is on the victim: a countdown
    put on the player whose turn it is (after a divert) starts with their next turn."""
    forfeit = st.book[play.card].forfeit
    assert forfeit is not None and play.target is not None
    mod = _newest(st, forfeit.key, play.target)
    if mod is not None and mod.turns is not None and play.target == st.current:
        mod.turns += 1


def has_own_effect(defn: CardDef) -> bool:
    """Whether suffering the forfeit `defn` does more than put its lasting effect on the
    victim (every forfeit's effect is at least `suffered`, which only keeps the books)."""
    return defn.effect is not None and defn.effect is not suffered


def _forfeit(key: str, ingredient: I, name: Text, text: Text, lasting: Lasting,
             effect: Any = suffered) -> CardDef:
    return CardDef(
        key=f"spell.{key}", kind=Kind.SPELL, level=1, recipe=(ingredient,), target=Target.OTHER,
        forfeit=lasting, effect=effect, name=name,
        text={"en": f"{PREAMBLE['en']} {text['en']}"},
    )


# ---- 1. Croaking Curse ----------------------------------------------------------------------

def _frog_tax(st: ElixirState, mod: Modifier) -> None:
    if mod.source is not None:
        give_chosen(st, mod.seat, mod.source, 1, _mod_why(mod))


def _frog_kissed(st: ElixirState, mod: Modifier, play: Play) -> None:
    remove_modifier(st, mod, why="broken")


FROG = Lasting(
    key="frog", display=Display.SUFFIX, ends=Ends.COUNTDOWN, duration=3,
    data={"suffix": {"en": "croak"}},
    name={"en": "Frog"},
    text={"en": "Gives the caster 1 Find at the start of each turn, for 3 turns or until they cast a spell."},
    on_turn_start=_frog_tax, on_cast=_frog_kissed,
)

CROAKING_CURSE = _forfeit(
    "croaking_curse", I.LIZARDMAN_EGG,
    {"en": "Croaking Curse"},
    {"en": "Every chat line of the frog ends with 'croak', and at the start of each of their next 3 "
           "turns they give you 1 Find of their choice. Casting a spell breaks the curse sooner."},
    FROG,
)


# ---- 2. Lovesick Sonnet ---------------------------------------------------------------------

def _love_start(st: ElixirState, mod: Modifier) -> None:
    if st.hands[mod.seat]:
        choose_seat(st, mod.seat, others(st, mod.seat), "beloved", {"why": _mod_why(mod)}, _love_chosen,
                    seat=mod.seat, why=_mod_why(mod))


def _love_chosen(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    give_chosen(st, data["seat"], answers[data["seat"]], 1, data["why"])


LOVEBIRD = Lasting(
    key="lovebird", display=Display.NICKNAME, ends=Ends.COUNTDOWN, duration=3,
    data={"nickname": {"en": "Lovebird"}},
    name={"en": "Lovebird"},
    text={"en": "Gives 1 Find to a beloved player at the start of each turn, for 3 turns."},
    on_turn_start=_love_start,
)

LOVESICK_SONNET = _forfeit(
    "lovesick_sonnet", I.ANGEL_HAIR,
    {"en": "Lovesick Sonnet"},
    {"en": "They are called Lovebird; at the start of each of their next 3 turns they declare their "
           "love by giving 1 Find of their choice to a player of their choice."},
    LOVEBIRD,
)


# ---- 3. Jitterbug Jinx ----------------------------------------------------------------------

def _jig_cast(st: ElixirState, mod: Modifier, play: Play) -> None:
    discard_random(st, mod.seat, 1, _mod_why(mod))
    mod.data["casts"] = int(mod.data.get("casts", 1)) - 1
    if mod.data["casts"] <= 0:
        remove_modifier(st, mod, why="expired")


JITTERS = Lasting(
    key="jitters", display=Display.HOP, ends=Ends.NEVER, data={"casts": 2},
    name={"en": "Jitters"},
    text={"en": "Discards a random Find each time they cast a spell, twice."},
    on_cast=_jig_cast,
)

JITTERBUG_JINX = _forfeit(
    "jitterbug_jinx", I.JAB_IN_THE_SIDE,
    {"en": "Jitterbug Jinx"},
    {"en": "Their hand hops about; the next 2 times they cast a spell, a Find jumps out of it at "
           "random onto the discard pile."},
    JITTERS,
)


# ---- 4. Dubious Stew ------------------------------------------------------------------------

QUEASY = Lasting(
    key="queasy", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=3, draw_bonus=-1,
    data={"icon": "green_face"},
    name={"en": "Queasy"},
    text={"en": "Draws no Find at the start of their turn, for 3 turns."},
)

DUBIOUS_STEW = _forfeit(
    "dubious_stew", I.PUMPKIN_SEED,
    {"en": "Dubious Stew"},
    {"en": "Food poisoning: they turn green and draw no Find at the start of their next 3 turns."},
    QUEASY,
)


# ---- 5. Sandman's Lullaby -------------------------------------------------------------------

DOZING = Lasting(
    key="dozing", display=Display.HAT, ends=Ends.COUNTDOWN, duration=1, skip_turn=True,
    data={"hat": "nightcap"},
    name={"en": "Dozing"},
    text={"en": "Sleeps through their next turn."},
)

SANDMANS_LULLABY = _forfeit(
    "sandmans_lullaby", I.STARDUST,
    {"en": "Sandman's Lullaby"},
    {"en": "They put on a nightcap and sleep through their next turn (no draw, no action)."},
    DOZING,
)


# ---- 6. Dunce's Cap -------------------------------------------------------------------------

def _dunce_blocks(st: ElixirState, mod: Modifier, spell: CardDef) -> bool:
    levels = [st.book[c].level for c in st.spell_hands[mod.seat]]
    return bool(levels) and spell.level > min(levels)


DUNCE = Lasting(
    key="dunce", display=Display.HAT, ends=Ends.COUNTDOWN, duration=3, data={"hat": "dunce"},
    name={"en": "Dunce"},
    text={"en": "May cast only their lowest-level spells, for 3 turns."},
    blocks_cast=_dunce_blocks, cast_limit=CastLimit.LOWEST_LEVEL,
)

DUNCES_CAP = _forfeit(
    "dunces_cap", I.TOUCH_OF_MADNESS,
    {"en": "Dunce's Cap"},
    {"en": "Back to school: until the end of their 3rd turn they may cast only spells of the lowest "
           "level they hold."},
    DUNCE,
)


# ---- 7. Moth-Eaten Purse --------------------------------------------------------------------

def _moths_feast(st: ElixirState, mod: Modifier) -> None:
    count = len(st.hands[mod.seat]) // 2
    if count == 0:  # a purse of 0 or 1 Find: said, or the moths' only turn passed in silence
        st.emit("nothing_eaten", {"seat": mod.seat, "why": _mod_why(mod)})
        return
    discard_chosen(st, mod.seat, count, _mod_why(mod))


MOTHS = Lasting(
    key="moths", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=1, on_turn_start=_moths_feast,
    data={"icon": "moths"},
    name={"en": "Moths"},
    text={"en": "Discards half their Finds (rounded down) at the start of their next turn."},
)

MOTH_EATEN_PURSE = _forfeit(
    "moth_eaten_purse", I.PINK_MORNING_DEW,
    {"en": "Moth-Eaten Purse"},
    {"en": "Moths move in: at the start of their next turn, before drawing, they discard half their "
           "Finds, rounded down, of their choice."},
    MOTHS,
)


# ---- 8. Goblin Superstition -----------------------------------------------------------------

def _odd_end(st: ElixirState, mod: Modifier) -> None:
    if len(st.hands[mod.seat]) % 2 == 1:
        discard_random(st, mod.seat, 1, _mod_why(mod))


ODDBALL = Lasting(
    key="oddball", display=Display.NICKNAME, ends=Ends.COUNTDOWN, duration=4, on_turn_end=_odd_end,
    data={"nickname": {"en": "Oddbod"}},
    name={"en": "Oddbod"},
    text={"en": "Ends each turn with an even hand or loses a random Find, for 4 turns."},
)

GOBLIN_SUPERSTITION = _forfeit(
    "goblin_superstition", I.TROLLS_NOSE,
    {"en": "Goblin Superstition"},
    {"en": "Odd numbers bring bad luck: at the end of each of their next 4 turns, if they hold an odd "
           "number of Finds, they discard one at random."},
    ODDBALL,
)


# ---- 9. Shrinking Pockets -------------------------------------------------------------------

def _pockets_end(st: ElixirState, mod: Modifier) -> None:
    extra = len(st.hands[mod.seat]) - 4
    if extra > 0:
        discard_chosen(st, mod.seat, extra, _mod_why(mod))


TINY_POCKETS = Lasting(
    key="tiny_pockets", display=Display.HAT, ends=Ends.COUNTDOWN, duration=3, on_turn_end=_pockets_end,
    data={"hat": "thimble"},
    name={"en": "Tiny Pockets"},
    text={"en": "Discards down to 4 Finds at the end of each turn, for 3 turns."},
)

SHRINKING_POCKETS = _forfeit(
    "shrinking_pockets", I.WINK_POWDER,
    {"en": "Shrinking Pockets"},
    {"en": "They wear a thimble for a hat, and at the end of each of their next 3 turns they discard "
           "Finds of their choice until they hold 4."},
    TINY_POCKETS,
)


# ---- 10. Flea Circus ------------------------------------------------------------------------

def _fleas_jump(st: ElixirState, mod: Modifier) -> None:
    take_random(st, mod.seat, st.next_seat(mod.seat), 1, why=_mod_why(mod))


FLEAS = Lasting(
    key="fleas", display=Display.HOP, ends=Ends.COUNTDOWN, duration=3, on_turn_start=_fleas_jump,
    data={"icon": "fleas"},
    name={"en": "Fleas"},
    text={"en": "A random Find jumps to the next player at the start of each turn, for 3 turns."},
)

FLEA_CIRCUS = _forfeit(
    "flea_circus", I.GRIFFON_FEATHER,
    {"en": "Flea Circus"},
    {"en": "They scratch and hop; at the start of each of their next 3 turns a Find at random jumps "
           "from their hand to the next player in turn order."},
    FLEAS,
)


# ---- 11. Tongue Twister ---------------------------------------------------------------------

def _not_own_turn(st: ElixirState, mod: Modifier, card: CardDef) -> bool:
    return st.current != mod.seat


TONGUE_TIED = Lasting(
    key="tongue_tied", display=Display.SUFFIX, ends=Ends.COUNTDOWN, duration=3,
    data={"suffix": {"en": "mmph"}},
    name={"en": "Tongue-Tied"},
    text={"en": "Can play no card outside their own turn, for 3 turns."},
    blocks_cast=_not_own_turn, cast_limit=CastLimit.OWN_TURN, blocks_use=_not_own_turn,
)

TONGUE_TWISTER = _forfeit(
    "tongue_twister", I.DRAGONS_TONGUE,
    {"en": "Tongue Twister"},
    {"en": "Their tongue is in a knot ('mmph'): until the end of their 3rd turn they cannot play any "
           "card outside their own turn, so no counters and no any-time spells."},
    TONGUE_TIED,
)


# ---- 12. Snail's Pace -----------------------------------------------------------------------

def _snail_cast(st: ElixirState, mod: Modifier, play: Play) -> None:
    mod.data["turn"] = st.turn_number


def _snail_blocks(st: ElixirState, mod: Modifier, spell: CardDef) -> bool:
    return mod.data.get("turn") == st.turn_number


SNAIL = Lasting(
    key="snail", display=Display.HAT, ends=Ends.NEVER, data={"hat": "snail_shell"},
    name={"en": "Snail"},
    text={"en": "Casts at most one spell per turn, for the rest of the game."},
    on_cast=_snail_cast, blocks_cast=_snail_blocks, cast_limit=CastLimit.ONE_PER_TURN,
)

SNAILS_PACE = _forfeit(
    "snails_pace", I.SINGING_GRASS,
    {"en": "Snail's Pace"},
    {"en": "They carry a snail shell on their head and, for the rest of the game (or until it is "
           "washed off), cast at most one spell per turn."},
    SNAIL,
)


# ---- 13. Poet's Block -----------------------------------------------------------------------

def _poet_cast(st: ElixirState, mod: Modifier, play: Play) -> None:
    mod.data["turn"] = st.turn_number


def _poet_end(st: ElixirState, mod: Modifier) -> None:
    if mod.data.get("turn") != st.turn_number and mod.source is not None:
        give_chosen(st, mod.seat, mod.source, 1, _mod_why(mod))


POET = Lasting(
    key="poet", display=Display.SUFFIX, ends=Ends.COUNTDOWN, duration=3,
    data={"suffix": {"en": "tra-la-la"}},
    name={"en": "Poet"},
    text={"en": "Pays the caster 1 Find after each turn without a spell cast, for 3 turns."},
    on_cast=_poet_cast, on_turn_end=_poet_end,
)

POETS_BLOCK = _forfeit(
    "poets_block", I.GOOD_HUMOR,
    {"en": "Poet's Block"},
    {"en": "They speak in verse (tra-la-la). Each of their next 3 turns that ends without a spell cast "
           "costs them 1 Find of their choice, given to you for the unwritten poem."},
    POET,
)


# ---- 14. Gargoyle's Grip --------------------------------------------------------------------

def _stone_hands(st: ElixirState, mod: Modifier, card: CardDef) -> bool:
    return True


STONE_HANDS = Lasting(
    key="stone_hands", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=3, data={"icon": "stone"},
    name={"en": "Stone Hands"},
    text={"en": "Can use no magical object and open no transaction, for 3 turns."},
    blocks_use=_stone_hands,
)

GARGOYLES_GRIP = _forfeit(
    "gargoyles_grip", I.HAIR_RAISING_FRIGHT,
    {"en": "Gargoyle's Grip"},
    {"en": "Their hands turn to stone: until the end of their 3rd turn they can neither use magical "
           "objects (substitutes still pay recipes) nor open transactions."},
    STONE_HANDS,
)


# ---- 15. Peacock's Pride --------------------------------------------------------------------

def _peacock_strut(st: ElixirState, mod: Modifier) -> None:
    show_hand(st, mod.seat, _mod_why(mod))


PEACOCK = Lasting(
    key="peacock", display=Display.NICKNAME, ends=Ends.COUNTDOWN, duration=3, on_turn_start=_peacock_strut,
    data={"nickname": {"en": "Peacock"}},
    name={"en": "Peacock"},
    text={"en": "Shows their hand to everyone at the start of each turn, for 3 turns."},
)


def _peacock_suffered(st: ElixirState, play: Play) -> None:
    suffered(st, play)
    victim = play.target
    assert victim is not None
    show_hand(st, victim, why(play))
    if st.hands[victim]:
        choose_cards(st, play.seat, st.hands[victim], 1, "take", {"from": victim, "why": why(play)},
                     _peacock_plucked, victim=victim, taker=play.seat, why=why(play))


def _peacock_plucked(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    give(st, data["victim"], data["taker"], answers[data["taker"]], why=data["why"], face_up=True)


PEACOCKS_PRIDE = _forfeit(
    "peacocks_pride", I.VAMPIRES_FANG,
    {"en": "Peacock's Pride"},
    {"en": "They are called Peacock and show off their hand to everyone now, and you pluck 1 Find of "
           "your choice from it; they show it again at the start of each of their next 3 turns."},
    PEACOCK, effect=_peacock_suffered,
)


# ---- 16. Ogre's Appetite --------------------------------------------------------------------

def _ogre_meal(st: ElixirState, mod: Modifier) -> None:
    discard_chosen(st, mod.seat, 1, _mod_why(mod), among=hand_ingredients(st, mod.seat))


OGRE_BIB = Lasting(
    key="ogre_bib", display=Display.HAT, ends=Ends.COUNTDOWN, duration=2, cumulative=True,
    on_turn_start=_ogre_meal, data={"hat": "bib"},
    name={"en": "Ogre's Bib"},
    text={"en": "Eats 1 ingredient at the start of each turn, for 2 turns (cumulative)."},
)

OGRES_APPETITE = _forfeit(
    "ogres_appetite", I.OGRES_BEARD,
    {"en": "Ogre's Appetite"},
    {"en": "They tie on a bib and, at the start of each of their next 2 turns, eat (discard) an "
           "ingredient of their choice. Cumulative: two appetites, two meals a turn."},
    OGRE_BIB,
)


FORFEITS: tuple[CardDef, ...] = (
    CROAKING_CURSE, LOVESICK_SONNET, JITTERBUG_JINX, DUBIOUS_STEW, SANDMANS_LULLABY, DUNCES_CAP,
    MOTH_EATEN_PURSE, GOBLIN_SUPERSTITION, SHRINKING_POCKETS, FLEA_CIRCUS, TONGUE_TWISTER, SNAILS_PACE,
    POETS_BLOCK, GARGOYLES_GRIP, PEACOCKS_PRIDE, OGRES_APPETITE,
)
"""The 16 level-1 spells."""
