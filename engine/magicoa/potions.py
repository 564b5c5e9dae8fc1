"""The 37 potion cards of Magicoa: colour, magic points, power, English name and flavour.

The book lists no cards, so this set is designed (see docs/CARDS.md): every power is printed
on at least two potions; blue and green potions are printed with fewer than 3 points, so the
Triple Blue and Triple Green powers are always a gain; potions with a power carry decent points
so that keeping one for its points or for its power is a real choice. Potion ids are 1..37 and
always mean the same card. Translations of names and flavour live in the client's catalogs.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Colour(StrEnum):
    """The colours of potions (a closed set)."""

    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    YELLOW = "yellow"
    PURPLE = "purple"


class Power(StrEnum):
    """The six powers a potion may grant when kept face down (a closed set)."""

    TRIPLE_BLUE = "triple_blue"
    TRIPLE_GREEN = "triple_green"
    EXCHANGE = "exchange"
    INDISCRETION = "indiscretion"
    DOUBLE_BID = "double_bid"
    EQUALITY = "equality"


@dataclass(frozen=True)
class Potion:
    """One potion card: its id (1..37), English name and flavour, colour, printed points, power."""

    id: int
    name: str
    flavour: str
    colour: Colour
    points: int
    power: Power | None

    def to_data(self) -> dict[str, Any]:
        """The potion as plain data, the shape views and events use (no flavour text)."""
        return {"id": self.id, "name": self.name, "colour": str(self.colour), "points": self.points,
                "power": None if self.power is None else str(self.power)}


B, G, R, Y, P = Colour.BLUE, Colour.GREEN, Colour.RED, Colour.YELLOW, Colour.PURPLE
_TB, _TG, _EX = Power.TRIPLE_BLUE, Power.TRIPLE_GREEN, Power.EXCHANGE
_IN, _DB, _EQ = Power.INDISCRETION, Power.DOUBLE_BID, Power.EQUALITY

POTIONS: tuple[Potion, ...] = (
    Potion(1, "Azure Draught", "Tastes of a summer sky and a little of the sea.", B, 2, None),
    Potion(2, "Tidecaller Tonic", "Drink it at low tide and the water comes to listen.", B, 1, None),
    Potion(3, "Frostmint Philtre", "One sip and your breath draws ferns on the windows.", B, 2, None),
    Potion(4, "Moonwell Water", "Drawn at midnight, when the well reflects two moons.", B, 1, _EQ),
    Potion(5, "Sapphire Sigh", "Bottled from the sigh of a queen who wanted more.", B, 2, _DB),
    Potion(6, "Kraken Ink", "Writes letters that wriggle off the page.", B, 1, None),
    Potion(7, "Deep Rain Elixir", "Collected from a cloud that had seen the bottom of the ocean.", B, 2, None),
    Potion(8, "Glacier Tears", "A glacier wept them while watching the cards being dealt.", B, 1, _IN),
    Potion(9, "Mossbrew", "Brewed slowly, like everything the forest does.", G, 2, None),
    Potion(10, "Fernshade Tincture", "Three drops and you can hear the ferns unroll.", G, 1, None),
    Potion(11, "Willow Whisper", "Tells you secrets, but only ones the wind already knew.", G, 2, None),
    Potion(12, "Toadstool Tea", "Swap a wart for a wish; the toad keeps the change.", G, 1, _EX),
    Potion(13, "Jade Serpent Venom", "Harmless to anyone who has never told a lie.", G, 2, None),
    Potion(14, "Clover Cordial", "Four leaves steeped in it; luck not included.", G, 1, None),
    Potion(15, "Sprouting Syrup", "Pour it on anything and it grows to match its neighbour.", G, 2, _EQ),
    Potion(16, "Bog Lantern Oil", "Burns green and leads you where the frogs want.", G, 1, None),
    Potion(17, "Dragon's Blood", "Freely given, it says on the label. Nobody believes it.", R, 5, None),
    Potion(18, "Ember Tonic", "Keeps your hands warm and your temper warmer.", R, 3, None),
    Potion(19, "Phoenix Feather Brew", "Whatever it touches turns green again in spring.", R, 4, _TG),
    Potion(20, "Cinnabar Draught", "Heavy as a coin and twice as persuasive.", R, 4, None),
    Potion(21, "Firebrand Philtre", "Lets you argue two cases at once, loudly.", R, 3, _DB),
    Potion(22, "Rosehip Rage", "Sweet, then thorny, then sweet again.", R, 2, None),
    Potion(23, "Salamander Sweat", "Collected with long tongs and a short temper.", R, 6, None),
    Potion(24, "Sunburst Nectar", "A spoonful of noon in a glass bottle.", Y, 4, None),
    Potion(25, "Honeyed Courage", "Bees made it; bees are braver than they look.", Y, 3, None),
    Potion(26, "Goldleaf Elixir", "Worth its weight in what it is made of.", Y, 5, None),
    Potion(27, "Lion's Mane Tonic", "Roars in blue when you uncork it.", Y, 3, _TB),
    Potion(28, "Saffron Sleep", "Dreams come in yellow, and on time.", Y, 2, None),
    Potion(29, "Marigold Mirth", "Laughing at the pile makes it show its top card.", Y, 4, _EX),
    Potion(30, "Lightning in a Bottle", "Strikes the same place twice, on purpose.", Y, 3, _EQ),
    Potion(31, "Nightshade Nocturne", "Sings softly, and only after dark.", P, 5, None),
    Potion(32, "Witch's Whisper", "Tells you what lies face down, and no one else.", P, 3, _IN),
    Potion(33, "Amethyst Dream", "Every blue thing in the dream is worth three of itself.", P, 4, _TB),
    Potion(34, "Raven's Riddle", "The answer is always: both.", P, 3, _DB),
    Potion(35, "Twilight Tonic", "Greens the garden between sunset and supper.", P, 4, _TG),
    Potion(36, "Void Vapour", "There is nothing in the bottle, and it is very strong.", P, 6, None),
    Potion(37, "Stardust Serum", "Shake well: the stars settle at the bottom.", P, 2, None),
)

POTION_IDS: tuple[int, ...] = tuple(p.id for p in POTIONS)
"""Every potion id, 1..37."""

_BY_ID = {p.id: p for p in POTIONS}


def potion(potion_id: int) -> Potion:
    """The potion with id `potion_id` (1..37); raises KeyError for any other id."""
    return _BY_ID[potion_id]


def potion_data(potion_id: int) -> dict[str, Any]:
    """`potion(potion_id).to_data()`: the plain-data shape used by views and events."""
    return _BY_ID[potion_id].to_data()
