"""Where everything sits on a card face; written to assets/cards/layout.json for the client.

All rects are (x, y, w, h) in pixels of the native face size. The client scales the composed
face; it should compose at the native size (or an integer multiple) and scale the result.
"""

from __future__ import annotations

from typing import Any

CARD_W, CARD_H = 240, 336
TEXT_BOX = (14, 198, 212, 102)
"""The parchment box drawn by the frame around the text rect."""
ART_RECT = (16, 46, 208, 140)

LAYOUT: dict[str, Any] = {
    "card_size": [CARD_W, CARD_H],
    "corner_radius": 14,
    "name": {"rect": [42, 11, 168, 30], "font": "title", "size": 20, "min_size": 11, "two_line_below": 15,
             "color": "#2a1e14", "align": "center"},
    "art": {"rect": list(ART_RECT), "under_frame": True},
    "recipe": {"center": [120, 186], "icon_size": 34, "step": 38,
               "note": "spells only: one ingredient icon per recipe entry, centred on the art's bottom edge"},
    "text": {"rect": [22, 208, 196, 86], "font": "text", "size": 13, "min_size": 9,
             "color": "#2a1e14", "align": "center", "line_spacing": 1.05},
    "footer": {"rect": [16, 302, 208, 30],
               "note": "spells: `level` bottles (icons/bottle_<level>.png) centred; objects: magic mark or "
                       "plain mark, plus icons/any_time.png when the card can be played at any time"},
    "badge": {"center": [25, 26], "size": 30,
              "note": "top-left corner mark, visible in a fanned hand: spells icons/gem_<level>.png (the "
                      "digit is in the picture); ingredients their icon (icons/ingredients/<key>.png); "
                      "magical objects icons/magic.png; plain objects icons/plain.png; transactions "
                      "icons/coin.png"},
}
"""The face layout (see docs/ART.md, 'Composing a face')."""
