"""One decision composed from several controls: a game type, a suit, extras, and a button.

The engine offers each combination as one action (a game type with its suit
and extras: "clubs, hand, Schneider announced", "Farbwenz Gras Tout", "queen
solo without Re") and says what it means as an
:class:`~stammtisch.engine.meaning.ActionInfo`.  A :class:`ComposedChoice`
is built from those values alone: each :class:`Part` reads one parameter, a
chooser lists the values the engine offers (given the parts before it), a
check box stands for a yes/no extra, and the button is enabled exactly when
the composed combination is one the engine offers.  Which combinations exist
is never decided here:

- choosing a new value in the first chooser starts from the first action the
  engine offers with it;
- choosing in a later chooser keeps the other parts as close as the engine's
  offer allows;
- ticking or clearing a box moves to the nearest offered combination with the
  box so (Schwarz announced ticks Schneider and Hand too); a box is disabled when
  no offered combination has it changed while keeping every other ticked box
  (Ouvert locks Hand, Schneider and Schwarz).

Combinations the rules refuse now (``refused``, each with the engine's reason,
see :func:`stammtisch.engine.coach.whynot.refusals`) stay in reach: their values
are listed greyed with the reason as tooltip, and when the controls describe one the
button is disabled, its tooltip says why and :attr:`ComposedChoice.composed` reports it, so the
decision row can show the rule (and link it).  A box that leads only to refused
combinations is disabled, its tooltip and accessible description saying why (after
the skat is picked up, Hand: the skat has been picked up).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QPushButton, QWidget

from stammtisch.engine.meaning import ActionInfo

from .kept import rewire

Key = tuple[Hashable, ...]


@dataclass(frozen=True)
class Part:
    """One control of a composed choice.

    ``value`` reads the part's parameter from an :class:`ActionInfo`;
    ``label`` names a value for people (for a check box: its text, the value
    being ``True``); ``tip`` gives a value's tooltip; ``order`` sorts a
    chooser's values (by default: in the order of the engine's actions).
    """

    name: str
    value: Callable[[ActionInfo], Hashable]
    label: Callable[[Hashable, Key], str]
    check: bool = False
    tip: Callable[[Hashable], str] | None = None
    order: Callable[[Hashable], int] | None = None


class ComposedChoice(QWidget):
    """Choosers and check boxes over the offered actions, and one button to take the composed one."""

    chosen = Signal(int)
    composed = Signal(int)
    """The action the controls describe after each change (-1: none), offered or refused."""

    def __init__(
        self,
        offered: Sequence[ActionInfo],
        parts: Sequence[Part],
        button: str,
        button_name: str,
        parent: QWidget | None = None,
        refused: Sequence[tuple[ActionInfo, str]] = (),
    ) -> None:
        super().__init__(parent)
        self.parts = tuple(parts)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.controls: list[QComboBox | QCheckBox] = []
        self._listed: list[list[Hashable]] = [[] for _ in self.parts]
        for part in self.parts:
            control: QComboBox | QCheckBox
            if part.check:
                control = QCheckBox(part.label(True, ()), self)
                control.toggled.connect(lambda on, p=part: self._ticked(p, on))
            else:
                control = QComboBox(self)
                # the values listed change with the parts before: always as wide as they are
                control.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                control.currentIndexChanged.connect(lambda _i, p=part: self._picked(p))
            control.setObjectName(part.name)
            layout.addWidget(control)
            self.controls.append(control)
        self.button = QPushButton(button, self)
        self.button.setObjectName(button_name)
        self.button.setProperty("mnemonic", button_name[:1].upper())
        self.button.clicked.connect(self._take)
        layout.addWidget(self.button)
        self._updating = False
        self._own_tips: dict[int, str] = {}
        """A box's own tooltip while it says why it is disabled instead."""
        self.offered: dict[Key, int] = {}
        self.refused: dict[Key, int] = {}
        """Combinations the rules refuse now, to their actions."""
        self.reasons: dict[int, str] = {}
        """Why each refused action is refused, in the user's language."""
        self.known: dict[Key, int] = {}
        """Every combination the controls can describe: offered or refused."""
        self.offer(offered, refused)

    def offer(
        self, offered: Sequence[ActionInfo], refused: Sequence[tuple[ActionInfo, str]] = ()
    ) -> None:
        """Describe ``offered`` and ``refused`` now, with the same controls (a choice kept
        through a rebuild of the row with the focus in it, see :mod:`.kept`): the combination
        set stays if it is still offered, else the first one offered is set.  Whoever was told
        of a choice is told no more (the new row connects again)."""
        rewire(self.chosen, self.composed)
        was = self.key()
        self.offered = {}
        for info in sorted(offered, key=lambda i: i.action):
            self.offered.setdefault(tuple(p.value(info) for p in self.parts), info.action)
        self.refused = {}
        self.reasons = {}
        for info, reason in sorted(refused, key=lambda r: r[0].action):
            key = tuple(p.value(info) for p in self.parts)
            if key not in self.offered and key not in self.refused:
                self.refused[key] = info.action
                self.reasons[info.action] = reason
        self.known = dict(sorted({**self.refused, **self.offered}.items(), key=lambda kv: kv[1]))
        if was in self.offered:
            self.select(was)
        elif self.offered:
            firsts = {k[0] for k in self.offered}
            first = next(v for v in self.values(0, ()) if v in firsts)
            self.select(next(k for k in self.offered if k[0] == first))

    def chooser(self, index: int) -> QComboBox:
        """The chooser of part ``index``."""
        control = self.controls[index]
        assert isinstance(control, QComboBox)
        return control

    def box(self, index: int) -> QCheckBox:
        """The check box of part ``index``."""
        control = self.controls[index]
        assert isinstance(control, QCheckBox)
        return control

    # --- what the controls say ---------------------------------------------------------

    def key(self) -> Key:
        """The combination the controls describe now."""
        values: list[Hashable] = []
        for listed, control in zip(self._listed, self.controls, strict=True):
            if isinstance(control, QCheckBox):
                values.append(control.isChecked())
            else:
                row = control.currentIndex()
                values.append(listed[row] if 0 <= row < len(listed) else None)
        return tuple(values)

    def advised_controls(self) -> list[QWidget]:
        """The controls that say the combination set now: the choosers, the ticked boxes and
        the button (what the coach's mark frames, not the boxes left clear)."""
        said: list[QWidget] = [
            c for c in self.controls if not isinstance(c, QCheckBox) or c.isChecked()
        ]
        return [*said, self.button]

    def action(self) -> int | None:
        """The engine action the controls describe now (``None`` if the engine offers none)."""
        return self.offered.get(self.key())

    def refused_action(self) -> int | None:
        """The refused action the controls describe now (``None``: none is described)."""
        return self.refused.get(self.key())

    def values(self, index: int, prefix: Key) -> list[Hashable]:
        """The values part ``index`` may take after ``prefix`` (the parts before it), refused
        ones included."""
        found: list[Hashable] = []
        for key in self.known:
            if key[:index] == prefix[:index] and key[index] not in found:
                found.append(key[index])
        order = self.parts[index].order
        return sorted(found, key=order) if order else found

    def listed(self, index: int, refused: bool = False) -> list[Hashable]:
        """The values chooser ``index`` lists now that lead to an offered combination (with
        ``refused``: those that lead only to refused ones, listed greyed)."""
        prefix = self.key()
        return [
            value
            for value in self._listed[index]
            if (self._refused_value(index, (*prefix[:index], value)) is not None) == refused
        ]

    def select(self, key: Key) -> None:
        """Set the controls to ``key`` (one of the offered combinations)."""
        self._updating = True
        for index, (part, control) in enumerate(zip(self.parts, self.controls, strict=True)):
            if isinstance(control, QCheckBox):
                control.setChecked(bool(key[index]))
                continue
            control.clear()
            values = self.values(index, key)
            self._listed[index] = values
            for value in values:
                data = value if isinstance(value, (str, int)) else None
                control.addItem(part.label(value, key[:index]), data)
                row = control.count() - 1
                why = self._refused_value(index, (*key[:index], value))
                if why is not None:
                    control.setItemData(row, why, Qt.ItemDataRole.ToolTipRole)
                    control.setItemData(
                        row, QBrush(QColor("#888888")), Qt.ItemDataRole.ForegroundRole
                    )
                elif part.tip is not None:
                    control.setItemData(row, part.tip(value), Qt.ItemDataRole.ToolTipRole)
            control.setCurrentIndex(max(0, values.index(key[index])))
            everywhere = {k[index] for k in self.known}
            control.setVisible(
                index == 0 or (any(v is not None for v in values) and len(everywhere) > 1)
            )
        self._updating = False
        self._enable()

    def select_action(self, action: int) -> None:
        """Set the controls to the combination of ``action`` (offered or refused)."""
        for key, known in self.known.items():
            if known == action:
                self.select(key)
                return

    def _refused_value(self, index: int, prefix: Key) -> str | None:
        """Why a chooser's value is refused: no offered combination starts with ``prefix``
        (the parts up to ``index``); the reason of the first refused one that does."""
        if any(k[: index + 1] == prefix for k in self.offered):
            return None
        for key, action in self.refused.items():
            if key[: index + 1] == prefix:
                return self.reasons[action]
        return None

    # --- keeping to the offer -----------------------------------------------------------

    def _fixed(self) -> list[int]:
        return [i for i, p in enumerate(self.parts) if not p.check]

    def _nearest(self, wanted: Key, keep: Callable[[Key], bool]) -> Key | None:
        """The offered combination ``keep`` accepts that differs least from ``wanted``."""
        best: tuple[int, int, int, Key] | None = None
        for key, action in self.known.items():
            if keep(key):
                distance = sum(a != b for a, b in zip(key, wanted, strict=True))
                # nearest first; at the same distance an offered combination before a refused one
                rank = (distance, int(key in self.refused), action)
                if best is None or rank < best[:3]:
                    best = (*rank, key)
        return None if best is None else best[3]

    def _picked(self, part: Part) -> None:
        if self._updating:
            return
        index = self.parts.index(part)
        current = self.key()
        prefix = current[: index + 1]
        if index == 0:
            found = next((k for k in self.offered if k[:1] == prefix), None) or next(
                (k for k in self.refused if k[:1] == prefix), None
            )
        else:
            found = self._nearest(current, lambda k: k[: index + 1] == prefix)
        if found is not None:
            self.select(found)

    def _ticked(self, part: Part, on: bool) -> None:
        if self._updating:
            return
        index = self.parts.index(part)
        current = self.key()
        fixed = self._fixed()
        found = self._nearest(
            current,
            lambda k: k[index] == on and all(k[i] == current[i] for i in fixed),
        )
        if found is None:
            found = (*current[:index], not on, *current[index + 1 :])
        self.select(found)

    def _enable(self) -> None:
        current = self.key()
        fixed = self._fixed()
        for index, control in enumerate(self.controls):
            if not isinstance(control, QCheckBox):
                continue
            ticked = [i for i, p in enumerate(self.parts) if p.check and i != index and current[i]]
            flipped = not current[index]
            leads = [
                k
                for k in self.known
                if k[index] == flipped
                and all(k[i] == current[i] for i in fixed)
                and (flipped or all(k[i] for i in ticked))
            ]
            control.setEnabled(any(k in self.offered for k in leads))
            self._say_why_not(index, control, [] if control.isEnabled() else leads)
        refused, action = self.refused_action(), self.action()
        self.button.setEnabled(action is not None)
        self.button.setToolTip(self.reasons[refused] if refused is not None else "")
        now = refused if refused is not None else action
        self.composed.emit(-1 if now is None else now)

    def _say_why_not(self, index: int, box: QCheckBox, refused: list[Key]) -> None:
        """A box that would lead only to ``refused`` combinations is disabled; its tooltip and
        accessible description say why (the reason of the nearest one: after the skat is
        picked up, Hand says that the skat was taken)."""
        current = self.key()
        nearest = min(
            refused,
            key=lambda k: (sum(a != b for a, b in zip(k, current, strict=True)), self.known[k]),
            default=None,
        )
        why = self.reasons[self.refused[nearest]] if nearest is not None else ""
        if why:
            self._own_tips.setdefault(index, box.toolTip())
            box.setToolTip(why)
            box.setAccessibleDescription(why)
        elif index in self._own_tips:
            box.setToolTip(self._own_tips.pop(index))
            box.setAccessibleDescription("")

    def _take(self) -> None:
        action = self.action()
        if action is not None:
            self.chosen.emit(action)


__all__ = ["ComposedChoice", "Key", "Part"]
