// SPDX-License-Identifier: GPL-3.0-or-later
// View > Flip Board, as a person sees it: the board turned half a turn (row 8 at the top, column h
// on the left). A click on the place where f5 is drawn plays f5 and the disc shows there; the
// legal-move markers, the hint, the keyboard cursor (Up goes up on the screen) and the squares a
// screen reader finds follow; the choice is remembered.
#include <QAccessible>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QtTest>

#include "WindowTestSupport.h"
#include "app/board/HintMarker.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

// The centre of the square drawn in screen column "column" and screen row "row" (0 = left, top),
// in scene units (100 a square), worked out here rather than asked of the scene.
QPointF drawnAt(int column, int row) { return {(column + 0.5) * 100, (row + 0.5) * 100}; }

QPoint inViewport(MainWindow& w, QPointF scenePoint) {
    return w.boardView()->mapFromScene(scenePoint);
}

QColor seenAt(MainWindow& w, QPointF scenePoint) {
    const QImage image = w.boardView()->viewport()->grab().toImage();
    return image.pixelColor(inViewport(w, scenePoint) * image.devicePixelRatio());
}

bool sameColour(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue()) <
           12;
}

// View > Flip Board from the menu bar.
void flipFromMenu(MainWindow& w) {
    for (QAction* entry : w.menuBar()->actions()) {
        if (!entry->menu() || entry->menu()->objectName() != QLatin1String("menuView")) continue;
        for (QAction* item : entry->menu()->actions()) {
            if (item->objectName() == QLatin1String("actionFlipBoard")) item->trigger();
        }
    }
}

}  // namespace

class TestFlipBoard : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

private slots:
    void initTestCase() { useTemporarySettings(configDir_, "test_flipboard"); }
    void init() { resetToTwoPeopleWithoutAnimation(); }

    void aClickWhereF5IsDrawnPlaysF5() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        flipFromMenu(w);
        QVERIFY(action(w, "actionFlipBoard")->isChecked());
        QVERIFY(Settings().flipBoard());
        QVERIFY(w.scene()->isFlipped());
        // f5 (column 5, row 4 counting from 0) is drawn in screen column 2, screen row 3.
        QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {},
                          inViewport(w, drawnAt(2, 3)));
        QCOMPARE(w.controller()->record().length(), 1);
        QCOMPARE(w.controller()->record().moves().front(), Move::at(sq("f5")));
        QCOMPARE(shown(w, "f5"), std::optional(Color::Black));
        // The black disc shows there (beside the last-move dot at its centre), and the felt where
        // an unflipped board would draw f5 (c4 now, empty).
        const QColor felt = seenAt(w, drawnAt(5, 4) + QPointF(45, 45));  // a corner of c4's square
        QTRY_VERIFY(seenAt(w, drawnAt(2, 3) + QPointF(25, 0)).lightness() < felt.lightness());
        QVERIFY(sameColour(seenAt(w, drawnAt(5, 4) + QPointF(25, 0)), felt));
        // White may play f4 (drawn at screen column 2, row 4): its marker is there; c5, drawn
        // where an unflipped board has f4, is plain felt.
        const auto marked = [&](QPointF centre) {
            return !sameColour(seenAt(w, centre), seenAt(w, centre + QPointF(38, 38)));
        };
        QTRY_VERIFY(marked(drawnAt(2, 4)));
        QVERIFY(!marked(drawnAt(5, 3)));
    }

    void theArrowsMoveTheCursorAsSeen() {
        Settings().setFlipBoard(true);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(action(w, "actionFlipBoard")->isChecked());  // remembered
        w.boardView()->setFocus();
        w.boardView()->moveCursorTo(sq("d4"));
        QTest::keyClick(w.boardView(), Qt::Key_Up);
        QCOMPARE(w.scene()->cursorSquare(), sq("d5"));  // towards row 8, at the top
        QTest::keyClick(w.boardView(), Qt::Key_Left);
        QCOMPARE(w.scene()->cursorSquare(), sq("e5"));  // towards column h, on the left
        const QPoint from = w.boardView()->squareCenterInView(sq("d4"));
        const QPoint to = w.boardView()->squareCenterInView(sq("e5"));
        QVERIFY(to.y() < from.y());
        QVERIFY(to.x() < from.x());
        QTest::keyClick(w.boardView(), Qt::Key_Return);
        QCOMPARE(w.controller()->record().length(), 0);  // e5 is taken: nothing played
        // Turned back, Up goes towards row 1 again.
        flipFromMenu(w);
        QVERIFY(!w.scene()->isFlipped());
        QTest::keyClick(w.boardView(), Qt::Key_Up);
        QCOMPARE(w.scene()->cursorSquare(), sq("e4"));
    }

    void aScreenReaderFindsTheSquareDrawnThere() {
        Settings().setFlipBoard(true);
        MainWindow w;
        QAccessible::setActive(true);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.boardView());
        const QPoint centre = w.boardView()->viewport()->mapToGlobal(inViewport(w, drawnAt(1, 0)));
        QAccessibleInterface* found = board->childAt(centre.x(), centre.y());
        QVERIFY(found);
        QVERIFY2(found->text(QAccessible::Name).startsWith("g8"),
                 qPrintable(found->text(QAccessible::Name)));
        QVERIFY(found->rect().contains(centre));
        // The headers a screen reader finds beside the board follow the coordinates: h on the
        // left, 8 at the top.
        QAccessibleInterface* columnA = board->tableInterface()
                                            ->cellAt(0, 0)
                                            ->tableCellInterface()
                                            ->columnHeaderCells()
                                            .front();
        QAccessibleInterface* columnH = board->tableInterface()
                                            ->cellAt(0, 7)
                                            ->tableCellInterface()
                                            ->columnHeaderCells()
                                            .front();
        QAccessibleInterface* row1 =
            board->tableInterface()->cellAt(0, 0)->tableCellInterface()->rowHeaderCells().front();
        QAccessibleInterface* row8 =
            board->tableInterface()->cellAt(7, 0)->tableCellInterface()->rowHeaderCells().front();
        QCOMPARE(columnH->text(QAccessible::Name), QString("h"));
        QVERIFY(columnH->rect().center().x() < columnA->rect().center().x());
        QVERIFY(row8->rect().center().y() < row1->rect().center().y());
        QVERIFY(columnA->rect().center().y() < found->rect().top());  // above the top row (8)
        QAccessible::setActive(false);
    }

    void theHintFollowsTheFlip() {
        BoardScene scene;
        HintMarker hint(&scene);
        hint.showOn(sq("f4"));
        QCOMPARE(hint.rect().center(), QPointF(550, 350));
        scene.setFlipped(true);
        QCOMPARE(hint.rect().center(), drawnAt(2, 4));
        scene.removeItem(&hint);
    }
};

QTEST_MAIN(TestFlipBoard)
#include "test_flipboard.moc"
