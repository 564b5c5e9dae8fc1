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
from engine.elixir.ids import FIRST_SPELL
from engine.elixir.state import ElixirState, Modifier, Phase, Play


def view(st: ElixirState, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None: a spectator, who sees only what is public)."""
    return views(st, (seat,))[seat]


class _Parts:
    """The parts of the views last built from one state, with the sources they were built from.

    Every list and dict here has been handed out inside a view, so none of them is ever
    changed: a part that must differ is built anew and replaces the old one here.
    """

    __slots__ = ("options", "discard", "piles_key", "piles", "gone", "out_of_game", "table", "face_up", "mine",
                 "seat_tables", "seats", "seat_list", "transaction", "transaction_src", "plays", "pending_key",
                 "pending", "face_down", "plays_seen",
                 "hands", "hand_views", "spells", "spell_views", "levels", "displays",
                 "modifiers_seen", "modifier_lists")

    def __init__(self, n: int, options: dict[str, Any]) -> None:
        self.options = options  # the game's options as plain data, built once (they never change)
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
        self.face_down: list[int] = [0] * n  # each seat's face-down cards on the table
        self.plays_seen: list[_PlaySeen] = []  # the plays in flight as last seen
        self.hands: list[list[int] | None] = [None] * n  # a copy of each hand as last seen
        self.hand_views: list[list[int]] = [[] for _ in range(n)]
        self.spells: list[list[int] | None] = [None] * n  # a copy of each spell hand as last seen
        self.spell_views: list[list[int]] = [[] for _ in range(n)]
        self.levels: list[list[int]] = [[] for _ in range(n)]
        self.displays: dict[str, str] = {}  # each lasting effect's display, by key, as met
        self.modifiers_seen: list[_ModifierSeen] = []  # the state's lasting effects as last seen
        self.modifier_lists: list[list[dict[str, Any]]] = [[] for _ in range(n)]  # each seat's, as handed out


def views(st: ElixirState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
    """The views of several seats at once, each equal to `view(st, seat)`.

    The public parts are the same objects in every view returned, and every part that did
    not change since the state's previous views is the same object as in those (see the
    module text): treat views as read-only. The host builds every recipient's view after each
    answer this way, and its patch differ skips the parts that are the same objects.
    """
    parts = st.view_parts
    if type(parts) is not _Parts:
        parts = st.view_parts = _Parts(st.n, st.options.to_plain())
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

    if not _table_unchanged(st, parts.table):
        table = [(card, placed.owner, placed.face_up, placed.why) for card, placed in sorted(st.table.items())]
        parts.table = table
        parts.face_up = [{"card": card, "owner": owner, "why": why} for card, owner, up, why in table if up]
        mine: dict[int, list[int]] = {}
        face_down = [0] * n
        for card, owner, up, _ in table:
            if not up:
                mine.setdefault(owner, []).append(card)
                face_down[owner] += 1
        old_mine = parts.mine
        parts.mine = {s: (old_mine[s] if old_mine.get(s) == cards else cards) for s, cards in mine.items()}
        parts.face_down = face_down
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

    public: dict[str, Any] = {  # the spectator's view; every seat's is a copy with its own parts set
        "game": "elixir",
        "seat": None,
        "players": n,
        "options": parts.options,
        "phase": _PHASE_TEXT[st.phase],
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
        out = public if seat is None else public.copy()  # the spectator's is the public view itself
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

_PHASE_TEXT: dict[Phase, str] = {phase: phase.value for phase in Phase}
"""Each phase's text in a view (a look-up: the enum's `value` is a Python property, slow compiled)."""


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
    face_down = parts.face_down
    changed = parts.seat_list is None
    _modifiers_seen(st, parts)
    for seat in range(n):
        _spells_seen(st, parts, seat)
        old = parts.seats[seat]
        modifiers = parts.modifier_lists[seat]
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


def _modifiers_seen(st: ElixirState, parts: _Parts) -> None:
    """Bring every seat's lasting effects in `parts` up to date: a seat's list stays the same
    object while it is equal. Most answers change no lasting effect: the state's list is then
    only compared with what `parts` last saw of it (field by field), nothing is built."""
    mods = st.modifiers
    seen = parts.modifiers_seen
    if len(seen) == len(mods) and all(_same_modifier(mods[i], seen[i]) for i in range(len(mods))):
        return  # (indexed: compiled, a zip() with strict= is a slow generic call)
    parts.modifiers_seen = [(m.uid, m.key, m.seat, m.source, m.card, m.turns, _two_levels(m.data)) for m in mods]
    displays = parts.displays
    built: list[list[dict[str, Any]]] = [[] for _ in range(st.n)]
    for m in mods:
        display = displays.get(m.key)
        if display is None:  # looked up in the book once per key (a Python call, slow compiled)
            display = displays[m.key] = st.book.lasting(m.key).display.value
        built[m.seat].append({"uid": m.uid, "key": m.key, "display": display, "source": m.source,
                              "card": m.card, "data": dict(m.data), "turns": m.turns})
    lists = parts.modifier_lists
    for seat in range(st.n):
        if not _same(lists[seat], built[seat]):
            lists[seat] = built[seat]


_ModifierSeen = tuple[int, str, int, int | None, int | None, int | None, dict[str, Any]]
"""What `_modifiers_seen` keeps of a lasting effect: uid, key, seat, source, card, turns, data."""


def _same_modifier(m: Modifier, last: _ModifierSeen) -> bool:
    """Whether `m` is as it was seen (`last`), value types of its data included."""
    return (m.uid == last[0] and m.key == last[1] and m.seat == last[2] and m.source == last[3]
            and m.card == last[4] and m.turns == last[5] and m.data == last[6]
            and _same_value_types(m.data, last[6]))


def _two_levels(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of a lasting effect's data (str, int and dicts of them) that shares nothing changeable."""
    return {k: (dict(v) if type(v) is dict else v) for k, v in data.items()}


def _same(old: list[dict[str, Any]], built: list[dict[str, Any]]) -> bool:
    """`old == built`, telling ``True`` from ``1`` in the values of each dict's "data" too
    (the lasting effects' own values: str, int and dicts of str)."""
    if old != built:
        return False
    return all(_same_value_types(old[i]["data"], built[i]["data"]) for i in range(len(old)))


def _plays_view(st: ElixirState, parts: _Parts) -> list[dict[str, Any]]:
    """The plays in flight, the same list as before when equal (compared with what `parts` last
    saw of them, field by field, before anything is built)."""
    plays = st.plays
    seen = parts.plays_seen
    old = parts.plays
    if old is not None and len(seen) == len(plays) and all(_same_play(plays[i], seen[i]) for i in range(len(plays))):
        return old
    parts.plays_seen = [(p.uid, p.seat, p.card, p.target, p.countered, set(p.protected), p.answers, p.resolved)
                        for p in plays]
    built = [{"uid": p.uid, "seat": p.seat, "card": p.card, "target": p.target,
              "countered": p.countered, "protected": sorted(p.protected), "answers": p.answers,
              "resolved": p.resolved}
             for p in plays]
    if old is None or old != built:  # every field has one type (ints, bools, None, a list of ints)
        parts.plays = old = built
    return old


_PlaySeen = tuple[int, int, int, int | None, bool, set[int], int | None, bool]
"""What `_plays_view` keeps of a play: uid, seat, card, target, countered, protected, answers, resolved."""


def _same_play(p: Play, last: _PlaySeen) -> bool:
    """Whether play `p` is as it was seen (`last`)."""
    return (p.uid == last[0] and p.seat == last[1] and p.card == last[2] and p.target == last[3]
            and p.countered == last[4] and p.protected == last[5] and p.answers == last[6]
            and p.resolved == last[7])


def _table_unchanged(st: ElixirState, seen: list[tuple[int, int, bool, str]] | None) -> bool:
    """Whether the cards on the table are those `seen` (card, owner, face up, why), as they were."""
    table = st.table
    if seen is None or len(seen) != len(table):
        return False
    for card, owner, up, why in seen:
        placed = table.get(card)
        if placed is None or placed.owner != owner or placed.face_up != up or placed.why != why:
            return False
    return True


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
    if src is not None and tx == src and _same_value_types(tx, src):
        return parts.transaction
    parts.transaction_src = {k: (v[:] if type(v) is list else v) for k, v in tx.items()}
    built = {k: (list(v) if isinstance(v, list) else v) for k, v in tx.items() if k in _TRANSACTION_KEYS}
    old = parts.transaction
    if old is not None and old == built and _same_value_types(old, built):
        return old
    parts.transaction = built
    return built


def _same_value_types(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two equal dicts hold values of the same types, key by key (``True`` is not ``1``)."""
    return all(type(value) is type(b[key]) for key, value in a.items())
