"""The card table for assistive technology: Qt accessibility interfaces for what is drawn.

The table is a QGraphicsView, and Qt's accessibility knows nothing of graphics items:
without help a screen reader finds one unnamed node.  :func:`install` adds a factory
(``QAccessible.installFactory``) that gives

- the :class:`~.table_view.TableView` a :class:`TableAccessible`: a ``Pane`` (a "panel" to
  AT-SPI) named "Card table" whose description says the game and whose turn it is, or, while
  a completed trick waits, who took it and that Space or a click goes on; its children are,
  in this order: the user's hand, the trick, one node per seat, and the game line;
- the hand and the trick (:class:`TableArea` objects the view's :class:`TableAccess`
  owns) a ``List`` each: "Your hand, 10 cards" with a ``ListItem`` per card ("♥ Ace,
  playable"); "Trick, Anna leads" with a ``ListItem`` per card played ("Anna: ♥ Ace");
- each seat's plate a ``StaticText`` with the name, the marks (dealer, declarer,
  tricks), the calls and whether it is to play;
- the game line a ``StaticText``: the contract and its declarer, and the session's scores
  when the window hands them (:attr:`TableAccess.scores`).

Everything is read from the scene at the moment it is asked, in the user's language
(cards named as the game's faces name them: "♥ Ace", German-suited "Gras Ober"), so a new
deal or a new game reads its own seats and scores only; a name that changed is told by a
``NameChanged`` event (a card chosen to lay away too).  Changes are announced
(:meth:`TableAccess.announce`) when a card is played, a trick is taken (and, while it waits,
that Space or a click goes on), a seat calls, the game is named, the turn comes to the user
and the deal ends: through AT-SPI as a notification shown (:class:`TableNotice`: Orca 43, the
Debian 12 one, speaks no ``Announcement`` event but every notification), elsewhere as an
``Announcement`` event (Qt 6.8 and later).  The card under the keyboard cursor gets a
``Focus`` event when it moves.  Every event sent is also kept in
:attr:`TableAccess.events` (the last :data:`KEPT_EVENTS`), so
tests can see what a screen reader was told.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QGuiApplication,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView, QWidget

from stammtisch.engine.cards import SUIT_SYMBOLS, card_rank, card_suit

from ..i18n import list_text
from ..messages import card_faces, card_text, label_text
from ..messages import text as message_text
from ..table_state import TableSnapshot
from .accessible_base import LeafAccessible, add_factory
from .card_item import CardItem
from .table_scene import HAND, TRICK, SeatPlate, TableScene

if TYPE_CHECKING:
    from .table_view import TableView

CONTEXT = "TableAccess"
TABLE_ROLE = QAccessible.Role.Pane
"""The table's role: a panel a screen reader names as it enters it (Qt's ``Client`` reaches
AT-SPI as a "filler", which readers pass over in silence)."""
KEPT_EVENTS = 200
"""How many of the events sent :attr:`TableAccess.events` keeps."""

_RANKS = (
    ("Ace", "Card rank"),
    ("King", "Card rank"),
    ("Queen", "Card rank"),
    ("Jack", "Card rank"),
    ("10", "Card rank"),
    ("9", "Card rank"),
    ("8", "Card rank"),
    ("7", "Card rank"),
)


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(CONTEXT, text, disambiguation)


def _rank_words() -> None:  # pragma: no cover - read by lupdate only
    QCoreApplication.translate("TableAccess", "Ace", "Card rank")
    QCoreApplication.translate("TableAccess", "King", "Card rank")
    QCoreApplication.translate("TableAccess", "Queen", "Card rank")
    QCoreApplication.translate("TableAccess", "Jack", "Card rank")
    QCoreApplication.translate("TableAccess", "10", "Card rank")
    QCoreApplication.translate("TableAccess", "9", "Card rank")
    QCoreApplication.translate("TableAccess", "8", "Card rank")
    QCoreApplication.translate("TableAccess", "7", "Card rank")


def sentences(parts: Iterable[str]) -> str:
    """Sentences said one after another, each ended as the language ends one: "Anna plays
    ♥ 10. Your turn" ("…出します。あなたの番です" in Japanese)."""
    stop = QCoreApplication.translate("TableAccess", ". ", "Between two sentences said")
    ends = (stop.strip(), ".", "。")
    return stop.join(part.rstrip("".join(ends)) for part in parts if part)


def spoken_card(card: int, faces: str | None = None) -> str:
    """A card as a screen reader says it: "♥ Ace" (French faces), "Gras Ober" (German);
    ``faces`` defaults to the game's at the table (:func:`~..messages.set_card_faces`)."""
    if (faces or card_faces()) == "german":
        return card_text(card, "german")
    word, why = _RANKS[int(card_rank(card))]
    return f"{SUIT_SYMBOLS[int(card_suit(card))]} {_tr(word, why)}"


class TableArea(QObject):
    """A part of the table that is no widget and no item: the hand, the trick, the game line."""

    def __init__(self, kind: str, access: TableAccess) -> None:
        super().__init__(access)
        self.setObjectName(f"tableArea_{kind}")
        self.kind = kind
        self.access = access


class TableAccess(QObject):
    """What the table says to assistive technology; one per :class:`TableView`."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self.scene: TableScene = view.table
        self.hand = TableArea(HAND, self)
        self.trick = TableArea(TRICK, self)
        self.info = TableArea("info", self)
        self.scores = ""
        """The session's scores in words, handed by the window ("" where there are none)."""
        self.events: list[tuple[str, str]] = []
        """The events sent, oldest first: (kind, what was said or whose node changed)."""
        self._seen: TableSnapshot | None = None
        self.entering = False
        """The table is getting the focus: its card is told after the table (:meth:`focused`)."""
        self._waited = False
        self._picked: set[int | None] = set()
        """The cards chosen to lay away when last told."""
        self._texts: dict[int, str] = {}
        """The names last told of the game line and the seats (by node)."""
        self._description = ""
        """A completed trick waited for a key or a click when the table was last shown."""
        self.notices = QGuiApplication.platformName() in NOTICE_PLATFORMS
        """The announcements are shown to AT-SPI as notifications (else: announcement events)."""
        self.notice: TableNotice | None = None
        """The latest notification shown."""
        self.scene.tableShown.connect(self._table_shown)
        self.scene.cursorMoved.connect(self._cursor_moved)
        self.scene.pickedChanged.connect(self._picked_changed)

    # --- the nodes -------------------------------------------------------------------

    def seats(self) -> list[SeatPlate]:
        snap = self.scene.snapshot
        if snap is None:
            return []
        plates = self.scene.plates()
        return [plates[seat] for seat in range(snap.num_players) if seat in plates]

    def children(self) -> list[QObject]:
        """The table's nodes in order: the hand, the trick, the seats, the game line."""
        if self.scene.snapshot is None:
            return [self.info]
        return [self.hand, self.trick, *self.seats(), self.info]

    def cards_of(self, area: TableArea) -> list[CardItem]:
        if area.kind == HAND:
            return self.scene.hand_items()
        if area.kind == TRICK:
            return self.scene.trick_items()
        return []

    def area_of(self, item: CardItem) -> TableArea | None:
        for area in (self.hand, self.trick):
            if item in self.cards_of(area):
                return area
        return None

    def name(self, seat: int | None) -> str:
        names = self.scene.names
        if seat is None:
            return ""
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    # --- the words -------------------------------------------------------------------

    def card_name(self, item: CardItem) -> str:
        """A card of the hand or the trick in words."""
        if item.card is None:
            return self.tr("a face-down card")
        said = spoken_card(item.card)
        scene = self.scene
        area = self.area_of(item)
        if area is self.trick:
            seat = self._trick_seat(item)
            return self.tr("%1: %2").replace("%1", self.name(seat)).replace("%2", said)
        if item.card in scene.picked:
            said = self.tr("%1, chosen").replace("%1", said)
        elif item.legal is True and scene.pick_count:  # laying away or passing several
            said = self.tr("%1, may be chosen").replace("%1", said)
        elif item.legal is True:
            said = self.tr("%1, playable").replace("%1", said)
        elif item.legal is False:
            said = self.tr("%1, not playable now").replace("%1", said)
        if item.hinted:
            said = self.tr("%1, advised by the coach").replace("%1", said)
        return said

    def _trick_seat(self, item: CardItem) -> int | None:
        snap = self.scene.snapshot
        if snap is None:
            return None
        for tc in (*snap.trick, *snap.last_trick):
            if tc.uid == item.uid:
                return tc.seat
        return None

    def area_name(self, area: TableArea) -> str:
        snap = self.scene.snapshot
        if area.kind == HAND:
            count = len(self.scene.hand_items())
            return self.tr("Your hand, %n cards", None, count)
        if area.kind == TRICK:
            return self.trick_text(snap)
        return self.info_text(snap)

    def trick_text(self, snap: TableSnapshot | None) -> str:
        """The trick: who leads it, or who took it while it is still shown."""
        if snap is None:
            return self.tr("Trick")
        if not snap.trick and self.scene.trick_items() and snap.last_trick_winner is not None:
            return self.tr("Trick taken by %1").replace("%1", self.name(snap.last_trick_winner))
        if snap.trick:
            return self.tr("Trick, %1 leads").replace("%1", self.name(snap.trick[0].seat))
        if any(snap.hands[seat] for seat in snap.active) and not snap.terminal:
            return self.tr("Trick, no card played yet")
        return self.tr("Trick")

    def info_text(self, snap: TableSnapshot | None) -> str:
        """The game line: the contract and its declarer, then the scores."""
        parts: list[str] = []
        if snap is not None and snap.contract_label is not None:
            game = self.tr("Game: %1").replace("%1", message_text(snap.contract_label))
            if snap.declarer is not None:
                game += " — " + self.name(snap.declarer)
            parts.append(game)
        elif snap is not None:
            parts.append(self.tr("No game named yet"))
        if self.scores:
            parts.append(self.scores)
        return sentences(parts)

    def seat_text(self, plate: SeatPlate) -> str:
        """A seat: name, marks, calls, and whether it is to play."""
        parts = [plate.name]
        if plate.marks:
            parts.append(plate.marks)
        if plate.calls:
            parts.append(self.tr("said: %1").replace("%1", plate.calls))
        if plate.to_move:
            parts.append(self.tr("to play"))
        return list_text(parts)

    def description(self) -> str:
        """The table's description: the game line and whose turn it is."""
        snap = self.scene.snapshot
        if snap is None:
            return ""
        parts = [self.info_text(snap)]
        if self.scene.trick_waiting():  # nobody moves until the trick is gathered
            parts += [words for words in self.scene.taker_words() if words]
        elif not snap.terminal:
            if snap.current_player == snap.viewer:
                parts.append(self.tr("Your turn"))
            else:
                parts.append(self.tr("%1 to play").replace("%1", self.name(snap.current_player)))
        return sentences(p for p in parts if p)

    # --- telling ----------------------------------------------------------------------

    def _send(self, event: QAccessibleEvent, kind: str, said: str) -> None:
        self.events.append((kind, said))
        del self.events[:-KEPT_EVENTS]
        QAccessible.updateAccessibility(event)

    def announce(self, message: str) -> None:
        """Have a screen reader say ``message`` (politely, after what it is saying): through
        AT-SPI as a notification shown (:class:`TableNotice`), elsewhere as an announcement."""
        if not message:
            return
        if self.notices:
            self.events.append(("announcement", message))
            del self.events[:-KEPT_EVENTS]
            # a node of its own for each: a reader that comes to it late still reads its words
            # (Orca read the latest words for each of a quick run of announcements)
            self.notice = notice = TableNotice(self.view)
            # shown once the focus has settled (a reader's focus speech would cut it short)
            QTimer.singleShot(0, notice, lambda: notice.say(message))
            QTimer.singleShot(NOTICE_KEPT_MS, notice, notice.deleteLater)
            return
        event = QAccessibleAnnouncementEvent(self.view, message)
        self._send(event, "announcement", message)

    def _changed(self, node: QObject) -> None:
        event = QAccessibleEvent(node, QAccessible.Event.NameChanged)
        self._send(event, "name", node.objectName() or type(node).__name__)

    def _picked_changed(self) -> None:
        """A card was chosen or put back: the hand's name, each such card's name and its
        "selected" state (Orca 43 ignores a list item's new name, and says "selected" /
        "unselected" when Space changed the focused item's state)."""
        self._changed(self.hand)
        picked: set[int | None] = set(self.scene.picked)
        for item in self.scene.hand_items():
            if (item.card in picked) != (item.card in self._picked):
                self._changed(item)
                # (Qt tells AT-SPI a "selected" state by a selection event, not a state change)
                kind = QAccessible.Event.SelectionAdd if item.card in picked else None
                event = QAccessibleEvent(item, kind or QAccessible.Event.SelectionRemove)
                self._send(event, "selected", self.card_name(item))
        self._picked = picked

    def _cursor_moved(self) -> None:
        item = self.scene.cursor_item()
        if item is None or not self.view.hasFocus() or self.entering:
            return
        event = QAccessibleEvent(item, QAccessible.Event.Focus)
        self._send(event, "focus", self.card_name(item))

    def focused(self) -> None:
        """The table got the focus (after Qt has told the table itself): its cursor's card is
        the focus, so a screen reader follows the card (and does not read the table's
        description again whenever it changes)."""
        self.entering = False
        self._cursor_moved()

    def _table_shown(self, new_deal: bool) -> None:
        snap, seen = self.scene.snapshot, self._seen
        self._seen = snap
        if snap is None:
            return
        said: list[str] = []
        if new_deal or seen is None:
            said.append(self.tr("New deal, dealt by %1").replace("%1", self.name(snap.dealer)))
            seen = None
        else:
            said += self._calls_said(seen, snap)
        before = set() if seen is None else {tc.uid for tc in (*seen.trick, *seen.last_trick)}
        if seen is not None:
            for tc in (*snap.last_trick, *snap.trick):
                if tc.uid not in before:
                    said.append(self.played(tc.seat, tc.card, snap.viewer))
        taken = bool(
            seen is not None
            and snap.last_trick
            and (not seen.last_trick or seen.last_trick[0].uid != snap.last_trick[0].uid)
        )
        winner = snap.last_trick_winner
        waiting, waited = self.scene.trick_waiting(), self._waited
        self._waited = waiting
        if taken and winner is not None:
            said.append(
                self.tr("You take the trick")
                if winner == snap.viewer
                else self.tr("%1 takes the trick").replace("%1", self.name(winner))
            )
            if waiting:  # nothing moves until the user goes on: say how
                said.append(self.scene.taker_words()[1])
        if snap.contract_label is not None and (
            seen is None or seen.contract_label != snap.contract_label
        ):
            said.append(self.info_text(snap))
        if (
            self._your_turn(snap)
            and not waiting
            and (seen is None or not self._your_turn(seen) or said or waited)
        ):
            # a blind player hears when to act: the turn comes, or comes back after a trick;
            # with the card Return plays now, when the table has the keys
            said.append(self.tr("Your turn"))
            item = self.scene.cursor_item() if self.view.hasFocus() else None
            if item is not None and self.scene.cursor_area == HAND and item.legal:
                said.append(self.card_name(item))
        if seen is None or [tc.uid for tc in seen.trick] != [tc.uid for tc in snap.trick] or taken:
            self._changed(self.trick)
        if seen is None or len(seen.hands[seen.viewer]) != len(snap.hands[snap.viewer]):
            self._changed(self.hand)
        self._texts_changed()
        if said:
            self.announce(sentences(said))

    def _texts_changed(self) -> None:
        """Tell assistive technology which names changed with this table: the game line, a
        seat's line, the table's description (a reader that keeps them reads them anew)."""
        now: dict[int, tuple[QObject, str]] = {
            id(self.info): (self.info, self.area_name(self.info))
        }
        for plate in self.seats():
            now[id(plate)] = (plate, self.seat_text(plate))
        for key, (node, said) in now.items():
            if self._texts.get(key) != said:
                self._changed(node)
        self._texts = {key: said for key, (_node, said) in now.items()}
        description = self.description()
        if description != self._description:  # (a reader keeps it until told)
            self._description = description
            event = QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged)
            self._send(event, "description", description)

    @staticmethod
    def _your_turn(snap: TableSnapshot) -> bool:
        return not snap.terminal and snap.current_player == snap.viewer

    def played(self, seat: int, card: int, viewer: int) -> str:
        """A card played, in words: "Anna plays ♥ Ace", "You play ♥ Ace"."""
        if seat == viewer:
            return self.tr("You play %1").replace("%1", spoken_card(card))
        return (
            self.tr("%1 plays %2").replace("%1", self.name(seat)).replace("%2", spoken_card(card))
        )

    def _calls_said(self, seen: TableSnapshot, snap: TableSnapshot) -> list[str]:
        said = []
        for seat in range(min(len(seen.calls), len(snap.calls))):
            new = snap.calls[seat][len(seen.calls[seat]) :]
            for info in new:
                said.append(
                    self.tr("%1: %2").replace("%1", self.name(seat)).replace("%2", label_text(info))
                )
        return said


NOTICE_PLATFORMS = ("xcb", "wayland")
NOTICE_KEPT_MS = 20_000
"""How long a notification's node stays for a reader to read it."""
"""Where Qt speaks AT-SPI: there the announcements go through :class:`TableNotice` (Orca 43,
Debian 12's, reads no announcement event but every notification shown)."""


class TableNotice(QWidget):
    """What the table announces, as a notification a screen reader reads when it is shown
    (AT-SPI's ``showing``): a one-pixel widget in the table's corner that draws nothing."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.setObjectName("tableNotice")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(0, 0, 1, 1)
        self.said = ""
        self.hide()

    def say(self, message: str) -> None:
        """Show ``message``: hidden and shown again, each is read once (its new name told
        first, for a reader that keeps names)."""
        self.hide()
        self.said = message
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        self.show()


class NoticeAccessible(QAccessibleWidget):
    """The table's notice: a notification named by what it says."""

    def __init__(self, notice: TableNotice) -> None:
        super().__init__(notice, QAccessible.Role.Notification)
        self.notice = notice

    def text(self, kind: QAccessible.Text) -> str:
        return self.notice.said if kind == QAccessible.Text.Name else ""


# --- the interfaces ---------------------------------------------------------------------


def _global_rect(view: TableView, item: QGraphicsItem) -> QRect:
    polygon = view.mapFromScene(item.sceneBoundingRect())
    rect = polygon.boundingRect()
    return rect.translated(view.viewport().mapToGlobal(QPoint(0, 0)))


def _interface(obj: QObject | None) -> QAccessibleInterface | None:
    return None if obj is None else QAccessible.queryAccessibleInterface(obj)


def _access(view: QObject | None) -> TableAccess | None:
    access = getattr(view, "access", None)
    return access if isinstance(access, TableAccess) else None


def _view_of(item: QGraphicsItem) -> TableView | None:
    scene = item.scene()
    views = scene.views() if scene is not None else []
    for view in views:
        if _access(view) is not None:
            return view  # type: ignore[return-value]
    return None


class TableAccessible(QAccessibleWidget):
    """The table view: its children are the hand, the trick, the seats and the game line."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, TABLE_ROLE)
        self.table_view = view

    def _access(self) -> TableAccess | None:
        return _access(self.table_view)

    def childCount(self) -> int:
        access = self._access()
        return len(access.children()) if access is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        access = self._access()
        children = access.children() if access is not None else []
        return _interface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        access = self._access()
        if access is None or child is None:
            return -1
        target = child.object()
        for index, obj in enumerate(access.children()):
            if obj is target:
                return index
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for index in range(self.childCount()):
            found = self.child(index)
            if found is not None and found.rect().contains(x, y):
                return found
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        access = self._access()
        if access is None or not self.table_view.hasFocus():
            return None
        item = access.scene.cursor_item()
        return _interface(item) if item is not None else None

    def text(self, kind: QAccessible.Text) -> str:
        access = self._access()
        if kind == QAccessible.Text.Description and access is not None:
            return access.description()
        return super().text(kind)


class AreaAccessible(QAccessibleObject):
    """The hand or the trick (a list of cards), or the game line (a text)."""

    def __init__(self, area: TableArea) -> None:
        super().__init__(area)
        self.area = area

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText if self.area.kind == "info" else QAccessible.Role.List

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.area.access.area_name(self.area)
        return ""

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return _interface(self.area.access.view)

    def _cards(self) -> list[CardItem]:
        return self.area.access.cards_of(self.area)

    def childCount(self) -> int:
        return len(self._cards())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cards = self._cards()
        return _interface(cards[index]) if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if child is None:
            return -1
        target = child.object()
        for index, item in enumerate(self._cards()):
            if item is target:
                return index
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for item in reversed(self._cards()):  # the topmost card first
            if _global_rect(self.area.access.view, item).contains(x, y):
                return _interface(item)
        return None

    def rect(self) -> QRect:
        view = self.area.access.view
        cards = self._cards()
        if not cards:
            return QRect(view.viewport().mapToGlobal(QPoint(0, 0)), view.viewport().size())
        rect = _global_rect(view, cards[0])
        for item in cards[1:]:
            rect = rect.united(_global_rect(view, item))
        return rect


class CardAccessible(LeafAccessible):
    """A card of the hand or the trick."""

    def __init__(self, item: CardItem) -> None:
        super().__init__(item)
        self.item = item

    def _view(self) -> TableView | None:
        return _view_of(self.item)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        view = self._view()
        access = _access(view)
        if kind == QAccessible.Text.Name and access is not None:
            return access.card_name(self.item)
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        view = self._view()
        access = _access(view)
        state.invisible = not self.item.isVisible()
        if access is None or view is None:
            return state
        in_hand = access.area_of(self.item) is access.hand
        state.focusable = True
        state.selectable = in_hand
        state.selected = self.item.picked
        state.focused = view.hasFocus() and access.scene.cursor_item() is self.item
        return state

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self._view()
        access = _access(view)
        if access is None:
            return None
        area = access.area_of(self.item)
        return _interface(area if area is not None else view)

    def rect(self) -> QRect:
        view = self._view()
        return _global_rect(view, self.item) if view is not None else QRect()


class SeatAccessible(LeafAccessible):
    """A seat's plate: who sits there, their marks and calls."""

    def __init__(self, plate: SeatPlate) -> None:
        super().__init__(plate)
        self.plate = plate

    def _view(self) -> TableView | None:
        return _view_of(self.plate)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def text(self, kind: QAccessible.Text) -> str:
        access = _access(self._view())
        if kind == QAccessible.Text.Name and access is not None:
            return access.seat_text(self.plate)
        return ""

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return _interface(self._view())

    def rect(self) -> QRect:
        view = self._view()
        return _global_rect(view, self.plate) if view is not None else QRect()


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, TableNotice):
        return NoticeAccessible(obj)
    if isinstance(obj, QGraphicsView) and _access(obj) is not None:
        return TableAccessible(obj)  # type: ignore[arg-type]
    if isinstance(obj, CardItem):
        return CardAccessible(obj)
    if isinstance(obj, SeatPlate):
        return SeatAccessible(obj)
    if isinstance(obj, TableArea):
        return AreaAccessible(obj)
    return None


def install() -> None:
    """Install the table's accessibility factory (once per process)."""
    add_factory(_factory)


__all__ = [
    "AreaAccessible",
    "CardAccessible",
    "SeatAccessible",
    "TableAccess",
    "TableAccessible",
    "TableArea",
    "TableNotice",
    "install",
    "spoken_card",
]
