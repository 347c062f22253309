"""Japanese wraps at phrase boundaries (BudouX), nothing is cut or elided, and the marks that
make it so stay out of what is copied: :mod:`stammtisch.desktop.linebreak` and the widgets of
:mod:`stammtisch.desktop.widgets.wrapping`, the lesson's answer buttons, the seat plates."""

from __future__ import annotations

from pathlib import Path

from desktop_support import temp_settings, valued
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QGuiApplication, QKeySequence, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from stammtisch.desktop.linebreak import (
    JOINER,
    ZWSP,
    breakable,
    breakable_html,
    phrase_starts,
    unmarked,
)
from stammtisch.desktop.widgets.flow_layout import ColumnLayout, FlowLayout
from stammtisch.desktop.widgets.wrapping import (
    Paragraph,
    PhraseBrowser,
    WrapButton,
    install_message_phrases,
)


def lines_of(text: str, font: QFont, width: float) -> list[str]:
    """``text`` as Qt wraps it in ``width`` pixels, the marks taken out."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        out.append(unmarked(text[line.textStart() : line.textStart() + line.textLength()]))
    layout.endLayout()
    return out


# --- the marks ----------------------------------------------------------------------------


def test_a_sentence_breaks_only_between_its_phrases(qapp: object) -> None:
    """The review's words broken inside (シープス|ヘッド, 学べま|す, カー|ドポイント) stay whole:
    at every width, each wrapped line ends where BudouX ends a phrase."""
    sentence = "シープスヘッドを学べます。カードポイントを数えます。勝ち負けを数えます。"
    starts = phrase_starts(sentence)
    assert {7 + 1, 13, 13 + 8} <= starts  # を|学, 。|カ, を|数
    font = QFont()
    font.setPixelSize(16)
    for width in range(60, 400, 7):
        lines = lines_of(breakable(sentence), font, width)
        assert "".join(lines) == sentence
        ends = [sum(len(x) for x in lines[: i + 1]) for i in range(len(lines) - 1)]
        assert set(ends) <= starts, (width, lines)
        for word in ("シープスヘッド", "学べます", "カードポイント", "勝ち負け", "数えます"):
            assert any(word in line for line in lines), (width, word, lines)


def test_without_marks_qt_breaks_inside_words(qapp: object) -> None:
    """What the marks are for: Qt alone breaks the same sentence inside a word."""
    sentence = "シープスヘッドを学べます。カードポイントを数えます。"
    font = QFont()
    font.setPixelSize(16)
    starts = phrase_starts(sentence)
    broken = []
    for width in range(60, 400, 7):
        lines = lines_of(sentence, font, width)
        ends = [sum(len(x) for x in lines[: i + 1]) for i in range(len(lines) - 1)]
        broken += [e for e in ends if e not in starts]
    assert broken


def test_marks_go_only_into_japanese_and_come_out_whole() -> None:
    for text in ("Gegenspieler", "Kreuz-Bube, ♣J", "", "Grand Hand, Schneider"):
        assert breakable(text) == text
    text = "クラブ・ハンド・シュナイダー宣言（ドングリ）"
    marked = breakable(text)
    assert unmarked(marked) == text
    assert breakable(marked) == marked  # laid anew, not twice
    assert "・" + ZWSP + "ハ" in marked  # a compound's words break at their dot
    assert "パ" + JOINER + "ス" in breakable("パス(&P)")
    assert "&P" in breakable("パス(&P)")  # a mnemonic's letter stays right after its &
    assert breakable("♣️を出す").startswith("♣️")  # no mark inside an emoji's sequence


def test_rich_text_gets_marks_in_its_text_only() -> None:
    markup = (
        "<p title='シープスヘッド'>スカートの<b>ハンド</b>ゲームを学べます。&amp; "
        "<a href='#rule'>ルール</a></p><style>p { color: red; }</style>"
    )
    marked = breakable_html(markup)
    assert unmarked(marked) == markup
    assert "title='シープスヘッド'" in marked  # an attribute is not text
    assert "<b>" in marked and "</b>" in marked and "&amp;" in marked
    assert "p { color: red; }" in marked
    assert "学" + JOINER + "べ" in marked


# --- the widgets ----------------------------------------------------------------------------


def test_a_paragraph_shows_marks_and_gives_its_text_back_without_them(qtbot: QtBot) -> None:
    label = Paragraph(None, "words")
    qtbot.addWidget(label)
    label.setText("シープスヘッドを学べます。")
    assert label.text() == "シープスヘッドを学べます。"
    assert ZWSP in label.shown_text() and label.wordWrap()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText("<b>カードポイント</b>を数えます")
    assert label.text() == "<b>カードポイント</b>を数えます"
    assert JOINER in label.shown_text()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
    label.setText("勝ち負けを数えます")
    label.setSelection(0, len(label.shown_text()))
    assert label.selectedText() == "勝ち負けを数えます"
    QGuiApplication.clipboard().clear()
    label.setFocus()
    qtbot.keySequence(label, QKeySequence.StandardKey.Copy)
    assert QGuiApplication.clipboard().text() == "勝ち負けを数えます"


def test_a_message_box_keeps_phrases_whole_and_copies_without_marks(
    qtbot: QtBot, qapp: QApplication
) -> None:
    """The welcome and the warnings are message boxes no code of ours lays out: the
    application's filter marks their texts when they show (the welcome had read
    "シープス" / "ヘッド" and "学べま" / "す" on a bare Debian), and what is copied from
    them has no marks."""
    phrases = install_message_phrases(qapp)
    try:
        text = "Stammtisch へようこそ！シープスヘッドは初めてですか？レッスンで学べます。"
        box = QMessageBox(QMessageBox.Icon.NoIcon, "ようこそ", text)
        box.setInformativeText("<b>カードポイント</b>を数えます")
        qtbot.addWidget(box)
        box.show()
        shown = {label.text() for label in box.findChildren(QLabel) if label.text()}
        assert (
            breakable(text) in shown and breakable_html("<b>カードポイント</b>を数えます") in shown
        )
        assert {unmarked(t) for t in shown} >= {text, "<b>カードポイント</b>を数えます"}
        (label,) = [x for x in box.findChildren(QLabel) if unmarked(x.text()) == text]
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        label.setSelection(0, len(label.text()))
        QGuiApplication.clipboard().clear()
        label.setFocus()
        qtbot.keySequence(label, QKeySequence.StandardKey.Copy)
        qtbot.waitUntil(lambda: QGuiApplication.clipboard().text() == text)
        box.close()
    finally:
        qapp.removeEventFilter(phrases)


def test_what_is_copied_from_a_rules_page_has_no_marks(qtbot: QtBot) -> None:
    browser = PhraseBrowser()
    qtbot.addWidget(browser)
    browser.setHtml("<h2>勝ち負け</h2><p>デクレアラーはカードポイントを数えます。</p>")
    assert JOINER in browser.toPlainText()  # as laid out
    browser.selectAll()
    copied = browser.createMimeDataFromSelection()
    assert copied.text() == "勝ち負け\nデクレアラーはカードポイントを数えます。"
    assert JOINER not in copied.html() and ZWSP not in copied.html()


def test_a_button_narrower_than_its_label_wraps_it_and_grows(qtbot: QtBot) -> None:
    button = WrapButton("スート・ガイアー（ドングリ）・トゥ")
    qtbot.addWidget(button)
    one_line = button.sizeHint()
    least = button.minimumSizeHint()
    assert least.width() < one_line.width()
    assert button.fits_on_one_line(one_line.width())
    assert button.heightForWidth(one_line.width()) == one_line.height()
    narrow = least.width()
    assert not button.fits_on_one_line(narrow)
    assert button.heightForWidth(narrow) > one_line.height()  # two lines or more
    lines = lines_of(button.shown_text(), button.font(), button.text_room(narrow))
    label = "スート・ガイアー（ドングリ）・トゥ"
    assert "".join(lines) == label and len(lines) > 1
    ends = [sum(len(x) for x in lines[: i + 1]) for i in range(len(lines) - 1)]
    assert set(ends) <= phrase_starts(label), lines
    button.setText("&Pass")
    assert button.text() == "&Pass"


def test_answers_stand_three_to_a_row_or_one_under_the_other(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    grid = ColumnLayout(host, 3)
    short = [WrapButton(x, host) for x in ("60", "61", "90")]
    for button in short:
        grid.addWidget(button)
    assert grid.columns(360) == 3
    long = WrapButton("スート・ガイアー（ドングリ）・トゥ", host)
    grid.addWidget(long)
    assert grid.columns(360) < 3  # stacked before any label is cut
    host.resize(long.minimumSizeHint().width() + 10, 400)
    host.show()
    qtbot.waitExposed(host)
    assert grid.columns(host.width()) == 1
    for button in [*short, long]:  # each as wide as the row, as tall as its lines
        assert button.width() >= host.width() - 1
        assert button.height() >= button.heightForWidth(button.width())


def test_a_row_of_decisions_gives_a_long_button_the_row_and_its_lines(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    outer = QVBoxLayout(host)
    row = FlowLayout()
    outer.addLayout(row)
    long = WrapButton("♠Aを指定（伏せたカード）と一緒に宣言する", host)
    row.addWidget(long)
    row.addWidget(WrapButton("パス", host))
    width = long.minimumSizeHint().width() + 30
    host.resize(QSize(width, 200))
    host.show()
    qtbot.waitExposed(host)
    assert long.width() <= width and long.height() == long.heightForWidth(long.width())
    assert long.height() > long.sizeHint().height()


def test_the_two_geier_answers_of_a_lesson_read_whole_and_apart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Schafkopf's Solo lesson asks for the game: every answer button shows its whole label
    (the review saw two Geier buttons cut to the same middle) in Japanese."""
    from screen_fit import window_problems

    from stammtisch.desktop.i18n import install_language
    from stammtisch.desktop.widgets.lesson_view import LearnDialog
    from stammtisch.engine.lessons import Act

    assert install_language("ja")
    try:
        learn = LearnDialog(temp_settings(tmp_path), "schafkopf")
        qtbot.addWidget(learn)
        learn.pace_ms = 0
        lesson = learn.start("schafkopf/solo")
        for _ in range(200):  # the lesson's steps up to its game question, never more
            if isinstance(lesson.run.step, Act) and len(lesson.choice_buttons) > 3:
                break
            lesson.go_on() if lesson.run.pending() or lesson.waiting else None
            if not lesson.waiting and isinstance(lesson.run.step, Act):
                assert lesson.lesson.deal is not None
                valued(qtbot, lesson)  # an answer before its step is weighed is only held
                lesson.answer(lesson.lesson.deal.actions[lesson.run.step.at][1])
            lesson.go_on()
        else:
            raise AssertionError("the Solo lesson never asked for its game")
        qtbot.waitExposed(lesson)
        buttons = list(lesson.choice_buttons.values())
        labels = [b.text() for b in buttons]
        assert sum("ガイアー" in x for x in labels) >= 2
        assert len(set(labels)) == len(labels)
        cut = [p for p in window_problems(lesson) if "answer_" in p]
        assert cut == []
        lesson.close()
    finally:
        install_language("en")


# --- seat plates ---------------------------------------------------------------------------


def test_a_crowded_plate_gives_way_by_rule_and_never_cuts(qapp: object) -> None:
    """A Japanese declarer who dealt and took tricks, with a long declaration: the game line
    names the declaration and the declarer, so those give way first; nothing is cut."""
    from stammtisch.desktop.i18n import install_language
    from stammtisch.desktop.layout import PLATE_MAX_H
    from stammtisch.desktop.widgets.table_scene import SeatPlate

    assert install_language("ja")
    try:
        marks = "ディーラー · デクレアラー · トリック：10"
        call = "スペード・ハンド・シュナイダー宣言"
        plate = SeatPlate()
        plate.set_info("Clara", marks, ["18を受ける", call], False, False)
        assert not [x for x in plate.line_fits() if x[1] > x[2] + 0.5]
        assert plate.height > PLATE_MAX_H  # nothing may give way: the plate grows
        spared = SeatPlate()
        spared.set_info("Clara", marks, ["18を受ける", call], False, False, [call, "デクレアラー"])
        assert spared.height <= PLATE_MAX_H
        assert not [x for x in spared.line_fits() if x[1] > x[2] + 0.5]
        assert spared.calls == ""  # the declaration gave way; the game line shows it
        assert call in spared.toolTip()  # every line whole in the tooltip
        shown = [unmarked(text) for text, _, _ in spared.laid_lines()]
        assert "トリック：10" in shown[1]
    finally:
        install_language("en")
