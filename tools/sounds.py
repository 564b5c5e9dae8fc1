"""Sound effects and the music loop, synthesised with the standard library only.

Every sound is a pure function of its name: noise comes from a seeded `random.Random`, so
the bytes written are the same on every run. Effects are 16-bit mono WAV at `RATE`; the
music loop is at `MUSIC_RATE` and loops seamlessly (its reverb tail is wrapped to the start).
"""

from __future__ import annotations

import math
import random
import struct
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
MUSIC_RATE = 16000

Buffer = list[float]


def _buf(seconds: float, rate: int = RATE) -> Buffer:
    return [0.0] * int(seconds * rate)


def _env(t: float, attack: float, decay: float) -> float:
    """A percussive envelope: linear attack then exponential decay (time constant `decay`)."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def _tone(buf: Buffer, start: float, freq: float, dur: float, amp: float, *, attack: float = 0.005,
          decay: float = 0.2, partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),), glide: float = 0.0,
          rate: int = RATE) -> None:
    """Add a note: sum of partials (ratio, gain), percussive envelope, optional pitch glide (octaves/s)."""
    i0 = int(start * rate)
    n = min(len(buf) - i0, int(dur * rate))
    phase = [0.0] * len(partials)
    release = max(1, min(int(0.03 * rate), n // 4))
    for i in range(max(0, n)):
        t = i / rate
        f = freq * (2.0 ** (glide * t))
        e = _env(t, attack, decay) * amp
        if i > n - release:  # fade out the last few ms so a cut note never clicks
            e *= (n - i) / release
        s = 0.0
        for k, (ratio, gain) in enumerate(partials):
            phase[k] += 2 * math.pi * f * ratio / rate
            s += gain * math.sin(phase[k])
        buf[i0 + i] += s * e


def _noise(buf: Buffer, start: float, dur: float, amp: float, rng: random.Random, *, attack: float = 0.002,
           decay: float = 0.05, lowpass: float = 0.5, highpass: float = 0.0) -> None:
    """Add a burst of filtered white noise (one-pole low-pass `lowpass` in (0, 1], optional high-pass)."""
    i0 = int(start * RATE)
    n = min(len(buf) - i0, int(dur * RATE))
    lp = 0.0
    hp_prev = 0.0
    for i in range(max(0, n)):
        x = rng.uniform(-1.0, 1.0)
        lp += lowpass * (x - lp)
        y = lp - highpass * hp_prev
        hp_prev = lp
        buf[i0 + i] += y * amp * _env(i / RATE, attack, decay)


BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.18), (4.2, 0.08))
CHIME = ((1.0, 1.0), (2.76, 0.3), (5.4, 0.12))
SOFT = ((1.0, 1.0), (2.0, 0.15))


def _note_freq(semitones_from_a4: float) -> float:
    return 440.0 * 2.0 ** (semitones_from_a4 / 12.0)


def shuffle() -> Buffer:
    """A riffle: a run of tiny paper clicks speeding up, then a soft settle."""
    rng = random.Random(1)
    buf = _buf(0.75)
    t = 0.02
    gap = 0.028
    while t < 0.6:
        _noise(buf, t, 0.02, 0.35, rng, decay=0.004, lowpass=0.6, highpass=0.6)
        t += gap
        gap = max(0.011, gap * 0.94)
    _noise(buf, 0.6, 0.15, 0.3, rng, decay=0.03, lowpass=0.25)
    return buf


def deal() -> Buffer:
    """One card slid across the table: a short airy swish."""
    rng = random.Random(2)
    buf = _buf(0.2)
    _noise(buf, 0.0, 0.18, 0.55, rng, attack=0.03, decay=0.04, lowpass=0.35, highpass=0.4)
    return buf


def draw() -> Buffer:
    """A card drawn from the deck: swish with a soft paper tap."""
    rng = random.Random(3)
    buf = _buf(0.25)
    _noise(buf, 0.0, 0.2, 0.4, rng, attack=0.04, decay=0.05, lowpass=0.3, highpass=0.3)
    _noise(buf, 0.11, 0.05, 0.35, rng, decay=0.008, lowpass=0.7, highpass=0.7)
    return buf


def flip() -> Buffer:
    """A card turned face up: a flap and a snap."""
    rng = random.Random(4)
    buf = _buf(0.2)
    _noise(buf, 0.0, 0.08, 0.35, rng, attack=0.01, decay=0.02, lowpass=0.25)
    _noise(buf, 0.07, 0.05, 0.6, rng, decay=0.006, lowpass=0.8, highpass=0.8)
    return buf


def cast(level: int) -> Buffer:
    """A spell cast: a rising bell arpeggio, longer and richer for higher levels (1-4)."""
    buf = _buf(0.7 + 0.25 * level)
    steps = [0, 4, 7, 12, 16, 19, 24][: 2 + level]
    root = -9 + 2 * level
    for i, st in enumerate(steps):
        _tone(buf, i * 0.07, _note_freq(root + st), 0.6 + 0.1 * level, 0.22, decay=0.25, partials=BELL)
    if level >= 3:
        _tone(buf, 0.0, _note_freq(root - 24), 0.9, 0.3, attack=0.02, decay=0.35, partials=SOFT)
    if level == 4:
        rng = random.Random(40)
        _noise(buf, 0.0, 0.8, 0.25, rng, attack=0.05, decay=0.2, lowpass=0.08)
        _tone(buf, 0.35, _note_freq(root + 31), 0.8, 0.12, decay=0.3, partials=CHIME)
    return buf


def counter() -> Buffer:
    """A spell countered: a falling, wobbling tone that fizzles."""
    buf = _buf(0.55)
    _tone(buf, 0.0, 520.0, 0.5, 0.3, attack=0.01, decay=0.18, partials=((1.0, 1.0), (1.5, 0.4), (2.02, 0.3)),
          glide=-2.2)
    rng = random.Random(5)
    _noise(buf, 0.05, 0.4, 0.15, rng, attack=0.05, decay=0.12, lowpass=0.4, highpass=0.5)
    return buf


def coin() -> Buffer:
    """A coin dropped on a pile: two bright metallic pings."""
    buf = _buf(0.45)
    metal = ((1.0, 1.0), (2.41, 0.5), (3.93, 0.3), (5.7, 0.15))
    _tone(buf, 0.0, 1900.0, 0.4, 0.25, decay=0.09, partials=metal)
    _tone(buf, 0.07, 2350.0, 0.35, 0.2, decay=0.1, partials=metal)
    return buf


def bid() -> Buffer:
    """A bid: a gavel's double knock on wood."""
    buf = _buf(0.35)
    rng = random.Random(6)
    for t in (0.0, 0.12):
        _tone(buf, t, 180.0, 0.12, 0.5, decay=0.03, partials=((1.0, 1.0), (2.7, 0.4)))
        _noise(buf, t, 0.03, 0.3, rng, decay=0.006, lowpass=0.5)
    return buf


def win() -> Buffer:
    """Victory: a bright major arpeggio into a held chord with chimes."""
    buf = _buf(1.9)
    for i, st in enumerate((0, 4, 7, 12)):
        _tone(buf, i * 0.12, _note_freq(3 + st), 0.5, 0.2, decay=0.2, partials=BELL)
    for st in (0, 4, 7, 12, 16):
        _tone(buf, 0.5, _note_freq(3 + st), 1.4, 0.11, attack=0.03, decay=0.6, partials=SOFT)
    for i, st in enumerate((24, 28, 31)):
        _tone(buf, 0.6 + i * 0.1, _note_freq(3 + st), 0.8, 0.07, decay=0.3, partials=CHIME)
    return buf


def lose() -> Buffer:
    """Defeat: three drooping notes, the last one sagging."""
    buf = _buf(1.5)
    for i, st in enumerate((0, -1, -2)):
        _tone(buf, i * 0.35, _note_freq(-5 + st), 0.45, 0.28, attack=0.02, decay=0.25,
              partials=((1.0, 1.0), (2.0, 0.3), (3.0, 0.2)))
    _tone(buf, 1.05, _note_freq(-9), 0.45, 0.28, attack=0.02, decay=0.3,
          partials=((1.0, 1.0), (2.0, 0.3), (3.0, 0.2)), glide=-0.5)
    return buf


def click() -> Buffer:
    """A button press: a tiny wooden tick."""
    buf = _buf(0.06)
    _tone(buf, 0.0, 1200.0, 0.05, 0.35, attack=0.001, decay=0.01, partials=((1.0, 1.0), (2.3, 0.3)))
    return buf


def croak() -> Buffer:
    """A frog's croak, for the croaking forfeit: a buzzy, pulsed low tone."""
    buf = _buf(0.45)
    rng = random.Random(7)
    for t in (0.0, 0.2):
        i0 = int(t * RATE)
        n = int(0.16 * RATE)
        for i in range(n):
            tt = i / RATE
            f = 140 - 60 * tt
            pulse = 1.0 if (i * f / RATE) % 1.0 < 0.22 else -0.25
            buf[i0 + i] += 0.35 * pulse * math.sin(math.pi * tt / 0.16) + 0.05 * rng.uniform(-1, 1)
    return buf


def hop() -> Buffer:
    """A springy 'boing', for the hopping hand."""
    buf = _buf(0.35)
    _tone(buf, 0.0, 300.0, 0.32, 0.3, attack=0.005, decay=0.12, partials=SOFT, glide=2.5)
    return buf


EFFECTS: dict[str, Callable[[], Buffer]] = {
    "shuffle": shuffle, "deal": deal, "draw": draw, "flip": flip,
    "cast_1": lambda: cast(1), "cast_2": lambda: cast(2), "cast_3": lambda: cast(3), "cast_4": lambda: cast(4),
    "counter": counter, "coin": coin, "bid": bid, "win": win, "lose": lose, "click": click,
    "croak": croak, "hop": hop,
}
"""Sound name -> synthesiser; each is written to sounds/<name>.wav."""


def music() -> Buffer:
    """A calm 40 s loop: soft pad chords, a slow bass and a seeded music-box melody (A minor pentatonic)."""
    rate = MUSIC_RATE
    beat = 60.0 / 72.0
    bars = 12
    total = bars * 4 * beat
    buf = [0.0] * int(total * rate)
    rng = random.Random(72)
    # (root semitone from A4, chord tones) for pairs of bars
    chords = [(-12, (0, 3, 7, 10)), (-16, (0, 4, 7, 11)), (-19, (0, 4, 7, 14)), (-14, (0, 3, 7, 10)),
              (-21, (0, 4, 7, 11)), (-17, (0, 4, 7, 9))]
    tail = [0.0] * int(4 * rate)
    for ci, (root, tones) in enumerate(chords):
        start = ci * 8 * beat
        for k, st in enumerate(tones):
            _tone_into(buf, tail, start + 0.02 * k, _note_freq(root + st), 8 * beat + 1.5, 0.045, attack=1.2,
                       decay=5.0, partials=SOFT, rate=rate)
        for b in range(2):
            _tone_into(buf, tail, start + b * 4 * beat, _note_freq(root - 12), 4 * beat, 0.09, attack=0.05,
                       decay=1.2, partials=SOFT, rate=rate)
    scale = [0, 3, 5, 7, 10, 12, 15, 17]
    t = 0.0
    while t < total - 0.01:
        if rng.random() < 0.72:
            st = scale[rng.randrange(len(scale))]
            _tone_into(buf, tail, t, _note_freq(st), 1.6, 0.06, attack=0.004, decay=0.5, partials=CHIME, rate=rate)
        t += beat * rng.choice((0.5, 1.0, 1.0, 1.5))
    for i, v in enumerate(tail):
        buf[i] += v
    return buf


def _tone_into(buf: Buffer, tail: Buffer, start: float, freq: float, dur: float, amp: float, *,
               attack: float, decay: float, partials: tuple[tuple[float, float], ...], rate: int) -> None:
    """Like `_tone`, but whatever runs past the end of `buf` goes into `tail` (wrapped to the start)."""
    n = int(dur * rate)
    tmp = [0.0] * n
    _tone(tmp, 0.0, freq, dur, amp, attack=attack, decay=decay, partials=partials, rate=rate)
    i0 = int(start * rate)
    for i, v in enumerate(tmp):
        j = i0 + i
        if j < len(buf):
            buf[j] += v
        elif j - len(buf) < len(tail):
            tail[j - len(buf)] += v


def to_wav_bytes(buf: Buffer, rate: int = RATE, peak: float = 0.85) -> bytes:
    """16-bit mono PCM of `buf`, normalised to `peak` with short fades so nothing clicks."""
    top = max((abs(v) for v in buf), default=0.0) or 1.0
    gain = peak / top
    fade = min(len(buf) // 4, int(0.004 * rate))
    samples = array("h")
    for i, v in enumerate(buf):
        edge = 1.0
        if fade and i < fade and rate == RATE:
            edge = i / fade
        if fade and len(buf) - i <= fade and rate == RATE:
            edge = min(edge, (len(buf) - i - 1) / fade)
        samples.append(max(-32767, min(32767, round(v * gain * edge * 32767))))
    return samples.tobytes() if struct.pack("<h", 1) == b"\x01\x00" else _swapped(samples)


def _swapped(samples: array) -> bytes:
    s = array("h", samples)
    s.byteswap()
    return s.tobytes()


def write_wav(path: Path, buf: Buffer, rate: int = RATE) -> None:
    """Write `buf` as a 16-bit mono WAV file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(to_wav_bytes(buf, rate))
