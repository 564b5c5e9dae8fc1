"""The game-independent core: decisions, answers, events, the step machine and replays."""

from engine.core.decisions import Answer, Decision, Pick
from engine.core.events import Event
from engine.core.machine import MachineState, Outcome, Reason, apply, pending
from engine.core.rng import Rng

__all__ = [
    "Answer",
    "Decision",
    "Event",
    "MachineState",
    "Outcome",
    "Pick",
    "Reason",
    "Rng",
    "apply",
    "pending",
]
