"""What an event changes on Magicoa's table, applied to the view being shown.

The table shows the view that follows a batch of events only once they have all played; in
between, `apply_event` brings the shown row up to date event by event (a gold card lands, a
potion turns over, a potion leaves for its winner, a new row is laid off the pile, a kept
potion adds to its keeper's score), so a card that has flown somewhere stays there. It
changes only what the event says, in place, on the table's own copy of the view; the next
view from the host replaces it whole.
"""

from __future__ import annotations

from typing import Any

from engine.magicoa.scoring import score_of_data


def apply_event(view: dict[str, Any], event: dict[str, Any]) -> None:
    """Update `view`'s row (and kept potions) for `event`, and the round and phase the status
    line reads when a round starts, its bidding ends (the face-down potion turns over) or the
    game ends; unknown events change nothing."""
    kind = event.get("kind")
    row: list[dict[str, Any]] = view.get("row", [])
    if kind == "bid":
        slots = [int(s) for s in event.get("slots", [])]
        for s in slots:
            if s < len(row):
                row[s].setdefault("bids", []).append({"gold": event.get("gold"), "slots": slots})
        _hand_without(view, event)
    elif kind == "gold_lost":
        _hand_without(view, event)
        _out_of_game(view, event.get("gold"))
    elif kind == "reveal":
        slot = int(event.get("slot", 0))
        if slot < len(row):
            row[slot]["potion"] = event.get("potion")
            row[slot]["face_down"] = False
        view["bidding_round"], view["phase"], view["current"] = 0, "keep", None  # bidding is over: no bids counted
    elif kind in ("potion_won", "potion_unwon"):
        slot = int(event.get("slot", 0))
        if slot < len(row):
            for bid in row[slot].get("bids", []):  # its gold leaves the game (a double bid's, once)
                if [int(s) for s in bid.get("slots", [slot])][:1] == [slot]:
                    _out_of_game(view, bid.get("gold"))
            row[slot]["potion"] = None
            row[slot]["bids"] = []
            row[slot]["gone"] = True
        if kind == "potion_won":  # it waits at its place for its winner's points-or-power choice
            view.setdefault("won", []).append({"seat": event.get("seat"), "slot": slot, "potion": event.get("potion")})
    elif kind in ("refill", "round_start") and isinstance(event.get("row"), list):
        view["row"] = [{"slot": i, "face_down": p is None, "potion": p, "bids": []}
                       for i, p in enumerate(event["row"])]
        if kind == "refill":  # the new row comes off the pile (a round's start shows the same row again)
            view["pile"] = max(0, int(view.get("pile", 0)) - len(event["row"]))
        if kind == "round_start":  # the status line counts the round, and everyone now chooses gold
            view["round"] = event.get("round", view.get("round"))
            view["first_player"] = event.get("first_player", view.get("first_player"))
            view["phase"] = "choose"
    elif kind == "game_end":  # the status line stops naming a seat being waited for, no panel glows
        view["phase"], view["current"] = "over", None
    elif kind == "exchange":
        slot = int(event.get("slot", -1))
        if 0 <= slot < len(row) and isinstance(event.get("potion"), dict):
            row[slot]["potion"] = event["potion"]
    elif kind == "kept":
        seats = view.get("seats", [])
        seat = int(event.get("seat", -1))
        if 0 <= seat < len(seats):
            sv = seats[seat]
            sv.setdefault("powers" if event.get("as") == "power" else "points", []).append(event.get("potion"))
            sv["score"] = score_of_data(sv.get("points", []), sv.get("powers", []))  # a Triple counts at once
        won = view.get("won", [])
        pid = (event.get("potion") or {}).get("id")
        view["won"] = [w for k, w in enumerate(won) if k != next(
            (i for i, x in enumerate(won) if (x.get("potion") or {}).get("id") == pid), -1)]


def _hand_without(view: dict[str, Any], event: dict[str, Any]) -> None:
    """The played gold card leaves its owner's hand and the cards in front of them."""
    seats = view.get("seats", [])
    seat = int(event.get("seat", -1))
    value = (event.get("gold") or {}).get("value")
    if 0 <= seat < len(seats) and value in seats[seat].get("hand", []):
        seats[seat]["hand"] = [v for v in seats[seat]["hand"] if v != value]
        seats[seat]["in_front"] = max(0, int(seats[seat].get("in_front", 0)) - 1)


def _out_of_game(view: dict[str, Any], gold: Any) -> None:
    """Count the gold card `gold` (its data) out of the game, as the next view will: the count
    under "Out of the game" stood still through a round's end until the next round began."""
    if not isinstance(gold, dict):
        return
    gone = dict(view.get("out_of_game") or {})
    gone["gold"] = [*gone.get("gold", []), gold]
    view["out_of_game"] = gone
