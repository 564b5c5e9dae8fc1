"""Each game's own table (what is not shared in `game.table`), one package per game."""
