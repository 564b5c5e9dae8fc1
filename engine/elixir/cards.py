"""Card definitions of Elixir: the record every card is, and the kinds of card there are.

A card definition is data (names, texts in every language, level, recipe, timing) plus, where
the card does something, a small effect function written against `engine.elixir.primitives`.
Card instances in a game are integers: Finds are 0..111 and Spells 112..167 (`engine.elixir.ids`),
always mapped to the same definitions (the card book, `engine.elixir.cardbook`), so an id says
which card it is; ids of hidden cards therefore never leave the host except to the seat allowed
to see them. The hooks below are typed by the state they act on, which this module imports for
the type checker only (the state carries the book of these definitions).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from engine.elixir.ingredients import Ingredient

if TYPE_CHECKING:
    from engine.elixir.state import ElixirState, Modifier, Play

Text = Mapping[str, str]
"""A player-facing text, in English (the source language): ``{"en": ...}``. Translations live in
the client's gettext catalogs, with this English as the message id (docs/TRANSLATING.md)."""



class Kind(StrEnum):
    """The four kinds of card."""

    INGREDIENT = "ingredient"
    OBJECT = "object"
    TRANSACTION = "transaction"
    SPELL = "spell"


class TransactionKind(StrEnum):
    """The three transactions."""

    AUCTION = "auction"
    FLEA_MARKET = "flea_market"
    MARKET_DAY = "market_day"


class Target(StrEnum):
    """Whom a spell or object is aimed at when it is played."""

    NONE = "none"          # nobody: the play touches its player (or the turn order, the piles) only
    EVERYONE = "everyone"  # every other player at once, nobody chosen (or, for a card repeating
    #                        another's effect, whoever that effect touches): an Umbrella of Warding answers it
    OTHER = "other"        # one other player, chosen by whoever plays it
    ANY = "any"            # any player, the player included

    @property
    def chosen(self) -> bool:
        """Whether whoever plays the card chooses the player it is aimed at."""
        return self in (Target.OTHER, Target.ANY)


class Reaction(StrEnum):
    """What an any-time reaction card does to the play it answers."""

    COUNTER = "counter"  # the play has no effect; a spell goes back to its caster's hand
    DIVERT = "divert"    # the reactor chooses a new target for an aimed play
    PROTECT = "protect"  # the play does not affect the reactor


class Ends(StrEnum):
    """When a lasting effect ends by itself (effects may also end it early)."""

    NEVER = "never"                    # the whole game, or until a card removes it
    OWNER_TURN_END = "owner_turn_end"  # at the end of its owner's next turn
    SOURCE_TURN_START = "source_turn_start"  # at the start of its source's next turn
    COUNTDOWN = "countdown"            # after `turns` of its owner's turns


class CastLimit(StrEnum):
    """What a lasting effect's `blocks_cast` forbids, said in a form a bot can weigh without
    running it: a limit that cannot bite on the spells its owner holds costs nothing."""

    LOWEST_LEVEL = "lowest_level"  # only the spells of the lowest level held may be cast
    ONE_PER_TURN = "one_per_turn"  # at most one spell a turn
    OWN_TURN = "own_turn"          # spells only on the owner's own turn (no any-time casts)


class Needs(StrEnum):
    """What an object's effect acts on, said in a form a bot can check without running it: an
    object used while one of its needs is unmet has no effect (the rules emit "no_effect"), and
    the card is spent for nothing. The effect function is the rule; this is its description."""

    OWN_LASTING_EFFECT = "own_lasting_effect"  # a lasting effect on its user, to act on
    DISCARD = "discard"                        # a card in the discard pile
    DISCARD_INGREDIENT = "discard_ingredient"  # an ingredient in the discard pile (to take out)
    OWN_INGREDIENT = "own_ingredient"          # an ingredient in its user's hand
    OWN_FINDS = "own_finds"                    # another Find in its user's hand (to give)
    TARGET_FINDS = "target_finds"              # a Find in its target's hand


class Display(StrEnum):
    """How the client shows a lasting effect on a seat (data carries the details)."""

    BADGE = "badge"        # an icon with the effect's name
    NICKNAME = "nickname"  # data["nickname"] replaces the player's name everywhere
    HAT = "hat"            # data["hat"] names the hat drawn on the plaque
    HOP = "hop"            # the hand hops
    SUFFIX = "suffix"      # data["suffix"] ends each chat line
    SHIELD = "shield"      # a protection


SpellEffect = Callable[["ElixirState", "Play"], None]
"""Runs when a spell or object resolves; may ask decisions through the state's machine."""


@dataclass(frozen=True)
class Lasting:
    """The behaviour of a lasting effect (a forfeit, a power, a protection).

    The rules consult these hooks at fixed points; every hook is optional. A `Modifier` in the
    state refers to a `Lasting` by `key` and carries its owner, source and data. `duration`
    counts the owner's turns for `Ends.COUNTDOWN`; `cumulative` effects stack, others refresh.
    `data` seeds every new modifier's data (display details such as a nickname, and counters).
    `blocks_use` forbids playing an object or transaction card (substitutes still pay recipes);
    `extra_turn` gives the owner another turn when its turn ends, then the effect is removed.
    `cast_limit` says what `blocks_cast` forbids (every effect that blocks casts names one), for
    the bots: `blocks_cast` is the rule, `cast_limit` its description.
    """

    key: str
    name: Text
    text: Text
    display: Display = Display.BADGE
    ends: Ends = Ends.NEVER
    cumulative: bool = False
    duration: int = 1
    skip_turn: bool = False
    draw_bonus: int = 0
    on_turn_start: Callable[[ElixirState, Modifier], None] | None = None
    on_turn_end: Callable[[ElixirState, Modifier], None] | None = None
    blocks_cast: Callable[[ElixirState, Modifier, CardDef], bool] | None = None
    cast_limit: CastLimit | None = None
    on_cast: Callable[[ElixirState, Modifier, Play], None] | None = None
    protects: Callable[[ElixirState, Modifier, Play], bool] | None = None
    blocks_use: Callable[[ElixirState, Modifier, CardDef], bool] | None = None
    extra_turn: bool = False
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class CardDef:
    """One card design. `copies` instances of it are in the game.

    A spell's `effect` runs when it resolves; a forfeit spell (`forfeit` set) instead asks its
    target to suffer or pay, and its `effect`, if any, runs only when the victim suffers, after
    the forfeit's lasting effect is put on them. An object's `effect` runs when it is used;
    `substitutes` lists the ingredients it can stand for in a recipe; `reaction` makes it an
    answer to another play, offered only in reaction windows; `needs` describes what an
    object's effect must find to act on (`Needs`), and `reverses_turn_order` that its effect
    reverses the turn order (which helps its user or hurts them by who plays next), for the bots.
    """

    key: str
    kind: Kind
    name: Text
    text: Text
    copies: int = 1
    level: int = 0
    recipe: tuple[Ingredient, ...] = ()
    ingredient: Ingredient | None = None
    transaction: TransactionKind | None = None
    magical: bool = False
    any_time: bool = False
    substitutes: frozenset[Ingredient] = frozenset()
    target: Target = Target.NONE
    reaction: Reaction | None = None
    forfeit: Lasting | None = None
    effect: SpellEffect | None = None
    lasting: tuple[Lasting, ...] = ()
    needs: frozenset[Needs] = frozenset()
    reverses_turn_order: bool = False
    flavor: Text = field(default_factory=dict)

    @property
    def usable(self) -> bool:
        """Whether the card can be played on its own (an effect or a reaction), not only spent."""
        return self.kind is Kind.OBJECT and self.magical and (
            self.effect is not None or self.reaction is not None
        )

    def to_plain(self, lang: str | None = None) -> dict[str, Any]:
        """The definition as plain data (all languages, or one when `lang` is given)."""
        def pick(text: Text) -> Any:
            return dict(text) if lang is None else text.get(lang, text.get("en", ""))

        out: dict[str, Any] = {"key": self.key, "kind": self.kind.value, "copies": self.copies,
                               "name": pick(self.name), "text": pick(self.text)}
        if self.kind is Kind.SPELL:
            out["level"] = self.level
            out["recipe"] = [i.value for i in self.recipe]
            out["forfeit"] = self.forfeit is not None
        if self.kind is Kind.INGREDIENT and self.ingredient is not None:
            out["ingredient"] = self.ingredient.value
        if self.kind is Kind.TRANSACTION and self.transaction is not None:
            out["transaction"] = self.transaction.value
        if self.kind is Kind.OBJECT:
            out["magical"] = self.magical
            out["substitutes"] = sorted(i.value for i in self.substitutes)
        if self.kind in (Kind.OBJECT, Kind.SPELL):
            out["any_time"] = self.any_time
            out["target"] = self.target.value
            out["reaction"] = self.reaction.value if self.reaction else None
        return out
