"""What one seat may know of a game of Elixir, as plain data.

Public: counts of every hand, the levels of every player's uncast spells (the rules make them
public, not their identities), cast spells, the discard pile, face-up cards on the table,
lasting effects, the plays in flight (with the seats that shielded themselves from each: the
table saw the shields played), whose turn it is and who is being asked what (``pending``: id,
seat and kind of every open decision, the seat's own included; a seat's own decisions in full
travel with the decision itself: the host's ``ask``, a bot's `decision` argument). Private to a
seat: its own Finds, its own spells, its own face-down cards on the table. Never: the deck
order, other hands, the generator.

Views are built part by part, and each state keeps, in its `view_parts` memo (not part of
the game: never hashed, and a copy starts without it; see `MachineState.MEMOS`), the parts
it last handed out with what they were built from. A part whose sources compare equal to the last ones is handed
out again as the very same object, so two successive views of a game share every part that
did not change, and a patch between them (`net.patch`) skips those parts by identity. The
price is the contract every caller already had: a view and everything in it is read-only.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core.machine import pending
from engine.elixir.cards import CardDef
from engine.elixir.ids import FIRST_SPELL
from engine.elixir.state import ElixirState


def view(st: ElixirState, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None: a spectator, who sees only what is public)."""
    return views(st, (seat,))[seat]


class _Parts:
    """The parts of the views last built from one state, with the sources they were built from.

    Every list and dict here has been handed out inside a view, so none of them is ever
    changed: a part that must differ is built anew and replaces the old one here.
    """

    __slots__ = ("discard", "piles_key", "piles", "gone", "out_of_game", "table", "face_up", "mine",
                 "seat_tables", "seats", "seat_list", "transaction", "transaction_src", "plays", "pending_key",
                 "pending",
                 "hands", "hand_views", "spells", "spell_views", "levels")

    def __init__(self, n: int) -> None:
        self.discard: list[int] | None = None
        self.piles_key: tuple[int, ...] | None = None
        self.piles: dict[str, int] = {}
        self.gone: list[int] | None = None
        self.out_of_game: dict[str, Any] = {}
        self.table: list[tuple[int, int, bool, str]] | None = None
        self.face_up: list[dict[str, Any]] = []
        self.mine: dict[int, list[int]] = {}
        self.seat_tables: dict[int | None, dict[str, Any]] = {}
        self.seats: list[dict[str, Any] | None] = [None] * n
        self.seat_list: list[dict[str, Any]] | None = None
        self.transaction: dict[str, Any] | None = None
        self.transaction_src: dict[str, Any] | None = None  # a copy of the state's transaction as last seen
        self.plays: list[dict[str, Any]] | None = None
        self.pending_key: tuple[int, ...] | None = None
        self.pending: list[dict[str, Any]] = []
        self.hands: list[list[int] | None] = [None] * n  # a copy of each hand as last seen
        self.hand_views: list[list[int]] = [[] for _ in range(n)]
        self.spells: list[list[int] | None] = [None] * n  # a copy of each spell hand as last seen
        self.spell_views: list[list[int]] = [[] for _ in range(n)]
        self.levels: list[list[int]] = [[] for _ in range(n)]


def views(st: ElixirState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
    """The views of several seats at once, each equal to `view(st, seat)`.

    The public parts are the same objects in every view returned, and every part that did
    not change since the state's previous views is the same object as in those (see the
    module text): treat views as read-only. The host builds every recipient's view after each
    answer this way, and its patch differ skips the parts that are the same objects.
    """
    parts = st.view_parts
    if type(parts) is not _Parts:
        parts = st.view_parts = _Parts(st.n)
    n = st.n

    discard = parts.discard
    if discard is None or st.discard != discard:
        discard = parts.discard = st.discard[:]

    piles_key = tuple([len(cards) for cards in st.piles.values()])
    if piles_key != parts.piles_key:
        parts.piles_key = piles_key
        parts.piles = {str(level): len(cards) for level, cards in st.piles.items()}

    if parts.gone is None or st.gone != parts.gone:
        parts.gone = st.gone[:]
        gone_finds = [c for c in st.gone if c < FIRST_SPELL]
        parts.out_of_game = {"spells": len(st.gone) - len(gone_finds), "finds": gone_finds}

    table = [(card, placed.owner, placed.face_up, placed.why) for card, placed in sorted(st.table.items())]
    if table != parts.table:
        parts.table = table
        parts.face_up = [{"card": card, "owner": owner, "why": why} for card, owner, up, why in table if up]
        mine: dict[int, list[int]] = {}
        for card, owner, up, _ in table:
            if not up:
                mine.setdefault(owner, []).append(card)
        old_mine = parts.mine
        parts.mine = {s: (old_mine[s] if old_mine.get(s) == cards else cards) for s, cards in mine.items()}
    face_up = parts.face_up
    mine_by_seat = parts.mine

    seat_list = _seat_views(st, parts, n)
    plays = _plays_view(st, parts)
    transaction = _transaction_view(st, parts)

    pending_now = pending(st)
    pending_key = tuple([d.id for d in pending_now])
    if pending_key != parts.pending_key:
        parts.pending_key = pending_key
        parts.pending = [d.to_public() for d in pending_now]

    public: dict[str, Any] = {  # every view is a copy of this one, with the seat's own parts set
        "game": "elixir",
        "seat": None,
        "players": n,
        "options": st.options.shared_plain,
        "phase": st.phase.value,
        "turn": st.turn_number,
        "current": st.current,
        "direction": st.direction,
        "first_player": st.first_player,
        "deck": len(st.deck),
        "discard": discard,
        "piles": parts.piles,
        "out_of_game": parts.out_of_game,
        "seats": seat_list,
        "table": None,
        "transaction": transaction,
        "plays": plays,
        "pending": parts.pending,
        "winner": st.winner,
    }
    seat_tables = parts.seat_tables
    result: dict[int | None, dict[str, Any]] = {}
    for seat in seats:
        out = public.copy()
        out["seat"] = seat
        own = mine_by_seat.get(seat, _EMPTY) if seat is not None else _EMPTY
        seat_table = seat_tables.get(seat)
        if seat_table is None or seat_table["face_up"] is not face_up or seat_table["mine"] is not own:
            seat_table = seat_tables[seat] = {"face_up": face_up, "mine": own}
        out["table"] = seat_table
        if seat is not None:
            hand = st.hands[seat]
            if hand != parts.hands[seat]:
                parts.hands[seat] = hand[:]
                parts.hand_views[seat] = sorted(hand)
            out["hand"] = parts.hand_views[seat]
            out["spells"] = parts.spell_views[seat]
        result[seat] = out
    return result


_EMPTY: list[int] = []
"""A seat's own face-down cards when it has none (shared, never changed)."""


def _spells_seen(st: ElixirState, parts: _Parts, seat: int) -> None:
    """Bring `seat`'s sorted spells and their levels in `parts` up to date."""
    spells = st.spell_hands[seat]
    if spells != parts.spells[seat]:
        parts.spells[seat] = spells[:]
        ordered = sorted(spells)
        parts.spell_views[seat] = ordered
        defs = st.book
        levels = sorted([defs[c].level for c in spells])
        if levels != parts.levels[seat]:
            parts.levels[seat] = levels


def _seat_views(st: ElixirState, parts: _Parts, n: int) -> list[dict[str, Any]]:
    """Every seat's public part, each the same dict as before when nothing of it changed."""
    defs = st.book
    face_down = [0] * n
    for placed in st.table.values():
        if not placed.face_up:
            face_down[placed.owner] += 1
    changed = parts.seat_list is None
    for seat in range(n):
        _spells_seen(st, parts, seat)
        old = parts.seats[seat]
        modifiers = _modifiers_view(st, seat, defs, old)
        cast = st.cast[seat]
        if (old is not None and old["finds"] == len(st.hands[seat]) and old["spell_levels"] is parts.levels[seat]
                and old["cast"] == cast and old["face_down"] == face_down[seat] and old["modifiers"] is modifiers):
            continue
        parts.seats[seat] = {
            "seat": seat,
            "finds": len(st.hands[seat]),
            "spell_levels": parts.levels[seat],
            "cast": old["cast"] if old is not None and old["cast"] == cast else cast[:],
            "face_down": face_down[seat],
            "modifiers": modifiers,
        }
        changed = True
    if changed:
        parts.seat_list = [s for s in parts.seats if s is not None]
    assert parts.seat_list is not None
    return parts.seat_list


def _modifiers_view(st: ElixirState, seat: int, defs: tuple[CardDef, ...],
                    old: dict[str, Any] | None) -> list[dict[str, Any]]:
    """`seat`'s lasting effects, the same list as in `old` (its previous part) when equal."""
    if not st.modifiers:
        return old["modifiers"] if old is not None and not old["modifiers"] else []
    built = [
        {"uid": m.uid, "key": m.key, "display": st.book.lasting(m.key).display.value, "source": m.source,
         "card": m.card, "data": dict(m.data), "turns": m.turns}
        for m in st.modifiers if m.seat == seat
    ]
    if old is not None and _same(old["modifiers"], built):
        return old["modifiers"]  # type: ignore[no-any-return]
    return built


def _same(old: list[dict[str, Any]], built: list[dict[str, Any]]) -> bool:
    """`old == built`, telling ``True`` from ``1`` in the values of each dict's "data" too
    (the lasting effects' own values: str, int and dicts of str)."""
    if old != built:
        return False
    return all(list(map(type, a["data"].values())) == list(map(type, b["data"].values()))
               for a, b in zip(old, built, strict=True))


def _plays_view(st: ElixirState, parts: _Parts) -> list[dict[str, Any]]:
    """The plays in flight, the same list as before when equal."""
    old = parts.plays
    if not st.plays:
        if old is None or old:
            parts.plays = old = []
        return old
    built = [{"uid": p.uid, "seat": p.seat, "card": p.card, "target": p.target,
              "countered": p.countered, "protected": sorted(p.protected), "answers": p.answers,
              "resolved": p.resolved}
             for p in st.plays]
    if old is None or old != built:  # every field has one type (ints, bools, None, a list of ints)
        parts.plays = old = built
    return old


_TRANSACTION_KEYS = frozenset({"kind", "opener", "card", "stage", "size", "participants", "laid", "seat", "seller",
                               "lot", "face_up", "minimum", "high", "bidder", "passed"})


def _transaction_view(st: ElixirState, parts: _Parts) -> dict[str, Any] | None:
    """The transaction under way (None: none), the same dict as before when its source (the
    state's transaction: ints, strs and lists of ints) is equal, value types included."""
    tx = st.transaction
    if tx is None:
        parts.transaction = parts.transaction_src = None
        return None
    src = parts.transaction_src
    if src is not None and tx == src and list(map(type, tx.values())) == list(map(type, src.values())):
        return parts.transaction
    parts.transaction_src = {k: (v[:] if type(v) is list else v) for k, v in tx.items()}
    built = {k: (list(v) if isinstance(v, list) else v) for k, v in tx.items() if k in _TRANSACTION_KEYS}
    old = parts.transaction
    if old is not None and old == built and list(map(type, old.values())) == list(map(type, built.values())):
        return old
    parts.transaction = built
    return built
