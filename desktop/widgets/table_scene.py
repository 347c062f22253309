"""The table: a QGraphicsScene showing a :class:`~stammtisch.desktop.table_state.TableSnapshot`.

A completed trick stays in the middle with its taker named: until the table is
clicked or the user plays the next card (:attr:`TableScene.trick_mode` ``"click"``;
:meth:`TableScene.busy_ms` keeps the computer players waiting meanwhile), or for
a moment (``"brief"``).

The scene has fixed logical coordinates (see :mod:`stammtisch.desktop.layout`)
and the view scales it.  Each physical card is one :class:`CardItem` that
moves (animated, or at once with animations off) between the deck, the hands,
the talon and the trick.  The scene holds no rule: it asks the controller
through :attr:`TableScene.try_action` and shows the engine's reason when a
card is refused.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from stammtisch.engine.meaning import ActionInfo, ActionKind

from ..cardfaces import CardFaces
from ..display import SortKey, plain_key
from ..layout import (
    CARD_H,
    CARD_W,
    CENTRE,
    DROP_ZONE,
    HAND_SCALE,
    HAND_Y,
    MIN_TEXT_PX,
    OPPONENT_SCALE,
    PLATE_H,
    PLATE_MAX_H,
    PLATE_W,
    SCENE_H,
    SCENE_W,
    TALON_SCALE,
    TRICK_SCALE,
    hand_positions,
    open_hand_positions,
    open_hand_scale,
    opponent_positions,
    place_of,
    plate_grows_up,
    point_in_drop_zone,
    talon_positions,
    trick_position,
)
from ..linebreak import breakable
from ..messages import text as message_text
from ..table_state import TableSnapshot, call_words
from .card_item import CardItem

HAND = "hand"
TRICK = "trick"
"""The areas of the table the keyboard cursor moves in (see :attr:`TableScene.cursor_area`)."""

PICK_LIFT = -40.0
"""How far a card chosen to be laid away stands out of the hand."""

Target = tuple[float, float, float, float, float]
"""Centre x, centre y, rotation, scale, z."""


WRAP = int(Qt.TextFlag.TextWordWrap)
"""Lines break between words (and, in Japanese, between characters), never inside a word."""


def wrapped_height(text: str, font: QFont, width: float) -> tuple[float, float]:
    """The height ``text`` takes wrapped in ``width`` and the width of its widest line (more
    than ``width`` only for a word that cannot be broken)."""
    rect = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), WRAP, text)
    return rect.height(), rect.width()


def whole_words(text: str) -> str:
    """``text`` with a Japanese phrase kept on one line (BudouX's phrases, and the words of a
    compound at its ``・``: "ディーラー・デクレアラー" wraps after the dot, never as
    "デクレア" / "ラー"; see :mod:`stammtisch.desktop.linebreak`)."""
    return breakable(text)


def plate_font(size: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    return font


class SeatPlate(QGraphicsObject):
    """A seat's name plate: name, dealer and declarer marks, tricks, the latest calls.

    Nothing is cut: a line that is too long wraps and the plate grows (up to
    :data:`~stammtisch.desktop.layout.PLATE_MAX_H`; the user's plate upwards, the others
    downwards); the oldest calls give way first.  The tooltip holds every line whole.
    """

    WIDTH = PLATE_W
    HEIGHT = PLATE_H
    PAD = 12.0
    """Room left and right of the text."""

    def __init__(self, grows_up: bool = False) -> None:
        super().__init__()
        self.grows_up = grows_up
        self.name = ""
        self.marks = ""
        self.calls = ""
        """The calls shown (the latest that fit), joined by " · "."""
        self.to_move = False
        self.is_user = False
        self.height = self.HEIGHT
        self._rows: list[tuple[str, QFont, str, float]] = []
        """Each line shown: text, font, colour, height."""

    def _top(self) -> float:
        return self.HEIGHT / 2 - self.height if self.grows_up else -self.HEIGHT / 2

    def boundingRect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2 - 4, self._top() - 4, self.WIDTH + 8, self.height + 8)

    def set_info(
        self,
        name: str,
        marks: str,
        calls: str | Sequence[str],
        to_move: bool,
        is_user: bool,
        spare: Sequence[str] = (),
    ) -> None:
        """Show ``name``, the ``marks`` (words joined by " · ") and the ``calls``; ``spare``
        names marks and calls the table shows elsewhere (the game line names the declarer
        and the contract), which give way, in that order, when the plate cannot hold them."""
        said = list(calls.split(" · ") if isinstance(calls, str) and calls else calls or [])
        new = (name, marks, tuple(said), to_move, is_user, tuple(spare))
        old = (self.name, self.marks, self._said, self.to_move, self.is_user, self._spare)
        if new == old:
            return
        self.name, self.marks, self.to_move, self.is_user = name, marks, to_move, is_user
        self._said, self._spare = tuple(said), tuple(spare)
        self.setToolTip("\n".join(line for line in (name, marks, " · ".join(said)) if line))
        self._lay_out(said)
        self.update()

    _said: tuple[str, ...] = ()
    _spare: tuple[str, ...] = ()

    def _lay_out(self, said: list[str]) -> None:
        """Wrap the lines and grow to them.  Beyond :data:`PLATE_MAX_H`, by rule: the oldest
        calls give way first, then what the game line shows (:attr:`_spare`); a plate that
        still needs more grows further rather than cut a line."""
        room = self.WIDTH - 2 * self.PAD
        name_font, small = plate_font(MIN_TEXT_PX + 3, True), plate_font(MIN_TEXT_PX)
        marks = [m for m in self.marks.split(" · ") if m]
        spare = list(self._spare)
        while True:
            calls = " · ".join(said)
            rows = [
                (whole_words(self.name), name_font, "#ffffff"),
                (whole_words(" · ".join(marks)), small, "#ffe9a8"),
                (whole_words(calls), small, "#d8f0ff"),
            ]
            laid = []
            for text, font, colour in rows:
                height = max(wrapped_height(text, font, room)[0], QFontMetricsF(font).height())
                laid.append((text, font, colour, height + 4))
            total = sum(h for *_, h in laid) + 8
            if total <= PLATE_MAX_H:
                break
            if len(said) > 1:
                said = said[1:]  # the oldest call gives way
                continue
            gone = next((x for x in spare if x in said or x in marks), None)
            if gone is None:
                break  # nothing left to give way: the plate grows
            spare.remove(gone)
            said = [x for x in said if x != gone]
            marks = [x for x in marks if x != gone]
        self.calls = calls
        self._rows = laid
        self.prepareGeometryChange()
        self.height = max(self.HEIGHT, total)

    def laid_lines(self) -> list[tuple[str, QFont, float]]:
        """Each text drawn, with its font and the width it wraps in (for the checks)."""
        return [(text, font, self.WIDTH - 2 * self.PAD) for text, font, _, _ in self._rows]

    def line_fits(self) -> list[tuple[str, float, float]]:
        """Each line shown with the width it needs and the width it has (for the checks)."""
        room = self.WIDTH - 2 * self.PAD
        out = []
        for text, font, _, height in self._rows:
            need_h, need_w = wrapped_height(text, font, room)
            out.append((text, need_w, room))
            if need_h > height:
                out.append((text, need_h, height))
        top = self._top() + 4
        if top + sum(h for *_, h in self._rows) > self._top() + self.height + 1:
            out.append((self.name, self.height + 1, self.height))
        return out

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.WIDTH / 2, self._top(), self.WIDTH, self.height)
        border = QColor("#ffd23f") if self.to_move else QColor(255, 255, 255, 70)
        painter.setPen(QPen(border, 4 if self.to_move else 1.5))
        painter.setBrush(QColor(0, 0, 0, 130))
        painter.drawRoundedRect(rect, 12, 12)
        left = rect.x() + self.PAD
        width = rect.width() - 2 * self.PAD
        top = rect.y() + 4
        for text, font, colour, height in self._rows:
            painter.setFont(font)
            painter.setPen(QColor(colour))
            painter.drawText(
                QRectF(left, top, width, height),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | WRAP,
                text,
            )
            top += height


class TakerLabel(QGraphicsObject):
    """Under a completed trick: who took it (and, when it waits, how to go on); lines that
    are too long wrap and the label grows downwards."""

    WIDTH = 620.0
    HEIGHT = 72.0

    def __init__(self) -> None:
        super().__init__()
        self.lines: tuple[str, str] = ("", "")
        self.height = self.HEIGHT

    def boundingRect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2, -self.HEIGHT / 2, self.WIDTH, self.height)

    def _fonts(self) -> tuple[QFont, QFont]:
        return plate_font(MIN_TEXT_PX + 3, True), plate_font(MIN_TEXT_PX)

    def set_lines(self, first: str, second: str) -> None:
        if (first, second) != self.lines:
            self.lines = (first, second)
            bold, small = self._fonts()
            room = self.WIDTH - 20
            height = wrapped_height(first, bold, room)[0] + 12
            if second:
                height += wrapped_height(second, small, room)[0] + 4
            self.prepareGeometryChange()
            self.height = max(self.HEIGHT, height)
            self.update()

    def laid_lines(self) -> list[tuple[str, QFont, float]]:
        """Each text drawn, with its font and the width it wraps in (for the checks)."""
        bold, small = self._fonts()
        first, second = self.lines
        return [(first, bold, self.WIDTH - 20)] + (
            [(second, small, self.WIDTH - 20)] if second else []
        )

    def line_fits(self) -> list[tuple[str, float, float]]:
        """Each line with the width it needs and the width it has (for the checks)."""
        bold, small = self._fonts()
        room = self.WIDTH - 20
        first, second = self.lines
        out = [(first, wrapped_height(first, bold, room)[1], room)]
        if second:
            out.append((second, wrapped_height(second, small, room)[1], room))
        return out

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#ffd23f"), 2))
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(rect, 14, 14)
        first, second = self.lines
        bold, small = self._fonts()
        room = rect.width() - 20
        align = int(Qt.AlignmentFlag.AlignCenter) | WRAP
        first_h = wrapped_height(first, bold, room)[0]
        if not second:
            first_h = rect.height() - 8
        painter.setFont(bold)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(rect.x() + 10, rect.y() + 4, room, first_h + 4), align, first)
        if second:
            painter.setFont(small)
            painter.setPen(QColor("#ffe9a8"))
            top = rect.y() + 8 + first_h
            painter.drawText(QRectF(rect.x() + 10, top, room, rect.bottom() - top), align, second)


class TableScene(QGraphicsScene):
    """Draws the table and turns the user's drags, double-clicks and keys into actions."""

    refused = Signal(str)
    """A card the user tried was refused; the reason as a sentence."""
    pickedChanged = Signal()
    """The cards chosen to lay away or pass on changed."""
    cursorMoved = Signal()
    """The keyboard cursor moved: another card of the hand or the trick is under it."""
    tableShown = Signal(bool)
    """The table shows a new snapshot (see :meth:`show_table`); ``True`` for a new deal."""
    trickGathered = Signal()
    """The completed trick that waited for a click (or a key) was gathered: the game goes on."""

    def __init__(self, faces: CardFaces, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H, parent)
        self.faces = faces
        self.try_action: Callable[[int], str | None] | None = None
        self.animation_ms = 350
        self.snapshot: TableSnapshot | None = None
        self.names: list[str] = []
        self.legal_cards: AbstractSet[int] | None = None
        self.thinking_seat: int | None = None
        self.selected: int | None = None
        """The hand's card under the keyboard cursor (its index, left to right), or ``None``."""
        self.cursor_area = HAND
        """Where the keyboard cursor is: :data:`HAND` or :data:`TRICK`."""
        self.trick_cursor = 0
        """The trick's card under the cursor while it is on the trick (its index, in play order)."""
        self.keyboard = False
        """The user moves with the keys: on their turn a card they may move stays under the
        cursor (set by the view when it handles a key, cleared by a mouse press)."""
        self.pick_count = 0
        """While cards are laid away or passed on: how many to choose before confirming
        (a click, a drop on the table or Enter chooses a card, again puts it back); 0 else."""
        self.picked: list[int] = []
        """The cards chosen so far, in the order chosen."""
        self.pick_rule: Callable[[list[int]], tuple[list[int], set[int]]] | None = None
        """Asks the engine (on a copy) which start of a choice it accepts in that order and
        which cards may be chosen next (the window sets it to the controller's)."""
        self._pickable: set[int] | None = None
        self.trick_mode = "brief"
        """``"click"``: a completed trick stays until the table is clicked or the user plays
        the next card; ``"brief"``: it is gathered to its taker after a moment."""
        self._waiting: frozenset[int] = frozenset()
        """The completed trick shown until the table is clicked (its cards' uids)."""
        self._dismissed: frozenset[int] = frozenset()
        self.hinted_card: int | None = None
        """The card the coach recommends (marked in the user's hand)."""
        self.sort_key: SortKey = plain_key
        """Hand order for display; the window sets it from the game's trick rules."""
        self.call_words: Callable[[tuple[ActionInfo | None, ...]], list[str]] = call_words
        """A seat's calls as the words shown, in the user's language."""
        self._cards: dict[int, CardItem] = {}
        self._plates: dict[int, SeatPlate] = {}
        self._collected: set[int] = set()
        self._deal_key: int | None = None
        self._group: QSequentialAnimationGroup | None = None
        self._finals: dict[int, tuple[Target, bool]] = {}
        self._contract = self.addSimpleText("")
        self._contract.setBrush(QColor("#ffffff"))
        font = QFont()
        font.setPixelSize(MIN_TEXT_PX + 1)
        self._contract.setFont(font)
        self._contract.setPos(24, 18)
        self._contract.setZValue(900)
        self.taker_label = TakerLabel()
        self.taker_label.setPos(CENTRE[0], CENTRE[1] + 185)
        self.taker_label.setZValue(850)
        self.taker_label.setVisible(False)
        self.addItem(self.taker_label)

    # --- drawing the felt ------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        gradient = QRadialGradient(QPointF(SCENE_W / 2, SCENE_H / 2), SCENE_W * 0.7)
        gradient.setColorAt(0, QColor("#2c8a4b"))
        gradient.setColorAt(1, QColor("#14502a"))
        painter.fillRect(QRectF(rect), QBrush(gradient))
        zx, zy, zw, zh = DROP_ZONE
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 45), 3, Qt.PenStyle.DashLine))
        edge = QLinearGradient(0, zy, 0, zy + zh)
        edge.setColorAt(0, QColor(255, 255, 255, 12))
        edge.setColorAt(1, QColor(0, 0, 0, 18))
        painter.setBrush(QBrush(edge))
        painter.drawRoundedRect(QRectF(zx, zy, zw, zh), 40, 40)

    # --- showing a snapshot ------------------------------------------------------

    def set_faces(self, faces: CardFaces) -> None:
        self.faces = faces
        for item in self._cards.values():
            item.faces = faces
            item.update()

    def hand_items(self) -> list[CardItem]:
        """The user's hand, left to right."""
        snap = self.snapshot
        if snap is None:
            return []
        items = [self._cards[s.uid] for s in snap.hands[snap.viewer] if s.uid in self._cards]
        return sorted(items, key=lambda item: item.home.x())

    def plates(self) -> dict[int, SeatPlate]:
        """The seats' name plates, by seat."""
        return dict(self._plates)

    def item_of(self, uid: int) -> CardItem | None:
        return self._cards.get(uid)

    def show_table(
        self,
        snap: TableSnapshot,
        names: Sequence[str],
        legal_cards: AbstractSet[int] | None,
        thinking_seat: int | None = None,
        deal_id: int = 0,
    ) -> None:
        """Bring the table to ``snap``; ``legal_cards`` are highlighted (``None``: no choice now).

        ``deal_id`` tells deals apart (the same dealer may deal twice in a row).
        """
        self._finish_animations()
        deal_key = deal_id
        another_deal = self.snapshot is None or deal_key != self._deal_key
        new_deal = another_deal or _fresh(snap)
        if new_deal and deal_key != self._deal_key:
            self._clear_cards()
            self._collected = set()
            self._dismissed = frozenset()
        self._deal_key = deal_key
        self.snapshot = snap
        self.names = list(names)
        self.legal_cards = legal_cards
        self.thinking_seat = thinking_seat
        targets: dict[int, tuple[Target, int | None, bool]] = {}
        self._layout_hands(snap, targets)
        for order, tc in enumerate(snap.trick):
            x, y, rot = trick_position(place_of(tc.seat, snap.viewer, snap.num_players), order)
            targets[tc.uid] = ((x, y, rot, TRICK_SCALE, 200 + order), tc.card, False)
        collect: list[int] = []
        pause = True
        last_uids = [tc.uid for tc in snap.last_trick]
        waiting: frozenset[int] = frozenset()
        shown = False
        if last_uids and not set(last_uids) <= self._collected:
            gone = bool(snap.trick) or frozenset(last_uids) == self._dismissed
            if self.trick_mode == "click" and not gone:
                self._place_last_trick(snap, targets)
                waiting = frozenset(last_uids)
                shown = True
            elif self.trick_mode == "click" or (snap.trick and not self.animation_ms):
                # the next card is played or the table clicked: the trick goes to its taker
                if self.animation_ms and snap.last_trick_winner is not None:
                    self._place_last_trick(snap, targets)
                    collect, pause = last_uids, False
                else:
                    self._collected |= set(last_uids)
            else:
                self._place_last_trick(snap, targets)
                shown = True
                if snap.last_trick_winner is not None and self.animation_ms:
                    collect = last_uids
        self._waiting = waiting
        self._show_taker(snap, shown)
        for (x, y), slot in zip(talon_positions(len(snap.talon)), snap.talon, strict=True):
            targets[slot.uid] = ((x, y, 0.0, TALON_SCALE, 150.0), slot.card, False)
        self._place(snap, targets, collect, new_deal, pause)
        self._update_plates(snap)
        self._update_marks()
        if self.cursor_area == TRICK and not self.trick_items():
            self.cursor_area = HAND
        self.tableShown.emit(another_deal)

    def _place_last_trick(
        self, snap: TableSnapshot, targets: dict[int, tuple[Target, int | None, bool]]
    ) -> None:
        for order, tc in enumerate(snap.last_trick):
            x, y, rot = trick_position(place_of(tc.seat, snap.viewer, snap.num_players), order)
            targets[tc.uid] = ((x, y, rot, TRICK_SCALE, 200 + order), tc.card, False)

    def _show_taker(self, snap: TableSnapshot, shown: bool) -> None:
        """Name the taker under a completed trick that is shown."""
        winner = snap.last_trick_winner
        if not shown or winner is None:
            self.taker_label.setVisible(False)
            return
        first, second = self.taker_words()
        self.taker_label.set_lines(first, second)
        self.taker_label.setVisible(True)

    def taker_words(self) -> tuple[str, str]:
        """Who took the completed trick shown ("Anna takes the trick."), and, while it waits,
        how to go on ("Press Space or click the table to go on."); empty where none is shown.
        The label under the trick, the prompt and what a screen reader is told all say it."""
        snap = self.snapshot
        winner = snap.last_trick_winner if snap is not None else None
        if snap is None or winner is None or not snap.last_trick:
            return "", ""
        name = self.names[winner] if winner < len(self.names) else str(winner + 1)
        first = (
            self.tr("You take the trick.")
            if winner == snap.viewer
            else self.tr("%1 takes the trick.").replace("%1", name)
        )
        second = self.tr("Press Space or click the table to go on.") if self._waiting else ""
        return first, second

    def trick_waiting(self) -> bool:
        """Whether a completed trick is shown until the table is clicked."""
        return bool(self._waiting)

    def set_trick_mode(self, mode: str) -> None:
        """Change what happens to completed tricks; a waiting trick is let go."""
        self.trick_mode = mode
        if mode != "click" and self._waiting:
            self.dismiss_trick()

    def dismiss_trick(self) -> bool:
        """Gather the completed trick that waits for a click; ``False`` if none waits."""
        if not self._waiting or self.snapshot is None:
            return False
        self._dismissed = self._waiting
        self._waiting = frozenset()
        self.show_table(
            self.snapshot, self.names, self.legal_cards, self.thinking_seat, self._deal_key or 0
        )
        self.trickGathered.emit()
        return True

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.keyboard:  # the mouse took over: no card stays lifted for the keys
            self.keyboard = False
            self.selected = None
            self.cursor_area = HAND
            self._relayout_hand()
        item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() else None
        on_hand = isinstance(item, CardItem) and item.in_hand
        if event.button() == Qt.MouseButton.LeftButton and not on_hand and self.dismiss_trick():
            event.accept()
            return
        super().mousePressEvent(event)

    def _layout_hands(
        self, snap: TableSnapshot, targets: dict[int, tuple[Target, int | None, bool]]
    ) -> None:
        viewer = snap.viewer
        key = self.sort_key
        mine = sorted(
            snap.hands[viewer], key=lambda s: key(s.card) if s.card is not None else (9, 9)
        )
        if self.selected is not None and not mine:
            self.selected = None
        if self.selected is not None:
            self.selected = min(self.selected, len(mine) - 1)
        if self.keyboard and self.cursor_area == HAND:
            self.selected = _nearest(self.selected, self._movable([s.card for s in mine]))
        for i, (slot, (x, dy, rot)) in enumerate(
            zip(mine, hand_positions(len(mine), self.lifted()), strict=True)
        ):
            lift = PICK_LIFT if slot.card in self.picked else 0.0
            targets[slot.uid] = (
                (x, HAND_Y + dy + lift, rot, HAND_SCALE, 100.0 + i),
                slot.card,
                True,
            )
        for seat in range(snap.num_players):
            if seat == viewer:
                continue
            place = place_of(seat, viewer, snap.num_players)
            hand = snap.hands[seat]
            angle = place.angle
            if seat in snap.open_hands:
                ordered = sorted(hand, key=lambda s: key(s.card) if s.card is not None else (9, 9))
                spots = open_hand_positions(place, len(ordered))
                angle = 0.0
                scale = open_hand_scale(place)
            else:
                ordered = list(hand)
                spots = opponent_positions(place, len(ordered))
                scale = OPPONENT_SCALE
            for i, (slot, (x, y)) in enumerate(zip(ordered, spots, strict=True)):
                targets[slot.uid] = (
                    (x, y, angle, scale, 10.0 + i),
                    slot.card,
                    False,
                )

    def _place(
        self,
        snap: TableSnapshot,
        targets: dict[int, tuple[Target, int | None, bool]],
        collect: list[int],
        new_deal: bool,
        pause: bool = True,
    ) -> None:
        duration = self.animation_ms
        moves = QParallelAnimationGroup()
        dealer_place = place_of(snap.dealer, snap.viewer, snap.num_players)
        finals: dict[int, tuple[Target, bool]] = {}
        deal_index = 0
        for uid, (target, card, in_hand) in targets.items():
            item = self._cards.get(uid)
            if item is None:
                item = self._new_item(uid, card)
                start = dealer_place.hand if new_deal and duration else target[:2]
                _put(item, (start[0], start[1], 0.0, target[3], target[4]))
                if new_deal and duration:
                    item.set_face(None)
            item.setVisible(True)
            item.set_face(card)
            item.in_hand = in_hand
            item.home = QPointF(target[0] - CARD_W / 2, target[1] - CARD_H / 2)
            item.setZValue(target[4])
            finals[uid] = (target, True)
            if duration:
                delay = deal_index * 18 if new_deal else 0
                deal_index += 1
                moves.addAnimation(_move(item, target, duration, delay))
            else:
                _put(item, target)
        for uid, item in self._cards.items():
            if uid not in targets and item.isVisible():
                item.setVisible(False)
        sequence = QSequentialAnimationGroup(self)
        sequence.addAnimation(moves)
        if collect:
            winner = snap.last_trick_winner
            assert winner is not None
            plate = place_of(winner, snap.viewer, snap.num_players).plate
            gather = QParallelAnimationGroup()
            for uid in collect:
                item = self._cards[uid]
                end = (plate[0], plate[1], 0.0, 0.3, 250.0)
                finals[uid] = (end, False)
                if duration:
                    gather.addAnimation(_move(item, end, duration, 0))
            if duration:
                if pause:
                    sequence.addAnimation(QPauseAnimation(int(duration * 4)))
                sequence.addAnimation(gather)
                sequence.finished.connect(lambda: self.taker_label.setVisible(False))
            self._collected |= set(collect)
        self._finals = finals
        if duration:
            sequence.finished.connect(self._apply_finals)
            self._group = sequence
            sequence.start()
        else:
            sequence.deleteLater()
            self._apply_finals()

    def _apply_finals(self) -> None:
        for uid, (target, visible) in self._finals.items():
            item = self._cards.get(uid)
            if item is not None:
                _put(item, target)
                item.setVisible(visible)
        self._finals = {}
        self._group = None

    def _finish_animations(self) -> None:
        group = self._group
        if group is not None and group.state() != QAbstractAnimation.State.Stopped:
            group.stop()
        if self._finals:
            self._apply_finals()

    def is_animating(self) -> bool:
        return self._group is not None

    def busy_ms(self) -> int:
        """How long the table still needs before the game moves on: the running animation's
        remaining time, or a short poll while a completed trick waits for a click."""
        if self._waiting:
            return 150
        group = self._group
        if group is None or group.state() != QAbstractAnimation.State.Running:
            return 0
        return max(0, group.totalDuration() - group.currentTime())

    def _new_item(self, uid: int, card: int | None) -> CardItem:
        item = CardItem(self.faces, uid, card)
        item.on_release = self._released
        item.on_activate = self._activated
        item.on_click = self._toggle_pick
        self.addItem(item)
        self._cards[uid] = item
        return item

    def clear_table(self) -> None:
        """Forget the cards of the last table (a new session starts)."""
        self._finish_animations()
        self._clear_cards()
        self._collected = set()
        self._deal_key = None
        self.snapshot = None
        self._waiting = self._dismissed = frozenset()
        self.taker_label.setVisible(False)

    def _clear_cards(self) -> None:
        for item in self._cards.values():
            self.removeItem(item)
        self._cards = {}
        self.selected = None

    def _update_plates(self, snap: TableSnapshot) -> None:
        for seat in range(snap.num_players):
            place = place_of(seat, snap.viewer, snap.num_players)
            plate = self._plates.get(seat)
            if plate is None or plate.grows_up != plate_grows_up(place):
                if plate is not None:
                    self.removeItem(plate)
                plate = SeatPlate(plate_grows_up(place))
                plate.setZValue(800)
                self.addItem(plate)
                self._plates[seat] = plate
            plate.setPos(*place.plate)
            marks = []
            if seat == snap.dealer:
                marks.append(self.tr("Dealer"))
            if seat == snap.declarer:
                marks.append(self.tr("Declarer"))
            if seat not in snap.active:
                marks.append(self.tr("sits out"))
            elif snap.tricks_won[seat]:
                marks.append(self.tr("Tricks: %1").replace("%1", str(snap.tricks_won[seat])))
            # who is thinking shows by the plate's border and in the decision row's prompt
            latest = latest_calls(snap.calls[seat])
            calls = self.call_words(latest)
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            spare: list[str] = []
            if snap.contract_label is not None and seat == snap.declarer:
                # the game line names the contract and its declarer
                spare += [
                    word
                    for info, word in zip(latest, calls, strict=False)
                    if info is not None and (info.contract is not None or info.kind in NAMING)
                ]
                spare.append(self.tr("Declarer"))
            plate.set_info(
                name,
                " · ".join(marks),
                calls,
                seat == snap.current_player,
                seat == snap.viewer,
                spare,
            )
        for seat in list(self._plates):
            if seat >= snap.num_players:
                self.removeItem(self._plates.pop(seat))
        if snap.contract_label is not None:
            who = (
                self.names[snap.declarer]
                if snap.declarer is not None and snap.declarer < len(self.names)
                else ""
            )
            text = self.tr("Game: %1").replace("%1", message_text(snap.contract_label))
            if who:
                text += " — " + who
            self._contract.setText(text)
        else:
            self._contract.setText("")

    def begin_picking(self, count: int) -> None:
        """Let the user choose ``count`` cards of the hand (kept while they stay legal)."""
        kept = list(self.picked) if self.pick_count == count else []
        before = (self.pick_count, list(self.picked))
        self.pick_count = count
        self._set_picked(kept)
        if before != (count, self.picked):
            self._relayout_hand()
            self.pickedChanged.emit()
        else:
            self._update_marks()

    def _set_picked(self, cards: list[int]) -> None:
        """Keep the longest start of ``cards`` the engine accepts; note what may come next."""
        if self.pick_rule is None:
            legal = self.legal_cards or set()
            self.picked = [c for c in cards if c in legal][: self.pick_count]
            self._pickable = set(legal) - set(self.picked)
            return
        accepted, after = self.pick_rule(cards[: self.pick_count])
        self.picked = accepted
        self._pickable = after if len(accepted) < self.pick_count else set()

    def end_picking(self) -> None:
        if self.pick_count or self.picked:
            self.pick_count, self.picked, self._pickable = 0, [], None
            self._relayout_hand()
            self.pickedChanged.emit()

    def take_picked(self) -> list[int]:
        """The chosen cards, when as many as asked are chosen (the choice is then cleared)."""
        if not self.pick_count or len(self.picked) != self.pick_count:
            return []
        cards = list(self.picked)
        self.picked = []
        self.pickedChanged.emit()
        return cards

    def _toggle_pick(self, item: CardItem) -> bool:
        """Choose ``item``'s card, or put it back; ``False`` when not choosing cards now."""
        if not self.pick_count or item.card is None or not item.in_hand:
            return False
        card = item.card
        if card in self.picked:
            self._set_picked([c for c in self.picked if c != card])
        elif len(self.picked) >= self.pick_count:
            self.refused.emit(
                self.tr(
                    "%n cards are chosen already: click one of them to put it back.",
                    "",
                    self.pick_count,
                )
            )
            self._snap_back(item)
            return True
        elif self._pickable is not None and card not in self._pickable:
            self._snap_back(item)
            self.refused.emit(self.tr("This card cannot be chosen now."))
            return True
        else:
            self._set_picked([*self.picked, card])
        self._relayout_hand()
        self.pickedChanged.emit()
        return True

    def set_hint(self, card: int | None) -> None:
        """Mark ``card`` in the user's hand as the coach's advice (``None``: no mark)."""
        if card != self.hinted_card:
            self.hinted_card = card
            self._update_marks()

    def hinted_items(self) -> list[CardItem]:
        """The hand's cards marked as the coach's advice."""
        return [item for item in self.hand_items() if item.hinted]

    def _update_marks(self) -> None:
        """Outline the user's legal cards and the chosen one; no other card carries a mark.

        A card keeps its item when it leaves the hand (played, laid away, passed),
        so every card outside the hand is cleared here, not only the hand's.
        """
        items = self.hand_items()
        in_hand = {id(item) for item in items}
        for item in self._cards.values():
            if id(item) not in in_hand:
                item.set_marks(None, False)
                item.setCursor(Qt.CursorShape.ArrowCursor)
        if self.cursor_area == TRICK and self.shows_cursor():
            trick = self.trick_items()
            if trick:
                trick[min(self.trick_cursor, len(trick) - 1)].set_marks(None, True)
        hinted = self.hinted_card
        for i, item in enumerate(items):
            legal = None if self.legal_cards is None else item.card in self.legal_cards
            if self.pick_count and self._pickable is not None:
                legal = item.card in self._pickable or item.card in self.picked
            item.set_marks(
                legal,
                self.lifted() == i and self.cursor_area == HAND,
                item.card in self.picked,
                hinted is not None and item.card == hinted,
            )
            item.setCursor(Qt.CursorShape.OpenHandCursor if legal else Qt.CursorShape.ArrowCursor)

    # --- the user's moves -------------------------------------------------------------

    def _request(self, item: CardItem) -> bool:
        """Ask to play ``item``; on refusal put it back and say why."""
        if item.card is None or self.try_action is None:
            return False
        if self.pick_count:
            return self._toggle_pick(item)
        reason = self.try_action(item.card)
        if reason is None:
            return True
        self._snap_back(item)
        self.refused.emit(reason)
        return False

    def _snap_back(self, item: CardItem) -> None:
        snap = self.snapshot
        if snap is None:
            return
        index = self.hand_items().index(item) if item in self.hand_items() else 0
        _, _, rot = hand_positions(len(self.hand_items()), self.selected)[index]
        home = item.home
        if self.animation_ms:
            anim = QPropertyAnimation(item, b"pos", self)
            anim.setDuration(self.animation_ms)
            anim.setEndValue(home)
            anim.setEasingCurve(QEasingCurve.Type.OutBack)
            anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        else:
            item.setPos(home)
        item.setRotation(rot)
        item.setZValue(100 + index)

    def _released(self, item: CardItem) -> None:
        centre = item.centre()
        if point_in_drop_zone(centre.x(), centre.y()):
            self._request(item)
        else:
            self._snap_back(item)

    def _activated(self, item: CardItem) -> None:
        self._request(item)

    # --- the keyboard cursor ------------------------------------------------------------

    def _movable(self, cards: Sequence[int | None]) -> list[int]:
        """The indices of ``cards`` (the hand, left to right) the arrow keys stop on: the cards
        the user may move now (to choose while laying away: those that may be chosen and
        those chosen), every card when the user has none to move."""
        if self.pick_count and self._pickable is not None:
            chosen = set(self._pickable) | set(self.picked)
            found = [i for i, card in enumerate(cards) if card in chosen]
        elif self.legal_cards:
            found = [i for i, card in enumerate(cards) if card in self.legal_cards]
        else:
            found = []
        return found or list(range(len(cards)))

    def movable_items(self) -> list[CardItem]:
        """The hand's cards the arrow keys stop on, left to right."""
        items = self.hand_items()
        return [items[i] for i in self._movable([item.card for item in items])]

    def selected_item(self) -> CardItem | None:
        """The hand's card under the keyboard cursor."""
        items = self.hand_items()
        if self.selected is None or not 0 <= self.selected < len(items):
            return None
        return items[self.selected]

    def trick_items(self) -> list[CardItem]:
        """The cards in the middle of the table, in play order: the trick being played, or the
        completed one still shown."""
        snap = self.snapshot
        if snap is None:
            return []
        shown = snap.trick or (snap.last_trick if self.taker_label.isVisible() else ())
        return [self._cards[tc.uid] for tc in shown if tc.uid in self._cards]

    def cursor_item(self) -> CardItem | None:
        """The card under the keyboard cursor, in the hand or in the trick."""
        if self.cursor_area == TRICK:
            trick = self.trick_items()
            return trick[min(self.trick_cursor, len(trick) - 1)] if trick else None
        return self.selected_item()

    def move_selection(self, step: int) -> None:
        """Move the cursor ``step`` cards along the hand (or the trick), stopping only on the
        cards the user may move now; at either end it stays."""
        if self.cursor_area == TRICK:
            trick = self.trick_items()
            if trick:
                self.trick_cursor = max(0, min(len(trick) - 1, self.trick_cursor + step))
                self._update_marks()
                self.cursorMoved.emit()
            return
        items = self.hand_items()
        if not items:
            return
        stops = self._movable([item.card for item in items])
        current = self.selected
        if current is None or current not in stops:
            ahead = [
                i for i in stops if current is None or (i > current if step > 0 else i < current)
            ]
            if current is None or not ahead:
                target = stops[0] if step > 0 else stops[-1]
            else:
                target = ahead[0] if step > 0 else ahead[-1]
        else:
            index = max(0, min(len(stops) - 1, stops.index(current) + step))
            target = stops[index]
        self.selected = target
        self._relayout_hand()
        self.cursorMoved.emit()

    def select_end(self, last: bool) -> None:
        """Move the cursor to the first (or ``last``) card it stops on."""
        if self.cursor_area == TRICK:
            trick = self.trick_items()
            if trick:
                self.trick_cursor = len(trick) - 1 if last else 0
                self._update_marks()
                self.cursorMoved.emit()
            return
        items = self.hand_items()
        if items:
            stops = self._movable([item.card for item in items])
            self.selected = stops[-1] if last else stops[0]
            self._relayout_hand()
            self.cursorMoved.emit()

    def set_cursor_area(self, area: str) -> bool:
        """Put the cursor on the hand or on the trick (the trick's last card); ``False`` when
        that area has no card."""
        if area == TRICK:
            trick = self.trick_items()
            if not trick:
                return False
            self.cursor_area, self.trick_cursor = TRICK, len(trick) - 1
            self._update_marks()
        else:
            if not self.hand_items():
                return False
            self.cursor_area = HAND
            if self.selected is None or self.selected not in self._movable(
                [item.card for item in self.hand_items()]
            ):
                self.selected = _nearest(
                    self.selected, self._movable([item.card for item in self.hand_items()])
                )
            self._relayout_hand()
        self.cursorMoved.emit()
        return True

    def activate_selection(self) -> bool:
        """Play (or choose) the card under the cursor; with none under it, put it on the first
        card the user may move (a key press never plays a card the user has not seen chosen)."""
        if self.cursor_area == TRICK:
            self.set_cursor_area(HAND)
            return False
        items = self.hand_items()
        if not items:
            return False
        if self.selected is None:
            self.select_end(False)
            return False
        return self._request(items[self.selected])

    def shows_cursor(self) -> bool:
        """Whether the keyboard cursor is drawn: while the view has the focus (a scene
        without a view, as in model tests, always draws it), so that one place looks focused."""
        views = self.views()
        return not views or any(view.hasFocus() for view in views)

    def lifted(self) -> int | None:
        """The hand's card drawn lifted and outlined as the cursor's, if the cursor shows."""
        return self.selected if self.shows_cursor() else None

    def focus_changed(self) -> None:
        """The view gained or lost the focus: show or hide the cursor."""
        if self.selected is not None and self.cursor_area == HAND and self.hand_items():
            self._relayout_hand()  # lift or lower the cursor's card
        else:
            self._update_marks()

    def _relayout_hand(self) -> None:
        items = self.hand_items()
        for index, (item, (x, dy, rot)) in enumerate(
            zip(items, hand_positions(len(items), self.lifted()), strict=True)
        ):
            lift = PICK_LIFT if item.card in self.picked else 0.0
            item.home = QPointF(x - CARD_W / 2, HAND_Y + dy + lift - CARD_H / 2)
            item.setPos(item.home)
            item.setRotation(rot)
            item.setZValue(100 + index)
        self._update_marks()


def _nearest(current: int | None, stops: Sequence[int]) -> int | None:
    """The stop nearest ``current`` (to the right at a tie); the first with none current."""
    if not stops:
        return None
    if current is None:
        return stops[0]
    return min(stops, key=lambda i: (abs(i - current), i < current))


NAMING = frozenset({ActionKind.DECLARE, ActionKind.SOLO})
"""Calls that name the game played (the game line at the top repeats them)."""
AUCTION = frozenset({ActionKind.BID, ActionKind.HOLD, ActionKind.PASS})
"""Words of an auction: of several in a row only the latest stands on the plate."""


def latest_calls(
    calls: Sequence[ActionInfo | None], keep: int = 4
) -> tuple[ActionInfo | None, ...]:
    """The calls a plate shows: the last ``keep``, where each run of auction words (bids,
    holds, passes) stands as its latest ("hold 20", not "hold 18 · hold 20")."""
    out: list[ActionInfo | None] = []
    for info in calls:
        if (
            out
            and info is not None
            and info.kind in AUCTION
            and out[-1] is not None
            and out[-1].kind in AUCTION
        ):
            out[-1] = info
        else:
            out.append(info)
    return tuple(out[-keep:])


def _fresh(snap: TableSnapshot) -> bool:
    """No card has left a hand or the talon yet: the deal has just been dealt."""
    return not snap.trick and not snap.last_trick and not any(snap.calls)


def _put(item: CardItem, target: Target) -> None:
    x, y, rot, scale, z = target
    item.setPos(x - CARD_W / 2, y - CARD_H / 2)
    item.setRotation(rot)
    item.setScale(scale)
    item.setZValue(z)


def _move(item: CardItem, target: Target, duration: int, delay: int) -> QSequentialAnimationGroup:
    x, y, rot, scale, _ = target
    group = QSequentialAnimationGroup()
    if delay:
        group.addAnimation(QPauseAnimation(delay))
    together = QParallelAnimationGroup()
    for prop, value in (
        (b"pos", QPointF(x - CARD_W / 2, y - CARD_H / 2)),
        (b"rotation", rot),
        (b"scale", scale),
    ):
        anim = QPropertyAnimation(item, prop)
        anim.setDuration(duration)
        anim.setEndValue(value)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        together.addAnimation(anim)
    group.addAnimation(together)
    return group


__all__ = ["HAND", "TRICK", "SeatPlate", "TableScene", "TakerLabel", "latest_calls"]
