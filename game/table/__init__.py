"""The Elixir table: the scene where a game is played, and the autoplay driver.

`TableScene(ctx, link, autoplay=None, on_finished=None)` shows one seat of a game through a
`game.link.TableLink`; `AutoPlayer(bot)` plays that seat through the scene's own input.
"""

from game.table.autoplay import AutoPlayer
from game.table.scene import TableScene

__all__ = ["AutoPlayer", "TableScene"]
