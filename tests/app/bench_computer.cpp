// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (ctest label "bench", not a test): the computer opponent in the real window.
//   stall   a 5 ms QTimer on the GUI thread while the strongest level (by time, on every core
//           the machine has) thinks (computer vs computer); worst gap between ticks (aim: <= 16 ms)
//   quit    closing the window while the strongest level thinks on every core, to process exit,
//           measured from outside on a child process (aim: <= 0.5 s)
//   cycles  1,000 x (a move by the person, the computer starts thinking, undo or new game after
//           0-3 ms), at level 1 (answers race with the undo) and at the strongest level (searches
//           stopped mid-way); counts computer moves applied to a position they were not asked for
//           (must be 0)
// Usage: bench_computer [--stall-seconds N] [--quit-runs N] [--cycles N]
//        bench_computer --quit-child CONFIGDIR   (internal: the process the quit figure times)
#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <random>
#include <thread>
#include <vector>

#include "BenchSupport.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFormat.h"
#include "app/window/MainWindow.h"
#include "engine/Level.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using verso::test::option;

namespace {

int strongest() { return engine::highestLevelNumber(); }

int cores() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

void useConfigDir(const QString& dir) {
    verso::app::setSettingsFolder(dir);
    QCoreApplication::setOrganizationName("VersoBench");
    QCoreApplication::setApplicationName("VersoComputer");
    QSettings().clear();
}

void configure(Opponent opponent, int level) {
    Settings settings;
    settings.setOpponent(opponent);
    settings.setLevel(level);
    settings.setEngineThreads(cores());
    settings.setThinkDelayMs(0);
    settings.setAnimationSpeed(AnimationSpeed::Instant);
}

// Runs the event loop for "ms" milliseconds (or until "done").
template <typename Done>
void runFor(int ms, Done done) {
    QEventLoop loop;
    QTimer poll;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() || clock.elapsed() >= ms) loop.quit();
    });
    poll.start(1);
    loop.exec();
}

// "opponent" HumanVsHuman gives the baseline: the same window and timer with nobody thinking.
void measureStall(int seconds, Opponent opponent) {
    configure(opponent, strongest());
    MainWindow window;
    const MainWindow* computer = &window;
    window.show();
    runFor(300, [] { return false; });  // the first paints are not the computer's doing
    QElapsedTimer clock;
    clock.start();
    std::vector<qint64> gaps;
    qint64 last = clock.nsecsElapsed();
    qint64 thinkingTicks = 0;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(now - last);
        last = now;
        thinkingTicks += computer->showsThinking() ? 1 : 0;
    });
    ticker.start(5);
    runFor(seconds * 1000, [] { return false; });
    const qint64 worst = gaps.empty() ? 0 : *std::max_element(gaps.begin(), gaps.end());
    std::sort(gaps.begin(), gaps.end());
    const double p99 = gaps.empty() ? 0 : static_cast<double>(gaps[gaps.size() * 99 / 100]) / 1e6;
    std::printf(
        "stall: %d s of %s at level %d on %d threads: %zu ticks (%lld while thinking), %d moves; "
        "worst gap %.2f ms, 99th percentile %.2f ms\n",
        seconds,
        opponent == Opponent::HumanVsHuman ? "an idle window (baseline)" : "computer vs computer",
        strongest(), cores(), gaps.size(), static_cast<long long>(thinkingTicks),
        window.controller()->record().ply(), static_cast<double>(worst) / 1e6, p99);
}

int quitChild(const QString& configDir) {
    useConfigDir(configDir);
    configure(Opponent::ComputerVsComputer, strongest());
    MainWindow window;
    const MainWindow* computer = &window;
    window.show();
    QTimer::singleShot(1000, &window, [&] {
        std::printf("closing %d\n", computer->showsThinking() ? 1 : 0);
        std::fflush(stdout);
        window.close();
    });
    return QApplication::exec();
}

void measureQuit(int runs, const QString& configDir) {
    std::vector<double> times;
    int thinking = 0;
    for (int run = 0; run < runs; ++run) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), {"--quit-child", configDir});
        if (!child.waitForReadyRead(30000)) {
            std::printf("quit: the child did not report\n");
            return;
        }
        QElapsedTimer clock;
        clock.start();
        const QByteArray line = child.readLine();
        child.waitForFinished(30000);
        times.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        thinking += line.trimmed().endsWith('1') ? 1 : 0;
    }
    std::sort(times.begin(), times.end());
    std::printf(
        "quit: window closed during a level-%d search on %d threads -> process exit: median %.1f "
        "ms, worst %.1f ms (%d runs, computer thinking at the close in %d)\n",
        strongest(), cores(), times[times.size() / 2], times.back(), runs, thinking);
}

void measureCycles(int cycles, int level) {
    configure(Opponent::HumanVsComputer, level);
    MainWindow window;
    window.show();
    session::GameController& game = *window.controller();
    Position asked;  // the position the computer was last asked about
    bool computerAsked = false;
    bool humanPlaying = false;
    int stale = 0, computerMoves = 0;
    QObject::connect(&game, &session::GameController::turnStarted, [&](Color, bool human) {
        computerAsked = !human;
        if (!human) asked = game.position();
    });
    QObject::connect(&game, &session::GameController::boardChanged,
                     [&](const session::BoardChange& change) {
                         if (change.kind == session::BoardChange::Kind::NewGame ||
                             change.kind == session::BoardChange::Kind::Undo)
                             computerAsked = false;
                         if (change.kind != session::BoardChange::Kind::Move || humanPlaying)
                             return;
                         ++computerMoves;
                         const GameRecord& record = game.record();
                         if (!computerAsked || record.positionAt(record.ply() - 1) != asked)
                             ++stale;
                         computerAsked = false;
                     });
    std::mt19937 rng(12345);
    QElapsedTimer clock;
    clock.start();
    for (int cycle = 0; cycle < cycles; ++cycle) {
        if (!game.isWaitingForHuman()) window.newGame();
        Bitboard moves = game.position().legalMoves();
        for (int skip = static_cast<int>(rng() % 4); skip > 0 && (moves & (moves - 1)); --skip)
            moves &= moves - 1;
        humanPlaying = true;
        game.playHumanMove(Move::at(firstSquare(moves)));
        humanPlaying = false;
        const int wait = static_cast<int>(rng() % 4);
        if (wait > 0) runFor(wait, [] { return false; });
        if (cycle % 2) game.undo();
        else window.newGame();
    }
    runFor(500, [] { return false; });  // any late answer would land now
    std::printf(
        "cycles: level %d, %d x (move, computer thinks, undo or new game after 0-3 ms) in %.1f s: "
        "%d computer moves applied, %d stale; final position %s\n",
        level, cycles, static_cast<double>(clock.elapsed()) / 1000.0, computerMoves, stale,
        game.isWaitingForHuman() ? "waits for the person" : "NOT at the person's turn");
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() >= 3 && args[1] == "--quit-child") return quitChild(args[2]);
    QTemporaryDir configDir;
    useConfigDir(configDir.path());
    measureStall(option(args, "--stall-seconds", 3), Opponent::HumanVsHuman);
    measureStall(option(args, "--stall-seconds", 3), Opponent::ComputerVsComputer);
    measureCycles(option(args, "--cycles", 1000), 1);            // answers race with the undo
    measureCycles(option(args, "--cycles", 1000), strongest());  // searches stopped mid-way
    measureQuit(option(args, "--quit-runs", 5), configDir.path());
    return 0;
}
