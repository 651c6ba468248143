// SPDX-License-Identifier: GPL-3.0-or-later
// An external NBoard engine as the analyst of a position: verso-engine values every legal move,
// refining; an answer for an earlier position never arrives; each way a fake engine
// (tests/data/engines/hints.sh) can go wrong is reported as its typed fault with no values.
#include <QSignalSpy>
#include <QtTest>

#include "core/Bitboard.h"
#include "session/external/ExternalAnalyst.h"

using namespace verso;
using namespace std::chrono_literals;
using verso::session::ExternalAnalyst;
using verso::session::ExternalEngineFault;
using verso::session::ExternalEngineSpec;

namespace {

constexpr int kWaitMs = 20000;

QString quoted(const QString& path) { return u'"' + path + u'"'; }

ExternalEngineSpec versoEngine(int depth) {
    ExternalEngineSpec spec;
    spec.commandLine = quoted(QStringLiteral(VERSO_ENGINE_PATH)) + QStringLiteral(" --no-book");
    spec.depth = depth;
    return spec;
}

ExternalEngineSpec fakeEngine(const QString& mode) {
    ExternalEngineSpec spec;
    spec.commandLine = QStringLiteral("sh ") +
                       quoted(QStringLiteral(VERSO_TEST_DATA_DIR "/engines/hints.sh")) + u' ' +
                       mode;
    return spec;
}

Move at(const char* square) { return Move::at(*parseSquare(square)); }
Position afterF5() { return Position::initial().afterMove(at("f5")); }
Position midgame() {
    Position p = Position::initial();
    for (const char* square : {"f5", "d6", "c3", "d3", "c4", "f4"}) p = p.afterMove(at(square));
    return p;
}

engine::Analysis analysisAt(const QSignalSpy& spy, int index) {
    return spy.at(index).at(1).value<engine::Analysis>();
}
ExternalEngineFault faultAt(const QSignalSpy& spy, int index) {
    return spy.at(index).at(0).value<ExternalEngineFault>();
}

bool complete(const ExternalAnalyst& analyst) {
    return analyst.latest() && analyst.latest()->complete;
}

}  // namespace

class TestExternalAnalyst : public QObject {
    Q_OBJECT

private slots:
    void versoEngineValuesEveryLegalMoveRefining() {
        ExternalAnalyst analyst(versoEngine(5));
        QSignalSpy updates(&analyst, &ExternalAnalyst::updated);
        QSignalSpy faults(&analyst, &ExternalAnalyst::faulted);
        const Position position = midgame();
        analyst.analyze(position);
        QVERIFY(analyst.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(complete(analyst), kWaitMs);
        QCOMPARE(faults.count(), 0);
        QVERIFY(!analyst.isRunning());
        QCOMPARE(analyst.name(), QStringLiteral("Verso"));
        const engine::Analysis& done = *analyst.latest();
        QCOMPARE(static_cast<int>(done.moves.size()), popCount(position.legalMoves()));
        for (const engine::MoveValue& value : done.moves) {
            QVERIFY(position.isLegal(value.move));
            QCOMPARE(value.depth, 5);
            QCOMPARE(value.pv.front(), value.move);
        }
        for (size_t i = 1; i < done.moves.size(); ++i)
            QVERIFY(done.moves[i - 1].score >= done.moves[i].score);  // best first
        QCOMPARE(done.depth, 5);
        // Refining: earlier reports came at lower depths, each for the position asked about.
        QVERIFY(updates.count() > static_cast<int>(done.moves.size()));
        QVERIFY(analysisAt(updates, 0).depth < 5);
        for (int i = 0; i < updates.count(); ++i)
            QCOMPARE(updates.at(i).at(0).value<Position>(), position);

        // The same engine goes on with the next position.
        analyst.analyze(afterF5());
        QVERIFY(!analyst.latest());
        QTRY_VERIFY_WITH_TIMEOUT(complete(analyst), kWaitMs);
        QCOMPARE(analyst.latest()->moves.size(), size_t{3});
        QCOMPARE(faults.count(), 0);
    }

    void anAnswerForAnEarlierPositionNeverArrives() {
        ExternalAnalyst analyst(fakeEngine(QStringLiteral("bycount")));
        QSignalSpy updates(&analyst, &ExternalAnalyst::updated);
        QSignalSpy faults(&analyst, &ExternalAnalyst::faulted);
        analyst.analyze(Position::initial());
        analyst.analyze(afterF5());  // the engine answers about the start position first
        QTRY_VERIFY_WITH_TIMEOUT(complete(analyst), kWaitMs);
        QCOMPARE(faults.count(), 0);
        for (int i = 0; i < updates.count(); ++i)
            QCOMPARE(updates.at(i).at(0).value<Position>(), afterF5());
        const engine::Analysis& done = *analyst.latest();
        QCOMPARE(done.moves.size(), size_t{3});
        QCOMPARE(done.best()->move, at("f6"));
        QCOMPARE(done.best()->proof, engine::Proof::Exact);
        QCOMPARE(done.best()->depth, afterF5().emptyCount());
        QVERIFY(done.find(at("f4"))->inBook);
        QCOMPARE(done.find(at("f4"))->score, -1);
        QVERIFY(!done.exact);
    }

    // A hint asks for the best move only: a move named by a shallower search is dropped when a
    // deeper one names another.
    void askedForTheBestMoveOnlyTheDeepestSearchCounts() {
        ExternalAnalyst analyst(fakeEngine(QStringLiteral("deeper")));
        QSignalSpy updates(&analyst, &ExternalAnalyst::updated);
        analyst.analyze(Position::initial(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(complete(analyst), kWaitMs);
        QCOMPARE(analysisAt(updates, 0).best()->move, at("f5"));
        const engine::Analysis& done = *analyst.latest();
        QCOMPARE(done.moves.size(), size_t{1});
        QCOMPARE(done.best()->move, at("e6"));
        QCOMPARE(done.best()->depth, 3);
        QCOMPARE(done.best()->pv, std::vector<Move>{at("e6")});  // d7 is no legal reply
    }

    void aGameOverHasNothingToAnalyse() {
        ExternalAnalyst analyst(fakeEngine(QStringLiteral("silent")));
        QSignalSpy updates(&analyst, &ExternalAnalyst::updated);
        const Position wipedOut = Position::fromColors(~Bitboard{0}, 0, Color::Black);
        analyst.analyze(wipedOut);
        QCOMPARE(updates.count(), 1);
        QVERIFY(analysisAt(updates, 0).moves.empty());
        QVERIFY(analysisAt(updates, 0).complete);
        QVERIFY(!analyst.isRunning());
    }

    void eachMisbehaviourIsAFaultAndNoValues_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<ExternalEngineFault>("fault");
        QTest::addColumn<QString>("detail");
        QTest::newRow("crash") << QStringLiteral("crash") << ExternalEngineFault::Exited
                               << QStringLiteral("fake engine: out of memory");
        QTest::newRow("garbage") << QStringLiteral("garbage") << ExternalEngineFault::Garbage
                                 << QStringLiteral("search banana\\x1b[31m split");
        QTest::newRow("illegal") << QStringLiteral("illegal") << ExternalEngineFault::IllegalMove
                                 << QStringLiteral("search A1 1.00 0 4");
        QTest::newRow("silent") << QStringLiteral("silent") << ExternalEngineFault::NoAnswer
                                << QString();
    }

    void eachMisbehaviourIsAFaultAndNoValues() {
        QFETCH(QString, mode);
        QFETCH(ExternalEngineFault, fault);
        QFETCH(QString, detail);
        ExternalAnalyst analyst(fakeEngine(mode));
        analyst.setAnswerTimeout(500ms);
        QSignalSpy updates(&analyst, &ExternalAnalyst::updated);
        QSignalSpy faults(&analyst, &ExternalAnalyst::faulted);
        analyst.analyze(Position::initial());
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), fault);
        QCOMPARE(faults.at(0).at(1).toString(), detail);
        QCOMPARE(updates.count(), 0);
        QVERIFY(!analyst.isRunning());
        QVERIFY(!analyst.position());
        QVERIFY(!analyst.latest());
    }

    void aProgramThatCannotStartIsAFault() {
        ExternalEngineSpec spec;
        spec.commandLine = QStringLiteral("/nonexistent/verso-no-such-engine");
        ExternalAnalyst analyst(spec);
        QSignalSpy faults(&analyst, &ExternalAnalyst::faulted);
        analyst.analyze(Position::initial());
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), ExternalEngineFault::FailedToStart);
        QVERIFY(!analyst.isRunning());
    }
};

QTEST_GUILESS_MAIN(TestExternalAnalyst)
#include "test_externalanalyst.moc"
