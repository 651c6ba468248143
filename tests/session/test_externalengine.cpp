// SPDX-License-Identifier: GPL-3.0-or-later
// An external NBoard engine as a player: a real game move from verso-engine, the name it gives,
// each way a fake engine (tests/data/engines/*.sh) can go wrong reported as its typed fault with
// no move, a cancelled or replaced request never answered with the old answer, restart and wait.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

#include "session/external/ExternalEnginePlayer.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace std::chrono_literals;
using verso::session::ExternalEngineFault;
using verso::session::ExternalEngineSpec;
using Player = verso::session::ExternalEnginePlayer;

namespace {

constexpr int kWaitMs = 10000;

QString quoted(const QString& path) { return u'"' + path + u'"'; }

ExternalEngineSpec versoEngine(int depth = 4) {
    ExternalEngineSpec spec;
    spec.commandLine = quoted(QStringLiteral(VERSO_ENGINE_PATH)) + QStringLiteral(" --no-book");
    spec.depth = depth;
    return spec;
}

ExternalEngineSpec fakeEngine(const QString& script, const QString& arguments = {}) {
    ExternalEngineSpec spec;
    spec.commandLine =
        QStringLiteral("sh ") + quoted(QStringLiteral(VERSO_TEST_DATA_DIR "/engines/") + script);
    if (!arguments.isEmpty()) spec.commandLine += u' ' + arguments;
    return spec;
}

Position afterF5() { return Position::initial().afterMove(Move::at(*parseSquare("f5"))); }
Move at(const char* square) { return Move::at(*parseSquare(square)); }

// The turns a test asks the engine about, each under a label, and the answers they received.
class Answers : public QObject {
public:
    void ask(Player& engine, const Position& position, quint64 label) {
        auto turn = std::make_unique<session::MoveRequest>(position);
        connect(turn.get(), &session::MoveRequest::answered, this,
                [this, label](Move move) { got_.emplace_back(label, move); });
        engine.requestMove(turn.get());
        latest_ = turn.get();
        turns_.push_back(std::move(turn));
    }
    // What the game master does on undo or new game: the latest turn is cancelled.
    void cancel() {
        if (latest_) latest_->cancel();
    }
    int count() const { return static_cast<int>(got_.size()); }
    quint64 labelAt(int index) const { return got_.at(static_cast<size_t>(index)).first; }
    Move moveAt(int index) const { return got_.at(static_cast<size_t>(index)).second; }

private:
    std::vector<std::unique_ptr<session::MoveRequest>> turns_;
    session::MoveRequest* latest_ = nullptr;
    std::vector<std::pair<quint64, Move>> got_;
};

quint64 idAt(const Answers& answers, int index) { return answers.labelAt(index); }
Move moveAt(const Answers& answers, int index) { return answers.moveAt(index); }
ExternalEngineFault faultAt(const QSignalSpy& spy, int index) {
    return spy.at(index).at(0).value<ExternalEngineFault>();
}
QString detailAt(const QSignalSpy& spy, int index) { return spy.at(index).at(1).toString(); }

}  // namespace

class TestExternalEngine : public QObject {
    Q_OBJECT

private slots:
    void versoEnginePlaysALegalMoveAndGivesItsName() {
        Player engine(versoEngine());
        QSignalSpy name(&engine, &Player::nameChanged);
        QSignalSpy ready(&engine, &Player::ready);
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        QVERIFY(!engine.isHuman());
        moves.ask(engine, Position::initial(), 7);
        QVERIFY(engine.isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 1, kWaitMs);
        QCOMPARE(idAt(moves, 0), quint64{7});
        QVERIFY(Position::initial().isLegal(moveAt(moves, 0)));
        QCOMPARE(ready.count(), 1);
        QCOMPARE(name.count(), 1);
        QCOMPARE(name.at(0).at(0).toString(), QStringLiteral("Verso"));
        QCOMPARE(engine.name(), QStringLiteral("Verso"));
        QVERIFY(!engine.isThinking());

        // The same process answers the next request, in the position it is given.
        const Position next = Position::initial().afterMove(moveAt(moves, 0));
        moves.ask(engine, next, 8);
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 2, kWaitMs);
        QCOMPARE(idAt(moves, 1), quint64{8});
        QVERIFY(next.isLegal(moveAt(moves, 1)));
        QCOMPARE(ready.count(), 1);
        QCOMPARE(faults.count(), 0);
        QCOMPARE(engine.state(), Player::State::Running);
    }

    void startAloneReportsReadyAndTheName() {
        Player engine(versoEngine());
        QSignalSpy ready(&engine, &Player::ready);
        engine.start();
        QCOMPARE(engine.state(), Player::State::Starting);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kWaitMs);
        QCOMPARE(engine.name(), QStringLiteral("Verso"));
        QCOMPARE(engine.state(), Player::State::Running);
    }

    void theNameIsTheProgramsUntilTheEngineSaysIt() {
        ExternalEngineSpec spec = fakeEngine(QStringLiteral("silent.sh"));
        QCOMPARE(Player(spec).name(), QStringLiteral("sh"));
        spec.name = QStringLiteral("My engine");
        QCOMPARE(Player(spec).name(), QStringLiteral("My engine"));
    }

    void anIllegalMoveIsAFaultAndNoMove() {
        Player engine(fakeEngine(QStringLiteral("illegal.sh")));
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        moves.ask(engine, Position::initial(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), ExternalEngineFault::IllegalMove);
        QCOMPARE(detailAt(faults, 0), QStringLiteral("=== A1/1.00/0.01"));
        QCOMPARE(moves.count(), 0);
        QVERIFY(engine.isThinking());  // the request stays, unanswered, until the app decides
        QCOMPARE(engine.state(), Player::State::Running);
    }

    void aPassIsIllegalWhileADiscCanBePlacedAndLegalWhenNot() {
        Player engine(fakeEngine(QStringLiteral("scripted.sh"), QStringLiteral("PA PA")));
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        moves.ask(engine, Position::initial(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), ExternalEngineFault::IllegalMove);
        // White (b1) cannot trap black's corner disc (a1); black could play c1: white must pass.
        const Position mustPass =
            Position::fromColors(Bitboard{1} << 0, Bitboard{1} << 1, Color::White);
        QVERIFY(mustPass.mustPass());
        moves.ask(engine, mustPass, 2);
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 1, kWaitMs);
        QCOMPARE(idAt(moves, 0), quint64{2});
        QCOMPARE(moveAt(moves, 0), Move::pass());
        QCOMPARE(faults.count(), 1);
    }

    void garbageIsAFaultWithTheLineMadePrintable() {
        Player engine(fakeEngine(QStringLiteral("garbage.sh")));
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        moves.ask(engine, Position::initial(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), ExternalEngineFault::Garbage);
        QCOMPARE(detailAt(faults, 0), QStringLiteral("=== banana\\x1b[31m split"));
        QCOMPARE(moves.count(), 0);
    }

    void exitingMidGameIsAFaultAndRestartAsksAgain() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Player engine(fakeEngine(QStringLiteral("exits.sh"),
                                 quoted(dir.filePath(QStringLiteral("started-once")))));
        QSignalSpy ready(&engine, &Player::ready);
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        moves.ask(engine, Position::initial(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), ExternalEngineFault::Exited);
        QCOMPARE(detailAt(faults, 0), QStringLiteral("fake engine: out of memory"));
        QCOMPARE(engine.state(), Player::State::Ended);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(moves.count(), 0);

        // Asked again while it is down, it says so again and answers nothing.
        moves.ask(engine, Position::initial(), 2);
        QCOMPARE(faults.count(), 2);
        QCOMPARE(faultAt(faults, 1), ExternalEngineFault::Exited);

        engine.restart();  // the started-once file exists now: this time it answers
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 1, kWaitMs);
        QCOMPARE(idAt(moves, 0), quint64{2});
        QCOMPARE(moveAt(moves, 0), at("f5"));
        QCOMPARE(ready.count(), 2);
        QCOMPARE(faults.count(), 2);
    }

    // An engine that leaves a child of its own running when it quits: the child ends with it,
    // because the engine runs in a process group of its own that is ended with it.
    void whatAnEngineStartedEndsWithIt() {
        QTemporaryDir dir;
        const QString pidFile = dir.filePath(QStringLiteral("child.pid"));
        Player engine(fakeEngine(QStringLiteral("spawns.sh"), quoted(pidFile)));
        QSignalSpy ready(&engine, &Player::ready);
        engine.start();
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kWaitMs);
        QFile file(pidFile);
        QTRY_VERIFY_WITH_TIMEOUT(file.exists() && file.size() > 0, kWaitMs);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const pid_t child = static_cast<pid_t>(file.readAll().trimmed().toLongLong());
        QVERIFY(child > 0);
        QCOMPARE(::kill(child, 0), 0);  // running while the engine runs
        engine.shutDown();
        // Gone, or only a zombie waiting for its new parent to reap it.
        const auto ended = [child] {
            if (::kill(child, 0) != 0) return true;
            QFile stat(QStringLiteral("/proc/%1/stat").arg(child));
            return stat.open(QIODevice::ReadOnly) && stat.readAll().contains(") Z ");
        };
        QTRY_VERIFY_WITH_TIMEOUT(ended(), 5000);
    }

    void aProgramThatCannotStartIsAFault() {
        for (const QString& command :
             {QStringLiteral("/nonexistent/verso-no-such-engine"), QString()}) {
            ExternalEngineSpec spec;
            spec.commandLine = command;
            Player engine(spec);
            QSignalSpy faults(&engine, &Player::faulted);
            Answers moves;
            moves.ask(engine, Position::initial(), 1);
            QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
            QCOMPARE(faultAt(faults, 0), ExternalEngineFault::FailedToStart);
            QCOMPARE(engine.state(), Player::State::Ended);
        }
    }

    void aProgramThatEndsBeforeTheGreetingFailedToStart() {
        Player engine(fakeEngine(QStringLiteral("no-such-script.sh")));
        QSignalSpy ready(&engine, &Player::ready);
        QSignalSpy faults(&engine, &Player::faulted);
        engine.start();
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), ExternalEngineFault::FailedToStart);
        QVERIFY2(detailAt(faults, 0).contains(QStringLiteral("no-such-script.sh")),
                 qPrintable(detailAt(faults, 0)));
        QCOMPARE(ready.count(), 0);
    }

    void noAnswerInTimeIsAFaultAndKeepWaitingTimesAgain() {
        Player engine(fakeEngine(QStringLiteral("silent.sh")));
        engine.setAnswerTimeout(200ms);
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        moves.ask(engine, Position::initial(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), ExternalEngineFault::NoAnswer);
        QCOMPARE(engine.state(), Player::State::Running);
        engine.keepWaiting();
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 2, kWaitMs);
        QCOMPARE(faultAt(faults, 1), ExternalEngineFault::NoAnswer);
        moves.cancel();
        QVERIFY(!engine.isThinking());
        QCOMPARE(moves.count(), 0);
    }

    void aLateAnswerWaitsForKeepWaiting() {
        Player engine(fakeEngine(QStringLiteral("slow.sh")));
        engine.setAnswerTimeout(100ms);
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        QSignalSpy late(&engine, &Player::answeredLate);
        moves.ask(engine, Position::initial(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(faults.count(), 1, kWaitMs);
        QCOMPARE(faultAt(faults, 0), ExternalEngineFault::NoAnswer);
        QTRY_COMPARE_WITH_TIMEOUT(late.count(), 1, kWaitMs);
        QCOMPARE(moves.count(), 0);  // held until the app says to go on
        engine.keepWaiting();
        QCOMPARE(moves.count(), 1);
        QCOMPARE(idAt(moves, 0), quint64{3});
        QCOMPARE(moveAt(moves, 0), at("f5"));
    }

    void aCancelledRequestIsNeverAnsweredWithItsOldAnswer() {
        // The fake answers F5 to its first "go" and F6 to its second, at once, so the first answer
        // is on its way when the request is cancelled; only the second may be taken.
        Player engine(fakeEngine(QStringLiteral("scripted.sh"), QStringLiteral("F5 F6")));
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        QSignalSpy ready(&engine, &Player::ready);
        engine.start();
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kWaitMs);
        moves.ask(engine, Position::initial(), 1);
        moves.cancel();
        QVERIFY(!engine.isThinking());
        moves.ask(engine, afterF5(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 1, kWaitMs);
        QCOMPARE(idAt(moves, 0), quint64{2});
        QCOMPARE(moveAt(moves, 0), at("f6"));
        QCOMPARE(faults.count(), 0);
    }

    void aReplacedRequestIsNeverAnsweredWithItsOldAnswer() {
        Player engine(fakeEngine(QStringLiteral("scripted.sh"), QStringLiteral("F5 F6")));
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        moves.ask(engine, Position::initial(), 1);  // before the engine has even started
        moves.ask(engine, afterF5(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 1, kWaitMs);
        QCOMPARE(idAt(moves, 0), quint64{2});
        QCOMPARE(moveAt(moves, 0), at("f6"));
        QCOMPARE(faults.count(), 0);
    }

    void versoEngineCancelledThenAskedAgainAnswersTheNewPosition() {
        Player engine(versoEngine(8));
        Answers moves;
        QSignalSpy faults(&engine, &Player::faulted);
        moves.ask(engine, Position::initial(), 1);
        moves.cancel();
        moves.ask(engine, afterF5(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 1, kWaitMs);
        QCOMPARE(idAt(moves, 0), quint64{2});
        QVERIFY(afterF5().isLegal(moveAt(moves, 0)));
        QCOMPARE(faults.count(), 0);
    }

    void stoppingAThinkingEngineIsQuickAndSilent() {
        auto engine = std::make_unique<Player>(fakeEngine(QStringLiteral("silent.sh")));
        QSignalSpy ready(engine.get(), &Player::ready);
        QSignalSpy faults(engine.get(), &Player::faulted);
        Answers moves;
        moves.ask(*engine, Position::initial(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kWaitMs);
        QElapsedTimer clock;
        clock.start();
        engine->stop();
        QCOMPARE(engine->state(), Player::State::NotStarted);
        engine.reset();
        QVERIFY2(clock.elapsed() < 3000, "stop and destruction wait a bounded time");
        QCOMPARE(faults.count(), 0);
    }

    void onAClockTheEngineIsSentTheTimeControlAndTheMovesTimes() {
        QTemporaryDir dir;
        const QString sent = dir.filePath(QStringLiteral("sent.txt"));
        Player engine(
            fakeEngine(QStringLiteral("records.sh"), quoted(sent) + QStringLiteral(" F6")));
        session::MoveRequest turn(afterF5());
        turn.setClock({TimeControl{60'000ms, 1'000ms},
                       59'000ms,
                       Position::initial(),
                       {GgfMove{at("f5"), std::nullopt, 1.5}}});
        QSignalSpy answered(&turn, &session::MoveRequest::answered);
        engine.requestMove(&turn);
        QVERIFY(answered.wait(10000));
        QFile file(sent);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray game = file.readAll();
        QVERIFY2(game.contains("TI[01:00/00:01/00:00]"), game.constData());
        QVERIFY2(game.contains("B[F5//1.5]"), game.constData());
        QVERIFY2(game.contains(
                     "BO[8 ---------------------------O*------*O--------------------------- *]"),
                 game.constData());
    }

    void anEngineWhoseClockFallsLosesOnTime() {
        session::GameController game;
        auto* engine = new Player(fakeEngine(QStringLiteral("silent.sh")));
        QSignalSpy faults(engine, &Player::faulted);
        game.setPlayer(Color::White, std::unique_ptr<session::Player>(engine));
        game.setTimeControl(TimeControl{1'000ms, 0ms});
        QSignalSpy over(&game, &session::GameController::gameOver);
        game.newGame();
        QVERIFY(!game.playHumanMove(at("d3")));
        QVERIFY(over.wait(10000));
        QCOMPARE(over.first().first().value<GameResult>().lostOnTime, Color::White);
        QCOMPARE(game.state(), session::GameState::Finished);
        QCOMPARE(faults.count(), 0);  // losing on time is no fault of the program
    }
};

QTEST_GUILESS_MAIN(TestExternalEngine)
#include "test_externalengine.moc"
