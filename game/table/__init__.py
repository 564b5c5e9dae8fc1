"""What every game's table in the window shares: the base scene (`TableBase`), the event feed,
the layout of the shared regions, card sizes, effects, the log, chat and prompt bar, the turn
clock, and the autoplay driver (`AutoPlayer`) that plays a seat through a table's own input.
Each game's own table is under `game.tables`.
"""

from game.table.autoplay import AutoPlayer
from game.table.base import TableBase

__all__ = ["AutoPlayer", "TableBase"]
