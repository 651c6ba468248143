// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a screen reader sees it: a table of 64 named squares with headers a-h and 1-8,
// the keyboard cursor as the focused cell, a Press action that plays, and the events (focus,
// name changes, announcements) sent as the game goes on.
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QGroupBox>
#include <QMenuBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <vector>

#include "WindowTestSupport.h"
#include "app/board/BoardAccessibility.h"
#include "app/library/LibraryWindow.h"
#include "app/records/EditActions.h"
#include "app/records/MoveListDock.h"
#include "app/records/PositionEditor.h"
#include "app/settings/TranslationLoader.h"
#include "app/window/GameOverDialog.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

struct SeenEvent {
    QAccessible::Event type;
    QAccessible::Role role;
    QString name;
};

std::vector<SeenEvent>& seenEvents() {
    static std::vector<SeenEvent> events;
    return events;
}

void recordEvent(QAccessibleEvent* event) {
    QAccessibleInterface* iface = event->accessibleInterface();
    if (!iface) return;
    seenEvents().push_back({event->type(), iface->role(), iface->text(QAccessible::Name)});
}

bool sawEvent(QAccessible::Event type, const QString& name) {
    for (const SeenEvent& e : seenEvents())
        if (e.type == type && e.name == name) return true;
    return false;
}

QAccessibleInterface* boardOf(const MainWindow& w) {
    return QAccessible::queryAccessibleInterface(w.boardView());
}

QAccessibleInterface* cell(const MainWindow& w, const char* square) {
    const int s = sq(square);
    return boardOf(w)->tableInterface()->cellAt(rowOf(s), columnOf(s));
}

QString nameOf(const MainWindow& w, const char* square) {
    return cell(w, square)->text(QAccessible::Name);
}

QString announced(const MainWindow& w) { return boardOf(w)->text(QAccessible::Description); }

}  // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;
    TranslationLoader translations_;  // English plural forms ("1 disc", "2 discs")

private slots:
    void initTestCase() {
        QVERIFY(configDir_.isValid());
        translations_.install(QStringLiteral("en"));
        useTemporarySettings(configDir_, "Verso");
        BoardAccessibility::setEventObserver(&recordEvent);
    }

    void init() {
        resetToTwoPeopleWithoutAnimation();
        seenEvents().clear();
    }

    void boardIsATableOfSixtyFourNamedSquares() {
        MainWindow w;
        QAccessible::setActive(true);  // a screen reader starts listening (AT-SPI tells Qt so)
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAccessibleInterface* board = boardOf(w);
        QVERIFY(board);
        QCOMPARE(board->role(), QAccessible::Table);
        QCOMPARE(board->text(QAccessible::Name), QString("Board"));
        QAccessibleTableInterface* table = board->tableInterface();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 8);
        QCOMPARE(table->columnCount(), 8);
        int cells = 0;
        for (int i = 0; i < board->childCount(); ++i) {
            QAccessibleInterface* child = board->child(i);
            QVERIFY(child && child->isValid());
            QCOMPARE(child->parent(), board);
            QCOMPARE(board->indexOfChild(child), i);
            if (child->role() == QAccessible::Cell) ++cells;
        }
        QCOMPARE(cells, 64);
        QCOMPARE(nameOf(w, "d4"), QString("d4, white"));
        QCOMPARE(nameOf(w, "e4"), QString("e4, black"));
        QCOMPARE(nameOf(w, "d3"), QString("d3, empty, legal move"));
        QCOMPARE(nameOf(w, "a1"), QString("a1, empty"));
        // Headers: column letters and row digits, as the board's frame shows them.
        QAccessibleTableCellInterface* f6 = cell(w, "f6")->tableCellInterface();
        QVERIFY(f6);
        QCOMPARE(f6->columnIndex(), 5);
        QCOMPARE(f6->rowIndex(), 5);
        QCOMPARE(f6->columnHeaderCells().size(), 1);
        QCOMPARE(f6->columnHeaderCells().front()->text(QAccessible::Name), QString("f"));
        QCOMPARE(f6->columnHeaderCells().front()->role(), QAccessible::ColumnHeader);
        QCOMPARE(f6->rowHeaderCells().front()->text(QAccessible::Name), QString("6"));
        QCOMPARE(f6->rowHeaderCells().front()->role(), QAccessible::RowHeader);
        QCOMPARE(table->columnDescription(0), QString("a"));
        QCOMPARE(table->rowDescription(7), QString("8"));
    }

    void eachSquareLiesWhereItIsDrawn() {
        MainWindow w;
        QAccessible::setActive(true);  // a screen reader starts listening (AT-SPI tells Qt so)
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QPoint centre =
            w.boardView()->viewport()->mapToGlobal(w.boardView()->squareCenterInView(sq("c7")));
        QVERIFY(cell(w, "c7")->rect().contains(centre));
        QVERIFY(!cell(w, "c6")->rect().contains(centre));
        QCOMPARE(boardOf(w)->childAt(centre.x(), centre.y()), cell(w, "c7"));
    }

    void aClickedMoveRenamesTheSquaresAndIsAnnounced() {
        MainWindow w;
        QAccessible::setActive(true);  // a screen reader starts listening (AT-SPI tells Qt so)
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(announced(w), QString("New board: Black to move."));
        seenEvents().clear();
        click(w, "d3");
        QCOMPARE(nameOf(w, "d3"), QString("d3, black, last move"));
        QCOMPARE(nameOf(w, "d4"), QString("d4, black"));
        QCOMPARE(nameOf(w, "c3"), QString("c3, empty, legal move"));  // White may play there
        QCOMPARE(nameOf(w, "f5"), QString("f5, empty"));              // no longer a legal move
        QVERIFY(sawEvent(QAccessible::NameChanged, "d3, black, last move"));
        QVERIFY(sawEvent(QAccessible::NameChanged, "d4, black"));
        QVERIFY(sawEvent(QAccessible::NameChanged, "f5, empty"));
        QVERIFY(!sawEvent(QAccessible::NameChanged, "a1, empty"));  // unchanged squares stay quiet
        QTRY_COMPARE(announced(w), QString("Black played d3, 1 disc turned over."));
        QVERIFY(sawEvent(QAccessible::DescriptionChanged, "Board"));
        seenEvents().clear();
        action(w, "actionUndo")->trigger();
        QTRY_COMPARE(announced(w), QString("Move 0 of 1 shown: Black to move."));
        QCOMPARE(nameOf(w, "d3"), QString("d3, empty, legal move"));
        QVERIFY(sawEvent(QAccessible::NameChanged, "d3, empty, legal move"));
        action(w, "actionRedo")->trigger();
        QTRY_COMPARE(announced(w), QString("Move 1 of 1 shown: White to move."));
        // The same sentence as a notification a screen reader speaks wherever the focus is.
        auto* live = w.findChild<QWidget*>("liveRegion");
        QVERIFY(live);
        QAccessibleInterface* region = QAccessible::queryAccessibleInterface(live);
        QCOMPARE(region->role(), QAccessible::Notification);
        QCOMPARE(region->text(QAccessible::Name), announced(w));
        QVERIFY(sawEvent(QAccessible::ObjectShow, announced(w)));
        QVERIFY(sawEvent(QAccessible::NameChanged, announced(w)));
    }

    void arrowKeysMoveTheFocusedSquare() {
        MainWindow w;
        QAccessible::setActive(true);  // a screen reader starts listening (AT-SPI tells Qt so)
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.boardView()->setFocus();
        QTRY_VERIFY(w.boardView()->hasFocus());
        QTRY_VERIFY(sawEvent(QAccessible::Focus, "d4, white"));  // the cursor starts on d4
        seenEvents().clear();
        QTest::keyClick(w.boardView(), Qt::Key_Right);
        QVERIFY(sawEvent(QAccessible::Focus, "e4, black"));
        QVERIFY(cell(w, "e4")->state().focused);
        QVERIFY(cell(w, "e4")->state().focusable);
        QVERIFY(!cell(w, "d4")->state().focused);
        QCOMPARE(boardOf(w)->focusChild(), cell(w, "e4"));
        QTest::keyClick(w.boardView(), Qt::Key_Down);
        QVERIFY(sawEvent(QAccessible::Focus, "e5, white"));
        QTest::keyClick(w.boardView(), Qt::Key_Right);
        QTest::keyClick(w.boardView(), Qt::Key_Return);  // f5 is a legal move for Black
        QCOMPARE(shown(w, "f5"), std::optional(Color::Black));
        QVERIFY(cell(w, "f5")->state().focused);
        QCOMPARE(nameOf(w, "f5"), QString("f5, black, last move"));
    }

    void pressActionPlaysTheMove() {
        MainWindow w;
        QAccessible::setActive(true);  // a screen reader starts listening (AT-SPI tells Qt so)
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAccessibleActionInterface* actions = cell(w, "c4")->actionInterface();
        QVERIFY(actions);
        QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::pressAction()));
        actions->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(shown(w, "c4"), std::optional(Color::Black));
        QCOMPARE(shown(w, "d4"), std::optional(Color::Black));
        QCOMPARE(nameOf(w, "c4"), QString("c4, black, last move"));
        QTRY_COMPARE(announced(w), QString("Black played c4, 1 disc turned over."));
        cell(w, "a1")->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QTRY_COMPARE(announced(w), QString("A disc on a1 would not flip any disc."));
        QCOMPARE(shown(w, "a1"), std::nullopt);
    }

    void refusalPassAndResultAreAnnounced() {
        Settings().setPassDialogs(false);
        MainWindow w;
        QAccessible::setActive(true);  // a screen reader starts listening (AT-SPI tells Qt so)
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d4");
        QTRY_COMPARE(announced(w), QString("d4 is already occupied."));
        w.controller()->newGame(board(kPassThenEnd));
        QTRY_COMPARE(announced(w), QString("New board: Black to move."));
        click(w, "c1");
        QTRY_VERIFY(
            announced(w).startsWith("Black played c1, 1 disc turned over. White has no "
                                    "legal move and must pass"));
        click(w, "h8");
        QTRY_VERIFY(announced(w).startsWith("Black played h8"));
        click(w, "d8");
        QTRY_COMPARE(announced(w), QString("Black played d8, 1 disc turned over. Game over: "
                                           "Black wins 64-0 (discs 8-0, 56 empty)"));
    }

    void theComputersReplyIsAnnounced() {
        MainWindow w;
        QAccessible::setActive(true);
        useComputer(w);
        action(w, "actionHumanVsComputer")->trigger();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "d3");
        QTRY_VERIFY(announced(w).startsWith("White (computer) played "));
        QVERIFY(announced(w).endsWith("turned over."));
    }

    // Every control a person can reach in the window and in Preferences has a name a screen
    // reader can say.
    void everyInteractiveWidgetHasAName() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList unnamed = unnamedControls(w);
        for (QDockWidget* dock : w.findChildren<QDockWidget*>())
            if (QAccessible::queryAccessibleInterface(dock)->text(QAccessible::Name).isEmpty())
                unnamed << dock->objectName();
        for (QAction* menu : w.menuBar()->actions())
            if (menu->menu() && menu->text().remove('&').trimmed().isEmpty())
                unnamed << menu->menu()->objectName();
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ")));
        w.showPreferences();
        QVERIFY(w.preferencesDialog());
        QVERIFY(QTest::qWaitForWindowExposed(w.preferencesDialog()));
        QVERIFY(!w.preferencesDialog()->windowTitle().isEmpty());
        unnamed = unnamedControls(*w.preferencesDialog());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ")));
    }

    // Tab leaves the board for the move list beside it, Shift+Tab comes back.
    void tabGoesFromTheBoardToTheMoveList() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.boardView()->setFocus();
        QTRY_VERIFY(w.boardView()->hasFocus());
        QTest::keyClick(w.boardView(), Qt::Key_Tab);
        QWidget* next = QApplication::focusWidget();
        QVERIFY(next);
        QVERIFY2(w.moveList()->isAncestorOf(next), next->metaObject()->className());
        QTest::keyClick(next, Qt::Key_Backtab);
        QTRY_VERIFY(w.boardView()->hasFocus());
    }

    // The result dialog and the library window name their controls too.
    void dialogsNameTheirControls() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->newGame(board(kPassThenEnd));
        for (const char* square : {"c1", "h8", "d8"}) {
            click(w, square);
            if (w.passDialog()) w.passDialog()->accept();
        }
        QTRY_VERIFY(w.gameOverDialog() && w.gameOverDialog()->isVisible());
        QStringList unnamed = unnamedControls(*w.gameOverDialog());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ")));
        w.gameOverDialog()->close();
        w.showLibrary();
        QVERIFY(QTest::qWaitForWindowExposed(w.library()));
        unnamed = unnamedControls(*w.library());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ")));
        w.library()->close();
        w.edits()->setUpAction()->trigger();
        QTRY_VERIFY(w.edits()->positionEditor() && w.edits()->positionEditor()->isVisible());
        unnamed = unnamedControls(*w.edits()->positionEditor());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ")));
    }

    // Tab walks Preferences from top to bottom (left to right on one line, a section beside another
    // whole before it), every control once.
    void preferencesTabOrderFollowsTheLayout() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showPreferences();
        QDialog* dialog = w.preferencesDialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QList<QWidget*> chain;
        QWidget* start = dialog->nextInFocusChain();
        for (QWidget* at = start; chain.size() < 200; at = at->nextInFocusChain()) {
            if (at->isVisible() && at->isEnabled() && (at->focusPolicy() & Qt::TabFocus) &&
                dialog->isAncestorOf(at) && !chain.contains(at))
                chain << at;
            if (at->nextInFocusChain() == start) break;
        }
        QVERIFY(chain.size() > 3);
        // Two controls in different sections are compared by their sections, so a section beside
        // another is walked whole before the next.
        const auto section = [dialog](QWidget* control) {
            for (QWidget* p = control->parentWidget(); p && p != dialog; p = p->parentWidget())
                if (qobject_cast<QGroupBox*>(p)) return p;
            return control;
        };
        const auto place = [dialog](QWidget* widget) {
            return QRect(widget->mapTo(dialog, QPoint()), widget->size());
        };
        QStringList order;
        for (int i = 1; i < chain.size(); ++i) {
            const bool apart = section(chain[i - 1]) != section(chain[i]) &&
                               section(chain[i - 1]) != chain[i - 1] &&
                               section(chain[i]) != chain[i];
            const QRect a = place(apart ? section(chain[i - 1]) : chain[i - 1]);
            const QRect b = place(apart ? section(chain[i]) : chain[i]);
            const bool sameLine = b.top() < a.bottom() && a.top() < b.bottom();
            if (sameLine ? b.left() < a.left() : b.top() < a.top())
                order << QString("%1 (%2) before %3 (%4)")
                             .arg(chain[i - 1]->objectName(),
                                  QLatin1String(chain[i - 1]->metaObject()->className()),
                                  chain[i]->objectName(),
                                  QLatin1String(chain[i]->metaObject()->className()));
        }
        QVERIFY2(order.isEmpty(), qPrintable(order.join(", ")));
    }

private:
    static QStringList unnamedControls(const QWidget& top) {
        QStringList unnamed;
        for (QWidget* widget : top.findChildren<QWidget*>()) {
            if (!widget->isVisible() || widget->focusPolicy() == Qt::NoFocus) continue;
            if (widget->window() != top.window()) continue;  // another window's, checked there
            auto* area = qobject_cast<QAbstractScrollArea*>(widget->parentWidget());
            if (area && area->viewport() == widget) continue;  // the area speaks for it
            if (qobject_cast<QAbstractSpinBox*>(widget->parentWidget()) ||
                qobject_cast<QComboBox*>(widget->parentWidget()))
                continue;  // the text field inside a spin box or combo box: named by its owner
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
            if (iface && iface->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << QString("%1 (%2) in %3")
                               .arg(widget->metaObject()->className(), widget->objectName(),
                                    widget->parentWidget()->metaObject()->className());
        }
        return unnamed;
    }
};

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
