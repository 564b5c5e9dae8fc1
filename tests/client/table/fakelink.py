"""A TableLink for tests, screenshots and the frame-time script: the engine run in-process.

`EngineLink` plays one seat for the scene; random bots answer every other seat at once, each
accepted answer becoming one `LinkUpdate` (its events as that seat sees them, the view and the
seat's own decisions after them), the way the real link delivers them. `set_autopass` passes
this seat's reaction windows for it when nothing in its hand can be played in them, as the
host does.
"""

from __future__ import annotations

from typing import Any

from engine.bots import make_bot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.games import get_game
from game.link import ChatLine, LinkStatus, LinkUpdate


class EngineLink:
    """Seat `seat` of a game of `game` (Elixir by default) for `players`, with bots elsewhere
    (seeded, deterministic)."""

    def __init__(self, players: int = 4, seat: int | None = 0, seed: int = 1,
                 options: dict[str, Any] | None = None, names: list[str] | None = None,
                 game: str = "elixir") -> None:
        self.game = game
        self.rules = get_game(game)
        self.options = {"players": players, **(options or {})}
        self.seed = seed
        self.game_no = 1
        opts = self.rules.normalize_options(self.options)
        self.state, events = self.rules.new_game(opts, seed)
        self.seat = seat
        self.names = names or ["Morgane", "Ulric", "Zelda", "Bartholomew", "Ines", "Kofi", "Lin", "Oona"][:players]
        self.bots = {s: make_bot("random", seed * 31 + s) for s in range(players) if s != seat}
        self.autopass = False
        self.refused: list[str] = []
        self.answers: list[tuple[int, Any]] = []
        self.closed = False
        seats = [{"seat": i, "name": n, "kind": "human" if i == seat else "bot"} for i, n in enumerate(self.names)]
        self._out: list[LinkUpdate] = [self._update(events, table={"seats": seats}, status=LinkStatus.PLAYING)]
        self.hold_bots = False
        self._run_bots()

    # ---- TableLink -----------------------------------------------------------------------

    def poll(self) -> list[LinkUpdate]:
        """Every update since the last call."""
        out, self._out = self._out, []
        return out

    def answer(self, decision: int, choice: Any) -> None:
        """Apply the seat's answer, then let the bots play until the seat is asked again."""
        assert self.seat is not None
        self.answers.append((decision, choice))
        outcome = apply(self.state, Answer(decision, self.seat, choice))
        if not outcome.accepted:
            self.refused.append(str(outcome.reason))
            self._out.append(LinkUpdate(rejected=(str(outcome.reason),)))
            return
        self._out.append(self._update(outcome.events))
        self._run_bots()

    def say(self, text: str) -> None:
        """Echo a chat line from this seat."""
        name = self.names[self.seat] if self.seat is not None else "?"
        self._out.append(LinkUpdate(chat=(ChatLine(self.seat, name, text),)))

    def set_autopass(self, on: bool) -> None:
        """Pass this seat's reaction windows automatically (those offering only "pass")."""
        self.autopass = on
        self._run_bots()

    def rematch(self) -> None:
        """Start the table's next game, as the host does: the same seats, the next seed, a
        snapshot of game `game_no` (its decision ids start again from 1), then the bots play."""
        self.game_no += 1
        opts = self.rules.normalize_options(self.options)
        self.state, _ = self.rules.new_game(opts, self.seed + self.game_no)
        self._out.append(LinkUpdate(view=self.view(), ask=self.my_decisions(), snapshot=True, game=self.game_no,
                                    status=LinkStatus.PLAYING))
        self._run_bots()

    def close(self) -> None:
        """Leave the table."""
        self.closed = True

    # ---- helpers ---------------------------------------------------------------------------

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """The current view of `seat` (default: this link's seat)."""
        return self.rules.view(self.state, self.seat if seat is None else seat)

    def my_decisions(self) -> tuple[dict[str, Any], ...]:
        """This seat's pending decisions in full."""
        return tuple(d.to_plain() for d in pending(self.state) if d.seat == self.seat)

    def run_bots(self) -> None:
        """Let the bots answer what they are asked (after `hold_bots` was cleared)."""
        self._run_bots()

    def _update(self, events: Any, **extra: Any) -> LinkUpdate:
        seen = tuple(e.for_seat(self.seat) for e in events)
        return LinkUpdate(events=seen, view=self.view(), ask=self.my_decisions(), **extra)

    def _run_bots(self) -> None:
        while not self.state.over and not self.hold_bots:
            waiting = pending(self.state)
            mine = [d for d in waiting if d.seat == self.seat]
            theirs = [d for d in waiting if d.seat != self.seat]
            if mine and self.autopass and mine[0].kind == "react" and mine[0].options == ({"act": "pass"},):
                outcome = apply(self.state, Answer(mine[0].id, mine[0].seat, {"act": "pass"}))
                self._out.append(self._update(outcome.events))
                continue
            if not theirs:
                return
            d = theirs[0]
            choice = self.bots[d.seat].choose(self.rules.view(self.state, d.seat), d.to_plain())
            outcome = apply(self.state, Answer(d.id, d.seat, choice))
            assert outcome.accepted, outcome
            self._out.append(self._update(outcome.events))


def record_events(link: Any) -> list[dict[str, Any]]:
    """A list that fills with every event `link` delivers from now on (its `poll` is wrapped)."""
    delivered: list[dict[str, Any]] = []
    poll = link.poll

    def recording_poll() -> list[LinkUpdate]:
        out = poll()
        delivered.extend(e for u in out for e in u.events)
        return out

    link.poll = recording_poll
    return delivered
