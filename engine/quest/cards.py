"""The cards of Elixir Quest: 64 characters and 36 potions, designed for this project.

The book gives no card list. Characters have attack (red), health (blue) and mind (green) on
the book's scale (low hundreds) and a rarity: common, uncommon or rare (rares have the golden
border; a deck holds at most two rare characters and two rare potions). Four families shape
the set so that no character is best against all: warriors hit hard and fall easily, guardians
outlast them, mystics raise a Mind Shield against low minds, rogues are even all round. A
potion has one to three effects, each changing a number (attack, health, mind) of one side by
15 to 60, making an attack miss or hit whatever the health, swapping two numbers, silencing
Mind Shields, copying the rival's attack, or revealing the rival's characters still in hand.

Card kinds are numbered: characters 1..64, potions 101..136; a kind always means the same card.
Names and effect texts are English here; translations live in the client's catalogs.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Rarity(StrEnum):
    """How rare a card is (a closed set); only `RARE` counts against a deck's rarity limit."""

    COMMON = "common"
    UNCOMMON = "uncommon"
    RARE = "rare"


class Family(StrEnum):
    """A character's family, the shape of its numbers (a closed set)."""

    WARRIOR = "warrior"
    GUARDIAN = "guardian"
    MYSTIC = "mystic"
    ROGUE = "rogue"


class Stat(StrEnum):
    """A number of a character in combat."""

    ATTACK = "attack"
    HEALTH = "health"
    MIND = "mind"


class Side(StrEnum):
    """Whose character an effect touches, from the potion's owner's side."""

    OWN = "own"
    RIVAL = "rival"


class EffectKind(StrEnum):
    """What a potion's effect does (a closed set; see `engine.quest.combat` for the order)."""

    CHANGE = "change"
    MISS = "miss"
    SURE_HIT = "sure_hit"
    SWAP = "swap"
    NO_SHIELD = "no_shield"
    COPY_ATTACK = "copy_attack"
    REVEAL = "reveal"


@dataclass(frozen=True)
class Effect:
    """One effect of a potion: its kind, the side it touches, and for `CHANGE` the stat and amount."""

    kind: EffectKind
    side: Side = Side.OWN
    stat: Stat | None = None
    amount: int = 0

    def to_data(self) -> dict[str, Any]:
        """The effect as plain data (views, events, the `cards` command)."""
        out: dict[str, Any] = {"kind": str(self.kind), "side": str(self.side)}
        if self.stat is not None:
            out["stat"] = str(self.stat)
            out["amount"] = self.amount
        return out

    def english(self) -> str:
        """The effect's rules text in English (the client builds it from its catalogs)."""
        whose = "Your" if self.side is Side.OWN else "The rival's"
        if self.kind is EffectKind.CHANGE:
            return f"{whose} {self.stat} {self.amount:+d}"
        return {
            EffectKind.MISS: f"{whose} attack misses",
            EffectKind.SURE_HIT: f"{whose} attack hits whatever the health",
            EffectKind.SWAP: f"Swap {whose.lower()} attack and health",
            EffectKind.NO_SHIELD: "No Mind Shield this round",
            EffectKind.COPY_ATTACK: "Your attack becomes the rival's",
            EffectKind.REVEAL: "See the rival's characters still in hand",
        }[self.kind]


@dataclass(frozen=True)
class Character:
    """A character card: kind number (1..64), English name, rarity, family, attack, health, mind."""

    kind: int
    name: str
    rarity: Rarity
    family: Family
    attack: int
    health: int
    mind: int

    def to_data(self) -> dict[str, Any]:
        """The character as plain data, the shape views and events use."""
        return {"kind": self.kind, "type": "character", "name": self.name, "rarity": str(self.rarity),
                "family": str(self.family), "attack": self.attack, "health": self.health, "mind": self.mind}


@dataclass(frozen=True)
class Potion:
    """A potion card: kind number (101..136), English name, rarity, one to three effects."""

    kind: int
    name: str
    rarity: Rarity
    effects: tuple[Effect, ...]

    def to_data(self) -> dict[str, Any]:
        """The potion as plain data, the shape views and events use."""
        return {"kind": self.kind, "type": "potion", "name": self.name, "rarity": str(self.rarity),
                "effects": [e.to_data() for e in self.effects]}

    def english(self) -> str:
        """The rules text in English: its effects, one per sentence."""
        return ". ".join(e.english() for e in self.effects) + "."


C, U, R = Rarity.COMMON, Rarity.UNCOMMON, Rarity.RARE
W, G, M = Family.WARRIOR, Family.GUARDIAN, Family.MYSTIC
_RG = Family.ROGUE

CHARACTERS: tuple[Character, ...] = (
    Character(1, "Ash Knight", C, W, 160, 140, 70),
    Character(2, "Boar Rider", C, W, 150, 145, 75),
    Character(3, "Copper Brawler", C, W, 160, 140, 80),
    Character(4, "Dune Raider", C, W, 155, 145, 80),
    Character(5, "Ember Squire", C, W, 150, 145, 65),
    Character(6, "Flint Axeman", C, W, 165, 140, 85),
    Character(7, "Iron Gnome", C, W, 155, 140, 85),
    Character(8, "Rust Pirate", C, W, 160, 140, 70),
    Character(9, "Storm Lancer", C, W, 165, 140, 70),
    Character(10, "Bog Troll", C, G, 110, 170, 45),
    Character(11, "Brick Golem", C, G, 110, 170, 60),
    Character(12, "Moss Giant", C, G, 110, 160, 50),
    Character(13, "Oak Warden", C, G, 115, 155, 60),
    Character(14, "Pebble Turtle", C, G, 115, 160, 55),
    Character(15, "Shield Maiden", C, G, 115, 170, 65),
    Character(16, "Stone Monk", C, G, 115, 170, 50),
    Character(17, "Tower Guard", C, G, 110, 160, 60),
    Character(18, "Wool Yeti", C, G, 110, 165, 55),
    Character(19, "Candle Seer", C, M, 130, 125, 135),
    Character(20, "Dream Weaver", C, M, 125, 115, 110),
    Character(21, "Fog Hermit", C, M, 125, 120, 125),
    Character(22, "Herb Witch", C, M, 130, 130, 130),
    Character(23, "Moon Scholar", C, M, 130, 115, 140),
    Character(24, "Owl Oracle", C, M, 130, 125, 125),
    Character(25, "Rune Reader", C, M, 125, 130, 140),
    Character(26, "Star Gazer", C, M, 120, 115, 120),
    Character(27, "Tea Sage", C, M, 130, 115, 110),
    Character(28, "Alley Cat", C, _RG, 145, 135, 80),
    Character(29, "Card Sharp", C, _RG, 140, 145, 75),
    Character(30, "Fox Thief", C, _RG, 145, 140, 80),
    Character(31, "Masked Jester", C, _RG, 130, 140, 70),
    Character(32, "Pickpocket", C, _RG, 140, 135, 75),
    Character(33, "Rope Dancer", C, _RG, 135, 145, 70),
    Character(34, "Smoke Bandit", C, _RG, 145, 135, 70),
    Character(35, "Street Juggler", C, _RG, 145, 145, 75),
    Character(36, "Swamp Poacher", C, _RG, 135, 140, 70),
    Character(37, "Bronze Champion", U, W, 165, 160, 70),
    Character(38, "Lava Berserker", U, W, 170, 165, 65),
    Character(39, "Thunder Knight", U, W, 175, 150, 50),
    Character(40, "Wolf Captain", U, W, 160, 160, 65),
    Character(41, "Crystal Golem", U, G, 115, 160, 65),
    Character(42, "Elder Treant", U, G, 125, 170, 50),
    Character(43, "Gate Keeper", U, G, 115, 185, 55),
    Character(44, "Shell Dragon", U, G, 120, 170, 55),
    Character(45, "Clock Wizard", U, M, 135, 120, 145),
    Character(46, "Echo Witch", U, M, 135, 140, 130),
    Character(47, "Mirror Mage", U, M, 130, 125, 145),
    Character(48, "Tide Priestess", U, M, 140, 120, 115),
    Character(49, "Night Duelist", U, _RG, 150, 145, 65),
    Character(50, "Shadow Dancer", U, _RG, 150, 145, 60),
    Character(51, "Silver Fox", U, _RG, 135, 145, 75),
    Character(52, "Velvet Spy", U, _RG, 150, 140, 80),
    Character(53, "Dragon Slayer", R, W, 160, 175, 65),
    Character(54, "Phoenix Knight", R, W, 165, 155, 75),
    Character(55, "Sun Queen", R, W, 190, 160, 50),
    Character(56, "Ancient Colossus", R, G, 130, 200, 55),
    Character(57, "Mountain King", R, G, 145, 175, 40),
    Character(58, "Wyrm Guardian", R, G, 120, 195, 65),
    Character(59, "Archmage Ilse", R, M, 155, 130, 140),
    Character(60, "Grand Alchemist", R, M, 130, 135, 135),
    Character(61, "Starborn Seer", R, M, 135, 145, 140),
    Character(62, "Master Thief", R, _RG, 150, 155, 80),
    Character(63, "Storm Rider", R, _RG, 155, 165, 75),
    Character(64, "Twilight Assassin", R, _RG, 175, 145, 70),
)
"""Every character, by kind number."""


def _up(stat: Stat, amount: int, side: Side = Side.OWN) -> Effect:
    return Effect(EffectKind.CHANGE, side, stat, amount)


def _rival(stat: Stat, amount: int) -> Effect:
    return Effect(EffectKind.CHANGE, Side.RIVAL, stat, amount)


A, H, MD = Stat.ATTACK, Stat.HEALTH, Stat.MIND
_MISS = Effect(EffectKind.MISS, Side.RIVAL)
_SURE = Effect(EffectKind.SURE_HIT, Side.OWN)
_REVEAL = Effect(EffectKind.REVEAL, Side.RIVAL)
_COPY = Effect(EffectKind.COPY_ATTACK, Side.OWN)

POTIONS: tuple[Potion, ...] = (
    Potion(101, "Ironbark Tonic", C, (_up(H, 30),)),
    Potion(102, "Firewater", C, (_up(A, 30),)),
    Potion(103, "Wilting Mist", C, (_rival(H, -30),)),
    Potion(104, "Leaden Brew", C, (_rival(A, -30),)),
    Potion(105, "Owl's Infusion", C, (_up(MD, 60),)),
    Potion(106, "Mudslick", C, (_rival(MD, -40),)),
    Potion(107, "Hardy Broth", C, (_up(H, 20), _up(A, 15))),
    Potion(108, "Thornjuice", C, (_up(A, 40), _up(H, -15))),
    Potion(109, "Sleepy Dust", C, (_rival(A, -20), _rival(MD, -20))),
    Potion(110, "Bramble Balm", C, (_up(H, 45), _up(MD, -20))),
    Potion(111, "Sour Vapour", C, (_rival(H, -20), _rival(A, -15))),
    Potion(112, "Quickstep Cordial", C, (_up(A, 20), _rival(H, -15))),
    Potion(113, "Fog Flask", C, (_rival(A, -40), _up(A, -15))),
    Potion(114, "Grit Potion", C, (_up(H, 25), _rival(MD, -15))),
    Potion(115, "Sage Tea", C, (_up(MD, 60), _up(A, -15))),
    Potion(116, "Gnat Swarm", C, (_rival(H, -40), _up(H, -15))),
    Potion(117, "Honeybread Mead", C, (_up(H, 35),)),
    Potion(118, "Pepper Draught", C, (_up(A, 35),)),
    Potion(119, "Blindfold Brew", U, (_MISS,)),
    Potion(120, "Eagle Eye Elixir", U, (_SURE,)),
    Potion(121, "Topsy Turvy", U, (Effect(EffectKind.SWAP, Side.OWN), _up(A, 20))),
    Potion(122, "Mirror Syrup", U, (Effect(EffectKind.SWAP, Side.RIVAL),)),
    Potion(123, "Quiet Mind", U, (Effect(EffectKind.NO_SHIELD, Side.RIVAL), _up(H, 15))),
    Potion(124, "Copycat Draught", U, (_COPY,)),
    Potion(125, "Spyglass Tincture", U, (_up(A, 20), _REVEAL)),
    Potion(126, "Giant's Sweat", U, (_up(A, 50), _up(H, 20))),
    Potion(127, "Leech Potion", U, (_rival(A, -30), _up(A, 30))),
    Potion(128, "Stoneskin", U, (_up(H, 60),)),
    Potion(129, "Dragon Heart", R, (_up(A, 60), _up(H, 30))),
    Potion(130, "Vanishing Veil", R, (_MISS, _REVEAL)),
    Potion(131, "Sunspear", R, (_SURE, _rival(MD, -30))),
    Potion(132, "Mind Flood", R, (_up(MD, 60), _rival(MD, -30))),
    Potion(133, "Witch's Curse", R, (_rival(A, -50), _rival(H, -30))),
    Potion(134, "Phoenix Draught", R, (_up(H, 50), _up(A, 40), _up(MD, 20))),
    Potion(135, "Trickster's Bottle", R, (Effect(EffectKind.SWAP, Side.RIVAL), _up(A, 20))),
    Potion(136, "Twin Moons", R, (_COPY, _up(H, 30))),
)
"""Every potion, by kind number."""

CHARACTER_KINDS: tuple[int, ...] = tuple(c.kind for c in CHARACTERS)
"""Every character kind, 1..64."""
POTION_KINDS: tuple[int, ...] = tuple(p.kind for p in POTIONS)
"""Every potion kind, 101..136."""

_CHARACTERS = {c.kind: c for c in CHARACTERS}
_POTIONS = {p.kind: p for p in POTIONS}


def is_character(kind: int) -> bool:
    """Whether `kind` names a character."""
    return kind in _CHARACTERS


def is_potion(kind: int) -> bool:
    """Whether `kind` names a potion."""
    return kind in _POTIONS


def character(kind: int) -> Character:
    """The character of kind `kind`; raises KeyError for any other number."""
    return _CHARACTERS[kind]


def potion(kind: int) -> Potion:
    """The potion of kind `kind`; raises KeyError for any other number."""
    return _POTIONS[kind]


def rarity(kind: int) -> Rarity:
    """The rarity of any card kind; raises KeyError for an unknown kind."""
    return _CHARACTERS[kind].rarity if kind in _CHARACTERS else _POTIONS[kind].rarity


def card_data(kind: int) -> dict[str, Any]:
    """Any card kind as plain data."""
    return _CHARACTERS[kind].to_data() if kind in _CHARACTERS else _POTIONS[kind].to_data()
