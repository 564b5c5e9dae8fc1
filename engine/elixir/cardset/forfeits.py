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

from engine.elixir.cards import CardDef, Display, Ends, Kind, Lasting, Target, Text
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
from engine.elixir.catalog import card_def
from engine.elixir.ingredients import Ingredient as I
from engine.elixir.primitives import give, hand_ingredients, remove_modifier, take_random
from engine.elixir.state import ElixirState, Modifier, Play

PREAMBLE: Text = {
    "en": "Forfeit on another player, who suffers it or gives you 2 Finds.",
    "fr": "Gage pour un autre joueur, qui le subit ou vous donne 2 trouvailles.",
}


def _mod_why(mod: Modifier) -> str:
    return f"lasting:{mod.key}"


def _newest(st: ElixirState, key: str, seat: int) -> Modifier | None:
    return next((m for m in reversed(st.modifiers) if m.key == key and m.seat == seat), None)


def suffered(st: ElixirState, play: Play) -> None:
    """Runs when a forfeit is suffered, after its lasting effect is on the victim: a countdown
    put on the player whose turn it is (after a divert) starts with their next turn."""
    forfeit = card_def(play.card).forfeit
    assert forfeit is not None and play.target is not None
    mod = _newest(st, forfeit.key, play.target)
    if mod is not None and mod.turns is not None and play.target == st.current:
        mod.turns += 1


def _forfeit(key: str, ingredient: I, name: Text, text: Text, lasting: Lasting,
             effect: Any = suffered) -> CardDef:
    return CardDef(
        key=f"spell.{key}", kind=Kind.SPELL, level=1, recipe=(ingredient,), target=Target.OTHER,
        forfeit=lasting, effect=effect, name=name,
        text={lang: f"{PREAMBLE[lang]} {text[lang]}" for lang in ("en", "fr")},
    )


# ---- 1. Croaking Curse ----------------------------------------------------------------------

def _frog_tax(st: ElixirState, mod: Modifier) -> None:
    if mod.source is not None:
        give_chosen(st, mod.seat, mod.source, 1, _mod_why(mod))


def _frog_kissed(st: ElixirState, mod: Modifier, play: Play) -> None:
    remove_modifier(st, mod, why="broken")


FROG = Lasting(
    key="frog", display=Display.SUFFIX, ends=Ends.COUNTDOWN, duration=3,
    data={"suffix": {"en": "croak", "fr": "croâ"}},
    name={"en": "Frog", "fr": "Grenouille"},
    text={"en": "Gives the caster 1 Find at the start of each turn, for 3 turns or until they cast a spell.",
          "fr": "Donne 1 trouvaille au lanceur au début de chaque tour, pendant 3 tours ou jusqu'à son "
                "prochain sortilège."},
    on_turn_start=_frog_tax, on_cast=_frog_kissed,
)

CROAKING_CURSE = _forfeit(
    "croaking_curse", I.LIZARDMAN_EGG,
    {"en": "Croaking Curse", "fr": "Malédiction du crapaud"},
    {"en": "Every chat line of the frog ends with 'croak', and at the start of each of their next 3 "
           "turns they give you 1 Find of their choice. Casting a spell breaks the curse sooner.",
     "fr": "Chaque réplique de la grenouille finit par « croâ », et au début de chacun de ses 3 "
           "prochains tours elle vous donne 1 trouvaille de son choix. Lancer un sortilège rompt la "
           "malédiction plus tôt."},
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
    data={"nickname": {"en": "Lovebird", "fr": "Tourtereau"}},
    name={"en": "Lovebird", "fr": "Tourtereau"},
    text={"en": "Gives 1 Find to a beloved player at the start of each turn, for 3 turns.",
          "fr": "Donne 1 trouvaille à l'élu de son cœur au début de chaque tour, pendant 3 tours."},
    on_turn_start=_love_start,
)

LOVESICK_SONNET = _forfeit(
    "lovesick_sonnet", I.ANGEL_HAIR,
    {"en": "Lovesick Sonnet", "fr": "Sonnet de l'amoureux transi"},
    {"en": "They are called Lovebird; at the start of each of their next 3 turns they declare their "
           "love by giving 1 Find of their choice to a player of their choice.",
     "fr": "On l'appelle Tourtereau ; au début de chacun de ses 3 prochains tours, il déclare sa "
           "flamme en donnant 1 trouvaille de son choix au joueur de son choix."},
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
    name={"en": "Jitters", "fr": "Bougeotte"},
    text={"en": "Discards a random Find each time they cast a spell, twice.",
          "fr": "Défausse une trouvaille au hasard à chaque sortilège lancé, deux fois."},
    on_cast=_jig_cast,
)

JITTERBUG_JINX = _forfeit(
    "jitterbug_jinx", I.JAB_IN_THE_SIDE,
    {"en": "Jitterbug Jinx", "fr": "Sort de la gigue"},
    {"en": "Their hand hops about; the next 2 times they cast a spell, a Find jumps out of it at "
           "random onto the discard pile.",
     "fr": "Sa main sautille ; les 2 prochaines fois qu'il lance un sortilège, une trouvaille au "
           "hasard en saute dans la défausse."},
    JITTERS,
)


# ---- 4. Dubious Stew ------------------------------------------------------------------------

QUEASY = Lasting(
    key="queasy", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=3, draw_bonus=-1,
    data={"icon": "green_face"},
    name={"en": "Queasy", "fr": "Barbouillé"},
    text={"en": "Draws no Find at the start of their turn, for 3 turns.",
          "fr": "Ne pioche pas en début de tour, pendant 3 tours."},
)

DUBIOUS_STEW = _forfeit(
    "dubious_stew", I.PUMPKIN_SEED,
    {"en": "Dubious Stew", "fr": "Ragoût douteux"},
    {"en": "Food poisoning: they turn green and draw no Find at the start of their next 3 turns.",
     "fr": "Intoxication : il vire au vert et ne pioche rien au début de ses 3 prochains tours."},
    QUEASY,
)


# ---- 5. Sandman's Lullaby -------------------------------------------------------------------

DOZING = Lasting(
    key="dozing", display=Display.HAT, ends=Ends.COUNTDOWN, duration=1, skip_turn=True,
    data={"hat": "nightcap"},
    name={"en": "Dozing", "fr": "Assoupi"},
    text={"en": "Sleeps through their next turn.", "fr": "Dort pendant son prochain tour."},
)

SANDMANS_LULLABY = _forfeit(
    "sandmans_lullaby", I.STARDUST,
    {"en": "Sandman's Lullaby", "fr": "Berceuse du marchand de sable"},
    {"en": "They put on a nightcap and sleep through their next turn (no draw, no action).",
     "fr": "Il enfile un bonnet de nuit et dort pendant son prochain tour (ni pioche, ni action)."},
    DOZING,
)


# ---- 6. Dunce's Cap -------------------------------------------------------------------------

def _dunce_blocks(st: ElixirState, mod: Modifier, spell: CardDef) -> bool:
    levels = [card_def(c).level for c in st.spell_hands[mod.seat]]
    return bool(levels) and spell.level > min(levels)


DUNCE = Lasting(
    key="dunce", display=Display.HAT, ends=Ends.COUNTDOWN, duration=3, data={"hat": "dunce"},
    name={"en": "Dunce", "fr": "Cancre"},
    text={"en": "May cast only their lowest-level spells, for 3 turns.",
          "fr": "Ne peut lancer que ses sortilèges du plus bas niveau, pendant 3 tours."},
    blocks_cast=_dunce_blocks,
)

DUNCES_CAP = _forfeit(
    "dunces_cap", I.TOUCH_OF_MADNESS,
    {"en": "Dunce's Cap", "fr": "Bonnet d'âne"},
    {"en": "Back to school: until the end of their 3rd turn they may cast only spells of the lowest "
           "level they hold.",
     "fr": "Retour à l'école : jusqu'à la fin de son 3e tour, il ne peut lancer que des sortilèges du "
           "plus bas niveau qu'il possède."},
    DUNCE,
)


# ---- 7. Moth-Eaten Purse --------------------------------------------------------------------

def _moths_feast(st: ElixirState, mod: Modifier) -> None:
    discard_chosen(st, mod.seat, len(st.hands[mod.seat]) // 2, _mod_why(mod))


MOTHS = Lasting(
    key="moths", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=1, on_turn_start=_moths_feast,
    data={"icon": "moths"},
    name={"en": "Moths", "fr": "Mites"},
    text={"en": "Discards half their Finds (rounded down) at the start of their next turn.",
          "fr": "Défausse la moitié de ses trouvailles (arrondie à l'inférieur) au début de son "
                "prochain tour."},
)

MOTH_EATEN_PURSE = _forfeit(
    "moth_eaten_purse", I.PINK_MORNING_DEW,
    {"en": "Moth-Eaten Purse", "fr": "Bourse mitée"},
    {"en": "Moths move in: at the start of their next turn, before drawing, they discard half their "
           "Finds, rounded down, of their choice.",
     "fr": "Les mites s'installent : au début de son prochain tour, avant de piocher, il défausse la "
           "moitié de ses trouvailles, arrondie à l'inférieur, à son choix."},
    MOTHS,
)


# ---- 8. Goblin Superstition -----------------------------------------------------------------

def _odd_end(st: ElixirState, mod: Modifier) -> None:
    if len(st.hands[mod.seat]) % 2 == 1:
        discard_random(st, mod.seat, 1, _mod_why(mod))


ODDBALL = Lasting(
    key="oddball", display=Display.NICKNAME, ends=Ends.COUNTDOWN, duration=4, on_turn_end=_odd_end,
    data={"nickname": {"en": "Oddbod", "fr": "Zarbi"}},
    name={"en": "Oddbod", "fr": "Zarbi"},
    text={"en": "Ends each turn with an even hand or loses a random Find, for 4 turns.",
          "fr": "Finit chaque tour avec une main paire ou perd une trouvaille au hasard, pendant 4 tours."},
)

GOBLIN_SUPERSTITION = _forfeit(
    "goblin_superstition", I.TROLLS_NOSE,
    {"en": "Goblin Superstition", "fr": "Superstition gobeline"},
    {"en": "Odd numbers bring bad luck: at the end of each of their next 4 turns, if they hold an odd "
           "number of Finds, they discard one at random.",
     "fr": "Les nombres impairs portent malheur : à la fin de chacun de ses 4 prochains tours, s'il a "
           "un nombre impair de trouvailles, il en défausse une au hasard."},
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
    name={"en": "Tiny Pockets", "fr": "Poches de souris"},
    text={"en": "Discards down to 4 Finds at the end of each turn, for 3 turns.",
          "fr": "Se défausse jusqu'à 4 trouvailles à la fin de chaque tour, pendant 3 tours."},
)

SHRINKING_POCKETS = _forfeit(
    "shrinking_pockets", I.WINK_POWDER,
    {"en": "Shrinking Pockets", "fr": "Poches rétrécissantes"},
    {"en": "They wear a thimble for a hat, and at the end of each of their next 3 turns they discard "
           "Finds of their choice until they hold 4.",
     "fr": "Il porte un dé à coudre en guise de chapeau, et à la fin de chacun de ses 3 prochains tours "
           "il défausse des trouvailles de son choix jusqu'à n'en garder que 4."},
    TINY_POCKETS,
)


# ---- 10. Flea Circus ------------------------------------------------------------------------

def _fleas_jump(st: ElixirState, mod: Modifier) -> None:
    take_random(st, mod.seat, st.next_seat(mod.seat), 1, why=_mod_why(mod))


FLEAS = Lasting(
    key="fleas", display=Display.HOP, ends=Ends.COUNTDOWN, duration=3, on_turn_start=_fleas_jump,
    data={"icon": "fleas"},
    name={"en": "Fleas", "fr": "Puces"},
    text={"en": "A random Find jumps to the next player at the start of each turn, for 3 turns.",
          "fr": "Une trouvaille au hasard saute chez le joueur suivant au début de chaque tour, "
                "pendant 3 tours."},
)

FLEA_CIRCUS = _forfeit(
    "flea_circus", I.GRIFFON_FEATHER,
    {"en": "Flea Circus", "fr": "Cirque de puces"},
    {"en": "They scratch and hop; at the start of each of their next 3 turns a Find at random jumps "
           "from their hand to the next player in turn order.",
     "fr": "Il se gratte et sautille ; au début de chacun de ses 3 prochains tours, une trouvaille au "
           "hasard saute de sa main chez le joueur suivant."},
    FLEAS,
)


# ---- 11. Tongue Twister ---------------------------------------------------------------------

def _not_own_turn(st: ElixirState, mod: Modifier, card: CardDef) -> bool:
    return st.current != mod.seat


TONGUE_TIED = Lasting(
    key="tongue_tied", display=Display.SUFFIX, ends=Ends.COUNTDOWN, duration=3,
    data={"suffix": {"en": "mmph", "fr": "mmpf"}},
    name={"en": "Tongue-Tied", "fr": "Langue nouée"},
    text={"en": "Can play no card outside their own turn, for 3 turns.",
          "fr": "Ne peut jouer aucune carte hors de son tour, pendant 3 tours."},
    blocks_cast=_not_own_turn, blocks_use=_not_own_turn,
)

TONGUE_TWISTER = _forfeit(
    "tongue_twister", I.DRAGONS_TONGUE,
    {"en": "Tongue Twister", "fr": "Virelangue"},
    {"en": "Their tongue is in a knot ('mmph'): until the end of their 3rd turn they cannot play any "
           "card outside their own turn, so no counters and no any-time spells.",
     "fr": "Langue nouée (« mmpf ») : jusqu'à la fin de son 3e tour, il ne peut jouer aucune carte hors "
           "de son propre tour, donc ni parade ni sortilège spécial."},
    TONGUE_TIED,
)


# ---- 12. Snail's Pace -----------------------------------------------------------------------

def _snail_cast(st: ElixirState, mod: Modifier, play: Play) -> None:
    mod.data["turn"] = st.turn_number


def _snail_blocks(st: ElixirState, mod: Modifier, spell: CardDef) -> bool:
    return mod.data.get("turn") == st.turn_number


SNAIL = Lasting(
    key="snail", display=Display.HAT, ends=Ends.NEVER, data={"hat": "snail_shell"},
    name={"en": "Snail", "fr": "Escargot"},
    text={"en": "Casts at most one spell per turn, for the rest of the game.",
          "fr": "Lance au plus un sortilège par tour, jusqu'à la fin de la partie."},
    on_cast=_snail_cast, blocks_cast=_snail_blocks,
)

SNAILS_PACE = _forfeit(
    "snails_pace", I.SINGING_GRASS,
    {"en": "Snail's Pace", "fr": "Train de sénateur"},
    {"en": "They carry a snail shell on their head and, for the rest of the game (or until it is "
           "washed off), cast at most one spell per turn.",
     "fr": "Il porte une coquille d'escargot sur la tête et, jusqu'à la fin de la partie (ou jusqu'à "
           "ce qu'on l'en lave), ne lance qu'un sortilège par tour au plus."},
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
    data={"suffix": {"en": "tra-la-la", "fr": "tralala"}},
    name={"en": "Poet", "fr": "Poète"},
    text={"en": "Pays the caster 1 Find after each turn without a spell cast, for 3 turns.",
          "fr": "Paie 1 trouvaille au lanceur après chaque tour sans sortilège, pendant 3 tours."},
    on_cast=_poet_cast, on_turn_end=_poet_end,
)

POETS_BLOCK = _forfeit(
    "poets_block", I.GOOD_HUMOR,
    {"en": "Poet's Block", "fr": "Panne de rimes"},
    {"en": "They speak in verse (tra-la-la). For their next 3 turns, each turn they end without having "
           "cast a spell, they give you 1 Find of their choice for the poem they failed to write.",
     "fr": "Il parle en vers (tralala). Pendant ses 3 prochains tours, chaque tour qu'il finit sans "
           "avoir lancé de sortilège, il vous donne 1 trouvaille de son choix pour le poème manqué."},
    POET,
)


# ---- 14. Gargoyle's Grip --------------------------------------------------------------------

def _stone_hands(st: ElixirState, mod: Modifier, card: CardDef) -> bool:
    return True


STONE_HANDS = Lasting(
    key="stone_hands", display=Display.BADGE, ends=Ends.COUNTDOWN, duration=3, data={"icon": "stone"},
    name={"en": "Stone Hands", "fr": "Mains de pierre"},
    text={"en": "Can use no magical object and open no transaction, for 3 turns.",
          "fr": "Ne peut utiliser aucun objet magique ni ouvrir de transaction, pendant 3 tours."},
    blocks_use=_stone_hands,
)

GARGOYLES_GRIP = _forfeit(
    "gargoyles_grip", I.HAIR_RAISING_FRIGHT,
    {"en": "Gargoyle's Grip", "fr": "Poigne de gargouille"},
    {"en": "Their hands turn to stone: until the end of their 3rd turn they can neither use magical "
           "objects (substitutes still pay recipes) nor open transactions.",
     "fr": "Ses mains se changent en pierre : jusqu'à la fin de son 3e tour, il ne peut ni utiliser "
           "d'objet magique (les substituts paient toujours les recettes) ni ouvrir de transaction."},
    STONE_HANDS,
)


# ---- 15. Peacock's Pride --------------------------------------------------------------------

def _peacock_strut(st: ElixirState, mod: Modifier) -> None:
    show_hand(st, mod.seat, _mod_why(mod))


PEACOCK = Lasting(
    key="peacock", display=Display.NICKNAME, ends=Ends.COUNTDOWN, duration=3, on_turn_start=_peacock_strut,
    data={"nickname": {"en": "Peacock", "fr": "Paon"}},
    name={"en": "Peacock", "fr": "Paon"},
    text={"en": "Shows their hand to everyone at the start of each turn, for 3 turns.",
          "fr": "Montre sa main à tous au début de chaque tour, pendant 3 tours."},
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
    {"en": "Peacock's Pride", "fr": "Orgueil du paon"},
    {"en": "They are called Peacock and show off their hand to everyone now, and you pluck 1 Find of "
           "your choice from it; they show it again at the start of each of their next 3 turns.",
     "fr": "On l'appelle Paon ; il montre sa main à tous, et vous y cueillez 1 trouvaille de votre "
           "choix ; il la remontre au début de chacun de ses 3 prochains tours."},
    PEACOCK, effect=_peacock_suffered,
)


# ---- 16. Ogre's Appetite --------------------------------------------------------------------

def _ogre_meal(st: ElixirState, mod: Modifier) -> None:
    discard_chosen(st, mod.seat, 1, _mod_why(mod), among=hand_ingredients(st, mod.seat))


OGRE_BIB = Lasting(
    key="ogre_bib", display=Display.HAT, ends=Ends.COUNTDOWN, duration=2, cumulative=True,
    on_turn_start=_ogre_meal, data={"hat": "bib"},
    name={"en": "Ogre's Bib", "fr": "Bavoir d'ogre"},
    text={"en": "Eats 1 ingredient at the start of each turn, for 2 turns (cumulative).",
          "fr": "Mange 1 ingrédient au début de chaque tour, pendant 2 tours (cumulatif)."},
)

OGRES_APPETITE = _forfeit(
    "ogres_appetite", I.OGRES_BEARD,
    {"en": "Ogre's Appetite", "fr": "Fringale d'ogre"},
    {"en": "They tie on a bib and, at the start of each of their next 2 turns, eat (discard) an "
           "ingredient of their choice. Cumulative: two appetites, two meals a turn.",
     "fr": "Il noue un bavoir et, au début de chacun de ses 2 prochains tours, mange (défausse) un "
           "ingrédient de son choix. Cumulatif : deux fringales, deux repas par tour."},
    OGRE_BIB,
)


FORFEITS: tuple[CardDef, ...] = (
    CROAKING_CURSE, LOVESICK_SONNET, JITTERBUG_JINX, DUBIOUS_STEW, SANDMANS_LULLABY, DUNCES_CAP,
    MOTH_EATEN_PURSE, GOBLIN_SUPERSTITION, SHRINKING_POCKETS, FLEA_CIRCUS, TONGUE_TWISTER, SNAILS_PACE,
    POETS_BLOCK, GARGOYLES_GRIP, PEACOCKS_PRIDE, OGRES_APPETITE,
)
"""The 16 level-1 spells."""
