"""Sound effects and music from the assets, with the player's volumes.

No audio device (or no mixer) is not an error: `Audio` then stays silent and logs one line.
Sounds are loaded on first use; a missing or unreadable file is skipped silently after one
log line, so the game never fails because of sound.
"""

from __future__ import annotations

import contextlib
import logging

import pygame

log = logging.getLogger("game.audio")


class Audio:
    """The mixer, or silence. Volumes are 0..1; `play(name)` names one of `assets.SOUNDS`."""

    def __init__(self, music_volume: float = 0.5, effects_volume: float = 0.8, *, enabled: bool = True) -> None:
        self.music_volume = music_volume
        self.effects_volume = effects_volume
        self.available = False
        self.reason = ""
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._music_on = False
        if not enabled:
            self.reason = "sound disabled"
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
            self.available = True
        except (pygame.error, NotImplementedError) as exc:
            self.reason = str(exc) or "no audio device"
            log.warning("no sound: %s", self.reason)

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play the effect `name` once at `volume` times the effects volume (no-op when silent)."""
        if not self.available or self.effects_volume <= 0:
            return
        sound = self._load(name)
        if sound is not None:
            sound.set_volume(max(0.0, min(1.0, volume * self.effects_volume)))
            sound.play()

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._sounds:
            return self._sounds[name]
        sound: pygame.mixer.Sound | None = None
        try:
            import assets

            sound = pygame.mixer.Sound(str(assets.path(assets.sound(name))))
        except (ImportError, ValueError, FileNotFoundError, pygame.error) as exc:
            log.info("sound %r unavailable: %s", name, exc)
        self._sounds[name] = sound
        return sound

    def start_music(self) -> None:
        """Loop the background music (no-op when silent or already playing)."""
        if not self.available or self._music_on:
            return
        try:
            import assets

            pygame.mixer.music.load(str(assets.path(assets.MUSIC)))
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(loops=-1, fade_ms=1500)
            self._music_on = True
        except (ImportError, AttributeError, FileNotFoundError, pygame.error) as exc:
            log.info("music unavailable: %s", exc)

    def set_volumes(self, music: float, effects: float) -> None:
        """Apply new volumes (music at once; effects from the next sound)."""
        self.music_volume = max(0.0, min(1.0, music))
        self.effects_volume = max(0.0, min(1.0, effects))
        if self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.music.set_volume(self.music_volume)

    def stop(self) -> None:
        """Stop the music and release the mixer."""
        if self.available:
            try:
                pygame.mixer.music.stop()
                pygame.mixer.quit()
            except pygame.error:
                pass
            self.available = False


def play_effect(services: dict[str, object], name: str | None) -> None:
    """Play the effect `name` (None: nothing) through the app's audio in `services`, if there is one."""
    audio = services.get("audio")
    if name and audio is not None and hasattr(audio, "play"):
        audio.play(name)
