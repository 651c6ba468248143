// SPDX-License-Identifier: GPL-3.0-or-later
// View > Analysis Engine in the real window: with verso-engine as the outside analysing engine,
// Analysis Mode fills every legal square and follows the board, and Hint rings its best move; a
// fake engine that misbehaves (tests/data/engines/hints.sh) gives the fault's message, the game
// stays as it was, and the board shows no values (not Verso's in its place).
#include <QMenu>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

#include "WindowTestSupport.h"
#include "app/analysis/AnalysisMode.h"
#include "app/analysis/AnalysisTexts.h"
#include "app/analysis/MoveValuesOverlay.h"
#include "app/engines/ExternalEngineFaultText.h"
#include "app/window/HintActions.h"
#include "session/analysis/PositionAnalyst.h"
#include "session/external/ExternalAnalyst.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using namespace verso::test;

namespace {

constexpr int kWaitMs = 20000;

session::ExternalEngineSpec versoEngine() {
    session::ExternalEngineSpec spec;
    spec.name = QStringLiteral("verso-engine");
    spec.commandLine = QStringLiteral("\"" VERSO_ENGINE_PATH "\" --no-book");
    spec.depth = 4;
    return spec;
}

session::ExternalEngineSpec fakeEngine(const QString& mode) {
    session::ExternalEngineSpec spec;
    spec.name = QStringLiteral("Fake ") + mode;
    spec.commandLine = QStringLiteral("sh \"" VERSO_TEST_DATA_DIR "/engines/hints.sh\" ") + mode;
    spec.secondsPerMove = 5;
    return spec;
}

// The squares of the legal moves of "position", and those the board shows values on.
std::set<int> legalSquares(const Position& position) {
    std::set<int> squares;
    for (Bitboard b = position.legalMoves(); b; b &= b - 1) squares.insert(firstSquare(b));
    return squares;
}
std::set<int> valuedSquares(MainWindow& w) {
    std::set<int> squares;
    for (const auto& [square, text] : w.analysis()->overlay()->shownValues())
        squares.insert(square);
    return squares;
}

// Chooses "name" in View > Analysis Engine, as a person would.
void chooseAnalysisEngine(MainWindow& w, const QString& name) {
    auto* menu = w.findChild<QMenu*>(QStringLiteral("menuAnalysisEngine"));
    QVERIFY(menu);
    for (QAction* entry : menu->actions()) {
        if (entry->text() != name) continue;
        entry->trigger();
        QVERIFY(entry->isChecked());
        return;
    }
    QFAIL("no such analysis engine");
}

QMessageBox* faultBox(MainWindow& w) {
    auto* box = w.findChild<QMessageBox*>(QStringLiteral("analysisEngineFaultDialog"));
    return box && box->isVisible() ? box : nullptr;
}

}  // namespace

class TestAnalysisEngine : public QObject {
    Q_OBJECT
    QTemporaryDir configDir_;

private slots:
    void initTestCase() { useTemporarySettings(configDir_, "test_analysisengine"); }
    void init() {
        resetToTwoPeopleWithoutAnimation();
        Settings().setEngines({versoEngine(), fakeEngine(QStringLiteral("illegal")),
                               fakeEngine(QStringLiteral("crash"))});
    }

    void versoEngineAsTheAnalysingEngineFillsEveryLegalSquare() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        chooseAnalysisEngine(w, QStringLiteral("verso-engine"));
        QCOMPARE(Settings().analysisEngine(), QStringLiteral("verso-engine"));
        QVERIFY(w.analysis()->externalAnalyst());
        action(w, "actionAnalysisMode")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(valuedSquares(w), legalSquares(Position::initial()), kWaitMs);
        QVERIFY(!w.analysis()->analyst()->isRunning());  // Verso's own engine is not asked
        // The panel names the engine (by the name it gave itself).
        QTRY_VERIFY_WITH_TIMEOUT(w.analysis()->stateText().startsWith(QStringLiteral("Verso: ")),
                                 kWaitMs);

        // The board changes: the values follow it, for every legal move there.
        click(w, "f5");
        const Position afterF5 = w.controller()->position();
        QVERIFY(afterF5 != Position::initial());
        QTRY_COMPARE_WITH_TIMEOUT(valuedSquares(w), legalSquares(afterF5), kWaitMs);
        QCOMPARE(*w.analysis()->overlay()->position(), afterF5);
        QVERIFY(!faultBox(w));

        // Remembered: the next window analyses with the same engine.
        MainWindow again;
        QVERIFY(again.analysis()->externalAnalyst());
        QCOMPARE(again.analysis()->externalAnalyst()->spec().name, QStringLiteral("verso-engine"));
    }

    void aMisbehavingEngineGivesItsMessageAndTheGameIsUntouched() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w, "f5");
        const GameRecord before = w.controller()->record();
        const Position shownBefore = w.controller()->position();
        chooseAnalysisEngine(w, QStringLiteral("Fake illegal"));
        action(w, "actionAnalysisMode")->trigger();
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = faultBox(w)), kWaitMs);
        QCOMPARE(box->text(), engineFaultText(session::ExternalEngineFault::IllegalMove,
                                              QStringLiteral("search A1 1.00 0 4")));
        QVERIFY(box->informativeText().contains(QStringLiteral("The game is unchanged")));
        QCOMPARE(w.controller()->record().moves(), before.moves());
        QCOMPARE(w.controller()->position(), shownBefore);
        // No values, and not Verso's in their place; the panel says why.
        QVERIFY(valuedSquares(w).empty());
        QVERIFY(!w.analysis()->analyst()->isRunning());
        QVERIFY(w.analysis()->stateText().contains(QStringLiteral("stopped analysing")));
        box->accept();

        // The game goes on as before; the failed engine is not asked again by itself.
        click(w, "d6");
        QCOMPARE(w.controller()->record().ply(), before.ply() + 1);
        QVERIFY(valuedSquares(w).empty());
        QVERIFY(!faultBox(w));
        // Verso chosen again: its values fill the board.
        chooseAnalysisEngine(w, QStringLiteral("&Verso"));
        QVERIFY(!w.analysis()->externalAnalyst());
        QTRY_COMPARE_WITH_TIMEOUT(valuedSquares(w), legalSquares(w.controller()->position()),
                                  kWaitMs);
    }

    void hintWithAnOutsideEngineRingsItsBestMove() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        chooseAnalysisEngine(w, QStringLiteral("verso-engine"));
        action(w, "actionHint")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hintSquare() >= 0, kWaitMs);
        QVERIFY(Position::initial().isLegal(Move::at(w.hints()->hintSquare())));
        QVERIFY(w.hints()->hintText().startsWith(
            QStringLiteral("Hint: %1, ").arg(moveText(Move::at(w.hints()->hintSquare())))));

        // A crashing engine: its message, no ring, the game as it was.
        chooseAnalysisEngine(w, QStringLiteral("Fake crash"));
        QCOMPARE(w.hints()->hintSquare(), -1);
        action(w, "actionHint")->trigger();
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = faultBox(w)), kWaitMs);
        QCOMPARE(box->text(), engineFaultText(session::ExternalEngineFault::Exited,
                                              QStringLiteral("fake engine: out of memory")));
        QCOMPARE(w.hints()->hintSquare(), -1);
        QCOMPARE(w.controller()->record().ply(), 0);
        QCOMPARE(w.controller()->position(), Position::initial());
        box->accept();
    }
};

QTEST_MAIN(TestAnalysisEngine)
#include "test_analysisengine.moc"
