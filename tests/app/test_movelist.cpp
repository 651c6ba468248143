// SPDX-License-Identifier: GPL-3.0-or-later
// The move list panel: moves in Black's and White's columns (passes, a White-first start), the
// highlight and the grey redo tail following the cursor, clicks and arrow keys choosing a ply on
// the real viewport, growth move by move matching a full rebuild, names and the result shown.
#include <QAbstractItemView>
#include <QKeyEvent>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QtTest>
#include <bit>

#include "MoveListGames.h"
#include "app/records/MoveListPanel.h"

using namespace verso;
using verso::app::MoveListPanel;
using verso::testgames::gameFrom;

namespace {

enum { NumberColumn, BlackColumn, WhiteColumn };

// The cell a person sees for the move with 0-based "moveIndex".
QModelIndex cellOf(const MoveListPanel& panel, int moveIndex) {
    return panel.view()->indexAt(panel.cellRect(moveIndex).center());
}

QModelIndexList selectedCells(const MoveListPanel& panel) {
    return panel.view()->selectionModel()->selectedIndexes();
}

// Every cell's text and look, row by row, to compare two panels.
QStringList snapshot(const MoveListPanel& panel) {
    const QAbstractItemModel* model = panel.view()->model();
    QStringList cells;
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            const bool italic = index.data(Qt::FontRole).value<QFont>().italic();
            cells << index.data().toString() + QLatin1Char('|') +
                         index.data(Qt::ToolTipRole).toString() +
                         (italic ? QStringLiteral("|italic") : QString());
        }
    }
    for (const QModelIndex& index : selectedCells(panel))
        cells << QStringLiteral("selected %1,%2").arg(index.row()).arg(index.column());
    return cells;
}

// Records the keys that reach it (those the move list lets go on to the window).
class KeyCatcher : public QWidget {
public:
    QList<int> keys;

protected:
    void keyPressEvent(QKeyEvent* event) override { keys << event->key(); }
};

}  // namespace

class TestMoveList : public QObject {
    Q_OBJECT

private slots:
    void showsMovesInBlackAndWhiteColumns();
    void whiteFirstStartLeavesTheFirstBlackCellEmpty();
    void highlightAndGreyTailFollowTheCursor();
    void highlightedMoveIsScrolledIntoView();
    void clickOnACellChoosesThePlyAfterIt();
    void clickOnAnEmptyCellDoesNothing();
    void arrowKeysStepThroughTheMoves();
    void otherKeysGoOnToTheWindow();
    void growingMoveByMoveMatchesAFullRebuild();
    void aNewLineAfterUndoRebuilds();
    void showsPlayersAndResult();
    void isNarrowWithoutHorizontalScrolling();
};

void TestMoveList::showsMovesInBlackAndWhiteColumns() {
    MoveListPanel panel;
    const GameRecord game = gameFrom(testgames::kFullGame);
    panel.setGame(game);
    QCOMPARE(panel.moveCount(), 62);
    QCOMPARE(panel.currentPly(), 62);
    const QAbstractItemModel* model = panel.view()->model();
    QCOMPARE(model->rowCount(), 31);
    QCOMPARE(model->index(0, NumberColumn).data().toString(), QStringLiteral("1"));
    QCOMPARE(model->index(30, NumberColumn).data().toString(), QStringLiteral("31"));
    QCOMPARE(model->index(0, BlackColumn).data().toString(), QStringLiteral("e6"));
    QCOMPARE(model->index(0, WhiteColumn).data().toString(), QStringLiteral("f4"));
    QCOMPARE(panel.cellText(27), QStringLiteral("pass"));  // move 28, White
    QCOMPARE(model->index(13, WhiteColumn).data().toString(), QStringLiteral("pass"));
    QCOMPARE(model->index(30, BlackColumn).data().toString(), QStringLiteral("pass"));  // move 61
    QCOMPARE(model->index(30, WhiteColumn).data().toString(), QStringLiteral("a1"));
    for (int i = 0; i < game.length(); ++i) {
        const Move move = game.moves()[static_cast<size_t>(i)];
        QCOMPARE(panel.cellText(i),
                 move.isPass() ? QStringLiteral("pass") : QString::fromStdString(move.toString()));
    }
    QCOMPARE(model->index(0, BlackColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Move 1: Black e6"));
    QCOMPARE(model->index(13, WhiteColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Move 28: White passes"));
}

void TestMoveList::whiteFirstStartLeavesTheFirstBlackCellEmpty() {
    MoveListPanel panel;
    panel.setGame(gameFrom(testgames::kWhiteFirstGame, testgames::whiteToMoveStart()));
    const QAbstractItemModel* model = panel.view()->model();
    QCOMPARE(panel.moveCount(), 16);
    QCOMPARE(model->rowCount(), 9);  // 1 + 16 slots, two per row
    QCOMPARE(model->index(0, BlackColumn).data().toString(), QString());
    QVERIFY(!(model->flags(model->index(0, BlackColumn)) & Qt::ItemIsSelectable));
    QCOMPARE(model->index(0, WhiteColumn).data().toString(), QStringLiteral("d6"));
    QCOMPARE(model->index(0, WhiteColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Move 1: White d6"));
    QCOMPARE(model->index(1, BlackColumn).data().toString(), QStringLiteral("c6"));
    QCOMPARE(model->index(5, WhiteColumn).data().toString(), QStringLiteral("pass"));  // move 11
    QCOMPARE(model->index(5, WhiteColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Move 11: White passes"));
    QCOMPARE(model->index(8, BlackColumn).data().toString(),
             QStringLiteral("f3"));  // move 16, Black
    QCOMPARE(model->index(8, WhiteColumn).data().toString(), QString());
}

void TestMoveList::highlightAndGreyTailFollowTheCursor() {
    MoveListPanel panel;
    GameRecord game = gameFrom(testgames::kFullGame);
    panel.setGame(game);
    QCOMPARE(selectedCells(panel), QModelIndexList{panel.view()->model()->index(30, WhiteColumn)});
    QVERIFY(!panel.isGreyed(61));

    panel.setCurrentPly(10);
    QCOMPARE(panel.currentPly(), 10);
    QCOMPARE(selectedCells(panel), QModelIndexList{cellOf(panel, 9)});
    QVERIFY(!panel.isGreyed(9));
    QVERIFY(panel.isGreyed(10));
    QVERIFY(panel.isGreyed(61));
    const QModelIndex undone = cellOf(panel, 10);
    QVERIFY(undone.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(undone.data(Qt::ToolTipRole).toString().endsWith(QStringLiteral("(taken back)")));
    QVERIFY(!cellOf(panel, 9).data(Qt::FontRole).value<QFont>().italic());

    game.jumpTo(20);  // undo and redo through the record: the whole list, highlight at ply 20
    panel.setGame(game);
    QCOMPARE(selectedCells(panel), QModelIndexList{cellOf(panel, 19)});
    QVERIFY(!panel.isGreyed(19));
    QVERIFY(panel.isGreyed(20));

    panel.setCurrentPly(0);
    QVERIFY(selectedCells(panel).isEmpty());
    QVERIFY(panel.isGreyed(0));
}

void TestMoveList::highlightedMoveIsScrolledIntoView() {
    MoveListPanel panel;
    panel.resize(200, 220);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setGame(gameFrom(testgames::kFullGame));
    const QRect viewport = panel.view()->viewport()->rect();
    QVERIFY(viewport.contains(panel.cellRect(61)));
    QVERIFY(!viewport.intersects(panel.cellRect(0)));  // the list is longer than the view
    panel.setCurrentPly(1);
    QVERIFY(viewport.contains(panel.cellRect(0)));
}

void TestMoveList::clickOnACellChoosesThePlyAfterIt() {
    MoveListPanel panel;
    panel.resize(200, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setGame(gameFrom(testgames::kFullGame));
    panel.setCurrentPly(0);
    QSignalSpy chosen(&panel, &MoveListPanel::plyChosen);

    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, panel.cellRect(5).center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 6);
    QCOMPARE(panel.currentPly(), 6);
    QCOMPARE(selectedCells(panel), QModelIndexList{cellOf(panel, 5)});

    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, panel.cellRect(2).center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 3);
    QVERIFY(panel.isGreyed(3));  // the rest became the grey tail

    panel.view()->scrollToBottom();
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {},
                      panel.cellRect(60).center());  // a pass
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 61);
}

void TestMoveList::clickOnAnEmptyCellDoesNothing() {
    MoveListPanel panel;
    panel.resize(200, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setGame(gameFrom(testgames::kWhiteFirstGame, testgames::whiteToMoveStart()));
    panel.setCurrentPly(4);
    QSignalSpy chosen(&panel, &MoveListPanel::plyChosen);
    const QAbstractItemView* view = panel.view();
    const QModelIndex emptyCell = view->model()->index(0, BlackColumn);
    const QModelIndex number = view->model()->index(2, NumberColumn);
    const QModelIndex belowTheMoves = view->model()->index(8, WhiteColumn);
    for (const QModelIndex& index : {emptyCell, number, belowTheMoves})
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      QPoint(10, view->viewport()->height() - 5));
    QCOMPARE(chosen.count(), 0);
    QCOMPARE(panel.currentPly(), 4);
    QCOMPARE(selectedCells(panel), QModelIndexList{cellOf(panel, 3)});
}

void TestMoveList::arrowKeysStepThroughTheMoves() {
    MoveListPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setGame(gameFrom(testgames::kFullGame));
    panel.setCurrentPly(10);
    QSignalSpy chosen(&panel, &MoveListPanel::plyChosen);
    QWidget* view = panel.view();
    const auto press = [&](Qt::Key key) {
        QTest::keyClick(view, key);
        return chosen.isEmpty() ? -1 : chosen.takeFirst().at(0).toInt();
    };
    QCOMPARE(press(Qt::Key_Right), 11);
    QCOMPARE(selectedCells(panel), QModelIndexList{cellOf(panel, 10)});
    QCOMPARE(press(Qt::Key_Left), 10);
    QCOMPARE(press(Qt::Key_Down), 12);  // the row below, same colour
    QCOMPARE(press(Qt::Key_Up), 10);
    QCOMPARE(press(Qt::Key_End), 62);
    QCOMPARE(press(Qt::Key_Right), -1);  // nothing after the last move
    QCOMPARE(press(Qt::Key_Home), 0);
    QVERIFY(selectedCells(panel).isEmpty());
    QCOMPARE(press(Qt::Key_Left), -1);
    QCOMPARE(press(Qt::Key_Down), 1);
    QCOMPARE(selectedCells(panel), QModelIndexList{cellOf(panel, 0)});
    QCOMPARE(press(Qt::Key_Up), 0);
    QCOMPARE(panel.currentPly(), 0);
}

void TestMoveList::otherKeysGoOnToTheWindow() {
    KeyCatcher window;
    auto* panel = new MoveListPanel(&window);
    panel->setGame(gameFrom(testgames::kFullGame));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy chosen(panel, &MoveListPanel::plyChosen);
    for (Qt::Key key : {Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_A})
        QTest::keyClick(panel->view(), key);
    QTest::keyClick(panel->view(), Qt::Key_Left, Qt::ControlModifier);
    // (QTest presses Ctrl on its own first.)
    QCOMPARE(window.keys, (QList<int>{Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_A, Qt::Key_Control,
                                      Qt::Key_Left}));
    QCOMPARE(chosen.count(), 0);
    QCOMPARE(panel->currentPly(), 62);
    QTest::keyClick(panel->view(), Qt::Key_Left);
    QCOMPARE(window.keys.size(), 5);  // the move list's own key stays there
    QCOMPARE(chosen.count(), 1);
}

void TestMoveList::growingMoveByMoveMatchesAFullRebuild() {
    const GameRecord full = gameFrom(testgames::kFullGame);
    MoveListPanel growing;
    GameRecord game;
    growing.setGame(game);
    QSignalSpy resets(growing.view()->model(), &QAbstractItemModel::modelReset);
    for (Move move : full.moves()) {
        QVERIFY(!game.play(move));
        growing.setGame(game);
        MoveListPanel rebuilt;
        rebuilt.setGame(game);
        QCOMPARE(snapshot(growing), snapshot(rebuilt));
    }
    QCOMPARE(resets.count(), 0);  // every step only appended
    QCOMPARE(growing.moveCount(), 62);
}

void TestMoveList::aNewLineAfterUndoRebuilds() {
    GameRecord game = gameFrom(testgames::kFullGame);
    MoveListPanel panel;
    panel.setGame(game);
    game.jumpTo(30);
    panel.setGame(game);
    QCOMPARE(panel.moveCount(), 62);
    QVERIFY(panel.isGreyed(30));
    // Another move than the recorded one drops the redo tail.
    const Move recorded = game.moves()[30];
    Bitboard others = game.current().legalMoves() &
                      ~(recorded.isPlacement() ? Bitboard{1} << recorded.square() : 0);
    QVERIFY(others != 0);
    QVERIFY(!game.play(Move::at(std::countr_zero(others))));
    panel.setGame(game);
    MoveListPanel rebuilt;
    rebuilt.setGame(game);
    QCOMPARE(panel.moveCount(), 31);
    QCOMPARE(snapshot(panel), snapshot(rebuilt));
    QVERIFY(!panel.isGreyed(30));

    panel.setGame(GameRecord());  // a new game
    QCOMPARE(panel.moveCount(), 0);
    QCOMPARE(panel.view()->model()->rowCount(), 0);
    QVERIFY(selectedCells(panel).isEmpty());
}

void TestMoveList::showsPlayersAndResult() {
    MoveListPanel panel;
    panel.resize(200, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const auto label = [&](const char* name) {
        return panel.findChild<QLabel*>(QLatin1String(name));
    };
    QVERIFY(label("blackPlayerName") && label("whitePlayerName") && label("moveListResult"));
    QCOMPARE(label("blackPlayerName")->text(), QStringLiteral("Black"));  // until told otherwise
    panel.setPlayers(QStringLiteral("Ada"), QStringLiteral("Verso, level 4 Club"));
    QCOMPARE(label("blackPlayerName")->text(), QStringLiteral("Ada"));
    QCOMPARE(label("whitePlayerName")->text(), QStringLiteral("Verso, level 4 Club"));
    QVERIFY(!label("blackPlayerIcon")->pixmap().isNull());
    QVERIFY(!label("whitePlayerIcon")->pixmap().isNull());
    QVERIFY(label("blackPlayerIcon")->geometry().bottom() <
            label("whitePlayerIcon")->geometry().top());

    const QString longName =
        QStringLiteral("An external engine with a really long name, version 12.3");
    panel.setPlayers(QStringLiteral("Ada"), longName);
    QVERIFY(label("whitePlayerName")->text().endsWith(QChar(0x2026)));  // elided to fit
    QVERIFY(label("whitePlayerName")->toolTip().contains(longName));
    QCOMPARE(panel.playerName(Color::White), longName);

    QVERIFY(!label("moveListResult")->isVisible());
    panel.setResult(QStringLiteral("Black wins 36-28"));
    QVERIFY(label("moveListResult")->isVisible());
    QCOMPARE(label("moveListResult")->text(), QStringLiteral("Black wins 36-28"));
    QVERIFY(label("moveListResult")->geometry().top() > panel.view()->geometry().bottom());
    panel.setResult({});
    QVERIFY(!label("moveListResult")->isVisible());
}

void TestMoveList::isNarrowWithoutHorizontalScrolling() {
    MoveListPanel panel;
    panel.setGame(gameFrom(testgames::kFullGame));
    const QSize hint = panel.sizeHint();
    QVERIFY2(hint.width() >= 170 && hint.width() <= 230, qPrintable(QString::number(hint.width())));
    panel.resize(panel.minimumSizeHint().width(), 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QAbstractItemView* view = panel.view();
    QVERIFY(!view->horizontalScrollBar()->isVisible());
    QVERIFY(view->verticalScrollBar()->isVisible());  // 31 rows do not fit in 400 px
    const QRect lastColumn = view->visualRect(view->model()->index(0, WhiteColumn));
    QVERIFY(lastColumn.right() < view->viewport()->width());
    const int passWidth = view->fontMetrics().horizontalAdvance(QStringLiteral("pass"));
    QVERIFY(lastColumn.width() > passWidth);
}

QTEST_MAIN(TestMoveList)
#include "test_movelist.moc"
