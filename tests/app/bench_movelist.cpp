// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the move list panel (not a test: it prints figures). Median over many repetitions:
//   1. setGame after one more move (the incremental path, run after every move of a game),
//   2. setCurrentPly (undo, redo, a click in the list),
//   3. setGame with a different record (a full rebuild: a new game, a loaded game, a new line),
//   4. setGame after one more move followed by a repaint of the panel.
// With --shot FILE it also saves a picture of the panel showing a 60-disc game.
#include <QApplication>
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

#include "MoveListGames.h"
#include "app/records/MoveListPanel.h"

using namespace verso;
using verso::app::MoveListPanel;

namespace {

constexpr int kReps = 200;

// Median microseconds of "run", each repetition prepared (untimed) by "prepare".
double medianMicros(const std::function<void(int)>& prepare, const std::function<void(int)>& run) {
    std::vector<double> times;
    QElapsedTimer timer;
    for (int rep = 0; rep < kReps; ++rep) {
        prepare(rep);
        timer.start();
        run(rep);
        times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1000.0);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

void saveShot(const QString& file) {
    const GameRecord game = testgames::gameFrom(testgames::kFullGame);
    MoveListPanel panel;
    panel.setPlayers(QStringLiteral("Ada"), QStringLiteral("Verso, level 4 Club"));
    panel.setGame(game);
    panel.setCurrentPly(44);
    panel.setResult(QStringLiteral("White wins 33-31"));
    panel.resize(panel.sizeHint().width(), 560);
    panel.show();
    if (!QTest::qWaitForWindowExposed(&panel)) return;
    const bool saved = panel.grab().save(file);
    std::printf("screenshot %s: %s\n", qPrintable(file), saved ? "saved" : "FAILED");
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    const GameRecord full = testgames::gameFrom(testgames::kFullGame);
    GameRecord shorter = full;
    shorter.jumpTo(full.length() - 1);
    const GameRecord minusOne =
        testgames::gameFrom(formatTranscript(shorter, PassStyle::Write, false).c_str());
    const GameRecord other =
        testgames::gameFrom(testgames::kWhiteFirstGame, testgames::whiteToMoveStart());

    MoveListPanel panel;
    panel.resize(panel.sizeHint().width(), 500);
    panel.show();
    if (!QTest::qWaitForWindowExposed(&panel)) return 1;

    const double grow =
        medianMicros([&](int) { panel.setGame(minusOne); }, [&](int) { panel.setGame(full); });
    const double cursor =
        medianMicros([](int) {}, [&](int rep) { panel.setCurrentPly(rep % 2 == 0 ? 20 : 41); });
    const double rebuild =
        medianMicros([&](int) { panel.setGame(other); }, [&](int) { panel.setGame(full); });
    const auto painted = [&](const GameRecord& game) {
        panel.setGame(game);
        QCoreApplication::sendPostedEvents();  // layout requests
        panel.repaint();
    };
    const double growPainted =
        medianMicros([&](int) { painted(minusOne); }, [&](int) { painted(full); });
    std::printf("move list, %d-move game, median of %d:\n", full.length(), kReps);
    std::printf("  setGame, one more move  %8.1f us\n", grow);
    std::printf("  setCurrentPly           %8.1f us\n", cursor);
    std::printf("  setGame, full rebuild   %8.1f us\n", rebuild);
    std::printf("  one more move, painted  %8.1f us\n", growPainted);

    const int shot = static_cast<int>(args.indexOf(QStringLiteral("--shot")));
    if (shot >= 0 && shot + 1 < args.size()) saveShot(args.at(shot + 1));
    return 0;
}
