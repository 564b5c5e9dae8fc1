"""Elixir's table in the window: its scene, prompts, card faces, log lines and animations.

`TableScene(ctx, link, autoplay=None, on_finished=None)` shows one seat of an Elixir game
through a `game.link.TableLink`; what every table shares is in `game.table`.
"""

from game.tables.elixir.scene import TableScene

__all__ = ["TableScene"]
