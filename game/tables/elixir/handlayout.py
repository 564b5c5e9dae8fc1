"""Where the player's own cards sit: the hand (grouped when crowded), the uncast spells (in two
rows when one is too short), the "Your spells" label, and badges kept inside the window.

Pure functions of rectangles and counts, so tests can check every rectangle without drawing:

- `hand_fan(keys, area, card_w, floor)`: one slot per card of the hand, in the hand's order. A
  crowded hand (more cards than fit at a readable step) groups identical Finds, which the view
  lists side by side: a group is a tight stack with a count badge (`hand_groups`), so each
  kind of Find keeps a wide strip. Every card, turned as drawn, stays inside `area`
  horizontally and above `floor`.
- `spell_slots(count, lay)`: one row of uncast spells, or two rows of smaller cards when a row
  would hide most of each.
- `spells_label_rect(lay, slots, size)`: the label's place, above the spells and clear of the hand.
- `inside(rect, bounds)`: a badge moved back inside the window.
- `digit_caps(cards, lay, avoid, covers)`: where the number keys' caps go on the cards they
  choose: on a part of the card no lifted neighbour hides, moved down their cards
  (`spread_caps`) so that none covers another or a count badge (two playable copies stacked in
  a group sit a few pixels apart).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.table.cardsize import card_height
from game.table.layout import TableLayout
from game.table.res import GOLD_LIGHT, WHITE, Resources
from game.table.sprites import Slot, row

CROWDED = 0.45
"""A hand is crowded when its cards, side by side, would show less than this share of a card."""
SPELL_STEP = 0.6
"""Uncast spells stay in one row while each shows at least this share of its width."""
STEP = 0.78
"""The step between neighbouring cards of an uncrowded hand, as a share of a card's width."""


@dataclass(frozen=True)
class Group:
    """Identical Finds shown as one stack: the slots `start` to `start + count - 1`."""

    start: int
    count: int


def card_keys(cards: Sequence[int]) -> list[str]:
    """The definition key of each card (copies of one card share it)."""
    from engine.elixir.catalog import card_def

    return [card_def(int(c)).key for c in cards]


def runs(keys: Sequence[str]) -> list[Group]:
    """Runs of identical neighbouring keys, in order."""
    out: list[Group] = []
    for i, key in enumerate(keys):
        if out and keys[out[-1].start] == key:
            out[-1] = Group(out[-1].start, out[-1].count + 1)
        else:
            out.append(Group(i, 1))
    return out


def crowded(count: int, width: int, card_w: int) -> bool:
    """Whether `count` cards side by side in `width` px would each show too little."""
    return count > 1 and (width - card_w) / (count - 1) < card_w * CROWDED


def hand_groups(keys: Sequence[str], area: pygame.Rect, card_w: int) -> list[Group]:
    """The groups that get a count badge: runs of two or more identical Finds, in a crowded hand."""
    if not crowded(len(keys), area.width, card_w):
        return []
    return [g for g in runs(keys) if g.count > 1]


def turned_size(width: int, height: int, angle: float) -> tuple[float, float]:
    """The width and height of the box around a `width` x `height` card turned by `angle` degrees."""
    a = math.radians(abs(angle))
    return width * math.cos(a) + height * math.sin(a), height * math.cos(a) + width * math.sin(a)


def turned_corners(centre: tuple[float, float], width: float, height: float,
                   angle: float) -> list[tuple[float, float]]:
    """The corners (top left, top right, bottom right, bottom left) of a `width` x `height` card
    centred on `centre` and turned `angle` degrees counter-clockwise, as `pygame.transform.
    rotozoom` turns it (the screen's y grows downwards)."""
    a = math.radians(angle)
    cos, sin = math.cos(a), math.sin(a)
    cx, cy = centre
    out = []
    for dx, dy in ((-width / 2, -height / 2), (width / 2, -height / 2), (width / 2, height / 2),
                   (-width / 2, height / 2)):
        out.append((cx + dx * cos + dy * sin, cy - dx * sin + dy * cos))
    return out


def hand_fan(keys: Sequence[str], area: pygame.Rect, card_w: int, floor: int | None = None) -> list[Slot]:
    """One slot per card (`keys`: each card's definition key, in the hand's order), fanned across
    `area`, bottom-aligned, turned and lowered towards the ends, never past `floor` (default:
    `area.bottom`) nor out of `area` at the sides."""
    n = len(keys)
    if n <= 0:
        return []
    floor = area.bottom if floor is None else floor
    h = card_height(card_w)
    groups = runs(keys) if crowded(n, area.width, card_w) else [Group(i, 1) for i in range(n)]
    places = len(groups)
    mid = (places - 1) / 2
    spread = min(4.0, 28.0 / max(1, places))
    end_w, _ = turned_size(card_w, h, mid * spread)
    width = area.width - (end_w - card_w)
    room = max(0.0, width - card_w)
    stacked = n - places
    inner = card_w * 0.12
    between = min(card_w * STEP, (room - stacked * inner) / (places - 1)) if places > 1 else 0.0
    if places > 1 and between < 2.5 * inner:
        inner = room / ((places - 1) * 2.5 + stacked)
        between = 2.5 * inner
    elif places == 1 and stacked:
        inner = min(inner, room / stacked)
    total = (places - 1) * between + stacked * inner + card_w
    x = area.centerx - total / 2 + card_w / 2
    out: list[Slot] = []
    for k, group in enumerate(groups):
        d = k - mid
        angle = -d * spread
        droop = min(abs(d) ** 1.6 * card_w * 0.018, card_w * 0.2)
        _, turned_h = turned_size(card_w, h, angle)
        y = min(area.bottom - h / 2 + droop, floor - math.ceil(turned_h + 1) / 2)
        for j in range(group.count):
            out.append(Slot(x, y, card_w, angle))
            if j < group.count - 1:
                x += inner
        x += between
    return out


def slot_box(slot: Slot, lift: float = 0.0) -> pygame.Rect:
    """The box around a slot's card as drawn (turned), raised by `lift`."""
    w, h = turned_size(slot.width, card_height(slot.width), slot.angle)
    r = pygame.Rect(0, 0, math.ceil(w), math.ceil(h))
    r.center = (round(slot.x), round(slot.y - lift))
    return r


def lift_room(slot: Slot, lay: TableLayout) -> float:
    """How far the hand card of `slot` may be raised with its whole face, its title above all,
    still under the prompt bar (its turned corners included)."""
    return max(0.0, slot_box(slot).top - lay.prompt.bottom - lay.px(2))


def badge_rect(slot: Slot, size: int, lift: float = 0.0) -> pygame.Rect:
    """Where a group's count badge sits: on the left edge of its first card, under the corner
    icon that tells the Finds apart (which stays visible)."""
    card = slot.rect(lift)
    r = pygame.Rect(0, 0, size, size)
    r.midtop = (card.x + size // 2, card.y + round(slot.width * 0.3))
    return r


def spell_slots(count: int, lay: TableLayout, label_h: int) -> list[Slot]:
    """Where the uncast spells sit: one row in `lay.spells`, or, when a row would hide more
    than `SPELL_STEP` of each, two rows of cards as large as fit between the prompt bar (and a `label_h` label) and the
    bottom of the window."""
    area, w = lay.spells, lay.spell_card_w
    if count <= 1 or (area.width - w) / (count - 1) >= w * SPELL_STEP:
        return row(count, area, w)
    top = lay.prompt.bottom + lay.px(6) + label_h + lay.px(4)
    bottom = area.bottom
    card_h = min(card_height(w), (bottom - top - lay.px(4)) / 2)
    small = max(lay.px(20), int(card_h * w / card_height(w)))
    per_row = math.ceil(count / 2)
    rows = [count - per_row, per_row]  # the fuller row in front, at the bottom
    h = card_height(small)
    out: list[Slot] = []
    for k, n in enumerate(rows):
        band = pygame.Rect(area.x, round(bottom - h - (1 - k) * (h + lay.px(4))), area.width, h)
        out += row(n, band, small)
    return out


def spells_label_rect(lay: TableLayout, slots: Sequence[Slot], size: tuple[int, int],
                      raised: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the "Your spells" label goes: left-aligned on the spells, just above the highest one
    (with room for a lifted card), under the prompt bar. Where there is no such room (a long hand
    pushes the spells up to the bar), a spell drawn lifted (`raised`: the rectangles of those)
    would cover it: the label then moves along, just right of the lifted cards it would meet, as
    far as the bar's right end, else just left of them."""
    top = min((s.rect().top for s in slots), default=lay.spells.y)
    gap = lay.px(16) if top - lay.px(16) - size[1] >= lay.prompt.bottom else lay.px(4)
    r = pygame.Rect(lay.spells.x, 0, *size)
    r.bottom = max(lay.prompt.bottom + size[1] + lay.px(2), top - gap)
    met = [c for c in raised if c.colliderect(r)]
    if met:
        right = r.move(max(c.right for c in met) + lay.px(6) - r.x, 0)
        if right.right <= lay.prompt.right and not any(c.colliderect(right) for c in raised):
            return right
        left = r.move(min(c.left for c in met) - lay.px(6) - r.right, 0)
        if left.left >= 0 and not any(c.colliderect(left) for c in raised):
            return left
    return r


SPELL_LIFT_PX = 16
"""How far (in base pixels) a spell under the mouse or the keys' focus rises above its place."""


def draft_points_rect(lay: TableLayout, slots: Sequence[Slot], size: tuple[int, int]) -> pygame.Rect:
    """Where the draft's "your spells: N of M points" line goes: centred on the spells, above the
    highest one as it rises under the mouse (`SPELL_LIFT_PX`: a hovered spell covered the line),
    room allowing (spells drafted past a row rise in a second one), under the prompt bar; a line
    wider than the spells keeps a margin from the log and chat column (Italian's touched it)."""
    top = min([s.rect().top for s in slots] + [lay.spells.y]) - lay.px(SPELL_LIFT_PX)
    r = pygame.Rect(0, 0, *size)
    r.midbottom = (lay.spells.centerx, max(lay.prompt.bottom + size[1] + lay.px(2), top - lay.px(2)))
    r.right = min(r.right, lay.table.right - lay.px(10))
    return r


def inside(rect: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """`rect` moved the least needed to lie inside `bounds` (a badge near the window's edge)."""
    return rect.clamp(bounds)


def uncovered(cap: pygame.Rect, card: pygame.Rect, covers: Sequence[pygame.Rect], gap: int) -> pygame.Rect | None:
    """`cap` moved right the least so that its left edge rests on a part of `card` that none of
    `covers` (the cards drawn over it) hides; None when the card shows no such part wide enough
    for the cap (a lifted neighbour hides it)."""
    moved = cap.copy()
    while True:
        over = [c for c in covers if c.collidepoint(moved.left + 1, moved.centery)]
        if not over:
            return moved
        moved.left = max(c.right for c in over) + gap
        if moved.right > card.right:
            return None


def place_caps(caps: Sequence[pygame.Rect], cards: Sequence[pygame.Rect], gap: int, avoid: Sequence[pygame.Rect],
               covers: Sequence[Sequence[pygame.Rect]]) -> tuple[list[pygame.Rect | None], int]:
    """`spread_caps` with the caps where they are: each moved down its card, the least, by whole
    steps of its height and `gap`; with the number of steps taken in all, or -1 when a cap found
    no free place (it then keeps clear of `avoid` if it can)."""
    placed: list[pygame.Rect | None] = [None] * len(caps)
    taken = list(avoid)
    steps = 0
    for i in sorted(range(len(caps)), key=lambda k: (cards[k].x, k)):
        cap, card = caps[i], cards[i]
        over = covers[i] if i < len(covers) else ()
        step = cap.height + gap
        moved = [uncovered(cap.move(0, k * step), card, over, gap) for k in range(6)]
        tries = [(k, t) for k, t in enumerate(moved)
                 if t is not None and card.top <= t.top and t.bottom <= card.bottom]
        if not tries:
            continue
        free = [(k, t) for k, t in tries if t.collidelist(taken) < 0]
        clear = [(k, t) for k, t in tries if t.collidelist(avoid) < 0]
        k, chosen = (free or clear or tries)[0]
        steps = steps + k if free and steps >= 0 else -1
        placed[i] = chosen
        taken.append(chosen)
    return placed, steps


def spread_caps(caps: Sequence[pygame.Rect], cards: Sequence[pygame.Rect], gap: int,
                avoid: Sequence[pygame.Rect] = (),
                covers: Sequence[Sequence[pygame.Rect]] = ()) -> list[pygame.Rect | None]:
    """Each cap (`caps[i]` on card `cards[i]`, where the table would put it) on a part of its card
    that no card drawn over it hides (`covers[i]`: `uncovered`), then moved down its card by whole
    steps of its height and `gap`, the least, so that it covers no cap placed before it (left to
    right) and nothing in `avoid` (count badges). Caps only move down, and when a count badge is
    in the way they may all move down together past it, whichever leaves them most in line, so
    that the numbers read left to right along the cards (a tester saw 1, 3, 5 with 2 below and
    4 above). A cap with no free place keeps clear of `avoid` if it can; a cap whose card is
    hidden is None (not drawn)."""
    shifts = sorted({0, *(b.bottom + gap - c.top for c in caps for b in avoid
                          if c.left < b.right and b.left < c.right and c.top < b.bottom)})
    best: tuple[int, int, list[pygame.Rect | None]] | None = None
    for shift in shifts:
        placed, steps = place_caps([c.move(0, shift) for c in caps], cards, gap, avoid, covers)
        if steps >= 0 and (best is None or steps < best[0]):
            best = (steps, shift, placed)
    return best[2] if best is not None else place_caps(caps, cards, gap, avoid, covers)[0]


def digit_caps(cards: Sequence[pygame.Rect], lay: TableLayout, avoid: Sequence[pygame.Rect] = (),
               covers: Sequence[Sequence[pygame.Rect]] = ()) -> list[pygame.Rect | None]:
    """The key cap of each card in `cards` (unturned rectangles) that a number key chooses: at the
    card's left edge, two fifths down (the part of a fanned card its neighbour leaves in sight,
    clear of its name, corner badge and text), smaller on a small card; placed by `spread_caps`
    (`covers[i]`: the cards drawn over card i)."""
    caps = []
    for rect in cards:
        size = max(lay.px(12), min(lay.px(22), rect.width // 4))
        cap = pygame.Rect(0, 0, size, size)
        cap.midleft = (rect.x + max(2, size // 4), rect.y + rect.height * 2 // 5)
        caps.append(cap)
    return spread_caps(caps, cards, lay.px(3), avoid, covers)


def count_badges(groups: Sequence[Group], slots: Sequence[Slot], lifts: Sequence[float],
                 lay: TableLayout) -> list[tuple[pygame.Rect, int]]:
    """(rectangle, count) of each group's badge, inside the window."""
    size = lay.px(26)
    window = pygame.Rect((0, 0), lay.size)
    return [(inside(badge_rect(slots[g.start], size, lifts[g.start]), window), g.count)
            for g in groups if g.start < len(slots) and g.start < len(lifts)]


def draw_counts(surface: pygame.Surface, res: Resources, badges: Sequence[tuple[pygame.Rect, int]],
                lay: TableLayout) -> None:
    """The count badges of grouped Finds (`count_badges`): "×3" in a gold disc."""
    for rect, count in badges:
        pygame.draw.circle(surface, (40, 24, 70), rect.center, rect.width // 2)
        pygame.draw.circle(surface, GOLD_LIGHT, rect.center, rect.width // 2, max(1, lay.px(2)))
        text = res.text(f"×{count}", lay.px(14), WHITE, "text_bold", shadow=1)
        surface.blit(text, text.get_rect(center=rect.center))
