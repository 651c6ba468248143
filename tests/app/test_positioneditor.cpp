// SPDX-License-Identifier: GPL-3.0-or-later
// The position editor, driven like a person would: clicks and drags on the board's viewport paint
// black, white or empty squares (a click on the chosen colour empties, the right button empties),
// the side to move, Clear and Initial Position, the counts and the note, and Play from Here,
// refused while the game would be over at once.
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QtTest>

#include "app/records/EditorBoardView.h"
#include "app/records/PositionEditor.h"
#include "core/Notation.h"

using verso::Color;
using verso::Position;
using verso::app::PositionEditor;

namespace verso {
// Failed comparisons print the board as 64 squares and the side to move.
char* toString(const Position& position) { return qstrdup(formatBoard(position).c_str()); }
}  // namespace verso

namespace {

int sq(const char* name) { return *verso::parseSquare(name); }

template <typename T>
T* child(QWidget& dialog, const char* name) {
    T* widget = dialog.findChild<T*>(QLatin1String(name));
    Q_ASSERT_X(widget, "child", name);
    return widget;
}

QWidget* viewport(PositionEditor& editor) {
    return child<QGraphicsView>(editor, "positionEditorView")->viewport();
}

void clickSquare(PositionEditor& editor, const char* square,
                 Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(viewport(editor), button, {}, editor.squareCenterInView(sq(square)));
}

// Presses on the first square, moves straight to each next one (no stops in between), releases.
void dragAcross(PositionEditor& editor, std::initializer_list<const char*> squares,
                Qt::MouseButton button = Qt::LeftButton) {
    QWidget* target = viewport(editor);
    const char* last = *squares.begin();
    QTest::mousePress(target, button, {}, editor.squareCenterInView(sq(last)));
    for (const char* square : squares) {
        QTest::mouseMove(target, editor.squareCenterInView(sq(square)));
        last = square;
    }
    QTest::mouseRelease(target, button, {}, editor.squareCenterInView(sq(last)));
}

void chooseTool(PositionEditor& editor, const char* name) {
    QTest::mouseClick(child<QToolButton>(editor, name), Qt::LeftButton);
}

void clickButton(PositionEditor& editor, const char* name) {
    QTest::mouseClick(child<QAbstractButton>(editor, name), Qt::LeftButton);
}

QString count(PositionEditor& editor, const char* name) {
    return child<QLabel>(editor, name)->text();
}

Position board(const char* squares, Color toMove) {
    auto parsed = verso::parseBoard(std::string(squares) + (toMove == Color::Black ? " X" : " O"));
    Q_ASSERT(parsed);
    return *parsed;
}

}  // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

    std::unique_ptr<PositionEditor> open(const Position& start) {
        auto editor = std::make_unique<PositionEditor>(start);
        editor->show();
        if (!QTest::qWaitForWindowExposed(editor.get())) return nullptr;
        return editor;
    }

private slots:
    // The eight symmetries: b1 (black) and c1, d2 (white) land where each button says; the side
    // to move stays.
    void theTurnAndMirrorButtonsMoveEveryDisc() {
        PositionEditor editor(Position::initial());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        clickButton(editor, "clearButton");
        clickButton(editor, "whiteToMoveButton");
        chooseTool(editor, "blackTool");
        clickSquare(editor, "b1");
        chooseTool(editor, "whiteTool");
        clickSquare(editor, "c1");
        clickSquare(editor, "d2");
        const Position start = editor.position();
        const struct {
            const char* button;
            const char* black;
            const char* white[2];
        } cases[] = {
            {"rotateRightButton", "h2", {"h3", "g4"}},
            {"rotateLeftButton", "a7", {"a6", "b5"}},
            {"rotateHalfButton", "g8", {"f8", "e7"}},
            {"mirrorLeftRightButton", "g1", {"f1", "e2"}},
            {"mirrorTopBottomButton", "b8", {"c8", "d7"}},
            {"mirrorMainDiagonalButton", "a2", {"a3", "b4"}},
            {"mirrorOtherDiagonalButton", "h7", {"h6", "g5"}},
        };
        for (const auto& c : cases) {
            editor.setPosition(start);
            clickButton(editor, c.button);
            const Position p = editor.position();
            QCOMPARE(p.black(), verso::squareBit(sq(c.black)));
            QCOMPARE(p.white(),
                     verso::squareBit(sq(c.white[0])) | verso::squareBit(sq(c.white[1])));
            QCOMPARE(p.sideToMove(), Color::White);
            QCOMPARE(count(editor, "blackCountLabel"), QString("1"));
        }
        // A quarter turn four times, or a mirror twice, is the board as it was.
        editor.setPosition(start);
        for (int i = 0; i < 4; ++i) clickButton(editor, "rotateLeftButton");
        QCOMPARE(editor.position(), start);
        clickButton(editor, "mirrorOtherDiagonalButton");
        clickButton(editor, "mirrorOtherDiagonalButton");
        QCOMPARE(editor.position(), start);
    }
    void startsFromTheGivenPosition() {
        const Position start = Position::initial().afterMove(verso::Move::at(sq("f5")));
        auto editor = open(start);
        QVERIFY(editor);
        QCOMPARE(editor->position(), start);
        QVERIFY(child<QRadioButton>(*editor, "whiteToMoveButton")->isChecked());
        QCOMPARE(count(*editor, "blackCountLabel"), QStringLiteral("4"));
        QCOMPARE(count(*editor, "whiteCountLabel"), QStringLiteral("1"));
        QCOMPARE(count(*editor, "emptyCountLabel"), QStringLiteral("59"));
        QVERIFY(child<QPushButton>(*editor, "playButton")->isEnabled());
        QVERIFY(child<QPushButton>(*editor, "playButton")->isDefault());
        QCOMPARE(child<QLabel>(*editor, "editorNote")->text(), QString());
        QVERIFY(child<QToolButton>(*editor, "blackTool")->isChecked());
    }

    void aClickPaintsTheToolAndASecondClickEmpties() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        clickSquare(*editor, "a1");
        QCOMPARE(editor->position().at(sq("a1")), Color::Black);
        QCOMPARE(count(*editor, "blackCountLabel"), QStringLiteral("3"));
        QCOMPARE(count(*editor, "emptyCountLabel"), QStringLiteral("59"));
        clickSquare(*editor, "a1");  // the chosen colour is there already: the click empties
        QCOMPARE(editor->position().at(sq("a1")), std::nullopt);
        QCOMPARE(count(*editor, "blackCountLabel"), QStringLiteral("2"));

        chooseTool(*editor, "whiteTool");
        QCOMPARE(editor->tool(), Color::White);
        clickSquare(*editor, "d5");  // black there: turns white
        QCOMPARE(editor->position().at(sq("d5")), Color::White);
        QCOMPARE(count(*editor, "blackCountLabel"), QStringLiteral("1"));
        QCOMPARE(count(*editor, "whiteCountLabel"), QStringLiteral("3"));

        chooseTool(*editor, "emptyTool");
        clickSquare(*editor, "d4");
        clickSquare(*editor, "h8");  // empty stays empty
        QCOMPARE(editor->position().at(sq("d4")), std::nullopt);
        QCOMPARE(editor->position().at(sq("h8")), std::nullopt);
        QCOMPARE(count(*editor, "whiteCountLabel"), QStringLiteral("2"));
        QCOMPARE(count(*editor, "emptyCountLabel"), QStringLiteral("61"));
    }

    void aDragPaintsEverySquareItCrosses() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        dragAcross(*editor, {"a1", "e1"});  // one jump: b1, c1 and d1 are crossed on the way
        for (const char* square : {"a1", "b1", "c1", "d1", "e1"})
            QCOMPARE(editor->position().at(sq(square)), Color::Black);
        QCOMPARE(editor->position().at(sq("f1")), std::nullopt);
        QCOMPARE(count(*editor, "blackCountLabel"), QStringLiteral("7"));

        chooseTool(*editor, "whiteTool");
        dragAcross(*editor, {"h1", "h4", "e4"});  // down, then left onto black e4
        for (const char* square : {"h1", "h2", "h3", "h4", "g4", "f4", "e4"})
            QCOMPARE(editor->position().at(sq(square)), Color::White);
        QCOMPARE(count(*editor, "whiteCountLabel"), QStringLiteral("9"));

        // A stroke that starts on the chosen colour empties all the way.
        dragAcross(*editor, {"h1", "h3"});
        for (const char* square : {"h1", "h2", "h3"})
            QCOMPARE(editor->position().at(sq(square)), std::nullopt);
        QCOMPARE(editor->position().at(sq("h4")), Color::White);
    }

    void theRightButtonEmpties() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        clickSquare(*editor, "d4", Qt::RightButton);
        QCOMPARE(editor->position().at(sq("d4")), std::nullopt);
        dragAcross(*editor, {"e4", "e5"}, Qt::RightButton);
        QCOMPARE(editor->position().at(sq("e4")), std::nullopt);
        QCOMPARE(editor->position().at(sq("e5")), std::nullopt);
        QCOMPARE(editor->position().at(sq("d5")), Color::Black);
        QCOMPARE(count(*editor, "emptyCountLabel"), QStringLiteral("63"));
        QCOMPARE(editor->tool(), Color::Black);  // the tool stays
    }

    void theSideToMoveIsChosen() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        clickButton(*editor, "whiteToMoveButton");
        QCOMPARE(editor->position().sideToMove(), Color::White);
        QCOMPARE(editor->position().black(), Position::initial().black());
        clickButton(*editor, "blackToMoveButton");
        QCOMPARE(editor->position(), Position::initial());
    }

    void clearAndInitialPosition() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        clickButton(*editor, "whiteToMoveButton");
        clickButton(*editor, "clearButton");
        QCOMPARE(editor->position(), Position::fromColors(0, 0, Color::White));
        QCOMPARE(count(*editor, "emptyCountLabel"), QStringLiteral("64"));
        QCOMPARE(count(*editor, "blackCountLabel"), QStringLiteral("0"));
        QVERIFY(editor->isVisible());  // neither button closes the dialog
        clickButton(*editor, "initialButton");
        QCOMPARE(editor->position(), Position::initial());
        QVERIFY(child<QRadioButton>(*editor, "blackToMoveButton")->isChecked());
        QCOMPARE(count(*editor, "blackCountLabel"), QStringLiteral("2"));
        QVERIFY(editor->isVisible());
    }

    void aPositionWhereTheSideToMovePassesIsAccepted() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        clickButton(*editor, "clearButton");
        chooseTool(*editor, "whiteTool");
        clickSquare(*editor, "a1");
        chooseTool(*editor, "blackTool");
        clickSquare(*editor, "b1");  // Black cannot outflank a1; White can play c1
        const Position expected =
            board("OX--------------------------------------------------------------", Color::Black);
        QCOMPARE(editor->position(), expected);
        QCOMPARE(child<QLabel>(*editor, "editorNote")->text(),
                 PositionEditor::tr("Black has no move and will pass."));
        clickButton(*editor, "whiteToMoveButton");
        QCOMPARE(child<QLabel>(*editor, "editorNote")->text(), QString());
        clickButton(*editor, "blackToMoveButton");
        auto* play = child<QPushButton>(*editor, "playButton");
        QVERIFY(play->isEnabled());
        QTest::mouseClick(play, Qt::LeftButton);
        QCOMPARE(editor->result(), int(QDialog::Accepted));
        QVERIFY(!editor->isVisible());
        QCOMPARE(editor->position(), expected);
    }

    void aPositionWhereTheGameIsOverIsRefused() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        auto* play = child<QPushButton>(*editor, "playButton");
        auto* note = child<QLabel>(*editor, "editorNote");
        clickButton(*editor, "clearButton");
        QVERIFY(!play->isEnabled());
        QCOMPARE(note->text(), PositionEditor::tr("The board is empty."));
        const QString over =
            PositionEditor::tr("Neither side can move: the game would be over at once.");
        dragAcross(*editor, {"c3", "f3"});  // one colour only
        QVERIFY(!play->isEnabled());
        QCOMPARE(note->text(), over);
        editor->accept();  // Enter or a script cannot get round the disabled button
        QVERIFY(editor->isVisible());
        chooseTool(*editor, "whiteTool");
        clickSquare(*editor, "d3");  // White can take c3 from b3; Black has nothing to outflank
        QVERIFY(play->isEnabled());
        QCOMPARE(note->text(), PositionEditor::tr("Black has no move and will pass."));
        clickSquare(*editor, "e2");  // now Black can play d1
        QCOMPARE(note->text(), QString());

        editor->setPosition(
            Position::fromColors(~verso::Bitboard{0} >> 1, verso::Bitboard{1} << 63, Color::Black));
        QVERIFY(!play->isEnabled());  // a full board
        QCOMPARE(note->text(), over);
        QVERIFY(!editor->canPlay());
    }

    void theKeyboardEditsTheCursorSquare() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        QWidget* view = child<QGraphicsView>(*editor, "positionEditorView");
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);  // from d4 to e4 (black)
        QTest::keyClick(view, Qt::Key_Space);  // black on black: empties
        QCOMPARE(editor->position().at(sq("e4")), std::nullopt);
        QTest::keyClick(view, Qt::Key_Down);
        QTest::keyClick(view, Qt::Key_Space);  // e5: white becomes black
        QCOMPARE(editor->position().at(sq("e5")), Color::Black);
        QVERIFY(editor->isVisible());
    }

    void cancelKeepsNothing() {
        auto editor = open(Position::initial());
        QVERIFY(editor);
        clickSquare(*editor, "a1");
        clickButton(*editor, "cancelButton");
        QCOMPARE(editor->result(), int(QDialog::Rejected));
    }
};

QTEST_MAIN(TestPositionEditor)
#include "test_positioneditor.moc"
