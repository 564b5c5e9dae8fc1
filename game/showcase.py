"""Deterministic scenes for screenshots, the render benchmark and tests: no network, no randomness.

`table_link(players, seed, after, game)` replays a seeded game (Elixir or Magicoa) for `after`
answers (bots choose every answer from the seeded generator), then serves the position to seat 0
through a `StaticLink`, in the shape the real link gives it. `build_scene(ctx, name, ...)` makes any of
the client's scenes in a fixed, representative state ("menu": the table, whose game menu
opens after `MENU_AFTER` seconds of game time).
"""

from __future__ import annotations

from typing import Any

from game.context import Context
from game.link import ChatLine, LinkStatus, LinkUpdate
from game.offlinelinks import StaticLink
from game.scene import Scene
from game.scenelist import SCENES

NAMES = ("Morgane", "Ulric", "Zelda", "Bartholomew", "Inès", "Kofi", "Lin", "Oona")
MENU_AFTER = 1.0
"""Seconds of game time the "menu" scene's table plays before its game menu opens over it."""


def table_info(players: int, state: str = "playing", *, name: str = "Merlin's kitchen",
               taken: int | None = None, bots: tuple[int, ...] = (), game: str = "elixir") -> dict[str, Any]:
    """A host's table description (the shape of `net.host.Host.table_info`)."""
    seats = []
    for i in range(players):
        is_bot = i in bots
        is_taken = is_bot or taken is None or i < taken
        seats.append({"seat": i, "kind": "bot" if is_bot else "human", "name": NAMES[i] if is_taken else "",
                      "taken": is_taken and not is_bot, "present": is_taken, "covered": False, "rematch": False})
    return {"name": name, "game": game, "options": {"players": players}, "state": state, "password": False,
            "game_no": 1, "seats": seats, "spectators": 0}


def play_position(players: int, seed: int, after: int | None, game_name: str = "elixir") -> tuple[Any, Any, int]:
    """(game, state, answers made): a seeded game of `game_name` advanced by `after` answers (None: to its end)."""
    from engine.bots import make_bot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.games import get_game

    game = get_game(game_name)
    options = game.normalize_options({"players": players})
    state = game.new_state(options, seed)
    bots = [make_bot("random", seed * 31 + s) for s in range(players)]
    done = 0
    while not state.over and (after is None or done < after):
        d = pending(state)[0]
        choice = bots[d.seat].choose(game.view(state, d.seat), d.to_plain())
        if not apply(state, Answer(d.id, d.seat, choice)).accepted:
            break
        done += 1
    return game, state, done


def table_link(players: int, seed: int, after: int, game_name: str = "elixir") -> StaticLink:
    """Seat 0's view of the seeded position, as one snapshot update."""
    from engine.core.machine import pending

    game, state, _ = play_position(players, seed, after, game_name)
    ask = tuple(d.to_plain() for d in pending(state) if d.seat == 0)
    chat = (ChatLine(1, NAMES[1], "Who has a Troll's Nose to spare?"), ChatLine(2, NAMES[2], "Not me!"))
    update = LinkUpdate(view=game.view(state, 0), ask=ask, snapshot=True, status=LinkStatus.PLAYING,
                        table=table_info(players, game=game_name), chat=chat)
    return StaticLink([update], seat=0, game=game_name)


class ScriptedLink(StaticLink):
    """Seeded games where every seat (ours included) is played by bots; one answer per `every` polls.

    It keeps the table busy for benchmarks: each accepted answer becomes one update for seat
    0 with its events, as the real link delivers them. The updates are computed up front
    (`answers` of them, new games starting as games end), because in the app the engine runs
    on the host's thread, not in the frame.
    """

    def __init__(self, players: int, seed: int, every: int = 6, answers: int = 400, game: str = "elixir") -> None:
        super().__init__([], seat=0, game=game)
        self.every = every
        self.polls = 0
        self.answered = 0
        self.script: list[LinkUpdate] = []
        self._make(players, seed, answers)
        self.feed(self.script.pop(0))

    def _make(self, players: int, seed: int, answers: int) -> None:
        from engine.bots import make_bot
        from engine.core.decisions import Answer
        from engine.core.machine import apply, pending
        from engine.games import get_game

        game = get_game(self.game)
        options = game.normalize_options({"players": players})

        def update(state: Any, events: Any, **extra: Any) -> LinkUpdate:
            ask = tuple(d.to_plain() for d in pending(state) if d.seat == 0)
            return LinkUpdate(events=tuple(e.for_seat(0) for e in events), view=game.view(state, 0), ask=ask,
                              status=LinkStatus.PLAYING, **extra)

        while len(self.script) < answers:
            state, events = game.new_game(options, seed)
            bots = [make_bot("random", seed * 31 + s) for s in range(players)]
            self.script.append(update(state, events, snapshot=True, table=table_info(players, game=self.game)))
            while not state.over and len(self.script) < answers:
                d = pending(state)[0]
                choice = bots[d.seat].choose(game.view(state, d.seat), d.to_plain())
                outcome = apply(state, Answer(d.id, d.seat, choice))
                self.script.append(update(state, outcome.events))
            seed += 1

    def poll(self) -> list[LinkUpdate]:
        """One more scripted update every `every` polls; the updates so far."""
        self.polls += 1
        if self.polls % self.every == 0 and self.script:
            self.answered += 1
            self.feed(self.script.pop(0))
        return super().poll()


class _Control:
    def set_bot(self, seat: int, bot: str | None, name: str | None = None) -> None:
        """No-op (showcase)."""

    def kick(self, seat: int) -> None:
        """No-op (showcase)."""

    def start(self, fill_bot: str = "easy") -> None:
        """No-op (showcase)."""


class _Hosted:
    port = 47470
    control = _Control()


class _Browser:
    """A LAN browser that always sees the same tables."""

    error = None

    def __init__(self, interfaces: Any = None) -> None:
        from net.discovery import TableRecord
        from net.protocol import PROTOCOL_VERSION

        v = PROTOCOL_VERSION
        self.tables = [
            TableRecord("a", "192.168.1.20", 47470, v, "elixir", "Merlin's kitchen", 2, 4, "lobby", False,
                        {"players": 4, "spell_points": 11, "forfeit_payment": "give", "first_player": "fast"}),
            TableRecord("b", "192.168.1.31", 47470, v, "elixir", "Les Chaudrons Fêlés", 1, 6, "lobby", True,
                        {"players": 6, "forfeit_payment": "caster_draws", "first_player": "complete"}),
            TableRecord("c", "192.168.1.42", 47470, v, "elixir", "Tower of Owls", 0, 5, "playing", False,
                        {"players": 5}),
            TableRecord("d", "192.168.1.57", 47471, v + 1, "elixir", "Future wizards", 3, 4, "lobby", False),
        ]
        self._given = False

    def poll(self) -> list[Any] | None:
        if self._given:
            return None
        self._given = True
        return list(self.tables)

    def close(self) -> None:
        """Nothing to stop."""


class ShowcaseNet:
    """Network services for showcase scenes: a fixed LAN list, no real connections."""

    LanBrowser = _Browser


def build_scene(ctx: Context, name: str, *, players: int = 4, seed: int = 1, after: int = 40,
                game: str = "elixir") -> Scene:
    """The scene called `name` (one of SCENES) in a fixed state; the table, menu and results
    scenes show a game of `game`. `ctx` has every scene's route (`game.scenes.routes.scene_routes`)."""
    if name == "table":
        return ctx.scene("table", table_link(players, seed, after, game))
    if name == "menu":
        table = ctx.scene("table", table_link(players, seed, after, game))
        menu = getattr(table, "open_menu", None)

        def open_menu() -> None:
            if ctx.stack.top is table and menu is not None:
                menu()

        ctx.clock.after(MENU_AFTER, open_menu)
        return table
    if name == "title":
        return ctx.scene("title")
    if name == "games":
        return ctx.scene("games", "solo")
    if name == "newgame" and game == "quest":
        return ctx.scene("questmatch")
    if name == "newgame":
        scene: Any = ctx.scene("newgame", "solo", game=game)
        scene.players = players
        return scene  # type: ignore[no-any-return]
    if name == "lan":
        ctx.services["net"] = ShowcaseNet()
        return ctx.scene("lan")
    if name == "lobby":
        link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY,
                                      table=table_info(players, "lobby", taken=2, bots=(2,)))], seat=0)
        return ctx.scene("lobby", link, _Hosted(), address="192.168.1.20:47470")
    if name == "results":
        rules, state, _ = play_position(players, seed, None, game)
        result = rules.result(state) or {"winners": []}
        return ctx.scene("results", StaticLink([], seat=0, game=game), result, rules.view(state, 0),
                         table_info(players, "over", game=game))
    if name == "settings":
        return ctx.scene("settings")
    if name == "rules":
        rules_scene: Any = ctx.scene("rules", game=game)
        rules_scene.tab = "cards"
        return rules_scene  # type: ignore[no-any-return]
    raise ValueError(f"unknown scene {name!r} (known: {', '.join(SCENES)})")
