"""The potion row: laying a new one from the pile, and how everyone sees it."""

from __future__ import annotations

from typing import Any

from engine.magicoa.potions import potion_data
from engine.magicoa.state import MagicoaState, Slot


def lay_row(st: MagicoaState) -> None:
    """Take as many potions as seats from the top of the pile: slot 0 face down, the rest face up."""
    take, st.pile = st.pile[:st.n], st.pile[st.n:]
    st.row = [Slot(p, face_down=(i == 0)) for i, p in enumerate(take)]


def public_row(st: MagicoaState) -> list[dict[str, Any] | None]:
    """The row as everyone sees it: potions face up, None for the face-down one."""
    return [None if s.face_down else potion_data(s.potion) for s in st.row]
