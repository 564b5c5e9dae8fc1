"""The client's scenes other than the table: title, new game, LAN browser, lobby, results,
settings, rules and card reference, and the app's shell around each game's table.

Scene modules never import each other: a scene opens another by name through its context
(``ctx.stack.push(ctx.scene("rules"))``, `game.navigation`); `game.scenes.routes` is the one
module that knows them all. `base` and `backdrop` (what menu scenes share) and `netservice`
(starting and joining games) import no scene."""
