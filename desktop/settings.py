"""The user's settings, kept in :class:`~PySide6.QtCore.QSettings`.

Language, card faces, animation speed, how long a completed trick stays, the
computer opponents' default strength, learning mode's hint before each decision and what
it has explained, and the
stars earned in each lesson.  Values are checked when read, so a hand-edited or
stale settings file never breaks the app.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from .cardfaces import FACE_STYLES
from .i18n import LANGUAGES
from .players import DEFAULT_LEVEL

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
ANIMATION_MS: dict[str, int] = {"off": 0, "fast": 180, "normal": 350, "slow": 650}
"""Duration of one card movement per speed."""
FINISHED_TRICK: tuple[str, ...] = ("click", "brief")
"""What happens to a completed trick: it stays until the table is clicked (or the user
plays the next card; computer players wait), or it is gathered after a moment."""


class AppSettings:
    """Typed access to the app's settings (``QSettings`` underneath)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings("Stammtisch", "Stammtisch")

    def _get(self, key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
        value = self.store.value(key, default)
        text = value if isinstance(value, str) else default
        if allowed is not None and text not in allowed:
            return default
        return text

    @property
    def language(self) -> str:
        """``"system"`` or a language code."""
        return self._get("language", "system", ("system", *LANGUAGES))

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("language", value)

    @property
    def faces(self) -> str:
        """Faces for French-suited games: ``french``, ``fourcolour`` or ``german``."""
        return self._get("faces", "french", FACE_STYLES)

    @faces.setter
    def faces(self, value: str) -> None:
        self.store.setValue("faces", value)

    @property
    def animation(self) -> str:
        return self._get("animation", "normal", ANIMATION_SPEEDS)

    @animation.setter
    def animation(self, value: str) -> None:
        self.store.setValue("animation", value)

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation]

    @property
    def finished_trick(self) -> str:
        """``click`` (a completed trick stays until the table is clicked) or ``brief``."""
        return self._get("finished_trick", "click", FINISHED_TRICK)

    @finished_trick.setter
    def finished_trick(self, value: str) -> None:
        self.store.setValue("finished_trick", value)

    @property
    def default_level(self) -> str:
        return self._get("default_level", DEFAULT_LEVEL)

    @default_level.setter
    def default_level(self, value: str) -> None:
        self.store.setValue("default_level", value)

    @property
    def player_name(self) -> str:
        return self._get("player_name", "")

    @player_name.setter
    def player_name(self, value: str) -> None:
        self.store.setValue("player_name", value)

    @property
    def games_played(self) -> frozenset[str]:
        """Games the user has started a session of (learning mode is on by default for others)."""
        raw = self.store.value("games_played", "")
        return frozenset(g for g in str(raw or "").split(",") if g)

    def mark_played(self, game: str) -> None:
        self.store.setValue("games_played", ",".join(sorted(self.games_played | {game})))

    @property
    def hint_before_decisions(self) -> bool:
        """Learning mode's option: the coach's hint before each of the user's decisions (off
        until the user ticks it in the new-game dialog)."""
        return self._get("hint_before_decisions", "false", ("true", "false")) == "true"

    @hint_before_decisions.setter
    def hint_before_decisions(self, value: bool) -> None:
        self.store.setValue("hint_before_decisions", "true" if value else "false")

    def phase_lines_shown(self, game: str, phase: str) -> int:
        """How often learning mode has explained ``phase`` of ``game``."""
        raw = self.store.value(f"learning/{game}/{phase}", 0)
        try:
            return int(str(raw))
        except ValueError:
            return 0

    def count_phase_line(self, game: str, phase: str) -> None:
        self.store.setValue(f"learning/{game}/{phase}", self.phase_lines_shown(game, phase) + 1)

    @property
    def first_start(self) -> bool:
        """Whether nothing has been stored yet: the app runs for the first time."""
        return not self.store.allKeys()

    def lesson_stars(self, key: str) -> int:
        """The best stars earned in lesson ``key`` (``game/id``); 0 if never completed."""
        value = self.store.value(f"lessons/{key}", 0)
        try:
            stars = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return 0
        return stars if 0 <= stars <= 3 else 0

    def set_lesson_stars(self, key: str, stars: int) -> None:
        self.store.setValue(f"lessons/{key}", int(stars))

    def sync(self) -> None:
        self.store.sync()


__all__ = ["ANIMATION_MS", "ANIMATION_SPEEDS", "FINISHED_TRICK", "AppSettings"]
