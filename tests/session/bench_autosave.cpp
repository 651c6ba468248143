// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (ctest label "bench", not a test): what saving the unfinished game after every move,
// undo, redo and jump costs.
//   1. One write on the disk (AutosaveStore::save: QSaveFile, a temporary file flushed to disk
//      and renamed over the old one): median, 90th percentile and worst of N writes of a 56-move
//      game in the application data folder (a real disk, not /tmp). The window does these on the
//      saved-game writer's thread.
//   2. What the GUI thread pays: AutosaveWriter::save() (queue the game) per call, and the time
//      for N saves asked in a burst to be on disk (superseded ones are skipped).
// Usage: bench_savedgame [writes, default 200]
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "core/RandomGame.h"
#include "session/storage/AutosaveStore.h"
#include "session/storage/AutosaveWriter.h"

using namespace verso;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(
        true);  // ~/.qttest/share/...: the user's disk, not the user's files
    QCoreApplication::setOrganizationName(QStringLiteral("VersoTest"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_savedgame"));
    const int writes = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 200;
    const session::AutosaveStore store;
    // A long game that is not over: a random game stopped a few plies before its end.
    GameRecord game = randomGame(2026, 56);
    for (unsigned seed = 2027; game.isOver() || game.length() < 56; ++seed)
        game = randomGame(seed, 56);
    std::vector<double> ms;
    for (int i = 0; i < writes; ++i) {
        game.jumpTo(i % 2 ? game.length()
                          : game.length() - 1);  // the file changes every time, as it does in play
        QElapsedTimer timer;
        timer.start();
        const QString problem = store.save(game);
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (!problem.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(problem));
            return 1;
        }
    }
    // 2. The writer, as the window uses it.
    std::vector<double> asked;
    QElapsedTimer burst;
    burst.start();
    {
        session::AutosaveWriter writer(store);
        for (int i = 0; i < writes; ++i) {
            game.jumpTo(i % 2 ? game.length() : game.length() - 1);
            QElapsedTimer timer;
            timer.start();
            writer.save(game);
            asked.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e3);
        }
        if (!writer.flush(std::chrono::seconds(60)))
            std::fprintf(stderr, "the writer did not finish\n");
    }
    const double burstMs = static_cast<double>(burst.nsecsElapsed()) / 1e6;
    std::sort(asked.begin(), asked.end());
    store.discard();
    QDir(QFileInfo(store.path()).absolutePath()).removeRecursively();
    std::sort(ms.begin(), ms.end());
    std::printf(
        "saved game (%d plies) written %d times to %s: median %.2f ms, 90th percentile %.2f ms, "
        "worst %.2f ms\n",
        game.length(), writes, qPrintable(QFileInfo(store.path()).absolutePath()),
        ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back());
    std::printf(
        "on the GUI thread AutosaveWriter::save() took %.1f us median, %.1f us worst; %d saves "
        "asked in a burst "
        "were on disk after %.1f ms\n",
        asked[asked.size() / 2], asked.back(), writes, burstMs);
    return 0;
}
