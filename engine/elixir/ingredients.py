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
    Ingredient.TOUCH_OF_MADNESS: {"en": "Touch of Madness", "fr": "Pointe de folie"},
    Ingredient.PINK_MORNING_DEW: {"en": "Drop of Pink Morning Dew", "fr": "Goutte de rosée rose"},
    Ingredient.TROLLS_NOSE: {"en": "Troll's Nose", "fr": "Nez de troll"},
    Ingredient.STARDUST: {"en": "Ounce of Stardust", "fr": "Once de poussière d'étoile"},
    Ingredient.VAMPIRES_FANG: {"en": "Vampire's Fang", "fr": "Croc de vampire"},
    Ingredient.SINGING_GRASS: {"en": "Blade of Singing Grass", "fr": "Brin d'herbe chantante"},
    Ingredient.HAIR_RAISING_FRIGHT: {"en": "Tad of Hair-raising Fright", "fr": "Soupçon de frayeur"},
    Ingredient.PUMPKIN_SEED: {"en": "Tincture of Pumpkin Seed", "fr": "Teinture de pépin de citrouille"},
    Ingredient.GOOD_HUMOR: {"en": "Dose of Good Humor", "fr": "Dose de bonne humeur"},
    Ingredient.OGRES_BEARD: {"en": "Ogre's Beard", "fr": "Barbe d'ogre"},
    Ingredient.DRAGONS_TONGUE: {"en": "Dragon's Tongue", "fr": "Langue de dragon"},
    Ingredient.WINK_POWDER: {"en": "Pouch of Quick-as-a-Wink Powder", "fr": "Sachet de poudre clin-d'œil"},
    Ingredient.LIZARDMAN_EGG: {"en": "Lizardman Egg", "fr": "Œuf d'homme-lézard"},
    Ingredient.ANGEL_HAIR: {"en": "Lock of Angel Hair", "fr": "Mèche de cheveu d'ange"},
    Ingredient.JAB_IN_THE_SIDE: {"en": "A Jab in the Side", "fr": "Coup de coude dans les côtes"},
    Ingredient.GRIFFON_FEATHER: {"en": "Griffon Feather", "fr": "Plume de griffon"},
}
