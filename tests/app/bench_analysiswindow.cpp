// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of analysis in the window (not a test: it prints figures):
//   first   analysis mode on, a new position shown: time to values on every legal square
//           (median and worst over the positions of a tournament game; aim <= 100 ms)
//   depth   time until every move of a position with 30 empties is searched to depth 12 and 16
//   stall   a 5 ms QTimer on the GUI thread while analysis mode works (moving to another
//           position every second) and while a review runs: worst gap between ticks (aim <= 16 ms)
//   review  Game > Review Game at the default settings (depth 14, exact from 22 empties) on the
//           tournament game, in seconds, and resident memory after it
// Usage: bench_analysiswindow [--stall-seconds N] [--skip-review]
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "BenchSupport.h"
#include "app/analysis/AnalysisMode.h"
#include "app/analysis/MoveValuesOverlay.h"
#include "app/analysis/ReviewDock.h"
#include "app/records/CurrentGame.h"
#include "app/records/GameNavigation.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFormat.h"
#include "app/window/MainWindow.h"
#include "core/Median.h"
#include "core/Notation.h"
#include "session/analysis/PositionAnalyst.h"
#include "session/game/GameController.h"

using namespace verso;
using namespace verso::app;
using verso::test::statusField;

namespace {

const char* const kGame =
    "f5f4g3e6d7c5c4h2b6e7f7e8g4b3a2b5a6a5b4c6c7f3d3a4a3g7f6h3f8e2b7g6d2c3h6h7h8g8b2g5d8d6e3a1g2c8h5"
    "e1c1f1d1a8h1a7h4f2g1b1b8c2";

bool allLegalShown(MainWindow& w) {
    const auto& o = *w.analysis()->overlay();
    return o.position() == w.controller()->position() &&
           static_cast<int>(o.shownValues().size()) ==
               popCount(w.controller()->position().legalMoves());
}

// Ticks a 5 ms timer while "work" runs for "ms"; returns the worst gap and the 99th percentile.
std::pair<double, double> stallWhile(int ms, const std::function<void(qint64)>& everyTick) {
    QElapsedTimer clock;
    clock.start();
    std::vector<qint64> gaps;
    qint64 last = clock.nsecsElapsed();
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(now - last);
        last = now;
        everyTick(clock.elapsed());
    });
    ticker.start(5);
    QTest::qWait(ms);
    ticker.stop();
    std::sort(gaps.begin(), gaps.end());
    if (gaps.empty()) return {0, 0};
    return {static_cast<double>(gaps.back()) / 1e6,
            static_cast<double>(gaps[gaps.size() * 99 / 100]) / 1e6};
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir config;
    verso::app::setSettingsFolder(config.path());
    QCoreApplication::setOrganizationName("VersoBench");
    QCoreApplication::setApplicationName("bench_analysiswindow");
    int stallSeconds = 10;
    bool review = true;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == "--stall-seconds" && i + 1 < args.size()) stallSeconds = args[++i].toInt();
        if (args[i] == "--skip-review") review = false;
    }
    {
        Settings s;
        s.setAnimationSpeed(AnimationSpeed::Instant);
        s.setOpponent(Opponent::HumanVsHuman);
        s.setAnalysisMode(false, true);
    }
    MainWindow w;
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    const GameRecord game = *parseTranscript(kGame);
    w.currentGame()->open(GameDocument{game, {}});

    // The analysis thread's table is allocated by its first search: not part of the figures.
    w.navigation()->showPly(2);
    if (!QTest::qWaitFor([&] { return allLegalShown(w); }, 10000))
        std::printf("no values at the start\n");

    // 1. First values on every legal square after a new position is shown.
    std::vector<double> firsts;
    for (int ply = 4; ply < game.length() - 4; ply += 3) {
        QElapsedTimer t;
        t.start();
        w.navigation()->showPly(ply);
        if (!QTest::qWaitFor([&] { return allLegalShown(w); }, 10000))
            std::printf("no values after 10 s at move %d\n", ply);
        firsts.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::printf("first values: %zu positions, median %.1f ms, worst %.1f ms (aim <= 100 ms)\n",
                firsts.size(), median(firsts), *std::max_element(firsts.begin(), firsts.end()));

    // 2. Time to depth 12 and 16 for every move at 30 empties.
    for (int ply : {30, 26}) {
        w.navigation()->showPly(ply);
        QElapsedTimer t;
        t.start();
        double at12 = -1, at16 = -1;
        (void)QTest::qWaitFor(
            [&] {
                const auto& latest = w.analysis()->analyst()->latest();
                if (latest && latest->depth >= 12 && at12 < 0)
                    at12 = static_cast<double>(t.elapsed()) / 1000;
                if (latest && latest->depth >= 16 && at16 < 0)
                    at16 = static_cast<double>(t.elapsed()) / 1000;
                return at16 >= 0;
            },
            600000);
        std::printf(
            "depth: position after move %d (%d empties, %d moves): every move at depth 12 after "
            "%.2f s, "
            "depth 16 after %.2f s\n",
            ply, game.positionAt(ply).emptyCount(), popCount(game.positionAt(ply).legalMoves()),
            at12, at16);
    }

    // 3. Event-loop stall while analysing, moving to another position every second; the same
    //    with analysis mode off as the baseline of this machine at this moment.
    const auto stallOf = [&](bool analysing) {
        w.analysis()->toggleAction()->setChecked(analysing);
        int moved = 0;
        const auto [worst, p99] = stallWhile(stallSeconds * 1000, [&](qint64 ms) {
            if (ms / 1000 > moved) {
                ++moved;
                w.navigation()->showPly(10 + (moved * 7) % 40);
            }
        });
        std::printf(
            "stall %s: %d s, %d positions: worst gap %.2f ms, 99th percentile %.2f ms (aim <= 16 "
            "ms)\n",
            analysing ? "while analysing" : "with analysis off (baseline)", stallSeconds, moved,
            worst, p99);
    };
    stallOf(false);
    stallOf(true);
    w.analysis()->toggleAction()->setChecked(true);

    if (review) {
        // 4. The review at the window's default settings, and the stall while it runs.
        w.navigation()->showPly(game.length());
        QElapsedTimer t;
        t.start();
        w.reviewDock()->reviewGame();
        double reviewWorst = 0, reviewP99 = 0;
        while (w.reviewDock()->isReviewing()) {
            const auto [g, p] = stallWhile(1000, [](qint64) {});
            reviewWorst = std::max(reviewWorst, g);
            reviewP99 = std::max(reviewP99, p);
        }
        std::printf(
            "review: %d moves at depth %d, exact from %d empties: %.1f s; stall while reviewing: "
            "worst gap "
            "%.2f ms, 99th percentile %.2f ms; resident %s\n",
            game.length(), Settings().reviewDepth(), Settings().reviewExactEmpties(),
            static_cast<double>(t.elapsed()) / 1000, reviewWorst, reviewP99,
            qPrintable(statusField("VmRSS:")));
    }
    return 0;
}
