"""The client's scenes other than the table: title, new game, LAN browser, lobby, results,
settings, rules and card reference. `game.scenes.flow` moves between them."""
