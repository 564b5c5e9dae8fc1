"""The 56 spells: 16 forfeits of level 1, 24 level-2 tricks, 8 level-3 and 8 level-4 big ones.

Each level lives in its own module with its cards' texts next to their effects:
`forfeits` (level 1), `level2`, `level34`. Recipes use the 16 ingredients evenly: every
ingredient appears in 7 or 8 of the 120 recipe slots (checked by the tests).
"""

from __future__ import annotations

from engine.elixir.cards import CardDef
from engine.elixir.cardset.forfeits import FORFEITS
from engine.elixir.cardset.level2 import LEVEL_2
from engine.elixir.cardset.level34 import LEVEL_3, LEVEL_4

SPELLS: tuple[CardDef, ...] = (*FORFEITS, *LEVEL_2, *LEVEL_3, *LEVEL_4)
"""Every spell design (one copy each)."""
