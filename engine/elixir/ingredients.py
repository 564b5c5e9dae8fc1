"""The sixteen ingredients of Elixir (four copies of each are in the Finds)."""

from __future__ import annotations

from enum import StrEnum


class Ingredient(StrEnum):
    """An ingredient kind. The value is the stable key used in data, files and the protocol."""

    TOUCH_OF_MADNESS = "touch_of_madness"
    PINK_MORNING_DEW = "pink_morning_dew"
    TROLLS_NOSE = "trolls_nose"
    STARDUST = "stardust"
    VAMPIRES_FANG = "vampires_fang"
    SINGING_GRASS = "singing_grass"
    HAIR_RAISING_FRIGHT = "hair_raising_fright"
    PUMPKIN_SEED = "pumpkin_seed"
    GOOD_HUMOR = "good_humor"
    OGRES_BEARD = "ogres_beard"
    DRAGONS_TONGUE = "dragons_tongue"
    WINK_POWDER = "wink_powder"
    LIZARDMAN_EGG = "lizardman_egg"
    ANGEL_HAIR = "angel_hair"
    JAB_IN_THE_SIDE = "jab_in_the_side"
    GRIFFON_FEATHER = "griffon_feather"


INGREDIENT_NAMES: dict[Ingredient, dict[str, str]] = {
    Ingredient.TOUCH_OF_MADNESS: {"en": "Touch of Madness"},
    Ingredient.PINK_MORNING_DEW: {"en": "Drop of Pink Morning Dew"},
    Ingredient.TROLLS_NOSE: {"en": "Troll's Nose"},
    Ingredient.STARDUST: {"en": "Ounce of Stardust"},
    Ingredient.VAMPIRES_FANG: {"en": "Vampire's Fang"},
    Ingredient.SINGING_GRASS: {"en": "Blade of Singing Grass"},
    Ingredient.HAIR_RAISING_FRIGHT: {"en": "Tad of Hair-raising Fright"},
    Ingredient.PUMPKIN_SEED: {"en": "Tincture of Pumpkin Seed"},
    Ingredient.GOOD_HUMOR: {"en": "Dose of Good Humor"},
    Ingredient.OGRES_BEARD: {"en": "Ogre's Beard"},
    Ingredient.DRAGONS_TONGUE: {"en": "Dragon's Tongue"},
    Ingredient.WINK_POWDER: {"en": "Pouch of Quick-as-a-Wink Powder"},
    Ingredient.LIZARDMAN_EGG: {"en": "Lizardman Egg"},
    Ingredient.ANGEL_HAIR: {"en": "Lock of Angel Hair"},
    Ingredient.JAB_IN_THE_SIDE: {"en": "A Jab in the Side"},
    Ingredient.GRIFFON_FEATHER: {"en": "Griffon Feather"},
}
