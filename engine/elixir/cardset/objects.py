"""Interim objects (39: 32 magical, 7 non-magical) exercising every object mechanic.

To be replaced by the designed set of issue 3; the mechanics are real: ingredient
substitutes, any-time reactions (counter, divert, protect), and effects that draw, steal
and recover.
"""

from __future__ import annotations

from engine.elixir.cards import CardDef, Kind, Reaction, Target
from engine.elixir.ingredients import Ingredient
from engine.elixir.primitives import draw, take_random
from engine.elixir.state import ElixirState, Play

_ALL = list(Ingredient)


def _draw_two(st: ElixirState, play: Play) -> None:
    draw(st, play.seat, 2, why=f"card:{play.card}")


def _steal_one(st: ElixirState, play: Play) -> None:
    if play.target is not None:
        take_random(st, play.target, play.seat, 1, why=f"card:{play.card}")


def _recover(st: ElixirState, play: Play) -> None:
    if st.discard:
        card = st.discard.pop()
        st.hands[play.seat].append(card)
        st.emit("recover", {"seat": play.seat, "cards": [card], "why": f"card:{play.card}"})


def _substitute(n: int, group: list[Ingredient]) -> CardDef:
    names = ", ".join(i.value.replace("_", " ") for i in group)
    return CardDef(
        key=f"obj.interim_substitute_{n}", kind=Kind.OBJECT, magical=True, copies=2,
        substitutes=frozenset(group),
        name={"en": f"Substitute Phial {n}", "fr": f"Fiole de substitution {n}"},
        text={"en": f"Counts as one of: {names}, when you cast a spell.",
              "fr": f"Compte comme l'un de : {names}, quand vous lancez un sortilège."},
    )


OBJECTS: tuple[CardDef, ...] = (
    *(_substitute(n + 1, _ALL[n * 4:(n + 1) * 4]) for n in range(4)),
    CardDef(key="obj.interim_wild", kind=Kind.OBJECT, magical=True, copies=2,
            substitutes=frozenset(_ALL),
            name={"en": "Universal Phial", "fr": "Fiole universelle"},
            text={"en": "Counts as any one ingredient when you cast a spell.",
                  "fr": "Compte comme n'importe quel ingrédient quand vous lancez un sortilège."}),
    CardDef(key="obj.interim_counter", kind=Kind.OBJECT, magical=True, any_time=True, copies=4,
            reaction=Reaction.COUNTER,
            name={"en": "Counterspell Mirror", "fr": "Miroir contre-sort"},
            text={"en": "Play at any time: a spell or object being played has no effect.",
                  "fr": "Spécial : un sortilège ou objet en train d'être joué est sans effet."}),
    CardDef(key="obj.interim_divert", kind=Kind.OBJECT, magical=True, any_time=True, copies=3,
            reaction=Reaction.DIVERT,
            name={"en": "Diverting Fan", "fr": "Éventail détourneur"},
            text={"en": "Play at any time: choose a new target for a spell or object aimed at a player.",
                  "fr": "Spécial : choisissez une nouvelle cible pour un sortilège ou objet visant un joueur."}),
    CardDef(key="obj.interim_protect", kind=Kind.OBJECT, magical=True, any_time=True, copies=3,
            reaction=Reaction.PROTECT,
            name={"en": "Shield Amulet", "fr": "Amulette bouclier"},
            text={"en": "Play at any time: a spell or object being played does not affect you.",
                  "fr": "Spécial : un sortilège ou objet en train d'être joué ne vous affecte pas."}),
    CardDef(key="obj.interim_draw", kind=Kind.OBJECT, magical=True, any_time=True, copies=4,
            effect=_draw_two,
            name={"en": "Bottomless Satchel", "fr": "Besace sans fond"},
            text={"en": "Play at any time: draw 2 Finds.", "fr": "Spécial : piochez 2 trouvailles."}),
    CardDef(key="obj.interim_steal", kind=Kind.OBJECT, magical=True, copies=4, target=Target.OTHER,
            effect=_steal_one,
            name={"en": "Sticky Glove", "fr": "Gant collant"},
            text={"en": "Take a Find at random from another player's hand.",
                  "fr": "Prenez une trouvaille au hasard dans la main d'un autre joueur."}),
    CardDef(key="obj.interim_recover", kind=Kind.OBJECT, magical=True, copies=4, effect=_recover,
            name={"en": "Rummaging Hook", "fr": "Crochet fouilleur"},
            text={"en": "Take the top Find of the discard pile into your hand.",
                  "fr": "Prenez en main la trouvaille du dessus de la défausse."}),
    *(CardDef(key=f"obj.interim_trinket_{i}", kind=Kind.OBJECT, magical=False,
              name={"en": f"Odd Trinket {i}", "fr": f"Bibelot bizarre {i}"},
              text={"en": "Does nothing by itself; trades well.", "fr": "Ne fait rien seul ; s'échange bien."})
      for i in range(1, 8)),
)
